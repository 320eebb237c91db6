"""Answers to "where is X raised / where does it complain when ...": the raise statements
(``raise_search.py`` finds them) ranked by the exception named, the message quoted or described,
and the definition or condition the question says, with a raise passed on and a message built
in pieces told apart.
"""

from __future__ import annotations

import re
from typing import Any

from .index import (
    ABBREVIATIONS,
    Symbol,
    WorkspaceIndex,
    words,
)
from .lookup import (
    CALLABLE,
    CODE_KINDS,
    CUE_STEMS,
    DEF_LINE,
    also_asked,
    called_in,
    cite,
    code_start,
    enclosing,
    handle_search,
    in_files,
    in_modules,
    in_prose,
    is_test,
    listed_answer,
    named_targets,
    nothing_found,
    packages_said,
    scored,
    spelled_words,
    title,
    view_around,
)
from .question import FAILS, Question
from .raise_search import RaiseSite, find_raises, is_exception, message_lines, statement_lines
from .turn import Step, TurnState, grep_hits


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
    if exc is not None and q.phrases and _defined_never_raised(index, exc):
        # "my implementations raised MDNotImplementedError and I ended up with "Matching
        # functions for f: <int> found, but none completed" -- which line raises that?": an
        # exception of the workspace's that no statement raises by name (the user's code
        # does) was said as the cause; the message is what was raised (never a builtin's: "a,
        # b = 1, 2, 3 gives ValueError: too many values to unpack" is Python's own)
        said = max(q.phrases, key=lambda p: len(p.split()))
        exc = None if len(said.split()) >= 3 and _message_fragment(said) else exc
    if exc is None and not q.phrases:
        return _raises_described(state, q, index)
    if exc is not None:  # raise X, raise errors.X(...), raise self.X
        pattern, literal, what = rf"\braise\s+(?:[\w.]+\.)?{re.escape(exc)}\b", False, f"`{exc}`"
        if exc == "AssertionError":  # an assert statement raises it too ("a bare AssertionError")
            pattern += r"|^\s*assert\b"
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
    if literal:  # (a message continued from the raise's line: that line raises it)
        hits = [_raise_above(index, h) for h in hits]
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
    # ('fails with ParseError: Error parsing meta information for "return"': the raise whose
    # message has that shape, its value a field, before one that only says its words)
    said = _message_words(q, exc) if exc is not None else set()
    printed = _printed(q, exc) if exc is not None else ""
    shape = _message_shape(printed)
    # ("dies with `NotImplementedError: cli_type`": the raise of that very string, before
    # ``NotImplementedError("cli_type_name")``)
    whole = re.compile(rf"""(['"]){re.escape(printed)}\1""") if printed else None

    def told(hit: tuple[str, int, str]) -> tuple[bool, bool, bool]:
        text = _with_message(index, hit)
        return (
            not (whole and whole.search(text)),
            not (shape and re.search(shape, text)),
            not (said and said <= set(words(text))),
        )

    if said or shape or whole:
        hits.sort(key=told)
    if literal:  # "where does generator_count raise 'gen must be a generator'?": its own first
        hits.sort(key=lambda h: not _in_named(index, q, "", h))
    # Python's raises before other files' (a Cython module's generated lexer.c quotes lexer.py)
    hits = sorted(hits, key=lambda h: not h[0].endswith((".py", ".pyi")))
    if (
        exc is not None
        and not any(_in_named(index, q, exc, h) for h in hits)
        and (step := _builtin_raising(state, q, index, exc))
    ):  # (a raise of it elsewhere is not what the function said did)
        return step
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
    written = [h for h in dict.fromkeys(grep_hits(state)) if not is_test(h[0])] if q.seen else []
    if not hits and written and exc is None:
        # "I keep seeing 'Press ENTER to continue...' -- where does that come from?": no raise
        lines = [f"No `raise` says {what}; it is written at:"]
        lines += listed_answer(state, index, written)
        return Step(text="\n".join(lines))
    if not hits and exc is None:  # a quote of the user's own input ("namedtuple('P', 'x def
        return _raises_described(state, q, index)  # _y') blows up"), not of a message: described
    if not hits:
        return Step(
            text=nothing_found(q, f"with grep for `{pattern}`" + (f" and `{exc}`" if exc else ""))
        )
    # (a raise statement: "SystemExit, which is reraised." in a docstring is none)
    mentioned = exc is not None and not any(
        re.match(r"\s*assert\b", h[2]) or re.search(r"(?:^|:)\s*raise\b", h[2]) for h in hits
    )
    looked_up = _looked_up(q, index) if mentioned and exc in LOOKUP_ERRORS else []
    if looked_up:  # "indexing an ErrorTree with a key it lacks gives a KeyError": no raise
        lines = [f"Nothing raises {what} by name; the lookup that lets it through is at:"]
        return Step(text="\n".join(lines + listed_answer(state, index, looked_up)))
    if mentioned:  # (those in a definition the question names first: "In console_exec, ...")
        hits = _mentions(index, exc, hits)
        hits.sort(key=lambda h: not _in_named(index, q, exc, h))
        hits = _held_uses(index, exc, hits)
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
    lines += listed_answer(state, index, hits)
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
    # (a value in quotes may be a field in quotes: 'for "return".' is f'for "{name}".')
    cores = [w.strip("\"'`.,;:!?") or w for w in said]
    return r"\s+".join(rf"[\"'`]?(?:{re.escape(w)}|{_FIELD})[\"'`]?[.,;:!?]*" for w in cores)


