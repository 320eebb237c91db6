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
from ..model.cache import (
    Block,
    CacheSimulator,
    Quote,
    blocks_from_anthropic,
    blocks_from_openai,
)
from ..model.catalog import Catalog, ModelInfo
from ..model.request import ProviderRequest
from ..model.tokens import TokenCounter
from ..model.usage import Usage
from .anthropic import anthropic_payload
from .anthropic import wire_fold as anthropic_wire
from .openai import openai_payload
from .openai import wire_fold as openai_wire

Biller = Callable[[ProviderRequest, int], Usage]


def request_blocks(
    request: ProviderRequest,
    pricing: ModelInfo,
    counter: TokenCounter,
    memo: dict[Any, Any] | None = None,
) -> list[Block]:
    """The cache blocks of ``request`` as the provider of ``pricing`` would receive it.

    ``memo`` (kept by the caller between requests of one session) lets blocks shared with an
    earlier request be hashed and counted once, and the wire conversion continue from the
    previous request's.
    """
    as_pricing = replace(request, model=pricing)
    if pricing.provider == "anthropic":
        wire = memo.setdefault("anthropic wire", anthropic_wire()) if memo is not None else None
        return blocks_from_anthropic(anthropic_payload(as_pricing, wire), counter.text, memo)
    wire = memo.setdefault("openai wire", openai_wire()) if memo is not None else None
    return blocks_from_openai(openai_payload(as_pricing, wire=wire), counter.text, memo)


def make_biller(catalog: Catalog, model: ModelInfo) -> Biller:
    """A biller holding one cache simulator (one per session: caches are per conversation here)."""
    pricing = catalog.priced_as(model)
    simulator = CacheSimulator.for_model(pricing, catalog)
    counter = TokenCounter.for_model(pricing)
    last = [0]
    memo: dict[Any, Any] = {}
    seen: list[Any] = [None, []]  # the last request and its blocks (counted, then billed)

    def blocks_of(request: ProviderRequest) -> list[Block]:
        if seen[0] is not request:
            seen[:] = [request, request_blocks(request, pricing, counter, memo)]
        return seen[1]

    def bill(request: ProviderRequest, output_tokens: int) -> Usage:
        last[0] = max(last[0], now_ms())
        return simulator.bill(blocks_of(request), at_ms=last[0], output_tokens=output_tokens)

    def prompt_tokens(request: ProviderRequest) -> int:
        """The request's prompt as the simulated provider counts it (nothing is billed)."""
        return sum(b.tokens for b in blocks_of(request))

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
    bill.quote = quote  # type: ignore[attr-defined]
    bill.observe = observe  # type: ignore[attr-defined]
    bill.provider = pricing.provider  # type: ignore[attr-defined]
    return bill
