"""The meter drawn without the widget: HTML with inline styles only, and a one-line text bar.

This is what a saved notebook shows wherever the widget cannot run: opened untrusted (JupyterLab
then renders text/html through its sanitizer, which drops ``<style>`` blocks, scripts, SVG,
``data-`` attributes and CSS variables but keeps inline ``style`` with literal values), on
nbviewer or GitHub, or converted by nbconvert; and what a terminal prints. So everything here is
plain ``div``s positioned with percentages and coloured with literal colours that read on light
and dark backgrounds; text takes the theme's colour (it is never set).
"""

from __future__ import annotations

import html
import uuid

from . import sources as src
from .meter import COLOURS, LABELS, MeterState, next_head

LINE = "#e0402f"  # the auto-compact line, drops, the ghost
MISS = "#e8a33d"  # a request that lost cache reads (model/cachemiss.py)
EDGE = "#8a8a8a"  # the window's end
TRACK = "rgba(127,127,127,0.16)"
MONO = "font-family:monospace"
BAR_WIDTH = 640  # px, most
NO_MATH = "mathjax_ignore tex2jax_ignore"  # "turn $0.01 · session $0.02" is not TeX
CHART_COLUMNS = 60  # the static chart's columns at most (a saved notebook stays small)


def _pct(tokens: int, scale: int) -> str:
    return f"{100 * tokens / scale:.2f}%" if scale else "0%"


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def bar_html(state: MeterState) -> str:
    """The stacked bar of the window, the auto-compact line on top, the window's end, the
    turn's peak as a ghost."""
    scale = state.scale
    left = 0
    cells = []
    for kind, tokens in state.segments():
        if not tokens:
            continue
        cells.append(
            f"<div class='ctxmagic-seg ctxmagic-seg-{kind}' data-kind='{kind}' "
            f"data-tokens='{tokens}' title='{_e(LABELS[kind])}: {tokens:,} tokens' "
            f"style='position:absolute;top:0;height:100%;left:{_pct(left, scale)};"
            f"width:{_pct(tokens, scale)};background:{COLOURS[kind]}'></div>"
        )
        left += tokens
    ghost = state.ghost
    if ghost is not None:
        cells.append(
            f"<div class='ctxmagic-ghost' title='{_e(state.lines()['drop'])}' "
            f"style='position:absolute;top:0;height:100%;left:0;width:{_pct(ghost.before, scale)};"
            f"border:2px dashed {LINE};box-sizing:border-box;z-index:1'></div>"
        )
    if state.window < scale:  # over the window: its end inside the bar
        cells.append(
            f"<div class='ctxmagic-window-end' title='the window: {state.window:,} tokens' "
            f"style='position:absolute;top:-3px;height:24px;left:{_pct(state.window, scale)};"
            f"width:0;border-left:3px solid {EDGE};z-index:2'></div>"
        )
    if state.line:
        definition = state.line_definition or (
            f"{state.line:,} tokens ({state.threshold:.0%} of the window)"
        )
        cells.append(
            f"<div class='ctxmagic-line' title='auto-compact line: {_e(definition)}' "
            f"style='position:absolute;top:-5px;"
            f"height:28px;left:{_pct(state.line, scale)};width:0;border-left:3px solid {LINE};"
            "z-index:3'></div>"
        )
    for agent, tokens, definition in state.references:
        if 0 < tokens < scale:
            cells.append(
                f"<div class='ctxmagic-ref' title='{_e(agent)} would compact here: "
                f"{_e(definition)}' style='position:absolute;bottom:-4px;height:8px;left:"
                f"{_pct(tokens, scale)};width:0;border-left:2px solid {EDGE};z-index:2'></div>"
            )
    label = ""
    if state.line:
        right = 100 - 100 * state.line / scale
        label = (
            f"<div style='position:relative;height:15px;max-width:{BAR_WIDTH}px;font-size:11px;"
            "line-height:15px'>"
            f"<div class='ctxmagic-line-label' style='position:absolute;right:{right:.2f}%;"
            f"white-space:nowrap;color:{LINE};padding-right:3px'>auto-compact "
            f"{state.threshold:.0%} ▾</div></div>"
        )
    edge = f"border-right:3px solid {EDGE};" if state.window >= scale else ""
    return (
        f"{label}<div class='ctxmagic-bar' title='context / window: {state.context:,} / "
        f"{state.window:,} tokens' style='position:relative;height:18px;max-width:{BAR_WIDTH}px;"
        f"background:{TRACK};{edge}box-sizing:border-box;margin:2px 0 4px 0'>"
        + "".join(cells)
        + "</div>"
    )


def legend_html(state: MeterState) -> str:
    items = []
    for kind, tokens in state.segments():
        items.append(
            f"<span class='ctxmagic-legend-item' style='display:inline-block;margin-right:14px;"
            f"white-space:nowrap'><span style='display:inline-block;width:10px;height:10px;"
            f"background:{COLOURS[kind]};margin-right:4px;vertical-align:middle'></span>"
            f"{_e(LABELS[kind])} <b>{tokens:,}</b></span>"
        )
    return (
        f"<div class='ctxmagic-legend' style='font-size:12px;margin:2px 0'>{''.join(items)}</div>"
    )


