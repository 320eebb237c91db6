"""opencode sessions: ``~/.local/share/opencode/opencode.db`` (SQLite, 1.x), or the older
``storage/`` tree of JSON files (``session/<project>/<id>.json``, ``message/<session>/<id>.json``,
``part/<message>/<id>.json``).

Both hold the same records: a session (id, directory, title, ``parentID`` for a sub-agent's),
its messages (``role``, ``time``, for an assistant message its ``modelID``/``providerID`` and
``tokens``) and each message's parts: ``text``, ``reasoning``, ``tool`` (the call and, in its
``state``, the result), and ``step-start``/``step-finish``: a step is one model request, and its
``step-finish`` part holds that request's ``tokens`` (``input`` uncached, ``cache.read``,
``cache.write``, ``output``, ``reasoning``). An assistant message holds one step (1.x) or all the
steps of a turn (older versions); a message without step parts is one request with the
message's ``tokens``. A compaction is an assistant message marked ``summary`` (its text is the
summary the next requests carry); a sub-agent (the task tool) is a child session.

The database is opencode's own and may be open in opencode (WAL mode): it is copied, with its
``-wal``, to a temporary folder and read there, so nothing of opencode's is ever written (not
even the ``-shm`` index SQLite updates on open).
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...messages.parts import ReasoningPart, TextPart, ToolCallPart
from ...model.usage import Usage
from ..trace import Trace
from .base import (
    NotASession,
    SessionRef,
    TraceBuilder,
    Warnings,
    check_file,
    millis,
    text_of,
    type_of,
)

AGENT = "opencode"
WHAT = "opencode database or storage folder"
LOCATION = ".local/share/opencode"
DB = "opencode.db"
SQLITE_MAGIC = b"SQLite format 3\x00"


@dataclass
class _Session:
    id: str
    directory: str = ""
    title: str = ""
    parent: str = ""
    created: int = 0
    version: str = ""
    messages: list[dict[str, Any]] = field(default_factory=list)  # each with its "parts"


def is_database(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(16) == SQLITE_MAGIC
    except OSError:
        return False


def refs(path: Path) -> list[SessionRef]:
    """The sessions of a database file (sub-agents' are their parents' children)."""
    return refs_of_database(path)


# -- the database --------------------------------------------------------------------------


@contextmanager
def _copy(db: Path) -> Iterator[sqlite3.Connection]:
    """A connection to a copy of ``db`` and its WAL (opencode may be writing the original)."""
    check_file(db, WHAT)
    with tempfile.TemporaryDirectory(prefix="ctxmagic-opencode-") as folder:
        copy = Path(folder) / DB
        shutil.copyfile(db, copy)
        wal = db.with_name(db.name + "-wal")
        if wal.is_file():
            shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        connection = sqlite3.connect(copy)
        try:
            connection.execute("select count(*) from sqlite_master").fetchone()
        except sqlite3.DatabaseError as exc:
            connection.close()
            raise NotASession(f"{str(db)!r} is not a readable SQLite database ({exc})") from None
        try:
            yield connection
        finally:
            connection.close()


def _tables(connection: sqlite3.Connection) -> set[str]:
    return {r[0] for r in connection.execute("select name from sqlite_master where type='table'")}


def refs_of_database(db: Path) -> list[SessionRef]:
    with _copy(db) as c:
        if not {"session", "message", "part"} <= _tables(c):
            return []
        columns = {r[1] for r in c.execute("pragma table_info(session)")}
        parent = "parent_id" if "parent_id" in columns else "null"
        rows = c.execute(
            f"select id, directory, title, time_created, {parent} from session order by time_created"
        ).fetchall()
    return [
        SessionRef(
            AGENT, db, str(i), project=str(d or ""), started_ms=millis(t), title=str(n or "")
        )
        for i, d, n, t, p in rows
        if not p
    ]


def _from_database(db: Path, session_id: str) -> dict[str, _Session]:
    """The session and its sub-agents' sessions (children, recursively) from the database."""
    with _copy(db) as c:
        if not {"session", "message", "part"} <= _tables(c):
            raise NotASession(f"{str(db)!r} is a SQLite database but not opencode's")
        columns = {r[1] for r in c.execute("pragma table_info(session)")}
        parent = "parent_id" if "parent_id" in columns else "null"
        version = "version" if "version" in columns else "''"
        out: dict[str, _Session] = {}
        wanted = [session_id]
        while wanted:
            sid = wanted.pop()
            row = c.execute(
                f"select id, directory, title, time_created, {parent}, {version} from session "
                "where id = ?",
                (sid,),
            ).fetchone()
            if row is None:
                if not out:
                    raise NotASession(f"no opencode session {sid!r} in {str(db)!r}")
                continue
            session = _Session(
                str(row[0]),
                str(row[1] or ""),
                str(row[2] or ""),
                str(row[4] or ""),
                millis(row[3]),
                str(row[5] or ""),
            )
            parts: dict[str, list[dict[str, Any]]] = {}
            for mid, data in c.execute(
                "select message_id, data from part where session_id = ? order by id", (sid,)
            ):
                parts.setdefault(str(mid), []).append(_json(data))
            for mid, created, data in c.execute(
                "select id, time_created, data from message where session_id = ? "
                "order by time_created, id",
                (sid,),
            ):
                info = _json(data)
                info.setdefault("id", str(mid))
                info.setdefault("time", {}).setdefault("created", created)
                info["parts"] = parts.get(str(mid), [])
                session.messages.append(info)
            out[sid] = session
            if parent != "null":
                wanted += [
                    str(r[0])
                    for r in c.execute(f"select id from session where {parent} = ?", (sid,))
                ]
    return out


