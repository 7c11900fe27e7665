"""Generate the conformance suite of 7 Wonders Duel with the Pantheon and Agora (published as
``duel-pantheon-agora``).

The combination's games are mined with both expansions' detectors at once (:class:`BothMiner`: Agora's,
then the Pantheon's, then the base game's, each passing on what is not its own), keeping fewer cases of
each key than the expansions' own suites, which pin those rules already: this suite shows that they
still hold together.  Its own area, ``meeting``, pins where the two expansions meet: the Pantheon's
tokens on Agora's larger structures, a token uncovered in a turn whose last decision is the opponent's
(ruling ``pantheon_agora.token_of_the_turn``), Neptune applying the zone of an Agora military token
(``pantheon_agora.neptune_military_token``), Espionage choosing among the tokens left in the box while
Enki holds two of them, and a Grand Temple built through the opponent's Mythology token with the
Opponent's Chains Decree (``pantheon_agora.temple_through_opponents_token``).

    python -m oracle.conformance.generate --game duel --variant pantheon_agora [--check]
"""

from __future__ import annotations

from collections.abc import Sequence

from oracle.conformance.mining import who
from oracle.core.components import CHAINS
from oracle.core.events import Event
from oracle.duel import decision_kinds
from oracle.duel import events as ev
from oracle.duel.agora import events as ae
from oracle.duel.agora import kinds
from oracle.duel.agora.generate import AGORA_AREAS, AgoraMiner
from oracle.duel.agora.generate import _position as agora_position
from oracle.duel.agora.senate import supply
from oracle.duel.agora.state import constants
from oracle.duel.agora.state import held as agora_part
from oracle.duel.conformance.expansions import ExpansionSuite, mined, perft_positions, suite_files
from oracle.duel.conformance.generate import Source, effects_text
from oracle.duel.conformance.policies import play
from oracle.duel.game import Game
from oracle.duel.pantheon import events as pe
from oracle.duel.pantheon.decisions import DECISION_KINDS as PANTHEON_DECISIONS
from oracle.duel.pantheon.generate import PANTHEON_AREAS, PantheonMiner
from oracle.duel.pantheon.generate import _position as pantheon_position
from oracle.duel.pantheon.state import part as pantheon_part
from oracle.duel.ruleset import Ruleset
from oracle.duel.shared import stealing
from oracle.duel.state import Action, State

VARIANT = "pantheon_agora"
MINING = (("uniform", 50), ("devout", 90), ("plotting", 70), ("senatorial", 50), ("political", 80),
          ("military", 30), ("science", 20))
# games looked at by one detector only (so that they change no other case), for what no mined game shows
# (found by searching seeds; "random" is the oracle's random game of that seed): political-219 reaches a
# Senate action with its player's supply empty (entry 30); in random-1452, move 36 of player 1's turn hands
# the Military Decree to player 0, who places a cube, and the card the move uncovered bears a token;
# senatorial-1024 ends by military supremacy on the move of the player it defeats (entry 37)
TARGETED_MINING = (("political", 219, "empty_supply"), ("random", 1452, "token_of_the_turn"),
                   ("senatorial", 1024, "military_supremacy"))
GOLDEN_POLICIES = ("uniform", "devout", "plotting", "senatorial")
GOLDENS_EACH = 16
MEETING = "meeting"
AREAS = {**PANTHEON_AREAS, **AGORA_AREAS,
         MEETING: "Where the two expansions meet: the Pantheon's tokens on Agora's structures, a token uncovered in "
                  "a turn whose last decision is the opponent's, Neptune and Agora's military tokens, Espionage "
                  "and Enki, the Opponent's Chains Decree and the Grand Temples."}
QUOTA = 1            # the most cases of one key the expansions' and the base game's detectors keep here


PANTHEON_KINDS = frozenset(PANTHEON_DECISIONS) - frozenset(stealing.DECISION_KINDS)


class BothSuite(ExpansionSuite):
    """The base game's suite machinery over the combination: an observation expected by a case holds
    both expansions' blocks.  Every detector keeps one case of a key, but the meeting's and those of
    the expansions' commonly-wrong entries, which keep their quotas."""

    observed = ("structure", "pending", "pantheon", "agora")
    own_areas = (MEETING,)
    base_quota = QUOTA      # ExpansionSuite.propose: the meeting's area and the expansions' entries keep theirs


