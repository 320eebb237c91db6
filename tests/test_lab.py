"""The strategy lab: counterfactual replay, its bills and metrics, traces and workloads."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic import lab
from ctxmagic.agent.loop import run_turn
from ctxmagic.context.assemble import Pairing
from ctxmagic.errors import ConfigError
from ctxmagic.lab.replay import Scenario, replay
from ctxmagic.runtime import Runtime

PROMPTS = [
    "Where is `line_total` defined, and how is VAT applied?",
    "Which function raises `OutOfStock`, and what does it leave unchanged when it does?",
    "Run `ls bookshop` and tell me what it lists.",
    "What is in README.md?",
    "Where is `apply_discount` used?",
]


def record(store, workspace, policy=None, turns=10, window=0, **settings):
    """A session recorded with the offline model: its trace."""
    runtime = Runtime(store=store, workspace=str(workspace), context_window=window, **settings)
    agent = runtime.open()
    if policy is not None:
        runtime.set_policy(agent.session_id, policy)
    for i in range(turns):
        run_turn(agent, PROMPTS[i % len(PROMPTS)])
    return lab.from_store(store, agent.session_id)


# (policy, window): small windows so that the policies act, never so small that a request is
# over the window (the offline model refuses it, as a provider would, and the turn ends early)
POLICIES = [
    (None, 7000),  # a new session's defaults: truncate + summarize
    (
        ["truncate", "summarize", "summarize.threshold=0.5", "summarize.keep_recent_tokens=1500"],
        7000,
    ),
    (["prune", "prune.protect_tokens=500", "prune.minimum_freed=300", "prune.protect_turns=1"], 0),
    (["window", "window.budget_tokens=3000"], 0),
    (["replay", "summarize", "summarize.threshold=0.3"], 0),
    (["externalize", "summarize", "summarize.threshold=0.5"], 9000),
]


@pytest.mark.parametrize(
    "policy, window",
    POLICIES,
    ids=lambda p: "+".join(p or ["default"]) if not isinstance(p, int) else str(p),
)
def test_replay_under_the_recorded_policy_reproduces_requests_and_usage(
    store, workspace, policy, window
):
    trace = record(store, workspace, policy, window=window)
    run = replay(trace)
    model = [r for r in run.rows if r.kind == "model"]
    assert len(model) == trace.requests
    assert all(r.matches is True for r in run.rows), [r for r in run.rows if not r.matches]
    recorded = [r.usage for r in trace.responses.values()]
    assert sorted(map(str, (r.usage for r in model))) == sorted(map(str, recorded))
    assert [r.kind for r in run.rows].count("summary") == len(trace.summaries)
    assert math.isclose(run.cost, trace.recorded_cost, rel_tol=1e-12)
    assert run.reproduced is True


def test_settings_made_with_config_are_recorded_and_replayed(store, workspace):
    """%config CtxMagic.compact_threshold, cache_policy, cache_ttl and max_output_tokens shape
    the requests without being part of the session's policy: each request keeps them, and a
    replay sends the session's requests as they were."""
    setup = {
        "compact_threshold": 0.5,
        "cache_policy": "rolling",
        "cache_ttl": "1h",
        "max_output_tokens": 1500,
    }
    trace = record(store, workspace, window=7000, turns=10, **setup)
    assert trace.setup == setup
    assert trace.summaries, "the session compacted at its threshold"
    run = replay(trace)
    assert run.name == "recorded" and run.reproduced is True
    assert run.cache_ttl == "1h" and lab.measure(run).cost_cache_write_1h > 0
    # a counterfactual keeps the session's settings unless it changes them
    assert replay(trace, Scenario(strategies=["summarize"])).threshold == 0.5
    five = replay(trace, Scenario(cache_ttl="5m"))
    assert five.name != "recorded" and five.reproduced is None
    assert lab.measure(five).cost_cache_write_1h == 0
    # a trace file keeps them
    assert lab.Trace.from_dict(trace.to_dict()).setup == setup


