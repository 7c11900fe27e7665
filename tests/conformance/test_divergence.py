"""The first divergence: a failing item is replayed move by move, and the failure leads with the
first step where the engine departs from the oracle, every difference listed whole and the rule
behind it blamed first."""

from __future__ import annotations

import json

from oracle.cli import main
from oracle.conformance.divergence import Divergence, ranked
from oracle.conformance.suite import Selection
from tests.conformance.conftest import python_command
from tests.conformance.test_runner import run
from tests.patience import PATIENT

MAUSOLEUM_CASE = "mausoleum-choice-00d1fd57"
MUTANT = "mausoleum-takes-setup-removals"


def test_a_failing_case_leads_with_its_first_divergence_and_blames_its_rule():
    """The mutant lets the Mausoleum build the cards removed at setup.  The case checks the state
    at its end; the first divergence is earlier: right after the Mausoleum is built (move 12), the
    engine offers 9 cards the oracle does not, all listed."""
    [result] = run(python_command("mutants.py", MUTANT), Selection(keyword=MAUSOLEUM_CASE, sections=("cases",)))
    assert result.status == "fail"
    assert result.rules[:2] == ["effect.build_from_discard", "setup.removals"]
    assert result.message.startswith('first divergence after move 12 {"action":"build_wonder","card":"Glassworks",'
                                     '"wonder":"The Mausoleum"}: the legal actions differ (9 unexpected): '
                                     'unexpected {"action":"build_discarded","card":"Aqueduct"} (and 8 more)')
    found = result.divergence
    assert (found["moves"], found["kind"], found["move"]) == (
        13, "legal", {"action": "build_wonder", "card": "Glassworks", "wonder": "The Mausoleum"})
    unexpected = [d for d in found["details"] if d.startswith('unexpected {"action":"build_discarded"')]
    assert len(unexpected) == 9 == len(found["details"])
    assert result.details[:9] == found["details"]


def test_json_reports_hold_every_difference_and_the_divergence(capsys):
    code = main(["conform", "--engine", python_command("mutants.py", MUTANT), "-k", MAUSOLEUM_CASE, "--only", "cases",
                 "--json", *PATIENT])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    [item] = report["results"]
    assert item["first_divergence"]["moves"] == 13 and len(item["details"]) >= 10
    assert not any("more characters" in d for d in item["details"])
    main(["conform", "--engine", python_command("mutants.py", MUTANT), "-k", MAUSOLEUM_CASE, "--only", "cases",
          "--details", *PATIENT])
    lines = capsys.readouterr().out.splitlines()
    assert '      unexpected {"action":"build_discarded","card":"Aqueduct"}' in lines
    assert "rules blamed first by failures: effect.build_from_discard (1)" in lines


def test_blame_ranks_what_the_difference_points_at_before_what_the_move_applied():
    assert ranked(["a", "b"], ["c", "b"]) == ["a", "b", "c"]
    # a field of the state points at many rules: those the move applied lead
    assert ranked(["a", "b"], ["c", "b"], narrowed=True) == ["b", "a", "c"]


def test_a_case_puts_its_commonly_wrong_rule_first_among_those_the_difference_points_at():
    found = Divergence(3, "state", "x", ["a", "b", "c", "d"], pointed=3)
    found.about(["c", "z"], focus="b")
    assert found.rules == ["b", "c", "a", "d"]
    found = Divergence(3, "state", "x", ["a", "b", "c", "d"], pointed=2)
    found.about(["d"], focus="d")      # a rule the move applied, not one the difference points at
    assert found.rules == ["a", "b", "c", "d"]
