"""Rendering: a turn as HTML and text, tables, and escaping of what a model writes."""

from __future__ import annotations

import re

import pytest

from ctxmagic.display.tables import Table
from ctxmagic.display.transcript import TurnView
from ctxmagic.messages.parts import TextPart
from ctxmagic.model.request import ProviderResponse, TextDelta
from ctxmagic.model.usage import Usage
from tests.conftest import make_agent


def run_view(store, workspace, provider=None, **view):
    agent = make_agent(store, workspace, provider=provider)
    v = TurnView(**view)
    for event in agent.turn("Where is `line_total` defined?"):
        v.apply(event)
    return v


def test_turn_html_has_tool_blocks_answer_and_meter(store, workspace):
    v = run_view(store, workspace)
    html = v.to_html()
    assert html.count("class='ctxmagic-tool'") >= 3
    assert "data-tool='grep'" in html and "data-status='end_turn'" in html
    for figure in (
        "context",
        "cache_read",
        "cache_write",
        "uncached",
        "output",
        "turn_cost",
        "session_cost",
    ):
        assert f"data-figure='{figure}'" in html
    assert "<code>bookshop/pricing.py:" in html  # the answer's markdown is rendered
    assert v.metadata()["ctxmagic"]["status"] == "end_turn"
    text = v.to_text()
    assert "> grep(" in text and text.splitlines()[-1].startswith("-- context")


def test_model_output_cannot_inject_html(store, workspace):
    evil = "<script>alert(1)</script> <img src=x onerror=alert(2)>"

    class Evil:
        name = "evil"

        def stream(self, request):
            yield TextDelta(evil)
            yield ProviderResponse([TextPart(evil)], Usage(input=10, output=5), "end_turn")

    html = run_view(store, workspace, provider=Evil()).to_html()
    assert "<script>alert" not in html and "<img src=x" not in html
    assert "&lt;script&gt;" in html


def test_hidden_tools_and_no_auto_compact(store, workspace):
    v = run_view(store, workspace, show_tools=False, threshold=0.0)
    assert "class='ctxmagic-tool'" not in v.to_html() and "> grep(" not in v.to_text()
    assert "no auto-compact" in v.footer_text() and "class='ctxmagic-line'" not in v.to_html()


def test_table_renders_text_html_and_records():
    t = Table(["name", "tokens", "pruned"], [["view", 1234, True], ["grep", 5, False]], title="t")
    text = str(t)
    assert "1,234" in text and text.splitlines()[0] == "t"
    html = t._repr_html_()
    assert re.search(r"<td class='num' style='[^']*text-align:right'>1,234</td>", html)
    assert re.search(r"<td title='view' style='[^']*text-align:left'>view</td>", html)
    long = Table(["preview"], [["x" * 60]])._repr_html_()  # a long text wraps within a width
    assert re.search(r"<td [^>]*><div style='max-width:42em;[^']*'>x{60}</div></td>", long)
    # the table scrolls inside the output instead of running off its right edge
    assert "<div class='ctxmagic-scroll' style='max-width:100%;overflow-x:auto'><table" in html
    assert t.records()[0] == {"name": "view", "tokens": 1234, "pruned": True}
    assert t.column("tokens") == [1234, 5]
    pd = pytest.importorskip("pandas")
    df = t.to_pandas()
    assert isinstance(df, pd.DataFrame) and list(df["tokens"]) == [1234, 5]


def test_outputs_use_inline_styles_only(store, workspace):
    """What an untrusted notebook keeps: no <style> block, no script, every table cell aligned
    by its own style (JupyterLab's stylesheet right-aligns cells otherwise)."""
    from ctxmagic.display import views

    v = run_view(store, workspace)
    html = v.to_html()
    assert "<style" not in html and "<script" not in html and "<svg" not in html
    assert "class='ctxmagic-meter " in html and "class='ctxmagic-line'" in html
    table = views.requests_table(store.requests(v.session_id))._repr_html_()
    assert "<style" not in table
    cells = re.findall(r"<t[dh][ >][^>]*>?", table)
    assert cells and all("text-align:" in c for c in cells)


def test_records_cut_long_text_like_the_html():
    long = "word " * 100
    t = Table(["preview", "n"], [[long, 1]], max_cell=40)
    cut = t.records()[0]["preview"]
    assert len(cut) == 40 and cut.endswith("…") and t.records(full=True)[0]["preview"] == long
    assert f"title='{long.strip()}" not in t._repr_html_() or "…" in t._repr_html_()


def test_tables_name_messages_by_turn_and_say_estimated_once(shell):
    shell.run_cell_magic("agent", "", "Where is `line_total` defined?")
    shell.run_cell_magic("agent", "", "Where is `OutOfStock` raised?")
    parts = shell.run_line_magic("ctx", "parts")
    names = [n for n in parts.column("message") if n]
    assert "t1.1" in names and "t2.1" in names and all(re.fullmatch(r"t\d+\.\d+", n) for n in names)
    requests = shell.run_line_magic("ctx", "requests")
    assert "estimated" in requests.title and "estimated" not in str(requests).splitlines()[1]
    assert ">estimated</th>" not in requests._repr_html_()
    assert all(r["estimated"] for r in requests.records())  # still in the data
