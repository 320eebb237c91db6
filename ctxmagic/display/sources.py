"""Where the context's tokens come from, drawn: the colours of each source, the ``%ctx context``
table, the meter's bar by source (static form and text), and the compaction history.

The figures are ``context/composition.py``'s: a request's sources add up to what the provider
billed, and the context's (the last request's prompt and output, or what a compaction left)
to the session's context figure, to the token. Colours are literal (the static form is read
through JupyterLab's sanitizer, which drops CSS variables) and differ from the billing split's,
so the two bars are never read as one.
"""

from __future__ import annotations

import html
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from ..context import composition as cp
from ..context.assemble import history_from_summary
from ..context.fidelity import survival
from ..messages.parts import CompactionPart, Message, ToolResultPart, is_turn_start
from ..model.catalog import ModelInfo
from ..store.database import RequestRecord, Session
from .tables import Table

COLOURS = {  # one per kind; tool results one shade per tool (TOOL_SHADES)
    cp.TOOL_DEFINITIONS: "#8c6bb1",
    cp.SYSTEM_PROMPT: "#2c7fb8",
    cp.PROJECT_FILE: "#41b6c4",
    cp.MEMORY: "#7fcdbb",
    cp.REPO_MAP: "#1d91c0",
    cp.SYSTEM_BLOCK: "#253494",
    cp.SUMMARY: "#d95f0e",
    cp.USER: "#e7298a",
    cp.ASSISTANT: "#66a61e",
    cp.REASONING: "#a6d854",
    cp.CALLS: "#e6ab02",
    cp.RESULTS: "#a6761d",
    cp.SUBAGENT: "#f781bf",
    cp.TRANSCRIPT: "#969696",
    cp.IMAGES: "#bc80bd",
    cp.FRAMING: "#bdbdbd",
    "not split": "rgba(127,127,127,0.55)",  # streaming: tokens not attributed yet
    "not recorded": "#8796aa",  # a request from before sources were recorded
}
TOOL_SHADES = {
    "view": "#a6761d",
    "grep": "#bf812d",
    "glob": "#dfc27d",
    "ls": "#c7a26b",
    "bash": "#8c510a",
    "write": "#b35806",
    "edit": "#e08214",
    "memory": "#f1a340",
}
MORE_SHADES = ("#cc9a5c", "#9c6b30", "#e3b778", "#b8864b")
RESERVE = "rgba(224,64,47,0.22)"  # the window beyond the auto-compact line
MONO = "font-family:monospace"


def colour(group: str) -> str:
    """The colour of a segment (``composition.group``): a kind's, or a tool's shade."""
    if group.startswith(cp.RESULTS_PREFIX):
        tool = group[len(cp.RESULTS_PREFIX) :]
        return TOOL_SHADES.get(tool) or MORE_SHADES[zlib.crc32(tool.encode()) % len(MORE_SHADES)]
    return COLOURS.get(group, COLOURS["not recorded"])


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _when(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000).strftime("%H:%M:%S") if ms else ""


# -------------------------------------------------------------------------------------------
# The context now


def context_composition(
    session: Session, records: Sequence[RequestRecord], summary: Message | None = None
) -> cp.Composition | None:
    """The session's context by source, adding up to ``session.context_tokens``: the last
    request's prompt and output, or, when a compaction came after it, what the compaction left
    (``summary``'s recorded composition). None when it was not recorded (a request made before
    sources were, a fork before its first request)."""
    last = next((r for r in reversed(records) if r.kind != "title"), None)
    found: cp.Composition | None = None
    if last is not None and last.kind == "summary":
        part = _compaction(summary)
        found = cp.Composition.from_json(part.composition) if part is not None else None
    elif last is not None:
        found = cp.Composition.from_json(last.composition)
    if found is None or found.total != session.context_tokens:
        return None
    return found


def _compaction(message: Message | None) -> CompactionPart | None:
    if message is None:
        return None
    return next((p for p in message.parts if isinstance(p, CompactionPart)), None)


def segments(composition: cp.Composition | None, known: int) -> list[tuple[str, int]]:
    """The meter's bar by source, (group, tokens) from the left, adding up to ``known``: the
    composition's groups, or one "not recorded" segment when there is none (or it disagrees)."""
    if composition is None or composition.total != known:
        return [("not recorded", known)] if known else []
    return [(g, t) for g, t in composition.by_group().items() if t]


# -------------------------------------------------------------------------------------------
# The table


