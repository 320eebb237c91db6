"""%%agent with the real SDK clients pointed at a local wire-format server: a full turn with two
tool calls, usage and cost exactly as the server reported them and the catalog prices them."""

from __future__ import annotations

import pytest

from ctxmagic.model.catalog import builtin_catalog
from tests.keys import made_up
from tests.wire import WireServer, anthropic_sse, openai_sse

KEY = made_up("ant-test-key-e2e-0123456789abcdef0123")


@pytest.fixture
def wire():
    with WireServer() as server:
        yield server


def magic(ip):
    return ip.magics_manager.registry["CtxMagic"]


def hand_cost(model_id, *, input=0, output=0, read=0, write_5m=0):
    m = builtin_catalog().get(model_id)
    return (
        input * m.price_input
        + output * m.price_output
        + read * m.price_cache_read
        + write_5m * m.price_cache_write_5m
    ) / 1e6


def test_anthropic_turn_with_two_tool_calls(shell, wire, monkeypatch, capsys, workspace):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    first = anthropic_sse.usage(120, 30, cache_write_5m=1500)
    second = anthropic_sse.usage(80, 40, cache_read=1500, cache_write_5m=300)
    wire.queue(
        anthropic_sse.tool_calls_reply(
            [
                ("toolu_1", "ls", {"path": "."}),
                ("toolu_2", "view", {"path": "bookshop/pricing.py"}),
            ],
            usage_=first,
        ),
        anthropic_sse.text_reply("VAT is applied in `line_total`.", usage_=second),
    )
    shell.run_line_magic("config", f"CtxMagic.base_url = {wire.url!r}")
    shell.run_cell_magic(
        "agent", "--provider anthropic --model claude-sonnet-4-6", "How is VAT applied?"
    )
    out = capsys.readouterr()
    assert "> ls(" in out.out and "> view(" in out.out and "VAT is applied" in out.out
    assert out.err == ""

    # the second request carried both results as tool_result blocks, in order
    body = wire.requests[1].body
    results = [
        b
        for m in body["messages"]
        for b in (m["content"] if isinstance(m["content"], list) else [])
        if b.get("type") == "tool_result"
    ]
    assert [r["tool_use_id"] for r in results] == ["toolu_1", "toolu_2"]
    assert "def line_total" in str(results[1]["content"])
    assert body["system"][-1].get("cache_control") == {"type": "ephemeral"}

    requests = shell.run_line_magic("ctx", "requests")
    rows = requests.records()
    assert [(r["uncached"], r["cache read"], r["cache write"], r["output"]) for r in rows] == [
        (120, 0, 1500, 30),
        (80, 1500, 300, 40),
    ]
    assert not any(r["estimated"] for r in rows)
    expected = hand_cost("claude-sonnet-4-6", input=120, output=30, write_5m=1500) + hand_cost(
        "claude-sonnet-4-6", input=80, output=40, read=1500, write_5m=300
    )
    session = magic(shell).store.get_session(magic(shell).session_id)
    assert session.cost == pytest.approx(expected, rel=1e-12)
    assert (session.prompt_tokens, session.completion_tokens) == (80 + 1500 + 300, 40)
    # the token-count factor for Claude was calibrated from the reported usage
    factor, samples = magic(shell).store.calibration("claude-sonnet-4-6")
    assert samples == 2 and factor > 0

    # the key is nowhere in the database or the outputs
    assert KEY not in out.out + out.err
    for path in (workspace / ".ctxmagic").iterdir():
        assert KEY.encode() not in path.read_bytes()


def test_openai_turn_with_two_tool_calls(shell, wire, monkeypatch, capsys):
    monkeypatch.setenv("OPENAI_API_KEY", made_up("test-openai-e2e"))
    wire.queue(
        openai_sse.tool_calls_reply(
            [
                ("call_1", "grep", {"pattern": "OutOfStock"}),
                ("call_2", "glob", {"pattern": "**/*.py"}),
            ],
            usage_=openai_sse.usage(2000, 25, cached=0),
        ),
        openai_sse.text_reply(
            "`OutOfStock` is raised in `reserve`.", usage_=openai_sse.usage(2300, 15, cached=1920)
        ),
    )
    shell.run_line_magic("config", f"CtxMagic.base_url = {wire.url + '/v1'!r}")
    shell.run_cell_magic(
        "agent", "--provider openai --model gpt-4.1", "Where is OutOfStock raised?"
    )
    out = capsys.readouterr()
    assert "> grep(" in out.out and "> glob(" in out.out and "raised in `reserve`" in out.out
    rows = shell.run_line_magic("ctx", "requests").records()
    # cached tokens are a subset of prompt tokens: 2300 - 1920 = 380 uncached
    assert [(r["uncached"], r["cache read"], r["output"]) for r in rows] == [
        (2000, 0, 25),
        (380, 1920, 15),
    ]
    expected = hand_cost("gpt-4.1", input=2000, output=25) + hand_cost(
        "gpt-4.1", input=380, read=1920, output=15
    )
    session = magic(shell).store.get_session(magic(shell).session_id)
    assert session.cost == pytest.approx(expected, rel=1e-12)
    messages = [m["role"] for m in wire.requests[1].body["messages"]]
    assert messages == ["system", "user", "assistant", "tool", "tool"]


