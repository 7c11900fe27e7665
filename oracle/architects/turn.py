"""A turn of 7 Wonders Architects: take a card, then everything it calls for (turn.*, build.*,
science.*, progress.*, cat.*, military.*, end.*).

A turn opens with the mover taking the top card of the deck on their left, of the deck on their
right or of the central deck (turn.take).  The card's own effects follow at once (the cat taken,
conflict tokens turned).  Then the mover carries out, in the order they choose, everything the
turn calls for (turn.actions): building a piece the cards pay for (build.mandatory), trading green
cards for a progress token (science.trade) and taking the extra cards their progress tokens give,
whenever they wish during the turn (progress.any_time).  What a built piece or a trade sets off
(a card to take, a deck to look into and a card to keep, a progress token to choose) is part of
that action and is decided at once, before anything else (build.effect, science.trade).  With
nothing left, the turn ends by itself: a battle called this turn is fought (military.battle), the
game ends if the mover's wonder is complete (end.wonder), else play passes to the left (turn.order).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from operator import itemgetter
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
    TurnPassed,
    VictoryTokens,
)
from oracle.architects.payments import Means, affords, holding, payments, remembered
from oracle.architects.ruleset import Ruleset
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
    Draft,
    Pending,
    Position,
    Setup,
    State,
    replaced,
)
from oracle.core.events import Log
from oracle.dsl import ast
from oracle.errors import IllegalMoveError

# The events of a move as the rules record them: (event class, field values...), made into events
# only when read (oracle.core.events.Events).

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

def within_reach(state: Position, seat: int) -> tuple[int, int, int]:
    """turn.take: the deck on the seat's left (its own wonder's), on its right (its right
    neighbour's) and the central deck."""
    return seat, (seat - 1) % state.players, CENTRAL_DECK


def deck_name(rules: Ruleset, state: Position, deck: int) -> str:
    """A deck as records name it: its wonder's name, or "central"."""
    return "central" if deck == CENTRAL_DECK else rules.wonders[state.setup.wonders[deck]].name


def by_wonder(state: Position, deck: int) -> int:
    """An action's deck (a wonder, or CENTRAL_DECK) from a deck of the table (a seat, or CENTRAL_DECK)."""
    return deck if deck == CENTRAL_DECK else state.setup.wonders[deck]


def by_seat(state: Position, deck: int) -> int:
    """The deck of the table (a seat) an action names by its wonder."""
    return deck if deck == CENTRAL_DECK else state.setup.wonders.index(deck)


def deck_cards(state: Position, deck: int) -> tuple[int, ...]:
    return state.central if deck == CENTRAL_DECK else state.decks[deck]


def places(state: Position, seat: int, choice: ast.DeckChoice) -> tuple[int, ...]:
    """The decks a deck choice of an effect names, for the seat that owns the effect."""
    if choice.any:
        return (*range(state.players), CENTRAL_DECK)
    left, right, central = within_reach(state, seat)
    where = {"left": left, "right": right, "central": central}
    return tuple(dict.fromkeys(where[p.value] for p in choice.places))


def _set_deck(draft: Draft, deck: int, cards: tuple[int, ...]) -> None:
    """A deck of the table (a seat, or CENTRAL_DECK) now holds ``cards``, top first."""
    if deck == CENTRAL_DECK:
        draft.central = cards
    else:
        draft.decks = replaced(draft.decks, deck, cards)


def _pop(draft: Draft, deck: int, count: int = 1) -> tuple[int, ...]:
    """The top ``count`` cards of a deck, taken off it."""
    if deck == CENTRAL_DECK:
        cards = draft.central
        draft.central = cards[count:]
    else:
        decks = draft.decks
        cards = decks[deck]
        draft.decks = decks[:deck] + (cards[count:],) + decks[deck + 1:]
    return cards[:count]


def _with_hand(draft: Draft, seat: int, kind: int, delta: int) -> None:
    """``delta`` more cards of ``kind`` in front of the seat."""
    hands = draft.hands
    hand = hands[seat]
    draft.hands = hands[:seat] + (hand[:kind] + (hand[kind] + delta,) + hand[kind + 1:],) + hands[seat + 1:]


# ---- what taking a card sets off --------------------------------------------------------------------

def _pending_of(state: Position, seat: int, effect: ast.Effect) -> Pending | None:
    match effect:
        case ast.TakeTop(decks=decks):
            return Pending(TAKE, places(state, seat, decks))
        case ast.KeepFromTop(keep=keep, look=look, decks=decks):
            return Pending(LOOK, places(state, seat, decks), keep=keep, look=look)
        case ast.TakeProgress():
            return Pending(CHOOSE)
    raise ValueError(f"{effect.construct} is not a decision of Architects")


def took(rules: Ruleset, draft: Draft, seat: int, kind: int, deck: int, log: Log) -> None:
    """A card enters the seat's city: its own effects (cat.take, military.horns), then the tokens
    waiting for such a card (progress.extra_card, once a turn each)."""
    hands = draft.hands     # _with_hand(draft, seat, kind, 1)
    hand = hands[seat]
    draft.hands = hands[:seat] + (hand[:kind] + (hand[kind] + 1,) + hand[kind + 1:],) + hands[seat + 1:]
    card = rules.kinds[kind]
    log.append((CardTaken, seat, card.name,
                "central" if deck == CENTRAL_DECK else rules.wonders[draft.setup.wonders[deck]].name))
    if card.takes and "cat" in card.takes:
        if draft.cat != seat:
            log.append((CatMoved, seat))
        draft.cat = seat
    if card.flips:
        total = rules.spec.conflict_tokens[draft.players]
        before = draft.flipped
        after = turned(before, card.flips, total)
        calls = battle_called(before, after, total)
        if after > before:
            log.append((ConflictTurned, seat, after - before, calls))
        draft.flipped = after
        draft.battle = draft.battle or calls
    if draft.tokens[seat]:
        _token_triggers(rules, draft, seat, "on_take", card.matches)


def turned(before: int, horns: int, total: int) -> int:
    """military.horns: the conflict tokens on their battle side after ``horns`` more; the horns
    beyond the last token are lost."""
    return min(total, before + horns)


def battle_called(before: int, after: int, total: int) -> bool:
    """military.battle_call: turning the last token (not any token) calls the battle."""
    return before < total == after


def _token_triggers(rules: Ruleset, draft: Draft, seat: int, trigger: str,
                    fires: Callable[[tuple[str, ...]], bool] | None) -> None:
    """Queue what the seat's tokens waiting for ``trigger`` do (once a turn each, if so written),
    as decisions their owner takes when they wish during the turn (progress.any_time)."""
    tokens = draft.tokens[seat]
    triggers = rules.on_take if trigger == "on_take" else rules.on_stage
    if not tokens or rules.waiting[trigger].isdisjoint(tokens):   # no token waits for it
        return
    queued = list(draft.pending)
    used = set(draft.used)
    for t in sorted(set(tokens)):
        for clause, taken in triggers[t]:
            if fires is not None and not fires(taken):
                continue
            if clause.once and t in used:
                continue
            used.add(t)
            queued.extend(p._replace(free=True) for e in clause.effects
                          if (p := _pending_of(draft, seat, e)) is not None)
    draft.pending = tuple(queued)
    draft.used = frozenset(used)


# ---- legal actions ------------------------------------------------------------------------------------

def means(rules: Ruleset, state: Position, seat: int) -> Means:
    """What the seat can pay with this turn: its cards and its unused once-a-turn tokens."""
    return Means(state.hands[seat], *_modifiers(rules, state, seat))


_UNMODIFIED: tuple[tuple[str, int] | None, bool] = (None, False)


def _modifiers(rules: Ruleset, state: Position, seat: int) -> tuple[tuple[str, int] | None, bool]:
    """progress.once_per_turn: what the seat's tokens not used this turn change in a payment (a card
    counting as more units, the demand set aside), as :class:`Means` holds them."""
    tokens = state.tokens[seat]
    if not tokens or rules.modifying.isdisjoint(tokens):
        return _UNMODIFIED
    key = ("modifiers", tokens, state.used)
    found: tuple[tuple[str, int] | None, bool] | None = rules.memo.get(key)
    if found is None:
        found = remembered(rules, key, lambda: _work_modifiers(rules, tokens, state.used))
    return found


def _work_modifiers(rules: Ruleset, tokens: tuple[int, ...],
                    used: frozenset[int]) -> tuple[tuple[str, int] | None, bool]:
    """:func:`_modifiers`, worked out afresh."""
    boost = None
    any_mix = False
    for t in set(tokens):
        if t in used:
            continue
        token = rules.tokens[t]
        if token.counts_as is not None:
            boost = (token.counts_as.colour.value, token.counts_as.units)
        any_mix = any_mix or token.any_mix
    return boost, any_mix


def available_pieces(rules: Ruleset, state: Position, seat: int) -> list[int]:
    """build.order: the unbuilt pieces whose every support is built (remembered by the wonder and
    the pieces built)."""
    wonder, built = state.setup.wonders[seat], state.built[seat]
    key = ("available", wonder, built)
    found: tuple[int, ...] | None = rules.memo.get(key)
    if found is None:
        found = remembered(rules, key, lambda: tuple(n for n, bit, need in rules.supports[wonder]
                                                     if not built & bit and built & need == need))
    return list(found)


def _city(rules: Ruleset, state: Position, seat: int, question: str) -> tuple[Any, ...]:
    """The memo's key of ``question`` on what the pieces a seat can build and the ways to pay depend
    on: its wonder, the pieces built, its tokens' modifiers (:func:`means`) and the cards of each
    kind a payment may spend."""
    boost, any_mix = _modifiers(rules, state, seat) if state.tokens[seat] else _UNMODIFIED
    return (question, state.setup.wonders[seat], state.built[seat], boost, any_mix,
            rules.count_payable(state.hands[seat]))


def builds(rules: Ruleset, state: Position, seat: int) -> list[Action]:
    """build.mandatory: every piece the seat can pay for, with every way to pay (remembered by
    :func:`_city`)."""
    key = _city(rules, state, seat, "builds")
    found = rules.memo.get(key)
    if found is None:
        found = remembered(rules, key, lambda: tuple(_builds(rules, state, seat)))
    return list(found)


def _builds(rules: Ruleset, state: Position, seat: int) -> list[Action]:
    """:func:`builds`, worked out afresh."""
    wonder = rules.wonders[state.setup.wonders[seat]]
    m = means(rules, state, seat)
    return [Action(BUILD, piece=n, cards=p.cards, economy=p.economy, engineering=p.engineering)
            for n in available_pieces(rules, state, seat) for p in payments(rules, wonder.piece(n), m)]


def trades(rules: Ruleset, state: Position, seat: int) -> list[Action]:
    """science.trade: the sets of green cards that buy a progress token, while one is on offer
    (remembered by the cards of each green kind held)."""
    if not state.face_up and not state.pile:
        return []
    hand = state.hands[seat]
    held = rules.count_science(hand)
    if not any(held):
        return []
    key = ("trades", held)
    found = rules.memo.get(key)
    if found is None:
        found = remembered(rules, key, lambda: tuple(_trades(rules, hand)))
    return list(found)


def _trades(rules: Ruleset, hand: tuple[int, ...]) -> list[Action]:
    """:func:`trades` with a token on offer, worked out afresh."""
    science = rules.science_of
    by_symbol = {science[k]: k for k, n in enumerate(hand) if n and science[k]}
    if not by_symbol:
        return []
    identical = rules.spec.science_identical
    out = [Action(TRADE, cards=(k,) * identical) for k, n in enumerate(hand) if n >= identical and science[k]]
    for symbols in combinations(sorted(by_symbol), rules.spec.science_different):
        out.append(Action(TRADE, cards=tuple(sorted(by_symbol[s] for s in symbols))))
    return out


def _pending_actions(state: Position, pending: Pending) -> list[Action]:
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


def _owes(state: Position, pending: Pending) -> bool:
    """Whether a decision queued is left to decide (:func:`_pending_actions` is not empty): a deck
    to take from or look into holds cards, a token is on offer; cards looked at are always there."""
    match pending.kind:
        case "take" | "look":
            return any(deck_cards(state, d) for d in pending.decks)
        case "keep":
            return bool(pending.cards)
        case "choose":
            return bool(state.face_up or state.pile)
    raise ValueError(pending.kind)


Reach = tuple[tuple[tuple[int, Action], ...], tuple[Action, ...]]


def _reach(rules: Ruleset, state: Position, seat: int) -> Reach:
    """turn.take: the decks within the seat's reach, each with the action taking its top card, in the
    order of those actions; and those actions alone.  Remembered by the wonders at the table and the seat."""
    key = ("reach", state.setup.wonders, seat)
    found: Reach | None = rules.memo.get(key)
    if found is not None:
        return found

    def work() -> Reach:
        decks = dict.fromkeys(within_reach(state, seat))
        pairs = tuple(sorted(((d, Action(TAKE, deck=by_wonder(state, d))) for d in decks), key=itemgetter(1)))
        return pairs, tuple(a for _, a in pairs)
    return remembered(rules, key, work)


def _takes(rules: Ruleset, state: State) -> list[Action]:
    """turn.take: the decks within the mover's reach that hold a card, sorted."""
    seat = state.mover
    central, decks = state.central, state.decks
    pairs, every = _reach(rules, state, seat)
    if central and decks[seat] and decks[seat - 1]:   # within_reach: all three hold cards
        return list(every)
    return [action for deck, action in pairs if (central if deck == CENTRAL_DECK else decks[deck])]


def at_once(pending: tuple[Pending, ...]) -> Pending | None:
    """build.effect, science.trade: the first decision owed at once (a built piece's effect, the
    token a trade buys), which comes before anything else; ``None`` if there is none."""
    for p in pending:
        if not p.free:
            return p
    return None


def answered(state: Position, action: Action) -> int:
    """The index in ``state.pending`` of the decision ``action`` answers, or -1: the decision owed at
    once if there is one; else, among the decisions the mover's tokens owe (progress.any_time), the
    one allowing the fewest decks that allows the action's, the first of those (a project decision:
    taking a card answers the narrowest of the extra cards it could be, which leaves the others as
    open as they can be; in the base game every token's extra card allows the same three decks)."""
    pending = state.pending
    first = at_once(pending)
    if first is not None:
        i = pending.index(first)
        return i if action in _pending_actions(state, first) else -1
    best = -1
    for i, p in enumerate(pending):
        if action in _pending_actions(state, p) and (best < 0 or len(p.decks) < len(pending[best].decks)):
            best = i
    return best


def legal_actions(rules: Ruleset, state: State) -> list[Action]:
    """Everything the mover may do now, sorted; empty once the game is over.  After the turn's card:
    a decision owed at once alone (build.effect, science.trade), else the builds and trades the
    turn calls for together with the extra cards the mover's tokens give, in any order
    (turn.actions, progress.any_time)."""
    if state.outcome is not None:
        return []
    if state.phase == TAKE_PHASE:
        return _takes(rules, state)
    pending = state.pending
    if pending:
        first = at_once(pending)
        if first is not None:
            return sorted(_pending_actions(state, first))
        extra = {a for p in pending for a in _pending_actions(state, p)}
        return sorted(builds(rules, state, state.mover) + trades(rules, state, state.mover) + list(extra))
    return sorted(builds(rules, state, state.mover) + trades(rules, state, state.mover))


# ---- applying a decision -----------------------------------------------------------------------------------

def apply(rules: Ruleset, state: State, action: Action, variant: str = STANDARD) -> State:
    """The state after the mover's ``action``; an action not in :func:`legal_actions` raises
    :class:`IllegalMoveError` naming the rule it breaks."""
    return apply_logged(rules, state, action, variant)[0]


def apply_logged(rules: Ruleset, state: State, action: Action, variant: str = STANDARD,
                 check: bool = True) -> tuple[State, Log]:
    """:func:`apply`, with the events of the move in the order they happened (``check``: refuse an
    action not in :func:`legal_actions`; off only for an action known to be legal).  The move is
    worked on a :class:`Draft` of the state, made into the next state once."""
    if check and action not in legal_actions(rules, state):
        raise IllegalMoveError(_rule(rules, state, action), _why(state, action))
    log: Log = []
    draft = Draft(state)
    if state.phase == TAKE_PHASE:   # turn.take: the top card of a deck within reach
        draft.phase = ACT_PHASE
        deck = action.deck
        if deck == CENTRAL_DECK:     # _pop(draft, deck)
            cards = state.central
            draft.central = cards[1:]
        else:
            deck = state.setup.wonders.index(deck)     # by_seat
            decks = state.decks
            cards = decks[deck]
            draft.decks = decks[:deck] + (cards[1:],) + decks[deck + 1:]
        took(rules, draft, state.mover, cards[0], deck, log)
    else:
        _decide(rules, draft, action, log)
    settle(rules, draft, variant, log)
    return draft.freeze(), log


def _decide(rules: Ruleset, draft: Draft, action: Action, log: Log) -> None:
    """The decision itself after the turn's first card (a decision owed, build.cost, science.trade)."""
    seat = draft.mover
    deck = by_seat(draft, action.deck) if action.kind in (TAKE, LOOK) else CENTRAL_DECK
    if action.kind in (TAKE, LOOK, KEEP, CHOOSE):
        i = answered(draft, action)
        owed, before, after = draft.pending[i], draft.pending[:i], draft.pending[i + 1:]
        draft.pending = before + after
    if action.kind == TAKE:
        (card,) = _pop(draft, deck)
        took(rules, draft, seat, card, deck, log)
    elif action.kind == LOOK:
        cards = _pop(draft, deck, owed.look)
        draft.pending = (*before, Pending(KEEP, cards=cards, deck=deck, keep=owed.keep), *after)
    elif action.kind == KEEP:
        _keep(rules, draft, seat, owed, action.card, log)
    elif action.kind == CHOOSE:
        _choose(rules, draft, seat, action.token, log)
    elif action.kind == TRADE:
        _spend(rules, draft, seat, action.cards, "trade", log)
        draft.pending = (*draft.pending, Pending(CHOOSE))
    else:
        _build(rules, draft, seat, action, log)


def _spend(rules: Ruleset, draft: Draft, seat: int, cards: tuple[int, ...], reason: str, log: Log) -> None:
    """build.cost, science.trade: the cards leave the seat's city for the discard pile."""
    for k in cards:
        _with_hand(draft, seat, k, -1)
        log.append((CardDiscarded, seat, rules.kinds[k].name, reason))
    draft.discard += cards


def _build(rules: Ruleset, draft: Draft, seat: int, action: Action, log: Log) -> None:
    """build.cost, build.effect: the cards spent, the piece built, its effects and the tokens
    waiting for a piece (once a turn each)."""
    log.append((PieceBuilt, seat, rules.wonders[draft.setup.wonders[seat]].name, action.piece))
    _spend(rules, draft, seat, action.cards, "build", log)
    used = set(draft.used)
    for t in set(draft.tokens[seat]):
        token = rules.tokens[t]
        if (action.economy and token.counts_as is not None) or (action.engineering and token.any_mix):
            used.add(t)
    draft.built = replaced(draft.built, seat, draft.built[seat] | 1 << (action.piece - 1))
    draft.used = frozenset(used)
    piece = rules.wonders[draft.setup.wonders[seat]].piece(action.piece)
    queued = [p for e in piece.effects if (p := _pending_of(draft, seat, e)) is not None]
    draft.pending = (*draft.pending, *queued)
    _token_triggers(rules, draft, seat, "on_stage", None)


def _keep(rules: Ruleset, draft: Draft, seat: int, pending: Pending, card: int, log: Log) -> None:
    """keep K of top N: the card kept enters the city; the others are shuffled back into their deck
    with the next order of setup.reshuffles (wonder.halicarnassus_rest)."""
    rest = list(pending.cards)
    rest.remove(card)
    combined = (*rest, *deck_cards(draft, pending.deck))
    _set_deck(draft, pending.deck, reshuffled(draft.setup, draft.reshuffled, combined))
    draft.reshuffled += 1
    took(rules, draft, seat, card, pending.deck, log)


def reshuffled(setup: Setup, used: int, cards: tuple[int, ...]) -> tuple[int, ...]:
    """wonder.halicarnassus_rest: ``cards`` (those put back, then the deck from its top) in the order
    of the setup's next reshuffle order, the ``used``-th: its numbers below ``len(cards)``, in turn.
    A setup without that order, or with one too short for the cards, cannot say where every card
    goes and is refused (ValueError): no card is dropped, none left unshuffled."""
    if used >= len(setup.reshuffles):
        raise ValueError(f"the setup holds {len(setup.reshuffles)} reshuffle orders; a reshuffle needs one more "
                         "(wonder.halicarnassus_rest)")
    order = setup.reshuffles[used]
    if len(order) < len(cards):
        raise ValueError(f"reshuffle order {used} numbers {len(order)} places, fewer than the {len(cards)} cards "
                         "it shuffles (wonder.halicarnassus_rest)")
    return tuple(cards[i] for i in order if i < len(cards))


def _choose(rules: Ruleset, draft: Draft, seat: int, token: int, log: Log) -> None:
    """progress.take: a face-up token (replaced at once from the pile) or the top of the pile."""
    face_up, pile = list(draft.face_up), draft.pile
    if token == -1:
        token, pile = pile[0], pile[1:]
    else:
        i = face_up.index(token)
        if pile:
            face_up[i], pile = pile[0], pile[1:]
        else:
            del face_up[i]
    log.append((ProgressTaken, seat, rules.tokens[token].name))
    draft.face_up = tuple(face_up)
    draft.pile = pile
    draft.tokens = replaced(draft.tokens, seat, tuple(sorted((*draft.tokens[seat], token))))


def settle(rules: Ruleset, draft: Draft, variant: str, log: Log) -> None:
    """Drop decisions nothing is left to decide (an effect taking from empty decks, a token with none
    on offer); end the turn when the mover owes nothing (turn.actions)."""
    pending = draft.pending
    if pending:
        pending = tuple(p for p in pending if _owes(draft, p))
        draft.pending = pending
        if pending:
            return
    if draft.phase == TAKE_PHASE:
        return
    if can_build(rules, draft, draft.mover) or trades(rules, draft, draft.mover):
        return
    end_turn(rules, draft, variant, log)


def can_build(rules: Ruleset, state: Position, seat: int) -> bool:
    """build.mandatory: whether the seat can pay for some available piece (:func:`builds` is not
    empty).  Remembered by :func:`_city`."""
    key = _city(rules, state, seat, "build")
    found: bool | None = rules.memo.get(key)
    if found is None:
        found = remembered(rules, key, lambda: _can_build(rules, state, seat))
    return found


def _can_build(rules: Ruleset, state: Position, seat: int) -> bool:
    """:func:`can_build`, worked out afresh (:func:`affords` for each available piece)."""
    wonder = rules.wonders[state.setup.wonders[seat]]
    m = means(rules, state, seat)
    held = holding(rules, m)
    return any(affords(wonder.piece(n), held, m) for n in available_pieces(rules, state, seat))


_NONE_USED: frozenset[int] = frozenset()


def end_turn(rules: Ruleset, draft: Draft, variant: str, log: Log) -> None:
    """military.battle_call, end.wonder, turn.order: the battle called this turn, the end of the game
    if the mover's wonder is complete, else the next turn for the player on the left.  A player with
    no card within reach passes their turn, and the game ends only when no deck holds a card
    (ruling turn.no_card)."""
    if draft.battle:
        won = battle_victories(rules, draft, variant)
        log.extend((VictoryTokens, s, n) for s, n in enumerate(won) if n)
        log.extend((CardDiscarded, s, rules.kinds[k].name, "battle") for s, hand in enumerate(draft.hands)
                   for k in rules.horned for _ in range(hand[k]))
        after_battle(rules, draft, won)
    if wonder_complete(rules, draft, draft.mover):
        _over(rules, draft, "civilian", log)
        return
    nxt = (draft.mover + 1) % len(draft.hands)
    draft.mover, draft.phase, draft.used, draft.turn = nxt, TAKE_PHASE, _NONE_USED, draft.turn + 1
    decks = draft.decks
    if not (decks[nxt] or decks[nxt - 1] or draft.central):   # _reach_holds_cards
        if not any(decks):                                  # no card anywhere: nobody can play again
            _over(rules, draft, "exhausted", log)
            return
        while not _reach_holds_cards(draft, nxt):           # turn.no_card: the stuck player's turn passes
            log.append((TurnPassed, nxt, draft.turn))
            nxt = (nxt + 1) % len(decks)
            draft.mover, draft.turn = nxt, draft.turn + 1
    log.append((TurnBegins, nxt, draft.turn))


def _reach_holds_cards(state: Position, seat: int) -> bool:
    """turn.take: whether some deck within the seat's reach holds a card."""
    return any(deck_cards(state, deck) for deck in within_reach(state, seat))


def _over(rules: Ruleset, draft: Draft, victory: str, log: Log) -> None:
    """end.wonder, victory.tie_break: the game ends; the winners are those of the final state."""
    result = outcome(rules, draft.freeze(), victory)
    log.append((GameOver, victory, result.winners[0] if len(result.winners) == 1 else None))
    draft.outcome = result


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
    first = at_once(state.pending)
    if first is not None:
        return {"take": "build.effect", "choose": "progress.take", "look": "build.effect",
                "keep": "build.effect"}[first.kind]
    if action.kind == TAKE and state.pending:
        return "progress.extra_card"
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
    first = at_once(state.pending)
    if first is not None:
        return f"the {first.kind} decision owed at once does not allow this"
    if action.kind == TAKE and state.pending:
        return "none of the extra cards owed may be taken from that deck now"
    if action.kind == BUILD:
        return "the piece cannot be built now, or not with those cards"
    if action.kind == TRADE:
        return "those green cards do not buy a progress token now"
    return "this is not one of the turn's actions"