def sources_table(
    composition: cp.Composition,
    *,
    window: int,
    line: int = 0,
    regions: Sequence[tuple[str, int]] = (),
    pricing: ModelInfo | None = None,
    outside: Sequence[tuple[str, str]] = (),
    title: str = "",
    caption: str = "",
) -> Table:
    """``%ctx context``: one row per source (tokens, share of the window, what the prompt cache
    served, what it cost at ``pricing``), then what is at hand but ``outside`` the context
    (source, what it is: memory files the model reads with a tool; 0 tokens), then the free
    space before the auto-compact ``line`` and the ``regions`` after it (reserve, buffer)."""
    priced = pricing.priced_for(composition.prompt) if pricing is not None else None
    rows: list[list[Any]] = []
    classes: list[str] = []
    for r in composition.rows:
        rows.append(
            [
                r.source,
                r.kind,
                r.tokens,
                _share(r.tokens, window),
                r.read if composition.billed else None,
                round(r.cost(priced), 6) if priced is not None and composition.billed else None,
            ]
        )
        classes.append("")
    for source, what in outside:
        rows.append([source, what, 0, "", None, None])
        classes.append("dropped")
    used = composition.total
    if window:
        limit = line or window
        rows.append(
            [
                "free space",
                "window",
                max(limit - used, 0),
                _share(max(limit - used, 0), window),
                None,
                None,
            ]
        )
        classes.append("free")
        beyond = window - max(limit, used)
        for name, tokens in regions:
            shown = max(min(tokens, beyond), 0)
            beyond -= shown
            rows.append([name, "window", shown, _share(shown, window), None, None])
            classes.append("reserve")
    return Table(
        ["source", "kind", "tokens", "% of window", "cached", "$ per request"],
        rows,
        title=title,
        caption=caption,
        row_classes=classes,
    )


def _share(tokens: int, window: int) -> str:
    return f"{100 * tokens / window:.1f}%" if window else ""


# -------------------------------------------------------------------------------------------
# The bar by source (static form and text)


def bar_html(
    parts: Sequence[tuple[str, int]],
    *,
    scale: int,
    window: int,
    line: int = 0,
    width: int = 640,
    title: str = "",
) -> str:
    """The context by source as a stacked bar over the window (inline styles only), the
    window beyond the auto-compact line shaded."""
    cells, left = [], 0
    for group, tokens in parts:
        if not tokens:
            continue
        cells.append(
            f"<div class='ctxmagic-src ctxmagic-src-{_slug(group)}' data-group='{_e(group)}' "
            f"data-tokens='{tokens}' title='{_e(group)}: {tokens:,} tokens' style='position:"
            f"absolute;top:0;height:100%;left:{_pct(left, scale)};width:{_pct(tokens, scale)};"
            f"background:{colour(group)}'></div>"
        )
        left += tokens
    if line and line < window:
        cells.insert(
            0,
            f"<div class='ctxmagic-src-reserve' title='beyond the auto-compact line: "
            f"{window - line:,} tokens' style='position:absolute;top:0;height:100%;left:"
            f"{_pct(line, scale)};width:{_pct(window - line, scale)};background:{RESERVE}'>"
            "</div>",
        )
    return (
        f"<div class='ctxmagic-srcbar' title='{_e(title)}' style='position:relative;height:12px;"
        f"max-width:{width}px;background:rgba(127,127,127,0.10);margin:2px 0 3px 0'>"
        + "".join(cells)
        + "</div>"
    )


def legend_html(parts: Sequence[tuple[str, int]]) -> str:
    items = "".join(
        f"<span class='ctxmagic-src-item' style='display:inline-block;margin-right:12px;"
        f"white-space:nowrap'><span style='display:inline-block;width:9px;height:9px;"
        f"background:{colour(g)};margin-right:4px;vertical-align:middle'></span>{_e(g)} "
        f"<b>{t:,}</b></span>"
        for g, t in parts
        if t
    )
    label = "<span style='opacity:0.75;margin-right:8px'>by source:</span>"
    return (
        f"<div class='ctxmagic-src-legend' style='font-size:11.5px;margin:1px 0'>{label}{items}"
        "</div>"
    )


def _pct(tokens: int, scale: int) -> str:
    return f"{100 * tokens / scale:.2f}%" if scale else "0%"


def _slug(group: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in group.lower())


