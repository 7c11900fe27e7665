"""The catalogue of games: every game's name and where its declaration is found.

The names and import paths live here, below :mod:`oracle.core.game`, so that the base game can name
the games that have an option it refuses (:func:`option_refused`) without importing the registry
above it.  :mod:`oracle.core.registry` checks what a path gives and makes games; nothing is imported
until a game is asked for.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from oracle.text import shown_argument

# name -> "module:Class" (the games of this package)
_BUILTIN: dict[str, str] = {
    "duel": "oracle.duel.game:Game",
    "architects": "oracle.architects.game:Game",
    "classic": "oracle.classic.game:Game",
}
_REGISTERED: dict[str, str | type] = dict(_BUILTIN)


def register(name: str, game: str | type) -> None:
    """Register ``game`` (a :class:`Game` subclass, or its ``"module:Class"`` path) as ``name``."""
    _REGISTERED[name] = game
    declaration.cache_clear()


def unregister(name: str) -> None:
    """Forget a game registered with :func:`register` (the package's own games stay)."""
    if name in _BUILTIN:
        raise ValueError(f"{name!r} is one of the oracle's own games")
    _REGISTERED.pop(name, None)
    declaration.cache_clear()


def games() -> list[str]:
    """The names of the registered games, in registration order."""
    return list(_REGISTERED)


@cache
def declaration(name: str) -> Any:
    """What is registered as ``name``: the class, imported from its path the first time it is asked for
    (:func:`oracle.core.registry.game_class` checks that it is a game)."""
    entry = _REGISTERED[name]
    if isinstance(entry, str):
        module, _, attribute = entry.partition(":")
        return getattr(importlib.import_module(module), attribute)
    return entry


def option_holders(option: str) -> list[str]:
    """The names of the registered games that have ``option`` (:attr:`Game.options`)."""
    return [name for name in _REGISTERED if option in declaration(name).options]


def option_refused(title: str, option: str, spelled: str | None = None) -> str:
    """The one line that refuses ``option`` (written ``spelled`` on the command line) to the game
    ``title``, saying which games have it."""
    holders = option_holders(option) if isinstance(option, str) else []
    have = (f"only {', '.join(declaration(h).title + f' ({h})' for h in holders)} "
            f"{'has' if len(holders) == 1 else 'have'} it") if holders else "no game has it"
    return f"{title} has no option {spelled or shown_argument(option)}; {have}"
