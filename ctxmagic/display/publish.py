"""Publishing a turn as it happens: outputs updated in place in a kernel, prints in a terminal.

The magic picks one; both fold the agent's events into a ``TurnView``. In a kernel the cell has
two outputs: the meter on top (the live widget while the turn runs where a front end shows
widgets, its static form otherwise and once the turn is over; ``meter_widget.py``) and the
transcript under it, each updated at most ten times a second while a response streams and at once
for anything else. ``%ctx meter``'s session meters follow the same events.
"""

from __future__ import annotations

import sys
import time
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any

from IPython.display import display

from ..agent.events import StrategyApplied, TaskEvent, ToolFinished, TurnFinished
from ..model.request import RetryNotice, TextDelta
from ..store.database import Session
from .meter import MeterState
from .meter_static import meter_text
from .meter_widget import MIN_INTERVAL, LiveMeter, SessionMeter
from .transcript import ToolBlock, TurnView, child_lines, tool_line


class _Publisher(ABC):
    keeps_metadata = False  # whether the output keeps metadata (the turn's record)

    def __init__(self, threshold: float, show_tools: bool, meter: MeterState | None) -> None:
        self.view = TurnView(threshold=threshold, show_tools=show_tools)
        if meter is not None:
            self.view.meter = meter
        self.show_tools = show_tools

    @abstractmethod
    def update(self, event: Any) -> None: ...

    def interrupted(self, session: Session) -> None:
        self.view.status = "interrupted"
        self.view.session_cost = session.cost

    def priced(self, forecast: Any) -> None:
        """The turn is over: what the next request will cost (``agent/forecast.py``), for the
        meter's closing form."""
        self.view.meter.forecast = forecast

    def close(self) -> None:  # noqa: B027 - nothing to flush by default
        """Called once when the turn is over (or interrupted)."""

    def asking(self, call_id: str, outcome: str | None = None) -> None:
        """A permission prompt for ``call_id`` shows (``outcome`` None) or was answered."""
        self.view.asking(call_id, outcome)


class _Transcript:
    """The transcript's output (without the meter, which has its own), keeping the record."""

    def __init__(self, view: TurnView) -> None:
        self.view = view

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return {"text/plain": self.view.to_text(), "text/html": self.view.to_html(meter=False)}


class HandlePublisher(_Publisher):
    """In a kernel: the meter and the transcript, each an output updated in place."""

    keeps_metadata = True

    def __init__(
        self,
        threshold: float,
        show_tools: bool,
        meter: MeterState | None = None,
        *,
        widget: bool = False,
        followers: Iterable[SessionMeter] = (),
    ) -> None:
        super().__init__(threshold, show_tools, meter)
        self.followers = list(followers)
        # for a session meter showing another session (a copy of lists, not of their points)
        self.start = self.view.meter.copy() if self.followers else None
        self.meter = LiveMeter(self.view.meter, widget=widget)
        self.transcript = _Transcript(self.view)
        self.handle = display(self.transcript, display_id=True, metadata=self.view.metadata())
        self.last = 0.0

    def update(self, event: Any) -> None:
        changed = self.view.apply(event)
        session_id = self.view.session_id
        for follower in self.followers:
            follower.follow(session_id, event, start=self.start)
        delta = event.event if isinstance(event, TaskEvent) else event  # a sub-agent's too
        streaming = isinstance(delta, TextDelta)
        if changed:
            self.meter.refresh(throttle=streaming)
        now = time.monotonic()
        if streaming and now - self.last < MIN_INTERVAL:
            return
        self.last = now
        self._refresh()

    def asking(self, call_id: str, outcome: str | None = None) -> None:
        super().asking(call_id, outcome)
        self._refresh()  # at once: the prompt appears under a transcript that ends at the call

    def _refresh(self) -> None:
        if self.handle is not None:
            self.handle.update(self.transcript, metadata=self.view.metadata())

    def priced(self, forecast: Any) -> None:
        super().priced(forecast)
        for follower in self.followers:
            if follower.session_id == self.view.session_id:
                follower.state.forecast = forecast

    def close(self) -> None:
        if self.view.meter.status == "running":  # interrupted, or raised: say so there too
            self.view.meter.status = self.view.status
        self._refresh()
        self.meter.finish()
        for follower in self.followers:
            follower.idle()


class PrintPublisher(_Publisher):
    """In terminal IPython (or any shell without a kernel): text, printed as it streams; the
    meter as a one-line bar when the turn ends."""

    def __init__(self, threshold: float, show_tools: bool, meter: MeterState | None = None) -> None:
        super().__init__(threshold, show_tools, meter)
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
            self._print(
                f"[{self.view.where()}]\n{meter_text(self.view.meter)}\n"
                f"-- {self.view.footer_text()}\n"
            )

    def priced(self, forecast: Any) -> None:
        super().priced(forecast)
        if forecast is not None:
            from .meter import next_line

            self._newline()
            self._print(f"[{next_line(forecast)}]\n")

    def interrupted(self, session: Session) -> None:
        super().interrupted(session)
        self._newline()
        self._print(f"[turn interrupted; the session is saved] -- {self.view.footer_text()}\n")


def make_publisher(
    shell: Any,
    *,
    threshold: float,
    show_tools: bool,
    meter: MeterState | None = None,
    followers: Iterable[SessionMeter] = (),
) -> _Publisher:
    """A kernel's outputs (the widget where a front end can show it), or a terminal's prints;
    ``meter`` is the session's meter so far, which the turn's meter starts from."""
    from .meter_widget import widgets_shown

    if getattr(shell, "kernel", None) is not None:
        return HandlePublisher(
            threshold, show_tools, meter, widget=widgets_shown(shell), followers=followers
        )
    return PrintPublisher(threshold, show_tools, meter)
