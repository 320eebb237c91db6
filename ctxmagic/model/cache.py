"""The prompt-cache simulator: what a provider would bill for a request, given the ones before it.

The offline model and the strategy lab cannot ask a provider how much of a prompt was cached, so
this module replays the providers' documented rules over a sequence of requests, each a list of
``Block`` (one per tool, system block, content block or message, in the provider's prefix order),
and returns the ``Usage`` the provider would report. Real providers go through the same path:
``blocks_from_anthropic`` / ``blocks_from_openai`` turn a wire payload into blocks.

Rules modelled (numbers come from the ``[cache.*]`` tables of ``data/models.toml``; the defaults
below apply only when a key is missing):

* Anthropic (https://platform.claude.com/docs/en/build-with-claude/prompt-caching, formerly
  https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching): explicit ``cache_control``
  breakpoints, at most ``max_breakpoints`` (4) per request; an entry is keyed on the whole prefix
  up to and including the breakpoint block; on lookup each breakpoint checks its own position and
  walks back at most ``lookback_blocks`` (20) blocks for a live entry; writes happen only at
  breakpoints whose prefix reaches the model's minimum (``min_cache_tokens``; below it nothing is
  cached and there is no error). TTL ``ttl_5m_seconds`` (300) refreshed on every read or write, or
  ``ttl_1h_seconds`` (3600); 1h breakpoints must precede 5m ones. Billing follows the docs' mixed-TTL
  rule: A = tokens at the longest hit, B = tokens at the last 1h breakpoint (or A), C = tokens at the
  last breakpoint; cache_read = A, cache_write_1h = B - A, cache_write_5m = C - B, input = the rest
  (the tokens after the last breakpoint), so cache_read + cache_creation + input = the prompt.
  One rule held only for a period (``unsettled_*``; a simulator built ``dated``, replaying real
  send times, applies it): in spring 2026 a request sent within 3 s of the one that wrote a
  prefix missed that write about half the time
  (https://github.com/anthropics/anthropic-sdk-python/issues/1451, fixed server-side by
  2026-08-05); such a request is billed at its expected cost (``Usage.blend``).
* OpenAI (https://platform.openai.com/docs/guides/prompt-caching, now
  https://developers.openai.com/api/docs/guides/prompt-caching; increments from
  https://developers.openai.com/cookbook/examples/prompt_caching_201): automatic, no breakpoints;
  the prompt matches the longest common prefix with any live earlier prompt; hits only for prompts
  of ``min_tokens`` (1024) or more, counted as 1024 + 128k (``increment``); in-memory retention is
  5-10 minutes of inactivity (``ttl_seconds``, 600), refreshed on use. ``cached_tokens`` is a
  subset of ``prompt_tokens``; writes cost nothing extra on older models, so they are billed (as
  ``cache_write_5m``, the way ``Usage.from_openai`` maps ``cache_write_tokens``) only for models
  whose catalog entry has ``price_cache_write_5m > 0``.
* Gemini (https://ai.google.dev/gemini-api/docs/caching): implicit caching, the same
  longest-common-prefix rule with the model's minimum (``min_cache_tokens``, 1024-4096 by model);
  ``cached_content_token_count`` is a subset of ``prompt_token_count``. Google documents neither a
  rounding increment nor a lifetime ("a few minutes", per Google's Philipp Schmid quoted at
  https://simonwillison.net/2025/May/9/gemini-implicit-caching/, where a reported count of 200,658
  cached tokens is no multiple of 128), so the defaults are ``increment = 1`` (token-exact) and
  ``ttl_seconds = 300``; both can be set in ``[cache.gemini]``.
* ``none``: everything is uncached input.

Granularity: prefixes are compared block by block (a block is identical or it is not), and tokens
are counted exactly. For the automatic providers the real match is token by token, so a block that
differs part-way through would still share its leading tokens; the simulator counts none of that
block. We only know blocks by hash, and in a chat the first differing message usually differs from
its first words, so the error is a handful of role/format tokens, always an underestimate of hits.
"""

from __future__ import annotations

import copy
import hashlib
import heapq
import itertools
import json
import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, NamedTuple

from ..errors import ConfigError
from ..messages.folds import shared_prefix
from .usage import Usage

if TYPE_CHECKING:
    from .catalog import Catalog, ModelInfo

TTLS = ("5m", "1h")
KINDS = ("anthropic", "openai", "gemini", "none")

# Used only when the catalog's [cache.<kind>] table lacks a key (see the module docstring).
DEFAULT_RULES: dict[str, dict[str, int]] = {
    "anthropic": {
        "min_tokens": 1024,
        "max_breakpoints": 4,
        "lookback_blocks": 20,
        "ttl_5m_seconds": 300,
        "ttl_1h_seconds": 3600,
    },
    "openai": {"min_tokens": 1024, "increment": 128, "ttl_seconds": 600},
    "gemini": {"min_tokens": 1024, "increment": 1, "ttl_seconds": 300},
    "none": {},
}


@dataclass(frozen=True)
class Block:
    """One cacheable unit of a prompt, in the provider's prefix order.

    ``key`` is a stable hash of the block's content alone; the simulator chains keys so that an
    entry stands for the whole prefix. ``cache_control`` ("5m" or "1h") marks an Anthropic
    breakpoint on this block and is ignored by the automatic providers.
    """

    key: str
    tokens: int
    cache_control: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.tokens, int) or self.tokens < 0:
            raise ValueError(f"Block.tokens must be an int >= 0, got {self.tokens!r}")
        if self.cache_control is not None and self.cache_control not in TTLS:
            raise ValueError(
                f"Block.cache_control must be None, '5m' or '1h', got {self.cache_control!r}"
            )


