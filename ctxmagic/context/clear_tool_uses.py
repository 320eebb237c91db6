"""Anthropic's tool result clearing, asked of the server (``clear_tool_uses_20250919``).

A provider-side strategy: it rewrites no message. It sets what each request asks the server to
do (``ProviderRequest.server``), and the server clears the oldest tool results, before the model
reads the prompt, once the prompt passes ``trigger``; the session keeps every result as it was.
The response says what was cleared (``applied_edits``), which ctxmagic stores with the request
and shows in ``%ctx parts`` and ``%ctx requests``; the offline model and the lab clear the same
results themselves (``ctxmagic/model/server_edits.py`` has the rules and how ctxmagic reads the
details the docs leave open). Clearing changes the prompt from the first cleared result on, so
the cached prefix from there is written again: ``clear_at_least`` makes it worth that, once.
Since the server is stateless, every later request clears one result more and the prefix after
it is written again too, unless a breakpoint sits where the clearing stops: ``anchor`` (ctxmagic's,
not the API's) moves the breakpoint of the second-to-last message to the first message the
clearing keeps whole (``providers/anthropic.py`` ``clearing_anchor``).
Source: https://platform.claude.com/docs/en/build-with-claude/context-editing
"""

from __future__ import annotations

from typing import Any

from ..model.request import ClearToolUses
from .params import Param, check_params, tokens

NAME = "clear_tool_uses"
SERVER = True  # provider-side: the request asks the server (see policy.server_context)
PROVIDERS = ("anthropic",)  # the wire formats that have it
PARAMS = (
    tokens(
        "trigger", 100_000, "clear once the prompt passes this (the API's default 100,000)", low=1
    ),
    Param(
        "trigger_unit",
        "input_tokens",
        "what trigger counts: input_tokens or tool_uses",
        choices=("input_tokens", "tool_uses"),
    ),
    tokens("keep", 3, "the most recent tool uses kept (the API's default 3)"),
    tokens("clear_at_least", 0, "clear only when this many tokens would go (0: no minimum)"),
    Param("exclude_tools", [], "tools whose uses are never cleared"),
    Param("clear_tool_inputs", False, "clear the calls' inputs too (all tools)"),
    Param("clear_inputs_of", [], "clear the inputs of these tools' calls only"),
    Param("anchor", False, "ctxmagic: a cache breakpoint on the first message kept whole"),
)


def server_edit(settings: dict[str, Any] | None) -> ClearToolUses:
    """The edit the request carries, from the strategy's (checked) parameters."""
    s = check_params(NAME, PARAMS, settings)
    inputs: bool | tuple[str, ...] = (
        True if s["clear_tool_inputs"] else tuple(s["clear_inputs_of"]) or False
    )
    return ClearToolUses(
        trigger=s["trigger"],
        trigger_unit=s["trigger_unit"],
        keep=s["keep"],
        clear_at_least=s["clear_at_least"],
        exclude_tools=tuple(s["exclude_tools"]),
        clear_tool_inputs=inputs,
        anchor=s["anchor"],
    )
