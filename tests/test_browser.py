"""A real JupyterLab in headless Chromium: an %%agent cell streams live and renders its tool blocks
and meter as a user sees them. Screenshots are kept in build/screenshots/ for the docs."""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
SHOTS = ROOT / "build" / "screenshots"
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def _server(base: Path, root: Path, app: str = "jupyterlab"):
    """A Jupyter server of its own on 127.0.0.1: fresh config, data (so no notebook is trusted
    that this server did not run), runtime, settings and workspace directories under ``base``."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(base / name.lower())
    settings = base / "lab-settings"
    (settings / "@jupyterlab" / "apputils-extension").mkdir(parents=True)
    (
        settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    ).write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    env["JUPYTERLAB_SETTINGS_DIR"] = str(settings)
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(base / "workspaces")
    for key in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY"):
        env.pop(key, None)
    port, token = _free_port(), secrets.token_hex(16)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            app,
            "--no-browser",
            "--allow-root",
            "--ip=127.0.0.1",
            f"--port={port}",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={root}",
            "--expose-app-in-browser",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=open(base / "lab.log", "w"),  # noqa: SIM115 - closed with the process
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    try:
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    pytest.fail("jupyter did not start:\n" + (base / "lab.log").read_text()[-3000:])
                time.sleep(0.5)
        yield {"url": url, "token": token, "root": root}
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """A JupyterLab server and a headless Chromium (``lab["browser"]``) for a module's tests."""
    playwright = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[browser]'")
    if not Path(CHROMIUM).exists():
        pytest.skip("chromium is not installed (apt-get install chromium); browser tests skipped")
    if shutil.which("jupyter-lab") is None and shutil.which("jupyter") is None:
        pytest.skip("jupyterlab is not installed: pip install -e '.[browser]'")
    base = tmp_path_factory.mktemp("lab")
    root = base / "root"
    shutil.copytree(  # without the sessions an earlier run of the notebooks left there
        ROOT / "notebooks" / "sample_project",
        root / "sample_project",
        ignore=shutil.ignore_patterns(".ctxmagic"),
    )
    with _server(base, root) as server, playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield {**server, "browser": browser}
        browser.close()


def _notebook(root: Path, name: str, cells: list[str]) -> None:
    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(c) for c in cells],
        metadata={
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
    )
    nbformat.write(nb, root / name)


def _open(lab, name: str):
    page = lab["browser"].new_page(viewport={"width": 1400, "height": 1000})
    # a workspace of its own per notebook, reset: Lab would otherwise restore the last layout
    # and the previous notebook could be the current widget when the cells are run
    workspace = name.replace(".ipynb", "")
    page.goto(f"{lab['url']}/lab/workspaces/{workspace}/tree/{name}?reset&token={lab['token']}")
    page.wait_for_function(
        """(name) => {
            const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
            const s = w && w.sessionContext;
            return w && w.context && w.context.path === name && s && s.session
                && s.session.kernel && s.session.kernel.status === 'idle' && w.isVisible;
        }""",
        arg=name,
        timeout=90_000,
    )
    return page


def test_agent_turn_streams_and_renders_in_jupyterlab(lab):
    _notebook(
        lab["root"],
        "agent.ipynb",
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"\n'
            "%config CtxMagic.offline_delay = 0.03",
            "%%agent\nWhere is `line_total` defined, and how is VAT applied?",
        ],
    )
    page = _open(lab, "agent.ipynb")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    # the turn is visible while it is still running (streamed, not printed at the end)
    page.wait_for_selector(".ctxmagic-turn[data-status='running'] .ctxmagic-text", timeout=60_000)
    running_text = page.inner_text(".ctxmagic-turn")
    page.wait_for_selector(".ctxmagic-turn[data-status='end_turn']", timeout=90_000)
    final_text = page.inner_text(".ctxmagic-turn")
    assert len(final_text) > len(running_text)

    tools = page.query_selector_all("details.ctxmagic-tool")
    assert {"grep", "view"} <= {t.get_attribute("data-tool") for t in tools}
    view = page.query_selector("details.ctxmagic-tool[data-tool='view']")
    view.query_selector("summary").click()
    assert "def line_total" in view.inner_text()
    context = page.inner_text("[data-figure='context']")
    assert "/ 32,000" in context
    assert "bookshop/pricing.py:" in final_text and "not by an LLM" in final_text
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.query_selector(".jp-Notebook").screenshot(path=str(SHOTS / "lab-agent-turn.png"))
    page.close()


