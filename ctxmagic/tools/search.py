"""``glob`` and ``grep``: find files by name and lines by regex, at most 100 results (DESIGN 2.4).

Both are pure Python (no ripgrep to install on Binder) and sort by path, so a search gives the
same output every time. Both walk the whole tree to count what the cap left out, which is what
the metadata reports as ``matches_omitted``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .base import Tool, ToolContext, ToolError, ToolOutput
from .sandbox import display_path, is_binary, resolve, walk
from .view import MAX_LINE_CHARS, cut_line, split_lines

MAX_RESULTS = 100
TRUNCATION_HINT = "(Results are truncated. Consider using a more specific path or pattern.)"
# grep skips files larger than this: they are data or generated, and reading them costs seconds.
GREP_MAX_FILE_BYTES = 10 * 1024 * 1024


def expand_braces(pattern: str) -> list[str]:
    """``*.{py,md}`` -> ``['*.py', '*.md']`` (the first brace group, recursively; no nesting)."""
    match = re.search(r"\{([^{}]*,[^{}]*)\}", pattern)
    if not match:
        return [pattern]
    head, tail = pattern[: match.start()], pattern[match.end() :]
    out: list[str] = []
    for alt in match.group(1).split(","):
        out.extend(expand_braces(head + alt + tail))
    return out


def _component_regex(part: str) -> str:
    """One path component: ``*`` and ``?`` never cross '/', ``[...]`` and ``[!...]`` classes."""
    out, i = [], 0
    while i < len(part):
        ch = part[i]
        if ch == "*":
            while i + 1 < len(part) and part[i + 1] == "*":
                i += 1
            out.append("[^/]*")
        elif ch == "?":
            out.append("[^/]")
        elif ch == "[":
            j = i + 1
            if part[j : j + 1] == "!":
                j += 1
            if part[j : j + 1] == "]":
                j += 1
            end = part.find("]", j)
            if end == -1:
                out.append(re.escape(ch))
            else:
                body = part[i + 1 : end]
                negate = body.startswith("!")
                body = body[1:] if negate else body
                body = re.sub(r"([\\^\[\]])", r"\\\1", body)
                out.append("[" + ("^" if negate else "") + body + "]")
                i = end
        else:
            out.append(re.escape(ch))
        i += 1
    return "".join(out)


def glob_regex(pattern: str) -> re.Pattern[str]:
    """Compile a pathlib-style pattern matched against '/'-separated relative paths.

    ``**`` as a whole component matches zero or more directories (or, last, anything below).
    """
    alternatives = []
    for expanded in expand_braces(pattern):
        parts = [p for p in expanded.split("/") if p not in ("", ".")]
        regex = ""
        for index, part in enumerate(parts):
            last = index == len(parts) - 1
            if part == "**":
                regex += ".+" if last else "(?:[^/]+/)*"
            else:
                regex += _component_regex(part) + ("" if last else "/")
        alternatives.append(regex)
    return re.compile("(?:" + "|".join(alternatives) + r")\Z", re.DOTALL)


def _check_pattern(pattern: str) -> None:
    if not pattern.strip():
        raise ToolError("pattern is empty; give a glob such as '**/*.py'")
    if pattern.startswith("/") or pattern.startswith("~"):
        raise ToolError(
            f"pattern '{pattern}' is absolute; patterns are relative to `path` "
            "(put the directory in path, e.g. path='src', pattern='**/*.py')"
        )
    if ".." in pattern.split("/"):
        raise ToolError(f"pattern '{pattern}' contains '..'; patterns cannot leave `path`")


def _search_dir(path: str, ctx: ToolContext) -> Path:
    real = resolve(ctx.workspace, path)
    if not real.exists():
        raise ToolError(f"directory not found: {path}")
    return real


def run_glob(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    pattern = args["pattern"]
    _check_pattern(pattern)
    base = _search_dir(args.get("path", "."), ctx)
    if not base.is_dir():
        raise ToolError(f"{args.get('path')} is a file; glob searches a directory")
    regex = glob_regex(pattern)
    matches: list[str] = []
    total = 0
    for entry in walk(base):
        if regex.match(entry.path.relative_to(base).as_posix()):
            total += 1
            if len(matches) < MAX_RESULTS:
                shown = display_path(ctx.workspace, entry.path)
                matches.append(shown + "/" if entry.is_dir else shown)
    truncated = total > len(matches)
    if not matches:
        content = "No files found"
    else:
        content = "\n".join(matches)
        if truncated:
            content += "\n\n" + TRUNCATION_HINT
    return ToolOutput(
        content=content,
        metadata={
            "count": len(matches),
            "truncated": truncated,
            "matches_omitted": total - len(matches),
        },
    )


def _include_matcher(include: str | None) -> Callable[[str, str], bool]:
    """File-name filter: patterns without '/' match the base name, others the relative path."""
    if not include:
        return lambda name, rel: True
    regex = glob_regex(include)
    if "/" in include:
        return lambda name, rel: bool(regex.match(rel))
    return lambda name, rel: bool(regex.match(name))


def run_grep(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    pattern = args["pattern"]
    if pattern == "":
        raise ToolError("pattern is empty; give a regular expression or literal text to find")
    source = re.escape(pattern) if args.get("literal", False) else pattern
    try:
        regex = re.compile(source)
    except re.error as exc:
        raise ToolError(
            f"invalid regular expression {pattern!r}: {exc}; escape special characters "
            "or set literal=true"
        ) from exc
    base = _search_dir(args.get("path", "."), ctx)
    wanted = _include_matcher(args.get("include"))

    if base.is_file():
        files = [base]
    else:
        files = [
            e.path
            for e in walk(base)
            if not e.is_dir and wanted(e.path.name, e.path.relative_to(base).as_posix())
        ]

    blocks: list[str] = []
    shown = total = files_matched = skipped = 0
    for file in files:
        try:
            real = file.resolve()
        except (OSError, RuntimeError):
            skipped += 1
            continue
        root = ctx.workspace
        if not real.is_file() or (real != root and root not in real.parents):
            skipped += 1  # dangling symlink, or one leading out of the workspace
            continue
        try:
            if real.stat().st_size > GREP_MAX_FILE_BYTES or is_binary(real):
                skipped += 1
                continue
            text = real.read_bytes().decode("utf-8", errors="replace")
        except OSError:
            skipped += 1
            continue
        hits: list[str] = []
        for number, line in enumerate(split_lines(text), start=1):
            if regex.search(line):
                total += 1
                if shown < MAX_RESULTS:
                    shown += 1
                    hits.append(f"  Line {number}: {cut_line(line, MAX_LINE_CHARS)[0]}")
        if hits:
            files_matched += 1
            blocks.append(f"{display_path(ctx.workspace, file)}:\n" + "\n".join(hits))
    truncated = total > shown
    if not blocks:
        content = "No matches found"
    else:
        head = f"Found {total} matches" + (f" (showing the first {shown})" if truncated else "")
        content = head + "\n" + "\n\n".join(blocks)
        if truncated:
            content += "\n\n" + TRUNCATION_HINT
    return ToolOutput(
        content=content,
        metadata={
            "matches": shown,
            "files": files_matched,  # files in the output (those holding the shown matches)
            "truncated": truncated,
            "matches_omitted": total - shown,
            "files_skipped": skipped,
        },
    )


GREP_FILE = re.compile(r"^(\S.*):$")
GREP_LINE = re.compile(r"^\s+Line (\d+): ?(.*)$")


def parse_grep(content: str) -> list[tuple[str, int, str]]:
    """(path, line, text) triples from this grep tool's ``path:`` / ``  Line N: text`` output."""
    hits: list[tuple[str, int, str]] = []
    current = None
    for line in content.splitlines():
        fm = GREP_FILE.match(line)
        if fm and not line.startswith(" "):
            current = fm.group(1)
            continue
        lm = GREP_LINE.match(line)
        if lm and current:
            hits.append((current, int(lm.group(1)), lm.group(2).strip()))
    return hits


