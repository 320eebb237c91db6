"""Properties every strategy keeps on any session: pairs intact, a user message first, the input
untouched, and a report whose token counts are those of the output.

Add a strategy by appending ``(name, apply, parameters)`` to ``STRATEGIES``: ``parameters`` is a
hypothesis strategy of the settings dicts to try (small numbers, so that every rule fires).
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ctxmagic.context import policy as policies
from ctxmagic.context import prune, replay, summarize, truncate, window
from ctxmagic.context.assemble import interrupted_results
from ctxmagic.context.policy import Policy
from ctxmagic.context.strategy import ACTIONS, StrategyContext, common_prefix, message_keys
from ctxmagic.messages import transcripts
from ctxmagic.messages.parts import (
    CompactionPart,
    FinishPart,
    Message,
    StepUsagePart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    is_turn_start,
    tool_message,
    user_message,
)
from ctxmagic.model.tokens import TokenCounter
from tests import compaction

COUNTER = TokenCounter()
TOOLS = ("grep", "view", "bash", "ls", "memory")

STRATEGIES: list[tuple[str, Callable[..., Any], st.SearchStrategy[dict[str, Any]]]] = [
    (
        "truncate",
        truncate.apply,
        st.fixed_dictionaries({"max_lines": st.integers(1, 12), "max_bytes": st.integers(1, 400)}),
    ),
    (
        "prune",
        prune.apply,
        st.fixed_dictionaries(
            {
                "protect_turns": st.integers(0, 3),
                "protect_tokens": st.integers(0, 400),
                "minimum_freed": st.integers(0, 300),
                "exclude_tools": st.sampled_from([[], ["memory"], ["memory", "bash"]]),
            }
        ),
    ),
    ("window", window.apply, st.fixed_dictionaries({"budget_tokens": st.integers(0, 3000)})),
    ("replay", replay.apply, st.just({})),
    (
        "summarize",
        compaction.apply,
        st.fixed_dictionaries(
            {
                # the meter reads 0 here: a tiny threshold puts the line at 0 tokens (compact),
                # 1.0 puts it at the window (do not)
                "threshold": st.sampled_from([0.0001, 1.0]),
                "keep_recent_tokens": st.integers(0, 2000),
            }
        ),
    ),
]


@st.composite
def results_text(draw) -> str:
    """Lines of ' x' words: sizes from empty to a few hundred tokens, some multi-byte."""
    widths = draw(st.lists(st.integers(0, 40), max_size=15))
    word = draw(st.sampled_from([" x", " é", " €"]))
    return "\n".join(word * w for w in widths)


@st.composite
def sessions(draw) -> list[Message]:
    """A stored session as assembly hands it over: maybe a leading summary, then user turns of
    tool steps (several calls a step, some errors, some interrupted, some already pruned)."""
    ids = itertools.count()
    messages: list[Message] = []
    if draw(st.booleans()):
        summary = Message(
            role="user", parts=[TextPart("summary of earlier work"), CompactionPart(auto=True)]
        )
        messages.append(summary)
    for t in range(draw(st.integers(1, 5))):
        messages.append(user_message(f"turn {t}: " + " x" * draw(st.integers(0, 30))))
        for _ in range(draw(st.integers(0, 3))):
            calls = [
                ToolCallPart(f"call{next(ids)}", draw(st.sampled_from(TOOLS)), {"n": i})
                for i in range(draw(st.integers(1, 3)))
            ]
            step = [TextPart("working"), *calls, FinishPart("tool_use")]
            if draw(st.booleans()):
                step.append(StepUsagePart("req", "offline", {"input": 1}, 0.0, 1))
            messages.append(Message(role="assistant", parts=step))
            if draw(st.integers(0, 5)) == 0:  # the turn was interrupted mid tool call
                messages.append(tool_message(interrupted_results(calls)))
                break
            results = [
                ToolResultPart(
                    c.id,
                    c.name,
                    draw(results_text()),
                    is_error=draw(st.integers(0, 6)) == 0,
                    pruned_at=1 if draw(st.integers(0, 8)) == 0 else None,
                )
                for c in calls
            ]
            messages.append(tool_message(results))
        else:
            messages.append(Message(role="assistant", parts=[TextPart("answer")]))
    return messages


@pytest.fixture(scope="module")
def outputs_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The workspace where truncate saves full outputs (module-scoped: hypothesis reuses it)."""
    return tmp_path_factory.mktemp("workspace")


def check_pairs(messages: list[Message]) -> None:
    """Every result follows its call, every call has exactly one result."""
    called: set[str] = set()
    answered: list[str] = []
    for m in messages:
        for r in m.tool_results:
            assert r.tool_call_id in called, f"result {r.tool_call_id} without its call"
            answered.append(r.tool_call_id)
        called.update(c.id for c in m.tool_calls)
    assert sorted(answered) == sorted(called), "a call lost its result"


