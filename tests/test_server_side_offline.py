"""The provider's server simulated: the offline model and the strategy lab apply Anthropic's
context editing and compaction as the server would, bill them through the prompt-cache
simulator, and the lab reproduces a session recorded under them exactly."""

from __future__ import annotations

import pytest

from ctxmagic.agent.events import StrategyApplied, TurnFinished
from ctxmagic.lab.metrics import measure
from ctxmagic.lab.replay import Scenario, replay
from ctxmagic.lab.trace import from_store
from ctxmagic.messages.parts import is_turn_start, server_compaction
from ctxmagic.model.server_edits import SERVER_CLEARED
from ctxmagic.runtime import Runtime

PROMPTS = [
    "Where is `line_total` defined?",
    "How is VAT applied?",
    "What do the tests check?",
    "Which files import pricing?",
    "Where is the discount computed?",
]


@pytest.fixture
def runtime(workspace, tmp_path):
    rt = Runtime(workspace=str(workspace), db_path=str(tmp_path / "s.db"), title_model="off")
    yield rt
    rt.close()


def session(runtime, words, prompts=PROMPTS):
    agent = runtime.open()
    runtime.set_policy(agent.session_id, words)
    events = []
    for prompt in prompts:
        events += list(agent.turn(prompt))
    return agent, events


def test_offline_clearing_edits_what_the_model_reads_and_breaks_the_cache_there(runtime):
    agent, events = session(
        runtime, ["clear_tool_uses", "clear_tool_uses.trigger=3000", "clear_tool_uses.keep=2"]
    )
    assert all(e.error is None for e in events if isinstance(e, TurnFinished))
    records = runtime.store.requests(agent.session_id)
    edited = [i for i, r in enumerate(records) if r.server]
    assert edited, "the trigger was passed: the simulated server cleared results"
    first = edited[0]
    cleared = records[first].server["applied_edits"][0]
    assert cleared["type"] == "clear_tool_uses_20250919" and cleared["cleared_tool_uses"] >= 1
    # clearing changed the prompt at the first cleared result: what the previous request
    # cached after that point is written again (the cache read falls back to system and tools)
    before, after = records[first - 1].usage, records[first].usage
    assert after.cache_read < before.cache_read + before.cache_write
    assert after.cache_write > 0
    # the oldest results were cleared, the session keeps them all
    calls = [c.id for m in runtime.store.messages(agent.session_id) for c in m.tool_calls]
    assert cleared["cleared"] == calls[: cleared["cleared_tool_uses"]]
    results = [r for m in runtime.store.messages(agent.session_id) for r in m.tool_results]
    assert all(r.content != SERVER_CLEARED for r in results)
    # %ctx parts shows what the next request will have cleared
    preview = agent.preview()
    assert (
        preview.server_edits
        and preview.server_edits[0].cleared[: len(cleared["cleared"])] == (cleared["cleared"])
    )


def test_offline_server_compaction_is_a_compaction_point_billed_apart(runtime):
    agent, events = session(runtime, ["server_compact", "server_compact.trigger=3300"])
    applied = [e.report for e in events if isinstance(e, StrategyApplied)]
    assert applied and all(r.strategy == "server_compact" for r in applied)
    assert all(r.context_after < r.context_before for r in applied)
    assert all(e.reason == "end_turn" for e in events if isinstance(e, TurnFinished))
    records = runtime.store.requests(agent.session_id)
    compactions = [r for r in records if r.strategy == "server-compaction"]
    assert len(compactions) == len(applied)
    # the compaction read the whole prompt (mostly from cache) and wrote the summary
    assert all(r.usage.output > 100 and r.usage.cache_read > 0 for r in compactions)
    point = runtime.store.get_message(agent.session.summary_message_id)
    part = server_compaction(point)
    assert part.provider == "anthropic" and "## What was done" in part.summary
    assert agent.history[0].id == point.id


def test_a_paused_compaction_offline_continues_the_turn_it_kept(runtime):
    agent, events = session(
        runtime,
        [
            "server_compact",
            "server_compact.trigger=3300",
            "server_compact.pause_after_compaction=true",
        ],
    )
    applied = [e.report for e in events if isinstance(e, StrategyApplied)]
    assert applied and all("the turn in progress is kept" in r.note for r in applied)
    assert all(e.reason == "end_turn" for e in events if isinstance(e, TurnFinished))


@pytest.mark.parametrize(
    "words",
    [
        ["clear_tool_uses", "clear_tool_uses.trigger=3000", "clear_tool_uses.keep=2"],
        ["server_compact", "server_compact.trigger=3300"],
        [
            "server_compact",
            "server_compact.trigger=3300",
            "server_compact.pause_after_compaction=true",
        ],
    ],
    ids=["clear_tool_uses", "server_compact", "paused"],
)
def test_the_lab_reproduces_a_session_recorded_under_a_provider_side_strategy(runtime, words):
    agent, _ = session(runtime, words)
    trace = from_store(runtime.store, agent.session_id)
    run = replay(trace)
    assert run.reproduced is True
    recorded = runtime.store.requests(agent.session_id)
    assert run.cost == pytest.approx(sum(r.cost for r in recorded), rel=1e-9)
    kinds = [
        "server compaction" if r.strategy == "server-compaction" else "model" for r in recorded
    ]
    assert [r.kind for r in run.rows] == kinds


