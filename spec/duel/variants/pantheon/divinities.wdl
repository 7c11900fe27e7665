# 7 Wonders Duel, Pantheon: the 15 divinities, 3 per Mythology, and the Gate.
#
# A divinity is activated from the Pantheon (pantheon.activate), never built: it has no colour and
# no cost; the space it lies on gives its price (pantheon.cost).

# ---- Mesopotamian ----------------------------------------------------------------------------------

divinity "Enki" {
  deck mesopotamian
  when revealed: draw 2 progress tokens from box
  when activated: take 1 progress token from card
}

divinity "Ishtar" {
  deck mesopotamian
  always: science law
}

divinity "Nisaba" {
  deck mesopotamian
  when activated: copy science of opponent green card
}

# ---- Phoenician ------------------------------------------------------------------------------------

divinity "Astarte" {
  deck phoenician
  when activated: gain 7 coins on card
  at end: 1 point per coin on card
}

divinity "Baal" {
  deck phoenician
  when activated: steal opponent brown or grey card
}

divinity "Tanit" {
  deck phoenician
  when activated: gain 12 coins
}

# ---- Greek -----------------------------------------------------------------------------------------

divinity "Aphrodite" {
  deck greek
  at end: 9 points
}

divinity "Hades" {
  deck greek
  when activated: build from discard free
}

divinity "Zeus" {
  deck greek
  when activated: discard any card of structure
}

# ---- Egyptian --------------------------------------------------------------------------------------

divinity "Anubis" {
  deck egyptian
  when activated: unbuild own or opponent wonder
}

divinity "Isis" {
  deck egyptian
  when activated: build wonder from discard free
}

divinity "Ra" {
  deck egyptian
  when activated: steal opponent wonder
}

# ---- Roman -----------------------------------------------------------------------------------------

divinity "Mars" {
  deck roman
  when activated: 2 shields
}

divinity "Minerva" {
  deck roman
  when activated: place blocker on track
}

divinity "Neptune" {
  deck roman
  when activated:
    discard 1 looting token
    loot opponent with 1 looting token
}

# ---- the Gate: no Mythology; it takes the Pantheon's empty space in Age II (pantheon.gate) ----------

divinity "The Gate" {
  when activated: invoke top divinity of each deck
}
