"""A comparison of runs as the notebook shows it: a table, notes, and the three charts.

``Comparison`` renders as HTML (the charts as an embedded PNG, so a saved notebook keeps them) and
as text in a terminal; ``.frame`` and ``.requests()`` are the DataFrames behind it.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

from ..display.tables import Table
from ..display.words import count
from . import plots
from .api import requests_frame
from .html import CAPTION, html_table
from .metrics import Metrics, measure
from .replay import Run
from .trace import Trace

COLUMNS = [
    "run",
    "cost $",
    "x first",
    "summaries $",
    "hit rate",
    "peak context",
    "mean context",
    "failed",
    "compactions",
    "tool tokens removed",
    "fidelity",
    "lower bound $",
    "x bound",
    "reproduced",
]


@dataclass
class Comparison:
    trace: Trace
    runs: list[Run]
    metrics: list[Metrics] = field(default_factory=list)
    charts: bool = True
    extra_notes: list[str] = field(default_factory=list)  # e.g. presets left out, and why

    def __post_init__(self) -> None:
        if not self.metrics:
            self.metrics = [measure(r) for r in self.runs]

    @property
    def frame(self) -> Any:
        """One row per run (``metrics.Metrics`` as columns)."""
        from .api import pandas

        return pandas().DataFrame([m.to_dict() for m in self.metrics])

    def requests(self) -> Any:
        """One row per request of every run."""
        return requests_frame(self.runs)

    def table(self) -> Table:
        first = self.metrics[0].cost if self.metrics else 0.0
        rows = []
        for m in self.metrics:
            rows.append(
                [
                    m.run,
                    round(m.cost, 4),
                    f"{m.cost / first:.2f}x" if first else "",
                    round(m.cost_summaries, 4),
                    f"{m.cache_hit_rate:.1%}",
                    m.peak_context,
                    round(m.mean_context),
                    m.failed,
                    m.compactions,
                    m.tool_tokens_removed,
                    f"{m.fidelity:.0%}",
                    round(m.lower_bound, 4),
                    f"{m.vs_lower_bound:.2f}x",
                    {True: "exactly", False: "NO", None: ""}[m.reproduced],
                ]
            )
        return Table(COLUMNS, rows, title=self.title, caption=" ".join(self.notes()))

    @property
    def title(self) -> str:
        t = self.trace
        run = self.runs[0] if self.runs else None
        billed = f", billed as {run.pricing.id}, window {run.window:,}" if run else ""
        return (
            f"strategy lab: {t.title or 'session'} ({count(t.turns, 'turn')}, "
            f"{count(t.requests, 'request')}{billed})"
        )

    def notes(self) -> list[str]:
        out = []
        if any(m.failed for m in self.metrics):
            out.append(
                "failed: requests over the window, refused and not billed (a run with failed "
                "requests sent less than the session needed; summarize compacts and retries)."
            )
        if any(m.reproduced is False for m in self.metrics):
            out.append("NO: replaying the recorded policy did not give the recorded requests.")
        out.append(
            "fidelity: identifiers of tool results still visible at the end; lower bound: the "
            "same requests with perfect caching."
        )
        out += [f"note: {n}" for n in [*self.extra_notes, *self.trace.notes]]
        return out

    def _repr_html_(self) -> str:
        body = html_table(self.table())
        if self.charts and self.runs:
            if plots.available():
                body += plots.img_tag(self.runs)
            else:
                body += (
                    f"<div style='{CAPTION}'>charts need matplotlib: "
                    f"{html.escape('pip install ctxmagic[lab]')}</div>"
                )
        return f"<div class='ctxmagic-lab'>{body}</div>"

    def __repr__(self) -> str:
        return str(self.table())
