"""Anthropic Messages API: the request body, cache breakpoints, and streaming through the SDK.

``anthropic_payload`` is a pure function (no client, no key) so the offline model and the cache
simulator see exactly the blocks and ``cache_control`` breakpoints a real request would carry.
``AnthropicProvider`` streams with the official SDK, built with ``max_retries=0``: retries are
ours (``retry.py``) so each wait shows up as a ``RetryNotice`` in the notebook.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any

from ..errors import AuthError, ConfigError
from ..messages.folds import Running, list_mark, list_rewind
from ..messages.parts import (
    ImagePart,
    Message,
    Part,
    ReasoningPart,
    ServerCompactionPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from ..model.request import (
    AppliedEdit,
    ProviderEvent,
    ProviderRequest,
    ProviderResponse,
    ReasoningDelta,
    ServerContext,
    TextDelta,
    ToolCallStarted,
)
from ..model.server_edits import name_cleared
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

API_KEY_ENV = "ANTHROPIC_API_KEY"
CACHE_POLICIES = ("opencode", "rolling", "none")
CACHE_TTLS = ("5m", "1h")
MAX_BREAKPOINTS = 4
_UNCACHEABLE_BLOCKS = {"thinking", "redacted_thinking"}  # the API refuses cache_control on these

STOP_REASONS = {
    "end_turn": "end_turn",
    "stop_sequence": "end_turn",
    "tool_use": "tool_use",
    "max_tokens": "max_tokens",
    "model_context_window_exceeded": "max_tokens",
    "refusal": "refusal",
    "pause_turn": "other",
    "compaction": "compaction",  # pause_after_compaction: the response holds the summary only
}

# Beta headers of the server-side context management features (the API's docs)
CONTEXT_MANAGEMENT_BETA = "context-management-2025-06-27"
COMPACTION_BETA = "compact-2026-01-12"
MIN_COMPACTION_TRIGGER = 50_000  # "Must be at least 50,000 tokens" (the compaction docs)


# --------------------------------------------------------------------------- request body


Wire = Running[list[dict[str, Any]], Message]


def wire_fold() -> Wire:
    """A running conversion of a history to Messages API messages (see ``folds.Running``)."""
    return Running(list, _add_message, mark=list_mark, rewind=list_rewind)


def anthropic_messages(messages: list[Message], wire: Wire | None = None) -> list[dict[str, Any]]:
    """History as Messages API messages (a new list; its entries are shared and never changed).

    Tool messages become user messages of ``tool_result`` blocks (what the model sees: the
    placeholder when pruned); consecutive same-role messages are merged, with tool results first
    in a user message as the API requires; thinking goes back only with its signature; parts the
    API has no block for (finish, usage, compaction markers) are left out. ``wire`` continues the
    conversion of the previous request's history.
    """
    return list((wire or wire_fold()).over(messages))


def _add_message(wire: list[dict[str, Any]], message: Message) -> list[dict[str, Any]]:
    entry = message.derived("anthropic", _wire_message)
    if entry is None:
        return wire  # the API rejects empty content
    if wire and wire[-1]["role"] == entry["role"]:
        content = [*wire[-1]["content"], *entry["content"]]
        if entry["role"] == "user":
            content.sort(key=lambda block: block["type"] != "tool_result")
        wire[-1] = {"role": entry["role"], "content": content}  # a merge makes a new entry
    else:
        wire.append(entry)
    return wire


def wire_message(message: Message) -> dict[str, Any] | None:
    """``message`` as a Messages API message before any merge (kept on it; never changed)."""
    return message.derived("anthropic", _wire_message)


def _wire_message(message: Message) -> dict[str, Any] | None:
    """One message as a Messages API message, built once per message and shared between the
    requests that carry it (never changed: a merge or a breakpoint works on a copy)."""
    role = "assistant" if message.role == "assistant" else "user"
    blocks = _assistant_blocks(message.parts) if role == "assistant" else _user_blocks(message)
    if role == "user":
        blocks.sort(key=lambda block: block["type"] != "tool_result")
    return {"role": role, "content": blocks} if blocks else None


def _user_blocks(message: Message) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    for part in message.parts:
        if isinstance(part, TextPart) and part.text:
            blocks.append({"type": "text", "text": part.text})
        elif isinstance(part, ImagePart):
            blocks.append(_image_block(part))
        elif isinstance(part, ToolResultPart):
            blocks.append(_tool_result_block(part))
    return blocks


def _assistant_blocks(parts: list[Part]) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    for part in parts:
        if isinstance(part, ServerCompactionPart):
            if part.provider == "anthropic":  # sent back verbatim, as the API requires
                blocks.extend(dict(item) for item in part.items)
        elif isinstance(part, ReasoningPart):
            if part.redacted and part.signature:
                blocks.append({"type": "redacted_thinking", "data": part.signature})
            elif part.signature:
                blocks.append(
                    {"type": "thinking", "thinking": part.text, "signature": part.signature}
                )
        elif isinstance(part, TextPart) and part.text:
            blocks.append({"type": "text", "text": part.text})
        elif isinstance(part, ToolCallPart):
            blocks.append(
                {"type": "tool_use", "id": part.id, "name": part.name, "input": part.input}
            )
    return blocks


def _image_block(part: ImagePart) -> dict[str, Any]:
    return {
        "type": "image",
        "source": {"type": "base64", "media_type": part.media_type, "data": part.data},
    }


def _tool_result_block(part: ToolResultPart) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "tool_result", "tool_use_id": part.tool_call_id}
    content = part.visible_content
    if content:  # an empty string is not a valid text block; the field is optional
        block["content"] = content
    block["is_error"] = part.is_error
    return block


def check_cache_settings(policy: str, ttl: str) -> None:
    if policy not in CACHE_POLICIES:
        raise ConfigError(
            f"unknown cache_policy {policy!r}; use one of {', '.join(CACHE_POLICIES)} "
            "(%config CtxMagic.cache_policy = 'opencode')"
        )
    if ttl == "24h":
        raise ConfigError(
            "cache_ttl '24h' is OpenAI's prompt_cache_retention; Anthropic's cache lasts 5m or "
            "1h (%config CtxMagic.cache_ttl = '1h')"
        )
    if ttl not in CACHE_TTLS:
        raise ConfigError(
            f"unknown cache_ttl {ttl!r}; use '5m' or '1h' (%config CtxMagic.cache_ttl = '5m')"
        )


def cache_control(ttl: str) -> dict[str, str]:
    """The breakpoint marker: 5 minutes is the API default, so only 1 hour names its ttl."""
    return {"type": "ephemeral", "ttl": "1h"} if ttl == "1h" else {"type": "ephemeral"}


def anthropic_payload(request: ProviderRequest, wire: Wire | None = None) -> dict[str, Any]:
    """The Messages API body for ``request``, ``cache_control`` placed per ``cache_policy``.

    opencode: the last system block, the last tool and the last block of each of the last two
    messages (opencode Go's placement; the write on the newest message is read back next turn).
    rolling: the last system block and the last block of the last message. none: no breakpoint.
    ``wire`` continues the conversion of the session's previous request (a provider keeps one).
    """
    check_cache_settings(request.cache_policy, request.cache_ttl)
    model = request.model
    payload: dict[str, Any] = {"model": model.api_name, "max_tokens": request.max_tokens}
    system = [{"type": "text", "text": block.text} for block in request.system if block.text]
    if system:
        payload["system"] = system
    tools = [
        {
            "name": tool["name"],
            "description": tool.get("description", ""),
            "input_schema": tool.get("input_schema") or {"type": "object", "properties": {}},
        }
        for tool in request.tools
    ]
    if tools:
        payload["tools"] = tools
    messages = anthropic_messages(request.messages, wire)
    payload["messages"] = messages
    if request.thinking_budget > 0:
        if request.thinking_budget >= request.max_tokens:
            raise ConfigError(
                f"thinking budget {request.thinking_budget} must be below max_tokens "
                f"{request.max_tokens}; lower the thinking budget or raise max_tokens"
            )
        payload["thinking"] = {"type": "enabled", "budget_tokens": request.thinking_budget}
    if request.temperature is not None:
        payload["temperature"] = request.temperature
    edits = context_management(request.server)
    if edits:
        payload["context_management"] = {"edits": edits}
    payload["stream"] = True

    marker = cache_control(request.cache_ttl)
    targets: list[dict[str, Any] | None] = []
    if request.cache_policy in ("opencode", "rolling"):
        targets.append(system[-1] if system else None)
    anchor = clearing_anchor(messages, request.server)
    if request.cache_policy == "opencode":
        targets.append(tools[-1] if tools else None)
        if anchor is not None:  # the kept prefix instead of the second-to-last message
            targets += [_last_cacheable(messages, anchor), _last_cacheable(messages, -1)]
        else:
            targets.extend(_last_cacheable(messages, i) for i in range(-min(len(messages), 2), 0))
    elif request.cache_policy == "rolling":
        targets.append(_last_cacheable(messages, -1) if messages else None)
    marked = [block for block in targets if block is not None]
    assert len(marked) <= MAX_BREAKPOINTS, f"{len(marked)} cache breakpoints; the API allows 4"
    for block in marked:
        block["cache_control"] = dict(marker)
    return payload


def context_management(server: ServerContext) -> list[dict[str, Any]]:
    """The ``context_management.edits`` of a request, in the order the API requires
    (``clear_thinking_20251015`` first). Empty: the request asks for none."""
    edits: list[dict[str, Any]] = []
    thinking, tools, compaction = server.clear_thinking, server.clear_tool_uses, server.compaction
    if thinking is not None:
        keep: Any = (
            "all" if thinking.keep <= 0 else {"type": "thinking_turns", "value": thinking.keep}
        )
        edits.append({"type": thinking.type, "keep": keep})
    if tools is not None:
        edit: dict[str, Any] = {
            "type": tools.type,
            "trigger": {"type": tools.trigger_unit, "value": tools.trigger},
            "keep": {"type": "tool_uses", "value": tools.keep},
        }
        if tools.clear_at_least:
            edit["clear_at_least"] = {"type": "input_tokens", "value": tools.clear_at_least}
        if tools.exclude_tools:
            edit["exclude_tools"] = list(tools.exclude_tools)
        if tools.clear_tool_inputs:
            inputs = tools.clear_tool_inputs
            edit["clear_tool_inputs"] = inputs if isinstance(inputs, bool) else list(inputs)
        edits.append(edit)
    if compaction is not None:
        edit = {
            "type": compaction.type,
            "trigger": {"type": "input_tokens", "value": compaction.trigger},
            "pause_after_compaction": compaction.pause_after_compaction,
        }
        if compaction.instructions:
            edit["instructions"] = compaction.instructions
        edits.append(edit)
    return edits


def clearing_anchor(messages: list[dict[str, Any]], server: ServerContext) -> int | None:
    """Where a breakpoint keeps the cache through tool result clearing (``clear_tool_uses``
    with ``anchor``): the message holding the ``keep``-th most recent tool use, the first the
    clearing leaves whole. Everything before it is cleared the same way at the next request
    (the server clears the oldest first), so the prefix written there is read back, where a
    breakpoint on the second-to-last message would be behind the newly cleared result and miss
    (the rewrite the docs warn of, at every request). None: no anchor, or it would fall on the
    last two messages anyway."""
    edit = server.clear_tool_uses
    if edit is None or not edit.anchor or edit.keep <= 0:
        return None
    seen = 0
    for index in range(len(messages) - 1, -1, -1):
        content = messages[index]["content"]
        seen += sum(1 for b in content if isinstance(b, dict) and b.get("type") == "tool_use")
        if seen >= edit.keep:
            return index if index < len(messages) - 2 else None
    return None


def betas(server: ServerContext) -> list[str]:
    """The ``anthropic-beta`` values a request with ``server`` needs."""
    out = []
    if server.clear_tool_uses is not None or server.clear_thinking is not None:
        out.append(CONTEXT_MANAGEMENT_BETA)
    if server.compaction is not None:
        out.append(COMPACTION_BETA)
    return out


def check_server(server: ServerContext) -> None:
    """Refuse, before anything is sent, what the API would refuse (one line, how to fix it)."""
    compaction = server.compaction
    if compaction is not None and compaction.trigger < MIN_COMPACTION_TRIGGER:
        raise ConfigError(
            f"server_compact.trigger {compaction.trigger:,} is below the {MIN_COMPACTION_TRIGGER:,} "
            "tokens Anthropic's compaction accepts; set %ctx strategy "
            f"server_compact.trigger={MIN_COMPACTION_TRIGGER} or more (the offline model "
            "simulates any trigger)"
        )
    if compaction is not None and compaction.endpoint:
        raise ConfigError(
            "server_compact.endpoint is the Responses API's /responses/compact; Anthropic has "
            "none: set server_compact.endpoint=false"
        )


def _last_cacheable(messages: list[dict[str, Any]], index: int) -> dict[str, Any] | None:
    """The block of ``messages[index]`` to mark, in a copy of that message made here: the
    messages are shared with earlier requests and must not change."""
    content = list(messages[index]["content"])
    for i in range(len(content) - 1, -1, -1):
        if content[i]["type"] not in _UNCACHEABLE_BLOCKS:
            content[i] = dict(content[i])
            messages[index] = {**messages[index], "content": content}
            return content[i]
    return None


def count_breakpoints(payload: dict[str, Any]) -> int:
    """How many ``cache_control`` markers a Messages API body carries (tools, system, messages)."""
    blocks = [*payload.get("tools", []), *payload.get("system", [])]
    for message in payload.get("messages", []):
        content = message["content"]
        if isinstance(content, list):
            blocks.extend(content)
    return sum(1 for block in blocks if "cache_control" in block)


# --------------------------------------------------------------------------- streaming


class AnthropicAccumulator:
    """Assembles one streamed message from raw SSE events into events, parts and usage.

    Usage comes from two places: ``message_start`` carries the input side (uncached input, cache
    read, cache creation split 5m / 1h); ``message_delta`` carries the output tokens and, on
    newer API versions, cumulative input figures, which win when present.
    """

    def __init__(self, model_name: str = "") -> None:
        self.model = model_name
        self.message_id = ""
        self.blocks: dict[int, dict[str, Any]] = {}
        self.finished: dict[int, Part] = {}
        self.usage: dict[str, Any] = {}
        self.stop_reason: str | None = None
        self.stopped = False
        self.malformed: list[str] = []
        self.ignored: list[str] = []
        self.applied_edits: list[dict[str, Any]] = []
        self._started = False

    @property
    def started(self) -> bool:
        return self._started

    def feed(self, item: Any) -> Iterator[ProviderEvent]:
        event = as_dict(item)
        kind = event.get("type")
        if kind == "message_start":
            message = event.get("message") or {}
            self.message_id = message.get("id") or ""
            self.model = message.get("model") or self.model
            self.usage = dict(message.get("usage") or {})
            self._context_management(message.get("context_management"))
        elif kind == "content_block_start":
            yield from self._block_start(event["index"], event.get("content_block") or {})
        elif kind == "content_block_delta":
            yield from self._block_delta(event["index"], event.get("delta") or {})
        elif kind == "content_block_stop":
            self._block_stop(event["index"])
        elif kind == "message_delta":
            delta = event.get("delta") or {}
            self.stop_reason = delta.get("stop_reason") or self.stop_reason
            for key, value in (event.get("usage") or {}).items():
                if value is not None:
                    self.usage[key] = value
            self._context_management(event.get("context_management"))
        elif kind == "message_stop":
            self.stopped = True

    def _context_management(self, value: Any) -> None:
        """The edits the server applied (in ``message_delta`` when streaming)."""
        if isinstance(value, dict) and isinstance(value.get("applied_edits"), list):
            self.applied_edits = [e for e in value["applied_edits"] if isinstance(e, dict)]

    def _block_start(self, index: int, block: dict[str, Any]) -> Iterator[ProviderEvent]:
        kind = block.get("type")
        state: dict[str, Any] = {"type": kind}
        if kind == "text":
            state["text"] = [block.get("text") or ""]
            if block.get("text"):
                self._started = True
                yield TextDelta(block["text"])
        elif kind == "thinking":
            state["text"] = [block.get("thinking") or ""]
            state["signature"] = block.get("signature") or None
        elif kind == "redacted_thinking":
            state["data"] = block.get("data") or ""
        elif kind == "tool_use":
            state.update(id=block.get("id") or "", name=block.get("name") or "", json=[])
            state["initial"] = block.get("input") or {}
            self._started = True
            yield ToolCallStarted(id=state["id"], name=state["name"])
        elif kind == "compaction":  # every field kept, to be sent back verbatim
            state["block"] = dict(block)
        else:  # server tools and their results: not requested by ctxmagic
            self.ignored.append(str(kind))
        self.blocks[index] = state

    def _block_delta(self, index: int, delta: dict[str, Any]) -> Iterator[ProviderEvent]:
        state = self.blocks.get(index)
        if state is None:
            return
        kind = delta.get("type")
        if kind == "text_delta" and "text" in state:
            state["text"].append(delta.get("text") or "")
            self._started = True
            yield TextDelta(delta.get("text") or "")
        elif kind == "thinking_delta" and "text" in state:
            state["text"].append(delta.get("thinking") or "")
            self._started = True
            yield ReasoningDelta(delta.get("thinking") or "")
        elif kind == "signature_delta":
            state["signature"] = delta.get("signature") or None
        elif kind == "input_json_delta" and "json" in state:
            state["json"].append(delta.get("partial_json") or "")
        elif kind == "compaction_delta" and "block" in state:
            # one delta with the whole summary (the compaction docs' "Streaming")
            state["block"].update({k: v for k, v in delta.items() if k != "type"})

    def _block_stop(self, index: int) -> None:
        state = self.blocks.pop(index, None)
        if state is not None:
            part = self._to_part(state)
            if part is not None:
                self.finished[index] = part

    def _to_part(self, state: dict[str, Any]) -> Part | None:
        kind = state["type"]
        if kind == "text":
            return TextPart("".join(state["text"]))
        if kind == "thinking":
            return ReasoningPart("".join(state["text"]), signature=state.get("signature"))
        if kind == "redacted_thinking":
            return ReasoningPart("", signature=state["data"], redacted=True)
        if kind == "tool_use":
            return ToolCallPart(id=state["id"], name=state["name"], input=self._tool_input(state))
        if kind == "compaction":
            block = state["block"]
            summary = block.get("content")
            return ServerCompactionPart(
                "anthropic", summary if isinstance(summary, str) else "", [block]
            )
        return None

    def _tool_input(self, state: dict[str, Any]) -> dict[str, Any]:
        raw = "".join(state["json"])
        if not raw.strip():
            return dict(state["initial"])
        try:
            value = json.loads(raw)
        except json.JSONDecodeError:
            value = None
        if isinstance(value, dict):
            return value
        self.malformed.append(state["id"])
        return {"_raw": raw}

    def _usage(self) -> Usage:
        return Usage.from_anthropic(self.usage)

    def _compaction_usage(self) -> Usage | None:
        """The compaction iterations' usage: not in the top-level figures, billed on top."""
        iterations = self.usage.get("iterations")
        found = [
            Usage.from_anthropic(i)
            for i in (iterations if isinstance(iterations, list) else [])
            if isinstance(i, dict) and i.get("type") == "compaction"
        ]
        return sum(found, Usage()) if found else None

    def _edits(self) -> list[AppliedEdit]:
        return [AppliedEdit.from_dict(e) for e in self.applied_edits]

    def _metadata(self) -> dict[str, Any]:
        meta: dict[str, Any] = {"message_id": self.message_id, "stop_reason": self.stop_reason}
        if self.malformed:
            meta["malformed_tool_input"] = list(self.malformed)
            meta["note"] = "tool input was not valid JSON; kept as {'_raw': ...}"
        if self.ignored:
            meta["ignored_blocks"] = list(self.ignored)
        return meta

    def response(self) -> ProviderResponse:
        if not self.stopped:
            raise StreamIncomplete("the stream ended before message_stop (connection dropped?)")
        return ProviderResponse(
            parts=[self.finished[i] for i in sorted(self.finished)],
            usage=self._usage(),
            finish_reason=STOP_REASONS.get(self.stop_reason or "", "other"),
            model=self.model,
            request_id=self.message_id,
            metadata=self._metadata(),
            applied_edits=self._edits(),
            compaction_usage=self._compaction_usage(),
        )

    def partial(self) -> ProviderResponse:
        """What arrived before a failure: finished blocks, plus text and thinking in progress."""
        parts = dict(self.finished)
        unfinished = []
        for index, state in self.blocks.items():
            if state["type"] in ("text", "thinking") and "".join(state["text"]):
                parts[index] = self._to_part(state)  # type: ignore[assignment]
            elif state["type"] == "tool_use":
                unfinished.append(state["name"])
        meta = self._metadata()
        if unfinished:
            meta["unfinished_tool_calls"] = unfinished
        return ProviderResponse(
            parts=[parts[i] for i in sorted(parts)],
            usage=self._usage(),
            finish_reason="error",
            model=self.model,
            request_id=self.message_id,
            metadata=meta,
            applied_edits=self._edits(),
            compaction_usage=self._compaction_usage(),
        )


# --------------------------------------------------------------------------- errors


def classify_anthropic_error(
    exc: BaseException, *, secret: str | None = None, key_env: str = API_KEY_ENV
) -> Failure:
    """What an SDK exception means for the loop: auth, overflow, retry, or give up."""
    import anthropic

    if isinstance(exc, anthropic.APIStatusError):
        status = exc.status_code
        error = exc.body.get("error") if isinstance(exc.body, dict) else None
        error = error if isinstance(error, dict) else {}
        etype = str(error.get("type") or "")
        message = str(error.get("message") or exc.message or "")
        shown_status = None if status == 200 else status  # 200: an `error` event mid-stream
        detail = redact(
            " ".join(x for x in (str(shown_status or ""), etype) if x) + f": {message}", secret
        )
        if status == 401 or etype == "authentication_error":
            # The server's text is left out: some proxies quote the key they were sent.
            return Failure(
                "auth",
                f"Anthropic rejected the API key (401 {etype or 'authentication_error'}); "
                f"set a valid key in {key_env}",
                status,
            )
        if status == 413 or etype == "request_too_large":
            return Failure("overflow", f"Anthropic: request too large ({detail})", status)
        if status == 400 and is_context_overflow_message(message):
            return Failure(
                "overflow", f"prompt too long for the model's context window ({detail})", status
            )
        retryable_type = etype in ("overloaded_error", "rate_limit_error", "api_error")
        if status in RETRYABLE_STATUS or (status == 200 and retryable_type):
            wait = retry_after_seconds(exc.response.headers) if status != 200 else None
            return Failure("retryable", f"Anthropic {detail}", shown_status, wait)
        if status == 404:
            return Failure(
                "fatal",
                f"Anthropic {detail}; check the model name (its api_name in the catalog)",
                status,
            )
        return Failure("fatal", f"Anthropic {detail}", shown_status)
    if isinstance(exc, anthropic.APIConnectionError) or is_transport_error(exc):
        return Failure("retryable", redact(f"connection error: {exc}", secret))
    return Failure("fatal", redact(f"Anthropic SDK error {type(exc).__name__}: {exc}", secret))


# --------------------------------------------------------------------------- provider


class AnthropicProvider:
    """Streams Claude through the official ``anthropic`` SDK (``base_url`` for tests and proxies).

    The key is read from the first set variable of ``key_env`` when a request is sent.
    """

    name = "anthropic"

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
        self.body = BodyEncoder()
        self.wire = wire_fold()

    def resolve_key(self) -> str:
        """The key to send; raises AuthError (naming the variable) when there is none."""
        key = self._api_key or read_key(self.key_env)
        if not key:
            raise AuthError(
                f"no Anthropic API key: set the {' or '.join(self.key_env)} environment variable "
                f"before starting Jupyter, or type it at a hidden prompt with "
                f"`%ctx key {self.key_env[0]}`, or use the offline model"
            )
        return key

    def client(self) -> Any:
        """The SDK client, rebuilt when the key changes (a key set after %load_ext is picked up)."""
        import anthropic

        key = self.resolve_key()
        if self._client is None or key != self._client_key:
            self._client = anthropic.Anthropic(
                api_key=key, base_url=self.base_url, max_retries=0, timeout=self.timeouts.for_sdk()
            )
            self._client_key = key
        return self._client

    # what the server can be asked to do to the context (providers/server_side.py)
    server_side = frozenset({"clear_tool_uses", "clear_thinking", "server_compact"})

    def stream(self, request: ProviderRequest) -> Iterator[ProviderEvent]:
        import anthropic

        check_server(request.server)
        beta = betas(request.server)
        if beta:  # the beta Messages endpoint, as the SDK's client.beta.messages calls it
            # events as the wire has them (object: the SDK passes the JSON through), so blocks
            # and fields of a beta (compaction, context_management) need no SDK that knows them
            path, headers = "/v1/messages?beta=true", {"anthropic-beta": ",".join(beta)}
            message_type: Any = object
            event_type: Any = object
        else:
            from anthropic.types import Message, RawMessageStreamEvent

            path, headers = "/v1/messages", {}
            message_type, event_type = Message, RawMessageStreamEvent
        body = self.body.encode(anthropic_payload(request, self.wire))
        client = self.client()
        key = self._client_key
        events = stream_with_retries(
            lambda: post_stream(
                client, path, body, message_type, anthropic.Stream[event_type], headers=headers
            ),
            lambda: AnthropicAccumulator(request.model.api_name),
            lambda exc: (
                timeout_failure(exc, self.timeouts, "Anthropic")
                or classify_anthropic_error(exc, secret=key, key_env=self.key_env[0])
            ),
            self.policy,
            self.sleep,
            provider_label="Anthropic",
        )
        for event in events:
            if isinstance(event, ProviderResponse) and event.applied_edits:
                name_cleared(request.messages, request.server, event.applied_edits)
            yield event
