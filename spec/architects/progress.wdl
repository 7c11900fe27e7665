# 7 Wonders Architects: the fourteen kinds of progress token (fifteen tokens: Culture has two).
#
# A token acts from the moment it is taken until the end of the game; one that acts during a turn
# does so at most once in each of its owner's turns (progress.once_per_turn).  "The three decks
# within reach" are the deck on the owner's left, the one on their right and the central deck.

# ---- an extra card when a kind of card is taken (progress.extra_card) ---------------------------
progress "Urbanism" {
  once per turn, whenever taking wood or brick card: take top card of left or right or central deck
}

progress "Arts and Crafts" {
  once per turn, whenever taking paper or glass card: take top card of left or right or central deck
}

progress "Jewelry" {
  once per turn, whenever taking stone or yellow card: take top card of left or right or central deck
}

progress "Science" {
  once per turn, whenever taking green card: take top card of left or right or central deck
}

progress "Propaganda" {
  once per turn, whenever taking horn card: take top card of left or right or central deck
}

progress "Architecture" {
  once per turn, whenever building wonder stage: take top card of left or right or central deck
}

# ---- payments (build.cost) -----------------------------------------------------------------------
progress "Economy" {
  once per turn: count 1 yellow card as 2 resources
}

progress "Engineering" {
  once per turn: build stage with any resources
}

# ---- battles (military.battle) ----------------------------------------------------------------------
progress "Tactics" {
  always: 2 shields
}

# ---- points at the end (scoring.points) ------------------------------------------------------------
progress "Decoration" {
  at end: 6 points if own wonder complete otherwise 4 points
}

progress "Politics" {
  at end: 1 point per card showing cat
}

progress "Strategy" {
  at end: 1 point per military_victory_token
}

# counts every token its owner holds, this one included
progress "Education" {
  at end: 2 points per progress token
}

# two copies in the box (game.toml): 4 points for one, 12 for both
progress "Culture" {
  at end: 4 / 12 points by copies
}
