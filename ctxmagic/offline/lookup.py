"""The offline model's answers to questions about code: where, what it returns, how it works,
and a plain search when nothing else fits; with the choosing of definitions and the citing that
the answers to "which ..." (``lookup_which.py``), "where is it raised" (``lookup_raises.py``) and
"who calls it" (``lookup_calls.py``) share.

Each handler plans from the index (which definitions the question is about), confirms with the
real tools (a grep for the chosen names, a view of the chosen lines, so the transcript shows what
was read), and answers with the best citation first: ``path:line`` and the quoted line, then one
or two supporting locations. The tool blocks already show every match, so answers do not repeat
them.
"""

from __future__ import annotations

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
from .question import CUE_WORDS, Question, asks_which, code_tokens
from .turn import Step, TurnState, excerpt, grep_hits, listed_files, seen_lines

# A view reads the definition with the code around it, as an agent reads a file to answer: at
# least MIN_VIEW lines, the whole definition up to MAX_VIEW.
MIN_VIEW = 60
CUE_STEMS = frozenset(w for cue in CUE_WORDS for w in words(cue))
MAX_VIEW = 120
CODE_KINDS = ("class", "function", "method")
CALLABLE = ("function", "method")


# --- choosing definitions ----------------------------------------------------------------------


def is_test(path: str) -> bool:
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
        query = spelled_words([w for w in q.words if w not in words(name)])
        # "`_attributes` for the Rolling class": the one of the class said beside it
        owners = {n.split(".")[-1] for n in names if n != name}
        candidates.sort(
            key=lambda s: (
                top_level and "." in s.qualname,  # "the module-level X": not a class's X
                s.qualname.rpartition(".")[0].rpartition(".")[2] not in owners,
                s.kind == "constant",
                is_test(s.path),
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


def code_start(s: Symbol) -> int:
    """The first line of a definition's body after its docstring."""
    return (s.doc_lines[1] + 1) if s.doc_lines else (s.body_line or s.line + 1)


def _declared_only(index: WorkspaceIndex, s: Symbol) -> bool:
    """A function whose body is only a docstring, ``...``, ``pass`` or ``raise
    NotImplementedError``: an interface (a Protocol's, an abstract method), not how it is done."""
    if s.kind not in ("function", "method") or not s.body_line or s.body_line == s.line:
        return False
    rest = (index.line(s.path, n).strip() for n in range(code_start(s), s.end_line + 1))
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


def spelled_words(query: list[str]) -> list[str]:
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
    if symbol.end_line - code_start(symbol) > 2:
        return False
    expr = symbol.returns[0][1]
    # (or hands back its private namesake: ``return self._oslevel_info``)
    name = re.escape(symbol.name)
    return bool(re.match(rf"^(?:[\w.]+\.)?{name}\(|^self\._{name}(?:\(|$)", expr))


def handed_on(index: WorkspaceIndex | None, symbol: Symbol) -> Symbol | None:
    """The one function of ``symbol``'s file that it only hands its call on to, under a name
    that holds its own (``def pagerank(G, ...): return _pagerank_scipy(G, ...)``): how it is
    done is there. (Not a factory many call: ``return rv(name, NegativeBinomialDistribution)``.)"""
    if index is None or symbol.kind not in ("function", "method") or len(symbol.returns) != 1:
        return None
    line, expr = symbol.returns[0]
    if line != code_start(symbol) or symbol.path not in index.files:
        return None  # (a body of more than that one statement)
    m = re.match(r"(?:self\.)?([A-Za-z_]\w*)\(", expr)
    if not m or m[1] == symbol.name or not set(words(symbol.name)) <= set(words(m[1])):
        return None
    owner = symbol.qualname.rpartition(".")[0]
    found = [
        s
        for s in index.files[symbol.path].symbols
        if s.name == m[1]
        and s.kind in ("function", "method")
        and s.qualname.rpartition(".")[0] == (owner if expr.startswith("self.") else "")
    ]
    return found[0] if len(found) == 1 else None


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
    packages = packages_said(q, index)
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
            * (0.5 if is_test(s.path) else 1.0)
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


def packages_said(q: Question, index: WorkspaceIndex) -> dict[str, str]:
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
# (and ``cast(bool, ...)``: a yes/no answer typed as one)
BOOLEAN_CALL = re.compile(r"^(?:bool|isinstance|issubclass|callable|hasattr)\(|^cast\(\s*bool\b")
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


def shown_count(q: Question) -> int:
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
    paths = sorted((p for p in index.files if p != symbol.path), key=lambda p: (is_test(p), p))
    weak = None
    for path in [*paths, symbol.path]:
        lines = index.files[path].lines
        if symbol.name not in "\n".join(lines):  # (most files never say it: one scan, in C)
            continue
        for n, text in enumerate(lines, 1):
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
        for w in plain_words(q, 4)
        if w not in q.symbols
        and (len(words(w)) > 1 or all(idf.get(v, 0.0) >= RARE_NAME_IDF for v in words(w)[:1]))
    }
    found = [s for s in index.symbols if s.name in said]  # one pass, not one per word
    # of those of one name, the ones whose words match the rest of the question ("the aliases
    # dict for event loop names (qt4 -> qt)": the one holding qt and gtk)
    named = {w for s in found for w in words(s.name)}
    query = spelled_words([w for w in q.words if w not in named])
    return sorted(found, key=lambda s: (is_test(s.path), -_overlap(s, query)))


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
    said = plain_words(q, 3) - {cls.name}
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
TABLE_ASKED = re.compile(
    r"\b(?:table|mapping|map|dict|dictionary|lookup)\s+(?:that|which|of|from)\b", re.I
)
DICT_LITERAL = re.compile(r"\s*(?:\{|dict\()")
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
    table = TABLE_ASKED.search(q.text)
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
            if table and DICT_LITERAL.match(line):
                # "the table that maps Photoshop color modes and bit depths to PIL modes":
                # ``MODES = {  # (photoshop mode, bits) -> (pil mode, ...)``, said by what it
                # holds and the comment on it (a word more than by its name)
                said = max(said, sum(1 for w in asked if w in s.terms) - 1)
            best.setdefault(said + writes + holds, []).append(s)
    most = max(best, default=0)
    tied = best.get(most, [])
    if len(tied) > 1 and cls is None:  # "the smartcard logon extended key usage": the one
        # whose own name says words its class's does not, then of the class the other words
        # name (``ExtendedKeyUsageOID.SMARTCARD_LOGON``, not ``.ANY_EXTENDED_KEY_USAGE``)

        def owned(t: Symbol) -> tuple[int, int]:
            owner = set(words(t.qualname.rpartition(".")[0]))
            return len(asked & (set(words(t.name)) - owner)), len(asked & owner)

        best_owned = max(map(owned, tied))
        tied = [t for t in tied if owned(t) == best_owned]
    return tied if most >= (1 if cls else 2) and len(tied) == 1 else []


def plain_words(q: Question, shortest: int) -> set[str]:
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


# items said without quotes, two or more: in brackets ("(autoreset / strip)") or after "like"
# ("tags like pre, script and style")
ITEMS_LISTED = re.compile(
    r"\(\s*([\w.-]+(?:\s*(?:/|,|\bor\b|\band\b)\s*[\w.-]+)+)\s*\)|"
    r"\b(?:like|such\s+as)\s+([\w.-]+(?:\s*,\s*[\w.-]+)*,?\s+(?:and|or)\s+[\w.-]+)|"
    # (or three names shaped like code in a row: "the order FontName, FullName, FamilyName...")
    r"(?<![\w.])((?-i:[A-Za-z_]\w*[A-Z_]\w*)(?:\s*,\s*(?-i:[A-Za-z_]\w*[A-Z_]\w*)){2,})"
)
SUFFIX_SAID = re.compile(r"(?<![\w./])\.[A-Za-z][A-Za-z0-9]{0,5}\b(?!\.\w)")


def _code_written(q: Question, index: WorkspaceIndex | None) -> list[str]:
    """The backticked texts of code, no names, that the workspace writes (a user's own input,
    as "`&foo;`", is nowhere in it)."""
    tokens = code_tokens(q)
    if index is None or not tokens:
        return []
    return [t for t in tokens if any(t in line for f in index.files.values() for line in f.lines)]


def _literal_holding(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The one constant whose value writes every text the question quotes, two or more ("the
    table that maps names like 'pearson' and 'neyman' to ..."; file suffixes need no quotes:
    "maps suffixes like .f90 or .cpp"), or its one text of three words or more, else []."""
    said = [p for p in q.phrases if len(p) <= 40] + SUFFIX_SAID.findall(q.text)
    for listed in ITEMS_LISTED.finditer(q.text):  # "the colorama init options (autoreset / strip)"
        items = re.split(r"\s*(?:/|,|\band\b|\bor\b)\s*", listed[1] or listed[2] or listed[3])
        said += [i for i in items if i]
    # or one text of three words or more, anywhere in the value ("the 'autogenerated from a
    # template  DO NOT EDIT' banner": ``header = """ ... DO NOT EDIT!!!! ..."""``)
    long = [p for p in q.phrases if len(p.split()) >= 3] if len(q.phrases) == 1 else []
    if set(said) - set(long):  # (other items said too: every one of them, quoted)
        long = []
    if index is None or (len(said) < 2 and not long):
        return []
    found = []
    for s in index.symbols:
        if s.kind != "constant" or s.path.endswith(".pyi"):
            continue
        text = "\n".join(index.line(s.path, n) for n in range(s.line, s.end_line + 1))
        if long:
            holds = long[0].lower() in text.lower()
        else:
            holds = all(re.search(rf"[\"']{re.escape(p)}[\"']", text) for p in said)
        if holds:
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
        if not is_test(path)
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
        if not is_test(h[0]) and not in_prose(index, h, said) and alone.search(h[2])
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
    lines = [f"`{said}` is written in code at:"] + listed_answer(state, index, hits)
    return Step(text="\n".join(lines))


# "the default quality", "the default format": a word after *default*, the key a line looks up
DEFAULT_OF_WORD = re.compile(r"\bdefault\s+([a-z][a-z_]{2,})\b", re.I)


def _key_defaulted(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step | None:
    """ "What's the default quality when saving AVIF, and where is it set?", no name of the
    code said: the one line of code that looks the word up as a key with a default
    (``quality = info.get("quality", 75)``); None when none or several do."""
    said = DEFAULT_OF_WORD.search(q.text)
    if index is None or said is None or any(index.named(n) for n in q.symbols):
        return None
    key = said[1].lower()
    looked_up = re.compile(
        rf"""\.(?:get|pop|setdefault)\(\s*['"]{re.escape(key)}['"]\s*,\s*[^\s)]"""
    )
    written = [
        (path, n)
        for path, entry in index.files.items()
        if not is_test(path)
        for n, text in enumerate(entry.lines, 1)
        if looked_up.search(text)
    ]
    if len(written) != 1:
        return None
    if not state.calls:
        pattern = rf"""\.(get|pop|setdefault)\(\s*['"]{key}['"]"""
        return Step([("grep", {"pattern": pattern})], f"Searching for where `{key}` is looked up.")
    path, n = written[0]
    return Step(text=f"`{key}` gets its default at {cite(state, index, path, n)}.")


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
    step = _value_written(state, q, index) or _key_defaulted(state, q, index)
    if step is not None:
        return step
    targets = (
        named_targets(q, index)
        or _role_method(q, index)
        or plain_names(q, index)
        or proper_named(q, index)
        or _defaulted_function(q, index)
    )
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
        return _filled_in(state, q, index, filled)
    if not targets:  # "where's the regex that a date string has to match set up?"
        targets = _pattern_said(q, index)
    if not targets and described(q) and ranked(q, index, CALLABLE, limit=1):
        # "where are tabs turned into spaces?" names no definition: it describes what the code
        # does, so the code that does it is found as for "how" (a grep for its words cited
        # whichever line held them, such as a signature with ``expand_tabs``)
        return handle_how(state, q, index)
    if not targets:
        return handle_search(state, q, index)
    # (a function's implementation, not the ``@overload`` stubs above it)
    main = implementation(targets)
    targets = [main, *(t for t in targets if t is not main)]
    step = lookup(state, q, index, targets, f"Looking up {_names(targets)}.")
    if step is not None:
        return step
    lines = [f"{title(main)} is defined at {cite(state, index, main.path, main.line)}"]
    if main.doc:
        lines[0] += f" ({first_sentence(main.doc)})"
    lines[0] += "."
    given = _default_given(q, index, main) or _quoted_default(q, index, main)
    if given:  # "where is the default value of protected_namespaces set?": a declared name's
        lines.insert(0, f"Its default is given at {cite(state, index, given[0], given[1])}.")
    elif maker := _default_method(q, index, main):  # "where does LabConfig define its default
        # for workspaces_api_url?": the method that makes it (traitlets' ``@default("x")``)
        lines.insert(
            0,
            f"Its default is made by {title(maker)} at {cite(state, index, maker.path, maker.line)}.",
        )
    elif given := _value_assigned(q, index, main):  # "where is X given its value?"
        lines.insert(0, f"Its value is given at {cite(state, index, given[0], given[1])}.")
    elif given := _parameter_default(q, index, main):  # "what default ifactor does dop853 use"
        name, at = given
        lines.insert(0, f"`{name}` gets its default at {cite(state, index, main.path, at)}.")
    elif main.kind != "constant" and (given := _default_entry(q, index)):  # "The jscode
        # docstring says precision defaults to 15. Where is the real default set?"
        name, at = given  # (``'precision': 17,`` of a dict of defaults)
        lines.insert(0, f"`{name}` gets its default at {cite(state, index, *at)}.")
    elif given := _number_set_in(q, index, main):  # "In C.__init__, where does ... side of 1?"
        name, at = given
        lines.insert(0, f"`{name}` is given that value at {cite(state, index, main.path, at)}.")
    elif given := _fallback_of(q, index, main):  # "If I don't pass x to C, ... where is that
        name, at = given  # fallback set?": ``header_timeout=idle_connection_timeout or 3600,``
        lines.insert(0, f"`{name}` falls back at {cite(state, index, main.path, at)}.")
    elif given := _key_default(q, index, main):  # "... fall back to if I don't pass
        name, at = given  # maximumPageSize": ``self._params.get("maximumPageSize", 1000)``
        lines.insert(0, f"`{name}` falls back at {cite(state, index, main.path, at)}.")
    elif given := _module_number(q, index, main):  # "How many worker threads does f allow at
        name, at = given  # once by default, and where is that number set?": DEFAULT_LIMIT = 40
        lines.insert(0, f"`{name}` is given that number at {cite(state, index, main.path, at)}.")
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
        if is_test(path):
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


def _quoted_default(
    q: Question, index: WorkspaceIndex | None, main: Symbol
) -> tuple[str, int] | None:
    """ "Where does ShowCommand set 'detailed' as the default --format?": the one line of
    ``main`` that writes the quoted text as a whole string and says *default* there
    (``'default': 'detailed',``, ``default="detailed"``), when the question asks for a
    default."""
    if index is None or not DEFAULT_ASKED.search(q.text):
        return None
    # (any quotes, a word too: the question's phrases keep only some)
    said = re.findall(r"""(?<!\w)['"‘“]([^'"’”\n]{1,40})['"’”](?!\w)""", q.text)
    if len(said) != 1:
        return None
    string = re.compile(rf"""(['"]){re.escape(said[0])}\1""")
    lines = index.files[main.path].lines
    found = [
        n
        for n in range(main.line, min(main.end_line, len(lines)) + 1)
        if (hit := string.search(lines[n - 1].split("#")[0]))
        and DEFAULT_ASKED.search(hit.string[: hit.start()])
    ]
    return (main.path, found[0]) if len(found) == 1 else None


# a question that asks for a number: "how many ...", "the default ...", "... that number set"
NUMBER_ASKED = re.compile(r"\bhow\s+(?:many|much|long|big|large|often)\b|\bdefaults?\b", re.I)


def _module_number(
    q: Question, index: WorkspaceIndex | None, main: Symbol
) -> tuple[str, int] | None:
    """The one constant of ``main``'s module set to a number whose name shares the most words
    with a question that asks for a number (``DEFAULT_LIMIT = 40`` for "how many worker threads
    does to_thread.run_sync allow at once by default?"), when ``main`` writes no number."""
    if index is None or main.kind not in ("function", "method", "class"):
        return None
    if not NUMBER_ASKED.search(q.text):
        return None
    code = [
        index.line(main.path, n).split("#")[0] for n in range(code_start(main), main.end_line + 1)
    ]
    if any(n not in ("0", "1") for t in code for n in re.findall(r"(?<![\w.])\d+(?![\w.])", t)):
        return None  # (a number of its own: the question is about that one)
    asked = set(q.words) - set(words(main.qualname))
    shared = sorted(
        (
            (len(asked & set(words(s.name))), s.name, s.line)
            for s in index.files[main.path].symbols
            if s.kind == "constant"
            and "." not in s.qualname
            and re.match(
                rf"\s*{re.escape(s.name)}\s*(?::[^=]*)?=\s*-?\d", index.line(s.path, s.line)
            )
        ),
        reverse=True,
    )
    if not shared or not shared[0][0] or (len(shared) > 1 and shared[1][0] == shared[0][0]):
        return None
    return shared[0][1], shared[0][2]


def _default_method(q: Question, index: WorkspaceIndex | None, main: Symbol) -> Symbol | None:
    """The method of ``main``'s class that makes its default, when the question asks for it:
    decorated ``@default("name")`` (traitlets, as IPython and Jupyter use it) or named
    ``_name_default`` / ``_default_name``."""
    if index is None or not DEFAULT_ASKED.search(q.text) or "." not in main.qualname:
        return None
    owner, name = main.qualname.rpartition(".")[0], main.name
    decorated = re.compile(rf"\s*@(?:\w+\.)*default\(\s*[\"']{re.escape(name)}[\"']\s*\)")
    makers = [
        s
        for s in index.files[main.path].symbols
        if s.kind == "method"
        and s.qualname.rpartition(".")[0] == owner
        and (
            s.name in (f"_{name}_default", f"_default_{name}")
            or (s.line > 1 and decorated.match(index.line(s.path, s.line - 1)))
        )
    ]
    return makers[0] if len(makers) == 1 else None


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
    said = plain_words(q, 3)
    # ("where does it set check to False by default?": the name set, not the verb, though a
    # parameter is called `set`)
    setting = re.search(r"\bsets?\s+`?([A-Za-z_]\w*)`?\s+to\b", q.text)
    said = {setting[1]} if setting and setting[1] in said else said
    signature = [
        (name, n)
        for n in range(func.line, max(func.body_line, func.line + 1))
        for name in re.findall(  # (an annotation may hold commas: ``client: tuple[str, int] =``)
            r"\b([A-Za-z_]\w*)\s*(?::\s*[\w.]+(?:\[[^\]=]*\])?(?:\s*\|\s*[\w.]+)*\s*|:[^=,()]*)?=(?!=)",
            index.line(func.path, n),
        )
    ]
    for name, n in signature:
        if name in said:
            return _computed_when_none(q, index, func, name) or (name, n)
    # a name that shortens the question's words ("the default convergence tolerance for
    # pagerank": ``tol=1.0e-6,``; "maximum iterations": ``max_iter``), if only one does
    plain = {w for w in said if "_" not in w}
    short = [
        (name, n)
        for name, n in signature
        if (parts := [p for p in name.lower().split("_") if p])
        and max(map(len, parts)) >= 3
        and all(any(w.startswith(p) and w != p for w in plain) for p in parts)
    ]
    # a name said in other words ("the default pause between flushes": ``sleep_between_writes``):
    # each of its words is a word of the question or of that word's family, if only one is
    asked = set(q.words)
    near = {v for spelled in index.expand_grouped(sorted(asked)).values() for v in spelled}
    short += [
        (name, n)
        for name, n in signature
        if len(parts := [stem(p) for p in name.lower().split("_") if p]) >= 2
        and set(parts) <= near
        and not set(parts) <= asked  # (said in the question's own words: found above)
        and (name, n) not in short
    ]
    if len(short) == 1:
        return _computed_when_none(q, index, func, short[0][0]) or short[0]
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
    if not assigned:  # a key of a dict of defaults ("that fill colour": ``"fillcolor": ...``)
        run_together = {w.replace("_", "") for w in said}
        run_together |= {_american(w) for w in run_together}
        assigned = [
            (m[1], n)
            for n in range(max(func.body_line, func.line + 1), func.end_line + 1)
            for m in re.finditer(r"[\"']([A-Za-z_]\w*)[\"']\s*:", index.line(func.path, n))
            if m[1].lower().replace("_", "") in run_together
        ]
    return assigned[0] if len({name for name, _n in assigned}) == 1 else None


def _defaulted_function(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The one function said by a plain word, however common ("what's the default convergence
    tolerance for pagerank and where is it set?": ``pagerank``), a parameter of which the
    question's words name, when it asks for a default; else []."""
    if index is None or not DEFAULT_ASKED.search(q.text):
        return []
    said = plain_words(q, 3)
    found = [
        s
        for s in index.symbols
        if s.name in said
        and s.kind in CALLABLE
        and not is_test(s.path)
        and _parameter_default(q, index, s)
    ]
    return found if len(found) == 1 else []


# British spellings of words code spells the American way ("the fill colour": ``fillcolor``)
BRITISH = {
    "colour": "color",
    "behaviour": "behavior",
    "centre": "center",
    "grey": "gray",
    "favour": "favor",
    "labelled": "labeled",
    "licence": "license",
}


def _american(word: str) -> str:
    for british, american in BRITISH.items():
        word = word.replace(british, american)
    return word


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
    body = range(code_start(func), func.end_line + 1)  # (not its docstring's "x: int >= 2")
    fallback = re.compile(_falls_back(name))  # the value None stands for
    own = [n for n in body if fallback.search(index.line(func.path, n))]
    # (an assignment, never a keyword argument passed on: ``eps=eps,``)
    assigned = re.compile(rf"\s*{said}\s*(?::[^=]*)?=(?!=)(?!.*,\s*$)")
    asked = FALLBACK_ASKED.search(q.text)
    if asked:
        lines = [n for n in body if assigned.match(index.line(func.path, n))]
        lines = [n for n in lines if n in own] if len(lines) > 1 else lines
        lines = _under_none_check(index, func, name, lines)
        if lines:
            return (name, lines[0]) if len(lines) == 1 else None
    elif own:
        return (name, own[0]) if len(own) == 1 else None
    # in the one function of the file it is passed on to ("what's the default
    # min_turn_separation_ms ...?": ``500 if x is None else x`` in a helper)
    if not any(re.search(rf"\b{said}\b", index.line(func.path, n)) for n in body):
        return None
    passed = [
        (s, n)
        for s in index.files[func.path].symbols
        if s.kind in CALLABLE and s is not func and re.search(rf"\b{said}\b", _header(index, s))
        for n in range(code_start(s), s.end_line + 1)
        if fallback.search(index.line(s.path, n))
        or (asked and assigned.match(index.line(s.path, n)))
    ]
    if (
        len({id(s) for s, _n in passed}) == 1
    ):  # (``if x is None: x = ...`` beside ``elif ...: x =``)
        passed = [
            (passed[0][0], n)
            for n in _under_none_check(index, passed[0][0], name, [n for _s, n in passed])
        ]
    return (name, passed[0][1]) if len(passed) == 1 else None


def _under_none_check(
    index: WorkspaceIndex, func: Symbol, name: str, lines: list[int]
) -> list[int]:
    """Of several lines of ``func`` giving ``name`` a value, those in the branch of ``if name is
    None:`` (the value it gets when not passed), if any are; else all of them."""
    if len(lines) < 2:
        return lines
    check = re.compile(rf"\s*if\s+(?:self\.)?{re.escape(name)}\s+is\s+None\s*:")

    def branch_of(n: int) -> str:
        depth = len(index.line(func.path, n)) - len(index.line(func.path, n).lstrip())
        for k in range(n - 1, func.line, -1):
            text = index.line(func.path, k)
            if (
                text.strip()
                and not text.lstrip().startswith("#")
                and len(text) - len(text.lstrip()) < depth
            ):
                return text
        return ""

    under = [n for n in lines if check.match(branch_of(n))]
    return under or lines


# "the Piecewise printer": a method named by the verb of its role and what it handles
# (``_print_Piecewise``, ``visit_Call``, ``handle_starttag``, ``parse_header``)
ROLE_SAID = re.compile(
    r"\b(?:the\s+)?`?([A-Za-z_]\w*)`?\s+(print|handl|visit|pars|formatt|writ|read|convert|"
    r"validat|render|serializ|load|build|check|emitt?|transform)(?:er|or)\b",
    re.I,
)


def _role_method(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The one method or function named ``<verb>_<word>`` (with a leading underscore or not)
    for "the <word> <verb>er" said ("Where is the Piecewise printer of the JavaScript code
    printer?": ``JavascriptCodePrinter._print_Piecewise``), of the class said if several; else
    []."""
    if index is None:
        return []
    for m in ROLE_SAID.finditer(q.text):
        verb = m[2].lower()
        verb = {"handl": "handle", "pars": "parse", "writ": "write", "validat": "validate"}.get(
            verb, verb
        )
        verb = {"serializ": "serialize", "emitt": "emit", "formatt": "format"}.get(verb, verb)
        names = {f"{verb}_{m[1]}", f"_{verb}_{m[1]}"}
        found = [
            s
            for name in names
            for s in index.named(name)
            if s.kind in CALLABLE and not is_test(s.path)
        ]
        if len(found) > 1:  # of the class said by its words ("the JavaScript code printer")
            said = set(q.words)
            found = [s for s in found if set(words(s.qualname.rpartition(".")[0])) <= said] or found
        if len(found) == 1:
            return found
    return []


def _default_entry(q: Question, index: WorkspaceIndex | None) -> tuple[str, tuple[str, int]] | None:
    """The one entry of a dict of defaults (assigned a name holding *default*) whose key is a
    word the question says, asked where a default is set ("precision defaults to 15. Where is
    the real default set?": ``'precision': 17,`` of ``_default_settings = dict(..., **{``)."""
    if index is None or not DEFAULT_ASKED.search(q.text):
        return None
    said = (plain_words(q, 3) | {s.split(".")[-1] for s in q.symbols}) - {"default", "defaults"}
    owner = re.compile(r"\s*(?:self\.)?\w*default\w*\s*(?::[^=]*)?=(?!=)", re.I)
    found = []
    for path, info in index.files.items():
        if is_test(path):
            continue
        lines = info.lines
        for n, text in enumerate(lines, 1):
            m = re.search(r"""['"]([A-Za-z_]\w*)['"]\s*:\s*\S""", text)
            if not m or m[1] not in said:
                continue
            if owner.match(text) or _assigned_above(lines, n, owner):
                found.append((m[1], (path, n)))
    return found[0] if len(found) == 1 else None


def _assigned_above(lines: list[str], n: int, owner: re.Pattern[str]) -> bool:
    """Whether the brackets line ``n`` is written in open on a line assigning a name
    ``owner`` matches (``_default_settings = dict(`` ... ``**{`` ... ``"precision": 17,``)."""
    depth = len(lines[n - 1]) - len(lines[n - 1].lstrip())
    for text in reversed(lines[: n - 1]):
        indent = len(text) - len(text.lstrip())
        if not text.strip() or indent >= depth:
            continue
        if owner.match(text):
            return True
        if not re.search(r"[(\[{]\s*(?:#.*)?$", text):
            return False  # (the line above is no opening of the brackets the entry is in)
        depth = indent
    return False


def _key_default(q: Question, index: WorkspaceIndex | None, main: Symbol) -> tuple[str, int] | None:
    """The one line of the definition said that looks up a key the question says is not passed,
    with a default (``.get("maximumPageSize", 1000)``, ``os.environ.get("X", "1")``,
    ``.pop("x", None)``), and that key."""
    if index is None or main.kind not in CALLABLE or not FALLBACK_ASKED.search(q.text):
        return None
    left_out = NOT_PASSED.search(q.text)
    keys = {left_out[1]} if left_out else {s.split(".")[-1] for s in q.symbols} - {main.name}
    found = [
        (key, n)
        for n in range(code_start(main), main.end_line + 1)
        for key in keys
        if re.search(
            rf"""\.(?:get|pop|getenv|setdefault)\(\s*['"]{re.escape(key)}['"]\s*,""",
            index.line(main.path, n),
        )
    ]
    return found[0] if len(found) == 1 else None


def _filled_in(
    state: TurnState, q: Question, index: WorkspaceIndex | None, filled: tuple[Symbol, str, int]
) -> Step:
    where, name, at = filled
    if index is not None and COUNT_ASKED.search(q.text):  # "how many points ...": of a
        at = _number_line(index, where.path, at)  # statement of several lines, the number's
    step = lookup(state, q, index, [where], f"Looking up {_names([where])}.")
    if step is not None:
        return step
    return Step(
        text=f"`{name}` defaults to None in the signature; its value then is given at "
        f"{cite(state, index, where.path, at)}."
    )


COUNT_ASKED = re.compile(r"\bhow\s+many\b|\bnumber\b", re.I)


def _number_line(index: WorkspaceIndex, path: str, at: int) -> int:
    """Of the statement starting at line ``at`` (``ind = np.linspace(`` ... ``1000,`` ...
    ``)``), the one line holding a number, else ``at``."""
    number = r"\d[\d_]*(?:\.\d+)?(?:e-?\d+)?"
    depth, n, found, alone = 0, at, [], []
    while True:
        text = index.line(path, n).split("#")[0]
        if n != at and re.search(rf"(?<![\w.]){number}(?![\w.])", text):
            found.append(n)
        if n != at and re.fullmatch(rf"\s*(?:\w+\s*=\s*)?{number},?\s*", text):
            alone.append(n)  # (``1000,``: an argument that is only the number)
        depth += sum(text.count(c) for c in "([{") - sum(text.count(c) for c in ")]}")
        if depth <= 0 or n - at > 30 or n >= len(index.files[path].lines):
            break
        n += 1
    found = alone if len(alone) == 1 else found
    return found[0] if len(found) == 1 else at


def _none_filled_in(q: Question, index: WorkspaceIndex | None) -> tuple[Symbol, str, int] | None:
    """The definition and line where a parameter the question names as its only name, no
    definition, gets its value when every signature that has it defaults it to None ("What's
    the default min_turn_separation_ms ...?": ``500 if min_turn_separation_ms is None else ...``
    in the one helper the two classes pass it to), else None."""
    asked = DEFAULT_ASKED.search(q.text) or FALLBACK_ASKED.search(q.text)
    # ("When I don't pass ind to a kde plot, ... where is that number set?": a plain word)
    left_out = NOT_PASSED.search(q.text) if not q.symbols else None
    if index is None or not asked or not (len(q.symbols) == 1 or left_out):
        return None
    name = q.symbols[0].split(".")[-1] if q.symbols else left_out[1]
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


# the parameter a question says is left out ("when I don't pass ind", "if I omit the timeout")
NOT_PASSED = re.compile(
    r"\b(?:(?:don['’]?t|do\s+not|never)\s+(?:pass|give|set|supply|provide)|omit|leave\s+out|"
    r"without\s+(?:passing|giving|setting))\s+(?:an?\s+|the\s+|any\s+)?`?([a-z_]\w*)`?",
    re.I,
)
FALLBACK_ASKED = re.compile(
    r"\b(?:fall\s*backs?|falls\s+back|otherwise|don['’]?t\s+(?:pass|give|set)|do\s+not\s+(?:pass|give|set)|"
    r"(?:not|never)\s+(?:passed|given|set)|omit\w*|leave\s+(?:it\s+)?out|"
    # ("If I give init_swarm an address pool but no subnet size, where does the default subnet
    # size get filled in?")
    r"(?:but|and)\s+no|fill(?:s|ed)?\s+in)\b",
    re.I,
)


def _falls_back(name: str) -> str:
    """The ways code gives parameter ``name`` another value when it is not passed: ``x or
    3600``, ``x if x is not None else d``, ``500 if x is None else x``."""
    said = re.escape(name)
    return (
        rf"(?<![\w.]){said}\s+or\s+[^\s,)]|(?<![\w.]){said}\s+if\s+{said}\s+is\s+not\s+None\s+else\b|"
        rf"\S\s+if\s+{said}\s+is\s+None\s+else\s+{said}\b"
    )


def _fallback_of(q: Question, index: WorkspaceIndex | None, main: Symbol) -> tuple[str, int] | None:
    """The one line of the definition said where a parameter the question names gives way to
    another value when it is not passed (``x or 3600``, ``x if x is not None else d``, ``if x is
    None:``), and that parameter."""
    if index is None or main.kind not in (*CALLABLE, "class") or not FALLBACK_ASKED.search(q.text):
        return None
    found = []
    for name in (n.split(".")[-1] for n in q.symbols if n.split(".")[-1] != main.name):
        said = re.escape(name)  # (or a branch: ``if x is None:``, ``if not x:``)
        fallback = re.compile(
            rf"{_falls_back(name)}|\bif\s+(?:self\.)?{said}\s+is\s+None\s*:|"
            rf"\bif\s+not\s+(?:self\.)?{said}\s*:"
        )
        found += [
            (name, n)
            for n in range(main.line + 1, main.end_line + 1)
            if fallback.search(index.line(main.path, n).split("#")[0])
        ]
    if not found:  # "where does C fall back to a default TypeSerializer?": the one line giving
        # a value made of it (``self._serializer = TypeSerializer()``)
        for name in (n.split(".")[-1] for n in q.symbols if n.split(".")[-1] != main.name):
            made = re.compile(
                rf"^\s*[\w.]+\s*(?::[^=]*)?=(?!=)\s*(?:[^#]*\bor\s+)?{re.escape(name)}\b"
            )
            found += [
                (name, n)
                for n in range(main.line + 1, main.end_line + 1)
                if made.search(index.line(main.path, n))
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


def implementation(found: list[Symbol]) -> Symbol:
    """Of the first definition found and those of its name in its file, the longest: a
    function's implementation, not its ``@overload`` stubs."""
    first = found[0]
    return max(
        (s for s in found if s.qualname == first.qualname and s.path == first.path),
        key=lambda s: s.end_line - s.line,
    )


# what a special method does, said in words ("how does HTTPHeaderDict decide it's equal to a
# plain dict?": ``__eq__``)
SPECIAL_SAID = (
    (re.compile(r"\b(?:equal|equals|equality|compares?\s+equal)\b", re.I), "__eq__"),
    (re.compile(r"\b(?:hash|hashed|hashes|hashing|hashable)\b", re.I), "__hash__"),
    (re.compile(r"\b(?:less\s+than|sorts?\s+(?:before|first))\b", re.I), "__lt__"),
    # ("tab completion on the handle shows the remote object's methods": ``__dir__``)
    (re.compile(r"\b(?:tab[- ]?complet\w*|auto-?complet\w*)|\bdir\(\)", re.I), "__dir__"),
)


def special_said(q: Question) -> str:
    """The special method a question says in words ("tab completion": ``__dir__``), or ""."""
    return next((name for said, name in SPECIAL_SAID if said.search(q.text)), "")


def _special_method_said(q: Question, index: WorkspaceIndex, cls: Symbol) -> list[Symbol]:
    """The special method of ``cls`` the question says in words, if the class defines it."""
    name = special_said(q)
    return [s for s in index.named(f"{cls.qualname}.{name}") if s.path == cls.path] if name else []


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
    r"\W*which\s+(?:[\w.]+\s+){0,2}?(?:function|(?:class|static)?method|class|helper|routine|"
    r"callable|part|piece|"
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
            or _defaulted_function(q, index)  # "the default convergence tolerance for pagerank"
            or _pattern_said(q, index)  # "Where's the regex a date has to match set up?"
            or _literal_holding(q, index)  # "Where is the table that maps '<', '<=' ...?"
        )
    ):
        return handle_where(state, q, index)
    written = _code_written(q, index) if WHERE_WORD.search(q.text) and not named else []
    if written:  # "Where is the `%24.16e` print format set up?": where the code writes it
        return handle_search(state, dataclasses.replace(q, phrases=q.phrases + written), index)
    if WHERE_WORD.search(q.text) and not named and (filled := _none_filled_in(q, index)):
        # "When I don't pass ind to a kde plot, how many points ...? where is that number set?"
        return _filled_in(state, q, index, filled)
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
                if not is_test(s.path)
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
    if compared is None and (target := handed_on(index, main)) is not None:
        main = target  # "how does pagerank decide it has converged?": where it hands its call
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
    # the line the question asks about, the definition named or not ("how does it count how
    # many of the first group were still at risk ...": the line that counts them, first)
    detail = assigned or _detail_line(q, index, main)
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
    lines += ["", *others(state, index, related, "Related", shown_count(q))]
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
        sorted(w for w in plain_words(q, 6) - set(said) if "_" not in w and not index.named(w))
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
        if is_test(path) or not path.endswith((".py", ".pyi")):
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
    joined = sorted((n for n in plain_words(q, 3) if "_" in n), key=len, reverse=True)
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
# a number of two digits or more, or with a decimal point, said as a value (not in a name)
NUMBER_SAID = re.compile(r"(?<![\w.$-])(?:\d{2,}(?:\.\d+)?|\d\.\d+)(?![\w%]|\.\d)")
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


SLASHED = re.compile(r"(?<![\w/.])([a-z_]\w{2,}(?:/[a-z_]\w{2,})+)(?![\w/.])")
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
        for w in spelled_words(q.words)
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
    tested = [p for p in params if p != main.name and re.search(rf"(?<![\w.]){p}\b", q.text)]
    # options said by their names, which the code writes as strings ("the ltrim and rtrim
    # options": 'ltrim' in subdef.attributes)
    tokens = {
        t
        for m in OPTIONS_SAID.finditer(q.text)
        for t in re.findall(r"[a-z_]\w{2,}", m[1])
        if t not in STOP
    }
    # (or words joined by a slash: "a callsubr/callgsubr at the start": "callsubr", "callgsubr")
    tokens |= {t for m in SLASHED.findall(q.text) for t in m.split("/")}
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
    # ("How is the starting delta picked in capacity_scaling?": a plain word the function
    # assigns, said before how it is found)
    chosen = VARIABLE_CHOSEN.search(q.text)
    if chosen:
        assigned |= set(chosen[1].split()) - {main.name}
    # (an attribute said with its dot: "what to store in .filename": ``self.filename = ...``)
    attributes = set(re.findall(r"(?<![\w`.])\.([A-Za-z_]\w*)\b(?!\()", q.text)) - {main.name}
    targets = [re.escape(a) for a in sorted(assigned)]
    targets += [rf"[A-Za-z_][\w.]*\.{re.escape(a)}" for a in sorted(attributes)]
    assigning = re.compile(rf"\s*(?:{'|'.join(targets)})\s*(?::[^=]+)?=(?!=)") if targets else None
    counts = [
        re.compile(rf"(?<![\w.])(?:==|!=|<=?|>=?)\s*{COUNTS_SAID[w]}(?![\w.])")
        for w in q.words
        if w in COUNTS_SAID
    ]
    # a number said ("fall back to exit code 255"), written as a value in the code, not in a
    # message or a comment (a log line saying "will report exitcode 255" describes it)
    numbers = NUMBER_SAID.findall(q.text)
    number = (
        re.compile(rf"(?<![\w.])(?:{'|'.join(map(re.escape, numbers))})(?![\w.])")
        if numbers
        else None
    )
    start = code_start(main)
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
        # (not in a string: a message's digits are no value)
        if number is not None and number.search(STRING_LITERAL.sub("", text.split("#")[0])):
            score += QUOTE_SCORE
        if re.match(r"\s*(?:if|elif|while)\b", text) and any(
            re.search(rf"\b{p}\b", text) for p in tested
        ):  # (the condition testing it alone before one testing others too)
            score += QUOTE_SCORE + 1 / sum(bool(re.search(rf"\b{p}\b", text)) for p in params)
        if (held >= DETAIL_WORDS or score >= QUOTE_SCORE) and score > best_score:
            best, best_score = n, score
    return best


# "how is the starting delta picked", "how are the default weights computed": what is found
VARIABLE_CHOSEN = re.compile(
    r"\bhow\s+(?:is|are|was|were|does|do)\s+(?:the\s+|its\s+|their\s+|an?\s+)?"
    r"((?:[\w-]+\s+){0,2}?[A-Za-z_]\w*)\s+(?:get\s+)?(?:picked|chosen|computed|calculated|set|"
    r"determined|decided|worked\s+out|initiali[sz]ed|found|derived|estimated|selected|obtained)\b",
    re.I,
)


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
    start = code_start(main)
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


def called_in(index: WorkspaceIndex, names: set[str]) -> set[str]:
    """The names the functions called ``names`` call (``f(`` or ``self.f(``)."""
    called: set[str] = set()
    for name in names:
        for s in index.named(name):
            if s.kind in ("function", "method"):
                for n in range(s.body_line or s.line, s.end_line + 1):
                    called.update(CALL.findall(index.line(s.path, n)))
    return called - names


def listed_answer(
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


IMPORT_OR_EXPORT = re.compile(
    r"^\s*(?:import\s|from\s+\S+\s+import\b|__all__\b)|^\s*['\"][\w.]+['\"],"
)


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
