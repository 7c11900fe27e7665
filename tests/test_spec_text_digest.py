"""What every existing spec prints and says, pinned: a change to the effect language that leaves the
existing components alone leaves their DSL text, their descriptive English and their players' text
byte for byte as they were."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from oracle.architects.spec import load_spec_from as load_architects
from oracle.classic.spec import load_spec_from as load_classic
from oracle.dsl.english import component_english
from oracle.dsl.plain import chain_names, plain_english, shield_bonuses
from oracle.dsl.printer import print_spec
from oracle.duel.spec import read_spec
from oracle.resources import spec_dir

SPEC = spec_dir("duel").parent

# sha256 of every component's printed DSL, descriptive English (with and without the game's wording) and
# players' text (plain, and in the game's voice), pinned before the effect language last grew
DIGESTS = {
    "duel": (95, "d777231a975e7975da56f7b763f57133860cd4bcdd832f5018b145c22ccb45da"),
    "classic": (89, "2f3172c1d95073c3bca143540bbbdb69baef00017e92bdfe1d56740b7c67efc1"),
    "classic/edition2020": (91, "0364fd3d9418ee16e5fe29173e7bd12c96281d3921c613f3632b7066c3251f81"),
    "architects": (35, "70c710b75adc4bad44723bb86496b7d92b1d9324ac2aa668149fabd9654c43d0"),
    "architects/rhodes_pieces_1_4": (35, "0e03028552cf5d0a743dbb3772f05edf3e40e37bbf53b5d220454e26ffafae76"),
}


def _spec(name: str) -> Any:
    if name == "duel":
        return read_spec(SPEC / "duel")
    game, _, variant = name.partition("/")
    load = load_classic if game == "classic" else load_architects
    return load(SPEC / game, variant or "standard")


@pytest.mark.parametrize("name", sorted(DIGESTS))
def test_every_existing_component_prints_and_reads_as_before(name: str):
    spec = _spec(name)
    components = [getattr(c, "source", c) for c in getattr(spec, "components", ())] or [
        *spec.cards, *spec.wonders, *getattr(spec, "progress", ())]
    vocabulary = spec.vocabulary
    names, bonuses = chain_names(components), shield_bonuses(components)
    digest = hashlib.sha256(print_spec(components).encode())
    for c in components:
        for line in (*component_english(c, facts=True), *component_english(c, vocabulary=vocabulary),
                     *plain_english(c), *plain_english(c, vocabulary=vocabulary, names=names, bonuses=bonuses)):
            digest.update(line.encode() + b"\n")
    assert (len(components), digest.hexdigest()) == DIGESTS[name]
