"""Assembly of a request (opencode's processGeneration): system + context files + tools + history.

History is the whole session, or the session from the summary message on, with the summary
re-labelled ``user`` because providers reject a history that starts with an assistant message. No
token-level trimming happens here; that is the strategies' job.

A compaction the provider's server made is the other kind of compaction point: the assistant
message holding its block, sent as it came (the APIs take a history that starts with it, and
ignore whatever would come before it), unless the request cannot carry it back (another
provider, or server compaction no longer asked for): then ``unwrap_server_compaction`` turns its
summary into a user message, as ctxmagic's own summary is sent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..messages.parts import (
    CompactionPart,
    Message,
    ServerCompactionPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    server_compaction,
)
from ..model.request import SystemBlock
from .projectfiles import ContextFile, find_context_files

INTERRUPTED_RESULT = "[Tool call interrupted: it did not complete, so there is no output]"

SYSTEM_PROMPT = """\
You are a coding agent working inside a notebook session. You help the user understand and change \
the files of a workspace by calling tools, then answering.

Workspace root: {workspace}
All paths are relative to that root; tools refuse paths outside it.

Tools: view (read a file, up to 2000 lines from an offset), grep (regex search, up to 100 matches), \
glob (find files by pattern), ls (list a directory tree), bash (run a shell command in the workspace, \
with a timeout), write (create or overwrite a file), edit (replace an exact string in a file).

How to work:
- Look before you answer: list or glob to find files, grep for the names the user mentions, view the \
relevant lines. Cite files as path:line.
- Prefer narrow reads (grep, view with offset/limit) to reading whole files; tool outputs are \
truncated at their limits and the truncation is marked.
- Keep answers short and concrete. Say what you changed and where.
"""


def system_blocks(
    workspace: str | Path,
    *,
    prompt: str | None = None,
    context_files: list[ContextFile] | None = None,
) -> list[SystemBlock]:
    """The base prompt, then one block per project context file found in the workspace."""
    root = Path(workspace).resolve()
    blocks = [SystemBlock((prompt or SYSTEM_PROMPT).format(workspace=root), source="system prompt")]
    files = find_context_files(root) if context_files is None else context_files
    for f in files:
        note = " (truncated)" if f.truncated else ""
        blocks.append(
            SystemBlock(f"Project instructions from {f.path}{note}:\n\n{f.text}", source=f.path)
        )
    return blocks


SERVER_SUMMARY = "Summary of the earlier conversation, written by the provider's compaction:"
ENCRYPTED_SUMMARY = (
    "[the earlier conversation was compacted by {provider}, whose summary is encrypted and can "
    "only be read by {provider}]"
)


def unwrap_server_compaction(messages: list[Message]) -> list[Message]:
    """``messages`` (starting at a server compaction point) with the compaction as a user
    message of its summary, then the rest of its message: for a request that cannot send the
    provider's block back."""
    if not messages or server_compaction(messages[0]) is None:
        return messages
    return [*messages[0].derived("unwrapped", _unwrapped), *messages[1:]]


def _unwrapped(message: Message) -> list[Message]:
    part = server_compaction(message)
    assert part is not None
    text = (
        f"{SERVER_SUMMARY}\n\n{part.summary}"
        if part.summary
        else ENCRYPTED_SUMMARY.format(provider=part.provider)
    )
    head = message.copy(role="user", parts=[TextPart(text)])
    rest = [p for p in message.parts if not isinstance(p, ServerCompactionPart)]
    if not any(isinstance(p, (TextPart, ToolCallPart)) for p in rest):
        return [head]
    return [head, message.copy(id=f"{message.id}b", parts=rest)]


def history_from_summary(messages: list[Message], summary_message_id: str | None) -> list[Message]:
    """The messages from the summary on (or all), with the summary sent as a user message.

    A summary that kept a verbatim recent tail (``CompactionPart.kept_from_id``) is followed by
    that tail, which is older than the summary itself, then by everything after the summary.
    """
    if not summary_message_id:
        return messages  # the same list: strategies never change their input
    for index, message in enumerate(messages):
        if message.id == summary_message_id:
            server = server_compaction(message)
            if server is None:
                summary = message.derived("as user", lambda m: m.copy(role="user"))
            else:  # the provider's block goes back as it came, in its assistant message
                summary = message
            tail: list[Message] = []
            kept_from = next(
                (
                    p.kept_from_id
                    for p in message.parts
                    if isinstance(p, (CompactionPart, ServerCompactionPart))
                ),
                None,
            )
            if kept_from:
                # an earlier summary sorts inside a tail that starts within its own tail
                tail = [m for m in messages[:index] if m.id >= kept_from and not m.is_summary]
            return [summary, *tail, *messages[index + 1 :]]
    return list(messages)


