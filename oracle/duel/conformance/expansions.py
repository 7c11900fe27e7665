"""What the suites of Duel's expansions are made with alike, whichever the expansion: their games
mined policy by policy, their perft positions found in mined games, and their files assembled from a
suite and a miner (:mod:`oracle.duel.conformance.generate` holds the base game's own)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import Any

from oracle.conformance.canonical import digest
from oracle.conformance.perft import perft
from oracle.conformance.suite_files import suite_text, variant_coverage, with_variant_coverage
from oracle.conformance.variants import tag_suite
from oracle.core.game import Game as CoreGame
from oracle.core.game import Playout
from oracle.core.options import with_choice
from oracle.duel.conformance import COMMONLY_WRONG
from oracle.duel.conformance.generate import Miner, Proposal, Source, Suite, coverage, golden, golden_tags
from oracle.duel.conformance.policies import play
from oracle.duel.game import Game
from oracle.duel.record import record_to_json
from oracle.errors import OracleError

# (name, description, policy, seed, what the position is)
Position = tuple[str, str, str, int, str]


def mined(game: Game, variant: str, mining: Sequence[tuple[str, int]],
          scale: float = 1.0) -> Iterator[tuple[str, int, Source]]:
    """The games of ``variant`` mined: each policy's seeds in turn (``scale`` of them, at least one)."""
    for policy, games in mining:
        count = games if scale == 1.0 else max(1, round(games * scale))
        for seed in range(count):
            yield policy, seed, Source(f"{policy}-{seed}", variant, play(game, seed, policy))


def perft_positions(game: Game, variant: str, table: Sequence[Position], find: Callable[[Source, str], int],
                    depth: int = 3) -> list[dict[str, Any]]:
    """Each position of ``table``: the first state of its policy's game that ``find`` says is it, its
    record and its perft counts to ``depth``."""
    out = []
    for name, description, policy, seed, what in table:
        src = Source(f"perft-{policy}-{seed}", variant, play(game, seed, policy))
        k = find(src, what)
        out.append({"name": name, "description": description,
                    "record": record_to_json(game.rules, src.playout.initial.setup, src.moves[:k], variant),
                    "nodes": [perft(src.states[k], d) for d in range(1, depth + 1)]})
    return out


def suite_files(game: Game, suite: Suite, miner: Miner, sources: Iterator[tuple[str, int, Source]],
                goldens: tuple[Sequence[str], int], areas: dict[str, str],
                positions: list[dict[str, Any]]) -> dict[str, str]:
    """Every file of an expansion's suite (relative path -> text): ``miner`` run over ``sources``, the
    first games of each of the golden policies kept as goldens (``goldens``: the policies and how many
    of each), the cases chosen by area, the perft ``positions``, and the coverage report."""
    variant = game.variant
    golden_policies, each = goldens
    picks: dict[str, list[dict[str, Any]]] = {}
    for policy, seed, src in sources:
        miner.source(src)
        if policy in golden_policies and len(picks.setdefault(policy, [])) < each:
            picks[policy].append(golden(game.rules, src, policy, seed, [*golden_tags(src), variant]))
    by_area: dict[str, list[dict[str, Any]]] = {area: [] for area in areas}
    seen: set[str] = set()
    for proposal in suite.chosen():
        case = suite.build(proposal)
        if case["id"] not in seen:
            seen.add(case["id"])
            by_area[proposal.area].append(case)
    twins = reading_twins(game, suite)
    if twins:
        areas = {**areas, READINGS: READINGS_AREA}
        by_area[READINGS] = [case for case in twins if case["id"] not in seen]
    for cases in by_area.values():
        cases.sort(key=lambda c: c["id"])
    games = [g for policy in golden_policies for g in picks.get(policy, [])]
    by_area, games, positions = tag_suite(game, by_area, games, positions)
    kit = game.conformance_kit()
    report = with_variant_coverage(coverage(game.rules, by_area, kit.commonly_wrong), variant_coverage(
        (variant,), by_area, games, positions, game.rules.rule_ids, kit.rules_not_applying))
    return suite_text(by_area, areas, games, positions, report)


READINGS = "readings"
READINGS_AREA = ("The other readings of the ruleset's rule options: cases whose record names the readings it is "
                 "played with (rule_options), each where that reading changes what the default one expects.")
TWINS_EACH = 12       # cases of each reading other than an option's default, at most


def reading_twins(game: Game, suite: Suite) -> list[dict[str, Any]]:
    """For each reading of a rule option other than its default, the cases of ``suite`` it changes,
    played again under it (:data:`TWINS_EACH` at most, in the suite's order): the same record and
    moves, with the record's ``rule_options`` naming the reading and every expectation the reading's,
    the refusals it asks for left out.  A case whose moves the reading refuses has no twin."""
    out: list[dict[str, Any]] = []
    chosen = suite.chosen()
    for option in game.declared_rule_options:
        for reading in option.values[1:]:
            other = game.with_rule_options({option.name: reading})
            made = 0
            for p in chosen:
                if made == TWINS_EACH:
                    break
                twin = _twin(other, p)
                if twin is None:
                    continue
                as_is, again = suite.build(replace(p, illegal=())), suite.build(twin)
                if as_is["expect"] == again["expect"]:
                    continue
                ruling = next(r for r in game.rules.rulings if r.id == option.ruling)
                body = {k: v for k, v in again.items() if k != "id"}
                body["description"] = (f"With the rule option {option.setting(reading)}, the moves of the case "
                                       f"{as_is['id']}, whose expectations this reading changes: "
                                       f"{option.readings[reading]}")
                body["rules"] = sorted({*body["rules"], ruling.rule})
                body["tags"] = {**body["tags"], "area": READINGS}
                body["record"] = with_choice(body["record"], {option.name: reading})
                ident = f"{option.name}-{reading}-{digest(body, 8)}".replace("_", "-")   # ids: [a-z0-9-]
                if all(case["id"] != ident for case in out):
                    out.append({"id": ident, **body})
                    made += 1
    return out


def _twin(other: CoreGame, p: Proposal) -> Proposal | None:
    """``p`` with its game's moves up to its position played by ``other`` (None: one is refused)."""
    src = p.source
    state = other.new_game(src.playout.initial.setup)
    first, steps = state, []
    for action in src.moves[:p.k]:
        try:
            step = other.apply(state, action)
        except OracleError:
            return None
        steps.append(step)
        state = step.state
    playout = Playout(first, list(src.moves[:p.k]), steps)
    return replace(p, source=Source(src.name, src.variant, playout), illegal=())


class ExpansionSuite(Suite):
    """The base game's suite machinery over an expansion's one variant (its edition too).  The base
    game's detectors keep fewer cases of each key (``base_quota``) than in the base suite, which pins
    those rules already: the expansion's suite shows they still hold with it.  The expansion's own
    cases keep their quotas: those of its areas (``own_areas``), of its slugs (``own_slugs``) and those
    tagged with its own commonly-wrong entries."""

    own_areas: tuple[str, ...] = ()
    own_slugs: tuple[str, ...] = ()
    base_quota = 2

    def __init__(self, game: Game):
        wrong = game.conformance_kit().commonly_wrong
        super().__init__(game.rules, {game.variant: game}, game.variant, wrong)
        self.own_wrong = frozenset(wrong) - frozenset(COMMONLY_WRONG)   # the expansion's own entries

    def propose(self, p: Any) -> None:
        own = p.area in self.own_areas or p.slug.startswith(self.own_slugs) or p.commonly_wrong in self.own_wrong
        if not own:
            p.quota = min(p.quota, self.base_quota)
        super().propose(p)
