"""wonders-oracle: the executable rules specification and test oracle for the 7 Wonders family.

>>> import oracle
>>> oracle.games()
['duel', 'architects', 'classic']
>>> game = oracle.load_game("duel")
>>> state = game.new_game(seed=1)
>>> game.to_move(state)
(1,)

Everything a library user needs is here: :func:`load_game` and :func:`games` (the registry),
the :class:`Game` interface, typed :class:`Event` values, the precise errors (all
:class:`OracleError`; those about bad values are also :class:`ValueError`), and the value
types :class:`Record`, :class:`Step` and :class:`Playout`.
"""

from oracle.core.events import Event
from oracle.core.game import Game, Playout, Record, Step
from oracle.core.registry import UnknownGameError, game_class, games, load_game, register
from oracle.errors import (
    GameChoiceError,
    IllegalMoveError,
    InvalidArgumentError,
    InvalidInputError,
    InvalidRecordError,
    OracleError,
    OutputError,
    SpecError,
)

__version__ = "0.1.0"

__all__ = [
    "Event", "Game", "GameChoiceError", "IllegalMoveError", "InvalidArgumentError", "InvalidInputError",
    "InvalidRecordError", "OracleError", "OutputError",
    "Playout", "Record", "SpecError", "Step", "UnknownGameError", "__version__", "game_class", "games", "load_game",
    "register",
]
