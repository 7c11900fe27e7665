# 7 Wonders Duel: the 20 cards of Age III (the 3 guilds drawn at setup join them).

card "Circus" {
  deck III
  colour red
  cost 2 clay, 2 stone
  free with helmet
  when built: 2 shields
}

card "Arsenal" {
  deck III
  colour red
  cost 2 wood, 3 clay
  when built: 3 shields
}

card "Siege Workshop" {
  deck III
  colour red
  cost 3 wood, glass
  free with target
  when built: 2 shields
}

card "Fortifications" {
  deck III
  colour red
  cost clay, 2 stone, papyrus
  free with tower
  when built: 2 shields
}

card "Pretorium" {
  deck III
  colour red
  cost 8 coins
  when built: 3 shields
}

card "Academy" {
  deck III
  colour green
  cost wood, stone, 2 glass
  always: science sundial
  at end: 3 points
}

card "University" {
  deck III
  colour green
  cost clay, glass, papyrus
  free with lyre
  always: science globe
  at end: 2 points
}

card "Study" {
  deck III
  colour green
  cost 2 wood, glass, papyrus
  always: science sundial
  at end: 3 points
}

card "Observatory" {
  deck III
  colour green
  cost stone, 2 papyrus
  free with lamp
  always: science globe
  at end: 2 points
}

card "Arena" {
  deck III
  colour yellow
  cost wood, clay, stone
  free with barrel
  when built: gain 2 coins per wonder in own city
  at end: 3 points
}

card "Chamber of Commerce" {
  deck III
  colour yellow
  cost 2 papyrus
  when built: gain 3 coins per grey card in own city
  at end: 3 points
}

card "Port" {
  deck III
  colour yellow
  cost wood, glass, papyrus
  when built: gain 2 coins per brown card in own city
  at end: 3 points
}

card "Lighthouse" {
  deck III
  colour yellow
  cost 2 clay, glass
  free with vase
  when built: gain 1 coin per yellow card in own city
  at end: 3 points
}

card "Armory" {
  deck III
  colour yellow
  cost 2 stone, glass
  when built: gain 1 coin per red card in own city
  at end: 3 points
}

card "Palace" {
  deck III
  colour blue
  cost wood, clay, stone, 2 glass
  at end: 7 points
}

card "Gardens" {
  deck III
  colour blue
  cost 2 wood, 2 clay
  free with column
  at end: 6 points
}

card "Pantheon" {
  deck III
  colour blue
  cost wood, clay, 2 papyrus
  free with sun
  at end: 6 points
}

card "Town Hall" {
  deck III
  colour blue
  cost 2 wood, 3 stone
  at end: 7 points
}

card "Senate" {
  deck III
  colour blue
  cost 2 clay, stone, papyrus
  free with temple
  at end: 5 points
}

card "Obelisk" {
  deck III
  colour blue
  cost 2 stone, glass
  at end: 5 points
}
