"""The agent loop with provider-side strategies, against the real Anthropic SDK and a local
server speaking the Messages API: what is asked, what is stored, what the next request carries."""

from __future__ import annotations

import pytest

from ctxmagic.agent.events import StepFinished, StrategyApplied, TurnFinished
from ctxmagic.display.meter import compaction_reason
from ctxmagic.display.views import requests_table
from ctxmagic.errors import ConfigError
from ctxmagic.messages.parts import ServerCompactionPart, server_compaction
from ctxmagic.model.catalog import builtin_catalog
from ctxmagic.runtime import Runtime
from tests.keys import made_up
from tests.wire import WireServer
from tests.wire import anthropic_sse as A

KEY = made_up("ant-api03-loop-test-0123456789")
SONNET = builtin_catalog().get("claude-sonnet-4-6")


@pytest.fixture
def wire():
    with WireServer() as server:
        yield server


@pytest.fixture
def runtime(wire, workspace, tmp_path, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    rt = Runtime(
        workspace=str(workspace),
        db_path=str(tmp_path / "s.db"),
        provider="anthropic",
        model="claude-sonnet-4-6",
        base_url=wire.url,
        title_model="off",
    )
    yield rt
    rt.close()


def turn(agent, prompt):
    return list(agent.turn(prompt))


def test_applied_edits_are_stored_with_the_request_naming_the_results(runtime, wire):
    agent = runtime.open()
    runtime.set_policy(agent.session_id, ["clear_tool_uses", "clear_tool_uses.keep=1"])
    edits = [
        {"type": "clear_tool_uses_20250919", "cleared_tool_uses": 1, "cleared_input_tokens": 700}
    ]
    wire.queue(
        A.tool_calls_reply([("toolu_a", "ls", {"path": "."})]),
        A.tool_calls_reply([("toolu_b", "view", {"path": "bookshop/pricing.py"})]),
        A.text_reply("Done.", applied_edits=edits),
    )
    turn(agent, "What is in the project?")
    sent = wire.requests[-1]
    assert sent.headers["anthropic-beta"] == "context-management-2025-06-27"
    assert sent.body["context_management"]["edits"][0]["keep"] == {"type": "tool_uses", "value": 1}
    records = runtime.store.requests(agent.session_id)
    assert [r.server for r in records[:2]] == [None, None]
    assert records[2].server == {
        "applied_edits": [
            {
                "type": "clear_tool_uses_20250919",
                "cleared_input_tokens": 700,
                "cleared_tool_uses": 1,
                "cleared_thinking_turns": 0,
                "cleared": ["toolu_a"],
            }
        ]
    }
    # %ctx requests says what the server did, in its own column
    table = requests_table(records)
    assert table.records()[2]["server"] == "server cleared 1 tool result, 700 tokens"
    # the session keeps every result as it was: the server edits its own copy
    results = [r for m in runtime.store.messages(agent.session_id) for r in m.tool_results]
    assert all(r.pruned_at is None and "cleared" not in r.content for r in results)


def test_a_server_compaction_becomes_the_compaction_point_and_is_billed_apart(runtime, wire):
    agent = runtime.open()
    runtime.set_policy(agent.session_id, ["server_compact", "server_compact.trigger=60000"])
    wire.queue(A.text_reply("First answer.", usage_=A.usage(70_000, 50)))
    turn(agent, "Read everything.")
    before = agent.session.context_tokens
    compaction = A.iteration("compaction", 70_100, 900)
    wire.queue(
        A.compaction_reply(
            "<summary>The user had everything read.</summary>",
            calls=[("toolu_c", "ls", {"path": "."})],
            compaction=compaction,
            message=A.usage(1_200, 40),
            signature="sig-1",
        ),
        A.text_reply("Listed.", usage_=A.usage(1_500, 30)),
    )
    events = turn(agent, "Now list the files.")
    applied = [e for e in events if isinstance(e, StrategyApplied)]
    assert len(applied) == 1
    report = applied[0].report
    assert report.strategy == "server_compact"
    assert (report.context_before, report.context_after) == (before, 1_240)
    assert "the server compacted (anthropic)" in report.note
    assert {c.action for c in report.changes} == {"summarised"}

    session = runtime.store.get_session(agent.session_id)
    point = runtime.store.get_message(session.summary_message_id)
    part = server_compaction(point)
    assert isinstance(part, ServerCompactionPart) and part.tokens_before == before
    assert part.items[0]["signature"] == "sig-1"

    # the compaction's own request is a record of its own, priced at the model's prices
    records = runtime.store.requests(agent.session_id)
    kinds = [(r.strategy, r.usage.input, r.usage.output) for r in records]
    assert ("server-compaction", 70_100, 900) in kinds
    compaction_record = next(r for r in records if r.strategy == "server-compaction")
    assert compaction_record.cost == pytest.approx((70_100 * 3.0 + 900 * 15.0) / 1e6)
    assert compaction_record.message_id == point.id
    rows = requests_table(records).records()
    assert [r["kind"] for r in rows] == ["turn", "server compaction", "turn", "turn"]
    assert compaction_reason(report) == "server_compact (anthropic)"  # the meter's drop

    # the next request starts with the compaction block; nothing before it is sent again
    messages = wire.requests[-1].body["messages"]
    assert messages[0]["role"] == "assistant"
    assert messages[0]["content"][0]["type"] == "compaction"
    assert messages[0]["content"][0]["signature"] == "sig-1"
    assert "Read everything." not in str(messages)
    assert [m["role"] for m in messages] == ["assistant", "user"]

    # a resumed agent (another kernel) reads the same live history
    again = Runtime(runtime.settings).open(agent.session_id)
    assert again.history[0].id == point.id
    again.store.close()


def test_a_paused_compaction_keeps_the_turn_and_continues(runtime, wire):
    agent = runtime.open()
    runtime.set_policy(
        agent.session_id,
        [
            "server_compact",
            "server_compact.trigger=60000",
            "server_compact.pause_after_compaction=true",
        ],
    )
    wire.queue(A.text_reply("First answer.", usage_=A.usage(70_000, 50)))
    turn(agent, "Read everything.")
    wire.queue(
        A.compaction_reply("<summary>short</summary>", text=None),
        A.text_reply("Here is the list.", usage_=A.usage(900, 20)),
    )
    events = turn(agent, "Now list the files.")
    finished = [e for e in events if isinstance(e, StepFinished)]
    assert len(finished) == 1  # the paused request was the compaction's, not a model step
    assert isinstance(events[-1], TurnFinished) and events[-1].reason == "end_turn"
    # the request after the pause: the block, then the turn in progress verbatim
    messages = wire.requests[-1].body["messages"]
    # (a breakpoint on the block caches the summary, as the compaction docs suggest)
    assert messages[0]["content"][0] == {
        "type": "compaction",
        "content": "<summary>short</summary>",
        "cache_control": {"type": "ephemeral"},
    }
    assert messages[1] == {
        "role": "user",
        "content": [
            {"type": "text", "text": "Now list the files.", "cache_control": {"type": "ephemeral"}}
        ],
    }
    assert "Read everything." not in str(messages)
    session = runtime.store.get_session(agent.session_id)
    assert session.context_tokens == 920  # the model's request after the pause
    kinds = [r.strategy for r in runtime.store.requests(agent.session_id)]
    assert kinds.count("server-compaction") == 1 and len(kinds) == 3  # no zero-usage record


def test_a_provider_that_cannot_do_it_is_refused_before_anything_is_written(
    workspace, tmp_path, monkeypatch
):
    monkeypatch.setenv("OPENAI_API_KEY", made_up("test-0123456789abcdef"))
    rt = Runtime(
        workspace=str(workspace),
        db_path=str(tmp_path / "o.db"),
        provider="openai",
        title_model="off",
    )
    agent = rt.open()
    rt.set_policy(agent.session_id, ["clear_tool_uses"])
    with pytest.raises(ConfigError, match="clear_tool_uses: the provider 'openai' cannot"):
        turn(agent, "hello")
    assert rt.store.messages(agent.session_id) == []
    rt.close()


def test_without_server_compact_a_compaction_is_sent_as_its_summary(runtime, wire):
    agent = runtime.open()
    runtime.set_policy(agent.session_id, ["server_compact", "server_compact.trigger=60000"])
    wire.queue(A.compaction_reply("<summary>kept</summary>", message=A.usage(1_000, 10)))
    turn(agent, "Start.")
    runtime.set_policy(agent.session_id, ["append"])
    wire.queue(A.text_reply("ok"))
    turn(agent, "Go on.")
    sent = wire.requests[-1]
    assert "context_management" not in sent.body
    first = sent.body["messages"][0]
    assert first["role"] == "user" and "<summary>kept</summary>" in first["content"][0]["text"]
