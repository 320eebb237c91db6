"""The rendering of one ``%%agent`` turn: streamed text, tool blocks, a usage footer.

``TurnView`` folds the agent's events into a state and renders it as HTML (notebook) or text
(terminal, tests). The magic decides how to publish it: a display handle updated in place in a
kernel, or plain prints in terminal IPython.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

from markdown_it import MarkdownIt

from ..agent.events import (
    StepFinished,
    StrategyApplied,
    TaskEvent,
    ToolFinished,
    ToolStarted,
    TurnFinished,
    TurnStarted,
)
from ..agent.subagents import TaskOutcome, task_outcome
from ..messages.parts import ToolCallPart, ToolResultPart
from ..model.request import RetryNotice, TextDelta
from ..model.usage import Usage
from .meter import MeterState
from .meter_static import NO_MATH, meter_html, meter_text
from .words import call_args, count

_markdown = MarkdownIt("commonmark", {"html": False}).enable("table")
SHOW_RESULT_LINES = 40

# Inline styles only (no <style> block): a sanitizer that drops style elements, as JupyterLab's
# does for an untrusted notebook, keeps these. Literal colours; text keeps the theme's colour.
MONO = "font-family:monospace"
STYLE = {
    "turn": "font-size:13px;line-height:1.45;text-align:left",
    "tool": "margin:4px 0;border-left:3px solid #8fa6b8;padding-left:6px",
    "summary": f"cursor:pointer;{MONO};font-size:12px",
    "pre": "max-height:24em;overflow:auto;font-size:11px;background:rgba(127,127,127,0.08);"
    "padding:4px;margin:2px 0;text-align:left",
    "args": f"{MONO};font-size:11px;opacity:0.7",
    "badge": "font-size:10px;padding:0 4px;border-radius:3px;background:#fde8c8;color:#8a4b00",
    "error": "font-size:10px;padding:0 4px;border-radius:3px;background:#f8d0d0;color:#900000",
    "strategy": "margin:4px 0;border-left:3px solid #c0392b;padding-left:6px;font-size:12px",
    "muted": "font-size:11px;opacity:0.7",
    "footer": f"margin-top:6px;font-size:11px;opacity:0.85;{MONO}",
    "subagent": "margin:4px 0 4px 6px;border-left:3px dotted #8e44ad;padding-left:6px",
    "subagent-summary": "cursor:pointer;font-size:12px;color:#8e44ad",
}


def style(name: str) -> str:
    """`` style='...'`` for one of the transcript's elements."""
    return f" style='{STYLE[name]}'"


@dataclass
class ToolBlock:
    call: ToolCallPart
    result: ToolResultPart | None = None
    child: TurnView | None = None  # a task call's sub-agent turn (below)
    permission: str = ""  # how a permission prompt for it was answered (``approval.outcome``)
    awaiting: bool = False  # its permission prompt is showing, under the transcript


