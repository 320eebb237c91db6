"""The auto-compact line as users of other agents know it, beside the session's own.

A percentage says little to someone who knows their agent by "it compacts 33k before the end".
So the meter draws the session's line with its definition (``summarize.line_definition``), and
marks where three other agents would compact the same window, each by its published rule:

* Claude Code: ``window - min(max output, 20,000) - 13,000``: an output reserve for the summary
  and an auto-compact buffer (``AUTOCOMPACT_BUFFER_TOKENS``); 167,000 of a 200,000 window. Read
  from the client by the community, not documented by Anthropic: DESIGN.md 2.3 and
  https://claudefa.st/blog/guide/mechanics/context-buffer-management.
* opencode: ``window - min(max output, 32,000) - min(20,000, that output budget)``: the next
  reply's budget (``OUTPUT_TOKEN_MAX``) and ``COMPACTION_BUFFER``
  (https://github.com/sst/opencode, ``packages/opencode/src/session/overflow.ts``).
* pi: ``window - 16,384`` (``reserveTokens``;
  https://github.com/badlogic/pi-mono, ``packages/coding-agent/docs/compaction.md``).

Codex compacts at an absolute ``model_auto_compact_token_limit``; ``summarize.limit_tokens`` is
that rule for a session of ours. Pure functions of the window and the model's output budget.
"""

from __future__ import annotations

from dataclasses import dataclass

from .policy import Policy, module

CLAUDE_CODE_RESERVE = 20_000
CLAUDE_CODE_BUFFER = 13_000
OPENCODE_OUTPUT_MAX = 32_000
OPENCODE_BUFFER = 20_000
PI_RESERVE = 16_384


@dataclass(frozen=True)
class Line:
    """Where one agent compacts a window: the tokens, and the rule with its figures."""

    agent: str
    tokens: int
    definition: str

    def describe(self) -> str:
        return f"{self.agent}: {self.definition}"


def session_line(policy: Policy, window: int) -> Line | None:
    """The session's own line (None when its policy does not compact or there is no window)."""
    if not policy.has("summarize") or not window:
        return None
    summarize = module("summarize")
    values = policy.settings("summarize")
    return Line(
        "this session",
        summarize.threshold_tokens(window, values),
        summarize.line_definition(window, values),
    )


def reference_lines(window: int, max_output: int) -> list[Line]:
    """Where Claude Code, opencode and pi would compact this window (a line at or below 0 is
    left out: their rules assume windows far larger than a workshop's)."""
    out = max_output or OPENCODE_OUTPUT_MAX
    claude = min(out, CLAUDE_CODE_RESERVE)
    budget = min(out, OPENCODE_OUTPUT_MAX)
    buffer = min(OPENCODE_BUFFER, budget)
    lines = [
        Line(
            "Claude Code",
            window - claude - CLAUDE_CODE_BUFFER,
            f"window {window:,} - output reserve {claude:,} - buffer {CLAUDE_CODE_BUFFER:,}",
        ),
        Line(
            "opencode",
            window - budget - buffer,
            f"window {window:,} - output budget {budget:,} - buffer {buffer:,}",
        ),
        Line("pi", window - PI_RESERVE, f"window {window:,} - reserve {PI_RESERVE:,}"),
    ]
    return [
        Line(line.agent, line.tokens, f"{line.tokens:,} tokens = {line.definition}")
        for line in lines
        if line.tokens > 0
    ]
