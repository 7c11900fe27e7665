"""Who owes a decision in 7 Wonders Architects and what they may do: where a player may take a card from, the
pieces they may build and the ways to pay, the trades, the decisions their effects queue, and the refusal
of an illegal action with the rule it breaks (turn.order, turn.actions, build.cost).
"""

from __future__ import annotations

from itertools import combinations
from operator import itemgetter
from typing import Any

from oracle.architects.rules.payments import Means, affords, holding, payable_held, payments, remember, remembered
from oracle.architects.ruleset import Piece, Ruleset
from oracle.architects.state import (
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
    Position,
    State,
)
from oracle.core.belonging import value_type
from oracle.dsl import ast
from oracle.errors import IllegalMoveError

# makes a NamedTuple from all its fields in order, without the Python frame of its generated __new__
_new = tuple.__new__


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
    named = []
    for p in choice.places:     # a loop: a comprehension reading ``where`` would make it a cell
        named.append(where[p.value])
    return tuple(dict.fromkeys(named))


def means(rules: Ruleset, state: Position, seat: int) -> Means:
    """What the seat can pay with this turn: its cards and its unused once-a-turn tokens."""
    return _new(Means, (state.hands[seat], *_modifiers(rules, state, seat)))


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
        found = remember(rules, key, _work_modifiers(rules, tokens, state.used))
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
    return list(_available(rules, state, seat))


def _available(rules: Ruleset, state: Position, seat: int) -> tuple[int, ...]:
    """:func:`available_pieces` as remembered: a tuple shared by every caller, never to be changed."""
    wonder, built = state.setup.wonders[seat], state.built[seat]
    key = ("available", wonder, built)
    found: tuple[int, ...] | None = rules.memo.get(key)
    if found is None:
        found = remember(rules, key, _work_available(rules.supports[wonder], built))
    return found


def _work_available(supports: tuple[tuple[int, int, int], ...], built: int) -> tuple[int, ...]:
    """:func:`available_pieces` of a wonder's ``supports`` (:attr:`Wonder.supports`), worked out afresh."""
    return tuple([n for n, bit, need in supports if not built & bit and built & need == need])


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
    return list(offered_builds(rules, state, seat))


def offered_builds(rules: Ruleset, state: Position, seat: int) -> tuple[Action, ...]:
    """:func:`builds` as remembered, sorted: a tuple shared by every caller, never to be changed."""
    key = _city(rules, state, seat, "builds")
    found: tuple[Action, ...] | None = rules.memo.get(key)
    if found is None:
        # a city :func:`can_build` remembers as unable to build (asked by the same key) has no build
        unable = rules.memo.get(("build", *key[1:])) is False
        found = remember(rules, key, () if unable else _builds(rules, state, seat))
    return found


def _builds(rules: Ruleset, state: Position, seat: int) -> tuple[Action, ...]:
    """:func:`builds`, worked out afresh from the builds of each available piece, sorted as made: the
    pieces come in the order of their numbers, and each piece's builds in the order of its sorted
    payments (an action's piece is compared before its cards and tokens)."""
    pieces = rules.wonders[state.setup.wonders[seat]].pieces
    m = means(rules, state, seat)
    return tuple([build for n in _available(rules, state, seat)
                  for build in _piece_builds(rules, n, pieces[n - 1], m)])


def _piece_builds(rules: Ruleset, number: int, piece: Piece, m: Means) -> tuple[Action, ...]:
    """build.cost: the builds of piece ``number`` with each of its :func:`payments` (remembered by
    the piece's number and what its payments depend on: many cities share them)."""
    _, boost, any_mix = m     # unpacked: a NamedTuple's field read by name is slow
    key = ("piece builds", number, piece.units, piece.mix, boost, any_mix, payable_held(rules, piece, m))
    found: tuple[Action, ...] | None = rules.memo.get(key)
    if found is None:
        found = remember(rules, key, _work_piece_builds(rules, number, piece, m))
    return found


def _work_piece_builds(rules: Ruleset, number: int, piece: Piece, m: Means) -> tuple[Action, ...]:
    """:func:`_piece_builds`, worked out afresh."""
    own = value_type(rules, Action)
    # Action(BUILD, piece=n, cards=..., economy=..., engineering=...), its fields in order
    return tuple([_new(own, (BUILD, -2, number, cards, -2, -1, economy, engineering))
                  for cards, economy, engineering in payments(rules, piece, m)])


