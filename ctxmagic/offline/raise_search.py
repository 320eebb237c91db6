"""Raise statements found by what they complain about, for a question that names no exception
("where does it complain that an address has too many colons?").

Each ``raise`` of the index is described by the lines a reader would look at: the statement
itself (its message, over continuation lines), the lines just above it in the same block (a
``msg = ...`` built before it), the statements setting a name it passes on (a message set
further up) and the condition that guards it, plus, with less weight, the
names of the function, the class and the module it is in. They are ranked by the question's words, widened to
the code's spellings (``WorkspaceIndex.expand``) and weighted by how rare each word is in the
code base (its BM25 idf), scaled by the share of the question's words a raise holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import concepts
from .index import RAISING_CALL, STOP, Symbol, WorkspaceIndex, stem, words

OPENERS = re.compile(r"^\s*(if|elif|else|while|for|try|except|with|def|class|case|match)\b")
EXCEPTION_NAME = re.compile(r"(Error|Exception|Warning|Exit|Interrupt|Failure|Fault)$")


@dataclass
class RaiseSite:
    path: str
    line: int
    exception: str
    owner: Symbol
    score: float
    said: int = 0  # the question's words the raise's own lines hold (not its place's names)


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def statement_lines(index: WorkspaceIndex, path: str, line: int, owner: Symbol) -> list[int]:
    """The raise's own lines (to its closing bracket) and those above it in its block, up to
    and including the condition that guards it (at most three)."""
    lines = [line]
    depth = 0
    n = line
    while n <= owner.end_line and n < line + 6:
        text = index.line(path, n)
        depth += text.count("(") + text.count("[") - text.count(")") - text.count("]")
        if depth <= 0:
            break
        n += 1
        lines.append(n)
    base = _indent(index.line(path, line))
    n = line - 1
    while n > owner.line and len(lines) < 10 and line - n <= 3:
        text = index.line(path, n)
        if not text.strip():
            break
        if _indent(text) < base:  # the block's opener: the condition, then stop
            if OPENERS.match(text) and not text.lstrip().startswith(("def ", "class ")):
                lines.append(n)
            break
        if text.lstrip().startswith(("raise ", "return ")) or OPENERS.match(text):
            break
        lines.append(n)
        n -= 1
    return lines


PASSED = re.compile(r"\b[A-Za-z_]\w*\b")
BARE_RAISE = re.compile(r"\s*raise\s+([a-z_]\w*)\s*(?:#.*)?$")
SETS_NAME = re.compile(r"\s*([A-Za-z_]\w*)\s*(?:=|\.append\(|\+=)")


def message_lines(
    index: WorkspaceIndex, path: str, line: int, top: int, raised: str = ""
) -> list[int]:
    """The statements up to ten lines above a raise (from line ``top`` on, its definition's
    body) that set a name it passes on (``msg = ("Partition size is less ..." ...)`` ...
    ``raise NotImplementedError(msg)``), with their continuation lines: the message a reader
    sees, set apart from the raise. ``raised`` is the raise statement, if more than its line."""
    statement = raised or index.line(path, line)
    # "error = ValueError(f'fmt has wrong ...')" ... "raise error": the name raised, built above
    bare = BARE_RAISE.match(statement)
    passed = {bare[1]} if bare else set(PASSED.findall(statement.partition("(")[2]))
    out: list[int] = []
    # (set in a block that holds the raise: not in a branch before it, "msg = ..." of another
    # `if` that raised its own; the lines between are all indented at least as far)
    floor, reaches = _indent(index.line(path, line)), set()
    for n in range(line - 1, max(top, line - 10) - 1, -1):
        text = index.line(path, n)
        if text.strip():
            if _indent(text) <= floor:
                reaches.add(n)
            floor = min(floor, _indent(text))
    for n in sorted(reaches):
        at = SETS_NAME.match(index.line(path, n))
        if at and at[1] in passed:
            depth, k = 0, n
            while k < line:
                text = index.line(path, k)
                out.append(k)
                depth += text.count("(") + text.count("[") - text.count(")") - text.count("]")
                if depth <= 0:
                    break
                k += 1
    return out


def is_exception(index: WorkspaceIndex | None, name: str) -> bool:
    """Whether ``name`` names an exception: by its spelling, because the code raises it, or
    because a class of that name derives from an exception."""
    last = name.split(".")[-1]
    if EXCEPTION_NAME.search(last):
        return True
    if index is None:
        return False
    for s in index.named(last):
        if s.kind == "class" and re.search(r"\(.*(Error|Exception|Warning)\b", s.signature):
            return True
    return any(exc.split(".")[-1] == last for s in index.symbols for _n, exc in s.raises)


HELPER_WEIGHT = 0.75  # ``reader.raise_parse_error(...)`` against ``raise ParseError(...)``
# how the guard of a raise says a word of a question about sizes: it compares a ``len()``
GUARD_SPELLINGS = {stem(w): ("len",) for w in ("number", "many", "few", "size", "long", "short")}


def find_raises(
    index: WorkspaceIndex, query: list[str], limit: int = 8, reraise: bool = False
) -> list[RaiseSite]:
    """The raise statements that best match the (stemmed) question words, best first; the
    re-raises first when ``reraise`` (a question about raising an error again)."""
    if not query:
        return []
    groups = index.expand_grouped(query)
    said = concepts.phrases_said(stem, STOP)
    for w in groups:  # a word no definition holds may be in a raise outside them all
        groups[w].setdefault(w, 1.0)
        for plain in said.get(w, ()):  # a message is prose: "too large" says *larg*
            groups[w].setdefault(plain, 1.0)
        for spelled in GUARD_SPELLINGS.get(w, ()):  # "the number of arguments": len(arguments)
            groups[w].setdefault(spelled, 0.5)
    idf = index.idf()
    rarest = max(idf.values(), default=1.0)
    distinct = set(query)
    found: list[RaiseSite] = []
    for owner, raises in [(s, s.raises) for s in index.symbols if s.raises] + _module_level(index):
        # where it is, with less weight: its definition's names and its module's ("where does
        # the slides exporter bail out ...": a raise in exporters/slides.py)
        context = set(words(owner.qualname)) | set(words(owner.path.removesuffix(".py")))
        for line, exc in raises:
            text = " ".join(
                index.line(owner.path, n)
                for n in statement_lines(index, owner.path, line, owner)
                + message_lines(index, owner.path, line, owner.line + 1)
            )
            own = set(words(text))
            score, covered, said = 0.0, 0, 0
            for group in groups.values():  # each question word once, by its best spelling here
                said += any(w in own for w in group)
                best = max(
                    (
                        f * idf.get(w, rarest) * (1.0 if w in own else 0.3)
                        for w, f in group.items()
                        if w in own or w in context
                    ),
                    default=0.0,
                )
                score += best
                covered += best > 0
            if score <= 0:
                continue
            score *= 0.5 + 0.5 * covered / len(distinct)
            if RAISING_CALL.match(exc):  # a helper's raise: after a raise statement as good
                score *= HELPER_WEIGHT
            found.append(RaiseSite(owner.path, line, exc, owner, score, said))
    # a bare ``raise`` passes on an error raised elsewhere and says no more than its
    # ``except`` line: after every raise of an exception of its own, unless raising again is
    # what is asked (then it and ``raise errors[0]``, an error kept from before, come first)
    if reraise:
        found.sort(
            key=lambda r: (not RAISED_AGAIN.fullmatch(r.exception), -r.score, r.path, r.line)
        )
    else:
        found.sort(key=lambda r: (r.exception == "(re-raise)", -r.score, r.path, r.line))
    return found[:limit]


RAISED_AGAIN = re.compile(r"\(re-raise\)|[a-z_]\w*(?:\[[^\]]*\])?")
MODULE_RAISE = re.compile(r"^\s*raise\s+([\w.]+)")


def _module_level(index: WorkspaceIndex) -> list[tuple[Symbol, list[tuple[int, str]]]]:
    """Raises outside any function or class, each module's with the module as their owner:
    "where does codecs blow up at import time ...": ``raise SystemError`` under a failed import."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for s in index.symbols:
        if s.kind in ("function", "method", "class"):
            spans.setdefault(s.path, []).append((s.line, s.end_line))
    out = []
    for path, entry in index.files.items():
        if not path.endswith(".py"):
            continue
        raises = [
            (n, m[1])
            for n, text in enumerate(entry.lines, 1)
            if (m := MODULE_RAISE.match(text))
            and not any(a <= n <= b for a, b in spans.get(path, ()))
        ]
        if raises:
            name = path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
            module = Symbol(name, name, "module", path, 1, len(entry.lines), "")
            out.append((module, raises))
    return out
