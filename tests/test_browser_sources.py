"""Where every token comes from, in a real JupyterLab: the meter's bar by source adds up to the
context while a turn streams and after it, the next request's price counts down to the cache's
expiry, ``%ctx context`` adds up to the context figure, and the saved notebook opened by a server
that never ran it (untrusted: sanitised HTML only) still shows the context by source. The
screenshots are kept in build/screenshots/."""

from __future__ import annotations

import re
import shutil
import time

import nbformat
import pytest

from tests.test_browser import (  # noqa: F401 - lab is a fixture
    ROOT,
    SHOTS,
    _notebook,
    _open,
    _server,
    lab,
)

pytestmark = pytest.mark.browser

NAME = "sources.ipynb"
CELLS = [
    '%load_ext ctxmagic\n%config CtxMagic.workspace = "sources_project"\n'
    "%config CtxMagic.offline_delay = 0.03",
    "%ctx meter",
    "%%agent\nWhere is `line_total` defined, and how is VAT applied?",
    "%%agent\nLook into each of these modules and tell me what they define: "
    "`bookshop/pricing.py`, `bookshop/orders.py`.",
    "%ctx compact",
    "%%agent\nWhich function raises `OutOfStock`?",
    "%ctx context",
    "%ctx compactions 1",
]

# the live widget of a cell: its context and its bar by source (group, tokens)
SAMPLE = """(index) => {
    const root = document.querySelectorAll('.jp-Notebook .jp-Cell')[index]
        ?.querySelector('.ctxmagic-w');
    if (!root) return null;
    return {
        status: root.dataset.status,
        streaming: root.dataset.streaming === '1',
        context: Number(root.dataset.context || 0),
        sources: [...root.querySelectorAll('.ctxmagic-srcbar .ctxmagic-src')].map(
            (e) => [e.dataset.group, Number(e.dataset.tokens)]),
    };
}"""

# a static meter, as the sanitiser leaves it: the head's context, and each source segment's
# tooltip ("tool definitions: 1,622 tokens") and width
STATIC = """(meter) => ({
    head: meter.querySelector('.ctxmagic-meter-head').textContent,
    sources: [...meter.querySelectorAll('.ctxmagic-srcbar > div')]
        .filter((e) => (e.getAttribute('class') || '').startsWith('ctxmagic-src '))
        .map((e) => [e.getAttribute('title'), parseFloat(e.style.width)]),
    next: (meter.querySelector('.ctxmagic-meter-next') || {}).textContent || '',
})"""


def _tokens(title: str) -> int:
    return int(re.search(r": ([\d,]+) tokens$", title).group(1).replace(",", ""))


def _context(head: str) -> int:
    return int(re.search(r"context ([\d,]+) /", head).group(1).replace(",", ""))


def _shot(page, locator, name: str) -> None:
    """A screenshot of ``locator`` once Lab has laid it out (it renders cells as they scroll
    into view, so a box measured before scrolling can be another cell's)."""
    locator.scroll_into_view_if_needed()
    page.wait_for_timeout(400)
    locator.screenshot(path=str(SHOTS / name))


def _check_static(meter) -> int:
    seen = meter.evaluate(STATIC)
    context = _context(seen["head"])
    assert seen["sources"], "no bar by source"
    assert sum(_tokens(t) for t, _ in seen["sources"]) == context  # to the token
    return context


