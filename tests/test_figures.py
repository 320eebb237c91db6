"""One truth for every figure: the context tokens the cell footer, ``%ctx status``,
``%ctx sessions``, the ``%ctx parts`` header, the compaction line and the store show are one
figure (``Session.context_tokens``), and the window they are shown against is one window."""

from __future__ import annotations

import re

from tests.test_context_loop import PROMPTS


def figure(pattern: str, text: str) -> int:
    found = re.findall(pattern, text)
    assert found, f"{pattern!r} not in {text!r}"
    return int(found[-1].replace(",", ""))


def shown(shell, capsys):
    """The context figure of %ctx status, %ctx sessions and the %ctx parts header, and the
    session as stored."""
    magic = shell.magics_manager.registry["CtxMagic"]
    status = dict(shell.run_line_magic("ctx", "status").rows())
    sessions = shell.run_line_magic("ctx", "sessions")
    parts = shell.run_line_magic("ctx", "parts")
    capsys.readouterr()
    stored = magic.runtime.store.get_session(magic.session_id)
    row = next(r for r in sessions.rows if r[0].endswith(stored.id))
    return {
        "status": figure(r"^([\d,]+) /", status["context"]),
        "sessions": row[sessions.columns.index("context")],
        "parts": figure(r"context now: ([\d,]+) tokens", parts.title),
        "store": stored.context_tokens,
    }, stored


def test_footer_status_sessions_parts_and_store_agree_through_a_compaction(shell, capsys):
    magic = shell.magics_manager.registry["CtxMagic"]
    magic.context_window = 6000
    compacted = 0
    for prompt in PROMPTS:
        shell.run_cell_magic("agent", "", prompt)
        out = capsys.readouterr().out
        footer = figure(r"-- context ([\d,]+) / ", out)
        figures, stored = shown(shell, capsys)
        assert set(figures.values()) == {footer}, figures
        last = magic.runtime.store.requests(stored.id)[-1]
        lines = re.findall(r"\[context summarize: .*\]", out)
        if last.strategy == "summarize":  # the turn ended with a compaction
            compacted += 1
            before = figure(r"; context ([\d,]+) -> ", lines[-1])
            after = figure(r"; context [\d,]+ -> ([\d,]+) tokens", lines[-1])
            turn = [r for r in magic.runtime.store.requests(stored.id) if r.strategy != "summarize"]
            # the line's figures are the meter's: the last request's, then the footer's
            assert before == turn[-1].usage.context
            assert after == footer < before
        else:
            assert footer == last.usage.context == last.context_tokens
    assert compacted, "no turn ended with a compaction; the test needs a smaller window"


def test_a_turn_view_starts_from_the_sessions_context_not_zero(store, workspace):
    from ctxmagic.agent import run_turn
    from ctxmagic.display.transcript import TurnView
    from ctxmagic.events import TurnStarted
    from tests.conftest import make_agent

    agent = make_agent(store, workspace, context_window=9000)
    run_turn(agent, PROMPTS[0])
    view = TurnView()
    events = agent.turn(PROMPTS[1])
    first = next(events)
    events.close()
    assert isinstance(first, TurnStarted)
    view.apply(first)
    held = store.get_session(agent.session_id).context_tokens
    assert view.context_tokens == held > 0 and view.context_window == 9000
    assert view.footer_figures()["percent"] == round(100 * held / 9000, 1)


def test_a_fork_after_a_compaction_starts_from_the_compactions_figure(store, workspace):
    from ctxmagic.agent import run_turn
    from ctxmagic.fork import fork_session
    from tests.conftest import make_agent

    agent = make_agent(store, workspace, context_window=6000)
    for prompt in PROMPTS:
        run_turn(agent, prompt)
    compacted = store.get_session(agent.session_id)
    assert store.requests(agent.session_id)[-1].strategy == "summarize"  # the last turn's end
    run_turn(agent, PROMPTS[0])
    point = [m for m in store.messages(agent.session_id) if m.role == "user"][-1]
    child = fork_session(store, agent.session_id, point.id)
    assert child.context_tokens == compacted.context_tokens > 0
    assert (child.prompt_tokens, child.completion_tokens) == (compacted.context_tokens, 0)
