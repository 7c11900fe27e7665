"""Which Architects rules a divergence points at.

Where an engine's legal list or state parts from the oracle's, the move's events (the card taken,
conflict tokens turned, a piece built, a token chosen) and the way the lists differ name the rules
most likely broken, first the likeliest, for the runner's failure messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oracle.architects import events as ev
from oracle.conformance.divergence import differ_in
from oracle.conformance.kit import deciding_player, state_path_rules, tied_on_points
from oracle.core.events import Event


def rules_for_events(events: Sequence[Event]) -> list[str]:
    """Rules applied by a move, from its events."""
    out: list[str] = []
    for e in events:
        if isinstance(e, ev.CardTaken):
            out.append("turn.take")
        elif isinstance(e, ev.CatMoved):
            out.append("cat.take")
        elif isinstance(e, ev.ConflictTurned):
            out.extend(("military.horns", "military.battle_call") if e.battle else ("military.horns",))
        elif isinstance(e, ev.PieceBuilt):
            out.extend(("build.cost", "build.gold", "build.effect"))
        elif isinstance(e, ev.CardDiscarded):
            out.extend({"trade": ("science.trade",), "battle": ("military.reset",)}.get(e.reason, ()))
        elif isinstance(e, ev.ProgressTaken):
            out.extend(("progress.take", "progress.once_per_turn"))
        elif isinstance(e, ev.VictoryTokens):
            out.extend(("military.battle", "military.two_player", "military.battle_call"))
        elif isinstance(e, ev.TurnBegins):
            # a turn beginning too early most often skipped a mandatory build; too late, an effect
            # used once more than a turn allows
            out.extend(("build.mandatory", "progress.once_per_turn", "turn.order", "turn.actions"))
        elif isinstance(e, ev.GameOver):
            out.extend(("end.wonder", "victory.tie_break", "scoring.points"))
    return list(dict.fromkeys(out))


_KIND_RULES: dict[str, tuple[str, ...]] = {
    "take": ("turn.take", "turn.empty_deck", "progress.extra_card"),
    "build": ("build.cost", "build.gold", "build.order", "build.mandatory"),
    "trade": ("science.trade",),
    "choose": ("progress.take",),
    "look": ("build.effect",),
    "keep": ("build.effect",),
}


def rules_for_legal_diff(missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
    """Rules suggested by actions the engine lacks or adds.  Extra builds with gold where the
    oracle lists the same piece point at build.gold first; no build at all where the oracle
    lists some, at build.mandatory."""
    out: list[str] = []
    kinds_missing = {a.get("action") for a in missing}
    kinds_extra = {a.get("action") for a in unexpected}
    if "build" in kinds_extra and any("Gold" in a.get("cards", []) for a in unexpected if a.get("action") == "build"):
        out.append("build.gold")
    if "build" in kinds_missing and not kinds_extra:
        out.append("build.mandatory")
    if "take" in kinds_extra and "build" in kinds_missing | kinds_extra:
        out.append("build.mandatory")
    for kind in [*kinds_missing, *kinds_extra]:
        out.extend(_KIND_RULES.get(str(kind), ("turn.actions",)))
    return list(dict.fromkeys(out))


_STATE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("military_victories", ("military.battle", "military.two_player")),
    ("victories", ("military.battle", "military.two_player")),
    ("conflict", ("military.horns", "military.battle_call", "military.reset")),
    ("cat", ("cat.take",)),
    ("winners", ("victory.tie_break", "scoring.points")),
    ("victory", ("end.wonder",)),
    ("status", ("end.wonder",)),
    ("to_move", ("turn.order", "turn.actions", "end.wonder")),
    ("turn", ("turn.order",)),
    ("phase", ("turn.actions", "build.mandatory")),
    ("progress_face_up", ("progress.take",)),
    ("tokens", ("science.trade", "progress.take")),
    ("progress", ("science.trade", "progress.take")),
    ("discard", ("build.cost", "science.trade", "military.reset")),
    ("extra_cards", ("progress.any_time", "progress.extra_card", "progress.once_per_turn")),
    ("pending", ("progress.extra_card", "progress.once_per_turn", "progress.take", "turn.actions", "build.effect")),
    ("pieces", ("build.mandatory", "build.cost", "build.order")),
    ("built", ("build.mandatory", "build.cost", "build.order")),
    # every move takes a card, so the rules only some moves apply lead: a difference in the cards
    # after a battle points at its reset before the take
    ("cards", ("military.reset", "science.trade", "progress.extra_card", "build.cost", "turn.take")),
)

_SCORE_RULES = {"cat": ["scoring.points"], "military": ["scoring.points", "military.battle"],
                "total": ["scoring.points"]}


def rules_for_state_path(path: str) -> list[str]:
    """Rules suggested by the field of the state that differs (a JSON path such as
    ``state.players[2].score.cat``)."""
    return state_path_rules(path, _STATE_RULES, _SCORE_RULES, ["scoring.points"])


# ---- blame by value: why the oracle holds the value the engine departs from -----------------------------------
#
# Each ``why_*`` function is given the :class:`~oracle.conformance.divergence.Moment` of the step
# and answers with the rules that produced the oracle's value, most telling first.


def _still_owed(state: Any) -> list[str]:
    """Why the mover's turn goes on in ``state``: what the legal list still asks of them."""
    kinds = {a.get("action") for a in state.game.legal_json(state)} if state.outcome is None else set()
    if state.pending:
        first = state.pending[0]
        if first.free:
            return ["progress.any_time", "progress.extra_card"]
        return ["build.effect"] if first.kind in ("take", "look", "keep") and not kinds & {"choose"} \
            else ["progress.take", "science.trade"]
    if "build" in kinds:
        return ["build.mandatory"]
    if "trade" in kinds:
        return ["science.trade"]
    return []


