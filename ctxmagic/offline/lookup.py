"""The offline model's answers to questions about code: where, what it returns, which handles,
how it works, where it is raised or called, and a plain search when nothing else fits.

Each handler plans from the index (which definitions the question is about), confirms with the
real tools (a grep for the chosen names, a view of the chosen lines, so the transcript shows what
was read), and answers with the best citation first: ``path:line`` and the quoted line, then one
or two supporting locations. The tool blocks already show every match, so answers do not repeat
them.
"""

from __future__ import annotations

import builtins
import dataclasses
import math
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from . import concepts
from .index import (
    ABBREVIATION_WEIGHT,
    ABBREVIATIONS,
    CALL,
    DOC_SUFFIXES,
    STOP,
    Symbol,
    WorkspaceIndex,
    stem,
    words,
)
from .question import CUE_WORDS, FAILS, Question, asks_which
from .raise_search import RaiseSite, find_raises, is_exception, message_lines, statement_lines
from .request_text import code_name
from .turn import Step, TurnState, excerpt, grep_hits, listed_files, seen_lines

# A view reads the definition with the code around it, as an agent reads a file to answer: at
# least MIN_VIEW lines, the whole definition up to MAX_VIEW.
MIN_VIEW = 60
CUE_STEMS = frozenset(w for cue in CUE_WORDS for w in words(cue))
TEST_PATH = re.compile(r"(?:^|/)(?:tests?/|test_[^/]*$|[^/]*_tests?\.py$)")
MAX_VIEW = 120
CODE_KINDS = ("class", "function", "method")
CALLABLE = ("function", "method")


# --- choosing definitions ----------------------------------------------------------------------


def _is_test(path: str) -> bool:
    return bool(re.search(r"(^|/)(tests?|testing)/|(^|/)test_[^/]*$|_test\.\w+$", path))


