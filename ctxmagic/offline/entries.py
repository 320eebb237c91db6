"""An entry of a literal dict, list, tuple or set, and the file without it: "drop PARTIAL from
the Commands dict", "remove 'foo' from __all__".

Found with ``ast`` (the container is an assignment to the name; the entry a key or an element
written as the request says it), and removed as text, so the rest of the file keeps its layout:
an entry on lines of its own goes with its lines, one among others on a line goes with its comma.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

CONTAINERS = (ast.Dict, ast.List, ast.Tuple, ast.Set)


@dataclass(frozen=True)
class Removal:
    """Lines ``first`` to ``last`` (1-based) of the file become ``new``; the entry was on line
    ``line`` of the container assigned on line ``container``."""

    first: int
    last: int
    new: list[str]
    line: int
    container: int


def remove_entry(lines: list[str], container: str, item: str) -> Removal | str:
    """The removal of ``item`` (a key or an element, as code or as a string's text) from the
    literal assigned to ``container``, or why there is none to make."""
    try:
        tree = ast.parse("\n".join(lines))
    except (SyntaxError, ValueError):
        return "the file is not valid Python"
    literals = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign)
        and isinstance(node.value, CONTAINERS)
        and any(_names(t, container) for t in _targets(node))
    ]
    if not literals:
        return f"I found no dict, list, tuple or set written out and assigned to `{container}`"
    found = [(lit, i) for lit in literals for i, node in enumerate(_items(lit)) if _is(node, item)]
    if not found:
        return f"`{container}` has no entry `{item}`"
    if len(found) > 1:
        at = ", ".join(f"line {_items(lit)[i].lineno}" for lit, i in found[:5])
        return f"`{item}` is in `{container}` {len(found)} times ({at}); quote the line to delete"
    literal, i = found[0]
    return _removal(lines, literal, i)


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


def _is(node: ast.expr, item: str) -> bool:
    """Whether ``node`` is the entry a request names: its code (``"x"``, ``x``, ``a.b``) or,
    for a string, its text."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value == item:
        return True
    return ast.unparse(node) == item or (
        isinstance(node, ast.Constant) and repr(node.value) == item
    )


def _ends(literal: ast.expr, i: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where the ``i``-th entry starts and ends ((line, column), 1-based lines, byte columns):
    a dict's key to its value."""
    start = _items(literal)[i]
    end = literal.values[i] if isinstance(literal, ast.Dict) else start
    return (start.lineno, start.col_offset), (end.end_lineno or end.lineno, end.end_col_offset or 0)


def _removal(lines: list[str], literal: ast.expr, i: int) -> Removal:
    (a_line, a_col), (b_line, b_col) = _ends(literal, i)
    start, end = _char(lines, a_line, a_col), _char(lines, b_line, b_col)
    head, tail = lines[a_line - 1][:start], lines[b_line - 1][end:]
    container = literal.lineno
    if not head.strip() and re.fullmatch(r"\s*,?\s*(?:#.*)?", tail):  # on lines of its own
        return Removal(a_line, b_line, [], a_line, container)
    count = len(_items(literal))
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
    return Removal(start_line, end_line, [text], a_line, container)


def _char(lines: list[str], line: int, col: int) -> int:
    """A column of ``ast`` (UTF-8 bytes) as a character offset in the line."""
    return len(lines[line - 1].encode("utf-8")[:col].decode("utf-8", errors="ignore"))
