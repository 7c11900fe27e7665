"""Generate the conformance suite of 7 Wonders Duel with Agora (published as ``duel-agora``).

Agora's games are mined as the base game's are (:mod:`oracle.duel.conformance.generate`): the base
game's detectors still apply, since every rule of the base game still holds, and the expansion adds its
own, keyed on its events, kinds of action and decisions rather than on components: Senators and their
price, every Senate action and change of control, the supply of cubes running out, the Decrees paying
on either player's build and the Military Decree moving the pawn, the military tokens, conspiring,
preparing and triggering (each Conspiracy's effect and the decisions it calls for), the draft's
Curia Julia and Knossos, political supremacy, and the Senate's points at the end.  A game found by
searching seeds (:data:`TARGETED_MINING`), looked at by one detector only, adds what no mined game
shows: military supremacy won on the move of the player it defeats.

Published in ``spec/conformance/duel-agora/``; the tests generate it into a temporary folder too
(``generate(scale=...)`` mines fewer games for them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from oracle.conformance.mining import slug, who
from oracle.core.events import Event
from oracle.dsl import ast
from oracle.duel import decision_kinds
from oracle.duel import events as ev
from oracle.duel.agora import events as ae
from oracle.duel.agora import kinds
from oracle.duel.agora.blame import EVENT_RULES, KIND_RULES
from oracle.duel.agora.decrees import CONSPIRACY, city_extras
from oracle.duel.agora.senate import supply
from oracle.duel.agora.senators import DECK as SENATORS
from oracle.duel.agora.senators import held as senators_held
from oracle.duel.agora.state import NAME as AGORA
from oracle.duel.agora.state import constants, held, part
from oracle.duel.conformance.expansions import ExpansionSuite, mined, perft_positions, suite_files
from oracle.duel.conformance.generate import (
    AREAS,
    Miner,
    Source,
    construct_rules,
    effects_text,
)
from oracle.duel.conformance.policies import play
from oracle.duel.game import Game
from oracle.duel.state import BUILD, Action, State

MINING = (("uniform", 120), ("plotting", 260), ("senatorial", 200), ("political", 300), ("builder", 60),
          ("military", 80), ("science", 60))
# Games looked at by one detector only (so that they change no other case), for what no mined game
# shows (found by searching seeds): senatorial-790 ends on player 1's move, a Senate action moving
# player 1's one cube out of the Military Decree's Chamber with the pawn a space from player 1's
# capital: the Decree lost moves the pawn into it, and player 0, whom the pawn favours, wins (entry 37).
TARGETED_MINING = (("senatorial", 790, "military_supremacy"),)
GOLDEN_POLICIES = ("uniform", "plotting", "senatorial", "military")
GOLDENS_EACH = 40
AGORA_AREAS = {**AREAS, "senate": "The Senate: Senators and their price, Influence cubes, control of the "
                                  "Chambers, the Decrees and political supremacy.",
               "conspiracies": "Conspiring, preparing and triggering, and every Conspiracy's effect."}

OWN_AREAS = ("senate", "conspiracies")

# an Agora decision -> the area of its cases
DECISION_AREAS = {kinds.PLACE_CHOICE: "senate", kinds.MOVE_CHOICE: "senate", kinds.REMOVE_CHOICE: "senate",
                  kinds.SENATE_CHOICE: "senate", kinds.CONSPIRATOR_CHOICE: "senate",
                  kinds.DECREE_CHOICE: "conspiracies"}

# an Agora decision -> the commonly-wrong entry its choice's legal list pins
WRONG_CHOICES = {kinds.SENATE_CHOICE: 32, kinds.ASIDE_CHOICE: 40}

# an event of Agora's -> the commonly-wrong entry the move causing it pins, and the expectations
WRONG_EVENTS: dict[str, tuple[int | None, tuple[str, ...]]] = {
    "wonder_boxed": (41, ("state", "events")),
    "structure_discard": (39, ("state", "events", "legal")),
    "trigger": (42, ("state", "legal")),
}


def _coins(n: int) -> str:
    return f"{n} coin{'s' if n != 1 else ''}"


# what an Agora effect counts (``per``) -> its rule
COUNTED_RULES = {"age": "effect.per_age", "influence": "effect.counted_influence"}


def component_rules(rules: Any, component: ast.Component) -> set[str]:
    """The rules of ``component``'s effects (:func:`construct_rules`), with those of Agora's triggers,
    of what its effects count and of a progress token taken among those the box offers."""
    out = set(construct_rules(component))
    for clause in component.clauses:
        if f"effect.{clause.trigger}" in rules.rule_ids:
            out.add(f"effect.{clause.trigger}")
        for effect in clause.effects:
            per = getattr(effect, "per", None)
            if per is not None and per.counted.kind in COUNTED_RULES:
                out.add(COUNTED_RULES[per.counted.kind])
            if isinstance(effect, ast.TakeProgress) and not effect.draw:
                out.add("effect.take_offered_progress")
    return out


def _effects(rules: Any, name: str) -> set[str]:
    """The rules of the effects of the Decree, Conspiracy or military token ``name``."""
    found = next((c for kind in ("decree", CONSPIRACY, "token") for c in rules.of_kind(kind) if c.name == name), None)
    return component_rules(rules, found.source) if found is not None else set()


def _decree_rules(state: State, player: int) -> set[str]:
    """The rules of the effects of the Decrees ``player`` holds through the Chambers it controls."""
    return {r for d in city_extras(state.game.rules, state.parts, player) for r in construct_rules(d.source)}


class AgoraSuite(ExpansionSuite):
    """The base game's suite machinery over Agora's one variant; an observation expected by a case
    holds Agora's block too."""

    observed = ("structure", "pending", AGORA)
    own_areas = OWN_AREAS      # the base game's detectors keep 2 cases a key (ExpansionSuite.base_quota)


