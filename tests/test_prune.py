"""Pruning with opencode TS's rules, each at its boundary, on histories of exact token sizes.

``" x" * n`` is exactly n o200k tokens (checked below), so a result of n tokens is built exactly.
"""

from __future__ import annotations

import itertools

import pytest

from ctxmagic.context.policy import apply_one
from ctxmagic.context.strategy import StrategyContext
from ctxmagic.errors import ConfigError
from ctxmagic.messages.parts import (
    PRUNED_PLACEHOLDER,
    CompactionPart,
    Message,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    tool_message,
    user_message,
)
from ctxmagic.model.tokens import TokenCounter

COUNTER = TokenCounter()
NOW = 1_700_000_000_000
_ids = itertools.count()


def tokens(n: int) -> str:
    return " x" * n


def turn(*sizes: int, tool: str = "grep", error: bool = False) -> list[Message]:
    """A user turn of one step: one call per size, their results of exactly that many tokens."""
    calls = [ToolCallPart(id=f"call{next(_ids)}", name=tool, input={"n": n}) for n in sizes]
    results = [
        ToolResultPart(c.id, tool, tokens(n), is_error=error)
        for c, n in zip(calls, sizes, strict=True)
    ]
    return [
        user_message(f"question {next(_ids)}"),
        Message(role="assistant", parts=[TextPart("looking"), *calls]),
        tool_message(results),
        Message(role="assistant", parts=[TextPart("answer")]),
    ]


def recent() -> list[Message]:
    """Two protected turns, huge on purpose: they must never be touched."""
    return turn(100_000) + turn(60_000, 60_000)


def ctx(**settings) -> StrategyContext:
    return StrategyContext(
        counter=COUNTER,
        window=1_000_000,
        budget=900_000,
        context_tokens=0,
        settings=settings,
        now_ms=NOW,
    )


def pruned_sizes(messages: list[Message]) -> list[int]:
    """Token sizes of the pruned results, oldest first (read from the stored content)."""
    return [
        COUNTER.text(r.content) for m in messages for r in m.tool_results if r.pruned_at is not None
    ]


def test_calibration_one_x_is_one_token():
    for n in (1, 19_999, 20_000, 40_000, 40_001):
        assert COUNTER.part(ToolResultPart("c", "grep", tokens(n))) == n


@pytest.mark.parametrize(("size", "expected"), [(19_999, []), (20_000, [20_000])])
def test_prunes_only_when_at_least_20000_tokens_are_freed(size, expected):
    # newest outside the protected turns: exactly 40000 protected, then one candidate
    messages = turn(size) + turn(40_000) + recent()
    before = [m.to_dict() for m in messages]
    out, report = apply_one("prune", messages, ctx())
    assert [m.to_dict() for m in messages] == before
    assert pruned_sizes(out) == expected
    assert len(report.changes) == len(expected)
    if expected:
        assert "pruned 1 old tool result" in report.note
    else:
        assert out == messages and report.persist == []
        assert "under minimum_freed 20,000" in report.note


@pytest.mark.parametrize(("older", "expected"), [(10_000, [20_000]), (10_001, [20_000, 10_001])])
def test_a_result_bringing_the_total_to_40000_is_protected_and_to_40001_is_not(older, expected):
    # newest first: 30000 (total 30000), then `older` (total 40000 or 40001), then 20000 (always
    # a candidate, so the 20000 minimum is met either way)
    messages = turn(20_000) + turn(older) + turn(30_000) + recent()
    out, _ = apply_one("prune", messages, ctx())
    assert pruned_sizes(out) == expected


def test_results_within_one_step_are_walked_newest_first():
    # one message, parts oldest to newest: the last part is protected first
    messages = turn(25_000, 25_000, 40_000) + recent()
    out, _ = apply_one("prune", messages, ctx())
    results = out[2].tool_results
    assert [r.pruned_at is not None for r in results] == [True, True, False]


def test_the_last_two_user_turns_are_never_touched_even_when_huge():
    old = turn(30_000) + turn(30_000)
    messages = old + recent()
    out, report = apply_one("prune", messages, ctx())
    assert pruned_sizes(out) == [30_000]
    assert out[len(old) :] == messages[len(old) :]  # the same objects, unchanged
    protected = {m.id for m in messages[len(old) :]}
    assert not protected & {c.message_id for c in report.changes}


def test_protect_turns_is_a_parameter():
    messages = turn(30_000) + turn(40_000) + turn(1)
    assert pruned_sizes(apply_one("prune", messages, ctx(protect_turns=1))[0]) == [30_000]
    # with 3 protected turns nothing is old enough
    assert apply_one("prune", messages, ctx(protect_turns=3))[1].changes == []
    # with 0, the newest turn's result is counted too: 1 + 40000 > 40000
    assert pruned_sizes(apply_one("prune", messages, ctx(protect_turns=0))[0]) == [30_000, 40_000]


