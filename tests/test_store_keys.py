"""The store keeps each request's part keys as an edit of the session's previous request's
(``store/partkeys.py``), a keyframe in full every ``KEYFRAME_EVERY`` at most: every read gives
the keys back in full, an old database upgrades in place keeping every value, the bytes a
request costs stay flat as a session grows (a ratio of sizes, not a timing), and a damaged edit
is one line naming its request, with nothing changed."""

from __future__ import annotations

import json
import random
import sqlite3
import time
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from IPython.utils.capture import capture_output

from ctxmagic.agent.loop import run_turn
from ctxmagic.errors import DatabaseError
from ctxmagic.model.usage import Usage
from ctxmagic.runtime import Runtime
from ctxmagic.store import partkeys
from ctxmagic.store.database import RequestRecord, Store
from ctxmagic.store.migrations import MIGRATIONS, _sqlite_utils
from ctxmagic.store.partkeys import KEYFRAME_EVERY, KeyDelta, Resolved, encode, parse

T0 = 1_800_000_000_000


def session_keys(count: int, seed: int = 7, grow: int = 0) -> list[list[str]]:
    """The keys of ``count`` requests of a made-up session, as a real one changes them: a few
    keys appended per request (``grow`` exactly, if given), now and then an output pruned in
    the middle, a compaction (the prefix kept, a summary, the tail), the oldest turn dropped."""
    rng = random.Random(seed)
    fresh = (f"{seed:02d}{n:014x}" for n in range(10**9))
    keys = [next(fresh) for _ in range(6)]
    out = []
    for _ in range(count):
        keys = keys + [next(fresh) for _ in range(grow or rng.randint(1, 8))]
        if not grow:
            roll = rng.random()
            if roll < 0.08 and len(keys) > 20:  # a prune: an output replaced by a placeholder
                keys[rng.randrange(6, len(keys) - 5)] = "placeholder"
            elif roll < 0.1 and len(keys) > 40:  # a compaction
                keys = keys[:4] + [next(fresh)] + keys[-12:]
            elif roll < 0.12 and len(keys) > 30:  # a window: the oldest turn dropped
                del keys[4:9]
        out.append(list(keys))
    return out


def request(session_id: str, n: int, keys: list[str] | None, **values) -> RequestRecord:
    return RequestRecord(
        session_id=session_id,
        provider="offline",
        model="m",
        usage=Usage(input=10),
        cost=0.0,
        context_tokens=10,
        started_at=T0 + n,
        id=f"req_{session_id}_{n:06d}",
        part_keys=keys,
        **values,
    )


def stored(path: Path) -> dict[str, str | None]:
    """Each request's part keys as the file holds them."""
    with sqlite3.connect(path) as conn:
        return dict(conn.execute("SELECT id, part_keys FROM requests").fetchall())


def depth(texts: dict[str, str | None], request_id: str) -> int:
    """How many edits request ``request_id`` is from its keyframe, read off the file."""
    n, value = 0, json.loads(texts[request_id])
    while isinstance(value, dict):
        n, value = n + 1, json.loads(texts[value["base"]])
    return n


