"""The compaction line can always be crossed: with the default settings (the offline model, its
32,000-token window, truncate + summarize) a long session with tool outputs of every size goes
past several compactions without a turn failing, ``%ctx compact`` succeeds on a session over the
line whatever its transcript holds, and the summarizer's every request fits its window (the
offline stand-in refuses a prompt over the window as a provider does)."""

from __future__ import annotations

import itertools

import pytest

from ctxmagic.agent.events import StrategyApplied, TurnFinished
from ctxmagic.messages.parts import CompactionPart
from ctxmagic.runtime import Runtime

# bash outputs from nothing to far over the tool's 30,000-character cut, one line or many
SIZES = [0, 1, 80, 2_000, 12_000, 29_000, 31_000, 120_000]
SHAPES = ["print('x' * {n})", "print('\\n'.join('line %d' % i for i in range({n} // 8)))"]


QUESTIONS = [
    "Where is `line_total` defined?",
    "list the files of the project",
    "And where is OutOfStock raised?",
    "Look into each of bookshop/pricing.py and bookshop/orders.py and tell me what they do",
]


def prompts():
    """Commands printing every size of output, between questions that read files and start
    sub-agents."""
    outputs = itertools.cycle(itertools.product(SIZES, SHAPES))
    for i in itertools.count():
        if i % 3 == 2:
            yield f"{QUESTIONS[i % len(QUESTIONS)]} ({i})"
        else:
            size, shape = next(outputs)
            yield f'run `python3 -c "{shape.format(n=size)}"` and tell me what it printed ({i})'


def summary_requests(store, session_id):
    return [r for r in store.requests(session_id) if r.strategy == "summarize"]


def test_a_long_session_with_default_settings_never_gets_stuck(workspace):
    runtime = Runtime(workspace=str(workspace))
    agent = runtime.open()
    window = agent.context_window
    assert window == 32_000  # the default settings under test
    failed, compactions = [], 0
    for turn, prompt in zip(range(120), prompts(), strict=False):
        events = list(agent.turn(prompt))
        final = events[-1]
        assert isinstance(final, TurnFinished)
        if final.reason == "error":
            failed.append((turn, final.error))
        compactions += sum(
            1 for e in events if isinstance(e, StrategyApplied) and e.report.strategy == "summarize"
        )
    assert failed == []
    assert compactions >= 10, compactions
    # every summarizer request, as billed, fit the window with its reply
    for record in summary_requests(runtime.store, agent.session_id):
        assert record.usage.prompt + record.usage.output <= window
    # and the session can still be compacted by hand, and go on
    assert list(agent.compact())
    assert agent.turn and list(agent.turn("and now list the files"))[-1].reason != "error"
    runtime.close()


@pytest.mark.parametrize("window", [8_000, 32_000])
def test_compact_succeeds_on_a_transcript_larger_than_the_window(workspace, window):
    """A history whose transcript is several windows long (many results and a pasted prompt
    larger than the window on its own): %ctx compact summarises it in parts, each fitting."""
    runtime = Runtime(workspace=str(workspace), context_window=window)
    agent = runtime.open()
    store = runtime.store
    # build the history directly: turns a window could never have held at once
    from ctxmagic.messages.parts import Message, TextPart, ToolCallPart, ToolResultPart

    history = []
    for i in range(30):
        call = ToolCallPart(f"c{i}", "view", {"path": f"f{i}.py"})
        history += [
            Message(role="user", parts=[TextPart(f"question {i} " + "words " * 300)]),
            Message(role="assistant", parts=[TextPart("looking"), call]),
            Message(role="tool", parts=[ToolResultPart(call.id, "view", "data " * 1500)]),
            Message(role="assistant", parts=[TextPart("found it " * 50)]),
        ]
    history.append(Message(role="user", parts=[TextPart("pasted " * (window * 2))]))
    history.append(Message(role="assistant", parts=[TextPart("ok")]))
    agent.commit(add=[m.copy(session_id=agent.session_id) for m in history])
    events = list(agent.compact())
    assert events and isinstance(events[-1], StrategyApplied)
    summary = store.get_message(agent.session.summary_message_id)
    mark = next(p for p in summary.parts if isinstance(p, CompactionPart))
    assert "summarised in" in mark.note and "cut to fit" in mark.note
    records = summary_requests(store, agent.session_id)
    assert len(records) > 1
    assert all(r.usage.prompt + r.usage.output <= window for r in records)
    # the next turn runs on the summary
    assert list(agent.turn("what did we find?"))[-1].reason != "error"
    runtime.close()


def test_compact_through_the_magic_on_a_session_over_the_line(shell, capsys):
    shell.run_line_magic("config", "CtxMagic.context_window = 6000")
    for i in range(6):
        shell.run_cell_magic(
            "agent", "", f"run `python3 -c \"print('y' * {20000 + i})\"` and tell me"
        )
    capsys.readouterr()
    shell.run_line_magic("ctx", "compact")
    out = capsys.readouterr()
    assert "ctxmagic:" not in out.err, out.err
