"""``glob`` and ``grep``: find files by name and lines by regex, at most 100 results (DESIGN 2.4).

Both are pure Python (no ripgrep to install on Binder) and sort by path, so a search gives the
same output every time. Both walk the whole tree to count what the cap left out, which is what
the metadata reports as ``matches_omitted``.

Both are bounded in time. Python's ``re`` backtracks, and a pattern such as ``(a|aa)+$`` takes
hours on a line of 40 a's with no way to stop it (the matcher holds the GIL). Patterns are
compiled with the ``regex`` module instead, which speaks the same syntax and takes a
``timeout`` that its matcher checks as it runs; every call gets what is left of the search's
budget (``SEARCH_BUDGET_SECONDS`` of CPU time), and a search that runs out returns what it
found with a note. RE2 or ripgrep would be linear, but RE2 drops Python's syntax (lookaround,
backreferences) and its NFA fallback still took 18 s on 1 MB for a large pattern here, and
ripgrep opens files by name itself, which the race-free opener of ``sandbox.py`` cannot guard.
Files are opened through that opener, and only regular files are read.

Compiling is bounded too: the ``regex`` module unrolls counted repeats, so
``(?:(?:(?:(?:a{100}){100}){100}){100})`` takes seconds and gigabytes before any matching starts,
and a brace pattern such as ``{a,b}`` written 22 times expands to four million globs. A pattern
is parsed with Python's own ``re`` parser first (which is what its syntax is), and one longer
than ``MAX_PATTERN_CHARS``, unrolling to more than ``MAX_PATTERN_SIZE`` items, or expanding to
more than ``MAX_BRACE_ALTERNATIVES`` globs is refused with a message.
"""

from __future__ import annotations

import os
import re
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import regex

try:  # the parser behind re.compile: what "Python's regex syntax" means
    from re import _parser as sre_parse  # Python 3.11+
except ImportError:  # pragma: no cover - Python 3.10
    import sre_parse  # type: ignore[no-redef]

from ..errors import ToolError
from ..safety import keyfiles
from ..safety.workspace import (
    BINARY_SNIFF_BYTES,
    display_path,
    open_regular,
    read_fd,
    resolve,
    walk,
)
from .base import Tool, ToolContext, ToolOutput
from .budget import Budget, OutOfTime
from .view import MAX_LINE_CHARS, cut_line, split_lines

MAX_RESULTS = 100
TRUNCATION_HINT = "(Results are truncated. Consider using a more specific path or pattern.)"
# grep skips files larger than this: they are data or generated, and reading them costs seconds.
GREP_MAX_FILE_BYTES = 10 * 1024 * 1024
# One grep or glob call stops after this much matching (the regex module counts CPU seconds).
SEARCH_BUDGET_SECONDS = 10.0
# Compile-time bounds (module docstring): a few milliseconds of compiling at most.
MAX_PATTERN_CHARS = 10_000
MAX_PATTERN_SIZE = 100_000
MAX_BRACE_ALTERNATIVES = 1_000
# Patterns whose match on a whole file may miss a match on a line alone (string anchors and
# lookaround see the neighbouring lines); those are matched line by line from the start.
_LINE_ONLY = re.compile(r"\\[AZzG]|\(\?<[=!]|\(\?!")


_REPEATS = {
    sre_parse.MAX_REPEAT,
    sre_parse.MIN_REPEAT,
    getattr(sre_parse, "POSSESSIVE_REPEAT", None),
}


def _out_of_time_note(budget: Budget, what: str) -> str:
    return (
        f"(Search stopped after {budget.seconds:g} s, its time budget, {what}; the results "
        "above are incomplete. Narrow the path or include, or simplify the pattern.)"
    )


def expand_braces(pattern: str) -> list[str]:
    """``*.{py,md}`` -> ``['*.py', '*.md']`` (the first brace group, recursively; no nesting).

    Raises ToolError past ``MAX_BRACE_ALTERNATIVES`` (checked as it goes, so it stops early).
    """
    match = re.search(r"\{([^{}]*,[^{}]*)\}", pattern)
    if not match:
        return [pattern]
    head, tail = pattern[: match.start()], pattern[match.end() :]
    out: list[str] = []
    for alt in match.group(1).split(","):
        out.extend(expand_braces(head + alt + tail))
        if len(out) > MAX_BRACE_ALTERNATIVES:
            raise ToolError(
                f"the pattern expands to more than {MAX_BRACE_ALTERNATIVES:,} alternatives "
                "(each {a,b} group multiplies them); use fewer brace groups"
            )
    return out


