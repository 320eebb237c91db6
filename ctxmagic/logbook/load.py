"""A saved notebook read back into sessions: the records in its cells' outputs, checked, chained,
and written to the store in one transaction.

The notebook may be one ``export_session`` wrote or one a user ran and saved: both carry a
``CellRecord`` per cell (and one per task sub-agent a turn ran, nested in the turn's). Reading
is pure (``read_notebook``, ``plan_import``); only ``import_notebook`` writes, after everything
has been checked, so a notebook that does not parse leaves the database exactly as it was.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

import nbformat

from ..display.words import count
from ..errors import CtxMagicError
from ..messages.parts import Message, is_turn_start
from ..safety.userfiles import NotAFile, read_user_file
from ..store.database import RequestRecord, Session, Store
from .record import CellRecord, RecordError


class NotebookError(CtxMagicError, ValueError):
    """A notebook that cannot be imported; one line naming the file or the cell."""


@dataclass
class Cell:
    """A cell holding a record: its number (1-based, as counted in the notebook) and a label."""

    number: int
    label: str
    record: CellRecord

    def error(self, reason: str) -> NotebookError:
        return NotebookError(f"cell {self.number} ({self.label}): {reason}")


@dataclass
class SessionImport:
    """One session rebuilt from its cells, ready to be written."""

    session: Session
    messages: list[Message]
    requests: list[RequestRecord]
    cells: list[int]


@dataclass
class ImportPlan:
    sessions: list[SessionImport]
    notes: list[str] = field(default_factory=list)


@dataclass
class ImportResult:
    path: Path
    sessions: list[Session]
    notes: list[str]

    @property
    def current(self) -> Session:
        """The session to continue after the import: the last one that is not a task
        sub-agent's (a notebook's sub-agents are imported beside their parent)."""
        top = [s for s in self.sessions if s.agent != "task"]
        return (top or self.sessions)[-1]

    def __str__(self) -> str:
        lines = [
            f"imported {s.id} ({s.title or 'untitled'}): {count(s.turn_count, 'turn')}, "
            f"{count(s.message_count, 'message')}, {count(s.request_count, 'request')}, ${s.cost:.4f} from {self.path}"
            for s in self.sessions
        ]
        return "\n".join(lines + [f"note: {n}" for n in self.notes])


def read_notebook(path: str | Path) -> list[Cell]:
    """Every record in the notebook's cell outputs, parsed and checked against its cell."""
    source = Path(path).expanduser()
    try:
        text = read_user_file(source).decode("utf-8")
    except NotAFile as exc:
        raise NotebookError(f"{source} {exc}; give the path of an .ipynb file") from None
    except OSError as exc:
        raise NotebookError(f"cannot read {source}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise NotebookError(f"{source} is not a notebook (not UTF-8 text)") from None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise NotebookError(
            f"{source} is not a readable notebook (truncated or not JSON: {exc})"
        ) from None
    except RecursionError:
        raise NotebookError(
            f"{source} nests its JSON too deeply to be a notebook ctxmagic wrote; "
            "nothing was imported"
        ) from None
    del text
    if not isinstance(data, dict) or not isinstance(data.get("cells"), list):
        raise NotebookError(f"{source} is not a Jupyter notebook (no list of cells)")
    notebook = data  # read as it is: a NotebookNode copy of every output would double it
    if not isinstance(data.get("nbformat", 4), int) or data.get("nbformat", 4) < 4:
        try:
            notebook = nbformat.convert(nbformat.from_dict(data), 4)
        except Exception as exc:  # nbformat raises many kinds for a malformed file
            raise NotebookError(f"{source} is not a Jupyter notebook ({exc})") from None
    cells: list[Cell] = []
    for number, cell in enumerate(notebook["cells"], start=1):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        src = cell.get("source", "")
        src = "".join(src) if isinstance(src, list) else str(src)
        label = _label(src)
        for output in cell.get("outputs") or []:
            meta = output.get("metadata") if isinstance(output, dict) else None
            meta = meta.get("ctxmagic") if isinstance(meta, dict) else None
            if meta is None or _wrote_nothing(meta):
                continue
            if not isinstance(meta, dict) or "record" not in meta:
                raise NotebookError(
                    f"cell {number} ({label}): its ctxmagic output holds no session record "
                    "(saved while the turn ran, or by an older ctxmagic); re-run the cell"
                )
            try:
                record = CellRecord.from_dict(meta["record"])
            except RecordError as exc:
                raise NotebookError(f"cell {number} ({label}): {exc}") from None
            found = Cell(number, label, record)
            _check_source(found, src)
            cells.append(found)
            # the sub-agents the turn ran: sessions of their own, imported beside their parent
            cells += [Cell(number, f"{label}, sub-agent", child) for child in record.subagents]
    if not cells:
        raise NotebookError(
            f"{source} holds no ctxmagic session: no cell output carries a ctxmagic record "
            "(write one with %ctx export, or run the notebook's %%agent cells and save it)"
        )
    return cells


