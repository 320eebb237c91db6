"""Typed message parts: the unit of everything ctxmagic stores, counts, prunes and shows.

A message is a role plus an ordered list of parts. Parts serialise to ``{"type", "data"}`` and back
without loss, so what is in SQLite is exactly what the context strategies and the tables work on.
Tool results are their own ``tool`` message, as in opencode, so a result can be pruned or dropped
without rewriting the assistant message that asked for it.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, TypeVar

from .ids import new_id, now_ms

T = TypeVar("T")
Role = Literal["user", "assistant", "tool", "system"]
ROLES: tuple[str, ...] = ("user", "assistant", "tool", "system")

PRUNED_PLACEHOLDER = "[Old tool result content cleared]"


@dataclass
class Part:
    type: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "data": dataclasses.asdict(self)}


@dataclass
class TextPart(Part):
    text: str
    type: ClassVar[str] = "text"


@dataclass
class ReasoningPart(Part):
    """Model thinking. ``signature`` is the provider's opaque token needed to send it back."""

    text: str
    signature: str | None = None
    redacted: bool = False
    type: ClassVar[str] = "reasoning"


@dataclass
class ImagePart(Part):
    media_type: str
    data: str  # base64
    path: str | None = None
    type: ClassVar[str] = "image"


@dataclass
class ToolCallPart(Part):
    id: str
    name: str
    input: dict[str, Any]
    finished: bool = True
    type: ClassVar[str] = "tool_call"


@dataclass
class ToolResultPart(Part):
    """A tool's output. ``pruned_at`` (ms) marks an output the model no longer sees."""

    tool_call_id: str
    name: str
    content: str
    metadata: dict[str, Any] = field(default_factory=dict)
    is_error: bool = False
    pruned_at: int | None = None
    type: ClassVar[str] = "tool_result"

    @property
    def visible_content(self) -> str:
        return PRUNED_PLACEHOLDER if self.pruned_at is not None else self.content


@dataclass
class FinishPart(Part):
    """Why a model response ended: end_turn, tool_use, max_tokens, interrupted, error, ..."""

    reason: str
    time: int = field(default_factory=now_ms)
    type: ClassVar[str] = "finish"


@dataclass
class StepUsagePart(Part):
    """The usage and cost of the request that produced this assistant message."""

    request_id: str
    model: str
    usage: dict[str, int]
    cost: float
    context_tokens: int
    estimated: bool = False
    type: ClassVar[str] = "step_usage"


@dataclass
class CompactionPart(Part):
    """Marks a summary message: ``auto`` when the threshold fired, ``overflow`` on a provider error."""

    auto: bool
    overflow: bool = False
    replaced_message_ids: list[str] = field(default_factory=list)
    tokens_before: int = 0
    kept_from_id: str | None = None  # first message of the verbatim recent tail, if one was kept
    # the session's context tokens right after it (Session.context_tokens); 0: not recorded
    context_tokens: int = 0
    # what the summary message carries besides the summary text: its first ``carried_prompts``
    # text parts are user prompts re-sent before it (Codex), and its last text parts the files
    # named in ``reinjected``, re-sent after it (Claude Code)
    carried_prompts: int = 0
    reinjected: list[str] = field(default_factory=list)
    # those tokens by source (``context/composition.py``, ``Composition.to_json``); None: not
    # recorded (a summary stored before sources were)
    composition: dict[str, Any] | None = None
    # how it was made when not in one plain request: in several, or with messages cut to fit
    note: str = ""
    type: ClassVar[str] = "compaction"


@dataclass
class ServerCompactionPart(Part):
    """A compaction the provider's server made: Anthropic's ``compaction`` block, the Responses
    API's ``compaction`` item (or the window ``/responses/compact`` returned).

    ``items`` are the wire blocks exactly as received; every later request sends them back
    verbatim, as the APIs require. ``summary`` is the readable summary (Anthropic's ``content``),
    "" when the provider encrypts it. The message that holds it is the session's compaction
    point: nothing before it is sent again, except a verbatim tail the agent kept after a
    paused compaction (``kept_from_id``, older than the compaction message itself).
    """

    provider: str  # anthropic | openai
    summary: str = ""
    items: list[dict[str, Any]] = field(default_factory=list)
    tokens_before: int = 0  # the context it replaced (the session's figure before it)
    kept_from_id: str | None = None
    type: ClassVar[str] = "server_compaction"


PART_TYPES: dict[str, type[Part]] = {
    cls.type: cls
    for cls in (
        TextPart,
        ReasoningPart,
        ImagePart,
        ToolCallPart,
        ToolResultPart,
        FinishPart,
        StepUsagePart,
        CompactionPart,
        ServerCompactionPart,
    )
}


def part_from_dict(value: dict[str, Any]) -> Part:
    kind = value.get("type")
    cls = PART_TYPES.get(kind)  # type: ignore[arg-type]
    if cls is None:
        raise ValueError(f"unknown part type {kind!r}; expected one of {sorted(PART_TYPES)}")
    names = {f.name for f in dataclasses.fields(cls)}
    data = {k: v for k, v in (value.get("data") or {}).items() if k in names}
    return cls(**data)