@dataclass
class TurnView:
    """Everything shown for one turn. ``items`` keeps text and tool blocks in arrival order."""

    items: list[Any] = field(default_factory=list)  # str (text) | ToolBlock | ("notice", str)
    session_id: str = ""
    session_title: str = ""
    turn: int = 0
    model: str = ""
    context_tokens: int = 0
    context_window: int = 0
    threshold: float = 0.95
    show_tools: bool = True
    turn_usage: Usage = field(default_factory=Usage)
    turn_cost: float = 0.0
    session_cost: float = 0.0
    status: str = "running"
    error: str | None = None
    message_ids: list[str] = field(default_factory=list)
    estimated: bool = False
    origin: str = ""  # how the cell came to write here (a re-run that forked), if not plainly
    record: dict[str, Any] | None = None  # what the turn wrote (``logbook.record``), when over
    meter: MeterState = field(default_factory=MeterState)  # the meter at the top of the cell

    def __post_init__(self) -> None:
        self.meter.threshold = self.threshold

    # Folding events ----------------------------------------------------------------------
    def apply(self, event: Any) -> bool:
        """Fold one event; True when the meter changed (the widget needs an update)."""
        self._apply(event)
        return self.meter.apply(event)

    def _apply(self, event: Any) -> None:
        if isinstance(event, TurnStarted):
            self.session_id = event.session.id
            self.session_title = event.session.title
            self.turn = event.turn
            self.session_cost = event.session.cost
            self.context_tokens = event.session.context_tokens  # the meter starts from there
            self.context_window = event.context_window or self.context_window
        elif isinstance(event, TextDelta):
            if self.items and isinstance(self.items[-1], str):
                self.items[-1] += event.text
            else:
                self.items.append(event.text)
        elif isinstance(event, ToolStarted):
            self.items.append(ToolBlock(event.call))
        elif isinstance(event, ToolFinished):
            for item in reversed(self.items):
                if isinstance(item, ToolBlock) and item.call.id == event.call.id:
                    item.result = event.result
                    break
        elif isinstance(event, StrategyApplied):
            from .views import strategy_table

            self.items.append(
                (
                    "strategy",
                    event.report.summary_line(event.offset),
                    strategy_table(event.report, event.offset),
                )
            )
            self.context_tokens = event.session.context_tokens  # a compaction moved it
            self.session_cost = event.session.cost
            self.items.append("")
        elif isinstance(event, RetryNotice):
            self.items.append(
                ("notice", f"retry {event.attempt} in {event.wait_seconds:.1f}s: {event.reason}")
            )
        elif isinstance(event, TaskEvent):
            task_apply(self, event)
        elif isinstance(event, StepFinished):
            self.context_tokens = event.session.context_tokens
            self.context_window = event.context_window
            self.turn_usage += event.record.usage
            self.turn_cost += event.record.cost
            self.session_cost = event.session.cost
            self.model = event.record.model
            self.estimated = self.estimated or event.record.estimated
            # text of a finished step ends here; the next step's text starts a new block
            self.items.append("")
        elif isinstance(event, TurnFinished):
            self.status = event.reason
            self.error = event.error
            self.session_cost = event.session.cost
            self.context_tokens = event.session.context_tokens
            self.message_ids = event.message_ids

    def asking(self, call_id: str, outcome: str | None = None) -> None:
        """A permission prompt for ``call_id`` is showing (``outcome`` None) or was answered.
        While it shows, the transcript ends at the pending call (no footer), so the buttons,
        the output under it, sit beside that call and not under the turn's figures."""
        for item in reversed(self.items):
            if isinstance(item, ToolBlock) and item.call.id == call_id:
                item.awaiting = outcome is None
                item.permission = outcome or ""
                return
            if isinstance(item, ToolBlock) and item.child is not None:  # a sub-agent's call
                item.child.asking(call_id, outcome)

    @property
    def awaiting(self) -> bool:
        return any(
            isinstance(i, ToolBlock) and (i.awaiting or (i.child is not None and i.child.awaiting))
            for i in self.items
        )

    # Shared figures ----------------------------------------------------------------------
    @property
    def percent(self) -> float:
        return 100.0 * self.context_tokens / self.context_window if self.context_window else 0.0

    def footer_figures(self) -> dict[str, Any]:
        """The footer's numbers; its context is the meter's (the header's), so the two agree
        to the token also while a response streams (then both include the estimate)."""
        u = self.turn_usage
        task_cost, kept_out = task_figures(self)
        meter = self.meter if self.meter.window else None
        context = meter.context if meter is not None else self.context_tokens
        window = meter.window if meter is not None else self.context_window
        return {
            "task_cost": task_cost,  # what the turn's sub-agents spent (not in turn_cost)
            "kept_out": kept_out,  # tokens their contexts held that this one never carried
            "context": context,
            "window": window,
            "percent": round(100.0 * context / window, 1) if window else 0.0,
            "streaming": bool(meter is not None and meter.streaming),
            "cache_read": u.cache_read,
            "cache_write": u.cache_write,
            "uncached": u.input,
            "output": u.output,
            "turn_cost": self.turn_cost,
            "session_cost": self.session_cost,
        }

    def metadata(self) -> dict[str, Any]:
        """Stored with the cell output so a saved notebook can be read back into a session."""
        return {
            "ctxmagic": {
                "session_id": self.session_id,
                "turn": self.turn,
                "status": self.status,
                "message_ids": self.message_ids,
                "usage": self.turn_usage.to_dict(),
                "cost": self.turn_cost,
                "context_tokens": self.context_tokens,
                "context_window": self.context_window,
                **({"record": self.record} if self.record is not None else {}),
            }
        }

    def where(self) -> str:
        """Which session and turn the cell wrote to."""
        title = f" ({self.session_title})" if self.session_title else ""
        origin = f"; {self.origin}" if self.origin else ""
        return f"session {self.session_id}{title}, turn {self.turn}{origin}"

    def turn_label(self) -> str:
        """The footer's figures are the turn's sums: say so, with how many requests."""
        n = self.meter.turn_requests
        return f"this turn, {n} request{'' if n == 1 else 's'}"

    @property
    def compact_note(self) -> str:
        return f"auto-compact at {self.threshold:.0%}" if self.threshold else "no auto-compact"

    def footer_text(self) -> str:
        f = self.footer_figures()
        est = " (estimated)" if self.estimated else ""
        tasks = (
            f" | sub-agents ${f['task_cost']:.4f}, kept {f['kept_out']:,} tokens out"
            if f["task_cost"] or f["kept_out"]
            else ""
        )
        return (
            f"context {f['context']:,}{' (estimate)' if f['streaming'] else ''} / "
            f"{f['window']:,} tokens ({f['percent']:.1f}%, "
            f"{self.compact_note}) | {self.turn_label()}: cache read {f['cache_read']:,} | "
            f"cache write {f['cache_write']:,} | uncached {f['uncached']:,} | output "
            f"{f['output']:,}{est} | turn ${f['turn_cost']:.4f}{tasks} | "
            f"session ${f['session_cost']:.4f}"
        )

    # Text --------------------------------------------------------------------------------
    def to_text(self) -> str:
        out: list[str] = []
        for item in self.items:
            if isinstance(item, str):
                if item.strip():
                    out.append(item.strip())
            elif isinstance(item, ToolBlock):
                if self.show_tools:
                    out.append(tool_line(item))
                    if item.child is not None:
                        out += ["    " + line for line in item.child.tool_lines()]
            elif item[0] == "strategy":
                out.append(f"[context {item[1]}]")
            else:
                out.append(f"[{item[1]}]")
        if self.status not in ("running", "end_turn"):
            out.append(f"[turn ended: {self.status}{': ' + self.error if self.error else ''}]")
        if self.session_id:
            out.append(f"[{self.where()}]")
        if self.meter.window:
            out.append(meter_text(self.meter))
        out.append(f"-- {self.footer_text()}")
        return "\n".join(out)

    def tool_lines(self) -> list[str]:
        return [tool_line(item) for item in self.items if isinstance(item, ToolBlock)]

    def __repr__(self) -> str:
        return self.to_text()

    # HTML --------------------------------------------------------------------------------
    def to_html(self, *, meter: bool = True) -> str:
        """The turn as HTML with inline styles; ``meter=False`` leaves out the meter (the cell
        shows it in an output of its own, the widget while the turn runs)."""
        body = [meter_html(self.meter)] if meter and self.meter.window else []
        body.append(self.body_html())
        waiting = self.awaiting  # the transcript ends at the call, the buttons right under it
        if self.status == "running":
            if not waiting:
                body.append(f"<div class='ctxmagic-running'{style('muted')}>…</div>")
        elif self.status != "end_turn":
            detail = f": {html.escape(self.error)}" if self.error else ""
            body.append(
                f"<div class='ctxmagic-status'{style('muted')}>turn ended: "
                f"{html.escape(self.status)}{detail}</div>"
            )
        return (
            f"<div class='ctxmagic-turn' data-session='{html.escape(self.session_id)}' "
            f"data-turn='{self.turn}' data-status='{html.escape(self.status)}'{style('turn')}>"
            + "".join(body)
            + (
                f"<div class='ctxmagic-where'{style('muted')}>{html.escape(self.where())}</div>"
                if self.session_id and not waiting
                else ""
            )
            + ("" if waiting else self.footer_html())
            + "</div>"
        )

    def body_html(self) -> str:
        """Text, tool blocks and notices, in order (a sub-agent's turn nests this)."""
        body: list[str] = []
        for item in self.items:
            if isinstance(item, str):
                if item.strip():
                    body.append(f"<div class='ctxmagic-text'>{_markdown.render(item)}</div>")
            elif isinstance(item, ToolBlock):
                if self.show_tools:
                    body.append(tool_html(item))
            elif item[0] == "strategy":
                body.append(
                    f"<details class='ctxmagic-strategy'{style('strategy')}><summary"
                    f"{style('summary')}><b>context</b> {html.escape(item[1])}</summary>"
                    f"{item[2]._repr_html_()}</details>"
                )
            else:
                body.append(
                    f"<div class='ctxmagic-notice'{style('muted')}>{html.escape(item[1])}</div>"
                )
        return "".join(body)

    def footer_html(self) -> str:
        """The figures in one line under the transcript (the bar is the meter's, at the top)."""
        f = self.footer_figures()
        est = (
            " <span title='computed by ctxmagic, not reported by a provider'>(estimated)</span>"
            if self.estimated
            else ""
        )
        return (
            f"<div class='ctxmagic-footer {NO_MATH}'{style('footer')}>"
            f"<span data-figure='context'>context <b>{f['context']:,}</b>"
            f"{' (estimate)' if f['streaming'] else ''} / {f['window']:,} "
            f"({f['percent']:.1f}%, {self.compact_note})</span> · {self.turn_label()}: "
            f"<span data-figure='cache_read'>cache read {f['cache_read']:,}</span> · "
            f"<span data-figure='cache_write'>cache write {f['cache_write']:,}</span> · "
            f"<span data-figure='uncached'>uncached {f['uncached']:,}</span> · "
            f"<span data-figure='output'>output {f['output']:,}</span>{est} · "
            f"<span data-figure='turn_cost'>turn ${f['turn_cost']:.4f}</span> · "
            + (
                f"<span data-figure='task_cost'>sub-agents ${f['task_cost']:.4f}</span> · "
                f"<span data-figure='kept_out' title='tokens the sub-agents read that this "
                f"context never carried'>kept {f['kept_out']:,} tokens out</span> · "
                if f["task_cost"] or f["kept_out"]
                else ""
            )
            + f"<span data-figure='session_cost'>session ${f['session_cost']:.4f}</span>"
            "</div>"
        )

    def _repr_html_(self) -> str:
        return self.to_html()


