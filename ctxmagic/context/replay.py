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
from ..transcripts import render_part, render_transcript
from .params import Param, check_params
from .strategy import StrategyContext, StrategyReport, change

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


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """One user message holding the transcript; every input part is reported as replayed, with
    the tokens its rendering takes in the transcript."""
    check_params(NAME, PARAMS, ctx.settings)
    counter = ctx.counter
    transcript = render_transcript(messages)
    out = [Message(role="user", parts=[TextPart(transcript)], session_id=ctx.session_id)]
    report = StrategyReport(strategy=NAME)
    for message in messages:
        after = message.derived(("replayed", counter.tokenizer, counter.factor), _rendered(counter))
        for index, (part, tokens) in enumerate(zip(message.parts, after, strict=True)):
            report.changes.append(change(message, index, "replayed", counter.part(part), tokens))
    report.note = f"{len(messages)} message(s) replayed as one user message"
    return out, report
