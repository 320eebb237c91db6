"""The generic per-result cap (opencode TS's second truncation layer, DESIGN 2.4).

Tools already cut their own output at the source (view 2000 lines, bash 30000 characters, ...).
This layer is the safety net on top: any result over ``max_lines`` lines or ``max_bytes`` UTF-8
bytes keeps its head, and the full output is saved under ``.ctxmagic/outputs/`` where the model
can read the rest with ``view`` and an offset. The agent loop applies ``truncate_output`` to each
new result as it runs the tool; ``apply`` re-applies the cap, for the request only, to results
stored before the policy changed, and leaves the saving of their full outputs to the agent.
"""

from __future__ import annotations

import hashlib
import re
import sys
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from ..errors import ToolError
from ..messages.parts import Message, ToolResultPart
from ..safety.workspace import resolve, write_regular
from ..tools.view import MAX_FILE_BYTES as VIEW_MAX_BYTES
from .params import Param, check_params
from .strategy import StrategyContext, StrategyReport, change

NAME = "truncate"
LOCAL = True  # each message's output depends on that message and the settings only
PARAMS = (
    Param("max_lines", 2000, "lines kept of one tool result", low=1, high=10_000_000),
    Param("max_bytes", 50 * 1024, "UTF-8 bytes kept of one tool result", low=1, high=1 << 30),
)
DEFAULTS: dict[str, Any] = {p.name: p.default for p in PARAMS}
OUTPUT_DIR = ".ctxmagic/outputs"
MAX_NAME_CHARS = 80


@dataclass(frozen=True)
class Cut:
    """The head kept of an output over the cap, and what was left out."""

    head: str
    lines_total: int
    bytes_total: int
    lines_kept: int  # lines shown, counting a cut last line
    bytes_kept: int
    partial_line: bool  # the last line shown was cut at the byte limit (one line over the cap)

    @property
    def lines_omitted(self) -> int:
        return self.lines_total - self.lines_kept

    @property
    def bytes_omitted(self) -> int:
        return self.bytes_total - self.bytes_kept


def split_lines(content: str) -> list[str]:
    """Lines with their '\\n' kept, split on '\\n' only; a final newline adds no empty line."""
    pieces = content.split("\n")
    lines = [p + "\n" for p in pieces[:-1]]
    if pieces[-1]:
        lines.append(pieces[-1])
    return lines


def cut(content: str, max_lines: int, max_bytes: int) -> Cut | None:
    """The head within both caps, or None when the content is within them already.

    Whole lines are kept while they fit. Only when the first line alone is over ``max_bytes`` is
    it cut mid-line, at the last whole character that fits, so the model sees something.
    """
    lines = split_lines(content)
    total_bytes = len(content.encode("utf-8"))
    if len(lines) <= max_lines and total_bytes <= max_bytes:
        return None
    kept: list[str] = []
    used = 0
    for line in lines[:max_lines]:
        size = len(line.encode("utf-8"))
        if used + size > max_bytes:
            break
        kept.append(line)
        used += size
    partial = False
    if not kept and lines:
        head = lines[0].encode("utf-8")[:max_bytes].decode("utf-8", errors="ignore")
        if head:
            kept, used, partial = [head], len(head.encode("utf-8")), True
    return Cut(
        head="".join(kept),
        lines_total=len(lines),
        bytes_total=total_bytes,
        lines_kept=len(kept),
        bytes_kept=used,
        partial_line=partial,
    )


def output_name(call_id: str) -> str:
    """A safe file name for a call id; ids that had to be changed get a hash so they stay unique."""
    safe = re.sub(r"[^A-Za-z0-9_-]", "_", call_id)[:MAX_NAME_CHARS]
    if safe != call_id or not safe:
        digest = hashlib.blake2b(call_id.encode("utf-8", "replace"), digest_size=4).hexdigest()
        safe = f"{safe}_{digest}" if safe else f"output_{digest}"
    return f"{safe}.txt"


def output_path(call_id: str) -> str:
    """Where the full output of ``call_id`` is saved, relative to the workspace root."""
    return f"{OUTPUT_DIR}/{output_name(call_id)}"


@dataclass(frozen=True)
class Saved:
    path: str  # workspace-relative
    error: str = ""  # why the file could not be written (the head is still sent)


def save_output(workspace: Path, call_id: str, content: str, *, overwrite: bool = True) -> Saved:
    """Write the full output file (UTF-8); a failure is reported, never raised, so one unwritable
    workspace cannot end a turn, and the note never claims a file that does not exist."""
    relative = output_path(call_id)
    root = Path(workspace).resolve()
    try:  # race-free, like the tools: a folder on the way swapped for a link is refused
        data = content.encode("utf-8")
        write_regular(root, resolve(root, relative), relative, data, overwrite=overwrite)
    except OSError as exc:
        return Saved(relative, f"{type(exc).__name__}: {exc.strerror or exc}")
    except ToolError as exc:
        return Saved(relative, str(exc))
    return Saved(relative)


