"""The agent loop end to end: offline model, persistence, limits, interrupts, provider errors."""

from __future__ import annotations

import re

import pytest

from ctxmagic.agent.events import StepFinished, ToolFinished, ToolStarted, TurnFinished
from ctxmagic.agent.loop import run_turn
from ctxmagic.context.assemble import INTERRUPTED_RESULT, well_formed
from ctxmagic.errors import ProviderError
from ctxmagic.messages.parts import TextPart, ToolCallPart
from ctxmagic.model.request import ProviderResponse, TextDelta
from ctxmagic.model.usage import Usage
from tests.conftest import make_agent


def assert_valid_history(messages):
    """Every call has a result, every result a call, and the history starts with a user message."""
    calls = {c.id for m in messages for c in m.tool_calls}
    results = [r.tool_call_id for m in messages for r in m.tool_results]
    assert set(results) == calls
    assert len(results) == len(set(results))
    assert messages[0].role == "user"
    assert well_formed(messages) == messages


def test_offline_turn_uses_tools_and_grounds_the_answer(store, workspace):
    agent = make_agent(store, workspace)
    events = list(agent.turn("Where is `line_total` defined and how is VAT applied?"))
    calls = [e.call for e in events if isinstance(e, ToolStarted)]
    # it searched for the name and read the file that defines it (whatever the order)
    assert any(c.name == "grep" and "line_total" in c.input["pattern"] for c in calls)
    assert any(c.name == "view" and c.input["path"] == "bookshop/pricing.py" for c in calls)
    final = events[-1]
    assert isinstance(final, TurnFinished) and final.reason == "end_turn"
    answer = store.messages(agent.session_id)[-1]
    assert answer.role == "assistant" and answer.metadata["offline"] is True
    # grounded: the first citation is the real definition line of line_total, quoted
    lines = (workspace / "bookshop" / "pricing.py").read_text().splitlines()
    n = next(i for i, line in enumerate(lines, 1) if line.startswith("def line_total"))
    first = re.search(r"`([\w/.]+:\d+)`", answer.text).group(1)
    assert first == f"bookshop/pricing.py:{n}" and lines[n - 1].strip() in answer.text
    assert "not by an LLM" in answer.text


def test_every_message_and_request_is_persisted(store, workspace):
    agent = make_agent(store, workspace)
    final = run_turn(agent, "list the files of the project")
    messages = store.messages(agent.session_id)
    assert [m.id for m in messages] == final.message_ids
    assert_valid_history(messages)
    requests = store.requests(agent.session_id)
    assert len(requests) == final.steps == sum(1 for m in messages if m.role == "assistant")
    session = store.get_session(agent.session_id)
    assert session.message_count == len(messages)
    assert session.cost == pytest.approx(sum(r.cost for r in requests))
    assert final.usage == sum((r.usage for r in requests), Usage())
    # each assistant message carries the usage of its request
    for m in messages:
        if m.role == "assistant":
            assert m.step_usage is not None and m.step_usage.request_id in {r.id for r in requests}


def test_usage_comes_from_real_token_counts_and_cache_reads_grow(store, workspace):
    agent = make_agent(store, workspace)
    run_turn(agent, "Where is OutOfStock raised?")
    run_turn(agent, "And where is `reserve` called?")
    requests = store.requests(agent.session_id)
    reads = [r.usage.cache_read for r in requests]
    assert reads[0] == 0 and reads[-1] > reads[1] > 0
    assert all(b >= a for a, b in zip(reads, reads[1:], strict=False))
    # the prompt the simulator billed is the size of what the loop counted, to within the
    # provider-format overhead (role markers, JSON framing)
    for step in requests:
        assert step.usage.prompt > 1000 and step.estimated


def test_step_limit_ends_the_turn_with_a_valid_history(store, workspace):
    agent = make_agent(store, workspace, max_steps=1)
    final = run_turn(agent, "Where is `Catalog` defined?")
    assert final.reason == "step_limit" and final.steps == 1
    assert_valid_history(store.messages(agent.session_id))
    # the next turn still works
    assert run_turn(agent, "list the files").reason == "step_limit"


def test_command_intent_runs_bash_in_the_workspace(store, workspace):
    agent = make_agent(store, workspace)
    events = list(agent.turn("run `python -m bookshop.cli report`"))
    finished = [e for e in events if isinstance(e, ToolFinished)]
    assert [e.call.name for e in finished] == ["bash"]
    assert "Pride and Prejudice" in finished[0].result.content
    assert "Pride and Prejudice" in store.messages(agent.session_id)[-1].text


def test_closing_the_turn_mid_tool_loop_leaves_a_loadable_session(store, workspace):
    """What the magic does on KeyboardInterrupt: close the generator while a tool runs."""
    agent = make_agent(store, workspace)
    events = agent.turn("Where is `line_total` defined?")
    for event in events:
        if isinstance(event, ToolStarted):
            break
    events.close()
    messages = store.messages(agent.session_id)
    assert_valid_history(messages)
    interrupted = [r for m in messages for r in m.tool_results if r.metadata.get("interrupted")]
    assert interrupted and interrupted[0].content == INTERRUPTED_RESULT
    # a fresh store on the same data continues the session
    assert run_turn(agent, "list the files").reason == "end_turn"
    assert_valid_history(store.messages(agent.session_id))


class Scripted:
    """A provider that plays back a script: responses, or callables raising mid-stream."""

    name = "scripted"

    def __init__(self, *script):
        self.script = list(script)
        self.requests = []

    def stream(self, request):
        self.requests.append(request)
        step = self.script.pop(0)
        if callable(step):
            yield from step()
            return
        for part in step.parts:
            if isinstance(part, TextPart):
                yield TextDelta(part.text)
        yield step


