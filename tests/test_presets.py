"""Presets: each agent's rules, one test per rule, on constructed histories whose outcome the rule
decides; then what every preset does in a running session and in the lab.

The rules and their sources are in ``ctxmagic/context/presets.py`` and docs/strategies.md.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ctxmagic import lab
from ctxmagic.agent.events import StrategyApplied
from ctxmagic.agent.loop import run_turn
from ctxmagic.context import carryover, microcompact, presets, prune, summarize, truncate
from ctxmagic.context.assemble import Pairing
from ctxmagic.context.policy import Policy
from ctxmagic.context.strategy import StrategyContext
from ctxmagic.errors import ConfigError
from ctxmagic.lab.replay import Scenario, replay
from ctxmagic.lab.trace import Recorded
from ctxmagic.messages.parts import (
    PRUNED_PLACEHOLDER,
    CompactionPart,
    FinishPart,
    Message,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    tool_message,
    user_message,
)
from ctxmagic.model.request import ProviderRequest
from ctxmagic.model.tokens import TokenCounter
from ctxmagic.model.usage import Usage
from ctxmagic.runtime import Runtime
from tests.compaction import apply as compaction

COUNTER = TokenCounter()
MINUTE = 60_000


def settings_of(name: str, strategy: str) -> dict:
    return presets.get(name).policy().settings(strategy)


def ctx(settings, *, window=200_000, context=0, reply=32_000, now=0, ttl=300_000, force=False):
    return StrategyContext(
        counter=COUNTER,
        window=window,
        budget=window,
        context_tokens=context,
        settings=settings,
        reply_tokens=reply,
        now_ms=now,
        cache_ttl_ms=ttl,
        force=force,
    )


def sized(tokens: int, word: str = " x") -> str:
    """Text of exactly ``tokens`` tokens (one per ' x')."""
    text = word * tokens
    assert COUNTER.text(text) == tokens
    return text


def turn(n: int, results: list[tuple[str, str]], *, at: int = 0, prompt_tokens: int = 5):
    """A user turn: the prompt, one step calling ``tool`` for each (tool, output), the results
    and an answer finished at ``at`` ms."""
    calls = [
        ToolCallPart(f"t{n}c{i}", tool, {"path": f"src/f{n}_{i}.py"})
        for i, (tool, _) in enumerate(results)
    ]
    out = [user_message(f"request {n}:" + sized(prompt_tokens))]
    if calls:
        out.append(Message(role="assistant", parts=[*calls, FinishPart("tool_use")]))
        out.append(
            tool_message(
                [
                    ToolResultPart(c.id, c.name, text)
                    for c, (_, text) in zip(calls, results, strict=True)
                ]
            )
        )
    out.append(
        Message(
            role="assistant",
            parts=[TextPart(f"answer {n}"), FinishPart("end_turn")],
            finished_at=at,
        )
    )
    return out


def result_tokens(messages: list[Message], call_id: str) -> int:
    for m in messages:
        for i, p in enumerate(m.parts):
            if isinstance(p, ToolResultPart) and p.tool_call_id == call_id:
                return COUNTER.parts(m)[i]
    raise KeyError(call_id)


def pruned_ids(messages: list[Message]) -> set[str]:
    return {r.tool_call_id for m in messages for r in m.tool_results if r.pruned_at is not None}


# ---------------------------------------------------------------------------------------------
# The registry


def test_every_agent_has_a_preset_whose_policy_checks():
    assert presets.names()[:6] == ["opencode", "claude-code", "codex", "pi", "goose", "opencode-go"]
    for preset in presets.all_presets().values():
        policy = preset.policy()
        assert policy.preset == preset.name and policy.strategies
        assert preset.sources, f"{preset.name} cites no source"
        assert all(s.url for s in preset.sources)


def test_opencode_go_is_a_new_sessions_default():
    assert presets.get("opencode-go").policy().same_as(Policy())
    assert presets.named(Policy()).preset == "opencode-go"


def test_community_figures_are_marked_and_are_parameters():
    claude = presets.get("claude-code")
    assert claude.uncertain  # read from community analyses of its bundled source
    assert not presets.get("pi").uncertain and not presets.get("codex").uncertain
    # a community figure is a parameter like any other: changing it keeps the rest
    policy = presets.parse(["preset", "claude-code", "summarize.reserve_tokens=20000"])
    assert policy.settings("summarize")["reserve_tokens"] == 20_000
    assert policy.settings("summarize")["reinject_files"] == 5
    assert policy.preset == ""  # no longer the preset


def test_registry_is_open_to_presets_a_strategy_module_or_a_caller_adds(monkeypatch):
    declared = {
        "name": "provider-test",
        "agent": "a provider's server-side editing",
        "strategies": ["prune"],
        "params": {"prune": {"protect_tokens": 1000}},
        "sources": [{"rule": "the docs", "url": "https://example.com/docs"}],
        "kind": "provider",
        "providers": ["anthropic"],
    }
    monkeypatch.setattr(prune, "PRESETS", (declared,), raising=False)
    found = presets.get("provider-test")
    assert found.kind == "provider" and found.runs_on("anthropic") and not found.runs_on("openai")
    assert [p.name for p in presets.choose(["all"], "openai")] == presets.names()[:6]
    assert "provider-test" in [p.name for p in presets.choose(["all"], "anthropic")]
    added = presets.register(
        presets.Preset("mine", "me", ("window",), {"window": {"budget_tokens": 5000}})
    )
    try:
        assert presets.get("mine") is added
        with pytest.raises(ConfigError, match="exists already"):
            presets.register(added)
        with pytest.raises(ConfigError, match="unknown strategy"):
            presets.register(presets.Preset("bad", "me", ("nope",)))
    finally:
        presets._REGISTERED.clear()


def test_unknown_preset_is_one_line_naming_the_choices():
    with pytest.raises(ConfigError) as err:
        presets.parse(["preset", "opencod"])
    assert "did you mean 'opencode'" in str(err.value) and "goose" in str(err.value)
    with pytest.raises(ConfigError, match="name a preset"):
        presets.parse(["preset"])
    with pytest.raises(ConfigError, match="is not a parameter"):
        presets.parse(["preset", "pi", "prune"])


# ---------------------------------------------------------------------------------------------
# opencode


def test_opencode_prunes_only_when_more_than_20000_tokens_would_be_freed():
    settings = settings_of("opencode", "prune")
    assert (settings["protect_tokens"], settings["minimum_freed"]) == (40_000, 20_001)
    for old, pruned in ((20_000, False), (20_001, True)):
        # turn 2's output fills the 40,000 protected tokens; turn 1's is the only candidate
        messages = turn(1, [("view", sized(old))]) + turn(2, [("grep", sized(40_000))])
        messages += turn(3, []) + turn(4, [])
        assert result_tokens(messages, "t1c0") == old
        out, report = prune.apply(messages, ctx(settings, now=1))
        assert pruned_ids(out) == ({"t1c0"} if pruned else set())
        assert ("under minimum_freed" in report.note) is not pruned


def test_opencode_never_prunes_the_last_two_user_turns():
    settings = settings_of("opencode", "prune")
    huge = sized(60_000)
    messages = turn(1, [("view", huge)]) + turn(2, [("view", huge)])
    out, _ = prune.apply(messages, ctx(settings, now=1))
    assert pruned_ids(out) == set()  # both are in the last two turns
    out, _ = prune.apply(messages + turn(3, []), ctx(settings, now=1))
    assert pruned_ids(out) == {"t1c0"}  # turn 1 is now third from last


def test_opencode_protects_skill_results_and_shows_the_cleared_placeholder():
    settings = settings_of("opencode", "prune")
    assert settings["exclude_tools"] == ["skill"]
    messages = turn(1, [("skill", sized(30_000)), ("view", sized(30_000))])
    messages += turn(2, [("grep", sized(40_000))]) + turn(3, []) + turn(4, [])
    out, _ = prune.apply(messages, ctx(settings, now=1))
    assert pruned_ids(out) == {"t1c1"}
    cleared = next(r for m in out for r in m.tool_results if r.tool_call_id == "t1c1")
    assert cleared.visible_content == PRUNED_PLACEHOLDER == "[Old tool result content cleared]"


def test_opencode_overflows_at_the_window_less_its_reply_budget_capped_at_32000():
    settings = settings_of("opencode", "summarize")
    assert summarize.threshold_tokens(200_000, settings, 32_000) == 168_000
    assert summarize.threshold_tokens(200_000, settings, 64_000) == 168_000  # capped
    assert summarize.threshold_tokens(200_000, settings, 8_192) == 191_808
    assert summarize.should_compact(ctx(settings, context=168_000))
    assert not summarize.should_compact(ctx(settings, context=167_999))


def test_opencode_tail_budget_is_a_quarter_of_the_usable_window_within_2000_and_8000():
    settings = settings_of("opencode", "summarize")
    assert summarize.tail_budget(settings, 20_000) == 5_000
    assert summarize.tail_budget(settings, 4_000) == 2_000
    assert summarize.tail_budget(settings, 168_000) == 8_000


def test_opencode_tail_keeps_at_most_the_last_two_turns():
    settings = settings_of("opencode", "summarize")
    messages = [t for n in range(1, 6) for t in turn(n, [("view", sized(200))])]
    last_three = COUNTER.messages(messages[-12:])
    assert last_three < 2_000  # three turns would fit the budget, but only two may stay
    out, report = compaction(messages, ctx(settings, window=24_000, reply=2_000, force=True))
    kept = out[1:]
    assert [m.text for m in kept if m.role == "user"] == [messages[-8].text, messages[-4].text]


def test_opencode_splits_a_turn_too_big_for_the_tail_at_an_assistant_message():
    settings = settings_of("opencode", "summarize")
    steps = []
    for i in range(4):  # one turn of four steps of 2,000 tokens: over the 5,500 of the tail
        call = ToolCallPart(f"s{i}", "view", {"path": f"f{i}.py"})
        steps += [
            Message(role="assistant", parts=[call, FinishPart("tool_use")]),
            tool_message([ToolResultPart(f"s{i}", "view", sized(2_000))]),
        ]
    messages = turn(1, [("view", sized(300))]) + [user_message("big turn")] + steps
    out, _ = compaction(messages, ctx(settings, window=24_000, reply=2_000, force=True))
    tail = out[1:]
    assert tail[0].role == "assistant" and tail[0].tool_calls  # cut inside the turn
    assert COUNTER.messages(tail) <= summarize.tail_budget(settings, 22_000)
    ids = {c.id for m in tail for c in m.tool_calls}
    assert {r.tool_call_id for m in tail for r in m.tool_results} == ids  # pairs intact


def test_opencode_caps_tool_output_at_2000_lines_or_50_kb(tmp_path):
    cap = settings_of("opencode", "truncate")
    text = "\n".join(f"line {i}" for i in range(2_500))
    content, meta = truncate.truncate_output(
        text,
        {},
        call_id="c1",
        workspace=tmp_path,
        max_lines=cap["max_lines"],
        max_bytes=cap["max_bytes"],
    )
    assert "line 1999" in content and "line 2000\n" not in content and meta["truncated"]


# ---------------------------------------------------------------------------------------------
# Claude Code


def test_claude_code_compacts_13000_below_the_window_less_its_reply_budget_capped_at_20000():
    settings = settings_of("claude-code", "summarize")
    assert summarize.threshold_tokens(200_000, settings, 32_000) == 167_000
    assert summarize.threshold_tokens(200_000, settings, 8_000) == 179_000
    assert summarize.should_compact(ctx(settings, context=167_000))
    assert not summarize.should_compact(ctx(settings, context=166_999))
    with pytest.raises(
        ConfigError,
        match=r"reserve_tokens 13,000 \+ the reply budget 2,000 \(reserve_output\) leave nothing",
    ):
        summarize.threshold_tokens(14_000, settings, 2_000)


def test_claude_code_summary_replaces_the_whole_history_between_turns():
    settings = settings_of("claude-code", "summarize")
    messages = [t for n in range(1, 4) for t in turn(n, [("grep", sized(50))])]
    out, _ = compaction(messages, ctx(settings, force=True))
    assert len(out) == 1 and out[0].is_summary


def test_claude_code_re_sends_the_five_most_recently_read_files_capped():
    settings = settings_of("claude-code", "summarize")
    messages = []
    for n in range(1, 8):  # seven files read, one of them twice
        messages += turn(n, [("view", f"contents of file {n}\n"), ("grep", "hits")])
    messages += turn(8, [("view", "newer contents of file 2\n")])
    messages[-3].parts[0].input["path"] = "src/f2_0.py"  # the last read is file 2 again
    out, _ = compaction(messages, ctx(settings, force=True))
    summary = out[0]
    mark = next(p for p in summary.parts if isinstance(p, CompactionPart))
    assert mark.reinjected == [
        "src/f2_0.py",
        "src/f7_0.py",
        "src/f6_0.py",
        "src/f5_0.py",
        "src/f4_0.py",
    ]
    files = dict(carryover.carried(summary)[1])
    assert files["src/f2_0.py"] == "newer contents of file 2\n"  # its latest view
    # the summary text itself is what a second compaction merges
    text = carryover.summary_text(summary)
    assert "## What was done" in text and "contents of file" not in text
    # a big file is cut to its first 5,000 tokens of whole lines
    lines = "".join(f"line {i}:" + " y" * 10 + "\n" for i in range(800))
    old = turn(1, [("view", lines)]) + turn(2, [])
    out, _ = compaction(old, ctx(settings, force=True))
    ((path, text),) = carryover.carried(out[0])[1]
    assert path == "src/f1_0.py" and text.startswith("line 0:")
    assert 4_800 <= COUNTER.text(text) <= 5_000 and "more lines not re-sent" in text


def test_claude_code_re_sent_files_stay_within_50000_tokens_and_skip_the_kept_tail():
    files = carryover.recent_files(
        None,
        [t for n in range(1, 6) for t in turn(n, [("view", sized(4_000) + "\n")])],
        turn(9, [("view", "kept\n")]),
        max_files=5,
        file_tokens=5_000,
        total_tokens=10_000,
        counter=COUNTER,
    )
    assert len(files) == 2  # 4,000 tokens each: a third would pass 10,000
    kept = turn(5, [("view", "x\n")])
    shown = carryover.recent_files(
        None,
        turn(5, [("view", "y\n")]),
        kept,
        max_files=5,
        file_tokens=50,
        total_tokens=500,
        counter=COUNTER,
    )
    assert shown == []  # the tail shows src/f5_0.py itself


def test_claude_code_micro_compaction_waits_for_the_cache_to_expire():
    settings = settings_of("claude-code", "microcompact")
    messages = []
    for n in range(1, 5):
        messages += turn(n, [("view", "a"), ("bash", "b"), ("memory", "m")], at=n * MINUTE)
    last = 4 * MINUTE
    out, report = microcompact.apply(messages, ctx(settings, now=last + 5 * MINUTE - 1))
    assert not report.acted and pruned_ids(out) == set()  # the 5-minute cache is still there
    out, report = microcompact.apply(messages, ctx(settings, now=last + 5 * MINUTE))
    cleared = pruned_ids(out)
    kept = {"t4c0", "t4c1", "t3c0", "t3c1", "t2c1"}  # the five newest view/bash results
    assert cleared == {"t1c0", "t1c1", "t2c0"}
    assert not cleared & kept and not any(c.endswith("c2") for c in cleared)  # memory stays
    assert report.persist and "cleared 3" in report.note
    # with the 1-hour cache (Claude Code's) it waits an hour
    out, _ = microcompact.apply(messages, ctx(settings, now=last + 59 * MINUTE, ttl=3_600_000))
    assert pruned_ids(out) == set()
    over = dict(settings, idle_seconds=3600)
    out, _ = microcompact.apply(messages, ctx(over, now=last + 60 * MINUTE))
    assert pruned_ids(out) == {"t1c0", "t1c1", "t2c0"}


# ---------------------------------------------------------------------------------------------
# Codex


def test_codex_compacts_at_90_percent_of_the_window():
    settings = settings_of("codex", "summarize")
    assert summarize.threshold_tokens(272_000, settings, 32_000) == 244_800
    assert summarize.should_compact(ctx(settings, window=272_000, context=244_800))
    assert not summarize.should_compact(ctx(settings, window=272_000, context=244_799))


def test_codex_keeps_the_newest_user_messages_up_to_20000_tokens_then_the_summary():
    settings = settings_of("codex", "summarize")
    messages = []
    for n in range(1, 6):
        messages += turn(n, [("bash", sized(100))], prompt_tokens=6_000)
    out, _ = compaction(messages, ctx(settings, force=True))
    assert len(out) == 1  # no assistant message or tool result is kept
    prompts, files = carryover.carried(out[0])
    assert files == []
    texts = [p.text for p in out[0].parts if isinstance(p, TextPart)]
    assert texts[: len(prompts)] == prompts and "## What was done" in texts[len(prompts)]
    assert prompts[1:] == [m.text for m in messages if m.role == "user"][-3:]  # whole, in order
    assert "tokens truncated" in prompts[0]  # the fourth newest, cut to what was left
    assert sum(COUNTER.text(p) for p in prompts) <= 20_000
    # a second compaction collects the prompts the first one carried as older ones
    more = [out[0].copy(role="user"), *turn(6, [], prompt_tokens=100)]
    again, _ = compaction(more, ctx(settings, force=True))
    second = carryover.carried(again[0])[0]
    assert second[-1] == more[1].text and second[-2] == prompts[-1]


def test_codex_caps_tool_output_at_10000_bytes(tmp_path):
    cap = settings_of("codex", "truncate")
    content, meta = truncate.truncate_output(
        "y" * 30_000,
        {},
        call_id="c1",
        workspace=tmp_path,
        max_lines=cap["max_lines"],
        max_bytes=cap["max_bytes"],
    )
    assert meta["truncated"] and content.startswith("y" * 10_000)
    assert "y" * 10_001 not in content


# ---------------------------------------------------------------------------------------------
# pi


def test_pi_compacts_past_the_window_less_16384_reserve_tokens():
    settings = settings_of("pi", "summarize")
    assert summarize.threshold_tokens(200_000, settings, 32_000) == 183_616
    assert summarize.should_compact(ctx(settings, context=183_616))


def test_pi_keeps_20000_recent_tokens_cut_at_a_user_or_assistant_message():
    settings = settings_of("pi", "summarize")
    messages = []
    for n in range(1, 4):
        messages += turn(n, [("view", sized(4_000)), ("grep", sized(4_000))])
        messages.insert(-1, Message(role="assistant", parts=[TextPart(sized(3_000))]))
    out, _ = compaction(messages, ctx(settings, force=True))
    tail = out[1:]
    assert COUNTER.messages(tail) <= 20_000
    assert tail[0].role == "assistant" and not tail[0].tool_results  # mid-turn, not a result
    # the next cut point back would not have fitted
    start = len(messages) - len(tail)
    earlier = max(i for i in range(start) if messages[i].role in ("user", "assistant"))
    assert COUNTER.messages(messages[earlier:]) > 20_000


def test_pi_caps_tool_output_at_2000_lines_or_50_kb():
    cap = settings_of("pi", "truncate")
    assert (cap["max_lines"], cap["max_bytes"]) == (2_000, 51_200)


# ---------------------------------------------------------------------------------------------
# goose and opencode Go


def test_goose_compacts_at_80_percent_and_opencode_go_at_95():
    goose = settings_of("goose", "summarize")
    assert summarize.threshold_tokens(100_000, goose, 8_000) == 80_000
    assert summarize.threshold_tokens(100_000, settings_of("opencode-go", "summarize")) == 95_000
    assert presets.get("opencode-go").strategies == ("truncate", "summarize")


# ---------------------------------------------------------------------------------------------
# In a session, through the magic, and in the lab


def test_goose_re_sends_the_latest_user_message_after_its_summary():
    trace = lab.synthetic(turns=8, tokens_per_turn=2_000, tool_rounds=2, seed=3)
    seen: list[ProviderRequest] = []
    run = replay(
        trace,
        Scenario(**preset_setup("goose"), window=8_000),
        on_request=seen.append,
    )
    assert [r.kind for r in run.rows].count("summary") >= 1
    after = [r for i, r in enumerate(seen[1:], 1) if seen[i - 1].task is not None]
    assert after
    for request in after:
        first, second = request.messages[:2]
        assert first.is_summary and first.role == "user"
        assert second.role == "user" and second.text.startswith("Turn ")


def test_ctx_strategy_preset_applies_lists_and_refuses(shell, capsys):
    policy = shell.run_line_magic("ctx", "strategy preset pi")
    assert policy.preset == "pi" and "preset pi (truncate+summarize)" in policy.describe()
    assert policy.settings("summarize")["reserve_tokens"] == 16_384
    table = shell.run_line_magic("ctx", "strategy presets")
    assert table.column("preset")[:6] == presets.names()[:6]
    assert "yes" in table.column("community figures")  # claude-code's
    changed = shell.run_line_magic("ctx", "strategy preset opencode prune.protect_tokens=30000")
    assert changed.preset == "" and changed.settings("prune")["protect_tokens"] == 30_000
    assert shell.run_line_magic("ctx", "strategy").settings("prune")["protect_tokens"] == 30_000
    capsys.readouterr()
    assert shell.run_line_magic("ctx", "strategy preset claud") is None
    err = capsys.readouterr().err
    assert "unknown preset 'claud'; did you mean 'claude-code'" in err and "Traceback" not in err
    # nothing changed
    assert shell.run_line_magic("ctx", "strategy").settings("prune")["protect_tokens"] == 30_000


def test_ctx_lab_presets_all_compares_the_recorded_policy_with_every_preset(shell, capsys):
    shell.run_cell_magic("agent", "", "Where is `line_total` defined?")
    shell.run_cell_magic("agent", "", "Which function raises `OutOfStock`?")
    report = shell.run_line_magic("ctx", "lab --presets all --no-charts")
    runs = [p.name for p in presets.choose(["all"], "anthropic")]  # billed as claude-sonnet
    assert runs[:6] == presets.names()[:6]
    assert [m.run for m in report.metrics] == ["recorded", *runs]
    assert report.metrics[0].reproduced is True
    # a session's own window too small for Claude Code's reserve: left out, and said so
    small = shell.run_line_magic(
        "ctx", "lab --presets claude-code pi goose --window 12000 --no-charts"
    )
    assert [m.run for m in small.metrics] == ["recorded", "goose"]
    notes = " ".join(small.notes())
    assert "claude-code left out" in notes and "pi left out" in notes
    capsys.readouterr()
    shell.run_line_magic("ctx", "lab --presets pi --window 12000")
    assert "no preset can run here (pi left out: summarize reserve_tokens 16,384" in (
        capsys.readouterr().err
    )
    shell.run_line_magic("ctx", "lab --presets nope")
    assert "unknown preset 'nope'" in capsys.readouterr().err


def test_lab_compare_with_presets_names_each_run_after_its_preset():
    trace = lab.synthetic(turns=6, tokens_per_turn=3_000, tool_rounds=2, seed=1)
    frame = lab.compare(trace, presets=["pi", "codex"], window=24_000, workers=0)
    assert list(frame["run"]) == ["recorded", "pi", "codex"]
    assert frame.set_index("run").loc["pi", "compactions"] >= 1


def preset_setup(name: str) -> dict:
    policy = presets.get(name).policy()
    return {"strategies": list(policy.strategies), "params": policy.params, "label": name}


# ---------------------------------------------------------------------------------------------
# Every preset's requests stay valid, and the lab reproduces a session recorded under each


@st.composite
def traces(draw):
    """A recorded session of random shape: steps of several calls to several tools, outputs of
    random size, pauses short and long (past the cache's lifetime)."""
    ids = itertools.count()
    rng_tools = st.sampled_from(["view", "grep", "bash", "ls", "glob", "edit"])
    messages: list[Message] = []
    responses: dict[str, Recorded] = {}
    clock = 1_000_000
    for t in range(draw(st.integers(2, 9))):
        clock += draw(st.sampled_from([5_000, 90_000, 400_000, 4_000_000]))
        messages.append(user_message(f"Turn {t}: " + " x" * draw(st.integers(1, 400))))
        for _ in range(draw(st.integers(0, 3))):
            calls = [
                ToolCallPart(
                    f"c{next(ids)}", draw(rng_tools), {"path": f"f{draw(st.integers(0, 5))}.py"}
                )
                for _ in range(draw(st.integers(1, 3)))
            ]
            step = Message(
                role="assistant", parts=[TextPart("working"), *calls, FinishPart("tool_use")]
            )
            messages.append(step)
            responses[step.id] = Recorded(at_ms=clock, usage=Usage(output=20))
            clock += draw(st.sampled_from([1_000, 30_000]))
            messages.append(
                tool_message(
                    [
                        ToolResultPart(
                            c.id, c.name, "\n".join([" y" * 20] * draw(st.integers(0, 300)))
                        )
                        for c in calls
                    ]
                )
            )
        answer = Message(role="assistant", parts=[TextPart("done " * 20), FinishPart("end_turn")])
        messages.append(answer)
        responses[answer.id] = Recorded(at_ms=clock, usage=Usage(output=21))
    base = lab.synthetic(turns=1, tokens_per_turn=100, tool_rounds=0)
    return replace_trace(base, messages, responses)


def replace_trace(base, messages, responses):
    from dataclasses import replace as dc_replace

    return dc_replace(base, messages=messages, responses=responses, title="random", source="random")


def valid(request: ProviderRequest) -> bool:
    pairing = Pairing()
    for m in request.messages:
        pairing.add(m)
    return bool(request.messages) and request.messages[0].role == "user" and pairing.valid


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    trace=traces(),
    name=st.sampled_from(["opencode", "claude-code", "codex", "pi", "goose", "opencode-go"]),
)
def test_every_presets_requests_stay_valid(trace, name):
    bad: list[ProviderRequest] = []
    seen: list[ProviderRequest] = []

    def check(request: ProviderRequest) -> None:
        seen.append(request)
        if not valid(request):
            bad.append(request)

    replay(trace, Scenario(**preset_setup(name), window=24_000), on_request=check)
    assert seen and not bad, [[m.role for m in r.messages] for r in bad[:1]]


