"""The typed syntax tree of the effect language.

Every node is a frozen dataclass.  Nodes that come from source text carry a :class:`Pos`;
positions never take part in equality, so a tree printed and parsed again compares equal
to the original.  Each effect class names the construct it implements (``construct``),
the id under which the construct is documented and tested.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar


@dataclass(frozen=True)
class Pos:
    """A place in a spec file: 1-based line and column."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


NOWHERE = Pos("<built>", 0, 0)

# The city relations a scope may name (their seats: :func:`oracle.core.relations.seats`); a game's
# vocabulary says which of them its components use.
RELATIONS = ("own", "opponent", "left", "right", "neighbours", "all", "others")


def _pos() -> Pos:
    return field(default=NOWHERE, compare=False, repr=False)  # type: ignore[return-value]


@dataclass(frozen=True)
class Name:
    """A vocabulary word (resource, colour, symbol, deck, city...) as written."""

    value: str
    pos: Pos = _pos()

    def __str__(self) -> str:
        return self.value


# ---- costs ------------------------------------------------------------------------------

@dataclass(frozen=True)
class ResourceCost:
    amount: int
    resource: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class Cost:
    """Coins plus resource units; ``Cost()`` is a free build.  A cost of ``units`` resources that
    must all be ``mix`` (``"different"`` or ``"identical"``), whichever they are, is written
    ``cost 3 different resources`` (Architects' wonder pieces) and has no other part."""

    coins: int = 0
    resources: tuple[ResourceCost, ...] = ()
    pos: Pos = _pos()
    units: int = 0
    mix: str = ""
    by_age: tuple[int, ...] = ()    # leaders.age_cost: coins in Age I, II, ... (``cost 1/2/3 coins by age``)


# ---- what effects count, where and on what they act -------------------------------------

@dataclass(frozen=True)
class Counted:
    """What a ``per`` clause counts.

    ``kind`` is ``cards`` (cards of the listed colours), ``wonders`` (built wonders),
    ``stages`` (built stages of a wonder board: ``per wonder stage``), ``progress`` (progress
    tokens), ``coins``, ``piece`` (a named game piece) or ``icons`` (cards showing the named icon);
    for 7 Wonders Duel's Pantheon also ``card_coins`` (the coins lying on the component: ``per coin
    on card``), ``tokens`` (tokens of the named kinds its owner holds: ``per mythology or offering
    token``) and ``spaces`` (the spaces the conflict pawn just moved: ``per space``); for its Agora
    ``age`` (the number of the Age being played: ``per age``); for 7 Wonders' Leaders ``sets`` (complete
    sets of one card of each listed colour: ``per set of blue, red and green cards``).
    """

    kind: str
    names: tuple[Name, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True)
class Scope:
    """Which cities a count looks at: ``cities`` (the listed ones, added) or ``most``."""

    kind: str
    cities: tuple[Name, ...] = ()
    pos: Pos = _pos()


OWN_CITY = Scope("cities", (Name("own"),))


@dataclass(frozen=True)
class Per:
    """``per [N] <counted> [in <scope>]``: one unit for every ``every`` counted things."""

    every: int
    counted: Counted
    scope: Scope | None = None
    pos: Pos = _pos()

    @property
    def effective_scope(self) -> Scope:
        return self.scope if self.scope is not None else OWN_CITY


@dataclass(frozen=True)
class Target:
    """A class of builds: ``wonders``, ``cards`` of some colours, or ``divinities`` (7 Wonders Duel's
    Pantheon: activations)."""

    kind: str
    colours: tuple[Name, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True)
class DeckChoice:
    """The decks an effect takes from: ``any`` deck on the table, or one of the named ``places``
    of the game's vocabulary (``left``, ``right``, ``central``), the owner choosing among those
    that hold a card."""

    any: bool
    places: tuple[Name, ...] = ()
    pos: Pos = _pos()


@dataclass(frozen=True)
class Condition:
    """A named condition such as ``own wonder complete``."""

    words: tuple[str, ...]
    pos: Pos = _pos()

    @property
    def text(self) -> str:
        return " ".join(self.words)


@dataclass(frozen=True)
class MoreThan:
    """``more COUNTED than CITY [and CITY ...]``: the owner's city holds strictly more of what is counted
    than each city the relations named hold, one city at a time (a tie with any of them: the condition
    fails)."""

    construct: ClassVar[str] = "more_than"
    counted: Counted
    cities: tuple[Name, ...]
    pos: Pos = _pos()


