"""What every kind of edit shares: one ``edit`` tool call as a step, the report of what changed,
the decline, and the checks made before an edit (the files a name is in, whether the new text
still parses, a context that occurs once)."""

from __future__ import annotations

import ast
import io
import itertools
import re
import tokenize
from typing import Any

from .index import Symbol, WorkspaceIndex, words
from .request_text import EditRequest, number_pattern
from .turn import Step, TurnState, excerpt


def declined(reason: str) -> str:
    return f"I did not change anything: {reason}"


A_FILE = re.compile(r"(?<=/)\w|\w/|\.(?:pyi?|txt|md|rst|cfg|toml|json|ya?ml|ini)\b", re.I)


DEFINITION_KINDS = ("function", "method", "class")


def report(state: TurnState, text: str) -> str:
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


def is_file(path: str, named: str) -> bool:
    """Whether workspace file ``path`` is the one a prompt names (``named``, in full or its
    tail: "util.py" names ``app/util.py``)."""
    return path == named or path.endswith("/" + named)


def files_with(index: WorkspaceIndex | None, path: str | None, match) -> list[tuple[str, int, str]]:
    """(path, line number, line) of the lines ``match`` accepts, in ``path`` or everywhere."""
    if index is None:
        return []
    paths = [p for p in index.files if path is None or is_file(p, path)]
    return [
        (p, n, text)
        for p in sorted(paths)
        for n, text in enumerate(index.files[p].lines, 1)
        if match(text)
    ]


PLAIN_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def number_replaced(text: str, request: EditRequest) -> str:
    return re.sub(number_pattern(request.old), request.new, text, count=1)


def says_with_number(text: str, word: str, number: str) -> bool:
    """Whether the code of a line (not its comment) says ``word`` and holds ``number``."""
    code = text.split("#")[0]
    return bool(
        re.search(number_pattern(number), code) and re.search(rf"\b{re.escape(word)}\b", code)
    )


def defines(index: WorkspaceIndex | None, code: str) -> bool:
    """Whether ``code`` names a function, method or class of the workspace."""
    named = index.named(code.rstrip("()")) if index is not None else []
    return any(s.kind in DEFINITION_KINDS for s in named)


