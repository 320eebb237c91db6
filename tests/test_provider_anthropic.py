"""Anthropic: the Messages API body, and the real SDK client against a local wire server."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic.errors import AuthError, ConfigError, ContextOverflowError, ProviderError
from ctxmagic.messages.parts import (
    PRUNED_PLACEHOLDER,
    FinishPart,
    ImagePart,
    Message,
    ReasoningPart,
    StepUsagePart,
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
from ctxmagic.providers.anthropic import (
    API_KEY_ENV,
    AnthropicProvider,
    anthropic_payload,
    count_breakpoints,
)
from ctxmagic.providers.retry import backoff_seconds, retry_after_seconds
from tests.keys import made_up
from tests.wire import WireServer, serve
from tests.wire import anthropic_sse as A

KEY = made_up("ant-api03-test-key-0123456789")
MODEL = builtin_catalog().get("claude-sonnet-4-6")
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
            SystemBlock("You are a coding agent.", "system"),
            SystemBlock("AGENTS.md: be brief", "AGENTS.md"),
        ],
        tools=copy.deepcopy(TOOLS),
        messages=messages if messages is not None else [user_message("What is in this project?")],
        max_tokens=1024,
    )
    values.update(changes)
    return ProviderRequest(**values)


def history() -> list[Message]:
    """A turn with two tool calls, their results (one pruned, one an error), then a new prompt."""
    return [
        user_message("What is in this project?"),
        assistant(
            ReasoningPart("I should list files.", signature="sig-abc"),
            TextPart("Let me look."),
            ToolCallPart("toolu_1", "ls", {"path": "."}),
            ToolCallPart("toolu_2", "view", {"path": "missing.py"}),
            FinishPart("tool_use"),
            StepUsagePart("req_1", "claude-sonnet-4-5", {"input": 10}, 0.0, 10),
        ),
        tool_message(
            [
                ToolResultPart("toolu_1", "ls", "a.py\nb.py", pruned_at=1_700_000_000_000),
                ToolResultPart("toolu_2", "view", "file not found: missing.py", is_error=True),
            ]
        ),
        user_message("Also check the tests."),
    ]


def provider(server: WireServer, **kwargs) -> tuple[AnthropicProvider, list[float]]:
    waits: list[float] = []
    kwargs.setdefault("sleep", waits.append)
    return AnthropicProvider(api_key=KEY, base_url=server.url, **kwargs), waits


def run(prov, req) -> tuple[list, ProviderResponse]:
    events = list(prov.stream(req))
    assert isinstance(events[-1], ProviderResponse)
    assert sum(isinstance(e, ProviderResponse) for e in events) == 1
    return events[:-1], events[-1]


# --------------------------------------------------------------------------- payload


def test_tool_messages_become_user_tool_results_and_merge_with_the_next_prompt():
    payload = anthropic_payload(request(history(), cache_policy="none"))
    roles = [m["role"] for m in payload["messages"]]
    assert roles == ["user", "assistant", "user"]
    merged = payload["messages"][2]["content"]
    assert merged == [
        {
            "type": "tool_result",
            "tool_use_id": "toolu_1",
            "content": PRUNED_PLACEHOLDER,
            "is_error": False,
        },
        {
            "type": "tool_result",
            "tool_use_id": "toolu_2",
            "content": "file not found: missing.py",
            "is_error": True,
        },
        {"type": "text", "text": "Also check the tests."},
    ]


def test_pruned_result_sends_placeholder_never_the_stored_content():
    body = json.dumps(anthropic_payload(request(history())))
    assert PRUNED_PLACEHOLDER in body
    assert "a.py\\nb.py" not in body


def test_assistant_blocks_thinking_text_tool_use_and_no_bookkeeping_parts():
    payload = anthropic_payload(request(history(), cache_policy="none"))
    assert payload["messages"][1]["content"] == [
        {"type": "thinking", "thinking": "I should list files.", "signature": "sig-abc"},
        {"type": "text", "text": "Let me look."},
        {"type": "tool_use", "id": "toolu_1", "name": "ls", "input": {"path": "."}},
        {"type": "tool_use", "id": "toolu_2", "name": "view", "input": {"path": "missing.py"}},
    ]


def test_unsigned_thinking_is_dropped_and_redacted_thinking_goes_back_as_data():
    messages = [
        user_message("hi"),
        assistant(
            ReasoningPart("no signature"),
            ReasoningPart("", signature="opaque", redacted=True),
            TextPart("ok"),
        ),
    ]
    content = anthropic_payload(request(messages, cache_policy="none"))["messages"][1]["content"]
    assert content == [
        {"type": "redacted_thinking", "data": "opaque"},
        {"type": "text", "text": "ok"},
    ]


def test_consecutive_user_messages_merge_and_tool_results_go_first():
    messages = [
        user_message("first"),
        Message(role="user", parts=[TextPart("second"), ImagePart("image/png", "iVBORw0KGgo=")]),
        assistant(ToolCallPart("toolu_9", "ls", {})),
        user_message("interjection"),
        tool_message([ToolResultPart("toolu_9", "ls", "x.py")]),
    ]
    msgs = anthropic_payload(request(messages, cache_policy="none"))["messages"]
    assert [m["role"] for m in msgs] == ["user", "assistant", "user"]
    assert msgs[0]["content"] == [
        {"type": "text", "text": "first"},
        {"type": "text", "text": "second"},
        {
            "type": "image",
            "source": {"type": "base64", "media_type": "image/png", "data": "iVBORw0KGgo="},
        },
    ]
    assert [b["type"] for b in msgs[2]["content"]] == ["tool_result", "text"]


def test_system_blocks_tools_and_model_fields():
    payload = anthropic_payload(request(cache_policy="none", temperature=0.2))
    assert payload["model"] == MODEL.api_name
    assert payload["max_tokens"] == 1024
    assert payload["system"] == [
        {"type": "text", "text": "You are a coding agent."},
        {"type": "text", "text": "AGENTS.md: be brief"},
    ]
    assert payload["tools"] == TOOLS
    assert payload["temperature"] == 0.2
    assert "thinking" not in payload


def test_opencode_policy_marks_system_last_tool_and_last_two_messages():
    payload = anthropic_payload(request(history(), cache_policy="opencode"))
    marked = {"ephemeral"}
    assert "cache_control" not in payload["system"][0]
    assert payload["system"][-1]["cache_control"]["type"] in marked
    assert "cache_control" not in payload["tools"][0]
    assert payload["tools"][-1]["cache_control"] == {"type": "ephemeral"}
    last_two = payload["messages"][-2:]
    for message in last_two:
        assert "cache_control" in message["content"][-1]
        assert all("cache_control" not in b for b in message["content"][:-1])
    assert all("cache_control" not in b for b in payload["messages"][0]["content"])
    assert count_breakpoints(payload) == 4


def test_rolling_policy_marks_system_and_last_message_only():
    payload = anthropic_payload(request(history(), cache_policy="rolling"))
    assert "cache_control" in payload["system"][-1]
    assert "cache_control" in payload["messages"][-1]["content"][-1]
    assert "cache_control" not in payload["tools"][-1]
    assert count_breakpoints(payload) == 2


def test_none_policy_has_no_breakpoints():
    assert count_breakpoints(anthropic_payload(request(history(), cache_policy="none"))) == 0


def test_ttl_1h_on_every_breakpoint_and_5m_omits_ttl():
    long = anthropic_payload(request(history(), cache_ttl="1h"))
    short = anthropic_payload(request(history(), cache_ttl="5m"))

    def markers(payload):
        blocks = [*payload["tools"], *payload["system"]]
        for m in payload["messages"]:
            blocks += m["content"]
        return [b["cache_control"] for b in blocks if "cache_control" in b]

    assert markers(long) == [{"type": "ephemeral", "ttl": "1h"}] * 4
    assert markers(short) == [{"type": "ephemeral"}] * 4


def test_breakpoint_skips_a_trailing_thinking_block():
    messages = [
        user_message("hi"),
        assistant(TextPart("answer"), ReasoningPart("after", signature="s")),
    ]
    content = anthropic_payload(request(messages))["messages"][-1]["content"]
    assert "cache_control" in content[0] and "cache_control" not in content[1]


def test_payload_does_not_mutate_the_request():
    req = request(history())
    before = copy.deepcopy((req.tools, [m.to_dict() for m in req.messages]))
    anthropic_payload(req)
    assert (req.tools, [m.to_dict() for m in req.messages]) == before


def test_thinking_param_and_budget_validation():
    assert anthropic_payload(request(thinking_budget=2048, max_tokens=8000))["thinking"] == {
        "type": "enabled",
        "budget_tokens": 2048,
    }
    with pytest.raises(ConfigError, match="below max_tokens"):
        anthropic_payload(request(thinking_budget=4096, max_tokens=4096))


@pytest.mark.parametrize(("policy", "ttl"), [("everything", "5m"), ("opencode", "1d")])
def test_bad_cache_settings_are_one_line_config_errors(policy, ttl):
    with pytest.raises(ConfigError) as info:
        anthropic_payload(request(cache_policy=policy, cache_ttl=ttl))
    assert "\n" not in str(info.value) and "%config CtxMagic.cache_" in str(info.value)


_part = st.one_of(
    st.builds(TextPart, st.text(max_size=5)),
    st.builds(lambda i: ToolCallPart(f"t{i}", "ls", {}), st.integers(0, 5)),
    st.builds(lambda s: ReasoningPart("r", signature=s), st.one_of(st.none(), st.just("sig"))),
)
_message = st.builds(
    lambda role, parts: Message(role=role, parts=parts),
    st.sampled_from(["user", "assistant", "tool"]),
    st.lists(_part, max_size=4),
).map(lambda m: tool_message([ToolResultPart("t1", "ls", "out")]) if m.role == "tool" else m)


@settings(max_examples=150, deadline=None)
@given(
    messages=st.lists(_message, max_size=8),
    policy=st.sampled_from(["opencode", "rolling", "none"]),
    n_system=st.integers(0, 3),
    n_tools=st.integers(0, 3),
)
def test_never_more_than_four_breakpoints_and_alternating_roles(
    messages, policy, n_system, n_tools
):
    req = request(
        messages,
        cache_policy=policy,
        system=[SystemBlock(f"s{i}") for i in range(n_system)],
        tools=copy.deepcopy(TOOLS * 2)[:n_tools],
    )
    payload = anthropic_payload(req)
    assert count_breakpoints(payload) <= 4
    roles = [m["role"] for m in payload["messages"]]
    assert all(a != b for a, b in zip(roles, roles[1:], strict=False))
    assert all(m["content"] for m in payload["messages"])
    if policy == "none":
        assert count_breakpoints(payload) == 0


# --------------------------------------------------------------------------- shared retry rules


def test_backoff_is_exponential_from_one_second_capped_at_thirty():
    assert [backoff_seconds(n) for n in range(1, 8)] == [1, 2, 4, 8, 16, 30, 30]


def test_retry_after_headers_ms_first_then_seconds_then_http_date():
    assert retry_after_seconds({"retry-after-ms": "1500", "retry-after": "9"}) == 1.5
    assert retry_after_seconds({"retry-after": "2"}) == 2.0
    assert (
        retry_after_seconds({"retry-after": "Wed, 21 Oct 2015 07:28:10 GMT"}, now=1445412485.0)
        == 5.0
    )
    assert retry_after_seconds({"retry-after": "soon"}) is None
    assert retry_after_seconds({}) is None


# --------------------------------------------------------------------------- the SDK on the wire


def test_streamed_text_request_headers_and_body(wire):
    wire.queue(A.text_reply("The project has two files.", pieces=4))
    prov, _ = provider(wire)
    req = request(history())
    events, response = run(prov, req)
    assert [e.text for e in events if isinstance(e, TextDelta)] == A.split(
        "The project has two files.", 4
    )
    assert response.parts == [TextPart("The project has two files.")]
    assert response.finish_reason == "end_turn"
    assert response.model == A.MODEL
    [sent] = wire.requests
    assert sent.method == "POST" and sent.path == "/v1/messages"
    assert (
        sent.headers.get("x-api-key") == KEY or sent.headers.get("authorization") == f"Bearer {KEY}"
    )
    assert "anthropic-version" in sent.headers
    assert sent.body == anthropic_payload(req)


def test_two_tool_calls_are_assembled_exactly(wire):
    calls = [
        ("toolu_01", "ls", {"path": "src", "depth": 2}),
        (
            "toolu_02",
            "view",
            {"path": "src/main.py", "offset": 10, "limit": 40, "note": 'ünïcode "quoted"'},
        ),
    ]
    wire.queue(A.tool_calls_reply(calls, text="Looking.", pieces=5))
    events, response = run(provider(wire)[0], request())
    assert [(e.id, e.name) for e in events if isinstance(e, ToolCallStarted)] == [
        ("toolu_01", "ls"),
        ("toolu_02", "view"),
    ]
    assert response.parts == [
        TextPart("Looking."),
        ToolCallPart("toolu_01", "ls", calls[0][2]),
        ToolCallPart("toolu_02", "view", calls[1][2]),
    ]
    assert response.finish_reason == "tool_use"
    assert "malformed_tool_input" not in response.metadata


def test_usage_matches_the_server_including_the_5m_1h_split(wire):
    figures = A.usage(17, 321, cache_read=40_000, cache_write_5m=1_200, cache_write_1h=3_400)
    wire.queue(A.text_reply("ok", usage_=figures))
    _, response = run(provider(wire)[0], request())
    u = response.usage
    assert (u.input, u.output, u.cache_read, u.cache_write_5m, u.cache_write_1h) == (
        17,
        321,
        40_000,
        1_200,
        3_400,
    )
    assert u.prompt == 17 + 40_000 + 1_200 + 3_400
    assert response.estimated is False


def test_usage_when_message_delta_carries_only_output_tokens(wire):
    figures = A.usage(50, 77, cache_read=900, cache_write_5m=100)
    wire.queue(A.text_reply("ok", usage_=figures, cumulative=False))
    _, response = run(provider(wire)[0], request())
    assert response.usage.to_dict() == {
        "input": 50,
        "output": 77,
        "cache_read": 900,
        "cache_write_5m": 100,
        "cache_write_1h": 0,
        "reasoning": 0,
    }


def test_thinking_streams_as_reasoning_and_round_trips_with_its_signature(wire):
    wire.queue(A.text_reply("Answer.", thinking="Consider the files first."))
    events, response = run(provider(wire)[0], request(thinking_budget=1024, max_tokens=4096))
    assert (
        "".join(e.text for e in events if isinstance(e, ReasoningDelta))
        == "Consider the files first."
    )
    assert response.parts[0] == ReasoningPart("Consider the files first.", signature="sig-wire-1")
    nxt = anthropic_payload(
        request([user_message("q"), assistant(*response.parts), user_message("more")])
    )
    assert nxt["messages"][1]["content"][0] == {
        "type": "thinking",
        "thinking": "Consider the files first.",
        "signature": "sig-wire-1",
    }
    assert wire.requests[0].body["thinking"] == {"type": "enabled", "budget_tokens": 1024}


def test_malformed_tool_json_is_kept_raw_and_flagged(wire):
    wire.queue(A.tool_calls_reply([("toolu_x", "ls", '{"path": "src", ')], text=None))
    _, response = run(provider(wire)[0], request())
    assert response.parts == [ToolCallPart("toolu_x", "ls", {"_raw": '{"path": "src", '})]
    assert response.metadata["malformed_tool_input"] == ["toolu_x"]


def test_429_retry_after_two_gives_one_notice_and_succeeds(wire):
    wire.queue(A.rate_limited(retry_after=2), A.text_reply("done"))
    prov, waits = provider(wire)
    events, response = run(prov, request())
    notices = [e for e in events if isinstance(e, RetryNotice)]
    assert len(notices) == 1 and notices[0].attempt == 1 and notices[0].wait_seconds == 2
    assert "429" in notices[0].reason and "rate_limit_error" in notices[0].reason
    assert waits == [2]
    assert events.index(notices[0]) == 0  # announced before anything streamed
    assert response.parts == [TextPart("done")] and response.metadata["retries"] == 1
    assert len(wire.requests) == 2 and wire.requests[0].body == wire.requests[1].body


def test_retry_after_ms_takes_precedence(wire):
    wire.queue(A.rate_limited(retry_after=9, retry_after_ms=1500), A.text_reply("done"))
    prov, waits = provider(wire)
    run(prov, request())
    assert waits == [1.5]


def test_529_overloaded_then_success_backs_off_one_second(wire):
    wire.queue(A.overloaded(), A.server_error(503), A.text_reply("fine"))
    prov, waits = provider(wire)
    events, response = run(prov, request())
    assert waits == [1, 2]
    assert [e.attempt for e in events if isinstance(e, RetryNotice)] == [1, 2]
    assert response.parts == [TextPart("fine")]


def test_exhausted_retries_raise_provider_error_with_status(wire):
    wire.queue(A.overloaded(), A.overloaded(), A.overloaded())
    prov, waits = provider(wire, max_retries=2)
    with pytest.raises(ProviderError) as info:
        list(prov.stream(request()))
    assert info.value.status == 529
    assert "after 2 retries" in str(info.value) and "overloaded_error" in str(info.value)
    assert waits == [1, 2] and len(wire.requests) == 3


def test_server_asking_for_a_very_long_wait_is_not_retried(wire):
    wire.queue(A.rate_limited(retry_after=3600))
    prov, waits = provider(wire)
    with pytest.raises(ProviderError, match="retry after 3600 s") as info:
        list(prov.stream(request()))
    assert waits == [] and info.value.status == 429


def test_prompt_too_long_is_context_overflow_and_not_retried(wire):
    wire.queue(A.prompt_too_long(208_310, 200_000))
    prov, waits = provider(wire)
    with pytest.raises(ContextOverflowError) as info:
        list(prov.stream(request()))
    assert "208310 tokens > 200000" in str(info.value) and info.value.status == 400
    assert waits == [] and len(wire.requests) == 1


def test_no_room_for_max_tokens_is_context_overflow_too(wire):
    """It was a plain error: the turn ended instead of compacting and retrying."""
    wire.queue(A.input_and_max_tokens_too_long(178_959, 64_000, 200_000))
    prov, waits = provider(wire)
    with pytest.raises(ContextOverflowError) as info:
        list(prov.stream(request()))
    assert "178959 + 64000 > 200000" in str(info.value) and info.value.status == 400
    assert waits == [] and len(wire.requests) == 1


def test_other_400_is_a_plain_provider_error(wire):
    wire.queue(A.bad_request("messages.0: roles must alternate"))
    with pytest.raises(ProviderError) as info:
        list(provider(wire)[0].stream(request()))
    assert not isinstance(info.value, ContextOverflowError | AuthError)
    assert "roles must alternate" in str(info.value)


def test_401_is_auth_error_without_the_key(wire):
    wire.queue(A.unauthorized(echo_key=KEY))
    prov, waits = provider(wire)
    with pytest.raises(AuthError) as info:
        list(prov.stream(request()))
    message = str(info.value)
    assert KEY not in message and "rejected" in message and API_KEY_ENV in message
    assert waits == [] and len(wire.requests) == 1


def test_missing_key_names_the_environment_variable(monkeypatch, wire):
    monkeypatch.delenv(API_KEY_ENV, raising=False)
    prov = AnthropicProvider(base_url=wire.url)
    with pytest.raises(AuthError) as info:
        list(prov.stream(request()))
    assert API_KEY_ENV in str(info.value) and "\n" not in str(info.value)
    assert wire.requests == []


def test_key_set_after_construction_is_used(monkeypatch, wire):
    monkeypatch.delenv(API_KEY_ENV, raising=False)
    prov = AnthropicProvider(base_url=wire.url)
    monkeypatch.setenv(API_KEY_ENV, made_up("ant-late-key"))
    wire.queue(A.text_reply("hi"))
    run(prov, request())
    sent = wire.requests[0].headers
    assert made_up("ant-late-key") in (sent.get("x-api-key", "") + sent.get("authorization", ""))


def test_stream_dropped_midway_keeps_the_partial_text(wire):
    events = A.text_events("Hello there, friend of mine.", pieces=4)
    # message_start, ping, block_start, 2 deltas -> drop
    wire.queue(A.dropped_reply(events, after=5))
    prov, waits = provider(wire)
    seen = []
    with pytest.raises(ProviderError) as info:
        for event in prov.stream(request()):
            seen.append(event)
    pieces = A.split("Hello there, friend of mine.", 4)
    assert [e.text for e in seen] == pieces[:2]
    partial = info.value.partial
    assert partial.parts == [TextPart("".join(pieces[:2]))]
    assert partial.finish_reason == "error"
    assert partial.usage.input == 25  # from message_start
    assert waits == [] and len(wire.requests) == 1  # never retried once text was shown


def test_clean_end_without_message_stop_after_a_finished_tool_call(wire):
    events = A.tool_calls_events(
        [("toolu_1", "ls", {"path": "."}), ("toolu_2", "view", {"path": "a"})], text="Hm."
    )
    cut = next(
        i
        for i, (name, data) in enumerate(events)
        if name == "content_block_start" and data["index"] == 2
    )
    wire.reply_sse(events[: cut + 2])  # the second tool call has started, not finished
    with pytest.raises(ProviderError, match="message_stop") as info:
        list(provider(wire)[0].stream(request()))
    partial = info.value.partial
    assert partial.parts == [TextPart("Hm."), ToolCallPart("toolu_1", "ls", {"path": "."})]
    assert partial.metadata["unfinished_tool_calls"] == ["view"]


def test_error_event_before_content_is_retried(wire):
    events = [A.message_start(), A.error_event("overloaded_error", "Overloaded")]
    wire.reply_sse(events)
    wire.queue(A.text_reply("recovered"))
    prov, waits = provider(wire)
    out, response = run(prov, request())
    assert isinstance(out[0], RetryNotice) and "overloaded_error" in out[0].reason
    assert waits == [1] and response.parts == [TextPart("recovered")]


def test_error_event_after_text_fails_with_partial(wire):
    events = A.text_events("abcdef", pieces=2)
    cut = next(i for i, (name, _) in enumerate(events) if name == "content_block_stop")
    wire.reply_sse([*events[:cut], A.error_event("overloaded_error", "Overloaded")])
    prov, waits = provider(wire)
    with pytest.raises(ProviderError, match="overloaded_error") as info:
        list(prov.stream(request()))
    assert info.value.partial.parts == [TextPart("abcdef")] and waits == []


def test_connection_refused_is_retried_then_reported():
    with WireServer() as server:
        url = server.url
    waits: list[float] = []
    prov = AnthropicProvider(api_key=KEY, base_url=url, max_retries=3, sleep=waits.append)
    with pytest.raises(ProviderError, match="connection error") as info:
        list(prov.stream(request()))
    assert waits == [1, 2, 4] and info.value.status is None


def test_script_exhaustion_is_reported_readably(wire):
    prov, _ = provider(wire, max_retries=0)
    with pytest.raises(ProviderError, match="test script ran out"):
        list(prov.stream(request()))
