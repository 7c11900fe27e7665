"""``oracle show``: the picture of a position reached by a record, in the terminal or as an SVG file.

The position is the one reached after the record's first ``after`` moves (all of them by default),
replayed as ``oracle replay`` replays them.  It is drawn as one player sees it (``--player``: that
player's observation, the game's own view without hidden information) or whole (every face-down card
named).  A game is drawn by the ``picture`` module of its package (``oracle.<game>.picture``, found by
the game's class as the registry gives it, never named here), offering the :class:`Pictures`
functions and saying which of its rulesets it draws; a ruleset not drawn is refused in one line,
saying which are.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
from typing import Any, Protocol, cast

from oracle.core.game import Game, Record
from oracle.core.registry import game_class, games
from oracle.errors import GameChoiceError, InvalidInputError
from oracle.files import check_writable, shown_path, write_atomic

MODULE = "picture"   # the module of a game's package that draws its positions


class Pictures(Protocol):
    """What the ``picture`` module of a game's package offers: the variants it draws, the two views
    (a player's observation, the whole state in the same shape) and the two renderings of a view.
    It may also say which cards a move puts out of a player's sight (``unseen(game, before, step,
    action, mover, player)``, a set of names), which a player's page of the whole game
    (:mod:`oracle.show_page`) never names for that move."""

    def draws(self, cls: Any, variant: str) -> bool: ...

    def player_view(self, game: Any, state: Any, player: int) -> dict[str, Any]: ...

    def whole_view(self, game: Any, state: Any) -> dict[str, Any]: ...

    def svg(self, game: Any, view: dict[str, Any], caption: str | None = None) -> str: ...

    def text(self, game: Any, view: dict[str, Any], caption: str | None = None, width: int = 100) -> str: ...


def _module(cls: type) -> Pictures | None:
    """The ``picture`` module of the package of the game class ``cls``, if it has one."""
    package = cls.__module__.rpartition(".")[0]
    name = f"{package}.{MODULE}"
    if not package or importlib.util.find_spec(name) is None:
        return None
    return cast(Pictures, importlib.import_module(name))


def drawn() -> list[tuple[str, str]]:
    """Every (game, variant) whose positions are drawn, in the registry's order."""
    found = []
    for name in games():
        cls = game_class(name)
        pictures = _module(cls)
        found += [(name, v) for v in cls.variants if pictures.draws(cls, v)] if pictures is not None else []
    return found


def pictures_of(game: Game) -> Pictures:
    """The module drawing ``game``'s positions; :class:`~oracle.errors.GameChoiceError` for a ruleset
    not drawn yet, naming those that are."""
    pictures = _module(type(game))
    if pictures is None or not pictures.draws(type(game), game.variant):
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
    return f"wrote {shown_path(svg_path)}\n"


def example(name: str, seed: int, after: int, player: int | None = None, as_text: bool = False,
            variant: str | None = None) -> str:
    """The picture the docs show of a random game: the position after the first ``after`` moves of
    ``oracle play --seed SEED`` (``name``'s game, ``variant``), as ``oracle show`` draws it, SVG or
    (``as_text``) the terminal's rendering."""
    from oracle.core.registry import load_game

    game = load_game(name, variant=variant)
    pictures = pictures_of(game)
    play = game.random_game(seed)
    record = game.record(play.initial.setup, play.moves, play.movers)
    state, played = position(game, record, after)
    view = view_of(game, pictures, state, player)
    caption = f"after {played} move{'s' * (played != 1)}"
    return pictures.text(game, view, caption) if as_text else pictures.svg(game, view, caption)