def test_the_context_by_source_live_and_in_the_saved_notebook_untrusted(lab, tmp_path_factory):  # noqa: F811
    root = lab["root"]
    shutil.copytree(
        ROOT / "notebooks" / "sample_project",
        root / "sources_project",
        ignore=shutil.ignore_patterns(".ctxmagic"),
    )
    _notebook(root, NAME, CELLS)
    page = _open(lab, NAME)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    samples, shot = [], False
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:  # the first turn, live: the second bar moves with it
        sample = page.evaluate(SAMPLE, 2)
        if sample is None and samples:
            break  # the turn is over: its static form replaced the widget
        if sample and sample["status"] == "running":
            samples.append(sample)
            if not shot and sample["sources"] and len({s["context"] for s in samples}) >= 3:
                SHOTS.mkdir(parents=True, exist_ok=True)
                page.locator(".jp-Cell").nth(2).locator(".ctxmagic-w").screenshot(
                    path=str(SHOTS / "lab-sources-streaming.png")
                )
                shot = True
        time.sleep(0.03)
    else:
        pytest.fail(f"the first turn did not end; {len(samples)} samples")
    with_sources = [s for s in samples if s["sources"]]
    for s in with_sources:  # every reading: the bar by source adds up to the context shown
        assert sum(t for _, t in s["sources"]) == s["context"], s
    assert len({s["context"] for s in with_sources}) >= 3
    assert any(g == "not split" for s in with_sources for g, _ in s["sources"])  # streaming
    assert any(g.startswith("tool results: ") for s in with_sources for g, _ in s["sources"])
    page.wait_for_function(
        """() => { const w = window.jupyterapp.shell.currentWidget;
            const cells = w.content.model.cells;
            return cells.get(cells.length - 1).executionCount !== null
                && w.sessionContext.session.kernel.status === 'idle'; }""",
        timeout=180_000,
    )
    cells = page.locator(".jp-Cell")
    contexts = {}
    for i in (2, 3, 5):  # every turn's final static meter, in the live (trusted) notebook
        contexts[i] = _check_static(cells.nth(i).locator(".ctxmagic-meter").first)
    groups = (
        cells.nth(3)
        .locator(".ctxmagic-srcbar")
        .first.evaluate("(b) => [...b.children].map((e) => e.dataset.group)")
    )
    assert "sub-agent results" in groups  # the task sub-agents' reports, as their own source
    # the next request's price counts down to the cache's expiry (the kernel's absolute time)
    nxt = cells.nth(5).locator(".ctxmagic-meter-next").first
    first = int(nxt.get_attribute("data-seconds-left"))
    assert 240 < first <= 300 and "the cache expires in " in nxt.text_content()
    time.sleep(2.5)
    assert int(nxt.get_attribute("data-seconds-left")) <= first - 2
    # %ctx context: the sources add up to the context the last turn's meter ends on
    table = cells.nth(6).locator(".ctxmagic-table table")
    rows = table.evaluate(
        "(t) => [...t.querySelectorAll('tbody tr')].map((r) => [...r.children].map("
        "(td) => td.textContent.trim()))"
    )
    used = sum(int(r[2].replace(",", "")) for r in rows if r[1] != "window")
    window = sum(int(r[2].replace(",", "")) for r in rows)
    assert used == contexts[5] and window == 32_000
    assert {"summary", "tools", "system prompt"} <= {r[0] for r in rows}
    survived = cells.nth(7).text_content()
    assert (
        "the new summary" in survived and "identifiers from tool results still visible" in survived
    )
    SHOTS.mkdir(parents=True, exist_ok=True)
    for locator, name in (
        (cells.nth(5).locator(".ctxmagic-meter").first, "lab-sources-final.png"),
        (cells.nth(6), "lab-context-table.png"),
        (cells.nth(7), "lab-compaction-kept.png"),
    ):
        _shot(page, locator, name)
    session = cells.nth(1).locator(".ctxmagic-meter").first  # %ctx meter, between turns
    assert "1 compaction; last: manual" in session.text_content()
    _shot(page, session, "lab-session-meter-sources.png")
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty")
    page.close()

    # a server that never ran it: untrusted, the sanitised HTML alone
    saved = root / NAME
    nb = nbformat.read(saved, as_version=4)
    assert len(nb.cells) == len(CELLS)
    base = tmp_path_factory.mktemp("untrusted-sources")
    other = base / "root"
    other.mkdir()
    shutil.copy(saved, other / NAME)
    with _server(base, other) as server:
        page = _open({**server, "browser": lab["browser"]}, NAME)
        page.wait_for_selector(".jp-Cell .ctxmagic-meter .ctxmagic-srcbar", timeout=30_000)
        assert page.evaluate(
            "() => document.querySelector('.ctxmagic-src').dataset.group === undefined"
        ), "the outputs were not sanitised: the notebook is trusted"
        cells = page.locator(".jp-Cell")
        for i in (2, 3, 5):
            meter = cells.nth(i).locator(".ctxmagic-meter").first
            assert _check_static(meter) == contexts[i]
            seen = meter.evaluate(STATIC)
            bar = meter.locator(".ctxmagic-srcbar").bounding_box()
            assert bar["height"] >= 10 and bar["width"] > 300
            scale = max(32_000, contexts[i])
            assert sum(w for _, w in seen["sources"]) == pytest.approx(
                100 * contexts[i] / scale, abs=0.1
            )
        # no script ran: the line keeps the clock time the kernel wrote
        assert (
            "after the cache expires at"
            in cells.nth(5).locator(".ctxmagic-meter-next").text_content()
        )
        rows = (
            cells.nth(6)
            .locator(".ctxmagic-table table")
            .evaluate(
                "(t) => [...t.querySelectorAll('tbody tr')].map((r) => [...r.children].map("
                "(td) => td.textContent.trim()))"
            )
        )
        assert sum(int(r[2].replace(",", "")) for r in rows if r[1] != "window") == contexts[5]
        _shot(page, cells.nth(5), "untrusted-sources.png")
        page.close()
