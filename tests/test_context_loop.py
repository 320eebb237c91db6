"""Context strategies inside the agent loop: auto-compaction at the meter's line, a second
compaction from the first summary, overflow -> compact -> retry once, pruning persisted, the
policy stored in the session, memory files surviving compaction."""

from __future__ import annotations

import re

import pytest

from ctxmagic.agent.events import StepFinished, StepStarted, StrategyApplied
from ctxmagic.agent.loop import run_turn
from ctxmagic.context import presets
from ctxmagic.context.policy import Policy, parse_policy
from ctxmagic.errors import ConfigError, ContextOverflowError
from ctxmagic.messages.parts import CompactionPart, TextPart, ToolCallPart
from ctxmagic.model.request import Prepared, ProviderResponse, TextDelta
from ctxmagic.model.usage import Usage
from tests.conftest import make_agent

PROMPTS = [
    "Where is `line_total` defined?",
    "Where is `OutOfStock` raised?",
    "Where is `demo_catalog` used?",
    "Where is `discount_rate` defined?",
    "Where is `Order` defined?",
    "What does `report` print?",
]


def find_window(workspace, happened, prompts=PROMPTS, windows=range(4000, 12001, 200)) -> int:
    """The smallest window under which ``happened(events)`` holds for one of ``prompts``' turns
    (an offline session of those turns, on a throwaway store). Which window makes a turn end
    with a compaction, or a step overflow, depends on how long the offline model's answers are;
    tests find it rather than pin one that the next change to those answers breaks."""
    from ctxmagic.store.database import Store

    for window in windows:
        store = Store(":memory:")
        agent = make_agent(store, workspace, context_window=window)
        try:
            if any(happened(list(agent.turn(prompt))) for prompt in prompts):
                return window
        finally:
            store.close()
    raise AssertionError(f"no window in {windows} made it happen")


def ends_compacted(events) -> bool:
    """The turn's last event before TurnFinished is a compaction (it crossed the line at its end)."""
    return isinstance(events[-2], StrategyApplied) and events[-2].report.strategy == "summarize"


def compacted(events) -> bool:
    return any(isinstance(e, StrategyApplied) and e.report.strategy == "summarize" for e in events)


def overflowed(events) -> bool:
    return any(isinstance(e, StrategyApplied) and e.report.note == "overflow" for e in events)


def turns_until_compaction(agent, prompts=PROMPTS):
    for prompt in prompts:
        events = list(agent.turn(prompt))
        applied = [
            e for e in events if isinstance(e, StrategyApplied) and e.report.strategy == "summarize"
        ]
        if applied:
            return events, applied
    raise AssertionError("no compaction happened")


def test_policy_parsing_order_and_errors():
    p = parse_policy(
        ["summarize", "prune", "prune.protect_tokens=1000", "summarize.threshold=0.8"], Policy()
    )
    assert p.strategies == ["prune", "summarize"]  # canonical order, whatever was typed
    assert p.settings("prune")["protect_tokens"] == 1000
    assert p.settings("summarize")["threshold"] == 0.8
    assert Policy.from_dict(p.to_dict()) == p
    assert parse_policy(["append"], p).strategies == []
    assert parse_policy(
        ["exclude=1"] if False else ["prune.exclude_tools=memory,bash"], p
    ).settings("prune")["exclude_tools"] == ["memory", "bash"]
    with pytest.raises(ConfigError, match="unknown strategy 'compress'"):
        parse_policy(["compress"], p)
    with pytest.raises(ConfigError, match="unknown parameter"):
        parse_policy(["prune.protect=1"], p)
    with pytest.raises(ConfigError, match="strategy.name=value"):
        parse_policy(["threshold=0.5"], p)


def test_switching_strategies_keeps_the_parameters_of_those_not_listed():
    p = parse_policy(["prune", "summarize", "prune.protect_tokens=1234", "summarize.threshold=0.7"])
    away = parse_policy(["externalize"], p)
    assert away.strategies == ["externalize"]
    assert "kept for when their strategy is listed again: prune.protect_tokens=1234" in repr(away)
    back = parse_policy(["prune"], Policy.from_dict(away.to_dict()))  # as stored, read back
    assert back.settings("prune")["protect_tokens"] == 1234
    assert parse_policy(["summarize"], back).settings("summarize")["threshold"] == 0.7
    # a preset keeps them too, for the strategies it does not list
    preset = presets.parse(["preset", "pi"], back)
    assert (
        preset.preset == "pi"
        and parse_policy(["prune"], preset).settings("prune")["protect_tokens"] == 1234
    )
    # an older version's parameters that no longer check are dropped, not refused
    old = {"strategies": ["prune"], "params": {"prune": {"gone": 1}, "compress": {"x": 1}}}
    assert parse_policy(["summarize"], old).params == {}


