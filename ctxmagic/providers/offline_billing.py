"""Usage for the offline model, billed as the model it simulates would bill it.

The request is converted to the simulated provider's wire payload (the same conversion the real
provider sends), split into cache blocks, counted, and run through that session's prompt-cache
simulator, so offline meters show cache reads and writes that grow turn over turn as they would.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..messages.ids import now_ms
from ..messages.parts import Message
from ..model.cache import (
    Block,
    CacheSimulator,
    Quote,
    anthropic_message_tokens,
    blocks_from_anthropic,
    blocks_from_openai,
    blocks_from_responses,
    forget_unused,
    openai_message_tokens,
)
from ..model.catalog import Catalog, ModelInfo
from ..model.request import ProviderRequest
from ..model.tokens import TokenCounter
from ..model.usage import Usage
from .anthropic import anthropic_payload
from .anthropic import wire_fold as anthropic_wire
from .anthropic import wire_message as anthropic_wire_message
from .openai import openai_payload
from .openai import wire_fold as openai_wire
from .openai import wire_messages as openai_wire_messages
from .openai_responses import Chain, responses_input, responses_payload
from .openai_responses import wire_fold as responses_fold
from .retry import BodyEncoder

Biller = Callable[[ProviderRequest, int], Usage]


def request_blocks(
    request: ProviderRequest,
    pricing: ModelInfo,
    counter: TokenCounter,
    memo: dict[Any, Any] | None = None,
    *,
    responses: bool = False,
) -> list[Block]:
    """The cache blocks of ``request`` as the provider of ``pricing`` would receive it.

    ``memo`` (kept by the caller between requests of one session) lets blocks shared with an
    earlier request be hashed and counted once, and the wire conversion continue from the
    previous request's. ``responses``: an OpenAI model on the Responses API's wire (the
    provider openai-responses), which a Responses-only strategy implies anyway.
    """
    as_pricing = replace(request, model=pricing)
    if pricing.provider == "anthropic":
        wire = memo.setdefault("anthropic wire", anthropic_wire()) if memo is not None else None
        payload = anthropic_payload(as_pricing, wire)
        if memo is not None:  # what the request sends, for Sent.measure to size
            memo[PAYLOAD] = (request, payload)
        return blocks_from_anthropic(payload, counter.text, memo)
    if responses or responses_wire(request):  # billed on the whole input, as chained ones are
        wire = memo.setdefault("responses wire", responses_fold()) if memo is not None else None
        unchained = replace(as_pricing, server=replace(request.server, previous_response=False))
        return blocks_from_responses(responses_payload(unchained, wire=wire), counter.text, memo)
    wire = memo.setdefault("openai wire", openai_wire()) if memo is not None else None
    return blocks_from_openai(openai_payload(as_pricing, wire=wire), counter.text, memo)


def base_tokens(request: ProviderRequest, pricing: ModelInfo, counter: TokenCounter) -> int:
    """The tokens of ``request_blocks``' blocks that come before the messages: the tool
    definitions and the system prompt (for Chat Completions, its system message)."""
    return sum(b.tokens for b in request_blocks(replace(request, messages=[]), pricing, counter))


def message_tokens(message: Message, pricing: ModelInfo, counter: TokenCounter) -> int:
    """The tokens ``message`` adds to ``request_blocks``' blocks in a request that carries it
    (Anthropic's wire, or Chat Completions'; not the Responses API's).

    A request's blocks are its messages' wire forms cut into blocks; merging a message with a
    neighbour of its role, or marking a breakpoint on a copy of one of its blocks, moves and
    copies blocks without changing a count. So a request's prompt is ``base_tokens`` plus the
    sum of this over its messages, which needs no payload at all.
    """
    if pricing.provider == "anthropic":
        entry = anthropic_wire_message(message)
        return anthropic_message_tokens(entry, counter.text) if entry is not None else 0
    return sum(openai_message_tokens(w, counter.text) for w in openai_wire_messages(message))


def retention(simulator: CacheSimulator, request: ProviderRequest, rules: dict[str, Any]) -> None:
    """Give an automatic cache the lifetime the request asks for: ``cache_ttl`` 24h is OpenAI's
    ``prompt_cache_retention`` (``extended_ttl_seconds`` of ``[cache.openai]``), anything else
    the in-memory one (``ttl_seconds``)."""
    kind = simulator.rules.kind
    if kind != "openai":
        return
    seconds = rules.get("extended_ttl_seconds", 86_400) if request.cache_ttl == "24h" else None
    ttl = int(seconds) * 1000 if seconds else int(rules.get("ttl_seconds", 600)) * 1000
    if simulator.rules.ttl_ms != ttl:
        simulator.rules = replace(simulator.rules, ttl_ms=ttl)


def responses_wire(request: ProviderRequest) -> bool:
    """Whether an OpenAI request is simulated on the Responses API's wire rather than Chat
    Completions': when it asks for what only that wire has (server compaction, chaining)."""
    server = request.server
    return server.previous_response or server.compaction is not None


PAYLOAD = "last payload"  # the memo entry holding the last request and its Anthropic payload


class Sent:
    """What the requests of a session send on the simulated wire, in bytes, as each adapter
    would send it (``previous_response``: only what follows the previous response, with its
    id). One per replayed session: it holds the wire folds, the body encoders and the chain."""

    def __init__(self) -> None:
        self.encoders = {"messages": BodyEncoder(), "input": BodyEncoder(key="input")}
        self.folds = {"anthropic": anthropic_wire(), "openai": openai_wire()}
        self.responses = responses_fold()
        self.chain = Chain()
        self._full: list[dict[str, Any]] = []

    def measure(
        self,
        request: ProviderRequest,
        pricing: ModelInfo,
        *,
        responses: bool = False,
        memo: dict[Any, Any] | None = None,
    ) -> tuple[int, bool]:
        """The body's size in bytes, and whether it went as a continuation of the chain
        (``responses``: see ``request_blocks``; ``memo``: the one it billed ``request``
        with, whose payload is reused)."""
        as_pricing = replace(request, model=pricing)
        if pricing.provider == "anthropic":
            built = memo.get(PAYLOAD) if memo is not None else None
            if built is not None and built[0] is request:
                payload = built[1]
            else:
                payload = anthropic_payload(as_pricing, self.folds["anthropic"])
            return self.encoders["messages"].size(payload), False
        if responses or responses_wire(request):
            chain = self.chain if request.server.previous_response else None
            payload = responses_payload(as_pricing, wire=self.responses, chain=chain)
            self._full = responses_input(request.messages, self.responses)
            return self.encoders["input"].size(payload), "previous_response_id" in payload
        payload = openai_payload(as_pricing, wire=self.folds["openai"])
        return self.encoders["messages"].size(payload), False

    def answered(self, response_id: str, parts: list[Any]) -> None:
        """The response to the last request measured: the chain now ends with it."""
        if self._full:
            self.chain.advance(response_id, self._full, parts)


def make_biller(catalog: Catalog, model: ModelInfo) -> Biller:
    """A biller holding one cache simulator (one per session: caches are per conversation here)."""
    pricing = catalog.priced_as(model)
    simulator = CacheSimulator.for_model(pricing, catalog)
    counter = TokenCounter.for_model(pricing)
    last = [0]
    memo: dict[Any, Any] = {}
    # the last requests and their blocks (counted, then billed): a provider-side strategy has
    # a request counted as sent and as the simulated server edits it (server_side.py)
    seen: list[tuple[ProviderRequest, list[Block]]] = []

    def blocks_of(request: ProviderRequest) -> list[Block]:
        for known, blocks in seen:
            if known is request:
                return blocks
        blocks = request_blocks(request, pricing, counter, memo)
        forget_unused(memo)  # what compactions left out of every request since
        seen[:] = [*seen[-2:], (request, blocks)]
        return blocks

    table = dict(catalog.cache_rules.get(pricing.cache, {}))

    def bill(request: ProviderRequest, output_tokens: int) -> Usage:
        last[0] = max(last[0], now_ms())
        retention(simulator, request, table)
        return simulator.bill(blocks_of(request), at_ms=last[0], output_tokens=output_tokens)

    def prompt_tokens(request: ProviderRequest) -> int:
        """The request's prompt as the simulated provider counts it (nothing is billed)."""
        # the simulator's running totals, which the bill that follows reads: a long
        # session's request has thousands of blocks to add up
        return simulator.prompt(blocks_of(request))

    pending: list[tuple[ProviderRequest, int] | None] = [None]

    def observe(request: ProviderRequest, at_ms: int) -> None:
        """A request a real provider was sent at ``at_ms``, for the simulator beside it to cache
        what that provider would (its bill is the provider's to report). Only the latest is
        kept, and billed when a quote asks: its prefix is the one the next request reads (the
        earlier requests' are its own start, refreshed by it), so a turn costs nothing here
        unless someone asks what the next one will cost."""
        pending[0] = (request, at_ms)

    def settle() -> None:
        if pending[0] is not None:
            request, at_ms = pending[0]
            pending[0] = None
            last[0] = max(last[0], at_ms)
            simulator.bill(blocks_of(request), at_ms=last[0])

    def quote(request: ProviderRequest, at_ms: int | None = None) -> Quote:
        """What ``request`` would be billed at ``at_ms`` (now by default; never before the last
        bill) and when the prefix it reads expires; nothing is billed."""
        settle()
        at = max(last[0], now_ms() if at_ms is None else at_ms)
        return simulator.quote(blocks_of(request), at_ms=at)

    bill.simulator = simulator  # type: ignore[attr-defined]
    bill.prompt_tokens = prompt_tokens  # type: ignore[attr-defined]
    bill.blocks = blocks_of  # type: ignore[attr-defined]  # what a cache-miss report explains
    bill.clock = lambda: last[0]  # type: ignore[attr-defined]  # when the last bill was made
    bill.quote = quote  # type: ignore[attr-defined]
    bill.observe = observe  # type: ignore[attr-defined]
    bill.provider = pricing.provider  # type: ignore[attr-defined]
    bill.count = counter.text  # type: ignore[attr-defined]
    return bill