def compile_pattern(source: str, flags: int = 0, *, shown: str = "") -> regex.Pattern[str]:
    """``source`` compiled by the ``regex`` module once ``re``'s parser has read it and it is
    small enough to compile quickly (module docstring); ToolError otherwise."""
    shown = shown or source
    # what the model wrote, then what it became (escaped, or a glob with its alternatives)
    if len(shown) > MAX_PATTERN_CHARS or len(source) > 8 * MAX_PATTERN_CHARS:
        raise ToolError(
            f"pattern is {len(shown):,} characters"
            + (f" ({len(source):,} as a regular expression)" if len(source) > len(shown) else "")
            + f", over the {MAX_PATTERN_CHARS:,} allowed; use a shorter, distinctive part"
        )
    try:
        with warnings.catch_warnings():  # "possible nested set" and the like: not the user's
            warnings.simplefilter("ignore")
            size = _unrolled(sre_parse.parse(source, flags))
        if size > MAX_PATTERN_SIZE:
            raise ToolError(
                f"pattern {shown[:60]!r} repeats too much to compile (over {MAX_PATTERN_SIZE:,} "
                "items once its counted repeats such as {100} are unrolled); use * or + instead"
            )
        return regex.compile(source, flags)
    except (re.error, regex.error, OverflowError, RecursionError) as exc:
        raise ToolError(
            f"invalid regular expression {shown!r:.200}: {exc}; escape special characters "
            "or set literal=true"
        ) from None


def _unrolled(pattern: Any) -> int:
    """How many items ``pattern`` (an ``re`` parse tree) holds with counted repeats unrolled."""
    total = 0
    for op, av in pattern.data:
        if op in _REPEATS:
            low, _, sub = av
            total += max(low, 1) * _unrolled(sub)
        else:
            total += 1 + sum(_unrolled(sub) for sub in _subpatterns(av))
        if total > MAX_PATTERN_SIZE:
            break
    return total


def _subpatterns(value: Any) -> Iterator[Any]:
    if isinstance(value, sre_parse.SubPattern):
        yield value
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _subpatterns(item)


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


def glob_regex(pattern: str) -> regex.Pattern[str]:
    """Compile a pathlib-style pattern matched against '/'-separated relative paths.

    ``**`` as a whole component matches zero or more directories (or, last, anything below).
    """
    alternatives = []
    for expanded in expand_braces(pattern):
        parts = [p for p in expanded.split("/") if p not in ("", ".")]
        expr = ""
        for index, part in enumerate(parts):
            last = index == len(parts) - 1
            if part == "**":
                expr += ".+" if last else "(?:[^/]+/)*"
            else:
                expr += _component_regex(part) + ("" if last else "/")
        alternatives.append(expr)
    return compile_pattern("(?:" + "|".join(alternatives) + r")\Z", regex.DOTALL, shown=pattern)


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
    compiled = glob_regex(pattern)
    budget = Budget(SEARCH_BUDGET_SECONDS)
    matches: list[str] = []
    total = 0
    stopped = False
    try:
        for entry in walk(base, root=ctx.workspace, tick=budget.left):
            rel = entry.path.relative_to(base).as_posix()
            if compiled.match(rel, timeout=budget.left()):
                total += 1
                if len(matches) < MAX_RESULTS:
                    shown = display_path(ctx.workspace, entry.path)
                    matches.append(shown + "/" if entry.is_dir else shown)
    except (OutOfTime, TimeoutError):
        stopped = True
    truncated = total > len(matches)
    content = "\n".join(matches) if matches else "No files found"
    if truncated:
        content += "\n\n" + TRUNCATION_HINT
    if stopped:
        content += "\n\n" + _out_of_time_note(budget, "before the walk ended")
    metadata = {
        "count": len(matches),
        "truncated": truncated or stopped,
        "matches_omitted": total - len(matches),
    }
    if stopped:
        metadata["timed_out"] = True
    return ToolOutput(content=content, metadata=metadata)


def _include_matcher(include: str | None, budget: Budget) -> Callable[[str, str], bool]:
    """File-name filter: patterns without '/' match the base name, others the relative path."""
    if not include:
        return lambda name, rel: True
    compiled = glob_regex(include)
    if "/" in include:
        return lambda name, rel: bool(compiled.match(rel, timeout=budget.left()))
    return lambda name, rel: bool(compiled.match(name, timeout=budget.left()))


