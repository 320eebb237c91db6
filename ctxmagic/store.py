"""SQLite persistence (sqlite-utils): sessions, messages as JSON parts, one row per API request.

Every write is one transaction, so an error or a KeyboardInterrupt leaves either the old or the new
state, never half of one. Usage counters and the compaction point are data in the session row, not
runtime state, which is what lets ``%ctx resume`` continue a session after a kernel restart.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import sqlite_utils

from .ids import new_id, now_ms
from .migrations import apply_migrations
from .parts import Message
from .usage import Usage


class SessionNotFound(LookupError):
    pass


@dataclass
class Session:
    id: str
    title: str = ""
    workspace: str = ""
    provider: str = ""
    model: str = ""
    parent_session_id: str | None = None
    message_count: int = 0
    prompt_tokens: int = 0  # the odometer: prompt of the latest request (reset by compaction)
    completion_tokens: int = 0
    total_input_tokens: int = 0
    total_output_tokens: int = 0
    total_cache_read_tokens: int = 0
    total_cache_write_tokens: int = 0
    request_count: int = 0
    cost: float = 0.0
    summary_message_id: str | None = None
    strategy: dict[str, Any] = field(default_factory=dict)
    created_at: int = 0
    updated_at: int = 0

    @property
    def context_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Session:
        names = {f.name for f in fields(cls)}
        data = {k: v for k, v in row.items() if k in names}
        data["strategy"] = json.loads(data.get("strategy") or "{}")
        return cls(**data)


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

    def to_row(self) -> dict[str, Any]:
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
        }

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> RequestRecord:
        usage = Usage(
            input=row["input_tokens"],
            output=row["output_tokens"],
            cache_read=row["cache_read_tokens"],
            cache_write_5m=row["cache_write_5m_tokens"],
            cache_write_1h=row["cache_write_1h_tokens"],
            reasoning=row["reasoning_tokens"],
        )
        keep = {f.name for f in fields(cls)} - {"usage"}
        data = {k: v for k, v in row.items() if k in keep}
        data["estimated"] = bool(data.get("estimated"))
        return cls(usage=usage, **data)


def default_db_path(workspace: str | Path) -> Path:
    return Path(workspace) / ".ctxmagic" / "sessions.db"


class Store:
    """One SQLite file (or ``":memory:"``) holding every session of a workspace."""

    def __init__(self, path: str | Path = ":memory:") -> None:
        self.path = str(path)
        if self.path == ":memory:":
            self.db = sqlite_utils.Database(memory=True)
        else:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            try:
                self.db = sqlite_utils.Database(self.path)
                self.db.execute("PRAGMA journal_mode=WAL")
            except sqlite3.DatabaseError as exc:
                raise ValueError(
                    f"{self.path} is not a ctxmagic database ({exc}); "
                    "point CtxMagic.db_path at another file"
                ) from exc
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.applied_migrations = apply_migrations(self.db)

    def close(self) -> None:
        self.db.close()

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
    ) -> Session:
        now = now_ms()
        session = Session(
            id=new_id("ses"),
            title=title,
            workspace=workspace,
            provider=provider,
            model=model,
            parent_session_id=parent_session_id,
            strategy=dict(strategy or {}),
            created_at=now,
            updated_at=now,
        )
        row = {f.name: getattr(session, f.name) for f in fields(session)}
        row["strategy"] = json.dumps(session.strategy)
        with self.db.atomic():
            self.db["sessions"].insert(row)
        return session

    def get_session(self, session_id: str) -> Session:
        """Look a session up by id or by a unique prefix of it."""
        rows = list(
            self.db.query(
                "SELECT * FROM sessions WHERE id = ? OR id LIKE ?", [session_id, f"{session_id}%"]
            )
        )
        exact = [r for r in rows if r["id"] == session_id]
        if exact:
            return Session.from_row(exact[0])
        if len(rows) == 1:
            return Session.from_row(rows[0])
        if not rows:
            raise SessionNotFound(
                f"no session {session_id!r} in {self.path}; `%ctx sessions` lists them"
            )
        raise SessionNotFound(
            f"{session_id!r} matches {len(rows)} sessions; give more characters of the id"
        )

    def sessions(self) -> list[Session]:
        return [
            Session.from_row(r)
            for r in self.db.query("SELECT * FROM sessions ORDER BY updated_at DESC, id DESC")
        ]

    def update_session(self, session_id: str, **values: Any) -> Session:
        if "strategy" in values:
            values["strategy"] = json.dumps(values["strategy"])
        values["updated_at"] = now_ms()
        with self.db.atomic():
            self.db["sessions"].update(session_id, values)
        return self.get_session(session_id)

    def delete_session(self, session_id: str) -> None:
        with self.db.atomic():
            self.db.execute("DELETE FROM sessions WHERE id = ?", [session_id])

    # Messages -------------------------------------------------------------------------------
    def add_message(self, message: Message, request: RequestRecord | None = None) -> Message:
        """Persist a completed message, and the request that produced it, in one transaction."""
        if not message.session_id:
            raise ValueError("message has no session_id")
        with self.db.atomic():
            self.db["messages"].insert(_message_row(message))
            self.db.execute(
                "UPDATE sessions SET updated_at = ? WHERE id = ?", [now_ms(), message.session_id]
            )
            if request is not None:
                self._record_request(request)
        return message

    def update_message(self, message: Message) -> Message:
        message.updated_at = now_ms()
        with self.db.atomic():
            self.db["messages"].update(message.id, _message_row(message))
        return message

    def update_messages(self, messages: Iterable[Message]) -> None:
        with self.db.atomic():
            for message in messages:
                message.updated_at = now_ms()
                self.db["messages"].update(message.id, _message_row(message))

    def get_message(self, message_id: str) -> Message:
        return Message.from_dict(self.db["messages"].get(message_id))

    def messages(self, session_id: str, *, since_id: str | None = None) -> list[Message]:
        """A session's messages in creation order, optionally from ``since_id`` on (inclusive)."""
        sql = "SELECT * FROM messages WHERE session_id = ?"
        params: list[Any] = [session_id]
        if since_id:
            sql += " AND id >= ?"
            params.append(since_id)
        sql += " ORDER BY id"
        return [Message.from_dict(row) for row in self.db.query(sql, params)]

    # Requests -------------------------------------------------------------------------------
    def record_request(self, record: RequestRecord) -> None:
        """Store one API request and move the session's odometer and totals, atomically."""
        with self.db.atomic():
            self._record_request(record)

    def _record_request(self, record: RequestRecord) -> None:
        u = record.usage
        self.db["requests"].insert(record.to_row())
        self.db.execute(
            """UPDATE sessions SET
                     prompt_tokens = ?, completion_tokens = ?,
                     total_input_tokens = total_input_tokens + ?,
                     total_output_tokens = total_output_tokens + ?,
                     total_cache_read_tokens = total_cache_read_tokens + ?,
                     total_cache_write_tokens = total_cache_write_tokens + ?,
                     request_count = request_count + 1,
                     cost = cost + ?, updated_at = ?
                   WHERE id = ?""",
            [
                u.prompt,
                u.output,
                u.input,
                u.output,
                u.cache_read,
                u.cache_write,
                record.cost,
                now_ms(),
                record.session_id,
            ],
        )

    def set_request_keys(self, request_id: str, keys: list[str]) -> None:
        """The content keys of a request's positions: the next request's cached prefix is the
        part it shares with these (``%ctx parts`` shows it)."""
        with self.db.atomic():
            self.db.execute(
                "UPDATE requests SET part_keys = ? WHERE id = ?", [json.dumps(keys), request_id]
            )

    def last_request_keys(self, session_id: str) -> tuple[list[str], int] | None:
        """Keys and start time of the session's latest model request (summaries excluded)."""
        row = self.db.execute(
            """SELECT part_keys, started_at FROM requests
               WHERE session_id = ? AND part_keys IS NOT NULL AND strategy != 'summarize'
               ORDER BY started_at DESC, id DESC LIMIT 1""",
            [session_id],
        ).fetchone()
        return (json.loads(row[0]), row[1]) if row else None

    def requests(self, session_id: str) -> list[RequestRecord]:
        return [
            RequestRecord.from_row(r)
            for r in self.db.query(
                "SELECT * FROM requests WHERE session_id = ? ORDER BY started_at, id", [session_id]
            )
        ]

    # Calibration of token estimates -------------------------------------------------------
    def calibration(self, model: str) -> tuple[float, int] | None:
        """(factor, samples) learnt for ``model``, or None before any real usage was seen."""
        row = self.db.execute(
            "SELECT factor, samples FROM calibration WHERE model = ?", [model]
        ).fetchone()
        return (row[0], row[1]) if row else None

    def save_calibration(self, model: str, factor: float, samples: int) -> None:
        with self.db.atomic():
            self.db.execute(
                """INSERT INTO calibration (model, factor, samples, updated_at) VALUES (?, ?, ?, ?)
                   ON CONFLICT(model) DO UPDATE SET factor = excluded.factor,
                   samples = excluded.samples, updated_at = excluded.updated_at""",
                [model, factor, samples, now_ms()],
            )

    def session_usage(self, session_id: str) -> Usage:
        return sum((r.usage for r in self.requests(session_id)), Usage())


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
    }
