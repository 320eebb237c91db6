"""OpenAI Chat Completions (and any OpenAI-compatible server): request body and SDK streaming.

The same class serves OpenAI itself and, with ``compatible=True`` and a ``base_url``, vLLM,
Ollama, llama.cpp, LM Studio and Gemini's OpenAI endpoint. Differences handled here: compatible
servers get ``max_tokens`` (many do not know ``max_completion_tokens``), may need no key, may
stream reasoning as ``reasoning_content`` / ``reasoning``, and may send no usage at all, in which
case the response says so (``metadata["usage_missing"]``) and the loop estimates it.

Usage: OpenAI (and Gemini) report ``cached_tokens`` as a *subset* of ``prompt_tokens``;
``Usage.from_openai`` subtracts it so ``input`` is the uncached part, as for Anthropic.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

from ..errors import AuthError, ConfigError
from ..messages.folds import Running, list_mark, list_rewind
from ..messages.ids import new_id
from ..messages.parts import ImagePart, Message, Part, ReasoningPart, TextPart, ToolCallPart
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
from .retry import (
    RETRYABLE_STATUS,
    BodyEncoder,
    Failure,
    RetryPolicy,
    StreamIncomplete,
    Timeouts,
    as_dict,
    is_context_overflow_message,
    is_transport_error,
    post_stream,
    redact,
    retry_after_seconds,
    stream_with_retries,
    timeout_failure,
)

API_KEY_ENV = "OPENAI_API_KEY"
NO_KEY = "not-needed"  # sent to a compatible server when no key is configured
OLLAMA_BASE_URL = "http://localhost:11434/v1"

FINISH_REASONS = {
    "stop": "end_turn",
    "tool_calls": "tool_use",
    "function_call": "tool_use",
    "length": "max_tokens",
    "content_filter": "refusal",
}


# --------------------------------------------------------------------------- request body


Wire = Running[list[dict[str, Any]], Message]


def wire_fold() -> Wire:
    """A running conversion of a history to Chat Completions messages (see ``folds.Running``)."""
    return Running(list, _add_message, mark=list_mark, rewind=list_rewind)


def openai_messages(
    system_text: str, messages: list[Message], wire: Wire | None = None
) -> list[dict[str, Any]]:
    """History as Chat Completions messages: one ``tool`` message per tool result (what the model
    sees: the placeholder when pruned); reasoning is not sent back (the API has no field for it).
    ``wire`` continues the conversion of the previous request's history."""
    head = [_system_message(system_text)] if system_text else []
    return head + (wire or wire_fold()).over(messages)


def _add_message(wire: list[dict[str, Any]], message: Message) -> list[dict[str, Any]]:
    wire += message.derived("openai", _wire_messages)
    return wire


@lru_cache(maxsize=16)
def _system_message(text: str) -> dict[str, Any]:
    """The system message, the same object while the text is the same (never changed), so a
    request body encoder sees the request begin as the previous one did."""
    return {"role": "system", "content": text}


def wire_messages(message: Message) -> list[dict[str, Any]]:
    """``message`` as Chat Completions messages (kept on it; never changed)."""
    return message.derived("openai", _wire_messages)


def _wire_messages(message: Message) -> list[dict[str, Any]]:
    """One message as Chat Completions messages, built once per message and shared between the
    requests that carry it (never changed)."""
    if message.role == "assistant":
        entry = _assistant_message(message.parts)
        return [] if entry is None else [entry]
    wire = [
        {"role": "tool", "tool_call_id": r.tool_call_id, "content": r.visible_content}
        for r in message.tool_results
    ]
    content = _user_content(message.parts)
    if content:
        wire.append({"role": "system" if message.role == "system" else "user", "content": content})
    return wire


def _user_content(parts: list[Part]) -> str | list[dict[str, Any]]:
    texts = [p.text for p in parts if isinstance(p, TextPart) and p.text]
    images = [p for p in parts if isinstance(p, ImagePart)]
    if not images:
        return "\n\n".join(texts)
    content: list[dict[str, Any]] = []
    for part in parts:
        if isinstance(part, TextPart) and part.text:
            content.append({"type": "text", "text": part.text})
        elif isinstance(part, ImagePart):
            url = f"data:{part.media_type};base64,{part.data}"
            content.append({"type": "image_url", "image_url": {"url": url}})
    return content


