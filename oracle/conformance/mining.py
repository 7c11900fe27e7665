"""The frame every game's case generator mines its suite with: seeded games played by a weighted
policy, the situations a rule is about that a game's moves show, a case made of one, the golden
of a whole game, the perft positions, and the suite's files put together.

A game's generator (``<game>.conformance.generate``) says what is its own: its policies' weights
(``<game>.conformance.policies``), the situations it reads in a game's moves, the illegal moves a
case lists, the tags of a golden, where its perft positions stand.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from oracle.conformance import suite_files
from oracle.conformance.canonical import GOLDEN_VERSION, legal_digest, legal_list, state_hashes, state_view
from oracle.conformance.perft import perft
from oracle.conformance.variants import tag_suite
from oracle.core.prng import SplitMix64
from oracle.core.registry import load_game

# how much a policy likes an action: (policy, ruleset, state, action) -> weight (0: not at all)
Weight = Callable[[str, Any, Any, Any], int]


def slug(name: str) -> str:
    """A name as it reads in a case id: lower case, every run of other characters a hyphen."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def who(seat: int) -> str:
    return f"player {seat}"


# ---- playing seeded games ------------------------------------------------------------------------

def choose(weights: Sequence[int], actions: Sequence[Any], rng: SplitMix64) -> Any:
    """One of ``actions`` drawn as ``rng.below(total weight)``, each as likely as its weight (all
    alike when every weight is 0)."""
    if not any(weights):
        weights = [1] * len(actions)
    pick = rng.below(sum(weights))
    for action, w in zip(actions, weights, strict=True):
        if pick < w:
            return action
        pick -= w
    raise AssertionError("unreachable: the draw is below the total weight")  # pragma: no cover


@dataclass
class Played:
    """One seeded game: the states before each move (and the last), the moves, who made each and
    their events."""

    game: Any
    policy: str
    seed: int
    states: list[Any] = field(default_factory=list)
    moves: list[Any] = field(default_factory=list)
    movers: list[int] = field(default_factory=list)
    events: list[list[Any]] = field(default_factory=list)

    def record(self, moves: int) -> dict[str, Any]:
        """The record of the game's first ``moves`` moves, as JSON."""
        g = self.game
        return g.record_to_json(g.record(self.states[0].setup, self.moves[:moves], self.movers[:moves]))


def play(game: Any, policy: str, seed: int, weight: Weight, until: Callable[[Any], bool] | None = None) -> Played:
    """The game of ``seed`` (its setup drawn from ``SplitMix64(seed)``) played by ``policy`` to its
    end, or to the first state ``until`` holds for: the first player owing a decision moves first."""
    rng = SplitMix64(seed)
    state = game.new_game(game.draw_setup(rng))
    out = Played(game, policy, seed, [state])
    while state.outcome is None and (until is None or not until(state)):
        player = game.to_move(state)[0]
        actions = game.legal_actions(state, player)
        action = choose([weight(policy, game.rules, state, a) for a in actions], actions, rng)
        step = game.apply(state, action, player)
        out.moves.append(action)
        out.movers.append(player)
        out.events.append(list(step.events))
        state = step.state
        out.states.append(state)
    return out


def games(name: str, configurations: Iterable[tuple[str, int]], policies: Iterable[str], seeds: range,
          play: Callable[[Any, str, int], Played]) -> Iterator[Played]:
    """The games of ``seeds`` under each configuration (variant, player count), by each policy."""
    for variant, players in configurations:
        game = load_game(name, variant=variant, players=players)
        for policy in policies:
            for seed in seeds:
                yield play(game, policy, seed)


# ---- situations and cases ------------------------------------------------------------------------

@dataclass
class Situation:
    """Something a rule is about, seen in a game after ``at`` moves."""

    key: str                   # the kind of situation (and the slug of the case id)
    area: str
    at: int
    rules: tuple[str, ...]
    description: str
    components: tuple[str, ...] = ()
    wrong: int | None = None   # the commonly-wrong entry it is about
    observe: tuple[int, ...] = ()
    events: bool = True        # the case expects the events of its last move


