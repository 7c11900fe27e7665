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

from oracle.architects.events import (
    CardDiscarded,
    CardTaken,
    CatMoved,
    ConflictTurned,
    GameOver,
    PieceBuilt,
    ProgressTaken,
    TurnBegins,
    TurnPassed,
    VictoryTokens,
)
from oracle.architects.legal import at_once, deck_name
from oracle.architects.ruleset import Ruleset
from oracle.architects.scoring import score_sheet
from oracle.architects.state import KEEP, TAKE_PHASE, State
from oracle.core.account import Header, Line, Told, counted, game_over, listing, on_points, seat, write
from oracle.core.events import Event
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


# ---- the account of a game ----------------------------------------------------------------------------

_WHY = {"civilian": "a wonder is complete", "exhausted": "no deck holds a card"}


def _deck(deck: str) -> str:
    """A deck as a sentence names it: ``the central deck``, ``the Giza deck``."""
    return f"the {deck} deck"


def _look_and_keep(rules: Ruleset, before: State, after: State, events: Sequence[Any]) -> str | None:
    """wonder.halicarnassus: the sentence of a look into a deck (the cards seen, in the order drawn)
    or of the card kept from them (the others go back into the deck, wonder.halicarnassus_rest);
    ``None`` for any other move."""
    looked = [p for p in after.pending if p.kind == KEEP and p not in before.pending] if after.outcome is None else []
    kept = [p for p in before.pending if p.kind == KEEP and p not in after.pending]
    if kept:
        card = next((e.card for e in events if isinstance(e, CardTaken)), "")
        rest = _names(rules, kept[0].cards)
        if card in rest:
            rest.remove(card)
        back = f"; {listing(rest)} go back into it" if rest else ""
        return f"{seat(before.mover)} keeps {card} from {_deck(deck_name(rules, before, kept[0].deck))}{back}"
    if looked:
        cards = _names(rules, looked[0].cards)
        return (f"{seat(before.mover)} looks at the top {counted(len(cards), 'card')} of "
                f"{_deck(deck_name(rules, after, looked[0].deck))}: {listing(cards)}")
    return None


def _lines(rules: Ruleset, before: State, after: State, events: Sequence[Event]) -> list[Line]:
    """The sentences of a move's events, in order: the cards spent on a piece or a trade, and those
    lost after a battle, each said once for the player; a battle nobody wins said too
    (military.battle); the next turn is left to the move numbers."""
    lines: list[Line] = []
    battle = (before.battle or any(isinstance(e, ConflictTurned) and e.battle for e in events)) and not after.battle
    nobody_wins = not any(isinstance(e, VictoryTokens) for e in events)
    i = 0
    while i < len(events):
        e = events[i]
        i += 1
        if battle and (isinstance(e, VictoryTokens | TurnBegins | TurnPassed | GameOver)
                       or (isinstance(e, CardDiscarded) and e.reason == "battle")):
            if nobody_wins:
                lines.append("nobody wins a Military Victory token in the battle")
            battle = False
        if isinstance(e, PieceBuilt | CardDiscarded):
            reason = "build" if isinstance(e, PieceBuilt) else e.reason
            spent = []
            while i < len(events) and isinstance(d := events[i], CardDiscarded) and d.player == e.player \
                    and d.reason == reason:
                spent.append(d.card)
                i += 1
            if isinstance(e, PieceBuilt):
                lines.append(f"{seat(e.player)} builds piece {e.piece} of {e.wonder}"
                             + (f" with {listing(spent)}" if spent else ""))
            elif reason == "trade":
                lines.append(f"{seat(e.player)} trades {listing([e.card, *spent])} for a progress token")
            elif reason == "battle":
                lines.append(f"{seat(e.player)} discards {listing([e.card, *spent])} after the battle")
            else:
                lines.append(f"{seat(e.player)} discards {listing([e.card, *spent])}")
        elif isinstance(e, CardTaken):
            lines.append(f"{seat(e.player)} takes {e.card} from {_deck(e.deck)}")
        elif isinstance(e, CatMoved):
            lines.append(f"{seat(e.player)} takes the cat")
        elif isinstance(e, ConflictTurned):
            calls = "; a battle follows at the end of the turn" if e.battle else ""
            lines.append(f"{seat(e.player)} turns {counted(e.amount, 'conflict token')} to the battle side{calls}")
        elif isinstance(e, ProgressTaken):
            lines.append(f"{seat(e.player)} takes the progress token {e.token}")
        elif isinstance(e, VictoryTokens):
            lines.append(f"{seat(e.player)} wins {counted(e.amount, 'Military Victory token')} in the battle")
        elif isinstance(e, TurnPassed):
            lines.append(f"{seat(e.player)} has no card within reach and passes their turn")
        elif isinstance(e, GameOver):
            assert after.outcome is not None
            totals = [sheet["total"] for sheet in score_sheet(rules, after)]
            how = on_points(totals, after.outcome.winners, "more pieces built")
            lines.append(game_over(after.outcome.winners, how, _WHY.get(e.victory, e.victory)))
    return lines


def _told(rules: Ruleset, before: State, step: Step) -> Told:
    """One move of the record: the card a turn begins with (turn.take), a piece built, green cards
    traded, a progress token chosen, a card taken for an effect or a token, a look and a keep."""
    events = list(step.events)
    look = _look_and_keep(rules, before, step.state, events)
    lines = _lines(rules, before, step.state, events)
    if look is not None:
        if events and isinstance(events[0], CardTaken):     # the card kept: its sentence says it
            lines = lines[1:]
        return Told(look, tuple(lines))
    if not lines or not isinstance(lines[0], str):
        return Told(f"{seat(before.mover)} moves", tuple(lines))
    return Told(lines[0], tuple(lines[1:]))


def account(rules: Ruleset, initial: State, steps: Sequence[Step]) -> str:
    """The readable account of a game (:mod:`oracle.core.account`): each seat's wonder, who begins, the
    progress tokens face up, every move and what it caused, the end and the score sheet."""
    wonders = ", ".join(f"{seat(s)}: {rules.wonders[w].name}" for s, w in enumerate(initial.setup.wonders))
    header = Header(initial.game.ruleset_title, initial.players, f"{wonders}; {seat(initial.mover)} begins",
                    ("progress tokens face up: " + ", ".join(rules.tokens[t].name for t in initial.face_up),))
    moves = []
    final = initial
    for step in steps:
        moves.append(_told(rules, final, step))
        final = step.state
    return write(header, moves, score_sheet(rules, final) if final.outcome is not None else None)


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