def test_a_session_saved_in_a_notebook_replays_as_it_ran(store, workspace, tmp_path, monkeypatch):
    from ctxmagic.logbook import write_export

    trace = record(store, workspace, window=7000, turns=6, compact_threshold=0.6)
    session_id = trace.source.rsplit("#", 1)[1]
    path, _ = write_export(store, session_id, tmp_path / "saved.ipynb")
    rows = store.rows("SELECT count(*) FROM sessions")[0][0]
    # the folder a notebook names is data: read only from the folder the lab works in
    elsewhere = lab.trace_of(str(path))
    assert any("is not the lab's folder" in n for n in elsewhere.notes)
    assert elsewhere.system != trace.system
    monkeypatch.chdir(workspace)
    again = lab.trace_of(str(path))
    assert again.source == f"{path}#{session_id}"
    assert [m.to_dict() for m in again.messages] == [m.to_dict() for m in trace.messages]
    assert again.responses == trace.responses and again.setup == trace.setup
    assert replay(again).reproduced is True
    assert store.rows("SELECT count(*) FROM sessions")[0][0] == rows  # nothing written here
    with pytest.raises(ConfigError, match="no notebook"):
        lab.trace_of(str(tmp_path / "missing.ipynb"))
    (tmp_path / "empty.ipynb").write_text('{"cells": [], "nbformat": 4, "nbformat_minor": 5}')
    with pytest.raises(ConfigError, match="holds no ctxmagic session"):
        lab.trace_of(str(tmp_path / "empty.ipynb"))


class LargerWindow:
    """A provider whose own window is larger than the session's, as a real model's is under
    ``--window``: it answers requests over the session's window (the offline model, whose
    window is the session's, refuses them)."""

    name = "offline"

    def __init__(self, inner):
        self.inner = inner

    def stream(self, request):
        return self.inner.stream(replace(request, context_window=0))


def test_a_recorded_request_over_the_window_is_named(store, workspace):
    runtime = Runtime(store=store, workspace=str(workspace), context_window=3000)
    session = runtime.new_session("t")
    runtime.set_policy(session.id, ["append"])
    offline = runtime.provider("offline", runtime.model_info("offline"), session.id)
    agent = runtime.agent(session.id, client=LargerWindow(offline))
    for prompt in PROMPTS[:3]:
        assert run_turn(agent, prompt).reason == "end_turn"
    trace = lab.from_store(store, agent.session_id)
    assert any("over the window: the provider accepted them" in n for n in trace.notes)
    run = replay(trace)
    assert any(r.failed for r in run.rows) and not run.reproduced


def test_a_turn_the_offline_model_refused_is_named_and_replayed_as_recorded(store, workspace):
    trace = record(store, workspace, ["append"], window=3000, turns=3)
    assert not any("the provider accepted them" in n for n in trace.notes)  # it refused them
    assert any("end without the model's answer" in n for n in trace.notes), trace.notes
    run = replay(trace)
    assert not any(r.failed for r in run.rows) and run.reproduced


def test_the_defaults_compact_in_a_small_window_and_the_replay_agrees(store, workspace):
    trace = record(store, workspace, window=6000, turns=12)
    assert trace.summaries, "the recording compacted"
    run = replay(trace)
    assert run.reproduced
    m = lab.measure(run)
    assert m.compactions == len(trace.summaries)
    assert m.cost_summaries > 0


def valid(messages):
    pairing = Pairing()
    for m in messages:
        pairing.add(m)
    return pairing.valid and messages[0].role == "user"


@pytest.mark.parametrize(
    "strategies",
    [[], ["truncate"], ["prune"], ["window"], ["summarize"], ["externalize"], ["replay"]],
    ids=lambda s: "+".join(s) or "append",
)
def test_every_counterfactual_request_is_valid(store, workspace, strategies):
    trace = record(store, workspace, turns=8)
    sent = []
    params = {
        "prune": {"protect_tokens": 300, "minimum_freed": 100, "protect_turns": 1},
        "window": {"budget_tokens": 2500},
        "summarize": {"threshold": 0.3, "keep_recent_tokens": 800},
        "truncate": {"max_lines": 5},
    }
    scenario = Scenario(
        strategies=strategies,
        params={k: v for k, v in params.items() if k in strategies},
        window=9000,
    )
    run = replay(trace, scenario, on_request=sent.append)
    assert len([r for r in run.rows if r.kind == "model"]) == trace.requests
    model = [r for r in sent if r.task is None]
    assert model and all(valid(r.messages) for r in model)
    if strategies in (["prune"], ["window"], ["summarize"]):
        assert lab.measure(run).tool_tokens_removed > 0


def test_costs_add_up_and_the_lower_bound_is_below_every_run(store, workspace):
    trace = record(store, workspace, turns=8)
    for setup in ({}, {"model": "gpt-5.4"}, {"cache_ttl": "1h"}, {"cache_policy": "none"}):
        for run in lab.runs(trace, window=6000, **setup):
            m = lab.measure(run)
            assert math.isclose(m.cost, sum(r.cost for r in run.rows), rel_tol=1e-9)
            parts = (
                m.cost_input
                + m.cost_cache_write_5m
                + m.cost_cache_write_1h
                + m.cost_cache_read
                + m.cost_output
                + m.cost_summaries
            )
            assert math.isclose(m.cost, parts, rel_tol=1e-9)
            assert 0 < m.lower_bound <= m.cost * (1 + 1e-12), (run.name, setup)


