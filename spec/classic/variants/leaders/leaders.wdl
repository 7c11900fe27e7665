# 7 Wonders: Leaders (first edition): the leaders, white cards of their own deck (leaders.deck).  A
# leader costs coins only (leaders.recruit); once recruited it stands in its owner's city and its
# effects work from then on, like a structure's, though it is of none of the Age cards' colours
# (leaders.in_city).  "when built" is the moment it is recruited.
#
# Costs and abilities as printed (the photographed cards, which three engines agree with).  The
# leaders whose abilities the engine gives a meaning to so far are written here; the others join as
# it does (the ruleset is being built).

leader "Alexander" {
  cost 3 coins
  at end: 1 point per victory_token
}

leader "Amytis" {
  cost 4 coins
  at end: 2 points per wonder stage
}

leader "Aristotle" {
  cost 3 coins
  at end: 3 extra points per science set
}

leader "Caesar" {
  cost 5 coins
  always: 2 shields
}

leader "Cleopatra" {
  cost 4 coins
  at end: 5 points
}

leader "Croesus" {
  cost 1 coin
  when built: gain 6 coins
}

leader "Euclid" {
  cost 5 coins
  always: science compass
}

leader "Hannibal" {
  cost 2 coins
  always: 1 shield
}

leader "Hiram" {
  cost 3 coins
  at end: 2 points per purple card
}

leader "Hypatia" {
  cost 4 coins
  at end: 1 point per green card
}

leader "Justinian" {
  cost 3 coins
  at end: 3 points per set of blue, red and green cards
}

leader "Midas" {
  cost 3 coins
  at end: 1 point per 3 coins
}

leader "Nebuchadnezzar" {
  cost 4 coins
  at end: 1 point per blue card
}

leader "Nefertiti" {
  cost 3 coins
  at end: 4 points
}

leader "Pericles" {
  cost 6 coins
  at end: 2 points per red card
}

leader "Phidias" {
  cost 3 coins
  at end: 1 point per brown card
}

leader "Plato" {
  cost 4 coins
  at end: 7 points per set of brown, grey, blue, green, yellow, red and purple cards
}

leader "Praxiteles" {
  cost 3 coins
  at end: 2 points per grey card
}

leader "Ptolemy" {
  cost 5 coins
  always: science tablet
}

leader "Pythagoras" {
  cost 5 coins
  always: science gear
}

leader "Sappho" {
  cost 1 coin
  at end: 2 points
}

leader "Solomon" {
  cost 3 coins
  when built: build from discard free
}

leader "Varro" {
  cost 3 coins
  at end: 1 point per yellow card
}

leader "Zenobia" {
  cost 2 coins
  at end: 3 points
}
