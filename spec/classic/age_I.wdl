# 7 Wonders (first edition): the cards of Age I.  game.toml ([decks.I]) says how many copies of
# each are used at each number of players.  Glassworks, Loom and Press are in Ages I and II: they
# are written here once, and a city may still hold only one structure of a name (build.unique).
#
# A card's cost is paid to the bank (coins) and with resources its city produces or buys from a
# neighbour (build.cost); "free with" names the link that lets it be built for nothing, "chain"
# the links it gives to later cards (build.chain).

card "Clay Pit" {
  colour brown
  cost 1 coin
  always: produce one of ore / clay
}

card "Clay Pool" {
  colour brown
  always: produce clay
}

card "Excavation" {
  colour brown
  cost 1 coin
  always: produce one of stone / clay
}

card "Forest Cave" {
  colour brown
  cost 1 coin
  always: produce one of wood / ore
}

card "Lumber Yard" {
  colour brown
  always: produce wood
}

card "Mine" {
  colour brown
  cost 1 coin
  always: produce one of stone / ore
}

card "Ore Vein" {
  colour brown
  always: produce ore
}

card "Stone Pit" {
  colour brown
  always: produce stone
}

card "Timber Yard" {
  colour brown
  cost 1 coin
  always: produce one of wood / stone
}

card "Tree Farm" {
  colour brown
  cost 1 coin
  always: produce one of wood / clay
}

card "Glassworks" {
  colour grey
  always: produce glass
}

card "Loom" {
  colour grey
  always: produce loom
}

card "Press" {
  colour grey
  always: produce papyrus
}

card "Altar" {
  colour blue
  chain temple
  at end: 2 points
}

card "Baths" {
  colour blue
  cost stone
  chain aqueduct
  at end: 3 points
}

card "Pawnshop" {
  colour blue
  at end: 3 points
}

card "Theater" {
  colour blue
  chain statue
  at end: 2 points
}

card "East Trading Post" {
  colour yellow
  chain forum
  always: trade wood, stone, clay, ore at 1 coin from right
}

card "Marketplace" {
  colour yellow
  chain caravansery
  always: trade glass, papyrus, loom at 1 coin from left and right
}

card "Tavern" {
  colour yellow
  when built: gain 5 coins
}

card "West Trading Post" {
  colour yellow
  chain forum
  always: trade wood, stone, clay, ore at 1 coin from left
}

card "Barracks" {
  colour red
  cost ore
  always: 1 shield
}

card "Guard Tower" {
  colour red
  cost clay
  always: 1 shield
}

card "Stockade" {
  colour red
  cost wood
  always: 1 shield
}

card "Apothecary" {
  colour green
  cost loom
  chain dispensary, stables
  always: science compass
}

card "Scriptorium" {
  colour green
  cost papyrus
  chain courthouse, library
  always: science tablet
}

card "Workshop" {
  colour green
  cost glass
  chain archery_range, laboratory
  always: science gear
}
