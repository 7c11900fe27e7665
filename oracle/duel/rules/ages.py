"""The flow of play: who moves next, the end of an Age, who begins the next one, the end of the game.

Rule ids: ``turn.alternate`` (players alternate), ``effect.play_again`` (an extra turn right away),
``age.play_again_lost`` (an extra turn due when the structure is empty is lost), ``age.end``,
``age.next_starter`` (the player the pawn stands toward chooses who begins; pawn centred: the
player who took the last card chooses; variant ``first_printing``: in that case that player
simply begins), ``victory.civilian`` (after Age III).
"""

from __future__ import annotations

from oracle.duel import scoring
from oracle.duel.events import AgeDealt, PlayAgainLost, StarterChosen
from oracle.duel.rules import draft, structure
from oracle.duel.state import STARTER, Decision, Turn

AGE_NAMES = ("", "I", "II", "III")

_decision = tuple.__new__   # a Decision made from every field, without the generated constructor's Python frame


def advance(t: Turn) -> None:
    """Settle who moves next once a move and its effects have been applied."""
    if t.pending:
        if not t.pending[0].options:
            offer(t)            # a decision queued without options is offered once it comes first
        if t.pending and t.outcome is None:
            t.to_move = t.pending[0].player
            return
    if t.age == 0:              # a power used in the draft is settled: the draft goes on
        if t.outcome is None:
            draft.go_on(t)
        return
    if t.hidden:            # age.reveal: the move is over, every decision it called for included
        structure.reveal(t)
    if t.outcome is not None:
        return
    if t.pending:           # a card uncovered left a decision, before it turns up (point card_uncovered)
        t.to_move = t.pending[0].player
        return
    if t.parts:
        for passed in t.rules.hooks.functions("turn_passed"):
            passed(t)
    if not t.accessible:    # the structure is empty
        end_age(t)
    elif t.extra_turn:
        t.extra_turn = False
        t.to_move = t.owner
    else:
        t.to_move = 1 - t.owner


def starter_chooser(pawn: int, last_active: int) -> int:
    """age.next_starter: the player on whose side the pawn stands (the weaker military) chooses;
    with the pawn centred, the player who took the Age's last card does."""
    if pawn > 0:
        return 1
    if pawn < 0:
        return 0
    return last_active


def end_age(t: Turn) -> None:
    """age.end: the structure is empty."""
    if t.extra_turn:
        t.extra_turn = False
        t.events.append((PlayAgainLost, t.owner))
    if t.age == len(AGE_NAMES) - 1:
        finish(t)
        return
    t.owner = -1            # between two Ages: the decisions owed now are nobody's turn
    chooser = starter_chooser(t.pawn, t.last_active)
    structure.deal(t, t.age + 1)
    t.events.append((AgeDealt, chooser, AGE_NAMES[t.age]))
    if t.parts:
        for dealt in t.rules.hooks.functions("age_dealt"):
            dealt(t)
    if t.game.variant == "first_printing" and t.pawn == 0:
        begin(t, chooser)
    else:
        t.decide(Decision(STARTER, chooser, (0, 1)))
        t.to_move = chooser


def offer(t: Turn) -> None:
    """Work out the options of the decisions first in the queue that have none yet (an expansion's
    decision, queued by an effect before the effects after it have run: point
    ``decision_options``); drop those left without any."""
    options_of = t.rules.hooks.table("decision_options")
    while t.pending and not t.pending[0].options and t.outcome is None:
        d = t.settle_first()
        kind, player, _, detail, out_of_turn = d
        options = options_of[kind](t, d)
        if options:     # d._replace(options=options), without its generic path
            t.decide_first(_decision(Decision, (kind, player, options, detail, out_of_turn)))


def begin(t: Turn, player: int) -> None:
    """The chosen player begins the Age."""
    t.to_move = player
    t.events.append((StarterChosen, player, AGE_NAMES[t.age]))


def finish(t: Turn) -> None:
    """victory.civilian: score the final position and name the winner."""
    outcome = scoring.civilian_outcome(t.freeze())
    t.end_game(outcome.victory, outcome.winner)
