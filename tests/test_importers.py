"""Other agents' sessions imported into the lab: counts a direct reading of each file gives,
ccusage's token totals, the current agents' formats, bad files, and what is never written."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from ctxmagic.lab import importers
from ctxmagic.lab.importers import NotASession
from ctxmagic.lab.importers.base import CONTINUE, MAX_LINE_BYTES
from ctxmagic.messages.parts import is_turn_start
from ctxmagic.model.usage import Usage
from tests.keys import made_up

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "sessions"
FIXTURES = Path(__file__).parent / "fixtures" / "sessions"
needs_shared = pytest.mark.skipif(
    not SHARED.is_dir(), reason=f"the shared session files are not at {SHARED}"
)
CC_V1 = SHARED / "claude-code" / "daaain-v1.0.51-summaries.jsonl"
CC_V2 = SHARED / "claude-code" / "daaain-v2.1.114-subagents-dir"
CODEX = SHARED / "codex" / "openprintkit-0.34.0-no-turn-context.jsonl"
PI = SHARED / "pi" / "badlogic-v1-large-session.jsonl"


def prompts(trace) -> int:
    """The trace's turns that the log started (not those the importer added)."""
    return sum(1 for m in trace.messages if is_turn_start(m) and not m.metadata.get("added"))


def calls(trace) -> int:
    return sum(len(m.tool_calls) for m in trace.messages if m.role == "assistant")


def usage(trace) -> Usage:
    return sum((r.usage for r in trace.responses.values()), Usage())


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


# -- direct readings of each format, independent of the importers ------------------------------


def read_claude(path: Path) -> dict:
    """Requests: distinct message ids of assistant lines with usage (not <synthetic>); calls:
    distinct tool_use ids; prompts: user lines with text that are no tool results, meta or
    summaries."""
    ids, tools, turns = set(), set(), 0
    for e in lines(path):
        m = e.get("message") or {}
        if e.get("type") == "assistant" and m.get("model") != "<synthetic>":
            u = m.get("usage") or {}
            if any(u.get(k) for k in ("input_tokens", "output_tokens")):
                ids.add(m["id"])
                tools |= {b["id"] for b in m.get("content", []) if b.get("type") == "tool_use"}
        elif e.get("type") == "user" and not (e.get("isMeta") or e.get("isCompactSummary")):
            c = m.get("content")
            if isinstance(c, str) and c.strip():
                turns += 1
            elif isinstance(c, list) and not any(b.get("type") == "tool_result" for b in c):
                turns += any(b.get("type") == "text" and b.get("text") for b in c)
    return {"requests": len(ids), "calls": len(tools), "turns": turns}


def read_codex(path: Path) -> dict:
    totals, requests, tools, turns = None, 0, 0, 0
    records = any(e.get("type") == "token_usage_record" for e in lines(path))
    for e in lines(path):
        p = e.get("payload") or {}
        if records and e.get("type") == "token_usage_record":
            requests += 1
        counted = not records and p.get("type") == "token_count" and p.get("info")
        if counted and p["info"]["total_token_usage"] != totals:
            totals, requests = p["info"]["total_token_usage"], requests + 1
        if e.get("type") == "response_item" and p.get("type") == "function_call":
            tools += 1
        if e.get("type") == "event_msg" and p.get("type") == "user_message":
            turns += 1
    summaries = sum(1 for e in lines(path) if e.get("type") == "compacted")
    return {"requests": requests - summaries, "calls": tools, "turns": turns}


def read_pi(path: Path) -> dict:
    requests, tools, turns = 0, 0, 0
    for e in lines(path):
        m = e.get("message") or {}
        if m.get("role") == "assistant":
            u = m.get("usage") or {}
            if any(u.get(k) for k in ("input", "output", "cacheRead", "cacheWrite")):
                requests += 1
                tools += sum(1 for b in m.get("content", []) if b.get("type") == "toolCall")
        elif m.get("role") == "user":
            turns += 1
    return {"requests": requests, "calls": tools, "turns": turns}


