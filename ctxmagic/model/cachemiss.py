"""Why did this request miss the cache? A reason for every prompt token not read from it.

The prompt-cache simulator (``cache.py``) says how many tokens a request read from cache; this
module says why the rest were not, as a separate output beside it (the simulator's arithmetic and
``bill`` are untouched). A ``CacheMissTracker`` follows one session's requests, each given as the
same cache blocks the simulator billed, with what it billed; for each it splits the tokens not
read, ``prompt - cache_read``, into consecutive ranges of the prompt, each with one reason:

* ``new``: content no earlier request had at this place (appended messages, a first request);
* ``model_changed``, ``system_changed``, ``tools_changed``, ``messages_changed``: Anthropic's
  cache-diagnostics vocabulary (https://platform.claude.com/docs/en/build-with-claude/
  cache-diagnostics: "the model, the system prompt, the tools, or the message history"): the
  prompt differs from the previous request's from this block on, so what followed there could
  not be read; the detail names the block (a system source, a tool) or what changed the
  messages (the strategy, a compaction);
* ``ttl_expired``: the prefix was cached but expired, after the given seconds idle;
* ``below_minimum``: shorter than the model's minimum cacheable length, so never cached;
* ``lookback_exceeded``: an Anthropic cache entry was alive, but further back than the lookback
  (20 blocks) from every breakpoint, so no lookup found it;
* ``not_written``: an earlier request sent it after its last breakpoint, so it was never written
  (Anthropic writes only at breakpoints);
* ``rounding``: automatic caches count hits in increments (OpenAI: 1,024 + 128 k);
* ``caching_off``: the model has no prompt cache, or the request set no breakpoint.

The ranges follow the prompt's order: a prefix this model cached before but did not read (why:
expired, lookback, not written, below the minimum, rounding), then a prefix only another model
saw (``model_changed``), then content that differs from the previous request (``*_changed``, as
far as the previous request's content goes on) and content new to it (``new``). The model's
requests and the summarizer's are compared each with the previous one of their kind, as a client
compares a response with the one before it; both go through one cache.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..messages.folds import shared_prefix
from .cache import _KEY, Block, BlockChain, CacheRules, _chain, marked
from .usage import Usage

REASONS: dict[str, str] = {
    "new": "content the previous request did not have (a new message, a first request)",
    "model_changed": "an earlier request of another model had it: this model's cache did not",
    "system_changed": "the system prompt differs from the previous request's from here on",
    "tools_changed": "the tool definitions differ from the previous request's from here on",
    "messages_changed": "an earlier message differs from the previous request's (a strategy, "
    "an edit, a compaction)",
    "ttl_expired": "cached, but expired: the pause was longer than the cache's lifetime",
    "below_minimum": "shorter than the model's minimum cacheable length, so never cached",
    "lookback_exceeded": "cached, but further back than a breakpoint's lookback reaches",
    "not_written": "sent after the last breakpoint of the request that had it: never written",
    "rounding": "cached tokens come in increments (OpenAI: 1,024 + 128 k)",
    "caching_off": "no prompt cache: the model has none, or the request set no breakpoint",
}
TOLERANCE = 0.05  # hit rates closer than this agree (see MissReport.disagrees)
CHANGED = ("model_changed", "system_changed", "tools_changed", "messages_changed")
# reasons that are the cache's doing, not new content: what a chart marks
INVALIDATED = (*CHANGED, "ttl_expired", "lookback_exceeded", "not_written")


@dataclass(frozen=True)
class Miss:
    """A range of prompt tokens not read from cache, and why."""

    reason: str  # one of REASONS
    tokens: int
    detail: str = ""

    def text(self) -> str:
        detail = f" ({self.detail})" if self.detail else ""
        return f"{self.reason} {self.tokens:,}{detail}"


@dataclass
class MissReport:
    """Why a request's uncached tokens were not read: ``misses`` sum to ``uncached``."""

    uncached: int  # prompt tokens not read from cache, in the simulator's counts
    misses: list[Miss] = field(default_factory=list)
    position: int | None = None  # the first block that differs from the previous request's
    simulated: Usage | None = None  # what the simulator billed, when a provider reported ...
    reported: Usage | None = None  # ... other figures (then both are shown)
    error: str = ""  # the explanation failed, and why (the request was not affected)

    @property
    def text(self) -> str:
        """One line: each reason with its tokens, in prompt order; "" for a full hit."""
        if self.error:
            return f"not explained ({self.error})"
        line = "; ".join(m.text() for m in self.misses)
        if self.disagrees:
            assert self.reported is not None and self.simulated is not None
            line = (
                f"provider read {self.reported.cache_read:,} of {self.reported.prompt:,}, "
                f"simulator {self.simulated.cache_read:,} of {self.simulated.prompt:,}"
                + (f": {line}" if line else "")
            )
        return line

    @property
    def disagrees(self) -> bool:
        """A provider's cache figures tell another story than the simulator's: one read from
        cache and the other not, or hit rates more than ``TOLERANCE`` apart (their token counts
        differ anyway: ctxmagic's are estimates for some models)."""
        if self.reported is None or self.simulated is None:
            return False
        r, s = self.reported, self.simulated
        if (r.cache_read > 0) != (s.cache_read > 0):
            return True
        return abs(r.cache_hit_rate - s.cache_hit_rate) > TOLERANCE

    @property
    def main(self) -> str:
        """The reason with the most tokens among those that are the cache's doing ("" when
        the only misses are new content): what a chart marks."""
        lost = [m for m in self.misses if m.reason in INVALIDATED]
        return max(lost, key=lambda m: m.tokens).reason if lost else ""

    def tokens(self, reason: str) -> int:
        return sum(m.tokens for m in self.misses if m.reason == reason)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "uncached": self.uncached,
            "misses": [[m.reason, m.tokens, m.detail] for m in self.misses],
            "position": self.position,
        }
        if self.simulated is not None:
            out["simulated"] = self.simulated.to_dict()
        if self.reported is not None:
            out["reported"] = self.reported.to_dict()
        if self.error:
            out["error"] = self.error
        return out

    @classmethod
    def from_dict(cls, value: dict[str, Any] | None) -> MissReport | None:
        if not isinstance(value, dict):
            return None
        misses = []
        for item in value.get("misses") or []:
            if isinstance(item, list | tuple) and len(item) == 3:
                misses.append(Miss(str(item[0]), int(item[1]), str(item[2])))
        simulated, reported = value.get("simulated"), value.get("reported")
        return cls(
            uncached=int(value.get("uncached") or 0),
            misses=misses,
            position=value.get("position"),
            simulated=Usage.from_dict(simulated) if isinstance(simulated, dict) else None,
            reported=Usage.from_dict(reported) if isinstance(reported, dict) else None,
            error=str(value.get("error") or ""),
        )


