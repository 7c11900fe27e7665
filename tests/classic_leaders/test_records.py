"""Leaders in a record (records.format, leaders.draft, leaders.recruitment): the setup's ``leaders``
(each seat's leaders dealt, those left unused), the moves ``keep``, ``recruit``, ``sell`` and a stage
tucking a leader; written and read back byte for byte, every problem one error at its JSON path."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

import oracle
from oracle.classic.leaders.state import leader_cards
from oracle.errors import InvalidRecordError
from tests.classic_leaders.support import DEALT, PICKS, draft_all, game, start


def played(players: int, seed: int) -> tuple[Any, Any, str]:
    """A seeded random game of Leaders, its record and the record's JSON text."""
    g = game(players)
    first, moves = g.random_play(seed)
    made = list(moves)
    record = g.record(first.setup, [a for a, _, _ in made], [p for _, p, _ in made])
    return g, (record, made[-1][2].state), json.dumps(g.record_to_json(record))


@pytest.mark.parametrize(("players", "seed"), [(3, 7), (4, 11)])
def test_a_seeded_game_is_written_and_read_back_byte_for_byte(players: int, seed: int):
    g, (record, final), text = played(players, seed)
    again = g.read_record(text)
    assert again == record
    assert json.dumps(g.record_to_json(again)) == text
    replayed, _ = g.replay(again)
    assert replayed == final and replayed.outcome is not None
    data = json.loads(text)
    assert data["variant"] == "leaders" and data["players"] == players
    assert list(data["setup"]) == ["boards", "hands", "leaders"]
    leaders = data["setup"]["leaders"]
    assert [len(row) for row in leaders["dealt"]] == [4] * players
    assert len(leaders["unused"]) == len(leader_cards(g.rules)) - 4 * players
    kinds = [move["action"] for move in data["moves"]]
    # four picks of the draft, then one leader used by each player in each of the three recruitments
    assert kinds[:4 * players] == ["keep"] * (4 * players)
    assert kinds.count("keep") == 4 * players
    assert kinds.count("recruit") + kinds.count("sell") + sum(
        1 for m in data["moves"] if m["action"] == "stage" and g.rules.cards[g.rules.card_index(m["card"])].kind
        == "leader") == 3 * players


def test_the_draft_and_a_recruitment_written_by_hand_replay():
    g = game(3)
    s = start(g, DEALT, seed=26)
    setup = g.setup_to_json(s.setup)
    assert setup["leaders"]["dealt"] == DEALT
    assert setup["leaders"]["unused"] == [g.rules.cards[c].name for c in leader_cards(g.rules)
                                          if not any(g.rules.cards[c].name in row for row in DEALT)]
    moves = [{"player": p, "action": "keep", "card": PICKS[p][pick]} for pick in range(4) for p in range(3)]
    moves += [{"player": 0, "action": "stage", "card": "Hiram", "pay": {"left": 0, "right": 2}},
              {"player": 1, "action": "recruit", "card": "Euclid"},
              {"player": 2, "action": "sell", "card": "Varro"}]
    data = {"game": "classic", "players": 3, "variant": "leaders", "setup": setup, "moves": moves}
    record = g.record_from_json(data)
    assert g.record_to_json(record) == data
    final, _ = g.replay(record)
    assert final == _recruited(g, s)
    assert [c.coins for c in final.cities] == [4, 1, 11] and final.phase == "choose"
    assert [g.rules.cards[c].name for c in final.cities[0].tucked] == ["Hiram"]


def _recruited(g: Any, s: Any) -> Any:
    """The position after PICKS and the recruitment above, played by the rules."""
    from tests.classic_leaders.support import play

    s = draft_all(g, s, PICKS)
    s = play(g, s, "stage", "Hiram", 0, right=2)
    s = play(g, s, "recruit", "Euclid", 1)
    return play(g, s, "sell", "Varro", 2)


def base(g: Any) -> dict[str, Any]:
    """A record of the draft's first pick, by hand."""
    setup = g.setup_to_json(start(g, DEALT, seed=26).setup)
    return {"game": "classic", "players": 3, "variant": "leaders", "setup": setup,
            "moves": [{"player": p, "action": "keep", "card": DEALT[p][0]} for p in range(3)]}


