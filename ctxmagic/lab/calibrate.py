"""Calibration: the prompt-cache simulator against what an imported session was billed.

An imported session is replayed under the policy its agent ran: every request as the agent sent
it (the history, after a compaction the summary and what came after, the prefix its log does not
hold as one opaque block), the agent's breakpoint placement and cache TTL, at the time it was
sent, billed by the simulator (``model/cache.py``) as the model the request ran on. Each
request's simulated uncached input, cache read, cache write and output stand beside the usage the
provider reported, and both are priced by the catalog, so the difference is the simulator's alone.
``own_run`` is that replay as a ``Run``: the "recorded" row of a comparison of an imported
session.

The targets (``TARGETS``): total cost within 3% of the recorded usage's, and cache read within
10% on at least 90% of the requests. Where a request misses (its read, or its cost by more than
a quarter), ``RequestCheck.why`` says what the log shows about it (a pause over the TTL, a prompt
the sizes could not fit, a read the simulator did not expect, the previous request's write that
the provider did not serve).
"""

from __future__ import annotations

import base64
import io
import re
from dataclasses import dataclass, field, replace
from typing import Any

from ..context.policy import Policy
from ..display.words import count
from ..errors import ConfigError
from ..messages.parts import Message
from ..model.cache import TEXT_KEYS, Block, CacheSimulator
from ..model.catalog import Catalog, ModelInfo, load_catalog
from ..model.request import ProviderRequest
from ..model.tokens import TokenCounter
from ..model.usage import Usage
from ..providers.offline_billing import request_blocks
from .importers.sizing import ProviderEvents, counter_for, request_contexts, stand_in
from .replay import RequestRow, Run, Scenario
from .trace import Trace

TARGETS = {"cost": 0.03, "cache_read": 0.10, "share": 0.90}
FIELDS = ("cost", "cache_read", "cache_write", "uncached", "output")


@dataclass
class RequestCheck:
    """One request: what the provider reported and what the simulator gives."""

    index: int
    kind: str  # "model" or "summary" (the agent's compaction request)
    at_ms: int
    model: str  # the catalog model it is priced as
    recorded: Usage
    simulated: Usage
    recorded_cost: float
    simulated_cost: float
    gap_ms: int = 0  # since the request before
    why: str = ""

    @property
    def read_error(self) -> float:
        """The simulated cache read's difference, as a share of the recorded one."""
        rec, sim = self.recorded.cache_read, self.simulated.cache_read
        return abs(sim - rec) / max(rec, 1)

    @property
    def read_ok(self) -> bool:
        return self.read_error <= TARGETS["cache_read"]


_SECONDS = re.compile(r"\b(\d+(?:\.\d+)?) s\b")


def reasons(whys: list[str]) -> str:
    """The reasons of the requests that missed, each once with its count; those that differ
    only in their seconds are one, with the seconds listed ("wrote 2.5, 2.7 s before")."""
    groups: dict[str, list[str]] = {}
    for why in whys:
        why = why or "unexplained"
        groups.setdefault(_SECONDS.sub("{} s", why), []).append(why)
    out = []
    for key, group in sorted(groups.items()):
        # the seconds at each place in the sentence, in the order of the requests
        seconds = [", ".join(n) for n in zip(*map(_SECONDS.findall, group), strict=True)]
        pieces = key.split("{}")
        filled = pieces[0] + "".join(
            n + piece for n, piece in zip(seconds, pieces[1:], strict=True)
        )
        out.append(f"{count(len(group), 'request')}: {filled}")
    return "; ".join(out)


def figures(usage: Usage, cost: float) -> dict[str, Any]:
    """The five figures the lab reports for a bill."""
    return {
        "cost": cost,
        "cache_read": usage.cache_read,
        "cache_write": usage.cache_write,
        "uncached": usage.input,
        "output": usage.output,
    }


