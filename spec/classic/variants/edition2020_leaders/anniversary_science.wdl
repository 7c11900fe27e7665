# 7 Wonders: Leaders for the 2020 edition: the two leaders of the Anniversary pack, joined to the 2020 box,
# that change how their owner's science scores at the end (effect.extra_symbol, effect.change_symbol).
#
# Both rest on one family of sources, a fan wiki's card list and the engines copied from it; no photograph
# of either printed card was at hand (ruling leaders.facts_2020).  Their symbols are counted with the
# symbols of choice, to the owner's best total (rulings leaders.extra_symbol_after_choices,
# leaders.extra_symbol_none_held, leaders.science_order).

# Enheduanna (the card list spells her Enheduania): one more symbol of the kind held most
leader "Enheduanna" {
  colour white
  cost 4 coins
  at end: 1 extra science symbol of the kind held most
}

# Aganice: a symbol changed into another kind; her price is the number of the Age she is recruited in
# (leaders.age_cost)
leader "Aganice" {
  colour white
  cost 1/2/3 coins by age
  at end: change 1 science symbol to any kind
}
