# 7 Wonders: Leaders (first edition): the guilds the box adds to the base game's ten (setup.guilds: the
# pool of guilds from which players + 2 join Age III's deck).  Costs and effects as printed (the
# photographed cards, which four engines agree with).  A leader recruited is a white card in its city;
# one tucked under a board is not in the city.
#
# The Courtesans Guild copies a leader recruited by a neighbour: when it is built its owner lays the
# Courtesan token on one of the white cards standing in the left or right city (a choice only when there
# are several) and has that leader's ability from then on, as if they had recruited it; the leader stays
# its recruiter's, ability and all (effect.copy_ability, leaders.courtesan).  With no leader recruited
# next door the guild gives nothing.

card "Architects Guild" {
  colour purple
  cost 3 ore, clay, papyrus, loom
  at end: 3 points per purple card in left and right cities
}

card "Courtesans Guild" {
  colour purple
  cost wood, clay, glass, loom
  when built: copy ability of white card from left or right
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
