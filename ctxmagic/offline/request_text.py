"""A request's text as the readers see it: every quoted text made a token ``Q0``, ``Q1`` ... (the
skeleton), the files, numbers and code names it says, its common typos, and the ``EditRequest`` a
reading gives. The edit and question readers build on these; they know no phrasing of their own.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from .compiled import PatternCache

PATTERNS = PatternCache(__file__)  # kept between processes (compiled.py)

IDENT = r"[^\W\d]\w*"  # a Python identifier, letters of any script (PEP 3131)
# backticks, double quotes, typographic quotes, and single quotes that are not apostrophes
# (code's empty string is no quote: 'after langAttrs = "" add x = ""' quotes nothing)
QUOTES = PATTERNS.compile(
    # (a string in Python's triple quotes, which may hold the other quotes: """<a b="1">""")
    r'"""([^\n]+?)"""|' + r"'''([^\n]+?)'''|"
    # (guillemets with the spaces French puts inside them: « x »)
    r"`([^`\n]+)`|(?<!\")\"([^\"\n]+)\"|“([^”\n]+)”|‘([^’\n]+)’|«[ \u00a0\u202f]?([^»\n]+?)[ \u00a0\u202f]?»|"
    # (a string's prefix before its quote: b'#!/usr/bin/python')
    r"(?:(?<![\w'])|(?<=(?<!\w)[bBrRuUfF]))'([^'\n]+)'(?![\w'])"
)
# a quoted text in any of those quotes, as a pattern without groups
ANY_QUOTE = "(?:" + re.sub(r"\((?!\?)", "(?:", QUOTES.pattern) + ")"
TOKEN = r"Q\d+"
PATH = PATTERNS.compile(r"(?:[\w.-]+/)*[\w-]+\.[A-Za-z0-9]{1,8}")
# files whose whole name is a dot and a word (never a suffix such as ".py" or ".partd")
DOTFILE = PATTERNS.compile(
    r"(?:[\w.-]+/)*\.(?:gitignore|gitattributes|gitkeep|gitmodules|env|editorconfig|flake8|"
    r"pylintrc|coveragerc|dockerignore|npmrc|nvmrc|prettierrc|eslintrc|babelrc|python-version|"
    r"nojekyll|mailmap|hgignore|bashrc|zshrc|profile|vimrc|envrc|tool-versions)"
)
FILE_IN_TEXT = PATTERNS.compile(r"(?<![\w/.@-])((?:[\w.-]+/)*[\w-]+\.([A-Za-z0-9]{1,8}))(?![\w/])")
# an absolute path (``/etc/hosts``, ``~/notes``): inside the workspace or not, the edit decides
# (never a bare top-level folder, "hard to spot in /tmp.", and never the sentence's full stop)
ABSOLUTE = PATTERNS.compile(
    r"(?<![\w/.@:~-])(~/[\w.-]*\w|/(?:[\w.-]+/)+[\w.-]*\w|/[\w-]+\.[A-Za-z]\w*)(?![\w/])"
)
FILE_EXTENSIONS = frozenset(
    "py pyi md rst txt json toml yaml yml cfg ini js jsx ts tsx go rs java c h cpp hpp rb sh "
    "html css csv ipynb xml sql lock".split()
)


def files_said(text: str) -> list[str]:
    """The file names a text says, in order (``a/b.py``; never ``Derivative.doit``)."""
    return [m[1] for m in FILE_IN_TEXT.finditer(text) if m[2].lower() in FILE_EXTENSIONS]


# a number as code writes it, lazily ("to 8." is 8), with its exponent's sign ("1.79e+308")
NUMBER = r"-?\d[\w.]*?(?:(?<=[\d.][eE])[+-]\d+)?"
VALUE = rf"(?:{NUMBER}|True|False|None|{IDENT}(?:\.{IDENT})*)"
# a tuple, list or dict written out (its strings are tokens of the skeleton): ``("a", "b")``
BRACKETED = r"(?:\([^()\n]*\)|\[[^\[\]\n]*\]|\{[^{}\n]*\})"


@dataclass
class EditRequest:
    """An edit the prompt asks for. ``op`` is one of: write, write_new (only a file not there
    yet), replace, replace_all (every occurrence), replace_line, insert_after, insert_before,
    insert_at (before or after ``line``: ``old`` is "before" or "after"), replace_lines (``line``
    to ``last`` become ``new``), append, prepend (below the file's imports when ``old`` is
    "imports"),
    delete_line, delete_lines (``line`` to ``last``), comment_out, uncomment, comment_lines,
    uncomment_lines (``line`` to ``last``),
    delete_definition, delete_entry (``symbol`` from the dict or list ``scope``), add_entry
    (``symbol`` into the list ``scope``: after the entry ``old``, before it when ``new`` is
    "before", last when ``old`` is empty), keep_entries (only the entries of ``symbol``, one a
    line, left in ``scope``), reword_message (the message of a raise or warning of the function
    ``scope``, the one whose words ``described`` says, becomes ``new``), delete_comment (the
    comment lines right above the definition ``symbol``), docstring, rename, set_value
    (``old``: the value it should have now, when the prompt says "from ..."), decline
    (``reason`` says why)."""

    op: str
    path: str | None = None
    old: str = ""
    new: str = ""
    symbol: str = ""
    reason: str = ""
    line: int = 0  # insert_at, delete_lines, (un)comment_lines: the line number the prompt names
    last: int = 0  # delete_lines, (un)comment_lines: the last line of the range
    code: bool = False  # set_value: the value was quoted as code (backticks), not as text
    text: bool = False  # set_value: the value was quoted as text ("7"): a string stays a string
    whole: bool = False  # delete_line: the quote must be a whole line (the prompt said no "line")
    top_level: bool = False  # delete_definition: "the module-level f", not a method called f
    scope: str = ""  # a line edit: the function or class the line is in ("... in clearcache()")
    nth: int = 0  # a line edit: of the lines that hold ``old``, the first (1) or the last (-1)
    # the name is a pronoun ("X is unused. Delete that function."): the prompt, whose names the
    # handler looks up in the workspace for the one "it" stands for
    said: str = ""
    # what a line is said to do ("the assert ... that checks the message is a string"): of the
    # lines that hold ``old``, the one whose words it says most of
    described: str = ""
    then: EditRequest | None = None  # a second change to the same definition, made after this


def _leading_quote(text: str) -> str:
    """``text`` up to the end of the quote it starts with, if it starts with one: "containing
    `collect_ignore = ["x.py"]`, so pytest stops importing it" writes only what is quoted."""
    m = re.match(
        r"\s*(`+)(.+?)\1(?=[\s,.;:!?)]|$)|\s*([\"'“‘])(.+?)[\"'”’](?=[\s,.;:!?)]|$)", text, re.S
    )
    return (m.group(2) or m.group(4)) if m else text


