"""The lab's tables as HTML with inline styles (a comparison, a calibration)."""

from __future__ import annotations

import html
from typing import Any

from ..display.tables import SCROLL, Table

# Inline styles only: a notebook opened untrusted (any notebook someone else saved) drops <style>
# blocks from outputs, and the comparison must read the same there.
TABLE = "border-collapse:collapse;font-size:12px;font-family:var(--jp-code-font-family,monospace)"
CELL = (  # a mid-grey rule and the theme's own text colour: it reads on a dark theme too
    "padding:2px 8px;border-bottom:1px solid rgba(127,127,127,0.3);vertical-align:top;text-align:"
)
CAPTION = "font-size:12px;opacity:0.75;margin-top:4px"


def html_table(table: Table) -> str:
    """The comparison table as HTML, styled inline."""

    def cell(tag: str, value: Any) -> str:
        number = isinstance(value, int | float) and not isinstance(value, bool)
        text = (
            (f"{value:,.4f}" if isinstance(value, float) else f"{value:,}")
            if number
            else str(value)
        )
        align = "right" if number else "left"
        return f"<{tag} style='{CELL}{align}'>{html.escape(text)}</{tag}>"

    head = "".join(cell("th", c) for c in table.columns)
    rows = "".join("<tr>" + "".join(cell("td", v) for v in row) + "</tr>" for row in table.rows)
    caption = f"<div style='{CAPTION}'>{html.escape(table.caption)}</div>" if table.caption else ""
    return (
        f"<div style='font-weight:bold;margin-bottom:4px'>{html.escape(table.title)}</div>"
        # wider than the output (many metric columns), it scrolls inside it, not off its edge
        f"<div class='ctxmagic-scroll' style='{SCROLL}'><table style='{TABLE}'><thead><tr>"
        f"{head}</tr></thead><tbody>{rows}</tbody></table></div>{caption}"
    )
