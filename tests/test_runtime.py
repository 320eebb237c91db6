"""The public Python API and the session engine under it: one assembly point, an agent that lives
across turns and reads the store only for what it lacks, checked settings, the provider registry."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

import pytest

from ctxmagic import open_session
from ctxmagic.agent.events import StrategyApplied, ToolStarted, TurnFinished
from ctxmagic.agent.title import extractive_title
from ctxmagic.errors import AuthError, ConfigError
from ctxmagic.messages.parts import Message, TextPart, ToolCallPart, ToolResultPart
from ctxmagic.model.request import ProviderResponse, TextDelta
from ctxmagic.model.usage import Usage
from ctxmagic.runtime import Runtime
from ctxmagic.store.database import Store
from tests.conftest import make_agent
from tests.keys import made_up
from tests.wire import WireServer, openai_sse

PROMPTS = ["Where is `line_total` defined?", "Where is `OutOfStock` raised?"]


def test_a_turn_from_plain_python_in_three_lines(workspace):
    agent = open_session(workspace=workspace)
    events = list(agent.turn(PROMPTS[0]))
    assert {"grep", "view"} <= {e.call.name for e in events if isinstance(e, ToolStarted)}
    assert isinstance(events[-1], TurnFinished) and events[-1].reason == "end_turn"
    stored = Store(workspace / ".ctxmagic" / "sessions.db")
    assert [m.id for m in stored.messages(agent.session_id)] == events[-1].message_ids
    # the title agent named the session after its first turn (offline: extractively)
    assert stored.get_session(agent.session_id).title == extractive_title(PROMPTS[0])


def test_open_session_refuses_an_unknown_setting(workspace):
    with pytest.raises(ConfigError, match="unknown setting windw; valid settings: workspace"):
        open_session(workspace=workspace, windw=100)


def normalised(store: Store, session_id: str) -> list[dict]:
    """A stored session with what differs run to run (ids, times, latency) replaced by order."""
    names: dict[str, str] = {}

    def name(value: str) -> str:
        return names.setdefault(value, f"#{len(names)}")

    rows = []
    for m in store.messages(session_id):
        d = m.to_dict()
        d["id"], d["session_id"] = name(m.id), None
        for key in ("created_at", "updated_at", "finished_at"):
            d[key] = None
        for part in d["parts"]:
            data = part["data"]
            for key in ("id", "tool_call_id", "request_id"):
                if key in data:
                    data[key] = name(data[key])
            data.pop("time", None)
        d["metadata"].pop("request_id", None)
        rows.append(d)
    for r in store.requests(session_id):
        rows.append(
            {
                "usage": r.usage.to_dict(),
                "cost": r.cost,
                "turn": r.turn,
                "step": r.step,
                "context": r.context_tokens,
                "keys": len(r.part_keys or []),
            }
        )
    return rows


def test_the_api_and_the_magic_store_the_same_session(shell, workspace, tmp_path):
    magic = shell.magics_manager.registry["CtxMagic"]
    for prompt in PROMPTS:
        shell.run_cell_magic("agent", "", prompt)
    by_magic = normalised(magic.runtime.store, magic.session_id)

    api = Runtime(workspace=str(workspace), db_path=str(tmp_path / "api.db"))
    agent = api.open()
    for prompt in PROMPTS:
        list(agent.turn(prompt))
    assert normalised(api.store, agent.session_id) == by_magic


def test_the_agent_lives_across_turns_and_reads_the_store_only_for_what_it_lacks(
    workspace, tmp_path, monkeypatch
):
    runtime = Runtime(workspace=str(workspace), db_path=str(tmp_path / "s.db"))
    store = runtime.store
    agent = runtime.open()
    list(agent.turn(PROMPTS[0]))
    assert runtime.agent(agent.session_id) is agent  # the next cell gets the same agent

    reads = []
    for name in ("messages", "live_messages", "get_message"):
        original = getattr(store, name)

        def counted(*args, _original=original, _name=name, **kwargs):
            reads.append(_name)
            return _original(*args, **kwargs)

        monkeypatch.setattr(store, name, counted)
    misses = agent.counter.misses
    final = list(agent.turn(PROMPTS[1]))[-1]
    assert reads == []  # nothing re-read: the history is in memory
    monkeypatch.undo()
    added = [m for m in store.messages(agent.session_id) if m.id in final.message_ids]
    assert agent.counter.misses - misses <= sum(len(m.parts) for m in added)  # only new text

    # another process writes to the session: its version moves and the agent reloads
    other = Store(store.path)
    other.add_message(
        Message(role="user", parts=[TextPart("written elsewhere")], session_id=agent.session_id)
    )
    agent.sync()
    assert agent.history[-1].text == "written elsewhere"
    assert [m.id for m in agent.history] == [m.id for m in other.messages(agent.session_id)]


def test_resuming_reads_token_counts_instead_of_tokenizing(workspace, tmp_path):
    db = str(tmp_path / "s.db")
    first = Runtime(workspace=str(workspace), db_path=db).open()
    for prompt in PROMPTS:
        list(first.turn(prompt))
    stored = Store(db).messages(first.session_id)
    assert all(m.tokens and len(m.tokens["parts"]) == len(m.parts) for m in stored)

    again = Runtime(workspace=str(workspace), db_path=db).agent(first.session_id)
    before = again.counter.misses
    prepared, _ = again.prepare()
    assert again.counter.messages(prepared.messages) == first.counter.messages(prepared.messages)
    # only the system prompt and the tool definitions were counted, not one message
    assert again.counter.misses - before <= len(prepared.system) + len(prepared.tools)


class RepeatsIds:
    """A server that numbers its tool calls from 0 in every response, as some do."""

    name = "repeats"

    def __init__(self) -> None:
        self.requests = []

    def stream(self, request):
        self.requests.append(request)
        if len(self.requests) % 2:
            parts = [
                ToolCallPart("call_0", "ls", {"path": "."}),
                ToolCallPart("call_0", "glob", {"pattern": "*.md"}),
            ]
            yield ProviderResponse(parts, Usage(input=50, output=5), "tool_use")
        else:
            yield TextDelta("done")
            yield ProviderResponse([TextPart("done")], Usage(input=60, output=2), "end_turn")


def test_tool_call_ids_a_provider_repeats_are_made_unique(store, workspace):
    provider = RepeatsIds()
    agent = make_agent(store, workspace, provider=provider)
    for _ in range(2):
        assert list(agent.turn("list it"))[-1].reason == "end_turn"
    calls = [c.id for m in store.messages(agent.session_id) for c in m.tool_calls]
    results = [r.tool_call_id for m in store.messages(agent.session_id) for r in m.tool_results]
    assert len(calls) == 4 and len(set(calls)) == 4 and sorted(results) == sorted(calls)
    assert calls[0] == "call_0"  # the first keeps its id
    last = provider.requests[-1].messages
    sent = [c.id for m in last for c in m.tool_calls]
    assert len(sent) == len(set(sent)) == 4


def test_a_second_result_for_one_call_is_refused_and_leaves_nothing(store):
    session = store.create_session().id
    call = Message(role="assistant", parts=[ToolCallPart("c1", "ls", {})], session_id=session)
    store.add_message(call)
    store.add_message(
        Message(role="tool", parts=[ToolResultPart("c1", "ls", "a")], session_id=session)
    )
    count = store.get_session(session).message_count
    with pytest.raises(sqlite3.IntegrityError):
        store.add_message(
            Message(role="tool", parts=[ToolResultPart("c1", "ls", "b")], session_id=session)
        )
    assert store.get_session(session).message_count == count
    with pytest.raises(sqlite3.IntegrityError):  # and a call id is used once in a session
        store.add_message(
            Message(role="assistant", parts=[ToolCallPart("c1", "ls", {})], session_id=session)
        )


@pytest.mark.parametrize(
    "setting, message",
    [
        ("prune.protect_tokens=-5", "prune.protect_tokens must be a whole number from 0 to"),
        ("prune.protect_tokens=true", "prune.protect_tokens must be a whole number"),
        ("window.budget_tokens=1e309", "window.budget_tokens must be a whole number"),
        ("summarize.threshold=2", r"summarize.threshold must be a number in \(0, 1\]"),
        ("summarize.model=nonexistent", "unknown model 'nonexistent'"),
        ("truncate.max_lines=0", "truncate.max_lines must be a whole number from 1"),
        ("summarize.reserve_tokens=40000", "leaves nothing of the 32,000-token context window"),
    ],
)
def test_a_bad_strategy_setting_is_one_line_and_nothing_is_stored(shell, capsys, setting, message):
    magic = shell.magics_manager.registry["CtxMagic"]
    shell.run_line_magic("ctx", "strategy prune summarize")
    before = magic.runtime.store.get_session(magic.session_id).strategy
    capsys.readouterr()
    shell.run_line_magic("ctx", f"strategy {setting}")
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert re_search(message, err)
    assert magic.runtime.store.get_session(magic.session_id).strategy == before
    shell.run_cell_magic("agent", "", PROMPTS[0])  # later turns still run
    assert "ctxmagic:" not in capsys.readouterr().err


def re_search(pattern: str, text: str) -> bool:
    import re

    return re.search(pattern, text) is not None


def test_a_stored_policy_that_no_longer_checks_is_mended_by_setting_a_new_one(shell, capsys):
    magic = shell.magics_manager.registry["CtxMagic"]
    shell.run_line_magic("ctx", "strategy prune")
    assert "ctxmagic warning: prune" in capsys.readouterr().err  # its defaults, on 32k tokens
    store = magic.runtime.store
    bad = {"strategies": ["prune"], "params": {"prune": {"protect_tokens": -5}}}
    store.conn.execute(
        "UPDATE sessions SET strategy = ? WHERE id = ?", [json.dumps(bad), magic.session_id]
    )
    shell.run_cell_magic("agent", "", PROMPTS[0])
    err = capsys.readouterr().err
    assert "stored context policy" in err and "%ctx strategy" in err and err.count("\n") == 1
    shell.run_line_magic("ctx", "strategy truncate summarize")  # drops prune's parameters
    assert store.get_session(magic.session_id).strategy["params"] == {}
    shell.run_cell_magic("agent", "", PROMPTS[0])
    assert "ctxmagic:" not in capsys.readouterr().err


def test_previewing_the_next_request_writes_nothing(shell, workspace):
    magic = shell.magics_manager.registry["CtxMagic"]
    shell.run_line_magic("ctx", "strategy append")
    shell.run_cell_magic("agent", "", "run `seq 1 5000`")
    shell.run_line_magic("ctx", "strategy truncate truncate.max_lines=100")
    outputs = workspace / ".ctxmagic" / "outputs"
    version = magic.runtime.store.session_version(magic.session_id)
    table = shell.run_line_magic("ctx", "parts")
    assert "truncated" in table.column("state")
    assert not outputs.exists() or not any(outputs.iterdir())
    assert magic.runtime.store.session_version(magic.session_id) == version
    shell.run_cell_magic("agent", "", "and again")  # sending the request saves the output
    assert any(outputs.iterdir())


def test_the_api_key_variable_setting_applies_to_anthropic(workspace, monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.setenv("MY_CLAUDE_KEY", made_up("ant-from-my-variable"))
    runtime = Runtime(workspace=str(workspace), db_path=":memory:", api_key_env="MY_CLAUDE_KEY")
    agent = runtime.open(provider="anthropic", model="claude-sonnet-4-6")
    assert agent.provider.resolve_key() == made_up("ant-from-my-variable")
    monkeypatch.delenv("MY_CLAUDE_KEY")
    with pytest.raises(AuthError, match="MY_CLAUDE_KEY"):
        runtime.check("anthropic", "claude-sonnet-4-6")


def test_gemini_without_a_key_refuses_before_anything_is_saved(shell, monkeypatch, capsys):
    for name in ("GEMINI_API_KEY", "GOOGLE_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    magic = shell.magics_manager.registry["CtxMagic"]
    shell.run_cell_magic("agent", "--provider gemini", "hello")
    err = capsys.readouterr().err
    assert "GEMINI_API_KEY or GOOGLE_API_KEY" in err and err.count("\n") == 1
    assert magic.runtime.store.sessions() == []


def test_gemini_requests_are_recorded_as_gemini(workspace, monkeypatch):
    monkeypatch.setenv("GEMINI_API_KEY", "gemini-test-key")
    with WireServer() as wire:
        wire.queue(openai_sse.text_reply("hi from gemini", usage_=openai_sse.usage(1500, 4)))
        runtime = Runtime(workspace=str(workspace), db_path=":memory:", base_url=wire.url + "/v1")
        agent = runtime.open(provider="gemini")
        assert list(agent.turn("hello"))[-1].reason == "end_turn"
        assert wire.requests[0].headers["authorization"] == "Bearer gemini-test-key"
    [record] = runtime.store.requests(agent.session_id)
    assert record.provider == "gemini" and record.model == "gemini-2.5-flash"


def test_loading_the_extension_imports_nothing_heavy():
    code = (
        "import sys\n"
        "from IPython.core.interactiveshell import InteractiveShell\n"
        "InteractiveShell.instance().run_line_magic('load_ext', 'ctxmagic')\n"
        "heavy = ('bpe_openai', 'sqlite_utils', 'pandas', 'anthropic', 'openai', 'ctxmagic.agent.loop')\n"
        "print([m for m in sys.modules if m.split('.')[0] in heavy or m in heavy])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_compaction_is_a_request_of_its_own_and_forgets_the_summarised_past(store, workspace):
    agent = make_agent(store, workspace, context_window=5000)
    applied = []
    for prompt in PROMPTS * 3:
        applied += [e for e in agent.turn(prompt) if isinstance(e, StrategyApplied)]
        if applied:
            break
    assert applied and applied[0].report.strategy == "summarize"
    session = store.get_session(agent.session_id)
    summaries = [r for r in store.requests(agent.session_id) if r.strategy == "summarize"]
    assert len(summaries) == 1 and summaries[0].usage.prompt > 0 and summaries[0].cost > 0
    # memory holds the live history only: from the summary (and the tail it kept) on
    assert len(agent.history) < session.message_count
    assert [m.id for m in agent.history] == [
        m.id for m in store.live_messages(agent.session_id, session.summary_message_id)
    ]
