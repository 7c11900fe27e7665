# 7 Wonders: Leaders (first edition): Roma, the board of the box (game.toml, [boards]), played only
# with the leaders (leaders.roma).  Its Wonder card joins the others when the boards are dealt
# (setup.boards).  Unlike the seven boards of the base game it produces nothing from the start: its own
# clauses act on the price of leaders instead (leaders.cost).  Stages as printed, which the engines agree
# with.

wonder "Roma A" {
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

wonder "Roma B" {
  always: discount 2 coins on white cards
  always: discount 1 coin on white cards for left and right
  stage 1 {
    cost clay, wood
    when built: gain 5 coins
    when built: draw 4 unused white cards
  }
  stage 2 {
    cost loom, stone, clay
    at end: 3 points
    when built: build 1 white card from hand
  }
  stage 3 {
    cost papyrus, 2 stone
    at end: 3 points
    when built: build 1 white card from hand
  }
}