def test_ctx_strategy_switch_and_back_finds_the_parameters(shell, capsys):
    magic = shell.magics_manager.registry["CtxMagic"]
    shell.run_line_magic("ctx", "strategy prune prune.protect_tokens=6400 prune.minimum_freed=3200")
    shell.run_line_magic("ctx", "strategy externalize")
    assert magic.runtime.policy(magic.current_session()).strategies == ["externalize"]
    shown = shell.run_line_magic("ctx", "strategy prune")
    assert shown.settings("prune")["protect_tokens"] == 6400
    assert shown.settings("prune")["minimum_freed"] == 3200
    assert "prune can never act" not in capsys.readouterr().err


def test_auto_compaction_fires_at_the_line_and_resets_the_odometer(store, workspace):
    # the line is further below the window than one step adds (a view of ~500 tokens), so the
    # meter crosses it before a request is over the window: the offline model refuses one, as
    # a provider does, and that compacts on overflow instead (test_overflow_...)
    agent = make_agent(store, workspace, context_window=5000, compact_threshold=0.8)
    events, applied = turns_until_compaction(agent)
    report = applied[0].report
    at_compaction = applied[0].session
    summary = store.get_message(at_compaction.summary_message_id)
    assert summary.role == "assistant" and summary.is_summary
    assert "## What was done" in summary.text
    # the line was crossed by the figure the meter showed just before
    index = events.index(applied[0])
    steps = [e for e in events[:index] if isinstance(e, StepFinished)]
    assert steps[-1].record.context_tokens >= 0.8 * 5000 and report.note == "auto"
    # the odometer reset to what the next request carries (system, tools, summary, tail), and
    # the compaction line reports that figure, the meter's, before and after
    assert report.context_before == steps[-1].session.context_tokens
    system, tools = agent.base_context()
    after = agent.count(Prepared(system, tools, report.after))
    assert (at_compaction.prompt_tokens, at_compaction.completion_tokens) == (after, 0)
    assert at_compaction.context_tokens == report.context_after == after < 0.8 * 5000
    assert f"context {report.context_before:,} -> {after:,} tokens" in report.summary_line()
    mark = next(p for p in summary.parts if isinstance(p, CompactionPart))
    assert mark.context_tokens == after  # kept with the summary, for a fork or an export
    # the next request starts with the summary, sent as a user message
    prepared, _ = agent.prepare()
    assert prepared.messages[0].role == "user" and prepared.messages[0].id == summary.id
    assert report.first_invalidated is not None
    assert run_turn(agent, "list the files").reason == "end_turn"


def test_exactly_at_the_line_compacts_one_token_below_does_not(store, workspace):
    agent = make_agent(store, workspace)
    final = run_turn(agent, PROMPTS[0])
    meter = final.session.context_tokens
    assert meter == store.requests(agent.session_id)[-1].usage.context
    window = agent.context_window

    below = Policy(["summarize"], {"summarize": {"reserve_tokens": window - meter - 1}})
    agent.policy = below
    assert not agent.compaction_due()
    agent.policy = Policy(["summarize"], {"summarize": {"reserve_tokens": window - meter}})
    assert agent.compaction_due()
    events = list(agent.turn(PROMPTS[1]))
    assert isinstance(events[1], StrategyApplied) and events[1].report.strategy == "summarize"


def test_second_compaction_starts_from_the_first_summary(store, workspace):
    agent = make_agent(store, workspace, context_window=5000)
    turns_until_compaction(agent)
    first = store.get_session(agent.session_id).summary_message_id
    first_summary = store.get_message(first)
    before_first = set(
        next(p for p in first_summary.parts if isinstance(p, CompactionPart)).replaced_message_ids
    )
    _, applied = turns_until_compaction(agent, PROMPTS[::-1] * 2)
    second = store.get_message(store.get_session(agent.session_id).summary_message_id)
    assert second.id != first
    replaced = next(p for p in second.parts if isinstance(p, CompactionPart)).replaced_message_ids
    assert first in replaced and not (set(replaced) & before_first)
    # merged: what the first summary knew survives the second
    assert "line_total" in second.text


