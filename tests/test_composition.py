"""Where every token comes from: a request's sources add up to what the provider billed, and the
context's to the session's context figure, to the token, on sessions with every kind of part."""

from __future__ import annotations

import json
import random

from ctxmagic.agent.events import StepFinished, StrategyApplied
from ctxmagic.context import composition as cp
from ctxmagic.display.sources import context_composition
from ctxmagic.messages.parts import CompactionPart, Message, TextPart, ToolResultPart
from ctxmagic.model.request import Prepared, SystemBlock
from ctxmagic.model.tokens import TokenCounter
from ctxmagic.model.usage import Usage
from ctxmagic.runtime import Runtime
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool

DELEGATE = (
    "Look into each of these modules and tell me what they define: "
    "`bookshop/pricing.py`, `bookshop/orders.py`."
)


def billed_sums(composition: cp.Composition) -> Usage:
    rows = composition.rows
    return Usage(
        input=sum(r.uncached for r in rows),
        output=sum(r.output for r in rows),
        cache_read=sum(r.read for r in rows),
        cache_write_5m=sum(r.write_5m for r in rows),
        cache_write_1h=sum(r.write_1h for r in rows),
    )


def check_context(store, session) -> cp.Composition:
    """The context by source adds up to the session's context figure, to the token."""
    summary = store.get_message(session.summary_message_id) if session.summary_message_id else None
    found = context_composition(session, store.requests(session.id), summary)
    assert found is not None and found.total == session.context_tokens
    return found


def test_sources_add_up_to_the_context_on_a_session_with_every_kind_of_part(store, workspace):
    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open()
    runtime.set_policy(agent.session_id, ["externalize", "summarize"])
    agent = runtime.agent(agent.session_id)
    note = {"command": "create", "path": "/memories/vat.md", "file_text": "VAT is 5% on books\n"}
    assert not run_tool("memory", note, ToolContext(workspace=workspace)).is_error
    kinds: set[str] = set()
    steps = compactions = 0

    def run(events):
        nonlocal steps, compactions
        for event in events:
            if isinstance(event, StepFinished):
                record = event.record
                found = cp.Composition.from_json(record.composition)
                # the request's sources: its prompt and output as billed, to the token
                assert found.total == record.context_tokens == event.session.context_tokens
                u = record.usage
                assert billed_sums(found) == Usage(
                    input=u.input,
                    output=u.output,
                    cache_read=u.cache_read,
                    cache_write_5m=u.cache_write_5m,
                    cache_write_1h=u.cache_write_1h,
                )
                kinds.update(r.kind for r in found.rows)
                steps += 1
            elif isinstance(event, StrategyApplied) and event.report.created:
                part = next(
                    p for p in event.report.created[0].parts if isinstance(p, CompactionPart)
                )
                after = cp.Composition.from_json(part.composition)
                assert after.total == event.session.context_tokens == part.context_tokens
                assert after.tokens_of("summary") > 0
                kinds.update(r.kind for r in after.rows)
                compactions += 1
        check_context(store, agent.session)

    run(agent.turn("Where is `line_total` defined, and how is VAT applied?"))
    run(agent.turn(DELEGATE))  # task sub-agents: their reports are tool results of the task tool
    run(agent.turn("Run `python -m pytest -q` and tell me whether the tests pass."))
    run(agent.compact("keep the test results"))
    found = check_context(store, agent.session)  # after the compaction: what it left
    assert found.tokens_of("summary") and not found.output
    run(agent.turn("Which function raises `OutOfStock`?"))
    assert steps >= 8 and compactions == 1
    expected = {
        cp.TOOL_DEFINITIONS,
        cp.SYSTEM_PROMPT,
        cp.PROJECT_FILE,
        cp.MEMORY,
        cp.REPO_MAP,
        cp.SUMMARY,
        cp.USER,
        cp.ASSISTANT,
        cp.CALLS,
        cp.RESULTS,
        cp.SUBAGENT,
        cp.FRAMING,
    }
    assert expected <= kinds, expected - kinds
    # the tool results are one source per tool
    last = cp.Composition.from_json(store.requests(agent.session_id)[-1].composition)
    assert {r.source for r in last.rows if r.kind == cp.RESULTS} <= {
        f"tool results: {t}" for t in ("view", "grep", "glob", "ls", "bash", "memory")
    }


def test_split_shares_every_billed_figure_exactly_in_prefix_order():
    rng = random.Random(25)
    kinds = [(cp.TOOL_DEFINITIONS, "tools"), (cp.SYSTEM_PROMPT, "system prompt"), (cp.USER, "u")]
    kinds += [(cp.RESULTS, "tool results: view"), (cp.ASSISTANT, "a"), (cp.FRAMING, "f")]
    for _ in range(300):
        runs = [cp.Run(*rng.choice(kinds), rng.randint(0, 400)) for _ in range(rng.randint(1, 9))]
        read, w1, w5, unc = (rng.randint(0, 900) for _ in range(4))
        usage = Usage(
            input=unc,
            output=rng.randint(0, 300),
            cache_read=read,
            cache_write_1h=w1,
            cache_write_5m=w5,
        )
        output = [cp.Run(cp.ASSISTANT, "a", rng.randint(0, 50))]
        found = cp.of_request(runs, usage, output)
        assert billed_sums(found) == replace_reasoning(usage)
        assert found.total == usage.context
    # in prefix order: the cache read covers the first sources, the uncached input the last
    runs = [cp.Run(cp.TOOL_DEFINITIONS, "tools", 100), cp.Run(cp.USER, "u", 100)]
    rows = {r.source: r for r in cp.split(runs, Usage(cache_read=100, input=100))}
    assert rows["tools"].read == 100 and rows["tools"].uncached == 0
    assert rows["u"].uncached == 100 and rows["u"].read == 0
    # a provider that counts 10% more: every source scaled, still to the token
    rows = {r.source: r for r in cp.split(runs, Usage(cache_read=110, cache_write_5m=110))}
    assert rows["tools"].read == 110 and rows["u"].write_5m == 110
    # without a usage: the counts, or shared to a total
    assert cp.of_request(runs).total == 200 and cp.of_request(runs, total=201).total == 201
    assert cp.allocate([1, 1, 1], 10) == [4, 3, 3] and cp.allocate([0, 0], 5) == [3, 2]


