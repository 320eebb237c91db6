"""Tools that stop: a search within its time budget, no blocking on special files, no process
left behind by bash, and timeouts that are real numbers."""

from __future__ import annotations

import math
import os
import socket
import stat
import subprocess
import threading
import time
from pathlib import Path

import pytest

from ctxmagic.tools import search
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    return root


@pytest.fixture
def ctx(ws: Path) -> ToolContext:
    return ToolContext(workspace=ws, bash_timeout=20)


def bounded(name: str, args: dict, ctx: ToolContext, seconds: float = 20.0):
    """Run a tool on a thread; fail (instead of hanging the suite) if it does not return."""
    box: dict = {}
    worker = threading.Thread(target=lambda: box.update(out=run_tool(name, args, ctx)))
    worker.daemon = True
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"{name} {args} did not return within {seconds} s"
    return box["out"]


def _gone(pid: int) -> bool:
    for _ in range(250):
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except FileNotFoundError:
            return True
        if state in ("Z", "X"):
            return True
        time.sleep(0.02)
    return False


# Search budget --------------------------------------------------------------------------------
def test_catastrophic_regex_on_a_long_line_stops_within_the_budget(ws, ctx, monkeypatch):
    """``(a|aa)+$`` backtracks exponentially on a's followed by a b: with ``re`` this line takes
    longer than the universe has existed; grep returns after its budget with what it found."""
    monkeypatch.setattr(search, "SEARCH_BUDGET_SECONDS", 1.0)
    (ws / "a_small.txt").write_text("aa\n")
    (ws / "long.txt").write_text("a" * 5000 + "b\n")
    cpu = time.thread_time()
    out = bounded("grep", {"pattern": "(a|aa)+$"}, ctx)
    assert time.thread_time() - cpu < 3.0  # the worker thread's CPU is not ours; see below
    assert not out.is_error
    assert out.metadata["timed_out"] is True and out.metadata["truncated"] is True
    assert "a_small.txt:\n  Line 1: aa" in out.content  # what it found before stopping is kept
    assert "Search stopped after 1 s, its time budget" in out.content


def test_budget_is_measured_on_the_thread_that_searches(ws, ctx, monkeypatch):
    monkeypatch.setattr(search, "SEARCH_BUDGET_SECONDS", 1.0)
    (ws / "long.txt").write_text("a" * 5000 + "b\n")
    cpu = time.thread_time()
    out = run_tool("grep", {"pattern": "(a|aa)+$"}, ctx)
    used = time.thread_time() - cpu
    assert out.metadata["timed_out"] is True
    assert used < 1.0 + 0.5, f"grep used {used:.2f} s of CPU with a 1 s budget"


def test_glob_is_bounded_too(ws, ctx, monkeypatch):
    monkeypatch.setattr(search, "SEARCH_BUDGET_SECONDS", 1.0)
    (ws / ("a" * 200)).write_text("")
    cpu = time.thread_time()
    out = run_tool("glob", {"pattern": "*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b"}, ctx)
    assert time.thread_time() - cpu < 1.5
    assert not out.is_error


def test_grep_keeps_per_line_semantics_with_the_whole_file_prefilter(ws, ctx):
    (ws / "f.txt").write_text("one\nfoo bar\nbar\n  foo\nfoo\n")
    out = run_tool("grep", {"pattern": "^foo"}, ctx)
    assert out.content == "Found 2 matches\nf.txt:\n  Line 2: foo bar\n  Line 5: foo"
    # a match may not span lines, even when the pattern can match a newline
    assert run_tool("grep", {"pattern": r"one\sfoo"}, ctx).content == "No matches found"
    assert "Line 3: bar" in run_tool("grep", {"pattern": r"^bar$"}, ctx).content
    # CRLF lines: '$' matches before the CR, as line by line
    (ws / "crlf.txt").write_bytes(b"x = 1\r\nend\r\n")
    assert "crlf.txt:\n  Line 2: end" in run_tool("grep", {"pattern": "end$"}, ctx).content
    # lookbehind and \A see the line alone
    assert "Line 3: bar" in run_tool("grep", {"pattern": r"\Abar"}, ctx).content
    assert "Line 3: bar" in run_tool("grep", {"pattern": r"(?<!o )bar"}, ctx).content