def trades(rules: Ruleset, state: Position, seat: int) -> list[Action]:
    """science.trade: the sets of green cards that buy a progress token, while one is on offer
    (remembered by the cards of each green kind held)."""
    return list(offered_trades(rules, state, seat))


def offered_trades(rules: Ruleset, state: Position, seat: int) -> tuple[Action, ...]:
    """:func:`trades` as remembered, sorted: a tuple shared by every caller, never to be changed."""
    if not state.face_up and not state.pile:
        return ()
    hand = state.hands[seat]
    held = rules.count_science(hand)
    if not any(held):
        return ()
    key = ("trades", held)
    found: tuple[Action, ...] | None = rules.memo.get(key)
    if found is None:
        found = remember(rules, key, tuple(sorted(_trades(rules, hand))))
    return found


def _trades(rules: Ruleset, hand: tuple[int, ...]) -> list[Action]:
    """:func:`trades` with a token on offer, worked out afresh."""
    science = rules.science_of
    by_symbol = {science[k]: k for k, n in enumerate(hand) if n and science[k]}
    if not by_symbol:
        return []
    identical = rules.spec.science_identical
    own = value_type(rules, Action)
    out = [own(TRADE, cards=(k,) * identical) for k, n in enumerate(hand) if n >= identical and science[k]]
    for symbols in combinations(sorted(by_symbol), rules.spec.science_different):
        out.append(own(TRADE, cards=tuple(sorted(by_symbol[s] for s in symbols))))
    return out


def _pending_actions(state: Position, pending: Pending, own: type[Action] = Action) -> list[Action]:
    """The actions answering ``pending``, of the type ``own`` (the ruleset's, for a legal list)."""
    # Action(TAKE, deck=...), Action(KEEP, card=...) and so on, made from all their fields in order; loops,
    # as a comprehension reading ``state`` and ``own`` would make them cells on every call
    kind = pending.kind
    answers = []
    match kind:
        case "take" | "look":
            answer = TAKE if kind == "take" else LOOK
            for d in pending.decks:
                if deck_cards(state, d):
                    answers.append(_new(own, (answer, by_wonder(state, d), 0, (), -2, -1, False, False)))
            return answers
        case "keep":
            for k in sorted(set(pending.cards)):
                answers.append(_new(own, (KEEP, -2, 0, (), -2, k, False, False)))
            return answers
        case "choose":
            for t in sorted(set(state.face_up)):
                answers.append(_new(own, (CHOOSE, -2, 0, (), t, -1, False, False)))
            if state.pile:
                answers.append(_new(own, (CHOOSE, -2, 0, (), PILE, -1, False, False)))
            return answers
    raise ValueError(pending.kind)


def owes(state: Position, pending: Pending) -> bool:
    """Whether a decision queued is left to decide (:func:`_pending_actions` is not empty): a deck
    to take from or look into holds cards, a token is on offer; cards looked at are always there."""
    match pending.kind:
        case "take" | "look":
            for d in pending.decks:  # noqa: SIM110 - a loop: any() over a generator reading ``state`` costs more
                if deck_cards(state, d):
                    return True
            return False
        case "keep":
            return bool(pending.cards)
        case "choose":
            return bool(state.face_up or state.pile)
    raise ValueError(pending.kind)


Reach = tuple[tuple[tuple[int, Action], ...], tuple[Action, ...]]


def _reach(rules: Ruleset, state: Position, seat: int) -> Reach:
    """turn.take: the decks within the seat's reach, each with the action taking its top card, in the
    order of those actions; and those actions alone.  Remembered by the wonders at the table and the
    seat; worked out once for every table where the seat, the number of seats and the wonders of the
    seat and of its right neighbour (whose decks are within its reach) are the same."""
    key = ("reach", state.setup.wonders, seat)
    found: Reach | None = rules.memo.get(key)
    if found is not None:
        return found
    wonders = state.setup.wonders

    def work() -> Reach:
        decks = dict.fromkeys(within_reach(state, seat))
        own = value_type(rules, Action)
        pairs = tuple(sorted(((d, own(TAKE, deck=by_wonder(state, d))) for d in decks), key=itemgetter(1)))
        return pairs, tuple(a for _, a in pairs)
    shared = ("reach of", seat, len(wonders), wonders[seat], wonders[seat - 1])
    return remembered(rules, key, lambda: remembered(rules, shared, work))


