"""Why each request missed the cache: constructed sessions whose reason is known, billed by the
real simulator and explained beside it; then the same reasons in a running session's
``%ctx requests``, with a real provider's figures next to the simulator's, in the lab's
per-request table and on the history chart."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic import lab
from ctxmagic.agent.loop import run_turn
from ctxmagic.display import views
from ctxmagic.display.meter import MeterState
from ctxmagic.display.meter_static import chart_html
from ctxmagic.lab.replay import Scenario, replay
from ctxmagic.model.cache import Block, CacheSimulator, with_breakpoints
from ctxmagic.model.cachemiss import REASONS, CacheMissTracker, MissReport
from ctxmagic.model.catalog import ModelInfo
from ctxmagic.model.usage import Usage
from ctxmagic.runtime import Runtime
from tests.keys import made_up
from tests.wire.server import WireServer

SEC = 1000
MINUTE = 60 * SEC
CLAUDE = ModelInfo(id="claude-test", provider="anthropic", cache="anthropic", min_cache_tokens=100)
OTHER = replace(CLAUDE, id="claude-other")
GPT = ModelInfo(id="gpt-test", provider="openai", cache="openai", min_cache_tokens=1024)
RULES = {"max_breakpoints": 4, "lookback_blocks": 20, "ttl_5m_seconds": 300, "ttl_1h_seconds": 3600}
OPENAI = {"min_tokens": 1024, "increment": 128, "ttl_seconds": 600}


def blocks(*spec: tuple[str, int]) -> list[Block]:
    return [Block(key, tokens) for key, tokens in spec]


def marked(spec: list[Block], *positions: int) -> list[Block]:
    return with_breakpoints(spec, positions or (-1,))


class Session:
    """A simulator per model and one tracker, as a session has them."""

    def __init__(self, kind: str = "anthropic") -> None:
        self.tracker = CacheMissTracker()
        self.sims: dict[str, CacheSimulator] = {}
        self.kind = kind

    def send(
        self,
        request: list[Block],
        at: int,
        *,
        model: ModelInfo | None = None,
        tools=(),
        system=(),
        changes=(),
    ) -> MissReport:
        model = model or (CLAUDE if self.kind == "anthropic" else GPT)
        if model.id not in self.sims:
            rules = RULES if model.cache == "anthropic" else OPENAI
            self.sims[model.id] = CacheSimulator(model, rules)
        sim = self.sims[model.id]
        usage = sim.bill(request, at_ms=at)
        report = self.tracker.explain(
            request,
            usage,
            at_ms=at,
            rules=sim.rules,
            model=model.id,
            tools=tools,
            system=system,
            changes=changes,
        )
        assert (
            sum(m.tokens for m in report.misses)
            == report.uncached
            == usage.prompt - usage.cache_read
        )
        return report


def reasons(report: MissReport) -> list[tuple[str, int]]:
    return [(m.reason, m.tokens) for m in report.misses]


BASE = [("tools", 300), ("system", 700)]


def test_a_first_request_is_all_new_and_an_extended_one_only_its_new_part():
    s = Session()
    first = s.send(marked(blocks(*BASE, ("m1", 200)), 1, -1), 0)
    assert reasons(first) == [("new", 1200)] and first.misses[0].detail == "first request"
    second = s.send(marked(blocks(*BASE, ("m1", 200), ("m2", 50)), 1, -1), 10 * SEC)
    assert reasons(second) == [("new", 50)]
    assert second.text == "new 50" and second.main == ""


def test_a_strategy_that_rewrites_an_earlier_message_is_named_with_what_it_cost():
    s = Session()
    old = [*BASE, ("m1", 100), ("result", 4000), ("m2", 100), ("m3", 100)]
    s.send(marked(blocks(*old), 1, -1), 0)
    pruned = [*BASE, ("m1", 100), ("cleared", 10), ("m2", 100), ("m3", 100), ("m4", 60)]
    report = s.send(marked(blocks(*pruned), 1, -1), 5 * SEC, changes=[("prune", 4)])
    # from what was read (the system block) to the last message the previous request had:
    # m1 too, cached only as part of the prefix the prune ended; then the new message
    assert reasons(report) == [("messages_changed", 310), ("new", 60)]
    assert report.misses[0].detail == "prune" and report.position == 3
    assert report.main == "messages_changed"
    summary = s.send(
        marked(blocks(*BASE, ("summary", 300), ("m4", 60)), 1, -1),
        6 * SEC,
        changes=[("summarize", 3), ("truncate", 5)],
    )
    assert summary.misses[0].detail == "summarize (compaction)"  # the earliest change


def test_a_changed_system_block_or_tool_is_named():
    s = Session()
    s.send(
        marked(
            blocks(("view", 100), ("grep", 100), ("prompt", 500), ("memory", 400), ("m", 50)), 3, -1
        ),
        0,
    )
    memory = s.send(
        marked(
            blocks(("view", 100), ("grep", 100), ("prompt", 500), ("memory2", 420), ("m", 50)),
            3,
            -1,
        ),
        SEC,
        tools=["view", "grep"],
        system=["system prompt", "memory index"],
    )
    assert memory.misses[0].reason == "system_changed" and memory.misses[0].detail == "memory index"
    tools = s.send(
        marked(
            blocks(("view", 100), ("grep2", 120), ("prompt", 500), ("memory2", 420), ("m", 50)),
            3,
            -1,
        ),
        2 * SEC,
        tools=["view", "grep"],
        system=["system prompt", "memory index"],
    )
    # all of it: the first tool was cached only as part of the prefix the change ended
    assert reasons(tools) == [("tools_changed", 1190)] and tools.misses[0].detail == "tool grep"


def test_a_pause_longer_than_the_cache_lives_is_named_with_the_seconds_idle():
    s = Session()
    request = marked(blocks(*BASE, ("m1", 200)), 1, -1)
    s.send(request, 0)
    report = s.send(marked(blocks(*BASE, ("m1", 200), ("m2", 30)), 1, -1), 301 * SEC)
    assert reasons(report) == [("ttl_expired", 1200), ("new", 30)]
    assert report.misses[0].detail == "301 s idle > 300 s"
    # within the lifetime everything is read again
    assert reasons(s.send(marked(blocks(*BASE, ("m1", 200), ("m2", 30)), 1, -1), 400 * SEC)) == []


def test_a_different_model_cannot_read_the_other_models_cache():
    s = Session()
    s.send(marked(blocks(*BASE, ("m1", 200)), 1, -1), 0)
    report = s.send(marked(blocks(*BASE, ("m1", 200), ("m2", 40)), 1, -1), SEC, model=OTHER)
    assert reasons(report) == [("model_changed", 1200), ("new", 40)]
    assert report.misses[0].detail == "sent before to claude-test"


def test_a_prefix_under_the_minimum_is_never_cached():
    s = Session()
    s.send(marked(blocks(("tools", 30), ("system", 40))), 0)
    report = s.send(marked(blocks(("tools", 30), ("system", 40), ("m1", 10))), SEC)
    assert reasons(report) == [("below_minimum", 70), ("new", 10)]
    gpt = Session("openai")
    gpt.send(blocks(("tools", 300), ("system", 500)), 0)
    small = gpt.send(blocks(("tools", 300), ("system", 500), ("m", 20)), SEC)
    assert reasons(small) == [("below_minimum", 800), ("new", 20)]


def test_openai_reads_whole_increments_and_names_the_rest_rounding():
    s = Session("openai")
    s.send(blocks(("tools", 1000), ("system", 500)), 0)
    report = s.send(blocks(("tools", 1000), ("system", 500), ("m", 100)), SEC)
    assert reasons(report) == [("rounding", 92), ("new", 100)]  # read 1,024 + 3 x 128 of 1,500


def test_a_breakpoint_further_than_the_lookback_from_the_cached_prefix():
    s = Session()
    head = [("tools", 300), ("system", 700), ("m0", 100)]
    s.send(marked(blocks(*head), -1), 0)  # cached up to m0
    many = head + [(f"r{i}", 10) for i in range(25)]  # 25 new blocks, one breakpoint at the end
    report = s.send(marked(blocks(*many), -1), SEC)
    assert report.misses[0].reason == "lookback_exceeded" and report.misses[0].tokens == 1100
    assert reasons(report)[1:] == [("new", 250)]


def test_content_after_the_last_breakpoint_was_never_written():
    s = Session()
    request = blocks(*BASE, ("m1", 200), ("m2", 300))
    s.send(marked(request, 1), 0)  # a breakpoint on the system block only
    report = s.send(marked(blocks(*BASE, ("m1", 200), ("m2", 300), ("m3", 20)), 1, -1), SEC)
    assert reasons(report) == [("not_written", 500), ("new", 20)]
    assert report.main == "not_written"


def test_no_cache_or_no_breakpoint_is_caching_off():
    s = Session()
    report = s.send(blocks(*BASE), 0)  # Anthropic without cache_control
    assert reasons(report) == [("caching_off", 1000)] and report.misses[0].detail == "no breakpoint"
    plain = Session("none")
    local = ModelInfo(id="local", provider="openai-compatible")
    assert reasons(plain.send(blocks(*BASE), 0, model=local))[0][0] == "caching_off"


def test_summaries_are_compared_with_summaries_and_turns_with_turns():
    s = Session()
    s.send(marked(blocks(*BASE, ("m1", 200)), 1, -1), 0)
    summary = blocks(("summary prompt", 400), ("transcript", 900))
    usage = s.sims["claude-test"].bill(summary, at_ms=SEC)
    rules = s.sims["claude-test"].rules
    report = s.tracker.explain(
        summary, usage, at_ms=SEC, rules=rules, model="claude-test", kind="summary"
    )
    assert reasons(report) == [("caching_off", 1300)]
    after = s.send(marked(blocks(*BASE, ("m1", 200), ("m2", 10)), 1, -1), 2 * SEC)
    assert reasons(after) == [("new", 10)]  # against the previous turn's request, not the summary


def test_reports_keep_their_figures_through_storage():
    report = MissReport(
        uncached=30, misses=[], simulated=Usage(input=10, cache_read=90), reported=Usage(input=100)
    )
    back = MissReport.from_dict(json.loads(json.dumps(report.to_dict())))
    assert back == report and back.disagrees
    assert back.text == "provider read 0 of 100, simulator 90 of 100"
    assert (
        MissReport.from_dict(None) is None
        and MissReport.from_dict({"misses": [["new", 3, ""]]}).text == "new 3"
    )
    assert set(REASONS) >= {"model_changed", "system_changed", "tools_changed", "messages_changed"}


@st.composite
def histories(draw):
    """Requests that extend, rewrite and pause, over one or two models."""
    # a key is a hash of content: the same key has the same token count
    sizes = draw(st.lists(st.integers(0, 500), min_size=12, max_size=12))
    pool = [(f"k{i}", sizes[i]) for i in range(12)]
    current = [("tools", draw(st.integers(0, 400))), ("system", draw(st.integers(0, 900)))]
    steps = []
    at = 0
    for _ in range(draw(st.integers(1, 12))):
        op = draw(st.sampled_from(["extend", "extend", "rewrite", "drop"]))
        if op == "extend":
            current = current + [draw(st.sampled_from(pool))]
        elif op == "rewrite" and len(current) > 2:
            i = draw(st.integers(2, len(current) - 1))
            current = (
                current[:i] + [("new" + str(at), draw(st.integers(0, 300)))] + current[i + 1 :]
            )
        elif op == "drop" and len(current) > 3:
            current = current[:2] + current[3:]
        at += draw(st.sampled_from([1, 100, 299, 301, 3700])) * SEC
        marks = draw(st.sampled_from([(), (-1,), (1, -1), (1, -2, -1)]))
        model = draw(st.sampled_from([CLAUDE, CLAUDE, OTHER]))
        request = blocks(*current)
        steps.append((with_breakpoints(request, marks) if marks else request, at, model))
    return draw(st.sampled_from(["anthropic", "openai"])), steps


@settings(max_examples=150, deadline=None)
@given(histories())
def test_every_uncached_token_has_exactly_one_reason(history):
    kind, steps = history
    s = Session(kind)
    for request, at, model in steps:
        model = model if kind == "anthropic" else replace(GPT, id=model.id)
        report = s.send(request, at, model=model)  # asserts the sum
        assert all(m.tokens > 0 and m.reason in REASONS for m in report.misses)


# ---------------------------------------------------------------------------------------------
# In a session, through a real provider, in the lab, on the chart

PROMPTS = [
    "Where is `line_total` defined, and how is VAT applied?",
    "Which function raises `OutOfStock`, and what does it leave unchanged when it does?",
    "Run `ls bookshop` and tell me what it lists.",
]


def test_ctx_requests_names_each_reason_in_a_running_session(store, workspace, monkeypatch):
    from ctxmagic.messages import ids

    real = ids.time

    class Clock:  # the process's wall clock, moved by hand
        ns = real.time_ns()

        def time_ns(self):
            return self.ns

        def __getattr__(self, name):
            return getattr(real, name)

    clock = Clock()
    monkeypatch.setattr(ids, "time", clock)
    # ids never go back in time: what this test's later clock set is undone with it, or every
    # id of the tests after it would be made in one millisecond
    monkeypatch.setattr(ids, "_last_ms", ids._last_ms)
    runtime = Runtime(store=store, workspace=str(workspace), context_window=32_000)
    agent = runtime.open()
    runtime.set_policy(
        agent.session_id,
        ["prune", "prune.protect_tokens=100", "prune.minimum_freed=50", "prune.protect_turns=1"],
    )
    for i, prompt in enumerate(PROMPTS * 2):
        clock.ns += (400 if i == 4 else 5) * 1_000_000_000  # one pause past the 5-minute cache
        assert run_turn(agent, prompt).reason == "end_turn"
    records = store.requests(agent.session_id)
    table = views.requests_table(records)
    column = table.column("cache miss reason")
    assert column[0].startswith("new ") and "(first request)" in column[0]
    assert any("messages_changed" in t and "(prune)" in t for t in column)
    assert any(t.startswith("ttl_expired") and "s idle > 300 s" in t for t in column)
    assert "cache miss reason" in table._repr_html_()
    for r in records:  # every report adds up to what was not read
        report = MissReport.from_dict(r.cache_miss)
        assert report is not None and report.uncached == r.usage.prompt - r.usage.cache_read
    # a switch of the model it is priced as: the new model cannot read the old one's cache
    runtime.configure(replace(runtime.settings, offline_simulates="claude-haiku-4-5"))
    switched = runtime.agent(agent.session_id)
    run_turn(switched, "What is in README.md?")
    turn = [r for r in store.requests(agent.session_id) if r.turn == 7]
    first = MissReport.from_dict(turn[0].cache_miss)
    assert first.misses[0].reason == "model_changed", first.text
    assert first.misses[0].detail == "sent before to claude-sonnet-4-6"


KEY = made_up("ant-test-key-cachemiss-0123456789abcd")


def test_a_real_providers_figures_are_shown_beside_the_simulators(store, workspace, monkeypatch):
    from tests.wire import anthropic_sse as A

    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    with WireServer() as wire:
        # the provider says it wrote the prefix, then that it read none of it: a miss the
        # simulator (a 5-minute cache, a second later) does not expect
        wire.queue(
            A.text_reply("First.", usage_=A.usage(10, 5, cache_write_5m=3000)),
            A.text_reply("Second.", usage_=A.usage(3060, 5)),
        )
        runtime = Runtime(
            store=store,
            workspace=str(workspace),
            provider="anthropic",
            model="claude-sonnet-4-6",
            base_url=wire.url,
            title_model="off",
        )
        agent = runtime.open()
        run_turn(agent, "Say something.")
        run_turn(agent, "Say more.")
    first, second = store.requests(agent.session_id)
    assert first.usage.cache_write_5m == 3000 and second.usage.cache_read == 0  # as reported
    report = MissReport.from_dict(second.cache_miss)
    assert report.disagrees and report.reported.cache_read == 0
    assert report.simulated.cache_read > 0  # the simulator read what the first one wrote
    text = views.requests_table([first, second]).column("cache miss reason")[1]
    assert text.startswith(f"provider read 0 of {second.usage.prompt:,}, simulator ")
    # what the simulator could not read of it is still explained, in its own counts
    assert report.uncached == report.simulated.prompt - report.simulated.cache_read


def test_the_labs_per_request_table_names_the_reasons():
    trace = lab.synthetic(turns=8, tokens_per_turn=3_000, tool_rounds=2, think_seconds=400, seed=2)
    frame = lab.compare(
        trace,
        ["append", "prune"],
        per_request=True,
        model="claude-sonnet-4-6",
        params={"prune": {"protect_tokens": 1000, "minimum_freed": 500, "protect_turns": 1}},
        workers=0,
    )
    append = frame[frame.run == "append"]
    assert append.cache_miss_reason.iloc[0].startswith("new ")
    # 400 s between turns: the 5-minute cache expired before each turn's first request
    assert (append.cache_miss_main == "ttl_expired").sum() == 7
    # pruning at a turn's first request, after the pause: the pause cost those tokens
    pruned = frame[frame.run == "prune"]
    assert pruned.cache_miss_reason.str.contains(r"messages changed too \(prune\)").any()
    quick = replace(
        trace, responses={k: replace(v, at_ms=v.at_ms // 100) for k, v in trace.responses.items()}
    )
    frame = lab.compare(
        quick,
        ["prune"],
        per_request=True,
        model="claude-sonnet-4-6",
        params={"prune": {"protect_tokens": 1000, "minimum_freed": 500, "protect_turns": 1}},
        workers=0,
    )
    assert frame.cache_miss_reason.str.contains(r"messages_changed [\d,]+ \(prune\)").any()
    assert frame.miss_messages_changed.sum() > 0 and frame.miss_ttl_expired.sum() == 0
    for _, row in frame.iterrows():  # each row's reasons add up to what it did not read
        report = row.cache_miss_reason
        assert isinstance(report, str)


def test_a_replay_as_recorded_of_a_real_providers_session_shows_both_figures():
    trace = lab.synthetic(turns=3, tokens_per_turn=2_000, tool_rounds=1, seed=4)
    run = replay(trace, Scenario(model="claude-sonnet-4-6"))
    assert all(r.miss is not None and r.miss.reported is None for r in run.rows)
    # recorded on the model it replays, with the provider's own figures: both are kept
    recorded = replace(trace, provider="anthropic", model="claude-sonnet-4-6")
    responses = {
        k: replace(v, usage=replace(v.usage, input=5000)) for k, v in recorded.responses.items()
    }
    run = replay(replace(recorded, responses=responses))
    rows = [r for r in run.rows if r.kind == "model"]
    assert all(r.miss.reported is not None for r in rows)
    assert not rows[0].miss.disagrees  # neither read anything at the first request
    assert all(r.miss.disagrees for r in rows[1:])  # the provider never read, the simulator did
    assert rows[1].miss.text.startswith("provider read 0 of 5,000, simulator ")


def test_the_history_chart_marks_the_requests_that_lost_cache_reads(store, workspace):
    runtime = Runtime(store=store, workspace=str(workspace), context_window=32_000)
    agent = runtime.open()
    runtime.set_policy(
        agent.session_id,
        ["prune", "prune.protect_tokens=100", "prune.minimum_freed=50", "prune.protect_turns=1"],
    )
    for prompt in PROMPTS * 2:
        run_turn(agent, prompt)
    records = store.requests(agent.session_id)
    state = MeterState.from_history(records, window=32_000, threshold=0.0)
    lost = [
        i
        for i, r in enumerate(records)
        if "messages_changed" in (MissReport.from_dict(r.cache_miss).main)
    ]
    assert lost and [m.at for m in state.misses] == lost
    assert state.history()["misses"][0][1] == "messages_changed"
    html = chart_html(state)
    assert html.count("ctxmagic-chart-miss") == len(lost) and "(prune)" in html
    assert "a mark on top: a cache miss" in html


def test_a_change_after_the_cache_expired_anyway_is_the_pauses_doing():
    s = Session()
    old = [*BASE, ("m1", 100), ("result", 4000), ("m2", 100)]
    s.send(marked(blocks(*old), 1, -1), 0)
    cleared = [*BASE, ("m1", 100), ("cleared", 10), ("m2", 100), ("m3", 50)]
    report = s.send(marked(blocks(*cleared), 1, -1), 600 * SEC, changes=[("microcompact", 4)])
    assert reasons(report) == [("ttl_expired", 1210), ("new", 50)]
    assert report.misses[0].detail == "600 s idle > 300 s; messages changed too (microcompact)"


def test_an_explanation_that_fails_is_shown_and_costs_the_turn_nothing(store, workspace):
    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open()

    def broken(request, usage):
        raise ValueError("blocks out of order")

    agent.cache_watch = broken
    assert run_turn(agent, "What is in README.md?").reason == "end_turn"
    records = store.requests(agent.session_id)
    assert records and all(
        r.cache_miss == {"error": "ValueError: blocks out of order"} for r in records
    )
    column = views.requests_table(records).column("cache miss reason")
    assert column[0] == "not explained (ValueError: blocks out of order)"


@pytest.mark.parametrize("kind", ["anthropic", "openai"])
@pytest.mark.parametrize("seed", range(4))
def test_a_run_of_extending_requests_is_explained_as_request_by_request(kind, seed):
    """The tracker moves the last use of a run of requests that extend one another at once (a
    long session re-sends thousands of prefixes a request): over long random sessions (pauses,
    compactions, prunes, a system prompt or tools changed, a second model, summaries) every
    report is the one a tracker that writes every prefix at every request gives."""
    models = {
        "anthropic": [
            ModelInfo(id=f"a{n}", provider="anthropic", cache="anthropic", min_cache_tokens=64)
            for n in (1, 2)
        ],
        "openai": [
            ModelInfo(id=f"o{n}", provider="openai", cache="openai", min_cache_tokens=256)
            for n in (1, 2)
        ],
    }[kind]
    rng = random.Random(seed)
    sims = {m.id: CacheSimulator(m, {}) for m in models}
    tracker, reference = CacheMissTracker(), CacheMissTracker()
    history: list[Block] = []
    system, tools, clock, reasons = (
        [Block("sys", 400)],
        [Block("t1", 300), Block("t2", 9)],
        0,
        set(),
    )
    for r in range(300):
        event = rng.random()
        if event < 0.03:
            history = [Block(f"summary{r}", 500)]
        elif event < 0.06 and history:
            history[rng.randrange(len(history))] = Block(f"pruned{r}", 5)
        elif event < 0.08:
            system = [Block(f"sys{r}", 400)]
        elif event < 0.09:
            tools = tools[::-1]
        history = history + [Block(f"m{r}-{j}", rng.randint(0, 120)) for j in range(3)]
        blocks = tools + system + history
        if kind == "anthropic":
            marks = {len(blocks) - 1, *rng.sample(range(len(blocks)), 2)}
            blocks = with_breakpoints(blocks, sorted(marks))
        clock += rng.choice([1000, 5000, 200_000, 400_000, 700_000])
        model = rng.choice(models) if rng.random() < 0.1 else models[0]
        usage = sims[model.id].bill(blocks, at_ms=clock, output_tokens=10)
        asked = {
            "at_ms": clock,
            "rules": sims[model.id].rules,
            "model": model.id,
            "kind": "summary" if rng.random() < 0.05 else "model",
            "tools": ["t1", "t2"],
            "system": ["system prompt"],
        }
        report = tracker.explain(blocks, usage, **asked)
        assert report == reference.explain(blocks, usage, **asked)
        for cache in reference._models.values():  # the reference writes every prefix again
            cache.last = ([], None)
        reasons.update(m.reason for m in report.misses)
    assert len(reasons) >= 4, reasons
