"""``memory``: Anthropic's memory-tool commands (``memory_20250818``), run client-side on files.

The externalize strategy (DESIGN 2.6) keeps what must survive compaction outside the messages
array: the model writes notes into ``memories/`` in the workspace and reads them back after the
context was compacted or reset. The command set and its field names are Anthropic's (view, create,
str_replace, insert, delete, rename under ``/memories``), so a model trained on that tool uses
this one without instruction; the storage is ours: plain files the user can read and edit too.

Every path is confined to the memory directory: ``/memories/x.md``, ``memories/x.md`` and ``x.md``
name the same file, and anything resolving outside it (``..``, other absolute paths, symlinks out)
is refused. Files are then read, written, listed, renamed and deleted through descriptors opened
from the workspace root without following symlinks (``sandbox.py``), so a directory that bash
swaps for a link mid-call is refused rather than written through. ``create`` refuses to overwrite, as Anthropic's reference implementation does, so a
note is never clobbered by accident. Limits: a file over 100 KB is not shown whole, and the whole
directory is capped at 1 MB so memory cannot grow into a second, unbounded context.
"""

from __future__ import annotations

import os
import posixpath
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ToolError
from ..safety import keyfiles
from ..safety.workspace import (
    FileTooLarge,
    contain,
    lstat_in,
    read_regular,
    remove_in,
    rename_in,
    resolve,
    walk,
    write_regular,
)
from .base import Tool, ToolContext, ToolOutput

MEMORY_DIR = "memories"
VIRTUAL_ROOT = "/memories"
MAX_VIEW_BYTES = 100 * 1024
MAX_MEMORY_BYTES = 1024 * 1024
LISTING_DEPTH = 2
LINE_NUMBER_WIDTH = 6

# command -> (required fields, optional fields)
COMMAND_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "view": (("path",), ("view_range",)),
    "create": (("path", "file_text"), ()),
    "str_replace": (("path", "old_str", "new_str"), ()),
    "insert": (("path", "insert_line", "insert_text"), ()),
    "delete": (("path",), ()),
    "rename": (("old_path", "new_path"), ()),
}


@dataclass(frozen=True)
class MemoryFile:
    """One file of the memory directory, for indexes and tables."""

    path: str  # as the model writes it: /memories/notes.md
    bytes: int
    modified: float  # seconds since the epoch


@dataclass(frozen=True)
class _Target:
    real: Path  # symlinks resolved: for confinement and reading
    path: Path  # the lexical path under the real root: for unlinking links themselves
    shown: str  # /memories/...
    is_root: bool
    workspace: Path  # the root every descriptor is opened from


def memory_root(workspace: str | Path) -> Path:
    """The real memory directory of a workspace (it need not exist yet).

    Raises ToolError when ``memories`` is a symlink (even to a folder of the workspace: notes
    would then be written among its sources) or a file.
    """
    lexical = Path(workspace).resolve() / MEMORY_DIR
    if lexical.is_symlink():
        raise ToolError(
            f"{MEMORY_DIR} in the workspace is a symlink (to {os.readlink(lexical)}); memory "
            "notes live in a real folder of their own: remove the link to use memory"
        )
    real = resolve(Path(workspace), MEMORY_DIR)
    if real.exists() and not real.is_dir():
        raise ToolError(
            f"{MEMORY_DIR} in the workspace is a file, not a directory; move it away to use memory"
        )
    return real


def format_size(size: int) -> str:
    """Bytes for people: '812 B', '4.2 KB', '1.0 MB'."""
    if size < 1024:
        return f"{size} B"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KB"
    return f"{size / (1024 * 1024):.1f} MB"


# What a note may be called: text, never a file another program runs or loads on its own
# (a conftest.py pytest imports, an __init__.py, a .pth, a hidden .envrc)
NOTE_SUFFIXES = frozenset(
    {".md", ".txt", ".json", ".yaml", ".yml", ".toml", ".csv", ".log", ".rst"}
)


def _note_name(target: _Target) -> None:
    """Refuse a note whose name is not a text note's."""
    rel = target.shown[len(VIRTUAL_ROOT) :].strip("/")
    name = rel.rsplit("/", 1)[-1]
    hidden = any(part.startswith(".") for part in rel.split("/"))
    suffix = posixpath.splitext(name)[1].lower()
    if hidden or (suffix and suffix not in NOTE_SUFFIXES):
        raise ToolError(
            f"{target.shown} is not a note's name: memory files are text ("
            f"{', '.join(sorted(NOTE_SUFFIXES))}, or no extension) and not hidden, so no "
            "other program runs or loads them"
        )


