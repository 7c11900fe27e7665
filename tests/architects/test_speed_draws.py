"""The draws worked out ahead (``oracle.core.prng.Draws``) are the generator's own: the same numbers,
the same shuffles, the generator left in the same state after each, rejected draws included; and the
setups and random games made with them are those made drawing one number at a time."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from oracle.architects.setup import draw_setup, reshuffles_needed
from oracle.architects.state import Setup
from oracle.core import game as core
from oracle.core.prng import LIMITS, Draws, SplitMix64, ahead, below, shuffled
from tests.architects.support import R

MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB

seeds = st.integers(0, MASK)
bounds = st.one_of(st.integers(1, 300), st.integers(1, 1 << 64), st.sampled_from([3, 7, 255, 257, (1 << 63) + 5]))
steps = st.lists(st.one_of(st.tuples(st.just("below"), bounds), st.tuples(st.just("shuffle"), st.integers(0, 300)),
                           st.tuples(st.just("reserve"), st.integers(0, 80)), st.tuples(st.just("other"), st.just(0))),
                 max_size=25)


def unmix(z: int) -> int:
    """The state before the draw that gives ``z`` (SplitMix64's mix undone, then one step back)."""
    z ^= (z >> 31) ^ (z >> 62)
    z = (z * pow(MIX2, -1, 1 << 64)) & MASK
    z ^= (z >> 27) ^ (z >> 54)
    z = (z * pow(MIX1, -1, 1 << 64)) & MASK
    z ^= (z >> 30) ^ (z >> 60)
    return (z - GAMMA) & MASK


def test_unmix_undoes_a_draw():
    for seed in (0, 1, 12345, MASK):
        rng = SplitMix64(seed)
        z = rng.next()
        assert unmix(z) == seed


@settings(max_examples=300, deadline=None)
@given(seeds, steps, st.sampled_from([1, 2, 5, 64]))
def test_draws_are_the_generators_own(seed, script, block):  # type: ignore[no-untyped-def]
    one, other = SplitMix64(seed), SplitMix64(seed)
    draws = Draws(other, block)
    for what, n in script:
        if what == "below":
            assert draws.below(n) == one.below(n)
        elif what == "shuffle":
            assert draws.shuffled(range(n)) == one.shuffled(range(n))
        elif what == "reserve":
            draws.reserve(n)
        else:   # something else draws from the generator in between
            assert other.next() == one.next()
        assert other.state == one.state


@settings(deadline=None)
@given(seeds, st.integers(0, 200))
def test_a_block_worked_out_ahead_is_the_next_draws(seed, count):  # type: ignore[no-untyped-def]
    rng = SplitMix64(seed)
    assert ahead(seed, count) == [rng.next() for _ in range(count)]


@settings(deadline=None)
@given(st.integers(3, 300), st.data())
def test_a_rejected_draw_in_a_shuffle_is_drawn_again(length, data):  # type: ignore[no-untyped-def]
    # the k-th draw of a shuffle of `length` items is for a bound length - k; 2**64 - 1 is rejected
    # for every bound but a power of two
    k = data.draw(st.sampled_from([k for k in range(length - 1) if (length - k) & (length - k - 1)]))
    seed = (unmix(MASK) - k * GAMMA) & MASK
    one, other = SplitMix64(seed), SplitMix64(seed)
    assert Draws(other).shuffled(range(length)) == one.shuffled(range(length))
    assert other.state == one.state
    assert shuffled(SplitMix64(seed), range(length)) == SplitMix64(seed).shuffled(range(length))


@settings(deadline=None)
@given(st.sampled_from([3, 5, 7, 255, 1000, 6 * 10**18]), st.integers(0, 3))
def test_a_rejected_draw_in_below_is_drawn_again(n, ahead_by):  # type: ignore[no-untyped-def]
    assert (1 << 64) % n and (n >= len(LIMITS) or LIMITS[n] <= MASK)   # the draw 2**64 - 1 is rejected
    seed = unmix(MASK)
    one, other = SplitMix64(seed), SplitMix64(seed)
    draws = Draws(other, 1 + ahead_by)
    assert draws.below(n) == one.below(n) and other.state == one.state
    assert draws.below(n) == one.below(n) and other.state == one.state
    assert below(SplitMix64(seed), n) == SplitMix64(seed).below(n)


def reference_setup(players: int, rng: SplitMix64) -> Setup:
    """setup.* drawn one number at a time, as the engine did before its draws were worked out ahead."""
    wonders = tuple(rng.shuffled(range(len(R.wonders)))[:players])
    decks = tuple(tuple(rng.shuffled(R.deck(R.wonders[w].name))) for w in wonders)
    central = tuple(rng.shuffled(R.central))
    progress = tuple(rng.shuffled(R.token_box()))
    first = rng.below(players)
    longest = max(len(R.central), *(len(d) for d in decks))
    reshuffles = tuple(tuple(rng.shuffled(range(longest))) for _ in range(reshuffles_needed(R, wonders)))
    return Setup(wonders, decks, central, progress, first, reshuffles)


@settings(max_examples=150, deadline=None)
@given(st.integers(2, 7), seeds)
def test_a_setup_is_the_one_drawn_one_number_at_a_time(players, seed):  # type: ignore[no-untyped-def]
    one, other = SplitMix64(seed), SplitMix64(seed)
    assert draw_setup(R, players, other) == reference_setup(players, one)
    assert other.state == one.state


def test_random_play_draws_as_the_cores_random_play():
    import oracle

    for players in (2, 4, 7):
        game = oracle.load_game("architects", players=players)
        for seed in range(5):
            one, other = SplitMix64(seed), SplitMix64(seed)
            start = game.new_game(game.draw_setup(one))
            assert game.new_game(game.draw_setup(other)) == start
            fast = list(game.random_moves(start, one))
            plain = list(core.Game._random_moves(game, start, other))
            assert [(a, p, s.state, list(s.events)) for a, p, s in fast] == \
                   [(a, p, s.state, list(s.events)) for a, p, s in plain]
            assert one.state == other.state


@settings(max_examples=300, deadline=None)
@given(seeds, st.lists(bounds, max_size=150), st.integers(0, 3), st.sampled_from([1, 2, 5, 64]))
def test_owned_draws_are_the_generators_own(seed, asked, before, block):  # type: ignore[no-untyped-def]
    """owned_below hands out what below would, across the ends of blocks, after draws taken the
    plain way and after the generator drew on its own."""
    one, other = SplitMix64(seed), SplitMix64(seed)
    draws = Draws(other, block)
    for _ in range(before):
        assert draws.below(7) == one.below(7)
    if before == 3:     # the generator draws on its own: the draws worked out are void
        assert other.next() == one.next()
    below = draws.owned_below()
    assert [below(n) for n in asked] == [one.below(n) for n in asked]


@settings(deadline=None)
@given(st.integers(0, 40), st.sampled_from([3, 5, 6, 7, 100, 1000]))
def test_an_owned_draw_rejected_is_drawn_again(k, bound):  # type: ignore[no-untyped-def]
    # the draw after k others is 2**64 - 1, rejected for every bound but a power of two
    seed = (unmix(MASK) - k * GAMMA) & MASK
    one = SplitMix64(seed)
    below = Draws(SplitMix64(seed), 16).owned_below()
    assert [below(bound) for _ in range(k + 20)] == [one.below(bound) for _ in range(k + 20)]


def test_random_ending_is_the_random_game_played_through():
    import oracle

    for players in (2, 4, 7):
        game = oracle.load_game("architects", players=players)
        for seed in range(5):
            play = game.random_game(seed)
            assert game.random_ending(seed) == (len(play.moves), play.final)
