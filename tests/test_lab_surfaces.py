"""The lab's surfaces: sweeps on executors (serial, processes, a Dask cluster), the comparison
report, and ``%ctx lab`` in a shell."""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from ctxmagic import lab
from ctxmagic.errors import ConfigError
from ctxmagic.lab.report import Comparison
from ctxmagic.lab.sweep import points, sweep

GRID = {"summarize.threshold": [0.5, 0.9], "cache_ttl": ["5m", "1h"]}


@pytest.fixture(scope="module")
def trace():
    return lab.synthetic(turns=8, tokens_per_turn=2500, think_seconds=400)


def test_a_grid_is_every_combination_in_order():
    assert points({"prune.protect_tokens": [1, 2], "cache_ttl": ["5m", "1h"]}) == [
        {"prune.protect_tokens": 1, "cache_ttl": "5m"},
        {"prune.protect_tokens": 1, "cache_ttl": "1h"},
        {"prune.protect_tokens": 2, "cache_ttl": "5m"},
        {"prune.protect_tokens": 2, "cache_ttl": "1h"},
    ]
    for bad, message in (
        ({}, "grid is empty"),
        ({"summarize.threshold": []}, "non-empty list"),
        ({"summarize.threshold": "0.5"}, "non-empty list"),
        ({"threshold": [0.5]}, "unknown grid axis"),
        ({"compress.level": [1]}, "unknown strategy"),
    ):
        with pytest.raises(ConfigError, match=message):
            points(bad)


def test_a_sweep_gives_the_same_frame_serially_and_on_processes(trace):
    serial = sweep(trace, GRID, workers=0, progress=False, settings=None)
    assert len(serial) == 4
    assert list(serial.columns[:2]) == ["summarize.threshold", "cache_ttl"]
    with ProcessPoolExecutor(max_workers=2) as pool:
        pooled = sweep(trace, GRID, executor=pool, progress=False)
    assert serial.equals(pooled)
    # the axes change the outcome: a lower threshold compacts more, a 1h TTL bridges the gaps
    by = serial.set_index(["summarize.threshold", "cache_ttl"])
    assert by.loc[(0.5, "5m"), "compactions"] > by.loc[(0.9, "5m"), "compactions"]
    assert by.loc[(0.9, "1h"), "cache_read_tokens"] > by.loc[(0.9, "5m"), "cache_read_tokens"]


def test_a_sweep_runs_on_a_dask_local_cluster(trace):
    # CI installs the lab extra (.ci/run: .[test]): there, a missing Dask fails instead of skipping
    if os.environ.get("CI"):
        import distributed
    else:
        distributed = pytest.importorskip("distributed")
    serial = sweep(trace, GRID, workers=0, progress=False)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        clustered = sweep(trace, GRID, executor=client, progress=False)
    assert serial.equals(clustered)


def test_a_sweep_shows_its_progress(trace, capsys):
    sweep(trace, {"summarize.threshold": [0.5, 0.9]}, workers=0)
    err = capsys.readouterr().err
    assert "sweep: 2/2 points" in err


def test_a_bad_point_fails_before_anything_runs(trace):
    with pytest.raises(ConfigError, match="summarize.threshold"):
        sweep(trace, {"summarize.threshold": [0.5, 7]}, workers=0, progress=False)


def test_the_comparison_renders_a_table_and_three_charts(trace):
    report = Comparison(trace, lab.runs(trace, ["append", "summarize", "replay"], window=9000))
    html = report._repr_html_()
    assert html.count("<tr") == 4 and "data:image/png;base64," in html
    assert "<style" not in html  # an untrusted notebook drops <style> blocks: styles are inline
    text = repr(report)
    assert "append" in text and "replay" in text and "failed" in text
    assert len(report.frame) == 3 and set(report.requests()["run"]) == {
        "append",
        "summarize",
        "replay",
    }


def test_ctx_lab_in_a_shell(shell, capsys):
    shell.run_line_magic("ctx", "lab")
    assert "no current session" in capsys.readouterr().err
    shell.run_cell_magic("agent", "", "Where is `line_total` defined?")
    shell.run_cell_magic("agent", "", "Which function raises `OutOfStock`?")
    report = shell.run_line_magic("ctx", "lab")
    assert [m.run for m in report.metrics] == list(lab.DEFAULT)
    assert report.metrics[0].reproduced is True
    html = report._repr_html_()
    assert "strategy lab" in html and "<img" in html
    narrowed = shell.run_line_magic(
        "ctx", "lab --strategies append replay --model claude-haiku-4-5 --ttl 1h --no-charts"
    )
    assert [m.run for m in narrowed.metrics] == ["append", "replay"]
    assert narrowed.metrics[0].model == "claude-haiku-4-5"
    assert "<img" not in narrowed._repr_html_()
    capsys.readouterr()
    for bad in (
        "--strategies bogus",
        "--window -1",
        "--frobnicate",
        "--set threshold=1",
        "--notebook missing.ipynb",
        "--notebook notes.txt",
        "--notebook a.ipynb --trace stdlib-json",
    ):
        assert shell.run_line_magic("ctx", f"lab {bad}") is None
        err = capsys.readouterr().err
        assert err.startswith("ctxmagic:") and err.count("\n") == 1, (bad, err)


