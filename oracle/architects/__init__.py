"""7 Wonders Architects (2 to 7 players).

Its rule data (``spec/architects``) is read and checked by :func:`load_spec`; the engine that
plays it builds on the family core and is not registered yet.
"""

from oracle.architects.spec import ArchitectsSpec, Ruling, load_spec, load_spec_from

__all__ = ["ArchitectsSpec", "Ruling", "load_spec", "load_spec_from"]
