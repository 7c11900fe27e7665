# 7 Wonders (first edition): the ten guilds.  Players + 2 of them, drawn at random, join the
# Age III deck (setup.guilds).  Guilds score at the end; "left" and "right" are the neighbours.

card "Builders Guild" {
  colour purple
  cost 2 stone, 2 clay, glass
  at end: 1 point per wonder stage in own, left and right cities
}

card "Craftsmens Guild" {
  colour purple
  cost 2 stone, 2 ore
  at end: 2 points per grey card in left and right cities
}

card "Magistrates Guild" {
  colour purple
  cost 3 wood, stone, loom
  at end: 1 point per blue card in left and right cities
}

card "Philosophers Guild" {
  colour purple
  cost 3 clay, papyrus, loom
  at end: 1 point per green card in left and right cities
}

card "Scientists Guild" {
  colour purple
  cost 2 wood, 2 ore, papyrus
  at end: science one of compass / gear / tablet
}

card "Shipowners Guild" {
  colour purple
  cost 3 wood, glass, papyrus
  at end: 1 point per brown or grey or purple card
}

card "Spies Guild" {
  colour purple
  cost 3 clay, glass
  at end: 1 point per red card in left and right cities
}

card "Strategists Guild" {
  colour purple
  cost stone, 2 ore, loom
  at end: 1 point per defeat_token in left and right cities
}

card "Traders Guild" {
  colour purple
  cost glass, papyrus, loom
  at end: 1 point per yellow card in left and right cities
}

card "Workers Guild" {
  colour purple
  cost wood, stone, clay, 2 ore
  at end: 1 point per brown card in left and right cities
}
