"""The worked examples of the 7 Wonders rules chapter (``docs/classic/rules/index.md``), computed by
the engine while the site is built.

A chapter asks for one with a line ``<!-- oracle-example: NAME -->``; the documentation hook
(:mod:`oracle.docs.hooks`) replaces it with the Markdown :meth:`Examples.render` returns.  Each
example builds an exact position from component names, lets the engine price or play the moves, and
reports what the engine says: no number of an example is typed by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from oracle.classic.rules import Ruleset
from oracle.classic.spec import AGES
from oracle.classic.state import BUILD, CHOOSE, DISCARD, Action, City
from oracle.dsl.english import cost_english, join, plural, word

# A function giving the Markdown link of a component from its name.
Linker = Callable[[str], str]

class Examples:
    """The rules chapter's worked examples, each computed by the engine on a position built for it."""

    def __init__(self, rules: Ruleset):
        from oracle.classic.game import Game

        self.rules = rules
        self.game = Game(rules, "standard", 3)

    def render(self, name: str, link: Callable[[str], str]) -> str:
        makers = {"trading": self.trading, "science": self.science, "conflict": self.conflict,
                  "free-city-holders": self.free_city_holders}
        return makers[name](link)

    def position(self, boards: tuple[str, ...], structures: list[list[str]], coins: list[int], hand: list[str],
                 age: int = 1, turn: int = 1) -> Any:
        """A state of the choosing phase: seat ``i`` plays ``boards[i]`` with the structures and coins given,
        and every seat holds ``hand``."""
        r = self.rules
        start = self.game.new_game(seed=0)
        boards_at = tuple(r.board_index(b) for b in boards)
        cities = tuple(City(board=b, structures=tuple(r.card_index(n) for n in built), coins=c)
                       for b, built, c in zip(boards_at, structures, coins, strict=True))
        cards = tuple(sorted(r.card_index(n) for n in hand))
        return start._replace(setup=start.setup._replace(boards=boards_at), age=age, turn=turn, cities=cities,
                              hands=tuple(cards for _ in boards))

    # trade.price, trade.purchases: the rulebook's first trading example, and what changes it
    TRADE_BOARDS = ("Alexandria A", "Olympia A", "Ephesus A")
    TRADE_CARD = "University"

    def trading(self, link: Callable[[str], str]) -> str:
        r = self.rules
        card = r.card_index(self.TRADE_CARD)
        you, left, right = self.TRADE_BOARDS
        cases = [("the rulebook's example", [["Lumber Yard"], [], []], 4),
                 ("the same with 3 coins", [["Lumber Yard"], [], []], 3),
                 (f"the right neighbour also holds a {link('Lumber Yard')}", [["Lumber Yard"], [], ["Lumber Yard"]], 4),
                 (f"your city also holds a {link('West Trading Post')}", [["Lumber Yard", "West Trading Post"], [], []],
                  4)]
        cost = cost_english(self.game.rules.spec.cards[card].cost)
        lines = [f"Your city plays {link(you)} (it makes 1 glass) and holds a {link('Lumber Yard')} (1 wood). "
                 f"{link(self.TRADE_CARD)} costs {cost}, so you lack 1 wood and 1 papyrus. Your left neighbour "
                 f"plays {link(left)}, which sells wood; your right neighbour plays {link(right)}, which sells "
                 "papyrus. Every payment the engine offers for the University:", "",
                 "| position | your coins | payments offered (to the left + to the right) |", "| --- | --- | --- |"]
        first: list[Action] = []
        for text, structures, coins in cases:
            state = self.position(self.TRADE_BOARDS, structures, [coins, 3, 3], [self.TRADE_CARD] * 7, age=3)
            actions = [a for a in self.game.legal_actions(state, 0) if a.card == card]
            first = first or actions
            pays = [f"{a.left} + {a.right}" for a in actions if a.kind == BUILD and not a.free]
            lines.append(f"| {text} | {coins} | {'; '.join(pays) or 'none: it can only be discarded'} |")
        shown = join([self._action(a) for a in first], "or")
        lines += ["", f"In the rulebook's position the engine offers exactly {plural(len(first), 'action')} with the "
                  f"University: {shown}. Nothing else reaches it: neither neighbour sells what the other does.", ""]
        return "\n".join(lines)

    def _action(self, a: Action) -> str:
        if a.kind == DISCARD:
            return f"discard it for {self.rules.spec.discard_coins} coins"
        what = "build it" if a.kind == BUILD else "use it for the next stage"
        return f"{what} paying {a.left} coins to the left and {a.right} to the right"

    # scoring.science, wonder.science_choice: the rulebook's science example, and symbols of choice
    SCIENCE_CASES = (((3, 2, 1), 0), ((3, 2, 2), 0), ((3, 2, 1), 1), ((4, 0, 0), 1), ((4, 0, 0), 2))

    def science(self, link: Callable[[str], str]) -> str:
        from itertools import combinations_with_replacement

        from oracle.classic.scoring import science_points

        r = self.rules
        set_points = r.spec.science_set
        lines = [f"The engine's science score for some cities. The counts are of the three symbols "
                 f"({join([word(s) for s in r.symbols])}) in any order; a symbol of choice comes from "
                 "Babylon or the Scientists Guild and is counted where it scores most.", "",
                 "| symbols | symbols of choice | counted as | same symbols | sets | points |",
                 "| --- | --- | --- | --- | --- | --- |"]
        for counts, wild in self.SCIENCE_CASES:
            points = science_points(r, list(counts), wild)
            best = list(counts)
            for extra in combinations_with_replacement(range(len(counts)), wild):
                have = list(counts)
                for s in extra:
                    have[s] += 1
                if sum(n * n for n in have) + set_points * min(have) == points:
                    best = have
                    break
            squares = " + ".join(str(n * n) for n in best)
            sets = min(best)
            lines.append(f"| {', '.join(map(str, counts))} | {wild} | {', '.join(map(str, best))} | "
                         f"{squares} = {sum(n * n for n in best)} | {sets} × {set_points} = {sets * set_points} | "
                         f"**{points}** |")
        lines.append("")
        return "\n".join(lines)

    # military.conflict: the rulebook's conflict at the end of Age II, played through the engine
    CONFLICT = (("Alexandria A", ["Barracks", "Stables"]), ("Rhodes A", ["Guard Tower", "Walls", "Archery Range"]),
                ("Ephesus A", ["Training Ground"]))

    def conflict(self, link: Callable[[str], str]) -> str:
        from oracle.classic import city as cities
        from oracle.classic.events import ConflictSettled

        r = self.rules
        boards = tuple(b for b, _ in self.CONFLICT)
        state = self.position(boards, [built for _, built in self.CONFLICT], [3, 3, 3], ["Altar", "Baths"],
                              age=2, turn=6)
        shields = [cities.shields(r, c) for c in state.cities]
        tokens: dict[int, list[tuple[int, int]]] = {seat: [] for seat in range(len(boards))}
        for seat in range(len(boards)):
            step = self.game.apply(state, Action(DISCARD, r.card_index("Altar")), seat)
            state = step.state
            for e in step.events:
                if isinstance(e, ConflictSettled):
                    tokens[e.player].append((e.points, e.against))

        def shown(points: int, against: int) -> str:
            token = f"victory ({points:+d}) over" if points > 0 else f"defeat ({points:+d}) against"
            return f"{token} {boards[against]}"
        you, left, right = boards
        lines = [f"At a table of three every city neighbours the other two: {link(you)}'s left neighbour is "
                 f"{link(left)} and its right neighbour {link(right)}. In the sixth turn of Age II every player "
                 "discards, and the engine settles the conflicts:", "",
                 "| city | red cards | shields | tokens taken |", "| --- | --- | --- | --- |"]
        for seat, (board, built) in enumerate(self.CONFLICT):
            lines.append(f"| {link(board)} | {', '.join(link(n) for n in built)} | {shields[seat]} | "
                         f"{'; '.join(shown(p, a) for p, a in tokens[seat]) or 'none'} |")
        net = sum(p for p, _ in tokens[0])
        lines += ["", f"{link(you)} ends the Age with {net:+d} points in tokens: a defeat against the stronger "
                  "neighbour, a victory over the weaker one.", ""]
        return "\n".join(lines)

    # free_city.holder, free_city.pass: who runs the Free City in each turn, by seat, played through the engine
    def free_city_holders(self, link: Callable[[str], str]) -> str:
        from oracle.classic.game import Game
        from oracle.classic.turn import neighbours

        spec = self.rules.spec
        game = Game(self.rules, "free_city", spec.free_city_players)
        state = game.new_game(seed=0)
        fc = state.free_city
        left, right = neighbours(state, fc)
        runs: dict[int, list[tuple[int, int]]] = {}     # Age -> (turn, holder) at the start of each turn
        while state.outcome is None:
            if state.phase == CHOOSE and not any(a is not None for a in state.commitments.by_seat):
                runs.setdefault(state.age, []).append((state.turn, state.holder))
            player = game.to_move(state)[0]
            state = game.play(state, game.legal_actions(state, player)[0], player).state
        seats = range(state.players)
        lines = [f"Seats are numbered clockwise from 0 and the Free City is city {fc}: its left neighbour is "
                 f"seat {left} and its right neighbour seat {right}. Played through the engine, the Free City "
                 "card goes to these seats (every game gives the same table):", "",
                 "| Age | hands pass to the | the card starts with | "
                 + " | ".join(f"seat {s} runs the Free City in turns" for s in seats) + " |",
                 "| --- | --- | --- | " + " | ".join("---" for _ in seats) + " |"]
        for age, turns in sorted(runs.items()):
            first = turns[0][1]
            side = "left" if first == left else "right"
            cells = [", ".join(str(t) for t, holder in turns if holder == s) for s in seats]
            lines.append(f"| {AGES[age - 1]} | {spec.passing[AGES[age - 1]]} | "
                         f"seat {first}, the Free City's {side} neighbour | " + " | ".join(cells) + " |")
        lines.append("")
        return "\n".join(lines)