def dump(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        return list(conn.iterdump())


def test_a_long_session_with_sub_agents_and_summaries_reads_back_exactly(tmp_path):
    """Three sessions written interleaved (a parent, its task sub-agent, another), with summary
    requests and title requests (no keys) among them: every read path gives every request's
    keys back exactly, in the writing store and in a new one; no chain is longer than allowed."""
    path = tmp_path / "s.db"
    store = Store(path)
    parent = store.create_session("p", session_id="ses_a")
    child = store.create_session("c", session_id="ses_b", parent_session_id=parent.id, agent="task")
    other = store.create_session("o", session_id="ses_c")
    made = {s.id: session_keys(700, seed=n) for n, s in enumerate((parent, child, other))}
    expected: dict[str, list[str] | None] = {}
    for n in range(700):
        for session in (parent, child, other):
            keys = made[session.id][n]
            if session is child and n % 3:
                continue  # a sub-agent's requests are fewer, started between the parent's
            kind = {}
            if n % 50 == 49:
                kind = {"strategy": "summarize", "step": 0}  # a compaction's summary request
            record = request(session.id, n, keys, **kind)
            expected[record.id] = keys
            store.record_request(record)
            if n % 97 == 0:  # a title request: billed, no keys
                title = request(session.id, n, None, strategy="title")
                title.id += "_title"
                expected[title.id] = None
                store.record_side_request(title)
    texts = stored(path)
    assert max(depth(texts, i) for i, text in texts.items() if text) == KEYFRAME_EVERY - 1
    for session in (parent, child, other):  # a keyframe every KEYFRAME_EVERY, no more
        mine = [t for i, t in texts.items() if t and i.startswith(f"req_{session.id}_")]
        frames = sum(isinstance(parse(t), list) for t in mine)
        assert frames == -(-len(mine) // KEYFRAME_EVERY), (session.id, frames, len(mine))

    for reader in (store, Store(path)):  # the writer (its kept keys) and a new process
        for session in (other, child, parent):
            records = reader.requests(session.id)
            assert [r.started_at for r in records] == sorted(r.started_at for r in records)
            assert {r.id: r.part_keys for r in records} == {
                i: k for i, k in expected.items() if i.startswith(f"req_{session.id}_")
            }
            last = [r for r in records if r.part_keys is not None and r.kind != "summary"][-1]
            assert reader.last_request_keys(session.id) == (last.part_keys, last.started_at)
            keyed = [r for r in records if r.part_keys is not None]
            half = len(keyed) // 2
            base = reader.keys_before(session.id, keyed[half].started_at)
            assert base == (keyed[half - 1].id, keyed[half - 1].part_keys)
            assert reader.keys_before(session.id, keyed[0].started_at) is None
            assert reader.requests(session.id, since_ms=T0 + 650) == [
                r for r in records if r.started_at >= T0 + 650
            ]
            # one request's keys after another, as the lab reads a session into a trace
            assert list(reader.keys_in_order(session.id)) == [(r.id, r.part_keys) for r in keyed]
            bare = reader.requests(session.id, keys=False)
            assert bare == [replace(r, part_keys=None) for r in records]
    # read in slices as the meter reads them, while another store writes: each new row is
    # an edit of one the reader read in an earlier slice
    reader, row, seen, keys = Store(path), 0, [], made[parent.id][-1]
    for n in range(30):
        row, new = reader.requests_after(parent.id, row)
        seen += new
        for m in range(n % 4):
            keys = [*keys, f"late{n}_{m}"]
            store.record_request(request(parent.id, 1_000 + 10 * n + m, keys))
    row, new = reader.requests_after(parent.id, row)
    seen += new
    assert [r.part_keys for r in seen] == [r.part_keys for r in Store(path).requests(parent.id)]
    assert seen[-1].part_keys == keys


def test_a_real_session_through_the_api_reads_back_exactly(tmp_path, workspace):
    """Offline turns on a small window (it compacts) and on a large one (it never does): what
    the agent committed is what every read gives back, in a new process too."""
    committed: dict[str, list[str]] = {}

    class Watched(Store):
        def commit(self, session_id, **changes):
            changes["requests"] = list(changes.get("requests", ()))
            committed.update({r.id: list(r.part_keys) for r in changes["requests"] if r.part_keys})
            return super().commit(session_id, **changes)

    path = tmp_path / "w.db"
    store = Watched(path)
    sessions = []
    for window, turns in ((9_000, 40), (2_000_000, 50)):
        agent = Runtime(store=store, workspace=str(workspace), context_window=window).open()
        for n in range(turns):
            run_turn(agent, ("Where is `Order` defined?", "list the files")[n % 2])
        sessions.append(agent.session_id)
    records = [r for s in sessions for r in Store(path).requests(s)]
    assert sum(r.kind == "summary" for r in records) >= 2  # the small window compacted
    assert len(records) > KEYFRAME_EVERY  # the large one passed a keyframe
    assert {r.id: r.part_keys for r in records if r.part_keys} == committed
    texts = stored(path)
    assert sum(isinstance(json.loads(t), dict) for t in texts.values() if t) > 0.9 * len(texts)


def old_database(path: Path, sessions: dict[str, list[list[str]]]) -> dict[str, list[str]]:
    """A database as the ctxmagic before the chains wrote it (the migrations up to m011, each
    request's keys in full as ``json.dumps`` wrote them), its requests inserted out of order.
    Returns the keys of each request."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE _ctxmagic_migrations (name TEXT PRIMARY KEY, applied_at INTEGER)")
    names = [name for name, _ in MIGRATIONS]
    old = MIGRATIONS[: names.index("m012_request_key_edits")]
    assert len(old) == 11
    db = _sqlite_utils().Database(conn)
    for name, fn in old:
        fn(db)
        conn.execute("INSERT INTO _ctxmagic_migrations VALUES (?, 0)", [name])
    conn.execute(f"PRAGMA user_version = {len(old)}")
    keys: dict[str, list[str]] = {}
    rows = []
    for session_id, made in sessions.items():
        conn.execute(
            "INSERT INTO sessions (id, created_at, updated_at) VALUES (?, 0, 0)", [session_id]
        )
        for n, k in enumerate(made):
            record = request(session_id, n, k)
            keys[record.id] = k
            rows.append(record.to_row(json.dumps(k)))  # the old store's own encoding
    random.Random(3).shuffle(rows)
    for row in rows:
        conn.execute(
            f"INSERT INTO requests ({', '.join(row)}) VALUES ({', '.join('?' for _ in row)})",
            list(row.values()),
        )
    conn.close()
    return keys


def test_an_old_database_upgrades_in_place_keeping_every_value(tmp_path):
    path = tmp_path / "old.db"
    keys = old_database(path, {"ses_x": session_keys(300, 1), "ses_y": session_keys(40, 2)})
    with sqlite3.connect(path) as conn:  # a row an old version left damaged, and one without keys
        conn.execute("UPDATE requests SET part_keys = '[\"a\", ' WHERE id = 'req_ses_y_000020'")
        conn.execute("UPDATE requests SET part_keys = NULL WHERE id = 'req_ses_y_000030'")
    keys.pop("req_ses_y_000020")
    keys["req_ses_y_000030"] = None
    before = sum(len(t or "") for t in stored(path).values())

    store = Store(path)
    assert store.applied_migrations == ["m012_request_key_edits"]
    assert store.conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    texts = stored(path)
    assert texts["req_ses_y_000020"] == '["a", '  # left as it was
    assert sum(len(t or "") for t in texts.values()) < before / 10
    assert max(depth(texts, i) for i, t in texts.items() if t and i != "req_ses_y_000020") < 128
    fresh = Store(path)
    assert fresh.applied_migrations == []
    for reader in (store, fresh):
        got = {r.id: r.part_keys for r in reader.requests("ses_x")}
        assert got == {i: k for i, k in keys.items() if i.startswith("req_ses_x")}
        with pytest.raises(DatabaseError, match="request req_ses_y_000020 .*not JSON"):
            reader.requests("ses_y")
        assert reader.last_request_keys("ses_y") == (keys["req_ses_y_000039"], T0 + 39)
    # the session goes on: its next request is an edit of the migrated chain
    more = request("ses_x", 300, keys["req_ses_x_000299"] + ["next"])
    fresh.record_request(more)
    assert isinstance(parse(stored(path)[more.id]), KeyDelta)
    assert Store(path).requests("ses_x")[-1].part_keys == more.part_keys


def files_size(path: Path) -> int:
    """The database and its WAL, as the disk holds them."""
    wal = path.with_name(path.name + "-wal")
    return path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)


def old_wal_database(path: Path) -> dict[str, list[str]]:
    """An old database of a long session (6 MB of keys in full), in WAL mode as the store left it."""
    keys = old_database(path, {"ses_x": session_keys(400, 1, grow=4)})
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.close()
    return keys


def keys_of(path: Path) -> dict[str, list[str]]:
    store = Store(path)
    try:
        return {r.id: r.part_keys for r in store.requests("ses_x")}
    finally:
        store.close()


def test_a_migrated_database_gives_its_space_back(tmp_path):
    path = tmp_path / "old.db"
    keys = old_wal_database(path)
    before = files_size(path)
    store = Store(path)
    assert store.applied_migrations == ["m012_request_key_edits"] and store.space == "vacuumed"
    assert files_size(path) < before / 5  # measured: 6.88 MB -> 0.25 MB
    assert {r.id: r.part_keys for r in store.requests("ses_x")} == keys
    store.close()
    again = Store(path)  # nothing left to give back: nothing done
    assert again.applied_migrations == [] and again.space == ""
    again.close()
    assert keys_of(path) == keys


def test_a_reader_leaves_the_vacuum_to_the_next_open_and_nothing_changes(tmp_path):
    path = tmp_path / "old.db"
    keys = old_wal_database(path)
    before = files_size(path)
    reader = sqlite3.connect(path, isolation_level=None)
    reader.execute("BEGIN")
    count = reader.execute("SELECT count(*), sum(length(part_keys)) FROM requests").fetchone()
    store = Store(path)  # migrates (a reader does not stop a writer in WAL mode), then skips
    assert store.applied_migrations == ["m012_request_key_edits"] and store.space == "skipped"
    assert {r.id: r.part_keys for r in store.requests("ses_x")} == keys
    assert path.stat().st_size >= before  # not vacuumed
    # the reader still reads what it began with
    assert (
        reader.execute("SELECT count(*), sum(length(part_keys)) FROM requests").fetchone() == count
    )
    reader.execute("COMMIT")
    reader.close()
    store.close()
    later = Store(path)
    assert later.applied_migrations == [] and later.space == "vacuumed"
    later.close()
    assert files_size(path) < before / 5
    assert keys_of(path) == keys


def test_a_writer_holding_the_file_is_not_waited_for(tmp_path):
    path = tmp_path / "old.db"
    keys = old_wal_database(path)
    reader = sqlite3.connect(path, isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT count(*) FROM requests").fetchone()
    Store(path).close()  # migrated, the vacuum skipped
    reader.execute("COMMIT")
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    started = time.monotonic()
    store = Store(path)  # its busy timeout is 30 s: the vacuum does not wait for the lock
    assert store.space == "skipped" and time.monotonic() - started < 10
    assert store.conn.execute("PRAGMA busy_timeout").fetchone()[0] == 30_000  # as it was
    writer.execute("ROLLBACK")
    store.close()
    assert keys_of(path) == keys


def bytes_per_request(texts: list[str], n: int) -> float:
    """The stored bytes per request of the ``KEYFRAME_EVERY`` requests up to request ``n`` (all
    of them when there are fewer): a window that holds one keyframe once the session is long."""
    window = texts[max(0, n - KEYFRAME_EVERY) : n]
    return sum(map(len, window)) / len(window)


def test_a_late_request_costs_the_bytes_of_an_early_one(tmp_path):
    """Three keys a request (a turn's message, call and result): in full, request 200 costs 11
    times request 20's bytes (8,310 against 750); as edits, a keyframe amortised over its
    chain, 1.5 times (158 against 103)."""
    path = tmp_path / "g.db"
    store = Store(path)
    store.create_session("g", session_id="ses_g")
    made = session_keys(200, grow=3)
    for n, keys in enumerate(made):
        store.record_request(request("ses_g", n, keys))
    texts = [stored(path)[f"req_ses_g_{n:06d}"] for n in range(200)]
    full = [json.dumps(k) for k in made]  # what every request stored before
    assert bytes_per_request(full, 200) / bytes_per_request(full, 20) > 10
    ratio = bytes_per_request(texts, 200) / bytes_per_request(texts, 20)
    assert ratio < 2, ratio
    assert bytes_per_request(texts, 200) < bytes_per_request(full, 200) / 20


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(st.lists(st.sampled_from("abcdefgh"), max_size=30), min_size=1, max_size=25),
    st.integers(min_value=1, max_value=4),
)
def test_any_sequence_of_keys_reads_back_exactly(monkeypatch, sequence, every):
    """Keys of any shape (repeats, shrinking, empty, nothing in common with the base), with
    chains a few edits long: every request reads back as written, from any row on."""
    monkeypatch.setattr(partkeys, "KEYFRAME_EVERY", every)
    store = Store(":memory:")
    store.create_session("h", session_id="ses_h")
    for n, keys in enumerate(sequence):
        store.record_request(request("ses_h", n, keys))
    texts = dict(store.conn.execute("SELECT id, part_keys FROM requests").fetchall())
    assert all(depth(texts, i) < every for i in texts)
    assert [r.part_keys for r in store.requests("ses_h")] == sequence
    store._keys.clear()  # as a new process would read it
    for n in range(len(sequence)):
        _, records = store.requests_after("ses_h", n)
        assert [r.part_keys for r in records] == sequence[n:]
        store._keys.clear()
    store.close()


def test_encode_starts_a_keyframe_when_the_chain_is_full_or_the_edit_not_smaller():
    keys = [f"k{n:04d}" for n in range(50)]
    text, d = encode(keys, None)
    assert (json.loads(text), d) == (keys, 0)
    text, d = encode([*keys, "new"], Resolved("req_1", keys, 5))
    assert d == 6 and KeyDelta.from_json(json.loads(text)).apply(keys) == [*keys, "new"]
    text, d = encode([*keys, "new"], Resolved("req_1", keys, KEYFRAME_EVERY - 1))
    assert d == 0 and json.loads(text) == [*keys, "new"]
    other = [f"x{n:04d}" for n in range(50)]  # nothing in common: the edit would be the keys
    text, d = encode(other, Resolved("req_1", keys, 0))
    assert (json.loads(text), d) == (other, 0)


DAMAGE = [
    ("not JSON", "'{\"base\": '", "request {r}: its part keys are not JSON"),
    ("a number", "42", "request {r}: its part keys are neither a list nor"),
    ("a base not stored", '\'{"base":"req_gone","ops":[[0,1]]}\'', "which are not stored"),
    ("a run past its base", '\'{"base":"{b}","ops":[[0,99999]]}\'', "request {r}: it copies"),
    ("a loop", '\'{"base":"{r}","ops":[[0,1]]}\'', "in a loop of edits"),
    ("a bad op", '\'{"base":"{b}","ops":[[0,-1]]}\'', "request {r}: its part keys hold an op"),
    ("a blob", "x'00ff'", "request {r}: its part keys are not text"),
    ("nested too deep", "'[' || replace(hex(zeroblob(100000)), '00', '[')", "are not JSON"),
]


@pytest.mark.parametrize(("label", "value", "message"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_a_damaged_edit_is_one_line_naming_the_request_and_changes_nothing(
    tmp_path, label, value, message
):
    path = tmp_path / "d.db"
    store = Store(path)
    store.create_session("d", session_id="ses_d")
    made = session_keys(20, grow=2)
    for n, keys in enumerate(made):
        store.record_request(request("ses_d", n, keys))
    store.close()
    damaged, base = "req_ses_d_000010", "req_ses_d_000009"
    with sqlite3.connect(path) as conn:
        sql = value.replace("{r}", damaged).replace("{b}", base)
        conn.execute(f"UPDATE requests SET part_keys = {sql} WHERE id = ?", [damaged])
    before = dump(path)
    reader = Store(path)
    for read in (
        lambda: reader.requests("ses_d"),
        lambda: reader.requests_after("ses_d", 0),
        lambda: reader.keys_before("ses_d", T0 + 15),  # request 14: built on the damaged one
        lambda: list(reader.keys_in_order("ses_d")),
    ):
        with pytest.raises(DatabaseError) as caught:
            read()
        line = str(caught.value)
        assert "\n" not in line and damaged in line, line
        assert message.format(r=damaged) in line, line
    assert reader.keys_before("ses_d", T0 + 10) == (base, made[9])  # before it: unaffected
    reader.close()
    assert dump(path) == before
    # a request written now is not built on the damage: it starts a chain of its own
    writer = Store(path)
    writer.record_request(request("ses_d", 20, [*made[-1], "after"]))
    assert isinstance(parse(stored(path)["req_ses_d_000020"]), list)
    assert Store(path).last_request_keys("ses_d") == ([*made[-1], "after"], T0 + 20)


def test_a_write_rolled_back_leaves_no_keys_behind(tmp_path):
    """Keys a store keeps are those committed: a request rolled back (its transaction failed),
    then written under the same id with other keys by another process, is the base the next
    one edits with the keys it has in the database."""
    path = tmp_path / "r.db"
    store = Store(path)
    store.create_session("r", session_id="ses_r")
    made = session_keys(5, grow=2)
    for n, keys in enumerate(made[:3]):
        store.record_request(request("ses_r", n, keys))
    failed = request("ses_r", 3, [*made[2][2:], "rolled", "back"])  # runs elsewhere
    with pytest.raises(sqlite3.IntegrityError):  # a second request with an id already stored
        store.commit("ses_r", requests=[failed, request("ses_r", 2, made[2])])
    assert [r.id for r in store.requests("ses_r")][-1] == "req_ses_r_000002"
    Store(path).record_request(request("ses_r", 3, made[3]))  # same id, other keys
    store.record_request(request("ses_r", 4, made[4]))
    assert [r.part_keys for r in Store(path).requests("ses_r")] == made


def test_ctx_requests_on_a_damaged_database_is_one_line(shell, workspace):
    with capture_output():
        shell.run_cell("%%agent\nlist the files")
        shell.run_cell("%%agent\nWhere is `Order` defined?")
    magic = shell.magics_manager.registry["CtxMagic"]
    db = workspace / ".ctxmagic" / "sessions.db"
    magic._runtime.close()  # everything on disk, as a kernel restarted would find it
    with sqlite3.connect(db) as conn:
        (damaged,) = conn.execute(
            "SELECT id FROM requests WHERE part_keys LIKE '{%' ORDER BY started_at LIMIT 1"
        ).fetchone()
        conn.execute("UPDATE requests SET part_keys = '{' WHERE id = ?", [damaged])
    before = dump(db)
    with capture_output() as captured:
        shell.run_cell("%ctx requests")
    lines = [line for line in captured.stderr.splitlines() if line.strip()]
    assert "Traceback" not in captured.stdout + captured.stderr
    assert len(lines) == 1 and damaged in lines[0] and lines[0].startswith("ctxmagic: ")
    if magic._runtime is not None:
        magic._runtime.close()
    assert dump(db) == before
