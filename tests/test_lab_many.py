"""Many sessions at once (``lab.many``, ``%ctx lab --all``): the same figures on any executor,
totals that add up, ctxmagic's own sessions, a bad session reported in one line, and the
process holding one session at a time."""

from __future__ import annotations

import math
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from ctxmagic import lab
from ctxmagic.agent.loop import run_turn
from ctxmagic.errors import ConfigError
from ctxmagic.lab.many import FromStore, Many, SessionFigures, one_session
from ctxmagic.runtime import Runtime

PROMPTS = [
    "Where is `line_total` defined, and how is VAT applied?",
    "Run `ls bookshop` and tell me what it lists.",
    "What is in README.md?",
]


@pytest.fixture(scope="module")
def trace_files(tmp_path_factory):
    """Four synthetic sessions saved as files (their ids fixed, so any process reads the same)."""
    folder = tmp_path_factory.mktemp("traces")
    paths = []
    for seed in range(4):
        trace = lab.synthetic(turns=6 + seed, tokens_per_turn=2500, seed=seed)
        paths.append(str(trace.save(folder / f"s{seed}.json.gz")))
    return paths


def test_the_same_totals_serially_on_processes_and_on_any_executor(trace_files):
    names = ["recorded", "append", "prune+summarize", "replay"]
    here = lab.many(trace_files, load=lab.Trace.load, names=names, workers=0, progress=False)
    pooled = lab.many(trace_files, load=lab.Trace.load, names=names, workers=2, progress=False)
    with ThreadPoolExecutor(2) as pool:
        threaded = lab.many(
            trace_files, load=lab.Trace.load, names=names, executor=pool, progress=False
        )
    assert here.totals.equals(pooled.totals) and here.totals.equals(threaded.totals)
    assert [r.ref for r in pooled.results] == trace_files  # in the order given
    # each session's figures are its runs' metrics
    for entry, path in zip(here.results, trace_files, strict=True):
        done = lab.runs(lab.Trace.load(path), names, workers=0)
        assert {m.run: m.cost for m in map(lab.measure, done)} == {
            n: v["cost"] for n, v in entry.runs.items()
        }
    totals = here.totals.set_index("run")
    assert list(totals.index) == ["billed", *names]
    for name in names:
        assert math.isclose(
            totals.loc[name, "cost"], sum(r.runs[name]["cost"] for r in here.results)
        )
        share = (
            sum(r.runs[name]["cost_cache_read"] for r in here.results) / totals.loc[name, "cost"]
        )
        assert math.isclose(totals.loc[name, "cache_read_share"], share)
    assert totals.loc["replay", "cache_read_share"] < totals.loc["append", "cache_read_share"]


def test_ctxmagic_sessions_of_a_database_file_billed_and_replayed(tmp_path, workspace):
    """Three sessions recorded with the offline model: the bill is their recorded usage, the
    recorded policy's replay reproduces it, and every session shows up once, on workers too."""
    db = tmp_path / "sessions.db"
    runtime = Runtime(db_path=str(db), workspace=str(workspace))
    try:
        for turns in (1, 2, 3):
            agent = runtime.open()
            for i in range(turns):
                run_turn(agent, PROMPTS[i % len(PROMPTS)])
    finally:
        runtime.close()
    refs, load = lab.stored_sessions(db)
    assert len(refs) == 3 and isinstance(load, FromStore)
    result = lab.many(
        refs, load=load, names=["recorded", "append", "replay"], workers=2, progress=False
    )
    assert not result.errors and len(result.ok) == 3
    for entry in result.ok:
        trace = load(entry.ref)
        assert entry.id == entry.ref and entry.agent == "ctxmagic"
        assert math.isclose(entry.billed["cost"], trace.recorded_cost)
        assert math.isclose(entry.runs["recorded"]["cost"], entry.billed["cost"])  # reproduced
        assert entry.requests == trace.requests and entry.turns == trace.turns
    totals = result.totals.set_index("run")
    assert math.isclose(totals.loc["recorded", "vs_billed"], 1.0)
    changes = result.largest_changes(2)
    assert set(changes["run"]) <= {"append", "replay"}
    for _, row in changes.iterrows():
        assert math.isclose(row["change"], row["cost"] - row["from"])


def test_a_session_that_cannot_be_read_is_one_line_and_the_others_go_on(trace_files, tmp_path):
    bad = tmp_path / "notes.json"
    bad.write_text("{ this is not a trace")
    missing = str(tmp_path / "gone.json.gz")
    result = lab.many(
        [trace_files[0], str(bad), missing, trace_files[1]],
        load=lab.Trace.load,
        names=["append"],
        workers=0,
        progress=False,
    )
    assert len(result.ok) == 2 and [ref for ref, _ in result.errors] == [str(bad), missing]
    for _, error in result.errors:
        assert error and "\n" not in error
    assert "not read" in repr(result) and "not read" in result._repr_html_()


