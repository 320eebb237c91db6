import sqlite3
import subprocess
import sys

import pytest

from ctxmagic.messages.parts import Message, TextPart
from ctxmagic.model.usage import Usage
from ctxmagic.store.database import RequestRecord, SessionNotFound, Store
from ctxmagic.store.migrations import MIGRATIONS


def test_fresh_database_has_schema_pragmas_and_migrations(tmp_path):
    path = tmp_path / "sub" / "sessions.db"
    s = Store(path)
    assert path.exists()
    assert s.applied_migrations == [name for name, _ in MIGRATIONS]
    tables = {r[0] for r in s.rows("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"sessions", "messages", "requests", "_ctxmagic_migrations"} <= tables
    assert s.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert s.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert s.conn.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
    s.close()


def test_reopened_database_keeps_data_and_applies_nothing_twice(tmp_path):
    path = tmp_path / "s.db"
    s = Store(path)
    ses = s.create_session("first", workspace="/w")
    s.add_message(Message(role="user", parts=[TextPart("hi")], session_id=ses.id))
    s.close()
    again = Store(path)
    assert again.applied_migrations == []
    assert again.get_session(ses.id).message_count == 1
    assert again.messages(ses.id)[0].text == "hi"
    rows = again.conn.execute("SELECT count(*) FROM _ctxmagic_migrations").fetchone()[0]
    assert rows == len(MIGRATIONS)


def test_message_count_is_kept_by_triggers(store):
    ses = store.create_session()
    msgs = [
        store.add_message(Message(role="user", parts=[TextPart(str(i))], session_id=ses.id))
        for i in range(3)
    ]
    assert store.get_session(ses.id).message_count == 3
    store.conn.execute("DELETE FROM messages WHERE id = ?", [msgs[0].id])
    assert store.get_session(ses.id).message_count == 2


def test_counters_cannot_go_negative(store):
    ses = store.create_session()
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        store.conn.execute("UPDATE sessions SET cost = -1 WHERE id = ?", [ses.id])
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        store.conn.execute(
            "UPDATE sessions SET message_count = message_count - 1 WHERE id = ?", [ses.id]
        )


def test_roles_are_checked_and_messages_need_a_session(store):
    with pytest.raises(sqlite3.IntegrityError):
        store.add_message(Message(role="user", parts=[TextPart("x")], session_id="ses_missing"))
    ses = store.create_session()
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        store.conn.execute(
            "INSERT INTO messages (id, session_id, role, created_at, updated_at) VALUES ('m', ?, 'robot', 0, 0)",
            [ses.id],
        )


def test_failed_write_leaves_nothing_behind(store):
    """A message and its request are one transaction: if the request fails, the message is gone too."""
    ses = store.create_session()
    msg = Message(role="assistant", parts=[TextPart("answer")], session_id=ses.id)
    bad = RequestRecord(
        session_id=ses.id,
        provider="p",
        model="m",
        usage=Usage(input=1),
        cost=-5.0,
        context_tokens=1,
    )
    with pytest.raises(sqlite3.IntegrityError):
        store.add_message(msg, bad)
    assert store.messages(ses.id) == []
    after = store.get_session(ses.id)
    assert after.message_count == 0 and after.request_count == 0 and after.cost == 0


def test_record_request_moves_odometer_and_totals(store):
    ses = store.create_session()
    for n in (1, 2):
        store.record_request(
            RequestRecord(
                session_id=ses.id,
                provider="offline",
                model="offline",
                usage=Usage(input=10 * n, output=5, cache_read=100 * n, cache_write_5m=7),
                cost=0.5,
                context_tokens=0,
            )
        )
    s = store.get_session(ses.id)
    assert (s.prompt_tokens, s.completion_tokens) == (20 + 200 + 7, 5)  # the latest request
    assert s.total_input_tokens == 30 and s.total_cache_read_tokens == 300
    assert s.total_cache_write_tokens == 14 and s.total_output_tokens == 10
    assert s.request_count == 2 and s.cost == pytest.approx(1.0)
    assert store.session_usage(ses.id) == Usage(
        input=30, output=10, cache_read=300, cache_write_5m=14
    )
    assert [r.usage.input for r in store.requests(ses.id)] == [10, 20]


def test_session_lookup_by_prefix_and_clear_errors(store):
    a = store.create_session("a")
    assert store.get_session(a.id[:12]).id == a.id
    with pytest.raises(SessionNotFound, match="no session 'nope'"):
        store.get_session("nope")
    store.create_session("b")
    with pytest.raises(SessionNotFound, match="matches more than one session"):
        store.get_session("ses_")
    with pytest.raises(SessionNotFound, match="no session ''"):
        store.get_session("")


def test_messages_come_back_in_creation_order_and_since(store):
    ses = store.create_session()
    ids = [
        store.add_message(Message(role="user", parts=[TextPart(str(i))], session_id=ses.id)).id
        for i in range(5)
    ]
    assert [m.id for m in store.messages(ses.id)] == ids
    assert [m.id for m in store.messages(ses.id, since_id=ids[3])] == ids[3:]


def test_not_a_database_is_a_clear_error(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(ValueError, match="junk.db is not an SQLite database"):
        Store(path)


def test_a_new_database_is_migrated_without_pandas_and_a_notebooks_sqlite_utils_keeps_it(
    tmp_path,
):
    """sqlite-utils imports pandas and numpy (0.2 s, 46 MiB of a new kernel's first cell) only
    for inserts no migration makes: they stay out, and a notebook's own import has them."""
    code = (
        "import sys\n"
        "from ctxmagic.store.database import Store\n"
        f"Store({str(tmp_path / 'new.db')!r}).close()\n"
        "print('LOADED', sorted({m.split('.')[0] for m in sys.modules} & {'pandas', 'numpy'}))\n"
        "import sqlite_utils.db\n"
        "print('USER', sqlite_utils.db.pd is not None, sqlite_utils.db.np is not None)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "LOADED []" in out.stdout
    assert "USER True True" in out.stdout  # pandas is installed with the test extras
