"""Parse effect-language text into the typed syntax tree of :mod:`oracle.dsl.ast`.

The grammar (``grammar/effects.lark``) is compiled by Lark's LALR parser in strict mode.  Its
tables ship beside it (:mod:`oracle.dsl.tables`); when they do not match the grammar or the
Lark in use, the parser is built once per process and its tables are kept on disk, as JSON
data, between processes (:func:`load_parser`).  Syntax errors
become a :class:`~oracle.errors.SpecError` whose single line says ``file:line:col`` and which
words would have been accepted there.
"""

from __future__ import annotations

import hashlib
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

import lark
from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from oracle.dsl import ast, tables
from oracle.errors import OutputError, SpecError, SpecProblem
from oracle.files import write_atomic
from oracle.resources import MAX_SPEC_FILE_BYTES, cache_dir, display_path, grammar_path, read_spec_text
from oracle.text import shown

# How terminals that are patterns rather than words are named in messages.
_PATTERN_NAMES = {
    "INT": "a number",
    "NAME": "a name",
    "STRING": 'a quoted name such as "Lumber Yard"',
    "$END": "the end of the file",
    "WONDER_STAGE": "'wonder stage'",
}

# The most digits a number in a component file may have (amounts are small: coins, points, shields).
MAX_DIGITS = 6

OPTIONS = tables.OPTIONS   # how the parser is built (kept with the tables they are built by)


@lru_cache(maxsize=1)
def grammar() -> Lark:
    """The effect-language parser (made once per process)."""
    return load_parser(grammar_path().read_text(encoding="utf-8"), cache_dir(), tables.tables_path())


def load_parser(text: str, cache: Path | None, shipped: Path | None = None) -> Lark:
    """The parser of the grammar ``text``: read from the ``shipped`` tables when they were made
    from this very text, options and Lark version; else read from ``cache``, or built with
    :data:`OPTIONS`.

    Building it (with the strict checks) is most of what loading the spec costs, so its tables
    are kept in the folder ``cache`` (``None``: nowhere) as JSON data, in the format of the shipped
    ones (:func:`oracle.dsl.tables.dumps`), in a file named after a SHA-256 of everything they are
    made from: the grammar text, the options and the Lark and Python versions.  The file holds
    data only and is read as JSON, never unpickled; it is used only when its stamp matches and
    its tables hang together (:func:`oracle.dsl.tables.load`).  A file that cannot be used is
    rebuilt and replaced; a folder that cannot be written is not used.
    """
    if shipped is not None:
        parser = tables.load(shipped, text, OPTIONS)
        if parser is not None:
            return parser
    path = cache_path(text, cache)
    if path is not None:
        parser = tables.load(path, text, OPTIONS)
        if parser is not None:
            return parser
    parser = Lark(text, **OPTIONS)
    if path is not None:
        _store(parser, text, path)
    return parser


def cache_key(text: str) -> str:
    """What the parser of ``text`` is made from, as a SHA-256 (hex, 32 digits)."""
    made_of = "\0".join([text, repr(sorted(OPTIONS.items())), lark.__version__, sys.version])
    return hashlib.sha256(made_of.encode("utf-8")).hexdigest()[:32]


def cache_path(text: str, cache: Path | None) -> Path | None:
    """The file in the folder ``cache`` that holds the tables of ``text``'s parser (``None``: no cache)."""
    return cache / f"effects-{cache_key(text)}.tables.json" if cache is not None else None


def _store(parser: Lark, text: str, path: Path) -> None:
    """Write the parser's tables to ``path`` whole or not at all (:func:`~oracle.files.write_atomic`);
    a folder that cannot be made or written keeps nothing."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, tables.dumps(parser, text, OPTIONS))
    except (OSError, OutputError):
        pass


@lru_cache(maxsize=1)
def _terminal_display() -> dict[str, str]:
    words: dict[str, str] = dict(_PATTERN_NAMES)
    for terminal in grammar().terminals:
        if terminal.name not in words and terminal.pattern.type == "str":
            words[terminal.name] = f"'{terminal.pattern.value}'"
    return words


def describe_terminals(names: set[str] | frozenset[str]) -> str:
    """The words a parser would accept, sorted, for an error message.

    Long lists are cut to 12 words, but punctuation and patterns ('}', a name, a number...)
    are always kept, so that a missing brace is always named.
    """
    display = _terminal_display()
    words = sorted({display.get(n, n) for n in names})
    if len(words) > 12:
        structural = [w for w in words if not (w.startswith("'") and w[1:-1].replace(" ", "").isalpha())]
        keywords = [w for w in words if w not in structural]
        words = [*sorted(structural + keywords[:max(0, 12 - len(structural))]), "..."]
    return ", ".join(words)


def _end_position(text: str) -> tuple[int, int]:
    """Line and column just after the last character of ``text``."""
    lines = text.split("\n")
    return len(lines), len(lines[-1]) + 1


def _syntax_problem(error: UnexpectedInput, path: str, text: str) -> SpecProblem:
    if isinstance(error, UnexpectedToken) and error.token.type == "$END":
        line, column = _end_position(text)
        expected = describe_terminals(error.accepts or error.expected)
        return SpecProblem(path, line, column, f"unexpected end of file; expected {expected}")
    if isinstance(error, UnexpectedToken):
        expected = describe_terminals(error.accepts or error.expected)
        return SpecProblem(path, error.line if error.line > 0 else 1, max(error.column, 1),
                           f"unexpected {shown(str(error.token.value))}; expected {expected}")
    if isinstance(error, UnexpectedCharacters):
        char = error.char if error.char not in "\n\r" else "end of line"
        return SpecProblem(path, error.line, error.column, f"unexpected character {shown(char)}")
    if isinstance(error, UnexpectedEOF):  # pragma: no cover - the LALR parser reports $END tokens instead
        line, column = _end_position(text)
        return SpecProblem(path, line, column,
                           f"unexpected end of file; expected {describe_terminals(set(error.expected))}")
    return SpecProblem(path, getattr(error, "line", 1), getattr(error, "column", 1), str(error))  # pragma: no cover


def parse_text(text: str, path: str = "<string>") -> ast.SpecFile:
    """Parse one spec file's text.  Raises :class:`SpecError` with every problem found."""
    try:
        tree = grammar().parse(text)
    except UnexpectedInput as error:
        raise SpecError(_syntax_problem(error, path, text)) from None
    builder = _Builder(path)
    try:
        components = builder.transform(tree)
    except VisitError as error:  # pragma: no cover - a builder bug, not bad input
        raise error.orig_exc from None
    if builder.problems:
        raise SpecError(builder.problems)
    return ast.SpecFile(path, tuple(components))


