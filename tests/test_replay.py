"""Replay: the transcript format, its exact inverse, the strategy, and the offline model under it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic.context.policy import apply_one
from ctxmagic.context.strategy import StrategyContext
from ctxmagic.errors import ConfigError
from ctxmagic.messages import transcripts
from ctxmagic.messages.parts import (
    CompactionPart,
    FinishPart,
    Message,
    ReasoningPart,
    StepUsagePart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    tool_message,
    user_message,
)
from ctxmagic.model.catalog import load_catalog
from ctxmagic.model.request import ProviderRequest, ProviderResponse
from ctxmagic.model.tokens import TokenCounter
from ctxmagic.providers.offline import OfflineProvider
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool

COUNTER = TokenCounter()


def visible(messages: list[Message]) -> list[tuple[str, list[dict]]]:
    """What a model sees of messages: roles and sendable parts (ids and times aside)."""
    out = []
    for m in messages:
        parts = []
        for p in m.parts:
            if isinstance(p, ToolResultPart):
                p = ToolResultPart(p.tool_call_id, p.name, p.visible_content, is_error=p.is_error)
            if isinstance(p, (TextPart, ReasoningPart, ToolCallPart, ToolResultPart)):
                parts.append(p.to_dict())
        out.append((m.role, parts))
    return out


def sample() -> list[Message]:
    call = ToolCallPart("call_1", "grep", {"pattern": "Order|Cart", "include": "*.py"})
    return [
        user_message("Where is `Order` defined?"),
        Message(role="assistant", parts=[TextPart("Searching."), call, FinishPart("tool_use")]),
        tool_message([ToolResultPart("call_1", "grep", "shop.py:\n  Line 3: class Order:")]),
        Message(role="assistant", parts=[TextPart("At shop.py:3.")]),
        user_message("Thanks"),
    ]


def test_the_transcript_is_marked_tagged_and_ends_with_an_instruction():
    text = transcripts.render_transcript(sample())
    lines = text.split("\n")
    assert lines[0] == '<transcript format="ctxmagic-replay/1">'
    assert '<message role="assistant">' in lines
    assert '<tool_call id="call_1" name="grep">' in lines
    assert '{"pattern": "Order|Cart", "include": "*.py"}' in lines
    assert '<tool_result call_id="call_1" name="grep" lines="2">' in lines
    assert "  Line 3: class Order:" in lines
    assert "Continue from the last user message" in lines[-1]
    assert transcripts.render_transcript(sample()) == text  # stable: same history, same text


def test_parse_is_the_inverse_of_render():
    messages = sample()
    assert visible(
        transcripts.parse_transcript(transcripts.render_transcript(messages))
    ) == visible(messages)


def test_a_pruned_result_is_replayed_as_the_placeholder_the_model_sees():
    messages = sample()
    messages[2].parts[0].pruned_at = 1
    text = transcripts.render_transcript(messages)
    assert "class Order" not in text and "[Old tool result content cleared]" in text


def test_error_results_reasoning_and_images_are_rendered():
    messages = [
        user_message("go"),
        Message(
            role="assistant",
            parts=[ReasoningPart("think", signature="sig"), ToolCallPart("c", "ls", {})],
        ),
        tool_message([ToolResultPart("c", "ls", "denied", is_error=True)]),
    ]
    back = transcripts.parse_transcript(transcripts.render_transcript(messages))
    assert back[1].parts[0] == ReasoningPart("think")  # the signature is not model-visible text
    assert back[2].parts[0].is_error is True


body_text = st.lists(
    st.sampled_from(["a", "é", "€", " ", "\n", "\r", "<", ">", '"', "\\", "/", "`"])
    | st.sampled_from(
        [
            "</text>",
            "</message>",
            "</transcript>",
            "</tool_result>",
            transcripts.MARKER,
            "<message ",
        ]
    ),
    max_size=40,
).map("".join)
ids = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=8)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=10),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


@st.composite
def histories(draw) -> list[Message]:
    messages = []
    for _ in range(draw(st.integers(1, 4))):
        messages.append(user_message(draw(body_text)))
        calls = [
            ToolCallPart(
                draw(ids),
                draw(ids),
                draw(st.dictionaries(st.text(max_size=5), json_values, max_size=3)),
            )
            for _ in range(draw(st.integers(0, 2)))
        ]
        messages.append(Message(role="assistant", parts=[TextPart(draw(body_text)), *calls]))
        if calls:
            messages.append(
                tool_message(
                    [
                        ToolResultPart(c.id, c.name, draw(body_text), is_error=draw(st.booleans()))
                        for c in calls
                    ]
                )
            )
    return messages


@settings(max_examples=100, deadline=None)
@given(histories())
def test_round_trip_of_any_content(messages):
    text = transcripts.render_transcript(messages)
    assert visible(transcripts.parse_transcript(text)) == visible(messages)


@settings(max_examples=60, deadline=None)
@given(histories(), st.sampled_from(["o200k_base", "cl100k_base"]))
def test_a_transcript_counts_as_its_blocks_do(messages, tokenizer):
    """The replay strategy renders, counts and reports its transcript from what each message
    keeps, continuing from the previous request's messages (a request works only on the blocks
    it adds): whatever order the requests come in, the text is ``render_transcript``'s, the count
    the tokenizer's count of the whole text, and every part is reported."""
    import dataclasses

    from ctxmagic.context import replay
    from ctxmagic.model.tokens import _count

    context = dataclasses.replace(ctx(), counter=TokenCounter(tokenizer))
    requests = [messages[:k] for k in range(1, len(messages) + 1)]
    requests += [messages[1:] or messages, messages, messages[:1]]  # not extending the last one
    for history in requests:
        [out], report = replay.apply(history, context)
        text = transcripts.render_transcript(history)
        assert out.text == text and out.tokens["parts"] == [_count(text, tokenizer)]
        assert [(c.message_id, c.index) for c in report.changes] == [
            (m.id, i) for m in history for i in range(len(m.parts))
        ]
    out, _ = apply_one("replay", messages, ctx())
    text = transcripts.render_transcript(messages)
    assert COUNTER.messages(out) == _count(text, "o200k_base") + 4  # + the message overhead


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("hello", "must start with"),
        (
            transcripts.MARKER + '\n<message role="user">\n<text lines="2">\nonly one\n</text>',
            "not closed",
        ),
        (
            transcripts.MARKER + '\n<message role="robot">\n</message>\n</transcript>',
            "unknown role",
        ),
        (transcripts.MARKER + '\n<message role="user">\n</message>', "</transcript> missing"),
        (
            transcripts.MARKER
            + '\n<message role="assistant">\n<tool_call id="a" name="b">\n[1]\n</tool_call>',
            "must be a JSON object",
        ),
        (
            transcripts.MARKER + '\n<message role="user">\n<text>\nhi\n</text>',
            "needs a lines attribute",
        ),
        (
            transcripts.MARKER + '\n<message role="user">\n<text lines="x">\nhi\n</text>',
            "1 or more",
        ),
        (
            transcripts.MARKER
            + '\n<message role="tool">\n<tool_result lines="1">\nhi\n</tool_result>',
            "call_id",
        ),
        (transcripts.MARKER + '\n<message role="user">\n<video lines="1">\nhi', "unknown block"),
    ],
)
def test_malformed_transcripts_are_refused_with_the_reason(text, error):
    with pytest.raises(transcripts.TranscriptError, match=error):
        transcripts.parse_transcript(text)
    # a prompt that merely looks like a transcript is read as the prompt it is
    messages = [user_message(text)]
    assert transcripts.expand(messages) is messages