def test_overflow_compacts_and_retries_once(store, workspace):
    calls = []

    class Overflowing:
        name = "overflowing"

        def __init__(self, failures):
            self.failures = failures

        def stream(self, request):
            calls.append(request)
            if self.failures:
                self.failures -= 1
                raise ContextOverflowError("prompt is too long: 210000 tokens > 200000 maximum")
            yield TextDelta("done")
            yield ProviderResponse([TextPart("done")], Usage(input=100, output=2), "end_turn")

    agent = make_agent(store, workspace, provider=Overflowing(0))
    run_turn(agent, "first")
    run_turn(agent, "second")
    agent.provider = Overflowing(1)
    events = list(agent.turn("third"))
    applied = [e for e in events if isinstance(e, StrategyApplied)]
    assert len(applied) == 1 and applied[0].report.note == "overflow"
    assert events[-1].reason == "end_turn"
    summary = store.get_message(store.get_session(agent.session_id).summary_message_id)
    assert next(p for p in summary.parts if isinstance(p, CompactionPart)).overflow
    # a second overflow in the same step is an error, not a loop
    agent.provider = Overflowing(2)
    final = run_turn(agent, "fourth")
    assert final.reason == "error" and "too long" in final.error


def test_overflow_without_summarize_says_how_to_compact(store, workspace):
    class Overflowing:
        name = "overflowing"

        def stream(self, request):
            raise ContextOverflowError("prompt is too long")
            yield  # pragma: no cover

    agent = make_agent(store, workspace, policy=Policy([]), provider=Overflowing())
    final = run_turn(agent, "hi")
    assert final.reason == "error" and "%ctx compact" in final.error


def test_prune_in_the_loop_marks_stored_results(store, workspace):
    policy = Policy(
        ["prune"], {"prune": {"protect_turns": 1, "protect_tokens": 50, "minimum_freed": 50}}
    )
    agent = make_agent(store, workspace, policy=policy)
    pruned_events = []
    for prompt in PROMPTS[:3]:
        pruned_events += [e for e in agent.turn(prompt) if isinstance(e, StrategyApplied)]
    assert pruned_events and pruned_events[0].report.strategy == "prune"
    stored = [r for m in store.messages(agent.session_id) for r in m.tool_results]
    marked = [r for r in stored if r.pruned_at]
    assert marked and all(
        r.content and r.content != "[Old tool result content cleared]" for r in marked
    )
    prepared, _ = agent.prepare()
    sent = {r.tool_call_id: r.visible_content for m in prepared.messages for r in m.tool_results}
    assert sent[marked[0].tool_call_id] == "[Old tool result content cleared]"


def test_window_and_replay_only_change_the_request(store, workspace):
    agent = make_agent(
        store, workspace, policy=Policy(["window"], {"window": {"budget_tokens": 800}})
    )
    for prompt in PROMPTS[:3]:
        run_turn(agent, prompt)
    stored = len(store.messages(agent.session_id))
    prepared, reports = agent.prepare()
    assert reports and reports[0].strategy == "window"
    assert len(prepared.messages) < stored == len(store.messages(agent.session_id))

    agent.policy = Policy(["replay"])
    prepared, reports = agent.prepare()
    assert len(prepared.messages) == 1 and reports[0].first_invalidated == 0
    assert run_turn(agent, PROMPTS[3]).reason == "end_turn"


def test_source_truncation_cap_saves_the_full_output(store, workspace):
    big = "\n".join(f"row {i}" for i in range(3000))
    (workspace / "big.txt").write_text(big)
    policy = Policy(["truncate"], {"truncate": {"max_lines": 100}})
    call = ToolCallPart("call_big", "bash", {"command": "cat big.txt"})

    class Script:
        name = "script"
        steps = [
            ProviderResponse([call], Usage(input=10, output=2), "tool_use"),
            ProviderResponse([TextPart("ok")], Usage(input=10, output=2), "end_turn"),
        ]

        def stream(self, request):
            yield self.steps.pop(0)

    agent = make_agent(store, workspace, policy=policy, provider=Script())
    run_turn(agent, "cat it")
    result = store.messages(agent.session_id)[2].tool_results[0]
    assert result.content.count("\n") < 120 and ".ctxmagic/outputs/" in result.content
    saved = workspace / result.metadata["full_output_path"]
    assert saved.read_text().rstrip("\n") == big


