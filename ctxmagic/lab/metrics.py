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

import bisect
import functools
import re
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from ..messages.folds import shared_prefix
from ..messages.parts import Message, ToolResultPart
from ..model.cache import Block, CacheRules, _chain
from ..model.catalog import ModelInfo
from ..model.tokens import TokenCounter, part_text
from ..model.usage import Usage
from .trace import COMPACTIONS

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


def identifiers(text: str) -> set[str]:
    """The paths, symbols and numbers of a text (view and grep line numbers left out)."""
    text = NOISE.sub(lambda m: (m.group(1) or "") + " ", text)
    found = set(PATH.findall(text)) | set(SYMBOL.findall(text))
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


def lower_bound(
    requests: list[tuple[int, list[Block]]],
    outputs: int,
    pricing: ModelInfo,
    rules: CacheRules,
    ttl: str = "5m",
) -> float:
    """The cost of ``requests`` (time, blocks) under perfect caching, plus ``outputs`` tokens of
    output at the base prices (see the module docstring)."""
    read = pricing.price_cache_read
    base = pricing.price_input
    if rules.kind == "anthropic":
        write = pricing.price_cache_write_1h if ttl == "1h" else pricing.price_cache_write_5m
        ttl_ms = rules.ttl_1h_ms if ttl == "1h" else rules.ttl_5m_ms
    else:  # automatic caching: a write costs the input price unless writes are billed apart
        write = pricing.price_cache_write_5m if rules.bill_writes else base
        ttl_ms = rules.ttl_ms
    # Each prefix position is a unit sent once per request that carries it. A request shares its
    # leading positions with the one before (the same hashes, continued by _chain), so a unit is
    # kept as stretches of consecutive requests, [first, last]; a request opens stretches only
    # for the positions past what it shares and closes the previous request's others.
    ats: list[int] = []
    stretches: dict[str, list[list[int]]] = {}
    tokens_of: dict[str, int] = {}
    previous: list[str] = []
    open_: list[list[int] | None] = []  # the stretch of each position of the last request
    chain = None
    for r, (at, blocks) in enumerate(requests):
        ats.append(at)
        keys = [b.key for b in blocks]
        hashes, totals = _chain(blocks, chain, keys)
        chain = (keys, hashes, totals)
        start = shared_prefix(previous, hashes)
        for stretch in open_[start:]:
            if stretch is not None:
                stretch[1] = r - 1
        opened: list[list[int] | None] = []
        for key, block in zip(hashes[start:], blocks[start:], strict=True):
            stretch = None
            if block.tokens:
                stretch = [r, r]
                stretches.setdefault(key, []).append(stretch)
                tokens_of[key] = block.tokens
            opened.append(stretch)
        open_ = open_[:start] + opened
        previous = hashes
    for stretch in open_:
        if stretch is not None:
            stretch[1] = len(requests) - 1
    # a unit's sends within the TTL of each other form a run, billed as one write and reads;
    # inside a stretch the gaps are those between consecutive requests
    breaks = [i for i in range(len(ats) - 1) if ats[i + 1] - ats[i] > ttl_ms]
    total = 0.0
    for key, spans in stretches.items():
        tokens = tokens_of[key]
        if rules.kind == "none":
            total += tokens * base * sum(b - a + 1 for a, b in spans)
            continue
        run, last = 0, None
        for a, b in spans:
            if last is not None and ats[a] - ats[last] > ttl_ms:
                total += tokens * _segment(run, base, write, read)
                run = 0
            position = a
            for i in breaks[bisect.bisect_left(breaks, a) : bisect.bisect_left(breaks, b)]:
                total += tokens * _segment(run + i - position + 1, base, write, read)
                run, position = 0, i + 1
            run += b - position + 1
            last = b
        total += tokens * _segment(run, base, write, read)
    return (total + outputs * pricing.price_output) / 1e6


def _segment(k: int, base: float, write: float, read: float) -> float:
    """The cheapest way to send one token ``k`` times within a TTL: uncached every time, or
    written once and read after."""
    return min(k * base, write + (k - 1) * read) if k > 1 else base


def tool_tokens(messages: list[Message], counter: TokenCounter) -> dict[str, int]:
    """Tokens the model sees of each tool result, by call id."""
    return {
        p.tool_call_id: counter.part(p)
        for m in messages
        for p in m.parts
        if isinstance(p, ToolResultPart)
    }


def _tool_identifiers(trace: Trace) -> set[str]:
    """The identifiers of every tool result of the trace (computed once per trace)."""
    cached = trace.__dict__.get("_identifiers")
    if cached is None:
        cached = trace.__dict__["_identifiers"] = identifiers(
            "\n".join(r.content for m in trace.messages for r in m.tool_results)
        )
    return cached


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
    ids = _tool_identifiers(run.trace)
    seen = visible_identifiers(run.final) if ids else set()
    original = sum(run.counter.part(r) for m in run.trace.messages for r in m.tool_results)
    visible = sum(tool_tokens(run.final, run.counter).values())
    rules = CacheRules.for_model(pricing, run.cache_rules)
    outputs = sum(r.usage.output for r in run.rows if not r.failed)
    bound = lower_bound(run.blocks, outputs, pricing, rules, run.cache_ttl)
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
