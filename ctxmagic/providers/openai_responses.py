"""OpenAI's Responses API (the wire Codex uses): request body, chaining, streaming, compaction.

Beside Chat Completions (``openai.py``), registered as the provider ``openai-responses``. What
differs on this wire:

- the system prompt is ``instructions``; the history is ``input``, a list of items (messages,
  ``function_call``, ``function_call_output``, and ``compaction`` items sent back verbatim);
- ``prompt_cache_key`` (the session id) routes a session's requests to the same cache, and
  ``prompt_cache_retention`` asks for the 24-hour retention (``cache_ttl = "24h"``); usage
  reports ``input_tokens_details.cached_tokens`` as a subset of the input, as Chat Completions
  does (``Usage.from_openai`` subtracts it);
- server-side compaction: ``context_management: [{"type": "compaction", "compact_threshold":
  N}]`` (the strategy ``server_compact``) makes the server answer with an encrypted compaction
  item once the input passes N; the standalone ``/responses/compact`` (``compact``) returns the
  canonical next window, to be sent as is;
- ``previous_response_id`` (the strategy ``previous_response``): a request that extends the
  previous one (its input, then that response's output) sends only the new items and the id;
  the server prepends the rest (the response must be stored: ``store`` true). Anything else is
  sent whole without the id, as OpenAI says to when an id cannot be used.

Sources: https://developers.openai.com/api/reference/resources/responses,
https://developers.openai.com/api/docs/guides/compaction,
https://developers.openai.com/api/docs/guides/conversation-state,
https://developers.openai.com/api/docs/guides/prompt-caching
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..errors import AuthError, ProviderError
from ..messages.folds import Running
from ..messages.ids import new_id
from ..messages.parts import (
    ImagePart,
    Message,
    Part,
    ReasoningPart,
    ServerCompactionPart,
    TextPart,
    ToolCallPart,
)
from ..model.request import (
    ProviderEvent,
    ProviderRequest,
    ProviderResponse,
    ReasoningDelta,
    TextDelta,
    ToolCallStarted,
)
from ..model.usage import Usage
from .keys import read_key
from .openai import API_KEY_ENV, classify_openai_error
from .retry import (
    BodyEncoder,
    Failure,
    RetryPolicy,
    StreamIncomplete,
    Timeouts,
    as_dict,
    is_context_overflow_message,
    post_stream,
    redact,
    stream_with_retries,
    timeout_failure,
)

NAME = "openai-responses"
RETENTION_24H = "24h"  # cache_ttl asking for extended prompt cache retention
RETRYABLE_CODES = frozenset({"server_error", "rate_limit_exceeded", "server_is_overloaded"})

# --------------------------------------------------------------------------- request body

Wire = Running[list[dict[str, Any]], Message]


def wire_fold() -> Wire:
    """A running conversion of a history to Responses input items (see ``folds.Running``)."""
    return Running(list, _add_message)


def responses_input(messages: list[Message], wire: Wire | None = None) -> list[dict[str, Any]]:
    """History as input items (a new list; its items are shared and never changed)."""
    return list((wire or wire_fold()).over(messages))


def _add_message(items: list[dict[str, Any]], message: Message) -> list[dict[str, Any]]:
    items += message.derived(NAME, _items)
    return items


def _items(message: Message) -> list[dict[str, Any]]:
    """One message as input items, built once per message and shared between the requests
    that carry it (never changed). Reasoning is not sent back (a stateless request would need
    its encrypted content; a chained one has it on the server)."""
    out: list[dict[str, Any]] = []
    if message.role == "assistant":
        text: list[str] = []
        for part in message.parts:
            if isinstance(part, ServerCompactionPart):
                if part.provider == "openai":
                    out += [dict(item) for item in part.items]
            elif isinstance(part, TextPart) and part.text:
                text.append(part.text)
            elif isinstance(part, ToolCallPart):
                if text:
                    out.append(_assistant_text("".join(text)))
                    text = []
                out.append(_function_call(part))
        if text:
            out.append(_assistant_text("".join(text)))
        return out
    for result in message.tool_results:
        out.append(
            {
                "type": "function_call_output",
                "call_id": result.tool_call_id,
                "output": result.visible_content,
            }
        )
    for part in message.parts:
        if isinstance(part, ServerCompactionPart) and part.provider == "openai":
            out += [dict(item) for item in part.items]
    content = _user_content(message.parts)
    if content:
        role = "developer" if message.role == "system" else "user"
        out.append({"type": "message", "role": role, "content": content})
    return out


def _assistant_text(text: str) -> dict[str, Any]:
    return {
        "type": "message",
        "role": "assistant",
        "content": [{"type": "output_text", "text": text}],
    }


def _function_call(part: ToolCallPart) -> dict[str, Any]:
    return {
        "type": "function_call",
        "call_id": part.id,
        "name": part.name,
        "arguments": json.dumps(part.input, ensure_ascii=False),
    }


def _user_content(parts: list[Part]) -> list[dict[str, Any]]:
    content: list[dict[str, Any]] = []
    for part in parts:
        if isinstance(part, TextPart) and part.text:
            content.append({"type": "input_text", "text": part.text})
        elif isinstance(part, ImagePart):
            url = f"data:{part.media_type};base64,{part.data}"
            content.append({"type": "input_image", "image_url": url})
    return content


def input_items(message: Message) -> list[dict[str, Any]]:
    """One message as the input items a request carries for it (shared, never changed)."""
    return message.derived(NAME, _items)


def output_items(parts: list[Part]) -> list[dict[str, Any]]:
    """A response's parts as the input items the next request would carry for them."""
    return _items(Message("assistant", list(parts)))