@needs_shared
@pytest.mark.parametrize(
    ("path", "reader", "children"),
    [(CC_V1, read_claude, 0), (CODEX, read_codex, 0), (PI, read_pi, 0), (CC_V2, None, 6)],
    ids=["claude-code-1.0.51", "codex-0.34", "pi-v1", "claude-code-2.1.114"],
)
def test_every_shared_session_imports_with_the_counts_of_its_file(path, reader, children):
    trace = importers.load(path)
    assert trace.requests > 0 and len(trace.children) == children
    if reader is None:  # the 2.1 layout: the session, and each sub-agent's own file
        main = next(path.glob("*.jsonl"))
        expected = read_claude(main)
        for child in trace.children:
            own = read_claude(Path(child.source))
            assert (child.requests, calls(child), prompts(child)) == (
                own["requests"],
                own["calls"],
                own["turns"],
            )
            assert child.parent_call in {c.id for m in trace.messages for c in m.tool_calls}
        assert len(list((path / main.stem / "subagents").glob("agent-*.jsonl"))) == children
    else:
        expected = reader(path)
    assert (trace.requests, calls(trace), prompts(trace)) == (
        expected["requests"],
        expected["calls"],
        expected["turns"],
    )
    # each turn's responses are a chain of tool calls, as a replay needs
    for a, b in zip(trace.messages, trace.messages[1:], strict=False):
        if a.role == "assistant" and not a.tool_calls:
            assert b.role == "user"
    assert all(r.cost > 0 for r in trace.responses.values())


