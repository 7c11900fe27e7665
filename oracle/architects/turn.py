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

What the mover may do at each point, and why anything else is refused, is :mod:`oracle.architects.legal`'s.
"""

from __future__ import annotations

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
from oracle.architects.legal import (
    answered,
    at_once,
    by_seat,
    can_build,
    deck_cards,
    legal_actions,
    offered_trades,
    owes,
    places,
    refusal,
    within_reach,
)
from oracle.architects.rules.battle import STANDARD, after_battle, battle_victories
from oracle.architects.ruleset import Ruleset
from oracle.architects.scoring import outcome
from oracle.architects.state import (
    ACT_PHASE,
    CENTRAL_DECK,
    CHOOSE,
    KEEP,
    LOOK,
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

# makes a NamedTuple from all its fields in order, without the Python frame of its generated __new__
_new = tuple.__new__

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
        draft.decks = replaced(decks, deck, cards[count:])
    return cards[:count]


# ---- what taking a card sets off --------------------------------------------------------------------

def _pending_of(state: Position, seat: int, effect: ast.Effect, free: bool = False) -> Pending | None:
    # Pending(TAKE, decks, free=free) and so on, made from all their fields in order
    match effect:
        case ast.TakeTop(decks=decks):
            return _new(Pending, (TAKE, places(state, seat, decks), 1, 0, (), -2, free))
        case ast.KeepFromTop(keep=keep, look=look, decks=decks):
            return _new(Pending, (LOOK, places(state, seat, decks), keep, look, (), -2, free))
        case ast.TakeProgress():
            return _new(Pending, (CHOOSE, (), 1, 0, (), -2, free))
    raise ValueError(f"{effect.construct} is not a decision of Architects")


def _queued(draft: Draft, seat: int, effects: tuple[ast.Effect, ...], free: bool = False) -> list[Pending]:
    """The decisions ``effects`` owe the seat, in order (:func:`_pending_of`).  A comprehension of its
    own: a function whose comprehension reads its variables pays for cells on every call."""
    return [p for e in effects if (p := _pending_of(draft, seat, e, free)) is not None]


def took(rules: Ruleset, draft: Draft, seat: int, kind: int, deck: int, log: Log) -> None:
    """A card enters the seat's city: its own effects (cat.take, military.horns), then the tokens
    waiting for such a card (progress.extra_card, once a turn each)."""
    hand = list(draft.hands[seat])     # one more card of the kind in front of the seat
    hand[kind] += 1
    hands = list(draft.hands)           # replaced(draft.hands, seat, tuple(hand)), the call saved
    hands[seat] = tuple(hand)
    draft.hands = tuple(hands)
    card = rules.kinds[kind]
    log.append((CardTaken, seat, card.name,
                "central" if deck == CENTRAL_DECK else rules.wonders[draft.wonders[deck]].name))
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
    tokens = draft.tokens[seat]
    if tokens and not rules.waiting["on_take"].isdisjoint(tokens):   # some token waits for a card taken
        _token_triggers(rules, draft, seat, "on_take", kind)


def turned(before: int, horns: int, total: int) -> int:
    """military.horns: the conflict tokens on their battle side after ``horns`` more; the horns
    beyond the last token are lost."""
    return min(total, before + horns)


def battle_called(before: int, after: int, total: int) -> bool:
    """military.battle_call: turning the last token (not any token) calls the battle."""
    return before < total == after


def _token_triggers(rules: Ruleset, draft: Draft, seat: int, trigger: str, card: int | None) -> None:
    """Queue what the seat's tokens waiting for ``trigger`` do (once a turn each, if so written),
    as decisions their owner takes when they wish during the turn (progress.any_time); ``card``: the
    kind of the card taken (a clause waiting for a card fires only on the kinds it names), or None."""
    tokens = draft.tokens[seat]
    triggers = rules.on_take if trigger == "on_take" else rules.on_stage
    if not tokens or rules.waiting[trigger].isdisjoint(tokens):   # no token waits for it
        return
    queued = list(draft.pending)
    used = set(draft.used)
    fired = False
    for t in sorted(set(tokens)):
        for clause, kinds in triggers[t]:
            if card is not None and card not in kinds:
                continue
            if clause.once and t in used:
                continue
            fired = True
            used.add(t)
            queued.extend(_queued(draft, seat, clause.effects, True))
    if fired:   # else nothing changes
        draft.pending = tuple(queued)
        draft.used = frozenset(used)


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
        raise refusal(rules, state, action)
    log: Log = []
    draft = Draft(state)
    move(rules, draft, action, variant, log)
    return draft.freeze(), log


def move(rules: Ruleset, draft: Draft, action: Action, variant: str, log: Log) -> None:
    """turn.take, turn.actions: the mover's legal ``action`` carried out on ``draft``, then what it
    leaves to settle (:func:`settle`); the events appended to ``log``.  Random play to the end of a
    game makes every move on one draft."""
    # the draft's fields are read rather than the state's: a slot is read faster than a NamedTuple field
    if draft.phase == TAKE_PHASE:
        deck = action[1]             # action.deck (a NamedTuple field is read faster by index)
        take_top(rules, draft, deck if deck == CENTRAL_DECK else draft.wonders.index(deck), log)   # by_seat
    else:
        _decide(rules, draft, action, log)
    settle(rules, draft, variant, log)


def take_top(rules: Ruleset, draft: Draft, deck: int, log: Log) -> None:
    """turn.take: the mover opens their turn with the top card of ``deck`` (a deck of the table within
    their reach: a seat, or CENTRAL_DECK), and what taking it sets off follows (:func:`took`)."""
    draft.phase = ACT_PHASE
    if deck == CENTRAL_DECK:     # _pop(draft, deck)
        cards = draft.central
        draft.central = cards[1:]
    else:
        decks = list(draft.decks)      # replaced(draft.decks, deck, cards[1:]), the call saved
        cards = decks[deck]
        decks[deck] = cards[1:]
        draft.decks = tuple(decks)
    took(rules, draft, draft.mover, cards[0], deck, log)


def _decide(rules: Ruleset, draft: Draft, action: Action, log: Log) -> None:
    """The decision itself after the turn's first card (a decision owed, build.cost, science.trade)."""
    seat = draft.mover
    kind, deck, _, cards, token, card, _, _ = action     # unpacked: a NamedTuple's field read by name is slow
    deck = by_seat(draft, deck) if kind in (TAKE, LOOK) else CENTRAL_DECK
    if kind in (TAKE, LOOK, KEEP, CHOOSE):
        pending = draft.pending
        # the action is legal: with a decision owed at once it answers that one (the only one
        # legal_actions offers answers to), else the one answered() finds
        first = at_once(pending)
        i = pending.index(first) if first is not None else answered(draft, action)
        owed, before, after = pending[i], pending[:i], pending[i + 1:]
        draft.pending = before + after
    if kind == TAKE:
        (card,) = _pop(draft, deck)
        took(rules, draft, seat, card, deck, log)
    elif kind == LOOK:
        cards = _pop(draft, deck, owed.look)
        draft.pending = (*before, Pending(KEEP, cards=cards, deck=deck, keep=owed.keep), *after)
    elif kind == KEEP:
        _keep(rules, draft, seat, owed, card, log)
    elif kind == CHOOSE:
        _choose(rules, draft, seat, token, log)
    elif kind == TRADE:
        _spend(rules, draft, seat, cards, "trade", log)
        draft.pending = (*draft.pending, Pending(CHOOSE))
    else:
        _build(rules, draft, seat, action, log)


