"""Re-running an earlier %%agent cell forks the session before that cell's turn (docs/notebooks.md):
the parent is left as it was, the fork is recorded with its parent, and the cell says so."""

from __future__ import annotations

from ctxmagic.agent.loop import run_turn
from ctxmagic.context.policy import Policy
from ctxmagic.logbook.cells import start_cell
from ctxmagic.logbook.record import session_state
from ctxmagic.messages.parts import CompactionPart
from ctxmagic.store.fork import fork_session, turn_of_cell
from tests.conftest import make_agent

PROMPTS = [
    "Where is `line_total` defined?",
    "Where is `OutOfStock` raised?",
    "Where is `demo_catalog` used?",
    "Where is `Order` defined?",
]


def cell_turns(agent, cells):
    """Run each (cell id, prompt) as the magic does: start_cell decides where it writes."""
    for cell_id, prompt in cells:
        run = start_cell(agent.store, agent.session_id, cell_id)
        if run.session_id != agent.session_id:
            agent = make_agent(agent.store, agent.settings.workspace, session_id=run.session_id)
        assert run_turn_meta(agent, prompt, run.message_metadata) == "end_turn"
    return agent


def run_turn_meta(agent, prompt, metadata):
    events = list(agent.turn(prompt, metadata=metadata))
    return events[-1].reason


def test_a_new_cell_appends_and_a_rerun_forks_before_its_turn(store, workspace):
    agent = make_agent(store, workspace)
    agent = cell_turns(agent, [("c1", PROMPTS[0]), ("c2", PROMPTS[1]), ("c3", PROMPTS[2])])
    parent = agent.session_id
    before = session_state(store, parent)
    assert turn_of_cell(store, parent, "c2").turn == 2
    assert turn_of_cell(store, parent, "nope") is None

    run = start_cell(store, parent, "c2")  # cell 2 runs again
    child = store.get_session(run.session_id)
    assert child.parent_session_id == parent and run.forked_from == {"session": parent, "turn": 2}
    assert "re-run of turn 2" in run.origin and child.turn_count == 1
    assert session_state(store, parent) == before  # history is never rewritten
    copies = store.messages(child.id)
    originals = [
        m for m in store.messages(parent) if m.id < turn_of_cell(store, parent, "c2").message_id
    ]
    assert [m.parts for m in copies] == [m.parts for m in originals]
    assert {m.id for m in copies}.isdisjoint({m.id for m in originals})
    forked = make_agent(store, workspace, session_id=child.id)
    assert run_turn_meta(forked, "Where is `Order` defined?", run.message_metadata) == "end_turn"
    assert store.get_session(child.id).turn_count == 2
    # a cell that never ran in the fork appends to it
    assert start_cell(store, child.id, "c3").session_id == child.id


def test_a_fork_restores_outputs_pruned_after_its_point_and_keeps_the_compaction(store, workspace):
    policy = Policy(
        ["prune", "summarize"],
        {"prune": {"protect_turns": 1, "protect_tokens": 50, "minimum_freed": 50}},
    )
    agent = make_agent(store, workspace, policy=policy, context_window=3000)
    for i, prompt in enumerate(
        PROMPTS + ["What does `report` print?", "Where is `vat_rate` defined?"]
    ):
        run_turn_meta(agent, prompt, {"cell_id": f"c{i}"})
    session = store.get_session(agent.session_id)
    assert session.summary_message_id, "the window is small enough to compact"
    restored = 0
    for cell in ("c1", "c2", "c5"):
        point_id = turn_of_cell(store, session.id, cell).message_id
        child = fork_session(store, session.id, point_id)
        copies = store.messages(child.id)
        point = store.get_message(point_id).created_at
        originals = [m for m in store.messages(session.id) if m.id < point_id]
        for copy, original in zip(copies, originals, strict=True):
            for a, b in zip(copy.tool_results, original.tool_results, strict=True):
                if b.pruned_at is not None and b.pruned_at >= point:
                    assert a.pruned_at is None
                    restored += 1
                else:
                    assert a.pruned_at == b.pruned_at
    assert restored, "later turns pruned outputs of the turns before the fork points"
    summary = store.get_message(child.summary_message_id)
    assert summary.session_id == child.id
    mark = next(p for p in summary.parts if isinstance(p, CompactionPart))
    assert set(mark.replaced_message_ids) <= {m.id for m in copies}
    agent = make_agent(store, workspace, session_id=child.id)
    assert run_turn(agent, "list the files").reason == "end_turn"


def test_a_fork_whose_cell_fails_before_its_turn_is_removed(store, workspace):
    """The magic abandons the run when it cannot start the turn (logbook.cells.CellRun.abandon):
    no empty child session is left behind, and the parent is as it was."""
    agent = cell_turns(make_agent(store, workspace), [("c1", PROMPTS[0]), ("c2", PROMPTS[1])])
    before = session_state(store, agent.session_id)
    run = start_cell(store, agent.session_id, "c1")
    assert run.forked_from and store.get_session(run.session_id)
    run.abandon(store)
    assert [s.id for s in store.sessions()] == [agent.session_id]
    assert session_state(store, agent.session_id) == before
    appended = start_cell(store, agent.session_id, "c3")
    appended.abandon(store)  # nothing was forked: nothing is removed
    assert session_state(store, agent.session_id) == before