@dataclass(frozen=True)
class CountIs:
    """``no COUNTED`` (``amount`` 0) or ``exactly N COUNTED``: the owner's city holds exactly that many of
    what is counted."""

    construct: ClassVar[str] = "count_is"
    amount: int
    counted: Counted
    pos: Pos = _pos()


# what a conditional effect tests: a named condition of the game's vocabulary, or a count of the owner's city
AnyCondition = Condition | MoreThan | CountIs


# ---- effects ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Effect:
    """Base class of every effect construct."""

    construct: ClassVar[str] = "effect"


@dataclass(frozen=True)
class Produce(Effect):
    construct: ClassVar[str] = "produce"
    amount: int
    resource: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class ProduceChoice(Effect):
    construct: ClassVar[str] = "produce_choice"
    options: tuple[Name, ...]
    pos: Pos = _pos()


@dataclass(frozen=True)
class ProduceAny(Effect):
    """``produce any resource``: one unit of whichever resource its owner needs (a wild resource)."""

    construct: ClassVar[str] = "produce_any"
    pos: Pos = _pos()


@dataclass(frozen=True)
class TradeAt(Effect):
    """``trade R, ... at N coins [from CITY [and CITY ...]]``: the owner buys those resources at a
    fixed price per unit.  ``cities``: the neighbours it buys them from at that price (the original
    game's trading posts); none: from the bank, whatever the opponent produces (Duel)."""

    construct: ClassVar[str] = "trade_at"
    resources: tuple[Name, ...]
    price: int
    pos: Pos = _pos()
    cities: tuple[Name, ...] = ()


@dataclass(frozen=True)
class Science(Effect):
    construct: ClassVar[str] = "science"
    symbol: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class ScienceChoice(Effect):
    construct: ClassVar[str] = "science_choice"
    options: tuple[Name, ...]
    pos: Pos = _pos()


@dataclass(frozen=True)
class Shields(Effect):
    construct: ClassVar[str] = "shields"
    amount: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class ExtraShields(Effect):
    construct: ClassVar[str] = "extra_shields"
    amount: int
    target: Target
    pos: Pos = _pos()


@dataclass(frozen=True)
class ScienceSetBonus(Effect):
    """``N extra points per science set``: each set of the different science symbols scores N points
    more for its owner (7 Wonders' Aristotle)."""

    construct: ClassVar[str] = "science_set_bonus"
    amount: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class Points(Effect):
    construct: ClassVar[str] = "points"
    amount: int
    per: Per | None = None
    pos: Pos = _pos()


@dataclass(frozen=True)
class PointsByCopies(Effect):
    """``4 / 12 points by copies``: the owner of n copies of the component scores the n-th amount,
    once for all of them."""

    construct: ClassVar[str] = "points_by_copies"
    amounts: tuple[int, ...]
    pos: Pos = _pos()


@dataclass(frozen=True)
class GainCoins(Effect):
    construct: ClassVar[str] = "gain_coins"
    amount: int
    per: Per | None = None
    pos: Pos = _pos()


@dataclass(frozen=True)
class OpponentLosesCoins(Effect):
    """``CITY loses N coins [per ...]``: the player of that city (Duel: the opponent) returns coins to
    the bank, a fixed number or that many for each thing counted."""

    construct: ClassVar[str] = "opponent_loses_coins"
    city: Name
    amount: int
    pos: Pos = _pos()
    per: Per | None = None


@dataclass(frozen=True)
class PlayAgain(Effect):
    construct: ClassVar[str] = "play_again"
    pos: Pos = _pos()


@dataclass(frozen=True)
class PlayLastCard(Effect):
    construct: ClassVar[str] = "play_last_card"
    pos: Pos = _pos()


@dataclass(frozen=True)
class GrantPlayAgain(Effect):
    construct: ClassVar[str] = "grant_play_again"
    target: Target
    pos: Pos = _pos()


@dataclass(frozen=True)
class Destroy(Effect):
    """``destroy CITY COLOUR card``: the owner chooses such a card in that city for the discard pile."""

    construct: ClassVar[str] = "destroy"
    city: Name
    colour: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class TakeProgress(Effect):
    """``take K of N progress tokens from SOURCE`` (N drawn, K kept), or ``take K progress token
    from SOURCE`` (``draw`` 0: among those the source offers, as the game lays them out)."""

    construct: ClassVar[str] = "take_progress"
    keep: int
    draw: int
    source: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class TakeTop(Effect):
    """``take top card of DECKS``: the owner takes the top card of one of those decks."""

    construct: ClassVar[str] = "take_top"
    decks: DeckChoice
    pos: Pos = _pos()


