# courtesan_copies_immediate = no: the Courtesans Guild copies only what lasts of a neighbour's leader (its
# standing powers, its reactions, its points at the end), never what the leader does once when recruited
# (Croesus' coins, Solomon's build from the discard pile): ruling leaders.courtesan_immediate.

card "Courtesans Guild" {
  colour purple
  cost wood, clay, glass, loom
  when built: copy lasting ability of white card from left or right
}