def test_time_gaps_longer_than_the_ttl_expire_the_cache():
    slow = lab.synthetic(turns=6, think_seconds=400, step_seconds=5)
    fast = lab.synthetic(turns=6, think_seconds=60, step_seconds=5)
    five = [r for r in replay(slow, Scenario(strategies=[])).rows]
    hour = [r for r in replay(slow, Scenario(strategies=[], cache_ttl="1h")).rows]
    quick = [r for r in replay(fast, Scenario(strategies=[])).rows]
    firsts = [i for i, r in enumerate(five) if r.step == 1 and r.turn > 1]
    assert all(five[i].usage.cache_read == 0 for i in firsts)  # expired after 400 s
    assert all(hour[i].usage.cache_read > 0 for i in firsts)
    assert all(quick[i].usage.cache_read > 0 for i in firsts)
    assert sum(r.usage.cache_write_1h for r in hour) > 0


def test_a_request_over_the_window_fails_and_is_not_billed():
    trace = lab.synthetic(turns=10, tokens_per_turn=3000)
    run = replay(trace, Scenario(strategies=[], window=12000))
    failed = [r for r in run.rows if r.failed]
    assert failed and all(r.cost == 0 and r.prompt > 12000 for r in failed)
    # summarize compacts at 95%, too late when one step adds more than 5% of the window: the
    # provider refuses, the agent compacts and sends the request again, which fits
    squeezed = replay(trace, Scenario(strategies=["summarize"], window=12000))
    sent = [r for r in squeezed.rows if r.kind == "model" and not r.failed]
    assert len(sent) == trace.requests and all(r.prompt <= 12000 for r in sent)
    refused = [r for r in squeezed.rows if r.failed]
    assert refused and all(r.cost == 0 for r in refused)
    assert lab.measure(squeezed).compactions >= len(refused)


def test_fidelity_falls_when_tool_output_is_summarised_away():
    trace = lab.synthetic(turns=10)
    kept = lab.measure(replay(trace, Scenario(strategies=[])))
    lost = lab.measure(
        replay(trace, Scenario(strategies=["summarize"], params={"summarize": {"threshold": 0.3}}))
    )
    assert kept.fidelity == 1.0 and kept.tool_tokens_removed == 0
    assert lost.compactions > 0 and lost.fidelity < kept.fidelity
    assert lost.tool_tokens_removed > 0


def test_trace_files_round_trip(tmp_path, store, workspace):
    trace = record(store, workspace, turns=4)
    path = trace.save(tmp_path / "t.json.gz")
    again = lab.Trace.load(path)
    assert again.to_dict() == trace.to_dict()
    assert lab.measure(replay(again)) == lab.measure(replay(trace))
    (tmp_path / "bad.json").write_text("{}")
    with pytest.raises(ConfigError, match="not a ctxmagic trace"):
        lab.Trace.load(tmp_path / "bad.json")
    with pytest.raises(ConfigError, match="no trace file"):
        lab.Trace.load(tmp_path / "missing.json")


def test_a_capped_output_comes_back_whole_from_its_saved_file(store, workspace):
    big = "\n".join(f"row {i} value {i * 7}" for i in range(400))
    (workspace / "big.txt").write_text(big)
    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open()
    runtime.set_policy(agent.session_id, ["truncate", "truncate.max_lines=50"])
    run_turn(agent, "Run `cat big.txt` and tell me what it prints.")
    stored = [r for m in store.messages(agent.session_id) for r in m.tool_results]
    assert any(r.metadata.get("truncated") for r in stored)
    trace = lab.from_store(store, agent.session_id)
    assert any("row 399" in r.content for m in trace.messages for r in m.tool_results)
    assert replay(trace).reproduced
    wide = lab.measure(replay(trace, Scenario(strategies=[])))
    capped = lab.measure(
        replay(trace, Scenario(strategies=["truncate"], params={"truncate": {"max_lines": 50}}))
    )
    assert capped.tool_tokens_removed > 0 and wide.tool_tokens_removed == 0


def test_the_reference_traces_reproduce():
    for name in lab.reference_names():
        trace = lab.reference(name)
        assert trace.requests >= 30
        if name == "stdlib-json":
            assert replay(trace).reproduced
    assert lab.reference("stdlib-200").requests >= 200