@dataclass
class Calibration:
    """A session's requests, recorded against simulated; its sub-agents' apart."""

    trace: Trace
    run: Run
    checks: list[RequestCheck]
    children: list[Calibration] = field(default_factory=list)

    @property
    def recorded(self) -> Usage:
        return sum((c.recorded for c in self.checks), Usage())

    @property
    def simulated(self) -> Usage:
        return sum((c.simulated for c in self.checks), Usage())

    @property
    def recorded_cost(self) -> float:
        return sum(c.recorded_cost for c in self.checks)

    @property
    def simulated_cost(self) -> float:
        return sum(c.simulated_cost for c in self.checks)

    @property
    def cost_error(self) -> float:
        """The simulated cost's difference, as a share of the recorded one."""
        return abs(self.simulated_cost - self.recorded_cost) / max(self.recorded_cost, 1e-12)

    @property
    def read_share(self) -> float:
        """The share of requests whose cache read is within 10% of the recorded one."""
        return sum(c.read_ok for c in self.checks) / len(self.checks) if self.checks else 1.0

    @property
    def meets_targets(self) -> bool:
        return self.cost_error <= TARGETS["cost"] and self.read_share >= TARGETS["share"]

    def summary(self) -> dict[str, Any]:
        """The figures of the session (its sub-agents apart), as JSON-ready values."""
        t = self.trace
        return {
            "id": t.session_id,
            "agent": t.agent,
            "title": t.title,
            "model": t.model,
            "turns": t.turns,
            "requests": t.requests,
            "recorded": figures(self.recorded, self.recorded_cost),
            "simulated": figures(self.simulated, self.simulated_cost),
            "cost_error": self.cost_error,
            "cache_read_within_10pct": self.read_share,
            "meets_targets": self.meets_targets,
        }

    def every(self) -> list[Calibration]:
        """This calibration and its sub-agents', depth first."""
        out = [self]
        for child in self.children:
            out += child.every()
        return out

    def frame(self) -> Any:
        """One row per request (with the sub-agents'), recorded beside simulated."""
        try:
            import pandas
        except ImportError:  # pragma: no cover - depends on the environment
            raise ConfigError("the lab's tables need pandas: pip install 'ctxmagic[lab]'") from None
        rows = []
        for cal in self.every():
            for c in cal.checks:
                row = {"session": cal.trace.session_id, "request": c.index + 1, "kind": c.kind}
                row["at_s"] = (c.at_ms - (cal.checks[0].at_ms if cal.checks else 0)) / 1000
                row["model"] = c.model
                for name, usage, cost in (
                    ("recorded", c.recorded, c.recorded_cost),
                    ("simulated", c.simulated, c.simulated_cost),
                ):
                    for key, value in figures(usage, cost).items():
                        row[f"{name}_{key}"] = value
                row["read_error"] = c.read_error
                row["why"] = c.why
                rows.append(row)
        return pandas.DataFrame(rows)

    def table(self) -> Any:
        from ..display.tables import Table

        columns = [
            "session",
            "requests",
            "recorded $",
            "simulated $",
            "cost off",
            "cache read rec.",
            "cache read sim.",
            "read within 10%",
            "targets",
        ]
        rows = []
        for cal in self.every():
            rows.append(
                [
                    cal.trace.title[:40] or cal.trace.session_id,
                    len(cal.checks),
                    round(cal.recorded_cost, 4),
                    round(cal.simulated_cost, 4),
                    f"{cal.cost_error:.2%}",
                    cal.recorded.cache_read,
                    cal.simulated.cache_read,
                    f"{cal.read_share:.0%}",
                    "met" if cal.meets_targets else "MISSED",
                ]
            )
        missed = [c for cal in self.every() for c in cal.checks if not c.read_ok]
        caption = (
            f"targets: cost within {TARGETS['cost']:.0%}, cache read within "
            f"{TARGETS['cache_read']:.0%} on {TARGETS['share']:.0%} of requests. "
            + reasons([c.why for c in missed])
        )
        title = (
            f"calibration: {self.trace.agent} session {self.trace.session_id} "
            f"({self.trace.model}), recorded usage vs the simulator"
        )
        return Table(columns, rows, title=title, caption=caption)

    def _repr_html_(self) -> str:
        from . import plots
        from .html import html_table

        body = html_table(self.table())
        if plots.available():
            data = base64.b64encode(png(self)).decode("ascii")
            body += (
                "<img style='max-width:100%' alt='recorded and simulated cache read and cost per "
                f"request' src='data:image/png;base64,{data}'/>"
            )
        return f"<div class='ctxmagic-calibration'>{body}</div>"

    def __repr__(self) -> str:
        return str(self.table())


