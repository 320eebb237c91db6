"""A small table object that renders itself: HTML in the notebook, aligned text in a terminal,
and a pandas DataFrame on request (``to_pandas()``), so the same result works everywhere.

The HTML carries inline styles only: JupyterLab renders an untrusted notebook's HTML through a
sanitizer that drops ``<style>`` blocks, and its own stylesheet right-aligns table cells, so every
cell says how it aligns (text left, numbers right)."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any


def _fmt(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else ""
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.4f}" if value < 1 else f"{value:,.2f}"
    return str(value)


@dataclass
class Table:
    columns: list[str]
    rows: list[list[Any]]
    title: str = ""
    caption: str = ""
    row_classes: list[str] = field(default_factory=list)  # per row, for styling (e.g. "pruned")
    max_cell: int = 80
    hidden: tuple[str, ...] = ()  # columns kept in the data (records, pandas) but not shown

    def _shown(self) -> tuple[list[str], list[list[Any]]]:
        if not self.hidden:
            return self.columns, self.rows
        keep = [i for i, c in enumerate(self.columns) if c not in self.hidden]
        return [self.columns[i] for i in keep], [[row[i] for i in keep] for row in self.rows]

    def __len__(self) -> int:
        return len(self.rows)

    def records(self, *, full: bool = False) -> list[dict[str, Any]]:
        """One dict per row; long text is cut as the HTML cuts it (``full=True`` keeps it)."""
        cut = (lambda v: v) if full else self._short
        return [dict(zip(self.columns, map(cut, row), strict=False)) for row in self.rows]

    def _short(self, value: Any) -> Any:
        if isinstance(value, str) and len(value) > self.max_cell:
            return self._cell(value)
        return value

    def column(self, name: str) -> list[Any]:
        i = self.columns.index(name)
        return [row[i] for row in self.rows]

    def to_pandas(self):  # type: ignore[no-untyped-def]
        try:
            import pandas as pd
        except ImportError as exc:  # pragma: no cover - depends on the environment
            raise ImportError("to_pandas() needs pandas: pip install pandas") from exc
        return pd.DataFrame(self.rows, columns=self.columns)

    def _cell(self, value: Any) -> str:
        text = _fmt(value)
        text = " ".join(text.split())
        return text if len(text) <= self.max_cell else text[: self.max_cell - 1] + "…"

    def __str__(self) -> str:
        columns, rows = self._shown()
        cells = [[self._cell(v) for v in row] for row in rows]
        widths = [len(c) for c in columns]
        for row in cells:
            widths = [max(w, len(v)) for w, v in zip(widths, row, strict=False)]
        numeric = [
            all(
                isinstance(r[i], (int, float)) and not isinstance(r[i], bool)
                for r in rows
                if r[i] is not None
            )
            and any(r[i] is not None for r in rows)
            for i in range(len(columns))
        ]

        def line(values: list[str]) -> str:
            return "  ".join(
                v.rjust(w) if num else v.ljust(w)
                for v, w, num in zip(values, widths, numeric, strict=False)
            ).rstrip()

        out = []
        if self.title:
            out.append(self.title)
        out.append(line(columns))
        out.append("  ".join("-" * w for w in widths))
        out.extend(line(r) for r in cells)
        if self.caption:
            out.append(self.caption)
        return "\n".join(out)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        columns, rows = self._shown()
        head = "".join(f"<th{_style(TH)}>{html.escape(c)}</th>" for c in columns)
        body = []
        for i, row in enumerate(rows):
            cls = self.row_classes[i] if i < len(self.row_classes) else ""
            tds = "".join(
                f"<td class='num'{_style(NUM)}>{html.escape(_fmt(v))}</td>"
                if isinstance(v, (int, float)) and not isinstance(v, bool)
                else f"<td title='{html.escape(_fmt(v))}'{_style(TD)}>{_text(self._cell(v))}</td>"
                for v in row
            )
            row_style = _style(ROW_STYLES[cls]) if cls in ROW_STYLES else ""
            body.append(f"<tr class='{html.escape(cls)}'{row_style}>{tds}</tr>")
        title = (
            f"<div class='ctxmagic-title' style='margin:2px 0'><b>{html.escape(self.title)}</b></div>"
            if self.title
            else ""
        )
        caption = (
            f"<div class='ctxmagic-caption'{_style(CAPTION)}>{html.escape(self.caption)}</div>"
            if self.caption
            else ""
        )
        return (
            f"<div class='ctxmagic-table'{_style('text-align:left')}>{title}"
            f"<div class='ctxmagic-scroll'{_style(SCROLL)}><table{_style(TABLE)}>"
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
            f"{caption}</div>"
        )


def _text(text: str) -> str:
    """A text cell: a long one (a preview) wraps anywhere within ``TEXT``'s width, so the table
    fits the output; a short one (a role, a tool) stays whole and never breaks mid-word."""
    if len(text) <= WRAP_OVER:
        return html.escape(text)
    return f"<div{_style(TEXT)}>{html.escape(text)}</div>"


def _style(css: str) -> str:
    return f" style='{css}'"


TABLE = "border-collapse:collapse;font-size:12px;font-family:monospace;margin:0"
CELL = "padding:2px 8px;border-bottom:1px solid rgba(127,127,127,0.3);vertical-align:top"
TH = f"{CELL};text-align:left;font-weight:bold"
TD = f"{CELL};text-align:left"
NUM = f"{CELL};text-align:right"
CAPTION = "font-size:12px;opacity:0.75;margin-top:4px;text-align:left"
# a long text cell (a preview, a cache miss reason) wraps within this width instead of pushing
# the table past the output's right edge; a table still wider than the output scrolls in it
TEXT = "max-width:42em;min-width:16em;white-space:normal;overflow-wrap:anywhere"
WRAP_OVER = 24  # characters: a text cell longer than this wraps
SCROLL = "max-width:100%;overflow-x:auto"
ROW_STYLES = {  # per row class: what was not sent as stored is greyed, a summary tinted
    "pruned": "opacity:0.55",
    "dropped": "opacity:0.55",
    "summarised": "opacity:0.55",
    "replayed": "opacity:0.55",
    "truncated": "color:#b06000",
    "summary": "background:rgba(79,134,214,0.14)",
}