GLOB = Tool(
    name="glob",
    description=(
        "Find files and directories in the workspace by name pattern (pathlib style). `*` and "
        "`?` match within one path component, `**` matches any number of directories, `{a,b}` "
        "gives alternatives. Patterns are relative to `path`: '*.py' matches only the top "
        "level, '**/*.py' matches at any depth, 'src/**/test_*.py' under src. Results are "
        "sorted by path, directories end with '/', at most 100 are shown (then marked "
        "truncated: narrow the path or pattern). .git, node_modules, __pycache__, .venv and "
        "similar tool directories are skipped."
    ),
    parameters={
        "type": "object",
        "properties": {
            "pattern": {"type": "string", "description": "Glob pattern, e.g. '**/*.py'."},
            "path": {
                "type": "string",
                "description": "Directory to search, relative to the workspace root (default '.').",
            },
        },
        "required": ["pattern"],
        "additionalProperties": False,
    },
    run=run_glob,
)

GREP = Tool(
    name="grep",
    description=(
        "Search file contents with a Python regular expression (re syntax), line by line. "
        "Output groups matches by file ('path:' then '  Line N: text'), files sorted by path; "
        "at most 100 matching lines are shown (then marked truncated: narrow the path, pattern "
        "or include). Binary files, files over 10 MB, and .git, node_modules, __pycache__, "
        ".venv and similar tool directories are skipped. Lines longer than 2000 characters are "
        "cut. Set literal=true to search for text containing regex characters such as '(' or "
        "'.'. `include` filters files by name, e.g. '*.py' or '*.{ts,tsx}'."
    ),
    parameters={
        "type": "object",
        "properties": {
            "pattern": {"type": "string", "description": "Regular expression to search for."},
            "path": {
                "type": "string",
                "description": "File or directory to search, relative to the workspace root "
                "(default '.').",
            },
            "include": {
                "type": "string",
                "description": "Glob on file names to search, e.g. '*.py' (a pattern with '/' is "
                "matched against the path relative to `path`).",
            },
            "literal": {
                "type": "boolean",
                "description": "Treat pattern as plain text rather than a regex (default false).",
            },
        },
        "required": ["pattern"],
        "additionalProperties": False,
    },
    run=run_grep,
)