def plan_import(cells: list[Cell]) -> ImportPlan:
    """Chain each session's records and rebuild it; sessions with a gap (a cell re-run since,
    so its output now shows another session) are left out with a note."""
    by_session: dict[str, list[Cell]] = {}
    settings: dict[str, list[Cell]] = {}  # the %ctx strategy cells, apart from the chain
    for cell in cells:
        into = settings if cell.record.kind == "strategy" else by_session
        into.setdefault(cell.record.session.id, []).append(cell)
    for session_id in settings:
        by_session.setdefault(session_id, [])
    plan = ImportPlan([])
    for session_id, group in by_session.items():
        unique: dict[str | None, Cell] = {}
        for cell in group:
            other = unique.get(cell.record.after)
            if other is not None and other.record.to_dict() != cell.record.to_dict():
                raise cell.error(
                    f"its record and cell {other.number}'s both continue session {session_id} "
                    "from the same message; keep one of the two cells"
                )
            unique.setdefault(cell.record.after, cell)
        chain: list[Cell] = []
        after: str | None = None
        while after in unique:
            cell = unique.pop(after)
            chain.append(cell)
            if cell.record.last_id == after:
                break  # a record that added nothing ends the walk
            after = cell.record.last_id
        if unique:
            first = min(unique.values(), key=lambda c: c.number)
            plan.notes.append(
                f"session {session_id} not imported: cell {first.number} continues it from a "
                "message no other cell records (a cell of the session was re-run since, or "
                "its output was cleared)"
            )
            continue
        rebuilt = _rebuild(session_id, chain, settings.get(session_id, []))
        if rebuilt is not None:
            plan.sessions.append(rebuilt)
    turns = {s.session.id: s.session.turn_count for s in plan.sessions}
    for cell in cells:
        fork = cell.record.forked_from or {}
        parent, turn = fork.get("session"), fork.get("turn")
        if parent in turns and isinstance(turn, int) and turns[parent] < turn:
            plan.notes.append(
                f"session {parent} imported with the {count(turns[parent], 'turn')} the notebook shows: "
                f"cell {cell.number} re-ran its turn {turn} as session {cell.record.session.id}, "
                "so no cell holds its later turns any more"
            )
    if not plan.sessions:
        raise NotebookError(plan.notes[0] if plan.notes else "no session to import")
    return plan


def import_notebook(store: Store, path: str | Path, plan: ImportPlan | None = None) -> ImportResult:
    """Rebuild the sessions a notebook records in ``store``, all in one transaction; nothing
    is written when any check fails (a session already there, a record that does not parse).
    ``plan``: the notebook's plan when the caller has read it already."""
    plan = plan or plan_import(read_notebook(path))
    known = {
        r[0]
        for r in store.rows(
            f"SELECT id FROM sessions WHERE id IN ({', '.join('?' for _ in plan.sessions)})",
            [s.session.id for s in plan.sessions],
        )
    }
    for item in plan.sessions:
        if item.session.id in known:
            raise NotebookError(
                f"cell {item.cells[0]}: session {item.session.id} is already in {store.path}; "
                "import into another database (CtxMagic.db_path, --db) or delete it there first"
            )
    ids = [m.id for s in plan.sessions for m in s.messages]
    calls = [(s.session.id, c.id) for s in plan.sessions for m in s.messages for c in m.tool_calls]
    requests = [r.id for s in plan.sessions for r in s.requests]
    for what, seen in (("message", ids), ("request", requests), ("tool call", calls)):
        repeated = [i for i, n in Counter(seen).items() if n > 1]
        if repeated:
            shown = repeated[0] if isinstance(repeated[0], str) else repeated[0][1]
            raise NotebookError(f"{what} {shown} is recorded in two places; nothing was imported")
    clash = _existing(store, "messages", ids) or _existing(
        store, "requests", [r.id for s in plan.sessions for r in s.requests]
    )
    if clash:
        raise NotebookError(
            f"{clash} is already in {store.path} under another session; import into another "
            "database (CtxMagic.db_path, --db)"
        )
    importing = {s.session.id for s in plan.sessions}
    rows = []
    for item in sorted(plan.sessions, key=lambda s: (s.session.created_at, s.session.id)):
        parent = item.session.parent_session_id
        if parent and parent not in importing and not _existing(store, "sessions", [parent]):
            plan.notes.append(
                f"session {item.session.id} was forked from {parent}, which is not in this "
                "database; imported without its parent link"
            )
            item.session = replace(item.session, parent_session_id=None)
        rows.append((item.session, item.messages, item.requests))
    sessions = store.insert_sessions(rows)
    return ImportResult(Path(path), sessions, plan.notes)


# Checks ----------------------------------------------------------------------------------------
def _wrote_nothing(meta: object) -> bool:
    """The output of a cell whose turn ended before it saved anything (another kernel held the
    session, ...): it keeps no record, and there is nothing of it to import. One saved while its
    turn still ran says ``running``."""
    return (
        isinstance(meta, dict)
        and "record" not in meta
        and meta.get("status") not in (None, "running")
        and not meta.get("message_ids")
    )


