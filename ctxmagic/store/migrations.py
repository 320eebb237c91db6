"""Ordered, named schema migrations. Applied names are recorded, so an old database upgrades itself.

Add a migration by appending a decorated function; never edit one that has shipped. Migrations run
on a ``sqlite_utils.Database`` (its ``transform()`` and ``add_column()`` are the tools for schema
changes), created only when one is pending, from a sqlite-utils imported without pandas and numpy
(``_sqlite_utils``), which no migration needs.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..errors import ConfigError
from ..messages.ids import now_ms
from .partkeys import Resolved, encode, parse

if TYPE_CHECKING:
    import sqlite_utils

Migration = Callable[["sqlite_utils.Database"], None]
MIGRATIONS: list[tuple[str, Migration]] = []


def migration(fn: Migration) -> Migration:
    MIGRATIONS.append((fn.__name__, fn))
    return fn


def apply_migrations(conn: sqlite3.Connection, path: str = "") -> list[str]:
    """Apply every migration not yet recorded, all in one IMMEDIATE transaction (so two processes
    opening a new file do not both apply them); returns their names.

    A database that records a migration this version does not know was written by a newer
    ctxmagic, and is refused rather than used half-understood.
    """
    conn.execute(
        "CREATE TABLE IF NOT EXISTS _ctxmagic_migrations (name TEXT PRIMARY KEY, applied_at INTEGER)"
    )
    known = [name for name, _ in MIGRATIONS]
    if _applied(conn) >= set(known):
        _check_known(_applied(conn), known, path)
        return []
    db = _sqlite_utils().Database(conn)
    applied: list[str] = []
    try:
        conn.execute("BEGIN IMMEDIATE")
        done = _applied(conn)
        _check_known(done, known, path)
        for name, fn in MIGRATIONS:
            if name not in done:
                fn(db)
                conn.execute(
                    "INSERT INTO _ctxmagic_migrations (name, applied_at) VALUES (?, ?)",
                    [name, now_ms()],
                )
                applied.append(name)
        # the schema version, for a newer ctxmagic's database to be told apart at a glance
        conn.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
        conn.execute("COMMIT")
    finally:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
    return applied


_IMPORTED: list[Any] = []  # sqlite-utils as ``_sqlite_utils`` imported it


def _sqlite_utils() -> Any:
    """sqlite-utils without pandas and numpy: it imports them when they are installed (0.2 s
    of CPU and 46 MiB, in a new notebook's first cell) only to take their values in inserts,
    which no migration makes. It is imported with the two hidden, then taken out of
    ``sys.modules``, so a notebook's own ``import sqlite_utils`` still gets all of it."""
    if _IMPORTED:
        return _IMPORTED[0]
    if "sqlite_utils" in sys.modules:  # imported by someone else already: nothing to save
        return sys.modules["sqlite_utils"]
    hidden = [name for name in ("pandas", "numpy") if name not in sys.modules]
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]  # import raises ImportError
    try:
        import sqlite_utils
    finally:
        for name in hidden:
            if name in sys.modules and sys.modules[name] is None:
                del sys.modules[name]
    for name in [n for n in sys.modules if n.split(".")[0] == "sqlite_utils"]:
        del sys.modules[name]
    _IMPORTED.append(sqlite_utils)
    return sqlite_utils


def _applied(conn: sqlite3.Connection) -> set[str]:
    cur = conn.cursor()
    try:
        return {row[0] for row in cur.execute("SELECT name FROM _ctxmagic_migrations").fetchall()}
    finally:
        cur.close()


def _check_known(done: set[str], known: list[str], path: str) -> None:
    newer = sorted(done - set(known))
    if newer:
        raise ConfigError(
            f"{path or 'the database'} was written by a newer ctxmagic (migration {newer[0]}); "
            "upgrade ctxmagic, or point CtxMagic.db_path at another file"
        )


def _script(db: sqlite_utils.Database, script: str) -> None:
    for statement in _statements(script):
        db.execute(statement)


