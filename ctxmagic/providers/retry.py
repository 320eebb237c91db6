"""Retries shared by the real providers, done by ctxmagic rather than the SDKs so they are visible.

The SDK clients are built with ``max_retries=0``; this module decides whether a failure is worth
another attempt, how long to wait (the server's ``retry-after-ms`` / ``retry-after`` headers first,
else exponential backoff from 1 s capped at 30 s), and announces each wait as a ``RetryNotice`` so
the notebook shows "rate limited, retrying in 2 s" instead of a silent pause. A failure after the
first streamed token is never retried: the user has already seen that text, so the error carries it
as ``partial`` instead.
"""

from __future__ import annotations

import email.utils
import json
import re
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Literal, Protocol

try:  # the SDKs' HTTP layer: httpx2 for anthropic 2.x / openai 3.x, httpx before
    import httpx2 as _http
except ImportError:  # pragma: no cover - older SDKs
    import httpx as _http

from ..errors import AuthError, ContextOverflowError, ProviderError
from ..messages.folds import catch_up
from ..model.request import ProviderEvent, ProviderResponse, RetryNotice

FailureKind = Literal["auth", "overflow", "retryable", "timeout", "fatal"]


RETRYABLE_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504, 529})


@dataclass(frozen=True)
class Failure:
    """A provider failure, classified: what kind, a one-line reason, and the server's wait hint."""

    kind: FailureKind
    reason: str  # one line, never containing the API key
    status: int | None = None
    retry_after: float | None = None  # seconds, from the response headers

    def to_error(self, partial: ProviderResponse | None = None) -> ProviderError:
        cls = {"auth": AuthError, "overflow": ContextOverflowError}.get(self.kind, ProviderError)
        return cls(self.reason, partial=partial, status=self.status)


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 4
    base_seconds: float = 1.0
    cap_seconds: float = 30.0
    # A server asking for a longer wait than this is not retried: better a clear error than a
    # notebook cell that hangs for an hour.
    max_wait_seconds: float = 120.0

    def __post_init__(self) -> None:
        if self.max_retries < 0:
            raise ValueError(f"max_retries must be >= 0, got {self.max_retries}")


CONNECT_TIMEOUT_S = 10.0
READ_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class Timeouts:
    """How long a request may wait: to connect, and for each read (the gap between two streamed
    chunks, or before the first). The SDKs' default is 600 s per attempt, retried up to four
    times: a hung server held a cell for most of an hour. A timeout is not retried (a server that
    said nothing for a minute is unlikely to answer the same request sooner), so a hung server
    costs one ``read`` and a dead address one ``connect``."""

    connect: float = CONNECT_TIMEOUT_S
    read: float = READ_TIMEOUT_S

    def for_sdk(self) -> Any:
        return _http.Timeout(self.read, connect=self.connect, pool=self.connect)


def timeout_failure(exc: BaseException, timeouts: Timeouts, label: str) -> Failure | None:
    """A connect or read timeout anywhere in ``exc``'s chain, as a one-line failure saying which
    limit ran out and how to change it; None for any other error."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, _http.ConnectTimeout):
            return Failure(
                "timeout",
                f"could not connect to {label} within {timeouts.connect:g} s; check the server "
                "address (base_url) and the network, or raise %config CtxMagic.connect_timeout",
            )
        if isinstance(seen, _http.TimeoutException):
            return Failure(
                "timeout",
                f"{label} sent nothing for {timeouts.read:g} s; the server may be hung or "
                "overloaded: try again, or raise %config CtxMagic.read_timeout",
            )
        seen = seen.__cause__ or seen.__context__
    return None


def is_transport_error(exc: BaseException) -> bool:
    """A dropped or refused connection, a read timeout, a truncated chunked body."""
    return isinstance(exc, _http.TransportError)


def backoff_seconds(attempt: int, *, base: float = 1.0, cap: float = 30.0) -> float:
    """Exponential backoff for retry number ``attempt`` (1-based): 1, 2, 4, 8, 16, 30, 30 ..."""
    return min(cap, base * 2 ** max(attempt - 1, 0))


def retry_after_seconds(headers: Any, *, now: float | None = None) -> float | None:
    """The wait a server asks for: ``retry-after-ms``, else ``retry-after`` (seconds or HTTP date)."""
    if headers is None:
        return None
    get = headers.get
    raw_ms = get("retry-after-ms")
    if raw_ms is not None:
        try:
            return max(float(raw_ms) / 1000.0, 0.0)
        except ValueError:
            pass
    raw = get("retry-after")
    if raw is None:
        return None
    try:
        return max(float(raw), 0.0)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    return max(when.timestamp() - (time.time() if now is None else now), 0.0)


def next_wait(failure: Failure, retries_done: int, policy: RetryPolicy) -> float | None:
    """Seconds to wait before the next attempt, or None when the failure should be raised."""
    if failure.kind != "retryable" or retries_done >= policy.max_retries:
        return None
    if failure.retry_after is not None:
        return failure.retry_after if failure.retry_after <= policy.max_wait_seconds else None
    return backoff_seconds(retries_done + 1, base=policy.base_seconds, cap=policy.cap_seconds)


class StreamIncomplete(Exception):
    """The stream ended cleanly but before the provider's end marker (a dropped connection)."""


