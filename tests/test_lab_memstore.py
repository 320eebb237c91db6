"""The store a replay writes to (``lab.memstore``) does what the SQLite store does, and a replay
runs nothing the recorded session did not: no sub-agent, no title request."""

from __future__ import annotations

import json
import re
from dataclasses import asdict

import pytest

from ctxmagic import lab
from ctxmagic.agent.loop import run_turn
from ctxmagic.lab.memstore import MemoryStore
from ctxmagic.lab.replay import Scenario, replay
from ctxmagic.messages.parts import Message, TextPart, ToolCallPart, ToolResultPart
from ctxmagic.model.usage import Usage
from ctxmagic.runtime import Runtime
from ctxmagic.store.database import RequestRecord, Store
from tests.keys import made_up
from tests.test_lab import record

IDS = re.compile(r"\b(?:ses|msg|req|agent)_[0-9A-Za-z_]+")
TIMES = {"created_at", "updated_at", "finished_at", "started_at", "time", "pruned_at", "latency_ms"}
# the temporary folder each replay runs in
OTHERS = TIMES | {"workspace"}


def contents(store, session_id: str) -> object:
    """A session as stored (its row, messages and requests), ids numbered by first appearance
    and timestamps left out: two replays of one trace write the same contents."""

    def plain(value):
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items() if k not in OTHERS}
        if isinstance(value, list):
            return [plain(v) for v in value]
        return value

    data = {
        "session": asdict(store.get_session(session_id)),
        "messages": [m.to_dict() for m in store.messages(session_id)],
        "live": [
            m.id
            for m in store.live_messages(
                session_id, store.get_session(session_id).summary_message_id
            )
        ],
        "requests": [asdict(r) for r in store.requests(session_id)],
        "calls": sorted(store.tool_call_ids(session_id)),
        "last keys": (store.last_request_keys(session_id) or [None])[0],
    }
    text = json.dumps(plain(data), sort_keys=True)
    names: dict[str, str] = {}
    return json.loads(IDS.sub(lambda m: names.setdefault(m[0], f"id{len(names)}"), text))


def replayed_session(store) -> str:
    return max(store._sessions) if isinstance(store, MemoryStore) else store.sessions()[0].id


@pytest.mark.parametrize(
    "strategies",
    [["prune", "summarize"], ["truncate", "summarize", "externalize"], ["replay"]],
    ids="+".join,
)
def test_a_replay_writes_what_the_sqlite_store_would_hold(store, workspace, strategies):
    """Every field the agent reads back (version, counts, odometer, compaction point, live
    messages, call ids, last keys) and every row, for policies that update messages (prune),
    compact (summarize) and re-render (replay)."""
    trace = record(store, workspace, window=7000, turns=8)
    scenario = Scenario(
        strategies=strategies,
        params={
            "summarize": {"threshold": 0.5},
            "prune": {"protect_tokens": 500, "minimum_freed": 200},
        },
    )
    sqlite, memory = Store(":memory:"), MemoryStore()
    runs = [replay(trace, scenario, store=s) for s in (sqlite, memory)]
    assert runs[0].rows == runs[1].rows
    if "summarize" in strategies:
        assert sqlite.sessions()[0].summary_message_id, "the policy compacted"
    if "prune" in strategies:
        assert any(m.updated_at > m.created_at for m in sqlite.messages(replayed_session(sqlite)))
    assert contents(memory, replayed_session(memory)) == contents(sqlite, replayed_session(sqlite))


def test_task_costs_roll_up_and_a_bad_write_changes_nothing():
    """A task child's request moves its parents' totals (not their odometer); a commit that
    fails (a call id the session has) leaves everything as it was, in both stores."""
    states = []
    for store in (Store(":memory:"), MemoryStore()):
        top = store.create_session("top", provider="offline", model="offline")
        mid = store.create_session(
            "mid", parent_session_id=top.id, agent="task", session_id="ses_mid"
        )
        low = store.create_session(
            "low", parent_session_id=mid.id, agent="task", session_id="ses_low"
        )
        call = Message(
            "assistant",
            [TextPart("x"), ToolCallPart("c1", "ls", {})],
            session_id=low.id,
            id="msg_1",
        )
        result = Message(
            "tool", [ToolResultPart("c1", "ls", "a\nb")], session_id=low.id, id="msg_2"
        )
        usage = Usage(input=100, output=20, cache_read=50, cache_write_5m=10)
        store.commit(
            low.id,
            add=[call, result],
            requests=[RequestRecord(low.id, "offline", "offline", usage, 0.5, 180, id="req_1")],
        )
        again = Message("assistant", [ToolCallPart("c1", "ls", {})], session_id=low.id, id="msg_3")
        before = [store.get_session(s.id) for s in (top, mid, low)]
        with pytest.raises(Exception):  # noqa: B017 - sqlite3.IntegrityError or ValueError
            store.commit(low.id, add=[again], session={"title": "changed"})
        with pytest.raises(Exception):  # noqa: B017 - sqlite3.OperationalError or ValueError
            fine = Message("assistant", [TextPart("y")], session_id=low.id, id="msg_4")
            store.commit(low.id, add=[fine], session={"no_such_field": 1})
        assert [store.get_session(s.id) for s in (top, mid, low)] == before
        assert [m.id for m in store.messages(low.id)] == ["msg_1", "msg_2"]
        states.append(
            [contents(store, low.id), [asdict(store.get_session(s)) for s in (top.id, mid.id)]]
        )
    for state in states:
        for row in state[1]:
            (
                row.pop("created_at"),
                row.pop("updated_at"),
                row.pop("id"),
                row.pop("parent_session_id"),
            )
    assert states[0] == states[1]
    assert states[0][1][0]["cost"] == states[0][1][1]["cost"] == 0.5
    assert states[0][1][0]["prompt_tokens"] == 0


def test_a_replay_runs_no_sub_agent_and_asks_for_no_title(store, workspace, monkeypatch):
    """The model's side is the recorded one: a task call gets its recorded result instead of a
    new sub-agent run, and a replay on a provider with a key sends no title request."""
    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open()
    final = run_turn(
        agent, "Look into `bookshop/cart.py` and `bookshop/inventory.py` and compare them"
    )
    assert final.reason == "end_turn" and len(store.children(agent.session_id)) == 2
    trace = lab.from_store(store, agent.session_id)
    sent = []
    run = replay(trace, on_request=sent.append)
    assert run.reproduced is True
    assert len([r for r in run.rows if r.kind == "model"]) == trace.requests == len(sent)
    monkeypatch.setenv("ANTHROPIC_API_KEY", made_up("ant-" + "x" * 40))
    started = []
    monkeypatch.setattr("ctxmagic.agent.title.TitleAgent.start", lambda *a: started.append(a))
    children = []
    monkeypatch.setattr("ctxmagic.runtime.Runtime._start_child", lambda *a: children.append(a))
    other = replay(trace, Scenario(model="claude-sonnet-4-5"))
    assert [r.kind for r in other.rows].count("model") == trace.requests
    assert started == [] and children == []
