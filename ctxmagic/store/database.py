"""SQLite persistence: sessions, messages as JSON parts, one row per API request, per-session leases.

The store is the durable log a session writes through, safe to share between processes and safe
against a KeyboardInterrupt at any point:

- Every write is one ``BEGIN IMMEDIATE`` transaction (the write lock is taken up front, so the
  busy timeout really waits instead of failing on an upgrade), committed or rolled back before
  the method returns; a transaction or a cursor left open by an interrupt elsewhere is rolled
  back or closed before the next operation starts.
- Reads fetch all rows at once on a cursor closed in ``finally``: no cursor survives a call.
- ``sessions.version`` moves with every write to a session, so a process holding a session in
  memory knows with one indexed read whether anything changed under it.
- A tool call id appears once per session and a call has at most one result (primary keys).

Usage counters and the compaction point are data in the session row, not runtime state, which is
what lets ``%ctx resume`` continue a session after a kernel restart. A session's token totals and
cost include its task sub-agents' (sessions of agent "task" whose ``parent_session_id`` points to
it), added in the transaction that records each of their requests; its request count and
odometer are its own. A fork (also a child) pays for its own requests.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, TypeVar

from ..errors import CtxMagicError, DatabaseError, SessionNotFound, first_line
from ..messages.ids import new_id, now_ms
from ..messages.parts import Message, is_turn_start, live_from
from ..model.usage import Usage
from . import dbfile
from .migrations import MIGRATIONS, apply_migrations
from .partkeys import Resolved, encode, resolve
from .space import Outcome, give_back

T = TypeVar("T")
BUSY_TIMEOUT_S = 30.0
# requests whose keys a store keeps resolved (the latest it wrote or read): the next request's
# base, the latest turn's and summary's keys, without walking their chains again
KEYS_KEPT = 8
# Requests billed to a session that are not its context: they leave the odometer alone
SIDE_REQUESTS = frozenset({"title"})
# The strategy a server compaction's own request is recorded under: no policy's label (those are
# strategy names joined by "+"), as "summarize" marks ctxmagic's own summary requests
SERVER_COMPACTION = "server-compaction"
_TOTALS = (
    "total_input_tokens = total_input_tokens + ?, total_output_tokens = total_output_tokens + ?, "
    "total_cache_read_tokens = total_cache_read_tokens + ?, "
    "total_cache_write_tokens = total_cache_write_tokens + ?, cost = cost + ?"
)


class SessionBusy(CtxMagicError):
    """Another process is running a turn on this session."""


@dataclass
class Session:
    id: str
    title: str = ""
    workspace: str = ""
    provider: str = ""
    model: str = ""
    parent_session_id: str | None = None
    agent: str = ""  # the role it runs: "" the coder (a fork too), "task" a task sub-agent
    # its own window, set by ``%%agent --window N`` (0: CtxMagic.context_window or the model's)
    context_window: int = 0
    message_count: int = 0
    # the odometer (see context_tokens): the latest request's prompt and output, or after a
    # compaction the count of the next request (prompt) and 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_input_tokens: int = 0
    total_output_tokens: int = 0
    total_cache_read_tokens: int = 0
    total_cache_write_tokens: int = 0
    request_count: int = 0
    cost: float = 0.0
    summary_message_id: str | None = None
    strategy: dict[str, Any] = field(default_factory=dict)
    turn_count: int = 0
    version: int = 0
    created_at: int = 0
    updated_at: int = 0

    @property
    def context_tokens(self) -> int:
        """The session's context in tokens: the one figure the cell footer, the meter,
        ``%ctx status``, ``%ctx sessions``, ``%ctx parts`` and the compaction line show, and the
        one summarize's line is checked against.

        After a request: its whole prompt as the provider counted it (uncached + cache read +
        cache write) plus its output, i.e. what the next request starts from. After a
        compaction, until the next request: ctxmagic's count of what the next one carries
        (system prompt, tools, the summary and the tail kept). Tool results added since the
        last request are not in it; ``%ctx parts`` estimates the whole next request.
        """
        return self.prompt_tokens + self.completion_tokens

    @classmethod
    def from_row(cls, row: Any) -> Session:
        names = _SESSION_FIELDS
        data = {k: row[k] for k in row.keys() if k in names}  # noqa: SIM118 (a Row iterates values)
        data["strategy"] = json.loads(data.get("strategy") or "{}")
        return cls(**data)


_SESSION_FIELDS = frozenset(f.name for f in fields(Session))
# UPDATE ... RETURNING (SQLite 3.35, 2021) reads the row a commit wrote in the same statement
_RETURNING = sqlite3.sqlite_version_info >= (3, 35)


@dataclass
class RequestRecord:
    session_id: str
    provider: str
    model: str
    usage: Usage
    cost: float
    context_tokens: int
    context_window: int = 0
    message_id: str | None = None
    turn: int = 0
    step: int = 0
    latency_ms: int = 0
    estimated: bool = False
    strategy: str = ""
    finish_reason: str | None = None
    started_at: int = field(default_factory=now_ms)
    id: str = field(default_factory=lambda: new_id("req"))
    part_keys: list[str] | None = None  # content key per request position (``%ctx parts``)
    # the settings that shaped it and a replay needs (Agent.setup): cache policy and TTL, the
    # compaction threshold, the output cap
    setup: dict[str, Any] | None = None
    # why the tokens it did not read from cache were not (model/cachemiss.py MissReport)
    cache_miss: dict[str, Any] | None = None
    # what the provider's server did to its context (provider-side strategies): the edits it
    # applied (``AppliedEdit.to_dict``: counts, and the tool call ids they stand for)
    server: dict[str, Any] | None = None
    # its tokens by source as billed (``context/composition.py``, ``Composition.to_json``):
    # the prompt's and the response's, adding up to ``context_tokens``; JSON text as the agent
    # writes it and the store gives it back, until ``Composition.from_json`` reads it (a long
    # session's requests are listed often, their sources seldom); a dict is stored as JSON
    composition: dict[str, Any] | str | None = None

    @property
    def kind(self) -> str:
        """``summary`` (a compaction's summary request), ``title``, ``server compaction`` (the
        provider's server compacting, billed apart) or ``turn`` (a step of a turn). A step is
        never step 0, so a policy's label never makes a step read as a summary."""
        if self.strategy == SERVER_COMPACTION:
            return "server compaction"
        if self.step == 0 and self.strategy in ("summarize", "title"):
            return "summary" if self.strategy == "summarize" else "title"
        return "turn"

    def to_row(self, part_keys: str | None) -> dict[str, Any]:
        """The row to insert; ``part_keys``: its keys as stored, an edit of the previous
        request's (``partkeys.encode``, which only the store can choose)."""
        u = self.usage
        return {
            "id": self.id,
            "session_id": self.session_id,
            "message_id": self.message_id,
            "turn": self.turn,
            "step": self.step,
            "provider": self.provider,
            "model": self.model,
            "input_tokens": u.input,
            "output_tokens": u.output,
            "cache_read_tokens": u.cache_read,
            "cache_write_5m_tokens": u.cache_write_5m,
            "cache_write_1h_tokens": u.cache_write_1h,
            "reasoning_tokens": u.reasoning,
            "cost": self.cost,
            "latency_ms": self.latency_ms,
            "context_tokens": self.context_tokens,
            "context_window": self.context_window,
            "estimated": int(self.estimated),
            "strategy": self.strategy,
            "finish_reason": self.finish_reason,
            "started_at": self.started_at,
            "part_keys": part_keys,
            "setup": None if self.setup is None else json.dumps(self.setup),
            "cache_miss": None if self.cache_miss is None else json.dumps(self.cache_miss),
            "server": None if self.server is None else json.dumps(self.server),
            "composition": self.composition
            if self.composition is None or isinstance(self.composition, str)
            else json.dumps(self.composition),
        }

    @classmethod
    def from_row(cls, row: Any, part_keys: list[str] | None) -> RequestRecord:
        """A stored row; ``part_keys``: its keys in full, which the store resolves (the row may
        hold an edit of another request's, ``Store._records``)."""
        usage = Usage(
            input=row["input_tokens"],
            output=row["output_tokens"],
            cache_read=row["cache_read_tokens"],
            cache_write_5m=row["cache_write_5m_tokens"],
            cache_write_1h=row["cache_write_1h_tokens"],
            reasoning=row["reasoning_tokens"],
        )
        keep = {f.name for f in fields(cls)} - {
            "usage",
            "part_keys",
            "setup",
            "cache_miss",
            "server",
            "composition",
        }
        data = {k: v for k, v in dict(row).items() if k in keep}
        data["estimated"] = bool(data.get("estimated"))
        setup = row["setup"]
        miss, server, composition = row["cache_miss"], row["server"], row["composition"]
        return cls(
            usage=usage,
            part_keys=part_keys,
            setup=json.loads(setup) if setup else None,
            cache_miss=json.loads(miss) if miss else None,
            server=json.loads(server) if server else None,
            composition=composition or None,
            **data,
        )


@dataclass
class Lease:
    """Who is running a turn on a session, until when (renewed while the turn runs)."""

    session_id: str
    holder: str
    host: str
    pid: int
    acquired_at: int
    expires_at: int

    def describe(self) -> str:
        return f"process {self.pid} on {self.host}"


def default_db_path(workspace: str | Path) -> Path:
    return Path(workspace) / ".ctxmagic" / "sessions.db"


def this_process() -> tuple[str, int]:
    return socket.gethostname(), os.getpid()


def _alive(pid: int) -> bool:
    """Whether process ``pid`` of this host still runs (a zombie, killed but not reaped, does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            return stat.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except OSError:
        return True  # no /proc (macOS): the signal check is all there is


class Store:
    """One SQLite file (or ``":memory:"``) holding every session of a workspace."""

    def __init__(
        self,
        path: str | Path = ":memory:",
        *,
        busy_timeout: float = BUSY_TIMEOUT_S,
        workspace: str | Path | None = None,
    ):
        """``workspace``: the folder the sessions' tools act in; a path inside it must not lead
        out of it through a symlink (``dbfile.check_inside``)."""
        self.path = str(path)
        memory = self.path == ":memory:"
        # a path that is not (or cannot become) a ctxmagic database is refused untouched
        undo = (lambda: None) if memory else dbfile.prepare(self.path, workspace)
        conn = None
        try:
            conn = sqlite3.connect(self.path, timeout=busy_timeout, isolation_level=None)
            conn.row_factory = sqlite3.Row
            if not memory:
                dbfile.classify(conn, self.path, [name for name, _ in MIGRATIONS])
                conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            self.applied_migrations = apply_migrations(conn, self.path)
            # a file that is mostly free pages (what a migration that shrank its data leaves)
            # gives them back, unless another connection is using it: then the next open tries
            self.space: Outcome = "" if memory else give_back(conn, busy_timeout)
        except BaseException as exc:
            if conn is not None:
                conn.close()
            undo()
            if isinstance(exc, sqlite3.DatabaseError):
                raise DatabaseError(
                    f"cannot open the session database {self.path} ({first_line(str(exc))}); "
                    f"{dbfile.ELSEWHERE}"
                ) from None
            raise
        self.conn = conn
        self.identity = None if memory else dbfile.identity(self.path)  # see dbfile.check_same
        # request id -> its keys in full, a few recent ones; a request row never changes, so
        # what is here is right for as long as the row exists (and unused when it does not)
        self._keys: dict[str, Resolved] = {}

    def close(self) -> None:
        self.conn.close()

    # The two ways in: a read, a write ---------------------------------------------------------
    def _recover(self) -> None:
        """Roll back a transaction an interrupt left open (nothing is ever held across calls)."""
        if self.conn.in_transaction:
            self.conn.execute("ROLLBACK")

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """All rows of a query, fetched at once on a cursor that never outlives the call."""
        self._recover()
        cursor = self.conn.cursor()
        try:
            return cursor.execute(sql, params).fetchall()
        finally:
            cursor.close()

    def write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` in one IMMEDIATE transaction: all of it is committed, or none of it."""
        self._recover()
        conn = self.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            result = work(conn)
            conn.execute("COMMIT")
        finally:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
        return result

    # Sessions -------------------------------------------------------------------------------
    def create_session(
        self,
        title: str = "",
        *,
        workspace: str = "",
        provider: str = "",
        model: str = "",
        parent_session_id: str | None = None,
        strategy: dict[str, Any] | None = None,
        session_id: str | None = None,
        agent: str = "",
        context_window: int = 0,
    ) -> Session:
        """A new session (``session_id``: a given id, e.g. a task's, derived from its call)."""
        now = now_ms()
        session = Session(
            id=session_id or new_id("ses"),
            title=title,
            workspace=workspace,
            provider=provider,
            model=model,
            parent_session_id=parent_session_id,
            agent=agent,
            context_window=context_window,
            strategy=dict(strategy or {}),
            created_at=now,
            updated_at=now,
        )
        row = {f.name: getattr(session, f.name) for f in fields(session)}
        row["strategy"] = json.dumps(session.strategy)
        names = ", ".join(row)
        marks = ", ".join("?" for _ in row)
        self.write(
            lambda c: c.execute(
                f"INSERT INTO sessions ({names}) VALUES ({marks})", list(row.values())
            )
        )
        return session

    def insert_sessions(
        self, sessions: Sequence[tuple[Session, Sequence[Message], Sequence[RequestRecord]]]
    ) -> list[Session]:
        """Whole sessions as given, all in one transaction (an import, a fork): each row with its
        counters, its messages and requests exactly as they are; nothing is recomputed except what
        the schema keeps itself (``message_count``, ``turn_count``, ``version``). Parents first."""

        known, written = dict(self._keys), []

        def work(conn: sqlite3.Connection) -> list[Session]:
            out = []
            for session, messages, requests in sessions:
                row = {f.name: getattr(session, f.name) for f in fields(session)}
                row.update(strategy=json.dumps(session.strategy), message_count=0, turn_count=0)
                row["version"] = 0
                conn.execute(
                    f"INSERT INTO sessions ({', '.join(row)}) "
                    f"VALUES ({', '.join('?' for _ in row)})",
                    list(row.values()),
                )
                for message in messages:
                    self._insert(conn, session.id, message)
                for record in requests:
                    self._insert_request(conn, record, known, written)
                out.append(self._session(conn, session.id))
            return out

        out = self.write(work)
        self._remember(written)
        return out

    def get_session(self, session_id: str) -> Session:
        """Look a session up by id or by a unique prefix of it."""
        rows = self.rows(
            "SELECT * FROM sessions WHERE id = ? OR substr(id, 1, ?) = ? LIMIT 3",
            [session_id, len(session_id), session_id],
        )
        exact = [r for r in rows if r["id"] == session_id]
        if exact:
            return Session.from_row(exact[0])
        if len(rows) == 1 and session_id:
            return Session.from_row(rows[0])
        if not rows or not session_id:
            raise SessionNotFound(
                f"no session {session_id!r} in {self.path}; `%ctx sessions` lists them"
            )
        raise SessionNotFound(
            f"{session_id!r} matches more than one session; give more characters of the id"
        )

    def session_version(self, session_id: str) -> int | None:
        rows = self.rows("SELECT version FROM sessions WHERE id = ?", [session_id])
        return rows[0][0] if rows else None

    def sessions(self) -> list[Session]:
        return [
            Session.from_row(r)
            for r in self.rows("SELECT * FROM sessions ORDER BY updated_at DESC, id DESC")
        ]

    def update_session(self, session_id: str, **values: Any) -> Session:
        return self.write(lambda c: self._update_session(c, session_id, values))

    def delete_session(self, session_id: str) -> None:
        self.write(lambda c: c.execute("DELETE FROM sessions WHERE id = ?", [session_id]))

    def _update_session(
        self, conn: sqlite3.Connection, session_id: str, values: dict[str, Any]
    ) -> Session:
        values = dict(values)
        if "strategy" in values:
            values["strategy"] = json.dumps(values["strategy"])
        values["updated_at"] = now_ms()
        sets = ", ".join(f"{name} = ?" for name in values)
        sql = f"UPDATE sessions SET {sets}, version = version + 1 WHERE id = ?"
        if not _RETURNING:
            conn.execute(sql, [*values.values(), session_id])
            return self._session(conn, session_id)
        row = conn.execute(f"{sql} RETURNING *", [*values.values(), session_id]).fetchone()
        if row is None:
            raise SessionNotFound(f"no session {session_id!r}; `%ctx sessions` lists them")
        return Session.from_row(row)

    @staticmethod
    def _session(conn: sqlite3.Connection, session_id: str) -> Session:
        row = conn.execute("SELECT * FROM sessions WHERE id = ?", [session_id]).fetchone()
        if row is None:
            raise SessionNotFound(f"no session {session_id!r}; `%ctx sessions` lists them")
        return Session.from_row(row)

    # Messages -------------------------------------------------------------------------------
    def commit(
        self,
        session_id: str,
        *,
        add: Iterable[Message] = (),
        update: Iterable[Message] = (),
        requests: Iterable[RequestRecord] = (),
        session: dict[str, Any] | None = None,
    ) -> Session:
        """One step of a session, atomically: new messages, changed messages, requests, session
        fields. Returns the session row as committed (its version included)."""
        add, update, requests = list(add), list(update), list(requests)
        known, written = dict(self._keys), []

        def work(conn: sqlite3.Connection) -> Session:
            for message in add:
                self._insert(conn, session_id, message)
            for message in update:
                message.updated_at = now_ms()
                conn.execute(
                    "UPDATE messages SET parts = ?, metadata = ?, tokens = ?, updated_at = ? "
                    "WHERE id = ? AND session_id = ?",
                    [
                        message.parts_json(),
                        json.dumps(message.metadata, ensure_ascii=False),
                        _tokens_json(message),
                        message.updated_at,
                        message.id,
                        session_id,
                    ],
                )
            for record in requests:
                self._record_request(conn, record, known, written)
            return self._update_session(conn, session_id, session or {})

        out = self.write(work)
        self._remember(written)  # after the commit: a request rolled back is not kept
        return out

    def _insert(self, conn: sqlite3.Connection, session_id: str, message: Message) -> None:
        if message.session_id != session_id:
            raise ValueError(
                f"message {message.id} belongs to {message.session_id or 'no session'}"
            )
        row = _message_row(message)
        conn.execute(
            f"INSERT INTO messages ({', '.join(row)}) VALUES ({', '.join('?' for _ in row)})",
            list(row.values()),
        )
        # primary keys: a call id is used once in a session, and a call gets one result
        if message.tool_calls:
            conn.executemany(
                "INSERT INTO tool_calls (session_id, call_id, message_id) VALUES (?, ?, ?)",
                [(session_id, c.id, message.id) for c in message.tool_calls],
            )
        if message.tool_results:
            conn.executemany(
                "INSERT INTO tool_results (session_id, call_id, message_id) VALUES (?, ?, ?)",
                [(session_id, r.tool_call_id, message.id) for r in message.tool_results],
            )
        if is_turn_start(message):
            conn.execute(
                "UPDATE sessions SET turn_count = turn_count + 1 WHERE id = ?", [session_id]
            )

    def add_message(self, message: Message, request: RequestRecord | None = None) -> Message:
        """Persist a completed message, and the request that produced it, in one transaction."""
        if not message.session_id:
            raise ValueError("message has no session_id")
        self.commit(message.session_id, add=[message], requests=[request] if request else [])
        return message

    def update_messages(self, messages: Iterable[Message]) -> None:
        by_session: dict[str, list[Message]] = {}
        for message in messages:
            by_session.setdefault(message.session_id, []).append(message)
        for session_id, group in by_session.items():
            self.commit(session_id, update=group)

    def update_message(self, message: Message) -> Message:
        self.update_messages([message])
        return message

    def get_message(self, message_id: str) -> Message:
        rows = self.rows("SELECT * FROM messages WHERE id = ?", [message_id])
        if not rows:
            raise KeyError(f"no message {message_id!r}")
        return _message(rows[0])

    def messages(self, session_id: str, *, since_id: str | None = None) -> list[Message]:
        """A session's messages in creation order, optionally from ``since_id`` on (inclusive)."""
        sql = "SELECT * FROM messages WHERE session_id = ?"
        params: list[Any] = [session_id]
        if since_id:
            sql += " AND id >= ?"
            params.append(since_id)
        return [_message(row) for row in self.rows(sql + " ORDER BY id", params)]

    def live_messages(self, session_id: str, summary_message_id: str | None) -> list[Message]:
        """The messages assembly can still use: the latest summary, the verbatim tail it kept
        (older than the summary itself) and everything after; the summarised past is not read."""
        if not summary_message_id:
            return self.messages(session_id)
        return self.messages(session_id, since_id=live_from(self.get_message(summary_message_id)))

    def tool_call_ids(self, session_id: str) -> set[str]:
        return {
            r[0]
            for r in self.rows("SELECT call_id FROM tool_calls WHERE session_id = ?", [session_id])
        }

    # Requests -------------------------------------------------------------------------------
    def record_request(self, record: RequestRecord) -> None:
        """Store one API request and move the session's odometer and totals, atomically."""
        self.commit(record.session_id, requests=[record])

    def _record_request(
        self,
        conn: sqlite3.Connection,
        record: RequestRecord,
        known: dict[str, Resolved],
        written: list[Resolved],
    ) -> None:
        """Insert the request and add it to its session's totals, and to every ancestor's (a
        sub-agent's cost is its parent's), in the caller's transaction. The odometer (what the
        session's context holds) moves only for requests of the session's own context."""
        u = record.usage
        self._insert_request(conn, record, known, written)
        totals = [u.input, u.output, u.cache_read, u.cache_write, record.cost]
        if record.strategy not in SIDE_REQUESTS:
            conn.execute(
                "UPDATE sessions SET prompt_tokens = ?, completion_tokens = ?, "
                f"{_TOTALS}, request_count = request_count + 1 WHERE id = ?",
                [u.prompt, u.output, *totals, record.session_id],
            )
        else:
            conn.execute(
                f"UPDATE sessions SET {_TOTALS}, request_count = request_count + 1 WHERE id = ?",
                [*totals, record.session_id],
            )
        for ancestor in self._ancestors(conn, record.session_id):
            conn.execute(f"UPDATE sessions SET {_TOTALS} WHERE id = ?", [*totals, ancestor])

    @staticmethod
    def _ancestors(conn: sqlite3.Connection, session_id: str) -> list[str]:
        """The sessions a task sub-agent's cost rolls up to: its parent, and on up while the
        parent is itself a task sub-agent (a fork's parent pays nothing for the fork)."""
        found: list[str] = []
        current = session_id
        while True:
            row = conn.execute(
                "SELECT parent_session_id, agent FROM sessions WHERE id = ?", [current]
            ).fetchone()
            if row is None or row[1] != "task" or row[0] is None or row[0] in found:
                return found
            current = row[0]
            found.append(current)

    def record_side_request(self, record: RequestRecord, **session: Any) -> None:
        """A request billed to the session that is not part of its history (the title agent's):
        totals move, the odometer and the session's version do not, so an agent holding the
        session in memory is not made to reload it."""
        if record.strategy not in SIDE_REQUESTS:
            raise ValueError(f"{record.strategy!r} is not a side request ({sorted(SIDE_REQUESTS)})")

        known, written = dict(self._keys), []

        def work(conn: sqlite3.Connection) -> None:
            self._record_request(conn, record, known, written)
            if session:
                sets = ", ".join(f"{name} = ?" for name in session)
                conn.execute(
                    f"UPDATE sessions SET {sets} WHERE id = ?",
                    [*session.values(), record.session_id],
                )

        self.write(work)
        self._remember(written)

    def retitle(self, session_id: str, title: str) -> None:
        """Set a title without moving the session's version (nothing of its history changed)."""
        self.write(
            lambda c: c.execute("UPDATE sessions SET title = ? WHERE id = ?", [title, session_id])
        )

    def children(self, session_id: str) -> list[Session]:
        """The sessions a session's task tool started, oldest first."""
        return [
            Session.from_row(r)
            for r in self.rows(
                "SELECT * FROM sessions WHERE parent_session_id = ? ORDER BY created_at, id",
                [session_id],
            )
        ]

    def last_request_keys(self, session_id: str) -> tuple[list[str], int] | None:
        """Keys and start time of the session's latest model request (summaries excluded)."""
        rows = self.rows(
            """SELECT id, started_at FROM requests
               WHERE session_id = ? AND part_keys IS NOT NULL
                 AND NOT (strategy = 'summarize' AND step = 0)
               ORDER BY started_at DESC, id DESC LIMIT 1""",
            [session_id],
        )
        return (self._keys_of([rows[0]["id"]])[0], rows[0]["started_at"]) if rows else None

    def keys_before(self, session_id: str, before_ms: int) -> tuple[str, list[str]] | None:
        """The id and keys of the session's latest request with keys started before
        ``before_ms`` (what a cell's first request's keys are an edit of, ``logbook``)."""
        rows = self.rows(  # the index on (session_id, started_at), walked back from there
            "SELECT id FROM requests WHERE session_id = ? AND started_at < ? "
            "AND part_keys IS NOT NULL ORDER BY started_at DESC, id DESC LIMIT 1",
            [session_id, before_ms],
        )
        return (rows[0]["id"], self._keys_of([rows[0]["id"]])[0]) if rows else None

    def requests(
        self, session_id: str, *, since_ms: int | None = None, keys: bool = True
    ) -> list[RequestRecord]:
        """The session's requests in the order they started (``since_ms``: those started then
        or later), each with its keys in full (``keys`` False: with none, for a reader that
        takes them from ``keys_in_order``)."""
        sql, params = "SELECT * FROM requests WHERE session_id = ?", [session_id]
        if since_ms is not None:
            sql += " AND started_at >= ?"
            params.append(since_ms)
        rows = self.rows(sql + " ORDER BY started_at, id", params)
        return self._records(rows) if keys else [RequestRecord.from_row(r, None) for r in rows]

    def keys_in_order(self, session_id: str) -> Iterator[tuple[str, list[str]]]:
        """The id and keys in full of each of the session's requests with keys, in the order
        ``requests`` gives, each resolved from the one before: a reader of them all holds one
        request's keys at a time, where ``requests`` holds every request's (a long
        uncompacted session's add up to the square of its length)."""
        rows = self.rows(
            "SELECT id, part_keys FROM requests WHERE session_id = ? AND part_keys IS NOT NULL "
            "ORDER BY started_at, id",
            [session_id],
        )
        texts = {r["id"]: r["part_keys"] for r in rows}
        for request_id in texts:  # the store keeps the last few read: each is one edit away
            yield request_id, self._keys_of([request_id], texts)[0]

    def requests_after(
        self, session_id: str, row: int = 0, *, since_ms: int | None = None
    ) -> tuple[int, list[RequestRecord]]:
        """The session's requests stored after row ``row`` (in the order ``requests`` gives),
        and the row of the last one stored (``row`` when there is none): a reader that keeps
        the row reads each request once, however long the session. ``since_ms``: only those
        started then or later."""
        # the rowid range, not the session's index: the rows after ``row`` are the new ones
        sql = "SELECT rowid AS _row, * FROM requests NOT INDEXED WHERE rowid > ? AND session_id = ?"
        params: list[Any] = [row, session_id]
        if since_ms is not None:
            sql += " AND started_at >= ?"
            params.append(since_ms)
        rows = self.rows(sql + " ORDER BY started_at, id", params)
        last = max((r["_row"] for r in rows), default=row)
        return last, self._records(rows)

    # Part keys: each row an edit of the session's previous request's (``partkeys``) ----------
    def _insert_request(
        self,
        conn: sqlite3.Connection,
        record: RequestRecord,
        known: dict[str, Resolved],
        written: list[Resolved],
    ) -> None:
        """Insert the request row, its keys stored as an edit of those of the session's previous
        request with keys (by start, whatever its kind), which the row names. A base that cannot
        be read (a damaged row) is not built on: the keys are then stored in full."""
        text = None
        if record.part_keys is not None:
            previous = conn.execute(
                "SELECT id FROM requests WHERE session_id = ? AND part_keys IS NOT NULL "
                "AND (started_at < ? OR (started_at = ? AND id < ?)) "
                "ORDER BY started_at DESC, id DESC LIMIT 1",
                [record.session_id, record.started_at, record.started_at, record.id],
            ).fetchone()
            base = None
            if previous is not None:
                try:
                    base = resolve(previous[0], _fetcher(_query(conn)), known)
                except ValueError:
                    base = None
            text, depth = encode(record.part_keys, base)
            known[record.id] = Resolved(record.id, tuple(record.part_keys), depth)
            written.append(known[record.id])
        row = record.to_row(text)
        conn.execute(
            f"INSERT INTO requests ({', '.join(row)}) VALUES ({', '.join('?' for _ in row)})",
            list(row.values()),
        )

    def _records(self, rows: Sequence[sqlite3.Row]) -> list[RequestRecord]:
        """Request rows as records, their keys resolved (the rows' own edits applied in turn;
        a base before the first, from the rows kept or the database)."""
        texts = {r["id"]: r["part_keys"] for r in rows}
        keyed = [r["id"] for r in rows if r["part_keys"] is not None]
        keys = dict(zip(keyed, self._keys_of(keyed, texts), strict=True))
        return [RequestRecord.from_row(r, keys.get(r["id"])) for r in rows]

    def _keys_of(self, ids: Sequence[str], texts: dict[str, Any] | None = None) -> list[list[str]]:
        """The keys of requests ``ids`` in full (``texts``: stored forms already read), each a
        list of its own; a damaged chain is a one-line ``DatabaseError`` naming the request."""
        texts = texts or {}
        known = dict(self._keys)
        read = _fetcher(self.rows)

        def fetch(request_id: str) -> Any:
            return texts[request_id] if request_id in texts else read(request_id)

        out = []
        for request_id in ids:
            try:
                found = resolve(request_id, fetch, known)
            except ValueError as exc:
                raise DatabaseError(
                    f"cannot read the part keys of request {request_id} in {self.path}: {exc} "
                    "(the database was damaged there; %ctx new starts a session without it)"
                ) from None
            # a resolved list is shared as its followers' base: a kept one is a tuple, copied
            out.append(found.keys if isinstance(found.keys, list) else list(found.keys))
        self._remember([known[i] for i in ids[-2:]])
        return out

    def _remember(self, resolved: Sequence[Resolved]) -> None:
        """Keep the keys of the requests just written or read (the latest ``KEYS_KEPT``)."""
        for entry in resolved:
            self._keys.pop(entry.id, None)
            keys = entry.keys if isinstance(entry.keys, tuple) else tuple(entry.keys)
            self._keys[entry.id] = Resolved(entry.id, keys, entry.depth)
        while len(self._keys) > KEYS_KEPT:
            del self._keys[next(iter(self._keys))]

    def session_usage(self, session_id: str) -> Usage:
        return sum((r.usage for r in self.requests(session_id)), Usage())

    # Calibration of token estimates -------------------------------------------------------
    def calibration(self, model: str) -> tuple[float, int] | None:
        """(factor, samples) learnt for ``model``, or None before any real usage was seen."""
        rows = self.rows("SELECT factor, samples FROM calibration WHERE model = ?", [model])
        return (rows[0][0], rows[0][1]) if rows else None

    def save_calibration(self, model: str, factor: float, samples: int) -> None:
        self.write(
            lambda c: c.execute(
                """INSERT INTO calibration (model, factor, samples, updated_at) VALUES (?, ?, ?, ?)
                   ON CONFLICT(model) DO UPDATE SET factor = excluded.factor,
                   samples = excluded.samples, updated_at = excluded.updated_at""",
                [model, factor, samples, now_ms()],
            )
        )

    # Leases -----------------------------------------------------------------------------------
    def acquire_lease(self, session_id: str, holder: str, ttl_ms: int) -> Lease:
        """Take the session's lease for ``holder``, or raise SessionBusy naming who holds it.

        A lease held by a process that is gone (same host, pid not running) or that was not
        renewed in time is taken over.
        """
        host, pid = this_process()

        def work(conn: sqlite3.Connection) -> Lease:
            now = now_ms()
            row = conn.execute("SELECT * FROM leases WHERE session_id = ?", [session_id]).fetchone()
            if row is not None and row["holder"] != holder:
                other = Lease(**dict(row))
                gone = other.host == host and not _alive(other.pid)
                if other.expires_at > now and not gone:
                    raise SessionBusy(
                        f"session {session_id} is running a turn in another kernel "
                        f"({other.describe()}); wait for it to finish, or continue in a new "
                        "session with %%agent --new"
                    )
            lease = Lease(session_id, holder, host, pid, now, now + ttl_ms)
            conn.execute(
                "INSERT OR REPLACE INTO leases VALUES (?, ?, ?, ?, ?, ?)",
                [session_id, holder, host, pid, lease.acquired_at, lease.expires_at],
            )
            return lease

        return self.write(work)

    def renew_lease(self, session_id: str, holder: str, ttl_ms: int) -> bool:
        """Push the lease's expiry on; False if ``holder`` no longer holds it."""
        cursor = self.write(
            lambda c: c.execute(
                "UPDATE leases SET expires_at = ? WHERE session_id = ? AND holder = ?",
                [now_ms() + ttl_ms, session_id, holder],
            )
        )
        return cursor.rowcount == 1

    def release_lease(self, session_id: str, holder: str) -> None:
        self.write(
            lambda c: c.execute(
                "DELETE FROM leases WHERE session_id = ? AND holder = ?", [session_id, holder]
            )
        )

    def lease(self, session_id: str) -> Lease | None:
        rows = self.rows("SELECT * FROM leases WHERE session_id = ?", [session_id])
        return Lease(**dict(rows[0])) if rows else None


def _fetcher(query: Callable[[str, Sequence[Any]], Sequence[Any]]) -> Callable[[str], Any]:
    """A request's stored keys by id (None: no such request), read with ``query`` (a write's
    transaction, or ``Store.rows``)."""

    def fetch(request_id: str) -> Any:
        found = query("SELECT part_keys FROM requests WHERE id = ?", [request_id])
        return found[0][0] if found else None

    return fetch


def _query(conn: sqlite3.Connection) -> Callable[[str, Sequence[Any]], list[Any]]:
    return lambda sql, params: conn.execute(sql, params).fetchall()


def _tokens_json(message: Message) -> str | None:
    return json.dumps(message.tokens) if message.tokens else None


def _message_row(message: Message) -> dict[str, Any]:
    return {
        "id": message.id,
        "session_id": message.session_id,
        "role": message.role,
        "parts": message.parts_json(),
        "model": message.model,
        "metadata": json.dumps(message.metadata, ensure_ascii=False),
        "created_at": message.created_at,
        "updated_at": message.updated_at,
        "finished_at": message.finished_at,
        "tokens": _tokens_json(message),
    }


def _message(row: sqlite3.Row) -> Message:
    message = Message.from_dict(dict(row))
    tokens = row["tokens"]
    if tokens:
        message.tokens = json.loads(tokens)
    return message
