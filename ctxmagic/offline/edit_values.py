"""Set a value: a module constant, a class attribute or a parameter's default, keeping the
quoting and the form (a number scaled by a unit, a string) the code already uses."""

from __future__ import annotations

import ast
import dataclasses
import keyword
import os
import re
import textwrap

from .edit_lines import line_edit, made_edit_reported
from .edit_rename import rename
from .edit_steps import (
    PLAIN_NUMBER,
    breaks_python,
    declined,
    files_with,
    in_scope,
    is_file,
    number_replaced,
    says_with_number,
)
from .index import WorkspaceIndex
from .question import Question
from .request_text import IDENT, EditRequest, code_name, number_pattern
from .turn import Step, TurnState

# "(both the stream and the transport __init__)", "in all of them", "everywhere": each place
ALL_OF_THEM = re.compile(r"\b(?:both|all|every|each|everywhere)\b", re.I)


def set_value(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Set X to 5": the one assignment of the constant X, its value replaced (as a text edit)."""
    request = q.edit
    if _local_renamed(index, request):  # "to_pydot: str_edgedata -> edge_attrs": a name of
        # the function said, renamed in it
        derived = EditRequest(
            "rename", path=request.path, old=request.old, new=request.new, scope=request.symbol
        )
        return rename(state, dataclasses.replace(q, edit=derived), index)
    made = made_edit_reported(state, q, index)
    if made is not None:
        return made
    found = [
        s
        for s in (index.named(request.symbol) if index is not None else [])
        if s.kind == "constant" and (request.path is None or is_file(s.path, request.path))
    ]
    if any(not s.path.endswith(".pyi") for s in found):  # a stub only declares the module's
        found = [s for s in found if not s.path.endswith(".pyi")]
    if (
        index is not None
        and request.scope
        and not any(s.qualname.startswith(request.scope + ".") for s in found)
    ):
        # "make x default to False in C._defaults": a key of the dict (or a parameter of the
        # function) said, before a constant of that name elsewhere (C's annotation ``x: bool``)
        found = found if len(_parameter_defaults(index, request)) != 1 else []
    if not found and index is not None:  # "make `before` default to 5": a parameter's default
        defaults = _parameter_defaults(index, request)
        if len(defaults) == 1:
            path, line, old, new = defaults[0]
            derived = EditRequest("replace", path=path, old=old, new=new)
            return line_edit(state, dataclasses.replace(q, edit=derived), index)
        same = {_default_written(request.symbol, *d) for d in defaults}
        if len(defaults) > 1 and len(same) == 1 and ALL_OF_THEM.search(q.text):
            # "change the default x from 1.0 to 5.0 (both the stream and the transport
            # __init__)": each of them, its default written alike in one file
            path, old, new = same.pop()
            derived = EditRequest("replace_all", path=path, old=old, new=new)
            return line_edit(state, dataclasses.replace(q, edit=derived), index)
        if defaults:
            at = ", ".join(f"`{path}:{line}`" for path, line, _, _ in defaults[:5])
            return Step(
                text=declined(
                    f"`{request.symbol}` has a default or a keyed value in {len(defaults)} places "
                    f"({at}); name the function or the file."
                )
            )
    if not found and index is not None:
        # "Categorical.__repr__ only shows 10 values. Change max_len from 10 to 20": a local
        # name set to that value, in one place
        # (or an attribute set once in a method: "self.default_parameter_tier = 'Standard'")
        was = rf"([\"']?){re.escape(request.old)}\3" if request.old else r"[-\w.'\"]+"
        assigned = re.compile(
            rf"^(\s*(?:self\.|cls\.)?{re.escape(request.symbol)}\s*=\s*)({was})\s*(?:#.*)?$"
        )
        local = files_with(index, request.path, lambda t: bool(assigned.match(t)))
        if len(local) == 1:
            path, _n, text = local[0]
            m = assigned.match(text)
            value = request.new
            if _is_string(m[2]) and not request.code and (request.text or not _is_literal(value)):
                value = _quoted_like(m[2], value)
            old = (m[1] + m[2]).strip()
            derived = EditRequest("replace", path=path, old=old, new=m[1].strip() + " " + value)
            return line_edit(state, dataclasses.replace(q, edit=derived), index)
    if (
        not found
        and PLAIN_NUMBER.fullmatch(request.old or "")
        and PLAIN_NUMBER.fullmatch(request.new)
    ):
        # "In retry_busy_worker_later, change the sleep from 0.15 to 0.5 seconds": the one line
        # that says the word and holds the value, an argument rather than an assignment
        lines = files_with(
            index, request.path, lambda t: says_with_number(t, request.symbol, request.old)
        )
        if len(lines) == 1:
            path, _n, text = lines[0]
            new = number_replaced(text.strip(), request)
            derived = EditRequest("replace", path=path, old=text.strip(), new=new)
            return line_edit(state, dataclasses.replace(q, edit=derived), index)
    if not found and request.text and re.fullmatch(r"[a-z]+", request.symbol):
        # "comment in bind_unix_socket: 'orientated' should be 'oriented'": a word of the text,
        # not a name (when the text says it)
        said = re.compile(rf"\b{request.symbol}\b")
        if in_scope(index, request.scope, files_with(index, request.path, said.search)):
            derived = EditRequest(
                "replace",
                path=request.path,
                old=request.symbol,
                new=request.new,
                scope=request.scope,
            )
            return line_edit(state, dataclasses.replace(q, edit=derived), index)
    if (
        not found
        and index is not None
        and all(_written_as_code(n) for n in (request.symbol, request.new))
        and not index.named(request.symbol)
    ):
        # "The example in f's docstring calls a function that doesn't exist. Change
        # extract_input_ranges to extract_code_ranges there.": a name nothing defines or
        # assigns, said once, replaced where it is said
        said = re.compile(rf"(?<![\w.]){re.escape(request.symbol)}(?!\w)")
        lines = in_scope(index, request.scope, files_with(index, request.path, said.search))
        if len(lines) == 1 and len(said.findall(lines[0][2])) == 1:
            path, _n, _text = lines[0]
            derived = EditRequest("replace", path=path, old=request.symbol, new=request.new)
            return line_edit(state, dataclasses.replace(q, edit=derived), index)
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
    # (a "#" inside a string is no comment: ``SHEBANG = b"#!python"``)
    m = re.match(
        rf"^(\s*{re.escape(target.name)}\s*(?::[^=]+)?=\s*)((?:[^#'\"]|'[^'\n]*'|\"[^\"\n]*\")*?)"
        r"(\s*#.*)?$",
        line,
    )
    spread = _literal_over_lines(index, target, request) if m is not None else None
    if spread is not None:  # "set METRIC_TYPES to (...)" of a tuple written over several lines
        block, head = spread
        # (the items said no more taken out where they are, the layout kept; else one line)
        new = _items_taken_out(block, request.new) or head + request.new
        broken = breaks_python(target.path, index.files[target.path].lines, block, new)
        if broken:
            return Step(text=declined(broken))
        return Step(
            [("edit", {"path": target.path, "old_string": block, "new_string": new})],
            f"Setting `{target.name}` at `{target.where}`.",
        )
    if target.end_line != target.line or m is None or not m.group(2):
        return Step(
            text=declined(
                f"the value of `{target.name}` at `{target.where}` spans several lines; quote "
                "the text to replace: replace `old text` with `new text`."
            )
        )
    current = m.group(2).strip()
    value = request.new
    # "from 10 MiB to 20 MiB" of ``10 * 1024 * 1024``: the number said, the units kept
    scaled = NUMBER_SCALED.match(current)
    if scaled and scaled[1] == request.old and re.fullmatch(r"\d[\d.]*", value):
        value, request = value + current[scaled.end(1) :], dataclasses.replace(request, old="")
    number = number_pattern(request.old) if PLAIN_NUMBER.fullmatch(request.old or "") else ""
    held_once = number and len(re.findall(number, current)) == 1
    if held_once and request.old not in (current, _unquoted(current)):
        # "max_width default from 79 to 100" of ``Integer(79).tag(config=True)``: that number
        value, request = re.sub(number, request.new, current), dataclasses.replace(request, old="")
    if request.old and request.old not in (current, _unquoted(current)):
        return Step(
            text=declined(
                f"`{target.name}` is `{current}` at `{target.where}`, not `{request.old}`; say "
                f"`set {target.name} to {request.new}` to change it anyway."
            )
        )
    if _is_string(current) and not request.code and (request.text or not _is_literal(value)):
        # "set NAME to prod": the string "prod"; 'bump VERSION to "7"': the string "7"
        value = _quoted_like(current, value)
    elif request.text and not _is_literal(value) and not _names_in(index, target.path, value):
        # 'set logger to "abc"' where it is None, "pin LC_NUMERIC to 'en_US'" where a call sets
        # it: the string, not a name nobody defined
        value = _quoted_like('""', value)
    new_line = m.group(1) + value + (m.group(3) or "")
    if new_line == line:
        return Step(text=declined(f"`{target.name}` is already `{current}` at `{target.where}`."))
    derived = EditRequest("replace", path=target.path, old=line.strip(), new=new_line.strip())
    return line_edit(state, dataclasses.replace(q, edit=derived), index)


def _literal_over_lines(
    index: WorkspaceIndex, target, request: EditRequest
) -> tuple[str, str] | None:
    """The statement ``NAME = (...)`` of a list, tuple, set or dict written over several lines,
    and its head (``NAME = ``), when the new value is written as one too and no old value is
    said (or the one there is); else None."""
    if target.end_line == target.line or request.new[:1] not in "([{":
        return None
    block = "\n".join(index.line(target.path, n) for n in range(target.line, target.end_line + 1))
    head = re.match(rf"\s*{re.escape(target.name)}\s*(?::[^=\n]+)?=\s*(?=[(\[{{])", block)
    if head is None or (request.old and request.old not in block):
        return None
    try:
        ast.literal_eval(block[head.end() :].strip())
        ast.literal_eval(request.new)
    except (ValueError, SyntaxError):
        return None
    return block, head[0]


def _items_taken_out(block: str, value: str) -> str | None:
    """``block`` (``NAME = (...)`` over several lines) with the items it has and ``value`` has
    not taken out of their lines, when ``value`` is the literal with only those missing."""
    indent = block[: len(block) - len(block.lstrip())]
    lines = textwrap.dedent(block).split("\n")
    try:
        node = ast.parse("\n".join(lines)).body[0].value  # type: ignore[attr-defined]
        wanted = ast.literal_eval(value)
        items = [ast.literal_eval(e) for e in node.elts]
    except (AttributeError, IndexError, ValueError, SyntaxError):
        return None
    if type(wanted) is not type(ast.literal_eval(node)) or isinstance(wanted, dict):
        return None
    wanted, kept = list(wanted), []
    for n, item in enumerate(items):  # the items kept, in their order
        if len(kept) < len(wanted) and item == wanted[len(kept)]:
            kept.append(n)
    if len(kept) != len(wanted) or len(kept) == len(items):
        return None
    for e in reversed([e for n, e in enumerate(node.elts) if n not in kept]):
        if e.lineno != e.end_lineno:
            return None
        text = lines[e.lineno - 1]
        end = re.match(r"\s*,?\s*", text[e.end_col_offset :]).end() + e.end_col_offset
        lines[e.lineno - 1] = (text[: e.col_offset] + text[end:]).rstrip()
    out = [line for line in lines if line.strip()]
    return "\n".join(indent + line for line in out)


NUMBER_SCALED = re.compile(r"(\d[\d.]*)\s*[*/]\s*\d")  # "10 * 1024 * 1024": 10 of a unit


def _names_in(index: WorkspaceIndex, path: str, name: str) -> bool:
    """Whether the code of ``path`` uses ``name`` as a name (the workspace defines it or the
    file imports it): a value quoted as that name may be meant as code."""
    if not re.fullmatch(r"[^\W\d][\w.]*", name):
        return False
    word = re.compile(rf"(?<![\w.'\"]){re.escape(name)}(?![\w'\"])")
    return bool(index.named(name)) or any(
        word.search(t.split("#")[0]) for t in index.files[path].lines
    )


def _default_written(name: str, path: str, _line: int, old: str, new: str) -> tuple[str, str, str]:
    """The file and the parameter's default as a line writes it, before and after the change
    (``t: float = 1.0`` of ``def __init__(self, app, t: float = 1.0):``)."""
    start = len(os.path.commonprefix([old, new]))
    end = min(len(os.path.commonprefix([old[::-1], new[::-1]])), len(old) - start, len(new) - start)
    said = [m.start() for m in re.finditer(rf"\b{re.escape(name)}\b", old[:start])]
    start = said[-1] if said else start
    return path, old[start : len(old) - end], new[start : len(new) - end]


def _parameter_defaults(index: WorkspaceIndex, request: EditRequest) -> list[tuple]:
    """Each parameter ``request.symbol`` with a default written on one line, in the functions of
    the file named (or of the workspace's modules) whose default is ``request.old`` when it says
    what it was ("5 instead of 3"): (path, line, the line, the line with the new default). A
    dict's entry of that key, or a call's keyword of that name, is one too ('change the default
    "MAX_COOKIE_SIZE" from 4093 to 8192': `"MAX_COOKIE_SIZE": 4093,` in a dict of defaults)."""
    out = []
    # "in f's signature, change the default from 500 to 1000": the parameter whose default it is
    any_name = request.symbol.lower() == "default" and bool(request.old)
    for path, entry in sorted(index.files.items()):
        if not path.endswith(".py") or (request.path and not is_file(path, request.path)):
            continue  # (a stub's default is ``...``: the module's is the one to change)
        said = re.search(rf"\b{re.escape(request.symbol)}\b", "\n".join(entry.lines))
        if not (said or any_name):
            continue
        try:
            tree = ast.parse("\n".join(entry.lines))
        except (SyntaxError, ValueError):
            continue
        # ("connect_tcp's default x": the lines of the functions of that name only)
        # (or of the dict assigned to that name: "in C._defaults")
        scoped = [
            range(node.lineno, node.end_lineno + 1)
            for node in ast.walk(tree)
            if (
                isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
                and node.name == request.scope.rpartition(".")[2]
            )
            or (
                isinstance(node, ast.Assign | ast.AnnAssign)
                and request.scope.rpartition(".")[2]
                in {
                    t.id
                    for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
                    if isinstance(t, ast.Name)
                }
            )
        ]
        for node in ast.walk(tree):
            if request.scope and not any(getattr(node, "lineno", 0) in r for r in scoped):
                continue
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                args = node.args
                positional = [*args.posonlyargs, *args.args]
                pairs = list(
                    zip(
                        (a.arg for a in positional[len(positional) - len(args.defaults) :]),
                        args.defaults,
                        strict=True,
                    )
                )
                pairs += [
                    (a.arg, d)
                    for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                    if d is not None
                ]
            elif any_name:
                continue
            elif isinstance(node, ast.Dict):
                pairs = [
                    (k.value, v)
                    for k, v in zip(node.keys, node.values, strict=True)
                    if isinstance(k, ast.Constant) and isinstance(k.value, str)
                ]
            elif isinstance(node, ast.Call):
                pairs = [(k.arg, k.value) for k in node.keywords if k.arg]
            else:
                continue
            for name, default in pairs:
                if (
                    name != request.symbol and not any_name
                ) or default.lineno != default.end_lineno:
                    continue
                line = entry.lines[default.lineno - 1]
                raw = line.encode()
                current = raw[default.col_offset : default.end_col_offset].decode()
                if request.old and request.old not in (current, _unquoted(current)):
                    continue
                value = _quoted_like(current, request.new) if _is_string(current) else request.new
                head = raw[: default.col_offset].decode()
                new = head + value + raw[default.end_col_offset :].decode()
                out.append((path, default.lineno, line.strip(), new.strip()))
    return out


STRING = re.compile(r"""^[rRbBuUfF]{0,2}("|')""")


def _is_string(value: str) -> bool:
    return bool(STRING.match(value)) and value.endswith(value.lstrip("rRbBuUfF")[0])


def _unquoted(value: str) -> str:
    return value.lstrip("rRbBuUfF")[1:-1] if _is_string(value) else value


def _is_literal(value: str) -> bool:
    try:
        ast.literal_eval(value)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return False
    return True


# a text whose every backslash starts a character's code: "\ufffd", "\x1b[0m", "\N{BULLET}"
_UNICODE_ESCAPES = re.compile(
    r"(?:[^\\]|\\u[0-9a-fA-F]{4}|\\U[0-9a-fA-F]{8}|\\x[0-9a-fA-F]{2}|\\N\{[\w -]+\})*"
)


def _quoted_like(current: str, text: str) -> str:
    """``text`` as a string literal in the quotes of ``current`` (its prefix too). Where the
    file's string writes escapes (``' \\t\\n'``), a backslash of ``text`` is one too: the user
    wrote the value as the file does; so is a character's code (``"\\ufffd"``), which no one
    means as a backslash and five letters."""
    prefix = current[: len(current) - len(current.lstrip("rRbBuUfF"))]
    quote = current[len(prefix)]
    escapes = "\\" in current or _UNICODE_ESCAPES.fullmatch(text)  # "\ufffd" is one character
    if "\\" in text and escapes and quote not in text.replace("\\" + quote, ""):
        literal = f"{prefix}{quote}{text}{quote}"
        try:
            ast.literal_eval(literal)
            return literal
        except (ValueError, SyntaxError):
            pass
    if quote in text or "\\" in text or "\n" in text:
        return prefix.replace("r", "").replace("R", "") + repr(text)
    return f"{prefix}{quote}{text}{quote}"


def _local_renamed(index: WorkspaceIndex | None, request: EditRequest) -> bool:
    """Whether "F: a -> b" renames a name of the function (or class) F: F is one and no
    constant, and a and b are names written as code, not values."""
    if index is None or not request.old or request.text or request.code:
        return False
    if not all(
        re.fullmatch(r"[A-Za-z_]\w*", n) and "_" in n and not keyword.iskeyword(n)
        for n in (request.old, request.new)
    ):
        return False
    named = [
        s
        for s in index.named(request.symbol)
        if request.path is None or is_file(s.path, request.path)
    ]
    return bool(named) and all(s.kind in ("function", "method", "class") for s in named)


def _written_as_code(text: str) -> bool:
    """A name, written as code ("extract_input_ranges", "a.b", "fooBar"), not a word or a value."""
    return code_name(text) and re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", text) is not None
