# 7 Wonders Duel, Agora: its progress tokens, shuffled with the base game's (agora.progress_tokens).

progress "Corruption" {
  always: build senator cards free
}

progress "Organized Crime" {
  always: keep both conspiracies
}