class Accumulator(Protocol):
    """Turns one attempt's stream items into events and, at the end, a ProviderResponse."""

    @property
    def started(self) -> bool:
        """True once content (text, reasoning, a tool call) has been yielded to the caller."""
        ...

    def feed(self, item: Any) -> Iterable[ProviderEvent]: ...

    def response(self) -> ProviderResponse:
        """The finished response; raises ``StreamIncomplete`` when the stream ended early."""
        ...

    def partial(self) -> ProviderResponse: ...


def stream_with_retries(
    open_stream: Callable[[], AbstractContextManager[Iterable[Any]]],
    new_accumulator: Callable[[], Accumulator],
    classify: Callable[[BaseException], Failure],
    policy: RetryPolicy,
    sleep: Callable[[float], None],
    *,
    provider_label: str,
) -> Iterator[ProviderEvent]:
    """Run attempts until one streams to the end, announcing each retry before sleeping."""
    retries = 0
    while True:
        acc = new_accumulator()
        try:
            with open_stream() as items:
                for item in items:
                    yield from acc.feed(item)
            response = acc.response()
        except Exception as exc:  # the SDK's status, connection and stream errors
            if isinstance(exc, StreamIncomplete):
                failure = Failure("retryable", str(exc))
            else:
                failure = classify(exc)
            wait = None if acc.started else next_wait(failure, retries, policy)
            if wait is None:
                raise _final_error(failure, acc, retries, provider_label) from exc
            retries += 1
            yield RetryNotice(attempt=retries, wait_seconds=wait, reason=failure.reason)
            sleep(wait)
            continue
        if retries:
            response.metadata["retries"] = retries
        yield response
        return


def _final_error(failure: Failure, acc: Accumulator, retries: int, label: str) -> ProviderError:
    partial = acc.partial()
    if acc.started:
        return ProviderError(
            f"{label} stream broke mid-way ({failure.reason}); the text received so far is kept",
            partial=partial,
            status=failure.status,
        )
    if failure.kind == "retryable" and retries:
        return ProviderError(
            f"{label} still failing after {retries} retr{'y' if retries == 1 else 'ies'}: "
            f"{failure.reason}",
            partial=partial,
            status=failure.status,
        )
    if failure.kind == "retryable" and failure.retry_after is not None and retries == 0:
        # Either max_retries is 0 or the server asked for a wait longer than we are willing to do.
        return ProviderError(
            f"{failure.reason} (the server asks to retry after {failure.retry_after:g} s); "
            "try again later",
            partial=partial,
            status=failure.status,
        )
    return failure.to_error(partial)


_OVERFLOW_PATTERNS = re.compile(
    r"prompt is too long"
    r"|prompt .*exceeds"
    r"|context[ _-]?(window|length)"
    r"|maximum context length"
    r"|too many (input )?tokens"
    r"|input .*too long"
    r"|exceeds the maximum number of tokens"
    r"|exceed context limit",
    re.IGNORECASE,
)


