"""A real JupyterLab in headless Chromium: an %%agent cell streams live and renders its tool blocks
and meter as a user sees them. Screenshots are kept in build/screenshots/ for the docs."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
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


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    playwright = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[browser]'")
    if not Path(CHROMIUM).exists():
        pytest.skip("chromium is not installed (apt-get install chromium); browser tests skipped")
    if shutil.which("jupyter-lab") is None and shutil.which("jupyter") is None:
        pytest.skip("jupyterlab is not installed: pip install -e '.[browser]'")
    base = tmp_path_factory.mktemp("lab")
    root = base / "root"
    shutil.copytree(ROOT / "notebooks" / "sample_project", root / "sample_project")
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
            "jupyterlab",
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
    while True:
        try:
            urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
            break
        except OSError:
            if time.monotonic() > deadline or proc.poll() is not None:
                os.killpg(proc.pid, signal.SIGTERM)
                pytest.fail("jupyter lab did not start:\n" + (base / "lab.log").read_text()[-3000:])
            time.sleep(0.5)
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield {"url": url, "token": token, "root": root, "browser": browser}
        browser.close()
    os.killpg(proc.pid, signal.SIGTERM)
    proc.wait(timeout=30)


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


def test_compaction_table_renders_in_jupyterlab(lab):
    _notebook(
        lab["root"],
        "compact.ipynb",
        [
            '%load_ext ctxmagic\n%config CtxMagic.workspace = "sample_project"\n'
            "%config CtxMagic.context_window = 5000",
            "%%agent\nWhere is `line_total` defined?",
            "%%agent\nWhere is `OutOfStock` raised?",
            "%%agent\nWhere is `discount_rate` used?",
            "%%agent\nWhere is `demo_catalog` used?",
            "%%agent\nWhere is `Order` defined?",
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
    assert "summarize" in strategy.inner_text()
    strategy.query_selector("summary").click()
    assert "summarised" in strategy.inner_text() and "created" in strategy.inner_text()
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
    assert "allowed" in text and "denied" in text
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
