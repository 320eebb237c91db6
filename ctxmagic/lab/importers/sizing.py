"""What a session log does not hold, sized from what its requests were billed.

A log keeps the conversation but not the system prompt or the tool definitions, and no token
count of any message. Every request's recorded usage, though, gives the size of its whole prompt
(uncached input + cache read + cache write) *as the provider counted it*. So:

- **the prefix** (system prompt and tool definitions) is one opaque system block; its size is
  the first request's prompt minus the provider's count of the messages it carried, estimated
  as the tokenizer's count times the session's own ratio of provider to tokenizer tokens
  (``token_factor``, measured on the requests that only appended to the one before);
- **each text** a request carried for the first time (a prompt, a response as sent back, a tool
  result, in the wire format of the session's provider) gets a share of what the request's
  prompt adds to the texts counted before, in proportion to the tokenizer's counts: so every
  request's prompt adds up to its recorded size, framing and context the agent injected
  (reminders, attachments) included. These counts are ``Trace.known_tokens``, keyed by a
  digest of the text;
- a text the log never carried (a summary ctxmagic writes, a pruned placeholder) is counted by
  the tokenizer times ``token_factor``.

``SizedCounter`` is the counter a replay of the trace uses (billing and strategies alike), so
billing and caching see the prefix and the texts the provider saw. ``Sizing`` says how well the
sizes fit: requests whose prompt is smaller than the texts it repeats cannot be sized exactly
(the provider dropped something, e.g. thinking of earlier turns), and are counted.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from ...messages.folds import shared_prefix
from ...messages.parts import Message, TextPart
from ...model.catalog import Catalog, ModelInfo, load_catalog
from ...model.request import ProviderRequest, SystemBlock
from ...model.tokens import TokenCounter, count_text
from ...providers.offline_billing import request_blocks
from ..trace import Recorded, Trace

PREFIX_SOURCE = "imported prefix"
SUMMARY_SOURCE = "imported summary"


def digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=10).hexdigest()


def wire_of(provider: str) -> str:
    return "anthropic" if provider == "anthropic" else "openai"


def stand_in(catalog: Catalog, trace: Trace) -> ModelInfo:
    """The catalog model a trace's requests are converted and priced as: its own, else the
    first of its provider's (the wire format is what matters for sizes)."""
    try:
        return catalog.priced_as(catalog.get(trace.model))
    except KeyError:
        wire = wire_of(trace.provider)
        return next(m for m in catalog.models.values() if m.provider == wire)


def summary_message(trace: Trace, index: int) -> Message:
    """The message a compaction's summary was sent as (one per compaction, kept on the trace so
    every request carries the same object)."""
    made = trace.__dict__.setdefault("_summaries", {})
    if index not in made:
        compaction = trace.compactions[index]
        made[index] = Message(
            "user",
            [TextPart(compaction.summary or "[summary]")],
            created_at=compaction.at_ms,
            metadata={"source": SUMMARY_SOURCE},
        )
    return made[index]


def request_contexts(trace: Trace) -> Iterator[tuple[Message, Recorded, list[Message]]]:
    """Each request of the session as its agent sent it: the response, its recorded figures,
    and the messages before it (after a compaction: the summary, the messages it kept, then
    what came after)."""
    marks: dict[int, list[int]] = {}
    for n, c in enumerate(trace.compactions):
        marks.setdefault(c.index, []).append(n)
    history: list[Message] = []
    for i, message in enumerate(trace.messages):
        for n in marks.get(i, ()):
            c = trace.compactions[n]
            kept = trace.messages[c.kept_from : i] if 0 <= c.kept_from < i else []
            history = [summary_message(trace, n), *kept]
        if message.role == "assistant" and message.id in trace.responses:
            yield message, trace.responses[message.id], list(history)
        history.append(message)


def prefix_block(trace: Trace) -> SystemBlock:
    what = trace.agent or "the agent"
    return SystemBlock(
        f"[{what} {trace.session_id}: its system prompt and tool definitions, which its log "
        "does not hold; sized from the recorded usage]",
        PREFIX_SOURCE,
    )


def static_block(trace: Trace) -> SystemBlock:
    """The leading part of the prefix the provider kept when the rest changed (or held before
    the session began): the agent's tools and fixed instructions, the same for its sessions."""
    return SystemBlock(
        f"[{trace.agent or 'the agent'} {trace.agent_version}: the tool definitions and fixed "
        "instructions every session of it starts with; sized from the recorded usage]",
        PREFIX_SOURCE,
    )


