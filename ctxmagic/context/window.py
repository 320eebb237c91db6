"""Sliding window (Cursor, Windsurf): drop the oldest whole user turns until the history fits.

No summary is written: what is dropped is simply gone from the request (the store keeps it).
Whole turns only, so a tool call is never separated from its result, and the newest turn is
always kept, even alone over budget. A leading summary (the session's compaction point) stays.
"""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError
from ..messages.parts import Message, is_turn_start
from .params import check_params, tokens
from .strategy import StrategyContext, StrategyReport, change

NAME = "window"
PARAMS = (
    tokens(
        "budget_tokens",
        0,
        "the messages' budget in tokens, at most what the window leaves beside the system "
        "prompt, the tools and a reply; 0: what the window leaves beside a whole reply budget "
        "(or, when that is nothing, beside the least reply)",
    ),
)
DEFAULTS: dict[str, Any] = {p.name: p.default for p in PARAMS}


def never_acts(settings: dict[str, Any] | None, window: int) -> str | None:
    """Why the window strategy can never act on a request that fits a ``window``-token context
    (or None): a budget at or over the window is only exceeded by requests the window refuses."""
    budget = check_params(NAME, PARAMS, settings)["budget_tokens"]
    if not window or budget < window:
        return None
    return (
        f"window.budget_tokens={budget} is not below the {window:,}-token window, so the "
        "strategy can never drop a turn before a request is refused as too long; set it below "
        "the window (0: what the window leaves for messages)"
    )


def turn_starts(messages: list[Message]) -> list[int]:
    """Indices of the messages that start a user turn, oldest first."""
    return [i for i, m in enumerate(messages) if is_turn_start(m)]


def units(messages: list[Message]) -> tuple[list[Message], list[list[Message]]]:
    """(pinned, droppable units oldest first).

    A leading summary is pinned. The rest is split at turn starts; messages before the first
    turn start (e.g. the tail of a turn a summary kept verbatim) form a unit of their own.
    """
    pinned: list[Message] = []
    rest = messages
    if messages and messages[0].is_summary:
        pinned, rest = [messages[0]], messages[1:]
    groups: list[list[Message]] = []
    for message in rest:
        if not groups or is_turn_start(message):
            groups.append([])
        groups[-1].append(message)
    return pinned, groups


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """Drop the oldest turns (after a leading summary) until the messages fit the budget."""
    params = check_params(NAME, PARAMS, ctx.settings)
    # 0: what the window leaves beside a whole reply budget; on a small window that can be nothing
    # (a 4,000-token window: about 2,000 fixed, 2,000 for the reply), then beside the least reply
    budget = params["budget_tokens"] or ctx.budget or ctx.fits
    # the budget counts messages only: beside a fixed part (system prompt, tools) it may not
    # fit the window, and a turn would be refused as too long before any turn was dropped
    capped = 0 < ctx.fits < budget
    if capped:
        budget = ctx.fits
    if budget <= 0:
        raise ConfigError(
            f"{NAME}: no token budget (the context's budget is {ctx.budget}); "
            "set budget_tokens to a positive number"
        )
    counter = ctx.counter
    report = StrategyReport(strategy=NAME)
    pinned, groups = units(messages)
    sizes = [counter.messages(g) for g in groups]
    total = counter.messages(pinned) + sum(sizes)
    dropped = 0
    while total > budget and len(groups) - dropped > 1:
        total -= sizes[dropped]
        dropped += 1
    for group in groups[:dropped]:
        for message in group:
            for index, part in enumerate(message.parts):
                report.changes.append(change(message, index, "dropped", counter.part(part), 0))
    out = pinned + [m for g in groups[dropped:] for m in g]
    if total > budget:
        kept = [
            name for name, there in (("the summary", pinned), ("the last turn", groups)) if there
        ]
        what = " and ".join(kept)
        report.note = (
            f"kept {what} over budget: {total:,} tokens for a budget of {budget:,} "
            "(the newest turn is never dropped)"
        )
    elif dropped:
        report.note = f"dropped the {dropped} oldest turn(s) to fit {budget:,} tokens"
    if capped and report.note:
        report.note += (
            f", what the {ctx.window:,}-token window leaves beside the system prompt, the tools "
            f"and a reply (budget_tokens={params['budget_tokens']} is more)"
        )
    return out, report