def reach_order(rules: Ruleset, state: Position, seat: int) -> tuple[int, ...]:
    """turn.take: the decks within the seat's reach (seats, or CENTRAL_DECK) in the order of the actions
    taking their top cards (:func:`_takes`).  Remembered as :func:`_reach` shares its answers: by the
    seat, the number of seats and the wonders of the seat and of its right neighbour."""
    wonders = state.setup.wonders
    key = ("reach order", seat, len(wonders), wonders[seat], wonders[seat - 1])
    found: tuple[int, ...] | None = rules.memo.get(key)
    if found is None:
        found = remember(rules, key, tuple(deck for deck, _ in _reach(rules, state, seat)[0]))
    return found


def open_decks(state: Position, seat: int, order: tuple[int, ...]) -> tuple[int, ...] | list[int]:
    """turn.take: the decks of ``order`` (:func:`reach_order` of the seat) that hold a card, in that order:
    the decks of the actions :func:`_takes` lists for the seat."""
    central, decks = state.central, state.decks
    if central and decks[seat] and decks[seat - 1]:   # within_reach: all three hold cards
        return order
    holding_cards = []
    for deck in order:     # a loop: a comprehension reading ``decks`` would cost cells on every call
        if central if deck == CENTRAL_DECK else decks[deck]:
            holding_cards.append(deck)
    return holding_cards


def _takes(rules: Ruleset, state: Position) -> list[Action]:
    """turn.take: the decks within the mover's reach that hold a card, sorted."""
    seat = state.mover
    central, decks = state.central, state.decks
    found: Reach | None = rules.memo.get(("reach", state.setup.wonders, seat))   # _reach, the call saved
    pairs, every = found if found is not None else _reach(rules, state, seat)
    if central and decks[seat] and decks[seat - 1]:   # within_reach: all three hold cards
        return list(every)
    takes = []
    for deck, action in pairs:     # a loop: a comprehension reading ``decks`` would cost cells on every call
        if central if deck == CENTRAL_DECK else decks[deck]:
            takes.append(action)
    return takes


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


def legal_actions(rules: Ruleset, state: Position) -> list[Action]:
    """Everything the mover may do now, sorted; empty once the game is over.  After the turn's card:
    a decision owed at once alone (build.effect, science.trade), else the builds and trades the
    turn calls for together with the extra cards the mover's tokens give, in any order
    (turn.actions, progress.any_time)."""
    if state.outcome is not None:
        return []
    if state.phase == TAKE_PHASE:
        return _takes(rules, state)
    pending, mover = state.pending, state.mover
    if pending:
        first = at_once(pending)
        own = value_type(rules, Action)
        if first is not None:
            return sorted(_pending_actions(state, first, own))
        return sorted((*offered_builds(rules, state, mover), *offered_trades(rules, state, mover),
                       *_answers(state, pending, own)))
    # both sorted, and every build comes before every trade (its kind, BUILD, sorts first): sorted already
    return [*offered_builds(rules, state, mover), *offered_trades(rules, state, mover)]


def _answers(state: Position, pending: tuple[Pending, ...], own: type[Action]) -> set[Action]:
    """The actions answering any of the decisions ``pending`` (:func:`_pending_actions`), each once."""
    return {a for p in pending for a in _pending_actions(state, p, own)}


def can_build(rules: Ruleset, state: Position, seat: int) -> bool:
    """build.mandatory: whether the seat can pay for some available piece (:func:`builds` is not
    empty).  Remembered by :func:`_city`."""
    # _city(rules, state, seat, "build"), the call saved
    boost, any_mix = _modifiers(rules, state, seat) if state.tokens[seat] else _UNMODIFIED
    key = ("build", state.setup.wonders[seat], state.built[seat], boost, any_mix,
           rules.count_payable(state.hands[seat]))
    found: bool | None = rules.memo.get(key)
    if found is None:
        found = remember(rules, key, _can_build(rules, state, seat))
    return found


def _can_build(rules: Ruleset, state: Position, seat: int) -> bool:
    """:func:`can_build`, worked out afresh (:func:`affords` for each available piece)."""
    pieces = rules.wonders[state.setup.wonders[seat]].pieces
    m = means(rules, state, seat)
    held = holding(rules, m)
    for n in _available(rules, state, seat):  # noqa: SIM110 - a plain loop: any() over a generator costs more
        if affords(pieces[n - 1], held, m):
            return True
    return False


def refusal(rules: Ruleset, state: State, action: Action) -> IllegalMoveError:
    """The refusal of an illegal ``action``: the rule it breaks and why."""
    return IllegalMoveError(_rule(rules, state, action), _why(state, action))


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