def _args(call: ToolCallPart) -> str:
    if call.name == "bash":
        return str(call.input.get("command", ""))
    return call_args(call.input)


SOURCE_CUTS = (
    "lines_omitted",
    "lines_truncated",
    "matches_omitted",
    "entries_omitted",
    "chars_cut",
    "lines_cut",
    "stdout_chars_cut",
    "stderr_chars_cut",
)


def _cut_note(result: ToolResultPart) -> str:
    """Who cut the output: the tool itself ("truncated at the source", with its counts), the
    truncate strategy ("cut by the truncate strategy", with what it left out), or both."""
    meta = result.metadata or {}
    if not meta.get("truncated"):
        return ""
    bits = [
        f"{k.replace('_', ' ')} {meta[k]:,}"
        for k in SOURCE_CUTS
        if isinstance(meta.get(k), int) and not isinstance(meta.get(k), bool) and meta.get(k)
    ]
    cap = meta.get("cap") if isinstance(meta.get("cap"), dict) else None
    # a result the strategy cut says whether the tool had too; an older record does not, and
    # then the tool's own counts tell
    at_source = cap is None or bool(cap.get("at_source", bits))
    notes = []
    if at_source:
        notes.append("truncated at the source" + (f" ({', '.join(bits)})" if bits else ""))
    if cap is not None:
        omitted = [
            count(n, unit)
            for n, unit in ((cap.get("lines_omitted"), "line"), (cap.get("bytes_omitted"), "byte"))
            if isinstance(n, int) and n
        ]
        notes.append(
            "cut by the truncate strategy" + (f" ({', '.join(omitted)} omitted)" if omitted else "")
        )
    return "; ".join(notes)


