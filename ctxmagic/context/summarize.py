"""Summary compaction: replace the history before a verbatim recent tail with one summary message.

opencode's design (a dedicated summarizer with its own prompt and no tools; the summary stored as an
assistant message in the same session, ``summary_message_id`` pointing at it, assembly cutting there)
with the fixes the design brief asks for: a second compaction starts from the previous summary and
merges it instead of re-sending the session from its start; a recent tail can be kept verbatim, cut
only at user-turn boundaries so a tool call is never separated from its result; and an offline,
extractive summarizer so the whole mechanism runs with no model at all (the offline provider
answers a summary request itself).

Compaction is two pure steps around one request the agent sends: ``plan`` decides whether it is
due and what to summarise; ``summary_request`` is what the summarizer is asked; ``compact`` builds
the summary message from its answer. The agent stores the summary the report lists as ``created``
and moves ``summary_message_id`` to it. Compaction runs before the other strategies shape a
request, so the summarizer sees the history as stored, not a request's truncated or windowed view.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..errors import ConfigError, CtxMagicError
from ..messages.parts import (
    CompactionPart,
    ImagePart,
    Message,
    ServerCompactionPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    is_turn_start,
)
from ..model.request import SUMMARY_SECTIONS as SECTIONS
from ..model.request import Prepared, SummaryTask, SystemBlock
from ..model.tokens import TokenCounter
from . import carryover
from .params import Param, check_params, tokens
from .strategy import StrategyContext, StrategyReport, change, finish_report, positions, sendable

NAME = "summarize"
PARAMS = (
    # opencode Go compacts at 95% of the window
    Param("threshold", 0.95, "compact at this share of the window", low=0, high=1, low_open=True),
    tokens(
        "reserve_tokens",
        0,
        "> 0: compact at window - reserve_tokens instead (pi: 16384; claude-code: 13000 below "
        "its effective window)",
    ),
    tokens(
        "reserve_output",
        0,
        "> 0: the line also leaves min(reply budget, reserve_output) for the reply (opencode: "
        "32000, claude-code: 20000)",
    ),
    tokens(
        "buffer_tokens",
        0,
        "> 0: compact buffer_tokens further below the reserves (an auto-compact buffer)",
    ),
    tokens(
        "limit_tokens",
        0,
        "> 0: compact at this many tokens, whatever the window (Codex's "
        "model_auto_compact_token_limit)",
    ),
    tokens("keep_recent_tokens", 0, "verbatim recent tail kept (pi: 20000); 0 keeps none"),
    Param(
        "keep_recent_share",
        0.0,
        "> 0: the tail budget is this share of the compaction line, clamped to "
        "keep_recent_min..keep_recent_tokens (opencode: 0.25)",
        low=0,
        high=1,
    ),
    tokens("keep_recent_min", 0, "the least tail budget keep_recent_share gives (opencode: 2000)"),
    tokens("keep_turns", 0, "at most this many user turns in the tail; 0: any (opencode: 2)"),
    Param(
        "cut",
        "turn",
        "where the tail may start: turn (a user prompt) or message (also an assistant message, "
        "never between a tool call and its result; pi, opencode)",
        choices=("turn", "message"),
    ),
    tokens(
        "keep_user_tokens",
        0,
        "the newest user prompts re-sent before the summary, up to this many tokens (codex: 20000)",
    ),
    tokens(
        "reinject_files",
        0,
        "the most recently read files re-sent after the summary, at most this many (claude-code: 5)",
    ),
    tokens("reinject_file_tokens", 5000, "each re-sent file cut to this many tokens"),
    tokens("reinject_tokens", 50000, "the re-sent files together at most this many tokens"),
    Param("provider", "", "the summarizer's provider; empty: the session's own"),
    Param("model", "", "the summarizer's model; empty: the provider's default or the session's"),
    Param("prompt", "", "the summarizer's system prompt; empty: SUMMARY_PROMPT"),
)
DEFAULTS: dict[str, Any] = {p.name: p.default for p in PARAMS}

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

DONE_FINISH = "end_turn"


# ---------------------------------------------------------------------------------------------
# Settings and the trigger


def validate_settings(settings: Mapping[str, Any] | None) -> dict[str, Any]:
    """The defaults overlaid with ``settings``, checked; ConfigError names the parameter."""
    return check_params(NAME, PARAMS, settings)


def threshold_tokens(
    window: int, settings: Mapping[str, Any] | None = None, reply_tokens: int = 0
) -> int:
    """The context size at which compaction fires, the first of these that is set:
    ``limit_tokens`` (an absolute line, Codex's ``model_auto_compact_token_limit``);
    ``window - reserve_tokens - buffer_tokens - min(reply_tokens, reserve_output)`` when a reserve
    or buffer is set (pi: ``window - 16384``; opencode: the window less its reply budget capped at
    32,000; Claude Code: the window less its reply budget capped at 20,000, less 13,000); else
    ``floor(threshold * window)`` (opencode Go's 95%). ``reply_tokens`` is the reply budget the
    session's requests ask for (``Agent.max_tokens``)."""
    s = validate_settings(settings)
    if s["limit_tokens"] > 0:
        if s["limit_tokens"] > window:
            raise ConfigError(
                f"summarize limit_tokens {s['limit_tokens']:,} is beyond the {window:,}-token "
                f"context window; use a line of {window:,} tokens or less"
            )
        return s["limit_tokens"]
    regions = _reserves(s, reply_tokens)
    if regions or s["reserve_output"] > 0:
        room = sum(tokens for _, _, tokens in regions)
        if room >= window:
            reply = min(max(reply_tokens, 0), s["reserve_output"])
            named = [f"{n} {s[n]:,}" for n in ("reserve_tokens", "buffer_tokens") if s[n]]
            if reply:
                named.append(f"the reply budget {reply:,} (reserve_output)")
            verb = "leave" if len(named) > 1 else "leaves"
            raise ConfigError(
                f"summarize {' + '.join(named)} {verb} nothing of the {window:,}-token context "
                f"window; use a reserve below {window:,}"
            )
        return window - room
    # Fraction(repr(...)) so 0.29 x 100 is 29, not 28.999...
    return math.floor(Fraction(repr(s["threshold"])) * window)


def _reserves(s: Mapping[str, Any], reply_tokens: int) -> list[tuple[str, str, int]]:
    """The reserves a reserve-set line leaves below the window's end, none of them zero, as
    (region, short name, tokens): what the context table and the line's definition call them."""
    named = [
        ("reserve", "reserve", s["reserve_tokens"]),
        ("reply reserve", "reply", min(max(reply_tokens, 0), s["reserve_output"])),
        ("auto-compact buffer", "buffer", s["buffer_tokens"]),
    ]
    return [(region, short, tokens) for region, short, tokens in named if tokens]


def line_regions(
    window: int, settings: Mapping[str, Any] | None = None, reply_tokens: int = 0
) -> list[tuple[str, int]]:
    """What lies between the compaction line and the window's end, as (name, tokens): the
    reserves and the buffer when the line is set by them, else the rest of the window."""
    s = validate_settings(settings)
    line = threshold_tokens(window, s, reply_tokens)
    if s["limit_tokens"] <= 0 and (regions := _reserves(s, reply_tokens)):
        return [(region, tokens) for region, _, tokens in regions]
    return [("auto-compact buffer", window - line)] if window > line else []


def line_definition(
    window: int, settings: Mapping[str, Any] | None = None, reply_tokens: int = 0
) -> str:
    """The compaction line in words and figures, as the meter's tooltip and text say it."""
    s = validate_settings(settings)
    line = threshold_tokens(window, s, reply_tokens)
    if s["limit_tokens"] > 0:
        return f"{line:,} tokens, an absolute line (summarize.limit_tokens)"
    if regions := _reserves(s, reply_tokens):
        parts = [f"window {window:,}", *(f"{short} {tokens:,}" for _, short, tokens in regions)]
        return f"{line:,} tokens = {' - '.join(parts)}"
    if s["reserve_output"] > 0:
        return f"{line:,} tokens = the window (no reply budget to reserve)"
    return f"{line:,} tokens = {float(s['threshold']):.0%} of the {window:,}-token window"


def should_compact(ctx: StrategyContext) -> bool:
    """Forced, overflowing, or the meter's figure at or over the line."""
    if ctx.force or ctx.overflow:
        return True
    return ctx.context_tokens >= threshold_tokens(ctx.window, ctx.settings, ctx.reply_tokens)


def tail_budget(settings: Mapping[str, Any] | None, line: int) -> int:
    """Tokens the verbatim tail may hold: ``keep_recent_tokens``, or with ``keep_recent_share``
    that share of the compaction ``line`` clamped to ``keep_recent_min..keep_recent_tokens``
    (opencode: 25% of its usable window, 2,000 to 8,000)."""
    s = validate_settings(settings)
    if s["keep_recent_share"] <= 0:
        return s["keep_recent_tokens"]
    share = math.floor(Fraction(repr(s["keep_recent_share"])) * max(line, 0))
    return min(s["keep_recent_tokens"], max(s["keep_recent_min"], share))


# ---------------------------------------------------------------------------------------------
# Where the verbatim tail starts


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
    messages: list[Message],
    keep_recent_tokens: int,
    counter: TokenCounter,
    *,
    earliest: int = 0,
    cut: str = "turn",
    keep_turns: int = 0,
) -> int:
    """Index where the verbatim recent tail starts; ``len(messages)`` for no tail.

    The tail is the longest suffix that starts at a cut point, never between a tool call and
    its result, and fits ``keep_recent_tokens``. Cut points are user-turn starts, and with
    ``cut="message"`` assistant messages too (pi's rule, and opencode's split of a turn too big
    for the budget). ``keep_turns`` > 0 keeps the tail within that many of the newest turns
    (opencode: 2). Something is always left to summarise: when the whole history fits, only
    the last turn is kept (the compaction was asked for, so it must free something); when no
    cut point leaves an earlier message, no tail. ``earliest`` is the lowest index the tail
    may start at.
    """
    n = len(messages)
    if keep_recent_tokens <= 0 or n == 0:
        return n
    first = 1 if messages[0].is_summary else 0  # a previous summary is merged, not summarised
    splits = split_points(messages)
    starts = [i for i in range(first, n) if is_turn_start(messages[i])]
    lowest = max(first + 1, earliest)
    if keep_turns > 0 and len(starts) >= keep_turns:
        lowest = max(lowest, starts[-keep_turns])

    def allowed(i: int) -> bool:
        m = messages[i]
        return not splits[i] and (is_turn_start(m) or (cut == "message" and m.role == "assistant"))

    boundaries = [i for i in range(lowest, n) if allowed(i)]
    if not boundaries:
        return n
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + counter.message(messages[i])
    if suffix[first] <= keep_recent_tokens:  # the last turn, or the last keep_turns turns
        turns = [i for i in boundaries if is_turn_start(messages[i])] or boundaries
        return turns[0] if keep_turns > 0 else turns[-1]
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
            elif isinstance(p, ServerCompactionPart):  # the provider's summary of what came before
                lines.append(
                    f"[summary by the provider's compaction]\n{p.summary or '(encrypted)'}"
                )
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
# The strategy


@dataclass
class Compaction:
    """A compaction that is due: what to summarise, the previous summary to merge, the tail kept."""

    messages: list[Message]  # the history it applies to (a previous summary first, if any)
    previous: Message | None  # the previous summary, merged rather than summarised again
    to_summarise: list[Message]
    tail: list[Message]  # kept verbatim after the new summary
    auto: bool = True
    overflow: bool = False
    instructions: str = ""

    @property
    def task(self) -> SummaryTask:
        previous = carryover.summary_text(self.previous) if self.previous else None
        return SummaryTask(list(self.to_summarise), previous, self.instructions)


def plan(
    messages: list[Message], ctx: StrategyContext, instructions: str = ""
) -> Compaction | None:
    """The compaction due on ``messages``, or None (below the line, or nothing to summarise)."""
    settings = validate_settings(ctx.settings)
    if not should_compact(ctx):
        return None
    previous = messages[0] if messages and messages[0].is_summary else None
    first = 1 if previous else 0
    start = choose_tail(
        messages,
        tail_budget(settings, line_or_window(ctx.window, settings, ctx.reply_tokens)),
        ctx.counter,
        cut=settings["cut"],
        keep_turns=settings["keep_turns"],
    )
    if not messages[first:start]:
        return None
    return Compaction(
        messages=list(messages),
        previous=previous,
        to_summarise=messages[first:start],
        tail=messages[start:],
        auto=not ctx.force,
        overflow=ctx.overflow,
        instructions=instructions,
    )


def line_or_window(window: int, settings: Mapping[str, Any] | None, reply_tokens: int) -> int:
    """``threshold_tokens``, or the window itself when the reserve cannot apply (a compaction
    asked for by hand under a window the reserve does not fit): what a tail budget is a share of."""
    try:
        return threshold_tokens(window, settings, reply_tokens)
    except ConfigError:
        return window


def summary_request(
    compaction: Compaction,
    settings: Mapping[str, Any] | None = None,
    *,
    messages: list[Message] | None = None,
    previous: str | None = None,
    last: bool = True,
) -> Prepared:
    """What the summarizer is sent: its prompt, no tools, one user message with the transcript
    (of ``messages``, one part of a compaction summarised in several requests, merged with
    ``previous``: the summary so far; by default the whole compaction in one)."""
    prompt = validate_settings(settings)["prompt"] or SUMMARY_PROMPT
    task = compaction.task
    if messages is not None:
        task = SummaryTask(messages, previous, task.instructions if last else "")
    return Prepared(
        system=[SystemBlock(prompt, "summary prompt")],
        tools=[],
        messages=summary_input(task.messages, task.previous, task.instructions),
    )


def prompt_tokens(settings: Mapping[str, Any] | None, counter: TokenCounter) -> int:
    """The summarizer's system prompt, in tokens."""
    return counter.text(validate_settings(settings)["prompt"] or SUMMARY_PROMPT)


@dataclass
class Parts:
    """A compaction's messages split into the requests that each fit the summarizer's window."""

    chunks: list[list[Message]]  # summarised in order, each merged into the summary so far
    cut: int = 0  # messages too large for the window on their own, cut to fit

    def note(self, window: int) -> str:
        """What the summary part says about how it was made ("" for one plain request)."""
        notes = []
        if len(self.chunks) > 1:
            notes.append(
                f"summarised in {len(self.chunks)} requests: the transcript did not fit the "
                f"summarizer's {window:,}-token window in one"
            )
        if self.cut:
            notes.append(
                f"{self.cut} message(s) larger than that window on their own were cut to fit"
            )
        return "; ".join(notes)


def fit(messages: list[Message], counter: TokenCounter, first: int, rest: int) -> Parts:
    """``messages`` in runs whose transcript fits ``first`` tokens (the first request, beside
    the previous summary) and ``rest`` (the later ones, beside the summary so far); a message
    larger than that alone is cut (its texts and results shortened, and the cut marked)."""
    chunks: list[list[Message]] = [[]]
    used, cut = 0, 0
    for message in messages:
        budget = first if len(chunks) == 1 else rest
        size = counter.text(render_transcript([message])) + 8
        if size > min(first, rest):
            message, size = _shortened(message, counter, min(first, rest) - 8), min(first, rest)
            cut += 1
        if used + size > budget and chunks[-1]:
            chunks.append([])
            used = 0
        chunks[-1].append(message)
        used += size
    return Parts([c for c in chunks if c], cut)


def _shortened(message: Message, counter: TokenCounter, budget: int) -> Message:
    """A copy of ``message`` whose transcript fits ``budget`` tokens: each text and result cut
    to the same share, the cut marked, until it fits."""
    size = counter.text(render_transcript([message]))
    copy = message.copy()
    share = max(budget, 1) / max(size, 1) * 0.9
    for _ in range(8):
        for part in copy.parts:
            if isinstance(part, TextPart):
                part.text = _keep(part.text, share)
            elif isinstance(part, ToolResultPart):
                part.content = _keep(part.content, share)
            elif isinstance(part, ToolCallPart):
                part.input = {"cut": _keep(json.dumps(part.input), share)}
        if counter.text(render_transcript([copy])) <= budget:
            break
        share = 0.5
    return copy


def _keep(text: str, share: float) -> str:
    keep = int(len(text) * share)
    if keep >= len(text):
        return text
    return f"{text[:keep]}\n[... {len(text) - keep:,} characters cut: this message alone is larger than the summarizer's window]"


def compact(
    compaction: Compaction, text: str, ctx: StrategyContext
) -> tuple[list[Message], StrategyReport]:
    """The history with everything before the tail replaced by one summary of ``text``.

    Returns ``[summary relabelled user, *tail]``: exactly what ``history_from_summary`` assembles
    from the store once the reported ``created`` summary is saved and ``summary_message_id``
    points at it.
    """
    if not isinstance(text, str) or not text.strip():
        raise CtxMagicError(
            "the summarizer returned no summary, so the history was left as it was; "
            "check the summarizer's provider and model (`%ctx strategy`)"
        )
    counter = ctx.counter
    settings = validate_settings(ctx.settings)
    messages, tail = compaction.messages, compaction.tail
    start = len(messages) - len(tail)
    prompts = carryover.recent_prompts(
        compaction.previous, compaction.to_summarise, settings["keep_user_tokens"], counter
    )
    files = carryover.recent_files(
        compaction.previous,
        compaction.to_summarise,
        tail,
        max_files=settings["reinject_files"],
        file_tokens=settings["reinject_file_tokens"],
        total_tokens=settings["reinject_tokens"],
        counter=counter,
    )
    texts, carried, reinjected = carryover.parts(prompts, text, files)
    summary = Message(
        role="assistant",
        session_id=ctx.session_id,
        parts=[
            *texts,
            CompactionPart(
                auto=compaction.auto,
                overflow=compaction.overflow,
                replaced_message_ids=[m.id for m in messages[:start]],
                tokens_before=counter.messages(messages),
                kept_from_id=tail[0].id if tail else None,
                carried_prompts=carried,
                reinjected=reinjected,
            ),
        ],
        metadata={"instructions": compaction.instructions} if compaction.instructions else {},
    )
    out = [summary.copy(role="user"), *tail]
    report = StrategyReport(strategy=NAME, created=[summary])
    where = positions(messages)
    for m in messages[:start]:
        for i, p in enumerate(m.parts):
            if sendable(p) and not isinstance(p, CompactionPart):
                c = change(m, i, "summarised", counter.part(p), 0)
                c.position = where.get((m.id, i))
                report.changes.append(c)
    report.note = "overflow" if compaction.overflow else "auto" if compaction.auto else "manual"
    return out, finish_report(report, messages, out, counter)
