"""The offline model's index of the workspace: definitions, their words, ranked with BM25.

A real model brings knowledge of code to a question; the offline stand-in brings this index. It
is built on first use and refreshed when files change (size and modification time, checked at
every question), and holds for each definition what a reader would use to recognise it: its
name split into words (``parse_known_args`` and ``parseKnownArgs`` both give *parse known args*),
its docstring, the comments, identifiers and string literals of its body, and, for Python, its
return and raise statements. Python is parsed with ``ast``; other languages fall back to a
line pattern for definitions and the comment lines above them; Markdown headings are sections.

Ranking is Okapi BM25 (Robertson and Zaragoza, "The Probabilistic Relevance Framework: BM25 and
Beyond", 2009) over those words. It is a dozen lines here: the corpora are a few thousand
definitions, scored in milliseconds in pure Python, and a library such as ``bm25s`` would add
numpy and scipy to every install for no measurable gain at this size.
"""

from __future__ import annotations

import ast
import bisect
import functools
import math
import os
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import ToolError
from ..safety.workspace import FileTooLarge, read_regular, walk
from ..tools.view import split_lines
from . import concepts, index_cache
from .vocabulary import related

MAX_FILE_BYTES = 1024 * 1024  # larger files are data or generated code
MAX_FILES = 5000
CODE_SUFFIXES = frozenset(
    ".js .jsx .ts .tsx .mjs .cjs .go .rs .java .kt .scala .swift .c .h .cc .cpp .hpp .cs .rb "
    ".php .lua .sh .bash .zsh .r .jl .ex .exs .erl .hs .ml .dart .m .pl .pm .sql".split()
)
DOC_SUFFIXES = frozenset({".md", ".rst", ".txt"})
# a call written in code: the name called (``self.f(`` and ``cls.f(`` call f)
CALL = re.compile(r"(?<![\w])(?:self\.|cls\.)?([^\W\d]\w*)\s*\(")

# --- words ----------------------------------------------------------------------------------

IDENTIFIER = re.compile(r"[^\W\d]\w*")  # letters of any script (PEP 3131)
# (an acronym's plural is one word: "URLs", "IDs", not "UR" and "Ls")
CAMEL = re.compile(r"[A-Z]{2,}s(?![a-z])|[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
STOP = frozenset(
    """a an and are as at be been but by can could did do does for from had has have how i if
    in into is it its may me my no not of on or our should so such than that the their them then
    there these they this those to too was we were what when where which who why will with would
    you your self cls none true false return returns def class being also just like""".split()
)

# Common abbreviations in code, by the stem of the word a question would use.
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "argument": ("arg", "args"), "attribut": ("attr", "attrs"), "messag": ("msg",),
    "number": ("num", "nr"), "directory": ("dir",), "configuration": ("config", "cfg", "conf"),
    "information": ("info",), "length": ("len",), "integer": ("int",),
    "dictionary": ("dict",), "document": ("doc",), "element": ("elem", "el"),
    "exception": ("exc",), "error": ("err",), "function": ("func", "fn"),
    "initializ": ("init",), "object": ("obj",), "parameter": ("param", "params"),
    "packag": ("pkg",), "position": ("pos",), "referenc": ("ref",), "request": ("req",),
    "respons": ("resp",), "sourc": ("src",), "temporary": ("tmp",), "valu": ("val",),
    "variabl": ("var",), "buffer": ("buf",), "callback": ("cb",), "context": ("ctx",),
    "databas": ("db",), "environment": ("env",), "index": ("idx",), "library": ("lib",),
    "process": ("proc",), "specification": ("spec",), "separator": ("sep",),
    "namespac": ("ns",), "address": ("addr",), "authentication": ("auth",),
    "authorization": ("auth",), "connection": ("conn",), "previous": ("prev",),
    "utility": ("util",), "whitespac": ("ws",), "character": ("char", "chr"),
    "concatenat": ("concat",), "evaluat": ("eval",),
    "current": ("cur",), "command": ("cmd",), "destination": ("dest", "dst"),
    "expression": ("expr",), "implementation": ("impl",), "maximum": ("max",),
    "minimum": ("min",), "modul": ("mod",), "password": ("pwd", "passwd"),
    "sequenc": ("seq",), "stat": ("stat",), "subject": ("subj",), "tabl": ("tbl",),
    "format": ("fmt",), "header": ("hdr",), "substitution": ("sub", "subst"), "count": ("cnt",), "receiv": ("recv",),
    "string": ("str",), "calculat": ("calc",), "averag": ("avg",), "application": ("app",),
    "boolean": ("bool",), "column": ("col",), "control": ("ctrl",), "delet": ("del",),
    "description": ("desc",), "descriptor": ("desc",), "extension": ("ext",),
    "frequency": ("freq",), "generat": ("gen",), "imag": ("img",), "languag": ("lang",),
    "manager": ("mgr",), "operation": ("op",), "pointer": ("ptr",), "random": ("rand",),
    "record": ("rec",), "register": ("reg",), "remov": ("rm",), "repository": ("repo",),
    "result": ("res",), "standard": ("std",), "statistic": ("stat",),
    "synchroniz": ("sync",), "system": ("sys",), "timestamp": ("ts",),
    "transaction": ("txn",), "version": ("ver",), "window": ("win",), "absolut": ("abs",),
    "exponent": ("exp",), "magnitud": ("mag",), "quantity": ("qty",),
    "coefficient": ("coeff", "coef"), "denominator": ("denom",), "numerator": ("numer",),
    "matrix": ("mat",), "vector": ("vec",), "precision": ("prec",), "iteration": ("iter",),
    "toleranc": ("tol",), "derivativ": ("deriv",), "approximat": ("approx",),
    "approximation": ("approx",), "dimension": ("dim",), "tupl": ("tup",),
    "array": ("arr",), "datafram": ("df",), "equal": ("eq",), "compar": ("cmp",),
}  # fmt: skip

