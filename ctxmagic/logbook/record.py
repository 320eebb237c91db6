"""What a cell's output carries so that a saved notebook is its session's log.

Each ``%%agent`` cell (and each ``%ctx compact``) stores, in its output's metadata under
``ctxmagic.record``, what it wrote to its session: the messages it added (in id order), the earlier
messages it changed (a prune marks old tool outputs), the requests it sent with their usage, and
the session row as it left it. ``after`` names the session's last message before the cell ran, so
the records of one session form a chain wherever the cells sit in the notebook. The task
sub-agents a turn started are sessions of their own (``subagents``: each child's whole session,
nested in the record of the turn that ran it). ``digest`` is a SHA-256 of the rest: an output
edited by hand is refused instead of being half imported.

A record is what the cell changed, so its size follows the cell, not the session: since format
2 a request's part keys are an edit of the session's previous request's (``partkeys``), which
may sit in an earlier cell; the import resolves them along the chain. Format 1 records (every
request's keys in full) still read.

Records hold no keys: a provider key is never in the database, and a key that a user pasted into a
prompt is replaced by ``[redacted: VARIABLE]`` (``redact``) before a record is written.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field, fields
from typing import Any

from ..context.policy import Policy
from ..errors import ConfigError, CtxMagicError, SessionNotFound
from ..messages.checks import BadField, check_fields, check_message, check_value, kind
from ..messages.parts import Message
from ..model.usage import Usage
from ..providers import SPECS
from ..store.database import RequestRecord, Session, Store
from ..store.partkeys import KeyDelta, diff

FORMAT = 2  # 2: part keys as deltas (``partkeys``); 1: every request's keys in full
READS = (1, 2)
KINDS = ("turn", "compact", "strategy")
SESSION_FIELDS = tuple(f.name for f in fields(Session) if f.name != "version")
REQUEST_FIELDS = tuple(f.name for f in fields(RequestRecord))


class RecordError(CtxMagicError, ValueError):
    """A record that does not parse or does not check; the message says why, in one line."""


@dataclass
class CellRecord:
    """Everything one cell wrote to one session."""

    # "turn" (an %%agent cell), "compact" (a %ctx compact cell), "strategy" (a %ctx strategy
    # cell: the policy it set, in the row; it adds nothing to the chain of messages)
    kind: str
    session: Session  # the row as the cell left it
    turn: int  # the session's turn count when the cell finished
    status: str  # end_turn, step_limit, max_tokens, error, interrupted; "compacted"
    after: str | None  # the session's last message id before the cell ran (None: the first)
    messages: list[Message] = field(default_factory=list)  # added by the cell, in id order
    updated: list[Message] = field(default_factory=list)  # older messages it changed
    requests: list[RequestRecord] = field(default_factory=list)
    forked_from: dict[str, Any] | None = None  # {"session": id, "turn": n} for a fork's first cell
    subagents: list[CellRecord] = field(default_factory=list)  # task children it ran, each whole
    # the session's last request with part keys before the cell's (id, keys): what its first
    # request's keys are written against (None: written in full)
    keys_base: tuple[str, list[str]] | None = None
    # read from a notebook: request id -> its keys as an edit of an earlier request's, which
    # the import resolves along the chain (``load``); those requests' ``part_keys`` are None
    deltas: dict[str, KeyDelta] = field(default_factory=dict)
    format: int = FORMAT  # a record read back is written as it was read

    @property
    def last_id(self) -> str | None:
        return self.messages[-1].id if self.messages else self.after

    def body(self) -> dict[str, Any]:
        body = {
            "format": self.format,
            "kind": self.kind,
            "session": {name: getattr(self.session, name) for name in SESSION_FIELDS},
            "turn": self.turn,
            "status": self.status,
            "after": self.after,
            "messages": [m.to_dict() for m in self.messages],
            "updated": [m.to_dict() for m in self.updated],
            "requests": self._requests(),
            "forked_from": self.forked_from,
        }
        if self.subagents:  # absent otherwise, so records written before it still check
            body["subagents"] = [child.body() for child in self.subagents]
        return body

    def _requests(self) -> list[dict[str, Any]]:
        """The requests as stored: in format 2 each one's keys an edit of the keys of the
        request with keys before it (in the record, else ``keys_base``)."""
        out, base = [], self.keys_base
        for r in self.requests:
            keys = r.part_keys
            if r.id in self.deltas:
                out.append(request_dict(r, self.deltas[r.id].to_json()))
            elif keys is not None and base is not None and self.format >= 2:
                out.append(request_dict(r, diff(base[0], base[1], keys).to_json()))
            else:
                out.append(request_dict(r, None if keys is None else list(keys)))
            if keys is not None:
                base = (r.id, keys)
        return out

    def to_dict(self) -> dict[str, Any]:
        """The record as stored in the notebook: keys redacted, then the digest of the result."""
        body = redact(self.body())
        return {**body, "digest": digest(body)}

    @classmethod
    def from_dict(cls, value: Any) -> CellRecord:
        """Parse and check a stored record; any problem is a ``RecordError`` of one line."""
        if not isinstance(value, dict):
            raise RecordError("its ctxmagic record is not an object")
        body = {k: v for k, v in value.items() if k != "digest"}
        if value.get("format") not in READS:
            raise RecordError(
                f"its record has format {value.get('format')!r}; this ctxmagic reads formats "
                f"{', '.join(map(str, READS))} (upgrade ctxmagic, or re-run the cell)"
            )
        if value.get("digest") != digest(body):
            raise RecordError(
                "its ctxmagic record was changed after the cell ran (the digest does not match); "
                "re-run the cell, or restore the output"
            )
        try:
            record = cls._parse(body)
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, RecordError):
                raise
            raise RecordError(f"its ctxmagic record does not parse ({_reason(exc)})") from None
        record.check()
        return record

    @classmethod
    def _parse(cls, value: dict[str, Any]) -> CellRecord:
        try:
            check_body(value)
        except BadField as exc:
            raise RecordError(str(exc)) from None
        children = value.get("subagents", [])
        if not isinstance(children, list) or not all(isinstance(c, dict) for c in children):
            raise TypeError("'subagents' is not a list of records")
        deltas: dict[str, KeyDelta] = {}
        return cls(
            kind=_choice(value, "kind", KINDS),
            session=_session(_typed(value, "session", dict)),
            turn=_typed(value, "turn", int),
            status=_typed(value, "status", str),
            after=_typed(value, "after", (str, type(None))),
            messages=[_message(m) for m in _typed(value, "messages", list)],
            updated=[_message(m) for m in _typed(value, "updated", list)],
            requests=[_request(r, deltas) for r in _typed(value, "requests", list)],
            forked_from=_typed(value, "forked_from", (dict, type(None))),
            subagents=[cls._parse(c) for c in children],
            deltas=deltas,
            format=value["format"],
        )

    def check(self) -> None:
        """What every record holds true: messages in id order after ``after``, all of the
        record's session, requests of that session."""
        sid = self.session.id
        if self.kind == "strategy" and (
            self.messages or self.updated or self.requests or self.subagents or self.forked_from
        ):
            raise RecordError("its record of a strategy change holds messages or requests")
        ids = [m.id for m in self.messages]
        if ids != sorted(ids) or len(set(ids)) != len(ids):
            raise RecordError("its record's messages are not in id order")
        if self.after is not None and ids and ids[0] <= self.after:
            raise RecordError("its record's messages do not follow the message it names as before")
        for m in [*self.messages, *self.updated]:
            if m.session_id != sid:
                raise RecordError(f"its record mixes sessions ({m.session_id} in {sid})")
        for r in self.requests:
            if r.session_id != sid:
                raise RecordError(f"its record mixes sessions ({r.session_id} in {sid})")
        for child in self.subagents:
            if child.session.parent_session_id != sid or child.session.agent != "task":
                raise RecordError(f"its record holds {child.session.id}, not a sub-agent of {sid}")
            if child.after is not None or child.subagents:
                raise RecordError(f"its record holds sub-agent {child.session.id} only in part")
            child.check()