def test_runs_on_worker_processes_are_the_runs_made_here(trace):
    """``lab.runs`` replays on forked workers by default: the same requests, bills and metrics
    as one after another here, in the order asked for, with the trace and counter attached."""
    names = ["append", "prune", "replay", "truncate+summarize"]
    here = lab.runs(trace, names, window=9000, workers=0)
    there = lab.runs(trace, names, window=9000, workers=2)
    assert [r.name for r in there] == names
    for a, b in zip(here, there, strict=True):
        assert b.trace is trace and b.counter is a.counter
        assert a.rows == b.rows and a.blocks == b.blocks
        assert [(m.role, m.text) for m in a.final] == [(m.role, m.text) for m in b.final]
        assert lab.measure(a) == lab.measure(b)
    assert list(lab.compare(trace, names, window=9000, workers=2)["cost"]) == [r.cost for r in here]


def test_a_bad_run_fails_with_its_own_error_on_workers_too(trace, monkeypatch):
    with pytest.raises(ConfigError, match="unknown strategy 'compress'"):
        lab.runs(trace, ["append", "compress"], workers=2)
    with pytest.raises(ConfigError, match="no-such-model"):  # raised in a worker
        lab.runs(trace, ["append", "prune"], model="no-such-model", workers=2)
    # no fork (Windows): the runs go one after another here
    from ctxmagic.lab import parallel

    monkeypatch.setattr(parallel.multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    assert parallel.worker_count(None, 7) == 1
    assert parallel.worker_count(3, 2) == 2 and parallel.worker_count(0, 5) == 1


def test_a_replay_leaves_the_collector_as_it_found_it(trace):
    """Replays freeze the older heap while they run (gc.freeze) and thaw only what they froze:
    objects a caller froze (before a fork of its own) stay frozen."""
    import gc

    assert gc.get_freeze_count() == 0
    lab.runs(trace, ["append", "prune"], workers=2)
    lab.replay(trace, lab.scenario("append"))
    assert gc.get_freeze_count() == 0
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        lab.runs(trace, ["append", "prune"], workers=2)
        lab.replay(trace, lab.scenario("append"))
        assert gc.get_freeze_count() == frozen > 0
    finally:
        gc.unfreeze()


def test_a_sweeps_bar_saves_its_final_state_in_a_notebook(trace, monkeypatch):
    """In a kernel the bar is a widget; a saved notebook kept its repr with the count it had
    when displayed (``HBox(... '0/5 points, 0.0 s')``). When the sweep ends its output becomes
    a static form with the final count."""
    import sys

    sweeps = sys.modules["ctxmagic.lab.sweep"]  # the module (``lab.sweep`` is the function)

    shown, updates = [], []

    class Handle:
        def update(self, data, **kw):
            updates.append((data, kw))

    def display(data, **kw):
        shown.append((data, kw))
        return Handle()

    monkeypatch.setattr(sweeps, "_in_kernel", lambda: True)
    monkeypatch.setattr("IPython.display.display", display)
    sweep(trace, {"summarize.threshold": [0.5, 0.9]}, workers=0)
    ((first, kw),) = shown
    assert kw["display_id"] is True and first["text/plain"].startswith("sweep: 0/2 points")
    assert "application/vnd.jupyter.widget-view+json" in first and "HBox" not in str(first)
    ((last, kw),) = updates
    assert kw == {"raw": True} and last["text/plain"].startswith("sweep: 2/2 points, ")
    assert set(last) == {"text/plain", "text/html"} and "data-done='2'" in last["text/html"]
    assert "width:100.0%" in last["text/html"] and "<style" not in last["text/html"]


def test_the_charts_read_on_a_dark_theme(trace):
    """The PNG had a white background and black text: a white block in a dark theme. Now
    its background is transparent and no text or line is near black or near white."""
    import base64
    import io

    image = pytest.importorskip("matplotlib.image")
    from ctxmagic.lab import plots

    runs = lab.runs(trace, ["append", "summarize"], window=9000)
    pixels = image.imread(io.BytesIO(plots.png(runs)))
    assert pixels.shape[2] == 4 and pixels[0, 0, 3] == 0  # transparent
    opaque = pixels[pixels[..., 3] > 0.9][:, :3]
    assert len(opaque) > 1000  # something is drawn
    assert not (opaque.max(axis=1) < 0.15).any()  # nothing black: lost on a dark theme
    assert not (opaque.min(axis=1) > 0.95).any()  # nothing white: lost on a light one
    tag = plots.img_tag(runs)
    assert base64.b64decode(tag.split("base64,")[1].split("'")[0])[:4] == b"\x89PNG"
