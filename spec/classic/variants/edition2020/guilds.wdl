# 7 Wonders, the 2020 edition: the guilds that differ from the first edition's.  The Decorators
# Guild takes the Strategists Guild's place among the ten.

card "Builders Guild" {
  colour purple
  cost 3 stone, 2 clay, glass
  at end: 1 point per wonder stage in own, left and right cities
}

card "Decorators Guild" {
  colour purple
  cost stone, 2 ore, loom
  at end: 7 points if own wonder complete otherwise 0 points
}

card "Spies Guild" {
  colour purple
  cost 2 clay, glass
  at end: 1 point per red card in left and right cities
}
