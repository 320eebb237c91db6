"""Realistic Anthropic Messages API replies for ``WireServer``: streams, usage, error bodies.

The event shapes follow the Messages streaming reference: ``message_start`` (input-side usage,
cache read and creation with its 5m / 1h split), ``content_block_start`` / ``_delta`` / ``_stop``
(``text_delta``, ``thinking_delta``, ``signature_delta``, ``input_json_delta``), ``message_delta``
(stop_reason and cumulative usage, output tokens included), ``message_stop``; ``ping`` events
appear as the API sends them. Errors use ``{"type": "error", "error": {"type", "message"}}``.

Typical use in an end-to-end test of the loop::

    server.queue(
        tool_calls_reply([("toolu_1", "ls", {"path": "."}), ("toolu_2", "view", {"path": "a.py"})]),
        text_reply("The project has two files."),
    )
"""

from __future__ import annotations

import json
from typing import Any

from .server import JSONReply, SSEReply

Event = tuple[str, dict[str, Any]]

MODEL = "claude-sonnet-4-6"


def split(text: str, pieces: int) -> list[str]:
    """``text`` cut into ``pieces`` consecutive, non-empty (where possible) chunks."""
    pieces = max(1, min(pieces, len(text) or 1))
    size, extra = divmod(len(text), pieces)
    out, start = [], 0
    for i in range(pieces):
        end = start + size + (1 if i < extra else 0)
        out.append(text[start:end])
        start = end
    return out


def usage(
    input: int = 25,
    output: int = 12,
    *,
    cache_read: int = 0,
    cache_write_5m: int = 0,
    cache_write_1h: int = 0,
) -> dict[str, Any]:
    """A Messages API usage object (``input`` = tokens after the last breakpoint)."""
    return {
        "input_tokens": input,
        "cache_creation_input_tokens": cache_write_5m + cache_write_1h,
        "cache_read_input_tokens": cache_read,
        "cache_creation": {
            "ephemeral_5m_input_tokens": cache_write_5m,
            "ephemeral_1h_input_tokens": cache_write_1h,
        },
        "output_tokens": output,
        "service_tier": "standard",
    }


def message_start(
    message_id: str = "msg_01WireTest", model: str = MODEL, usage_: dict[str, Any] | None = None
) -> Event:
    start_usage = dict(usage_ or usage())
    start_usage["output_tokens"] = 1  # the API reports a token or so here; the total comes later
    return (
        "message_start",
        {
            "type": "message_start",
            "message": {
                "id": message_id,
                "type": "message",
                "role": "assistant",
                "model": model,
                "content": [],
                "stop_reason": None,
                "stop_sequence": None,
                "usage": start_usage,
            },
        },
    )


def message_end(
    stop_reason: str,
    usage_: dict[str, Any],
    *,
    cumulative: bool = True,
    applied_edits: list[dict[str, Any]] | None = None,
) -> list[Event]:
    """``message_delta`` then ``message_stop``. The current API repeats the input figures
    (cumulative) in message_delta; older versions sent only ``output_tokens`` (``cumulative=False``).
    ``applied_edits`` (context editing) ride on the message_delta, as the context-editing docs
    show; a usage with ``iterations`` (compaction) carries them there too."""
    delta_usage = {"output_tokens": usage_["output_tokens"]}
    if cumulative:
        delta_usage = {
            "input_tokens": usage_["input_tokens"],
            "cache_creation_input_tokens": usage_["cache_creation_input_tokens"],
            "cache_read_input_tokens": usage_["cache_read_input_tokens"],
            **delta_usage,
        }
    if "iterations" in usage_:
        delta_usage["iterations"] = usage_["iterations"]
    delta: dict[str, Any] = {
        "type": "message_delta",
        "delta": {"stop_reason": stop_reason, "stop_sequence": None},
        "usage": delta_usage,
    }
    if applied_edits is not None:
        delta["context_management"] = {"applied_edits": applied_edits}
    return [("message_delta", delta), ("message_stop", {"type": "message_stop"})]


def iteration(kind: str, input: int, output: int, *, cache_read: int = 0, cache_write: int = 0):
    """One entry of ``usage.iterations`` (``kind``: "compaction" or "message")."""
    return {
        "type": kind,
        "input_tokens": input,
        "output_tokens": output,
        "cache_read_input_tokens": cache_read,
        "cache_creation_input_tokens": cache_write,
    }


