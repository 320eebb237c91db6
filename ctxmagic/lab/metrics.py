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

import functools
import re
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from ..messages.parts import Message, ToolResultPart
from ..model.catalog import ModelInfo
from ..model.tokens import TokenCounter, part_text
from ..model.usage import Usage
from .bound import _segment, lower_bound  # noqa: F401  (the lower bound's home before bound.py)

if TYPE_CHECKING:
    from .replay import Run
    from .trace import Trace

# File paths (a dotted extension or a slash), symbols (snake_case, CamelCase, dunder, dotted
# attribute chains are split), and numbers of three characters or more.
PATH = re.compile(
    r"(?<![\w/.-])(?:[\w-]+/)*[\w-]+\.[A-Za-z][A-Za-z0-9]{0,7}\b|(?:[\w.-]+/)+[\w.-]+"
)
SYMBOL = re.compile(
    r"\b(?:[A-Za-z]*_[A-Za-z0-9_]*[A-Za-z0-9]|[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+|[a-z]+[A-Z][A-Za-z0-9]*)\b"
)
NUMBER = re.compile(r"(?<![\w.])\d[\d.]{2,}(?![\w])")
NOISE = re.compile(r"^\s*\d+\t|^([^\s:]+):\d+:", re.M)  # view's line numbers, grep's path:line:


# Every PATH match lies inside a run of path characters holding a dot or a slash, and its
# lookbehind and ``\b`` see the same at a run's edges as at a text's; so PATH over each such run
# finds what it finds over the whole text. The runs are found in one pass; PATH alone retries
# every position of every word (a third of the probe's time went there).
PATH_RUN = re.compile(r"(?<![\w/.-])[\w/.-]*[/.][\w/.-]*")


def identifiers(text: str) -> set[str]:
    """The paths, symbols and numbers of a text (view and grep line numbers left out)."""
    text = NOISE.sub(lambda m: (m.group(1) or "") + " ", text)
    found = set(PATH.findall("\n".join(PATH_RUN.findall(text))))  # no match crosses a line end
    found |= set(SYMBOL.findall(text))
    found |= {n.rstrip(".") for n in NUMBER.findall(text) if len(n.rstrip(".")) >= 3}
    return found


def visible_text(messages: list[Message]) -> str:
    return "\n".join(part_text(p) for m in messages for p in m.parts)


@functools.lru_cache(maxsize=65536)
def _part_identifiers(text: str) -> frozenset[str]:
    return frozenset(identifiers(text))


def visible_identifiers(messages: list[Message]) -> set[str]:
    """``identifiers(visible_text(messages))``, part by part: no pattern matches across a line
    end, so the union is the same, and the runs of a comparison share most parts' texts."""
    found: set[str] = set()
    for m in messages:
        for p in m.parts:
            if text := part_text(p):
                found |= _part_identifiers(text)
    return found


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
        cached = trace.__dict__["_identifiers"] = set().union(
            *(_part_identifiers(r.content) for m in trace.messages for r in m.tool_results)
        )
    return cached


def forget() -> None:
    """Drop the identifiers found in texts (the replays of a process share them)."""
    _part_identifiers.cache_clear()


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
        if row.kind == "summary":
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
    bound = run.prompt_floor + outputs * pricing.price_output / 1e6
    cost = run.cost
    return Metrics(
        run=run.name,
        provider=run.model.provider,
        model=pricing.id,
        window=run.window,
        requests=len(model_rows),
        failed=sum(1 for r in model_rows if r.failed),
        compactions=sum(1 for r in run.rows if r.kind == "summary"),
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
    )
