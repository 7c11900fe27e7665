# 7 Wonders Duel, Agora: the wonders the expansion adds to the base 12 (setup.draft: 8 of them).
# Knossos also places a cube when it is drafted: that power joins when the
# engine's draft gives wonders a trigger of their own.

wonder "Knossos" {
  cost 2 glass, clay, wood, stone
  when built:
    place 1 influence in any chamber
    move 1 influence
  at end: 3 points
}