def make_case(played: Played, s: Situation, illegal: list[dict[str, Any]]) -> dict[str, Any]:
    """The case of situation ``s``: the record up to it, then the state, the events of the last
    move, the legal list of the first player owing a decision, ``illegal`` (moves with the rule
    each breaks) and what the players of ``s.observe`` see."""
    game = played.game
    state = played.states[s.at]
    expect: dict[str, Any] = {"state": state_view(state)}
    if s.events and s.at > 0:
        expect["events"] = [e.to_json() for e in played.events[s.at - 1]]
    owing = game.to_move(state)
    expect["legal"] = legal_list(state, owing[0]) if owing else []
    if illegal:
        expect["illegal"] = illegal
    if s.observe:
        expect["observe"] = [{"player": p, "observation": game.observe(state, p)} for p in s.observe]
    wrong = None
    if s.wrong is not None:
        kit = game.conformance_kit()
        wrong = (s.wrong, kit.commonly_wrong_rules[s.wrong], kit.commonly_wrong[s.wrong])
    return suite_files.case(s.key, game, played.policy, s.area, s.description,
                            (*s.rules, *(x["rule"] for x in illegal)), s.components, wrong, played.record(s.at),
                            expect)


# ---- goldens and perft -------------------------------------------------------------------------

def golden(played: Played, tags: Sequence[str]) -> dict[str, Any]:
    """The golden of a whole game: per state the size and hash of the legal list, what the kit's
    golden step records and the state's hashes; tagged with the player count, the policy,
    ``tags``, ``shared`` for a shared victory and the variant."""
    game = played.game
    kit = game.conformance_kit()
    steps = []
    for i, state in enumerate(played.states):
        legal = legal_list(state, played.movers[i]) if i < len(played.movers) else []
        view = state_view(state)
        steps.append({"legal": len(legal), "legal_hash": legal_digest(legal), **kit.golden_values(view),
                      **state_hashes(view)})
    final = played.states[-1]
    assert final.outcome is not None
    every = [f"players-{game.players}", played.policy, *tags]
    if len(final.outcome.winners) > 1:
        every.append("shared")
    suffix = ""
    if game.variant != "standard":
        every.append(game.variant.replace("_", "-"))
        suffix = f"-{game.variant.replace('_', '-')}"
    return {"id": f"{played.policy}-{game.players}p-{played.seed}{suffix}", "version": GOLDEN_VERSION,
            "policy": played.policy, "seed": played.seed, "tags": every, "record": played.record(len(played.moves)),
            "steps": steps, "outcome": {"victory": final.outcome.victory, "winners": list(final.outcome.winners)}}


class Position(NamedTuple):
    """A perft position: the first state (not over) of a seeded game that ``stop(moves made,
    state)`` holds for, counted to ``depth`` plies."""

    name: str
    variant: str
    players: int
    policy: str
    seed: int
    stop: Callable[[int, Any], bool]
    depth: int


def perft_positions(name: str, positions: Iterable[Position], play: Callable[[Any, str, int], Played],
                    describe: Callable[[Position, int], str]) -> list[dict[str, Any]]:
    """The perft entries of ``positions``: each named, described (``describe(position, moves
    made)``), with its record and the leaf counts at depth 1 to its depth."""
    out = []
    for p in positions:
        played = play(load_game(name, variant=p.variant, players=p.players), p.policy, p.seed)
        at = next(i for i, s in enumerate(played.states) if s.outcome is None and p.stop(i, s))
        state = played.states[at]
        out.append({"name": p.name, "description": describe(p, at), "record": played.record(at),
                    "nodes": [perft(state, d) for d in range(1, p.depth + 1)]})
    return out


# ---- the suite's files ---------------------------------------------------------------------------

def generate(name: str, cases: Callable[[], dict[str, list[dict[str, Any]]]],
             goldens: Callable[[], list[dict[str, Any]]], positions: Callable[[], list[dict[str, Any]]],
             coverage: Callable[[Any, dict[str, list[dict[str, Any]]]], dict[str, Any]],
             areas: dict[str, str]) -> dict[str, str]:
    """Every file of ``name``'s suite (file name -> text): the cases by area, the goldens and the
    perft positions, each with the variants it holds for, and the coverage report (``coverage(rules,
    cases by area)``) with what each variant gets."""
    game = load_game(name)
    by_area, golden_games, perft_entries = tag_suite(game, cases(), goldens(), positions())
    kit = game.conformance_kit()
    assert kit is not None
    report = suite_files.with_variant_coverage(coverage(game.rules, by_area), suite_files.variant_coverage(
        game.ruleset_variants(), by_area, golden_games, perft_entries, game.rules.rule_ids, kit.rules_not_applying,
        {v: load_game(name, variant=v, players=type(game).counts_for(v)[0]).rules.rule_ids
         for v in game.ruleset_variants()}))
    return suite_files.suite_text(by_area, areas, golden_games, perft_entries, report)