# Compiling, huge files, deep trees ------------------------------------------------------------
@pytest.mark.parametrize(
    "name, args, fragment",
    [
        ("glob", {"pattern": "{a,b}" * 22}, "expands to more than 1,000 alternatives"),
        ("grep", {"pattern": "x", "include": "{a,b}" * 22}, "more than 1,000 alternatives"),
        ("grep", {"pattern": "(?:(?:(?:(?:a{100}){100}){100}){100})"}, "repeats too much"),
        ("grep", {"pattern": "a" * 20_000}, "pattern is 20,000 characters, over the 10,000"),
        ("grep", {"pattern": "(" * 5_000}, "invalid regular expression"),
        ("glob", {"pattern": "*" * 20_000}, "pattern is 20,000 characters"),
    ],
)
def test_patterns_that_would_take_long_to_compile_are_refused_at_once(
    ws, ctx, name, args, fragment
):
    """The regex module unrolls counted repeats when it compiles (the nested one above took
    13 s and 3 GB before MemoryError), and 22 brace groups expand to four million globs: both
    were outside the search budget, which only counts matching."""
    (ws / "a.txt").write_text("aaa\n")
    started = time.monotonic()
    out = bounded(name, args, ctx, seconds=20)
    assert out.is_error and fragment in out.content, out.content
    assert time.monotonic() - started < 5


def test_edit_refuses_a_file_over_its_limit_without_reading_it(ws, ctx):
    with open(ws / "huge.log", "wb") as f:
        f.truncate(4 << 30)  # sparse: 4 GB that edit used to read whole (MemoryError, or worse)
    started = time.monotonic()
    out = bounded("edit", {"path": "huge.log", "old_string": "a", "new_string": "b"}, ctx)
    assert out.is_error and "over the 10 MB edit reads and rewrites" in out.content
    assert "sed -i" in out.content and time.monotonic() - started < 5


def test_a_file_that_grows_while_it_is_read_is_read_as_it_was(ws, ctx, monkeypatch):
    """A process appending to a file (``yes >> f`` grew one to 4 GB while edit read it) does
    not keep a tool reading: what the file held when it was opened is what is read."""
    from ctxmagic.safety import workspace as sandbox
    from ctxmagic.tools import edit

    path = ws / "log.txt"
    path.write_text("first line\n")
    opened = sandbox.open_regular

    def open_then_grow(*args, **kwargs):
        fd, info = opened(*args, **kwargs)
        with open(path, "ab") as f:
            f.write(b"appended\n" * 100_000)  # arrives after the open, before the read
        return fd, info

    for module in (sandbox, edit, search):
        monkeypatch.setattr(module, "open_regular", open_then_grow)
    path.write_text("first line\n")
    assert "appended" not in run_tool("view", {"path": "log.txt"}, ctx).content
    path.write_text("first line\n")
    found = run_tool("grep", {"pattern": "appended"}, ctx)
    assert found.content == "No matches found"
    path.write_text("first line\n")
    out = run_tool("edit", {"path": "log.txt", "old_string": "first", "new_string": "1st"}, ctx)
    assert not out.is_error and "appended" not in out.metadata["diff"]


