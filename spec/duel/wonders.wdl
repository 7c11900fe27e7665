# 7 Wonders Duel: the 12 wonders of the base box.

wonder "The Appian Way" {
  cost 2 clay, 2 stone, papyrus
  when built:
    gain 3 coins
    opponent loses 3 coins
    play again
  at end: 3 points
}

wonder "Circus Maximus" {
  cost wood, 2 stone, glass
  when built:
    1 shield
    destroy opponent grey card
  at end: 3 points
}

wonder "The Colossus" {
  cost 3 clay, glass
  when built: 2 shields
  at end: 3 points
}

wonder "The Great Library" {
  cost 3 wood, glass, papyrus
  when built: take 1 of 3 progress tokens from box
  at end: 4 points
}

wonder "The Great Lighthouse" {
  cost wood, stone, 2 papyrus
  always: produce one of wood / clay / stone
  at end: 4 points
}

wonder "The Hanging Gardens" {
  cost 2 wood, glass, papyrus
  when built:
    gain 6 coins
    play again
  at end: 3 points
}

wonder "The Mausoleum" {
  cost 2 clay, 2 glass, papyrus
  when built: build from discard free
  at end: 2 points
}

wonder "Piraeus" {
  cost 2 wood, clay, stone
  always: produce one of glass / papyrus
  when built: play again
  at end: 2 points
}

wonder "The Pyramids" {
  cost 3 stone, papyrus
  at end: 9 points
}

wonder "The Sphinx" {
  cost clay, stone, 2 glass
  when built: play again
  at end: 6 points
}

wonder "The Statue of Zeus" {
  cost wood, clay, stone, 2 papyrus
  when built:
    1 shield
    destroy opponent brown card
  at end: 3 points
}

wonder "The Temple of Artemis" {
  cost wood, stone, glass, papyrus
  when built:
    gain 12 coins
    play again
}
