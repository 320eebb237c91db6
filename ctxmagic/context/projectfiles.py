"""Project context files that coding agents read into the system prompt (opencode's list + AGENTS.md)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import ToolError
from ..safety.workspace import read_prefix, resolve

# DESIGN 2.2: the files opencode reads, in its order, plus AGENTS.md which users now expect.
CONTEXT_FILE_NAMES: tuple[str, ...] = (
    "AGENTS.md",
    ".github/copilot-instructions.md",
    ".cursorrules",
    ".cursor/rules/",
    "CLAUDE.md",
    "CLAUDE.local.md",
    "opencode.md",
    "opencode.local.md",
    "OpenCode.md",
    "OpenCode.local.md",
    "OPENCODE.md",
    "OPENCODE.local.md",
)
MAX_CONTEXT_FILE_BYTES = 64 * 1024


@dataclass(frozen=True)
class ContextFile:
    path: str  # relative to the workspace
    text: str
    truncated: bool = False


def _read(path: Path, root: Path) -> ContextFile | None:
    """The file's first 64 KB, read race-free; None for a symlink out of the workspace, a pipe
    or device (which would block every turn), or a file that cannot be read."""
    rel = path.relative_to(root).as_posix()
    try:
        real = resolve(root, rel)
        data, size = read_prefix(root, real, rel, MAX_CONTEXT_FILE_BYTES)
    except (OSError, ToolError):
        return None
    text = data.decode("utf-8", errors="replace")
    return ContextFile(rel, text, size > MAX_CONTEXT_FILE_BYTES)


def find_context_files(workspace: str | Path) -> list[ContextFile]:
    """The context files present in the workspace root, de-duplicated case-insensitively."""
    root = Path(workspace).resolve()
    seen: set[str] = set()
    found: list[ContextFile] = []
    for name in CONTEXT_FILE_NAMES:
        if name.endswith("/"):
            directory = root / name
            candidates = (
                sorted(p for p in directory.glob("*") if p.is_file()) if directory.is_dir() else []
            )
        else:
            candidates = [root / name]
        for candidate in candidates:
            if not candidate.is_file():
                continue
            key = str(candidate.resolve()).lower()
            if key in seen:
                continue
            seen.add(key)
            item = _read(candidate, root)
            if item is not None:
                found.append(item)
    return found
