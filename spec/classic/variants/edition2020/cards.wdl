# 7 Wonders, the 2020 edition: the cards of the three Ages that differ from the first edition's, and
# the new ones.  game.toml ([decks]) says how many copies of each are used; a card written the same
# in both editions stays in the first edition's files.
#
# The 2020 cards print chain symbols instead of names; the spec still names each link after the
# structure it leads to (the printed symbol in the comment), which pairs the cards the same way.

# ---- Age I -------------------------------------------------------------------------------------------

card "Altar" {
  colour blue
  chain pantheon                # the star
  at end: 3 points
}

card "Theater" {
  colour blue
  chain gardens                 # the mask
  at end: 3 points
}

card "Well" {
  colour blue
  chain statue                  # the hammer
  at end: 3 points
}

# ---- Age II ------------------------------------------------------------------------------------------

card "Statue" {
  colour blue
  cost wood, 2 ore
  free with statue
  at end: 4 points
}

card "Temple" {
  colour blue
  cost wood, clay, glass
  at end: 4 points
}

# ---- Age III -----------------------------------------------------------------------------------------

card "Ludus" {
  colour yellow
  cost stone, ore
  when built: gain 3 coins per red card
  at end: 1 point per red card
}

card "Fortifications" {
  colour red
  cost clay, 3 ore
  free with fortifications
  always: 3 shields
}

card "Castrum" {
  colour red
  cost 2 clay, wood, papyrus
  always: 3 shields
}