class BothMiner(AgoraMiner, PantheonMiner):
    """Agora's detectors, the Pantheon's and the base game's (in that order, each passing on what is not
    its own), and those of the points where the two expansions meet."""

    def source(self, src: Source) -> None:
        super().source(src)
        start = next(n for n, s in enumerate(src.states) if s.age == 1)
        held = pantheon_part(src.states[start])
        assert held is not None
        slots = tuple(slot for slot, _ in held.structure_tokens)
        self.propose(("both-setup", slots), 1, 0, MEETING, "both-setup",
                     f"Age I is laid out with both expansions: Agora's structure of {len(src.states[start].structure)} "
                     f"cards, with the Pantheon's Mythology tokens on its face-down cards {', '.join(map(str, slots))} "
                     "(slots counted from 0, top row first).",
                     ["pantheon.tokens_setup", "agora.structures", "view.hidden"], src, start,
                     expect=("state", "legal"), observe=(0, 1))

    def decision(self, src: Source, i: int, before: State, action: Action, events: Sequence[Event]) -> None:
        """A decision to whichever of the three owns its kind."""
        kind = before.pending[0].kind
        if kind in decision_kinds.BASE or kind not in self.pantheon_kinds():
            AgoraMiner.decision(self, src, i, before, action, events)
        else:
            PantheonMiner.decision(self, src, i, before, action, events)
        if kind == "loot" and any(isinstance(e, ae.MilitaryTokenTaken) for e in events):
            self.neptune_military_token(src, i, before, events)

    def pantheon_kinds(self) -> frozenset[str]:
        """The kinds of decision only the Pantheon leaves (taking from the opponent, which both share, is
        left to Agora's detectors)."""
        return PANTHEON_KINDS

    def move(self, src: Source, i: int) -> None:
        super().move(src, i)
        before = src.states[i]
        mover = before.pending[0].player if before.pending else before.to_move
        for e in src.events(i):
            if isinstance(e, pe.TokenTaken) and e.player != mover:
                self.token_of_the_turn(src, i, before, e)
            if isinstance(e, ae.Triggered) and e.conspiracy == "Espionage":
                self.espionage(src, i, before)
            if isinstance(e, ev.CardBuilt) and e.via == "chain":
                self.temple_through_opponents_token(src, i, before, e)

    def agora_event(self, src: Source, i: int, before: State, after: State, e: Event,
                    events: Sequence[Event]) -> None:
        """Agora's events, but a card Zeus discards from the structure: the event is the one Turn of
        Events reports too, and the Pantheon's detectors pin Zeus's."""
        if e.kind == "structure_discard" and src.moves[i].kind != kinds.DISCARD_ACCESSIBLE:
            return
        super().agora_event(src, i, before, after, e, events)

    def effects(self, events: Sequence[Event]) -> str:
        """A few words on what a move caused: the Pantheon's account, then the sentence of each event of
        Agora's (point ``event_words``)."""
        words = self.suite.games[VARIANT].hooks.table("event_words")
        said = [PantheonMiner.effects(self, events) or effects_text(events, 0)]
        said += [line for e in events if e.kind in words and (line := words[e.kind](e))]
        return "; ".join(dict.fromkeys(s for s in said if s))

    # -- where the two meet --------------------------------------------------------------------------
    def token_of_the_turn(self, src: Source, i: int, before: State, e: pe.TokenTaken) -> None:
        """pantheon_agora.token_of_the_turn: a card uncovered in a turn whose last decision is the
        opponent's (a cube placed with a military token) gives its token to the turn's player."""
        what = f"the {e.value} Offering token" if e.token == "offering" else f"a {e.token} Mythology token"
        self.propose(("token-of-the-turn", e.token == "offering"), 3, 0, MEETING, "token-of-the-turn",
                     f"{who(1 - e.player).capitalize()} settles the last decision of {who(e.player)}'s turn; the card "
                     f"it uncovered bears {what}, which goes to {who(e.player)}, whose turn it is.",
                     ["pantheon.token_gain", "agora.military_decree", "age.reveal"], src, i + 1,
                     expect=("state", "legal", "events"), commonly_wrong=16)

    def neptune_military_token(self, src: Source, i: int, before: State, events: Sequence[Event]) -> None:
        """pantheon_agora.neptune_military_token: Neptune applies the zone holding one of Agora's military
        tokens: its bonus goes to Neptune's player and nobody loses coins."""
        token = next(e for e in events if isinstance(e, ae.MilitaryTokenTaken))
        player = before.pending[0].player
        self.propose(("neptune-military", token.subject), 3, 0, MEETING, "neptune-military-token",
                     f"{who(player).capitalize()} has Neptune apply a zone where Agora's {token.subject} token lies: "
                     f"{self.effects(events) or 'the token acts'}; nobody loses coins.",
                     ["effect.loot", "agora.military_tokens"], src, i + 1, expect=("state", "legal", "events"),
                     components=("Neptune",))

    def temple_through_opponents_token(self, src: Source, i: int, before: State, e: ev.CardBuilt) -> None:
        """pantheon_agora.temple_through_opponents_token: with the Opponent's Chains Decree, a Grand Temple
        built for nothing through the opponent's Mythology token (the opponent keeps it)."""
        rules = self.rules
        card = rules.cards[rules.card_index[e.card]]
        own = before.cities[e.player].profile
        if card.deck != rules.constants.extra_deck or not card.free_with.isdisjoint(own[CHAINS]):
            return
        self.propose(("temple-opponents-token",), 3, 0, MEETING, "temple-through-opponents-token",
                     f"{who(e.player).capitalize()} controls the Opponent's Chains Decree and builds the {e.card} for "
                     f"nothing through the opponent's Mythology token, which the opponent keeps.",
                     ["pantheon.temple_free", "effect.chain_from", "chain.free"], src, i + 1,
                     expect=("state", "legal", "events"), components=(e.card, "Opponent's Chains"))

    def espionage(self, src: Source, i: int, before: State) -> None:
        """Espionage chooses among the progress tokens left in the box: not those lying on Enki."""
        held = pantheon_part(before)
        on_enki = held is not None and any(tokens for _, tokens in held.on_cards)
        self.propose(("espionage", on_enki), 3, 0, MEETING, "espionage-box",
                     f"{who(before.to_move).capitalize()} triggers Espionage: the progress tokens to choose from are "
                     "those left in the box" + (", not the two lying on Enki." if on_enki else "."),
                     ["effect.take_progress", "agora.trigger"], src, i + 1, expect=("state", "legal"),
                     components=("Espionage", *(("Enki",) if on_enki else ())))


