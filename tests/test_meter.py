"""The meter's state, folded from real turns and rebuilt from recorded requests, and its two
renderings: the widget's state and the static form (inline styles, text)."""

from __future__ import annotations

import gc
import json
import re
import weakref

import pytest

from ctxmagic.agent.events import StepFinished, StrategyApplied, TurnStarted
from ctxmagic.display import meter_widget
from ctxmagic.display.meter import SPLIT, MeterState, Point
from ctxmagic.display.meter_static import chart_html, meter_html, meter_text
from ctxmagic.model.request import TextDelta
from tests.conftest import make_agent

PROMPTS = [
    "Where is `line_total` defined, and how is VAT applied?",
    "Where is `OutOfStock` raised?",
    "Where is `discount_rate` used?",
    "Where is `Order` defined?",
]


def fold(agent, state, prompt, seen=None):
    for event in agent.turn(prompt):
        state.apply(event)
        assert sum(t for _, t in state.segments()) == state.context  # at every event
        if seen is not None:
            seen.append((event, state.context, state.streaming, dict(state.segments())))
    return state


def left_of(html, cls):
    match = re.search(rf"class='{cls}'[^>]*left:([0-9.]+)%", html)
    assert match, cls
    return float(match.group(1))


def test_split_sums_to_the_context_and_equals_what_sqlite_stores(store, workspace):
    agent = make_agent(store, workspace)
    state = MeterState(window=agent.context_window, threshold=0.95)
    seen: list = []
    fold(agent, state, PROMPTS[0], seen)
    requests = [r for r in store.requests(agent.session_id) if r.strategy != "title"]
    last = requests[-1]
    assert state.context == last.context_tokens == sum(state.split.values())
    assert state.split == {
        "cache_read": last.usage.cache_read,
        "cache_write": last.usage.cache_write,
        "uncached": last.usage.input,
        "output": last.usage.output,
    }
    turn = sum((r.usage for r in requests), type(last.usage)())
    assert state.turn_usage == turn and state.turn_requests == len(requests) >= 3
    assert state.lines()["turn"].startswith(f"this turn, {len(requests)} requests: ")
    # while a response streamed, the not-yet-split estimate grew with the text
    streamed = [c for e, c, s, _ in seen if s and isinstance(e, TextDelta)]
    assert len(streamed) > 3 and streamed[-1] > streamed[0]
    # after each response: exactly that request's context, growing request by request
    after = [c for e, c, _, _ in seen if isinstance(e, StepFinished)]
    assert after == [r.context_tokens for r in requests] and after == sorted(after)


def test_a_turn_starts_from_the_sessions_context_not_zero(store, workspace):
    agent = make_agent(store, workspace)
    fold(agent, MeterState(window=agent.context_window), PROMPTS[0])
    records = store.requests(agent.session_id)
    state = MeterState.from_history(
        records,
        window=agent.context_window,
        threshold=0.95,
        context=agent.session.context_tokens,
        session_cost=agent.session.cost,
    )
    assert state.context == agent.session.context_tokens > 0 and state.split is not None
    seen: list = []
    fold(agent, state, PROMPTS[1], seen)
    first = next(c for e, c, _, _ in seen if isinstance(e, TurnStarted))
    assert first == records[-1].context_tokens
    assert len(state.points) == len(
        [r for r in store.requests(agent.session_id) if r.strategy != "title"]
    )


def test_the_line_position_and_the_window_end(store, workspace):
    state = MeterState(window=10_000, threshold=0.95, split=dict.fromkeys(SPLIT, 1000))
    assert state.line == 9_500 and state.percent == 40.0
    html = meter_html(state)
    assert left_of(html, "ctxmagic-line") == 95.0
    assert "ctxmagic-window-end" not in html  # the bar's right edge is the window
    # over the line and over the window: the line is still drawn above the bar's parts, the
    # window's end is marked inside a bar scaled to the context
    state.split = {"cache_read": 9_000, "cache_write": 1_000, "uncached": 500, "output": 500}
    html = meter_html(state)
    assert state.scale == 11_000
    assert left_of(html, "ctxmagic-line") == pytest.approx(100 * 9_500 / 11_000, abs=0.01)
    assert left_of(html, "ctxmagic-window-end") == pytest.approx(100 * 10_000 / 11_000, abs=0.01)
    z = dict(re.findall(r"class='(ctxmagic-[a-z-]+)'[^>]*z-index:(\d)", html))
    assert int(z["ctxmagic-line"]) > int(z["ctxmagic-window-end"]) and "z-index" not in re.search(
        r"<div class='ctxmagic-seg [^>]*>", html
    ).group(0)
    text = meter_text(state)
    assert "\n" not in text and text.index("|") < text.index("]") and "110.0% of 10,000" in text


