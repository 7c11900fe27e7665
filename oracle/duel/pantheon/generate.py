"""Generate the conformance suite of 7 Wonders Duel with the Pantheon (``spec/conformance/duel-pantheon``).

The Pantheon's games are mined as the base game's are (:mod:`oracle.duel.conformance.generate`):
the base game's detectors still apply, since every rule of the base game still holds, and the
expansion adds its own: the tokens taken from the structure, the placement of a divinity, the Gate
and the reveal of Age II, each activation (its space, its player, the Gate, The Sanctuary, the
Offering tokens spent), each divinity's power and the decisions it calls for, the Grand Temples, the
blocker, the reserve, and their points at the end.

    python -m oracle.conformance.generate --game duel --variant pantheon [--check]

It reaches the Pantheon's kit through the game (``game.conformance_kit()``), as the runner does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oracle.conformance.mining import slug, who
from oracle.core.events import Event
from oracle.duel import decision_kinds, legal
from oracle.duel import events as ev
from oracle.duel.conformance.expansions import ExpansionSuite, mined, perft_positions, suite_files
from oracle.duel.conformance.generate import (
    AREAS,
    Miner,
    Source,
    construct_rules,
    effects_text,
)
from oracle.duel.game import Game
from oracle.duel.pantheon import events as pe
from oracle.duel.pantheon.kinds import ACTIVATE, DIVINITY_PLACE
from oracle.duel.pantheon.state import VARIANT as PANTHEON
from oracle.duel.pantheon.state import part
from oracle.duel.ruleset import Ruleset
from oracle.duel.state import DISCARD, Action, State

MINING = (("uniform", 200), ("devout", 400), ("builder", 120), ("military", 120), ("science", 120))
GOLDEN_POLICIES = ("uniform", "devout", "builder")
GOLDENS_EACH = 40
PANTHEON_AREAS = {**AREAS, "pantheon": "The Pantheon: its tokens, the placement of divinities, the Gate, "
                                      "activation and its price.",
                  "divinities": "Every divinity's power, and the decisions it calls for."}

BASE_QUOTA = 2       # the most cases of one key a base game's detector keeps here
OWN_SLUGS = ("temple", "enki", "zeus", "reserve", "blocker", "poliorcetics", "divinity", "token-", "gate",
             "pantheon-")

# what a Pantheon decision asks for, as case descriptions say it
CHOICES = {"card_tokens": "which progress token lying on the divinity to keep",
           "steal_card": "which brown or grey card of the opponent to take",
           "steal_wonder": "which unbuilt wonder of the opponent to take",
           "copy_science": "which green card of the opponent to copy",
           "structure_discard": "which card of the structure to discard",
           "unbuild": "which built wonder to unbuild",
           "wonder_from_discard": "which discarded card to build which wonder with",
           "blocker": "where the blocker goes on the track",
           "discard_tokens": "which looting token to discard",
           "loot": "which looting token to apply",
           "choose_deck": "which deck to look through",
           "invoke": "which divinity to activate",
           "divinity_place": "which of the divinities drawn goes on which empty space"}


# the commonly-wrong entry a settled decision's cases are tagged with
WRONG_CHOICES = {"unbuild": 24, "wonder_from_discard": 25}

# rules a decision's cases pin besides the decision's own
PLUS = {DIVINITY_PLACE: ("pantheon.place", "pantheon.hidden"), "invoke": ("pantheon.invoke",),
        "choose_deck": ("pantheon.invoke",)}


def _coins(n: int) -> str:
    return f"{n} coin{'s' if n != 1 else ''}"


class PantheonSuite(ExpansionSuite):
    """The base game's suite machinery over the Pantheon's one variant; an observation expected by a
    case holds the Pantheon's block too."""

    observed = ("structure", "pending", "pantheon")
    own_areas = ("pantheon", "divinities")
    own_slugs = OWN_SLUGS
    base_quota = BASE_QUOTA


