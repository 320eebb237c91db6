"""%%agent cells in a real kernel, sent as JupyterLab sends them (with their cell ids): what
re-running an earlier cell does (docs/notebooks.md), what a cell keeps when its turn failed, was
interrupted or wrote nothing, and that the notebook Lab would save imports back."""

from __future__ import annotations

import json
import shutil
import time

import nbformat
import pytest

from ctxmagic.logbook import import_notebook, session_state
from ctxmagic.store.database import Store
from tests.kernel import Kernel, ctxmagic_meta, text
from tests.wire import WireServer, openai_sse

SETUP = "%load_ext ctxmagic\n%config CtxMagic.workspace = 'ws'"


def transcript_html(cell) -> str:
    """The turn's transcript output (the meter's static form is the output above it)."""
    return next(
        o["data"]["text/html"]
        for o in cell.outputs
        if "ctxmagic-turn" in o.get("data", {}).get("text/html", "")
    )


@pytest.fixture
def kernel(tmp_path, workspace, monkeypatch):
    for key in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GEMINI_API_KEY"):
        monkeypatch.delenv(key, raising=False)
    shutil.move(workspace, tmp_path / "ws")
    k = Kernel(tmp_path)
    k.run("setup", SETUP)
    yield k
    k.close()


def kernel_store(tmp_path) -> Store:
    return Store(tmp_path / "ws" / ".ctxmagic" / "sessions.db")


def save_and_import(kernel, order, tmp_path):
    path = tmp_path / "saved.ipynb"
    nbformat.write(kernel.notebook(order), path)
    imported = Store(tmp_path / "imported.db")
    return imported, import_notebook(imported, path)


def test_rerunning_an_earlier_cell_forks_and_the_saved_notebook_imports(kernel, tmp_path):
    first = kernel.run("c1", "%%agent\nWhere is `line_total` defined?")
    parent = ctxmagic_meta(first)["session_id"]
    kernel.run("c2", "%%agent\nWhere is `OutOfStock` raised?")
    store = kernel_store(tmp_path)
    before = session_state(store, parent)

    rerun = kernel.run("c2", "%%agent\nWhere is `Order` defined?")  # edited, then run again
    meta = ctxmagic_meta(rerun)
    fork = meta["session_id"]
    html = transcript_html(rerun)
    assert f"re-run of turn 2 of {parent}: forked before that turn, {parent} unchanged" in html
    assert fork != parent and meta["turn"] == 2
    assert meta["record"]["forked_from"] == {"session": parent, "turn": 2}
    assert session_state(store, parent) == before  # history is never rewritten
    assert store.get_session(fork).parent_session_id == parent
    copies = [m.parts for m in store.messages(fork)][: len(ctxmagic_meta(first)["message_ids"])]
    assert copies == [m.parts for m in store.messages(parent)][: len(copies)]

    third = kernel.run("c3", "%%agent\nWhere is `demo_catalog` used?")  # continues the fork
    assert ctxmagic_meta(third)["session_id"] == fork and ctxmagic_meta(third)["turn"] == 3

    imported, result = save_and_import(kernel, ["setup", "c1", "c2", "c3"], tmp_path)
    by_id = {s.id: s for s in result.sessions}
    assert session_state(imported, fork) == session_state(store, fork)
    # the parent is imported as far as the notebook still shows it: turn 1
    assert by_id[parent].turn_count == 1
    turn_one = before["messages"][: len(ctxmagic_meta(first)["message_ids"])]
    assert session_state(imported, parent)["messages"] == turn_one
    assert any(f"session {parent}" in n and "turn 2" in n for n in result.notes), result.notes
    for s in (store, imported):
        s.close()


def test_a_cell_whose_turn_wrote_nothing_keeps_no_record(kernel, tmp_path):
    first = kernel.run("c1", "%%agent\nWhere is `line_total` defined?")
    session = ctxmagic_meta(first)["session_id"]
    other = kernel_store(tmp_path)
    other.acquire_lease(session, "another-kernel", 60_000)  # a turn of it runs elsewhere
    busy = kernel.run("c2", "%%agent\nWhere is `OutOfStock` raised?")
    assert "is running a turn in another kernel" in text(busy)
    meta = ctxmagic_meta(busy)
    assert "record" not in meta and meta["status"] == "error"
    assert "turn ended: error" in transcript_html(busy)
    other.release_lease(session, "another-kernel")
    kernel.run("c3", "%%agent\nWhere is `OutOfStock` raised?")

    imported, result = save_and_import(kernel, ["setup", "c1", "c2", "c3"], tmp_path)
    assert [s.id for s in result.sessions] == [session] and not result.notes
    assert session_state(imported, session) == session_state(other, session)
    for s in (other, imported):
        s.close()


