"""Rename a symbol and its references in the workspace, within the scope the request says, and
undo the part already done when a later file cannot be changed."""

from __future__ import annotations

import io
import keyword
import re
import tokenize
from typing import Any

from ..tools.search import parse_grep
from .edit_steps import (
    DEFINITION_KINDS,
    breaks_python,
    declined,
    files_with,
    is_file,
    module_named,
    report,
    unique_span,
    where_now,
)
from .index import WorkspaceIndex
from .question import Question
from .turn import Step, TurnState, excerpt


def _outside_scope(
    index: WorkspaceIndex | None, scope: str, refs: list[tuple[str, int, str]], old: str
) -> str:
    """Why a rename said to be inside the function ``scope`` cannot be made (its name occurs
    outside it too, and a rename changes every occurrence of the text), or "". A member of the
    class said ("ToolManager: _remove_keys -> _unbind_tool_keys") may be used outside it as an
    attribute (``tm._remove_keys(...)``), when no other definition has its name."""
    if not scope or index is None:
        return ""
    paths = {p for p, _n, _t in refs}
    kinds = ("function", "method", "class")
    homes = [s for s in index.named(scope) if s.kind in kinds and s.path in paths]
    if len(homes) != 1:
        return f"I could not find the one function `{scope}` that the name is in."
    home = homes[0]
    member = [s.qualname for s in index.named(old)] == [f"{home.qualname}.{old}"]
    attribute = re.compile(rf"\.{re.escape(old)}\b")
    out = [
        (p, n)
        for p, n, t in refs
        if (p != home.path or not home.line <= n <= home.end_line)
        and not (member and attribute.search(t))
    ]
    if not out:
        return ""
    p, n = out[0]
    return (
        f"the name also occurs outside `{home.qualname}` (`{p}:{n}`), and a rename changes every "
        "occurrence of the text; rename it by hand, or with a real model."
    )


