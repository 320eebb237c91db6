"""OpenAI's Responses API: the request body, the streamed events, chaining with
``previous_response_id``, server-side and standalone compaction; the real SDK client against a
local server speaking the wire format."""

from __future__ import annotations

import pytest

from ctxmagic.agent.events import StrategyApplied
from ctxmagic.errors import ContextOverflowError, ProviderError
from ctxmagic.messages.parts import (
    Message,
    ServerCompactionPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    user_message,
)
from ctxmagic.model.catalog import builtin_catalog
from ctxmagic.model.request import (
    ProviderRequest,
    ProviderResponse,
    ReasoningDelta,
    ServerCompaction,
    ServerContext,
    SystemBlock,
    TextDelta,
    ToolCallStarted,
)
from ctxmagic.model.usage import Usage
from ctxmagic.providers import make_provider
from ctxmagic.providers.openai_responses import OpenAIResponsesProvider, responses_payload
from tests.keys import made_up
from tests.wire import WireServer, serve
from tests.wire import openai_responses_sse as R

KEY = made_up("test-responses-0123456789abcdef")
GPT = builtin_catalog().get("gpt-5.4")
TOOLS = [{"name": "ls", "description": "List.", "input_schema": {"type": "object"}}]
NONE = ServerContext()
CHAINED = ServerContext(previous_response=True)
wire = pytest.fixture(serve)


def request(messages, server=NONE, **changes) -> ProviderRequest:
    return ProviderRequest(
        model=GPT,
        system=[SystemBlock("You are a coding agent."), SystemBlock("AGENTS.md: be brief")],
        tools=TOOLS,
        messages=messages,
        max_tokens=2048,
        session_id="ses_abc",
        server=server,
        **changes,
    )


def provider(server: WireServer) -> OpenAIResponsesProvider:
    return OpenAIResponsesProvider(api_key=KEY, base_url=f"{server.url}/v1", max_retries=0)


def run(prov, req):
    events = list(prov.stream(req))
    return events, next(e for e in events if isinstance(e, ProviderResponse))


def history() -> list[Message]:
    return [
        user_message("What is here?"),
        Message("assistant", [TextPart("Looking."), ToolCallPart("call_1", "ls", {"path": "."})]),
        Message("tool", [ToolResultPart("call_1", "ls", "- a.py\n- b.py")]),
    ]


def test_the_body_is_the_responses_wire(wire):
    wire.queue(R.text_reply("Two files."))
    run(provider(wire), request(history()))
    sent = wire.requests[0]
    assert sent.path == "/v1/responses"
    body = sent.body
    assert body["instructions"] == "You are a coding agent.\n\nAGENTS.md: be brief"
    assert body["input"] == [
        {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": "What is here?"}],
        },
        {
            "type": "message",
            "role": "assistant",
            "content": [{"type": "output_text", "text": "Looking."}],
        },
        {"type": "function_call", "call_id": "call_1", "name": "ls", "arguments": '{"path": "."}'},
        {"type": "function_call_output", "call_id": "call_1", "output": "- a.py\n- b.py"},
    ]
    assert body["tools"] == [
        {"type": "function", "name": "ls", "description": "List.", "parameters": {"type": "object"}}
    ]
    assert body["prompt_cache_key"] == "ses_abc"
    assert body["store"] is False and body["stream"] is True
    assert body["max_output_tokens"] == 2048
    assert "previous_response_id" not in body and "prompt_cache_retention" not in body
    assert "context_management" not in body


def test_extended_retention_and_server_compaction_are_asked_for():
    server = ServerContext(compaction=ServerCompaction(trigger=200_000))
    body = responses_payload(request(history(), server, cache_ttl="24h"))
    assert body["prompt_cache_retention"] == "24h"
    assert body["context_management"] == [{"type": "compaction", "compact_threshold": 200000}]
    endpoint = ServerContext(compaction=ServerCompaction(endpoint=True))
    assert "context_management" not in responses_payload(request(history(), endpoint))


def test_streamed_text_reasoning_calls_and_cached_usage(wire):
    wire.queue(
        R.calls_reply(
            [("call_2", "ls", {"path": "src"}), ("call_3", "view", '{"path": "a.py"}')],
            usage_=R.usage(2_000, 60, cached=1_536, reasoning=20),
        )
    )
    events, response = run(provider(wire), request(history()))
    assert "".join(e.text for e in events if isinstance(e, TextDelta)) == "Let me look."
    assert [(e.id, e.name) for e in events if isinstance(e, ToolCallStarted)] == [
        ("call_2", "ls"),
        ("call_3", "view"),
    ]
    assert [p.type for p in response.parts] == ["text", "tool_call", "tool_call"]
    assert response.parts[2].input == {"path": "a.py"}
    assert response.finish_reason == "tool_use"
    # cached_tokens is a subset of input_tokens: the uncached part is the rest
    assert response.usage == Usage(input=464, cache_read=1_536, output=60, reasoning=20)
    assert response.request_id == "resp_calls"


