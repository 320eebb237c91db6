"""Edits of a whole definition or entry: delete a function, class, method, comment or the
``__main__`` block; add or delete an entry of a dict or list; add or replace a docstring."""

from __future__ import annotations

import re
import textwrap

from ..tools.search import parse_grep
from .edit_phrasings import MAIN
from .edit_steps import (
    changed_line,
    declined,
    definitions,
    delete_context,
    edit,
    files_with,
    in_scope,
    is_file,
    main_span,
    not_one,
    report,
    unique_span,
)
from .entries import (
    Change,
    add_entry,
    entry_said,
    keep_entries,
    literal_named_by,
    remove_entry,
)
from .index import Symbol, WorkspaceIndex, words
from .lookup import named_targets, view_of
from .question import Question
from .request_text import EditRequest
from .turn import Step, TurnState, excerpt


def delete_definition(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Delete the function X": its lines, its decorators and the blank lines after it; then a
    grep for what still refers to it (the answer names those; they are not changed)."""
    request = q.edit
    if request.symbol == MAIN:
        return _delete_main(state, q, index)
    name = request.symbol.split(".")[-1]
    if state.done("grep"):
        call = state.done("edit")[0][0] if state.done("edit") else None
        refs = [h for _c, r in state.ok("grep") for h in parse_grep(r.content)]
        # another class's method of that name (`def __repr__`) is no use of the one deleted
        refs = [
            h for h in refs if not re.match(rf"\s*(?:async\s+)?def\s+{re.escape(name)}\b", h[2])
        ]
        where = ", ".join(f"`{h[0]}:{h[1]}`" for h in refs[:5])
        left = (
            f" {len(refs)} line{'s' if len(refs) != 1 else ''} still name{'' if len(refs) != 1 else 's'} "
            f"`{name}` ({where}{', ...' if len(refs) > 5 else ''}); they will fail until changed."
            if refs
            else f" A grep finds no other use of `{name}` in the workspace."
        )
        path = call.input["path"] if call else request.path
        # (a constant's assignment, "PY3 = ...", is its header)
        header = re.compile(
            rf"^\s*(?:(?:async\s+def|def|class)\s+{re.escape(name)}\b|{re.escape(name)}\s*(?::[^=]+)?=)"
        )
        at = changed_line(state.done("edit")[0][1], old=True, match=header) if call else 0
        return Step(text=report(state, f"Deleted `{request.symbol}` from `{path}:{at}`." + left))
    if state.done("edit"):
        return Step(
            [("grep", {"pattern": rf"\b{re.escape(name)}\b"})],
            f"Looking for what still uses `{name}`.",
        )
    targets = definitions(index, request.symbol, request.path) or _constants(index, request)
    if request.top_level:  # "the module-level digest()": not the method of the same name
        targets = [s for s in targets if "." not in s.qualname] or targets
    why = not_one(request.symbol, targets, "function, method or class")
    if why:
        return Step(text=declined(why))
    target = targets[0]
    lines = index.files[target.path].lines
    return _delete_lines(lines, target.path, target.line, target.end_line, f"`{target.qualname}`")


def _constants(index: WorkspaceIndex | None, request: EditRequest) -> list[Symbol]:
    """The constants ``request.symbol`` names ("delete the PY3 flag from compat.py": its whole
    assignment), when no function, method or class has the name."""
    name = request.symbol.split(".")[-1]
    return [
        s
        for s in (index.named(name) if index is not None else [])
        if s.kind == "constant"
        and (request.path is None or is_file(s.path, request.path))
        and request.symbol in (name, s.qualname)
    ]


def delete_comment(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Delete the comment right above get_dev": the comment lines over a definition (over its
    decorators, which stay)."""
    request = q.edit
    if state.done("edit"):
        call, result = state.done("edit")[0]
        at = changed_line(result, old=True)
        return Step(
            text=report(
                state,
                f"Deleted the comment above `{request.symbol or request.old.strip()}` at "
                f"`{call.input['path']}:{at}`. "
                "The diff is in the edit block above.",
            )
        )
    if request.old:  # "the comment just above `if alpha == 1:` in f": over that line
        found = in_scope(index, request.scope, files_with(index, request.path, str.strip))
        below = [f for f in found if f[2].strip() == request.old.strip()]
        if len(below) != 1:
            said = f"`{request.old}`" + (f" in `{request.scope}`" if request.scope else "")
            return Step(text=declined(f"{said} is on {len(below)} lines; quote the comment."))
        path, number, _text = below[0]
        lines = index.files[path].lines
        end, where = number - 1, f"`{request.old.strip()}`"
    else:
        targets = definitions(index, request.symbol, request.path) or [
            s
            for s in (index.named(request.symbol.split(".")[-1]) if index is not None else [])
            if s.kind == "constant" and (request.path is None or is_file(s.path, request.path))
        ]
        why = not_one(request.symbol, targets, "definition")
        if why:
            return Step(text=declined(why))
        target = targets[0]
        path, lines, where = target.path, index.files[target.path].lines, f"`{target.qualname}`"
        end = target.line - 1  # the last line above the definition and its decorators
        while end >= 1 and lines[end - 1].lstrip().startswith("@"):
            end -= 1
    start = end
    while start >= 1 and lines[start - 1].lstrip().startswith("#"):
        start -= 1
    if start == end:
        return Step(text=declined(f"there is no comment right above {where} (`{path}:{end + 1}`)."))
    comment = "\n".join(lines[start:end])  # lines start+1 .. end
    return edit(
        path,
        lines,
        comment + "\n" + lines[end],
        lines[end],
        f"Deleting the comment above {where} (`{path}:{start + 1}-{end}`).",
    )


def _delete_lines(lines: list[str], path: str, start: int, end: int, what: str) -> Step:
    """An edit deleting lines ``start``-``end`` of a definition or block, with its decorators
    and the blank lines after it (before it, when nothing follows, or when what follows is
    outside it: a class's last method keeps the two blank lines before the next function)."""
    while start > 1 and lines[start - 2].lstrip().startswith("@"):
        start -= 1
    stop = end  # then the blank lines after it, unless nothing follows them
    while stop < len(lines) and not lines[stop].strip():
        stop += 1
    indent = len(lines[start - 1]) - len(lines[start - 1].lstrip())
    if stop < len(lines) and len(lines[stop]) - len(lines[stop].lstrip()) < indent:
        # the blank lines before it, the next line and the one before said with it (the same
        # method in two classes is one text)
        first = start
        while first > 1 and not lines[first - 2].strip():
            first -= 1
        if first > 1:
            old = "\n".join(lines[first - 2 : stop + 1])
            new = "\n".join([lines[first - 2], *lines[end : stop + 1]])
            return edit(path, lines, old, new, f"Deleting {what} (`{path}:{start}-{end}`).")
    if stop == len(lines):
        stop = end
        while start > 1 and not lines[start - 2].strip():
            start -= 1
    block = "\n".join(lines[start - 1 : stop])
    if stop < len(lines):
        old, new = block + "\n" + lines[stop], lines[stop]
    elif start > 1:
        old, new = lines[start - 2] + "\n" + block, lines[start - 2]
    else:
        old, new = block, ""
    return edit(path, lines, old, new, f"Deleting {what} (`{path}:{start}-{end}`).")


def _delete_main(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Remove the __main__ block": the module-level ``if __name__ == "__main__":`` of the file
    named, or of the one Python file that has one."""
    if state.done("edit"):
        call, result = state.done("edit")[0]
        path = call.input["path"]
        at = changed_line(result, old=True, match=MAIN_GUARD)
        return Step(text=report(state, f"Deleted the `__main__` block from `{path}:{at}`."))
    blocks = [
        (path, *span)
        for path, entry in (index.files.items() if index is not None else [])
        if path.endswith(".py") and (q.edit.path is None or is_file(path, q.edit.path))
        for span in [main_span("\n".join(entry.lines))]
        if span
    ]
    if len(blocks) != 1:
        at = ", ".join(f"`{p}:{a}`" for p, a, _b in blocks[:5])
        return Step(
            text=declined(
                f'{len(blocks)} files have an `if __name__ == "__main__":` block ({at}); name the file.'
                if blocks
                else 'I found no `if __name__ == "__main__":` block'
                + (f" in `{q.edit.path}`." if q.edit.path else ".")
            )
        )
    path, start, end = blocks[0]
    return _delete_lines(index.files[path].lines, path, start, end, "the `__main__` block")


MAIN_GUARD = re.compile(
    r"^if\s+(?:__name__\s*==\s*['\"]__main__['\"]|['\"]__main__['\"]\s*==\s*__name__)"
)


def edit_entry(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Drop PARTIAL from the Commands dict", "add f to __all__": the entry taken out of (or
    put into) the one literal of that name the workspace assigns."""
    request = q.edit
    adding = request.op == "add_entry"
    keeping = request.op == "keep_entries"

    def container(lines: list[str]) -> str | None:
        """The literal's name; said by the words of its name ("the extended keyword list"),
        the one name of the file those words spell."""
        if " " in request.scope:
            return literal_named_by(lines, request.scope)
        return request.scope if request.scope.rsplit(".", 1)[-1] in "\n".join(lines) else None

    scopes = {
        p: name
        for p in (index.files if index is not None else {})
        if p.endswith((".py", ".pyi"))
        and (is_file(p, request.path) if request.path else True)
        and (name := container(index.files[p].lines))
    }
    scope = next(iter(set(scopes.values()))) if len(set(scopes.values())) == 1 else request.scope
    named = ", ".join(f"`{s}`" for s in request.symbol.split("\n") if s) or "the entry"
    entry = f"{named} {'to' if adding else 'in' if keeping else 'from'} `{scope}`"
    done = "Added" if adding else "Kept only" if keeping else "Removed"
    if state.done("edit"):
        call, result = state.done("edit")[0]
        at = changed_line(result, old=not adding) or changed_line(result)
        return Step(
            text=report(
                state,
                f"{done} {entry} at `{call.input['path']}:{at}`. The diff is in the edit block "
                "above.",
            )
        )

    def changed(lines: list[str], scope: str) -> Change | str:
        if adding:
            before, same_line = request.new == "before", request.new == "same line"
            return add_entry(lines, scope, request.symbol, request.old, before, same_line)
        if keeping:
            return keep_entries(lines, scope, request.symbol.split("\n"))
        item = request.symbol or entry_said(lines, scope, set(words(request.described)))
        if not item:
            return request.reason or f"I could not tell which entry of `{scope}`"
        return remove_entry(lines, scope, item)

    found = {p: changed(index.files[p].lines, scopes[p]) for p in sorted(scopes)}
    changes = [(p, c) for p, c in found.items() if isinstance(c, Change)]
    if len(changes) != 1:
        missing = (
            f'no one dict, list, tuple or set has a name with the words "{request.scope}"; name it'
            if " " in request.scope
            else f"I found no `{request.scope}` in the workspace"
        )
        why = (
            f"{entry} would go in {len(changes)} files ({', '.join(p for p, _ in changes[:5])}); "
            "name the file"
            if changes
            else next(iter(found.values()), missing)
        )
        return Step(text=declined(f"{why}."))
    path, change = changes[0]
    lines = index.files[path].lines
    if not change.new:
        old, new = delete_context(lines, change.first, change.last)
    else:
        first, last = unique_span(lines, change.first, change.last)
        old = "\n".join(lines[first - 1 : last])
        new = "\n".join(
            [*lines[first - 1 : change.first - 1], *change.new, *lines[change.last : last]]
        )
    return edit(
        path,
        lines,
        old,
        new,
        f"{'Adding' if adding else 'Keeping only' if keeping else 'Removing'} {entry} "
        f"(`{path}:{change.line}`).",
    )


def docstring(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    query = Question(
        kind="where", text=q.text, symbols=[request.symbol] if request.symbol else [], words=q.words
    )
    targets = [t for t in named_targets(query, index) if t.kind in ("class", "function", "method")]
    if request.path:
        targets = [t for t in targets if is_file(t.path, request.path)]
    if not targets:
        what = f"`{request.symbol}`" if request.symbol else "the function"
        return Step(
            text=declined(f"I found no definition of {what} to document; name it in backticks.")
        )
    same = [t for t in targets if t.name == request.symbol]  # "__repr__" of several classes
    # (or one name defined twice in one function: "def cancel()" in both branches of an if)
    if len({(t.qualname, t.path, t.line) for t in same if not t.path.endswith(".pyi")}) > 1:
        at = ", ".join(f"`{t.qualname}` (`{t.where}`)" for t in same[:5])
        return Step(
            text=declined(
                f"`{request.symbol}` is defined in {len(same)} places ({at}); name the one to "
                + (
                    f"document, such as `{same[0].qualname}`."
                    if len({t.qualname for t in same}) > 1
                    else "document by quoting its first line."
                )
            )
        )
    target = targets[0]
    if not target.path.endswith((".py", ".pyi")) or not target.body_line:
        return Step(
            text=declined(
                f"{target.qualname} at `{target.where}` is not a Python definition with a body I can document."
            )
        )
    if not state.calls:
        return Step([("view", view_of(target, limit=40))], f"Reading `{target.qualname}`.")
    if not state.done("edit"):
        lines = index.files[target.path].lines
        body = lines[target.body_line - 1]
        if target.body_line == target.line:
            return Step(
                text=declined(
                    f"`{target.qualname}` is a one-line definition (`{target.where}`); put its body on its own line first."
                )
            )
        indent = body[: len(body) - len(body.lstrip())]
        text = request.new or _describe(target)
        doc = _format_docstring(text, indent)
        # the header to the old docstring (or the first line of the body), grown until unique:
        # two classes may share ``def __init__(self, func):`` and its first line
        start, end = target.doc_lines or (target.body_line, target.body_line - 1)
        lo, hi = unique_span(lines, target.line, max(end, start))
        old_string = "\n".join(lines[lo - 1 : hi])
        new_string = "\n".join([*lines[lo - 1 : start - 1], doc, *lines[end:hi]])
        verb = "Replacing" if target.doc_lines else "Adding"
        said = f"{verb} the docstring of `{target.qualname}`."
        return edit(target.path, lines, old_string, new_string, said)
    edit_call = state.done("edit")[0][0]
    verb = (
        "Replaced" if re.search(r'"""|\'\'\'', edit_call.input.get("old_string", "")) else "Added"
    )
    text = request.new or _describe(target)
    return Step(
        text=report(
            state,
            f'{verb} the docstring of `{target.qualname}` at `{target.path}:{target.line + 1}`: "{excerpt(text, 160)}"',
        )
    )


def _describe(target: Symbol) -> str:
    """A docstring from what the code shows, when the request gives no text."""
    # (an acronym is one word: `BeautifulSoupHTMLParser` is "Beautiful soup HTML parser")
    parts = re.findall(r"[A-Z]+(?=[A-Z][a-z]|\b|_|\d)|[A-Za-z][a-z]*|\d+", target.name.strip("_"))
    name = " ".join(p if len(p) > 1 and p.isupper() else p.lower() for p in parts) or target.name
    sentence = name[0].upper() + name[1:]
    if target.kind == "class":
        return f"{sentence}."
    exprs = list(dict.fromkeys(expr for _n, expr in target.returns))
    if len(exprs) == 1 and exprs[0] != "None":
        return f"{sentence}: return ``{exprs[0]}``."
    return f"{sentence}."


def _format_docstring(text: str, indent: str) -> str:
    text = text.replace('"""', "'''").strip()
    one = f'{indent}"""{text}"""'
    if len(one) <= 99:
        return one
    wrapped = textwrap.wrap(text, width=max(40, 96 - len(indent)))
    return "\n".join(
        [f'{indent}"""{wrapped[0]}', *(indent + w for w in wrapped[1:]), f'{indent}"""']
    )