def rename(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    old, new = request.old, request.new
    word = _name_pattern(old)
    if not state.calls:
        return Step(
            [("grep", {"pattern": rf"\b{re.escape(old)}\b"})],
            f"Finding every reference to `{old}`.",
        )
    if not state.done("edit"):
        if not new.isidentifier():
            return Step(text=declined(f"`{new}` is not a valid identifier."))
        if keyword.iskeyword(new):
            return Step(text=declined(f"`{new}` is a Python keyword; a name cannot be one."))
        if re.fullmatch(r"__\w+__", old) and not re.fullmatch(r"__\w+__", new):
            return Step(  # a wrong reading must never rename __new__ (as "call it X" once did)
                text=declined(
                    f"`{old}` is a special method Python calls by its name; renamed, it would no "
                    "longer be called. Name the one you mean to rename in backticks."
                )
            )
        module = module_named(index, old)
        if module:
            return Step(
                text=declined(
                    f"`{old}` is also the name of `{module}`; renaming it means moving that and "
                    "changing the imports, which I do not do (a rename of the text alone would "
                    "break them)."
                )
            )
        scope = _rename_scope(index, old, request.path)
        refs = files_with(index, scope, lambda t: bool(word.search(t)))
        if not refs:
            where = f" `{request.path}`" if request.path else " the workspace"
            return Step(text=declined(f"`{old}` does not occur in{where}."))
        if _name_in_use(index, new):
            return Step(
                text=declined(
                    f"`{new}` is already used in the workspace; renaming `{old}` to it could merge two names."
                )
            )
        outside = _outside_scope(index, request.scope, refs, old)
        if outside:  # "rename the local variable x in f to y": a rename of f's x only
            return Step(text=declined(outside))
        if not _named_in_code(index, old, [p for p, _n, _t in refs]):
            return Step(  # "rename the helper function to something": the word `function`
                text=declined(
                    f"`{old}` is a word of strings and comments here, never a name in the code; "
                    + "name the definition to rename: rename `old_name` to `new_name`."
                )
            )
        defined = {
            s.qualname: s
            for s in index.named(old)
            if s.kind in DEFINITION_KINDS and (scope is None or is_file(s.path, scope))
        }
        # ("in both send() and receive()": each one said by where it is, all of them asked)
        owners = {s.qualname.rpartition(".")[0].rpartition(".")[2] for s in defined.values()}
        each_said = all(o and re.search(rf"\b{re.escape(o)}\b", q.text) for o in owners)
        # ("rename _is_directed_matcher to _is_for_digraphs everywhere": a method and its
        # override, every one of them asked for)
        everywhere = re.search(
            r"\beverywhere\b|\b(?:every|all)\s+(?:of\s+them|occurrences)\b", q.text
        )
        if len(defined) > 1 and not (
            (each_said and re.search(r"\b(?:both|all|each|every)\b", q.text)) or everywhere
        ):
            # "rename close()" where a function and a method are called close
            at = ", ".join(f"`{s.qualname}` (`{s.where}`)" for s in list(defined.values())[:5])
            return Step(
                text=declined(
                    f"`{old}` names {len(defined)} definitions ({at}); a rename changes every "
                    f"`{old}` in the text, so it would rename them all and every `.{old}` of "
                    "other objects too. Rename one of them by hand, or with a real model."
                )
            )
        calls = []
        for path in dict.fromkeys(p for p, _n, _t in refs):
            text = "\n".join(index.files[path].lines)
            broken = breaks_python(path, index.files[path].lines, text, word.sub(new, text))
            if broken:
                return Step(text=declined(broken))
            if text.count(old) == len(word.findall(text)) and new not in text:
                # every `old` is the name, and `new` is nowhere: one edit, undone exactly
                calls.append(
                    (
                        "edit",
                        {"path": path, "old_string": old, "new_string": new, "replace_all": True},
                    )
                )
                continue
            # the name is also part of longer names here: each run of lines that name it, grown
            # until it occurs once (a line replaced wherever its text occurred also renamed
            # ``foo`` inside ``x = foo_bar``)
            lines = index.files[path].lines
            for first, last in _hunks(lines, [n for p, n, _t in refs if p == path]):
                block = "\n".join(lines[first - 1 : last])
                calls.append(
                    (
                        "edit",
                        {"path": path, "old_string": block, "new_string": word.sub(new, block)},
                    )
                )
        return Step(
            calls, f"Renaming `{old}` to `{new}` in {len({c[1]['path'] for c in calls})} file(s)."
        )
    undone = _undo_partial(state, f"rename `{old}` to `{new}`")
    if undone is not None:
        return undone
    if len(state.done("grep")) == 1:
        return Step(
            [("grep", {"pattern": rf"\b{re.escape(old)}\b"})], f"Checking that no `{old}` is left."
        )
    edits = [(c, r) for c, r in state.done("edit") if r is not None and not r.is_error]
    count = sum(
        (r.metadata or {}).get("replacements", 1) * len(word.findall(c.input["old_string"]))
        for c, r in edits
    )
    files = list(dict.fromkeys(c.input["path"] for c, _r in edits))
    last_grep = state.ok("grep")[-1:]
    left = [h for _c, r in last_grep for h in parse_grep(r.content)]
    first = where_now(index, files[0], new) if files else 1
    lines = [
        f"Renamed `{old}` to `{new}`: {count} replacement{'s' if count != 1 else ''} in "
        f"{len(files)} file{'s' if len(files) != 1 else ''}, first at `{files[0] if files else '?'}:{first}`."
    ]
    lines.append(
        f"A final grep finds {len(left)} `{old}` left."
        if left
        else f"A final grep finds no `{old}` left."
    )
    before = [h for _c, r in state.ok("grep")[:1] for h in parse_grep(r.content)]
    prose = _in_strings_or_comments(index, new, [(p, n) for p, n, _t in before if p in files])
    if prose:
        where = ", ".join(f"`{p}:{n}`" for p, n in prose[:5]) + (" ..." if len(prose) > 5 else "")
        lines.append(
            f"{len(prose)} of the lines renamed {'hold' if len(prose) > 1 else 'holds'} it in a "
            f"string or a comment ({where}): "
            "check that each names this symbol and is not text or data that only looks like it."
        )
    return Step(text=report(state, "\n".join(lines)))


# the tokens of text: an f-string's literal parts are their own tokens from Python 3.12 on
_PROSE = {tokenize.STRING, tokenize.COMMENT, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}


def _named_in_code(index: WorkspaceIndex | None, name: str, paths: list[str]) -> bool:
    """Whether ``name`` is a name of the code (a NAME token) in any of ``paths``; a file that is
    not Python, or does not tokenize, counts as naming it."""
    for path in dict.fromkeys(paths):
        entry = index.files.get(path) if index is not None else None
        if entry is None or not path.endswith((".py", ".pyi")):
            return True
        try:
            tokens = tokenize.generate_tokens(io.StringIO("\n".join(entry.lines) + "\n").readline)
            if any(t.type == tokenize.NAME and t.string == name for t in tokens):
                return True
        except (tokenize.TokenError, SyntaxError):
            return True
    return False


def _in_strings_or_comments(
    index: WorkspaceIndex | None, name: str, places: list[tuple[str, int]]
) -> list[tuple[str, int]]:
    """Which of the renamed lines of Python files now hold ``name`` in a string or a comment: a
    rename changes every whole word, as an editor's "rename in comments and strings" does, and
    a string may be data (``MSG = "call foo first"``), so the answer points at those lines."""
    if index is None:
        return []
    word = _name_pattern(name)
    out: list[tuple[str, int]] = []
    for path in dict.fromkeys(p for p, _n in places):
        entry = index.files.get(path)
        if entry is None or not path.endswith((".py", ".pyi")):
            continue
        wanted = {n for p, n in places if p == path}
        try:
            tokens = list(
                tokenize.generate_tokens(io.StringIO("\n".join(entry.lines) + "\n").readline)
            )
        except (tokenize.TokenError, SyntaxError):
            continue
        for t in (t for t in tokens if t.type in _PROSE):
            for i, line in enumerate(t.string.split("\n")):
                n = t.start[0] + i
                if n in wanted and word.search(line) and (path, n) not in out:
                    out.append((path, n))
    return out


def _name_pattern(name: str) -> re.Pattern[str]:
    """``name`` as a whole word, and not as the prefix of a string literal (renaming ``f`` must
    leave ``f"..."`` alone)."""
    prefix = r"(?![\"'])" if re.fullmatch(r"(?i)[rubft]{1,2}", name) else ""
    return re.compile(rf"(?<![\w]){re.escape(name)}(?![\w]){prefix}")


def _undo_partial(state: TurnState, what: str) -> Step | None:
    """An edit of several calls is made whole or not at all: when the tool refused some of them
    (a file holding a key, a denied approval, a file changed meanwhile), the ones it made are
    undone, in reverse order, and the answer says that nothing changed. None when all of them
    were made, or none was."""
    calls = state.done("edit")
    forward = [(c, r) for c, r in calls if not _undoes(c, [f for f, _r in calls])]
    made = [(c, r) for c, r in forward if r is not None and not r.is_error]
    refused = [(c, r) for c, r in forward if r is None or r.is_error]
    if not (made and refused):
        return None
    undos = [(c, r) for c, r in calls if (c, r) not in forward]
    if not undos:
        return Step(
            [
                (
                    "edit",
                    {
                        **c.input,
                        "old_string": c.input["new_string"],
                        "new_string": c.input["old_string"],
                    },
                )
                for c, _r in reversed(made)
            ],
            f"The tool refused {len(refused)} of the edits; undoing the {len(made)} it made.",
        )
    call, result = refused[0]
    why = excerpt(result.content, 150) if result is not None else "no result"
    if any(r is None or r.is_error for _c, r in undos):
        files = ", ".join(dict.fromkeys(f"`{c.input['path']}`" for c, _r in made))
        return Step(
            text=f"The {what} is only partly made: the edit tool refused `{call.input['path']}` "
            f"({why}), and undoing the edits of {files} failed too; check those files."
        )
    files = ", ".join(dict.fromkeys(f"`{c.input['path']}`" for c, _r in made))
    return Step(
        text=declined(
            f"the edit tool refused `{call.input['path']}` ({why}), so the {what} would have been "
            f"half done; the edits it made in {files} are undone."
        )
    )


def _undoes(call: Any, earlier: list[Any]) -> bool:
    """Whether ``call`` reverses an edit made before it in the turn."""
    i = next((n for n, c in enumerate(earlier) if c is call), len(earlier))
    return any(
        c.input.get("path") == call.input.get("path")
        and c.input.get("old_string") == call.input.get("new_string")
        and c.input.get("new_string") == call.input.get("old_string")
        for c in earlier[:i]
    )


def _hunks(lines: list[str], numbers: list[int]) -> list[tuple[int, int]]:
    """Disjoint runs of lines (1-based, first and last) that cover ``numbers``, each grown by
    its neighbours until its text occurs once in the file, so an edit of one changes only it."""
    spans: list[list[int]] = []
    for n in sorted(set(numbers)):
        first, last = unique_span(lines, n, n)
        if spans and first <= spans[-1][1] + 1:  # overlapping or touching: one run
            spans[-1][1] = max(spans[-1][1], last)
        else:
            spans.append([first, last])
    return [(a, b) for a, b in spans]


def _name_in_use(index: WorkspaceIndex | None, name: str) -> bool:
    """Whether ``name`` is already a name somewhere: in Python, a name of the code (a word of a
    string or a comment, "Indentation Error", merges nothing); in other files, any such word."""
    if index is None:
        return False
    word = _name_pattern(name)
    for path, entry in index.files.items():
        text = "\n".join(entry.lines)
        if not word.search(text):
            continue
        if not path.endswith((".py", ".pyi")):
            return True
        try:
            tokens = tokenize.generate_tokens(io.StringIO(text + "\n").readline)
            if any(t.type == tokenize.NAME and t.string == name for t in tokens):
                return True
        except (tokenize.TokenError, SyntaxError):
            return True  # not readable as Python: any word counts, as before
    return False


def _rename_scope(index: WorkspaceIndex | None, old: str, path: str | None) -> str | None:
    """Where to rename: every file, unless the prompt names a file and the name is also
    defined in another one (two unrelated definitions share it: only the named file's changes)."""
    if path is None or index is None:
        return None
    homes = {s.path for s in index.named(old) if s.kind != "constant" or "." not in s.qualname}
    elsewhere = {h for h in homes if not is_file(h, path)}
    return path if elsewhere else None
