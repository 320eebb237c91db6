"""Providers against a misbehaving server on 127.0.0.1, through the real SDK clients and %%agent.

- A server that hangs (no headers) or stalls mid-stream fails the turn after the configured
  read timeout with one line, is not retried, and keeps what was streamed; Ctrl-C during the
  wait ends the turn at once with the session consistent.
- Tool-call ids a server repeats, within a response or across turns, are stored and re-sent
  unique, each result paired with its call, on both wire formats.
"""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

from tests.keys import made_up
from tests.wire import Hang, SSEReply, WireServer, anthropic_sse, openai_sse

ANTHROPIC_KEY = made_up("ant-test-key-robust-0123456789abcdef")
OPENAI_KEY = made_up("test-openai-robust")


@pytest.fixture
def wire():
    with WireServer() as server:
        yield server


def magic(ip):
    return ip.magics_manager.registry["CtxMagic"]


WIRES = {
    "anthropic": (anthropic_sse, "claude-sonnet-4-6", "", "ANTHROPIC_API_KEY", ANTHROPIC_KEY),
    "openai": (openai_sse, "gpt-4.1", "/v1", "OPENAI_API_KEY", OPENAI_KEY),
}


def point_at(shell, wire, monkeypatch, name, read_timeout=1.0):
    module, model, suffix, env, key = WIRES[name]
    monkeypatch.setenv(env, key)
    shell.run_line_magic("config", f"CtxMagic.base_url = {wire.url + suffix!r}")
    shell.run_line_magic("config", f"CtxMagic.read_timeout = {read_timeout}")
    shell.run_line_magic("config", "CtxMagic.connect_timeout = 1")
    shell.run_line_magic("config", "CtxMagic.title_model = 'off'")  # no background request
    return module, f"--provider {name} --model {model}"


@pytest.mark.parametrize("name", WIRES)
def test_a_hung_server_fails_after_the_read_timeout_with_one_line(
    shell, wire, monkeypatch, capsys, name
):
    module, options = point_at(shell, wire, monkeypatch, name)
    wire.queue(module.text_reply("warm"), Hang())
    shell.run_cell_magic("agent", options, "hello")  # the SDK and tokenizer load here
    capsys.readouterr()
    started = time.monotonic()
    shell.run_cell_magic("agent", options, "are you there?")
    elapsed = time.monotonic() - started
    out = capsys.readouterr()
    assert "sent nothing for 1 s" in out.out + out.err and "read_timeout" in out.out + out.err
    assert "Traceback" not in out.out + out.err
    assert len(wire.requests) == 2  # a timeout is not retried
    # a bound on correctness, not speed: the SDK default would wait 600 s, four times over
    assert elapsed < 15, elapsed
    assert len(shell.run_line_magic("ctx", "requests").records()) == 1  # the hung one has none
    store = magic(shell).store
    roles = [m.role for m in store.messages(magic(shell).session_id)]
    assert roles == ["user", "assistant", "user"]  # the prompt is kept


@pytest.mark.parametrize("name", WIRES)
def test_a_stream_that_stalls_keeps_the_text_and_says_why(shell, wire, monkeypatch, capsys, name):
    module, options = point_at(shell, wire, monkeypatch, name)
    events = module.text_events("Partial answer that never ends", pieces=3)
    wire.queue(SSEReply(events, stall_after=len(events) - 3))
    shell.run_cell_magic("agent", options, "hello")
    out = capsys.readouterr()
    text = out.out + out.err
    assert "stream broke mid-way" in text and "sent nothing for 1 s" in text
    assert len(wire.requests) == 1
    store = magic(shell).store
    messages = store.messages(magic(shell).session_id)
    assert [m.role for m in messages] == ["user", "assistant"]
    assert messages[1].text.startswith("Partial answer")


