# 7 Wonders Duel: the 23 cards of Age I.

card "Lumber Yard" {
  deck I
  colour brown
  always: produce wood
}

card "Stone Pit" {
  deck I
  colour brown
  cost 1 coin
  always: produce stone
}

card "Clay Pool" {
  deck I
  colour brown
  always: produce clay
}

card "Logging Camp" {
  deck I
  colour brown
  cost 1 coin
  always: produce wood
}

card "Quarry" {
  deck I
  colour brown
  always: produce stone
}

card "Clay Pit" {
  deck I
  colour brown
  cost 1 coin
  always: produce clay
}

card "Glassworks" {
  deck I
  colour grey
  cost 1 coin
  always: produce glass
}

card "Press" {
  deck I
  colour grey
  cost 1 coin
  always: produce papyrus
}

card "Stable" {
  deck I
  colour red
  cost wood
  chain horseshoe
  when built: 1 shield
}

card "Garrison" {
  deck I
  colour red
  cost clay
  chain sword
  when built: 1 shield
}

card "Palisade" {
  deck I
  colour red
  cost 2 coins
  chain tower
  when built: 1 shield
}

card "Guard Tower" {
  deck I
  colour red
  when built: 1 shield
}

card "Scriptorium" {
  deck I
  colour green
  cost 2 coins
  chain book
  always: science quill
}

card "Workshop" {
  deck I
  colour green
  cost papyrus
  always: science plumb
  at end: 1 point
}

card "Pharmacist" {
  deck I
  colour green
  cost 2 coins
  chain gear
  always: science mortar
}

card "Apothecary" {
  deck I
  colour green
  cost glass
  always: science wheel
  at end: 1 point
}

card "Tavern" {
  deck I
  colour yellow
  chain vase
  when built: gain 4 coins
}

card "Stone Reserve" {
  deck I
  colour yellow
  cost 3 coins
  always: trade stone at 1 coin
}

card "Clay Reserve" {
  deck I
  colour yellow
  cost 3 coins
  always: trade clay at 1 coin
}

card "Wood Reserve" {
  deck I
  colour yellow
  cost 3 coins
  always: trade wood at 1 coin
}

card "Theater" {
  deck I
  colour blue
  chain mask
  at end: 3 points
}

card "Altar" {
  deck I
  colour blue
  chain moon
  at end: 3 points
}

card "Baths" {
  deck I
  colour blue
  cost stone
  chain water_drop
  at end: 3 points
}