def test_the_peak_stays_as_a_ghost_after_a_compaction(store, workspace):
    agent = make_agent(store, workspace, context_window=4000)
    state = MeterState(window=agent.context_window, threshold=0.95)
    seen: list = []
    for prompt in PROMPTS:
        seen.clear()
        fold(agent, state, prompt, seen)
        if any(isinstance(e, StrategyApplied) and e.report.created for e, *_ in seen):
            break
    else:
        pytest.fail("no compaction in four turns on a 4,000-token window")
    before = max(c for e, c, s, _ in seen if isinstance(e, StepFinished))
    compaction = next(i for i, (e, *_) in enumerate(seen) if isinstance(e, StrategyApplied))
    peak = max([c for e, c, s, _ in seen[:compaction] if not s] + [0])
    ghost = state.ghost
    assert ghost is not None and ghost.before == state.peak == max(peak, before)
    assert ghost.after == state.context < ghost.before
    assert state.drops and state.drops[-1].reason == "summarize (auto)"
    lines = state.lines()
    assert (
        lines["drop"].startswith(f"peak {state.peak:,} this turn -> ")
        and "(summarize (auto))" in lines["drop"]
    )
    html = meter_html(state)
    width = float(re.search(r"class='ctxmagic-ghost'[^>]*width:([0-9.]+)%", html).group(1))
    assert width == pytest.approx(100 * state.peak / state.scale, abs=0.01)
    assert "ctxmagic-chart-drop" in chart_html(state)


