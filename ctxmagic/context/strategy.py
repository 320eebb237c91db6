"""The strategy interface: a pure function from the session's messages to the messages sent next,
plus a report of every part it changed.

Strategies never mutate their input (they copy what they change) and write nothing. What must
outlive the request is said in the report, and the agent stores it when it sends the request:
``persist`` (stored messages changed in place, e.g. pruned results marked with a time),
``created`` (new messages, e.g. a summary) and ``outputs`` (full tool outputs to save as files,
by tool call id).
``finish_report`` fills the bookkeeping every report shares (before/after, token totals, the first
request position whose prompt cache the change invalidates) once, for all strategies.
"""

from __future__ import annotations

import hashlib
import operator
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import islice, zip_longest
from pathlib import Path
from typing import Any

from ..messages.folds import Running, list_mark, list_rewind, shared_prefix
from ..messages.parts import CompactionPart, FinishPart, Message, Part, StepUsagePart
from ..model.tokens import TokenCounter, part_text

ACTIONS = ("kept", "truncated", "pruned", "dropped", "summarised", "externalised", "replayed")


@dataclass
class PartChange:
    """One part a strategy changed (or dropped), with its tokens before and after."""

    message_id: str
    index: int  # the part's index within its message
    role: str
    type: str
    tool: str
    action: str  # one of ACTIONS
    tokens_before: int
    tokens_after: int
    position: int | None = None  # position among the request's message parts, before the change


class ChangesSoFar(Sequence[PartChange]):
    """A report's changes: the first ones of a list that only grows, as it is now, without a
    copy. A strategy that reports every part of a long history at every request (replay), or
    keeps its changes across requests (a ``LOCAL`` one), appends to one list and starts a new
    list rather than shortening it, so what a report was given never changes under it."""

    __slots__ = ("_items", "_size")

    def __init__(self, items: list[PartChange]) -> None:
        self._items, self._size = items, len(items)

    def __len__(self) -> int:
        return self._size

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return self._items[: self._size][index]
        if not -self._size <= index < self._size:
            raise IndexError("change index out of range")
        return self._items[index % self._size]

    def __iter__(self) -> Iterator[PartChange]:
        return islice(self._items, self._size)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, ChangesSoFar)):
            return len(self) == len(other) and all(map(operator.eq, self, other))
        return NotImplemented

    def __repr__(self) -> str:
        return repr(list(self))


@dataclass
class StrategyReport:
    strategy: str
    changes: list[PartChange] = field(default_factory=list)
    tokens_before: int = 0  # tokens of the messages before / after this strategy
    tokens_after: int = 0
    first_invalidated: int | None = None  # first request position whose cache is lost
    note: str = ""
    persist: list[Message] = field(default_factory=list)  # stored messages changed in place
    created: list[Message] = field(default_factory=list)  # new messages to store
    outputs: dict[str, str] = field(default_factory=dict)  # tool call id -> full output to save
    before: list[Message] = field(default_factory=list, repr=False)  # for before/after tables
    after: list[Message] = field(default_factory=list, repr=False)
    # the session's context tokens (``Session.context_tokens``, the meter's figure) before and
    # after, for a change to the session itself (a compaction); None for a request-shaping one
    context_before: int | None = None
    context_after: int | None = None

    @property
    def freed(self) -> int:
        return self.tokens_before - self.tokens_after

    @property
    def acted(self) -> bool:
        return bool(self.changes) or bool(self.created)

    def summary_line(self, offset: int = 0) -> str:
        """One line for the cell; ``offset`` turns message positions into request positions."""
        counts: dict[str, int] = {}
        for c in self.changes:
            counts[c.action] = counts.get(c.action, 0) + 1
        what = (
            ", ".join(
                f"{n} part{'' if n == 1 else 's'} {action}" for action, n in sorted(counts.items())
            )
            or "no parts changed"
        )
        cache = (
            f"prompt cache invalidated from position {offset + self.first_invalidated}"
            if self.first_invalidated is not None
            else "prompt cache untouched"
        )
        note = f"; {self.note}" if self.note else ""
        messages = f"messages {self.tokens_before:,} -> {self.tokens_after:,} tokens"
        if self.context_before is not None and self.context_after is not None:
            # the context is the meter's figure: the freed tokens are its drop, not the
            # messages' (those leave out the system prompt and tools, and a summary adds some)
            figures = (
                f"context {self.context_before:,} -> {self.context_after:,} tokens, "
                f"{change_words(self.context_before - self.context_after)} "
                f"(the {messages.removesuffix(' tokens')})"
            )
        else:
            figures = f"{messages}, {change_words(self.freed)}"
        return f"{self.strategy}: {what}; {figures}; {cache}{note}"


def change_words(freed: int) -> str:
    """``1,318 freed``, ``113 added`` (a strategy can grow what it changes), ``none freed``."""
    if freed > 0:
        return f"{freed:,} freed"
    return f"{-freed:,} added" if freed < 0 else "none freed"