class AgoraMiner(Miner):
    """The base game's detectors, and the expansion's, keyed on its events, actions and decisions."""

    def source(self, src: Source) -> None:
        super().source(src)
        start = next(n for n, s in enumerate(src.states) if s.age == 1)
        self.propose(("agora-setup", src.states[start].to_move), 2, 0, "senate", "agora-setup",
                     "Age I is laid out with Agora: the Senate's six Chambers are empty, each holds a Decree "
                     "(half of them face down), 12 cubes in each supply, the Conspiracy deck face down, the "
                     "Senators dealt into the Ages' decks.",
                     ["agora.senate", "agora.decrees_setup", "agora.conspiracy_deck", "agora.supply",
                      "setup.senators", "agora.structures", "agora.military_tokens", "agora.progress_tokens",
                      "setup.structure_first", "view.hidden"], src, start, expect=("state", "legal"),
                     observe=(0, 1))

    # -- one move ------------------------------------------------------------------------------------
    def draft(self, src: Source, i: int, before: State, action: Action) -> None:
        """effect.when_drafted: a decision a wonder calls for as it is drafted (Curia Julia, Knossos) is
        a decision, not a pick of the draft."""
        if before.pending:
            self.decision(src, i, before, action, src.events(i))
        else:
            super().draft(src, i, before, action)

    def move(self, src: Source, i: int) -> None:
        super().move(src, i)
        events = src.events(i)
        before, after = src.states[i], src.states[i + 1]
        for e in events:
            self.decree_income(src, i, before, e)
            self.agora_event(src, i, before, after, e, events)
        self.supply_out(src, i, before, after, events)
        if before.age == 0 and any(e.kind in EVENT_RULES for e in events):
            self.propose(("drafted", tuple(sorted({e.kind for e in events}))), 4, len(events), "senate",
                         "drafted-wonder-acts",
                         f"{who(before.to_move).capitalize()} picks a wonder that acts as it is drafted: "
                         f"{self.effects(events)}.", ["effect.when_drafted", "setup.draft"], src, i + 1,
                         expect=("state", "legal", "events"))

    def decision(self, src: Source, i: int, before: State, action: Action, events: Sequence[Event]) -> None:
        d = before.pending[0]
        if d.kind in decision_kinds.BASE:
            super().decision(src, i, before, action, events)
            return
        rule = self.rules.decisions[d.kind].rule
        area = DECISION_AREAS.get(d.kind, "conspiracies")
        n = len(d.options)
        plus = self.decision_rules(before, d.kind, d.player)
        wrong = WRONG_CHOICES.get(d.kind)
        if d.kind == kinds.SENATE_CHOICE and "effect.senate_bonus" in plus:
            wrong = 33
        elif d.kind == kinds.CONSPIRATOR_CHOICE and "effect.conspirator_replay" in plus:
            wrong = 34
        if d.kind in (kinds.SENATE_CHOICE, kinds.CONSPIRATOR_CHOICE) and not supply(
                constants(self.rules), held(before).senate, d.player):
            wrong, plus = 30, [*plus, "agora.supply"]
        self.propose(("choice", d.kind, min(n, 6), wrong), 3, n, area, f"{slug(d.kind)}-choice",
                     f"{who(d.player).capitalize()} has a decision to make ({d.kind.replace('_', ' ')}): "
                     f"{n} option{'s' if n != 1 else ''}.", [rule, *plus], src, i, expect=("state", "legal"),
                     commonly_wrong=wrong)
        text = self.effects(events)
        self.propose(("chosen", d.kind, action.kind, bool(events)), 3, len(events), area, f"{slug(d.kind)}-made",
                     f"{who(d.player).capitalize()} settles the decision ({d.kind.replace('_', ' ')})"
                     + (f": {text}." if text else "."), [rule, *KIND_RULES.get(action.kind, ())], src, i + 1,
                     expect=("state", "legal", "events"))

    def decision_rules(self, before: State, kind: str, player: int) -> list[str]:
        """Rules a decision's legal list pins besides the decision's own: the Decrees changing it."""
        held = _decree_rules(before, player)
        return [r for r in ("effect.senate_bonus", "effect.conspirator_replay") if r in held and (
            kind == kinds.SENATE_CHOICE) == (r == "effect.senate_bonus")]

    def play(self, src: Source, i: int, before: State, action: Action, events: Sequence[Event]) -> None:
        self.senator_price(src, i, before)
        if action.kind in (kinds.PREPARE, kinds.TRIGGER):
            self.plot(src, i, before, action, events)
            return
        super().play(src, i, before, action, events)
        rules = self.rules
        if action.kind == BUILD and rules.cards[action.card].deck == SENATORS:
            card = rules.cards[action.card]
            player = before.to_move
            guilds = any(rules.vocabulary.colours[rules.cards[c].colour] == "purple" for p in (0, 1)
                         for c in before.cities[p].cards)
            replay = "effect.conspirator_replay" in _decree_rules(before, player)
            wrong = 34 if replay else 43 if guilds else None
            self.propose(("senator-built", card.name, wrong), 2, len(events), "senate",
                         f"recruit-{slug(card.name)}",
                         f"{who(player).capitalize()} recruits {card.name}"
                         + (f": {self.effects(events)}." if self.effects(events) else "."),
                         ["agora.recruit_cost", "agora.politician" if "Politician" in card.name
                          else "agora.conspirator", *sorted(component_rules(rules, card.source)),
                          *(["effect.conspirator_replay"] if replay else [])], src, i + 1,
                         expect=("state", "legal", "events"), components=(card.name,),
                         commonly_wrong=wrong)

    def senator_price(self, src: Source, i: int, before: State) -> None:
        """agora.recruit_cost: the legal list when a Senator can be recruited, priced by the Senators
        already in the player's city (free with Corruption)."""
        rules = self.rules
        player = before.to_move
        if not any(rules.cards[before.structure[s]].deck == SENATORS for s in before.accessible
                   if before.structure[s] >= 0):
            return
        held = senators_held(before, player)
        extras = before.cities[player].profile.extras
        free = extras is not None and SENATORS in extras.free_decks
        self.propose(("senator-price", min(held, 4), free), 3, held, "senate", "senator-price",
                     f"{who(player).capitalize()} may recruit a Senator: "
                     + ("Corruption makes it free." if free else
                        f"{held} Senator{'s' if held != 1 else ''} already in the city set its price."),
                     ["agora.recruit_cost"], src, i, expect=("legal",), commonly_wrong=31)

    def plot(self, src: Source, i: int, before: State, action: Action, events: Sequence[Event]) -> None:
        """agora.prepare, agora.trigger: the legal list before it, and what the Conspiracy does."""
        player = before.to_move
        if action.kind == kinds.PREPARE:
            self.propose(("prepare", len(events)), 3, len(events), "conspiracies", "prepare",
                         f"{who(player).capitalize()} prepares a Conspiracy with a card of the structure: the "
                         "opponent sees the card, not the Conspiracy.",
                         ["agora.prepare", "agora.conspiracies_hidden", "view.hidden"], src, i + 1,
                         expect=("state", "legal", "events"), observe=(0, 1))
            return
        done = next(e for e in events if isinstance(e, ae.Triggered))
        text = self.effects(events)
        self.propose(("trigger", done.conspiracy), 5, len(events), "conspiracies", f"trigger-{slug(done.conspiracy)}",
                     f"{who(player).capitalize()} triggers {done.conspiracy}" + (f": {text}." if text else "."),
                     ["agora.trigger", "effect.when_triggered", *sorted(_effects(self.rules, done.conspiracy))],
                     src, i + 1, expect=("state", "legal", "events"), components=(done.conspiracy,))
        self.propose(("may-trigger", len(held(before).hands[player])), 2, 0, "conspiracies", "may-trigger",
                     f"{who(player).capitalize()} may trigger a prepared Conspiracy at the start of the turn, "
                     "one prepared on an earlier turn.", ["agora.trigger", "agora.prepare"], src, i,
                     expect=("state", "legal"), commonly_wrong=42)

    # -- the expansion's events ----------------------------------------------------------------------
    def agora_event(self, src: Source, i: int, before: State, after: State, e: Event,
                    events: Sequence[Event]) -> None:
        """Every event of Agora's pinned where it happens, keyed on its kind and what it did."""
        rules_ids = list(EVENT_RULES.get(e.kind, ()))
        if not rules_ids:
            return
        player = getattr(e, "player", None)
        wrong, expect = WRONG_EVENTS.get(e.kind, (None, ("state", "events")))
        mover = before.pending[0].player if before.pending else before.to_move
        feature: Any = player == mover
        components: tuple[str, ...] = ()
        match e:
            case ae.ControlChanged():
                components = held(after).senate.chamber(e.chamber).decrees
                rules_ids += ["agora.reveal", "effect.when_gained" if e.player is not None else "effect.when_lost",
                              *sorted({r for d in components for r in _effects(self.rules, d)})]
                pawn = any(isinstance(x, ev.PawnMoved) for x in events)
                feature = (e.player is None, pawn, components)
                if e.player is None:
                    wrong = 38
                elif pawn:
                    wrong, rules_ids = 36, ["agora.military_decree", *rules_ids]
            case ae.MilitaryTokenTaken():
                components = (e.subject,)
                feature = (e.subject, player == mover)
                rules_ids += sorted(_effects(self.rules, e.subject))
                if player != mover:
                    wrong, rules_ids = 36, ["agora.military_decree", *rules_ids]
            case ae.Conspired():
                feature = (e.kept, e.put_back)
                rules_ids += ["agora.conspiracies"]
                expect = ("state", "legal", "events")
        self.propose(("event", e.kind, feature), 3, len(events), "conspiracies" if e.kind in (
            "conspire", "prepare", "trigger", "wonder_boxed", "cards_swapped", "token_locked", "decree_moved",
            "card_stolen", "wonder_stolen", "structure_discard") else "senate", f"{slug(e.kind)}",
            f"{self.effects(events).capitalize() or 'The move'}.", rules_ids, src, i + 1,
            expect=expect, commonly_wrong=wrong, observe=(0, 1) if e.kind == "conspire" else (),
            components=components)

    def decree_income(self, src: Source, i: int, before: State, e: Event) -> None:
        """effect.on_any_build, effect.on_any_wonder, effect.on_discard: a Decree paying its controller,
        whoever builds or discards."""
        if not isinstance(e, ev.CoinsChanged) or e.amount <= 0 or e.source not in {
                d.name for d in self.rules.of_kind("decree")}:
            return
        theirs = e.player != before.to_move
        self.propose(("income", e.source, theirs), 3, e.amount, "senate", "decree-income",
                     f"{who(before.to_move).capitalize()} moves; {e.source} pays its controller, "
                     f"{who(e.player)}, {_coins(e.amount)}.", ["agora.decree", *sorted(_effects(self.rules, e.source))],
                     src, i + 1, components=(e.source,),
                     commonly_wrong=35 if theirs and src.moves[i].kind == BUILD else None)

    def supply_out(self, src: Source, i: int, before: State, after: State, events: Sequence[Event]) -> None:
        """agora.supply: 12 cubes a player; once they are all in the Senate, placing one does nothing."""
        was, now = held(before), held(after)
        c = constants(self.rules)
        for player in (0, 1):
            left, left_after = supply(c, was.senate, player), supply(c, now.senate, player)
            if left == 0 and any(isinstance(e, ae.InfluenceMoved) or (
                    isinstance(e, ev.CardBuilt) and e.player == player) for e in events):
                self.propose(("supply-empty", player), 4, len(events), "senate", "supply-empty",
                             f"{who(player).capitalize()}'s 12 cubes are all in the Senate: no cube can be "
                             "placed.", ["agora.supply", "agora.place"], src, i + 1,
                             expect=("state", "legal", "events"), commonly_wrong=30)
            elif left and not left_after:
                self.propose(("supply-out", player), 2, 0, "senate", "supply-out",
                             f"{who(player).capitalize()} places the last cube of the supply.",
                             ["agora.supply", "agora.place"], src, i + 1, expect=("state", "legal"),
                             commonly_wrong=30)

    def effects(self, events: Sequence[Event]) -> str:
        """A few words on what a move caused: the base game's, then the account's sentence of each of
        Agora's events (point ``event_words``)."""
        words = self.suite.games[AGORA].hooks.table("event_words")
        base = effects_text(events, 0)
        said = [base] if base else []
        said += [line for e in events if e.kind in words and (line := words[e.kind](e))]
        return "; ".join(dict.fromkeys(said))

    # -- the end -------------------------------------------------------------------------------------
    def ending(self, src: Source, i: int, after: State, events: Sequence[Event]) -> None:
        """The base game's endings, and political supremacy; military supremacy read from the pawn."""
        super().ending(src, i, after, events)
        outcome = after.outcome
        assert outcome is not None
        before = src.states[i]
        mover = before.pending[0].player if before.pending else before.to_move
        winner = outcome.winner or 0
        if outcome.victory == "political":
            self.propose(("political", outcome.winner == mover), 4, len(events), "senate", "political-supremacy",
                         f"{who(winner).capitalize()} controls enough Chambers of the Senate: political "
                         "supremacy ends the game.", ["agora.political_supremacy", "agora.control"], src, i + 1,
                         expect=("state", "events"))
        self.military_supremacy(src, i, after, events)

    def military_supremacy(self, src: Source, i: int, after: State, events: Sequence[Event]) -> None:
        """victory.military: the pawn reaching a capital wins the game for the player it favours, whoever
        moved: on the mover's own build, or when a Chamber changing hands moves it (the Military Decree
        lost or taken: agora.military_decree), for the mover's opponent too."""
        outcome = after.outcome
        if outcome is None or outcome.victory != "military":
            return
        before = src.states[i]
        mover = before.pending[0].player if before.pending else before.to_move
        winner = outcome.winner or 0
        by_build = src.moves[i].kind == BUILD and outcome.winner == mover
        if outcome.winner == mover:
            text, rules_ids = (f"The pawn reaches {who(1 - winner)}'s capital: {who(winner)} wins by military "
                               "supremacy, whoever moved."), ["victory.military", "military.shields"]
        else:
            decree = any(isinstance(e, ev.PawnMoved) and e.source in self.military_decrees() for e in events)
            text = (f"{who(mover).capitalize()} moves, and the pawn reaches {who(mover)}'s own capital"
                    + (" (the Military Decree changing hands)" if decree else "")
                    + f": {who(winner)}, whom the pawn favours, wins by military supremacy.")
            rules_ids = ["victory.military", "military.shields", *(["agora.military_decree"] if decree else [])]
        self.propose(("military-agora", outcome.winner == mover, by_build), 3, len(events), "military",
                     "military-supremacy-pawn", text, rules_ids, src, i + 1, expect=("state", "events"),
                     commonly_wrong=37)

    def military_decrees(self) -> set[str]:
        """The Decrees moving the pawn as their Chamber changes hands (agora.military_decree)."""
        return {d.name for d in self.rules.of_kind("decree")
                if any(isinstance(e, ast.Shields) for e in d.source.effects("when_gained"))}

    def final(self, src: Source) -> None:
        """The base game's points at the end, and the Senate's: each Chamber to its controller, a tied
        one to nobody."""
        super().final(src)
        last = src.states[-1]
        agora = part(last)
        if last.outcome is None or last.outcome.victory != "civilian" or agora is None:
            return
        tied = sum(1 for c in agora.senate.chambers if c.controller is None and any(c.cubes))
        controlled = tuple(sum(1 for c in agora.senate.chambers if c.controller == p) for p in (0, 1))
        self.propose(("senate-end", controlled, tied > 0), 2, tied, "scoring", "senate-points",
                     f"At the end the Senate scores: {controlled[0]} and {controlled[1]} Chambers controlled"
                     + (f", {tied} tied with cubes in it, scoring nobody." if tied else "."),
                     ["agora.senate_points", "agora.control", "scoring.points"], src, len(src.moves),
                     expect=("state",), commonly_wrong=38 if tied else None)


