"""effect.whenever: the clauses a city runs when something happens in it, and what they give.

A clause of one of the triggers of :data:`~oracle.classic.ruleset.WHENEVER` stands in a city with the
part that holds it (a structure, a stage, a recruited component) and runs each time its event happens
to the city from then on: a card built through a chain (``on_chain_build``), a card of one of some
colours built, however (``on_card_build``), a piece taken (``on_take_piece``), resources bought from a
neighbour in a build (``on_buy``, once for each build paying that neighbour), coins paid by the bank
(``on_bank_coins``, effect.bank_coins: once for each moment the bank pays the city, whatever it pays
for: a turn's plays, a decision it left, a recruitment, an Age's conflicts; never for the coins these
clauses give themselves; a clause limited ``once per turn`` runs once in a turn and its decisions, the
conflicts being a moment of their own).  The effects it runs are
coin gains from the bank, counted when the event's play is carried out (turn.reveal: the coins are the
city's from the next turn on, like a built card's).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from oracle.classic.rules import city as cities
from oracle.classic.ruleset import Ruleset, any_part_has
from oracle.classic.state import City
from oracle.dsl import ast

CHAIN_BUILD = "on_chain_build"
BANK_COINS = "on_bank_coins"
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


@lru_cache(maxsize=32)
def hears_bank(rules: Ruleset) -> bool:
    """Whether any part of the ruleset has a clause waiting for coins from the bank (effect.bank_coins)."""
    return any(c.trigger == BANK_COINS for p in (*rules.cards, *(s for b in rules.boards for s in (b.base, *b.stages)))
               for c in p.listens)


def bank_paid(rules: Ruleset, before: City, city: City, placed: tuple[City, ...], seat: int,
              in_turn: bool = True) -> tuple[City, list[tuple[int, str]]]:
    """effect.bank_coins: ``city`` (the city in ``seat`` now) once the clauses standing in ``before`` (the
    city before the moment: a part placed by it does not hear it) that wait for coins from the bank ran for
    the bank's payment of that moment, and the coins each gave (amount, the part giving them).  A clause
    limited to once a turn runs only if it has not run this turn (``city.once``).  In a turn or a round
    (``in_turn``) the coins are received this turn (trade.coins_held) and such a clause is remembered as
    run; an Age's conflicts are a moment of their own, between turns."""
    standing = cities.facts(rules, before.board, before.stages, before.structures, before.copies).standing
    out = []
    for name, clause in standing.listens:
        if clause.trigger != BANK_COINS or (clause.once and name in city.once):
            continue
        gained = coins_gained(rules, placed, seat, clause.effects)
        if not gained:
            continue
        total = sum(gained)
        if in_turn:
            city = city._replace(coins=city.coins + total, received=city.received + total,
                                 once=(*city.once, name) if clause.once else city.once)
        else:
            city = city._replace(coins=city.coins + total)
        out += [(amount, name) for amount in gained]
    return city, out
