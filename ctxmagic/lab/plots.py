"""The lab's three charts, drawn with matplotlib into a PNG that lives in the cell's HTML, so a
saved notebook keeps them: cumulative cost per request, context per request against the
compaction line and the window, and the cache hit rate per request.

matplotlib comes with ``ctxmagic[lab]``; without it the lab shows its table alone.

A PNG cannot follow the notebook's theme (a sanitizer drops the ``<style>`` that could), so the
charts are drawn to read on a light and a dark theme alike: a transparent background, text,
axes and grid in a mid grey, lines in mid tones (the meter's palette).
"""

from __future__ import annotations

import base64
import io
from collections.abc import Sequence
from typing import Any

from .replay import Run
from .trace import COMPACTIONS

COLORS = ("#4f86d6", "#e0982e", "#3f9b6a", "#e05a4f", "#a66fd1", "#b98a5e", "#e377c2", "#8796aa")
INK = "#808080"  # text, axes and reference lines: 3.9:1 on white, 5:1 on JupyterLab's dark
THEME = {
    "figure.facecolor": "none",
    "axes.facecolor": "none",
    "savefig.transparent": True,
    "text.color": INK,
    "axes.labelcolor": INK,
    "axes.titlecolor": INK,
    "axes.edgecolor": INK,
    "xtick.color": INK,
    "ytick.color": INK,
    "grid.color": INK,
    "grid.alpha": 0.35,
    "legend.facecolor": "none",
    "legend.edgecolor": INK,
    "legend.labelcolor": INK,
}


def themed() -> Any:
    """The charts' settings (a ``rc_context``: no global state changed)."""
    import matplotlib

    return matplotlib.rc_context(THEME)


def available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def figure(runs: Sequence[Run]) -> Any:
    """A matplotlib ``Figure`` with the three charts (no pyplot: no global state, no GUI)."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(13, 3.6), dpi=100, layout="constrained")
    cost, context, hits = fig.subplots(1, 3)
    windows, lines = set(), set()
    for i, run in enumerate(runs):
        color = COLORS[i % len(COLORS)]
        model = [r for r in run.rows if r.kind == "model"]
        x = list(range(1, len(model) + 1))
        total, cumulative, spent = 0.0, [], iter(run.rows)
        # summaries are billed between model requests: add each to the request that follows
        pending = 0.0
        for row in spent:
            if row.kind in COMPACTIONS:
                pending += row.cost
                continue
            total += row.cost + pending
            pending = 0.0
            cumulative.append(total)
        if cumulative:
            cumulative[-1] += pending
        label = run.name
        cost.plot(x, cumulative, color=color, label=label, linewidth=1.5)
        context.plot(x, [r.context for r in model], color=color, linewidth=1.2)
        failed = [(n, r.context) for n, r in zip(x, model, strict=True) if r.failed]
        if failed:
            context.scatter(*zip(*failed, strict=True), color=color, marker="x", s=18, zorder=3)
        hits.plot(x, [100 * r.usage.cache_hit_rate for r in model], color=color, linewidth=1.0)
        windows.add(run.window)
        if run.threshold is not None:
            lines.add(run.threshold * run.window)
    for w in sorted(windows):
        context.axhline(w, color=INK, linewidth=1.0, linestyle="-")
        context.annotate(
            "window",
            (1, w),
            xycoords=("axes fraction", "data"),
            ha="right",
            va="bottom",
            fontsize=8,
        )
    for t in sorted(lines):
        context.axhline(t, color=INK, linewidth=0.8, linestyle="--")
    cost.set(title="cumulative cost ($)", xlabel="request")
    context.set(title="context per request (tokens; x: over the window)", xlabel="request")
    hits.set(title="cache hit rate per request (%)", xlabel="request", ylim=(-3, 103))
    for axis in (cost, context, hits):
        axis.grid(True, linewidth=0.3)
    cost.legend(fontsize=8, loc="upper left")
    return fig


def png(runs: Sequence[Run]) -> bytes:
    buffer = io.BytesIO()
    with themed():
        figure(runs).savefig(buffer, format="png")
    return buffer.getvalue()


def img_tag(runs: Sequence[Run]) -> str:
    data = base64.b64encode(png(runs)).decode("ascii")
    return (
        "<img class='ctxmagic-lab-plots' style='max-width:100%' alt='cumulative cost, context and "
        f"cache hit rate per request' src='data:image/png;base64,{data}'/>"
    )
