"""Time-based micro-compaction (Claude Code): after a pause longer than the prompt cache lives,
clear old tool results before the next request.

Once the provider's cache has expired, the next request writes its whole prefix again whatever
it holds, so clearing old results then costs no cache read that was still to be had, and every
later request is smaller. Claude Code (community readings of its bundled ``microCompact.ts``
and ``timeBasedMCConfig.ts``: a 60-minute gap, its 1-hour cache lifetime, ``keepRecent`` 5)
checks the time since the last assistant message before each request; past the gap it replaces
the content of all but the newest ``keep_recent`` results of its read, search, shell, fetch and
edit tools with a sentinel. Here the gap defaults to how long the provider keeps a cached prefix
(``StrategyContext.cache_ttl_ms``: the session's TTL for Anthropic, 5 minutes or an hour,
``CtxMagic.cache_ttl``; OpenAI's automatic cache, 10 minutes), which is the rule's reason;
``idle_seconds`` sets another; a model without a cache never clears by time.

Cleared results are marked as prune marks them (``pruned_at``, persisted with the request);
the model sees "[Old tool result content cleared]" from then on and the store keeps the
output. The clock is ``StrategyContext.now_ms`` and the last answer's ``finished_at`` (the
recorded times in a replay).
"""

from __future__ import annotations

from typing import Any

from ..messages.parts import Message, ToolResultPart
from .params import Param, check_params, tokens
from .strategy import StrategyContext, StrategyReport, change

NAME = "microcompact"
# Claude Code's compactable tools (Read, Bash, Grep, Glob, WebSearch, WebFetch, Edit, Write)
# among ctxmagic's: everything but memory and task
TOOLS = ["view", "grep", "glob", "ls", "bash", "edit", "write"]
PARAMS = (
    tokens("keep_recent", 5, "the newest results of these tools kept (Claude Code: 5)"),
    tokens(
        "idle_seconds",
        0,
        "clear after a pause of more than this many seconds; 0: the cache's lifetime (the "
        "session's TTL; Claude Code: 3600, its 1-hour cache)",
    ),
    Param("tools", list(TOOLS), "the tools whose old results are cleared"),
)
DEFAULTS: dict[str, Any] = {p.name: p.default for p in PARAMS}


def idle_limit_ms(settings: dict[str, Any] | None, cache_ttl_ms: int) -> int:
    """The pause after which results are cleared, in milliseconds (0: never)."""
    seconds = check_params(NAME, PARAMS, settings)["idle_seconds"]
    return seconds * 1000 if seconds else cache_ttl_ms


def last_answer_ms(messages: list[Message]) -> int | None:
    """When the newest assistant message was finished (None: no answer yet)."""
    for m in reversed(messages):
        if m.role == "assistant" and not m.is_summary:
            return m.finished_at or m.created_at
    return None


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """Clear all but the newest ``keep_recent`` results of ``tools`` when the last answer is
    older than the cache's lifetime; the changed messages are persisted."""
    params = check_params(NAME, PARAMS, ctx.settings)
    report = StrategyReport(strategy=NAME)
    limit = idle_limit_ms(params, ctx.cache_ttl_ms)
    last = last_answer_ms(messages)
    if not limit or last is None or ctx.now_ms - last < limit:
        return list(messages), report
    tools = set(params["tools"])
    found: list[tuple[int, int]] = []  # (message index, part index), newest first
    for mi in range(len(messages) - 1, -1, -1):
        parts = messages[mi].parts
        for pi in range(len(parts) - 1, -1, -1):
            part = parts[pi]
            if isinstance(part, ToolResultPart) and part.name in tools and part.pruned_at is None:
                found.append((mi, pi))
    clear = found[params["keep_recent"] :]
    if not clear:
        return list(messages), report
    out = list(messages)
    copies: dict[int, Message] = {}
    stamp = ctx.now_ms
    counter = ctx.counter
    for mi, pi in sorted(clear):
        original = messages[mi]
        if mi not in copies:
            copies[mi] = original.copy(updated_at=stamp)
        part = copies[mi].parts[pi]
        assert isinstance(part, ToolResultPart)
        before = counter.part(original.parts[pi])
        part.pruned_at = stamp
        report.changes.append(change(original, pi, "pruned", before, counter.part(part)))
    for mi, copy in sorted(copies.items()):
        out[mi] = copy
        report.persist.append(copy)
    idle = (ctx.now_ms - last) // 1000
    report.note = (
        f"{idle:,} s since the last answer (the cache lives {limit // 1000:,} s): cleared {len(clear)} old "
        f"tool result(s), kept the newest {params['keep_recent']}"
    )
    return out, report