def test_an_edit_shows_its_diff_in_jupyterlab(lab):
    """The offline model's edit through the real edit tool: the cell's edit block says what it
    changed (+/- lines) and opens on the diff, removed lines tinted."""
    _notebook(
        lab["root"],
        "edit.ipynb",
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"',
            "%%agent\nDelete the function `demo_catalog` from bookshop/catalog.py",
        ],
    )
    page = _open(lab, "edit.ipynb")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_selector(".ctxmagic-turn[data-status='end_turn']", timeout=90_000)
    block = page.query_selector("details.ctxmagic-tool[data-tool='edit']")
    assert "bookshop/catalog.py → +0 -13 lines" in block.query_selector("summary").inner_text()
    block.query_selector("summary").click()
    diff = block.query_selector("pre.ctxmagic-diff")
    assert diff.is_visible() and "-def demo_catalog() -> Catalog:" in diff.inner_text()
    removed = diff.query_selector("span:text('-def demo_catalog')")
    assert "rgba(248, 81, 73" in removed.evaluate("e => getComputedStyle(e).backgroundColor")
    assert "2 lines still name demo_catalog" in page.inner_text(".ctxmagic-turn")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.query_selector(".jp-Notebook").screenshot(path=str(SHOTS / "lab-edit-diff.png"))
    page.close()


def test_compaction_table_renders_in_jupyterlab(lab, tmp_path):
    from tests.test_context_loop import compacted, find_window

    prompts = [
        "Where is `line_total` defined?",
        "Where is `OutOfStock` raised?",
        "Where is `discount_rate` used?",
        "Where is `demo_catalog` used?",
        "Where is `Order` defined?",
    ]
    workspace = shutil.copytree(
        lab["root"] / "sample_project", tmp_path / "ws", ignore=shutil.ignore_patterns(".ctxmagic")
    )
    window = find_window(workspace, compacted, prompts)  # one of the turns compacts under it
    _notebook(
        lab["root"],
        "compact.ipynb",
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"\n'
            f"%config CtxMagic.context_window = {window}",
            *(f"%%agent\n{prompt}" for prompt in prompts),
            "t = %ctx parts --all\nt",
        ],
    )
    page = _open(lab, "compact.ipynb")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_function(
        "() => document.querySelectorAll('.ctxmagic-turn[data-status=\"end_turn\"]').length === 5",
        timeout=180_000,
    )
    strategy = page.query_selector("details.ctxmagic-strategy")
    # the meters make the cells tall: off screen, Lab leaves the cell unpainted (no inner text)
    strategy.scroll_into_view_if_needed()
    assert "summarize" in strategy.text_content()
    strategy.query_selector("summary").click()
    assert "summarised" in strategy.text_content() and "created" in strategy.text_content()
    page.wait_for_selector(".ctxmagic-table tr.summary", timeout=60_000)
    assert page.query_selector_all(".ctxmagic-table tr.summarised")
    SHOTS.mkdir(parents=True, exist_ok=True)
    strategy.screenshot(path=str(SHOTS / "lab-compaction.png"))
    page.close()


