"""The events a turn yields, in order: what the display, a test or a script's ``for`` loop sees.

Provider deltas (text, reasoning, tool-call starts, retries) pass through the loop unchanged
between ``StepStarted`` and ``StepFinished``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .context.strategy import StrategyReport
from .parts import Message, ToolCallPart, ToolResultPart
from .request import ReasoningDelta, RetryNotice, TextDelta, ToolCallStarted
from .store import RequestRecord, Session
from .usage import Usage


@dataclass
class TurnStarted:
    session: Session
    turn: int
    message: Message


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
)