def replace_reasoning(usage: Usage) -> Usage:
    return Usage(
        input=usage.input,
        output=usage.output,
        cache_read=usage.cache_read,
        cache_write_5m=usage.cache_write_5m,
        cache_write_1h=usage.cache_write_1h,
    )


def test_reasoning_a_provider_did_not_return_is_its_own_source():
    usage = Usage(input=10, output=100, reasoning=60)
    found = cp.of_request(
        [cp.Run(cp.USER, cp.USER, 10)], usage, [cp.Run(cp.ASSISTANT, cp.ASSISTANT, 30)]
    )
    assert found.tokens_of(cp.REASONING) == 60 and found.tokens_of(cp.ASSISTANT) == 40


def test_each_part_is_attributed_to_its_source():
    counter = TokenCounter()
    summary = Message("user", [TextPart("Summary: done"), CompactionPart(auto=True)])
    messages = [
        summary,
        Message("user", [TextPart("Where is x?")]),
        Message(
            "tool", [ToolResultPart("c1", "grep", "a.py:1"), ToolResultPart("c2", "task", "r")]
        ),
    ]
    system = [
        SystemBlock("You are ...", source="system prompt"),
        SystemBlock("Project instructions from AGENTS.md:\n\nhi", source="AGENTS.md"),
        SystemBlock("Memory: ...", source="memory index"),
        SystemBlock("Repo map: ...", source="repo map"),
    ]
    tools = [{"name": "view", "description": "read", "input_schema": {}}]
    runs = cp.request_runs(Prepared(system, tools, messages), counter)
    sources = [(r.kind, r.source) for r in runs if r.kind != cp.FRAMING]
    assert sources == [
        (cp.TOOL_DEFINITIONS, "tools"),
        (cp.SYSTEM_PROMPT, "system prompt"),
        (cp.PROJECT_FILE, "AGENTS.md"),
        (cp.MEMORY, "memory index"),
        (cp.REPO_MAP, "repo map"),
        (cp.SUMMARY, "summary"),
        (cp.USER, "user text"),
        (cp.RESULTS, "tool results: grep"),
        (cp.SUBAGENT, "sub-agent results"),
    ]
    # the count of the runs is the agent's count of the request (framing included)
    total = sum(r.tokens for r in runs)
    assert total == (
        sum(counter.text(b.text) for b in system)
        + counter.tools(tools)
        + counter.messages(messages)
    )
    found = cp.of_request(runs)
    assert cp.Composition.from_json(found.to_json()) == found  # as stored, and back


def test_a_session_whose_policy_is_summarize_alone_keeps_its_steps_apart_from_summaries(
    store, workspace
):
    """A step is labelled with its policy ("summarize") as a summary request is: a step is
    never step 0, so the meter, the requests table and the context still tell them apart."""
    from ctxmagic.display import views
    from ctxmagic.display.meter import MeterState

    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open()
    runtime.set_policy(agent.session_id, ["summarize"])
    agent = runtime.agent(agent.session_id)
    list(agent.turn("Where is `line_total` defined?"))
    list(agent.compact())
    list(agent.turn("Which function raises `OutOfStock`?"))
    records = store.requests(agent.session_id)
    kinds = views.requests_table(records).column("kind")
    assert kinds.count("summary") == 1 and kinds.count("turn") == len(records) - 1 >= 4
    state = MeterState.from_history(
        records, window=agent.context_window, threshold=0.95, context=agent.session.context_tokens
    )
    assert len(state.points) == len(records) - 1 and len(state.drops) == 1
    check_context(store, agent.session)


def test_the_labs_per_request_table_has_each_requests_sources():
    from ctxmagic import lab

    trace = lab.reference("stdlib-200")
    frame = lab.compare(trace, ["append", "summarize", "replay"], per_request=True, workers=1)
    sources = [c for c in frame.columns if c.startswith("src: ")]
    assert {"src: tool definitions", "src: tool results: view", "src: summary"} <= set(sources)
    billed = frame[(frame.kind == "model") & ~frame.failed]
    assert len(billed) > 300
    assert (billed[sources].sum(axis=1) == billed.context).all()  # to the token, every request
    replayed = billed[billed.run == "replay"]
    assert (replayed["src: replayed transcript"] > 0).all()
    assert (replayed["src: tool results: view"] == 0).all()  # folded into the transcript


def test_a_composition_that_is_not_one_reads_as_not_recorded():
    good = cp.of_request([cp.Run(cp.USER, cp.USER, 5)]).to_json()
    assert cp.Composition.from_json(good).total == 5
    assert cp.Composition.from_json(json.dumps(good)).total == 5  # as the store keeps it
    for bad in (
        "not json",
        "[1, 2]",
        {"rows": [["k", "s", 1]]},
        {"rows": [["k", "s", -1, 0, 0, 0, 0]]},
        {"rows": [["k", "s", "many", 0, 0, 0, 0]]},
        {"rows": "x"},
        {"rows": [["k", "s", 1, 0, 0, 0, 0]], "counted": -3},
    ):
        assert cp.Composition.from_json(bad) is None, bad
