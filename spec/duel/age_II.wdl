# 7 Wonders Duel: the 23 cards of Age II.

card "Sawmill" {
  deck II
  colour brown
  cost 2 coins
  always: produce 2 wood
}

card "Shelf Quarry" {
  deck II
  colour brown
  cost 2 coins
  always: produce 2 stone
}

card "Brickyard" {
  deck II
  colour brown
  cost 2 coins
  always: produce 2 clay
}

card "Glassblower" {
  deck II
  colour grey
  always: produce glass
}

card "Drying Room" {
  deck II
  colour grey
  always: produce papyrus
}

card "Horse Breeders" {
  deck II
  colour red
  cost wood, clay
  free with horseshoe
  when built: 1 shield
}

card "Barracks" {
  deck II
  colour red
  cost 3 coins
  free with sword
  when built: 1 shield
}

card "Walls" {
  deck II
  colour red
  cost 2 stone
  when built: 2 shields
}

card "Archery Range" {
  deck II
  colour red
  cost wood, stone, papyrus
  chain target
  when built: 2 shields
}

card "Parade Ground" {
  deck II
  colour red
  cost 2 clay, glass
  chain helmet
  when built: 2 shields
}

card "School" {
  deck II
  colour green
  cost wood, 2 papyrus
  chain lyre
  always: science wheel
  at end: 1 point
}

card "Laboratory" {
  deck II
  colour green
  cost wood, 2 glass
  chain lamp
  always: science plumb
  at end: 1 point
}

card "Dispensary" {
  deck II
  colour green
  cost 2 clay, stone
  free with gear
  always: science mortar
  at end: 2 points
}

card "Library" {
  deck II
  colour green
  cost wood, stone, glass
  free with book
  always: science quill
  at end: 2 points
}

card "Brewery" {
  deck II
  colour yellow
  chain barrel
  when built: gain 6 coins
}

card "Forum" {
  deck II
  colour yellow
  cost 3 coins, clay
  always: produce one of glass / papyrus
}

card "Caravansery" {
  deck II
  colour yellow
  cost 2 coins, glass, papyrus
  always: produce one of wood / clay / stone
}

card "Customs House" {
  deck II
  colour yellow
  cost 4 coins
  always: trade glass, papyrus at 1 coin
}

card "Temple" {
  deck II
  colour blue
  cost wood, papyrus
  free with moon
  chain sun
  at end: 4 points
}

card "Statue" {
  deck II
  colour blue
  cost 2 clay
  free with mask
  chain column
  at end: 4 points
}

card "Courthouse" {
  deck II
  colour blue
  cost 2 wood, glass
  at end: 5 points
}

card "Aqueduct" {
  deck II
  colour blue
  cost 3 stone
  free with water_drop
  at end: 5 points
}

card "Rostrum" {
  deck II
  colour blue
  cost wood, stone
  chain temple
  at end: 4 points
}
