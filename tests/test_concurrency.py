"""Several OS processes on one database: per-session leases, no lock errors, no interleaved turn.

The main test runs four real processes on one SQLite file (two on their own sessions, two sharing
one session), each writing turns through the public API with the offline model; the others check
the lease rules (a live holder refuses, a dead or expired one is taken over, a turn renews its
lease) and what a process killed mid-turn leaves behind.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from ctxmagic.context.assemble import INTERRUPTED_RESULT, dangling_calls, well_formed
from ctxmagic.messages.ids import now_ms
from ctxmagic.messages.parts import is_turn_start
from ctxmagic.runtime import Runtime
from ctxmagic.store.database import SessionBusy, Store
from ctxmagic.store.lease import TurnLease

pytestmark = pytest.mark.skipif(
    sys.platform == "win32" or not Path("/proc").is_dir(),
    reason="uses POSIX signals (SIGKILL) and /proc",
)

HOST = socket.gethostname()
TURNS = 10  # per process
DELAY = 0.002  # seconds between the offline model's streamed chunks: turns take 0.1-0.5 s
PROMPTS = [
    "Where is `line_total` defined?",
    "list the files of the project",
    "How is VAT applied?",
    "Where is `OutOfStock` raised?",
]
BUSY = re.compile(
    r"^session (?P<session>ses_\w+) is running a turn in another kernel "
    r"\(process (?P<pid>\d+) on (?P<host>\S+)\)"
)

# One writer: opens its session (a new one when "session" is null), waits for the start signal,
# then runs its turns; a turn refused with SessionBusy is retried after a short wait. Anything
# else (sqlite3.OperationalError "database is locked" above all) ends it and is reported.
WORKER = r"""
import json, os, random, socket, sys, time, traceback
from pathlib import Path

cfg = json.loads(sys.argv[1])
report = {"name": cfg["name"], "pid": os.getpid(), "host": socket.gethostname(),
          "session": None, "turns": [], "busy": [], "errors": []}
try:
    from ctxmagic.agent.events import TurnFinished, TurnStarted
    from ctxmagic.runtime import Runtime
    from ctxmagic.store.database import SessionBusy

    runtime = Runtime(workspace=cfg["workspace"], db_path=cfg["db"], offline_delay=cfg["delay"])
    agent = runtime.open(cfg["session"], title=cfg["name"])
    report["session"] = agent.session_id
    Path(cfg["ready"]).write_text("ready")
    deadline = time.monotonic() + 60
    while not Path(cfg["go"]).exists() and time.monotonic() < deadline:
        time.sleep(0.005)
    for i in range(cfg["turns"]):
        prompt = "%s [%s.%d]" % (cfg["prompts"][i % len(cfg["prompts"])], cfg["name"], i)
        while True:
            events = agent.turn(prompt)
            try:
                first = next(events)  # the lease is taken here
            except SessionBusy as exc:
                report["busy"].append(str(exc))
                time.sleep(random.uniform(0.01, 0.05))
                continue
            break
        assert isinstance(first, TurnStarted), first
        t0 = time.time()
        final = None
        for event in events:
            if isinstance(event, TurnFinished):
                final, t1 = event, time.time()
        report["turns"].append({"prompt": prompt, "t0": t0, "t1": t1, "reason": final.reason,
                                "error": final.error, "ids": final.message_ids})
        time.sleep(random.uniform(0, cfg["pause"]))
    runtime.close()
except BaseException as exc:
    report["errors"].append("%s: %s\n%s" % (type(exc).__name__, exc, traceback.format_exc()))
finally:
    tmp = cfg["report"] + ".tmp"
    Path(tmp).write_text(json.dumps(report))
    os.replace(tmp, cfg["report"])
"""

# Runs one turn that blocks in a tool call (``sleep``) on an existing session, until killed.
HOLDER = r"""
import json, sys
from ctxmagic.runtime import Runtime

