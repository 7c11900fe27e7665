"""The Pantheon's part of the conformance kit: its own commonly-wrong rules and the kit of a ruleset
playing it (the point ``conformance_kit``): the base game's kit with the Pantheon's suite folder,
schemas, list of commonly-wrong rules and generator (:mod:`oracle.duel.pantheon.generate`)."""

from __future__ import annotations

from typing import Any, ClassVar

from oracle.duel.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES, ExpansionKit

# ---- the Pantheon's own commonly-wrong rules (the base game's hold too, but 11: the guilds are out) -----------

PANTHEON_WRONG: dict[int, str] = {
    16: "a token lying on a card goes to the player whose move uncovers the card, whoever took the card above",
    17: "the Gate's price is doubled before The Sanctuary's 2 coins come off",
    18: "a divinity is no card: Mars's shields are no red card's, so Strategy adds nothing to them",
    19: "Poliorcetics takes a coin per space for every push of its holder, whatever gives the shields "
        "(cards, wonders, divinities)",
    20: "the blocker stops the conflict pawn on the space before it, whichever player pushes, then leaves the game",
    21: "the looting token Neptune applies takes coins from the opponent, whichever side of the track it lies on",
    22: "coins lying on Astarte are not treasury: each scores 1 point, and none counts toward the treasury's "
        "sets of 3",
    23: "the Grand Temples score as a set: 5, 12 or 21 points for 1, 2 or 3",
    24: "the card under a wonder Anubis unbuilds goes to the discard pile",
    25: "a wonder Isis builds from the discard pile is built in full: its effects, Theology and the cap apply",
    26: "the progress tokens on an Enki the Gate shows and the player does not choose go back to the box",
    27: "a divinity placed face down in Age I is known to its placer only; the opponent sees its Mythology",
    28: "Law pairs with the Law symbol Ishtar shows (and with nothing else)",
    29: "a token lying on a card Zeus discards leaves the game: nobody takes it",
}

PANTHEON_WRONG_RULES: dict[int, str] = {
    16: "pantheon.token_gain", 17: "pantheon.cost", 18: "pantheon.divinity", 19: "effect.on_push",
    20: "military.blocker", 21: "effect.loot", 22: "pantheon.reserve",
    23: "effect.points_by_set", 24: "effect.unbuild_wonder", 25: "effect.build_wonder_from_discard",
    26: "effect.draw_progress", 27: "pantheon.hidden", 28: "effect.science", 29: "effect.discard_from_structure",
}


class PantheonKit(ExpansionKit):
    """The kit of 7 Wonders Duel with the Pantheon: the base game's, with its own suite
    (``spec/conformance/duel-pantheon``), schemas (``spec/schema/duel-pantheon``) and generator."""

    edition = "pantheon"
    published_as = "duel-pantheon"
    # the base game's list but item 11, which is about the guilds: the expansion takes them out
    commonly_wrong: ClassVar[dict[int, str]] = {
        **{n: text for n, text in COMMONLY_WRONG.items() if n != 11}, **PANTHEON_WRONG}
    commonly_wrong_rules: ClassVar[dict[int, str]] = {
        **{n: rule for n, rule in COMMONLY_WRONG_RULES.items() if n != 11}, **PANTHEON_WRONG_RULES}
    rules_not_applying: ClassVar[dict[str, dict[str, str]]] = {"pantheon": {
        "effect.per_most": "the guilds, the only components counting the city with the most, are out of the game"}}

    expansion = "oracle.duel.pantheon"     # holding its ``blame`` and ``generate``


def kit(base: Any) -> PantheonKit:
    """The kit of a ruleset playing the Pantheon, given the base game's (the point ``conformance_kit``)."""
    return PantheonKit()
