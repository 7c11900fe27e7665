# 7 Wonders Duel, Pantheon: the 2 wonders the expansion adds to the base 12 (setup.draft: 8 of 14).

wonder "The Sanctuary" {
  cost 2 stone, glass, papyrus
  when built: play again
  always: discount 2 coins on divinities
}

wonder "The Divine Theater" {
  cost 2 wood, glass, 2 papyrus
  when built: invoke divinity of any deck
  at end: 2 points
}
