"""The live meter in a notebook: an anywidget whose state is the ``MeterState``, shown in one
output together with its static form.

Why anywidget: the bar and the chart are custom drawings updated several times a second, which
ipywidgets' built-in controls cannot draw and a custom ipywidgets model would need a JupyterLab
extension built with npm for; anywidget ships its front end prebuilt in its wheel (JupyterLab 4,
Notebook 7, VS Code, Colab) and takes the view as an ES module and a stylesheet from Python
(``meter.js``, ``meter.css``). Its saved widget state carries that module, so a front end that
saves widget state redraws the meter without a kernel.

The output holds three representations: the widget view, the static HTML (inline styles only)
and text. JupyterLab renders an untrusted output with safe renderers only, which skips the widget
view for the sanitised HTML. A trusted notebook reopened without its widget state would show
ipywidgets' "model not found" instead, so when a turn ends its output is replaced by the final
static form and the widget is closed: the saved cell reads the same everywhere. ``%ctx meter``'s
session meter does the same between turns and shows its widget again while a later turn runs.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from IPython.display import display

from ..agent.events import TurnStarted
from .meter import MeterState
from .meter_static import meter_html, meter_lines

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
MIN_INTERVAL = 0.1  # seconds between two updates while a response streams (10 a second at most)
_HERE = Path(__file__).parent
_clock = time.monotonic


def _widget_class() -> type:
    import anywidget
    import traitlets

    class MeterWidget(anywidget.AnyWidget):
        # the text, not the path: anywidget makes a path a FileContents, whose change signal
        # holds every widget made from the class (a closed cell's widget, its traits and its
        # comm stayed in memory, and each collection of the oldest objects walked them)
        _esm = (_HERE / "meter.js").read_text(encoding="utf-8")
        _css = (_HERE / "meter.css").read_text(encoding="utf-8")
        meter = traitlets.Dict().tag(sync=True)
        history = traitlets.Dict().tag(sync=True)
        # what the history chart shows: "billing" (the cache split) or "sources"; set by the
        # front end's toggle, so the sources' history is sent only once someone asks for it
        by = traitlets.Unicode("billing").tag(sync=True)

    return MeterWidget


_CLASS: list[type] = []


def meter_widget(state: MeterState) -> Any:
    if not _CLASS:
        _CLASS.append(_widget_class())
    return _CLASS[0](meter=state.to_dict(), history=state.history(packed=True))


class LiveMeter:
    """One output showing a ``MeterState``: a widget when ``widget``, else its static form,
    updated in place through a display id."""

    def __init__(self, state: MeterState, *, widget: bool, live: bool = True) -> None:
        self.state = state
        self.widget = meter_widget(state) if widget else None
        if self.widget is not None:
            self.widget.observe(self._switched, names="by")
            self.widget.on_msg(self._asked)
        self._drawn = (len(state.points), len(state.drops))
        # the history's counts in the widget's trait (what a new view draws), and in the views
        # shown (the trait and the messages since); None: send it whole
        self._trait: tuple[int, int, int] | None = state.counts()
        self._sent = self._trait
        self.last = float("-inf")
        self.live = live  # the output shows the widget (else its static form)
        self.handle = display(self.bundle(live=live), raw=True, display_id=True)

    def _switched(self, change: dict[str, Any]) -> None:
        """The chart's toggle moved: send the history it needs."""
        self._send_whole()

    def _asked(self, widget: Any, content: Any, buffers: Any) -> None:
        """A view that missed part of the history (drawn anew from the model) asks for it."""
        if isinstance(content, dict) and content.get("want") == "history":
            self._send_whole()

    def _send_whole(self) -> None:
        if self.widget is not None:
            by_source = self.widget.by == "sources"
            self.widget.history = self.state.history(sources=by_source, packed=True)
            self._trait = self._sent = self.state.counts()

    def _send_new(self) -> None:
        """What the history gained since it was last sent, as a message the view appends: the
        whole history with every response made a long session's cells cost more and more (a
        view switched to "by source" gets it whole: its kinds can change with a request)."""
        sent, now = self._sent, self.state.counts()
        if sent is None or self.widget.by == "sources" or any(map(int.__lt__, now, sent)):
            self._send_whole()
            return
        self.widget.send({"append": self.state.history(since=sent)})
        self._sent = now

    def bundle(self, *, live: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "text/plain": meter_lines(self.state),
            "text/html": meter_html(self.state),
        }
        if live and self.widget is not None:
            data[WIDGET_MIME] = self.widget._repr_mimebundle_()[0][WIDGET_MIME]
        return data

    def refresh(self, *, throttle: bool = False) -> bool:
        """Send the state; with ``throttle``, not sooner than ``MIN_INTERVAL`` after the last."""
        now = _clock()
        if throttle and now - self.last < MIN_INTERVAL:
            return False
        self.last = now
        if self.widget is None or not self.live:
            self.handle.update(self.bundle(live=False), raw=True)
            return True
        drawn = (len(self.state.points), len(self.state.drops))
        with self.widget.hold_sync():
            self.widget.meter = self.state.to_dict()
        if drawn != self._drawn:
            self._send_new()
            self._drawn = drawn
        return True

    def show(self, *, live: bool) -> None:
        """Show the widget (``live``) or the static form alone in the output."""
        self.live = live
        if live and self.widget is not None and self._trait != self.state.counts():
            self._send_whole()  # a new view draws from the model: give it all of the history
        self.handle.update(self.bundle(live=live), raw=True)

    def finish(self) -> None:
        """The final static form replaces the widget, which is closed."""
        self.handle.update(self.bundle(live=False), raw=True)
        if self.widget is not None:
            widget, self.widget = self.widget, None
            widget.unobserve(self._switched, names="by")
            widget.on_msg(self._asked, remove=True)
            widget.close()
            # should anything still hold the closed widget, let it hold nothing of the session,
            # or every cell's history stays in memory (it grows with the square)
            widget.meter, widget.history = {}, {}


def widgets_shown(shell: Any) -> bool:
    """Whether a front end may show widgets: a kernel with one attached (a headless run such
    as nbclient allows no stdin and draws nothing, so it gets the static form)."""
    kernel = getattr(shell, "kernel", None)
    if kernel is None or not getattr(kernel, "_allow_stdin", True):
        return False
    try:
        import anywidget  # noqa: F401
    except ImportError:  # pragma: no cover - a declared dependency
        return False
    return True


class SessionMeter(LiveMeter):
    """A session-level meter: the session's history, moved by every later turn's events. It is
    the widget while a turn runs and its static form in between, so a notebook saved between
    turns never holds a widget view whose model is gone when it is reopened; the widget model is
    kept for the next turn."""

    def __init__(self, state: MeterState, session_id: str, *, widget: bool) -> None:
        super().__init__(state, widget=widget, live=False)
        self.session_id = session_id

    def follow(self, session_id: str, event: Any, *, start: MeterState | None = None) -> None:
        """Fold a turn's event; ``start`` replaces the state when the turn runs in another
        session than the one shown."""
        if session_id != self.session_id and start is not None:
            self.state, self.session_id = start, session_id
            self._trait = self._sent = None  # another session's history: sent whole
        changed = self.state.apply(event)
        if isinstance(event, TurnStarted) and self.widget is not None:
            self.refresh()  # the widget's state first, then the widget in the output
            self.show(live=True)
        elif changed:
            self.refresh(throttle=self.state.streaming)

    def idle(self) -> None:
        """The turn is over: the static form, with everything the turn added."""
        self.refresh()
        self.show(live=False)