def check_body(value: dict[str, Any]) -> None:
    """Every field of a record's body has the type the store keeps (``messages.checks``), and
    its session's strategy is one ctxmagic runs; ``BadField`` names the first that does not."""
    session = value.get("session")
    check_fields(Session, session, "its session", skip=("version",))
    assert isinstance(session, dict)
    try:
        Policy.from_dict(session.get("strategy") or {})
    except (ConfigError, TypeError, ValueError, KeyError) as exc:
        raise BadField(f"its session's strategy does not check ({_reason(exc)})") from None
    check_value(value.get("turn"), int, "its field 'turn'")
    check_value(value.get("after"), str | None, "its field 'after'", "id")
    check_value(value.get("forked_from"), dict[str, Any] | None, "its field 'forked_from'")
    for name in ("messages", "updated", "requests"):
        if not isinstance(value.get(name), list):
            raise BadField(f"its field {name!r} must be a list, got {kind(value.get(name))}")
    for name in ("messages", "updated"):
        for index, message in enumerate(value[name]):
            label = message.get("id") if isinstance(message, dict) else None
            shown = repr(label) if isinstance(label, str) and len(label) < 60 else index + 1
            check_message(message, f"its message {shown}")
    for index, request in enumerate(value["requests"]):
        label = request.get("id") if isinstance(request, dict) else None
        where = (
            f"its request {label!r}"
            if isinstance(label, str) and len(label) < 60
            else (f"its request {index + 1}")
        )
        check_fields(RequestRecord, request, where, skip=("usage", "part_keys"))
        check_fields(Usage, request.get("usage"), f"{where} field 'usage'")
        keys = request.get("part_keys")
        if isinstance(keys, dict) and value.get("format", FORMAT) >= 2:
            try:
                KeyDelta.from_json(keys)
            except ValueError as exc:
                raise BadField(f"{where}: {exc}") from None
        else:
            check_value(keys, list[str] | None, f"{where} field 'part_keys'")


