"""The notebook as the session log, in a real JupyterLab: editing an earlier %%agent cell and
running it again forks the session (the cell says so), and the notebook Lab saves imports back
into the session the kernel wrote. The screenshot is kept in build/screenshots/."""

from __future__ import annotations

import json

import nbformat
import pytest

from ctxmagic.logbook import import_notebook, session_state
from ctxmagic.store.database import Store
from tests.test_browser import SHOTS, _notebook, _open, lab  # noqa: F401 - lab is a fixture

pytestmark = pytest.mark.browser

NAME = "rerun.ipynb"


def _outputs(page, index: int) -> str:
    return page.inner_text(f".jp-Notebook .jp-Cell:nth-child({index + 1}) .jp-OutputArea")


def test_editing_and_rerunning_a_cell_forks_and_the_saved_notebook_imports(lab, tmp_path):  # noqa: F811
    _notebook(
        lab["root"],
        NAME,
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"',
            "%%agent\nWhere is `line_total` defined?",
            "%%agent\nWhere is `OutOfStock` raised?",
        ],
    )
    page = _open(lab, NAME)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_function(
        "() => document.querySelectorAll('.ctxmagic-turn[data-status=\"end_turn\"]').length === 2",
        timeout=120_000,
    )
    parent = page.get_attribute(".jp-Cell:nth-child(2) .ctxmagic-turn", "data-session")
    assert parent and "turn 1" in _outputs(page, 1) and "turn 2" in _outputs(page, 2)

    # edit the first %%agent cell as a user does, then run it again
    editor = page.locator(".jp-Notebook .jp-Cell:nth-child(2) .cm-content")
    editor.click()
    page.keyboard.press("Control+a")
    page.keyboard.type("%%agent\nWhere is Order defined?")
    page.keyboard.press("Control+Enter")
    page.wait_for_function(
        """(parent) => {
            const turn = document.querySelector('.jp-Cell:nth-child(2) .ctxmagic-turn');
            return turn && turn.dataset.status === 'end_turn' && turn.dataset.session !== parent;
        }""",
        arg=parent,
        timeout=120_000,
    )
    shown = _outputs(page, 1)
    assert f"re-run of turn 1 of {parent}: forked before that turn, {parent} unchanged" in shown
    fork = page.get_attribute(".jp-Cell:nth-child(2) .ctxmagic-turn", "data-session")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".jp-Notebook .jp-Cell:nth-child(2)").screenshot(
        path=str(SHOTS / "lab-rerun-fork.png")
    )

    # Lab saves the notebook; it imports back into the fork the kernel wrote
    page.evaluate("() => { window.jupyterapp.commands.execute('docmanager:save'); }")
    page.wait_for_function(
        "() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=30_000
    )
    page.close()
    saved = lab["root"] / NAME
    cells = nbformat.read(saved, as_version=4).cells
    assert cells[1].source == "%%agent\nWhere is Order defined?"
    assert cells[1].id and json.dumps(cells[1].outputs).count(fork) > 0

    imported = Store(tmp_path / "imported.db")
    result = import_notebook(imported, saved)
    assert [s.id for s in result.sessions] == [fork]
    # the parent's turn 2 continues from the turn the edited cell no longer shows
    assert any(f"session {parent} not imported" in n for n in result.notes), result.notes
    kernel = Store(lab["root"] / "sample_project" / ".ctxmagic" / "sessions.db")
    expected = session_state(kernel, fork)
    assert expected["session"]["parent_session_id"] == parent
    expected["session"]["parent_session_id"] = None  # imported without its parent (a note says)
    assert session_state(imported, fork) == expected
    for s in (kernel, imported):
        s.close()
