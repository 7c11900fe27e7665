"""``oracle conform``: run a game's conformance suite against an engine that speaks the adapter protocol.

The game is any of the registry that has a suite (``Game.conformance_kit()``): the kit gives its
suite folder, its commonly-wrong rules and how a difference is blamed on a rule; everything else
here is the same for every game.  The engine's ``hello`` says which protocol it speaks:
``wonders-adapter/2`` (``new_game`` names the game, variant and players; ``apply`` and ``legal``
the player, which the runner knows from the oracle's own replay) or ``wonders-adapter/1``
(7 Wonders Duel only, judged exactly as before version 2).

Three sections, in this order: the cases (``spec/conformance/<game>/*.json``), the playthrough
goldens (``games/``) and the perft counts (``perft.json``).  Every item ends as ``pass``,
``fail`` (the engine departs from the rules: the message names the rule ids involved),
``error`` (the engine misbehaved: crash, hang, garbage, oversize, protocol, schema, or an
``error`` answer — it is restarted when needed and the run goes on), ``skip`` (the engine's
``hello`` does not announce the item's game, any variant the item holds for or its number of
players, or the engine lacks an optional capability) or ``invalid`` (the oracle itself cannot
check the item: it is checked against the oracle first, :mod:`oracle.conformance.selfcheck`, and
never blamed on the engine).  An item listing several variants it holds for (``variants``) whose
record's variant the engine does not announce runs under the first other of them it does
(:meth:`Runner.as_run`).

Nothing the engine answers can stop the run: an answer of any shape ends its item with one
result whose message is one line (text from the engine is escaped and cut).  A suite folder is
read and checked item by item before anything runs (:mod:`oracle.conformance.suite`, which also
holds the :class:`~oracle.conformance.suite.Result` each item ends as).
"""

from __future__ import annotations

import time
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from itertools import islice
from typing import Any

from oracle.conformance.canonical import (
    HASHED,
    canonical,
    field_hash,
    legal_digest,
    legal_list,
    state_view,
)
from oracle.conformance.client import DEFAULT_STARTUP_TIMEOUT, DEFAULT_TIMEOUT, EngineFault, EngineProcess, one_line
from oracle.conformance.compare import (
    DETAIL_LIMIT,
    MESSAGE_LIMIT,
    answer_count,
    answer_object,
    answer_objects,
    json_text,
    legal_differences,
    malformed,
    same,
    state_differences,
)
from oracle.conformance.divergence import (
    Divergence,
    Moment,
    compare,
    differing_events,
    event_key,
    events_problems,
    of_ruleset,
    ranked,
    state_problems,
    why_state,
)
from oracle.conformance.perft import perft
from oracle.conformance.selfcheck import (
    InvalidItem,
    Replay,
    check_case,
    check_golden,
    check_position,
    game_of,
    read_record,
)
from oracle.conformance.suite import Result, Selection, Suite
from oracle.core.game import Game
from oracle.core.jsonio import is_int
from oracle.core.options import with_choice
from oracle.core.registry import load_game
from oracle.errors import OracleError
from oracle.text import shown, shown_json

START_ATTEMPTS = 3          # failed starts in a row after which the engine is not started again
AHEAD = 16                  # an item's requests sent before the answers to the earlier ones are read, at most
NO_EVENTS = "a move's events (the engine lacks the 'events' capability)"
NO_OBSERVE = "observations (the engine lacks the 'observe' capability)"


def unannounced_game(game: str) -> str:
    """Why an item of a game the engine does not play is skipped."""
    return f"the engine does not announce the game {shown(game)}"


def unreported(field: str) -> str:
    """The check not made when the engine's state leaves out the optional field ``field``."""
    return f"the state's '{field}' (optional, not reported by the engine)"


# ---- messages ----------------------------------------------------------------------------------------


def _short(actions: list[Any], limit: int = 4) -> str:
    shown_actions = ", ".join(json_text(a, 160) for a in actions[:limit])
    return shown_actions + (f" and {len(actions) - limit} more" if len(actions) > limit else "")


def _said(answer: dict[str, Any]) -> str:
    """The rule and message of an ``illegal`` answer, escaped, for a message."""
    rule, message = answer.get("rule"), answer.get("message")
    parts = ([f"rule {shown(rule, 80)}"] if isinstance(rule, str) else []) \
        + ([shown(message, 160)] if isinstance(message, str) else [])
    return ": ".join(parts)


class CaseFailure(Exception):
    def __init__(self, message: str, rules: Iterable[str] = (), details: Iterable[str] = (),
                 divergence: Divergence | None = None):
        self.message = message
        self.rules = list(rules)
        self.details = list(details)
        self.divergence = divergence
        self.step: int | None = None    # the golden step whose check failed (moves applied before it)
        super().__init__(message)


class SkipItem(Exception):
    pass


# ---- the runner --------------------------------------------------------------------------------------


