"""Long notebooks: a cell's meter starts from the session's requests folded once
(``display/meter_history.py``), and must be the meter a fold from scratch gives, through
compactions, an interrupted turn, another session and back, and requests stored out of order."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from ctxmagic.agent.events import StepFinished
from ctxmagic.display import publish
from ctxmagic.display.meter import session_state
from ctxmagic.display.meter_history import RecordedHistory, recorded_history
from ctxmagic.model.usage import Usage
from ctxmagic.store.database import RequestRecord, Store
from tests.conftest import make_agent

PROMPTS = [
    "Where is `line_total` defined, and how is VAT applied?",
    "Which function raises `OutOfStock`?",
    "Where is `demo_catalog` used?",
    "list the files of the project",
]


def meters(shell):
    """The meter the magic opens the next cell on, and the one rebuilt from the store."""
    magic = shell.magics_manager.registry["CtxMagic"]
    agent = magic._agent(magic.store.get_session(magic.session_id))
    pricing = magic.runtime.catalog.priced_as(agent.model)
    return magic._session_meter(agent), session_state(agent, magic.store, pricing)


def assert_same(shell) -> None:
    folded, rebuilt = meters(shell)
    assert folded.to_dict() == rebuilt.to_dict()
    assert folded.history(sources=True) == rebuilt.history(sources=True)
    assert folded.compactions == rebuilt.compactions
    assert folded.rereading == rebuilt.rereading
    assert (folded.drops, folded.misses) == (rebuilt.drops, rebuilt.misses)


def interrupt_at_second_step(monkeypatch):
    """The next turn is interrupted when its second request's response is in."""
    update = publish.PrintPublisher.update
    steps = []

    def interrupting(self, event):
        update(self, event)
        if isinstance(event, StepFinished):
            steps.append(event)
            if len(steps) == 2:
                monkeypatch.setattr(publish.PrintPublisher, "update", update)
                raise KeyboardInterrupt

    monkeypatch.setattr(publish.PrintPublisher, "update", interrupting)


def test_each_cells_meter_is_the_one_a_fold_from_scratch_gives(shell, monkeypatch):
    magic = shell.magics_manager.registry["CtxMagic"]
    magic.context_window = 4500  # compacts every few turns
    for n in range(14):
        shell.run_cell_magic("agent", "", PROMPTS[n % len(PROMPTS)])
        assert_same(shell)
        if n == 4:
            shell.run_line_magic("ctx", "compact keep the file names")
            assert_same(shell)
        if n == 6:
            interrupt_at_second_step(monkeypatch)
            with pytest.raises(KeyboardInterrupt):
                shell.run_cell_magic("agent", "", PROMPTS[0])
            assert_same(shell)
    first = magic.session_id
    session = magic.store.get_session(first)
    assert session.summary_message_id is not None, "the window never compacted"
    assert len(meters(shell)[0].compactions) >= 3
    shell.run_cell_magic("agent", "--new", PROMPTS[1])  # another session, then back
    assert_same(shell)
    shell.run_cell_magic("agent", f"--session {first}", PROMPTS[2])
    assert magic.session_id == first
    assert_same(shell)


def test_a_request_stored_out_of_order_starts_the_fold_again(store, workspace):
    agent = make_agent(store, workspace)
    for prompt in PROMPTS[:2]:
        list(agent.turn(prompt))
    pricing = agent.pricing
    history = recorded_history(None, store, agent.session_id, pricing)
    first = store.requests(agent.session_id)[0]
    late = RequestRecord(  # stored now, but started before the first request
        session_id=agent.session_id,
        provider=first.provider,
        model=first.model,
        usage=Usage(input=900, output=10),
        cost=0.001,
        context_tokens=910,
        turn=1,
        step=1,
        started_at=first.started_at - 1,
    )
    store.record_request(late)
    again = recorded_history(history, store, agent.session_id, pricing)
    assert again is not history  # a new fold, not one with the late request at its end
    folded = session_state(agent, store, pricing, again)
    assert folded.history() == session_state(agent, store, pricing).history()
    assert folded.history()["points"][0] == [0, 0, 900, 10]


def test_the_fold_reads_only_what_was_stored_since(store, workspace):
    agent = make_agent(store, workspace)
    list(agent.turn(PROMPTS[0]))
    history = RecordedHistory(agent.session_id, agent.pricing, store)
    assert history.update(store)
    row, count = history.row, len(history.state.points)
    assert store.requests_after(agent.session_id, row) == (row, [])  # nothing new
    list(agent.turn(PROMPTS[1]))
    last, new = store.requests_after(agent.session_id, row)
    assert last > row and new and all(r.turn == 2 for r in new)
    assert history.update(store) and len(history.state.points) == count + len(new)
    # another database holding the same session id (an import) is read from scratch
    other = Store(":memory:")
    assert recorded_history(history, other, agent.session_id, agent.pricing) is not history
    other.close()


def test_the_first_cell_of_a_kernel_does_not_load_nbformat(workspace):
    """Importing nbformat's validation (jsonschema and its format checkers) took about 1.5 s of
    the first cell; a cell's record needs none of it."""
    script = textwrap.dedent(
        """
        import sys
        from IPython.core.interactiveshell import InteractiveShell
        ip = InteractiveShell.instance()
        ip.run_line_magic("load_ext", "ctxmagic")
        ip.run_cell_magic("agent", "", "Where is `Catalog` defined?")
        heavy = ("nbformat", "jsonschema", "rfc3987_syntax")
        print("LOADED", sorted({m.split(".")[0] for m in sys.modules} & set(heavy)))
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        cwd=workspace,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PYTHONPATH": ":".join(sys.path), "PATH": "/usr/bin:/bin", "HOME": str(workspace)},
    )
    assert out.returncode == 0, out.stderr
    assert "LOADED []" in out.stdout


def test_a_cells_record_holds_what_it_added_and_the_older_messages_it_changed(store, workspace):
    """The record's two indexed lookups (messages after the last one before the cell, and
    those updated since it started) find what one scan of the session found."""
    from ctxmagic.logbook.record import last_message_id, live_record
    from ctxmagic.messages.ids import now_ms

    agent = make_agent(store, workspace)
    list(agent.turn(PROMPTS[0]))
    after, since = last_message_id(store, agent.session_id), now_ms()
    old = store.messages(agent.session_id)[1]
    old.metadata = {**old.metadata, "note": "changed by the next cell"}
    store.update_message(old)  # as a prune marks an old tool output
    list(agent.turn(PROMPTS[1]))
    record = live_record(
        store, agent.session_id, kind="turn", after=after, since_ms=since, status="end_turn"
    )
    every = store.messages(agent.session_id)
    assert [m.id for m in record.messages] == [m.id for m in every if m.id > after]
    changed = [m.id for m in every if m.id <= after and m.updated_at >= since]
    assert [m.id for m in record.updated] == changed and old.id in changed
    assert record.updated[0].metadata["note"] == "changed by the next cell"
    assert {r.turn for r in record.requests} == {2}
