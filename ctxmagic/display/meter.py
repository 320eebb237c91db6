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

from dataclasses import dataclass, field
from typing import Any

from ..agent.events import StepFinished, StepStarted, StrategyApplied, TurnFinished, TurnStarted
from ..messages.parts import CompactionPart, ServerCompactionPart
from ..model.cachemiss import MissReport
from ..model.request import TextDelta
from ..model.tokens import count_text
from ..model.usage import Usage
from ..store.database import RequestRecord

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
NOT_CONTEXT = ("title", "summarize")  # requests that are not the session's context (own prompts)


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

    @property
    def total(self) -> int:
        return self.cache_read + self.cache_write + self.uncached + self.output

    @classmethod
    def of(cls, usage: Usage, turn: int = 0, step: int = 0) -> Point:
        return cls(**split_of(usage), turn=turn, step=step)


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
    ) -> MeterState:
        """The meter of a session from its recorded requests; ``context`` is the session's
        current figure (after a compaction it is below the last request's)."""
        state = cls(window=window, threshold=threshold, session_cost=session_cost)
        pending: str | None = None
        for r in records:
            if r.strategy == "summarize":
                pending = "summarize"
                continue
            if r.strategy in NOT_CONTEXT:
                continue
            state._add_point(r, pending)
            pending = None
            state.estimated = state.estimated or r.estimated
        last = state.points[-1].total if state.points else 0
        if context is not None and context != last:
            state._fall_to(context, pending or "the session's context changed")
        state.peak = state.context
        return state

    def _add_point(self, record: RequestRecord, dropped: str | None = None) -> None:
        point = Point.of(record.usage, record.turn, record.step)
        if dropped and self.points:
            self.drops.append(Drop(len(self.points), self.points[-1].total, point.total, dropped))
        miss = MissReport.from_dict(record.cache_miss)
        if miss is not None and miss.main:
            mark = MissMark(len(self.points), miss.main, miss.tokens(miss.main), miss.text)
            self.misses.append(mark)
        self.points.append(point)
        self.split = split_of(record.usage)
        self.request = record.usage
        self.window = record.context_window or self.window

    def _fall_to(self, tokens: int, reason: str) -> None:
        before = self.context
        self.split, self.base, self.estimate = None, tokens, 0
        if tokens < before:
            self.drops.append(Drop(len(self.points), before, tokens, reason))

    # Folding events ----------------------------------------------------------------------
    def apply(self, event: Any) -> bool:
        """Fold one event; True when the meter changed."""
        if isinstance(event, TurnStarted):
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
                self._fall_to(event.session.context_tokens, compaction_reason(report))
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
        out = {"head": head, "request": request, "turn": turn, "cost": cost}
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
        }

    def history(self) -> dict[str, Any]:
        """The widget's ``history`` trait: one [read, write, uncached, output] per request."""
        return {
            "points": [[p.cache_read, p.cache_write, p.uncached, p.output] for p in self.points],
            "drops": [[d.at, d.before, d.after, d.reason] for d in self.drops],
            "misses": [[m.at, m.reason, m.tokens, m.text] for m in self.misses],
            "window": self.window,
            "line": self.line,
            "turns": len({p.turn for p in self.points}),
        }


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
) -> MeterState:
    """The meter a recorded turn ended with: the session's requests ``before`` it, then the
    turn's own; ``after`` is the context once the turn was over when a compaction at its end
    lowered it (``Session.context_tokens`` as the compaction recorded it)."""
    state = MeterState.from_history(before, window=window, threshold=threshold)
    state.turn, state.status, state.peak = number, status, state.context
    pending: str | None = None
    for r in turn:
        if r.strategy == "summarize":
            pending = "summarize"
        elif r.strategy not in NOT_CONTEXT:  # a step of the turn, as StepFinished folds it
            state._add_point(r, pending)
            pending = None
            state.turn_requests += 1
            state.turn_usage += r.usage
            state.turn_cost += r.cost
            state.peak = max(state.peak, state.context)
            state.estimated = state.estimated or r.estimated
    if pending and after is not None and after < state.context:
        state._fall_to(after, pending)
    state.session_cost = session_cost
    return state