def _label(source: str) -> str:
    lines = [line.strip() for line in source.strip().splitlines() if line.strip()]
    if not lines:
        return "empty"
    text = lines[1] if lines[0].startswith("%%agent") and len(lines) > 1 else lines[0]
    return text if len(text) <= 50 else text[:49] + "…"


def _check_source(cell: Cell, source: str) -> None:
    """The cell's source is still what produced its record."""
    record = cell.record
    stripped = source.lstrip()
    if record.kind == "strategy":
        if not any(line.strip().startswith("%ctx strategy") for line in source.splitlines()):
            raise cell.error("its output records a strategy change but it has no %ctx strategy")
        return
    if record.kind == "compact":
        if not stripped.startswith("%ctx compact"):
            raise cell.error("its output records a compaction but it is not a %ctx compact cell")
        return
    if not stripped.startswith("%%agent"):
        raise cell.error("its output records an agent turn but it is not an %%agent cell")
    prompts = [m.text for m in record.messages if is_turn_start(m)]
    body = stripped.split("\n", 1)[1] if "\n" in stripped else ""
    if prompts and prompts[-1].strip() != body.strip():
        raise cell.error(
            "its prompt was edited after the turn ran; re-run the cell, or restore the prompt "
            "its output records"
        )


def _latest_setting(chain: list[Cell], settings: list[Cell]) -> Cell | None:
    """The strategy cell whose policy the session ended with: the last one set after the
    chain's last message (ordered by when it was set), when it was set after the chain's last
    record was written; an earlier change is in the next record's row already."""
    last_id = chain[-1].record.last_id if chain else None
    written = chain[-1].record.session.updated_at if chain else 0
    later = [
        c for c in settings if c.record.after == last_id and c.record.session.updated_at >= written
    ]
    return max(later, key=lambda c: (c.record.session.updated_at, c.number), default=None)


def _rebuild(session_id: str, chain: list[Cell], settings: list[Cell]) -> SessionImport | None:
    """The session the chained records describe, with the policy its last ``%ctx strategy``
    cell set, checked as the store would check it; None for a session that has only strategy
    cells and held messages when they ran (its turns are not in this notebook)."""
    setting = _latest_setting(chain, settings)
    if not chain:
        if setting is None or setting.record.session.message_count:
            return None
        return SessionImport(setting.record.session, [], [], [setting.number])
    messages: dict[str, Message] = {}
    requests: dict[str, RequestRecord] = {}
    keys: dict[str, list[str]] = {}  # each request's part keys, for the edits that follow
    calls: Counter[str] = Counter()
    results: Counter[str] = Counter()
    for cell in chain:
        for message in cell.record.updated:
            if message.id not in messages:
                raise cell.error(f"it updates message {message.id}, which no earlier cell records")
            messages[message.id] = message
        for message in cell.record.messages:
            messages[message.id] = message
            calls.update(c.id for c in message.tool_calls)
            results.update(r.tool_call_id for r in message.tool_results)
        for request in cell.record.requests:
            if request.id in requests:
                raise cell.error(f"request {request.id} is recorded twice")
            delta = cell.record.deltas.get(request.id)
            if delta is not None:
                if delta.base not in keys:
                    raise cell.error(
                        f"its request {request.id} edits the part keys of request {delta.base}, "
                        "which no earlier cell of the session records"
                    )
                try:
                    request = replace(request, part_keys=delta.apply(keys[delta.base]))
                except ValueError as exc:
                    raise cell.error(f"its request {request.id}'s part keys: {exc}") from None
            if request.part_keys is not None:
                keys[request.id] = request.part_keys
            requests[request.id] = request
    last = chain[-1]
    session = last.record.session
    if setting is not None:
        row = setting.record.session
        session = replace(session, strategy=row.strategy, updated_at=row.updated_at)
    repeated = [c for c, n in (calls + results).items() if calls[c] > 1 or results[c] > 1]
    if repeated:
        raise last.error(f"tool call {repeated[0]} is recorded twice in session {session_id}")
    ordered = [messages[i] for i in sorted(messages)]
    turns = sum(1 for m in ordered if is_turn_start(m))
    if (session.message_count, session.turn_count) != (len(ordered), turns):
        raise last.error(
            f"its record says session {session_id} has {session.message_count} messages and "
            f"{session.turn_count} turns, but its cells hold {len(ordered)} and {turns}"
        )
    if session.summary_message_id and session.summary_message_id not in messages:
        raise last.error(f"its compaction point {session.summary_message_id} is not recorded")
    return SessionImport(
        session,
        ordered,
        sorted(requests.values(), key=lambda r: (r.started_at, r.id)),
        [c.number for c in chain] + ([setting.number] if setting else []),
    )


def _existing(store: Store, table: str, ids: list[str]) -> str | None:
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        rows = store.rows(
            f"SELECT id FROM {table} WHERE id IN ({', '.join('?' for _ in chunk)})", chunk
        )
        if rows:
            return rows[0][0]
    return None
