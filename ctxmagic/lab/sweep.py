"""Sweeps: one replay per point of a parameter grid, on any ``concurrent.futures.Executor``.

    from ctxmagic import lab

    frame = lab.sweep(trace, {"summarize.threshold": [0.5, 0.75, 0.95], "cache_ttl": ["5m", "1h"]},
                      strategies="prune+summarize")

A grid maps axes to the values to try: a strategy parameter (``prune.protect_tokens``,
``summarize.keep_recent_tokens``, ...), ``strategies`` (names such as ``prune+summarize``), or a
setup field (``model``, ``provider``, ``cache_policy``, ``cache_ttl``, ``window``). Points run on
local processes by default; pass any executor instead, e.g. a Dask cluster's::

    from dask.distributed import Client
    client = Client("tcp://scheduler:8786")        # or LocalCluster() on one machine
    lab.sweep(trace, grid, executor=client)         # a Client is used through get_executor()

Each task carries the trace (gzipped JSON) and its point; a worker parses a trace once. Results
come back in grid order whatever order the points finish in, so a sweep gives the same frame
serially, on processes and on a cluster. A progress bar (a widget in a notebook, a line on a
terminal) follows the points as they finish.
"""

from __future__ import annotations

import gzip
import hashlib
import html
import itertools
import json
import os
import sys
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from dataclasses import asdict, fields
from typing import Any

from ..context.policy import module
from ..errors import ConfigError
from ..runtime import Settings
from .api import pandas, scenario
from .metrics import measure
from .parallel import check_workers
from .replay import Scenario, replay
from .trace import Trace

SETUP = ("provider", "model", "cache_policy", "cache_ttl", "window")
_TRACES: dict[str, Trace] = {}  # a worker's parsed traces, by digest


def points(grid: Mapping[str, Sequence[Any]]) -> list[dict[str, Any]]:
    """Every combination of the grid's values, in order (the last axis varies fastest)."""
    if not grid:
        raise ConfigError("the sweep's grid is empty: give at least one axis and its values")
    for axis, values in grid.items():
        if isinstance(values, (str, bytes)) or not isinstance(values, Sequence) or not values:
            raise ConfigError(f"grid axis {axis!r} needs a non-empty list of values")
        if axis not in SETUP and axis != "strategies":
            name, dot, param = axis.partition(".")
            if not dot or not param:
                raise ConfigError(
                    f"unknown grid axis {axis!r}: use strategy.parameter (e.g. "
                    f"summarize.threshold), strategies, or one of {', '.join(SETUP)}"
                )
            module(name)
    axes = list(grid)
    return [dict(zip(axes, combo, strict=True)) for combo in itertools.product(*grid.values())]


def scenario_of(
    point: Mapping[str, Any], strategies: str, base: Mapping[str, Any] | None = None
) -> Scenario:
    """The scenario of one grid point on top of ``strategies`` (``append`` or a+b names) and the
    ``base`` setup (``Scenario`` fields every point shares)."""
    setup = {**(base or {}), **{k: v for k, v in point.items() if k in SETUP}}
    params = {k: dict(v) for k, v in setup.pop("params", {}).items()}
    made = scenario(str(point.get("strategies", strategies)), params=params, **setup)
    for axis, value in point.items():
        if "." in axis:
            name, _, param = axis.partition(".")
            made.params.setdefault(name, {})[param] = value
    made.label = ", ".join(f"{k}={v}" for k, v in point.items())
    return made


def _pack(trace: Trace) -> tuple[bytes, str]:
    blob = gzip.compress(json.dumps(trace.to_dict()).encode("utf-8"), mtime=0)
    return blob, hashlib.blake2b(blob, digest_size=12).hexdigest()


def run_point(
    blob: bytes, digest: str, scenario_fields: dict[str, Any], settings_fields: dict[str, Any]
) -> dict[str, Any]:
    """One grid point, in whatever process runs it: its metrics as a dict."""
    trace = _TRACES.get(digest)
    if trace is None:
        trace = _TRACES[digest] = Trace.from_dict(json.loads(gzip.decompress(blob)))
    run = replay(trace, Scenario(**scenario_fields), settings=Settings(**settings_fields))
    return measure(run).to_dict()