# What a line does, in the words people say it with when they do not quote it: "the assert
# that checks the list isn't empty" is `assert len(items) > 0`, "the line that copies f's
# docstring" `func.__doc__ = f.__doc__`, "the line that writes the trailing newline"
# `fh.write("\n")`. General Python idiom, written by kind of statement.
_LINE_IDIOMS = tuple(
    (pattern, frozenset(words(said)))
    for pattern, said in (
        (re.compile(r"^\s*assert\b"), "assert check checks ensure"),
        # "the line that swaps month and day": ``month, day = day, month``
        (
            re.compile(r"^\s*([\w.]+)\s*,\s*([\w.]+)\s*=\s*\2\s*,\s*\1\s*(?:#|$)"),
            "swap swaps exchange",
        ),
        (re.compile(r"^\s*raise\b"), "raise throw error"),
        (re.compile(r"^\s*del\b"), "delete remove"),
        (re.compile(r"^\s*(?:import|from)\s"), "import"),
        (re.compile(r"^\s*return\b"), "return"),
        (re.compile(r"^[^=#]*?[\w\]\)]\s*=(?!=)"), "set sets assign store stores record records"),
        (re.compile(r"^\s*self\.\w+\s*=(?!=)"), "onself attribute keep keeps save saves"),
        # ("the line that switches PropagateTags on", "... that turns the cache off")
        (
            re.compile(r"^[^=#]*?[\w\]\)]\s*=\s*(?:True|False)\s*(?:#|$)"),
            "mark marks flag flags switch switches turn turns",
        ),
        # "the line that initialises last to an empty list": ``last = []``
        (
            re.compile(
                r"^[^=#]*?[\w\]\)]\s*=\s*(?:\[\]|\{\}|\(\)|set\(\)|dict\(\)|list\(\))\s*(?:#|$)"
            ),
            "initialise initialize initialises initializes init empty",
        ),
        # "the line that hardcodes the epoch": ``epoch = -1``, a literal assigned
        (
            re.compile(
                r"^[^=#(]*?[\w\]\)]\s*=\s*(?:-?\d[\d_.]*|True|False|None|'[^']*'|\"[^\"]*\")\s*(?:#|$)"
            ),
            "hardcode hardcodes hardcoded initialise initialize initialises initializes",
        ),
        (re.compile(r"(\.\w+)\s*=\s*\w+\1\s*(?:#|$)"), "copy copies"),
        (re.compile(r"[\w\])]\[[^\]]+\]\s*=(?!=)"), "write writes put pair entry cache caches"),
        (re.compile(r"\+=\s*1\b"), "increment increments bump bumps count counts"),
        (re.compile(r"-=\s*1\b"), "decrement decrements"),
        (re.compile(r"\.[lr]?strip\("), "strip strips trim whitespace"),
        # ("the line that turns a column vector into a row": ``v = v.T``)
        (
            re.compile(r"\.T\b(?!\()|\.transpose\("),
            "transpose transposes turn turns flip row column",
        ),
        # `s[1:-1]`: its first and last character cut ("strips the surrounding quotes off")
        (re.compile(r"\[\s*1\s*:\s*-\s*1\s*\]"), "strip strips trim surrounding unquote ends"),
        (re.compile(r"\.(?:lstrip|removeprefix)\("), "strip strips leading prefix remove"),
        (re.compile(r"\.(?:rstrip|removesuffix)\("), "strip strips trailing suffix remove"),
        (  # `max(x, 0)`, `if n < 0: n = 0`: a value kept within a bound
            re.compile(
                r"\b(?:max\([^,()]+,\s*0\)|min\([^,()]+,\s*\d+\))|\bif\s+(\w+)\s*[<>]=?\s*[\w.]+\s*:\s*\1\s*="
            ),
            "clamp clamps limit",
        ),
        (re.compile(r"(?<![\w.])0(?![\w.])"), "zero"),
        (  # `x = x or y`, `y if x is None else x`: a value falls back to a default
            re.compile(r"[^=!<>]=[^=][^#]*\bor\b|\bif\s+[\w.]+\s+is\s+None\s+else\b"),
            "fallback fall back default",
        ),
        (re.compile(r"\\n"), "newline"),
        (re.compile(r"__doc__"), "docstring"),
        (re.compile(r"\.clear\(\)"), "clear empties reset"),
        (re.compile(r"(?:>\s*0|[!=]=\s*(?:0|\"\"|''|\[\]|\{\}))(?!\w)"), "empty nonempty"),
        (re.compile(r"[\[({][^\[({]*\bfor\b.*\bif\b"), "filter filters keep skip"),
        (re.compile(r"\.(?:append|add|insert|extend)\("), "add adds append"),
        (re.compile(r"\bprint\("), "print prints output"),
        (re.compile(r"\bre\.compile\("), "regex regexp pattern regular expression"),
        (re.compile(r"\bid\(|%x\b|\bhex\("), "address memory identity"),  # `' at 0x%x' % id(obj)`
        (  # `list(dict.fromkeys(types))`, `set(x)`: the values made unique
            re.compile(r"\bdict\.fromkeys\(|(?<![\w.])set\(|\bunique\(|\.drop_duplicates\("),
            "unique distinct dedup duplicates",
        ),
        (re.compile(r"https?://|www\."), "link url website"),
        # `integer_to_term = ibin`: one name bound to another, an alias
        (
            re.compile(r"^\s*[^\W\d]\w*\s*=\s*(?!(?:True|False|None)\b)[^\W\d][\w.]*\s*(?:#|$)"),
            "alias point points refers",
        ),
        (re.compile(r"\.(?:debug|info|warning|warn|error|exception|critical)\("), "log logs"),
        # `value += '0' * (n - len(value))`, `s.ljust(n)`, `s.zfill(n)`: padded to a width
        (
            re.compile(r"[\"'][^\"'\n]{1,2}[\"']\s*\*\s*[\w(]|\.(?:ljust|rjust|zfill|center)\("),
            "pad pads padding fill width",
        ),
        # `tags.pop(0)`, `names[0] = ...`: the first; `[-1]`: the last
        (re.compile(r"[\w\])]\s*[\[(]\s*0\s*[\])]"), "first"),
        (re.compile(r"[\w\])]\s*\[\s*-1\s*\]"), "last"),
        # `random.randrange(a, b)`, `choice(xs)`: a value drawn at random
        (
            re.compile(r"\brandom\.\w+\(|\b(?:randint|randrange|choice|choices|sample|shuffle)\("),
            "random draw draws pick picks",
        ),
        # `tags.pop(0)`, `keys.remove(x)`: an item thrown away
        (re.compile(r"\.(?:pop|remove|discard)\("), "remove drop discard throw away take takes"),
        # `counter[0] += len(data)`, `n -= 1`: a count moved on (or back)
        (
            re.compile(r"[\w\])]\s*[-+]=\s*"),
            "advance advances increment increments bump bumps count counts step steps",
        ),
        # `self._decoder = None`, `del frame`: a reference let go
        (
            re.compile(r"^\s*(?:[\w.]+\s*=\s*None\s*(?:#|$)|del\s)"),
            "drop drops release releases forget forgets let go",
        ),
        # `datetime.now()`, `time.time()`: the time it is, a timestamp
        (
            re.compile(r"\b(?:datetime|date|time)\.(?:now|utcnow|today|time|time_ns)\("),
            "timestamp time date now current",
        ),
    )
)


