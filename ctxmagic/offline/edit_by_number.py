"""Edits placed by a line number or an end of a file: insert, delete or comment out lines N-M,
append to a file, a function's body or the ``__main__`` block."""

from __future__ import annotations

import ast
import re

from ..errors import ToolError
from ..safety.workspace import FileTooLarge, read_regular
from ..tools.view import split_lines
from .edit_phrasings import MAIN, NO_FILE
from .edit_steps import (
    COMMENT_MARKERS,
    changed_line,
    declined,
    definitions,
    delete_context,
    edit,
    is_file,
    line_shown,
    main_span,
    not_one,
    report,
    toggle_comment,
    unique_context,
    unique_span,
)
from .index import MAX_FILE_BYTES, WorkspaceIndex
from .question import Question
from .turn import Step, TurnState, excerpt


def _file_lines(index: WorkspaceIndex | None, path: str) -> tuple[str, list[str]] | None:
    """The workspace file ``path`` names (as given, or a file ending in it) and its lines; the
    index's copy when it holds the file, else read from disk (a file type it does not index)."""
    if index is None:
        return None
    known = [p for p in index.files if is_file(p, path)]
    if len(known) == 1:
        return known[0], index.files[known[0]].lines
    try:
        data = read_regular(index.root, index.root / path, path, MAX_FILE_BYTES)
    except (OSError, ToolError, FileTooLarge):
        return None
    return path, split_lines(data.decode("utf-8", errors="replace"))


def _insertion(lines: list[str], at: int, text: str) -> tuple[str, str]:
    """old/new strings that put ``text`` as a line before 0-based line ``at`` (or after the
    last line when ``at`` is past it), at the indentation of the line it goes next to."""
    if at < len(lines):
        anchor = lines[at]
        indent = anchor[: len(anchor) - len(anchor.lstrip())]
        new_line = text if not text or text.startswith((" ", "\t")) else indent + text
        return unique_context(lines, at + 1, anchor, new_line + "\n" + anchor)
    anchor = lines[-1]
    return unique_context(lines, len(lines), anchor, anchor + "\n" + text)


def _top(path: str, lines: list[str], text: str, below_imports: bool = False) -> int:
    """Where "the top of the file" is for ``text``: after a ``#!`` line; in Python, code goes
    after the module's docstring (before it, the docstring would be one no more) and its
    ``from __future__`` imports, as PEP 8 places ``__all__``, and an import (or what the
    request puts "below the imports") after the imports."""
    at = 1 if lines and lines[0].startswith("#!") else 0
    if not path.endswith((".py", ".pyi")) or not text.strip() or text.lstrip().startswith("#"):
        return at
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return at
    an_import = below_imports or re.match(r"(import|from)\s", text.strip())
    for node in tree.body:
        is_doc = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        future = isinstance(node, ast.ImportFrom) and node.module == "__future__"
        if (
            (is_doc and node is tree.body[0])
            or future
            or (an_import and isinstance(node, ast.Import | ast.ImportFrom))
        ):
            at = node.end_lineno or node.lineno
        else:
            break
    return at


