# 7 Wonders: Leaders for the 2020 edition: the leaders of the 2020 box that differ from the first
# edition's.  The first edition's 36 leaders are dealt as the first edition wrote them (leaders.wdl of
# the Leaders folder) save those restated here.
#
# Every value of the 2020 box rests on one family of sources, a fan wiki's card list and the engines
# copied from it; no photograph of a printed 2020 leader was at hand (ruling leaders.facts_2020).

# Plato: 3 coins in the 2020 list, 4 as the first edition printed him (ruling leaders.plato_cost_2020,
# rule option plato_cost_2e)
leader "Plato" {
  colour white
  cost 3 coins
  at end: 7 points per set of brown, grey, blue, green, yellow, red and purple cards
}
