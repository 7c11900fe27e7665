# 7 Wonders: Leaders for the 2020 edition: Roma, by its Day and Night sides (game.toml, [boards]),
# played only with the leaders (leaders.roma).  Day is the first edition's side A, Night its side B, as
# the one card-by-card source of the 2020 box gives them; that source differs from the first edition's
# print in one good only, Night's second stage, where it has glass for loom (ruling
# leaders.roma_night_stage2, rule option roma_night_stage2_good).

wonder "Roma Day" {
  always: build any white card free
  stage 1 {
    cost wood, clay, ore
    at end: 4 points
  }
  stage 2 {
    cost 2 stone, clay, loom
    at end: 6 points
  }
}

wonder "Roma Night" {
  always: discount 2 coins on white cards
  always: discount 1 coin on white cards for left and right
  stage 1 {
    cost clay, wood
    when built: gain 5 coins
    when built: draw 4 unused white cards
  }
  stage 2 {
    cost glass, stone, clay
    at end: 3 points
    when built: build 1 white card from hand
  }
  stage 3 {
    cost papyrus, 2 stone
    at end: 3 points
    when built: build 1 white card from hand
  }
}
