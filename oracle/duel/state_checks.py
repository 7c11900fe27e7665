"""What a stored 7 Wonders Duel state must be to be restored (``duel-state/1``).

:mod:`oracle.duel.serialize` reads each value of a stored state at its JSON path with the helpers
here (a whole number within bounds, a boolean, a list no longer than the ruleset allows), then
checks the position as a whole with :func:`check_position`, :func:`check_decisions` and
:func:`check_outcome`; the parts an expansion adds are checked by its own codec (point ``stored_state``).
Each problem is one :class:`~oracle.errors.InvalidRecordError` at the path of the value at fault.

What is checked is what play keeps true (:mod:`oracle.duel.invariants` checks the same across a
move): every card dealt is in exactly one place, every wonder of the draft and every progress token
of the setup too; the structure holds the setup's deal, its accessible slots are those nothing
covers; the flow of play agrees with itself (the draft's order, who owes the decision first in line,
the end of the game); each decision offers what the position gives.  Positions built by hand that
play cannot reach (:mod:`oracle.duel.positions`) are refused.
"""

from __future__ import annotations

from typing import Any

from oracle.core.jsonio import expect_int
from oracle.duel.decision_kinds import BASE
from oracle.duel.spec import AGES
from oracle.duel.state import (
    BUILD_FROM_DISCARD,
    CIVILIAN,
    DESTROY_CARD,
    MILITARY,
    PROGRESS_FROM_BOARD,
    PROGRESS_FROM_BOX,
    SCIENCE,
    STARTER,
    State,
)
from oracle.errors import InvalidRecordError
from oracle.text import shown, shown_json

MAX_COINS = 999     # a player's coins (or those an expansion keeps for them): far above what a game reaches (under 100)
MAX_PENDING = 32    # decisions owed at once: a move leaves a few at most
VICTORIES = (MILITARY, SCIENCE, CIVILIAN)

# ---- reading a value at its path ---------------------------------------------------------------------


