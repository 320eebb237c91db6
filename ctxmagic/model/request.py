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
from typing import Any, ClassVar, Protocol

from ..messages.parts import Message, Part
from .catalog import ModelInfo
from .usage import Usage

# --------------------------------------------------------------------------- server-side context
# What a request asks the provider's server to do to its context before the model reads it. The
# provider-side strategies (``ctxmagic/context/clear_tool_uses.py`` and its siblings) set these;
# the adapters send them in their wire format (``providers/anthropic.py``,
# ``providers/openai_responses.py``), and the offline stand-in and the lab apply the same rules
# themselves (``providers/server_side.py``).


@dataclass(frozen=True)
class ClearToolUses:
    """Anthropic's ``clear_tool_uses_20250919`` edit: once the prompt passes ``trigger`` (input
    tokens, or tool uses), the oldest tool results are replaced with a placeholder, all but the
    ``keep`` most recent tool uses, never those of ``exclude_tools``, and only when at least
    ``clear_at_least`` input tokens go (0: no minimum). ``clear_tool_inputs`` clears the calls'
    inputs too: all (True) or those of the tools named."""

    trigger: int = 100_000
    trigger_unit: str = "input_tokens"  # input_tokens | tool_uses
    keep: int = 3
    clear_at_least: int = 0
    exclude_tools: tuple[str, ...] = ()
    clear_tool_inputs: bool | tuple[str, ...] = False
    # ctxmagic's, not the API's: a cache breakpoint on the first message the clearing keeps
    # (providers/anthropic.py clearing_anchor), so the cleared prefix is read back
    anchor: bool = False

    type: ClassVar[str] = "clear_tool_uses_20250919"


@dataclass(frozen=True)
class ClearThinking:
    """Anthropic's ``clear_thinking_20251015`` edit: thinking is kept for the ``keep`` most
    recent assistant turns (0: all of it, the API's ``"all"``)."""

    keep: int = 1

    type: ClassVar[str] = "clear_thinking_20251015"


@dataclass(frozen=True)
class ServerCompaction:
    """Server-side compaction: Anthropic's ``compact_20260112`` (``trigger`` input tokens, at
    least 50,000; ``pause_after_compaction``; ``instructions`` replacing the default summary
    prompt) or the Responses API's ``compaction`` entry (``compact_threshold`` = ``trigger``).
    ``endpoint``: the Responses API's standalone ``/responses/compact``, called by ctxmagic when
    the context passes ``trigger``, instead of asking the server to compact mid-response."""

    trigger: int = 150_000
    pause_after_compaction: bool = False
    instructions: str = ""
    endpoint: bool = False

    type: ClassVar[str] = "compact_20260112"


@dataclass(frozen=True)
class ServerContext:
    """Everything a request asks the server to manage; empty: nothing (the default)."""

    clear_tool_uses: ClearToolUses | None = None
    clear_thinking: ClearThinking | None = None
    compaction: ServerCompaction | None = None
    # the Responses API's previous_response_id: send only what is new since the last response
    # and let the server prepend the rest (else the whole input is sent every time)
    previous_response: bool = False

    @property
    def edits(self) -> bool:
        """Whether it asks for any edit of the context (not only a way of sending it)."""
        return bool(self.clear_tool_uses or self.clear_thinking or self.compaction)

    def __bool__(self) -> bool:
        return self.edits or self.previous_response


@dataclass
class AppliedEdit:
    """One edit the server applied to a request's context (Anthropic's ``applied_edits``).

    The API reports counts; ``cleared`` is ctxmagic's reading of which tool calls they were
    (the rule is deterministic: the oldest eligible ones), for the tables of parts.
    """

    type: str
    cleared_input_tokens: int = 0
    cleared_tool_uses: int = 0
    cleared_thinking_turns: int = 0
    cleared: list[str] = field(default_factory=list)  # tool call ids, or message ids (thinking)

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "cleared_input_tokens": self.cleared_input_tokens,
            "cleared_tool_uses": self.cleared_tool_uses,
            "cleared_thinking_turns": self.cleared_thinking_turns,
            "cleared": list(self.cleared),
        }

    @classmethod
    def from_dict(cls, value: dict[str, Any]) -> AppliedEdit:
        return cls(
            type=str(value.get("type") or ""),
            cleared_input_tokens=int(value.get("cleared_input_tokens") or 0),
            cleared_tool_uses=int(value.get("cleared_tool_uses") or 0),
            cleared_thinking_turns=int(value.get("cleared_thinking_turns") or 0),
            cleared=[str(x) for x in value.get("cleared") or []],
        )

    def describe(self) -> str:
        if self.type == ClearThinking.type:
            n = self.cleared_thinking_turns
            what = f"thinking of {n} turn{'' if n == 1 else 's'}"
        else:
            n = self.cleared_tool_uses
            what = f"{n} tool result{'' if n == 1 else 's'}"
        return f"server cleared {what}, {self.cleared_input_tokens:,} tokens"


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
    # what the server is asked to do to the context (provider-side strategies); empty: nothing
    server: ServerContext = field(default_factory=ServerContext)


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
    # end_turn | tool_use | max_tokens | compaction (paused after one) | interrupted | error | other
    finish_reason: str
    model: str = ""
    estimated: bool = False  # usage computed by ctxmagic, not reported by the provider
    request_id: str = ""
    metadata: dict[str, Any] = field(default_factory=dict)
    # what the server did to the request's context: its edits, and a compaction's own usage
    # (Anthropic's usage.iterations of type "compaction": not in ``usage``, billed on top)
    applied_edits: list[AppliedEdit] = field(default_factory=list)
    compaction_usage: Usage | None = None


ProviderEvent = TextDelta | ReasoningDelta | ToolCallStarted | RetryNotice | ProviderResponse


class Provider(Protocol):
    name: str

    def stream(self, request: ProviderRequest) -> Iterator[ProviderEvent]: ...
