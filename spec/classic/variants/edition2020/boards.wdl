# 7 Wonders, the 2020 edition: the seven boards, each with a Day and a Night side (game.toml,
# [boards]).  As in the first edition, a board's own clause is the resource it produces from the
# start, which neighbours may buy (trade.sellable); its stages are built in order, each with a card
# of the hand tucked under the board (wonder.stage), and what a stage produces is its owner's alone.

wonder "Alexandria Day" {
  always: produce glass
  stage 1 {
    cost 2 stone
    at end: 3 points
  }
  stage 2 {
    cost 2 ore
    always: produce one of wood / stone / clay / ore
  }
  stage 3 {
    cost papyrus, loom
    at end: 7 points
  }
}

wonder "Alexandria Night" {
  always: produce glass
  stage 1 {
    cost 2 clay
    always: produce one of wood / stone / clay / ore
  }
  stage 2 {
    cost 3 ore
    always: produce one of glass / papyrus / loom
  }
  stage 3 {
    cost 4 wood
    at end: 7 points
  }
}

wonder "Babylon Day" {
  always: produce wood
  stage 1 {
    cost 2 clay
    at end: 3 points
  }
  stage 2 {
    cost 2 ore, loom
    at end: science one of compass / gear / tablet
  }
  stage 3 {
    cost 4 wood
    at end: 7 points
  }
}

wonder "Babylon Night" {
  always: produce wood
  stage 1 {
    cost 2 stone
    at end of age: play last card
  }
  stage 2 {
    cost 3 clay, glass
    at end: science one of compass / gear / tablet
  }
}

wonder "Ephesus Day" {
  always: produce papyrus
  stage 1 {
    cost 2 clay
    at end: 3 points
  }
  stage 2 {
    cost 2 wood
    when built: gain 9 coins
  }
  stage 3 {
    cost 2 ore, glass
    at end: 7 points
  }
}

wonder "Ephesus Night" {
  always: produce papyrus
  stage 1 {
    cost 2 stone
    when built: gain 4 coins
    at end: 2 points
  }
  stage 2 {
    cost 2 wood
    when built: gain 4 coins
    at end: 3 points
  }
  stage 3 {
    cost 2 ore, loom
    when built: gain 4 coins
    at end: 5 points
  }
}

wonder "Giza Day" {
  always: produce stone
  stage 1 {
    cost 2 wood
    at end: 3 points
  }
  stage 2 {
    cost 2 clay, loom
    at end: 5 points
  }
  stage 3 {
    cost 4 stone
    at end: 7 points
  }
}

wonder "Giza Night" {
  always: produce stone
  stage 1 {
    cost 2 wood
    at end: 3 points
  }
  stage 2 {
    cost 3 stone
    at end: 5 points
  }
  stage 3 {
    cost 3 clay
    at end: 5 points
  }
  stage 4 {
    cost 4 stone, papyrus
    at end: 7 points
  }
}

wonder "Halicarnassus Day" {
  always: produce loom
  stage 1 {
    cost 2 ore
    at end: 3 points
  }
  stage 2 {
    cost glass, papyrus
    when built: build from discard free
  }
  stage 3 {
    cost 3 stone
    at end: 7 points
  }
}

wonder "Halicarnassus Night" {
  always: produce loom
  stage 1 {
    cost 2 clay
    when built: build from discard free
    at end: 2 points
  }
  stage 2 {
    cost glass, papyrus
    when built: build from discard free
    at end: 1 point
  }
  stage 3 {
    cost 3 wood
    when built: build from discard free
  }
}

wonder "Olympia Day" {
  always: produce clay
  stage 1 {
    cost 2 stone
    at end: 3 points
  }
  stage 2 {
    cost 2 wood
    always: build first card of each colour free
  }
  stage 3 {
    cost 3 clay
    at end: 7 points
  }
}

wonder "Olympia Night" {
  always: produce clay
  stage 1 {
    cost 2 ore
    first turn of each age: build free
    at end: 2 points
  }
  stage 2 {
    cost 3 clay
    last turn of each age: build free
    at end: 3 points
  }
  stage 3 {
    cost glass, papyrus, loom
    at end: 5 points
  }
}

wonder "Rhodes Day" {
  always: produce ore
  stage 1 {
    cost 2 wood
    at end: 3 points
  }
  stage 2 {
    cost 3 clay
    always: 2 shields
  }
  stage 3 {
    cost 4 ore
    at end: 7 points
  }
}

wonder "Rhodes Night" {
  always: produce ore
  stage 1 {
    cost 3 stone
    always: 1 shield
    when built: gain 3 coins
    at end: 3 points
  }
  stage 2 {
    cost 4 ore
    always: 1 shield
    when built: gain 4 coins
    at end: 4 points
  }
}
