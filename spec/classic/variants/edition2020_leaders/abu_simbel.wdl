# 7 Wonders: Leaders for the 2020 edition: Abu Simbel, by its Day and Night sides (game.toml, [boards]),
# played only with the leaders (leaders.abu_simbel).  Both sides produce papyrus from the start.  A stage
# that entombs lays one leader recruited into the owner's city under the board: it stops working, and at
# the end of the game it scores twice its cost in coins in the Leaders row (effect.entomb).
#
# Every value here rests on one source of the wiki family, unconfirmed by a photograph of the board
# (ruling leaders.abu_simbel_facts); what entombing means where that source is silent is ruled in
# leaders.abu_simbel_entomb, leaders.abu_simbel_lost_ability and leaders.abu_simbel_age_cost.

wonder "Abu Simbel Day" {
  always: produce papyrus
  stage 1 {
    cost stone, clay
    at end: 3 points
  }
  stage 2 {
    cost wood, ore
    at end: 5 points
  }
  stage 3 {
    cost 2 stone, glass, loom
    when built: entomb 1 white card for 2 points per coin
  }
}

wonder "Abu Simbel Night" {
  always: produce papyrus
  stage 1 {
    cost 2 clay, loom
    when built: entomb 1 white card for 2 points per coin
  }
  stage 2 {
    cost 2 wood, glass
    when built: entomb 1 white card for 2 points per coin
  }
}
