"""The registry of games: every game of the family is found here by name.

``games()`` lists the registered names; ``load_game(name, variant=..., players=..., spec=...)``
returns a :class:`~oracle.core.game.Game`.  A game is registered by the import path of its
:class:`~oracle.core.game.Game` subclass, so that nothing is imported until it is asked for;
:func:`register` adds another (a test's toy game, or a game living outside this package).

Everything above the engines — the command line, the adapter, the conformance kit, the docs
and the benchmarks — knows games only through this registry.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from oracle.core.catalog import declaration, games, option_refused, register, unregister
from oracle.core.game import Game
from oracle.errors import GameChoiceError, InvalidArgumentError
from oracle.text import shown, shown_argument, suggestion


class UnknownGameError(GameChoiceError):
    """No game of that name is registered."""


def _class(name: str) -> type[Game]:
    cls = declaration(name)
    if not (isinstance(cls, type) and issubclass(cls, Game)):
        raise TypeError(f"the game registered as {name!r} is not a Game")
    return cls


def game_class(name: str) -> type[Game]:
    """The :class:`Game` subclass registered as ``name``."""
    known = games()
    if not isinstance(name, str) or name not in known:
        shown_name = shown(name) if isinstance(name, str) else repr(name)
        hint = suggestion(name, known) if isinstance(name, str) else ""
        raise UnknownGameError(f"unknown game {shown_name}{hint}; known: {', '.join(known)}")
    return _class(name)


def load_game(name: str, variant: str | None = None, players: int | None = None, spec: str | None = None,
              rule_options: Mapping[str, str] | None = None, **options: Any) -> Game:
    """The game ``name`` under ``variant`` (default: the game's first) for ``players`` players
    (default: the least the variant is played with), with the bundled spec or the one in the folder
    ``spec``.  A game, variant or number of players that does not exist is a
    :class:`~oracle.errors.GameChoiceError`; so is an option (a game's options, such as Duel's
    ``first_game``, belong to its random play: ``game.random_game(seed, first_game=True)``).
    ``rule_options`` sets readings of the ruleset's rule options (:mod:`oracle.core.options`), by name:
    ``load_game("duel", variant="agora", rule_options={"blackmail_move": "no"})``."""
    cls = game_class(name)
    chosen = variant if variant is not None else cls.variants[0]
    if not isinstance(chosen, str) or chosen not in cls.variants:
        raise GameChoiceError(f"{cls.title} has no variant {shown_argument(chosen)}; known: {', '.join(cls.variants)}")
    allowed = cls.counts_for(chosen)
    count = players if players is not None else allowed[0]
    if type(count) is not int or count not in allowed:
        counts = ", ".join(str(n) for n in allowed)
        under = "" if allowed == cls.player_counts else f" under the variant {chosen}"
        note = cls.players_note(chosen, count) if type(count) is int else ""
        raise GameChoiceError(f"{cls.title} is played by {counts} players{under}, not {shown_argument(count)}{note}")
    if spec is not None and not isinstance(spec, str | os.PathLike):
        raise InvalidArgumentError(f"spec must be the path of a spec folder, not {shown_argument(spec)}")
    for option in options:
        if option in cls.options:
            raise GameChoiceError(f"{option} is an option of {cls.title}'s random games, not of load_game: "
                                  f"game.random_game(seed, {option}=True)")
        raise GameChoiceError(option_refused(cls.title, option))
    loader: Any = cls.load  # type: ignore[attr-defined]
    game: Game = loader(variant=chosen, players=count, spec=None if spec is None else os.fspath(spec))
    if rule_options is not None:
        if not isinstance(rule_options, Mapping):
            raise InvalidArgumentError(f"rule_options must map option names to readings, not "
                                       f"{shown_argument(rule_options)}")
        return game.with_rule_options(rule_options)
    return game


def every_ruleset() -> list[tuple[str, str]]:
    """Every ruleset a user may choose: each registered game with each of its variants, as
    ``(game, variant)`` in registry order, the game's default variant first (what the tests that
    run over every ruleset, present and future, iterate)."""
    return [(name, variant) for name in games() for variant in game_class(name).variants]


def own_suites() -> str:
    """The variants with a suite of their own, as help texts name them: ``duel: pantheon, agora``."""
    return "; ".join(f"{name}: {', '.join(own)}" for name in games()
                     if (own := game_class(name).variants_of_their_own()))


def rulesets(name: str) -> list[Game]:
    """One game for each ruleset of the registered game ``name`` that has published files of its own
    (:attr:`Game.published_as`), in the order of its variants: the base ruleset first."""
    out: dict[str, Game] = {}
    for variant in game_class(name).variants:
        game = load_game(name, variant=variant)
        out.setdefault(game.published_as, game)
    return list(out.values())


def ruleset_game(published: str) -> Game:
    """The game whose ruleset is published as ``published`` (a game's name, or ``duel-pantheon``)."""
    name = published if published in games() else published.partition("-")[0]
    for game in rulesets(name):
        if game.published_as == published:
            return game
    raise UnknownGameError(f"no ruleset is published as {shown(published)}")


__all__ = ["UnknownGameError", "every_ruleset", "game_class", "games", "load_game", "option_refused", "own_suites",
           "register", "ruleset_game", "rulesets", "unregister"]