def _json(data: Any) -> dict[str, Any]:
    try:
        value = json.loads(data) if isinstance(data, str | bytes) else data
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


# -- the storage tree ----------------------------------------------------------------------


def _read_json(path: Path) -> dict[str, Any]:
    try:
        return _json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return {}


def _session_files(storage: Path) -> list[Path]:
    return sorted((storage / "session").rglob("*.json"))


def refs_of_storage(storage: Path) -> list[SessionRef]:
    out = []
    for path in _session_files(storage):
        info = _read_json(path)
        if not info.get("id") or info.get("parentID"):
            continue
        out.append(
            SessionRef(
                AGENT,
                storage,
                str(info["id"]),
                project=str(info.get("directory") or ""),
                started_ms=millis((info.get("time") or {}).get("created")),
                title=str(info.get("title") or ""),
            )
        )
    return out


def _from_storage(storage: Path, session_id: str) -> dict[str, _Session]:
    infos = {str(i.get("id")): i for i in map(_read_json, _session_files(storage)) if i.get("id")}
    if session_id not in infos:
        raise NotASession(f"no opencode session {session_id!r} in {str(storage)!r}")
    out: dict[str, _Session] = {}
    wanted = [session_id]
    while wanted:
        sid = wanted.pop()
        info = infos[sid]
        session = _Session(
            sid,
            str(info.get("directory") or ""),
            str(info.get("title") or ""),
            str(info.get("parentID") or ""),
            millis((info.get("time") or {}).get("created")),
            str(info.get("version") or ""),
        )
        messages = [_read_json(p) for p in sorted((storage / "message" / sid).glob("*.json"))]
        for message in messages:
            folder = storage / "part" / str(message.get("id"))
            message["parts"] = [_read_json(p) for p in sorted(folder.glob("*.json"))]
        messages.sort(
            key=lambda m: (millis((m.get("time") or {}).get("created")), str(m.get("id")))
        )
        session.messages = messages
        out[sid] = session
        wanted += [k for k, v in infos.items() if v.get("parentID") == sid]
    return out


# -- a session as a trace -------------------------------------------------------------------


def load(ref: SessionRef) -> Trace:
    path = Path(ref.path)
    if path.is_file():
        sessions = _from_database(path, ref.session_id)
    elif path.is_dir():
        storage = path / "storage" if (path / "storage" / "session").is_dir() else path
        sessions = _from_storage(storage, ref.session_id)
    else:
        raise NotASession(f"no {WHAT} at {str(path)!r}")
    trace = _trace(sessions[ref.session_id], path)
    children = {sid: _trace(s, path) for sid, s in sessions.items() if sid != ref.session_id}
    for sid, child in children.items():
        parent = sessions[sid].parent
        holder = trace if parent == ref.session_id else children.get(parent)
        if holder is not None:
            holder.children.append(child)
    _link(trace)
    return trace


def _link(trace: Trace) -> None:
    """A child session is run by a task call whose result names it (``task_id``) or whose
    input's prompt is the child's first prompt."""
    calls = [c for m in trace.messages for c in m.tool_calls if c.name == "task"]
    results = {r.tool_call_id: r for m in trace.messages for r in m.tool_results}
    for child in trace.children:
        first = next((m.text for m in child.messages if m.role == "user"), "")
        for call in calls:
            meta = results.get(call.id)
            named = meta is not None and child.session_id in meta.content
            if named or str(call.input.get("prompt") or "") == first:
                child.parent_call = call.id
                break
        _link(child)


