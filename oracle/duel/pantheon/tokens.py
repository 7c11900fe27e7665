"""The Pantheon's tokens on the structure: Mythology tokens on Age I, Offering tokens on Age II; the
player who uncovers one takes it; a Mythology token brings divinities onto the Pantheon board.

Rule ids: ``pantheon.tokens_setup`` (where the tokens lie, face up), ``pantheon.token_gain`` (the
player whose move uncovers a card carrying a token takes it, before the card turns face up),
``pantheon.place`` (a Mythology token draws the top divinities of its deck; the player puts one face
down on an empty space of the board and the other back on top), ``pantheon.temple_free`` (a held
Mythology token stands for its Grand Temple's chain symbol).
"""

from __future__ import annotations

from oracle.duel.pantheon.events import DivinityPlaced, TokenTaken
from oracle.duel.pantheon.kinds import DIVINITY_PLACE
from oracle.duel.pantheon.state import OFFERING_BASE, Pantheon, known_tops, part, put, setup_part
from oracle.duel.state import Decision, Turn


def deal(t: Turn, age: int) -> None:
    """pantheon.tokens_setup: the tokens of the setup lie on their slots of Age I (Mythology) and
    Age II (Offering); Age III has none."""
    pantheon, setup = part(t), setup_part(t.setup, t.game.hooks)
    constants = t.rules.section("pantheon")
    assert pantheon is not None and setup is not None and constants is not None
    if age == 1:
        tokens = tuple(zip(constants.mythology_slots, setup.mythology_tokens, strict=True))
    elif age == 2:
        tokens = tuple((slot, OFFERING_BASE + value)
                       for slot, value in zip(constants.offering_slots, setup.offering_tokens, strict=True))
    else:
        tokens = ()
    put(t, pantheon._replace(structure_tokens=tokens))


def token_on(pantheon: Pantheon, slot: int) -> int:
    """The token lying on ``slot`` of the structure, or -1."""
    return next((token for s, token in pantheon.structure_tokens if s == slot), -1)


def gain(t: Turn, slot: int) -> bool:
    """pantheon.token_gain: the player whose move uncovered ``slot`` takes the token on it: the player
    whose turn it is, even when the last decision of the turn fell to the opponent (turn.alternate).
    Whether that left a decision (a Mythology token's divinities to place), which comes before the
    card turns face up."""
    pantheon = part(t)
    assert pantheon is not None
    token = token_on(pantheon, slot)
    player = t.owner if t.owner >= 0 else t.player
    remaining = tuple(entry for entry in pantheon.structure_tokens if entry[0] != slot)
    if token >= OFFERING_BASE:
        offerings = list(pantheon.offerings)
        offerings[player] = offerings[player] + (token - OFFERING_BASE,)
        put(t, pantheon._replace(structure_tokens=remaining, offerings=tuple(offerings)))
        t.events.append((TokenTaken, player, "offering", token - OFFERING_BASE))
        return False
    held = list(pantheon.mythology)
    held[player] = held[player] + (token,)
    put(t, pantheon._replace(structure_tokens=remaining, mythology=tuple(held)))
    mythology = t.rules.vocabulary.mythologies[token]
    t.events.append((TokenTaken, player, mythology, 0))
    t.add_extra(player, t.rules.token_marks[token])
    return offer_placement(t, player, token)


def offer_placement(t: Turn, player: int, mythology: int) -> bool:
    """pantheon.place: the top divinities of the Mythology's deck (fewer if it is short; none if it is
    empty, and nothing happens) and the empty spaces of the board: the player will put one of them
    on one of those.  Whether there is anything to place."""
    pantheon = part(t)
    constants = t.rules.section("pantheon")
    assert pantheon is not None and constants is not None
    drawn = pantheon.decks[mythology][:constants.divinities_drawn]
    empty = tuple(s for s, d in enumerate(pantheon.spaces) if d < 0)
    if not drawn or not empty:
        return False
    t.decide(Decision(DIVINITY_PLACE, player, tuple((d, s) for d in drawn for s in empty), (mythology,)))
    return True


def place(t: Turn, player: int, divinity: int, space: int, decision: Decision) -> None:
    """pantheon.place: the divinity lies face down on the space; the others drawn go back on top of
    their deck, in the order they were drawn.  The placer knows them; the opponent no longer knows
    what lies on top of that deck (pantheon.hidden)."""
    pantheon = part(t)
    assert pantheon is not None and decision.detail is not None
    (mythology,) = decision.detail
    drawn = tuple(dict.fromkeys(d for d, _ in decision.options))
    decks = list(pantheon.decks)
    decks[mythology] = tuple(d for d in drawn if d != divinity) + decks[mythology][len(drawn):]
    spaces, placed_by = list(pantheon.spaces), list(pantheon.placed_by)
    spaces[space], placed_by[space] = divinity, player
    known = known_tops(pantheon)
    # the placer knows what went back, and what they knew below the cards drawn; the opponent nothing
    known[player][mythology] = len(drawn) - 1 + max(0, known[player][mythology] - len(drawn))
    known[1 - player][mythology] = 0
    put(t, pantheon._replace(spaces=tuple(spaces), placed_by=tuple(placed_by), decks=tuple(decks),
                             known_tops=tuple(tuple(seat) for seat in known)))
    t.events.append((DivinityPlaced, player, t.rules.vocabulary.mythologies[mythology], space + 1,
                     t.rules.divinities[divinity].name))