def test_the_walk_stops_at_the_first_already_pruned_result():
    oldest = turn(30_000)
    middle = turn(30_000)
    middle[2].parts[0].pruned_at = 5  # pruned by an earlier pass
    messages = oldest + middle + turn(40_000) + recent()
    out, report = apply_one("prune", messages, ctx())
    assert report.changes == [] and out == messages  # oldest (30000) is never reached

    middle[2].parts[0].pruned_at = None  # without the earlier prune, both are candidates
    out, _ = apply_one("prune", messages, ctx())
    assert pruned_sizes(out) == [30_000, 30_000]


def test_excluded_tools_are_neither_counted_nor_pruned():
    messages = turn(30_000, tool="memory") + turn(30_000) + turn(40_000) + recent()
    out, _ = apply_one("prune", messages, ctx())
    assert pruned_sizes(out) == [30_000]
    assert out[:4] == messages[:4]  # the memory result is untouched
    out, _ = apply_one("prune", messages, ctx(exclude_tools=[]))
    assert pruned_sizes(out) == [30_000, 30_000]


def test_error_results_count_and_prune_like_any_other():
    messages = turn(30_000, error=True) + turn(40_000) + recent()
    assert pruned_sizes(apply_one("prune", messages, ctx())[0]) == [30_000]


def test_pruned_copies_are_persisted_and_the_model_sees_the_placeholder():
    messages = turn(20_000, 5) + turn(40_000) + recent()
    out, report = apply_one("prune", messages, ctx())
    assert report.persist == [out[2]] and out[2] is not messages[2]
    assert out[2].id == messages[2].id and out[2].updated_at == NOW
    first, second = out[2].tool_results
    assert first.pruned_at == second.pruned_at == NOW
    assert first.content == tokens(20_000)  # the store keeps the content
    assert first.visible_content == PRUNED_PLACEHOLDER
    placeholder = COUNTER.text(PRUNED_PLACEHOLDER)
    assert [(c.index, c.action, c.tokens_before, c.tokens_after) for c in report.changes] == [
        (0, "pruned", 20_000, placeholder),
        (1, "pruned", 5, placeholder),
    ]
    assert report.tokens_before == COUNTER.messages(messages)
    assert report.tokens_after == COUNTER.messages(out)
    assert report.freed == 20_005 - 2 * placeholder
    assert report.before == messages and report.after == out


def test_a_leading_summary_counts_as_a_user_turn():
    summary = Message(
        role="user", parts=[TextPart("summary of earlier work"), CompactionPart(auto=True)]
    )
    tail = [
        Message(role="assistant", parts=[ToolCallPart("k1", "view", {})]),
        tool_message([ToolResultPart("k1", "view", tokens(60_000))]),
    ]
    messages = [summary, *tail, *turn(1)]
    # the summary's turn (holding the kept tail) is the second newest: protected
    assert apply_one("prune", messages, ctx())[1].changes == []
    out, _ = apply_one("prune", messages, ctx(protect_turns=1, protect_tokens=0))
    assert pruned_sizes(out) == [60_000]


def test_bad_settings_name_the_valid_ones():
    with pytest.raises(
        ConfigError, match="valid parameters: protect_turns, protect_tokens, minimum_freed"
    ):
        apply_one("prune", turn(1), ctx(protect=3))
    with pytest.raises(ConfigError, match="prune.protect_turns must be a whole number from 0"):
        apply_one("prune", turn(1), ctx(protect_turns=-1))
    with pytest.raises(ConfigError, match="exclude_tools must be a list of names"):
        apply_one("prune", turn(1), ctx(exclude_tools=[1]))
    with pytest.raises(ConfigError, match="minimum_freed must be a whole number"):
        apply_one("prune", turn(1), ctx(minimum_freed=True))


@pytest.mark.parametrize(
    ("protect", "freed", "acts"),
    [(40_000, 20_000, False), (20_000, 12_000, False), (20_000, 11_000, True)],
)
def test_never_acts_is_said_exactly_when_the_least_prunable_history_is_over_the_window(
    protect, freed, acts
):
    from ctxmagic.context.prune import never_acts

    window = 32_000
    settings = {"protect_tokens": protect, "minimum_freed": freed, "protect_turns": 0}
    said = never_acts(settings, window)
    assert (said is None) == acts
    # the least history prune acts on: protect_tokens of newest output, then minimum_freed
    messages = turn(freed) + turn(protect)
    out, report = apply_one("prune", messages, ctx(**settings))
    assert pruned_sizes(out) == [freed]
    assert (COUNTER.messages(messages) < window) == acts
    if said:
        assert f"not below the {window:,}-token window" in said and "\n" not in said


def test_a_window_budget_at_the_window_never_acts():
    from ctxmagic.context.window import never_acts

    assert never_acts({"budget_tokens": 0}, 32_000) is None
    assert never_acts({"budget_tokens": 31_999}, 32_000) is None
    assert "window.budget_tokens=32000 is not below" in never_acts(
        {"budget_tokens": 32_000}, 32_000
    )