def _ccusage_figures(tmp_path: Path) -> dict:
    """ccusage's per-folder totals: run when it is installed, else the recorded ones."""
    exe = shutil.which("ccusage")
    if exe is None:
        return json.loads((FIXTURES / "ccusage-17.2.1.json").read_text())
    projects = tmp_path / "claude" / "projects"
    (projects / "v1").mkdir(parents=True)
    shutil.copy(CC_V1, projects / "v1")
    shutil.copytree(CC_V2, projects / "v2")
    shutil.copytree(next(FIXTURES.glob("claude-code/-*")), projects / "fx")
    env = {**os.environ, "CLAUDE_CONFIG_DIR": str(tmp_path / "claude")}
    out = subprocess.run(
        [exe, "session", "--offline", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return json.loads(out.stdout)


@needs_shared
def test_recorded_tokens_equal_ccusage_on_the_claude_code_files(tmp_path):
    """ccusage 17.x (run if installed, else its recorded output) counts the same input and
    cache tokens; its output is the first line's of each response, ours the highest the lines
    reached; and it double-counts logs without requestId (Claude Code 2.1.332)."""
    data = _ccusage_figures(tmp_path)
    groups = {(s["sessionId"], s["projectPath"].split("/")[0]): s for s in data["sessions"]}
    v1, v2, fx = (
        importers.load(CC_V1),
        importers.load(CC_V2),
        importers.load(FIXTURES / "claude-code"),
    )
    pairs = [
        (groups[("v1", "Unknown Project")], usage(v1)),
        (groups[("v2", "Unknown Project")], usage(v2)),
        (groups[("subagents", "v2")], sum((usage(c) for c in v2.children), Usage())),
    ]
    for ccusage, ours in pairs:
        assert ccusage["inputTokens"] == ours.input
        assert ccusage["cacheReadTokens"] == ours.cache_read
        assert ccusage["cacheCreationTokens"] == ours.cache_write
        assert ours.output >= ccusage["outputTokens"]
    # no requestId: ccusage sums every line, each repeating its response's usage
    line_sum = sum(
        (e["message"]["usage"]["cache_read_input_tokens"] or 0)
        for e in lines(Path(fx.source))
        if e.get("type") == "assistant"
    )
    assert groups[("fx", "Unknown Project")]["cacheReadTokens"] == line_sum > usage(fx).cache_read


# -- the current agents' formats ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("folder", "agent", "requests", "children", "compactions"),
    [
        ("claude-code", "claude-code", 8, 1, 1),
        ("codex", "codex", 7, 0, 1),
        ("opencode", "opencode", 6, 0, 0),
        ("opencode-storage", "opencode", 6, 0, 0),
        ("pi", "pi", 6, 0, 0),
    ],
)
def test_fixtures_of_the_current_agents_import(folder, agent, requests, children, compactions):
    refs = importers.discover(FIXTURES / folder)
    assert [r.agent for r in refs] == [agent]
    trace = importers.load(refs[0])
    assert (trace.agent, trace.requests, len(trace.children), len(trace.compactions)) == (
        agent,
        requests,
        children,
        compactions,
    )
    if agent == "claude-code":  # a /compact and a sub-agent's notice are prompts of its own
        expected = read_claude(Path(trace.source))["turns"]
    else:
        expected = 3 if agent == "codex" else 2
    assert prompts(trace) == expected
    # the stub read notes.md with a tool: the calls and their results came through
    results = [r for m in trace.messages for r in m.tool_results]
    assert results and len(results) == calls(trace)
    assert trace.known_tokens and trace.system


def test_fixture_requests_match_the_stub_log():
    """The stub answered every request the importers found (and the agents' side requests)."""
    for folder in ("codex", "opencode", "pi"):
        trace = importers.load(FIXTURES / folder)
        logged = [json.loads(x) for x in (FIXTURES / folder / "stub-requests.jsonl").open()]
        prompts_logged = sorted(
            (d["usage"].get("input_tokens") or d["usage"].get("prompt_tokens")) for d in logged
        )
        ours = sorted(r.usage.prompt for r in [*trace.responses.values(), *trace.summaries])
        assert Counter(ours) <= Counter(prompts_logged), folder


def test_discover_an_agents_default_location_under_home(tmp_path):
    home = tmp_path / "home"
    target = home / ".claude" / "projects"
    shutil.copytree(next(FIXTURES.glob("claude-code/-*")), target / "-tmp-project")
    shutil.copytree(FIXTURES / "codex", home / ".codex" / "sessions")
    shutil.copytree(FIXTURES / "pi", home / ".pi" / "agent" / "sessions")
    (home / ".local" / "share" / "opencode").mkdir(parents=True)
    shutil.copy(FIXTURES / "opencode" / "opencode.db", home / ".local" / "share" / "opencode")
    for agent in ("claude-code", "codex", "pi", "opencode"):
        refs = importers.discover(agent, home=home)
        assert [r.agent for r in refs] == [agent], agent
    assert importers.discover("claude", home=tmp_path / "nobody") == []
    with pytest.raises(Exception, match="no file or folder"):
        importers.discover(tmp_path / "missing")


# -- bad files -----------------------------------------------------------------------------------


def _claude_lines() -> list[str]:
    return next(FIXTURES.glob("claude-code/-*/*.jsonl")).read_text().splitlines()


@pytest.mark.parametrize("kind", ["truncated", "corrupted", "enormous"])
def test_a_line_that_cannot_be_read_is_skipped_with_a_warning_naming_it(tmp_path, kind):
    good = _claude_lines()
    path = tmp_path / "s.jsonl"
    if kind == "truncated":
        text = "\n".join(good) + "\n" + good[-1][: len(good[-1]) // 2]
        number = len(good) + 1
    elif kind == "corrupted":
        text = "\n".join([*good[:5], "{not json at all", *good[5:]]) + "\n"
        number = 6
    else:
        with open(path, "w") as f:
            f.write("\n".join(good[:5]) + "\n")
            f.write('{"type": "user", "pad": "' + "x" * (MAX_LINE_BYTES + 10) + '"}\n')
            f.write("\n".join(good[5:]) + "\n")
        text, number = None, 6
    if text is not None:
        path.write_text(text)
    trace = importers.load(path)
    assert trace.requests == 8
    note = next(n for n in trace.notes if n.startswith(f"{path}:{number}:"))
    assert "skipped" in note and "\n" not in note


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "is empty"),
        (b"\x00\x01\x02binary\xff\xfe" * 100, "binary file"),
        (b'{"hello": "world"}\n{"a": 1}\n', "not a session log"),
        (b"just some text\nmore text\n", "not a session log"),
    ],
    ids=["empty", "binary", "other-json", "text"],
)
def test_a_file_that_is_no_session_is_refused_in_one_line(tmp_path, content, message):
    path = tmp_path / "s.jsonl"
    path.write_bytes(content)
    with pytest.raises(NotASession, match=message) as info:
        importers.load(path)
    assert "\n" not in str(info.value)


