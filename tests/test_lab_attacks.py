"""The strategy lab on hostile input: a notebook (or an imported session) naming another folder
as its workspace, corrupted rows in a database, a wrongly typed or deeply nested trace file, a
bad worker count. The lab reads only its own folder, and refuses the rest in one line."""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from ctxmagic import lab
from ctxmagic.agent.loop import run_turn
from ctxmagic.errors import ConfigError
from ctxmagic.logbook.export import write_export
from ctxmagic.runtime import Runtime

ROOT = Path(__file__).resolve().parents[1]
SECRET = "SECRET-OF-ANOTHER-PROJECT-4711"


@pytest.fixture
def victim(tmp_path):
    """A folder that is not the lab's: its AGENTS.md and a file a crafted result points at."""
    folder = tmp_path / "victim"
    folder.mkdir()
    (folder / "AGENTS.md").write_text(f"# notes\n{SECRET}\n")
    (folder / "private.txt").write_text(f"{SECRET}\n")
    return folder


@pytest.fixture
def recorded(tmp_path):
    ws = tmp_path / "recorded_ws"
    shutil.copytree(ROOT / "notebooks" / "sample_project", ws)
    runtime = Runtime(workspace=str(ws), db_path=str(tmp_path / "rec.db"))
    agent = runtime.open()
    run_turn(agent, "Where is `line_total` defined?")
    run_turn(agent, "list the files of the project")
    yield runtime, agent.session_id
    runtime.close()


def crafted_notebook(recorded, victim, tmp_path) -> Path:
    """The recorded session exported, its workspace renamed to the victim's folder and one tool
    result marked as capped with its full output "saved" in the victim's private file."""
    from tests.test_import_attacks import resealed

    runtime, session_id = recorded
    path, _ = write_export(runtime.store, session_id, tmp_path / "crafted.ipynb")
    text = path.read_text().replace(
        json.dumps(str(runtime.settings.workspace_path))[1:-1], str(victim)
    )
    notebook = json.loads(text)
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            record = output.get("metadata", {}).get("ctxmagic", {}).get("record")
            for message in (record or {}).get("messages", []):
                for part in message["parts"]:
                    if part["type"] == "tool_result":
                        part["data"]["metadata"].update(
                            cap={"max_lines": 10}, full_output_path="private.txt"
                        )
    path.write_text(json.dumps(resealed(notebook)))
    return path


def everything(trace) -> str:
    return json.dumps(trace.to_dict())


def test_a_notebook_naming_another_folder_is_not_read_from(recorded, victim, tmp_path, shell):
    path = crafted_notebook(recorded, victim, tmp_path)
    lab_ws = tmp_path / "lab_ws"
    lab_ws.mkdir()
    runtime = Runtime(workspace=str(lab_ws))
    trace = lab.trace_of(str(path), runtime=runtime)
    assert SECRET not in everything(trace)
    assert any("is not the lab's folder" in n for n in trace.notes)
    # the magic: --notebook, and an imported session replayed as the current one
    shell.run_line_magic("config", f"CtxMagic.workspace = {str(lab_ws)!r}")
    shell.run_line_magic("config", f"CtxMagic.db_path = {str(tmp_path / 'lab.db')!r}")
    shown = shell.run_line_magic("ctx", f"lab --no-charts --strategies append --notebook {path}")
    assert SECRET not in repr(shown) + json.dumps(shown.trace.to_dict())
    shell.run_line_magic("ctx", f"import {path}")
    shown = shell.run_line_magic("ctx", "lab --no-charts --strategies append")
    assert SECRET not in json.dumps(shown.trace.to_dict())


def _corrupt(db: Path, sql: str) -> None:
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA ignore_check_constraints = ON")  # as a hand-edited file can be
        conn.execute(sql)


CORRUPTIONS = {
    "usage 10**40": "UPDATE requests SET input_tokens = 1e40",
    "parts not JSON": "UPDATE messages SET parts = '{not json' WHERE role = 'assistant'",
    "role evil": "UPDATE messages SET role = 'evil' WHERE role = 'tool'",
    "unknown strategy": "UPDATE sessions SET strategy = '{\"strategies\": [\"evil\"], \"params\": {}}'",
    "parts a number": "UPDATE messages SET parts = '5' WHERE role = 'user'",
    "cost as text": "UPDATE requests SET cost = 'abc'",
    "part keys not JSON": "UPDATE requests SET part_keys = '{not json' WHERE part_keys LIKE '{%'",
}  # fmt: skip


@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_corrupted_rows_are_refused_in_one_line(recorded, shell, capsys, name):
    runtime, session_id = recorded
    db = Path(runtime.store.path)
    runtime.close()
    _corrupt(db, CORRUPTIONS[name])
    shell.run_line_magic("config", f"CtxMagic.workspace = {str(runtime.settings.workspace_path)!r}")
    shell.run_line_magic("config", f"CtxMagic.db_path = {str(db)!r}")
    capsys.readouterr()
    shell.run_line_magic("ctx", f"lab --no-charts --strategies append --session {session_id}")
    err = capsys.readouterr().err.strip()
    assert err.startswith("ctxmagic: ") and "\n" not in err and "internal error" not in err, err


TRACES = {
    "messages a string": lambda t: t.update(messages="x"),
    "a message's part with a numeric text": lambda t: t["messages"][0]["parts"][0]["data"].update(text=5),
    "response usage negative": lambda t: next(iter(t["responses"].values()))["usage"].update(input=-5),
    "response at_ms text": lambda t: next(iter(t["responses"].values())).update(at_ms="soon"),
    "tools nested deep": lambda t: t.update(tools=[json.loads("[" * 500 + "]" * 500)]),
    "a policy that does not run": lambda t: t.update(policy={"strategies": ["evil"], "params": {}}),
    "system a number": lambda t: t.update(system=5),
}  # fmt: skip


@pytest.mark.parametrize("name", list(TRACES))
def test_a_wrongly_typed_trace_is_refused_in_one_line(recorded, tmp_path, shell, capsys, name):
    runtime, session_id = recorded
    data = lab.from_store(runtime.store, session_id).to_dict()
    TRACES[name](data)
    path = tmp_path / "t.json.gz"
    path.write_bytes(gzip.compress(json.dumps(data).encode()))
    with pytest.raises(ConfigError) as caught:
        lab.Trace.load(path)
    assert "\n" not in str(caught.value)
    capsys.readouterr()
    shell.run_line_magic("ctx", f"lab --no-charts --strategies append --trace {path}")
    err = capsys.readouterr().err.strip()
    assert err.startswith("ctxmagic: ") and "internal error" not in err, err


def test_a_deeply_nested_trace_file_is_refused(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(
        '{"format": "ctxmagic-trace/1", "messages": ' + "[" * 100_000 + "]" * 100_000 + "}"
    )
    with pytest.raises(ConfigError, match="nests its JSON too deeply"):
        lab.Trace.load(path)


@pytest.mark.parametrize("workers", [-1, 1.5, "2", True])
def test_a_bad_worker_count_is_one_line(recorded, workers):
    runtime, session_id = recorded
    trace = lab.from_store(runtime.store, session_id)
    with pytest.raises(ConfigError, match="workers must be a whole number"):
        lab.runs(trace, ["append"], workers=workers)
    with pytest.raises(ConfigError, match="workers must be a whole number"):
        lab.sweep(trace, {"summarize.threshold": [0.5]}, workers=workers, progress=False)
