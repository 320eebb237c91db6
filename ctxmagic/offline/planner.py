"""The offline model's next step: one handler per kind of prompt, each planning tool calls or
writing the answer from what the turn's tool results hold."""

from __future__ import annotations

from collections.abc import Callable, Collection

from .edits import handle_command, handle_edit
from .index import WorkspaceIndex
from .lookup import (
    handle_file,
    handle_how,
    handle_listing,
    handle_returns,
    handle_search,
    handle_where,
)
from .lookup_calls import handle_calls
from .lookup_raises import handle_raises
from .lookup_which import handle_which
from .question import Question
from .turn import DISCLAIMER, Step, TurnState

Handler = Callable[[TurnState, Question, "WorkspaceIndex | None"], Step]

HANDLERS: dict[str, Handler] = {
    # one handler per kind of prompt (question.read_question sorts prompts into kinds)
    "command": handle_command,
    "edit": handle_edit,
    "where": handle_where,
    "returns": handle_returns,
    "raises": handle_raises,
    "calls": handle_calls,
    "which": handle_which,
    "how": handle_how,
    "listing": handle_listing,
    "file": handle_file,
}


def plan_step(
    state: TurnState,
    question: Question,
    index: WorkspaceIndex | None,
    offered: Collection[str] | None = None,
) -> Step:
    """The next step of the turn: tool calls to make, or (no calls) the answer. ``offered`` are
    the tools the request offers (None: any): like a model, the stand-in calls no other, and says
    so when the step it would take needs one."""
    step = HANDLERS.get(question.kind, handle_search)(state, question, index)
    if offered is not None and step.calls:
        missing = sorted({name for name, _ in step.calls if name not in offered})
        step.calls = [call for call in step.calls if call[0] in offered]
        if missing and not step.calls:
            names = ", ".join(f"`{name}`" for name in missing)
            tools = ", ".join(sorted(offered)) or "none"
            verb = "is" if len(missing) == 1 else "are"
            step.text = (
                f"I did not do this: it needs {names}, which {verb} not among this session's "
                f"tools ({tools}). Nothing was run or changed."
            )
    if not step.calls:
        step.text = f"{step.text.rstrip()}\n\n_({DISCLAIMER}.)_"
    return step