@pytest.fixture
def deep(ws: Path):
    """3,000 nested folders under ``ws``, removed after the test with ``rm -rf``: pytest's own
    clean-up of old temporary folders (shutil.rmtree, recursive) would hit Python's recursion
    limit on them in a later session, anybody's."""
    fd = os.open(ws, os.O_RDONLY)
    try:
        for _ in range(3000):
            os.mkdir("d", dir_fd=fd)
            child = os.open("d", os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = child
        os.close(fd)
        yield ws
    finally:
        subprocess.run(["rm", "-rf", str(ws / "d")], check=True)


@pytest.mark.parametrize("name", ["ls", "grep", "glob"])
def test_a_deep_tree_ends_the_walk_within_the_budget(deep, ctx, monkeypatch, name):
    """3,000 nested folders: each is opened from the root one component at a time (the
    race-free way), so the walk is quadratic; ls took 106 s and grep 123 s on 5,000 before
    the walk itself was on the budget."""
    from ctxmagic.tools import listing

    monkeypatch.setattr(listing, "LS_BUDGET_SECONDS", 0.5)
    monkeypatch.setattr(search, "SEARCH_BUDGET_SECONDS", 0.5)
    args = {"pattern": "zz"} if name != "ls" else {}
    started = time.monotonic()
    out = bounded(name, args, ctx, seconds=30)
    assert time.monotonic() - started < 5
    assert out.metadata["timed_out"] and "its time budget" in out.content


def test_a_named_pipe_in_the_workspace_does_not_block_a_turn(workspace):
    """The offline model's index, the repo map and the project files read the workspace too:
    a FIFO called pipe.py or AGENTS.md (``mkfifo`` is one bash call away) blocked every turn."""
    from ctxmagic.agent.loop import run_turn
    from ctxmagic.context.policy import Policy
    from ctxmagic.context.projectfiles import find_context_files
    from ctxmagic.context.repomap import build_repo_map
    from ctxmagic.model.tokens import TokenCounter
    from ctxmagic.store.database import Store
    from tests.conftest import make_agent

    os.mkfifo(workspace / "pipe.py")
    (workspace / "AGENTS.md").unlink()
    os.mkfifo(workspace / "AGENTS.md")
    box: dict = {}

    def turn() -> None:
        policy = Policy.from_dict({"strategies": ["externalize", "truncate"]})
        agent = make_agent(Store(":memory:"), workspace, policy=policy)
        box["final"] = run_turn(agent, "Where is `line_total` defined?")
        box["map"] = build_repo_map(workspace, budget_tokens=500, counter=TokenCounter())
        box["files"] = find_context_files(workspace)

    worker = threading.Thread(target=turn, daemon=True)
    worker.start()
    worker.join(60)
    assert not worker.is_alive(), "the turn blocked on a named pipe"
    assert box["final"].reason == "end_turn" and box["files"] == []
    assert "line_total" in str(box["map"])


# Special files --------------------------------------------------------------------------------
def test_fifo_is_refused_by_every_tool_without_blocking(ws, ctx):
    os.mkfifo(ws / "pipe")
    for name, args in (
        ("view", {"path": "pipe"}),
        ("edit", {"path": "pipe", "old_string": "a", "new_string": "b"}),
        ("write", {"path": "pipe", "content": "x"}),
    ):
        out = bounded(name, args, ctx, seconds=10)
        assert out.is_error, name
        assert "pipe is a named pipe (FIFO); tools read and write regular files only" in (
            out.content
        ), name
    (ws / "text.txt").write_text("needle\n")
    out = bounded("grep", {"pattern": "needle"}, ctx, seconds=10)
    assert "text.txt" in out.content and out.metadata["files_skipped"] == 1
    assert stat.S_ISFIFO((ws / "pipe").stat().st_mode)  # write did not replace it


def test_socket_and_device_are_refused(ws, ctx):
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(ws / "sock"))
        out = bounded("view", {"path": "sock"}, ctx, seconds=10)
        assert out.is_error and "sock is a socket" in out.content
    finally:
        server.close()
    if os.geteuid() != 0:
        pytest.skip("creating a device node needs root")
    os.mknod(ws / "zero", stat.S_IFCHR | 0o600, os.makedev(1, 5))  # /dev/zero never ends
    out = bounded("view", {"path": "zero"}, ctx, seconds=10)
    assert out.is_error and "zero is a character device" in out.content


# bash -----------------------------------------------------------------------------------------
def test_background_process_is_gone_after_the_command(ws, ctx):
    out = run_tool("bash", {"command": "(yes > /dev/null & echo $! > pid.txt)"}, ctx)
    pid = int((ws / "pid.txt").read_text())
    assert _gone(pid), "yes is still running after the command ended"
    assert out.metadata["background_killed"] == 1