@dataclass
class Chain:
    """What the server holds of a session for ``previous_response_id``: the last response's id,
    the input it was sent (all of it) and its output, as input items."""

    response_id: str = ""
    items: list[dict[str, Any]] = field(default_factory=list)
    breaks: int = 0  # requests that could not use the chain (sent whole)

    def split(self, full: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], str]:
        """The items to send and the id to send them with: only what follows the chain when
        ``full`` begins with all of it, else everything without an id."""
        n = len(self.items)
        if (
            self.response_id
            and len(full) >= n
            and all(a is b or a == b for a, b in zip(self.items, full, strict=False))
        ):
            return full[n:], self.response_id
        if self.response_id:
            self.breaks += 1
        return full, ""

    def advance(self, response_id: str, full: list[dict[str, Any]], parts: list[Part]) -> None:
        self.response_id = response_id
        self.items = [*full, *output_items(parts)]

    def reset(self) -> None:
        self.response_id, self.items = "", []


def responses_payload(
    request: ProviderRequest, *, wire: Wire | None = None, chain: Chain | None = None
) -> dict[str, Any]:
    """The ``POST /responses`` body for ``request`` (streamed). With ``chain`` and the
    ``previous_response`` strategy, only what follows the previous response is sent, with its
    id; ``chain`` is not advanced here (``Chain.advance`` once the response is in)."""
    server = request.server
    full = responses_input(request.messages, wire)
    items, previous = (
        chain.split(full) if chain is not None and server.previous_response else (full, "")
    )
    payload: dict[str, Any] = {"model": request.model.api_name}
    instructions = "\n\n".join(block.text for block in request.system if block.text)
    if instructions:
        payload["instructions"] = instructions
    if previous:
        payload["previous_response_id"] = previous
    if request.tools:
        payload["tools"] = [
            {
                "type": "function",
                "name": tool["name"],
                "description": tool.get("description", ""),
                "parameters": tool.get("input_schema") or {"type": "object", "properties": {}},
            }
            for tool in request.tools
        ]
    payload["max_output_tokens"] = request.max_tokens
    if request.temperature is not None:
        payload["temperature"] = request.temperature
    payload["store"] = server.previous_response  # a chained response must be stored
    if request.session_id:
        payload["prompt_cache_key"] = request.session_id
    if request.cache_ttl == RETENTION_24H:
        payload["prompt_cache_retention"] = RETENTION_24H
    compaction = server.compaction
    if compaction is not None and not compaction.endpoint:
        payload["context_management"] = [
            {"type": "compaction", "compact_threshold": compaction.trigger}
        ]
    payload["stream"] = True
    payload["input"] = items
    return payload


