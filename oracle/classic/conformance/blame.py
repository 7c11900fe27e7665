"""Which rules of 7 Wonders a divergence points at.

Where an engine's legal list or state parts from the oracle's, the move's events (the payments,
the cards revealed, the conflicts of an Age's end) and the way the lists differ name the rules most
likely broken, first the likeliest, for the runner's failure messages.  The commitments of a turn
reveal nothing until the last one, so a divergence inside a round is read at the reveal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oracle.classic import events as ev
from oracle.conformance.divergence import differ_in
from oracle.conformance.kit import deciding_player, state_path_rules, tied_on_points
from oracle.core.events import Event


def rules_for_events(events: Sequence[Event]) -> list[str]:
    """Rules applied by a move, from its events."""
    out: list[str] = []
    for e in events:
        if isinstance(e, ev.CoinsPaid):
            out.extend(("build.cost", "trade.price", "trade.discount", "trade.purchases"))
        elif isinstance(e, ev.CardPlayed):
            out.extend({"build": ("turn.reveal", "build.cost", "build.chain"), "stage": ("wonder.stage",),
                        "discard": ("turn.discard",), "build_discarded": ("wonder.discard_build",),
                        "decline": ("wonder.discard_build",)}.get(e.action, ("turn.actions",)))
        elif isinstance(e, ev.CoinsGained):
            out.extend(("turn.discard",) if e.source == "discard" else ("turn.reveal", "effect.coins"))
        elif isinstance(e, ev.CardDiscarded):
            out.extend(("wonder.last_card", "turn.last_card"))
        elif isinstance(e, ev.ConflictSettled):
            out.append("military.conflict")
        elif isinstance(e, ev.AgeBegins):
            out.extend(("setup.hands", "turn.pass"))
        elif isinstance(e, ev.GameOver):
            out.extend(("victory.tie_break", "scoring.categories", "scoring.science", "wonder.science_choice"))
    return list(dict.fromkeys(out))


_KIND_RULES: dict[str, tuple[str, ...]] = {
    "build": ("build.cost", "trade.purchases", "trade.price", "trade.discount", "trade.sellable", "build.chain",
              "build.unique", "trade.coins_held"),
    "stage": ("wonder.stage", "build.cost", "trade.purchases", "trade.price"),
    "discard": ("turn.discard",),
    "build_discarded": ("wonder.discard_build",),
    "decline": ("wonder.discard_build",),
}


def rules_for_legal_diff(missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
    """Rules suggested by actions the engine lacks or adds: a free build at Olympia A's rule, an
    action for the Free City at the variant's rules, otherwise by the kind of action."""
    out: list[str] = []
    both = [*missing, *unexpected]
    if any(a.get("free") for a in both):
        out.append("wonder.free_build")
    if any(a.get("city") == "free_city" for a in both):
        out.extend(("free_city.play", "free_city.choose"))
    same_card = {a.get("card") for a in missing} & {a.get("card") for a in unexpected}
    if same_card and all(a.get("action") in ("build", "stage") for a in both):
        # the same build at other prices: a discount or a price read wrongly
        out.extend(("trade.discount", "trade.price", "trade.purchases", "trade.sellable"))
    bought = [a for a in unexpected if a.get("action") in ("build", "stage") and a.get("card") not in same_card
              and isinstance(a.get("pay"), dict) and any(v for v in a["pay"].values())]
    if bought:
        # a purchase the rules do not allow: something bought that is not for sale, or not paid for yet
        out.extend(("trade.sellable", "trade.coins_held", "trade.purchases"))
    for kind in dict.fromkeys(a.get("action") for a in both):
        out.extend(_KIND_RULES.get(str(kind), ("turn.actions",)))
    return list(dict.fromkeys(out))