def test_sub_agent_turn_nests_in_jupyterlab(lab):
    _notebook(
        lab["root"],
        "tasks.ipynb",
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"',
            "%%agent\nLook into each of these modules and tell me what they define: "
            "`bookshop/pricing.py`, `bookshop/orders.py`.",
        ],
    )
    page = _open(lab, "tasks.ipynb")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_selector(".ctxmagic-turn[data-status='end_turn']", timeout=90_000)
    tasks = page.query_selector_all("details.ctxmagic-task")
    assert len(tasks) == 2
    nested = tasks[0].query_selector("details.ctxmagic-subagent")
    assert not nested.is_visible()  # collapsed until the task block is opened
    tasks[0].query_selector("summary").click()
    assert nested.is_visible() and "kept" in tasks[0].query_selector("summary").inner_text()
    nested.query_selector("summary").click()
    inner = nested.query_selector_all("details.ctxmagic-tool")
    assert [t.get_attribute("data-tool") for t in inner][-1] == "view"
    assert nested.query_selector(".ctxmagic-footer").is_visible()  # the sub-agent's own meter
    assert "kept" in page.inner_text("[data-figure='kept_out']")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.query_selector(".jp-Notebook").screenshot(path=str(SHOTS / "lab-sub-agent.png"))
    page.close()


def test_permission_ask_buttons_in_jupyterlab(lab):
    """``ask`` in a real notebook: the pending bash call shows buttons, the turn waits for the
    click; Allow runs the command, Deny does not."""
    root = lab["root"]
    _notebook(
        root,
        "ask.ipynb",
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"\n'
            "%config CtxMagic.permissions = {'bash': 'ask'}",
            "%%agent\nrun `echo clicked > clicked.txt`",
            "%%agent\nrun `echo denied > denied.txt`",
        ],
    )
    page = _open(lab, "ask.ipynb")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    allow = page.wait_for_selector(".ctxmagic-permission button:has-text('Allow')", timeout=90_000)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.query_selector(".jp-Notebook").screenshot(path=str(SHOTS / "lab-permission-ask.png"))
    time.sleep(1)  # the turn is waiting: nothing ran yet
    assert not (root / "sample_project" / "clicked.txt").exists()
    # the buttons sit right under the pending call: the transcript ends there (no footer
    # between them), and the call says it waits
    cell = page.locator(".jp-Notebook .jp-Cell").nth(1)
    assert cell.locator(".ctxmagic-footer").count() == 0
    pending = cell.locator("details.ctxmagic-tool.running").last
    assert "waiting for your answer" in pending.inner_text()
    gap = allow.bounding_box()["y"] - (
        pending.bounding_box()["y"] + pending.bounding_box()["height"]
    )
    assert 0 <= gap < 70, gap  # the output areas' own margins
    allow.click()
    page.wait_for_selector(".ctxmagic-turn[data-status='end_turn']", timeout=90_000)
    deny = page.wait_for_selector(".ctxmagic-permission button:has-text('Deny')", timeout=90_000)
    deny.click()
    page.wait_for_function(
        "() => document.querySelectorAll('.ctxmagic-turn[data-status=\"end_turn\"]').length === 2",
        timeout=90_000,
    )
    assert (root / "sample_project" / "clicked.txt").read_text() == "clicked\n"
    assert not (root / "sample_project" / "denied.txt").exists()
    text = page.inner_text(".jp-Notebook")
    assert "allowed once by you" in text and "denied by you" in text
    assert "Permission needed" not in text and page.locator(".ctxmagic-permission").count() == 0
    page.query_selector(".jp-Notebook").screenshot(path=str(SHOTS / "lab-permission-answered.png"))
    # saved, the prompts' outputs read what happened (no widget repr, no "needed")
    page.evaluate("() => { window.jupyterapp.commands.execute('docmanager:save'); }")
    page.wait_for_function(
        "() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=30_000
    )
    saved = nbformat.read(root / "ask.ipynb", as_version=4)
    plain = [o.get("data", {}).get("text/plain", "") for c in saved.cells[1:3] for o in c.outputs]
    answers = [t for t in plain if t.startswith("Permission: ")]
    assert len(answers) == 2 and "-> allowed once by you" in answers[0], plain
    assert "-> denied by you" in answers[1] and not any("VBox(" in t for t in plain)
    assert any("I did not run `echo denied > denied.txt`: you denied it." in t for t in plain)
    page.close()


