# 7 Wonders Duel, Agora: the sixteen Conspiracies, shuffled into a face-down deck at setup
# (agora.conspiracy_deck).  A player conspiring draws the top two and keeps one face down (agora.conspire);
# the opponent knows how many a player holds, never which (agora.conspiracies_hidden).  A card of the
# structure tucked under one prepares it (agora.prepare); at the start of a later turn its owner may
# trigger it, and its effects apply (agora.trigger).  Extortion and Foreclosure take from the opponent
# as Ra and Baal do (effect.steal_wonder, effect.steal_card).

conspiracy "Extortion" {
  when triggered:
    steal opponent wonder
    move 1 influence
}

conspiracy "Blackmail" {
  when triggered:
    take half of opponent coins
    move 1 influence
}

conspiracy "Expropriation" {
  when triggered:
    destroy opponent blue card
    move 1 influence
}

conspiracy "Swindle" {
  when triggered:
    destroy opponent yellow card
    move 1 influence
}

conspiracy "Obscurantism" {
  when triggered: lock any progress token
}

conspiracy "Coup" {
  when triggered: 2 shields
}

conspiracy "Property Fraud" {
  when triggered: build any card in top row free
}

conspiracy "Treason" {
  when triggered: build any card set aside free
}

conspiracy "Political Maneuver" {
  when triggered:
    place 1 influence in any chamber
    remove 1 opponent influence
    move 1 influence
}

conspiracy "Espionage" {
  when triggered: take 1 progress token from box
}

conspiracy "Turn of Events" {
  when triggered:
    discard 1 to 2 accessible cards of structure
    move 1 influence
}

conspiracy "Embezzlement" {
  when triggered:
    gain 1 coin per own influence
    opponent loses 1 coin per opponent influence
}

conspiracy "Foreclosure" {
  when triggered: steal opponent brown or grey card
}

conspiracy "Coercion" {
  when triggered:
    swap blue or green card with opponent
    move 1 influence
}

conspiracy "Insider Influence" {
  when triggered:
    move any decree
    move 1 influence
}

conspiracy "Sabotage" {
  when triggered: remove opponent built wonder
}