cfg = json.loads(sys.argv[1])
runtime = Runtime(workspace=cfg["workspace"], db_path=cfg["db"], offline_delay=cfg["delay"])
agent = runtime.open(cfg["session"])
for event in agent.turn(cfg["prompt"]):
    pass
"""


@pytest.fixture
def processes():
    """Popen objects a test starts; any still running at the end is killed (by its own pid)."""
    started: list[subprocess.Popen] = []
    yield started
    for proc in started:
        if proc.poll() is None:
            _kill_tree(proc)


def _children(pid: int) -> list[int]:
    """Pids whose parent is ``pid`` (Linux /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        if ppid == pid:
            out.append(int(entry.name))
    return out


def _kill_tree(proc: subprocess.Popen) -> None:
    """SIGKILL ``proc`` and reap it, then the process groups its tools started (bash runs each
    command in a session of its own, so a killed parent would leave ``sleep`` behind)."""
    groups = _children(proc.pid)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    for pgid in groups:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pgid, signal.SIGKILL)


def _spawn(script: str, cfg: dict, cwd: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", script, json.dumps(cfg)],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _wait_for(check, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


def _new_session(workspace: Path, db: Path, title: str) -> str:
    runtime = Runtime(workspace=str(workspace), db_path=str(db))
    try:
        return runtime.new_session(title).id
    finally:
        runtime.close()


def _assert_valid_history(messages) -> None:
    """Every tool call has exactly one result and every result a call; no id twice."""
    ids = [m.id for m in messages]
    assert len(ids) == len(set(ids)), "a message is stored twice"
    calls = [c.id for m in messages for c in m.tool_calls]
    results = [r.tool_call_id for m in messages for r in m.tool_results]
    assert len(calls) == len(set(calls)), "a tool call id is used twice"
    assert sorted(results) == sorted(calls), "a call without exactly one result"
    assert messages[0].role == "user"
    assert well_formed(messages) == messages


def _assert_turn_shape(by_id, ids: list[str]) -> None:
    """One turn as stored: user prompt, (assistant with calls, tool results)*, final answer."""
    roles = [by_id[i].role for i in ids]
    assert roles[0] == "user" and is_turn_start(by_id[ids[0]])
    assert roles[1:] == ["assistant", "tool"] * ((len(roles) - 2) // 2) + ["assistant"], roles
    final = by_id[ids[-1]]
    assert final.finish_reason == "end_turn" and not final.tool_calls
    for a, t in zip(ids[1:-1:2], ids[2:-1:2], strict=True):
        calls = {c.id for c in by_id[a].tool_calls}
        assert calls and calls == {r.tool_call_id for r in by_id[t].tool_results}


def _overlap(a: dict, b: dict) -> bool:
    return a["t0"] < b["t1"] and b["t0"] < a["t1"]


def test_four_processes_write_turns_into_one_database(tmp_path, workspace, processes):
    """Issue: 4 OS processes writing turns into one database (two of them sharing one session):
    0 lock errors, no lost or duplicated messages, no interleaved turn, the lease error shown to
    the loser. Different sessions in one file run concurrently with no errors."""
    db = tmp_path / "sessions.db"
    shared = _new_session(workspace, db, "shared")
    go = tmp_path / "go"
    plan = {"p1": None, "p2": None, "p3": shared, "p4": shared}
    cfgs = {}
    for name, session in plan.items():
        cfgs[name] = {
            "name": name,
            "workspace": str(workspace),
            "db": str(db),
            "session": session,
            "delay": DELAY,
            "turns": TURNS,
            "pause": 0.05,
            "prompts": PROMPTS,
            "ready": str(tmp_path / f"{name}.ready"),
            "go": str(go),
            "report": str(tmp_path / f"{name}.json"),
        }
        processes.append(_spawn(WORKER, cfgs[name], tmp_path))
    _wait_for(
        lambda: all(
            Path(c["ready"]).exists() or p.poll() is not None
            for c, p in zip(cfgs.values(), processes, strict=True)
        ),
        60,
        "the workers to open their sessions",
    )
    go.write_text("go")  # all four start their first turn at once
    outputs = {}
    for name, proc in zip(cfgs, processes, strict=True):
        out, err = proc.communicate(timeout=120)
        outputs[name] = (proc.returncode, out, err)

    reports = {}
    for name, cfg in cfgs.items():
        code, out, err = outputs[name]
        assert code == 0, f"{name} exited {code}: {err}"
        assert "database is locked" not in err and "Traceback" not in err, err
        reports[name] = json.loads(Path(cfg["report"]).read_text())
        report = reports[name]
        # 0 lock errors, 0 errors of any kind; every turn ran to its end
        assert report["errors"] == [], report["errors"]
        assert len(report["turns"]) == TURNS
        assert all(t["reason"] == "end_turn" and t["error"] is None for t in report["turns"])

    # different sessions in one file: never refused, and really concurrent
    assert reports["p1"]["busy"] == [] and reports["p2"]["busy"] == []
    assert reports["p3"]["session"] == reports["p4"]["session"] == shared
    assert len({reports[n]["session"] for n in reports}) == 3
    assert any(_overlap(a, b) for a in reports["p1"]["turns"] for b in reports["p2"]["turns"])
    assert any(_overlap(a, b) for a in reports["p1"]["turns"] for b in reports["p3"]["turns"])

    # the shared session: the loser of each race was told, in one line, who holds the session
    busy = reports["p3"]["busy"] + reports["p4"]["busy"]
    assert busy, "the two processes sharing a session never contended"
    pids = {n: reports[n]["pid"] for n in reports}
    for loser, winner in (("p3", "p4"), ("p4", "p3")):
        for message in reports[loser]["busy"]:
            assert "\n" not in message
            m = BUSY.match(message)
            assert m, message
            assert m["session"] == shared
            assert int(m["pid"]) == pids[winner] and m["host"] == HOST
            assert "%%agent --new" in message
    # their turns never ran at the same time (the lease is held from before TurnStarted to
    # after TurnFinished)
    for a in reports["p3"]["turns"]:
        for b in reports["p4"]["turns"]:
            assert not _overlap(a, b), (a["prompt"], b["prompt"])

    store = Store(db)
    try:
        assert store.rows("SELECT * FROM leases") == [], "a lease outlived its turn"
        sessions = {
            "p1": [reports["p1"]],
            "p2": [reports["p2"]],
            "shared": [reports["p3"], reports["p4"]],
        }
        total = 0
        for label, writers in sessions.items():
            session_id = writers[0]["session"]
            messages = store.messages(session_id)
            total += len(messages)
            by_id = {m.id: m for m in messages}
            _assert_valid_history(messages)
            turns = sorted((t for w in writers for t in w["turns"]), key=lambda t: t["t0"])
            # no lost or duplicated message, no interleaved turn: the stored history, in id
            # order, is exactly the turns' messages, one turn after another, in the order the
            # turns ran
            assert [m.id for m in messages] == [i for t in turns for i in t["ids"]], label
            prompts = [m.text for m in messages if is_turn_start(m)]
            assert prompts == [t["prompt"] for t in turns], label
            assert len(set(prompts)) == len(prompts) == TURNS * len(writers)
            for t in turns:
                _assert_turn_shape(by_id, t["ids"])
                assert by_id[t["ids"][0]].text == t["prompt"]
            # one request per assistant message, none twice; the session row agrees
            requests = store.requests(session_id)
            assistants = [m.id for m in messages if m.role == "assistant"]
            assert len({r.id for r in requests}) == len(requests) == len(assistants)
            assert sorted(r.message_id for r in requests) == sorted(assistants)
            usage_ids = [m.step_usage.request_id for m in messages if m.role == "assistant"]
            assert sorted(usage_ids) == sorted(r.id for r in requests)
            row = store.get_session(session_id)
            assert row.turn_count == len(turns)
            assert row.message_count == len(messages)
            assert row.request_count == len(requests)
        assert store.rows("SELECT count(*) FROM messages")[0][0] == total
    finally:
        store.close()
    print(  # the figures, shown with -s
        "; ".join(
            f"{n}: {len(r['turns'])} turns, {len(r['busy'])} busy, {len(r['errors'])} errors"
            for n, r in reports.items()
        )
        + f"; {total} messages"
    )


# Lease rules ------------------------------------------------------------------------------------
def _lease_row(store: Store, session_id: str, *, host: str, pid: int, expires_at: int) -> None:
    store.write(
        lambda c: c.execute(
            "INSERT OR REPLACE INTO leases VALUES (?, ?, ?, ?, ?, ?)",
            [session_id, "agent_elsewhere", host, pid, now_ms(), expires_at],
        )
    )


def test_a_live_lease_of_another_holder_refuses_in_one_line(tmp_path):
    store = Store(tmp_path / "s.db")
    other = Store(tmp_path / "s.db")  # a second connection, as a second kernel has
    try:
        session = store.create_session("t").id
        lease = store.acquire_lease(session, "agent_a", 30_000)
        assert (lease.host, lease.pid) == (HOST, os.getpid())
        with pytest.raises(SessionBusy) as info:
            other.acquire_lease(session, "agent_b", 30_000)
        message = str(info.value)
        assert "\n" not in message
        m = BUSY.match(message)
        assert m and m["session"] == session
        assert (int(m["pid"]), m["host"]) == (os.getpid(), HOST)
        assert store.lease(session).holder == "agent_a"  # the refusal changed nothing
        store.acquire_lease(session, "agent_a", 30_000)  # its holder may take it again
        store.release_lease(session, "agent_a")
        assert other.acquire_lease(session, "agent_b", 30_000).holder == "agent_b"
    finally:
        store.close()
        other.close()


def test_a_lease_past_its_expiry_is_taken_over(tmp_path):
    """A lease left by a process on another host (whose pid cannot be checked) expires."""
    store = Store(tmp_path / "s.db")
    try:
        session = store.create_session("t").id
        _lease_row(store, session, host="elsewhere.invalid", pid=1, expires_at=now_ms() + 60_000)
        with pytest.raises(SessionBusy, match="process 1 on elsewhere.invalid"):
            store.acquire_lease(session, "agent_b", 30_000)
        _lease_row(store, session, host="elsewhere.invalid", pid=1, expires_at=now_ms() - 1)
        lease = store.acquire_lease(session, "agent_b", 30_000)
        assert store.lease(session) == lease and lease.holder == "agent_b"
        assert not store.renew_lease(session, "agent_elsewhere", 30_000)  # it lost the lease
        assert store.renew_lease(session, "agent_b", 30_000)
    finally:
        store.close()


def test_a_lease_of_a_dead_process_on_this_host_is_taken_over_at_once(tmp_path):
    store = Store(tmp_path / "s.db")
    try:
        session = store.create_session("t").id
        gone = subprocess.Popen([sys.executable, "-c", "pass"])
        gone.wait()  # exited and reaped: its pid runs nothing now
        _lease_row(store, session, host=HOST, pid=gone.pid, expires_at=now_ms() + 600_000)
        lease = store.acquire_lease(session, "agent_b", 30_000)
        assert (lease.holder, lease.pid) == ("agent_b", os.getpid())
    finally:
        store.close()


def _renewers(session_id: str) -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == f"ctxmagic-lease-{session_id}"]


def test_a_turn_lease_is_renewed_while_held_and_released_on_exit(tmp_path):
    store = Store(tmp_path / "s.db")
    other = Store(tmp_path / "s.db")
    try:
        session = store.create_session("t").id
        with TurnLease(store, session, "agent_a", ttl_ms=500):
            assert _renewers(session)
            time.sleep(1.6)  # more than three TTLs: without renewal it would have lapsed
            assert store.lease(session).expires_at > now_ms()
            with pytest.raises(SessionBusy):
                other.acquire_lease(session, "agent_b", 30_000)
        assert store.lease(session) is None
        _wait_for(lambda: not _renewers(session), 2, "the renewal thread to stop")
        assert other.acquire_lease(session, "agent_b", 30_000).holder == "agent_b"
    finally:
        store.close()
        other.close()


def test_an_interrupt_just_after_the_lease_was_taken_leaves_no_lease(tmp_path, monkeypatch):
    """The acquiring transaction commits, then a KeyboardInterrupt lands before the call
    returns (inside ``Store.write``): the with-block never starts, and the lease goes too."""
    store = Store(tmp_path / "s.db")
    try:
        session = store.create_session("t").id
        taken = store.acquire_lease

        def interrupted(*args, **kwargs):
            taken(*args, **kwargs)
            raise KeyboardInterrupt

        monkeypatch.setattr(store, "acquire_lease", interrupted)
        with pytest.raises(KeyboardInterrupt), TurnLease(store, session, "agent_a"):
            pass
        assert store.lease(session) is None
    finally:
        store.close()


def test_a_turn_lease_survives_a_moment_of_write_contention(tmp_path):
    """The renewer waits out a write lock longer than its busy timeout and renews afterwards,
    instead of letting the lease lapse while the turn still runs."""
    store = Store(tmp_path / "s.db")
    other = Store(tmp_path / "s.db")
    blocker = sqlite3.connect(tmp_path / "s.db", isolation_level=None)
    try:
        session = store.create_session("t").id
        with TurnLease(store, session, "agent_a", ttl_ms=300):
            blocker.execute("BEGIN IMMEDIATE")  # another writer holds the lock for a while
            time.sleep(0.5)
            blocker.execute("COMMIT")
            time.sleep(0.6)  # the turn goes on; the renewer has had two ticks to catch up
            assert _renewers(session), "the renewal thread gave up"
            with pytest.raises(SessionBusy):
                other.acquire_lease(session, "agent_b", 30_000)
    finally:
        blocker.close()
        store.close()
        other.close()


def test_a_refused_turn_changes_nothing_in_the_session(tmp_path, workspace):
    db = tmp_path / "sessions.db"
    kernel_a = Runtime(workspace=str(workspace), db_path=str(db))
    kernel_b = Runtime(workspace=str(workspace), db_path=str(db), base_url="http://127.0.0.1:9/v1")
    agent_a = kernel_a.open(None)
    session = agent_a.session_id
    running = agent_a.turn("list the files of the project")
    try:
        next(running)  # kernel A is mid-turn: it holds the lease
        before = kernel_b.store.get_session(session)
        other_model = next(m.id for m in kernel_b.catalog.models.values() if m.provider == "openai")
        # %%agent --session ID --provider openai-compatible --model ... in kernel B
        agent_b = kernel_b.agent(session, provider="openai-compatible", model=other_model)
        with pytest.raises(SessionBusy):
            next(agent_b.turn("hello"))
        after = kernel_b.store.get_session(session)
        assert (after.provider, after.model, after.version) == (
            before.provider,
            before.model,
            before.version,
        )
    finally:
        running.close()  # kernel A's turn ends (as interrupted) before its store closes
        kernel_a.close()
        kernel_b.close()


# A process killed mid-turn ----------------------------------------------------------------------
def _start_holder(processes, tmp_path, workspace, db, session):
    """A process whose turn is blocked in a ``sleep`` tool call, once its lease and the call are
    committed; returns the Popen."""
    cfg = {
        "workspace": str(workspace),
        "db": str(db),
        "session": session,
        "delay": 0.0,
        "prompt": "run `sleep 30`",
    }
    proc = _spawn(HOLDER, cfg, tmp_path)
    processes.append(proc)
    store = Store(db)

    def blocked():
        if proc.poll() is not None:
            raise AssertionError(f"the holder exited {proc.returncode}: {proc.stderr.read()}")
        lease = store.lease(session)
        if lease is None or lease.pid != proc.pid:
            return False
        return [c.name for _, calls in dangling_calls(store.messages(session)) for c in calls]

    try:
        _wait_for(blocked, 60, "the holder to be blocked in its tool call")
    finally:
        store.close()
    return proc


def test_a_process_killed_mid_turn_leaves_a_lease_and_a_session_the_next_turn_takes(
    tmp_path, workspace, processes
):
    db = tmp_path / "sessions.db"
    runtime = Runtime(workspace=str(workspace), db_path=str(db))
    try:
        agent = runtime.open(None)
        session = agent.session_id
        first = [e for e in agent.turn("list the files of the project")][-1]
        assert first.reason == "end_turn"

        holder = _start_holder(processes, tmp_path, workspace, db, session)
        with pytest.raises(SessionBusy, match=f"process {holder.pid} on "):
            next(agent.turn("list the files of the project"))
        _kill_tree(holder)  # kill -9 mid-turn: no cleanup of any kind ran

        store = runtime.store
        left = store.lease(session)
        assert left is not None and left.pid == holder.pid
        assert left.expires_at > now_ms() + 5_000  # far from expiry: the dead pid is the reason
        committed = store.messages(session)
        dangling = [c for _, calls in dangling_calls(committed) for c in calls]
        assert [c.name for c in dangling] == ["bash"]
        assert not any(m.tool_results for m in committed[len(first.message_ids) :])

        final = [e for e in agent.turn("Where is `OutOfStock` raised?")][-1]
        assert final.reason == "end_turn", final.error
        after = store.messages(session)
        _assert_valid_history(after)
        # nothing committed was lost or changed
        assert [m.to_dict() for m in after[: len(committed)]] == [m.to_dict() for m in committed]
        # the killed call got an "interrupted" result, stored right after its call
        repaired = after[len(committed)]
        assert repaired.role == "tool" and repaired.metadata.get("repaired")
        (result,) = repaired.tool_results
        assert result.tool_call_id == dangling[0].id and result.content == INTERRUPTED_RESULT
        assert after[len(committed) + 1 :][0].text == "Where is `OutOfStock` raised?"
        assert [m.id for m in after[len(committed) + 1 :]] == final.message_ids
        assert store.lease(session) is None
        assert store.get_session(session).turn_count == 3
    finally:
        runtime.close()


def test_a_second_kernel_gets_a_one_line_error_and_writes_nothing(
    shell, tmp_path, workspace, processes, capsys
):
    """Issue: a second kernel that starts a turn on a session that is mid-turn elsewhere gets a
    one-line error naming the session and the holder, never an interleaved history."""
    db = tmp_path / "sessions.db"
    session = _new_session(workspace, db, "shared")
    holder = _start_holder(processes, tmp_path, workspace, db, session)
    store = Store(db)
    try:
        before = [m.to_dict() for m in store.messages(session)]
        shell.run_line_magic("config", f"CtxMagic.db_path = {str(db)!r}")
        capsys.readouterr()
        shell.run_cell_magic("agent", f"--session {session}", "list the files of the project")
        captured = capsys.readouterr()
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1, captured.err
        assert lines[0].startswith(
            f"ctxmagic: session {session} is running a turn in another kernel "
            f"(process {holder.pid} on {HOST})"
        )
        assert captured.out.strip() == ""  # nothing but that line
        assert [m.to_dict() for m in store.messages(session)] == before
        assert store.lease(session).pid == holder.pid

        _kill_tree(holder)  # the other kernel dies: the next cell here goes ahead
        shell.run_cell_magic("agent", f"--session {session}", "list the files of the project")
        captured = capsys.readouterr()
        assert captured.err == ""
        messages = store.messages(session)
        _assert_valid_history(messages)
        prompts = [m.text for m in messages if is_turn_start(m)]
        assert prompts == ["run `sleep 30`", "list the files of the project"]
    finally:
        store.close()