def _spend(rules: Ruleset, draft: Draft, seat: int, cards: tuple[int, ...], reason: str, log: Log) -> None:
    """build.cost, science.trade: the cards leave the seat's city for the discard pile."""
    hands = draft.hands
    hand = list(hands[seat])
    for k in cards:   # one card fewer of each kind spent; the seat's hands made once
        hand[k] -= 1
        log.append((CardDiscarded, seat, rules.kinds[k].name, reason))
    draft.hands = replaced(hands, seat, tuple(hand))
    draft.discard += cards


def _build(rules: Ruleset, draft: Draft, seat: int, action: Action, log: Log) -> None:
    """build.cost, build.effect: the cards spent, the piece built, its effects and the tokens
    waiting for a piece (once a turn each)."""
    _, _, number, cards, _, _, economy, engineering = action     # unpacked: a NamedTuple's field read by name is slow
    wonder = rules.wonders[draft.wonders[seat]]
    log.append((PieceBuilt, seat, wonder.name, number))
    _spend(rules, draft, seat, cards, "build", log)
    used = set(draft.used)
    for t in set(draft.tokens[seat]):
        token = rules.tokens[t]
        if (economy and token.counts_as is not None) or (engineering and token.any_mix):
            used.add(t)
    draft.built = replaced(draft.built, seat, draft.built[seat] | 1 << (number - 1))
    draft.used = frozenset(used)
    piece = wonder.piece(number)
    draft.pending = (*draft.pending, *_queued(draft, seat, piece.effects))
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
        kept = []
        for p in pending:     # a loop: a comprehension reading ``draft`` would cost a cell on every call
            if owes(draft, p):
                kept.append(p)
        pending = draft.pending = tuple(kept)
        if pending:
            return
    if draft.phase == TAKE_PHASE:
        return
    mover = draft.mover
    if can_build(rules, draft, mover) or offered_trades(rules, draft, mover):
        return
    end_turn(rules, draft, variant, log)


_NONE_USED: frozenset[int] = frozenset()


def end_turn(rules: Ruleset, draft: Draft, variant: str, log: Log) -> None:
    """military.battle_call, end.wonder, turn.order: the battle called this turn, the end of the game
    if the mover's wonder is complete, else the next turn for the player on the left.  A player with
    no card within reach passes their turn, and the game ends only when no deck holds a card
    (ruling turn.no_card)."""
    if draft.battle:
        _battle(rules, draft, variant, log)
    mover = draft.mover
    # wonder_complete(rules, draft, mover): every piece built
    if draft.built[mover].bit_count() == len(rules.supports[draft.wonders[mover]]):
        _over(rules, draft, "civilian", log)
        return
    nxt = (mover + 1) % len(draft.hands)
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


def _battle(rules: Ruleset, draft: Draft, variant: str, log: Log) -> None:
    """military.battle, military.reset: the battle called this turn fought, its tokens given and the
    horns discarded."""
    won = battle_victories(rules, draft, variant)
    log.extend((VictoryTokens, s, n) for s, n in enumerate(won) if n)
    log.extend((CardDiscarded, s, rules.kinds[k].name, "battle") for s, hand in enumerate(draft.hands)
               for k in rules.horned for _ in range(hand[k]))
    after_battle(rules, draft, won)


def _reach_holds_cards(state: Position, seat: int) -> bool:
    """turn.take: whether some deck within the seat's reach holds a card."""
    return any(deck_cards(state, deck) for deck in within_reach(state, seat))


def _over(rules: Ruleset, draft: Draft, victory: str, log: Log) -> None:
    """end.wonder, victory.tie_break: the game ends; the winners are those of the final state."""
    result = outcome(rules, draft.freeze(), victory)
    log.append((GameOver, victory, result.winners[0] if len(result.winners) == 1 else None))
    draft.outcome = result


