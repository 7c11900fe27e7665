"""Worked examples for the rules chapters, computed by the reference engine at build time.

A chapter asks for an example with a line ``<!-- oracle-example: NAME -->``; the documentation
hook replaces it with the Markdown :func:`render` returns.  Each example builds an exact position
from component names, lets the engine price or play a move, and reports what the engine says:
no number in an example is typed by hand.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from oracle.core.registry import load_game
from oracle.duel import positions, scoring
from oracle.duel.events import AgeDealt
from oracle.duel.legal import price
from oracle.duel.state import Action, City, State, Step
from oracle.duel.turn import apply, legal_actions
from oracle.duel.view import event_line

if TYPE_CHECKING:
    from oracle.duel.played import DuelGame as Game

# A function giving the Markdown link of a component from its name.
Linker = Callable[[str], str]

PLAYERS = ("Player 0", "Player 1")


@dataclass(frozen=True)
class Side:
    cards: tuple[str, ...] = ()
    built: tuple[str, ...] = ()       # wonders built
    unbuilt: tuple[str, ...] = ()     # wonders owned, not built
    progress: tuple[str, ...] = ()


class Positions:
    """Exact positions in the middle of an Age, built from names (like the test suite's helper)."""

    def __init__(self, game: Game | None = None):
        self.game: Game = game or cast("Game", load_game("duel"))
        self.rules = self.game.rules

    def card(self, name: str) -> int:
        return self.rules.card_index[name]

    def city(self, side: Side) -> City:
        return positions.city(self.game, side.cards, (*side.built, *side.unbuilt), side.built, side.progress)

    def position(self, sides: Sequence[Side] = (Side(), Side()), *, coins: Sequence[int] = (7, 7), pawn: int = 0,
                 age: int = 1, to_move: int = 0, available: Iterable[str] = (),
                 board: Iterable[str] = positions.DEFAULT_BOARD, box: Iterable[str] = positions.DEFAULT_BOX,
                 discard: Iterable[str] = (), last_active: int | None = None) -> State:
        return positions.position(self.game, cities=(self.city(sides[0]), self.city(sides[1])), coins=coins,
                                  pawn=pawn, age=age, to_move=to_move, available=available, board=board, box=box,
                                  discard=discard, last_active=last_active)

    def build(self, state: State, name: str) -> Step:
        return apply(state, Action("build", card=self.card(name)))

    def discard(self, state: State, name: str) -> Step:
        return apply(state, Action("discard", card=self.card(name)))

    def build_wonder(self, state: State, card: str, wonder: str) -> Step:
        return apply(state, Action("build_wonder", card=self.card(card), wonder=self.rules.wonder_index[wonder]))


# ---- Markdown ----------------------------------------------------------------------------------------

def _players(text: str) -> str:
    return re.sub(r"\bP([01])\b", lambda m: PLAYERS[int(m.group(1))], text)


def _names(names: Iterable[str], link: Linker) -> str:
    names = list(names)
    return ", ".join(link(n) for n in names) if names else "nothing"


def describe(state: State, link: Linker, sides: Sequence[Side]) -> list[str]:
    lines = []
    for p, side in enumerate(sides):
        parts = [f"{state.coins[p]} {'coin' if state.coins[p] == 1 else 'coins'}", "cards: " + _names(side.cards, link)]
        if side.built:
            parts.append("wonders built: " + _names(side.built, link))
        if side.unbuilt:
            parts.append("wonders not yet built: " + _names(side.unbuilt, link))
        if side.progress:
            parts.append("progress tokens: " + _names(side.progress, link))
        lines.append(f"- **{PLAYERS[p]}**: " + "; ".join(parts) + ".")
    if state.pawn:
        toward = PLAYERS[1] if state.pawn > 0 else PLAYERS[0]
        spaces = "1 space" if abs(state.pawn) == 1 else f"{abs(state.pawn)} spaces"
        lines.append(f"- The conflict pawn stands {spaces} from the centre, toward {toward}'s "
                     "capital.")
    return lines


def events(step: Step) -> list[str]:
    lines = []
    for e in step.events:
        line = event_line(e, None, step.state.game.hooks)
        if line is None:
            continue
        line = line.strip()
        if isinstance(e, AgeDealt):
            line = f"Age {e.age} is dealt"
        lines.append("- " + _players(line))
    return lines


def box(title: str, body: list[str]) -> str:
    inner = "\n".join(("    " + line) if line else "" for line in body)
    return f'!!! example "{title}"\n\n{inner}\n'


def _price_text(state: State, player: int, name: str, positions: Positions) -> str:
    rules = positions.rules
    component = rules.components[[c.name for c in rules.components].index(name)]
    p = price(state, player, component)
    if p.chain:
        return "nothing (chain)"
    return f"{p.total} coins ({p.coins} printed + {p.trade} for trading)"


# ---- the examples --------------------------------------------------------------------------------------

def trade_price(link: Linker, pos: Positions) -> str:
    sides = (Side(cards=("Lumber Yard", "Quarry")), Side(cards=("Clay Pit", "Brickyard", "Glassworks", "Forum")))
    state = pos.position(sides, coins=(20, 7), age=3, available=("Arsenal", "Palace"))
    from oracle.duel.rules.costs import unit_prices
    prices = unit_prices(state.cities[0].profile, state.cities[1].profile, pos.rules.constants.trade_base)
    unit = ", ".join(f"{r} {prices[i]}" for i, r in enumerate(pos.rules.vocabulary.resources))
    return box("Buying what the city lacks", [
        *describe(state, link, sides), "",
        f"What one missing unit costs Player 0, per resource: {unit}. Player 1's Forum adds nothing to the "
        "glass and papyrus prices: only brown and grey cards count.", "",
        f"- {link('Arsenal')} costs Player 0 {_price_text(state, 0, 'Arsenal', pos)}.",
        f"- {link('Palace')} costs Player 0 {_price_text(state, 0, 'Palace', pos)}.",
    ])


def fixed_price(link: Linker, pos: Positions) -> str:
    without = (Side(cards=("Lumber Yard",)), Side(cards=("Clay Pit", "Brickyard")))
    with_reserve = (Side(cards=("Lumber Yard", "Clay Reserve")), Side(cards=("Clay Pit", "Brickyard")))
    a = pos.position(without, coins=(20, 7), age=3, available=("Arsenal",))
    b = pos.position(with_reserve, coins=(20, 7), age=3, available=("Arsenal",))
    return box("A reserve sets the price to 1", [
        "Player 1 produces 3 clay on brown cards; Player 0 produces 1 wood and wants the "
        f"{link('Arsenal')} (2 wood, 3 clay).", "",
        f"- Without a reserve the Arsenal costs Player 0 {_price_text(a, 0, 'Arsenal', pos)}.",
        f"- With the {link('Clay Reserve')} it costs {_price_text(b, 0, 'Arsenal', pos)}: each clay costs "
        "1 coin, not 1 coin less than the formula.",
    ])


def discount(link: Linker, pos: Positions) -> str:
    plain = (Side(cards=("Caravansery",), unbuilt=("The Great Library",)), Side(cards=("Sawmill", "Glassworks")))
    helped = (Side(cards=("Caravansery",), unbuilt=("The Great Library",), progress=("Architecture",)),
              Side(cards=("Sawmill", "Glassworks")))
    a = pos.position(plain, coins=(30, 7), age=2, available=("Forum",))
    b = pos.position(helped, coins=(30, 7), age=2, available=("Forum",))
    return box("Architecture and a choice producer together", [
        *describe(b, link, helped), "",
        f"- Without {link('Architecture')}, {link('The Great Library')} (3 wood, 1 glass, 1 papyrus) costs "
        f"Player 0 {_price_text(a, 0, 'The Great Library', pos)}.",
        f"- With it, {_price_text(b, 0, 'The Great Library', pos)}: the oracle tries every use of the "
        "Caravansery and every pair of units left unpaid, and keeps the cheapest.",
    ])


CHAIN_SIDES = (Side(cards=("Baths",), progress=("Urbanism",)), Side())


def chain_step(pos: Positions) -> tuple[State, Step]:
    """The chain example's position (Player 0 holds the Baths) and the step building the Aqueduct
    through it; the docs draw the position it leads to (:mod:`oracle.docs.drawn`)."""
    state = pos.position(CHAIN_SIDES, coins=(1, 7), age=2, available=("Aqueduct", "Sawmill"))
    return state, pos.build(state, "Aqueduct")


def chain_build(link: Linker, pos: Positions) -> str:
    sides = CHAIN_SIDES
    state, step = chain_step(pos)
    return box("Building through a chain", [
        *describe(state, link, sides), "",
        f"Player 0 builds the {link('Aqueduct')} (3 stone) with 1 coin and no stone. The oracle reports:", "",
        *events(step), "",
        f"Player 0 now has {step.state.coins[0]} coins.",
    ])


def discard_value(link: Linker, pos: Positions) -> str:
    sides = (Side(cards=("Tavern", "Stone Reserve", "Forum")), Side())
    state = pos.position(sides, coins=(3, 7), age=2, available=("Sawmill", "Walls"))
    step = pos.discard(state, "Walls")
    return box("Discarding for coins", [
        *describe(state, link, sides), "",
        f"Player 0 discards the {link('Walls')}. The oracle reports:", "", *events(step), "",
        f"Player 0 now has {step.state.coins[0]} coins; the Walls lie on the discard pile.",
    ])


def looting_step(pos: Positions) -> tuple[State, Step]:
    """The looting example's position (the pawn one space toward Player 1) and the step building the
    Walls; the docs draw the position it leads to (:mod:`oracle.docs.drawn`)."""
    state = pos.position((Side(), Side()), coins=(7, 1), pawn=1, age=2, available=("Walls", "Sawmill"))
    return state, pos.build(state, "Walls")


def looting(link: Linker, pos: Positions) -> str:
    sides = (Side(), Side())
    state, step = looting_step(pos)
    return box("Shields and a looting token", [
        *describe(state, link, sides), "",
        f"Player 0 builds the {link('Walls')} (2 shields). The oracle reports:", "", *events(step), "",
        f"Coins afterwards: Player 0 {step.state.coins[0]}, Player 1 {step.state.coins[1]}; the pawn stands at "
        f"{step.state.pawn}.",
    ])


def looting_both(link: Linker, pos: Positions) -> str:
    sides = (Side(progress=("Strategy",)), Side())
    state = pos.position(sides, coins=(30, 4), pawn=2, age=3, available=("Arsenal", "Senate"))
    step = pos.build(state, "Arsenal")
    return box("One push, both looting tokens", [
        *describe(state, link, sides), "",
        f"Player 0 builds the {link('Arsenal')} (3 shields, one more with {link('Strategy')}). The oracle "
        "reports:", "", *events(step), "",
        f"The nearer token is taken first: Player 1 keeps {step.state.coins[1]} coins, and the pawn stands at "
        f"{step.state.pawn}.",
    ])


def track(link: Linker, pos: Positions) -> str:
    from oracle.duel.docs.svg import track_svg

    return f'<div class="military-track-figure">{track_svg(pos.rules.track)}</div>'


def strategy(link: Linker, pos: Positions) -> str:
    sides = (Side(unbuilt=("The Colossus",), progress=("Strategy",)), Side())
    state = pos.position(sides, coins=(30, 7), age=2, available=("Walls", "Sawmill"))
    after_walls = pos.build(state, "Walls")
    after_colossus = pos.build_wonder(state, "Sawmill", "The Colossus")
    return box("Strategy: red cards only", [
        *describe(state, link, sides), "",
        f"If Player 0 builds the {link('Walls')} (2 shields):", "", *events(after_walls), "",
        f"If instead Player 0 builds {link('The Colossus')} (2 shields) with the Sawmill:", "",
        *events(after_colossus), "",
        f"The pawn moves {after_walls.state.pawn - state.pawn} spaces for the Walls and "
        f"{after_colossus.state.pawn - state.pawn} for the Colossus.",
    ])


def science_pair(link: Linker, pos: Positions) -> str:
    sides = (Side(cards=("Scriptorium",)), Side())
    state = pos.position(sides, age=2, available=("Library", "Sawmill"))
    step = pos.build(state, "Library")
    options = [pos.rules.progress[a.token].name for a in legal_actions(step.state)]
    return box("A pair of symbols", [
        *describe(state, link, sides), "",
        f"Player 0 builds the {link('Library')} through the Scriptorium's chain; both show the quill. "
        "The oracle reports:", "", *events(step), "",
        f"Player 0 must now take one of the tokens on the board: {_names(options, link)}; no other move is legal "
        "until they do.",
    ])


def law(link: Linker, pos: Positions) -> str:
    sides = (Side(cards=("Scriptorium", "Workshop", "Pharmacist", "Apothecary"), progress=("Law",)), Side())
    state = pos.position(sides, coins=(30, 7), age=3, available=("Academy", "Palace"))
    step = pos.build(state, "Academy")
    outcome = step.state.outcome
    words = {"science": "scientific supremacy", "military": "military supremacy", "civilian": "civilian victory"}
    result = (f"{PLAYERS[outcome.winner]} wins by {words[outcome.victory]}" if outcome and outcome.winner is not None
              else "the game goes on")
    return box("Law as the sixth symbol", [
        *describe(state, link, sides), "",
        f"Player 0 builds the {link('Academy')} (a sundial). The oracle reports:", "", *events(step), "",
        f"Result: {result}.",
    ])


def economy(link: Linker, pos: Positions) -> str:
    sides = (Side(cards=("Stone Reserve",)), Side(progress=("Economy",)))
    state = pos.position(sides, coins=(20, 7), age=2, available=("Walls", "Caravansery"))
    walls = pos.build(state, "Walls")
    state2 = pos.position(sides, coins=(20, 7), age=2, available=("Walls", "Caravansery"))
    caravansery = pos.build(state2, "Caravansery")
    return box("Economy receives the trade coins only", [
        *describe(state, link, sides), "",
        f"If Player 0 builds the {link('Walls')} (2 stone, bought at the reserve's 1 coin):", "",
        *events(walls), "",
        f"Coins afterwards: Player 0 {walls.state.coins[0]}, Player 1 {walls.state.coins[1]}.", "",
        f"If instead Player 0 builds the {link('Caravansery')} (2 coins printed, 1 glass, 1 papyrus):", "",
        *events(caravansery), "",
        f"Coins afterwards: Player 0 {caravansery.state.coins[0]}, Player 1 {caravansery.state.coins[1]}: the "
        "printed 2 coins go to the bank alone.",
    ])


def wonder_cap(link: Linker, pos: Positions) -> str:
    sides = (Side(built=("The Pyramids", "The Colossus", "The Sphinx"), unbuilt=("The Mausoleum",)),
             Side(built=("Piraeus", "The Appian Way", "Circus Maximus"), unbuilt=("The Great Library",)))
    state = pos.position(sides, coins=(30, 7), age=3, available=("Palace", "Arsenal"))
    step = pos.build_wonder(state, "Palace", "The Mausoleum")
    return box("The seventh wonder", [
        *describe(state, link, sides), "",
        f"Player 0 builds {link('The Mausoleum')}, the seventh wonder of the game. The oracle reports:", "",
        *events(step),
    ])


def next_age(link: Linker, pos: Positions) -> str:
    sides = (Side(), Side())
    state = pos.position(sides, age=1, to_move=1, available=("Lumber Yard",))
    step = pos.build(state, "Lumber Yard")
    decision = step.state.pending[0] if step.state.pending else None
    chooser = PLAYERS[decision.player] if decision else "nobody"
    return box("Who begins the next Age", [
        "The conflict pawn is in the centre and one card is left in the Age I structure; Player 1 takes it.", "",
        *events(step), "",
        f"The oracle now waits for {chooser} to choose who begins Age II "
        f"({len(legal_actions(step.state))} choices: either player).",
    ])


def score_sheet(link: Linker, pos: Positions) -> str:
    sides = (Side(cards=("Baths", "Statue", "Gardens", "Merchants Guild", "Tavern", "Workshop"),
                  built=("The Pyramids",), progress=("Mathematics", "Agriculture")),
             Side(cards=("Palace", "Lighthouse", "Forum", "Study"), built=("The Sphinx", "The Colossus")))
    state = pos.position(sides, coins=(10, 14), pawn=4, age=3)
    sheets = [scoring.score(state, 0), scoring.score(state, 1)]
    rows = ["| part | Player 0 | Player 1 |", "| --- | ---: | ---: |"]
    rows += [f"| {part} | {sheets[0][part]} | {sheets[1][part]} |" for part in (*scoring.PARTS, "total")]
    outcome = scoring.civilian_outcome(state)
    winner = "a shared victory" if outcome.winner is None else f"{PLAYERS[outcome.winner]} wins"
    return box("A score sheet", [
        *describe(state, link, sides), "",
        "If the game ended here, the oracle's score sheet would be:", "", *rows, "", f"Result: {winner}.",
    ])


EXAMPLES: dict[str, Callable[[Linker, Positions], str]] = {
    "trade-price": trade_price,
    "fixed-price": fixed_price,
    "discount": discount,
    "chain-build": chain_build,
    "discard-value": discard_value,
    "looting": looting,
    "looting-both": looting_both,
    "track": track,
    "strategy": strategy,
    "science-pair": science_pair,
    "law": law,
    "economy": economy,
    "wonder-cap": wonder_cap,
    "next-age": next_age,
    "score-sheet": score_sheet,
}


def render(name: str, link: Linker, positions: Positions | None = None) -> str:
    """The Markdown of example ``name``; an unknown name raises ``KeyError``."""
    return EXAMPLES[name](link, positions or Positions())