@dataclass
class _Sent:
    """What the tracker keeps of a request: its prefix chain and when it was sent."""

    model: str
    keys: list[str]
    hashes: list[str]
    totals: list[int]
    at_ms: int
    written: list[int] = field(default_factory=list)  # Anthropic: blocks it wrote an entry at


@dataclass(slots=True)
class _Use:
    """When prefixes were last sent, and how long a cache keeps them: one object shared by
    every prefix of a run of requests that each extend the previous one, so the next one moves
    them all at once (each request of a long session re-sends thousands of prefixes)."""

    at_ms: int
    ttl: int


@dataclass
class _ModelCache:
    """One model's cache as far as explanations need it."""

    seen: dict[str, _Use] = field(default_factory=dict)  # prefix -> its last use
    # the prefixes remembered last, and their use
    last: tuple[list[str], _Use | None] = field(default_factory=lambda: ([], None))
    written: dict[str, tuple[int, int]] = field(default_factory=dict)  # Anthropic: (expiry, ttl)


class CacheMissTracker:
    """One per session: explains each request the simulator billed, in the order it billed them."""

    def __init__(self) -> None:
        self._models: dict[str, _ModelCache] = {}
        self._last: dict[str, _Sent] = {}  # by kind: "model" or "summary"
        self._any: dict[str, str] = {}  # prefix -> the last model that sent it
        self._any_last: tuple[str, list[str]] = ("", [])  # the model and chain written last

    def explain(
        self,
        blocks: Sequence[Block],
        usage: Usage,
        *,
        at_ms: int,
        rules: CacheRules,
        model: str,
        kind: str = "model",
        tools: Sequence[str] = (),
        system: Sequence[str] = (),
        changes: Sequence[tuple[str, int]] = (),
        chain: BlockChain | None = None,
    ) -> MissReport:
        """The reasons for ``usage``'s uncached tokens; then remember the request.

        ``blocks`` are the request's cache blocks in prefix order, the first ``len(tools)``
        the tool definitions (by name) and the next ``len(system)`` the system blocks (by
        source); ``changes`` are the strategies that changed the messages of this request,
        with the request position each changed first; ``chain`` the blocks as the simulator
        read them, when the caller has it.
        """
        if chain is not None:
            keys, hashes, totals, marks = chain
        else:
            keys, marks = list(map(_KEY, blocks)), None
            hashes, totals = _chain(blocks)
        if marks is None and rules.kind == "anthropic":
            marks = marked(blocks)
        cache = self._models.setdefault(model, _ModelCache())
        prompt = totals[-1] if totals else 0
        read = min(usage.cache_read, prompt)
        report = MissReport(uncached=prompt - read)
        previous = self._last.get(kind)
        if report.uncached > 0:
            self._explain(
                report, blocks, keys, hashes, totals, read, at_ms, rules, model, cache,
                previous, list(tools), list(system), list(changes), marks or [],
            )  # fmt: skip
        self._remember(
            blocks, keys, hashes, totals, read, at_ms, rules, model, kind, cache, marks or []
        )
        return report

    # ---------------------------------------------------------------------------------------

    def _explain(
        self,
        report: MissReport,
        blocks: Sequence[Block],
        keys: list[str],
        hashes: list[str],
        totals: list[int],
        read: int,
        at_ms: int,
        rules: CacheRules,
        model: str,
        cache: _ModelCache,
        previous: _Sent | None,
        tools: list[str],
        system: list[str],
        changes: list[tuple[str, int]],
        points: list[int],
    ) -> None:
        prompt = totals[-1]
        misses = report.misses

        def add(reason: str, start: int, end: int, detail: str = "") -> None:
            if end <= start:
                return
            last = misses[-1] if misses else None
            if last is not None and last.reason == reason and detail.startswith(last.detail):
                misses[-1] = Miss(reason, last.tokens + end - start, detail)  # one range
            else:
                misses.append(Miss(reason, end - start, detail))

        if rules.kind == "none" or (rules.kind == "anthropic" and not points):
            why = "the model has no prompt cache" if rules.kind == "none" else "no breakpoint"
            add("caching_off", read, prompt, why)
            return
        own = _deepest(hashes, cache.seen)  # the longest prefix this model sent before
        cursor = read
        if own >= 0 and totals[own] > cursor:
            cursor = self._not_read(
                add, hashes, totals, blocks, cursor, own, at_ms, rules, cache, previous
            )
        other = _deepest(hashes, self._any)
        if other >= 0 and totals[other] > cursor and self._any[hashes[other]] != model:
            who = self._any[hashes[other]]
            add("model_changed", cursor, totals[other], f"sent before to {who}")
            cursor = totals[other]
        if cursor >= prompt:
            return
        if previous is None:
            add("new", cursor, prompt, "first request")
            return
        first = shared_prefix(previous.hashes, hashes)
        report.position = first if first < len(previous.hashes) else None
        if report.position is None:  # the previous request, extended
            add("new", cursor, prompt)
            return
        # the changed part: up to the last block the previous request also had (a prune or a
        # summary rewrites from ``first``; what follows is re-sent), and at least as far as
        # the previous request's content went (a transcript re-rendered as one block)
        old = set(previous.keys)
        last = max((i for i in range(first, len(keys)) if keys[i] in old), default=first - 1)
        start = totals[first - 1] if first else 0
        end = totals[last] if last >= first else max(start, min(prompt, previous.totals[-1]))
        reason, detail = _section(first, tools, system, changes)
        expired = self._expired_since(previous, cache, at_ms, rules)
        if expired is not None:  # the previous prompt's cache was gone anyway: the pause's doing
            detail = f"{expired}; {reason.removesuffix('_changed')} changed too" + (
                f" ({detail})" if detail else ""
            )
            reason = "ttl_expired"
        # from the cursor: what this request shares with the previous one but could not read
        # (an entry written past the change no longer matches) is the change's doing too
        add(reason, cursor, max(cursor, end), detail)
        add("new", max(cursor, end), prompt)

    @staticmethod
    def _expired_since(
        previous: _Sent, cache: _ModelCache, at_ms: int, rules: CacheRules
    ) -> str | None:
        """How long the previous request's cache had been idle, if none of it was alive at
        ``at_ms`` (None: some of it was): then what changed since cost nothing more."""
        if rules.kind == "anthropic":
            found = [cache.written.get(previous.hashes[i]) for i in previous.written]
            entries = [e for e in found if e is not None]
            if not entries or any(expiry > at_ms for expiry, _ in entries):
                return None
            return _idle(at_ms - previous.at_ms, max(ttl for _, ttl in entries))
        use = cache.seen.get(previous.hashes[-1]) if previous.hashes else _Use(0, 0)
        last, ttl = (use.at_ms, use.ttl) if use is not None else (at_ms, 0)
        if not ttl or last + ttl > at_ms:
            return None
        return _idle(at_ms - last, ttl)

    def _not_read(
        self,
        add: Any,
        hashes: list[str],
        totals: list[int],
        blocks: Sequence[Block],
        cursor: int,
        own: int,
        at_ms: int,
        rules: CacheRules,
        cache: _ModelCache,
        previous: _Sent | None,
    ) -> int:
        """Explain what of ``[cursor, totals[own])`` (sent before by this model, not read) is
        not the doing of a change after it. Returns the new cursor."""
        end = totals[own]
        if rules.kind == "anthropic":
            written = cache.written
            # a live entry the lookback did not reach
            live = [
                i
                for i in range(own + 1)
                if totals[i] > cursor and written.get(hashes[i], (0, 0))[0] > at_ms
            ]
            if live:
                bps = [i for i, b in enumerate(blocks) if b.cache_control]
                where = f"cached up to block {live[-1]}, first breakpoint at block {bps[0]}"
                add("lookback_exceeded", cursor, totals[live[-1]], where if bps else "")
                cursor = totals[live[-1]]
            dead = [i for i in range(own + 1) if totals[i] > cursor and hashes[i] in written]
            if dead:
                last = cache.seen[hashes[own]].at_ms  # the prefix's last use, in whatever request
                ttl = written[hashes[dead[-1]]][1]
                cursor = _expired(add, cursor, totals[dead[-1]], last, ttl, at_ms)
            if end <= cursor:
                return cursor
            # the rest was cached only as part of a longer prefix, written past the point where
            # this request differs from the previous one: the change explains it, unless that
            # entry had expired anyway
            beyond = [
                written[previous.hashes[i]]
                for i in (previous.written if previous is not None else [])
                if i > own and previous is not None and previous.hashes[i] in written
            ]
            if any(expiry > at_ms for expiry, _ in beyond):
                return cursor
            if beyond:
                last = cache.seen[hashes[own]].at_ms
                return _expired(add, cursor, end, last, max(ttl for _, ttl in beyond), at_ms)
            short = min(end, rules.min_tokens)
            if short > cursor:
                add("below_minimum", cursor, short, f"under {rules.min_tokens:,} tokens")
                cursor = short
            add("not_written", cursor, end, "after the last breakpoint")
            return max(cursor, end)
        # automatic caches keep every prefix until it expires
        seen = cache.seen
        alive = max(
            (i for i in range(own + 1) if seen[hashes[i]].at_ms + seen[hashes[i]].ttl > at_ms),
            default=-1,
        )
        live_end = totals[alive] if alive >= 0 else 0
        if live_end > cursor:
            if totals[-1] < rules.min_tokens:
                add("below_minimum", cursor, live_end, f"under {rules.min_tokens:,} tokens")
            else:
                add("rounding", cursor, live_end, f"increments of {rules.increment:,}")
            cursor = live_end
        if end > cursor:
            use = cache.seen[hashes[own]]
            last, ttl = use.at_ms, use.ttl
            add(
                "ttl_expired", cursor, end, f"{(at_ms - last) // 1000:,} s idle > {ttl // 1000:,} s"
            )
        return max(cursor, end)

    def _remember(
        self,
        blocks: Sequence[Block],
        keys: list[str],
        hashes: list[str],
        totals: list[int],
        read: int,
        at_ms: int,
        rules: CacheRules,
        model: str,
        kind: str,
        cache: _ModelCache,
        points: list[int],
    ) -> None:
        """``points``: the blocks that carry a breakpoint (Anthropic)."""
        wrote: list[int] = []
        if rules.kind == "anthropic":
            # the blocks whose prefix is the one read, found without a walk in Python over
            # thousands of blocks (totals never decrease: no block is negative)
            ttl_of: dict[str | None, int] = {"5m": rules.ttl_5m_ms, "1h": rules.ttl_1h_ms}
            ttl = max((ttl_of[blocks[i].cache_control] for i in points), default=0)
            if read:  # the entry read is refreshed with its own lifetime
                low = bisect_left(totals, read)
                for i in range(low, bisect_right(totals, read, low)):
                    if hashes[i] in cache.written:
                        old = cache.written[hashes[i]][1]
                        cache.written[hashes[i]] = (at_ms + old, old)
            for i in points:
                if totals[i] >= rules.min_tokens:
                    own = ttl_of[blocks[i].cache_control]
                    life = max(own, cache.written.get(hashes[i], (0, 0))[1])
                    cache.written[hashes[i]] = (at_ms + life, life)
                    wrote.append(i)
        else:
            ttl = rules.ttl_ms
        # the request extends the last one this model's cache remembered: every prefix that one
        # set shares its use, which this one moves; only the prefixes it adds are written
        before, use = cache.last
        if (
            use is not None
            and len(before) <= len(hashes)
            and shared_prefix(before, hashes) == len(before)
        ):
            use.at_ms, use.ttl = at_ms, ttl
            cache.seen.update(dict.fromkeys(hashes[len(before) :], use))
        else:
            use = _Use(at_ms, ttl)
            cache.seen.update(dict.fromkeys(hashes, use))
        cache.last = (hashes, use)
        # the prefixes the last request shared with this one, of the same model, are set already
        last_model, last_hashes = self._any_last
        same = shared_prefix(last_hashes, hashes) if last_model == model else 0
        self._any.update(dict.fromkeys(hashes[same:] if same else hashes, model))
        self._any_last = (model, hashes)
        self._last[kind] = _Sent(model, keys, hashes, totals, at_ms, wrote)


