"""The lower bound of a run's cost: its own requests under perfect caching.

Every distinct prefix token (a position of the prompt's prefix chain) is written once at the
write price and read at the read price each time it comes back within the TTL, or sent uncached
when it never comes back; a gap longer than the TTL means writing it again. Output is billed as
it is. No breakpoint placement, cache minimum or rounding can beat it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..messages.folds import shared_prefix
from ..model.cache import Block, CacheRules, _chain
from ..model.catalog import ModelInfo


def lower_bound(
    requests: Iterable[tuple[int, list[Block]]],
    outputs: int,
    pricing: ModelInfo,
    rules: CacheRules,
    ttl: str = "5m",
) -> float:
    """The cost of ``requests`` (time, blocks) under perfect caching, plus ``outputs`` tokens of
    output at the base prices (see the module docstring)."""
    bound = LowerBound(pricing, rules, ttl)
    for at, blocks in requests:
        bound.add(at, blocks)
    return bound.cost(outputs)


class LowerBound:
    """``lower_bound``, fed one billed request at a time, so a run keeps no request's blocks.

    Each prefix position (a unit: its chain hash) is sent once per request that carries it. A
    request shares its leading positions with the one before, so the units it carries on cost
    nothing to keep track of: each position of the last request holds an open stretch, settled
    (its sends counted into its unit's run) when the position is dropped or a gap longer than
    the TTL ends every run. A unit sent again within the TTL of its last send continues its run;
    otherwise the run is billed (one write and reads, or uncached) and a new one starts. A unit
    no request carries any more and whose TTL has passed can only start a new run, so it is
    billed and forgotten: what is kept is the last request's positions and the units sent within
    a TTL of now.
    """

    SWEEP_MIN = 1024  # units kept before the first sweep for forgotten ones

    def __init__(self, pricing: ModelInfo, rules: CacheRules, ttl: str = "5m") -> None:
        self.read = pricing.price_cache_read
        self.base = pricing.price_input
        self.output = pricing.price_output
        self.none = rules.kind == "none"
        if rules.kind == "anthropic":
            self.write = (
                pricing.price_cache_write_1h if ttl == "1h" else pricing.price_cache_write_5m
            )
            self.ttl_ms = rules.ttl_1h_ms if ttl == "1h" else rules.ttl_5m_ms
        else:  # automatic caching: a write costs the input price unless writes are billed apart
            self.write = pricing.price_cache_write_5m if rules.bill_writes else self.base
            self.ttl_ms = rules.ttl_ms
        self.requests = 0
        self._total = 0.0  # billed runs, in dollars per million tokens
        self._units: dict[str, list[Any]] = {}  # hash -> [tokens, run, last send (ms), open]
        self._open: list[list[Any] | None] = []  # per position of the last request: [unit, first]
        self._hashes: list[str] = []
        self._chain: tuple[list[str], list[str], list[int]] | None = None
        self._at = 0
        self._sweep_at = self.SWEEP_MIN

    def _segment(self, k: int) -> float:
        return k * self.base if self.none else _segment(k, self.base, self.write, self.read)

    def _settle(self, position: list[Any]) -> None:
        """Count an open stretch's sends up to the last request into its unit's run."""
        unit, first = position
        if first < self.requests:
            unit[1] += self.requests - first
            unit[2] = self._at
            position[1] = self.requests

    def _bill(self, unit: list[Any]) -> None:
        if unit[1]:
            self._total += unit[0] * self._segment(unit[1])
            unit[1] = 0

    def add(self, at_ms: int, blocks: list[Block]) -> None:
        """One billed request, sent at ``at_ms`` (never before the previous one)."""
        keys = [b.key for b in blocks]
        hashes, totals = _chain(blocks, self._chain, keys)
        self._chain = (keys, hashes, totals)
        if self.requests and at_ms - self._at > self.ttl_ms and not self.none:
            for position in self._open:  # a pause longer than the TTL: every run ends
                if position is not None:
                    self._settle(position)
                    self._bill(position[0])
        start = shared_prefix(self._hashes, hashes)
        for position in self._open[start:]:
            if position is not None:
                self._settle(position)
                position[0][3] = False
        del self._open[start:]
        units, n = self._units, self.requests
        for key, block in zip(hashes[start:], blocks[start:], strict=True):
            position = None
            if block.tokens:
                unit = units.get(key)
                if unit is None:
                    unit = units[key] = [block.tokens, 0, at_ms, True]
                else:
                    if at_ms - unit[2] > self.ttl_ms:
                        self._bill(unit)
                    unit[3] = True
                position = [unit, n]
            self._open.append(position)
        self._hashes, self._at, self.requests = hashes, at_ms, n + 1
        if len(units) > self._sweep_at:
            self._sweep()

    def _sweep(self) -> None:
        """Bill and forget the units no request carries whose TTL has passed."""
        for key, unit in list(self._units.items()):
            if not unit[3] and (self.none or self._at - unit[2] > self.ttl_ms):
                self._bill(unit)
                del self._units[key]
        self._sweep_at = max(self.SWEEP_MIN, 2 * len(self._units))

    def prompt_cost(self) -> float:
        """Dollars of the requests' prompts so far under perfect caching."""
        total = self._total
        sends = {id(p[0]): self.requests - p[1] for p in self._open if p is not None}
        for unit in self._units.values():
            run = unit[1] + sends.get(id(unit), 0)
            if run:
                total += unit[0] * self._segment(run)
        return total / 1e6

    def cost(self, outputs: int) -> float:
        """The lower bound: the prompts' floor plus ``outputs`` tokens of output."""
        return self.prompt_cost() + outputs * self.output / 1e6


def _segment(k: int, base: float, write: float, read: float) -> float:
    """The cheapest way to send one token ``k`` times within a TTL: uncached every time, or
    written once and read after."""
    return min(k * base, write + (k - 1) * read) if k > 1 else base
