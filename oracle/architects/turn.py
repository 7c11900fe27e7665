"""A turn of 7 Wonders Architects: take a card, then everything it calls for (turn.*, build.*,
science.*, progress.*, cat.*, military.*, end.*).

A turn opens with the mover taking the top card of the deck on their left, of the deck on their
right or of the central deck (turn.take).  What a card, piece or token sets off at once (a cat
taken, conflict tokens turned, an extra card, a progress token to choose, a deck to look into)
is queued and decided first, in the order it arose.  With the queue empty, the mover owes the
turn's obligations in an order of their choosing: building a piece the cards pay for
(build.mandatory) and trading green cards for a progress token (science.trade).  With nothing
left, the turn ends by itself: a battle called this turn is fought (military.battle), the game
ends if the mover's wonder is complete (end.wonder), else play passes to the left (turn.order).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from oracle.architects.battle import STANDARD, after_battle, battle_victories
from oracle.architects.events import (
    CardDiscarded,
    CardTaken,
    CatMoved,
    ConflictTurned,
    GameOver,
    PieceBuilt,
    ProgressTaken,
    TurnBegins,
    VictoryTokens,
)
from oracle.architects.payments import Means, can_pay, payments
from oracle.architects.rules import Ruleset
from oracle.architects.scoring import outcome, wonder_complete
from oracle.architects.state import (
    ACT_PHASE,
    BUILD,
    CENTRAL_DECK,
    CHOOSE,
    KEEP,
    LOOK,
    PILE,
    TAKE,
    TAKE_PHASE,
    TRADE,
    Action,
    Pending,
    Setup,
    State,
)
from oracle.dsl import ast
from oracle.errors import IllegalMoveError

# The events of a move as the rules record them: (event class, field values...), made into events
# only when read (oracle.core.events.Events).
Log = list[tuple[Any, ...]]


def initial_state(rules: Ruleset, setup: Setup) -> State:
    """setup.*: the decks as dealt, three tokens face up, every conflict token at peace, no cat."""
    n = setup.players
    face_up = rules.spec.progress_face_up
    empty = tuple(0 for _ in rules.kinds)
    return State(
        setup=setup, decks=setup.decks, central=setup.central, discard=(), face_up=setup.progress[:face_up],
        pile=setup.progress[face_up:], flipped=0, cat=-1, hands=(empty,) * n, built=(0,) * n, tokens=((),) * n,
        victories=(0,) * n, mover=setup.first_player, phase=TAKE_PHASE,
    )


# ---- where cards are taken from -----------------------------------------------------------------

def within_reach(state: State, seat: int) -> tuple[int, int, int]:
    """turn.take: the deck on the seat's left (its own wonder's), on its right (its right
    neighbour's) and the central deck."""
    return seat, (seat - 1) % state.players, CENTRAL_DECK


def deck_name(rules: Ruleset, state: State, deck: int) -> str:
    """A deck as records name it: its wonder's name, or "central"."""
    return "central" if deck == CENTRAL_DECK else rules.wonders[state.setup.wonders[deck]].name


def by_wonder(state: State, deck: int) -> int:
    """An action's deck (a wonder, or CENTRAL_DECK) from a deck of the table (a seat, or CENTRAL_DECK)."""
    return deck if deck == CENTRAL_DECK else state.setup.wonders[deck]


def by_seat(state: State, deck: int) -> int:
    """The deck of the table (a seat) an action names by its wonder."""
    return deck if deck == CENTRAL_DECK else state.setup.wonders.index(deck)


def deck_cards(state: State, deck: int) -> tuple[int, ...]:
    return state.central if deck == CENTRAL_DECK else state.decks[deck]


def places(state: State, seat: int, choice: ast.DeckChoice) -> tuple[int, ...]:
    """The decks a deck choice of an effect names, for the seat that owns the effect."""
    if choice.any:
        return (*range(state.players), CENTRAL_DECK)
    left, right, central = within_reach(state, seat)
    where = {"left": left, "right": right, "central": central}
    return tuple(dict.fromkeys(where[p.value] for p in choice.places))


def _pop(state: State, deck: int, count: int = 1) -> tuple[State, tuple[int, ...]]:
    cards = deck_cards(state, deck)
    top, rest = cards[:count], cards[count:]
    if deck == CENTRAL_DECK:
        return state._replace(central=rest), top
    decks = list(state.decks)
    decks[deck] = rest
    return state._replace(decks=tuple(decks)), top


def _with_hand(state: State, seat: int, kind: int, delta: int) -> State:
    hands = list(state.hands)
    hand = list(hands[seat])
    hand[kind] += delta
    hands[seat] = tuple(hand)
    return state._replace(hands=tuple(hands))


# ---- what taking a card sets off --------------------------------------------------------------------

def _pending_of(state: State, seat: int, effect: ast.Effect) -> Pending | None:
    match effect:
        case ast.TakeTop(decks=decks):
            return Pending(TAKE, places(state, seat, decks))
        case ast.KeepFromTop(keep=keep, look=look, decks=decks):
            return Pending(LOOK, places(state, seat, decks), keep=keep, look=look)
        case ast.TakeProgress():
            return Pending(CHOOSE)
    raise ValueError(f"{effect.construct} is not a decision of Architects")


def took(rules: Ruleset, state: State, seat: int, kind: int, deck: int, log: Log) -> State:
    """A card enters the seat's city: its own effects (cat.take, military.horns), then the tokens
    waiting for such a card (progress.extra_card, once a turn each)."""
    state = _with_hand(state, seat, kind, 1)
    card = rules.kinds[kind]
    log.append((CardTaken, seat, card.name, deck_name(rules, state, deck)))
    if "cat" in card.takes:
        if state.cat != seat:
            log.append((CatMoved, seat))
        state = state._replace(cat=seat)
    if card.flips:
        total = rules.spec.conflict_tokens[state.players]
        before = state.flipped
        after = turned(before, card.flips, total)
        calls = battle_called(before, after, total)
        if after > before:
            log.append((ConflictTurned, seat, after - before, calls))
        state = state._replace(flipped=after, battle=state.battle or calls)
    return _token_triggers(rules, state, seat, "on_take", card.matches)


def turned(before: int, horns: int, total: int) -> int:
    """military.horns: the conflict tokens on their battle side after ``horns`` more; the horns
    beyond the last token are lost."""
    return min(total, before + horns)


def battle_called(before: int, after: int, total: int) -> bool:
    """military.battle_call: turning the last token (not any token) calls the battle."""
    return before < total == after


def _token_triggers(rules: Ruleset, state: State, seat: int, trigger: str,
                    fires: Callable[[tuple[str, ...]], bool] | None) -> State:
    """Queue what the seat's tokens waiting for ``trigger`` do (once a turn each, if so written)."""
    if not state.tokens[seat]:
        return state
    queued = list(state.pending)
    used = set(state.used)
    for t in sorted(set(state.tokens[seat])):
        token = rules.tokens[t]
        for clause in token.on_take if trigger == "on_take" else token.on_stage:
            if fires is not None and not fires(tuple(n.value for n in clause.taken)):
                continue
            if clause.once and t in used:
                continue
            used.add(t)
            queued.extend(p for e in clause.effects if (p := _pending_of(state, seat, e)) is not None)
    return state._replace(pending=tuple(queued), used=frozenset(used))


# ---- legal actions ------------------------------------------------------------------------------------

def means(rules: Ruleset, state: State, seat: int) -> Means:
    """What the seat can pay with this turn: its cards and its unused once-a-turn tokens."""
    boost = None
    any_mix = False
    for t in set(state.tokens[seat]):
        if t in state.used:
            continue
        token = rules.tokens[t]
        if token.counts_as is not None:
            boost = (token.counts_as.colour.value, token.counts_as.units)
        any_mix = any_mix or token.any_mix
    return Means(state.hands[seat], boost, any_mix)


def available_pieces(rules: Ruleset, state: State, seat: int) -> list[int]:
    """build.order: the unbuilt pieces whose every support is built."""
    built = state.built[seat]
    return [n for n, bit, need in rules.supports[state.setup.wonders[seat]]
            if not built & bit and built & need == need]


def builds(rules: Ruleset, state: State, seat: int) -> list[Action]:
    """build.mandatory: every piece the seat can pay for, with every way to pay."""
    wonder = rules.wonders[state.setup.wonders[seat]]
    m = means(rules, state, seat)
    return [Action(BUILD, piece=n, cards=p.cards, economy=p.economy, engineering=p.engineering)
            for n in available_pieces(rules, state, seat) for p in payments(rules, wonder.piece(n), m)]


def trades(rules: Ruleset, state: State, seat: int) -> list[Action]:
    """science.trade: the sets of green cards that buy a progress token, while one is on offer."""
    if not state.face_up and not state.pile:
        return []
    hand = state.hands[seat]
    science = rules.science_of
    by_symbol = {science[k]: k for k, n in enumerate(hand) if n and science[k]}
    if not by_symbol:
        return []
    identical = rules.spec.science_identical
    out = [Action(TRADE, cards=(k,) * identical) for k, n in enumerate(hand) if n >= identical and science[k]]
    for symbols in combinations(sorted(by_symbol), rules.spec.science_different):
        out.append(Action(TRADE, cards=tuple(sorted(by_symbol[s] for s in symbols))))
    return out


def _pending_actions(state: State, pending: Pending) -> list[Action]:
    match pending.kind:
        case "take":
            return [Action(TAKE, deck=by_wonder(state, d)) for d in pending.decks if deck_cards(state, d)]
        case "look":
            return [Action(LOOK, deck=by_wonder(state, d)) for d in pending.decks if deck_cards(state, d)]
        case "keep":
            return [Action(KEEP, card=k) for k in sorted(set(pending.cards))]
        case "choose":
            return [Action(CHOOSE, token=t) for t in sorted(set(state.face_up))] + (
                [Action(CHOOSE, token=PILE)] if state.pile else [])
    raise ValueError(pending.kind)


def legal_actions(rules: Ruleset, state: State) -> list[Action]:
    """Everything the mover may do now, sorted; empty once the game is over."""
    if state.outcome is not None:
        return []
    if state.phase == TAKE_PHASE:
        return sorted(Action(TAKE, deck=by_wonder(state, d)) for d in dict.fromkeys(within_reach(state, state.mover))
                      if deck_cards(state, d))
    if state.pending:
        return sorted(_pending_actions(state, state.pending[0]))
    return sorted(builds(rules, state, state.mover) + trades(rules, state, state.mover))


# ---- applying a decision -----------------------------------------------------------------------------------

def apply(rules: Ruleset, state: State, action: Action, variant: str = STANDARD) -> State:
    """The state after the mover's ``action``; an action not in :func:`legal_actions` raises
    :class:`IllegalMoveError` naming the rule it breaks."""
    return apply_logged(rules, state, action, variant)[0]


def apply_logged(rules: Ruleset, state: State, action: Action, variant: str = STANDARD,
                 check: bool = True) -> tuple[State, Log]:
    """:func:`apply`, with the events of the move in the order they happened (``check``: refuse an
    action not in :func:`legal_actions`; off only for an action known to be legal)."""
    if check and action not in legal_actions(rules, state):
        raise IllegalMoveError(_rule(rules, state, action), _why(state, action))
    log: Log = []
    seat = state.mover
    deck = by_seat(state, action.deck) if action.kind in (TAKE, LOOK) else CENTRAL_DECK
    if state.phase == TAKE_PHASE:
        state, (card,) = _pop(state._replace(phase=ACT_PHASE), deck)
        state = took(rules, state, seat, card, deck, log)
    elif action.kind == TAKE:
        state, (card,) = _pop(state._replace(pending=state.pending[1:]), deck)
        state = took(rules, state, seat, card, deck, log)
    elif action.kind == LOOK:
        look = state.pending[0]
        state, cards = _pop(state._replace(pending=state.pending[1:]), deck, look.look)
        state = state._replace(pending=(Pending(KEEP, cards=cards, deck=deck, keep=look.keep), *state.pending))
    elif action.kind == KEEP:
        state = _keep(rules, state, seat, action.card, log)
    elif action.kind == CHOOSE:
        state = _choose(rules, state._replace(pending=state.pending[1:]), seat, action.token, log)
    elif action.kind == TRADE:
        state = _spend(rules, state, seat, action.cards, "trade", log)
        state = state._replace(pending=(*state.pending, Pending(CHOOSE)))
    else:
        state = _build(rules, state, seat, action, log)
    return settle(rules, state, variant, log), log


def _spend(rules: Ruleset, state: State, seat: int, cards: tuple[int, ...], reason: str,
           log: Log) -> State:
    for k in cards:
        state = _with_hand(state, seat, k, -1)
        log.append((CardDiscarded, seat, rules.kinds[k].name, reason))
    return state._replace(discard=state.discard + cards)


def _build(rules: Ruleset, state: State, seat: int, action: Action, log: Log) -> State:
    """build.cost, build.effect: the cards spent, the piece built, its effects and the tokens
    waiting for a piece (once a turn each)."""
    log.append((PieceBuilt, seat, rules.wonders[state.setup.wonders[seat]].name, action.piece))
    state = _spend(rules, state, seat, action.cards, "build", log)
    used = set(state.used)
    for t in set(state.tokens[seat]):
        token = rules.tokens[t]
        if (action.economy and token.counts_as is not None) or (action.engineering and token.any_mix):
            used.add(t)
    built = list(state.built)
    built[seat] |= 1 << (action.piece - 1)
    state = state._replace(built=tuple(built), used=frozenset(used))
    piece = rules.wonders[state.setup.wonders[seat]].piece(action.piece)
    queued = [p for e in piece.effects if (p := _pending_of(state, seat, e)) is not None]
    state = state._replace(pending=(*state.pending, *queued))
    return _token_triggers(rules, state, seat, "on_stage", None)


def _keep(rules: Ruleset, state: State, seat: int, card: int, log: Log) -> State:
    """keep K of top N: the card kept enters the city; the others are shuffled back into their deck
    with the next order of setup.reshuffles (wonder.halicarnassus_rest)."""
    pending = state.pending[0]
    rest = list(pending.cards)
    rest.remove(card)
    state = state._replace(pending=state.pending[1:])
    combined = (*rest, *deck_cards(state, pending.deck))
    if state.reshuffled < len(state.setup.reshuffles):
        order = state.setup.reshuffles[state.reshuffled]
        combined = tuple(combined[i] for i in order if i < len(combined))
        state = state._replace(reshuffled=state.reshuffled + 1)
    if pending.deck == CENTRAL_DECK:
        state = state._replace(central=tuple(combined))
    else:
        decks = list(state.decks)
        decks[pending.deck] = tuple(combined)
        state = state._replace(decks=tuple(decks))
    return took(rules, state, seat, card, pending.deck, log)


def _choose(rules: Ruleset, state: State, seat: int, token: int, log: Log) -> State:
    """progress.take: a face-up token (replaced at once from the pile) or the top of the pile."""
    face_up, pile = list(state.face_up), state.pile
    if token == -1:
        token, pile = pile[0], pile[1:]
    else:
        i = face_up.index(token)
        if pile:
            face_up[i], pile = pile[0], pile[1:]
        else:
            del face_up[i]
    tokens = list(state.tokens)
    tokens[seat] = tuple(sorted((*tokens[seat], token)))
    log.append((ProgressTaken, seat, rules.tokens[token].name))
    return state._replace(face_up=tuple(face_up), pile=pile, tokens=tuple(tokens))


def settle(rules: Ruleset, state: State, variant: str, log: Log) -> State:
    """Drop decisions nothing is left to decide (an effect taking from empty decks, a token with none
    on offer); end the turn when the mover owes nothing (turn.actions)."""
    while state.pending and not _pending_actions(state, state.pending[0]):
        state = state._replace(pending=state.pending[1:])
    if state.pending or state.phase == TAKE_PHASE:
        return state
    if can_build(rules, state, state.mover) or trades(rules, state, state.mover):
        return state
    return end_turn(rules, state, variant, log)


def can_build(rules: Ruleset, state: State, seat: int) -> bool:
    """build.mandatory: whether the seat can pay for some available piece (:func:`builds` is not empty)."""
    wonder = rules.wonders[state.setup.wonders[seat]]
    m = means(rules, state, seat)
    return any(can_pay(rules, wonder.piece(n), m) for n in available_pieces(rules, state, seat))


def end_turn(rules: Ruleset, state: State, variant: str, log: Log) -> State:
    """military.battle_call, end.wonder, turn.order: the battle called this turn, the end of the game
    if the mover's wonder is complete, else the next turn for the player on the left."""
    if state.battle:
        won = battle_victories(rules, state, variant)
        log.extend((VictoryTokens, s, n) for s, n in enumerate(won) if n)
        log.extend((CardDiscarded, s, rules.kinds[k].name, "battle") for s, hand in enumerate(state.hands)
                   for k, n in enumerate(hand) if rules.kinds[k].flips for _ in range(n))
        state = after_battle(rules, state, won)
    if wonder_complete(rules, state, state.mover):
        return _over(rules, state, "civilian", log)
    nxt = (state.mover + 1) % state.players
    state = state._replace(mover=nxt, phase=TAKE_PHASE, used=frozenset(), turn=state.turn + 1)
    if not any(deck_cards(state, d) for d in within_reach(state, nxt)):
        return _over(rules, state, "exhausted", log)   # rulings.toml turn.no_card
    log.append((TurnBegins, nxt, state.turn))
    return state


def _over(rules: Ruleset, state: State, victory: str, log: Log) -> State:
    result = outcome(rules, state, victory)
    log.append((GameOver, victory, result.winners[0] if len(result.winners) == 1 else None))
    return state._replace(outcome=result)


# ---- why an action is illegal -------------------------------------------------------------------------------

def _rule(rules: Ruleset, state: State, action: Action) -> str:
    """The rule an illegal ``action`` breaks, as precisely as the state tells."""
    if state.outcome is not None:
        return "end.wonder"
    if state.phase == TAKE_PHASE:
        reach = within_reach(state, state.mover)
        if action.kind == TAKE and action.deck in (CENTRAL_DECK, *state.setup.wonders) \
                and by_seat(state, action.deck) in reach and not deck_cards(state, by_seat(state, action.deck)):
            return "turn.empty_deck"
        return "turn.take"
    if state.pending:
        return {"take": "progress.extra_card", "choose": "progress.take", "look": "build.effect",
                "keep": "build.effect"}[state.pending[0].kind]
    if action.kind == BUILD:
        return _build_rule(rules, state, action)
    return {TRADE: "science.trade"}.get(action.kind, "turn.actions")


def _build_rule(rules: Ruleset, state: State, action: Action) -> str:
    """build.order for a piece not available (built, or resting on a piece not built); build.gold
    for cards that would pay but spend gold on a resource the player holds; else build.cost."""
    if action.piece not in available_pieces(rules, state, state.mover):
        return "build.order"
    wild = [k for k, kind in enumerate(rules.kinds) if kind.wild]
    spent_gold = sum(action.cards.count(k) for k in wild)
    hand = state.hands[state.mover]
    held = all(action.cards.count(k) <= hand[k] for k in set(action.cards) if 0 <= k < len(hand))
    if spent_gold and held and any(a.piece == action.piece and len(a.cards) == len(action.cards)
                                   and sum(a.cards.count(k) for k in wild) < spent_gold
                                   for a in builds(rules, state, state.mover)):
        return "build.gold"
    return "build.cost"


def _why(state: State, action: Action) -> str:
    if state.outcome is not None:
        return "the game is over"
    if state.phase == TAKE_PHASE:
        return "a turn opens with taking the top card of the deck on the left, on the right or the central deck"
    if state.pending:
        return f"the {state.pending[0].kind} decision owed first does not allow this"
    if action.kind == BUILD:
        return "the piece cannot be built now, or not with those cards"
    if action.kind == TRADE:
        return "those green cards do not buy a progress token now"
    return "this is not one of the turn's actions"