@migration
def m001_initial(db: sqlite_utils.Database) -> None:
    counters = ",\n".join(
        f"  {name} {kind} NOT NULL DEFAULT 0 CHECK ({name} >= 0)"
        for name, kind in (
            ("message_count", "INTEGER"),
            ("prompt_tokens", "INTEGER"),
            ("completion_tokens", "INTEGER"),
            ("total_input_tokens", "INTEGER"),
            ("total_output_tokens", "INTEGER"),
            ("total_cache_read_tokens", "INTEGER"),
            ("total_cache_write_tokens", "INTEGER"),
            ("request_count", "INTEGER"),
            ("cost", "REAL"),
        )
    )
    _script(
        db,
        f"""
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  parent_session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
  title TEXT NOT NULL DEFAULT '',
  workspace TEXT NOT NULL DEFAULT '',
  provider TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
{counters},
  summary_message_id TEXT,
  strategy TEXT NOT NULL DEFAULT '{{}}',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'tool', 'system')),
  parts TEXT NOT NULL DEFAULT '[]',
  model TEXT,
  metadata TEXT NOT NULL DEFAULT '{{}}',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX idx_messages_session ON messages (session_id, id);
CREATE TABLE requests (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  message_id TEXT,
  turn INTEGER NOT NULL DEFAULT 0,
  step INTEGER NOT NULL DEFAULT 0,
  provider TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  input_tokens INTEGER NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
  output_tokens INTEGER NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
  cache_read_tokens INTEGER NOT NULL DEFAULT 0 CHECK (cache_read_tokens >= 0),
  cache_write_5m_tokens INTEGER NOT NULL DEFAULT 0 CHECK (cache_write_5m_tokens >= 0),
  cache_write_1h_tokens INTEGER NOT NULL DEFAULT 0 CHECK (cache_write_1h_tokens >= 0),
  reasoning_tokens INTEGER NOT NULL DEFAULT 0 CHECK (reasoning_tokens >= 0),
  cost REAL NOT NULL DEFAULT 0 CHECK (cost >= 0),
  latency_ms INTEGER NOT NULL DEFAULT 0,
  context_tokens INTEGER NOT NULL DEFAULT 0,
  context_window INTEGER NOT NULL DEFAULT 0,
  estimated INTEGER NOT NULL DEFAULT 0,
  strategy TEXT NOT NULL DEFAULT '',
  finish_reason TEXT,
  started_at INTEGER NOT NULL
);
CREATE INDEX idx_requests_session ON requests (session_id, started_at);

CREATE TRIGGER messages_count_insert AFTER INSERT ON messages BEGIN
  UPDATE sessions SET message_count = message_count + 1 WHERE id = NEW.session_id;
END;
CREATE TRIGGER messages_count_delete AFTER DELETE ON messages BEGIN
  UPDATE sessions SET message_count = message_count - 1 WHERE id = OLD.session_id;
END;
""",
    )


def _statements(script: str) -> list[str]:
    """Split a script on top-level semicolons (trigger bodies keep theirs)."""
    out, current, depth = [], [], 0
    for line in script.splitlines():
        current.append(line)
        word = line.strip().upper()
        if word.startswith("CREATE TRIGGER"):
            depth += 1
        if word == "END;":
            depth -= 1
        if word.endswith(";") and depth == 0:
            out.append("\n".join(current).strip())
            current = []
    if "".join(current).strip():
        out.append("\n".join(current).strip())
    return out


@migration
def m002_calibration(db: sqlite_utils.Database) -> None:
    """Per-model token-count factor learnt from reported usage (estimates for Claude, Gemini)."""
    db.execute(
        """CREATE TABLE calibration (
  model TEXT PRIMARY KEY,
  factor REAL NOT NULL CHECK (factor > 0),
  samples INTEGER NOT NULL DEFAULT 0 CHECK (samples >= 0),
  updated_at INTEGER NOT NULL
)"""
    )


@migration
def m003_request_keys(db: sqlite_utils.Database) -> None:
    """Content keys of each request's positions, to show which prefix the next one shares."""
    db.execute("ALTER TABLE requests ADD COLUMN part_keys TEXT")


