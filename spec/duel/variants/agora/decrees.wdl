# 7 Wonders Duel, Agora: the Decrees of the Senate.  Six of them are drawn at setup, one into each
# Chamber (agora.decrees_setup); each works for the player controlling its Chamber, while they do
# (agora.decree).  The tokens print only a symbol: the names here are the project's (ruling
# agora.decree_names).  Income is the current Age's number in coins (effect.per_age), paid whoever
# builds; the other Decrees join as the effect language gains their constructs.

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
