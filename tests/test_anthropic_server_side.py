"""Anthropic's server-side context management on the wire: context editing
(``clear_tool_uses_20250919``, ``clear_thinking_20251015``) and compaction (``compact_20260112``),
with the real SDK client against a local server speaking the Messages API."""

from __future__ import annotations

import pytest

from ctxmagic.errors import ConfigError
from ctxmagic.messages.parts import (
    Message,
    ReasoningPart,
    ServerCompactionPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    user_message,
)
from ctxmagic.model.catalog import builtin_catalog
from ctxmagic.model.request import (
    ClearThinking,
    ClearToolUses,
    ProviderRequest,
    ProviderResponse,
    ServerCompaction,
    ServerContext,
    SystemBlock,
)
from ctxmagic.model.usage import Usage
from ctxmagic.providers.anthropic import AnthropicProvider, anthropic_payload
from tests.keys import made_up
from tests.wire import WireServer, serve
from tests.wire import anthropic_sse as A

KEY = made_up("ant-api03-test-key-0123456789")
MODEL = builtin_catalog().get("claude-sonnet-4-6")
wire = pytest.fixture(serve)


def history(n: int) -> list[Message]:
    out = [user_message("Read the project.")]
    for i in range(n):
        out.append(Message("assistant", [ToolCallPart(f"toolu_{i}", "view", {"path": f"f{i}"})]))
        out.append(Message("tool", [ToolResultPart(f"toolu_{i}", "view", f"contents {i}")]))
    return out


NONE = ServerContext()


def request(messages=None, server=NONE, **changes) -> ProviderRequest:
    return ProviderRequest(
        model=MODEL,
        system=[SystemBlock("You are a coding agent.")],
        tools=[{"name": "view", "description": "Read a file.", "input_schema": {"type": "object"}}],
        messages=messages if messages is not None else history(5),
        max_tokens=1024,
        server=server,
        **changes,
    )


def run(server: WireServer, req: ProviderRequest) -> ProviderResponse:
    provider = AnthropicProvider(api_key=KEY, base_url=server.url, max_retries=0)
    return [e for e in provider.stream(req) if isinstance(e, ProviderResponse)][0]


EVERYTHING = ServerContext(
    clear_tool_uses=ClearToolUses(
        trigger=30_000,
        keep=2,
        clear_at_least=5_000,
        exclude_tools=("memory",),
        clear_tool_inputs=("bash",),
    ),
    clear_thinking=ClearThinking(keep=2),
    compaction=ServerCompaction(trigger=100_000, instructions="Keep file names."),
)


def test_the_body_lists_the_edits_thinking_first_with_both_beta_headers(wire):
    wire.queue(A.text_reply("ok"))
    run(wire, request(server=EVERYTHING))
    sent = wire.requests[0]
    assert sent.path == "/v1/messages?beta=true"
    assert sent.headers["anthropic-beta"].split(",") == [
        "context-management-2025-06-27",
        "compact-2026-01-12",
    ]
    assert sent.body["context_management"] == {
        "edits": [
            {"type": "clear_thinking_20251015", "keep": {"type": "thinking_turns", "value": 2}},
            {
                "type": "clear_tool_uses_20250919",
                "trigger": {"type": "input_tokens", "value": 30000},
                "keep": {"type": "tool_uses", "value": 2},
                "clear_at_least": {"type": "input_tokens", "value": 5000},
                "exclude_tools": ["memory"],
                "clear_tool_inputs": ["bash"],
            },
            {
                "type": "compact_20260112",
                "trigger": {"type": "input_tokens", "value": 100000},
                "pause_after_compaction": False,
                "instructions": "Keep file names.",
            },
        ]
    }


def test_defaults_and_all_are_sent_as_the_api_spells_them():
    server = ServerContext(
        clear_tool_uses=ClearToolUses(trigger=12, trigger_unit="tool_uses", clear_tool_inputs=True),
        clear_thinking=ClearThinking(keep=0),
    )
    edits = anthropic_payload(request(server=server))["context_management"]["edits"]
    assert edits[0] == {"type": "clear_thinking_20251015", "keep": "all"}
    assert edits[1] == {
        "type": "clear_tool_uses_20250919",
        "trigger": {"type": "tool_uses", "value": 12},
        "keep": {"type": "tool_uses", "value": 3},
        "clear_tool_inputs": True,
    }


def test_a_request_without_server_side_strategies_is_the_plain_messages_call(wire):
    wire.queue(A.text_reply("ok"))
    run(wire, request())
    sent = wire.requests[0]
    assert sent.path == "/v1/messages" and "anthropic-beta" not in sent.headers
    assert "context_management" not in sent.body


