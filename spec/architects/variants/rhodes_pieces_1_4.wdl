# Variant rhodes_pieces_1_4 (rulings.toml wonder.rhodes_pieces): the other reading of which
# pieces of Rhodes give its shield, pieces 1 and 4 instead of 2 and 4.  A component here replaces
# the component of the same kind and name when the variant is played.

wonder "Rhodes" {
  stage 1 {
    cost 2 different resources
    always: 1 shield
    at end: 4 points
  }
  stage 2 {
    cost 2 identical resources
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
