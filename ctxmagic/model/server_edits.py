"""The rules of Anthropic's context editing, as pure functions over a request's messages.

The API applies ``clear_tool_uses_20250919`` and ``clear_thinking_20251015`` on its side, before
the model reads the prompt, and reports only counts (``applied_edits``); the client keeps its
history unedited. ctxmagic needs the rules three times: the offline stand-in and the strategy
lab apply them as the server would (``providers/server_side.py``), the agent reads which tool
results a real response's counts stand for (the oldest eligible ones), and ``%ctx parts`` shows
which results the next request will have cleared. Source:
https://platform.claude.com/docs/en/build-with-claude/context-editing

Where the page leaves a detail open, ctxmagic reads it as follows (and says so in
docs/strategies.md): the trigger compares the prompt *before* editing; ``keep`` counts the most
recent tool uses of any tool; an excluded tool's uses are never cleared; ``clear_at_least``
compares every token the request clears (the server is stateless: what an earlier request
cleared is cleared again); a cleared result reads ``SERVER_CLEARED`` (the API's own placeholder
text is not published) and a cleared input is ``{}``; a thinking "turn" is an assistant message
that carries thinking.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from ..messages.parts import Message, ReasoningPart, ToolCallPart, ToolResultPart
from .request import AppliedEdit, ClearThinking, ClearToolUses, ServerContext

SERVER_CLEARED = "[tool result cleared by the provider's context editing]"

Count = Callable[[str], int]


@dataclass(frozen=True)
class ToolUse:
    """A tool call of the request and its result (None when it has none yet)."""

    call: ToolCallPart
    result: ToolResultPart | None


def tool_uses(messages: list[Message]) -> list[ToolUse]:
    """Every tool call of ``messages`` in order, with its result."""
    results = {r.tool_call_id: r for m in messages for r in m.tool_results}
    return [ToolUse(c, results.get(c.id)) for m in messages for c in m.tool_calls]


def _inputs_cleared(edit: ClearToolUses, name: str) -> bool:
    option = edit.clear_tool_inputs
    return option is True or (isinstance(option, tuple) and name in option)


def eligible(messages: list[Message], edit: ClearToolUses) -> list[ToolUse]:
    """The tool uses the edit may clear, oldest first: all but the ``keep`` most recent, never
    those of an excluded tool."""
    uses = tool_uses(messages)
    older = uses[: max(len(uses) - edit.keep, 0)]
    return [u for u in older if u.call.name not in edit.exclude_tools]


def _use_tokens(use: ToolUse, edit: ClearToolUses, count: Count) -> int:
    tokens = count(use.result.visible_content) if use.result is not None else 0
    if _inputs_cleared(edit, use.call.name):
        tokens += (
            count(json.dumps(use.call.input, ensure_ascii=False, sort_keys=True))
            if use.call.input
            else 0
        )
    return tokens


def plan_clear_tool_uses(
    messages: list[Message], edit: ClearToolUses, prompt_tokens: int, count: Count
) -> AppliedEdit | None:
    """What the server clears from this request, or None: the trigger not passed, nothing
    eligible, or less than ``clear_at_least`` tokens to clear."""
    if edit.trigger_unit == "tool_uses":
        due = len(tool_uses(messages)) > edit.trigger
    else:
        due = prompt_tokens > edit.trigger
    if not due:
        return None
    found = eligible(messages, edit)
    if not found:
        return None
    cleared = sum(_use_tokens(u, edit, count) for u in found)
    if cleared < edit.clear_at_least:
        return None
    return AppliedEdit(
        type=edit.type,
        cleared_input_tokens=cleared,
        cleared_tool_uses=len(found),
        cleared=[u.call.id for u in found],
    )


def cleared_by_count(messages: list[Message], edit: ClearToolUses, count: int) -> list[str]:
    """The tool calls a server's ``cleared_tool_uses`` = ``count`` stands for: the oldest
    eligible ones."""
    return [u.call.id for u in eligible(messages, edit)[: max(count, 0)]]


def plan_clear_thinking(
    messages: list[Message], edit: ClearThinking, count: Count
) -> AppliedEdit | None:
    """Thinking of all but the ``keep`` most recent assistant turns that carry it (``keep`` 0:
    all is kept). Only thinking that is sent back (signed) can be cleared."""
    if edit.keep <= 0:
        return None
    turns = [m for m in messages if m.role == "assistant" and _sent_thinking(m)]
    older = turns[: max(len(turns) - edit.keep, 0)]
    if not older:
        return None
    tokens = sum(count(p.text or p.signature or "") for m in older for p in _sent_thinking(m))
    return AppliedEdit(
        type=edit.type,
        cleared_input_tokens=tokens,
        cleared_thinking_turns=len(older),
        cleared=[m.id for m in older],
    )


def _sent_thinking(message: Message) -> list[ReasoningPart]:
    return [p for p in message.parts if isinstance(p, ReasoningPart) and p.signature]


def apply_edits(
    messages: list[Message], edits: list[AppliedEdit], clear_inputs: Callable[[str], bool]
) -> list[Message]:
    """``messages`` as the server shows them to the model once ``edits`` are applied: cleared
    results read ``SERVER_CLEARED``, cleared inputs ``{}`` (where ``clear_inputs(tool)``),
    cleared thinking is gone. Unchanged messages are the same objects, and a message cleared
    the same way again is the same copy, so consecutive requests share their blocks."""
    calls = {c for e in edits if e.type == ClearToolUses.type for c in e.cleared}
    thinking = {m for e in edits if e.type == ClearThinking.type for m in e.cleared}
    if not calls and not thinking:
        return messages
    out = []
    for m in messages:
        hit_calls = frozenset(c.id for c in m.tool_calls if c.id in calls and clear_inputs(c.name))
        hit_results = frozenset(r.tool_call_id for r in m.tool_results if r.tool_call_id in calls)
        drop = m.id in thinking
        if hit_calls or hit_results or drop:
            key = ("server edits", hit_calls, hit_results, drop)
            m = m.derived(key, lambda m, k=key: _edited(m, *k[1:]))
        out.append(m)
    return out


def _edited(
    message: Message, calls: frozenset[str], results: frozenset[str], drop_thinking: bool
) -> Message:
    copy = message.copy()
    parts = []
    for part in copy.parts:
        if drop_thinking and isinstance(part, ReasoningPart):
            continue
        if isinstance(part, ToolCallPart) and part.id in calls:
            part.input = {}
        if isinstance(part, ToolResultPart) and part.tool_call_id in results:
            part.content, part.pruned_at = SERVER_CLEARED, None
        parts.append(part)
    copy.parts = parts
    return copy


def clears_inputs(edit: ClearToolUses | None) -> Callable[[str], bool]:
    """Whether the edit clears the inputs of a tool's calls."""
    return lambda name: edit is not None and _inputs_cleared(edit, name)


