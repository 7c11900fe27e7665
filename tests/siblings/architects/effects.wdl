# A sample of 7 Wonders Architects written in the shared effect language.
#
# Nothing here is interpreted; the file shows which Architects effects the language can state.
# Cards are taken, not bought, so no card has a cost.  Wonder pieces cost "2 different" or
# "3 identical" resources, which a cost line cannot express, so the wonders below give only
# what each piece does.
#
# Left out on purpose, because the language cannot say them yet:
#   - horns on red cards (flipping Conflict tokens) and the battles they start;
#   - the progress tokens that let a player take an extra card (Urbanism, Arts and Crafts,
#     Jewelry, Science, Propaganda, Architecture) and the cost rules of Economy and Engineering;
#   - Politics (points per cat icon on blue cards) and Culture (4 or 12 points by copies owned);
#   - the wonder pieces that take cards from a deck (Alexandria, Ephesus, Halicarnassus, Olympia)
#     and Babylon's choice among the face-up tokens and a blind one.

# ---- cards ---------------------------------------------------------------------------------
# Every wonder deck and the central deck hold these kinds of cards; the central one is used here.

# A blue card showing the cat: taking it moves the cat pawn to the taker; the card is worth 2.
card "Blue Card with Cat" {
  deck central
  colour blue
  icon cat
  when taken: take cat
  at end: 2 points
}

card "Blue Card" {
  deck central
  colour blue
  at end: 3 points
}

card "Grey Card (brick)" {
  deck central
  colour grey
  always: produce brick
}

card "Green Card (gear)" {
  deck central
  colour green
  always: science gear
}

# Only the shield is stated; a red card without horns never starts a battle.
card "Red Card (no horn)" {
  deck central
  colour red
  when taken: 1 shield
}

# ---- progress tokens ------------------------------------------------------------------------

# Worth 6 at the end if the owner finished the wonder, 4 if it is still being built.
progress "Decoration" {
  at end: 6 points if own wonder complete otherwise 4 points
}

progress "Tactics" {
  when taken: 2 shields
}

# Counts every progress token of the owner, this one included.
progress "Education" {
  at end: 2 points per progress token
}

progress "Strategy" {
  at end: 1 point per military_victory_token
}

# ---- wonders ----------------------------------------------------------------------------------
# Five pieces each; a piece's points count at the end, its effect applies when it is built.

wonder "Giza" {
  stage 1 {
    at end: 4 points
  }
  stage 2 {
    at end: 5 points
  }
  stage 3 {
    at end: 6 points
  }
  stage 4 {
    at end: 7 points
  }
  stage 5 {
    at end: 8 points
  }
}

wonder "Rhodes" {
  stage 1 {
    at end: 4 points
  }
  stage 2 {
    when built: 1 shield
    at end: 4 points
  }
  stage 3 {
    at end: 5 points
  }
  stage 4 {
    when built: 1 shield
    at end: 6 points
  }
  stage 5 {
    at end: 7 points
  }
}