@pytest.mark.parametrize(
    ("name", "apply", "parameters"), STRATEGIES, ids=[s[0] for s in STRATEGIES]
)
@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(session=sessions(), data=st.data())
def test_every_strategy_keeps_the_history_valid(
    name, apply, parameters, outputs_dir, session, data
):
    check_pairs(session)  # the generator itself is valid
    params = data.draw(parameters, label="settings")
    ctx = StrategyContext(
        counter=COUNTER,
        window=4000,
        budget=data.draw(st.integers(1, 3000), label="budget"),
        context_tokens=0,
        settings=params,
        workspace=outputs_dir,
        now_ms=42,
    )
    before = [m.to_dict() for m in session]
    files = set(outputs_dir.rglob("*"))
    if name == "summarize":  # the compaction stage, apart from the request-shaping pipeline
        out, report = apply(session, ctx)
    else:
        policy = Policy([name], {name: params})
        out, (report,) = policies.run(
            session, policy, lambda _, values: dataclasses.replace(ctx, settings=values)
        )

    assert [m.to_dict() for m in session] == before, "the input was mutated"
    assert set(outputs_dir.rglob("*")) == files, "a strategy wrote a file"
    assert report.strategy == name
    if report.acted:  # the bookkeeping every report carries, filled once by the runner
        assert report.tokens_before == COUNTER.messages(session)
        assert report.tokens_after == COUNTER.messages(out)
        assert report.before == session and report.after == out
        # the first request position whose content key changes (the cache it invalidates)
        a, b = message_keys(session), message_keys(out)
        n = common_prefix(a, b)
        assert report.first_invalidated == (None if n == len(a) == len(b) else n)
    elif name != "externalize":
        assert out == session
    assert out and out[0].role == "user"
    ids = {m.id for m in session}
    parts = {(m.id, i): p for m in session for i, p in enumerate(m.parts)}
    for c in report.changes:
        assert c.action in ACTIONS
        assert parts[(c.message_id, c.index)].type == c.type
    assert {m.id for m in report.persist} <= ids
    if name == "replay":
        assert len(out) == 1 and out[0].role == "user"
        check_pairs(transcripts.parse_transcript(out[0].text))
    else:
        check_pairs(out)
    RULES.get(name, lambda *_: None)(
        session, out, report, {**DEFAULTS.get(name, {}), **params}, ctx
    )


def session_results(messages: list[Message]) -> list[ToolResultPart]:
    return [r for m in messages for r in m.tool_results]


def truncate_rule(session, out, report, params, ctx) -> None:
    """Every result the model sees is within the caps, or was cut by this layer; the full output
    of each result cut is handed to the agent to save, not saved."""
    for m in out:
        for r in m.tool_results:
            if r.pruned_at is None and "cap" not in r.metadata:
                assert truncate.cut(r.content, params["max_lines"], params["max_bytes"]) is None
    assert report.persist == []
    originals = {r.tool_call_id: r for r in session_results(session)}
    capped = {r.tool_call_id for r in session_results(out) if "cap" in r.metadata}
    new = {c for c in capped if "cap" not in originals[c].metadata}
    assert report.outputs == {c: originals[c].content for c in new}


def prune_rule(session, out, report, params, ctx) -> None:
    """The last protect_turns user turns are untouched; pruned copies are what is persisted."""
    starts = window.turn_starts(session)
    protected = params["protect_turns"]
    first = starts[-protected] if 0 < protected <= len(starts) else (0 if protected else None)
    if first is not None:
        assert out[first:] == session[first:]
    assert all(m in out for m in report.persist)
    if report.changes:
        assert sum(c.tokens_before for c in report.changes) >= params["minimum_freed"]


def window_rule(session, out, report, params, ctx) -> None:
    """A suffix of whole turns (after a kept summary), within budget unless one turn is left."""
    budget = params["budget_tokens"] or ctx.budget
    pinned = session[:1] if session[0].is_summary else []
    assert out[: len(pinned)] == pinned
    rest = out[len(pinned) :]
    assert rest == session[len(session) - len(rest) :]
    if len(rest) < len(session) - len(pinned):
        assert is_turn_start(rest[0])
    if report.tokens_after > budget:
        assert len(window.units(out)[1]) == 1
    assert report.persist == []


def summarize_rule(session, out, report, params, ctx) -> None:
    """A summary (sent as user) then a verbatim suffix of the history that starts a turn."""
    if not report.created:
        assert out == session
        return
    summary = report.created[0]
    assert summary.role == "assistant" and summary.is_summary
    assert out[0].id == summary.id and out[0].role == "user"
    tail = out[1:]
    assert tail == session[len(session) - len(tail) :] if tail else True
    if tail:
        assert is_turn_start(tail[0])
    assert report.persist == []


RULES = {
    "truncate": truncate_rule,
    "prune": prune_rule,
    "window": window_rule,
    "summarize": summarize_rule,
}
DEFAULTS = {m.NAME: m.DEFAULTS for m in (truncate, prune, window, replay, summarize)}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(session=sessions(), data=st.data())
def test_a_local_strategy_continued_from_the_last_request_equals_a_fresh_run(
    outputs_dir, session, data
):
    """The agent keeps a message-local strategy's last result and works only on new messages:
    whatever the split, the request and the report are what a run over the whole list gives."""
    params = {
        "max_lines": data.draw(st.integers(1, 12)),
        "max_bytes": data.draw(st.integers(1, 400)),
    }
    ctx = StrategyContext(
        counter=COUNTER,
        window=4000,
        budget=3000,
        context_tokens=0,
        settings=params,
        workspace=outputs_dir,
        now_ms=42,
    )
    split = data.draw(st.integers(0, len(session)), label="split")
    memo: dict = {}
    policies.apply_one("truncate", session[:split], ctx, memo)
    out, report = policies.apply_one("truncate", session, ctx, memo)
    fresh_out, fresh = policies.apply_one("truncate", session, ctx)
    assert [m.to_dict() for m in out] == [m.to_dict() for m in fresh_out]
    assert report.changes == fresh.changes and report.outputs == fresh.outputs
    assert (report.note, report.tokens_before, report.tokens_after) == (
        fresh.note,
        fresh.tokens_before,
        fresh.tokens_after,
    )
    assert report.first_invalidated == fresh.first_invalidated
