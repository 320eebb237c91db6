"""Codex CLI sessions: ``~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl``.

Each line is ``{"timestamp", "type", "payload"}`` (older versions wrote the items bare):
``session_meta`` (id, cwd, CLI version), ``turn_context`` (the model of the turns after it;
0.34 and older do not write it, and the trace says which model it assumed), ``response_item``
(the Responses API items: messages, reasoning, function and custom tool calls and their
outputs), ``event_msg`` (the UI's events, among them ``token_count``) and ``compacted`` (a
compaction's summary).

Usage: a ``token_count`` event carries the session's cumulative totals and the last request's
``last_token_usage``; the same totals are repeated by later events (rate-limit updates) and the
first event of a turn may have ``info: null``: a request is a change of the totals. Versions
differ in whether the event comes before the items of its response (0.34) or after them; the
importer gives it to the response group it touches. Input counts include cached tokens (the
Responses API's ``cached_tokens`` is a subset of ``input_tokens``), as ``Usage.from_openai``
reads them.

The ``<environment_context>`` and ``<user_instructions>`` messages Codex adds are context, not
prompts: the usage sizes them into the prefix or the request that carried them.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from ...messages.parts import ReasoningPart, TextPart, ToolCallPart
from ...model.usage import Usage
from ..trace import Recorded, Trace
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

AGENT = "codex"
WHAT = "Codex session log (rollout-*.jsonl)"
LOCATION = ".codex/sessions"
DEFAULT_MODEL = "gpt-5"  # Codex CLI's default model before turn_context named it (0.3x)
OUTER = {
    "session_meta",
    "response_item",
    "event_msg",
    "turn_context",
    "compacted",
    "token_usage_record",
    "world_state",
}
OUTPUTS = {
    "reasoning",
    "function_call",
    "custom_tool_call",
    "local_shell_call",
    "web_search_call",
    "image_generation_call",
}
INPUTS = {"function_call_output", "custom_tool_call_output", "local_shell_call_output"}
INJECTED = ("<environment_context>", "<user_instructions>", "# AGENTS.md instructions")


def sniff(entry: dict[str, Any]) -> bool:
    kind = type_of(entry)
    if kind in OUTER and isinstance(entry.get("payload"), dict):
        return True
    return "instructions" in entry and "id" in entry and "timestamp" in entry  # older layout


def ref_of(path: Path) -> SessionRef:
    session_id, started, cwd = path.stem.removeprefix("rollout-"), 0, ""
    try:
        with open(path, "rb") as f:
            entry = json.loads(f.readline(1 << 20) or b"{}")
    except (OSError, ValueError, RecursionError):
        entry = {}
    if isinstance(entry, dict):
        meta = entry.get("payload") if type_of(entry) == "session_meta" else entry
        if isinstance(meta, dict):
            session_id = str(meta.get("id") or session_id)
            started = millis(meta.get("timestamp") or entry.get("timestamp"))
            cwd = str(meta.get("cwd") or "")
    return SessionRef(AGENT, path, session_id, project=cwd, started_ms=started)


class _Reader:
    """The state of one pass over a rollout."""

    def __init__(self, path: Path, warnings: Warnings) -> None:
        self.path = path
        self.warnings = warnings
        self.builder = TraceBuilder(warnings)
        self.meta: dict[str, Any] = {}
        self.models: Counter[str] = Counter()
        self.model = ""
        self.totals: Any = None
        self.stash: Usage | None = None  # a request's usage that came before its items
        self.group = False  # inside a response's items
        self.group_billed = False
        self.injected = 0
        self.silent = 0  # requests billed whose items the log does not hold
        self.requests = 0
        self.items = 0
        self.records = False  # token_usage_record entries (0.1xx): one per response, used alone
        self.responses: set[str] = set()
        self.summaries: list[Recorded] = []  # the compactions' own requests

    def entry(self, entry: dict[str, Any]) -> None:
        kind = type_of(entry)
        payload = entry.get("payload")
        at = millis(entry.get("timestamp"))
        if kind in OUTER and isinstance(payload, dict):
            if kind == "session_meta":
                self.meta = payload
            elif kind == "turn_context":
                self.model = str(payload.get("model") or self.model)
            elif kind == "compacted":
                self._end_group()
                if self.stash is not None:  # the request that wrote the summary
                    self.summaries.append(
                        Recorded(at_ms=self.builder.last_ms or at, usage=self.stash)
                    )
                    self.stash = None
                self.builder.compaction(str(payload.get("message") or ""), at_ms=at)
            elif kind == "token_usage_record":
                self._record(payload, at)
            elif kind == "world_state":
                pass
            elif kind == "event_msg":
                if type_of(payload) == "token_count" and not self.records:
                    self._token_count(payload.get("info"), at)
            else:
                self.item(payload, at)
        elif kind in OUTPUTS or kind in INPUTS or kind == "message":
            self.item(entry, at)  # the bare items of older versions
        elif "instructions" in entry and "id" in entry:
            self.meta = entry
        elif entry.get("record_type") == "state":
            pass
        else:
            self.warnings.unknown[str(kind or "(no type)")] += 1

    def item(self, item: dict[str, Any], at: int) -> None:
        kind = type_of(item)
        self.items += 1
        b = self.builder
        if kind == "message":
            role = item.get("role")
            text = text_of(item.get("content"))
            if role == "assistant":
                self._output(at, [TextPart(text)])
            elif role == "user" and not text.lstrip().startswith(INJECTED):
                self._end_group()
                b.user(text, at_ms=at)
            else:  # developer and system messages, and what Codex injects as the user
                self._end_group()
                self.injected += 1
                b.seen(at)
        elif kind == "reasoning":
            summary = text_of(item.get("summary")) or text_of(item.get("content"))
            self._output(at, [ReasoningPart(summary)] if summary else [])
        elif kind == "function_call":
            call = ToolCallPart(
                str(item.get("call_id") or item.get("id") or ""),
                str(item.get("name") or ""),
                parse_arguments(item.get("arguments")),
            )
            self._output(at, [call])
        elif kind == "custom_tool_call":
            call = ToolCallPart(
                str(item.get("call_id") or item.get("id") or ""),
                str(item.get("name") or ""),
                {"input": item.get("input")},
            )
            self._output(at, [call])
        elif kind == "local_shell_call":
            action = item.get("action")
            call = ToolCallPart(
                str(item.get("call_id") or item.get("id") or ""),
                "local_shell",
                action if isinstance(action, dict) else {"action": action},
            )
            self._output(at, [call])
        elif kind in OUTPUTS:  # a server-side call (web search): part of the response's text
            self._output(at, [TextPart(f"[{kind}: {json.dumps(item.get('action') or {})[:500]}]")])
        elif kind in INPUTS:
            self._end_group()
            output = item.get("output")
            content, error = _output_text(output)
            b.result(str(item.get("call_id") or ""), content, is_error=error, at_ms=at)
        else:
            self.warnings.unknown[f"response_item {kind}"] += 1

    def _output(self, at: int, parts: list[Any]) -> None:
        if not self.group or self.stash is not None:
            usage, self.stash = self.stash, None
            self.builder.response(
                usage or Usage(),
                at_ms=at,
                model=self.model,
                request_id=f"request {self.requests + 1}",
                parts=parts,
            )
            self.group, self.group_billed = True, usage is not None
            if usage is not None:
                self.models[self.model or DEFAULT_MODEL] += 1
        else:
            self.builder.add_parts(parts)

    def _end_group(self) -> None:
        self.group = False

    def _record(self, payload: dict[str, Any], at: int) -> None:
        """A response's usage as 0.1xx records it, once per response id."""
        self.records = True
        rid = str(payload.get("response_id") or "")
        usage = payload.get("usage")
        if not isinstance(usage, dict) or (rid and rid in self.responses):
            return
        self.responses.add(rid)
        self._request(_usage(usage), at)

    def _token_count(self, info: Any, at: int) -> None:
        if not isinstance(info, dict):
            return  # the first event of a turn: no request yet
        totals = info.get("total_token_usage")
        if totals == self.totals:
            return  # the same totals again (an event for the rate limits)
        last = info.get("last_token_usage")
        if not isinstance(last, dict):  # only totals: the request is what they added
            last = _difference(totals, self.totals)
        self.totals = totals
        self._request(_usage(last), at)

    def _request(self, usage: Usage, at: int) -> None:
        """One billed request: its usage goes to the response whose items it touches."""
        self.requests += 1
        if self.group and not self.group_billed:
            self.builder.update_usage(usage)  # the items came first
            self.group_billed = True
            self.models[self.model or DEFAULT_MODEL] += 1
            return
        if self.stash is not None:  # a request before this one left no items
            self.silent += 1
            self._output(at, [TextPart("[the log holds no output of this request]")])
        self.stash = usage

    def finish(self) -> None:
        if self.stash is not None:
            self.silent += 1
            self._output(0, [TextPart("[the log holds no output of this request]")])


