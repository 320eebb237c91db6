"""The events a turn yields, in order: what the display, a test or a script's ``for`` loop sees.

Provider deltas (text, reasoning, tool-call starts, retries) pass through the loop unchanged
between ``StepStarted`` and ``StepFinished``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..context.strategy import StrategyReport
from ..messages.parts import Message, ToolCallPart, ToolResultPart
from ..model.request import ReasoningDelta, RetryNotice, TextDelta, ToolCallStarted
from ..model.usage import Usage
from ..store.database import RequestRecord, Session


@dataclass
class TurnStarted:
    session: Session  # its context_tokens: where the meter starts
    turn: int
    message: Message
    context_window: int = 0  # the window the turn runs under (after any override)


@dataclass
class StepStarted:
    step: int
    context_tokens: int  # estimated tokens of the request about to be sent


@dataclass
class ToolStarted:
    call: ToolCallPart


@dataclass
class ToolFinished:
    call: ToolCallPart
    result: ToolResultPart


@dataclass
class StepFinished:
    step: int
    message: Message
    record: RequestRecord
    context_window: int
    session: Session


@dataclass
class TurnFinished:
    reason: str  # end_turn | step_limit | max_tokens | interrupted | error
    turn: int
    steps: int
    usage: Usage
    cost: float
    session: Session
    message_ids: list[str] = field(default_factory=list)
    error: str | None = None
    # what the turn's task sub-agents spent (their requests are their sessions'; the parent's
    # session totals include them)
    task_usage: Usage = field(default_factory=Usage)
    task_cost: float = 0.0


@dataclass
class TaskEvent:
    """An event of a sub-agent's turn, run by the task tool call ``call_id`` of this turn; the
    display nests it in that call's block."""

    call_id: str
    session_id: str  # the child session
    event: Event


@dataclass
class StrategyApplied:
    """A strategy changed what the model sees (or compacted the session)."""

    report: StrategyReport
    offset: int  # request positions of the messages start after system blocks and tool specs
    session: Session


Event = (
    TurnStarted
    | StrategyApplied
    | StepStarted
    | TextDelta
    | ReasoningDelta
    | ToolCallStarted
    | RetryNotice
    | ToolStarted
    | ToolFinished
    | StepFinished
    | TurnFinished
    | TaskEvent
)
