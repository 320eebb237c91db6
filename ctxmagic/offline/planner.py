"""The offline model's next step: one handler per kind of prompt, each planning tool calls or
writing the answer from what the turn's tool results hold."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Collection

from .edits import handle_command, handle_edit
from .index import WorkspaceIndex, split_identifier
from .lookup import (
    handle_file,
    handle_how,
    handle_listing,
    handle_returns,
    handle_search,
    handle_where,
    in_prose,
)
from .lookup_calls import handle_calls
from .lookup_raises import handle_raises
from .lookup_rules import handle_rule
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


RULE_KINDS = ("which", "how", "where")


def plan_step(
    state: TurnState,
    question: Question,
    index: WorkspaceIndex | None,
    offered: Collection[str] | None = None,
) -> Step:
    """The next step of the turn: tool calls to make, or (no calls) the answer. ``offered`` are
    the tools the request offers (None: any): like a model, the stand-in calls no other, and says
    so when the step it would take needs one."""
    question = grounded(question, index)
    # (a question about the rule of a lexer's table that matches a quoted text, first)
    step = handle_rule(state, question, index) if question.kind in RULE_KINDS else None
    step = step or HANDLERS.get(question.kind, handle_search)(state, question, index)
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


ACRONYM = re.compile(r"[A-Z][A-Z0-9]+")


def grounded(question: Question, index: WorkspaceIndex | None) -> Question:
    """The question without the words in capitals that it reads as names but the code never
    writes as one, nor as a word of one ("the fields of the JSON it sends": *JSON* only in
    comments and docstrings there): a word of the question, as its other words are."""
    if index is None:
        return question
    caps = [s for s in question.symbols if ACRONYM.fullmatch(s) and not index.named(s)]
    if not caps:
        return question
    # (a word of a name stays: *S3* of ``S3_POLICY_TEMPLATE``, *WGSL* of ``WgslLexer``)
    names = {s.name for s in index.symbols}
    parts = {p.lower() for n in names for p in [*split_identifier(n), *n.split("_")]}
    prose = [s for s in caps if s.lower() not in parts and not _written_as_code(index, s)]
    if not prose:
        return question
    return dataclasses.replace(question, symbols=[s for s in question.symbols if s not in prose])


def _written_as_code(index: WorkspaceIndex, word: str) -> bool:
    """Whether a line of code writes ``word`` outside comments and docstrings (a string of code
    counts: ``'ORDER BY timestamp'``)."""
    said = re.compile(rf"\b{re.escape(word)}\b")
    return any(
        said.search(text) and not in_prose(index, (path, n, text), word)
        for path, entry in index.files.items()
        for n, text in enumerate(entry.lines, 1)
    )
