"""``oracle show``: the picture of a position reached by a record, in the terminal or as an SVG file.

The position is the one reached after the record's first ``after`` moves (all of them by default),
replayed as ``oracle replay`` replays them.  It is drawn as one player sees it (``--player``: that
player's observation, the game's own view without hidden information) or whole (every face-down card
named).  Each game that is drawn has a module of pictures (:data:`PICTURES`) offering the
:class:`Pictures` functions; a ruleset without one is refused in one line, saying which are drawn.
"""

from __future__ import annotations

import dataclasses
import importlib
from types import ModuleType
from typing import Any, Protocol, cast

from oracle.core.game import Game, Record
from oracle.core.registry import game_class
from oracle.errors import GameChoiceError, InvalidInputError
from oracle.files import check_writable, write_atomic

# game -> the module that draws its positions
PICTURES = {"duel": "oracle.duel.picture"}


class Pictures(Protocol):
    """What a game's module of pictures offers (:mod:`oracle.duel.picture`)."""

    VARIANTS: tuple[str, ...]

    def player_view(self, game: Any, state: Any, player: int) -> dict[str, Any]: ...

    def whole_view(self, game: Any, state: Any) -> dict[str, Any]: ...

    def svg(self, game: Any, view: dict[str, Any], caption: str | None = None) -> str: ...

    def text(self, game: Any, view: dict[str, Any], caption: str | None = None, width: int = 100) -> str: ...


def drawn() -> list[tuple[str, str]]:
    """Every (game, variant) whose positions are drawn."""
    return [(name, variant) for name, module in PICTURES.items() for variant in _module(module).VARIANTS]


def _module(name: str) -> Pictures:
    module: ModuleType = importlib.import_module(name)
    return cast(Pictures, module)


def pictures_of(game: Game) -> Pictures:
    """The module drawing ``game``'s positions; :class:`~oracle.errors.GameChoiceError` for a ruleset
    not drawn yet, naming those that are."""
    module = PICTURES.get(game.name)
    pictures = _module(module) if module is not None else None
    if pictures is None or game.variant not in pictures.VARIANTS:
        titles = ", ".join(game_class(name).title_of(variant) for name, variant in drawn())
        raise GameChoiceError(f"oracle show does not draw {game.ruleset_title} yet; it draws {titles}")
    return pictures


def position(game: Game, record: Record, after: int | None) -> tuple[Any, int]:
    """The state reached after the record's first ``after`` moves (``None``: all of them) and the
    number of moves played; more moves than the record holds is an error of ``--after``."""
    count = len(record.moves)
    if after is None:
        after = count
    elif after > count:
        raise InvalidInputError("--after", f"the record holds {count} move{'s' * (count != 1)}, not {after}; "
                                           f"give at most {count}")
    cut = dataclasses.replace(record, moves=record.moves[:after], movers=record.movers[:after],
                              costs=record.costs[:after])
    state, _ = game.replay(cut)
    return state, after


def view_of(game: Game, pictures: Pictures, state: Any, player: int | None) -> dict[str, Any]:
    """What is drawn: ``player``'s observation, or the whole state (``None``)."""
    if player is None:
        return pictures.whole_view(game, state)
    return pictures.player_view(game, state, player)


def show(game: Game, record: Record, after: int | None = None, player: int | None = None,
         svg_path: str | None = None) -> str:
    """``oracle show``: the terminal rendering of the position (``svg_path`` ``None``), or the SVG
    written to ``svg_path`` and a line saying so.  ``player``: that player's view (a seat the game
    does not have is an error of ``--player``)."""
    pictures = pictures_of(game)
    if player is not None:
        player = game.check_seat(player, "--player")
    if svg_path is not None:
        check_writable(svg_path)   # before the record is replayed
    state, played = position(game, record, after)
    view = view_of(game, pictures, state, player)
    caption = f"after {played} move{'s' * (played != 1)}"
    if svg_path is None:
        return pictures.text(game, view, caption)
    write_atomic(svg_path, pictures.svg(game, view, caption))
    return f"wrote {svg_path}\n"
