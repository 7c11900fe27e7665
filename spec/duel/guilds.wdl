# 7 Wonders Duel: the 7 guilds; 3 of them are shuffled into Age III at setup.

card "Merchants Guild" {
  deck guild
  colour purple
  cost wood, clay, glass, papyrus
  when built: gain 1 coin per yellow card in the city with the most
  at end: 1 point per yellow card in the city with the most
}

card "Shipowners Guild" {
  deck guild
  colour purple
  cost clay, stone, glass, papyrus
  when built: gain 1 coin per brown or grey card in the city with the most
  at end: 1 point per brown or grey card in the city with the most
}

card "Builders Guild" {
  deck guild
  colour purple
  cost wood, clay, 2 stone, glass
  at end: 2 points per wonder in the city with the most
}

card "Magistrates Guild" {
  deck guild
  colour purple
  cost 2 wood, clay, papyrus
  when built: gain 1 coin per blue card in the city with the most
  at end: 1 point per blue card in the city with the most
}

card "Scientists Guild" {
  deck guild
  colour purple
  cost 2 wood, 2 clay
  when built: gain 1 coin per green card in the city with the most
  at end: 1 point per green card in the city with the most
}

card "Moneylenders Guild" {
  deck guild
  colour purple
  cost 2 wood, 2 stone
  at end: 1 point per 3 coins in the city with the most
}

card "Tacticians Guild" {
  deck guild
  colour purple
  cost clay, 2 stone, papyrus
  when built: gain 1 coin per red card in the city with the most
  at end: 1 point per red card in the city with the most
}
