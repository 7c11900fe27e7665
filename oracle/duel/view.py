"""What a state of 7 Wonders Duel shows: to one player (rule id ``view.hidden``), to the command line and
the adapter, and as a readable account of a game.

* :func:`observe` is what one player may see.  Face-down cards of the structure show only their back
  ("Age card" or "Guild": guild backs differ); the box tokens, the cards removed at setup and the
  wonders not yet revealed never show; tokens drawn from the box for a decision show only to the
  player choosing.  :func:`resample` redraws what they cannot see.
* :func:`summary` is the state as ``oracle replay --json`` prints it (docs/records.md), and
  :func:`protocol_state` as the adapter protocol reports it (its published ``state`` schema).
* :func:`account` is a readable account of a game: one line per move, indented lines for what it
  caused, and the final score sheet, built from the events of each step (it says exactly what the
  engine did).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from oracle.core.events import Event
from oracle.core.prng import SplitMix64
from oracle.duel import events as ev
from oracle.duel import legal, pantheon_view, scoring
from oracle.duel.setup import draw_setup
from oracle.duel.spec import AGES
from oracle.duel.state import PROGRESS_FROM_BOX, State, Step

# ---- the summary and the protocol's state --------------------------------------------------------

def winner_json(state: State) -> int | str | None:
    if state.outcome is None:
        return None
    return "shared" if state.outcome.winner is None else state.outcome.winner


def protocol_state(state: State) -> dict[str, Any]:
    """The state as the adapter protocol reports it: the summary, plus the progress tokens on the
    board, the discard pile and the decision pending (the ``state`` schema)."""
    rules = state.game.rules
    view = _base(state)
    view["progress_board"] = [rules.progress[t].name for t in state.board]
    view["discard"] = [rules.cards[c].name for c in state.discard]
    pending = None
    if state.pending:
        d = state.pending[0]
        kind, _, _ = legal.DECISIONS[d.kind]
        pending = {"player": d.player, "action": kind}
    view["pending"] = pending
    if state.pantheon is not None:
        view["pantheon"] = pantheon_view.pantheon_json(state, None, omniscient=True)
    return view


def summary(state: State) -> dict[str, Any]:
    """The state as ``oracle replay --json`` prints it: ``to_move`` a list (empty once the game is
    over), each player's coins (all of them may be spent), what is left of the Age's structure (its
    cards, those face down), the progress tokens on the board, the discard pile and the decision
    pending."""
    view = protocol_state(state)
    view["to_move"] = [] if state.outcome else [state.to_move]
    left = [slot for slot, card in enumerate(state.structure) if card >= 0]
    view["structure"] = {"cards": len(left), "face_down": sum(1 for slot in left if not state.face_up >> slot & 1)}
    if state.outcome is not None:
        view["pending"] = None
    if state.pantheon is not None:
        view["pantheon"] = pantheon_view.pantheon_json(state, None)
    return view


def _base(state: State) -> dict[str, Any]:
    """What the summary and the protocol's state share (``to_move`` a seat or ``None``)."""
    rules = state.game.rules
    players = []
    for p in (0, 1):
        city = state.cities[p]
        players.append({
            "coins": state.coins[p],
            "city": [rules.cards[c].name for c in city.cards],
            "wonders": [rules.wonders[w].name for w, _ in city.built],
            "progress": [rules.progress[t].name for t in city.progress],
            "score": scoring.score(state, p),
        })
    return {
        "status": "finished" if state.outcome else "in_progress",
        "to_move": None if state.outcome else state.to_move,
        "winner": winner_json(state),
        "victory": state.outcome.victory if state.outcome else None,
        "conflict_pawn": state.pawn,
        "wonders_built": state.wonders_built,
        "age": state.age,
        "players": players,
    }


# ---- one player's view ---------------------------------------------------------------------------

AGES_OF = ("", *AGES)   # Age number -> deck name

AGE_BACK = "Age card"


