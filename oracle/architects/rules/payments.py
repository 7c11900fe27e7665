"""Paying for a wonder piece: every distinct set of cards a player may spend on it.

build.cost: a piece costs ``units`` resources, all different or all identical (or, for the
bottom-less 4-piece, 4 different).  build.gold: a wild card (gold) stands for one resource of any
kind, and a player must use one for each resource they lack, and only for those: a payment uses as
many of the player's own resource cards as the piece can take, and wild cards fill the rest.
progress.once_per_turn: a token that makes one card of a colour count as more units (Economy) or
that sets the different/identical demand aside (Engineering) may be used once in each of its
owner's turns; a payment says whether it uses them, and uses one only when it changes the cards
spent.  A payment is exact: the units given equal the units asked, so no card is spent for nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any, NamedTuple, TypeVar

from oracle.architects.ruleset import Piece, Ruleset

# entries of a ruleset's memo before it is emptied and filled again: a bound on the memory it takes
MEMO_LIMIT = 1 << 16

T = TypeVar("T")

# makes a NamedTuple from all its fields in order, without the Python frame of its generated __new__
_new = tuple.__new__


class Payment(NamedTuple):
    cards: tuple[int, ...]     # kind indices spent, sorted
    economy: bool = False      # one card counts as more units (a once-per-turn token)
    engineering: bool = False  # the different/identical demand set aside (a once-per-turn token)


class Means(NamedTuple):
    """What a player has to pay with: cards in front of them and the once-a-turn modifiers they
    may still use this turn (``boost``: (colour, units) of a card that counts as more)."""

    hand: tuple[int, ...]
    boost: tuple[str, int] | None = None
    any_mix: bool = False


def _multisets(counts: dict[int, int], size: int) -> list[tuple[int, ...]]:
    """Every multiset of ``size`` items drawn from ``counts`` (item -> how many), sorted."""
    if size == 0:
        return [()]
    items = sorted(i for i, n in counts.items() if n > 0)
    if len(items) == 1:     # one kind to draw from (the base game's gold, or one resource's cards)
        item = items[0]
        return [(item,) * size] if counts[item] >= size else []
    out: list[tuple[int, ...]] = []

    def go(start: int, left: int, prefix: tuple[int, ...]) -> None:
        if left == 0:
            out.append(prefix)
            return
        for k in range(start, len(items)):
            item = items[k]
            for take in range(min(counts[item], left), 0, -1):
                go(k + 1, left - take, prefix + (item,) * take)

    go(0, size, ())
    return out


def _wild_fills(rules: Ruleset, means: Means, missing: int) -> list[tuple[tuple[int, ...], bool]]:
    """The wild cards that give exactly ``missing`` units: (cards, uses the boost)."""
    if missing == 0:
        return [((), False)]
    hand = means.hand
    wild = {i: hand[i] for i in rules.wilds if hand[i]}   # rules.wilds: the wild kinds, in kind order
    if not wild:
        return []
    fills = [(cards, False) for cards in _multisets(wild, missing)]
    if means.boost is not None:
        colour, units = means.boost
        if units > 1 and missing >= units:
            for boosted in (i for i in wild if rules.kinds[i].colour == colour):
                rest = dict(wild)
                rest[boosted] -= 1
                fills.extend((tuple(sorted((boosted, *cards))), True) for cards in _multisets(rest, missing - units))
    return fills


def remembered(rules: Ruleset, key: tuple[Any, ...], work: Callable[[], T]) -> T:
    """The answer to a pure question on immutable inputs, worked out by ``work`` the first time
    ``key`` (which names the question and everything its answer depends on) is asked, then
    remembered in ``rules.memo`` (emptied when it holds MEMO_LIMIT answers)."""
    memo = rules.memo
    if key in memo:
        return memo[key]  # type: ignore[no-any-return]
    return remember(rules, key, work())


def remember(rules: Ruleset, key: tuple[Any, ...], answer: T) -> T:
    """``answer``, kept in ``rules.memo`` as the answer to ``key`` (:func:`remembered`), for a caller
    that has just found ``key`` missing and worked the answer out."""
    memo = rules.memo
    if len(memo) >= MEMO_LIMIT:
        memo.clear()
    memo[key] = answer
    return answer


def payments(rules: Ruleset, piece: Piece, means: Means) -> list[Payment]:
    """Every distinct payment for ``piece`` (build.cost, build.gold, progress.once_per_turn), sorted.

    Remembered by what the answer depends on: the piece's demand, the modifiers, and the cards of
    each kind a payment may spend as far as they make a difference (:func:`payable_held`)."""
    key = ("payments", piece.units, piece.mix, means.boost, means.any_mix, payable_held(rules, piece, means))
    found: tuple[Payment, ...] | None = rules.memo.get(key)
    if found is None:
        found = remember(rules, key, tuple(list_payments(rules, piece, means)))
    return list(found)


def payable_held(rules: Ruleset, piece: Piece, means: Means) -> tuple[int, ...]:
    """The cards of each kind a payment may spend (``rules.payable``) as far as the payments for ``piece``
    depend on them: counted up to the piece's units, as no payment spends more of a kind; and a kind that
    is not wild counted only as held or not when the piece asks for different resources and no token
    sets that demand aside (a payment then spends one card of each resource, of the first kind held)."""
    hand, _, any_mix = means     # unpacked: a NamedTuple's field read by name is slow
    u = piece.units
    spread = piece.mix == "different" and not any_mix
    caps = rules.payment_caps.get((u, spread))
    if caps is None:
        caps = rules.payment_caps[u, spread] = _caps(rules, u, spread)
    return tuple(map(min, rules.count_payable(hand), caps))


def _caps(rules: Ruleset, units: int, spread: bool) -> tuple[int, ...]:
    """:func:`payable_held`'s bound on the cards of each payable kind, worked out afresh."""
    return tuple(units if not spread or rules.kinds[k].wild else 1 for k in rules.payable)


