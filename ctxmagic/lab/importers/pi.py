"""pi coding agent sessions: ``~/.pi/agent/sessions/--<cwd>--/<time>_<id>.jsonl``.

The first line is the ``session`` header (id, cwd; v1 also the provider and model); then
``message`` entries whose ``message`` has a ``role`` of ``user``, ``assistant`` (content blocks
``text``, ``thinking``, ``toolCall``; ``usage`` with ``input``, ``output``, ``cacheRead``,
``cacheWrite`` and its own ``cost``) or ``toolResult``, and ``model_change``,
``thinking_level_change``. From format v2 on, entries have ``id``/``parentId`` and a session
is a tree (a user can go back and branch): the conversation is the path from the root to the
last entry, and entries off it are counted, not imported. v3 adds ``compaction`` entries (the
summary, the first entry kept, the tokens before), ``branch_summary`` and custom entries.

pi's usage is already split as ctxmagic's (``input`` is the uncached input); which wire format a
request used is its ``api`` (``anthropic-messages``, ``openai-completions``,
``openai-responses``, ...).
"""

from __future__ import annotations

import json
from collections import Counter
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
    parse_arguments,
    read_jsonl,
    text_of,
    type_of,
)

AGENT = "pi"
WHAT = "pi session log (.jsonl)"
LOCATION = ".pi/agent/sessions"
KNOWN = {
    "session",
    "message",
    "model_change",
    "thinking_level_change",
    "compaction",
    "branch_summary",
    "custom",
    "custom_message",
    "label",
    "session_info",
}


def sniff(entry: dict[str, Any]) -> bool:
    kind = type_of(entry)
    if kind == "session":
        return "id" in entry and ("cwd" in entry or "version" in entry)
    return (
        kind == "message" and isinstance(entry.get("message"), dict) and "role" in entry["message"]
    )


def ref_of(path: Path) -> SessionRef:
    session_id, started, cwd = path.stem, 0, ""
    try:
        with open(path, "rb") as f:
            entry = json.loads(f.readline(1 << 20) or b"{}")
    except (OSError, ValueError, RecursionError):
        entry = {}
    if isinstance(entry, dict) and type_of(entry) == "session":
        session_id = str(entry.get("id") or session_id)
        started = millis(entry.get("timestamp"))
        cwd = str(entry.get("cwd") or "")
    return SessionRef(AGENT, path, session_id, project=cwd, started_ms=started)


def _path(entries: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int]:
    """The entries of the conversation: all of them (v1), or the path from the root to the last
    entry (a tree, v2 on); and how many were left off it (abandoned branches)."""
    if not any("id" in e and "parentId" in e for e in entries):
        return entries, 0
    by_id = {str(e["id"]): e for e in entries if e.get("id") is not None}
    leaf = next((e for e in reversed(entries) if e.get("id") is not None), None)
    chain, seen = [], set()
    while leaf is not None and str(leaf.get("id")) not in seen:
        seen.add(str(leaf.get("id")))
        chain.append(leaf)
        parent = leaf.get("parentId")
        leaf = by_id.get(str(parent)) if parent is not None else None
    chain.reverse()
    loose = [e for e in entries if e.get("id") is None]  # entries outside the tree (headers)
    on = {id(e) for e in chain}
    off = sum(1 for e in entries if e.get("id") is not None and id(e) not in on)
    order = {id(e): i for i, e in enumerate(entries)}
    ordered = sorted([*chain, *loose], key=lambda e: order[id(e)])
    return ordered, off