def not_run(result: ToolResultPart | None) -> str:
    """Why a call was not run ("" when it ran): the permission policy denied it, or the person
    asked refused it (or no one could be asked)."""
    meta = (result.metadata or {}) if result is not None else {}
    how = meta.get("permission")
    if how == "denied":
        return f"denied by the permission policy ({meta.get('reason', '')}), not run"
    if how == "refused":
        note = meta.get("note")
        return f"not allowed ({note}), not run" if note else "denied by you, not run"
    return ""


# a diff's lines on a tint of green or red that reads on light and dark themes
DIFF_TINT = {
    "+": "background:rgba(46,160,67,0.20)",
    "-": "background:rgba(248,81,73,0.20)",
    "@": "opacity:0.6",
}


def _diff(result: ToolResultPart) -> str:
    """The unified diff an edit tool left in its result's metadata ("" when none)."""
    diff = (result.metadata or {}).get("diff")
    return diff if isinstance(diff, str) and not result.is_error else ""


def diff_counts(diff: str) -> str:
    """``+2 -13``: the lines a diff adds and removes."""
    added = sum(1 for x in diff.splitlines() if x.startswith("+") and not x.startswith("+++"))
    removed = sum(1 for x in diff.splitlines() if x.startswith("-") and not x.startswith("---"))
    return f"+{added} -{removed}"


