"""Sliding window: whole oldest turns dropped until the history fits, at the exact budget."""

from __future__ import annotations

import itertools

import pytest

from ctxmagic.context.assemble import well_formed
from ctxmagic.context.policy import apply_one
from ctxmagic.context.strategy import StrategyContext
from ctxmagic.errors import ConfigError
from ctxmagic.messages.parts import (
    CompactionPart,
    FinishPart,
    Message,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    tool_message,
    user_message,
)
from ctxmagic.model.tokens import TokenCounter

COUNTER = TokenCounter()
_ids = itertools.count()


def turn(size: int, steps: int = 2) -> list[Message]:
    """A user turn of ``steps`` tool steps, each result ``size`` tokens, then an answer."""
    out = [user_message(f"question {next(_ids)}")]
    for _ in range(steps):
        call = ToolCallPart(id=f"call{next(_ids)}", name="grep", input={"pattern": "x"})
        out.append(Message(role="assistant", parts=[TextPart("looking"), call]))
        out.append(tool_message([ToolResultPart(call.id, "grep", " x" * size)]))
    out.append(Message(role="assistant", parts=[TextPart("answer"), FinishPart("end_turn")]))
    return out


def ctx(budget: int = 1_000_000, **settings) -> StrategyContext:
    return StrategyContext(
        counter=COUNTER, window=budget, budget=budget, context_tokens=0, settings=settings
    )


def summary() -> Message:
    return Message(
        role="user", parts=[TextPart("summary of the session so far"), CompactionPart(auto=True)]
    )


def test_budget_exactly_met_keeps_everything():
    messages = turn(300) + turn(200) + turn(100)
    size = COUNTER.messages(messages)
    out, report = apply_one("window", messages, ctx(size))
    assert out == messages and report.changes == [] and report.note == ""
    assert not report.acted


def test_one_token_less_drops_the_oldest_whole_turn():
    first, second, third = turn(300), turn(200), turn(100)
    messages = first + second + third
    before = [m.to_dict() for m in messages]
    out, report = apply_one("window", messages, ctx(COUNTER.messages(messages) - 1))
    assert out == second + third
    assert [m.to_dict() for m in messages] == before
    dropped = [(c.message_id, c.index) for c in report.changes]
    assert dropped == [(m.id, i) for m in first for i in range(len(m.parts))]
    assert {c.action for c in report.changes} == {"dropped"}
    assert all(c.tokens_after == 0 for c in report.changes)
    assert sum(c.tokens_before for c in report.changes) == sum(
        COUNTER.part(p) for m in first for p in m.parts
    )
    assert report.tokens_after == COUNTER.messages(out) == COUNTER.messages(second + third)
    assert report.persist == [] and "dropped the 1 oldest turn" in report.note
    assert report.before == messages and report.after == out


def test_drops_as_many_turns_as_needed_and_no_more():
    turns = [turn(100) for _ in range(5)]
    messages = [m for t in turns for m in t]
    budget = COUNTER.messages(turns[3] + turns[4])
    assert apply_one("window", messages, ctx(budget))[0] == turns[3] + turns[4]
    assert apply_one("window", messages, ctx(budget - 1))[0] == turns[4]


def test_the_last_turn_is_kept_even_alone_over_budget():
    first, last = turn(100), turn(5000)
    out, report = apply_one("window", first + last, ctx(50))
    assert out == last
    assert "kept the last turn over budget" in report.note
    assert f"{COUNTER.messages(out):,} tokens for a budget of 50" in report.note


def test_a_leading_summary_is_kept_and_turns_after_it_are_dropped():
    s = summary()
    first, second = turn(500), turn(50)
    messages = [s, *first, *second]
    out, report = apply_one("window", messages, ctx(COUNTER.messages([s, *second])))
    assert out == [s, *second]
    assert s.id not in {c.message_id for c in report.changes}


def test_the_verbatim_tail_after_a_summary_is_dropped_before_any_turn():
    s = summary()
    tail = turn(400)[1:]  # a kept tail may start mid-turn, with an assistant message
    last = turn(50)
    messages = [s, *tail, *last]
    out, _ = apply_one("window", messages, ctx(COUNTER.messages([s, *last])))
    assert out == [s, *last]