# The marks a string of a line holds, by the names people call them ("the line which escapes a
# leading plus sign": `re.sub(r"(^\s*)\+", ...)`).
_MARKS = {
    "+": "plus", "-": "minus dash hyphen", "*": "star asterisk", "#": "hash", "^": "leading",
    "$": "trailing", "\\": "escape escapes backslash", "/": "slash", ":": "colon",
    ",": "comma", ";": "semicolon", "|": "pipe", "%": "percent", "&": "ampersand", "~": "tilde",
    "@": "at", "=": "equals", "?": "question", "!": "exclamation", "_": "underscore",
    "(": "paren parenthesis opening bracket", ")": "paren parenthesis closing bracket",
    "[": "bracket square opening", "]": "bracket square closing",
}  # fmt: skip


_MARK_WORDS = {mark: frozenset(words(said)) for mark, said in _MARKS.items()}


STRING_LITERAL = re.compile(r"""(?:[rRbBfFuU]{0,2})("[^"\n]*"|'[^'\n]*')""")


_WORDS_IN_STRING = re.compile(r"[A-Za-z]{3,}\W+[A-Za-z]{3,}")


# the words an abbreviation in code stands for: `len(data)` is said "the length"
SPELLED_OUT: dict[str, set[str]] = {}


def line_words(text: str) -> set[str]:
    """The words of a line, its abbreviations spelled out, of what it does (``_LINE_IDIOMS``)
    and of the marks its strings hold (``_MARKS``)."""
    said = set(words(text))
    said |= {full for w in said & SPELLED_OUT.keys() for full in SPELLED_OUT[w]}
    for pattern, idiom in _LINE_IDIOMS:
        if pattern.search(text):
            said |= idiom
    for string in STRING_LITERAL.findall(text.split(" #")[0]):
        if _WORDS_IN_STRING.search(re.sub(r"\{[^{}]*\}", "", string)):
            continue  # (a mark in prose is no mark said: 'help="... (default: x)"' opens nothing)
        for mark in set(string[1:-1]) & _MARK_WORDS.keys():
            said |= _MARK_WORDS[mark]
    if NONE_LITERAL.search(text):  # (a stop word in prose, but "is not None" says which line)
        said.add("none")
    return said


