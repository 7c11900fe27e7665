"""The readable account of a game, in one voice for every game of the family.

An account reads, in order: a header naming the ruleset as a reader meets it
(:attr:`~oracle.core.game.Game.ruleset_title`), the number of players and what the setup shows;
a section line where a part of the game begins (an Age); every move of the record, numbered by its
place in the record from 1, with what it caused indented beneath it; the end of the game; and the
final score sheet, one table for every game (a row per category, a column per seat).

A game supplies only its sentences: one :class:`Told` per move of the record (the sentence of the
move itself, then its consequences, sections and ending as :class:`Section` and :class:`Ending`),
and the :class:`Header` its setup needs.  The words every game shares are here: seats (``P0``,
``P1``...), Age numerals, counts of coins, articles, lists.  :func:`write` lays them out, so that
no game can skip a move's number, print a consequence unindented or a score sheet of its own shape.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

INDENT = "    "                       # a consequence, under its move
NUMERALS = ("I", "II", "III")         # the Ages of every game that has Ages


# ---- the shared words ----------------------------------------------------------------------------------

def seat(player: int) -> str:
    """A player as every account names them: ``P0``, ``P1``..."""
    return f"P{player}"


def coins(amount: int) -> str:
    """``1 coin``, ``2 coins``, ``0 coins`` (the sign kept: ``-1 coin``)."""
    return f"{amount} coin" if abs(amount) == 1 else f"{amount} coins"


def counted(amount: int, noun: str, plural: str | None = None) -> str:
    """``1 token``, ``3 tokens``: a count and its noun, plural past one."""
    return f"{amount} {noun if abs(amount) == 1 else plural or noun + 's'}"


def numeral(age: int | str) -> str:
    """An Age's numeral from its number (``2`` -> ``II``); a numeral is returned as it is."""
    return NUMERALS[age - 1] if isinstance(age, int) else age


def age(number: int | str) -> str:
    """``Age I``, ``Age II``, ``Age III``, from a number or a numeral."""
    return f"Age {numeral(number)}"


def article(word: str) -> str:
    """``a`` or ``an`` before ``word``, by its first sound: a vowel, or a number read with one (8, 11, 18)."""
    head = word.lstrip("(\"'")
    if not head:
        return "a"
    digits = head[:len(head) - len(head.lstrip("0123456789"))]
    if digits:
        return "an" if digits.startswith("8") or digits in ("11", "18") else "a"
    return "an" if head[0].lower() in "aeiou" else "a"


def with_article(word: str) -> str:
    """``a Greek``, ``an Egyptian``, ``an Offering``: ``word`` after its article."""
    return f"{article(word)} {word}"


def proper(word: str) -> str:
    """A proper adjective or name as written in a sentence, capitalised: ``egyptian`` -> ``Egyptian``."""
    return word[:1].upper() + word[1:]


def listing(items: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def possessive(name: str) -> str:
    """``P1's``, ``the Free City's``."""
    return f"{name}'s"


# ---- what a game tells of each move ----------------------------------------------------------------------

@dataclass(frozen=True)
class Section:
    """A part of the game begins here (``Age II``): a line of its own, between moves."""

    title: str


@dataclass(frozen=True)
class Ending:
    """The end of the game, as :func:`game_over` words it: a line of its own after the last move."""

    text: str


Line = str | Section | Ending


@dataclass(frozen=True)
class Told:
    """One move of the record as a game tells it: the sentence of the move itself (who did what;
    a move whose choice shows nothing yet still says who made it), then in order what it caused:
    consequences (sentences), sections and the ending."""

    move: str
    after: tuple[Line, ...] = ()


@dataclass(frozen=True)
class Header:
    """What the first lines say: the ruleset's title, the number of players and the setup
    (``P0 begins``), further lines of the setup (``notes``), and the section the game opens with."""

    title: str
    players: int
    setup: str
    notes: tuple[str, ...] = ()
    opening: str | None = None


def game_over(winners: Sequence[int], how: str, why: str = "") -> Ending:
    """The end of the game in one voice: ``Game over: P0 wins on points``; ``Game over (why): P0 and
    P2 share the victory on points``.  ``how`` says how the game was won, ``why`` why it ended
    when the rules end it on a condition of their own."""
    names = [seat(w) for w in winners]
    who = f"{names[0]} wins" if len(names) == 1 else f"{listing(names)} share the victory"
    because = f" ({why})" if why else ""
    return Ending(f"Game over{because}: {who} {how}")


def on_points(totals: Sequence[int], winners: Sequence[int], tie_break: str) -> str:
    """victory.tie_break: how a game won by points was won, ``on points``, or ``on points, the tie
    broken by more coins`` when a player left out had as many points as the winners."""
    best = totals[winners[0]]
    tied = any(total == best for player, total in enumerate(totals) if player not in winners)
    return f"on points, the tie broken by {tie_break}" if tied else "on points"


# ---- the layout -------------------------------------------------------------------------------------------

def sentence(text: str) -> str:
    """A line reads as a sentence: its first letter a capital."""
    return text[:1].upper() + text[1:]


def _collapsed(lines: Sequence[str]) -> list[str]:
    """Consecutive identical consequences written once, with how many times they happened."""
    out: list[str] = []
    runs: list[int] = []
    for line in lines:
        if out and out[-1] == line:
            runs[-1] += 1
        else:
            out.append(line)
            runs.append(1)
    return [line if n == 1 else f"{line} ({'twice' if n == 2 else f'{n} times'})" for line, n in zip(out, runs,
                                                                                                       strict=True)]


def score_table(sheets: Sequence[Mapping[str, int]]) -> list[str]:
    """The final score sheet: a row per category in the order the game scores them, the total last,
    and a column per seat (``P0``, ``P1``...)."""
    if not sheets:
        return []
    parts = [part for part in sheets[0] if part != "total"] + (["total"] if "total" in sheets[0] else [])
    label = max(10, max(len(part) for part in parts) + 2)
    width = max(6, *(len(str(sheet[part])) + 2 for sheet in sheets for part in parts))
    lines = [" " * label + "".join(f"{seat(p):>{width}}" for p in range(len(sheets)))]
    for part in parts:
        lines.append(f"{part:{label}}" + "".join(f"{sheet[part]:>{width}}" for sheet in sheets))
    return lines


def write(header: Header, moves: Sequence[Told], sheets: Sequence[Mapping[str, int]] | None) -> str:
    """The account: the header, every move numbered by its place in the record with its consequences
    indented beneath it and its sections and ending on lines of their own, then (``sheets``: the
    game is over) a blank line and the score table."""
    lines = [f"{header.title}, {header.players} players — {header.setup}", *(sentence(n) for n in header.notes)]
    if header.opening is not None:
        lines.append(f"== {header.opening} ==")
    width = max(3, len(str(len(moves))))
    for number, told in enumerate(moves, start=1):
        lines.append(f"{number:>{width}}. {sentence(told.move)}")
        said: list[str] = []
        for line in (*told.after, None):
            if isinstance(line, str):
                said.append(sentence(line))
                continue
            lines.extend(INDENT + s for s in _collapsed(said))
            said = []
            if isinstance(line, Section):
                lines.append(f"== {line.title} ==")
            elif isinstance(line, Ending):
                lines.append(line.text)
    if sheets is not None:
        lines.append("")
        lines.extend(score_table(sheets))
    return "\n".join(lines) + "\n"


def as_lines(items: Iterable[Line | None]) -> tuple[Line, ...]:
    """The lines of ``items``, those a game folds away (``None``) left out."""
    return tuple(item for item in items if item is not None)
