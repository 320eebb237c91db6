"""What a student reads: ``%ctx context`` by source, ``%ctx compactions``, the meter's bar by
source and its thresholds, each adding up to the figures the rest of ctxmagic shows."""

from __future__ import annotations

import re

import pytest

from ctxmagic.agent.events import StrategyApplied
from ctxmagic.context import summarize
from ctxmagic.context.policy import Policy
from ctxmagic.context.thresholds import reference_lines, session_line
from ctxmagic.display import meter_widget
from ctxmagic.display.meter import MeterState, session_state
from ctxmagic.display.meter_static import meter_html, meter_lines
from ctxmagic.errors import ConfigError
from tests.conftest import make_agent

PROMPTS = [
    "Where is `line_total` defined, and how is VAT applied?",
    "Which function raises `OutOfStock`?",
    "Where is `demo_catalog` used?",
]


def status(shell) -> dict[str, str]:
    return dict(shell.run_line_magic("ctx", "status").rows())


def context_figure(shell) -> int:
    return int(re.match(r"([\d,]+) /", status(shell)["context"]).group(1).replace(",", ""))


def split_rows(table):
    sources = [r for r in table.records() if r["kind"] != "window"]
    space = {r["source"]: r["tokens"] for r in table.records() if r["kind"] == "window"}
    return sources, space


def test_ctx_context_adds_up_to_the_status_figure_and_the_window(shell):
    before = shell.run_line_magic("ctx", "context")  # no request yet: the fixed part
    fixed = {r["source"]: r["tokens"] for r in before.records() if r["kind"] != "window"}
    assert (
        set(fixed) == {"system prompt", "AGENTS.md", "tools"} and "no request yet" in before.title
    )
    for prompt in PROMPTS[:2]:
        shell.run_cell_magic("agent", "", prompt)
        table = shell.run_line_magic("ctx", "context")
        sources, space = split_rows(table)
        used = sum(r["tokens"] for r in sources)
        assert used == context_figure(shell)  # to the token
        window = 32_000
        assert used + space["free space"] + space["auto-compact buffer"] == window
        assert space["auto-compact buffer"] == window - int(0.95 * window)
        assert all(r["cached"] <= r["tokens"] for r in sources)
        kinds = {r["kind"] for r in sources}
        assert {"tool definitions", "system prompt", "tool results", "user text"} <= kinds
    # a past request: as billed, its sources add up to its row of %ctx requests
    requests = shell.run_line_magic("ctx", "requests")
    for n, row in enumerate(requests.records(), 1):
        table = shell.run_line_magic("ctx", f"context --request {n}")
        sources, _ = split_rows(table)
        assert sum(r["tokens"] for r in sources) == row["context"]
        assert sum(r["$ per request"] for r in sources) == pytest.approx(row["cost $"], abs=1e-5)
        assert sum(r["cached"] for r in sources) == row["cache read"]
    # the next request, priced: what each source will cost in it
    ahead = shell.run_line_magic("ctx", "context --next")
    assert ahead.title.startswith("the next request") and "once the cache expires" in ahead.title


def test_bad_options_are_one_line_errors(shell):
    """(The inputs are in test_bad_input's corpus too, which checks nothing is written.)"""
    from IPython.utils.capture import capture_output

    shell.run_cell_magic("agent", "", PROMPTS[0])
    for line, message in [
        ("context --request 0", "give a row number of %ctx requests from 1 to 3"),
        ("context --next --request 2", "give --request N or --next, not both"),
        ("compactions 1", "the session has 0 compactions"),
    ]:
        with capture_output() as captured:
            shell.run_cell(f"%ctx {line}", store_history=False)
        lines = [x for x in captured.stderr.splitlines() if x.strip()]
        assert len(lines) == 1 and message in lines[0], captured.stderr
        assert "Traceback" not in captured.stdout + captured.stderr


def test_compaction_history_what_it_kept_and_the_meter(shell):
    for prompt in PROMPTS[:2]:
        shell.run_cell_magic("agent", "", prompt)
    before = context_figure(shell)
    shell.run_line_magic("ctx", "compact keep the file names")
    after = context_figure(shell)
    shell.run_cell_magic("agent", "", PROMPTS[2])
    history = shell.run_line_magic("ctx", "compactions")
    (row,) = history.records()
    assert (row["context before"], row["context after"], row["how"]) == (before, after, "manual")
    assert row["turns since"] == 1 and row["summary $"] > 0
    kept, seen = map(int, row["identifiers kept"].split("/"))
    assert 0 < kept < seen  # a summary keeps some of what tool results said, not all
    survived = shell.run_line_magic("ctx", "compactions 1")
    states = {r["source"]: r["state"] for r in survived.records()}
    assert states["summary"] == "the new summary" and states["tools"] == "sent again"
    assert states["tool results: view"] == "summarised"
    assert f"still visible: {kept} of {seen}" in survived.caption
    assert "compactions" in status(shell) and status(shell)["compactions"].startswith("1; last:")
    magic = shell.magics_manager.registry["CtxMagic"]
    agent = magic._agent(magic.store.get_session(magic.session_id))
    state = session_state(agent, magic.store)
    assert len(state.compactions) == 1 and state.compactions[0].before == before
    assert "1 compaction; last: manual" in state.lines()["compactions"]