def _relative(path: str, root: Path) -> str:
    """The path relative to the memory root, from any of the accepted spellings."""
    if not isinstance(path, str) or not path.strip():
        raise ToolError("path is empty; give a memory path such as /memories/progress.md")
    if "\x00" in path:
        raise ToolError(
            "path contains a NUL character; give a plain path such as /memories/notes.md"
        )
    if path.startswith("/"):
        if path == VIRTUAL_ROOT or path.startswith(VIRTUAL_ROOT + "/"):
            rel = path[len(VIRTUAL_ROOT) :]
        else:
            given = Path(path)
            if given == root or root in given.parents:
                rel = given.relative_to(root).as_posix()
            else:
                raise ToolError(
                    f"path '{path}' is outside the memory directory; "
                    "memory paths look like /memories/notes.md"
                )
    elif path == MEMORY_DIR or path.startswith(MEMORY_DIR + "/"):
        rel = path[len(MEMORY_DIR) :]
    else:
        rel = path
    rel = posixpath.normpath(rel.strip("/") or ".")
    if rel == ".." or rel.startswith("../"):
        raise ToolError(
            f"path '{path}' leads out of the memory directory; "
            "memory paths look like /memories/notes.md"
        )
    return "" if rel == "." else rel


def _target(ctx: ToolContext, path: str) -> _Target:
    root = memory_root(ctx.workspace)
    rel = _relative(path, root)
    lexical = root / rel if rel else root
    real = contain(
        root,
        lexical,
        path,
        f"path '{path}' resolves outside the memory directory (through a symlink); "
        "memory paths must stay under /memories",
    )
    shown = VIRTUAL_ROOT + ("/" + rel if rel else "")
    return _Target(
        real=real, path=lexical, shown=shown, is_root=real == root, workspace=ctx.workspace
    )


def _entries(root: Path, workspace: Path, depth: int = 0) -> list[tuple[Path, bool, int, float]]:
    """(path, is_dir, size, mtime) under ``root`` (symlinks not followed, ``depth`` levels or
    all when 0), listed through race-free descriptors; sorted by path."""
    if not root.is_dir():
        return []
    out = []
    prune = (lambda e: e.depth > depth) if depth else None
    for entry in walk(root, skip=frozenset(), prune=prune, root=Path(workspace).resolve()):
        if entry.is_symlink:
            continue
        try:
            st = lstat_in(workspace, entry.path)
        except (OSError, ToolError):
            continue
        if entry.is_dir or stat.S_ISREG(st.st_mode):
            out.append((entry.path, entry.is_dir, st.st_size, st.st_mtime))
    return sorted(out, key=lambda item: item[0].relative_to(root).as_posix())


def _files(root: Path, workspace: Path) -> list[tuple[Path, int, float]]:
    """Regular files under ``root`` (symlinks not followed): path, size, mtime."""
    return [
        (path, size, mtime) for path, is_dir, size, mtime in _entries(root, workspace) if not is_dir
    ]


def total_bytes(workspace: str | Path) -> int:
    """Bytes held by the memory directory (all files, hidden ones too)."""
    try:
        root = memory_root(workspace)
    except ToolError:
        return 0
    return sum(size for _, size, _ in _files(root, Path(workspace).resolve()))


def list_memory(workspace: str | Path) -> list[MemoryFile]:
    """The memory files of a workspace (hidden ones left out), sorted by path; [] if none.

    A memory directory that is a symlink out of the workspace lists as empty: it is not ours.
    """
    try:
        root = memory_root(workspace)
    except ToolError:
        return []
    out = []
    for path, size, mtime in _files(root, Path(workspace).resolve()):
        rel = path.relative_to(root).as_posix()
        if any(part.startswith(".") for part in rel.split("/")):
            continue
        out.append(MemoryFile(f"{VIRTUAL_ROOT}/{rel}", size, mtime))
    return out


def _check_growth(ctx: ToolContext, target: _Target, new_size: int) -> None:
    """Refuse a write that would take the memory directory over MAX_MEMORY_BYTES."""
    current = total_bytes(ctx.workspace)
    try:
        old = lstat_in(target.workspace, target.real).st_size
    except (OSError, ToolError):
        old = 0
    after = current - old + new_size
    if after > MAX_MEMORY_BYTES:
        raise ToolError(
            f"memory is capped at {format_size(MAX_MEMORY_BYTES)} ({MAX_MEMORY_BYTES} bytes) and "
            f"this write would make it {after} bytes; condense or delete old notes first"
        )


