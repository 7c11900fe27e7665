# 7 Wonders Duel, Pantheon: the 5 Grand Temples; 3 of them are shuffled into Age III in the guilds'
# place (setup.grand_temples).  A Mythology token of the temple's Mythology builds it for nothing
# and is kept (pantheon.temple_free); the temples a city holds score together, once.

card "Mesopotamian Grand Temple" {
  deck grand_temple
  colour purple
  cost 3 wood, glass, papyrus
  free with mesopotamian
  at end: 5 / 12 / 21 points by set of grand_temple cards
}

card "Phoenician Grand Temple" {
  deck grand_temple
  colour purple
  cost wood, stone, glass, 2 papyrus
  free with phoenician
  at end: 5 / 12 / 21 points by set of grand_temple cards
}

card "Greek Grand Temple" {
  deck grand_temple
  colour purple
  cost 3 stone, glass, papyrus
  free with greek
  at end: 5 / 12 / 21 points by set of grand_temple cards
}

card "Egyptian Grand Temple" {
  deck grand_temple
  colour purple
  cost 3 clay, glass, papyrus
  free with egyptian
  at end: 5 / 12 / 21 points by set of grand_temple cards
}

card "Roman Grand Temple" {
  deck grand_temple
  colour purple
  cost clay, stone, 2 glass, papyrus
  free with roman
  at end: 5 / 12 / 21 points by set of grand_temple cards
}
