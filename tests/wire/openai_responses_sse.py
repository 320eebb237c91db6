"""Realistic OpenAI Responses API replies for ``WireServer``: the streamed events of
``POST /responses`` and the JSON of ``POST /responses/compact``.

The event shapes follow the streaming reference: ``response.created`` / ``response.in_progress``,
``response.output_item.added`` and ``.done`` for each output item (``message``, ``reasoning``,
``function_call``, ``compaction``), ``response.output_text.delta``,
``response.reasoning_summary_text.delta``, ``response.function_call_arguments.delta``, then
``response.completed`` (or ``response.incomplete`` / ``response.failed``) carrying the usage:
``input_tokens`` with ``input_tokens_details.cached_tokens`` (a subset), ``output_tokens`` with
``output_tokens_details.reasoning_tokens``. Every event has ``event:`` and a ``sequence_number``.
"""

from __future__ import annotations

import json
from typing import Any

from .anthropic_sse import split
from .server import JSONReply, SSEReply

MODEL = "gpt-5.4"
Event = tuple[str, dict[str, Any]]


def usage(input: int = 40, output: int = 12, *, cached: int = 0, reasoning: int = 0):
    return {
        "input_tokens": input,
        "input_tokens_details": {"cached_tokens": cached},
        "output_tokens": output,
        "output_tokens_details": {"reasoning_tokens": reasoning},
        "total_tokens": input + output,
    }


def _response(rid: str, status: str, output: list[Any], usage_: Any = None, **extra: Any):
    return {
        "id": rid,
        "object": "response",
        "created_at": 1_800_000_000,
        "status": status,
        "model": MODEL,
        "output": output,
        "usage": usage_,
        "error": None,
        "incomplete_details": None,
        **extra,
    }


class _Stream:
    """Builds one response's events with running sequence numbers and output indexes."""

    def __init__(self, rid: str) -> None:
        self.rid = rid
        self.events: list[Event] = []
        self.output: list[dict[str, Any]] = []

    def add(self, kind: str, **data: Any) -> None:
        self.events.append((kind, {"type": kind, "sequence_number": len(self.events), **data}))

    def start(self) -> _Stream:
        self.add("response.created", response=_response(self.rid, "in_progress", []))
        self.add("response.in_progress", response=_response(self.rid, "in_progress", []))
        return self

    def item(self, item: dict[str, Any], deltas: list[Event] = ()) -> None:  # type: ignore[assignment]
        index = len(self.output)
        started = {**item, "status": "in_progress"}
        if item["type"] == "message":
            started["content"] = []
        if item["type"] == "function_call":
            started["arguments"] = ""
        self.add("response.output_item.added", output_index=index, item=started)
        for kind, data in deltas:
            self.add(kind, output_index=index, item_id=item.get("id", ""), **data)
        self.add(
            "response.output_item.done", output_index=index, item={**item, "status": "completed"}
        )
        self.output.append(item)

    def text(self, text: str, pieces: int = 3) -> None:
        self.item(
            {
                "id": f"msg_{len(self.output)}",
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": text, "annotations": []}],
            },
            [
                ("response.output_text.delta", {"content_index": 0, "delta": p})
                for p in split(text, pieces)
            ],
        )

    def reasoning(self, summary: str) -> None:
        self.item(
            {
                "id": f"rs_{len(self.output)}",
                "type": "reasoning",
                "summary": [{"type": "summary_text", "text": summary}],
            },
            [("response.reasoning_summary_text.delta", {"summary_index": 0, "delta": summary})],
        )

    def call(self, call_id: str, name: str, args: dict[str, Any] | str) -> None:
        raw = args if isinstance(args, str) else json.dumps(args)
        self.item(
            {
                "id": f"fc_{len(self.output)}",
                "type": "function_call",
                "call_id": call_id,
                "name": name,
                "arguments": raw,
            },
            [("response.function_call_arguments.delta", {"delta": p}) for p in split(raw, 3)],
        )

    def compaction(self, encrypted: str) -> None:
        self.add("response.compaction.compacting", output_index=len(self.output), item_id="cmp_1")
        self.item(
            {"id": f"cmp_{len(self.output)}", "type": "compaction", "encrypted_content": encrypted}
        )

    def end(self, usage_: dict[str, Any], status: str = "completed", reason: str | None = None):
        kind = "response.completed" if status == "completed" else "response.incomplete"
        extra = {"incomplete_details": {"reason": reason}} if reason else {}
        self.add(kind, response=_response(self.rid, status, self.output, usage_, **extra))
        return SSEReply(list(self.events), headers={"x-request-id": f"req_{self.rid}"})


def text_reply(
    text: str = "Hello from Responses.",
    *,
    rid: str = "resp_text",
    usage_=None,
    reasoning: str | None = None,
):
    s = _Stream(rid).start()
    if reasoning:
        s.reasoning(reasoning)
    s.text(text)
    return s.end(usage_ or usage())


def calls_reply(
    calls: list[tuple[str, str, dict[str, Any] | str]],
    *,
    text: str | None = "Let me look.",
    rid: str = "resp_calls",
    usage_=None,
):
    s = _Stream(rid).start()
    if text:
        s.text(text, 2)
    for call_id, name, args in calls:
        s.call(call_id, name, args)
    return s.end(usage_ or usage())


def compaction_reply(
    encrypted: str, text: str = "Continuing.", *, rid: str = "resp_cmp", usage_=None
):
    s = _Stream(rid).start()
    s.compaction(encrypted)
    s.text(text)
    return s.end(usage_ or usage())


def incomplete_reply(
    text: str = "Cut", reason: str = "max_output_tokens", *, rid: str = "resp_inc"
):
    s = _Stream(rid).start()
    s.text(text)
    return s.end(usage(), status="incomplete", reason=reason)


def failed_reply(
    code: str = "server_error", message: str = "The server had an error", *, rid: str = "resp_fail"
):
    s = _Stream(rid).start()
    s.add(
        "response.failed",
        response=_response(rid, "failed", [], None, error={"code": code, "message": message}),
    )
    return SSEReply(list(s.events))


def error_event_reply(
    code: str = "context_length_exceeded",
    message: str = "Your input exceeds the context window of this model.",
):
    s = _Stream("resp_err").start()
    s.add("error", code=code, message=message, param=None)
    return SSEReply(list(s.events))


def compacted(output: list[dict[str, Any]], usage_=None, rid: str = "resp_compact") -> JSONReply:
    """The JSON ``POST /responses/compact`` answers with."""
    return JSONReply(
        200,
        {
            "id": rid,
            "object": "response.compaction",
            "created_at": 1_800_000_000,
            "output": output,
            "usage": usage_ or usage(5_000, 400, cached=4_000),
        },
    )