def meter_html(state: MeterState, *, chart: bool = True) -> str:
    """The whole meter: headline, bar, legend, the request's and the turn's figures, cost,
    the drop, and (``chart``) the session's history under it."""
    lines = state.lines()
    muted = "font-size:12px;opacity:0.8;margin:1px 0;text-align:left"
    rows = [
        f"<div class='ctxmagic-meter-head' style='font-size:13px;margin:2px 0;{MONO}'>"
        f"{_e(lines['head'])}</div>",
        bar_html(state),
        legend_html(state),
    ]
    parts = state.source_segments()
    if parts and parts[0][0] != "not recorded":
        rows.append(
            src.bar_html(
                parts,
                scale=state.scale,
                window=state.window,
                line=state.line,
                width=BAR_WIDTH,
                title=f"the context by source: {state.context:,} tokens",
            )
        )
        rows.append(src.legend_html(parts))
    for key in ("request", "turn", "cost", "next", "compactions", "line", "drop"):
        if key in lines:
            colour = f";color:{LINE}" if key == "drop" else ""
            rows.append(
                f"<div class='ctxmagic-meter-{key}' style='{muted};{MONO}{colour}'>"
                f"{_e(lines[key])}</div>"
            )
            if key == "next" and state.forecast is not None:
                rows[-1] = countdown_html(state, rows[-1])
    if chart and len(state.points) > 1:
        rows.append(drawn_chart(state))
    return (
        f"<div class='ctxmagic-meter {NO_MATH}' data-status='{_e(state.status)}' "
        "style='text-align:left;margin:2px 0 8px 0'>" + "".join(rows) + "</div>"
    )


# Where the output is trusted (the running session, a notebook the user trusts, an nbconvert
# export) this script turns the next request's line into a countdown to the cache's expiry, from
# the absolute time the kernel computed, so a notebook reopened later counts from now (or says
# the cache has expired); an untrusted view drops it and keeps the line with the clock time.
COUNTDOWN = """<script>(function () {
  var el = document.getElementById("%s");
  if (!el || el.dataset.ticking) return;
  el.dataset.ticking = "1";
  var expires = Number(el.dataset.expires), timer = setInterval(tick, 1000);
  function two(n) { return (n < 10 ? "0" : "") + n; }
  function tick() {
    if (!el.isConnected) { clearInterval(timer); return; }
    var s = Math.ceil((expires - Date.now()) / 1000);
    if (s > 0) {
      el.textContent = el.dataset.head + " · the cache expires in " + Math.floor(s / 60) + ":" +
        two(s %% 60) + ", then " + el.dataset.later;
      el.dataset.secondsLeft = String(s);
    } else {
      el.textContent = el.dataset.expired;
      el.dataset.secondsLeft = "0";
      clearInterval(timer);
    }
  }
  tick();
})();</script>"""


def countdown_html(state: MeterState, row: str) -> str:
    """The next request's row with its countdown (see ``COUNTDOWN``)."""
    f = state.forecast
    if f is None or f.expires_ms is None:
        return row
    ident = f"ctxmagic-cd-{uuid.uuid4().hex[:12]}"
    later = f"${f.expired_cost:.4f}"
    expired = (
        f"next request: {later} (the cache has expired: its {f.usage.cache_read:,} tokens are "
        "written again)"
    )
    attrs = (
        f" id='{ident}' data-expires='{f.expires_ms}' data-head='{_e(next_head(f))}' "
        f"data-later='{_e(later)}' data-expired='{_e(expired)}'"
    )
    return row.replace(
        "<div class='ctxmagic-meter-next'", f"<div class='ctxmagic-meter-next'{attrs}", 1
    ) + (COUNTDOWN % ident)


def drawn_chart(state: MeterState) -> str:
    """``chart_html``, drawn again only when what it shows changed: the static form is
    refreshed at every step of a turn and the chart walks every request of the session. The
    last point is compared by identity (a copy of the state appends points of its own)."""
    last = state.points[-1] if state.points else None
    key = (len(state.points), id(last), len(state.drops), len(state.misses))
    key += (state.window, state.line, state.threshold)
    memo = state.__dict__.get("_chart")
    if memo is not None and memo[0] == key and memo[1] is last:
        return memo[2]
    html = chart_html(state)
    state.__dict__["_chart"] = (key, last, html)
    return html


