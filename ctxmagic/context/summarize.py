"""Summary compaction: replace the history before a verbatim recent tail with one summary message.

opencode's design (a dedicated summarizer with its own prompt and no tools; the summary stored as an
assistant message in the same session, ``summary_message_id`` pointing at it, assembly cutting there)
with the fixes the design brief asks for: a second compaction starts from the previous summary and
merges it instead of re-sending the session from its start; a recent tail can be kept verbatim, cut
only at user-turn boundaries so a tool call is never separated from its result; and an offline,
extractive summarizer so the whole mechanism runs with no model at all.

Everything here is pure: the agent injects the summarizer (``StrategyContext.summarize``), stores
the summary this strategy reports as ``created`` and moves ``summary_message_id`` to it.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..errors import ConfigError, CtxMagicError
from ..parts import (
    CompactionPart,
    ImagePart,
    Message,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from ..providers.offline import parse_grep
from ..tokens import TokenCounter
from .strategy import StrategyContext, StrategyReport, change, positions, sendable

NAME = "summarize"
DEFAULTS: dict[str, Any] = {
    "threshold": 0.95,  # opencode Go: compact at 95% of the window
    "reserve_tokens": 0,  # > 0: compact at window - reserve_tokens instead (pi uses 16384)
    "keep_recent_tokens": 0,  # verbatim recent tail budget (pi uses 20000); 0 keeps no tail
    "provider": "",  # the summarizer's provider and model; empty = the session's own
    "model": "",
    "prompt": "",  # the summarizer's system prompt; empty = SUMMARY_PROMPT
}
# Passed per call rather than configured: `%ctx compact <instructions>` puts them here.
EXTRA_KEYS = ("instructions",)

HEADER = "Summary of the conversation so far (offline extractive summary, not an LLM)"
SECTIONS = ("What was done", "In progress", "Files involved", "Next steps", "User constraints")
TOOL_RESULT_CHARS = 2000  # a tool result's share of the LLM summarizer's transcript
TOOL_INPUT_CHARS = 400

SUMMARY_PROMPT = """\
You are the summarizer of a coding-agent session. You have no tools and you do not continue the \
work yourself. You are given the transcript of the conversation so far (the user's requests, the \
agent's replies, its tool calls and their results, with long results cut), sometimes a previous \
summary of what came before that transcript, and sometimes extra instructions from the user.

Write the summary another agent will continue from: it will see nothing of the conversation but \
your summary and the messages after it. Be specific and concrete: name files as path:line, \
functions, classes, commands and their outcomes (exit codes, failing tests, error messages), \
decisions and why they were made. Leave out pleasantries and tool output that no longer matters.

Use exactly these Markdown sections, in this order, with bullet points:

## What was done
Each request, oldest first, and what was found or changed.
## In progress
Work started but not finished (an interrupted tool loop, a half-made change), or "nothing pending".
## Files involved
One bullet per file: the lines that matter and what happened to it (read, edited, created).
## Next steps
What the user asked for that is not done yet, and what the agent should do next.
## User constraints
The user's own instructions, preferences and constraints, quoted verbatim in double quotes, never \
paraphrased.

