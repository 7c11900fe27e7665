"""A test-only engine for 7 Wonders Duel with the Pantheon: the oracle's adapter with one rule of the
expansion deliberately broken.

    python tests/duel_pantheon/mutants.py BUG

Each bug reads one entry of the Pantheon's commonly-wrong list (``PANTHEON_WRONG`` of
``oracle.duel.pantheon.kit``) wrongly.  ``test_seeded_bugs.py`` runs the suite's cases tagged with the
entry against each and expects failures naming the entry's rule id.  The bugs live here, never in
the engine.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

# every module a bug replaces a function of is loaded first
import oracle.duel.game
import oracle.duel.legal
import oracle.duel.view  # noqa: F401
from oracle.duel import scoring
from oracle.duel.pantheon import military as pantheon_military
from oracle.duel.pantheon import progress as laid_tokens
from oracle.duel.pantheon import rules as pantheon
from oracle.duel.pantheon import tokens
from oracle.duel.pantheon import view as pantheon_view
from oracle.duel.pantheon import wonders as wonder_changes
from oracle.duel.pantheon.state import part, put
from oracle.duel.rules import military
from tests.seeding import serve_planted


def swap(module: Any, name: str, replacement: Any) -> None:
    """``replacement`` for ``module.name`` wherever an engine module holds the original by that name."""
    original = getattr(module, name)
    for loaded in list(sys.modules.values()):
        if getattr(loaded, "__name__", "").startswith("oracle.") and getattr(loaded, name, None) is original:
            setattr(loaded, name, replacement)


def token_to_the_opponent() -> None:
    """16: the token on an uncovered card goes to the mover's opponent."""
    original = tokens.gain

    def gain(t, slot):  # type: ignore[no-untyped-def]
        player, owner = t.player, t.owner    # the mover and the player whose turn it is
        t.player, t.owner = 1 - player, (1 - owner if owner >= 0 else owner)
        try:
            return original(t, slot)
        finally:
            t.player, t.owner = player, owner
    swap(tokens, "gain", gain)


def sanctuary_before_the_gate_doubles() -> None:
    """17: The Sanctuary's 2 coins come off the Gate's figure before it is doubled."""
    def space_price(rules, board, first_player, player, profile, space):  # type: ignore[no-untyped-def]
        constants = rules.section("pantheon")
        figure = constants.costs[space][0 if player == first_player else 1]
        discount = profile.extras.activation_discount if profile.extras is not None else 0
        if board.spaces[space] == rules.divinity_index[constants.gate]:
            return (figure - discount) * constants.gate_cost_factor
        return figure - discount
    swap(pantheon, "space_price", space_price)


def strategy_on_divinities() -> None:
    """18: Strategy's extra shield is added to a divinity's shields."""
    from oracle.core.components import Profile

    original = Profile.extra_shields_for

    def extra(self, c):  # type: ignore[no-untyped-def]
        if c.kind == "divinity":
            return sum(n for _, n in self.extra_shields)
        return original(self, c)
    Profile.extra_shields_for = extra  # type: ignore[method-assign]


def poliorcetics_on_red_cards_only() -> None:
    """19: Poliorcetics takes coins only for pushes made by red cards."""
    from oracle.duel.events import CoinsChanged

    original = military.move_pawn

    def move_pawn(t, player, shields, subject=""):  # type: ignore[no-untyped-def]
        mark = len(t.events)
        original(t, player, shields, subject)
        red = any(c.name == subject and t.rules.vocabulary.colours[c.colour] == "red" for c in t.rules.cards)
        if red:
            return
        kept = []
        for event in t.events[mark:]:
            if event[0] is CoinsChanged and event[2] == "Poliorcetics":
                t.add_coins(event[1], -event[3])
            else:
                kept.append(event)
        t.events[mark:] = kept
    swap(military, "move_pawn", move_pawn)


def blocker_stops_on_its_space() -> None:
    """20: the pawn stops on the blocker's own space, not the one before it."""
    from oracle.duel.pantheon.events import BlockerReached

    def blocked(t, player, start, step):  # type: ignore[no-untyped-def]
        board = part(t)
        blocker = board.blocker if board is not None else None
        if blocker is None or step * (blocker - start) <= 0 or step * (t.pawn - blocker) < 0:
            return None
        t.pawn = blocker
        put(t, board._replace(blocker=None))
        return (BlockerReached, player, blocker)
    swap(pantheon_military, "stopped", blocked)


def neptune_loots_the_tokens_side() -> None:
    """21: the token Neptune applies takes coins from the player on whose side it lies."""
    from oracle.duel.events import LootingTokenTaken, looting_name

    def loot_token(t, player, index, relation="opponent"):  # type: ignore[no-untyped-def]
        token = t.rules.track.looting[index]
        remaining = list(t.looting)
        remaining[index] = False
        t.looting = tuple(remaining)
        victim = 1 if token.side > 0 else 0
        lost = t.lose(victim, token.coins, "looting", looting_name(token.coins))
        t.events.append((LootingTokenTaken, victim, token.coins, lost))
    swap(pantheon_military, "loot_token", loot_token)