def _read(target: _Target) -> str:
    if not target.real.exists():
        raise ToolError(
            f"{target.shown} does not exist; view {VIRTUAL_ROOT} to see the memory files"
        )
    if not target.real.is_file():
        raise ToolError(f"{target.shown} is a directory; give the path of a file")
    try:
        data = read_regular(target.workspace, target.real, target.shown, MAX_MEMORY_BYTES)
        keyfiles.check(data, target.shown)
        return data.decode("utf-8")
    except FileTooLarge as big:
        raise ToolError(
            f"{target.shown} is {big.size} bytes, more than memory may hold "
            f"({MAX_MEMORY_BYTES} bytes); delete it"
        ) from None
    except UnicodeDecodeError as exc:
        raise ToolError(f"{target.shown} is not UTF-8 text ({exc.reason})") from exc


def _write(target: _Target, text: str) -> int:
    data = text.encode("utf-8")
    write_regular(target.workspace, target.real, target.shown, data)
    return len(data)


def _lines(text: str) -> list[str]:
    """Lines split on '\\n' without a phantom line after a final newline (CRs are kept)."""
    if not text:
        return []
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def _numbered(lines: list[str], first: int) -> str:
    return "\n".join(
        f"{str(n).rjust(LINE_NUMBER_WIDTH)}\t{line.rstrip(chr(13))}"
        for n, line in enumerate(lines, start=first)
    )


def _view_directory(target: _Target) -> ToolOutput:
    root = target.real
    rows: list[tuple[str, str]] = []  # (shown path, size)
    files = 0
    for path, is_dir, size, _ in _entries(root, target.workspace, LISTING_DEPTH):
        rel = path.relative_to(root).as_posix()
        if any(part.startswith(".") for part in rel.split("/")):
            continue
        shown = f"{target.shown}/{rel}"
        if is_dir:
            rows.append((shown + "/", ""))
        else:
            files += 1
            rows.append((shown, format_size(size)))
    if not rows:
        return ToolOutput(
            content=(
                f"{target.shown} is empty. Record progress and decisions with create, "
                f"e.g. {VIRTUAL_ROOT}/progress.md."
            ),
            metadata={"command": "view", "path": target.shown, "files": 0},
        )
    rows.sort()
    width = max(len(size) for _, size in rows)
    body = "\n".join(f"{size.rjust(width)}  {shown}".rstrip() for shown, size in rows)
    header = (
        f"Files in {target.shown} up to {LISTING_DEPTH} levels deep (hidden items left out), "
        "with sizes:"
    )
    return ToolOutput(
        content=f"{header}\n{body}",
        metadata={"command": "view", "path": target.shown, "files": files},
    )


def _view_file(target: _Target, view_range: list[int] | None) -> ToolOutput:
    size = lstat_in(target.workspace, target.real, target.shown).st_size
    if view_range is None and size > MAX_VIEW_BYTES:
        lines = len(_lines(_read(target)))
        raise ToolError(
            f"{target.shown} is {size} bytes, over the {MAX_VIEW_BYTES // 1024} KB view limit; "
            f"view part of it with view_range [start, end] (it has {lines} lines) "
            "or split it into smaller notes"
        )
    lines = _lines(_read(target))
    first = 1
    if view_range is not None:
        if len(view_range) != 2:
            raise ToolError(
                f"view_range must be two line numbers [start, end], got {view_range}; "
                "use -1 as end to read to the last line"
            )
        start, end = view_range
        if start < 1 or start > max(len(lines), 1):
            raise ToolError(
                f"view_range start {start} is outside the file's lines 1..{len(lines)}; "
                "line numbers start at 1"
            )
        if end != -1 and end < start:
            raise ToolError(f"view_range end {end} is before start {start}; use -1 for the end")
        stop = len(lines) if end == -1 else min(end, len(lines))
        lines = lines[start - 1 : stop]
        first = start
        shown_bytes = sum(len(line.encode("utf-8")) + 1 for line in lines)
        if shown_bytes > MAX_VIEW_BYTES:
            raise ToolError(
                f"lines {start}..{stop} of {target.shown} are {shown_bytes} bytes, over the "
                f"{MAX_VIEW_BYTES // 1024} KB view limit; ask for a narrower view_range"
            )
    if not lines:
        content = f"{target.shown} is empty."
    else:
        content = f"Content of {target.shown} with line numbers:\n{_numbered(lines, first)}"
    return ToolOutput(
        content=content,
        metadata={"command": "view", "path": target.shown, "lines": len(lines), "bytes": size},
    )


