# abu_simbel_entomb_source = hand: each stage of Abu Simbel that entombs takes a leader of its owner's hand,
# one never recruited, rather than one standing in the city (ruling leaders.abu_simbel_entomb).

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
    when built: entomb 1 white card from hand for 2 points per coin
  }
}

wonder "Abu Simbel Night" {
  always: produce papyrus
  stage 1 {
    cost 2 clay, loom
    when built: entomb 1 white card from hand for 2 points per coin
  }
  stage 2 {
    cost 2 wood, glass
    when built: entomb 1 white card from hand for 2 points per coin
  }
}