def test_the_meter_draws_the_sources_adding_up_to_the_context_at_every_event(store, workspace):
    policy = Policy(["truncate", "summarize"], {"summarize": {"threshold": 0.4}})
    agent = make_agent(store, workspace, context_window=8000, policy=policy)
    state = session_state(agent, store)
    compacted = False
    for prompt in PROMPTS * 2:
        for event in agent.turn(prompt):
            state.apply(event)
            parts = state.source_segments()
            assert sum(t for _, t in parts) == state.context  # the second bar, as the first
            compacted = compacted or (isinstance(event, StrategyApplied) and event.report.created)
            if not state.streaming and state.context:
                assert parts[0][0] != "not recorded"  # sources known after each response
    assert compacted and state.compactions
    data = state.to_dict()
    assert sum(t for _, t, _ in data["sources"]) == state.context
    assert all(colour.startswith("#") for _, _, colour in data["sources"])
    assert "sources" not in state.history() and state.history()["has_sources"]
    history = state.history(sources=True)  # sent once the chart is switched to sources
    for point, kinds in zip(history["points"], history["sources"], strict=True):
        assert sum(kinds) == sum(point)  # the chart by source: each column as its split
    assert "tool definitions" in history["kinds"] and len(history["kind_colours"]) == len(
        history["kinds"]
    )
    html = meter_html(state)
    widths = [float(w) for w in re.findall(r"class='ctxmagic-src [^']*'[^>]*width:([\d.]+)%", html)]
    assert sum(widths) == pytest.approx(100 * state.context / state.scale, abs=0.05)
    assert "class='ctxmagic-srcbar'" in html and "ctxmagic-src-legend" in html
    text = meter_lines(state)
    assert "by source: " in text.splitlines()[1]
    # the widget's state carries the same
    live = meter_widget.LiveMeter.__new__(meter_widget.LiveMeter)
    live.state, live.widget = state, meter_widget.meter_widget(state)
    live.widget.observe(live._switched, names="by")
    assert live.widget.meter["sources"] == data["sources"]
    assert "sources" not in live.widget.history
    live.widget.by = "sources"  # the toggle in the browser
    assert live.widget.history["sources"] == history["sources"]


def test_thresholds_as_other_agents_define_them():
    window = 200_000
    lines = {line.agent: line for line in reference_lines(window, 64_000)}
    assert lines["Claude Code"].tokens == 167_000  # 200,000 - 20,000 - 13,000
    assert lines["opencode"].tokens == 148_000  # 200,000 - 32,000 - 20,000
    assert lines["pi"].tokens == 183_616  # 200,000 - 16,384
    assert "buffer 13,000" in lines["Claude Code"].definition
    assert [line.agent for line in reference_lines(32_000, 64_000)] == ["pi"]  # too small
    claude = Policy(
        ["summarize"], {"summarize": {"reserve_tokens": 20_000, "buffer_tokens": 13_000}}
    )
    line = session_line(claude, window)
    assert line.tokens == 167_000
    assert line.definition == "167,000 tokens = window 200,000 - reserve 20,000 - buffer 13,000"
    regions = summarize.line_regions(window, claude.settings("summarize"))
    assert regions == [("reserve", 20_000), ("auto-compact buffer", 13_000)]
    codex = Policy(["summarize"], {"summarize": {"limit_tokens": 150_000}})
    assert session_line(codex, window).tokens == 150_000
    assert "absolute" in session_line(codex, window).definition
    assert session_line(Policy(["summarize"]), window).definition == (
        "190,000 tokens = 95% of the 200,000-token window"
    )
    with pytest.raises(ConfigError, match="leave nothing of the 32,000-token context window"):
        summarize.threshold_tokens(32_000, {"reserve_tokens": 20_000, "buffer_tokens": 13_000})
    with pytest.raises(ConfigError, match="beyond the 32,000-token context window"):
        summarize.threshold_tokens(32_000, {"limit_tokens": 40_000})


