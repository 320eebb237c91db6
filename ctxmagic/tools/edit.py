"""``write`` and ``edit``: change files in the workspace.

``edit`` is exact string replacement, as in opencode and Claude Code: the model must quote the
text it replaces, and an ambiguous quote is refused rather than guessed. Files are read and
written with ``newline=""`` so CRLF files keep their line endings. The unified diff goes into
the metadata (for the notebook to show); the model gets a one-line confirmation.
"""

from __future__ import annotations

import difflib
import os
from typing import Any

from ..errors import ToolError
from ..safety import keyfiles
from ..safety.workspace import display_path, open_regular, read_fd, replace_content, resolve
from .base import Tool, ToolContext, ToolOutput

MAX_DIFF_LINES = 200
# edit reads the whole file and writes it back: past this, bash (sed -i) is the tool.
MAX_EDIT_BYTES = 10 * 1024 * 1024


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


def _decode(data: bytes, path: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ToolError(
            f"{path} is not UTF-8 text ({exc.reason}); edit only changes text files"
        ) from exc


def run_write(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    path, content = args["path"], args["content"]
    real = resolve(ctx.workspace, path)
    directory = ToolError(f"{path} is a directory; give a file path to write")
    if real == ctx.workspace:
        raise directory
    flags = os.O_WRONLY | os.O_CREAT
    try:
        # resolve() already refused links that lead out; the open refuses one swapped in since
        try:
            fd, _ = open_regular(ctx.workspace, real, path, flags | os.O_EXCL, create_dirs=True)
            created = True
        except FileExistsError:
            fd, _ = open_regular(ctx.workspace, real, path, flags)
            created = False
    except IsADirectoryError:
        raise directory from None
    data = content.encode("utf-8")
    try:
        replace_content(fd, data)
    finally:
        os.close(fd)
    shown = display_path(ctx.workspace, real)
    verb = "Created" if created else "Overwrote"
    return ToolOutput(
        content=f"{verb} {shown} ({len(data)} bytes)",
        metadata={"path": shown, "bytes": len(data), "created": created},
    )


def run_edit(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    path, old, new = args["path"], args["old_string"], args["new_string"]
    replace_all = args.get("replace_all", False)
    if old == "":
        raise ToolError(
            "old_string is empty; use write to create a file or replace its whole content"
        )
    if old == new:
        raise ToolError("old_string and new_string are identical; there is nothing to change")
    real = resolve(ctx.workspace, path)
    try:
        fd, info = open_regular(ctx.workspace, real, path, os.O_RDWR)
    except FileNotFoundError:
        raise ToolError(f"file not found: {path}; use write to create a new file") from None
    except IsADirectoryError:
        raise ToolError(f"{path} is a directory; give a file path to edit") from None
    try:
        if info.st_size > MAX_EDIT_BYTES:
            raise ToolError(
                f"{path} is {info.st_size / 2**20:.1f} MB, over the "
                f"{MAX_EDIT_BYTES // 2**20} MB edit reads and rewrites; change it with bash "
                "(sed -i 's/old/new/' FILE) instead"
            )
        before = _decode(read_fd(fd, info.st_size), path)
        keyfiles.check(before, path)  # its snippet and diff would show the key
        count = before.count(old)
        if count == 0:
            raise ToolError(
                f"old_string not found in {path}; view the file and copy the exact text "
                "including whitespace"
            )
        if count > 1 and not replace_all:
            raise ToolError(
                f"old_string found {count} times in {path}; add surrounding lines to make it "
                "unique or set replace_all"
            )
        after = before.replace(old, new) if replace_all else before.replace(old, new, 1)
        replace_content(fd, after.encode("utf-8"))
    finally:
        os.close(fd)
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
        "a few surrounding lines to make old_string unique. To create a file use write. Files "
        "over 10 MB are refused: use bash (sed -i) on those."
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