def _assistant_message(parts: list[Part]) -> dict[str, Any] | None:
    text = "".join(p.text for p in parts if isinstance(p, TextPart))
    calls = [
        {
            "id": p.id,
            "type": "function",
            "function": {"name": p.name, "arguments": json.dumps(p.input, ensure_ascii=False)},
        }
        for p in parts
        if isinstance(p, ToolCallPart)
    ]
    if not text and not calls:
        return None
    entry: dict[str, Any] = {"role": "assistant", "content": text or None}
    if calls:
        entry["tool_calls"] = calls
    return entry


def openai_payload(
    request: ProviderRequest, *, compatible: bool = False, wire: Wire | None = None
) -> dict[str, Any]:
    """The Chat Completions body for ``request`` (streamed, with the final usage chunk).

    ``compatible=True`` sends ``max_tokens`` instead of ``max_completion_tokens`` and leaves out
    OpenAI-only fields (``prompt_cache_key``), which strict servers reject. ``wire`` continues the
    conversion of the session's previous request (a provider keeps one).
    """
    system_text = "\n\n".join(block.text for block in request.system if block.text)
    payload: dict[str, Any] = {
        "model": request.model.api_name,
        "messages": openai_messages(system_text, request.messages, wire),
    }
    if request.tools:
        payload["tools"] = [
            {
                "type": "function",
                "function": {
                    "name": tool["name"],
                    "description": tool.get("description", ""),
                    "parameters": tool.get("input_schema") or {"type": "object", "properties": {}},
                },
            }
            for tool in request.tools
        ]
    payload["max_tokens" if compatible else "max_completion_tokens"] = request.max_tokens
    if request.temperature is not None:
        payload["temperature"] = request.temperature
    if request.session_id and not compatible:
        # Routes requests of one session to the same cache shard: better hit rates.
        payload["prompt_cache_key"] = request.session_id
    if request.cache_ttl == "24h" and not compatible:  # extended retention, same price
        payload["prompt_cache_retention"] = "24h"
    payload["stream"] = True
    payload["stream_options"] = {"include_usage": True}
    return payload


# --------------------------------------------------------------------------- streaming