def _usage(value: dict[str, Any]) -> Usage:
    try:
        return Usage.from_openai(
            {
                "input_tokens": value.get("input_tokens"),
                "input_tokens_details": {
                    "cached_tokens": value.get("cached_input_tokens"),
                    "cache_write_tokens": value.get("cache_write_input_tokens"),
                },
                "output_tokens": value.get("output_tokens"),
                "output_tokens_details": {"reasoning_tokens": value.get("reasoning_output_tokens")},
            }
        )
    except (TypeError, ValueError, AttributeError):
        return Usage()


def _difference(now: Any, before: Any) -> dict[str, Any]:
    if not isinstance(now, dict):
        return {}
    before = before if isinstance(before, dict) else {}
    return {
        k: (now.get(k) or 0) - (before.get(k) or 0)
        for k in now
        if isinstance(now.get(k), int | float)
    }


def _output_text(output: Any) -> tuple[str, bool]:
    """A tool output as the model read it: the text, and whether it failed. Codex wraps a
    shell's output as JSON (``{"output": ..., "metadata": {"exit_code": ...}}``)."""
    if isinstance(output, dict):
        return text_of(output.get("content") or output.get("output")), not output.get(
            "success", True
        )
    if isinstance(output, str):
        try:
            value = json.loads(output)
        except (ValueError, RecursionError):
            return output, False
        if isinstance(value, dict) and "output" in value:
            code = (value.get("metadata") or {}).get("exit_code")
            return str(value.get("output") or ""), bool(code)
        return output, False
    return text_of(output), False