def observe(state: State, player: int) -> dict[str, Any]:
    """A JSON view of ``state`` for ``player`` (0 or 1), holding no hidden information."""
    rules = state.game.rules
    structure: list[dict[str, Any]] = []
    tokens = dict(state.pantheon.structure_tokens) if state.pantheon is not None else {}
    for slot, card in enumerate(state.structure):
        if card < 0:
            structure.append({"slot": slot, "card": None})
        elif state.face_up >> slot & 1:
            structure.append({"slot": slot, "card": rules.cards[card].name,
                              "accessible": slot in state.accessible})
        else:
            back = rules.constants.extra_back if rules.cards[card].deck == rules.constants.extra_deck else AGE_BACK
            structure.append({"slot": slot, "card": None, "back": back})
        if card >= 0 and slot in tokens:
            structure[-1]["token"] = pantheon_view.token_json(rules, tokens[slot])
    pending = None
    if state.pending:
        d = state.pending[0]
        kind, field, _ = legal.DECISIONS[d.kind]
        if (d.kind == PROGRESS_FROM_BOX and d.player != player) or pantheon_view.hidden_options(d, player):
            options: list[Any] | None = None
        elif field == "player":
            options = list(d.options)
        elif field == "token":
            options = [rules.progress[o].name for o in d.options]
        elif (named := pantheon_view.options_json(rules, field, d.options)) is not None:
            options = named
        else:
            options = [rules.cards[o].name for o in d.options]
        pending = {"player": d.player, "action": kind, "options": options}
    cities = []
    for p in (0, 1):
        city = state.cities[p]
        cities.append({
            "coins": state.coins[p],
            "cards": [rules.cards[c].name for c in city.cards],
            "wonders": [{"wonder": rules.wonders[w].name,
                         "built": city.has_built(w),
                         "removed": w in state.removed_wonders} for w in city.wonders],
            "progress": [rules.progress[t].name for t in city.progress],
        })
    view = {
        "player": player,
        "age": state.age,
        "to_move": None if state.outcome else state.to_move,
        "status": "finished" if state.outcome else "in_progress",
        "winner": winner_json(state),
        "victory": state.outcome.victory if state.outcome else None,
        "conflict_pawn": state.pawn,
        "looting_tokens": [{"side": t.side, "distance": t.distance, "coins": t.coins}
                           for t in rules.track.looting if state.looting[t.index]],
        "wonders_on_offer": [rules.wonders[w].name for w in state.offer] if state.age == 0 else [],
        "structure": structure,
        "progress_board": [rules.progress[t].name for t in state.board],
        "discard": [rules.cards[c].name for c in state.discard],
        "pending": pending,
        "cities": cities,
    }
    if state.pantheon is not None:
        view["pantheon"] = pantheon_view.pantheon_json(state, player)
    return view


def resample(state: State, player: int, rng: SplitMix64) -> State:
    """A state ``player`` cannot tell apart from ``state`` (view.hidden), everything hidden
    redrawn: the wonders not yet revealed, the order of the box, the face-down cards of the
    structure (among the cards of their back not yet seen: the face-down ones and the ones
    removed at setup), and the deals of the Ages to come."""
    rules = state.game.rules
    setup = state.setup
    c = rules.constants
    # wonders not yet revealed in the draft
    revealed = len(setup.wonders) if state.age > 0 else state.picks + len(state.offer)
    unseen = [w for w in range(len(rules.wonders)) if w not in setup.wonders[:revealed]]
    wonders = setup.wonders[:revealed] + tuple(rng.shuffled(unseen)[:len(setup.wonders) - revealed])
    # the order of the box, unless the player is choosing among its first tokens right now
    choosing = any(d.kind == PROGRESS_FROM_BOX and d.player == player for d in state.pending)
    box = state.box if choosing else tuple(rng.shuffled(state.box))
    # face-down cards of the current structure, per back
    structure = list(state.structure)
    if state.age > 0:
        dealt = set(setup.ages[state.age - 1])
        extra = [rules.deck(rules.constants.extra_deck)] if state.age == len(AGES_OF) - 1 else []
        decks = [rules.deck(AGES_OF[state.age]), *extra]
        for deck in decks:
            members = {card.index for card in deck}
            slots = [s for s, card in enumerate(structure)
                     if card >= 0 and card in members and not state.face_up >> s & 1]
            pool = [structure[s] for s in slots] + [card for card in members if card not in dealt]
            for slot, card in zip(slots, rng.shuffled(pool), strict=False):
                structure[slot] = card
    # the Ages to come
    fresh = draw_setup(rules, rng)
    ages = tuple(setup.ages[k] if k < state.age else fresh.ages[k] for k in range(len(setup.ages)))
    if state.age == 0:
        ages = fresh.ages
    new_setup = setup._replace(wonders=wonders if c.wonders_in_draft == len(setup.wonders) else setup.wonders,
                               box=setup.box, ages=ages)
    offer = state.offer
    redrawn = state._replace(setup=new_setup, box=box, structure=tuple(structure), offer=offer)
    return redrawn if state.pantheon is None else pantheon_view.resample(state, redrawn, player, rng)