@migration
def m004_session_engine(db: sqlite_utils.Database) -> None:
    """What an incremental, concurrent session engine needs.

    - ``sessions.version``: bumped by every write to a session (triggers on its messages; the
      store's updates of the row), so a kernel knows cheaply whether its memory is current.
    - ``sessions.turn_count``: user turns so far, so a turn's number needs no scan.
    - ``messages.tokens``: per-part token counts, so resuming does not re-tokenize.
    - ``tool_calls`` / ``tool_results``: one row per call id and per result, primary keys making
      a repeated call id or a second result for one call impossible. Existing sessions are
      backfilled; duplicate results an older version stored are left out (the first one counts).
    - ``leases``: which process is running a turn on a session, until when.
    """
    sessions = db["sessions"]
    sessions.add_column("version", int, not_null_default=0)
    sessions.add_column("turn_count", int, not_null_default=0)
    db["messages"].add_column("tokens", str)
    _script(
        db,
        """
CREATE TABLE tool_calls (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  call_id TEXT NOT NULL,
  message_id TEXT NOT NULL,
  PRIMARY KEY (session_id, call_id)
);
CREATE TABLE tool_results (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  call_id TEXT NOT NULL,
  message_id TEXT NOT NULL,
  PRIMARY KEY (session_id, call_id)
);
CREATE TABLE leases (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  holder TEXT NOT NULL,
  host TEXT NOT NULL,
  pid INTEGER NOT NULL,
  acquired_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TRIGGER messages_version_insert AFTER INSERT ON messages BEGIN
  UPDATE sessions SET version = version + 1 WHERE id = NEW.session_id;
END;
CREATE TRIGGER messages_version_update AFTER UPDATE ON messages BEGIN
  UPDATE sessions SET version = version + 1 WHERE id = NEW.session_id;
END;
CREATE TRIGGER messages_version_delete AFTER DELETE ON messages BEGIN
  UPDATE sessions SET version = version + 1 WHERE id = OLD.session_id;
END;
""",
    )
    turns: dict[str, int] = {}
    calls: dict[tuple[str, str], str] = {}
    results: dict[tuple[str, str], str] = {}
    for row in db.execute(
        "SELECT id, session_id, role, parts FROM messages ORDER BY id"
    ).fetchall():
        message_id, session_id, role, parts = row
        parts = _parts(parts)
        if role == "user" and _starts_turn(parts):
            turns[session_id] = turns.get(session_id, 0) + 1
        for part in parts:
            data = part.get("data") or {}
            if part.get("type") == "tool_call" and data.get("id"):
                calls.setdefault((session_id, data["id"]), message_id)
            elif part.get("type") == "tool_result" and data.get("tool_call_id"):
                results.setdefault((session_id, data["tool_call_id"]), message_id)
    db.conn.executemany(
        "INSERT INTO tool_calls (session_id, call_id, message_id) VALUES (?, ?, ?)",
        [(s, c, m) for (s, c), m in calls.items()],
    )
    db.conn.executemany(
        "INSERT INTO tool_results (session_id, call_id, message_id) VALUES (?, ?, ?)",
        [(s, c, m) for (s, c), m in results.items()],
    )
    db.conn.executemany(
        "UPDATE sessions SET turn_count = ? WHERE id = ?", [(n, s) for s, n in turns.items()]
    )


@migration
def m005_session_agent(db: sqlite_utils.Database) -> None:
    """``sessions.agent``: which agent role a session belongs to ("" the coder's, "task" a task
    sub-agent's). A fork also records its parent, so the parent link alone cannot say it."""
    db.execute("ALTER TABLE sessions ADD COLUMN agent TEXT NOT NULL DEFAULT ''")


@migration
def m006_session_context_window(db: sqlite_utils.Database) -> None:
    """``sessions.context_window``: the window a session runs under when ``%%agent --window N``
    set one (kept for its later cells); 0 for CtxMagic.context_window or the model's."""
    db.execute("ALTER TABLE sessions ADD COLUMN context_window INTEGER NOT NULL DEFAULT 0")


@migration
def m007_request_setup(db: sqlite_utils.Database) -> None:
    """``requests.setup``: the settings that shaped a request beyond the session's policy (cache
    policy and TTL, the compaction threshold ``%config`` set, the output cap), so the strategy
    lab can replay a session as it ran. Older requests have none (a replay assumes defaults)."""
    db.execute("ALTER TABLE requests ADD COLUMN setup TEXT")


