"""Summary compaction: the trigger, the tail cut, the offline summarizer, merging, and the stored
result assembling to exactly what the strategy returned."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ctxmagic.context import summarize as sm
from ctxmagic.context.assemble import history_from_summary
from ctxmagic.context.strategy import StrategyContext, sendable
from ctxmagic.errors import ConfigError, CtxMagicError
from ctxmagic.messages.parts import (
    CompactionPart,
    FinishPart,
    Message,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from ctxmagic.model.catalog import load_catalog
from ctxmagic.model.request import SUMMARY_SECTIONS, ProviderRequest, ProviderResponse
from ctxmagic.model.tokens import TokenCounter
from ctxmagic.offline import summary as osum
from ctxmagic.providers.offline import OfflineProvider
from ctxmagic.store.database import Store
from ctxmagic.tools.base import ToolContext
from ctxmagic.tools.registry import run_tool
from tests.compaction import apply as apply_summarize

COUNTER = TokenCounter()
SAMPLE = Path(__file__).resolve().parents[1] / "notebooks" / "sample_project"


# ---------------------------------------------------------------------------------------------
# Helpers: real sessions from the offline model and the real tools, without the agent loop


def drive(store, session_id, workspace, prompt, *, max_steps=8, summary_id=None):
    """One user turn: the offline model plans real tool calls, the real tools run, all stored."""
    model = load_catalog().get("offline")
    tools = ToolContext(workspace=workspace)
    store.add_message(Message(role="user", parts=[TextPart(prompt)], session_id=session_id))
    for _ in range(max_steps):
        history = history_from_summary(store.messages(session_id), summary_id)
        request = ProviderRequest(
            model=model, system=[], tools=[], messages=history, max_tokens=4000
        )
        response = next(
            e
            for e in OfflineProvider(workspace=workspace).stream(request)
            if isinstance(e, ProviderResponse)
        )
        assistant = Message(
            role="assistant",
            parts=[*response.parts, FinishPart(response.finish_reason)],
            session_id=session_id,
        )
        store.add_message(assistant)
        if not assistant.tool_calls:
            return
        results = []
        for call in assistant.tool_calls:
            out = run_tool(call.name, call.input, tools)
            results.append(
                ToolResultPart(call.id, call.name, out.content, out.metadata, out.is_error)
            )
        store.add_message(Message(role="tool", parts=results, session_id=session_id))


def session(store, workspace, prompts, **kw):
    sid = store.create_session("t", workspace=str(workspace)).id
    for p in prompts:
        drive(store, sid, workspace, p, **kw)
    return sid


def context(**kw) -> StrategyContext:
    values = {"counter": COUNTER, "window": 200_000, "budget": 150_000, "context_tokens": 0}
    values.update(kw)
    return StrategyContext(**values)


def user(text):
    return Message(role="user", parts=[TextPart(text)])


def call_msg(*calls, text="", reason="tool_use"):
    parts = ([TextPart(text)] if text else []) + [
        ToolCallPart(id=c, name="grep", input={"pattern": c}) for c in calls
    ]
    return Message(role="assistant", parts=[*parts, FinishPart(reason)])


def result_msg(*ids, content="x"):
    return Message(role="tool", parts=[ToolResultPart(i, "grep", content) for i in ids])


def answer(text="done"):
    return Message(role="assistant", parts=[TextPart(text), FinishPart("end_turn")])


def section(summary: str, title: str) -> str:
    m = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", summary, re.S | re.M)
    assert m, f"no {title!r} section in:\n{summary}"
    return m.group(1)


def same(a: list[Message], b: list[Message]) -> bool:
    return [m.to_dict() for m in a] == [m.to_dict() for m in b]


PROMPTS = [
    "Where is `line_total` defined and how is VAT applied? You must not change the public API.",
    "run `python -m pytest -q`",
    "Keep answers short. Where is `OutOfStock` raised?",
    "Where is `Catalog` defined?",
]


# ---------------------------------------------------------------------------------------------
# Settings and the trigger


def test_settings_are_validated_with_the_valid_values_named():
    with pytest.raises(ConfigError, match="valid parameters: threshold, reserve_tokens"):
        sm.validate_settings({"treshold": 0.9})
    for bad in (0, 1.5, -0.1, "high", True, None, float("nan")):
        with pytest.raises(ConfigError, match=r"summarize.threshold must be a number in \(0, 1\]"):
            sm.validate_settings({"threshold": bad})
    for bad in (-1, 2.5, "many", "16384", True, float("inf"), 10**30):
        with pytest.raises(
            ConfigError, match="summarize.keep_recent_tokens must be a whole number from 0 to"
        ):
            sm.validate_settings({"keep_recent_tokens": bad})
    with pytest.raises(ConfigError, match="summarize.prompt must be text; got 3"):
        sm.validate_settings({"prompt": 3})
    ok = sm.validate_settings({"threshold": 1, "reserve_tokens": 16384.0})
    assert ok["threshold"] == 1.0 and ok["reserve_tokens"] == 16384
    assert isinstance(ok["reserve_tokens"], int)
    with pytest.raises(ConfigError, match="unknown parameter window"):
        sm.validate_settings({**sm.DEFAULTS, "window": 3})


def test_threshold_line_is_95_percent_of_the_window_inclusive():
    assert sm.threshold_tokens(200_000, {}) == 190_000
    assert sm.threshold_tokens(100, {"threshold": 0.29}) == 29  # not 28.999...
    assert sm.should_compact(context(context_tokens=190_000))
    assert not sm.should_compact(context(context_tokens=189_999))
    settings_ = {"threshold": 0.5}
    assert sm.should_compact(context(window=1000, context_tokens=500, settings=settings_))
    assert not sm.should_compact(context(window=1000, context_tokens=499, settings=settings_))


def test_reserve_tokens_sets_the_line_below_the_window():
    pi = {"reserve_tokens": 16384}
    assert sm.threshold_tokens(200_000, pi) == 183_616
    assert sm.should_compact(context(context_tokens=183_616, settings=pi))
    assert not sm.should_compact(context(context_tokens=183_615, settings=pi))
    with pytest.raises(ConfigError, match="leaves nothing"):
        sm.threshold_tokens(8000, {"reserve_tokens": 8000})


def test_force_and_overflow_compact_whatever_the_meter_says():
    assert sm.should_compact(context(context_tokens=0, force=True))
    assert sm.should_compact(context(context_tokens=0, overflow=True))


def test_below_the_line_nothing_changes():
    messages = [user("hello"), answer()]
    out, report = apply_summarize(messages, context(context_tokens=10))
    assert same(out, messages) and out is not messages
    assert not report.acted and report.changes == [] and report.created == []


# ---------------------------------------------------------------------------------------------
# The tail


def turn(n, size=1):
    """A user turn with two tool steps and an answer: 6 messages."""
    return [
        user(f"request {n} " + "word " * size),
        call_msg(f"c{n}a", f"c{n}b"),
        result_msg(f"c{n}a", f"c{n}b", content="hit " * size),
        call_msg(f"c{n}c"),
        result_msg(f"c{n}c"),
        answer(f"answer {n}"),
    ]


def test_tail_is_the_longest_suffix_of_whole_turns_that_fits():
    messages = turn(1, 200) + turn(2) + turn(3)
    last_two = COUNTER.messages(messages[6:])
    assert sm.choose_tail(messages, last_two, COUNTER) == 6
    assert sm.choose_tail(messages, last_two - 1, COUNTER) == 12
    assert sm.choose_tail(messages, COUNTER.messages(messages[12:]) - 1, COUNTER) == 18
    assert sm.choose_tail(messages, 0, COUNTER) == 18


def test_tail_never_keeps_the_whole_history():
    messages = turn(1) + turn(2) + turn(3)
    # everything fits: keep only the last turn, summarise the rest
    assert sm.choose_tail(messages, 10**6, COUNTER) == 12
    # a single turn has no boundary that leaves something to summarise
    assert sm.choose_tail(turn(1), 10**6, COUNTER) == 6
    # a previous summary is merged, not summarised: it does not count as something to summarise
    summary = Message(role="user", parts=[TextPart("s"), CompactionPart(auto=True)])
    assert sm.choose_tail([summary, *turn(1)], 10**6, COUNTER) == 7
    assert sm.choose_tail([summary, *turn(1), *turn(2)], 10**6, COUNTER) == 7


def test_tail_never_starts_between_a_call_and_its_result():
    # a user prompt recorded while a tool call was still waiting for its result
    messages = [*turn(1), call_msg("late"), user("meanwhile"), result_msg("late"), answer()]
    assert sm.choose_tail(messages, 10**6, COUNTER) == len(messages)
    assert sm.split_points(messages)[7] and not sm.split_points(messages)[6]


@st.composite
def histories(draw):
    messages: list[Message] = []
    if draw(st.booleans()):
        messages.append(
            Message(role="user", parts=[TextPart("summary"), CompactionPart(auto=True)])
        )
    pending: list[str] = []  # calls whose results are delayed past the next prompt
    for t in range(draw(st.integers(0, 6))):
        messages.append(user(f"prompt {t} " + "w " * draw(st.integers(0, 40))))
        if pending:
            messages.append(result_msg(*pending))
            pending = []
        for s in range(draw(st.integers(0, 3))):
            ids = [f"t{t}s{s}c{k}" for k in range(draw(st.integers(1, 3)))]
            messages.append(call_msg(*ids, text="w " * draw(st.integers(0, 20))))
            fate = draw(st.sampled_from(["answered", "answered", "delayed", "missing"]))
            if fate == "answered":
                messages.append(result_msg(*ids, content="r " * draw(st.integers(0, 60))))
            elif fate == "delayed":
                pending = ids
                break
            else:
                break
        if draw(st.booleans()):
            messages.append(answer("a " * draw(st.integers(0, 30))))
    return messages


@settings(max_examples=300, deadline=None)
@given(histories(), st.integers(0, 2000))
def test_tail_property(messages, keep):
    n = len(messages)
    start = sm.choose_tail(messages, keep, COUNTER)
    first = 1 if messages and messages[0].is_summary else 0
    valid = [
        i
        for i in range(first + 1, n)
        if sm.is_turn_start(messages[i])
        and not {c.id for m in messages[:i] for c in m.tool_calls}
        & {r.tool_call_id for m in messages[i:] for r in m.tool_results}
    ]
    if start == n:
        # no tail: nothing valid fits (or no budget)
        assert keep == 0 or not valid or all(COUNTER.messages(messages[i:]) > keep for i in valid)
        return
    assert start in valid  # a turn boundary, never splitting a call from its result
    assert start > first  # something is left to summarise
    tail_tokens = COUNTER.messages(messages[start:])
    assert tail_tokens <= keep
    if COUNTER.messages(messages[first:]) <= keep:
        assert start == valid[-1]  # everything fits: keep only the last turn
    else:  # the longest such suffix
        assert all(COUNTER.messages(messages[i:]) > keep for i in valid if i < start)


# ---------------------------------------------------------------------------------------------
# The offline summarizer


@pytest.fixture(scope="module")
def long_session(tmp_path_factory):
    """Ten offline turns over the sample project, built once: the tests only read it."""
    workspace = tmp_path_factory.mktemp("long") / "ws"
    shutil.copytree(SAMPLE, workspace, ignore=shutil.ignore_patterns(".ctxmagic", "__pycache__"))
    store = Store(":memory:")
    prompts = PROMPTS + [
        "Where is `reserve` called?",
        "Explain how `apply_discount` works in pricing",
        "list the files of the project",
        "Where is `format_price` used? Never edit tests.",
        "Where is `Order` defined?",
        "run `python -m bookshop.cli report`",
    ]
    sid = session(store, workspace, prompts)
    yield sid, store.messages(sid)
    store.close()


def test_offline_summary_has_the_five_sections_and_the_header(long_session):
    _, messages = long_session
    text = osum.offline_summary(messages, None)
    assert text.splitlines()[0] == osum.HEADER
    headings = re.findall(r"^## (.+)$", text, re.M)
    assert headings == list(SUMMARY_SECTIONS)
    assert text == osum.offline_summary(messages, None)  # deterministic
    assert text == osum.offline_summary([m.copy() for m in messages], None)


def test_offline_summary_names_the_files_and_lines_the_tools_touched(long_session):
    _, messages = long_session
    text = osum.offline_summary(messages, None)
    done, files = section(text, "What was done"), section(text, "Files involved")
    calls = {c.id: c for m in messages for c in m.tool_calls}
    results = {r.tool_call_id: r for m in messages for r in m.tool_results}
    views = [(c, results[c.id]) for c in calls.values() if c.name == "view"]
    assert views
    for _call, result in views:
        lines = [int(x.split("\t")[0]) for x in result.content.splitlines() if "\t" in x]
        path = result.metadata["path"]
        assert f"viewed {path}:{lines[0]}-{lines[-1]}" in done
        assert re.search(rf"^- {re.escape(path)}: .*viewed .*{lines[0]}-{lines[-1]}", files, re.M)
    # the first grep hit of line_total is named with its line number under its file
    grep = next(c for c in calls.values() if c.name == "grep" and "line_total" in str(c.input))
    hit = re.search(r"^(\S+):\n\s+Line (\d+):", results[grep.id].content, re.M)
    bullet = next(b for b in files.splitlines() if b.startswith(f"- {hit.group(1)}: "))
    hits = re.search(r"grep hits at lines? ([\d, ]+)", bullet).group(1)
    assert hit.group(2) in hits.split(", ")
    # the command and its real exit code
    bash = next(c for c in calls.values() if c.name == "bash")
    code = results[bash.id].metadata["exit_code"]
    assert f"ran `{bash.input['command']}` (exit {code}; last line: " in done
    # one bullet per user turn, with its request
    assert done.count("\n- ") + 1 == 10 and '"Where is `Order` defined?"' in done


def test_offline_summary_quotes_the_users_constraints_verbatim(long_session):
    _, messages = long_session
    constraints = section(osum.offline_summary(messages, None), "User constraints")
    assert '- "You must not change the public API."' in constraints
    assert '- "Keep answers short."' in constraints
    assert '- "Never edit tests."' in constraints
    assert "Where is `reserve` called" not in constraints  # not a constraint


def test_offline_summary_is_much_smaller_than_a_long_session(long_session):
    _, messages = long_session
    before = COUNTER.messages(messages)
    after = COUNTER.text(osum.offline_summary(messages, None))
    # ten turns of targeted reads (the offline model views the definitions it needs)
    assert before > 3_000, (before, after)
    assert after * 3 < before, (before, after)


def test_finished_session_has_nothing_pending(long_session):
    _, messages = long_session
    text = osum.offline_summary(messages, None)
    assert section(text, "In progress").strip() == "- nothing pending"
    assert "python -m bookshop.cli report" in section(text, "Next steps")


def test_an_interrupted_last_turn_is_in_progress(store, workspace):
    sid = session(store, workspace, PROMPTS[:1])
    drive(store, sid, workspace, "Where is `Catalog` defined?", max_steps=1)  # step limit
    text = osum.offline_summary(store.messages(sid), None)
    progress = section(text, "In progress")
    assert 'Unfinished: "Where is `Catalog` defined?"' in progress
    assert "before the model answered" in progress
    assert 'Finish the interrupted request: "Where is `Catalog` defined?"' in section(
        text, "Next steps"
    )
    # the unfinished request is quoted in full, not shortened like the done list
    request = "Explain how totals are computed. " + "Cover every rounding step. " * 10
    pending = osum.offline_summary([*store.messages(sid), user(request)], None)
    assert f'Unfinished: "{request.strip()}" (not answered yet)' in pending
    assert f'"{request.strip()}"' not in section(pending, "What was done")
    # an answer cut short by max_tokens is unfinished too
    cut = [
        user("explain pricing"),
        Message(role="assistant", parts=[TextPart("Pricing is"), FinishPart("max_tokens")]),
    ]
    assert "stopped with max_tokens" in section(osum.offline_summary(cut, None), "In progress")


def test_merging_keeps_what_the_previous_summary_knew(store, workspace):
    sid = session(store, workspace, PROMPTS[:2])
    first = osum.offline_summary(store.messages(sid), None)
    later = session(store, workspace, PROMPTS[2:])
    merged = osum.offline_summary(store.messages(later), first)
    done = section(merged, "What was done")
    assert done.index("line_total") < done.index("OutOfStock")  # previous first
    assert '"You must not change the public API."' in section(merged, "User constraints")
    assert '"Keep answers short."' in section(merged, "User constraints")
    for line in section(first, "What was done").strip().splitlines():
        assert line in done
    # merging the same facts twice does not duplicate them
    again = osum.offline_summary(store.messages(later), merged)
    assert section(again, "What was done") == done
    assert again.count('"You must not change the public API."') == 1


def test_merging_an_llm_summary_with_the_same_headings():
    previous = (
        "## What was done\n* Found `line_total` at bookshop/pricing.py:12\n  (it rounds VAT)\n"
        "## In progress\nnothing pending\n"
        "## Files involved\n- `bookshop/pricing.py` — line 12\n"
        "## Next steps\n1. Add a test\n"
        '## User constraints\n- "Use Decimal, never float."\n'
        "## Decisions\n- Keep the old API\n"
    )
    messages = [user("Where is `reserve` called?"), answer("`reserve` is called at a.py:3")]
    text = osum.offline_summary(messages, previous)
    done = section(text, "What was done")
    assert "- Found `line_total` at bookshop/pricing.py:12 (it rounds VAT)" in done
    assert "- Decisions: Keep the old API" in done  # unknown sections are kept, not dropped
    assert '"Where is `reserve` called?"' in done
    assert '- "Use Decimal, never float."' in section(text, "User constraints")
    assert "bookshop/pricing.py" in section(text, "Files involved")
    assert "Add a test" not in text  # next steps describe the latest state only


def test_sections_are_capped_and_say_what_was_left_out():
    messages = []
    for n in range(osum.MAX_DONE + 5):
        messages += [user(f"Always check module{n}."), answer()]
    text = osum.offline_summary(messages, None)
    done = section(text, "What was done")
    assert "- … 5 earlier items omitted" in done
    assert done.count("\n- ") == osum.MAX_DONE  # the note plus MAX_DONE bullets
    assert "module0." not in done and f"module{osum.MAX_DONE + 4}." in done
    again = osum.offline_summary([user("one more"), answer()], text)
    assert "- … 6 earlier items omitted" in section(again, "What was done")


# ---------------------------------------------------------------------------------------------
# The LLM summarizer's request


def test_summary_input_holds_the_transcript_capped_results_previous_summary_and_instructions():
    long = "".join(f"line {i}\n" for i in range(2000))
    messages = [
        user("Where is `line_total` defined?"),
        Message(
            role="assistant",
            parts=[
                TextPart("Searching."),
                ToolCallPart("c1", "grep", {"pattern": "line_total"}),
                FinishPart("tool_use"),
            ],
        ),
        Message(role="tool", parts=[ToolResultPart("c1", "grep", long)]),
        answer("It is at bookshop/pricing.py:12."),
    ]
    request = sm.summary_input(messages, "## What was done\n- earlier fact", "focus on VAT")
    assert len(request) == 1 and request[0].role == "user"
    text = request[0].text
    for expected in (
        "Where is `line_total` defined?",
        'grep {"pattern": "line_total"}',
        "It is at bookshop/pricing.py:12.",
        "- earlier fact",
        "focus on VAT",
        "## User constraints",
    ):
        assert expected in text
    assert long[:1500] in text and long not in text
    assert f"[... {len(long) - sm.TOOL_RESULT_CHARS:,} more characters not shown]" in text
    assert text.index("earlier fact") < text.index("<transcript>")
    plain = sm.summary_input(messages, None, "")[0].text
    assert "previous-summary" not in plain and "Additional instructions" not in plain
    assert "## In progress" in sm.SUMMARY_PROMPT and "verbatim" in sm.SUMMARY_PROMPT
    assert "previous summary" in sm.SUMMARY_PROMPT


# ---------------------------------------------------------------------------------------------
# The strategy end to end, against a store


class Recorder:
    """An injected summarizer that records what it was given (and answers like the offline one)."""

    def __init__(self):
        self.calls = []

    def __call__(self, messages, previous, instructions):
        self.calls.append((list(messages), previous, instructions))
        return osum.offline_summary(messages, previous, instructions)


def compact(store, sid, ctx, summarizer=osum.offline_summary, instructions=""):
    """What the agent does: apply on the assembled history, store the summary, move the cut."""
    s = store.get_session(sid)
    history = history_from_summary(store.messages(sid), s.summary_message_id)
    out, report = apply_summarize(history, ctx, summarizer, instructions)
    for m in report.created:
        store.add_message(m)
    if report.created:
        store.update_session(sid, summary_message_id=report.created[0].id)
    return history, out, report


@pytest.mark.parametrize("keep", [0, 3000])
def test_applied_result_is_what_the_store_assembles(store, workspace, keep):
    sid = session(store, workspace, PROMPTS)
    ctx = context(force=True, session_id=sid, settings={"keep_recent_tokens": keep})
    history, out, report = compact(store, sid, ctx)
    summary = report.created[0]
    stored = history_from_summary(store.messages(sid), store.get_session(sid).summary_message_id)
    assert same(out, stored)
    assert out[0].role == "user" and summary.role == "assistant" and summary.session_id == sid
    assert out[0].id == summary.id and out[0].text == summary.text
    part = next(p for p in summary.parts if isinstance(p, CompactionPart))
    tail = out[1:]
    assert part.replaced_message_ids == [m.id for m in history[: len(history) - len(tail)]]
    assert part.kept_from_id == (tail[0].id if tail else None)
    assert bool(tail) == bool(keep) and (not tail or sm.is_turn_start(tail[0]))
    assert part.tokens_before == COUNTER.messages(history) == report.tokens_before
    assert report.tokens_after == COUNTER.messages(out) < report.tokens_before
    # every sendable part of the summarised messages is reported, freed entirely
    replaced = [m for m in history if m.id in set(part.replaced_message_ids)]
    expected = [(m.id, i) for m in replaced for i, p in enumerate(m.parts) if sendable(p)]
    assert [(c.message_id, c.index) for c in report.changes] == expected
    assert {c.action for c in report.changes} == {"summarised"}
    assert all(c.tokens_after == 0 and c.position is not None for c in report.changes)
    assert report.created == [summary] and report.note == "manual"


def test_compaction_flags_say_why_it_fired():
    messages = [*turn(1), *turn(2)]
    _, auto = apply_summarize(messages, context(context_tokens=199_000))
    _, overflow = apply_summarize(messages, context(overflow=True))
    _, manual = apply_summarize(messages, context(force=True))
    flags = [
        next(p for p in r.created[0].parts if isinstance(p, CompactionPart))
        for r in (auto, overflow, manual)
    ]
    assert [(f.auto, f.overflow) for f in flags] == [(True, False), (True, True), (False, False)]
    assert [r.note for r in (auto, overflow, manual)] == ["auto", "overflow", "manual"]


def test_second_compaction_starts_from_the_first_summary_and_merges_it(store, workspace):
    sid = session(store, workspace, PROMPTS[:2])
    recorder = Recorder()
    _, _, first = compact(store, sid, context(force=True, session_id=sid), recorder)
    s1 = first.created[0]
    s1_replaced = set(
        next(p for p in s1.parts if isinstance(p, CompactionPart)).replaced_message_ids
    )
    for prompt in PROMPTS[2:]:
        drive(store, sid, workspace, prompt, summary_id=s1.id)
    ctx = context(force=True, session_id=sid)
    history, out, second = compact(store, sid, ctx, recorder, "keep VAT facts")
    assert history[0].id == s1.id  # the input starts from the first summary
    given, previous, instructions = recorder.calls[-1]
    assert previous == s1.text and instructions == "keep VAT facts"
    assert s1.id not in {m.id for m in given}
    assert not s1_replaced & {m.id for m in given}  # nothing the first summary replaced
    s2 = second.created[0]
    replaced = next(p for p in s2.parts if isinstance(p, CompactionPart)).replaced_message_ids
    assert replaced[0] == s1.id and not s1_replaced & set(replaced)
    # facts from before the first compaction survive the second
    assert "line_total" in section(s2.text, "What was done")
    assert "python -m pytest -q" in section(s2.text, "What was done")
    assert '"You must not change the public API."' in section(s2.text, "User constraints")
    assert "Compaction instructions: keep VAT facts" in s2.text
    stored = history_from_summary(store.messages(sid), store.get_session(sid).summary_message_id)
    assert same(out, stored)


def test_second_compaction_with_a_tail_inside_the_first_tail(store, workspace):
    """Compacting again at once: the new tail starts inside the tail the first summary kept."""
    sid = session(store, workspace, PROMPTS)
    keep = {"keep_recent_tokens": 10**6}  # everything fits: keep the last turn only
    _, out1, _ = compact(
        store,
        sid,
        context(
            force=True,
            session_id=sid,
            settings={"keep_recent_tokens": COUNTER.messages(store.messages(sid)) - 1},
        ),
    )
    assert len([m for m in out1 if sm.is_turn_start(m)]) >= 2
    _, out2, report = compact(store, sid, context(force=True, session_id=sid, settings=keep))
    assert report.created and sm.is_turn_start(out2[1])
    stored = history_from_summary(store.messages(sid), store.get_session(sid).summary_message_id)
    assert same(out2, stored)
    assert sum(1 for m in stored if m.is_summary) == 1


def test_nothing_to_summarise_leaves_the_history_alone():
    summary = Message(role="user", parts=[TextPart("## What was done"), CompactionPart(True)])
    assert sm.plan([summary], context(force=True)) is None


def test_an_empty_summary_is_an_error_not_a_silent_loss():
    messages = [*turn(1), *turn(2)]
    with pytest.raises(CtxMagicError, match="returned no summary"):
        apply_summarize(messages, context(force=True), lambda *a: "  ")