def test_bad_files_through_the_magic_change_no_database(shell, tmp_path, capsys):
    db = Path(shell.magics_manager.registry["CtxMagic"].runtime.settings.db_file)
    shell.run_cell("%%agent\nWhere is the Book class?")
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    bad = tmp_path / "bad.jsonl"
    for content in (b"", b"\x00\xff" * 50, b"{}\n", b'{"type": "user"'):
        bad.write_bytes(content)
        capsys.readouterr()
        shell.run_line_magic("ctx", f"lab --from {bad}")
        err = capsys.readouterr()
        text = (err.out + err.err).strip()
        assert text and len(text.splitlines()) == 1 and "Traceback" not in text
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


def test_importers_never_write_into_the_agents_files(tmp_path):
    copy = tmp_path / "fixtures"
    shutil.copytree(FIXTURES, copy)

    def state() -> dict:
        return {
            str(p.relative_to(copy)): (
                p.stat().st_mtime_ns,
                hashlib.sha256(p.read_bytes()).digest(),
            )
            for p in sorted(copy.rglob("*"))
            if p.is_file()
        }

    before = state()
    for ref in importers.discover(copy):
        importers.load(ref)
    assert state() == before  # nothing changed, not even an opencode -shm or -wal


def test_opencode_reads_what_is_still_in_the_wal(tmp_path):
    db = tmp_path / "opencode.db"
    shutil.copy(FIXTURES / "opencode" / "opencode.db", db)
    writer = sqlite3.connect(db)
    writer.execute("pragma journal_mode=wal")
    writer.execute("pragma wal_autocheckpoint=0")
    writer.execute("update session set title = 'only in the WAL'")
    writer.commit()
    assert (tmp_path / "opencode.db-wal").stat().st_size > 0
    refs = importers.discover(db)
    writer.close()  # (after reading: opencode may hold it open)
    assert [r.title for r in refs] == ["only in the WAL"]


def test_keys_in_imported_text_are_redacted(tmp_path, monkeypatch):
    # key-shaped, built at run time so no key-like literal sits in the repository
    key = made_up("ant-thisismyverysecretkey0123456789")
    monkeypatch.setenv("ANTHROPIC_API_KEY", key)
    lines_ = _claude_lines()
    secret_shaped = "ghp_" + "a1B2" * 9
    out = []
    for line in lines_:
        entry = json.loads(line)
        message = entry.get("message") or {}
        if entry.get("type") == "user" and isinstance(message.get("content"), list):
            for block in message["content"]:
                if block.get("type") == "tool_result":
                    block["content"] = (
                        f"token={secret_shaped} and {key} and "
                        "OPENAI_API_KEY=" + made_up("proj-abcdefghijklmnopqrstuvwx")
                    )
        out.append(json.dumps(entry))
    path = tmp_path / "s.jsonl"
    path.write_text("\n".join(out) + "\n")
    trace = importers.load(path)
    text = json.dumps(trace.to_dict())
    assert "thisismyverysecretkey" not in text
    assert secret_shaped not in text and "abcdefghijklmnopqrstuvwx" not in text
    assert "[redacted]" in text


