"""Legal actions, and why an action is not legal.

:func:`legal_actions` lists every decision open to the player to move, in a fixed order
(structure slot, then build / discard / build_wonder, then wonder in draft order).
:func:`check` explains a refused action with the id of the rule it breaks.
"""

from __future__ import annotations

from oracle.duel.rules import costs
from oracle.duel.rules.structure import slot_of
from oracle.duel.state import (
    BUILD,
    BUILD_DISCARDED,
    BUILD_FROM_DISCARD,
    BUILD_WONDER,
    CHOOSE_STARTER,
    DESTROY,
    DESTROY_CARD,
    DISCARD,
    PICK_WONDER,
    PROGRESS_FROM_BOARD,
    PROGRESS_FROM_BOX,
    STARTER,
    TAKE_PROGRESS,
    Action,
    Decision,
    State,
)
from oracle.errors import IllegalMoveError

# pending decision -> (the action that settles it, the field naming the choice, the rule id)
DECISIONS: dict[str, tuple[str, str, str]] = {
    PROGRESS_FROM_BOARD: (TAKE_PROGRESS, "token", "science.pair"),
    PROGRESS_FROM_BOX: (TAKE_PROGRESS, "token", "effect.take_progress"),
    DESTROY_CARD: (DESTROY, "card", "effect.destroy"),
    BUILD_FROM_DISCARD: (BUILD_DISCARDED, "card", "effect.build_from_discard"),
    STARTER: (CHOOSE_STARTER, "player", "age.next_starter"),
}

_DECISION_WORDS = {
    PROGRESS_FROM_BOARD: "take a progress token from the board",
    PROGRESS_FROM_BOX: "take one of the progress tokens drawn from the box",
    DESTROY_CARD: "choose the opponent's card to destroy",
    BUILD_FROM_DISCARD: "choose a card of the discard pile to build",
    STARTER: "choose who begins the Age",
}


def price(state: State, player: int, component: costs.Component) -> costs.Price:
    """What ``component`` costs ``player`` right now."""
    cities = state.cities
    return costs.price(component, cities[player].profile, cities[1 - player].profile,
                       state.game.rules.constants.trade_base)


def unbuilt_wonders(state: State, player: int) -> tuple[int, ...]:
    """The player's wonders still buildable: not built, not sent back by the cap."""
    city = state.cities[player]
    built = city.built_wonders
    removed = state.removed_wonders
    return tuple([w for w in city.wonders if w not in built and w not in removed])


def _decision_actions(state: State, d: Decision) -> list[Action]:
    table = state.game.rules.actions.of_kind(DECISIONS[d.kind][0])
    return [table[option] for option in d.options]


def priced_actions(state: State) -> list[tuple[Action, costs.Price | None]]:
    """Every legal action with, for builds, the price the player would pay."""
    if state.outcome is not None:
        return []
    rules = state.game.rules
    if state.pending:
        return [(a, None) for a in _decision_actions(state, state.pending[0])]
    actions = rules.actions
    if state.age == 0:
        return [(actions.pick_wonder[w], None) for w in state.offer]
    player = state.to_move
    coins = state.coins[player]
    own = state.cities[player].profile
    opponent = state.cities[1 - player].profile
    base = rules.constants.trade_base
    wonder_prices: list[tuple[int, costs.Price]] = []
    if state.wonders_built < rules.constants.wonder_cap:
        for w in unbuilt_wonders(state, player):
            p = costs.price(rules.wonders[w], own, opponent, base)
            if p.total <= coins:
                wonder_prices.append((w, p))
    out: list[tuple[Action, costs.Price | None]] = []
    for slot in state.accessible:
        card = state.structure[slot]
        p = costs.price(rules.cards[card], own, opponent, base)
        if p.total <= coins:
            out.append((actions.build[card], p))
        out.append((actions.discard[card], None))
        for w, wp in wonder_prices:
            out.append((actions.build_wonder[card][w], wp))
    return out


def legal_actions(state: State) -> list[Action]:
    """Every action the player to move may take (empty once the game is over)."""
    return [a for a, _ in priced_actions(state)]


def check(state: State, action: Action) -> None:
    """Raise :class:`IllegalMoveError` (with a rule id) unless ``action`` is legal in ``state``."""
    rules = state.game.rules
    if state.outcome is not None:
        raise IllegalMoveError("game.over", "the game is over; no move can follow")
    player = state.to_move
    if state.pending:
        d = state.pending[0]
        kind, field, rule = DECISIONS[d.kind]
        if action.kind != kind:
            raise IllegalMoveError(rule, f"player {player} must first {_DECISION_WORDS[d.kind]}")
        choice = getattr(action, field)
        if choice not in d.options:
            raise IllegalMoveError(rule, f"{_name(state, field, choice)} is not among the choices: "
                                         + ", ".join(_name(state, field, o) for o in d.options))
        return
    if state.age == 0:
        if action.kind != PICK_WONDER:
            raise IllegalMoveError("setup.draft", "the wonder draft comes first: pick a wonder on offer")
        if action.wonder not in state.offer:
            raise IllegalMoveError("setup.draft", f"{_name(state, 'wonder', action.wonder)} is not on offer "
                                   "(offer: " + ", ".join(rules.wonders[w].name for w in state.offer) + ")")
        return
    if action.kind not in (BUILD, DISCARD, BUILD_WONDER):
        raise IllegalMoveError("turn.play", f"there is nothing to '{action.kind}' now: play a card from "
                               "the structure (build, discard or build_wonder)")
    if not 0 <= action.card < len(rules.cards):
        raise IllegalMoveError("turn.accessible", "no card given")
    card = rules.cards[action.card]
    slot = slot_of(state.structure, action.card)
    if slot < 0:
        raise IllegalMoveError("turn.accessible", f"{card.name} is not in the Age {state.age} structure")
    if slot not in state.accessible:
        raise IllegalMoveError("turn.accessible", f"{card.name} is covered by other cards")
    coins = state.coins[player]
    if action.kind == BUILD:
        p = price(state, player, card)
        if p.total > coins:
            raise IllegalMoveError("cost.afford", f"{card.name} costs {p.total} coins ({p.coins} printed + "
                                                  f"{p.trade} trade); player {player} has {coins}")
    elif action.kind == BUILD_WONDER:
        if not 0 <= action.wonder < len(rules.wonders):
            raise IllegalMoveError("wonder.build", "no wonder given")
        wonder = rules.wonders[action.wonder]
        city = state.cities[player]
        if action.wonder not in city.wonders:
            raise IllegalMoveError("wonder.build", f"{wonder.name} is not one of player {player}'s wonders")
        if city.has_built(action.wonder):
            raise IllegalMoveError("wonder.build", f"{wonder.name} is already built")
        if action.wonder in state.removed_wonders or state.wonders_built >= rules.constants.wonder_cap:
            raise IllegalMoveError("wonder.cap", f"{rules.constants.wonder_cap} wonders are built; "
                                                 f"{wonder.name} is out of the game")
        p = price(state, player, wonder)
        if p.total > coins:
            raise IllegalMoveError("cost.afford", f"{wonder.name} costs {p.total} coins to build; "
                                                  f"player {player} has {coins}")


def _name(state: State, field: str, value: int) -> str:
    rules = state.game.rules
    table = {"card": rules.cards, "wonder": rules.wonders, "token": rules.progress}.get(field)
    if table is None:
        return f"player {value}"
    return table[value].name if 0 <= value < len(table) else f"#{value}"
