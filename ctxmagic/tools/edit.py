"""``write`` and ``edit``: change files in the workspace.

``edit`` is exact string replacement, as in opencode and Claude Code: the model must quote the
text it replaces, and an ambiguous quote is refused rather than guessed. Files are read and
written with ``newline=""`` so CRLF files keep their line endings. The unified diff goes into
the metadata (for the notebook to show); the model gets a one-line confirmation.
"""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any

from .base import Tool, ToolContext, ToolError, ToolOutput
from .sandbox import display_path, resolve

MAX_DIFF_LINES = 200


def unified_diff(path: str, before: str, after: str) -> str:
    """A unified diff with 3 lines of context, cut to 200 lines so metadata stays small."""
    lines = list(
        difflib.unified_diff(
            before.splitlines(keepends=True),
            after.splitlines(keepends=True),
            fromfile=f"a/{path}",
            tofile=f"b/{path}",
        )
    )
    lines = [
        line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines
    ]
    if len(lines) > MAX_DIFF_LINES:
        omitted = len(lines) - MAX_DIFF_LINES
        lines = lines[:MAX_DIFF_LINES] + [f"... [{omitted} more diff lines]\n"]
    return "".join(lines)


def _read_text(real: Path, path: str) -> str:
    try:
        with open(real, encoding="utf-8", newline="") as fh:
            return fh.read()
    except UnicodeDecodeError as exc:
        raise ToolError(
            f"{path} is not UTF-8 text ({exc.reason}); edit only changes text files"
        ) from exc


def _write_text(real: Path, content: str) -> int:
    data = content.encode("utf-8")
    real.parent.mkdir(parents=True, exist_ok=True)
    with open(real, "wb") as fh:
        fh.write(data)
    return len(data)


def run_write(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    path, content = args["path"], args["content"]
    real = resolve(ctx.workspace, path)
    if real == ctx.workspace or real.is_dir():
        raise ToolError(f"{path} is a directory; give a file path to write")
    # resolve() already refused links that lead out; a file in the way gets a clear message.
    for parent in real.parents:
        if parent.exists() and not parent.is_dir():
            raise ToolError(
                f"cannot create {path}: {display_path(ctx.workspace, parent)} is a file, not a directory"
            )
    created = not real.exists()
    size = _write_text(real, content)
    shown = display_path(ctx.workspace, real)
    verb = "Created" if created else "Overwrote"
    return ToolOutput(
        content=f"{verb} {shown} ({size} bytes)",
        metadata={"path": shown, "bytes": size, "created": created},
    )


def run_edit(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    path, old, new = args["path"], args["old_string"], args["new_string"]
    replace_all = args.get("replace_all", False)
    real = resolve(ctx.workspace, path)
    if not real.exists():
        raise ToolError(f"file not found: {path}; use write to create a new file")
    if real.is_dir():
        raise ToolError(f"{path} is a directory; give a file path to edit")
    if old == "":
        raise ToolError(
            "old_string is empty; use write to create a file or replace its whole content"
        )
    if old == new:
        raise ToolError("old_string and new_string are identical; there is nothing to change")
    before = _read_text(real, path)
    count = before.count(old)
    if count == 0:
        raise ToolError(
            f"old_string not found in {path}; view the file and copy the exact text including whitespace"
        )
    if count > 1 and not replace_all:
        raise ToolError(
            f"old_string found {count} times in {path}; add surrounding lines to make it unique "
            "or set replace_all"
        )
    after = before.replace(old, new) if replace_all else before.replace(old, new, 1)
    _write_text(real, after)
    shown = display_path(ctx.workspace, real)
    replacements = count if replace_all else 1
    plural = "s" if replacements != 1 else ""
    return ToolOutput(
        content=f"Edited {shown}: {replacements} replacement{plural}",
        metadata={
            "path": shown,
            "replacements": replacements,
            "diff": unified_diff(shown, before, after),
        },
    )


WRITE = Tool(
    name="write",
    description=(
        "Write a file in the workspace with the given content, replacing it if it exists and "
        "creating missing parent directories. Use it for new files or complete rewrites; to "
        "change part of an existing file use edit, which costs far fewer tokens."
    ),
    parameters={
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "File path relative to the workspace root."},
            "content": {"type": "string", "description": "The full content of the file."},
        },
        "required": ["path", "content"],
        "additionalProperties": False,
    },
    run=run_write,
)

EDIT = Tool(
    name="edit",
    description=(
        "Replace exact text in an existing file. old_string must match the file exactly, "
        "including whitespace and indentation (view the file first), and must occur exactly once "
        "unless replace_all is true; otherwise the edit is refused and nothing changes. Include "
        "a few surrounding lines to make old_string unique. To create a file use write."
    ),
    parameters={
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "File path relative to the workspace root."},
            "old_string": {"type": "string", "description": "The exact text to replace."},
            "new_string": {"type": "string", "description": "The text to put in its place."},
            "replace_all": {
                "type": "boolean",
                "description": "Replace every occurrence instead of exactly one (default false).",
            },
        },
        "required": ["path", "old_string", "new_string"],
        "additionalProperties": False,
    },
    run=run_edit,
)
