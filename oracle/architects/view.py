"""What players see of a game of Architects (observations), the state as the command line and the
adapter report it (summary), and a readable account of a game.

Hidden (observation): the central deck and the progress pile, and every wonder deck below its top
card; the cards a player is looking at to keep one (Halicarnassus), except to that player.  The cat's
holder sees the top of the central deck at the start of their own turn, before taking a card
(cat.peek).  Everything else is public: every deck's top card and size, every city, the discard
pile, the face-up tokens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oracle.architects.legal import at_once, deck_name
from oracle.architects.ruleset import Ruleset
from oracle.architects.scoring import score_sheet
from oracle.architects.state import KEEP, TAKE_PHASE, State
from oracle.core.game import Step
from oracle.core.prng import SplitMix64


def _names(rules: Ruleset, cards: Sequence[int]) -> list[str]:
    return [rules.kinds[k].name for k in cards]


def _city(rules: Ruleset, state: State, seat: int) -> dict[str, Any]:
    wonder = rules.wonders[state.setup.wonders[seat]]
    return {
        "wonder": wonder.name,
        "built": [p.number for p in wonder.pieces if state.built[seat] >> (p.number - 1) & 1],
        "cards": {rules.kinds[k].name: n for k, n in enumerate(state.hands[seat]) if n},
        "progress": [rules.tokens[t].name for t in state.tokens[seat]],
        "military_victories": state.victories[seat],
    }


def _status(state: State) -> dict[str, Any]:
    over = state.outcome is not None
    return {
        "status": "finished" if over else "in_progress",
        "to_move": None if over else state.mover,
        "victory": state.outcome.victory if state.outcome else None,
        "winners": list(state.outcome.winners) if state.outcome else None,
    }


def _pending(rules: Ruleset, state: State, viewer: int | None) -> dict[str, Any] | None:
    """The decision owed at once (build.effect, science.trade), or None."""
    p = at_once(state.pending) if state.outcome is None else None
    if p is None:
        return None
    out: dict[str, Any] = {"player": state.mover, "decision": p.kind}
    if p.decks:
        out["decks"] = [deck_name(rules, state, d) for d in p.decks]
    if p.kind == KEEP:
        out["looked_at"] = len(p.cards)
        if viewer is None or viewer == state.mover:
            out["cards"] = sorted(_names(rules, p.cards))
    return out


def _extra_cards(rules: Ruleset, state: State) -> dict[str, Any]:
    """``extra_cards``, while the mover's progress tokens owe some this turn, taken when the mover
    wishes (progress.any_time): for each, the decks it may come from.  Nothing when none is owed."""
    if state.outcome is not None or not any(p.free for p in state.pending):
        return {}
    return {"extra_cards": [{"decks": [deck_name(rules, state, d) for d in p.decks]} for p in state.pending if p.free]}


def peeks(state: State, player: int) -> bool:
    """cat.peek: the cat's holder sees the central deck's top at the start of their own turn."""
    return (state.outcome is None and state.phase == TAKE_PHASE and state.mover == player == state.cat
            and bool(state.central))


def observe(rules: Ruleset, state: State, player: int) -> dict[str, Any]:
    """What ``player`` may see of ``state``: no hidden information."""
    peek = peeks(state, player)
    central: dict[str, Any] = {"cards": len(state.central),
                               "top": rules.kinds[state.central[0]].name if peek else None}
    return {
        "player": player,
        "players": state.players,
        "turn": state.turn,
        **_status(state),
        "phase": state.phase,
        "conflict": {"battle_side": state.flipped, "tokens": rules.spec.conflict_tokens[state.players]},
        "cat": state.cat if state.cat >= 0 else None,
        "decks": [{"wonder": rules.wonders[state.setup.wonders[s]].name,
                   "top": rules.kinds[d[0]].name if d else None, "cards": len(d)}
                  for s, d in enumerate(state.decks)],
        "central": central,
        "progress": {"face_up": [rules.tokens[t].name for t in state.face_up], "pile": len(state.pile)},
        "discard": _names(rules, state.discard),
        "pending": _pending(rules, state, player),
        **_extra_cards(rules, state),
        "cities": [_city(rules, state, s) for s in range(state.players)],
    }


def protocol_state(rules: Ruleset, state: State) -> dict[str, Any]:
    """The state as the adapter's ``state`` answer reports it (the published state schema)."""
    return {
        **_status(state),
        "turn": state.turn,
        "phase": state.phase,
        "conflict": state.flipped,
        "cat": state.cat if state.cat >= 0 else None,
        "progress_face_up": [rules.tokens[t].name for t in state.face_up],
        "discard": _names(rules, state.discard),
        "pending": _pending(rules, state, None),
        **_extra_cards(rules, state),
        "players": [{**_city(rules, state, s), "score": sheet} for s, sheet in enumerate(score_sheet(rules, state))],
    }