def list_payments(rules: Ruleset, piece: Piece, means: Means) -> list[Payment]:
    """:func:`payments`, worked out afresh."""
    hand, _, any_mix = means     # unpacked: a NamedTuple's field read by name is slow
    kinds = rules.kinds
    by_resource: dict[str, list[int]] = {}
    for i in rules.payable:   # the kinds a payment may spend, in kind order
        if hand[i] and kinds[i].produces:
            by_resource.setdefault(kinds[i].produces, []).append(i)
    found: set[Payment] = set()
    fills: dict[int, list[tuple[tuple[int, ...], bool]]] = {}     # missing units -> _wild_fills, made once

    def fill(missing: int) -> list[tuple[tuple[int, ...], bool]]:
        wilds = fills.get(missing)
        if wilds is None:
            wilds = fills[missing] = _wild_fills(rules, means, missing)
        return wilds

    u = piece.units
    if piece.mix == "different":
        # one card per resource held, of the first kind of it held (kinds of one resource are alike)
        firsts = [by_resource[r][0] for r in sorted(by_resource)]
        g = min(u, len(firsts))
        wilds = fill(u - g)
        for grey in combinations(firsts, g):
            for wild, boosted in wilds:
                found.add(_new(Payment, (tuple(sorted(grey + wild)), boosted, False)))
    else:
        for ids in by_resource.values():
            if len(ids) == 1:     # the resource's one kind held (every resource of the base game)
                n = hand[ids[0]]
                g = u if n > u else n
                greys = [(ids[0],) * g]
            else:
                g = min(u, sum(hand[i] for i in ids))
                greys = _multisets({i: hand[i] for i in ids}, g)
            wilds = fill(u - g)
            for grey in greys:
                for wild, boosted in wilds:
                    found.add(_new(Payment, (tuple(sorted(grey + wild)), boosted, False)))
        if not by_resource:
            for wild, boosted in fill(u):
                found.add(_new(Payment, (wild, boosted, False)))   # wild cards alone come sorted
    if any_mix:
        plain = {p[:2] for p in found}     # (cards, economy) of the payments found so far
        greys_held = {i: n for i, n in enumerate(hand) if n and kinds[i].produces}
        g = min(u, sum(greys_held.values()))
        wilds = fill(u - g)
        for grey in _multisets(greys_held, g):
            for wild, boosted in wilds:
                cards = tuple(sorted(grey + wild))
                if (cards, boosted) not in plain:
                    found.add(_new(Payment, (cards, boosted, True)))
    return sorted(found)


class Holding(NamedTuple):
    """What a hand offers toward any piece's cost (build.cost, build.gold, progress.once_per_turn)."""

    distinct: int     # resources held
    most: int         # cards of the resource held most
    total: int        # resource cards in all
    wild: int         # wild cards
    boosted: bool     # a wild card is held that the unused boost makes count more


def holding(rules: Ruleset, means: Means) -> Holding:
    """What ``means`` offers toward any piece: counted once for all the pieces a player may build."""
    hand, boost, _ = means     # unpacked: a NamedTuple's field read by name is slow
    counts = rules.count_resources(hand)     # each resource's cards (rules.producers)
    wild = sum(map(hand.__getitem__, rules.wilds))
    boosted = boost is not None and _boosts(rules, hand, boost[0])
    # max(counts, default=0) without the keyword, which makes the builtin parse its arguments the slow way
    most = max(counts) if counts else 0
    return _new(Holding, (len(counts) - counts.count(0), most, sum(counts), wild, boosted))


def _boosts(rules: Ruleset, hand: tuple[int, ...], colour: str) -> bool:
    """Whether ``hand`` holds a wild card of ``colour`` (the colour an unused boost makes count more)."""
    return any(hand[k] and rules.kinds[k].colour == colour for k in rules.wilds)


def affords(piece: Piece, held: Holding, means: Means) -> bool:
    """Whether :func:`payments` finds at least one payment for ``piece``: the resources the player
    can give toward it, and whether their wild cards (one counting more, with a boost) make up the
    rest exactly."""
    u = piece.units
    distinct, most, total, wild, boosted = held     # unpacked: a NamedTuple's field read by name is slow
    _, boost, any_mix = means
    given = distinct if piece.mix == "different" else most
    if given > u:
        given = u
    if any_mix and total > given:   # given = max(given, min(u, total)), without the builtins' calls
        given = total if total < u else u
    missing = u - given
    if missing <= wild:
        return True
    # the boosted card gives all its units, never more than are missing (as :func:`_wild_fills` pays)
    return boosted and boost is not None and boost[1] <= missing <= wild + boost[1] - 1


def can_pay(rules: Ruleset, piece: Piece, means: Means) -> bool:
    """Whether :func:`payments` finds at least one payment, without listing them (:func:`affords`)."""
    return affords(piece, holding(rules, means), means)
