"""Where in a file an edit request points, when it says a place rather than quoting it: a line said
by its number, its statement ("the assert", "the second return"), what it does ("the line that
strips the prefix"), or the definition it is in; the handler resolves the place against the file.
"""

from __future__ import annotations

import dataclasses
import re

from . import edit_phrasings as phrasing
from .request_text import (
    IDENT,
    QUOTES,
    TOKEN,
    EditRequest,
    code_name,
    files_named,
    is_path,
    most_alike,
    token_text,
)


def definition_said_first(skel: str) -> str:
    """The definition a request opens with, where the line it then tells by its place is ("In
    f, ...", "f looks the role up twice ...", "f in zeta.py carries ..."), or "". The file said
    first is no definition: "In scope.py, Scope.add_tmp asserts twice ..." opens with add_tmp."""
    skel = phrasing.FILE_PLACE_FIRST.sub("", skel, count=1)
    where = (
        phrasing.CALL_SCOPE_FIRST.match(skel)
        or phrasing.CALL_SUBJECT_FIRST.match(skel)
        or phrasing.NAME_IN_FILE_FIRST.match(skel)
    )
    return where["scope"] if where else ""


def line_op(verb: str, numbered: bool = False) -> str:
    """What a verb asks of a line (``delete_line``, ``comment_out``, ``uncomment``), or of lines
    given by number (``delete_lines``, ``comment_lines``, ``uncomment_lines``)."""
    word = verb.lower()
    op = (
        "uncomment"
        if word == "uncomment" or re.fullmatch(phrasing.RE_ENABLE, word)
        else "comment"
        if word.startswith("comment")
        else "delete"
    )
    return {
        ("delete", False): "delete_line",
        ("comment", False): "comment_out",
        ("uncomment", False): "uncomment",
        ("delete", True): "delete_lines",
        ("comment", True): "comment_lines",
        ("uncomment", True): "uncomment_lines",
    }[op, numbered]


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence of ``text`` that holds ``text[start:end]``."""
    ends = [e.end() for e in phrasing.SENTENCE_END.finditer(text, 0, start)]
    stop = phrasing.SENTENCE_END.search(text, end)
    return text[ends[-1] if ends else 0 : stop.start() if stop else len(text)]


def place_first(skel: str) -> str:
    """The function a request starts by naming as its place: "In f() the first line ...", "In
    pydoc's ttypager the page height ..."; "" for a file or none."""
    m = re.match(
        rf"\W*in\s+(?:the\s+)?(?:[\w.]+['’]s\s+)?(?!the\b)({IDENT}(?:\.{IDENT})*)(?:\(\))?\s*[,:]?\s",
        skel,
        re.I,
    )
    if m and not is_path(m[1]):
        return m[1]
    # "In F, ExcelWriter.__init__ falls back to ...": a method said as the sentence's subject
    m = re.match(
        rf"\W*(?:in\s+{phrasing.FILE_SAID}\s*,?\s*)?((?:{IDENT}\.)+{IDENT})(?:\(\))?\s+[a-z]+s\b",
        skel,
        re.I,
    )
    return m[1] if m and not is_path(m[1]) else ""


def text_said(
    before: str, quoted: list[str], body: str, quote_first: bool = False, new: str = ""
) -> str:
    """The text a pronoun stands for in "... print("\\a"). Replace that line with ...": a value
    of the new one's kind said before, else the last call written before it, else its one quoted
    text (the last quoted text first when a quoted text replaces it); empty when none says
    which."""
    kind = next((k for k in phrasing.VALUE_KINDS if re.fullmatch(k, new.strip())), None)
    same = re.findall(kind, re.sub(TOKEN, " ", before)) if kind else []
    if same:
        return same[-1]
    # a call said as the place ("In readable() there's an old return ...") is not the text
    calls = [
        c[0]
        for c in phrasing.CALL_SAID.finditer(before)
        if not re.search(
            r"\b(?:in|inside|within|(?<!because\s)of)\s+(?:the\s+)?$", before[: c.start()], re.I
        )
    ]
    tokens = re.findall(TOKEN, before)
    alike = most_alike([token_text(t, quoted) for t in tokens], token_text(new.strip(), quoted))
    if quote_first and len(tokens) > 1 and alike:  # '"x  y" is missing an "is". Make it "x is y"'
        return alike[0]
    if quote_first and tokens:
        return token_text(tokens[-1], quoted)
    subject = re.match(rf"\W*(?:[Tt]he\s+)?({TOKEN})", before)  # "The `del err` inside f() is ..."
    if len(tokens) > 1 and subject:
        return token_text(subject[1], quoted)
    if calls:
        return restored(calls[-1], body)
    return token_text(tokens[0], quoted) if len(tokens) == 1 else ""


