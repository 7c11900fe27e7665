"""Read and check the ``[leaders]`` table of a 7 Wonders spec: how many leaders each player is dealt,
where a draft hand goes after each pick, and what a leader sold brings (``spec/classic/variants/leaders``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oracle.core.spec import TomlFile
from oracle.dsl import ast
from oracle.dsl.vocabulary import Vocabulary, shown_value

DIRECTIONS = ("left", "right")
MAX_DEALT = 10           # leaders.draft: leaders dealt to one player
MAX_COINS = 100          # leaders.sell


@dataclass(frozen=True)
class LeadersConstants:
    """The constants of Leaders, as ``[leaders]`` gives them."""

    dealt: int           # leaders.draft: leaders dealt to each player, as many picks
    passing: str         # leaders.draft: "left" or "right"
    sell_coins: int      # leaders.sell

    @property
    def step(self) -> int:
        """Where a draft hand goes: to the next seat (+1, the left neighbour) or the previous one (-1)."""
        return 1 if self.passing == "left" else -1


def read_leaders(t: TomlFile, vocabulary: Vocabulary, cards: tuple[ast.Component, ...],
                 leaders: tuple[ast.Component, ...]) -> LeadersConstants | None:
    """``[leaders]``, every value checked against what it means (problems recorded in ``t``)."""
    table = t.table("leaders")
    if table is None:
        return None
    for key in table:
        if key not in ("dealt", "passing", "sell_coins"):
            t.problem(f"leaders.{key}", f"[leaders] has no key {key!r}: it has dealt, passing and sell_coins")
    dealt = t.integer("leaders.dealt", 1, MAX_DEALT)
    sell = t.integer("leaders.sell_coins", 0, MAX_COINS)
    passing: Any = table.get("passing")
    if passing not in DIRECTIONS:
        t.problem("leaders.passing", f"leaders.passing is left or right, not {shown_value(passing)}")
        passing = None
    if not leaders:
        t.problem("leaders", "[leaders] is given, but the component files define no leader")
    if dealt is None or sell is None or passing is None or not leaders:
        return None
    return LeadersConstants(dealt=dealt, passing=str(passing), sell_coins=sell)
