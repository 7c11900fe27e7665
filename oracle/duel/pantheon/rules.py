"""The Pantheon expansion's own rules on a position: coins laid on a divinity, a card discarded from
the structure, and the decisions its divinities leave, each offered once it comes first.

Rule ids: ``pantheon.reserve`` (coins lying on a divinity are spent once the treasury is empty and
no loss takes them), ``effect.gain_coins_on_card``, ``effect.discard_from_structure`` (a token on
the card leaves the game with it), ``pantheon.invoke`` / ``effect.invoke`` (a divinity shown by the
Gate or looked at through The Divine Theater is activated for nothing), ``pantheon.divinity`` (an
activated divinity counts in its owner's city, as no card).  The decisions a divinity leaves are
worked out when they come first in the queue, from what the effects before them left, and dropped if
they have no option (``effect.when_activated``: a divinity's effects apply in their order).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import combinations, permutations
from typing import Any

from oracle.core.components import Component, Profile
from oracle.core.effects import run_instants
from oracle.duel.pantheon import military as track
from oracle.duel.pantheon import progress as laid_tokens
from oracle.duel.pantheon import science as copying
from oracle.duel.pantheon import tokens
from oracle.duel.pantheon import wonders as wonder_changes
from oracle.duel.pantheon.events import (
    DivinityActivated,
    DivinityRevealed,
    DivinityShown,
    GatePlaced,
    ReserveChanged,
    StructureDiscard,
)
from oracle.duel.pantheon.kinds import (
    BLOCKER,
    BUILD_WONDER_DISCARDED,
    CARD_TOKENS,
    CHOOSE_DECK,
    CHOOSE_MYTHOLOGY,
    COPY_SCIENCE,
    COPY_SCIENCE_CHOICE,
    DISCARD_FROM_STRUCTURE,
    DISCARD_LOOTING,
    DISCARD_TOKENS,
    INVOKE,
    INVOKE_CHOICE,
    LOOT,
    LOOT_CHOICE,
    PLACE_BLOCKER,
    PLACE_DIVINITY,
    STEAL_CARD,
    STEAL_CARD_CHOICE,
    STEAL_WONDER,
    STEAL_WONDER_CHOICE,
    STRUCTURE_DISCARD,
    UNBUILD,
    UNBUILD_WONDER,
    WONDER_FROM_DISCARD,
)
from oracle.duel.pantheon.state import Pantheon, known_tops, part, put
from oracle.duel.rules import science, structure
from oracle.duel.shared import stealing
from oracle.duel.state import TAKE_PROGRESS, Action, Decision, Turn


def gain_on_card(t: Turn, player: int, amount: int, source: Component) -> None:
    """effect.gain_coins_on_card: coins from the bank lie on the divinity, the player's reserve
    (pantheon.reserve): spent once their treasury is empty, beyond the reach of any loss."""
    pantheon = part(t)
    assert pantheon is not None
    reserve = list(pantheon.reserve)
    reserve[player] += amount
    put(t, pantheon._replace(reserve=tuple(reserve)))
    t.events.append((ReserveChanged, player, source.name, amount))


def structure_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.discard_from_structure: the slot of every card still in the structure (a card face down
    is chosen by where it lies: its name is hidden)."""
    return tuple(slot for slot, card in enumerate(t.structure) if card >= 0)


def discard_from_structure(t: Turn, player: int, slot: int) -> None:
    """effect.discard_from_structure: the card in ``slot`` goes to the discard pile from wherever it lies
    in the structure; a token lying on it leaves the game; what it uncovers turns face up once the move
    is over."""
    card = t.rules.cards[t.structure[slot]]
    structure.remove(t, slot)
    t.discard = t.discard + (card.index,)
    pantheon = part(t)
    if pantheon is not None:
        lost = tuple(token for s, token in pantheon.structure_tokens if s == slot)
        if lost:
            put(t, pantheon._replace(
                structure_tokens=tuple(entry for entry in pantheon.structure_tokens if entry[0] != slot),
                lost_tokens=pantheon.lost_tokens + lost))
    t.events.append((StructureDiscard, player, card.name, slot))


# ---- activating a divinity ---------------------------------------------------------------------------

def open_board(t: Turn) -> None:
    """pantheon.gate / pantheon.reveal: when Age II is laid out the Gate goes on the board's empty
    space (of several, the one nearest the second player's capital), then every divinity on the
    board turns face up, in space order, and does what it does when revealed."""
    pantheon, constants = part(t), t.rules.section("pantheon")
    assert pantheon is not None and constants is not None
    gate = t.rules.divinity_index[constants.gate]
    spaces = list(pantheon.spaces)
    empty = [s for s, d in enumerate(spaces) if d < 0]
    if empty:
        spaces[empty[-1]] = gate
        t.events.append((GatePlaced, empty[-1] + 1))
    put(t, pantheon._replace(spaces=tuple(spaces), revealed=True))
    for s, d in enumerate(spaces):
        if d >= 0 and d != gate:
            divinity = t.rules.divinities[d]
            t.events.append((DivinityRevealed, divinity.name, s + 1))
            reveal_divinity(t, divinity)