# quotes one after another: "these two lines: `a` and `b`" (a remark after the last is dropped)
_QUOTED_LIST = PATTERNS.compile(
    rf"\s*{ANY_QUOTE}(?:\s*(?:,\s*(?:and|then)?|and|then|followed\s+by|;|\n)\s*{ANY_QUOTE})+"
    r"(?=\s+in\s+it\b|[\s,.;:!?)]|$)"
)


def quoted_lines(text: str) -> str:
    """A new file's text said after "containing": quotes one after another are its lines, a
    text that starts with a quote is what is quoted (``_leading_quote``), else all of it."""
    m = _QUOTED_LIST.match(text)
    if m:
        return "\n".join(
            next(g for g in q.groups() if g is not None) for q in QUOTES.finditer(m[0])
        )
    return _leading_quote(text)


def is_path(text: str) -> bool:
    if DOTFILE.fullmatch(text.strip()):  # ".gitignore", "docs/.nojekyll"
        return True
    m = PATH.fullmatch(text.strip())
    ext = text.rsplit(".", 1)[-1]
    # a folder said, and an extension that is one: "HTTP/1.0" is a protocol's version
    return bool(m) and (ext.lower() in FILE_EXTENSIONS or ("/" in text and ext[:1].isalpha()))


def skeleton(prompt: str) -> tuple[str, list[str]]:
    """``prompt`` with each quoted text replaced by ``Q<n>``, and the quoted texts."""
    found: list[str] = []

    def token(m: re.Match[str]) -> str:
        found.append(next(g for g in m.groups() if g is not None))
        return f" Q{len(found) - 1} "

    return QUOTES.sub(token, prompt), found


