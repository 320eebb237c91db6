"""Realistic OpenAI Chat Completions replies for ``WireServer``: chunk streams, usage, errors.

Chunks are ``chat.completion.chunk`` objects sent as ``data:`` lines with no ``event:`` name,
ending with ``data: [DONE]``. With ``stream_options.include_usage`` the last chunk before
``[DONE]`` has empty ``choices`` and the ``usage`` object (``prompt_tokens_details.cached_tokens``
is a subset of ``prompt_tokens``). Tool calls stream as deltas keyed by ``index``: the first
delta of a call carries ``id``, ``type`` and ``function.name``, later ones only argument pieces.
Errors use ``{"error": {"message", "type", "param", "code"}}``.

Typical use in an end-to-end test of the loop::

    server.queue(
        tool_calls_reply([("call_1", "ls", {"path": "."}), ("call_2", "view", {"path": "a.py"})]),
        text_reply("The project has two files."),
    )
"""

from __future__ import annotations

import json
from typing import Any

from .anthropic_sse import split
from .server import JSONReply, SSEReply

Event = tuple[None, Any]

MODEL = "gpt-4.1"
CREATED = 1_764_000_000


def chunk(
    delta: dict[str, Any] | None = None,
    *,
    finish_reason: str | None = None,
    completion_id: str = "chatcmpl-wire",
    model: str = MODEL,
    usage_: dict[str, Any] | None = None,
    no_choices: bool = False,
) -> Event:
    body: dict[str, Any] = {
        "id": completion_id,
        "object": "chat.completion.chunk",
        "created": CREATED,
        "model": model,
        "system_fingerprint": "fp_wire",
        "choices": []
        if no_choices
        else [{"index": 0, "delta": delta or {}, "logprobs": None, "finish_reason": finish_reason}],
    }
    if usage_ is not None:
        body["usage"] = usage_
    return (None, body)


def usage(
    prompt: int = 40,
    completion: int = 9,
    *,
    cached: int = 0,
    cache_write: int | None = None,
    reasoning: int = 0,
) -> dict[str, Any]:
    """A usage object; ``cached`` (and ``cache_write`` where sent) are part of ``prompt``."""
    details: dict[str, Any] = {"cached_tokens": cached, "audio_tokens": 0}
    if cache_write is not None:
        details["cache_write_tokens"] = cache_write
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
        "prompt_tokens_details": details,
        "completion_tokens_details": {
            "reasoning_tokens": reasoning,
            "audio_tokens": 0,
            "accepted_prediction_tokens": 0,
            "rejected_prediction_tokens": 0,
        },
    }


def _tail(finish_reason: str, usage_: dict[str, Any] | None, model: str) -> list[Event]:
    events = [chunk({}, finish_reason=finish_reason, model=model)]
    if usage_ is not None:
        events.append(chunk(no_choices=True, usage_=usage_, model=model))
    events.append((None, "[DONE]"))
    return events


def text_events(
    text: str = "Hello from the wire server.",
    *,
    pieces: int = 3,
    usage_: dict[str, Any] | None = None,
    include_usage: bool = True,
    finish_reason: str = "stop",
    reasoning: str | None = None,
    model: str = MODEL,
) -> list[Event]:
    """A text answer in ``pieces`` deltas; ``include_usage=False`` mimics a server that sends
    no usage; ``reasoning`` streams ``reasoning_content`` first (vLLM / DeepSeek style)."""
    events = [chunk({"role": "assistant", "content": "", "refusal": None}, model=model)]
    if reasoning:
        events += [
            chunk({"reasoning_content": piece}, model=model) for piece in split(reasoning, 2)
        ]
    events += [chunk({"content": piece}, model=model) for piece in split(text, pieces)]
    return events + _tail(finish_reason, (usage_ or usage()) if include_usage else None, model)