# ---- perft ----------------------------------------------------------------------------------------------

# (name, description, policy, seed, what the position is; the expansion whose test finds it)
PERFT_POSITIONS: tuple[tuple[str, str, str, int, str], ...] = (
    ("age-1-start", "the first move of Age I, after the draft", "uniform", 3, "age-1"),
    ("divinity-place", "a divinity to place, drawn with a Mythology token", "devout", 5, "place"),
    ("senate-action", "a Politician's Senate action to take", "senatorial", 5, "senate_action"),
    ("trigger", "a turn opening with a prepared Conspiracy", "plotting", 11, "trigger"),
    ("age-3-middle", "Age III after eight moves", "devout", 13, "age-3"),
)


def _position(src: Source, what: str) -> int:
    """The index of the first state of ``src`` that is the position ``what``."""
    if what in ("place", "age-1"):
        return pantheon_position(src, what)
    return agora_position(src, what)


# ---- the suite -------------------------------------------------------------------------------------------


def targeted(game: Game, miner: BothMiner) -> None:
    """The games of :data:`TARGETED_MINING`, each looked at by its one detector: a Senate action or
    Conspirator's choice owed while its player's supply of cubes is empty (``empty_supply``), a token
    uncovered in a turn whose last decision is the opponent's (``token_of_the_turn``), a military
    supremacy (``military_supremacy``)."""
    c = constants(game.rules)
    for policy, seed, detector in TARGETED_MINING:
        playout = game.random_game(seed) if policy == "random" else play(game, seed, policy)
        src = Source(f"{policy}-{seed}", VARIANT, playout)
        for i, before in enumerate(src.states[:-1]):
            owed = before.pending[0] if before.pending else None
            events = src.events(i)
            if detector == "military_supremacy":
                miner.military_supremacy(src, i, src.states[i + 1], events)
            elif detector == "empty_supply" and owed and owed.kind in (
                    kinds.SENATE_CHOICE, kinds.CONSPIRATOR_CHOICE) and not supply(c, agora_part(before).senate,
                                                                                 owed.player):
                miner.decision(src, i, before, src.moves[i], events)
            elif detector == "token_of_the_turn":
                mover = owed.player if owed else before.to_move
                for e in events:
                    if isinstance(e, pe.TokenTaken) and e.player != mover:
                        miner.token_of_the_turn(src, i, before, e)


def generate(rules: Ruleset | None = None, scale: float = 1.0) -> dict[str, str]:
    """Every file of the combination's suite: relative path -> text.  ``scale``: the share of the mined
    games played (1: the suite as it would be published)."""
    game = Game(rules, VARIANT) if rules is not None else Game.load(VARIANT)
    suite = BothSuite(game)
    miner = BothMiner(suite)
    targeted(game, miner)
    return suite_files(game, suite, miner, mined(game, VARIANT, MINING, scale),
                       (GOLDEN_POLICIES, GOLDENS_EACH), AREAS,
                       perft_positions(game, VARIANT, PERFT_POSITIONS, _position))