def _read_text(root: Path, file: Path, shown: str) -> str | None:
    """A searchable file's text, or None for one grep skips (not regular, too big, binary)."""
    try:
        fd, info = open_regular(root, file, shown)
    except (OSError, ToolError):
        return None
    try:
        if info.st_size > GREP_MAX_FILE_BYTES:
            return None
        head = os.read(fd, min(BINARY_SNIFF_BYTES, info.st_size))
        if b"\x00" in head:
            return None
        rest = read_fd(fd, info.st_size - len(head))
        return (head + rest).decode("utf-8", errors="replace")
    finally:
        os.close(fd)


def matching_lines(
    line_regex: regex.Pattern[str],
    text_regex: regex.Pattern[str] | None,
    text: str,
    budget: Budget,
) -> list[tuple[int, str]]:
    """(1-based number, line) of every line ``line_regex`` finds a match in.

    ``text_regex`` (the pattern with MULTILINE) finds a match in the whole text whenever some
    line holds one, at or before it: a file without one is skipped in one call, and the lines
    before its first match are not searched one by one.
    """
    start = 0
    if text_regex is not None and "\r" not in text:  # split_lines drops a CR before '\n'
        first = text_regex.search(text, timeout=budget.left())
        if first is None:
            return []
        start = text.rfind("\n", 0, first.start()) + 1
    found = []
    before = text.count("\n", 0, start)
    for number, line in enumerate(split_lines(text[start:]), start=before + 1):
        if line_regex.search(line, timeout=budget.left()):
            found.append((number, line))
    return found


def run_grep(args: dict[str, Any], ctx: ToolContext) -> ToolOutput:
    pattern = args["pattern"]
    if pattern == "":
        raise ToolError("pattern is empty; give a regular expression or literal text to find")
    source = regex.escape(pattern) if args.get("literal", False) else pattern
    line_regex = compile_pattern(source, shown=pattern)
    text_regex = (
        None
        if _LINE_ONLY.search(source)
        else compile_pattern(source, regex.MULTILINE, shown=pattern)
    )
    base = _search_dir(args.get("path", "."), ctx)
    budget = Budget(SEARCH_BUDGET_SECONDS)
    wanted = _include_matcher(args.get("include"), budget)
    root = ctx.workspace

    blocks: list[str] = []
    shown = total = files_matched = skipped = searched = 0
    keys = keyfiles.configured_keys()
    kept_out: list[str] = []  # files holding a configured key: never searched
    stopped = False
    try:
        files = (
            [base]
            if base.is_file()
            else (
                e.path
                for e in walk(base, root=root, tick=budget.left)
                if not e.is_dir and wanted(e.path.name, e.path.relative_to(base).as_posix())
            )
        )
        for file in files:
            budget.left()
            try:
                real = file.resolve()
            except (OSError, RuntimeError):
                skipped += 1
                continue
            if real != root and root not in real.parents:
                skipped += 1  # a symlink leading out of the workspace
                continue
            text = _read_text(root, real, display_path(root, file))
            if text is None:
                skipped += 1  # dangling link, not a regular file, over 10 MB, or binary
                continue
            if keys and keyfiles.key_in(text, keys):
                kept_out.append(display_path(root, file))
                continue
            searched += 1
            hits: list[str] = []
            for number, line in matching_lines(line_regex, text_regex, text, budget):
                total += 1
                if shown < MAX_RESULTS:
                    shown += 1
                    hits.append(f"  Line {number}: {cut_line(line, MAX_LINE_CHARS)[0]}")
            if hits:
                files_matched += 1
                blocks.append(f"{display_path(root, file)}:\n" + "\n".join(hits))
    except (OutOfTime, TimeoutError):
        stopped = True
    truncated = total > shown
    if not blocks:
        content = "No matches found"
    else:
        head = f"Found {total} matches" + (f" (showing the first {shown})" if truncated else "")
        content = head + "\n" + "\n\n".join(blocks)
        if truncated:
            content += "\n\n" + TRUNCATION_HINT
    if stopped:
        content += "\n\n" + _out_of_time_note(budget, f"after searching {searched} files")
    if kept_out:
        names = ", ".join(kept_out[:5]) + (", ..." if len(kept_out) > 5 else "")
        content += (
            f"\n\n({len(kept_out)} file(s) holding a key this kernel uses were not searched: "
            f"{names})"
        )
    metadata = {
        "matches": shown,
        "files": files_matched,  # files in the output (those holding the shown matches)
        "truncated": truncated or stopped,
        "matches_omitted": total - shown,
        "files_skipped": skipped,
    }
    if stopped:
        metadata["timed_out"] = True
    return ToolOutput(content=content, metadata=metadata)


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
        "'.'. `include` filters files by name, e.g. '*.py' or '*.{ts,tsx}'. A search stops after "
        "10 seconds of matching and says so; avoid nested quantifiers such as (a+)+."
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