def test_calls_and_results_are_never_separated():
    messages = turn(400, steps=3) + turn(300, steps=1) + turn(10, steps=4)
    for budget in range(200, COUNTER.messages(messages) + 1, 97):
        out, _ = apply_one("window", messages, ctx(budget))
        assert well_formed(out) == out


def test_budget_tokens_overrides_the_context_budget():
    messages = turn(300) + turn(100)
    small = COUNTER.messages(messages) - 1
    assert apply_one("window", messages, ctx(10**6, budget_tokens=small))[0] == messages[6:]
    assert apply_one("window", messages, ctx(small, budget_tokens=0))[0] == messages[6:]
    assert apply_one("window", messages, ctx(small, budget_tokens=10**6))[0] == messages


def test_bad_settings_and_no_budget_are_refused():
    with pytest.raises(ConfigError, match="valid parameters: budget_tokens"):
        apply_one("window", turn(1), ctx(100, tokens=5))
    with pytest.raises(ConfigError, match="window.budget_tokens must be a whole number from 0 to"):
        apply_one("window", turn(1), ctx(100, budget_tokens=-1))
    with pytest.raises(ConfigError, match="set budget_tokens to a positive number"):
        apply_one("window", turn(1), ctx(0))


def test_a_budget_over_what_the_window_leaves_is_capped_at_it():
    """budget_tokens counts messages only; beside the fixed part it may not fit the window."""
    turns = [turn(100) for _ in range(4)]
    messages = [m for t in turns for m in t]
    fits = COUNTER.messages(turns[2] + turns[3])
    at = StrategyContext(
        counter=COUNTER,
        window=4000,
        budget=0,
        context_tokens=0,
        fits=fits,
        settings={"budget_tokens": 10 * fits},
    )
    out, report = apply_one("window", messages, at)
    assert out == turns[2] + turns[3]
    assert report.note.startswith(f"dropped the 2 oldest turn(s) to fit {fits:,} tokens, what")
    assert "(budget_tokens=" in report.note
    # a budget under what fits is the user's
    below = StrategyContext(
        counter=COUNTER,
        window=4000,
        budget=0,
        context_tokens=0,
        fits=fits,
        settings={"budget_tokens": COUNTER.messages(turns[3])},
    )
    out, report = apply_one("window", messages, below)
    assert out == turns[3] and "budget_tokens=" not in report.note


WORKSHOP = [  # notebook 02's questions, on its 4,000-token window
    "Where is `line_total` defined, and how is VAT applied?",
    "Which function raises `OutOfStock`, and what does it leave unchanged when it does?",
    "Where is `discount_rate` used? Never change the 15% cap.",
    "Where is `demo_catalog` used, and what does `report` print?",
    "Where is the `Order` class defined?",
]


@pytest.mark.parametrize("words", [["window", "window.budget_tokens=3000"], ["window"]])
def test_window_on_a_4000_token_window_drops_turns_instead_of_failing(workspace, tmp_path, words):
    """Notebook 02's try-it: the fixed part is about 2,000 tokens, so a 3,000-token message
    budget never dropped a turn; the context climbed to 95% and turns failed with "prompt is
    too long". The default budget (0) was nothing there, beside a 2,000-token reply budget: the
    first turn failed with "window: no token budget"."""
    from ctxmagic.agent.events import StrategyApplied, TurnFinished
    from ctxmagic.runtime import Runtime

    runtime = Runtime(workspace=str(workspace), db_path=str(tmp_path / "s.db"), context_window=4000)
    session = runtime.open().session_id
    runtime.set_policy(session, words)
    agent = runtime.agent(session)
    dropped = 0
    for prompt in WORKSHOP:
        events = list(agent.turn(prompt))
        finished = events[-1]
        assert isinstance(finished, TurnFinished) and finished.reason == "end_turn", finished
        dropped += sum(
            1 for e in events if isinstance(e, StrategyApplied) and e.report.strategy == "window"
        )
    assert dropped >= 1
    assert all(r.usage.prompt <= 4000 for r in runtime.store.requests(session))
    runtime.close()
