"""The task tool at work: a tool call that runs a sub-agent's turn in a child session.

As in opencode (Go: ``internal/llm/agent/agent-tool.go``; TypeScript:
``packages/opencode/src/tool/task.ts``), a ``task`` call creates a session whose id is derived
from the call's id and whose parent is the calling session; the sub-agent runs the same loop there
with its own context, tools (read-only by default), model and step limit, and only its final
answer comes back as the call's result. Isolation is a context strategy in its own right: the
files the sub-agent read and the searches it ran never enter the parent's context.

Costs: each of the child's requests is added to the parent's totals in the transaction that
records it (``Store._record_request``), so the parent's cost is exact at every commit, even after
an interrupt; the requests stay the child's own (``%ctx requests`` on the child lists them).

Interrupts and errors: the child's turn ends through its own clean-up (its session stays
consistent); the parent gets an error result naming the child session. A KeyboardInterrupt then
goes on to end the parent's turn too (the user pressed stop); a provider error in the child does
not (the parent's model reads the error and carries on).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from ..messages.parts import ToolCallPart, ToolResultPart
from ..model.tokens import TokenCounter
from ..model.usage import Usage
from ..store.database import Session, SessionNotFound, Store
from ..tools.task import TASK_TOOL
from .events import Event, TaskEvent, TurnFinished
from .title import provisional_title

# Read-only by default, as opencode's task agent (GlobTool, GrepTool, LS, View)
DEFAULT_TASK_TOOLS = ("view", "grep", "glob", "ls")

TASK_SYSTEM_PROMPT = """\
You are a sub-agent of a coding agent that works inside a notebook session. The parent agent \
handed you one task; do it with your tools, then answer once.

Workspace root: {workspace}
All paths are relative to that root; tools refuse paths outside it.

How to work:
- Look before you answer: list or glob to find files, grep for names, view the relevant lines.
- Your final message is the only thing the parent sees (not your tool outputs): make it a \
complete, concise report of what you found, citing files as path:line. No preamble.
"""


@dataclass(frozen=True)
class TaskOutcome:
    """What a finished (or stopped) sub-agent turn amounts to, as stored in the result's metadata."""

    session_id: str
    description: str
    reason: str  # the child's TurnFinished reason, or "interrupted" / "failed"
    steps: int
    usage: Usage
    cost: float
    kept_out: int  # tokens of the child's context the parent never carries

    def metadata(self) -> dict[str, Any]:
        return {
            "task": True,
            "session_id": self.session_id,
            "description": self.description,
            "reason": self.reason,
            "steps": self.steps,
            "usage": self.usage.to_dict(),
            "cost": self.cost,
            "kept_out_tokens": self.kept_out,
        }


def task_outcome(result: ToolResultPart) -> TaskOutcome | None:
    """The outcome a task result carries (None for any other result)."""
    meta = result.metadata or {}
    if not meta.get("task"):
        return None
    return TaskOutcome(
        session_id=str(meta["session_id"]),
        description=str(meta.get("description", "")),
        reason=str(meta.get("reason", "")),
        steps=int(meta.get("steps", 0)),
        usage=Usage.from_dict(meta.get("usage")),
        cost=float(meta.get("cost", 0.0)),
        kept_out=int(meta.get("kept_out_tokens", 0)),
    )


def child_session_id(store: Store, call_id: str, parent_id: str) -> str:
    """The child's id, derived from the call's id (opencode uses the call id itself). Call ids are
    unique within a session only (a local server may answer ``call_0`` in every session), so a
    taken id gets the parent's id appended."""
    base = "ses_task_" + re.sub(r"[^A-Za-z0-9_-]", "_", call_id)
    candidates = [base, f"{base}_{parent_id.rsplit('_', 1)[-1][-8:]}"]
    candidates += [f"{candidates[1]}_{n}" for n in range(2, 100)]
    for candidate in candidates:
        if store.session_version(candidate) is None:
            return candidate
    raise ValueError(f"no free session id for task call {call_id}")


def render_result(session_id: str, state: str, text: str) -> str:
    """The result the parent's model reads; the task's session id lets a user (or a later turn)
    find the child (opencode's ``renderOutput``)."""
    tag = "task_error" if state == "error" else "task_result"
    return f'<task id="{session_id}" state="{state}">\n<{tag}>\n{text}\n</{tag}>\n</task>'


class TaskAgent(Protocol):
    """What the task tool needs of an agent (``loop.Agent`` is one): the parent's session and
    store, and the child's turn and token counter. A protocol, so this module does not import
    the loop that imports it."""

    store: Store
    session: Session
    counter: TokenCounter

    @property
    def session_id(self) -> str: ...

    def turn(self, prompt: str, *, max_steps: int = 0) -> Iterator[Event]: ...