@dataclass(frozen=True)
class KeepFromTop(Effect):
    """``keep K of top N cards of DECKS``: the owner picks a deck, looks at its top N cards, keeps
    K and shuffles the rest back into that deck."""

    construct: ClassVar[str] = "keep_from_top"
    keep: int
    look: int
    decks: DeckChoice
    pos: Pos = _pos()


@dataclass(frozen=True)
class Flip(Effect):
    """``flip N PIECE tokens``: turn N of the game's PIECE tokens over (Architects' conflict tokens)."""

    construct: ClassVar[str] = "flip"
    amount: int
    piece: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class CountsAs(Effect):
    """``count 1 yellow card as 2 resources``: when paying, that many cards of the colour each
    stand for more resource units."""

    construct: ClassVar[str] = "counts_as"
    cards: int
    colour: Name
    units: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class BuildWithAny(Effect):
    """``build stage with any resources``: a stage's 'different' / 'identical' rule is waived."""

    construct: ClassVar[str] = "build_with_any"
    pos: Pos = _pos()


@dataclass(frozen=True)
class TakePiece(Effect):
    construct: ClassVar[str] = "take_piece"
    piece: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class BuildFromDiscard(Effect):
    construct: ClassVar[str] = "build_from_discard"
    pos: Pos = _pos()


@dataclass(frozen=True)
class BuildFree(Effect):
    construct: ClassVar[str] = "build_free"
    pos: Pos = _pos()


@dataclass(frozen=True)
class BuildFreeFirstOfColour(Effect):
    """A card of a colour its owner's city holds none of is built without paying its cost."""

    construct: ClassVar[str] = "build_free_first_of_colour"
    pos: Pos = _pos()


@dataclass(frozen=True)
class Discount(Effect):
    construct: ClassVar[str] = "discount"
    amount: int
    target: Target
    pos: Pos = _pos()


@dataclass(frozen=True)
class ReceiveOpponentTrade(Effect):
    """``receive CITY trade``: the owner takes what that city pays the bank for resources."""

    construct: ClassVar[str] = "receive_opponent_trade"
    city: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class CopyCard(Effect):
    """``copy COLOUR card from CITY [or CITY ...]``: at the end of the game the owner picks one card of
    that colour built in one of those cities and scores it as if it stood in their own city; its
    builder keeps it and scores it too."""

    construct: ClassVar[str] = "copy_card"
    colour: Name
    cities: tuple[Name, ...]
    pos: Pos = _pos()


# ---- effects of 7 Wonders Duel's Pantheon -------------------------------------------------------

@dataclass(frozen=True)
class PointsBySet(Effect):
    """``5 / 12 / 21 points by set of DECK cards``: its owner's cards of that deck together score the
    n-th amount for n of them, counted once."""

    construct: ClassVar[str] = "points_by_set"
    amounts: tuple[int, ...]
    deck: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class GainCoinsOnCard(Effect):
    """``gain N coins on card``: N coins of the bank are laid on the component, its owner's to spend."""

    construct: ClassVar[str] = "gain_coins_on_card"
    amount: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class DrawProgress(Effect):
    """``draw N progress tokens from SOURCE``: N tokens are laid face up on the component."""

    construct: ClassVar[str] = "draw_progress"
    amount: int
    source: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class StealCard(Effect):
    """``steal CITY COLOUR [or COLOUR ...] card``: a card of those colours moves from that city into
    the owner's; it is moved, not built."""

    construct: ClassVar[str] = "steal_card"
    city: Name
    colours: tuple[Name, ...]
    pos: Pos = _pos()


@dataclass(frozen=True)
class StealWonder(Effect):
    """``steal CITY wonder``: an unbuilt wonder of that city becomes the owner's."""

    construct: ClassVar[str] = "steal_wonder"
    city: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class CopyScience(Effect):
    """``copy science of CITY COLOUR card``: the owner shows the science symbol of a card of that
    colour in that city; its builder keeps the card and the symbol."""

    construct: ClassVar[str] = "copy_science"
    city: Name
    colour: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class DiscardFromStructure(Effect):
    """``discard any card of structure``: any card still in the Age's structure goes to the discard pile."""

    construct: ClassVar[str] = "discard_from_structure"
    pos: Pos = _pos()


@dataclass(frozen=True)
class UnbuildWonder(Effect):
    """``unbuild CITY [or CITY ...] wonder``: a built wonder of one of those cities is unbuilt."""

    construct: ClassVar[str] = "unbuild_wonder"
    cities: tuple[Name, ...]
    pos: Pos = _pos()


