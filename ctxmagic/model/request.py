"""What a request is, below both the context strategies and the providers that send it.

``Prepared`` is what context assembly and the strategies produce (system blocks, tool specs,
messages); ``ProviderRequest`` adds the model and the sending options. A provider turns a provider-neutral ``ProviderRequest`` (system blocks, tool specs, assembled
messages) into its wire format, streams, and yields ``TextDelta`` / ``ReasoningDelta`` /
``ToolCallStarted`` / ``RetryNotice`` events followed by exactly one ``ProviderResponse``. On
failure it raises a ``ProviderError`` whose ``partial`` is a ``ProviderResponse`` with whatever was
received, so the loop can keep it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..messages.parts import Message, Part
from .catalog import ModelInfo
from .usage import Usage


@dataclass
class SystemBlock:
    """One block of the system prompt; ``source`` says where it came from (for the parts table)."""

    text: str
    source: str = "system"


@dataclass
class Prepared:
    """What the next request will carry, before conversion to a provider's wire format."""

    system: list[SystemBlock]
    tools: list[dict[str, Any]]
    messages: list[Message]


# The sections every summary has, whoever writes it (an LLM told so by the summarize strategy's
# prompt, or the offline stand-in); merging a previous summary relies on them.
SUMMARY_SECTIONS = (
    "What was done",
    "In progress",
    "Files involved",
    "Next steps",
    "User constraints",
)


@dataclass
class SummaryTask:
    """What a summary request asks for, in structured form.

    The summarize strategy renders it as the text of the request's one user message for a model;
    the offline stand-in, which is not a model, reads it from here instead of parsing that text.
    """

    messages: list[Message]  # the history to summarise (without the previous summary)
    previous: str | None = None  # the previous summary's text, to merge
    instructions: str = ""


@dataclass
class ProviderRequest:
    model: ModelInfo
    system: list[SystemBlock]
    tools: list[dict[str, Any]]  # {"name", "description", "input_schema"}
    messages: list[Message]  # assembled history: never starts with an assistant message
    max_tokens: int
    session_id: str = ""
    cache_policy: str = "opencode"  # opencode | rolling | none (Anthropic breakpoint placement)
    cache_ttl: str = "5m"  # 5m | 1h
    thinking_budget: int = 0  # > 0 enables extended thinking / reasoning where supported
    temperature: float | None = None
    task: SummaryTask | None = None  # set on a summarizer's request
    # the window the request must fit: the session's, after any override (0: the model's). A
    # real server applies its own; the offline stand-in has none, so it refuses a prompt over
    # this one as the provider it simulates would
    context_window: int = 0
    # the strategies that changed its messages since the previous request, each with the
    # request position it changed first: what a cache-miss report names (model/cachemiss.py)
    changes: tuple[tuple[str, int], ...] = ()


@dataclass
class TextDelta:
    text: str


@dataclass
class ReasoningDelta:
    text: str


@dataclass
class ToolCallStarted:
    id: str
    name: str


@dataclass
class RetryNotice:
    """A retryable error (429, 529, 5xx): the provider waits ``wait_seconds`` and tries again."""

    attempt: int
    wait_seconds: float
    reason: str


@dataclass
class ProviderResponse:
    parts: list[Part]  # text / reasoning / tool_call parts, in order
    usage: Usage
    finish_reason: str  # end_turn | tool_use | max_tokens | interrupted | error | other
    model: str = ""
    estimated: bool = False  # usage computed by ctxmagic, not reported by the provider
    request_id: str = ""
    metadata: dict[str, Any] = field(default_factory=dict)


ProviderEvent = TextDelta | ReasoningDelta | ToolCallStarted | RetryNotice | ProviderResponse


class Provider(Protocol):
    name: str

    def stream(self, request: ProviderRequest) -> Iterator[ProviderEvent]: ...