@dataclass(frozen=True)
class CacheRules:
    """The rule numbers one simulator applies, resolved from the model and its [cache.*] table."""

    kind: str
    min_tokens: int
    max_breakpoints: int = 4
    lookback_blocks: int = 20
    ttl_5m_ms: int = 300_000
    ttl_1h_ms: int = 3_600_000
    ttl_ms: int = 600_000  # automatic kinds: lifetime after the last use
    increment: int = 1
    bill_writes: bool = True
    # Anthropic for a period: a write younger than ``unsettled_ms`` is missed with probability
    # ``unsettled_miss`` by requests sent from ``unsettled_since_ms`` to ``unsettled_until_ms``
    unsettled_ms: int = 0
    unsettled_miss: float = 0.0
    unsettled_since_ms: int = 0
    unsettled_until_ms: int = 0

    @classmethod
    def for_model(cls, model: ModelInfo, rules: Mapping[str, Any] | None = None) -> CacheRules:
        """``rules`` is the ``[cache.<model.cache>]`` table (``catalog.cache_rules[model.cache]``).

        The model's ``min_cache_tokens`` wins over the table's ``min_tokens`` when it is set (> 0).
        """
        kind = model.cache or "none"
        if kind not in KINDS:
            raise ConfigError(
                f"model {model.id!r}: unknown cache rules {kind!r}; set cache to one of "
                f"{', '.join(KINDS)}"
            )
        values = {**DEFAULT_RULES[kind], **dict(rules or {})}

        def number(name: str, minimum: int) -> int:
            value = values.get(name, 0)
            if isinstance(value, bool) or not isinstance(value, int | float) or value < minimum:
                raise ConfigError(
                    f"[cache.{kind}] {name} must be a number >= {minimum}, got {value!r}; "
                    "fix it in the models file"
                )
            return int(value)

        if kind == "none":
            return cls(kind=kind, min_tokens=0, bill_writes=False)
        min_tokens = model.min_cache_tokens or number("min_tokens", 0)
        if kind == "anthropic":
            seconds, miss = values.get("unsettled_seconds", 0), values.get("unsettled_miss", 0)
            for name, value, top in (("seconds", seconds, 3600), ("miss", miss, 1)):
                if (
                    isinstance(value, bool)
                    or not isinstance(value, int | float)
                    or not 0 <= value <= top
                ):
                    raise ConfigError(
                        f"[cache.{kind}] unsettled_{name} must be a number from 0 to {top}, "
                        f"got {value!r}; fix it in the models file"
                    )
            return cls(
                kind=kind,
                min_tokens=min_tokens,
                max_breakpoints=number("max_breakpoints", 1),
                lookback_blocks=number("lookback_blocks", 0),
                ttl_5m_ms=number("ttl_5m_seconds", 1) * 1000,
                ttl_1h_ms=number("ttl_1h_seconds", 1) * 1000,
                bill_writes=True,
                unsettled_ms=round(seconds * 1000),
                unsettled_miss=float(miss),
                unsettled_since_ms=_epoch_ms(values, "unsettled_since", kind),
                unsettled_until_ms=_epoch_ms(values, "unsettled_until", kind),
            )
        return cls(
            kind=kind,
            min_tokens=min_tokens,
            ttl_ms=number("ttl_seconds", 1) * 1000,
            increment=number("increment", 1),
            bill_writes=model.price_cache_write_5m > 0,
        )


@dataclass
class CacheEntry:
    """A live cached prefix: its length in tokens and blocks, when it expires, and when the
    request that wrote it was sent."""

    tokens: int
    blocks: int
    expires_ms: int
    ttl_ms: int
    written_ms: int = 0


def _epoch_ms(values: Mapping[str, Any], name: str, kind: str) -> int:
    """An ISO date (or datetime, UTC) of the models file as epoch milliseconds (absent: 0)."""
    value = values.get(name)
    if value in (None, ""):
        return 0
    try:
        when = datetime.fromisoformat(str(value))
    except ValueError:
        raise ConfigError(
            f"[cache.{kind}] {name} must be a date such as 2026-08-05, got {value!r}; "
            "fix it in the models file"
        ) from None
    return int(when.replace(tzinfo=when.tzinfo or timezone.utc).timestamp() * 1000)


@dataclass(frozen=True)
class Quote:
    """A bill not yet sent: its usage (no output) at ``at_ms``, and when the cached prefix it
    reads expires (None: it reads nothing); after that a bill reads less or nothing."""

    usage: Usage
    at_ms: int
    expires_ms: int | None = None
    entry: CacheEntry | None = None  # the cached prefix it reads (its tokens, blocks, TTL)


def _chain(
    blocks: Sequence[Block],
    previous: tuple[list[str], list[str], list[int]] | None = None,
    keys_now: list[str] | None = None,
) -> tuple[list[str], list[int]]:
    """Prefix hashes and cumulative token counts: entry ``i`` stands for blocks ``0..i``.

    ``previous`` is an earlier call's (block keys, hashes, totals): the leading blocks whose keys
    it shares are not hashed again (consecutive requests of a session share most of them).
    """
    hashes: list[str] = []
    totals: list[int] = []
    start = 0
    if previous is not None:
        keys, old_hashes, old_totals = previous
        limit = min(len(keys), len(blocks))
        # a session's blocks are mostly the very objects of the last request: their keys are the
        # same strings, found in C; equal keys that are other objects are compared one by one
        if keys_now is None:
            keys_now = list(map(_KEY, blocks))
        start = shared_prefix(keys, keys_now)  # it compares the first ``limit`` of each
        while start < limit and keys[start] == blocks[start].key:
            start += 1
        hashes, totals = old_hashes[:start], old_totals[:start]
    digest = bytes.fromhex(hashes[-1]) if hashes else b""
    running = totals[-1] if totals else 0
    for block in blocks[start:]:
        digest = hashlib.blake2b(digest + block.key.encode(), digest_size=16).digest()
        running += block.tokens
        hashes.append(digest.hex())
        totals.append(running)
    return hashes, totals