def test_strategy_lab_renders_in_jupyterlab(lab):
    """%ctx lab on a session recorded in the notebook (the quick start's first two turns): the
    table of the recorded policy and the six strategies, and the charts as an image."""
    _notebook(
        lab["root"],
        "strategy-lab.ipynb",
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"',
            "%%agent\nWhere is `line_total` defined, and how is VAT applied?",
            "%%agent\nWhich function raises `OutOfStock`, and what does it leave unchanged "
            "when it does?",
            "%ctx lab",
        ],
    )
    page = _open(lab, "strategy-lab.ipynb")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_selector(".ctxmagic-lab img.ctxmagic-lab-plots", timeout=180_000)
    rows = page.query_selector_all(".ctxmagic-lab tbody tr")
    names = [r.query_selector("td").inner_text() for r in rows]
    assert names == [
        "recorded",
        "append",
        "truncate",
        "prune",
        "summarize",
        "externalize",
        "replay",
    ]
    assert rows[0].query_selector_all("td")[-1].inner_text() == "exactly"
    width = page.evaluate("() => document.querySelector('img.ctxmagic-lab-plots').naturalWidth")
    assert width > 500  # the PNG decoded
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.query_selector(".ctxmagic-lab").screenshot(path=str(SHOTS / "lab-strategy-lab.png"))
    page.close()


SAMPLE_METER = """(index) => {
    const cell = document.querySelectorAll('.jp-Notebook .jp-Cell')[index];
    if (!cell) return null;
    const read = (root, live) => root && {
        live,
        status: root.dataset.status,
        streaming: root.dataset.streaming === '1',
        context: Number(root.dataset.context || 0),
        segments: [...root.querySelectorAll('.ctxmagic-bar .ctxmagic-seg')].map(
            (e) => [e.dataset.kind, Number(e.dataset.tokens)]),
        text: root.innerText,
        chart: Number((root.querySelector('[data-requests]') || {dataset: {}}).dataset.requests || 0),
    };
    return read(cell.querySelector('.ctxmagic-w'), true)
        || read(cell.querySelector('.ctxmagic-meter'), false);
}"""


def _sqlite_requests(db: Path) -> list[dict]:
    import sqlite3

    with sqlite3.connect(db) as conn:
        conn.row_factory = sqlite3.Row
        rows = conn.execute(
            "SELECT * FROM requests WHERE strategy NOT IN ('title', 'summarize') "
            "ORDER BY started_at, rowid"
        ).fetchall()
    return [dict(r) for r in rows]


def _split(row: dict) -> dict:
    return {
        "cache_read": row["cache_read_tokens"],
        "cache_write": row["cache_write_5m_tokens"] + row["cache_write_1h_tokens"],
        "uncached": row["input_tokens"],
        "output": row["output_tokens"],
    }


