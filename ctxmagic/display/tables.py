"""A small table object that renders itself: HTML in the notebook, aligned text in a terminal,
and a pandas DataFrame on request (``to_pandas()``), so the same result works everywhere."""

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

    def __len__(self) -> int:
        return len(self.rows)

    def records(self) -> list[dict[str, Any]]:
        return [dict(zip(self.columns, row, strict=False)) for row in self.rows]

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
        cells = [[self._cell(v) for v in row] for row in self.rows]
        widths = [len(c) for c in self.columns]
        for row in cells:
            widths = [max(w, len(v)) for w, v in zip(widths, row, strict=False)]
        numeric = [
            all(
                isinstance(r[i], (int, float)) and not isinstance(r[i], bool)
                for r in self.rows
                if r[i] is not None
            )
            and any(r[i] is not None for r in self.rows)
            for i in range(len(self.columns))
        ]

        def line(values: list[str]) -> str:
            return "  ".join(
                v.rjust(w) if num else v.ljust(w)
                for v, w, num in zip(values, widths, numeric, strict=False)
            ).rstrip()

        out = []
        if self.title:
            out.append(self.title)
        out.append(line(self.columns))
        out.append("  ".join("-" * w for w in widths))
        out.extend(line(r) for r in cells)
        if self.caption:
            out.append(self.caption)
        return "\n".join(out)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in self.columns)
        body = []
        for i, row in enumerate(self.rows):
            cls = self.row_classes[i] if i < len(self.row_classes) else ""
            tds = "".join(
                f"<td class='num'>{html.escape(_fmt(v))}</td>"
                if isinstance(v, (int, float)) and not isinstance(v, bool)
                else f"<td title='{html.escape(_fmt(v))}'>{html.escape(self._cell(v))}</td>"
                for v in row
            )
            body.append(f"<tr class='{html.escape(cls)}'>{tds}</tr>")
        title = (
            f"<div class='ctxmagic-title'><b>{html.escape(self.title)}</b></div>"
            if self.title
            else ""
        )
        caption = (
            f"<div class='ctxmagic-caption'>{html.escape(self.caption)}</div>"
            if self.caption
            else ""
        )
        return (
            f"<div class='ctxmagic-table'>{TABLE_STYLE}{title}<table><thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table>{caption}</div>"
        )


TABLE_STYLE = """<style>
.ctxmagic-table table{border-collapse:collapse;font-size:12px;font-family:var(--jp-code-font-family,monospace)}
.ctxmagic-table table th,.ctxmagic-table table td{padding:2px 8px;border-bottom:1px solid #ddd;text-align:left!important;vertical-align:top}
.ctxmagic-table table td.num{text-align:right!important}
.ctxmagic-table tr.pruned td,.ctxmagic-table tr.dropped td,.ctxmagic-table tr.summarised td{color:#999}
.ctxmagic-table tr.truncated td{color:#a60}
.ctxmagic-table tr.summary td{background:#eef6ff}
.ctxmagic-caption{font-size:12px;color:#666;margin-top:4px}
</style>"""
