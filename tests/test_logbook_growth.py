"""A cell's record holds what the cell changed, not the session so far: the record of a late
cell of a long session is the size of an early one's (a ratio of sizes, not a timing), so a
saved notebook grows linearly with its turns, and it still rebuilds the same session."""

from __future__ import annotations

import json
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from nbformat.v4 import new_code_cell, new_notebook, new_output

from ctxmagic.agent.loop import run_turn
from ctxmagic.logbook import import_notebook, session_state
from ctxmagic.logbook.cells import start_cell
from ctxmagic.runtime import Runtime
from ctxmagic.store.database import Store
from ctxmagic.store.partkeys import KeyDelta, diff

PROMPTS = (
    "Where is `line_total` defined?",
    "Where is `OutOfStock` raised?",
    "Where is `Order` defined?",
    "What does `report` print?",
    "Where is `Catalog` defined?",
)


def run_cells(store: Store, workspace, window: int, turns: int) -> tuple[str, list, list[dict]]:
    """``turns`` cells as the magic runs them (``start_cell``, the turn, the cell's record),
    and the notebook their outputs make."""
    runtime = Runtime(store=store, workspace=str(workspace), context_window=window)
    agent = runtime.open()
    cells, records = [], []
    for n in range(turns):
        prompt = PROMPTS[n % len(PROMPTS)]  # cell 10 and cell 200 ask the same
        run = start_cell(store, agent.session_id, None)
        assert run_turn(agent, prompt).reason == "end_turn"
        record = run.record(store, kind="turn", status="end_turn")
        records.append(record)
        cell = new_code_cell(f"%%agent\n{prompt}")
        cell.outputs = [
            new_output(
                "display_data",
                data={"text/plain": prompt},
                metadata={"ctxmagic": {"record": record}},
            )
        ]
        cells.append(cell)
    return agent.session_id, cells, records


def size(record: dict) -> int:
    return len(json.dumps(record, separators=(",", ":")))


@pytest.mark.parametrize("window", [2_000_000, 60_000], ids=["no compaction", "compacting"])
def test_a_late_cells_record_is_the_size_of_an_early_ones(tmp_path, workspace, window):
    store = Store(tmp_path / "a.db")
    sid, cells, records = run_cells(store, workspace, window, 200)
    compactions = sum(1 for r in store.requests(sid) if r.kind == "summary")
    assert (compactions == 0) == (window > 100_000), compactions
    if not compactions:  # the same question, the same answer: the same record but for its keys
        assert size(records[199]) / size(records[9]) < 1.2, (size(records[9]), size(records[199]))
    early = statistics.median(size(r) for r in records[5:25])
    late = statistics.median(size(r) for r in records[180:200])
    assert late / early < 1.3, (early, late)
    # and the notebook of those cells is the session
    path = tmp_path / "live.ipynb"
    path.write_text(json.dumps(new_notebook(cells=cells)))
    other = Store(tmp_path / "b.db")
    import_notebook(other, path)
    assert session_state(other, sid) == session_state(store, sid)
    other.close()
    store.close()


keys = st.lists(st.sampled_from("abcdefghij"), max_size=40)


@given(keys, keys)
@settings(max_examples=400, deadline=None)
def test_a_delta_gives_back_exactly_the_keys_it_was_made_of(base, new):
    delta = diff("req_base", base, new)
    assert delta.apply(base) == new
    assert KeyDelta.from_json(json.loads(json.dumps(delta.to_json()))) == delta


@given(keys, keys)
@settings(max_examples=200, deadline=None)
def test_an_append_is_one_run_and_the_new_keys(base, tail):
    run = ((0, len(base)),) if base else ()
    assert diff("r", base, base + tail).ops == run + tuple(tail)


def test_a_pruned_output_is_one_key_between_two_runs():
    base = [f"k{i}" for i in range(1000)]
    pruned = [*base[:400], "placeholder", *base[401:], "new"]
    assert diff("r", base, pruned).ops == ((0, 400), "placeholder", (401, 599), "new")
    # a compaction: the fixed part, a summary, the tail kept
    compacted = [*base[:2], "summary", *base[900:], "new"]
    assert diff("r", base, compacted).ops == ((0, 2), "summary", (900, 100), "new")