When a previous summary is given, merge it with the transcript rather than summarising from \
scratch: keep everything in it that still holds, update what changed (a file edited again, a \
question answered, a constraint revised), and drop only what the transcript shows is obsolete. \
Output only the summary, with no preamble.
"""

CONSTRAINT_WORDS = re.compile(
    r"\b(must|never|always|don't|don’t|do not|only|should|keep|avoid|make sure)\b", re.I
)
FENCED = re.compile(r"```.*?(?:```|$)", re.S)
VIEW_LINE = re.compile(r"^\s*(\d+)\t")
PLACEHOLDERS = {"nothing pending", "nothing yet", "none stated", "none", "nothing", "n/a", "-"}
OMITTED = re.compile(r"^…\s*(\d+) earlier items? omitted$")
DONE_FINISH = "end_turn"

# Caps, so the summary stays much smaller than what it replaces however long the session was.
MAX_DONE = 30
MAX_FILES = 30
MAX_CONSTRAINTS = 25
MAX_STEPS = 6
MAX_ACTIONS = 8
MAX_LINE_REFS = 8
REQUEST_CHARS = 160
PENDING_REQUEST_CHARS = 1500
ANSWER_CHARS = 160
CONSTRAINT_CHARS = 500


# ---------------------------------------------------------------------------------------------
# Settings and the trigger


def validate_settings(settings: Mapping[str, Any] | None) -> dict[str, Any]:
    """DEFAULTS overlaid with ``settings``, checked; raises ConfigError naming the valid values."""
    merged = dict(DEFAULTS)
    for key, value in (settings or {}).items():
        if key not in DEFAULTS and key not in EXTRA_KEYS:
            valid = ", ".join([*DEFAULTS, *EXTRA_KEYS])
            raise ConfigError(f"unknown summarize setting {key!r}; valid settings: {valid}")
        merged[key] = value
    merged.setdefault("instructions", "")
    merged["threshold"] = _fraction_setting(merged["threshold"])
    for key in ("reserve_tokens", "keep_recent_tokens"):
        merged[key] = _count_setting(key, merged[key])
    for key in ("provider", "model", "prompt", "instructions"):
        value = merged[key]
        if value is None:
            merged[key] = ""
        elif not isinstance(value, str):
            raise ConfigError(f"summarize {key} must be text, got {value!r}")
    return merged


def check_settings(values: Mapping[str, Any]) -> None:
    """The policy's hook: raise ConfigError for a bad summarize setting."""
    validate_settings(values)


def _fraction_setting(value: Any) -> float:
    try:
        number = float(value) if not isinstance(value, bool) else math.nan
    except (TypeError, ValueError):
        number = math.nan
    if not 0 < number <= 1:  # also rejects nan
        raise ConfigError(
            f"summarize threshold must be a fraction of the context window in (0, 1], got "
            f"{value!r} (e.g. 0.95 compacts at 95%)"
        )
    return number


def _count_setting(key: str, value: Any) -> int:
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif (isinstance(value, str) and value.strip().isdigit()) or (
        isinstance(value, float) and value.is_integer()
    ):
        number = int(value)
    if number is None or number < 0:
        raise ConfigError(f"summarize {key} must be a whole number of tokens >= 0, got {value!r}")
    return number


def threshold_tokens(window: int, settings: Mapping[str, Any] | None = None) -> int:
    """The context size at which compaction fires: ``window - reserve_tokens`` when a reserve is
    set (pi's rule), else ``floor(threshold * window)`` (opencode Go's 95%)."""
    s = validate_settings(settings)
    if s["reserve_tokens"] > 0:
        if s["reserve_tokens"] >= window:
            raise ConfigError(
                f"summarize reserve_tokens {s['reserve_tokens']:,} leaves nothing of the "
                f"{window:,}-token context window; use a reserve below {window:,}"
            )
        return window - s["reserve_tokens"]
    # Fraction(repr(...)) so 0.29 x 100 is 29, not 28.999...
    return math.floor(Fraction(repr(s["threshold"])) * window)


def should_compact(ctx: StrategyContext) -> bool:
    """Forced, overflowing, or the meter's figure at or over the line."""
    if ctx.force or ctx.overflow:
        return True
    return ctx.context_tokens >= threshold_tokens(ctx.window, ctx.settings)


# ---------------------------------------------------------------------------------------------
# Where the verbatim tail starts


def is_turn_start(message: Message) -> bool:
    """A user prompt (not a relabelled summary, not a tool result)."""
    return (
        message.role == "user"
        and bool(message.text)
        and not message.is_summary
        and not message.tool_results
    )