def text_line(parts: Sequence[tuple[str, int]]) -> str:
    """The sources in one line, largest first."""
    ranked = sorted((p for p in parts if p[1]), key=lambda p: -p[1])
    return "by source: " + " · ".join(f"{g} {t:,}" for g, t in ranked)


# -------------------------------------------------------------------------------------------
# Compactions


@dataclass(frozen=True)
class Compaction:
    """One compaction of the session: when, why, the context before and after (by source when
    recorded), what the summary cost, and how many identifiers from tool results survived."""

    number: int
    at_ms: int
    turn: int  # the turn it came in (or after)
    how: str  # auto, manual or overflow
    before: int
    after: int
    cost: float  # the summary request's
    summary_tokens: int
    seen: int = 0  # identifiers of tool results the model saw before it
    kept: int = 0  # of those, still visible after it
    lost: tuple[str, ...] = ()
    before_sources: cp.Composition | None = None
    after_sources: cp.Composition | None = None

    def describe(self, turns_now: int | None = None) -> str:
        since = ""
        if turns_now is not None:
            n = max(turns_now - self.turn, 0)
            since = f"; {n} turn{'' if n == 1 else 's'} since"
        probe = f", identifiers still visible {self.kept}/{self.seen}" if self.seen else ""
        return (
            f"{self.how} in turn {self.turn} at {_when(self.at_ms)}: {self.before:,} -> "
            f"{self.after:,} tokens, summary ${self.cost:.4f}{probe}{since}"
        )


def compaction_of(
    number: int,
    turn: int,
    at_ms: int,
    part: CompactionPart,
    *,
    before: int,
    cost: float,
    summary_tokens: int,
    seen_before: list[Message],
    seen_after: list[Message],
    before_sources: cp.Composition | None = None,
) -> Compaction:
    seen, kept = survival(seen_before, seen_after)
    how = "overflow" if part.overflow else "auto" if part.auto else "manual"
    return Compaction(
        number=number,
        at_ms=at_ms,
        turn=turn,
        how=how,
        before=before,
        after=part.context_tokens,
        cost=cost,
        summary_tokens=summary_tokens,
        seen=len(seen),
        kept=len(kept),
        lost=tuple(sorted(seen - kept)),
        before_sources=before_sources,
        after_sources=cp.Composition.from_json(part.composition),
    )


def compaction_history(
    messages: Sequence[Message], records: Sequence[RequestRecord]
) -> list[Compaction]:
    """Every compaction of a session, from its stored messages (in order) and requests."""
    summaries = [m for m in messages if m.is_summary]
    if not summaries:
        return []
    timeline: list[tuple[int, int, Any]] = [
        (r.started_at, 0, r) for r in records if r.kind != "title"
    ]
    timeline += [(m.created_at, 1, m) for m in summaries]
    timeline.sort(key=lambda item: (item[0], item[1]))
    turns, turn = {}, 0
    for m in messages:
        if is_turn_start(m):
            turn += 1
        turns[m.id] = turn
    out: list[Compaction] = []
    context, sources = 0, None
    pending: RequestRecord | None = None
    previous: str | None = None
    for _, _, item in timeline:
        if isinstance(item, RequestRecord):
            if item.kind == "summary":
                pending = item
            else:
                context, sources = item.context_tokens, cp.Composition.from_json(item.composition)
            continue
        part = _compaction(item)
        if part is None:
            continue
        earlier = [m for m in messages if m.id < item.id]
        before = _as_of(history_from_summary(earlier, previous), item.created_at)
        after = history_from_summary([*earlier, item], item.id)
        out.append(
            compaction_of(
                len(out) + 1,
                turns.get(item.id, 0),
                item.created_at,
                part,
                before=context,
                cost=pending.cost if pending is not None else 0.0,
                summary_tokens=pending.usage.output if pending is not None else 0,
                seen_before=before,
                seen_after=after,
                before_sources=sources,
            )
        )
        context = part.context_tokens or context
        sources, pending, previous = cp.Composition.from_json(part.composition), None, item.id
    return out


def _as_of(messages: list[Message], at_ms: int) -> list[Message]:
    """The messages as a model saw them at ``at_ms``: a tool result pruned later was whole."""
    out = []
    for m in messages:
        late = [
            i
            for i, p in enumerate(m.parts)
            if isinstance(p, ToolResultPart) and p.pruned_at is not None and p.pruned_at > at_ms
        ]
        if late:
            parts = list(m.parts)
            for i in late:
                parts[i] = replace(parts[i], pruned_at=None)
            m = m.copy(parts=parts)
        out.append(m)
    return out


