"""What the views show of Leaders' part of a position, and what a redrawn position changes of it.

leaders.hidden: a player sees the leaders they hold and the draft hand before them; of every other
player, only how many leaders they hold and how many their draft hand holds; of the leaders no
player was dealt, only how many a stage may still draw (effect.draw_unused), never which.  A recruited leader
stands in its city, which every view shows; a tucked one lies under the board as a stage's card does
(the state reported lists it, an observation only counts the stages).  The state the adapter reports
shows every hand (point ``view_parts``).

A position a player cannot tell apart (point ``resample``) gives the leaders out of their sight new
places: those held by the other players with no commitment in yet, those in these players' draft
hands and those no player was dealt still undrawn are dealt again among the same places, each place
keeping its size.  A leader the player was dealt or holds is never among them (they saw their own
deal and what a stage drew for them), nor one a commitment names.  The redrawing is a relabelling
of these leaders, applied to the setup too, so the leaders dealt stay consistent with where each
leader is now.  The draft hands a player saw passing
earlier in the draft are not remembered by the position, so they are not kept apart.

A game's account words a leader recruited, one sold and one whose ability a city copies (point
``played_words``); a leader tucked for a stage is told as the base game tells a stage.  The leaders a city
copied (effect.copy_ability, leaders.courtesan) are in every view of the city, under ``copies``.  In a
ruleset whose stages entomb (effect.entomb), every view names, seat by seat, the leaders laid under the
board (``entombed``), and the account words each one laid there.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oracle.classic.events import CardPlayed, CoinsPaid
from oracle.classic.leaders.entomb import ENTOMB, entombs
from oracle.classic.leaders.recruitment import RECRUIT, SELL
from oracle.classic.leaders.state import NAME, LeadersSetup, part, with_leaders
from oracle.classic.leaders.tokens import DISCARD_PIECE
from oracle.classic.points import ViewPart
from oracle.classic.ruleset import Ruleset
from oracle.classic.state import COPY, State
from oracle.classic.turn import AGE_NAMES
from oracle.core.account import coins, seat
from oracle.core.events import Event
from oracle.core.expansions import with_part
from oracle.core.prng import SplitMix64
from oracle.dsl import ast


def _names(rules: Ruleset, cards: tuple[int, ...]) -> list[str]:
    return sorted(rules.cards[c].name for c in cards)


def observed(rules: Ruleset, state: State, player: int) -> dict[str, Any]:
    """leaders.hidden: ``player``'s own leaders and draft hand, by name; every player's counts."""
    leaders = part(rules, state)
    return {"hand": _names(rules, leaders.hands[player]),
            "hand_sizes": [len(h) for h in leaders.hands],
            "draft": _names(rules, leaders.draft[player]),
            "draft_sizes": [len(d) for d in leaders.draft],
            "deck_size": len(leaders.deck), **_entombed(rules, state)}


def full(rules: Ruleset, state: State) -> dict[str, Any]:
    """Every player's leaders and draft hand, by name (the state reported hides nothing)."""
    leaders = part(rules, state)
    return {"hands": [_names(rules, h) for h in leaders.hands],
            "draft": [_names(rules, d) for d in leaders.draft],
            "deck": [rules.cards[c].name for c in leaders.deck], **_entombed(rules, state)}


def _entombed(rules: Ruleset, state: State) -> dict[str, Any]:
    """effect.entomb: in a ruleset whose parts entomb, seat by seat the leaders laid under the board, in the
    order laid, seen by every player (nothing in another ruleset)."""
    if not entombs(rules):
        return {}
    leaders = part(rules, state)
    return {"entombed": [[rules.cards[c].name for s, c, _ in leaders.entombed if s == seat]
                         for seat in range(len(leaders.hands))]}


VIEW = ViewPart(observed, full)


def resample(redrawn: State, rules: Ruleset, state: State, player: int, rng: SplitMix64) -> State:
    """leaders.hidden: ``redrawn`` (the base game's redrawing of ``state``) with the leaders out of
    ``player``'s sight relabelled at random among themselves (see the module's docstring)."""
    leaders = part(rules, redrawn)
    slot = rules.hooks.slots[NAME]
    setup: LeadersSetup = redrawn.setup.parts[slot]
    committed = {state.controller(c) for c, a in enumerate(state.commitments.by_seat) if a is not None}
    others = [s for s in range(len(leaders.hands)) if s != player and s not in committed]
    known = set(setup.dealt[player]) if player < len(setup.dealt) else set()
    if player < len(leaders.hands):     # the leaders a stage drew into their own hand (effect.draw_unused)
        known |= set(leaders.hands[player])
    pool = sorted({c for s in others for c in (*leaders.hands[s], *leaders.draft[s])} | set(leaders.deck))
    pool = [c for c in pool if c not in known]
    relabel = dict(zip(pool, rng.shuffled(list(pool)), strict=True))

    def moved(cards: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(relabel.get(c, c) for c in cards)

    hands = tuple(tuple(sorted(moved(h))) if s in others else h for s, h in enumerate(leaders.hands))
    draft = tuple(tuple(sorted(moved(d))) if s in others else d for s, d in enumerate(leaders.draft))
    dealt = LeadersSetup(tuple(moved(d) for d in setup.dealt), moved(setup.unused))
    again = with_leaders(rules, redrawn, leaders._replace(hands=hands, draft=draft, deck=moved(leaders.deck)))
    return again._replace(setup=again.setup._replace(parts=with_part(again.setup.parts, slot, dealt)))


def recruited(rules: Ruleset, before: State, e: CardPlayed, events: Sequence[Event]) -> str:
    """leaders.recruit in a game's account: the leader and the coins it cost."""
    paid = sum(p.bank for p in events if isinstance(p, CoinsPaid) and p.player == e.player)
    text = f"{seat(e.player)} recruits {e.card}" + (f" for {coins(paid)}" if paid else "")
    taken = [x for x in rules.cards[rules.card_index(e.card)].on_build if isinstance(x, ast.TakeAgePiece)]
    if taken:       # effect.take_age_piece: the token of the Age, taken with no conflict
        worth = rules.spec.victory[AGE_NAMES[before.age - 1]]
        text += f" and takes a victory token of {worth} point{'s' if worth != 1 else ''}, no conflict fought"
    return text


def sold(rules: Ruleset, before: State, e: CardPlayed, events: Sequence[Event]) -> str:
    """leaders.sell in a game's account (the coins it brings are the next line)."""
    return f"{seat(e.player)} sells {e.card}"


def copied(rules: Ruleset, before: State, e: CardPlayed, events: Sequence[Event]) -> str:
    """effect.copy_ability in a game's account: the leader whose ability the city copies (the coins a
    copied ability gives at once are the next line)."""
    return f"{seat(e.player)} copies the ability of {e.card}"


def discarded(rules: Ruleset, before: State, e: CardPlayed, events: Sequence[Event]) -> str:
    """effect.discard_chosen_piece in a game's account: a victory token discarded, chosen or the only kind
    held (the tokens left are in the city's view)."""
    return f"{seat(e.player)} discards one of their victory tokens"


def entombed(rules: Ruleset, before: State, e: CardPlayed, events: Sequence[Event]) -> str:
    """effect.entomb in a game's account: the leader laid under the board."""
    return f"{seat(e.player)} lays {e.card} under the board of their wonder, out of their city"


WORDS = {RECRUIT: recruited, SELL: sold, COPY: copied, DISCARD_PIECE: discarded, ENTOMB: entombed}

__all__ = ["VIEW", "WORDS", "copied", "discarded", "entombed", "full", "observed", "recruited", "resample", "sold"]
