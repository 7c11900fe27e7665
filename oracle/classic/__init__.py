"""7 Wonders, first edition (3 to 7 players): its spec, ruleset and engine.

``oracle.load_game("classic", players=5)`` gives the game; :mod:`oracle.classic.turn` holds the
flow of a turn, :mod:`oracle.classic.rules.payments` what a build may cost in trade.
"""

from oracle.classic.spec import ClassicSpec, load_spec, load_spec_from

__all__ = ["ClassicSpec", "load_spec", "load_spec_from"]