def compactions_table(history: Sequence[Compaction], turns_now: int) -> Table:
    rows = [
        [
            c.number,
            _when(c.at_ms),
            c.turn,
            c.how,
            c.before,
            c.after,
            c.summary_tokens,
            round(c.cost, 6),
            f"{c.kept}/{c.seen}" if c.seen else "",
            max(turns_now - c.turn, 0),
        ]
        for c in history
    ]
    return Table(
        [
            "#",
            "at",
            "turn",
            "how",
            "context before",
            "context after",
            "summary tokens",
            "summary $",
            "identifiers kept",
            "turns since",
        ],
        rows,
        title=f"{len(history)} compaction{'' if len(history) == 1 else 's'}",
        caption="context before / after: the session's context figure; identifiers kept: the "
        "paths, symbols and numbers of tool results the model saw before, still visible after "
        "(in the summary or the tail kept); `%ctx compactions N` shows what compaction N kept "
        "by source",
    )


def survival_table(c: Compaction, window: int = 0) -> Table:
    """What one compaction kept, by source: the context before against after."""
    before = {
        (r.kind, r.source): r.tokens for r in (c.before_sources.rows if c.before_sources else ())
    }
    after = {
        (r.kind, r.source): r.tokens for r in (c.after_sources.rows if c.after_sources else ())
    }
    keys = list(dict.fromkeys([*before, *after]))
    rank = {k: i for i, k in enumerate(cp.KINDS)}
    keys.sort(key=lambda k: (rank.get(k[0], len(rank)), -before.get(k, 0)))
    rows = []
    for k in keys:
        b, a = before.get(k) or 0, after.get(k) or 0
        if k[0] in cp.FIXED_KINDS:
            state = "sent again" if a else "gone"
        elif k[0] == cp.SUMMARY:
            state = "the new summary" if not b else "merged into the new summary"
        elif not a:
            state = "summarised"
        else:
            state = "kept verbatim" if a >= b else "partly kept"
        rows.append([k[1], k[0], b, a, state])
    lost = ", ".join(c.lost[:12]) + (f", ... ({len(c.lost) - 12} more)" if len(c.lost) > 12 else "")
    return Table(
        ["source", "kind", "before", "after", "state"],
        rows,
        title=f"compaction {c.number}: {c.describe()}",
        caption=(
            f"identifiers from tool results still visible: {c.kept} of {c.seen}"
            + (f"; lost: {lost}" if lost else "")
            if c.seen
            else "no tool results before this compaction"
        )
        + ("" if c.before_sources else "; the sources before it were not recorded")
        + ". before: as the provider counted the last request; after: ctxmagic's count of the "
        "next request (no provider has counted it yet), so a part sent again can differ by the "
        "counting alone",
    )


# -------------------------------------------------------------------------------------------
# Re-reading


@dataclass(frozen=True)
class Rereading:
    """What re-reading context already sent has cost the session: cache reads, in dollars and
    as a share of what its requests cost, and the read:write ratio of its cache."""

    read_tokens: int
    write_tokens: int
    read_cost: float
    cost: float

    @property
    def share(self) -> float:
        return self.read_cost / self.cost if self.cost else 0.0

    @property
    def ratio(self) -> float | None:
        return self.read_tokens / self.write_tokens if self.write_tokens else None

    def describe(self) -> str:
        ratio = f"{self.ratio:.1f}:1" if self.ratio is not None else "no writes"
        return (
            f"re-reading: {self.share:.0%} of the cost was cache reads (${self.read_cost:.4f} "
            f"for {self.read_tokens:,} tokens); read:write {ratio}"
        )

    def add(self, record: RequestRecord, pricing: ModelInfo | None) -> Rereading:
        u = record.usage
        price = pricing.priced_for(u.prompt).price_cache_read if pricing is not None else 0.0
        return Rereading(
            self.read_tokens + u.cache_read,
            self.write_tokens + u.cache_write,
            self.read_cost + u.cache_read * price / 1_000_000,
            self.cost + record.cost,
        )


def rereading(
    records: Sequence[RequestRecord], pricing: Callable[[str], ModelInfo | None]
) -> Rereading:
    """Over ``records``, each priced by ``pricing(record.model)``."""
    total = Rereading(0, 0, 0.0, 0.0)
    for r in records:
        total = total.add(r, pricing(r.model))
    return total