def note(c: Cut, saved: Saved) -> str:
    """What the model reads after the head: how much is missing and how to get it."""
    path = saved.path
    shown = f"the first {c.lines_kept:,} of {c.lines_total:,} lines"
    if c.partial_line:
        shown = f"the start of line 1 of {c.lines_total:,} (the line is over the byte limit)"
    omitted = (
        f"[Output truncated: showing {shown} ({c.bytes_kept:,} of {c.bytes_total:,} bytes); "
        f"{c.lines_omitted:,} line{'' if c.lines_omitted == 1 else 's'} "
        f"({c.bytes_omitted:,} bytes) omitted. "
    )
    if saved.error:
        return omitted + f"The full output could not be saved ({saved.error}).]"
    if c.bytes_total <= VIEW_MAX_BYTES:
        how = (
            f"read the rest with view and an offset, e.g. view path={path} "
            f"offset={c.lines_kept - (1 if c.partial_line else 0)}"
        )
    else:
        how = (
            "it is over view's 250 KB limit, so grep it or print a range with "
            f"bash: sed -n 'START,ENDp' {path}"
        )
    return omitted + f"The full output is saved at {path}: {how}.]"


def _truncated(
    content: str, metadata: dict[str, Any], c: Cut, saved: Saved, max_lines: int, max_bytes: int
) -> tuple[str, dict[str, Any]]:
    separator = "" if not c.head or c.head.endswith("\n") else "\n"
    text = f"{c.head}{separator}\n{note(c, saved)}" if c.head else note(c, saved)
    meta = dict(metadata)
    meta["truncated"] = True
    meta["full_output_path"] = None if saved.error else saved.path
    meta["cap"] = {
        "max_lines": max_lines,
        "max_bytes": max_bytes,
        "lines_total": c.lines_total,
        "bytes_total": c.bytes_total,
        "lines_omitted": c.lines_omitted,
        "bytes_omitted": c.bytes_omitted,
        # whether the tool had already cut it (its flag is overwritten above): the cell says
        # "truncated at the source" only then, and "cut by the truncate strategy" for this cut
        "at_source": metadata.get("truncated") is True,
    }
    if saved.error:
        meta["cap"]["save_error"] = saved.error
    return text, meta


def truncate_output(
    content: str,
    metadata: dict[str, Any],
    *,
    call_id: str,
    workspace: Path,
    max_lines: int = DEFAULTS["max_lines"],
    max_bytes: int = DEFAULTS["max_bytes"],
) -> tuple[str, dict[str, Any]]:
    """Cap one new tool result; over the cap, save the full output and point the model at it.

    Within both caps the content and metadata come back unchanged (the same objects).
    """
    check_params(NAME, PARAMS, {"max_lines": max_lines, "max_bytes": max_bytes})
    c = cut(content, line_cap(metadata, max_lines), max_bytes)
    if c is None:
        return content, metadata
    saved = save_output(workspace, call_id, content)
    return _truncated(content, metadata, c, saved, max_lines, max_bytes)


def line_cap(metadata: dict[str, Any], max_lines: int) -> int:
    """The line cap for one result: none when its tool already cut it at the source (its
    metadata says ``truncated``), since the tool's own limits chose what to keep: bash keeps the
    first and last 15,000 characters, and a head-only cap of 2,000 lines dropped the tail, where
    a command's result and its errors are. The byte cap still applies (view's 2,000 lines can
    be 250 KB). opencode's tool wrapper skips such results too."""
    return sys.maxsize if metadata.get("truncated") is True else max_lines


def within(content: str, max_lines: int, max_bytes: int) -> bool:
    """A fast check that ``content`` is within both caps (no split, no encoding for ASCII)."""
    size = len(content) if content.isascii() else len(content.encode("utf-8"))
    return size <= max_bytes and content.count("\n") < max_lines


def _needs_cap(part: object, max_lines: int, max_bytes: int) -> bool:
    """A result this layer has not cut yet, visible to the model, and over a cap."""
    return (
        isinstance(part, ToolResultPart)
        and part.pruned_at is None
        and "cap" not in part.metadata
        and not within(part.content, line_cap(part.metadata, max_lines), max_bytes)
    )


def _fits(message: Message, caps: tuple[int, int]) -> bool:
    return not any(_needs_cap(r, *caps) for r in message.tool_results)


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """Cap, for this request only, stored results over the cap that this layer has not cut yet.

    Pruned results are left alone (the model sees the placeholder). The full outputs to save are
    listed in ``report.outputs`` (the agent keeps a file that exists); the store keeps what the tool returned.
    """
    params = check_params(NAME, PARAMS, ctx.settings)
    max_lines, max_bytes = params["max_lines"], params["max_bytes"]
    report = StrategyReport(strategy=NAME)
    out: list[Message] = []
    key, fits = ("fits", max_lines, max_bytes), partial(_fits, caps=(max_lines, max_bytes))
    for message in messages:
        if message.derived(key, fits):  # known once per message: a long history is cheap
            out.append(message)
            continue
        copy: Message | None = None
        for index, part in enumerate(message.parts):
            if not _needs_cap(part, max_lines, max_bytes):
                continue
            c = cut(part.content, line_cap(part.metadata, max_lines), max_bytes)
            if c is None:
                continue
            path = output_path(part.tool_call_id)
            report.outputs[part.tool_call_id] = part.content
            content, meta = _truncated(
                part.content, part.metadata, c, Saved(path), max_lines, max_bytes
            )
            copy = copy or message.copy()
            new = copy.parts[index]
            assert isinstance(new, ToolResultPart)
            new.content, new.metadata = content, meta
            before, after = ctx.counter.part(part), ctx.counter.part(new)
            report.changes.append(change(message, index, "truncated", before, after))
        out.append(copy or message)
    if report.changes:
        report.note = f"capped at {max_lines:,} lines / {max_bytes:,} bytes per result"
    return out, report
