"""Fault injection: a KeyboardInterrupt at positions spread over everything a turn executes.

A reference turn runs under a tracer that numbers, in order, every line executed in a frame of
the ctxmagic package and every return from a call on a ``sqlite3`` connection or cursor (the
store's driver calls). A position is one of those events, named by its place and by how many
times that place had been reached (``hit 3 of ctxmagic/store/database.py:233``), so that it is found again
in a run whose timing differs a little (a timestamp tie in ``new_id`` takes another branch). For a
sample of positions spread evenly over the whole turn, and a denser one spread over the session
engine (the loop and its memory, the store, the lease, the runtime, the magic, the driver calls),
a fresh scenario runs the same turn with ``KeyboardInterrupt`` raised at that position, once, and
then checks:

1. another connection can ``BEGIN IMMEDIATE`` on the database at once (the kernel left no
   transaction, so no write lock, open) and the kernel's connection is out of any transaction
   after its next store call; no thread the turn started outlives it (a lease renewed for ever
   keeps every other kernel off the session);
2. what the kernel shows is what is committed: the agent's messages and session row, and the next
   request as ``%ctx parts`` shows it (messages, content keys, cached prefix, token count), equal
   what a fresh ``Store`` and a fresh runtime read from the file;
3. the next request has every tool call followed by exactly one result, no result without its
   call and no repeated call or result id; the stored session has no second result for a call;
4. the next turn runs to its end (``end_turn``) and the store has its messages.

The scenarios drive a turn the way a kernel does: ``%%agent`` cells in a real IPython shell (the
magic closes the turn's generator on KeyboardInterrupt), and ``Runtime.agent(...).turn`` with a
consumer that does the same, once in a fresh runtime on a session another process left with a
dangling tool call (the agent is built, loaded and repairs during the turn) and once with the
agent warm and compaction due as the turn starts.
"""

from __future__ import annotations

import contextlib
import io
import linecache
import os
import sqlite3
import sys
import threading
from collections import Counter
from collections.abc import Callable, Generator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import pytest

import ctxmagic
from ctxmagic.agent.events import TurnFinished
from ctxmagic.agent.loop import run_turn
from ctxmagic.display.views import message_names, parts_table
from ctxmagic.messages.parts import Message, TextPart, ToolCallPart
from ctxmagic.runtime import Runtime, Settings
from ctxmagic.store.database import Store

PACKAGE = os.path.dirname(ctxmagic.__file__) + os.sep
# the session engine: the loop and its memory (running folds, assembly), the store, the lease,
# the runtime and the magic; positions there (and every driver call) are sampled more densely
ENGINE = {
    "agent/loop.py",
    "messages/folds.py",
    "context/assemble.py",
    "store/database.py",
    "store/lease.py",
    "runtime.py",
    "ipython/magics.py",
}
DRIVER = (sqlite3.Connection, sqlite3.Cursor)

WARM_UP = "Where is `line_total` defined?"  # ls, grep, view: a session with history
PROMPT = "Where is `OutOfStock` raised?"  # the turn interrupted: grep, view, answer
NEXT = "Where is `demo_catalog` used?"  # the turn after the interrupt

SPREAD_ALL = 30  # positions per scenario at even steps over every event of the turn
# and over the engine's events: about one in 25, closer than the events between a commit and
# the memory update that follows it (or between the steps of a fold over the history)
SPREAD_ENGINE = 120
SHOWN = 60  # broken invariants listed in a failure message

Location = tuple[str, int, str]  # (file under ctxmagic/, line, "" or the driver call that returned)


# ---------------------------------------------------------------------------------------------
# The tracer: numbers the positions of a turn, or raises at one of them


def _relative(filename: str) -> str:
    return filename[len(PACKAGE) :].replace(os.sep, "/")


