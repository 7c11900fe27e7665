"""The worked examples of the 7 Wonders Architects rules chapter (``docs/architects/rules/index.md``),
computed by the engine while the site is built.

A chapter asks for one with a line ``<!-- oracle-example: NAME -->``; the documentation hook
(:mod:`oracle.docs.hooks`) replaces it with the Markdown :meth:`Examples.render` returns.  Each
example builds an exact position from component names, lets the engine price or play the moves, and
reports what the engine says: no number of an example is typed by hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from oracle.architects.legal import by_seat, by_wonder, deck_name, legal_actions
from oracle.architects.rules import battle as battles
from oracle.architects.rules.payments import Means, payments
from oracle.architects.ruleset import Ruleset
from oracle.architects.scoring import score_sheet
from oracle.architects.state import CHOOSE, PILE, TAKE, TRADE, Action, Setup, State
from oracle.architects.turn import CENTRAL_DECK, apply, initial_state
from oracle.architects.view import observe
from oracle.docs.section import Linker
from oracle.dsl.english import join

# the progress tokens of the examples' games: the first three face up
DEFAULT_PROGRESS = ("Architecture", "Culture", "Decoration", "Tactics")


class Examples:
    """The rules chapter's worked examples, each computed by the engine on a position built for it."""

    def __init__(self, rules: Ruleset):
        self.rules = rules

    def render(self, name: str, link: Linker) -> str:
        """The Markdown of example ``name``; an unknown name raises ``KeyError``."""
        makers: dict[str, Callable[[Linker], str]] = {
            "payments": self.payments, "battle": self.battle, "cat": self.cat, "science-trade": self.science,
            "extra-card": self.extra_card}
        return makers[name](link)

    # build.cost, build.gold: every payment the engine offers for each piece of a wonder
    def payments(self, link: Linker) -> str:
        wonder = self.rules.wonders[self.rules.wonder_index("Alexandria")]
        hand = tuple(dict(Wood=2, Stone=1, Gold=2).get(k.name, 0) for k in self.rules.kinds)
        lines = [f"{link('Alexandria')} holding 2 {link('Wood')}, 1 {link('Stone')} and 2 {link('Gold')}; "
                 "every payment the engine offers:", "", "| piece | cost | payments |", "| --- | --- | --- |"]
        for piece in wonder.pieces:
            found = payments(self.rules, piece, Means(hand))
            shown = "; ".join(" + ".join(self.rules.kinds[k].name for k in p.cards) for p in found) or "none"
            lines.append(f"| {piece.number} | {piece.units} {piece.mix} | {shown} |")
        second = wonder.pieces[1]
        wood_gold = tuple(sorted((self.kind("Wood"), self.kind("Gold"))))
        offered = wood_gold in [p.cards for p in payments(self.rules, second, Means(hand))]
        why = ("since the second Wood can pay, and it spends Gold alongside the Stone, which has no partner"
               if not offered else "although the second Wood could pay")
        lines += ["", f"Gold only fills a gap: for piece {second.number} the engine "
                  f"{'offers' if offered else 'never offers'} {link('Wood')} + {link('Gold')}, {why}."]
        return "\n".join(lines) + "\n"

    # ---- positions -------------------------------------------------------------------------------------
    def kind(self, name: str) -> int:
        return next(i for i, k in enumerate(self.rules.kinds) if k.name == name)

    def counts(self, names: Iterable[str]) -> tuple[int, ...]:
        """A hand: how many cards of each kind."""
        held = Counter(self.kind(n) for n in names)
        return tuple(held.get(i, 0) for i in range(len(self.rules.kinds)))

    def table(self, wonders: Sequence[str], decks: Sequence[Sequence[str]], central: Sequence[str] = (),
              hands: Sequence[Sequence[str]] | None = None, progress: Sequence[str] = DEFAULT_PROGRESS,
              tokens: Sequence[Sequence[str]] | None = None) -> State:
        """The position before the first decision of a game dealt as given, seat 0 to move; decks top first."""
        r = self.rules
        token = {t.name: i for i, t in enumerate(r.tokens)}
        setup = Setup(tuple(r.wonder_index(w) for w in wonders), tuple(tuple(self.kind(n) for n in d) for d in decks),
                      tuple(self.kind(n) for n in central), tuple(token[t] for t in progress), 0)
        state = initial_state(r, setup)
        if hands is not None:
            state = state._replace(hands=tuple(self.counts(h) for h in hands))
        if tokens is not None:
            state = state._replace(tokens=tuple(tuple(sorted(token[t] for t in ts)) for ts in tokens))
        return state

    def take(self, state: State, deck: int) -> State:
        """The mover takes the top card of the deck of seat ``deck`` (or the central deck)."""
        return apply(self.rules, state, Action(TAKE, deck=by_wonder(state, deck)))

    def deck(self, state: State, action: Action) -> str:
        seat = by_seat(state, action.deck)
        return "the central deck" if seat == CENTRAL_DECK else f"{deck_name(self.rules, state, seat)}'s deck"

    # military.horns, military.battle_call, military.battle, military.reset, military.two_player
    TWO_PLAYER = ((1, 0), (2, 1), (3, 2), (2, 0), (4, 2), (2, 2))
    FIVE_PLAYER: tuple[tuple[str, list[str]], ...] = (
        ("Alexandria", ["Red", "Red"]), ("Babylon", ["Red with 1 Horn"]), ("Ephesus", ["Red", "Red"]),
        ("Giza", []), ("Halicarnassus", ["Red", "Red with 1 Horn", "Red with 1 Horn"]))
    HORNED = "Red with 2 Horns"

    def battle_at(self, wonders: Sequence[str], hands: Sequence[Sequence[str]]) -> tuple[State, State]:
        """Seat 0 takes a red card with 2 horns from its left deck with all conflict tokens but the last two
        already turned: (the position before, the position after the battle it calls)."""
        n = len(wonders)
        before = self.table(wonders, [[self.HORNED], *[["Blue"]] * (n - 1)], hands=hands)
        before = before._replace(flipped=self.rules.spec.conflict_tokens[n] - 2)
        return before, self.take(before, 0)

    def battle(self, link: Linker) -> str:
        r = self.rules
        tokens2, tokens5 = r.spec.conflict_tokens[2], r.spec.conflict_tokens[5]
        lines = [f"A {link(self.HORNED)} card turns 2 conflict tokens. Seat 0 takes one when all but 2 of the "
                 "tokens are already on their battle side, so it calls a battle, fought at the end of its turn.", "",
                 f"**2 players** ({tokens2} conflict tokens), {link('Giza')} against {link('Rhodes')}; seat 0's "
                 "shields count the horned card it just took:", "",
                 "| seat 0's shields | seat 1's shields | tokens won by seat 0 | by seat 1 |",
                 "| --- | --- | --- | --- |"]
        for mine, theirs in self.TWO_PLAYER:
            before, after = self.battle_at(("Giza", "Rhodes"), [["Red"] * (mine - 1), ["Red"] * theirs])
            lines.append(f"| {mine} | {theirs} | {after.victories[0]} | {after.victories[1]} |")
        wonders = [w for w, _ in self.FIVE_PLAYER]
        before, after = self.battle_at(wonders, [h for _, h in self.FIVE_PLAYER])
        lines += ["", f"**5 players** ({tokens5} conflict tokens): each seat compares its shields with the seat on "
                  "either side. Once the battle is over, the red cards with horns are discarded and every conflict "
                  "token is back on its peace side:", "",
                  "| seat | wonder | red cards | shields | neighbours' shields | tokens won | red cards kept |",
                  "| --- | --- | --- | --- | --- | --- | --- |"]
        holding = before._replace(hands=(self.counts([*self.FIVE_PLAYER[0][1], self.HORNED]), *before.hands[1:]))
        shields = [battles.shields(r, holding, s) for s in range(len(wonders))]
        for seat, (wonder, held) in enumerate(self.FIVE_PLAYER):
            red = [*held, self.HORNED] if seat == 0 else list(held)
            kept = [k.name for i, k in enumerate(r.kinds) for _ in range(after.hands[seat][i]) if k.colour == "red"]
            around = f"{shields[(seat + 1) % 5]} and {shields[(seat - 1) % 5]}"
            lines.append(f"| {seat} | {link(wonder)} | {self._names(red, link)} | {shields[seat]} | {around} | "
                         f"{after.victories[seat]} | {self._names(kept, link)} |")
        lines += ["", f"Conflict tokens on their battle side afterwards: {after.flipped}. Each Military Victory token "
                  f"is worth {r.spec.military_victory_points} points at the end.", ""]
        return "\n".join(lines)

    @staticmethod
    def _names(names: Sequence[str], link: Linker) -> str:
        return ", ".join(link(n) for n in names) or "none"

    # cat.take, cat.peek, scoring.points: the cat moves, its holder peeks, it scores
    def cat(self, link: Linker) -> str:
        r = self.rules
        wonders = ("Giza", "Rhodes", "Babylon")
        state = self.table(wonders, [["Blue with Cat", "Wood"], ["Blue with Cat", "Stone"], ["Blue", "Brick"]],
                           central=["Paper", "Glass", "Gold"])
        moves = (0, 1, 2, 0, CENTRAL_DECK)
        lines = [f"Three players; the decks on seat 0's and seat 1's left each hold a {link('Blue with Cat')} on "
                 "top. Turn by turn, what the engine shows the player to move of the central deck's top card, and "
                 "where the cat goes:", "",
                 "| turn | player | cat before | central deck's top, as the player sees it | card taken | cat after |",
                 "| --- | --- | --- | --- | --- | --- |"]
        for deck in moves:
            seat = state.mover
            seen = observe(r, state, seat)["central"]["top"]
            cat = state.cat
            hand = state.hands[seat]
            after = self.take(state, deck)
            taken = next(k.name for i, k in enumerate(r.kinds) if after.hands[seat][i] > hand[i])
            lines.append(f"| {state.turn} | seat {seat} | {self._seat(cat)} | {seen or 'hidden'} | {link(taken)} | "
                         f"{self._seat(after.cat)} |")
            state = after
        sheet = score_sheet(r, state)
        lines += ["", "At the end, the cat is worth " + join([f"{s['cat']} to seat {seat}" for seat, s in
                                                              enumerate(sheet)]) + ".", ""]
        return "\n".join(lines)

    @staticmethod
    def _seat(seat: int) -> str:
        return "nobody" if seat < 0 else f"seat {seat}"

    # science.trade, progress.take: green cards traded for a progress token
    def science(self, link: Linker) -> str:
        r = self.rules
        wonders = ("Giza", "Rhodes", "Babylon")
        lines = [f"Seat 0 takes a {link('Tablet')}. Which green cards it must trade, by what it already holds "
                 f"({r.spec.science_identical} with the same symbol, or {r.spec.science_different} different "
                 "symbols, buy a token):", "",
                 "| green cards held before | trades the engine offers |", "| --- | --- |"]
        for held in (["Compass"], ["Tablet"], ["Compass", "Gear"], ["Compass", "Gear", "Tablet"]):
            state = self.table(wonders, [["Tablet"], ["Blue"], ["Blue"]], hands=[held, [], []])
            after = self.take(state, 0)
            offered = [a for a in legal_actions(r, after) if a.kind == TRADE]
            shown = "; ".join(" + ".join(link(r.kinds[k].name) for k in a.cards) for a in offered)
            lines.append(f"| {self._names(held, link)} | {shown or 'none: the turn passes'} |")
        state = self.table(wonders, [["Tablet"], ["Blue"], ["Blue"]], hands=[["Tablet"], [], []])
        after = self.take(state, 0)
        trade = next(a for a in legal_actions(r, after) if a.kind == TRADE)
        chosen = apply(r, after, trade)
        options = legal_actions(r, chosen)
        face_up = [r.tokens[a.token].name for a in options if a.kind == CHOOSE and a.token != PILE]
        pile = any(a.token == PILE for a in options)
        token = r.tokens[chosen.face_up[0]].name
        done = apply(r, chosen, next(a for a in options if a.token == chosen.face_up[0]))
        refill = [r.tokens[t].name for t in done.face_up]
        lines += ["", f"With two {link('Tablet')} cards, the trade is owed at once. The engine then offers "
                  f"{join([link(t) for t in face_up])}{' or the top of the face-down pile' if pile else ''}. "
                  f"Taking {link(token)}: the two Tablets go to the discard pile "
                  f"({len(done.discard)} cards there), seat 0 holds "
                  f"{self._names([r.tokens[t].name for t in done.tokens[0]], link)}, "
                  f"the face-up tokens are now {join([link(t) for t in refill])}, and seat {done.mover} is to "
                  "move.", ""]
        return "\n".join(lines)

    # progress.extra_card, progress.once_per_turn: a token's extra card, once a turn
    def extra_card(self, link: Linker) -> str:
        r = self.rules
        wonders = ("Giza", "Rhodes", "Babylon")
        state = self.table(wonders, [["Wood", "Wood"], ["Blue"], ["Stone"]], central=["Glass"],
                           tokens=[["Urbanism"], [], []])
        first = self.take(state, 0)
        offered = [a for a in legal_actions(r, first) if a.kind == TAKE]
        second = self.take(first, 0)
        lines = [f"Seat 0 holds {link('Urbanism')}. It takes a {link('Wood')} from the deck on its left, whose next "
                 "card is another Wood.", "",
                 f"- The Wood sets off Urbanism: the engine owes seat 0 one more card, from "
                 f"{join([self.deck(first, a) for a in offered], 'or')}, and the turn does not pass until it is "
                 f"taken (seat {first.mover} is still to move).",
                 f"- Seat 0 takes the second Wood from the same deck. Urbanism has already acted this turn, so "
                 f"nothing more is owed: seat {second.mover} is to move, and seat 0 holds "
                 f"{second.hands[0][self.kind('Wood')]} Wood.", ""]
        return "\n".join(lines)