def test_keyboard_interrupt_while_streaming_keeps_the_streamed_text(store, workspace):
    def interrupted_stream():
        yield TextDelta("half an ans")
        raise KeyboardInterrupt

    call = ToolCallPart("call_1", "ls", {"path": "."})
    provider = Scripted(
        ProviderResponse([TextPart("listing"), call], Usage(input=10, output=2), "tool_use"),
        interrupted_stream,
    )
    agent = make_agent(store, workspace, provider=provider)
    with pytest.raises(KeyboardInterrupt):
        run_turn(agent, "list")
    messages = store.messages(agent.session_id)
    assert_valid_history(messages)
    last = messages[-1]
    assert last.text == "half an ans" and last.finish_reason == "interrupted"


def test_dangling_call_from_a_crash_is_repaired_before_the_next_request(store, workspace):
    from ctxmagic.messages.parts import Message

    agent = make_agent(store, workspace)
    sid = agent.session_id
    store.add_message(Message(role="user", parts=[TextPart("go")], session_id=sid))
    store.add_message(
        Message(role="assistant", parts=[ToolCallPart("c1", "ls", {})], session_id=sid)
    )  # the process died before the tool message was written
    run_turn(agent, "list the files")
    messages = store.messages(sid)
    assert_valid_history(messages)
    repaired = messages[2]
    assert repaired.role == "tool" and repaired.tool_results[0].tool_call_id == "c1"


def test_provider_error_mid_stream_keeps_partial_and_ends_the_turn(store, workspace):
    def broken():
        yield TextDelta("partial")
        raise ProviderError(
            "connection dropped",
            partial=ProviderResponse([TextPart("partial")], Usage(), "error"),
        )

    agent = make_agent(store, workspace, provider=Scripted(broken))
    final = run_turn(agent, "hello there")
    assert final.reason == "error" and "connection dropped" in final.error
    messages = store.messages(agent.session_id)
    assert messages[-1].text == "partial" and messages[-1].finish_reason == "error"
    assert_valid_history(messages)


def test_tool_errors_reach_the_model_not_the_user(store, workspace):
    call = ToolCallPart("c1", "view", {"path": "../../etc/passwd"})
    provider = Scripted(
        ProviderResponse([call], Usage(input=5, output=1), "tool_use"),
        ProviderResponse([TextPart("ok")], Usage(input=6, output=1), "end_turn"),
    )
    agent = make_agent(store, workspace, provider=provider)
    run_turn(agent, "read it")
    result = store.messages(agent.session_id)[2].tool_results[0]
    assert result.is_error and "outside the workspace" in result.content


def test_request_carries_system_context_files_and_tools(store, workspace):
    provider = Scripted(ProviderResponse([TextPart("ok")], Usage(input=5, output=1), "end_turn"))
    agent = make_agent(store, workspace, provider=provider)
    run_turn(agent, "hello")
    request = provider.requests[0]
    sources = [b.source for b in request.system]
    assert sources == ["system prompt", "AGENTS.md"]
    assert "integer cents" in request.system[1].text
    assert [t["name"] for t in request.tools] == [
        "view",
        "grep",
        "glob",
        "ls",
        "bash",
        "write",
        "edit",
        "task",
    ]
    assert request.max_tokens <= agent.context_window // 2


def test_empty_prompt_is_refused(store, workspace):
    agent = make_agent(store, workspace)
    with pytest.raises(ValueError, match="prompt is empty"):
        list(agent.turn("   "))
    assert store.messages(agent.session_id) == []


def test_step_finished_reports_context_against_the_window(store, workspace):
    agent = make_agent(store, workspace, context_window=16000)
    steps = [e for e in agent.turn("Where is `demo_catalog`?") if isinstance(e, StepFinished)]
    assert steps and all(e.context_window == 16000 for e in steps)
    assert steps[-1].record.context_tokens == steps[-1].record.usage.context
    assert re.search(r"demo_catalog", store.messages(agent.session_id)[-1].text)


def test_max_tokens_is_cut_to_the_room_the_window_leaves(store, workspace):
    """Anthropic refuses a prompt plus max_tokens over the window; the uncut budget made the
    compaction line unreachable (a 64k budget on a 200k window was refused from 68%)."""
    from ctxmagic.agent.events import StepStarted

    # no usage reported: ctxmagic's own count stands (a reported one would calibrate it)
    ok = ProviderResponse([TextPart("ok")], Usage(), "end_turn")
    provider = Scripted(ok, ok)
    agent = make_agent(
        store, workspace, provider=provider, context_window=12_000, max_output_tokens=6_000
    )
    run_turn(agent, "hello")
    assert provider.requests[0].max_tokens == 6_000  # room enough: the whole budget
    events = list(agent.turn("word " * 5_000))
    counted = next(e.context_tokens for e in events if isinstance(e, StepStarted))
    assert counted > 6_000  # the budget no longer fits beside this prompt
    assert provider.requests[1].max_tokens == 12_000 - counted


def test_max_tokens_keeps_room_for_the_thinking_budget_and_a_reply(store, workspace):
    from ctxmagic.agent.loop import MIN_REPLY_TOKENS

    agent = make_agent(
        store, workspace, context_window=12_000, max_output_tokens=6_000, thinking_budget=1_024
    )
    assert agent.reply_tokens(11_900) == 1_024 + MIN_REPLY_TOKENS  # the provider decides then
    assert agent.reply_tokens(20_000) == 1_024 + MIN_REPLY_TOKENS
    assert agent.reply_tokens(100) == 6_000
