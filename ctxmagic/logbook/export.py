"""A stored session written out as a notebook: one ``%%agent`` cell per user turn.

Each turn's cell carries what the live cell would have shown (the transcript with its tool calls,
the meter's footer, a table of the parts a strategy changed during the turn) and, in its output
metadata, the turn's ``CellRecord``. A compaction made by hand (``%ctx compact``) between turns is
a ``%ctx compact`` cell of its own. ``import_notebook`` reads the records back.
"""

from __future__ import annotations

import os
import re
from datetime import datetime, timezone
from importlib.metadata import version
from pathlib import Path
from typing import Any

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from ..context.composition import Composition
from ..context.policy import Policy
from ..display.meter import MeterState, turn_meter
from ..display.meter_static import meter_html, meter_text
from ..display.tables import Table
from ..display.transcript import ToolBlock, TurnView
from ..display.views import message_names, part_preview
from ..display.words import count
from ..errors import ConfigError
from ..messages.parts import CompactionPart, Message, ToolResultPart, is_turn_start
from ..model.tokens import TokenCounter
from ..model.usage import Usage
from ..store.database import RequestRecord, Session, Store
from .record import CellRecord, redact, subagent_records

TURN_STATUSES = ("end_turn", "step_limit", "max_tokens", "error", "interrupted")


def session_records(store: Store, session_id: str) -> list[CellRecord]:
    """The session cut into cells: a new cell at every user turn and at every compaction made
    by hand; every request goes with the cell of the message it produced (a summary's request
    with the summary that follows it)."""
    session = store.get_session(session_id)
    groups: list[list[Message]] = []
    for message in store.messages(session.id):
        if not groups or is_turn_start(message) or _manual_summary(message):
            groups.append([])
        groups[-1].append(message)
    requests: list[list[RequestRecord]] = [[] for _ in groups]
    where = {m.id: i for i, group in enumerate(groups) for m in group}
    for record in store.requests(session.id):
        index = where.get(record.message_id or "")
        if index is None:
            later = [
                i for i, g in enumerate(groups) for m in g if m.created_at >= record.started_at
            ]
            index = later[0] if later else len(groups) - 1
        if groups:
            requests[index].append(record)
    records, after, turn = [], None, 0
    keyed: tuple[str, list[str]] | None = None  # the last request with keys so far
    for group, sent in zip(groups, requests, strict=True):
        kind = "compact" if _manual_summary(group[0]) else "turn"
        turn += sum(1 for m in group if is_turn_start(m))
        records.append(
            CellRecord(
                kind=kind,
                session=session,
                turn=turn,
                status="compacted" if kind == "compact" else _status(group),
                after=after,
                messages=group,
                requests=sent,
                subagents=subagent_records(store, session.id, group),
                keys_base=keyed,
            )
        )
        after = group[-1].id
        keyed = next(
            ((r.id, r.part_keys) for r in reversed(sent) if r.part_keys is not None), keyed
        )
    return records


def export_session(store: Store, session_id: str) -> nbformat.NotebookNode:
    """The notebook of a stored session (nothing is written; ``write_export`` saves it)."""
    session = store.get_session(session_id)
    records = session_records(store, session.id)
    if not records:
        raise ConfigError(
            f"session {session.id} has no turns yet, so there is nothing to export; run an "
            "%%agent cell first"
        )
    everything = [m for r in records for m in r.messages]
    names = message_names(everything)  # once: each cell's tables name messages from it
    counter = TokenCounter()
    turns = sum(1 for r in records if r.kind == "turn")
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    origin = (
        f" It was forked from session `{session.parent_session_id}`."
        if session.parent_session_id
        else ""
    )
    cells = [
        new_markdown_cell(
            redact(
                f"# {session.title or 'Untitled session'}\n\n"
                f"Session `{session.id}` ({session.provider} / {session.model}), exported by "
                f"ctxmagic {version('ctxmagic')} on {when}: {count(turns, 'turn')}, "
                f"{count(session.request_count, 'request')}, ${session.cost:.4f}.{origin}\n\n"
                "Each `%%agent` cell below is one user turn as it ran, with its tool calls and "
                "the meter; its output's metadata holds the turn's messages, parts and requests. "
                "`%ctx import` on this file (or `python -m ctxmagic import`) rebuilds the session "
                "in a database. Running the cells again starts new turns in the current session."
            )
        ),
        new_code_cell("%load_ext ctxmagic"),
    ]
    cost = 0.0
    bounds = [r.messages[0].created_at for r in records[1:]] + [None]
    sent: list[RequestRecord] = []  # the requests of the cells before this one
    folded = MeterState(window=0)  # ``sent`` folded into a meter, one cell at a time
    pending: str | None = None  # why the context dropped, when ``sent`` ends in a summary
    for record, until in zip(records, bounds, strict=True):
        cost += sum(r.cost for r in record.requests)
        if record.kind == "compact":
            table = changes_table(record.messages, everything, None, None, counter, names)
            cell = new_code_cell("%ctx compact")
            cell.outputs = [_output(table._repr_html_(), str(table), {"record": record.to_dict()})]
        else:
            view = turn_view(record, everything, until, counter, session_cost=cost, names=names)
            view.meter = turn_meter(
                sent,
                record.requests,
                window=view.context_window or session_window(sent + record.requests),
                threshold=view.threshold,
                number=record.turn,
                session_cost=cost,
                status=record.status,
                after=view.context_tokens,
                after_sources=next(
                    (
                        Composition.from_json(p.composition)
                        for m in record.messages
                        for p in m.parts
                        if isinstance(p, CompactionPart)
                    ),
                    None,
                ),
                folded=folded,
            )
            prompt = next((m.text for m in record.messages if is_turn_start(m)), "")
            cell = new_code_cell(redact(f"%%agent\n{prompt}"))
            meta = {**view.metadata()["ctxmagic"], "record": record.to_dict()}
            # as the live cell shows it: the meter's static form, then the transcript
            cell.outputs = [
                _output(meter_html(view.meter), meter_text(view.meter), None),
                _output(view.to_html(meter=False), view.to_text(), meta),
            ]
        sent += record.requests
        pending = folded.fold(record.requests, pending)
        cells.append(cell)
    return new_notebook(
        cells=cells,
        metadata={
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
            "ctxmagic": {"exported_session": session.id, "version": version("ctxmagic")},
        },
    )