class BlockChain(NamedTuple):
    """A request's blocks as the simulator read them, for what explains its bill: their keys,
    prefix hashes and running token totals, and the blocks that carry a breakpoint (None: not
    looked for, as an automatic cache has none)."""

    keys: list[str]
    hashes: list[str]
    totals: list[int]
    marks: list[int] | None = None


class CacheSimulator:
    """One per session: holds the provider-side cache across requests and bills each request.

    ``rules`` is the model's ``[cache.<model.cache>]`` table (or a resolved ``CacheRules``).
    """

    def __init__(
        self,
        model: ModelInfo,
        rules: Mapping[str, Any] | CacheRules | None = None,
        *,
        dated: bool = False,
    ):
        self.model = model
        self.rules = rules if isinstance(rules, CacheRules) else CacheRules.for_model(model, rules)
        # ``at_ms`` are the real times the requests were sent (a recorded session's replay), so
        # the rules that held only for a period apply (``CacheRules.unsettled_*``)
        self.dated = dated
        self._written_at: int | None = None  # ``seed``: the write time its entries take
        self._entries: dict[str, CacheEntry] = {}
        # (expiry, key) of every write or refresh, soonest first: expiring costs what expires,
        # not the number of live entries (a refreshed entry's older pairs are skipped)
        self._expiry: list[tuple[int, str]] = []
        self._last_ms: int | None = None
        self._last_chain: tuple[list[str], list[str], list[int]] | None = None
        # the last blocks read (counted, billed or quoted) and their breakpoints, keys, hashes
        # and totals: a request is counted then billed, a forecast quotes one request twice,
        # a cache-miss report reads the chain of the request just billed (``chain_of``), and
        # the next blocks are read on from these (``_read``); blocks never change once made
        self._prepared: (
            tuple[Sequence[Block], list[int], list[str], list[str], list[int]] | None
        ) = None
        self._sweep_at = 4096  # automatic kinds: sweep expired entries past this many

    def __repr__(self) -> str:
        return f"CacheSimulator({self.model.id!r}, {self.rules.kind}, {len(self._entries)} entries)"

    @classmethod
    def for_model(
        cls, model: ModelInfo, catalog: Catalog, *, dated: bool = False
    ) -> CacheSimulator:
        """Rules from the catalog; a model that ``simulates`` another (offline) bills as that one."""
        model = catalog.priced_as(model)
        return cls(model, catalog.cache_rules.get(model.cache, {}), dated=dated)

    def reset(self) -> None:
        """Forget every cached prefix (a new session, or the provider's cache was flushed)."""
        self._entries.clear()
        self._expiry.clear()
        self._last_ms = None
        self._last_chain = None
        self._prepared = None

    def quote(self, blocks: Sequence[Block], *, at_ms: int) -> Quote:
        """What ``bill`` would charge for ``blocks`` at ``at_ms`` (no output), and when the
        longest cached prefix that bill reads expires; the cache is left as it is. It is the
        bill's own arithmetic with its writes left out (``write=False``): a copy of the
        simulator to bill on cost a walk of every live entry, growing with the session, and
        an automatic cache's copy refreshed the entries it shared."""
        points, _, hashes, totals = self._prepare(blocks, at_ms)
        usage = self._price(blocks, hashes, totals, at_ms, points, write=False)
        hit = self._longest_hit(hashes, totals, at_ms, points)
        return Quote(usage, at_ms, hit.expires_ms if hit is not None else None, hit)

    def _prepare(
        self, blocks: Sequence[Block], at_ms: int
    ) -> tuple[list[int], list[str], list[str], list[int]]:
        """A bill's checks, then its breakpoints, block keys, prefix hashes and running token
        totals."""
        if self._last_ms is not None and at_ms < self._last_ms:
            raise ValueError(
                f"at_ms went backwards ({at_ms} < {self._last_ms}); bill requests in time order "
                "or call reset() first"
            )
        return self._read(blocks)

    def prompt(self, blocks: Sequence[Block]) -> int:
        """The tokens of ``blocks``, from the running totals a bill or quote of them reads
        (made once: a request is counted, then billed); nothing is billed."""
        try:
            totals = self._read(blocks)[3]
        except ValueError:  # breakpoints a bill refuses: counted all the same
            return sum(map(_TOKENS, blocks))
        return totals[-1] if totals else 0

    def _read(self, blocks: Sequence[Block]) -> tuple[list[int], list[str], list[str], list[int]]:
        """The breakpoints, keys, prefix hashes and running totals of ``blocks`` (the last
        blocks read are kept: ``_prepared``)."""
        held = self._prepared
        if held is not None and held[0] is blocks and len(held[2]) == len(blocks):
            return held[1], held[2], held[3], held[4]
        anthropic = self.rules.kind == "anthropic"
        # the leading blocks it shares with the last blocks read (mostly the same objects: a
        # session's requests share their messages' blocks) keep their keys and breakpoints,
        # so only the rest is looked through
        last_blocks, last_points, last_keys = held[:3] if held is not None else ((), [], [])
        same = 0
        if type(last_blocks) is list and type(blocks) is list:
            same = shared_prefix(last_blocks, blocks)
        keys = last_keys[:same]
        keys += map(_KEY, blocks[same:] if same else blocks)
        points: list[int] = []
        if anthropic:
            points = [i for i in last_points if i < same]
            points += [same + i for i in marked(blocks[same:] if same else blocks)]
            _check_breakpoints(blocks, self.rules.max_breakpoints, points)
        hashes, totals = _chain(blocks, self._last_chain, keys)
        self._prepared = (blocks, points, keys, hashes, totals)
        return points, keys, hashes, totals

    def chain_of(self, blocks: Sequence[Block]) -> BlockChain | None:
        """``blocks`` as the simulator read them when it last billed or quoted them (None: it
        did not, or not last), so that an explanation of the bill does not read them again."""
        held = self._prepared
        if held is not None and held[0] is blocks and len(held[2]) == len(blocks):
            marks = held[1] if self.rules.kind == "anthropic" else None
            return BlockChain(held[2], held[3], held[4], marks)
        chain = self._last_chain
        if chain is None or len(chain[0]) != len(blocks) or chain[0] != list(map(_KEY, blocks)):
            return None  # the keys compared in C: thousands of blocks late in a session
        return BlockChain(*chain)

    def _longest_hit(
        self, hashes: list[str], totals: list[int], at_ms: int, points: list[int]
    ) -> CacheEntry | None:
        """The live entry a bill at ``at_ms`` would read the most tokens from (None: none);
        ``points`` are the request's breakpoints."""
        rules = self.rules
        if rules.kind not in ("anthropic", "openai", "gemini") or not hashes:
            return None

        def live(i: int) -> CacheEntry | None:
            entry = self._entries.get(hashes[i])
            return entry if entry is not None and entry.expires_ms > at_ms else None

        best: tuple[int, CacheEntry] | None = None
        if rules.kind == "anthropic":
            for bp in points:
                for i in range(bp, max(bp - rules.lookback_blocks, 0) - 1, -1):
                    entry = live(i)
                    if entry is not None:
                        if best is None or totals[i] > best[0]:
                            best = (totals[i], entry)
                        break
        elif totals[-1] >= rules.min_tokens:
            for i in range(len(hashes) - 1, -1, -1):
                entry = live(i)
                if entry is not None:
                    if _round_down(totals[i], rules.min_tokens, rules.increment):
                        best = (totals[i], entry)
                    break
        return best[1] if best is not None else None

    def live_entries(self, at_ms: int) -> list[CacheEntry]:
        """The prefixes still cached at ``at_ms``, shortest first (for displays and the lab)."""
        live = [e for e in self._entries.values() if e.expires_ms > at_ms]
        return sorted(live, key=lambda e: (e.tokens, e.blocks))

    def bill(self, blocks: Sequence[Block], *, at_ms: int, output_tokens: int = 0) -> Usage:
        """What the provider would bill for this request at ``at_ms``; updates the cache state."""
        if output_tokens < 0:
            raise ValueError(f"output_tokens must be >= 0, got {output_tokens}")
        points, keys, hashes, totals = self._prepare(blocks, at_ms)
        self._last_ms = at_ms
        self._expire(at_ms)
        self._last_chain = (keys, hashes, totals)
        usage = self._price(blocks, hashes, totals, at_ms, points, write=True)
        return replace(usage, output=output_tokens)

    def _price(
        self,
        blocks: Sequence[Block],
        hashes: list[str],
        totals: list[int],
        at_ms: int,
        points: list[int],
        *,
        write: bool,
    ) -> Usage:
        """The usage of a request read from the entries live at ``at_ms``; with ``write``, the
        entries it reads are refreshed and the ones it writes written (a bill; a quote
        writes nothing)."""
        if self.rules.kind == "anthropic":
            return self._bill_anthropic(blocks, hashes, totals, at_ms, points, write=write)
        if self.rules.kind in ("openai", "gemini"):
            return self._bill_automatic(hashes, totals, at_ms, write=write)
        return Usage(input=totals[-1] if totals else 0)

    def seed(self, blocks: Sequence[Block], *, at_ms: int) -> Usage:
        """Cache ``blocks`` as a prefix the provider already held at ``at_ms`` (written by
        requests before the replay began, so readable at once); billed like ``bill``."""
        self._written_at = 0
        try:
            return self.bill(blocks, at_ms=at_ms)
        finally:
            self._written_at = None

    def _expire(self, at_ms: int) -> None:
        heap = self._expiry
        while heap and heap[0][0] <= at_ms:
            expires, key = heapq.heappop(heap)
            entry = self._entries.get(key)
            if entry is not None and entry.expires_ms == expires:
                del self._entries[key]

    def _touch(self, key: str, tokens: int, blocks: int, at_ms: int, ttl_ms: int) -> None:
        """Write an entry, or refresh it: it lives at least ``ttl_ms`` from now."""
        entry = self._entries.get(key)
        if entry is None:
            written = at_ms if self._written_at is None else self._written_at
            entry = self._entries[key] = CacheEntry(tokens, blocks, at_ms + ttl_ms, ttl_ms, written)
        else:
            longest = max(entry.ttl_ms, ttl_ms)
            expires = max(entry.expires_ms, at_ms + longest)
            if (expires, longest) == (entry.expires_ms, entry.ttl_ms):
                return
            previous = entry.expires_ms
            entry = self._entries[key] = CacheEntry(
                entry.tokens, entry.blocks, expires, longest, entry.written_ms
            )
            if expires == previous:
                return
        heapq.heappush(self._expiry, (entry.expires_ms, key))
        if len(self._expiry) > 2 * len(self._entries) + 64:  # mostly refreshed pairs: rebuild
            self._expiry = [(e.expires_ms, k) for k, e in self._entries.items()]
            heapq.heapify(self._expiry)

    def _bill_anthropic(
        self,
        blocks: Sequence[Block],
        hashes: list[str],
        totals: list[int],
        at_ms: int,
        breakpoints: list[int],
        *,
        write: bool = True,
    ) -> Usage:
        rules = self.rules
        total = totals[-1] if totals else 0
        ttl_of = {"5m": rules.ttl_5m_ms, "1h": rules.ttl_1h_ms}

        # a write sent less than ``unsettled_ms`` ago may not be readable yet (``CacheRules``)
        young = (
            at_ms - rules.unsettled_ms
            if self.dated
            and rules.unsettled_miss
            and rules.unsettled_since_ms <= at_ms < rules.unsettled_until_ms
            else None
        )
        read = settled = 0
        entries = self._entries
        for bp in breakpoints:
            found = False
            for i in range(bp, max(bp - rules.lookback_blocks, 0) - 1, -1):
                entry = entries.get(hashes[i])
                if entry is None or entry.expires_ms <= at_ms:  # a bill expired it already
                    continue
                if not found:
                    read = max(read, totals[i])
                    if write:  # refreshed: a new entry, so a later lookup here reads the same
                        self._touch(hashes[i], totals[i], i + 1, at_ms, entry.ttl_ms)
                    found = True
                if young is None or entry.written_ms <= young:
                    settled = max(settled, totals[i])
                    break

        cacheable = [bp for bp in breakpoints if totals[bp] >= rules.min_tokens]
        if write:
            for bp in cacheable:
                self._touch(hashes[bp], totals[bp], bp + 1, at_ms, ttl_of[blocks[bp].cache_control])
        hour = [bp for bp in cacheable if blocks[bp].cache_control == "1h"]
        usage = _split(read, total, totals, cacheable, hour)
        if settled == read:
            return usage
        # the expected bill: the miss (reading only what was settled) at its probability
        return usage.blend(_split(settled, total, totals, cacheable, hour), rules.unsettled_miss)

    def _bill_automatic(
        self, hashes: list[str], totals: list[int], at_ms: int, *, write: bool = True
    ) -> Usage:
        rules = self.rules
        total = totals[-1] if totals else 0
        if total < rules.min_tokens or total == 0:
            return Usage(input=total)
        entries = self._entries
        shared = 0
        for i in range(len(hashes) - 1, -1, -1):
            entry = entries.get(hashes[i])
            if entry is not None and entry.expires_ms > at_ms:
                shared = totals[i]
                break
        cached = _round_down(shared, rules.min_tokens, rules.increment)
        written = total - cached if rules.bill_writes else 0
        if write:
            self._refresh_prefixes(hashes, totals, at_ms, rules.ttl_ms)
        return Usage(input=total - cached - written, cache_read=cached, cache_write_5m=written)

    def _refresh_prefixes(
        self, hashes: list[str], totals: list[int], at_ms: int, ttl_ms: int
    ) -> None:
        """Automatic caching keeps every prefix of a prompt: write or refresh each one.

        A request refreshes thousands of prefixes (one per block of a long session), so this
        is the loop of ``_touch`` without its expiry queue: an automatic provider's entries
        are checked for expiry where they are read, and the expired ones are swept out when
        the table has doubled since the last sweep (the memory stays bounded by the live ones).
        """
        entries = self._entries
        expires = at_ms + ttl_ms
        get = entries.get
        for i, key in enumerate(hashes):
            entry = get(key)
            if entry is None:
                entries[key] = CacheEntry(totals[i], i + 1, expires, ttl_ms)
            elif entry.expires_ms < expires:
                entry.expires_ms = expires
        if len(entries) > self._sweep_at:
            for key in [k for k, e in entries.items() if e.expires_ms <= at_ms]:
                del entries[key]
            self._sweep_at = 2 * len(entries) + 4096


