"""A session's recorded history, folded once for the meters of all its cells.

Every ``%%agent`` cell opens its meter on the session so far (``meter.session_state``). Built
from scratch, that read and decoded every request row of the session and rebuilt its
compactions from every message, so a cell's cost grew with the notebook. A ``RecordedHistory``
keeps the fold: a cell reads only the requests stored since the last one
(``Store.requests_after``), and the compactions only when the session's compaction point moved,
from the messages the previous compaction left live. What it gives is what a fold from scratch
gives; a request stored out of order, another session or other prices start it again.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..messages.parts import is_turn_start, live_from
from ..model.catalog import ModelInfo
from ..store.database import Session, Store
from . import sources as src
from .meter import MeterState


@dataclass
class RecordedHistory:
    """The requests of session ``session_id`` folded into a meter, up to row ``row``."""

    session_id: str
    pricing: ModelInfo | None
    store: Store | None = None  # the database it was read from (an import keeps session ids)
    state: MeterState = field(default_factory=lambda: MeterState(window=0))
    row: int = 0  # the store's row of the last request folded
    pending: str | None = None  # a summary folded last: why the next point dropped
    order: tuple[int, str] = (0, "")  # (started_at, id) of the last turn or summary folded
    summary_id: str | None = None  # the compaction point ``compactions`` run to
    compactions: list[src.Compaction] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.state.pricing = self.pricing

    def update(self, store: Store) -> bool:
        """Fold the requests stored since the last update; False (nothing folded) when one
        of them sorts before a request already folded, so the fold must start again."""
        row, records = store.requests_after(self.session_id, self.row)
        ordered = [r for r in records if r.kind in ("turn", "summary")]
        if ordered and (ordered[0].started_at, ordered[0].id) < self.order:
            return False
        self.pending = self.state.fold(records, self.pending)
        self.row = row
        if ordered:
            self.order = (ordered[-1].started_at, ordered[-1].id)
        return True

    def compactions_of(self, store: Store, session: Session) -> list[src.Compaction]:
        """The session's compactions (``sources.compaction_history``), adding only those
        after the last one known, from the messages that one left live."""
        if session.summary_message_id == self.summary_id:
            return self.compactions
        if self.summary_id is None:
            found = src.compaction_history(store.messages(session.id), store.requests(session.id))
        else:
            found = self._since(store, session)
        self.compactions, self.summary_id = found, session.summary_message_id
        return found

    def _since(self, store: Store, session: Session) -> list[src.Compaction]:
        previous = store.get_message(self.summary_id or "")
        messages = store.messages(session.id, since_id=live_from(previous))
        _, records = store.requests_after(session.id, 0, since_ms=previous.created_at)
        newer = [
            c for c in src.compaction_history(messages, records) if c.at_ms > previous.created_at
        ]
        # turns are counted from the first message read: add those before it
        before = session.turn_count - sum(1 for m in messages if is_turn_start(m))
        known = len(self.compactions)
        return [
            *self.compactions,
            *(replace(c, number=known + i, turn=c.turn + before) for i, c in enumerate(newer, 1)),
        ]


def recorded_history(
    previous: RecordedHistory | None, store: Store, session_id: str, pricing: ModelInfo | None
) -> RecordedHistory:
    """``previous`` brought up to date when it is this session's, in this database, at these
    prices, else a new fold of the whole session."""
    same = previous is not None and previous.store is store and previous.session_id == session_id
    if same and previous.pricing == pricing and previous.update(store):
        return previous
    history = RecordedHistory(session_id, pricing, store)
    history.update(store)
    return history