_STATE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("victories", ("military.conflict",)),
    ("defeats", ("military.conflict",)),
    # the rarer a reason, the more it says when the move applied it: rarest first
    ("coins", ("turn.last_card", "turn.discard", "effect.coins", "trade.coins_held", "trade.price", "build.cost")),
    ("structures", ("turn.actions", "build.cost", "build.chain", "wonder.discard_build")),
    ("stages", ("wonder.stage",)),
    ("winners", ("victory.tie_break", "scoring.categories")),
    ("victory", ("end.game",)),
    ("status", ("end.game",)),
    ("to_move", ("turn.choose", "free_city.choose", "wonder.last_card", "wonder.discard_build")),
    ("turn", ("turn.choose", "turn.pass")),
    ("age", ("turn.pass", "setup.hands")),
    ("phase", ("wonder.last_card", "wonder.discard_build")),
    ("discard", ("turn.discard", "turn.last_card", "wonder.discard_build")),
    ("pending", ("wonder.last_card", "wonder.discard_build")),
    ("hand", ("turn.pass", "free_city.pass", "setup.hands")),
    ("tucked", ("wonder.stage",)),
    ("holder", ("free_city.holder", "free_city.pass")),
    ("pile", ("free_city.choose", "free_city.last_card")),
)

_SCORE_RULES = {"military": ["military.conflict", "scoring.categories"], "treasury": ["scoring.categories"],
                "science": ["wonder.science_choice", "scoring.science"], "guilds": ["scoring.categories",
                                                                                   "wonder.copy_guild"]}


def rules_for_state_path(path: str) -> list[str]:
    """Rules suggested by the field of the state that differs (a JSON path such as
    ``state.players[2].score.science``)."""
    return state_path_rules(path, _STATE_RULES, _SCORE_RULES, ["scoring.categories"])


# ---- blame by value: why the oracle holds the value the engine departs from -----------------------------------
#
# Each ``why_*`` function is given the :class:`~oracle.conformance.divergence.Moment` of the step
# and answers with the rules that produced the oracle's value, most telling first.