def file_name(session_id: str) -> str:
    """A notebook's file name made from a session id: an id is data (an imported notebook may
    name its session ``../x``, ``~/x`` or ``/etc/x``), so every character but letters, digits,
    ``-`` and ``_`` becomes ``_``, and the name stays in the folder it is written to."""
    safe = re.sub(r"[^A-Za-z0-9_-]", "_", session_id)[:120].strip("_") or "session"
    return f"{safe}.ipynb"


def write_export(
    store: Store, session_id: str, path: str | Path | None = None, *, force: bool = False
) -> tuple[Path, nbformat.NotebookNode]:
    """Export ``session_id`` to ``path``: a notebook file, or a folder (an existing one, or a
    path ending in ``/``) to write ``<session id>.ipynb`` in (default: the current folder; the
    name made safe by ``file_name``). An existing file is kept unless ``force``."""
    session = store.get_session(session_id)
    given = Path(path).expanduser() if path else None
    if given is None or given.is_dir() or str(path).endswith(("/", os.sep)):
        target = (given or Path()) / file_name(session.id)
    else:
        target = given
    if target.suffix != ".ipynb":
        raise ConfigError(f"{target} does not end in .ipynb; give a notebook path")
    if target.exists() and not force:
        raise ConfigError(f"{target} exists; give another path, or --force to overwrite it")
    notebook = export_session(store, session.id)
    target.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook, str(target))
    return target, notebook


# The turn as the cell showed it -------------------------------------------------------------
def turn_view(
    record: CellRecord,
    everything: list[Message],
    until: int | None,
    counter: TokenCounter,
    *,
    session_cost: float,
    names: dict[str, str] | None = None,
) -> TurnView:
    """The transcript of a recorded turn, rebuilt from its messages and requests (``names``:
    ``message_names(everything)``, when the caller has it)."""
    names = message_names(everything) if names is None else names
    session = record.session
    view = TurnView(threshold=_threshold(session), show_tools=True)
    view.session_id, view.session_title, view.turn = session.id, session.title, record.turn
    view.status = record.status
    view.message_ids = [m.id for m in record.messages]
    start = record.messages[0].created_at
    pruned = changes_table([], everything, start, until, counter, names)
    if pruned is not None:
        view.items.append(("strategy", pruned.caption, pruned))
    blocks: dict[str, ToolBlock] = {}
    for message in record.messages:
        if message.is_summary:
            table = changes_table([message], everything, None, None, counter, names)
            view.items.append(("strategy", table.caption, table))
        elif message.role == "assistant":
            if message.text:
                view.items.append(message.text)
            for call in message.tool_calls:
                blocks[call.id] = ToolBlock(call)
                view.items.append(blocks[call.id])
        elif message.role == "tool":
            for result in message.tool_results:
                if result.tool_call_id in blocks:
                    blocks[result.tool_call_id].result = result
    truncated = [p for m in record.messages for p in m.tool_results if _cut(p)]
    if truncated:
        table = _table(
            "truncate: before -> after",
            [
                _row(m, p, "truncated", counter, names)
                for m in record.messages
                for p in m.parts
                if _cut(p)
            ],
            f"truncate: {len(truncated)} tool outputs cut to the cap; the full outputs are "
            "in the files the results name",
        )
        view.items.append(("strategy", table.caption, table))
    # the turn's own requests, as the live cell summed them (a summary's or a title's are not)
    steps = [r for r in record.requests if r.kind == "turn"]
    view.turn_usage = sum((r.usage for r in steps), Usage())
    view.turn_cost = sum(r.cost for r in steps)
    view.session_cost = session_cost
    if steps:
        view.context_tokens = steps[-1].context_tokens
        view.context_window = steps[-1].context_window
        view.model = steps[-1].model
    last = next((m for m in reversed(record.messages) if m.role == "assistant"), None)
    mark = next((p for p in last.parts if isinstance(p, CompactionPart)), None) if last else None
    if mark is not None and mark.context_tokens:  # the turn ended with a compaction
        view.context_tokens = mark.context_tokens
    view.estimated = any(r.estimated for r in record.requests)
    return view