def _split(
    read: int, total: int, totals: list[int], cacheable: list[int], hour: list[int]
) -> Usage:
    """An Anthropic bill that reads ``read`` tokens and writes up to its last cacheable
    breakpoint (the 1h breakpoints' share at the 1h price)."""
    last = max(read, totals[cacheable[-1]]) if cacheable else read
    hour_end = max(read, totals[hour[-1]]) if hour else read
    return Usage(
        input=total - last,
        cache_read=read,
        cache_write_1h=hour_end - read,
        cache_write_5m=last - hour_end,
    )


_KEY = operator.attrgetter("key")
_TOKENS = operator.attrgetter("tokens")
_CONTROL = operator.attrgetter("cache_control")


def marked(blocks: Sequence[Block]) -> list[int]:
    """The positions of the blocks that carry a breakpoint (scanned in C: a long session's
    request has thousands of blocks and a few breakpoints)."""
    return list(itertools.compress(itertools.count(), map(_CONTROL, blocks)))


def _round_down(tokens: int, minimum: int, increment: int) -> int:
    """Cached tokens come as ``minimum + increment * k``; below the minimum nothing is cached."""
    if tokens < max(minimum, 1):
        return 0
    return minimum + (tokens - minimum) // increment * increment


def _check_breakpoints(
    blocks: Sequence[Block], limit: int, positions: list[int] | None = None
) -> None:
    """Reject what the Anthropic API rejects: too many breakpoints, or 1h after 5m
    (``positions``: the marked blocks, when the caller found them already)."""
    points = marked(blocks) if positions is None else positions
    marks = [(i, blocks[i].cache_control) for i in points]
    if len(marks) > limit:
        raise ValueError(
            f"{len(marks)} cache_control breakpoints (blocks {[i for i, _ in marks]}); the "
            f"Anthropic API allows at most {limit} per request: remove some"
        )
    first_5m = next((i for i, ttl in marks if ttl == "5m"), None)
    late_1h = next(
        (i for i, ttl in marks if ttl == "1h" and first_5m is not None and i > first_5m), None
    )
    if late_1h is not None:
        raise ValueError(
            f"a ttl='1h' breakpoint (block {late_1h}) comes after a ttl='5m' one (block "
            f"{first_5m}); the Anthropic API requires 1h breakpoints before 5m ones"
        )


