"""The current turn as the offline model reads it from a request: the prompt, the tool calls it
made so far in this turn and their results. Like a real model it has no other memory of the turn:
every step is planned again from the request, so a replayed request gives the same plan."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..messages import transcripts
from ..messages.parts import (
    Message,
    ToolCallPart,
    ToolResultPart,
    is_turn_start,
    server_compaction,
)
from ..tools.search import parse_grep
from .summary import pending_request, server_summary

# Every answer of the offline model ends with this note: no reader should take it for an LLM's.
DISCLAIMER = (
    "offline stand-in: answers are composed deterministically from tool results, not by an LLM"
)
VIEW_LINE = re.compile(r"^\s*(\d+)\t(.*)$")


@dataclass
class TurnState:
    prompt: str
    calls: list[ToolCallPart]
    results: dict[str, ToolResultPart]
    # what the model said with each call (by call id): an edit made in two steps reads where
    # its second began from it
    said: dict[str, str] = field(default_factory=dict)

    def done(self, name: str) -> list[tuple[ToolCallPart, ToolResultPart | None]]:
        return [(c, self.results.get(c.id)) for c in self.calls if c.name == name]

    def ok(self, name: str) -> list[tuple[ToolCallPart, ToolResultPart]]:
        """Calls of tool ``name`` that returned a result that is not an error."""
        return [(c, r) for c, r in self.done(name) if r is not None and not r.is_error]

    @property
    def names(self) -> set[str]:
        return {c.name for c in self.calls}


@dataclass
class Step:
    """What the model does next: tool calls with a line of narration, or (no calls) its answer."""

    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    text: str = ""


def current_turn(messages: list[Message]) -> TurnState:
    # A replayed request (one user message holding the transcript) is read back into the
    # messages it stands for: a real model reads the transcript, the stand-in parses it.
    messages = transcripts.expand(messages)
    start = 0
    for i in range(len(messages) - 1, -1, -1):
        if is_turn_start(messages[i]):
            start = i
            break
    prompt = messages[start].text if messages else ""
    server = server_compaction(messages[0]) if messages else None
    if server is not None and not is_turn_start(messages[start]):
        # the provider compacted mid-turn: the request in progress is read from its summary,
        # as a model continues from it; the calls are those made since
        prompt = pending_request(server_summary(server)) or prompt
        start = 0
    calls: list[ToolCallPart] = []
    results: dict[str, ToolResultPart] = {}
    said: dict[str, str] = {}
    for m in messages[start + 1 :]:
        calls.extend(m.tool_calls)
        said.update((c.id, m.text) for c in m.tool_calls)
        for r in m.tool_results:
            results[r.tool_call_id] = r
    return TurnState(prompt, calls, results, said)


def listed_files(content: str) -> list[str]:
    """Workspace-relative file paths from ls (``- name`` tree) or glob (one path a line) output."""
    files: list[str] = []
    dirs: dict[int, str] = {}
    for raw in content.splitlines():
        stripped = raw.strip()
        if not stripped or stripped.startswith(("(", "There are", "No files")):
            continue
        if not stripped.startswith("- "):
            files.append(stripped)  # glob output
            continue
        depth = (len(raw) - len(raw.lstrip(" "))) // 2
        name = stripped[2:]
        if depth == 0:
            dirs = {0: "" if name in ("./", ".") else name.rstrip("/")}
            continue
        parent = dirs.get(depth - 1, "")
        path = f"{parent}/{name}" if parent else name
        if name.endswith("/"):
            dirs[depth] = path.rstrip("/")
        else:
            files.append(path)
    return files


def grep_hits(state: TurnState) -> list[tuple[str, int, str]]:
    """(path, line, text) of every grep match this turn, in the order the tool gave them."""
    hits = []
    for _call, result in state.ok("grep"):
        hits.extend(parse_grep(result.content))
    return hits


def seen_lines(state: TurnState) -> dict[tuple[str, int], str]:
    """Every line a view or grep showed this turn, by (path, line number)."""
    seen: dict[tuple[str, int], str] = {}
    for path, n, text in grep_hits(state):
        seen[(path, n)] = text
    for call, result in state.ok("view"):
        path = (result.metadata or {}).get("path") or call.input.get("path", "")
        for line in result.content.splitlines():
            m = VIEW_LINE.match(line)
            if m:
                seen[(path, int(m.group(1)))] = m.group(2)
    return seen


def excerpt(text: str, limit: int = 100) -> str:
    """One line of code for an answer: whitespace collapsed, cut with an ellipsis, no backticks."""
    text = " ".join(text.split()).replace("`", "'")
    return text if len(text) <= limit else text[: limit - 1] + "…"
