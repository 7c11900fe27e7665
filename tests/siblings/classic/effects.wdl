# A sample of 7 Wonders (first edition) written in the shared effect language.
#
# The point is to show that the language can state these effects; no engine interprets this
# file.  Costs use the classic resources (ore and loom do not exist in Duel); counts, trade
# prices and copies may name the two neighbouring cities.
#
# Not written on any component here: that neighbours may not buy what the Forum, the
# Caravansery or Alexandria's stages produce.  That is stated by the game's rules (only the
# production of brown and grey cards and of a board's starting resource is for sale), not by
# the card.

# ---- Age I -------------------------------------------------------------------------------

card "Lumber Yard" {
  deck I
  colour brown
  always: produce wood
}

card "Tree Farm" {
  deck I
  colour brown
  cost 1 coin
  always: produce one of wood / clay
}

card "Baths" {
  deck I
  colour blue
  cost stone
  chain aqueduct
  at end: 3 points
}

card "Tavern" {
  deck I
  colour yellow
  when built: gain 5 coins
}

# A trading post lowers the price of raw materials bought from one neighbour only.  Their link
# to the Forum is left out with that card.
card "East Trading Post" {
  deck I
  colour yellow
  always: trade wood, stone, clay, ore at 1 coin from right
}

card "West Trading Post" {
  deck I
  colour yellow
  always: trade wood, stone, clay, ore at 1 coin from left
}

# Manufactured goods cost 1 coin from either neighbour.
card "Marketplace" {
  deck I
  colour yellow
  chain caravansery
  always: trade glass, papyrus, loom at 1 coin from left and right
}

# Classic shields are not spent: the card adds to the city's strength in every conflict.
card "Barracks" {
  deck I
  colour red
  cost ore
  when built: 1 shield
}

# ---- Age II ------------------------------------------------------------------------------

card "Sawmill" {
  deck II
  colour brown
  cost 1 coin
  always: produce 2 wood
}

card "Aqueduct" {
  deck II
  colour blue
  cost 3 stone
  free with aqueduct
  at end: 5 points
}

# Counts the brown cards of the owner and of both neighbours once, when it is built.
card "Vineyard" {
  deck II
  colour yellow
  when built: gain 1 coin per brown card in own, left and right cities
}

card "Caravansery" {
  deck II
  colour yellow
  cost 2 wood
  free with caravansery
  chain lighthouse
  always: produce one of wood / stone / ore / clay
}

# Its links from Apothecary and to Lodge are left out with those cards.
card "Dispensary" {
  deck II
  colour green
  cost 2 ore, glass
  chain arena
  always: science compass
}

# ---- Age III -----------------------------------------------------------------------------

card "Lighthouse" {
  deck III
  colour yellow
  cost stone, glass
  free with lighthouse
  when built: gain 1 coin per yellow card in own city
  at end: 1 point per yellow card in own city
}

# Counts the stages of its owner's wonder, once when it is built and again at the end.
card "Arena" {
  deck III
  colour yellow
  cost 2 stone, ore
  free with arena
  when built: gain 3 coins per wonder stage
  at end: 1 point per wonder stage
}

card "Chamber of Commerce" {
  deck III
  colour yellow
  cost 2 clay, papyrus
  when built: gain 2 coins per grey card in own city
  at end: 2 points per grey card in own city
}

# ---- guilds ------------------------------------------------------------------------------

# The stages built in the owner's city and in both neighbouring cities, added together.
card "Builders Guild" {
  deck guild
  colour purple
  cost 2 stone, 2 clay, glass
  at end: 1 point per wonder stage in own, left and right cities
}

card "Workers Guild" {
  deck guild
  colour purple
  cost wood, stone, clay, 2 ore
  at end: 1 point per brown card in left and right cities
}

card "Shipowners Guild" {
  deck guild
  colour purple
  cost 3 wood, glass, papyrus
  at end: 1 point per brown or grey or purple card in own city
}

card "Strategists Guild" {
  deck guild
  colour purple
  cost stone, 2 ore, loom
  at end: 1 point per defeat_token in left and right cities
}

# The owner picks the symbol during final scoring, not when the guild is built.
card "Scientists Guild" {
  deck guild
  colour purple
  cost 2 wood, 2 ore, papyrus
  at end: science one of compass / gear / tablet
}

# ---- wonder boards -------------------------------------------------------------------------
# A board produces its starting resource; each stage has its own cost and effects.

wonder "The Hanging Gardens of Babylon (B)" {
  always: produce clay
  stage 1 {
    cost clay, loom
    at end: 3 points
  }
  # From now on the seventh card of each Age may be played instead of being thrown away.
  stage 2 {
    cost 2 wood, glass
    at end of age: play last card
  }
  stage 3 {
    cost 3 clay, papyrus
    at end: science one of compass / gear / tablet
  }
}

wonder "The Statue of Zeus in Olympia (A)" {
  always: produce wood
  stage 1 {
    cost 2 wood
    at end: 3 points
  }
  # Once in each Age, one structure from the hand is built without paying for it.
  stage 2 {
    cost 2 stone
    once per age: build free
  }
  stage 3 {
    cost 2 ore
    at end: 7 points
  }
}

wonder "The Statue of Zeus in Olympia (B)" {
  always: produce wood
  # Raw materials cost 1 coin from both neighbours, as with both trading posts at once.
  stage 1 {
    cost 2 wood
    always: trade wood, stone, clay, ore at 1 coin from left and right
  }
  stage 2 {
    cost 2 stone
    at end: 5 points
  }
  # At the end one guild of either neighbour also scores for the owner; its builder keeps it.
  stage 3 {
    cost 2 ore, loom
    at end: copy purple card from left or right
  }
}

wonder "The Mausoleum of Halicarnassus (A)" {
  always: produce loom
  stage 1 {
    cost 2 clay
    at end: 3 points
  }
  # When the turn ends, any card from the discard pile may be built for nothing.
  stage 2 {
    cost 3 ore
    at end of turn: build from discard free
  }
  stage 3 {
    cost 2 loom
    at end: 7 points
  }
}

wonder "The Temple of Artemis in Ephesus (A)" {
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

wonder "The Colossus of Rhodes (A)" {
  always: produce ore
  stage 1 {
    cost 2 wood
    at end: 3 points
  }
  stage 2 {
    cost 3 clay
    when built: 2 shields
  }
  stage 3 {
    cost 4 ore
    at end: 7 points
  }
}