def with_breakpoints(
    blocks: Sequence[Block], positions: Iterable[int], ttl: str = "5m"
) -> list[Block]:
    """The same blocks with breakpoints exactly at ``positions`` (negative counts from the end)."""
    if ttl not in TTLS:
        raise ValueError(f"ttl must be '5m' or '1h', got {ttl!r}")
    marked = set()
    for pos in positions:
        if not -len(blocks) <= pos < len(blocks):
            raise ValueError(f"breakpoint position {pos} is outside the {len(blocks)} blocks")
        marked.add(pos % len(blocks))
    return [replace(b, cache_control=ttl if i in marked else None) for i, b in enumerate(blocks)]


def cache_hit_rate(usages: Iterable[Usage]) -> float:
    """Share of all prompt tokens served from cache across requests (0.0 when there are none)."""
    total = Usage()
    for usage in usages:
        total = total + usage
    return total.cache_hit_rate


def uncached_cost(usage: Usage, model: ModelInfo) -> float:
    """Dollars the same request would cost with no caching at all: the baseline for savings."""
    return (usage.prompt * model.price_input + usage.output * model.price_output) / 1_000_000


# ---------------------------------------------------------------------------------------------
# Wire payloads -> blocks


# one encoder for every key: json.dumps with options builds a new one per call
_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _canonical(value: Any) -> str:
    return _CANONICAL.encode(value)


