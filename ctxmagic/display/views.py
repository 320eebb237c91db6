"""The objects ``%ctx`` returns: a session status card and tables of sessions, parts, requests,
settings and models. Each is data first; rendering is the table's job."""

from __future__ import annotations

import html
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..catalog import Catalog
from ..context.assemble import Prepared
from ..parts import (
    CompactionPart,
    FinishPart,
    ImagePart,
    Message,
    ReasoningPart,
    StepUsagePart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from ..store import RequestRecord, Session
from ..tokens import TokenCounter
from .tables import Table


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
        ]
        if s:
            pct = 100 * s.context_tokens / self.window if self.window else 0
            rows += [
                (
                    "context",
                    f"{s.context_tokens:,} / {self.window:,} tokens ({pct:.1f}%), auto-compact at {self.threshold:.0%}",
                ),
                ("messages / requests", f"{s.message_count:,} / {s.request_count:,}"),
                (
                    "tokens so far",
                    f"uncached input {s.total_input_tokens:,}, cache read {s.total_cache_read_tokens:,}, "
                    f"cache write {s.total_cache_write_tokens:,}, output {s.total_output_tokens:,}",
                ),
                ("cost so far", f"${s.cost:.4f}"),
                ("summary message", s.summary_message_id or "none (no compaction yet)"),
            ]
        rows += [("workspace", self.workspace), ("database", self.db_path)]
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


def sessions_table(sessions: list[Session], current: str | None = None) -> Table:
    rows = [
        [
            ("* " if s.id == current else "") + s.id,
            s.title,
            s.model,
            s.message_count,
            s.context_tokens,
            s.request_count,
            round(s.cost, 6),
            _when(s.updated_at),
        ]
        for s in sessions
    ]
    return Table(
        ["id", "title", "model", "messages", "context", "requests", "cost $", "updated"],
        rows,
        title=f"{len(sessions)} sessions",
        caption="* the current session; `%ctx resume ID` switches (a unique prefix of the id is enough)",
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


def part_preview(part: Any) -> str:
    if isinstance(part, (TextPart, ReasoningPart)):
        return part.text
    if isinstance(part, ToolCallPart):
        return ", ".join(f"{k}={v!r}" for k, v in part.input.items())
    if isinstance(part, ToolResultPart):
        return part.visible_content
    if isinstance(part, FinishPart):
        return part.reason
    if isinstance(part, StepUsagePart):
        return f"{part.context_tokens:,} tokens of context, ${part.cost:.4f}"
    if isinstance(part, CompactionPart):
        return f"{'auto' if part.auto else 'manual'} compaction of {len(part.replaced_message_ids)} messages"
    if isinstance(part, ImagePart):
        return part.media_type
    return ""


def parts_table(
    prepared: Prepared,
    counter: TokenCounter,
    *,
    history: list[Message] | None = None,
) -> Table:
    """One row per part of the next request: system blocks, tool definitions, then messages.

    With ``history`` (every stored message), parts not in the next request are listed too, with
    the state that explains why (summarised, dropped).
    """
    rows: list[list[Any]] = []
    classes: list[str] = []
    pos = 0
    for block in prepared.system:
        rows.append(
            [
                pos,
                "",
                "system",
                "system",
                block.source,
                counter.text(block.text),
                "live",
                block.text,
            ]
        )
        classes.append("")
        pos += 1
    tool_tokens = counter.tools(prepared.tools)
    rows.append(
        [
            pos,
            "",
            "system",
            "tool_definitions",
            f"{len(prepared.tools)} tools",
            tool_tokens,
            "live",
            ", ".join(t["name"] for t in prepared.tools),
        ]
    )
    classes.append("")
    pos += 1
    sent = {m.id: m for m in prepared.messages}
    messages = history if history is not None else prepared.messages
    for message in messages:
        in_request = message.id in sent
        shown = sent.get(message.id, message)
        for part in shown.parts:
            if isinstance(part, (FinishPart, StepUsagePart)):
                continue  # bookkeeping, never sent to a model
            kind, tool, state = _part_row(part)
            if not in_request:
                state = "summarised" if history is not None else state
            elif shown.is_summary:
                state = "summary"
            rows.append(
                [
                    pos if in_request else None,
                    message.id[-8:],
                    shown.role,
                    kind,
                    tool,
                    counter.part(part) if in_request else counter.part(part),
                    state,
                    part_preview(part),
                ]
            )
            classes.append(state)
            if in_request:
                pos += 1
    total = sum(r[5] for r in rows if r[0] is not None)
    return Table(
        ["pos", "message", "role", "type", "tool", "tokens", "state", "preview"],
        rows,
        title=f"next request: {pos} parts, {total:,} tokens"
        + (" (estimated)" if counter.estimated else ""),
        caption="state: live = sent as stored; truncated = cut at the source by the tool's limit; "
        "pruned = the model sees a placeholder; summarised = replaced by the summary",
        row_classes=classes,
    )


def requests_table(records: list[RequestRecord]) -> Table:
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
        ]
        for r in records
    ]
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
        ],
        rows,
        title=f"{len(records)} requests",
    )


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
        title=f"{len(rows)} models",
        caption="prices in US dollars per million tokens; sources in ctxmagic/data/models.toml",
    )
