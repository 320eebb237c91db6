"""What the next request will cost if nothing changes, and what it will cost once the cache has
expired: the figure a user needs before typing the next prompt, or before a coffee break.

The next request is assembled as the next turn would assemble it (the history, the strategies,
the prompt if one is given) and priced by the provider's ``quote``: the session's prompt-cache
simulator, billing without writing (``model/cache.py``), so for the offline model the figure is
exactly what the request is billed when it is sent. A real provider is quoted by the simulator
ctxmagic runs beside it (``Runtime.provider``), which has seen the requests this kernel sent:
an estimate, labelled so. Nothing is sent or written.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..messages.ids import now_ms
from ..messages.parts import Message, TextPart
from ..model.usage import Usage

if TYPE_CHECKING:
    from .loop import Agent


@dataclass(frozen=True)
class Forecast:
    """The next request's prompt as it would be billed at ``at_ms`` and at ``expires_ms``, when
    the cached prefix it reads expires (None: it reads nothing, or no cache applies)."""

    at_ms: int
    usage: Usage  # the prompt's split (no output: that is the model's to decide)
    cost: float
    expires_ms: int | None
    ttl_ms: int  # the lifetime of the prefix it reads (0: none)
    expired_usage: Usage
    expired_cost: float
    prompt_price: float  # $ per million tokens of a new prompt's text (written or uncached)
    prompt: str = ""  # the prompt it was asked for ("": the history as it is)
    compacts: bool = False  # the next turn compacts first: its first request is another one
    exact: bool = True  # the session's own simulator (offline); else ctxmagic's estimate

    def seconds_left(self, at_ms: int | None = None) -> float | None:
        """Seconds until the cached prefix expires (None: nothing cached to lose)."""
        if self.expires_ms is None:
            return None
        return max(self.expires_ms - (now_ms() if at_ms is None else at_ms), 0) / 1000

    @property
    def saved(self) -> float:
        """Dollars the cache saves on the next request: the expired price less today's."""
        return self.expired_cost - self.cost

    def to_json(self) -> dict[str, Any]:
        return {
            "at_ms": self.at_ms,
            "usage": self.usage.to_dict(),
            "cost": self.cost,
            "expires_ms": self.expires_ms,
            "ttl_ms": self.ttl_ms,
            "expired_usage": self.expired_usage.to_dict(),
            "expired_cost": self.expired_cost,
            "prompt_price": self.prompt_price,
            "compacts": self.compacts,
            "exact": self.exact,
        }


def quoter(provider: Any) -> Any:
    """The provider's ``quote(request, at_ms)``: its own (offline), else the simulator ctxmagic
    runs beside a real provider (``shadow``); None when there is neither."""
    quote = getattr(provider, "quote", None)
    if quote is not None:
        return quote
    return getattr(getattr(provider, "shadow", None), "quote", None)


def forecast(agent: Agent, prompt: str = "", *, at_ms: int | None = None) -> Forecast | None:
    """The next request of ``agent``'s session, with ``prompt`` as the next turn's prompt, priced
    at ``at_ms`` (now) and once its cached prefix expires; None when nothing can price it."""
    quote = quoter(agent.provider)
    if quote is None:
        return None
    extra = None
    if prompt:
        extra = [Message(role="user", parts=[TextPart(prompt)], session_id=agent.session_id)]
    prepared, _ = agent.prepare(extra=extra)
    request = agent.request(prepared)
    now = quote(request, at_ms)
    if now is None:
        return None
    later = quote(request, now.expires_ms) if now.expires_ms is not None else now
    pricing = agent.pricing
    u = now.usage
    if u.input or not u.cache_write:
        rate = pricing.priced_for(u.prompt).price_input
    elif u.cache_write_5m:
        rate = pricing.priced_for(u.prompt).price_cache_write_5m
    else:
        rate = pricing.priced_for(u.prompt).price_cache_write_1h
    return Forecast(
        at_ms=now.at_ms,
        usage=u,
        cost=u.cost(pricing.priced_for(u.prompt)),
        expires_ms=now.expires_ms,
        ttl_ms=now.entry.ttl_ms if now.entry is not None else 0,
        expired_usage=later.usage,
        expired_cost=later.usage.cost(pricing.priced_for(later.usage.prompt)),
        prompt_price=rate,
        prompt=prompt,
        compacts=agent.compaction_due(),
        exact=getattr(agent.provider, "quote", None) is not None,
    )
