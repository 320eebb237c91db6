"""The cache-miss reason of every request a session sends (``model/cachemiss.py``), as the agent
records it with the request (``%ctx requests``, column ``cache miss reason``).

A request is explained from the cache blocks the simulator bills: for the offline stand-in, the
ones its biller has just billed (nothing is counted twice); for a real provider, a simulator of
the session's own (a shadow of the provider's cache) bills the same request, and the report
keeps both usages, so where the provider's figures disagree with the simulator's both are shown.
The strategy lab explains its replayed requests with ``explain`` the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model.cache import Block, BlockChain
from ..model.cachemiss import CacheMissTracker, MissReport
from ..model.catalog import Catalog, ModelInfo
from ..model.request import ProviderRequest
from ..model.usage import Usage
from .offline_billing import Biller, make_biller


def labels(request: ProviderRequest, provider: str) -> tuple[list[str], list[str]]:
    """The names of the tool blocks and the sources of the system blocks that open the
    request's cache blocks, as the provider's wire format lays them out (Anthropic: one block
    per non-empty system block; Chat Completions: one system message)."""
    tools = [str(t.get("name", "")) for t in request.tools]
    texts = [b for b in request.system if b.text]
    if provider == "anthropic":
        return tools, [b.source for b in texts]
    return tools, ["system prompt"] if texts else []


def explain(
    tracker: CacheMissTracker,
    request: ProviderRequest,
    pricing: ModelInfo,
    blocks: list[Block],
    usage: Usage,
    at_ms: int,
    *,
    rules: Any,
    chain: BlockChain | None = None,
) -> MissReport:
    """``tracker``'s report on ``request``, billed as ``pricing`` into ``blocks`` and ``usage``."""
    tools, system = labels(request, pricing.provider)
    return tracker.explain(
        blocks,
        usage,
        at_ms=at_ms,
        rules=rules,
        model=pricing.id,
        kind="summary" if request.task is not None else "model",
        tools=tools,
        system=system,
        changes=list(request.changes),
        chain=chain,
    )


def last_chain(simulator: Any, blocks: list[Block]) -> BlockChain | None:
    """The keys, prefix hashes and breakpoints the simulator found in ``blocks`` when it billed
    them, if it still holds them (so they are not read twice)."""
    chain_of = getattr(simulator, "chain_of", None)
    return chain_of(blocks) if chain_of is not None else None


class CacheWatch:
    """Explains one session's requests; ``offline`` gives the offline stand-in's biller for a
    model (the runtime's), real providers' requests are billed by shadows kept here."""

    def __init__(self, catalog: Catalog, offline: Callable[[ModelInfo], Biller]) -> None:
        self.catalog = catalog
        self.offline = offline
        self.tracker = CacheMissTracker()
        self._shadows: dict[str, Biller] = {}

    def __call__(self, request: ProviderRequest, usage: Usage) -> MissReport:
        pricing = self.catalog.priced_as(request.model)
        if request.model.provider == "offline":
            biller = self.offline(request.model)
            simulated, reported = usage, None
        else:
            if pricing.id not in self._shadows:
                self._shadows[pricing.id] = make_biller(self.catalog, request.model)
            biller = self._shadows[pricing.id]
            simulated, reported = biller(request, usage.output), usage
        blocks = biller.blocks(request)  # type: ignore[attr-defined]
        simulator = biller.simulator  # type: ignore[attr-defined]
        report = explain(
            self.tracker,
            request,
            pricing,
            blocks,
            simulated,
            biller.clock(),  # type: ignore[attr-defined]
            rules=simulator.rules,
            chain=last_chain(simulator, blocks),
        )
        if reported is not None:
            report.simulated, report.reported = simulated, reported
        return report