@dataclass
class Sizing:
    """How the sizes were found and how well they fit the recorded prompts."""

    prefix: int = 0  # tokens of the opaque prefix
    factor: float = 1.0  # provider tokens per tokenizer token
    texts: int = 0  # texts sized from usage
    requests: int = 0
    unsized: int = 0  # requests that repeat only sized texts yet differ from their sum
    off_tokens: int = 0  # the sum of those differences (absolute)
    notes: list[str] = field(default_factory=list)


def size(trace: Trace, catalog: Catalog | None = None) -> Sizing:
    """Give ``trace`` (an imported one, messages and responses in place) its prefix block and
    the provider's token counts of its texts (``known_tokens``, ``token_factor``,
    ``known_wire``); its children too. Returns how well the sizes fit."""
    catalog = catalog or load_catalog()
    for child in trace.children:
        size(child, catalog)
    model = stand_in(catalog, trace)
    block = prefix_block(trace)
    trace.system = [block]
    trace.tools = []
    trace.known_wire = wire_of(model.provider)
    # One pass of the wire conversion over every request, as a replay sends them. The count
    # function numbers each distinct text instead of counting it, so each request's blocks name
    # the texts it carried (blocks are kept per message: a request costs what it adds).
    texts: list[str] = []
    number: dict[str, int] = {}

    def name(text: str) -> int:
        found = number.get(text)
        if found is None:
            found = number[text] = len(texts)
            texts.append(text)
        return found

    namer = _Namer(name)
    memo: dict[Any, Any] = {}
    steps: list[tuple[int, list[int], int]] = []  # (blocks shared with the last, new, prompt)
    recorded_list: list[Recorded] = []
    previous: list[Any] = []
    for _message, recorded, context in request_contexts(trace):
        recorded_list.append(recorded)
        request = ProviderRequest(
            model=model,
            system=[block],
            tools=[],
            messages=context,
            max_tokens=1,
            cache_policy="none",
        )
        blocks = request_blocks(request, model, namer, memo)  # type: ignore[arg-type]
        shared = shared_prefix(previous, blocks)
        steps.append((shared, [b.tokens for b in blocks[shared:]], recorded.usage.prompt))
        previous = blocks
    result = Sizing(requests=len(steps))
    if not steps:
        trace.token_factor = 1.0
        return result
    raw = [0] * len(texts)
    for i, text in enumerate(texts):
        raw[i] = max(count_text(text), 1) if text else 0
    prefix_id = number[block.text]
    raw[prefix_id] = 0
    factor = _factor(steps, raw)
    known: list[int | None] = [None] * len(texts)
    # the prefix: the first prompt less the provider's estimated count of its messages
    first_shared, first_new, first_prompt = steps[0]
    messages_estimate = round(factor * sum(raw[t] for t in first_new if t != prefix_id))
    prefix = max(first_prompt - messages_estimate, 0)
    known[prefix_id] = prefix
    sums: list[int] = []  # cumulative provider counts of the last request's blocks
    for shared, new, prompt in steps:
        sums = sums[:shared]
        base = sums[-1] if sums else 0
        fresh: dict[int, int] = {}
        for t in new:
            if known[t] is None:
                if not texts[t]:
                    known[t] = 0  # an empty block: nothing to size
                    continue
                fresh[t] = fresh.get(t, 0) + 1
        carried = base + sum(known[t] or 0 for t in new if known[t] is not None)
        left = prompt - carried
        if fresh:
            _share(known, raw, fresh, max(left, 0))
            left -= sum((known[t] or 0) * n for t, n in fresh.items())
        if left:
            result.unsized += 1
            result.off_tokens += abs(left)
        running = base
        for t in new:
            running += known[t] or 0
            sums.append(running)
    trace.known_tokens = {
        digest(texts[i]): n for i, n in enumerate(known) if n is not None and texts[i]
    }
    trace.token_factor = factor
    events, static = cold_starts(trace, model, recorded_list, prefix)
    trace.cold_starts = events
    if static:  # the prefix as two blocks: the part kept (or held before) and the rest
        lead, rest = static_block(trace), prefix_block(trace)
        trace.system = [lead, rest]
        trace.known_tokens[digest(lead.text)] = static
        trace.known_tokens[digest(rest.text)] = prefix - static
    result.prefix, result.factor, result.texts = prefix, factor, len(trace.known_tokens)
    if result.unsized:
        result.notes.append(
            f"{result.unsized} of {result.requests} requests differ from the sizes of the texts "
            f"they repeat ({result.off_tokens:,} tokens in all): the provider dropped or added "
            "something the log does not show"
        )
    trace.notes.append(
        f"system prompt and tools: one opaque block of {prefix:,} tokens (the first prompt less "
        f"its messages at {factor:.3f} provider tokens per o200k token); message sizes from the "
        "recorded usage, the tokenizer for texts the log never carried"
    )
    trace.notes.extend(result.notes)
    cold = [e for e in trace.cold_starts if e[0] > recorded_list[0].at_ms or not e[1]]
    if cold:
        trace.notes.append(
            f"{len(cold)} request(s) read less than the prefix the provider had cached minutes "
            "before: the agent's system prompt or tools changed (a new process; pi and Claude "
            "Code put the date or time in theirs) or the request met a server without it; "
            "replays start the cache afresh there"
        )
    if static:
        trace.notes.append(
            f"the provider kept (or held before the session) the first {static:,} tokens of the "
            "prefix: the agent's tools and fixed instructions, a block of their own"
        )
    return result