def calibrate(trace: Trace, catalog: Catalog | None = None) -> Calibration:
    """Replay an imported ``trace`` under its own agent's policy and check each request
    against its recorded usage (its sub-agents too, each against its own)."""
    catalog = catalog or load_catalog()
    run, checks = _own(trace, catalog)
    children = [calibrate(child, catalog) for child in trace.children]
    return Calibration(trace, run, checks, children)


def own_run(trace: Trace, catalog: Catalog | None = None) -> Run:
    """The session replayed as its agent ran it, billed by the simulator (see the module)."""
    return _own(trace, catalog or load_catalog())[0]


class _Models:
    """The catalog model, simulator, counter and memo of each model the requests ran on."""

    def __init__(self, trace: Trace, catalog: Catalog) -> None:
        self.trace = trace
        self.catalog = catalog
        self.base = stand_in(catalog, trace)
        self.by_name: dict[str, tuple[ModelInfo, CacheSimulator, TokenCounter, dict]] = {}

    def of(self, name: str) -> tuple[ModelInfo, CacheSimulator, TokenCounter, dict]:
        if name not in self.by_name:
            from .importers import catalog_model

            model, known = (
                catalog_model(self.catalog, name, self.base.provider)
                if name
                else (
                    self.base,
                    True,
                )
            )
            if not known or model.provider != self.base.provider:
                model = self.base
            pricing = self.catalog.priced_as(model)
            for other in self.by_name.values():  # one cache per priced model
                if other[0].id == pricing.id:
                    self.by_name[name] = other
                    break
            else:
                counter = counter_for(self.trace, pricing) or TokenCounter.for_model(pricing)
                self.by_name[name] = (
                    pricing,
                    CacheSimulator.for_model(pricing, self.catalog, dated=bool(self.trace.agent)),
                    counter,
                    {TEXT_KEYS: {}},
                )
        return self.by_name[name]


