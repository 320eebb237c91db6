"""``view``: read a text file as numbered lines, within opencode's limits (DESIGN 2.4).

Files over 250 KB are refused outright (the model should grep instead), at most 2000 lines are
shown per call, and lines over 2000 characters are cut. What was cut is counted in the metadata
so the parts table can show how much the model did not see.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path
from typing import Any

from ..errors import ToolError
from ..safety import keyfiles
from ..safety.workspace import (
    FileTooLarge,
    display_path,
    looks_binary,
    open_dir,
    read_regular,
    resolve,
)
from .base import Tool, ToolContext, ToolOutput

MAX_FILE_BYTES = 250 * 1024
MAX_LINES = 2000
MAX_LINE_CHARS = 2000


def split_lines(text: str) -> list[str]:
    """Lines as editors and grep number them: split on '\\n', no phantom line after a final one."""
    if not text:
        return []
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]


def cut_line(line: str, limit: int = MAX_LINE_CHARS) -> tuple[str, int]:
    """The line cut to ``limit`` characters plus '...', and how many characters were removed."""
    if len(line) <= limit:
        return line, 0
    return line[:limit] + "...", len(line) - limit


def _not_found(path: str, real: Path, ctx: ToolContext) -> ToolError:
    """A missing file often has a near namesake (typo, wrong extension): name up to three."""
    hint = ""
    try:
        fd = open_dir(ctx.workspace, real.parent)
    except (OSError, ToolError):
        fd = -1
    if fd >= 0:
        try:
            names = os.listdir(fd)
        finally:
            os.close(fd)
        similar = difflib.get_close_matches(real.name, names, n=3, cutoff=0.6)
        if similar:
            where = display_path(ctx.workspace, real.parent)
            shown = ", ".join(n if where == "." else f"{where}/{n}" for n in similar)
            hint = f"; did you mean: {shown}"
    return ToolError(f"file not found: {path}{hint}")


def run_view(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    path = args["path"]
    offset = args.get("offset", 0)
    limit = args.get("limit", MAX_LINES)
    if offset < 0:
        raise ToolError(f"offset must be 0 or more (a 0-based line number), got {offset}")
    if limit < 1:
        raise ToolError(f"limit must be at least 1, got {limit}")
    limit_clamped = limit > MAX_LINES
    limit = min(limit, MAX_LINES)

    real = resolve(ctx.workspace, path)
    try:
        data = read_regular(ctx.workspace, real, path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise _not_found(path, real, ctx) from None
    except IsADirectoryError:
        raise ToolError(f"{path} is a directory; use ls to list it") from None
    except FileTooLarge as big:
        size = big.size
        raise ToolError(
            f"{path} is {size / 1024:.1f} KB ({size} bytes), over the 250 KB limit of view; "
            "use grep to find the lines you need, or bash with sed -n 'START,ENDp' to print a range"
        ) from None
    if looks_binary(data):
        raise ToolError(f"{path} is a binary file ({len(data)} bytes); view reads text files only")
    keyfiles.check(data, path)

    lines = split_lines(data.decode("utf-8", errors="replace"))
    total = len(lines)
    shown_path = display_path(ctx.workspace, real)
    if total == 0:
        return ToolOutput(
            content=f"({shown_path} is empty)",
            metadata=_meta(shown_path, 0, 0, offset, 0, 0, 0),
        )
    if offset >= total:
        raise ToolError(
            f"offset {offset} is past the end of {path}, which has {total} lines "
            f"(offsets are 0-based, so use 0 to {total - 1})"
        )

    window = lines[offset : offset + limit]
    out: list[str] = []
    lines_cut = chars_cut = 0
    for number, line in enumerate(window, start=offset + 1):
        text, removed = cut_line(line)
        if removed:
            lines_cut += 1
            chars_cut += removed
        out.append(f"{number:6d}\t{text}")
    last = offset + len(window)
    omitted = total - last
    if omitted:
        out.append("")
        out.append(f"(File has more lines. Use 'offset' to read beyond line {last})")
    meta = _meta(shown_path, total, len(window), offset, lines_cut, chars_cut, omitted)
    if limit_clamped:
        meta["limit_clamped_to"] = MAX_LINES
    return ToolOutput(content="\n".join(out), metadata=meta)


def _meta(
    path: str, total: int, shown: int, offset: int, lines_cut: int, chars_cut: int, omitted: int
) -> dict[str, Any]:
    """``chars_cut`` counts characters removed from long lines; whole lines left out after the
    window are counted in ``lines_omitted`` instead."""
    return {
        "path": path,
        "lines_total": total,
        "lines_shown": shown,
        "offset": offset,
        "truncated": bool(lines_cut or omitted),
        "lines_cut": lines_cut,
        "chars_cut": chars_cut,
        "lines_omitted": omitted,
    }


VIEW = Tool(
    name="view",
    description=(
        "Read a text file from the workspace. Output is numbered like `cat -n` (line number, tab, "
        "line). Reads at most 2000 lines per call starting at `offset` (0-based line index); when "
        "more lines remain the output ends with a note telling you the offset to continue from. "
        "Lines longer than 2000 characters are cut and end with '...'. Files larger than 250 KB "
        "and binary files are refused: use grep (or bash with sed -n) on those. Paths are "
        "relative to the workspace root."
    ),
    parameters={
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "File path relative to the workspace root."},
            "offset": {
                "type": "integer",
                "description": "0-based line to start reading from (default 0).",
            },
            "limit": {
                "type": "integer",
                "description": "Maximum number of lines to read (default and maximum 2000).",
            },
        },
        "required": ["path"],
        "additionalProperties": False,
    },
    run=run_view,
)