def whole(value: Any, path: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``."""
    return expect_int(value, path, low, high, InvalidRecordError)


def flag(value: Any, path: str) -> bool:
    """``value`` if it is ``true`` or ``false``."""
    if type(value) is not bool:
        raise InvalidRecordError(path, f"expected true or false, not {shown_json(value)}")
    return value


def listed(value: Any, path: str, most: int, exactly: int | None = None) -> list[Any]:
    """``value`` if it is a list of ``exactly`` items (or of at most ``most``)."""
    if not isinstance(value, list):
        raise InvalidRecordError(path, f"expected a list, not {shown_json(value, 30)}")
    if exactly is not None and len(value) != exactly:
        raise InvalidRecordError(path, f"expected a list of {exactly} {'item' if exactly == 1 else 'items'}, "
                                       f"found {len(value)}")
    if len(value) > most:
        raise InvalidRecordError(path, f"expected a list of at most {most} items, found {len(value)}")
    return value


def one_of(value: Any, path: str, choices: tuple[str, ...], what: str) -> str:
    """``value`` if it is one of the words ``choices``."""
    if not isinstance(value, str) or value not in choices:
        raise InvalidRecordError(path, f"expected {what} ({', '.join(choices)}), not {shown_json(value)}")
    return value


def _name(table: Any, index: int) -> str:
    return shown(table[index].name)


# ---- the position as a whole ----------------------------------------------------------------------


def check_position(state: State) -> None:
    """The flow of play, the military track, the structure, the draft and where every card, wonder
    and progress token is (an expansion's part is checked by its codec, then the decisions and the end)."""
    _flow(state)
    _military(state)
    _structure(state)
    _wonders(state)
    _cards(state)
    _tokens(state)


def _flow(state: State) -> None:
    """Who moves, what is owed, the draft's progress: as play leaves them."""
    c = state.game.rules.constants
    if state.outcome is not None:
        if state.to_move != -1:
            raise InvalidRecordError("$.to_move", "expected -1 once the game is over")
        if state.pending:
            raise InvalidRecordError("$.pending", "no decision is owed once the game is over")
    elif state.to_move not in (0, 1):
        raise InvalidRecordError("$.to_move", "expected 0 or 1 while the game is in play (-1 once it is over)")
    if state.extra_turn and not state.pending:
        raise InvalidRecordError("$.extra_turn", "another turn is owed only while decisions of the move are")
    if state.age == 0:
        drafted = _drafted_power(state)     # the power of the wonder just picked is being settled
        if state.picks >= c.wonders_in_draft + drafted:
            raise InvalidRecordError("$.picks", f"expected fewer than {c.wonders_in_draft} picks during the draft")
        if state.pending and not drafted:
            raise InvalidRecordError("$.pending", "no decision is owed during the wonder draft, but for a power "
                                                  "the wonder just picked uses when drafted")
        if state.last_active != state.setup.first_player:
            raise InvalidRecordError("$.last_active", "expected the first player until a card is taken")
        mover = state.setup.first_player ^ c.draft_order[state.picks - drafted]
        if state.outcome is None and state.to_move != mover:
            raise InvalidRecordError("$.to_move", f"pick {state.picks + 1} of the draft is player {mover}'s")
    elif state.picks != c.wonders_in_draft:
        raise InvalidRecordError("$.picks", f"expected {c.wonders_in_draft}: the draft is over before Age I")
    elif state.offer:
        raise InvalidRecordError("$.offer", "expected no wonder on offer once the draft is over")


def _military(state: State) -> None:
    """military.looting: a token the pawn has reached is taken; victory.military: the pawn in a
    capital ends the game."""
    track = state.game.rules.track
    for token in track.looting:
        if state.looting[token.index] and token.side * state.pawn >= token.distance:
            raise InvalidRecordError(f"$.looting[{token.index}]", f"the pawn at {state.pawn:+d} has reached this "
                                                                  f"token at {token.side * token.distance:+d}: "
                                                                  "it is taken")
    if abs(state.pawn) == track.capital:
        winner = 0 if state.pawn > 0 else 1
        if state.outcome != (MILITARY, winner):
            raise InvalidRecordError("$.pawn", f"the pawn in a capital ends the game: a military victory of "
                                               f"player {winner}")


def _structure(state: State) -> None:
    """age.layout: the structure holds the setup's deal, less the cards taken; turn.accessible: the
    slots accessible are those holding a card nothing covers; age.reveal: cards lie face up as
    dealt, and those uncovered turn face up once the move is over."""
    if state.age == 0:
        return
    rules = state.game.rules
    layout = rules.layouts[state.age - 1]
    deal = state.setup.ages[state.age - 1]
    structure = state.structure
    for slot, card in enumerate(structure):
        if card >= 0 and card != deal[slot]:
            raise InvalidRecordError(f"$.structure[{slot}]", f"slot {slot} of Age {AGES[state.age - 1]} was dealt "
                                                             f"{_name(rules.cards, deal[slot])}, not "
                                                             f"{_name(rules.cards, card)}")
    derived = tuple(s for s in range(layout.size) if structure[s] >= 0
                    and all(structure[t] < 0 for t in layout.covered_by[s]))
    if state.accessible != derived:
        for i, slot in enumerate(state.accessible):
            if structure[slot] < 0:
                raise InvalidRecordError(f"$.accessible[{i}]", f"slot {slot} is empty")
            cover = next((t for t in layout.covered_by[slot] if structure[t] >= 0), None)
            if cover is not None:
                raise InvalidRecordError(f"$.accessible[{i}]", f"slot {slot} is covered by the card in slot {cover}")
        missing = next((s for s in derived if s not in state.accessible), None)
        if missing is not None:
            raise InvalidRecordError("$.accessible", f"slot {missing} holds a card nothing covers: it is accessible")
        raise InvalidRecordError("$.accessible", "expected each accessible slot once, in ascending order")
    for slot, card in enumerate(structure):
        bit = state.face_up >> slot & 1
        if card >= 0 and slot not in derived and bit != layout.face_up >> slot & 1:
            raise InvalidRecordError("$.face_up", f"slot {slot} is covered: it lies face "
                                                  f"{'up' if layout.face_up >> slot & 1 else 'down'} as dealt")
        if layout.face_up >> slot & 1 and not bit:
            raise InvalidRecordError("$.face_up", f"slot {slot} is dealt face up")
    if state.outcome is None and not state.pending:
        hidden = next((s for s in derived if not state.face_up >> s & 1), None)
        if hidden is not None:
            raise InvalidRecordError("$.face_up", f"slot {hidden} is accessible: once the move is over it is "
                                                  "face up")
        if not derived:
            raise InvalidRecordError("$.structure", "the structure is empty, yet the Age goes on with nothing owed")
        if state.age == 1 and all(card >= 0 for card in structure) and state.to_move != state.setup.first_player:
            raise InvalidRecordError("$.to_move", f"player {state.setup.first_player}, the first player, "
                                                  "begins Age I")


def _wonders(state: State) -> None:
    """setup.draft: the wonders of the draft's rounds revealed so far are each held by one city or on
    offer, in the draft's order; wonder.build: a city builds its own wonders, up to the cap;
    wonder.cap: once it is reached the unbuilt ones are out of the game."""
    rules = state.game.rules
    c = rules.constants
    setup = state.setup.wonders
    picks = state.picks - _drafted_power(state) if not state.age else state.picks   # the round in play
    revealed = len(setup) if state.age else (picks // c.wonders_per_round + 1) * c.wonders_per_round
    seen: dict[int, str] = {}
    places = [(f"$.cities[{p}].wonders[{j}]", w) for p, city in enumerate(state.cities)
              for j, w in enumerate(city.wonders)] + [(f"$.offer[{j}]", w) for j, w in enumerate(state.offer)]
    for path, w in places:
        if w not in setup:
            raise InvalidRecordError(path, f"{_name(rules.wonders, w)} is not one of this game's wonders "
                                           "(the setup's)")
        if setup.index(w) >= revealed:
            raise InvalidRecordError(path, f"{_name(rules.wonders, w)} is not revealed yet: it comes in a later "
                                           "round of the draft")
        if w in seen:
            raise InvalidRecordError(path, f"{_name(rules.wonders, w)} is also at {seen[w]}")
        seen[w] = path
    for j, w in enumerate(setup[:revealed]):
        if w not in seen:
            raise InvalidRecordError(f"$.setup.wonders[{j}]", f"{_name(rules.wonders, w)} is nowhere: no city "
                                                              "holds it and it is not on offer")
    if state.age == 0:
        first_round = picks - picks % c.wonders_per_round
        expected = tuple(w for w in setup[first_round:revealed] if w not in state.cities[0].wonders
                         and w not in state.cities[1].wonders)
        if state.offer != expected:
            raise InvalidRecordError("$.offer", "expected the wonders of the draft's round not yet picked, in "
                                                "the order they were revealed")
    picks = state.picks if state.age == 0 else c.wonders_in_draft
    allowed = state.game.hooks.table("allowances")    # what the ruleset's expansions let a position hold
    for p, city in enumerate(state.cities):
        count = sum(1 for i in range(picks) if state.setup.first_player ^ c.draft_order[i] == p)
        if len(city.wonders) != count and (state.age == 0 or "wonders_change_hands" not in allowed):
            raise InvalidRecordError(f"$.cities[{p}].wonders", f"player {p} has picked {count} wonders, not "
                                                               f"{len(city.wonders)}")
        for j, (w, _) in enumerate(city.built):
            if w not in city.wonders:
                raise InvalidRecordError(f"$.cities[{p}].built[{j}][0]", f"{_name(rules.wonders, w)} is not one "
                                                                         f"of player {p}'s wonders")
            if any(x == w for x, _ in city.built[:j]):
                raise InvalidRecordError(f"$.cities[{p}].built[{j}][0]", f"{_name(rules.wonders, w)} is built "
                                                                         "once")
    if state.wonders_built > c.wonder_cap:
        raise InvalidRecordError("$.cities", f"{state.wonders_built} wonders are built; the cap is {c.wonder_cap}")
    for j, w in enumerate(state.removed_wonders):
        if w not in seen or w not in state.cities[0].wonders + state.cities[1].wonders \
                or any(city.has_built(w) for city in state.cities) or w in state.removed_wonders[:j]:
            raise InvalidRecordError(f"$.removed_wonders[{j}]", f"{_name(rules.wonders, w)} is not an unbuilt "
                                                                "wonder of a city")
    if state.wonders_built >= c.wonder_cap:
        for city in state.cities:
            for w in city.wonders:
                if not city.has_built(w) and w not in state.removed_wonders:
                    raise InvalidRecordError("$.removed_wonders", f"the cap of {c.wonder_cap} wonders is reached: "
                                                                  f"{_name(rules.wonders, w)} is out of the game")
    elif state.removed_wonders and "wonders_out_below_cap" not in allowed:
        raise InvalidRecordError("$.removed_wonders", f"a wonder leaves the game only once {c.wonder_cap} are built")


def _cards(state: State) -> None:
    """Every card dealt at setup is in one place: the structure, a city, under a wonder, the discard
    pile, or the deal of an Age still to come (what :mod:`oracle.duel.invariants` checks); a card left
    out at setup is in play only where the ruleset's expansions let it be (point ``set_aside_in_play``)."""
    rules = state.game.rules
    found = [card for cards in state.setup.ages[state.age:] for card in cards]
    found += [card for card in state.structure if card >= 0]
    for city in state.cities:
        found += city.cards
        found += [card for _, card in city.built]
    found += state.discard
    elsewhere: list[tuple[str, int]] = []       # where the ruleset's expansions lay cards (point card_places)
    if state.parts:
        for more in state.game.hooks.functions("card_places"):
            elsewhere += more(state)
    found += [card for _, card in elsewhere]
    every = {card for cards in state.setup.ages for card in cards}
    if len(found) == len(every) and set(found) == every:
        return      # each card dealt once: the common case, told without the paths of the one below
    dealt: dict[int, str] = {}
    for a, cards in enumerate(state.setup.ages):
        for j, card in enumerate(cards):
            dealt[card] = f"$.setup.ages.{AGES[a]}[{j}]"
    seen = {card: dealt[card] for cards in state.setup.ages[state.age:] for card in cards}
    places = [(f"$.structure[{s}]", card) for s, card in enumerate(state.structure) if card >= 0]
    for p, city in enumerate(state.cities):
        places += [(f"$.cities[{p}].cards[{j}]", card) for j, card in enumerate(city.cards)]
        places += [(f"$.cities[{p}].built[{j}][1]", card) for j, (_, card) in enumerate(city.built)]
    places += [(f"$.discard[{j}]", card) for j, card in enumerate(state.discard)]
    places += elsewhere
    aside, most = _set_aside_in_play(state)
    for path, card in places:
        if card not in dealt and card not in seen:
            if card not in aside:
                raise InvalidRecordError(path, f"{_name(rules.cards, card)} was not dealt in this game")
            if most == 0:
                raise InvalidRecordError(path, f"{_name(rules.cards, card)} was left out at setup, and no more "
                                               "such cards may be in play here: one for each look at them")
            most -= 1
        if card in seen:
            later = " (the deal of an Age to come)" if seen[card].startswith("$.setup") else ""
            raise InvalidRecordError(path, f"{_name(rules.cards, card)} is also at {seen[card]}{later}")
        seen[card] = path
    for card, path in dealt.items():
        if card not in seen:
            raise InvalidRecordError(path, f"{_name(rules.cards, card)} is nowhere: not in the structure, a city, "
                                           "under a wonder or in the discard pile")


def _set_aside_in_play(state: State) -> tuple[frozenset[int], int]:
    """The cards left out at setup that the ruleset's expansions let the position hold in play, and how
    many at most (point ``set_aside_in_play``; none in the base game)."""
    cards: frozenset[int] = frozenset()
    most = 0
    if state.parts:
        for allowed in state.game.hooks.functions("set_aside_in_play"):
            more, count = allowed(state)
            cards, most = cards | more, most + count
    return cards, most


def _tokens(state: State) -> None:
    """Every progress token of the setup is in one place: the board (those it began with), the box,
    a city, or where the ruleset's expansions lay them (point ``token_places``)."""
    rules = state.game.rules
    setup = state.setup
    expected = {t: f"$.setup.progress_tokens.board[{j}]" for j, t in enumerate(setup.board)}
    expected.update((t, f"$.setup.progress_tokens.box[{j}]") for j, t in enumerate(setup.box))
    places = [(f"$.board[{j}]", t) for j, t in enumerate(state.board)]
    places += [(f"$.box[{j}]", t) for j, t in enumerate(state.box)]
    for p, city in enumerate(state.cities):
        places += [(f"$.cities[{p}].progress[{j}]", t) for j, t in enumerate(city.progress)]
    for more in state.game.hooks.functions("token_places"):
        places += more(state)
    seen: dict[int, str] = {}
    for path, t in places:
        if t not in expected:
            raise InvalidRecordError(path, f"{_name(rules.progress, t)} is not in this game (the setup's board "
                                           "and box)")
        if path.startswith("$.board") and t not in setup.board:
            raise InvalidRecordError(path, f"{_name(rules.progress, t)} did not lie on the board at setup")
        if t in seen:
            raise InvalidRecordError(path, f"{_name(rules.progress, t)} is also at {seen[t]}")
        seen[t] = path
    for t, path in expected.items():
        if t not in seen:
            raise InvalidRecordError(path, f"{_name(rules.progress, t)} is nowhere: not on the board, in the box "
                                           "or in a city")


# ---- decisions and the end ------------------------------------------------------------------------------


def check_decisions(state: State) -> None:
    """The decision first in line is the player to move's; each decision offers what the position
    gives (an expansion's decision is checked by its owner, point ``check_decision``)."""
    if not state.pending:
        return
    from oracle.duel.rules.ages import starter_chooser

    first = state.pending[0]
    if state.to_move != first.player:
        raise InvalidRecordError("$.to_move", f"expected {first.player}: the decision first in line is player "
                                              f"{first.player}'s")
    for i, d in enumerate(state.pending):
        path = f"$.pending[{i}]"
        options = d.options
        if d.kind not in BASE and state.game.hooks.call("check_decision", state, i, d, path):
            continue    # an expansion's decision, checked by its owner
        if not options:
            raise InvalidRecordError(f"{path}.options", "a decision offers at least one choice")
        if len(set(options)) != len(options):
            raise InvalidRecordError(f"{path}.options", "expected each choice once")
        within = _within(state, d.kind, d.player)
        if d.kind == PROGRESS_FROM_BOX:
            whole_box = len(options) == len(state.box) and options == tuple(sorted(state.box))
            if options != state.box[:len(options)] and not whole_box:
                raise InvalidRecordError(f"{path}.options", "expected the first tokens of the box, in its order, "
                                                            "or every token of the box in the tokens' order")
        elif d.kind == STARTER:
            if options != (0, 1) or i or len(state.pending) > 1:
                raise InvalidRecordError(path, "the starter of an Age chooses between players 0 and 1, before "
                                               "anything else")
            chooser = starter_chooser(state.pawn, state.last_active)
            if d.player != chooser:
                raise InvalidRecordError(f"{path}.player", f"expected {chooser}: the player the pawn stands toward "
                                                           "chooses (with the pawn centred, who took the last card)")
            if state.game.variant == "first_printing" and state.pawn == 0:
                raise InvalidRecordError(path, "in the first printing the player who took the last card simply "
                                               "begins the Age when the pawn is centred")
            if any(card < 0 for card in state.structure) or state.age == 0:
                raise InvalidRecordError(path, "the starter is chosen before the Age's first card is taken")
        else:
            for j, option in enumerate(options):
                if option not in within:
                    raise InvalidRecordError(f"{path}.options[{j}]", _NOT_WITHIN[d.kind])


_NOT_WITHIN = {
    PROGRESS_FROM_BOARD: "expected a progress token on the board",
    DESTROY_CARD: "expected a card of the opponent's city",
    BUILD_FROM_DISCARD: "expected a card of the discard pile",
}


def _within(state: State, kind: str, player: int) -> tuple[int, ...]:
    """What a decision of the base game chooses among, as the position stands."""
    if kind == PROGRESS_FROM_BOARD:
        return state.board
    if kind == DESTROY_CARD:
        return state.cities[1 - player].cards
    if kind == BUILD_FROM_DISCARD:
        return state.discard
    return ()


def _drafted_power(state: State) -> int:
    """The trigger when drafted: 1 when the decisions owed in the draft are those of a wonder's power when
    drafted (the player who made the last pick owes them and holds such a wonder), else 0."""
    if not state.pending or not state.picks:
        return 0
    c = state.game.rules.constants
    picker = state.setup.first_player ^ c.draft_order[min(state.picks, c.wonders_in_draft) - 1]
    wonders = state.game.rules.wonders
    holds = any(wonders[w].on_draft for w in state.cities[picker].wonders)
    return int(holds and all(d.player == picker for d in state.pending))


def check_outcome(state: State) -> None:
    """victory.military, victory.science, victory.civilian: a game over ended as its position says."""
    outcome = state.outcome
    if outcome is None:
        return
    c = state.game.rules.constants
    if outcome.winner is None and outcome.victory != CIVILIAN:
        raise InvalidRecordError("$.outcome.winner", "only a civilian victory is shared")
    added = state.game.hooks.table("victories").get(outcome.victory)
    if added is not None:       # an expansion's victory (point victories), checked by its owner
        problem = added.check(state)
        if problem is not None:
            raise InvalidRecordError("$.outcome.victory", problem)
    elif outcome.victory == MILITARY:
        capital = state.game.rules.track.capital * (1 if outcome.winner == 0 else -1)
        if state.pawn != capital:
            raise InvalidRecordError("$.outcome.victory", f"a military victory of player {outcome.winner} puts the "
                                                          f"pawn at {capital:+d}, not {state.pawn:+d}")
    elif outcome.victory == SCIENCE:
        from oracle.duel.rules.science import distinct_symbols

        assert outcome.winner is not None
        if distinct_symbols(state.cities[outcome.winner].profile.symbols) < c.supremacy_symbols:
            raise InvalidRecordError("$.outcome.victory", f"player {outcome.winner} shows fewer than "
                                                          f"{c.supremacy_symbols} different science symbols")
    else:
        from oracle.duel.scoring import civilian_outcome

        if state.age != len(AGES) or any(card >= 0 for card in state.structure):
            raise InvalidRecordError("$.outcome.victory", f"a civilian victory comes once Age {AGES[-1]}'s "
                                                          "structure is empty")
        scored = civilian_outcome(state)
        if scored != outcome:
            who = "a shared victory" if scored.winner is None else f"player {scored.winner} the winner"
            raise InvalidRecordError("$.outcome.winner", f"the final scores make {who}")
