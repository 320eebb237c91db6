"""One truth for every figure: the context tokens the cell footer, ``%ctx status``,
``%ctx sessions``, the ``%ctx parts`` caption, the compaction line and the store show are one
figure (``Session.context_tokens``), and the window they are shown against is one window."""

from __future__ import annotations

import re

from tests.test_context_loop import PROMPTS, ends_compacted, find_window


def figure(pattern: str, text: str) -> int:
    found = re.findall(pattern, text)
    assert found, f"{pattern!r} not in {text!r}"
    return int(found[-1].replace(",", ""))


def shown(shell, capsys):
    """The context figure of %ctx status, %ctx sessions and the %ctx parts caption, and the
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
        "parts": figure(r"the meter's figure, is ([\d,]+) tokens", parts.caption),
        "store": stored.context_tokens,
    }, stored


def test_footer_status_sessions_parts_and_store_agree_through_a_compaction(
    shell, capsys, workspace
):
    magic = shell.magics_manager.registry["CtxMagic"]
    magic.context_window = find_window(workspace, ends_compacted)
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
    assert compacted, "no turn ended with a compaction"


def test_a_turn_view_starts_from_the_sessions_context_not_zero(store, workspace):
    from ctxmagic.agent.events import TurnStarted
    from ctxmagic.agent.loop import run_turn
    from ctxmagic.display.transcript import TurnView
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
    from ctxmagic.agent.loop import run_turn
    from ctxmagic.store.fork import fork_session
    from tests.conftest import make_agent

    agent = make_agent(store, workspace, context_window=find_window(workspace, ends_compacted))
    for prompt in PROMPTS:  # until a turn ends with a compaction
        run_turn(agent, prompt)
        if store.requests(agent.session_id)[-1].strategy == "summarize":
            break
    compacted = store.get_session(agent.session_id)
    assert store.requests(agent.session_id)[-1].strategy == "summarize"  # the last turn's end
    run_turn(agent, PROMPTS[0])
    point = [m for m in store.messages(agent.session_id) if m.role == "user"][-1]
    child = fork_session(store, agent.session_id, point.id)
    assert child.context_tokens == compacted.context_tokens > 0
    assert (child.prompt_tokens, child.completion_tokens) == (compacted.context_tokens, 0)


def test_window_is_kept_for_the_session_and_shown_everywhere(shell, capsys):
    magic = shell.magics_manager.registry["CtxMagic"]

    def cell(line, prompt):
        shell.run_cell_magic("agent", line, prompt)
        return figure(r"-- context [\d,]+ / ([\d,]+) tokens", capsys.readouterr().out)

    def status():
        rows = dict(shell.run_line_magic("ctx", "status").rows())
        return figure(r"/ ([\d,]+) tokens", rows["context"]), rows["context window"]

    assert cell("--window 6000", PROMPTS[0]) == 6000
    assert status() == (
        6000,
        "6,000 tokens: this session's (%%agent --window 6000; --window 0 returns to the model's)",
    )
    assert cell("", PROMPTS[1]) == 6000  # kept for the session's later cells
    session = magic.runtime.store.get_session(magic.session_id)
    assert session.context_window == 6000
    assert {r.context_window for r in magic.runtime.store.requests(session.id)} == {6000}
    # a new session does not inherit it; %config is the default of sessions without their own
    magic.context_window = 16000
    assert cell("--new", PROMPTS[0]) == 16000
    assert status() == (16000, "16,000 tokens: CtxMagic.context_window")
    shell.run_line_magic("ctx", f"resume {session.id}")
    assert cell("", PROMPTS[2]) == 6000
    assert cell("--window 0", PROMPTS[3]) == 16000  # back to the setting
    assert magic.runtime.store.get_session(session.id).context_window == 0


def test_a_bad_window_changes_nothing(shell, capsys):
    magic = shell.magics_manager.registry["CtxMagic"]
    shell.run_cell_magic("agent", "--window 6000", PROMPTS[0])
    capsys.readouterr()
    before = magic.runtime.store.get_session(magic.session_id)
    shell.run_cell_magic("agent", "--window 100", PROMPTS[1])
    assert "--window must be from 1,024" in capsys.readouterr().err
    after = magic.runtime.store.get_session(magic.session_id)
    assert (after.context_window, after.message_count) == (6000, before.message_count)


def test_a_sub_agent_runs_under_its_parents_window(store, workspace):
    from ctxmagic.agent.loop import run_turn
    from ctxmagic.runtime import Runtime

    runtime = Runtime(store=store, workspace=str(workspace))
    parent = runtime.open()
    runtime.agent(parent.session_id, window=7000)
    run_turn(parent, "Look into bookshop/pricing.py and bookshop/orders.py")
    children = [s for s in store.sessions() if s.parent_session_id == parent.session_id]
    assert children and {c.context_window for c in children} == {7000}
    assert {r.context_window for c in children for r in store.requests(c.id)} == {7000}


def test_a_sessions_window_survives_the_logbook_round_trip(store, workspace, tmp_path):
    from ctxmagic.agent.loop import run_turn
    from ctxmagic.logbook.export import write_export
    from ctxmagic.logbook.load import import_notebook
    from ctxmagic.logbook.record import session_state
    from ctxmagic.runtime import Runtime
    from ctxmagic.store.database import Store

    runtime = Runtime(store=store, workspace=str(workspace))
    agent = runtime.agent(runtime.new_session("w").id, window=7000)
    run_turn(agent, PROMPTS[0])
    path, _ = write_export(store, agent.session_id, tmp_path / "w.ipynb")
    other = Store(tmp_path / "other.db")
    try:
        import_notebook(other, path)
        assert other.get_session(agent.session_id).context_window == 7000
        assert session_state(other, agent.session_id) == session_state(store, agent.session_id)
    finally:
        other.close()


def test_footer_and_status_mark_the_same_line_the_policy_compacts_at(shell, capsys):
    def marks():
        out = capsys.readouterr().out
        footer = re.findall(r"-- context .*?\((?:[\d.]+)%, ([^)]*)\)", out)[-1]
        status = dict(shell.run_line_magic("ctx", "status").rows())["context"].split(", ", 1)[1]
        return footer, status

    shell.run_line_magic("ctx", "strategy truncate summarize summarize.reserve_tokens=8000")
    shell.run_cell_magic("agent", "", PROMPTS[0])
    assert marks() == ("auto-compact at 75%", "auto-compact at 75%")  # 32,000 - 8,000
    shell.run_line_magic("ctx", "strategy truncate")
    shell.run_cell_magic("agent", "", PROMPTS[1])
    assert marks() == ("no auto-compact", "no auto-compact")