def _own(trace: Trace, catalog: Catalog) -> tuple[Run, list[RequestCheck]]:
    models = _Models(trace, catalog)
    policy, ttl = (
        str(trace.setup.get("cache_policy") or "opencode"),
        str(trace.setup.get("cache_ttl") or "5m"),
    )
    base = models.base
    rows: list[RequestRow] = []
    checks: list[RequestCheck] = []
    blocks_kept: list[tuple[int, list[Block]]] = []
    clock = 0
    last_context: list[Message] = []
    summaries = list(trace.summaries)
    compaction_at = [c.index for c in trace.compactions]
    done_summaries = 0
    turn = 0
    previous_at = 0
    events = ProviderEvents(trace)

    def bill(
        kind: str,
        name: str,
        recorded_usage: Usage,
        recorded_cost: float,
        at: int,
        context: list[Message],
        extra: int = 0,
        alone: int = 0,
    ) -> None:
        nonlocal clock, previous_at
        pricing, simulator, counter, memo = models.of(name)
        request = ProviderRequest(
            model=pricing,
            system=list(trace.system),
            tools=list(trace.tools),
            messages=context,
            max_tokens=max(recorded_usage.output, 1),
            session_id=trace.session_id,
            cache_policy=policy if pricing.provider == "anthropic" else "opencode",
            cache_ttl=ttl,
        )
        if alone:  # a compaction request that sent none of the session's prompt
            blocks = [Block(f"{trace.session_id} compaction request {len(checks)}", alone)]
        else:
            blocks = request_blocks(request, pricing, counter, memo)
        if pricing.cache == "anthropic" and recorded_usage.input > 16 and not alone:
            blocks = _last_mark(blocks, recorded_usage.input)
        if extra:  # what a compaction request added to the history (its instructions)
            blocks = [*blocks, Block(f"{trace.session_id} compaction request {len(checks)}", extra)]
        clock = max(clock, at)
        events.until(
            clock,
            [
                (p, sim, c)
                for p, sim, c, _ in {id(v[1]): v for v in models.by_name.values()}.values()
            ],
        )
        usage = simulator.bill(blocks, at_ms=clock, output_tokens=recorded_usage.output)
        usage = replace(usage, reasoning=recorded_usage.reasoning)
        cost = usage.cost(pricing.priced_for(usage.prompt))
        prompt = usage.prompt
        rows.append(
            RequestRow(
                index=len(rows),
                kind=kind,
                turn=turn,
                step=0,
                at_ms=clock,
                usage=usage,
                cost=cost,
                prompt=prompt,
            )
        )
        blocks_kept.append((clock, blocks))
        check = RequestCheck(
            index=len(checks),
            kind=kind,
            at_ms=clock,
            model=pricing.id,
            recorded=recorded_usage,
            simulated=usage,
            recorded_cost=recorded_cost,
            simulated_cost=cost,
            gap_ms=clock - previous_at if previous_at else 0,
        )
        check.why = _why(check, prompt, simulator, checks[-1] if checks else None)
        checks.append(check)
        previous_at = clock

    positions = {m.id: i for i, m in enumerate(trace.messages)}
    for message, recorded, context in request_contexts(trace):
        here = positions[message.id]
        # a compaction request of the agent's own, before the first request after it
        while (
            done_summaries < len(summaries)
            and done_summaries < len(compaction_at)
            and (compaction_at[done_summaries] <= here)
        ):
            summary = summaries[done_summaries]
            history = list(trace.messages[: compaction_at[done_summaries]])
            sized = _prompt(trace, models, summary.model, history)
            if summary.usage.prompt >= sized:  # the history, then the agent's instructions
                bill(
                    "summary",
                    summary.model,
                    summary.usage,
                    summary.cost,
                    summary.at_ms,
                    history,
                    extra=summary.usage.prompt - sized,
                )
            else:  # a prompt of its own (the history rewritten): nothing of it is cached
                bill(
                    "summary",
                    summary.model,
                    summary.usage,
                    summary.cost,
                    summary.at_ms,
                    [],
                    alone=summary.usage.prompt,
                )
            done_summaries += 1
        turn += bool(context) and context[-1].role == "user" and not context[-1].tool_results
        bill("model", recorded.model, recorded.usage, recorded.cost, recorded.at_ms, context)
        last_context = [*context, message]
    final = (
        last_context + trace.messages[positions[last_context[-1].id] + 1 :] if last_context else []
    )
    pricing = models.of("")[0]
    run = Run(
        trace=trace,
        scenario=Scenario(label="recorded"),
        policy=Policy([]),
        model=base,
        pricing=pricing,
        window=trace.window or base.context_window,
        threshold=None,
        rows=rows,
        final=final,
        blocks=blocks_kept,
        counter=models.of("")[2],
        cache_rules=dict(catalog.cache_rules.get(pricing.cache, {})),
        cache_ttl=ttl,
    )
    return run, checks


