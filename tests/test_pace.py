"""The teaching pace (providers/pace.py): the offline model streams at about a real model's speed
when a workshop asks for it, so the meter visibly moves; headless runs switch it off."""

from __future__ import annotations

import time

import nbformat
from nbformat.v4 import new_code_cell, new_notebook

from ctxmagic.agent.events import TextDelta, TurnFinished
from ctxmagic.ipython.headless import execute
from ctxmagic.providers.pace import ENV, TEACHING_DELAY, TEACHING_LATENCY, Pace, pace_of
from ctxmagic.runtime import Runtime


def test_the_pace_settings_ask_for():
    assert pace_of(False, 0.0, {}) == Pace()
    assert pace_of(True, 0.0, {}) == Pace(TEACHING_DELAY, TEACHING_LATENCY)
    assert pace_of(True, 0.05, {}) == Pace(0.05, 0.0)  # offline_delay, set by hand, wins
    for off in ("0", "off", "False", " no "):
        assert pace_of(True, 0.0, {ENV: off}) == Pace()
    assert pace_of(True, 0.0, {ENV: "1"}) == Pace(TEACHING_DELAY, TEACHING_LATENCY)


def test_a_turn_at_teaching_pace_streams_for_a_student_to_watch(workspace, tmp_path, monkeypatch):
    """Offline turns ended in well under a second: "watch the meter" showed nothing."""
    monkeypatch.delenv(ENV, raising=False)
    runtime = Runtime(workspace=str(workspace), db_path=str(tmp_path / "s.db"), teaching_pace=True)
    agent = runtime.agent(runtime.open().session_id)
    assert (agent.provider.delay, agent.provider.latency) == (TEACHING_DELAY, TEACHING_LATENCY)
    started = time.monotonic()
    events = list(agent.turn("Where is `line_total` defined?"))
    seconds = time.monotonic() - started
    assert isinstance(events[-1], TurnFinished) and events[-1].reason == "end_turn"
    requests = len(runtime.store.requests(agent.session_id))
    chunks = sum(1 for e in events if isinstance(e, TextDelta))
    # each response waits before its first chunk, and the chunks wait their turn (half their
    # delays as the bound: a machine's clock granularity is not what this checks; unpaced, the
    # whole turn takes about 0.1 s)
    assert seconds >= requests * TEACHING_LATENCY + chunks * TEACHING_DELAY / 2
    assert requests >= 2 and seconds >= 1.5, (requests, chunks, seconds)
    runtime.close()


def test_the_environment_switches_the_teaching_pace_off(workspace, tmp_path, monkeypatch):
    monkeypatch.setenv(ENV, "0")
    runtime = Runtime(workspace=str(workspace), db_path=str(tmp_path / "s.db"), teaching_pace=True)
    agent = runtime.agent(runtime.open().session_id)
    assert (agent.provider.delay, agent.provider.latency) == (0.0, 0.0)
    runtime.close()


def test_the_headless_runner_runs_without_the_teaching_pace(tmp_path, monkeypatch):
    """A workshop notebook turns the pace on; CI must not wait for it."""
    monkeypatch.delenv(ENV, raising=False)
    nb = new_notebook(cells=[new_code_cell(f"import os\nprint(repr(os.environ.get({ENV!r})))")])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(nb, tmp_path / "pace.ipynb")
    report = execute(tmp_path / "pace.ipynb", tmp_path / "out", timeout=60)
    out = nbformat.read(report.output, as_version=4)
    assert out.cells[0].outputs[0]["text"].strip() == "'0'"


def test_the_magic_setting_reaches_the_offline_model(shell, monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    magic = shell.magics_manager.registry["CtxMagic"]
    shell.run_cell("%%agent\nWhere is `line_total` defined?")
    assert magic.runtime.agent(magic.session_id).provider.latency == 0.0
    shell.run_line_magic("config", "CtxMagic.teaching_pace = True")
    provider = magic.runtime.agent(magic.session_id).provider
    assert (provider.delay, provider.latency) == (TEACHING_DELAY, TEACHING_LATENCY)
