"""The registry of games: every game of the family is found here by name.

``games()`` lists the registered names; ``load_game(name, variant=..., players=..., spec=...)``
returns a :class:`~oracle.core.game.Game`.  A game is registered by the import path of its
:class:`~oracle.core.game.Game` subclass, so that nothing is imported until it is asked for;
:func:`register` adds another (a test's toy game, or a game living outside this package).

Everything above the engines — the command line, the adapter, the conformance kit, the docs
and the benchmarks — knows games only through this registry.
"""

from __future__ import annotations

import importlib
import os
from functools import cache
from typing import Any

from oracle.core.game import Game
from oracle.core.jsonio import shown, shown_argument
from oracle.dsl.validate import suggestion
from oracle.errors import GameChoiceError, InvalidArgumentError

# name -> "module:Class" (the games of this package)
_BUILTIN: dict[str, str] = {
    "duel": "oracle.duel.game:Game",
    "architects": "oracle.architects.game:Game",
    "classic": "oracle.classic.game:Game",
}
_REGISTERED: dict[str, str | type[Game]] = dict(_BUILTIN)


class UnknownGameError(GameChoiceError):
    """No game of that name is registered."""


def register(name: str, game: str | type[Game]) -> None:
    """Register ``game`` (a :class:`Game` subclass, or its ``"module:Class"`` path) as ``name``."""
    _REGISTERED[name] = game
    _class.cache_clear()


def unregister(name: str) -> None:
    """Forget a game registered with :func:`register` (the package's own games stay)."""
    if name in _BUILTIN:
        raise ValueError(f"{name!r} is one of the oracle's own games")
    _REGISTERED.pop(name, None)
    _class.cache_clear()


def games() -> list[str]:
    """The names of the registered games, in registration order."""
    return list(_REGISTERED)


@cache
def _class(name: str) -> type[Game]:
    entry = _REGISTERED[name]
    if isinstance(entry, str):
        module, _, attribute = entry.partition(":")
        cls = getattr(importlib.import_module(module), attribute)
    else:
        cls = entry
    if not (isinstance(cls, type) and issubclass(cls, Game)):
        raise TypeError(f"the game registered as {name!r} is not a Game")
    return cls


def game_class(name: str) -> type[Game]:
    """The :class:`Game` subclass registered as ``name``."""
    if not isinstance(name, str) or name not in _REGISTERED:
        shown_name = shown(name) if isinstance(name, str) else repr(name)
        hint = suggestion(name, _REGISTERED) if isinstance(name, str) else ""
        raise UnknownGameError(f"unknown game {shown_name}{hint}; known: {', '.join(_REGISTERED)}")
    return _class(name)


def load_game(name: str, variant: str | None = None, players: int | None = None, spec: str | None = None,
              **options: Any) -> Game:
    """The game ``name`` under ``variant`` (default: the game's first) for ``players`` players
    (default: the least the variant is played with), with the bundled spec or the one in the folder
    ``spec``.  A game, variant or number of players that does not exist is a
    :class:`~oracle.errors.GameChoiceError`; so is an option (a game's options, such as Duel's
    ``first_game``, belong to its random play: ``game.random_game(seed, first_game=True)``)."""
    cls = game_class(name)
    chosen = variant if variant is not None else cls.variants[0]
    if not isinstance(chosen, str) or chosen not in cls.variants:
        raise GameChoiceError(f"{cls.title} has no variant {shown_argument(chosen)}; known: {', '.join(cls.variants)}")
    allowed = cls.counts_for(chosen)
    count = players if players is not None else allowed[0]
    if type(count) is not int or count not in allowed:
        counts = ", ".join(str(n) for n in allowed)
        under = "" if allowed == cls.player_counts else f" under the variant {chosen}"
        raise GameChoiceError(f"{cls.title} is played by {counts} players{under}, not {shown_argument(count)}")
    if spec is not None and not isinstance(spec, str | os.PathLike):
        raise InvalidArgumentError(f"spec must be the path of a spec folder, not {shown_argument(spec)}")
    for option in options:
        if option in cls.options:
            raise GameChoiceError(f"{option} is an option of {cls.title}'s random games, not of load_game: "
                                  f"game.random_game(seed, {option}=True)")
        raise GameChoiceError(option_refused(cls.title, option))
    loader: Any = cls.load  # type: ignore[attr-defined]
    game: Game = loader(variant=chosen, players=count, spec=None if spec is None else os.fspath(spec))
    return game


def option_holders(option: str) -> list[str]:
    """The names of the registered games that have ``option`` (:attr:`Game.options`)."""
    return [name for name in _REGISTERED if option in _class(name).options]


def option_refused(title: str, option: str, spelled: str | None = None) -> str:
    """The one line that refuses ``option`` (written ``spelled`` on the command line) to the game
    ``title``, saying which games have it."""
    holders = option_holders(option) if isinstance(option, str) else []
    have = (f"only {', '.join(_class(h).title + f' ({h})' for h in holders)} "
            f"{'has' if len(holders) == 1 else 'have'} it") if holders else "no game has it"
    return f"{title} has no option {spelled or shown_argument(option)}; {have}"