# 'swap "x = f("a", 6)" for "x = f("a", 8)"': code with double quotes, in double quotes
NESTED_QUOTES = PATTERNS.compile(
    # (never Python's triple quotes: 'replace """old""" with """new"""' quotes no quotes)
    r'(?P<verb>\b(?:swap|replace|change)\s+)"(?!"")(?P<old>[^\n`]*?"[^\n`]*?)"\s+'
    r'(?P<sep>for|with|to|into|->|→)\s+"(?!"")(?P<new>[^\n`]*"[^\n`]*)"'
    r"(?=\s*(?:\([^()\n]*\))?\s*[.!?]?\s*$)",  # (the last quote: a remark in brackets after)
    re.I,
)


def nested_quotes(prompt: str) -> str:
    """Code holding double quotes, quoted in double quotes, in backticks instead."""
    return NESTED_QUOTES.sub(lambda m: f"{m['verb']}`{m['old']}` {m['sep']} `{m['new']}`", prompt)


def quote_placeholders(prompt: str) -> str:
    """``prompt`` with a bare name that looks like a placeholder (``Q1``, a class of that name)
    in backticks, so the skeleton never takes it for a quote's placeholder."""
    spans = [m.span() for m in QUOTES.finditer(prompt)]
    return re.sub(
        rf"(?<![\w`]){TOKEN}(?![\w`])",
        lambda m: m[0] if any(a <= m.start() < b for a, b in spans) else f"`{m[0]}`",
        prompt,
    )


def files_named(skel: str, quoted: list[str]) -> list[str]:
    """Files the prompt names: bare (``in shutil.py``) or quoted on their own (```a/b.py```)."""
    found = [
        p
        for p, ext in FILE_IN_TEXT.findall(skel)
        if (ext.lower() in FILE_EXTENSIONS or "/" in p) and not re.fullmatch(r"[\d./]+", p)
    ]  # a number such as 1.0/3.0 is not a path
    found += [p for p in ABSOLUTE.findall(skel) if p not in found]
    for m in re.finditer(TOKEN, skel):
        text = quoted[int(m.group(0)[1:])]
        if is_path(text) and not _in_call(skel, m.start()):
            found.append(text.strip())
    return list(dict.fromkeys(found))


def _in_call(skel: str, at: int) -> bool:
    """Whether ``at`` is inside the brackets of a call written out (``FROM_FILE('a', 'b.rst')``:
    an argument, not the file the request is about)."""
    depth = 0
    for i in range(at - 1, -1, -1):
        depth += (skel[i] in ")]}") - (skel[i] in "([{")
        if depth < 0:
            return skel[i] == "(" and i > 0 and (skel[i - 1].isalnum() or skel[i - 1] == "_")
    return False


def quoted_blank(quoted: list[str]) -> str:
    """A token for a blank line, its empty text added to ``quoted``."""
    quoted.append("")
    return f" Q{len(quoted) - 1} "


def in_quotes(prompt: str, text: str) -> bool:
    """Whether ``text`` is quoted as a value in ``prompt`` ('x', "x", curly quotes), not as code
    in backticks."""
    return any(f"{a}{text}{b}" in prompt for a, b in ("''", '""', "‘’", "“”"))


def token_text(skel_value: str, quoted: list[str]) -> str:
    value = skel_value.strip()
    if re.fullmatch(TOKEN, value):
        return quoted[int(value[1:])]
    return value