class TaskRunner:
    """Runs ``task`` calls of one agent. ``start_child(parent, session_id, title)`` creates the
    child session and returns its agent (the runtime builds it with the task role's settings)."""

    def __init__(
        self,
        start_child: Callable[[Session, str, str], TaskAgent],
        *,
        max_steps: int,
        max_calls: int = 8,
        done: Callable[[str], None] | None = None,
    ) -> None:
        self.start_child = start_child
        self.max_steps = max_steps
        self.max_calls = max_calls  # most sub-agents one response starts
        self.done = done  # told the child's id when its turn is over (the runtime drops its agent)
        self.running: dict[str, str] = {}  # call id -> child session id, while it runs

    def run(self, parent: TaskAgent, call: ToolCallPart) -> Generator[Event, None, ToolResultPart]:
        """The child's turn, its events wrapped in ``TaskEvent``; returns the call's result."""
        prompt = call.input.get("prompt") if isinstance(call.input, dict) else None
        if not isinstance(prompt, str) or not prompt.strip():
            return _error(call, "Error: task needs a non-empty 'prompt' (string)")
        description = _description(call)
        title = description or provisional_title(prompt)
        try:
            session_id = child_session_id(parent.store, call.id, parent.session_id)
            self.running[call.id] = session_id
            child = self.start_child(parent.session, session_id, title)
        except Exception as exc:  # a missing key for the task model, a bad setting
            self.running.pop(call.id, None)
            return _error(call, f"Error: the sub-agent could not start: {exc}")
        final: TurnFinished | None = None
        try:
            for event in child.turn(prompt, max_steps=self.max_steps):
                if isinstance(event, TurnFinished):
                    final = event
                yield TaskEvent(call.id, child.session_id, event)
        except Exception as exc:  # the child's own clean-up has run (its finally)
            self.running.pop(call.id, None)
            outcome = measure(parent.store, child.session_id, description, "failed")
            return _result(call, outcome, f"the sub-agent failed: {exc}", error=True)
        finally:  # an interrupt leaves ``running`` to ``stopped``
            if self.done is not None:
                self.done(child.session_id)
        self.running.pop(call.id, None)
        assert final is not None  # a turn that returns has yielded its TurnFinished
        answer = _last_answer(parent.store, child.session_id, final.message_ids)
        outcome = measure(
            parent.store, child.session_id, description, final.reason, child.counter, answer
        )
        if final.reason == "error":
            text = f"the sub-agent failed: {final.error}"
            return _result(call, outcome, text + _partial(answer), error=True)
        if final.reason == "step_limit":
            note = f"(the sub-agent stopped at its step limit, {self.max_steps} requests)"
            return _result(call, outcome, f"{answer}\n\n{note}".strip(), error=not answer)
        return _result(call, outcome, answer or "(the sub-agent gave no answer)")

    def over_cap(self, calls: list[ToolCallPart]) -> dict[str, ToolResultPart]:
        """The task calls of one response past the first ``max_calls``, with the result each
        gets instead of a sub-agent: one response cannot fan out without bound."""
        tasks = [c for c in calls if c.name == TASK_TOOL]
        over = tasks[self.max_calls :]
        text = (
            f"Error: not run: this response asked for {len(tasks)} sub-agents and at most "
            f"{self.max_calls} run per response (CtxMagic.task_max_calls); the first "
            f"{self.max_calls} ran. Start the others in your next response if they are still "
            "needed, or do the work with your own tools."
        )
        return {c.id: _error(c, text) for c in over}

    def stopped(self, parent: TaskAgent, call: ToolCallPart) -> ToolResultPart:
        """The result of a task call whose turn an interrupt stopped (the child cleaned up)."""
        session_id = self.running.pop(call.id, None)
        if session_id is None:
            return _error(call, "Error: the task was interrupted before its sub-agent started")
        outcome = measure(parent.store, session_id, _description(call), "interrupted")
        text = "the sub-agent was interrupted; its session keeps what it did so far"
        return _result(call, outcome, text, error=True)


def measure(
    store: Store,
    session_id: str,
    description: str,
    reason: str,
    counter: TokenCounter | None = None,
    answer: str = "",
) -> TaskOutcome:
    """Usage and cost from the child's stored requests (all of them: a child runs one task),
    and with ``counter`` the tokens it kept out of the parent's context: everything it saw after
    its prompt, less the ``answer`` it hands back."""
    try:
        requests = store.requests(session_id)
        messages = store.messages(session_id)
    except SessionNotFound:
        requests, messages = [], []
    kept = 0
    if counter is not None and len(messages) > 1:
        kept = max(counter.messages(messages[1:]) - counter.text(answer), 0)
    return TaskOutcome(
        session_id=session_id,
        description=description,
        reason=reason,
        steps=sum(1 for r in requests if r.kind == "turn"),
        usage=sum((r.usage for r in requests), Usage()),
        cost=sum(r.cost for r in requests),
        kept_out=kept,
    )


def _result(
    call: ToolCallPart, outcome: TaskOutcome, text: str, *, error: bool = False
) -> ToolResultPart:
    state = "error" if error else "completed"
    return ToolResultPart(
        tool_call_id=call.id,
        name=TASK_TOOL,
        content=render_result(outcome.session_id, state, text),
        metadata=outcome.metadata(),
        is_error=error,
    )


def _error(call: ToolCallPart, text: str) -> ToolResultPart:
    return ToolResultPart(tool_call_id=call.id, name=TASK_TOOL, content=text, is_error=True)


def _description(call: ToolCallPart) -> str:
    value = call.input.get("description", "") if isinstance(call.input, dict) else ""
    return value.strip() if isinstance(value, str) else ""


def _last_answer(store: Store, session_id: str, message_ids: list[str]) -> str:
    """The text of the turn's last assistant message that has any."""
    wanted = set(message_ids)
    for message in reversed(store.messages(session_id)):
        if message.id in wanted and message.role == "assistant" and message.text.strip():
            return message.text.strip()
    return ""


def _partial(answer: str) -> str:
    return f"\n\nWhat it wrote before failing:\n{answer}" if answer else ""