def chart_html(state: MeterState, columns: int = CHART_COLUMNS) -> str:
    """Context per request across the session, each column split like the bar, with the
    auto-compact and window lines and the drops. More requests than ``columns`` are binned:
    a column shows the largest request of its bin."""
    points = state.points
    n = len(points)
    k = min(n, columns)
    starts = [i * n // k for i in range(k + 1)]
    totals, turns = state.totals()
    top = max(max(totals, default=0), state.window, 1) * 1.08
    width = 100 / k
    cols = []
    for i in range(k):  # a bin's points are not copied: only its largest is read
        seg = totals[starts[i] : starts[i + 1]]
        p = points[starts[i] + seg.index(max(seg))]  # the first largest, as max(key=total) would
        size = starts[i + 1] - starts[i]
        stops, at = [], 0.0
        for kind in ("cache_read", "cache_write", "uncached", "output"):
            share = 100 * getattr(p, kind) / p.total if p.total else 0
            stops.append(f"{COLOURS[kind]} {at:.1f}% {at + share:.1f}%")
            at += share
        first = starts[i] + 1
        span = f"requests {first}-{first + size - 1}" if size > 1 else f"request {first}"
        cols.append(
            f"<div class='ctxmagic-chart-col' title='{span}: {p.total:,} tokens (cache read "
            f"{p.cache_read:,}, write {p.cache_write:,}, uncached {p.uncached:,}, output "
            f"{p.output:,})' style='position:absolute;bottom:0;left:{i * width:.3f}%;"
            f"width:{width * 0.8:.3f}%;height:{100 * p.total / top:.2f}%;"
            f"background:linear-gradient(to top, {', '.join(stops)})'></div>"
        )
    for d in state.drops:
        i = min(d.at * k // n, k - 1)
        cols.append(
            f"<div class='ctxmagic-chart-drop' title='{_e(d.reason)}: {d.before:,} -> "
            f"{d.after:,} tokens' style='position:absolute;top:0;bottom:0;left:{i * width:.3f}%;"
            f"width:0;border-left:2px dotted {LINE}'></div>"
        )
    for m in state.misses:  # a request that lost cache reads: a mark above its column
        i = min(m.at * k // n, k - 1)
        cols.append(
            f"<div class='ctxmagic-chart-miss' title='request {m.at + 1}: {_e(m.text)}' "
            f"style='position:absolute;top:0;left:{i * width:.3f}%;width:{width * 0.8:.3f}%;"
            f"height:4px;background:{MISS}'></div>"
        )
    guides = [
        (state.window, f"2px solid {EDGE}", f"window {state.window:,}"),
        (state.line, f"2px dashed {LINE}", f"auto-compact {state.threshold:.0%}"),
    ]
    for tokens, border, text in guides:
        if tokens:
            cols.append(
                f"<div class='ctxmagic-chart-guide' title='{_e(text)}' style='position:absolute;"
                f"left:0;right:0;bottom:{100 * tokens / top:.2f}%;height:0;border-top:{border};"
                "z-index:1'></div>"
            )
    return (
        f"<div class='ctxmagic-chart' style='position:relative;height:72px;max-width:{BAR_WIDTH}px;"
        f"background:{TRACK};margin:6px 0 2px 0'>" + "".join(cols) + "</div>"
        f"<div class='ctxmagic-chart-caption' style='font-size:11px;opacity:0.75;{MONO}'>"
        f"context per request: {_count(n, 'request')} in {_count(turns, 'turn')}"
        + (f", {k} columns (the largest of each bin)" if k < n else "")
        + "; solid: the window, dashed: the auto-compact line, dotted: a compaction or pruning"
        + ("; a mark on top: a cache miss (its reason on hover)" if state.misses else "")
        + "</div>"
    )


def _count(n: int, word: str) -> str:
    return f"{n:,} {word}{'' if n == 1 else 's'}"


TEXT_MARKS = {
    "cache_read": "█",
    "cache_write": "▓",
    "uncached": "▒",
    "output": "░",
    "context": "▒",
    "estimate": "~",
}


def meter_text(state: MeterState, width: int = 40) -> str:
    """One line for a terminal: the bar with its split, ``|`` at the auto-compact line and
    ``]`` at the window's end, then the split in figures."""
    scale = state.scale
    cells = [" "] * width
    at = 0
    for kind, tokens in state.segments():
        start, at = at, at + tokens
        for i in range(round(width * start / scale), round(width * at / scale)):
            cells[min(i, width - 1)] = TEXT_MARKS[kind]
    if state.line:
        cells[min(round(width * state.line / scale), width - 1)] = "|"
    window = min(round(width * state.window / scale), width)
    bar = "".join(cells[:window]) + "]" + "".join(cells[window:])
    split = " ".join(
        f"{TEXT_MARKS[k]} {LABELS[k].split(' (')[0]} {v:,}" for k, v in state.segments()
    )
    line = f"| auto-compact {state.threshold:.0%}, " if state.line else ""
    return f"[{bar} {state.percent:.1f}% of {state.window:,} ({line}] window): {split}"


def meter_lines(state: MeterState) -> str:
    """The meter's text form (a saved notebook's text/plain, nbconvert to text): the one-line
    bar, then the context by source, the auto-compact line's definition and the next request's
    price."""
    lines = state.lines()
    extra = [lines[key] for key in ("sources", "line", "next") if key in lines]
    return "\n".join([meter_text(state), *extra])