class FakeClock:
    """The wall clock the session's process sees (``messages.ids.time``), moved by hand."""

    def __init__(self, real):
        self.real = real
        self.ns = real.time_ns()

    def time_ns(self):
        return self.ns

    def __getattr__(self, name):
        return getattr(self.real, name)


PROMPTS = [
    "Where is `line_total` defined, and how is VAT applied?",
    "Which function raises `OutOfStock`, and what does it leave unchanged when it does?",
    "Run `ls bookshop` and tell me what it lists.",
    "What is in README.md?",
    "Where is `apply_discount` used?",
]

# name: (window, what must have happened, so that reproducing it means something)
RECORDED = {
    "opencode": (5_000, {"summarize"}),
    "claude-code": (20_000, {"microcompact", "summarize"}),
    "codex": (5_000, {"summarize"}),
    "pi": (20_000, {"summarize"}),
    "goose": (5_000, {"summarize"}),
    "opencode-go": (5_000, {"summarize"}),
}


@pytest.mark.parametrize("name", list(RECORDED))
def test_the_lab_reproduces_a_session_recorded_under_each_preset(
    store, workspace, monkeypatch, name
):
    from ctxmagic.messages import ids

    clock = FakeClock(ids.time)
    monkeypatch.setattr(ids, "time", clock)
    # ids never go back in time: what this test's later clock set is undone with it, or every
    # id of the tests after it would be made in one millisecond
    monkeypatch.setattr(ids, "_last_ms", ids._last_ms)
    window, expected = RECORDED[name]
    runtime = Runtime(store=store, workspace=str(workspace), context_window=window)
    agent = runtime.open()
    runtime.set_policy(agent.session_id, ["preset", name])
    acted: list[str] = []
    for i in range(12):
        clock.ns += (400 if i % 4 == 3 else 20) * 1_000_000_000  # a long pause now and then
        final = run_turn(
            agent,
            PROMPTS[i % len(PROMPTS)],
            on_event=lambda e: (
                acted.append(e.report.strategy) if isinstance(e, StrategyApplied) else None
            ),
        )
        assert final.reason == "end_turn", final.error
    assert expected <= set(acted), acted
    marks = [p for m in store.messages(agent.session_id) for p in m.parts]
    marks = [p for p in marks if isinstance(p, CompactionPart)]
    if name == "claude-code":  # what it re-sends with its summary is part of what is replayed
        assert any(m.reinjected for m in marks)
    trace = lab.from_store(store, agent.session_id)
    assert trace.policy.get("preset") == name
    run = replay(trace)
    assert run.reproduced is True, [(r.index, r.kind) for r in run.rows if r.matches is False]
    assert [r.kind for r in run.rows].count("summary") == len(trace.summaries)


def test_provider_side_presets_are_listed_once_their_strategies_exist():
    listed = presets.names()
    for preset in presets.PROVIDER_SIDE:
        assert (preset.name in listed) is presets.available(preset)
        assert preset.kind == "provider" and preset.providers and preset.sources
        if presets.available(preset):
            assert preset.policy().strategies == list(preset.strategies)


def test_micro_compaction_waits_for_the_lifetime_of_the_billed_models_cache(store, workspace):
    from dataclasses import replace as dc_replace

    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.open()
    assert agent.cache_lifetime_ms == 300_000  # Claude, the 5-minute TTL
    runtime.configure(dc_replace(runtime.settings, cache_ttl="1h"))
    assert runtime.agent(agent.session_id).cache_lifetime_ms == 3_600_000
    openai = next(m for m in runtime.catalog.models.values() if m.cache == "openai")
    runtime.configure(dc_replace(runtime.settings, offline_simulates=openai.id))
    agent = runtime.agent(agent.session_id)
    assert agent.cache_lifetime_ms == 600_000  # OpenAI's automatic cache: 5-10 minutes
    context = agent._context(settings_of("claude-code", "microcompact"), 0)
    assert context.cache_ttl_ms == 600_000