def diff_html(diff: str) -> str:
    """The diff as lines in a ``pre``, added ones green, removed ones red, hunks dimmed."""
    rows = []
    for line in diff.splitlines():
        tint = "" if line.startswith(("+++", "---")) else DIFF_TINT.get(line[:1], "")
        rows.append(f"<span style='display:block;{tint}'>{html.escape(line) or ' '}</span>")
    return f"<pre class='ctxmagic-diff'{style('pre')}>{''.join(rows)}</pre>"


def tool_line(block: ToolBlock) -> str:
    head = f"> {block.call.name}({_args(block.call)})"
    r = block.result
    if block.call.name == "task" and (block.child is not None or r is not None):
        return f"{head} -> {task_summary(block)}"
    if r is None:
        return head + (" ... waiting for your answer" if block.awaiting else " ...")
    lines = r.content.count("\n") + 1 if r.content else 0
    refused = not_run(r)
    if refused:
        return f"{head} -> {refused}"
    status = "error" if r.is_error else count(lines, "line")
    if _diff(r):  # an edit: what it changed, not the length of its one-line confirmation
        head = f"> {block.call.name}({block.call.input.get('path', '')})"
        status = f"{diff_counts(_diff(r))} lines"
    if block.permission:
        status = f"{block.permission}; {status}"
    note = _cut_note(r)
    return f"{head} -> {status}" + (f", {note}" if note else "")


def tool_summary(call: ToolCallPart) -> str:
    return f"<code>{html.escape(call.name)}</code> {html.escape(_args(call))}"


def tool_html(block: ToolBlock) -> str:
    call, r = block.call, block.result
    summary = tool_summary(call)
    if call.name == "task" and (block.child is not None or (r and task_outcome_of(block))):
        result = f"<pre{style('pre')}>{html.escape(r.content)}</pre>" if r is not None else ""
        return task_html(block, result)
    if r is None:
        waiting = (
            f" <span class='ctxmagic-awaiting'{style('badge')}>waiting for your answer ↓</span>"
            if block.awaiting
            else ""
        )
        return (
            f"<details class='ctxmagic-tool running'{style('tool')}><summary{style('summary')}>"
            f"{summary} …{waiting}</summary></details>"
        )
    refused = not_run(r)
    if refused:
        return (
            f"<details class='ctxmagic-tool' data-tool='{html.escape(call.name)}' "
            f"data-permission='{html.escape(str(r.metadata.get('permission')))}'{style('tool')}>"
            f"<summary{style('summary')}>{summary} <span class='ctxmagic-badge error'"
            f"{style('error')}>{html.escape(refused)}</span></summary>"
            f"<pre{style('pre')}>{html.escape(r.content)}</pre></details>"
        )
    lines = r.content.splitlines()
    shown = lines[:SHOW_RESULT_LINES]
    more = len(lines) - len(shown)
    badge = ""
    note = _cut_note(r)
    if note:
        badge = f" <span class='ctxmagic-badge'{style('badge')}>{html.escape(note)}</span>"
    if r.is_error:
        badge += f" <span class='ctxmagic-badge error'{style('error')}>error</span>"
    if block.permission:
        badge += (
            f" <span class='ctxmagic-badge permission' data-permission='asked'{style('badge')}>"
            f"{html.escape(block.permission)}</span>"
        )
    diff = _diff(r)
    if diff:  # an edit: its file and the diff, not its arguments (the diff holds them)
        path = html.escape(str(call.input.get("path", "")))
        return (
            f"<details class='ctxmagic-tool' data-tool='{html.escape(call.name)}'{style('tool')}>"
            f"<summary{style('summary')}><code>{html.escape(call.name)}</code> {path} → "
            f"{diff_counts(diff)} lines{badge}</summary>"
            f"<div class='ctxmagic-args'{style('args')}>{html.escape(r.content)}</div>"
            f"{diff_html(diff)}</details>"
        )
    tail = (
        f"<div class='ctxmagic-more'{style('muted')}>… {count(more, 'more line')} in this view; the model saw them all "
        "(<code>%ctx parts</code> lists every part)</div>"
        if more > 0
        else ""
    )
    return (
        f"<details class='ctxmagic-tool' data-tool='{html.escape(call.name)}'{style('tool')}>"
        f"<summary{style('summary')}>{summary} → {count(len(lines), 'line')}{badge}</summary>"
        f"<div class='ctxmagic-args'{style('args')}>"
        f"{html.escape(call_args(call.input))}</div>"
        f"<pre{style('pre')}>{html.escape(chr(10).join(shown))}</pre>{tail}</details>"
    )