def test_synthetic_workloads_follow_their_parameters():
    a = lab.synthetic(turns=5, tokens_per_turn=2000, tool_rounds=2, seed=3)
    b = lab.synthetic(turns=5, tokens_per_turn=2000, tool_rounds=2, seed=3)
    assert a.to_dict()["messages"][0]["parts"] == b.to_dict()["messages"][0]["parts"]
    assert a.turns == 5 and a.requests == 15
    run = replay(a, Scenario(strategies=[]))
    growth = [r.prompt for r in run.rows if r.step == 1]
    per_turn = [y - x for x, y in zip(growth, growth[1:], strict=False)]
    assert all(1700 < d < 2600 for d in per_turn), per_turn
    with pytest.raises(ConfigError):
        lab.synthetic(turns=0)
    with pytest.raises(ConfigError):
        lab.synthetic(sizes="bimodal")


def test_compare_gives_one_row_per_run_and_one_per_request(store, workspace):
    trace = record(store, workspace, turns=4)
    frame = lab.compare(trace)
    assert list(frame["run"]) == list(lab.DEFAULT)
    assert frame.loc[0, "reproduced"] == True  # noqa: E712 - a numpy bool
    per = lab.compare(trace, ["append", "replay"], per_request=True)
    assert set(per["run"]) == {"append", "replay"}
    assert len(per) == 2 * trace.requests
    last = per[per["run"] == "replay"].iloc[-1]
    assert math.isclose(last["cumulative_cost"], per[per["run"] == "replay"]["cost"].sum())


def test_bad_setups_fail_with_one_line(store, workspace):
    trace = record(store, workspace, turns=1)
    with pytest.raises(ConfigError, match="unknown strategy"):
        replay(trace, Scenario(strategies=["compress"]))
    with pytest.raises(ConfigError, match="prune.protect_tokens"):
        replay(trace, Scenario(strategies=["prune"], params={"prune": {"protect_tokens": -1}}))
    with pytest.raises(ConfigError, match="unknown model"):
        replay(trace, Scenario(model="gpt-9-imaginary"))


def _lower_bound_by_definition(requests, outputs, pricing, rules, ttl):
    """The lower bound as the docs define it, position by position (the reference)."""
    from ctxmagic.lab.metrics import _segment
    from ctxmagic.model.cache import _chain

    read, base = pricing.price_cache_read, pricing.price_input
    if rules.kind == "anthropic":
        write = pricing.price_cache_write_1h if ttl == "1h" else pricing.price_cache_write_5m
        ttl_ms = rules.ttl_1h_ms if ttl == "1h" else rules.ttl_5m_ms
    else:
        write = pricing.price_cache_write_5m if rules.bill_writes else base
        ttl_ms = rules.ttl_ms
    seen = {}
    for at, blocks in requests:
        hashes, _ = _chain(blocks)
        for key, block in zip(hashes, blocks, strict=True):
            if block.tokens:
                seen.setdefault(key, (block.tokens, []))[1].append(at)
    total = 0.0
    for tokens, times in seen.values():
        run = 1
        for previous, now in zip(times, times[1:], strict=False):
            if rules.kind != "none" and now - previous <= ttl_ms:
                run += 1
                continue
            total += tokens * _segment(run, base, write, read)
            run = 1
        total += tokens * _segment(run, base, write, read)
    return (total + outputs * pricing.price_output) / 1e6


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 400_000),  # ms since the previous request
            st.integers(0, 6),  # leading blocks kept from the previous request
            st.lists(st.sampled_from("abcdef"), max_size=6),  # new blocks, by content
        ),
        min_size=1,
        max_size=25,
    ),
    st.sampled_from(["claude-sonnet-4-6", "gpt-5.4", "gemini-2.5-pro"]),
    st.sampled_from(["5m", "1h"]),
)
def test_the_lower_bound_is_its_definition(steps, model, ttl):
    """The lower bound is computed from the stretches of requests a prefix position stays in;
    it equals the position-by-position definition on any sequence of requests (prefixes kept,
    dropped and sent again, gaps longer and shorter than the TTL, empty blocks)."""
    from ctxmagic.lab.metrics import lower_bound
    from ctxmagic.model.cache import Block, CacheRules
    from ctxmagic.model.catalog import load_catalog

    catalog = load_catalog()
    pricing = catalog.get(model)
    sizes = dict(zip("abcdef", [0, 1, 700, 1024, 3000, 40_000], strict=True))  # a key, its size
    requests, blocks, at = [], [], 0
    for gap, kept, added in steps:
        at += gap
        blocks = blocks[:kept] + [Block(key, sizes[key]) for key in added]
        requests.append((at, list(blocks)))
    kinds = [CacheRules.for_model(pricing, catalog.cache_rules.get(pricing.cache, {}))]
    kinds.append(CacheRules(kind="none", min_tokens=0, bill_writes=False))
    for rules in kinds:
        fast = lower_bound(requests, 100, pricing, rules, ttl)
        assert math.isclose(fast, _lower_bound_by_definition(requests, 100, pricing, rules, ttl))