def test_reasoning_summaries_stream_as_reasoning(wire):
    wire.queue(R.text_reply("Done.", reasoning="Check the files first."))
    events, response = run(provider(wire), request(history()))
    assert [e.text for e in events if isinstance(e, ReasoningDelta)] == ["Check the files first."]
    assert [p.type for p in response.parts] == ["reasoning", "text"]


def test_an_incomplete_response_is_cut_by_max_tokens(wire):
    wire.queue(R.incomplete_reply("Cut"))
    _, response = run(provider(wire), request(history()))
    assert response.finish_reason == "max_tokens" and response.parts[0].text == "Cut"


def test_errors_in_the_stream_are_classified(wire):
    wire.queue(R.error_event_reply())
    with pytest.raises(ContextOverflowError, match="context window"):
        run(provider(wire), request(history()))
    wire.queue(R.failed_reply("invalid_prompt", "Bad prompt"))
    with pytest.raises(ProviderError, match="invalid_prompt: Bad prompt"):
        run(provider(wire), request(history()))


def test_previous_response_id_sends_only_what_is_new(wire):
    prov = provider(wire)
    first = history()
    wire.queue(R.calls_reply([("call_9", "ls", {"path": "src"})], text=None, rid="resp_1"))
    _, answer = run(prov, request(first, CHAINED))
    assert wire.requests[0].body["store"] is True
    assert "previous_response_id" not in wire.requests[0].body
    # the agent stores the answer and the call's result, then sends the next request
    second = [
        *first,
        Message("assistant", list(answer.parts)),
        Message("tool", [ToolResultPart("call_9", "ls", "- main.py")]),
    ]
    wire.queue(R.text_reply("It has main.py.", rid="resp_2"))
    _, answer2 = run(prov, request(second, CHAINED))
    body = wire.requests[1].body
    assert body["previous_response_id"] == "resp_1"
    assert body["input"] == [
        {"type": "function_call_output", "call_id": "call_9", "output": "- main.py"}
    ]
    assert answer2.metadata["sent_items"] == 1
    # a client-side edit of what was sent breaks the chain: sent whole, without the id
    edited = [m.copy() for m in second] + [
        Message("assistant", list(answer2.parts)),
        user_message("And tests?"),
    ]
    edited[2].parts[0].content = "[Old tool result content cleared]"
    wire.queue(R.text_reply("No tests.", rid="resp_3"))
    run(prov, request(edited, CHAINED))
    body = wire.requests[2].body
    assert "previous_response_id" not in body and len(body["input"]) == 8
    assert prov.chain.breaks == 1


def test_a_compaction_item_is_kept_and_sent_back_verbatim(wire):
    server = ServerContext(compaction=ServerCompaction(trigger=1_000))
    wire.queue(R.compaction_reply("gAAAAopaque=="))
    _, response = run(provider(wire), request(history(), server))
    part = response.parts[0]
    assert isinstance(part, ServerCompactionPart) and part.provider == "openai"
    assert part.items == [
        {
            "id": "cmp_0",
            "type": "compaction",
            "encrypted_content": "gAAAAopaque==",
            "status": "completed",
        }
    ]
    assert part.summary == ""  # encrypted: nothing to read
    messages = [Message("assistant", list(response.parts)), user_message("Next?")]
    wire.queue(R.text_reply("ok"))
    run(provider(wire), request(messages, server))
    sent = wire.requests[1].body["input"]
    assert sent[0] == part.items[0]
    assert sent[1]["type"] == "message" and sent[1]["role"] == "assistant"


def test_the_standalone_compact_endpoint_returns_the_next_window(wire):
    window = [
        {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": "What is here?"}],
        },
        {"type": "compaction", "id": "cmp_9", "encrypted_content": "opaque"},
    ]
    wire.queue(R.compacted(window))
    items, usage = provider(wire).compact(request(history()))
    sent = wire.requests[0]
    assert sent.path == "/v1/responses/compact"
    assert sent.body["model"] == "gpt-5.4" and len(sent.body["input"]) == 4
    assert items == window
    assert usage == Usage(input=1_000, cache_read=4_000, output=400)


def test_the_registry_builds_it_for_openai_models():
    prov = make_provider("openai-responses", api_key=KEY)
    assert isinstance(prov, OpenAIResponsesProvider) and prov.name == "openai-responses"
    assert prov.server_side == {"server_compact", "previous_response"}


# --------------------------------------------------------------------------- in the agent loop


@pytest.fixture
def runtime(wire, workspace, tmp_path, monkeypatch):
    from ctxmagic.runtime import Runtime

    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    rt = Runtime(
        workspace=str(workspace),
        db_path=str(tmp_path / "r.db"),
        provider="openai-responses",
        model="gpt-5.4",
        base_url=f"{wire.url}/v1",
        title_model="off",
    )
    yield rt
    rt.close()


