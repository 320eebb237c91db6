"""Other agents' sessions on the lab's surfaces: what a source holds, and one JSON document.

``listing`` is ``%ctx sessions --from``: one row per session found (project, id, start, turns,
requests, recorded cost), read without sizing. ``document`` is what ``--json`` prints:
``{"sessions": [...]}``, one entry per session and one per sub-agent (``parent`` names its
session), each with ``recorded`` (the usage the log holds, priced by the catalog), ``simulated``
(the replay under the agent's own policy) and, for a comparison, ``runs`` (one per policy);
each figure set holds ``cost``, ``cache_read``, ``cache_write``, ``uncached`` and ``output``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..display.tables import Table
from ..display.words import count
from ..model.catalog import Catalog, load_catalog
from ..model.usage import Usage
from .calibrate import Calibration, figures
from .importers import AGENTS, SessionRef, discover, price
from .replay import Run
from .trace import Trace


def listing(
    source: str | Path, *, home: str | Path | None = None, catalog: Catalog | None = None
) -> Table:
    """The sessions ``source`` holds (an agent's name, a folder or a file), newest first."""
    catalog = catalog or load_catalog()
    refs = discover(source, home=home)
    rows = []
    for ref in reversed(refs):
        trace = read(ref, catalog)
        rows.append(
            [
                ref.agent,
                trace.project or ref.project,
                ref.session_id,
                _when(ref.started_ms),
                trace.turns,
                trace.requests,
                len(trace.children),
                round(trace.recorded_cost + sum(c.recorded_cost for c in trace.children), 4),
                trace.title,
            ]
        )
    title = f"{count(len(rows), 'session')} in {source}"
    caption = (
        "cost: the recorded usage (sub-agents included) at the catalog's prices; "
        "%ctx lab --from SOURCE --session ID compares the strategies on one"
    )
    columns = [
        "agent",
        "project",
        "id",
        "start",
        "turns",
        "requests",
        "sub-agents",
        "recorded $",
        "title",
    ]
    return Table(columns, rows, title=title, caption=caption)


def read(ref: SessionRef, catalog: Catalog) -> Trace:
    """A session's trace as its log gives it, priced, without the sizing a replay needs."""
    trace = AGENTS[ref.agent].load(ref)
    for t in [trace, *trace.children]:
        price(t, catalog)
    return trace


def _when(ms: int) -> str:
    if not ms:
        return ""
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%d %H:%M")


def run_figures(run: Run) -> dict[str, Any]:
    usage = sum((r.usage for r in run.rows if not r.failed), Usage())
    return figures(usage, run.cost)


def document(
    calibration: Calibration, runs: dict[int, Sequence[Run]] | None = None
) -> dict[str, Any]:
    """The JSON document of an imported session: itself and each sub-agent as an entry;
    ``runs`` maps ``id(trace)`` to the comparison's runs of that trace."""
    entries = []
    parents: dict[int, str] = {}
    for cal in calibration.every():
        for child in cal.trace.children:
            parents[id(child)] = cal.trace.session_id
    for cal in calibration.every():
        t = cal.trace
        entry = cal.summary()
        entry.update(
            agent_version=t.agent_version,
            project=t.project,
            source=t.source,
            parent=parents.get(id(t)),
            parent_call=t.parent_call or None,
            notes=list(t.notes),
        )
        if runs is not None and id(t) in runs:
            entry["runs"] = [{"policy": r.name, **run_figures(r)} for r in runs[id(t)]]
        else:
            entry["per_request"] = [
                {
                    "request": c.index + 1,
                    "kind": c.kind,
                    "at_ms": c.at_ms,
                    "recorded": figures(c.recorded, c.recorded_cost),
                    "simulated": figures(c.simulated, c.simulated_cost),
                    "why": c.why or None,
                }
                for c in cal.checks
            ]
        entries.append(entry)
    return {"sessions": entries}


class JsonDocument(dict):
    """A JSON document a notebook shows as JSON and a terminal as indented text."""

    def _repr_json_(self) -> tuple[dict[str, Any], dict[str, Any]]:
        return dict(self), {"expanded": False, "root": "lab"}

    def __repr__(self) -> str:
        return json.dumps(self, indent=1, ensure_ascii=False)

    def __str__(self) -> str:
        return self.__repr__()
