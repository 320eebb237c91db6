"""Replay (the seed's "run mode"): every request rebuilt as ONE user message holding the transcript.

The hardest intervention of all (DESIGN 2.6): the request shares no prefix with the previous one
beyond the system prompt and tools, so nothing of the history is ever read from the prompt cache.
The transcript is plain tagged text a model reads easily (``transcripts.py`` holds the format).
"""

from __future__ import annotations

from typing import Any

from ..parts import Message, TextPart
from ..transcripts import render_part, render_transcript
from .params import Param, check_params
from .strategy import StrategyContext, StrategyReport, change

NAME = "replay"
PARAMS: tuple[Param, ...] = ()
DEFAULTS: dict[str, Any] = {}


def apply(messages: list[Message], ctx: StrategyContext) -> tuple[list[Message], StrategyReport]:
    """One user message holding the transcript; every input part is reported as replayed, with
    the tokens its rendering takes in the transcript."""
    check_params(NAME, PARAMS, ctx.settings)
    counter = ctx.counter
    transcript = render_transcript(messages)
    out = [Message(role="user", parts=[TextPart(transcript)], session_id=ctx.session_id)]
    report = StrategyReport(strategy=NAME)
    for message in messages:
        for index, part in enumerate(message.parts):
            rendered = render_part(part)
            after = counter.text(rendered) if rendered is not None else 0
            report.changes.append(change(message, index, "replayed", counter.part(part), after))
    report.note = f"{len(messages)} message(s) replayed as one user message"
    return out, report
