"""Agora's invariants, checked across one step (the point ``check_step``): every cube is in the Senate
or in its owner's supply, never more than a supply holds (agora.supply); each player's cubes in the
Senate change exactly as the step's events say; a Chamber holding a cube shows its Decrees
(agora.reveal); each Chamber keeps its Decrees but for one moved as an event says (agora.decrees_setup,
effect.move_decree; the stored state's checks tie them to the setup's draw); each change of control is
announced (agora.control); each city counts the Decrees of the Chambers its player
controls and no other (agora.decree); every Conspiracy stays in the deck or one hand, which grows by
the Conspiracies kept (agora.conspire); and a player controlling every Chamber has won
(agora.political_supremacy)."""

from __future__ import annotations

from oracle.core.game import Step
from oracle.duel.agora.decrees import city_extras as decree_extras
from oracle.duel.agora.events import (
    Conspired,
    ControlChanged,
    DecreeMoved,
    InfluencePlaced,
    InfluenceRemoved,
    Prepared,
    Triggered,
)
from oracle.duel.agora.kinds import POLITICAL
from oracle.duel.agora.senate import control_changes, decrees_of, move_decree, political_supremacy
from oracle.duel.agora.state import MAY_TRIGGER, constants, held
from oracle.duel.state import State, city_extras, rebuild_city


def check_step(before: State, step: Step) -> list[str]:
    """Agora's invariants across ``step`` from ``before`` (a move only changes the Senate through the
    events above: a cube moved keeps each player's count)."""
    after: State = step.state
    c = constants(after.game.rules)
    old, new = held(before).senate, held(after).senate
    problems = []
    change = [0, 0]
    announced = []
    for e in step.events:
        if isinstance(e, InfluencePlaced):
            change[e.player] += 1
        elif isinstance(e, InfluenceRemoved):
            change[e.player] -= 1
        elif isinstance(e, ControlChanged):
            announced.append((e.chamber, e.player))
    for p in (0, 1):
        was, now = old.on_board(p), new.on_board(p)
        if now != was + change[p] or not 0 <= now <= c.cubes_each:
            problems.append(f"cubes: player {p} went from {was} to {now} in the Senate, the events say "
                            f"{change[p]:+} (a supply holds {c.cubes_each})")
    for n, chamber in enumerate(new.chambers, 1):
        if sum(chamber.cubes) and not all(chamber.shows(d) for d in chamber.decrees):
            problems.append(f"Chamber {n} holds a cube and a Decree of it lies face down")
        if any(d not in chamber.decrees for d in chamber.flipped):
            problems.append(f"Chamber {n}: {list(chamber.flipped)} turned, but it holds {list(chamber.decrees)}")
    changed = sorted((n, now) for n, _, now in control_changes(old, new))
    if sorted(announced) != changed:
        problems.append(f"control: {changed} changed, the events announce {sorted(announced)}")
    expected = old
    for e in step.events:
        if isinstance(e, DecreeMoved):      # effect.move_decree: the one way a Decree changes Chamber
            expected = move_decree(expected, e.chamber, e.to)[0]
    if [chamber.decrees for chamber in new.chambers] != [chamber.decrees for chamber in expected.chambers]:
        problems.append(f"decrees: the Chambers held {[c.decrees for c in old.chambers]}, now "
                        f"{[c.decrees for c in new.chambers]}; the events move none or others")
    for p in (0, 1):
        held_decrees = [e.name for e in decree_extras(after.game.rules, after.parts, p)]   # Agora's extras only
        if held_decrees != list(decrees_of(new, p)):
            problems.append(f"decrees: player {p}'s city counts {held_decrees}, their Chambers hold "
                            f"{list(decrees_of(new, p))}")
        elif rebuild_city(after.game.rules, after.cities[p], city_extras(after.game.rules, after.parts, p)
                          ).profile.extras != after.cities[p].profile.extras:
            problems.append(f"decrees: player {p}'s city was not summed again after a change of control")
    problems += _conspiracies(before, step)
    winner = political_supremacy(new)
    if winner is not None and after.outcome != (POLITICAL, winner) and before.outcome is None:
        problems.append(f"player {winner} controls every Chamber and the game goes on")
    return problems



def _conspiracies(before: State, step: Step) -> list[str]:
    """agora.conspire, agora.prepare, agora.trigger: every Conspiracy stays in the deck or a hand, never
    in two places; who knows a card of the deck is said card by card; a hand only grows, by the
    Conspiracies the events say were kept, the earlier ones kept as they were but for a card tucked
    under an unprepared one and a prepared one triggered, each as an event says; one trigger a turn."""
    old, new = held(before), held(step.state)
    problems = []
    held_before = [*old.deck, *(p.conspiracy for hand in old.hands for p in hand)]
    cards = [*new.deck, *(p.conspiracy for hand in new.hands for p in hand)]
    if len(new.known) != len(new.deck):
        problems.append(f"conspiracies: the deck holds {len(new.deck)} cards and says who knows {len(new.known)}")
    if len(set(cards)) != len(cards) or sorted(cards) != sorted(held_before):
        problems.append(f"conspiracies: the deck and hands held {sorted(held_before)}, now {sorted(cards)}")
    kept, prepared, triggered = [0, 0], [0, 0], [0, 0]
    for e in step.events:
        if isinstance(e, Conspired):
            kept[e.player] += e.kept
        elif isinstance(e, Prepared):
            prepared[e.player] += 1
        elif isinstance(e, Triggered):
            triggered[e.player] += 1
            if old.triggering != MAY_TRIGGER:
                problems.append(f"conspiracies: player {e.player} triggers a second Conspiracy in one turn")
    for p in (0, 1):
        was, now = old.hands[p], new.hands[p]
        if [plot.conspiracy for plot in now[:len(was)]] != [plot.conspiracy for plot in was] \
                or len(now) != len(was) + kept[p]:
            problems.append(f"conspiracies: player {p} held {len(was)} and holds {len(now)}, the events say "
                            f"{kept[p]:+} kept")
            continue
        tucked = sum(1 for a, b in zip(was, now, strict=False) if a.card != b.card)
        turned = sum(1 for a, b in zip(was, now, strict=False) if a.triggered != b.triggered)
        changed = any((a.prepared and a.card != b.card) or (a.triggered and not b.triggered)
                      or (a.triggered and a.card != b.card) for a, b in zip(was, now, strict=False))
        if changed or any(b.prepared or b.triggered for b in now[len(was):]):
            problems.append(f"conspiracies: player {p}'s Conspiracies changed other than by preparing and triggering")
        if tucked != prepared[p] or turned != triggered[p]:
            problems.append(f"conspiracies: player {p} prepared {tucked} and triggered {turned} Conspiracies, the "
                            f"events say {prepared[p]} and {triggered[p]}")
    return problems


__all__ = ["check_step"]