def test_live_meter_widget_then_the_saved_notebook_untrusted(lab, tmp_path_factory):
    """The meter is a live widget while the turn runs (read at least three times mid-turn: its
    figures grow and its parts add up), ends on exactly what SQLite stores, and the saved
    notebook opened by a server that never ran it (untrusted) shows the same static meter."""
    root = lab["root"]
    _notebook(
        root,
        "meter.ipynb",
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "meter_project"\n'
            "%config CtxMagic.context_window = 4000\n%config CtxMagic.offline_delay = 0.04",
            "%ctx meter",
            "%%agent\nWhere is `line_total` defined, and how is VAT applied?",
            "%%agent\nWhere is `OutOfStock` raised?",
            "%config CtxMagic.offline_delay = 0",
            "%%agent\nWhere is `discount_rate` used?",
            "%%agent\nWhere is `Order` defined?",
            "%ctx requests",
        ],
    )
    # a workspace (so a database) of its own: the other tests' kernels still hold theirs
    shutil.copytree(
        ROOT / "notebooks" / "sample_project",
        root / "meter_project",
        ignore=shutil.ignore_patterns(".ctxmagic"),
    )
    db = root / "meter_project" / ".ctxmagic" / "sessions.db"
    page = _open(lab, "meter.ipynb")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    samples = []
    shot = session_live = False
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        sample = page.evaluate(SAMPLE_METER, 2)
        if sample and not sample["live"] and sample["status"] != "running":
            final = sample
            break
        if sample and sample["live"]:
            samples.append(sample)
            session_live = session_live or page.evaluate(
                "() => !!document.querySelectorAll('.jp-Cell')[1].querySelector('.ctxmagic-w')"
            )
            if not shot and len({s["context"] for s in samples}) >= 4:
                SHOTS.mkdir(parents=True, exist_ok=True)
                page.locator(".jp-Cell").nth(2).locator(".ctxmagic-w").screenshot(
                    path=str(SHOTS / "lab-meter-streaming.png")
                )
                shot = True
        time.sleep(0.03)
    else:
        pytest.fail(f"the turn did not end; {len(samples)} samples")
    # the second turn: the session meter's widget is drawn anew, from the whole history
    session_charts = []
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        second = page.evaluate(SAMPLE_METER, 3)
        if second and not second["live"] and second["status"] != "running":
            break
        shown = page.evaluate(SAMPLE_METER, 1)
        if shown and shown["live"]:
            session_charts.append(shown["chart"])
        time.sleep(0.03)
    else:
        pytest.fail("the second turn did not end")
    running = [s for s in samples if s["status"] == "running"]
    for s in running:  # every reading: the bar's parts add up to the context shown
        assert sum(t for _, t in s["segments"]) == s["context"], s
    contexts = [s["context"] for s in running]
    assert len(set(contexts)) >= 3, contexts  # read at least three different figures mid-turn
    known = [sum(t for k, t in s["segments"] if k != "estimate") for s in running]
    # the split part (each response's real figures) only grows; the estimate rides on top
    assert known == sorted(known) and len(set(known)) >= 2 and contexts[-1] > contexts[0]
    assert any(s["streaming"] for s in running)
    # the chart of the history grows while the turn runs: each response's point is appended
    charts = [s["chart"] for s in samples]
    assert charts == sorted(charts) and max(charts) >= 2, charts
    # the end of the turn: the static form, to the token what SQLite stores
    stored = _sqlite_requests(db)
    turn = [r for r in stored if r["turn"] == 1]
    assert len(turn) >= 3
    assert max(charts) <= len(turn) and max(session_charts) > len(turn), session_charts
    assert dict(final["segments"]) == {k: v for k, v in _split(turn[-1]).items() if v}
    assert sum(t for _, t in final["segments"]) == turn[-1]["context_tokens"]
    sums = {k: sum(_split(r)[k] for r in turn) for k in ("cache_read", "cache_write")}
    assert (
        f"this turn, {len(turn)} requests: cache read {sums['cache_read']:,} · "
        f"cache write {sums['cache_write']:,}" in final["text"]
    )
    # every cell ran (the notebook's model says so, whatever Lab has painted), then each turn
    # ended normally
    page.wait_for_function(
        """() => { const w = window.jupyterapp.shell.currentWidget;
            const cells = w.content.model.cells;
            return cells.get(cells.length - 1).executionCount !== null
                && w.sessionContext.session.kernel.status === 'idle'; }""",
        timeout=180_000,
    )
    statuses = page.evaluate(
        "() => [...document.querySelectorAll('.ctxmagic-turn')].map((t) => t.dataset.status)"
    )
    assert statuses == ["end_turn"] * 4, statuses
    assert page.locator(".jp-Cell").nth(7).locator(".ctxmagic-table").count() == 1  # %ctx requests
    # %ctx meter followed every turn; between turns it is its static form (no widget is left
    # whose model a reopened notebook would miss), with every request of the session
    assert session_live, "the session meter was not the live widget while a turn ran"
    assert page.locator(".ctxmagic-w").count() == 0
    session = page.locator(".jp-Cell").nth(1).locator(".ctxmagic-meter")
    n = len(_sqlite_requests(db))  # a column per request of the session
    assert session.locator(".ctxmagic-chart-col").count() == n
    assert f"{n} requests in 4 turns" in session.inner_text()
    # the session's compaction (at the end of turn 3 or in turn 4, as the answers' lengths fall)
    assert re.search(
        r"1 compaction; last: auto in turn [34] at .* -> [\d,]+ tokens", session.inner_text()
    )
    SHOTS.mkdir(parents=True, exist_ok=True)
    session.screenshot(path=str(SHOTS / "lab-session-meter.png"))
    page.locator(".jp-Cell").nth(6).screenshot(path=str(SHOTS / "lab-meter-final.png"))
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    saved = root / "meter.ipynb"
    page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty")
    page.close()

    # a server that never ran the notebook: untrusted, so only the sanitised HTML renders
    nb = nbformat.read(saved, as_version=4)
    agent_outputs = [o for c in nb.cells if c.source.startswith("%%agent") for o in c.outputs]
    assert agent_outputs and all(
        "application/vnd.jupyter.widget-view+json" not in o.get("data", {}) for o in agent_outputs
    )
    base = tmp_path_factory.mktemp("untrusted")
    other = base / "root"
    other.mkdir()
    shutil.copy(saved, other / "meter.ipynb")
    with _server(base, other) as server:
        page = _open({**server, "browser": lab["browser"]}, "meter.ipynb")
        page.wait_for_selector(".jp-Cell .ctxmagic-meter .ctxmagic-bar", timeout=30_000)
        assert page.evaluate(
            "() => document.querySelector('.ctxmagic-seg').dataset.kind === undefined"
        ), "the outputs were not sanitised: the notebook is trusted"
        assert "Error displaying widget" not in page.inner_text(".jp-Notebook")
        cells = page.locator(".jp-Cell")
        for i in (1, 2, 3, 5, 6):  # the session meter (its static form) and every turn's
            meter = cells.nth(i).locator(".ctxmagic-meter").first
            bar = meter.locator(".ctxmagic-bar").bounding_box()
            line = meter.locator(".ctxmagic-line").bounding_box()
            assert bar["height"] >= 14 and bar["width"] > 300, (i, bar)
            assert line["height"] >= 20 and line["width"] >= 2, (i, line)
            if meter.locator(".ctxmagic-window-end").count() == 0:  # not over the window
                at = (line["x"] - bar["x"]) / bar["width"]
                assert at == pytest.approx(0.95, abs=0.01), (i, at)
            assert meter.locator(".ctxmagic-seg").count() >= 1
        table = cells.nth(7).locator(".ctxmagic-table table")
        align = table.evaluate(
            "(t) => [...t.querySelectorAll('tbody tr:first-child td')].map("
            "(td) => [td.textContent.trim(), getComputedStyle(td).textAlign])"
        )
        heads = table.evaluate(
            "(t) => [...t.querySelectorAll('th')].map((th) => [th.textContent.trim(),"
            " getComputedStyle(th).textAlign])"
        )
        columns = [name for name, _ in heads]
        assert {a for _, a in heads} == {"left"}, heads
        assert align[columns.index("model")][1] == "left"  # a text column
        assert align[columns.index("kind")][1] == "left"
        assert align[columns.index("output")][1] == "right", align  # a number
        cells.nth(6).screenshot(path=str(SHOTS / "untrusted-meter.png"))
        page.close()