def cold_starts(
    trace: Trace, model: ModelInfo, recorded: list[Recorded], prefix: int
) -> tuple[list[list[int]], int]:
    """When the provider's cache differed from what the session alone would leave: events
    ``[time, kept]`` and the size of the prefix's fixed part (0: not seen).

    A request whose recorded cache read falls below the session's prefix (with automatic
    caching, which matches token by token: reads nothing), although the request before it, within the cache's lifetime, carried the
    prefix and was long enough to cache, found the prefix gone: the agent's system prompt or
    tools changed, or the request met a server without it. If it read some of it, the fixed
    part it kept is ``kept`` tokens (Anthropic only: its cache keeps prefixes at breakpoints,
    the agents mark the end of their fixed instructions). A first request that read something
    found that part there before the session began (another session of the same agent).
    """
    from ...model.cache import CacheRules, _round_down

    rules = CacheRules.for_model(model, load_catalog().cache_rules.get(model.cache, {}))
    if rules.kind == "none" or not recorded:
        return [], 0
    explicit = rules.kind == "anthropic"
    if explicit:
        ttl = rules.ttl_1h_ms if trace.setup.get("cache_ttl") == "1h" else rules.ttl_5m_ms
        floor = prefix
    else:  # automatic caching matches token by token: only a read of nothing is a cold start
        ttl = rules.ttl_ms
        floor = min(_round_down(prefix, rules.min_tokens, rules.increment), rules.min_tokens)
    found: list[tuple[int, int]] = []  # (time, tokens read of the prefix)
    first = recorded[0]
    if explicit and 0 < first.usage.cache_read < prefix:
        found.append((first.at_ms, first.usage.cache_read))
    for before, now in zip(recorded, recorded[1:], strict=False):
        lasting = before.usage.prompt >= max(rules.min_tokens, 1) and prefix >= rules.min_tokens
        if lasting and now.at_ms - before.at_ms <= ttl and now.usage.cache_read < floor:
            found.append((now.at_ms, now.usage.cache_read if explicit else 0))
    kept = [read for _, read in found if read >= rules.min_tokens]
    static = min(kept) if kept else 0
    return [[at, static if static and read >= static else 0] for at, read in found], static


class ProviderEvents:
    """Applies a trace's ``cold_starts`` to the simulators of a replay as its clock passes
    them: the cache starts afresh, holding only the prefix's fixed part when it was kept."""

    def __init__(self, trace: Trace) -> None:
        self.trace = trace
        self.events = sorted(tuple(e) for e in trace.cold_starts)

    def until(self, at_ms: int, caches: Any) -> None:
        """``caches``: (pricing, simulator, counter) of each simulated provider cache."""
        while self.events and self.events[0][0] <= at_ms:
            at, kept = self.events.pop(0)
            for pricing, simulator, counter in caches:
                simulator.reset()
                if kept and pricing.provider == "anthropic" and len(self.trace.system) > 1:
                    seed = ProviderRequest(
                        model=pricing,
                        system=self.trace.system[:1],
                        tools=[],
                        messages=[],
                        max_tokens=1,
                        cache_policy="none",
                    )
                    block = request_blocks(seed, pricing, counter, None)[0]
                    ttl = str(self.trace.setup.get("cache_ttl") or "5m")
                    simulator.seed([replace(block, cache_control=ttl)], at_ms=at)


class _Namer:
    """The counter ``request_blocks`` calls during sizing: a text's number, not its count."""

    def __init__(self, name: Any) -> None:
        self.text = name


