# 7 Wonders Duel, Agora: the Decrees of the Senate.  Six of them are drawn at setup, one into each
# Chamber (agora.decrees_setup); each works for the player controlling its Chamber, while they do
# (agora.decree).  The tokens print only a symbol: the names here are the project's (ruling
# agora.decree_names).  Income is the current Age's number in coins (effect.per_age), paid whoever
# builds.

decree "Blue Income" {
  whenever any city builds blue cards: gain 1 coin per age
}

decree "Green Income" {
  whenever any city builds green cards: gain 1 coin per age
}

decree "Yellow Income" {
  whenever any city builds yellow cards: gain 1 coin per age
}

decree "Red Income" {
  whenever any city builds red cards: gain 1 coin per age
}

decree "Wonder Income" {
  whenever any city builds wonders: gain 1 coin per age
}

decree "Wonder Discount" {
  always: discount 1 resource on wonders
}

decree "Senate Bonus" {
  always: politician actions count 2 extra cards
}

decree "Discard Bonus" {
  whenever discarding: gain 2 coins
}

decree "Yellow Discount" {
  always: discount 1 resource or coins on yellow cards
}

decree "Red Discount" {
  always: discount 1 resource or coins on red cards
}

decree "Green Discount" {
  always: discount 1 resource or coins on green cards
}

decree "Military Shield" {
  when gained: 1 shield
  when lost: 1 shield to opponent
}

decree "Raw Material Trade" {
  always: trade wood, clay, stone 1 coin cheaper
}

decree "Manufactured Good Trade" {
  always: trade glass, papyrus 1 coin cheaper
}

decree "Opponent's Chains" {
  always: build through opponent chain
}

decree "Conspirator Replay" {
  always: play again after conspirator action
}
