"""A game declared over the standard modules of its package: the delegations every game writes alike.

A game package holds the same modules for the same concerns, and each module offers the same
functions, taking the compiled ruleset first:

* ``record``: ``setup_to_json(rules, setup)``, ``action_from_json(rules, value, path)``,
  ``action_to_json(rules, action)``, ``record_from_json(rules, value, player_counts)`` and
  ``record_to_json(rules, record)`` (records.format);
* ``view``: ``observe(rules, state, player)``, ``summary(rules, state)``,
  ``protocol_state(rules, state)``, ``account(rules, initial, steps)`` and
  ``resample(rules, state, player, rng)`` (a state the player cannot tell apart);
* ``invariants``: ``check_step(rules, before, step)``;
* ``playout``: ``random_moves(game, state, rng)``, the random play's loop;
* ``scoring``: ``score_sheet(rules, state)``;
* ``schema``: ``schema_defs(game)`` and ``record_schema(rules)``;
* ``docs.site``: ``Site``, the game's section of the rules reference (``Site.load(root)``).

:class:`PackageGame` finds them by name in the package its class is declared in and answers the
core's hooks with them, so a game's ``game.py`` keeps only its declaration and the hooks its rules
make its own (setup, decisions, moves, random play).  A module is imported the first time one of
its functions is asked for, so that none of them has to import the declaration.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from oracle.core.game import Game, Record, Step
from oracle.core.prng import SplitMix64
from oracle.errors import IllegalMoveError


@cache
def _module(package: str, name: str) -> ModuleType:
    return importlib.import_module(f"{package}.{name}")


class PackageGame(Game):
    """A :class:`~oracle.core.game.Game` whose package has the standard modules (see the module
    docstring); constructed from its compiled ruleset, a variant and a number of players."""

    move_names_player = True     # records.format: every move names its player

    def __init__(self, rules: Any, variant: str | None = None, players: int | None = None):
        self.rules = rules
        self.variant = variant if variant is not None else self.variants[0]
        self.players = players if players is not None else self.counts_for(self.variant)[0]

    @classmethod
    def module(cls, name: str) -> ModuleType:
        """The module ``name`` of the package the game is declared in (``record``, ``view``...)."""
        return _module(cls.__module__.rpartition(".")[0], name)

    # ---- records (records.format) ---------------------------------------------------------------
    @classmethod
    def _write_setup(cls, rules: Any, setup: Any) -> dict[str, Any]:
        written: dict[str, Any] = cls.module("record").setup_to_json(rules, setup)
        return written

    def _action_from_json(self, value: Any, path: str) -> Any:
        return self.module("record").action_from_json(self.rules, value, path)

    @classmethod
    def _write_action(cls, rules: Any, action: Any) -> dict[str, Any]:
        written: dict[str, Any] = cls.module("record").action_to_json(rules, action)
        return written

    def _record_from_json(self, value: Any) -> Record:
        return self.module("record").record_from_json(self.rules, value, self.player_counts)

    def _record_to_json(self, record: Record) -> dict[str, Any]:
        """The record's JSON, every move naming its player: one the record leaves implied gets the
        player who owed the decision, found by replaying the moves."""
        if len(record.movers) != len(record.moves) or None in record.movers:
            record = replace(record, movers=self.implied_movers(record))
        return self.module("record").record_to_json(self.rules, record)

    def implied_movers(self, record: Record) -> tuple[int, ...]:
        """The player of every move of ``record``: the one it names, else the only one who owed a
        decision when it was made (a move out of turn is refused, naming its index)."""
        state = self._initial_state(record.setup)
        movers = []
        for i, action in enumerate(record.moves):
            try:
                seat = self._mover(state, record.mover(i))
                state = self._apply(state, action, seat).state
            except IllegalMoveError as error:
                raise error.at(i) from None
            movers.append(seat)
        return tuple(movers)

    # ---- views -----------------------------------------------------------------------------------
    def _observe(self, state: Any, player: int) -> dict[str, Any]:
        return self.module("view").observe(self.rules, state, player)

    def _summary(self, state: Any) -> dict[str, Any]:
        return self.module("view").summary(self.rules, state)

    def _protocol_state(self, state: Any) -> dict[str, Any]:
        return self.module("view").protocol_state(self.rules, state)

    def _account(self, initial: Any, steps: Sequence[Step]) -> str:
        return self.module("view").account(self.rules, initial, steps)

    def _resample_from_infostate(self, state: Any, player: int, rng: SplitMix64) -> Any:
        return self.module("view").resample(self.rules, state, player, rng)

    def _check_step(self, before: Any, step: Step) -> list[str]:
        return self.module("invariants").check_step(self.rules, before, step)

    def _random_moves(self, state: Any, rng: SplitMix64) -> Iterator[tuple[Any, int, Step]]:
        return self.module("playout").random_moves(self, state, rng)

    def _score_sheet(self, state: Any) -> list[dict[str, int]]:
        return self.module("scoring").score_sheet(self.rules, state)

    # ---- the spec and the published schemas -------------------------------------------------------
    def spec_files(self) -> tuple[str, ...]:
        return tuple(self.rules.spec.files)

    def schema_defs(self) -> dict[str, Any]:
        return self.module("schema").schema_defs(self)

    def record_schema(self) -> dict[str, Any]:
        return self.module("schema").record_schema(self.rules)

    # ---- the rules reference -----------------------------------------------------------------------
    @classmethod
    def docs_section(cls, root: Any) -> Any:
        """The game's section of the site: ``docs/site.py``'s ``Site``, read from the checkout at ``root``."""
        return cls.module("docs.site").Site.load(Path(root))