def digest(body: dict[str, Any]) -> str:
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def key_values() -> dict[str, str]:
    """Every provider key set in this process's environment, by variable (long enough to be a
    key: a short value would redact ordinary words)."""
    names = {name for spec in SPECS.values() for name in spec.key_env}
    names |= {n for n in os.environ if n.endswith("_API_KEY")}
    return {
        n: os.environ[n].strip() for n in sorted(names) if len(os.environ.get(n, "").strip()) >= 8
    }


def redact(value: Any, keys: dict[str, str] | None = None) -> Any:
    """``value`` (JSON data) with every provider key in it replaced by ``[redacted: VARIABLE]``."""
    keys = key_values() if keys is None else keys
    if not keys:
        return value
    if isinstance(value, str):
        for name, key in keys.items():
            value = value.replace(key, f"[redacted: {name}]")
        return value
    if isinstance(value, dict):
        return {k: redact(v, keys) for k, v in value.items()}
    if isinstance(value, list):
        return [redact(v, keys) for v in value]
    return value


def request_dict(record: RequestRecord, part_keys: Any = ...) -> dict[str, Any]:
    """The request as JSON data (``part_keys``: what to write for its keys, if not the list
    itself). Not ``asdict``: it deep-copies every string of the part keys, one per position of
    the request, which made a late cell's record cost more than its turn; the lists and dicts
    are copied one level, their items are immutable JSON."""
    data = {name: getattr(record, name) for name in REQUEST_FIELDS if name != "part_keys"}
    data["usage"] = record.usage.to_dict()
    for name, value in data.items():
        if isinstance(value, list):
            data[name] = list(value)
        elif isinstance(value, dict) and name != "usage":
            data[name] = json.loads(json.dumps(value))
    keys = record.part_keys
    data["part_keys"] = (None if keys is None else list(keys)) if part_keys is ... else part_keys
    return data


def _request(value: Any, deltas: dict[str, KeyDelta]) -> RequestRecord:
    """A stored request; keys stored as an edit go to ``deltas`` (its ``part_keys`` None)."""
    if not isinstance(value, dict):
        raise TypeError("a request is not an object")
    data = {k: v for k, v in value.items() if k in REQUEST_FIELDS}
    data["usage"] = Usage.from_dict(_typed(value, "usage", dict))
    for name in ("session_id", "provider", "model", "id"):
        _typed(value, name, str)
    if isinstance(data.get("part_keys"), dict):
        deltas[data["id"]] = KeyDelta.from_json(data["part_keys"])
        data["part_keys"] = None
    return RequestRecord(**data)


def _session(value: dict[str, Any]) -> Session:
    missing = [n for n in ("id", "title", "provider", "model") if not isinstance(value.get(n), str)]
    if missing:
        raise TypeError(f"the session has no {missing[0]!r}")
    data = {k: v for k, v in value.items() if k in SESSION_FIELDS}
    if not isinstance(data.get("strategy", {}), dict):
        raise TypeError("the session's strategy is not an object")
    return Session(**data)


def _message(value: Any) -> Message:
    if not isinstance(value, dict) or not isinstance(value.get("id"), str):
        raise TypeError("a message is not an object with an id")
    if not isinstance(value.get("parts"), list):
        raise TypeError(f"message {value['id']} has no list of parts")
    return Message.from_dict(value)


