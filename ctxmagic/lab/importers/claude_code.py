"""Claude Code sessions: ``~/.claude/projects/<project>/<session id>.jsonl``.

One JSON object a line, chained by ``uuid``/``parentUuid``. What differs between versions, and
how it is read:

- an API response is written as one line per content block, each repeating the message's
  ``usage``: lines of one ``message.id`` (and ``requestId``) are one request, counted once, as
  ccusage counts them (https://github.com/ryoppippi/ccusage, ``createUniqueHash``); a line
  seen before (the same ``uuid``, as a resumed session copies its history) is skipped;
- sub-agents (the Task or Agent tool) are written inline as ``isSidechain`` lines (1.x), in
  ``agent-<id>.jsonl`` files beside the session (2.0), or in ``<session>/subagents/`` with a
  ``.meta.json`` each (2.1); each becomes a child trace linked to the call that ran it (by the
  ``agentId`` of the call's result, or by its prompt);
- a ``compact_boundary`` system line marks a compaction; the ``isCompactSummary`` user line
  after it holds the summary the requests after it carried;
- ``summary`` lines are titles, ``isMeta`` user lines are context the agent added (their
  tokens are in the next request's usage, which sizes them), responses of the ``<synthetic>``
  model are errors the agent wrote itself (no request, no usage).

Claude Code's logged ``output_tokens`` is often the count at the start of the stream, far below
what was billed (ccusage's issues say so); the importer keeps what the log says and the trace's
notes say which figures a log cannot be trusted for.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...messages.parts import ReasoningPart, TextPart, ToolCallPart
from ...model.usage import Usage
from ..trace import Trace
from .base import (
    NotASession,
    SessionRef,
    TraceBuilder,
    Warnings,
    millis,
    read_jsonl,
    text_of,
    type_of,
)

AGENT = "claude-code"
WHAT = "Claude Code session log (.jsonl)"
LOCATION = ".claude/projects"
# entry types this importer reads, or knows and leaves (they hold nothing the model was sent)
USED = {"user", "assistant", "system", "summary"}
KNOWN = {
    "attachment",
    "file-history-snapshot",
    "permission-mode",
    "last-prompt",
    "queue-operation",
    "custom-title",
    "progress",
    "api-request",
    "api-request-shape",
    "api-request-blob",
    "cost-state",
    "tools-used",
    "agent-name",
    "tag",
    "pr-link",
    "mode",
}
TASK_TOOLS = {"Task", "Agent"}


def sniff(entry: dict[str, Any]) -> bool:
    """Whether a line looks like Claude Code's."""
    kind = type_of(entry)
    return (kind in ("user", "assistant") and "sessionId" in entry and "message" in entry) or (
        kind == "summary" and "leafUuid" in entry
    )


def ref_of(path: Path) -> SessionRef:
    """The reference of a session file, from its name and first lines (no full read)."""
    project, started, cwd, sid = path.parent.name, 0, "", ""
    try:
        with open(path, "rb") as f:
            for _ in range(50):
                raw = f.readline(1 << 20)
                if not raw:
                    break
                try:
                    entry = json.loads(raw)
                except (ValueError, RecursionError):
                    continue
                if isinstance(entry, dict):
                    started = started or millis(entry.get("timestamp"))
                    cwd = cwd or str(entry.get("cwd") or "")
                    sid = sid or str(entry.get("sessionId") or "")
                if started and cwd and sid:
                    break
    except OSError:
        pass
    return SessionRef(AGENT, path, sid or path.stem, project=cwd or project, started_ms=started)


@dataclass
class _Chain:
    """The lines of one conversation (the session, or one inline sub-agent)."""

    lines: list[tuple[int, dict[str, Any]]] = field(default_factory=list)


def load(ref: SessionRef) -> Trace:
    path = Path(ref.path)
    warnings = Warnings(str(path))
    main, sidechains, seen_types = _read(path, warnings)
    if not main.lines and not sidechains:
        kinds = ", ".join(sorted(seen_types)) or "none"
        raise NotASession(
            f"{str(path)!r} is not a {WHAT}: no user or assistant line (entry types: {kinds})"
        )
    trace = _trace(main.lines, warnings, ref)
    children = [_trace(chain.lines, Warnings(str(path)), ref, child=True) for chain in sidechains]
    children += _subagent_files(path, ref)
    _link(trace, children)
    trace.children = [c for c in children if c.requests]
    for child in children:
        if not child.requests:  # a sub-agent's file that held no request: say so
            trace.notes += [f"sub-agent {child.source}: {n}" for n in child.notes[-1:]]
    return trace


