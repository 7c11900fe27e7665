"""What some Conspiracies do that no other component of Duel does, each a decision the effect
language's construct queues and Agora settles:

- Property Fraud (``effect.build_top_row``): a Building of the structure's top row, the row taken
  last, built for nothing whether other cards still cover it or not (ruling
  ``agora.property_fraud_row``).
- Treason (``effect.build_set_aside``): an Age card left out at setup, of the current Age or one before,
  built for nothing; the player alone has seen those cards (ruling ``agora.treason_pool``).
- Sabotage (``effect.remove_wonder``): a wonder the opponent has built goes back to the box and the
  card under it to the discard pile; it stays listed in its former owner's city as out of the game,
  and no longer counts toward the cap (ruling ``agora.sabotage_cap``).
- Coercion (``effect.swap_card``): a card of the opponent's of the colours named taken, one of the
  player's of the same colour given back, in two choices; neither is built.
- Obscurantism (``effect.lock_progress``): a progress token of the board, the opponent's city or the
  box laid on the Conspiracy for the rest of the game (ruling ``agora.obscurantism_owned``).
"""

from __future__ import annotations

from typing import Any

from oracle.core.relations import seats
from oracle.duel.agora import senate
from oracle.duel.agora.decrees import decree_moved
from oracle.duel.agora.events import CardsSwapped, DecreeMoved, TokenLocked, WonderBoxed
from oracle.duel.agora.kinds import (
    ACCESSIBLE_CHOICE,
    ASIDE_CHOICE,
    DECREE_CHOICE,
    GIVE_CHOICE,
    LOCK_CHOICE,
    TAKE_CHOICE,
    TOP_ROW_CHOICE,
    WONDER_CHOICE,
)
from oracle.duel.agora.state import held, part, put
from oracle.duel.events import CardBuilt
from oracle.duel.rules import building, science, structure
from oracle.duel.setup import set_aside
from oracle.duel.shared.discarding import StructureDiscard
from oracle.duel.state import Action, Decision, Turn, rebuild_city

NONE = -1   # effect.discard_accessible: the choice to discard no further card

TOP_ROW = 1     # the top row of a structure, numbered from 1 (age.layout)


def offer_top_row_build(t: Turn, player: int) -> None:
    """effect.build_top_row: the player will choose a Building of the top row (runtime method)."""
    t.decide(Decision(TOP_ROW_CHOICE, player, (), ()))


def top_row_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.build_top_row: the Buildings (cards with a colour) still lying in the top row of the
    structure, by slot; none (the decision is dropped) when the row holds only Senators or nothing."""
    layout, cards = t.rules.layouts[t.age - 1], t.rules.cards
    return tuple(card for slot, card in enumerate(t.structure)
                 if card >= 0 and layout.rows[slot] == TOP_ROW and cards[card].colour >= 0)


def build_top_row(t: Turn, action: Action, decision: Decision) -> None:
    """effect.build_top_row: the card leaves the structure (the cards it covered turn face up once the
    move is over) and joins the player's city for nothing; its effects apply as for any build."""
    card = t.rules.cards[action.card]
    structure.remove(t, t.structure.index(card.index))
    t.events.append((CardBuilt, t.player, card.name, 0))
    building.place_card(t, t.player, card, chained=False)


def offer_set_aside_build(t: Turn, player: int) -> None:
    """effect.build_set_aside: the player looks at the Age cards left out at setup, of this Age and the
    ones before, and will choose one (runtime method)."""
    agora = held(t)
    looked = tuple(max(seen, t.age) if seat == player else seen for seat, seen in enumerate(agora.looked))
    put(t, agora._replace(looked=(looked[0], looked[1])))
    t.decide(Decision(ASIDE_CHOICE, player, (), ()))


def in_play(position: Any) -> set[int]:
    """The cards in a city, under a wonder or in the discard pile."""
    cards = set(position.discard)
    for city in position.cities:
        cards.update(city.cards)
        cards.update(card for _, card in city.built)
    return cards


