"""A toy game with simultaneous decisions, N players and hidden information, registered by the
tests only: it proves the core's interface, registry, commitments and generic tests carry a game
that moves unlike Duel (as the original 7 Wonders will).

Sealed bids: each of 2–4 players starts with 5 coins.  In each of three rounds a prize (1–6
points, drawn at setup and hidden until its round) is on offer; every player commits a bid
from 0 to their coins at once; when the last bid is in, bids are revealed, the highest bid
made by one player alone wins the prize and pays the bid to the bank (a tie for the highest
bid: nobody wins it).  Most points wins; equal points share the victory.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from oracle.core import game as core
from oracle.core.events import Event, Events
from oracle.core.prng import SplitMix64
from oracle.core.simultaneous import Commitments
from oracle.errors import IllegalMoveError, InvalidRecordError

ROUNDS = 3
COINS = 5


class Bid(NamedTuple):
    amount: int

    def __str__(self) -> str:
        return f'{{"action": "bid", "amount": {self.amount}}}'


class Outcome(NamedTuple):
    victory: str
    winners: tuple[int, ...]


class State(NamedTuple):
    game: SealedBids
    prizes: tuple[int, ...]
    round: int
    coins: tuple[int, ...]
    points: tuple[int, ...]
    bids: Commitments
    outcome: Outcome | None

    @property
    def setup(self) -> tuple[int, ...]:
        return self.prizes


@dataclass(frozen=True, slots=True)
class BidRevealed(Event):
    kind: ClassVar[str] = "bid"
    SUMMARY: ClassVar[str] = "A bid is revealed."
    player: int
    amount: int = 0


@dataclass(frozen=True, slots=True)
class PrizeWon(Event):
    kind: ClassVar[str] = "prize"
    SUMMARY: ClassVar[str] = "A player wins the round's prize."
    player: int
    points: int = 0
    paid: int = 0


class Rules:
    rule_ids: ClassVar[dict[str, str]] = {
        "bid.range": "A bid is a whole number from 0 to the bidder's coins.",
        "bid.order": "Each player bids once a round; bids are revealed together.",
        "game.over": "No move follows the end of the game.",
    }


class SealedBids(core.Game):
    name: ClassVar[str] = "sealed-bids"
    title: ClassVar[str] = "Sealed bids (a test game)"
    variants: ClassVar[tuple[str, ...]] = ("standard",)
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    event_kinds: tuple[type[Event], ...] = (BidRevealed, PrizeWon)
    record_format: ClassVar[str] = "urn:wonders-oracle:test:sealed-bids:record:v1"
    turn_rule: ClassVar[str] = "bid.order"
    setup_base: ClassVar[type] = tuple
    action_base: ClassVar[type] = Bid

    def __init__(self, variant: str = "standard", players: int = 2):
        self.rules = Rules()
        self.variant = variant
        self.players = players

    @classmethod
    def load(cls, variant: str = "standard", players: int = 2, spec: str | None = None) -> SealedBids:
        return cls(variant, players)

    # setup
    def _draw_setup(self, rng: SplitMix64) -> tuple[int, ...]:
        return tuple(1 + rng.below(6) for _ in range(ROUNDS))

    def _setup_from_json(self, value: Any, path: str) -> tuple[int, ...]:
        if not isinstance(value, dict) or not isinstance(value.get("prizes"), list) or len(value["prizes"]) != ROUNDS:
            raise InvalidRecordError(path, f"expected {{\"prizes\": [{ROUNDS} numbers]}}")
        return tuple(int(p) for p in value["prizes"])

    @classmethod
    def _write_setup(cls, rules: Any, setup: tuple[int, ...]) -> dict[str, Any]:
        return {"prizes": list(setup)}

    def _initial_state(self, setup: tuple[int, ...]) -> State:
        seats = tuple(range(self.players))
        return State(self, setup, 0, (COINS,) * self.players, (0,) * self.players,
                     Commitments.open(self.players, seats), None)

    # decisions
    def _to_move(self, state: State) -> tuple[int, ...]:
        return () if state.outcome else state.bids.waiting

    def _legal_actions(self, state: State, player: int | None) -> list[Bid]:
        owing = self._to_move(state)
        if player is None:
            if len(owing) != 1:
                return []
            player = owing[0]
        if player not in owing:
            return []
        return [Bid(n) for n in range(state.coins[player] + 1)]

    def _apply(self, state: State, action: Bid, player: int | None) -> core.Step:
        seat = self._mover(state, player)
        if not isinstance(action, Bid) or not 0 <= action.amount <= state.coins[seat]:
            raise IllegalMoveError("bid.range", f"player {seat} may bid 0 to {state.coins[seat]} coins")
        bids = state.bids.commit(seat, action)
        if not bids.complete:
            return core.Step(state._replace(bids=bids), Events.of(()))
        return self._reveal(state, bids)

    def _reveal(self, state: State, bids: Commitments) -> core.Step:
        events: list[Event] = [BidRevealed(seat, bid.amount) for seat, bid in bids.in_order()]
        coins, points = list(state.coins), list(state.points)
        amounts = [bid.amount for _, bid in bids.in_order()]
        top = max(amounts)
        if amounts.count(top) == 1:
            winner = amounts.index(top)
            coins[winner] -= top
            points[winner] += state.prizes[state.round]
            events.append(PrizeWon(winner, state.prizes[state.round], top))
        next_round = state.round + 1
        outcome = None
        if next_round == ROUNDS:
            best = max(points)
            outcome = Outcome("points", tuple(p for p, n in enumerate(points) if n == best))
        return core.Step(State(self, state.prizes, next_round, tuple(coins), tuple(points),
                               Commitments.open(self.players, tuple(range(self.players))), outcome),
                         Events.of(events))

    # views
    def _observe(self, state: State, player: int) -> dict[str, Any]:
        return {"player": player, "round": state.round, "coins": list(state.coins), "points": list(state.points),
                "prize": state.prizes[state.round] if state.outcome is None else None,
                "bids": state.bids.seen_by(player, lambda bid: bid.amount)}

    def _resample_from_infostate(self, state: State, player: int, rng: SplitMix64) -> State:
        """A state ``player`` cannot tell from ``state``: later prizes and others' bids redrawn."""
        prizes = list(state.prizes)
        for r in range(state.round + 1, ROUNDS):
            prizes[r] = 1 + rng.below(6)
        bids = state.bids
        slots = list(bids.by_seat)
        for seat, bid in enumerate(slots):
            if bid is not None and seat != player:
                slots[seat] = Bid(rng.below(state.coins[seat] + 1))
        return state._replace(prizes=tuple(prizes), bids=bids._replace(by_seat=tuple(slots)))

    def _check_step(self, before: State, step: core.Step) -> list[str]:
        """Coins only leave a player for a prize they win; points only come with a prize."""
        after = step.state
        paid = {e.player: e.paid for e in step.events if isinstance(e, PrizeWon)}
        problems = [f"player {p} coins {before.coins[p]} -> {after.coins[p]}" for p in range(self.players)
                    if after.coins[p] != before.coins[p] - paid.get(p, 0)]
        return problems + [f"player {p} coins below 0" for p in range(self.players) if after.coins[p] < 0]

    def _summary(self, state: State) -> dict[str, Any]:
        return {"round": state.round, "coins": list(state.coins), "points": list(state.points),
                "to_move": list(self.to_move(state)),
                "winners": list(state.outcome.winners) if state.outcome else None}

    def _score_sheet(self, state: State) -> list[dict[str, int]]:
        return [{"prizes": n, "total": n} for n in state.points]

    # records
    def _action_from_json(self, value: Any, path: str) -> Bid:
        if not isinstance(value, dict) or value.get("action") != "bid" or type(value.get("amount")) is not int:
            raise InvalidRecordError(path, 'expected {"action": "bid", "amount": N}')
        return Bid(value["amount"])

    @classmethod
    def _write_action(cls, rules: Any, action: Bid) -> dict[str, Any]:
        return {"action": "bid", "amount": action.amount}

    def _legal_json(self, state: State, player: int | None) -> list[dict[str, Any]]:
        return [self._action_to_json(a) for a in self._legal_actions(state, player)]

    def _record_from_json(self, value: Any) -> core.Record:
        if not isinstance(value, dict) or value.get("game") != self.name:
            raise InvalidRecordError("$.game", f'expected "{self.name}"')
        players = value.get("players")
        if type(players) is not int or players not in self.player_counts:
            raise InvalidRecordError("$.players", "expected 2, 3 or 4")
        moves, movers = [], []
        for i, move in enumerate(value.get("moves", [])):
            if not isinstance(move, dict) or type(move.get("player")) is not int:
                raise InvalidRecordError(f"$.moves[{i}]", "a move names its player")
            movers.append(move["player"])
            moves.append(self.action_from_json({k: v for k, v in move.items() if k != "player"}, f"$.moves[{i}]"))
        return core.Record(self.name, self.setup_from_json(value.get("setup")), tuple(moves), "standard", players,
                           tuple(movers))

    def _record_to_json(self, record: core.Record) -> dict[str, Any]:
        return {"game": self.name, "players": record.players, "setup": self.setup_to_json(record.setup),
                "moves": [{"player": p, **self.action_to_json(a)} for p, a in zip(record.movers, record.moves,
                                                                                   strict=True)]}

    def _account(self, initial: State, steps: Sequence[core.Step]) -> str:
        lines = [f"{self.title}, {self.players} players; prizes {list(initial.prizes)}"]
        for step in steps:
            for e in step.events:
                lines.append(f"  {e.to_json()}")
        return "\n".join(lines) + "\n"
