"""Publishing a turn as it happens: a display updated in place in a kernel, prints in a terminal.

The magic picks one; both fold the agent's events into a ``TurnView``. The live meter widget of
a later version belongs here too.
"""

from __future__ import annotations

import sys
import time
from abc import ABC, abstractmethod
from typing import Any

from IPython.display import display

from ..events import StrategyApplied, TaskEvent, ToolFinished, TurnFinished
from ..request import RetryNotice, TextDelta
from ..store import Session
from .subagent import child_lines
from .transcript import ToolBlock, TurnView, tool_line


class _Publisher(ABC):
    keeps_metadata = False  # whether the output keeps metadata (the turn's record)

    def __init__(self, threshold: float, show_tools: bool) -> None:
        self.view = TurnView(threshold=threshold, show_tools=show_tools)
        self.show_tools = show_tools

    @abstractmethod
    def update(self, event: Any) -> None: ...

    def interrupted(self, session: Session) -> None:
        self.view.status = "interrupted"
        self.view.session_cost = session.cost

    def close(self) -> None:  # noqa: B027 - nothing to flush by default
        """Called once when the turn is over (or interrupted)."""


class HandlePublisher(_Publisher):
    """In a kernel: one display output updated in place, at most every 0.1 s while streaming."""

    keeps_metadata = True

    def __init__(self, threshold: float, show_tools: bool) -> None:
        super().__init__(threshold, show_tools)
        self.handle = display(self.view, display_id=True, metadata=self.view.metadata())
        self.last = 0.0

    def update(self, event: Any) -> None:
        self.view.apply(event)
        now = time.monotonic()
        delta = event.event if isinstance(event, TaskEvent) else event  # a sub-agent's too
        if isinstance(delta, TextDelta) and now - self.last < 0.1:
            return
        self.last = now
        self._refresh()

    def _refresh(self) -> None:
        if self.handle is not None:
            self.handle.update(self.view, metadata=self.view.metadata())

    def close(self) -> None:
        self._refresh()


class PrintPublisher(_Publisher):
    """In terminal IPython (or any shell without a kernel): text, printed as it streams."""

    def __init__(self, threshold: float, show_tools: bool) -> None:
        super().__init__(threshold, show_tools)
        self.at_line_start = True

    def _print(self, text: str) -> None:
        sys.stdout.write(text)
        sys.stdout.flush()
        if text:
            self.at_line_start = text.endswith("\n")

    def _newline(self) -> None:
        if not self.at_line_start:
            self._print("\n")

    def update(self, event: Any) -> None:
        self.view.apply(event)
        if isinstance(event, TextDelta):
            self._print(event.text)
        elif isinstance(event, StrategyApplied):
            self._newline()
            self._print(f"[context {event.report.summary_line(event.offset)}]\n")
        elif isinstance(event, RetryNotice):
            self._newline()
            self._print(f"[retry {event.attempt} in {event.wait_seconds:.1f}s: {event.reason}]\n")
        elif isinstance(event, ToolFinished) and self.show_tools:
            self._newline()
            self._print(tool_line(ToolBlock(event.call, event.result)) + "\n")
        elif isinstance(event, TaskEvent) and self.show_tools:  # a sub-agent's tool calls
            for line in child_lines(event):
                self._newline()
                self._print(line + "\n")
        elif isinstance(event, TurnFinished):
            self._newline()
            if event.reason not in ("end_turn",):
                self._print(
                    f"[turn ended: {event.reason}{': ' + event.error if event.error else ''}]\n"
                )
            self._print(f"[{self.view.where()}]\n-- {self.view.footer_text()}\n")

    def interrupted(self, session: Session) -> None:
        super().interrupted(session)
        self._newline()
        self._print(f"[turn interrupted; the session is saved] -- {self.view.footer_text()}\n")


def make_publisher(shell: Any, *, threshold: float, show_tools: bool) -> _Publisher:
    if getattr(shell, "kernel", None) is not None:
        return HandlePublisher(threshold, show_tools)
    return PrintPublisher(threshold, show_tools)