# ---------------------------------------------------------------------------------------------
# A sub-agent's turn inside its parent's cell: nested in the task call's block, collapsed.
#
# The parent's ``TurnView`` hands every ``TaskEvent`` to the task call's block, which folds it into
# a ``TurnView`` of its own (the child's text, tool calls and meter); the block renders as a
# ``<details>`` whose summary says what the sub-agent did, what it cost and how many tokens it kept
# out of the parent's context, and whose body is the child's turn as it would show in a cell of
# its own.


def task_apply(view: TurnView, event: TaskEvent) -> None:
    """Fold a sub-agent's event into the block of the task call that runs it."""
    for item in reversed(view.items):
        if isinstance(item, ToolBlock) and item.call.id == event.call_id:
            if item.child is None:
                item.child = TurnView(threshold=view.threshold, show_tools=view.show_tools)
            item.child.apply(event.event)
            return


def task_outcome_of(block: ToolBlock) -> TaskOutcome | None:
    return task_outcome(block.result) if block.result is not None else None


def _task_calls(child: TurnView | None) -> int:
    return sum(1 for item in child.items if isinstance(item, ToolBlock)) if child else 0


def task_summary(block: ToolBlock) -> str:
    """One line: what the sub-agent did and what it cost (``> task(...) -> ...`` in text)."""
    done = task_outcome_of(block)
    calls = _task_calls(block.child)
    if done is None:
        running = f"{count(calls, 'tool call')} so far" if block.child is not None else "starting"
        return f"sub-agent running: {running}"
    did = f"{count(calls, 'tool call')} in " if block.child is not None else ""
    bits = [
        f"{did}{count(done.steps, 'request')}",
        f"${done.cost:.4f}",
        f"kept {done.kept_out:,} tokens out of this context",
    ]
    state = "" if done.reason == "end_turn" else f" ({done.reason})"
    return f"sub-agent {done.session_id}{state}: " + ", ".join(bits)


def task_html(block: ToolBlock, result_html: str) -> str:
    """The task call's block: a summary line, then (collapsed) the sub-agent's own turn."""
    done = task_outcome_of(block)
    child = block.child
    session = done.session_id if done else ""
    inner = (
        child.body_html() + ("" if child.awaiting else child.footer_html())
        if child is not None
        else ""
    )
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
        f"{style('tool')}><summary{style('summary')}>{tool_summary(block.call)} → {html.escape(task_summary(block))}{badge}</summary>"
        f"{nested}{result_html}</details>"
    )


def child_lines(event: TaskEvent) -> list[str]:
    """Lines a terminal prints for a sub-agent's event: its tool calls, indented."""
    inner: Any = event.event
    if isinstance(inner, ToolFinished):
        return ["    " + tool_line(ToolBlock(inner.call, inner.result))]
    return []


def task_figures(view: TurnView) -> tuple[float, int]:
    """What this turn's sub-agents cost and kept out of its context, from the finished blocks."""
    cost, kept = 0.0, 0
    for item in view.items:
        if isinstance(item, ToolBlock) and (done := task_outcome_of(item)) is not None:
            cost += done.cost
            kept += done.kept_out
    return cost, kept
