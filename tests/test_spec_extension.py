"""A ruleset written as the changes it makes to another (``variants/<name>/``: oracle.core.extension):
what it adds, replaces and removes, and every mistake in it reported in its own file, at its line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from oracle.classic.spec import load_spec_from
from oracle.core.extension import MergedToml, extension_chain
from oracle.core.spec import read_toml
from oracle.errors import SpecError
from oracle.resources import spec_dir
from tests.spec_edits import line_with as line_of
from tests.spec_edits import rewrite

EDITION = "edition2020"


@pytest.fixture
def spec(tmp_path: Path) -> Path:
    target = tmp_path / "classic"
    shutil.copytree(spec_dir("classic"), target)
    return target


def problems(folder: Path, variant: str = EDITION) -> list[str]:
    with pytest.raises(SpecError) as info:
        load_spec_from(folder, variant)
    return [str(p) for p in info.value.problems]


def test_the_extension_adds_replaces_and_removes(spec: Path):
    base = load_spec_from(spec)
    edition = load_spec_from(spec, EDITION)
    names = [c.name for c in edition.cards]
    # removed
    assert "Pawnshop" in [c.name for c in base.cards] and "Pawnshop" not in names
    assert "Pawnshop" not in edition.decks["I"]
    # replaced where it stood, the first edition's order kept
    assert names.index("Altar") == [c.name for c in base.cards].index("Altar")
    altar = next(c for c in edition.cards if c.name == "Altar")
    assert altar.pos.file.endswith("variants/edition2020/cards.wdl")
    # added after the rest
    assert names[-4:] == ["Well", "Ludus", "Castrum", "Decorators Guild"]
    # a table merges key by key, a list replaces
    assert edition.decks["III"]["Arena"] == (3, 5) and base.decks["III"]["Arena"] == (3, 5, 7)
    assert edition.decks["III"]["Palace"] == base.decks["III"]["Palace"]
    assert edition.starting_coins == base.starting_coins == 3
    assert edition.title == "7 Wonders (2020 edition)"
    # a variant without a folder of its own is the game's own spec
    assert extension_chain(spec, "free_city") == []


def test_a_component_removed_that_does_not_exist_is_named_at_its_line(spec: Path):
    ext = spec / "variants" / EDITION / "extends.toml"
    rewrite(ext, 'card = ["Pawnshop", "Strategists Guild"]', 'card = ["Pawnshops", "Strategists Guild"]')
    assert problems(spec) == [f"{_label(ext)}:{line_of(ext, 'card = [')}:1: remove.card: no card 'Pawnshops' to "
                              f"remove (did you mean 'Pawnshop'?)"]


def test_a_component_removed_and_written_again_is_refused_where_it_is_written(spec: Path):
    cards = spec / "variants" / EDITION / "cards.wdl"
    cards.write_text(cards.read_text(encoding="utf-8") + '\ncard "Pawnshop" {\n  colour blue\n  at end: 3 points\n}\n',
                     encoding="utf-8")
    found = problems(spec)
    at = line_of(cards, 'card "Pawnshop"')
    assert found == [f"{_label(cards)}:{at}:1: card 'Pawnshop' is removed in "
                     f"extends.toml and written again here; write it without removing it to replace it"]


def test_a_bad_value_of_the_extension_is_reported_in_the_extension_at_its_line(spec: Path):
    game = spec / "variants" / EDITION / "game.toml"
    rewrite(game, "[setup]\n", "[setup]\nstarting_coins = -4\n")
    found = problems(spec)
    assert found == [f"{_label(game)}:{line_of(game, 'starting_coins')}:1: setup.starting_coins must be a whole "
                     f"number from 0 to 100, not -4"]


def test_a_bad_value_of_the_game_it_extends_is_reported_in_the_games_own_file(spec: Path):
    game = spec / "game.toml"
    rewrite(game, "discard_coins = 3", "discard_coins = -3")
    found = problems(spec)
    assert found == [f"{_label(game)}:{line_of(game, 'discard_coins')}:1: turn.discard_coins must be a whole number "
                     f"from 0 to 100, not -3"]


def test_a_bad_word_of_the_extensions_vocabulary_is_reported_in_the_extension(spec: Path):
    game = spec / "variants" / EDITION / "game.toml"
    rewrite(game, 'conditions = ["own wonder complete"]', 'conditions = ["own  wonder"]')
    found = problems(spec)
    assert len(found) == 1 and found[0].startswith(f"{_label(game)}:{line_of(game, 'conditions =')}:1: ")
    assert "'own  wonder' is not words separated by single spaces" in found[0]


def test_a_removed_key_that_does_not_exist_and_an_unknown_list_are_refused(spec: Path):
    ext = spec / "variants" / EDITION / "extends.toml"
    rewrite(ext, 'keys = ["decks.I.Pawnshop"', 'keys = ["decks.I.Pawnshopp"')
    assert problems(spec) == [f"{_label(ext)}:{line_of(ext, 'keys = [')}:1: remove.keys: 'decks.I.Pawnshopp' is no "
                              f"key of the ruleset it extends"]
    rewrite(ext, "rulings = [", "rulinsg = [")
    found = problems(spec)
    assert found == [f"{_label(ext)}:{line_of(ext, 'rulinsg = [')}:1: [remove]: unknown list 'rulinsg' (did you mean "
                     f"'rulings'?); the lists are card, wonder, progress, divinity, keys, rules, rulings"]


def test_a_rule_removed_while_a_ruling_still_concerns_it_is_refused(spec: Path):
    ext = spec / "variants" / EDITION / "extends.toml"
    rewrite(ext, '"free_city.tokens", ', "")
    found = problems(spec)
    assert found == [f"{_label(ext)}:{line_of(ext, 'rules = [')}:1: the ruling 'free_city.tokens' concerns the rule "
                     f"'free_city.end', which is removed; remove the ruling too (remove.rulings)"]


def test_extensions_that_extend_each_other_in_a_circle_are_refused(spec: Path):
    ext = spec / "variants" / EDITION / "extends.toml"
    rewrite(ext, 'variant = "standard"', 'variant = "edition2020"')
    found = problems(spec)
    assert found == [f"{_label(ext)}:{line_of(ext, 'variant = ')}:1: extensions extend each other in a circle, or "
                     f"more than 4 deep"]


def test_an_extension_may_extend_another(spec: Path):
    (spec / "game.toml").write_text((spec / "game.toml").read_text(encoding="utf-8").replace(
        'edition2020 = "', 'later = "A later printing."\nedition2020 = "'), encoding="utf-8")
    later = spec / "variants" / "later"
    later.mkdir()
    (later / "extends.toml").write_text('[extends]\nvariant = "edition2020"\n[remove]\ncard = ["Castrum"]\n'
                                        'keys = ["decks.III.Castrum"]\n', encoding="utf-8")
    (later / "game.toml").write_text('[decks.III]\nBallista = [4, 7]\n', encoding="utf-8")
    (later / "cards.wdl").write_text('card "Ballista" {\n  colour red\n  cost 2 wood, ore\n  always: 3 shields\n}\n',
                                     encoding="utf-8")
    chain = extension_chain(spec, "later")
    assert [e.folder.name for e in chain] == ["edition2020", "later"]
    s = load_spec_from(spec, "later")
    assert "Castrum" not in [c.name for c in s.cards] and "Ludus" in [c.name for c in s.cards]
    assert s.decks["III"]["Ballista"] == (4, 7) and s.sides == ("Day", "Night")
    assert s.files[-3:] == tuple(_label(later / f) for f in ("extends.toml", "game.toml", "cards.wdl"))
    assert _label(later / "cards.wdl") in s.files


def test_the_merged_file_says_which_file_set_each_key(spec: Path):
    base = read_toml(spec / "game.toml")
    patch = read_toml(spec / "variants" / EDITION / "game.toml")
    merged = MergedToml(base, patch, ("decks.I.Pawnshop",))
    assert merged.file_of("setup.sides").endswith("variants/edition2020/game.toml")
    assert merged.file_of("setup.starting_coins").endswith("classic/game.toml")
    assert merged.where("setup.sides") == patch.where("setup.sides")
    assert merged.node("decks.I.Altar") == [3, 5] and "Pawnshop" not in merged.node("decks.I")
    assert base.node("decks.I.Pawnshop") == [4, 7]        # the extended file's data is left as it was


def _label(path: Path) -> str:
    from oracle.resources import display_path

    return display_path(path)


# ---- the same mechanism under Duel's loader ----------------------------------------------------------

def test_a_duel_variant_folder_extends_the_duel_spec(tmp_path: Path):
    """A Duel variant with a folder plays the spec as it changes it; one without plays the spec as it
    is, and shares its ruleset."""
    from oracle.duel.ruleset import load_ruleset, load_ruleset_from

    spec = tmp_path / "duel"
    shutil.copytree(spec_dir("duel"), spec)
    heading = "\n# ---- words the component files may use"
    rewrite(spec / "game.toml", heading, '\nricher = "A Lumber Yard producing two wood."' + heading)
    (spec / "variants" / "richer").mkdir(parents=True)
    (spec / "variants" / "richer" / "extends.toml").write_text(
        '[extends]\nvariant = "standard"\n\n[remove]\nrules = ["age.next_starter"]\n'
        'rulings = ["age.next_starter_centre"]\n', encoding="utf-8")
    (spec / "variants" / "richer" / "cards.wdl").write_text(
        'card "Lumber Yard" {\n  deck I\n  colour brown\n  always: produce 2 wood\n}\n', encoding="utf-8")
    base, richer = load_ruleset_from(spec), load_ruleset_from(spec, "richer")
    lumber = [c for c in richer.cards if c.name == "Lumber Yard"]
    assert len(lumber) == 1 and lumber[0].source.pos.file.endswith("variants/richer/cards.wdl")
    assert [c.name for c in richer.cards] == [c.name for c in base.cards]
    assert "age.next_starter" in base.rule_ids and "age.next_starter" not in richer.rule_ids
    assert richer.files[len(base.files):] == (f"{spec}/variants/richer/extends.toml",
                                              f"{spec}/variants/richer/cards.wdl")
    assert load_ruleset(str(spec), "first_printing") is load_ruleset(str(spec))
    assert load_ruleset(str(spec), "richer") is not load_ruleset(str(spec))


def test_the_duel_spec_lists_the_variants_the_engine_plays():
    import oracle
    from oracle.core.spec import read_game_file
    from oracle.duel.rulesets import IN_PROGRESS

    _, _, variants = read_game_file(spec_dir("duel"))
    played = oracle.load_game("duel").variants
    assert played == ("standard", "first_printing", "pantheon", "agora", "pantheon_agora")
    # the spec also holds the rulesets being built, which no user chooses yet: none today
    assert variants is not None and tuple(variants) == (*played, *IN_PROGRESS) == played
    assert (spec_dir("duel") / "variants" / "pantheon" / "extends.toml").is_file()
    assert (spec_dir("duel") / "variants" / "agora" / "extends.toml").is_file()
