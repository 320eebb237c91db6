"""Several replays of one trace side by side, on processes forked from this one.

A comparison replays the same session once per run, and the runs share nothing, so on a machine
with more than one core they run at once. The workers are forked: they start with this
process's imports, the trace and the token counts already made (nothing is pickled on the way
in), and each sends its ``Run`` back with its metrics computed where its cache blocks are. Where
``fork`` is not a start method (Windows), or with one core, the runs go one after another here.
A pool lives for one call: no process outlives it.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

from ..errors import ConfigError
from .metrics import measure
from .replay import Run, Scenario, older_objects_frozen, replay, shared_counter
from .trace import Trace

MAX_WORKERS = 4
# the replays of a call, by call, for the forked workers to find (they inherit this dict)
_JOBS: dict[int, tuple[Trace, list[Scenario], Any]] = {}
_NEXT = itertools.count()


def check_workers(workers: Any) -> None:
    """``workers``: None (the default), or a whole number from 0 up (0 and 1: here)."""
    if workers is not None and (
        isinstance(workers, bool) or not isinstance(workers, int) or workers < 0
    ):
        raise ConfigError(
            f"workers must be a whole number from 0 (replay here) up, or None for one per "
            f"core; got {workers!r}"
        )


def worker_count(workers: int | None, runs: int) -> int:
    """How many processes ``runs`` replays use: ``workers`` (0 or 1: none, here), or by
    default one per core up to ``MAX_WORKERS``, never more than there are runs."""
    if workers is None:
        if "fork" not in multiprocessing.get_all_start_methods():
            return 1
        workers = min(os.cpu_count() or 1, MAX_WORKERS)
    return max(min(workers, runs), 1)


def _replayed(job: int, index: int) -> Run:
    """One replay in a worker: the run and its metrics, without the trace (the caller has it)."""
    trace, scenarios, settings = _JOBS[job]
    run = replay(trace, scenarios[index], settings=settings)
    measure(run)  # kept on the run: its blocks are here
    # what the caller has already: the trace, and the counter (its memo is megabytes)
    return replace(run, trace=None, counter=None)  # type: ignore[arg-type]


def replays(trace: Trace, scenarios: list[Scenario], settings: Any, workers: int) -> list[Run]:
    """``replay(trace, s, settings=settings)`` for each scenario, in order, on ``workers``
    forked processes."""
    job = next(_NEXT)
    _JOBS[job] = (trace, scenarios, settings)
    # the collector of a forked worker would write to every object it inherited (copying each
    # page of this process's heap); frozen objects it leaves alone
    with older_objects_frozen():
        try:
            pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"))
            try:
                # a run under replay re-renders the whole history at every request and takes the
                # longest: it starts first, so that the others fill the other workers meanwhile
                order = sorted(
                    range(len(scenarios)),
                    key=lambda i: not scenarios[i].policy(trace).has("replay"),
                )
                futures = {i: pool.submit(_replayed, job, i) for i in order}
                done = [futures[i].result() for i in range(len(scenarios))]
            finally:
                pool.shutdown(cancel_futures=True)
        finally:
            del _JOBS[job]
    return [replace(run, trace=trace, counter=shared_counter(run.pricing)) for run in done]