@migration
def m008_request_cache_miss(db: sqlite_utils.Database) -> None:
    """``requests.cache_miss``: why the prompt tokens a request did not read from cache were
    not (``model/cachemiss.py``), for ``%ctx requests``. Older requests have none."""
    db.execute("ALTER TABLE requests ADD COLUMN cache_miss TEXT")


@migration
def m009_request_server(db: sqlite_utils.Database) -> None:
    """``requests.server``: what the provider's server did to the request's context when a
    provider-side strategy asked it to (the context edits it applied, as JSON), for
    ``%ctx requests`` and ``%ctx parts``. Older requests asked for nothing."""
    db.execute("ALTER TABLE requests ADD COLUMN server TEXT")


@migration
def m010_request_composition(db: sqlite_utils.Database) -> None:
    """``requests.composition``: the request's tokens by source as billed (system prompt, tool
    definitions, project files, summary, tool results per tool, ...; ``context/composition.py``)
    for ``%ctx context`` and the meter. Older requests have none (they show no sources)."""
    db.execute("ALTER TABLE requests ADD COLUMN composition TEXT")


@migration
def m011_message_lookups(db: sqlite_utils.Database) -> None:
    """Indexes for what every cell looks up: the messages a turn updated (a cell's record) and
    the turn a notebook cell ran (``fork.turn_of_cell``). Without them each cell scanned every
    message row of its session, reading past the parts to the columns after them."""
    db.execute("CREATE INDEX idx_messages_updated ON messages (session_id, updated_at)")
    db.execute(
        "CREATE INDEX idx_messages_cell ON messages "
        "(session_id, json_extract(metadata, '$.cell_id')) WHERE role = 'user'"
    )


def _parts(text: str | None) -> list[dict[str, Any]]:
    try:
        parts = json.loads(text or "[]")
    except ValueError:
        return []
    return [p for p in parts if isinstance(p, dict)] if isinstance(parts, list) else []


def _starts_turn(parts: list[dict[str, Any]]) -> bool:
    """``parts.is_turn_start`` on stored JSON: text, and neither a summary nor tool results."""
    types = {p.get("type") for p in parts}
    has_text = any(p.get("type") == "text" and (p.get("data") or {}).get("text") for p in parts)
    return has_text and not types & {"compaction", "tool_result"}


@migration
def m012_request_key_edits(db: sqlite_utils.Database) -> None:
    """``requests.part_keys`` as a chain of edits: each request's keys an edit of those of the
    session's previous request with keys (``partkeys.encode``), a keyframe in full at least
    every ``KEYFRAME_EVERY`` requests. In full, a long session's keys grew with the square of
    its length (18.3 of a 300-turn session's 22.8 MiB). Existing rows are rewritten so, session
    by session in start order, each value kept exactly; a row that does not read as a list of
    keys is left as it is (the request after it starts a new chain). An older ctxmagic refuses
    the database from here on, rather than read an edit as keys."""
    sessions = [
        row[0]
        for row in db.execute(
            "SELECT DISTINCT session_id FROM requests WHERE part_keys IS NOT NULL"
        ).fetchall()
    ]
    for session_id in sessions:
        base: Resolved | None = None
        ids = db.execute(
            "SELECT id FROM requests WHERE session_id = ? AND part_keys IS NOT NULL "
            "ORDER BY started_at, id",
            [session_id],
        ).fetchall()
        for (request_id,) in ids:  # one row's keys in memory at a time, and its base's
            text = db.execute(
                "SELECT part_keys FROM requests WHERE id = ?", [request_id]
            ).fetchone()[0]
            try:
                keys = parse(text)
            except ValueError:
                base = None
                continue
            if not isinstance(keys, list):  # an edit already: never written before this
                base = None
                continue
            stored, depth = encode(keys, base)
            if stored != text:
                db.execute("UPDATE requests SET part_keys = ? WHERE id = ?", [stored, request_id])
            base = Resolved(request_id, keys, depth)