def test_the_line_is_drawn_with_its_definition(shell):
    shell.run_line_magic(
        "ctx", "strategy summarize summarize.reserve_tokens=2000 summarize.buffer_tokens=1000"
    )
    shell.run_cell_magic("agent", "", PROMPTS[0])
    magic = shell.magics_manager.registry["CtxMagic"]
    agent = magic._agent(magic.store.get_session(magic.session_id))
    state = session_state(agent, magic.store)
    definition = "29,000 tokens = window 32,000 - reserve 2,000 - buffer 1,000"
    assert state.line == 29_000 and state.line_definition == definition
    assert f"auto-compact line: {definition}" in meter_lines(state)  # the text form
    assert f"title='auto-compact line: {definition}'" in meter_html(state)  # the tooltip
    assert "pi would compact here" in meter_html(state)
    assert state.to_dict()["line_definition"] == definition
    rows = {r["source"]: r["tokens"] for r in shell.run_line_magic("ctx", "context").records()}
    assert rows["reserve"] == 2_000 and rows["auto-compact buffer"] == 1_000
    assert status(shell)["auto-compact line"] == definition
    with pytest.raises(Exception, match="leave nothing"):
        magic.runtime.check_policy(
            ["summarize.reserve_tokens=30000", "summarize.buffer_tokens=5000"]
        )
    assert isinstance(MeterState().references, list)


def test_ctx_context_before_any_session_shows_the_first_request_and_writes_nothing(
    shell, workspace
):
    table = shell.run_line_magic("ctx", "context")
    assert not (workspace / ".ctxmagic").exists()  # looking created no database
    sources, space = split_rows(table)
    assert {r["source"] for r in sources} == {"system prompt", "AGENTS.md", "tools"}
    assert sum(r["tokens"] for r in sources) + sum(space.values()) == 32_000
    shell.run_cell_magic("agent", "", PROMPTS[0])
    magic = shell.magics_manager.registry["CtxMagic"]
    agent = magic._agent(magic.store.get_session(magic.session_id))
    system, tools = agent.base_context()
    counted = sum(agent.counter.text(b.text) for b in system) + agent.counter.tools(tools)
    assert sum(r["tokens"] for r in sources) == counted  # what the session's requests carry


def test_a_meter_folded_live_agrees_with_one_rebuilt_from_the_store(store, workspace):
    """What a session meter drew while the turns and a compaction ran is what the store
    rebuilds: the sources, the re-reading figures and the compaction history."""
    agent = make_agent(store, workspace)
    pricing = agent.pricing
    live = session_state(agent, store, pricing)
    for prompt in PROMPTS[:2]:
        for event in agent.turn(prompt):
            live.apply(event)
    for event in agent.compact():
        live.apply(event)
    for event in agent.turn(PROMPTS[2]):
        live.apply(event)
    rebuilt = session_state(agent, store, pricing)
    assert live.source_segments() == rebuilt.source_segments()
    assert live.rereading.read_tokens == rebuilt.rereading.read_tokens
    assert live.rereading.cost == pytest.approx(rebuilt.rereading.cost)
    assert live.rereading.share == pytest.approx(rebuilt.rereading.share)
    (a,), (b,) = live.compactions, rebuilt.compactions
    assert (a.before, a.after, a.how, a.seen, a.kept) == (b.before, b.after, b.how, b.seen, b.kept)
    assert a.cost == pytest.approx(b.cost)


def test_an_export_draws_each_turns_context_by_source(store, workspace, tmp_path):
    """The exported notebook's meters (rebuilt from the records) carry the bar by source of
    each turn's end, a compaction's included, adding up to the context they show."""
    from ctxmagic.logbook.export import export_session

    policy = Policy(["truncate", "summarize"], {"summarize": {"threshold": 0.4}})
    agent = make_agent(store, workspace, context_window=8000, policy=policy)
    for prompt in PROMPTS * 2:
        list(agent.turn(prompt))
    assert agent.session.summary_message_id  # compacted along the way
    notebook = export_session(store, agent.session_id)
    turns = [c for c in notebook.cells if c.source.startswith("%%agent")]
    assert len(turns) == 6
    for cell in turns:
        html = cell.outputs[0].data["text/html"]
        context = int(re.search(r"context ([\d,]+) /", html).group(1).replace(",", ""))
        tokens = re.findall(r"class='ctxmagic-src [^']*'[^>]*data-tokens='(\d+)'", html)
        assert tokens and sum(map(int, tokens)) == context