@dataclass(frozen=True)
class BuildWonderFromDiscard(Effect):
    """``build wonder from discard free``: a wonder of the owner is built for nothing on a card of the
    discard pile."""

    construct: ClassVar[str] = "build_wonder_from_discard"
    pos: Pos = _pos()


@dataclass(frozen=True)
class PlaceBlocker(Effect):
    """``place blocker on track``: a blocker goes on a space of the military track."""

    construct: ClassVar[str] = "place_blocker"
    pos: Pos = _pos()


@dataclass(frozen=True)
class DiscardTokens(Effect):
    """``discard N PIECE tokens``: N of the game's PIECE tokens leave the game without effect."""

    construct: ClassVar[str] = "discard_tokens"
    amount: int
    piece: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class Loot(Effect):
    """``loot CITY with N PIECE tokens``: N of the game's PIECE tokens are applied against that city."""

    construct: ClassVar[str] = "loot"
    city: Name
    amount: int
    piece: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class ChainPrice(Effect):
    """``build chain cards for N coins``: a card that can be built through a chain costs its owner at
    most N coins without the chain symbol."""

    construct: ClassVar[str] = "chain_price"
    coins: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class DiscountCoins(Effect):
    """``discount N coins on TARGET [for CITY and ...]``: each later build (or activation) of the target costs
    N coins less, never less than nothing; with ``cities``, the builds of those cities rather than the
    owner's (7 Wonders' Leaders: a leader recruited by a neighbour)."""

    construct: ClassVar[str] = "discount_coins"
    amount: int
    target: Target
    pos: Pos = _pos()
    cities: tuple[Name, ...] = ()


@dataclass(frozen=True)
class Invoke(Effect):
    """``invoke top divinity of each deck`` (``source`` ``tops``) or ``invoke divinity of any deck``
    (``deck``): a divinity is activated for nothing."""

    construct: ClassVar[str] = "invoke"
    source: str
    pos: Pos = _pos()


@dataclass(frozen=True)
class PlaceInfluence(Effect):
    """``place N influence in SECTION section`` or ``place N influence in any chamber`` (``section``
    None): N cubes of the owner's supply go into Chambers of the Senate, of that section or any."""

    construct: ClassVar[str] = "place_influence"
    amount: int
    section: Name | None
    pos: Pos = _pos()


@dataclass(frozen=True)
class MoveInfluence(Effect):
    """``move N influence``: the owner may move up to N of their cubes, each into an adjacent Chamber."""

    construct: ClassVar[str] = "move_influence"
    amount: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class RemoveInfluence(Effect):
    """``remove N CITY influence``: N cubes of that city's player leave the Senate for their supply."""

    construct: ClassVar[str] = "remove_influence"
    amount: int
    city: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class SenateActions(Effect):
    """``politician actions in SECTION section``: a Politician's Senate actions, as many as the owner's
    blue cards give; each places a cube in a Chamber of that section or moves one of theirs."""

    construct: ClassVar[str] = "senate_actions"
    section: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class SenateBonus(Effect):
    """``politician actions count N extra cards``: when a Politician's Senate actions are counted,
    the owner has N more cards of the counted colour than their city holds."""

    construct: ClassVar[str] = "senate_bonus"
    amount: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class ShieldsTo(Effect):
    """``N shields to CITY``: N shields of the city named (the opponent's), as if that city's player
    had gained them: the conflict pawn moves toward its owner's capital."""

    construct: ClassVar[str] = "shields_to"
    amount: int
    city: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class DiscountEither(Effect):
    """``discount N resources or coins on TARGET``: each such build costs either N resources fewer or
    none of its printed coins, whichever the owner pays less for."""

    construct: ClassVar[str] = "discount_either"
    amount: int
    target: Target
    pos: Pos = _pos()


@dataclass(frozen=True)
class TradeCheaper(Effect):
    """``trade R, ... N coins cheaper``: each unit of those resources the owner buys from the bank
    costs N coins less, never less than 1."""

    construct: ClassVar[str] = "trade_cheaper"
    resources: tuple[Name, ...]
    amount: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class ChainFrom(Effect):
    """``build through CITY chain``: the chain symbols of that city (the opponent's) make the owner's
    builds free as the owner's own do."""

    construct: ClassVar[str] = "chain_from"
    city: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class DeckFree(Effect):
    """``build DECK cards free``: the owner builds the cards of that deck for nothing, whatever their
    cost or the rule pricing them."""

    construct: ClassVar[str] = "deck_free"
    deck: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class ConspiratorAction(Effect):
    """``conspirator action``: a Conspirator's one action, a cube of the owner's supply placed in any
    Chamber of the Senate, or conspiring (two Conspiracies drawn, one kept face down, the other put back on
    top of the deck or under it)."""

    construct: ClassVar[str] = "conspirator_action"
    pos: Pos = _pos()


