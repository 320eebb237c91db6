"""Several replays of one trace side by side, on processes forked from this one.

A comparison replays the same session once per run, and the runs share nothing, so on a machine
with more than one core they run at once. The workers are forked: they start with this
process's imports, the trace and the token counts already made (nothing is pickled on the way
in), and each sends its ``Run`` back with its metrics computed where its cache blocks are. Where
``fork`` is not a start method (Windows), or with one core, the runs go one after another here.
A pool lives for one call: no process outlives it.

What a worker sends back is what it made, not what it inherited: the texts of the trace (tool
outputs, prompts, answers: most of a long run's final view) go as references to the very
strings this process holds (a forked worker has them at the same addresses), and the values a
message keeps about itself (its wire forms, renderings, keys) are left for this process to make
again if it needs them. Unpickling six final views of a 1,000-request session here took longer
than the workers saved.
"""

from __future__ import annotations

import io
import itertools
import multiprocessing
import os
import pickle
import tempfile
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

from ..errors import ConfigError
from ..messages.parts import Message
from ..runtime import Settings
from .metrics import measure, tool_identifiers
from .replay import Run, Scenario, older_objects_frozen, replay, resolve, shared_counter
from .trace import Trace

MAX_WORKERS = 4
# replayed requests (runs x requests) below which a pool costs more than it saves: the six over
# stdlib-200's 201 requests take 0.5-0.85 s one after another, 0.7-1.1 s on 2 workers
WORTH_IT = 2000
# the replays of a call, by call, for the forked workers to find (they inherit this dict),
# with the trace's texts by address
_JOBS: dict[int, tuple[Trace, list[Scenario], Any, dict[int, str]]] = {}
_NEXT = itertools.count()
SHARED_TEXT = 64  # characters: a shorter string costs less to send than to look up


def check_workers(workers: Any) -> None:
    """``workers``: None (the default), or a whole number from 0 up (0 and 1: here)."""
    if workers is not None and (
        isinstance(workers, bool) or not isinstance(workers, int) or workers < 0
    ):
        raise ConfigError(
            f"workers must be a whole number from 0 (replay here) up, or None for one per "
            f"core; got {workers!r}"
        )


def worker_count(workers: int | None, runs: int, requests: int = WORTH_IT) -> int:
    """How many processes ``runs`` replays of a ``requests``-request session use: ``workers``
    (0 or 1: none, here), or by default one per core up to ``MAX_WORKERS``, never more than
    there are runs, and none when the replays are too short to pay for a pool (a process to
    fork, its results to send back): fewer than ``WORTH_IT`` requests in all."""
    if workers is None:
        if "fork" not in multiprocessing.get_all_start_methods() or runs * requests < WORTH_IT:
            return 1
        workers = min(os.cpu_count() or 1, MAX_WORKERS)
    return max(min(workers, runs), 1)


def trace_texts(trace: Trace) -> dict[int, str]:
    """The trace's strings long enough to send by reference, by address."""
    texts: dict[int, str] = {}
    for message in trace.messages:
        for part in message.parts:
            for value in vars(part).values():
                if type(value) is str and len(value) >= SHARED_TEXT:
                    texts[id(value)] = value
    return texts


class _Sender(pickle.Pickler):
    """Pickles a worker's run: the trace's texts by address, messages without their caches."""

    def __init__(self, file: io.BytesIO, texts: dict[int, str]) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.texts = texts

    def persistent_id(self, obj: Any) -> int | None:
        if type(obj) is str and len(obj) >= SHARED_TEXT and self.texts.get(id(obj)) is obj:
            return id(obj)
        return None

    def reducer_override(self, obj: Any) -> Any:
        if type(obj) is Message and "_derived" in obj.__dict__:
            state = {k: v for k, v in obj.__dict__.items() if k != "_derived"}
            return _message, (state,)
        return NotImplemented


class _Receiver(pickle.Unpickler):
    def __init__(self, file: io.BytesIO, texts: dict[int, str]) -> None:
        super().__init__(file)
        self.texts = texts

    def persistent_load(self, pid: Any) -> str:
        return self.texts[pid]


def _message(state: dict[str, Any]) -> Message:
    message = Message.__new__(Message)
    message.__dict__.update(state)
    return message


def _replayed(job: int, index: int) -> bytes:
    """One replay in a worker: the run and its metrics, without the trace (the caller has it)."""
    trace, scenarios, settings, texts = _JOBS[job]
    run = replay(trace, scenarios[index], settings=settings)
    measure(run)  # kept on the run: its blocks are here
    # what the caller has already: the trace, and the counter (its memo is megabytes)
    out = io.BytesIO()
    _Sender(out, texts).dump(replace(run, trace=None, counter=None))
    return out.getvalue()


def replays(trace: Trace, scenarios: list[Scenario], settings: Any, workers: int) -> list[Run]:
    """``replay(trace, s, settings=settings)`` for each scenario, in order, on ``workers``
    forked processes."""
    job = next(_NEXT)
    _warm(trace, scenarios[0], settings)
    texts = trace_texts(trace)
    _JOBS[job] = (trace, scenarios, settings, texts)
    # the collector of a forked worker would write to every object it inherited (copying each
    # page of this process's heap); frozen objects it leaves alone
    with older_objects_frozen():
        try:
            pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"))
            try:
                # the runs that take longest start first, so that the others fill the other
                # workers meanwhile: summarize (its summaries), replay (a transcript a request)
                order = sorted(range(len(scenarios)), key=lambda i: -_weight(scenarios[i], trace))
                futures = {i: pool.submit(_replayed, job, i) for i in order}
                done = [
                    _Receiver(io.BytesIO(futures[i].result()), texts).load()
                    for i in range(len(scenarios))
                ]
            finally:
                pool.shutdown(cancel_futures=True)
        finally:
            del _JOBS[job]
    return [replace(run, trace=trace, counter=shared_counter(run.pricing)) for run in done]


def _warm(trace: Trace, scenario: Scenario, settings: Any) -> None:
    """What every run of the trace needs, made once here before the workers fork rather than
    by each of them: the token counts of its texts (as the first scenario's model counts
    them) and the identifiers of its tool results."""
    with tempfile.TemporaryDirectory(prefix="ctxmagic-lab-") as workspace:
        runtime, provider, model = resolve(
            trace, scenario, replace(settings or Settings(), workspace=workspace)
        )
        try:
            info = runtime.model_info(provider, model)
            counter = shared_counter(runtime.catalog.priced_as(info))
        finally:
            runtime.close()
    for message in trace.messages:
        counter.raw_parts(message)
    tool_identifiers(trace)


def _weight(scenario: Scenario, trace: Trace) -> int:
    policy = scenario.policy(trace)
    return 2 * policy.has("summarize") + policy.has("replay") + policy.has("prune")
