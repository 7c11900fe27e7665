"""Generate the conformance suite from the oracle: cases, playthrough goldens and perft counts.

Cases are mined from seeded games (uniform and biased policies).  Detectors look at every
move of every game; each detector proposes cases under a quota key (e.g. one key per card)
with a score, and the best-scoring proposals of each key are kept.  A case is the record up
to a moment and what must hold there; its id is a readable slug plus a hash of its content.
Everything is deterministic: regenerating gives the same bytes.

    python -m oracle.conformance.generate --game duel [--check]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import groupby
from typing import Any

from oracle.conformance.canonical import (
    GOLDEN_VERSION,
    digest,
    event_json,
    legal_digest,
    legal_list,
    state_hashes,
    state_view,
)
from oracle.conformance.mining import slug, who
from oracle.conformance.perft import perft
from oracle.conformance.suite_files import suite_text, variant_coverage, with_variant_coverage
from oracle.conformance.variants import agreed_states, tag_suite
from oracle.core.events import Event
from oracle.core.game import Playout
from oracle.dsl import ast
from oracle.duel import events as ev
from oracle.duel import legal
from oracle.duel.conformance import COMMONLY_WRONG, DuelKit
from oracle.duel.conformance.policies import play
from oracle.duel.game import Game
from oracle.duel.record import action_to_json, record_to_json
from oracle.duel.ruleset import Ruleset, load_ruleset
from oracle.duel.state import (
    BUILD,
    BUILD_FROM_DISCARD,
    BUILD_WONDER,
    CHOOSE_STARTER,
    DESTROY,
    DESTROY_CARD,
    DISCARD,
    PICK_WONDER,
    PROGRESS_FROM_BOARD,
    PROGRESS_FROM_BOX,
    STARTER,
    TAKE_PROGRESS,
    VARIANTS,
    Action,
    State,
)
from oracle.duel.view import observe

CW_CARDS = {"Lighthouse": 12, "Chamber of Commerce": 12, "Port": 12, "Armory": 12, "Arena": 12,
            "Shipowners Guild": 11, "Moneylenders Guild": 11}

# ---- where the games come from ------------------------------------------------------------------

MINING = (("uniform", 700), ("builder", 500), ("military", 500), ("science", 700), ("wonders", 400),
          ("merchant", 400))
VARIANT_MINING = ("uniform", 300)
VARIANT_GOLDENS = 20        # goldens of each variant besides the standard game (the first 20 of its mined games)
# Games mined besides the numbered ranges above, for events too rare to occur in them (found by
# searching seeds): military-3545 pushes the pawn across both looting zones on player 0's side
# while player 0 holds fewer coins than the two tokens take, so the order shows in the amounts.
EXTRA_MINING = (("military", 3545),)
# Games looked at by one detector only (so that they change no other case): pairs-97 makes a sixth
# science pair once the five tokens of the board are gone.
TARGETED_MINING = (("pairs", 97, "pair_on_empty_board"),)


@dataclass
class Source:
    """One mined game: its states S0..Sn and the events of each move."""

    name: str
    variant: str
    playout: Playout
    states: list[State] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.states = [self.playout.initial, *(s.state for s in self.playout.steps)]

    @property
    def moves(self) -> list[Action]:
        return self.playout.moves

    def events(self, i: int) -> Sequence[Event]:
        return self.playout.steps[i].events


@dataclass
class Proposal:
    key: tuple[Any, ...]
    quota: int
    score: float
    order: int
    area: str
    slug: str
    description: str
    rules: tuple[str, ...]
    source: Source
    k: int                              # the record holds moves[:k]
    components: tuple[str, ...] = ()
    expect: tuple[str, ...] = ("state", "legal", "events")
    illegal: tuple[tuple[Action, str], ...] = ()
    observe: tuple[int, ...] = ()
    commonly_wrong: int | None = None


# ---- describing a move ----------------------------------------------------------------------------


def effects_text(events: Sequence[Event], player: int, main: str = "") -> str:
    """What a move caused, in a few words: coins taken and lost, pawn moves, wonders leaving, turns."""
    parts: list[str] = []
    for e in events:
        if isinstance(e, ev.CoinsChanged) and e.reason not in ("cost", "trade", "discard"):
            verb = "takes" if e.amount > 0 else "loses"
            source = "" if e.source in ("", main) else f" ({e.source})"
            if e.reason == "opponent trade":
                source = " (Economy)"
            parts.append(f"{who(e.player)} {verb} {abs(e.amount)} coin{'s' if abs(e.amount) != 1 else ''}{source}")
        elif isinstance(e, ev.PawnMoved):
            parts.append(f"the pawn moves {abs(e.spaces)} toward {who(1 - e.player)}'s capital")
        elif isinstance(e, ev.WonderRemoved):
            parts.append(f"{e.wonder} leaves the game")
        elif isinstance(e, ev.PlayAgain):
            parts.append(f"{who(e.player)} plays again")
        elif isinstance(e, ev.GameOver):
            parts.append(f"the game ends ({e.victory} victory)")
    return "; ".join(dict.fromkeys(parts))


def price_text(event: ev.CardBuilt | ev.WonderBuilt) -> str:
    if isinstance(event, ev.CardBuilt) and event.via == "chain":
        return "free through a chain"
    if isinstance(event, ev.CardBuilt) and event.via == "discard pile":
        return "free from the discard pile"
    return f"for {event.cost} coin{'s' if event.cost != 1 else ''}"


# ---- rule ids a component's effects involve ------------------------------------------------------------


def construct_rules(component: ast.Component) -> list[str]:
    out: list[str] = []
    for clause in component.clauses:
        if clause.trigger == "on_chain_build":
            out.append("effect.on_chain_build")
        for effect in clause.effects:
            out.append(f"effect.{effect.construct}")
            per = getattr(effect, "per", None)
            if per is not None:
                out.append("effect.per_most" if per.effective_scope.kind == "most" else "effect.per")
            if effect.construct == "shields":
                out.append("military.shields")
            if effect.construct == "points":
                out.append("scoring.points")
            if effect.construct == "science":
                out.append("science.pair")
            if effect.construct == "trade_at":
                out.append("trade.fixed_price")
    if component.chains or component.free_with:
        out.append("chain.free")
    return out


# ---- the suite ---------------------------------------------------------------------------------------

# Decisions a record may pass through, each with the rules a case must be about to want it there: an
# engine that gets one of them wrong fails every case whose record passes through it, which hides
# the rule the case is about (an engine that forgets to discard a destroyed card would fail a
# looting case recorded behind a destroy).  The proposals with the fewest detours win.
DETOURS: dict[str, tuple[str, ...]] = {
    "destroy": ("effect.destroy",),
    "mausoleum": ("effect.build_from_discard",),
    "progress": ("science.pair", "effect.take_progress"),
}


def detour_of(event: Event) -> str | None:
    """The kind of detour an event is part of, if any (see :data:`DETOURS`)."""
    if isinstance(event, ev.CardDestroyed):
        return "destroy"
    if isinstance(event, ev.CardBuilt) and event.via == "discard pile":
        return "mausoleum"
    if isinstance(event, ev.ProgressTaken):
        return "progress"
    return None



class Suite:
    """The proposals of every detector, and the cases chosen from them.  ``observed``: the fields of an
    observation a case expects.  ``games``: the game of each
    variant the suite covers (default: the base game's two); ``edition`` tags each case; ``notes``
    are the commonly-wrong statements a case tagged with one carries."""

    observed: tuple[str, ...] = ("structure", "pending")

    def __init__(self, rules: Ruleset, games: dict[str, Game] | None = None, edition: str = "base",
                 notes: dict[int, str] | None = None):
        self.rules = rules
        self.proposals: dict[tuple[Any, ...], list[Proposal]] = {}
        self.order = 0
        self.games = games if games is not None else {variant: Game(rules, variant) for variant in VARIANTS}
        self.edition = edition
        self.notes = notes if notes is not None else COMMONLY_WRONG
        self.agreed: dict[str, int] = {}     # source name -> how many of its first states every variant shares
        self.passed: dict[str, list[Counter[str]]] = {}   # source name -> the detours of each record prefix

    def propose(self, p: Proposal) -> None:
        p.order = self.order
        self.order += 1
        self.proposals.setdefault(p.key, []).append(p)

    def everywhere(self, p: Proposal) -> bool:
        """Whether the proposal's record plays the same under every variant up to its moment (its
        case then likely holds under each: :mod:`oracle.conformance.variants` finds out exactly)."""
        src = p.source
        if src.name not in self.agreed:
            others = [g for v, g in self.games.items() if v != src.variant]
            self.agreed[src.name] = agreed_states(others, src.states, src.moves)
        return p.k < self.agreed[src.name]

    def detours(self, p: Proposal) -> int:
        """How many destroys, Mausoleum builds and progress-token choices the proposal's record
        passes through that its rules are not about (see :data:`DETOURS`)."""
        src = p.source
        if src.name not in self.passed:
            counts, running = [Counter[str]()], Counter[str]()
            for i in range(len(src.moves)):
                running.update(detour for e in src.events(i) if (detour := detour_of(e)) is not None)
                counts.append(running.copy())
            self.passed[src.name] = counts
        passed = self.passed[src.name][p.k]
        return sum(n for kind, n in passed.items() if not set(DETOURS[kind]) & set(p.rules))

    def chosen(self) -> list[Proposal]:
        """The proposals of each key, up to its quota, each moment of a game once: those whose record
        takes the fewest detours through other rules' decisions first, then the best-scoring; among
        equals, those playing the same under every variant (so that an engine of either variant runs
        as many cases as can be), then the earliest moment."""
        out: list[Proposal] = []
        for key in sorted(self.proposals, key=repr):
            group = sorted(self.proposals[key], key=lambda p: (self.detours(p), -p.score, p.k, p.order))
            seen: set[tuple[str, int]] = set()
            kept: list[Proposal] = []
            quota = group[0].quota
            for _, run in groupby(group, key=lambda p: (self.detours(p), p.score)):
                tied = []
                for p in run:
                    if (p.source.name, p.k) not in seen:
                        seen.add((p.source.name, p.k))
                        tied.append(p)
                room = quota - len(kept)
                if len(tied) > room:
                    first = []
                    for p in tied:
                        if self.everywhere(p):
                            first.append(p)
                            if len(first) == room:
                                break
                    picked = {id(p) for p in first}
                    tied = [*first, *(p for p in tied if id(p) not in picked)]
                kept += tied[:room]
                if len(kept) >= quota:
                    break
            out += kept
        return out

    def build(self, p: Proposal) -> dict[str, Any]:
        rules = self.rules
        src = p.source
        state = src.states[p.k]
        expect: dict[str, Any] = {}
        if "state" in p.expect:
            expect["state"] = state_view(state)
        if "events" in p.expect and p.k > 0:
            expect["events"] = [event_json(e) for e in src.events(p.k - 1)]
        if "legal" in p.expect:
            expect["legal"] = legal_list(state)
        if p.illegal:
            expect["illegal"] = [{"action": action_to_json(rules, a), "rule": r} for a, r in p.illegal]
        if p.observe:
            views = []
            for player in p.observe:
                view = observe(state, player)
                views.append({"player": player, "observation": {key: view[key] for key in self.observed}})
            expect["observe"] = views
        body: dict[str, Any] = {
            "description": p.description,
            "rules": sorted(set(p.rules)),
            "tags": {"game": "duel", "edition": self.edition, "variant": src.variant, "area": p.area},
        }
        if p.components:
            body["components"] = sorted(set(p.components))
        if p.commonly_wrong is not None:
            body["commonly_wrong"] = p.commonly_wrong
            body["note"] = self.notes[p.commonly_wrong]
        body["record"] = record_to_json(rules, src.playout.initial.setup, src.moves[:p.k], src.variant)
        body["expect"] = expect
        return {"id": f"{p.slug}-{digest(body, 8)}", **body}


# what a pending decision asks for, as case descriptions say it
DECISION_NAMES = {PROGRESS_FROM_BOARD: "a progress token to take",
                  PROGRESS_FROM_BOX: "a progress token to take from the box",
                  DESTROY_CARD: "a card to destroy",
                  BUILD_FROM_DISCARD: "a card to build from the discard pile"}


# ---- detectors -------------------------------------------------------------------------------------


class Miner:
    """Runs every detector over every move of a source."""

    def __init__(self, suite: Suite):
        self.suite = suite
        self.rules = suite.rules

    def propose(self, key: tuple[Any, ...], quota: int, score: float, area: str, slug: str, description: str,
                rules: list[str] | tuple[str, ...], source: Source, k: int, **extra: Any) -> None:
        self.suite.propose(Proposal(key, quota, score, 0, area, slug, description, tuple(rules), source, k,
                                    **extra))

    def source(self, src: Source) -> None:
        first = src.states[0]
        self.propose(("setup", first.setup.first_player, src.variant), 3, 0, "draft", "new-game",
                     f"A new game: 7 coins each, the pawn in the centre, five progress tokens on the board, "
                     f"{who(first.to_move)} picks first among the first four wonders.",
                     ["setup.coins", "setup.progress", "setup.draft"], src, 0, expect=("state", "legal"))
        for i in range(len(src.moves)):
            self.move(src, i)
        self.final(src)

    # -- one move --------------------------------------------------------------------------------------
    def move(self, src: Source, i: int) -> None:
        before, after = src.states[i], src.states[i + 1]
        action = src.moves[i]
        events = src.events(i)
        kinds = {e.kind for e in events}
        if before.age == 0:
            self.draft(src, i, before, action)
        elif before.pending:
            self.decision(src, i, before, action, events)
        else:
            self.play(src, i, before, action, events)
        if "reveal" in kinds:
            n = sum(1 for e in events if e.kind == "reveal")
            self.propose(("reveal", n, before.age), 4, len(events), "structure", f"reveal-{n}",
                         f"Taking a card uncovers {n} face-down card{'s' if n > 1 else ''}, which "
                     f"turn{'' if n > 1 else 's'} face up.",
                         ["age.reveal", "turn.accessible"], src, i + 1)
        self.reveal_timing(src, i, before, after, kinds)
        if after.age != before.age and after.age >= 1:
            self.age_start(src, i, before, after)
        if "looting" in kinds:
            for e in events:
                if isinstance(e, ev.LootingTokenTaken):
                    floored = e.lost < e.token
                    self.propose(("looting", e.token, floored), 3, 10 * floored + before.coins[e.player],
                                 "military", f"looting-{e.token}{'-short' if floored else ''}",
                                 f"The pawn enters a {e.token}-coin looting zone: {who(e.player)} loses "
                                 f"{e.lost} coin{'s' if e.lost != 1 else ''}"
                                 f"{' (all it had)' if floored else ''}.",
                                 ["military.looting", "military.shields"], src, i + 1, commonly_wrong=14)
        lootings = [e for e in events if isinstance(e, ev.LootingTokenTaken)]
        if len(lootings) > 1:
            taken = ", then ".join(f"{e.lost} of the {ev.looting_name(e.token)}" for e in lootings)
            victim = lootings[0].player
            # The order shows in the amounts only when the victim cannot pay every token in full.
            shows = 0 < before.coins[victim] < sum(e.lost for e in lootings) + 1 and lootings[-1].lost > 0
            self.propose(("looting-both", victim), 1, 100 * shows - before.coins[victim], "military",
                         "looting-both-zones",
                         f"One push crosses both looting zones on {who(victim)}'s side: the nearer token is "
                         f"taken first ({taken}).",
                         ["military.looting", "military.shields"], src, i + 1, commonly_wrong=14)
        if "pawn" in kinds and "looting" not in kinds:
            pawn = next(e for e in events if isinstance(e, ev.PawnMoved))
            zone_before = self.zone(before.pawn * (1 if pawn.player == 0 else -1))
            zone_after = self.zone(after.pawn * (1 if pawn.player == 0 else -1))
            if zone_after > zone_before and zone_after >= 3:
                self.propose(("no-second-looting",), 4, abs(after.pawn), "military", "looting-once",
                             "The pawn enters a zone whose looting token is already gone: nobody is looted.",
                             ["military.looting"], src, i + 1, commonly_wrong=14)
        if "wonder_removed" in kinds:
            removed = next(e for e in events if isinstance(e, ev.WonderRemoved))
            self.propose(("cap",), 6, len(events), "wonders", "seventh-wonder",
                         f"The seventh wonder is built: {removed.wonder}, still unbuilt, goes back to the box.",
                         ["wonder.cap", "wonder.build"], src, i + 1, commonly_wrong=6,
                         components=(removed.wonder,))
        if "play_again_lost" in kinds:
            self.propose(("again-lost", before.age), 3, 1, "ages", "extra-turn-lost",
                         "A wonder granting another turn is built with the Age's last card: the extra turn is lost.",
                         ["age.play_again_lost", "effect.play_again", "age.end"], src, i + 1, commonly_wrong=4)
        if after.outcome is not None:
            self.ending(src, i, after, events)

    def reveal_timing(self, src: Source, i: int, before: State, after: State, kinds: set[str]) -> None:
        """age.reveal: a card uncovered by a move that calls for a decision stays face down until the
        decision is made, then turns up with it."""
        hidden = [s for s in after.accessible if not after.face_up >> s & 1]
        if hidden and after.pending and after.outcome is None:
            what = DECISION_NAMES.get(after.pending[0].kind, "a decision")
            self.propose(("reveal-held", after.pending[0].kind), 3, len(hidden), "structure", "reveal-held",
                         f"The move uncovers a face-down card and calls for {what}: the card stays face down, "
                         "for both players, until the decision is made.",
                         ["age.reveal", "turn.accessible"], src, i + 1, observe=(0, 1), commonly_wrong=15)
        if before.pending and "reveal" in kinds:
            what = DECISION_NAMES.get(before.pending[0].kind, "a decision")
            self.propose(("reveal-after", before.pending[0].kind), 3, 1, "structure", "reveal-after-decision",
                         f"With {what} settled, the move is over: the card it uncovered turns face up.",
                         ["age.reveal"], src, i + 1, observe=(0, 1), commonly_wrong=15)

    @staticmethod
    def zone(distance: int) -> int:
        return 6 if distance >= 6 else 3 if distance >= 3 else 1 if distance >= 1 else 0

    # -- the wonder draft --------------------------------------------------------------------------------
    def draft(self, src: Source, i: int, before: State, action: Action) -> None:
        rules = self.rules
        setup = before.setup
        not_offered = next(w for w in (*setup.wonders[before.picks:], *range(len(rules.wonders)))
                           if w not in before.offer and w not in before.cities[0].wonders
                           and w not in before.cities[1].wonders)
        illegal = [(Action(PICK_WONDER, wonder=not_offered), "setup.draft")]
        if before.picks == 0:
            illegal.append((Action(BUILD, card=setup.ages[0][19]), "setup.draft"))
        self.propose(("draft", before.picks, setup.first_player), 3, 0, "draft", f"draft-pick-{before.picks + 1}",
                     f"Pick {before.picks + 1} of the wonder draft: {who(before.to_move)} chooses among the wonders "
                     "on offer.", ["setup.draft"], src, i, illegal=tuple(illegal), expect=("state", "legal"))

    def age_start(self, src: Source, i: int, before: State, after: State) -> None:
        age = after.age
        starter = after.pending[0].player if after.pending else after.to_move
        rules = ["age.layout", "view.hidden", "setup.removals"]
        rules += ["setup.draft"] if age == 1 else ["age.end", "age.next_starter"]
        rules += ["setup.guilds"] if age == 3 else []
        cause = "pawn-centred" if after.pawn == 0 else "pawn-p1" if after.pawn > 0 else "pawn-p0"
        why = {"pawn-centred": "the pawn is in the centre", "pawn-p1": "the pawn stands on player 1's side",
               "pawn-p0": "the pawn stands on player 0's side"}[cause]
        text = f"Age {'I' * age} is dealt: its face-up rows show, the other cards show only their backs"
        if age > 1:
            decides = "begins" if not after.pending else "chooses who begins"
            text += f"; {who(starter)} {decides} ({why})"
        text += "."
        self.propose(("age-start", age, cause if age > 1 else "", src.variant), 3, 0, "ages",
                     f"age-{age}-dealt", text, rules, src, i + 1, observe=(0, 1))

    def pair_on_empty_board(self, src: Source, i: int, before: State, after: State) -> None:
        """science.pair: a pair made while the board holds no progress token gives nothing."""
        if before.board or before.pending or before.age == 0:
            return
        for player in (0, 1):
            was, now = before.cities[player].profile.symbols, after.cities[player].profile.symbols
            if any(n == 1 and m == 2 for n, m in zip(was, now, strict=True)):
                self.propose(("pair-empty-board",), 1, 0, "science", "science-pair-empty-board",
                             f"{who(player).capitalize()} makes a pair of identical science symbols while the "
                             "progress board is empty: no token is taken and no decision is owed.",
                             ["science.pair"], src, i + 1)

    # -- pending decisions ------------------------------------------------------------------------------
    def decision(self, src: Source, i: int, before: State, action: Action, events: Sequence[Event]) -> None:
        rules = self.rules
        d = before.pending[0]
        discard_first = next(iter(before.accessible), None)
        wrong = (Action(DISCARD, card=before.structure[discard_first]) if discard_first is not None
                 else Action(TAKE_PROGRESS, token=0) if d.kind != PROGRESS_FROM_BOARD else Action(BUILD, card=0))
        rule = rules.decisions[d.kind].rule
        if d.kind == PROGRESS_FROM_BOARD:
            self.propose(("pair", len(d.options)), 4, len(d.options), "science", "science-pair-choice",
                         f"{who(d.player).capitalize()} holds a pair of identical science symbols and chooses one of "
                         f"the {len(d.options)} progress tokens on the board.",
                         ["science.pair"], src, i, illegal=((wrong, rule),), expect=("state", "legal"))
            token = rules.progress[action.token]
            self.token_taken(src, i, token.name, "board")
        elif d.kind == PROGRESS_FROM_BOX:
            self.propose(("library-choice",), 4, 0, "wonders", "great-library-choice",
                         "The Great Library offers the first three tokens of the box; the opponent's view "
                         "does not show them.", ["effect.take_progress", "view.hidden"], src, i,
                         illegal=((wrong, rule),), expect=("state", "legal"), observe=(0, 1), commonly_wrong=7,
                         components=("The Great Library",))
            self.token_taken(src, i, rules.progress[action.token].name, "box")
        elif d.kind == "destroy":
            colour = rules.vocabulary.colours[rules.cards[d.options[0]].colour]
            self.propose(("destroy-choice", colour), 3, len(d.options), "wonders", f"destroy-{colour}-choice",
                         f"{who(d.player).capitalize()} chooses which of the opponent's {colour} cards to destroy.",
                         ["effect.destroy"], src, i, illegal=((wrong, rule),), expect=("state", "legal"))
            self.propose(("destroyed", colour), 2, 0, "wonders", f"destroy-{colour}",
                         f"The opponent's {rules.cards[action.card].name} goes to the discard pile; its production "
                         "is gone.", ["effect.destroy", "trade.price"], src, i + 1,
                         components=(rules.cards[action.card].name,))
        elif d.kind == "discard_build":
            setup_removed = {c for age, dealt in zip(("I", "II", "III"), before.setup.ages, strict=True)
                             for c in (x.index for x in rules.deck(age)) if c not in dealt}
            self.propose(("mausoleum-choice", min(len(d.options), 6)), 2, len(setup_removed), "wonders",
                         "mausoleum-choice",
                         f"The Mausoleum offers the {len(d.options)} cards of the discard pile, never the cards "
                         "removed at setup.", ["effect.build_from_discard", "setup.removals"], src, i,
                         illegal=((wrong, rule),),
                         expect=("state", "legal"), commonly_wrong=8, components=("The Mausoleum",))
            card = rules.cards[action.card]
            chained = bool(card.free_with and not card.free_with.isdisjoint(before.cities[d.player].profile.chains))
            urbanism = rules.progress_index["Urbanism"] in before.cities[d.player].progress
            self.propose(("mausoleum-build", chained, urbanism), 3 if chained else 2, 0, "wonders",
                         "mausoleum-build",
                         f"{card.name} is built for nothing from the discard pile"
                         + (" (not a chain build: no Urbanism coins)." if chained and urbanism else "."),
                         ["effect.build_from_discard", *construct_rules(card.source)], src, i + 1,
                         commonly_wrong=8 if chained else None, components=(card.name,))
            self.card_built(src, i, card.name, events)
        elif d.kind == STARTER:
            cause = "pawn-centred" if before.pawn == 0 else "pawn-p1" if before.pawn > 0 else "pawn-p0"
            why = ("the pawn is in the centre and it took the last card" if cause == "pawn-centred"
                   else "the pawn stands on its side")
            self.propose(("starter", cause, src.variant), 4, 0, "ages", f"starter-{cause}",
                         f"At the start of Age {'I' * before.age}, {who(d.player)} chooses who begins ({why}).",
                         ["age.next_starter", "age.end"], src, i,
                         illegal=((wrong, rule),), expect=("state", "legal"))

    def token_taken(self, src: Source, i: int, name: str, where: str) -> None:
        token = self.rules.progress[self.rules.progress_index[name]]
        events = src.events(i)
        text = effects_text(events, src.states[i].to_move, name)
        self.propose(("token", name, where), 2, len(events), "progress", f"take-{slug(name)}",
                     f"{who(src.states[i].to_move).capitalize()} takes {name} from the {where}"
                     + (f": {text}." if text else "."),
                     ["science.pair" if where == "board" else "effect.take_progress",
                      *construct_rules(token.source)], src, i + 1, components=(name,))

    # -- playing a card ----------------------------------------------------------------------------------
    def play(self, src: Source, i: int, before: State, action: Action, events: Sequence[Event]) -> None:
        rules = self.rules
        player = before.to_move
        own, opp = before.cities[player], before.cities[1 - player]
        self.legal_shapes(src, i, before)
        if action.kind == BUILD:
            self.card_built(src, i, rules.cards[action.card].name, events)
        elif action.kind == DISCARD:
            yellow = own.profile.colours[rules.constants.discard_colour]
            self.propose(("discard", min(yellow, 5)), 3, 0, "turn", f"discard-with-{yellow}-yellow",
                         f"{who(player).capitalize()} discards a card with {yellow} yellow card"
                         f"{'s' if yellow != 1 else ''} in its city and takes {2 + yellow} coins.",
                         ["turn.discard"], src, i + 1, components=(rules.cards[action.card].name,))
        elif action.kind == BUILD_WONDER:
            wonder = rules.wonders[action.wonder]
            theology = own.profile.grants_play_again(wonder)
            text = effects_text(events, player, wonder.name)
            self.propose(("wonder", wonder.name), 4, len(events) + 3 * theology, "wonders",
                         f"build-{slug(wonder.name)}",
                         f"{who(player).capitalize()} builds {wonder.name} with {rules.cards[action.card].name}"
                         + (f": {text}." if text else "."),
                         ["wonder.build", *construct_rules(wonder.source)]
                         + (["effect.grant_play_again"] if theology else []),
                         src, i + 1, components=(wonder.name,))
            if theology:
                # a wonder that has an extra turn of its own: the case goes on through that extra turn, to
                # the opponent's move, where an engine granting a second extra turn is seen to differ
                after = i + 2
                through = (wonder.play_again and after < len(src.states) and not src.states[after].is_over
                           and src.states[after - 1].to_move == player and src.states[after].to_move != player)
                self.propose(("theology", wonder.play_again), 3, 1 if through else 0, "wonders",
                             "theology-one-extra-turn",
                             f"With Theology, {wonder.name} gives "
                             + ("still only one extra turn" + (f"; after it, {who(1 - player)} moves."
                                                              if through else ".")
                                if wonder.play_again else "an extra turn."),
                             ["effect.grant_play_again", "effect.play_again"], src, after if through else i + 1,
                             commonly_wrong=5, components=("Theology", wonder.name))
            if wonder.play_again and not theology and src.states[i + 1].to_move == player:
                self.propose(("play-again", wonder.name), 1, 0, "wonders", f"play-again-{slug(wonder.name)}",
                             f"{wonder.name} gives {who(player)} another turn at once.",
                             ["effect.play_again", "turn.alternate"], src, i + 1, components=(wonder.name,))
            shields = any(e.construct == "shields" for e in wonder.source.effects("when_built"))
            strategy = rules.progress_index["Strategy"] in own.progress
            if shields and strategy:
                self.propose(("strategy-wonder",), 3, 0, "military", "strategy-not-on-wonders",
                             f"{wonder.name} gives only its own shields, even with Strategy.",
                             ["effect.extra_shields", "military.shields"], src, i + 1, commonly_wrong=3,
                             components=("Strategy", wonder.name))
            if own.profile.discount_for(wonder):
                self.propose(("architecture", bool(own.profile.choices)), 3, len(own.profile.choices), "trade",
                             "architecture-discount",
                             f"{who(player).capitalize()} holds Architecture: each wonder's price leaves the two "
                             "dearest missing units unpaid.",
                             ["cost.discount", "cost.choice", "effect.discount", "trade.price"], src, i,
                             expect=("state", "legal"), commonly_wrong=10, components=("Architecture",))
        # trade payments: to the bank, or to the opponent with Economy
        trade = sum(-e.amount for e in events
                    if isinstance(e, ev.CoinsChanged) and e.reason == "trade" and e.player == player)
        if trade:
            economy = opp.profile.receives_opponent_trade
            fixed = any(own.profile.fixed_prices)
            if economy:
                self.propose(("economy", fixed), 3, trade, "trade", "economy-receives-trade",
                             f"{who(player).capitalize()} pays {trade} coins for trading; the opponent's Economy "
                             f"gives the opponent exactly {trade}.",
                             ["effect.receive_opponent_trade", "trade.bank", "trade.price"]
                             + (["trade.fixed_price"] if fixed else []), src, i + 1, commonly_wrong=2,
                             components=("Economy",))
            else:
                self.propose(("bank", fixed), 4, trade, "trade", "trade-to-bank",
                             f"{who(player).capitalize()} pays {trade} coins for trading; they go to the bank and "
                             "the opponent's coins do not change.",
                             ["trade.bank", "trade.price"] + (["trade.fixed_price"] if fixed else []),
                             src, i + 1, commonly_wrong=13)
        if action.kind == BUILD:
            card = rules.cards[action.card]
            chained = any(isinstance(e, ev.CardBuilt) and e.via == "chain" for e in events)
            if chained and opp.profile.receives_opponent_trade:
                self.propose(("economy-chain",), 2, 0, "trade", "economy-chain-build-pays-nothing",
                             f"{card.name} is built through a chain: nothing is paid, so the opponent's Economy "
                             "gives nothing.", ["effect.receive_opponent_trade", "chain.free"], src, i + 1,
                             commonly_wrong=2, components=("Economy", card.name))
            if chained and rules.progress_index["Urbanism"] in own.progress:
                self.propose(("urbanism",), 3, 0, "progress", "urbanism-chain-bonus",
                             f"{card.name} is built through a chain and Urbanism gives 4 coins.",
                             ["effect.on_chain_build", "chain.free"], src, i + 1, components=("Urbanism", card.name))
            if rules.vocabulary.colours[card.colour] == "red" and rules.progress_index["Strategy"] in own.progress:
                self.propose(("strategy-red",), 3, 0, "military", "strategy-red-card",
                             f"{card.name} moves the pawn one more space thanks to Strategy.",
                             ["effect.extra_shields", "military.shields"], src, i + 1, commonly_wrong=3,
                             components=("Strategy", card.name))
            if own.profile.discount_for(card):
                self.propose(("masonry", bool(own.profile.choices)), 3, len(own.profile.choices), "trade",
                             "masonry-discount",
                             f"{who(player).capitalize()} holds Masonry: blue cards leave the two dearest missing "
                             "units unpaid.", ["cost.discount", "cost.choice", "effect.discount", "trade.price"],
                             src, i, expect=("state", "legal"), commonly_wrong=10, components=("Masonry",))

    def card_built(self, src: Source, i: int, name: str, events: Sequence[Event]) -> None:
        rules = self.rules
        card = rules.cards[rules.card_index[name]]
        before = src.states[i]
        player = before.to_move
        build = next((e for e in events if isinstance(e, ev.CardBuilt) and e.card == name), None)
        if build is None:
            return
        chained = build.via == "chain"
        trade = any(isinstance(e, ev.CoinsChanged) and e.reason == "trade" for e in events)
        gains = sum(e.amount for e in events if isinstance(e, ev.CoinsChanged) and e.amount > 0 and e.player == player)
        score = 3 * chained + 2 * trade + len({e.kind for e in events}) + min(gains, 8) / 2
        extra = ["turn.build", "turn.alternate"] + (["chain.free"] if chained else []) \
            + (["trade.price"] if trade else [])
        text = effects_text(events, player, name)
        self.propose(("card", name), 4, score, "cards", f"build-{slug(name)}",
                     f"{who(player).capitalize()} builds {name} {price_text(build)}" + (f"; {text}." if text else "."),
                     [*extra, *construct_rules(card.source)], src, i + 1, components=(name,),
                     commonly_wrong=CW_CARDS.get(name))
        colour = rules.vocabulary.colours[card.colour]
        per = [e for e in card.source.effects("when_built") if getattr(e, "per", None) is not None]
        if colour == "purple" and per:
            scope = getattr(per[0], "per")  # noqa: B009 - every effect in 'per' has one
            counted = tuple(n.value for n in scope.counted.names)
            counts = [sum(before.cities[p].profile.colours[rules.vocabulary.colours.index(c)] for c in counted)
                      for p in (0, 1)]
            if counts[1 - player] > counts[player]:
                self.propose(("guild-opponent-most", name), 1, counts[1 - player], "cards",
                             f"guild-counts-opponent-{slug(name)}",
                             f"{name} pays coins for the opponent's city, which has more "
                             f"{' and '.join(counted)} cards.", ["effect.per_most", "effect.gain_coins"],
                             src, i + 1, commonly_wrong=11, components=(name,))

    def legal_shapes(self, src: Source, i: int, state: State) -> None:
        """Legal lists whose prices exercise trading, fixed prices, choices; illegal builds."""
        rules = self.rules
        player = state.to_move
        own, opp = state.cities[player].profile, state.cities[1 - player].profile
        priced = legal.priced_actions(state)
        trade_costs = [p for _, p in priced if p is not None and p.trade]
        if trade_costs:
            fixed = any(own.fixed_prices)
            choice = bool(own.choices)
            weight = sum(opp.trade_weight) > 0
            opp_choice = bool(opp.choices)
            bucket = (fixed, choice, weight, opp_choice)
            rules_ = ["trade.price", "cost.afford"] + (["trade.fixed_price"] if fixed else []) \
                + (["cost.choice"] if choice else [])
            text = "Build prices count the opponent's brown and grey production" \
                + ("; the player's fixed prices apply" if fixed else "") \
                + ("; choice production is used in the cheapest way" if choice else "") \
                + ("; the opponent's yellow cards and wonders do not raise them" if opp_choice else "") + "."
            self.propose(("prices", bucket, state.age), 5, len(trade_costs), "trade", "build-prices", text, rules_,
                         src, i, expect=("state", "legal"), commonly_wrong=1 if opp_choice else None)
        # an unaffordable build, a covered card, a card that is not there
        coins = state.coins[player]
        for slot in state.accessible:
            card = rules.cards[state.structure[slot]]
            price = legal.price(state, player, card)
            if price.total > coins:
                self.propose(("unaffordable", state.age), 6, price.total - coins, "trade",
                             "unaffordable-build",
                             f"{card.name} costs {price.total} coins and {who(player)} has {coins}: "
                             "building it is refused.", ["cost.afford", "trade.price"], src, i,
                             illegal=((Action(BUILD, card=card.index), "cost.afford"),), expect=("legal",),
                             components=(card.name,))
                break
        covered = [s for s in range(len(state.structure)) if state.structure[s] >= 0 and s not in state.accessible]
        by_face = {("face-up" if state.face_up >> s & 1 else "face-down"): s for s in reversed(covered)}
        for face, slot in sorted(by_face.items()):
            card = rules.cards[state.structure[slot]]
            self.propose(("covered", face, state.age), 3, 0, "structure", f"covered-{face}-card",
                         f"{card.name}, {face} and covered by other cards, cannot be taken.",
                         ["turn.accessible"], src, i,
                         illegal=((Action(DISCARD, card=card.index), "turn.accessible"),
                                  (Action(BUILD, card=card.index), "turn.accessible")), expect=("legal",))
        if state.discard:
            card = rules.cards[state.discard[0]]
            self.propose(("not-in-structure", state.age), 1, 0, "structure", "card-not-in-structure",
                         f"{card.name} lies in the discard pile, not in the structure: it cannot be played.",
                         ["turn.accessible"], src, i,
                         illegal=((Action(BUILD, card=card.index), "turn.accessible"),), expect=())
        self.propose(("no-decision", state.age), 1, 0, "turn", "no-decision-pending",
                     "No decision is pending: taking a progress token or choosing a starter is refused.",
                     ["turn.play"], src, i,
                     illegal=((Action(TAKE_PROGRESS, token=state.board[0] if state.board else 0), "turn.play"),
                              (Action(CHOOSE_STARTER, player=player), "turn.play")), expect=())
        # wonders that cannot be built
        city = state.cities[player]
        other = state.cities[1 - player]
        if state.accessible:
            used = state.structure[state.accessible[0]]
            for w in other.wonders:
                if w not in state.removed_wonders:
                    self.propose(("not-own-wonder",), 3, 0, "wonders", "opponents-wonder",
                                 f"{rules.wonders[w].name} belongs to the opponent: {who(player)} cannot build it.",
                                 ["wonder.build"], src, i,
                                 illegal=((Action(BUILD_WONDER, card=used, wonder=w), "wonder.build"),), expect=(),
                                 components=(rules.wonders[w].name,))
                    break
            for w, _ in city.built:
                self.propose(("built-wonder",), 3, 0, "wonders", "wonder-built-twice",
                             f"{rules.wonders[w].name} is already built: it cannot be built again.",
                             ["wonder.build"], src, i,
                             illegal=((Action(BUILD_WONDER, card=used, wonder=w), "wonder.build"),), expect=(),
                             components=(rules.wonders[w].name,))
                break
            for w in city.wonders:
                if w in state.removed_wonders:
                    self.propose(("removed-wonder",), 4, 0, "wonders", "removed-wonder-unbuildable",
                                 f"Seven wonders are built: {rules.wonders[w].name} is out of the game and no wonder "
                                 "can be built.", ["wonder.cap"], src, i,
                                 illegal=((Action(BUILD_WONDER, card=used, wonder=w), "wonder.cap"),),
                                 expect=("legal",), commonly_wrong=6, components=(rules.wonders[w].name,))
                    break

    # -- endings ----------------------------------------------------------------------------------------
    def ending(self, src: Source, i: int, after: State, events: Sequence[Event]) -> None:
        outcome = after.outcome
        assert outcome is not None
        n = i + 1
        over = (Action(DISCARD, card=0), "game.over")
        if outcome.victory == "military":
            self.propose(("military-win",), 8, -n, "military", "military-supremacy",
                         f"The pawn reaches a capital: {who(outcome.winner or 0)} wins at once by military supremacy.",
                         ["victory.military", "military.shields", "game.over"], src, n, illegal=(over,))
            self.supremacy_before_destroy(src, i, after)
        elif outcome.victory == "science":
            law = self.rules.progress_index["Law"] in after.cities[outcome.winner or 0].progress
            self.propose(("science-win", law), 8, -n, "science",
                         "science-supremacy-with-law" if law else "science-supremacy",
                         f"{who(outcome.winner or 0).capitalize()} holds six different science symbols"
                         + (" (Law is one of them)" if law else "") + " and wins at once.",
                         ["victory.science", "game.over"] + (["effect.science"] if law else []), src, n,
                         illegal=(over,), commonly_wrong=9 if law else None,
                         components=("Law",) if law else ())
        else:
            from oracle.duel.scoring import score

            sheets = [score(after, 0), score(after, 1)]
            tie = sheets[0]["total"] == sheets[1]["total"]
            kind = "shared" if outcome.winner is None else "tie-break" if tie else "points"
            text = {"points": "Age III ends: the player with more victory points wins.",
                    "tie-break": "Age III ends with equal points: more points from blue cards win.",
                    "shared": "Age III ends with equal points and equal blue points: the victory is shared."}
            self.propose(("civilian", kind, src.variant), 6 if kind == "points" else 4,
                         sum(sheets[0][p] + sheets[1][p] for p in ("purple", "progress", "wonders")),
                         "scoring", f"civilian-{kind}",
                         text[kind],
                         ["victory.civilian", "scoring.points", "scoring.treasury", "military.points", "age.end"]
                         + (["victory.tie_break"] if kind != "points" else []), src, n, illegal=(over,))

    def supremacy_before_destroy(self, src: Source, i: int, after: State) -> None:
        """victory.military (ruling military.supremacy_before_destroy): a wonder that destroys a card
        and pushes the pawn into the capital ends the game; no card to destroy is asked."""
        rules = self.rules
        action = src.moves[i]
        if action.kind != BUILD_WONDER or after.outcome is None:
            return
        wonder = rules.wonders[action.wonder]
        destroys = [e for e in wonder.source.effects("when_built") if isinstance(e, ast.Destroy)]
        if not destroys:
            return
        winner = after.outcome.winner or 0
        colour = destroys[0].colour.value
        held = [c for c in after.cities[1 - winner].cards if rules.vocabulary.colours[rules.cards[c].colour] == colour]
        if held:
            self.propose(("supremacy-before-destroy",), 3, len(held), "military", "supremacy-before-destroy",
                         f"{wonder.name} pushes the pawn into {who(1 - winner)}'s capital: {who(winner)} wins at once "
                         f"and is not asked which {colour} card to destroy.",
                         ["victory.military", "effect.destroy", "military.shields", "game.over"], src, i + 1,
                         illegal=((Action(DESTROY, card=held[0]), "game.over"),), components=(wonder.name,))

    def final(self, src: Source) -> None:
        """Guild and token points at the end of a civilian game."""
        last = src.states[-1]
        if last.outcome is None or last.outcome.victory != "civilian":
            return
        rules = self.rules
        for player in (0, 1):
            for c in last.cities[player].cards:
                card = rules.cards[c]
                if card.deck == "guild":      # the purple cards counting the city with the most
                    self.propose(("guild-end", card.name), 1, 0, "scoring", f"guild-points-{slug(card.name)}",
                                 f"At the end {card.name} scores for the city with the most of what it counts.",
                                 ["scoring.points", "effect.per_most", "effect.points"], src, len(src.moves),
                                 expect=("state",), commonly_wrong=11, components=(card.name,))
            for t in last.cities[player].progress:
                token = rules.progress[t]
                if token.scorers:
                    self.propose(("token-end", token.name), 1, 0, "scoring", f"token-points-{slug(token.name)}",
                                 f"At the end {token.name} scores its points.", ["scoring.points", "effect.points"],
                                 src, len(src.moves), expect=("state",), components=(token.name,))


# ---- goldens and perft ------------------------------------------------------------------------------


def golden(rules: Ruleset, src: Source, policy: str, seed: int, tags: list[str]) -> dict[str, Any]:
    steps = []
    for state in src.states:
        actions = legal_list(state)
        steps.append({"legal": len(actions), "legal_hash": legal_digest(actions), "coins": list(state.coins),
                      "pawn": state.pawn, **state_hashes(state_view(state))})
    outcome = src.states[-1].outcome
    assert outcome is not None
    printing = src.variant != "standard"
    return {
        "id": f"{src.variant.replace('_', '-')}-{policy}-{seed}" if printing else f"{policy}-{seed}",
        "version": GOLDEN_VERSION,
        "policy": policy,
        "seed": seed,
        "tags": tags,
        "record": record_to_json(rules, src.playout.initial.setup, src.moves, src.variant),
        "steps": steps,
        "outcome": {"victory": outcome.victory, "winner": "shared" if outcome.winner is None else outcome.winner},
    }


def golden_tags(src: Source) -> list[str]:
    final = src.states[-1]
    assert final.outcome is not None
    tags = [final.outcome.victory]
    if final.outcome.winner is None:
        tags.append("shared")
    built = {e.wonder for s in src.playout.steps for e in s.events if isinstance(e, ev.WonderBuilt)}
    if "The Great Library" in built:
        tags.append("great-library")
    if "The Mausoleum" in built:
        tags.append("mausoleum")
    if final.removed_wonders:
        tags.append("wonder-cap")
    return tags


PERFT_POSITIONS = (
    ("draft-start", "the first decision of the game: the first wonder pick", 3, 0, "standard"),
    ("age-1-start", "the first move of Age I, after the draft", 11, 8, "standard"),
    ("age-1-middle", "Age I after ten moves", 12, 18, "standard"),
    ("age-2-start", "the choice of who begins Age II", 13, None, "standard"),
    ("age-3-start", "the choice of who begins Age III", 14, None, "standard"),
    ("first-printing-age-1-middle", "Age I after ten moves, first printing", 12, 18, "first_printing"),
    ("first-printing-age-2-start", "the start of Age II under the first printing's rule for who begins", 13,
     None, "first_printing"),
)


def perft_positions(game: Game, depth: int = 4) -> list[dict[str, Any]]:
    out = []
    for name, description, seed, moves, variant in PERFT_POSITIONS:
        played = game if variant == game.variant else Game(game.rules, variant)
        src = Source(f"perft-{seed}", variant, play(played, seed, "uniform"))
        if moves is None:
            age = 2 if name.endswith("age-2-start") else 3
            moves = next(i for i, s in enumerate(src.states) if s.age == age)
        state = src.states[moves]
        out.append({"name": name, "description": description,
                    "record": record_to_json(game.rules, src.playout.initial.setup, src.moves[:moves], variant),
                    "nodes": [perft(state, d) for d in range(1, depth + 1)]})
    return out


# ---- writing -------------------------------------------------------------------------------------------


AREAS = {
    "draft": "The wonder draft.",
    "structure": "The Age structures: accessible cards and revealed cards.",
    "turn": "Playing a turn: discarding and what may be played when.",
    "trade": "Prices: trading, fixed prices, choice production, discounts, and where trade money goes.",
    "cards": "Every Age card and guild built, with what it gives.",
    "wonders": "Wonders: building them, their effects and decisions, the seven-wonder cap.",
    "progress": "Progress tokens and their effects.",
    "military": "Shields, the conflict pawn, looting and military supremacy.",
    "science": "Science pairs and scientific supremacy.",
    "ages": "The end of an Age and who begins the next one.",
    "scoring": "The end of the game: civilian scoring, guilds and tie-breaks.",
}


def mine(rules: Ruleset) -> Iterator[tuple[str, int, Source]]:
    standard = Game(rules)
    for policy, games in MINING:
        for seed in range(games):
            yield policy, seed, Source(f"{policy}-{seed}", "standard", play(standard, seed, policy))
    for policy, seed in EXTRA_MINING:
        yield policy, seed, Source(f"{policy}-{seed}", "standard", play(standard, seed, policy))
    first_printing = Game(rules, "first_printing")
    policy, games = VARIANT_MINING
    for seed in range(games):
        yield policy, seed, Source(f"first-printing-{policy}-{seed}", "first_printing",
                                   play(first_printing, seed, policy))


def generate(rules: Ruleset | None = None) -> dict[str, str]:
    """Every file of the suite: relative path -> text."""
    rules = rules or load_ruleset()
    suite = Suite(rules)
    miner = Miner(suite)
    golden_picks: dict[str, list[dict[str, Any]]] = {}
    for policy, seed, src in mine(rules):
        miner.source(src)
        tags = golden_tags(src)
        if src.variant == "standard" and (seed < 25 or any(t in tags for t in ("science", "military", "shared"))):
            golden_picks.setdefault(policy, []).append(golden(rules, src, policy, seed, tags))
        elif src.variant != "standard" and seed < VARIANT_GOLDENS:
            golden_picks.setdefault(f"{src.variant}-{policy}", []).append(
                golden(rules, src, policy, seed, [*tags, src.variant.replace("_", "-")]))
    by_area: dict[str, list[dict[str, Any]]] = {area: [] for area in AREAS}
    seen: set[str] = set()
    standard = Game(rules)
    for policy, seed, detector in TARGETED_MINING:
        src = Source(f"{policy}-{seed}", "standard", play(standard, seed, policy))
        for i in range(len(src.moves)):
            getattr(miner, detector)(src, i, src.states[i], src.states[i + 1])
    for proposal in suite.chosen():
        case = suite.build(proposal)
        if case["id"] not in seen:  # two detectors may propose the very same case
            seen.add(case["id"])
            by_area[proposal.area].append(case)
    for cases in by_area.values():
        cases.sort(key=lambda c: c["id"])
    games: list[dict[str, Any]] = []
    for picks in golden_picks.values():
        games.extend(picks[:40])
    by_area, games, positions = tag_suite(standard, by_area, games, perft_positions(standard))
    report = with_variant_coverage(coverage(rules, by_area), variant_coverage(
        VARIANTS, by_area, games, positions, rules.rule_ids, DuelKit.rules_not_applying))
    return suite_text(by_area, AREAS, games, positions, report)


def coverage(rules: Ruleset, by_area: dict[str, list[dict[str, Any]]],
             commonly_wrong: dict[int, str] | None = None) -> dict[str, Any]:
    components: dict[str, list[str]] = {c.name: [] for c in rules.components}
    rule_ids: dict[str, list[str]] = {r: [] for r in rules.rule_ids}
    wrong: dict[str, list[str]] = {str(n): [] for n in (commonly_wrong or COMMONLY_WRONG)}
    total = 0
    for cases in by_area.values():
        for case in cases:
            total += 1
            for name in case.get("components", []):
                components.setdefault(name, []).append(case["id"])
            for r in case["rules"]:
                rule_ids.setdefault(r, []).append(case["id"])
            if "commonly_wrong" in case:
                wrong[str(case["commonly_wrong"])].append(case["id"])
    return {
        "cases": total,
        "components_uncovered": sorted(n for n, ids in components.items() if not ids),
        "rules_unpinned": sorted(r for r, ids in rule_ids.items() if not ids),
        "commonly_wrong_uncovered": sorted(int(n) for n, ids in wrong.items() if not ids),
        "components": {n: len(ids) for n, ids in components.items()},
        "rules": {r: len(ids) for r, ids in sorted(rule_ids.items())},
        "commonly_wrong": {n: len(ids) for n, ids in wrong.items()},
    }