@dataclass(frozen=True)
class KeepBoth(Effect):
    """``keep both conspiracies``: when the owner conspires, they keep both Conspiracies drawn and put
    none back."""

    construct: ClassVar[str] = "keep_both"
    pos: Pos = _pos()


@dataclass(frozen=True)
class ConspiratorReplay(Effect):
    """``play again after conspirator action``: each time the owner recruits a Conspirator, they take
    another turn once its action is settled."""

    construct: ClassVar[str] = "conspirator_replay"
    pos: Pos = _pos()


@dataclass(frozen=True)
class TakeHalfCoins(Effect):
    """``take half of CITY coins``: the owner takes half the coins of that city's player (Duel: the
    opponent), rounded up, from their treasury into the owner's."""

    construct: ClassVar[str] = "take_half_coins"
    city: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class BuildTopRow(Effect):
    """``build any card in top row free``: the owner builds, for nothing, a card of their choice lying
    in the top row of the structure (the row taken last), covered or not; only Buildings (cards with a
    colour) may be chosen."""

    construct: ClassVar[str] = "build_top_row"
    pos: Pos = _pos()


@dataclass(frozen=True)
class BuildSetAside(Effect):
    """``build any card set aside free``: the owner looks, alone, at the Age cards left out of the game at
    setup, those of the current Age and of the Ages before it, and builds one of them for nothing."""

    construct: ClassVar[str] = "build_set_aside"
    pos: Pos = _pos()


@dataclass(frozen=True)
class RemoveWonder(Effect):
    """``remove CITY built wonder``: the owner chooses a wonder that city's player (Duel: the opponent)
    has built; it leaves the game, the card under it goes to the discard pile, and what it gives for as
    long as it stands is lost (what it gave when built stays)."""

    construct: ClassVar[str] = "remove_wonder"
    city: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class SwapCard(Effect):
    """``swap C1 or C2 card with CITY``: the owner takes a card of one of those colours from that city
    and gives back one of their own cards of the same colour; neither is built."""

    construct: ClassVar[str] = "swap_card"
    colours: tuple[Name, ...]
    city: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class LockProgress(Effect):
    """``lock any progress token``: the owner lays a progress token of their choice, from the board, the
    opponent's city or the box, face down on this component: nobody uses it for the rest of the game."""

    construct: ClassVar[str] = "lock_progress"
    pos: Pos = _pos()


@dataclass(frozen=True)
class DiscardAccessible(Effect):
    """``discard N to M accessible cards of structure``: the owner puts N accessible cards of the Age's
    structure on the discard pile, then may go on up to M, one at a time; nobody gains coins for them, and
    a card they uncover turns face up at once."""

    construct: ClassVar[str] = "discard_accessible"
    least: int
    most: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class BuildAnyFree(Effect):
    """``build any COLOUR card free``: every card of those colours that the owner builds (or recruits: a
    leader, white) costs them nothing, neither resources nor coins."""

    construct: ClassVar[str] = "build_any_free"
    names: tuple[Name, ...]
    pos: Pos = _pos()


@dataclass(frozen=True)
class RedirectPiece(Effect):
    """``redirect PIECE to winner``: a piece the owner would take for losing a contest (a defeat token)
    goes to the one who beat them instead."""

    construct: ClassVar[str] = "redirect_piece"
    piece: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class DrawUnused(Effect):
    """``draw N unused COLOUR cards``: the owner draws N cards of that colour from those the deal left out of
    the game (face down, in their shuffled order) into their hand of such cards (7 Wonders' Leaders: leaders
    drawn from the leaders no player was dealt)."""

    construct: ClassVar[str] = "draw_unused"
    amount: int
    colour: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class BuildFromHand(Effect):
    """``build N COLOUR card(s) from hand``: at once, the owner builds that many cards of that colour from
    their hand of such cards, paying their cost (7 Wonders' Leaders: a leader recruited at once)."""

    construct: ClassVar[str] = "build_from_hand"
    amount: int
    colour: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class CopyAbility(Effect):
    """``copy [lasting] ability of COLOUR card from CITY [or CITY ...]``: when its part is built, the owner
    picks one card of that colour standing in one of those cities (a decision when there is a choice,
    nothing when there is none) and from then on has that card's ability as if it had built it: its
    when-built effects at once, the rest from then on.  With ``lasting`` the when-built effects are not
    copied, only the rest.  The card stays its builder's, ability and all, and is never one of the
    owner's cards (a count of the owner's cards does not see it).  Every copy of a ruleset is of one kind,
    lasting or not (checked when the ruleset is made)."""

    construct: ClassVar[str] = "copy_ability"
    colour: Name
    cities: tuple[Name, ...]
    pos: Pos = _pos()
    lasting: bool = False