def test_unknown_entry_types_are_counted_never_a_crash(tmp_path):
    out = _claude_lines()[:8] + [json.dumps({"type": "from-the-future", "x": 1})] * 3
    path = tmp_path / "s.jsonl"
    path.write_text("\n".join(out + _claude_lines()[8:]) + "\n")
    trace = importers.load(path)
    assert any("from-the-future (3)" in n for n in trace.notes)


@pytest.mark.parametrize("agent", ["claude-code", "codex", "pi"])
def test_an_entry_whose_type_is_not_a_string_is_counted_never_a_crash(tmp_path, agent):
    """A mangled line whose ``type`` is a list (a set of known types cannot be asked about
    it: pi's and Codex's importers stopped with a TypeError) counts as an entry of no type."""
    source = next(
        p for p in sorted((FIXTURES / agent).rglob("*.jsonl")) if "subagents" not in p.parts
    )
    lines = source.read_text(encoding="utf-8").splitlines()
    odd = json.dumps({"type": ["session"], "payload": {}, "timestamp": "2026-12-02T20:00:00Z"})
    path = tmp_path / source.name
    path.write_text("\n".join(lines[:2] + [odd] * 2 + lines[2:]) + "\n", encoding="utf-8")
    trace = importers.load(path)
    assert trace.requests == importers.load(source).requests
    assert any("(no type) (2)" in n for n in trace.notes), trace.notes


def test_a_response_after_an_answer_starts_a_turn_of_its_own(tmp_path):
    """pi's log has one response right after an answer: it gets a prompt, and replays."""
    if not PI.is_file():
        pytest.skip(f"no shared session at {PI}")
    trace = importers.load(PI)
    added = [m for m in trace.messages if m.metadata.get("added")]
    assert [m.text for m in added] == [CONTINUE]
    assert any("starts a turn of its own" in n for n in trace.notes)


# -- layouts no file here has: built line by line ----------------------------------------------


def _cc(kind: str, uuid: str, parent: str | None, message: dict, **extra) -> dict:
    return {
        "type": kind,
        "uuid": uuid,
        "parentUuid": parent,
        "sessionId": "main-session",
        "timestamp": f"2025-08-01T10:00:{len(uuid):02d}.000Z",
        "version": "1.0.80",
        "cwd": "/p",
        "message": message,
        **extra,
    }


def _usage(read: int, write: int) -> dict:
    return {
        "input_tokens": 3,
        "cache_read_input_tokens": read,
        "cache_creation_input_tokens": write,
        "output_tokens": 20,
    }


def _assistant(mid: str, content: list, read: int, write: int) -> dict:
    return {
        "id": mid,
        "role": "assistant",
        "model": "claude-sonnet-4-20250514",
        "content": content,
        "usage": _usage(read, write),
    }


def _claude_with_subagent(sidechain_file: Path | None) -> list[dict]:
    task = {
        "type": "tool_use",
        "id": "toolu_task",
        "name": "Task",
        "input": {"description": "find", "prompt": "Find the parser"},
    }
    main = [
        _cc("user", "u1", None, {"role": "user", "content": "Please find the parser"}),
        _cc("assistant", "a1", "u1", _assistant("m1", [task], 0, 5000), requestId="r1"),
    ]
    side = [
        _cc("user", "s1", None, {"role": "user", "content": "Find the parser"}, isSidechain=True),
        _cc(
            "assistant",
            "s2",
            "s1",
            _assistant(
                "sm1",
                [
                    {
                        "type": "tool_use",
                        "id": "toolu_g",
                        "name": "Grep",
                        "input": {"pattern": "parse"},
                    }
                ],
                0,
                3000,
            ),
            isSidechain=True,
            requestId="sr1",
        ),
        _cc(
            "user",
            "s3",
            "s2",
            {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "toolu_g",
                        "content": "parser.py:1:def parse",
                    }
                ],
            },
            isSidechain=True,
        ),
        _cc(
            "assistant",
            "s4",
            "s3",
            _assistant("sm2", [{"type": "text", "text": "In parser.py"}], 3000, 40),
            isSidechain=True,
            requestId="sr2",
        ),
    ]
    tail = [
        _cc(
            "user",
            "u2",
            "a1",
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": "toolu_task", "content": "In parser.py"}
                ],
            },
        ),
        _cc(
            "assistant",
            "a2",
            "u2",
            _assistant("m2", [{"type": "text", "text": "It is in parser.py"}], 5000, 60),
            requestId="r2",
        ),
    ]
    if sidechain_file is not None:
        for e in side:
            e["agentId"] = "abc123"
        sidechain_file.write_text("\n".join(json.dumps(e) for e in side) + "\n")
        return main + tail
    return main + side + tail


