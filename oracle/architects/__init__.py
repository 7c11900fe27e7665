"""7 Wonders Architects (2 to 7 players).

Its rule data (``spec/architects``) is read and checked by :func:`load_spec` and compiled by
:func:`oracle.architects.ruleset.load_ruleset`; :mod:`oracle.architects.turn` plays it (setup,
taking, what a card sets off, mandatory builds and trades, battles, the end of the game) and
:mod:`oracle.architects.scoring` scores it.  The game is not in the registry yet: its records,
observations and published schemas come next.
"""

from oracle.architects.spec import ArchitectsSpec, Ruling, load_spec, load_spec_from

__all__ = ["ArchitectsSpec", "Ruling", "load_spec", "load_spec_from"]