def test_retry_is_visible_in_the_cell(shell, wire, monkeypatch, capsys):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    wire.queue(anthropic_sse.rate_limited(0.01), anthropic_sse.text_reply("fine"))
    shell.run_line_magic("config", f"CtxMagic.base_url = {wire.url!r}")
    shell.run_cell_magic("agent", "--provider anthropic --model claude-sonnet-4-6", "hi")
    out = capsys.readouterr().out
    assert "[retry 1 in 0.0s" in out and "fine" in out


def test_compatible_server_without_usage_is_estimated(shell, wire, capsys):
    events = [
        e
        for e in openai_sse.text_events("local answer")
        if not (e[1] != "[DONE]" and isinstance(e[1], dict) and e[1].get("usage"))
    ]
    wire.queue(
        openai_sse.SSEReply(events)
        if hasattr(openai_sse, "SSEReply")
        else __import__("tests.wire", fromlist=["SSEReply"]).SSEReply(events)
    )
    shell.run_line_magic("config", f"CtxMagic.base_url = {wire.url + '/v1'!r}")
    shell.run_line_magic(
        "config",
        "CtxMagic.models = {'local-llm': {'provider': 'openai-compatible', 'context_window': 8192}}",
    )
    shell.run_cell_magic("agent", "--provider openai-compatible --model local-llm", "hello")
    assert "local answer" in capsys.readouterr().out
    row = shell.run_line_magic("ctx", "requests").records()[0]
    assert row["estimated"] and row["uncached"] > 1000 and row["output"] > 0


def test_missing_key_is_one_line_naming_the_variable(shell, monkeypatch, capsys):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    shell.run_cell_magic("agent", "--provider anthropic --model claude-sonnet-4-6", "hi")
    err = capsys.readouterr().err
    assert "ANTHROPIC_API_KEY" in err and err.count("\n") == 1


def test_ctx_key_reads_a_hidden_prompt_into_the_environment_only(
    shell, monkeypatch, capsys, workspace
):
    import getpass

    # set, then deleted, through monkeypatch: both are undone after the test, and the key the
    # magic types into os.environ with them (a bare delenv of an unset name records nothing,
    # and a delenv at the end recorded the typed key as the value to restore: it leaked into
    # every later test, whose outputs then redacted its fragments)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "unset")
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    monkeypatch.setattr(getpass, "getpass", lambda prompt="": KEY)
    shell.run_line_magic("ctx", "key anthropic")
    import os

    assert os.environ["ANTHROPIC_API_KEY"] == KEY
    out = capsys.readouterr().out
    assert KEY not in out and "ANTHROPIC_API_KEY is set" in out


def test_compaction_with_a_real_summarizer_model(shell, wire, monkeypatch, capsys):
    """The summarizer is its own provider and model: no tools, its own prompt, billed apart."""
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    shell.run_cell_magic("agent", "", "Where is `line_total` defined?")  # offline session
    shell.run_line_magic("config", f"CtxMagic.base_url = {wire.url!r}")
    shell.run_line_magic(
        "ctx",
        "strategy truncate summarize summarize.provider=anthropic summarize.model=claude-haiku-4-5",
    )
    summary_text = "## What was done\n- found line_total in bookshop/pricing.py:23"
    wire.queue(anthropic_sse.text_reply(summary_text, usage_=anthropic_sse.usage(900, 60)))
    table = shell.run_line_magic("ctx", "compact keep the VAT rules")
    assert "created" in table.column("action")
    body = wire.requests[0].body
    assert body["model"] == "claude-haiku-4-5" and "tools" not in body
    assert "summarizer" in body["system"][0]["text"]
    assert len(body["messages"]) == 1 and "line_total" in str(body["messages"][0]["content"])
    assert "keep the VAT rules" in str(body["messages"][0]["content"])
    m = magic(shell)
    session = m.store.get_session(m.session_id)
    assert m.store.get_message(session.summary_message_id).text == summary_text
    rows = [r for r in m.store.requests(session.id) if r.strategy == "summarize"]
    assert len(rows) == 1 and rows[0].usage.input == 900 and rows[0].model == "claude-haiku-4-5"
    assert rows[0].cost == pytest.approx(hand_cost("claude-haiku-4-5", input=900, output=60))
    # the odometer was reset to the next request's count, not the summarizer's figures
    agent = m.runtime.agent(session.id, require_key=False)
    assert session.context_tokens == agent.count(agent.prepare()[0])
    assert session.completion_tokens == 0
