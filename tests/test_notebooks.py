"""Every notebook in notebooks/ runs top to bottom offline (executed with nbclient, as users do),
does what it teaches (the runner's checks: turns end normally, tagged commands pass), and its
saved copy imports back into the sessions it ran."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import nbformat
import pytest

from ctxmagic.ipython.headless import execute
from ctxmagic.logbook import import_notebook, session_state
from ctxmagic.store.database import Store

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
BUDGET_S = 240  # a guard against a hang, well above any notebook's time here (docs/notebooks.md)


def test_there_is_a_quickstart():
    assert any(p.name == "01-quickstart.ipynb" for p in NOTEBOOKS)


@pytest.mark.parametrize("source", NOTEBOOKS, ids=lambda p: p.name)
def test_notebooks_are_stored_without_outputs(source):
    stored = nbformat.read(source, as_version=4)
    code = [c for c in stored.cells if c.cell_type == "code"]
    assert all(not c.get("outputs") and c.get("execution_count") is None for c in code), (
        "strip outputs before committing (Jupyter: Edit > Clear Outputs of All Cells)"
    )


WORKSHOPS = [p for p in NOTEBOOKS if p.name[:2] in {"01", "02", "03", "04", "05", "06"}]
SOLUTION = "solution"


def exercise_numbers(nb) -> list[int]:
    """The numbered items of the notebook's exercises section(s)."""
    numbers = []
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        for section in re.split(r"^## ", cell.source, flags=re.M)[1:]:
            if section.startswith(("Exercises", "Try it yourself")):
                numbers += [int(n) for n in re.findall(r"^(\d+)\. ", section, re.M)]
    return numbers


@pytest.mark.parametrize("source", WORKSHOPS, ids=lambda p: p.name)
def test_every_exercise_has_a_solution_that_checks_its_premise(source):
    """Exercises whose premise was false (01's "why is the second identical question cheaper?"
    when it cost more) went unnoticed: each exercise now has a solution, tagged, in a Solutions
    section, that runs it and asserts what the text states; executing the notebook runs them."""
    nb = nbformat.read(source, as_version=4)
    numbers = exercise_numbers(nb)
    assert numbers and numbers == list(range(1, len(numbers) + 1)), numbers
    heads = [i for i, c in enumerate(nb.cells) if c.source.startswith("## Solutions")]
    assert len(heads) == 1, "one Solutions section"
    solved, current = {}, None
    for cell in nb.cells[heads[0] :]:
        found = re.search(r"^\*\*Exercise (\d+)\.\*\*", cell.source, re.M)
        if cell.cell_type == "markdown" and found:
            current = int(found.group(1))
            solved.setdefault(current, 0)
        elif cell.cell_type == "code":
            assert SOLUTION in cell.metadata.get("tags", []), cell.source[:80]
            if current is not None:
                solved[current] += 1
    assert sorted(solved) == numbers and all(solved.values()), solved
    checks = [c for c in nb.cells[heads[0] :] if c.cell_type == "code" and "assert " in c.source]
    assert len(checks) >= len(numbers), "every exercise's solution asserts its premise"


@pytest.mark.parametrize("source", WORKSHOPS, ids=lambda p: p.name)
def test_workshop_notebooks_keep_the_teaching_pace(source):
    """In a browser the meter moves while a turn runs (docs/offline-model.md#teaching-pace)."""
    nb = nbformat.read(source, as_version=4)
    first = next(c for c in nb.cells if "%load_ext ctxmagic" in c.source)
    assert "%config CtxMagic.teaching_pace = True" in first.source


@pytest.mark.parametrize("source", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_offline_top_to_bottom(source, tmp_path, monkeypatch):
    for key in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GEMINI_API_KEY"):
        monkeypatch.delenv(key, raising=False)
    copy = tmp_path / "notebooks"
    shutil.copytree(
        source.parent,
        copy,
        ignore=shutil.ignore_patterns(
            ".ctxmagic", "__pycache__", ".pytest_cache", "build", "limits_lab"
        ),
    )
    report = execute(copy / source.name, tmp_path / "out", timeout=120)
    assert report.errors == [] and report.problems == [], str(report)
    assert report.seconds < BUDGET_S, str(report)
    nb = nbformat.read(report.output, as_version=4)
    turns = [c for c in nb.cells if c.cell_type == "code" and c.source.startswith("%%agent")]
    assert turns, "a workshop notebook has %%agent turns"
    for cell in turns:
        html = [o["data"]["text/html"] for o in cell.outputs if "text/html" in o.get("data", {})]
        assert html and "ctxmagic-footer" in html[-1]
    # the saved notebook is the session log: it imports back into the sessions it ran
    ran = sorted(copy.rglob(".ctxmagic/sessions.db"))
    assert ran
    imported = Store(tmp_path / "imported.db")
    result = import_notebook(imported, report.output)
    assert result.sessions and not result.notes
    originals = [Store(p) for p in ran]
    for session in result.sessions:
        owner = next(
            s for s in originals if s.rows("SELECT 1 FROM sessions WHERE id = ?", [session.id])
        )
        assert session_state(imported, session.id) == session_state(owner, session.id)
    # every session the notebook wrote to, task sub-agents' included
    wrote = {r[0] for s in originals for r in s.rows("SELECT DISTINCT session_id FROM messages")}
    assert {s.id for s in result.sessions} == wrote
    for s in [imported, *originals]:
        s.close()
    # figures the prose states as measured (bold, in a "**Measured**" paragraph) are the ones
    # the notebook printed when it ran
    printed = "".join(
        o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.outputs
    )
    for cell in nb.cells:
        if cell.cell_type == "markdown" and cell.source.startswith("**Measured**"):
            for span in re.findall(r"\*\*([^*]+)\*\*", cell.source)[1:]:
                for figure in span.replace("\\$", "$").split(" to "):
                    assert figure in printed, (
                        f"{figure!r} is stated but not what the notebook printed"
                    )
    if source.name == "01-quickstart.ipynb":
        # the strategy lab on the session the quick start recorded, read from the saved notebook
        from ctxmagic import lab
        from ctxmagic.lab.report import Comparison

        # the lab reads the project files from the folder it works in: the one the notebook's
        # session ran in (a notebook's recorded workspace is data)
        monkeypatch.chdir(ran[0].parent.parent)
        trace = lab.trace_of(str(report.output))
        comparison = Comparison(trace, lab.runs(trace))
        assert [m.run for m in comparison.metrics] == list(lab.DEFAULT)
        assert comparison.metrics[0].reproduced is True
        html = comparison._repr_html_()
        assert html.count("<tr") == len(lab.DEFAULT) + 1 and "data:image/png;base64," in html
