# 7 Wonders: Leaders (first edition): the guilds the box adds to the base game's ten (setup.guilds: the
# pool of guilds from which players + 2 join Age III's deck).  Costs and effects as printed (the
# photographed cards, which four engines agree with).  A leader recruited is a white card in its city;
# one tucked under a board is not in the city.
#
# The Courtesans Guild, which copies a neighbour's recruited leader, joins when the engine gives its
# copy a meaning (the ruleset is being built).

card "Architects Guild" {
  colour purple
  cost 3 ore, clay, papyrus, loom
  at end: 3 points per purple card in left and right cities
}

card "Diplomats Guild" {
  colour purple
  cost stone, wood, glass, papyrus
  at end: 1 point per white card in left and right cities
}

card "Gamers Guild" {
  colour purple
  cost stone, clay, wood, ore
  at end: 1 point per 3 coins
}