def _defined_never_raised(index: WorkspaceIndex | None, exc: str) -> bool:
    """Whether the workspace defines the exception class ``exc`` and no raise statement of it
    names it (``raise X``, ``raise errors.X(...)``)."""
    if index is None or not any(s.kind == "class" for s in index.named(exc)):
        return False
    return not any(
        name == exc or name.endswith("." + exc) for s in index.symbols for _n, name in s.raises
    )


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


def _held_uses(
    index: WorkspaceIndex | None, exc: str, hits: list[tuple[str, int, str]]
) -> list[tuple[str, int, str]]:
    """``hits``, each that keeps the class ``exc`` in a name (a parameter's default, an
    attribute) after the lines of its file that call or raise that name: the exception is
    made there (``interrupt_exception: type[BaseException] = KeyboardInterrupt``, then
    ``event.app.exit(exception=self.interrupt_exception())``)."""
    found = []
    for hit in hits:
        path, n, text = hit
        m = re.search(
            rf"(?<![\w.])(\w+)\s*(?::[^=,]+)?=\s*(?:[\w.]+\.)?{re.escape(exc)}\b(?!\()", text
        )
        if index is None or m is None or path not in index.files:
            found.append(hit)
            continue
        use = re.compile(
            rf"(?<![\w])(?:self\.|cls\.)?{m[1]}\s*\(|\braise\s+(?:self\.|cls\.)?{m[1]}\b"
        )
        uses = [
            (path, k, line)
            for k, line in enumerate(index.files[path].lines, 1)
            if k != n and use.search(line.split("#")[0]) and not DEF_LINE.match(line)
        ]
        found += [*uses, hit]
    return list(dict.fromkeys(found))


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
            for n in range(code_start(s), s.end_line + 1):
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
    # an argument said with its value ("passing method='permutation' gives a ValueError"): what
    # the raise's check or message is about
    passed = set(re.findall(r"(?<![\w.])([A-Za-z_]\w*)=(?!=)", q.text))
    named |= passed
    if index is not None:  # "where does Histogram raise ...": a class as a word
        named |= {
            w
            for w in set(re.findall(r"\b[A-Za-z_]\w{2,}\b", q.text)) - {exc}
            if (w[0].isupper() or not named)
            and any(s.kind in ("class", "function", "method") for s in index.named(w))
        }
    wanted = (
        set(spelled_words(q.words)) - set(words(exc)) - RAISE_CUE_STEMS - CUE_STEMS - FRAME_STEMS
    )
    # each with its abbreviations in the raise's own code, counted once ("on a substitution
    # lookup": `raise NotImplementedError(sub)`; not "requests" for a file req_command.py)
    spellings = [(w, set(ABBREVIATIONS.get(w, ()))) for w in wanted]
    quoted = _message_words(q, exc)
    if index is not None:  # "where does json5 throw ...": the package, not a word of a message
        wanted -= set(packages_said(q, index).values())

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
                if (n in q.symbols or n in passed or not n.islower())
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


# "invalid literal for int() with base 16", "len() of unsized object": Python's own message
# of a builtin called
BUILTIN_IN_MESSAGE = re.compile(
    r"\b(int|float|complex|str|bytes|bool|len|next|iter|getattr|setattr|open|divmod|pow|chr|ord|"
    r"hash|list|dict|tuple|set|range|round|min|max|sum|sorted|zip|enumerate|format)\(\)"
)


