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

from oracle.classic.ruleset import Ruleset
from oracle.classic.spec import AGES
from oracle.classic.state import BUILD, CHOOSE, DISCARD, Action, City
from oracle.core.game import Game
from oracle.docs.section import Linker
from oracle.dsl.english import cost_english, join, plural, word

# The game of 7 Wonders under a variant for a number of players (:meth:`oracle.docs.section.GameSection.game`).
Games = Callable[[str, int], Game]
# the cities of an example's position, one tuple each (board side, cards, ...)
Rows = tuple[tuple[Any, ...], ...]


class Examples:
    """The rules chapter's worked examples, each computed by the engine on a position built for it."""

    def __init__(self, rules: Ruleset, games: Games):
        self.rules = rules
        self.games = games
        self.game = games("standard", 3)

    def render(self, name: str, link: Linker) -> str:
        """The Markdown of example ``name``; an unknown name raises ``KeyError``."""
        makers: dict[str, Callable[[Linker], str]] = {
            "trading": self.trading, "trading-sold-twice": self.trading_sold_twice,
            "trading-coins-held": self.trading_coins_held, "trade-discount": self.trade_discount,
            "last-cards": self.last_cards, "conflict": self.conflict, "conflict-tables": self.conflict_tables,
            "science": self.science, "score-sheet": self.score_sheet,
            "free-city-holders": self.free_city_holders, "free-city-turn": self.free_city_turn}
        return makers[name](link)

    def game_for(self, players: int) -> Game:
        """The standard game at a table of ``players``."""
        return self.games("standard", players)

    def position(self, boards: tuple[str, ...], structures: list[list[str]], coins: list[int], hand: list[str],
                 age: int = 1, turn: int = 1, stages: list[int] | None = None,
                 hands: list[list[str]] | None = None) -> Any:
        """A state of the choosing phase: seat ``i`` plays ``boards[i]`` with the structures, coins and stages
        given (a stage's tucked card is an Altar), and holds ``hands[i]`` (every seat ``hand`` by default)."""
        r = self.rules
        start = self.game_for(len(boards)).new_game(seed=0)
        boards_at = tuple(r.board_index(b) for b in boards)
        stages = stages or [0] * len(boards)
        cities = tuple(City(board=b, structures=tuple(r.card_index(n) for n in built), coins=c, stages=n,
                            tucked=(r.card_index("Altar"),) * n)
                       for b, built, c, n in zip(boards_at, structures, coins, stages, strict=True))
        held = hands or [hand for _ in boards]
        return start._replace(setup=start.setup._replace(boards=boards_at), age=age, turn=turn, cities=cities,
                              hands=tuple(tuple(sorted(r.card_index(n) for n in h)) for h in held))

    # trade.price, trade.purchases: the rulebook's first trading example, and what changes it
    TRADE_BOARDS = ("Alexandria A", "Olympia A", "Ephesus A")
    TRADE_CARD = "University"

    def trading(self, link: Linker) -> str:
        r = self.rules
        card = r.card_index(self.TRADE_CARD)
        you, left, right = self.TRADE_BOARDS
        cases = [("the rulebook's example", [["Lumber Yard"], [], []], 4),
                 ("the same with 3 coins", [["Lumber Yard"], [], []], 3),
                 (f"the right neighbour also holds a {link('Lumber Yard')}", [["Lumber Yard"], [], ["Lumber Yard"]], 4),
                 (f"your city also holds a {link('West Trading Post')}", [["Lumber Yard", "West Trading Post"], [], []],
                  4)]
        cost = cost_english(self.rules.spec.cards[card].cost)
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

    def science(self, link: Linker) -> str:
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

    def conflict(self, link: Linker) -> str:
        from oracle.classic.events import ConflictSettled
        from oracle.classic.rules import city as cities

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
    def free_city_holders(self, link: Linker) -> str:
        from oracle.classic.legal import neighbours

        spec = self.rules.spec
        game = self.games("free_city", spec.free_city_players)
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

    # ---- helpers shared by the examples below ---------------------------------------------------------
    def _turn(self, state: Any, moves: dict[int, Action]) -> tuple[Any, list[Any]]:
        """Every seat commits its move, in seat order; the state after and the events of the turn."""
        game = self.game_for(state.players)
        events: list[Any] = []
        for seat, action in sorted(moves.items()):
            step = game.apply(state, action, seat)
            state = step.state
            events.extend(step.events)
        return state, events

    def _payments(self, state: Any, seat: int, kind: str, name: str) -> list[tuple[int, int]]:
        """The (left, right) payments of ``seat``'s legal moves ``kind`` with card ``name``."""
        card = self.rules.card_index(name)
        return [(a.left, a.right) for a in self.game_for(state.players).legal_actions(state, seat)
                if a.kind == kind and a.card == card and not a.free]

    def _card(self, name: str) -> int:
        return self.rules.card_index(name)

    def _cost(self, name: str) -> str:
        return cost_english(self.rules.spec.cards[self._card(name)].cost)

    @staticmethod
    def _offered(pays: list[tuple[int, int]]) -> str:
        return "; ".join(f"{left} + {right}" for left, right in pays) or "none"

    # trade.price: the rulebook's second trading example, both neighbours buying from the same city
    SOLD_TWICE = (("Giza A", ["Stone Pit", "Loom"], 3), ("Rhodes A", ["Loom"], 6), ("Babylon A", ["Loom"], 6))

    def trading_sold_twice(self, link: Linker) -> str:
        boards = tuple(b for b, _, _ in self.SOLD_TWICE)
        state = self.position(boards, [built for _, built, _ in self.SOLD_TWICE],
                              [coins for _, _, coins in self.SOLD_TWICE], ["Library"] * 7)
        offered = [self._payments(state, seat, BUILD, "Library") for seat in range(3)]
        moves = {seat: Action(BUILD, self._card("Library"), *offered[seat][0]) for seat in range(3)}
        after, _ = self._turn(state, moves)
        lines = [f"Every city wants the {link('Library')} ({self._cost('Library')}) and holds a {link('Loom')}. "
                 f"Only {link(boards[0])} makes stone: its board and its {link('Stone Pit')} give 2. It is the left "
                 f"neighbour of {link(boards[2])} and the right neighbour of {link(boards[1])}, and both buy their "
                 "stone from it in the same turn. What the engine offers each city, and the coins once the turn "
                 "is carried out:", "",
                 "| city | coins before | payments offered (to the left + to the right) | coins after |",
                 "| --- | --- | --- | --- |"]
        for seat, board in enumerate(boards):
            lines.append(f"| {link(board)} | {state.cities[seat].coins} | {self._offered(offered[seat])} | "
                         f"{after.cities[seat].coins} |")
        gained = after.cities[0].coins - state.cities[0].coins
        lines += ["", f"{link(boards[0])} sells its 2 stone twice, receives {gained} coins, and builds "
                  "its own Library with the same 2 stone: selling a resource takes nothing away from the seller.", ""]
        return "\n".join(lines)

    # trade.coins_held: the rulebook's third trading example, coins received in the turn not yet spendable
    COINS_HELD: Rows = (("Babylon A", [], 1), ("Rhodes A", ["Clay Pool"], 3), ("Ephesus A", [], 4))

    def trading_coins_held(self, link: Linker) -> str:
        r = self.rules
        boards = tuple(b for b, _, _ in self.COINS_HELD)
        state = self.position(boards, [built for _, built, _ in self.COINS_HELD],
                              [coins for _, _, coins in self.COINS_HELD], ["Forum"] * 7)
        game = self.game_for(3)
        first = sorted({a.kind for a in game.legal_actions(state, 0)})
        buyer = self._payments(state, 2, BUILD, "Forum")
        moves = {0: Action(DISCARD, self._card("Forum")), 1: Action(DISCARD, self._card("Forum")),
                 2: Action(BUILD, self._card("Forum"), *buyer[0])}
        after, _ = self._turn(state, moves)
        later = self._payments(after, 0, BUILD, "Forum")
        lines = [f"{link(boards[0])} makes 1 clay and wants the {link('Forum')} ({self._cost('Forum')}); its right "
                 f"neighbour {link(boards[2])} has no clay and wants one too, and its left neighbour "
                 f"{link(boards[1])} sells clay from its {link('Clay Pool')}.", "",
                 f"- At the start of the turn {link(boards[0])} holds {plural(state.cities[0].coins, 'coin')}: "
                 f"the engine offers it only to {join(first, 'or')} the Forum.",
                 f"- {link(boards[2])} buys its clay from both neighbours ({self._offered(buyer[:1])}), and "
                 f"{link(boards[0])} discards for {r.spec.discard_coins} coins.",
                 f"- {link(boards[0])} ends the turn with {after.cities[0].coins} coins; only in the next turn does "
                 f"the engine offer it the Forum, paying {self._offered(later)}.", ""]
        return "\n".join(lines)

    # trade.discount: a trading post lowers one neighbour's raw materials, the Marketplace both neighbours' goods
    DISCOUNTS: Rows = (("Barracks", ("Giza A", "Rhodes A", "Rhodes B"),
                  ([], ["West Trading Post"], ["East Trading Post"], ["West Trading Post", "East Trading Post"])),
                 ("Workshop", ("Giza A", "Alexandria A", "Alexandria B"), ([], ["Marketplace"])))

    def trade_discount(self, link: Linker) -> str:
        lines = [f"{link('Giza A')} lacks ore and glass. For a {link('Barracks')} ({self._cost('Barracks')}) both "
                 f"neighbours sell ore ({link('Rhodes A')} on its left, {link('Rhodes B')} on its right); for a "
                 f"{link('Workshop')} ({self._cost('Workshop')}) both sell glass ({link('Alexandria A')} and "
                 f"{link('Alexandria B')}). The payments the engine offers, with and without yellow cards:", "",
                 "| card wanted | your yellow cards | payments offered (to the left + to the right) |",
                 "| --- | --- | --- |"]
        for wanted, boards, holdings in self.DISCOUNTS:
            for held in holdings:
                state = self.position(boards, [held, [], []], [3, 3, 3], [wanted] * 7)
                shown = ", ".join(link(n) for n in held) or "none"
                lines.append(f"| {link(wanted)} | {shown} | {self._offered(self._payments(state, 0, BUILD, wanted))} |")
        lines.append("")
        return "\n".join(lines)

    # wonder.last_card, turn.last_card, wonder.discard_build: the order of what the sixth turn leaves
    LAST_CARDS: Rows = (("Babylon B", ["Lumber Yard", "Timber Yard", "Glassworks"], 1, ["Altar", "Baths"]),
                  ("Halicarnassus A", ["Ore Vein", "Foundry"], 1, ["Altar", "Theater"]),
                  ("Ephesus A", [], 0, ["Altar", "Pawnshop"]))

    def last_cards(self, link: Linker) -> str:
        from oracle.classic.events import CardDiscarded
        from oracle.classic.state import DECLINE, FROM_DISCARD, LAST_CARD, STAGE

        r = self.rules
        game = self.game_for(3)
        boards = tuple(b for b, _, _, _ in self.LAST_CARDS)
        state = self.position(boards, [built for _, built, _, _ in self.LAST_CARDS], [3, 3, 3], [], age=2, turn=6,
                              stages=[n for _, _, n, _ in self.LAST_CARDS],
                              hands=[hand for _, _, _, hand in self.LAST_CARDS])
        altar = self._card("Altar")
        state, _ = self._turn(state, {0: Action(STAGE, altar), 1: Action(STAGE, altar), 2: Action(DISCARD, altar)})
        steps = []
        while state.age == 2:
            player = game.to_move(state)[0]
            options = game.legal_actions(state, player)
            if state.phase == LAST_CARD:
                action = next(a for a in options if a.kind == BUILD)
                what = (f"plays its last card: the engine offers to {join(sorted({a.kind for a in options}), 'or')} "
                        f"the {link(r.cards[action.card].name)}; it builds it")
            else:
                names = [r.cards[a.card].name for a in options if a.kind == FROM_DISCARD]
                action = next(a for a in options if a.kind == FROM_DISCARD and r.cards[a.card].name == "Pawnshop")
                declines = any(a.kind == DECLINE for a in options)
                what = (f"searches the discard pile: the engine offers {join([link(n) for n in names])}"
                        f"{' or nothing' if declines else ''}; it builds the {link('Pawnshop')} for nothing")
            steps.append((player, state.phase, what))
            step = game.apply(state, action, player)
            state = step.state
            discarded = [e.card for e in step.events if isinstance(e, CardDiscarded)]
            if discarded:
                steps.append((-1, "", "the other players' last cards go to the discard pile, for no coins: "
                              + join([link(n) for n in discarded])))
        lines = [f"In the sixth turn of Age II, {link(boards[0])} builds its second stage and {link(boards[1])} its "
                 f"second stage, the one that searches the discard pile; {link(boards[2])} discards. The engine then "
                 "asks for the decisions the turn left, one at a time:", ""]
        for n, (player, phase, what) in enumerate(steps, 1):
            who = f"{link(boards[player])} (`{phase}`) " if player >= 0 else "No decision: "
            lines.append(f"{n}. {who}{what}.")
        lines += ["", f"Then the conflicts of Age II are settled and Age {AGES[state.age - 1]} is dealt. The "
                  f"Pawnshop was {link(boards[2])}'s last card: the last cards reach the pile before it is "
                  "searched.", ""]
        return "\n".join(lines)

    # military.conflict: the conflicts at the end of an Age, at the smallest and the largest table
    CONFLICT_THREE = (("Giza A", ["Stockade", "Barracks"]), ("Rhodes A", ["Guard Tower"]), ("Ephesus A", ["Stockade"]))
    CONFLICT_SEVEN: Rows = (("Alexandria A", ["Fortifications", "Walls"]), ("Babylon A", ["Stockade"]),
                      ("Ephesus A", ["Arsenal", "Stables", "Barracks"]), ("Giza A", []),
                      ("Halicarnassus A", ["Circus"]), ("Olympia A", ["Siege Workshop"]),
                      ("Rhodes A", ["Training Ground", "Guard Tower"]))

    def conflicts_of(self, table: tuple[tuple[str, list[str]], ...], age: int) -> tuple[Any, list[Any]]:
        """The position at the sixth turn of ``age`` and the conflicts the engine settles once every seat
        discards: (the position, the ConflictSettled events)."""
        from oracle.classic.events import ConflictSettled

        boards = tuple(b for b, _ in table)
        state = self.position(boards, [built for _, built in table], [3] * len(table), ["Altar", "Baths"], age=age,
                              turn=6)
        _, events = self._turn(state, {seat: Action(DISCARD, self._card("Altar")) for seat in range(len(table))})
        return state, [e for e in events if isinstance(e, ConflictSettled)]

    def _conflict_table(self, table: tuple[tuple[str, list[str]], ...], age: int, link: Linker) -> list[str]:
        from oracle.classic.legal import neighbours
        from oracle.classic.rules import city as cities

        state, settled = self.conflicts_of(table, age)
        shields = [cities.shields(self.rules, c) for c in state.cities]
        lines = ["| seat | city | red cards | shields | left neighbour | right neighbour | tokens | points |",
                 "| --- | --- | --- | --- | --- | --- | --- | --- |"]
        for seat, (board, built) in enumerate(table):
            left, right = neighbours(state, seat)
            taken = [e.points for e in settled if e.player == seat]
            red = ", ".join(link(n) for n in built) or "none"
            lines.append(f"| {seat} | {link(board)} | {red} | {shields[seat]} | "
                         f"seat {left} ({shields[left]}) | seat {right} ({shields[right]}) | "
                         f"{', '.join(f'{p:+d}' for p in taken) or 'none'} | {sum(taken):+d} |")
        return lines

    def conflict_tables(self, link: Linker) -> str:
        three, seven = len(self.CONFLICT_THREE), len(self.CONFLICT_SEVEN)
        lines = [f"At {three} players each city's two neighbours are the two other cities; at {seven} each city "
                 "compares its shields with the seats on either side and never meets the four others. Every player "
                 "discards in the sixth turn and the engine settles the conflicts.", "",
                 f"**{three} players, end of Age I** (a victory is worth {self.rules.spec.victory['I']}):", "",
                 *self._conflict_table(self.CONFLICT_THREE, 1, link), "",
                 f"**{seven} players, end of Age III** (a victory is worth {self.rules.spec.victory['III']}):", "",
                 *self._conflict_table(self.CONFLICT_SEVEN, 3, link), ""]
        return "\n".join(lines)

    # scoring.categories, scoring.science, wonder.science_choice: a complete score sheet
    SHEET = (("Babylon A", ["Lumber Yard", "Clay Pool", "Loom", "Altar", "Temple", "Apothecary", "Workshop",
                            "Scriptorium", "Library", "Laboratory", "Scientists Guild", "Traders Guild"],
              2, 10, (1, 3), 1),
             ("Rhodes A", ["Stone Pit", "Ore Vein", "Tavern", "Marketplace", "Caravansery", "Barracks", "Stables",
                           "Palace", "Workers Guild", "Strategists Guild"], 3, 7, (1, 3, 5), 0),
             ("Ephesus A", ["Timber Yard", "Quarry", "Glassworks", "Press", "Vineyard", "Lighthouse", "Guard Tower",
                            "Pantheon", "Gardens", "Builders Guild"], 1, 16, (1,), 2))
    SHEET_PARTS = (("military", "conflict tokens"), ("treasury", "coins"), ("wonder", "wonder stages"),
                   ("civilian", "blue cards"), ("science", "science"), ("commercial", "yellow cards"),
                   ("guilds", "guilds"), ("total", "**total**"))

    def score_sheet(self, link: Linker) -> str:
        from oracle.classic.scoring import science_points, score_sheet

        r = self.rules
        boards = tuple(b for b, *_ in self.SHEET)
        state = self.position(boards, [built for _, built, *_ in self.SHEET], [c for _, _, _, c, _, _ in self.SHEET],
                              [], age=3, turn=6, stages=[n for _, _, n, *_ in self.SHEET], hands=[[], [], []])
        state = state._replace(cities=tuple(c._replace(victories=v, defeats=d)
                                            for c, (*_, v, d) in zip(state.cities, self.SHEET, strict=True)))
        sheet = score_sheet(r, state)
        lines = ["Three cities at the end of the game, with every structure they built:", ""]
        for board, built, stages, coins, victories, defeats in self.SHEET:
            tokens = ", ".join([f"{v:+d}" for v in victories] + ["-1"] * defeats)
            lines.append(f"- **{link(board)}**, {plural(stages, 'stage')} built, {coins} coins, tokens {tokens}: "
                         + ", ".join(link(n) for n in built) + ".")
        lines += ["", "The engine's score sheet:", "",
                  "| | " + " | ".join(link(b) for b in boards) + " |", "| --- |" + " ---: |" * len(boards)]
        for key, title in self.SHEET_PARTS:
            cells = [f"**{s[key]}**" if key == "total" else str(s[key]) for s in sheet]
            lines.append(f"| {title} | " + " | ".join(cells) + " |")
        # the science of the first city, symbol by symbol
        parts = [r.cards[c] for c in state.cities[0].structures]
        counts = [sum(p.symbols.count(s) for p in parts) for s in range(len(r.symbols))]
        wild = sum(p.wild_symbols for p in parts) + sum(st.wild_symbols for st in
                                                       r.boards[state.cities[0].board].stages[:state.cities[0].stages])
        best = self._counted_as(counts, wild)
        shown = join([f"{n} {word(r.symbols[s])}" for s, n in enumerate(counts)])
        chosen = join([f"{best[s] - counts[s]} {word(r.symbols[s])}" for s in range(len(counts))
                       if best[s] > counts[s]])
        points = science_points(r, counts, wild)
        lines += ["", f"{link(boards[0])}'s science: its green cards show {shown}; the {link('Scientists Guild')} and "
                  f"its second stage are {wild} symbols of choice, counted as {chosen}. That makes "
                  + " + ".join(f"{n}²" for n in best) + f" and {min(best)} full "
                  f"{'set' if min(best) == 1 else 'sets'} × {r.spec.science_set}: {points} points.", ""]
        return "\n".join(lines)

    def _counted_as(self, counts: list[int], wild: int) -> list[int]:
        """wonder.science_choice: the symbol counts once the ``wild`` symbols of choice are placed where
        they score most (the first such placement, symbols in their order)."""
        from itertools import combinations_with_replacement

        from oracle.classic.scoring import science_points

        target = science_points(self.rules, list(counts), wild)
        for extra in combinations_with_replacement(range(len(counts)), wild):
            have = list(counts)
            for s in extra:
                have[s] += 1
            if sum(n * n for n in have) + self.rules.spec.science_set * min(have) == target:
                return have
        return list(counts)

    # free_city.choose, free_city.play, free_city.pass: one turn of the two-player variant
    FREE_CITY: Rows = (("Giza A", ["Lumber Yard", "Stone Pit", "Clay Pool", "Ore Vein", "Baths", "Altar", "Scriptorium",
                             "Theater"]),
                 ("Rhodes A", ["Loom", "Glassworks", "Press", "Stockade", "Barracks", "Pawnshop", "Tavern"]),
                 ("Ephesus A", []))
    FREE_CITY_MOVES = ((0, BUILD, "Lumber Yard", False), (0, BUILD, "Scriptorium", True),
                       (1, BUILD, "Glassworks", False))

    def free_city_turn(self, link: Linker) -> str:
        from oracle.classic.events import CardPlayed

        r = self.rules
        game = self.games("free_city", r.spec.free_city_players)
        start = game.new_game(seed=0)
        boards = tuple(r.board_index(b) for b, _ in self.FREE_CITY)
        state = start._replace(setup=start.setup._replace(boards=boards),
                               cities=tuple(c._replace(board=b) for c, b in zip(start.cities, boards, strict=True)),
                               hands=tuple(tuple(sorted(self._card(n) for n in hand))
                                           for _, hand in self.FREE_CITY[:2]))
        fc, holder = state.free_city, state.holder
        names = [b for b, _ in self.FREE_CITY]
        city = {seat: link(names[seat]) for seat in range(len(names))}
        lines = [f"Seat {holder} ({city[holder]}) holds the Free City card; the Free City plays {city[fc]}. Its hand "
                 "already includes the card drawn from the Free City's pile: "
                 f"{plural(len(state.hands[holder]), 'card')} against {len(state.hands[1 - holder])} for seat "
                 f"{1 - holder} ({city[1 - holder]}). The decisions "
                 "of the turn, in the order the engine asks for them:", ""]
        for n, (seat, kind, name, for_fc) in enumerate(self.FREE_CITY_MOVES, 1):
            options = [a for a in game.legal_actions(state, seat) if a.free_city == for_fc]
            action = next(a for a in options if a.kind == kind and a.card == self._card(name))
            target = f"the Free City ({city[fc]})" if for_fc else "their own city"
            line = f"{n}. Seat {seat} chooses for {target} and builds the {link(name)}."
            if for_fc:
                built = [r.cards[c].name for c in dict.fromkeys(a.card for a in options if a.kind == BUILD)]

                line += (f" The engine offers the Free City {plural(len(options), 'move')}: builds of "
                         f"{join([link(b) for b in built])}, and no discard, since it can build.")
            lines.append(line)
            step = game.apply(state, action, seat)
            state = step.state
        played = [e for e in step.events if isinstance(e, CardPlayed)]
        lines += ["", "The cards are carried out in this order: " + join(
            [f"{city[e.player]} ({link(e.card)})" for e in played]) + ". After the turn the hands are swapped and the "
            f"Free City card goes with them: seat {state.holder} holds it for turn {state.turn}, with "
            f"{plural(len(state.hands[state.holder]), 'card')} in hand once it has drawn, and the Free City's pile "
            f"holds {len(state.pile)}.", ""]
        return "\n".join(lines)