# ---- the account of a game ----------------------------------------------------------------------

_VICTORY_WORDS = {"military": "military supremacy", "science": "scientific supremacy",
                  "civilian": "civilian victory"}


def _coins(n: int) -> str:
    return f"{n} coin" if abs(n) == 1 else f"{n} coins"


def _p(player: int) -> str:
    return f"P{player}"


def event_line(e: Event) -> str | None:
    """The account line of one event (``None`` for events folded into their move's line)."""
    match e:
        case ev.WonderPicked():
            return f"{_p(e.player)} picks {e.wonder}"
        case ev.CardBuilt():
            if e.via == "chain":
                how = "free through a chain"
            elif e.via == "discard pile":
                how = "free from the discard pile"
            else:
                how = "for " + _coins(e.cost) if e.cost else "for nothing"
            return f"{_p(e.player)} builds {e.card} {how}"
        case ev.CardDiscarded():
            return f"{_p(e.player)} discards {e.card}"
        case ev.WonderBuilt():
            cost = "for " + _coins(e.cost) if e.cost else "for nothing"
            return f"{_p(e.player)} builds wonder {e.wonder} with {e.card} {cost}"
        case ev.CoinsChanged():
            if e.reason in ("cost", "trade"):
                return None
            sign = "+" if e.amount > 0 else ""
            why = {"discard": "discard", "opponent trade": "the opponent's trade"}.get(e.reason, e.source)
            return f"    {_p(e.player)} {sign}{_coins(e.amount)} ({why})"
        case ev.PawnMoved():
            return f"    conflict pawn moves {abs(e.spaces)} toward {_p(1 - e.player)}'s capital ({e.source})"
        case ev.LootingTokenTaken():
            return f"    {_p(e.player)} is looted ({ev.looting_name(e.token)}): loses {_coins(e.lost)}"
        case ev.CardRevealed():
            return f"    revealed: {e.card}"
        case ev.ProgressTaken():
            return f"    {_p(e.player)} takes progress token {e.token}"
        case ev.CardDestroyed():
            return f"    {_p(e.player)}'s {e.card} goes to the discard pile"
        case ev.WonderRemoved():
            return f"    {e.wonder} goes back to the box (the wonder cap is reached)"
        case ev.PlayAgain():
            return f"    {_p(e.player)} plays again"
        case ev.PlayAgainLost():
            return f"    {_p(e.player)}'s extra turn is lost: the Age is over"
        case ev.AgeDealt():
            return f"== Age {e.age} =="
        case ev.StarterChosen():
            return f"    {_p(e.player)} begins Age {e.age}"
        case ev.GameOver():
            winner = "shared victory" if e.player is None else f"{_p(e.player)} wins"
            return f"Game over: {winner} ({_VICTORY_WORDS.get(e.victory, e.victory)})"
    return pantheon_view.event_line(e)


def move_lines(step: Step, number: int) -> list[str]:
    lines: list[str] = []
    first = True
    for e in step.events:
        line = event_line(e)
        if line is None:
            continue
        if first and not line.startswith(("    ", "==", "Game over")):
            line = f"{number:3}. {line}"
            first = False
        lines.append(line)
    return lines


def score_sheet(state: State) -> list[str]:
    sheets = [scoring.score(state, 0), scoring.score(state, 1)]
    lines = [f"{'':10}{'P0':>6}{'P1':>6}"]
    for part in sheets[0]:     # the parts in order (the Pantheon's divinities among them), then the total
        lines.append(f"{part:10}{sheets[0][part]:>6}{sheets[1][part]:>6}")
    return lines


def account(initial: State, steps: Iterable[Step]) -> str:
    rules = initial.game.rules
    setup = initial.setup
    lines = [
        f"{rules.title} — P{setup.first_player} begins",
        "progress tokens on the board: " + ", ".join(rules.progress[t].name for t in setup.board),
        "== Wonder draft ==",
    ]
    final = initial
    for i, step in enumerate(steps, start=1):
        lines.extend(move_lines(step, i))
        final = step.state
    if final.outcome is not None:
        lines.append("")
        lines.extend(score_sheet(final))
    return "\n".join(lines) + "\n"