@pytest.mark.parametrize("layout", ["inline", "beside"])
def test_claude_code_sub_agents_inline_and_beside_the_session(tmp_path, layout):
    folder = tmp_path / "project"
    folder.mkdir()
    beside = folder / "agent-abc123.jsonl" if layout == "beside" else None
    entries = _claude_with_subagent(beside)
    (folder / "main-session.jsonl").write_text("\n".join(json.dumps(e) for e in entries) + "\n")
    refs = importers.discover(folder)
    assert [r.session_id for r in refs] == ["main-session"]  # agent-*.jsonl is no session
    trace = importers.load(refs[0])
    assert trace.requests == 2 and len(trace.children) == 1
    (child,) = trace.children
    assert child.requests == 2 and child.parent_call == "toolu_task"
    assert [m.text for m in child.messages if is_turn_start(m)] == ["Find the parser"]


def test_pi_tree_sessions_follow_the_branch_to_the_last_entry_and_compactions_keep_entries(
    tmp_path,
):
    def entry(i, parent, message=None, **extra):
        e = {
            "type": "message" if message else extra.pop("type"),
            "id": f"e{i}",
            "parentId": parent,
            "timestamp": f"2025-12-01T10:00:{i:02d}.000Z",
            **extra,
        }
        if message:
            e["message"] = message
        return e

    def reply(text, read, write, calls=()):
        content = [{"type": "text", "text": text}] + [
            {"type": "toolCall", "id": c, "name": "read", "arguments": {"path": "a.py"}}
            for c in calls
        ]
        return {
            "role": "assistant",
            "content": content,
            "api": "anthropic-messages",
            "provider": "anthropic",
            "model": "claude-sonnet-4-5",
            "usage": {"input": 3, "output": 10, "cacheRead": read, "cacheWrite": write},
        }

    lines = [
        {
            "type": "session",
            "version": 3,
            "id": "tree",
            "timestamp": "2025-12-01T10:00:00.000Z",
            "cwd": "/p",
        },
        entry(1, None, {"role": "user", "content": [{"type": "text", "text": "first"}]}),
        entry(2, "e1", reply("abandoned answer", 0, 2000)),
        entry(3, "e1", reply("let me read", 0, 2000, ["c1"])),  # the user went back: a branch
        entry(
            4,
            "e3",
            {
                "role": "toolResult",
                "toolCallId": "c1",
                "toolName": "read",
                "content": [{"type": "text", "text": "x = 1"}],
                "isError": False,
            },
        ),
        entry(5, "e4", reply("done", 2000, 100)),
        entry(6, "e5", {"role": "user", "content": [{"type": "text", "text": "second"}]}),
        entry(
            7,
            "e6",
            type="compaction",
            summary="we read a.py",
            firstKeptEntryId="e6",
            tokensBefore=2100,
        ),
        entry(8, "e7", reply("ok", 0, 1500)),
    ]
    path = tmp_path / "s.jsonl"
    path.write_text("\n".join(json.dumps(e) for e in lines) + "\n")
    trace = importers.load(path)
    assert trace.requests == 3  # the abandoned answer is off the path
    assert any("abandoned branches" in n for n in trace.notes)
    (compaction,) = trace.compactions
    assert compaction.summary == "we read a.py"
    assert trace.messages[compaction.kept_from].text == "second"