def reserve_counted_as_treasury() -> None:
    """22: coins on Astarte join the treasury's sets of 3 instead of scoring 1 point each."""
    original = scoring.score

    def score(state, player):  # type: ignore[no-untyped-def]
        parts = original(state, player)
        reserve = part(state).reserve[player] if part(state) is not None else 0
        if reserve:
            parts["divinities"] -= reserve
            parts["coins"] = (state.coins[player] + reserve) // state.game.rules.constants.coins_per_point
            parts["total"] = sum(v for k, v in parts.items() if k != "total")
        return parts
    swap(scoring, "score", score)


def temples_five_points_each() -> None:
    """23: every Grand Temple scores 5 points, however many the city has."""
    original = scoring.score

    def score(state, player):  # type: ignore[no-untyped-def]
        parts = original(state, player)
        rules = state.game.rules
        temples = sum(1 for c in state.cities[player].cards if rules.cards[c].deck == rules.constants.extra_deck)
        if temples:
            parts["purple"] = 5 * temples
            parts["total"] = sum(v for k, v in parts.items() if k != "total")
        return parts
    swap(scoring, "score", score)


def unbuilt_card_leaves_the_game() -> None:
    """24: the card under a wonder Anubis unbuilds leaves the game instead of going to the discard pile."""
    original = wonder_changes.unbuild

    def unbuild(t, player, wonder):  # type: ignore[no-untyped-def]
        before = t.discard
        original(t, player, wonder)
        t.discard = before
    swap(wonder_changes, "unbuild", unbuild)


def isis_builds_without_effects() -> None:
    """25: a wonder Isis builds from the discard pile joins the city without doing anything when built."""
    def build_from_discard(t, player, card, wonder):  # type: ignore[no-untyped-def]
        from oracle.duel.events import WonderBuilt

        t.discard = tuple(c for c in t.discard if c != card.index)
        t.events.append((WonderBuilt, player, wonder.name, 0, card.name))
        city = t.cities[player]
        t.set_city(player, wonder_changes.rebuild_city(t.rules, city._replace(built=city.built + ((wonder.index,
                                                                                             card.index),)),
                                                t.city_extras(player)))
    swap(wonder_changes, "build_from_discard", build_from_discard)


def enki_keeps_its_tokens() -> None:
    """26: the tokens on an Enki shown and not chosen stay on it."""
    original = laid_tokens.return_to_box

    def return_to_box(t, divinity, keep=-1):  # type: ignore[no-untyped-def]
        if keep >= 0:
            original(t, divinity, keep)
    swap(laid_tokens, "return_to_box", return_to_box)


def placed_divinity_shown_to_both() -> None:
    """27: a divinity placed face down in Age I is shown to both players."""
    original = pantheon_view.pantheon_json

    def pantheon_json(state, viewer, omniscient=False):  # type: ignore[no-untyped-def]
        out = original(state, viewer, omniscient)
        board = part(state)
        for space, entry in zip(board.spaces, out["spaces"], strict=True):
            if space >= 0 and entry["divinity"] is None:
                entry["divinity"] = state.game.rules.divinities[space].name
        return out
    swap(pantheon_view, "pantheon_json", pantheon_json)


def law_never_pairs() -> None:
    """28: the Law symbol never makes a pair, Ishtar's included."""
    from oracle.duel.rules import science

    original = science.symbols_gained

    def symbols_gained(t, player, component):  # type: ignore[no-untyped-def]
        waiting = len(t.pending)
        original(t, player, component)
        if t.rules.vocabulary.science_symbols.index("law") in component.symbols:
            t.pending = t.pending[:waiting]
    swap(science, "symbols_gained", symbols_gained)


def zeus_player_takes_the_token() -> None:
    """29: the token on a card Zeus discards goes to the player who activated Zeus."""
    original = pantheon.discard_from_structure

    def discard_from_structure(t, player, slot):  # type: ignore[no-untyped-def]
        if part(t) is not None and tokens.token_on(part(t), slot) >= 0:
            tokens.gain(t, slot)
        original(t, player, slot)
    swap(pantheon, "discard_from_structure", discard_from_structure)


# commonly-wrong entry -> its seeded bug
MUTANTS = {
    16: token_to_the_opponent,
    17: sanctuary_before_the_gate_doubles,
    18: strategy_on_divinities,
    19: poliorcetics_on_red_cards_only,
    20: blocker_stops_on_its_space,
    21: neptune_loots_the_tokens_side,
    22: reserve_counted_as_treasury,
    23: temples_five_points_each,
    24: unbuilt_card_leaves_the_game,
    25: isis_builds_without_effects,
    26: enki_keeps_its_tokens,
    27: placed_divinity_shown_to_both,
    28: law_never_pairs,
    29: zeus_player_takes_the_token,
}
BUGS = {bug.__name__: bug for bug in MUTANTS.values()}


def main(argv: list[str]) -> int:
    return serve_planted(argv, BUGS)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
