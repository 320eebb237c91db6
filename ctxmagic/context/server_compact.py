"""Compaction done by the provider's server: Anthropic's ``compact_20260112``, the Responses
API's ``context_management`` compaction, or its standalone ``/responses/compact`` endpoint.

A provider-side strategy (see ``clear_tool_uses.py``). When the prompt passes ``trigger`` the
server summarises the conversation and answers with a ``compaction`` block (Anthropic: its
readable summary; OpenAI: an encrypted item) before its reply; the agent stores the block, sends
it back verbatim on every later request as the APIs require, and no longer sends what came
before it (the server would ignore it). The compaction's own request is billed apart
(Anthropic: ``usage.iterations`` of type ``compaction``, which the top-level usage leaves out)
and shown as its own line, and the meter drops as for ctxmagic's own compaction.

``pause_after_compaction`` (Anthropic) makes the server stop after the summary; the agent then
keeps the turn in progress verbatim after it, as the docs' example does, and continues.
``instructions`` replaces Anthropic's default summary prompt. ``endpoint`` (OpenAI): ctxmagic
calls ``/responses/compact`` itself when the context passes ``trigger`` and continues from the
window it returns. Anthropic refuses a trigger under 50,000 tokens; the offline model and the
lab accept any, so a short session can show the mechanism.
Sources: https://platform.claude.com/docs/en/build-with-claude/compaction,
https://developers.openai.com/api/docs/guides/compaction
"""

from __future__ import annotations

from typing import Any

from ..model.request import ServerCompaction
from .params import Param, check_params, tokens

NAME = "server_compact"
SERVER = True
PROVIDERS = ("anthropic", "openai-responses")
ANTHROPIC_MIN_TRIGGER = 50_000
PARAMS = (
    tokens("trigger", 150_000, "compact once the prompt passes this (the APIs' default)", low=1),
    Param("pause_after_compaction", False, "Anthropic: stop after the summary, keep the turn"),
    Param("instructions", "", "Anthropic: the summary prompt, replacing the default"),
    Param("endpoint", False, "OpenAI: call /responses/compact at the trigger instead"),
)


def server_edit(settings: dict[str, Any] | None) -> ServerCompaction:
    s = check_params(NAME, PARAMS, settings)
    return ServerCompaction(
        trigger=s["trigger"],
        pause_after_compaction=s["pause_after_compaction"],
        instructions=s["instructions"],
        endpoint=s["endpoint"],
    )
