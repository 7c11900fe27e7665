"""How every game's generated suite is written: the case files (one case per line), goldens,
perft and the coverage report, so that the suites of the family read alike.

A game's generator (``<game>.conformance.generate``) mines its cases; this module turns them into
the files' text.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from oracle.conformance.canonical import digest


def dump(value: Any) -> str:
    """Indented JSON (``perft.json``, ``coverage.json``)."""
    return json.dumps(value, ensure_ascii=False, indent=1) + "\n"


def compact(value: Any) -> str:
    """JSON on one line (a golden)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")) + "\n"


def case_file(area: str, description: str, cases: list[dict[str, Any]]) -> str:
    """A case file: its area and description, then one case per line."""
    head = json.dumps({"area": area, "description": description}, ensure_ascii=False)[:-1]
    lines = ",\n".join(json.dumps(c, ensure_ascii=False, separators=(",", ":")) for c in cases)
    return f'{head}, "cases": [\n{lines}\n]}}\n'


def case(key: str, game: Any, policy: str, area: str, description: str, rules: Sequence[str],
         components: Sequence[str], wrong: tuple[int, str, str] | None, record: dict[str, Any],
         expect: dict[str, Any]) -> dict[str, Any]:
    """A case of ``game`` (its variant and player count): its id (``key``, the player count, the
    variant when not standard, and a hash of the rest), description, rules (a commonly-wrong
    entry's rule first, each once), tags, components, the commonly-wrong entry (number, rule,
    note) if any, the record prefix and what must hold after it."""
    ruled = tuple(dict.fromkeys((*((wrong[1],) if wrong else ()), *rules)))
    body: dict[str, Any] = {
        "description": description,
        "rules": list(ruled),
        "tags": {"game": game.name, "edition": "base", "variant": game.variant, "area": area,
                 "players": str(game.players), "policy": policy},
        "components": list(dict.fromkeys(components)),
    }
    if wrong is not None:
        body["commonly_wrong"] = wrong[0]
        body["note"] = wrong[2]
    body["record"] = record
    body["expect"] = expect
    suffix = "" if game.variant == "standard" else f"-{game.variant.replace('_', '-')}"
    return {"id": f"{key}-{game.players}p{suffix}-{digest(body, 8)}", **body}


def coverage(by_area: dict[str, list[dict[str, Any]]], components: Iterable[str], rule_ids: Iterable[str],
             commonly_wrong: Iterable[int], groups: Iterable[str], group: Callable[[dict[str, Any]], str],
             groups_key: str = "players") -> dict[str, Any]:
    """What the cases pin: how many cases name each component, rule id and commonly-wrong entry,
    how many fall in each group (a player count, a configuration), and what is left uncovered."""
    named: dict[str, int] = dict.fromkeys(components, 0)
    pinned: dict[str, int] = dict.fromkeys(sorted(rule_ids), 0)
    wrong: dict[str, int] = {str(n): 0 for n in commonly_wrong}
    counts: dict[str, int] = dict.fromkeys(groups, 0)
    total = 0
    for cases in by_area.values():
        for case in cases:
            total += 1
            counts[group(case)] += 1
            for name in case["components"]:
                named[name] = named.get(name, 0) + 1
            for r in case["rules"]:
                pinned[r] = pinned.get(r, 0) + 1
            if "commonly_wrong" in case:
                wrong[str(case["commonly_wrong"])] += 1
    return {
        "cases": total,
        "components_uncovered": sorted(n for n, k in named.items() if not k),
        "rules_unpinned": sorted(r for r, k in pinned.items() if not k),
        "commonly_wrong_uncovered": sorted(int(n) for n, k in wrong.items() if not k),
        groups_key: counts,
        "components": named,
        "rules": pinned,
        "commonly_wrong": wrong,
    }


def variant_coverage(variants: Sequence[str], by_area: dict[str, list[dict[str, Any]]], goldens: list[dict[str, Any]],
                     positions: list[dict[str, Any]], rule_ids: Iterable[str],
                     not_applying: dict[str, dict[str, str]],
                     by_variant: Mapping[str, Iterable[str]] | None = None) -> dict[str, Any]:
    """What each variant of the game gets (the items' ``variants``): how many cases, goldens and perft
    positions hold under it, the rules no case pins under it (``rules_unpinned_by_variant``: empty
    for every variant in a complete suite) and the rules that cannot apply under it, with why
    (``rules_not_applying``: the game's kit lists them).  A rule said not to apply under a variant
    that a case does pin there is an error of the list.  ``rule_ids``: the game's; ``by_variant``: each
    variant's, where they differ (a variant extending the game's rules has rules of its own)."""
    cases = [case for group in by_area.values() for case in group]
    counts: dict[str, dict[str, int]] = {}
    unpinned: dict[str, list[str]] = {}
    exempt: dict[str, dict[str, str]] = {}
    for variant in variants:
        known = set(by_variant[variant] if by_variant is not None else rule_ids)
        counts[variant] = {"cases": sum(variant in c["variants"] for c in cases),
                           "goldens": sum(variant in g["variants"] for g in goldens),
                           "perft": sum(variant in p["variants"] for p in positions)}
        pinned = {rule for c in cases if variant in c["variants"] for rule in c["rules"]}
        listed = not_applying.get(variant, {})
        wrong = sorted((set(listed) & pinned) | (set(listed) - known))
        if wrong:
            raise ValueError(f"rules listed as not applying under {variant} that are pinned there or unknown: "
                             f"{', '.join(wrong)}")
        unpinned[variant] = sorted(known - pinned - set(listed))
        exempt[variant] = dict(sorted(listed.items()))
    return {"variants": counts, "rules_unpinned_by_variant": unpinned, "rules_not_applying": exempt}


def with_variant_coverage(report: dict[str, Any], by_variant: dict[str, Any]) -> dict[str, Any]:
    """A coverage report with the part of :func:`variant_coverage` after its list of uncovered
    commonly-wrong entries."""
    out: dict[str, Any] = {}
    for key, value in report.items():
        out[key] = value
        if key == "commonly_wrong_uncovered":
            out.update(by_variant)
    out.update({k: v for k, v in by_variant.items() if k not in out})
    return out


def suite_text(by_area: dict[str, list[dict[str, Any]]], areas: dict[str, str], goldens: list[dict[str, Any]],
               positions: list[dict[str, Any]], report: dict[str, Any]) -> dict[str, str]:
    """Every file of a suite (file name -> text): a case file per area, a golden per game,
    ``perft.json`` and ``coverage.json``."""
    files = {f"{area}.json": case_file(area, text, by_area.get(area, [])) for area, text in areas.items()}
    for g in goldens:
        files[f"games/{g['id']}.json"] = compact(g)
    files["perft.json"] = dump({"positions": positions})
    files["coverage.json"] = dump(report)
    return files
