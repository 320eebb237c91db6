"""Replay (the seed's "run mode"): every request rebuilt as ONE user message holding the transcript.

The hardest intervention of all (DESIGN 2.6): the request shares no prefix with the previous one
beyond the system prompt and tools, so nothing of the history is ever read from the prompt cache.
The transcript is plain tagged text a model reads easily (``transcripts.py`` holds the format).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..parts import Message, TextPart
from ..tokens import TokenCounter
from ..transcripts import render_message, render_part, render_transcript, transcript_ends
from .params import Param, check_params
from .strategy import PartChange, StrategyContext, StrategyReport, change

NAME = "replay"
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


def transcript_tokens(messages: list[Message], counter: TokenCounter) -> int:
    """The vocabulary count of ``render_transcript(messages)``, from counts the messages keep.

    Every message block starts a line with "<", and so does the closing tag: no pre-token spans
    a line end followed by "<" (``tokens.TAG_LINE``), so the transcript counts exactly as its
    head, each block with its blank line, and its tail; a request counts only its new blocks.
    """
    key, count = ("transcript tokens", counter.tokenizer), _block_tokens(counter)
    head, tail = transcript_ends()
    return counter.raw(head) + sum(m.derived(key, count) for m in messages) + counter.raw(tail)


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """One user message holding the transcript; every input part is reported as replayed, with
    the tokens its rendering takes in the transcript."""
    check_params(NAME, PARAMS, ctx.settings)
    counter = ctx.counter
    transcript = render_transcript(messages)
    message = Message(role="user", parts=[TextPart(transcript)], session_id=ctx.session_id)
    raw = transcript_tokens(messages, counter)
    message.tokens = {"tokenizer": counter.tokenizer, "parts": [raw]}
    counter.remember(transcript, raw)  # the request's own count of this text (billing) is free
    report = StrategyReport(strategy=NAME)
    key, changes = ("replayed", counter.tokenizer, counter.factor), _changes(counter)
    for m in messages:  # each message's changes are kept on it: requests share them
        report.changes += m.derived(key, changes)
    report.note = f"{len(messages)} message(s) replayed as one user message"
    return [message], report