def code_said(segment: str, quoted: list[str], body: str, new: bool = False) -> str:
    """A piece of the skeleton as the prompt wrote it: a quoted text, or code with its quotes
    (in ``new`` code, a text in backticks or typographic quotes is a Python string)."""
    segment = segment.strip()
    if re.fullmatch(TOKEN, segment):
        return token_text(segment, quoted)
    return restored(segment, body, code=new)


def scope_of(m: re.Match[str], quoted: list[str]) -> str:
    """The function or class a line edit is limited to ("... in clearcache()"); not a file."""
    groups = m.groupdict()
    scope = (groups.get("scope") or groups.get("scope_first") or "").strip()
    return "" if not scope or is_path(scope) or re.fullmatch(TOKEN, scope) else scope


def scope_said(skel: str, quoted: list[str]) -> str:
    """The one definition a line is said to be in ("In main(), ..."), or ""."""
    found = {token_text(m["scope"], quoted) for m in phrasing.SCOPE_SAID.finditer(skel)}
    found |= {m["scope"] for m in phrasing.SCOPE_FIRST.finditer(skel)}
    found |= {m["scope"] for m in phrasing.SCOPE_PART_OF.finditer(skel)}
    found |= {f"{m['owner']}.{m['name']}" for m in phrasing.METHOD_OF_CLASS.finditer(skel)}
    found = {
        f.removesuffix("()") for f in found if not is_path(f) and not phrasing.PRONOUN.fullmatch(f)
    }
    return found.pop() if len(found) == 1 else ""


def restored(segment: str, body: str, code: bool = False) -> str:
    """A piece of the skeleton with its quoted texts put back in their own quotes: the value
    ``( Q0 , Q1 )`` of a prompt that wrote ``("a", "b")``. In ``code``, a text in quotes that
    are not Python's (backticks, typographic) is a Python string: ``(“a”,)`` is ``("a",)``;
    not in a comment, whose backticks are its own ("# `or ''` is needed")."""
    code = code and not segment.lstrip().startswith("#")

    def put_back(m: re.Match[str]) -> str:
        text = m.group(0)
        if code and text[0] not in "\"'":
            inner = next(g for g in m.groups() if g is not None)
            return f'"{inner}"' if '"' not in inner and "\\" not in inner else repr(inner)
        return text

    raw = [put_back(m) for m in QUOTES.finditer(body)]
    # a token past the prompt's quotes is a blank line's (BLANK_LINE): no text
    text = re.sub(
        rf" ?\b({TOKEN})\b ?",
        lambda m: raw[int(m.group(1)[1:])] if int(m.group(1)[1:]) < len(raw) else "",
        f" {segment} ",
    )
    return text.strip()


def in_backticks(token: str, body: str, quoted: list[str]) -> bool:
    """Whether a value token of the skeleton was quoted with backticks (code, not text)."""
    if not re.fullmatch(TOKEN, token.strip()):
        return False
    n = int(token.strip()[1:])
    text = quoted[n]
    # (that quote's own mark: "Make `emphasis` the default: set X to 'emphasis'" sets a text)
    marks = list(QUOTES.finditer(body))
    if len(marks) == len(quoted) and next(g for g in marks[n].groups() if g) == text:
        return marks[n].group(0).startswith("`")
    return f"`{text}`" in body