@dataclass(frozen=True)
class Entomb(Effect):
    """``entomb N COLOUR card(s) [from hand] for P points per coin``: when its part is built, the owner takes
    that many cards of that colour standing in their city (``from hand``: from their hand of such cards
    instead), one at a time (a decision when there is a choice, nothing when there is none), and lays each
    under the board: it is not one of the city's cards, its ability ends or never starts, and at the end of
    the game it scores P points per coin of its cost, as that cost stood when it was laid there (7 Wonders'
    Leaders: Abu Simbel entombs a recruited leader)."""

    construct: ClassVar[str] = "entomb"
    amount: int
    colour: Name
    points: int
    pos: Pos = _pos()
    from_hand: bool = False


@dataclass(frozen=True)
class BankBuy(Effect):
    """``buy N resource from the bank for P coin each turn``: in each of their builds the owner may buy up
    to N units of any resources the build still lacks from the bank, at P coins a unit, the coins going
    to the bank; the neighbours sell nothing for it and gain nothing."""

    construct: ClassVar[str] = "bank_buy"
    units: int
    price: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class PointsPerPair(Effect):
    """``points per pair of equal PIECE``: at the end, for each pair of the owner's pieces of that kind worth
    the same (victory tokens of one value), as many points as one piece of the pair is worth; a piece
    left without its pair scores nothing more (two 3-point tokens: 3; three 1-point tokens: 1)."""

    construct: ClassVar[str] = "points_per_pair"
    piece: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class TakeAgePiece(Effect):
    """``take PIECE of the age``: the owner takes one piece of that kind worth what the Age being played
    makes it worth (7 Wonders' victory token: 1, 3 or 5 points), as if won, though no conflict is
    fought; whatever waits for such a piece taken hears it."""

    construct: ClassVar[str] = "take_age_piece"
    piece: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class DiscardEveryPiece(Effect):
    """``discard every PIECE``: every piece of that kind the owner holds leaves the game."""

    construct: ClassVar[str] = "discard_every_piece"
    piece: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class DiscardChosenPiece(Effect):
    """``CITY discard N PIECE``: each player of the cities named discards N pieces of that kind of their
    own choice (a decision of theirs when the pieces they hold differ in worth, none when they are all
    alike); one holding fewer discards what they hold."""

    construct: ClassVar[str] = "discard_chosen_piece"
    cities: Name
    amount: int
    piece: Name
    pos: Pos = _pos()


@dataclass(frozen=True)
class ExtraSymbol(Effect):
    """``N extra science symbol of the kind held most``: at the end the owner gains N science symbols of
    the kind they hold most of, counted once their symbols of choice are chosen; where kinds tie for most,
    the one giving the owner the best total; a city holding no symbol gains none (7 Wonders' Enheduanna)."""

    construct: ClassVar[str] = "extra_symbol"
    amount: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class ChangeSymbol(Effect):
    """``change N science symbol to any kind``: at the end the owner may change up to N of their science
    symbols, each into another kind, once every other symbol is counted, to their best total (7 Wonders'
    Aganice)."""

    construct: ClassVar[str] = "change_symbol"
    amount: int
    pos: Pos = _pos()


@dataclass(frozen=True)
class MoveDecree(Effect):
    """``move any decree``: the owner takes the Decree on top of any Chamber, face up or down, and lays it
    under the Decrees of another Chamber, whose controller it then works for."""

    construct: ClassVar[str] = "move_decree"
    pos: Pos = _pos()


@dataclass(frozen=True)
class Conspire(Effect):
    """``conspire``: the owner draws the top two Conspiracies, keeps one face down and puts the other back
    on top of the deck or under it (both kept with ``keep both conspiracies``)."""

    construct: ClassVar[str] = "conspire"
    pos: Pos = _pos()


@dataclass(frozen=True)
class TriggerUnprepared(Effect):
    """``trigger any unprepared conspiracy``: the owner may trigger one of their Conspiracies that has no
    card under it; it does what it says at once."""

    construct: ClassVar[str] = "trigger_unprepared"
    pos: Pos = _pos()


