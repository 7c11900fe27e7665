# 7 Wonders Duel, Agora: the military tokens, laid on the conflict track in place of the base game's
# looting tokens (agora.military_tokens: [agora.military_tokens] says which zone holds which, on both
# sides).  The player whose shields move the pawn into the zone takes the token; nobody loses coins.

token "Place Influence" {
  when taken: place 1 influence in any chamber
}

token "Remove and Move" {
  when taken:
    remove 1 opponent influence
    move 1 influence
}