class Progress:
    """Points done out of a total: an ipywidgets bar in a notebook, a line on a terminal.

    In a notebook the bar's output is replaced by a static form when the work ends (a line of
    text and an inline-styled bar), so a saved notebook shows the final count and time, not
    the widget's repr or the state it had when it was displayed."""

    def __init__(
        self, total: int, label: str = "sweep", enabled: bool = True, unit: str = "points"
    ) -> None:
        self.total, self.done, self.label, self.start = total, 0, label, time.monotonic()
        self.unit = unit
        self.bar: Any = None
        self.text: Any = None
        self.box: Any = None
        self.handle: Any = None
        if not enabled:
            self.update = lambda n=1: None  # type: ignore[method-assign]
            self.close = lambda: None  # type: ignore[method-assign]
            return
        if _in_kernel():
            import ipywidgets
            from IPython.display import display

            self.bar = ipywidgets.IntProgress(value=0, min=0, max=total, description=label)
            self.text = ipywidgets.HTML(self._line())
            self.box = ipywidgets.HBox([self.bar, self.text])
            bundle = dict(self.box._repr_mimebundle_() or {})
            bundle["text/plain"] = f"{self.label}: {self._line()}"
            self.handle = display(bundle, raw=True, display_id=True)
        else:
            self._print()

    def _line(self) -> str:
        elapsed = time.monotonic() - self.start
        return f"{self.done}/{self.total} {self.unit}, {elapsed:.1f} s"

    def _print(self, end: str = "") -> None:
        print(f"\r{self.label}: {self._line()}", end=end, file=sys.stderr, flush=True)

    def static(self) -> dict[str, str]:
        """The bar as it ended: text, and HTML with inline styles only."""
        line = f"{self.label}: {self._line()}"
        share = 100 * self.done / self.total if self.total else 100
        colour = "#3f9b6a" if self.done >= self.total else "#e0982e"
        return {
            "text/plain": line,
            "text/html": (
                f"<div class='ctxmagic-progress' data-done='{self.done}' "
                f"data-total='{self.total}' style='font-size:12px'><span style='display:"
                "inline-block;width:14em;height:0.8em;vertical-align:middle;border-radius:2px;"
                f"background:rgba(127,127,127,0.25)'><span style='display:block;height:100%;"
                f"width:{share:.1f}%;border-radius:2px;background:{colour}'></span></span> "
                f"{html.escape(line)}</div>"
            ),
        }

    def update(self, n: int = 1) -> None:
        self.done += n
        if self.bar is not None:
            self.bar.value = self.done
            self.text.value = self._line()
        else:
            self._print()

    def close(self) -> None:
        if self.bar is not None:
            self.handle.update(self.static(), raw=True)
            for widget in (self.box, self.bar, self.text):
                widget.close()
            self.bar = None
        else:
            self._print("\n")


def _in_kernel() -> bool:
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython is a dependency
        return False
    shell = get_ipython()
    return shell is not None and hasattr(shell, "kernel")


def sweep(
    trace: Trace,
    grid: Mapping[str, Sequence[Any]],
    *,
    strategies: str = "summarize",
    executor: Any = None,
    workers: int | None = None,
    progress: bool = True,
    settings: Settings | None = None,
    **setup: Any,
) -> Any:
    """Replay ``trace`` at every point of ``grid`` and return one row per point (the grid's
    axes, then the run's metrics). ``setup``: ``Scenario`` fields every point shares
    (``model``, ``window``, ``params``, ...); the grid's axes win over them.

    ``executor``: any ``concurrent.futures.Executor``, or a Dask ``Client`` (its
    ``get_executor()``); default a process pool of ``workers`` processes (default: the CPU
    count, at most 4). ``workers=0`` runs the points here, one after another.
    """
    check_workers(workers)
    grid_points = points(grid)
    scenarios = [scenario_of(p, strategies, setup) for p in grid_points]
    for s in scenarios:  # a bad parameter fails here, once, not in every worker
        s.policy(trace)
    blob, digest = _pack(trace)
    settings_fields = asdict(settings or Settings())
    tasks = [(blob, digest, _fields(s), settings_fields) for s in scenarios]
    bar = Progress(len(tasks), enabled=progress)
    results: list[dict[str, Any] | None] = [None] * len(tasks)
    executor, owned = executor_of(executor, workers)
    try:
        if executor is None:
            for i, task in enumerate(tasks):
                results[i] = run_point(*task)
                bar.update()
        else:
            futures = {executor.submit(run_point, *task): i for i, task in enumerate(tasks)}
            for future in as_completed(futures):
                results[futures[future]] = future.result()
                bar.update()
    finally:
        bar.close()
        if owned is not None:
            owned.shutdown()
    rows = [{**p, **r} for p, r in zip(grid_points, results, strict=True) if r is not None]
    return pandas().DataFrame(rows)


def executor_of(executor: Any, workers: int | None) -> tuple[Executor | None, Executor | None]:
    """The executor tasks go to, and the pool made here for them (to shut down after), if any.

    None and ``workers=0``: none, the tasks run in this process. None otherwise: a pool of
    ``workers`` local processes (default the CPU count, at most 4). A Dask ``Client`` (anything
    with ``get_executor()``) gives its executor; any ``concurrent.futures.Executor`` is used as
    it is.
    """
    if executor is None:
        if workers == 0:
            return None, None
        pool = ProcessPoolExecutor(max_workers=workers or min(os.cpu_count() or 1, 4))
        return pool, pool
    if not isinstance(executor, Executor) and hasattr(executor, "get_executor"):
        return executor.get_executor(), None
    return executor, None


def _fields(s: Scenario) -> dict[str, Any]:
    return {f.name: getattr(s, f.name) for f in fields(s)}