def _strip_cache_control(value: Any) -> Any:
    """The block without any ``cache_control``: moving a breakpoint must not change a key."""
    if isinstance(value, dict):
        return {k: _strip_cache_control(v) for k, v in value.items() if k != "cache_control"}
    if isinstance(value, list):
        return [_strip_cache_control(v) for v in value]
    return value


_PLAIN_RESULT = frozenset({"type", "tool_use_id", "content", "is_error", "cache_control"})


def _key(role: str, position: int, block: Any) -> str:
    """Role and position within its message are part of the key: [A][B] is not [A, B].

    A plain text block (a replayed transcript can be a megabyte) or tool result is hashed
    without encoding it as JSON first; its key cannot equal another block's, whose hashed text
    starts with "{" or another kind's name.
    """
    if (
        isinstance(block, dict)
        and block.get("type") == "text"
        and isinstance(block.get("text"), str)
        and set(block) <= {"type", "text", "cache_control"}
    ):
        head = f"text\x00{role}\x00{position}\x00".encode()
        return hashlib.sha256(head + block["text"].encode("utf-8", "surrogatepass")).hexdigest()
    if (
        isinstance(block, dict)
        and block.get("type") == "tool_result"
        and isinstance(block.get("content"), str)
        and set(block) <= _PLAIN_RESULT
    ):  # likewise a tool's output: its small fields as a JSON array (unambiguous), then the text
        fields = json.dumps([role, position, block.get("tool_use_id"), block.get("is_error")])
        head = f"tool_result\x00{fields}\x00".encode()
        return hashlib.sha256(head + block["content"].encode("utf-8", "surrogatepass")).hexdigest()
    text = _canonical({"role": role, "position": position, "block": _strip_cache_control(block)})
    return hashlib.sha256(text.encode()).hexdigest()


def _ttl(control: Any, where: str) -> str | None:
    if control is None:
        return None
    if not isinstance(control, dict) or control.get("type", "ephemeral") != "ephemeral":
        raise ValueError(f"{where}: cache_control must be {{'type': 'ephemeral'}}, got {control!r}")
    ttl = control.get("ttl") or "5m"
    if ttl not in TTLS:
        raise ValueError(f"{where}: cache_control ttl must be '5m' or '1h', got {ttl!r}")
    return ttl


def _nested_ttl(block: dict[str, Any], where: str) -> str | None:
    """A tool_result whose inner content block carries cache_control is a breakpoint itself."""
    ttl = _ttl(block.get("cache_control"), where)
    content = block.get("content")
    if ttl is None and isinstance(content, list):
        for item in content:
            if isinstance(item, dict) and item.get("cache_control") is not None:
                ttl = _ttl(item["cache_control"], where)
    return ttl


def _without_binary(block: dict[str, Any]) -> dict[str, Any]:
    """Images and PDFs: base64 data is not text a tokenizer sees, so it is left out of the count."""
    source = block.get("source")
    if isinstance(source, dict) and source.get("type") == "base64":
        return {**block, "source": {k: v for k, v in source.items() if k != "data"}}
    return block


def _anthropic_text(block: dict[str, Any]) -> str:
    """The text of a content block as the tokenizer sees it."""
    kind = block.get("type")
    if kind == "text":
        return str(block.get("text", ""))
    if kind == "thinking":
        return str(block.get("thinking", ""))
    if kind == "redacted_thinking":
        return str(block.get("data", ""))
    if kind == "tool_use":
        return f"{block.get('name', '')}\n{_canonical(block.get('input', {}))}"
    if kind == "tool_result":
        content = block.get("content", "")
        if isinstance(content, str):
            return content
        return "\n".join(
            _anthropic_text(item) if isinstance(item, dict) else str(item) for item in content or []
        )
    if isinstance(block.get("source"), dict) and block["source"].get("type") == "text":
        return str(block["source"].get("data", ""))
    return _canonical(_strip_cache_control(_without_binary(block)))


def _as_blocks(content: Any, where: str) -> list[dict[str, Any]]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if not isinstance(content, list) or not all(isinstance(b, dict) for b in content):
        raise ValueError(f"{where} must be a string or a list of content blocks (dicts)")
    return content


USED, BEFORE = "used ids", "ids used before"  # memo entries of ``forget_unused``


def forget_unused(memo: dict[Any, Any]) -> None:
    """Drop the memo's entries for the messages, blocks and texts that neither the request just
    made nor the one before used: a compaction leaves the summarised messages out of every
    later request, and the memo held them, their wire form and their texts for the session's
    life (memory growing with it). The first call starts recording what a request uses."""
    used = memo.get(USED)
    if used is not None:
        keep = used | memo.get(BEFORE, set())
        for key in [k for k in memo if _per_object(k) and k not in keep]:
            del memo[key]
        texts = memo.get(TEXT_KEYS, {})
        for key in [k for k in texts if k not in keep]:
            del texts[key]
    memo[BEFORE], memo[USED] = used or set(), set()


def _per_object(key: Any) -> bool:
    """A memo entry kept for one object of a request (a message, a block), not for a slot of
    every request (the system prompt, a tool)."""
    return isinstance(key, int) or (isinstance(key, tuple) and key[:1] == ("block",))


def _used(memo: dict[Any, Any], key: Any) -> None:
    used = memo.get(USED)
    if used is not None:
        used.add(key)