def ctx(**settings) -> StrategyContext:
    return StrategyContext(
        counter=COUNTER,
        window=100_000,
        budget=90_000,
        context_tokens=0,
        settings=settings,
        session_id="s1",
    )


def test_apply_sends_one_user_message_and_reports_every_part_replayed():
    summary = Message(role="user", parts=[TextPart("summary"), CompactionPart(auto=True)])
    messages = [summary, *sample()]
    messages[2].parts.append(StepUsagePart("r", "m", {}, 0.0, 10))
    before = [m.to_dict() for m in messages]
    out, report = apply_one("replay", messages, ctx())
    assert [m.to_dict() for m in messages] == before
    [only] = out
    assert only.role == "user" and only.session_id == "s1"
    assert only.parts == [TextPart(transcripts.render_transcript(messages))]
    assert [(c.message_id, c.index) for c in report.changes] == [
        (m.id, i) for m in messages for i in range(len(m.parts))
    ]
    assert {c.action for c in report.changes} == {"replayed"}
    call = next(c for c in report.changes if c.type == "tool_call")
    assert call.tokens_after == COUNTER.text(transcripts.render_part(messages[2].parts[1]))
    assert all(c.tokens_after == 0 for c in report.changes if c.type in ("finish", "step_usage"))
    assert report.tokens_before == COUNTER.messages(messages)
    assert report.tokens_after == COUNTER.messages(out) > report.tokens_before
    assert report.persist == [] and report.after == out
    with pytest.raises(ConfigError, match="valid parameters: none"):
        apply_one("replay", messages, ctx(mode="full"))