def compact_payload(request: ProviderRequest, wire: Wire | None = None) -> dict[str, Any]:
    """The ``POST /responses/compact`` body: the whole window to compact."""
    payload: dict[str, Any] = {"model": request.model.api_name}
    instructions = "\n\n".join(block.text for block in request.system if block.text)
    if instructions:
        payload["instructions"] = instructions
    payload["input"] = responses_input(request.messages, wire)
    return payload


# --------------------------------------------------------------------------- streaming


def _unknown_previous(exc: ProviderError) -> bool:
    """The server could not resolve ``previous_response_id`` (expired, or never stored)."""
    text = str(exc).lower()
    return "previous_response" in text or "previous response" in text


class ResponseFailed(Exception):
    """The server reported an error inside the stream (``error`` or ``response.failed``)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}" if code else message)
        self.code = code
        self.message = message


INCOMPLETE = {"max_output_tokens": "max_tokens", "content_filter": "refusal"}


class ResponsesAccumulator:
    """Assembles one streamed response from its events: text, reasoning, function calls (by
    output index), compaction items, usage, and the response's id."""

    def __init__(self, model_name: str = "") -> None:
        self.model = model_name
        self.response_id = ""
        self.items: dict[int, dict[str, Any]] = {}  # output index -> item state
        self.done: dict[int, Part] = {}
        self.status: str | None = None
        self.incomplete: str | None = None
        self.usage: dict[str, Any] | None = None
        self.malformed: list[str] = []
        self._started = False

    @property
    def started(self) -> bool:
        return self._started

    def feed(self, item: Any) -> Iterator[ProviderEvent]:
        event = as_dict(item)
        kind = event.get("type")
        if kind in ("response.created", "response.in_progress"):
            self._response(event.get("response"))
        elif kind == "response.output_item.added":
            yield from self._added(event.get("output_index", len(self.items)), event.get("item"))
        elif kind == "response.output_text.delta":
            state = self.items.get(event.get("output_index", -1))
            delta = event.get("delta") or ""
            if state is not None and delta:
                state.setdefault("text", []).append(delta)
                self._started = True
                yield TextDelta(delta)
        elif kind in ("response.reasoning_summary_text.delta", "response.reasoning_text.delta"):
            delta = event.get("delta") or ""
            state = self.items.get(event.get("output_index", -1))
            if state is not None and delta:
                state.setdefault("reasoning", []).append(delta)
                self._started = True
                yield ReasoningDelta(delta)
        elif kind == "response.function_call_arguments.delta":
            state = self.items.get(event.get("output_index", -1))
            if state is not None:
                state.setdefault("arguments", []).append(event.get("delta") or "")
        elif kind == "response.output_item.done":
            self._done(event.get("output_index", -1), event.get("item") or {})
        elif kind in ("response.completed", "response.incomplete"):
            self._response(event.get("response"))
        elif kind == "response.failed":
            response = event.get("response") or {}
            self._response(response)
            error = response.get("error") or {}
            raise ResponseFailed(str(error.get("code") or ""), str(error.get("message") or ""))
        elif kind == "error":
            raise ResponseFailed(str(event.get("code") or ""), str(event.get("message") or ""))

    def _response(self, response: Any) -> None:
        if not isinstance(response, dict):
            return
        self.response_id = response.get("id") or self.response_id
        self.model = response.get("model") or self.model
        status = response.get("status")
        if status in ("completed", "incomplete", "failed"):
            self.status = status
        if isinstance(response.get("usage"), dict):
            self.usage = response["usage"]
        details = response.get("incomplete_details")
        if isinstance(details, dict):
            self.incomplete = details.get("reason")

    def _added(self, index: int, item: Any) -> Iterator[ProviderEvent]:
        item = item if isinstance(item, dict) else {}
        self.items[index] = {"item": item}
        if item.get("type") == "function_call":
            self._started = True
            yield ToolCallStarted(id=item.get("call_id") or "", name=item.get("name") or "")

    def _done(self, index: int, item: dict[str, Any]) -> None:
        state = self.items.setdefault(index, {"item": item})
        state["item"] = item
        part = self._part(state)
        if part is not None:
            self.done[index] = part

    def _part(self, state: dict[str, Any]) -> Part | None:
        item = state["item"]
        kind = item.get("type")
        if kind == "message":
            texts = [
                c.get("text") or c.get("refusal") or ""
                for c in item.get("content") or []
                if isinstance(c, dict)
            ]
            text = "".join(texts) or "".join(state.get("text", []))
            return TextPart(text) if text else None
        if kind == "function_call":
            raw = item.get("arguments")
            if raw is None:
                raw = "".join(state.get("arguments", []))
            call_id = item.get("call_id") or new_id("call")
            return ToolCallPart(
                id=call_id, name=item.get("name") or "", input=self._input(raw, call_id)
            )
        if kind == "reasoning":
            summary = "".join(
                s.get("text") or "" for s in item.get("summary") or [] if isinstance(s, dict)
            )
            text = summary or "".join(state.get("reasoning", []))
            return ReasoningPart(text) if text else None
        if kind == "compaction":
            return ServerCompactionPart("openai", "", [dict(item)])
        return None

    def _input(self, raw: str, call_id: str) -> dict[str, Any]:
        if not raw.strip():
            return {}
        try:
            value = json.loads(raw)
        except json.JSONDecodeError:
            value = None
        if isinstance(value, dict):
            return value
        self.malformed.append(call_id)
        return {"_raw": raw}

    def _parts(self, *, complete: bool) -> list[Part]:
        parts = [self.done[i] for i in sorted(self.done)]
        if not complete:  # text in progress is kept; calls only once done
            for index, state in sorted(self.items.items()):
                if index not in self.done and state.get("text"):
                    parts.append(TextPart("".join(state["text"])))
        return parts

    def _finish(self) -> str:
        if self.status == "incomplete":
            return INCOMPLETE.get(self.incomplete or "", "other")
        if any(isinstance(p, ToolCallPart) for p in self.done.values()):
            return "tool_use"
        return "end_turn"

    def _metadata(self) -> dict[str, Any]:
        meta: dict[str, Any] = {"response_id": self.response_id, "status": self.status}
        if self.usage is None:
            meta["usage_missing"] = True
        if self.malformed:
            meta["malformed_tool_input"] = list(self.malformed)
            meta["note"] = "tool arguments were not a JSON object; kept as {'_raw': ...}"
        return meta

    def _usage(self) -> Usage:
        return Usage.from_openai(self.usage) if self.usage else Usage()

    def response(self) -> ProviderResponse:
        if self.status not in ("completed", "incomplete"):
            raise StreamIncomplete(
                "the stream ended before response.completed (connection dropped?)"
            )
        return ProviderResponse(
            parts=self._parts(complete=True),
            usage=self._usage(),
            finish_reason=self._finish(),
            model=self.model,
            request_id=self.response_id,
            metadata=self._metadata(),
        )

    def partial(self) -> ProviderResponse:
        meta = self._metadata()
        unfinished = [
            s["item"].get("name") or ""
            for i, s in self.items.items()
            if i not in self.done and s["item"].get("type") == "function_call"
        ]
        if unfinished:
            meta["unfinished_tool_calls"] = unfinished
        parts = [p for p in self._parts(complete=False) if not isinstance(p, ToolCallPart)]
        return ProviderResponse(
            parts=parts,
            usage=self._usage(),
            finish_reason="error",
            model=self.model,
            request_id=self.response_id,
            metadata=meta,
        )


