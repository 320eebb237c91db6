"""The lease a turn holds on its session, so two kernels never interleave one session's history.

The lease row names its holder (one per agent) and expires unless renewed; while the turn runs, a
thread renews it on a connection of its own, so a ten-minute tool call or a slow stream does not
let it lapse, and a killed process's lease expires within ``TTL_MS`` (at once on the same host,
where the holder's pid is seen to be gone).
"""

from __future__ import annotations

import sqlite3
import threading
import weakref

from ..messages.ids import now_ms
from .database import Store

TTL_MS = 30_000


class TurnLease:
    """``with TurnLease(store, session_id, holder):`` runs a turn under the session's lease."""

    def __init__(self, store: Store, session_id: str, holder: str, ttl_ms: int = TTL_MS) -> None:
        self.store = store
        self.session_id = session_id
        self.holder = holder
        self.ttl_ms = ttl_ms
        self._stop = threading.Event()
        self._lost = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def lost(self) -> bool:
        """The lease lapsed and another process took it: write nothing more."""
        return self._lost.is_set()

    def __enter__(self) -> TurnLease:
        try:
            # inside the try: an interrupt can land after the acquiring transaction committed
            # and before the call returns, and the lease must not outlive it
            self.store.acquire_lease(self.session_id, self.holder, self.ttl_ms)
            if self.store.path != ":memory:":  # an in-memory database has no other process
                # The thread holds no reference to this object and stops when it is dropped:
                # an interrupt can skip __exit__ (it may land on the line that would call it).
                weakref.finalize(self, self._stop.set)
                self._thread = threading.Thread(
                    target=_renew,
                    args=(self.store.path, self.session_id, self.holder, self.ttl_ms),
                    kwargs={"stop": self._stop, "lost": self._lost},
                    name=f"ctxmagic-lease-{self.session_id}",
                    daemon=True,
                )
                self._thread.start()
            return self
        except BaseException:  # an interrupt (or a failure) in here: no __exit__ will come
            self.__exit__()
            raise

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self.store.release_lease(self.session_id, self.holder)


def _renew(
    path: str,
    session_id: str,
    holder: str,
    ttl_ms: int,
    *,
    stop: threading.Event,
    lost: threading.Event,
) -> None:
    conn = sqlite3.connect(path, timeout=ttl_ms / 1000, isolation_level=None)
    try:
        while not stop.wait(ttl_ms / 3000):
            try:
                cursor = conn.execute(
                    "UPDATE leases SET expires_at = ? WHERE session_id = ? AND holder = ?",
                    [now_ms() + ttl_ms, session_id, holder],
                )
            except sqlite3.OperationalError:
                continue  # locked or busy this time: renew at the next tick
            if cursor.rowcount == 0:
                lost.set()
                return
    except sqlite3.Error:
        pass  # the database went away (closed, deleted): the turn itself will say so
    finally:
        conn.close()