def _memoised(
    memo: dict[Any, Any] | None, item: Any, make: Callable[[], list[Block]]
) -> list[Block]:
    """``make()``, or what it gave for this very object before.

    Consecutive requests of a session share their messages' wire form as the same (never
    changed) objects, so a caller billing many requests keeps ``memo`` to hash and count each
    message once; the memo holds the object, so its id cannot be reused while the entry lives.
    """
    if memo is None:
        return make()
    _used(memo, id(item))
    hit = memo.get(id(item))
    if hit is not None and hit[0] is item:
        return hit[1]
    made = make()
    if not any(b.cache_control for b in made):  # a marked message is a copy for one request
        memo[id(item)] = (item, made)
    return made


def _tool(i: int, tool: dict[str, Any], count: Callable[[str], int]) -> Block:
    body = _strip_cache_control(tool)
    return Block(_key("tools", i, body), count(_canonical(body)))


def _same_as_before(
    memo: dict[Any, Any] | None,
    slot: tuple[str, int],
    value: dict[str, Any],
    ttl: str | None,
    make: Callable[[], Block],
) -> Block:
    """The block of a tool or system entry, made again only when its content changed: a
    payload builds these dicts anew for every request, so they are compared by value (their
    ``cache_control`` aside, which changes neither key nor count)."""
    bare = {k: v for k, v in value.items() if k != "cache_control"}
    hit = memo.get(slot) if memo is not None else None
    if hit is None or hit[0] != bare:
        hit = (copy.deepcopy(bare), make(), {})  # the block, then its marked copies by TTL
        if memo is not None:
            memo[slot] = hit
    if not ttl:
        return hit[1]
    marked = hit[2].get(ttl)
    if marked is None:
        marked = hit[2][ttl] = replace(hit[1], cache_control=ttl)
    return marked


def blocks_from_anthropic(
    payload: Mapping[str, Any], count: Callable[[str], int], memo: dict[Any, Any] | None = None
) -> list[Block]:
    """Blocks of an Anthropic Messages request body, in cache prefix order tools -> system -> messages.

    One block per tool, per system text block and per message content block; a string ``system``
    or message ``content`` is one text block. A top-level ``cache_control`` (automatic caching)
    puts a breakpoint on the last block unless it already has one. ``memo``: see ``_memoised``.
    """
    out: list[Block] = []
    for i, tool in enumerate(payload.get("tools") or []):
        if not isinstance(tool, dict):
            raise ValueError(f"tools[{i}] must be a dict, got {type(tool).__name__}")
        ttl = _ttl(tool.get("cache_control"), f"tools[{i}]")
        out.append(
            _same_as_before(memo, ("tools", i), tool, ttl, lambda t=tool, i=i: _tool(i, t, count))
        )
    system = payload.get("system")
    if system:
        for i, block in enumerate(_as_blocks(system, "system")):
            ttl = _ttl(block.get("cache_control"), f"system[{i}]")
            out.append(
                _same_as_before(
                    memo,
                    ("system", i),
                    block,
                    ttl,
                    lambda b=block, i=i: Block(_key("system", i, b), count(_anthropic_text(b))),
                )
            )
    messages = payload.get("messages") or []
    if not isinstance(messages, list):
        raise ValueError("payload['messages'] must be a list of {'role', 'content'} dicts")
    # the leading messages the previous payload had (the same objects) keep their blocks
    seen, ends, done = (
        memo.get("anthropic messages", ([], [], [])) if memo is not None else ([], [], [])
    )
    start = shared_prefix(seen, messages)
    blocks = done[: ends[start - 1]] if start else []
    ends = ends[:start]
    for m in range(start, len(messages)):
        message = messages[m]
        if not isinstance(message, dict) or "role" not in message:
            raise ValueError(f"messages[{m}] must be a dict with 'role' and 'content'")
        blocks += _memoised(
            memo, message, lambda m=m, message=message: _message_blocks(m, message, count, memo)
        )
        ends.append(len(blocks))
    if memo is not None:
        memo["anthropic messages"] = (list(messages), ends, blocks)
    out += blocks
    top = _ttl(payload.get("cache_control"), "cache_control")
    if top and out and out[-1].cache_control is None:
        out[-1] = replace(out[-1], cache_control=top)
    return out


def _message_blocks(
    m: int, message: dict[str, Any], count: Callable[[str], int], memo: dict[Any, Any] | None
) -> list[Block]:
    where = f"messages[{m}].content"
    role = str(message["role"])
    out = []
    for i, block in enumerate(_as_blocks(message.get("content", ""), where)):
        ttl = _nested_ttl(block, f"{where}[{i}]")
        if ttl is not None or memo is None:  # a marked block is a copy made for one request
            out.append(Block(_kept_key(memo, role, i, block), count(_anthropic_text(block)), ttl))
            continue
        # a merged message or a breakpoint's copy keeps the blocks it shares as the same objects
        slot = ("block", id(block), role, i)
        _used(memo, slot)
        hit = memo.get(slot)
        if hit is None or hit[0] is not block:
            key = _kept_key(memo, role, i, block)
            hit = memo[slot] = (block, Block(key, count(_anthropic_text(block))))
        out.append(hit[1])
    return out


# The memo entry holding the keys of texts (see _kept_key): a pure function of the text, so
# billers of several sessions over the same texts (the strategy lab's replays) can share it.
TEXT_KEYS = "text keys"


def _kept_key(memo: dict[Any, Any] | None, role: str, position: int, block: dict[str, Any]) -> str:
    """``_key`` of a plain text or tool result block, kept by the identity of its text: a
    message is marked with a breakpoint (a copy of its last block) at its first two requests and
    unmarked after, with the same (possibly very long) text, and the key ignores
    ``cache_control``; so the text is hashed once."""
    kind = block.get("type")
    if kind == "text" and set(block) <= {"type", "text", "cache_control"}:
        text, extra = block.get("text"), ()
    elif kind == "tool_result" and set(block) <= _PLAIN_RESULT:
        text, extra = block.get("content"), (block.get("tool_use_id"), block.get("is_error"))
    else:
        text = None
    if memo is None or not isinstance(text, str):
        return _key(role, position, block)
    keys = memo.setdefault(TEXT_KEYS, {})  # a caller may share it between sessions
    slot = (kind, role, position, id(text), *extra)
    _used(memo, slot)
    hit = keys.get(slot)
    if hit is None or hit[0] is not text:
        hit = keys[slot] = (text, _key(role, position, block))
    return hit[1]