def _running(marker: str) -> list[int]:
    """Live processes whose command line holds ``marker`` (seen from outside any sandbox)."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if marker.encode() in cmdline and state not in ("Z", "X"):
            found.append(int(pid))
    return found


@pytest.mark.parametrize("sandbox", ["off", "auto"])
def test_background_process_started_in_a_turn_is_gone_after_it(workspace, store, sandbox):
    from ctxmagic.agent.loop import run_turn
    from tests.conftest import make_agent

    agent = make_agent(store, workspace, bash_sandbox=sandbox)
    final = run_turn(agent, "run `(sleep 6271 > /dev/null &) ; echo started` please")
    assert final.reason == "end_turn"
    for _ in range(100):
        if not _running("6271"):
            break
        time.sleep(0.05)
    assert _running("6271") == []


def test_process_that_leaves_the_group_but_not_the_session_is_killed(ws, ctx):
    command = "python3 -c 'import os,time; os.setpgid(0,0); time.sleep(60)' & echo $! > pid.txt"
    run_tool("bash", {"command": command}, ctx)
    assert _gone(int((ws / "pid.txt").read_text()))


@pytest.mark.parametrize(
    "command",
    [
        "(setsid sleep 7311 > /dev/null 2>&1 &); echo started",  # a new session
        "(setsid bash -c 'sleep 7312 & sleep 7313' > /dev/null 2>&1 &)",  # and children in it
        "python3 -c 'import os,time; os.fork() and os._exit(0); os.setsid(); os.fork() and "
        "os._exit(0); time.sleep(7314)' > /dev/null",  # a daemon's double fork
    ],
)
def test_a_process_that_leaves_the_session_is_gone_after_the_command_unsandboxed(ws, command):
    """Without the sandbox, ``setsid`` used to take a process out of everything bash's clean-up
    looked at (session and group), and it outlived the turn. The command now runs under a
    subreaper (safety/reaper.py), whose descendants all come back to it."""
    from ctxmagic.tools.bash import reaper_available

    if not reaper_available():
        pytest.skip("the subreaper needs Linux")
    ctx = ToolContext(workspace=ws, bash_sandbox="off")
    out = run_tool("bash", {"command": command}, ctx)
    assert not out.is_error, out.content
    for _ in range(100):
        if not [p for m in ("7311", "7312", "7313", "7314") for p in _running(f"sleep {m}")]:
            break
        time.sleep(0.05)
    survivors = [p for m in ("7311", "7312", "7313") for p in _running(f"sleep {m}")]
    assert survivors + _running("time.sleep(7314)") == []
    assert out.metadata["background_killed"] >= 1


def test_under_the_subreaper_exit_codes_and_timeouts_are_the_commands(ws):
    from ctxmagic.tools.bash import reaper_available

    if not reaper_available():
        pytest.skip("the subreaper needs Linux")
    ctx = ToolContext(workspace=ws, bash_sandbox="off")
    assert run_tool("bash", {"command": "exit 3"}, ctx).metadata["exit_code"] == 3
    assert run_tool("bash", {"command": "kill -TERM $$"}, ctx).metadata["exit_code"] == -15
    started = time.monotonic()
    out = run_tool("bash", {"command": "(setsid sleep 7315 &); sleep 60", "timeout": 1}, ctx)
    assert out.metadata["timed_out"] and time.monotonic() - started < 10
    assert out.metadata.get("background_killed") == 1  # the setsid sleep, not the command
    assert _running("sleep 7315") == []


@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf, -1, 0])
def test_timeouts_must_be_finite_positive_numbers(ws, value):
    ctx = ToolContext(workspace=ws, bash_timeout=value)
    out = run_tool("bash", {"command": "echo ran"}, ctx)
    assert out.is_error and "timeout must be a positive number of seconds" in out.content
    assert "ran" not in out.content
    out = run_tool("bash", {"command": "echo ran", "timeout": value}, ToolContext(workspace=ws))
    assert out.is_error and "timeout must be a positive number" in out.content