def _view(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    target = _target(ctx, args["path"])
    if target.is_root or target.real.is_dir():
        if "view_range" in args:
            raise ToolError(f"{target.shown} is a directory; view_range only applies to files")
        return _view_directory(target)
    if not target.real.exists():
        raise ToolError(
            f"{target.shown} does not exist; view {VIRTUAL_ROOT} to see the memory files"
        )
    return _view_file(target, args.get("view_range"))


def _create(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    target = _target(ctx, args["path"])
    if target.is_root or target.real.is_dir():
        raise ToolError(f"{target.shown} is a directory; give a file path such as .../notes.md")
    if target.real.exists():
        raise ToolError(
            f"{target.shown} already exists; change it with str_replace or insert, "
            "or delete it first to write it anew"
        )
    root = memory_root(ctx.workspace)
    for parent in target.real.parents:
        if parent == root.parent:
            break
        if parent.exists() and not parent.is_dir():
            rel = parent.relative_to(root).as_posix()
            raise ToolError(
                f"cannot create {target.shown}: {VIRTUAL_ROOT}/{rel} is a file, not a directory"
            )
    _note_name(target)
    text = args["file_text"]
    _check_growth(ctx, target, len(text.encode("utf-8")))
    size = _write(target, text)
    return ToolOutput(
        content=f"Created {target.shown} ({size} bytes)",
        metadata={"command": "create", "path": target.shown, "bytes": size},
    )


def _str_replace(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    target = _target(ctx, args["path"])
    _note_name(target)
    old, new = args["old_str"], args["new_str"]
    if old == "":
        raise ToolError("old_str is empty; quote the exact text to replace")
    text = _read(target)
    count = text.count(old)
    if count == 0:
        raise ToolError(
            f"old_str was not found verbatim in {target.shown}; view the file and copy the "
            "text exactly, including whitespace"
        )
    if count > 1:
        starts, at = [], text.find(old)
        while at != -1:
            starts.append(text.count("\n", 0, at) + 1)
            at = text.find(old, at + 1)
        lines = ", ".join(str(n) for n in starts)
        raise ToolError(
            f"old_str occurs {count} times in {target.shown} (lines {lines}); include more "
            "surrounding text so it matches exactly once"
        )
    at = text.find(old)
    after = text[:at] + new + text[at + len(old) :]
    _check_growth(ctx, target, len(after.encode("utf-8")))
    _write(target, after)
    line = text.count("\n", 0, at) + 1
    new_lines = _lines(after)
    lo = max(1, line - 2)
    hi = min(len(new_lines), line + new.count("\n") + 2)
    snippet = _numbered(new_lines[lo - 1 : hi], lo) if new_lines else "(the file is now empty)"
    return ToolOutput(
        content=f"Edited {target.shown}; the lines around the change:\n{snippet}",
        metadata={"command": "str_replace", "path": target.shown, "line": line},
    )


def _insert(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    target = _target(ctx, args["path"])
    _note_name(target)
    at, insert_text = args["insert_line"], args["insert_text"]
    text = _read(target)
    lines = _lines(text)
    if at < 0 or at > len(lines):
        raise ToolError(
            f"insert_line {at} is outside 0..{len(lines)} for {target.shown}; "
            "0 inserts before the first line, N inserts after line N"
        )
    added = insert_text[:-1] if insert_text.endswith("\n") else insert_text
    new_lines = lines[:at] + [added] + lines[at:]
    after = "\n".join(new_lines) + "\n"
    _check_growth(ctx, target, len(after.encode("utf-8")))
    _write(target, after)
    count = added.count("\n") + 1
    where = "at the top" if at == 0 else f"after line {at}"
    plural = "s" if count != 1 else ""
    return ToolOutput(
        content=f"Inserted {count} line{plural} {where} of {target.shown}",
        metadata={"command": "insert", "path": target.shown, "line": at, "lines": count},
    )


def _delete(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    target = _target(ctx, args["path"])
    if target.is_root:
        raise ToolError(
            f"cannot delete {VIRTUAL_ROOT} itself; delete the files or directories inside it"
        )
    link = target.path.is_symlink()  # the link itself goes, not what it points to
    if not link and not target.real.exists():
        raise ToolError(
            f"{target.shown} does not exist; view {VIRTUAL_ROOT} to see the memory files"
        )
    kind = remove_in(target.workspace, target.path if link else target.real, target.shown)
    return ToolOutput(
        content=f"Deleted {kind} {target.shown}",
        metadata={"command": "delete", "path": target.shown, "kind": kind},
    )


def _rename(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    old = _target(ctx, args["old_path"])
    new = _target(ctx, args["new_path"])
    if old.is_root or new.is_root:
        raise ToolError(f"cannot rename {VIRTUAL_ROOT} itself; rename the files inside it")
    if not old.real.exists():
        raise ToolError(f"{old.shown} does not exist; view {VIRTUAL_ROOT} to see the memory files")
    if new.real.exists() or new.path.is_symlink():
        raise ToolError(f"{new.shown} already exists; choose another name or delete it first")
    if old.real in new.real.parents:
        raise ToolError(f"cannot move {old.shown} into itself ({new.shown})")
    if not old.real.is_dir():
        _note_name(new)
    rename_in(old.workspace, old.real, new.real, new.shown)
    return ToolOutput(
        content=f"Renamed {old.shown} to {new.shown}",
        metadata={"command": "rename", "path": new.shown, "old_path": old.shown},
    )


_COMMANDS = {
    "view": _view,
    "create": _create,
    "str_replace": _str_replace,
    "insert": _insert,
    "delete": _delete,
    "rename": _rename,
}


def run_memory(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    """Check the fields the command needs (the schema cannot say per command), then run it."""
    command = args.get("command")
    if command not in COMMAND_FIELDS:
        raise ToolError(
            f"unknown memory command {command!r}; valid commands: {', '.join(COMMAND_FIELDS)}"
        )
    required, optional = COMMAND_FIELDS[command]
    missing = [name for name in required if name not in args]
    if missing:
        raise ToolError(
            f"memory {command} needs {', '.join(repr(m) for m in missing)}; "
            f"its fields are: {', '.join(required + optional)}"
        )
    extra = [name for name in args if name != "command" and name not in required + optional]
    if extra:
        raise ToolError(
            f"memory {command} does not take {', '.join(repr(e) for e in extra)}; "
            f"its fields are: {', '.join(required + optional)}"
        )
    return _COMMANDS[command](args, ctx)


MEMORY = Tool(
    name="memory",
    description=(
        "Your persistent memory: a directory of notes at /memories that outlives this "
        "conversation. Your context may be compacted or reset at any time, and whatever is not "
        "written here may be lost. Before starting work, view /memories to pick up earlier "
        "progress. As you go, record progress, decisions, open questions and facts you will "
        "need again (e.g. /memories/progress.md); keep notes short, update them instead of "
        "duplicating, and delete what is obsolete. Commands: view (a directory lists its files "
        "with sizes; a file shows numbered lines, optionally only view_range [start, end], "
        "end -1 = last line), create (a new file; refuses to overwrite), str_replace (old_str "
        "must occur exactly once), insert (insert_text after line insert_line; 0 = at the top), "
        "delete (a file or directory), rename (old_path to new_path; refuses to overwrite). "
        "Files over 100 KB cannot be viewed whole; memory as a whole is capped at 1 MB."
    ),
    parameters={
        "type": "object",
        "properties": {
            "command": {
                "type": "string",
                "enum": list(COMMAND_FIELDS),
                "description": "What to do: view, create, str_replace, insert, delete or rename.",
            },
            "path": {
                "type": "string",
                "description": "A path under /memories, e.g. /memories/progress.md "
                "(view, create, str_replace, insert, delete).",
            },
            "view_range": {
                "type": "array",
                "items": {"type": "integer"},
                "description": "view only: [start, end] line numbers, 1-based, inclusive; "
                "end -1 reads to the last line.",
            },
            "file_text": {"type": "string", "description": "create only: the file's content."},
            "old_str": {
                "type": "string",
                "description": "str_replace only: the exact text to replace (must occur once).",
            },
            "new_str": {"type": "string", "description": "str_replace only: the replacement."},
            "insert_line": {
                "type": "integer",
                "description": "insert only: the line after which to insert (0 = at the top).",
            },
            "insert_text": {"type": "string", "description": "insert only: the text to insert."},
            "old_path": {"type": "string", "description": "rename only: the current path."},
            "new_path": {"type": "string", "description": "rename only: the new path."},
        },
        "required": ["command"],
        "additionalProperties": False,
    },
    run=run_memory,
)
