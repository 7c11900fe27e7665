# 7 Wonders Architects: the seven wonders, five pieces each.
#
# A piece costs 2 or 3 resources that are all different or all identical, or 4 different ones
# (build.cost); it can be built once every piece it rests on is built (build.order); its effect
# applies when it is built (build.effect) and its points count at the end (scoring.points).
# Which pieces carry the wonder's effect, and the points of each piece, are rulings: see
# rulings.toml (wonder.effect_pieces, wonder.points).

# its effect: the top card of any deck on the table, the central one included
wonder "Alexandria" {
  stage 1 {
    cost 2 different resources
    at end: 4 points
  }
  stage 2 {
    rests on stage 1
    cost 2 identical resources
    when built: take top card of any deck
    at end: 3 points
  }
  stage 3 {
    rests on stage 2
    cost 3 different resources
    at end: 6 points
  }
  stage 4 {
    rests on stage 3
    cost 3 identical resources
    when built: take top card of any deck
    at end: 5 points
  }
  stage 5 {
    rests on stage 4
    cost 4 different resources
    at end: 7 points
  }
}

# its effect: one of the progress tokens on offer (the three face up or the top of the pile)
wonder "Babylon" {
  stage 1 {
    cost 2 different resources
    at end: 3 points
  }
  stage 2 {
    rests on stage 1
    cost 2 identical resources
    when built: take 1 progress token from available
  }
  stage 3 {
    rests on stage 2
    cost 3 different resources
    at end: 5 points
  }
  stage 4 {
    rests on stage 3
    cost 3 identical resources
    when built: take 1 progress token from available
    at end: 5 points
  }
  stage 5 {
    rests on stage 3
    cost 4 different resources
    at end: 7 points
  }
}

# its effect: the top card of the central deck; three pieces carry it
wonder "Ephesus" {
  stage 1 {
    cost 2 different resources
    at end: 3 points
  }
  stage 2 {
    rests on stage 1
    cost 2 identical resources
    when built: take top card of central deck
    at end: 3 points
  }
  stage 3 {
    rests on stage 1
    cost 3 different resources
    when built: take top card of central deck
    at end: 4 points
  }
  stage 4 {
    rests on stage 1
    cost 3 identical resources
    when built: take top card of central deck
    at end: 5 points
  }
  stage 5 {
    rests on stages 2, 3, 4
    cost 4 different resources
    at end: 7 points
  }
}

# no effect; its pieces are worth more points than any other wonder's
wonder "Giza" {
  stage 1 {
    cost 2 different resources
    at end: 4 points
  }
  stage 2 {
    rests on stage 1
    cost 2 identical resources
    at end: 5 points
  }
  stage 3 {
    rests on stage 2
    cost 3 different resources
    at end: 6 points
  }
  stage 4 {
    rests on stage 3
    cost 3 identical resources
    at end: 7 points
  }
  stage 5 {
    rests on stage 4
    cost 4 different resources
    at end: 8 points
  }
}

# its effect: a look at the top five cards of the deck on the left or on the right, one kept
wonder "Halicarnassus" {
  stage 1 {
    cost 2 different resources
    at end: 3 points
  }
  stage 2 {
    rests on stage 1
    cost 2 identical resources
    when built: keep 1 of top 5 cards of left or right deck
    at end: 3 points
  }
  stage 3 {
    rests on stage 2
    cost 3 different resources
    at end: 6 points
  }
  stage 4 {
    rests on stage 2
    cost 3 identical resources
    when built: keep 1 of top 5 cards of left or right deck
    at end: 5 points
  }
  stage 5 {
    rests on stages 3, 4
    cost 4 different resources
    at end: 7 points
  }
}

# its effect: the top card of the deck on the left and the top card of the deck on the right
wonder "Olympia" {
  stage 1 {
    cost 2 different resources
    at end: 3 points
  }
  stage 2 {
    rests on stage 1
    cost 2 identical resources
    when built:
      take top card of left deck
      take top card of right deck
    at end: 2 points
  }
  stage 3 {
    rests on stage 1
    cost 3 different resources
    at end: 5 points
  }
  stage 4 {
    rests on stages 2, 3
    cost 3 identical resources
    when built:
      take top card of left deck
      take top card of right deck
    at end: 5 points
  }
  stage 5 {
    rests on stage 4
    cost 4 different resources
    at end: 7 points
  }
}

# its effect: a shield for battles; its two bottom pieces rest on the ground
wonder "Rhodes" {
  stage 1 {
    cost 2 different resources
    at end: 4 points
  }
  stage 2 {
    cost 2 identical resources
    always: 1 shield
    at end: 4 points
  }
  stage 3 {
    rests on stages 1, 2
    cost 3 different resources
    at end: 5 points
  }
  stage 4 {
    rests on stage 3
    cost 3 identical resources
    always: 1 shield
    at end: 6 points
  }
  stage 5 {
    rests on stage 4
    cost 4 different resources
    at end: 7 points
  }
}