class PantheonMiner(Miner):
    """The base game's detectors, and the expansion's."""

    def source(self, src: Source) -> None:
        super().source(src)
        start = next(n for n, s in enumerate(src.states) if s.age == 1)
        first = src.states[start]
        held = part(first)
        assert held is not None
        tokens = len(held.structure_tokens)
        self.propose(("pantheon-setup", first.to_move), 2, 0, "pantheon", "pantheon-setup",
                     f"Age I is laid out with the Pantheon: the board's six spaces are empty, {tokens} Mythology "
                     "tokens lie face up on face-down cards, and each Mythology's deck is face down.",
                     ["pantheon.board", "pantheon.decks", "pantheon.tokens_setup", "setup.grand_temples",
                      "view.hidden"], src, start, expect=("state", "legal"), observe=(0, 1))

    def move(self, src: Source, i: int) -> None:
        super().move(src, i)
        before, after = src.states[i], src.states[i + 1]
        events = src.events(i)
        for e in events:
            self.pantheon_event(src, i, before, after, e, events)

    def decision(self, src: Source, i: int, before: State, action: Action, events: Sequence[Event]) -> None:
        d = before.pending[0]
        if d.kind in decision_kinds.BASE:
            super().decision(src, i, before, action, events)
            return
        rules = self.rules
        rule = rules.decisions[d.kind].rule
        options = legal.legal_actions(before)
        first = next(iter(before.accessible), None)
        wrong = ((Action(DISCARD, card=before.structure[first]), rule),) if first is not None else ()
        source = self.divinity_behind(src, i)
        what = CHOICES.get(d.kind, "a decision")
        n = len(options)
        spread = 0 if d.kind == DIVINITY_PLACE else min(n, 4)
        self.propose(("choice", d.kind, source, spread), 2, n, "divinities", f"{slug(d.kind)}-choice",
                     f"{who(d.player).capitalize()} chooses {what}"
                     + (f" ({source})" if source else "") + f": {n} option{'s' if n != 1 else ''}.",
                     [rule, *PLUS.get(d.kind, ())],
                     src, i, illegal=wrong, expect=("state", "legal"),
                     observe=(0, 1) if d.kind in (DIVINITY_PLACE, "invoke", "choose_deck") else (),
                     components=(source,) if source else ())
        text = self.effects(events)
        quota = 4 if d.kind in WRONG_CHOICES else 3
        self.propose(("chosen", d.kind, source), quota, len(events), "divinities", f"{slug(d.kind)}-made",
                     f"{who(d.player).capitalize()} settles {what}" + (f" ({source})" if source else "")
                     + (f": {text}." if text else "."), [rule, *PLUS.get(d.kind, ())], src, i + 1,
                     components=(source,) if source else (), commonly_wrong=WRONG_CHOICES.get(d.kind))
        if d.kind == "invoke":
            self.strategy_and_law(src, i, before, rules.divinities[action.divinity], d.player)
        if d.kind == "loot":
            token = rules.track.looting[action.looting]
            if (1 if token.side > 0 else 0) == d.player:
                self.propose(("loot-own-side",), 4, 0, "divinities", "loot-own-side",
                             f"{who(d.player).capitalize()} applies the looting token lying on its own side of the "
                             f"track: the opponent loses the coins all the same.", ["effect.loot"], src, i + 1,
                             components=(source,) if source else (), commonly_wrong=21)
        if d.kind == DIVINITY_PLACE:
            placed = next(e for e in events if isinstance(e, pe.DivinityPlaced))
            self.propose(("placed", placed.mythology), 2, 0, "pantheon", "divinity-placed",
                         f"{who(d.player).capitalize()} places a {placed.mythology} divinity face down on space "
                         f"{placed.space}: the opponent sees its Mythology, not the divinity.",
                         ["pantheon.place", "pantheon.hidden", "view.hidden"], src, i + 1, observe=(0, 1),
                         components=(placed.divinity,), commonly_wrong=27)

    def divinity_behind(self, src: Source, i: int) -> str:
        """The divinity whose power opened the decision pending before move ``i`` ('' for none)."""
        for j in range(i - 1, -1, -1):
            for e in src.events(j):
                if isinstance(e, pe.DivinityActivated):
                    return e.divinity
            if not src.states[j].pending:
                break
        return ""

    def play(self, src: Source, i: int, before: State, action: Action, events: Sequence[Event]) -> None:
        self.gate_with_sanctuary(src, i, before)
        if action.kind != ACTIVATE:
            super().play(src, i, before, action, events)
            return
        self.activation(src, i, before, action, events)

    def gate_with_sanctuary(self, src: Source, i: int, before: State) -> None:
        """pantheon.cost: a holder of The Sanctuary may activate the Gate: its price is doubled first, then
        the Sanctuary's 2 coins come off."""
        rules = self.rules
        pantheon = part(before)
        if pantheon is None or rules.section("pantheon") is None or before.age < rules.section("pantheon").first_age:
            return
        player = before.to_move
        if not any(rules.wonders[w].name == "The Sanctuary" for w, _ in before.cities[player].built):
            return
        gate = rules.divinity_index[rules.section("pantheon").gate]
        if not any(a.kind == ACTIVATE and pantheon.spaces[a.space] == gate for a in legal.legal_actions(before)):
            return
        self.propose(("gate-sanctuary", player), 3, 0, "pantheon", "gate-with-sanctuary",
                     f"{who(player).capitalize()} holds The Sanctuary and may activate the Gate: the space's "
                     "figure is doubled, then The Sanctuary takes 2 coins off.",
                     ["pantheon.cost", "pantheon.gate", "effect.discount_coins"], src, i, expect=("state", "legal"),
                     components=("The Gate", "The Sanctuary"), commonly_wrong=17)

    def activation(self, src: Source, i: int, before: State, action: Action, events: Sequence[Event]) -> None:
        """pantheon.activate and pantheon.cost: the legal list before it (every activation with its price),
        and what the divinity does."""
        rules = self.rules
        pantheon = part(before)
        assert pantheon is not None and rules.section("pantheon") is not None
        player = before.to_move
        divinity = rules.divinities[pantheon.spaces[action.space]]
        gate = divinity.name == rules.section("pantheon").gate
        sanctuary = any(rules.wonders[w].name == "The Sanctuary" for w, _ in before.cities[player].built)
        done = next(e for e in events if isinstance(e, pe.DivinityActivated))
        offered = "+".join(map(str, action.offerings)) or "none"
        rules_ids = ["pantheon.activate", "pantheon.cost"] + (["pantheon.offering"] if action.offerings else []) \
            + (["pantheon.gate"] if gate else []) + (["effect.discount_coins"] if sanctuary else [])
        self.propose(("activate", action.space, player, gate, sanctuary, bool(action.offerings)), 1,
                     len(action.offerings), "pantheon",
                     f"activate-space-{action.space + 1}",
                     f"{who(player).capitalize()} may activate a divinity: the price of space {action.space + 1} "
                     f"for this player" + (", the Gate's doubled" if gate else "")
                     + (", less The Sanctuary's 2" if sanctuary else "")
                     + (f", less Offering tokens {offered}" if action.offerings else "") + f": {_coins(done.cost)}.",
                     rules_ids, src, i, expect=("state", "legal"),
                     components=(divinity.name, *(("The Sanctuary",) if sanctuary else ())))
        self.strategy_and_law(src, i, before, divinity, player)
        text = self.effects(events)
        self.propose(("divinity", divinity.name), 6, len(events), "divinities", f"activate-{slug(divinity.name)}",
                     f"{who(player).capitalize()} activates {divinity.name} from space {action.space + 1} for "
                     f"{_coins(done.cost)}" + (f": {text}." if text else "."),
                     ["pantheon.activate", "pantheon.divinity", "effect.when_activated",
                      *construct_rules(divinity.source)], src, i + 1, components=(divinity.name,))
        if before.age >= 2:
            empty = next((s for s, d in enumerate(pantheon.spaces) if d < 0), None)
            if empty is not None:
                self.propose(("activate-empty",), 3, 0, "pantheon", "activate-empty-space",
                             f"Space {empty + 1} of the Pantheon is empty: nothing there can be activated.",
                             ["pantheon.activate", "pantheon.empty_space"], src, i,
                             illegal=((Action(ACTIVATE, space=empty), "pantheon.activate"),), expect=("legal",))
            held = set(pantheon.offerings[player])
            missing = next((v for v in sorted(rules.section("pantheon").offering_tokens) if v not in held), None)
            if missing is not None:
                self.propose(("offering-not-held",), 3, 0, "pantheon", "offering-not-held",
                             f"{who(player).capitalize()} holds no {missing} Offering token and cannot spend one.",
                             ["pantheon.offering"], src, i,
                             illegal=((Action(ACTIVATE, space=action.space, offerings=(missing,)),
                                       "pantheon.offering"),), expect=("legal",))

    def strategy_and_law(self, src: Source, i: int, before: State, divinity: Any, player: int) -> None:
        """pantheon.divinity: a divinity giving shields is no red card, so Strategy adds nothing to them;
        effect.science: a divinity showing Law makes a pair with the Law token."""
        from oracle.dsl import ast

        profile = before.cities[player].profile
        shields = [e for e in divinity.source.effects("when_activated") if isinstance(e, ast.Shields)]
        if shields and profile.extra_shields:
            self.propose(("shields-strategy",), 4, 0, "military", "divinity-shields-with-strategy",
                         f"{who(player).capitalize()} holds Strategy and activates {divinity.name}: its shields move "
                         "the pawn without Strategy's extra shield, as it is no red card.",
                         ["pantheon.divinity", "effect.extra_shields", "effect.shields"], src, i + 1,
                         components=(divinity.name, "Strategy"), commonly_wrong=18)
        law = self.rules.vocabulary.science_symbols.index("law")
        if law in divinity.symbols and profile.symbols[law]:
            self.propose(("law-pair",), 4, 0, "science", "law-pair",
                         f"{who(player).capitalize()} holds the Law token and activates {divinity.name}, which shows "
                         "Law: the two make a pair, and a progress token is taken from the board.",
                         ["effect.science", "science.pair"], src, i + 1, expect=("state", "legal", "events"),
                         components=(divinity.name, "Law"), commonly_wrong=28)

    def effects(self, events: Sequence[Event]) -> str:
        """A few words on what a move caused, the Pantheon's events included."""
        base = effects_text(events, 0)
        parts = [base] if base else []
        for e in events:
            match e:
                case pe.CardStolen():
                    parts.append(f"{e.card} moves into {who(e.player)}'s city")
                case pe.WonderStolen():
                    parts.append(f"{who(e.player)} takes {e.wonder}")
                case pe.WonderUnbuilt():
                    parts.append(f"{e.wonder} is unbuilt")
                case pe.ScienceCopied():
                    parts.append(f"{who(e.player)} copies the {e.symbol} of {e.card}")
                case pe.StructureDiscard():
                    parts.append(f"{e.card} goes from the structure to the discard pile")
                case pe.ReserveChanged():
                    parts.append(f"{_coins(abs(e.amount))} {'go onto' if e.amount > 0 else 'leave'} {e.source}")
                case pe.BlockerPlaced():
                    parts.append(f"the blocker goes on space {e.position:+d}")
                case pe.LootingDiscarded():
                    parts.append(f"the looting token on {e.position:+d} is discarded")
        return "; ".join(dict.fromkeys(parts))

    def pantheon_event(self, src: Source, i: int, before: State, after: State, e: Event,
                       events: Sequence[Event]) -> None:
        """The expansion's events, each pinned where it happens."""
        rules = self.rules
        k = i + 1
        match e:
            case pe.TokenTaken():
                zeus = any(isinstance(x, pe.StructureDiscard) for x in events)
                what = f"the {e.value} Offering token" if e.token == "offering" else f"a {e.token} Mythology token"
                self.propose(("token", e.token, zeus, e.player == before.to_move), 2, 0, "pantheon",
                             f"token-{slug(e.token)}",
                             f"The move uncovers {what}: {who(e.player)} takes it"
                             + (" (a card Zeus discarded uncovered it)" if zeus else "") + ".",
                             ["pantheon.token_gain", "pantheon.tokens_setup"], src, k, commonly_wrong=16)
            case pe.GatePlaced():
                self.propose(("gate", e.space), 2, 0, "pantheon", "gate-placed",
                             f"Age II is laid out: the Gate goes on space {e.space}, the last empty one, and every "
                             "divinity of the Pantheon turns face up.",
                             ["pantheon.gate", "pantheon.reveal", "pantheon.age_one"], src, k, observe=(0, 1),
                             components=(rules.section("pantheon").gate,) if rules.section("pantheon") else ())
            case pe.ProgressLaid():
                board = part(before)
                self.propose(("laid", before.age >= 2 and not board.revealed if board else 0),
                             3, 0, "divinities", "enki-tokens-laid",
                             f"{e.divinity} turns face up: {e.token} is drawn from the box and lies on it.",
                             ["effect.when_revealed", "effect.draw_progress"], src, k, components=(e.divinity,))
            case pe.ProgressReturned():
                self.propose(("returned",), 4, 0, "divinities", "enki-tokens-returned",
                             f"{e.divinity} is shown and not chosen: {e.token} goes back to the box.",
                             ["effect.invoke", "effect.draw_progress"], src, k, components=(e.divinity,),
                             commonly_wrong=26)
            case pe.ReserveChanged() if e.amount < 0:
                self.propose(("reserve-spent", min(-e.amount, 3)), 2, 0, "pantheon", "reserve-spent",
                             f"{who(e.player).capitalize()} pays with the coins on {e.source} once the treasury "
                             f"is empty: {_coins(-e.amount)} from there.",
                             ["pantheon.reserve"], src, k, components=(e.source,))
            case pe.BlockerReached():
                capital = abs(e.position) == rules.track.capital
                self.propose(("blocker-reached", capital), 3, 0, "military", "blocker-reached",
                             f"The conflict pawn reaches the blocker on {e.position:+d}: it stops there and the "
                             "blocker leaves the game.", ["military.blocker", "military.shields"], src, k,
                             components=("Minerva",), commonly_wrong=20)
            case ev.CoinsChanged() if e.source == "Poliorcetics" and not self.red_build(src.moves[i]):
                self.propose(("poliorcetics-any", src.moves[i].kind), 2, 0, "military", "poliorcetics-any-push",
                             f"The pawn moves toward {who(e.player)}'s capital with shields that are no red card's: "
                             f"Poliorcetics takes {_coins(-e.amount)} all the same.", ["effect.on_push"], src, k,
                             components=("Poliorcetics",), commonly_wrong=19)
            case ev.CoinsChanged() if e.source == "Poliorcetics":
                self.propose(("poliorcetics", e.amount), 3, 0, "military", "poliorcetics",
                             f"The pawn moves toward {who(e.player)}'s capital: Poliorcetics takes "
                             f"{_coins(-e.amount)} from {who(e.player)}.", ["effect.on_push"], src, k,
                             components=("Poliorcetics",))
            case pe.StructureDiscard():
                now, then = part(after), part(before)
                lost = len(now.lost_tokens) > len(then.lost_tokens) if now and then else False
                if lost:
                    self.propose(("zeus-token",), 4, 0, "divinities", "zeus-token-lost",
                                 f"Zeus discards {e.card}, which holds a token: the token leaves the game.",
                                 ["effect.discard_from_structure", "pantheon.token_gain"], src, k,
                                 components=("Zeus",), commonly_wrong=29)
            case ev.CardBuilt() if rules.cards[rules.card_index[e.card]].deck == rules.constants.extra_deck:
                free = e.via == "chain"
                self.propose(("temple", e.card, free), 2, 0, "cards", f"temple-{slug(e.card)}",
                             f"{who(e.player).capitalize()} builds the {e.card}"
                             + (" for nothing, holding a token of its Mythology (and keeps the token)."
                                if free else f" for {_coins(e.cost)}."),
                             ["setup.grand_temples", "turn.build"] + (["pantheon.temple_free", "chain.free"]
                                                                      if free else []), src, k,
                             components=(e.card,))

    def red_build(self, action: Action) -> bool:
        """Whether ``action`` builds a red card."""
        rules = self.rules
        return action.kind == "build" and rules.vocabulary.colours[rules.cards[action.card].colour] == "red"

    def final(self, src: Source) -> None:
        """The base game's points at the end (the progress tokens'), and the Grand Temples', the
        divinities' and the coins left on them."""
        super().final(src)
        last = src.states[-1]
        if last.outcome is None or last.outcome.victory != "civilian":
            return
        from oracle.duel.scoring import score

        rules = self.rules
        for player in (0, 1):
            temples = [c for c in last.cities[player].cards if rules.cards[c].deck == rules.constants.extra_deck]
            sheet = score(last, player)
            if temples:
                self.propose(("temple-end", len(temples)), 2, 0, "scoring", f"temples-{len(temples)}",
                             f"At the end {who(player)}'s {len(temples)} Grand Temple"
                             f"{'s score' if len(temples) > 1 else ' scores'} {sheet['purple']} points as a set.",
                             ["effect.points_by_set", "scoring.points"], src, len(src.moves), expect=("state",),
                             components=tuple(rules.cards[c].name for c in temples),
                             commonly_wrong=23 if len(temples) > 1 else None)
            kept = part(last)
            reserve = kept.reserve[player] if kept else 0
            if reserve:
                self.propose(("reserve-end",), 4, reserve, "scoring", "reserve-points",
                             f"At the end {_coins(reserve)} still lie on {who(player)}'s Astarte: "
                             f"{reserve} point{'s' if reserve != 1 else ''}, apart from the treasury's.",
                             ["pantheon.reserve", "scoring.divinities", "scoring.points"], src, len(src.moves),
                             expect=("state",), components=("Astarte",), commonly_wrong=22)
            if sheet.get("divinities"):
                held = [rules.divinities[d].name for d in kept.divinities[player]] if kept else []
                scorers = tuple(sorted(h for h in held if rules.divinities[rules.divinity_index[h]].source.effects(
                    "at_end")))
                self.propose(("divinity-end", scorers), 3, 0, "scoring", "divinity-points",
                             f"At the end {who(player)}'s divinities score {sheet['divinities']} points.",
                             ["scoring.divinities", "scoring.points"], src, len(src.moves), expect=("state",),
                             components=tuple(held))


