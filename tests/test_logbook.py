"""Sessions exported as notebooks and imported back: the round trip is lossless, and a notebook
that does not parse is refused in one line with the database left byte for byte as it was."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import nbformat
import pytest

from ctxmagic.__main__ import main
from ctxmagic.agent.loop import run_turn
from ctxmagic.logbook import (
    NotebookError,
    import_notebook,
    session_records,
    session_state,
    write_export,
)
from ctxmagic.logbook.record import digest
from ctxmagic.runtime import Runtime
from ctxmagic.store.database import Store

PROMPTS = [
    "Where is `line_total` defined?",
    "Run `python -c \"print('row\\n' * 400)\"`",
    "Where is `OutOfStock` raised?",
    "Where is `demo_catalog` used?",
    "Where is `Order` defined?",
    "What does `report` print?",
    "Where is `Catalog` defined?",
    "Where is `reserve` called?",
]


@pytest.fixture
def recorded(tmp_path, workspace):
    """A file-backed session with tool calls, truncation, pruning, an automatic compaction and
    one made by hand."""
    store = Store(tmp_path / "a.db")
    # the seven tools, without task: the compactions above fall where this window puts them
    # with these tool definitions (each definition is in every request)
    tools = "view,grep,glob,ls,bash,write,edit"
    runtime = Runtime(store=store, workspace=str(workspace), context_window=4000, tools=tools)
    session = runtime.new_session("round trip")
    runtime.set_policy(
        session.id,
        [
            "truncate",
            "prune",
            "summarize",
            "truncate.max_lines=50",
            "prune.protect_turns=1",
            "prune.protect_tokens=200",
            "prune.minimum_freed=100",
        ],
    )
    agent = runtime.agent(session.id)
    for prompt in PROMPTS:
        assert run_turn(agent, prompt).reason == "end_turn"
    run_turn(agent, "Where is `vat_rate` defined?")
    list(agent.compact("keep the pricing rules"))
    run_turn(agent, "Where is `discount_rate` defined?")
    yield store, agent.session_id
    store.close()


def kinds(store, session_id):
    messages = store.messages(session_id)
    results = [r for m in messages for r in m.tool_results]
    summaries = [p for m in messages for p in m.parts if p.type == "compaction"]
    return {
        "calls": sum(len(m.tool_calls) for m in messages),
        "cut": sum("full_output_path" in r.metadata for r in results),
        "pruned": sum(r.pruned_at is not None for r in results),
        "auto": sum(p.auto for p in summaries),
        "manual": sum(not p.auto for p in summaries),
    }


def fingerprint(path: Path) -> list[str]:
    """The database file and its write-ahead log, byte for byte (the -shm index is a cache
    that readers write to as well)."""
    return [
        hashlib.sha256(p.read_bytes()).hexdigest() if p.exists() else "-"
        for p in (path, Path(f"{path}-wal"))
    ]


def test_round_trip_is_lossless(recorded, tmp_path):
    store, sid = recorded
    found = kinds(store, sid)
    assert found["calls"] and found["cut"] and found["pruned"], found
    assert found["auto"] >= 1 and found["manual"] == 1, found
    path, notebook = write_export(store, sid, tmp_path / "session.ipynb")
    agent_cells = [c for c in notebook.cells if c.source.startswith("%%agent")]
    assert len(agent_cells) == store.get_session(sid).turn_count == len(PROMPTS) + 2
    assert [c.source for c in notebook.cells if c.source.startswith("%ctx compact")]
    html = "".join(o.data["text/html"] for c in agent_cells for o in c.outputs)
    assert "prune: before -&gt; after" in html or "prune: before -> after" in html
    assert "summarize" in html and "ctxmagic-footer" in html and f"session {sid}" in html
    other = Store(tmp_path / "b.db")
    result = import_notebook(other, path)
    assert [s.id for s in result.sessions] == [sid]
    assert session_state(other, sid) == session_state(store, sid)
    # and again: the imported session exports to the same records
    again = [r.to_dict() for r in session_records(other, sid)]
    assert again == [r.to_dict() for r in session_records(store, sid)]
    other.close()


def test_an_export_carries_the_sub_agents_a_turn_ran(tmp_path, workspace):
    store = Store(tmp_path / "a.db")
    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open()
    prompt = (
        "Look into each of these modules and tell me what they define: "
        "`bookshop/pricing.py`, `bookshop/orders.py`, `bookshop/catalog.py`."
    )
    assert run_turn(agent, prompt).reason == "end_turn"
    assert run_turn(agent, "Where is `line_total` defined?").reason == "end_turn"
    sid = agent.session_id
    children = [s.id for s in store.children(sid)]
    assert len(children) == 3
    path, _ = write_export(store, sid, tmp_path / "session.ipynb")
    other = Store(tmp_path / "b.db")
    result = import_notebook(other, path)
    assert sorted(s.id for s in result.sessions) == sorted([sid, *children])
    for session_id in (sid, *children):
        assert session_state(other, session_id) == session_state(store, session_id)
    # a record holding another session as its sub-agent is refused
    notebook = nbformat.read(path, as_version=4)
    output = next(
        o for c in notebook.cells for o in c.get("outputs", []) if "ctxmagic" in o.metadata
    )
    record = output.metadata["ctxmagic"]["record"]
    record["subagents"][0]["session"]["parent_session_id"] = "ses_other"
    reseal(record)
    nbformat.write(notebook, tmp_path / "bad.ipynb")
    third = Store(tmp_path / "c.db")
    with pytest.raises(NotebookError, match="not a sub-agent of"):
        import_notebook(third, tmp_path / "bad.ipynb")
    assert third.sessions() == []
    for s in (store, other, third):
        s.close()
    runtime.close()


def test_equality_sees_a_changed_part(recorded, tmp_path):
    store, sid = recorded
    path, _ = write_export(store, sid, tmp_path / "s.ipynb")
    other = Store(tmp_path / "b.db")
    import_notebook(other, path)
    message = other.messages(sid)[3]
    message.metadata = {**message.metadata, "x": 1}
    other.update_message(message)
    assert session_state(other, sid) != session_state(store, sid)


def corrupt_record(path: Path, change) -> None:
    data = json.loads(path.read_text())
    cell = next(c for c in data["cells"] if "".join(c["source"]).startswith("%%agent"))
    output = next(o for o in cell["outputs"] if "ctxmagic" in o.get("metadata", {}))
    change(output["metadata"]["ctxmagic"]["record"])
    path.write_text(json.dumps(data))


def reseal(record):
    body = {k: v for k, v in record.items() if k != "digest"}
    record["digest"] = digest(body)


@pytest.mark.parametrize(
    "damage, message",
    [
        ("foreign", "holds no ctxmagic session"),
        ("truncated", "is not a readable notebook (truncated or not JSON"),
        (
            "edited-output",
            "cell 3 (Where is `line_total` defined?): its ctxmagic record was changed",
        ),
        ("bad-part", "cell 3 (Where is `line_total` defined?): its message"),
        ("edited-prompt", "cell 4 (Where is `OutOfStock` defined?): its prompt was edited"),
        ("missing-cell", "not imported: cell 5 continues it from a message no other cell records"),
        ("already-there", "is already in"),
        (
            "keys-base-gone",
            "cell 3 (Where is `line_total` defined?): its request req_",
        ),
        ("keys-past-base", "part keys: it copies keys 0-100000 of request req_"),
        ("keys-bad-op", "its part keys hold an op ['x'] that is neither a key nor [start, length]"),
        ("strategy-with-messages", "cell 3 (Where is `line_total` defined?): its record of a "),
    ],
)
def test_refusals_are_one_line_and_change_nothing(recorded, tmp_path, damage, message):
    store, sid = recorded
    path, _ = write_export(store, sid, tmp_path / "s.ipynb")
    target = tmp_path / "target.db"
    seed = Store(target)
    if damage == "already-there":
        import_notebook(seed, path)
    if damage == "foreign":
        nbformat.write(nbformat.read(ROOT / "notebooks" / "01-quickstart.ipynb", 4), str(path))
    elif damage == "truncated":
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    elif damage == "edited-output":
        corrupt_record(path, lambda r: r["messages"][0]["parts"][0]["data"].update(text="hi"))
    elif damage == "bad-part":
        corrupt_record(
            path, lambda r: (r["messages"][1]["parts"].append({"type": "nope"}), reseal(r))
        )
    elif damage == "edited-prompt":
        data = json.loads(path.read_text())
        data["cells"][3]["source"] = "%%agent\nWhere is `OutOfStock` defined?"
        path.write_text(json.dumps(data))
    elif damage == "missing-cell":
        data = json.loads(path.read_text())
        data["cells"][3]["outputs"] = []
        path.write_text(json.dumps(data))
    elif damage == "strategy-with-messages":  # a strategy change's record adds nothing
        corrupt_record(path, lambda r: (r.update(kind="strategy"), reseal(r)))
    elif damage.startswith("keys-"):  # a request's keys: an edit of the cell's first request's
        ops = {"keys-base-gone": None, "keys-past-base": [[0, 100_000]], "keys-bad-op": [["x"]]}

        def edit(record):
            keys = record["requests"][1]["part_keys"]
            assert isinstance(keys, dict) and keys["base"] == record["requests"][0]["id"]
            if ops[damage] is None:
                keys["base"] = "req_gone"
            else:
                keys["ops"] = ops[damage]
            reseal(record)

        corrupt_record(path, edit)
    before = fingerprint(target)
    with pytest.raises(NotebookError) as caught:
        import_notebook(seed, path)
    text = str(caught.value)
    assert message in text and "\n" not in text
    if damage == "keys-base-gone":
        assert "edits the part keys of request req_gone, which no earlier cell" in text
    assert fingerprint(target) == before
    seed.close()


ROOT = Path(__file__).resolve().parents[1]


def test_keys_never_reach_an_export(tmp_path, workspace, monkeypatch):
    secret = "test-secret-value-0123456789"
    monkeypatch.setenv("ANTHROPIC_API_KEY", secret)
    store = Store(tmp_path / "k.db")
    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open(title="keys")
    run_turn(agent, f"Where is `line_total` defined? my key is {secret}")
    path, _ = write_export(store, agent.session_id, tmp_path / "k.ipynb")
    text = path.read_text()
    # the stored prompt is already redacted (ctxmagic/safety/redact.py); the export redacts again
    assert secret not in text and "[redacted" in text
    store.close()


def test_command_line_export_and_import(recorded, tmp_path, capsys):
    store, sid = recorded
    out = tmp_path / "cli.ipynb"
    assert main(["export", sid[:12], "-o", str(out), "--db", store.path]) == 0
    assert f"exported {sid}" in capsys.readouterr().out
    assert main(["export", sid, "-o", str(out), "--db", store.path]) == 1
    assert "exists; give another path, or --force" in capsys.readouterr().err
    target = tmp_path / "cli.db"
    assert main(["import", str(out), "--db", str(target)]) == 0
    assert f"imported {sid}" in capsys.readouterr().out
    other = Store(target)
    assert session_state(other, sid) == session_state(store, sid)
    other.close()
    bad = tmp_path / "bad.ipynb"
    bad.write_text('{"cells": [')
    assert main(["import", str(bad), "--db", str(tmp_path / "never.db")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("ctxmagic: ") and err.count("\n") == 1
    assert not (tmp_path / "never.db").exists()


def test_magic_export_and_import(shell, tmp_path, capsys):
    shell.run_cell_magic("agent", "", "Where is `line_total` defined?")
    magic = shell.magics_manager.registry["CtxMagic"]
    sid = magic.session_id
    out = tmp_path / "magic.ipynb"
    shell.run_line_magic("ctx", f"export {out}")
    assert f"exported {sid}: 1 turn to {out}" in capsys.readouterr().out
    shell.run_line_magic("config", f"CtxMagic.db_path = '{tmp_path / 'other.db'}'")
    shell.run_line_magic("ctx", f"import {out}")
    assert f"imported {sid}" in capsys.readouterr().out
    assert magic.session_id == sid
    shell.run_line_magic("ctx", "import")
    assert "usage: %ctx import PATH.ipynb" in capsys.readouterr().err
    shell.run_line_magic("ctx", "export --bogus")
    assert "unknown option '--bogus'" in capsys.readouterr().err


def test_an_empty_session_is_refused_in_one_line_by_export_and_the_lab(shell, tmp_path, capsys):
    """A session with no turn yet (``%ctx new``) has nothing to export or replay: one line
    each, no file written (these failed with an internal error)."""
    shell.run_line_magic("ctx", "new empty")
    capsys.readouterr()
    out = tmp_path / "empty.ipynb"
    shell.run_line_magic("ctx", f"export {out}")
    err = capsys.readouterr().err.strip()
    assert "has no turns yet, so there is nothing to export" in err and "\n" not in err
    assert not out.exists()
    shell.run_line_magic("ctx", "lab")
    err = capsys.readouterr().err.strip()
    assert "the session has no model requests yet" in err and "\n" not in err


def as_format_1(store, sid, path: Path, first: int | None = None) -> None:
    """Rewrite the records of the export at ``path`` (all, or the ``first`` ones) as ctxmagic
    wrote them before part keys were deltas: format 1, every request's keys in full (the same
    bytes as the writer of 348f2c9, checked when this was written)."""

    def old(record):
        record.format = 1
        for child in record.subagents:
            old(child)
        return record

    records = session_records(store, sid)
    data = json.loads(path.read_text())
    outputs = [
        o
        for c in data["cells"]
        for o in c.get("outputs", [])
        if "record" in o.get("metadata", {}).get("ctxmagic", {})
    ]
    assert len(outputs) == len(records)
    for output, record in list(zip(outputs, records, strict=True))[:first]:
        output["metadata"]["ctxmagic"]["record"] = old(record).to_dict()
    path.write_text(json.dumps(data))


def test_a_notebook_saved_in_the_old_format_still_loads(recorded, tmp_path):
    store, sid = recorded
    path, _ = write_export(store, sid, tmp_path / "old.ipynb")
    as_format_1(store, sid, path)
    stored = [
        o["metadata"]["ctxmagic"]["record"]
        for c in json.loads(path.read_text())["cells"]
        for o in c.get("outputs", [])
        if "record" in o.get("metadata", {}).get("ctxmagic", {})
    ]
    assert {r["format"] for r in stored} == {1}
    assert all(isinstance(q["part_keys"], list | None) for r in stored for q in r["requests"])
    other = Store(tmp_path / "b.db")
    import_notebook(other, path)
    assert session_state(other, sid) == session_state(store, sid)
    other.close()


def test_a_session_continued_after_an_upgrade_loads(recorded, tmp_path):
    """Its first cells saved in format 1, the later ones in format 2: the first delta edits
    the keys of a request a format 1 cell holds in full."""
    store, sid = recorded
    path, _ = write_export(store, sid, tmp_path / "mixed.ipynb")
    as_format_1(store, sid, path, first=4)
    records = [
        o["metadata"]["ctxmagic"]["record"]
        for c in json.loads(path.read_text())["cells"]
        for o in c.get("outputs", [])
        if "record" in o.get("metadata", {}).get("ctxmagic", {})
    ]
    assert [r["format"] for r in records[:5]] == [1, 1, 1, 1, 2]
    earlier = {q["id"] for r in records[:4] for q in r["requests"]}
    assert records[4]["requests"][0]["part_keys"]["base"] in earlier
    other = Store(tmp_path / "b.db")
    import_notebook(other, path)
    assert session_state(other, sid) == session_state(store, sid)
    other.close()


def test_a_new_record_edits_the_keys_it_shares_with_the_previous_request(recorded, tmp_path):
    store, sid = recorded
    requests = store.requests(sid)
    records = [r.to_dict() for r in session_records(store, sid)]
    stored = [q for r in records for q in r["requests"]]
    full = [q for q in stored if isinstance(q["part_keys"], list)]
    assert len(full) == 1  # the session's first request; every later one is an edit
    assert (
        sum(isinstance(q["part_keys"], dict) for q in stored)
        == sum(r.part_keys is not None for r in requests) - 1
    )
    written = sum(len(json.dumps(q["part_keys"])) for q in stored)
    in_full = sum(len(json.dumps(r.part_keys)) for r in requests)
    assert written * 3 < in_full, (written, in_full)  # 3,616 against 14,288 when written