class Runner:
    """Runs suite items against one engine command, restarting the engine after each fault.

    ``timeout`` is each item's budget: the time the engine may take, in all, to answer the
    item's requests (the runner's own work is not counted).  Starting the engine is bounded by
    ``startup_timeout`` instead.  ``variant``: the variant chosen for the run (``--variant``); an
    item holding under it is played under it (see :meth:`as_run`)."""

    def __init__(self, command: str, timeout: float = DEFAULT_TIMEOUT, game: Game | None = None,
                 strict_rules: bool = False, startup_timeout: float = DEFAULT_STARTUP_TIMEOUT,
                 variant: str | None = None):
        self.command = command
        self.game = game or load_game("duel")
        self.variant = variant
        kit = self.game.conformance_kit()
        if kit is None:
            raise ValueError(f"{self.game.title} has no conformance suite yet")
        self.kit = kit
        # the answers are checked against the schemas of the game's ruleset (the Pantheon's have their own)
        self.engine = EngineProcess(command, timeout=timeout, startup_timeout=startup_timeout,
                                    game=self.game.published_as)
        self.timeout = self.engine.timeout
        self.strict_rules = strict_rules
        self.spent = 0.0        # engine time used by the current item
        self.answered = 0       # answers received in the current item
        self.failed_starts: list[EngineFault] = []    # starts that failed since the last one that worked
        self.unchecked: list[str] = []  # checks of the current item not made (see Result.unchecked)
        self.current: Replay | None = None  # the current item's record as the oracle played it
        self._current_record: dict[str, Any] | None = None
        self._planned: deque[dict[str, Any]] = deque()  # the current item's next requests, as it will ask them
        self._sent = 0          # how many of the planned requests are sent, their answers not read yet

    def close(self) -> None:
        self.engine.stop()

    def _engine(self) -> EngineProcess:
        """The running engine, started if need be.  After :data:`START_ATTEMPTS` failed starts in
        a row it is not started again: every later item is an error at once (an engine that
        never answers ``hello`` would otherwise cost the startup time for every item)."""
        if self.engine.running():
            return self.engine
        if len(self.failed_starts) >= START_ATTEMPTS:
            last = self.failed_starts[-1]
            raise EngineFault(last.kind, f"not started again after {len(self.failed_starts)} failed starts; the "
                                         f"last: {last.detail}")
        try:
            self.engine.start()
        except EngineFault as fault:
            self.failed_starts.append(fault)
            raise
        self.failed_starts = []
        return self.engine

    def ask(self, body: dict[str, Any]) -> dict[str, Any]:
        """One request within what is left of the current item's budget.  Answers of type
        ``error`` raise an :class:`EngineFault` of kind ``error``."""
        engine = self._engine()
        what = str(body["type"])
        remaining = self.timeout - self.spent
        if remaining <= 0:
            raise EngineFault("hang", f"no time left for '{what}' within the item's {self.timeout:g} s "
                                      f"({self.answered} answers of this item)")
        start = time.monotonic()
        try:
            if self._planned and self._planned[0] == body:
                self._planned.popleft()
                sent = self._sent > 0
                self._sent -= sent
                self._send_ahead(engine, remaining, () if sent else (body,))
                answer = engine.receive(timeout=remaining)
            else:       # the item went another way than planned (it failed): the answers sent ahead are dropped
                self._planned.clear()
                self._sent = 0
                answer = engine.request(body, timeout=remaining)
        except EngineFault as fault:
            if fault.kind == "hang" and fault.detail.startswith("no answer"):
                raise EngineFault("hang", f"no answer to '{what}' within the item's {self.timeout:g} s "
                                          f"({self.answered} answers of this item)") from None
            raise
        finally:
            self.spent += time.monotonic() - start
        self.answered += 1
        return answer

    def plan(self, bodies: Iterable[dict[str, Any]]) -> None:
        """The requests the current item will ask next, in order, if the engine agrees with the
        oracle: up to :data:`AHEAD` of them are sent before the answers to the earlier ones are read,
        so the engine works while the runner checks.  An item that asks otherwise (it failed) drops
        the answers to those sent (:meth:`EngineProcess.drain`); a plan only saves time."""
        self._planned.extend(bodies)

    def _send_ahead(self, engine: EngineProcess, timeout: float, first: Sequence[dict[str, Any]] = ()) -> None:
        """Send ``first``, then, once no more than half of :data:`AHEAD` are awaited, planned requests
        not sent yet until :data:`AHEAD` are (one write for several requests)."""
        more = max(0, min(len(self._planned), AHEAD) - self._sent) if self._sent <= AHEAD // 2 else 0
        bodies = [*first, *islice(self._planned, self._sent, self._sent + more)]
        self._sent += more
        if bodies:
            engine.send(bodies, timeout)

    def _run(self, section: str, ident: str, area: str, rules: list[str], check: Callable[[], None]) -> Result:
        start = time.monotonic()
        self.spent = 0.0
        self.answered = 0
        self.unchecked = []
        self.current = None
        self._planned.clear()
        self._sent = 0
        try:
            check()
        except CaseFailure as failure:
            result = Result(section, ident, "fail", failure.rules or rules, failure.message, area,
                            details=failure.details or [failure.message],
                            divergence=failure.divergence.to_json() if failure.divergence else None)
            if failure.divergence is not None and self._current_record is not None:
                result.record = {**self._current_record,
                                 "moves": self._current_record["moves"][:failure.divergence.moves]}
                result.states = failure.divergence.states
        except EngineFault as fault:
            if fault.kind != "error":
                self.engine.stop()
            result = Result(section, ident, "error", fault.rules or rules, f"engine {fault.kind}: {fault.detail}",
                            area)
        except SkipItem as skip:
            result = Result(section, ident, "skip", rules, str(skip), area)
        except InvalidItem as invalid:
            # the oracle cannot check the engine with this item: the suite is at fault, not the engine
            result = Result(section, ident, "invalid", rules, f"suite item invalid: {invalid}", area)
        except OracleError as error:
            # the oracle cannot replay what the item holds (found past the item's own check)
            self.engine.stop()
            result = Result(section, ident, "invalid", rules, f"suite item invalid: {shown(str(error), 400)}", area)
        except Exception as error:  # one item's bug must not end the run
            self.engine.stop()
            result = Result(section, ident, "error", rules, f"internal error in the runner: "
                                                            f"{type(error).__name__}: {shown(str(error), 200)}", area)
        else:
            result = Result(section, ident, "pass", rules, "", area)
        if self._sent:      # the item ended before the answers it sent ahead: read and dropped
            self.engine.drain()
        self._planned.clear()
        self._sent = 0
        result.seconds = time.monotonic() - start
        result.waited = min(self.spent, result.seconds)
        result.unchecked = list(dict.fromkeys(self.unchecked))
        self.current = self._current_record = None
        return result

    # -- shared steps ----------------------------------------------------------------------------------
    @property
    def protocol(self) -> int:
        """The protocol version the running engine speaks (its ``hello`` says); the engine is started
        if it is not (an engine that exited since is found, and started again, by the next request)."""
        engine = self.engine
        if engine.process is not None and engine.protocol is not None:
            return engine.protocol
        return self._engine().protocol or 1

    def announces_game(self) -> bool:
        """Whether the engine's ``hello`` announces the game under test (the engine is started if need be)."""
        return self.game.name in self._engine().offers

    def announced(self, record: dict[str, Any]) -> None:
        """Raise :class:`SkipItem` when the engine's ``hello`` does not announce the game under test,
        the record's variant, or its number of players for that variant: the item is skipped and
        counted."""
        offer = self._engine().offers.get(self.game.name)
        if offer is None:
            raise SkipItem(unannounced_game(self.game.name))
        variant = record.get("variant", self.game.variants[0])
        players = record.get("players", self.game.players)
        reason = offer.refusal(variant if isinstance(variant, str) else "", players if is_int(players) else 0)
        if reason is not None:
            raise SkipItem(reason)

    def new_game(self, record: dict[str, Any]) -> None:
        self.ask(self._new_game_request(record))

    def _new_game_request(self, record: dict[str, Any]) -> dict[str, Any]:
        body: dict[str, Any] = {"type": "new_game", "game": self.game.name,
                                "variant": record.get("variant", self.game.variants[0]), "setup": record["setup"]}
        if self.protocol == 2:
            body["players"] = record.get("players", self.game.players)
        if record.get("rule_options"):
            body["rule_options"] = record["rule_options"]
        return body

    def _movers(self, record: dict[str, Any], moves: list[dict[str, Any]]) -> list[int]:
        """Who makes each of ``moves`` played from the record's setup: the player the record names,
        else the only player owing a decision as the oracle replays them."""
        current = self.current
        if current is not None and record is self._current_record and moves == record["moves"]:
            return current.movers
        parsed = self._record(record, moves)
        if parsed.movers:
            return [int(m) for m in parsed.movers]
        game = self._game_of(parsed)
        state = game.new_game(parsed.setup)
        out: list[int] = []
        for action in parsed.moves:
            owing = game.to_move(state)
            player = owing[0] if owing else 0
            out.append(player)
            try:
                state = game.apply(state, action, player).state
            except OracleError:
                break
        return out + [out[-1] if out else 0] * (len(parsed.moves) - len(out))

    def _apply_request(self, move: dict[str, Any], player: int | None) -> dict[str, Any]:
        """An ``apply`` request for a record's move.  Where a game's records name each move's player
        (Architects'), the action goes without it: protocol 2 sends the player beside the action."""
        named = self.kit.moves_name_player and isinstance(move, dict)
        action = {k: v for k, v in move.items() if k != "player"} if named else move
        body: dict[str, Any] = {"type": "apply", "action": action}
        if self.protocol == 2 and player is not None:
            body["player"] = player
        return body

    def _legal_request(self, player: int | None) -> dict[str, Any]:
        if self.protocol == 2 and player is not None:
            return {"type": "legal", "player": player}
        return {"type": "legal"}

    def _to_move(self, record: dict[str, Any], moves: int) -> int | None:
        """The player owing a decision after ``moves`` moves of the record (the oracle's view)."""
        state = self._oracle_state(record, moves)
        owing = state.game.to_move(state)
        return owing[0] if owing else None

    def play(self, record: dict[str, Any], moves: list[dict[str, Any]]) -> dict[str, Any] | None:
        """Apply moves; the engine must accept each.  Returns the last 'applied' answer."""
        last = None
        movers = self._movers(record, moves) if self.protocol == 2 else [None] * len(moves)
        if not self._planned:
            self.plan(self._apply_request(move, movers[i]) for i, move in enumerate(moves))
        for i, move in enumerate(moves):
            answer = self.ask(self._apply_request(move, movers[i]))
            if answer["type"] != "applied":
                said = _said(answer)
                state = self._oracle_state(record, i)
                why = self.kit.why("legal", Moment(state, state, mover=movers[i], deciding=movers[i]),
                                   [self._listed(record, i, move)], [])
                rules = of_ruleset(state, [*why, *self._rules_at(record, i, move)])
                cited = answer.get("rule")
                if isinstance(cited, str) and cited in rules and not why:  # the rule the engine applied wrongly
                    rules = [cited, *(r for r in rules if r != cited)]
                raise CaseFailure(f"move {i} {json_text(move)} is legal but the engine refuses it"
                                  + (f" ({said})" if said else ""), rules)
            last = answer
        return last

    def _listed(self, record: dict[str, Any], i: int, move: Any) -> Any:
        """Move ``i`` of ``record`` as the oracle lists it among the legal actions (with its cost)."""
        state = self._oracle_state(record, i)
        dropped = ("cost", "player") if self.kit.moves_name_player else ("cost",)
        plain = {k: v for k, v in move.items() if k not in dropped} if isinstance(move, dict) else move
        listed = next((item for item in state.game.legal_json(state)
                       if {k: v for k, v in item.items() if k != "cost"} == plain), None)
        return listed if listed is not None else move

    def _rules_at(self, record: dict[str, Any], i: int, move: dict[str, Any]) -> list[str]:
        """Rules the oracle applied when it played move ``i`` of ``record``."""
        return self.kit.rules_for_legal_diff([self._listed(record, i, move)], [])

    def _record(self, record: dict[str, Any], moves: list[Any]) -> Any:
        return read_record(self.game, {**record, "moves": moves})

    def _game_of(self, parsed: Any) -> Game:
        """The game of a parsed record: this runner's, under the record's variant and player count."""
        return game_of(self.game, parsed)

    def _oracle_state(self, record: dict[str, Any], moves: int) -> Any:
        if self.current is not None and record is self._current_record and moves < len(self.current.states):
            return self.current.states[moves]
        parsed = self._record(record, record["moves"][:moves])
        state, _ = self._game_of(parsed).replay(parsed)
        return state

    def _checked(self, record: dict[str, Any], replay: Replay) -> None:
        """Remember the current item's record as the oracle played it (its own check)."""
        self.current = replay
        self._current_record = record

    def _event_rules(self, ours: Sequence[Any], theirs: list[dict[str, Any]]) -> list[str]:
        """The rules behind differing events: those of the oracle's events the engine departs on,
        and of the engine's extra events read as the game's event kinds (an event the game has no
        kind for, or cannot read, points at nothing)."""
        kinds = {k.kind: k for k in self.game.event_kinds}
        known = {event_key(e.to_json()) for e in ours}
        events = differing_events(ours, theirs)
        for item in theirs:
            kind = kinds.get(item.get("kind"))   # type: ignore[arg-type]
            if kind is not None and event_key(item) not in known:
                try:
                    events.append(kind.from_json(item))
                except Exception:   # hostile or odd fields: that event names no rule
                    continue
        try:
            return self.kit.rules_for_events(events)
        except Exception:           # an event read from the engine with fields of the wrong type
            return self.kit.rules_for_events(differing_events(ours, theirs))

    # -- cases -----------------------------------------------------------------------------------------
    def run_case(self, case: dict[str, Any]) -> Result:
        def check() -> None:
            ran = self.as_run(case, lambda item: check_case(self.game, self.kit, item, self.strict_rules))
            self._noting_variant(case, ran, lambda: self._localised(
                ran["record"], lambda: self._case(ran), case["rules"],
                self.kit.commonly_wrong_rules.get(case.get("commonly_wrong", 0))))

        return self.noted(case, self._run("cases", case["id"], case["tags"]["area"], case["rules"], check))

    # -- the variant an item is run under ----------------------------------------------------------------
    def as_run(self, item: dict[str, Any], check: Callable[[dict[str, Any]], Replay]) -> dict[str, Any]:
        """The item as the engine runs it.  An item holding under several variants (its ``variants``,
        the record's own first) whose record's variant the engine's ``hello`` does not announce is
        run under the first other of them it does announce: its record's ``variant`` replaced, and
        the oracle's own checks made again under that variant.  Otherwise it is run as written (and
        skipped when the engine does not announce its variant).  When the run has a variant of its
        own (:attr:`variant`), an item listing it is played under it, whatever the engine announces
        (and skipped when it does not announce it).  The item as written is checked against the
        oracle (``check``) before the engine starts.  Its record is played with the readings of the
        rule options the run chooses (:meth:`with_run_options`)."""
        item = self.with_run_options(item, check)
        variants = item.get("variants")
        if not isinstance(variants, list) or len(variants) < 2:
            return item
        record = item["record"]
        self._checked(record, check(item))
        own = record.get("variant", self.game.variants[0])
        if self.variant is not None and self.variant in variants:
            return item if own == self.variant else self._under(item, self.variant)
        offer = self._engine().offers.get(self.game.name)
        players = record.get("players", self.game.players)
        count = players if is_int(players) else 0
        if offer is None or offer.refusal(own if isinstance(own, str) else "", count) is None:
            return item
        chosen = next((v for v in variants[1:] if offer.refusal(v, count) is None), None)
        if chosen is None:
            return item
        return self._under(item, chosen)

    def with_run_options(self, item: dict[str, Any], check: Callable[[dict[str, Any]], Replay]) -> dict[str, Any]:
        """``item`` as the run plays it: its record with the readings of the rule options the run chooses
        (``--rule-option``; none: every default) in place of its own.  When they differ from the item's,
        the oracle checks the item under the run's (``check``); an item whose expectations do not hold
        there depends on a reading the run changes, and is skipped saying which.  The item as written
        otherwise."""
        record = item["record"]
        chosen = self.game.rule_options
        own = record.get("rule_options", {})
        if own == chosen:
            return item
        ran = {**item, "record": with_choice(record, chosen)}
        try:
            self._checked(ran["record"], check(ran))
        except InvalidItem as error:
            readings = ", ".join(f"{k}={v}" for k, v in chosen.items()) or "every default"
            raise SkipItem(f"it does not hold with the rule options of the run ({readings}): "
                           f"{one_line(error.message)}") from None
        return ran

    @staticmethod
    def _under(item: dict[str, Any], variant: str) -> dict[str, Any]:
        """``item`` with its record played under ``variant`` (one of those it lists besides its own)."""
        return {**{k: v for k, v in item.items() if k != "variants"}, "record": {**item["record"], "variant": variant}}

    @staticmethod
    def _noting_variant(item: dict[str, Any], ran: dict[str, Any], check: Callable[[], None]) -> None:
        """``check``; the failure of an item run under another of its variants than its own, or the
        oracle's own check of it failing under that variant, says which variant."""
        if ran is item:
            check()
            return
        note = f" (run under the variant {shown(ran['record']['variant'])}, which the item lists besides its own)"
        try:
            check()
        except CaseFailure as failure:
            failure.message += note
            raise
        except InvalidItem as invalid:
            raise InvalidItem(invalid.path, invalid.message + note) from None

    def noted(self, case: dict[str, Any], result: Result) -> Result:
        """A failing case of a commonly-wrong entry says so, but only when the rule it blames first
        is the entry's own: a failure that first departs on another rule is about that rule."""
        number = case.get("commonly_wrong")
        wrong = self.kit.commonly_wrong.get(number) if number is not None else None
        rule = self.kit.commonly_wrong_rules.get(number) if number is not None else None
        if result.status == "fail" and wrong and result.rules and (rule is None or result.rules[0] == rule):
            # the message is cut before the note, which always shows
            note = f" (commonly wrong #{number}: {wrong})"
            result.message = one_line(result.message, max(0, MESSAGE_LIMIT - len(note))) + note
            result.commonly_wrong = number
        return result

    # -- the first divergence ---------------------------------------------------------------------------
    def _localised(self, record: dict[str, Any], check: Callable[[], None], about: Sequence[str] = (),
                   focus: str | None = None) -> None:
        """``check``; when it fails, the record is replayed move by move to find where the engine
        first departs from the oracle, which leads the failure's message and rules.  Of the rules
        blamed there, those the item is ``about`` (a case's rules) come first."""
        try:
            check()
        except EngineFault as fault:
            if fault.kind != "schema":
                raise
            # a value the engine should never hold: the search finds the move that led to it
            try:
                found = self.first_divergence(record)
            except (EngineFault, OracleError):
                found = None
            if found is not None:
                found.about(about, focus)
                fault.rules = found.rules
                if found.moves:     # where the value went wrong, when not from the start
                    fault.detail = one_line(f"{fault.detail} (first divergence {found.sentence().split(' ', 2)[2]})",
                                            MESSAGE_LIMIT)
            raise fault from None
        except CaseFailure as failure:
            if failure.divergence is not None:
                raise
            try:
                found = self.first_divergence(record)
            except (EngineFault, OracleError):
                found = None    # the search is a help: the failure as seen stands
            if found is None:
                raise
            if failure.step is not None and found.moves > failure.step:
                # the same moves asked again: the engine agrees past the step it failed at before
                raise EngineFault("nondeterministic", f"asked the same moves twice, the engine answers differently: "
                                                      f"the golden's check failed after {failure.step} moves, but "
                                                      f"replayed move by move it agrees until {found.moves} moves "
                                                      f"(the first check said: {one_line(failure.message, 300)})"
                                  ) from None
            found.about(about, focus)
            raise CaseFailure(f"{found.sentence()}; as checked: {failure.message}", [*found.rules, *failure.rules],
                              [*found.details, *(failure.details or [failure.message])], found) from None

    def first_divergence(self, record: dict[str, Any]) -> Divergence | None:
        """Replay ``record`` in the engine and in the oracle, comparing after every move (the move's
        events, the state, the legal actions); the first difference, or ``None``."""
        moves = record["moves"]
        parsed = self._record(record, moves)
        game = self._game_of(parsed)
        state = game.new_game(parsed.setup)
        movers: list[int | None] = list(self._movers(record, moves)) if self.protocol == 2 else [None] * len(moves)
        self.new_game(record)
        with_events = "events" in self._engine().capabilities
        found = compare(self.kit, state, self.ask, self._legal_request, [self.kit.start_rule], 0,
                        moment=Moment(None, state))
        earlier: list[Sequence[Any]] = []
        for i, move in enumerate(moves):
            if found is not None:
                return found
            mover = parsed.movers[i] if parsed.movers else None
            step = game.apply(state, parsed.moves[i], mover)
            applied = self.kit.rules_for_events(step.events)
            who = mover if mover is not None else (state.game.to_move(state) or [None])[0]
            moment = Moment(state, step.state, step.events, tuple(earlier), move, who)
            answer = self.ask(self._apply_request(move, movers[i]))
            if answer["type"] != "applied":
                cited = answer.get("rule")
                why = self.kit.why("legal", Moment(state, state, (), tuple(earlier), None, who, who),
                                   [self._listed(record, i, move)], [])
                listed = list(dict.fromkeys([*why, *self._rules_at(record, i, move)]))
                # the rule the engine cites leads, unless the oracle's why names the value behind it
                pointed = [cited, *listed] if isinstance(cited, str) and cited in listed and not why else listed
                said = _said(answer)
                what = "the engine refuses this legal move" + (f" ({said})" if said else "")
                return Divergence(i, "refused", what, ranked(pointed, applied), [what], move, len(set(pointed)),
                                  self._both_states(state), len(why))
            if with_events and "events" in answer:
                theirs = answer_objects(answer, "events", [])
                problems = events_problems([e.to_json() for e in step.events], theirs)
                if problems:
                    both = self._both_states(step.state)
                    why = self.kit.why("events", moment, step.events, theirs) or self._state_why(moment, both)
                    pointed = list(dict.fromkeys([*why, *self._event_rules(step.events, theirs)]))
                    return Divergence(i + 1, "events", problems[0] + (f" (and {len(problems) - 1} more)"
                                                                     if len(problems) > 1 else ""),
                                      ranked(pointed, applied) or [self.kit.default_rule], problems, move,
                                      len(set(pointed)), both, len(why))
            state = step.state
            earlier.append(step.events)
            found = compare(self.kit, state, self.ask, self._legal_request, applied, i + 1, move, moment)
        return found

    def _state_why(self, moment: Moment, both: dict[str, Any] | None) -> list[str]:
        """When the events differ in a way the oracle cannot explain from them (another winner in
        the game-over event), why the states differ at the same step: the field behind it."""
        if both is None:
            return []
        problems = state_problems(both["oracle"], both["engine"], self.kit.unordered)
        return why_state(self.kit, moment, problems, both["oracle"], both["engine"])

    def _both_states(self, state: Any) -> dict[str, Any] | None:
        """The oracle's view of ``state`` beside the engine's ``state`` answer (``None`` when the
        engine cannot give it: the divergence found stands without them)."""
        try:
            return {"oracle": state_view(state), "engine": answer_object(self.ask({"type": "state"}), "state")}
        except EngineFault:
            return None

    def _case(self, case: dict[str, Any]) -> None:
        record = case["record"]
        expect = case["expect"]
        if self._current_record is not record:      # not checked yet (see as_run)
            self._checked(record, check_case(self.game, self.kit, case, self.strict_rules))
        self.announced(record)
        note = ""      # the commonly-wrong note is added by run_case, where the first blamed rule is known
        self.plan(self._case_requests(record, expect))
        self.new_game(record)
        try:
            last = self.play(record, record["moves"])
        except CaseFailure as failure:
            # the rules of the move refused first, then those the case is about
            raise CaseFailure(failure.message + note, dict.fromkeys([*failure.rules, *case["rules"]])) from None
        problems: list[str] = []
        whole: list[str] = []       # the same differences, each entry whole (the failure's details)
        if "state" in expect:
            state = answer_object(self.ask({"type": "state"}), "state")
            problems += state_differences(self._reported(expect["state"], state), state, unordered=self.kit.unordered)
        if "events" in expect and last is not None and "events" not in self._engine().capabilities:
            self.unchecked.append(NO_EVENTS)
        if "events" in expect and last is not None and "events" in self._engine().capabilities:
            want = Counter(map(event_key, expect["events"]))
            got = Counter(map(event_key, answer_objects(last, "events", [])))
            if want != got:
                lacking = ", ".join(one_line(e, 160) for e in list((want - got).elements())[:3])
                extra = ", ".join(one_line(e, 160) for e in list((got - want).elements())[:3])
                problems.append(f"events of the last move: missing [{lacking}], unexpected [{extra}]")
                whole += [f"event missing: {e}" for e in (want - got).elements()]
                whole += [f"event unexpected: {e}" for e in (got - want).elements()]
        if "legal" in expect:
            player = self._to_move(record, len(record["moves"])) if self.protocol == 2 else None
            actions = answer_objects(self.ask(self._legal_request(player)), "actions")
            missing, unexpected = legal_differences(expect["legal"], actions)
            if missing or unexpected:
                problems.append("legal actions differ: "
                                + (f"missing {_short(missing)}" if missing else "")
                                + ("; " if missing and unexpected else "")
                                + (f"unexpected {_short(unexpected)}" if unexpected else ""))
                whole += [f"legal action missing: {json_text(a, DETAIL_LIMIT)}" for a in missing]
                whole += [f"legal action unexpected: {json_text(a, DETAIL_LIMIT)}" for a in unexpected]
        for view in expect.get("observe", []):
            if "observe" not in self._engine().capabilities:
                self.unchecked.append(NO_OBSERVE)
                break
            observation = answer_object(self.ask({"type": "observe", "player": view["player"]}), "observation")
            problems += state_differences(view["observation"], observation, f"observation[{view['player']}]",
                                          self.kit.unordered)
        if problems:
            raise CaseFailure("; ".join(problems[:4]) + (f" (and {len(problems) - 4} more)" if len(problems) > 4
                                                          else "") + note, case["rules"],
                              [p for p in problems if not p.startswith(("events of the last move", "legal actions"))]
                              + whole)
        mover = self._to_move(record, len(record["moves"])) if self.protocol == 2 and expect.get("illegal") else None
        for item in expect.get("illegal", []):
            answer = self.ask(self._apply_request(item["action"], mover))
            if answer["type"] == "applied":
                raise CaseFailure(f"the engine accepts {json_text(item['action'])}, which breaks "
                                  f"{item['rule']}{note}", [item["rule"], *case["rules"]])
            cited = answer.get("rule")
            if self.strict_rules and cited != item["rule"]:
                citing = "citing no rule" if cited is None else f"citing {shown_json(cited)}"
                raise CaseFailure(f"the engine refuses {json_text(item['action'])} {citing}, "
                                  f"not {item['rule']}{note}", [item["rule"]])

    def _case_requests(self, record: dict[str, Any], expect: dict[str, Any]) -> Iterator[dict[str, Any]]:
        """The requests :meth:`_case` asks of an engine that agrees with the oracle, in its order."""
        yield self._new_game_request(record)
        moves = record["moves"]
        movers = self._movers(record, moves) if self.protocol == 2 else [None] * len(moves)
        yield from (self._apply_request(move, movers[i]) for i, move in enumerate(moves))
        if "state" in expect:
            yield {"type": "state"}
        mover = self._to_move(record, len(moves)) if self.protocol == 2 and ("legal" in expect
                                                                             or expect.get("illegal")) else None
        if "legal" in expect:
            yield self._legal_request(mover)
        if "observe" in self._engine().capabilities:
            yield from ({"type": "observe", "player": view["player"]} for view in expect.get("observe", []))
        yield from (self._apply_request(item["action"], mover) for item in expect.get("illegal", []))

    def _reported(self, expected: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        """The fields of ``expected`` to compare with the engine's ``state``: all, but an optional
        field of the state schema the engine leaves out, which is counted as not checked."""
        left_out = [k for k in expected if k in self.kit.optional_state and k not in state]
        self.unchecked += [unreported(k) for k in left_out]
        return {k: v for k, v in expected.items() if k not in left_out}

    # -- goldens ---------------------------------------------------------------------------------------
    def run_golden(self, golden: dict[str, Any]) -> Result:
        def check() -> None:
            ran = self.as_run(golden, lambda item: check_golden(self.game, self.kit, item))
            self._noting_variant(golden, ran, lambda: self._localised(ran["record"], lambda: self._golden(ran)))

        return self._run("goldens", golden["id"], ",".join(golden["tags"]), [], check)

    def _golden(self, golden: dict[str, Any]) -> None:
        record = golden["record"]
        if self._current_record is not record:      # not checked yet (see as_run)
            self._checked(record, check_golden(self.game, self.kit, golden))
        self.announced(record)
        # who moves at each step, from the oracle's replay (protocol 2 names the player)
        movers: list[int | None] = list(self._movers(record, record["moves"])) if self.protocol == 2 else []
        self.plan([self._new_game_request(record), *self._golden_requests(record, golden, movers)])
        self.new_game(record)
        for i, step in enumerate(golden["steps"]):
            try:
                self._golden_step(record, i, step, movers)
            except CaseFailure as failure:
                failure.step = i
                raise
            except EngineFault as fault:
                # A crash or a broken answer mid-game: name the rules the oracle applied at that move.
                fault.rules = self._step_rules(record, i)
                raise
        final = answer_object(self.ask({"type": "state"}), "state")
        outcome = golden["outcome"]
        keys = self.kit.outcome_keys
        if not all(same(final.get(k), outcome[k]) for k in keys):
            got = " / ".join(f"{k} {json_text(final.get(k))}" for k in keys)
            want = " / ".join(f"{k} {json_text(outcome[k])}" for k in keys)
            raise CaseFailure(f"the game ends with {got}, expected {want}", self.kit.outcome_rules(outcome))

    def _golden_requests(self, record: dict[str, Any], golden: dict[str, Any],
                         movers: Sequence[int | None]) -> Iterator[dict[str, Any]]:
        """The requests of a golden's steps and its end (:meth:`_golden_step`), in their order."""
        for i in range(len(golden["steps"])):
            if i > 0:
                yield self._apply_request(record["moves"][i - 1], movers[i - 1] if movers else None)
            yield self._legal_request(movers[i] if movers and i < len(movers) else None)
            yield {"type": "state"}
        yield {"type": "state"}

    def _golden_step(self, record: dict[str, Any], i: int, step: dict[str, Any],
                     movers: Sequence[int | None] = ()) -> None:
        """Step ``i`` of a golden: apply move i-1, then compare the legal actions and what the step
        records of the state (the game's kit says what: Duel's pawn and coins)."""
        if i > 0:
            move = record["moves"][i - 1]
            answer = self.ask(self._apply_request(move, movers[i - 1] if movers else None))
            if answer["type"] != "applied":
                said = _said(answer)
                raise CaseFailure(f"move {i - 1} {json_text(move)} is legal but the engine refuses it"
                                  + (f" ({said})" if said else ""), self._rules_at(record, i - 1, move))
        player = movers[i] if movers and i < len(movers) else None
        actions = answer_objects(self.ask(self._legal_request(player)), "actions")
        if len(actions) != step["legal"] or legal_digest(actions) != step["legal_hash"]:
            oracle_state = self._oracle_state(record, i)
            missing, unexpected = legal_differences(legal_list(oracle_state, player), actions)
            why = self.kit.why("legal", Moment(oracle_state, oracle_state, mover=player, deciding=player), missing,
                               unexpected)
            rules = of_ruleset(oracle_state, [*why, *self.kit.rules_for_legal_diff(missing, unexpected)])
            raise CaseFailure(f"after {i} moves the legal actions differ ({len(actions)} instead of "
                              f"{step['legal']}): " + (f"missing {_short(missing)}" if missing else "")
                              + ("; " if missing and unexpected else "")
                              + (f"unexpected {_short(unexpected)}" if unexpected else ""), rules)
        state = answer_object(self.ask({"type": "state"}), "state")
        problems = self.kit.golden_problems(step, state)
        for key, name in HASHED.items():
            if key not in step:
                continue                # a golden of version 1
            if name not in state:
                self.unchecked.append(unreported(name))
            elif field_hash(name, state[name]) != step[key]:
                problems.append(f"{name}: the hash of the engine's is {field_hash(name, state[name])}, the golden's "
                                f"{step[key]}: {json_text(state[name])}")
        if problems:
            rules = self._step_rules(record, i) or self.kit.rules_for_state_path("coins")
            raise CaseFailure(f"after {i} moves " + "; ".join(problems), rules)

    def _step_rules(self, record: dict[str, Any], i: int) -> list[str]:
        if i == 0:
            return [self.kit.start_rule]
        if self.current is not None and record is self._current_record:
            events: Sequence[Any] = self.current.steps[i - 1].events
        else:
            parsed = self._record(record, record["moves"][:i])
            _, steps = self._game_of(parsed).replay(parsed)
            events = steps[-1].events if steps else ()
        return self.kit.rules_for_events(events)

    # -- perft -----------------------------------------------------------------------------------------
    def run_perft(self, position: dict[str, Any]) -> Result:
        def check() -> None:
            ran = self.as_run(position, lambda item: check_position(self.game, self.kit, item))
            self._noting_variant(position, ran, lambda: self._perft(ran))

        return self._run("perft", position["name"], "perft", [], check)

    def _perft(self, position: dict[str, Any]) -> None:
        record = position["record"]
        if self._current_record is not record:      # not checked yet (see as_run)
            self._checked(record, check_position(self.game, self.kit, position))
        self.announced(record)
        self.plan([self._new_game_request(record)])
        self.new_game(record)
        self.play(record, record["moves"])
        if "perft" not in self._engine().capabilities:
            player = self._to_move(record, len(record["moves"])) if self.protocol == 2 else None
            actions = answer_objects(self.ask(self._legal_request(player)), "actions")
            if len(actions) != position["nodes"][0]:
                raise CaseFailure(f"depth 1: expected {position['nodes'][0]} nodes, got {len(actions)}",
                                  [self.kit.default_rule])
            raise SkipItem("depth 1 agrees; deeper counts need the engine's 'perft' capability")
        for depth, expected in enumerate(position["nodes"], start=1):
            got = answer_count(self.ask({"type": "perft", "depth": depth}), "nodes")
            if not same(got, expected):
                message, rules = self._localise(record, depth, expected, got)
                raise CaseFailure(message, rules)

    def _localise(self, record: dict[str, Any], depth: int, expected: int, got: Any) -> tuple[str, list[str]]:
        """Follow the first differing branch down to a position whose legal list differs."""
        message = f"depth {depth}: expected {expected} nodes, got {json_text(got)}"
        path: list[dict[str, Any]] = []
        state = self._oracle_state(record, len(record["moves"]))
        game = state.game

        while depth > 1:
            self.new_game(record)
            self.play(record, record["moves"] + path)
            answer = self.ask({"type": "perft", "depth": depth, "divide": True})
            theirs: dict[str, Any] = {}
            for part in answer_objects(answer, "divide"):
                if not isinstance(part.get("action"), dict):
                    raise malformed(answer, "divide", "an array of {action, nodes} objects")
                theirs[canonical(part["action"])] = part.get("nodes")
            owing = game.to_move(state)
            for action in game.legal_actions(state, owing[0] if owing else None):
                key = canonical(game.action_to_json(action))
                after = game.apply(state, action, owing[0] if owing else None).state
                ours = perft(after, depth - 1)
                if not same(theirs.get(key), ours):
                    path.append(game.action_to_json(action))
                    state = after
                    break
            else:
                break
            depth -= 1
        self.new_game(record)
        self.play(record, record["moves"] + path)
        owing = game.to_move(state)
        player = owing[0] if owing else None
        actions = answer_objects(self.ask(self._legal_request(player)), "actions")
        missing, unexpected = legal_differences(legal_list(state, player), actions)
        where = f"after {_short(path, 3)}" if path else "at the position itself"
        detail = (f"missing {_short(missing)}" if missing else "") + ("; " if missing and unexpected else "") \
            + (f"unexpected {_short(unexpected)}" if unexpected else "")
        why = self.kit.why("legal", Moment(state, state, mover=player, deciding=player), missing, unexpected)
        rules = of_ruleset(state, [*why, *self.kit.rules_for_legal_diff(missing, unexpected)]) \
            or [self.kit.default_rule]
        return f"{message}; the legal actions first differ {where}: {detail or 'same list'}", rules

    # -- everything ------------------------------------------------------------------------------------
    def items(self, suite: Suite, selection: Selection) -> Iterator[Callable[[], Result]]:
        """The selected items of ``suite``, in order: the cases, the goldens, the perft positions."""
        return (item for _, item in self.sectioned(suite, selection))

    def sectioned(self, suite: Suite, selection: Selection) -> Iterator[tuple[str, Callable[[], Result]]]:
        """Each selected item of ``suite`` beside its section (``cases``, ``goldens``, ``perft``)."""
        for case in suite.cases:
            if selection.case(case):
                yield "cases", partial(self.run_case, case)
        for golden in suite.goldens:
            if selection.golden(golden):
                yield "goldens", partial(self.run_golden, golden)
        for position in suite.perft:
            if selection.position(position):
                yield "perft", partial(self.run_perft, position)
