# plato_cost_2e = four: Plato at the first edition's printed cost (ruling leaders.plato_cost_2020).

leader "Plato" {
  colour white
  cost 4 coins
  at end: 7 points per set of brown, grey, blue, green, yellow, red and purple cards
}