def load(ref: SessionRef) -> Trace:
    path = Path(ref.path)
    warnings = Warnings(str(path))
    reader = _Reader(path, warnings)
    recognised = 0
    for _number, entry in read_jsonl(path, warnings, WHAT):
        if sniff(entry) or type_of(entry) in OUTPUTS | INPUTS | {"message"}:
            recognised += 1
        reader.entry(entry)
    reader.finish()
    if not recognised:
        raise NotASession(f"{str(path)!r} is not a {WHAT}: no line of a Codex rollout")
    b = reader.builder
    notes = []
    model = reader.models.most_common(1)[0][0] if reader.models else DEFAULT_MODEL
    if not reader.model:
        notes.append(
            f"the log names no model (no turn_context, Codex before 0.35): taken as {DEFAULT_MODEL}, "
            "Codex's default then"
        )
    if reader.injected:
        notes.append(
            f"{reader.injected} context message(s) Codex added (environment, instructions) are not "
            "in the messages: the recorded usage sizes them into the requests that carried them"
        )
    if reader.silent:
        notes.append(f"{reader.silent} request(s) were billed but the log holds no output of them")
    meta = reader.meta
    first = next((m.text for m in b.messages if m.role == "user"), "")
    version = str(meta.get("cli_version") or "")
    if reader.summaries:
        notes.append(
            f"{len(reader.summaries)} compaction request(s) of Codex's own (their summaries "
            "replaced the history) are billed as the trace's summaries"
        )
    trace = b.build(
        agent=AGENT,
        agent_version=version,
        session_id=str(meta.get("id") or ref.session_id),
        project=str(meta.get("cwd") or ref.project),
        title=" ".join(first.split())[:80],
        source=str(path),
        workspace=str(meta.get("cwd") or ""),
        notes=notes,
        provider="openai",
        model=model,
        setup={"cache_policy": "opencode", "cache_ttl": "5m"},
        summaries=reader.summaries,
    )
    return trace