def test_a_process_holds_one_session_at_a_time(trace_files):
    """What the replays of a process share (token counts, cache keys, identifiers of texts) is
    dropped after each session: nothing of the last one stays."""
    import importlib

    replay = importlib.import_module("ctxmagic.lab.replay")  # (lab.replay is the function)
    fidelity = importlib.import_module("ctxmagic.context.fidelity")
    one_session(trace_files[0], lab.Trace.load, [{"strategies": []}], {})
    assert not replay._COUNTERS and not replay._TEXT_KEYS
    assert fidelity._part_identifiers.cache_info().currsize == 0


def test_bad_arguments_fail_before_anything_runs(trace_files):
    with pytest.raises(ConfigError, match="unknown strategy"):
        lab.many(trace_files, load=lab.Trace.load, names=["compress"], workers=0)
    with pytest.raises(ConfigError, match="cannot be sent to worker processes"):
        lab.many(trace_files, load=lambda ref: lab.Trace.load(ref), workers=2, progress=False)


def test_the_largest_changes_are_the_largest_in_dollars():
    def entry(name, recorded, append):
        return SessionFigures(
            ref=name,
            id=name,
            title=name,
            billed={
                "cost": recorded,
                "cost_cache_read": 0.0,
                **dict.fromkeys(("input", "cache_read", "cache_write", "output"), 0),
            },
            runs={
                "recorded": {
                    "cost": recorded,
                    "cost_cache_read": 0.0,
                    "input": 0,
                    "cache_read": 0,
                    "cache_write": 0,
                    "output": 0,
                },
                "append": {
                    "cost": append,
                    "cost_cache_read": append / 2,
                    "input": 0,
                    "cache_read": 0,
                    "cache_write": 0,
                    "output": 0,
                },
            },
        )

    result = Many(
        [entry("a", 1.0, 1.5), entry("b", 2.0, 0.5), entry("c", 3.0, 3.1), entry("d", 1.0, 1.0)],
        ["recorded", "append"],
    )
    changes = result.largest_changes(2)
    assert list(changes["session"]) == ["b", "a"]
    assert list(changes["change"]) == pytest.approx([-1.5, 0.5])
    totals = result.totals.set_index("run")
    assert totals.loc["append", "cost"] == pytest.approx(6.1)
    assert totals.loc["append", "vs_recorded"] == pytest.approx(6.1 / 7.0)
    assert totals.loc["append", "cache_read_share"] == pytest.approx(0.5)


def test_a_many_runs_on_a_dask_local_cluster(trace_files):
    if os.environ.get("CI"):
        import distributed
    else:
        distributed = pytest.importorskip("distributed")
    here = lab.many(
        trace_files[:2], load=lab.Trace.load, names=["append"], workers=0, progress=False
    )
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        there = lab.many(
            trace_files[:2], load=lab.Trace.load, names=["append"], executor=client, progress=False
        )
    assert here.totals.equals(there.totals)


def test_percent_ctx_lab_all(shell, capsys):
    """``%ctx lab --all`` totals every session of the notebook's database; its mistakes are one
    line each."""
    shell.run_cell_magic("agent", "", PROMPTS[0])
    shell.run_cell_magic("agent", "--new", PROMPTS[1])
    result = shell.run_line_magic("ctx", "lab --all --strategies append replay --workers 0")
    assert isinstance(result, Many) and len(result.ok) == 2
    assert list(result.totals["run"]) == ["billed", "append", "replay"]
    assert "<table" in result._repr_html_() and "<style" not in result._repr_html_()
    capsys.readouterr()
    for bad in ("--all --trace stdlib-json", "--all --workers -1", "--workers 2"):
        assert shell.run_line_magic("ctx", f"lab {bad}") is None
        err = capsys.readouterr().err
        assert err.startswith("ctxmagic:") and err.count("\n") == 1, (bad, err)


SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "sessions"


@pytest.mark.skipif(not SHARED.is_dir(), reason=f"the shared session files are not at {SHARED}")
def test_other_agents_sessions_through_their_importers(shell):
    """Every shared session of Claude Code, Codex and pi, through the importers, on 2 workers:
    the bill is what the logs recorded, the agents' own policies replay it within the
    calibration's 3%, sub-agents are entries of their own, and %ctx lab --from DIR --all gives
    the same totals."""
    from ctxmagic.lab import importers

    refs = importers.discover(SHARED)
    result = lab.many(
        refs, load=importers.load, names=["recorded", "prune"], workers=2, progress=False
    )
    assert not result.errors and len(result.ok) > len(refs)  # sub-agents too
    assert {r.agent for r in result.ok} >= {"claude-code", "codex", "pi"}
    assert any(r.parent for r in result.ok)
    for entry in result.ok:
        trace = next(
            t
            for ref in refs
            for t in _flat(importers.load(ref))
            if (getattr(t, "session_id", "") or "") == entry.id
        )
        assert math.isclose(entry.billed["cost"], trace.recorded_cost)
    totals = result.totals.set_index("run")
    assert abs(totals.loc["recorded", "vs_billed"] - 1) < 0.03
    shown = shell.run_line_magic(
        "ctx", f"lab --from {SHARED} --all --strategies recorded prune --workers 0"
    )
    assert shown.totals.equals(result.totals)


def _flat(trace):
    return [trace, *(t for child in trace.children for t in _flat(child))]