class OpenAIAccumulator:
    """Assembles one streamed chat completion: text, reasoning, tool calls by index, usage."""

    def __init__(self, model_name: str = "") -> None:
        self.model = model_name
        self.completion_id = ""
        self.text: list[str] = []
        self.reasoning: list[str] = []
        self.calls: dict[int, dict[str, Any]] = {}
        self.finish: str | None = None
        self.refused = False
        self.usage: dict[str, Any] | None = None
        self.malformed: list[str] = []
        self._started = False

    @property
    def started(self) -> bool:
        return self._started

    def feed(self, item: Any) -> Iterator[ProviderEvent]:
        chunk = as_dict(item)
        self.completion_id = chunk.get("id") or self.completion_id
        self.model = chunk.get("model") or self.model
        if chunk.get("usage"):
            self.usage = chunk["usage"]
        for choice in chunk.get("choices") or []:
            if choice.get("index", 0) != 0:
                continue
            delta = choice.get("delta") or {}
            thought = delta.get("reasoning_content") or delta.get("reasoning")
            if isinstance(thought, str) and thought:
                self.reasoning.append(thought)
                self._started = True
                yield ReasoningDelta(thought)
            for key in ("content", "refusal"):
                piece = delta.get(key)
                if piece:
                    self.text.append(piece)
                    self.refused = self.refused or key == "refusal"
                    self._started = True
                    yield TextDelta(piece)
            for call in delta.get("tool_calls") or []:
                yield from self._tool_delta(call)
            if choice.get("finish_reason"):
                self.finish = choice["finish_reason"]

    def _tool_delta(self, call: dict[str, Any]) -> Iterator[ProviderEvent]:
        index = call.get("index")
        slot = index if isinstance(index, int) else len(self.calls)
        existing = self.calls.get(slot)
        if existing is not None and call.get("id") and existing["id"] != call["id"]:
            # Some servers (Gemini) send each call whole, all at index 0: a new id is a new call.
            slot = max(self.calls) + 1
            existing = None
        if existing is None:
            existing = {"id": call.get("id") or "", "name": "", "args": [], "announced": False}
            self.calls[slot] = existing
        function = call.get("function") or {}
        if function.get("name") and not existing["name"]:
            existing["name"] = function["name"]
        if function.get("arguments"):
            existing["args"].append(function["arguments"])
        if existing["name"] and not existing["announced"]:
            existing["id"] = existing["id"] or new_id("call")
            existing["announced"] = True
            self._started = True
            yield ToolCallStarted(id=existing["id"], name=existing["name"])

    def _tool_part(self, call: dict[str, Any]) -> ToolCallPart:
        raw = "".join(call["args"])
        value: Any = {}
        if raw.strip():
            try:
                value = json.loads(raw)
            except json.JSONDecodeError:
                value = None
        if not isinstance(value, dict):
            self.malformed.append(call["id"])
            value = {"_raw": raw}
        return ToolCallPart(id=call["id"] or new_id("call"), name=call["name"], input=value)

    def _parts(self, *, complete: bool) -> list[Part]:
        parts: list[Part] = []
        if self.reasoning:
            parts.append(ReasoningPart("".join(self.reasoning)))
        if self.text:
            parts.append(TextPart("".join(self.text)))
        if complete:
            parts.extend(self._tool_part(self.calls[i]) for i in sorted(self.calls))
        return parts

    def _finish_reason(self) -> str:
        reason = FINISH_REASONS.get(self.finish or "", "other")
        if self.calls and reason == "end_turn":
            return "tool_use"  # some compatible servers say "stop" after tool calls
        if self.refused and reason == "end_turn":
            return "refusal"
        return reason

    def _metadata(self) -> dict[str, Any]:
        meta: dict[str, Any] = {"completion_id": self.completion_id, "stop_reason": self.finish}
        if self.usage is None:
            meta["usage_missing"] = True
        elif not self.usage.get("prompt_tokens_details"):
            # Ollama and many llama.cpp builds leave the details out: 0 cached means "not
            # reported", not "nothing reused"; the meter should say the hit rate is unknown.
            meta["cache_unreported"] = True
        if self.malformed:
            meta["malformed_tool_input"] = list(self.malformed)
            meta["note"] = "tool arguments were not a JSON object; kept as {'_raw': ...}"
        return meta

    def _usage(self) -> Usage:
        return Usage.from_openai(self.usage) if self.usage else Usage()

    def response(self) -> ProviderResponse:
        if self.finish is None:
            raise StreamIncomplete("the stream ended before a finish_reason (connection dropped?)")
        parts = self._parts(complete=True)
        return ProviderResponse(
            parts=parts,
            usage=self._usage(),
            finish_reason=self._finish_reason(),
            model=self.model,
            request_id=self.completion_id,
            metadata=self._metadata(),
        )

    def partial(self) -> ProviderResponse:
        """Text and reasoning so far; tool calls only if the server said the message finished."""
        meta = self._metadata()
        if self.calls and self.finish is None:
            meta["unfinished_tool_calls"] = [c["name"] for c in self.calls.values()]
        return ProviderResponse(
            parts=self._parts(complete=self.finish is not None),
            usage=self._usage(),
            finish_reason="error",
            model=self.model,
            request_id=self.completion_id,
            metadata=meta,
        )


# --------------------------------------------------------------------------- errors


def classify_openai_error(
    exc: BaseException,
    *,
    label: str = "OpenAI",
    key_env: str = API_KEY_ENV,
    secret: str | None = None,
) -> Failure:
    """What an SDK exception means for the loop: auth, overflow, retry, or give up."""
    import openai

    if isinstance(exc, openai.APIError):
        body = exc.body if isinstance(exc.body, dict) else {}
        message = str(body.get("message") or exc.message or "")
        code = str(exc.code or body.get("type") or "")
        status = getattr(exc, "status_code", None)
        detail = redact(
            " ".join(x for x in (str(status or ""), code) if x) + f": {message}", secret
        )
        if status == 401:
            # The server's text is left out: OpenAI quotes (part of) the key it was sent.
            return Failure(
                "auth",
                f"{label} rejected the API key (401 {code or 'invalid_api_key'}); "
                f"set a valid key in {key_env}",
                401,
            )
        if code == "context_length_exceeded" or (
            status in (400, 413, None) and is_context_overflow_message(message)
        ):
            return Failure(
                "overflow", f"prompt too long for the model's context window ({detail})", status
            )
        if code == "insufficient_quota":
            return Failure(
                "fatal", f"{label} {detail}; the account has no quota left (check billing)", status
            )
        if status in RETRYABLE_STATUS:
            wait = retry_after_seconds(exc.response.headers)  # type: ignore[attr-defined]
            return Failure("retryable", f"{label} {detail}", status, wait)
        if status is None and not isinstance(exc, openai.APIConnectionError):
            # An error object inside the stream (status 200): server-side, worth a retry.
            return Failure("retryable", f"{label} stream error {detail}")
        if status == 404:
            return Failure(
                "fatal", f"{label} {detail}; check the model name the server serves", status
            )
        if status is not None:
            return Failure("fatal", f"{label} {detail}", status)
    if isinstance(exc, openai.APIConnectionError) or is_transport_error(exc):
        return Failure("retryable", redact(f"connection error: {exc}", secret))
    return Failure("fatal", redact(f"{label} SDK error {type(exc).__name__}: {exc}", secret))