def why_legal(moment: Any, missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
    """Actions the engine adds are read by the oracle's own refusal of them, a purchase it refuses
    by what would make it possible (a neighbour selling what it may not, another discount); actions
    it lacks by what the oracle's payment reads (a discount of the city, the coins it may spend)."""
    from oracle.conformance.divergence import refusal_rule

    state = moment.after
    player = deciding_player(moment)
    if player is None:
        return []
    out: list[str] = []
    for action in unexpected:
        rule = refusal_rule(state, player, action)
        if rule == "trade.purchases":
            out += _purchase_rules(state, player, action)
        elif rule is not None:
            out.append(rule)
    for action in missing:
        out += _missing_rules(state, player, action)
    return list(dict.fromkeys(out))


def _building(state: Any, player: int, action: dict[str, Any]) -> tuple[Any, Any, int] | None:
    """The part an action builds (a card or the next stage), its city and the deciding seat."""
    from oracle.classic import legal

    rules = state.game.rules
    seat = legal.deciding_city(state, player)
    city = state.cities[seat]
    if action.get("action") == "stage":
        stages = rules.boards[city.board].stages
        return (stages[city.stages], city, seat) if city.stages < len(stages) else None
    if action.get("action") == "build":
        index = {c.name: i for i, c in enumerate(rules.cards)}.get(action.get("card"))   # type: ignore[arg-type]
        return (rules.cards[index], city, seat) if index is not None else None
    return None


def _market(state: Any, seat: int, whole: bool = False) -> tuple[Any, ...]:
    """What a purchase of ``seat`` reads: its production, each neighbour's sellable production (or,
    ``whole``, everything they produce) and the oracle's prices on each side."""
    from oracle.classic import legal
    from oracle.classic.rules import city as cities

    rules = state.game.rules
    here = state.cities
    own = cities.facts(rules, here[seat].board, here[seat].stages, here[seat].structures)
    left, right = (here[s] for s in legal.neighbours(state, seat))
    supply = [cities.facts(rules, c.board, c.stages, c.structures) for c in (left, right)]
    sold = [f.production if whole else f.for_sale for f in supply]
    lp, rp = cities.price_lists(rules, here[seat], own)
    return own, sold[0], sold[1], lp, rp


def _reachable(part: Any, own: Any, left: Any, right: Any, lp: Any, rp: Any, pay: tuple[Any, Any]) -> bool:
    from oracle.classic.rules.payments import payments

    return pay in payments(tuple(part.cost), own.production[0], own.production[1], left, right, tuple(lp), tuple(rp))


def _purchase_rules(state: Any, player: int, action: dict[str, Any]) -> list[str]:
    """A payment the oracle cannot complete: possible were a neighbour's yellow cards and stages on
    sale (``trade.sellable``), or under another price list — a discount counted from the turn it is
    built, on the other side, added to another, or forgotten (``trade.discount``); else the price."""
    built = _building(state, player, action)
    pay = action.get("pay")
    if built is None or not isinstance(pay, dict) or not part_costs(built[0]):
        return ["trade.purchases"]
    part, _, seat = built
    wanted = (pay.get("left"), pay.get("right"))
    own, left, right, lp, rp = _market(state, seat)
    _, left_whole, right_whole, _, _ = _market(state, seat, whole=True)
    if _reachable(part, own, left_whole, right_whole, lp, rp, wanted):
        return ["trade.sellable", "trade.purchases"]
    for prices in ((own.left_prices, own.right_prices), (rp, lp), *_other_discounts(state, part, lp, rp)):
        if tuple(prices) != (lp, rp) and _reachable(part, own, left, right, prices[0], prices[1], wanted):
            return ["trade.discount", "trade.price"]
    return ["trade.price", "trade.purchases", "trade.discount"]


def _other_discounts(state: Any, part: Any, lp: tuple[int, ...], rp: tuple[int, ...]) -> list[tuple[Any, Any]]:
    """Price lists that differ from the oracle's only by discounts: for each resource the part
    needs, on each side, its price, the base price (a discount forgotten) or, where discounted, one
    coin less (two discounts added up)."""
    from itertools import islice, product

    base = state.game.rules.spec.trade_price
    needed = [r for r, n in enumerate(part.cost) if n]
    options = [sorted({p, base, *([p - 1] if 0 < p < base else [])}) for prices in (lp, rp)
               for p in (prices[r] for r in needed)]
    out = []
    for chosen in islice(product(*options), 4096):
        left, right = list(lp), list(rp)
        for i, r in enumerate(needed):
            left[r], right[r] = chosen[i], chosen[len(needed) + i]
        out.append((tuple(left), tuple(right)))
    return out


def part_costs(part: Any) -> bool:
    return any(part.cost)


def _missing_rules(state: Any, player: int, action: dict[str, Any]) -> list[str]:
    """An action the engine lacks: a build from the discard pile is Halicarnassus's; a payment the
    oracle allows reads the city's discounts when they lower a price it pays, else the price."""
    kind = action.get("action")
    if kind in ("build_discarded", "decline"):
        return ["wonder.discard_build"]
    if action.get("free"):
        from oracle.classic import legal

        return [legal.free_rule(state.game.rules, state, state.cities[legal.deciding_city(state, player)])]
    built = _building(state, player, action)
    pay = action.get("pay")
    if built is None or not isinstance(pay, dict):
        return []
    part, _, seat = built
    if not any(pay.values()):
        return ["build.cost", "build.chain"] if part.free_with else ["build.cost"]
    _, _, _, lp, rp = _market(state, seat)
    base = state.game.rules.spec.trade_price
    discounted = any(p < base for p in (*lp, *rp))
    return ["trade.discount", "trade.price"] if discounted else ["trade.price", "trade.sellable", "trade.purchases"]


def why_events(moment: Any, ours: Sequence[Event], theirs: Sequence[Any]) -> list[str]:
    """A last card discarded by one side only names Babylon B's rule, then the discard's; conflict
    tokens given to other cities, the conflict's rule; another winner where the most points tie,
    the tie-break.  Coins
    an effect gives that the engine counts otherwise: when structures were built in the same turn,
    the count includes them (``turn.reveal``: every card of a turn is revealed and built
    together); else the effect's count (``effect.coins``)."""
    if differ_in(ev.CardDiscarded.kind, ours, theirs):
        # a last card of the Age discarded by one side only: Babylon B's stage plays it
        return ["wonder.last_card", "turn.last_card"]
    if differ_in(ev.ConflictSettled.kind, ours, theirs):
        # conflicts settled otherwise: who wins a conflict, and that equal shields give nothing
        return ["military.conflict"]
    over = [e for e in ours if isinstance(e, ev.GameOver)]
    if over and differ_in(ev.GameOver.kind, ours, theirs) and tied_on_points(moment.after):
        # another winner where the most points are tied: the coins break the tie
        return ["victory.tie_break"]
    reported = {(t.get("kind"), t.get("player"), t.get("amount")) for t in theirs if isinstance(t, dict)}
    built_now = any(isinstance(e, ev.CardPlayed) and e.action in ("build", "stage") for e in ours)
    out: list[str] = []
    for e in ours:
        if isinstance(e, ev.CoinsGained) and e.source != "discard" and (e.kind, e.player, e.amount) not in reported:
            out += ["turn.reveal", "effect.coins"] if built_now and _counts(moment, e.source) else ["effect.coins"]
    return list(dict.fromkeys(out))


def _counts(moment: Any, source: str) -> bool:
    """Whether the part named ``source`` gives coins by a count (a ``per`` clause)."""
    rules = moment.after.game.rules
    parts = [c for c in rules.cards if c.name == source]
    parts += [s for b in rules.boards for s in b.stages if getattr(s, "name", None) == source]
    return any(getattr(effect, "per", None) is not None for part in parts for effect in part.on_build) or not parts


def why_state(moment: Any, path: str, expected: Any, actual: Any) -> list[str]:
    """The rules behind the oracle's value of one field of the state: a city's coins after a move
    that discarded its last card of the Age (``turn.last_card``: it earns nothing), its science
    points when it holds a symbol of its choice (``wonder.science_choice``), another part of its
    score by the rules of that part."""
    after = moment.after
    seat = _seat_of(after, path)
    field = path.rsplit(".", 1)[-1]
    if seat is None:
        return []
    if field == "coins" and ".score." not in path:
        if any(isinstance(e, ev.CardDiscarded) and e.player == seat for e in moment.events):
            return ["turn.last_card"]
        return []
    if path.endswith(".score.science"):
        return ["wonder.science_choice", "scoring.science"] if _wild(after, seat) else ["scoring.science"]
    if ".score." in path and field != "total":
        return _SCORE_RULES.get(field, ["scoring.categories"])
    return []


def _seat_of(state: Any, path: str) -> int | None:
    """The city a report path names: ``state.players[N]``, or the Free City (the last city)."""
    import re

    if path.startswith("state.free_city."):
        return state.free_city if state.free_city >= 0 else None
    found = re.match(r"state\.players\[(\d+)\]", path)
    return int(found.group(1)) if found else None


def _wild(state: Any, seat: int) -> bool:
    """Whether a city holds a science symbol of its choice: a stage built, a structure or a guild its
    board may copy (``wonder.science_choice``)."""
    rules = state.game.rules
    city = state.cities[seat]
    board = rules.boards[city.board]
    if any(part.wild_symbols for part in (board.base, *board.stages[:city.stages])):
        return True
    if any(rules.cards[c].wild_symbols for c in city.structures):
        return True
    from oracle.classic.scoring import _copies

    return any(rules.cards[c].wild_symbols for allowed in _copies(rules, state, seat) for c in allowed)