def _builtin_raising(
    state: TurnState, q: Question, index: WorkspaceIndex | None, exc: str
) -> Step | None:
    """No raise of ``exc`` being written anywhere, the line of the function said that calls the
    builtin its message names ("get_opposite_color('zzzzzz') raises `ValueError: invalid
    literal for int() with base 16`": ``int(colorname[0:2], 16)``), the one holding the most of
    the message's numbers first; or that unpacks a value into names ("not enough values to
    unpack (expected 2, got 1)": ``ny, nx = z.shape``); else None."""
    printed = _printed(q, exc)
    call = BUILTIN_IN_MESSAGE.search(printed or q.text)
    unpacking = UNPACKING_MESSAGE.search(printed or q.text)
    if index is None or (call is None and unpacking is None):
        return None
    funcs = [
        s
        for n in q.symbols
        for s in index.named(n.split(".")[-1])
        if s.kind in CALLABLE and not is_test(s.path)
    ]
    if len(funcs) != 1:
        return None
    func = funcs[0]
    doing = UNPACKING if call is None else re.compile(rf"(?<![\w.]){call[1]}\(")
    lines = [
        n
        for n in range(code_start(func), func.end_line + 1)
        if doing.search(index.line(func.path, n).split("#")[0])
    ]
    if not lines:
        return None
    if call is None:  # ("expected 2": a target of two names first; then one unpacking a name
        # said: "when I pass a 1-D z" is ``ny, nx = z.shape``, not ``x, y = f(x, y)``)
        expected = int(unpacking["n"] or 0)
        said = set(re.findall(r"\b[A-Za-z_]\w*\b", q.text))

        def fits(n: int) -> tuple[bool, bool]:
            text = index.line(func.path, n).split("#")[0]
            head, _, value = re.split(r"(=(?!=)|\bin\b)", text, maxsplit=1)
            used = set(re.findall(r"\b[A-Za-z_]\w*", value)) - set(re.findall(r"\w+", head))
            return head.count(",") + 1 != expected, not said & used

        lines.sort(key=fits)
        at = ", ".join(cite(state, index, func.path, n) for n in lines[:3])
        return Step(
            text=f"No statement raises `{exc}` by name: Python raises it when a value does not "
            f"unpack into the names assigned, in {title(func)} at {at}."
        )
    numbers = set(re.findall(r"\b\d+\b", printed))
    lines.sort(key=lambda n: -len(numbers & set(re.findall(r"\b\d+\b", index.line(func.path, n)))))
    at = ", ".join(cite(state, index, func.path, n) for n in lines[:3])
    return Step(
        text=f"No statement raises `{exc}` by name: Python's `{call[1]}()` raises it, called in "
        f"{title(func)} at {at}."
    )


# "not enough values to unpack (expected 2, got 1)", "too many values to unpack (expected 3)":
# Python's own message for ``a, b = value``
UNPACKING_MESSAGE = re.compile(
    r"\b(?:not\s+enough|too\s+many)\s+values\s+to\s+unpack\b(?:\s*\(expected\s+(?P<n>\d+))?"
)
# an assignment to two names or more, or a loop over pairs (``ny, nx = z.shape``)
UNPACKING = re.compile(
    r"^\s*(?:for\s+)?\(?\s*\*?[A-Za-z_][\w.]*(?:\s*,\s*\*?[A-Za-z_][\w.]*)+\s*,?\s*\)?\s*(?:=(?!=)|\bin\b)"
)


def _printed(q: Question, exc: str) -> str:
    """The message a question prints after the exception's name ("gives me ValueError: Power
    is too large."), or ""."""
    printed = re.search(
        rf"\b{re.escape(exc)}:[ \t]*(\w[^\n`]*?)[ \t]*(?:[.?!;](?:\s|$)|\s[-—–]|`|$)", q.text
    )
    return printed[1] if printed else ""


def _message_words(q: Question, exc: str) -> set[str]:
    """The words of the message a raise question quotes, or prints after the exception's name."""
    printed = _printed(q, exc)
    phrases = [*q.phrases, printed] if printed else q.phrases
    return {w for phrase in phrases for w in words(phrase)} - set(words(exc))


def _with_message(index: WorkspaceIndex | None, hit: tuple[str, int, str]) -> str:
    """A raise's statement with the message set above it."""
    statement = _statement(index, hit)
    return f"{statement} {_message_set(index, hit, statement)}"


def _says_whole(index: WorkspaceIndex | None, hit: tuple[str, int, str], said: set[str]) -> bool:
    """Whether a raise's statement (with its message set above it) says every word of ``said``."""
    if not said:
        return False
    return said <= set(words(_with_message(index, hit)))


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
            # "Where in hadamard_power is an error raised ...": the place asked
            or re.search(rf"\bwhere\s+in\s+(?:the\s+)?`?{re.escape(n)}\b", q.text, re.I)
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
            called = called_in(index, named)
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


# the words of a question's frame ("find every place that raises X"), never what it is about
FRAME_STEMS = frozenset(words("find search look list give tell show me all any"))
RAISE_CUE_STEMS = frozenset(
    w
    # ("errors out with something about ...": the particle and the frame, no word of a message)
    for cue in "complain complains error errors give up fail fails reject refuse raise throw "
    "where does it out about something".split()
    for w in words(cue)
)


def _raise_above(index: WorkspaceIndex | None, hit: tuple[str, int, str]) -> tuple[str, int, str]:
    """The ``raise`` line whose call a message line continues (``raise E("Matching functions
    for "`` above ``"%s: %s found, ..." % (...))``), or the hit itself."""
    path, line, text = hit
    if index is None or "raise" in text:
        return hit
    for k in range(1, 4):
        above = index.line(path, line - k)
        if re.match(r"\s*raise\b", above):
            opened = above.count("(") - above.count(")")
            between = [index.line(path, n) for n in range(line - k + 1, line)]
            closed = sum(t.count(")") - t.count("(") for t in between)
            return (path, line - k, above.strip()) if opened > closed else hit
    return hit


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
