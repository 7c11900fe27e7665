"""Rule options as a spec declares them (``[rule_options]`` of ``game.toml``, ``oracle.core.options``) and
the spec extensions that combine several rulesets (``[extends] variant = [...]``): every mistake named in
its file, at its line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from oracle.core.extension import extension_chain
from oracle.core.options import choose, parse_setting, values_of
from oracle.duel.ruleset import load_ruleset_from
from oracle.errors import GameChoiceError, SpecError
from oracle.resources import display_path, spec_dir
from tests.spec_edits import line_with as line_of
from tests.spec_edits import rewrite


@pytest.fixture
def spec(tmp_path: Path) -> Path:
    target = tmp_path / "duel"
    shutil.copytree(spec_dir("duel"), target)
    return target


def problems(folder: Path, variant: str = "agora", choice: tuple[tuple[str, str], ...] = ()) -> list[str]:
    with pytest.raises(SpecError) as info:
        load_ruleset_from(folder, variant, choice)
    return [str(p) for p in info.value.problems]


def test_a_default_that_is_not_one_of_the_readings_is_named_at_its_line(spec: Path):
    game = spec / "variants" / "agora" / "game.toml"
    rewrite(game, 'ruling = "agora.blackmail_move"\ndefault = "yes"',
            'ruling = "agora.blackmail_move"\ndefault = "maybe"')
    at = line_of(game, 'default = "maybe"')
    assert problems(spec) == [f"{display_path(game)}:{at}:1: rule_options.blackmail_move.default must be one of "
                              "its readings: yes, no"]


def test_an_option_and_its_ruling_name_each_other(spec: Path):
    game = spec / "variants" / "agora" / "game.toml"
    rulings = spec / "variants" / "agora" / "rulings.toml"
    rewrite(rulings, 'option = "blackmail_move"', 'option = "blackmail_moves"')
    found = problems(spec)
    ruling, table = line_of(game, 'ruling = "agora.blackmail_move"'), line_of(game, "[rule_options.blackmail_move]")
    assert found == [
        f"{display_path(game)}:{table}:1: the ruling 'agora.blackmail_move' names the rule option 'blackmail_moves', "
        "which [rule_options] does not declare",
        f"{display_path(game)}:{ruling}:1: the ruling 'agora.blackmail_move' must name this option back "
        "(option = 'blackmail_move')"]


def test_a_reading_replaces_components_of_the_ruleset_and_adds_none(spec: Path):
    reading = spec / "variants" / "agora" / "rule_options" / "blackmail_move" / "no" / "conspiracies.wdl"
    rewrite(reading, 'conspiracy "Blackmail" {', 'conspiracy "Blackmailing" {')
    assert load_ruleset_from(spec, "agora").choice == ()     # the default reading reads no such file
    assert problems(spec, choice=(("blackmail_move", "no"),)) == [
        f"{display_path(reading)}:{line_of(reading, 'Blackmailing')}:1: the reading blackmail_move=no replaces "
        "components of the ruleset; it has no conspiracy 'Blackmailing'"]


def test_a_choice_keeps_only_what_differs_from_the_defaults_in_declared_order():
    declared = load_ruleset_from(spec_dir("duel"), "agora").rule_options
    chosen = choose(declared, {"build_discarded_senators": "no", "blackmail_move": "yes",
                               "allow_useless_trigger": "yes"}, "Agora")
    assert chosen == (("allow_useless_trigger", "yes"), ("build_discarded_senators", "no"))
    assert dict(values_of(declared, chosen)) == {"blackmail_move": "yes", "allow_useless_trigger": "yes",
                                                 "build_discarded_senators": "no"}
    assert parse_setting(" blackmail_move = no ") == ("blackmail_move", "no")
    with pytest.raises(GameChoiceError, match="the rule option blackmail_move is set twice"):
        choose(declared, [("blackmail_move", "no"), ("blackmail_move", "yes")], "Agora")


def test_a_combination_extends_several_rulesets_in_its_order(spec: Path):
    assert [e.folder.name for e in extension_chain(spec, "pantheon_agora")] == ["pantheon", "agora", "pantheon_agora"]
    extends = spec / "variants" / "pantheon_agora" / "extends.toml"
    rewrite(extends, 'variant = ["pantheon", "agora"]', 'variant = ["pantheon", "pantheon"]')
    with pytest.raises(SpecError) as info:
        extension_chain(spec, "pantheon_agora")
    assert str(info.value.problems[0]) == (
        f"{display_path(extends)}:{line_of(extends, 'variant = ')}:1: [extends] variant must name the ruleset this "
        "one extends, such as 'standard', or list the rulesets it combines, such as ['pantheon', 'agora']")
    rewrite(extends, 'variant = ["pantheon", "pantheon"]', 'variant = ["pantheon", "pantheon_agora"]')
    with pytest.raises(SpecError, match="extensions extend each other in a circle"):
        extension_chain(spec, "pantheon_agora")