def _read(path: Path, warnings: Warnings) -> tuple[_Chain, list[_Chain], Counter[str]]:
    """The session's own lines, and the inline sub-agents' conversations (by their root)."""
    main = _Chain()
    sides: dict[str, _Chain] = {}
    root_of: dict[str, str] = {}
    seen: set[str] = set()
    types: Counter[str] = Counter()
    for number, entry in read_jsonl(path, warnings, WHAT):
        kind = type_of(entry)
        types[kind] += 1
        if kind not in USED:
            if kind not in KNOWN:
                warnings.unknown[kind or "(no type)"] += 1
            continue
        uuid = str(entry.get("uuid") or "")
        if uuid:
            if uuid in seen:
                continue  # a resumed session's copy of an earlier line
            seen.add(uuid)
        if entry.get("isSidechain") and kind in ("user", "assistant", "system"):
            parent = str(entry.get("parentUuid") or "")
            root = root_of.get(parent) or uuid or f"line {number}"
            root_of[uuid] = root
            sides.setdefault(root, _Chain()).lines.append((number, entry))
        else:
            main.lines.append((number, entry))
    return main, list(sides.values()), types


def _subagent_files(path: Path, ref: SessionRef) -> list[Trace]:
    """Sub-agents written to files of their own: ``<session>/subagents/agent-*.jsonl`` (2.1)
    and ``agent-*.jsonl`` beside the session whose lines name it (2.0)."""
    found: list[Path] = sorted((path.parent / path.stem / "subagents").glob("agent-*.jsonl"))
    for candidate in sorted(path.parent.glob("agent-*.jsonl")):
        if _session_of(candidate) == path.stem:
            found.append(candidate)
    out = []
    for file in found:
        warnings = Warnings(str(file))
        try:
            main, sides, _ = _read(file, warnings)
        except NotASession as exc:
            out.append(_refused(file, str(exc)))
            continue
        lines = main.lines + [line for chain in sides for line in chain.lines]
        lines.sort(key=lambda item: item[0])
        child = _trace(lines, warnings, ref, child=True)
        child.source = str(file)
        meta = file.with_suffix(".meta.json")
        if meta.is_file():
            try:
                info = json.loads(meta.read_text(encoding="utf-8"))
                child.title = str(info.get("description") or child.title)
            except (OSError, ValueError):
                pass
        child.session_id = file.stem.removeprefix("agent-")
        out.append(child)
    return out


def _refused(file: Path, why: str) -> Trace:
    trace = Trace(messages=[], responses={}, system=[], tools=[], agent=AGENT, source=str(file))
    trace.notes.append(why)
    return trace


def _session_of(file: Path) -> str:
    try:
        with open(file, "rb") as f:
            entry = json.loads(f.readline(1 << 20) or b"{}")
    except (OSError, ValueError, RecursionError):
        return ""
    return str(entry.get("sessionId") or "") if isinstance(entry, dict) else ""


def _trace(
    lines: list[tuple[int, dict[str, Any]]],
    warnings: Warnings,
    ref: SessionRef,
    *,
    child: bool = False,
) -> Trace:
    builder = TraceBuilder(warnings)
    titles: list[str] = []
    models: Counter[str] = Counter()
    ttl = Counter[str]()
    meta = 0
    boundary: dict[str, Any] | None = None
    current = ""  # the message id of the open response
    closed: set[str] = set()
    cwd = version = agent_id = session_id = ""
    agents: dict[str, str] = {}  # a Task/Agent call's id -> the sub-agent's id its result names
    for _number, entry in lines:
        kind = type_of(entry)
        at = millis(entry.get("timestamp"))
        cwd = cwd or str(entry.get("cwd") or "")
        version = version or str(entry.get("version") or "")
        agent_id = agent_id or str(entry.get("agentId") or "")
        session_id = session_id or str(entry.get("sessionId") or "")
        if kind == "summary":
            titles.append(str(entry.get("summary") or ""))
            continue
        if kind == "system":
            if entry.get("subtype") == "compact_boundary":
                boundary = entry
            builder.seen(at)
            continue
        message = entry.get("message")
        if not isinstance(message, dict):
            warnings.unknown[f"{kind} without a message"] += 1
            continue
        if kind == "assistant":
            mid = str(message.get("id") or entry.get("requestId") or entry.get("uuid") or "")
            parts = _assistant_parts(message.get("content"))
            usage = _usage(message.get("usage"))
            if mid == current and builder.open:  # another block of the open response
                builder.add_parts(parts)
                known = builder.open_usage
                if known is not None and usage.output > known.output:
                    builder.update_usage(usage)  # the count the stream had reached
                continue
            if mid in closed:
                continue  # a copy of a response read before
            if current:
                closed.add(current)
            model = str(message.get("model") or "")
            if usage.prompt or usage.output:
                models[model] += 1
                ttl["1h"] += usage.cache_write_1h
                ttl["5m"] += usage.cache_write_5m
            builder.response(
                usage,
                at_ms=at,
                model=model,
                request_id=str(entry.get("requestId") or mid),
                parts=parts,
            )
            current = mid
            continue
        # a user line: a prompt, tool results, a compaction's summary or added context
        content = message.get("content")
        if entry.get("isCompactSummary"):
            tokens = 0
            if boundary is not None:
                tokens = int((boundary.get("compactMetadata") or {}).get("preTokens") or 0)
            builder.compaction(text_of(content), at_ms=at, tokens_before=tokens)
            boundary = None
            continue
        if entry.get("isMeta"):
            meta += 1
            builder.seen(at)
            continue
        result = entry.get("toolUseResult")
        if isinstance(result, dict) and result.get("agentId") and isinstance(content, list):
            for block in content:
                if isinstance(block, dict) and type_of(block) == "tool_result":
                    agents[str(block.get("tool_use_id") or "")] = str(result["agentId"])
        if isinstance(content, list):
            texts = []
            for block in content:
                if not isinstance(block, dict):
                    continue
                if type_of(block) == "tool_result":
                    builder.result(
                        str(block.get("tool_use_id") or ""),
                        text_of(block.get("content")),
                        is_error=bool(block.get("is_error")),
                        at_ms=at,
                    )
                elif type_of(block) in ("text", "image", "document"):
                    texts.append(text_of([block]))
            if texts:
                builder.user("\n".join(texts), at_ms=at)
        else:
            builder.user(text_of(content), at_ms=at)
    if boundary is not None:  # a boundary whose summary line is missing
        tokens = int((boundary.get("compactMetadata") or {}).get("preTokens") or 0)
        builder.compaction("", at_ms=millis(boundary.get("timestamp")), tokens_before=tokens)
    notes = []
    if meta:
        notes.append(
            f"{meta} context message(s) the agent added (isMeta) are not in the messages: the "
            "recorded usage sizes them into the requests that carried them"
        )
    notes.append(
        "Claude Code logs output_tokens as the stream reported it when the line was written, "
        "often below what was billed: output figures are a floor"
    )
    model = models.most_common(1)[0][0] if models else ""
    first = next((m.text for m in builder.messages if m.role == "user"), "")
    trace = builder.build(
        agent=AGENT,
        agent_version=version,
        session_id=agent_id if child else (session_id or ref.session_id),
        project=cwd or ref.project,
        title=(titles[-1] if titles and not child else "") or _title(first),
        source=str(ref.path),
        workspace=cwd,
        notes=notes,
        provider="anthropic",
        model=model,
        setup={
            "cache_policy": cache_policy(version),
            "cache_ttl": "1h" if ttl["1h"] > ttl["5m"] else "5m",
        },
    )
    trace.__dict__["subagent_calls"] = agents
    return trace


