"""Hypothesis strategies for Duel: whole setups, and cities and positions built directly."""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from oracle.duel.state import Setup, State
from tests.properties import model as m
from tests.properties.model import CARDS_PER_AGE, DECKS, GUILDS_IN_AGE_III, RULES, first_game_picks
from tests.support import city, position

N_WONDERS = len(RULES.wonders)
N_TOKENS = len(RULES.progress)
BOARD = 5


@st.composite
def setups(draw: st.DrawFn, first_game: bool = False) -> Setup:
    """Any chance outcome of setup: who begins, the 8 wonders in reveal order, the tokens on the
    board and in the box (in draw order), the 20 cards of each Age in slot order.

    With ``first_game`` the wonders are the rulebook's first-game split, in pick order.
    Permutations shrink toward spec order, so a shrunk failure uses the first components.
    """
    first = draw(st.integers(0, 1))
    if first_game:
        wonders = first_game_picks()
    else:
        wonders = tuple(draw(st.permutations(range(N_WONDERS)))[:8])
    tokens = draw(st.permutations(range(N_TOKENS)))
    ages = []
    for deck in ("I", "II"):
        ages.append(tuple(draw(st.permutations(DECKS[deck]))[:CARDS_PER_AGE]))
    guilds = draw(st.permutations(DECKS["guild"]))[:GUILDS_IN_AGE_III]
    third = draw(st.permutations(DECKS["III"]))[:CARDS_PER_AGE - GUILDS_IN_AGE_III]
    ages.append(tuple(draw(st.permutations(third + guilds))))
    return Setup(first, wonders, tuple(tokens[:BOARD]), tuple(tokens[BOARD:]), tuple(ages))


CARD_NAMES = [c.name for c in m.RULES.cards]
WONDER_NAMES = [w.name for w in m.RULES.wonders]
TOKEN_NAMES = [t.name for t in m.RULES.progress]
# cards that produce, offer a choice of, or fix the price of resources; tokens that discount builds
RESOURCE_CARDS = [i for i, c in m.CARD.items() if any(c.produce) or c.choices or c.trade_at]
COSTLY_CARDS = [i for i, c in m.CARD.items() if any(c.needs)]
DISCOUNT_TOKENS = tuple(i for i, t in m.TOKEN.items() if t.discounts)
SHIELD_TOKENS = tuple(i for i, t in m.TOKEN.items() if t.extra_shields)
CHAINS = [(holder, card) for holder, h in m.CARD.items() for card, c in m.CARD.items() if h.chains & c.free_with]


@st.composite
def cities(draw: st.DrawFn) -> dict:
    """Two cities of any cards, wonders (at most 6 built, so one more may be) and tokens."""
    cards = draw(st.lists(st.one_of(st.sampled_from(range(len(CARD_NAMES))), st.sampled_from(RESOURCE_CARDS)),
                          unique=True, max_size=18))
    mine = draw(st.lists(st.booleans(), min_size=len(cards), max_size=len(cards)))
    wonders = draw(st.permutations(range(len(WONDER_NAMES))))
    built = [draw(st.lists(st.sampled_from(wonders[1:4]), unique=True, max_size=3)),
             draw(st.lists(st.sampled_from(wonders[4:8]), unique=True, max_size=3))]
    tokens = draw(st.permutations(range(len(TOKEN_NAMES))))
    held = draw(st.integers(0, 5)), draw(st.integers(0, 5))
    discounts = draw(st.sampled_from([(), *((t,) for t in DISCOUNT_TOKENS), DISCOUNT_TOKENS]))
    own_tokens = tuple(dict.fromkeys(discounts + tuple(tokens[:held[0]])))
    return {
        "cards": ([c for c, own in zip(cards, mine, strict=True) if own],
                  [c for c, own in zip(cards, mine, strict=True) if not own]),
        "wonders": (wonders[:4], wonders[4:8]),
        "built": built,
        "tokens": (own_tokens, tuple(t for t in tokens[5:5 + held[1]] if t not in own_tokens)),
        "free": [c for c in range(len(CARD_NAMES)) if c not in cards],
    }


def made_cities(c: dict) -> list:
    return [city(cards=[CARD_NAMES[i] for i in c["cards"][p]], wonders=[WONDER_NAMES[w] for w in c["wonders"][p]],
                 built=[WONDER_NAMES[w] for w in c["built"][p]], progress=[TOKEN_NAMES[t] for t in c["tokens"][p]])
            for p in (0, 1)]


def state_of(c: dict, builder: int, coins: int, available: str) -> State:
    """A position where ``builder`` (holding the first city) may take ``available``."""
    made = made_cities(c)
    if builder == 1:
        made.reverse()
    purse = [coins, 7] if builder == 0 else [7, coins]
    return position(cities=made, coins=purse, to_move=builder, available=[available])


@st.composite
def positions(draw: st.DrawFn) -> State:
    """A position in the middle of an Age, built directly: any cities, coins, pawn (the looting
    tokens it has passed are gone), discard pile, board and box, and a few accessible cards."""
    c = draw(cities())
    free = c["free"]
    available = draw(st.lists(st.sampled_from(free), unique=True, min_size=1, max_size=6))
    discard = draw(st.lists(st.sampled_from([x for x in free if x not in available]), unique=True, max_size=4))
    pawn = draw(st.integers(1 - m.CAPITAL, m.CAPITAL - 1))
    to_move = draw(st.integers(0, 1))
    if draw(st.integers(0, 2)) == 0:
        # A military position: the player to move holds the shield bonuses (Strategy) and may
        # build a strong shield card, with the pawn near the centre, so that a push crosses one
        # looting zone or two in a single move.
        strong = [x for x in free if m.CARD[x].shields >= 2 and x not in discard]
        available = list(dict.fromkeys([draw(st.sampled_from(strong)), *available]))
        bonus = tuple(SHIELD_TOKENS)
        tokens = [tuple(t for t in c["tokens"][p] if t not in bonus) for p in (0, 1)]
        tokens[to_move] += bonus
        c = dict(c, tokens=tuple(tokens))
        pawn = draw(st.integers(-3, 3))
    held = set(c["tokens"][0]) | set(c["tokens"][1])
    others = [t for t in draw(st.permutations(range(N_TOKENS))) if t not in held]
    on_board = draw(st.integers(0, min(BOARD, len(others))))
    made = made_cities(c)
    for p in (0, 1):
        assume(m.distinct(m.city_comps_of(made[p])) < m.SUPREMACY)
    return position(
        cities=made, coins=(draw(st.integers(0, 25)), draw(st.integers(0, 25))), pawn=pawn,
        age=draw(st.integers(1, 3)), to_move=to_move, last_active=draw(st.integers(0, 1)),
        available=[CARD_NAMES[x] for x in available], discard=[CARD_NAMES[x] for x in discard],
        board=[TOKEN_NAMES[t] for t in others[:on_board]], box=[TOKEN_NAMES[t] for t in others[on_board:]],
        looting=[token.side * pawn < token.distance for token in RULES.track.looting],
    )


