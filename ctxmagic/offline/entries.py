"""An entry of a literal dict, list, tuple or set, taken out or put in: "drop PARTIAL from the
Commands dict", "remove 'foo' from __all__", "add listmailcapfiles to __all__, after findmatch".

Found with ``ast`` (the container is an assignment to the name; the entry a key or an element
written as the request says it), and changed as text, so the rest of the file keeps its layout:
an entry on lines of its own goes with its lines (a new one gets a line of its own), one among
others on a line goes with its comma (a new one is written with the separator the line uses).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

from .index import words

CONTAINERS = (ast.Dict, ast.List, ast.Tuple, ast.Set)


@dataclass(frozen=True)
class Change:
    """Lines ``first`` to ``last`` (1-based) of the file become ``new``; the entry is (or was) on
    line ``line``."""

    first: int
    last: int
    new: list[str]
    line: int


def remove_entry(lines: list[str], container: str, item: str) -> Change | str:
    """The removal of ``item`` (a key or an element, as code or as a string's text) from the
    literal assigned to ``container``, or why there is none to make."""
    literals = _literals(lines, container)
    if isinstance(literals, str):
        return literals
    # a dict's entry quoted whole ('"url": "mistune.plugins.url.url",'): its key
    whole = re.fullmatch(r"\s*(?:([\"'])(?P<text>.*?)\1|(?P<key>[\w.]+))\s*:\s*\S.*?,?\s*", item)
    item = (whole["key"] or whole["text"]) if whole else item
    found = [(lit, i) for lit in literals for i, node in enumerate(_items(lit)) if _is(node, item)]
    if not found:
        return f"`{container}` has no entry `{item}`"
    if len(found) > 1:
        at = ", ".join(f"line {_items(lit)[i].lineno}" for lit, i in found[:5])
        return f"`{item}` is in `{container}` {len(found)} times ({at}); quote the line to delete"
    literal, i = found[0]
    return _removal(lines, literal, i)


def keep_entries(lines: list[str], container: str, kept: list[str]) -> Change | str:
    """The literal assigned to ``container`` with only the entries ``kept`` left ("set TABLES
    to just GSUB and GPOS"), each other one taken out as ``remove_entry`` would; or why not."""
    new = list(lines)
    while True:
        literals = _literals(new, container)
        if isinstance(literals, str):
            return literals
        if len(literals) > 1:
            return f"`{container}` is assigned {len(literals)} times; quote the line to change"
        items = _items(literals[0])
        missing = [k for k in kept if not any(_is(node, k) for node in items)]
        if missing:
            return f"`{container}` has no entry `{missing[0]}`"
        drop = [i for i, node in enumerate(items) if not any(_is(node, k) for k in kept)]
        if not drop:
            break
        change = _removal(new, literals[0], drop[-1])
        new[change.first - 1 : change.last] = change.new
    if new == lines:
        return f"`{container}` holds only those entries already"
    first, end, both = 0, 0, min(len(lines), len(new))
    while first < both and lines[first] == new[first]:
        first += 1
    while end < both - first and lines[-1 - end] == new[-1 - end]:
        end += 1
    return Change(first + 1, len(lines) - end, new[first : len(new) - end], first + 1)


def add_entry(
    lines: list[str],
    container: str,
    item: str,
    anchor: str = "",
    before: bool = False,
    same_line: bool = False,
) -> Change | str:
    """``item`` put into the list, tuple or set assigned to ``container``: after the entry
    ``anchor`` (before it if ``before``; on its line if ``same_line``, though the entries have
    a line each), or last; written as the other entries are (a string in their quotes, or a
    name), or why it cannot be."""
    literals = _literals(lines, container)
    if isinstance(literals, str):
        return literals
    said = item.strip().removesuffix(",").strip()
    pair = _pair(said)  # "`'cbrt': 'Math.cbrt',`": a dict's entry, written out
    if pair is not None:
        literals = [lit for lit in literals if isinstance(lit, ast.Dict)]
        item, anchor = pair, (_pair(anchor.strip().removesuffix(",")) or _text_of(anchor))
    else:
        item, anchor = _text_of(item), _text_of(anchor)  # "`'x-forwarded-for',`": its text
        literals = [lit for lit in literals if not isinstance(lit, ast.Dict)]
    if not literals:
        return f"`{container}` is a dict; quote the line to add (`'key': value,`)"
    if any(_is(node, item) for lit in literals for node in _items(lit)):
        return f"`{item}` is already in `{container}`"
    if anchor:
        literals = [lit for lit in literals if any(_is(n, anchor) for n in _items(lit))]
        if not literals:
            return f"`{container}` has no entry `{anchor}`"
    literal = literals[0]
    items = _items(literal)
    strings = [n for n in items if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    if pair is not None:
        text = said  # (a dict's entry, as it was quoted)
    elif strings and len(strings) == len(items):  # written in the quotes the others use
        quote = lines[strings[0].lineno - 1][_char(lines, strings[0].lineno, strings[0].col_offset)]
        text = f"{quote}{item}{quote}" if quote in "'\"" and quote not in item else repr(item)
    elif said != item:  # a string said in its quotes, among entries that are not all strings
        text = said
    elif re.fullmatch(r"[^\W\d]\w*(?:\.[^\W\d]\w*)*", item) or _is_number(item):
        text = item  # a name, or a number ("add 30.0 to DEFAULT_BUCKETS")
    else:
        return f"`{item}` is no name; quote the entry as code"
    if not items:  # "[]" -> "[x]", "()" -> "(x,)"
        line, col = literal.lineno, _char(lines, literal.lineno, literal.col_offset) + 1
        text += "," if isinstance(literal, ast.Tuple) else ""
        return _inserted(lines, line, col, text)
    i = next((k for k, n in enumerate(items) if _is(n, anchor)), len(items) - 1)
    (a_line, a_col), (b_line, b_col) = _ends(literal, i)
    start, end = _char(lines, a_line, a_col), _char(lines, b_line, b_col)
    own_lines = (
        not same_line
        and not lines[a_line - 1][:start].strip()
        and re.fullmatch(r"\s*,?\s*(?:#.*)?", lines[b_line - 1][end:])
    )
    if own_lines and literal.lineno < a_line:  # a line of its own, indented as its neighbour
        indent = lines[a_line - 1][:start]
        if before:
            return Change(a_line, a_line, [f"{indent}{text},", lines[a_line - 1]], a_line)
        tail = lines[b_line - 1][end:]
        comma = "" if tail.lstrip().startswith(",") else ","
        last = lines[b_line - 1][:end] + comma + tail
        return Change(b_line, b_line, [last, f"{indent}{text},"], b_line + 1)
    sep = ", "
    if len(items) > 1:  # the separator the literal uses: "a","b" or "a", "b"
        (_, _), (p_line, p_col) = _ends(literal, 0)
        (n_line, n_col), _ = _ends(literal, 1)
        if p_line == n_line:
            sep = lines[p_line - 1][_char(lines, p_line, p_col) : _char(lines, n_line, n_col)]
    if before:
        return _inserted(lines, a_line, start, text + sep)
    return _inserted(lines, b_line, end, sep + text)


def _inserted(lines: list[str], line: int, col: int, text: str) -> Change:
    old = lines[line - 1]
    return Change(line, line, [old[:col] + text + old[col:]], line)


def entry_said(lines: list[str], container: str, said: set[str]) -> str | None:
    """The key (or element) of the one entry of ``container`` whose code says the most of the
    words ``said`` ("... without work stealing. Drop its entry": ``"stealing": WorkStealing``),
    as code; None when no entry says any, or two say as many."""
    literals = _literals(lines, container)
    if isinstance(literals, str):
        return None
    scored = []
    for literal in literals:
        values = literal.values if isinstance(literal, ast.Dict) else _items(literal)
        for key, value in zip(_items(literal), values, strict=True):
            text = ast.unparse(key) + " " + (ast.unparse(value) if value is not key else "")
            scored.append((len(said & set(words(text))), ast.unparse(key)))
    scored.sort(reverse=True)
    if not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    return scored[0][1]


def literal_named_by(lines: list[str], description: str) -> str | None:
    """The one name assigned a written-out dict, list, tuple or set whose words hold every word
    of ``description`` ("the extended keyword list": ``_EXTENDED_COLOR_KEYWORDS``), else None."""
    try:
        tree = ast.parse("\n".join(lines))
    except (SyntaxError, ValueError):
        return None
    said = set(words(description))
    found = {
        target.id if isinstance(target, ast.Name) else target.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign | ast.AnnAssign)
        and isinstance(_written_out(node.value), CONTAINERS)
        for target in _targets(node)
        if isinstance(target, ast.Name | ast.Attribute)
    }
    named = [n for n in found if said <= set(words(n))]
    return named[0] if len(named) == 1 else None


def _literals(lines: list[str], container: str) -> list[ast.expr] | str:
    """The dicts, lists, tuples and sets written out and assigned to ``container``."""
    try:
        tree = ast.parse("\n".join(lines))
    except (SyntaxError, ValueError):
        return "the file is not valid Python"
    # "PrologLexer.filenames": the one assigned in that class's body
    owner, _, last = container.rpartition(".")
    classes = [
        n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == owner.split(".")[-1]
    ]
    literals = [
        value
        for root in classes or [tree]
        for node in ast.walk(root)
        if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign)
        and isinstance(value := _written_out(node.value), CONTAINERS)
        and any(_names(t, last if classes else container) for t in _targets(node))
    ]
    if not literals:
        return f"I found no dict, list, tuple or set written out and assigned to `{container}`"
    return sorted(literals, key=lambda lit: (lit.lineno, lit.col_offset))


def _written_out(value: ast.expr | None) -> ast.expr | None:
    """The container literal of an assignment's value, also inside a conversion of it:
    ``frozenset(("http", "https"))`` holds the tuple its entries are written in."""
    if (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id in ("frozenset", "set", "tuple", "list", "dict")
        and len(value.args) == 1
        and not value.keywords
    ):
        return value.args[0]
    return value


def _targets(node: ast.Assign | ast.AnnAssign | ast.AugAssign) -> list[ast.expr]:
    return node.targets if isinstance(node, ast.Assign) else [node.target]


def _names(target: ast.expr, name: str) -> bool:
    """Whether an assignment's target is ``name`` (``X``, ``self.X``, ``cls.X``)."""
    last = name.rsplit(".", 1)[-1]
    if isinstance(target, ast.Name):
        return target.id == name
    return isinstance(target, ast.Attribute) and (
        target.attr == last and (name == last or ast.unparse(target) == name)
    )


def _items(literal: ast.expr) -> list[ast.expr]:
    """A dict's keys (``**x`` has none) or a sequence's elements, in order."""
    if isinstance(literal, ast.Dict):
        return [
            k if k is not None else v for k, v in zip(literal.keys, literal.values, strict=True)
        ]
    return list(literal.elts)  # type: ignore[attr-defined]


def _pair(entry: str) -> str | None:
    """The key of a dict's entry written out (``'cbrt': 'Math.cbrt'``), as ``_is`` reads a
    request's entry, else None."""
    try:
        tree = ast.parse(f"{{{entry}}}", mode="eval").body
    except SyntaxError:
        return None
    if not isinstance(tree, ast.Dict) or len(tree.keys) != 1 or tree.keys[0] is None:
        return None
    key = tree.keys[0]
    return (
        key.value
        if isinstance(key, ast.Constant) and isinstance(key.value, str)
        else ast.unparse(key)
    )


def _text_of(entry: str) -> str:
    """An entry quoted as its line says it (``'x-forwarded-for',``): the string's text, which is
    written in the quotes the other entries use; any other entry as it is, its comma dropped."""
    entry = entry.strip().removesuffix(",").strip()
    try:
        value = ast.literal_eval(entry)
    except (ValueError, SyntaxError):
        return entry
    return value if isinstance(value, str) and entry[:1] in "'\"" else entry


def _is(node: ast.expr, item: str) -> bool:
    """Whether ``node`` is the entry a request names: its code (``"x"``, ``x``, ``a.b``) or,
    for a string, its text."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value == item:
        return True
    if isinstance(node, ast.Tuple) and node.elts and _is(node.elts[0], item):
        return True  # a pair keyed by its first element: ``('darkgrey', (169, 169, 169)),``
    return ast.unparse(node) == item or (
        isinstance(node, ast.Constant) and repr(node.value) == item
    )


def _ends(literal: ast.expr, i: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where the ``i``-th entry starts and ends ((line, column), 1-based lines, byte columns):
    a dict's key to its value."""
    start = _items(literal)[i]
    end = literal.values[i] if isinstance(literal, ast.Dict) else start
    return (start.lineno, start.col_offset), (end.end_lineno or end.lineno, end.end_col_offset or 0)


def _removal(lines: list[str], literal: ast.expr, i: int) -> Change:
    count = len(_items(literal))
    one_left = isinstance(literal, ast.Tuple) and count == 2  # ("a",), never ("a"): a string
    if one_left and literal.lineno == literal.end_lineno:
        return _one_left(lines, literal, 1 - i)
    (a_line, a_col), (b_line, b_col) = _ends(literal, i)
    start, end = _char(lines, a_line, a_col), _char(lines, b_line, b_col)
    head, tail = lines[a_line - 1][:start], lines[b_line - 1][end:]
    if not head.strip() and re.fullmatch(r"\s*,?\s*(?:#.*)?", tail):  # on lines of its own
        if not one_left:
            return Change(a_line, b_line, [], a_line)
        _, (k_line, k_col) = _ends(literal, 1 - i)  # the other keeps (or gets) its comma
        k_end = _char(lines, k_line, k_col)
        if not lines[k_line - 1][k_end:].lstrip().startswith(","):
            kept = lines[k_line - 1][:k_end] + "," + lines[k_line - 1][k_end:]
        else:
            kept = lines[k_line - 1]
        first, last = min(a_line, k_line), max(b_line, k_line)
        new = [
            kept if n == k_line else lines[n - 1]
            for n in range(first, last + 1)
            if not a_line <= n <= b_line
        ]
        return Change(first, last, new, a_line)
    next_line = _ends(literal, i + 1)[0][0] if i + 1 < count else 0
    _, (p_line, p_col) = _ends(literal, i - 1) if i > 0 else (None, (0, 0))
    if next_line > b_line and p_line == a_line:  # the last of its line: the line break stays
        text = lines[a_line - 1][: _char(lines, p_line, p_col)] + tail
        return Change(a_line, b_line, [text], a_line)
    if i + 1 < count:  # "a, b, c" without b: up to the next entry
        (b_line, b_col), _ = _ends(literal, i + 1)
        end_line, end = b_line, _char(lines, b_line, b_col)
        start_line = a_line
    elif i > 0:  # the last one: from the end of the one before (its comma goes)
        _, (p_line, p_col) = _ends(literal, i - 1)
        start_line, start = p_line, _char(lines, p_line, p_col)
        end_line = b_line
    else:  # the only one, and its comma
        start_line, end_line = a_line, b_line
        end += len(re.match(r"\s*,?", lines[b_line - 1][end:])[0])
    text = lines[start_line - 1][:start] + lines[end_line - 1][end:]
    return Change(start_line, end_line, [text], a_line)


def _one_left(lines: list[str], literal: ast.Tuple, keep: int) -> Change:
    """A tuple of two on one line without one: the other with its comma, ``("a",)``."""
    line = lines[literal.lineno - 1]
    start, end = _char(lines, literal.lineno, literal.col_offset), _ends(literal, keep)
    kept = line[_char(lines, *end[0]) : _char(lines, *end[1])]
    stop = _char(lines, literal.lineno, literal.end_col_offset or 0)
    text = f"({kept},)" if line[start:].startswith("(") else f"{kept},"
    return Change(
        literal.lineno, literal.lineno, [line[:start] + text + line[stop:]], literal.lineno
    )


def _char(lines: list[str], line: int, col: int) -> int:
    """A column of ``ast`` (UTF-8 bytes) as a character offset in the line."""
    return len(lines[line - 1].encode("utf-8")[:col].decode("utf-8", errors="ignore"))


def _is_number(text: str) -> bool:
    try:
        return isinstance(ast.literal_eval(text), int | float | complex) and "_" not in text
    except (ValueError, SyntaxError):
        return False