def anthropic_message_tokens(message: Mapping[str, Any], count: Callable[[str], int]) -> int:
    """The tokens ``blocks_from_anthropic`` counts for one Messages API message: the sum over
    its content blocks (merging it with a neighbour, or marking a breakpoint on a copy of one
    of its blocks, changes no block's count)."""
    content = _as_blocks(message.get("content", ""), "message content")
    return sum(count(_anthropic_text(block)) for block in content)


def openai_message_tokens(message: Mapping[str, Any], count: Callable[[str], int]) -> int:
    """The tokens ``blocks_from_openai`` counts for one Chat Completions message."""
    return count(_openai_text(message))  # type: ignore[arg-type]


def _openai_text(message: dict[str, Any]) -> str:
    """The text of a Chat Completions message: content parts, tool calls and their arguments."""
    parts: list[str] = []
    content = message.get("content")
    if isinstance(content, str):
        parts.append(content)
    elif isinstance(content, list):
        for part in content:
            if isinstance(part, dict) and part.get("type") == "text":
                parts.append(str(part.get("text", "")))
            elif isinstance(part, dict) and part.get("type") == "refusal":
                parts.append(str(part.get("refusal", "")))
            elif isinstance(part, str):
                parts.append(part)
    for call in message.get("tool_calls") or []:
        function = call.get("function", {}) if isinstance(call, dict) else {}
        parts.append(f"{function.get('name', '')}\n{function.get('arguments', '')}")
    return "\n".join(parts)


def blocks_from_openai(
    payload: Mapping[str, Any], count: Callable[[str], int], memo: dict[Any, Any] | None = None
) -> list[Block]:
    """Blocks of a Chat Completions request body: one per tool, then one per message.

    OpenAI caches automatically, so no block carries ``cache_control``. Image and audio parts are
    not counted (their token cost depends on the media, not on text). ``memo``: see
    ``_memoised``.
    """
    out: list[Block] = []
    for i, tool in enumerate(payload.get("tools") or []):
        if not isinstance(tool, dict):
            raise ValueError(f"tools[{i}] must be a dict, got {type(tool).__name__}")
        out.append(Block(_key("tools", i, tool), count(_canonical(tool))))
    messages = payload.get("messages") or []
    if not isinstance(messages, list):
        raise ValueError("payload['messages'] must be a list of {'role', 'content'} dicts")
    # the leading messages the previous payload had (the same objects, or equal ones) keep
    # their blocks, one per message: a session's request costs what it adds, not its length
    seen, done = memo.get(OPENAI_MESSAGES, ([], [])) if memo is not None else ([], [])
    start = shared_prefix(seen, messages)
    blocks = done[:start]
    for m in range(start, len(messages)):
        message = messages[m]
        if not isinstance(message, dict) or "role" not in message:
            raise ValueError(f"messages[{m}] must be a dict with 'role' and 'content'")
        role = str(message["role"])
        blocks += _memoised(
            memo, message, lambda m=message, r=role: [Block(_key(r, 0, m), count(_openai_text(m)))]
        )
    if memo is not None:
        memo[OPENAI_MESSAGES] = (list(messages), blocks)
    return out + blocks


# The memo entry of blocks_from_openai: the last payload's messages and their blocks.
OPENAI_MESSAGES = "openai messages"


def _responses_text(item: dict[str, Any]) -> str:
    """The text of a Responses API input item: message content, a call's name and arguments,
    a call's output, a compaction's (opaque) content."""
    kind = item.get("type")
    if kind == "message" or (kind is None and "role" in item):
        content = item.get("content")
        if isinstance(content, str):
            return content
        return "\n".join(
            str(c.get("text") or c.get("refusal") or "")
            for c in content or []
            if isinstance(c, dict) and c.get("type") in ("input_text", "output_text", "refusal")
        )
    if kind == "function_call":
        return f"{item.get('name', '')}\n{item.get('arguments', '')}"
    if kind == "function_call_output":
        output = item.get("output")
        return output if isinstance(output, str) else _canonical(output)
    if kind == "compaction":
        return str(item.get("encrypted_content") or "")
    return _canonical(item)


def blocks_from_responses(
    payload: Mapping[str, Any], count: Callable[[str], int], memo: dict[Any, Any] | None = None
) -> list[Block]:
    """Blocks of a Responses API request body: one per tool, the instructions, then one per
    input item (prefix order; caching is automatic, as for Chat Completions). With
    ``previous_response_id`` the server prepends the chain: bill the whole input (build the
    payload without the id). ``memo``: see ``_memoised``."""
    out: list[Block] = []
    for i, tool in enumerate(payload.get("tools") or []):
        if not isinstance(tool, dict):
            raise ValueError(f"tools[{i}] must be a dict, got {type(tool).__name__}")
        out.append(Block(_key("tools", i, tool), count(_canonical(tool))))
    instructions = payload.get("instructions")
    if isinstance(instructions, str) and instructions:
        block = {"type": "text", "text": instructions}
        out.append(Block(_key("instructions", 0, block), count(instructions)))
    items = payload.get("input") or []
    if isinstance(items, str):
        items = [{"type": "message", "role": "user", "content": items}]
    if not isinstance(items, list):
        raise ValueError("payload['input'] must be a string or a list of input items")
    for n, item in enumerate(items):
        if not isinstance(item, dict):
            raise ValueError(f"input[{n}] must be a dict, got {type(item).__name__}")
        out += _memoised(
            memo,
            item,
            lambda item=item: [
                Block(
                    _key(str(item.get("type") or "message"), 0, item), count(_responses_text(item))
                )
            ],
        )
    return out