def parse_file(path: Path, max_bytes: int = MAX_SPEC_FILE_BYTES) -> ast.SpecFile:
    """Parse a spec file from disk (a regular file of at most ``max_bytes`` bytes of UTF-8, see
    :func:`~oracle.resources.read_spec_text`); positions name it relative to the project."""
    return parse_text(read_spec_text(path, max_bytes), display_path(path))


class _Builder(Transformer[Token, Any]):
    """Turns the Lark parse tree into AST nodes, keeping every source position."""

    def __init__(self, path: str):
        super().__init__(visit_tokens=False)
        self.path = path
        self.problems: list[SpecProblem] = []

    # -- helpers -------------------------------------------------------------------------
    def _pos(self, meta: Any) -> ast.Pos:
        return ast.Pos(self.path, getattr(meta, "line", 0), getattr(meta, "column", 0))

    def _tpos(self, token: Token) -> ast.Pos:
        return ast.Pos(self.path, token.line or 0, token.column or 0)

    def _names(self, children: list[Any]) -> tuple[ast.Name, ...]:
        out = []
        for c in children:
            if isinstance(c, ast.Name):
                out.append(c)
            elif isinstance(c, Token) and c.type == "NAME":
                out.append(ast.Name(str(c), self._tpos(c)))
        return tuple(out)

    def _of(self, children: list[Any], kind: type | tuple[type, ...]) -> Any:
        for c in children:
            if isinstance(c, kind):
                return c
        return None

    def _problem(self, pos: ast.Pos, message: str) -> None:
        self.problems.append(SpecProblem(pos.file, pos.line, pos.column, message))

    def _ints(self, children: list[Any]) -> list[int]:
        """The numbers among ``children``; one longer than :data:`MAX_DIGITS` digits is a problem
        (and counts as 0), so that no huge number reaches the validator or the engine."""
        out = []
        for c in children:
            if isinstance(c, Token) and c.type == "INT":
                if len(c) > MAX_DIGITS:
                    self._problem(self._tpos(c), f"the number {c[:12]}... has {len(c):,} digits; "
                                                 f"a number in a component file has at most {MAX_DIGITS}")
                    out.append(0)
                else:
                    out.append(int(c))
        return out

    # -- structure ------------------------------------------------------------------------
    def start(self, children: list[ast.Component]) -> list[ast.Component]:
        return children

    def kind_card(self, _: list[Any]) -> str:
        return "card"

    def kind_wonder(self, _: list[Any]) -> str:
        return "wonder"

    def kind_progress(self, _: list[Any]) -> str:
        return "progress"

    def kind_divinity(self, _: list[Any]) -> str:
        return "divinity"

    def kind_decree(self, _: list[Any]) -> str:
        return "decree"

    def kind_token(self, _: list[Any]) -> str:
        return "token"

    def kind_conspiracy(self, _: list[Any]) -> str:
        return "conspiracy"

    def kind_leader(self, _: list[Any]) -> str:
        return "leader"

    @v_args(meta=True)
    def component(self, meta: Any, children: list[Any]) -> ast.Component:
        kind = children[0]
        name_token = children[1]
        pos = self._pos(meta)
        fields, where = self._items(children[2:], f"{kind} {shown(str(name_token)[1:-1])}")
        if "rests_on" in fields:
            self._problem(where["rests_on"], "only a stage of a wonder rests on other stages")
            del fields["rests_on"]
        stages = tuple(c for c in children if isinstance(c, ast.Stage))
        return ast.Component(kind=kind, name=str(name_token)[1:-1], stages=stages, pos=pos, **fields)

    @v_args(meta=True)
    def stage(self, meta: Any, children: list[Any]) -> ast.Stage:
        pos = self._pos(meta)
        number = self._ints(children)[0]
        fields, where = self._items(children[2:], f"stage {number}")
        for key in ("deck", "colour", "free_with", "chains", "icons"):
            if key in fields:
                self._problem(where[key], f"stage {number}: a stage has only a cost and clauses, "
                                          f"not '{_ITEM_WORDS[key]}'")
        return ast.Stage(number, fields.get("cost"), fields.get("clauses", ()), pos, fields.get("rests_on", ()))

    @v_args(meta=True)
    def rests_on(self, meta: Any, children: list[Any]) -> tuple[str, Any, ast.Pos]:
        return ("rests_on", tuple(self._ints(children)), self._pos(meta))

    def _items(self, children: list[Any], owner: str) -> tuple[dict[str, Any], dict[str, ast.Pos]]:
        """The items of a component or stage by key, and where each is written."""
        fields: dict[str, Any] = {}
        where: dict[str, ast.Pos] = {}
        clauses: list[ast.Clause] = []
        for child in children:
            if isinstance(child, ast.Clause):
                clauses.append(child)
            elif isinstance(child, tuple):
                key, value, item_pos = child
                if key in fields:
                    self._problem(item_pos, f"{owner}: '{_ITEM_WORDS[key]}' is given twice")
                    continue
                fields[key] = value
                where[key] = item_pos
        fields["clauses"] = tuple(clauses)
        return fields, where

    @v_args(meta=True)
    def deck(self, meta: Any, children: list[Any]) -> tuple[str, Any, ast.Pos]:
        return ("deck", self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def colour(self, meta: Any, children: list[Any]) -> tuple[str, Any, ast.Pos]:
        return ("colour", self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def cost(self, meta: Any, children: list[Any]) -> tuple[str, Any, ast.Pos]:
        pos = self._pos(meta)
        coins = 0
        seen_coins = False
        by_age: tuple[int, ...] = ()
        resources: list[ast.ResourceCost] = []
        for part in children:
            if isinstance(part, ast.ResourceCost):
                if any(r.resource.value == part.resource.value for r in resources):
                    self._problem(part.pos, f"resource '{part.resource}' is listed twice in one cost; "
                                            f"write the total once, e.g. '2 {part.resource}'")
                resources.append(part)
            elif isinstance(part, tuple) and part[0] in ("coins", "coins_by_age"):
                if seen_coins:
                    self._problem(part[2], "coins are listed twice in one cost")
                seen_coins = True
                if part[0] == "coins":
                    coins += part[1]
                else:
                    by_age = part[1]
        return ("cost", ast.Cost(coins, tuple(resources), pos, by_age=by_age), pos)

    @v_args(meta=True)
    def cost_free(self, meta: Any, _: list[Any]) -> tuple[str, Any, ast.Pos]:
        pos = self._pos(meta)
        return ("cost", ast.Cost(0, (), pos), pos)

    @v_args(meta=True)
    def cost_different(self, meta: Any, children: list[Any]) -> tuple[str, Any, ast.Pos]:
        pos = self._pos(meta)
        return ("cost", ast.Cost(0, (), pos, self._ints(children)[0], "different"), pos)

    @v_args(meta=True)
    def cost_identical(self, meta: Any, children: list[Any]) -> tuple[str, Any, ast.Pos]:
        pos = self._pos(meta)
        return ("cost", ast.Cost(0, (), pos, self._ints(children)[0], "identical"), pos)

    @v_args(meta=True)
    def resource_cost(self, meta: Any, children: list[Any]) -> ast.ResourceCost:
        ints = self._ints(children)
        return ast.ResourceCost(ints[0] if ints else 1, self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def coin_cost(self, meta: Any, children: list[Any]) -> tuple[str, int, ast.Pos]:
        return ("coins", self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def coin_cost_by_age(self, meta: Any, children: list[Any]) -> tuple[str, tuple[int, ...], ast.Pos]:
        return ("coins_by_age", tuple(self._ints(children)), self._pos(meta))

    @v_args(meta=True)
    def free_with(self, meta: Any, children: list[Any]) -> tuple[str, Any, ast.Pos]:
        return ("free_with", self._names(children), self._pos(meta))

    @v_args(meta=True)
    def chain(self, meta: Any, children: list[Any]) -> tuple[str, Any, ast.Pos]:
        return ("chains", self._names(children), self._pos(meta))

    @v_args(meta=True)
    def icon(self, meta: Any, children: list[Any]) -> tuple[str, Any, ast.Pos]:
        return ("icons", self._names(children), self._pos(meta))

    def _clause(self, meta: Any, children: list[Any], once: bool) -> ast.Clause:
        trigger = next(c for c in children if isinstance(c, (str, tuple)) and not isinstance(c, Token))
        taken: tuple[ast.Name, ...] = ()
        if isinstance(trigger, tuple):
            trigger, taken = trigger
        effects = tuple(c for c in children if isinstance(c, ast.Effect))
        return ast.Clause(trigger, effects, self._pos(meta), taken, once)

    @v_args(meta=True)
    def clause(self, meta: Any, children: list[Any]) -> ast.Clause:
        return self._clause(meta, children, once=False)

    @v_args(meta=True)
    def clause_once(self, meta: Any, children: list[Any]) -> ast.Clause:
        return self._clause(meta, children, once=True)

    # -- triggers -------------------------------------------------------------------------
    def when_built(self, _: list[Any]) -> str:
        return "when_built"

    def when_taken(self, _: list[Any]) -> str:
        return "when_taken"

    def always(self, _: list[Any]) -> str:
        return "always"

    def at_end(self, _: list[Any]) -> str:
        return "at_end"

    def at_end_of_turn(self, _: list[Any]) -> str:
        return "at_end_of_turn"

    def at_end_of_age(self, _: list[Any]) -> str:
        return "at_end_of_age"

    def once_per_age(self, _: list[Any]) -> str:
        return "once_per_age"

    def first_turn_of_age(self, _: list[Any]) -> str:
        return "first_turn_of_age"

    def last_turn_of_age(self, _: list[Any]) -> str:
        return "last_turn_of_age"

    def on_chain_build(self, _: list[Any]) -> str:
        return "on_chain_build"

    def once_per_turn(self, _: list[Any]) -> str:
        return "once_per_turn"

    def on_take(self, children: list[Any]) -> tuple[str, tuple[ast.Name, ...]]:
        return ("on_take", self._names(children))

    def on_stage_build(self, _: list[Any]) -> str:
        return "on_stage_build"

    def when_activated(self, _: list[Any]) -> str:
        return "when_activated"

    def when_revealed(self, _: list[Any]) -> str:
        return "when_revealed"

    def when_drafted(self, _: list[Any]) -> str:
        return "when_drafted"

    def when_triggered(self, _: list[Any]) -> str:
        return "when_triggered"

    def on_push(self, _: list[Any]) -> str:
        return "on_push"

    def on_any_build(self, children: list[Any]) -> tuple[str, tuple[ast.Name, ...]]:
        return ("on_any_build", self._names(children))

    def on_any_wonder(self, _: list[Any]) -> str:
        return "on_any_wonder"

    def on_discard(self, _: list[Any]) -> str:
        return "on_discard"

    def when_gained(self, _: list[Any]) -> str:
        return "when_gained"

    def when_lost(self, _: list[Any]) -> str:
        return "when_lost"

    def on_card_build(self, children: list[Any]) -> tuple[str, tuple[ast.Name, ...]]:
        return ("on_card_build", self._names(children))

    def on_take_piece(self, children: list[Any]) -> tuple[str, tuple[ast.Name, ...]]:
        return ("on_take_piece", self._names(children))

    def on_buy(self, children: list[Any]) -> tuple[str, tuple[ast.Name, ...]]:
        return ("on_buy", (self._of(children, ast.Name),))

    def on_bank_coins(self, _: list[Any]) -> str:
        return "on_bank_coins"

    # -- effects --------------------------------------------------------------------------
    @v_args(meta=True)
    def produce(self, meta: Any, children: list[Any]) -> ast.Produce:
        ints = self._ints(children)
        return ast.Produce(ints[0] if ints else 1, self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def produce_choice(self, meta: Any, children: list[Any]) -> ast.ProduceChoice:
        return ast.ProduceChoice(self._names(children), self._pos(meta))

    @v_args(meta=True)
    def produce_any(self, meta: Any, _: list[Any]) -> ast.ProduceAny:
        return ast.ProduceAny(self._pos(meta))

    @v_args(meta=True)
    def trade_at(self, meta: Any, children: list[Any]) -> ast.TradeAt:
        resources = self._names([c for c in children if isinstance(c, Token)])
        cities = tuple(c for c in children if isinstance(c, ast.Name))
        return ast.TradeAt(resources, self._ints(children)[0], self._pos(meta), cities)

    @v_args(meta=True)
    def science(self, meta: Any, children: list[Any]) -> ast.Science:
        return ast.Science(self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def science_choice(self, meta: Any, children: list[Any]) -> ast.ScienceChoice:
        return ast.ScienceChoice(self._names(children), self._pos(meta))

    @v_args(meta=True)
    def shields(self, meta: Any, children: list[Any]) -> ast.Shields:
        return ast.Shields(self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def extra_shields(self, meta: Any, children: list[Any]) -> ast.ExtraShields:
        return ast.ExtraShields(self._ints(children)[0], self._of(children, ast.Target), self._pos(meta))

    @v_args(meta=True)
    def science_set_bonus(self, meta: Any, children: list[Any]) -> ast.ScienceSetBonus:
        return ast.ScienceSetBonus(self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def points(self, meta: Any, children: list[Any]) -> ast.Points:
        return ast.Points(self._ints(children)[0], self._of(children, ast.Per), self._pos(meta))

    @v_args(meta=True)
    def points_by_copies(self, meta: Any, children: list[Any]) -> ast.PointsByCopies:
        return ast.PointsByCopies(tuple(self._ints(children)), self._pos(meta))

    @v_args(meta=True)
    def gain_coins(self, meta: Any, children: list[Any]) -> ast.GainCoins:
        return ast.GainCoins(self._ints(children)[0], self._of(children, ast.Per), self._pos(meta))

    @v_args(meta=True)
    def opponent_loses_coins(self, meta: Any, children: list[Any]) -> ast.OpponentLosesCoins:
        return ast.OpponentLosesCoins(self._of(children, ast.Name), self._ints(children)[0], self._pos(meta),
                                      self._of(children, ast.Per))

    @v_args(meta=True)
    def play_again(self, meta: Any, _: list[Any]) -> ast.PlayAgain:
        return ast.PlayAgain(self._pos(meta))

    @v_args(meta=True)
    def play_last_card(self, meta: Any, _: list[Any]) -> ast.PlayLastCard:
        return ast.PlayLastCard(self._pos(meta))

    @v_args(meta=True)
    def grant_play_again(self, meta: Any, children: list[Any]) -> ast.GrantPlayAgain:
        return ast.GrantPlayAgain(self._of(children, ast.Target), self._pos(meta))

    @v_args(meta=True)
    def destroy(self, meta: Any, children: list[Any]) -> ast.Destroy:
        return ast.Destroy(self._of(children, ast.Name), self._names(children)[-1], self._pos(meta))

    @v_args(meta=True)
    def take_progress(self, meta: Any, children: list[Any]) -> ast.TakeProgress:
        keep, draw = self._ints(children)
        return ast.TakeProgress(keep, draw, self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def take_offered_progress(self, meta: Any, children: list[Any]) -> ast.TakeProgress:
        return ast.TakeProgress(self._ints(children)[0], 0, self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def take_top(self, meta: Any, children: list[Any]) -> ast.TakeTop:
        return ast.TakeTop(self._of(children, ast.DeckChoice), self._pos(meta))

    @v_args(meta=True)
    def keep_from_top(self, meta: Any, children: list[Any]) -> ast.KeepFromTop:
        keep, look = self._ints(children)
        return ast.KeepFromTop(keep, look, self._of(children, ast.DeckChoice), self._pos(meta))

    @v_args(meta=True)
    def flip(self, meta: Any, children: list[Any]) -> ast.Flip:
        return ast.Flip(self._ints(children)[0], self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def counts_as(self, meta: Any, children: list[Any]) -> ast.CountsAs:
        cards, units = self._ints(children)
        return ast.CountsAs(cards, self._names(children)[0], units, self._pos(meta))

    @v_args(meta=True)
    def build_with_any(self, meta: Any, _: list[Any]) -> ast.BuildWithAny:
        return ast.BuildWithAny(self._pos(meta))

    @v_args(meta=True)
    def any_deck(self, meta: Any, _: list[Any]) -> ast.DeckChoice:
        return ast.DeckChoice(True, (), self._pos(meta))

    @v_args(meta=True)
    def deck_places(self, meta: Any, children: list[Any]) -> ast.DeckChoice:
        return ast.DeckChoice(False, self._names(children), self._pos(meta))

    @v_args(meta=True)
    def take_piece(self, meta: Any, children: list[Any]) -> ast.TakePiece:
        return ast.TakePiece(self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def build_from_discard(self, meta: Any, _: list[Any]) -> ast.BuildFromDiscard:
        return ast.BuildFromDiscard(self._pos(meta))

    @v_args(meta=True)
    def build_free(self, meta: Any, _: list[Any]) -> ast.BuildFree:
        return ast.BuildFree(self._pos(meta))

    @v_args(meta=True)
    def build_free_first_of_colour(self, meta: Any, _: list[Any]) -> ast.BuildFreeFirstOfColour:
        return ast.BuildFreeFirstOfColour(self._pos(meta))

    @v_args(meta=True)
    def discount(self, meta: Any, children: list[Any]) -> ast.Discount:
        return ast.Discount(self._ints(children)[0], self._of(children, ast.Target), self._pos(meta))

    @v_args(meta=True)
    def receive_opponent_trade(self, meta: Any, children: list[Any]) -> ast.ReceiveOpponentTrade:
        return ast.ReceiveOpponentTrade(self._of(children, ast.Name), self._pos(meta))

    @v_args(meta=True)
    def copy_card(self, meta: Any, children: list[Any]) -> ast.CopyCard:
        colour = self._names([c for c in children if isinstance(c, Token)])[0]
        cities = tuple(c for c in children if isinstance(c, ast.Name))
        return ast.CopyCard(colour, cities, self._pos(meta))

    # -- 7 Wonders Duel's Pantheon ---------------------------------------------------------------
    @v_args(meta=True)
    def take_progress_from_card(self, meta: Any, children: list[Any]) -> ast.TakeProgress:
        card = next(c for c in children if isinstance(c, Token) and c.type == "CARD")
        return ast.TakeProgress(self._ints(children)[0], 0, ast.Name("card", self._tpos(card)), self._pos(meta))

    @v_args(meta=True)
    def points_by_set(self, meta: Any, children: list[Any]) -> ast.PointsBySet:
        return ast.PointsBySet(tuple(self._ints(children)), self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def gain_coins_on_card(self, meta: Any, children: list[Any]) -> ast.GainCoinsOnCard:
        return ast.GainCoinsOnCard(self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def draw_progress(self, meta: Any, children: list[Any]) -> ast.DrawProgress:
        return ast.DrawProgress(self._ints(children)[0], self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def steal_card(self, meta: Any, children: list[Any]) -> ast.StealCard:
        colours = self._names([c for c in children if isinstance(c, Token)])
        return ast.StealCard(self._of(children, ast.Name), colours, self._pos(meta))

    @v_args(meta=True)
    def steal_wonder(self, meta: Any, children: list[Any]) -> ast.StealWonder:
        return ast.StealWonder(self._of(children, ast.Name), self._pos(meta))

    @v_args(meta=True)
    def copy_science(self, meta: Any, children: list[Any]) -> ast.CopyScience:
        colour = self._names([c for c in children if isinstance(c, Token)])[0]
        return ast.CopyScience(self._of(children, ast.Name), colour, self._pos(meta))

    @v_args(meta=True)
    def discard_from_structure(self, meta: Any, _: list[Any]) -> ast.DiscardFromStructure:
        return ast.DiscardFromStructure(self._pos(meta))

    @v_args(meta=True)
    def unbuild_wonder(self, meta: Any, children: list[Any]) -> ast.UnbuildWonder:
        return ast.UnbuildWonder(tuple(c for c in children if isinstance(c, ast.Name)), self._pos(meta))

    @v_args(meta=True)
    def build_wonder_from_discard(self, meta: Any, _: list[Any]) -> ast.BuildWonderFromDiscard:
        return ast.BuildWonderFromDiscard(self._pos(meta))

    @v_args(meta=True)
    def place_blocker(self, meta: Any, _: list[Any]) -> ast.PlaceBlocker:
        return ast.PlaceBlocker(self._pos(meta))

    @v_args(meta=True)
    def discard_tokens(self, meta: Any, children: list[Any]) -> ast.DiscardTokens:
        return ast.DiscardTokens(self._ints(children)[0], self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def loot(self, meta: Any, children: list[Any]) -> ast.Loot:
        piece = self._names([c for c in children if isinstance(c, Token)])[0]
        return ast.Loot(self._of(children, ast.Name), self._ints(children)[0], piece, self._pos(meta))

    @v_args(meta=True)
    def chain_price(self, meta: Any, children: list[Any]) -> ast.ChainPrice:
        return ast.ChainPrice(self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def discount_coins(self, meta: Any, children: list[Any]) -> ast.DiscountCoins:
        return ast.DiscountCoins(self._ints(children)[0], self._of(children, ast.Target), self._pos(meta),
                                 tuple(c for c in children if isinstance(c, ast.Name)))

    @v_args(meta=True)
    def invoke(self, meta: Any, children: list[Any]) -> ast.Invoke:
        tops = any(isinstance(c, Token) and c.type == "TOP" for c in children)
        return ast.Invoke("tops" if tops else "deck", self._pos(meta))

    @v_args(meta=True)
    def place_influence(self, meta: Any, children: list[Any]) -> ast.PlaceInfluence:
        """``place N influence in SECTION section``, or ``... in any chamber`` (no section)."""
        sections = self._names(children)
        return ast.PlaceInfluence(self._ints(children)[0], sections[0] if sections else None, self._pos(meta))

    @v_args(meta=True)
    def move_influence(self, meta: Any, children: list[Any]) -> ast.MoveInfluence:
        return ast.MoveInfluence(self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def remove_influence(self, meta: Any, children: list[Any]) -> ast.RemoveInfluence:
        return ast.RemoveInfluence(self._ints(children)[0], self._of(children, ast.Name), self._pos(meta))

    @v_args(meta=True)
    def senate_actions(self, meta: Any, children: list[Any]) -> ast.SenateActions:
        return ast.SenateActions(self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def shields_to(self, meta: Any, children: list[Any]) -> ast.ShieldsTo:
        return ast.ShieldsTo(self._ints(children)[0], self._of(children, ast.Name), self._pos(meta))

    @v_args(meta=True)
    def discount_either(self, meta: Any, children: list[Any]) -> ast.DiscountEither:
        return ast.DiscountEither(self._ints(children)[0], self._of(children, ast.Target), self._pos(meta))

    @v_args(meta=True)
    def trade_cheaper(self, meta: Any, children: list[Any]) -> ast.TradeCheaper:
        return ast.TradeCheaper(self._names(children), self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def chain_from(self, meta: Any, children: list[Any]) -> ast.ChainFrom:
        return ast.ChainFrom(self._of(children, ast.Name), self._pos(meta))

    @v_args(meta=True)
    def deck_free(self, meta: Any, children: list[Any]) -> ast.DeckFree:
        return ast.DeckFree(self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def build_any_free(self, meta: Any, children: list[Any]) -> ast.BuildAnyFree:
        return ast.BuildAnyFree(self._names(children), self._pos(meta))

    @v_args(meta=True)
    def draw_unused(self, meta: Any, children: list[Any]) -> ast.DrawUnused:
        return ast.DrawUnused(self._ints(children)[0], self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def build_from_hand(self, meta: Any, children: list[Any]) -> ast.BuildFromHand:
        return ast.BuildFromHand(self._ints(children)[0], self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def redirect_piece(self, meta: Any, children: list[Any]) -> ast.RedirectPiece:
        return ast.RedirectPiece(self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def copy_ability(self, meta: Any, children: list[Any]) -> ast.CopyAbility:
        colour = self._names([c for c in children if isinstance(c, Token)])[0]
        cities = tuple(c for c in children if isinstance(c, ast.Name))
        lasting = any(isinstance(c, Token) and c.type == "LASTING" for c in children)
        return ast.CopyAbility(colour, cities, self._pos(meta), lasting)

    @v_args(meta=True)
    def bank_buy(self, meta: Any, children: list[Any]) -> ast.BankBuy:
        units, price = self._ints(children)
        return ast.BankBuy(units, price, self._pos(meta))

    @v_args(meta=True)
    def take_age_piece(self, meta: Any, children: list[Any]) -> ast.TakeAgePiece:
        return ast.TakeAgePiece(self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def discard_every_piece(self, meta: Any, children: list[Any]) -> ast.DiscardEveryPiece:
        return ast.DiscardEveryPiece(self._names(children)[0], self._pos(meta))

    @v_args(meta=True)
    def discard_chosen_piece(self, meta: Any, children: list[Any]) -> ast.DiscardChosenPiece:
        city, piece = self._names(children)
        return ast.DiscardChosenPiece(city, self._ints(children)[0], piece, self._pos(meta))

    @v_args(meta=True)
    def entomb(self, meta: Any, children: list[Any]) -> ast.Entomb:
        amount, points = self._ints(children)[:2]
        from_hand = any(isinstance(c, Token) and c.type == "HAND" for c in children)
        return ast.Entomb(amount, self._names(children)[0], points, self._pos(meta), from_hand)

    @v_args(meta=True)
    def extra_symbol(self, meta: Any, children: list[Any]) -> ast.ExtraSymbol:
        return ast.ExtraSymbol(self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def change_symbol(self, meta: Any, children: list[Any]) -> ast.ChangeSymbol:
        return ast.ChangeSymbol(self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def conspirator_action(self, meta: Any, children: list[Any]) -> ast.ConspiratorAction:
        return ast.ConspiratorAction(self._pos(meta))

    @v_args(meta=True)
    def conspirator_replay(self, meta: Any, children: list[Any]) -> ast.ConspiratorReplay:
        return ast.ConspiratorReplay(self._pos(meta))

    @v_args(meta=True)
    def keep_both(self, meta: Any, children: list[Any]) -> ast.KeepBoth:
        return ast.KeepBoth(self._pos(meta))

    @v_args(meta=True)
    def take_half_coins(self, meta: Any, children: list[Any]) -> ast.TakeHalfCoins:
        return ast.TakeHalfCoins(self._of(children, ast.Name), self._pos(meta))

    @v_args(meta=True)
    def build_top_row(self, meta: Any, children: list[Any]) -> ast.BuildTopRow:
        return ast.BuildTopRow(self._pos(meta))

    @v_args(meta=True)
    def build_set_aside(self, meta: Any, children: list[Any]) -> ast.BuildSetAside:
        return ast.BuildSetAside(self._pos(meta))

    @v_args(meta=True)
    def remove_wonder(self, meta: Any, children: list[Any]) -> ast.RemoveWonder:
        return ast.RemoveWonder(self._of(children, ast.Name), self._pos(meta))

    @v_args(meta=True)
    def swap_card(self, meta: Any, children: list[Any]) -> ast.SwapCard:
        names = self._names(children)
        return ast.SwapCard(tuple(names[:-1]), names[-1], self._pos(meta))

    @v_args(meta=True)
    def lock_progress(self, meta: Any, children: list[Any]) -> ast.LockProgress:
        return ast.LockProgress(self._pos(meta))

    @v_args(meta=True)
    def discard_accessible(self, meta: Any, children: list[Any]) -> ast.DiscardAccessible:
        least, most = self._ints(children)
        return ast.DiscardAccessible(least, most, self._pos(meta))

    @v_args(meta=True)
    def move_decree(self, meta: Any, children: list[Any]) -> ast.MoveDecree:
        return ast.MoveDecree(self._pos(meta))

    @v_args(meta=True)
    def conspire(self, meta: Any, children: list[Any]) -> ast.Conspire:
        return ast.Conspire(self._pos(meta))

    @v_args(meta=True)
    def trigger_unprepared(self, meta: Any, children: list[Any]) -> ast.TriggerUnprepared:
        return ast.TriggerUnprepared(self._pos(meta))

    @v_args(meta=True)
    def counted_influence(self, meta: Any, children: list[Any]) -> ast.Counted:
        return ast.Counted("influence", self._names(children), self._pos(meta))

    @v_args(meta=True)
    def senate_bonus(self, meta: Any, children: list[Any]) -> ast.SenateBonus:
        return ast.SenateBonus(self._ints(children)[0], self._pos(meta))

    @v_args(meta=True)
    def conditional(self, meta: Any, children: list[Any]) -> ast.Conditional:
        effects = [c for c in children if isinstance(c, ast.Effect)]
        condition = self._of(children, (ast.Condition, ast.MoreThan, ast.CountIs))
        return ast.Conditional(effects[0], condition, effects[1], self._pos(meta))

    @v_args(meta=True)
    def more_than(self, meta: Any, children: list[Any]) -> ast.MoreThan:
        return ast.MoreThan(self._of(children, ast.Counted), self._names(children), self._pos(meta))

    @v_args(meta=True)
    def count_none(self, meta: Any, children: list[Any]) -> ast.CountIs:
        return ast.CountIs(0, self._of(children, ast.Counted), self._pos(meta))

    @v_args(meta=True)
    def count_exactly(self, meta: Any, children: list[Any]) -> ast.CountIs:
        return ast.CountIs(self._ints(children)[0], self._of(children, ast.Counted), self._pos(meta))

    @v_args(meta=True)
    def points_per_pair(self, meta: Any, children: list[Any]) -> ast.PointsPerPair:
        return ast.PointsPerPair(self._names(children)[0], self._pos(meta))

    # -- counting, scopes, targets -------------------------------------------------------------
    @v_args(meta=True)
    def per(self, meta: Any, children: list[Any]) -> ast.Per:
        ints = self._ints(children)
        return ast.Per(ints[0] if ints else 1, self._of(children, ast.Counted),
                       self._of(children, ast.Scope), self._pos(meta))

    @v_args(meta=True)
    def counted_cards(self, meta: Any, children: list[Any]) -> ast.Counted:
        return ast.Counted("cards", self._names(children), self._pos(meta))

    @v_args(meta=True)
    def counted_sets(self, meta: Any, children: list[Any]) -> ast.Counted:
        return ast.Counted("sets", self._names(children), self._pos(meta))

    @v_args(meta=True)
    def counted_wonders(self, meta: Any, _: list[Any]) -> ast.Counted:
        return ast.Counted("wonders", (), self._pos(meta))

    @v_args(meta=True)
    def counted_stages(self, meta: Any, _: list[Any]) -> ast.Counted:
        return ast.Counted("stages", (), self._pos(meta))

    @v_args(meta=True)
    def counted_progress(self, meta: Any, _: list[Any]) -> ast.Counted:
        return ast.Counted("progress", (), self._pos(meta))

    @v_args(meta=True)
    def counted_coins(self, meta: Any, _: list[Any]) -> ast.Counted:
        return ast.Counted("coins", (), self._pos(meta))

    @v_args(meta=True)
    def counted_piece(self, meta: Any, children: list[Any]) -> ast.Counted:
        return ast.Counted("piece", self._names(children), self._pos(meta))

    @v_args(meta=True)
    def counted_icons(self, meta: Any, children: list[Any]) -> ast.Counted:
        return ast.Counted("icons", self._names(children), self._pos(meta))

    @v_args(meta=True)
    def counted_card_coins(self, meta: Any, _: list[Any]) -> ast.Counted:
        return ast.Counted("card_coins", (), self._pos(meta))

    @v_args(meta=True)
    def counted_tokens(self, meta: Any, children: list[Any]) -> ast.Counted:
        return ast.Counted("tokens", self._names(children), self._pos(meta))

    @v_args(meta=True)
    def counted_spaces(self, meta: Any, _: list[Any]) -> ast.Counted:
        return ast.Counted("spaces", (), self._pos(meta))

    @v_args(meta=True)
    def counted_age(self, meta: Any, _: list[Any]) -> ast.Counted:
        return ast.Counted("age", (), self._pos(meta))

    @v_args(meta=True)
    def scope_most(self, meta: Any, _: list[Any]) -> ast.Scope:
        return ast.Scope("most", (), self._pos(meta))

    @v_args(meta=True)
    def scope_cities(self, meta: Any, children: list[Any]) -> ast.Scope:
        return ast.Scope("cities", self._names(children), self._pos(meta))

    def city_name(self, children: list[Token]) -> ast.Name:
        token = children[0]
        return ast.Name(str(token), self._tpos(token))

    @v_args(meta=True)
    def target_wonders(self, meta: Any, _: list[Any]) -> ast.Target:
        return ast.Target("wonders", (), self._pos(meta))

    @v_args(meta=True)
    def target_divinities(self, meta: Any, _: list[Any]) -> ast.Target:
        return ast.Target("divinities", (), self._pos(meta))

    @v_args(meta=True)
    def target_cards(self, meta: Any, children: list[Any]) -> ast.Target:
        return ast.Target("cards", self._names(children), self._pos(meta))

    @v_args(meta=True)
    def condition(self, meta: Any, children: list[Token]) -> ast.Condition:
        return ast.Condition(tuple(str(c) for c in children), self._pos(meta))

    def condition_word(self, children: list[Token]) -> Token:
        return children[0]


_ITEM_WORDS = {"deck": "deck", "colour": "colour", "cost": "cost", "free_with": "free with",
               "chains": "chain", "icons": "icon", "rests_on": "rests on"}