def split_points(messages: list[Message]) -> list[bool]:
    """``out[i]``: cutting before message i would separate a tool call from its result."""
    where_called: dict[str, int] = {}
    for i, m in enumerate(messages):
        for c in m.tool_calls:
            where_called.setdefault(c.id, i)
    depth = [0] * (len(messages) + 1)
    for k, m in enumerate(messages):
        for r in m.tool_results:
            j = where_called.get(r.tool_call_id)
            if j is None:
                continue
            lo, hi = sorted((j, k))
            if lo < hi:  # cuts at lo+1 .. hi separate the pair
                depth[lo + 1] += 1
                depth[hi + 1] -= 1
    out, running = [], 0
    for i in range(len(messages)):
        running += depth[i]
        out.append(running > 0)
    return out


def choose_tail(
    messages: list[Message], keep_recent_tokens: int, counter: TokenCounter, *, earliest: int = 0
) -> int:
    """Index where the verbatim recent tail starts; ``len(messages)`` for no tail.

    The tail is the longest suffix that starts at a user-turn boundary, never between a tool call
    and its result, and fits ``keep_recent_tokens``. Something is always left to summarise: when
    the whole history fits, only the last turn is kept (the compaction was asked for, so it must
    free something); when no boundary leaves an earlier message, no tail. ``earliest`` is the
    lowest index the tail may start at.
    """
    n = len(messages)
    if keep_recent_tokens <= 0 or n == 0:
        return n
    first = 1 if messages[0].is_summary else 0  # a previous summary is merged, not summarised
    splits = split_points(messages)
    boundaries = [
        i
        for i in range(max(first + 1, earliest), n)
        if is_turn_start(messages[i]) and not splits[i]
    ]
    if not boundaries:
        return n
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + counter.message(messages[i])
    if suffix[first] <= keep_recent_tokens:
        return boundaries[-1]
    for i in boundaries:
        if suffix[i] <= keep_recent_tokens:
            return i
    return n


# ---------------------------------------------------------------------------------------------
# The LLM summarizer's request


