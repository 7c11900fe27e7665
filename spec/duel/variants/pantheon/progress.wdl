# 7 Wonders Duel, Pantheon: the 3 progress tokens the expansion adds to the base 10 (setup.progress).

progress "Mysticism" {
  at end: 2 points per mythology or offering token
}

progress "Poliorcetics" {
  whenever pushing: opponent loses 1 coin per space
}

progress "Engineering" {
  always: build chain cards for 1 coin
}
