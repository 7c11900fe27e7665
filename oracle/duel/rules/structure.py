"""The card structure of an Age: dealing, accessibility, taking a card and revealing.

Rule ids: ``age.layout`` (the 20 cards are dealt in slot order, some face down),
``turn.accessible`` (only a card no other card covers may be taken), ``age.reveal`` (a face-down
card nothing covers any more turns face up once the move that uncovered it is over).  An
expansion hears of each Age laid out (point ``structure_dealt``) and of each card about to turn face
up (point ``card_uncovered``), which may wait for a decision it leaves.
"""

from __future__ import annotations

from oracle.duel.events import CardRevealed
from oracle.duel.state import Turn


def deal(t: Turn, age: int) -> None:
    """age.layout: lay out the cards of ``age`` (1..3) from the setup, in slot order."""
    layout = t.rules.layouts[age - 1]
    t.age = age
    t.structure = t.setup.ages[age - 1]
    t.face_up = layout.face_up
    t.accessible = layout.initially_accessible
    t.hidden = True
    if t.parts:
        for dealt in t.rules.hooks.functions("structure_dealt"):
            dealt(t, age)


def slot_of(structure: tuple[int, ...], card: int) -> int:
    """The slot holding ``card`` in the structure, or -1."""
    try:
        return structure.index(card)
    except ValueError:
        return -1


def take(t: Turn, slot: int) -> None:
    """Remove the card in ``slot`` (accessible); the cards it uncovers become accessible, and stay
    face down until the move is over (:func:`reveal`, age.reveal)."""
    structure = list(t.structure)
    structure[slot] = -1
    accessible = list(t.accessible)
    accessible.remove(slot)
    uncovered = False
    for parent, others in t.rules.layouts[t.age - 1].uncovering[slot]:
        if structure[parent] >= 0:
            for s in others:
                if structure[s] >= 0:
                    break
            else:                   # nothing covers it any more
                accessible.append(parent)
                uncovered = True
    if uncovered:
        accessible.sort()
        t.hidden = True
    t.structure = tuple(structure)
    t.accessible = tuple(accessible)
    t.last_active = t.player


def remove(t: Turn, slot: int) -> None:
    """effect.discard_from_structure: the card in ``slot`` leaves the structure, whether it is
    accessible or not, face up or face down; the cards nothing covers any more become accessible
    (and turn face up once the move is over).  The player counts as having taken it (age.next_starter)."""
    if slot in t.accessible:
        take(t, slot)
        return
    layout = t.rules.layouts[t.age - 1]
    structure = list(t.structure)
    structure[slot] = -1
    accessible = list(t.accessible)
    for parent in layout.covers[slot]:
        if structure[parent] >= 0 and parent not in accessible and not covered(structure, layout.covered_by[parent]):
            accessible.append(parent)
            t.hidden = True
    accessible.sort()
    t.structure = tuple(structure)
    t.accessible = tuple(accessible)
    t.last_active = t.player


def reveal(t: Turn) -> None:
    """age.reveal: once the move is over, every decision it called for included, the face-down
    cards nothing covers any more turn face up (in slot order), before the next turn begins, an
    extra turn too.  Nothing to look at unless a card may have been uncovered since the last full
    look (``Turn.hidden``)."""
    if not t.hidden:
        return
    face_up = t.face_up
    for slot in t.accessible:
        if not face_up >> slot & 1:
            if t.parts:     # point card_uncovered: its first answer that is not None (Hooks.call's, inline)
                for asked in t.rules.hooks.functions("card_uncovered"):
                    answer = asked(t, slot)
                    if answer is not None:
                        break
                else:
                    answer = None
                if answer:
                    t.face_up = face_up      # a decision comes first (point card_uncovered)
                    return
            face_up |= 1 << slot
            t.events.append((CardRevealed, t.rules.cards[t.structure[slot]].name, slot))
    t.face_up = face_up
    t.hidden = False


def covered(structure: list[int], slots: tuple[int, ...]) -> bool:
    """turn.accessible: whether a card is left in one of ``slots`` (the slots covering a card)."""
    for s in slots:  # noqa: SIM110 - a plain loop: any() over a generator costs more on this hot path
        if structure[s] >= 0:
            return True
    return False