@dataclass
class Pairing:
    """Tool-call bookkeeping of a message list: the calls still unanswered, and whether the list
    is already what providers accept (starts with a user message, every result after its call,
    one result per call). Built message by message, so a ``Running`` can extend it."""

    called: set[str] = field(default_factory=set)
    unanswered: dict[str, Message] = field(default_factory=dict)  # call id -> its message
    ordered: bool = True
    count: int = 0

    def add(self, message: Message) -> Pairing:
        calls, results = message.derived("call ids", _call_ids)
        if self.count == 0 and message.role != "user" and server_compaction(message) is None:
            self.ordered = False
        self.count += 1
        for call_id in results:
            if call_id not in self.unanswered:  # an orphan or a second result
                self.ordered = False
            self.unanswered.pop(call_id, None)
        for call_id in calls:
            if call_id in self.called:
                self.ordered = False
            self.called.add(call_id)
            self.unanswered[call_id] = message
        return self

    @property
    def valid(self) -> bool:
        return self.ordered and not self.unanswered

    @staticmethod
    def alike(a: Message, b: Message) -> bool:
        """Whether two messages add the same to a pairing (a pruned copy does: same calls)."""
        return a.role == b.role and a.derived("call ids", _call_ids) == b.derived(
            "call ids", _call_ids
        )


def _call_ids(message: Message) -> tuple[tuple[str, ...], tuple[str, ...]]:
    return (
        tuple(c.id for c in message.tool_calls),
        tuple(r.tool_call_id for r in message.tool_results),
    )


def dangling_calls(messages: list[Message]) -> list[tuple[Message, list[ToolCallPart]]]:
    """Assistant messages whose tool calls have no result anywhere in ``messages``."""
    answered = {r.tool_call_id for m in messages for r in m.tool_results}
    out = []
    for m in messages:
        missing = [c for c in m.tool_calls if c.id not in answered]
        if missing:
            out.append((m, missing))
    return out


def interrupted_results(calls: list[ToolCallPart]) -> list[ToolResultPart]:
    return [
        ToolResultPart(
            tool_call_id=c.id,
            name=c.name,
            content=INTERRUPTED_RESULT,
            metadata={"interrupted": True},
            is_error=True,
        )
        for c in calls
    ]


def repair_message(assistant: Message, calls: list[ToolCallPart]) -> Message:
    """A tool message answering ``calls`` that sorts right after ``assistant`` (id + suffix)."""
    return Message(
        id=f"{assistant.id}r",
        role="tool",
        parts=list(interrupted_results(calls)),
        session_id=assistant.session_id,
        created_at=assistant.created_at,
        metadata={"repaired": True},
    )


def well_formed(messages: list[Message]) -> list[Message]:
    """Enforce what every provider requires of a history, without touching the store.

    - it starts with a user message (leading assistant/tool messages are dropped), or with a
      server compaction (the assistant message holding the provider's block);
    - every tool result has its call earlier (orphan results are dropped), and a call has one
      result (a second one, which an older version could store after an interrupt, is dropped);
    - every tool call has a result (an "interrupted" result is inserted after it).
    """
    out: list[Message] = []
    called: set[str] = set()
    answered = {r.tool_call_id for m in messages for r in m.tool_results}
    done: set[str] = set()
    for message in messages:
        if not out and message.role != "user" and server_compaction(message) is None:
            continue
        if message.role == "tool":
            kept = []
            for r in message.tool_results:
                if r.tool_call_id in called and r.tool_call_id not in done:
                    kept.append(r)
                    done.add(r.tool_call_id)
            if not kept:
                continue
            if len(kept) != len(message.parts):
                message = message.copy(parts=kept)
        out.append(message)
        missing = [c for c in message.tool_calls if c.id not in answered]
        called.update(c.id for c in message.tool_calls)
        if missing:
            out.append(repair_message(message, missing))
    if not out:
        out.append(Message(role="user", parts=[TextPart("(empty history)")]))
    return out