def _expired(add: Any, start: int, end: int, last: int, ttl: int, at_ms: int) -> int:
    """``[start, end)`` was last sent at ``last`` and its cache entry, living ``ttl``, expired."""
    add("ttl_expired", start, end, _idle(at_ms - last, ttl))
    return max(start, end)


def _idle(gap_ms: int, ttl_ms: int) -> str:
    return f"{gap_ms // 1000:,} s idle > {ttl_ms // 1000:,} s"


def _deepest(hashes: list[str], known: dict[str, Any]) -> int:
    """The index of the longest prefix in ``known`` (-1 for none). Prefixes nest: once one is
    unknown, no longer one is known, except by a hash collision."""
    lo, hi = 0, len(hashes) - 1
    found = -1
    while lo <= hi:  # known prefixes are a leading run of the chain
        mid = (lo + hi) // 2
        if hashes[mid] in known:
            found, lo = mid, mid + 1
        else:
            hi = mid - 1
    return found


def _section(
    first: int, tools: list[str], system: list[str], changes: list[tuple[str, int]]
) -> tuple[str, str]:
    """The diagnostics reason for a prompt that first differs at block ``first``, and what."""
    if first < len(tools):
        return "tools_changed", f"tool {tools[first]}" if tools[first] else ""
    if first < len(tools) + len(system):
        return "system_changed", system[first - len(tools)]
    if changes:
        name = min(changes, key=lambda c: c[1])[0]
        return "messages_changed", "summarize (compaction)" if name == "summarize" else name
    return "messages_changed", "an earlier message differs"
