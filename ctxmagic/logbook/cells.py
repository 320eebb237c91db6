"""A notebook cell from start to record: which session and turn it writes, what its output keeps.

What running an ``%%agent`` cell does:

- a cell that has not run a turn of the current session appends a turn to it;
- a cell that has (it is being re-run, perhaps edited) forks the session before that turn and runs
  as that turn of the fork (``ctxmagic.store.fork``); the fork becomes the current session;
- ``%%agent --new`` always starts a new session, ``--session ID`` names the session the rule
  applies to.

A cell is known by the id Jupyter gives it (nbformat 4.5 cell ids, sent by JupyterLab and
Notebook 7 with each execution as ``cellId``). Where there is none (terminal IPython, a client
that does not send it) every run appends.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..messages.ids import now_ms
from ..store.database import Store
from ..store.fork import fork_session, turn_of_cell
from .record import last_message_id, live_record


@dataclass
class CellRun:
    """One run of a cell: where it writes and what its record starts from."""

    session_id: str
    after: str | None  # the session's last message before the cell ran
    since_ms: int
    message_metadata: dict[str, Any] = field(default_factory=dict)  # kept on the user message
    forked_from: dict[str, Any] | None = None  # {"session": parent id, "turn": n}

    @property
    def origin(self) -> str:
        """What the cell says about where it wrote, besides the session and turn."""
        if not self.forked_from:
            return ""
        parent, turn = self.forked_from["session"], self.forked_from["turn"]
        return f"re-run of turn {turn} of {parent}: forked before that turn, {parent} unchanged"

    def record(self, store: Store, *, kind: str, status: str) -> dict[str, Any] | None:
        """The record this run leaves in its output (``logbook.record``), or None when it wrote
        nothing (a turn refused before its prompt was saved): an empty record would continue
        the session from the same message as the next cell's and break the chain on import."""
        record = live_record(
            store,
            self.session_id,
            kind=kind,
            after=self.after,
            since_ms=self.since_ms,
            status=status,
            forked_from=self.forked_from,
        )
        if not (record.messages or record.updated or record.requests or self.forked_from):
            return None
        return record.to_dict()

    def abandon(self, store: Store) -> None:
        """Undo the fork this run made, when the cell fails before its turn starts."""
        if self.forked_from:
            store.delete_session(self.session_id)


def start_cell(store: Store, session_id: str, cell_id: str | None) -> CellRun:
    """Where a cell with id ``cell_id`` writes in ``session_id``: the session itself, or a fork
    of it when the cell already ran a turn there."""
    since = now_ms()
    ran = turn_of_cell(store, session_id, cell_id) if cell_id else None
    metadata = {"cell_id": cell_id} if cell_id else {}
    if ran is None:
        return CellRun(session_id, last_message_id(store, session_id), since, metadata)
    child = fork_session(store, session_id, ran.message_id)
    return CellRun(child.id, None, since, metadata, {"session": session_id, "turn": ran.turn})


def cell_id_of(shell: Any) -> str | None:
    """The id of the notebook cell being executed, from the execute request's metadata."""
    kernel = getattr(shell, "kernel", None)
    parent: Any = None
    get_parent = getattr(kernel, "get_parent", None)
    if get_parent is not None:
        try:
            parent = get_parent("shell")
        except TypeError:  # ipykernel < 6.23 takes no channel
            parent = get_parent()
    parent = parent or getattr(shell, "parent_header", None) or {}
    value = (parent.get("metadata") or {}).get("cellId") if isinstance(parent, dict) else None
    return value if isinstance(value, str) and value else None