@dataclass(frozen=True)
class Conditional(Effect):
    construct: ClassVar[str] = "conditional"
    then: Effect
    condition: AnyCondition
    otherwise: Effect
    pos: Pos = _pos()

    @property
    def otherwise_nothing(self) -> bool:
        """``otherwise 0 points``: the effect scores only when the condition holds."""
        o = self.otherwise
        return isinstance(o, Points) and o.amount == 0 and o.per is None


EFFECT_TYPES: tuple[type[Effect], ...] = (
    Produce, ProduceChoice, ProduceAny, TradeAt, Science, ScienceChoice, Shields, ExtraShields, Points,
    PointsByCopies, GainCoins, OpponentLosesCoins, PlayAgain, PlayLastCard, GrantPlayAgain, Destroy,
    TakeProgress, TakeTop, KeepFromTop, TakePiece, Flip, BuildFromDiscard, BuildFree, BuildFreeFirstOfColour,
    Discount, CountsAs, BuildWithAny, ReceiveOpponentTrade, CopyCard, Conditional,
    PointsBySet, GainCoinsOnCard, DrawProgress, StealCard, StealWonder, CopyScience, DiscardFromStructure,
    UnbuildWonder, BuildWonderFromDiscard, PlaceBlocker, DiscardTokens, Loot, ChainPrice, DiscountCoins, Invoke,
    PlaceInfluence, MoveInfluence, RemoveInfluence, SenateActions, SenateBonus, ShieldsTo, DiscountEither,
    TradeCheaper, ChainFrom, DeckFree, ConspiratorAction, KeepBoth,
    ConspiratorReplay, TakeHalfCoins, BuildTopRow, BuildSetAside, RemoveWonder, SwapCard,
    LockProgress, Conspire, TriggerUnprepared, MoveDecree, DiscardAccessible, ScienceSetBonus, BuildAnyFree,
    RedirectPiece, DrawUnused, BuildFromHand, CopyAbility, BankBuy, TakeAgePiece, DiscardEveryPiece,
    DiscardChosenPiece, Entomb, ExtraSymbol, ChangeSymbol, PointsPerPair,
)


# ---- triggers, clauses and components ------------------------------------------------------

TRIGGERS: tuple[str, ...] = (
    "when_built", "when_taken", "always", "at_end", "at_end_of_turn", "at_end_of_age",
    "once_per_age", "on_chain_build", "once_per_turn", "on_take", "on_stage_build",
    "first_turn_of_age", "last_turn_of_age", "when_activated", "when_revealed", "on_push", "when_drafted",
    "on_any_build", "on_any_wonder", "on_discard", "when_gained", "when_lost", "when_triggered",
    "on_card_build", "on_take_piece", "on_buy", "on_bank_coins",
)


@dataclass(frozen=True)
class Clause:
    """A trigger and the effects it applies, in order.  ``taken``: the cards an ``on_take``
    trigger waits for (colours, resources produced or icons shown); ``once``: the clause applies
    at most once in each of its owner's turns (``once per turn, whenever ...``)."""

    trigger: str
    effects: tuple[Effect, ...]
    pos: Pos = _pos()
    taken: tuple[Name, ...] = ()
    once: bool = False


@dataclass(frozen=True)
class Stage:
    """One stage of a wonder board (games whose wonders are built in stages)."""

    number: int
    cost: Cost | None
    clauses: tuple[Clause, ...]
    pos: Pos = _pos()
    rests_on: tuple[int, ...] = ()   # the stages it is built on top of (none: the ground)


@dataclass(frozen=True)
class Component:
    """A card, wonder, progress token, divinity, Decree, military token or Conspiracy as written in a spec
    file."""

    kind: str  # "card" | "wonder" | "progress" | "divinity" | "decree" | "token" | "conspiracy" | "leader"
    name: str
    deck: Name | None = None
    colour: Name | None = None
    cost: Cost | None = None
    free_with: tuple[Name, ...] = ()
    chains: tuple[Name, ...] = ()
    icons: tuple[Name, ...] = ()
    clauses: tuple[Clause, ...] = ()
    stages: tuple[Stage, ...] = ()
    pos: Pos = _pos()

    def effects(self, trigger: str) -> tuple[Effect, ...]:
        """Every effect of the component under ``trigger``, in source order."""
        return effects_under(self.clauses, trigger)


def effects_under(clauses: tuple[Clause, ...], trigger: str) -> tuple[Effect, ...]:
    """Every effect of ``clauses`` under ``trigger``, in source order (a component's, or a stage's)."""
    return tuple(e for c in clauses if c.trigger == trigger for e in c.effects)


