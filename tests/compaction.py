"""The compaction stage as the agent runs it, with a summarizer function in place of a request."""

from __future__ import annotations

from collections.abc import Callable

from ctxmagic.context import summarize
from ctxmagic.context.strategy import StrategyContext, StrategyReport
from ctxmagic.messages.parts import Message
from ctxmagic.offline.summary import offline_summary

Summarize = Callable[[list[Message], str | None, str], str]


def apply(
    messages: list[Message],
    ctx: StrategyContext,
    summarizer: Summarize = offline_summary,
    instructions: str = "",
) -> tuple[list[Message], StrategyReport]:
    """``plan``, then the summary text from ``summarizer``, then ``compact``: the history after
    compaction, or unchanged with an empty report when none is due."""
    plan = summarize.plan(messages, ctx, instructions)
    if plan is None:
        return list(messages), StrategyReport(strategy=summarize.NAME)
    task = plan.task
    return summarize.compact(plan, summarizer(task.messages, task.previous, task.instructions), ctx)
