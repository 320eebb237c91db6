"""Ordered, named schema migrations. Applied names are recorded, so an old database upgrades itself.

Add a migration by appending a decorated function; never edit one that has shipped.
"""

from __future__ import annotations

from collections.abc import Callable

import sqlite_utils

from .ids import now_ms

Migration = Callable[[sqlite_utils.Database], None]
MIGRATIONS: list[tuple[str, Migration]] = []


def migration(fn: Migration) -> Migration:
    MIGRATIONS.append((fn.__name__, fn))
    return fn


def apply_migrations(db: sqlite_utils.Database) -> list[str]:
    """Apply every migration not yet recorded, each in its own transaction; returns their names."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS _ctxmagic_migrations (name TEXT PRIMARY KEY, applied_at INTEGER)"
    )
    done = {row[0] for row in db.execute("SELECT name FROM _ctxmagic_migrations").fetchall()}
    applied = []
    for name, fn in MIGRATIONS:
        if name in done:
            continue
        # An explicit transaction (sqlite3 would run DDL in autocommit mode): a migration that
        # fails half way leaves nothing behind.
        with db.atomic():
            fn(db)
            db.execute(
                "INSERT INTO _ctxmagic_migrations (name, applied_at) VALUES (?, ?)",
                [name, now_ms()],
            )
        applied.append(name)
    return applied


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
    script = f"""
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
"""
    for statement in _statements(script):
        db.execute(statement)


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