def tool_calls_events(
    calls: list[tuple[str, str, dict[str, Any] | str]],
    *,
    text: str | None = None,
    pieces: int = 3,
    usage_: dict[str, Any] | None = None,
    include_usage: bool = True,
    model: str = MODEL,
) -> list[Event]:
    """An assistant turn calling each ``(id, name, arguments)``; arguments arrive in ``pieces``."""
    events = [chunk({"role": "assistant", "content": None}, model=model)]
    if text:
        events += [chunk({"content": piece}, model=model) for piece in split(text, 2)]
    for index, (call_id, name, args) in enumerate(calls):
        raw = args if isinstance(args, str) else json.dumps(args)
        first = {
            "index": index,
            "id": call_id,
            "type": "function",
            "function": {"name": name, "arguments": ""},
        }
        events.append(chunk({"tool_calls": [first]}, model=model))
        for piece in split(raw, pieces):
            events.append(
                chunk(
                    {"tool_calls": [{"index": index, "function": {"arguments": piece}}]},
                    model=model,
                )
            )
    return events + _tail("tool_calls", (usage_ or usage()) if include_usage else None, model)


def text_reply(text: str = "Hello from the wire server.", **kwargs: Any) -> SSEReply:
    return SSEReply(text_events(text, **kwargs), headers={"x-request-id": "req_wire_text"})


def tool_calls_reply(calls: list[tuple[str, str, dict[str, Any] | str]], **kwargs: Any) -> SSEReply:
    return SSEReply(tool_calls_events(calls, **kwargs), headers={"x-request-id": "req_wire_tools"})


def dropped_reply(events: list[Event], after: int) -> SSEReply:
    return SSEReply(list(events), drop_after=after)


# --------------------------------------------------------------------------- errors


def error_body(
    message: str, kind: str, code: str | None = None, param: str | None = None
) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": param, "code": code}}


def rate_limited(retry_after: float | None = 2, *, retry_after_ms: int | None = None) -> JSONReply:
    headers = {"x-request-id": "req_wire_429"}
    if retry_after is not None:
        headers["retry-after"] = f"{retry_after:g}"
    if retry_after_ms is not None:
        headers["retry-after-ms"] = str(retry_after_ms)
    return JSONReply(
        429,
        error_body(
            "Rate limit reached for gpt-4.1 on tokens per min (TPM): Limit 30000, Used 29500, "
            "Requested 1200. Please try again in 2s.",
            "tokens",
            "rate_limit_exceeded",
        ),
        headers,
    )


def insufficient_quota() -> JSONReply:
    return JSONReply(
        429,
        error_body(
            "You exceeded your current quota, please check your plan and billing details.",
            "insufficient_quota",
            "insufficient_quota",
        ),
    )


def server_error(status: int = 500) -> JSONReply:
    return JSONReply(
        status, error_body("The server had an error while processing your request.", "server_error")
    )


def context_length_exceeded(window: int = 128_000, requested: int = 131_072) -> JSONReply:
    return JSONReply(
        400,
        error_body(
            f"This model's maximum context length is {window} tokens. However, your messages "
            f"resulted in {requested} tokens. Please reduce the length of the messages.",
            "invalid_request_error",
            "context_length_exceeded",
            "messages",
        ),
    )


def vllm_context_overflow(window: int = 32_768, requested: int = 40_000) -> JSONReply:
    """vLLM's wording: a 400 with no ``context_length_exceeded`` code."""
    return JSONReply(
        400,
        {
            "object": "error",
            "message": f"This model's maximum context length is {window} tokens. However, you "
            f"requested {requested} tokens. Please reduce the length of the input messages.",
            "type": "BadRequestError",
            "param": None,
            "code": 400,
        },
    )


def unauthorized(echo_key: str | None = None) -> JSONReply:
    """401 invalid_api_key; OpenAI quotes the key it got (masked) - ``echo_key`` quotes it whole."""
    shown = f": {echo_key}" if echo_key else ""
    return JSONReply(
        401,
        error_body(
            f"Incorrect API key provided{shown}. You can find your API key at "
            "https://platform.openai.com/account/api-keys.",
            "invalid_request_error",
            "invalid_api_key",
        ),
    )


def stream_error_event(
    message: str = "The server had an error while processing your request.",
) -> Event:
    """An error object inside a 200 stream, as OpenAI sends on a mid-stream failure."""
    return (None, error_body(message, "server_error"))
