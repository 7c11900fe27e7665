# 7 Wonders Duel, Agora: the wonders the expansion adds to the base 12 (setup.draft: 8 of them).
# Knossos acts twice: a cube when it is drafted, a cube and a move when it is built.

wonder "Knossos" {
  cost 2 glass, clay, wood, stone
  when drafted: place 1 influence in any chamber
  when built:
    place 1 influence in any chamber
    move 1 influence
  at end: 3 points
}