def _factor(steps: list[tuple[int, list[int], int]], raw: list[int]) -> float:
    """Provider tokens per tokenizer token, over the requests that only appended to the one
    before (what they add is new text, nothing dropped)."""
    added = counted = 0
    seen: set[int] = set()
    last_prompt = None
    last_len = 0
    for shared, new, prompt in steps:
        if last_prompt is not None and shared == last_len and new and prompt > last_prompt:
            tokens = sum(raw[t] for t in new if t not in seen)
            if tokens and all(t not in seen for t in new):
                added += prompt - last_prompt
                counted += tokens
        seen.update(new)
        last_prompt, last_len = prompt, shared + len(new)
    if counted < 200:  # too little to measure: the tokenizer's count as it is
        return 1.0
    return min(max(added / counted, 0.5), 3.0)


def _share(known: list[int | None], raw: list[int], fresh: dict[int, int], total: int) -> None:
    """Split ``total`` tokens over the new texts (each ``n`` times in the request) in
    proportion to their tokenizer counts, in whole tokens that add up to ``total``."""
    weights = {t: max(raw[t], 1) * n for t, n in fresh.items()}
    whole = sum(weights.values())
    shares = {t: total * w / whole for t, w in weights.items()}
    for t in fresh:
        known[t] = int(shares[t] // fresh[t])
    left = total - sum((known[t] or 0) * n for t, n in fresh.items())
    singles = sorted(
        (t for t, n in fresh.items() if n == 1),
        key=lambda t: shares[t] - (known[t] or 0),
        reverse=True,
    )
    for t in singles[: max(left, 0)]:
        known[t] = (known[t] or 0) + 1


class SizedCounter(TokenCounter):
    """Token counts of a sized trace: the provider's count of a text the log carried, the
    tokenizer's times the session's factor for any other. The counts are the provider's
    already (``factor`` 1.0 on top); a message's counts are kept under a key of their own, not
    in ``Message.tokens`` (which holds the plain tokenizer's)."""

    def __init__(self, known: dict[str, int], scale: float, tokenizer: str = "o200k_base"):
        super().__init__(tokenizer=tokenizer, factor=1.0, estimated=True)
        self.known = known
        self.ratio = scale  # provider tokens per tokenizer token, for texts not sized

    def raw(self, text: str) -> int:
        if not text:
            return 0
        memo = self._memo
        n = memo.get(text)
        if n is not None:
            self.hits += 1
            return n
        self.misses += 1
        n = self.known.get(digest(text))
        if n is None:
            n = round(count_text(text, self.tokenizer) * self.ratio)
        memo[text] = n
        if len(memo) > self.max_entries:
            memo.popitem(last=False)
        return n

    def remember(self, text: str, raw: int) -> None:
        self._memo[text] = raw

    def raw_parts(self, message: Message) -> list[int]:
        from ...model.tokens import ImagePart, part_text

        return message.derived(
            ("sized parts", id(self)),
            lambda m: [0 if isinstance(p, ImagePart) else self.raw(part_text(p)) for p in m.parts],
        )

    def message_raw(self, message: Message) -> tuple[int, int]:
        from ...model.tokens import IMAGE_TOKENS, MESSAGE_OVERHEAD, ImagePart

        def raw(m: Message) -> tuple[int, int]:
            images = sum(1 for p in m.parts if isinstance(p, ImagePart))
            return sum(self.raw_parts(m)), MESSAGE_OVERHEAD + images * IMAGE_TOKENS

        return message.derived(("sized tokens", id(self)), raw)


def counter_for(trace: Trace, pricing: ModelInfo) -> SizedCounter | None:
    """The counter a replay of ``trace`` billed as ``pricing`` uses: the sized one when the
    trace is sized and ``pricing`` speaks the wire format its sizes are of (another provider
    keeps only the prefix's size); None for a trace that is not imported."""
    if not trace.known_tokens:
        return None
    cached = trace.__dict__.setdefault("_counters", {})
    wire = wire_of(pricing.provider)
    if wire not in cached:
        if wire == trace.known_wire:
            cached[wire] = SizedCounter(trace.known_tokens, trace.token_factor)
        else:
            prefix = digest(prefix_block(trace).text)
            only = {prefix: trace.known_tokens[prefix]} if prefix in trace.known_tokens else {}
            plain = TokenCounter.for_model(pricing)
            cached[wire] = SizedCounter(only, plain.factor, plain.tokenizer)
    return cached[wire]
