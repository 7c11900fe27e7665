"""Leaders' part of the conformance kit: its own commonly-wrong rules and the kit of a ruleset playing
it (the point ``conformance_kit``): the base game's kit with Leaders' suite folder
(``spec/conformance/classic-leaders``), list of commonly-wrong rules and generator
(:mod:`oracle.classic.leaders.generate`)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, ClassVar

from oracle.classic.conformance import COMMONLY_WRONG, COMMONLY_WRONG_RULES, FREE_CITY_ONLY, ClassicKit
from oracle.conformance.kit import suite_dir

# the 2020 box has no Courtesans Guild (ruling leaders.guilds_none_2020): nothing copies a leader
NO_COURTESANS = ("the 2020 edition's Leaders has no Courtesans Guild and no Courtesan token (ruling "
                 "leaders.guilds_none_2020): no component copies a leader's ability")

# ---- Leaders' own commonly-wrong rules (the first edition's; the base game's 1 to 15 hold too) ------------

LEADERS_WRONG: dict[int, str] = {
    19: "with Leaders every city starts with 6 coins, and each Age's recruitment comes before its cards are dealt",
    20: "the rest of a draft hand goes to the right neighbour after every pick of the draft, whatever the Age",
    21: "a leader tucked under the board pays the stage's resources (neighbours' included), not its own coins, "
        "and its ability is lost",
    22: "a leader sold or tucked never reaches the discard pile: no build from the discard pile offers one",
    23: "Maecenas frees the leaders recruited after him, never himself: he costs his coins",
    24: "Hatshepsut gives 1 coin for each neighbour a turn's purchases pay, however many resources they buy",
    25: "Tomyris's defeat tokens go to the neighbour who beat her, and that neighbour still takes the victory token",
    26: "Midas and the Gamers Guild score their coins on top of the treasury's 1 point per 3 coins",
    27: "the Diplomats Guild counts the neighbours' recruited leaders, never those tucked under a board",
    28: "Roma B's second and third stages each recruit a leader of the hand at once, paying its cost in coins, "
        "lowered as any of its owner's leaders",
    29: "a leader counting victory tokens counts them alone, whatever defeat tokens the city holds, and one asking "
        "for no defeat token scores only when the city holds none",
    30: "\"more than each neighbour\" is strict against each of them: a tie with either scores nothing",
    31: "a leader priced by the Age costs 1, 2 or 3 coins in Age I, II or III, and a city recruiting leaders for "
        "nothing recruits it for nothing",
}

LEADERS_WRONG_RULES: dict[int, str] = {
    19: "setup.coins", 20: "leaders.draft", 21: "leaders.stage", 22: "leaders.out_of_discard",
    23: "effect.build_any_free", 24: "effect.whenever", 25: "effect.redirect_piece", 26: "leaders.scoring",
    27: "scoring.categories", 28: "effect.build_from_hand", 29: "leaders.scoring", 30: "effect.more_than",
    31: "leaders.age_cost",
}


class LeadersKit(ClassicKit):
    """The kit of 7 Wonders with Leaders, both editions: the base game's, with its own suite
    (``spec/conformance/classic-leaders``) and generator, and the base game's commonly-wrong list (the 2020
    edition's entries met in the 2020 edition's games) with Leaders' entries."""

    edition = "leaders"
    published_as = "classic-leaders"
    package = "oracle.classic.leaders"           # its blame (the base game's, read with Leaders' own)
    commonly_wrong: ClassVar[dict[int, str]] = {**COMMONLY_WRONG, **LEADERS_WRONG}
    commonly_wrong_rules: ClassVar[dict[int, str]] = {**COMMONLY_WRONG_RULES, **LEADERS_WRONG_RULES}
    rules_not_applying: ClassVar[dict[str, dict[str, str]]] = {
        "leaders": {rule: FREE_CITY_ONLY for rule in ClassicKit.rules_not_applying["standard"]},
        "edition2020_leaders": {
            "effect.copy_ability": NO_COURTESANS, "leaders.courtesan": NO_COURTESANS}}

    def suite_dir(self) -> Path:
        return suite_dir(self.published_as)

    @property
    def optional_state(self) -> frozenset[str]:
        """State fields an engine may leave out, read from the ruleset's state schema."""
        return _optional_state()

    def golden_step_schema(self) -> dict[str, Any]:
        """The base game's golden step, whose turn is 0 in the draft and the recruitments (no turn of the
        Age has begun)."""
        schema = super().golden_step_schema()
        turn = {**schema["properties"]["turn"], "minimum": 0,
                "description": "the turn of the Age: 0 in the draft and a recruitment"}
        return {**schema, "properties": {**schema["properties"], "turn": turn}}

    def generate(self) -> dict[str, str]:
        from oracle.classic.leaders.generate import generate

        return generate()


@cache
def _optional_state() -> frozenset[str]:
    from oracle.conformance.schemas import all_schemas
    from oracle.core.registry import load_game

    schema = all_schemas(load_game("classic", variant="leaders"))["state"]
    return frozenset(schema["properties"]) - frozenset(schema["required"])


def kit(base: Any) -> LeadersKit:
    """The kit of a ruleset playing Leaders, given the base game's (the point ``conformance_kit``)."""
    return LeadersKit()