def test_policy_lives_in_the_session_row(shell, capsys):
    shell.run_cell_magic("agent", "", "list the files")
    shown = shell.run_line_magic("ctx", "strategy prune summarize prune.minimum_freed=100")
    assert shown.strategies == ["prune", "summarize"]
    magic = shell.magics_manager.registry["CtxMagic"]
    stored = magic.store.get_session(magic.session_id).strategy
    assert stored["strategies"] == ["prune", "summarize"] and stored["params"]["prune"] == {
        "minimum_freed": 100
    }
    assert "prune: clear old tool outputs" in repr(shell.run_line_magic("ctx", "strategy"))


def test_ctx_compact_and_parts_through_the_magics(shell, capsys):
    shell.run_cell_magic("agent", "", PROMPTS[0])
    shell.run_cell_magic("agent", "", PROMPTS[1])
    parts = shell.run_line_magic("ctx", "parts")
    cached = parts.column("cached")
    n = cached.count(True)
    assert n > 3 and all(cached[:n]) and not any(cached[n:])  # a prefix, then nothing
    table = shell.run_line_magic("ctx", "compact keep the VAT rules")
    assert "summarised" in table.column("action") and "created" in table.column("action")
    assert "compacted: summarize" in capsys.readouterr().out
    after = shell.run_line_magic("ctx", "parts --all")
    states = set(after.column("state"))
    assert {"summary", "summarised"} <= states
    assert sum(1 for s in after.column("state") if s == "summary") == 1


def test_strategy_table_shows_in_the_cell(shell, capsys):
    shell.run_line_magic("config", "CtxMagic.context_window = 5000")
    out = ""
    for prompt in PROMPTS:
        shell.run_cell_magic("agent", "", prompt)
        out += capsys.readouterr().out
        if "[context summarize" in out:
            break
    assert (
        "[context summarize:" in out
        and "freed" in out
        and "prompt cache invalidated from position" in out
    )


def test_output_cap_leaves_a_tool_truncated_at_the_source_alone(store, workspace):
    """A full 2000-line view is 2002 lines with its own hint; the cap must not cut that hint."""
    (workspace / "long.txt").write_text("\n".join(f"line {i}" for i in range(3000)))
    call = ToolCallPart("call_view", "view", {"path": "long.txt"})

    class Script:
        name = "script"
        steps = [
            ProviderResponse([call], Usage(input=10, output=2), "tool_use"),
            ProviderResponse([TextPart("ok")], Usage(input=10, output=2), "end_turn"),
        ]

        def stream(self, request):
            yield self.steps.pop(0)

    agent = make_agent(store, workspace, provider=Script())
    run_turn(agent, "read it")
    result = store.messages(agent.session_id)[2].tool_results[0]
    assert "Use 'offset' to read beyond line 2000" in result.content
    assert "cap" not in result.metadata and ".ctxmagic/outputs" not in result.content


def test_externalize_memory_survives_compaction_and_new_sessions(shell, workspace, capsys):
    shell.run_cell_magic("agent", "", "list the files")
    shell.run_line_magic("ctx", "strategy externalize truncate summarize")
    magic = shell.magics_manager.registry["CtxMagic"]
    session = magic.store.get_session(magic.session_id)
    agent = magic._agent(session)
    from ctxmagic.tools.registry import run_tool

    out = run_tool(
        "memory",
        {"command": "create", "path": "/memories/progress.md", "file_text": "VAT is 5% on books\n"},
        agent.tool_context,
    )
    assert not out.is_error
    system, tools = agent.base_context()
    assert "memory" in [t["name"] for t in tools]
    assert any("progress.md" in b.text for b in system)
    shell.run_line_magic("ctx", "compact")
    shell.run_line_magic("ctx", "new fresh start")
    shell.run_line_magic("ctx", "strategy externalize")
    fresh = magic._agent(magic.store.get_session(magic.session_id))
    system, _ = fresh.base_context()
    assert any("progress.md" in b.text for b in system)
    assert (workspace / "memories" / "progress.md").read_text() == "VAT is 5% on books\n"
    context = shell.run_line_magic("ctx", "context")
    sources = context.column("source")
    assert "system prompt" in sources and "AGENTS.md" in sources and "tools" in sources
    assert any("progress.md" in str(s) for s in sources)


