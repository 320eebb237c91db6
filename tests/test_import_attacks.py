"""Crafted notebooks against ``%ctx import``, ``python -m ctxmagic import`` and what follows an
import (``%ctx sessions``, ``parts``, ``export``): every field of a record is checked, a refusal
is one line naming the cell and the field, nothing is committed and no database is left behind;
ids from a notebook are data, never paths; the imported parent session is the current one."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from ctxmagic.agent.loop import run_turn
from ctxmagic.logbook.export import write_export
from ctxmagic.logbook.record import digest
from ctxmagic.runtime import Runtime

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    """An exported offline session: three turns with tool calls, and one that ran sub-agents."""
    folder = tmp_path_factory.mktemp("base")
    import shutil

    ws = folder / "ws"
    shutil.copytree(
        ROOT / "notebooks" / "sample_project", ws, ignore=shutil.ignore_patterns(".ctxmagic")
    )
    runtime = Runtime(workspace=str(ws), db_path=str(folder / "s.db"))
    agent = runtime.open()
    for prompt in [
        "Where is `line_total` defined?",
        "Look into each of bookshop/pricing.py and bookshop/orders.py and tell me what they do",
    ]:
        run_turn(agent, prompt)
    path, _ = write_export(runtime.store, agent.session_id, folder / "base.ipynb")
    session = agent.session_id
    runtime.close()
    return json.loads(path.read_text()), session


def records(notebook):
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            record = output.get("metadata", {}).get("ctxmagic", {}).get("record")
            if record:
                yield record


def resealed(notebook):
    """Recompute every record's digest, as an attacker who crafts a notebook would."""

    def seal(record):
        for child in record.get("subagents", []):
            seal(child)  # a parent's digest covers its children's
        record["digest"] = digest({k: v for k, v in record.items() if k != "digest"})

    for record in records(notebook):
        seal(record)
    return notebook


def nested(depth):
    value = 1
    for _ in range(depth):
        value = [value]
    return value


def first_part(notebook, kind):
    for record in records(notebook):
        for message in record["messages"]:
            for part in message["parts"]:
                if part["type"] == kind:
                    return part
    raise AssertionError(kind)


def first_request(notebook):
    return next(r for rec in records(notebook) for r in rec["requests"])


def every_session(notebook, change):
    for record in records(notebook):
        change(record["session"])


CRAFTED = {
    "part data is a list": (lambda nb: first_part(nb, "text").update(data=[]), "(text) must be an object"),
    "part data is text": (lambda nb: first_part(nb, "text").update(data="x"), "(text) must be an object"),
    "text is a number": (lambda nb: first_part(nb, "text")["data"].update(text=5), "field 'text' must be text"),
    "started_at is null": (lambda nb: first_request(nb).update(started_at=None), "field 'started_at' must be a whole number"),
    "cost is text": (lambda nb: every_session(nb, lambda s: s.update(cost="abc")), "field 'cost' must be a number"),
    "usage 10**40": (lambda nb: first_request(nb)["usage"].update(input=10**40), "field 'input' must be between 0 and 2**53"),
    "role evil": (lambda nb: next(records(nb))["messages"][0].update(role="evil"), "field 'role' is 'evil'"),
    "unknown strategy": (
        lambda nb: every_session(nb, lambda s: s.update(strategy={"strategies": ["evil"], "params": {}})),
        "strategy does not check",
    ),
    "input nested 3000 deep": (
        lambda nb: first_part(nb, "tool_call")["data"].update(input={"x": nested(3000)}),
        "nests its JSON too deeply",
    ),
    "input nested 200 deep": (
        lambda nb: first_part(nb, "tool_call")["data"].update(input={"x": nested(200)}),
        "nests more than 64 levels deep",
    ),
    "tool call id a list": (lambda nb: first_part(nb, "tool_call")["data"].update(id=[1]), "field 'id' must be text"),
    "metadata is text": (lambda nb: first_part(nb, "tool_result")["data"].update(metadata="x"), "field 'metadata' must be an object"),
    "pruned_at is text": (lambda nb: first_part(nb, "tool_result")["data"].update(pruned_at="x"), "field 'pruned_at'"),
    "message id with a newline": (lambda nb: next(records(nb))["messages"][0].update(id="a\nb"), "is not an id"),
    "NaN cost": (lambda nb: first_request(nb).update(cost=float("nan")), "field 'cost' must be a finite number"),
}  # fmt: skip


