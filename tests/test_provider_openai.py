"""OpenAI Chat Completions (and compatible servers): the body, and the real SDK on the wire."""

from __future__ import annotations

import copy
import json

import pytest

from ctxmagic.errors import AuthError, ConfigError, ContextOverflowError, ProviderError
from ctxmagic.messages.parts import (
    PRUNED_PLACEHOLDER,
    FinishPart,
    ImagePart,
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    tool_message,
    user_message,
)
from ctxmagic.model.catalog import builtin_catalog
from ctxmagic.model.request import (
    ProviderRequest,
    ProviderResponse,
    ReasoningDelta,
    RetryNotice,
    SystemBlock,
    TextDelta,
    ToolCallStarted,
)
from ctxmagic.providers.openai import API_KEY_ENV, NO_KEY, OpenAIProvider, openai_payload
from tests.keys import made_up
from tests.wire import openai_sse as O
from tests.wire import serve

KEY = made_up("proj-test-key-abcdefghijklmnop")
MODEL = builtin_catalog().get("gpt-4.1")
TOOLS = [
    {
        "name": "ls",
        "description": "List a directory.",
        "input_schema": {"type": "object", "properties": {"path": {"type": "string"}}},
    },
    {
        "name": "view",
        "description": "Read a file.",
        "input_schema": {"type": "object", "properties": {"path": {"type": "string"}}},
    },
]

wire = pytest.fixture(serve)


def assistant(*parts) -> Message:
    return Message(role="assistant", parts=list(parts))


def request(messages=None, **changes) -> ProviderRequest:
    values = dict(
        model=MODEL,
        system=[
            SystemBlock("You are a coding agent."),
            SystemBlock("AGENTS.md: be brief", "AGENTS.md"),
        ],
        tools=copy.deepcopy(TOOLS),
        messages=messages if messages is not None else [user_message("What is in this project?")],
        max_tokens=2048,
        session_id="ses_test",
    )
    values.update(changes)
    return ProviderRequest(**values)


def history() -> list[Message]:
    return [
        user_message("What is in this project?"),
        assistant(
            ReasoningPart("thinking about it", signature="sig"),
            TextPart("Let me look."),
            ToolCallPart("call_1", "ls", {"path": "."}),
            ToolCallPart("call_2", "view", {"path": "ü.py"}),
            FinishPart("tool_use"),
        ),
        tool_message(
            [
                ToolResultPart("call_1", "ls", "a.py\nb.py", pruned_at=1_700_000_000_000),
                ToolResultPart("call_2", "view", "file not found", is_error=True),
            ]
        ),
        user_message("Also check the tests."),
    ]


def provider(server, **kwargs) -> tuple[OpenAIProvider, list[float]]:
    waits: list[float] = []
    kwargs.setdefault("sleep", waits.append)
    kwargs.setdefault("api_key", KEY)
    return OpenAIProvider(base_url=server.url + "/v1", **kwargs), waits


def run(prov, req) -> tuple[list, ProviderResponse]:
    events = list(prov.stream(req))
    assert isinstance(events[-1], ProviderResponse)
    assert sum(isinstance(e, ProviderResponse) for e in events) == 1
    return events[:-1], events[-1]


# --------------------------------------------------------------------------- payload


def test_messages_system_first_assistant_tool_calls_and_one_tool_message_per_result():
    payload = openai_payload(request(history()))
    assert payload["messages"] == [
        {"role": "system", "content": "You are a coding agent.\n\nAGENTS.md: be brief"},
        {"role": "user", "content": "What is in this project?"},
        {
            "role": "assistant",
            "content": "Let me look.",
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "ls", "arguments": '{"path": "."}'},
                },
                {
                    "id": "call_2",
                    "type": "function",
                    "function": {"name": "view", "arguments": '{"path": "ü.py"}'},
                },
            ],
        },
        {"role": "tool", "tool_call_id": "call_1", "content": PRUNED_PLACEHOLDER},
        {"role": "tool", "tool_call_id": "call_2", "content": "file not found"},
        {"role": "user", "content": "Also check the tests."},
    ]
    args = payload["messages"][2]["tool_calls"][1]["function"]["arguments"]
    assert json.loads(args) == {"path": "ü.py"}


