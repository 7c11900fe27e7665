# 7 Wonders Duel, Agora: its progress tokens, shuffled with the base game's (agora.progress_tokens).
# Organized Crime joins with the Conspiracies it changes.

progress "Corruption" {
  always: build senator cards free
}
