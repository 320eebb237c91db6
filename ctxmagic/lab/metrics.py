"""What a run cost and what it lost: the figures the lab compares, from a run's requests.

Costs are split the way a provider bills them (uncached input, cache writes 5m and 1h, cache
reads, output) for the model's requests, with the summarizer's requests apart; their sum is the
run's cost, which is the sum of its requests' bills.

The **lower bound** is what the run's own requests would cost with perfect caching on the same
provider and model: each distinct prefix token written once at the write price and read at the
read price every time it comes back within the TTL (or sent uncached when it never comes back),
written again only after a gap longer than the TTL, plus the output. No breakpoint placement, cache
minimum or rounding can beat it, so the ratio to it says how much of a run's cost is the cache
missing rather than the content.

The **fidelity probe** counts the identifiers (file paths, symbols, numbers) that appeared in tool
results and are still visible to the model at the end, raw or in a summary.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from ..context import fidelity
from ..context.fidelity import identifiers, visible_identifiers  # noqa: F401  (their old home)
from ..messages.parts import Message, ToolResultPart
from ..model.cache import CacheRules
from ..model.catalog import ModelInfo
from ..model.tokens import TokenCounter
from ..model.usage import Usage
from .bound import _segment, lower_bound  # noqa: F401  (the lower bound's home before bound.py)
from .trace import COMPACTIONS

if TYPE_CHECKING:
    from .replay import Run
    from .trace import Trace


@dataclass
class Metrics:
    """One run's figures (costs in dollars, sizes in tokens)."""

    run: str
    provider: str
    model: str  # the model it was billed as
    window: int
    requests: int  # model requests sent (failed ones included)
    failed: int  # over the window: refused, not billed
    compactions: int
    cost: float
    cost_input: float  # uncached input
    cost_cache_write_5m: float
    cost_cache_write_1h: float
    cost_cache_read: float
    cost_output: float
    cost_summaries: float  # the summarizer's requests, all of their cost
    input_tokens: int
    cache_read_tokens: int
    cache_write_tokens: int
    output_tokens: int
    cache_hit_rate: float  # cache reads / prompt tokens, over every billed request
    peak_context: int
    mean_context: float
    tool_tokens_removed: int  # tool output the model no longer sees at the end
    fidelity: float  # identifiers of tool results still visible at the end (share)
    lower_bound: float
    vs_lower_bound: float  # cost / lower_bound
    reproduced: bool | None  # replayed as recorded, exactly (None: nothing recorded to check)
    sent_bytes: int = 0  # request bodies on the simulated wire (previous_response sends less)
    chained: int = 0  # requests sent as a continuation of the previous response

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def split(usage: Usage, pricing: ModelInfo) -> dict[str, float]:
    """A request's bill by component, at the prices that apply to its prompt size."""
    p = pricing.priced_for(usage.prompt)
    return {
        "input": usage.input * p.price_input / 1e6,
        "cache_write_5m": usage.cache_write_5m * p.price_cache_write_5m / 1e6,
        "cache_write_1h": usage.cache_write_1h * p.price_cache_write_1h / 1e6,
        "cache_read": usage.cache_read * p.price_cache_read / 1e6,
        "output": usage.output * p.price_output / 1e6,
    }


def tool_tokens(messages: list[Message], counter: TokenCounter) -> dict[str, int]:
    """Tokens the model sees of each tool result, by call id."""
    return {
        p.tool_call_id: counter.part(p)
        for m in messages
        for p in m.parts
        if isinstance(p, ToolResultPart)
    }


def tool_identifiers(trace: Trace) -> set[str]:
    """The identifiers of every tool result of the trace (computed once per trace), result by
    result as ``visible_identifiers`` finds them, so the final views' results are not read twice."""
    cached = trace.__dict__.get("_identifiers")
    if cached is None:
        parts = fidelity._part_identifiers
        cached = trace.__dict__["_identifiers"] = set().union(
            *(parts(r.content) for m in trace.messages for r in m.tool_results)
        )
    return cached


def forget() -> None:
    """Drop the identifiers found in texts (the replays of a process share them)."""
    fidelity._part_identifiers.cache_clear()


def measure(run: Run) -> Metrics:
    """The figures of one run (computed once, then kept on it: a run does not change)."""
    if run.metrics is None:
        run.metrics = _measure(run)
    return run.metrics


def _measure(run: Run) -> Metrics:
    pricing = run.pricing
    costs = dict.fromkeys(
        ("input", "cache_write_5m", "cache_write_1h", "cache_read", "output"), 0.0
    )
    summaries = 0.0
    total = Usage()
    model_rows = [r for r in run.rows if r.kind == "model"]
    for row in run.rows:
        total = total + row.usage
        if row.kind in COMPACTIONS:
            summaries += row.cost
            continue
        for name, value in split(row.usage, pricing).items():
            costs[name] += value
    contexts = [r.context for r in model_rows]
    ids = tool_identifiers(run.trace)
    seen = visible_identifiers(run.final) if ids else set()
    original = sum(run.counter.part(r) for m in run.trace.messages for r in m.tool_results)
    visible = sum(tool_tokens(run.final, run.counter).values())
    outputs = sum(r.usage.output for r in run.rows if not r.failed)
    if run.blocks and not run.prompt_floor:  # a run made with its blocks (calibrate's own run)
        rules = CacheRules.for_model(pricing, run.cache_rules)
        bound = lower_bound(run.blocks, outputs, pricing, rules, run.cache_ttl)
    else:
        bound = run.prompt_floor + outputs * pricing.price_output / 1e6
    cost = run.cost
    return Metrics(
        run=run.name,
        provider=run.model.provider,
        model=pricing.id,
        window=run.window,
        requests=len(model_rows),
        failed=sum(1 for r in model_rows if r.failed),
        compactions=sum(1 for r in run.rows if r.kind in COMPACTIONS),
        cost=cost,
        cost_input=costs["input"],
        cost_cache_write_5m=costs["cache_write_5m"],
        cost_cache_write_1h=costs["cache_write_1h"],
        cost_cache_read=costs["cache_read"],
        cost_output=costs["output"],
        cost_summaries=summaries,
        input_tokens=total.input,
        cache_read_tokens=total.cache_read,
        cache_write_tokens=total.cache_write,
        output_tokens=total.output,
        cache_hit_rate=total.cache_hit_rate,
        peak_context=max(contexts, default=0),
        mean_context=sum(contexts) / len(contexts) if contexts else 0.0,
        tool_tokens_removed=max(original - visible, 0),
        fidelity=len(ids & seen) / len(ids) if ids else 1.0,
        lower_bound=bound,
        vs_lower_bound=cost / bound if bound else 1.0,
        reproduced=run.reproduced,
        sent_bytes=sum(r.sent for r in run.rows),
        chained=sum(1 for r in model_rows if r.chained),
    )