def test_interrupted_and_failed_turns_keep_their_records(kernel, tmp_path):
    kernel.run("slow", "%config CtxMagic.offline_delay = 0.05")
    msg_id = kernel.send("c1", "%%agent\nWhere is `line_total` defined, and how is VAT applied?")
    kernel.collect("c1", msg_id, until_output=True)
    time.sleep(0.5)  # the turn is streaming
    kernel.manager.interrupt_kernel()
    interrupted = kernel.collect("c1", msg_id)
    meta = ctxmagic_meta(interrupted)
    assert meta["status"] == "interrupted" and meta["record"]["status"] == "interrupted"
    session = meta["session_id"]
    kernel.run("fast", "%config CtxMagic.offline_delay = 0.0")

    with WireServer() as server:
        events = openai_sse.text_events("The answer starts here and then the stream", pieces=4)
        server.queue(openai_sse.dropped_reply(events, after=3))
        model = {"provider": "openai-compatible", "context_window": 32000, "default_output": 1024}
        kernel.run(
            "server",
            f"%config CtxMagic.base_url = '{server.url}/v1'\n"
            f"%config CtxMagic.models = {json.dumps({'local-model': model})}",
        )
        failed = kernel.run(
            "c2",
            "%%agent --provider openai-compatible --model local-model\nWhere is `Order` defined?",
        )
    meta = ctxmagic_meta(failed)
    assert meta["session_id"] == session
    assert meta["status"] == "error" and meta["record"]["status"] == "error"
    assert any(m["role"] == "assistant" for m in meta["record"]["messages"])  # the partial text
    kernel.run("c3", "%%agent --provider offline\nWhere is `OutOfStock` raised?")

    order = ["setup", "slow", "c1", "fast", "server", "c2", "c3"]
    imported, result = save_and_import(kernel, order, tmp_path)
    store = kernel_store(tmp_path)
    assert [s.id for s in result.sessions] == [session] and not result.notes
    assert session_state(imported, session) == session_state(store, session)
    for s in (store, imported):
        s.close()


def test_a_turn_that_ran_sub_agents_imports_with_their_sessions(kernel, tmp_path):
    """A task sub-agent's session is a session of its own: the notebook Lab saves carries it in
    the record of the turn that ran it, so the import holds the parent and every child, equal."""
    prompt = (
        "%%agent\nLook into each of these modules and tell me what they define: "
        "`bookshop/pricing.py`, `bookshop/orders.py`."
    )
    cell = kernel.run("c1", prompt)
    parent = ctxmagic_meta(cell)["session_id"]
    kernel.run("c2", "%%agent\nWhere is `line_total` defined?")
    store = kernel_store(tmp_path)
    children = [s.id for s in store.children(parent)]
    assert len(children) == 2
    nested = [c["session"]["id"] for c in ctxmagic_meta(cell)["record"]["subagents"]]
    assert nested == children

    imported, result = save_and_import(kernel, ["setup", "c1", "c2"], tmp_path)
    assert sorted(s.id for s in result.sessions) == sorted([parent, *children])
    assert not result.notes
    for sid in (parent, *children):
        assert session_state(imported, sid) == session_state(store, sid)
    assert [s.id for s in imported.children(parent)] == children
    for s in (store, imported):
        s.close()


def test_a_strategy_set_after_the_last_turn_is_in_the_saved_notebook(kernel, tmp_path):
    first = kernel.run("c1", "%%agent\nWhere is `line_total` defined?")
    sid = ctxmagic_meta(first)["session_id"]
    store = kernel_store(tmp_path)
    kernel.run("c2", "%ctx strategy prune prune.protect_tokens=6400 prune.minimum_freed=3200")
    assert ctxmagic_meta(kernel.cells["c2"])["record"]["kind"] == "strategy"
    imported, _ = save_and_import(kernel, ["setup", "c1", "c2"], tmp_path)
    assert imported.get_session(sid).strategy["strategies"] == ["prune"]
    assert session_state(imported, sid) == session_state(store, sid)
    imported.close()

    # a turn after it carries it in its own row; the change after that turn is the one kept,
    # and of two, the one run last (c4 re-run after c5), wherever it sits
    kernel.run("c3", "%%agent\nWhere is `OutOfStock` raised?")
    kernel.run("c4", "%ctx strategy externalize")
    kernel.run("c5", "%ctx strategy summarize summarize.threshold=0.8")
    kernel.run("c4", "%ctx strategy window")
    (tmp_path / "imported.db").unlink()
    imported, _ = save_and_import(kernel, ["setup", "c1", "c2", "c3", "c4", "c5"], tmp_path)
    policy = imported.get_session(sid).strategy
    assert policy["strategies"] == ["window"] == store.get_session(sid).strategy["strategies"]
    assert policy["params"]["prune"]["protect_tokens"] == 6400  # kept while not listed
    assert session_state(imported, sid) == session_state(store, sid)
    imported.close()


def test_a_strategy_set_before_any_turn_imports_its_session(kernel, tmp_path):
    cell = kernel.run("c1", "%ctx strategy prune summarize prune.protect_tokens=6400")
    sid = ctxmagic_meta(cell)["record"]["session"]["id"]
    imported, result = save_and_import(kernel, ["setup", "c1"], tmp_path)
    assert [s.id for s in result.sessions] == [sid] and result.current.turn_count == 0
    assert session_state(imported, sid) == session_state(kernel_store(tmp_path), sid)
    imported.close()