def test_the_lab_compares_clearing_compaction_and_none_on_one_trace(runtime):
    agent, _ = session(runtime, [], PROMPTS * 2)
    trace = from_store(runtime.store, agent.session_id)
    plain = measure(replay(trace))
    cleared = measure(
        replay(
            trace,
            Scenario(
                strategies=["clear_tool_uses"],
                params={"clear_tool_uses": {"trigger": 3000, "keep": 2}},
            ),
        )
    )
    compacted = measure(
        replay(
            trace,
            Scenario(strategies=["server_compact"], params={"server_compact": {"trigger": 4000}}),
        )
    )
    assert plain.compactions == cleared.compactions == 0 and compacted.compactions >= 1
    assert cleared.peak_context < plain.peak_context and compacted.peak_context < plain.peak_context
    assert cleared.cost != plain.cost and compacted.cost_summaries > 0


def test_previous_response_costs_what_resending_costs_and_sends_less(runtime):
    agent, _ = session(runtime, [], PROMPTS * 2)
    trace = from_store(runtime.store, agent.session_id)
    on = dict(provider="openai-responses", window=trace.window)
    resend = measure(replay(trace, Scenario(strategies=[], **on)))
    chained = measure(replay(trace, Scenario(strategies=["previous_response"], **on)))
    # "all previous input tokens for responses in the chain are billed as input tokens"
    assert chained.cost == resend.cost and chained.cache_hit_rate == resend.cache_hit_rate
    assert chained.chained == chained.requests - 1 and resend.chained == 0
    assert chained.sent_bytes < resend.sent_bytes / 2
    # a client-side strategy that rewrites what was sent breaks the chain: sent whole again
    params = {"prune": {"protect_turns": 1, "protect_tokens": 300, "minimum_freed": 200}}
    pruned = measure(
        replay(trace, Scenario(strategies=["prune", "previous_response"], params=params, **on))
    )
    assert 0 < pruned.chained < pruned.requests - 1


def test_24h_retention_keeps_the_cache_over_an_idle_hour(runtime):
    agent, _ = session(runtime, [], PROMPTS[:3])
    trace = from_store(runtime.store, agent.session_id)
    # the second half of the requests come an hour later than they were sent
    times = sorted(r.at_ms for r in trace.responses.values())
    cut = times[len(times) // 2]
    for rec in trace.responses.values():
        if rec.at_ms >= cut:
            rec.at_ms += 3_600_000
    on = dict(provider="openai-responses", window=trace.window, strategies=[])
    short = replay(trace, Scenario(cache_ttl="5m", **on))
    long = replay(trace, Scenario(cache_ttl="24h", **on))
    gap = next(i for i, r in enumerate(short.rows) if r.at_ms - short.rows[i - 1].at_ms > 3_000_000)
    assert short.rows[gap].usage.cache_read == 0  # in-memory retention: gone after 10 minutes idle
    assert long.rows[gap].usage.cache_read > 0  # prompt_cache_retention 24h: still there
    assert long.cost < short.cost


def test_an_anchored_clearing_reads_back_what_it_cleared(runtime):
    agent, _ = session(runtime, [], PROMPTS * 2)
    trace = from_store(runtime.store, agent.session_id)
    rule = {"trigger": 3000, "keep": 2}

    def run(anchor):
        params = {"clear_tool_uses": {**rule, "anchor": anchor}}
        return measure(replay(trace, Scenario(strategies=["clear_tool_uses"], params=params)))

    plain, anchored = run(False), run(True)
    # without the anchor every request writes again what follows the newly cleared result
    assert anchored.cache_hit_rate > plain.cache_hit_rate and anchored.cost < plain.cost
    assert anchored.peak_context == plain.peak_context  # the same results are cleared


def test_the_parts_table_marks_what_the_server_will_clear(runtime):
    from ctxmagic.display.views import message_names, parts_table

    agent, _ = session(
        runtime, ["clear_tool_uses", "clear_tool_uses.trigger=3000", "clear_tool_uses.keep=2"]
    )
    preview = agent.preview()
    table = parts_table(
        preview.prepared,
        agent.counter,
        names=message_names(runtime.store.messages(agent.session_id)),
        server_edits=preview.server_edits,
    )
    rows = table.records()
    cleared = [r for r in rows if r["state"] == "cleared (server)"]
    assert len(cleared) == len(preview.server_edits[0].cleared)
    assert all(r["type"] == "tool_result" for r in cleared)
    live = [r for r in rows if r["type"] == "tool_result" and r["state"] == "live"]
    assert len(live) == 2  # keep=2


def test_a_fork_after_a_server_compaction_starts_from_it(runtime):
    from ctxmagic.store.fork import fork_session

    agent, _ = session(runtime, ["server_compact", "server_compact.trigger=3300"])
    stored = runtime.store.messages(agent.session_id)
    first = next(i for i, m in enumerate(stored) if server_compaction(m) is not None)
    later = next(m for m in stored[first:] if is_turn_start(m))  # a turn after the compaction
    child = fork_session(runtime.store, agent.session_id, later.id)
    copy = runtime.store.get_message(child.summary_message_id)
    assert server_compaction(copy) is not None
    assert runtime.store.live_messages(child.id, child.summary_message_id)[0].id == copy.id