# "can u", "could u pls": chat spelling
CHAT_YOU = PATTERNS.compile(r"(?i)\b(can|could|would|will)\s+(?:u|ya)\b")
# a request's small words mistyped ("at teh top"): read as meant, outside quotes and code
TYPOS = {"teh": "the", "hte": "the", "adn": "and", "taht": "that", "wiht": "with",
         "uncoment": "uncomment", "coment": "comment", "delte": "delete", "remvoe": "remove",
         "renmae": "rename", "reanme": "rename", "chnage": "change", "repalce": "replace",
         "shoud": "should", "shold": "should", "sould": "should",
         "containg": "containing", "contaning": "containing", "conatining": "containing",
         "containig": "containing", "insret": "insert", "isnert": "insert", "aftre": "after",
         "befroe": "before", "beofre": "before", "commnet": "comment", "commetn": "comment",
         # a question's words too ("wheres X set?", "wich function"): questions are read with it
         "wheres": "where is", "whats": "what is", "wher": "where", "whre": "where",
         "wehre": "where", "waht": "what", "wich": "which", "whcih": "which", "whihc": "which",
         "fucntion": "function", "funtion": "function", "functon": "function",
         "calss": "class", "retuns": "returns", "retrun": "return", "retruns": "returns",
         "raies": "raises", "docstirng": "docstring", "docsting": "docstring",
         "doctsring": "docstring", "docstrng": "docstring", "docstrnig": "docstring"}  # fmt: skip
_TYPO = PATTERNS.compile(rf"\b({'|'.join(TYPOS)})\b", re.I)


# "Float's constructor", "the constructor of Float", "KeyUsage's repr": a class's ``__init__``,
# ``__repr__`` (and its str, hash, eq, len, iter)
DUNDER_OF = PATTERNS.compile(
    r"\b(?P<cls>(?-i:[A-Z]\w*))['’]s\s+(?P<d>constructor|initiali[sz]er|repr|str|hash|eq|len|iter)\b"
    r"(?:\(\))?(?!\s*[=(])|"
    r"\bthe\s+(?P<d2>constructor|initiali[sz]er|repr|hash)(?:\(\))?\s+of\s+(?P<cls2>(?-i:[A-Z]\w*))\b",
    re.I,
)


def _dunder(m: re.Match[str]) -> str:
    said = (m["d"] or m["d2"]).lower()
    return (
        f"{m['cls'] or m['cls2']}.__{'init' if said.startswith(('constr', 'initiali')) else said}__"
    )


def untypo(prompt: str) -> str:
    """``prompt`` with the small words of ``TYPOS`` (and chat's "can u") spelled right, but not
    inside quotes (a request's and a question's: ``read_question`` reads with it too)."""

    def spelled(text: str) -> str:
        text = CHAT_YOU.sub(r"\1 you", text)  # "can u add ..."
        text = DUNDER_OF.sub(_dunder, text)
        return _TYPO.sub(lambda t: TYPOS[t[1].lower()], text)

    out, at = [], 0
    for m in QUOTES.finditer(prompt):
        out += [spelled(prompt[at : m.start()]), m[0]]
        at = m.end()
    return "".join(out) + spelled(prompt[at:])


def number_pattern(value: str) -> str:
    """A pattern for the number ``value`` as a whole (``15`` not in ``150``, ``1.5`` or ``x15``)."""
    return rf"(?<![\w.]){re.escape(value)}(?!\w|\.\d)"


def code_name(text: str) -> bool:
    """Whether a word is written as code: dotted, with an underscore, or camelCase."""
    return bool(re.search(r"[._]|[a-z][A-Z]", text))


def most_alike(texts: list[str], new: str) -> list[str]:
    """The one of ``texts`` that ``new`` is plainly an edit of (``[]`` when none stands out)."""
    if len(texts) < 2:
        return texts
    ratios = sorted((difflib.SequenceMatcher(None, t, new).ratio(), t) for t in texts)
    (second, _), (best, text) = ratios[-2], ratios[-1]
    return [text] if best >= 0.6 and best - second >= 0.2 else []


PATTERNS.save()
