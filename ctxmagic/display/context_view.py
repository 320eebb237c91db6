"""``%ctx context``: the context by source, now, for any past request, or for the next one.

- now: the session's context (the last request's prompt and output, or what a compaction
  left), adding up to ``%ctx status``'s context figure; before the first request, what every
  request will carry before the first message;
- ``request=N``: the Nth row of ``%ctx requests``, as the provider billed it;
- ``next``: the next request as it would be sent now, priced by the cache simulator
  (``agent/forecast.py``): what each source will cost in it.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..agent.forecast import forecast
from ..context import composition as cp
from ..context import summarize
from ..context.externalize import memory_rows
from ..errors import ConfigError
from ..store.database import Store
from .sources import compaction_history, context_composition, rereading, sources_table
from .tables import Table
from .words import count

if TYPE_CHECKING:
    from ..agent.loop import Agent


def _line(agent: Agent) -> tuple[int, list[tuple[str, int]], str]:
    """The auto-compact line in tokens, what lies beyond it, and its definition (0: none)."""
    window = agent.context_window
    if not agent.policy.has("summarize") or not window:
        return 0, [], "no auto-compact"
    values = agent.policy.settings("summarize")
    return (
        summarize.threshold_tokens(window, values),
        summarize.line_regions(window, values),
        "auto-compact at " + summarize.line_definition(window, values),
    )


def context_table(
    agent: Agent, store: Store, *, request: int | None = None, next_request: bool = False
) -> Table:
    """The table ``%ctx context`` shows (see the module docstring)."""
    window = agent.context_window
    line, regions, definition = _line(agent)
    session = agent.session
    records = store.requests(session.id)
    memory = memory_rows(agent.settings.workspace)
    outside = [
        (path, f"memory file, {size:,} bytes (outside the context: read with the memory tool)")
        for path, size, _ in memory
    ]
    table = dict(window=window, line=line, regions=regions, pricing=agent.pricing, outside=outside)
    legend = (
        "tokens: the source's share of the figure in the title, as the provider counted it "
        "(ctxmagic's count of each source, scaled to the provider's total); cached: read from "
        "the prompt cache; $ per request: what the source {cost} at "
        f"{agent.pricing.id}'s prices. free space: up to the line ({definition})"
    )
    if next_request:
        prepared, _ = agent.prepare()
        runs = cp.request_runs(prepared, agent.counter)
        quoted = forecast(agent)
        found = cp.of_request(runs, quoted.usage if quoted is not None else None)
        how = (
            f"priced by the cache simulator now: ${quoted.cost:.4f}, ${quoted.expired_cost:.4f} "
            "once the cache expires"
            if quoted is not None
            else "ctxmagic's count, not priced"
        )
        return sources_table(
            found,
            **table,
            title=f"the next request (before your prompt): {found.total:,} tokens, {how}",
            caption=legend.format(cost="will cost in it if it is sent now"),
        )
    if request is not None:
        if not 1 <= request <= len(records):
            raise ConfigError(
                f"%ctx context --request {request}: the session has {count(len(records), 'request')}; "
                f"give a row number of %ctx requests from 1 to {max(len(records), 1)}"
            )
        record = records[request - 1]
        found = cp.Composition.from_json(record.composition)
        if found is None:
            raise ConfigError(
                f"request {request} (turn {record.turn}, step {record.step}) has no sources "
                "recorded: it was sent by a ctxmagic that did not record them, or it is a "
                "summary or title request"
            )
        return sources_table(
            found,
            **table,
            title=f"request {request} (turn {record.turn}, step {record.step}): "
            f"{found.total:,} tokens = prompt {found.prompt:,} + output {found.output:,}, "
            f"${record.cost:.4f}",
            caption=legend.format(cost="cost in that request"),
        )
    if not records and not session.summary_message_id:
        system, tools = agent.base_context()
        return first_request_table(
            system, tools, agent.counter, **table, caption=legend.format(cost="will cost")
        )
    summary = store.get_message(session.summary_message_id) if session.summary_message_id else None
    found = context_composition(session, records, summary)
    if found is None:
        raise ConfigError(
            "the context's sources were not recorded (its last request was sent by a ctxmagic "
            "that did not record them); `%ctx context --next` counts the next request instead"
        )
    pct = 100 * found.total / window if window else 0.0
    return sources_table(
        found,
        **table,
        title=f"context {found.total:,} / {window:,} tokens ({pct:.1f}%), the figure of "
        f"%ctx status, by source; {definition}",
        caption=legend.format(cost="cost in that request"),
    )


def first_request_table(
    system: list[Any], tools: list[dict[str, Any]], counter: Any, **table: Any
) -> Table:
    """Before the first request: what every request will carry before the first message."""
    fixed = cp.fixed_part(system, tools, counter)
    return sources_table(
        fixed,
        **table,
        title=f"no request yet: every request will carry these {fixed.total:,} tokens before "
        "the first message (ctxmagic's count)",
    )


def status_rows(agent: Agent, store: Store, pricing: Any) -> list[tuple[str, str]]:
    """``%ctx status``'s rows on the context: its largest sources, the compactions, what
    re-reading has cost, and the next request's price now and once the cache expires.
    ``pricing(model_id)`` is the catalog entry a request of that model is billed as."""
    session = agent.session
    records = store.requests(session.id)
    rows: list[tuple[str, str]] = []
    summary = store.get_message(session.summary_message_id) if session.summary_message_id else None
    found = context_composition(session, records, summary) if records or summary else None
    if found is not None:
        ranked = sorted(found.by_group().items(), key=lambda item: -item[1])
        shown = ", ".join(f"{g} {t:,}" for g, t in ranked[:5])
        more = f", {len(ranked) - 5} more" if len(ranked) > 5 else ""
        rows.append(("context by source", f"{shown}{more} (%ctx context)"))
    line, _, definition = _line(agent)
    if line:
        rows.append(("auto-compact line", definition.removeprefix("auto-compact at ")))
    history = compaction_history(store.messages(session.id), records) if summary else []
    if history:
        rows.append(
            (
                "compactions",
                f"{len(history)}; last: {history[-1].describe(session.turn_count)} "
                "(%ctx compactions)",
            )
        )
    else:
        rows.append(("compactions", "none yet"))
    if records:
        rows.append(("re-reading", rereading(records, pricing).describe()))
        quoted = forecast(agent)
        if quoted is not None:
            rows.append(("next request", next_request_line(quoted)))
    return rows


def next_request_line(quoted: Any) -> str:
    """The next request's price now and after the cache expires, in one line."""
    u = quoted.usage
    est = "" if quoted.exact else " (ctxmagic's estimate)"
    now = (
        f"${quoted.cost:.4f}{est} (reads {u.cache_read:,} cached tokens, writes "
        f"{u.cache_write:,}, uncached {u.input:,}) + your prompt at ${quoted.prompt_price:g}/M"
    )
    if quoted.expires_ms is None:
        return now + "; nothing cached to lose"
    ttl = _duration(quoted.ttl_ms / 1000)
    return (
        f"{now}; after the cache expires at {_clock(quoted.expires_ms)} ({ttl} after its last "
        f"use): ${quoted.expired_cost:.4f}"
        + ("; the next turn compacts first" if quoted.compacts else "")
    )


def _duration(seconds: float) -> str:
    if seconds >= 3600 and seconds % 3600 == 0:
        return f"{seconds / 3600:g} h"
    if seconds >= 60 and seconds % 60 == 0:
        return f"{seconds / 60:g} min"
    return f"{seconds:g} s"


def _clock(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000).strftime("%H:%M:%S")