def located_edit(skel: str, quoted: list[str], path: str | None, body: str) -> EditRequest | None:
    """Edits placed by a line number, an end of the file, a quoted line to delete or comment
    out, an entry or a definition to delete."""
    m = phrasing.TWO_ENTRIES.search(skel)
    if m and not is_path(token_text(m["container"], quoted)):
        container = token_text(m["container"], quoted)
        first, second = (
            EditRequest("delete_entry", path=path, symbol=token_text(m[g], quoted), scope=container)
            for g in ("a", "b")
        )
        return dataclasses.replace(first, then=second)
    m = phrasing.KEEP_ONLY.search(skel)
    if m:  # (each entry to keep on a line of ``symbol``)
        items = re.findall(phrasing.KEPT_ITEM, re.sub(r"\s*(?:,|\band\b|&)\s*", " ", m["items"]))
        return EditRequest(
            "keep_entries",
            path=path,
            symbol="\n".join(token_text(i, quoted) for i in items),
            scope=token_text(m["container"], quoted),
        )
    m = phrasing.ENTRY_NOT_IN.search(skel)
    if m and not is_path(token_text(m["container"], quoted)):
        item, container = token_text(m["item"], quoted), token_text(m["container"], quoted)
        return EditRequest("delete_entry", path=path, symbol=item, scope=container)
    m = phrasing.DELETE_ENTRY.search(skel)
    if m and (
        m["its"]
        or m["word"]
        or m["word2"]
        or m["kind"]
        or m["desc"]
        or m["container"].startswith("__")
        # "drop md5 from _SUPPORTED_HASHES": a constant's name, a literal's
        or re.fullmatch(r"_*[A-Z][A-Z0-9]*_[A-Z0-9_]*", m["container"])
    ):
        # ("from the extended keyword list": the words, which the handler finds the name by)
        container = m["desc"].lower() if m["desc"] else token_text(m["container"], quoted)
        item = token_text(m["item"] or m["item2"], quoted) if (m["item"] or m["item2"]) else ""
        # "PARTIAL is obsolete. Drop its entry from Commands", "setcbreak should not be exported
        # anymore, take it out of __all__": the name said before
        if m["its"] or re.fullmatch(r"(?i)it|this|that", m["item2"] or ""):
            said = re.findall(rf"{TOKEN}|\b{phrasing.CODE_NAME}", skel[: m.start()]) or re.findall(
                rf"^\W*(?:{phrasing.FILE_SAID}\s*:\s*)?({IDENT})\s+(?:should|must|is|isn't|needs)\b",
                skel,
            )
            item = token_text(said[-1], quoted) if said else ""
        if not item and m["its"] and not is_path(container):
            # "We run without work stealing. Please drop its entry from DEFAULT_EXTENSIONS": the
            # entry whose code says what the sentence before does (the handler finds it)
            return EditRequest(
                "delete_entry",
                path=path,
                scope=container,
                described=restored(skel[: m.start()], body),
                reason="I could not tell which entry; quote its key.",
            )
        if not item:
            return EditRequest("decline", reason="I could not tell which entry; quote its key.")
        if not is_path(container):
            return EditRequest("delete_entry", path=path, symbol=item, scope=container)
    m = phrasing.ENTRY_SAID.search(skel)
    if m and not is_path(m["container"]) and not re.search(TOKEN, m["rest"]):
        return EditRequest(
            "delete_entry", path=path, symbol=token_text(m["item"], quoted), scope=m["container"]
        )
    m = phrasing.ADD_TO_LITERAL.search(skel)
    item = m and m["item"]
    if m and re.fullmatch(r"(?i)it|that|this", item):  # the one text quoted before it
        said = re.findall(TOKEN, skel[: m.start()])
        item = said[0] if len(said) == 1 else None
    if m and item:
        literal = restored(m["literal"], body)
        entry = (
            token_text(item, quoted) if in_backticks(item, body, quoted) else restored(item, body)
        )
        inner = literal[1:-1].rstrip()
        comma = ", " if inner and not inner.endswith(",") else " " if inner else ""
        new = f"{literal[0]}{inner}{comma}{entry}{literal[-1]}"
        return EditRequest("replace", path=path, old=literal, new=new, scope=place_first(skel))
    m = phrasing.ADD_ENTRY.search(skel)
    said = m and m["item"]
    if m and re.fullmatch(r"(?i)it|that|this", said):  # "let `tel` through: add it to X"
        before = re.findall(TOKEN, skel[: m.start()])
        said = before[0] if len(before) == 1 else said
    # a container told by its kind, __all__, or a constant ('add "x" to UNSAFE_ATTRIBUTES')
    if m and (
        m["kind"]
        or re.fullmatch(r"__\w+__", m["container"])
        or (re.fullmatch(TOKEN, said) and re.fullmatch(r"_?[A-Z][A-Z0-9_]*", m["container"]))
        # ("add 'imath' to other_symbols": a quoted entry, a name written as code)
        or (re.fullmatch(TOKEN, said) and "_" in m["container"] and "." not in m["container"])
    ):
        item, container = token_text(said, quoted), token_text(m["container"], quoted)
        anchor = token_text(m["anchor"], quoted) if m["anchor"] else ""
        said_where = (m["where"] or "").lower()
        where = "before" if said_where == "before" else "same line" if "same" in said_where else ""
        return EditRequest(
            "add_entry", path=path, symbol=item, scope=container, old=anchor, new=where
        )
    m = next(filter(None, (p.search(skel) for p in phrasing.REPLACE_ON_LINE)), None)
    if m:
        named = m.group("file") or m.groupdict().get("file0")
        target = token_text(named, quoted) if named else path
        old, new = (
            code_said(m.group("old"), quoted, body),
            code_said(m.group("new"), quoted, body, new=True),
        )
        if not target:
            return EditRequest(
                "decline",
                reason=f"the request names line {m.group('n')} but no file; say which file.",
            )
        if not is_path(old) and not is_path(new):
            return EditRequest("replace", path=target, old=old, new=new, line=int(m.group("n")))
    m = phrasing.APPEND_TO_MAIN.search(skel)
    if m:
        return EditRequest(
            "append", path=path, new=token_text(m["new"], quoted), scope=phrasing.MAIN
        )
    m = phrasing.APPEND_TO_BODY.search(skel)
    scope = token_text(m["scope"], quoted) if m else ""
    if m and scope.lower() in ("function", "method"):  # "... the last line of the method"
        said = re.findall(rf"{TOKEN}|\b{phrasing.CODE_NAME}", skel[: m.start()])
        names = {
            n for t in said if re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", n := token_text(t, quoted))
        }
        scope = names.pop() if len(names) == 1 else ""
    if m and scope and not is_path(scope):
        new = token_text(m["new"], quoted)
        return EditRequest("append", path=path, new=new, scope=scope.removesuffix("()"))
    m = (
        phrasing.AT_END.search(skel)
        or phrasing.APPEND.search(skel)
        or phrasing.AT_END_COLON.search(skel)
        or phrasing.AT_END_PLACE_FIRST.search(skel)
        or phrasing.NEEDS_AT_END.search(skel)
        or phrasing.AT_END_FIRST.search(skel)
        or phrasing.UNQUOTED_AT_END.search(skel)
        or phrasing.AT_END_ARROW.search(skel)
    )
    if m and m["new"].lstrip().startswith("#") and _PLACE_SAID.search(skel, 0, m.start()):
        # "right after the line that ..., insert # ... turned back at the end": the place is
        # said first; "at the end" ends the comment
        m = None
    if m:
        named = m.group("file") or m.groupdict().get("file0")
        target = token_text(named, quoted) if named else path
        where = (m.groupdict().get("where") or m.groupdict().get("verb") or "").lower()
        op = "append" if re.match(r"end|bottom|append|last|final", where) else "prepend"
        new = m.group("new").strip()
        new = (
            token_text(new, quoted) if re.fullmatch(TOKEN, new) else restored(new, body, code=True)
        )
        # (no file named: the handler looks for a module said by its name, "patheffects has
        # ... Append X at the very end of the file")
        return EditRequest(op, path=target, new=new, reason="" if target else phrasing.NO_FILE)
    m = phrasing.LINE_SHOULD_READ.search(skel)
    if m:
        target = token_text(m.group("file"), quoted) if m.group("file") else path
        if not target:
            return EditRequest(
                "decline",
                reason=f"the request names line {m.group('n')} but no file; say which file.",
            )
        new = m.group("new").strip()
        new = (
            token_text(new, quoted) if re.fullmatch(TOKEN, new) else restored(new, body, code=True)
        )
        n = int(m.group("n"))
        return EditRequest("replace_lines", path=target, new=new, line=n, last=n)
    m = phrasing.THAT_LINE_TO.search(skel) or phrasing.THAT_LINE_READ.search(skel)
    m = m if m and not re.search(TOKEN, skel[: m.start()]) else None  # a line quoted: that one
    said = list(phrasing.LINES_SAID.finditer(skel, 0, m.start())) if m else []
    if m and len(said) == 1 and not said[0]["b"]:  # "... on line 296 of F. change that line to X"
        target = token_text(said[0]["file"], quoted) if said[0]["file"] else path
        n, new = int(said[0]["a"]), m["new"].strip()
        as_written = m.re is phrasing.THAT_LINE_READ
        new = (
            token_text(new, quoted)
            if re.fullmatch(TOKEN, new)
            else restored(new, body, code=not as_written)
        )
        return EditRequest("replace_lines", path=target, new=new, line=n, last=n)
    if (
        m
        and not said
        and m.re is phrasing.THAT_LINE_TO
        and (
            m["adj"]  # "that fallback line"
            or m["noun"].lower() != "line"  # "that raise"
            or not re.search(r"\b(?:to|with|into)\b", skel[m.end("noun") : m.start("new")])
            or re.search(r"\bline\s+(?:that|which|where)\b", skel[: m.start()], re.I)
        )
    ):  # (else code said before is the line's: "because of f(x). Replace that line with ...")
        # "f in FILE falls back to 1000 ms ... Change that fallback line to `return 2000`": the
        # line of the definition said that the new one is plainly an edit of, or said before
        names = {
            token_text(t, quoted) if re.fullmatch(TOKEN, t) else t
            for t in re.findall(rf"{TOKEN}|{IDENT}(?:\.{IDENT})*", skel[: m.start()])
        }
        code = [n for n in names if code_name(n) and not is_path(n)]
        return EditRequest(
            "replace_line",
            path=path,
            new=code_said(m["new"], quoted, body, new=True),
            scope=code[0] if len(code) == 1 else "",
            described=restored(skel[: m.start()], body),
            reason="I could not tell which line to change; " + phrasing.HOW_TO["replace_line"],
        )
    m = phrasing.RETURNS_GIVEN.search(skel)
    if m:  # "change f so it returns X": f's return statement, X what it returns
        return EditRequest(
            "replace_line",
            path=path,
            # (code in backticks; a string, or an f-string, in the quotes it is written with)
            new="return "
            + (
                token_text(m["new"], quoted)
                if in_backticks(m["new"], body, quoted)
                else restored(m["new"], body)
            ),
            scope=token_text(m["scope"], quoted),
            described="the return statement",
            reason="I could not tell which return statement to change; quote its line.",
        )
    m = phrasing.RETURN_LINE_WITH.search(skel)
    if m:  # "Look at f: ... Replace its return line with return x": f's return statement
        before = [
            token_text(t, quoted) if re.fullmatch(TOKEN, t) else t
            for t in re.findall(rf"{TOKEN}|{IDENT}(?:\.{IDENT})*", skel[: m.start()])
        ]
        scope = token_text(m["scope"], quoted) if m["scope"] else ""
        code = [n for n in before if code_name(n) and not is_path(n)]
        named = files_named(m["file"], quoted) if m["file"] else []
        return EditRequest(
            "replace_line",
            path=path or (named[0] if named else None),
            new=code_said(m["new"], quoted, body, new=True),
            scope=scope or (code[0] if len(set(code)) == 1 else ""),
            described="the return statement",
            reason="I could not tell which return statement to change; quote its line.",
        )
    m = (
        phrasing.BEFORE_RETURN.search(skel)
        or phrasing.BEFORE_ITS_RETURN.search(skel)
        or phrasing.BEFORE_RETURN_OF.search(skel)
    )
    scope = (
        (token_text(m["scope"], quoted) if m.groupdict().get("scope") else place_first(skel))
        if m
        else ""
    )
    if scope:  # ("just before its return statement, insert ...": the function said before)
        named = m.groupdict().get("file") or m.groupdict().get("file2")
        return EditRequest(
            "insert_before",
            path=token_text(named, quoted) if named else path,
            new=code_said(m["new"], quoted, body, new=True),
            scope=scope,
            described="the return statement",
            reason="I could not tell which return statement to insert before; quote its line.",
        )
    m = phrasing.LINE_N_BECOMES.search(skel)
    if m:  # ("..., pushing X one line down": a line put there, before the one it was)
        named = m["file"] or m["file2"]
        return EditRequest(
            "insert_at" if m["down"] else "replace_lines",
            path=token_text(named, quoted) if named else path,
            old="before" if m["down"] else "",
            new=code_said(m["new"], quoted, body, new=True),
            line=int(m["n"]),
            last=0 if m["down"] else int(m["n"]),
        )
    m = phrasing.LINE_N_CHANGE.search(skel)
    if m:
        named = m["file"] or m["file2"]
        n = int(m["n"])
        new = code_said(m["new"], quoted, body, new=True)
        return EditRequest(
            "replace_lines",
            path=token_text(named, quoted) if named else path,
            new=new,
            line=n,
            last=n,
        )
    m = (
        phrasing.AT_LINE.search(skel)
        or phrasing.AT_LINE_FIRST.search(skel)
        or phrasing.AT_LINE_NOUN_FIRST.search(skel)
        or phrasing.NEEDS_AT_LINE.search(skel)
        or phrasing.NEW_LINE_N.search(skel)
        or _line_n_code(skel)
    )
    if m:
        named = m.group("file") or m.groupdict().get("file2")
        target = token_text(named, quoted) if named else path
        if not target:
            return EditRequest(
                "decline",
                reason=f"the request names line {m.group('n')} but no file; say which file.",
            )
        after = (m.group("where") or "at").lower() in ("after", "below", "under")
        new = code_said(m.group("new"), quoted, body, new=True)
        if not (m.groupdict().get("arrow") and not new.startswith("#")):  # "line 9 -> x = 1"
            return EditRequest(  # replaces line 9, if anything: only a comment is put there
                "insert_at",
                path=target,
                old="after" if after else "before",
                new=new,
                line=int(m.group("n")),
            )
    m = phrasing.LINES_PRONOUN.search(skel)
    said = [s for s in phrasing.LINES_SAID.finditer(skel, 0, m.start())] if m else []
    if said and re.search(r"\b(?:it|them|line)$", m[0], re.I):  # "it": the lines said first
        said = [s for s in said if phrasing.SUBJECT_FIRST.fullmatch(skel[: s.start()])]
    if said:
        op = line_op(m["verb"], numbered=True)
        first, last = sorted((int(said[-1]["a"]), int(said[-1]["b"] or said[-1]["a"])))
        target = token_text(said[-1]["file"], quoted) if said[-1]["file"] else path
        return EditRequest(op, path=target, line=first, last=last)
    # "the `if not x:` / `break` pair ... Delete those two lines.": the lines quoted before
    shown = re.findall(TOKEN, skel[: m.start()]) if m and not said else []
    count = phrasing.COUNTED.search(m[0]) if m else None
    if (
        len(shown) >= 2
        and re.fullmatch(phrasing.DELETE_VERB, m["verb"], re.I)
        and re.search(r"\b(?:both|th(?:ose|ese)|them|two|three|four)\b", m[0], re.I)
        and (count is None or phrasing.COUNT_WORDS[count[0].lower()] == len(shown))
    ):
        return EditRequest(
            "delete_line", path=path, old="\n".join(token_text(t, quoted) for t in shown)
        )
    m = phrasing.DELETE_LINES_AT.search(skel)
    if m:  # no file named: the workspace's one file, or declined by the handler
        target = token_text(m.group("file"), quoted) if m.group("file") else path
        first, last = int(m.group("a")), int(m.group("b") or m.group("a"))
        op = line_op(m.group("verb"), numbered=True)
        return EditRequest(op, path=target, line=min(first, last), last=max(first, last))
    m = phrasing.THIS_LINE_COLON.search(skel)
    if m:
        op = line_op(m["verb"])
        old = code_said(m["old"], quoted, body)  # quoted or not: "...: `x = 1`", "...: x = 1"
        return EditRequest(op, path=path, old=old, scope=scope_of(m, quoted))
    m = phrasing.LINE_PRONOUN.search(skel)
    said = text_said(skel[: m.start()], quoted, body) if m else ""
    before = skel[: m.start()] if m else ""
    assigned = phrasing.ASSIGNMENT_SAID.findall(before)
    if len(assigned) == 1:  # "the first line, num_sent = 0, is dead code ... Delete it."
        said = restored(assigned[0], body)
    elif (
        said
        and not re.search(TOKEN, before)
        and (len(re.findall(r"\blines?\b", before)) > 1 or phrasing.NEXT_TO.search(before))
    ):
        # "the first line, x = f(y), is worth keeping, but the line after it ...": which
        # line the code said is on, or one next to it, is not clear
        return EditRequest(
            "decline", reason="I could not tell which line; " + phrasing.HOW_TO["delete"]
        )
    # "`walk` is unused. Delete it.": a name said is a definition to delete, not a line
    a_name = (
        m
        and re.fullmatch(phrasing.DELETE_VERB, m["verb"], re.I)
        and re.fullmatch(rf"{IDENT}(?:\.{IDENT})*(?:\(\))?", said)
    )
    numbers = re.findall(r"\bline\s+(\d+)\b", skel[: m.start()], re.I) if m else []
    if m and len(set(numbers)) == 1 and re.search(r"\bline\b", m[0], re.I):
        # "line 357 sets self.x although super().__init__ did. Can you delete that line?"
        n = int(numbers[0])
        return EditRequest(line_op(m["verb"], numbered=True), path=path, line=n, last=n)
    if said and not a_name:
        return EditRequest(line_op(m["verb"]), path=path, old=said, scope=place_first(skel))
    if (
        m
        and not said
        and not re.fullmatch(phrasing.DELETE_VERB, m["verb"], re.I)
        and phrasing.STATEMENT_SAID.search(before)
    ):
        # "the assert that checks the child is a paren blows up ...; comment it out": the line
        # said by what it does, found by the handler or declined with the reason
        named = re.match(
            rf"\W*(?:{phrasing.FILE_SAID}\s*[,:]\s*)?({IDENT}(?:\.{IDENT})*)(?:\(\))?\s*:\s", before
        )
        return EditRequest(  # (where: "In f, ...", or "FILE, f: the assert that ...")
            line_op(m["verb"]),
            path=path,
            scope=scope_said(before, quoted) or (named[1] if named else ""),
            described=restored(before, body),
            reason="I could not tell which line to change; " + phrasing.HOW_TO["delete"],
        )
    m = phrasing.STATEMENT_PRONOUN.search(skel)
    said = re.findall(rf"{TOKEN}|\b{phrasing.CODE_NAME}", skel[: m.start()]) if m else []
    named = {n for t in said if re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", n := token_text(t, quoted))}
    if m and len(named) == 1:
        return EditRequest(line_op(m["verb"]), path=path, old=f"{m['kw'].lower()} {named.pop()}")
    m = phrasing.DESCRIBED_LINE.search(skel)
    # a name, or markup the line writes ("the line that turns quotes into &quot;"), never one
    # of a remark after a dash ("... - I want to check whether delete_all=True ...")
    # ("the line which deletes the frame (the one under the 'break reference cycle' comment)":
    # a comment that says where the line is, not what it holds)
    held = phrasing.COMMENT_NEAR.sub(" ", m["desc"]) if m else ""
    desc = phrasing.REMARK_DASH.split(held)[0]
    names = re.findall(rf"\b{phrasing.CODE_NAME}|(?<!\S)&#?\w+;|(?<!\S)</?\w+>", desc) if m else []
    # ("the call at the very end of C.m that ...": a definition said where a file may be)
    defined = m and m["file"] and not re.fullmatch(TOKEN, m["file"]) and not is_path(m["file"])
    if m and m["call"] and (m["scope"] or defined) and not names:
        # "comment out the call in C.m that checks every field is set (pkg module)": the one
        # call there that does it, found by the handler by its words
        module = f"{m['package']}/{m['module']}.py" if m["module"] else None
        return EditRequest(
            line_op(m["verb"]),
            path=path or module,
            scope=m["scope"] or m["file"],
            nth={"bottom": -1, "end": -1, "top": 1, "start": 1}.get((m["end"] or "").lower(), 0),
            described=restored(desc, body),
            reason="I could not tell which line to change; " + phrasing.HOW_TO["delete"],
        )
    if m and (m["kw"] or names):
        nth = {"bottom": -1, "end": -1, "top": 1, "start": 1}.get((m["end"] or "").lower(), 0)
        # ("In typeof_series, delete the assert on ...": the definition said before)
        scope = m["scope"] or scope_said(skel[: m.start()], quoted)
        if m["file"] and not re.fullmatch(TOKEN, m["file"]) and not is_path(m["file"]):
            # "the assertion at the start of KeyBindings.add that checks ...": a definition, not
            # a file; the one line of its kind there (the first of several may not be the one)
            nth, scope = 0, m["file"]
        # a quote in the description is the code the line holds ("that writes them (`w()`)")
        said = [token_text(t, quoted) for t in re.findall(TOKEN, held)] + names
        # ("the debug line that logs 'Loading licenses from ...'": the text up to the elision)
        old = f"{m['kw'].lower()} " if m["kw"] else _elided(said[0])
        return EditRequest(
            line_op(m["verb"]), path=path, old=old, scope=scope, nth=nth, described=m["desc"]
        )
    m = phrasing.LINE_WISHED.search(skel)
    sentence = _sentence(skel, m.start(), m.end()) if m else ""
    said = re.findall(TOKEN, sentence) if re.search(r"\bline\b|\bone\b", sentence, re.I) else []
    if len(said) == 1:
        verb = m["verb"].lower().split()[0]
        op = {"commented": "comment_out", "uncommented": "uncomment"}.get(verb, "delete_line")
        return EditRequest(op, path=path, old=token_text(said[0], quoted))
    m = phrasing.CODE_WISHED.search(skel)  # "Sequence.register(memoryview) should be commented out"
    if m:
        verb = m["verb"].lower().split()[0]
        op = {"commented": "comment_out", "uncommented": "uncomment"}.get(verb, "delete_line")
        return EditRequest(op, path=path, old=restored(m["old"], body))
    m = phrasing.NTH_CALL.search(skel)
    told = m and (m["nth"] or m["end"] or m["call"] or not is_path(m["scope"]))
    if told and not re.fullmatch(
        rf"{phrasing.KIND}|{phrasing.DEFINITION}|{phrasing.ROLE_NOUN}|lines?|comment|code|it|this|that",
        m["name"],
        re.I,
    ):
        name = m["name"]
        # ("comment out that assertion in f": its assert statement)
        name = "assert" if name.lower() in ("assertion", "asserts", "assertions") else name
        # ("uncomment the club2 line in f": the line that says the name, a call or not)
        line = (m["call"] or "").split() == ["line"]
        old = name if name.lower() in phrasing.STATEMENTS or line else f"{name}("
        place = (m["nth"] or m["end"] or "").lower()
        nth = (
            1
            if place in ("first", "start", "top", "beginning")
            else -(place in phrasing.LAST_WORDS)
        )
        scope = token_text(m["scope"], quoted) if re.fullmatch(TOKEN, m["scope"]) else m["scope"]
        scope = "" if is_path(scope) else scope  # "the warnings.warn call in FILE"
        # ("remove the Napoleon-Myriel edge from f": of the lines there calling ``edge(``, the
        # one that says what is said before it)
        kind = re.fullmatch(phrasing.KIND, m["mod"] or "", re.I)  # (not "the method X from C")
        said = restored(m["mod"], body) if m["mod"] and not kind else ""
        return EditRequest(
            line_op(m["verb"]), path=path, old=old, scope=scope, nth=nth, described=said
        )
    m = phrasing.NTH_CALL_ALONE.search(skel)
    where = definition_said_first(skel) if m else ""
    if m and where and where != m["name"]:
        # "In f, delete the first get_role call", "f looks the role up twice ... Delete that
        # first get_role call, ...": the function said before
        nth = 1 if m["nth"].lower() == "first" else -1
        return EditRequest(line_op(m["verb"]), path=path, old=f"{m['name']}(", scope=where, nth=nth)
    m = phrasing.COMMENT_OUT.search(skel) or phrasing.UNQUOTED_COMMENT_OUT.search(skel)
    if m:
        op = line_op(m.group("verb"))
        old = m.group("old").strip()
        again = phrasing.LINE_NAMED_AGAIN.search(skel, m.end("old"))
        old = again["old"] if again and in_backticks(again["old"], body, quoted) else old
        old = token_text(old, quoted) if re.fullmatch(TOKEN, old) else restored(old, body)
        return EditRequest(op, path=path, old=_elided(old), scope=scope_of(m, quoted))
    m = phrasing.DELETE_MAIN.search(skel)
    said = re.findall(TOKEN, m[0]) if m else []
    if m and all("__main__" in token_text(t, quoted) for t in said):  # not "the `x` block"
        return EditRequest("delete_definition", path=path, symbol=phrasing.MAIN)
    m = phrasing.DELETE_WITH_MAIN.search(skel)
    said = re.findall(TOKEN, skel[m.end("name2" if m["name2"] else "name") : m.end()]) if m else []
    if m and all("__main__" in token_text(t, quoted) for t in said):
        name = token_text(m["name"] or m["name2"], quoted).strip().removesuffix("()")
        if re.fullmatch(IDENT, name):
            return EditRequest(
                "delete_definition",
                path=path,
                symbol=name,
                then=EditRequest("delete_definition", path=path, symbol=phrasing.MAIN),
            )
    m = phrasing.DELETE_MARKED_COMMENT.search(skel)
    if m:
        mark = token_text(m["mark"], quoted).strip("`'\"“”‘’")
        scope = token_text(m["scope"], quoted) if m["scope"] else ""
        return EditRequest("delete_line", path=path, old=mark, scope=scope)
    m = phrasing.DELETE_DEFINITION.search(skel)
    if m:
        said = m["name"] or m["name2"] or m["name3"] or m["name4"] or m["name5"] or m["name6"]
        name = token_text(said, quoted).strip()
        name = name.removesuffix("()")
        if said == m.group("name2") and name.lower() == "the":  # "... X. Remove the method."
            name = re.match(r"\w+\s+\w+", skel[m.start("name2") :])[0]
        # "the emit method of FileSink"
        if m.group("owner") and not phrasing.PRONOUN.fullmatch(name):
            name = f"{token_text(m.group('owner'), quoted).strip()}.{name}"
        # ("the exception handler", "the signal handler": what a handler is for, not its name)
        plain = re.fullmatch(r"[a-z]+", name) and re.search(
            rf"\b{name}\s+(?:handler|callback)\b", skel
        )
        # (never a file: "delete that property [okp_key.py]")
        if (
            re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", name) or phrasing.PRONOUN.fullmatch(name)
        ) and not (plain or is_path(name)):
            top = bool(phrasing.TOP_LEVEL.search(skel))
            return EditRequest("delete_definition", path=path, symbol=name, top_level=top)
    m = phrasing.DELETE_LINE.search(skel)
    if m:
        old = token_text(m.group("old"), quoted)
        if not is_path(old):
            whole = not (m.group("word") or m.group("word2"))
            return EditRequest("delete_line", path=path, old=old, whole=whole)
    m = phrasing.DELETE_NAME_FROM.search(skel)
    # a bare name is a definition when a file is named, or it is written as code (C.m, f(),
    # _validate_hatch_pattern)
    if m and (
        path
        or m.group("call")
        or code_name(token_text(m["name"], quoted))
        or phrasing.PRONOUN.fullmatch(m["name"])
    ):
        name = token_text(m.group("name"), quoted).strip().removesuffix("()")
        if re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", name):
            return EditRequest("delete_definition", path=path, symbol=name)
    m = phrasing.UNQUOTED_DELETE_LINE.search(skel)
    if m:
        whole = not (m.group("word") or m.group("word2"))
        said = restored(m.group("old"), body)
        old = _elided(said)
        whole = whole and old == said  # "delete the print(...) call": part of its line
        return EditRequest(
            "delete_line", path=path, old=old, whole=whole, scope=scope_of(m, quoted)
        )
    return None


# a line's place said before the verb ("right after the line ...,", "just above `x = 1`,")
_PLACE_SAID = re.compile(
    r"\b(?:after|before|above|below|under|beneath|over)\s+(?:the\s+|that\s+)?(?:line|Q\d+)", re.I
)


def _line_n_code(skel: str) -> re.Match[str] | None:
    """ "FILE line 20: import os", but not "FILE line 3: X = 20 should be X = 30" (a wish); a
    comment's own "must" is prose ("line 338: # the options above must set ...")."""
    m = phrasing.LINE_N_CODE.search(skel)
    should = "" if m and m["new"].lstrip().startswith("#") else rf"\s{phrasing.SHOULD}\s|"
    wish = m and re.search(rf"{should}->|→|=>|\binstead\b", m["new"], re.I)
    return None if wish else m


def _elided(code: str) -> str:
    """A call written with its arguments left out ("warnings._deprecated(...)") as the text its
    line holds: the call's name and its opening bracket."""
    code = re.sub(r"\((?:\.\.\.|…)\)$", "(", code.strip())
    # 'LOGGER.debug("entering list: ...")': what is written before the elision
    before = re.split(r"\s*(?:\.\.\.|…)", code)[0]
    return before if before != code and len(before) >= 8 else code