def test_tools_stream_options_and_openai_only_fields():
    payload = openai_payload(request(temperature=0.3))
    assert payload["tools"] == [
        {
            "type": "function",
            "function": {
                "name": t["name"],
                "description": t["description"],
                "parameters": t["input_schema"],
            },
        }
        for t in TOOLS
    ]
    assert payload["stream"] is True
    assert payload["stream_options"] == {"include_usage": True}
    assert payload["max_completion_tokens"] == 2048 and "max_tokens" not in payload
    assert payload["prompt_cache_key"] == "ses_test"
    assert payload["temperature"] == 0.3


def test_compatible_servers_get_max_tokens_and_no_openai_only_fields():
    payload = openai_payload(request(), compatible=True)
    assert payload["max_tokens"] == 2048
    assert "max_completion_tokens" not in payload and "prompt_cache_key" not in payload


def test_images_as_data_urls_and_tool_only_assistant_has_null_content():
    messages = [
        Message(role="user", parts=[TextPart("what is this?"), ImagePart("image/png", "AAAA")]),
        assistant(ToolCallPart("c1", "ls", {})),
        tool_message([ToolResultPart("c1", "ls", "")]),
    ]
    msgs = openai_payload(request(messages, system=[]))["messages"]
    assert msgs[0] == {
        "role": "user",
        "content": [
            {"type": "text", "text": "what is this?"},
            {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
        ],
    }
    assert msgs[1]["content"] is None and msgs[1]["tool_calls"][0]["function"]["arguments"] == "{}"
    assert msgs[2] == {"role": "tool", "tool_call_id": "c1", "content": ""}


def test_no_system_no_tools_no_empty_messages():
    messages = [
        user_message("hi"),
        assistant(ReasoningPart("only thinking")),
        user_message("again"),
    ]
    payload = openai_payload(request(messages, system=[], tools=[]))
    assert "tools" not in payload
    assert [m["role"] for m in payload["messages"]] == ["user", "user"]


# --------------------------------------------------------------------------- the SDK on the wire


def test_streamed_text_request_headers_and_body(wire):
    wire.queue(O.text_reply("Two files: a.py and b.py.", pieces=4))
    prov, _ = provider(wire)
    req = request(history())
    events, response = run(prov, req)
    assert [e.text for e in events if isinstance(e, TextDelta)] == O.split(
        "Two files: a.py and b.py.", 4
    )
    assert response.parts == [TextPart("Two files: a.py and b.py.")]
    assert response.finish_reason == "end_turn" and response.model == O.MODEL
    [sent] = wire.requests
    assert sent.method == "POST" and sent.path == "/v1/chat/completions"
    assert sent.headers["authorization"] == f"Bearer {KEY}"
    assert sent.body == openai_payload(req)


def test_two_tool_calls_are_assembled_exactly(wire):
    calls = [
        ("call_a1", "ls", {"path": "src", "depth": 2}),
        ("call_b2", "view", {"path": "src/main.py", "offset": 10, "note": 'ünï "q"'}),
    ]
    wire.queue(O.tool_calls_reply(calls, text="Checking.", pieces=6))
    events, response = run(provider(wire)[0], request())
    assert [(e.id, e.name) for e in events if isinstance(e, ToolCallStarted)] == [
        ("call_a1", "ls"),
        ("call_b2", "view"),
    ]
    assert response.parts == [
        TextPart("Checking."),
        ToolCallPart("call_a1", "ls", calls[0][2]),
        ToolCallPart("call_b2", "view", calls[1][2]),
    ]
    assert response.finish_reason == "tool_use"


def test_usage_cached_tokens_are_a_subset_of_the_prompt(wire):
    wire.queue(O.text_reply("ok", usage_=O.usage(5_000, 250, cached=4_096, reasoning=64)))
    _, response = run(provider(wire)[0], request())
    u = response.usage
    assert (u.input, u.cache_read, u.output, u.reasoning) == (904, 4_096, 250, 64)
    assert u.prompt == 5_000 and u.cache_write == 0
    assert "usage_missing" not in response.metadata and "cache_unreported" not in response.metadata


def test_usage_without_prompt_details_marks_the_cache_split_unreported(wire):
    """Ollama / llama.cpp style: prompt and completion counts, no prompt_tokens_details."""
    figures = {"prompt_tokens": 812, "completion_tokens": 33, "total_tokens": 845}
    wire.queue(O.text_reply("ok", usage_=figures))
    _, response = run(provider(wire, compatible=True)[0], request())
    assert (response.usage.input, response.usage.cache_read, response.usage.output) == (812, 0, 33)
    assert response.metadata["cache_unreported"] is True


def test_usage_cache_write_tokens_where_reported(wire):
    wire.queue(O.text_reply("ok", usage_=O.usage(3_000, 10, cached=1_024, cache_write=1_500)))
    _, response = run(provider(wire)[0], request())
    u = response.usage
    assert (u.input, u.cache_read, u.cache_write_5m, u.prompt) == (476, 1_024, 1_500, 3_000)


def test_compatible_server_without_usage_reports_zero_and_says_so(monkeypatch, wire):
    monkeypatch.delenv(API_KEY_ENV, raising=False)
    wire.queue(O.text_reply("from vllm", include_usage=False, model="Qwen/Qwen3-8B"))
    prov, _ = provider(wire, api_key=None, compatible=True)
    req = request(
        model=builtin_catalog()
        .with_models({"Qwen/Qwen3-8B": {"provider": "openai-compatible", "context_window": 32768}})
        .get("Qwen/Qwen3-8B")
    )
    _, response = run(prov, req)
    assert response.usage.to_dict() == dict.fromkeys(response.usage.to_dict(), 0)
    assert response.estimated is False and response.metadata["usage_missing"] is True
    sent = wire.requests[0]
    assert sent.headers["authorization"] == f"Bearer {NO_KEY}"
    assert (
        sent.body == openai_payload(req, compatible=True) and sent.body["model"] == "Qwen/Qwen3-8B"
    )


def test_reasoning_content_from_compatible_servers(wire):
    wire.queue(O.text_reply("42", reasoning="Six times seven."))
    events, response = run(provider(wire, compatible=True)[0], request())
    assert "".join(e.text for e in events if isinstance(e, ReasoningDelta)) == "Six times seven."
    assert response.parts == [ReasoningPart("Six times seven."), TextPart("42")]


def test_whole_tool_calls_all_at_index_zero_are_kept_apart(wire):
    """Gemini's endpoint sends each call complete, every one with index 0."""
    events = [
        O.chunk(
            {
                "role": "assistant",
                "tool_calls": [
                    {
                        "index": 0,
                        "id": "g1",
                        "type": "function",
                        "function": {"name": "ls", "arguments": '{"path":"."}'},
                    }
                ],
            }
        ),
        O.chunk(
            {
                "tool_calls": [
                    {
                        "index": 0,
                        "id": "g2",
                        "type": "function",
                        "function": {"name": "view", "arguments": '{"path":"a"}'},
                    }
                ]
            }
        ),
        O.chunk({}, finish_reason="stop"),  # some servers say stop even after tool calls
        O.chunk(no_choices=True, usage_=O.usage(10, 5)),
        (None, "[DONE]"),
    ]
    wire.reply_sse(events)
    _, response = run(provider(wire, compatible=True)[0], request())
    assert response.parts == [
        ToolCallPart("g1", "ls", {"path": "."}),
        ToolCallPart("g2", "view", {"path": "a"}),
    ]
    assert response.finish_reason == "tool_use"


def test_malformed_arguments_are_kept_raw_and_flagged(wire):
    wire.queue(O.tool_calls_reply([("call_x", "ls", '{"path": ')]))
    _, response = run(provider(wire)[0], request())
    assert response.parts == [ToolCallPart("call_x", "ls", {"_raw": '{"path": '})]
    assert response.metadata["malformed_tool_input"] == ["call_x"]


def test_429_retry_after_two_gives_one_notice_and_succeeds(wire):
    wire.queue(O.rate_limited(retry_after=2), O.text_reply("done"))
    prov, waits = provider(wire)
    events, response = run(prov, request())
    notices = [e for e in events if isinstance(e, RetryNotice)]
    assert [(n.attempt, n.wait_seconds) for n in notices] == [(1, 2)]
    assert "429" in notices[0].reason and "rate_limit_exceeded" in notices[0].reason
    assert waits == [2] and response.parts == [TextPart("done")]
    assert len(wire.requests) == 2


def test_500_then_success_backs_off_exponentially(wire):
    wire.queue(O.server_error(500), O.server_error(502), O.server_error(503), O.text_reply("up"))
    prov, waits = provider(wire)
    _, response = run(prov, request())
    assert waits == [1, 2, 4] and response.parts == [TextPart("up")]


def test_exhausted_retries_raise_provider_error(wire):
    wire.queue(*[O.server_error(503)] * 5)
    prov, waits = provider(wire)
    with pytest.raises(ProviderError, match="after 4 retries") as info:
        list(prov.stream(request()))
    assert info.value.status == 503 and waits == [1, 2, 4, 8] and len(wire.requests) == 5


def test_insufficient_quota_is_not_retried(wire):
    wire.queue(O.insufficient_quota())
    prov, waits = provider(wire)
    with pytest.raises(ProviderError, match="billing") as info:
        list(prov.stream(request()))
    assert waits == [] and info.value.status == 429


@pytest.mark.parametrize("reply", [O.context_length_exceeded(), O.vllm_context_overflow()])
def test_context_length_exceeded_is_context_overflow(wire, reply):
    wire.queue(reply)
    prov, waits = provider(wire, compatible=True)
    with pytest.raises(ContextOverflowError, match="maximum context length"):
        list(prov.stream(request()))
    assert waits == [] and len(wire.requests) == 1


def test_401_is_auth_error_without_the_key(wire):
    wire.queue(O.unauthorized(echo_key=KEY))
    prov, waits = provider(wire)
    with pytest.raises(AuthError) as info:
        list(prov.stream(request()))
    assert KEY not in str(info.value) and API_KEY_ENV in str(info.value) and waits == []


def test_missing_key_names_the_configured_variable(monkeypatch):
    monkeypatch.delenv("GEMINI_API_KEY", raising=False)
    prov = OpenAIProvider(key_env="GEMINI_API_KEY")
    with pytest.raises(AuthError) as info:
        list(prov.stream(request()))
    assert "GEMINI_API_KEY" in str(info.value) and "\n" not in str(info.value)


def test_key_from_the_configured_variable(monkeypatch, wire):
    monkeypatch.setenv("GEMINI_API_KEY", "gm-key-123456")
    wire.queue(O.text_reply("hi"))
    run(
        OpenAIProvider(base_url=wire.url + "/v1", compatible=True, key_env="GEMINI_API_KEY"),
        request(),
    )
    assert wire.requests[0].headers["authorization"] == "Bearer gm-key-123456"


def test_compatible_without_base_url_is_a_config_error():
    with pytest.raises(ConfigError, match="CtxMagic.base_url"):
        OpenAIProvider(compatible=True)


def test_stream_dropped_midway_keeps_the_partial_text(wire):
    events = O.text_events("Hello there, friend of mine.", pieces=4)
    wire.queue(O.dropped_reply(events, after=3))  # role chunk + 2 content chunks
    prov, waits = provider(wire)
    seen = []
    with pytest.raises(ProviderError) as info:
        for event in prov.stream(request()):
            seen.append(event)
    pieces = O.split("Hello there, friend of mine.", 4)
    assert [e.text for e in seen] == pieces[:2]
    assert info.value.partial.parts == [TextPart("".join(pieces[:2]))]
    assert info.value.partial.finish_reason == "error"
    assert waits == [] and len(wire.requests) == 1


def test_unfinished_tool_calls_are_not_in_the_partial(wire):
    events = O.tool_calls_events([("c1", "ls", {"path": "."})], text="Let me see.")
    wire.reply_sse(events[:-4])  # ends before the finish chunk
    with pytest.raises(ProviderError, match="finish_reason") as info:
        list(provider(wire)[0].stream(request()))
    partial = info.value.partial
    assert partial.parts == [TextPart("Let me see.")]
    assert partial.metadata["unfinished_tool_calls"] == ["ls"]


def test_error_object_in_stream_before_content_is_retried(wire):
    wire.reply_sse([O.stream_error_event()])
    wire.queue(O.text_reply("recovered"))
    prov, waits = provider(wire)
    events, response = run(prov, request())
    assert isinstance(events[0], RetryNotice) and waits == [1]
    assert response.parts == [TextPart("recovered")]
