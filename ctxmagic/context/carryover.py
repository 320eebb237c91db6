"""What a compaction carries over besides its summary and its verbatim tail.

Two agents re-send part of the past verbatim with the summary, instead of a recent tail:

* Codex (``codex-rs/core/src/compact.rs``, ``build_compacted_history``): the new history is the
  initial context, then the user's own messages, newest first while they fit
  ``COMPACT_USER_MESSAGE_MAX_TOKENS`` (20,000) tokens, the one that does not fit cut to what is
  left, in their original order, then the summary. Assistant messages and tool results go.
* Claude Code (community readings of its bundled ``compact.ts``: ``POST_COMPACT_MAX_FILES_TO_
  RESTORE`` 5, ``POST_COMPACT_MAX_TOKENS_PER_FILE`` 5,000, ``POST_COMPACT_TOKEN_BUDGET``
  50,000): after the summary, the most recently read files, each capped, within a budget, skipping
  files the kept messages show anyway. Claude Code reads them again from disk; here the latest
  ``view`` result of each is re-sent, which is what the model last saw and what a replay of the
  session can send again (the lab's workspace is not the session's).

Both are kept in the summary message itself, as text parts before (prompts) and after (files)
the summary text; ``CompactionPart.carried_prompts`` and ``reinjected`` say which parts they are,
so a second compaction finds what the first carried (Codex collects the prompts again, and a
previous summary's prompts count as older ones) and merges only the summary text.
"""

from __future__ import annotations

from ..messages.parts import (
    CompactionPart,
    Message,
    TextPart,
    ToolCallPart,
    is_turn_start,
)
from ..model.tokens import TokenCounter

VIEW_TOOL = "view"
FILE_HEADER = "Read again after the context was compacted: the latest view of {path}\n"


def marker(message: Message) -> CompactionPart | None:
    return next((p for p in message.parts if isinstance(p, CompactionPart)), None)


def _texts(message: Message) -> list[str]:
    return [p.text for p in message.parts if isinstance(p, TextPart)]


def carried(message: Message | None) -> tuple[list[str], list[tuple[str, str]]]:
    """The prompts and the (path, content) files a summary message carries."""
    mark = marker(message) if message is not None else None
    if message is None or mark is None:
        return [], []
    texts = _texts(message)
    prompts = texts[: mark.carried_prompts]
    tail = texts[len(texts) - len(mark.reinjected) :] if mark.reinjected else []
    files = []
    for path, text in zip(mark.reinjected, tail, strict=False):
        _, _, content = text.partition("\n")
        files.append((path, content))
    return prompts, files


def summary_text(message: Message) -> str:
    """The text of a summary message without what it carries (the summary to merge)."""
    mark = marker(message)
    texts = _texts(message)
    if mark is None:
        return "".join(texts)
    end = len(texts) - len(mark.reinjected)
    return "".join(texts[mark.carried_prompts : end])


def cut_to_tokens(text: str, budget: int, counter: TokenCounter) -> str:
    """``text`` within ``budget`` tokens: its start and its end with how much was cut between,
    as Codex's ``truncate_text`` keeps a message that does not fit."""
    if counter.text(text) <= budget:
        return text
    total = counter.text(text)
    note = "\n…{} tokens truncated…\n"
    lo, hi = 0, len(text) // 2
    best = 0
    while lo <= hi:  # the longest head and tail (the same length) that fit with the note
        mid = (lo + hi) // 2
        kept = text[:mid] + note.format(total) + text[len(text) - mid :] if mid else ""
        if counter.text(kept) <= budget:
            best, lo = mid, mid + 1
        else:
            hi = mid - 1
    if best == 0:
        return ""
    head, tail = text[:best], text[len(text) - best :]
    cut = total - counter.text(head) - counter.text(tail)
    return head + note.format(max(cut, 0)) + tail


def recent_prompts(
    previous: Message | None, messages: list[Message], budget: int, counter: TokenCounter
) -> list[str]:
    """Codex's carried user messages: the prompts of ``messages`` (after those ``previous``
    carried), newest first while they fit ``budget`` tokens, the first that does not fit cut
    to what is left; oldest first."""
    if budget <= 0:
        return []
    prompts = carried(previous)[0] + [m.text for m in messages if is_turn_start(m)]
    out: list[str] = []
    remaining = budget
    for text in reversed(prompts):
        if remaining <= 0:
            break
        size = counter.text(text)
        if size <= remaining:
            out.append(text)
            remaining -= size
            continue
        cut = cut_to_tokens(text, remaining, counter)
        if cut:
            out.append(cut)
        break
    return out[::-1]


def _head(text: str, budget: int, counter: TokenCounter) -> str:
    """The whole lines of ``text`` that fit ``budget`` tokens, and a note of what was left."""
    if counter.text(text) <= budget:
        return text
    lines = text.splitlines(keepends=True)
    note = "[... {:,} more lines not re-sent]\n"
    budget -= counter.text(note.format(len(lines)))
    kept: list[str] = []
    used = 0
    for line in lines:
        size = counter.text(line)
        if used + size > budget:
            break
        kept.append(line)
        used += size
    return "".join(kept) + note.format(len(lines) - len(kept))


def recent_files(
    previous: Message | None,
    messages: list[Message],
    kept: list[Message],
    *,
    max_files: int,
    file_tokens: int,
    total_tokens: int,
    counter: TokenCounter,
) -> list[tuple[str, str]]:
    """Claude Code's post-compaction files: the ``max_files`` most recently viewed files of
    ``messages`` (then those ``previous`` re-sent), each cut to ``file_tokens``, skipping a file
    that would take the total over ``total_tokens`` or that ``kept`` views anyway; newest
    first."""
    if max_files <= 0:
        return []
    shown = {path for path, _ in _views(kept)}
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    used = 0
    for path, content in [*_views(messages), *carried(previous)[1]]:
        if len(out) >= max_files:
            break
        if path in seen or path in shown:
            continue
        seen.add(path)
        text = _head(content, file_tokens, counter)
        size = counter.text(FILE_HEADER.format(path=path) + text)
        if used + size > total_tokens:
            continue
        used += size
        out.append((path, text))
    return out


def _views(messages: list[Message]) -> list[tuple[str, str]]:
    """(path, what the model saw) of every successful view result, newest first."""
    paths: dict[str, str] = {}
    for m in messages:
        for call in m.tool_calls:
            if isinstance(call, ToolCallPart) and call.name == VIEW_TOOL:
                path = call.input.get("path") if isinstance(call.input, dict) else None
                if isinstance(path, str) and path:
                    paths[call.id] = path
    out = []
    for m in reversed(messages):
        for result in reversed(m.tool_results):
            path = paths.get(result.tool_call_id)
            if path is None or result.is_error or result.pruned_at is not None:
                continue
            out.append((path, result.content))
    return out


def parts(
    prompts: list[str], summary: str, files: list[tuple[str, str]]
) -> tuple[list[TextPart], int, list[str]]:
    """The text parts of a summary message that carries ``prompts`` and ``files``."""
    texts = [TextPart(p) for p in prompts] + [TextPart(summary)]
    texts += [TextPart(FILE_HEADER.format(path=path) + content) for path, content in files]
    return texts, len(prompts), [path for path, _ in files]
