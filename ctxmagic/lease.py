"""The lease a turn holds on its session, so two kernels never interleave one session's history.

The lease row names its holder (one per agent) and expires unless renewed; while the turn runs, a
thread renews it on a connection of its own, so a ten-minute tool call or a slow stream does not
let it lapse, and a killed process's lease expires within ``TTL_MS`` (at once on the same host,
where the holder's pid is seen to be gone).
"""

from __future__ import annotations

import sqlite3
import threading

from .ids import now_ms
from .store import Store

TTL_MS = 30_000


class TurnLease:
    """``with TurnLease(store, session_id, holder):`` runs a turn under the session's lease."""

    def __init__(self, store: Store, session_id: str, holder: str, ttl_ms: int = TTL_MS) -> None:
        self.store = store
        self.session_id = session_id
        self.holder = holder
        self.ttl_ms = ttl_ms
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.lost = False  # the lease lapsed and another process took it: write nothing more

    def __enter__(self) -> TurnLease:
        self.store.acquire_lease(self.session_id, self.holder, self.ttl_ms)
        if self.store.path != ":memory:":  # an in-memory database has no other process
            self._thread = threading.Thread(
                target=self._renew, name=f"ctxmagic-lease-{self.session_id}", daemon=True
            )
            self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self.store.release_lease(self.session_id, self.holder)

    def _renew(self) -> None:
        conn = sqlite3.connect(self.store.path, timeout=self.ttl_ms / 1000, isolation_level=None)
        try:
            while not self._stop.wait(self.ttl_ms / 3000):
                try:
                    cursor = conn.execute(
                        "UPDATE leases SET expires_at = ? WHERE session_id = ? AND holder = ?",
                        [now_ms() + self.ttl_ms, self.session_id, self.holder],
                    )
                except sqlite3.OperationalError:
                    continue  # locked or busy this time: renew at the next tick
                if cursor.rowcount == 0:
                    self.lost = True
                    return
        except sqlite3.Error:
            pass  # the database went away (closed, deleted): the turn itself will say so
        finally:
            conn.close()
