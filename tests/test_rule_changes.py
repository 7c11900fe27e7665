"""The per-rule change log of the Duel reference (spec/duel/changes.toml): read strictly, shown
under each changed rule, listed on its page, and dating every page's footer."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from oracle.docs import hooks
from oracle.docs.changes import Change, ChangeLogError, changes_table, latest, load_changes, rule_note
from tests.support import RULES

ROOT = Path(__file__).resolve().parents[1]
CHANGES = ROOT / "spec" / "duel" / "changes.toml"


def _hooked(markdown: str, where: str) -> tuple[str, dict]:
    config = {"config_file_path": str(ROOT / "mkdocs.yml"), "nav": []}
    hooks.on_config(config)
    page = SimpleNamespace(file=SimpleNamespace(src_uri=where))
    return hooks.on_page_markdown(markdown, page, config, None), config


def test_the_change_log_names_real_rules_newest_first():
    changes = load_changes(CHANGES, set(RULES.rule_ids))
    assert [(c.version, c.date, c.rule) for c in changes] == [
        ("0.1.0", "2026-11-27", "setup.draft"), ("0.1.0", "2026-11-26", "age.reveal"),
        ("0.1.0", "2026-11-26", "military.looting")]
    assert latest(changes) == "2026-11-27"
    assert rule_note(changes, "military.looting") == [
        "*Changed in 0.1.0 (2026-11-26):* A push of the conflict pawn across both looting zones takes the nearer "
        "token first. It used to take them in the order of the track."]
    assert rule_note(changes, "trade.price") == []


def test_a_changed_rule_shows_its_change_under_its_statement_and_the_footer_is_dated():
    out, config = _hooked("## Looting {#military.looting}\n\nText.\n", "duel/rules/military.md")
    assert out.startswith("## Looting {#military.looting}\n\n!!! rule \"Rule `military.looting`\"\n\n    "
                          + RULES.rule_ids["military.looting"] + "\n\n    *Changed in 0.1.0 (2026-11-26):* A push")
    assert config["copyright"] == "wonders-oracle 0.1.0 · rules as of 2026-11-27"
    unchanged, _ = _hooked("## Coins {#setup.coins}\n", "duel/rules/setup.md")
    assert "Changed in" not in unchanged


def test_the_changes_page_lists_every_change_with_its_rule_linked():
    out, _ = _hooked("# Changes\n\n!!! rule-changes\n", "duel/rules/changes.md")
    assert "| 0.1.0 | 2026-11-26 | [`age.reveal`](turn.md#age.reveal) | An uncovered card turns face up" in out
    assert out.count("| 0.1.0 |") == 3
    table = changes_table([Change("0.2.0", "2027-01-01", "trade.price", "x")], {})
    assert table.splitlines()[-1] == "| 0.2.0 | 2027-01-01 | `trade.price` | x |"


@pytest.mark.parametrize(("entry", "message"), [
    ('version = "1"\ndate = "2026-11-26"\nrule = "trade.price"\nchange = "x"',
     "changes.toml: change[0].version: expected a version such as 0.1.0, not '1'"),
    ('version = "0.1.0"\ndate = "26/11/2026"\nrule = "trade.price"\nchange = "x"',
     "changes.toml: change[0].date: expected a date such as 2026-11-26, not '26/11/2026'"),
    ('version = "0.1.0"\ndate = "2026-11-26"\nrule = "trade.prize"\nchange = "x"',
     "changes.toml: change[0].rule: 'trade.prize' is not a rule id of the game"),
    ('version = "0.1.0"\ndate = "2026-11-26"\nrule = "trade.price"',
     "changes.toml: change[0]: missing or empty: change"),
])
def test_a_bad_entry_is_one_clear_error(tmp_path, entry, message):
    path = tmp_path / "changes.toml"
    path.write_text(f"[[change]]\n{entry}\n", encoding="utf-8")
    with pytest.raises(ChangeLogError) as error:
        load_changes(path, set(RULES.rule_ids))
    assert str(error.value) == message
