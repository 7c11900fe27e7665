# 7 Wonders (first edition): the cards of Age II (game.toml, [decks.II]; Glassworks, Loom and
# Press are written in age_I.wdl).

card "Brickyard" {
  colour brown
  cost 1 coin
  always: produce 2 clay
}

card "Foundry" {
  colour brown
  cost 1 coin
  always: produce 2 ore
}

card "Quarry" {
  colour brown
  cost 1 coin
  always: produce 2 stone
}

card "Sawmill" {
  colour brown
  cost 1 coin
  always: produce 2 wood
}

card "Aqueduct" {
  colour blue
  cost 3 stone
  free with aqueduct
  at end: 5 points
}

card "Courthouse" {
  colour blue
  cost 2 clay, loom
  free with courthouse
  at end: 4 points
}

card "Statue" {
  colour blue
  cost wood, 2 ore
  free with statue
  chain gardens
  at end: 4 points
}

card "Temple" {
  colour blue
  cost wood, clay, glass
  free with temple
  chain pantheon
  at end: 3 points
}

card "Bazar" {
  colour yellow
  when built: gain 2 coins per grey card in own, left and right cities
}

card "Caravansery" {
  colour yellow
  cost 2 wood
  free with caravansery
  chain lighthouse
  always: produce one of wood / stone / ore / clay
}

card "Forum" {
  colour yellow
  cost 2 clay
  free with forum
  chain haven
  always: produce one of glass / papyrus / loom
}

card "Vineyard" {
  colour yellow
  when built: gain 1 coin per brown card in own, left and right cities
}

card "Archery Range" {
  colour red
  cost 2 wood, ore
  free with archery_range
  always: 2 shields
}

card "Stables" {
  colour red
  cost wood, clay, ore
  free with stables
  always: 2 shields
}

card "Training Ground" {
  colour red
  cost wood, 2 ore
  chain circus
  always: 2 shields
}

card "Walls" {
  colour red
  cost 3 stone
  chain fortifications
  always: 2 shields
}

card "Dispensary" {
  colour green
  cost 2 ore, glass
  free with dispensary
  chain arena, lodge
  always: science compass
}

card "Laboratory" {
  colour green
  cost 2 clay, papyrus
  free with laboratory
  chain observatory, siege_workshop
  always: science gear
}

card "Library" {
  colour green
  cost 2 stone, loom
  free with library
  chain senate, university
  always: science tablet
}

card "School" {
  colour green
  cost wood, papyrus
  chain academy, study
  always: science tablet
}
