"""effect.whenever: the clauses a city runs when something happens in it, and what they give.

A clause of one of the triggers of :data:`~oracle.classic.ruleset.WHENEVER` stands in a city with the
part that holds it (a structure, a stage, a recruited component) and runs each time its event happens
to the city from then on: a card built through a chain (``on_chain_build``), a card of one of some
colours built, however (``on_card_build``), a piece taken (``on_take_piece``), resources bought from a
neighbour in a build (``on_buy``, once for each build paying that neighbour).  The effects it runs are
coin gains from the bank, counted when the event's play is carried out (turn.reveal: the coins are the
city's from the next turn on, like a built card's).
"""

from __future__ import annotations

from collections.abc import Iterable

from oracle.classic.rules import city as cities
from oracle.classic.ruleset import Ruleset, any_part_has
from oracle.classic.state import City
from oracle.dsl import ast

CHAIN_BUILD = "on_chain_build"
CARD_BUILD = "on_card_build"
TAKE_PIECE = "on_take_piece"
BUY = "on_buy"


def listening(rules: Ruleset) -> bool:
    """Whether any part of the ruleset has a clause of effect.whenever (when none has, nothing is asked)."""
    return any_part_has(rules, "listens")


def coins_gained(rules: Ruleset, placed: tuple[City, ...], seat: int, effects: Iterable[ast.Effect]) -> list[int]:
    """effect.coins: the coins each coin gain of ``effects`` gives the city in ``seat`` (those that give
    any), its count read in ``placed``."""
    out = []
    for e in effects:
        if isinstance(e, ast.GainCoins):
            amount = e.amount * (cities.count(rules, placed, e.per, seat) if e.per is not None else 1)
            if amount:
                out.append(amount)
    return out


def event_coins(rules: Ruleset, city: City, placed: tuple[City, ...], seat: int, trigger: str,
                subject: str = "") -> list[tuple[int, str]]:
    """effect.whenever: the coins the clauses standing in ``city`` (the city in ``seat`` before the event:
    a part placed by the play itself does not hear it) give for one event of ``trigger`` (``subject``: the
    colour of the card built, the piece taken or the neighbour paid), each as (coins, the name of the part
    giving them); counts read ``placed``, the cities as the event left them."""
    standing = cities.facts(rules, city.board, city.stages, city.structures, city.copies).standing
    out = []
    for name, clause in standing.listens:
        if clause.trigger != trigger or (clause.taken and subject not in {n.value for n in clause.taken}):
            continue
        out += [(amount, name) for amount in coins_gained(rules, placed, seat, clause.effects)]
    return out