# Verbs a question uses for what code names differently, by stem.
SYNONYMS: dict[str, tuple[str, ...]] = {
    "decid": ("detect", "determin", "choos", "select", "guess", "pick", "check", "match"),
    "find": ("search", "lookup", "locat", "get", "match"),
    "build": ("mak", "creat", "construct", "build"),
    "convert": ("transform", "translat", "cast", "coerc", "encod", "decod"),
    "stor": ("sav", "writ", "persist", "put", "cach"),
    "read": ("load", "pars", "fetch", "get"),
    "delet": ("remov", "drop", "clear", "purg"),
    "start": ("begin", "init", "open", "launch"),
    "stop": ("end", "clos", "finish", "terminat", "halt"),
}  # fmt: skip


def split_identifier(name: str) -> list[str]:
    """``parse_known_args`` / ``parseKnownArgs`` / ``HTTPServer`` -> lower-case words; a name run
    together from two short words (``mkdir``, ``listdir``, ``basename``) also gives both."""
    out = []
    for part in name.split("_"):
        for w in CAMEL.findall(part):
            w = w.lower()
            out.append(w)
            if len(w) >= 5:
                out += _compound(w)
    return out


# Short words Python names are run together from (``os.mkdir``, ``str.startswith``).
PARTS = frozenset(
    """dir dirs name names path file files line lines size time list get set is has make mk rm
    ch ls str int base host user key keys item items read write split join ext text type types
    char chars word words len num byte bytes buf tree node cwd home root temp tmp open close start
    starts end ends with func args kw attr attrs val value values class obj id pid uid gid mode
    next prev last first all new old sub super info data url lock wait run call send recv sock
    port addr code count index find match parse format load dump copy move link stat exists
    walk sep case upper lower title max min msg err req resp src dst ctx cfg conf opt opts idx
    pos cur cnt""".split()
)


@functools.lru_cache(maxsize=65536)
def _compound(word: str) -> tuple[str, ...]:
    for cut in range(2, len(word) - 1):
        head, tail = word[:cut], word[cut:]
        if head in PARTS and tail in PARTS:
            return (head, tail)
    return ()


# Irregular forms of verbs code is named for (*chosen* meets ``choose``, *sent* meets ``send``).
IRREGULAR = dict(
    pair.split(":")
    for pair in """chosen:choose chose:choose made:make sent:send built:build found:find
    written:write wrote:write given:give gave:give taken:take took:take broken:break broke:break
    hidden:hide hid:hide kept:keep held:hold told:tell begun:begin began:begin brought:bring
    thrown:throw threw:throw shown:show known:know knew:know seen:see saw:see
    got:get gotten:get lost:lose sought:seek caught:catch thought:think meant:mean
    fed:feed led:lead paid:pay laid:lay said:say spent:spend sold:sell stood:stand
    understood:understand won:win hung:hang slept:sleep dealt:deal drawn:draw drew:draw
    driven:drive drove:drive eaten:eat fallen:fall fell:fall felt:feel forgot:forget
    forgotten:forget froze:freeze frozen:freeze grew:grow grown:grow ran:run rang:ring
    rose:rise risen:rise sang:sing shook:shake shaken:shake sank:sink spoke:speak spoken:speak
    stole:steal stolen:steal struck:strike swore:swear sworn:swear tore:tear torn:tear
    woke:wake woken:wake wore:wear worn:wear wove:weave woven:weave
    parentheses:parenthesis indices:index matrices:matrix vertices:vertex appendices:appendix
    analyses:analysis hypotheses:hypothesis children:child criteria:criterion people:person
    mice:mouse halves:half""".split()
)


# a number of two digits or more, said in a question or written in code ("between 0 and 255")
NUMBER_WORD = re.compile(r"(?<![\w.])\d{2,}(?!\w|\.\w)")  # (a sentence's last: "to 100.")
KNOWN_WORD = re.compile(r"[A-Z]?[a-z]{2,}|[A-Z]{2,}(?![a-z])")


def file_vocabulary(text: str) -> frozenset[str]:
    """The lower-case words a file uses, in its prose and inside its identifiers: what its
    run-together names (``setfirstweekday``, ``isleap``, ``prevmonth``) can be made of."""
    return frozenset(w.lower() for w in set(KNOWN_WORD.findall(text)))  # each word lowered once


def segment(name: str, known: frozenset[str]) -> tuple[str, ...]:
    """The stemmed words a run-together name is made of, each a word of ``known`` (3 letters or
    more and no stop word) or a short word names are built from (``is``, ``get``, ``mk``):
    ``setfirstweekday`` -> set, first, week, day, firstweekday, weekday. () when it is not one.
    Every level of a split is kept (the fewest pieces first, then each piece split again)."""
    found: list[str] = []
    for part in split_identifier(name):
        _segment(part, known, found)
    return tuple(dict.fromkeys(stem(w) for w in found if w not in STOP))


