"""The session store a replay writes to: the SQLite store's bookkeeping, kept in Python objects.

A replay runs the real agent, which writes every step through a store, but nothing reads a
replay's session back except the agent itself (it keeps its session in memory) and nobody
needs it after the run. Encoding each step as JSON rows in SQLite was a third of a replay's
time, so a replay writes here instead: the same methods the agent, its lease and the runtime
call, with the same effect on the session row (version, message and turn counts, the odometer,
totals rolled up to task parents, the compaction point), checked against ``store.Store`` by
``tests/test_lab_memstore.py``. Pass a ``Store`` to ``lab.replay(store=...)`` to keep a replay's
session in a database instead.

Nothing here is durable or shared between processes. A write is checked before it changes
anything, so a bad one changes nothing; the session row an agent is given is the store's own
(the agent replaces it, never changes it).
"""

from __future__ import annotations

import bisect
import copy
import dataclasses
from collections.abc import Iterable
from typing import Any

from ..errors import SessionNotFound
from ..messages.ids import new_id, now_ms
from ..messages.parts import Message, is_turn_start
from ..store.database import SIDE_REQUESTS, Lease, RequestRecord, Session, Store, this_process


class MemoryStore:
    """``store.Store``'s interface for one process's throwaway sessions."""

    path = ":memory:"
    identity = None

    def __init__(self) -> None:
        self._sessions: dict[str, Session] = {}
        self._messages: dict[str, list[Message]] = {}
        self._requests: dict[str, list[RequestRecord]] = {}
        self._calls: dict[str, set[str]] = {}
        self._calibration: dict[str, tuple[float, int]] = {}

    def close(self) -> None:
        pass

    # Sessions -------------------------------------------------------------------------------
    def create_session(
        self, title: str = "", *, session_id: str | None = None, **values: Any
    ) -> Session:
        now = now_ms()
        strategy = dict(values.pop("strategy", None) or {})
        session = Session(
            id=session_id or new_id("ses"),
            title=title,
            strategy=strategy,
            created_at=now,
            updated_at=now,
            **values,
        )
        self._sessions[session.id] = session
        self._messages[session.id], self._requests[session.id] = [], []
        self._calls[session.id] = set()
        return dataclasses.replace(session)

    def _session(self, session_id: str) -> Session:
        session = self._sessions.get(session_id)
        if session is None:
            raise SessionNotFound(f"no session {session_id!r} in this replay")
        return session

    def get_session(self, session_id: str) -> Session:
        return dataclasses.replace(self._session(session_id))

    def session_version(self, session_id: str) -> int | None:
        session = self._sessions.get(session_id)
        return None if session is None else session.version

    def update_session(self, session_id: str, **values: Any) -> Session:
        return self.commit(session_id, session=values)

    # Messages and requests ----------------------------------------------------------------
    def commit(
        self,
        session_id: str,
        *,
        add: Iterable[Message] = (),
        update: Iterable[Message] = (),
        requests: Iterable[RequestRecord] = (),
        session: dict[str, Any] | None = None,
    ) -> Session:
        """One step, as ``Store.commit``: messages, changed messages, requests, session fields."""
        add, update, requests = list(add), list(update), list(requests)
        row = self._session(session_id)
        messages, calls = self._messages[session_id], self._calls[session_id]
        new: set[str] = set()
        for message in add:  # checked before anything changes: all of it, or none of it
            if message.session_id != session_id:
                raise ValueError(
                    f"message {message.id} belongs to {message.session_id or 'no session'}"
                )
            ids = [c.id for c in message.tool_calls]
            if len(set(ids)) < len(ids) or not (new.isdisjoint(ids) and calls.isdisjoint(ids)):
                raise ValueError(f"message {message.id} repeats a tool call id of the session")
            new.update(ids)
        changed: dict[str, dict[str, Any]] = {}
        for record in requests:
            changed.update(self._billed(record, changed))
        fields = {
            **changed.pop(session_id, {}),
            "message_count": row.message_count + len(add),
            "turn_count": row.turn_count + sum(map(is_turn_start, add)),
            **(session or {}),  # after the requests' fields, as the store updates the row last
            "updated_at": now_ms(),
        }
        if "strategy" in fields:
            fields["strategy"] = dict(fields["strategy"])
        if unknown := fields.keys() - _FIELDS:
            raise ValueError(f"sessions have no field {', '.join(sorted(unknown))}")
        for message in add:
            if messages and message.id < messages[-1].id:
                bisect.insort(messages, message, key=_ID)
            else:
                messages.append(message)
        updated = 0
        for message in update:
            message.updated_at = fields["updated_at"]
            i = bisect.bisect_left(messages, message.id, key=_ID)
            if i < len(messages) and messages[i].id == message.id:  # as UPDATE ... WHERE id = ?
                messages[i] = message
                updated += 1
        calls |= new
        self._requests[session_id] += requests
        for target, values in changed.items():
            self._sessions[target] = _with(self._sessions[target], values)
        fields["version"] = row.version + len(add) + updated + 1  # the store's triggers' count
        committed = self._sessions[session_id] = _with(row, fields)
        return committed

    def _billed(
        self, record: RequestRecord, changed: dict[str, dict[str, Any]]
    ) -> dict[str, dict[str, Any]]:
        """The session fields a request moves: its session's totals, count and odometer (unless
        it is a side request), and the totals of every task parent it rolls up to."""
        u = record.usage
        out = {}
        for target in [record.session_id, *self._ancestors(record.session_id)]:
            now = {**vars(self._session(target)), **changed.get(target, {})}
            values = {
                "total_input_tokens": now["total_input_tokens"] + u.input,
                "total_output_tokens": now["total_output_tokens"] + u.output,
                "total_cache_read_tokens": now["total_cache_read_tokens"] + u.cache_read,
                "total_cache_write_tokens": now["total_cache_write_tokens"] + u.cache_write,
                "cost": now["cost"] + record.cost,
            }
            if target == record.session_id:
                values["request_count"] = now["request_count"] + 1
                if record.strategy not in SIDE_REQUESTS:
                    values.update(prompt_tokens=u.prompt, completion_tokens=u.output)
            out[target] = {**changed.get(target, {}), **values}
        return out

    def _ancestors(self, session_id: str) -> list[str]:
        found: list[str] = []
        row = self._sessions.get(session_id)
        while (
            row is not None and row.agent == "task" and row.parent_session_id not in (None, *found)
        ):
            found.append(row.parent_session_id)
            row = self._sessions.get(row.parent_session_id)
        return found

    def messages(self, session_id: str, *, since_id: str | None = None) -> list[Message]:
        messages = self._messages.get(session_id, [])
        start = bisect.bisect_left(messages, since_id, key=_ID) if since_id else 0
        return messages[start:]

    def get_message(self, message_id: str) -> Message:
        for messages in self._messages.values():
            i = bisect.bisect_left(messages, message_id, key=_ID)
            if i < len(messages) and messages[i].id == message_id:
                return messages[i]
        raise KeyError(f"no message {message_id!r}")

    live_messages = Store.live_messages  # written in terms of messages() and get_message()

    def tool_call_ids(self, session_id: str) -> set[str]:
        return set(self._calls.get(session_id, ()))

    def requests(self, session_id: str) -> list[RequestRecord]:
        return sorted(self._requests.get(session_id, []), key=lambda r: (r.started_at, r.id))

    def last_request_keys(self, session_id: str) -> tuple[list[str], int] | None:
        for record in reversed(self.requests(session_id)):
            if record.part_keys is not None and record.kind != "summary":
                return list(record.part_keys), record.started_at
        return None

    # Calibration and leases: one process, nobody to wait for -----------------------------------
    def calibration(self, model: str) -> tuple[float, int] | None:
        return self._calibration.get(model)

    def save_calibration(self, model: str, factor: float, samples: int) -> None:
        self._calibration[model] = (factor, samples)

    def acquire_lease(self, session_id: str, holder: str, ttl_ms: int) -> Lease:
        now = now_ms()
        return Lease(session_id, holder, *this_process(), now, now + ttl_ms)

    def release_lease(self, session_id: str, holder: str) -> None:
        pass


_FIELDS = frozenset(f.name for f in dataclasses.fields(Session))


def _with(session: Session, values: dict[str, Any]) -> Session:
    """A copy of ``session`` with ``values`` (``dataclasses.replace`` without its checks: the
    fields are the store's own; this runs twice a step)."""
    new = copy.copy(session)
    vars(new).update(values)
    return new


def _ID(message: Message) -> str:
    return message.id
