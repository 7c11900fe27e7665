"""The reference engine for 7 Wonders Duel."""

from oracle.core.events import Event
from oracle.duel.game import Game, apply, legal_actions, play
from oracle.duel.state import Action, City, Decision, Outcome, Setup, State, Step

__all__ = ["Action", "City", "Decision", "Event", "Game", "Outcome", "Setup", "State", "Step", "apply",
           "legal_actions", "play"]
