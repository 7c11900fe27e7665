"""The engine's compiled components against the spec text, for every one of the 95.

The model (tests.properties.model) reads each component's syntax tree with its own code; the
engine compiles the same text into cost vectors, colours, chains and symbols.  Both readings
must agree, and every component must say where in the spec it is written.
"""

from __future__ import annotations

import re

import pytest

from tests.properties import model as m

COMPONENTS = [*m.RULES.cards, *m.RULES.wonders, *m.RULES.progress]


@pytest.mark.parametrize("component", COMPONENTS, ids=lambda c: c.name)
def test_the_compiled_component_says_what_its_text_says(component):
    text = m.COMPS[component.name]
    colours = m.RULES.vocabulary.colours
    symbols = m.RULES.vocabulary.science_symbols
    resources = component.resources or (0,) * len(m.RESOURCES)
    assert (component.kind, component.name, component.deck) == (text.kind, text.name, text.deck)
    assert (colours[component.colour] if component.colour >= 0 else "") == text.colour
    assert (component.coins, resources) == (text.coins, text.needs)
    assert component.free_with == text.free_with and component.passive.chains == text.chains
    assert sorted(symbols[s] for s in component.symbols) == sorted(text.symbols)
    assert component.passive.receives_opponent_trade == text.receives_trade
    assert component.play_again == text.play_again
    assert len(component.scorers) == len(text.points)
    assert re.fullmatch(r"spec/duel/\w+\.wdl:\d+:\d+", component.location)
    assert repr(component) == f"<{text.kind} {text.name!r}>"