# ---- perft ----------------------------------------------------------------------------------------------

# (name, description, policy, seed, what the position is: a test on the state)
PERFT_POSITIONS: tuple[tuple[str, str, str, int, str], ...] = (
    ("age-1-start", "the first move of Age I, after the draft", "uniform", 3, "age-1"),
    ("divinity-place", "a divinity to place, drawn with a Mythology token", "devout", 5, "place"),
    ("age-2-first-turn", "the first turn of Age II, the Gate on the board", "devout", 7, "age-2"),
    ("invoke", "a divinity to choose, shown by the Gate or The Divine Theater", "devout", 11, "invoke"),
    ("age-3-middle", "Age III after eight moves, divinities left on the board", "devout", 13, "age-3"),
)


def _position(src: Source, what: str) -> int:
    """The index of the first state of ``src`` that is the position ``what``."""
    for n, s in enumerate(src.states):
        pending = s.pending[0].kind if s.pending else ""
        if (what == "age-1" and s.age == 1 and not s.pending) or (what == "place" and pending == DIVINITY_PLACE) \
                or (what == "invoke" and pending == "invoke") \
                or (what == "age-2" and s.age == 2 and not s.pending and _revealed(s)):
            return n
        if what == "age-3" and s.age == 3 and not s.pending:
            return min(n + 8, len(src.states) - 1)
    raise LookupError(f"no position {what} in {src.name}")


# ---- the suite -------------------------------------------------------------------------------------------


def generate(rules: Ruleset | None = None) -> dict[str, str]:
    """Every file of the Pantheon's suite: relative path -> text."""
    game = Game(rules, PANTHEON) if rules is not None else Game.load(PANTHEON)
    suite = PantheonSuite(game)
    return suite_files(game, suite, PantheonMiner(suite), mined(game, PANTHEON, MINING),
                       (GOLDEN_POLICIES, GOLDENS_EACH), PANTHEON_AREAS,
                       perft_positions(game, PANTHEON, PERFT_POSITIONS, _position))


def _revealed(state: Any) -> bool:
    """pantheon.reveal: whether the board's divinities are face up."""
    board = part(state)
    return board is not None and board.revealed