def test_the_chart_is_bounded_and_split_like_the_bar():
    state = MeterState(window=200_000, threshold=0.8)
    state.points = [Point(100 * i, 50, 10, 20, turn=i // 5 + 1, step=i % 5) for i in range(1000)]
    html = chart_html(state)
    cols = re.findall(r"class='ctxmagic-chart-col'", html)
    assert len(cols) == 60 and "1,000 requests in 200 turns" in html and len(html) < 40_000
    assert "linear-gradient(to top, #3f9b6a 0.0%" in html
    assert "<style" not in html and "<svg" not in html and "data-" not in html


def test_widget_state_and_updates_at_most_ten_a_second(store, workspace, monkeypatch):
    updates: list = []

    class Handle:
        def update(self, data, **kw):
            updates.append(data)

    monkeypatch.setattr(meter_widget, "display", lambda *a, **kw: Handle())
    agent = make_agent(store, workspace)
    state = MeterState(window=agent.context_window, threshold=0.95)
    live = meter_widget.LiveMeter(state, widget=True)
    sent: list = []
    live.widget.observe(lambda change: sent.append(change["new"]), names="meter")
    appended: list = []
    monkeypatch.setattr(live.widget, "send", appended.append)
    deltas = 0
    for event in agent.turn(PROMPTS[0]):
        if state.apply(event):
            live.refresh(throttle=isinstance(event, TextDelta))
        deltas += isinstance(event, TextDelta)
    live.refresh()
    assert deltas > 20 and len(sent) < deltas  # streamed deltas were coalesced
    assert sent[-1]["context"] == state.context and sent[-1]["figures"]["requests"] == len(
        state.points
    )
    segs = sent[-1]["segments"]
    assert sum(t for _, t, _ in segs) == sent[-1]["context"]
    # the history went whole once (the widget's creation), then only what each response added
    points = json.loads(live.widget.history["points"])  # sent whole as one JSON text
    for message in appended:
        assert message["append"]["since"][0] == len(points)
        points += message["append"]["points"]
    assert len(appended) == len(state.points) and live.widget.history["points"] == "[]"
    assert points == [[p.cache_read, p.cache_write, p.uncached, p.output] for p in state.points]
    # a view drawn anew from the model (it lacks the appended part) asks for the whole
    live._asked(live.widget, {"want": "history"}, [])
    assert json.loads(live.widget.history["points"]) == points
    assert len(appended) == len(state.points)
    widget = live.widget
    live.finish()  # the final static form replaces the widget view
    assert (
        meter_widget.WIDGET_MIME not in updates[-1] and "ctxmagic-meter" in updates[-1]["text/html"]
    )
    assert live.widget is None
    # should a closed widget outlive its cell (see the test below), it keeps nothing of the
    # session, nor the cell's meter through its toggle's handler (each cell's history stayed
    # in memory: 521 MiB after 1,010 cells)
    assert widget.history == {} and widget.meter == {}
    assert not widget._trait_notifiers.get("by", {}).get("change")
    assert not widget._msg_callbacks.callbacks  # nor through its message handler


def test_a_finished_meter_widget_is_freed(monkeypatch):
    """Nothing keeps a cell's meter widget once its turn is over: its front end came from
    files anywidget watches, whose change signal held every widget made (a cell's widget, its
    traits and its comm stayed in memory, and each collection of the oldest objects walked
    them: a long notebook's cells cost more and more)."""

    class Handle:
        def update(self, data, **kw):
            pass

    monkeypatch.setattr(meter_widget, "display", lambda *a, **kw: Handle())
    gone = []
    for _ in range(3):
        live = meter_widget.LiveMeter(MeterState(window=1000), widget=True)
        gone.append(weakref.ref(live.widget))
        live.finish()
    del live
    gc.collect()
    assert [ref() for ref in gone] == [None, None, None]


def test_the_packed_history_is_the_listed_one_and_copies_go_on_from_it():
    """The widget gets its points as one JSON text, joined from rows kept as points are added
    (and carried by a copy): it reads as the points listed, the turns counted as a walk of
    every point counts them, and so does the static chart's caption."""
    state = MeterState(window=10_000)
    state.points += [Point(5 * i, i, 100 + i, 7, turn=i // 3) for i in range(10)]
    assert json.loads(state.history(packed=True)["points"]) == state.history()["points"]
    copied = state.copy()
    copied.points += [Point(1, 2, 3, 4, turn=9), Point(9, 9, 9, 9, turn=10)]
    state.points.append(Point(0, 0, 1, 1, turn=4))
    for s in (state, copied):
        whole, listed = s.history(packed=True), s.history()
        assert {**whole, "points": json.loads(whole["points"])} == listed
        assert listed["turns"] == len({p.turn for p in s.points})
        assert s.totals()[0] == [p.total for p in s.points]
        since = (4, 0, 0)
        assert json.loads(s.history(since=since, packed=True)["points"]) == listed["points"][4:]
    assert "12 requests in 6 turns" in chart_html(copied)


def test_throttle_keeps_to_ten_updates_a_second(monkeypatch):
    monkeypatch.setattr(meter_widget, "display", lambda *a, **kw: None)
    live = meter_widget.LiveMeter(MeterState(window=1000), widget=False)
    clock = iter(i * 0.01 for i in range(1000))
    monkeypatch.setattr(meter_widget, "_clock", lambda: next(clock))
    live.handle = type("H", (), {"update": lambda self, *a, **kw: None})()
    sent = sum(live.refresh(throttle=True) for _ in range(100))  # 100 deltas in one second
    assert 9 <= sent <= 10


def test_terminal_prints_a_one_line_bar_with_the_split_and_the_line(shell, capsys):
    shell.run_cell_magic("agent", "", PROMPTS[0])
    out = capsys.readouterr().out
    bar = next(line for line in out.splitlines() if line.startswith("[") and "% of 32,000" in line)
    assert "|" in bar and "]" in bar and "cache read" in bar and "auto-compact 95%" in bar
    lines = out.splitlines()
    assert lines[lines.index(bar) + 1].startswith("-- context")  # just above the footer
    assert lines[-1].startswith("[next request: $")  # then what the next request will cost
    shell.run_line_magic("ctx", "meter")
    again = capsys.readouterr().out.strip()
    assert again.startswith("[") and "% of 32,000" in again and "\n" not in again


def test_ctx_meter_refuses_bad_options_in_one_line(shell, capsys):
    from IPython.core.error import UsageError

    with pytest.raises(UsageError, match="did you mean '--session'"):
        shell.run_line_magic("ctx", "meter --sesion x")
    with pytest.raises(UsageError, match="no arguments besides --session"):
        shell.run_line_magic("ctx", "meter now")


def test_an_export_converts_with_nbconvert_keeping_the_static_meter(store, workspace, tmp_path):
    from nbconvert import HTMLExporter

    from ctxmagic.logbook.export import write_export

    agent = make_agent(store, workspace)
    fold(agent, MeterState(window=agent.context_window), PROMPTS[0])
    path, notebook = write_export(store, agent.session_id, tmp_path / "s.ipynb")
    outputs = next(c for c in notebook.cells if c.source.startswith("%%agent")).outputs
    assert "ctxmagic-meter" in outputs[0].data["text/html"] and not outputs[0].metadata
    assert outputs[0].data["text/plain"].startswith("[")  # the one-line bar
    body, _ = HTMLExporter().from_filename(str(path))
    meter = body[body.index("ctxmagic-meter") :]
    assert "class='ctxmagic-line'" in meter or 'class="ctxmagic-line"' in meter
    assert "left:95.00%" in meter and "this turn, 3 requests" in meter


def test_the_session_meter_is_a_widget_only_while_a_turn_runs(store, workspace, monkeypatch):
    shown: list = []

    class Handle:
        def update(self, data, **kw):
            shown.append(data)

    def show(data, **kw):
        shown.append(data)
        return Handle()

    monkeypatch.setattr(meter_widget, "display", show)
    agent = make_agent(store, workspace)
    meter = meter_widget.SessionMeter(
        MeterState(window=agent.context_window), agent.session_id, widget=True
    )
    assert meter_widget.WIDGET_MIME not in shown[0]  # idle: the static form
    appended: list = []
    monkeypatch.setattr(meter.widget, "send", appended.append)
    for event in agent.turn(PROMPTS[0]):
        meter.follow(agent.session_id, event)
        if isinstance(event, TurnStarted):
            assert meter_widget.WIDGET_MIME in shown[-1]  # a turn runs: the widget
    meter.idle()
    assert meter_widget.WIDGET_MIME not in shown[-1] and meter.widget is not None
    steps = [r for r in store.requests(agent.session_id) if r.strategy != "title"]
    assert f"{len(steps)} requests in 1 turn;" in shown[-1]["text/html"]
    points = [
        [r.usage.cache_read, r.usage.cache_write, r.usage.input, r.usage.output] for r in steps
    ]
    drawn = json.loads(meter.widget.history["points"])
    drawn += [p for m in appended for p in m["append"]["points"]]
    assert drawn == points  # whole when the turn began, each response's point appended
    # the next turn's view is drawn anew from the model: the model holds the whole again
    meter.show(live=True)
    assert json.loads(meter.widget.history["points"]) == points


def test_the_streaming_estimate_is_close_to_what_the_response_reports(store, workspace):
    """Just before each response lands, the running estimate is within 3% of the figure the
    provider reports (the first request of a later turn adds the prompt to the known context)."""
    agent = make_agent(store, workspace)
    fold(agent, MeterState(window=agent.context_window), PROMPTS[0])
    state = MeterState.from_history(
        store.requests(agent.session_id),
        window=agent.context_window,
        threshold=0.95,
        context=agent.session.context_tokens,
    )
    seen: list = []
    fold(agent, state, PROMPTS[1], seen)
    for (_, before, streaming, _), (event, after, _, _) in zip(seen, seen[1:], strict=False):
        if isinstance(event, StepFinished):
            assert streaming and abs(before - after) <= 0.03 * after, (before, after)
