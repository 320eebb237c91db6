"""Asking the user about a call the permission policy marks ``ask``: buttons in a notebook, a
prompt in a terminal.

An approver is called in the middle of a turn with the pending call and the policy's verdict and
returns an ``Answer``; the turn waits for it (Ctrl-C / the notebook's interrupt stops the turn
the usual way). In a kernel the cell is busy while it waits, and a busy kernel handles the
buttons' clicks only after the cell ends. ipykernel 7 runs subshells (JEP 91) in threads of their
own and routes a comm's replies to the subshell it names, so the buttons' clicks are handled on
a subshell while the cell waits. Where that is not available (older kernels) the kernel's stdin
prompt asks instead, which JupyterLab shows as an input box under the cell; a headless run
(nbclient, which allows no stdin) cannot answer, so the call is refused at once.
"""

from __future__ import annotations

import html
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..messages.parts import ToolCallPart
from .permissions import Answer, Verdict, grant_patterns

_CHOICES = "[y]es / [a]lways / [N]o"


def describe(call: ToolCallPart, verdict: Verdict) -> str:
    """One line naming the pending call: the command, or the file and how much changes."""
    args = call.input if isinstance(call.input, dict) else {}
    if call.name == "bash":
        return f"bash wants to run: {args.get('command', '')}"
    if call.name == "write":
        size = len(str(args.get("content", "")).encode("utf-8"))
        return f"write wants to write {size} bytes to {args.get('path', '')}"
    if call.name == "edit":
        return f"edit wants to change {args.get('path', '')}"
    return f"{call.name} wants to run with {args}"


def _always_label(verdict: Verdict) -> str:
    return " ".join(grant_patterns(verdict)) or verdict.tool


def outcome(verdict: Verdict, answer: Answer | None) -> str:
    """How a prompt was answered, by whom, and the rule an "always" added: what the cell
    keeps once the buttons are gone."""
    if answer is None:
        return "not answered (the turn was interrupted)"
    if answer.always:
        rules = ", ".join(f"{tool} {pattern}" for tool, pattern in verdict.grants)
        return "always allowed by you; " + (
            f"rule added for the rest of this kernel: {rules}" if rules else "no rule added"
        )
    if answer.allowed:
        return "allowed once by you"
    return f"not allowed ({answer.note})" if answer.note else "denied by you"


@dataclass(frozen=True)
class Answered:
    """The prompt's output once answered: text and inline-styled HTML, no widget, so a saved
    notebook reads what happened instead of a ``VBox(children=...)`` repr."""

    call: str  # ``describe``'s line
    reason: str
    outcome: str

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return {
            "text/plain": f"Permission: {self.call} -> {self.outcome} ({self.reason})",
            "text/html": (
                "<div class='ctxmagic-permission-answered' style='font-size:12px;"
                "border-left:3px solid #8fa6b8;padding-left:6px'><b>Permission</b>: "
                f"{html.escape(self.call)} &rarr; <b>{html.escape(self.outcome)}</b>"
                f"<br><small style='opacity:0.7'>{html.escape(self.reason)}</small></div>"
            ),
        }


def terminal_approver(
    ask: Callable[[str], str] = input, out: Any = None
) -> Callable[[ToolCallPart, Verdict], Answer]:
    """Ask at a prompt: y allows once, a allows the program (or path) for the rest of the
    kernel, anything else refuses; no stdin refuses."""

    def approve(call: ToolCallPart, verdict: Verdict) -> Answer:
        stream = out or sys.stdout
        stream.write(f"\n[permission] {describe(call, verdict)}\n  ({verdict.reason})\n")
        stream.flush()
        try:
            reply = ask(f"Run it? {_CHOICES} (a = always allow {_always_label(verdict)}): ")
        except (EOFError, OSError, RuntimeError) as exc:  # no stdin (headless, nbclient)
            return Answer(False, note=f"no answer could be read ({type(exc).__name__})")
        reply = reply.strip().lower()
        if reply in ("y", "yes"):
            return Answer(True)
        if reply in ("a", "always"):
            return Answer(True, always=True)
        return Answer(False, note=f"answered {reply!r}" if reply not in ("", "n", "no") else "")

    return approve


def _reply_subshell(kernel: Any) -> str | None:
    """A subshell of ``kernel`` for the buttons' clicks (ipykernel 7), or None."""
    thread = getattr(kernel, "shell_channel_thread", None)
    create = getattr(getattr(thread, "manager", None), "_create_subshell", None)
    if create is None:
        return None
    made: list[str] = []
    done = threading.Event()

    def make() -> None:  # subshells are made on the shell channel's thread
        try:
            made.append(create())
        finally:
            done.set()

    thread.io_loop.add_callback(make)
    done.wait(10)
    return made[0] if made else None


def widget_approver(kernel: Any) -> Callable[[ToolCallPart, Verdict], Answer]:
    """Ask with buttons under the pending call in the cell: Allow, Always allow, Deny."""
    subshell: list[str | None] = []

    def approve(call: ToolCallPart, verdict: Verdict) -> Answer:
        import ipywidgets as widgets
        from IPython.display import display

        if not getattr(kernel, "_allow_stdin", True):
            # a headless client (nbclient) allows no stdin and shows no widgets
            return Answer(False, note="this run has no one to answer (headless)")
        if not subshell:
            subshell.append(_reply_subshell(kernel))
        if subshell[0] is None:
            return terminal_approver()(call, verdict)
        answer: list[Answer] = []
        text = widgets.HTML(
            f"<b>Permission needed</b>: {html.escape(describe(call, verdict))}"
            f"<br><small>{html.escape(verdict.reason)}</small>"
        )
        allow = widgets.Button(description="Allow", button_style="success")
        always = widgets.Button(
            description=f"Always allow {_always_label(verdict)}"[:60],
            layout=widgets.Layout(width="auto"),
        )
        deny = widgets.Button(description="Deny", button_style="danger")
        allow.on_click(lambda _: answer.append(Answer(True)))
        always.on_click(lambda _: answer.append(Answer(True, always=True)))
        deny.on_click(lambda _: answer.append(Answer(False)))
        row = widgets.HBox([allow, always, deny])
        box = widgets.VBox([text, row])
        box.add_class("ctxmagic-permission")
        for button in (allow, always, deny):
            button.comm._reply_subshell_id = subshell[0]  # clicks go to the subshell
        bundle = dict(box._repr_mimebundle_() or {})
        bundle["text/plain"] = (
            f"Permission needed: {describe(call, verdict)} ({verdict.reason}); "
            "waiting for Allow / Always allow / Deny"
        )
        handle = display(bundle, raw=True, display_id=True)
        try:
            while not answer:
                time.sleep(0.05)
        finally:
            # the buttons' output becomes the answer's static record (a saved notebook keeps
            # it, and it no longer says "needed"); the widget is closed
            chosen = answer[0] if answer else None
            handle.update(
                Answered(describe(call, verdict), verdict.reason, outcome(verdict, chosen))
            )
            for widget in (box, row, text, allow, always, deny):
                widget.close()
        return answer[0]

    return approve


def approver_for(shell: Any) -> Callable[[ToolCallPart, Verdict], Answer] | None:
    """Buttons in a kernel with a front end, a prompt in terminal IPython, else nobody."""
    kernel = getattr(shell, "kernel", None)
    if kernel is not None:
        return widget_approver(kernel)
    if sys.stdin is not None and sys.stdin.isatty():
        return terminal_approver()
    return None
