"""An error's or a warning's message reworded: "make the multigraph error in projected_graph
read "..." instead". The message is the text of a string literal given to a ``raise`` or a
``warn(...)`` call of the function said, found with ``ast``; of several, the one whose words
the request says most of (the new text usually keeps some of the old)."""

from __future__ import annotations

import ast
import dataclasses

from .edit_lines import line_edit, made_edit_reported
from .edit_steps import declined, is_file
from .index import WorkspaceIndex, words
from .lookup import CALLABLE
from .question import Question
from .request_text import EditRequest
from .turn import Step, TurnState


def _messages(source: str, first: int, last: int) -> list[ast.Constant]:
    """The one-line string literals that ``raise X("...")`` or ``warn("...")`` give on lines
    ``first`` to ``last`` of ``source`` (a definition's lines)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    found = []
    for node in ast.walk(tree):
        if not first <= getattr(node, "lineno", 0) <= last:
            continue
        call = node.exc if isinstance(node, ast.Raise) else node
        if not isinstance(call, ast.Call) or not call.args:
            continue
        if not isinstance(node, ast.Raise):
            name = call.func.attr if isinstance(call.func, ast.Attribute) else ""
            name = call.func.id if isinstance(call.func, ast.Name) else name
            if not name.endswith("warn"):
                continue
        text = call.args[0]
        if (
            isinstance(text, ast.Constant)
            and isinstance(text.value, str)
            and text.lineno == text.end_lineno
        ):
            found.append(text)
    return sorted(found, key=lambda t: (t.lineno, t.col_offset))


def reword_message(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    made = made_edit_reported(state, q, index)
    if made is not None:
        return made
    places = [
        s
        for s in (index.named(request.scope.split(".")[-1]) if index is not None else [])
        if s.kind in CALLABLE + ("class",)
        and f".{s.qualname}".endswith(f".{request.scope}")
        and (request.path is None or is_file(s.path, request.path))
    ]
    if len(places) != 1:
        why = (
            f"`{request.scope}` is defined in {len(places)} places"
            if places
            else f"I found no function `{request.scope}`"
        )
        return Step(text=declined(f"{why}; quote the message: replace `old text` with `new text`."))
    place = places[0]
    lines = index.files[place.path].lines
    found = _messages("\n".join(lines), place.line, place.end_line)
    said = set(words(f"{request.described} {request.new}"))
    scored = sorted(
        ((len(said & set(words(m.value))), i) for i, m in enumerate(found)), reverse=True
    )
    if not scored or (len(scored) > 1 and scored[0][0] == scored[1][0]):
        why = (
            f"`{place.qualname}` raises or warns with {len(found)} messages and the request does "
            "not say which"
            if scored
            else f"`{place.qualname}` gives no one-line message to a raise or a warning"
        )
        return Step(text=declined(f"{why}; quote the message: replace `old text` with `new text`."))
    message = found[scored[0][1]]
    line = lines[message.lineno - 1].encode()
    old = line[message.col_offset : message.end_col_offset].decode()
    quote = old[-1]
    if quote in request.new:  # (in the other quotes, if it holds these; escaped if both)
        quote = "'" if quote == '"' else '"'
    text = f"{quote}{request.new}{quote}" if quote not in request.new else repr(request.new)
    new = old[: old.index(old[-1])] + text  # (its prefix kept: f, r, b)
    derived = EditRequest("replace", path=place.path, old=old, new=new, scope=place.qualname)
    return line_edit(state, dataclasses.replace(q, edit=derived), index)
