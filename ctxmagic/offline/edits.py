"""What the offline model changes or runs: commands, and the edits it can really make.

Edits go through the real ``edit`` and ``write`` tools (so the notebook shows the diff): add or
replace a docstring, rename a symbol and update its references in the workspace, insert or
replace a line, replace quoted text, create a file. Anything else, and any edit whose target is
missing or ambiguous, is declined in words ("I did not change anything: ...") rather than
half done.
"""

from __future__ import annotations

import dataclasses
import re
import textwrap
from pathlib import Path
from typing import Any

from ..tools.search import parse_grep
from .edit_request import EditRequest
from .index import Symbol, WorkspaceIndex
from .lookup import handle_how, named_targets, view_of
from .question import Question
from .turn import Step, TurnState, excerpt

CAN_DO = (
    "add or replace a docstring, rename a symbol and its references, insert or replace a line, "
    "replace quoted text in a file, set a constant's value, or create a file"
)


def declined(reason: str) -> str:
    return f"I did not change anything: {reason}"


def handle_command(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    if not state.calls:
        return Step([("bash", {"command": q.command})], f"Running `{q.command}`.")
    call, result = state.done("bash")[0]
    if result is None:
        return Step(text=f"`{call.input.get('command')}` did not finish.")
    meta = result.metadata or {}
    if meta.get("permission"):  # not run: say so, not "exit code None"
        if meta["permission"] == "denied":
            why = f"the permission policy denied it ({meta.get('reason', '')})"
        else:
            why = f"it was not allowed ({meta['note']})" if meta.get("note") else "you denied it"
        return Step(text=f"I did not run `{call.input.get('command')}`: {why}.")
    status = "timed out" if meta.get("timed_out") else f"exit code {meta.get('exit_code')}"
    out = result.content.strip().splitlines()
    verdict = [line for line in out if re.search(r"\b\d+ (passed|failed|errors?)\b", line)]
    lines = [
        f"Ran `{call.input.get('command')}` ({status})"
        + (f": {excerpt(verdict[-1])}" if verdict else ":")
    ]
    tail = out[-15:]
    if tail:
        lines += ["```", *tail, "```"]
    else:
        lines.append("It printed nothing.")
    return Step(text="\n".join(lines))


def handle_edit(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    assert request is not None
    if request.path and index is not None:  # a path from the workspace's root, or refused
        inside = within(index.root, request.path)
        if inside is None:
            return Step(
                text=declined(
                    f"`{request.path}` is outside the workspace ({index.root}); I only change "
                    "files inside it."
                )
            )
        if inside != request.path:
            q = dataclasses.replace(q, edit=dataclasses.replace(request, path=inside))
    handler = EDITS.get(request.op, _decline)
    return handler(state, q, index)


def within(root: Path, path: str) -> str | None:
    """``path`` (absolute, ``~/``, or from the workspace's root) as a path from ``root``, or
    None when it leads outside (``..``, another folder, a link out)."""
    given = Path(path).expanduser()
    full = (given if given.is_absolute() else root / given).resolve()
    try:
        return full.relative_to(root).as_posix()
    except ValueError:
        return None


def _report(state: TurnState, text: str) -> str:
    """The answer after edit/write calls: what changed, or why nothing did."""
    done = [(c, r) for c, r in state.done("edit") + state.done("write") if r is not None]
    failed = [(c, r) for c, r in done if r.is_error]
    if failed and len(failed) == len(done):
        return declined(
            f"the {failed[0][0].name} tool refused: {excerpt(failed[0][1].content, 200)}"
        )
    lines = [text]
    for call, result in done:
        if result.is_error:
            lines.append(f"- `{call.input.get('path')}`: refused ({excerpt(result.content, 150)})")
    return "\n".join(lines)


# --- create / replace / insert ------------------------------------------------------------------


def _write(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    if not state.calls:
        if not request.path:
            return Step(
                text=declined(
                    "the request names no file to create; say `create file NAME containing ...`."
                )
            )
        return Step(
            [("write", {"path": request.path, "content": request.new})],
            f"Writing `{request.path}`.",
        )
    result = state.done("write")[0][1]
    size = (result.metadata or {}).get("bytes", len(request.new.encode())) if result else 0
    preview = excerpt(request.new.strip(), 120) or "(empty)"
    return Step(text=_report(state, f"Wrote `{request.path}:1` ({size} bytes): `{preview}`."))


def _files_with(
    index: WorkspaceIndex | None, path: str | None, match
) -> list[tuple[str, int, str]]:
    """(path, line number, line) of the lines ``match`` accepts, in ``path`` or everywhere."""
    if index is None:
        return []
    paths = [p for p in index.files if path is None or p == path or p.endswith("/" + path)]
    return [
        (p, n, text)
        for p in sorted(paths)
        for n, text in enumerate(index.files[p].lines, 1)
        if match(text)
    ]


def _line_edit(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """replace (text), replace_line, insert_after, insert_before."""
    request = q.edit
    whole_line = request.op != "replace"
    if whole_line:
        found = _files_with(index, request.path, lambda t: t.strip() == request.old.strip())
        if not found:
            found = _files_with(index, request.path, lambda t: request.old.strip() in t)
    else:
        found = _files_with(index, request.path, lambda t: request.old in t)
    where = f" in `{request.path}`" if request.path else ""
    if not state.calls:
        args: dict[str, Any] = {"pattern": request.old, "literal": True}
        if request.path and index is not None and any(p == request.path for p, _n, _t in found):
            args["path"] = request.path
        return Step([("grep", args)], f"Finding `{excerpt(request.old, 60)}`{where}.")
    if not state.done("edit"):
        if not found:
            return Step(
                text=declined(
                    f"`{excerpt(request.old, 60)}` is not in the workspace{where}; quote the text exactly."
                )
            )
        if len(found) > 1 and (whole_line or len({p for p, _n, _t in found}) > 1):
            at = ", ".join(f"`{p}:{n}`" for p, n, _t in found[:5])
            return Step(
                text=declined(
                    f"`{excerpt(request.old, 60)}` occurs {len(found)} times ({at}); name the file or quote a longer line."
                )
            )
        path, n, text = found[0]
        lines = index.files[path].lines
        if whole_line:
            indent = text[: len(text) - len(text.lstrip())]
            new_line = request.new if request.new.startswith((" ", "\t")) else indent + request.new
            if request.op == "replace_line":
                old, new = _unique_context(lines, n, text, new_line)
            elif request.op == "insert_after":
                old, new = _unique_context(lines, n, text, text + "\n" + new_line)
            else:
                old, new = _unique_context(lines, n, text, new_line + "\n" + text)
        else:
            old, new = request.old, request.new
        verb = {
            "replace": "Replacing",
            "replace_line": "Replacing the line",
            "insert_after": "Inserting after",
            "insert_before": "Inserting before",
        }[request.op]
        return Step(
            [("edit", {"path": path, "old_string": old, "new_string": new})],
            f"{verb} `{path}:{n}`.",
        )
    call = state.done("edit")[0][0]
    path = call.input["path"]
    n = next((ln for p, ln, _t in found if p == path), 0) if found else 0
    if request.op == "insert_after":
        summary = f"Inserted `{excerpt(request.new, 80)}` at `{path}:{n + 1}`, after line {n}."
    elif request.op == "insert_before":
        summary = f"Inserted `{excerpt(request.new, 80)}` at `{path}:{max(n - 1, 1)}`, before the line `{excerpt(request.old, 60)}`."
    else:
        at = _where_now(index, path, request.new)
        summary = f"Replaced `{excerpt(request.old, 60)}` with `{excerpt(request.new, 60)}` at `{path}:{at}`."
    return Step(text=_report(state, summary + " The diff is in the edit block above."))


def _unique_context(lines: list[str], n: int, text: str, replacement: str) -> tuple[str, str]:
    """old/new strings for an edit of line ``n``: the line itself, grown by neighbouring lines
    until it occurs once in the file (the edit tool refuses an ambiguous quote)."""
    whole = "\n".join(lines)
    before, after = 0, 0
    while True:
        block = lines[n - 1 - before : n + after]
        old = "\n".join(block)
        if whole.count(old) <= 1 or (before >= n - 1 and n + after >= len(lines)):
            new = "\n".join([*lines[n - 1 - before : n - 1], replacement, *lines[n : n + after]])
            return old, new
        if n + after < len(lines):
            after += 1
        else:
            before += 1


def _where_now(index: WorkspaceIndex | None, path: str, text: str) -> int:
    if index is None:
        return 1
    index.refresh()
    entry = index.files.get(path)
    if entry is None:
        return 1
    return next(
        (i for i, line in enumerate(entry.lines, 1) if text.strip() and text.strip() in line), 1
    )


# --- docstrings ---------------------------------------------------------------------------------


def _docstring(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    query = Question(
        kind="where", text=q.text, symbols=[request.symbol] if request.symbol else [], words=q.words
    )
    targets = [t for t in named_targets(query, index) if t.kind in ("class", "function", "method")]
    if request.path:
        targets = [
            t for t in targets if t.path == request.path or t.path.endswith("/" + request.path)
        ]
    if not targets:
        what = f"`{request.symbol}`" if request.symbol else "the function"
        return Step(
            text=declined(f"I found no definition of {what} to document; name it in backticks.")
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
        if target.doc_lines:
            start, end = target.doc_lines
            old = "\n".join(lines[start - 1 : end])
            header = "\n".join(lines[target.line - 1 : start - 1])
            old_string, new_string = header + "\n" + old, header + "\n" + doc
        else:
            header = "\n".join(lines[target.line - 1 : target.body_line - 1])
            old_string = header + "\n" + body
            new_string = header + "\n" + doc + "\n" + body
        verb = "Replacing" if target.doc_lines else "Adding"
        return Step(
            [("edit", {"path": target.path, "old_string": old_string, "new_string": new_string})],
            f"{verb} the docstring of `{target.qualname}`.",
        )
    edit_call = state.done("edit")[0][0]
    verb = (
        "Replaced" if re.search(r'"""|\'\'\'', edit_call.input.get("old_string", "")) else "Added"
    )
    text = request.new or _describe(target)
    return Step(
        text=_report(
            state,
            f'{verb} the docstring of `{target.qualname}` at `{target.path}:{target.line + 1}`: "{excerpt(text, 160)}"',
        )
    )


def _describe(target: Symbol) -> str:
    """A docstring from what the code shows, when the request gives no text."""
    name = (
        " ".join(re.findall(r"[A-Za-z][a-z]*|\d+", target.name.strip("_"))).lower() or target.name
    )
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


# --- rename -------------------------------------------------------------------------------------


def _rename(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    old, new = request.old, request.new
    word = re.compile(rf"(?<![\w]){re.escape(old)}(?![\w])")
    if not state.calls:
        return Step(
            [("grep", {"pattern": rf"\b{re.escape(old)}\b"})],
            f"Finding every reference to `{old}`.",
        )
    if not state.done("edit"):
        if not re.fullmatch(r"[A-Za-z_]\w*", new):
            return Step(text=declined(f"`{new}` is not a valid identifier."))
        scope = _rename_scope(index, old, request.path)
        refs = _files_with(index, scope, lambda t: bool(word.search(t)))
        if not refs:
            where = f" `{request.path}`" if request.path else " the workspace"
            return Step(text=declined(f"`{old}` does not occur in{where}."))
        if _files_with(
            index, None, lambda t: bool(re.search(rf"(?<![\w]){re.escape(new)}(?![\w])", t))
        ):
            return Step(
                text=declined(
                    f"`{new}` is already used in the workspace; renaming `{old}` to it could merge two names."
                )
            )
        calls = []
        for path in dict.fromkeys(p for p, _n, _t in refs):
            text = "\n".join(index.files[path].lines)
            if text.count(old) == len(word.findall(text)):
                calls.append(
                    (
                        "edit",
                        {"path": path, "old_string": old, "new_string": new, "replace_all": True},
                    )
                )
                continue
            for line in dict.fromkeys(t for p, _n, t in refs if p == path):
                calls.append(
                    (
                        "edit",
                        {
                            "path": path,
                            "old_string": line,
                            "new_string": word.sub(new, line),
                            "replace_all": True,
                        },
                    )
                )
        return Step(
            calls, f"Renaming `{old}` to `{new}` in {len({c[1]['path'] for c in calls})} file(s)."
        )
    if len(state.done("grep")) == 1:
        return Step(
            [("grep", {"pattern": rf"\b{re.escape(old)}\b"})], f"Checking that no `{old}` is left."
        )
    edits = [(c, r) for c, r in state.done("edit") if r is not None and not r.is_error]
    count = sum((r.metadata or {}).get("replacements", 1) for _c, r in edits)
    files = list(dict.fromkeys(c.input["path"] for c, _r in edits))
    last_grep = state.ok("grep")[-1:]
    left = [h for _c, r in last_grep for h in parse_grep(r.content)]
    first = _where_now(index, files[0], new) if files else 1
    lines = [
        f"Renamed `{old}` to `{new}`: {count} replacement{'s' if count != 1 else ''} in "
        f"{len(files)} file{'s' if len(files) != 1 else ''}, first at `{files[0] if files else '?'}:{first}`."
    ]
    lines.append(
        f"A final grep finds {len(left)} `{old}` left."
        if left
        else f"A final grep finds no `{old}` left."
    )
    return Step(text=_report(state, "\n".join(lines)))


def _rename_scope(index: WorkspaceIndex | None, old: str, path: str | None) -> str | None:
    """Where to rename: every file, unless the prompt names a file and the name is also
    defined in another one (two unrelated definitions share it: only the named file's changes)."""
    if path is None or index is None:
        return None
    homes = {s.path for s in index.named(old) if s.kind != "constant" or "." not in s.qualname}
    elsewhere = {h for h in homes if not (h == path or h.endswith("/" + path))}
    return path if elsewhere else None


# --- a constant's value -------------------------------------------------------------------------


def _set_value(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Set X to 5": the one assignment of the constant X, its value replaced (as a text edit)."""
    request = q.edit
    done = state.done("edit")
    if done:  # the edit is made: report it from what was asked of the tool
        call = done[0][0]
        old, new = call.input.get("old_string", ""), call.input.get("new_string", "")
        derived = EditRequest("replace", path=call.input.get("path"), old=old, new=new)
        return _line_edit(state, dataclasses.replace(q, edit=derived), index)
    found = [
        s
        for s in (index.named(request.symbol) if index is not None else [])
        if s.kind == "constant"
        and (request.path is None or s.path == request.path or s.path.endswith("/" + request.path))
    ]
    if len(found) != 1:
        at = ", ".join(f"`{s.where}`" for s in found[:5])
        why = (
            f"`{request.symbol}` is assigned in {len(found)} places ({at})"
            if found
            else (f"I found no assignment of a constant `{request.symbol}`")
        )
        return Step(
            text=declined(
                f"{why}; quote the line and its replacement: replace `old line` with `new line`."
            )
        )
    target = found[0]
    line = index.line(target.path, target.line)
    m = re.match(rf"^(\s*{re.escape(target.name)}\s*(?::[^=]+)?=\s*)(.*?)(\s*#.*)?$", line)
    if target.end_line != target.line or m is None or not m.group(2):
        return Step(
            text=declined(
                f"the value of `{target.name}` at `{target.where}` spans several lines; quote "
                "the text to replace: replace `old text` with `new text`."
            )
        )
    new_line = m.group(1) + request.new + (m.group(3) or "")
    derived = EditRequest("replace", path=target.path, old=line.strip(), new=new_line.strip())
    return _line_edit(state, dataclasses.replace(q, edit=derived), index)


# --- beyond it ----------------------------------------------------------------------------------


def _decline(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """Show where the code in question is (a real lookup), and say plainly that nothing changed."""
    if q.edit is not None and q.edit.reason:  # an edit it can make, asked in a way it cannot read
        return Step(text=declined(q.edit.reason))
    step = handle_how(state, q, index)
    if step.calls:
        return step
    reason = (
        f"this offline stand-in is not an LLM and can only {CAN_DO}; this request needs a real "
        "model (%config CtxMagic.provider = 'anthropic' or 'openai')."
    )
    return Step(text=declined(reason) + "\n\nWhat I found about it:\n\n" + step.text)


EDITS = {
    "write": _write,
    "replace": _line_edit,
    "replace_line": _line_edit,
    "insert_after": _line_edit,
    "insert_before": _line_edit,
    "docstring": _docstring,
    "rename": _rename,
    "set_value": _set_value,
    "decline": _decline,
}