@dataclass
class Message:
    role: str
    parts: list[Part]
    session_id: str = ""
    id: str = field(default_factory=lambda: new_id("msg"))
    model: str | None = None
    created_at: int = field(default_factory=now_ms)
    updated_at: int = 0
    finished_at: int | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    # Token counts the store keeps beside the parts, so a resumed session is not re-tokenized:
    # {"tokenizer": name, "parts": [raw count per part]}. Not content: copies and equality skip it.
    tokens: dict[str, Any] | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r}; expected one of {ROLES}")
        if not self.updated_at:
            self.updated_at = self.created_at

    def __setattr__(self, name: str, value: Any) -> None:
        if name in ("parts", "role"):
            self.__dict__.pop("_derived", None)
        object.__setattr__(self, name, value)

    def derived(self, key: Any, compute: Callable[[Message], T]) -> T:
        """A value computed from the message's content once: its token count, cache keys, wire
        blocks. A long session's requests share almost every message, so each request computes
        only what its new messages need. Assigning ``parts`` or ``role`` forgets the values;
        parts are never changed in place (strategies change copies)."""
        try:
            return self.__dict__["_derived"][key]
        except KeyError:
            value = self.__dict__.setdefault("_derived", {})[key] = compute(self)
            return value

    # Accessors used everywhere (assembly, display, strategies). The lists are shared: read them.
    @property
    def text(self) -> str:
        return "".join(p.text for p in self.parts if isinstance(p, TextPart))

    @property
    def tool_calls(self) -> list[ToolCallPart]:
        return self.derived("tool_calls", _tool_calls)

    @property
    def tool_results(self) -> list[ToolResultPart]:
        return self.derived("tool_results", _tool_results)

    @property
    def finish_reason(self) -> str | None:
        for p in reversed(self.parts):
            if isinstance(p, FinishPart):
                return p.reason
        return None

    @property
    def step_usage(self) -> StepUsagePart | None:
        for p in reversed(self.parts):
            if isinstance(p, StepUsagePart):
                return p
        return None

    @property
    def is_summary(self) -> bool:
        return any(isinstance(p, CompactionPart) for p in self.parts)

    def parts_json(self) -> str:
        """The parts as stored: ``to_dict`` of each, without its deep copy (nothing is kept)."""
        return json.dumps(
            [{"type": p.type, "data": _shallow(p)} for p in self.parts], ensure_ascii=False
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "session_id": self.session_id,
            "role": self.role,
            "parts": [p.to_dict() for p in self.parts],
            "model": self.model,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "finished_at": self.finished_at,
            "metadata": self.metadata,
        }

    @classmethod
    def from_dict(cls, value: dict[str, Any]) -> Message:
        parts = value.get("parts") or []
        if isinstance(parts, str):
            parts = json.loads(parts)
        metadata = value.get("metadata") or {}
        if isinstance(metadata, str):
            metadata = json.loads(metadata)
        return cls(
            id=value["id"],
            session_id=value.get("session_id") or "",
            role=value["role"],
            parts=[part_from_dict(p) for p in parts],
            model=value.get("model"),
            created_at=value.get("created_at") or 0,
            updated_at=value.get("updated_at") or 0,
            finished_at=value.get("finished_at"),
            metadata=metadata,
        )

    def copy(self, **changes: Any) -> Message:
        """A deep copy, so strategies never mutate what the store holds."""
        clone = Message.from_dict(self.to_dict())
        for key, value in changes.items():
            setattr(clone, key, value)
        return clone


def _shallow(part: Part) -> dict[str, Any]:
    names = _FIELD_NAMES.get(type(part))
    if names is None:  # dataclasses.fields() is slow enough to show in every commit
        names = _FIELD_NAMES[type(part)] = tuple(f.name for f in dataclasses.fields(part))
    return {name: getattr(part, name) for name in names}


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _tool_calls(message: Message) -> list[ToolCallPart]:
    return [p for p in message.parts if isinstance(p, ToolCallPart)]


def _tool_results(message: Message) -> list[ToolResultPart]:
    return [p for p in message.parts if isinstance(p, ToolResultPart)]


def is_turn_start(message: Message) -> bool:
    """Where a user turn starts: a user prompt (not a relabelled summary, not tool results)."""
    return (
        message.role == "user"
        and bool(message.text)
        and not message.is_summary
        and not message.tool_results
    )


def server_compaction(message: Message) -> ServerCompactionPart | None:
    """The server compaction a message holds (it is then the session's compaction point)."""
    return message.derived("server compaction", _server_compaction)


def _server_compaction(message: Message) -> ServerCompactionPart | None:
    return next((p for p in message.parts if isinstance(p, ServerCompactionPart)), None)


def is_compaction_point(message: Message) -> bool:
    """A message a session's history can start from: ctxmagic's summary, or the provider's
    server compaction."""
    return message.is_summary or server_compaction(message) is not None


def live_from(summary: Message) -> str:
    """The first message id assembly still uses once ``summary`` is the compaction point (a
    summary, or a server compaction): the start of the verbatim tail it kept (older than the
    compaction point itself), or the compaction point."""
    kept = next(
        (
            p.kept_from_id
            for p in summary.parts
            if isinstance(p, (CompactionPart, ServerCompactionPart))
        ),
        None,
    )
    return min(kept, summary.id) if kept else summary.id


def user_message(text: str, session_id: str = "") -> Message:
    return Message(role="user", parts=[TextPart(text)], session_id=session_id)


def tool_message(results: list[ToolResultPart], session_id: str = "") -> Message:
    return Message(role="tool", parts=list(results), session_id=session_id)
