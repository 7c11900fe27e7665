# 7 Wonders: Leaders for the 2020 edition: the leaders of the 2020 box, first printed in the Anniversary
# pack, whose ability scores at the end of the game when something holds of their owner's city.
#
# Five compare the city with each neighbour, one at a time, and score only for strictly more than both
# (effect.more_than; a tie with either gives nothing: ruling leaders.more_than_each_2020); Cynisca and
# Agrippina look at the city alone (effect.count_is; a leader tucked under a stage or sold is in no city:
# ruling leaders.agrippina_alone_2020); Gorgo scores the pairs of equal victory tokens
# (effect.points_per_pair, ruling leaders.gorgo_pairs_2020).  The values rest on one family of sources,
# a fan wiki's card list and the engines built from it (ruling leaders.facts_2020).  A leader marked with
# the Age costs 1 coin in Age I, 2 in Age II and 3 in Age III (leaders.age_cost).

leader "Agrippina" {
  colour white
  cost 1 coin
  at end: 7 points if exactly 1 white card otherwise 0 points
}

leader "Cornelia" {
  colour white
  cost 1/2/3 coins by age
  at end: 5 points if more yellow cards than left and right otherwise 0 points
}

leader "Cynisca" {
  colour white
  cost 1/2/3 coins by age
  at end: 6 points if no defeat_token otherwise 0 points
}

# spelt Euryptyle by the card list, Eurypyle by a 2017 review of the Anniversary pack
leader "Eurypyle" {
  colour white
  cost 1/2/3 coins by age
  at end: 5 points if more red cards than left and right otherwise 0 points
}

leader "Gorgo" {
  colour white
  cost 5 coins
  at end: points per pair of equal victory_token
}

leader "Makeda" {
  colour white
  cost 1/2/3 coins by age
  at end: 5 points if more coins than left and right otherwise 0 points
}

leader "Phryne" {
  colour white
  cost 1/2/3 coins by age
  at end: 5 points if more blue cards than left and right otherwise 0 points
}

leader "Theano" {
  colour white
  cost 1/2/3 coins by age
  at end: 5 points if more green cards than left and right otherwise 0 points
}