# ---- perft ----------------------------------------------------------------------------------------------

# (name, description, policy, seed, the kind of the pending decision or action offered there)
PERFT_POSITIONS: tuple[tuple[str, str, str, int, str], ...] = (
    ("age-1-start", "the first move of Age I, after the draft", "uniform", 3, "age-1"),
    ("senate-action", "a Politician's Senate action to take", "senatorial", 5, kinds.SENATE_CHOICE),
    ("conspirator", "a Conspirator's choice: a cube placed or conspiring", "plotting", 7, kinds.CONSPIRATOR_CHOICE),
    ("trigger", "a turn opening with a prepared Conspiracy", "plotting", 11, kinds.TRIGGER),
    ("age-3-middle", "Age III after eight moves", "senatorial", 13, "age-3"),
)


def _position(src: Source, what: str) -> int:
    """The index of the first state of ``src`` that is the position ``what``."""
    for n, s in enumerate(src.states[:-1]):
        pending = s.pending[0].kind if s.pending else ""
        if (what == "age-1" and s.age == 1 and not s.pending) or pending == what \
                or (what == kinds.TRIGGER and not s.pending and src.moves[n].kind == what):
            return n
        if what == "age-3" and s.age == 3 and not s.pending:
            return min(n + 8, len(src.states) - 2)
    raise LookupError(f"no position {what} in {src.name}")


# ---- the suite -------------------------------------------------------------------------------------------


def targeted(game: Game, miner: AgoraMiner) -> None:
    """The games of :data:`TARGETED_MINING`, each move looked at by its one detector."""
    for policy, seed, detector in TARGETED_MINING:
        src = Source(f"{policy}-{seed}", AGORA, play(game, seed, policy))
        for i in range(len(src.moves)):
            getattr(miner, detector)(src, i, src.states[i + 1], src.events(i))


def generate(rules: Any = None, scale: float = 1.0) -> dict[str, str]:
    """Every file of Agora's suite: relative path -> text.  ``scale``: the share of the mined games
    played (1: the suite as it would be published)."""
    game = Game(rules, AGORA) if rules is not None else Game.load(AGORA)
    suite = AgoraSuite(game)
    miner = AgoraMiner(suite)
    targeted(game, miner)
    return suite_files(game, suite, miner, mined(game, AGORA, MINING, scale),
                       (GOLDEN_POLICIES, GOLDENS_EACH), AGORA_AREAS,
                       perft_positions(game, AGORA, PERFT_POSITIONS, _position))