def refused(data: dict[str, Any]) -> InvalidRecordError:
    with pytest.raises(InvalidRecordError) as caught:
        game(3).record_from_json(data)
    return caught.value


@pytest.mark.parametrize(("change", "path", "message"), [
    (lambda d: d["setup"]["leaders"]["dealt"][1].__setitem__(2, "Cleopatre"), "$.setup.leaders.dealt[1][2]",
     "unknown leader 'Cleopatre' (did you mean 'Cleopatra'?)"),
    (lambda d: d["setup"]["leaders"]["dealt"][2].__setitem__(0, "Croesus"), "$.setup.leaders.dealt[2][0]",
     "'Croesus' is dealt to player 0 already; each leader is dealt once"),
    (lambda d: d["setup"]["leaders"]["unused"].__setitem__(0, "Varro"), "$.setup.leaders.unused[0]",
     "'Varro' is dealt to player 2 already; each leader is dealt once"),
    (lambda d: d["setup"]["leaders"]["dealt"][0].pop(), "$.setup.leaders.dealt[0]",
     "expected the 4 leaders dealt to player 0 (leaders.draft)"),
    (lambda d: d["setup"]["leaders"]["dealt"].pop(), "$.setup.leaders.dealt",
     "expected 3 lists of leaders, one per player in seat order"),
    (lambda d: d["setup"]["leaders"]["dealt"][1].__setitem__(0, "Baths"), "$.setup.leaders.dealt[1][0]",
     "unknown leader 'Baths'"),
    (lambda d: d["setup"].pop("leaders"), "$.setup", "missing key 'leaders'"),
    (lambda d: d["setup"]["leaders"].pop("unused"), "$.setup.leaders", "missing key 'unused'"),
    (lambda d: d["moves"][1].__setitem__("card", "Baths"), "$.moves[1].card", "unknown leader 'Baths'"),
    (lambda d: d["moves"][2].__setitem__("action", "kepe"), "$.moves[2].action",
     'unknown action "kepe" (did you mean \'keep\'?); expected one of build, stage, discard, build_discarded, '
     "decline, keep, recruit, sell, copy"),
    (lambda d: d["moves"][0].__setitem__("pay", {"left": 0, "right": 0}), "$.moves[0].pay",
     "unexpected key 'pay'"),
    (lambda d: d.__setitem__("variant", "standard"), "$.variant",
     'unknown variant "standard"; expected one of leaders, edition2020_leaders'),
])
def test_a_wrong_record_is_one_error_at_its_json_path(change: Any, path: str, message: str):
    data = copy.deepcopy(base(game(3)))
    change(data)
    error = refused(data)
    assert (error.path, error.message) == (path, message)


def test_the_unused_leaders_are_every_leader_not_dealt():
    data = copy.deepcopy(base(game(3)))
    data["setup"]["leaders"]["unused"].pop()
    error = refused(data)
    left = len(leader_cards(game(3).rules)) - 12
    assert error.path == "$.setup.leaders.unused"
    assert error.message == f"expected the {left} leaders no player was dealt (of {left + 12}, 4 dealt to each of 3 " \
                           "players)"


def test_the_base_game_reads_no_leaders():
    """A record of the base game holds no Leaders: neither its setup's key nor its kinds of action."""
    g = oracle.load_game("classic", variant="standard", players=3)
    data = g.record_to_json(g.record(g.setup_from_seed(5), []))
    with_leaders = copy.deepcopy(data)
    with_leaders["setup"]["leaders"] = {"dealt": [], "unused": []}
    with pytest.raises(InvalidRecordError) as caught:
        g.record_from_json(with_leaders)
    assert (caught.value.path, caught.value.message) == ("$.setup.leaders", "unexpected key 'leaders'")
    data["moves"] = [{"player": 0, "action": "keep", "card": "Baths"}]
    with pytest.raises(InvalidRecordError) as caught:
        g.record_from_json(data)
    assert caught.value.path == "$.moves[0].action"
    assert caught.value.message.endswith("expected one of build, stage, discard, build_discarded, decline")