def edit_placed(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """insert_at (a line number), append and prepend (an end of the file)."""
    request = q.edit
    if state.done("edit") or state.done("write"):
        call, result = (state.done("edit") or state.done("write"))[0]
        at = changed_line(result) or 1
        path = call.input["path"]
        return Step(
            text=report(
                state,
                f"Inserted {line_shown(request.new)} at `{path}:{at}`. The diff is in the edit block above.",
            )
        )
    if request.op == "append" and request.scope:
        return _append_to_body(q, index)
    path = request.path or _module_said(index, q.text) or _defining_file(index, request.new)
    if not path:
        return Step(text=declined(request.reason or NO_FILE))
    found = _file_lines(index, path)
    if found is None:
        return Step(text=declined(f"`{request.path}` is not a file in the workspace."))
    path, lines = found
    if request.op == "insert_at":
        if not 1 <= request.line <= max(len(lines), 1):
            return Step(
                text=declined(f"`{path}` has {len(lines)} lines; there is no line {request.line}.")
            )
        at = request.line if request.old == "after" else request.line - 1
    else:
        at = (
            len(lines)
            if request.op == "append"
            else _top(path, lines, request.new, below_imports=request.old == "imports")
        )
    if not lines:
        return Step(
            [("write", {"path": path, "content": request.new + "\n"})], f"Writing `{path}`."
        )
    old, new = _insertion(lines, at, request.new)
    return edit(path, lines, old, new, f"Inserting at `{path}:{at + 1}`.")


def _module_said(index: WorkspaceIndex | None, prompt: str) -> str:
    """The one Python file of the workspace whose name the prompt says as a word
    ("patheffects has withStroke ...": ``matplotlib/patheffects.py``), or ""."""
    if index is None:
        return ""
    said = {w.lower() for w in re.findall(r"(?<![\w./])[A-Za-z_]\w{3,}(?![\w/])", prompt)}
    named = [
        p for p in index.files if p.endswith(".py") and p.rpartition("/")[2][:-3].lower() in said
    ]
    # ("Old notebooks still do `from ipywidgets.widgets.widget_float import FloatRange`": the
    # module's file, said dotted)
    dotted = {
        d.replace(".", "/") + ".py" for d in re.findall(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+", prompt)
    }
    imported = [p for p in index.files if any(p == d or p.endswith("/" + d) for d in dotted)]
    if len(named) != 1 and len(imported) == 1:
        named = imported
    return named[0] if len(named) == 1 else ""


def _defining_file(index: WorkspaceIndex | None, code: str) -> str:
    """The one file that defines, at module level, the names a new line uses ("append
    `log_sum_exp = logsumexp` as the last line": the module of ``logsumexp``), or ""."""
    if index is None:
        return ""
    files = {
        s.path
        for name in set(re.findall(r"(?<![\w.])[A-Za-z_]\w*", code))
        for s in index.named(name)
        if "." not in s.qualname
    }
    return files.pop() if len(files) == 1 else ""


def _append_to_body(q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Add `return None` as the last line of f": after the function's last line, at the
    indentation of its body."""
    request = q.edit
    if request.scope == MAIN:
        return _append_to_main(q, index)
    targets = [t for t in definitions(index, request.scope, request.path) if t.kind != "class"]
    why = not_one(request.scope, targets, "function or method")
    if why:
        return Step(text=declined(why))
    target = targets[0]
    lines = index.files[target.path].lines
    body = lines[(target.body_line or target.line + 1) - 1]
    indent = body[: len(body) - len(body.lstrip())]
    old, new = _insertion(lines, target.end_line, indent + request.new.strip())
    said = f"Adding a last line to `{target.qualname}` at `{target.path}`."
    return edit(target.path, lines, old, new, said)


def _append_to_main(q: Question, index: WorkspaceIndex | None) -> Step:
    """'Add X as the last line of the demo under if __name__ == "__main__":': after the block's
    last line, at the indentation of its body."""
    found = _file_lines(index, q.edit.path or "")
    if found is None:
        return Step(text=declined(f"`{q.edit.path}` is not a file in the workspace."))
    path, lines = found
    span = main_span("\n".join(lines))
    if span is None:
        return Step(text=declined(f'I found no `if __name__ == "__main__":` block in `{path}`.'))
    start, end = span
    first = next(line for line in lines[start:end] if line.strip())
    indent = first[: len(first) - len(first.lstrip())]
    old, new = _insertion(lines, end, indent + q.edit.new.strip())
    return edit(path, lines, old, new, f"Adding a last line to the `__main__` block of `{path}`.")


_BY_NUMBER = {  # op: (what is done, what was done)
    "replace_lines": ("Replacing", "Replaced"),
    "delete_lines": ("Deleting", "Deleted"),
    "comment_lines": ("Commenting out", "Commented out"),
    "uncomment_lines": ("Uncommenting", "Uncommented"),
}


def lines_at(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Delete / comment out / uncomment lines 3-5 of FILE": those lines, shown first so the
    answer can quote them."""
    request = q.edit
    span = f"{request.line}" if request.line == request.last else f"{request.line}-{request.last}"
    doing, did = _BY_NUMBER[request.op]
    if state.done("edit"):
        call, result = state.done("edit")[0]
        diff = ((result.metadata or {}).get("diff") or "").splitlines() if result else []
        gone = [line[1:].strip() for line in diff if line.startswith("-") and line[:3] != "---"]
        gone = [line for line in gone if line]  # the first line with something on it
        shown = f": `{excerpt(gone[0], 80)}`" if gone else ""
        more = f" and {len(gone) - 1} more" if len(gone) > 1 else ""
        if request.op == "replace_lines":
            shown, more = f"{shown or ''} with `{excerpt(request.new, 80)}`", ""
        return Step(
            text=report(
                state,
                f"{did} `{call.input['path']}:{span}`{shown}{more}. The diff is in the edit "
                "block above.",
            )
        )
    files = sorted(index.files) if index is not None else []
    if request.path is None and len(files) != 1:  # one file is the one meant
        lines_said = "line" if request.line == request.last else "lines"
        return Step(
            text=declined(f"the request names {lines_said} {span} but no file; say which file.")
        )
    found = _file_lines(index, request.path or files[0])
    if found is None:
        return Step(text=declined(f"`{request.path}` is not a file in the workspace."))
    path, lines = found
    if request.last > len(lines) or request.line < 1:
        return Step(
            text=declined(f"`{path}` has {len(lines)} lines; there is no line {request.last}.")
        )
    if not state.calls:
        view = {
            "path": path,
            "offset": max(request.line - 3, 0),
            "limit": request.last - request.line + 5,
        }
        return Step([("view", view)], f"Reading `{path}:{span}`.")
    if request.op == "delete_lines":
        old, new = delete_context(lines, request.line, request.last)
    elif request.op == "replace_lines":
        first_line = lines[request.line - 1]
        indent = first_line[: len(first_line) - len(first_line.lstrip())]
        text = request.new if request.new.startswith((" ", "\t")) else indent + request.new
        if lines[request.line - 1 : request.last] == [text]:
            return Step(text=declined(f"`{path}:{span}` already reads `{excerpt(text, 80)}`."))
        first, last = unique_span(lines, request.line, request.last)
        old = "\n".join(lines[first - 1 : last])
        new = "\n".join([*lines[first - 1 : request.line - 1], text, *lines[request.last : last]])
    else:
        toggled = _toggled(path, lines, request.line, request.last, request.op == "comment_lines")
        if isinstance(toggled, str):
            return Step(text=declined(toggled))
        first, last = unique_span(lines, request.line, request.last)
        old = "\n".join(lines[first - 1 : last])
        new = "\n".join(
            [*lines[first - 1 : request.line - 1], *toggled, *lines[request.last : last]]
        )
    return edit(path, lines, old, new, f"{doing} `{path}:{span}`.")


def _toggled(path: str, lines: list[str], first: int, last: int, comment: bool) -> list[str] | str:
    """Lines ``first`` to ``last`` commented out or uncommented, each line that already is what
    was asked (or blank) kept as it is; or why nothing would change."""
    if path.rsplit(".", 1)[-1].lower() not in COMMENT_MARKERS:
        return f"I do not know how `{path}` writes a comment."
    span = lines[first - 1 : last]
    alone = first == last
    out = [(toggle_comment(path, t, comment, alone) if t.strip() else None) or t for t in span]
    if out != span:
        return out
    if not any(t.strip() for t in span):
        return (
            f"`{path}:{first}` is blank."
            if first == last
            else f"`{path}:{first}-{last}` are blank."
        )
    state_word = "already" if comment else "not"
    at = f"{first}" if first == last else f"{first}-{last}"
    what = "a comment" if first == last else "comments"
    shown = excerpt(next(t for t in span if t.strip()).strip(), 80)
    return f"`{path}:{at}` {'is' if first == last else 'are'} {state_word} {what}: `{shown}`."
