# 7 Wonders Duel, Agora: the sixteen Conspiracies, shuffled into a face-down deck at setup
# (agora.conspiracy_deck).  A player conspiring draws the top two and keeps one face down (agora.conspire);
# the opponent knows how many a player holds, never which (agora.conspiracies_hidden).  What each does
# once prepared and triggered joins with preparing and triggering: here they are the deck's cards.

conspiracy "Extortion" {
}

conspiracy "Blackmail" {
}

conspiracy "Expropriation" {
}

conspiracy "Swindle" {
}

conspiracy "Obscurantism" {
}

conspiracy "Coup" {
}

conspiracy "Property Fraud" {
}

conspiracy "Treason" {
}

conspiracy "Political Maneuver" {
}

conspiracy "Espionage" {
}

conspiracy "Turn of Events" {
}

conspiracy "Embezzlement" {
}

conspiracy "Foreclosure" {
}

conspiracy "Coercion" {
}

conspiracy "Insider Influence" {
}

conspiracy "Sabotage" {
}
