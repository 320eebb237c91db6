"""The objects ``%ctx`` returns: a session status card and tables of sessions, parts, requests,
settings and models. Each is data first; rendering is the table's job."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ..context.strategy import StrategyReport, sendable
from ..messages.parts import (
    CompactionPart,
    FinishPart,
    ImagePart,
    Message,
    ReasoningPart,
    ServerCompactionPart,
    StepUsagePart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    is_turn_start,
)
from ..model.cachemiss import MissReport
from ..model.catalog import Catalog
from ..model.request import AppliedEdit, Prepared
from ..model.tokens import TokenCounter
from ..store.database import RequestRecord, Session
from .tables import Table
from .words import call_args, count


def _when(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000).strftime("%Y-%m-%d %H:%M:%S") if ms else ""


@dataclass
class Status:
    session: Session | None
    provider: str
    model: str
    window: int
    threshold: float
    db_path: str
    workspace: str
    extra: list[tuple[str, str]] = field(default_factory=list)  # bash sandbox, permissions
    window_source: str = ""  # where the window comes from (the session's, a setting, the model)
    # the context by source, the compactions, re-reading and the next request (sources.py)
    context_rows: list[tuple[str, str]] = field(default_factory=list)

    def rows(self) -> list[tuple[str, str]]:
        s = self.session
        rows = [
            (
                "session",
                f"{s.id} ({s.title or 'untitled'})"
                if s
                else "none yet (the next %%agent cell starts one)",
            ),
            ("provider / model", f"{self.provider} / {self.model}"),
            (
                "context window",
                f"{self.window:,} tokens"
                + (f": {self.window_source}" if self.window_source else ""),
            ),
        ]
        if s:
            pct = 100 * s.context_tokens / self.window if self.window else 0
            rows += [
                (
                    "context",
                    f"{s.context_tokens:,} / {self.window:,} tokens ({pct:.1f}%), "
                    + (
                        f"auto-compact at {self.threshold:.0%}"
                        if self.threshold
                        else "no auto-compact"
                    ),
                ),
                ("messages / requests", f"{s.message_count:,} / {s.request_count:,}"),
                (
                    "tokens so far",
                    f"uncached input {s.total_input_tokens:,}, cache read {s.total_cache_read_tokens:,}, "
                    f"cache write {s.total_cache_write_tokens:,}, output {s.total_output_tokens:,}",
                ),
                ("cost so far", f"${s.cost:.4f}"),
                ("summary message", s.summary_message_id or "none (no compaction yet)"),
                *self.context_rows,
            ]
        rows += [("workspace", self.workspace), ("database", self.db_path), *self.extra]
        return rows

    def __repr__(self) -> str:
        width = max(len(k) for k, _ in self.rows())
        return "\n".join(f"{k.ljust(width)}  {v}" for k, v in self.rows())

    def _repr_html_(self) -> str:
        body = "".join(
            f"<tr><th style='text-align:left'>{html.escape(k)}</th><td style='text-align:left'>{html.escape(v)}</td></tr>"
            for k, v in self.rows()
        )
        return f"<table class='ctxmagic-status'>{body}</table>"


def session_tree(sessions: list[Session]) -> list[tuple[int, Session]]:
    """Sessions in their given order, each followed by its sub-agents (depth first)."""
    ids = {s.id for s in sessions}
    children: dict[str, list[Session]] = {}
    for s in sessions:
        if s.parent_session_id in ids:
            children.setdefault(s.parent_session_id, []).append(s)
    out: list[tuple[int, Session]] = []

    def walk(session: Session, depth: int) -> None:
        out.append((depth, session))
        for child in sorted(children.get(session.id, []), key=lambda c: (c.created_at, c.id)):
            walk(child, depth + 1)

    for s in sessions:
        if s.parent_session_id not in ids:
            walk(s, 0)
    return out


def sessions_table(sessions: list[Session], current: str | None = None) -> Table:
    rows = [
        [
            ("* " if s.id == current else "") + ("  " * (depth - 1) + "└ " if depth else "") + s.id,
            s.title,
            s.model,
            s.message_count,
            s.context_tokens,
            s.request_count,
            round(s.cost, 6),
            _when(s.updated_at),
        ]
        for depth, s in session_tree(sessions)
    ]
    return Table(
        ["id", "title", "model", "messages", "context", "requests", "cost $", "updated"],
        rows,
        title=count(len(sessions), "session"),
        caption="* the current session; `%ctx resume ID` switches (a unique prefix of the id is "
        "enough). └ a task sub-agent (ses_task_...) or a fork, under its parent; a session's "
        "cost includes its task sub-agents'",
    )


def _part_row(part: Any) -> tuple[str, str, str]:
    """(type, tool, state) of a part."""
    if isinstance(part, ToolCallPart):
        return "tool_call", part.name, "live"
    if isinstance(part, ToolResultPart):
        meta = part.metadata or {}
        if part.pruned_at is not None:
            state = "pruned"
        elif meta.get("interrupted"):
            state = "interrupted"
        elif meta.get("truncated"):
            state = "truncated"
        else:
            state = "live"
        return "tool_result", part.name, state
    return part.type, "", "live"


def message_names(messages: list[Message]) -> dict[str, str]:
    """A name a reader can follow for each message: ``t3.2`` is turn 3's second message (the
    prompt is ``t3.1``), a compaction summary is ``summary``; ids stay in the database."""
    names: dict[str, str] = {}
    turn = k = 0
    for m in messages:
        if m.is_summary:
            names[m.id] = "summary"
            continue
        if is_turn_start(m):
            turn, k = turn + 1, 0
        k += 1
        names[m.id] = f"t{turn}.{k}"
    return names


NAMES_NOTE = "message: t3.2 = turn 3's second message (t3.1 is its prompt)"


def _namer(names: dict[str, str] | None, messages: list[Message]) -> dict[str, str]:
    """``names`` when the caller knows the whole session, else positions in ``messages``."""
    if names is not None:
        return names
    return {m.id: "summary" if m.is_summary else f"#{i}" for i, m in enumerate(messages, 1)}


def part_preview(part: Any) -> str:
    if isinstance(part, (TextPart, ReasoningPart)):
        return part.text
    if isinstance(part, ToolCallPart):
        return call_args(part.input)
    if isinstance(part, ToolResultPart):
        return part.visible_content
    if isinstance(part, FinishPart):
        return part.reason
    if isinstance(part, StepUsagePart):
        return f"{part.context_tokens:,} tokens of context, ${part.cost:.4f}"
    if isinstance(part, CompactionPart):
        return f"{'auto' if part.auto else 'manual'} compaction of {count(len(part.replaced_message_ids), 'message')}"
    if isinstance(part, ServerCompactionPart):
        return part.summary or f"[{part.provider}'s encrypted compaction]"
    if isinstance(part, ImagePart):
        return part.media_type
    return ""


def parts_table(
    prepared: Prepared,
    counter: TokenCounter,
    *,
    history: list[Message] | None = None,
    in_history: set[str] | None = None,
    cached: int = 0,
    replayed: bool = False,
    total: int | None = None,
    context: int | None = None,
    names: dict[str, str] | None = None,
    server_edits: list[Any] | None = None,
) -> Table:
    """One row per position of the next request: system blocks, tool definitions, then messages.

    ``cached`` is how many leading positions the request shares with the previous one (what a
    prefix cache can serve). With ``history`` (every stored message), parts the request does not
    carry are listed too, with the reason: summarised (before the summary point), dropped (by
    the window strategy) or replayed (folded into one transcript message). ``total`` is the
    agent's count of the whole request (the rows plus each message's framing; default: the
    rows' sum); ``context`` the session's context tokens (``Session.context_tokens``), shown
    beside it so the two figures are never confused. ``names`` (from ``message_names`` of the
    whole session) names the messages. ``server_edits`` (``Preview.server_edits``) are what the
    provider's server is expected to clear (provider-side strategies): those rows read
    ``cleared (server)``; the session keeps them as they are.
    """
    cleared = {i for e in server_edits or () for i in e.cleared}
    rows: list[list[Any]] = []
    classes: list[str] = []
    pos = 0

    def add(row: list[Any], state: str) -> None:
        nonlocal pos
        rows.append([pos, *row[:5], state, pos < cached, row[5]])
        classes.append(state)
        pos += 1

    for block in prepared.system:
        add(["", "system", "system", block.source, counter.text(block.text), block.text], "live")
    tool_names = ", ".join(t["name"] for t in prepared.tools)
    add(
        [
            "",
            "system",
            "tool_definitions",
            count(len(prepared.tools), "tool"),
            counter.tools(prepared.tools),
            tool_names,
        ],
        "live",
    )
    sent = {m.id: m for m in prepared.messages}
    messages = history if history is not None else prepared.messages
    if history is not None:  # the request's own messages that are not stored (a replay transcript)
        stored = {m.id for m in history}
        messages = [*messages, *(m for m in prepared.messages if m.id not in stored)]
    named = _namer(names, messages)
    for message in messages:
        shown = sent.get(message.id)
        for part in (shown or message).parts:
            if not sendable(part):
                continue  # bookkeeping, never sent to a model
            kind, tool, state = _part_row(part)
            row = [
                named.get(message.id, "transcript"),
                (shown or message).role,
                kind,
                tool,
                counter.part(part),
                part_preview(part),
            ]
            if shown is None:
                if replayed:
                    state = "replayed"
                elif in_history is not None and message.id not in in_history:
                    state = "summarised"
                else:
                    state = "dropped"
                rows.append([None, *row[:5], state, False, row[5]])
                classes.append(state)
                continue
            if shown.is_summary:
                state = "summary"
            elif cleared and (
                (isinstance(part, ToolResultPart) and part.tool_call_id in cleared)
                or (isinstance(part, ReasoningPart) and shown.id in cleared)
            ):
                state = "cleared (server)"
            elif isinstance(part, ServerCompactionPart):
                state = "server compaction"
            add(row, state)
    listed = sum(r[5] for r in rows if r[0] is not None)
    total = listed if total is None else total
    framing = (
        f"; the title's total adds {total - listed:,} tokens of per-message framing"
        if total != listed
        else ""
    )
    return Table(
        ["pos", "message", "role", "type", "tool", "tokens", "state", "cached", "preview"],
        rows,
        title=f"next request (before your prompt): {count(pos, 'position')}, {total:,} tokens "
        "by ctxmagic's count"
        + (" (estimated)" if counter.estimated else "")
        # one total in the title; the meter's figure, counted otherwise, goes in the caption
        + f"; the first {cached} shared with the previous request",
        caption=f"{NAMES_NOTE if names is not None else 'message: #3 = the third message'}. "
        f"tokens: ctxmagic's count of each part{framing}. {context_note(total, context)}"
        "state: live = sent as stored; truncated = cut by a tool's limit or the output cap; "
        "pruned = the model sees a placeholder; summary = the compaction summary; cleared "
        "(server) = the provider's context editing will clear it (the session keeps it); server "
        "compaction = the provider's summary, sent back as it came; summarised / "
        "dropped / replayed = not sent as such. cached = in the prefix the previous request shared "
        "(a prefix cache can serve it)",
        row_classes=classes,
    )


def context_note(total: int, context: int | None) -> str:
    """How the parts' total relates to the session's context, the one figure the meter,
    ``%ctx status`` and ``%ctx context`` show: the provider's count, not ctxmagic's."""
    if context is None:
        return ""
    if context == total:
        return f"The session's context, the meter's figure, is {context:,} tokens too. "
    gap = total - context
    return (
        f"The session's context, the meter's figure, is {context:,} tokens: the provider's count "
        f"of the last request and its output (after a compaction, ctxmagic's count of what is "
        f"left); ctxmagic's own count of this request is {abs(gap):,} "
        f"{'more' if gap > 0 else 'fewer'} (a different counter, and what the strategies change "
        "before a request is sent). "
    )


def requests_table(records: list[RequestRecord]) -> Table:
    """One row per request; whether counts are estimated is said once in the title unless it
    varies (the column stays in ``records()`` and ``to_pandas()``)."""
    mixed = len({bool(r.estimated) for r in records}) > 1
    rows = [
        [
            r.turn,
            r.step,
            r.model,
            r.usage.input,
            r.usage.cache_read,
            r.usage.cache_write,
            r.usage.output,
            r.context_tokens,
            round(r.cost, 6),
            r.latency_ms,
            r.finish_reason or "",
            bool(r.estimated),
            r.kind,
            _miss_text(r),
            server_note(r.server),
        ]
        for r in records
    ]
    note = ""
    if records and not mixed and records[0].estimated:
        note = " (token counts estimated by ctxmagic, not reported by a provider)"
    return Table(
        [
            "turn",
            "step",
            "model",
            "uncached",
            "cache read",
            "cache write",
            "output",
            "context",
            "cost $",
            "ms",
            "finish",
            "estimated",
            "kind",
            "cache miss reason",
            "server",
        ],
        rows,
        title=f"{count(len(records), 'request')}{note}",
        caption="cache miss reason: why each prompt token not read from cache was not "
        "(docs/strategies.md#why-did-this-request-miss-the-cache); where a provider's figures "
        "differ from the simulator's, both are shown",
        hidden=(() if mixed else ("estimated",))
        + (() if any(r.server for r in records) else ("server",)),
        max_cell=160,
    )


def _miss_text(record: RequestRecord) -> str:
    report = MissReport.from_dict(record.cache_miss)
    return report.text if report is not None else ""


def server_note(server: dict[str, Any] | None) -> str:
    """What the provider's server did to a request's context, in a few words."""
    edits = (server or {}).get("applied_edits") or []
    return "; ".join(AppliedEdit.from_dict(e).describe() for e in edits if isinstance(e, dict))


def config_table(values: list[tuple[str, Any, str]]) -> Table:
    return Table(
        ["setting", "value", "help"],
        [list(v) for v in values],
        title="CtxMagic settings",
        max_cell=100,
    )


def models_table(catalog: Catalog) -> Table:
    rows = [
        [
            m.id,
            m.provider,
            m.context_window,
            m.max_output,
            m.price_input,
            m.price_output,
            m.price_cache_read,
            m.price_cache_write_5m,
            m.min_cache_tokens,
            m.notes[:40],
        ]
        for m in sorted(catalog.models.values(), key=lambda m: (m.provider, m.id))
    ]
    return Table(
        [
            "model",
            "provider",
            "window",
            "max out",
            "$ in/M",
            "$ out/M",
            "$ cache read/M",
            "$ cache write/M",
            "min cache",
            "notes",
        ],
        rows,
        title=count(len(rows), "model"),
        caption="prices in US dollars per million tokens; sources in ctxmagic/data/models.toml",
    )


def presets_table(presets: list[Any]) -> Table:
    """``%ctx strategy presets``: each preset, who runs it, its strategies and what it does."""
    rows = [
        [
            p.name,
            p.agent,
            "+".join(p.strategies) or "append",
            p.description,
            "; ".join(p.uncertain) and "yes",
        ]
        for p in presets
    ]
    return Table(
        ["preset", "agent", "strategies", "what it does", "community figures"],
        rows,
        title=f"{count(len(rows), 'preset')}: %ctx strategy preset NAME applies one",
        caption="rules and sources: docs/strategies.md; figures read from community analyses "
        "rather than the agent's own source are parameters you can change",
        max_cell=400,
    )


def strategy_table(
    report: StrategyReport,
    offset: int = 0,
    counter: TokenCounter | None = None,
    names: dict[str, str] | None = None,
) -> Table:
    """Before/after of one strategy run: every changed part, and how many were left alone.

    Positions are request positions (``offset`` = system blocks + the tool definitions row), so
    they line up with ``%ctx parts`` and with ``first_invalidated``.
    """
    changed = {(c.message_id, c.index): c for c in report.changes}
    rows: list[list[Any]] = []
    classes: list[str] = []
    kept = 0
    pos = 0
    named = _namer(names, report.before)
    for message in report.before:
        for index, part in enumerate(message.parts):
            if not sendable(part):
                continue
            c = changed.get((message.id, index))
            if c is None:
                kept += 1
            else:
                rows.append(
                    [
                        offset + pos,
                        named.get(message.id, ""),
                        message.role,
                        part.type,
                        c.tool,
                        c.tokens_before,
                        c.action,
                        c.tokens_after,
                        part_preview(part),
                    ]
                )
                classes.append(c.action)
            pos += 1
    caption = report.summary_line(offset)
    if kept:
        caption += f" | {kept} other parts kept as they were"
    for created in report.created:
        tokens = counter.message(created) if counter else None
        rows.append([None, "summary", "user", "summary", "", 0, "created", tokens, created.text])
        classes.append("summary")
    return Table(
        [
            "pos",
            "message",
            "role",
            "type",
            "tool",
            "tokens before",
            "action",
            "tokens after",
            "preview",
        ],
        rows,
        title=f"{report.strategy}: before -> after",
        caption=caption,
        row_classes=classes,
    )
