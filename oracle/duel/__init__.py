"""The reference engine for 7 Wonders Duel."""

from oracle.core.events import Event
from oracle.duel.game import Game
from oracle.duel.state import Action, City, Decision, Outcome, Setup, State, Step
from oracle.duel.turn import apply, legal_actions, play

__all__ = ["Action", "City", "Decision", "Event", "Game", "Outcome", "Setup", "State", "Step", "apply",
           "legal_actions", "play"]