class Tracer:
    """Line events in ctxmagic's frames and returns of sqlite3 calls, in order.

    Without a target it records every event; with a target ``(location, hit)`` it raises
    KeyboardInterrupt at the ``hit``-th event at ``location``, once, uninstalling itself first.
    A line event comes before the line runs; a driver call's return, before its result is used.
    """

    def __init__(self, target: tuple[Location, int] | None = None) -> None:
        self.target = target
        self.events: list[Location] = []
        self.hits = 0
        self.fired = False

    def __enter__(self) -> Tracer:
        self.previous = sys.gettrace(), sys.getprofile()
        sys.setprofile(self._profile)
        sys.settrace(self._call)
        return self

    def __exit__(self, *exc: object) -> None:
        sys.settrace(self.previous[0])
        sys.setprofile(self.previous[1])

    def _call(self, frame: Any, event: str, arg: Any) -> Any:
        return self._line if frame.f_code.co_filename.startswith(PACKAGE) else None

    def _line(self, frame: Any, event: str, arg: Any) -> Any:
        if event == "line":
            self._event((_relative(frame.f_code.co_filename), frame.f_lineno, ""))
        return self._line

    def _profile(self, frame: Any, event: str, arg: Any) -> None:
        if event == "c_return" and isinstance(getattr(arg, "__self__", None), DRIVER):
            name = frame.f_code.co_filename
            where = _relative(name) if name.startswith(PACKAGE) else name
            self._event((where, frame.f_lineno, arg.__qualname__))

    def _event(self, where: Location) -> None:
        if self.target is None:
            self.events.append(where)
        elif where == self.target[0] and not self.fired:
            self.hits += 1
            if self.hits == self.target[1]:
                self.fired = True
                sys.settrace(None)
                sys.setprofile(None)
                raise KeyboardInterrupt


def describe(where: Location) -> str:
    """``ctxmagic/store/database.py:233 after sqlite3 Connection.execute() returned [its source line]``."""
    file, line, call = where
    inside = not os.path.isabs(file)
    source = linecache.getline(PACKAGE + file if inside else file, line).strip()
    place = f"{'ctxmagic/' if inside else ''}{file}:{line}"
    if call:
        return f"{place} after sqlite3 {call}() returned [{source}]"
    return f"{place} [{source}]"


@dataclass(frozen=True)
class Position:
    number: int  # the event's number in the reference turn
    total: int
    where: Location
    hit: int  # how many events at ``where`` up to and including this one

    def __str__(self) -> str:
        return f"position {self.number}/{self.total} (hit {self.hit} of {describe(self.where)})"


def positions(events: list[Location]) -> list[Position]:
    seen: Counter[Location] = Counter()
    out = []
    for number, where in enumerate(events, 1):
        seen[where] += 1
        out.append(Position(number, len(events), where, seen[where]))
    return out


