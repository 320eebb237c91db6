"""Anthropic's thinking block clearing, asked of the server (``clear_thinking_20251015``).

A provider-side strategy (see ``clear_tool_uses.py``): the server drops the thinking of all but
the ``keep`` most recent assistant turns that carry it; ``keep=0`` keeps all of it (the API's
``"all"``, which keeps the cached prefix whole). Without this strategy the API keeps only the
last turn's thinking when extended thinking is on. The API requires this edit to come first
when several are sent; ctxmagic sends it first.
Source: https://platform.claude.com/docs/en/build-with-claude/context-editing
"""

from __future__ import annotations

from typing import Any

from ..model.request import ClearThinking
from .params import check_params, tokens

NAME = "clear_thinking"
SERVER = True
PROVIDERS = ("anthropic",)
PARAMS = (tokens("keep", 1, "assistant turns whose thinking is kept (0: all)"),)


def server_edit(settings: dict[str, Any] | None) -> ClearThinking:
    return ClearThinking(keep=check_params(NAME, PARAMS, settings)["keep"])
