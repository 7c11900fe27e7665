# 7 Wonders Architects: the fourteen kinds of card.
#
# Cards are taken, never bought, so none has a cost; game.toml says how many of each kind every
# deck holds.  What a card does is stated here once for all its copies.

# ---- grey: one resource each (build.cost) ----------------------------------------------------
card "Wood" {
  colour grey
  always: produce wood
}

card "Stone" {
  colour grey
  always: produce stone
}

card "Brick" {
  colour grey
  always: produce brick
}

card "Paper" {
  colour grey
  always: produce paper
}

card "Glass" {
  colour grey
  always: produce glass
}

# ---- yellow: the gold coin, wild (build.gold) ---------------------------------------------------
card "Gold" {
  colour yellow
  always: produce any resource
}

# ---- green: one science symbol each (science.trade) ---------------------------------------------
card "Compass" {
  colour green
  always: science compass
}

card "Gear" {
  colour green
  always: science gear
}

card "Tablet" {
  colour green
  always: science tablet
}

# ---- blue: points at the end (scoring.points); the cat card moves the cat (cat.take) ------------
card "Blue" {
  colour blue
  at end: 3 points
}

card "Blue with Cat" {
  colour blue
  icon cat
  when taken: take cat
  at end: 2 points
}

# ---- red: a shield each, counted in battles; horns turn conflict tokens (military.horns) ---------
card "Red" {
  colour red
  always: 1 shield
}

card "Red with 1 Horn" {
  colour red
  icon horn
  always: 1 shield
  when taken: flip 1 conflict token
}

card "Red with 2 Horns" {
  colour red
  icon horn
  always: 1 shield
  when taken: flip 2 conflict tokens
}
