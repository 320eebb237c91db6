"""What the importers share: a session's reference, reading a log safely, and building a trace.

A session log is another program's file: it may be truncated (the agent was killed mid-write),
hold a line that is not JSON, an entry type this version of ctxmagic does not know, a line of
hundreds of megabytes (a pasted image), or not be a session log at all. ``read_jsonl`` reads it
without ever holding more than one line, skips a line it cannot read with a one-line warning
naming the file and line, and counts entry types the importer does not use; an importer that
finds no entry of its agent refuses the file in one line (``NotASession``). Nothing is ever
written: the file is opened read-only, without following it as it grows.

``TraceBuilder`` turns the entries an importer reads into the lab's ``Trace``, and holds the
invariants a replay relies on: a turn starts with the user's prompt, each model response is an
assistant message with its request's recorded usage, and the results of its tool calls follow it
in one tool message, in call order. Text is redacted as it arrives (``redact_foreign``).
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ...errors import ConfigError
from ...messages.parts import (
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    is_turn_start,
)
from ...model.usage import Usage
from ...safety.redact import redact_foreign
from ..trace import Compaction, Recorded, Trace

MAX_LINE_BYTES = 64 * 2**20  # a longer line (a huge pasted image) is skipped, never held
NO_RESULT = "[no result was recorded for this call]"  # what the lab's replay answers such a call
CONTINUE = "[the agent continued without a new prompt]"  # a turn the log starts with no prompt


class NotASession(ConfigError):
    """The file is not a session log of the agent (or of any agent): one line, nothing read."""


@dataclass(frozen=True)
class SessionRef:
    """One session an importer found: enough to list it and to load it later (in another
    process too: it pickles). ``path`` is the session file; for opencode it is the database or
    the storage folder, and ``session_id`` picks the session in it."""

    agent: str
    path: Path
    session_id: str
    project: str = ""
    started_ms: int = 0
    title: str = ""

    def __str__(self) -> str:
        return f"{self.agent}:{self.session_id}"


@dataclass
class Warnings:
    """What an import skipped, as the notes of the trace: lines it could not read (each named,
    the first few in full), entry types it does not know (counted)."""

    path: str
    lines: list[str] = field(default_factory=list)
    skipped: int = 0
    unknown: Counter[str] = field(default_factory=Counter)
    shown: int = 5

    def line(self, number: int, why: str) -> None:
        self.skipped += 1
        if len(self.lines) < self.shown:
            self.lines.append(f"{self.path}:{number}: {why}; skipped")

    def notes(self) -> list[str]:
        out = list(self.lines)
        if self.skipped > len(self.lines):
            out.append(f"{self.path}: {self.skipped - len(self.lines)} more unreadable line(s)")
        if self.unknown:
            kinds = ", ".join(f"{k} ({n})" for k, n in self.unknown.most_common())
            out.append(f"{self.path}: entries of types the importer does not use: {kinds}")
        return out


def check_file(path: Path, what: str) -> int:
    """The size of the regular file at ``path``; a one-line refusal for anything else."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise NotASession(f"no {what} at {str(path)!r}") from None
    except OSError as exc:
        raise NotASession(f"cannot read {str(path)!r}: {exc.strerror}") from None
    if not stat.S_ISREG(info.st_mode):
        raise NotASession(f"{str(path)!r} is not a file; give a {what}")
    if info.st_size == 0:
        raise NotASession(f"{str(path)!r} is empty: not a {what}")
    return info.st_size


def looks_binary(path: Path) -> bool:
    """A NUL byte or bytes that are not UTF-8 in the first 8 KB: no JSON Lines log."""
    with open(path, "rb") as f:
        head = f.read(8192)
    if b"\x00" in head:
        return True
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start < len(head) - 4  # a character cut at the end of the sample is fine
    return False


