# 7 Wonders Duel, Agora: the wonders the expansion adds to the base 12 (setup.draft: 8 of them).
# Each acts twice. Curia Julia: conspiring when it is drafted, and when built an unprepared Conspiracy
# triggered (or none), 6 coins and another turn. Knossos: a cube when it is drafted, a cube and a move
# when it is built.

wonder "Curia Julia" {
  cost wood, clay, stone, glass, papyrus
  when drafted: conspire
  when built:
    trigger any unprepared conspiracy
    gain 6 coins
    play again
}

wonder "Knossos" {
  cost 2 glass, clay, wood, stone
  when drafted: place 1 influence in any chamber
  when built:
    place 1 influence in any chamber
    move 1 influence
  at end: 3 points
}