NONE_LITERAL = re.compile(r"\bNone\b")


DOC_SAID = re.compile(r"\b(?:doc\w*|comments?|strings?|text|messages?|prose)\b", re.I)


def inside_strings(lines: list[str]) -> set[int]:
    """The numbers of the lines of docstrings (a string that is a statement of its own) and of
    the lines any other string continues onto."""
    inside: set[int] = set()
    try:
        tokens = tokenize.generate_tokens(io.StringIO("\n".join(lines) + "\n").readline)
        before = None
        for token, after in itertools.pairwise(tokens):
            if token.type == tokenize.STRING:
                # a statement of its own: a logical line that is this string and nothing else
                alone = before in (None, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
                alone = alone and after.type in (tokenize.NEWLINE, tokenize.COMMENT)
                inside.update(range(token.start[0] + (not alone), token.end[0] + 1))
            if token.type not in (tokenize.NL, tokenize.COMMENT):
                before = token.type
    except (tokenize.TokenError, SyntaxError):  # not Python, or not whole: no string known
        pass
    return inside


def edit(path: str, lines: list[str], old: str, new: str, said: str) -> Step:
    """The edit of ``path`` (whose lines are ``lines``) from ``old`` to ``new``, narrated as
    ``said``; declined when it would leave a Python file that parsed not parsing."""
    broken = breaks_python(path, lines, old, new)
    if broken:
        return Step(text=declined(broken))
    return Step([("edit", {"path": path, "old_string": old, "new_string": new})], said)


def in_scope(
    index: WorkspaceIndex | None, scope: str, found: list[tuple[str, int, str]]
) -> list[tuple[str, int, str]]:
    """The lines of ``found`` inside the function or class ``scope`` ("comment out x in f()"),
    or inside the module of that name; all of them when the workspace has neither."""
    if not scope or index is None:
        return found
    owner, _, name = scope.rpartition(".")
    module = module_named(index, owner) if owner else None  # "in site.main": main of site.py

    def spans(kinds: tuple[str, ...]) -> list[tuple[str, int, int]]:
        return [
            (s.path, s.line, _with_trailing_comments(index.files[s.path].lines, s.line, s.end_line))
            for s in index.named(name)
            if s.kind in kinds
            and (
                name == scope
                or s.qualname == scope
                or (module is not None and s.qualname == name and s.path.startswith(module))
            )
        ]

    def inside(within: list[tuple[str, int, int]]) -> list[tuple[str, int, str]]:
        return [f for f in found if any(p == f[0] and a <= f[1] <= b for p, a, b in within)]

    defined = spans(DEFINITION_KINDS)
    if defined:
        return inside(defined)
    module = module_named(index, scope)
    if module:
        return [f for f in found if f[0] == module or f[0].startswith(module.rstrip("/") + "/")]
    # "change FAVORITE_HASH from A to B": in the constant's assignment, when no function,
    # class or module has the name ("in getpass": getpass.py, not its `getpass = ...`)
    assigned = spans(("constant",))
    return inside(assigned) if assigned else found


def _with_trailing_comments(lines: list[str], start: int, end: int) -> int:
    """The last line of a definition, with the comment lines indented inside it that follow
    its last statement (``ast`` ends it there: "the old return commented out in readable()")."""
    indent = len(lines[start - 1]) - len(lines[start - 1].lstrip())
    n = end
    while n < len(lines) and (
        not lines[n].strip()
        or (lines[n].lstrip().startswith("#") and len(lines[n]) - len(lines[n].lstrip()) > indent)
    ):
        n += 1
    while n > end and not lines[n - 1].strip():
        n -= 1
    return n


def unique_span(lines: list[str], first: int, last: int) -> tuple[int, int]:
    """Lines ``first`` to ``last`` (1-based) grown by their neighbours, the next ones first,
    until their text occurs once in the file (the edit tool refuses an ambiguous quote). The
    file is counted with its last line break: a span ending in a blank line ("return x\n")
    also occurs at the end of a file whose last line is the same."""
    whole = "\n".join(lines) + "\n"
    while whole.count("\n".join(lines[first - 1 : last])) > 1:
        if last < len(lines):
            last += 1
        elif first > 1:
            first -= 1
        else:
            break
    return first, last


def unique_context(lines: list[str], n: int, text: str, replacement: str) -> tuple[str, str]:
    """old/new strings for an edit of line ``n`` (``text``): the line, grown until unique."""
    first, last = unique_span(lines, n, n)
    old = "\n".join(lines[first - 1 : last])
    return old, "\n".join([*lines[first - 1 : n - 1], replacement, *lines[n:last]])


def delete_context(lines: list[str], first: int, last: int | None = None) -> tuple[str, str]:
    """old/new strings that remove lines ``first`` to ``last`` (1-based): them with a neighbour
    (the next line, else the one before, so their line breaks go too), grown until unique."""
    last = last or first
    lo, hi = (first, last + 1) if last < len(lines) else (max(first - 1, 1), last)
    lo, hi = unique_span(lines, lo, hi)
    return "\n".join(lines[lo - 1 : hi]), "\n".join(lines[lo - 1 : first - 1] + lines[last:hi])


# comment markers by file type; a file type not here has no line comment this model knows
COMMENT_MARKERS = {
    **dict.fromkeys("py pyi sh bash zsh rb pl r toml yaml yml cfg ini conf txt".split(), "#"),
    **dict.fromkeys("js jsx ts tsx mjs cjs go rs java kt scala swift c h cc cpp hpp cs dart php".split(), "//"),
    **dict.fromkeys("sql lua hs".split(), "--"),
}  # fmt: skip


def toggle_comment(path: str, text: str, comment: bool, alone: bool = True) -> str | None:
    """The line commented out (``# x``, at its indentation) or uncommented; None when it
    already is what was asked, or the file type has no line comment this knows. A line
    uncommented ``alone`` takes the comment's indentation (``#    rows = ...`` under ``x = 1``
    is ``rows = ...`` at x's column); among several, each keeps its own relative to the rest."""
    marker = COMMENT_MARKERS.get(path.rsplit(".", 1)[-1].lower())
    if marker is None:
        return None
    body = text.lstrip()
    indent = text[: len(text) - len(body)]
    if comment:
        return None if body.startswith(marker) else f"{indent}{marker} {body}"
    if not body.startswith(marker):
        return None
    rest = body[len(marker) :]
    return indent + (rest.lstrip() if alone else rest[1:] if rest.startswith(" ") else rest)


def changed_line(result: Any, old: bool = False, match: re.Pattern[str] | None = None) -> int:
    """The first line an edit removed (``old``) or added (and that ``match`` finds, if given),
    from the tool's unified diff; 0 when it shows none."""
    diff = (getattr(result, "metadata", None) or {}).get("diff") or ""
    before = after = 0
    for line in diff.splitlines():
        hunk = re.match(r"@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@", line)
        if hunk:
            before, after = int(hunk.group(1)), int(hunk.group(2))
        elif line.startswith("-") and not line.startswith("---"):
            if old and (match is None or match.search(line[1:])):
                return before
            before += 1
        elif line.startswith("+") and not line.startswith("+++"):
            if not old and (match is None or match.search(line[1:])):
                return after
            after += 1
        elif line.startswith(" "):
            before, after = before + 1, after + 1
    return 0


def where_now(index: WorkspaceIndex | None, path: str, text: str) -> int:
    if index is None:
        return 1
    index.refresh()
    entry = index.files.get(path)
    if entry is None:
        return 1
    return next(
        (i for i, line in enumerate(entry.lines, 1) if text.strip() and text.strip() in line), 1
    )


def line_shown(line: str) -> str:
    """A line inserted, as a report names it."""
    return f"`{excerpt(line, 80)}`" if line.strip() else "a blank line"


def not_one(name: str, targets: list[Symbol], what: str) -> str:
    """Why ``targets`` is not the one definition ``name`` says ("" when it is)."""
    if len(targets) == 1:
        return ""
    if not targets:
        return f"I found no {what} `{name}`."
    at = ", ".join(f"`{t.where}`" for t in targets[:5])
    return f"`{name}` is defined in {len(targets)} places ({at}); name the file or the class."


def main_span(text: str) -> tuple[int, int] | None:
    """The first and last line of a module's ``if __name__ == "__main__":`` block."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return None
    for node in tree.body:
        test = node.test if isinstance(node, ast.If) else None
        if (
            isinstance(test, ast.Compare)
            and len(test.ops) == 1
            and isinstance(test.ops[0], ast.Eq)
            and {ast.unparse(test.left), ast.unparse(test.comparators[0])}
            == {"__name__", "'__main__'"}
        ):
            return node.lineno, node.end_lineno or node.lineno
    return None


def definitions(index: WorkspaceIndex | None, symbol: str, path: str | None) -> list[Symbol]:
    """The functions, methods and classes ``symbol`` names (``C.m``, or ``f`` in ``path``); when
    ``symbol`` is ``module.f`` and no class is called ``module`` ("the f method in reprlib"),
    the definitions of ``f`` in that module of the workspace."""
    name = symbol.split(".")[-1]
    named = [
        s
        for s in (index.named(name) if index is not None else [])
        if s.kind in DEFINITION_KINDS and (path is None or is_file(s.path, path))
    ]
    targets = [s for s in named if symbol == name or s.qualname == symbol]
    owner = symbol.rsplit(".", 1)[0] if "." in symbol else ""
    module = module_named(index, owner) if owner and not targets else None
    if module:
        targets = [s for s in named if s.path == module or s.path.startswith(module)]
    return targets


def breaks_python(path: str, lines: list[str], old: str, new: str, every: bool = False) -> str:
    """Why replacing ``old`` with ``new`` (``every`` one) would leave a Python file that parsed
    not parsing (a block left empty, a line that is not Python), or "" when it would not."""
    if not path.endswith((".py", ".pyi")):
        return ""
    text = "\n".join(lines)
    try:
        ast.parse(text)
    except (SyntaxError, ValueError):
        return ""  # it did not parse before: not this edit's doing
    try:
        ast.parse(text.replace(old, new, -1 if every else 1))
    except (SyntaxError, ValueError) as exc:
        where = f" at line {exc.lineno}" if getattr(exc, "lineno", None) else ""
        why = getattr(exc, "msg", str(exc))
        if "\n" in old and old.count("\n") > new.count("\n"):  # lines removed: say what works
            return (
                f"the change would leave `{path}` not valid Python ({why}{where}); quote a "
                "replacement instead: replace `old line` with `new line`."
            )
        return f"the change would leave `{path}` not valid Python ({why}{where})."
    return ""


def module_named(index: WorkspaceIndex | None, name: str) -> str | None:
    """The workspace's package folder or Python module called ``name`` (``pkg/``, ``util.py``),
    if any: its name is in import lines, and a text rename would leave them pointing nowhere."""
    for path in index.files if index is not None else ():
        if not path.endswith((".py", ".pyi")):
            continue
        parts = path.split("/")
        if name in parts[:-1]:
            return "/".join(parts[: parts.index(name) + 1]) + "/"
        if parts[-1] in (f"{name}.py", f"{name}.pyi"):
            return path
    return None