def cache_policy(version: str) -> str:
    """Where this version of Claude Code puts its message breakpoints, as a ctxmagic cache
    policy: the last two messages up to 2.0 ("opencode"), the last one from 2.1 on ("rolling");
    both mark the system prompt. Seen in the requests of 1.0.51, 2.0.30, 2.1.114 and 2.1.332
    sent to a stub server (tests/fixtures/sessions/README.md)."""
    parts = []
    for word in version.split(".")[:2]:
        digits = "".join(c for c in word if c.isdigit())
        parts.append(int(digits) if digits else 0)
    return "rolling" if tuple(parts) >= (2, 1) else "opencode"


def _title(text: str) -> str:
    line = " ".join(text.split())
    return line[:77] + "..." if len(line) > 80 else line


def _usage(value: Any) -> Usage:
    if not isinstance(value, dict):
        return Usage()
    try:
        return Usage.from_anthropic(value)
    except (TypeError, ValueError):
        return Usage()


def _assistant_parts(content: Any) -> list[Any]:
    if isinstance(content, str):
        return [TextPart(content)]
    parts: list[Any] = []
    for block in content if isinstance(content, list) else []:
        if not isinstance(block, dict):
            continue
        kind = type_of(block)
        if kind == "text":
            parts.append(TextPart(str(block.get("text") or "")))
        elif kind == "thinking":
            parts.append(
                ReasoningPart(str(block.get("thinking") or ""), block.get("signature") or None)
            )
        elif kind == "redacted_thinking":
            parts.append(ReasoningPart("", str(block.get("data") or ""), redacted=True))
        elif kind in ("tool_use", "server_tool_use"):
            value = block.get("input")
            parts.append(
                ToolCallPart(
                    str(block.get("id") or ""),
                    str(block.get("name") or ""),
                    value if isinstance(value, dict) else {"input": value},
                )
            )
        elif kind:
            parts.append(TextPart(text_of([block]) or json.dumps(block)[:2000]))
    return parts


def _link(trace: Trace, children: list[Trace]) -> None:
    """Each sub-agent's trace names the call that ran it: the call whose result names its
    agent id, else the call whose prompt is the sub-agent's first prompt."""
    calls = [
        c
        for m in trace.messages
        if m.role == "assistant"
        for c in m.tool_calls
        if c.name in TASK_TOOLS
    ]
    by_prompt = {str(c.input.get("prompt") or ""): c.id for c in calls}
    by_agent = {agent: call for call, agent in trace.__dict__.get("subagent_calls", {}).items()}
    for child in children:
        first = next((m.text for m in child.messages if m.role == "user"), "")
        child.parent_call = by_agent.get(child.session_id) or by_prompt.get(first, "")