def named_targets(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The definitions the question names, best first: real definitions before constants, code
    before tests and stubs, then the ones whose words match the rest of the question."""
    if index is None:
        return []
    names = q.symbols or ([_spelled_out(q.text, q.subject, index)] if q.subject else [])
    if len(names) > 1:  # "the DEL constant ... in curses.ascii": a module said, where to look
        names = [n for n in names if not _is_module(index, n)]
    top_level = bool(TOP_LEVEL_SAID.search(q.text))
    how = q.kind == "how"
    found: list[Symbol] = []
    for name in names:
        candidates = index.named(name)
        query = _spelled([w for w in q.words if w not in words(name)])
        # "`_attributes` for the Rolling class": the one of the class said beside it
        owners = {n.split(".")[-1] for n in names if n != name}
        candidates.sort(
            key=lambda s: (
                top_level and "." in s.qualname,  # "the module-level X": not a class's X
                s.qualname.rpartition(".")[0].rpartition(".")[2] not in owners,
                s.kind == "constant",
                _is_test(s.path),
                s.path.endswith(".pyi"),  # a stub declares what its module defines
                how and _declared_only(index, s),  # "how does X ...": not a Protocol's X
                -_overlap(s, query),
                s.name.startswith("_") and not name.startswith("_"),
                s.path.count("/"),
                s.path,
                s.line,
            )
        )
        found.extend(c for c in candidates if c not in found)
    return delegated_first(found) if how else found  # how it is done: not a wrapper's call


def _spelled_out(text: str, subject: str, index: WorkspaceIndex) -> str:
    """The name the subject and the words after it spell, when the workspace defines it ("the
    strategy cache": ``_STRATEGY_CACHE``), else the subject."""
    m = re.search(rf"\b{re.escape(subject)}((?:\s+[A-Za-z]+){{1,2}})", text, re.I)
    more = m[1].split() if m else []
    for k in range(len(more), 0, -1):
        parts = [subject.lower(), *(w.lower() for w in more[:k])]
        snake = "_".join(parts)
        for name in (snake, snake.upper(), "".join(p.capitalize() for p in parts)):
            for spelled in (name, "_" + name):
                if index.named(spelled):
                    return spelled
    return subject


def _header(index: WorkspaceIndex, s: Symbol) -> str:
    """A definition's whole signature, over every line it is written on (black writes a long one
    a parameter a line, ``def crosstab(`` first)."""
    return " ".join(index.line(s.path, n) for n in range(s.line, max(s.body_line, s.line + 1)))


def _code_start(s: Symbol) -> int:
    """The first line of a definition's body after its docstring."""
    return (s.doc_lines[1] + 1) if s.doc_lines else (s.body_line or s.line + 1)


def _declared_only(index: WorkspaceIndex, s: Symbol) -> bool:
    """A function whose body is only a docstring, ``...``, ``pass`` or ``raise
    NotImplementedError``: an interface (a Protocol's, an abstract method), not how it is done."""
    if s.kind not in ("function", "method") or not s.body_line or s.body_line == s.line:
        return False
    rest = (index.line(s.path, n).strip() for n in range(_code_start(s), s.end_line + 1))
    return all(
        not t
        or t.startswith("#")
        or t in ("...", "pass")
        or t.startswith("raise NotImplementedError")
        for t in rest
    )


TOP_LEVEL_SAID = re.compile(r"\b(?:module|top)[- ]level\b|\bglobal\b", re.I)


def _is_module(index: WorkspaceIndex, name: str) -> bool:
    """``name`` is dotted like a module of the workspace (``curses.ascii``: curses/ascii.py)."""
    if "." not in name:
        return False
    stem = name.replace(".", "/")
    return any(p in index.files for p in (f"{stem}.py", f"{stem}/__init__.py")) or any(
        p.endswith((f"/{stem}.py", f"/{stem}/__init__.py")) for p in index.files
    )


def _spelled(query: list[str]) -> list[str]:
    """The question's words with a phrase read as one word ("starts with") given back as its
    own words and those code spells it with (*start*, ``startswith``, ``prefix``): what a line or
    a name can hold."""
    said = concepts.phrases_said(stem, STOP)
    table = concepts.load(stem)
    return [v for w in query for v in (*said.get(w, ()), *(table.phrase_words.get(w) or (w,)))]


def _overlap(symbol: Symbol, query: list[str]) -> int:
    path_words = set(words(symbol.path.replace("/", " ")))
    return sum(1 for w in set(query) if w in symbol.terms or w in path_words)


def ranked(
    q: Question, index: WorkspaceIndex | None, kinds: tuple[str, ...], limit: int = 12
) -> list[Symbol]:
    """Definitions of the given kinds ranked by BM25 for the question's words, code before tests
    and before exception classes (a question about behaviour is about the code that acts)."""
    return delegated_first([s for _score, s in scored(q, index, kinds, limit)])


def is_wrapper(symbol: Symbol) -> bool:
    """A definition whose body only hands its call on to one of the same name (``def
    log_to_stderr(self, level): from .util import log_to_stderr; return log_to_stderr(level)``)."""
    if symbol.kind not in ("function", "method") or len(symbol.returns) != 1:
        return False
    if symbol.end_line - _code_start(symbol) > 2:
        return False
    expr = symbol.returns[0][1]
    # (or hands back its private namesake: ``return self._oslevel_info``)
    name = re.escape(symbol.name)
    return bool(re.match(rf"^(?:[\w.]+\.)?{name}\(|^self\._{name}(?:\(|$)", expr))


def delegated_first(candidates: list[Symbol]) -> list[Symbol]:
    """A wrapper gives its place to the definition it hands on to, when that one is a candidate
    too: the code that does the work answers "which function ..."."""
    out: list[Symbol] = []
    for i, symbol in enumerate(candidates):
        if any(symbol is placed for placed in out):
            continue  # already placed ahead of its wrapper
        if is_wrapper(symbol):
            later = candidates[i + 1 :]
            target = next(
                (
                    c
                    for c in later
                    if c.name in (symbol.name, f"_{symbol.name}") and not is_wrapper(c)
                ),
                None,
            )
            if target is not None:
                out.append(target)
        out.append(symbol)
    return out


def scored(
    q: Question, index: WorkspaceIndex | None, kinds: tuple[str, ...], limit: int = 12
) -> list[tuple[float, Symbol]]:
    if index is None or not q.words:
        return []
    # "what in difflib suggests ...": a package of the workspace said by name is where to look;
    # as a word it only finds the code that says its own package's name (``_test``)
    packages = _packages_said(q, index)
    query = list(q.words)
    for said_stem in packages.values():  # once: "parso keeps its parse results" still says *parse*
        if said_stem in query:
            query.remove(said_stem)
    query = query or q.words
    # ("Which function in tornado.escape ...": a module said as a dotted name)
    modules = q.modules or [
        n
        for n in q.symbols
        if _is_module(index, n)
        and re.search(rf"\b(?:in|inside|within)\s+(?:the\s+)?`?{re.escape(n)}\b", q.text)
    ]
    where = q.files or modules or list(packages)
    found = index.search(query, kinds, limit=400 if where else limit + 8, weights=q.weights)
    if where:  # "which function in server.py / the cookiejar module": only there, if any
        inside = [
            (score, s)
            for score, s in found
            if in_files(s.path, q.files) or in_modules(s.path, modules)
        ]
        # "the PEP 610 direct_url.json data": the module of that name models the file said
        modelled = [re.sub(r"\.[A-Za-z0-9]+$", ".py", f) for f in q.files if not f.endswith(".py")]
        inside = inside or [(score, s) for score, s in found if in_files(s.path, modelled)]
        found = inside or found
    # a word said with its number ("checks for SSE3 support"): the definition whose name says it
    # whole (`_has_sse3`) over those that only share the word (`_has_sse`, `_has_sse2`)
    numbered = {m.lower() for m in LETTERS_NUMBER.findall(q.text)}
    # ("turns a TrueType font into a Type 3 font": the number said apart, `_font_to_ps_type3`)
    numbered |= {(a + n).lower() for a, n in SPACED_NUMBER.findall(q.text)}
    # a name written as code that no definition has, said whole inside one's name ("for
    # linear_ramp mode, which function ...": ``_get_linear_ramps``; not a class's, LangSys)
    runs = [
        tuple(words(n))
        for n in q.symbols
        if "_" in n.strip("_") and len(words(n)) >= 2 and not index.named(n)
    ]
    hits = [
        (
            score
            * (0.5 if _is_test(s.path) else 1.0)
            * (0.5 if _in_exception(index, s) else 1.0)
            * (NAME_SAID_WEIGHT if runs and _name_said(s, runs) else 1.0)
            * (PREDICATE_WEIGHT if q.predicate and is_predicate(s) else 1.0)
            * (NUMBERED_WEIGHT if numbered and numbered & _numbered(s.name) else 1.0),
            s,
        )
        for score, s in found
    ]
    hits.sort(key=lambda h: (-h[0], h[1].path, h[1].line))
    return hits[:limit]


NUMBERED_WEIGHT = 1.5
NAME_SAID_WEIGHT = 1.5


def _name_said(symbol: Symbol, runs: list[tuple[str, ...]]) -> bool:
    """Whether the words of one of ``runs`` stand in a row in ``symbol``'s name. (A name every
    word of which the question says in plain words, "computes the grand margin", was measured:
    it moved two older answers off.)"""
    named = words(symbol.name)
    return any(
        named[i : i + len(run)] == list(run)
        for run in runs
        for i in range(len(named) - len(run) + 1)
    )


LETTERS_NUMBER = re.compile(r"(?:[A-Z]{2,}|[A-Z]?[a-z]{2,})\d+(?![\d.])")
SPACED_NUMBER = re.compile(r"\b([A-Z][a-z]+|[a-z]{2,})\s+(\d+)(?![\d.])")


def _numbered(name: str) -> set[str]:
    return {m.lower() for m in LETTERS_NUMBER.findall(name)}


def _packages_said(q: Question, index: WorkspaceIndex) -> dict[str, str]:
    """The workspace's top-level packages and modules the question names as a word (``asyncio``,
    ``difflib``), each with its stemmed word."""
    tops = {p.split("/")[0].removesuffix(".py") for p in index.files if p.endswith(".py")}
    said = {w.lower() for w in re.findall(r"[A-Za-z_]\w*", q.text)}
    return {t: "".join(words(t)) for t in tops & said if len(words(t)) == 1}


def in_files(path: str, files: list[str]) -> bool:
    """``path`` is one of the files a question names (``server.py`` names ``http/server.py``)."""
    return any(path == f or path.endswith("/" + f.lstrip("./")) for f in files)


def in_modules(path: str, modules: list[str]) -> bool:
    """``path`` belongs to a module or package a question names (``http.cookiejar``,
    ``cookiejar``, ``email``)."""
    parts = path.removesuffix(".py").split("/")
    for name in modules:
        dotted = name.split(".")
        if any(parts[i : i + len(dotted)] == dotted for i in range(len(parts))):
            return True  # the module's file, or a file anywhere under the package
    return False


PREDICATE_WEIGHT = 2.0  # "which function tells whether ...": a yes/no test ranks this much higher
PREDICATE_NAME = re.compile(
    r"^_*(?:is|has|have|can|should|needs?|does|was|were|are|supports?|contains|matches|exists|"
    r"equals|includes|accepts|allows)(?:_|[A-Z]|$)"
)
BOOLEAN = frozenset({"True", "False"})
# the builtins that answer yes or no: ``return bool(m)`` (not any() or all(): a command's
# ``return any(failures)`` tells whether it failed, it is no test)
BOOLEAN_CALL = re.compile(r"^(?:bool|isinstance|issubclass|callable|hasattr)\(")
TEST = re.compile(r"^(?!.*\bfor\b).*(?:[=!<>]=|(?<![<>-])[<>](?![<>])|^not\b|\b(?:in|is)\b)")


def is_predicate(symbol: Symbol) -> bool:
    """A yes/no test: named ``is_*`` / ``has_*`` / ``isleap``, or every return is a comparison,
    True or False."""
    if symbol.kind not in CALLABLE:
        return False
    if PREDICATE_NAME.match(symbol.name) or re.match(r"^_*(?:is|has)[a-z]{3,}$", symbol.name):
        return True
    returns = [expr for _line, expr in symbol.returns]
    return bool(returns) and all(
        expr in BOOLEAN or TEST.search(expr) or BOOLEAN_CALL.match(expr) for expr in returns
    )


EXCEPTION_BASES = re.compile(r"\(.*(Error|Exception|Warning)\b")


def owner_class(index: WorkspaceIndex, symbol: Symbol) -> Symbol | None:
    """The class a method is defined in."""
    if "." not in symbol.qualname or symbol.path not in index.files:
        return None
    parent = symbol.qualname.rsplit(".", 1)[0]
    return next(
        (s for s in index.files[symbol.path].symbols if s.qualname == parent and s.kind == "class"),
        None,
    )


def _in_exception(index: WorkspaceIndex, symbol: Symbol) -> bool:
    """An exception class, or a method of one."""
    cls = symbol if symbol.kind == "class" else owner_class(index, symbol)
    return cls is not None and bool(EXCEPTION_BASES.search(cls.signature))


def ranked_classes(q: Question, index: WorkspaceIndex | None, limit: int = 12) -> list[Symbol]:
    """Classes ranked by their own words or by their best method's (a class that limits how many
    tasks run at once says so in its acquire and release methods, not in its name)."""
    if index is None:
        return []
    best: dict[int, tuple[float, Symbol]] = {}
    for score, s in scored(q, index, CODE_KINDS, limit=60):
        cls = s if s.kind == "class" else owner_class(index, s)
        if cls is None:
            continue
        score = score if cls is s else METHOD_SHARE * score
        if id(cls) not in best or best[id(cls)][0] < score:
            best[id(cls)] = (score, cls)
    order = sorted(best.values(), key=lambda h: (-h[0], h[1].path, h[1].line))
    return [s for _score, s in order[:limit]]


METHOD_SHARE = 0.6  # a class scores at least this share of its best method's score


def members_scored(
    q: Question, index: WorkspaceIndex | None, cls: Symbol, weighed: bool = False
) -> list[tuple[float, Symbol]]:
    """The methods of ``cls`` with their scores for the question's words other than the class's
    name, best first; ``weighed``: with a subordinate clause's words at less (ranking the methods
    so moved heldout153 #16 off its method and helped none)."""
    if index is None:
        return []
    rest = [w for w in q.words if w not in words(cls.name)]
    weights = q.weights if weighed else {}
    query = Question(kind=q.kind, text=q.text, words=rest or q.words, weights=weights)
    prefix = cls.qualname + "."
    return [
        (score, s)
        for score, s in scored(query, index, CALLABLE, limit=400)
        if s.path == cls.path and s.qualname.startswith(prefix)
    ]


def members_ranked(q: Question, index: WorkspaceIndex | None, cls: Symbol) -> list[Symbol]:
    """The methods of ``cls`` ranked by the question's words other than the class's name."""
    return delegated_first([s for _score, s in members_scored(q, index, cls)])


def enclosing(index: WorkspaceIndex | None, path: str, line: int) -> Symbol | None:
    """The innermost function, method or class whose lines hold ``path:line``."""
    if index is None or path not in index.files:
        return None
    best = None
    for s in index.files[path].symbols:
        inside = s.kind in CODE_KINDS and s.line <= line <= s.end_line
        if inside and (best is None or s.line >= best.line):
            best = s
    return best


def definition_pattern(symbols: list[Symbol]) -> str:
    names = "|".join(sorted({re.escape(s.name) for s in symbols}))
    pattern = rf"\b(?:def|class|function|fn|func|struct|interface|trait|enum|type)\s+(?:{names})\b"
    if any(s.kind == "constant" for s in symbols):
        pattern += rf"|^\s*(?:{names})\s*[:=]"
    return pattern


def view_of(symbol: Symbol, limit: int = MAX_VIEW, before: int = 10) -> dict[str, Any]:
    start = max(symbol.line - 1 - before, 0)
    span = symbol.end_line - start + 2
    return {"path": symbol.path, "offset": start, "limit": max(min(span, limit), MIN_VIEW)}


def quote(state: TurnState, index: WorkspaceIndex | None, path: str, line: int) -> str:
    """The text of ``path:line`` as the tools showed it (the index's copy if they did not)."""
    text = seen_lines(state).get((path, line))
    if text is None and index is not None:
        text = index.line(path, line)
    return excerpt(text or "")


def cite(state: TurnState, index: WorkspaceIndex | None, path: str, line: int) -> str:
    return f"`{path}:{line}`: `{quote(state, index, path, line)}`"


def first_sentence(doc: str) -> str:
    para = " ".join(doc.strip().split("\n\n")[0].split()).replace("``", "")
    m = re.match(r"(.+?[.!?])(\s|$)", para)
    return excerpt(m.group(1) if m else para, 200)


def title(symbol: Symbol) -> str:
    return f"`{symbol.qualname}`"


def others(
    state: TurnState,
    index: WorkspaceIndex | None,
    symbols: list[Symbol],
    label: str,
    count: int = 2,
) -> list[str]:
    if not symbols:
        return []
    shown = "; ".join(f"{title(s)} at `{s.where}`" for s in symbols[:count])
    return [f"{label}: {shown}."]


def _shown(q: Question) -> int:
    """How many other candidates an answer lists: four when the question names no code, two
    when it does. Ranked by words alone, a description in the user's own words puts the right
    definition first about one time in four but among the first five twice as often; a named
    one is first nine times in ten, and more names would only be noise."""
    return 2 if q.symbols or q.subject else 4


def nothing_found(q: Question, searched: str) -> str:
    return (
        f"I found nothing that answers this. I searched {searched}"
        + (f" for the names {', '.join(f'`{s}`' for s in q.symbols)}" if q.symbols else "")
        + ". Name the function, class or file you mean (in backticks) and I will look again."
    )


# --- the handlers --------------------------------------------------------------------------------


def lookup(
    state: TurnState, q: Question, index: WorkspaceIndex | None, targets: list[Symbol], narrate: str
) -> Step | None:
    """The shared shape: grep for the definitions, then view the first one (or the first one of
    each name the question gave); returns None once both are done (time to answer)."""
    if not state.calls:
        return Step([("grep", {"pattern": definition_pattern(targets[:3])})], narrate)
    if "view" not in state.names:
        views = [view_of(targets[0])]
        second = next(
            (t for t in targets[1:] if t.name != targets[0].name and t.name in " ".join(q.symbols)),
            None,
        )
        if second is not None:
            views.append(view_of(second))
        elif (use := first_use(index, targets[0])) is not None:
            views = joined(views[0], view_around((*use, "")))
        return Step([("view", v) for v in views], "Reading the definition and where it is used.")
    return None


def joined(first: dict[str, Any], second: dict[str, Any]) -> list[dict[str, Any]]:
    """Two views, or one when they are of the same file and close: the same lines are not read
    twice (a use a few lines from the definition was viewed again, for 60 lines)."""
    if first["path"] != second["path"]:
        return [first, second]
    start = min(first["offset"], second["offset"])
    end = max(first["offset"] + first["limit"], second["offset"] + second["limit"])
    if end - start > first["limit"] + second["limit"] - MIN_VIEW // 2:
        return [first, second]  # far apart: two views read less than one covering both
    return [{"path": first["path"], "offset": start, "limit": end - start}]


def view_around(hit: tuple[str, int, str]) -> dict[str, Any]:
    return {"path": hit[0], "offset": max(hit[1] - 1 - 20, 0), "limit": MIN_VIEW}


def first_use(index: WorkspaceIndex | None, symbol: Symbol) -> tuple[str, int] | None:
    """The first line outside ``symbol``'s file that mentions its name in code (code before
    tests; never a comment, a docstring or an import), or else the first one in its file outside
    the definition: a supporting location to read. A use comes before an export (``__all__``)
    or a mention inside a string, which are taken only when there is nothing else."""
    if index is None:
        return None
    word = re.compile(rf"(?<![\w.]){re.escape(symbol.name)}\b")
    paths = sorted((p for p in index.files if p != symbol.path), key=lambda p: (_is_test(p), p))
    weak = None
    for path in [*paths, symbol.path]:
        for n, text in enumerate(index.files[path].lines, 1):
            if path == symbol.path and symbol.line <= n <= symbol.end_line:
                continue
            if (
                word.search(text)
                and not text.lstrip().startswith(("#", "import ", "from "))
                and not in_prose(index, (path, n, text), symbol.name)
            ):
                if not weak_mention(text, symbol.name):
                    return path, n
                weak = weak or (path, n)
    return weak


def used_at(state: TurnState, index: WorkspaceIndex | None, symbol: Symbol) -> list[str]:
    use = first_use(index, symbol)
    return [f"It is used at {cite(state, index, *use)}."] if use else []


RARE_NAME_IDF = 2.0  # in at most about one definition in twenty


def plain_names(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """Definitions named by a plain word of the question that is a name run together from
    shorter words or one the code base uses rarely ("where is the maxlen limit set?":
    ``maxlen``), for a question whose names name nothing."""
    if index is None:
        return []
    idf = index.idf()
    said = {
        w
        for w in _plain_words(q, 4)
        if w not in q.symbols
        and (len(words(w)) > 1 or all(idf.get(v, 0.0) >= RARE_NAME_IDF for v in words(w)[:1]))
    }
    found = [s for s in index.symbols if s.name in said]  # one pass, not one per word
    # of those of one name, the ones whose words match the rest of the question ("the aliases
    # dict for event loop names (qt4 -> qt)": the one holding qt and gtk)
    named = {w for s in found for w in words(s.name)}
    query = _spelled([w for w in q.words if w not in named])
    return sorted(found, key=lambda s: (_is_test(s.path), -_overlap(s, query)))


# a proper name said as what a thing is ("the van Es estimator", "the Correa estimator"; not
# "switches to Steffensen acceleration", which only says what it does)
PROPER_NAME = re.compile(r"\bthe\s+(?:[a-z]+\s+)?(([A-Z][a-z]+)\s+[a-z]+)")


def proper_named(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The one function or class whose name has a proper name the question says as one of its
    words and whose docstring says it as the question does ("where's the van Es estimator
    function defined?": ``_van_es_entropy``, "Compute the van Es estimator"; "which function is
    the Correa estimator": ``_correa_entropy``), else []."""
    if index is None:
        return []
    said = [(m[2].lower(), m[1].lower()) for m in PROPER_NAME.finditer(q.text)]
    found = [
        s
        for s in index.symbols
        if s.kind in CODE_KINDS
        and any(w in words(s.name) and phrase in s.doc.lower() for w, phrase in said)
    ]
    return found if len(found) == 1 else []


def members_said(q: Question, index: WorkspaceIndex | None, cls: Symbol) -> list[Symbol]:
    """Members of a class the question names that a plain word of it names too ("where does
    the Profile class set its default bias?": ``Profile.bias``)."""
    if index is None or cls.kind != "class":
        return []
    said = _plain_words(q, 3) - {cls.name}
    # (a private one too: "where does the CG class build its latex string?": ``CG._latex``)
    return [
        s
        for s in index.symbols
        if (s.name in said or (s.name.startswith("_") and s.name.strip("_") in said))
        and s.qualname == f"{cls.qualname}.{s.name}"
    ]


# words of a question about a value that say no more than that it has one
CONSTANT_ASKED = re.compile(
    # ("where are the tags like pre, script and style listed": ``PRE_TAGS``)
    r"\b(?:values?|set|defined|declared|defaults?|given|assigned|listed|configured|stored)\b",
    re.I,
)
# (not "default": a constant's name may say it, "the default max-flow function": ``default_flow_func``)
VALUE_WORDS = frozenset(words("set sets value values defined declared given where"))


def _constant_said(
    q: Question, index: WorkspaceIndex | None, cls: Symbol | None = None
) -> list[Symbol]:
    """The one constant (of the class ``cls``, or anywhere) whose name holds most of the
    question's words, when the question asks where a value is set and says the thing in words,
    not by its name: "TimeRemainingColumn only refreshes twice a second -- where is that interval
    set?" (``TimeRemainingColumn.max_refresh``); "which tables get transformed by default? where
    is that tuple defined" (``woff2TransformedTableTags``, two words or more outside a class)."""
    if index is None or not CONSTANT_ASKED.search(q.text) or (cls and cls.kind != "class"):
        return []
    asked = set(q.words) - VALUE_WORDS - (set(words(cls.name)) if cls else set())
    # (a number said counts as a word when the constant's line writes it: "the 80-character cap
    # on strings shown in locals": ``LOCALS_MAX_STRING = 80``)
    # (a word said that is the text the constant holds, twice: "the fallback colour scheme for
    # Syntax (monokai, I think)": ``DEFAULT_THEME = "monokai"``)
    numbers = re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\d.])", q.text)
    names = [*q.symbols, q.subject or "", cls.name if cls else ""]
    plain = {w.lower() for w in re.findall(r"[A-Za-z][\w-]{2,}", q.text)} - {
        n.split(".")[-1].lower() for n in names
    }  # (not a name said: "the Declaration class" is no text ``type = 'declaration'`` holds)
    # (each word as said: by its spellings too, "the default cap on the number of cosets" found
    # ``coset_table_max_limit`` and moved two older answers off)
    best: dict[int, list[Symbol]] = {}
    for s in index.symbols:
        if s.kind == "constant" and (cls is None or s.qualname == f"{cls.qualname}.{s.name}"):
            line = index.line(s.path, s.line).partition("=")[2]
            writes = any(re.search(rf"(?<![\w.]){re.escape(n)}(?![\w.])", line) for n in numbers)
            text = re.fullmatch(r"\s*[\"']([\w-]+)[\"']\s*(?:#.*)?", line)
            holds = 2 * bool(text and text[1].lower() in plain)
            # (a name run together, its parts by their short spellings: "the default set of
            # characters it strips": ``defaultdeletechars``)
            named = {*words(s.name), *s.parts}
            said = sum(1 for w in asked if w in named or named & set(ABBREVIATIONS.get(w, ())))
            best.setdefault(said + writes + holds, []).append(s)
    most = max(best, default=0)
    return best[most] if most >= (1 if cls else 2) and len(best[most]) == 1 else []


def _plain_words(q: Question, shortest: int) -> set[str]:
    """The lower-case words of a question that may be names said without quotes, and two to
    four of them side by side joined as a name is ("its default key derivation":
    ``default_key_derivation``)."""
    found = re.findall(rf"\b[a-z_][a-z0-9_]{{{shortest - 1},}}\b", q.text)
    plain = re.findall(r"[A-Za-z]+", q.text)
    joined = {
        "_".join(plain[i : i + n]).lower() for n in (2, 3, 4) for i in range(len(plain) - n + 1)
    }
    return set(found) | joined


# a value said in digits ("its value of 299792458 m/s"): long enough to be where it is written
# (or a value of three numbers or more joined by ":", "-" or "/": "SnapshotWindow 05:00-6:00")
LONG_NUMBER = re.compile(
    r"(?<![\w.])\d{5,}(?:\.\d+)?(?![\w.])|(?<![\w.])\d+\.\d{4,}(?![\w.])|"
    # ("where's the 22.5 degree default ... set?": a decimal of three digits or more)
    r"(?<![\w.])(?:\d{2,}\.\d+|\d\.\d{2,})(?![\w.])|"
    r"(?<![\w.:/-])\d+(?:[:/-]\d+){2,}(?![\w:/-]|\.\w)"
)


SUFFIX_SAID = re.compile(r"(?<![\w./])\.[A-Za-z][A-Za-z0-9]{0,5}\b(?!\.\w)")


def _literal_holding(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The one constant whose value writes every text the question quotes, two or more ("the
    table that maps names like 'pearson' and 'neyman' to ..."; file suffixes need no quotes:
    "maps suffixes like .f90 or .cpp"), else []."""
    said = [p for p in q.phrases if len(p) <= 40] + SUFFIX_SAID.findall(q.text)
    if index is None or len(said) < 2:
        return []
    found = []
    for s in index.symbols:
        if s.kind != "constant" or s.path.endswith(".pyi"):
            continue
        text = "\n".join(index.line(s.path, n) for n in range(s.line, s.end_line + 1))
        if all(re.search(rf"[\"']{re.escape(p)}[\"']", text) for p in said):
            found.append(s)
    return found if len(found) == 1 else []


ALLOWED_VALUES = re.compile(
    r"\b(?:tuple|list|set|collection|table|enumeration)\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?"
    r"(?:allowed|valid|accepted|supported|possible|permitted|legal|known)\s+`?(\w+)`?",
    re.I,
)
ALLOWED_WORDS = {"valid", "allow", "accept", "support", "possibl", "permit", "legal", "known"}


def _allowed_values(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """ "Where's the tuple of allowed `priority` values spelled out?": the one module-level
    constant named for that setting and for being the valid ones (``_VALID_PRIORITY_OPTIONS``),
    not the setting itself; [] when none or several are."""
    said = ALLOWED_VALUES.search(q.text)
    if said is None or index is None:
        return []
    setting = set(words(said[1]))
    found = [
        s
        for s in index.symbols
        if s.kind == "constant"
        and "." not in s.qualname
        and setting <= set(words(s.name))
        and ALLOWED_WORDS & set(words(s.name))
    ]
    return found if len(found) == 1 else []


# a command-line switch said: ``-J``, ``--no-deps``
FLAG_SAID = re.compile(
    r"(?:^|[\s(\[`'\"])(-{1,2}[A-Za-z][\w-]*|"
    # "where is the default cache_dir (.pytest_cache) set?": a dot file's name, said as written
    r"(?<=[(`'\"])\.[A-Za-z_][\w.-]*\w)(?=[\s)\]`'\",;:?!]|\.(?:\s|$)|$)"
)


def _value_written(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step | None:
    """ "where is the speed of light given its value of 299792458 m/s?": the lines of code (not
    of a docstring or a comment) that write the number; None when the question says no such
    number or the code never writes it."""
    if index is None:
        return None
    number = LONG_NUMBER.search(q.text)
    flag = FLAG_SAID.search(q.text)  # "where does it set its module output switch (-J)?"
    # ("parso hands me E722 ... where does the normalizer add that issue?": a checker's code,
    # no name of the code, written as its number: ``self.add_issue(child, 722, ...)``)
    code = next(
        (m for n in q.symbols if (m := ERROR_CODE.fullmatch(n)) and not index.named(n)), None
    )
    code = code if CHECKER_SAID.search(q.text) else None
    if number is None and flag is None and code is None:
        return None
    said = number[0] if number else flag[1] if flag else code[1]
    alone = re.compile(rf"(?<![\w.]){re.escape(said)}(?![\w.])" if code else re.escape(said))
    written = [
        (path, n, text)
        for path, entry in index.files.items()
        if not _is_test(path)
        for n, text in enumerate(entry.lines, 1)
        if alone.search(text)
    ]
    if not any(not in_prose(index, h, said) for h in written):
        return None  # (checked before any search: the other handlers start from none)
    if not state.calls:
        return Step([("grep", {"pattern": said, "literal": True})], f"Searching for `{said}`.")
    hits = [
        h
        for h in grep_hits(state)
        if not _is_test(h[0]) and not in_prose(index, h, said) and alone.search(h[2])
    ]
    if not hits:
        return None
    given = re.compile(rf"(\w+)\s*(?::[^=\n]*)?=\s*{re.escape(said)}(?![\w.])")

    def named_as_asked(hit: tuple[str, int, str]) -> int:
        """How many words of the question name what the line gives the number to ("the 22.5
        degree default for the radius label position": ``rlabel_position=22.5``)."""
        m = given.search(hit[2])
        return len(set(words(m[1])) & set(q.words)) if m else -1

    # (a README's example after it)
    hits.sort(key=lambda h: (Path(h[0]).suffix in DOC_SUFFIXES, -named_as_asked(h)))
    lines = [f"`{said}` is written in code at:"] + _listing(state, index, hits)
    return Step(text="\n".join(lines))


ERROR_CODE = re.compile(r"[A-Z]{1,2}(\d{3,4})")  # a checker's message code: E722, W605, C901
CHECKER_SAID = re.compile(
    r"\b(?:issues?|warnings?|rules?|lint\w*|violations?|checks?|checker)\b", re.I
)
# the name a where-question asks about, said right after "where is"
WHERE_SUBJECT = re.compile(r"^\W*where(?:['’]s|\s+is|\s+are|\s+was)\s+(?:the\s+)?`?([\w.]+)", re.I)


# "the DangerousChangeType enum": the name with the kind of thing it is, so itself is asked for
# (not "the Profile class set its default bias": a member of it)
KIND_AFTER = (
    r"`?\s+(?:enum(?:eration)?|class|dataclass|namedtuple|typeddict|protocol|exception)"
    r"(?:\s+(?:is\s+|was\s+)?(?:declared|defined|located|written)\b|\s*[?.!]*\s*$)"
)


def _kind_after(text: str, name: str) -> bool:
    return bool(re.search(rf"(?<![\w.]){re.escape(name)}{KIND_AFTER}", text))


def handle_where(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    step = _value_written(state, q, index)
    if step is not None:
        return step
    targets = named_targets(q, index) or plain_names(q, index) or proper_named(q, index)
    subject = WHERE_SUBJECT.match(q.text)
    # (not a word in capitals before a name in backticks: "where's the IN step, `_apply_in`")
    ticked = re.findall(r"`([^`\s]+?)(?:\(\))?`", q.text)
    if subject and ticked and subject[1] not in ticked and subject[1].isupper():
        subject = None
    if subject and q.symbols[1:] and subject[1] in q.symbols:  # "where's default_priority set
        first = [t for t in targets if t.name == subject[1].split(".")[-1]]  # for Style.from_dict?"
        targets = first + [t for t in targets if t not in first]
    member = _member_of_class_said(q, targets) or _abbreviated_member(q, index, targets)
    targets = member + [t for t in targets if t not in member]
    holding = _literal_holding(q, index)  # "the table that maps 'pearson' and 'neyman' to ..."
    holding = holding or _allowed_values(q, index)  # "the tuple of allowed `priority` values"
    targets = holding + [t for t in targets if t not in holding]
    # one name of the code said (not "RECORD", a word in capitals): a member of it may be what
    # is asked
    if (
        targets
        and not [
            s
            for s in q.symbols
            if s.split(".")[-1] != targets[0].name and index is not None and index.named(s)
        ]
        and not _kind_after(q.text, targets[0].name)
    ):
        members = members_said(q, index, targets[0]) or _constant_said(q, index, targets[0])
        targets = members + [t for t in targets if t not in members]
    said = {n.split(".")[-1] for n in q.symbols}
    # ("where's the cookie size limit that set_cookie warns about configured": the name said in
    # a clause about the thing asked, not the thing)
    context = bool(targets) and _said_in_clause(q.text, targets[0].name)
    if not holding and (context or not (targets and targets[0].name in said)):
        constant = _constant_said(q, index)  # ("WOFF2" names none)
        targets = constant + [t for t in targets if t not in constant]
    filled = None if targets else _none_filled_in(q, index)
    if filled:  # "What's the default min_turn_separation_ms ...?": a parameter, defaulting to None
        where, name, at = filled
        step = lookup(state, q, index, [where], f"Looking up {_names([where])}.")
        if step is not None:
            return step
        return Step(
            text=f"`{name}` defaults to None in the signature; its value then is given at "
            f"{cite(state, index, where.path, at)}."
        )
    if not targets:  # "where's the regex that a date string has to match set up?"
        targets = _pattern_said(q, index)
    if not targets and described(q) and ranked(q, index, CALLABLE, limit=1):
        # "where are tabs turned into spaces?" names no definition: it describes what the code
        # does, so the code that does it is found as for "how" (a grep for its words cited
        # whichever line held them, such as a signature with ``expand_tabs``)
        return handle_how(state, q, index)
    if not targets:
        return handle_search(state, q, index)
    step = lookup(state, q, index, targets, f"Looking up {_names(targets)}.")
    if step is not None:
        return step
    main = targets[0]
    lines = [f"{title(main)} is defined at {cite(state, index, main.path, main.line)}"]
    if main.doc:
        lines[0] += f" ({first_sentence(main.doc)})"
    lines[0] += "."
    given = _default_given(q, index, main)
    if given:  # "where is the default value of protected_namespaces set?": a declared name's
        lines.insert(0, f"Its default is given at {cite(state, index, given[0], given[1])}.")
    elif given := _value_assigned(q, index, main):  # "where is X given its value?"
        lines.insert(0, f"Its value is given at {cite(state, index, given[0], given[1])}.")
    elif given := _parameter_default(q, index, main):  # "what default ifactor does dop853 use"
        name, at = given
        lines.insert(0, f"`{name}` gets its default at {cite(state, index, main.path, at)}.")
    elif given := _number_set_in(q, index, main):  # "In C.__init__, where does ... side of 1?"
        name, at = given
        lines.insert(0, f"`{name}` is given that value at {cite(state, index, main.path, at)}.")
    elif given := _fallback_of(q, index, main):  # "If I don't pass x to C, ... where is that
        name, at = given  # fallback set?": ``header_timeout=idle_connection_timeout or 3600,``
        lines.insert(0, f"`{name}` falls back at {cite(state, index, main.path, at)}.")
    setting = (
        _assigning(q, index, main, plain_too=True)
        if main.kind == "class" and index is not None and not given
        else None
    )
    if setting:  # "where does Axes3D set its default _view_margin?": the line of its method
        method, at = setting
        lines.insert(0, f"{title(method)} sets it at {cite(state, index, method.path, at)}.")
    asked = {n.split(".")[-1] for n in q.symbols}
    for extra in targets[1:]:
        if extra.name != main.name and extra.name in asked and extra.kind != "constant":
            lines.append(
                f"{title(extra)} is defined at {cite(state, index, extra.path, extra.line)}."
            )
    same = [t for t in targets[1:] if t.name == main.name]
    lines += others(state, index, same, "Also defined with that name")
    lines += used_at(state, index, main)
    lines += also_asked(state, q, index, main)
    return Step(text="\n\n".join(lines))


def _said_in_clause(text: str, name: str) -> bool:
    """Whether ``name`` is said only in a clause about what a "where's the ..." question asks
    for ("the cookie size limit that set_cookie warns about"), two words or more before it."""
    return bool(
        re.match(
            rf"\W*where(?:['’]s|\s+is|\s+are)\s+the\s+(?:[a-z]+\s+){{2,4}}(?:that|which)\s+"
            rf"`?{re.escape(name)}\b(?!.*\b{re.escape(name)}\b)",
            text,
            re.I,
        )
    )


def _abbreviated_member(
    q: Question, index: WorkspaceIndex | None, targets: list[Symbol]
) -> list[Symbol]:
    """ "the CDF of the Yule-Simon distribution": a member of the class said that an
    abbreviation in capitals names, defined by no name of its own (``YuleSimonDistribution._cdf``)."""
    if index is None or not targets or targets[0].kind != "class":
        return []
    cls = targets[0]
    said = {n.lower() for n in q.symbols if re.fullmatch(r"[A-Z]{2,5}", n) and not index.named(n)}
    return [
        s
        for s in index.files[cls.path].symbols
        if s.qualname == f"{cls.qualname}.{s.name}" and s.name.lstrip("_").lower() in said
    ][:1]


def _member_of_class_said(q: Question, targets: list[Symbol]) -> list[Symbol]:
    """ "the line where InternalGetThreadStack overrides can_be_executed_by": a class, then one
    of its members, said in one sentence: the member is what is asked."""
    for cls in dict.fromkeys(t.name for t in targets if t.kind == "class"):  # (in their order)
        for member in targets:
            owner, _, name = member.qualname.rpartition(".")
            if owner.rpartition(".")[2] == cls and re.search(
                rf"\b{re.escape(cls)}\b[^.?!]*\b{re.escape(name)}\b", q.text
            ):
                return [member]
    return []


DEFAULT_ASKED = re.compile(r"\bdefaults?\b", re.I)


def _default_given(
    q: Question, index: WorkspaceIndex | None, main: Symbol
) -> tuple[str, int] | None:
    """Where the default of a name declared without a value (``protected_namespaces:
    tuple[str, ...]``) is given, when the question asks for its default: the one keyword or
    key of that name in a literal or call assigned to a name that says *default*
    (``config_defaults = ConfigDict(..., protected_namespaces=(...))``)."""
    if index is None or not DEFAULT_ASKED.search(q.text) or main.kind != "constant":
        return None
    if "=" in index.line(main.path, main.line).split("#")[0]:
        return None  # declared with its value: the definition is the answer
    name = re.escape(main.name)
    given = re.compile(rf"^(\s*)(?:{name}\s*=(?!=)|[\"']{name}[\"']\s*:)")
    holder = re.compile(r"^(\s*)\w*defaults?\w*\s*(?::[^=]*)?=\s*\S", re.I)
    found = []
    for path, entry in index.files.items():
        if _is_test(path):
            continue
        for n, text in enumerate(entry.lines, 1):
            m = given.match(text)
            if not m:
                continue
            for back in range(n - 1, max(0, n - 80), -1):  # the assignment it is inside
                up = holder.match(entry.lines[back - 1])
                if up and len(up[1]) < len(m[1]):
                    found.append((path, n))
                    break
    return found[0] if len(found) == 1 else None


VALUE_ASKED = re.compile(
    r"\b(?:values?|set|assigned|given|initiali[sz]ed|computed|worked\s+out|filled\s+in)\b", re.I
)


def _value_assigned(
    q: Question, index: WorkspaceIndex | None, main: Symbol
) -> tuple[str, int] | None:
    """Where an attribute declared in its class without a value (``threshold: int``) is given
    one (``self.threshold = int(10e6)`` in a method of that class), when the question asks for
    its value."""
    if index is None or main.kind != "constant" or "." not in main.qualname:
        return None
    if not VALUE_ASKED.search(q.text) or "=" in index.line(main.path, main.line):
        return None
    owner = main.qualname.rpartition(".")[0]
    found = _set_in_methods(
        index, main.path, owner, rf"\s*self\.{re.escape(main.name)}\s*(?::[^=]*)?=(?!=)"
    )
    return (main.path, found[1]) if found else None


def _parameter_default(
    q: Question, index: WorkspaceIndex | None, main: Symbol
) -> tuple[str, int] | None:
    """The parameter of a function (of a class: its ``__init__``) that a plain word of a question
    about a default names, and the line of the signature giving it ("what default ifactor does
    dop853 use, and where is it set?": ``ifactor=6.0,``)."""
    if index is None or not DEFAULT_ASKED.search(q.text):
        return None
    func: Symbol | None = main
    if main.kind == "class":
        func = next(
            (s for s in index.named(f"{main.qualname}.__init__") if s.kind == "method"), None
        )
    if func is None or func.kind not in CALLABLE:
        return None
    # (the implementation's signature: an ``@overload`` stub's default is ``...``)
    func = implementation([func, *index.named(func.qualname)])
    said = _plain_words(q, 3)
    # ("where does it set check to False by default?": the name set, not the verb, though a
    # parameter is called `set`)
    setting = re.search(r"\bsets?\s+`?([A-Za-z_]\w*)`?\s+to\b", q.text)
    said = {setting[1]} if setting and setting[1] in said else said
    for n in range(func.line, max(func.body_line, func.line + 1)):
        for name in re.findall(
            r"\b([A-Za-z_]\w*)\s*(?::[^=,()]*)?=(?!=)", index.line(func.path, n)
        ):
            if name in said:
                return _computed_when_none(q, index, func, name) or (name, n)
    # no parameter of that name: the one line of its body giving it a value ("the default
    # connection timeout start_client uses": ``timeout = int(os.environ.get("...", 10))``)
    assigned = [
        (m[1], n)
        for n in range(max(func.body_line, func.line + 1), func.end_line + 1)
        if (
            m := re.match(  # (or a key of a dict: ``kwargs['check'] = kwargs.pop(...)``)
                r"\s*(?:self\.|\w+\[[\"'](?=\w+[\"']\]))?([A-Za-z_]\w*)(?:[\"']\])?\s*(?::[^=]*)?=(?!=)",
                index.line(func.path, n),
            )
        )
        and m[1] in said
    ]
    return assigned[0] if len({name for name, _n in assigned}) == 1 else None


def _computed_when_none(
    q: Question, index: WorkspaceIndex, func: Symbol, name: str
) -> tuple[str, int] | None:
    """The one line giving parameter ``name`` its value when ``func``'s signature defaults it to
    None: asked what happens when it is not given, the assignment of the body ("If I don't give
    differential_entropy a window_length, where is the default one computed?": ``window_length =
    math.floor(...)``; of several, the one that falls back, ``x = x or 4``); asked its default,
    the expression None stands for, in the body or in the function it is passed on to; else
    None."""
    if not re.search(rf"\b{re.escape(name)}\s*(?::[^=,()]*)?=\s*None\b", _header(index, func)):
        return None
    said = re.escape(name)
    body = range(_code_start(func), func.end_line + 1)  # (not its docstring's "x: int >= 2")
    # the value None stands for: ``500 if x is None else x``, ``x = x or config.get("x", 4)``
    fallback = re.compile(
        rf"\S\s+if\s+{said}\s+is\s+None\s+else\s+{said}\b|"
        rf"(?<![\w.]){said}\s+if\s+{said}\s+is\s+not\s+None\s+else\s+\S|(?<![\w.]){said}\s+or\s+[^\s,)]"
    )
    own = [n for n in body if fallback.search(index.line(func.path, n))]
    if FALLBACK_ASKED.search(q.text):
        assigned = re.compile(rf"\s*{said}\s*(?::[^=]*)?=(?!=)")
        lines = [n for n in body if assigned.match(index.line(func.path, n))]
        lines = [n for n in lines if n in own] if len(lines) > 1 else lines
        return (name, lines[0]) if len(lines) == 1 else None
    # "what's the default min_turn_separation_ms ...?" of ``x: float | None = None``: in the
    # body or in the one function of the file it is passed on to
    if own or not any(re.search(rf"\b{said}\b", index.line(func.path, n)) for n in body):
        return (name, own[0]) if len(own) == 1 else None
    passed = [
        n
        for s in index.files[func.path].symbols
        if s.kind in CALLABLE and s is not func and re.search(rf"\b{said}\b", _header(index, s))
        for n in range(_code_start(s), s.end_line + 1)
        if fallback.search(index.line(s.path, n))
    ]
    return (name, passed[0]) if len(passed) == 1 else None


def _none_filled_in(q: Question, index: WorkspaceIndex | None) -> tuple[Symbol, str, int] | None:
    """The definition and line where a parameter the question names as its only name, no
    definition, gets its value when every signature that has it defaults it to None ("What's
    the default min_turn_separation_ms ...?": ``500 if min_turn_separation_ms is None else ...``
    in the one helper the two classes pass it to), else None."""
    asked = DEFAULT_ASKED.search(q.text) or FALLBACK_ASKED.search(q.text)
    if index is None or len(q.symbols) != 1 or not asked:
        return None
    name = q.symbols[0].split(".")[-1]
    given = re.compile(rf"\b{re.escape(name)}\s*(?::[^=,()]*)?=(?!=)\s*([^,)]*)")
    funcs = [
        (s, m[1].strip())
        for s in index.symbols
        if s.kind in CALLABLE and (m := given.search(_header(index, s)))
    ]
    if not funcs or any(default != "None" for _s, default in funcs):
        return None
    found = {(at[1], s.path) for s, _ in funcs if (at := _computed_when_none(q, index, s, name))}
    if len(found) != 1:
        return None
    at, path = found.pop()
    where = enclosing(index, path, at)
    return (where, name, at) if where is not None else None


FALLBACK_ASKED = re.compile(
    r"\b(?:fall\s*backs?|falls\s+back|otherwise|don['’]?t\s+(?:pass|give|set)|do\s+not\s+(?:pass|give|set)|"
    r"(?:not|never)\s+(?:passed|given|set)|omit\w*|leave\s+(?:it\s+)?out)\b",
    re.I,
)


def _fallback_of(q: Question, index: WorkspaceIndex | None, main: Symbol) -> tuple[str, int] | None:
    """The one line of the definition said where a parameter the question names gives way to
    another value when it is not passed (``x or 3600``, ``x if x is not None else d``, ``if x is
    None:``), and that parameter."""
    if index is None or main.kind not in (*CALLABLE, "class") or not FALLBACK_ASKED.search(q.text):
        return None
    found = []
    for name in (n.split(".")[-1] for n in q.symbols if n.split(".")[-1] != main.name):
        said = re.escape(name)
        fallback = re.compile(
            rf"(?<![\w.]){said}\s+or\s+[^\s,)]|(?<![\w.]){said}\s+if\s+{said}\s+is\s+not\s+None\s+else\b|"
            rf"\bif\s+(?:self\.)?{said}\s+is\s+None\s*:|\bif\s+not\s+(?:self\.)?{said}\s*:"
        )
        found += [
            (name, n)
            for n in range(main.line + 1, main.end_line + 1)
            if fallback.search(index.line(main.path, n).split("#")[0])
        ]
    return found[0] if len(found) == 1 else None


REGEX_SAID = re.compile(r"\b(?:regex(?:es|p)?|regular\s+expressions?|re\s+pattern)\b", re.I)
COMPILED_PATTERN = re.compile(r"=\s*(?:re|regex)\.compile\(")


def _pattern_said(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The one compiled regular expression of the workspace whose name says the most of a
    question about a regex ("the regex that a date string has to match": ``_RE_DATE``)."""
    if index is None or not REGEX_SAID.search(q.text):
        return []
    said = set(q.words)
    counts = sorted(
        (
            (len(said & {*words(s.name), *s.parts}), s.path, s.line, s)
            for s in index.symbols
            if s.kind == "constant" and COMPILED_PATTERN.search(s.signature)
        ),
        key=lambda c: (-c[0], c[1], c[2]),
    )
    if counts and counts[0][0] and (len(counts) == 1 or counts[1][0] < counts[0][0]):
        return [counts[0][3]]
    return []


def _number_set_in(
    q: Question, index: WorkspaceIndex | None, main: Symbol
) -> tuple[str, int] | None:
    """The one line of a function said by name that assigns a name the question says as a word
    and writes the number it says ("In LRPlanarity.__init__, where does every edge get its
    default side of 1?": ``self.side = defaultdict(lambda: 1)``), or a parameter's default in
    it or in a class said ("where is the 79 character limit for PEP8NormalizerConfig set?":
    ``max_characters=79,`` of its ``__init__``), and that name."""
    if index is None or main.kind not in (*CALLABLE, "class"):
        return None
    numbers = set(re.findall(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])", q.text))
    said = set(words(q.text)) - set(words(main.qualname))
    found = []
    for n in range(main.line + 1, main.end_line + 1):
        line = index.line(main.path, n)
        assigned = re.match(r"\s*(?:self\.)?(\w+)\s*(?::[^=]*)?=(?!=)(.*)", line)
        given = [assigned] if assigned else []
        given += list(re.finditer(r"\b(\w+)\s*(?::[^=,()]*)?=(?!=)\s*([^,()]*)", line))
        for m in given:
            if set(words(m[1])) & said and any(
                re.search(rf"(?<![\w.]){re.escape(x)}(?![\w.])", m[2]) for x in numbers
            ):
                found.append((m[1], n))
                break
    return found[0] if len(found) == 1 else None


def described(q: Question) -> bool:
    """The question describes behaviour rather than naming one thing: a word besides the name
    it gives ("where is the width *checked*?"; "where is `x` defined?" has none)."""
    named = set(words(q.subject)) if q.subject else set()
    return len(set(q.words) - named) >= 1 and not q.symbols and not q.phrases


# "..., and where's it set?": the first question's subject again, answered with it
PRONOUN_FOLLOW_UP = re.compile(
    r"\W*(?:and\s+)?(?:where|how|when|why)(?:['’]s|\s+is|\s+was|\s+are|\s+does|\s+do)?\s+"
    r"(?:it|that|this|they|them)\s+(?:\w+\s*){1,2}\W*",
    re.I,
)


def also_asked(
    state: TurnState, q: Question, index: WorkspaceIndex | None, main: Symbol | None = None
) -> list[str]:
    """A second question in the prompt ("..., and how is VAT applied?"): its best match."""
    if not q.also or index is None or PRONOUN_FOLLOW_UP.fullmatch(q.also):
        return []
    query = Question(
        kind="how", text=q.also, words=[w for w in words(q.also) if w not in CUE_STEMS]
    )
    found = [s for s in ranked(query, index, CODE_KINDS) if main is None or s is not main]
    if not found:
        return []
    best = found[0]
    return [f'As for "{q.also}": see {title(best)} at {cite(state, index, best.path, best.line)}.']


def _returning(q: Question, index: WorkspaceIndex | None) -> tuple[Symbol, int, str] | None:
    """The one function with a return statement that names a name the which-question says,
    and that return's line and expression."""
    if index is None or not q.symbols or not asks_which(q.text):
        return None
    said = [re.escape(n.split(".")[-1]) for n in q.symbols]
    pattern = re.compile(rf"(?<![\w.])(?:{'|'.join(said)})\b")
    found = [
        (s, line, expr)
        for s in index.symbols
        if s.kind in CALLABLE
        for line, expr in s.returns
        if pattern.search(expr)
    ]
    return found[0] if len({id(f[0]) for f in found}) == 1 else None


def handle_returns(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    if WHERE_WORD.search(q.text) and (step := _value_written(state, q, index)) is not None:
        return step  # "... always come back with SnapshotWindow 05:00-6:00. Where does that ..."
    targets = [t for t in named_targets(q, index) if t.kind in CODE_KINDS]
    if not targets and (returning := _returning(q, index)):
        # "Which method hands back a WOFF2Reader instead of a plain reader ...?": a class
        # defined elsewhere, made and returned here
        func, line, expr = returning
        return Step(
            text=f"{title(func)} does this: {cite(state, index, func.path, func.line)}; it "
            f"returns `{expr}` at {cite(state, index, func.path, line)}."
        )
    if not targets:
        return handle_search(state, q, index)
    main = next((t for t in targets if t.kind in CALLABLE), targets[0])
    main = implementation([main, *targets])  # (not an ``@overload`` stub: it returns nothing)
    if not state.calls:
        return Step(
            [("grep", {"pattern": definition_pattern([main])})], f"Looking up {title(main)}."
        )
    if "view" not in state.names:
        views = [view_of(main)]
        beyond = [n for n, _ in main.returns if n > main.line + 118]
        if beyond:
            views.append(
                {
                    "path": main.path,
                    "offset": max(beyond[0] - 6, 0),
                    "limit": beyond[-1] - beyond[0] + 8,
                }
            )
        return Step([("view", v) for v in views], "Reading its return statements.")
    if main.kind == "class":
        return Step(
            text=f"Calling {title(main)} returns a new `{main.name}` instance; the class is at {cite(state, index, main.path, main.line)}."
        )
    lines = []
    rets = main.returns
    if not rets:
        lines.append(
            f"{title(main)} has no return statement, so it returns `None`: {cite(state, index, main.path, main.line)}."
        )
    elif len(rets) == 1:
        n, expr = rets[0]
        lines.append(
            f"{title(main)} returns `{excerpt(expr, 80)}`: {cite(state, index, main.path, n)}."
        )
    else:
        distinct = list(dict.fromkeys(expr for _n, expr in rets))
        lines.append(
            f"{title(main)} returns one of {len(distinct)} values ({len(rets)} return statements):"
        )
        lines += [f"- {cite(state, index, main.path, n)}" for n, _expr in rets[:8]]
        if len(rets) > 8:
            lines.append(f"- … and {len(rets) - 8} more in lines {rets[8][0]}-{rets[-1][0]}")
    lines += _explain_value(state, index, main)
    return Step(text="\n".join(lines))


def _explain_value(state: TurnState, index: WorkspaceIndex | None, main: Symbol) -> list[str]:
    out = []
    annotation = re.search(r"->\s*(.+?)\s*:\s*$", main.signature)
    if annotation:
        out.append(f"Its annotation says `{annotation.group(1)}`.")
    names = {expr for _n, expr in main.returns if re.fullmatch(r"[A-Za-z_]\w*", expr)}
    if index is not None and names:
        for name in sorted(names)[:2]:
            assigned = [
                n
                for n in range(main.body_line or main.line, main.end_line + 1)
                if re.match(
                    rf"\s*{re.escape(name)}\s*(?:\[[^\]]*\]\s*)?[+\-*|]?=(?!=)",
                    index.line(main.path, n),
                )
            ]
            if assigned:
                shown = ", ".join(
                    f"`{main.path}:{n}` `{quote(state, index, main.path, n)}`" for n in assigned[:3]
                )
                out.append(f"`{name}` is set at {shown}.")
    if main.doc:
        said = [
            s
            for s in re.split(r"(?<=[.!?])\s+", " ".join(main.doc.split()))
            if re.search(r"\breturn", s, re.I)
        ]
        out.append(
            f'The docstring says: "{excerpt(said[0] if said else first_sentence(main.doc), 200)}"'
        )
    out.append(f"({title(main)} is defined at `{main.where}`.)")
    return out


# "picks between A, B and C", "chooses among A or B", "decides whether to use A or B"
CHOOSING = re.compile(
    r"\b(?:pick|choose|select|decide|switch|dispatch|route|toggle)\w*\s+(?:\w+\s+){0,4}?"
    r"(?:between|among|amongst|whether\s+to\s+use|which\s+of)\b",
    re.I,
)


def _choosing_between(
    q: Question, index: WorkspaceIndex | None, named: list[Symbol]
) -> list[Symbol]:
    """The functions whose bodies name two or more of the definitions a question says it
    chooses between, most of them first: where the choice is made, not one of the choices."""
    names = {n.name for n in named}
    if index is None or len(names) < 2 or not CHOOSING.search(q.text):
        return []
    said = re.compile(rf"\b(?:{'|'.join(map(re.escape, sorted(names)))})\b")
    found: dict[int, tuple[Symbol, set[str]]] = {}
    for path, entry in index.files.items():
        for n, text in enumerate(entry.lines, 1):
            hits = set(said.findall(text))
            owner = enclosing(index, path, n) if hits else None
            if owner is not None and owner.kind in CALLABLE and owner.name not in names:
                found.setdefault(id(owner), (owner, set()))[1].update(hits)
    ranked_here = sorted(
        (v for v in found.values() if len(v[1]) >= 2),
        key=lambda v: (_is_test(v[0].path), -len(v[1]), v[0].where),
    )
    return [owner for owner, _ in ranked_here]


def _chooser_first(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol]
) -> list[Symbol]:
    """For "which method decides between one plain GET and ranged GETs?", when the best match
    is one of the choices (``_submit_ranged_get_object_jobs``): the one function beside it
    that calls it and a sibling of it (``_submit_single_get_object_job``) in the branches of
    an ``if``, where the choice is made."""
    if index is None or not candidates or not CHOOSING.search(q.text):
        return candidates
    top = candidates[0]
    family = words(top.name)[:1]
    if top.kind not in CALLABLE or not family:
        return candidates
    owner = top.qualname.rpartition(".")[0]
    choosers = []
    for s in index.files[top.path].symbols:
        if s is top or s.kind not in CALLABLE or s.qualname.rpartition(".")[0] != owner:
            continue
        body = [index.line(s.path, n) for n in range(s.body_line or s.line, s.end_line + 1)]
        called = {m[1] for text in body for m in CALL.finditer(text)}
        siblings = {n for n in called - {top.name, s.name} if words(n)[:1] == family}
        if (
            top.name in called
            and siblings
            and any(re.match(r"\s*(?:else|elif)\b", t) for t in body)
        ):
            choosers.append(s)
    if len(choosers) != 1:
        return candidates
    return [choosers[0], *(c for c in candidates if c is not choosers[0])]


def implementation(found: list[Symbol]) -> Symbol:
    """Of the first definition found and those of its name in its file, the longest: a
    function's implementation, not its ``@overload`` stubs."""
    first = found[0]
    return max(
        (s for s in found if s.qualname == first.qualname and s.path == first.path),
        key=lambda s: s.end_line - s.line,
    )


def handle_which(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    target = q.target or "class"
    # a role classes are named for ("which preprocessor merges ..."): a class of that role
    role = target if target not in (*CODE_KINDS, "file", "module", "part", "code") else ""
    if role and index is not None:  # a role only where code is named for it: two or more, as
        playing = {s.name for s in index.symbols if _plays(s, role)}  # "XPreprocessor",
        role = role if len(playing) >= 2 else ""  # "bool_validator", "int_validator"
    # "which Resampler subclass is used when the index is ...?": of the classes derived from it
    subclasses = _subclasses(q, index, q.symbols[0]) if target == "subclass" and q.symbols else []
    target = "class" if target == "subclass" else target
    if target in ("file", "module", "part", "code"):
        kinds: tuple[str, ...] = CODE_KINDS
    elif target in ("function", "method"):
        kinds = CALLABLE
    elif target == "class" or role:
        kinds = ("class",)
    elif re.search(rf"\b{re.escape(target)}\s+class(?:es)?\b", q.text, re.I):
        kinds = ("class",)  # "which handler class draws ...": a class, whatever it is named
    else:  # a word no class here is named for ("which filter ..." in jinja2): any definition
        kinds = CODE_KINDS
    proper = proper_named(q, index)  # ("the Correa estimator": what it is called)
    named = named_targets(q, index) or _user_said(q, index) or proper
    if target == "class" and named and _context_only(q, named):
        # "which class wraps text-mode files so the OpenFile's text layer can be pickled?": the
        # class said in the clause is context; the one described is asked for
        said = {w for s in named for w in words(s.name)}
        query = dataclasses.replace(q, words=[w for w in q.words if w not in said] or q.words)
        described_classes = [c for c in ranked_classes(query, index) if c not in named]
        named = described_classes[:3] + named
    entry = _entry_said(q, index, named) if target in (*CALLABLE, "part", "code") else []
    if entry:  # "Which method implements the Cayley route when I call M.pow(...)?": inside it
        named = []
    user = implementation(named) if named else None
    helpers = (
        _helpers_used(q, index, user, ("class",) if target == "class" else CALLABLE)
        if user and target in (*CALLABLE, "class")
        else []
    )
    choosers = _choosing_between(q, index, named) if target not in ("class", "file") else []
    operated = _operator_methods(q, index)
    if target == "class":  # "which class do you get back when you combine two filters with `|`?"
        operated = [c for op in operated[:1] for c in _classes_made(index, op)]
    shared = _shared_callees(q, index, named) if target in (*CALLABLE, "part", "code") else []
    makers = _makers(q, index) if target in (*CALLABLE, "part", "code") else []
    fillers = _fillers(q, index, named) if target in (*CALLABLE, "part", "code") else []
    variant = _variant_of(q, index, named) if target == "class" else []
    common = _common_base(q, index) if target == "class" else []
    got = _class_got(q, index) if target == "class" else []
    if subclasses:
        candidates = subclasses
    elif got:  # "which class do I actually get from anyio.Lock() when no loop is running?"
        candidates = got + named
    elif common:  # "which class gives Lock, Semaphore and CapacityLimiter their `async with`?"
        candidates = common + named
    elif shared:  # "which function is the shared code path behind sqf() and factor()?"
        candidates = shared + named
    elif variant:  # "Which class represents a FiniteDomain that's been restricted by ...?"
        candidates = variant + named
    elif operated:  # "Which method gets called when I write `st.integers() | st.text()`?"
        candidates = operated + named
    elif choosers:  # "which method picks between P2PShuffle, DiskShuffle and TaskShuffle?"
        candidates = choosers + named
    elif helpers:  # "which helper does betweenness_centrality use to count ...": one it calls
        candidates = helpers + named
    elif makers:  # "which method turns the raw dicts into BlockDeviceType objects?"
        candidates = makers + [c for c in named if c not in makers]
    elif fillers:  # "which function builds TAGS_V2 and TAGS_V2_GROUPS out of _tags_v2?"
        candidates = fillers + named
    elif named:
        described = [] if named == proper else _described_over_named(q, index, named, kinds)
        candidates = described + named
    elif entry:
        candidates = entry
    elif role:
        query = dataclasses.replace(q, words=[*q.words, *words(role)])
        kept = _role_ranked(query, index, role)
        candidates = ranked_classes(query, index) or ranked(q, index, CODE_KINDS)
        candidates = kept + [c for c in candidates if c not in kept]
        # "which filter tells me the user is in vi insert mode": ``vi_insert_mode`` (a filter
        # by its decorator) says twice what the ones named for the role do, and those are
        # nested in other functions (``in_editing_mode_filter``), how a factory builds one
        nested = kept and all("." in s.qualname for s in kept if s.kind == "function")
        general = scored(q, index, CODE_KINDS, limit=30) if nested else []
        player = next((score for score, s in general if _plays(s, role)), 0.0)
        if general and not _plays(general[0][1], role):
            best, top = general[0]
            if best >= ROLE_MARGIN * player:
                candidates = [top, *(c for c in candidates if c is not top)]
    elif target == "class":
        candidates = ranked_classes(q, index) or ranked(q, index, CODE_KINDS)
    else:
        candidates = ranked(q, index, kinds)
    if not candidates:
        return handle_search(state, q, index)
    if named and target == "class" and all(c.kind != "class" for c in named):
        # "Which class enforces max_leaves for st.recursive", "Which class is G.edges": the
        # class the function named makes, not the function
        # (of the functions of that name, the one of a class said: "on a plain Graph")
        said = set(re.findall(r"\w+", q.text))
        maker = next((c for c in named if set(c.qualname.split(".")[:-1]) & said), named[0])
        made = _classes_made(index, maker)
        if maker.kind == "constant":  # "... the failures our CI stored ...": a word, no maker
            # ("Which class is behind `np.r_`": ``r_ = RClass()``, an instance of a class here)
            made = _instance_of(index, named, q.text) or [
                c for c in ranked_classes(q, index) if c not in named
            ]
        candidates = made + [c for c in candidates if c not in made]
    if named and candidates[0].kind == "constant" and target in ("function", "method"):
        # "which method looks at RETRY_CODES to decide ...": the one that uses it, not it
        acting = ranked(q, index, kinds)
        candidates = acting + [c for c in candidates if c not in acting] if acting else candidates
    if candidates[0].kind == "class" and target in ("function", "method", "part", "code"):
        # "which part of SequenceMatcher ...": the method, not the class the question names
        # a method named as context ("... the expected_params I gave add_response"): after the
        # others, and its words are not what the one asked for does
        context = (
            {n.split(".")[-1] for n in q.symbols[1:]}
            & {s.name for s in index.files[candidates[0].path].symbols if s.kind == "method"}
            if index is not None
            else set()
        )
        said = {w for n in context for w in words(n)}
        query = dataclasses.replace(q, words=[w for w in q.words if w not in said] or q.words)
        cls = candidates[0]
        methods = members_ranked(query, index, cls)
        methods = [m for m in methods if m.name not in context] + [
            m for m in methods if m.name in context
        ]
        weighed = (
            members_scored(query, index, cls, weighed=True) if MEMBER_VERB.search(q.text) else []
        )
        methods = _named_for_its_verb(q, {id(s): score for score, s in weighed}, methods)
        # "which function in the egg_info command ...": egg_info.py's, the class's or not; "the
        # lookup table that LinearSegmentedColormap samples from": the class is context there
        context_class = re.search(
            rf"\b(?:that|which|where)\s+(?:\w+\s+){{0,2}}`?{re.escape(cls.name)}\b", q.text
        )
        if index is not None and (cls.path.rsplit("/", 1)[-1] == f"{cls.name}.py" or context_class):
            rest = [w for w in query.words if w not in words(cls.name)] or query.words
            query = dataclasses.replace(query, words=rest, files=q.files or [cls.path])
            methods = [m for m in ranked(query, index, CALLABLE) if m.path == cls.path] or methods
        if methods:
            candidates = [methods[0], *(c for c in candidates if c is not methods[0])]
        elif target in ("function", "method"):  # "which function validates a DateDuration
            acting = [c for c in ranked(q, index, kinds) if c not in candidates]  # ...": elsewhere
            candidates = acting + candidates if acting else candidates
    if target == "method":
        candidates = _nested_as_method(index, candidates)
    candidates = _direction_kept(q, index, candidates)
    candidates = _not_named_for_what_is_ruled_out(q, candidates)
    candidates = _private_twin(q, candidates)
    candidates = _chooser_first(q, index, candidates)
    if target in (*CALLABLE, "part", "code"):  # "converts ... into Chebyshev ...": poly2cheb
        made = _converter_to(q, index)
        candidates = made + [c for c in candidates if c not in made]
    candidates = _of_shape(q, index, candidates, kinds)
    if target in (*CALLABLE, "part", "code") and not named:
        candidates = _calling_said(q, index, candidates)
    if target in ("file", "module"):
        return _which_file(state, q, index, candidates)
    step = lookup(state, q, index, candidates, f"Looking for the {target} that handles this.")
    if step is not None:
        return step
    main = candidates[0]
    head = f"{title(main)} handles this: {cite(state, index, main.path, main.line)}"
    lines = [head + (f" ({first_sentence(main.doc)})" if main.doc else "") + "."]
    if main.kind == "class" and index is not None:
        methods = [
            s
            for s in index.files[main.path].symbols
            if s.qualname.startswith(main.qualname + ".") and s.kind == "method"
        ]
        if methods:
            lines.append(
                "Its methods: "
                + ", ".join(f"`{m.name}` (line {m.line})" for m in methods[:8])
                + "."
            )
            best = members_ranked(q, index, main)
            if best:  # the method that says most of what was asked, cited
                lines[-1] += (
                    f" The one closest to the question is {title(best[0])} at `{best[0].where}`."
                )
    lines += others(state, index, candidates[1:], "Other candidates", _shown(q))
    return Step(text="\n\n".join(lines))


def _nested_as_method(index: WorkspaceIndex | None, candidates: list[Symbol]) -> list[Symbol]:
    """A function nested in a method as that method, when a method is asked for ("which method
    builds the Application and starts it on a background thread": ``__enter__``, not the
    ``run`` it defines inside to do so); each method once, at its best place."""
    if index is None:
        return candidates
    kept: list[Symbol] = []
    for c in candidates:
        outer = c.qualname.rpartition(".")[0]
        if c.kind == "function" and outer:
            c = next(
                (
                    s
                    for s in index.files[c.path].symbols
                    if s.qualname == outer and s.kind == "method"
                ),
                c,
            )
        if c not in kept:
            kept.append(c)
    return kept


# "which C method closes the file, and skips ... if it never rolled over": the verb asked
MEMBER_VERB = re.compile(
    r"\b(?:method|function)\s+(?:that\s+|which\s+)?(?!(?:does|is|has|handles|lets|makes|gives|"
    r"takes|uses|works|gets|goes|comes|runs|keeps|sets)\b)([a-z]{3,}s)\b",
    re.I,
)


VERB_NAMED_SHARE = 0.75  # of the best method's score, for one named for the verb to go first


def _named_for_its_verb(
    q: Question, scores: dict[int, float], methods: list[Symbol]
) -> list[Symbol]:
    """The best method whose name says the verb the question asks of the method (``aclose``:
    "closes") first, before one that only shares other words of it (``rollover``: "if it never
    rolled over"), when it scores nearly as well (not ``_build_index`` for "builds the help
    lines", far below ``generate_help``); ``scores``: each method's, by its id, with the words of
    the question's subordinate clauses ("if it never rolled over") at less."""
    verb = MEMBER_VERB.search(q.text)
    if verb is None or not methods:
        return methods
    said = stem(verb[1].lower())
    named = next((m for m in methods if said in (*words(m.name), *m.parts)), None)
    if named is None or named is methods[0]:
        return methods
    if scores.get(id(named), 0.0) < VERB_NAMED_SHARE * scores.get(id(methods[0]), 0.0):
        return methods
    return [named, *(m for m in methods if m is not named)]


BUILTIN_NAMES = frozenset(dir(builtins))
SHAPE_DEPTH = 40  # how far down the ranking a definition of the kind asked for is looked for
METHOD_DEPTH = 5  # "which method ...": a method this high in the ranking goes before a function


def _shape_of(index: WorkspaceIndex | None, symbol: Symbol) -> str:
    """What kind of method or function a definition is beyond its kind: "nested" (a function
    defined in another), "classmethod", "staticmethod" or "property" (by its decorators)."""
    if symbol.kind == "function" and "." in symbol.qualname:
        return "nested"
    n = symbol.line - 1
    while (
        index is not None
        and n >= 1
        and (line := index.line(symbol.path, n).strip()).startswith("@")
    ):
        decorator = line[1:].split("(")[0].rsplit(".", 1)
        if decorator[-1] in ("classmethod", "staticmethod"):
            return decorator[-1]
        if decorator[-1] in ("property", "cached_property", "setter", "getter"):
            return "property"
        n -= 1
    return ""


def _calling_said(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol]
) -> list[Symbol]:
    """Of the candidates, those calling the most of the names the question says that the
    workspace does not define first ("which function hands the parsed rows to TextParser?":
    the one calling ``TextParser(``, an import)."""
    if index is None:
        return candidates
    foreign = [  # (not a builtin said as context: "compile() moans that ...")
        n
        for n in q.symbols
        if re.fullmatch(r"[A-Za-z_]\w*", n) and not index.named(n) and n not in BUILTIN_NAMES
    ]
    if not foreign:
        return candidates
    calls = [re.compile(rf"(?<![\w.]){re.escape(n)}\(") for n in foreign]

    def calling(s: Symbol) -> int:  # (in its code: "port_bindings (dict): ..." is prose)
        start = s.doc_lines[1] if s.doc_lines else s.line
        body = index.files[s.path].lines[start : s.end_line] if s.path in index.files else []
        return sum(any(c.search(line) for line in body) for c in calls)

    counts = [calling(c) for c in candidates]
    if not counts or max(counts) == 0 or counts[0] == max(counts):
        return candidates
    return [c for _n, c in sorted(zip(counts, candidates, strict=True), key=lambda p: -p[0])]


def _of_shape(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol], kinds: tuple[str, ...]
) -> list[Symbol]:
    """Candidates of the kind the question names first: "which classmethod / nested function /
    property ..." (of those ranked, else the best of its kind further down), and for "which
    method", a method among the first few before a module-level function."""
    if q.shape:
        fit = [c for c in candidates if _shape_of(index, c) == q.shape]
        if not fit:
            fit = [
                s for s in ranked(q, index, kinds, SHAPE_DEPTH) if _shape_of(index, s) == q.shape
            ]
        return fit + [c for c in candidates if c not in fit]
    if q.target == "method" and candidates and candidates[0].kind == "function":
        method = next((c for c in candidates[:METHOD_DEPTH] if c.kind == "method"), None)
        if method is not None:
            return [method, *(c for c in candidates if c is not method)]
    return candidates


CONVERTS_INTO = re.compile(
    r"\b(?:convert|turn|transform|translat|chang|map)\w*\b.*?\b(?:in)?to\s+(?:an?\s+|the\s+)?"
    r"([A-Za-z]\w{2,})",
    re.I,
)


DESCRIBED_MARGIN = 1.5  # how much better the words must fit a definition than the names said


def _described_over_named(
    q: Question, index: WorkspaceIndex | None, named: list[Symbol], kinds: tuple[str, ...]
) -> list[Symbol]:
    """The definition the question describes, when the functions it names are only what it
    acts on ("Which method registers the shuffle_receive handlers ... and builds the memory
    limiters?": ``setup``; "which method makes the copy ..., so filter() and limit() can be
    chained": ``_clone``) and its words fit it far better than any of them; else []."""
    if kinds != CALLABLE or not any(s.kind in CALLABLE for s in named):
        return []
    ranking = scored(q, index, kinds, limit=30)
    if not ranking or ranking[0][1] in named:
        return []
    best_named = max((score for score, s in ranking if s in named), default=0.0)
    return [ranking[0][1]] if ranking[0][0] >= DESCRIBED_MARGIN * best_named else []


def _context_only(q: Question, named: list[Symbol]) -> bool:
    """Every name the question gives is said as the owner of something ("the OpenFile's text
    layer") inside a clause after what it asks ("... so the OpenFile's ..."), not as its
    subject."""
    for s in named:
        said = re.search(rf"\b{re.escape(s.name)}\b", q.text)
        if said is None or not re.match(r"['’]s\b", q.text[said.end() :]):
            return False
        if not re.search(
            r"\b(?:so|that|when|if|because|while|after|before|once)\b", q.text[: said.start()]
        ):
            return False
    return True


def _bases(symbol: Symbol) -> list[str]:
    """The names of the classes a class derives from, as its ``class X(A, b.B, Generic[T]):``
    line writes them (the last part of a dotted one; a keyword such as ``metaclass=M`` aside)."""
    m = re.match(r"\s*class\s+\w+\s*\((.*)", symbol.signature)
    return re.findall(r"(?<![\w=])(\w+)\s*(?:\[[^\]]*\])?\s*[,)]", m[1]) if m else []


def _common_base(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The nearest class of the workspace that two or more classes the question names all
    derive from, directly or not ("which class gives trio's Lock, Semaphore and
    CapacityLimiter their `async with` support?": the mixin behind all three), or []."""
    if index is None:
        return []
    said = dict.fromkeys([*q.symbols, *re.findall(r"(?<!^)\b[A-Z]\w+\b", q.text)])
    classes = [
        c for name in said for c in index.named(name)[:1] if c.kind == "class" and c.name == name
    ]
    if len(classes) < 2:
        return []

    def ancestors(c: Symbol) -> dict[str, int]:
        depth: dict[str, int] = {}
        level, seen = [c], {c.name}
        for d in range(1, 6):
            names = [b for s in level for b in _bases(s) if b not in seen and b != "object"]
            seen.update(names)
            for b in names:
                depth.setdefault(b, d)
            level = [k for b in names for k in index.named(b)[:1] if k.kind == "class"]
        return depth

    lines = [ancestors(c) for c in classes]
    shared = set(lines[0]).intersection(*lines[1:]) - {c.name for c in classes}
    nearest = sorted(shared, key=lambda b: sum(a[b] for a in lines))
    return [k for b in nearest for k in index.named(b)[:1] if k.kind == "class"]


def _variant_of(q: Question, index: WorkspaceIndex | None, named: list[Symbol]) -> list[Symbol]:
    """The classes derived from the one class named, that say a word of the clause said of it
    ("a FiniteDomain that's been restricted by a condition": ``ConditionalFiniteDomain``), when
    the question asks for a class that is such a one; [] otherwise."""
    classes = [s for s in named if s.kind == "class"]
    if len(classes) != 1:
        return []
    base = classes[0].name
    clause = re.search(
        rf"\b(?:an?|the)\s+`?{re.escape(base)}`?\s+(?:that|which|whose|with|where)\b(.*)$",
        q.text,
        re.I,
    )
    if not clause:
        return []
    said = set(words(clause[1])) - set(words(base))

    def says(name: str) -> bool:  # ("condition": ``Conditional...``)
        return any(a[:5] == b[:5] and min(len(a), len(b)) >= 5 for a in said for b in words(name))

    return [c for c in _subclasses(q, index, base) if says(c.name)]


def _subclasses(q: Question, index: WorkspaceIndex | None, base: str) -> list[Symbol]:
    """The classes derived (at any depth) from the class ``base``, ranked by the question's
    other words; [] when there are none."""
    if index is None:
        return []
    base = base.split(".")[-1]
    derived: set[str] = {base}
    classes = [s for s in index.symbols if s.kind == "class"]
    grew = True
    while grew:
        grew = False
        for c in classes:
            if c.name not in derived and derived.intersection(_bases(c)):
                derived.add(c.name)
                grew = True
    derived.discard(base)
    if not derived:
        return []
    rest = [w for w in q.words if w not in words(base)] or q.words
    query = dataclasses.replace(q, words=rest, symbols=[n for n in q.symbols if n != base])
    ranked_ = [c for c in ranked(query, index, ("class",), limit=400) if c.name in derived]
    return ranked_ + [c for c in classes if c.name in derived and c not in ranked_]


def _converter_to(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The one function named for converting into what the question converts into ("converts
    power-series coefficients into Chebyshev ...": ``poly2cheb``, a name ``a2b`` or ``a_to_b``
    whose ``b`` begins the word said), [] when none or several."""
    m = CONVERTS_INTO.search(q.text)
    if index is None or m is None:
        return []
    into = m[1].lower()
    found = [
        s
        for s in index.symbols
        if s.kind in CALLABLE
        and not _is_test(s.path)
        and (n := re.fullmatch(r"_*[a-z]+(?:2|_to_)([a-z]{3,})", s.name.lower()))
        and into.startswith(n[1])
    ]
    return found if len({s.name for s in found}) == 1 else []


# "when I call to_latex(convert_css=True)": where the user comes in, not what is asked
ENTRY_CLAUSE = re.compile(
    r"\b(?:when|if|after|once|whenever)\s+(?:i|you|we|one)\s+(?:call|use|do|run|write|pass|invoke)\b"
    r"(?:[^.?!]|[.?!](?=\w))*",
    re.I,
)


def _entry_said(q: Question, index: WorkspaceIndex | None, named: list[Symbol]) -> list[Symbol]:
    """When every name a which-question says is said as what the user calls ("... when I call
    M.pow(n, method='cayley')"), the functions those call, best matching the other words first,
    then the others that match; [] when a name is asked about."""
    if index is None or not named:
        return []
    spans = [m.span() for m in ENTRY_CLAUSE.finditer(q.text)]
    names = {s.name for s in named}
    at = [m.start() for n in names for m in re.finditer(rf"\b{re.escape(n)}\b", q.text)]
    if not spans or not at or not all(any(a <= p < b for a, b in spans) for p in at):
        return []
    called = _called_in(index, names)
    found = [(score, s) for score, s in scored(q, index, CALLABLE, 40) if s.name not in names]
    if not found:
        return []
    best = found[0][0]  # (one it calls first, if it matches about as well as the best)
    return [
        s for _, s in sorted(found, key=lambda f: not (f[1].name in called and f[0] >= best / 2))
    ]


def _direction_kept(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol]
) -> list[Symbol]:
    """ "converts the results into plain dicts": ``as_dict`` / ``to_dict``, not ``from_dict``
    (the other way), when the best candidate is the one named for the other way and its class
    or module has the one named for this way."""
    best = candidates[0]
    made = {  # ("formats a raw tuple as a decimal string": *decimal*, *string*)
        stem(w)
        for pair in re.findall(
            r"\b(?:into|to|as)\s+(?:(?:an?|the|plain|nested|python|regular|ordinary|simple)\s+){0,3}"
            r"([A-Za-z]+)(?:\s+([A-Za-z]+))?",
            q.text,
            re.I,
        )
        for w in pair
        if w
    }
    other_way = re.fullmatch(r"_*from_?([a-z]+)", best.name.lower())
    if index is None or not other_way or stem(other_way[1]) not in made:
        return candidates
    owner = best.qualname.rpartition(".")[0]
    made |= {w for m in made for w in words(m)}  # *string*: ``str``
    this_way = sorted(  # the same word first (to_dict for from_dict), then another said
        (
            s
            for s in index.files[best.path].symbols
            if s.qualname.rpartition(".")[0] == owner
            and (way := re.fullmatch(r"_*(?:to|as)_?([a-z]+)", s.name.lower()))
            and (way[1] == other_way[1] or stem(way[1]) in made)
        ),
        key=lambda s: not s.name.lower().endswith(other_way[1]),
    )
    return (
        this_way[:1] + [c for c in candidates if c not in this_way[:1]] if this_way else candidates
    )


# what a question rules out: "with dicts rather than numpy/scipy", "without the C extension"
RULED_OUT = re.compile(
    r"\b(?:rather\s+than|instead\s+of|not\s+(?:using|via|with|through)|without(?:\s+using)?)\s+"
    r"(?:the\s+|a\s+|an\s+)?((?:[\w/.+-]+\s*){1,3})",
    re.I,
)


# "as opposed to the public one", "not the public method", "the private one"
PRIVATE_ASKED = re.compile(
    r"\b(?:(?:as\s+opposed\s+to|not|rather\s+than|instead\s+of|unlike)\s+the\s+public|"
    r"the\s+(?:private|internal|underscored?)\s+(?:one|method|function|version|helper))\b",
    re.I,
)


def _private_twin(q: Question, candidates: list[Symbol]) -> list[Symbol]:
    """ "Which method does the real conversion, as opposed to the public one that caches it?":
    ``_parse``, the private twin of the ``parse`` ranked first."""
    if not candidates or not PRIVATE_ASKED.search(q.text):
        return candidates
    owner, dot, name = candidates[0].qualname.rpartition(".")
    twin = next((c for c in candidates[1:] if c.qualname == f"{owner}{dot}_{name}"), None)
    return [twin, *(c for c in candidates if c is not twin)] if twin else candidates


def _not_named_for_what_is_ruled_out(q: Question, candidates: list[Symbol]) -> list[Symbol]:
    """When the first candidate's name says what the question rules out, the others of the
    first three go before it, if one of them is named for what the question asks instead ("the
    plain-Python power iteration, with dicts rather than numpy/scipy": ``_pagerank_python``,
    not ``_pagerank_scipy``; "answers with a web page instead of a proper error" moves nothing:
    no other name says *web* or *page*)."""
    said = RULED_OUT.search(q.text)
    if said is None or len(candidates) < 2:
        return candidates
    ruled = set(words(said[1].replace("/", " ")))
    wanted = set(words(q.text[: said.start()].replace("-", " "))) - ruled
    head = candidates[:3]
    if not ruled & set(words(head[0].name)):
        return candidates
    clear = [c for c in head if not ruled & set(words(c.name))]
    if not any(wanted & set(words(c.name)) for c in clear):
        return candidates
    return clear + [c for c in head if c not in clear] + candidates[3:]


def _instance_of(index: WorkspaceIndex | None, named: list[Symbol], text: str) -> list[Symbol]:
    """The class a constant said is an instance of (``r_ = RClass()``), when the workspace
    defines it."""
    for constant in named:
        ticked = re.search(rf"`[^`\n]*\b{re.escape(constant.name)}(?!\w)[^`\n]*`", text)
        if not (ticked or code_name(constant.name)):
            continue  # ("the failures our CI stored": a word, not the constant ``CI``)
        m = re.match(rf"{re.escape(constant.name)}\s*=\s*([\w.]+)\(", constant.signature)
        classes = [c for c in index.named(m[1]) if c.kind == "class"] if m and index else []
        if constant.kind == "constant" and classes:
            return classes
    return []


# the method Python calls for an operator written between two values (the data model:
# https://docs.python.org/3/reference/datamodel.html#emulating-numeric-types)
OPERATOR_METHODS = {
    "**": "__pow__", "//": "__floordiv__", "<<": "__lshift__", ">>": "__rshift__",
    "==": "__eq__", "!=": "__ne__", "<=": "__le__", ">=": "__ge__", "|": "__or__",
    "&": "__and__", "^": "__xor__", "+": "__add__", "-": "__sub__", "*": "__mul__",
    "/": "__truediv__", "%": "__mod__", "@": "__matmul__", "<": "__lt__", ">": "__gt__",
}  # fmt: skip
_OPERATOR = re.compile(
    r"(?<=[\w)\]])\s+(" + "|".join(re.escape(o) for o in OPERATOR_METHODS) + r")\s+(?=[\w(\[])"
)


# what a special method does, said in words ("how does HTTPHeaderDict decide it's equal to a
# plain dict?": ``__eq__``)
SPECIAL_SAID = (
    (re.compile(r"\b(?:equal|equals|equality|compares?\s+equal)\b", re.I), "__eq__"),
    (re.compile(r"\b(?:hash|hashed|hashes|hashing|hashable)\b", re.I), "__hash__"),
    (re.compile(r"\b(?:less\s+than|sorts?\s+(?:before|first))\b", re.I), "__lt__"),
)


def _special_method_said(q: Question, index: WorkspaceIndex, cls: Symbol) -> list[Symbol]:
    """The special method of ``cls`` the question says in words, if the class defines it."""
    for said, name in SPECIAL_SAID:
        if said.search(q.text):
            return [s for s in index.named(f"{cls.qualname}.{name}") if s.path == cls.path]
    return []


def _operator_methods(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The methods behind the one operator a backticked expression of the question writes
    between two values (`a | b`: ``__or__``), those of a class the question names first."""
    if index is None:
        return []
    found: list[Symbol] = []
    quoted = re.findall(r"`([^`\n]+)`", q.text)
    # (an operator alone is the one used only when it is the only one said: "turns Eq into Ne
    # and `<` into `>=`" names what is made, not an operator applied)
    alone = [c for c in quoted if c.strip() in OPERATOR_METHODS]
    for code in quoted:
        flat = code
        while re.search(r"\([^()]*\)|\[[^\[\]]*\]|'[^']*'|\"[^\"]*\"", flat):
            flat = re.sub(r"\([^()]*\)|\[[^\[\]]*\]|'[^']*'|\"[^\"]*\"", "", flat)
        # (spaced as code is written between two values: `U+2603` is no sum)
        ops = {m[1] for m in _OPERATOR.finditer(flat) if m[0][0].isspace()}
        if flat.strip() in OPERATOR_METHODS and len(alone) == 1:  # "combine two filters with `|`"
            ops = {flat.strip()}
        if len(ops) == 1:
            found += [s for s in index.named(OPERATOR_METHODS[ops.pop()]) if s.kind == "method"]
    said = set(q.words)
    found.sort(key=lambda s: (_is_test(s.path), not said & set(words(s.qualname)), s.path, s.line))
    return found


# "... (used by round)?": the one function a plain word at the end names
USED_BY = re.compile(r"\b(?:used|called)\s+by\s+`?([A-Za-z_]\w*)`?(?:\(\))?\)?\s*[?.!]*\s*$")


def _user_said(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The function a which-question says its answer is used by, in a plain word ("which
    function gives the magnitude of a number (used by round)?"): the definitions of that name
    in the files said, if any; [] when there is none."""
    by = USED_BY.search(q.text)
    if index is None or by is None:
        return []
    return [
        s
        for s in index.named(by[1])
        if s.kind in CALLABLE and (not q.files or any(s.path.endswith(f) for f in q.files))
    ]


def _helpers_used(
    q: Question, index: WorkspaceIndex | None, user: Symbol, kinds: tuple[str, ...] = CALLABLE
) -> list[Symbol]:
    """The functions (or classes) ``user`` calls, ranked by the question's other words, when the
    question asks which one it uses ("which helper does F use to ...", "which class does F hand
    a DataFrame to"); [] when it does not ask that or none of them says any of those words."""
    if index is None or user.kind not in CALLABLE:
        return []
    name = re.escape(user.name)
    if not re.search(
        rf"\b(?:does|do|did)\s+`?(?:[\w.]+\.)?{name}`?(?:\(\))?\s+{HELPER_VERB}|"
        # "which function is factor_terms using to pull ... out of a Sum?"
        rf"\b(?:is|are|was)\s+`?(?:[\w.]+\.)?{name}`?(?:\(\))?\s+(?:using|calling|invoking)\b|"
        # "which function turns ... into ... for make_interp_spline?": one it calls, said last
        rf"\b(?:for|inside|within|used\s+by|called\s+by|behind)\s+`?(?:[\w.]+\.)?{name}`?(?:\(\))?"
        r"\)?\s*[?.!]*\s*$",  # ("... (used by round)?")
        q.text,
    ):
        return []
    passed: dict[str, set[str]] = {}  # each name called, and the words of what it is passed
    for n in range(user.body_line or user.line, user.end_line + 1):
        text = index.line(user.path, n)
        for call in CALL.finditer(text):
            passed.setdefault(call[1], set()).update(words(text[call.end() :]))
        # a class may be named, then called by another name (`writer = JSONTableWriter`)
        if kinds == ("class",):
            for named_class in re.findall(r"\b[A-Z]\w*[a-z]\w*\b", text):
                passed.setdefault(named_class, set()).update(words(text))
    passed.pop(user.name, None)
    said = set(words(user.name)) | set(words(HELPER_VERB_WORDS))
    query = dataclasses.replace(q, words=[w for w in q.words if w not in said])
    if not passed or not query.words:
        return []
    helpers = [s for s in ranked(query, index, kinds, limit=400) if s.name in passed]
    # "... when I pass weight=...": the one passed what the question says, first
    return sorted(helpers, key=lambda s: -len(passed[s.name] & set(query.words)))


# "the shared code path behind sqf() and factor()", "the helper both f and g call", "which
# function do blackman, nuttall and flattop all end up calling"
SHARED = re.compile(
    # ("which helper does the division in nanmean/nanvar": one helper of the two named)
    r"\b(?:shared|common|both|underlying|under\s+the\s+hood|in\s+common|the\s+same\s+helper|helper|"
    r"all\s+(?:of\s+them\s+|three\s+|four\s+|five\s+)?(?:end\s+up\s+)?(?:call|use|invoke|"
    r"rely\s+on|go\s+through|hand\s+off\s+to|delegate\s+to)\w*)\b",
    re.I,
)


def _shared_callees(q: Question, index: WorkspaceIndex | None, named: list[Symbol]) -> list[Symbol]:
    """The functions every one of two or more named functions calls, when the question asks
    what they share; [] otherwise. Names said plainly count ("do blackman and nuttall both
    call"), as a name said in backticks does."""
    if index is None or not SHARED.search(q.text):
        return []
    users = {s.name: s for s in named if s.kind in CALLABLE}
    for word in sorted(_plain_words(q, 3)):
        # (a plain word names a function only in a list of them: "blackman, nuttall and
        # flattop", "nanmean/nanvar"; "glues the iframe selector onto the inner one" names none)
        listed = rf"\b{re.escape(word)}\s*(?:,|/|\s(?:and|or|&)\s)|(?:,|/|\s(?:and|or|&)\s)\s*{re.escape(word)}\b"
        found = [s for s in index.named(word) if s.kind in CALLABLE and not _is_test(s.path)]
        if found and word not in users and re.search(listed, q.text):
            users[word] = found[0]
    if len(users) < 2:
        return []
    called: set[str] | None = None
    for user in users.values():
        names = {
            call[1]
            for n in range(user.body_line or user.line, user.end_line + 1)
            for call in CALL.finditer(index.line(user.path, n))
        }
        called = names if called is None else called & names
    common = (called or set()) - set(users)
    found = [s for s in ranked(q, index, CALLABLE, limit=400) if s.name in common] or [
        s for s in index.symbols if s.kind in CALLABLE and s.name in common
    ]
    # the one they all hand their result to first (``return _general_cosine_impl(M, a, ...)``),
    # not a guard every one of them calls on the way (``_len_guards(M)``)
    returned = {
        call[1]
        for user in users.values()
        for _line, expr in user.returns
        for call in CALL.finditer(expr)
    }
    return sorted(found, key=lambda s: s.name not in returned)


# what a question says a function does with another ("does F use / call / rely on / hand off to")
HELPER_VERB = (
    r"(?:\w+\s+)?(?:use|uses|call|calls|invoke|rely\s+on|delegate\s+to|lean\s+on|"
    r"(?:hand|pass|give|send)\s+(?:\w+\s+){1,3}?to)\b"
)
HELPER_VERB_WORDS = "use call invoke rely delegate hand pass give send lean"


# what a which-question says is made: "turns the raw dicts into BlockDeviceType objects",
# "which function builds the `Frame`"
MADE_SAID = re.compile(
    r"\b(?:into|as)\s+(?:an?\s+|the\s+|new\s+)*`?(?P<name>_*[A-Z]\w*[a-z]\w*)`?\s+"
    r"(?:objects?|instances?)\b|\b(?:builds?|creates?|constructs?|instantiates?)\s+"
    r"(?:an?\s+|the\s+|new\s+)*`?(?P<made>_*[A-Z]\w*[a-z]\w*)`?(?!\w)"
)


def _makers(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The functions (one to three, innermost) whose body calls the class a which-question
    says is made, written in code as ``Name(``."""
    m = MADE_SAID.search(q.text)
    if index is None or m is None:
        return []
    call = re.compile(rf"(?<![\w.]){re.escape(m['name'] or m['made'])}\(")
    found = [
        s
        for s in index.symbols
        if s.kind in CALLABLE
        and any(call.search(index.line(s.path, n)) for n in range(s.line + 1, s.end_line + 1))
    ]
    inner = [
        s for s in found if not any(o is not s and s.line <= o.line <= s.end_line for o in found)
    ]
    return inner if len(inner) <= 3 else []


# "which function builds / fills / populates TAGS_V2 ...": a table the code fills in
FILLS_SAID = re.compile(
    r"\b(?:builds?|fills?(?:\s+in)?|populates?|sets?\s+up|initiali[sz]es|assembles?|"
    r"generates?|computes?|creates?|updates?|writes?\s+(?:to|into))\s+(?:the\s+)?`?([A-Za-z_]\w*)",
    re.I,
)


def _fillers(q: Question, index: WorkspaceIndex | None, named: list[Symbol]) -> list[Symbol]:
    """The functions whose body fills the module-level table a which-question says is built
    ("which function builds TAGS_V2 and TAGS_V2_GROUPS out of the private _tags_v2 dicts?":
    ``_populate``, which assigns their items), those filling most of the tables said first."""
    said = FILLS_SAID.search(q.text)
    if index is None or said is None:
        return []
    tables = [s.name for s in named if s.kind == "constant" and "." not in s.qualname]
    if said[1] not in tables:  # (the table is the verb's object)
        return []
    tables = [t for t in tables if re.search(rf"\b{re.escape(t)}\b", q.text[said.start() :])]
    filled = [
        re.compile(
            rf"(?<![\w.]){re.escape(t)}\s*(?:\[[^\]\n]*\]\s*)?(?:=(?!=)|[-+|]=|"
            r"\.(?:update|append|extend|add|setdefault|insert)\()"
        )
        for t in tables
    ]
    found: list[tuple[int, Symbol]] = []
    for s in index.symbols:
        if s.kind not in CALLABLE:
            continue
        body = [index.line(s.path, n) for n in range(s.line + 1, s.end_line + 1)]
        held = sum(any(f.search(line) for line in body) for f in filled)
        if held:
            found.append((held, s))
    most = max((h for h, _s in found), default=0)
    return [s for h, s in found if h == most]


GOT_FROM_CALL = re.compile(
    r"\b(?:get|gets|got|getting|receive|receives|obtain|end\s+up\s+with|comes?\s+back|returned|"
    r"hands?\s+(?:me\s+)?back)\b[^?.]*?\bfrom\s+`?([\w.]+)\((?:\.\.\.|…)?\)",
    re.I,
)


def _class_got(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The classes a call said in the question makes ("which class do I actually get from
    anyio.Lock()?": what ``Lock.__new__`` builds, an adapter or a backend's lock), or []."""
    said = GOT_FROM_CALL.search(q.text)
    if said is None or index is None:
        return []
    name = said[1].split(".")[-1]
    called = [s for s in index.named(name) if s.kind in ("class", *CALLABLE)][:1]
    makers = [
        m
        for c in called
        for m in (index.named(f"{c.name}.__new__") if c.kind == "class" else [c])
        if m.path == c.path
    ]
    return [k for m in makers for k in _classes_made(index, m) if k.name != name]


def _classes_made(index: WorkspaceIndex | None, symbol: Symbol) -> list[Symbol]:
    """The classes of the workspace that the body of function ``symbol`` instantiates."""
    if index is None or symbol.kind not in CALLABLE:
        return []
    start = (symbol.doc_lines[1] + 1) if symbol.doc_lines else symbol.line  # no docstring's
    body = "\n".join(index.line(symbol.path, n) for n in range(start, symbol.end_line + 1))
    # (or by one of its class methods: ``_OrList.create([self, other])``)
    called = dict.fromkeys(
        re.findall(r"(?<!\w)(_*[A-Z]\w*)(?:\.(?:create|from_\w+|new|make))?\(", body)
    )
    return [s for name in called for s in index.named(name)[:1] if s.kind == "class"]


ROLE_MARGIN = 2.0  # how far the best match must lead the best named for a role to go first


def _plays(symbol: Symbol, role: str) -> bool:
    """Whether a class's or a function's name says it plays ``role`` ("SlidesExporter",
    "bool_validator")."""
    name = symbol.name.lower()
    if symbol.kind == "class":
        return name.endswith(role) and len(name) > len(role)
    return symbol.kind == "function" and name.endswith("_" + role)


def _role_ranked(q: Question, index: WorkspaceIndex | None, role: str) -> list[Symbol]:
    """The classes and functions playing ``role``, ranked by the question's words (a class by
    its best method's too, as ``ranked_classes`` does)."""
    if index is None:
        return []
    best: dict[int, tuple[float, Symbol]] = {}
    for score, s in scored(q, index, CODE_KINDS, limit=80):
        holder = s if _plays(s, role) else owner_class(index, s)
        if holder is None or not _plays(holder, role):
            continue
        score = score if holder is s else METHOD_SHARE * score
        if id(holder) not in best or best[id(holder)][0] < score:
            best[id(holder)] = (score, holder)
    return [s for _score, s in sorted(best.values(), key=lambda h: (-h[0], h[1].path, h[1].line))]


def _which_file(
    state: TurnState, q: Question, index: WorkspaceIndex | None, candidates: list[Symbol]
) -> Step:
    score: Counter = Counter()
    for rank, s in enumerate(candidates):
        score[s.path] += 1 / (rank + 1)
    best = sorted(score, key=lambda p: (-score[p], p))
    if "view" not in state.names:
        top = next(s for s in candidates if s.path == best[0])
        return Step([("view", view_of(top))], f"Reading `{best[0]}`.")
    main = next(s for s in candidates if s.path == best[0])
    lines = [
        f"`{best[0]}` is the file: {title(main)} at {cite(state, index, main.path, main.line)}."
    ]
    if len(best) > 1:
        lines.append("Also relevant: " + ", ".join(f"`{p}`" for p in best[1:3]) + ".")
    return Step(text="\n\n".join(lines))


STEP_LINE = re.compile(r"^\s*(if|elif|for|while|return|raise|except|with|yield)\b")
COMMENT = re.compile(r"^\s*#\s*(.*)$")


def handle_value(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step | None:
    """A question about a setting ("what is the maximum line length?"): the module or class
    constant that holds it, when one ranks first among constants and code; None otherwise."""
    constants = scored(q, index, ("constant",), limit=3)
    code = scored(q, index, CALLABLE, limit=1)
    if not constants or (code and code[0][0] > constants[0][0] * VALUE_SHARE):
        return None
    main = constants[0][1]
    step = lookup(state, q, index, [main], f"Looking up {title(main)}.")
    if step is not None:
        return step
    lines = [f"{title(main)} holds it: {cite(state, index, main.path, main.line)}."]
    lines += used_at(state, index, main)
    lines += others(state, index, [c for _s, c in constants[1:]], "Other settings")
    return Step(text="\n\n".join(lines))


VALUE_SHARE = 2.0  # a constant answers unless code scores this many times higher


# "which CTypesBackend method ...", "which helper ...": a definition asked for (not "which lines")
WHICH_DEFINITION = re.compile(
    r"\W*which\s+(?:[\w.]+\s+){0,2}?(?:function|method|class|helper|routine|callable|part|piece|"
    r"bit|one|hook|handler|property)\b",
    re.I,
)


def handle_how(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    if q.value and not q.symbols and (step := handle_value(state, q, index)) is not None:
        return step
    if WHERE_WORD.search(q.text) and (step := _value_written(state, q, index)) is not None:
        return step  # "where is the speed of light given its value of 299792458 m/s?"
    named = [t for t in named_targets(q, index) if t.kind in CODE_KINDS]
    plain = plain_names(q, index) if not named else []
    if WHERE_WORD.search(q.text) and any("_" in s.name for s in plain):
        return handle_where(state, q, index)  # "where does it set its default key derivation"
    if (
        WHERE_WORD.search(q.text)
        and not named
        and (
            _constant_said(q, index)  # "Where's the 80-character cap on ... defined?"
            or _pattern_said(q, index)  # "Where's the regex a date has to match set up?"
            or _literal_holding(q, index)  # "Where is the table that maps '<', '<=' ...?"
        )
    ):
        return handle_where(state, q, index)
    subject = HOW_SUBJECT.match(q.text)
    if subject and named and index is not None:  # "How does crosstab count ... It must build a
        # pivot_table": the subject, not a name said after it
        first = [s for s in named if s.name == subject[1]] or [
            s for s in index.named(subject[1]) if s.kind in ("function", "class")
        ]
        named = first + [s for s in named if s not in first]
    if subject and not named:  # "how does unikey normalise a link label?": a name said plainly
        named = [s for s in plain if s.name == subject[1] and s.kind in CODE_KINDS]
        if not named and index is not None:  # (a name the code uses often: "how does trigsimp")
            named = [s for s in index.named(subject[1]) if s.kind in ("function", "class")]
            # (one that decides something: "how does pprint decide ..." is not the pprint()
            # that makes a PrettyPrinter and hands on)
            named = [
                s
                for s in named
                if not _is_test(s.path)
                and any(
                    BRANCH.match(index.line(s.path, n))
                    for n in range(s.body_line or s.line, s.end_line + 1)
                )
            ]
    candidates = named or ranked(q, index, CALLABLE) or ranked(q, index, CODE_KINDS)
    compared = None if named else _comparing(q, index)
    if compared is None and not named and WHERE_WORD.search(q.text):
        compared = _value_set(q, index)  # "where does lark set earley as the default parser?"
        compared = compared or _attribute_set(q, index)
    if compared is not None:  # "how does it pick a lexer when I leave lexer='auto'?"
        candidates = [compared[0], *(c for c in candidates if c is not compared[0])]
    if not candidates:
        return handle_search(state, q, index)
    main = implementation(candidates)
    candidates = [main, *(c for c in candidates if c is not main)]
    assigned: int | None = compared[1] if compared else None  # the line the question is about
    if main.kind == "class" and index is not None and compared is None:  # its relevant method
        setting = _assigning(q, index, main)
        methods = (
            [setting[0]]
            if setting
            else _special_method_said(q, index, main)
            or [s for s in ranked(q, index, CALLABLE) if s.qualname.startswith(main.qualname + ".")]
        )
        assigned = setting[1] if setting else None
        if not methods:  # a class of one method (``ThetaFormatter.__call__``): that one does it
            within = index.files[main.path].symbols if main.path in index.files else []
            own = [s for s in within if s.qualname.startswith(main.qualname + ".")]
            methods = own if len(own) == 1 and own[0].kind == "method" else []
        if methods:
            candidates = [methods[0]] + [c for c in candidates if c is not methods[0]]
            main = methods[0]
    step = lookup(
        state,
        q,
        index,
        candidates,
        f"Looking for the code that does this: {_names(candidates[:3])}.",
    )
    if step is not None:
        return step
    # (or its class: "how does the Substitutions transform deal with ...": its apply method)
    said = named or re.search(
        rf"(?<![\w.])(?:{re.escape(main.name)}|{re.escape(main.qualname.split('.')[0])})\b", q.text
    )
    # (or a place asked for: "where does it warn when raw roles are disabled?": that line)
    detail = assigned or (
        _detail_line(q, index, main) if said or WHERE_WORD.search(q.text) else None
    )
    asked_which = WHICH_DEFINITION.match(q.text)
    if detail is not None and asked_which:  # "which method implements ffi.gc() ...": the method
        lines = [
            f"{title(main)} does this: {cite(state, index, main.path, main.line)}; the line is "
            f"{cite(state, index, main.path, detail)}"
        ]
    elif detail is not None:  # "how does addpackage deal with lines that begin with `import`?"
        lines = [
            f"{title(main)} does this at {cite(state, index, main.path, detail)}; it starts at "
            f"{cite(state, index, main.path, main.line)}"
        ]
    else:
        lines = [f"The main place is {title(main)} at {cite(state, index, main.path, main.line)}"]
    if main.doc:
        lines[0] += f": {first_sentence(main.doc)}"
    else:
        lines[0] += "."
    inside = _block(index, main, detail) if detail is not None else []
    if inside:  # "if initial_simplex is None:": what that branch does, first
        lines.append("Under that line:")
        lines += [f"- {cite(state, index, main.path, n)}" for n in inside]
    steps = [s for s in _steps(state, index, main) if s not in lines]
    if steps:
        lines.append("What it does, step by step:")
        lines += steps
    related = [c for c in candidates[1:] if c.qualname != main.qualname]
    lines += ["", *others(state, index, related, "Related", _shown(q))]
    return Step(text="\n".join(lines).rstrip())


def _assigning(
    q: Question, index: WorkspaceIndex, cls: Symbol, plain_too: bool = False
) -> tuple[Symbol, int] | None:
    """The method of ``cls`` that assigns a name the question says which is no definition, and
    the line ("how does ThreadPoolExecutor pick max_workers ...": ``__init__``, where
    ``max_workers = min(32, ...)``)."""
    said = [n for n in q.symbols if re.fullmatch(r"\w+", n) and not index.named(n)]
    # ("Where does SpawnBase set delaybeforesend?": a plain word, as ``self.`` assigns it,
    # asked where; "how does its method='nearest' decide" is not about ``self.method``)
    plain = (
        sorted(w for w in _plain_words(q, 6) - set(said) if "_" not in w and not index.named(w))
        if plain_too
        else []
    )
    if not (said or plain) or cls.path not in index.files:
        return None
    either = [rf"(?:self\.)?(?:{'|'.join(map(re.escape, said))})"] if said else []
    either += [rf"self\.(?:{'|'.join(map(re.escape, plain))})"] if plain else []
    found = _set_in_methods(index, cls.path, cls.qualname, rf"\s*(?:{'|'.join(either)})\s*=[^=]")
    if found is None and said and cls.kind == "class":
        # "where does ConnectionPool choose LifoQueue as the queue class?": the name said is
        # the value the class gives one of its own (``QueueCls = LifoQueue``)
        valued = re.compile(
            rf"\s*\w+\s*(?::[^=]+)?=\s*(?:{'|'.join(map(re.escape, said))})\s*(?:#.*)?$"
        )
        lines = index.files[cls.path].lines
        at = next((n for n in range(cls.line, cls.end_line) if valued.match(lines[n])), None)
        found = (cls, at + 1) if at is not None else None
    return found


def _set_in_methods(
    index: WorkspaceIndex, path: str, owner: str, sets: str
) -> tuple[Symbol, int] | None:
    """The first method of class ``owner`` (in ``path``) with a line that ``sets`` matches at
    its start, and that line."""
    pattern, entry = re.compile(sets), index.files[path]
    for m in entry.symbols:
        if m.kind in CALLABLE and m.qualname.startswith(owner + "."):
            for n in range(m.line, m.end_line):
                if pattern.match(entry.lines[n]):
                    return m, n + 1
    return None


# a setting written as code in a question: "when I leave lexer='auto'", "with mode="r""
SETTING_SAID = re.compile(r"(?<![\w.])([^\W\d]\w*)\s*=\s*(['\"])([^'\"\n]{1,40})\2")


def _comparing(q: Question, index: WorkspaceIndex | None) -> tuple[Symbol, int] | None:
    """The function and line that test the setting a question writes as code (``lexer ==
    'auto'`` for "lexer='auto'"), when one or two places of the workspace do."""
    said = SETTING_SAID.search(q.text)
    if said is None or index is None:
        return None
    name, value = re.escape(said[1]), re.escape(said[3])
    test = re.compile(rf"\b{name}\s*(?:==|!=|\bis\b|\bin\b)\s*[\[(]?\s*['\"]{value}['\"]")
    found = [(path, n) for path, n, _m, _t in _code_matches(index, test)]
    owners = [(enclosing(index, path, n), n) for path, n in found[:3]]
    owners = [(s, n) for s, n in owners if s is not None and s.kind in CALLABLE]
    return owners[0] if owners and len(found) <= 2 else None


def _code_matches(
    index: WorkspaceIndex, pattern: re.Pattern[str]
) -> Iterator[tuple[str, int, re.Match[str], str]]:
    """Each match of ``pattern`` in the workspace's Python code outside tests, with its path and
    line: one search of each file's whole text (a Python loop over lines cost 0.27 s on
    docutils' 42,000 lines)."""
    for path, entry in sorted(index.files.items()):
        if _is_test(path) or not path.endswith((".py", ".pyi")):
            continue
        text = "\n".join(entry.lines)
        for m in pattern.finditer(text):
            yield path, text.count("\n", 0, m.start()) + 1, m, text


DEF_LINE = re.compile(r"\s*(?:async\s+)?def\s")


def _value_set(q: Question, index: WorkspaceIndex | None) -> tuple[Symbol, int] | None:
    """The one place that gives a key or name the question says a string value it also says
    ("set earley as the default parser": ``'parser': 'earley'``, ``parser='earley'``)."""
    said = {w.lower() for w in re.findall(r"[^\W\d][\w-]{2,}", q.text)} - STOP
    if index is None or not said:
        return None
    # a text that starts with a word of the question (rare: one search of each file), then
    # whether a key or name is given it on that line
    value = re.compile(
        r"""(['"])((?:"""
        + "|".join(sorted(map(re.escape, said), key=len, reverse=True))
        + r""")[\w.-]*)\1""",
        re.I,
    )
    asked = set(q.words)
    found = []
    for path, n, m, text in _code_matches(index, value):
        start = text.rfind("\n", 0, m.start()) + 1
        key = KEY_GIVEN.search(text, start, m.start())
        if key is None or not set(words(m[2])) <= asked:
            continue
        said_key = words(key[1])
        if not said_key or not set(said_key) <= asked or said_key == words(m[2]):
            continue
        line, head = index.files[path].lines[n - 1], text[start : key.start()]
        if head.count("(") > head.count(")") and not DEF_LINE.match(line):
            continue  # "Lark(g, parser='earley')": a call's argument, not where it is set
        text_block = any(  # a line of a long text (``OPTIONS_DOC = """...``)
            c.kind == "constant"
            and c.line < n <= c.end_line
            and ('"""' in c.signature or "'''" in c.signature)
            for c in index.files[path].symbols
        )
        if not text_block and not in_prose(index, (path, n, line), key[1]):
            found.append((path, n))
    owners = [(enclosing(index, path, n), n) for path, n in found]
    owners = [(s, n) for s, n in owners if s is not None]
    return owners[0] if len(found) == 1 and owners else None


def _attribute_set(q: Question, index: WorkspaceIndex | None) -> tuple[Symbol, int] | None:
    """The one line that gives a value to an attribute the question says as words side by side,
    when it asks where a value is set ("what heartbeat timeout does moto give it, and where is that
    default set?": ``self.heartbeat_timeout = timeout or 3600``)."""
    joined = sorted((n for n in _plain_words(q, 3) if "_" in n), key=len, reverse=True)
    if index is None or not joined or not CONSTANT_ASKED.search(q.text):
        return None
    names = "|".join(map(re.escape, joined))
    assigned = re.compile(rf"^[ \t]*(?:self\.)?(?:{names})[ \t]*(?::[^=\n]*)?=(?!=)", re.M | re.I)
    found = []  # an attribute's, a class's or a module's name, never a function's local one
    for path, n, m, _text in _code_matches(index, assigned):
        owner = enclosing(index, path, n)
        if owner is not None and ("self." in m[0] or owner.kind == "class"):
            found.append((owner, n))
    return found[0] if len(found) == 1 else None


# the key or name a text is given, just before it: "'parser': ", "parser=", "parser = "
KEY_GIVEN = re.compile(r"""['"]?([^\W\d]\w*)['"]?\s*(?::|=)\s*$""")

WHERE_WORD = re.compile(r"\bwhere\b", re.I)
BRANCH = re.compile(r"\s*(?:if|elif|for|while|try|match)\b")
HOW_SUBJECT = re.compile(
    r"\W*(?i:how)\s+(?i:does|do|did|can|will|would)\s+(?i:the\s+)?([a-z_]\w*)\b(?!\.)"
)
DETAIL_WORDS = 2  # distinct rare words of the question a line holds to be the one it asks about
QUOTE_SCORE = 10.0  # a line holding a text the question quotes is the one, whatever its words
# a count said in words ("when the triad has exactly two edges": ``elif num_edges == 2:``); "one"
# is left out, as questions say it for a thing ("which one", "one at a time")
COUNTS_SAID = {
    w: n for n, w in enumerate("two three four five six seven eight nine ten".split(), 2)
}
COUNT_WEIGHT = 2.0  # a count a line compares with weighs as a word of middling rarity


OPTIONS_SAID = re.compile(
    r"\b((?:[a-z_]\w{2,}(?:\s*,\s*|\s+and\s+|\s+or\s+))*[a-z_]\w{2,})\s+"
    r"(?:options?|flags?|keys?|settings?|attributes?|modes?)\b"
)


HYPHENATED = re.compile(r"(?<![\w-])[A-Za-z]+(?:-[A-Za-z]+)+(?![\w-])")


def _detail_line(q: Question, index: WorkspaceIndex | None, main: Symbol) -> int | None:
    """The line of a named definition that a question about one detail of it asks for: the line
    holding a text it quotes, or most of its rarer words (the definition's name aside)."""
    if index is None:
        return None
    idf = index.idf()
    named = {w for s in q.symbols for w in words(s)} | set(words(main.name))
    # each word with its abbreviations, which count for it at less weight ("moved on to a
    # different document": a line that says `doc`)
    spelled = {
        w: {w: 1.0, **dict.fromkeys(ABBREVIATIONS.get(w, ()), ABBREVIATION_WEIGHT)}
        for w in _spelled(q.words)
        if w not in named
    }
    asked = [{v: f for v, f in sp.items() if idf.get(v, 0.0) >= 1.0} for sp in spelled.values()]
    quoted = [p for p in q.phrases if len(p) > 2] + [
        s for s in q.symbols if s.split(".")[-1] != main.name and not index.named(s)
    ]
    # a hyphenated word, as a header or an option is written ("a response whose content-type
    # isn't json": ``response.headers.get("content-type", ...)``), in quotes in the code
    quoted += [mark + h for h in HYPHENATED.findall(q.text) for mark in "\"'"]
    # a parameter said ("In astar_path, what happens when heuristic is left as None?"): the
    # condition that tests it
    signature = _header(index, main)
    params = set(re.findall(r"[(,]\s*\*{0,2}([A-Za-z_]\w*)", signature)) - {"self", "cls"}
    tested = [p for p in params if p != main.name and re.search(rf"\b{p}\b", q.text)]
    # options said by their names, which the code writes as strings ("the ltrim and rtrim
    # options": 'ltrim' in subdef.attributes)
    tokens = {
        t
        for m in OPTIONS_SAID.finditer(q.text)
        for t in re.findall(r"[a-z_]\w{2,}", m[1])
        if t not in STOP
    }
    literal = (
        re.compile(rf"['\"](?:{'|'.join(map(re.escape, sorted(tokens)))})['\"]") if tokens else None
    )
    # a variable asked about as the code writes it ("In omega, how is Cl chosen?": ``Cl = ...``);
    # a plain lower-case word may be an English one, so only a name with a capital or an _
    assigned = {
        t
        for t in re.findall(
            r"\bhow\s+(?:is|are|was|were)\s+(?:the\s+|its\s+)?`?([A-Za-z_]\w*)`?", q.text
        )
        if t != main.name and (not t.islower() or "_" in t)
    } | {  # or a name of no definition in backticks ("how does cov pick the factor `fact`")
        t for t in re.findall(r"`([A-Za-z_]\w*)`", q.text) if t != main.name and not index.named(t)
    }
    assigning = (
        re.compile(rf"\s*(?:{'|'.join(map(re.escape, sorted(assigned)))})\s*(?::[^=]+)?=(?!=)")
        if assigned
        else None
    )
    counts = [
        re.compile(rf"(?<![\w.])(?:==|!=|<=?|>=?)\s*{COUNTS_SAID[w]}(?![\w.])")
        for w in q.words
        if w in COUNTS_SAID
    ]
    start = _code_start(main)
    best, best_score = None, 0.0
    for n in range(start, main.end_line + 1):
        text = index.line(main.path, n)
        own = set(words(text))
        found = [
            max(f * idf[v] for v, f in sp.items() if v in own) for sp in asked if own & sp.keys()
        ]
        if any(c.search(text.split("#")[0]) for c in counts):  # with what it counts, if common
            found = [COUNT_WEIGHT, *(found or [1.0 for sp in spelled.values() if own & sp.keys()])]
        held = len(found)
        score = sum(found) + (QUOTE_SCORE if any(p in text for p in quoted) else 0)
        score += QUOTE_SCORE if literal is not None and literal.search(text) else 0
        score += QUOTE_SCORE if assigning is not None and assigning.match(text) else 0
        if re.match(r"\s*(?:if|elif|while)\b", text) and any(
            re.search(rf"\b{p}\b", text) for p in tested
        ):  # (the condition testing it alone before one testing others too)
            score += QUOTE_SCORE + 1 / sum(bool(re.search(rf"\b{p}\b", text)) for p in params)
        if (held >= DETAIL_WORDS or score >= QUOTE_SCORE) and score > best_score:
            best, best_score = n, score
    return best


def _block(index: WorkspaceIndex | None, main: Symbol, opener: int, limit: int = 5) -> list[int]:
    """The first ``limit`` statements of the block line ``opener`` of ``main`` opens (a branch,
    a loop: a line ending in a colon); [] for any other line."""
    if index is None or not index.line(main.path, opener).split("#")[0].rstrip().endswith(":"):
        return []
    indent = len(index.line(main.path, opener)) - len(index.line(main.path, opener).lstrip())
    found = []
    for n in range(opener + 1, main.end_line + 1):
        text = index.line(main.path, n)
        if not text.strip():
            continue
        if len(text) - len(text.lstrip()) <= indent or len(found) == limit:
            break
        if not text.lstrip().startswith("#"):
            found.append(n)
    return found


def _steps(
    state: TurnState, index: WorkspaceIndex | None, main: Symbol, limit: int = 8
) -> list[str]:
    """The lines that show a definition's logic: comments, branches, loops, returns and raises
    (the first ``limit``, spread over the body)."""
    if index is None:
        return []
    start = _code_start(main)
    chosen = []
    for n in range(start, main.end_line + 1):
        text = index.line(main.path, n)
        comment = COMMENT.match(text)
        if comment:  # the first line of a comment block that says something
            if len(comment.group(1).split()) >= 3 and not COMMENT.match(
                index.line(main.path, n - 1)
            ):
                chosen.append(n)
        elif STEP_LINE.search(text):
            chosen.append(n)
    if len(chosen) > limit:
        stride = len(chosen) / limit
        chosen = [chosen[math.floor(i * stride)] for i in range(limit)]
    return [f"- {cite(state, index, main.path, n)}" for n in chosen]


def _exception(q: Question, index: WorkspaceIndex | None) -> str | None:
    """The exception the question names, if it names one: a word of the question that is not an
    exception (``MIME`` in "where is a MIME error raised?") is not taken for one."""
    names = q.symbols or ([q.subject] if q.subject else [])
    for name in names:
        if is_exception(index, name):
            return name.split(".")[-1]
    return None


RERAISE_SAID = re.compile(
    r"\b(?:re-?raises?|re-?raised|re-?raising|re-?throws?|raises?\s+(?:it|that|them)\s+again)\b",
    re.I,
)


def handle_raises(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    exc = _exception(q, index)
    if exc is None and not q.phrases:
        return _raises_described(state, q, index)
    if exc is not None:  # raise X, raise errors.X(...), raise self.X
        pattern, literal, what = rf"\braise\s+(?:[\w.]+\.)?{re.escape(exc)}\b", False, f"`{exc}`"
    else:  # the message: of the texts quoted, the one of most words ("fill_value='extrapolate'
        # ... got 'Cannot extrapolate and raise at the same time'")
        said = max(q.phrases, key=lambda p: len(p.split()))
        pattern, literal, what = said, True, f'"{said}"'
    if not state.calls:
        args: dict[str, Any] = {"pattern": pattern}
        if literal:
            args["literal"] = True
        return Step([("grep", args)], f"Searching for every place that raises {what}.")
    hits = [
        h for h in grep_hits(state) if not literal or "raise" in h[2] or _raise_nearby(index, h)
    ]
    greps = state.done("grep")
    # "sampled_from([]) gives me InvalidArgument": a package raises it in more places than one
    # search lists; then again in the file defining the name said
    home = _home_file(q, index, exc) if exc is not None else None
    first = greps[0][1] if greps else None
    truncated = bool(first and (first.metadata or {}).get("truncated"))
    message = max(q.phrases, key=lambda p: len(p.split())) if exc is not None and q.phrases else ""
    if message and len(message.split()) >= 3 and len(state.calls) == 1 and truncated:
        # "gave me `ValueError: Linear system has no solution`": too many of the name; the
        # message said is where to look
        return Step(
            [("grep", {"pattern": message, "literal": True})],
            f'Too many to list; searching for "{message}".',
        )
    if home and len(state.calls) == 1 and truncated:
        return Step(
            [("grep", {"pattern": pattern, "path": home})],
            f"Too many to list; searching `{home}`, where the name said is defined.",
        )
    home = home if greps and greps[-1][0].input.get("path") == home else None
    if message and greps and greps[-1][0].input.get("pattern") == message:
        hits = [
            h
            for h in grep_hits(state)
            if re.search(pattern, h[2]) or "raise" in h[2] or _raise_nearby(index, h)
        ]
    hits = list(dict.fromkeys(hits))  # (the file searched again holds some of them twice)
    at_home = sum(h[0] == home for h in hits) if home else 0
    searched = greps and greps[-1][0].input.get("pattern") in (pattern, message or None)
    if exc is not None and searched:
        hits = [h for h in hits if not in_prose(index, h, exc)]  # "does not raise X" in a doc
        hits = _ordered_raises(index, q, exc, hits)
    if home:  # those in the file of the name said first, then the others the search listed
        hits = [h for h in hits if h[0] == home] + [h for h in hits if h[0] != home]
    # the message said, whole, first: "gauss_jordan_solve gave me `ValueError: Linear system
    # has no solution`" is raised in solvers.py, not where the method is defined
    said = _message_words(q, exc) if exc is not None else set()
    hits.sort(key=lambda h: not _says_whole(index, h, said))
    if literal:  # "where does generator_count raise 'gen must be a generator'?": its own first
        hits.sort(key=lambda h: not _in_named(index, q, "", h))
    # Python's raises before other files' (a Cython module's generated lexer.c quotes lexer.py)
    hits = sorted(hits, key=lambda h: not h[0].endswith((".py", ".pyi")))
    if not hits and exc is not None and len(state.calls) == 1:
        return Step(
            [("grep", {"pattern": rf"\b{re.escape(exc)}\b"})],
            f"No `raise {exc}` found; searching for `{exc}`.",
        )
    fragment = _message_fragment(pattern) if literal else ""
    if not hits and fragment and len(state.calls) == 1:
        # "fails with 'edge #3 has undefined source'": the message as printed, its values filled
        # in (f"edge #{i} has undefined source"); the words between them as written
        return Step(
            [("grep", {"pattern": fragment, "literal": True})], f'Searching for "{fragment}".'
        )
    shaped = _message_shape(pattern) if literal else ""
    if not hits and shaped and all(c.input.get("pattern") != shaped for c, _ in greps):
        # "got 'cannot use capfd and capsys at the same time'": written f"cannot use
        # {requested_fixture} and {current_fixture} at the same time", any word a value
        return Step(
            [("grep", {"pattern": shaped})], f'Searching for "{pattern}" with values as fields.'
        )
    written = [h for h in dict.fromkeys(grep_hits(state)) if not _is_test(h[0])] if q.seen else []
    if not hits and written and exc is None:
        # "I keep seeing 'Press ENTER to continue...' -- where does that come from?": no raise
        lines = [f"No `raise` says {what}; it is written at:"]
        lines += _listing(state, index, written)
        return Step(text="\n".join(lines))
    if not hits and exc is None:  # a quote of the user's own input ("namedtuple('P', 'x def
        return _raises_described(state, q, index)  # _y') blows up"), not of a message: described
    if not hits:
        return Step(
            text=nothing_found(q, f"with grep for `{pattern}`" + (f" and `{exc}`" if exc else ""))
        )
    mentioned = exc is not None and not any("raise" in h[2] for h in hits)
    looked_up = _looked_up(q, index) if mentioned and exc in LOOKUP_ERRORS else []
    if looked_up:  # "indexing an ErrorTree with a key it lacks gives a KeyError": no raise
        lines = [f"Nothing raises {what} by name; the lookup that lets it through is at:"]
        return Step(text="\n".join(lines + _listing(state, index, looked_up)))
    if mentioned:  # (those in a definition the question names first: "In console_exec, ...")
        hits = _mentions(index, exc, hits)
        hits.sort(key=lambda h: not _in_named(index, q, exc, h))
    if "view" not in state.names:
        return Step([("view", view_around(hits[0]))], "Reading the first place.")
    if mentioned and len(hits) > 1 and re.match(r"\s*raise\s", hits[1][2]):
        lines = [f"{what} is made, then raised by the name it is given:"]
    elif mentioned and index is not None and _raised_again(index, hits[0]):
        lines = [f"Nothing raises {what} by name; it is caught and raised again (let through) at:"]
    elif mentioned:
        lines = [f"Nothing raises {what} with a `raise {exc}` statement; it is mentioned at:"]
    else:
        lines = [f"{what} is raised in {len(hits)} place{'s' if len(hits) != 1 else ''}:"]
        if home:
            lines = [
                f"{what} is raised in more places than one search lists; {at_home} of them in "
                f"`{home}`, where the name said is defined:"
            ]
    lines += _listing(state, index, hits)
    if exc is not None and index is not None:
        defined = [s for s in index.named(exc) if s.kind == "class"]
        if defined:
            lines.append(f"(`{exc}` is defined at `{defined[0].where}`.)")
    lines += also_asked(state, q, index)
    return Step(text="\n".join(lines))


# what a message's value is written as in code: an f-string's field, a %-format, a .format slot
_FIELD = r"(?:\{[^{}\n]*\}|%(?:\([^)\n]*\))?[-#0 +]*\d*(?:\.\d+)?[sdrifgxeEGXc])"


def _message_shape(message: str) -> str:
    """A pattern for the code that prints ``message`` (four words or more), each word as said
    or a field filling it in; empty for a shorter one."""
    said = message.split()
    if len(said) < 4:
        return ""
    return r"\s+".join(rf"(?:{re.escape(w)}|{_FIELD})" for w in said)


def _message_fragment(message: str) -> str:
    """The longest run of at least two words of a printed message that holds no value filled
    in (a number, a quoted name, a path), or of four or more words without the first; empty when
    there is none."""
    runs = re.split(r"\s*(?:\S*[\d#'\"`/\\]\S*|[:;,()\[\]{}])\s*", message)
    best = max(runs, key=len, default="").strip()
    if best == message.strip() and len(best.split()) >= 4:
        # no value to see: the first word may be one ("left keys must be sorted" is written
        # f"{side} keys must be sorted"), so the rest
        best = best.split(None, 1)[1]
    return best if len(best.split()) >= 2 and best != message.strip() else ""


def _home_file(q: Question, index: WorkspaceIndex | None, exc: str) -> str | None:
    """The one file defining the functions and classes a raise question names besides the
    exception ("Where does sampled_from raise InvalidArgument"), when they are in one file."""
    if index is None:
        return None
    paths = {
        s.path
        for n in q.symbols
        if n.split(".")[-1] != exc
        for s in index.named(n.split(".")[-1])
        if s.kind in CODE_KINDS
    }
    return paths.pop() if len(paths) == 1 else None


def _raised_again(index: WorkspaceIndex, hit: tuple[str, int, str]) -> bool:
    """An ``except`` line whose body's first statement is a bare ``raise``."""
    path, n, text = hit
    if not re.match(r"\s*except\b", text):
        return False
    after = next(
        (index.line(path, k) for k in range(n + 1, n + 4) if index.line(path, k).strip()), ""
    )
    return re.fullmatch(r"\s*raise\s*(?:#.*)?", after) is not None


def _mentions(
    index: WorkspaceIndex | None, exc: str, hits: list[tuple[str, int, str]]
) -> list[tuple[str, int, str]]:
    """The lines that mention an exception no ``raise X`` raises: an instance made and raised
    later in the same definition first, each followed by its raise ("response =
    ConnectionError(msg)" ... "raise response"), or an ``except X:`` whose body raises it again
    (``except SystemExit: raise``: let through), then the other mentions, imports last."""
    made, said, imported = [], [], []
    for hit in hits:
        path, n, text = hit
        if re.match(r"\s*(?:from\s+\S+\s+)?import\s", text):
            imported.append(hit)
            continue
        if index is not None and _raised_again(index, hit):
            made.append(hit)
            continue
        m = re.match(rf"\s*(\w+)\s*=\s*(?:[\w.]+\.)?{re.escape(exc)}\(", text)
        owner = enclosing(index, path, n) if m and index is not None else None
        raised = (
            next(
                (
                    (path, k, index.line(path, k))
                    for k in range(n + 1, owner.end_line + 1)
                    if re.match(rf"\s*raise\s+{m[1]}\b", index.line(path, k))
                ),
                None,
            )
            if owner is not None
            else None
        )
        made += [hit, raised] if raised else []
        said += [] if raised else [hit]
    return made + said + imported


# code said that Python runs through a special method ("`del pd.plotting.plot_params['x']` raises
# a ValueError": ``__delitem__``), the first that fits
OPERATIONS = (
    (re.compile(r"\bdel\s+[\w.]+\["), "__delitem__"),
    (re.compile(r"[\w\]]\[[^\]\n]*\]\s*=(?!=)"), "__setitem__"),
    (re.compile(r"[\w\]]\[[^\]\n]*\]"), "__getitem__"),
    (re.compile(r"\blen\("), "__len__"),
)


def _operation_said(text: str) -> str:
    return next((method for said, method in OPERATIONS if said.search(text)), "")


LOOKUP_ERRORS = frozenset({"KeyError", "IndexError", "LookupError"})
SUBSCRIPT = re.compile(r"[\w)\]]\[(?!\s*\])")


def _looked_up(q: Question, index: WorkspaceIndex | None) -> list[tuple[str, int, str]]:
    """The subscripts of the ``__getitem__`` of a class the question names: where a KeyError or
    an IndexError no statement raises comes from when the class is indexed."""
    found = []
    for cls in named_targets(q, index):
        if index is None or cls.kind != "class":
            continue
        for s in index.named(f"{cls.qualname}.__getitem__"):
            for n in range(_code_start(s), s.end_line + 1):
                text = index.line(s.path, n)
                if s.path == cls.path and SUBSCRIPT.search(text.split("#")[0]):
                    found.append((s.path, n, text.strip()))
    return found


def _in_named(
    index: WorkspaceIndex | None, q: Question, exc: str, hit: tuple[str, int, str]
) -> bool:
    owner = enclosing(index, hit[0], hit[1])
    named = {n.split(".")[-1] for n in q.symbols} - {exc}
    return owner is not None and bool(named & set(owner.qualname.split(".")))


def _ordered_raises(
    index: WorkspaceIndex | None, q: Question, exc: str, hits: list[tuple[str, int, str]]
) -> list[tuple[str, int, str]]:
    """The raises of ``exc``: those in a definition the question names first ("Where's
    TypeError raised in `_fspath`?"), then those in the file it names ("In rest.py where is
    ParseError raised?"), then those whose lines say more of its other words ("the
    ValueError about mixing absolute and relative paths"), else in file order."""
    named = {n.split(".")[-1] for n in q.symbols if n.split(".")[-1] != exc}
    if index is not None:  # "where does Histogram raise ...": a class as a word
        named |= {
            w
            for w in set(re.findall(r"\b[A-Za-z_]\w{2,}\b", q.text)) - {exc}
            if (w[0].isupper() or not named)
            and any(s.kind in ("class", "function", "method") for s in index.named(w))
        }
    wanted = set(_spelled(q.words)) - set(words(exc)) - RAISE_CUE_STEMS - CUE_STEMS - FRAME_STEMS
    # each with its abbreviations in the raise's own code, counted once ("on a substitution
    # lookup": `raise NotImplementedError(sub)`; not "requests" for a file req_command.py)
    spellings = [(w, set(ABBREVIATIONS.get(w, ()))) for w in wanted]
    quoted = _message_words(q, exc)
    if index is not None:  # "where does json5 throw ...": the package, not a word of a message
        wanted -= set(_packages_said(q, index).values())

    # the special method what the question did runs ("del x[k]": ``__delitem__``; "I built a
    # Polyhedron with 4 corners": its constructor)
    ran_by = {_operation_said(q.text)} | (
        {"__init__", "__new__"} if _constructing(q.text, named) else set()
    )

    def key(hit: tuple[str, int, str]) -> tuple:
        owner = enclosing(index, hit[0], hit[1])
        statement = _statement(index, hit)
        # a name said is the definition the raise is in, or what its message is about ("Where
        # does Concatenate raise a TypeError ...": "Cannot take a Concatenate of no types")
        inside = len(named & set(owner.qualname.split("."))) if owner is not None else 0
        ran = owner is not None and owner.name in ran_by  # (first of all)
        # (a plain word that happens to name a function is no name a message is about: "the
        # -k/-m expression parser" and 'not supported in marker expression')
        about = len(
            {
                n
                for n in named
                if (n in q.symbols or not n.islower())
                and re.search(rf"\b{re.escape(n)}\b", statement)
            }
        )
        there = in_files(hit[0], q.files) or in_modules(hit[0], q.modules)  # "In rest.py ..."
        said = set(words(statement)) | set(words(_message_set(index, hit, statement)))
        code = set(said)
        said |= set(words(hit[0].replace("/", " ")))  # "in the package finder": package_finder.py
        # "the time-respecting matchers": TimeRespectingGraphMatcher's raises
        said |= set(words(owner.qualname)) if owner is not None else set()
        # the words of a message quoted first ("`ValueError: unknown address scheme 'foo'`"),
        # and the message said whole before any name it is about
        whole = _says_whole(index, hit, quoted)
        held = sum(w in said or bool(short & code) for w, short in spellings)
        return (not whole, not ran, -(inside + about), not there, -len(quoted & said), -held)

    return sorted(hits, key=key)


def _message_words(q: Question, exc: str) -> set[str]:
    """The words of the message a raise question quotes, or prints after the exception's name
    ("gives me ValueError: Power is too large.")."""
    printed = re.search(
        rf"\b{re.escape(exc)}:[ \t]*(\w[^\n`]*?)[ \t]*(?:[.?!;](?:\s|$)|\s[-—–]|`|$)", q.text
    )
    phrases = [*q.phrases, printed[1]] if printed else q.phrases
    return {w for phrase in phrases for w in words(phrase)} - set(words(exc))


def _says_whole(index: WorkspaceIndex | None, hit: tuple[str, int, str], said: set[str]) -> bool:
    """Whether a raise's statement (with its message set above it) says every word of ``said``."""
    if not said:
        return False
    statement = _statement(index, hit)
    held = set(words(statement)) | set(words(_message_set(index, hit, statement)))
    return said <= held


def _owner_names(owner: Symbol) -> set[str]:
    parts = owner.qualname.split(".")
    return {parts[-1]} if owner.kind == "module" else set(parts)


def _statement(index: WorkspaceIndex | None, hit: tuple[str, int, str]) -> str:
    """The statement that starts on a grep hit's line, with its continuation lines."""
    text, n = hit[2], hit[1]
    while index is not None and text.count("(") > text.count(")") and n < hit[1] + 5:
        n += 1
        text += " " + index.line(hit[0], n)
    return text


def _message_set(index: WorkspaceIndex | None, hit: tuple[str, int, str], raised: str) -> str:
    """The statements, up to ten lines above a raise, that set a name the raise passes on
    (``msg = [f'unknown command "{cmd_name}"']`` ... ``raise CommandError(" - ".join(msg))``)."""
    if index is None:
        return ""
    owner = enclosing(index, hit[0], hit[1])
    top = owner.line + 1 if owner is not None else 1
    return " ".join(
        index.line(hit[0], n) for n in message_lines(index, hit[0], hit[1], top, raised)
    )


def _raises_described(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """A raise question that names no exception: the raise statements whose message, guard
    and surroundings match its words, best first, confirmed with a grep and a view."""
    query = [w for w in q.words if w not in RAISE_CUE_STEMS]
    # a name said that no definition has is a word of the message ("reject a bad `method`":
    # an argument's name, in "invalid method")
    query += [
        w
        for n in q.symbols
        if index is not None and not index.named(n.split(".")[-1])
        for w in words(n)
        if w not in query
    ]
    where = q.files or q.modules
    named = {n.split(".")[-1] for n in q.symbols + ([q.subject] if q.subject else [])}
    many = where or named
    reraise = bool(RERAISE_SAID.search(q.text))  # "decide whether to swallow it or re-raise it"
    sites = find_raises(index, query, 200 if many else 8, reraise) if index is not None else []
    if where:  # "where does b.py / the cookiejar module complain ...": only there, if any
        inside = [s for s in sites if in_files(s.path, q.files) or in_modules(s.path, q.modules)]
        sites = inside or sites
    if named:  # "Where does `Union` fail if ...": in that definition, if it raises anything
        # (a module by its own name: "asyncio" is not every module of the asyncio package)
        inside = [s for s in sites if named & _owner_names(s.owner)]
        # the subject of the question's verb ("where does easter() reject ...") is where to
        # look; a name said otherwise may only be where the user called, a plain word or beside
        # a message quoted: a raise elsewhere that matches far better comes first there
        # ("dd.read_csv(..., nrows=100) blows up -- where does it reject nrows?": read_pandas)
        subject = any(
            re.search(
                rf"\b(?:does|do|did|is|would|will|can)\s+(?:the\s+)?`?{re.escape(n)}\b", q.text
            )
            # "make_smoothing_spline errors out with ...": the name first, then its failing
            or re.search(rf"(?:^|[.!?]\s+)\W*`?{re.escape(n)}`?(?:\(\))?\s+{_FAILS_VERB}", q.text)
            for n in named & {s.split(".")[-1] for s in q.symbols}  # (a name, not a plain word)
        )
        # (the subject's own raises stay first when one of them says a word of the question:
        # "easter() reject a bad `method`" is its "invalid method", while to_datetime's "errors
        # must be one of ..." says nothing of a missing day column, which a helper's does)
        # ("only 4 data points"; not an argument of a call said: "register_option('x', 1)")
        told = re.sub(r"[\w.]+\([^()]*\)", " ", q.text)
        numbers = set(re.findall(r"(?<![\w.])\d+(?![\w.])", told))
        if subject and not any(s.said or _says_number(index, s, numbers) for s in inside):
            subject = False
        if numbers:  # "errors out with only 4 data points": the raise guarded by `n <= 4` first
            inside.sort(key=lambda s: not _says_number(index, s, numbers))
        if inside and not subject and max(s.score for s in inside) < sites[0].score / 2:
            inside = []
        # the name said first is the subject ("where does with_config refuse to be used on a
        # BaseModel subclass"): its raises before those of a name said after it
        said = [n.split(".")[-1] for n in q.symbols + ([q.subject] if q.subject else [])]
        inside.sort(key=lambda s: min(said.index(n) for n in named & _owner_names(s.owner)))
        if _constructing(q.text, named):  # "Where in the constructor is it raised?"
            inside.sort(key=lambda s: s.owner.name not in ("__init__", "__new__"))
        if index is not None and all(s.exception == "(re-raise)" for s in inside):
            # it only passes errors on: the raises of the helpers it calls, then its own
            called = _called_in(index, named)
            helpers = [s for s in sites if s.owner.name in called]
            if not inside and sites:  # it raises nothing: a helper's raise that matches about
                # as well as the best anywhere ("fig.legend(loc='best')" fails deeper down)
                helpers = [s for s in helpers if s.score >= sites[0].score / 2]
            inside = helpers + inside
        sites = inside or sites
        # "C.m": that class's method, not every method m
        dotted = tuple("." + n for n in q.symbols if "." in n)
        exact = [s for s in sites if dotted and ("." + s.owner.qualname).endswith(dotted)]
        sites = exact or sites
    sites = sites[:8] or _raises_of_ranked(q, index)
    if not sites:
        return handle_search(state, q, index)
    best = sites[0]
    if not state.calls:
        names = sorted({re.escape(s.exception.split(".")[-1]) for s in sites[:3]})
        pattern = rf"\braise\s+(?:[\w.]+\.)?(?:{'|'.join(names)})\b"
        return Step([("grep", {"pattern": pattern})], "Searching for the raise statements.")
    if "view" not in state.names:
        return Step([("view", view_around((best.path, best.line, "")))], "Reading the best match.")
    lines = [
        f"The best match is {cite(state, index, best.path, best.line)}, in {title(best.owner)}."
    ]
    rest = [s for s in sites[1:4] if s.score >= best.score * 0.5]
    if rest:
        lines.append("Other places that raise something similar:")
        lines += [f"- {cite(state, index, s.path, s.line)} in {title(s.owner)}" for s in rest]
    return Step(text="\n".join(lines))


def _raises_of_ranked(q: Question, index: WorkspaceIndex | None) -> list[RaiseSite]:
    """No raise says a word of the question ("I tried to turn my solid with a reshuffle that
    covers more spots than it has points ... where does that get refused?"): the raises of the
    definitions its words rank best (``rotate``'s), not a docstring that shares a word."""
    for score, s in scored(q, index, CALLABLE, limit=5):
        own = [(line, exc) for line, exc in s.raises if exc != "(re-raise)"]
        if own:
            return [RaiseSite(s.path, line, exc, s, score) for line, exc in own]
    return []


def _constructing(text: str, names: set[str]) -> bool:
    """Whether a question is about making an object: "in the constructor", "when I create a
    MaskedArray ...", "instantiating Foo"."""
    if re.search(r"\b(?:constructor|__init__|__new__|instantiat\w*)\b", text, re.I):
        return True
    said = "|".join(re.escape(n) for n in names)
    verbs = r"creat\w*|construct\w*|ma(?:ke|king|de)|buil[dt]\w*|initiali[sz]\w*"
    return bool(said) and bool(
        re.search(rf"\b(?:{verbs})\s+(?:an?\s+|the\s+|my\s+)?(?:new\s+)?`?(?:{said})\b", text)
    )


# a failing said after the name ("make_smoothing_spline errors out", "... blew up")
_FAILS_VERB = (
    rf"(?:(?:just|still|always|keeps|sometimes)\s+)?(?:{FAILS}|blows|blew|rais|throw|threw)\w*\b"
)


def _says_number(index: WorkspaceIndex | None, site: RaiseSite, numbers: set[str]) -> bool:
    """Whether a raise's own lines (its guard, its message) write one of ``numbers``."""
    if index is None or not numbers:
        return False
    lines = statement_lines(index, site.path, site.line, site.owner)
    text = " ".join(index.line(site.path, n) for n in lines)
    return bool(numbers & set(re.findall(r"(?<![\w.])\d+(?![\w.])", text)))


def _called_in(index: WorkspaceIndex, names: set[str]) -> set[str]:
    """The names the functions called ``names`` call (``f(`` or ``self.f(``)."""
    called: set[str] = set()
    for name in names:
        for s in index.named(name):
            if s.kind in ("function", "method"):
                for n in range(s.body_line or s.line, s.end_line + 1):
                    called.update(CALL.findall(index.line(s.path, n)))
    return called - names


# the words of a question's frame ("find every place that raises X"), never what it is about
FRAME_STEMS = frozenset(words("find search look list give tell show me all any"))
RAISE_CUE_STEMS = frozenset(
    w
    # ("errors out with something about ...": the particle and the frame, no word of a message)
    for cue in "complain complains error errors give up fail fails reject refuse raise throw "
    "where does it out about something".split()
    for w in words(cue)
)


def _raise_nearby(index: WorkspaceIndex | None, hit: tuple[str, int, str]) -> bool:
    """A message on a continuation line of a ``raise`` (one of the three lines above raises), or
    set in a name that a raise a few lines below passes on (``msg = (f"points have dimension
    {d}, " ...)`` then ``raise ValueError(msg)``)."""
    if index is None:
        return False
    path, line = hit[0], hit[1]
    if any("raise" in index.line(path, line - k) for k in range(1, 4)):
        return True
    below = next(
        (line + k for k in range(1, 8) if re.match(r"\s*raise\b", index.line(path, line + k))), 0
    )
    return bool(below) and line in message_lines(index, path, below, max(1, line - 10))


def _listing(
    state: TurnState,
    index: WorkspaceIndex | None,
    hits: list[tuple[str, int, str]],
    limit: int = 12,
) -> list[str]:
    out = []
    for path, n, text in hits[:limit]:
        owner = enclosing(index, path, n)
        inside = f" in {title(owner)}" if owner is not None else ""
        out.append(f"- `{path}:{n}`{inside}: `{excerpt(text)}`")
    if len(hits) > limit:
        out.append(f"- … {len(hits) - limit} more (see the grep result above)")
    return out


NOT_CALLEES = frozenset(
    {"", "it", "this", "that", "them", "each", "every", "any", "all", "to", "of"}
)


PASSIVE_CALLEE = re.compile(
    r"(?:\b(?:is|are)\s+(?:the\s+)?|(?=\S+\s+(?:is|are|gets?|being)\s))`?([\w.]*\w)`?(?:\(\))?\s+"
    r"(?:(?:is|are|gets?|being)\s+)?(?:\w+ly\s+|ever\s+|even\s+)?(?:called|invoked|used)\b",
    re.I,
)


def handle_calls(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    names = q.symbols or ([q.subject] if q.subject else [])
    if not names:
        return handle_search(state, q, index)
    # the name the verb is said of ("where does GenerateJsonSchema call emit_warning?"); the
    # others say where ("... in GenerateJsonSchema": its calls first)
    said = re.search(
        # ("where does DistributionPath use _generate_cache", "... go through _preprocess_graph")
        r"\b(?:call|calls|calling|invoke|invokes|invoking|use|uses|using|through)\s+"
        r"(?:its\s+|the\s+|their\s+)?(?:(?:own|private|internal|inner|nested|local)\s+)?`?"
        r"([\w.]*\w)",  # (not the sentence's full stop: "... that calls f.")
        q.text,
        re.I,
    )
    # or said before the verb in the passive ("where in misc_util is exec_mod_from_location
    # actually invoked?", "show me the lines where flip is called")
    said = said if said and said[1] in names else PASSIVE_CALLEE.search(q.text) or said
    callee = next((n for n in names if said and n == said[1].removesuffix("()")), None)
    object_said = said[1].removesuffix("()") if said else ""
    if callee is None and index is not None and object_said not in NOT_CALLEES:
        # "where does simplify() itself invoke kroneckersimp": the verb's object, a name of the
        # code said plainly, is what is called; the name said before it is where
        defined = [s for s in index.named(object_said) if s.kind in CALLABLE + ("class",)]
        callee = object_said if defined else None
        names = [object_said, *names] if defined else names
    callee = callee or names[0]
    name = callee.split(".")[-1]
    context = {n.split(".")[-1] for n in names} - {name}
    # ("f isn't called directly anywhere ... where does it get used?": every use, not calls)
    not_called = re.search(
        r"(?:\bnot|n['’]t|\bnever)\s+(?:\w+\s+)?(?:called|invoked)\b", q.text, re.I
    )
    calls_only = bool(
        re.search(
            r"\b(call|calls|called|calling|callers?|invoked?|invokes|invoking)\b", q.text, re.I
        )
        and not not_called
        or re.search(rf"\b{re.escape(name)}\(\)", q.text)  # "where is notify() used?"
        # "where are X objects created?": where the class is called (not its type hints)
        or (name.lstrip("_")[:1].isupper() and CREATION_SAID.search(q.text))
    )
    pattern = rf"\b{re.escape(name)}\s*\(" if calls_only else rf"\b{re.escape(name)}\b"
    if not state.calls:
        return Step(
            [("grep", {"pattern": pattern})],
            f"Searching for every {'call of' if calls_only else 'use of'} `{name}`.",
        )
    definition = re.compile(rf"\b(?:def|class|function|fn|func)\s+{re.escape(name)}\b")
    # a constant's own assignment is where it is defined, not a use of it
    defined_at = {(s.path, s.line) for s in index.named(name)} if index is not None else set()
    found = [h for h in grep_hits(state) if not definition.search(h[2]) and h[:2] not in defined_at]
    if not found:
        return Step(text=nothing_found(q, f"with grep for `{pattern}`"))
    # code first: a docstring or comment that mentions ``fill()`` is not a call of it
    hits = [h for h in found if not in_prose(index, h, name)]
    prose = [h for h in found if h not in hits]
    hits = hits or prose
    named = q.files or q.modules  # "which places in the server module call X": those first
    # "who calls check_invariants on the state machine": where the other words say
    where_words = set(q.words) - set(words(name)) - CUE_STEMS

    def inside(h: tuple[str, int, str]) -> tuple[bool, int]:
        owner = enclosing(index, h[0], h[1])
        if owner is None:
            return True, 0
        said_here = set(words(owner.qualname))
        return not context & set(owner.qualname.split(".")), -len(where_words & said_here)

    # the code's own calls before its tests', unless the tests are asked about ("apart from
    # the tests, where is X called from?" does not)
    tests_last = not re.search(r"\btests?\b", q.text, re.I) or re.search(
        r"\b(?:apart\s+from|except(?:\s+for)?|besides|other\s+than|outside(?:\s+of)?|not\s+in)"
        r"\s+(?:the\s+|my\s+|our\s+)?(?:unit\s+)?tests?\b",
        q.text,
        re.I,
    )
    imported: dict[str, set[str]] = {}
    # the object said it is called on ("go through self.iter_bytes"): those calls first, before
    # ``self.http_response.iter_bytes(...)``
    on = (
        re.compile(rf"(?<![\w.]){re.escape(callee.rsplit('.', 1)[0])}\.{re.escape(name)}\b")
        if "." in callee
        else None
    )
    hits.sort(
        key=lambda h: (
            bool(named) and not (in_files(h[0], q.files) or in_modules(h[0], q.modules)),
            bool(on) and not on.search(h[2]),
            weak_mention(h[2], name) or in_import_list(index, h[0], h[1]),  # uses first
            other_modules_call(index, h, name, imported),
            bool(tests_last and TEST_PATH.search(h[0])),
            *inside(h),
        )
    )
    if "view" not in state.names:
        return Step([("view", view_around(hits[0]))], "Reading the first place.")
    verb = "called" if calls_only else "used"
    lines = [f"`{name}` is {verb} in {len(hits)} place{'s' if len(hits) != 1 else ''}:"]
    lines += _listing(state, index, hits)
    if prose and hits is not prose:
        lines.append(
            f"(Also mentioned in {len(prose)} comment{'s' if len(prose) != 1 else ''} or "
            f"docstring{'s' if len(prose) != 1 else ''}: "
            + ", ".join(f"`{p}:{n}`" for p, n, _t in prose[:3])
            + (f" and {len(prose) - 3} more" if len(prose) > 3 else "")
            + ".)"
        )
    # (the one called: "rot90 ... lean on flip, right? ... where flip is called" is flip's)
    defined = [t for t in named_targets(q, index) if t.name == name] or [
        s for s in (index.named(name) if index is not None else []) if s.kind in CODE_KINDS
    ]
    if defined:
        lines.append(f"(`{name}` is defined at `{defined[0].where}`.)")
    lines += also_asked(state, q, index)
    return Step(text="\n".join(lines))


CREATION_SAID = re.compile(
    r"\b(?:instantiat\w*|construct(?:s|ed|ing)?|creat(?:e|es|ed|ing)|made|make|built|build)\b", re.I
)
IMPORT_OR_EXPORT = re.compile(
    r"^\s*(?:import\s|from\s+\S+\s+import\b|__all__\b)|^\s*['\"][\w.]+['\"],"
)
IMPORTED_NAME = re.compile(r"^\s*[\w.]+(?:\s+as\s+\w+)?\s*,?\s*(?:#.*)?$")
IMPORT_OPEN = re.compile(r"^\s*from\s+\S+\s+import\s*\(")


def in_import_list(index: WorkspaceIndex | None, path: str, line: int) -> bool:
    """The line is one name of a bracketed ``from m import (a, b,`` over several lines."""
    if index is None or not IMPORTED_NAME.match(index.line(path, line)):
        return False
    for n in range(line - 1, max(line - 50, 0), -1):
        text = index.line(path, n)
        if IMPORT_OPEN.match(text):
            return True
        if not IMPORTED_NAME.match(text):
            return False
    return False


IMPORT_MODULE = re.compile(r"\s*import\s+[\w.]+\s+as\s+(\w+)|\s*import\s+(\w+)\s*$")


def other_modules_call(
    index: WorkspaceIndex | None,
    hit: tuple[str, int, str],
    name: str,
    imported: dict[str, set[str]],
) -> bool:
    """Every call of ``name`` on the line is an imported module's function of that name
    (``warnings.warn(`` beside the code's own ``Cache.warn``): a call of something else.
    ``imported`` keeps each file's imported module names, read once a question."""
    receivers = re.findall(rf"(?:(\w+)\.)?\b{re.escape(name)}\s*\(", hit[2])
    if index is None or not receivers or not all(receivers):
        return False
    if hit[0] not in imported:
        lines = index.files[hit[0]].lines if hit[0] in index.files else []
        imported[hit[0]] = {
            m[1] or m[2] for text in lines if "import" in text and (m := IMPORT_MODULE.match(text))
        }
    return all(r in imported[hit[0]] for r in receivers)


STRING_LITERAL = re.compile(r"""(?:[rRbBuUfF]{0,2})(['"])(?:\\.|(?!\1).)*\1""")


def weak_mention(text: str, name: str) -> bool:
    """The line only imports or exports ``name`` (``__all__``), or mentions it only inside
    string literals (a message, a key): a place a reader looks at after the uses."""
    if IMPORT_OR_EXPORT.search(text):
        return True
    spans = [m.span() for m in STRING_LITERAL.finditer(text)]
    mentions = [m.start() for m in re.finditer(rf"\b{re.escape(name)}\b", text)]
    return bool(mentions) and all(any(a < at < b for a, b in spans) for at in mentions)


def in_prose(index: WorkspaceIndex | None, hit: tuple[str, int, str], name: str) -> bool:
    """The grep hit mentions ``name`` only in a comment or inside a docstring (a module's
    docstring too: its examples are not the code's calls)."""
    path, line, text = hit
    at = re.search(rf"\b{re.escape(name)}\b", text)
    hash_at = text.find("#")
    if at and 0 <= hash_at < at.start():
        return True
    if index is None or path not in index.files:
        return False
    entry = index.files[path]
    first, last = module_doc_span(entry.lines) if path.endswith((".py", ".pyi")) else (0, -1)
    return first <= line <= last or any(
        s.doc_lines is not None and s.doc_lines[0] <= line <= s.doc_lines[1] for s in entry.symbols
    )


def module_doc_span(lines: list[str]) -> tuple[int, int]:
    """The first and last line (1-based) of a module's docstring, or (0, -1) without one."""
    for n, text in enumerate(lines, 1):
        stripped = text.strip()
        if not stripped or stripped.startswith("#"):
            continue
        m = re.match(r"[rRuU]?(\"\"\"|'''|\"|')", stripped)
        if m is None:
            return 0, -1
        quote, rest = m.group(1), stripped[m.end() :]
        if quote in rest:
            return n, n
        for end in range(n + 1, len(lines) + 1):
            if quote in lines[end - 1]:
                return n, end
        return n, len(lines)
    return 0, -1


def handle_listing(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    if not state.calls:
        if q.extension:
            return Step([("glob", {"pattern": f"**/*.{q.extension}"})], "Listing the files.")
        return Step([("ls", {"path": "."})], "Listing the workspace.")
    files = [f for _c, r in state.ok("ls") + state.ok("glob") for f in listed_files(r.content)]
    if not files:
        return Step(text="The listing found no files.")
    shown = ", ".join(f"`{f}`" for f in files[:20])
    more = f" and {len(files) - 20} more" if len(files) > 20 else ""
    lines = [f"The workspace has {len(files)} files: {shown}{more}."]
    if index is not None:
        counts = Counter(s.path for s in index.symbols if s.kind in CODE_KINDS)
        if counts:
            big = ", ".join(f"`{p}` ({n} definitions)" for p, n in counts.most_common(3))
            lines.append(f"Most of the code is in {big}.")
    return Step(text="\n\n".join(lines))


def handle_file(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """A question about named files: read them, say what each defines (top level, with lines)."""
    known = [
        next((p for p in index.files if p == f or p.endswith("/" + f)), None) if index else None
        for f in q.files
    ]
    paths = [p for p in dict.fromkeys(known) if p is not None][:2]
    if not paths:
        return handle_search(state, q, index)
    if "view" not in state.names:
        calls = [("view", {"path": p, "offset": 0, "limit": 200}) for p in paths]
        return Step(calls, f"Reading {', '.join(f'`{p}`' for p in paths)}.")
    lines = []
    for path in paths:
        top = [s for s in index.files[path].symbols if "." not in s.qualname]
        if not top:
            lines.append(f"**`{path}`** defines nothing I can index (no functions or classes).")
            continue
        names = ", ".join(f"`{s.name}` (line {s.line})" for s in top[:12])
        lines.append(f"**`{path}`** defines {names}:")
        for s in top[:12]:
            doc = f" ({first_sentence(s.doc)})" if s.doc else ""
            lines.append(f"- {s.kind} {cite(state, index, s.path, s.line)}{doc}")
        if len(top) > 12:
            lines.append(f"- … {len(top) - 12} more")
        lines.append("")
    return Step(text="\n".join(lines).rstrip())


# --- plain search: when the index has nothing to go on -------------------------------------------


def search_terms(q: Question) -> list[str]:
    terms = q.symbols + q.phrases + ([q.subject] if q.subject else [])
    if terms:
        return list(dict.fromkeys(terms))[:4]
    raw = [w for w in re.findall(r"[A-Za-z_][A-Za-z0-9_]{2,}", q.text) if w.lower() not in _NOISE]
    return list(dict.fromkeys(raw))[:4]


_NOISE = frozenset(
    """the and for with that this what where which how does did are was were from into when why
    who whom about can could would should will there their them they have has had not but all any
    each every find show tell explain describe please code file files project workspace defined
    function class method used uses called work works happen happens handle handles""".split()
)


def handle_search(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """grep for the question's names (or words), view the best file, report what was found."""
    terms = search_terms(q)
    if not terms:
        if not state.calls:
            return Step([("ls", {"path": "."})], "Listing the workspace.")
        return handle_listing(state, q, index)
    pattern = "|".join(re.escape(t) for t in terms)
    if not state.calls:
        args: dict[str, Any] = {"pattern": pattern}
        if q.extension:
            args["include"] = f"*.{q.extension}"
        return Step([("grep", args)], f"Searching for {', '.join(f'`{t}`' for t in terms)}.")
    hits = grep_hits(state)
    best = _best_hits(hits, terms, bool(DEFAULT_ASKED.search(q.text)))
    # "In manager.py, where is ... set?": the hits in the file or module named first
    best.sort(key=lambda h: not (in_files(h[0], q.files) or in_modules(h[0], q.modules)))
    if "view" not in state.names and best:
        path, line, _text = best[0]
        return Step(
            [("view", {"path": path, "offset": max(line - 1 - 10, 0), "limit": 40})],
            "Reading the best match.",
        )
    if not best:
        # "after I type lib.somefunc, where does it find that function and keep it ...": a name
        # that is nowhere in the code is an example; the words say what is asked
        own = set(q.words) - {w for s in q.symbols for w in words(s)}
        if q.symbols and len(own) >= 3 and ranked(q, index, CALLABLE, limit=1):
            return handle_how(state, q, index)
        return Step(text=nothing_found(q, f"the workspace with grep for `{pattern}`"))
    lines = [f"The best match is {cite(state, index, best[0][0], best[0][1])}."]
    if len(best) > 1:
        lines.append(
            "Also: " + "; ".join(f"`{p}:{n}` `{excerpt(t, 80)}`" for p, n, t in best[1:3]) + "."
        )
    return Step(text="\n\n".join(lines))


def _best_hits(
    hits: list[tuple[str, int, str]], terms: list[str], default: bool = False
) -> list[tuple[str, int, str]]:
    """Grep hits ordered by how rare the terms they hold are, definitions first; when a default
    is asked, a name quoted before a value (``add_config_value('ipython_savefig_dir', 'savefig',
    'env')``) is set there."""
    if not hits:
        return []
    files_with = {
        t.lower(): {p for p, _n, text in hits if t.lower() in text.lower()} for t in terms
    }

    def weight(hit: tuple[str, int, str]) -> float:
        path, _n, text = hit
        low = text.lower()
        w = sum(1.0 / len(files_with[t.lower()]) for t in terms if t.lower() in low)
        if re.search(r"\b(def|class|function|fn|func)\s", text):
            w += 2
        if any(re.search(rf"(?<![\w.]){re.escape(t)}\s*(?::[^=]*)?=(?!=)", text) for t in terms):
            w += 1  # set there ("x = 1", a default "x=10,"), more than said
        elif default and any(re.search(rf"['\"]{re.escape(t)}['\"]\s*[,:]", text) for t in terms):
            w += 1
        if path.endswith(".ipynb") or "/." in f"/{path}":
            w -= 100
        return w

    return sorted(hits, key=lambda h: (-weight(h), h[0], h[1]))


def _names(symbols: list[Symbol]) -> str:
    return ", ".join(title(s) for s in symbols[:3])