def price(rules: Any, pantheon: Pantheon, first_player: int, player: int, profile: Profile, space: int,
          offerings: tuple[int, ...]) -> int:
    """pantheon.cost / pantheon.offering: the figure on the player's side of the space (twice it for
    the Gate), less the player's discounts (The Sanctuary) and the Offering tokens spent; never below 0."""
    return max(0, space_price(rules, pantheon, first_player, player, profile, space) - sum(offerings))


def space_price(rules: Any, pantheon: Pantheon, first_player: int, player: int, profile: Profile, space: int) -> int:
    """pantheon.cost: the figure on the player's side of the space (twice it for the Gate), less the
    player's discounts (The Sanctuary): :func:`price` before the Offering tokens, possibly below 0."""
    constants = rules.section("pantheon")
    figure = constants.costs[space][0 if player == first_player else 1]
    if pantheon.spaces[space] == rules.divinity_index[constants.gate]:
        figure *= constants.gate_cost_factor
    discount = profile.extras.activation_discount if profile.extras is not None else 0
    return figure - discount


@cache
def offering_choices(held: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """pantheon.offering: every set of held Offering tokens a player may spend (none, one, several),
    as ascending values, the cheapest first (worked out once for each hand of tokens: there are few)."""
    sets = {tuple(sorted(c)) for r in range(len(held) + 1) for c in combinations(held, r)}
    return tuple(sorted(sets, key=lambda s: (sum(s), s)))


def activate(t: Turn, space: int, offerings: tuple[int, ...]) -> None:
    """pantheon.activate: instead of taking a card, the player pays for the divinity on ``space``,
    spending the Offering tokens chosen; the space stays empty (pantheon.empty_space)."""
    player = t.player
    pantheon = part(t)
    assert pantheon is not None
    cost = price(t.rules, pantheon, t.setup.first_player, player, t.profile(player), space, offerings)
    held = list(pantheon.offerings[player])
    for value in offerings:
        held.remove(value)
    left = list(pantheon.offerings)
    left[player] = tuple(held)
    spaces = list(pantheon.spaces)
    divinity = t.rules.divinities[spaces[space]]
    spaces[space] = -1
    put(t, pantheon._replace(spaces=tuple(spaces), offerings=tuple(left), spent=pantheon.spent + offerings,
                             last_turn=player))
    activate_divinity(t, player, divinity, cost, f"space {space + 1}")


def activate_divinity(t: Turn, player: int, divinity: Component, cost: int, via: str) -> None:
    """pantheon.divinity: the divinity joins the player's city (as no card: it has no colour) and its
    effects apply in their order; a science symbol it shows counts at once (a pair, a supremacy)."""
    t.events.append((DivinityActivated, player, divinity.name, cost, via))
    t.pay(player, cost, divinity.name, "cost")
    pantheon = part(t)
    assert pantheon is not None
    owned = list(pantheon.divinities)
    owned[player] = owned[player] + (divinity.index,)
    put(t, pantheon._replace(divinities=tuple(owned)))
    t.add_extra(player, divinity)
    run_instants(t, player, divinity)
    science.symbols_gained(t, player, divinity)


def reveal_divinity(t: Turn, divinity: Component) -> None:
    """effect.when_revealed: a divinity turned face up does what it does then (Enki draws its tokens)."""
    for effect in divinity.on_reveal:
        if t.over:
            return
        effect(t, -1)


def invoke(t: Turn, player: int, source: str, via: str) -> None:
    """effect.invoke: ``tops``: the top divinity of every Mythology deck is shown to both players
    and turned face up; the player will activate one.  ``deck``: the player will pick a deck, look at
    all of it and activate one, putting the rest back in the order they choose."""
    pantheon = part(t)
    assert pantheon is not None
    if source == "deck":
        t.decide(Decision(CHOOSE_DECK, player, (), (via,)))
        return
    shown = tuple(deck[0] for deck in pantheon.decks if deck)
    for d in shown:
        t.events.append((DivinityShown, t.rules.divinities[d].name))
        reveal_divinity(t, t.rules.divinities[d])
    t.decide(Decision(INVOKE_CHOICE, player, (), ("tops", shown, via)))


def deck_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.invoke (from any deck): the Mythologies whose deck is not empty."""
    pantheon = part(t)
    assert pantheon is not None
    return tuple(m for m, deck in enumerate(pantheon.decks) if deck)


def choose_deck(t: Turn, player: int, mythology: int, decision: Decision) -> None:
    """effect.invoke (from any deck): the player looks at the chosen deck; choosing comes next."""
    (via,) = decision.detail or ("",)
    t.decide_first(Decision(INVOKE_CHOICE, player, (), ("deck", mythology, via)))


def invoke_options(t: Turn, d: Decision) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """effect.invoke: (divinity, order of the rest) pairs.  The Gate's: each shown divinity still on
    top of its deck, the others staying as they are; a deck looked at: each of its divinities with
    each order of the others."""
    pantheon = part(t)
    assert pantheon is not None and d.detail is not None
    if d.detail[0] == "tops":
        return tuple((top, ()) for top in d.detail[1] if any(deck[:1] == (top,) for deck in pantheon.decks))
    deck = pantheon.decks[d.detail[1]]
    return tuple((top, order) for top in deck for order in permutations(x for x in deck if x != top))


def known_after_invoke(pantheon: Pantheon, player: int, mythology: int, mode: str, shown: tuple[int, ...],
                       looked_at: int) -> tuple[tuple[int, ...], ...]:
    """pantheon.hidden: what each seat knows of the top of each deck once a divinity is invoked.  A
    deck looked at is known to the chooser (all of it) and to nobody else; shown tops stay known to
    both; the deck a divinity left is known one card less deep."""
    known = known_tops(pantheon)
    for seat in (0, 1):
        if mode == "deck":
            known[seat][mythology] = looked_at if seat == player else 0
            continue
        for m, deck in enumerate(pantheon.decks):
            if m == mythology:
                known[seat][m] = max(0, known[seat][m] - 1)
            elif deck and deck[0] in shown:
                known[seat][m] = max(known[seat][m], 1)
    return tuple(tuple(seat) for seat in known)


def settle_invoke(t: Turn, player: int, divinity: Component, order: tuple[int, ...], decision: Decision) -> None:
    """effect.invoke: the divinity leaves its deck and is activated for nothing.  A deck looked at
    takes the others back in the order chosen; divinities the Gate showed and the player did not
    choose stay on top of their decks, and the tokens one of them drew go back to the box."""
    pantheon = part(t)
    assert pantheon is not None and decision.detail is not None
    mode, via = decision.detail[0], decision.detail[-1]
    decks = list(pantheon.decks)
    m = next(i for i, deck in enumerate(decks) if divinity.index in deck)
    decks[m] = order if mode == "deck" else tuple(x for x in decks[m] if x != divinity.index)
    put(t, pantheon._replace(decks=tuple(decks), known_tops=known_after_invoke(
        pantheon, player, m, mode, decision.detail[1] if mode == "tops" else (), len(order))))
    if mode == "tops":
        for other in decision.detail[1]:
            if other != divinity.index:
                laid_tokens.return_to_box(t, other)
    elif not laid_tokens.on_card(t, divinity.index):
        reveal_divinity(t, divinity)      # looked at in private: it is shown as it is activated
    activate_divinity(t, player, divinity, 0, via)


# decision kind -> its options in the position at hand (a decision without options is dropped)
OPTIONS: dict[str, Callable[[Turn, Decision], tuple[Any, ...]]] = {
    CARD_TOKENS: laid_tokens.card_options,
    STEAL_CARD_CHOICE: stealing.card_options,
    STEAL_WONDER_CHOICE: stealing.wonder_options,
    COPY_SCIENCE_CHOICE: copying.copy_options,
    STRUCTURE_DISCARD: structure_options,
    UNBUILD: wonder_changes.unbuild_options,
    WONDER_FROM_DISCARD: wonder_changes.from_discard_options,
    BLOCKER: track.blocker_options,
    DISCARD_TOKENS: track.token_options,
    LOOT_CHOICE: track.token_options,
    CHOOSE_DECK: deck_options,
    INVOKE_CHOICE: invoke_options,
}


def settle(t: Turn, action: Action, decision: Decision) -> None:
    """The Pantheon's decision ``decision`` settled by ``action`` (one of its options), for the player to move."""
    rules, player, kind = t.rules, t.player, action.kind
    if kind == TAKE_PROGRESS:
        laid_tokens.take_from_card(t, player, rules.progress[action.token])
    elif kind in (STEAL_CARD, STEAL_WONDER):
        stealing.settle(t, action, decision)
    elif kind == COPY_SCIENCE:
        copying.copy(t, player, rules.cards[action.card])
    elif kind == DISCARD_FROM_STRUCTURE:
        discard_from_structure(t, player, action.slot)
    elif kind == UNBUILD_WONDER:
        wonder_changes.unbuild(t, player, rules.wonders[action.wonder])
    elif kind == BUILD_WONDER_DISCARDED:
        wonder_changes.build_from_discard(t, player, rules.cards[action.card], rules.wonders[action.wonder])
    elif kind == PLACE_BLOCKER:
        assert action.position is not None
        track.place_blocker(t, player, action.position)
    elif kind == DISCARD_LOOTING:
        track.discard_token(t, player, action.looting)
    elif kind == LOOT:
        track.loot_token(t, player, action.looting, (decision.detail or ("opponent",))[0])
    elif kind == CHOOSE_MYTHOLOGY:
        choose_deck(t, player, action.mythology, decision)
    elif kind == INVOKE:
        settle_invoke(t, player, rules.divinities[action.divinity], action.order, decision)
    elif kind == PLACE_DIVINITY:
        tokens.place(t, player, action.divinity, action.space, decision)