@dataclass(frozen=True)
class SpecFile:
    path: str
    components: tuple[Component, ...]


# Triggers that fire once, at a moment of the game, and apply a one-off change.
INSTANT = ("when_built", "when_taken", "on_chain_build", "at_end_of_turn", "at_end_of_age", "once_per_age",
           "on_take", "on_stage_build", "when_activated", "on_push", "when_drafted", "on_any_build",
           "on_any_wonder", "on_discard", "when_gained", "when_lost", "when_triggered", "on_card_build",
           "on_take_piece", "on_buy", "on_bank_coins")
# Triggers of continuous effects: all the time, or at most once in each turn of the owner.
CONTINUOUS = ("always", "once_per_turn")

# construct -> every trigger under which it can mean anything; a game's vocabulary says which it
# uses ([vocabulary.effects]: Duel's shields are gained when built, the original game's count always)
ALLOWED_TRIGGERS: dict[str, tuple[str, ...]] = {
    "produce": ("always",),
    "produce_choice": ("always",),
    "produce_any": ("always",),
    "trade_at": ("always",),
    "science": ("always",),
    "science_choice": ("always", "at_end"),
    "shields": ("always", "when_built", "when_taken", "when_activated", "when_gained", "when_triggered"),
    "extra_shields": ("always",),
    "science_set_bonus": ("at_end",),
    "points": ("at_end",),
    "points_by_copies": ("at_end",),
    "gain_coins": INSTANT,
    "opponent_loses_coins": INSTANT,
    "play_again": INSTANT,
    "play_last_card": ("always", "at_end_of_age"),
    "grant_play_again": ("always",),
    "destroy": INSTANT,
    "take_progress": INSTANT,
    "take_piece": INSTANT,
    "take_top": INSTANT,
    "keep_from_top": INSTANT,
    "flip": INSTANT,
    "counts_as": CONTINUOUS,
    "build_with_any": CONTINUOUS,
    "build_from_discard": INSTANT,
    "build_free": (*INSTANT, "first_turn_of_age", "last_turn_of_age"),
    "build_free_first_of_colour": ("always",),
    "discount": ("always",),
    "receive_opponent_trade": ("always",),
    "copy_card": ("at_end",),
    "conditional": ("at_end", *INSTANT),
    "points_by_set": ("at_end",),
    "gain_coins_on_card": INSTANT,
    "draw_progress": ("when_revealed",),
    "steal_card": INSTANT,
    "steal_wonder": INSTANT,
    "copy_science": INSTANT,
    "discard_from_structure": INSTANT,
    "unbuild_wonder": INSTANT,
    "build_wonder_from_discard": INSTANT,
    "place_blocker": INSTANT,
    "discard_tokens": INSTANT,
    "loot": INSTANT,
    "chain_price": ("always",),
    "discount_coins": ("always",),
    "invoke": INSTANT,
    "place_influence": INSTANT,
    "move_influence": INSTANT,
    "remove_influence": INSTANT,
    "senate_actions": INSTANT,
    "senate_bonus": ("always",),
    "shields_to": INSTANT,
    "discount_either": ("always",),
    "trade_cheaper": ("always",),
    "chain_from": ("always",),
    "deck_free": ("always",),
    "conspirator_action": INSTANT,
    "keep_both": ("always",),
    "conspirator_replay": ("always",),
    "take_half_coins": INSTANT,
    "build_top_row": INSTANT,
    "build_set_aside": INSTANT,
    "remove_wonder": INSTANT,
    "swap_card": INSTANT,
    "lock_progress": INSTANT,
    "move_decree": INSTANT,
    "discard_accessible": INSTANT,
    "conspire": INSTANT,
    "trigger_unprepared": INSTANT,
    "build_any_free": ("always",),
    "redirect_piece": ("always",),
    "draw_unused": INSTANT,
    "build_from_hand": INSTANT,
    "copy_ability": ("when_built",),
    "entomb": ("when_built",),
    "bank_buy": ("always",),
    "take_age_piece": ("when_built",),
    "discard_every_piece": ("when_built",),
    "discard_chosen_piece": ("when_built",),
    "extra_symbol": ("at_end",),
    "change_symbol": ("at_end",),
    "points_per_pair": ("at_end",),
}

# the conditions that count the owner's city (effect.more_than, effect.count_is): read at the end only
CONDITION_TRIGGERS: dict[str, tuple[str, ...]] = {"more_than": ("at_end",), "count_is": ("at_end",)}