def why_events(moment: Any, ours: Sequence[Event], theirs: Sequence[Any]) -> list[str]:
    """The game ending on one side only names the end of the game (another winner on tied points,
    the tie-break); conflict tokens turned otherwise, the horns.  A turn the engine begins while
    the oracle's goes on names what the oracle still asks of the mover (a mandatory build, a
    token's extra card, an effect's decision); a turn the oracle begins while the engine's goes on
    names the once-a-turn rule of what the engine still asks (read from its events: a token used
    again) or the end of the turn; other events by their kind."""
    kinds = [t.get("kind") for t in theirs if isinstance(t, dict)]
    over = [e for e in ours if isinstance(e, ev.GameOver)]
    if bool(over) != ("game_over" in kinds):
        # the game ends on one side only: it ends at the end of the round a wonder is completed in
        return ["end.wonder"]
    if over and differ_in(ev.GameOver.kind, ours, theirs) and tied_on_points(moment.after):
        return ["victory.tie_break"]
    if differ_in(ev.ConflictTurned.kind, ours, theirs):
        # conflict tokens turned otherwise: how many a card's horns turn
        return ["military.horns", "military.battle_call"]
    battle = any(isinstance(e, ev.ConflictTurned) and e.battle for e in ours)
    if not battle and ("military_victory" in kinds
                       or ("discard" in kinds and not any(isinstance(e, ev.CardDiscarded) for e in ours))):
        # the engine fights a battle the oracle does not call (the last conflict token is not turned)
        return ["military.battle_call", "military.horns"]
    if battle and "military_victory" not in kinds and any(isinstance(e, ev.VictoryTokens) for e in ours):
        return ["military.battle_call", "military.horns"]
    if battle:
        theirs_won = sorted((t.get("player"), t.get("amount")) for t in theirs
                            if isinstance(t, dict) and t.get("kind") == "military_victory")
        ours_won = sorted((e.player, e.amount) for e in ours if isinstance(e, ev.VictoryTokens))
        if theirs_won != ours_won:
            two = moment.after.players == 2
            return ["military.two_player", "military.battle"] if two else ["military.battle", "military.two_player"]
        if "discard" in kinds or any(isinstance(e, ev.CardDiscarded) for e in ours):
            return ["military.reset"]
    began = [t for t in theirs if isinstance(t, dict) and t.get("kind") == "turn"]
    ours_began = [e for e in ours if isinstance(e, ev.TurnBegins)]
    if began and not ours_began:
        return _still_owed(moment.after) or ["turn.actions"]
    if ours_began and not began:
        if any(isinstance(t, dict) and t.get("kind") == "progress" for t in theirs) or _used(moment.before):
            # the engine's turn goes on: a token used this turn is offered again
            return ["progress.once_per_turn"]
        return ["turn.order", "progress.once_per_turn"]
    return []


def why_state(moment: Any, path: str, expected: Any, actual: Any) -> list[str]:
    """The rules behind the oracle's value of one field of the state: a player's red cards once a
    battle was fought, the reset of the military (only the cards with horns go); an extra card asked at once
    that the mover may take when they wish, ``progress.any_time``; more extra cards owed than the
    oracle's, a token used again in the turn."""
    after = moment.after
    if ".cards." in path and _red(after, path.rsplit(".", 1)[-1]) and any(
            isinstance(e, ev.VictoryTokens) for events in (*moment.earlier, moment.events) for e in events):
        # red cards differ after a battle: which of them its reset discards
        return ["military.reset"]
    if path == "state.pending" and expected is None and any(p.free for p in after.pending):
        # the engine asks at once for an extra card the mover may take when they wish
        return ["progress.any_time"]
    if path == "state.extra_cards" and isinstance(actual, list) and isinstance(expected, list) \
            and len(actual) > len(expected) and _used(after):
        return ["progress.once_per_turn"]
    return []


def _red(state: Any, name: str) -> bool:
    """Whether the card kind ``name`` is red (its shields count in battles)."""
    return any(k.name == name and k.colour == "red" for k in state.game.rules.kinds)


def _used(state: Any) -> bool:
    """Whether the mover has used a once-a-turn token effect this turn (progress.once_per_turn)."""
    return bool(getattr(state, "used", None))


def why_legal(moment: Any, missing: list[dict[str, Any]], unexpected: list[dict[str, Any]]) -> list[str]:
    """Takes the engine adds after a token was used this turn name its once-a-turn rule; other
    actions the engine adds are read by the oracle's own refusal of them; actions it lacks by
    what the oracle's turn allows at that point (a token's extra card alongside the builds, a
    mandatory build)."""
    from oracle.conformance.divergence import refusal_rule

    state = moment.after
    player = deciding_player(moment)
    out: list[str] = []
    if _used(state) and any(a.get("action") == "take" for a in unexpected):
        # another card offered by a token already used this turn
        out.append("progress.once_per_turn")
    for action in unexpected:
        rule = refusal_rule(state, player, action)
        if rule is not None:
            out.append(rule)
    lacking = {a.get("action") for a in missing}
    if lacking and any(p.free for p in state.pending):
        out.append("progress.any_time")
    if "build" in lacking:
        out += ["build.cost", "build.gold"]
    return list(dict.fromkeys(out))