def changes_table(
    summaries: list[Message],
    everything: list[Message],
    pruned_from: int | None,
    pruned_until: int | None,
    counter: TokenCounter,
    names: dict[str, str] | None = None,
) -> Table | None:
    """The parts a strategy changed: what the given summaries replaced (and the summaries), or
    the tool outputs pruned between two times (None when there are none)."""
    names = message_names(everything) if names is None else names
    if summaries:
        by_id = {m.id: m for m in everything}
        summary = summaries[0]
        mark = next(p for p in summary.parts if isinstance(p, CompactionPart))
        replaced = [by_id[i] for i in mark.replaced_message_ids if i in by_id]
        rows = [
            _row(m, p, "summarised", counter, names) for m in replaced for p in m.parts if _shown(p)
        ]
        rows.append(["summary", "user", "summary", "", counter.message(summary), "created", ""])
        rows[-1][-1] = part_preview(summary.parts[0])
        how = "overflow" if mark.overflow else "auto" if mark.auto else "manual"
        return _table(
            "summarize: before -> after",
            rows,
            f"summarize ({how}): {count(len(replaced), 'message')} ({mark.tokens_before:,} tokens) "
            f"replaced by a summary of {counter.message(summary):,} tokens"
            + (f"; {mark.note}" if mark.note else ""),
            classes=["summarised"] * (len(rows) - 1) + ["summary"],
        )
    if pruned_from is None:
        return None
    rows = [
        _row(m, p, "pruned", counter, names)
        for m in everything
        for p in m.tool_results
        if p.pruned_at is not None
        and p.pruned_at >= pruned_from
        and (pruned_until is None or p.pruned_at < pruned_until)
    ]
    if not rows:
        return None
    freed = sum(r[4] for r in rows)
    return _table(
        "prune: before -> after",
        rows,
        f"prune: {count(len(rows), 'old tool output')} cleared ({freed:,} tokens); the model sees "
        "a placeholder, the database keeps them",
    )


def _table(title: str, rows: list[list[Any]], caption: str, classes: list[str] | None = None):
    return Table(
        ["message", "role", "type", "tool", "tokens", "action", "preview"],
        rows,
        title=title,
        caption=caption,
        row_classes=classes or [r[5] for r in rows],
    )


def _row(
    message: Message,
    part: Any,
    action: str,
    counter: TokenCounter,
    names: dict[str, str] | None = None,
) -> list[Any]:
    """A part as it was before the strategy acted (a pruned output's own tokens, not the
    placeholder's)."""
    tool = getattr(part, "name", "") if part.type in ("tool_call", "tool_result") else ""
    tokens = counter.text(part.content) if isinstance(part, ToolResultPart) else counter.part(part)
    return [
        (names or {}).get(message.id, ""),
        message.role,
        part.type,
        tool,
        tokens,
        action,
        part_preview(part),
    ]


def _output(html: str, text: str, ctxmagic: dict[str, Any] | None) -> nbformat.NotebookNode:
    return new_output(
        "display_data",
        data={"text/html": redact(html), "text/plain": redact(text)},
        metadata={"ctxmagic": ctxmagic} if ctxmagic is not None else {},
    )


def session_window(requests: list[RequestRecord]) -> int:
    return next((r.context_window for r in reversed(requests) if r.context_window), 0)


def _shown(part: Any) -> bool:
    return part.type in ("text", "tool_call", "tool_result", "reasoning", "image")


def _cut(part: Any) -> bool:
    """An output the truncate strategy cut (its full text saved to a file), not one a tool
    limited at the source."""
    return isinstance(part, ToolResultPart) and "full_output_path" in (part.metadata or {})


def _manual_summary(message: Message) -> bool:
    return any(isinstance(p, CompactionPart) and not p.auto for p in message.parts)


def _status(group: list[Message]) -> str:
    """How a recorded turn ended, from its last messages (what ``TurnFinished`` said live)."""
    last = [m for m in group if not m.is_summary]
    if not last or last[-1].role == "user":
        return "interrupted"
    if last[-1].role == "tool":
        return "interrupted" if last[-1].metadata.get("interrupted") else "step_limit"
    reason = last[-1].finish_reason or "end_turn"
    if reason in TURN_STATUSES:
        return reason
    return "interrupted" if reason == "tool_use" else "end_turn"


def _threshold(session: Session) -> float:
    policy = Policy.from_dict(session.strategy)
    if not policy.has("summarize"):
        return 0.0
    return float(policy.settings("summarize").get("threshold") or 0.95)
