"""The Duel ruleset: the spec read by :mod:`oracle.duel.spec`, its components compiled against the
game's runtime (:mod:`oracle.duel.runtime`), loaded once per process.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from oracle.core.belonging import stamp
from oracle.core.expansions import Hooks
from oracle.core.options import NO_CHOICE, Choice
from oracle.core.spec import within_bound
from oracle.duel.compiled import Ruleset as Ruleset  # the type, re-exported beside what makes it
from oracle.duel.compiled import no_expansion
from oracle.duel.rulesets import spec_hooks
from oracle.duel.spec import DuelSpec, read_spec, spec_variant
from oracle.resources import spec_dir


def load_ruleset_from(folder: Path, variant: str = "standard", choice: Choice = NO_CHOICE) -> Ruleset:
    """Read, check and compile the spec in ``folder`` as ``variant`` plays it, with the readings
    ``choice`` sets of its rule options.  Any problem is one :class:`SpecError` listing at most
    MAX_PROBLEMS problems (and one more that counts the rest)."""
    played = spec_variant(folder, variant)
    hooks = spec_hooks(played)
    return within_bound(folder, lambda: compile_ruleset(read_spec(folder, played, hooks, choice), hooks))


def compile_ruleset(spec: DuelSpec, hooks: Hooks | None = None) -> Ruleset:
    """Each component of ``spec`` compiled against the game's runtime, for a ruleset playing the
    expansions ``hooks`` composes (none when not given)."""
    from oracle.core.effects import compile_components, compile_divinities, compile_kind
    from oracle.duel.runtime import runtime_class

    hooks = no_expansion() if hooks is None else hooks
    runtime = runtime_class(hooks)
    cards, wonders, progress = compile_components(list(spec.components), spec.vocabulary, spec.constants, runtime,
                                                  "7 Wonders Duel")
    divinities = compile_divinities(list(spec.components), spec.vocabulary, spec.constants, runtime,
                                    "7 Wonders Duel")
    kinds = {kind: compile_kind(list(spec.components), kind, spec.vocabulary, spec.constants, runtime,
                                "7 Wonders Duel")
             for kind in hooks.table("component_kinds") if kind != "divinity"}
    return Ruleset(
        title=spec.title, vocabulary=spec.vocabulary, constants=spec.constants, layouts=spec.layouts,
        track=spec.track, cards=cards, wonders=wonders, progress=progress, files=spec.files,
        rule_ids=spec.rule_ids, rulings=spec.rulings, divinities=divinities,
        kinds=kinds, sections=spec.sections, hooks=hooks, runtime=runtime,
        rule_options=spec.rule_options, choice=spec.choice,
    )


def load_ruleset(folder: str | None = None, variant: str = "standard", choice: Choice = NO_CHOICE) -> Ruleset:
    """The Duel ruleset bundled with the oracle (or the one in ``folder``) as ``variant`` plays it
    with the readings ``choice`` sets, loaded once per process: variants playing the same spec share
    one ruleset."""
    path = Path(folder) if folder else spec_dir("duel")
    return _load_once(folder or None, spec_variant(path, variant), tuple(choice))


@lru_cache(maxsize=16)
def _load_once(folder: str | None, variant: str, choice: Choice) -> Ruleset:
    rules = load_ruleset_from(Path(folder) if folder else spec_dir("duel"), variant, choice)
    stamp(rules, "duel", variant, folder, rules.choice)
    return rules
