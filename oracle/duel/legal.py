"""Legal actions, and why an action is not legal.

:func:`legal_actions` lists every decision open to the player to move, in a fixed order
(structure slot, then build / discard / build_wonder, then wonder in draft order).
:func:`check` explains a refused action with the id of the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oracle.core.components import CHAINS, EXTRAS, PRICES, TRADE_WEIGHT
from oracle.duel.rules import costs
from oracle.duel.rules.structure import slot_of
from oracle.duel.state import (
    BUILD,
    BUILD_WONDER,
    CITY_BUILT,
    CITY_PROFILE,
    CITY_WONDERS,
    DISCARD,
    PICK_WONDER,
    Action,
    Decision,
    State,
    Turn,
)
from oracle.errors import IllegalMoveError
from oracle.text import shown_json


def price(state: State, player: int, component: costs.Component) -> costs.Price:
    """What ``component`` costs ``player`` right now (an expansion's rules may price it: point
    ``card_price``)."""
    if state.parts and (priced := costs.rule_price(state, player, component)) is not None:
        return priced
    cities = state.cities
    return costs.price(component, cities[player].profile, cities[1 - player].profile,
                       state.game.rules.constants.trade_base)


def spendable(at: State | Turn, player: int) -> int:
    """The coins a player can spend: their treasury, and what the ruleset's expansions let them
    spend beyond it (point ``reserve``)."""
    coins = at.coins[player]
    if at.parts:
        for held in at.game.hooks.functions("reserve"):
            coins += held(at, player)
    return coins


def unbuilt_wonders(state: State, player: int) -> tuple[int, ...]:
    """The player's wonders still buildable: not built, not sent back by the cap."""
    city = state.cities[player]
    built = city.built_wonders
    removed = state.removed_wonders
    return tuple([w for w in city.wonders if w not in built and w not in removed])


def _decision_actions(at: State | Turn, d: Decision) -> list[Action]:
    """The actions that settle the decision ``d`` owed in ``at`` (a state or a move's pad), in the
    order of its options."""
    rules = at.game.rules
    table = rules.actions.of_kind(rules.decisions[d.kind].action)
    return [table[option] for option in d.options]


def priced_actions(state: State) -> list[tuple[Action, costs.Price | None]]:
    """Every legal action (:func:`legal_actions`, in its order) with, for builds and activations, the
    price the player would pay."""
    actions = legal_actions(state)
    if state.pending or state.age == 0 or not actions:
        return [(a, None) for a in actions]
    rules, player = state.game.rules, state.to_move
    offered: dict[Action, costs.Price | None] = {}
    if state.parts:
        coins = spendable(state, player)
        for options in state.game.hooks.functions("turn_options"):
            offered.update(options(state, player, coins))
    out: list[tuple[Action, costs.Price | None]] = []
    for a in actions:
        kind = a.kind
        if kind == BUILD:
            out.append((a, price(state, player, rules.cards[a.card])))
        elif kind == BUILD_WONDER:
            out.append((a, price(state, player, rules.wonders[a.wonder])))
        else:
            out.append((a, offered.get(a)))
    return out


def legal_actions(state: State) -> list[Action]:
    """Every action the player to move may take (empty once the game is over), in a fixed order:
    by structure slot, build (if affordable), discard, then build_wonder with each affordable wonder
    in draft order; then the turn actions the ruleset's expansions offer (point ``turn_options``).
    :func:`priced_actions` without the prices."""
    if state.outcome is not None:
        return []
    rules = state.game.rules
    if state.pending:
        return _decision_actions(state, state.pending[0])
    actions = rules.actions
    if state.age == 0:
        return list(map(actions.pick_wonder.__getitem__, state.offer))     # no comprehension: see _offered
    coins, fits, wonders = _turn(state)
    structure = state.structure
    build, discard, build_wonder = actions.build, actions.discard, actions.build_wonder
    out: list[Action] = []
    append = out.append
    for slot in state.accessible:
        card = structure[slot]
        if fits & 1 << slot:
            append(build[card])
        append(discard[card])
        if wonders:
            with_card = build_wonder[card]
            for w in wonders:
                append(with_card[w])
    if state.parts:
        for options in state.game.hooks.functions("turn_options"):
            out += [a for a, _ in options(state, state.to_move, coins)]
    return out


