"""The headless runner's "ok" means the notebook did what it teaches (docs/notebooks.md): a turn
that stopped early, a command expected to pass that failed, or a magic that was refused is a
problem, and ``python -m ctxmagic run`` exits 1 on it."""

from __future__ import annotations

import shutil

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook

from ctxmagic.__main__ import main
from ctxmagic.ipython.headless import COMMANDS_PASS, STOP_ALLOWED, execute

SETUP = "%load_ext ctxmagic\n%config CtxMagic.workspace = 'ws'"


def notebook(folder, cells, name="run.ipynb"):
    nb = new_notebook(cells=[new_code_cell(SETUP)])
    for source, *tags in cells:
        cell = new_code_cell(source)
        if tags:
            cell.metadata["tags"] = tags
        nb.cells.append(cell)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    path = folder / name
    nbformat.write(nb, path)
    return path


@pytest.fixture
def folder(tmp_path, workspace):
    shutil.move(workspace, tmp_path / "ws")
    (tmp_path / "ws" / "fails.py").write_text("import sys\nprint('it broke')\nsys.exit(3)\n")
    return tmp_path


def test_the_runner_reports_what_a_notebook_did_not_mean_to_do(folder):
    path = notebook(
        folder,
        [
            ("%%agent\nRun `python fails.py`", COMMANDS_PASS),  # expected to pass: a problem
            ("%%agent\nRun `python fails.py`",),  # a failure the notebook shows on purpose
            ("%%agent\nRun `python -c 'print(1)'`", COMMANDS_PASS),
            ("%%agent --max-steps 1\nWhere is `line_total` defined?",),  # stopped early
            ("%%agent --max-steps 1\nWhere is `OutOfStock` raised?", STOP_ALLOWED),
            ("%%agent --windw 100\nWhere is `Order` defined?",),  # a misspelt option
            ("%ctx new it's",),  # an unbalanced quote
            ("%config CtxMagic.bash_timeout = 0.5",),
            ("%%agent\nRun `sleep 5`", COMMANDS_PASS),
        ],
    )
    report = execute(path, folder / "out", timeout=120)
    assert report.errors == []
    assert len(report.problems) == 5, report.problems
    failed, stopped, option, quote, slow = report.problems
    assert failed.startswith("cell 2: command `python fails.py` exited 3") and "it broke" in failed
    assert stopped == "cell 5: the turn ended with 'step_limit', not end_turn"
    assert option.startswith("cell 7: UsageError:") and "--window" in option
    assert quote.startswith("cell 8: UsageError:") and "quote" in quote
    assert slow.startswith("cell 10: command `sleep 5` timed out after 0.5 s")
    assert not report.ok and "5 problem(s)" in str(report)


def test_run_exits_1_on_a_problem_and_0_when_ok(folder, capsys):
    bad = notebook(folder, [("%%agent\nRun `python fails.py`", COMMANDS_PASS)], "bad.ipynb")
    good = notebook(folder, [("%%agent\nRun `python -c 'print(1)'`", COMMANDS_PASS)], "good.ipynb")
    assert main(["run", str(bad), "-o", str(folder / "out")]) == 1
    assert "1 problem(s): cell 2: command `python fails.py` exited 3" in capsys.readouterr().out
    assert main(["run", str(good), "-o", str(folder / "out")]) == 0
    assert capsys.readouterr().out.rstrip().endswith("ok")


def test_the_runner_prints_only_its_report(folder, capfd):
    """The README's first command: on posix the kernel runs over Unix sockets, so ipykernel's
    'Kernel is running over TCP without encryption' is not printed above the report."""
    good = notebook(folder, [("%%agent\nRun `python -c 'print(1)'`", COMMANDS_PASS)], "good.ipynb")
    assert main(["run", str(good), "-o", str(folder / "out")]) == 0
    out, err = capfd.readouterr()
    assert out.rstrip().endswith("ok")
    assert "without encryption" not in err, err