def test_timeouts_reach_the_sdk_client_and_are_checked(shell, wire, monkeypatch, capsys):
    point_at(shell, wire, monkeypatch, "anthropic", read_timeout=7)
    runtime = magic(shell).runtime
    agent = runtime.agent(runtime.new_session("", "anthropic", "claude-sonnet-4-6").id)
    timeout = agent.provider.client().timeout
    assert (timeout.connect, timeout.read) == (1.0, 7.0)
    before = magic(shell).read_timeout
    shell.run_line_magic("config", "CtxMagic.read_timeout = float('inf')")
    shell.run_line_magic("config", "CtxMagic.connect_timeout = 0")
    assert magic(shell).read_timeout == before and magic(shell).connect_timeout == 1.0


def test_connect_timeout_is_named_in_one_line():
    try:
        import httpx2 as http
    except ImportError:  # pragma: no cover - older SDKs
        import httpx as http

    from ctxmagic.providers.retry import Timeouts, timeout_failure

    try:
        try:
            raise http.ConnectTimeout("timed out")
        except http.ConnectTimeout as inner:
            raise RuntimeError("SDK wrapper") from inner
    except RuntimeError as exc:
        failure = timeout_failure(exc, Timeouts(connect=3, read=9), "OpenAI")
    assert failure is not None and failure.kind == "timeout"
    assert "could not connect to OpenAI within 3 s" in failure.reason
    assert timeout_failure(ValueError("x"), Timeouts(), "OpenAI") is None


@pytest.mark.parametrize("name", WIRES)
def test_ctrl_c_while_the_server_hangs_ends_the_turn_at_once(shell, wire, monkeypatch, name):
    module, options = point_at(shell, wire, monkeypatch, name, read_timeout=60)
    wire.queue(Hang())
    timer = threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT))
    started = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            shell.run_cell_magic("agent", options, "hello")
    finally:
        timer.cancel()
    assert time.monotonic() - started < 30  # well before the 60 s read timeout
    # the session is consistent: the next turn runs and pairs everything
    wire.queue(module.text_reply("back again"))
    shell.run_line_magic("config", "CtxMagic.read_timeout = 5")
    shell.run_cell_magic("agent", options, "still there?")
    store = magic(shell).store
    roles = [m.role for m in store.messages(magic(shell).session_id)]
    assert roles[0] == "user" and roles[-2:] == ["user", "assistant"]


# Repeated tool-call ids -------------------------------------------------------------------------
def _sent_ids(name, body):
    """(call ids, result ids) in the order a request body carries them."""
    calls, results = [], []
    for message in body["messages"]:
        if name == "anthropic":
            for block in message["content"] if isinstance(message["content"], list) else []:
                if block.get("type") == "tool_use":
                    calls.append(block["id"])
                elif block.get("type") == "tool_result":
                    results.append(block["tool_use_id"])
        else:
            calls += [c["id"] for c in message.get("tool_calls") or []]
            if message["role"] == "tool":
                results.append(message["tool_call_id"])
    return calls, results


@pytest.mark.parametrize("name", WIRES)
def test_repeated_tool_call_ids_are_made_unique_within_and_across_turns(
    shell, wire, monkeypatch, capsys, name
):
    module, options = point_at(shell, wire, monkeypatch, name, read_timeout=10)
    same = "toolu_same" if name == "anthropic" else "call_0"
    wire.queue(
        module.tool_calls_reply([(same, "ls", {"path": "."}), (same, "glob", {"pattern": "*.md"})]),
        module.text_reply("first turn done"),
        module.tool_calls_reply([(same, "ls", {"path": "bookshop"})]),  # reused in a later turn
        module.text_reply("second turn done"),
    )
    shell.run_cell_magic("agent", options, "list things")
    shell.run_cell_magic("agent", options, "list more")
    assert "second turn done" in capsys.readouterr().out
    calls, results = _sent_ids(name, wire.requests[3].body)
    assert calls == [same, f"{same}_2", f"{same}_3"]  # the first keeps its id
    assert results == calls  # each result answers its own call, in order
    store = magic(shell).store
    stored = [c.id for m in store.messages(magic(shell).session_id) for c in m.tool_calls]
    assert stored == calls
