"""Giving a database file's free pages back to the disk, once, when most of the file is free.

SQLite keeps the pages a write frees inside the file and reuses them, so a file never shrinks
by itself. Usually that is right: a session's rows come and go a little. A migration that
rewrites most of the data smaller (``m012_request_key_edits``: a 22.81 MiB database's part keys
from 18.34 to 0.22 MiB) leaves a file mostly free for good, so a store that opens a file with
most of its pages free runs ``VACUUM`` on it, which writes the file again without them.

``VACUUM`` rewrites the whole file under the write lock, so it is only tried when no other
connection is reading or writing (it never waits: busy means "next time"), and any failure
(busy, locked, a full disk) leaves the file as it was, for the next open to try again: the free
pages are still there to be seen. An ordinary ``DELETE`` rarely frees half of a file; when it
does, giving it back is what ``VACUUM`` is for.
"""

from __future__ import annotations

import contextlib
import sqlite3
from typing import Literal

FREE_SHARE = 0.5  # of the file's pages free, at least
FREE_BYTES = 1 << 20  # and at least this much

Outcome = Literal["", "vacuumed", "skipped"]  # "": nothing worth giving back


def free_bytes(conn: sqlite3.Connection) -> tuple[int, int]:
    """The bytes of the file's free pages, and of all its pages."""
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    free = conn.execute("PRAGMA freelist_count").fetchone()[0]
    return free * size, pages * size


def give_back(conn: sqlite3.Connection, busy_timeout_s: float) -> Outcome:
    """``VACUUM`` a WAL database (the store's connection, between transactions) whose free pages
    are at least ``FREE_SHARE`` of it and ``FREE_BYTES``, unless another connection reads or
    writes it; the connection's busy timeout is ``busy_timeout_s`` again afterwards.

    Whether anyone else is in a transaction is asked of SQLite, which has no such question in
    WAL mode: a reader of the file as checkpointed holds no lock a ``VACUUM`` or a checkpoint
    meets. After a write of its own (the schema version, written unchanged), a checkpoint
    that must copy the WAL into the file and empty it gets through only when nobody else reads
    the file or the WAL, or writes: busy, it is left for next time."""
    free, total = free_bytes(conn)
    if conn.in_transaction or free < FREE_BYTES or free < total * FREE_SHARE:
        return ""
    conn.execute("PRAGMA busy_timeout = 0")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        conn.execute("BEGIN IMMEDIATE")
        conn.execute(f"PRAGMA user_version = {int(version)}")
        conn.execute("COMMIT")
        if conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]:
            return "skipped"
        conn.execute("VACUUM")
        # into the file now (VACUUM wrote the new pages to the WAL), which SQLite then truncates
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return "vacuumed"
    except sqlite3.Error:  # busy or locked, read-only, a full disk: the file is as it was
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        return "skipped"
    finally:
        with contextlib.suppress(sqlite3.Error):
            conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