def test_repomap_through_the_magic(shell):
    repo = shell.run_line_magic("ctx", "repomap 300")
    assert repo.tokens <= 300 and "bookshop/" in repo.text
    assert any(d.name == "line_total" for d in repo.entries)
    with pytest.raises(Exception, match="token budget"):
        shell.run_line_magic("ctx", "repomap lots")


def test_externalize_can_leave_project_files_out(store, workspace):
    agent = make_agent(
        store, workspace, policy=Policy(["externalize"], {"externalize": {"context_files": False}})
    )
    sources = [b.source for b in agent.base_context()[0]]
    assert "AGENTS.md" not in sources and "repo map" in sources
    agent.policy = Policy(["externalize"])
    assert "AGENTS.md" in [b.source for b in agent.base_context()[0]]


def test_strategy_can_be_set_before_the_first_turn(shell, capsys):
    shell.run_line_magic("ctx", "strategy prune")
    shell.run_cell_magic("agent", "", "list the files")
    requests = shell.run_line_magic("ctx", "requests")
    magic = shell.magics_manager.registry["CtxMagic"]
    assert [r.strategy for r in magic.store.requests(magic.session_id)] == ["prune"] * len(requests)


def test_a_parameter_that_can_never_act_for_the_window_is_warned_not_refused(shell, capsys):
    magic = shell.magics_manager.registry["CtxMagic"]
    policy = shell.run_line_magic("ctx", "strategy prune summarize")
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("ctxmagic warning: prune.protect_tokens=40000")
    assert "32,000-token window" in err[0] and "prune.protect_tokens=6400" in err[0]
    stored = magic.runtime.store.get_session(magic.session_id).strategy
    assert stored["strategies"] == ["prune", "summarize"] == policy.strategies
    shell.run_line_magic("ctx", "strategy")  # shown again: still said
    assert "ctxmagic warning: prune" in capsys.readouterr().err
    shell.run_line_magic("ctx", "strategy prune.protect_tokens=6400 prune.minimum_freed=3200")
    assert capsys.readouterr().err == ""
    magic.context_window = 0
    shell.run_line_magic("ctx", "strategy window window.budget_tokens=40000")
    assert "window.budget_tokens=40000 is not below" in capsys.readouterr().err
    # a window that holds them: nothing to say
    shell.run_cell_magic("agent", "--window 200000", "Where is `line_total` defined?")
    capsys.readouterr()
    shell.run_line_magic("ctx", "strategy prune window summarize window.budget_tokens=40000")
    assert capsys.readouterr().err == ""


def compacted_mid_turn(events) -> bool:
    """A summarize compaction with a step after it: the turn went on from the summary."""
    at = [
        i
        for i, e in enumerate(events)
        if isinstance(e, StrategyApplied) and e.report.strategy == "summarize"
    ]
    return bool(at) and any(isinstance(e, StepStarted) for e in events[at[0] :])


def test_a_compaction_mid_turn_keeps_the_prompt_it_is_working_on(store, workspace):
    """On a 4,000-token window the turn in progress was summarised with everything else (the
    half-budget it had to fit in was 0 once a whole reply budget was set aside), so the model
    lost the question: "Where is `Order` defined?" was answered about `OutOfStock`."""
    window = find_window(workspace, compacted_mid_turn)
    agent = make_agent(store, workspace, context_window=window)
    for prompt in PROMPTS:
        events = list(agent.turn(prompt))
        if compacted_mid_turn(events):
            break
    user = [m for m in store.messages(agent.session_id) if m.role == "user"][-1]
    assert user.text == prompt
    summary = store.get_message(store.get_session(agent.session_id).summary_message_id)
    kept = next(p for p in summary.parts if isinstance(p, CompactionPart)).kept_from_id
    assert kept == user.id  # the turn in progress is the verbatim tail
    name = re.search(r"`(\w+)`", prompt).group(1)
    assert name in store.messages(agent.session_id)[-1].text.split("\n")[0]