def name_cleared(messages: list[Message], server: ServerContext, edits: list[AppliedEdit]) -> None:
    """Fill the ``cleared`` of a real response's edits (the API reports counts only): the
    oldest eligible tool uses, the oldest turns with thinking."""
    for edit in edits:
        if edit.cleared:
            continue
        if edit.type == ClearToolUses.type and server.clear_tool_uses is not None:
            edit.cleared = cleared_by_count(
                messages, server.clear_tool_uses, edit.cleared_tool_uses
            )
        elif edit.type == ClearThinking.type:
            turns = [m.id for m in messages if m.role == "assistant" and _sent_thinking(m)]
            edit.cleared = turns[: max(edit.cleared_thinking_turns, 0)]


def plan_edits(
    messages: list[Message], server: ServerContext, prompt_tokens: int, count: Count
) -> list[AppliedEdit]:
    """The edits the server applies to a request of ``prompt_tokens`` (its count before any
    edit), in the order the request lists them: thinking first, then tool uses."""
    out = []
    if server.clear_thinking is not None:
        thinking = plan_clear_thinking(messages, server.clear_thinking, count)
        if thinking is not None:
            out.append(thinking)
    if server.clear_tool_uses is not None:
        tools = plan_clear_tool_uses(messages, server.clear_tool_uses, prompt_tokens, count)
        if tools is not None:
            out.append(tools)
    return out
