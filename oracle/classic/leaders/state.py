"""Leaders' part of a setup and of a position.

The leader deck is shuffled after the base game's setup is drawn and dealt ``dealt`` to each player
(leaders.draft); the leaders left over stay out of the game.  In play, each player holds the leaders
kept so far (``hands``, seen by their owner alone: leaders.hidden) and, during the draft, the leaders
still to pick from (``draft``); the leaders no player was dealt lie face down, seen by nobody
(``deck``), until a stage draws from them (effect.draw_unused).  A recruited leader is a structure
of its city, a tucked one lies under the board, a sold one has left the game (leaders.out_of_discard).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from oracle.classic.leaders.spec import PACK_JOINER, PACKS_OPTION
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import State
from oracle.core.expansions import with_part
from oracle.core.prng import SplitMix64
from oracle.errors import GameChoiceError

NAME = "leaders"


class LeadersSetup(NamedTuple):
    """The chance outcomes of Leaders: the leaders dealt to each player, and those left out."""

    dealt: tuple[tuple[int, ...], ...]     # player -> the leaders dealt (card indices)
    unused: tuple[int, ...] = ()           # the leaders no player was dealt


class LeadersPart(NamedTuple):
    """Leaders' part of a position."""

    hands: tuple[tuple[int, ...], ...]     # player -> the leaders kept, sorted (leaders.hidden)
    draft: tuple[tuple[int, ...], ...]     # player -> the leaders to pick from in this pick of the draft, sorted
    deck: tuple[int, ...] = ()             # the leaders no player was dealt, top first, face down
    #                                        (effect.draw_unused: Roma B's first stage draws from it)


def leader_cards(rules: Ruleset) -> tuple[int, ...]:
    """leaders.deck, leaders.packs: the leaders played, by card index, in spec order: every leader, or
    in a box of packs those of the packs the rule option ``leader_packs`` names (all without it)."""
    every = tuple(i for i, c in enumerate(rules.cards) if c.kind == "leader")
    packs = rules.spec.sections[NAME].packs
    if not packs:
        return every
    declared = {o.name for o in rules.rule_options}
    wanted = set(rules.option(PACKS_OPTION).split(PACK_JOINER)) if PACKS_OPTION in declared else {p for p, _ in packs}
    names = {n for pack, members in packs if pack in wanted for n in members}
    return tuple(i for i in every if rules.cards[i].name in names)


def draw(rules: Ruleset, players: int, rng: SplitMix64) -> LeadersSetup:
    """leaders.draft: the leader deck shuffled with ``rng`` (after the base game's draws), its first
    ``dealt`` cards to seat 0, the next to seat 1, and so on."""
    constants = rules.spec.sections[NAME]
    deck = leader_cards(rules)
    dealt = constants.dealt
    if len(deck) < dealt * players:
        raise GameChoiceError(f"{rules.spec.title} deals {dealt} leaders to each player: its {len(deck)} leaders "
                              f"are enough for {len(deck) // dealt} players, not {players}")
    shuffled = rng.shuffled(list(deck))
    return LeadersSetup(tuple(tuple(shuffled[i * dealt:(i + 1) * dealt]) for i in range(players)),
                        tuple(shuffled[dealt * players:]))


def initial(rules: Ruleset, setup: LeadersSetup) -> LeadersPart:
    """Before the draft: nobody holds a leader; each draft hand is the leaders dealt; the leaders no player
    was dealt lie face down in the order the shuffle left them."""
    return LeadersPart(hands=tuple(() for _ in setup.dealt), draft=tuple(tuple(sorted(d)) for d in setup.dealt),
                       deck=tuple(setup.unused))


def part(rules: Ruleset, state: State) -> LeadersPart:
    """Leaders' part of ``state``."""
    found: LeadersPart = state.parts[rules.hooks.slots[NAME]]
    return found


def with_leaders(rules: Ruleset, state: State, leaders: Any) -> State:
    """``state`` with Leaders' part replaced by ``leaders``."""
    return state._replace(parts=with_part(state.parts, rules.hooks.slots[NAME], leaders))
