"""A sub-agent's turn in the cell (nested, collapsed, with its meter), `%ctx sessions` as a tree,
`%ctx parts --session` and `%ctx resume` on a child: in the shell and in a real kernel."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import nbformat
import pytest

from ctxmagic.display.transcript import TurnView
from tests.conftest import SAMPLE

PROMPT = (
    "Look into each of these modules and tell me what they define: "
    "`bookshop/pricing.py`, `bookshop/orders.py`."
)


def magic(ip):
    return ip.magics_manager.registry["CtxMagic"]


def test_the_child_turn_is_nested_in_the_task_block(store, workspace):
    from tests.conftest import make_agent

    agent = make_agent(store, workspace)
    view = TurnView()
    for event in agent.turn(PROMPT):
        view.apply(event)
    html = view.to_html()
    # two task blocks, each holding a collapsed sub-agent turn with its own tool blocks and meter
    assert html.count("data-tool='task'") == 2
    nested = re.findall(r"<details class='ctxmagic-subagent' data-session='(ses_task_[^']+)'", html)
    assert len(nested) == 2 and all(
        s in {c.id for c in store.children(agent.session_id)} for s in nested
    )
    assert "<details class='ctxmagic-subagent' data-session" in html and " open" not in html
    block = html.split("class='ctxmagic-subagent'")[1]
    assert "data-tool='view'" in block and "ctxmagic-footer" in block
    # the parent's meter: what the sub-agents cost and kept out of its context
    figures = view.footer_figures()
    children = store.children(agent.session_id)
    assert figures["task_cost"] == pytest.approx(sum(c.cost for c in children), rel=1e-12)
    assert figures["kept_out"] > 0
    assert "data-figure='kept_out'" in html and "data-figure='task_cost'" in html
    text = view.to_text()
    assert "> task(" in text and "\n    > view(" in text and "kept" in text.splitlines()[-1]


def test_sessions_tree_parts_and_resume_of_a_child(shell, capsys):
    shell.run_cell_magic("agent", "", PROMPT)
    out = capsys.readouterr().out
    assert "> task(" in out and "    > view(" in out  # the terminal prints the child's calls
    table = shell.run_line_magic("ctx", "sessions")
    ids = table.column("id")
    assert len(ids) == 3 and ids[0].startswith("* ses_")
    children = [i for i in ids if "└ " in i]
    assert len(children) == 2 and all(i.startswith("└ ses_task_") for i in children)
    child = children[0].split()[-1]
    parts = shell.run_line_magic("ctx", f"parts --session {child}")
    tools_row = [r for r in parts.records() if r["type"] == "tool_definitions"][0]
    assert tools_row["preview"] == "view, grep, glob, ls"
    assert any(r["role"] == "tool" for r in parts.records())
    # the parent is still current; resume opens the child for inspection
    parent = magic(shell).session_id
    assert magic(shell).store.get_session(child).parent_session_id == parent
    shell.run_line_magic("ctx", f"resume {child}")
    assert "a task sub-agent of " + parent in capsys.readouterr().out
    assert magic(shell).session_id == child
    kinds = shell.run_line_magic("ctx", "requests").column("kind")
    assert kinds and set(kinds) == {"turn"}
    from IPython.core.error import UsageError

    with pytest.raises(UsageError, match="--session needs a value"):
        shell.run_line_magic("ctx", "parts --session")


def test_nested_display_renders_in_a_real_kernel(tmp_path):
    pytest.importorskip("nbclient")
    from ctxmagic.ipython.headless import execute

    root = tmp_path / "nb"
    shutil.copytree(SAMPLE, root / "sample_project", ignore=shutil.ignore_patterns(".ctxmagic"))
    cells = [
        '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"',
        f"%%agent\n{PROMPT}",
        "t = %ctx sessions\nchild = [i for i in t.column('id') if '└' in i][0].split()[-1]\nt",
        "%ctx parts --session $child",
    ]
    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(c) for c in cells],
        metadata={
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
    )
    path = root / "tasks.ipynb"
    nbformat.write(nb, path)
    report = execute(path, tmp_path / "out")
    assert report.errors == []
    out = nbformat.read(report.output, as_version=4)
    turn = [o for o in out.cells[1].outputs if "text/html" in o.get("data", {})]
    html = turn[-1]["data"]["text/html"]
    assert turn[-1]["metadata"]["ctxmagic"]["status"] == "end_turn"
    assert html.count("class='ctxmagic-subagent'") == 2 and "data-figure='kept_out'" in html
    sessions = out.cells[2].outputs[-1]["data"]["text/plain"]
    assert sessions.count("└ ses_task_") == 2
    parts = out.cells[3].outputs[-1]["data"]["text/html"]
    assert "view, grep, glob, ls" in parts
    assert Path(report.output).exists()


def test_a_bad_role_setting_is_one_line_and_saves_nothing(shell, capsys):
    shell.run_line_magic("config", 'CtxMagic.task_tools = "view,task"')
    shell.run_cell_magic("agent", "", "Where is `line_total` defined?")
    err = capsys.readouterr().err
    assert err.strip() == (
        "ctxmagic: a sub-agent cannot start sub-agents: remove task from CtxMagic.task_tools"
    )
    assert magic(shell).store.sessions() == []
    shell.run_line_magic("config", 'CtxMagic.task_tools = "view,grep"')
    shell.run_line_magic("config", 'CtxMagic.title_model = "gpt-nonexistent"')
    shell.run_cell_magic("agent", "", "Where is `line_total` defined?")
    assert capsys.readouterr().err.startswith("ctxmagic: CtxMagic.title_model: unknown model")
    assert magic(shell).store.sessions() == []