def classify_responses_error(
    exc: BaseException,
    *,
    label: str = "OpenAI",
    key_env: str = API_KEY_ENV,
    secret: str | None = None,
) -> Failure:
    """An error the stream itself carried, else what the Chat Completions adapter makes of an
    SDK exception."""
    if isinstance(exc, ResponseFailed):
        detail = redact(str(exc), secret)
        if exc.code == "context_length_exceeded" or is_context_overflow_message(exc.message):
            return Failure("overflow", f"prompt too long for the model's context window ({detail})")
        if exc.code in RETRYABLE_CODES:
            return Failure("retryable", f"{label} {detail}")
        return Failure("fatal", f"{label} {detail}")
    return classify_openai_error(exc, label=label, key_env=key_env, secret=secret)


# --------------------------------------------------------------------------- provider


class OpenAIResponsesProvider:
    """Streams OpenAI's Responses API through the official ``openai`` SDK (``base_url`` for
    tests and proxies), keeping the session's chain for ``previous_response_id``."""

    name = NAME
    server_side = frozenset({"server_compact", "previous_response"})

    def __init__(
        self,
        api_key: str | None = None,
        base_url: str | None = None,
        *,
        key_env: tuple[str, ...] = (API_KEY_ENV,),
        max_retries: int = 4,
        timeouts: Timeouts | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._api_key = api_key
        self.base_url = base_url
        self.key_env = tuple(key_env)
        self.policy = RetryPolicy(max_retries=max_retries)
        self.timeouts = timeouts or Timeouts()
        self.sleep = sleep
        self._client: Any = None
        self._client_key: str | None = None
        self.body = BodyEncoder(key="input")
        self.wire = wire_fold()
        self.chain = Chain()

    def resolve_key(self) -> str:
        key = self._api_key or read_key(self.key_env)
        if not key:
            raise AuthError(
                f"no OpenAI API key: set the {' or '.join(self.key_env)} environment variable "
                f"before starting Jupyter, or type it at a hidden prompt with "
                f"`%ctx key {self.key_env[0]}`, or use the offline model"
            )
        return key

    def client(self) -> Any:
        import openai

        key = self.resolve_key()
        if self._client is None or key != self._client_key:
            self._client = openai.OpenAI(
                api_key=key, base_url=self.base_url, max_retries=0, timeout=self.timeouts.for_sdk()
            )
            self._client_key = key
        return self._client

    def stream(self, request: ProviderRequest) -> Iterator[ProviderEvent]:
        chain = self.chain if request.server.previous_response else None
        try:
            yield from self._stream(request, chain)
        except ProviderError as exc:
            if chain is None or not chain.response_id or not _unknown_previous(exc):
                raise
            # "If an uncached ID cannot be resolved, send a new turn with previous_response_id
            # set to null and pass full input context" (the conversation-state guide)
            chain.reset()
            chain.breaks += 1
            yield from self._stream(request, chain)

    def _stream(self, request: ProviderRequest, chain: Chain | None) -> Iterator[ProviderEvent]:
        import openai

        payload = responses_payload(request, wire=self.wire, chain=chain)
        full = responses_input(request.messages, self.wire)
        body = self.body.encode(payload)
        client = self.client()
        key = self._client_key
        response = None
        for event in stream_with_retries(
            # events as the wire has them (object: the SDK passes the JSON through unparsed)
            lambda: post_stream(client, "/responses", body, object, openai.Stream[object]),
            lambda: ResponsesAccumulator(request.model.api_name),
            lambda exc: (
                timeout_failure(exc, self.timeouts, "OpenAI")
                or classify_responses_error(exc, key_env=self.key_env[0], secret=key)
            ),
            self.policy,
            self.sleep,
            provider_label="OpenAI",
        ):
            if isinstance(event, ProviderResponse):
                response = event
                response.metadata["sent_items"] = len(payload["input"])
                if payload.get("previous_response_id"):
                    response.metadata["previous_response_id"] = payload["previous_response_id"]
            yield event
        if response is not None and chain is not None:
            chain.advance(response.request_id, full, response.parts)
        elif chain is None:
            self.chain.reset()

    def compact(self, request: ProviderRequest) -> tuple[list[dict[str, Any]], Usage]:
        """``POST /responses/compact``: the canonical next window for ``request``'s history
        (its user messages, then one compaction item) and the compaction's usage."""
        body = json.dumps(compact_payload(request, self.wire), ensure_ascii=False).encode()
        client = self.client()
        try:
            result = client.post(
                "/responses/compact",
                cast_to=object,  # the JSON as it came
                content=body,
                options={"headers": {"content-type": "application/json"}},
            )
        except Exception as exc:
            failure = timeout_failure(exc, self.timeouts, "OpenAI") or classify_responses_error(
                exc, key_env=self.key_env[0], secret=self._client_key
            )
            raise failure.to_error(None) from exc
        data = as_dict(result)
        self.chain.reset()  # the window replaces what the server held
        items = [dict(i) for i in data.get("output") or [] if isinstance(i, dict)]
        return items, Usage.from_openai(data.get("usage") or {})