def _usage(tokens: Any) -> Usage:
    if not isinstance(tokens, dict):
        return Usage()
    cache = tokens.get("cache") if isinstance(tokens.get("cache"), dict) else {}

    def n(value: Any) -> int:
        return (
            int(value)
            if isinstance(value, int | float) and not isinstance(value, bool) and value > 0
            else 0
        )

    return Usage(
        input=n(tokens.get("input")),
        output=n(tokens.get("output")) + n(tokens.get("reasoning")),
        cache_read=n(cache.get("read")),
        cache_write_5m=n(cache.get("write")),
        reasoning=n(tokens.get("reasoning")),
    )


def _trace(session: _Session, path: Path) -> Trace:
    warnings = Warnings(f"{path}#{session.id}")
    builder = TraceBuilder(warnings)
    models: Counter[tuple[str, str]] = Counter()
    kinds: Counter[str] = Counter()
    for message in session.messages:
        role = message.get("role")
        created = millis((message.get("time") or {}).get("created"))
        parts = [p for p in message.get("parts") or [] if isinstance(p, dict)]
        if role == "user":
            text = "\n".join(
                str(p.get("text") or "")
                for p in parts
                if type_of(p) == "text" and not p.get("synthetic") and not p.get("ignored")
            )
            if any(type_of(p) == "compaction" for p in parts) and not text:
                continue  # the request for a compaction: its summary comes next
            builder.user(text, at_ms=created)
            continue
        if role != "assistant":
            warnings.unknown[f"message role {role}"] += 1
            continue
        model = str(message.get("modelID") or "")
        provider = str(message.get("providerID") or "")
        if message.get("summary") is True or message.get("mode") == "compaction":
            summary = "\n".join(str(p.get("text") or "") for p in parts if type_of(p) == "text")
            builder.compaction(summary, at_ms=created)
            continue
        for step in _steps(message, parts):
            usage, start, items = step
            if usage.prompt or usage.output:
                models[(provider, model)] += 1
            builder.response(
                usage, at_ms=start or created, model=model, request_id=str(message.get("id") or "")
            )
            calls = []
            for part in items:
                kind = type_of(part)
                kinds[kind] += 1
                if kind == "text" and not part.get("synthetic"):
                    builder.add_parts([TextPart(str(part.get("text") or ""))])
                elif kind == "reasoning":
                    builder.add_parts([ReasoningPart(str(part.get("text") or ""))])
                elif kind == "tool":
                    state = part.get("state") if isinstance(part.get("state"), dict) else {}
                    call = ToolCallPart(
                        str(part.get("callID") or part.get("id") or ""),
                        str(part.get("tool") or ""),
                        state.get("input") if isinstance(state.get("input"), dict) else {},
                    )
                    builder.add_parts([call])
                    calls.append((call, state))
            for call, state in calls:
                done = millis((state.get("time") or {}).get("end"))
                error = state.get("status") == "error"
                output = state.get("error") if error else state.get("output")
                builder.result(call.id, text_of(output), is_error=error, at_ms=done)
    (provider, model), _ = models.most_common(1)[0] if models else (("", ""), 0)
    trace = builder.build(
        agent=AGENT,
        agent_version=session.version,
        session_id=session.id,
        project=session.directory,
        title=session.title,
        source=f"{path}#{session.id}",
        workspace=session.directory,
        provider="anthropic" if provider == "anthropic" or model.startswith("claude") else "openai",
        model=model,
        setup={"cache_policy": "opencode", "cache_ttl": "5m"},
    )
    return trace


def _steps(
    message: dict[str, Any], parts: list[dict[str, Any]]
) -> list[tuple[Usage, int, list[dict[str, Any]]]]:
    """The requests of an assistant message: (usage, start, parts) per step."""
    if not any(type_of(p) in ("step-start", "step-finish") for p in parts):
        start = millis((message.get("time") or {}).get("created"))
        return [(_usage(message.get("tokens")), start, parts)]
    steps: list[tuple[Usage, int, list[dict[str, Any]]]] = []
    items: list[dict[str, Any]] = []
    start = 0
    for part in parts:
        kind = type_of(part)
        if kind == "step-start":
            items, start = [], 0
        elif kind == "step-finish":
            steps.append((_usage(part.get("tokens")), start, items))
            items = []
        else:
            items.append(part)
            start = start or millis((part.get("time") or {}).get("start"))
    if items:  # a step that never finished (interrupted)
        steps.append((Usage(), start, items))
    return steps