def is_context_overflow_message(message: str | None) -> bool:
    """Whether an error message says the prompt does not fit the window (any provider's wording).

    Anthropic: "prompt is too long: 208310 tokens > 200000 maximum", and for a prompt that fits
    with no room for ``max_tokens``, "input length and `max_tokens` exceed context limit: 178959
    + 64000 > 200000, decrease input length or `max_tokens` and try again"; OpenAI and vLLM: "This
    model's maximum context length is 32768 tokens ..."; Gemini: "The input token count (...)
    exceeds the maximum number of tokens allowed".
    """
    return bool(message) and bool(_OVERFLOW_PATTERNS.search(message))


def redact(text: str, secret: str | None) -> str:
    """``text`` with the API key blanked out: keys never reach a message, a log or a notebook."""
    if secret and len(secret) >= 4:
        return text.replace(secret, "[redacted]")
    return text


def as_dict(item: Any) -> dict[str, Any]:
    """An SDK model (or a plain dict) as a dict, so stream handling works on wire-shaped data."""
    if isinstance(item, dict):
        return item
    for method in ("to_dict", "model_dump"):
        fn = getattr(item, method, None)
        if callable(fn):
            return fn()
    raise TypeError(f"cannot read a stream item of type {type(item).__name__}")


class BodyEncoder:
    """Serialises request bodies, reusing the JSON of the messages the previous request began
    with: consecutive requests of a session share their leading message objects (the payload
    builders hand out the same object for an unchanged message), so only the rest is encoded."""

    def __init__(self, key: str = "messages") -> None:
        self.key = key  # the list the history is in (the Responses API's is "input")
        self._messages: list[Any] = []  # the previous request's messages, kept alive
        self._pieces: list[bytes] = []  # and their JSON
        self._bytes = 0  # the pieces' length in all
        self._head: tuple[dict[str, Any], bytes] | None = None  # the rest, and its JSON

    def encode(self, payload: dict[str, Any]) -> bytes:
        head = self._update(payload)
        if head == b"{}":  # nothing but the history
            return b"".join((b'{"', self.key.encode(), b'":[', b",".join(self._pieces), b"]}"))
        return b"".join(
            (head[:-1], b',"', self.key.encode(), b'":[', b",".join(self._pieces), b"]}")
        )

    def size(self, payload: dict[str, Any]) -> int:
        """``len(encode(payload))`` without building the body (the lab counts what a request
        would send)."""
        head = self._update(payload)
        pieces = self._bytes + max(len(self._pieces) - 1, 0)
        key = len(self.key) + 5  # "key":[ ... ]
        return (len(head) + key + pieces + 1) if head != b"{}" else (key + pieces + 2)

    def _update(self, payload: dict[str, Any]) -> bytes:
        """The JSON pieces of the history (the shared prefix's kept), and the rest's JSON."""
        messages = payload[self.key]
        # the previous messages' own copy, brought up to date (a long history is not copied or
        # compared item by item at every request); an interrupt half way starts afresh
        seen, self._messages = self._messages, []
        if seen:
            keep = catch_up(seen, messages)
        else:
            keep, seen[:] = 0, messages
        if keep:
            self._bytes -= sum(map(len, self._pieces[keep:]))
            del self._pieces[keep:]
        else:
            self._pieces, self._bytes = [], 0
        new = [_dumps(m).encode() for m in messages[keep:]]
        self._pieces += new
        self._bytes += sum(map(len, new))
        self._messages = seen
        rest = {k: v for k, v in payload.items() if k != self.key}
        if self._head is None or self._head[0] != rest:  # tools and system: the same, mostly
            self._head = (rest, _dumps(rest).encode())
        return self._head[1]


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def post_stream(
    client: Any,
    path: str,
    body: bytes,
    cast_to: Any,
    stream_cls: Any,
    *,
    headers: dict[str, str] | None = None,
) -> Any:
    """Send ``body`` (the exact JSON of the request) through the SDK's low-level ``post``.

    The SDKs' ``create`` methods walk and transform the whole parameter tree on every call, which
    with a long history costs more than everything else in a turn (hundreds of ms for the
    ``openai`` client at 1,000 messages). The body is built and serialised here already, so it is
    sent as is; the SDK still does authentication, headers, errors and stream parsing.
    ``headers`` are added (a beta feature's ``anthropic-beta``).
    """
    return client.post(
        path,
        cast_to=cast_to,
        content=body,
        options={"headers": {"content-type": "application/json", **(headers or {})}},
        stream=True,
        stream_cls=stream_cls,
    )