def read_jsonl(path: Path, warnings: Warnings, what: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """Each JSON object of a JSON Lines file, with its line number. A line that is not a JSON
    object, is cut short or is over ``MAX_LINE_BYTES`` is skipped with a warning; a binary file
    is refused."""
    check_file(path, what)
    if looks_binary(path):
        raise NotASession(f"{str(path)!r} is a binary file, not a {what}")
    with open(path, "rb") as f:
        number = 0
        while True:
            raw = f.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return
            number += 1
            if len(raw) > MAX_LINE_BYTES:
                while raw and not raw.endswith(b"\n"):  # the rest of the line, unread
                    raw = f.readline(1 << 20)
                warnings.line(number, f"a line over {MAX_LINE_BYTES // 2**20} MB")
                continue
            if not raw.strip():
                continue
            try:
                value = json.loads(raw)
            except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
                cut = not raw.endswith(b"\n")
                why = "cut short (the file ends mid-line)" if cut else f"not JSON ({exc})"
                warnings.line(number, why)
                continue
            if not isinstance(value, dict):
                warnings.line(number, f"a JSON {type(value).__name__}, not an entry")
                continue
            yield number, value


def type_of(entry: Any) -> str:
    """An entry's or block's ``type``, or "" when it has none that is a string (a mangled log
    may hold a list there, which a set of known types cannot even be asked about)."""
    kind = entry.get("type") if isinstance(entry, dict) else None
    return kind if isinstance(kind, str) else ""


def millis(value: Any) -> int:
    """A timestamp as milliseconds since the epoch: ISO 8601 text, seconds or milliseconds."""
    if isinstance(value, bool) or value is None:
        return 0
    if isinstance(value, int | float):
        return int(value if value > 1e11 else value * 1000)
    if isinstance(value, str) and value:
        try:
            return int(datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp() * 1000)
        except ValueError:
            return 0
    return 0


def text_of(value: Any) -> str:
    """Plain text from a string or a list of content blocks (``text``, ``input_text``, ...)."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        out = []
        for item in value:
            if isinstance(item, str):
                out.append(item)
            elif isinstance(item, dict):
                text = item.get("text")
                if isinstance(text, str):
                    out.append(text)
                elif type_of(item) in ("image", "input_image", "image_url"):
                    out.append("[image]")
        return "\n".join(out)
    if isinstance(value, dict):
        return text_of([value])
    return "" if value is None else str(value)


def clean(value: Any) -> Any:
    """A tool call's input with every string redacted."""
    if isinstance(value, str):
        return redact_foreign(value)
    if isinstance(value, dict):
        return {str(k): clean(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clean(v) for v in value]
    return value


def parse_arguments(text: Any) -> dict[str, Any]:
    """A tool call's arguments, as the JSON object they should be (or kept as text)."""
    if isinstance(text, dict):
        return text
    if isinstance(text, str):
        try:
            value = json.loads(text) if text.strip() else {}
        except json.JSONDecodeError:
            return {"arguments": text}
        return value if isinstance(value, dict) else {"arguments": value}
    return {} if text is None else {"arguments": text}


@dataclass
class _Pending:
    """The response being assembled (one request's output can span several log entries)."""

    message: Message
    recorded: Recorded


class TraceBuilder:
    """Collects a session's turns, responses and tool results in log order, then ``build``s
    the trace. The rules that keep it replayable:

    - ``response`` opens an assistant message whose request is recorded with its usage;
      ``add_parts`` extends it (a log that writes one entry per content block, even after the
      results of its first calls); it stays open until the next response or prompt;
    - ``result`` answers a call of the open response; its results go into the history in call
      order, in one tool message, when it closes; a call left without one gets ``NO_RESULT``
      (what the replay would answer); a result for a call the response did not make is dropped
      and counted;
    - ``user`` starts a turn; a prompt that arrives while calls wait for their results (an
      interruption, a hook's feedback) goes after those results;
    - a response that follows an answer with no prompt between them (the agent went on by
      itself) gets a ``CONTINUE`` prompt, so each turn's responses stay a chain of tool calls;
    - a response without usage (aborted, or an error the agent wrote as a reply) is not a
      request: it is left out, and counted.
    """

    def __init__(self, warnings: Warnings) -> None:
        self.warnings = warnings
        self.messages: list[Message] = []
        self.responses: dict[str, Recorded] = {}
        self.compactions: list[Compaction] = []
        self._pending: _Pending | None = None
        self._results: dict[str, ToolResultPart] = {}
        self._late: list[Message] = []  # prompts that arrived while calls waited
        self.orphans = 0
        self.unbilled = 0
        self.unanswered = 0
        self.continued = 0
        self.last_ms = 0

    # -- entries ------------------------------------------------------------------------------
    def user(self, text: str, at_ms: int = 0, **metadata: Any) -> Message | None:
        text = redact_foreign(text)
        if not text.strip():
            return None
        message = Message("user", [TextPart(text)], created_at=at_ms or self.last_ms)
        message.metadata.update(metadata)
        self.seen(at_ms)
        if self._waiting():
            self._late.append(message)  # after the results, once they are in
        else:
            self._close()
            self.messages.append(message)
        return message

    def response(
        self,
        usage: Usage,
        *,
        at_ms: int,
        sent_ms: int = 0,
        model: str = "",
        request_id: str = "",
        parts: list[Any] | None = None,
    ) -> Message:
        """A model response (one request): its parts may follow with ``add_parts``."""
        self._close()
        last = self.messages[-1] if self.messages else None
        if last is None or (last.role == "assistant" and not last.tool_calls):
            self.messages.append(
                Message("user", [TextPart(CONTINUE)], created_at=at_ms, metadata={"added": True})
            )
            self.continued += 1
        sent = sent_ms or self.last_ms or at_ms
        message = Message("assistant", [], created_at=at_ms, model=model or None)
        recorded = Recorded(
            at_ms=min(sent, at_ms) if at_ms else sent,
            latency_ms=max(at_ms - sent, 0) if at_ms and sent else 0,
            usage=usage,
            model=model,
            request_id=request_id,
        )
        self._pending = _Pending(message, recorded)
        self.seen(at_ms)
        self.add_parts(parts or [])
        return message

    def add_parts(self, parts: list[Any]) -> None:
        if self._pending is None:
            return
        target = self._pending.message
        added = []
        for part in parts:
            if isinstance(part, TextPart):
                part = TextPart(redact_foreign(part.text))
                if not part.text:
                    continue
            elif isinstance(part, ReasoningPart):
                text = redact_foreign(part.text)
                if not text and part.signature and not part.redacted:
                    # the log keeps the thinking only encrypted (its signature), yet the provider
                    # counts it: a text of its own, so the usage can size it
                    code = hashlib.blake2b(part.signature.encode(), digest_size=6).hexdigest()
                    text = f"[thinking kept only as its signature {code}]"
                part = ReasoningPart(text, part.signature, part.redacted)
            elif isinstance(part, ToolCallPart):
                part = ToolCallPart(part.id, part.name, clean(part.input))
            added.append(part)
        if added:
            target.parts = [*target.parts, *added]  # assigned: the message forgets its calls

    def update_usage(self, usage: Usage) -> None:
        """The open response's usage, when the log gives it after the content (Codex)."""
        if self._pending is not None:
            self._pending.recorded.usage = usage

    @property
    def open(self) -> bool:
        return self._pending is not None

    @property
    def open_usage(self) -> Usage | None:
        return self._pending.recorded.usage if self._pending is not None else None

    def result(
        self,
        call_id: str,
        content: str,
        *,
        is_error: bool = False,
        at_ms: int = 0,
        name: str = "",
    ) -> bool:
        """A tool result; False when the open response made no call with that id (it is
        counted and dropped)."""
        self.seen(at_ms)
        calls = self._pending.message.tool_calls if self._pending is not None else []
        call = next((c for c in calls if c.id == call_id), None)
        if call is None or call_id in self._results:
            self.orphans += 1
            return False
        self._results[call_id] = ToolResultPart(
            tool_call_id=call_id,
            name=name or call.name,
            content=redact_foreign(content),
            is_error=bool(is_error),
        )
        if self._late and not self._waiting():
            self._close()  # the prompt that waited for these results goes in now
        return True

    def compaction(self, summary: str, *, at_ms: int = 0, tokens_before: int = 0) -> None:
        """The agent replaced the history before this point with ``summary``."""
        self._close()
        self.compactions.append(
            Compaction(
                index=len(self.messages),
                summary=redact_foreign(summary),
                at_ms=at_ms or self.last_ms,
                tokens_before=tokens_before,
            )
        )
        self.seen(at_ms)

    def seen(self, at_ms: int) -> None:
        """Something happened at ``at_ms``: the next request was sent after it."""
        if at_ms:
            self.last_ms = max(self.last_ms, at_ms)

    # -- assembly -----------------------------------------------------------------------------
    def _waiting(self) -> bool:
        if self._pending is None:
            return False
        return any(c.id not in self._results for c in self._pending.message.tool_calls)

    def _close(self) -> None:
        """The open response is complete: keep it, then its calls' results (in call order),
        then the prompts that came meanwhile."""
        pending, self._pending = self._pending, None
        results, self._results = self._results, {}
        late, self._late = self._late, []
        if pending is not None:
            message = pending.message
            usage = pending.recorded.usage
            if not usage.prompt and not usage.output:
                self.unbilled += 1  # aborted, or made up by the agent (an error as a reply)
                self.orphans += len(results)
            else:
                if not message.parts:
                    message.parts.append(TextPart("[empty response]"))
                self.messages.append(message)
                self.responses[message.id] = pending.recorded
                calls = message.tool_calls
                if calls:
                    parts = []
                    for call in calls:
                        part = results.get(call.id)
                        if part is None:
                            self.unanswered += 1
                            part = ToolResultPart(call.id, call.name, NO_RESULT, is_error=True)
                        parts.append(part)
                    self.messages.append(Message("tool", parts, created_at=self.last_ms))
        self.messages.extend(late)

    def build(self, **fields: Any) -> Trace:
        self._close()
        notes = list(fields.pop("notes", []))
        if self.orphans:
            notes.append(
                f"{self.orphans} tool result(s) answer no call of the response before them: "
                "left out"
            )
        if self.unbilled:
            notes.append(
                f"{self.unbilled} response(s) without usage (aborted, or written by the agent "
                "itself) are not requests: left out"
            )
        if self.unanswered:
            notes.append(f"{self.unanswered} tool call(s) have no recorded result: {NO_RESULT}")
        if self.continued:
            notes.append(
                f"{self.continued} response(s) follow an answer with no prompt between them: "
                f"each starts a turn of its own ({CONTINUE!r})"
            )
        return Trace(
            messages=self.messages,
            responses=self.responses,
            system=[],
            tools=[],
            compactions=self.compactions,
            notes=notes + self.warnings.notes(),
            **fields,
        )


def turn_count(messages: list[Message]) -> int:
    return sum(1 for m in messages if is_turn_start(m))
