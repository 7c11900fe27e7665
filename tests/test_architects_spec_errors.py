"""A broken Architects spec gets one clear error naming the file, line and column, never a traceback.

Each case copies ``spec/architects`` to a temporary folder, changes one thing and checks the exact
first problem reported by :func:`oracle.architects.spec.load_spec_from`.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from oracle.architects.spec import load_spec_from
from oracle.errors import SpecError
from oracle.resources import spec_dir


def broken(tmp_path: Path, file: str, old: str, new: str) -> list[str]:
    """The problems the spec reports once ``old`` is replaced by ``new`` in ``file`` (paths relative)."""
    folder = tmp_path / "architects"
    shutil.copytree(spec_dir("architects"), folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= 1, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_spec_from(folder)
    prefix = str(tmp_path) + "/"
    return [str(p).replace(prefix, "") for p in caught.value.problems]


def line_of(file: str, needle: str) -> int:
    """The line of the bundled spec file ``file`` on which ``needle`` starts."""
    text = (spec_dir("architects") / file).read_text(encoding="utf-8")
    return text.count("\n", 0, text.index(needle)) + 1


DECKS_AT = line_of("game.toml", "[decks]\n")
GIZA_AT = line_of("game.toml", "Giza ")
OLYMPIA_AT = line_of("game.toml", "Olympia ")
CONFLICT_AT = line_of("game.toml", "[setup.conflict_tokens]")
CULTURE_AT = line_of("game.toml", "Culture = 2")

CASES = [
    pytest.param("wonders.wdl", "rests on stage 1\n    cost 2 identical", "rests on stage 9\n    cost 2 identical",
                 "architects/wonders.wdl:15:3: wonder 'Alexandria' stage 2 rests on stage 9, which it does not have",
                 id="rests-on-a-missing-stage"),
    pytest.param("wonders.wdl", "  stage 1 {\n    cost 2 different resources\n    at end: 4 points",
                 "  stage 1 {\n    rests on stage 5\n    cost 2 different resources\n    at end: 4 points",
                 "architects/wonders.wdl:11:3: wonder 'Alexandria': stages 1, 2, 3, 4, 5 rest on one another in a "
                 "circle, so none of them can ever be built",
                 id="stages-in-a-circle"),
    pytest.param("wonders.wdl", "keep 1 of top 5", "keep 6 of top 5",
                 "architects/wonders.wdl:136:17: cannot keep 6 of the 5 cards looked at", id="keep-more-than-seen"),
    pytest.param("wonders.wdl", "take top card of left deck", "take top card of lefft deck",
                 "architects/wonders.wdl:167:24: unknown deck place 'lefft' (did you mean 'left'?)",
                 id="unknown-deck-place"),
    pytest.param("progress.wdl", "always: 2 shields", "once per turn, always: 2 shields",
                 "architects/progress.wdl:43:3: progress 'Tactics': 'once per turn,' limits a 'whenever' trigger; "
                 "'always' is not one", id="once-per-turn-on-always"),
    pytest.param("progress.wdl", "whenever taking wood or brick", "whenever taking woood or brick",
                 "architects/progress.wdl:9:34: unknown colour, resource or icon 'woood' (did you mean 'wood'?)",
                 id="unknown-kind-of-card-taken"),
    pytest.param("cards.wdl", "flip 2 conflict tokens", "flip 2 conflicts tokens",
                 "architects/cards.wdl:84:22: unknown game piece 'conflicts' (did you mean 'conflict'?)",
                 id="unknown-piece-flipped"),
    pytest.param("cards.wdl", 'card "Wood" {\n  colour grey', 'card "Wood" {\n  deck central\n  colour grey',
                 "architects/cards.wdl:8:8: card 'Wood': this game's cards name no deck (its game.toml says what "
                 "each deck holds)", id="a-card-naming-a-deck"),
    pytest.param("progress.wdl", "count 1 yellow card as 2 resources", "count 1 yelow card as 2 resources",
                 "architects/progress.wdl:34:26: unknown colour 'yelow' (did you mean 'yellow'?)",
                 id="unknown-colour-counted"),
    pytest.param("game.toml", "Giza          = [2, 2, 1, 2, 2, 3, 2, 1, 1, 2, 3, 2, 2, 0]",
                 "Giza          = [2, 2, 1, 2, 2, 3, 2, 1, 1, 2, 3, 2, 2]",
                 f"architects/game.toml:{GIZA_AT}:1: decks.Giza lists 13 numbers; it must list 14, one per kind of "
                 "card in decks.kinds",
                 id="a-short-deck-row"),
    pytest.param("game.toml", "central       = [4, 4, 4, 4, 4, 6, 4, 4, 4, 4, 8, 4, 4, 2]   # 60\n", "",
                 f"architects/game.toml:{DECKS_AT}:1: [decks] has no row for 'central'", id="no-central-deck"),
    pytest.param("game.toml", "7 = 6\n", "",
                 f"architects/game.toml:{CONFLICT_AT}:1: setup.conflict_tokens.7 is missing; it must be a whole number "
                 "from 1 to 100", id="conflict-tokens-for-seven-missing"),
    pytest.param("game.toml", "Culture = 2", "Cultur = 2",
                 f"architects/game.toml:{CULTURE_AT}:1: [copies]: no progress token is named 'Cultur' "
                 "(did you mean 'Culture'?)", id="copies-of-an-unknown-token"),
    pytest.param("rulings.toml", 'rule = "components.decks"', 'rule = "components.deck"',
                 "architects/rulings.toml:11:1: ruling[0]: unknown rule id 'components.deck' "
                 "(did you mean 'components.decks'?)", id="ruling-on-an-unknown-rule"),
    pytest.param("rulings.toml", 'kind = "rulebook"', 'kind = "folklore"',
                 "architects/rulings.toml:68:1: ruling[6]: the kind is one of rulebook, erratum, designer ruling, "
                 "project decision, not 'folklore'", id="ruling-of-an-unknown-kind"),
    pytest.param("rulings.toml", 'sources = ["FR: 235 cards in the box", "engines: six implementations, five in '
                                 'agreement per deck"]', "sources = []",
                 "architects/rulings.toml:15:1: ruling[0].sources must list at least one source, each a line of "
                 "text", id="ruling-without-sources"),
]


@pytest.mark.parametrize(("file", "old", "new", "first"), CASES)
def test_a_broken_spec_names_the_place(tmp_path: Path, file: str, old: str, new: str, first: str):
    problems = broken(tmp_path, file, old, new)
    assert problems[0] == first
    assert len(problems) == 1


def test_an_unknown_deck_is_named_and_the_missing_one_too(tmp_path: Path):
    assert broken(tmp_path, "game.toml", "Olympia       =", "Olympus       =") == [
        f"architects/game.toml:{DECKS_AT}:1: [decks] has no row for 'Olympia'",
        f"architects/game.toml:{OLYMPIA_AT}:1: [decks]: 'Olympus' is neither a wonder nor 'central' "
        "(did you mean 'Olympia'?)"]


def test_the_bundled_spec_loads_from_a_copy(tmp_path: Path):
    folder = tmp_path / "architects"
    shutil.copytree(spec_dir("architects"), folder)
    spec = load_spec_from(folder)
    assert (len(spec.cards), len(spec.wonders), len(spec.progress), len(spec.rulings)) == (14, 7, 14, 20)


def test_a_stage_on_itself_and_a_stage_given_twice(tmp_path: Path):
    problems = broken(tmp_path, "wonders.wdl", "    rests on stage 1\n    cost 2 identical",
                      "    rests on stages 2, 1, 1\n    cost 2 identical")
    assert problems == [
        "architects/wonders.wdl:15:3: wonder 'Alexandria' stage 2 cannot rest on itself",
        "architects/wonders.wdl:15:3: wonder 'Alexandria' stage 2: a stage it rests on is listed twice"]
    problems = broken(tmp_path / "again", "wonders.wdl", "  stage 3 {", "  stage 2 {")
    assert problems == ["architects/wonders.wdl:21:3: wonder 'Alexandria': stage 2 is defined twice",
                        "architects/wonders.wdl:21:3: wonder 'Alexandria' stage 2 cannot rest on itself",
                        "architects/wonders.wdl:26:3: wonder 'Alexandria' stage 4 rests on stage 3, which it does not "
                        "have"]


def test_a_variant_replacing_nothing_is_refused(tmp_path: Path):
    folder = tmp_path / "architects"
    shutil.copytree(spec_dir("architects"), folder)
    variant = folder / "variants" / "rhodes_pieces_1_4.wdl"
    variant.write_text(variant.read_text(encoding="utf-8").replace('wonder "Rhodes"', 'wonder "Rodes"'),
                       encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_spec_from(folder, "rhodes_pieces_1_4")
    assert str(caught.value).replace(str(tmp_path) + "/", "") == (
        "architects/variants/rhodes_pieces_1_4.wdl:5:1: wonder 'Rodes' replaces nothing: no wonder of that name")
    with pytest.raises(SpecError) as caught:
        load_spec_from(folder, "rhodes_pieces_2_4")
    assert "no variant 'rhodes_pieces_2_4' (did you mean 'rhodes_pieces_1_4'?) in [variants]" in str(caught.value)