def compaction_block(index: int, summary: str | None, **fields: Any) -> list[Event]:
    """A ``compaction`` block as the compaction docs' "Streaming" section has it: a start, one
    ``compaction_delta`` with the whole summary, a stop. ``fields`` (``signature``,
    ``encrypted_content``...) come on the start block, to be sent back verbatim."""
    return [
        (
            "content_block_start",
            {
                "type": "content_block_start",
                "index": index,
                "content_block": {"type": "compaction", "content": None, **fields},
            },
        ),
        (
            "content_block_delta",
            {
                "type": "content_block_delta",
                "index": index,
                "delta": {"type": "compaction_delta", "content": summary},
            },
        ),
        ("content_block_stop", {"type": "content_block_stop", "index": index}),
    ]


def compaction_events(
    summary: str,
    *,
    text: str | None = "Continuing from the summary.",
    calls: list[tuple[str, str, dict[str, Any]]] = (),  # type: ignore[assignment]
    compaction: dict[str, Any] | None = None,
    message: dict[str, Any] | None = None,
    stop_reason: str | None = None,
    message_id: str = "msg_01WireCompaction",
    **fields: Any,
) -> list[Event]:
    """A response that compacted: the compaction block first, then (unless paused) text and
    tool calls; usage whose top level is the message iteration, with both iterations listed."""
    compaction = compaction or iteration("compaction", 180_000, 3_500)
    paused = text is None and not calls
    figures = usage(0, 0) if paused else (message and dict(message)) or usage(23_000, 1_000)
    figures["iterations"] = (
        [compaction]
        if paused
        else [
            compaction,
            iteration(
                "message",
                figures["input_tokens"],
                figures["output_tokens"],
                cache_read=figures["cache_read_input_tokens"],
                cache_write=figures["cache_creation_input_tokens"],
            ),
        ]
    )
    events = [message_start(message_id, MODEL, figures)]
    events += compaction_block(0, summary, **fields)
    index = 1
    if text:
        events += text_block(index, text, 2)
        index += 1
    for call_id, name, args in calls:
        events += tool_use_block(index, call_id, name, args)
        index += 1
    reason = stop_reason or ("compaction" if paused else "tool_use" if calls else "end_turn")
    return events + message_end(reason, figures)


def text_block(index: int, text: str, pieces: int = 3) -> list[Event]:
    events: list[Event] = [
        (
            "content_block_start",
            {
                "type": "content_block_start",
                "index": index,
                "content_block": {"type": "text", "text": ""},
            },
        )
    ]
    for piece in split(text, pieces):
        events.append(
            (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": index,
                    "delta": {"type": "text_delta", "text": piece},
                },
            )
        )
    events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
    return events


def thinking_block(
    index: int, thinking: str, signature: str = "sig-wire-1", pieces: int = 2
) -> list[Event]:
    events: list[Event] = [
        (
            "content_block_start",
            {
                "type": "content_block_start",
                "index": index,
                "content_block": {"type": "thinking", "thinking": "", "signature": ""},
            },
        )
    ]
    for piece in split(thinking, pieces):
        events.append(
            (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": index,
                    "delta": {"type": "thinking_delta", "thinking": piece},
                },
            )
        )
    events.append(
        (
            "content_block_delta",
            {
                "type": "content_block_delta",
                "index": index,
                "delta": {"type": "signature_delta", "signature": signature},
            },
        )
    )
    events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
    return events


def tool_use_block(
    index: int, call_id: str, name: str, input: dict[str, Any] | str, pieces: int = 3
) -> list[Event]:
    """A tool_use block whose input JSON arrives split over ``pieces`` input_json_delta events.
    Pass a str as ``input`` to stream raw (e.g. malformed) JSON."""
    raw = input if isinstance(input, str) else json.dumps(input)
    events: list[Event] = [
        (
            "content_block_start",
            {
                "type": "content_block_start",
                "index": index,
                "content_block": {"type": "tool_use", "id": call_id, "name": name, "input": {}},
            },
        )
    ]
    for piece in split(raw, pieces):
        events.append(
            (
                "content_block_delta",
                {
                    "type": "content_block_delta",
                    "index": index,
                    "delta": {"type": "input_json_delta", "partial_json": piece},
                },
            )
        )
    events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
    return events