# --------------------------------------------------------------------------- provider


class OpenAIProvider:
    """Streams Chat Completions through the official ``openai`` SDK.

    ``compatible=True`` with ``base_url`` targets any OpenAI-compatible server. The key is read
    from the first set variable of ``key_env`` when a request is sent; a server that needs none
    (``key_required=False``: vLLM, Ollama, ...) gets ``"not-needed"``. ``name`` is what requests
    are recorded as (``gemini`` for Gemini's OpenAI endpoint).
    """

    def __init__(
        self,
        api_key: str | None = None,
        base_url: str | None = None,
        *,
        compatible: bool = False,
        key_env: tuple[str, ...] | str = (API_KEY_ENV,),
        key_required: bool | None = None,
        name: str = "",
        max_retries: int = 4,
        timeouts: Timeouts | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if compatible and not base_url:
            raise ConfigError(
                "an OpenAI-compatible provider needs a base_url, e.g. "
                "%config CtxMagic.base_url = 'http://localhost:8000/v1'"
            )
        self._api_key = api_key
        self.base_url = base_url
        self.compatible = compatible
        self.key_env = (key_env,) if isinstance(key_env, str) else tuple(key_env)
        self.key_required = (not compatible) if key_required is None else key_required
        self.name = name or ("openai-compatible" if compatible else "openai")
        self.policy = RetryPolicy(max_retries=max_retries)
        self.timeouts = timeouts or Timeouts()
        self.sleep = sleep
        self.label = f"the server at {base_url}" if compatible else "OpenAI"
        self._client: Any = None
        self._client_key: str | None = None
        self.body = BodyEncoder()
        self.wire = wire_fold()

    def resolve_key(self) -> str:
        """The key to send; raises AuthError (naming the variable) when there is none."""
        key = self._api_key or read_key(self.key_env)
        if key:
            return key
        if not self.key_required:
            return NO_KEY
        raise AuthError(
            f"no API key for {self.label}: set the {' or '.join(self.key_env)} environment "
            f"variable before starting Jupyter, or type it at a hidden prompt with "
            f"`%ctx key {self.key_env[0]}`, or use the offline model"
        )

    def client(self) -> Any:
        """The SDK client, rebuilt when the key changes (a key set after %load_ext is picked up)."""
        import openai

        key = self.resolve_key()
        if self._client is None or key != self._client_key:
            self._client = openai.OpenAI(
                api_key=key, base_url=self.base_url, max_retries=0, timeout=self.timeouts.for_sdk()
            )
            self._client_key = key
        return self._client

    def stream(self, request: ProviderRequest) -> Iterator[ProviderEvent]:
        import openai
        from openai.types.chat import ChatCompletion, ChatCompletionChunk

        payload = openai_payload(request, compatible=self.compatible, wire=self.wire)
        body = self.body.encode(payload)
        client = self.client()
        key = None if self._client_key == NO_KEY else self._client_key
        yield from stream_with_retries(
            lambda: post_stream(
                client,
                "/chat/completions",
                body,
                ChatCompletion,
                openai.Stream[ChatCompletionChunk],
            ),
            lambda: OpenAIAccumulator(request.model.api_name),
            lambda exc: (
                timeout_failure(exc, self.timeouts, self.label)
                or classify_openai_error(exc, label=self.label, key_env=self.key_env[0], secret=key)
            ),
            self.policy,
            self.sleep,
            provider_label=self.label[0].upper() + self.label[1:],
        )
