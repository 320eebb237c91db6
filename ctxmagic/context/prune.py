"""Pruning of old tool outputs, with opencode TS's rules (DESIGN 2.5).

Walking from the newest message back: the last ``protect_turns`` user turns are never touched;
then tool results, newest first, are protected while their running token total stays within
``protect_tokens``, and every older one is a candidate. The walk stops at the first result that is
already pruned (everything older was pruned by an earlier pass). Candidates are pruned only when
they free at least ``minimum_freed`` tokens, since each prune costs the prompt cache from the first
pruned position on. The store keeps the content and marks it with the time (``pruned_at``); the
model sees "[Old tool result content cleared]" from then on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..messages.parts import Message, ToolResultPart, is_turn_start
from .params import Param, check_params, tokens
from .strategy import StrategyContext, StrategyReport, change

NAME = "prune"
PARAMS = (
    tokens("protect_turns", 2, "the newest user turns, never pruned"),
    tokens("protect_tokens", 40000, "the newest tool output kept, in tokens"),
    tokens("minimum_freed", 20000, "prune only when at least this many tokens are freed"),
    Param("exclude_tools", ["memory"], "tools whose results are never pruned"),
)
DEFAULTS: dict[str, Any] = {p.name: p.default for p in PARAMS}


def never_acts(settings: dict[str, Any] | None, window: int) -> str | None:
    """Why prune can never act on a request that fits a ``window``-token context (or None).

    It clears tool output older than the newest ``protect_tokens`` of it, and only when that
    frees ``minimum_freed``: a request needs more than the two together to be pruned.
    """
    s = check_params(NAME, PARAMS, settings)
    protect, freed = s["protect_tokens"], s["minimum_freed"]
    if not window or protect + freed < window:
        return None
    return (
        f"prune.protect_tokens={protect} + prune.minimum_freed={freed} is not below the "
        f"{window:,}-token window, so prune can never act on a request that fits it; e.g. "
        f"prune.protect_tokens={window // 5} prune.minimum_freed={window // 10} "
        "(opencode's shares of a 200k window)"
    )


@dataclass(frozen=True)
class Candidate:
    message_index: int
    part_index: int
    tokens: int


def candidates(
    messages: list[Message],
    count: Callable[[Message], list[int]],
    *,
    protect_turns: int,
    protect_tokens: int,
    exclude_tools: list[str],
) -> list[Candidate]:
    """The results that would be pruned, newest first (before the ``minimum_freed`` check).

    ``count`` gives a message's tokens per part.
    """
    out: list[Candidate] = []
    turns = 0
    total = 0
    for mi in range(len(messages) - 1, -1, -1):
        message = messages[mi]
        if turns < protect_turns:
            if is_turn_start(message):
                turns += 1
            continue
        sizes: list[int] | None = None
        for pi, part in message.derived("results newest first", _results):
            if part.name in exclude_tools:
                continue
            if part.pruned_at is not None:
                return out
            sizes = sizes or count(message)
            tokens = sizes[pi]
            total += tokens
            if total > protect_tokens:
                out.append(Candidate(mi, pi, tokens))
    return out


def _results(message: Message) -> list[tuple[int, ToolResultPart]]:
    """A message's tool results with their part positions, newest first (kept on the message:
    the walk passes the same messages at every request)."""
    parts = message.parts
    return [
        (i, p) for i in range(len(parts) - 1, -1, -1) if isinstance(p := parts[i], ToolResultPart)
    ]


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """Prune old tool outputs when enough would be freed; the changed messages are persisted."""
    params = check_params(NAME, PARAMS, ctx.settings)
    counter = ctx.counter
    report = StrategyReport(strategy=NAME)
    key = ("part tokens", counter.tokenizer, counter.factor)  # kept: requests share messages
    found = candidates(
        messages,
        lambda m: m.derived(key, counter.parts),
        protect_turns=params["protect_turns"],
        protect_tokens=params["protect_tokens"],
        exclude_tools=params["exclude_tools"],
    )
    freed = sum(c.tokens for c in found)
    out = messages  # the input itself when nothing is pruned (a copy per request otherwise)
    if found and freed >= params["minimum_freed"]:
        out = list(messages)
        stamp = ctx.now_ms
        copies: dict[int, Message] = {}
        for c in sorted(found, key=lambda c: (c.message_index, c.part_index)):
            original = messages[c.message_index]
            if c.message_index not in copies:
                copies[c.message_index] = original.copy(updated_at=stamp)
            copy = copies[c.message_index]
            part = copy.parts[c.part_index]
            assert isinstance(part, ToolResultPart)
            part.pruned_at = stamp
            report.changes.append(
                change(original, c.part_index, "pruned", c.tokens, counter.part(part))
            )
        for index, copy in sorted(copies.items()):
            out[index] = copy
            report.persist.append(copy)
        report.note = f"pruned {_count_old(len(found))}, {freed:,} tokens of output"
    elif found:
        report.note = (
            f"{_count_old(len(found))} hold {freed:,} tokens, under minimum_freed "
            f"{params['minimum_freed']:,}: nothing pruned"
        )
    return out, report


def _count_old(n: int) -> str:
    return f"{n:,} old tool result{'' if n == 1 else 's'}"
