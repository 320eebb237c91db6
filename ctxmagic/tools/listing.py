"""``ls``: a recursive tree of a directory, capped at 1000 entries like opencode's ls (DESIGN 2.4).

The tree is sorted by name so the same workspace always gives the same output (and the same
prompt-cache prefix). Past the cap the walk keeps counting, up to a bound, so the metadata can
say how much the model did not see without walking a huge tree to the end.
"""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Any

from ..errors import ToolError
from ..safety.workspace import Entry, display_path, resolve, walk
from .base import Tool, ToolContext, ToolOutput
from .budget import Budget, OutOfTime

MAX_ENTRIES = 1000
# A listing stops after this long (a tree thousands of directories deep, a slow file system).
LS_BUDGET_SECONDS = 10.0
# After the cap, count at most this many more entries before giving up on an exact figure.
COUNT_BEYOND_CAP = 50_000

TRUNCATION_NOTE = (
    "There are more than 1000 files in the directory. Use glob or a more specific path to find "
    "specific files. The first 1000 files and directories are included below:"
)


def _ignored(rel: str, name: str, patterns: list[str]) -> bool:
    return any(fnmatchcase(name, p) or fnmatchcase(rel, p) for p in patterns)


def run_ls(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    path = args.get("path", ".")
    ignore = list(args.get("ignore", []))
    real = resolve(ctx.workspace, path)
    if not real.exists():
        raise ToolError(f"directory not found: {path}")
    if not real.is_dir():
        raise ToolError(f"{path} is a file, not a directory; use view to read it")

    shown_root = display_path(ctx.workspace, real)
    lines = [f"- {shown_root.rstrip('/')}/"]
    count = omitted = 0

    def pruned(entry: Entry) -> bool:
        return bool(ignore) and _ignored(
            entry.path.relative_to(real).as_posix(), entry.path.name, ignore
        )

    budget = Budget(LS_BUDGET_SECONDS)
    stopped = False
    try:
        for entry in walk(real, prune=pruned, root=ctx.workspace, tick=budget.left):
            if count >= MAX_ENTRIES:
                omitted += 1
                if omitted >= COUNT_BEYOND_CAP:
                    break
                continue
            count += 1
            label = entry.path.name + ("/" if entry.is_dir else "")
            lines.append("  " * entry.depth + f"- {label}")
    except OutOfTime:
        stopped = True

    truncated = omitted > 0 or stopped
    if omitted:
        lines.insert(0, TRUNCATION_NOTE)
    elif count == 0 and not stopped:
        lines.append("  (empty directory)")
    if stopped:
        lines.append(
            f"(Listing stopped after {budget.seconds:g} s, its time budget; entries below are "
            "missing. List a subdirectory, or use glob.)"
        )
    return ToolOutput(
        content="\n".join(lines),
        metadata={
            "count": count,
            "truncated": truncated,
            # Exact unless the walk stopped counting after COUNT_BEYOND_CAP more entries.
            "entries_omitted": omitted,
            "entries_omitted_is_lower_bound": omitted >= COUNT_BEYOND_CAP or stopped,
            **({"timed_out": True} if stopped else {}),
        },
    )


LS = Tool(
    name="ls",
    description=(
        "List a directory of the workspace as a tree (recursive, sorted by name, directories end "
        "with '/'). Shows at most 1000 entries; past that the listing is marked truncated and you "
        "should use glob or a more specific path. .git, node_modules, __pycache__, .venv and "
        "similar tool directories are hidden unless you list inside them. Use `ignore` to hide "
        "more (glob patterns matched against names, e.g. ['*.log', 'build']). A listing stops "
        "after 10 seconds and says so."
    ),
    parameters={
        "type": "object",
        "properties": {
            "path": {
                "type": "string",
                "description": "Directory relative to the workspace root (default '.').",
            },
            "ignore": {
                "type": "array",
                "items": {"type": "string"},
                "description": "Glob patterns of names or relative paths to leave out.",
            },
        },
        "required": [],
        "additionalProperties": False,
    },
    run=run_ls,
)
