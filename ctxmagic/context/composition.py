"""Where every token of a request comes from: its composition by source.

A request (system blocks, tool definitions, messages) is cut into **runs**, consecutive positions
of one source (the system prompt, a project file, the memory index, the repo map, the tool
definitions, the summary, user text, assistant text, reasoning, tool calls, each tool's results,
sub-agent results, a replayed transcript, the per-message framing), in the order both simulated
providers cache a prompt: tools, then system, then messages. Counts are ctxmagic's.

A provider bills the request in its own count, cut along that same order into cache read, cache
write (1 h, then 5 min) and uncached input (``model/cache.py``). ``split`` lays those four
figures over the runs, from the start of the prompt, and shares each among the sources in it by
their counted tokens (largest remainders), so the sources add up to the provider's prompt **to
the token**, and each source carries what it was billed as. The response's output is shared the
same way among its parts. That is ``Composition``: what the display, ``%ctx context``, the
compaction history and the lab's per-request table show. Everything here is pure; the agent
stores each request's composition with its record (``RequestRecord.composition``) and each
summary's with its ``CompactionPart``.
"""

from __future__ import annotations

import bisect
import itertools
import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..messages.folds import Running
from ..messages.parts import (
    ImagePart,
    Message,
    Part,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from ..messages.transcripts import MARKER
from ..model.request import Prepared, SystemBlock
from ..model.tokens import IMAGE_TOKENS, MESSAGE_OVERHEAD, TokenCounter
from ..model.usage import Usage
from ..tools.task import TASK_TOOL
from .externalize import MEMORY_SOURCE, REPO_MAP_SOURCE

# Kinds, in the order a table lists them (the fixed part of a request first)
TOOL_DEFINITIONS = "tool definitions"
SYSTEM_PROMPT = "system prompt"
PROJECT_FILE = "project file"
MEMORY = "memory index"
REPO_MAP = "repo map"
SYSTEM_BLOCK = "system block"  # any other block a caller put in the system prompt
SUMMARY = "summary"
USER = "user text"
ASSISTANT = "assistant text"
REASONING = "reasoning"
CALLS = "tool calls"
RESULTS = "tool results"
SUBAGENT = "sub-agent results"
TRANSCRIPT = "replayed transcript"
IMAGES = "images"
FRAMING = "message framing"
KINDS = (
    TOOL_DEFINITIONS,
    SYSTEM_PROMPT,
    PROJECT_FILE,
    MEMORY,
    REPO_MAP,
    SYSTEM_BLOCK,
    SUMMARY,
    USER,
    ASSISTANT,
    REASONING,
    CALLS,
    RESULTS,
    SUBAGENT,
    TRANSCRIPT,
    IMAGES,
    FRAMING,
)
FIXED_KINDS = frozenset(
    {TOOL_DEFINITIONS, SYSTEM_PROMPT, PROJECT_FILE, MEMORY, REPO_MAP, SYSTEM_BLOCK}
)
TOOLS_SOURCE = "tools"  # the tool definitions' source name (``%ctx context``'s row)
RESULTS_PREFIX = "tool results: "


@dataclass(frozen=True, slots=True)
class Run:
    """Consecutive positions of one source, with ctxmagic's count of their tokens."""

    kind: str
    source: str
    tokens: int


def group(kind: str, source: str) -> str:
    """What the meter's bar and chart draw as one segment: the kind, except that tool results
    are one segment per tool."""
    return source if kind == RESULTS else kind


# -------------------------------------------------------------------------------------------
# Sources of a request, counted


def system_kind(block: SystemBlock) -> str:
    if block.source == "system prompt":
        return SYSTEM_PROMPT
    if block.source == MEMORY_SOURCE:
        return MEMORY
    if block.source == REPO_MAP_SOURCE:
        return REPO_MAP
    if block.text.startswith("Project instructions from "):
        return PROJECT_FILE
    return SYSTEM_BLOCK


def part_source(message: Message, part: Part) -> tuple[str, str] | None:
    """(kind, source) of a part a model sees; None for bookkeeping (finish, usage, ...)."""
    if isinstance(part, ToolResultPart):
        if part.name == TASK_TOOL:
            return SUBAGENT, SUBAGENT
        return RESULTS, RESULTS_PREFIX + (part.name or "?")
    if isinstance(part, ToolCallPart):
        return CALLS, CALLS
    if isinstance(part, ReasoningPart):
        return REASONING, REASONING
    if isinstance(part, ImagePart):
        return IMAGES, IMAGES
    if isinstance(part, TextPart):
        if message.is_summary:
            return SUMMARY, SUMMARY
        if message.role == "assistant":
            return ASSISTANT, ASSISTANT
        if part.text.startswith(MARKER):
            return TRANSCRIPT, TRANSCRIPT
        return USER, USER
    return None


def message_runs(message: Message, counter: TokenCounter) -> list[Run]:
    """A message's runs: its framing (role and separators, ctxmagic's per-message figure), then
    its parts, consecutive parts of one source as one run. Kept on the message per counter."""

    def runs(m: Message) -> list[Run]:
        out = [Run(FRAMING, FRAMING, MESSAGE_OVERHEAD)]
        for part, tokens in zip(m.parts, counter.parts(m), strict=True):
            found = part_source(m, part)
            if found is None:
                continue
            if isinstance(part, ImagePart):
                tokens = IMAGE_TOKENS
            if out[-1].kind == found[0] and out[-1].source == found[1]:
                out[-1] = Run(found[0], found[1], out[-1].tokens + tokens)
            else:
                out.append(Run(*found, tokens))
        return out

    return message.derived(("runs", counter.tokenizer, counter.factor), runs)


def fixed_runs(
    system: Sequence[SystemBlock], tools: Sequence[dict[str, Any]], counter: TokenCounter
) -> list[Run]:
    """The part of every request before the first message, in cache prefix order: the tool
    definitions, then each system block."""
    out = [Run(TOOL_DEFINITIONS, TOOLS_SOURCE, counter.tools(list(tools)))] if tools else []
    out += [Run(system_kind(b), b.source, counter.text(b.text)) for b in system]
    return out


class Runs:
    """A request's runs with what ``split`` needs without walking them all: each run's end
    (cumulative tokens) and each source's total. ``RunsFold`` extends one message by message."""

    __slots__ = ("runs", "ends", "totals")

    def __init__(self, runs: Iterable[Run] = ()) -> None:
        self.runs: list[Run] = []
        self.ends: list[int] = []
        self.totals: dict[tuple[str, str], int] = {}
        self.extend(runs)

    def extend(self, runs: Iterable[Run], totals: dict[tuple[str, str], int] | None = None) -> Runs:
        """Add ``runs`` (``totals``: their tokens per source, when the caller has them)."""
        runs = list(runs)
        if totals is None:
            totals = {}
            for run in runs:
                key = (run.kind, run.source)
                totals[key] = totals.get(key, 0) + run.tokens
        at = self.ends[-1] if self.ends else 0
        self.runs += runs
        self.ends += itertools.accumulate([r.tokens for r in runs], initial=at)
        del self.ends[len(self.ends) - len(runs) - 1]  # the initial value
        mine = self.totals
        for key, tokens in totals.items():
            mine[key] = mine.get(key, 0) + tokens
        return self

    @property
    def total(self) -> int:
        return self.ends[-1] if self.ends else 0

    def __iter__(self) -> Iterator[Run]:
        return iter(self.runs)

    def __len__(self) -> int:
        return len(self.runs)


def request_runs(prepared: Prepared, counter: TokenCounter) -> list[Run]:
    """Every run of a request, in cache prefix order (recounted; ``RunsFold`` continues)."""
    out = fixed_runs(prepared.system, prepared.tools, counter)
    for message in prepared.messages:
        out += message_runs(message, counter)
    return out


def _totals(runs: list[Run]) -> Any:
    def totals(_: Message) -> dict[tuple[str, str], int]:
        out: dict[tuple[str, str], int] = {}
        for run in runs:
            out[(run.kind, run.source)] = out.get((run.kind, run.source), 0) + run.tokens
        return out

    return totals


def _runs_mark(runs: Runs) -> tuple[int, dict[tuple[str, str], int]]:
    return len(runs.runs), dict(runs.totals)


def _runs_rewind(runs: Runs, mark: tuple[int, dict[tuple[str, str], int]]) -> Runs:
    """The runs as they were at ``mark`` (a change near the end, a prune: not a fold anew)."""
    size, totals = mark
    del runs.runs[size:], runs.ends[size:]
    runs.totals = dict(totals)
    return runs


class RunsFold:
    """``request_runs`` for consecutive requests of one session, as ``Runs``: the messages'
    runs continue from the previous request's when its messages are the start of this one's
    (the same objects), so a step costs what it adds, and the split walks only the runs after
    the cached prefix."""

    def __init__(self, counter: TokenCounter) -> None:
        self.counter = counter
        self._messages: Running[Runs, Message] = Running(
            Runs, self._add, mark=_runs_mark, rewind=_runs_rewind
        )
        self._fixed: tuple[Any, Any, list[Run]] | None = None  # a turn's system and tools

    def _add(self, runs: Runs, message: Message) -> Runs:
        counter = self.counter
        mine = message_runs(message, counter)
        key = ("run totals", counter.tokenizer, counter.factor)
        return runs.extend(mine, message.derived(key, _totals(mine)))

    def __call__(self, prepared: Prepared) -> tuple[list[Run], Runs]:
        """(the fixed runs, the messages' runs): a request's runs, in that order."""
        last = self._fixed
        if last is None or last[0] is not prepared.system or last[1] is not prepared.tools:
            # the steps of a turn share one system and tools (built once per turn)
            runs = fixed_runs(prepared.system, prepared.tools, self.counter)
            last = self._fixed = (prepared.system, prepared.tools, runs)
        return last[2], self._messages.over(prepared.messages)


def response_runs(response: Iterable[Part] | Message, counter: TokenCounter) -> list[Run]:
    """The output of a response by source: its text, reasoning and tool calls (given as the
    assistant message that holds them, whose runs the next request reuses, or as parts)."""
    if not isinstance(response, Message):
        response = Message(role="assistant", parts=list(response))
    return [r for r in message_runs(response, counter) if r.kind != FRAMING]


# -------------------------------------------------------------------------------------------
# The provider's figures laid over the runs


@dataclass(frozen=True, slots=True)
class SourceRow:
    """One source of a request or of the context: its tokens as billed. ``read`` + ``write_1h``
    + ``write_5m`` + ``uncached`` is its share of the prompt, ``output`` its share of the
    response; a row of a request nobody billed yet has its tokens as ``uncached``."""

    kind: str
    source: str
    read: int = 0
    write_1h: int = 0
    write_5m: int = 0
    uncached: int = 0
    output: int = 0

    @property
    def tokens(self) -> int:
        return self.read + self.write_1h + self.write_5m + self.uncached + self.output

    @property
    def written(self) -> int:
        return self.write_1h + self.write_5m

    @property
    def group(self) -> str:
        return group(self.kind, self.source)

    def cost(self, pricing: Any) -> float:
        """Dollars this source cost at ``pricing``'s per-million prices (a ``ModelInfo``)."""
        return (
            self.read * pricing.price_cache_read
            + self.write_1h * pricing.price_cache_write_1h
            + self.write_5m * pricing.price_cache_write_5m
            + self.uncached * pricing.price_input
            + self.output * pricing.price_output
        ) / 1_000_000

    def __add__(self, other: SourceRow) -> SourceRow:
        return SourceRow(
            self.kind,
            self.source,
            *(getattr(self, f) + getattr(other, f) for f in _AMOUNTS),
        )


_AMOUNTS = ("read", "write_1h", "write_5m", "uncached", "output")


def allocate(weights: Sequence[int], total: int) -> list[int]:
    """``total`` shared in proportion to ``weights`` (largest remainders, ties to the earlier),
    so the shares are whole tokens that add up to ``total`` exactly; equal shares when every
    weight is 0."""
    if not weights:
        return []
    whole = sum(weights)
    if whole <= 0:
        weights, whole = [1] * len(weights), len(weights)
    shares = [w * total // whole for w in weights]
    left = total - sum(shares)
    order = sorted(range(len(weights)), key=lambda i: (-(weights[i] * total % whole), i))
    for i in order[:left]:
        shares[i] += 1
    return shares


def _walk(head: Sequence[Run], body: Runs, a: int, b: int) -> dict[tuple[str, str], int]:
    """The counted tokens of each source between positions ``a`` and ``b`` (``head`` first,
    then ``body``): only the runs that overlap the interval are visited."""
    out: dict[tuple[str, str], int] = {}
    at = 0
    for r in head:
        lo, hi = max(at, a), min(at + r.tokens, b)
        if hi > lo:
            out[(r.kind, r.source)] = out.get((r.kind, r.source), 0) + hi - lo
        at += r.tokens
    offset, ends, runs = at, body.ends, body.runs
    i = bisect.bisect_right(ends, a - offset)
    start = offset + (ends[i - 1] if i else 0)
    while i < len(runs) and start < b:
        r = runs[i]
        lo, hi = max(start, a), min(start + r.tokens, b)
        if hi > lo:
            out[(r.kind, r.source)] = out.get((r.kind, r.source), 0) + hi - lo
        start += r.tokens
        i += 1
    return out


def _pieces(
    head: Sequence[Run], body: Runs, bounds: Sequence[int]
) -> list[dict[tuple[str, str], int]]:
    """The counted tokens of each source in each interval cut at ``bounds`` (counted positions
    from the prompt's start, ascending; the last interval runs to the end). The largest
    interval is the totals less the others, so only the runs of the smaller ones are visited
    (a request that reads most of its prompt from the cache walks only what is new)."""
    totals = dict(body.totals)
    for r in head:
        totals[(r.kind, r.source)] = totals.get((r.kind, r.source), 0) + r.tokens
    counted = sum(r.tokens for r in head) + body.total
    edges = [0, *bounds, counted]
    spans = list(zip(edges, edges[1:], strict=False))
    largest = max(range(len(spans)), key=lambda i: spans[i][1] - spans[i][0])
    pieces: list[dict[tuple[str, str], int]] = []
    for i, (a, b) in enumerate(spans):
        pieces.append({} if i == largest or b <= a else _walk(head, body, a, b))
    rest = dict(totals)
    for piece in pieces:
        for k, n in piece.items():
            rest[k] -= n
    pieces[largest] = {k: n for k, n in rest.items() if n}
    return pieces


_RANK = {k: i for i, k in enumerate(KINDS)}


def _order(rows: Iterable[SourceRow]) -> list[SourceRow]:
    return sorted(rows, key=lambda r: (_RANK.get(r.kind, len(KINDS)), -r.tokens, r.source))


def split(
    runs: Sequence[Run] | tuple[Sequence[Run], Runs],
    usage: Usage | None = None,
    *,
    total: int | None = None,
) -> list[SourceRow]:
    """The prompt's sources as billed: ``usage``'s cache read, 1 h and 5 min writes and uncached
    input laid over ``runs`` in that order from the prompt's start (scaled from ctxmagic's count
    to the provider's), each shared among its sources by their counted tokens. Without a usage,
    the counted tokens as uncached (``total``: shared to that figure instead). ``runs`` is a
    list, or ``RunsFold``'s (fixed runs, ``Runs``)."""
    head, body = runs if isinstance(runs, tuple) else ((), Runs(runs))
    counted = sum(r.tokens for r in head) + body.total
    if usage is None:
        amounts = [("uncached", counted if total is None else total)]
    else:
        amounts = [
            ("read", usage.cache_read),
            ("write_1h", usage.cache_write_1h),
            ("write_5m", usage.cache_write_5m),
            ("uncached", usage.input),
        ]
    prompt = sum(a for _, a in amounts)
    # the provider's interval ends, in counted positions
    bounds, at = [], 0
    for _, amount in amounts[:-1]:
        at += amount
        bounds.append(at * counted // prompt if prompt else 0)
    pieces = _pieces(head, body, bounds)
    keys = list(dict.fromkeys(k for piece in pieces for k in piece))
    values: dict[tuple[str, str], list[int]] = {k: [0, 0, 0, 0, 0] for k in keys}
    for (name, amount), piece in zip(amounts, pieces, strict=True):
        if not amount:
            continue
        weights = [piece.get(k, 0) for k in keys]
        if not any(weights):  # the counts place nothing here: share by the whole prompt
            weights = [sum(p.get(k, 0) for p in pieces) for k in keys]
        slot = _SLOT[name]
        for k, share in zip(keys, allocate(weights, amount), strict=True):
            values[k][slot] += share
    if not keys and prompt:
        keys = [(SYSTEM_BLOCK, "not counted")]
        values = {keys[0]: [0, 0, 0, 0, 0]}
        for name, amount in amounts:
            values[keys[0]][_SLOT[name]] += amount
    return [SourceRow(k[0], k[1], *values[k]) for k in keys if any(values[k])]


_SLOT = {"read": 0, "write_1h": 1, "write_5m": 2, "uncached": 3, "output": 4}


def output_rows(runs: Sequence[Run], usage: Usage) -> list[SourceRow]:
    """A response's output tokens (the provider's count) by source; reasoning the provider
    counted but did not return (``usage.reasoning`` beyond what was shown) is its own row."""
    shown = sum(r.tokens for r in runs if r.kind == REASONING)
    hidden = min(max(usage.reasoning - shown, 0), usage.output) if usage.reasoning else 0
    rest = usage.output - hidden
    merged: dict[tuple[str, str], int] = {}
    for r in runs:
        merged[(r.kind, r.source)] = merged.get((r.kind, r.source), 0) + r.tokens
    if rest and not merged:
        merged[(ASSISTANT, ASSISTANT)] = 0
    rows: dict[tuple[str, str], int] = {}
    for k, share in zip(merged, allocate(list(merged.values()), rest), strict=True):
        rows[k] = share
    if hidden:
        rows[(REASONING, REASONING)] = rows.get((REASONING, REASONING), 0) + hidden
    return [SourceRow(k, s, output=n) for (k, s), n in rows.items() if n]


# -------------------------------------------------------------------------------------------
# A composition


def _count(value: Any) -> int:
    """A token count read back: a whole number >= 0 (anything else is not a composition)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"not a token count: {value!r}")
    return value


@dataclass(frozen=True)
class Composition:
    """A request's (or the context's) tokens by source. ``counted`` is ctxmagic's count of what
    was shared out; ``billed`` whether the rows are split as a provider billed them."""

    rows: tuple[SourceRow, ...]
    counted: int = 0
    billed: bool = False

    @property
    def total(self) -> int:
        return sum(r.tokens for r in self.rows)

    @property
    def prompt(self) -> int:
        return sum(r.tokens - r.output for r in self.rows)

    @property
    def output(self) -> int:
        return sum(r.output for r in self.rows)

    def by_group(self) -> dict[str, int]:
        """Tokens per segment of the meter (``group``), in table order."""
        out: dict[str, int] = {}
        for r in self.rows:
            out[r.group] = out.get(r.group, 0) + r.tokens
        return out

    def by_kind(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for r in self.rows:
            out[r.kind] = out.get(r.kind, 0) + r.tokens
        return out

    def tokens_of(self, source: str) -> int:
        return sum(r.tokens for r in self.rows if r.source == source)

    def merged(self) -> Composition:
        """One row per source (a source in both the prompt and the output added up)."""
        rows: dict[tuple[str, str], SourceRow] = {}
        for r in self.rows:
            key = (r.kind, r.source)
            rows[key] = rows[key] + r if key in rows else r
        return replace(self, rows=tuple(_order(rows.values())))

    def to_json(self) -> dict[str, Any]:
        return {
            "rows": [[r.kind, r.source, *(getattr(r, f) for f in _AMOUNTS)] for r in self.rows],
            "counted": self.counted,
            "billed": self.billed,
        }

    @classmethod
    def from_json(cls, value: dict[str, Any] | str | None) -> Composition | None:
        """``to_json``'s value, or its JSON text (as a record read from the store holds it);
        None when there is none, or when what is there is not one (a hand-edited notebook's
        record): the displays then say the sources were not recorded."""
        if not value:
            return None
        try:
            if isinstance(value, str):
                value = json.loads(value)
            found = value.get("rows") or []
            if any(not isinstance(row, list) or len(row) != 7 for row in found):
                return None
            rows = tuple(
                SourceRow(str(kind), str(source), *(_count(n) for n in amounts))
                for kind, source, *amounts in found
            )
            return cls(rows, _count(value.get("counted") or 0), bool(value.get("billed")))
        except (ValueError, TypeError, AttributeError):
            return None


def of_request(
    runs: Sequence[Run] | tuple[Sequence[Run], Runs],
    usage: Usage | None = None,
    output: Sequence[Run] = (),
    *,
    total: int | None = None,
) -> Composition:
    """A request's composition: its prompt ``runs`` split as ``usage`` billed them, and the
    response's ``output`` runs sharing ``usage.output``. Without a usage (not sent, or a count
    of ctxmagic's own such as the context after a compaction), the runs' counts, shared to
    ``total`` when given."""
    rows = split(runs, usage, total=total)
    if usage is not None and usage.output:
        found = {(r.kind, r.source): i for i, r in enumerate(rows)}
        for row in output_rows(output, usage):  # a source in both: one row
            i = found.get((row.kind, row.source))
            if i is None:
                rows.append(row)
            else:
                rows[i] = replace(rows[i], output=rows[i].output + row.output)
    head, body = runs if isinstance(runs, tuple) else (runs, Runs())
    counted = sum(r.tokens for r in head) + body.total + sum(r.tokens for r in output)
    return Composition(tuple(_order(rows)), counted, usage is not None)


def fixed_part(
    system: Sequence[SystemBlock], tools: Sequence[dict[str, Any]], counter: TokenCounter
) -> Composition:
    """What every request carries before the first message, counted (nothing billed)."""
    return of_request(fixed_runs(system, tools, counter))


def kinds_vector(composition: Composition | None) -> list[int]:
    """Tokens per kind in ``KINDS`` order (the history chart's column by source)."""
    if composition is None:
        return []
    by = composition.by_kind()
    return [by.get(k, 0) for k in KINDS]