def _last_mark(blocks: list[Block], tail: int) -> list[Block]:
    """The blocks with their last breakpoint where the recorded usage puts it: Anthropic's
    ``input_tokens`` counts the tokens after the last breakpoint, so a request that reports
    ``tail`` of them had its last marked block that many tokens before the end (an agent that
    marks a message's last block but not what it adds after it, as Claude Code does with some
    reminders). Unchanged when no block boundary lies there."""
    marked = [i for i, b in enumerate(blocks) if b.cache_control]
    if not marked:
        return blocks
    after, best, gap = 0, None, max(tail // 5, 8)
    for j in range(len(blocks) - 1, max(marked[-1] - 20, -1), -1):
        if abs(after - tail) <= gap and after:
            best, gap = j, abs(after - tail)
        after += blocks[j].tokens
        if after > 2 * tail:
            break
    if best is None or best == marked[-1]:
        return blocks
    ttl = blocks[marked[-1]].cache_control
    out = [
        replace(b, cache_control=None) if i > best and b.cache_control else b
        for i, b in enumerate(blocks)
    ]
    out[best] = replace(out[best], cache_control=ttl)
    return out


def _prompt(trace: Trace, models: _Models, name: str, history: list[Message]) -> int:
    """The sized prompt of ``history`` alone (what a compaction request summarised)."""
    pricing, _, counter, _ = models.of(name)
    request = ProviderRequest(
        model=pricing,
        system=list(trace.system),
        tools=[],
        messages=history,
        max_tokens=1,
        cache_policy="none",
    )
    return sum(b.tokens for b in request_blocks(request, pricing, counter, None))


def _why(
    check: RequestCheck,
    prompt: int,
    simulator: CacheSimulator,
    previous: RequestCheck | None = None,
) -> str:
    """What the log shows about a request whose simulated cache read misses the recorded, or
    whose cost is off by more than a quarter (a read within 10% can still move the cost)."""
    rec, sim = check.recorded, check.simulated
    cost_off = abs(check.simulated_cost - check.recorded_cost) > 0.25 * check.recorded_cost
    if check.read_ok and not cost_off:
        return ""
    rules = simulator.rules
    if previous is not None and previous.recorded.cache_write > 0:
        before = previous.recorded
        gap = check.gap_ms / 1000
        # a write the provider may not serve yet: the simulator billed the expected cost
        young = simulator.dated and check.gap_ms < rules.unsettled_ms
        odds = f"{rules.unsettled_miss:.0%} of requests this soon missed it then"
        if sim.cache_read > rec.cache_read > 0 and rec.cache_read == before.cache_read:
            if young:
                return (
                    f"the provider read what the request before read, not what that one wrote "
                    f"{gap:.1f} s before (a write not readable yet; {odds})"
                )
            return (
                f"the provider read what the request before read, not what that one wrote "
                f"{gap:.0f} s before (the write was lost within its TTL)"
            )
        if young and sim.cache_read < rec.cache_read == before.cache_read + before.cache_write:
            return (
                f"the provider read what the request before wrote {gap:.1f} s before, billed "
                f"at the expected cost of a write not readable yet ({odds})"
            )
    if check.read_ok:
        return ""
    if abs(prompt - rec.prompt) > max(0.02 * rec.prompt, 16):
        return (
            "the prompt's size differs from the recorded one (the log does not show what changed)"
        )
    ttl_ms = rules.ttl_ms if rules.kind != "anthropic" else rules.ttl_5m_ms
    if sim.cache_read < rec.cache_read:
        if check.gap_ms > ttl_ms:
            return "the provider still held a prefix after a pause longer than the simulated TTL"
        if rec.cache_read > prompt:
            return "the provider read more than the prompt (a prefix the log does not hold)"
        return "the provider read a prefix the simulator did not keep (an earlier request's or a lookback)"
    if check.kind == "summary":
        return "a compaction request: its instructions are not in the log"
    if rec.cache_read == 0:
        return "the provider read nothing (cache evicted, or the request went to another server)"
    return "the provider read a shorter prefix than the simulator (an eviction or another server)"


def figure(cal: Calibration) -> Any:
    """Recorded against simulated per request: cache read, and cumulative cost."""
    from matplotlib.figure import Figure

    from .plots import COLORS

    fig = Figure(figsize=(12, 3.4), dpi=100, layout="constrained")
    reads, costs = fig.subplots(1, 2)
    checks = cal.checks
    x = list(range(1, len(checks) + 1))
    reads.plot(x, [c.recorded.cache_read for c in checks], color=COLORS[0], label="recorded")
    reads.plot(
        x,
        [c.simulated.cache_read for c in checks],
        color=COLORS[1],
        linestyle="--",
        label="simulated",
    )
    off = [(n, c.recorded.cache_read) for n, c in zip(x, checks, strict=True) if not c.read_ok]
    if off:
        reads.scatter(
            *zip(*off, strict=True),
            color=COLORS[3],
            marker="x",
            s=20,
            zorder=3,
            label="off by >10%",
        )
    rec = sim = 0.0
    rec_line, sim_line = [], []
    for c in checks:
        rec += c.recorded_cost
        sim += c.simulated_cost
        rec_line.append(rec)
        sim_line.append(sim)
    costs.plot(x, rec_line, color=COLORS[0], label="recorded usage, catalog prices")
    costs.plot(x, sim_line, color=COLORS[1], linestyle="--", label="simulated")
    reads.set(title="cache read per request (tokens)", xlabel="request")
    costs.set(title="cumulative cost ($)", xlabel="request")
    for axis in (reads, costs):
        axis.grid(True, linewidth=0.3)
        axis.legend(fontsize=8, loc="upper left")
    return fig


def png(cal: Calibration) -> bytes:
    from .plots import themed

    buffer = io.BytesIO()
    with themed():  # readable in a dark theme too
        figure(cal).savefig(buffer, format="png")
    return buffer.getvalue()
