"""The workspace sandbox: every path a tool touches must resolve inside the workspace root.

Paths are resolved with symlinks followed, so ``../x``, absolute paths elsewhere and symlinks (or
symlinked parent directories) that lead out of the root are all refused the same way. Walking
never follows symlinked directories, which keeps it inside the root and free of cycles.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from .base import ToolError

# Directories (and files) hidden from ls, glob and grep unless the path given points inside them.
SKIP_NAMES: frozenset[str] = frozenset(
    {
        ".git",
        ".ctxmagic",
        "node_modules",
        "__pycache__",
        ".venv",
        ".ipynb_checkpoints",
        ".hypothesis",
        ".pytest_cache",
    }
)

BINARY_SNIFF_BYTES = 8 * 1024


def resolve(workspace: Path, path: str) -> Path:
    """The real path of ``path`` (relative to the workspace root, or absolute inside it).

    Raises ToolError when the path is empty or resolves outside the root.
    """
    if not isinstance(path, str) or not path.strip():
        raise ToolError(
            "path is empty; give a path relative to the workspace root, e.g. 'src/app.py'"
        )
    if "\x00" in path:
        raise ToolError("path contains a NUL character; give a plain path")
    root = Path(workspace).resolve()
    given = Path(path).expanduser() if path.startswith("~") else Path(path)
    candidate = given if given.is_absolute() else root / given
    return contain(
        root,
        candidate,
        path,
        f"path '{path}' is outside the workspace {root}; use a path relative to the workspace root",
    )


def contain(root: Path, candidate: Path, path: str, outside: str) -> Path:
    """``candidate`` with symlinks resolved, or ToolError(``outside``) if that leaves ``root``."""
    try:
        real = candidate.resolve()
    except (OSError, RuntimeError) as exc:  # symlink loops
        raise ToolError(f"cannot resolve path '{path}': {exc}") from exc
    if real != root and root not in real.parents:
        raise ToolError(outside)
    return real


def display_path(workspace: Path, path: Path) -> str:
    """The path as the model should write it back: relative to the root, '/'-separated."""
    root = Path(workspace).resolve()
    try:
        rel = Path(path).relative_to(root)
    except ValueError:
        return Path(path).as_posix()
    text = rel.as_posix()
    return text if text else "."


def is_binary(path: Path) -> bool:
    """A file is binary when its first 8 KB hold a NUL byte (git's and opencode's rule)."""
    with open(path, "rb") as fh:
        return b"\x00" in fh.read(BINARY_SNIFF_BYTES)


@dataclass(frozen=True)
class Entry:
    path: Path
    depth: int  # 1 for the children of the start directory
    is_dir: bool  # a real directory; symlinks to directories are not descended and report False
    is_symlink: bool


def walk(
    start: Path,
    skip: frozenset[str] = SKIP_NAMES,
    prune: Callable[[Entry], bool] | None = None,
) -> Iterator[Entry]:
    """Depth-first pre-order over ``start``, names sorted, skipping ``skip`` and unreadable dirs.

    Entries for which ``prune`` returns True are neither yielded nor descended into.

    Lazy, so a caller with a cap can stop early on a huge tree; iterative, so depth is unbounded.
    """

    stack: list[Iterator[Entry]] = [_children(Path(start), 1, skip)]
    while stack:
        entry = next(stack[-1], None)
        if entry is None:
            stack.pop()
            continue
        if prune is not None and prune(entry):
            continue
        yield entry
        if entry.is_dir:
            stack.append(_children(entry.path, entry.depth + 1, skip))


def _children(directory: Path, depth: int, skip: frozenset[str]) -> Iterator[Entry]:
    try:
        with os.scandir(directory) as it:
            children = sorted(it, key=lambda e: e.name)
    except OSError:
        return
    for child in children:
        if child.name in skip:
            continue
        try:
            is_link = child.is_symlink()
            is_dir = not is_link and child.is_dir(follow_symlinks=False)
        except OSError:
            continue
        yield Entry(Path(child.path), depth, is_dir, is_link)
