"""7 Wonders Duel's positions drawn in its docs (:mod:`oracle.docs.drawn`): the looting, the chain and the
Mausoleum examples, each built as the worked example beside it builds it."""

from __future__ import annotations

from oracle.docs.drawn import Figure, coins_words


def pawn_words(pawn: int) -> str:
    """Where the conflict pawn stands, in words."""
    if pawn == 0:
        return "in the centre"
    return f"{abs(pawn)} space{'s' * (abs(pawn) != 1)} toward Player {1 if pawn > 0 else 0}'s capital"


def duel_looting() -> Figure:
    """The looting example (military.looting): the pawn entering a looting zone takes its token."""
    from oracle.duel.docs.examples import Positions, looting_step
    from oracle.duel.events import LootingTokenTaken, PawnMoved

    pos = Positions()
    before, step = looting_step(pos)
    pushed = next(e for e in step.events if isinstance(e, PawnMoved))
    taken = next(e for e in step.events if isinstance(e, LootingTokenTaken))
    after = step.state
    caption = (f"After Player 0 builds the Walls: the conflict pawn stood {pawn_words(before.pawn)}; pushed "
               f"{pushed.spaces} spaces, it now stands {pawn_words(after.pawn)}, in the looting zone of "
               f"the {taken.token}-coin token. That token is gone from the track, and Player {taken.player} has "
               f"lost {coins_words(taken.lost)}: {coins_words(after.coins[taken.player])} left.")
    return Figure("duel-looting", pos.game, after, step, "after the Walls are built", caption)


def duel_chain() -> Figure:
    """The chain example (build.chain): a card built for nothing through a chain."""
    from oracle.duel.docs.examples import Positions, chain_step

    pos = Positions()
    before, step = chain_step(pos)
    after = step.state
    caption = (f"After Player 0 builds the Aqueduct through the chain from the Baths: both now stand among "
               f"Player 0's blue cards. Player 0 had {coins_words(before.coins[0])} and no stone, paid nothing, and "
               f"has {coins_words(after.coins[0])}, Urbanism paying for the chain.")
    return Figure("duel-chain", pos.game, after, step, "after the Aqueduct is built", caption)


MAUSOLEUM_DISCARD = ("Walls", "Tavern")   # the discard pile the Mausoleum searches, as in the rulebook's test


def duel_mausoleum() -> Figure:
    """The Mausoleum (effect.build_from_discard): a card of the discard pile built for nothing."""
    from oracle.duel.docs.examples import Positions, Side
    from oracle.duel.state import Action
    from oracle.duel.turn import apply

    pos = Positions()
    side = Side(cards=("Lumber Yard", "Clay Pool", "Quarry", "Glassworks", "Press", "Sawmill", "Brickyard",
                       "Shelf Quarry"), unbuilt=("The Mausoleum",))
    before = pos.position((side, Side()), age=2, available=("Caravansery", "Library", "Brewery"),
                          discard=MAUSOLEUM_DISCARD)
    wonder = pos.build_wonder(before, "Caravansery", "The Mausoleum")
    taken = MAUSOLEUM_DISCARD[-1]
    step = apply(wonder.state, Action("build_discarded", card=pos.card(taken)))
    left = [pos.rules.cards[c].name for c in step.state.discard]
    caption = (f"After Player 0 builds the Mausoleum (tucking the Caravansery under it) and chooses the {taken} "
               f"from the discard pile: the Mausoleum is built, the {taken} stands in Player 0's city, built for "
               f"nothing, and the discard pile now holds {', '.join(f'the {n}' for n in left) or 'nothing'}.")
    return Figure("duel-mausoleum", pos.game, step.state, step, "after the Mausoleum is built", caption)


FIGURES = {"duel-looting": duel_looting, "duel-chain": duel_chain, "duel-mausoleum": duel_mausoleum}