def test_dark_theme_lab_charts_saved_progress_and_tables_within_the_output(lab):
    """In JupyterLab Dark: the lab's charts are drawn on the theme's background (a transparent
    PNG), a sweep's bar ends as its final count and is saved so, and the parts table's preview
    wraps inside the output instead of running off its right edge."""
    _notebook(
        lab["root"],
        "dark.ipynb",
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"',
            "%%agent\nWhere is `line_total` defined, and how is VAT applied?",
            "%%agent\nWhere is `OutOfStock` raised?",
            "%ctx parts",
            "from ctxmagic import lab\ntrace = lab.synthetic(turns=6, tokens_per_turn=2500)\n"
            "rows = lab.sweep(trace, {'summarize.threshold': [0.5, 0.9]}, workers=0, window=9000)",
            "%ctx lab",
        ],
    )
    page = _open(lab, "dark.ipynb")
    page.evaluate(
        "() => { window.jupyterapp.commands.execute('apputils:change-theme',"
        " {theme: 'JupyterLab Dark'}); }"
    )
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'", timeout=30_000)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_selector(".ctxmagic-lab img.ctxmagic-lab-plots", timeout=180_000)
    page.wait_for_selector(".ctxmagic-progress", timeout=60_000)
    cells = page.locator(".jp-Notebook .jp-Cell")
    progress = cells.nth(4).locator(".ctxmagic-progress")
    assert progress.get_attribute("data-done") == progress.get_attribute("data-total") == "2"
    assert cells.nth(4).locator(".widget-hprogress").count() == 0  # the widget is gone
    # the parts table stays inside its output: no preview runs off the right edge
    output = cells.nth(3).locator(".jp-OutputArea-output").first.bounding_box()
    table = cells.nth(3).locator(".ctxmagic-table table").bounding_box()
    assert table["x"] + table["width"] <= output["x"] + output["width"] + 1, (table, output)
    SHOTS.mkdir(parents=True, exist_ok=True)
    cells.nth(3).screenshot(path=str(SHOTS / "dark-parts-table.png"))
    # the charts have no white block: the PNG's corner is transparent, the page dark behind it
    corner = page.evaluate(
        """() => { const img = document.querySelector('img.ctxmagic-lab-plots');
        const c = document.createElement('canvas'); c.width = img.naturalWidth;
        c.height = img.naturalHeight; const g = c.getContext('2d'); g.drawImage(img, 0, 0);
        return [...g.getImageData(2, 2, 1, 1).data]; }"""
    )
    assert corner[3] == 0, corner
    # the lab's wide table scrolls inside its output rather than running off it
    scroll = cells.nth(5).locator(".ctxmagic-lab .ctxmagic-scroll").first.bounding_box()
    box = cells.nth(5).locator(".jp-OutputArea-output").last.bounding_box()
    assert scroll["x"] + scroll["width"] <= box["x"] + box["width"] + 1, (scroll, box)
    # a short cell (a role) is never broken mid-word to make room for the preview
    roles = cells.nth(3).locator(".ctxmagic-table tbody td:nth-child(3)").all_inner_texts()
    assert "assistant" in roles and all("\n" not in r for r in roles), roles
    cells.nth(5).locator(".ctxmagic-lab").screenshot(path=str(SHOTS / "dark-lab-charts.png"))
    page.evaluate("() => { window.jupyterapp.commands.execute('docmanager:save'); }")
    page.wait_for_function(
        "() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=30_000
    )
    page.evaluate(
        "() => { window.jupyterapp.commands.execute('apputils:change-theme',"
        " {theme: 'JupyterLab Light'}); }"
    )
    page.close()
    saved = nbformat.read(lab["root"] / "dark.ipynb", as_version=4)
    plain = [o.get("data", {}).get("text/plain", "") for o in saved.cells[4].outputs]
    assert any(t.startswith("sweep: 2/2 points, ") for t in plain), plain
    assert not any("HBox(" in t or "0/2 points" in t for t in plain), plain
