"""A sub-agent's turn inside its parent's cell: nested in the task call's block, collapsed.

The parent's ``TurnView`` hands every ``TaskEvent`` to the task call's block, which folds it into
a ``TurnView`` of its own (the child's text, tool calls and meter); the block renders as a
``<details>`` whose summary says what the sub-agent did, what it cost and how many tokens it kept
out of the parent's context, and whose body is the child's turn as it would show in a cell of
its own.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from ..events import TaskEvent, ToolFinished
from ..subagents import TaskOutcome, task_outcome

if TYPE_CHECKING:
    from .transcript import ToolBlock, TurnView


def apply(view: TurnView, event: TaskEvent) -> None:
    """Fold a sub-agent's event into the block of the task call that runs it."""
    from .transcript import ToolBlock, TurnView

    for item in reversed(view.items):
        if isinstance(item, ToolBlock) and item.call.id == event.call_id:
            if item.child is None:
                item.child = TurnView(threshold=view.threshold, show_tools=view.show_tools)
            item.child.apply(event.event)
            return


def outcome(block: ToolBlock) -> TaskOutcome | None:
    return task_outcome(block.result) if block.result is not None else None


def _calls(child: TurnView | None) -> int:
    from .transcript import ToolBlock

    return sum(1 for item in child.items if isinstance(item, ToolBlock)) if child else 0


def summary_text(block: ToolBlock) -> str:
    """One line: what the sub-agent did and what it cost (``> task(...) -> ...`` in text)."""
    done = outcome(block)
    calls = _calls(block.child)
    if done is None:
        running = f"{calls} tool calls so far" if block.child is not None else "starting"
        return f"sub-agent running: {running}"
    did = f"{calls} tool calls in " if block.child is not None else ""
    bits = [
        f"{did}{done.steps} requests",
        f"${done.cost:.4f}",
        f"kept {done.kept_out:,} tokens out of this context",
    ]
    state = "" if done.reason == "end_turn" else f" ({done.reason})"
    return f"sub-agent {done.session_id}{state}: " + ", ".join(bits)


def task_html(block: ToolBlock, result_html: str) -> str:
    """The task call's block: a summary line, then (collapsed) the sub-agent's own turn."""
    from .transcript import style, tool_summary

    done = outcome(block)
    child = block.child
    session = done.session_id if done else ""
    inner = child.body_html() + child.footer_html() if child is not None else ""
    where = f" in session {session}" if session else ""
    nested = (
        f"<details class='ctxmagic-subagent' data-session='{html.escape(session)}'"
        f"{style('subagent')}><summary{style('subagent-summary')}>the sub-agent's turn"
        f"{html.escape(where)}: its tool calls and meter</summary>"
        f"{inner}</details>"
    )
    if result_html:
        result_html = (
            f"<div class='ctxmagic-args'{style('args')}>the result, all the parent's model reads "
            "of it:</div>" + result_html
        )
    status = "running" if block.result is None else "done"
    badge = (
        f" <span class='ctxmagic-badge error'{style('error')}>error</span>"
        if done and block.result.is_error
        else ""
    )
    return (
        f"<details class='ctxmagic-tool ctxmagic-task' data-tool='task' data-status='{status}'"
        f"{style('tool')}><summary{style('summary')}>{tool_summary(block.call)} → {html.escape(summary_text(block))}{badge}</summary>"
        f"{nested}{result_html}</details>"
    )


def child_lines(event: TaskEvent) -> list[str]:
    """Lines a terminal prints for a sub-agent's event: its tool calls, indented."""
    from .transcript import ToolBlock, tool_line

    inner: Any = event.event
    if isinstance(inner, ToolFinished):
        return ["    " + tool_line(ToolBlock(inner.call, inner.result))]
    return []


def turn_figures(view: TurnView) -> tuple[float, int]:
    """What this turn's sub-agents cost and kept out of its context, from the finished blocks."""
    from .transcript import ToolBlock

    cost, kept = 0.0, 0
    for item in view.items:
        if isinstance(item, ToolBlock) and (done := outcome(item)) is not None:
            cost += done.cost
            kept += done.kept_out
    return cost, kept
