"""Read and check the ``[leaders]`` table of a 7 Wonders spec: how many leaders each player is dealt,
where a draft hand goes after each pick, what a leader sold brings, and the packs of a box whose
leaders come in packs (``spec/classic/variants/leaders``, ``variants/edition2020_leaders``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from oracle.core.spec import TomlFile
from oracle.dsl import ast
from oracle.dsl.vocabulary import Vocabulary, shown_value

DIRECTIONS = ("left", "right")
MAX_DEALT = 10           # leaders.draft: leaders dealt to one player
MAX_COINS = 100          # leaders.sell
PACKS_OPTION = "leader_packs"    # leaders.packs: the rule option whose reading names the packs dealt
PACK_JOINER = "_and_"            # a reading names its packs joined by this: "standard_and_expert"


@dataclass(frozen=True)
class LeadersConstants:
    """The constants of Leaders, as ``[leaders]`` gives them."""

    dealt: int           # leaders.draft: leaders dealt to each player, as many picks
    passing: str         # leaders.draft: "left" or "right"
    sell_coins: int      # leaders.sell
    # leaders.packs: pack -> its leaders, in the order given (none: every leader is dealt)
    packs: tuple[tuple[str, tuple[str, ...]], ...] = ()

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
        if key not in ("dealt", "passing", "sell_coins", "packs"):
            t.problem(f"leaders.{key}", f"[leaders] has no key {key!r}: it has dealt, passing, sell_coins and packs")
    packs = _packs(t, table.get("packs"), leaders)
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
    return LeadersConstants(dealt=dealt, passing=str(passing), sell_coins=sell, packs=packs)


def _packs(t: TomlFile, table: Any, leaders: tuple[ast.Component, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """leaders.packs: ``[leaders.packs]``, each leader in exactly one pack, and the readings of the rule
    option ``leader_packs`` each naming packs there are (problems recorded in ``t``)."""
    if table is None:
        return ()
    if not isinstance(table, dict) or not table:
        t.problem("leaders.packs", "[leaders.packs] names each pack of leaders with the list of its leaders")
        return ()
    known = {c.name for c in leaders}
    seen: dict[str, str] = {}
    out = []
    for pack, names in table.items():
        key = f"leaders.packs.{pack}"
        if not (isinstance(names, list) and names and all(isinstance(n, str) for n in names)):
            t.problem(key, f"{key} is a list of leaders' names")
            continue
        for name in names:
            if name not in known:
                t.problem(key, f"{key}: no leader is named {shown_value(name)}")
            elif name in seen:
                t.problem(key, f"{key}: {name} is already in the pack {seen[name]}")
            seen[name] = pack
        out.append((str(pack), tuple(names)))
    for name in sorted(known - set(seen)):
        t.problem("leaders.packs", f"leaders.packs: the leader {name} is in no pack")
    option = t.data.get("rule_options", {}).get(PACKS_OPTION)
    readings = option.get("readings", {}) if isinstance(option, dict) else {}
    for reading in readings if isinstance(readings, dict) else ():
        for pack in reading.split(PACK_JOINER):
            if pack not in table:
                t.problem(f"rule_options.{PACKS_OPTION}.readings.{reading}",
                          f"the reading {reading} of {PACKS_OPTION} names the pack {pack!r}, which [leaders.packs] "
                          f"does not have; a reading names packs joined by {PACK_JOINER!r}")
    return tuple(out)