def _segment(word: str, known: frozenset[str], found: list[str], depth: int = 0) -> None:
    n = len(word)
    if n < 5 or n > 40 or depth > 3:
        return
    best: list[tuple[str, ...] | None] = [None] * (n + 1)
    best[0] = ()
    for i in range(n):
        head = best[i]
        if head is None:
            continue
        for j in range(i + 2, n + 1 if i else n):  # never the whole word as one piece
            piece = word[i:j]
            usable = piece in PARTS or (len(piece) >= 3 and piece in known and piece not in STOP)
            if usable and (best[j] is None or len(head) + 1 < len(best[j])):
                best[j] = (*head, piece)
    pieces = best[n]
    if not pieces or len(pieces) < 2:
        return
    for piece in pieces:
        if piece not in found:
            found.append(piece)
            _segment(piece, known, found, depth + 1)


def stem(word: str) -> str:
    """A light suffix stripper, so *parses*, *parsed*, *parsing* and *parse* meet (the same
    rules run on questions and on code, so their mistakes cancel); irregular verbs and plurals
    (*parentheses*: parenthesis) by a table."""
    w = word.lower()
    w = IRREGULAR.get(w, w)
    if len(w) <= 3:
        return w
    if w.endswith("ies") and len(w) > 4 and w[-4] not in "kv":  # cookies: cookie, not cooky
        return w[:-3] + "y"
    if w.endswith("ied") and len(w) > 4:  # copied, applied, specified: copy, apply, specify
        return w[:-3] + "y"
    for suffix in ("ing", "ed", "es", "s"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3 and not w.endswith(("ss", "us", "is")):
            w = w[: -len(suffix)]
            if suffix in ("ing", "ed") and w[-1] == w[-2] and w[-1] not in "lsz":
                w = w[:-1]  # logging -> log, stopped -> stop
            if w.endswith("ed") and len(w) >= 5:
                # what is left ends as "embed" does, which stems as such: embeds, embedding
                w = w[:-2]
            break
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    return w


def words(text: str) -> list[str]:
    """Content words of prose or code, split at identifier boundaries and stemmed."""
    out: list[str] = []
    for token in IDENTIFIER.findall(text):
        out += _token_words(token)
    return out


def _name_words(name: str) -> Iterable[str]:
    """``words`` of one identifier: an ASCII one is a single token already."""
    return _token_words(name) if name.isascii() else words(name)


@functools.lru_cache(maxsize=65536)
def _token_words(token: str) -> tuple[str, ...]:
    # a module says the same few thousand names over and over: each is split and stemmed once
    return tuple(
        stem(w) for w in split_identifier(token) if w not in STOP and not w.isdigit() and len(w) > 1
    )


# --- what is indexed ------------------------------------------------------------------------


@dataclass
class Symbol:
    """One definition: where it is, what it is called, and the words that describe it."""

    name: str
    qualname: str  # Class.method for methods
    kind: str  # class | function | method | constant | section
    path: str  # workspace-relative, '/'-separated
    line: int
    end_line: int
    signature: str  # the defining line, stripped
    doc: str = ""
    returns: list[tuple[int, str]] = field(default_factory=list)  # (line, expression source)
    raises: list[tuple[int, str]] = field(default_factory=list)  # (line, exception name)
    terms: Counter = field(default_factory=Counter)
    body_line: int = 0  # first statement of the body (Python)
    doc_lines: tuple[int, int] | None = None  # the docstring's first and last line (Python)
    parts: tuple[str, ...] = ()  # words a run-together name is made of (``setfirstweekday``)

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass
class FileEntry:
    stamp: tuple[int, int]  # size, mtime_ns
    symbols: list[Symbol]
    lines: list[str]


_COMPOUND = (
    ast.If,
    ast.Try,
    ast.With,
    ast.AsyncWith,
    *filter(None, [getattr(ast, "TryStar", None)]),
)


def _blocks(node: ast.stmt) -> list[list[ast.stmt]]:
    """The statement lists a compound statement holds at the same level of definitions."""
    if isinstance(node, ast.If):
        return [node.body, node.orelse]
    if hasattr(node, "handlers"):  # try, try*
        return [node.body, *(h.body for h in node.handlers), node.orelse, node.finalbody]
    return [node.body]


# a link's scheme and host in prose, which are no words of it ("https://github.com/...": *com*
# met "come"); its path may say what the code does ("/en/AnsiEscapeCodes.html")
LINK_HOST = re.compile(r"\b(?:(?:https?|ftp)://|www\.)[^/\s]*")


def prose_words(text: str) -> list[str]:
    """``words`` of a docstring or a comment, its links' hosts left out."""
    return words(LINK_HOST.sub(" ", text)) if "://" in text or "www." in text else words(text)


def _comment_words(lines: list[str], start: int, end: int) -> list[str]:
    out: list[str] = []
    for text in lines[start - 1 : end]:
        at = text.find("#")
        if at >= 0 and text.count('"', 0, at) % 2 == 0 and text.count("'", 0, at) % 2 == 0:
            out += prose_words(text[at + 1 :])
    return out


MAX_COMMENT_ABOVE = 12


def _comment_above(lines: list[str], first: int) -> tuple[int, int]:
    """The lines of the comment block right above line ``first`` (a definition's, or its
    first decorator's): how code without docstrings documents a function ("# round to nearest
    integer" over ``def round_fixed``). (first, first - 1) when there is none."""
    start = first
    while (
        start > 1
        and first - start < MAX_COMMENT_ABOVE
        and lines[start - 2].lstrip().startswith("#")
    ):
        start -= 1
    return start, first - 1


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def _decorators(node: ast.stmt) -> list[ast.expr]:
    return getattr(node, "decorator_list", None) or []


# the nodes ``_walk`` reads only in a function's own code (not in a nested scope's)
_OWN = frozenset({ast.Return, ast.Raise, ast.Call, *_SCOPES})
# fields that hold a name, a flag or a number, never a node (the names are read where they are)
_SCALARS = frozenset(
    "ctx op ops id attr arg name module level kind type_comment conversion is_async simple rest".split()
)


@functools.cache
def _descend(kind: type) -> tuple[str, ...]:
    """The fields of a node type that can hold words: not a load/store context or an operator,
    which are nodes too and would be most of a walk's steps, nor a scalar. () for what is not a
    node (a str or None in a list of nodes)."""
    return tuple(f for f in getattr(kind, "_fields", ()) if f not in _SCALARS)


# A name that says "x to y" (``_date_to_string``, ``toJSON``, ``b2a_hex``) converts one thing
# into another: a reader says *converts* or *turns into*, which ``to`` (a stop word) never gives.
CONVERSION_NAME = re.compile(
    r"[A-Za-z0-9]_to_[A-Za-z]|^_*to(?:_[a-z]|[A-Z])|[a-z]To[A-Z]|[a-z]2[a-z]"
)


# the asynchronous twin of a method, its verb prefixed with an "a" (``aclose``, ``aread``)
ASYNC_NAME = re.compile(
    r"^_*a(close|read|write|send|recv|iter|next|enter|exit|flush|wait|open|connect|run|get|put|"
    r"clear|delete|start|stop|call|fetch|load|save|update|commit|rollback|release|acquire)"
    r"(?:_|$|[A-Z])"
)


def name_idiom(name: str) -> tuple[str, ...]:
    """Words a naming convention implies: a conversion name gives *convert*, an asynchronous
    twin its verb (``aclose``: *close*)."""
    said = ("convert",) if CONVERSION_NAME.search(name) else ()
    twin = ASYNC_NAME.match(name)
    return said + ((stem(twin[1]),) if twin else ())


# What people call the marks code holds in short string literals ('.', '#', '\t'): "a line that
# starts with a dot" finds ``re.sub(..., '..', data)``, whose code never spells *dot*.
PUNCTUATION: dict[str, tuple[str, ...]] = {
    ".": ("dot", "period"), ",": ("comma",), ":": ("colon",), ";": ("semicolon",),
    "#": ("hash", "pound"), "\t": ("tab",), "\n": ("newline",), "\r": ("carriage",),
    "~": ("tilde",), "%": ("percent",), "/": ("slash",), "\\": ("backslash",),
    "-": ("dash", "hyphen", "minus"), "_": ("underscore",), "*": ("star", "asterisk"),
    "?": ("question",), "^": ("caret",), "|": ("pipe",), "=": ("equals",),
    '"': ("quote",), "'": ("quote", "apostrophe"), "`": ("backtick",), "!": ("exclamation",),
    "$": ("dollar",), "&": ("ampersand",), "+": ("plus",), "@": ("at",),
    "(": ("parenthesis", "bracket"), ")": ("parenthesis", "bracket"), "[": ("bracket",),
    "]": ("bracket",), "{": ("brace",), "}": ("brace",), "<": ("angle",), ">": ("angle",),
}  # fmt: skip
MAX_MARKS = 3  # a literal of at most this many characters, all of them marks


@functools.lru_cache(maxsize=4096)
def punctuation_words(literal: str) -> tuple[str, ...]:
    """The names of the marks a short literal is made of (``'..'``: dot, period), or () when it
    holds anything else (a letter, a digit, a space)."""
    if not literal or len(literal) > MAX_MARKS or any(c not in PUNCTUATION for c in literal):
        return ()
    names = dict.fromkeys(name for c in literal for name in PUNCTUATION[c])
    return tuple(stem(name) for name in names)


# a call to a helper named for raising (``raise_parse_error``, a parser's ``self.fail(...)``):
# the raise a reader looks for is there
RAISING_CALL = re.compile(r"_*(?:(?:raise|throw)_\w+|fail(?:_\w+)?)$")


def _called_name(func: ast.expr) -> str:
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


class _PythonVisitor:
    """Turns one module's ``ast`` into symbols (functions, classes, methods, constants)."""

    def __init__(self, path: str, source: str, lines: list[str]) -> None:
        self.path, self.source, self.lines = path, source, lines
        self.known = file_vocabulary(source)
        self.symbols: list[Symbol] = []

    def segment(self, node: ast.AST) -> str:
        """The source of ``node`` (``ast.get_source_segment`` re-splits the whole file per call)."""
        start, end = node.lineno - 1, (node.end_lineno or node.lineno) - 1
        if end >= len(self.lines) or node.end_col_offset is None:
            return ""
        lines = [line.encode() for line in self.lines[start : end + 1]]  # offsets count bytes
        lines[-1] = lines[-1][: node.end_col_offset]
        lines[0] = lines[0][node.col_offset :]
        return b"\n".join(lines).decode(errors="replace")

    def run(self, tree: ast.Module) -> list[Symbol]:
        self._body(tree.body, prefix="", parent_words=[], in_class=False)
        return self.symbols

    def _body(self, body: list[ast.stmt], prefix: str, parent_words: list[str], in_class: bool):
        """Definitions in a module, class or function body; assignments count only at module
        and class level (a local variable is not a definition a reader looks for)."""
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                self._definition(node, prefix, parent_words, in_class)
            elif isinstance(node, ast.Assign | ast.AnnAssign) and (in_class or not prefix):
                self._constant(node, prefix, parent_words)
            elif isinstance(node, _COMPOUND):
                # defined on one platform or one import's success ("if os.name == 'nt': def
                # f()", "try: import x  except ImportError: def f()"): a definition all the same
                for block in _blocks(node):
                    self._body(block, prefix, parent_words, in_class)

    def _definition(self, node, prefix: str, parent_words: list[str], in_class: bool) -> None:
        is_class = isinstance(node, ast.ClassDef)
        kind = "class" if is_class else ("method" if in_class else "function")
        doc = ast.get_docstring(node) or ""
        qualname = prefix + node.name
        end = node.end_lineno or node.lineno
        first = node.body[0]
        symbol = Symbol(
            name=node.name,
            qualname=qualname,
            kind=kind,
            path=self.path,
            line=node.lineno,
            end_line=end,
            signature=self.lines[node.lineno - 1].strip(),
            doc=doc,
            # a body that starts with a decorated method starts at its decorator
            body_line=min(d.lineno for d in [first, *_decorators(first)]),
        )
        # a docstring, even an empty one (""" """) that a new one replaces
        if isinstance(first, ast.Expr) and type(getattr(first.value, "value", None)) is str:
            symbol.doc_lines = (first.lineno, first.end_lineno or first.lineno)
        terms: Counter = Counter()
        name_words = words(node.name)
        symbol.parts = tuple(w for w in segment(node.name, self.known) if w not in name_words)
        symbol.parts += tuple(w for w in name_idiom(node.name) if w not in name_words)
        for w in name_words + list(symbol.parts):
            terms[w] += 3
        terms.update(parent_words)
        terms.update(prose_words(doc))
        top = min([node.lineno, *(d.lineno for d in node.decorator_list)])
        terms.update(_comment_words(self.lines, *_comment_above(self.lines, top)))
        if is_class:
            terms.update(w for b in node.bases for w in words(ast.unparse(b)))
            for child in node.body:
                if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                    terms.update(words(child.name))
                    terms.update(prose_words((ast.get_docstring(child) or "").split("\n\n")[0]))
            first_method = next(
                (c.lineno for c in node.body if isinstance(c, ast.FunctionDef)), end
            )
            terms.update(_comment_words(self.lines, node.lineno, first_method - 1))
        else:
            terms.update(_comment_words(self.lines, node.lineno, end))
            body_words, symbol.returns, symbol.raises = self._walk(node)
            terms.update(body_words)
        symbol.terms = terms
        self.symbols.append(symbol)
        self._body(node.body, qualname + ".", name_words, in_class=is_class)

    def _walk(
        self, func: ast.AST
    ) -> tuple[list[str], list[tuple[int, str]], list[tuple[int, str]]]:
        """One pass over a function: the words of its names, attributes, arguments and short
        strings (nested functions' too), and its own return and raise statements (not those of
        nested functions), sorted by line. Nested scopes are walked after the function's own
        nodes, so no node carries a flag; identifiers are turned into words at the end."""
        names: list[str] = []
        strings: list[str] = []
        returns: list[tuple[int, str]] = []
        raises: list[tuple[int, str]] = []
        inner: list[ast.AST] = []
        for stack, own in (([func], True), (inner, False)):
            while stack:
                node = stack.pop()
                kind = type(node)
                if kind is ast.Name:
                    names.append(node.id)
                    continue
                if kind is ast.Constant:
                    if type(node.value) is str and len(node.value) < 200:
                        strings.append(node.value)
                    elif type(node.value) is int and abs(node.value) >= 10:
                        names.append(str(node.value))  # "over 255", "since 1970": its number
                    continue
                if kind is ast.Attribute:
                    names.append(node.attr)
                elif kind is ast.arg:
                    names.append(node.arg)
                elif own and kind in _OWN:
                    if kind is ast.Return:
                        expr = self.segment(node.value) if node.value else None
                        returns.append((node.lineno, " ".join((expr or "None").split())))
                    elif kind is ast.Raise:
                        exc = node.exc
                        target = exc.func if isinstance(exc, ast.Call) else exc
                        raises.append(
                            (node.lineno, ast.unparse(target) if target else "(re-raise)")
                        )
                    elif kind is ast.Call:
                        if RAISING_CALL.match(_called_name(node.func)):
                            # ``reader.raise_parse_error("Extra {% end %} block")``: a helper
                            # that raises: the raise a reader looks for is there
                            raises.append((node.lineno, _called_name(node.func)))
                    elif node is not func:  # a nested scope: walked after the function's own
                        inner.append(node)
                        continue
                for name in _descend(kind):
                    value = getattr(node, name)
                    if type(value) is list:
                        stack += value  # a None (a dict's ``**x``) or a str is skipped when popped
                    elif value is not None:
                        stack.append(value)
        out: list[str] = []
        for name in names:
            out += (name,) if name.isdigit() else _name_words(name)
        for text in strings:  # (prose: its links' hosts give no words; a link alone is data)
            out += prose_words(text) if " " in text.strip() else words(text)
            out += punctuation_words(text)
        return out, sorted(returns), sorted(raises)

    def _constant(self, node, prefix: str, parent_words: list[str]) -> None:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        value = self.segment(node.value) if node.value else ""
        for target in targets:
            if not isinstance(target, ast.Name):
                continue
            parts = tuple(w for w in segment(target.id, self.known) if w not in words(target.id))
            terms = Counter({w: 3 for w in words(target.id) + list(parts)})
            terms.update(parent_words)
            terms.update(words((value or "")[:300]))
            terms.update(NUMBER_WORD.findall((value or "")[:300]))
            terms.update(_comment_words(self.lines, node.lineno, node.end_lineno or node.lineno))
            self.symbols.append(
                Symbol(
                    name=target.id,
                    qualname=prefix + target.id,
                    kind="constant",
                    path=self.path,
                    line=node.lineno,
                    end_line=node.end_lineno or node.lineno,
                    signature=self.lines[node.lineno - 1].strip(),
                    terms=terms,
                    parts=parts,
                )
            )


def python_symbols(path: str, source: str) -> list[Symbol]:
    """Definitions of a Python module; a module that does not parse falls back to line patterns."""
    # numbered as view and grep number them: ``str.splitlines`` also breaks at a form feed, and
    # past one "delete line 4" deleted line 3
    lines = split_lines(source)
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return pattern_symbols(path, lines)
    return _PythonVisitor(path, source, lines).run(tree)


DEFINITION_LINE = re.compile(
    r"^(?P<indent>\s*)(?:export\s+)?(?:default\s+)?(?:pub(?:\([^)]*\))?\s+)?(?:public\s+|private\s+|"
    r"protected\s+|static\s+|abstract\s+|final\s+)*(?:async\s+)?"
    r"(?P<kind>def|class|function|fn|func|struct|interface|trait|enum|impl|module|type)\s+"
    r"(?P<name>[A-Za-z_$][\w$]*)"
)
COMMENT_LINE = re.compile(r"^\s*(?://+|#+|/?\*+|--|;+)\s?(.*)$")


def pattern_symbols(path: str, lines: list[str]) -> list[Symbol]:
    """Definitions found by a line pattern (``function f``, ``fn f``, ``class C``, ...), each
    described by the comment lines above it; a definition ends where the next one starts."""
    found: list[tuple[int, re.Match[str]]] = []
    for number, text in enumerate(lines, 1):
        m = DEFINITION_LINE.match(text)
        if m:
            found.append((number, m))
    symbols = []
    for index, (number, m) in enumerate(found):
        end = found[index + 1][0] - 1 if index + 1 < len(found) else len(lines)
        doc: list[str] = []
        above = number - 2
        while above >= 0 and (c := COMMENT_LINE.match(lines[above])):
            doc.insert(0, c.group(1))
            above -= 1
        kind = (
            "class" if m.group("kind") in ("class", "struct", "interface", "trait") else "function"
        )
        terms = Counter({w: 3 for w in words(m.group("name"))})
        terms.update(prose_words(" ".join(doc)))
        terms.update(words(" ".join(lines[number - 1 : min(end, number + 60)])))
        symbols.append(
            Symbol(
                name=m.group("name"),
                qualname=m.group("name"),
                kind=kind,
                path=path,
                line=number,
                end_line=end,
                signature=lines[number - 1].strip(),
                doc=" ".join(doc).strip(),
                terms=terms,
            )
        )
    return symbols


HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")


def section_symbols(path: str, lines: list[str]) -> list[Symbol]:
    """Markdown-style headings, each with the text under it."""
    heads = [(n, m.group(2)) for n, t in enumerate(lines, 1) if (m := HEADING.match(t))]
    symbols = []
    for index, (number, title) in enumerate(heads):
        end = heads[index + 1][0] - 1 if index + 1 < len(heads) else len(lines)
        body = " ".join(lines[number:end])
        terms = Counter({w: 3 for w in words(title)})
        terms.update(words(body))
        symbols.append(
            Symbol(
                title,
                title,
                "section",
                path,
                number,
                end,
                lines[number - 1].strip(),
                body[:300],
                terms=terms,
            )
        )
    return symbols


def file_symbols(path: str, text: str) -> list[Symbol]:
    suffix = os.path.splitext(path)[1].lower()
    if suffix in (".py", ".pyi"):
        return python_symbols(path, text)
    lines = split_lines(text)
    if suffix in CODE_SUFFIXES:
        return pattern_symbols(path, lines)
    if suffix in DOC_SUFFIXES:
        return section_symbols(path, lines)
    return []


# --- ranking ----------------------------------------------------------------------------------


class BM25:
    """Okapi BM25 over bags of words (k1 = 1.2, b = 0.75, the usual defaults)."""

    def __init__(self, documents: list[Counter], k1: float = 1.2, b: float = 0.75) -> None:
        self.documents, self.k1, self.b = documents, k1, b
        self.lengths = [sum(d.values()) for d in documents]
        self.average = (sum(self.lengths) / len(documents)) if documents else 0.0
        frequency: Counter = Counter()
        for d in documents:
            frequency.update(d.keys())
        n = len(documents)
        self.idf = {w: math.log(1 + (n - f + 0.5) / (f + 0.5)) for w, f in frequency.items()}

    def score(self, index: int, query: dict[str, float]) -> tuple[float, int]:
        """BM25 of document ``index`` for weighted query words, and how many of them it holds."""
        doc, length = self.documents[index], self.lengths[index]
        total, matched = 0.0, 0
        norm = self.k1 * (1 - self.b + self.b * length / (self.average or 1))
        for w, weight in query.items():
            tf = doc.get(w, 0)
            if tf:
                matched += 1
                total += weight * self.idf[w] * tf * (self.k1 + 1) / (tf + norm)
        return total, matched

    def score_grouped(self, index: int, groups: dict[str, dict[str, float]]) -> tuple[float, int]:
        """BM25 where each question word counts once, by the best of its spellings the document
        holds (a word with three synonyms in a long function does not count three times), and
        how many question words the document answers."""
        doc, length = self.documents[index], self.lengths[index]
        norm = self.k1 * (1 - self.b + self.b * length / (self.average or 1))
        total, matched = 0.0, 0
        for group in groups.values():
            best = 0.0
            for w, weight in group.items():
                tf = doc.get(w, 0)
                if tf:
                    best = max(best, weight * self.idf[w] * tf * (self.k1 + 1) / (tf + norm))
            if best:
                total += best
                matched += 1
        return total, matched


# --- the index --------------------------------------------------------------------------------

DUNDER_WEIGHT = 0.6
ABBREVIATION_WEIGHT = 0.7  # *arg* for a question's *argument*: less than the word
CONCEPT_WEIGHT = 0.5  # a code word for the concept a phrase or an everyday word names
NAME_IDF = 4.0  # a word in a definition's name adds its weight in full when it is this rare
NAME_WEIGHT = 1.5  # and this many times over: a name says what a definition is for


@dataclass
class _Snapshot:
    """What one refresh saw: replaced whole, never changed in place (but for the lazily sorted
    vocabulary and the lazily grouped names, which any reader may fill in)."""

    files: dict[str, FileEntry] = field(default_factory=dict)
    symbols: list[Symbol] = field(default_factory=list)
    ranker: BM25 | None = None
    vocabulary: list[str] | None = None
    by_name: dict[str, list[Symbol]] | None = None  # name -> its definitions, in index order


class WorkspaceIndex:
    """Definitions of every text file under ``root``, kept in step with the files.

    No lock: a refresh builds a new snapshot and publishes it with one assignment. A
    KeyboardInterrupt can land on any line, and one landing where a ``with lock:`` block calls
    the lock's ``__exit__`` (outside the block's exception handler) leaves the lock held, so the
    next turn would wait for ever; here an interrupted refresh leaves the last snapshot in place.
    Two threads refreshing at once both build a true picture of the files; the later one stays.
    """

    def __init__(self, root: Path, *, cache: bool = True) -> None:
        self.root = Path(root).resolve()
        self._snapshot = _Snapshot()
        self.cache = cache  # keep the index on disk (``index_cache.py``) for the next process

    @property
    def files(self) -> dict[str, FileEntry]:
        return self._snapshot.files

    def refresh(self) -> WorkspaceIndex:
        """Re-read files that are new or changed, forget those that are gone."""
        old_files = self._snapshot.files
        first = self._snapshot.ranker is None
        cached = index_cache.load(self.root) if first and self.cache else {}
        files: dict[str, FileEntry] = {}
        changed = parsed = False
        for entry in walk(self.root):
            if entry.is_dir or entry.is_symlink or len(files) >= MAX_FILES:
                continue
            rel = entry.path.relative_to(self.root).as_posix()
            suffix = os.path.splitext(rel)[1].lower()
            if suffix not in (".py", ".pyi") and suffix not in CODE_SUFFIXES | DOC_SUFFIXES:
                continue
            try:
                st = entry.path.stat()
            except OSError:
                continue
            if st.st_size > MAX_FILE_BYTES:
                continue
            stamp = (st.st_size, st.st_mtime_ns)
            old = old_files.get(rel)
            if old is not None and old.stamp == stamp:
                files[rel] = old
                continue
            try:  # race-free and regular files only: a named pipe would block the turn
                data = read_regular(self.root, entry.path, rel, MAX_FILE_BYTES)
            except (OSError, ToolError, FileTooLarge):
                continue
            text = data.decode("utf-8", errors="replace")
            symbols = _from_cache(cached.get(rel), stamp, rel)
            if symbols is None:
                symbols, parsed = file_symbols(rel, text), True
            files[rel] = FileEntry(stamp, symbols, split_lines(text))
            changed = True
        if changed or len(files) != len(old_files) or first:
            symbols = [s for f in sorted(files) for s in files[f].symbols]
            self._snapshot = _Snapshot(files, symbols, BM25([s.terms for s in symbols]))
            # written when it would read differently: a file parsed, added or gone (a first
            # refresh compares with what was on disk, a later one with what it saw last)
            if self.cache and (parsed or files.keys() != (cached if first else old_files).keys()):
                index_cache.save(self.root, files)
        return self

    @property
    def symbols(self) -> list[Symbol]:
        return self._snapshot.symbols

    def idf(self) -> dict[str, float]:
        """How rare each word of the code base is (BM25's inverse document frequency)."""
        ranker = self._snapshot.ranker
        return ranker.idf if ranker else {}

    def line(self, path: str, number: int) -> str:
        entry = self.files.get(path)
        if entry is None or not 0 < number <= len(entry.lines):
            return ""
        return entry.lines[number - 1]

    def expand(self, query: list[str]) -> dict[str, float]:
        """The query's words with weights, plus the code's spellings of them (all of them in one
        dictionary; ``expand_grouped`` keeps them apart by the question word they came from)."""
        out: dict[str, float] = {}
        for group in self.expand_grouped(query).values():
            for w, f in group.items():
                out[w] = max(out.get(w, 0.0), f)
        return out

    def expand_grouped(self, query: list[str]) -> dict[str, dict[str, float]]:
        """Each question word with the code's spellings of it, weighted: abbreviations
        (*argument* finds *arg*), words that extend one another (*attrib*, *attribute*), and the
        words programmers use for the same idea (``vocabulary.py``: *folder* finds *directory*)."""
        ranker = self._snapshot.ranker
        vocabulary = ranker.idf if ranker else {}
        table = concepts.load(stem)  # the concept of a phrase; an everyday word the code lacks
        grouped: dict[str, dict[str, float]] = {}
        for w in dict.fromkeys(query):
            out = grouped[w] = {w: 1.0}
            for short in ABBREVIATIONS.get(w, ()):
                out.setdefault(short, ABBREVIATION_WEIGHT)
            for other in related(w, stem):
                out.setdefault(other, 0.5)
            for other in SYNONYMS.get(w, ()):
                out.setdefault(other, 0.4)
            for rank, other in enumerate(table.phrase_words.get(w, ())):
                out.setdefault(other, 1.0 if rank == 0 else CONCEPT_WEIGHT)
            if w not in vocabulary:
                for other in table.words.get(w, ()):
                    out.setdefault(other, CONCEPT_WEIGHT)
            if len(w) >= 4:
                for v in self._prefixed(w):
                    out.setdefault(v, 0.5)
                for cut in range(4, len(w)):
                    if w[:cut] in vocabulary:
                        out.setdefault(w[:cut], 0.5)
            grouped[w] = {v: f for v, f in out.items() if v in vocabulary}
        return grouped

    def _prefixed(self, w: str) -> list[str]:
        snapshot = self._snapshot
        if snapshot.vocabulary is None:
            snapshot.vocabulary = sorted(snapshot.ranker.idf) if snapshot.ranker else []
        vocabulary = snapshot.vocabulary
        at = bisect.bisect_left(vocabulary, w)
        found = []
        while at < len(vocabulary) and vocabulary[at].startswith(w):
            if vocabulary[at] != w and len(vocabulary[at]) <= len(w) + 4:
                found.append(vocabulary[at])
            at += 1
        return found

    def search(
        self,
        query: list[str],
        kinds: Iterable[str] | None = None,
        limit: int = 5,
        weights: dict[str, float] | None = None,
    ) -> list[tuple[float, Symbol]]:
        """Symbols ranked for the (already stemmed) query words, best first: BM25, scaled by the
        share of the question's words a definition holds, plus one per word in its name."""
        snapshot = self._snapshot
        if not query or snapshot.ranker is None:
            return []
        groups = self.expand_grouped(query)
        if weights:  # words of a subordinate clause say less about what is asked
            groups = {
                w: {v: f * weights.get(w, 1.0) for v, f in group.items()}
                for w, group in groups.items()
            }
        idf = snapshot.ranker.idf
        distinct = len(set(query))
        wanted = set(kinds) if kinds else None
        scored = []
        for i, symbol in enumerate(snapshot.symbols):
            if wanted and symbol.kind not in wanted:
                continue
            score, matched = snapshot.ranker.score_grouped(i, groups)
            if score > 0:
                name = set(words(symbol.name)).union(symbol.parts)
                named = sum(
                    max(
                        (f * min(1.0, idf[v] / NAME_IDF) for v, f in group.items() if v in name),
                        default=0.0,
                    )
                    for group in groups.values()
                )
                coverage = min(matched, distinct) / distinct
                score = score * (0.5 + 0.5 * coverage) + NAME_WEIGHT * named
                if symbol.name.startswith("__") and symbol.name.endswith("__"):
                    score *= DUNDER_WEIGHT  # __init__ sets fields: seldom what "how" asks for
                scored.append((score, symbol))
        scored.sort(key=lambda pair: (-pair[0], pair[1].path, pair[1].line))
        return scored[:limit]

    def named(self, name: str) -> list[Symbol]:
        """Definitions called ``name``: a plain name, ``Class.method``, or a dotted path such as
        ``package.module.function`` (module parts are matched against the file path)."""
        parts = [p for p in name.strip("`()").split(".") if p]
        if not parts:
            return []
        last = parts[-1]
        snapshot = self._snapshot
        if snapshot.by_name is None:  # a question asks for several names, a turn for many
            by_name: dict[str, list[Symbol]] = {}
            for s in snapshot.symbols:
                by_name.setdefault(s.name, []).append(s)
            snapshot.by_name = by_name
        exact = list(snapshot.by_name.get(last, ()))
        if len(parts) == 1:
            return exact
        if not exact:  # ("trio.from_thread.run_sync": exported under the name its module and
            # it make, ``from_thread_run_sync``)
            return list(snapshot.by_name.get("_".join(parts[-2:]), ()))
        qual = ".".join(parts[-2:])
        # "TransferCoordinator.done" is not "CRTTransferCoordinator.done"
        by_class = [s for s in exact if f".{s.qualname}".endswith(f".{qual}")]
        if by_class:
            return by_class
        prefix = parts[:-1]
        by_path = [
            s
            for s in exact
            if "." not in s.qualname
            and all(p in s.path.replace(".py", "").split("/") for p in prefix[-2:])
        ]
        return by_path or [s for s in exact if any(p in s.path for p in prefix)] or exact


def _from_cache(entry: tuple | None, stamp: tuple[int, int], rel: str) -> list[Symbol] | None:
    """The cached definitions of ``rel`` if they were indexed at this size and mtime."""
    if entry is None or entry[0] != stamp:
        return None
    try:
        return [index_cache.decode_symbol(rel, item, Symbol) for item in entry[1]]
    except (ValueError, TypeError, KeyError):
        return None


_INDEXES: dict[Path, WorkspaceIndex] = {}


def workspace_index(root: str | Path) -> WorkspaceIndex:
    """The process-wide index of ``root``, refreshed (new sessions on one workspace share it).
    No lock, for the reason `WorkspaceIndex` gives: two threads may both build an index for a
    new root, and ``setdefault`` keeps the first."""
    key = Path(root).resolve()
    index = _INDEXES.get(key) or _INDEXES.setdefault(key, WorkspaceIndex(key))
    return index.refresh()