# --- the offline stand-in reads a replayed request ----------------------------------------------


def respond(provider: OfflineProvider, messages: list[Message]) -> ProviderResponse:
    model = load_catalog().get("offline")
    request = ProviderRequest(model=model, system=[], tools=[], messages=messages, max_tokens=1000)
    *_, response = provider.stream(request)
    assert isinstance(response, ProviderResponse)
    return response


def planned(response: ProviderResponse) -> tuple[str, list[tuple[str, dict]]]:
    return response.finish_reason, [
        (c.name, c.input) for c in response.parts if isinstance(c, ToolCallPart)
    ]


def run_turn(provider, messages, prompt, workspace) -> int:
    """Drive one turn, checking at every step that replay gives the same plan; returns steps."""
    messages.append(user_message(prompt))
    steps = 0
    while True:
        direct = respond(provider, messages)
        replayed = respond(provider, apply_one("replay", messages, ctx())[0])
        assert planned(replayed) == planned(direct)
        steps += 1
        if direct.finish_reason == "end_turn":
            messages.append(Message(role="assistant", parts=direct.parts))
            return steps
        calls = [p for p in direct.parts if isinstance(p, ToolCallPart)]
        messages.append(Message(role="assistant", parts=direct.parts))
        results = []
        for c in calls:
            out = run_tool(c.name, c.input, ToolContext(workspace))
            results.append(ToolResultPart(c.id, c.name, out.content, out.metadata, out.is_error))
        messages.append(tool_message(results))


def test_offline_model_plans_the_same_under_replay(workspace):
    """At every step of two turns, the replayed request (one message holding the transcript)
    gets the same plan as the live one; the second turn is read as its own turn."""
    provider = OfflineProvider(workspace=workspace)
    messages: list[Message] = []
    prompt = "Where is `line_total` defined and how is VAT applied?"
    assert run_turn(provider, messages, prompt, workspace) >= 2  # tools, then the answer
    assert "bookshop/pricing.py:" in messages[-1].text
    first_step = respond(
        provider,
        apply_one("replay", [*messages, user_message("Where is `OutOfStock` raised?")], ctx())[0],
    )
    calls = [c for c in first_step.parts if isinstance(c, ToolCallPart)]
    assert calls and all("OutOfStock" in c.input.get("pattern", "") for c in calls)
    assert run_turn(provider, messages, "Where is `OutOfStock` raised?", workspace) >= 2
    assert "bookshop/orders.py:" in messages[-1].text