def summary(rules: Ruleset, state: State) -> dict[str, Any]:
    """The state as ``oracle replay --json`` prints it: the :func:`protocol_state` with ``to_move`` a list
    (empty once the game is over), and what is left of the decks (each wonder's deck and the central
    deck: their number of cards) and of the progress tokens (the face-up ones and the number in the
    pile).  Architects has no coins: nothing is spent but cards."""
    return {
        **protocol_state(rules, state),
        "to_move": [] if state.outcome is not None else [state.mover],
        "decks": [{"wonder": rules.wonders[state.setup.wonders[s]].name, "cards": len(d)}
                  for s, d in enumerate(state.decks)],
        "central": {"cards": len(state.central)},
        "progress": {"face_up": [rules.tokens[t].name for t in state.face_up], "pile": len(state.pile)},
    }


def _look_and_keep(rules: Ruleset, before: State, after: State, events: Sequence[Any]) -> list[str]:
    """wonder.halicarnassus: the lines of a look into a deck (the cards seen, in the order drawn) and
    of the card kept from them (the others go back into the deck, wonder.halicarnassus_rest)."""
    was = before.pending[0] if before.pending and before.outcome is None else None
    now = after.pending[0] if after.pending and after.outcome is None else None
    if was is not None and was.kind == KEEP:
        kept = next((e.card for e in events if e.kind == "take"), None)
        rest = _names(rules, was.cards)
        if kept in rest:
            rest.remove(kept)
        back = f"; {', '.join(rest)} back into it" if rest else ""
        return [f"  keep: player {before.mover}, card {kept}, deck {deck_name(rules, before, was.deck)}{back}"]
    if now is not None and now.kind == KEEP and (was is None or was.kind != KEEP):
        return [f"  look: player {after.mover}, deck {deck_name(rules, after, now.deck)}, cards "
                + ", ".join(_names(rules, now.cards))]
    return []


def account(rules: Ruleset, initial: State, steps: Sequence[Step]) -> str:
    """A line per event of the game (and per look and keep of Halicarnassus, which the events leave
    implied), the winners, then the score sheet."""
    wonders = ", ".join(f"{s}: {rules.wonders[w].name}" for s, w in enumerate(initial.setup.wonders))
    lines = [f"7 Wonders Architects, {initial.players} players ({wonders}); player {initial.mover} begins"]
    before = initial
    for step in steps:
        lines += _look_and_keep(rules, before, step.state, step.events)
        for event in step.events:
            fields = {k: v for k, v in event.to_json().items() if k != "kind"}
            lines.append(f"  {event.kind}: " + ", ".join(f"{k} {v}" for k, v in fields.items()))
        before = step.state
    final = before
    if final.outcome is not None:
        winners = final.outcome.winners
        shared = " (a shared victory)" if len(winners) > 1 else ""
        lines.append(f"winner{'s' * (len(winners) > 1)}: player{'s' * (len(winners) > 1)} "
                     f"{', '.join(map(str, winners))}{shared}")
    for seat, sheet in enumerate(score_sheet(rules, final)):
        parts = ", ".join(f"{k} {v}" for k, v in sheet.items() if k != "total")
        lines.append(f"player {seat}: {sheet['total']} points ({parts})")
    return "\n".join(lines) + "\n"


def resample(rules: Ruleset, state: State, player: int, rng: SplitMix64) -> State:
    """A state ``player`` cannot tell from ``state``: each deck's hidden cards (below a wonder
    deck's top; the whole central deck, but for a top the player may peek at) and the progress
    pile shuffled in place; what each deck holds stays what it is, as the player can count."""
    shown = observe(rules, state, player)
    decks = tuple(d[:1] + tuple(rng.shuffled(d[1:])) for d in state.decks)
    keep_top = shown["central"]["top"] is not None
    central = state.central[:1] + tuple(rng.shuffled(state.central[1:])) if keep_top else \
        tuple(rng.shuffled(state.central))
    return state._replace(decks=decks, central=central, pile=tuple(rng.shuffled(state.pile)))