def spread(items: list[Any], count: int) -> list[Any]:
    """``count`` items at even steps over ``items`` (all of them when there are fewer)."""
    if len(items) <= count:
        return list(items)
    return [items[(2 * i + 1) * len(items) // (2 * count)] for i in range(count)]


def sample(events: list[Location]) -> list[Position]:
    every = positions(events)
    engine = [p for p in every if p.where[2] or p.where[0] in ENGINE]
    chosen = {p.number: p for p in spread(every, SPREAD_ALL) + spread(engine, SPREAD_ENGINE)}
    return [chosen[n] for n in sorted(chosen)]


# ---------------------------------------------------------------------------------------------
# Scenarios: a fresh database with history, the turn to interrupt, the kernel, the turn after


def drive(events: Generator[Any, None, None]) -> TurnFinished | None:
    """Consume a turn as the magic does: on KeyboardInterrupt close the generator (which runs
    the loop's cleanup), then let the interrupt go on."""
    final = None
    try:
        for event in events:
            if isinstance(event, TurnFinished):
                final = event
    except KeyboardInterrupt:
        events.close()
        raise
    return final


class Scenario:
    """One kind of turn: ``setup`` makes a fresh database with history, ``turn`` is traced."""

    name = ""

    def __init__(self, workspace: Path, root: Path) -> None:
        self.workspace = workspace
        self.root = root
        self.count = 0
        self.path = ""
        self.session_id = ""
        self._runtime: Runtime | None = None

    def settings(self) -> Settings:
        return Settings(workspace=str(self.workspace), db_path=self.path)

    def fresh_path(self) -> str:
        self.count += 1
        self.root.mkdir(parents=True, exist_ok=True)
        return str(self.root / f"{self.name}-{self.count}.db")

    def setup(self) -> None:
        raise NotImplementedError

    def turn(self) -> None:
        assert self._runtime is not None
        drive(self._runtime.agent(self.session_id).turn(PROMPT))

    @property
    def runtime(self) -> Runtime:
        """The kernel's runtime (what ``%ctx`` and the next turn use)."""
        assert self._runtime is not None
        return self._runtime

    def reference_problems(self, store: Store) -> list[str]:
        """What the uninterrupted turn should have done and did not."""
        return []

    def next_turn(self) -> tuple[str, list[str]]:
        """Run the turn after the interrupt: its final reason and the ids it saved."""
        final = drive(self.runtime.agent(self.session_id).turn(NEXT))
        assert final is not None
        return final.reason, list(final.message_ids)

    def shown_parts(self) -> list[tuple[Any, ...]] | None:
        """The rows ``%ctx parts`` shows, where the scenario has a shell."""
        return None

    def close(self) -> None:
        if self._runtime is not None:
            self._runtime.close()
            self._runtime = None


class MagicCell(Scenario):
    """``%%agent`` cells in one IPython shell: a warm-up cell, then the cell interrupted."""

    name = "magic"

    def __init__(self, workspace: Path, root: Path, shell: Any) -> None:
        super().__init__(workspace, root)
        self.shell = shell
        self.magic = shell.magics_manager.registry["CtxMagic"]

    def setup(self) -> None:
        self.path = self.fresh_path()
        # another database: the runtime reopens its store and forgets the session and its agents
        self.shell.run_line_magic("config", f"CtxMagic.db_path = {self.path!r}")
        self.shell.run_cell_magic("agent", "", WARM_UP)
        self.session_id = self.magic.session_id
        assert self.session_id

    def turn(self) -> None:
        self.shell.run_cell_magic("agent", "", PROMPT)

    @property
    def runtime(self) -> Runtime:
        return self.magic.runtime

    def next_turn(self) -> tuple[str, list[str]]:
        store = Store(self.path)
        errors = io.StringIO()
        try:
            before = {m.id for m in store.messages(self.session_id)}
            with contextlib.redirect_stderr(errors):  # the magic prints its errors, one line
                self.shell.run_cell_magic("agent", "", NEXT)
            added = [m for m in store.messages(self.session_id) if m.id not in before]
        finally:
            store.close()
        if self.magic.session_id != self.session_id:
            return "the cell went to another session", []
        if not added:
            return f"nothing saved ({errors.getvalue().strip() or 'no error printed'})", []
        return added[-1].finish_reason or "no finish", [m.id for m in added]

    def shown_parts(self) -> list[tuple[Any, ...]] | None:
        table = self.shell.run_line_magic("ctx", "parts")
        return [row_of(table, i) for i in range(len(table))]

    def close(self) -> None:
        pass  # the next setup's database change closes the store; the fixture closes the rest


class ResumedByApi(Scenario):
    """``runtime.agent(id).turn(...)`` in a fresh runtime, on a session another process ran a
    turn in and then died in, leaving a tool call without a result (repaired by the turn)."""

    name = "resumed"

    def setup(self) -> None:
        self.path = self.fresh_path()
        other = Runtime(self.settings())
        try:
            agent = other.open()
            assert run_turn(agent, WARM_UP).reason == "end_turn"
            call = ToolCallPart(id="call_killed", name="ls", input={"path": "."})
            other.store.add_message(
                Message(
                    role="assistant",
                    parts=[TextPart("Listing."), call],
                    session_id=agent.session_id,
                    model=agent.model.id,
                )
            )
            self.session_id = agent.session_id
        finally:
            other.close()
        self._runtime = Runtime(self.settings())


class CompactionDue(Scenario):
    """The API with the agent warm in memory, and compaction due as the turn starts."""

    name = "compaction"

    def setup(self) -> None:
        self.path = self.fresh_path()
        self._runtime = Runtime(self.settings())
        agent = self._runtime.open()
        final = run_turn(agent, WARM_UP)
        assert final.reason == "end_turn"
        reserve = agent.context_window - final.session.context_tokens
        self._runtime.set_policy(agent.session_id, [f"summarize.reserve_tokens={reserve}"])
        assert agent.compaction_due()
        self.session_id = agent.session_id

    def reference_problems(self, store: Store) -> list[str]:
        if store.get_session(self.session_id).summary_message_id is None:
            return ["the turn did not compact the session"]
        return []


# ---------------------------------------------------------------------------------------------
# The invariants


def row_of(table: Any, index: int) -> tuple[Any, ...]:
    """A ``%ctx parts`` row without its token count (``count`` compares those)."""
    columns = ["pos", "message", "role", "type", "tool", "state", "cached"]
    return tuple(table.column(name)[index] for name in columns)


def request_errors(messages: list[Message]) -> list[str]:
    """What a provider would reject: a tool call not followed (before the next assistant or user
    message) by exactly one result, a result for no call just made, a repeated id."""
    errors = []
    calls: set[str] = set()
    results: set[str] = set()
    waiting: dict[str, str] = {}  # call id -> the message that made it
    for message in messages:
        if message.tool_results or message.role == "tool":
            for result in message.tool_results:
                rid = result.tool_call_id
                if rid in results:
                    errors.append(f"a second result for {rid} in {message.id}")
                elif rid not in waiting:
                    errors.append(f"result {rid} in {message.id} answers no call just made")
                results.add(rid)
                waiting.pop(rid, None)
            continue
        if waiting:
            errors.append(f"calls {sorted(waiting)} have no result before {message.id}")
        waiting = {}
        for call in message.tool_calls:
            if call.id in calls:
                errors.append(f"tool call id {call.id} repeated in {message.id}")
            calls.add(call.id)
            waiting[call.id] = message.id
    if waiting:
        errors.append(f"calls {sorted(waiting)} have no result at the end")
    return errors


def stored_errors(messages: list[Message], *, complete: bool) -> list[str]:
    """A stored session: call ids unique, at most one result per call, each after its call;
    ``complete``: every call answered."""
    errors = []
    calls: Counter[str] = Counter(c.id for m in messages for c in m.tool_calls)
    errors += [f"tool call id {c} stored {n} times" for c, n in calls.items() if n > 1]
    made: set[str] = set()
    answered: Counter[str] = Counter()
    for message in messages:
        for result in message.tool_results:
            answered[result.tool_call_id] += 1
            if result.tool_call_id not in made:
                errors.append(f"result {result.tool_call_id} stored without an earlier call")
        made.update(c.id for c in message.tool_calls)
    errors += [f"call {c} has {n} stored results" for c, n in answered.items() if n > 1]
    if complete:
        errors += [f"call {c} has no stored result" for c in calls if c not in answered]
    return errors


def check(scenario: Scenario, threads: list[threading.Thread]) -> list[str]:
    """The invariants after an interrupt (or a clean finish), numbered as in the module's
    docstring; ``threads``: those alive before the turn. Returns what broke."""
    broken: list[str] = []
    path, sid = scenario.path, scenario.session_id

    # 1. no write lock left behind (checked before the kernel's next store call, which would
    # roll back whatever it finds open), and no thread of the turn left running
    other = sqlite3.connect(path, timeout=0, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        other.execute("ROLLBACK")
    except sqlite3.OperationalError as exc:
        broken.append(f"1: another connection cannot BEGIN IMMEDIATE: {exc}")
    finally:
        other.close()
    kernel_store = scenario.runtime.store
    kernel_store.session_version(sid)
    if kernel_store.conn.in_transaction:
        broken.append("1: the kernel's connection is in a transaction after a store call")
    started = [t for t in threading.enumerate() if t not in threads]
    for thread in started:
        thread.join(timeout=2)
    alive = [t.name for t in started if t.is_alive()]
    if alive:
        broken.append(f"1: threads of the turn outlived it (a lease renewed for ever?): {alive}")

    # 2. what the kernel shows is what is committed
    agent = scenario.runtime.agent(sid, require_key=False)  # what %ctx uses; it syncs
    shown = [m.to_dict() for m in agent.history]
    shown_session = asdict(agent.session)
    shown_calls = None if agent.call_ids is None else set(agent.call_ids)
    preview = agent.preview()
    shown_tokens = agent.count(preview.prepared)
    shown_parts = scenario.shown_parts()
    store = Store(path)
    fresh = Runtime(Settings(workspace=str(scenario.workspace), db_path=path), store=store)
    try:
        session = store.get_session(sid)
        committed = [m.to_dict() for m in store.live_messages(sid, session.summary_message_id)]
        stored = store.messages(sid)
        if shown != committed:
            broken.append(
                "2: the agent's messages are not the committed ones: "
                f"shown {[m['id'] for m in shown]}, committed {[m['id'] for m in committed]}"
            )
        row = asdict(session)
        if shown_session != row:
            diff = {k: (v, row[k]) for k, v in shown_session.items() if v != row[k]}
            broken.append(f"2: the agent's session row is not the committed one: {diff}")
        if shown_calls is not None and shown_calls != store.tool_call_ids(sid):
            broken.append("2: the agent's tool call ids are not the stored ones")
        fresh_agent = fresh.agent(sid, require_key=False)
        expected = fresh_agent.preview()
        sent = [m.to_dict() for m in preview.prepared.messages]
        if sent != [m.to_dict() for m in expected.prepared.messages]:
            broken.append(
                "2: the next request is not the one a fresh process would send: "
                f"{[m['id'] for m in sent]} vs {[m.id for m in expected.prepared.messages]}"
            )
        else:
            if preview.keys != expected.keys:
                broken.append("2: the next request's content keys differ from a fresh process's")
            if preview.cached != expected.cached:
                broken.append(
                    f"2: %ctx parts shows {preview.cached} cached positions, a fresh process "
                    f"{expected.cached}"
                )
            tokens = fresh_agent.count(expected.prepared)
            if shown_tokens != tokens:
                broken.append(
                    f"2: the kernel counts {shown_tokens} tokens for the next request, a fresh "
                    f"process {tokens}"
                )
        if shown_parts is not None and not any(b.startswith("2:") for b in broken):
            table = parts_table(
                expected.prepared,
                fresh_agent.counter,
                in_history={m.id for m in fresh_agent.history},
                cached=expected.cached,
                names=message_names(fresh_agent.store.messages(fresh_agent.session_id)),
            )
            committed_parts = [row_of(table, i) for i in range(len(table))]
            if shown_parts != committed_parts:
                rows = [
                    f"{a} vs {b}"
                    for a, b in zip(shown_parts, committed_parts, strict=False)
                    if a != b
                ]
                broken.append(
                    f"2: %ctx parts shows {len(shown_parts)} rows, a fresh process "
                    f"{len(committed_parts)}; first differences: {rows[:2]}"
                )

        # 3. the next request pairs every call with one result; the store has no duplicates
        broken += [f"3: next request: {e}" for e in request_errors(preview.prepared.messages)]
        broken += [f"3: stored session: {e}" for e in stored_errors(stored, complete=False)]
    finally:
        fresh.close()
        store.close()

    # 4. the next turn runs to its end and is committed
    reason, saved = scenario.next_turn()
    if reason != "end_turn":
        broken.append(f"4: the next turn ended with {reason!r}")
    store = Store(path)
    try:
        stored = store.messages(sid)
        answers = [m for m in stored if not m.is_summary]  # a compaction may follow the turn
        if not saved or not set(saved) <= {m.id for m in stored}:
            broken.append(f"4: the next turn's messages are not all stored: {saved}")
        elif answers[-1].id != saved[-1] or answers[-1].finish_reason != "end_turn":
            broken.append("4: the stored session does not end with the next turn's answer")
        if not any(m.role == "user" and m.text == NEXT for m in stored):
            broken.append("4: the next turn's prompt is not stored")
        broken += [f"4: stored session: {e}" for e in stored_errors(stored, complete=True)]
    finally:
        store.close()
    return broken


# ---------------------------------------------------------------------------------------------
# The test


def inject(scenario: Scenario) -> list[str]:
    """The reference turn, then one fresh run per sampled position; returns what broke."""
    scenario.setup()
    threads = threading.enumerate()
    with Tracer() as reference:
        scenario.turn()
    store = Store(scenario.path)
    try:
        problems = scenario.reference_problems(store)
    finally:
        store.close()
    problems += check(scenario, threads)
    assert not problems, f"{scenario.name}: the uninterrupted turn already fails: {problems}"
    scenario.close()

    chosen = sample(reference.events)
    failures: list[str] = []
    missed = []
    for position in chosen:
        scenario.setup()
        threads = threading.enumerate()
        interrupted = False
        with Tracer((position.where, position.hit)) as tracer:
            try:
                scenario.turn()
            except KeyboardInterrupt:
                interrupted = True
        if interrupted != tracer.fired:
            failures.append(
                f"{scenario.name} {position}: "
                + ("the interrupt was swallowed" if tracer.fired else "a stray KeyboardInterrupt")
            )
        if not tracer.fired:
            missed.append(position)  # the turn ran to its end: still checked
        try:
            broken = check(scenario, threads)
        except Exception as exc:  # a check that cannot even run is a failure of this position
            broken = [f"checking raised {type(exc).__name__}: {exc}"]
        failures += [f"{scenario.name} {position}: invariant {b}" for b in broken]
        scenario.close()
    # positions are found again by place and count: if most were never reached, the runs no
    # longer execute what the reference enumerated
    assert len(missed) <= len(chosen) // 10, (
        f"{scenario.name}: {len(missed)} of {len(chosen)} positions were never reached: "
        + "; ".join(map(str, missed[:5]))
    )
    print(
        f"{scenario.name}: {len(reference.events)} positions, {len(chosen)} sampled, "
        f"{len(missed)} not reached, {len(failures)} broken invariants"
    )
    return failures


SCENARIOS: dict[str, Callable[[Path, Path, Any], Scenario]] = {
    "magic": MagicCell,
    "resumed": lambda workspace, root, shell: ResumedByApi(workspace, root),
    "compaction": lambda workspace, root, shell: CompactionDue(workspace, root),
}


@pytest.mark.parametrize("kind", list(SCENARIOS))
def test_keyboard_interrupt_anywhere_in_a_turn_keeps_the_session_sound(
    kind: str, workspace: Path, tmp_path: Path, shell: Any
) -> None:
    failures = inject(SCENARIOS[kind](workspace, tmp_path / "db", shell))
    listed = "\n".join(failures[:SHOWN])
    more = f"\n... and {len(failures) - SHOWN} more" if len(failures) > SHOWN else ""
    assert not failures, f"{len(failures)} broken invariants:\n{listed}{more}"
