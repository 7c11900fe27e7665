# 7 Wonders Duel: the 10 progress tokens.

progress "Agriculture" {
  when taken: gain 6 coins
  at end: 4 points
}

progress "Architecture" {
  always: discount 2 resources on wonders
}

progress "Economy" {
  always: receive opponent trade
}

progress "Law" {
  always: science law
}

progress "Masonry" {
  always: discount 2 resources on blue cards
}

progress "Mathematics" {
  at end: 3 points per progress token in own city
}

progress "Philosophy" {
  at end: 7 points
}

progress "Strategy" {
  always: 1 extra shield on red cards
}

progress "Theology" {
  always: grant play again to wonders
}

progress "Urbanism" {
  when taken: gain 6 coins
  whenever build through chain: gain 4 coins
}
