# 7 Wonders (first edition): the cards of Age III but the guilds (game.toml, [decks.III]).

card "Gardens" {
  colour blue
  cost wood, 2 clay
  free with gardens
  at end: 5 points
}

card "Palace" {
  colour blue
  cost wood, stone, clay, ore, glass, papyrus, loom
  at end: 8 points
}

card "Pantheon" {
  colour blue
  cost 2 clay, ore, glass, papyrus, loom
  free with pantheon
  at end: 7 points
}

card "Senate" {
  colour blue
  cost 2 wood, stone, ore
  free with senate
  at end: 6 points
}

card "Town Hall" {
  colour blue
  cost 2 stone, ore, glass
  at end: 6 points
}

card "Arena" {
  colour yellow
  cost 2 stone, ore
  free with arena
  when built: gain 3 coins per wonder stage
  at end: 1 point per wonder stage
}

card "Chamber of Commerce" {
  colour yellow
  cost 2 clay, papyrus
  when built: gain 2 coins per grey card
  at end: 2 points per grey card
}

card "Haven" {
  colour yellow
  cost wood, ore, loom
  free with haven
  when built: gain 1 coin per brown card
  at end: 1 point per brown card
}

card "Lighthouse" {
  colour yellow
  cost stone, glass
  free with lighthouse
  when built: gain 1 coin per yellow card
  at end: 1 point per yellow card
}

card "Arsenal" {
  colour red
  cost 2 wood, ore, loom
  always: 3 shields
}

card "Circus" {
  colour red
  cost 3 stone, ore
  free with circus
  always: 3 shields
}

card "Fortifications" {
  colour red
  cost stone, 3 ore
  free with fortifications
  always: 3 shields
}

card "Siege Workshop" {
  colour red
  cost wood, 3 clay
  free with siege_workshop
  always: 3 shields
}

card "Academy" {
  colour green
  cost 3 stone, glass
  free with academy
  always: science compass
}

card "Lodge" {
  colour green
  cost 2 clay, papyrus, loom
  free with lodge
  always: science compass
}

card "Observatory" {
  colour green
  cost 2 ore, glass, loom
  free with observatory
  always: science gear
}

card "Study" {
  colour green
  cost wood, papyrus, loom
  free with study
  always: science gear
}

card "University" {
  colour green
  cost 2 wood, glass, papyrus
  free with university
  always: science tablet
}