def _cap(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _render_call(call: ToolCallPart) -> str:
    args = json.dumps(call.input, ensure_ascii=False, sort_keys=True)
    if len(args) > TOOL_INPUT_CHARS:
        args = args[:TOOL_INPUT_CHARS] + f"… [{len(args) - TOOL_INPUT_CHARS:,} more characters]"
    return f"-> call {call.name} {args}"


def _render_result(result: ToolResultPart) -> str:
    content = result.visible_content
    status = ", error" if result.is_error else ""
    if len(content) <= TOOL_RESULT_CHARS:
        return f"<- result of {result.name}{status}:\n{content}"
    cut = len(content) - TOOL_RESULT_CHARS
    return (
        f"<- result of {result.name}{status} ({len(content):,} characters, cut to the first "
        f"{TOOL_RESULT_CHARS:,} for this summary):\n{content[:TOOL_RESULT_CHARS]}\n"
        f"[... {cut:,} more characters not shown]"
    )


def render_transcript(messages: list[Message]) -> str:
    """The messages as plain text for a summarizer: every text, call and (capped) result."""
    blocks = []
    for number, m in enumerate(messages, 1):
        label = "earlier summary" if m.is_summary else m.role
        lines = [f"[{number}] {label}:"]
        for p in m.parts:
            if isinstance(p, TextPart) and p.text.strip():
                lines.append(p.text.strip())
            elif isinstance(p, ToolCallPart):
                lines.append(_render_call(p))
            elif isinstance(p, ToolResultPart):
                lines.append(_render_result(p))
            elif isinstance(p, ImagePart):
                lines.append(f"[image {p.path or p.media_type}]")
        reason = m.finish_reason
        if m.role == "assistant" and reason not in (None, DONE_FINISH, "tool_use"):
            lines.append(f"(this response ended with: {reason})")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def summary_input(
    messages: list[Message], previous_summary: str | None, instructions: str = ""
) -> list[Message]:
    """The request for an LLM summarizer (system prompt: SUMMARY_PROMPT): one user message."""
    chunks = []
    if previous_summary:
        chunks.append(
            "Previous summary (of the conversation before the transcript below; merge it, keeping "
            "what still holds and updating what changed):\n<previous-summary>\n"
            f"{previous_summary.strip()}\n</previous-summary>"
        )
    chunks.append(
        f"Transcript of the conversation to summarise ({len(messages)} messages; tool results "
        f"longer than {TOOL_RESULT_CHARS:,} characters are cut, and the cut is marked):\n"
        f"<transcript>\n{render_transcript(messages)}\n</transcript>"
    )
    if instructions.strip():
        chunks.append(f"Additional instructions from the user for this summary:\n{instructions}")
    headings = ", ".join(f'"## {s}"' for s in SECTIONS)
    ask = (
        "Write the summary now, with the sections "
        + headings
        + ". "
        + (
            "Merge the previous summary into it rather than starting from scratch. "
            if previous_summary
            else ""
        )
        + "Output only the summary."
    )
    chunks.append(ask)
    return [Message(role="user", parts=[TextPart("\n\n".join(chunks))])]


# ---------------------------------------------------------------------------------------------
# The offline, extractive summarizer


@dataclass
class _Turn:
    request: str  # "" when the messages start mid-turn
    messages: list[Message] = field(default_factory=list)


@dataclass
class _FileRefs:
    """What the tools did to one file: grep hit lines, viewed ranges, and flags (edited, ...)."""

    lines: list[int] = field(default_factory=list)
    views: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    more_lines: int = 0  # hit lines beyond the cap, known only as a count
    count: int = 0  # references, for ranking the files

    def merge(self, other: _FileRefs) -> None:
        self.lines += [n for n in other.lines if n not in self.lines]
        self.views += [v for v in other.views if v not in self.views]
        self.flags += [f for f in other.flags if f not in self.flags]
        self.more_lines += other.more_lines
        self.count += other.count

    def render(self, path: str) -> str:
        groups = []
        if self.lines:
            shown = sorted(self.lines[:MAX_LINE_REFS])
            extra = len(self.lines) - len(shown) + self.more_lines
            more = f" (+{extra} more)" if extra else ""
            label = "grep hits at lines " if len(shown) > 1 else "grep hits at line "
            groups.append(label + ", ".join(map(str, shown)) + more)
        if self.views:
            groups.append("viewed " + ", ".join(self.views))
        groups += self.flags
        return f"{path}: {'; '.join(groups)}" if groups else path

    @classmethod
    def parse(cls, bullet: str) -> tuple[str, _FileRefs]:
        """A Files involved bullet back into refs (free text, e.g. an LLM's, becomes flags)."""
        refs = cls()
        m = re.match(r"^`?([^\s`:,;]+)`?(.*)$", bullet)
        if not m:
            return bullet, refs
        rest = m.group(2).strip().lstrip(":—–-,").strip()
        for group in filter(None, (g.strip() for g in rest.split("; "))):
            if group.startswith("grep hits at line"):
                numbers, _, more = group[len("grep hits at line") :].partition("(+")
                refs.lines += [int(n) for n in re.findall(r"\d+", numbers)]
                refs.more_lines += int(re.sub(r"\D", "", more) or 0)
            elif group.startswith("viewed "):
                refs.views += [v.strip() for v in group[len("viewed ") :].split(", ")]
            else:
                refs.flags.append(group)
        refs.count = len(refs.lines) + refs.more_lines + len(refs.views) + len(refs.flags)
        return _norm_path(m.group(1)), refs


@dataclass
class _Files:
    """Paths the tools touched, in first-seen order."""

    refs: dict[str, _FileRefs] = field(default_factory=dict)

    def touch(self, path: str) -> _FileRefs | None:
        path = _norm_path(path)
        if not path or path in (".", "./"):
            return None
        refs = self.refs.setdefault(path, _FileRefs())
        refs.count += 1
        return refs

    def line(self, path: str, number: int) -> None:
        refs = self.touch(path)
        if refs is not None and number not in refs.lines:
            refs.lines.append(number)

    def view(self, path: str, span: str | None) -> None:
        refs = self.touch(path)
        if refs is not None and span and span not in refs.views:
            refs.views.append(span)

    def flag(self, path: str, flag: str) -> None:
        refs = self.touch(path)
        if refs is not None and flag not in refs.flags:
            refs.flags.append(flag)

    def bullets(self) -> list[str]:
        """Most referenced first (first seen wins ties)."""
        ranked = sorted(self.refs, key=lambda p: -self.refs[p].count)
        return [self.refs[p].render(p) for p in ranked]


@dataclass
class _Sections:
    done: list[str] = field(default_factory=list)
    progress: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    next: list[str] = field(default_factory=list)
    constraints: list[str] = field(default_factory=list)
    omitted: dict[str, int] = field(default_factory=dict)


SECTION_KEYS = {
    "what was done": "done",
    "done": "done",
    "in progress": "progress",
    "progress": "progress",
    "files involved": "files",
    "files": "files",
    "next steps": "next",
    "next": "next",
    "user constraints": "constraints",
    "constraints": "constraints",
}


def _norm_path(path: str) -> str:
    path = str(path).strip().strip("`")
    while path.startswith("./"):
        path = path[2:]
    return path


def _turns(messages: list[Message]) -> tuple[list[_Turn], list[str]]:
    """The messages split at user prompts, and the texts of any summaries among them."""
    turns: list[_Turn] = []
    summaries: list[str] = []
    for m in messages:
        if m.is_summary:
            summaries.append(m.text)
        elif is_turn_start(m):
            turns.append(_Turn(m.text, [m]))
        elif turns:
            turns[-1].messages.append(m)
        else:
            turns.append(_Turn("", [m]))
    return turns, summaries


def _request_line(text: str) -> str:
    return _cap(FENCED.sub(" [code] ", text), REQUEST_CHARS) if text else "(continued work)"


def _results_by_call(messages: list[Message]) -> dict[str, ToolResultPart]:
    return {r.tool_call_id: r for m in messages for r in m.tool_results}


def _view_range(call: ToolCallPart, result: ToolResultPart | None) -> str | None:
    if result is None or result.is_error:
        return None
    meta = result.metadata or {}
    if result.pruned_at is None:
        numbers = [
            int(m.group(1)) for line in result.content.splitlines() if (m := VIEW_LINE.match(line))
        ]
        if numbers:
            return f"{numbers[0]}-{numbers[-1]}"
    if meta.get("lines_shown"):
        start = int(meta.get("offset") or call.input.get("offset") or 0) + 1
        return f"{start}-{start + int(meta['lines_shown']) - 1}"
    return None


def _describe(call: ToolCallPart, result: ToolResultPart | None, files: _Files) -> str:
    """One compact phrase for a tool call, recording the paths it touched in ``files``."""
    args = call.input or {}
    meta = (result.metadata if result else None) or {}
    path = _norm_path(meta.get("path") or args.get("path") or "")
    name = call.name
    if name == "view":
        span = _view_range(call, result)
        files.view(path, span)
        text = f"viewed {path}:{span}" if span else f"viewed {path}"
    elif name == "grep":
        files.flag(path, "searched")
        hits = parse_grep(result.content) if result and result.pruned_at is None else []
        for hit_path, line, _ in hits:
            files.line(hit_path, line)
        total = meta.get("matches")
        if total is not None:
            total = int(total) + int(meta.get("matches_omitted") or 0)
        elif result is not None and result.pruned_at is None:
            total = len(hits)
        found = "" if total is None else f" ({total} match{'es' if total != 1 else ''})"
        where = f" in {path}" if path and path != "." else ""
        text = f"grep `{_cap(str(args.get('pattern', '')), 60)}`{where}{found}"
    elif name == "glob":
        files.flag(path, "searched")
        count = meta.get("count")
        found = "" if count is None else f" ({count} file{'s' if count != 1 else ''})"
        text = f"glob `{_cap(str(args.get('pattern', '')), 60)}`{found}"
    elif name == "ls":
        files.flag(path, "listed")
        text = f"listed {path or '.'}"
    elif name == "bash":
        command = _cap(str(args.get("command", "")), 80)
        if meta.get("timed_out"):
            status = " (timed out)"
        elif meta.get("exit_code") is not None:
            status = f" (exit {meta['exit_code']})"
        else:
            status = ""
        last = _last_output_line(result)
        if last:
            status = f"{status[:-1]}; last line: {last})" if status else f" (last line: {last})"
        text = f"ran `{command}`{status}"
    elif name == "write":
        files.flag(path, "written")
        text = f"wrote {path}"
    elif name == "edit":
        files.flag(path, "edited")
        text = f"edited {path}"
    else:
        text = f"{name} {_cap(json.dumps(args, ensure_ascii=False, sort_keys=True), 60)}"
    if result is None:
        text += " (no result: interrupted)"
    elif result.is_error and not (name == "bash" and meta.get("exit_code") is not None):
        first = next((ln for ln in result.visible_content.splitlines() if ln.strip()), "")
        text += f" (failed: {_cap(first, 80)})"
    return text


def _last_output_line(result: ToolResultPart | None) -> str:
    """A command's last line of output (pytest's tally, a traceback's error), not our notes."""
    if result is None or result.pruned_at is not None:
        return ""
    for line in reversed(result.content.splitlines()):
        line = line.strip()
        if line and not line.startswith(("exit code:", "(Background", "stderr:")):
            return _cap(line, 80)
    return ""


def _last_answer(turn: _Turn) -> str:
    """The first paragraph of the turn's last reply (code fences and our disclaimer left out)."""
    for m in reversed(turn.messages):
        if m.role != "assistant" or not m.text.strip():
            continue
        paragraph: list[str] = []
        for line in m.text.strip().splitlines():
            line = line.strip()
            if not line:
                if paragraph:
                    break
                continue
            if not line.startswith(("```", "_(")):
                paragraph.append(line)
        return _cap(" ".join(paragraph), ANSWER_CHARS)
    return ""


def _unfinished(turn: _Turn) -> str | None:
    """Why the turn did not finish, or None when its last message is an end_turn answer."""
    last = turn.messages[-1]
    if last.role == "assistant":
        reason = last.finish_reason or "unknown"
        return None if reason == DONE_FINISH else f"stopped with {reason}"
    if last.role == "tool":
        if any((r.metadata or {}).get("interrupted") for r in last.tool_results):
            return "interrupted during tool calls"
        return "stopped after tool results, before the model answered (step limit or interruption)"
    return "not answered yet"


def _constraints(text: str) -> list[str]:
    prose = FENCED.sub("\n", text)
    out = []
    for line in prose.splitlines():
        for sentence in re.split(r"(?<=[.!?])\s+", line.strip()):
            sentence = sentence.strip()
            if sentence and CONSTRAINT_WORDS.search(sentence):
                if len(sentence) > CONSTRAINT_CHARS:
                    sentence = sentence[: CONSTRAINT_CHARS - 1] + "…"
                out.append(f'"{sentence}"')
    return out


def _extract(messages: list[Message]) -> tuple[_Sections, list[str]]:
    turns, summaries = _turns(messages)
    results = _results_by_call(messages)
    files = _Files()
    s = _Sections()
    failures: list[str] = []
    for number, turn in enumerate(turns):
        actions = []
        for m in turn.messages:
            for call in m.tool_calls:
                actions.append(_describe(call, results.get(call.id), files))
        phrase = f'"{_request_line(turn.request)}"'
        if actions:
            more = len(actions) - MAX_ACTIONS
            phrase += ": " + ", ".join(actions[:MAX_ACTIONS])
            if more > 0:
                phrase += f", +{more} more tool calls"
        answer = _last_answer(turn)
        stopped = _unfinished(turn)
        if stopped:
            phrase += f" ({stopped})"
        elif answer:
            phrase += f"; answered: {answer}"
        s.done.append(phrase)
        s.constraints.extend(_constraints(turn.request))
        if number == len(turns) - 1:
            failures = [a for a in actions if "(failed" in a or re.search(r"\(exit [^0]", a)]
            request = _request_line(turn.request)
            if stopped:
                detail = f"; last reply: {answer}" if answer else ""
                # in full: the agent continues this request from the summary alone
                full = _cap(turn.request, PENDING_REQUEST_CHARS) if turn.request else request
                s.progress.append(f'Unfinished: "{full}" ({stopped}){detail}')
                s.next.append(f'Finish the interrupted request: "{request}"')
            s.next.extend(f"Look into {a}" for a in failures)
            if not stopped and not failures:
                s.next.append(
                    f'Wait for the user\'s next request; the last one ("{request}") was answered'
                )
    s.files = files.bullets()
    return s, summaries


# Parsing and merging a previous summary -------------------------------------------------------


def parse_summary(text: str) -> _Sections:
    """The five sections of a summary (this module's or an LLM's with the same headings).

    Text under unknown headings or before any heading is kept under "What was done", so merging
    never silently drops what an earlier summary said.
    """
    s = _Sections()
    key = "done"
    prefix = ""
    items: list[str] | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(HEADER.split("(")[0].strip()):
            items = None
            continue
        heading = re.match(r"^#{1,6}\s*(.+?)\s*:?\s*$", line)
        if heading:
            title = heading.group(1).strip().strip("*").strip()
            known = SECTION_KEYS.get(title.lower())
            key, prefix = (known, "") if known else ("done", f"{title}: ")
            items = None
            continue
        bullet = re.match(r"^(?:[-*+]|\d+[.)])\s+(.*)$", line)
        target: list[str] = getattr(s, key)
        if bullet or items is None:
            content = bullet.group(1).strip() if bullet else line
            omitted = OMITTED.match(content)
            if omitted:
                s.omitted[key] = s.omitted.get(key, 0) + int(omitted.group(1))
                items = None
                continue
            if content.lower().rstrip(".") in PLACEHOLDERS:
                items = None
                continue
            target.append(prefix + content)
            items = target
        else:  # a continuation line of the previous bullet
            items[-1] = f"{items[-1]} {line}"
    return s


def _merge_files(previous: list[str], new: list[str]) -> tuple[list[str], int]:
    """Union by path (previous first), keeping the most referenced when over the cap."""
    merged: dict[str, _FileRefs] = {}
    for bullet in previous + new:
        path, refs = _FileRefs.parse(bullet)
        merged.setdefault(path, _FileRefs()).merge(refs)
    order = list(merged)
    if len(order) > MAX_FILES:
        keep = set(sorted(order, key=lambda p: -merged[p].count)[:MAX_FILES])
        order = [p for p in order if p in keep]
    return [merged[p].render(p) for p in order], len(merged) - len(order)


def _merge_list(previous: list[str], new: list[str], cap: int) -> tuple[list[str], int]:
    """Previous first, exact duplicates dropped; over the cap the oldest go."""
    out = list(dict.fromkeys([*previous, *new]))
    dropped = max(len(out) - cap, 0)
    return out[dropped:], dropped


def _merge(previous: _Sections, new: _Sections) -> _Sections:
    merged = _Sections()
    for key, cap in (("done", MAX_DONE), ("constraints", MAX_CONSTRAINTS)):
        items, dropped = _merge_list(getattr(previous, key), getattr(new, key), cap)
        setattr(merged, key, items)
        merged.omitted[key] = previous.omitted.get(key, 0) + new.omitted.get(key, 0) + dropped
    merged.files, dropped = _merge_files(previous.files, new.files)
    merged.omitted["files"] = (
        previous.omitted.get("files", 0) + new.omitted.get("files", 0) + dropped
    )
    # In progress and next steps describe the latest state, which the newer messages decide.
    merged.progress = new.progress
    merged.next = new.next
    return merged


def _render(s: _Sections) -> str:
    def section(title: str, key: str, items: list[str], empty: str) -> str:
        lines = [f"## {title}"]
        if s.omitted.get(key):
            lines.append(f"- … {s.omitted[key]} earlier items omitted")
        lines += [f"- {item}" for item in items] or [f"- {empty}"]
        return "\n".join(lines)

    return "\n\n".join(
        [
            HEADER,
            section("What was done", "done", s.done, "nothing yet"),
            section("In progress", "progress", s.progress[:MAX_STEPS], "nothing pending"),
            section("Files involved", "files", s.files[:MAX_FILES], "none"),
            section("Next steps", "next", s.next[:MAX_STEPS], "none"),
            section("User constraints", "constraints", s.constraints, "none stated"),
        ]
    )


def offline_summary(
    messages: list[Message], previous_summary: str | None, instructions: str = ""
) -> str:
    """A deterministic, extractive summary in the five sections, merged with ``previous_summary``.

    Built from what the tools did and what the user asked, never invented. ``instructions`` are
    for an LLM summarizer; they are recorded here (as the last next step) so they are not lost.
    """
    new, embedded = _extract(messages)
    if instructions.strip():
        new.next.append(f"Compaction instructions: {_cap(instructions, REQUEST_CHARS)}")
    merged = _Sections()
    for text in [*([previous_summary] if previous_summary else []), *embedded]:
        merged = _merge(merged, parse_summary(text))
    return _render(_merge(merged, new))


# ---------------------------------------------------------------------------------------------
# The strategy


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """Summarise everything before the verbatim tail into one summary message, when due.

    Returns ``[summary relabelled user, *tail]``: exactly what ``history_from_summary`` assembles
    from the store once the reported ``created`` summary is saved and ``summary_message_id``
    points at it.
    """
    settings = validate_settings(ctx.settings)
    counter = ctx.counter
    before = counter.messages(messages)
    report = StrategyReport(strategy=NAME, tokens_before=before, tokens_after=before)
    report.before, report.after = list(messages), list(messages)
    if not should_compact(ctx):
        return list(messages), report
    previous = messages[0] if messages and messages[0].is_summary else None
    first = 1 if previous else 0
    start = choose_tail(messages, settings["keep_recent_tokens"], counter)
    to_summarise, tail = messages[first:start], messages[start:]
    if not to_summarise:
        report.note = "nothing to summarise since the last summary"
        return list(messages), report

    instructions = settings["instructions"]
    summarizer = ctx.summarize or offline_summary
    text = summarizer(to_summarise, previous.text if previous else None, instructions)
    if isinstance(text, Message):
        text = text.text
    if not isinstance(text, str) or not text.strip():
        raise CtxMagicError(
            "the summarizer returned no summary, so the history was left as it was; "
            "check the summarizer's provider and model (`%ctx strategy`)"
        )
    replaced = [m.id for m in messages[:start]]
    summary = Message(
        role="assistant",
        session_id=ctx.session_id,
        parts=[
            TextPart(text),
            CompactionPart(
                auto=not ctx.force,
                overflow=ctx.overflow,
                replaced_message_ids=replaced,
                tokens_before=before,
                kept_from_id=tail[0].id if tail else None,
            ),
        ],
        metadata={"instructions": instructions} if instructions else {},
    )
    out = [summary.copy(role="user"), *tail]

    where = positions(messages)
    for m in messages[:start]:
        for i, p in enumerate(m.parts):
            if sendable(p) and not isinstance(p, CompactionPart):
                c = change(m, i, "summarised", counter.part(p), 0)
                c.position = where.get((m.id, i))
                report.changes.append(c)
    report.created = [summary]
    report.tokens_after = counter.messages(out)
    report.note = "overflow" if ctx.overflow else "manual" if ctx.force else "auto"
    report.before, report.after = list(messages), out
    return out, report