def test_applied_edits_are_read_and_name_the_results_cleared(wire):
    edits = [
        {"type": "clear_thinking_20251015", "cleared_thinking_turns": 0, "cleared_input_tokens": 0},
        {
            "type": "clear_tool_uses_20250919",
            "cleared_tool_uses": 3,
            "cleared_input_tokens": 41_000,
        },
    ]
    wire.queue(A.text_reply("done", applied_edits=edits))
    server = ServerContext(clear_tool_uses=ClearToolUses(keep=2))
    response = run(wire, request(server=server))
    tools = response.applied_edits[1]
    assert (tools.type, tools.cleared_tool_uses, tools.cleared_input_tokens) == (
        "clear_tool_uses_20250919",
        3,
        41_000,
    )
    assert tools.cleared == ["toolu_0", "toolu_1", "toolu_2"]  # the oldest three of five
    assert response.applied_edits[0].cleared == []


def test_a_compaction_block_is_kept_whole_and_its_iteration_billed_apart(wire):
    wire.queue(
        A.compaction_reply(
            "<summary>The user asked to read the project.</summary>",
            calls=[("toolu_9", "view", {"path": "main.py"})],
            compaction=A.iteration("compaction", 180_000, 3_500, cache_read=170_000),
            signature="sig-cmp-1",
            encrypted_content="opaque-1",
        )
    )
    response = run(wire, request(server=ServerContext(compaction=ServerCompaction())))
    first = response.parts[0]
    assert isinstance(first, ServerCompactionPart)
    assert first.summary == "<summary>The user asked to read the project.</summary>"
    assert first.items == [
        {
            "type": "compaction",
            "content": "<summary>The user asked to read the project.</summary>",
            "signature": "sig-cmp-1",
            "encrypted_content": "opaque-1",
        }
    ]
    assert [p.type for p in response.parts[1:]] == ["text", "tool_call"]
    assert response.finish_reason == "tool_use"
    # the top level is the message iteration: the compacted context; the compaction is apart
    assert response.usage == Usage(input=23_000, output=1_000)
    assert response.compaction_usage == Usage(input=180_000, output=3_500, cache_read=170_000)


def test_the_compaction_block_goes_back_verbatim_first_in_its_message(wire):
    block = {"type": "compaction", "content": "summary", "signature": "s", "tool_changes": []}
    compacted = Message(
        "assistant",
        [ServerCompactionPart("anthropic", "summary", [block]), TextPart("Continuing.")],
    )
    messages = [compacted, user_message("And now?")]
    wire.queue(A.text_reply("ok"))
    run(
        wire,
        request(messages, server=ServerContext(compaction=ServerCompaction()), cache_policy="none"),
    )
    sent = wire.requests[0].body["messages"]
    assert sent[0] == {
        "role": "assistant",
        "content": [block, {"type": "text", "text": "Continuing."}],
    }
    assert sent[1]["role"] == "user"


def test_a_paused_compaction_is_its_own_finish_reason(wire):
    wire.queue(A.compaction_reply("summary", text=None))
    response = run(
        wire,
        request(server=ServerContext(compaction=ServerCompaction(pause_after_compaction=True))),
    )
    assert response.finish_reason == "compaction"
    assert [p.type for p in response.parts] == ["server_compaction"]
    assert response.usage.prompt == 0 and response.compaction_usage.input == 180_000
    assert wire.requests[0].body["context_management"]["edits"][0]["pause_after_compaction"]


def test_a_trigger_the_api_refuses_is_refused_before_anything_is_sent(wire):
    server = ServerContext(compaction=ServerCompaction(trigger=20_000))
    with pytest.raises(ConfigError, match="below the 50,000 tokens"):
        run(wire, request(server=server))
    assert wire.requests == []


def test_unsigned_thinking_and_other_providers_compactions_are_not_sent():
    other = ServerCompactionPart("openai", "", [{"type": "compaction", "encrypted_content": "x"}])
    messages = [
        user_message("hi"),
        Message("assistant", [ReasoningPart("no signature"), other, TextPart("hello")]),
    ]
    body = anthropic_payload(request(messages, cache_policy="none"))
    assert body["messages"][1]["content"] == [{"type": "text", "text": "hello"}]


def test_the_anchor_puts_a_breakpoint_where_the_clearing_stops():
    messages = history(6)  # user, then (call, result) x 6
    server = ServerContext(clear_tool_uses=ClearToolUses(keep=2, anchor=True))
    body = anthropic_payload(request(messages, server=server))
    marked = [
        i for i, m in enumerate(body["messages"]) if any("cache_control" in b for b in m["content"])
    ]
    # the call kept second-to-last (toolu_4) and the last message; not the second-to-last one
    assert body["messages"][marked[0]]["content"][-1]["id"] == "toolu_4"
    assert marked == [marked[0], len(body["messages"]) - 1]
    # the breakpoint is ctxmagic's: nothing of it goes to the API
    assert "anchor" not in str(body["context_management"])
    plain = anthropic_payload(
        request(messages, server=ServerContext(clear_tool_uses=ClearToolUses(keep=2)))
    )
    tail = [
        i
        for i, m in enumerate(plain["messages"])
        if any("cache_control" in b for b in m["content"])
    ]
    assert tail == [len(plain["messages"]) - 2, len(plain["messages"]) - 1]