def crafted(base, change, tmp_path):
    notebook = copy.deepcopy(base[0])
    change(notebook)
    out = tmp_path / "crafted.ipynb"
    box = []

    def write():  # the deep cases need a deep stack to be written at all
        sys.setrecursionlimit(100_000)
        box.append(json.dumps(resealed(notebook)))

    threading.stack_size(256 << 20)
    thread = threading.Thread(target=write)
    thread.start()
    thread.join()
    threading.stack_size(0)
    sys.setrecursionlimit(1000 * 3)
    out.write_text(box[0])
    return out


@pytest.mark.parametrize("name", list(CRAFTED))
def test_a_crafted_record_is_refused_in_one_line_naming_the_field(
    shell, base, tmp_path, capsys, name
):
    change, expected = CRAFTED[name]
    path = crafted(base, change, tmp_path)
    db = tmp_path / "fresh" / "s.db"
    shell.run_line_magic("config", f"CtxMagic.db_path = {str(db)!r}")
    capsys.readouterr()
    shell.run_line_magic("ctx", f"import {path}")
    err = capsys.readouterr().err.strip()
    assert err.startswith("ctxmagic: ") and "\n" not in err, err
    assert err.startswith("ctxmagic: cell ") or "3000" in name  # the file as a whole
    assert expected in err and "internal error" not in err
    assert not db.exists()  # nothing committed, no empty database left behind


def cli(*args, cwd):
    return subprocess.run(
        [sys.executable, "-m", "ctxmagic", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=300,
    )


def test_the_cli_refuses_crafted_notebooks_in_one_line(base, tmp_path):
    for name in ("cost is text", "usage 10**40", "input nested 3000 deep", "role evil"):
        path = crafted(base, CRAFTED[name][0], tmp_path)
        done = cli("import", str(path), "--db", "s.db", cwd=tmp_path)
        assert done.returncode == 1 and done.stderr.count("\n") == 1, done.stderr
        assert CRAFTED[name][1] in done.stderr and "internal error" not in done.stderr
        assert not (tmp_path / "s.db").exists()


@pytest.mark.parametrize("bad_id", ["../x", "~/x", "ABSOLUTE/x", "a/../../b"])
def test_an_imported_session_id_is_never_a_path(shell, base, tmp_path, bad_id, monkeypatch):
    bad_id = bad_id.replace("ABSOLUTE", str(tmp_path / "attack"))
    notebook = json.loads(json.dumps(base[0]).replace(base[1], bad_id))
    path = tmp_path / "in.ipynb"
    path.write_text(json.dumps(resealed(notebook)))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    shell.run_line_magic("config", f"CtxMagic.db_path = {str(tmp_path / 's.db')!r}")
    shell.run_line_magic("ctx", f"import {path}")
    shell.run_line_magic("ctx", "export")
    made = sorted(p.name for p in work.iterdir())
    assert len(made) == 1 and made[0].endswith(".ipynb") and "/" not in made[0]
    done = cli("export", bad_id, "--db", str(tmp_path / "s.db"), cwd=work)
    assert done.returncode == 1 and "exists" in done.stderr  # the same safe name, kept
    expected = {"in.ipynb", "s.db", "s.db-wal", "s.db-shm", "work", "bookshop_ws"}
    assert {p.name for p in tmp_path.iterdir()} <= expected
    assert not (tmp_path / "attack").exists() and not (tmp_path / "home").exists()


def test_import_leaves_the_parent_session_current(shell, base, tmp_path, capsys):
    path = tmp_path / "in.ipynb"
    path.write_text(json.dumps(base[0]))
    shell.run_line_magic("config", f"CtxMagic.db_path = {str(tmp_path / 's.db')!r}")
    shell.run_line_magic("ctx", f"import {path}")
    out = capsys.readouterr().out
    assert out.count("imported ") >= 2  # the parent and its sub-agents
    magic = shell.magics_manager.registry["CtxMagic"]
    assert magic.session_id == base[1]
