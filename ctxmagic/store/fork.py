"""Forking a session at a turn: what re-running (or editing) an earlier ``%%agent`` cell does.

History is never rewritten. A turn is tied to the cell that ran it (the user message keeps the
notebook cell's id in its metadata); when that cell runs again, the session is forked before that
turn into a child session, recorded with its parent (opencode's ``session fork`` does the same),
and the cell runs as that turn of the child. The parent stays as it was.

The child starts with copies of the parent's messages before the turn (new ids, same order,
the compaction point carried over). A tool output that a later turn pruned is restored in the
copy, since the prune had not happened yet at that point. Requests are not copied: they were
paid for by the parent, so a fork's requests, cost and cache figures are its own; its meter starts
from the parent's last request before the fork point.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..messages.ids import new_id, now_ms
from ..messages.parts import (
    CompactionPart,
    Message,
    ServerCompactionPart,
    ToolResultPart,
    is_compaction_point,
    is_turn_start,
)
from .database import Session, Store


@dataclass(frozen=True)
class CellTurn:
    """The turn a notebook cell ran in a session: its user message and its number."""

    message_id: str
    turn: int


def turn_of_cell(store: Store, session_id: str, cell_id: str) -> CellTurn | None:
    """The latest turn of ``session_id`` that the notebook cell ``cell_id`` ran, if any."""
    rows = store.rows(
        # the cell's index (migration m011), not a scan of the session's messages
        "SELECT id FROM messages INDEXED BY idx_messages_cell WHERE session_id = ? "
        "AND role = 'user' AND json_extract(metadata, '$.cell_id') = ? ORDER BY id DESC LIMIT 1",
        [session_id, cell_id],
    )
    if not rows:
        return None
    message_id = rows[0][0]
    turns = store.rows(
        "SELECT id, role, parts, metadata FROM messages WHERE session_id = ? AND role = 'user' "
        "AND id <= ? ORDER BY id",
        [session_id, message_id],
    )
    number = sum(1 for r in turns if is_turn_start(Message.from_dict(dict(r))))
    return CellTurn(message_id, number)


def fork_session(store: Store, session_id: str, before: str, *, title: str = "") -> Session:
    """A child of ``session_id`` holding copies of its messages older than message ``before``
    (the user message of the turn the fork replaces); one transaction."""
    parent = store.get_session(session_id)
    point = store.get_message(before)
    if point.session_id != parent.id:
        raise ValueError(f"message {before} is not in session {parent.id}")
    child_id = new_id("ses")
    older = [m for m in store.messages(parent.id) if m.id < before]
    ids = {m.id: new_id("msg") for m in older}  # new ids, in the same order
    copies = [_copy(m, child_id, ids, point.created_at) for m in older]
    summaries = [m for m in copies if is_compaction_point(m)]
    prompt, output = _odometer(store, parent.id, point.created_at, summaries)
    turn = sum(1 for m in older if is_turn_start(m)) + 1
    child = replace(
        parent,
        id=child_id,
        title=title or f"{parent.title or 'untitled'} (fork at turn {turn})",
        parent_session_id=parent.id,
        prompt_tokens=prompt,
        completion_tokens=output,
        total_input_tokens=0,
        total_output_tokens=0,
        total_cache_read_tokens=0,
        total_cache_write_tokens=0,
        request_count=0,
        cost=0.0,
        summary_message_id=summaries[-1].id if summaries else None,
        created_at=now_ms(),
        updated_at=now_ms(),
    )
    return store.insert_sessions([(child, copies, [])])[0]


def _copy(message: Message, session_id: str, ids: dict[str, str], fork_ms: int) -> Message:
    copy = message.copy(session_id=session_id)
    copy.id = ids[message.id]
    parts = []
    for part in copy.parts:
        if isinstance(part, ToolResultPart) and part.pruned_at is not None:
            if part.pruned_at >= fork_ms:
                part = replace(part, pruned_at=None)
        elif isinstance(part, CompactionPart):
            part = replace(
                part,
                replaced_message_ids=[ids.get(i, i) for i in part.replaced_message_ids],
                kept_from_id=ids.get(part.kept_from_id or "", part.kept_from_id),
            )
        elif isinstance(part, ServerCompactionPart):
            part = replace(part, kept_from_id=ids.get(part.kept_from_id or "", part.kept_from_id))
        parts.append(part)
    copy.parts = parts
    return copy


def _odometer(
    store: Store, session_id: str, before_ms: int, summaries: list[Message]
) -> tuple[int, int]:
    """(prompt, completion) tokens as the parent's meter stood before the fork point: its last
    request then, or right after a compaction the context the compaction recorded (a summary
    stored before it was recorded: 0 and the summary's tokens)."""
    rows = store.rows(
        "SELECT * FROM requests WHERE session_id = ? AND started_at < ? "
        "ORDER BY started_at DESC, id DESC LIMIT 1",
        [session_id, before_ms],
    )
    if not rows:
        return 0, 0
    row = rows[0]
    prompt = row["input_tokens"] + row["cache_read_tokens"]
    prompt += row["cache_write_5m_tokens"] + row["cache_write_1h_tokens"]
    if row["strategy"] == "summarize" and row["step"] == 0:  # RequestRecord.kind
        marks = [p for m in summaries[-1:] for p in m.parts if isinstance(p, CompactionPart)]
        if marks and marks[0].context_tokens:
            return marks[0].context_tokens, 0
        return 0, row["output_tokens"]
    return prompt, row["output_tokens"]
