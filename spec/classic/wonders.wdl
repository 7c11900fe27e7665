# 7 Wonders (first edition): the seven boards, each with two sides (game.toml, [boards]).
#
# A board's own clause is the resource it produces from the start, which neighbours may buy
# (trade.sellable); its stages are built in order, each with a card from the hand tucked under
# the board (wonder.stage).  What a stage produces is its owner's alone.

wonder "Alexandria A" {
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
    cost 2 glass
    at end: 7 points
  }
}

wonder "Alexandria B" {
  always: produce glass
  stage 1 {
    cost 2 clay
    always: produce one of wood / stone / clay / ore
  }
  stage 2 {
    cost 2 wood
    always: produce one of glass / papyrus / loom
  }
  stage 3 {
    cost 3 stone
    at end: 7 points
  }
}

wonder "Babylon A" {
  always: produce clay
  stage 1 {
    cost 2 clay
    at end: 3 points
  }
  stage 2 {
    cost 3 wood
    at end: science one of compass / gear / tablet
  }
  stage 3 {
    cost 4 clay
    at end: 7 points
  }
}

wonder "Babylon B" {
  always: produce clay
  stage 1 {
    cost clay, loom
    at end: 3 points
  }
  stage 2 {
    cost 2 wood, glass
    at end of age: play last card
  }
  stage 3 {
    cost 3 clay, papyrus
    at end: science one of compass / gear / tablet
  }
}

wonder "Ephesus A" {
  always: produce papyrus
  stage 1 {
    cost 2 stone
    at end: 3 points
  }
  stage 2 {
    cost 2 wood
    when built: gain 9 coins
  }
  stage 3 {
    cost 2 papyrus
    at end: 7 points
  }
}

wonder "Ephesus B" {
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
    cost glass, papyrus, loom
    when built: gain 4 coins
    at end: 5 points
  }
}

wonder "Giza A" {
  always: produce stone
  stage 1 {
    cost 2 stone
    at end: 3 points
  }
  stage 2 {
    cost 3 wood
    at end: 5 points
  }
  stage 3 {
    cost 4 stone
    at end: 7 points
  }
}

wonder "Giza B" {
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

wonder "Halicarnassus A" {
  always: produce loom
  stage 1 {
    cost 2 clay
    at end: 3 points
  }
  stage 2 {
    cost 3 ore
    when built: build from discard free
  }
  stage 3 {
    cost 2 loom
    at end: 7 points
  }
}

wonder "Halicarnassus B" {
  always: produce loom
  stage 1 {
    cost 2 ore
    when built: build from discard free
    at end: 2 points
  }
  stage 2 {
    cost 3 clay
    when built: build from discard free
    at end: 1 point
  }
  stage 3 {
    cost glass, papyrus, loom
    when built: build from discard free
  }
}

wonder "Olympia A" {
  always: produce wood
  stage 1 {
    cost 2 wood
    at end: 3 points
  }
  stage 2 {
    cost 2 stone
    once per age: build free
  }
  stage 3 {
    cost 2 ore
    at end: 7 points
  }
}

wonder "Olympia B" {
  always: produce wood
  stage 1 {
    cost 2 wood
    always: trade wood, stone, clay, ore at 1 coin from left and right
  }
  stage 2 {
    cost 2 stone
    at end: 5 points
  }
  stage 3 {
    cost 2 ore, loom
    at end: copy purple card from left or right
  }
}

wonder "Rhodes A" {
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

wonder "Rhodes B" {
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
