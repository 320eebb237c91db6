"""Replay (the seed's "run mode"): every request rebuilt as ONE user message holding the transcript.

The hardest intervention of all (DESIGN 2.6): the request shares no prefix with the previous one
beyond the system prompt and tools, so nothing of the history is ever read from the prompt cache.
The transcript is plain tagged text a model reads easily (``messages/transcripts.py`` holds the format).

A transcript over the tokens a provider refuses unread (``StrategyContext.refused_over``: the
strategy lab's provider, never a real one) is not rendered: the request carries a short stand-in
with the transcript's exact token count, which is all a refused request is measured by. Its
report is the same; a long session replayed under this strategy past the window would otherwise
build a new copy of the whole session's text at every request.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from typing import Any

from ..messages.folds import Running, value_mark, value_rewind
from ..messages.parts import Message, TextPart
from ..messages.transcripts import render_message, render_part, transcript_ends
from ..model.tokens import TokenCounter
from .params import Param, check_params
from .strategy import ChangesSoFar, PartChange, StrategyContext, StrategyReport, change

NAME = "replay"
UNREAD = "unread_transcript_tokens"  # metadata of a stand-in: the transcript's raw count
UNREAD_BYTES = "unread_transcript_bytes"  # and the bytes its text takes in a JSON body
_UNREAD = secrets.token_hex(12)  # in each stand-in, so no real text is counted as one
PARAMS: tuple[Param, ...] = ()
DEFAULTS: dict[str, Any] = {}


def _rendered(counter: TokenCounter) -> Callable[[Message], list[int]]:
    """Tokens each part of a message takes in the transcript (kept on the message)."""

    def count(message: Message) -> list[int]:
        return [
            counter.text(rendered) if (rendered := render_part(p)) is not None else 0
            for p in message.parts
        ]

    return count


def _changes(counter: TokenCounter) -> Callable[[Message], list[PartChange]]:
    """Each part of a message as replayed: its tokens before and in the transcript."""

    def changes(message: Message) -> list[PartChange]:
        after = _rendered(counter)(message)
        before = counter.parts(message)
        return [
            change(message, index, "replayed", tokens, rendered)
            for index, (tokens, rendered) in enumerate(zip(before, after, strict=True))
        ]

    return changes


def _block_tokens(counter: TokenCounter) -> Callable[[Message], int]:
    """Vocabulary tokens of a message's block in the transcript, with the blank line after it."""

    def count(message: Message) -> int:
        return counter.raw(message.derived("transcript", render_message) + "\n\n")

    return count


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """One user message holding the transcript; every input part is reported as replayed, with
    the tokens its rendering takes in the transcript."""
    check_params(NAME, PARAMS, ctx.settings)
    counter = ctx.counter
    blocks, raw, changes = _fold(counter).over(messages)
    head, tail = transcript_ends()
    raw += counter.raw(head) + counter.raw(tail)  # transcript_tokens(messages, counter)
    metadata: dict[str, Any] = {}
    if ctx.refused_over and counter.scale(raw) > ctx.refused_over:
        # refused unread: a stand-in no other text equals, counted as the transcript is
        transcript = f"[replayed transcript of {raw} tokens, not rendered: {_UNREAD}]"
        metadata[UNREAD] = raw
        metadata[UNREAD_BYTES] = _BYTES.over(messages) + json_bytes(head) + json_bytes(tail)
    else:
        transcript = "".join([head, *blocks, tail])  # render_transcript(messages), in one copy
    message = Message(
        role="user", parts=[TextPart(transcript)], session_id=ctx.session_id, metadata=metadata
    )
    message.tokens = {"tokenizer": counter.tokenizer, "parts": [raw]}
    counter.remember(transcript, raw)  # the request's own count of this text (billing) is free
    report = StrategyReport(strategy=NAME, changes=ChangesSoFar(changes))  # type: ignore[arg-type]
    report.note = f"{len(messages)} message(s) replayed as one user message"
    return [message], report


# One fold per vocabulary and factor: consecutive requests replay the same messages and a few
# more, so each request renders, counts and reports only the messages it adds. The count is
# exact: every message block starts a line with "<", and so does the closing tag, and no
# pre-token spans a line end followed by "<" (``tokens.TAG_LINE``), so the transcript counts as
# its head, each block with its blank line, and its tail.
_FOLDS: dict[tuple[str, float], Running[tuple[list[str], int, list[PartChange]], Message]] = {}


def json_bytes(text: str) -> int:
    """The bytes ``text`` takes as a JSON string in a request body (UTF-8, quotes left out);
    JSON escapes character by character, so a transcript's is the sum of its pieces'."""
    return len(json.dumps(text, ensure_ascii=False).encode()) - 2


def _add_bytes(total: int, message: Message) -> int:
    rendered = message.derived("transcript", render_message) + "\n\n"
    return total + message.derived("transcript json bytes", lambda m: json_bytes(rendered))


# the JSON bytes of the transcript's message blocks, for a stand-in's request to be sized as the
# transcript's would be (the lab counts what a request sends)
_BYTES: Running[int, Message] = Running(lambda: 0, _add_bytes, mark=value_mark, rewind=value_rewind)


def _mark(state: tuple[list[str], int, list[PartChange]]) -> tuple[int, int, int]:
    blocks, raw, done = state
    return len(blocks), raw, len(done)


def _rewind(
    state: tuple[list[str], int, list[PartChange]], mark: tuple[int, int, int]
) -> tuple[list[str], int, list[PartChange]]:
    blocks, _, done = state
    del blocks[mark[0] :]
    return blocks, mark[1], done[: mark[2]]  # a new list: reports hold the old one


def _fold(counter: TokenCounter) -> Running[tuple[list[str], int, list[PartChange]], Message]:
    key = (counter.tokenizer, counter.factor)
    fold = _FOLDS.get(key)
    if fold is None:
        tokens_key, count = ("transcript tokens", counter.tokenizer), _block_tokens(counter)
        changes_key, changes = ("replayed", counter.tokenizer, counter.factor), _changes(counter)

        def step(
            state: tuple[list[str], int, list[PartChange]], message: Message
        ) -> tuple[list[str], int, list[PartChange]]:
            blocks, raw, done = state
            blocks.append(message.derived("transcript", render_message) + "\n\n")
            done += message.derived(changes_key, changes)
            return blocks, raw + message.derived(tokens_key, count), done

        fold = _FOLDS[key] = Running(lambda: ([], 0, []), step, mark=_mark, rewind=_rewind)
    return fold