def drawn_action(at: State | Turn, below: Callable[[int], int]) -> Action:
    """The action random play picks: ``legal_actions(state)[below(len(legal_actions(state)))]``, for a
    state or a move's pad between two moves (random play that keeps nothing plays on one pad).  On a
    turn the base game's actions are counted, and only the one drawn is made; the turn actions the
    ruleset's expansions offer (point ``turn_options``, asked of the state or the pad) follow them."""
    if at.outcome is not None:
        actions = legal_actions(at.freeze() if isinstance(at, Turn) else at)
        return actions[below(len(actions))]
    if at.pending:              # a decision owed: one of its options, in their order
        actions = _decision_actions(at, at.pending[0])
        return actions[below(len(actions))]
    if at.age == 0:             # the draft: a wonder on offer, in the offer's order
        offer = at.offer
        return at.game.rules.actions.pick_wonder[offer[below(len(offer))]]
    coins, fits, wonders = _turn(at)
    accessible = at.accessible
    per_slot = 1 + len(wonders)                 # discard, then build_wonder with each affordable wonder
    counted = len(accessible) * per_slot + fits.bit_count()
    if at.parts:
        player = at.to_move
        offered = _offered(at, player, coins)
        i = below(counted + len(offered))
        if i >= counted:
            return offered[i - counted]
    else:
        i = below(counted)
    for slot in accessible:
        fit = fits >> slot & 1
        if i < per_slot + fit:
            table = at.game.rules.actions
            card = at.structure[slot]
            if fit:
                if i == 0:
                    return table.build[card]
                i -= 1
            return table.discard[card] if i == 0 else table.build_wonder[card][wonders[i - 1]]
        i -= per_slot + fit
    raise AssertionError("a draw beyond the legal actions")


def _offered(at: State | Turn, player: int, coins: int) -> list[Action]:
    """The turn actions the ruleset's expansions offer ``player`` (point ``turn_options``), in the
    ruleset's order.  A function of its own: a comprehension reading a function's locals makes them
    cells, each made again on every call of that function, the hot ones of random play included."""
    return [a for options in at.game.hooks.functions("turn_options") for a, _ in options(at, player, coins)]


def _turn(at: State | Turn) -> tuple[int, int, list[int]]:
    """What a turn's legal actions need (cost.afford): the coins the player to move can spend
    (:func:`spendable`), a bit per accessible slot whose card they can afford (turn.accessible), and
    the wonders they can afford, in draft order (wonder.build, wonder.cap).  Prices come from the
    city's table (:func:`costs.prices`); the lookups are :func:`costs.price`'s, inline: this is
    the hot path of random play.  ``at`` is a state or a move's pad between two moves."""
    if type(at) is State:       # a state's fields unpacked: read by name, each costs more
        (game, _, _, player, coins, _, _, cities, structure, _, accessible, _, _, _, _, _, removed, _, _, _, _,
         parts) = at
    else:
        game, player, coins, cities, structure, accessible, removed, parts = (
            at.game, at.to_move, at.coins, at.cities, at.structure, at.accessible, at.removed_wonders, at.parts)
    rules = game.rules
    city, other = cities[player], cities[1 - player]
    spend = spendable(at, player) if parts else coins[player]
    own, opponent, base = city[CITY_PROFILE], other[CITY_PROFILE], rules.constants.trade_base
    chains = own[CHAINS] if own[EXTRAS] is None else costs.chains_of(own, opponent)
    memo = own[PRICES]          # costs.prices, its table asked for last checked inline
    last = memo.last_key
    table: Any = memo.last if last and last[0] is opponent[TRADE_WEIGHT] and last[1] == base \
        else costs.prices(own, opponent, base)
    # the prices an expansion's rules give the cards of some decks (point card_price; a wonder is of no
    # deck), asked before the table: never kept there, since they follow the position, not the profile
    rule_priced = (game.hooks.table("card_price") or None) if parts else None
    p: costs.Price | None
    fits = 0
    cards = rules.cards
    for slot in accessible:
        component = cards[structure[slot]]
        free_with = component.free_with
        if free_with and not free_with.isdisjoint(chains):
            fits |= 1 << slot
            continue
        if rule_priced and (rule := rule_priced.get(component.deck)) is not None:
            p = rule(at, player, component)
        else:
            p = table.get(component)
            if p is None:
                p = table[component] = costs.unchained(component, own, opponent, base)
        if p[0] + p[1] <= spend:
            fits |= 1 << slot
    affordable: list[int] = []
    built = city[CITY_BUILT]
    if len(built) + len(other[CITY_BUILT]) < rules.constants.wonder_cap:
        built_wonders = [w for w, _ in built] if built else ()
        wonders = rules.wonders
        for w in city[CITY_WONDERS]:
            if w in built_wonders or w in removed:
                continue
            wonder = wonders[w]
            free_with = wonder.free_with
            if free_with and not free_with.isdisjoint(chains):
                affordable.append(w)
                continue
            p = table.get(wonder)
            if p is None:
                p = table[wonder] = costs.unchained(wonder, own, opponent, base)
            if p[0] + p[1] <= spend:
                affordable.append(w)
    return spend, fits, affordable