def set_aside_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.build_set_aside, ruling agora.treason_pool: the cards of the Age decks left out at setup,
    the current Age's and those of the Ages before (not the guilds left out), save one already brought
    into play, by index (the order they lie in is nobody's knowledge)."""
    found = in_play(t)
    return tuple(card for card in set_aside(t.rules, t.setup, t.age) if card not in found)


def build_set_aside(t: Turn, action: Action, decision: Decision) -> None:
    """effect.build_set_aside: the card joins the player's city for nothing; its effects apply as for any
    build."""
    card = t.rules.cards[action.card]
    t.events.append((CardBuilt, t.player, card.name, 0))
    building.place_card(t, t.player, card, chained=False)


def set_aside_in_play(state: Any) -> tuple[frozenset[int], int]:
    """Point ``set_aside_in_play``, effect.build_set_aside: the cards left out at setup a position may hold
    in play (those of the Ages a player has looked at) and how many at most (one a look)."""
    agora = part(state)
    if agora is None or not any(agora.looked):
        return frozenset(), 0
    cards = set_aside(state.game.rules, state.setup, max(agora.looked))
    return frozenset(cards), sum(1 for seen in agora.looked if seen)


def offer_wonder_removal(t: Turn, player: int, relation: str) -> None:
    """effect.remove_wonder: the player will choose a built wonder of the city ``relation`` names
    (runtime method)."""
    t.decide(Decision(WONDER_CHOICE, player, (), (relation,)))


def wonder_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.remove_wonder: the wonders built in the cities the decision names, by seat, in the order
    built; none (the decision is dropped) when none is built."""
    (relation,) = d.detail or ("opponent",)
    return tuple(w for seat in seats(relation, d.player, 2) for w, _ in t.cities[seat].built)


def remove_wonder(t: Turn, action: Action, decision: Decision) -> None:
    """effect.remove_wonder, ruling agora.sabotage_cap: the wonder leaves the game (its former owner
    keeps it listed, out of the game), the card under it goes to the discard pile, and the city's
    lasting effects are summed again without it."""
    wonder = t.rules.wonders[action.wonder]
    owner = next(seat for seat in (0, 1) if t.cities[seat].has_built(wonder.index))
    city = t.cities[owner]
    card = next(c for w, c in city.built if w == wonder.index)
    city = city._replace(built=tuple((w, c) for w, c in city.built if w != wonder.index))
    t.set_city(owner, rebuild_city(t.rules, city, t.city_extras(owner)))
    t.removed_wonders = t.removed_wonders + (wonder.index,)
    if card >= 0:
        t.discard = t.discard + (card,)
    t.events.append((WonderBoxed, owner, wonder.name, t.rules.cards[card].name if card >= 0 else ""))


def offer_card_swap(t: Turn, player: int, relation: str, colours: frozenset[int]) -> None:
    """effect.swap_card: the player will choose the card to take, then their own to give (runtime
    method)."""
    t.decide(Decision(TAKE_CHOICE, player, (), (relation, colours)))


def take_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.swap_card: the cards of the colours wanted in the cities the decision names, in the order
    built, each one the player can match with a card of the same colour; none (the decision is
    dropped) when there is no such pair."""
    relation, colours = d.detail or ("opponent", frozenset())
    cards = t.rules.cards
    mine = {cards[c].colour for c in t.cities[d.player].cards}
    return tuple(c for seat in seats(relation, d.player, 2) for c in t.cities[seat].cards
                 if cards[c].colour in colours and cards[c].colour in mine)


def give_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.swap_card: the player's cards of the taken card's colour, in the order built."""
    (taken,) = d.detail or (-1,)
    cards = t.rules.cards
    return tuple(c for c in t.cities[d.player].cards if cards[c].colour == cards[taken].colour)


def take_card(t: Turn, action: Action, decision: Decision) -> None:
    """effect.swap_card: the card to take is chosen; the card given back is chosen next, at once."""
    t.decide_first(Decision(GIVE_CHOICE, t.player, (), (action.card,)))


def give_card(t: Turn, action: Action, decision: Decision) -> None:
    """effect.swap_card: the two cards change cities, unbuilt, what they show moving with them; the
    science rules then apply to the player, then to the opponent."""
    (taken_index,) = decision.detail or (-1,)
    taken, given = t.rules.cards[taken_index], t.rules.cards[action.card]
    player = t.player
    owner = next(seat for seat in (1 - player, player) if taken.index in t.cities[seat].cards)
    t.remove_card(owner, taken)
    t.remove_card(player, given)
    t.add_card(player, taken)
    t.add_card(owner, given)
    t.events.append((CardsSwapped, player, taken.name, given.name))
    science.symbols_gained(t, player, taken)
    science.symbols_gained(t, owner, given)


def offer_token_lock(t: Turn, player: int, conspiracy: int) -> None:
    """effect.lock_progress: the player will choose the token locked on ``conspiracy`` (runtime method)."""
    t.decide(Decision(LOCK_CHOICE, player, (), (conspiracy,)))


def lock_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.lock_progress: the tokens on the board (in its order), then the opponent's (in the order
    taken), then those of the box by index (its order stays hidden)."""
    return (*t.board, *t.cities[1 - d.player].progress, *sorted(t.box))


def lock_token(t: Turn, action: Action, decision: Decision) -> None:
    """effect.lock_progress, ruling agora.obscurantism_owned: the token leaves where it lay, a holder's
    lasting effects summed again without it, and lies on the Conspiracy."""
    token, player = action.token, t.player
    (conspiracy,) = decision.detail or (-1,)
    if token in t.board:
        t.board, source = tuple(x for x in t.board if x != token), "board"
    elif token in t.box:
        t.box, source = tuple(x for x in t.box if x != token), "box"
    else:
        owner = 1 - player
        city = t.cities[owner]
        city = city._replace(progress=tuple(x for x in city.progress if x != token))
        t.set_city(owner, rebuild_city(t.rules, city, t.city_extras(owner)))
        source = "opponent"
    put(t, held(t).with_plot(player, conspiracy, token=token))
    t.events.append((TokenLocked, player, t.rules.progress[token].name, source))


def offer_accessible_discard(t: Turn, player: int, least: int, most: int) -> None:
    """effect.discard_accessible: the player will discard up to ``most`` accessible cards of the
    structure, one decision each, the first ``least`` of them owed, the others optional (runtime method)."""
    for n in range(most):
        t.decide(Decision(ACCESSIBLE_CHOICE, player, (), (1 if n < least else 0,)))


def accessible_options(t: Turn, d: Decision) -> tuple[int, ...]:
    """effect.discard_accessible: the accessible cards of the structure, face up, by slot; then none
    (-1) where the discard is optional.  No choice at all once the structure is empty."""
    cards = tuple(t.structure[s] for s in t.accessible if t.face_up >> s & 1)
    (owed,) = d.detail or (1,)
    return cards + ((NONE,) if cards and not owed else ())


def discard_accessible(t: Turn, action: Action, decision: Decision) -> None:
    """effect.discard_accessible, ruling agora.turn_of_events: the card goes from the structure to the
    discard pile, and nobody gains coins for it; the cards it uncovers turn face up at once, not once
    the move is over (the player counts as having taken it, as age.next_starter says)."""
    if action.card == NONE:
        return
    slot = t.structure.index(action.card)
    structure.take(t, slot)
    t.discard = t.discard + (action.card,)
    t.events.append((StructureDiscard, t.player, t.rules.cards[action.card].name, slot))
    structure.reveal(t)


def offer_decree_move(t: Turn, player: int) -> None:
    """effect.move_decree: the player will choose a Decree to move and the Chamber it goes to
    (runtime method)."""
    t.decide(Decision(DECREE_CHOICE, player, (), ()))


def decree_options(t: Turn, d: Decision) -> tuple[tuple[int, int], ...]:
    """effect.move_decree: each Chamber holding a Decree, with each other Chamber, in Chamber order."""
    return senate.decree_moves(held(t).senate)


def move_decree(t: Turn, action: Action, decision: Decision) -> None:
    """effect.move_decree, ruling agora.insider_influence: the top Decree of the first Chamber goes under
    the Decrees of the second, keeping its face unless a cube lies there; a Chamber left with none still
    scores and counts toward supremacy.  The Decree works for the second Chamber's controller from now
    on: it is lost and gained as a change of control would (agora.decree)."""
    source, target = action.chambers
    agora = held(t)
    before = agora.senate
    after, decree, up = senate.move_decree(before, source, target)
    put(t, agora.with_senate(after))
    t.events.append((DecreeMoved, t.player, decree if up else "", source, target))
    decree_moved(t, decree, before.chamber(source).controller, before.chamber(target).controller)


OPTIONS: dict[str, Any] = {TOP_ROW_CHOICE: top_row_options, ASIDE_CHOICE: set_aside_options,
                           WONDER_CHOICE: wonder_options, TAKE_CHOICE: take_options, GIVE_CHOICE: give_options,
                           LOCK_CHOICE: lock_options, DECREE_CHOICE: decree_options,
                           ACCESSIBLE_CHOICE: accessible_options}
SETTLE: dict[str, Any] = {TOP_ROW_CHOICE: build_top_row, ASIDE_CHOICE: build_set_aside, WONDER_CHOICE: remove_wonder,
                          TAKE_CHOICE: take_card, GIVE_CHOICE: give_card, LOCK_CHOICE: lock_token,
                          DECREE_CHOICE: move_decree, ACCESSIBLE_CHOICE: discard_accessible}


def token_places(state: Any) -> list[tuple[str, int]]:
    """Point ``token_places``, effect.lock_progress: the progress tokens locked on Conspiracies."""
    agora = part(state)
    if agora is None:
        return []
    return [(f"$.agora.conspiracies[{p}][{k}].locked", plot.token)
            for p, hand in enumerate(agora.hands) for k, plot in enumerate(hand) if plot.token >= 0]

ALLOWANCES = {"wonders_out_below_cap": ("effect.remove_wonder",)}

__all__ = [
    "ALLOWANCES",
    "NONE",
    "OPTIONS",
    "SETTLE",
    "accessible_options",
    "build_set_aside",
    "build_top_row",
    "decree_options",
    "discard_accessible",
    "give_card",
    "give_options",
    "in_play",
    "lock_options",
    "lock_token",
    "move_decree",
    "offer_accessible_discard",
    "offer_card_swap",
    "offer_decree_move",
    "offer_set_aside_build",
    "offer_token_lock",
    "offer_top_row_build",
    "offer_wonder_removal",
    "remove_wonder",
    "set_aside_in_play",
    "set_aside_options",
    "take_card",
    "take_options",
    "token_places",
    "top_row_options",
    "wonder_options",
]