def _typed(value: dict[str, Any], name: str, kind: Any) -> Any:
    if name not in value:
        raise KeyError(name)
    item = value[name]
    if not isinstance(item, kind) or (kind is int and isinstance(item, bool)):
        raise TypeError(f"{name!r} has the wrong type")
    return item


def _choice(value: dict[str, Any], name: str, choices: tuple[str, ...]) -> str:
    item = _typed(value, name, str)
    if item not in choices:
        raise ValueError(f"{name!r} is {item!r}, not one of {', '.join(choices)}")
    return item


def _reason(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return f"missing field {exc.args[0]!r}"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


# Reading what a cell wrote ---------------------------------------------------------------------
def last_message_id(store: Store, session_id: str) -> str | None:
    """The session's newest message id: what a cell about to run records as ``after``."""
    rows = store.rows(
        "SELECT id FROM messages WHERE session_id = ? ORDER BY id DESC LIMIT 1", [session_id]
    )
    return rows[0][0] if rows else None


def strategy_record(store: Store, session_id: str) -> CellRecord:
    """What a ``%ctx strategy`` cell that changed the policy keeps: the session row, with the
    policy, as it left it. The next turn's record carries the policy too, but a change made
    after a notebook's last turn is in no other record."""
    session = store.get_session(session_id)
    return CellRecord(
        kind="strategy",
        session=session,
        turn=session.turn_count,
        status="set",
        after=last_message_id(store, session_id),
    )


def live_record(
    store: Store,
    session_id: str,
    *,
    kind: str,
    after: str | None,
    since_ms: int,
    status: str,
    forked_from: dict[str, Any] | None = None,
) -> CellRecord:
    """What a cell that started at ``since_ms`` wrote to the session: the messages after
    ``after``, the older ones updated since it started, the requests it sent."""
    session = store.get_session(session_id)
    rows = store.rows(  # two indexed lookups: an OR of the two would scan the session
        "SELECT * FROM messages WHERE session_id = ? AND id > ? UNION "
        "SELECT * FROM messages WHERE session_id = ? AND updated_at >= ? ORDER BY id",
        [session_id, after or "", session_id, since_ms],
    )
    messages = [Message.from_dict(dict(r)) for r in rows]
    keys_base = store.keys_before(session_id, since_ms)  # first: the cell's requests edit it
    requests = store.requests(session_id, since_ms=since_ms)
    added = [m for m in messages if after is None or m.id > after]
    return CellRecord(
        kind=kind,
        session=session,
        turn=session.turn_count,
        status=status,
        after=after,
        messages=added,
        updated=[m for m in messages if after is not None and m.id <= after],
        requests=requests,
        forked_from=forked_from,
        subagents=subagent_records(store, session_id, added),
        keys_base=keys_base,
    )


def subagent_records(store: Store, session_id: str, messages: list[Message]) -> list[CellRecord]:
    """The task sub-agents whose results ``messages`` hold, each as the record of its whole
    session (a child runs its task inside the parent's turn). A fork's copies of its parent's
    results name the parent's children, which the parent's own records carry."""
    out = []
    for message in messages:
        for result in message.tool_results:
            meta = result.metadata or {}
            child_id = meta.get("session_id") if meta.get("task") else None
            if not isinstance(child_id, str):
                continue
            try:
                child = store.get_session(child_id)
            except SessionNotFound:
                continue  # the task could not start its session
            if child.id != child_id or child.parent_session_id != session_id:
                continue
            out.append(
                live_record(
                    store,
                    child.id,
                    kind="turn",
                    after=None,
                    since_ms=0,
                    status=str(meta.get("reason") or "end_turn"),
                )
            )
    return out


# Equality --------------------------------------------------------------------------------------
def session_state(store: Store, session_id: str) -> dict[str, Any]:
    """A session as data, for comparing two copies of it (the round trip's equality).

    Two sessions are the same when this is equal: the session row (every field but ``version``,
    a write counter, and ``updated_at``, the time of the last write), every message with all its
    parts and metadata, every request with its usage, cost and cache split, and the compaction
    point. Token counts kept beside the messages are derived data and are not compared.
    """
    session = store.get_session(session_id)
    row = {n: getattr(session, n) for n in SESSION_FIELDS if n != "updated_at"}
    return {
        "session": row,
        "messages": [m.to_dict() for m in store.messages(session_id)],
        "requests": [request_dict(r) for r in store.requests(session_id)],
    }
