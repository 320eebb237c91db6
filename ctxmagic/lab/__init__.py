"""The strategy lab: what would a recorded session have cost under another strategy, provider,
model or cache setting, and what would the model have lost?

``replay`` rebuilds a session's requests under a ``Scenario`` with the model's side held fixed
and bills them with the prompt-cache simulator; ``measure`` gives a run's figures; ``compare``
puts runs side by side in a pandas DataFrame; ``sweep`` runs a parameter grid on any
``concurrent.futures.Executor`` (processes by default, a Dask cluster with ``ctxmagic[lab]``),
and ``many`` replays many sessions on one and totals them up.
Sessions come from the database (``trace_of``), saved notebooks, trace files, the reference traces,
``synthetic``, or other agents' logs (``importers``: Claude Code, Codex, opencode, pi), whose
bill ``calibrate`` checks the simulator against. ``%ctx lab`` is the magic over this API; docs/lab.md explains it all.
"""

from __future__ import annotations

from . import importers
from .api import DEFAULT, SIX, compare, requests_frame, runs, runs_frame, scenario, trace_of
from .calibrate import Calibration, calibrate, own_run
from .many import Many, many, stored_sessions
from .metrics import Metrics, measure
from .replay import RequestRow, Run, Scenario, replay
from .report import Comparison
from .sweep import sweep
from .trace import Trace, from_notebook, from_store
from .workloads import Workload, reference, reference_names, sample_sessions, synthetic

__all__ = [
    "DEFAULT",
    "Calibration",
    "SIX",
    "Comparison",
    "Many",
    "Metrics",
    "RequestRow",
    "Run",
    "Scenario",
    "Trace",
    "Workload",
    "calibrate",
    "compare",
    "from_notebook",
    "from_store",
    "importers",
    "many",
    "measure",
    "own_run",
    "reference",
    "reference_names",
    "replay",
    "requests_frame",
    "runs",
    "runs_frame",
    "sample_sessions",
    "scenario",
    "stored_sessions",
    "sweep",
    "synthetic",
    "trace_of",
]