def text_events(
    text: str = "Hello from the wire server.",
    *,
    pieces: int = 3,
    usage_: dict[str, Any] | None = None,
    stop_reason: str = "end_turn",
    thinking: str | None = None,
    message_id: str = "msg_01WireText",
    model: str = MODEL,
    cumulative: bool = True,
    applied_edits: list[dict[str, Any]] | None = None,
) -> list[Event]:
    """A text answer streamed in ``pieces`` deltas (optionally after a thinking block)."""
    figures = usage_ or usage()
    events = [message_start(message_id, model, figures), ("ping", {"type": "ping"})]
    index = 0
    if thinking:
        events += thinking_block(index, thinking)
        index += 1
    events += text_block(index, text, pieces)
    return events + message_end(
        stop_reason, figures, cumulative=cumulative, applied_edits=applied_edits
    )


def tool_calls_events(
    calls: list[tuple[str, str, dict[str, Any] | str]],
    *,
    text: str | None = "Let me look at the files.",
    pieces: int = 3,
    usage_: dict[str, Any] | None = None,
    message_id: str = "msg_01WireTools",
    model: str = MODEL,
    applied_edits: list[dict[str, Any]] | None = None,
) -> list[Event]:
    """An assistant turn: optional text, then each ``(id, name, input)`` as a tool_use block."""
    figures = usage_ or usage()
    events = [message_start(message_id, model, figures), ("ping", {"type": "ping"})]
    index = 0
    if text:
        events += text_block(index, text, 2)
        index += 1
    for call_id, name, args in calls:
        events += tool_use_block(index, call_id, name, args, pieces)
        index += 1
    return events + message_end("tool_use", figures, applied_edits=applied_edits)


def text_reply(text: str = "Hello from the wire server.", **kwargs: Any) -> SSEReply:
    return SSEReply(text_events(text, **kwargs), headers={"request-id": "req_wire_text"})


def tool_calls_reply(calls: list[tuple[str, str, dict[str, Any] | str]], **kwargs: Any) -> SSEReply:
    return SSEReply(tool_calls_events(calls, **kwargs), headers={"request-id": "req_wire_tools"})


def compaction_reply(summary: str, **kwargs: Any) -> SSEReply:
    return SSEReply(compaction_events(summary, **kwargs), headers={"request-id": "req_wire_cmp"})


def dropped_reply(events: list[Event], after: int) -> SSEReply:
    """The stream of ``events`` cut off (socket closed) after ``after`` events."""
    return SSEReply(events, drop_after=after)


# --------------------------------------------------------------------------- errors


def error_body(kind: str, message: str) -> dict[str, Any]:
    return {"type": "error", "error": {"type": kind, "message": message}}


def error_event(kind: str = "overloaded_error", message: str = "Overloaded") -> Event:
    """An ``error`` event inside a 200 stream (how the API reports overload mid-stream)."""
    return ("error", error_body(kind, message))


def rate_limited(retry_after: float | None = 2, *, retry_after_ms: int | None = None) -> JSONReply:
    headers = {"request-id": "req_wire_429"}
    if retry_after is not None:
        headers["retry-after"] = f"{retry_after:g}"
    if retry_after_ms is not None:
        headers["retry-after-ms"] = str(retry_after_ms)
    return JSONReply(
        429,
        error_body(
            "rate_limit_error",
            "This request would exceed the rate limit for your organization of 30,000 input "
            "tokens per minute.",
        ),
        headers,
    )


def overloaded() -> JSONReply:
    return JSONReply(529, error_body("overloaded_error", "Overloaded"))


def server_error(status: int = 500) -> JSONReply:
    return JSONReply(status, error_body("api_error", "Internal server error"))


def prompt_too_long(tokens: int = 208_310, maximum: int = 200_000) -> JSONReply:
    return JSONReply(
        400,
        error_body(
            "invalid_request_error", f"prompt is too long: {tokens} tokens > {maximum} maximum"
        ),
    )


def input_and_max_tokens_too_long(
    tokens: int = 178_959, max_tokens: int = 64_000, maximum: int = 200_000
) -> JSONReply:
    """The 400 for a prompt that fits but leaves no room for ``max_tokens`` (Claude 3.7 on)."""
    return JSONReply(
        400,
        error_body(
            "invalid_request_error",
            f"input length and `max_tokens` exceed context limit: {tokens} + {max_tokens} > "
            f"{maximum}, decrease input length or `max_tokens` and try again",
        ),
    )


def unauthorized(echo_key: str | None = None) -> JSONReply:
    """401 authentication_error; ``echo_key`` makes the body quote the key (a leaky proxy)."""
    message = f"invalid x-api-key: {echo_key}" if echo_key else "invalid x-api-key"
    return JSONReply(401, error_body("authentication_error", message))


def bad_request(message: str = "messages: roles must alternate") -> JSONReply:
    return JSONReply(400, error_body("invalid_request_error", message))
