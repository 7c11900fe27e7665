# 7 Wonders: Leaders (first edition): the leaders, white cards of their own deck (leaders.deck).  A
# leader costs coins only (leaders.recruit); once recruited it stands in its owner's city and its
# effects work from then on, like a structure's, though it is of none of the Age cards' colours
# (leaders.in_city).  "when built" is the moment it is recruited.
#
# A leader is a white card (leaders.deck): a colour no Age card has, which the effects that count or
# free leaders name.
#
# Costs and abilities as printed (the photographed cards, which three engines agree with): the box's 36.

leader "Alexander" {
  colour white
  cost 3 coins
  at end: 1 point per victory_token
}

leader "Amytis" {
  colour white
  cost 4 coins
  at end: 2 points per wonder stage
}

leader "Archimedes" {
  colour white
  cost 4 coins
  always: discount 1 resource on green cards
}

leader "Aristotle" {
  colour white
  cost 3 coins
  at end: 3 extra points per science set
}

leader "Bilkis" {
  colour white
  cost 4 coins
  always: buy 1 resource from the bank for 1 coin each turn
}

leader "Caesar" {
  colour white
  cost 5 coins
  always: 2 shields
}

leader "Cleopatra" {
  colour white
  cost 4 coins
  at end: 5 points
}

leader "Croesus" {
  colour white
  cost 1 coin
  when built: gain 6 coins
}

leader "Euclid" {
  colour white
  cost 5 coins
  always: science compass
}

leader "Hammurabi" {
  colour white
  cost 2 coins
  always: discount 1 resource on blue cards
}

leader "Hannibal" {
  colour white
  cost 2 coins
  always: 1 shield
}

leader "Hatshepsut" {
  colour white
  cost 2 coins
  whenever buying from left: gain 1 coin
  whenever buying from right: gain 1 coin
}

leader "Hiram" {
  colour white
  cost 3 coins
  at end: 2 points per purple card
}

leader "Hypatia" {
  colour white
  cost 4 coins
  at end: 1 point per green card
}

leader "Imhotep" {
  colour white
  cost 3 coins
  always: discount 1 resource on wonders
}

leader "Justinian" {
  colour white
  cost 3 coins
  at end: 3 points per set of blue, red and green cards
}

leader "Leonidas" {
  colour white
  cost 2 coins
  always: discount 1 resource on red cards
}

leader "Maecenas" {
  colour white
  cost 1 coin
  always: build any white card free
}

leader "Midas" {
  colour white
  cost 3 coins
  at end: 1 point per 3 coins
}

leader "Nebuchadnezzar" {
  colour white
  cost 4 coins
  at end: 1 point per blue card
}

leader "Nefertiti" {
  colour white
  cost 3 coins
  at end: 4 points
}

leader "Nero" {
  colour white
  cost 1 coin
  whenever taking victory_token: gain 2 coins
}

leader "Pericles" {
  colour white
  cost 6 coins
  at end: 2 points per red card
}

leader "Phidias" {
  colour white
  cost 3 coins
  at end: 1 point per brown card
}

leader "Plato" {
  colour white
  cost 4 coins
  at end: 7 points per set of brown, grey, blue, green, yellow, red and purple cards
}

leader "Praxiteles" {
  colour white
  cost 3 coins
  at end: 2 points per grey card
}

leader "Ptolemy" {
  colour white
  cost 5 coins
  always: science tablet
}

leader "Pythagoras" {
  colour white
  cost 5 coins
  always: science gear
}

leader "Ramses" {
  colour white
  cost 5 coins
  always: build any purple card free
}

leader "Sappho" {
  colour white
  cost 1 coin
  at end: 2 points
}

leader "Solomon" {
  colour white
  cost 3 coins
  when built: build from discard free
}

leader "Tomyris" {
  colour white
  cost 4 coins
  always: redirect defeat_token to winner
}

leader "Varro" {
  colour white
  cost 3 coins
  at end: 1 point per yellow card
}

leader "Vitruvius" {
  colour white
  cost 1 coin
  whenever build through chain: gain 2 coins
}

leader "Xenophon" {
  colour white
  cost 2 coins
  whenever building yellow cards: gain 2 coins
}

leader "Zenobia" {
  colour white
  cost 2 coins
  at end: 3 points
}