def load(ref: SessionRef) -> Trace:
    path = Path(ref.path)
    warnings = Warnings(str(path))
    entries = []
    header: dict[str, Any] = {}
    for _number, entry in read_jsonl(path, warnings, WHAT):
        if type_of(entry) == "session" and not header:
            header = entry
            continue
        entries.append(entry)
    if not header and not any(sniff(e) for e in entries):
        raise NotASession(f"{str(path)!r} is not a {WHAT}: no session header or message entry")
    entries, off = _path(entries)
    builder = TraceBuilder(warnings)
    made: list[tuple[str, Any]] = []  # (entry id, the message it made), in entry order
    pending_kept: list[tuple[int, str]] = []  # compaction number -> the first entry it kept
    models: Counter[tuple[str, str, str]] = Counter()
    own_cost = 0.0
    model = str(header.get("modelId") or "")
    provider = str(header.get("provider") or "")
    for entry in entries:
        kind = type_of(entry)
        at = millis(entry.get("timestamp"))
        eid = str(entry.get("id")) if entry.get("id") is not None else ""
        if kind == "model_change":
            model = str(entry.get("modelId") or model)
            provider = str(entry.get("provider") or provider)
            continue
        if kind == "compaction":
            builder.compaction(
                str(entry.get("summary") or ""),
                at_ms=at,
                tokens_before=int(entry.get("tokensBefore") or 0),
            )
            kept = entry.get("firstKeptEntryId")
            if kept is not None:
                pending_kept.append((len(builder.compactions) - 1, str(kept)))
            continue
        if kind != "message":
            if kind not in KNOWN:
                warnings.unknown[str(kind or "(no type)")] += 1
            continue
        message = entry.get("message")
        if not isinstance(message, dict):
            warnings.unknown["message without a message"] += 1
            continue
        role = message.get("role")
        at = millis(message.get("timestamp")) or at
        if role == "user":
            made.append((eid, builder.user(text_of(message.get("content")), at_ms=at)))
        elif role == "assistant":
            usage = _usage(message.get("usage"))
            name = str(message.get("model") or model)
            api = str(message.get("api") or "")
            if usage.prompt or usage.output:
                models[(str(message.get("provider") or provider), name, api)] += 1
                cost = message.get("usage", {}).get("cost")
                if isinstance(cost, dict) and isinstance(cost.get("total"), int | float):
                    own_cost += float(cost["total"])
            made.append(
                (
                    eid,
                    builder.response(
                        usage,
                        at_ms=at,
                        model=name,
                        request_id=str(message.get("responseId") or entry.get("id") or ""),
                        parts=_parts(message.get("content")),
                    ),
                )
            )
        elif role == "toolResult":
            made.append((eid, None))
            builder.result(
                str(message.get("toolCallId") or ""),
                text_of(message.get("content")),
                is_error=bool(message.get("isError")),
                at_ms=at,
                name=str(message.get("toolName") or ""),
            )
        elif role == "bashExecution":  # a command the user ran with "!": the model sees it
            builder.user(f"$ {message.get('command', '')}\n{message.get('output', '')}", at_ms=at)
        else:
            warnings.unknown[f"message role {role}"] += 1
    trace = builder.build()
    where = {id(m): i for i, m in enumerate(trace.messages)}
    for number, entry_id in pending_kept:
        # the first message of the history at or after the kept entry
        ids = [e for e, _ in made]
        if entry_id in ids:
            later = [m for _, m in made[ids.index(entry_id) :] if m is not None and id(m) in where]
            if later:
                trace.compactions[number].kept_from = where[id(later[0])]
    (prov, name, api), _ = models.most_common(1)[0] if models else ((provider, model, ""), 0)
    notes = list(trace.notes)
    if off:
        notes.append(f"{off} entries on abandoned branches of the session tree are left out")
    if len(models) > 1:
        used = ", ".join(f"{m} ({n})" for (_, m, _), n in models.most_common())
        notes.append(f"the session used several models: {used}; the trace runs as {name}")
    if own_cost:
        notes.append(f"pi's own cost figure for the session: ${own_cost:.4f}")
    trace.notes = notes
    trace.agent = AGENT
    trace.agent_version = f"session format v{header.get('version') or 1}"
    trace.session_id = str(header.get("id") or ref.session_id)
    trace.project = str(header.get("cwd") or ref.project)
    trace.workspace = str(header.get("cwd") or "")
    first = next((m.text for m in trace.messages if m.role == "user"), "")
    trace.title = " ".join(first.split())[:80]
    trace.source = str(path)
    trace.provider = "anthropic" if "anthropic" in api or prov == "anthropic" else "openai"
    trace.model = name
    trace.setup = {"cache_policy": "rolling", "cache_ttl": "5m"}
    return trace


def _usage(value: Any) -> Usage:
    if not isinstance(value, dict):
        return Usage()

    def number(key: str) -> int:
        v = value.get(key)
        return int(v) if isinstance(v, int | float) and not isinstance(v, bool) and v > 0 else 0

    return Usage(
        input=number("input"),
        output=number("output"),
        cache_read=number("cacheRead"),
        cache_write_5m=number("cacheWrite"),
    )


def _parts(content: Any) -> list[Any]:
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
            signature = block.get("thinkingSignature") or block.get("signature")
            parts.append(ReasoningPart(str(block.get("thinking") or ""), signature or None))
        elif kind == "toolCall":
            parts.append(
                ToolCallPart(
                    str(block.get("id") or ""),
                    str(block.get("name") or ""),
                    parse_arguments(block.get("arguments")),
                )
            )
        elif kind:
            parts.append(TextPart(text_of([block])))
    return parts
