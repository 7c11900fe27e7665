# 7 Wonders Duel, Agora: the Senators, a deck of their own dealt into the Age decks (setup.senators),
# with no colour: a Senator is no Building (ruling agora.senators_not_buildings).  Recruiting one costs as many coins as the Senators already in the recruiter's city
# (agora.recruit_cost), which is the rule's and not the card's, so no Senator prints a cost.
#
# The Politicians differ only by their section (ruling agora.politician_sections: 2 left, 3 middle,
# 2 right); cards that are otherwise the same are numbered so that a record names each one (ruling
# agora.senator_names).

card "Left Politician 1" {
  deck senator
  when built: politician actions in left section
}

card "Left Politician 2" {
  deck senator
  when built: politician actions in left section
}

card "Middle Politician 1" {
  deck senator
  when built: politician actions in middle section
}

card "Middle Politician 2" {
  deck senator
  when built: politician actions in middle section
}

card "Middle Politician 3" {
  deck senator
  when built: politician actions in middle section
}

card "Right Politician 1" {
  deck senator
  when built: politician actions in right section
}

card "Right Politician 2" {
  deck senator
  when built: politician actions in right section
}

# A Conspirator gives one action: a cube placed in any Chamber, or conspiring (agora.conspirator).

card "Conspirator 1" {
  deck senator
  when built: conspirator action
}

card "Conspirator 2" {
  deck senator
  when built: conspirator action
}

card "Conspirator 3" {
  deck senator
  when built: conspirator action
}

card "Conspirator 4" {
  deck senator
  when built: conspirator action
}

card "Conspirator 5" {
  deck senator
  when built: conspirator action
}

card "Conspirator 6" {
  deck senator
  when built: conspirator action
}