def card_turn_shown_legal(at: State | Turn, action: Action) -> tuple[int, costs.Price | None] | None:
    """For a card played from the structure on a turn of the base game (no expansion's part in the
    position, no decision owed, an Age in play, the game not over): the card's slot and, for a build
    or a wonder, its price, when ``action`` is legal (turn.accessible, cost.afford, wonder.build,
    wonder.cap); None when this quick test cannot show it legal (or the turn is not such a turn), and
    :func:`check` says why it is not (or finds it legal after all).  What :func:`check` tests, in one
    pass, without wording.  ``at`` is a state or the pad of the move about to be played on it, whose
    fields cost less to read (:func:`oracle.duel.turn.apply` asks the pad)."""
    if at.parts or at.pending or not at.age or at.outcome is not None:
        return None
    card = action[1]                    # action.card, by position
    if type(card) is not int or card < 0:
        return None
    try:
        slot = at.structure.index(card)
    except ValueError:
        return None
    if slot not in at.accessible:
        return None
    kind = action[0]
    if kind == DISCARD:
        return slot, None
    player = at.to_move
    cities = at.cities
    rules = at.game.rules
    component: costs.Component
    if kind == BUILD:
        component = rules.cards[card]
    else:                               # BUILD_WONDER
        wonder = action[2]              # action.wonder
        if type(wonder) is not int or not 0 <= wonder < len(rules.wonders):
            return None
        city = cities[player]
        if wonder not in city[CITY_WONDERS] or wonder in at.removed_wonders:
            return None
        built = city[CITY_BUILT]
        if len(built) + len(cities[1 - player][CITY_BUILT]) >= rules.constants.wonder_cap:
            return None
        for w, _ in built:
            if w == wonder:
                return None
        component = rules.wonders[wonder]
    p = costs.price(component, cities[player][CITY_PROFILE], cities[1 - player][CITY_PROFILE],
                    rules.constants.trade_base)
    return (slot, p) if p[0] + p[1] <= at.coins[player] else None


def check(state: State, action: Action) -> None:
    """Raise :class:`IllegalMoveError` (with a rule id) unless ``action`` is legal in ``state``."""
    rules = state.game.rules
    if state.outcome is not None:
        raise IllegalMoveError("game.over", "the game is over; no move can follow")
    player = state.to_move
    if state.pending:
        d = state.pending[0]
        kind, field, rule, words, _ = rules.decisions[d.kind]
        if action.kind != kind:
            raise IllegalMoveError(rule, f"player {player} must first {words}")
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
    if state.parts:
        added = state.game.hooks.table("turn_actions").get(action.kind)
        if added is not None:
            added.check(state, action)
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
    coins = spendable(state, player)
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


def _name(state: State, field: str, value: Any) -> str:
    rules = state.game.rules
    if field == "divinity_space":
        divinity, space = value
        return f"{_name(state, 'divinity', divinity)} on space {space + 1}"
    if field == "card_wonder":
        card, wonder = value
        return f"{_name(state, 'card', card)} under {_name(state, 'wonder', wonder)}"
    if field == "divinity_order":
        divinity, order = value
        rest = ", ".join(_name(state, "divinity", d) for d in order)
        return _name(state, "divinity", divinity) + (f" (then {rest})" if rest else "")
    if field == "slot":
        return f"slot {value}"
    if field == "position":
        return f"space {value:+d}" if isinstance(value, int) else f"space {value!r}"
    if field == "looting":
        tokens = rules.track.looting
        return (f"the {tokens[value].coins}-coin looting token at {tokens[value].side * tokens[value].distance:+d}"
                if 0 <= value < len(tokens) else f"looting token #{value}")
    if field == "mythology":
        names = rules.vocabulary.mythologies
        return names[value] if 0 <= value < len(names) else f"mythology #{value}"
    table = {"card": rules.cards, "wonder": rules.wonders, "token": rules.progress,
             "divinity": rules.divinities}.get(field)
    if table is None:
        named = state.game.hooks.call("option_names", rules, field, (value,)) if field != "player" else None
        return f"player {value}" if named is None else shown_json(named[0])
    return table[value].name if 0 <= value < len(table) else f"#{value}"
