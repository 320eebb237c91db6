"""Every notebook in notebooks/ runs top to bottom offline (executed with nbclient, as users do)."""

from __future__ import annotations

import shutil
from pathlib import Path

import nbformat
import pytest

from ctxmagic.notebook import execute

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


def test_there_is_a_quickstart():
    assert any(p.name == "01-quickstart.ipynb" for p in NOTEBOOKS)


@pytest.mark.parametrize("source", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_offline_top_to_bottom(source, tmp_path, monkeypatch):
    for key in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GEMINI_API_KEY"):
        monkeypatch.delenv(key, raising=False)
    copy = tmp_path / "notebooks"
    shutil.copytree(
        source.parent,
        copy,
        ignore=shutil.ignore_patterns(".ctxmagic", "__pycache__", ".pytest_cache", "build"),
    )
    stored = nbformat.read(source, as_version=4)
    assert all(not c.get("outputs") for c in stored.cells if c.cell_type == "code"), "strip outputs"
    report = execute(copy / source.name, tmp_path / "out")
    assert report.errors == []
    nb = nbformat.read(report.output, as_version=4)
    turns = [c for c in nb.cells if c.cell_type == "code" and c.source.startswith("%%agent")]
    assert turns, "a workshop notebook has %%agent turns"
    for cell in turns:
        meta = [o.get("metadata", {}).get("ctxmagic") for o in cell.outputs if o.get("metadata")]
        assert meta and meta[-1]["status"] == "end_turn", cell.source
        html = [o["data"]["text/html"] for o in cell.outputs if "text/html" in o.get("data", {})]
        assert html and "ctxmagic-footer" in html[-1]
    assert not any(
        o.get("name") == "stderr" and "ctxmagic:" in o.get("text", "")
        for c in nb.cells
        for o in c.get("outputs", [])
    ), "no ctxmagic error lines"