def test_a_turn_chains_its_steps_with_previous_response_id(runtime, wire):
    agent = runtime.open()
    runtime.set_policy(agent.session_id, ["previous_response"])
    wire.queue(
        R.calls_reply([("call_a", "ls", {"path": "."})], rid="resp_a", usage_=R.usage(1_500, 20)),
        R.text_reply("It is a bookshop.", rid="resp_b", usage_=R.usage(1_700, 10, cached=1_408)),
    )
    list(agent.turn("What is this project?"))
    first, second = (r.body for r in wire.requests)
    assert first["store"] is True and "previous_response_id" not in first
    assert second["previous_response_id"] == "resp_a"
    assert [i["type"] for i in second["input"]] == ["function_call_output"]
    assert second["input"][0]["call_id"] == "call_a"
    records = runtime.store.requests(agent.session_id)
    assert records[1].usage == Usage(input=292, cache_read=1_408, output=10)
    assert records[0].provider == "openai-responses"


def test_the_compact_endpoint_replaces_the_window_at_the_trigger(runtime, wire):
    agent = runtime.open()
    runtime.set_policy(
        agent.session_id,
        ["server_compact", "server_compact.endpoint=true", "server_compact.trigger=4000"],
    )
    window = [
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "Hi"}]},
        {"type": "compaction", "id": "cmp_w", "encrypted_content": "opaque"},
    ]
    wire.queue(R.text_reply("Hello.", usage_=R.usage(5_000, 12)), R.compacted(window))
    events = list(agent.turn("Hi"))
    assert wire.requests[1].path == "/v1/responses/compact"
    applied = [e.report for e in events if isinstance(e, StrategyApplied)]
    assert len(applied) == 1 and "/responses/compact" in applied[0].note
    records = runtime.store.requests(agent.session_id)
    assert [r.strategy for r in records] == ["server_compact", "server-compaction"]
    wire.queue(R.text_reply("Again."))
    list(agent.turn("And now?"))
    sent = wire.requests[2].body["input"]
    assert sent[:2] == window and sent[2]["content"][0]["text"] == "And now?"


def test_a_trigger_below_the_compacted_window_compacts_once_per_answer(runtime, wire):
    agent = runtime.open()
    runtime.set_policy(
        agent.session_id,
        ["server_compact", "server_compact.endpoint=true", "server_compact.trigger=1000"],
    )
    window = [{"type": "compaction", "id": "cmp_1", "encrypted_content": "x"}]
    big = R.usage(5_000, 12)
    wire.queue(
        R.text_reply("One.", usage_=big),
        R.compacted(window),
        R.text_reply("Two.", usage_=big),
        R.compacted(window),
    )
    list(agent.turn("First"))
    list(agent.turn("Second"))  # over the trigger again, but nothing was answered since
    assert [r.path for r in wire.requests] == [
        "/v1/responses",
        "/v1/responses/compact",
        "/v1/responses",
        "/v1/responses/compact",
    ]


def test_an_unknown_previous_response_is_sent_again_whole(wire):
    from tests.wire.server import JSONReply

    prov = provider(wire)
    first = history()
    wire.queue(R.text_reply("One.", rid="resp_gone"))
    _, answer = run(prov, request(first, CHAINED))
    second = [*first, Message("assistant", list(answer.parts)), user_message("More?")]
    not_found = {
        "error": {
            "message": "Previous response with id 'resp_gone' not found.",
            "type": "invalid_request_error",
            "param": "previous_response_id",
            "code": "previous_response_not_found",
        }
    }
    wire.queue(JSONReply(400, not_found), R.text_reply("Two.", rid="resp_new"))
    _, answer2 = run(prov, request(second, CHAINED))
    assert wire.requests[1].body["previous_response_id"] == "resp_gone"
    assert "previous_response_id" not in wire.requests[2].body
    assert len(wire.requests[2].body["input"]) == 6 and answer2.parts[0].text == "Two."
    assert prov.chain.response_id == "resp_new"


def test_a_server_compaction_in_the_loop_is_the_compaction_point(runtime, wire):
    agent = runtime.open()
    runtime.set_policy(agent.session_id, ["server_compact", "server_compact.trigger=1000"])
    wire.queue(R.compaction_reply("opaque-1", usage_=R.usage(900, 10)))
    events = list(agent.turn("Hi"))
    assert wire.requests[0].body["context_management"] == [
        {"type": "compaction", "compact_threshold": 1000}
    ]
    applied = [e.report for e in events if isinstance(e, StrategyApplied)]
    assert len(applied) == 1 and "not reported apart" in applied[0].note
    # OpenAI reports no separate usage for it: no record of its own
    assert [r.strategy for r in runtime.store.requests(agent.session_id)] == ["server_compact"]
    wire.queue(R.text_reply("Next."))
    list(agent.turn("Go on"))
    sent = wire.requests[1].body["input"]
    assert sent[0]["type"] == "compaction" and sent[0]["encrypted_content"] == "opaque-1"
    assert "Hi" not in str(sent)
