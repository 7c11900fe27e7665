# 7 Wonders: Leaders for the 2020 edition: three leaders of the 2020 box's Expert pack that came from the
# first edition's Anniversary Pack (Nitocris, Telesilla) and Cities box (Berenice), and that work on the
# conflict tokens and on the coins the bank pays.  Each rests on the one card list of the 2020 box (ruling
# leaders.facts_2020); the points that list leaves open are rulings of this folder
# (leaders.nitocris_token, leaders.telesilla_choice, leaders.berenice_turn).

# Nitocris: priced by the Age (leaders.age_cost); a victory token of the Age, no conflict fought, which
# Nero pays for as for any victory token taken
leader "Nitocris" {
  colour white
  cost 1/2/3 coins by age
  when built: take victory_token of the age
}

# Telesilla: her owner's defeat tokens are all discarded; every other player discards one victory token,
# which of theirs being their choice (a decision when their tokens differ in worth; rule option
# telesilla_discard)
leader "Telesilla" {
  colour white
  cost 3 coins
  when built:
    discard every defeat_token
    others discard 1 victory_token
}

# Berenice (Expert pack): one coin more the first time in a turn the bank pays her owner; a neighbour
# paying for resources is not the bank, and an Age's conflicts are a moment of their own
leader "Berenice" {
  colour white
  cost 2 coins
  once per turn, whenever taking coins from the bank: gain 1 coin
}
