"""Leaders as an :class:`~oracle.core.expansions.Expansion` of 7 Wonders: what it gives at each of the
base game's extension points (:mod:`oracle.classic.points`)."""

from __future__ import annotations

from typing import Any

from oracle.classic.leaders import (
    at_once,
    draft,
    entomb,
    invariants,
    record,
    recruitment,
    scoring,
    spec,
    state,
    tokens,
    view,
)
from oracle.classic.points import Round
from oracle.core.expansions import Expansion


def _age_opening(before: tuple[str, ...], age: int) -> tuple[str, ...]:
    """leaders.draft, leaders.recruitment: the draft before Age I, then a recruitment at the start of
    every Age, after the rounds of the expansions before."""
    return (*before, *((draft.DRAFT,) if age == 1 else ()), recruitment.RECRUITMENT)


def _record_schema(schema: dict[str, Any], rules: Any) -> dict[str, Any]:
    """The record's schema with Leaders' setup and moves (imported once a schema is asked for)."""
    from oracle.classic.leaders.schema import record_schema

    return record_schema(schema, rules)


def _schema_defs(defs: dict[str, Any], game: Any) -> dict[str, Any]:
    """The published definitions with Leaders' actions, score row, rounds and views."""
    from oracle.classic.leaders.schema import schema_defs

    return schema_defs(defs, game)


def _docs(site: Any, root: Any) -> Any:
    """Leaders' part of the site beside the base game's (imported only when the site is built)."""
    from oracle.classic.leaders.docs import pages

    return pages(site, root)


def _conformance_kit(base: Any) -> Any:
    """The kit of a ruleset playing Leaders (imported once a kit is asked for)."""
    from oracle.classic.leaders.kit import kit

    return kit(base)


EXPANSION = Expansion(
    game="classic", name=state.NAME, title="Leaders",
    gives={
        "spec_sections": {state.NAME: spec.read_leaders},
        "component_kinds": {"leader": state.NAME},
        "setup_part": {state.NAME: state.draw},
        "state_part": {state.NAME: state.initial},
        "age_opening": _age_opening,
        "rounds": {
            draft.DRAFT: Round(draft.begin, draft.options, draft.resolve, draft.refusal, draft.reason),
            recruitment.RECRUITMENT: Round(recruitment.begin, recruitment.options, recruitment.resolve,
                                           recruitment.refusal, recruitment.reason),
            at_once.EXTRA: Round(at_once.begin, at_once.options, at_once.resolve, at_once.refusal, at_once.reason),
            tokens.DISCARD_PIECE: Round(tokens.begin, tokens.options, tokens.resolve, tokens.refusal, tokens.reason),
            entomb.ENTOMB: Round(entomb.begin, entomb.options, entomb.resolve, entomb.refusal, entomb.reason),
        },
        "built": at_once.carry_out,
        "score_rows": {"leaders": scoring.leaders_row},
        "check_step": invariants.check_step,
        "record_setup": {state.NAME: record.CODEC},
        "action_kinds": record.ACTION_KINDS,
        "view_parts": {state.NAME: view.VIEW},
        "resample": view.resample,
        "played_words": view.WORDS,
        "record_schema": _record_schema,
        "schema_defs": _schema_defs,
        "docs": {state.NAME: _docs},
        "conformance_kit": _conformance_kit,
    },
)
