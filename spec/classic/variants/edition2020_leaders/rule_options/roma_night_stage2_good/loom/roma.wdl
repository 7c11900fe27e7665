# roma_night_stage2_good = loom: Roma Night's second stage as the first edition printed side B, loom
# for glass (ruling leaders.roma_night_stage2).

wonder "Roma Night" {
  always: discount 2 coins on white cards
  always: discount 1 coin on white cards for left and right
  stage 1 {
    cost clay, wood
    when built: gain 5 coins
    when built: draw 4 unused white cards
  }
  stage 2 {
    cost loom, stone, clay
    at end: 3 points
    when built: build 1 white card from hand
  }
  stage 3 {
    cost papyrus, 2 stone
    at end: 3 points
    when built: build 1 white card from hand
  }
}