@dataclass
class StrategyContext:
    """What a strategy may know besides the messages."""

    counter: TokenCounter
    window: int  # the model's context window (after any override)
    budget: int  # tokens available to messages: window - system - tools - output reserve
    context_tokens: int  # the meter's figure: ``Session.context_tokens``
    settings: dict[str, Any] = field(default_factory=dict)  # this strategy's parameters
    workspace: Path = Path(".")
    session_id: str = ""
    now_ms: int = 0
    overflow: bool = False  # the provider refused the last request as too long
    force: bool = False  # asked for by hand (%ctx compact)
    # a prompt over this many tokens is refused without being read (0: every prompt is read):
    # the strategy lab's provider does so, and a strategy need not render text no one reads
    refused_over: int = 0
    reply_tokens: int = 0  # the reply budget a request asks for (max_tokens before the cut)
    cache_ttl_ms: int = 0  # how long the provider keeps a cached prefix (the session's TTL)
    # the most message tokens a request can carry and still be accepted: the window less the
    # system prompt, the tools and the least reply a turn starts with (0: not known)
    fits: int = 0


Strategy = Callable[[list[Message], StrategyContext], tuple[list[Message], StrategyReport]]


def sendable(part: Part) -> bool:
    """Parts that reach a model (finish, usage and compaction bookkeeping never do)."""
    return not isinstance(part, (FinishPart, StepUsagePart, CompactionPart))


def part_key(role: str, part: Part) -> str:
    """A short content hash of what the model sees of a part: equal keys, equal cache block."""
    text = f"{role}\x00{part.type}\x00{getattr(part, 'name', '')}\x00{part_text(part)}"
    return hashlib.blake2b(text.encode("utf-8", "replace"), digest_size=8).hexdigest()


def message_keys(messages: list[Message]) -> list[str]:
    """The keys of every sendable part, in request order (kept on each message)."""
    keys: list[str] = []
    for m in messages:
        keys += m.derived("keys", lambda m: [part_key(m.role, p) for p in m.parts if sendable(p)])
    return keys


def common_prefix(a: list[str], b: list[str]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def first_change(before: list[Message], after: list[Message]) -> int | None:
    """First position (among sendable message parts) where ``after`` differs from ``before``.

    Leading messages that are the same objects are skipped; the rest is compared part by part
    up to the first difference, by content (what ``part_key`` hashes), so a change at the start
    of a long history (a re-rendered transcript, a summary) costs no hashing of it.
    """
    same = shared_prefix(before, after)
    offset = _OFFSETS.over(before)[same - 1] if same else 0
    # islice, not a slice: comparison stops at the first difference, a copy would not
    pairs = zip_longest(_parts(islice(before, same, None)), _parts(islice(after, same, None)))
    for n, (a, b) in enumerate(pairs):
        if a is None or b is None or not _same_content(a, b):
            return offset + n
    return None


def _sendable(message: Message) -> list[Part]:
    return message.derived("sendable", lambda m: [p for p in m.parts if sendable(p)])


def _add_offset(offsets: list[int], message: Message) -> list[int]:
    offsets.append((offsets[-1] if offsets else 0) + len(_sendable(message)))
    return offsets


# the sendable parts up to each message of the last list ``first_change`` was given (requests
# share their leading messages, so a long history is not walked again at every change)
_OFFSETS = Running(list, _add_offset, mark=list_mark, rewind=list_rewind)


def _parts(messages: Iterable[Message]) -> Iterator[tuple[str, Part]]:
    for m in messages:
        for p in _sendable(m):
            yield m.role, p


def _same_content(a: tuple[str, Part], b: tuple[str, Part]) -> bool:
    """Whether two parts have the same ``part_key``, without hashing them."""
    (role, p), (other_role, q) = a, b
    if role != other_role:
        return False
    if p is q:
        return True
    return (
        p.type == q.type
        and getattr(p, "name", "") == getattr(q, "name", "")
        and part_text(p) == part_text(q)
    )


def positions(messages: list[Message]) -> dict[tuple[str, int], int]:
    """(message id, part index) -> position among the sendable parts."""
    out: dict[tuple[str, int], int] = {}
    pos = 0
    for m in messages:
        for i, p in enumerate(m.parts):
            if sendable(p):
                out[(m.id, i)] = pos
                pos += 1
    return out


def change(message: Message, index: int, action: str, before: int, after: int) -> PartChange:
    part = message.parts[index]
    return PartChange(
        message_id=message.id,
        index=index,
        role=message.role,
        type=part.type,
        tool=getattr(part, "name", "") or "",
        action=action,
        tokens_before=before,
        tokens_after=after,
    )


def finish_report(
    report: StrategyReport, before: list[Message], after: list[Message], counter: TokenCounter
) -> StrategyReport:
    """Fill what every report of a strategy that acted carries: the messages before and after,
    their token totals, and the first request position whose cache the change invalidates.

    ``before`` and ``after`` are kept as they are, not copied: nobody changes a list once a
    strategy has it, and a list its owner grows in place (the agent's history, a ``LOCAL``
    strategy's output) is grown only while no one else holds it.
    """
    report.before, report.after = before, after
    report.tokens_before = counter.messages(before)
    report.tokens_after = counter.messages(after)
    report.first_invalidated = first_change(before, after)
    return report
