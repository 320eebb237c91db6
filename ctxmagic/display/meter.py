"""The meter's state: what the context holds against the window, split the way the bill is.

A ``MeterState`` is folded from a turn's events (``apply``) after being started from the
session's recorded requests (``from_history``), so a turn's meter opens on the session's current
context instead of zero and its history chart covers every earlier request. It is pure data:
``meter_static`` draws it as inline-styled HTML and as text, ``meter_widget`` sends it to the
browser. Invariant the renderers rely on: the segments always add up to ``context``.

The split is the provider's (``Usage``): cache read + cache write + uncached input + output of
the latest request is that request's context. While a response streams the split is not known
yet; the tokens added since the last response (the estimated new input and the text streamed so
far) are one ``estimate`` segment, replaced by the real split when the response ends.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from ..agent.events import StepFinished, StepStarted, StrategyApplied, TurnFinished, TurnStarted
from ..agent.forecast import Forecast
from ..context import composition as cp
from ..context.fidelity import survival
from ..messages.ids import now_ms
from ..messages.parts import CompactionPart, ServerCompactionPart
from ..model.cachemiss import MissReport
from ..model.catalog import ModelInfo
from ..model.request import TextDelta
from ..model.tokens import count_text
from ..model.usage import Usage
from ..store.database import RequestRecord
from . import sources as src

SPLIT = ("cache_read", "cache_write", "uncached", "output")
LABELS = {
    "cache_read": "cache read",
    "cache_write": "cache write",
    "uncached": "uncached input",
    "output": "output",
    "context": "context (split at the next request)",
    "estimate": "not split yet (estimate)",
}
COLOURS = {  # mid tones that read on light and dark backgrounds (literal: sanitizers drop var())
    "cache_read": "#3f9b6a",
    "cache_write": "#e0982e",
    "uncached": "#4f86d6",
    "output": "#a66fd1",
    "context": "#8796aa",
    "estimate": "rgba(127,127,127,0.55)",
}
CHARS_PER_TOKEN = 4  # the streamed text's running estimate; the response brings the real count


def split_of(usage: Usage) -> dict[str, int]:
    return {
        "cache_read": usage.cache_read,
        "cache_write": usage.cache_write,
        "uncached": usage.input,
        "output": usage.output,
    }


@dataclass(frozen=True)
class Point:
    """One request of the session in the history chart: its context, split."""

    cache_read: int
    cache_write: int
    uncached: int
    output: int
    turn: int = 0
    step: int = 0
    kinds: tuple[int, ...] = ()  # its tokens per kind (``composition.KINDS``); (): not recorded

    @property
    def total(self) -> int:
        return self.cache_read + self.cache_write + self.uncached + self.output

    @classmethod
    def of(cls, usage: Usage, turn: int = 0, step: int = 0, kinds: tuple[int, ...] = ()) -> Point:
        return cls(**split_of(usage), turn=turn, step=step, kinds=kinds)


@dataclass(frozen=True)
class Drop:
    """The context fell: a compaction or a strategy freed tokens before request ``at``."""

    at: int  # index of the first point after the drop
    before: int
    after: int
    reason: str


@dataclass(frozen=True)
class MissMark:
    """Request ``at`` lost cache reads to the cache's doing (``model/cachemiss.py``): a change
    before it, an expiry, a lookback, a prefix never written; the chart marks it."""

    at: int  # index of the point
    reason: str  # the reason with the most tokens
    tokens: int  # tokens of that reason
    text: str  # every reason, as %ctx requests shows them


@dataclass
class _Running:
    """What a ``MeterState`` keeps of its points as they are added (``MeterState._running``)."""

    points: list[Point]  # the list read (a copy of the state has its own)
    totals: list[int] = field(default_factory=list)  # each point's total
    turns: set[int] = field(default_factory=set)  # the turns they span
    rows: list[str] = field(default_factory=list)  # each point as the JSON the widget reads


@dataclass
class MeterState:
    window: int = 0
    threshold: float = 0.95  # 0: no auto-compact line
    points: list[Point] = field(default_factory=list)
    drops: list[Drop] = field(default_factory=list)
    misses: list[MissMark] = field(default_factory=list)
    split: dict[str, int] | None = None  # the latest request's split; None: only the total known
    base: int = 0  # the context when ``split`` is None (the session's figure)
    estimate: int = 0  # tokens not split yet: new input of the request streaming, text so far
    streaming: bool = False
    turn: int = 0
    step: int = 0  # requests of this turn so far (the one streaming included)
    request: Usage = field(default_factory=Usage)  # the latest request's usage
    turn_usage: Usage = field(default_factory=Usage)
    turn_requests: int = 0
    turn_cost: float = 0.0
    session_cost: float = 0.0
    estimated: bool = False
    peak: int = 0  # the turn's highest context
    status: str = "idle"  # running while a turn runs, else how it ended
    # where the context's tokens come from (``display/sources.py``): the latest request's or the
    # last compaction's composition (None: not recorded); the line's definition and where other
    # agents would compact this window; the compactions so far; what re-reading cost; the next
    # request's price (set by the caller when a turn ends, None while one runs)
    sources: cp.Composition | None = None
    line_definition: str = ""
    references: list[tuple[str, int, str]] = field(default_factory=list)
    compactions: list[src.Compaction] = field(default_factory=list)
    pricing: ModelInfo | None = None
    rereading: src.Rereading = field(default_factory=lambda: src.Rereading(0, 0, 0.0, 0.0))
    forecast: Forecast | None = None
    _counted: int = 0  # the agent's estimate of the request streaming
    _bias: int = 0  # how far that estimate was above the provider's count last time
    _chars: int = 0  # characters streamed in this request
    _prompt: int = 0  # tokens of the turn's prompt: the first request's new input

    # Building ----------------------------------------------------------------------------
    @classmethod
    def from_history(
        cls,
        records: list[RequestRecord],
        *,
        window: int,
        threshold: float,
        context: int | None = None,
        session_cost: float = 0.0,
        after: cp.Composition | None = None,
        pricing: ModelInfo | None = None,
    ) -> MeterState:
        """The meter of a session from its recorded requests; ``context`` is the session's
        current figure (after a compaction it is below the last request's, and ``after`` is
        what the compaction left, by source); ``pricing`` prices the cache reads."""
        state = cls(window=window, threshold=threshold, session_cost=session_cost)
        state.pricing = pricing
        pending = state.fold(records)
        return state.settled(context, pending, after)

    def fold(self, records: list[RequestRecord], pending: str | None = None) -> str | None:
        """Add recorded requests to the history; ``pending`` is why the context dropped when
        the last request folded was a summary's, and the same is returned for the next fold."""
        for r in records:
            self.rereading = self.rereading.add(r, self.pricing)
            if r.kind == "summary":
                pending = "summarize"
                continue
            if r.kind != "turn":
                continue
            self._add_point(r, pending)
            pending = None
            self.estimated = self.estimated or r.estimated
        return pending

    def settled(
        self, context: int | None, pending: str | None, after: cp.Composition | None
    ) -> MeterState:
        """The history folded so far at the session's current ``context`` (what
        ``from_history`` ends with)."""
        last = self.points[-1].total if self.points else 0
        if context is not None and context != last:
            self._fall_to(context, pending or "the session's context changed", after)
        self.peak = self.context
        return self

    def copy(self) -> MeterState:
        """A state folding on its own: its lists are copied (in C), their items, which are
        never changed, are shared; a deep copy walked every point of a long session."""
        other = copy.copy(self)
        for name in ("points", "drops", "misses", "compactions", "references"):
            setattr(other, name, list(getattr(self, name)))
        other.split = dict(self.split) if self.split is not None else None
        running = self._running()  # up to date here, so that the copy's goes on from it
        other.__dict__["_kept"] = replace(
            running,
            points=other.points,
            totals=list(running.totals),
            turns=set(running.turns),
            rows=list(running.rows),
        )
        return other

    def _running(self) -> _Running:
        """What is kept of the points, extended by those added since the last call: the chart
        and the widget's history ask at every step, and a walk of every point made a long
        session's cells cost more and more. Points are only ever appended; a copy of the state
        has its own list, and its own copy of this (``copy``)."""
        running = self.__dict__.get("_kept")
        if (
            running is None
            or running.points is not self.points
            or len(running.totals) > len(self.points)
        ):
            running = self.__dict__["_kept"] = _Running(self.points)
        for p in self.points[len(running.totals) :]:
            running.totals.append(p.total)
            running.turns.add(p.turn)
            running.rows.append(f"[{p.cache_read},{p.cache_write},{p.uncached},{p.output}]")
        return running

    def totals(self) -> tuple[list[int], int]:
        """Every point's total, and the number of turns they span."""
        running = self._running()
        return running.totals, len(running.turns)

    def _add_point(self, record: RequestRecord, dropped: str | None = None) -> None:
        sources = cp.Composition.from_json(record.composition)
        point = Point.of(record.usage, record.turn, record.step, tuple(cp.kinds_vector(sources)))
        if dropped and self.points:
            self.drops.append(Drop(len(self.points), self.points[-1].total, point.total, dropped))
        miss = MissReport.from_dict(record.cache_miss)
        if miss is not None and miss.main:
            mark = MissMark(len(self.points), miss.main, miss.tokens(miss.main), miss.text)
            self.misses.append(mark)
        self.points.append(point)
        self.split = split_of(record.usage)
        self.sources = sources
        self.request = record.usage
        self.window = record.context_window or self.window

    def _fall_to(self, tokens: int, reason: str, sources: cp.Composition | None = None) -> None:
        before = self.context
        self.split, self.base, self.estimate = None, tokens, 0
        self.sources = sources if sources is not None and sources.total == tokens else None
        if tokens < before:
            self.drops.append(Drop(len(self.points), before, tokens, reason))

    # Folding events ----------------------------------------------------------------------
    def apply(self, event: Any) -> bool:
        """Fold one event; True when the meter changed."""
        if isinstance(event, TurnStarted):
            self.forecast = None  # priced again when the turn is over
            self.turn, self.step, self.status = event.turn, 0, "running"
            self.turn_usage, self.turn_requests, self.turn_cost = Usage(), 0, 0.0
            self.session_cost = event.session.cost
            self.window = event.context_window or self.window
            self._prompt = count_text(event.message.text)
            if event.session.context_tokens != self.context:
                self._fall_to(event.session.context_tokens, "the session's context changed")
            self.peak = self.context
        elif isinstance(event, StepStarted):
            self.step, self.streaming, self._chars = event.step, True, 0
            self._counted = event.context_tokens
            if not self.turn_requests and self._prompt and self._known():
                # no response of this turn to measure the count against yet: the first request
                # adds the prompt to what the session carried (a new session carries nothing
                # known yet, not even the system prompt: the count stands)
                self._bias = max(self._counted - self._known() - self._prompt, 0)
            self._estimate()
        elif isinstance(event, TextDelta):
            if not self.streaming:
                return False
            self._chars += len(event.text)
            self._estimate()
        elif isinstance(event, StepFinished):
            r = event.record
            self._bias = self._counted - r.usage.prompt if self._counted else self._bias
            self.streaming, self.estimate, self._counted = False, 0, 0
            self._add_point(r)
            self.rereading = self.rereading.add(r, self.pricing)
            self.window = event.context_window or self.window
            self.turn_usage += r.usage
            self.turn_requests += 1
            self.turn_cost += r.cost
            self.session_cost = event.session.cost
            self.estimated = self.estimated or r.estimated
            self.peak = max(self.peak, self.context)
        elif isinstance(event, StrategyApplied):
            report = event.report
            if report.created:  # a compaction: the session says what is left
                part = next(
                    (p for m in report.created for p in m.parts if isinstance(p, CompactionPart)),
                    None,
                )
                if part is not None:
                    self._compacted(part, event.session.cost, report)
                after = cp.Composition.from_json(part.composition) if part is not None else None
                self._fall_to(event.session.context_tokens, compaction_reason(report), after)
                self.session_cost = event.session.cost
            elif report.freed > 0:
                self._fall_to(
                    max(self.context - report.freed, 0),
                    f"{report.strategy}: {report.freed:,} tokens freed",
                )
            else:
                return False
        elif isinstance(event, TurnFinished):
            self.status, self.streaming, self.estimate = event.reason, False, 0
            self.session_cost = event.session.cost
        else:
            return False
        return True

    def _compacted(self, part: CompactionPart, cost: float, report: Any) -> None:
        """A compaction of this turn, added to the history: its summary cost is what the
        session's cost grew by (the summary request is recorded with it)."""
        seen, kept = survival(report.before, report.after)
        how = "overflow" if part.overflow else "auto" if part.auto else "manual"
        spent = max(cost - self.session_cost, 0.0)  # the summary request's, recorded with it
        r = self.rereading
        self.rereading = src.Rereading(r.read_tokens, r.write_tokens, r.read_cost, r.cost + spent)
        self.compactions.append(
            src.Compaction(
                number=len(self.compactions) + 1,
                at_ms=now_ms(),
                turn=self.turn,
                how=how,
                before=report.context_before if report.context_before is not None else self.context,
                after=part.context_tokens,
                cost=spent,
                summary_tokens=0,
                seen=len(seen),
                kept=len(kept),
                lost=tuple(sorted(seen - kept)),
                before_sources=self.sources,
                after_sources=cp.Composition.from_json(part.composition),
            )
        )

    def _estimate(self) -> None:
        """The request streaming: its new input (the agent's count, less the amount by which
        that count overshot the provider's last time; for a turn's first request, the prompt's
        tokens) and the text streamed so far."""
        known = self._known()
        prompt = max(self._counted - self._bias, 0)
        streamed = -(-self._chars // CHARS_PER_TOKEN)
        if prompt < known:  # something shrank the context: nothing of the old split holds
            self.split, self.base = None, 0
            known = 0
        self.estimate = max(prompt - known, 0) + streamed

    def _known(self) -> int:
        return sum(self.split.values()) if self.split is not None else self.base

    # Figures -----------------------------------------------------------------------------
    @property
    def context(self) -> int:
        return self._known() + self.estimate

    def segments(self) -> list[tuple[str, int]]:
        """(kind, tokens) from the left of the bar; they add up to ``context``."""
        out = list(self.split.items()) if self.split is not None else [("context", self.base)]
        if self.estimate:
            out.append(("estimate", self.estimate))
        return out

    def source_segments(self) -> list[tuple[str, int]]:
        """The second bar: (source group, tokens) from the left, adding up to ``context`` too
        (the estimate of a streaming request is "not split" there as well)."""
        out = src.segments(self.sources, self._known())
        if self.estimate:
            out.append(("not split", self.estimate))
        return out

    @property
    def scale(self) -> int:
        """Tokens the bar's full width stands for: the window, or more when over it."""
        return max(self.window, self.context, self.peak, 1)

    @property
    def percent(self) -> float:
        return 100.0 * self.context / self.window if self.window else 0.0

    @property
    def line(self) -> int:
        """The auto-compact line in tokens (0: none)."""
        return int(self.threshold * self.window) if self.threshold and self.window else 0

    @property
    def ghost(self) -> Drop | None:
        """The turn's peak, still drawn after the context fell below it, with the last drop."""
        if self.status == "idle" or self.peak <= self.context:
            return None
        last = self.drops[-1] if self.drops else None
        return Drop(last.at if last else 0, self.peak, self.context, last.reason if last else "")

    @property
    def hit_rate(self) -> float:
        return self.request.cache_hit_rate

    def figures(self) -> dict[str, Any]:
        """Every number the meter shows, by name (tests read these; the renderers too)."""
        return {
            "context": self.context,
            "window": self.window,
            "percent": round(self.percent, 1),
            "line": self.line,
            "streaming": self.streaming,
            "segments": dict(self.segments()),
            "request": split_of(self.request),
            "hit_rate": round(100 * self.hit_rate, 1),
            "turn": split_of(self.turn_usage),
            "turn_requests": self.turn_requests,
            "turn_cost": self.turn_cost,
            "session_cost": self.session_cost,
            "peak": self.peak,
            "requests": len(self.points),
            "sources": dict(self.source_segments()),
            "compactions": len(self.compactions),
            "read_share": round(100 * self.rereading.share, 1),
            "next_cost": self.forecast.cost if self.forecast is not None else None,
            "expired_cost": self.forecast.expired_cost if self.forecast is not None else None,
            "expires_ms": self.forecast.expires_ms if self.forecast is not None else None,
        }

    def lines(self) -> dict[str, str]:
        """The meter's text: headline, the latest request, the turn's sums, cost, the drop."""
        est = " (estimated)" if self.estimated else ""
        line = (
            f"auto-compact at {self.threshold:.0%} ({self.line:,})"
            if self.line
            else "no auto-compact"
        )
        head = (
            f"context {self.context:,} / {self.window:,} tokens ({self.percent:.1f}%) · {line}"
            + (" · streaming, estimate" if self.streaming else "")
        )
        r = self.request
        done = self.turn_requests
        if self.streaming:
            request = (
                f"request {self.step} of this turn is streaming: ~{self.estimate:,} tokens "
                f"not split yet; the split shown is request {done}'s"
                if done
                else f"request {self.step} of this turn is streaming: ~{self.estimate:,} tokens "
                "not split yet"
            )
        elif done or self.points:
            which = f"request {done} of this turn" if done else "the session's last request"
            request = (
                f"{which}: cache read {r.cache_read:,} · cache write {r.cache_write:,} · "
                f"uncached {r.input:,} · output {r.output:,} · cache hit rate "
                f"{100 * self.hit_rate:.1f}%"
            )
        else:
            request = "no request yet in this session"
        t = self.turn_usage
        turn = (
            f"this turn, {done} request{'s' if done != 1 else ''}: cache read {t.cache_read:,} · "
            f"cache write {t.cache_write:,} · uncached {t.input:,} · output {t.output:,}"
        )
        cost = f"turn ${self.turn_cost:.4f} · session ${self.session_cost:.4f}{est}"
        if self.rereading.read_tokens and self.pricing is not None:
            cost += " · " + self.rereading.describe()
        out = {"head": head, "request": request, "turn": turn, "cost": cost}
        parts = [p for p in self.source_segments() if p[0] != "not split"]
        if parts and parts[0][0] != "not recorded":
            out["sources"] = src.text_line(parts)
        if self.forecast is not None and not self.streaming:
            out["next"] = next_line(self.forecast)
        if self.compactions:
            last = self.compactions[-1]
            out["compactions"] = (
                f"{len(self.compactions)} compaction{'s' if len(self.compactions) > 1 else ''}"
                f"; last: {last.describe(self.turn)}"
            )
        if self.line and self.line_definition:
            others = "; ".join(f"{a} at {t:,}" for a, t, _ in self.references)
            out["line"] = f"auto-compact line: {self.line_definition}" + (
                f" (other agents on this window: {others})" if others else ""
            )
        ghost = self.ghost
        if ghost is not None:
            out["drop"] = f"peak {ghost.before:,} this turn -> {ghost.after:,} now" + (
                f" ({ghost.reason})" if ghost.reason else ""
            )
        return out

    def to_dict(self) -> dict[str, Any]:
        """The widget's ``meter`` trait: geometry in tokens, text from ``lines``."""
        ghost = self.ghost
        return {
            "window": self.window,
            "scale": self.scale,
            "line": self.line,
            "threshold": self.threshold,
            "context": self.context,
            "streaming": self.streaming,
            "status": self.status,
            "segments": [[k, v, LABELS[k]] for k, v in self.segments()],
            "ghost": None if ghost is None else [ghost.before, ghost.reason],
            "lines": self.lines(),
            "figures": self.figures(),
            "colours": COLOURS,
            "sources": [[g, t, src.colour(g)] for g, t in self.source_segments() if t],
            "line_definition": self.line_definition,
            "references": [[a, t, d] for a, t, d in self.references if t < self.scale],
            "forecast": None if self.forecast is None else self.forecast.to_json(),
        }

    def counts(self) -> tuple[int, int, int]:
        """How many points, drops and misses the history holds (each list only grows)."""
        return len(self.points), len(self.drops), len(self.misses)

    def history(
        self,
        *,
        sources: bool = False,
        since: tuple[int, int, int] = (0, 0, 0),
        packed: bool = False,
    ) -> dict[str, Any]:
        """The widget's ``history`` trait: one [read, write, uncached, output] per request;
        with ``sources`` (the chart switched to "by source"), also each request's tokens per
        kind, for the kinds the session has. ``since`` (an earlier ``counts()``) leaves out
        what was already sent: the front end appends the rest (``meter.js``). ``packed``: the
        points as the JSON text of that list, joined from rows kept as points are added (a
        widget made with a long session's history walked, encoded and sent every point as
        lists in lists; ``meter.js`` reads either)."""
        points, drops, misses = since
        if packed:
            listed: Any = "[" + ",".join(self._running().rows[points:]) + "]"
        else:
            listed = [
                [p.cache_read, p.cache_write, p.uncached, p.output] for p in self.points[points:]
            ]
        return {
            "since": list(since),
            "points": listed,
            "drops": [[d.at, d.before, d.after, d.reason] for d in self.drops[drops:]],
            "misses": [[m.at, m.reason, m.tokens, m.text] for m in self.misses[misses:]],
            "window": self.window,
            "line": self.line,
            "turns": self.totals()[1],
            "has_sources": any(p.kinds for p in self.points),
            **(self._source_history() if sources else {}),
        }

    def _source_history(self) -> dict[str, Any]:
        used = [i for i in range(len(cp.KINDS)) if any(p.kinds and p.kinds[i] for p in self.points)]
        return {
            "kinds": [cp.KINDS[i] for i in used],
            "kind_colours": [src.colour(cp.KINDS[i]) for i in used],
            "sources": [[p.kinds[i] for i in used] if p.kinds else [] for p in self.points],
        }


def next_head(forecast: Forecast) -> str:
    """The next request's price now, what it reads and writes, and the prompt's rate."""
    u = forecast.usage
    est = "" if forecast.exact else " (estimate)"
    return (
        f"next request: ${forecast.cost:.4f}{est} (reads {u.cache_read:,} cached, writes "
        f"{u.cache_write:,}, uncached {u.input:,}) + your prompt at ${forecast.prompt_price:g}/M"
    )


def next_line(forecast: Forecast) -> str:
    """The next request's price, now and once the cache expires (the countdown's text)."""
    line = next_head(forecast)
    if forecast.expires_ms is None:
        return line
    when = datetime.fromtimestamp(forecast.expires_ms / 1000).strftime("%H:%M:%S")
    ttl = forecast.ttl_ms // 60_000
    return (
        f"{line} · after the cache expires at {when} ({ttl} min after its last use): "
        f"${forecast.expired_cost:.4f}"
    )


def compaction_reason(report: Any) -> str:
    """``summarize (auto)``, ``(manual)`` or ``(overflow)``: why the summary was written;
    ``server_compact (anthropic)``: the provider's server compacted."""
    for message in report.created:
        for part in message.parts:
            if isinstance(part, CompactionPart):
                how = "overflow" if part.overflow else "auto" if part.auto else "manual"
                return f"{report.strategy} ({how})"
            if isinstance(part, ServerCompactionPart):
                return f"{report.strategy} ({part.provider})"
    return report.strategy


def turn_meter(
    before: list[RequestRecord],
    turn: list[RequestRecord],
    *,
    window: int,
    threshold: float,
    number: int,
    session_cost: float,
    status: str,
    after: int | None = None,
    after_sources: cp.Composition | None = None,
    folded: MeterState | None = None,
) -> MeterState:
    """The meter a recorded turn ended with: the session's requests ``before`` it, then the
    turn's own; ``after`` is the context once the turn was over when a compaction at its end
    lowered it (``Session.context_tokens`` as the compaction recorded it), ``after_sources``
    what it left by source (``CompactionPart.composition``). ``folded``: ``before`` folded
    already into a state made with window 0 (an export folds each turn once, not once per
    later turn); a copy of it continues, and ``before`` is not read."""
    if folded is None:
        state = MeterState.from_history(before, window=window, threshold=threshold)
    else:
        state = folded.copy()
        state.window, state.threshold = state.window or window, threshold
    state.turn, state.status, state.peak = number, status, state.context
    pending: str | None = None
    for r in turn:
        if r.kind == "summary":
            pending = "summarize"
        elif r.kind == "turn":  # a step of the turn, as StepFinished folds it
            state._add_point(r, pending)
            pending = None
            state.turn_requests += 1
            state.turn_usage += r.usage
            state.turn_cost += r.cost
            state.peak = max(state.peak, state.context)
            state.estimated = state.estimated or r.estimated
    if pending and after is not None and after < state.context:
        state._fall_to(after, pending, after_sources)
    state.session_cost = session_cost
    return state


def session_state(
    agent: Any, store: Any, pricing: ModelInfo | None = None, history: Any = None
) -> MeterState:
    """The meter of ``agent``'s session so far: its recorded requests, what the last
    compaction left by source, its compactions, the auto-compact line with its definition and
    where other agents would compact the same window; ``pricing`` prices its cache reads.
    ``history``: the session's requests folded already (``meter_history.RecordedHistory``, up
    to date), so that only what is new is read; without it everything is read."""
    from ..context.policy import compact_line
    from ..context.thresholds import reference_lines, session_line

    session = agent.session
    window = agent.context_window
    summary = store.get_message(session.summary_message_id) if session.summary_message_id else None
    part = next(
        (p for p in (summary.parts if summary else ()) if isinstance(p, CompactionPart)), None
    )
    after = cp.Composition.from_json(part.composition) if part is not None else None
    threshold = compact_line(agent.policy, window)
    if history is None:
        records = store.requests(session.id)
        state = MeterState.from_history(
            records,
            window=window,
            threshold=threshold,
            context=session.context_tokens,
            session_cost=session.cost,
            after=after,
            pricing=pricing,
        )
    else:
        state = history.state.copy()
        state.window, state.threshold = state.window or window, threshold
        state.session_cost = session.cost
        state.settled(session.context_tokens, history.pending, after)
    line = session_line(agent.policy, window)
    state.line_definition = line.definition if line is not None else ""
    output = agent.pricing.max_output or agent.model.max_output
    state.references = [(r.agent, r.tokens, r.definition) for r in reference_lines(window, output)]
    state.turn = session.turn_count
    if summary is not None:
        state.compactions = (
            src.compaction_history(store.messages(session.id), records)
            if history is None
            else list(history.compactions_of(store, session))
        )
    return state
