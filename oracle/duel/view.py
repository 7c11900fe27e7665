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

from collections.abc import Iterable, Sequence
from typing import Any

from oracle.core.account import (
    Ending,
    Header,
    Line,
    Section,
    Told,
    age,
    as_lines,
    coins,
    counted,
    game_over,
    on_points,
    seat,
    sentence,
    write,
)
from oracle.core.events import Event
from oracle.core.expansions import Hooks
from oracle.core.prng import SplitMix64
from oracle.duel import events as ev
from oracle.duel import scoring
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
        pending = {"player": d.player, "action": rules.decisions[d.kind].action}
    view["pending"] = pending
    for key, part in state.game.hooks.table("view_parts").items():
        view[key] = part(state, None, omniscient=True)
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
    for key, part in state.game.hooks.table("view_parts").items():
        view[key] = part(state, None)
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
    rules, hooks = state.game.rules, state.game.hooks
    structure: list[dict[str, Any]] = []
    marks: dict[int, dict[str, Any]] = {}    # what the ruleset's expansions lay on slots, by slot
    for laid in hooks.call("slot_marks", state):
        for slot, mark in laid.items():
            marks.setdefault(slot, {}).update(mark)
    laid, face_up, accessible = state.structure, state.face_up, state.accessible
    if state.age == 0 and rules.constants.structure_first:     # setup.structure_first: Age I seen in the draft
        layout = rules.layouts[0]
        laid, face_up, accessible = state.setup.ages[0], layout.face_up, layout.initially_accessible
    for slot, card in enumerate(laid):
        if card < 0:
            structure.append({"slot": slot, "card": None})
        elif face_up >> slot & 1:
            structure.append({"slot": slot, "card": rules.cards[card].name,
                              "accessible": slot in accessible})
        else:
            back = _back(rules, rules.cards[card].deck)
            structure.append({"slot": slot, "card": None, "back": back})
        if card >= 0 and slot in marks:
            structure[-1].update(marks[slot])
    pending = None
    if state.pending:
        d = state.pending[0]
        kind, field = rules.decisions[d.kind][:2]
        if (d.kind == PROGRESS_FROM_BOX and d.player != player) or any(hooks.call("hidden_options", d, player)):
            options: list[Any] | None = None
        elif field == "player":
            options = list(d.options)
        elif field == "token":
            options = [rules.progress[o].name for o in d.options]
        elif field == "wonder":
            options = [rules.wonders[o].name for o in d.options]
        elif (named := hooks.call("option_names", rules, field, d.options)) is not None:
            options = named
        else:
            options = [rules.cards[o].name if o >= 0 else None for o in d.options]
        pending = {"player": d.player, "action": kind, "options": options}
    cities = []
    for p in (0, 1):
        city = state.cities[p]
        built = city.built_wonders
        cities.append({
            "coins": state.coins[p],
            "cards": [rules.cards[c].name for c in city.cards],
            "wonders": [{"wonder": rules.wonders[w].name,
                         "built": w in built,
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
                           for t in rules.track.looting
                           if state.looting[t.index] and not (hooks and hooks.call("zone_token", rules, t))],
        "wonders_on_offer": [rules.wonders[w].name for w in state.offer] if state.age == 0 else [],
        "structure": structure,
        "progress_board": [rules.progress[t].name for t in state.board],
        "discard": [rules.cards[c].name for c in state.discard],
        "pending": pending,
        "cities": cities,
    }
    for key, part in hooks.table("view_parts").items():
        view[key] = part(state, player)
    return view


def _back(rules: Any, deck: str) -> str:
    """view.hidden: the back a face-down card of ``deck`` shows: the Age's, the cards joining Age III
    (the guilds'), or a mixed deck's own (setup.mixed_decks)."""
    c = rules.constants
    if deck == c.extra_deck:
        return c.extra_back
    for mixed in c.mixed_decks:
        if mixed.deck == deck:
            return mixed.back
    return AGE_BACK


def resample(state: State, player: int, rng: SplitMix64) -> State:
    """A state ``player`` cannot tell apart from ``state`` (view.hidden), everything hidden
    redrawn: the wonders not yet revealed, the order of the box, the face-down cards of the
    structure (among the cards of their back not yet seen: the face-down ones and the ones
    removed at setup, save one an expansion has brought into play, the current Age's deal following
    them), and the deals of the Ages to come."""
    rules = state.game.rules
    setup = state.setup
    c = rules.constants
    # wonders not yet revealed in the draft
    revealed = len(setup.wonders) if state.age > 0 else state.picks + len(state.offer)
    unseen = [w for w in range(len(rules.wonders)) if w not in setup.wonders[:revealed]]
    wonders = setup.wonders[:revealed] + tuple(rng.shuffled(unseen)[:len(setup.wonders) - revealed])
    # the order of the box, unless the player is choosing among its first tokens right now (an opponent
    # choosing among them chooses among the first of the box redrawn; one choosing among them all, sorted,
    # keeps that choice)
    choosing = any(d.kind == PROGRESS_FROM_BOX and d.player == player for d in state.pending)
    box = state.box if choosing else tuple(rng.shuffled(state.box))
    # face-down cards of the structure on the table (Age I's during the draft where it is laid out first:
    # setup.structure_first), per back
    age = state.age or (1 if c.structure_first else 0)
    structure = list(state.structure if state.age else setup.ages[0] if age else ())
    face_up = state.face_up if state.age else rules.layouts[0].face_up
    if age > 0:
        dealt = set(setup.ages[age - 1])
        dealt.update(state.discard)     # a card left out at setup and brought into play is seen: not in the pool
        for city in state.cities:
            dealt.update(city.cards)
        extra = [rules.deck(rules.constants.extra_deck)] if age == len(AGES_OF) - 1 else []
        decks = [rules.deck(AGES_OF[age]), *extra]
        for deck in decks:
            members = {card.index for card in deck}
            slots = [s for s, card in enumerate(structure)
                     if card >= 0 and card in members and not face_up >> s & 1]
            pool = [structure[s] for s in slots] + [card for card in members if card not in dealt]
            for slot, card in zip(slots, rng.shuffled(pool), strict=False):
                structure[slot] = card
    # the Ages to come
    fresh = draw_setup(rules, rng)
    later = [list(deal) for deal in fresh.ages]
    if c.mixed_decks and age > 0:
        _mixed_redrawn(state, age, face_up, structure, later, rng)
    ages = tuple(setup.ages[k] if k < age else tuple(later[k]) for k in range(len(setup.ages)))
    if age == 0:
        ages = fresh.ages
    else:   # the current Age's deal as the structure now shows it: the cards redrawn lie in their slots
        deal = setup.ages[age - 1]
        now = tuple(card if card >= 0 else deal[s] for s, card in enumerate(structure))
        ages = (*ages[:age - 1], now, *ages[age:])
    if not state.age:
        structure = list(state.structure)      # nothing lies on the table during the draft itself
    new_setup = setup._replace(wonders=wonders if c.wonders_in_draft == len(setup.wonders) else setup.wonders,
                               box=setup.box, ages=ages)
    offer = state.offer
    pending = state.pending
    if box != state.box:    # the opponent choosing among the box's first tokens: theirs follow the box redrawn
        pending = tuple(d._replace(options=box[:len(d.options)])
                        if d.kind == PROGRESS_FROM_BOX and d.options and d.options != tuple(sorted(state.box)) else d
                        for d in pending)
    redrawn = state._replace(setup=new_setup, box=box, structure=tuple(structure), offer=offer, pending=pending)
    return state.game.hooks.call("resample", redrawn, state, player, rng)


def _mixed_redrawn(state: State, age: int, face_up: int, structure: list[int], later: list[list[int]],
                   rng: SplitMix64) -> None:
    """setup.mixed_decks, view.hidden: the face-down cards of a mixed deck in the structure of Age ``age``
    (``face_up`` its face-up slots) redrawn (in ``structure``) among its cards nobody has seen (those face
    down and those not dealt to an Age so far), and the Ages to come (``later``, freshly drawn) given the
    ones left, so that no card is dealt twice."""
    rules, setup = state.game.rules, state.setup
    for mixed in rules.constants.mixed_decks:
        members = set(rules.deck_indices(mixed.deck))
        so_far = {card for deal in setup.ages[:age] for card in deal if card in members}
        slots = [s for s, card in enumerate(structure)
                 if card >= 0 and card in members and not face_up >> s & 1]
        pool = rng.shuffled([structure[s] for s in slots] + sorted(members - so_far))
        for slot, card in zip(slots, pool, strict=False):
            structure[slot] = card
        left = iter(pool[len(slots):])
        for k in range(age, len(later)):
            later[k] = [next(left) if card in members else card for card in later[k]]


# ---- the account of a game ----------------------------------------------------------------------

# victory.* -> how the winner won, as the end of the account says it
_HOW = {"military": "by military supremacy", "science": "by scientific supremacy",
        "civilian": "on points (a civilian victory)"}

# the events that say what a move itself did (the first of them in a step is the move's sentence)
_MOVE_EVENTS: tuple[type[Event], ...] = (
    ev.WonderPicked, ev.CardBuilt, ev.CardDiscarded, ev.WonderBuilt, ev.StarterChosen, ev.ProgressTaken,
    ev.CardDestroyed)


def event_line(e: Event, mover: int | None = None, hooks: Hooks | None = None) -> str | None:
    """The sentence of one event, on its own (``None`` for the coins a build costs, which its build's
    sentence says, and for the coins a looting token takes, which the looting's sentence says).
    ``mover``: who made the move that caused it, where the sentence names them; ``hooks``: the
    expansions of the game it happened in, which word their own events."""
    line = _event_words(e, mover, hooks)
    return None if line is None else sentence(line)


def _event_words(e: Event, mover: int | None, hooks: Hooks | None) -> str | None:
    match e:
        case ev.WonderPicked():
            return f"{seat(e.player)} picks {e.wonder}"
        case ev.CardBuilt():
            if e.via == "chain":
                how = "for nothing through a chain"
            elif e.via == "discard pile":
                how = "from the discard pile for nothing"
            else:
                how = "for " + coins(e.cost) if e.cost else "for nothing"
            return f"{seat(e.player)} builds {e.card} {how}"
        case ev.CardDiscarded():
            return f"{seat(e.player)} discards {e.card}"
        case ev.WonderBuilt():
            cost = "for " + coins(e.cost) if e.cost else "for nothing"
            return f"{seat(e.player)} builds {e.wonder} with {e.card} {cost}"
        case ev.CoinsChanged():
            if e.reason in ("cost", "trade") or e.source == "looting":
                return None
            if e.reason == "opponent trade":
                return f"{seat(e.player)} gains {coins(e.amount)} from {seat(1 - e.player)}'s trade"
            why = "discard" if e.reason == "discard" else e.source
            gains = "gains" if e.amount >= 0 else "loses"
            return f"{seat(e.player)} {gains} {coins(abs(e.amount))} ({why})"
        case ev.PawnMoved():
            spaces = counted(abs(e.spaces), "space")
            return f"the conflict pawn moves {spaces} toward {seat(1 - e.player)}'s capital ({e.source})"
        case ev.LootingTokenTaken():
            if not e.lost:
                return f"the {ev.looting_name(e.token)} is taken; {seat(e.player)} has no coins to lose"
            return f"{seat(e.player)} loses {coins(e.lost)} to the {ev.looting_name(e.token)}"
        case ev.CardRevealed():
            return f"{e.card} is revealed"
        case ev.ProgressTaken():
            where = f" from the {e.source}" if e.source else ""
            return f"{seat(e.player)} takes the progress token {e.token}{where}"
        case ev.CardDestroyed():
            return f"{seat(1 - e.player)} destroys {seat(e.player)}'s {e.card}"
        case ev.WonderRemoved():
            return f"{e.wonder} goes back to the box (the wonder cap is reached)"
        case ev.PlayAgain():
            return f"{seat(e.player)} plays again"
        case ev.PlayAgainLost():
            return f"{seat(e.player)}'s extra turn is lost: the Age is over"
        case ev.AgeDealt():
            return f"{age(e.age)} is dealt"
        case ev.StarterChosen():
            if mover is None:
                return f"{seat(e.player)} begins {age(e.age)}"
            if mover == e.player:
                return f"{seat(mover)} chooses to begin {age(e.age)}"
            return f"{seat(mover)} chooses {seat(e.player)} to begin {age(e.age)}"
        case ev.GameOver():
            return _ending(e, hooks=hooks).text
    words = hooks.table("event_words").get(e.kind) if hooks is not None else None
    return None if words is None else words(e, mover)


def _ending(e: ev.GameOver, final: State | None = None, hooks: Hooks | None = None) -> Ending:
    """victory.*, victory.tie_break: how the game ended (``final``: the last state, whose points say
    whether a tie of points was broken; ``hooks``: the game's expansions, whose victories they word)."""
    winners = (0, 1) if e.player is None else (e.player,)
    if final is not None:
        hooks = final.game.hooks
    added = hooks.table("victories").get(e.victory) if hooks is not None else None
    how = added.how if added is not None else _HOW.get(e.victory, f"({e.victory})")
    if e.victory == "civilian" and final is not None:
        totals = [scoring.score(final, p)["total"] for p in (0, 1)]
        how = on_points(totals, winners, "more points from blue cards") + " (a civilian victory)"
    return game_over(winners, how)


def _line(e: Event, events: Sequence[Event], mover: int, after: State) -> Line | None:
    """The line of ``e`` among the events of its move: an Age's section, the ending, or its sentence
    (a discard says the coins it brings, which then have no line of their own)."""
    if isinstance(e, ev.AgeDealt):
        return Section(age(e.age))
    if isinstance(e, ev.GameOver):
        return _ending(e, after)
    if isinstance(e, ev.CoinsChanged) and e.reason == "discard":
        return None
    line = event_line(e, mover, after.game.hooks)
    if isinstance(e, ev.CardDiscarded) and line is not None:
        gained = sum(c.amount for c in events if isinstance(c, ev.CoinsChanged) and c.reason == "discard"
                     and c.player == e.player and c.source == e.card)
        line += f" for {coins(gained)}"
    return line


def told(before: State, step: Step) -> Told:
    """One move of the record as the account tells it: the sentence of the first event saying what
    the move did (or the decision it settled), then the lines of the others, in order."""
    mover = before.to_move
    events = list(step.events)
    moves = _MOVE_EVENTS + tuple(before.game.hooks.table("move_events").values())
    own = next((i for i, e in enumerate(events) if isinstance(e, moves)), None)
    after = step.state
    kind = before.game.rules.decisions[before.pending[0].kind] if before.pending else None
    said = kind.told(before, step, mover, own) if kind is not None and kind.told is not None else None
    line = _line(events[own], events, mover, after) if said is None and own is not None else None
    if said is not None:
        move, own = said
    elif isinstance(line, str):
        move = line
    else:
        move, own = (f"{seat(mover)} decides: {kind.words}" if kind is not None else f"{seat(mover)} moves"), None
    rest = [_line(e, events, mover, after) for i, e in enumerate(events) if i != own]
    return Told(move, as_lines(rest))


def account(initial: State, steps: Iterable[Step]) -> str:
    """The readable account of a game (:mod:`oracle.core.account`): who begins and the progress
    tokens on the board, the wonder draft, the Ages, every move and what it caused, the score sheet."""
    rules = initial.game.rules
    setup = initial.setup
    header = Header(initial.game.ruleset_title, 2, f"{seat(setup.first_player)} begins",
                    ("progress tokens on the board: " + ", ".join(rules.progress[t].name for t in setup.board),),
                    "Wonder draft")
    moves = []
    final = initial
    for step in steps:
        moves.append(told(final, step))
        final = step.state
    sheets = [scoring.score(final, 0), scoring.score(final, 1)] if final.outcome is not None else None
    return write(header, moves, sheets)
