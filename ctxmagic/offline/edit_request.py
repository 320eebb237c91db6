"""An edit a prompt asks for, read the way people write it: the file named anywhere in the
sentence ("rename X in FILE to Y", "... in FILE"), the text in any quotes (backticks, double or
single quotes, typographic quotes), "right after / just before the line ...", "after line 3 of
FILE", "at the top / end of FILE", "replace ... with ...", "change ... to ...", "set X to 5",
"change X from 3 to 5", "delete / comment out the line ...", "delete the function X".

The prompt is read as a skeleton: every quoted text becomes a token ``Q0``, ``Q1`` ... and the
patterns below match the skeleton, so a quote holding the words "to" or "with" cannot break them.
A request with an edit verb that none of the patterns fits becomes ``decline`` with the reason
and the phrasing that would work, so the answer can say why it did not change anything.
"""

from __future__ import annotations

import ast
import dataclasses
import difflib
import keyword
import re

from . import edit_phrasings as phrasing
from .edit_docstring import docstring_asked, docstring_edit
from .edit_location import (
    code_said,
    definition_said_first,
    in_backticks,
    line_op,
    located_edit,
    place_first,
    restored,
    scope_of,
    scope_said,
    text_said,
)
from .request_text import (
    ANY_QUOTE,
    BRACKETED,
    IDENT,
    NUMBER,
    QUOTES,
    TOKEN,
    VALUE,
    EditRequest,
    code_name,
    files_named,
    files_said,
    in_quotes,
    is_path,
    most_alike,
    nested_quotes,
    number_pattern,
    quote_placeholders,
    quoted_blank,
    quoted_lines,
    skeleton,
    token_text,
    untypo,
)


def _number_entry(m: re.Match[str]) -> str:
    after = f", after `{m['first']}`" if m["first"] else ""
    return f"{m['verb']} `{m['value']}` {m['to']}{after}"


def _place_after_code(request: EditRequest | None) -> EditRequest | None:
    """ "add mimetypes = ['x'] to WebIDLLexer, on the line right after ...": the class said after
    the new line unquoted is where it goes, no part of it (the line alone is Python)."""
    if request is None or request.op not in ("insert_after", "insert_before") or request.scope:
        return request
    m = re.fullmatch(
        rf"(?P<code>.+?)\s+(?:to|into)\s+(?:the\s+)?(?P<place>{phrasing.DEFINITION_NAME})"
        r"(?:\s+(?:class|function|method))?",
        request.new,
    )
    if m is None or m["code"].lstrip().startswith("#"):
        return request
    try:
        ast.parse(m["code"].strip())
    except SyntaxError:
        return request
    return dataclasses.replace(request, new=m["code"], scope=m["place"])


def _entry_of_constant(value: str, name: str, anchor: str = "") -> bool:
    """Whether adding ``value`` to ``name`` adds an entry to a constant's literal ("add `30.0`
    to Histogram.DEFAULT_BUCKETS"), not a line to a definition: a bare value, a constant (or
    an attribute, beside an entry that is a value: "add '*.plt' to C.filenames, after '*.pl'")."""
    bare = rf"{NUMBER}|{IDENT}|'[^'\n]*'|\"[^\"\n]*\"|[^\s=(),:\[\]{{}}]+"
    return bool(
        re.fullmatch(bare, value.strip())
        and (
            re.fullmatch(r"_?[A-Z][A-Z0-9_]*|__\w+__", name.rsplit(".", 1)[-1])
            or (
                "." in name
                and re.fullmatch(bare, anchor.strip())
                and not re.fullmatch(IDENT, value.strip())
                and not re.fullmatch(IDENT, anchor.strip())
            )
        )
    )


def _add_to_name_then_place(m: re.Match[str]) -> str:
    """The line said, then where it goes (an entry of a constant read as said)."""
    return m[0] if m["new"] and _entry_of_constant(m["new"], m["name"]) else f"{m[1]} "


def _not_a_remark(m: re.Match[str], skel: str) -> bool:
    """Whether words in brackets are part of the request: a change asked in them ("(then
    rename it)"), a value ("set X to (a for a in b)") or a place."""
    said = m[1]  # a line number or a file in them is a place: "(lines 539-540 of trace.py)"
    return bool(
        phrasing.EDIT_VERB.search(said)
        or phrasing.VALUE_BEFORE.search(skel[: m.start()])
        or re.search(r"\d|\w\.\w", said)
        # "except (TypeError, ValueError):", "isinstance (a, b)": code's own brackets
        or re.search(
            r"\b(?:except|in|not|and|or|return|yield|raise|lambda|if|elif)\s*$", skel[: m.start()]
        )
        or skel[m.end() : m.end() + 1] in (":", "[")
        # "a comment explaining what monochrome is for (the contouring one)": which one
        or re.fullmatch(r"(?i)the\s+[\w-]+(?:\s+[\w-]+)?\s+one", said.strip())
    )


def looks_like_change(body: str) -> bool:
    """Whether ``body`` asks for a change in words no pattern reads (see CHANGE_SAID)."""
    plain = re.sub(r"`[^`\n]*`|\"[^\"\n]*\"|“[^”\n]*”", " `` ", body)
    if phrasing.ASKED_TO_SHOW.search(plain) and not phrasing.CHANGE_LABEL.match(plain):
        return False
    return bool(
        phrasing.CHANGE_LABEL.match(plain)
        or phrasing.CHANGE_SAID.search(plain)
        or phrasing.FEATURE_WISH.search(body)
    )


def requests_change(body: str) -> bool:
    """Whether a sentence of ``body`` asks for a change in a request's frame ("... compiles
    three times. Can you restructure it?"): then the prompt is a request, never a question."""
    sentences = re.split(r"(?<=[.!?;])\s+|\s+[—–-]+\s+", body.strip())
    framed = [p for s in sentences for p in re.split(r",\s+", s)]  # "X is slow, can you ...?"
    # "... without a docstring - could you give it one?"
    documents = bool(phrasing.DOCSTRING.search(body))
    asked = [
        p[m.end() :] for p in framed if (m := phrasing.REQUEST_FRAME.match(p))
    ]  # "Is it possible to"
    return (
        any(
            phrasing.EDIT_VERB.match(p)
            or phrasing.AND_CHANGE.search(p)
            or (documents and phrasing.DOC_VERB.search(p))
            or phrasing.RENAME_CALL.match(p)  # "X is a cryptic name. Could you call it Y instead?"
            for p in asked
        )
        or any(  # "... Fix it if not.", "Is X thread-safe? If not, make it so." (not a choice
            # asked about: "How does f merge entries -- append or merge into the existing one?")
            i > 0
            and phrasing.EDIT_VERB.match(
                phrasing.PLACE_LEAD.sub("", phrasing.CONDITION_LEAD.sub("", s))
            )
            and not phrasing.EITHER_OR.search(s)
            for i, s in enumerate(sentences)
        )
        # "Can CliRunner.invoke get a timeout= argument ...?"
        or bool(phrasing.FEATURE_WISH.search(body))
        or any(  # "When the lexer hits a bad character, make it list ...": a condition, then asked
            (m := phrasing.WHEN_THEN.match(s)) and phrasing.EDIT_VERB.match(s[m.end() :])
            for s in sentences
        )
    )


def _base_verb(gerund: str) -> str:
    """The imperative of a request's verb said with -ing: adding, renaming, putting, fixing."""
    stem = gerund[:-3].lower()
    for verb in (stem, stem + "e", stem[:-1]):  # adding, renaming, putting
        if verb in phrasing.VERBS:
            return verb
    return gerund


def _urls_quoted(prompt: str) -> str:
    """A bare URL read as quoted text ("the link is still http://a.org/x, change it to
    https://a.org/x"): it holds no words of the request, and its colon splits no sentence. One
    inside quotes, or in a comment written out, is left as it is."""
    if "://" not in prompt:  # (every prompt passes here)
        return prompt
    spans = [q.span() for q in QUOTES.finditer(prompt)]

    def quoted(m: re.Match[str]) -> str:
        inside = any(a <= m.start() < b for a, b in spans)
        # (nor one in a comment written out: "add # see https://x.org above it" keeps its text)
        commented = "#" in prompt[: m.start()].rpartition("\n")[2]
        return m[0] if inside or commented else f"`{m[0]}`"

    return phrasing.BARE_URL.sub(quoted, prompt)


def read_edit(prompt: str) -> EditRequest | None:
    """The edit ``prompt`` asks for, or None when it asks for none (a question). A prompt that
    asks for two changes ("set X to 3 and rename f to g") is declined: making the one a pattern
    finds would leave the other undone."""
    # "We are renaming X to Y, ... . First step: set __all__ to ...", "I'm going to log every
    # call. For a start, add `import logging` ...": the request after what the work is
    for lead in (phrasing.ONGOING_WORK.match(prompt), phrasing.FIRST_STEP.search(prompt)):
        retried = read_edit(prompt[lead.end() :]) if lead else None
        if not _unread(retried):
            return dataclasses.replace(retried, path=retried.path or _first_file(prompt))
    prompt = phrasing.FILE_AFTER_COMMENT.sub(r"In \g<file>, \g<request>", prompt)
    prompt = _urls_quoted(prompt)
    for pattern, plainly in phrasing.SAID_PLAINLY:
        prompt = pattern.sub(plainly, prompt)
    prompt = phrasing.COMMENT_LAST.sub(
        r"\1`\2`", phrasing.COMMENT_PLACED.sub(r"`\1`", _lines_spelled(prompt))
    )
    prompt = phrasing.COMMENT_SAYING_LAST.sub(_comment_placed_first, prompt)
    prompt = phrasing.FILE_LINE_FIRST.sub(r"In \g<file>, ", prompt)
    prompt = _IN_FILE_NO_COMMA.sub(r"\1, ", prompt)  # "In F DEBUG should be 2": In F, ...
    prompt = _numbers_said_as_lines(prompt)
    # '... should read "y". table.py', "... It's in fsspec's callbacks.py.": where, said last
    prompt = phrasing.FILE_LAST.sub(lambda m: f" ({m[1] or m[2]})", prompt)
    request = _place_after_code(_read_edit(prompt))
    square = phrasing.FILE_LAST_IN_SQUARE.search(prompt)
    if square:  # "Delete that property. [F]": where, said last, read as "(F)" when that reads
        retried = _read_edit(prompt[: square.start()] + f" ({square[1]})")
        request = request if _unread(retried) else retried
    wrapped = phrasing.WHOLE_QUOTED.fullmatch(prompt)
    if _unread(request) and wrapped:
        # '“just before X add Y” -- tornado autoreload': the request pasted in quotes, a remark
        # after it (a file it names says where)
        retried = read_edit(wrapped["body"] or wrapped["body2"])
        if not _unread(retried):
            return dataclasses.replace(
                retried, path=retried.path or _first_file(wrapped["rest"] or "")
            )
    commit = phrasing.COMMIT_TYPE.match(prompt)
    if commit and (_unread(request) or not re.search(r"[/.]", commit["scope"] or "")):
        # "chore(utils): get_ipv6 is deprecated ..., drop it": a commit message's type and
        # scope (a module's name, read before as code to delete) are no part of the request; a
        # scope that is a file ("refactor(partd/file.py): a -> b") says where
        retried = read_edit(prompt[commit.end() :])
        declined = request is None or (request.op == "decline" and not request.reason)
        # ("fix(npyio): ... insert ...": no bug to find, a line edit whose line is described)
        if declined and retried is not None and retried.op != "decline":
            return retried
        if not _unread(retried):
            prompt, request = prompt[commit.end() :], retried
    restated = phrasing.IE_SAID.search(prompt)
    if (
        restated
        and request is not None
        and request.op == "decline"
        and "more than one" in request.reason
    ):
        # "make it warn after 3 failed syncs instead of 5 -- i.e. change warn_at = 5 to warn_at
        # = 3": the change said again, plainly
        retried = _read_edit(prompt[restated.end() :])
        if not _unread(retried):
            return dataclasses.replace(retried, path=retried.path or _first_file(prompt))
    for frame, said in phrasing.REFRAMED:
        if not _unread(request):
            break
        again = frame.sub(said, prompt)
        retried = _read_edit(again) if again != prompt else None
        if not _unread(retried):
            prompt, request = again, retried
    if _unread(request):
        request = (
            _that_number(prompt)
            or _that_thing_to(prompt)
            or _that_to(prompt)
            or _that_link_to(prompt)
            or request
        )
    label = phrasing.LABEL_FIRST.match(prompt)
    if request is None and label and phrasing.EDIT_VERB.match(prompt[label.end() :]):
        # "labextensions: add a subcommand ...": a label, then the request (but "lookup: rename
        # to parse_level" names what to rename)
        prompt = prompt[label.end() :]
        request = _read_edit(prompt)
    said = phrasing.CONTEXT_THEN_REQUEST.match(prompt) if request is None else None
    if said:  # "I'm chasing a leak and want to know whether it matters: in f delete the line ..."
        retried = _read_edit(prompt[said.end() :])
        if retried is not None and retried.op != "decline":
            prompt, request = prompt[said.end() :], retried
    if (
        request is not None
        and request.op == "docstring"
        and re.match(r"(?:change|replace|swap|turn)\s.+\s(?:to|with|into|for)\s", request.new, re.I)
        and not phrasing.DOCSTRING_ASKED.search(prompt)
    ):
        # "the example in the docstring of f is wrong: change foo(1) to foo(2)": a change in
        # the docstring, not a new one that says so
        retried = _read_edit(request.new.rstrip("."))
        if retried is not None and retried.op in ("replace", "set_value") and retried.new:
            old = retried.old or retried.symbol
            return EditRequest("replace", path=request.path, old=old, new=retried.new)
        return EditRequest("decline")
    if request is not None and request.op == "docstring" and is_path(request.symbol):
        # "Backend.cipher_supported in the openssl backend.py needs a docstring": the one
        # dotted name said that is no file is what to document
        dotted = [
            n
            for n in dict.fromkeys(re.findall(r"\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\b", prompt))
            if not is_path(n)
        ]
        if len(dotted) == 1:
            request = dataclasses.replace(request, symbol=dotted[0])
    if request is not None and request.op == "docstring" and phrasing.NEW_DEFINITION.search(prompt):
        # "add a .str.reverse() method ... with a proper docstring": new code, not a docstring
        return EditRequest("decline")
    if request is not None and request.op == "set_value" and not request.scope:
        # "In find_peaks_cwt's signature, change the default noise_perc from 10 to 5"
        request = dataclasses.replace(request, scope=scope_said(*skeleton(prompt)))
    if request is not None and request.op == "set_value":
        request = _default_said_before(request, prompt)
    if request is not None and request.op == "replace" and phrasing.SEVERAL_LINES.search(prompt):
        # "fix the two warnings on lines 304 and 344: 'more 32' -> 'more than 32'": each
        request = dataclasses.replace(request, op="replace_all")
    if request is not None and request.op in ("replace", "replace_all"):
        request = _replace_said(request, prompt)
    place = (
        request
        and request.op in ("replace", "replace_all", "replace_line")
        # ("... in the signature of f", "... in f's signature")
        and re.search(
            rf"\s+in\s+(?:the\s+(?:signature|definition|body)\s+of\s+)?({IDENT}(?:\.{IDENT})*)"
            r"(?:\(\))?(?:['’]s\s+(?:signature|definition|body))?$",
            request.new,
        )
    )
    if (
        place
        and not request.new.lstrip().startswith("#")  # (a comment's words: "# ... in is_negative")
        and not in_quotes(prompt, request.new)
        and f"`{request.new}`" not in prompt
    ):
        # 'swap width = "2pt" for width = "1pt" (in _width_to_float)', "change seed=0 to seed=42
        # in f": where, not the new code
        request = dataclasses.replace(
            request, new=request.new[: place.start()], scope=request.scope or place[1]
        )
    tail = (
        re.search(
            r"\s+(?:in|inside|within)\s+(?:the\s+|its\s+)?[A-Za-z][\w\s.-]{0,60}$", request.new
        )
        if request is not None and request.op in ("replace", "replace_line")
        else None
    )
    head = request.new[: tail.start()].strip() if tail else ""
    if (
        tail
        and re.search(r"[=(\[]", head)  # (code, not prose: "used in conjunction with layout")
        and not in_quotes(prompt, request.new)
        and not _compiles(request.new.strip())
        and _compiles(head)
    ):
        # "change PAGER = 'less -R' to PAGER = 'less -FRX' in the posix renderer?": where, in
        # words, after the code
        request = dataclasses.replace(request, new=request.new[: tail.start()])
    if (
        request is not None
        and request.op in ("replace", "replace_line", *phrasing.LINE_ADDED)
        and request.new
    ):
        # 'with raise ValueError("...") since None is allowed too': the reason is no code
        request = dataclasses.replace(request, new=_code_before_reason(request.new, prompt))
    if request is not None and request.op in phrasing.LINE_ADDED:
        request = dataclasses.replace(request, new=_named_comment(request.new))
    if (
        request is not None
        and request.op in ("replace", "replace_line", *phrasing.LINE_ADDED)
        and phrasing.PRONOUN_AS_CODE.fullmatch(request.new)
        and not re.search(rf"[`'\"“‘]\s*{re.escape(request.new.strip())}", prompt)
    ):  # "Make that line return it.": prose, not `return it` (an iterator may be called it)
        return EditRequest(
            "decline",
            reason=f"“{request.new}” says a word, not code: write the line as it should read "
            "(make that line `return result`).",
        )
    assigned = (
        phrasing.ASSIGNMENT_QUOTED.findall(request.said)
        if request is not None
        and request.op == "set_value"
        and phrasing.PRONOUN.fullmatch(request.symbol)
        else []
    )
    if len(assigned) == 1 and not phrasing.STATEMENT_START.match(request.new):
        # "a fixed precision of 30 digits (`prec = 30` in simplify.py). Set it to 50.": the
        # assignment quoted is what "it" is, a local name's as well as a constant's
        name, value = assigned[0]
        files = files_said(request.said)
        return EditRequest(
            "replace",
            path=request.path or (files[0] if len(files) == 1 else None),
            old=f"{name} = {value}",
            new=f"{name} = {request.new}",
        )
    if (
        request is not None
        and request.op == "set_value"
        and phrasing.PRONOUN.fullmatch(request.symbol)
        and phrasing.STATEMENT_START.match(request.new)
    ):  # "the if that decides ... is missing a space. Please make it `if rv != self ...:`": the
        # line said before, given whole (the handler finds the one it is plainly an edit of)
        request = EditRequest(
            "replace_line",
            path=request.path,
            new=request.new,
            described=request.said,
            reason="I could not tell which line to change; " + phrasing.HOW_TO["replace_line"],
        )
    if (
        request is not None
        and request.op == "rename"
        and phrasing.PRONOUN.fullmatch(request.old)
        and not request.new.isidentifier()
    ):
        # 'The flush thread shows up as "patch-stdout-flush-thread" ...; rename it to
        # "ptk-stdout-flush"': the one text quoted before is what "it" is, a string's text
        texts = re.findall(r"[\"“'‘]([^\"”'’\n]+)[\"”'’]", request.said or prompt)
        texts = [t for t in dict.fromkeys(texts) if t != request.new and not t.isidentifier()]
        if len(texts) == 1:
            request = EditRequest("replace", path=request.path, old=texts[0], new=request.new)
    if request is not None and request.op in phrasing.SCOPED_OPS and not request.scope:
        # "in WrappedCythonOp._get_result_dtype the first `if` ...": a method said where
        methods = set(phrasing.IN_METHOD.findall(prompt))
        # "NannyMemoryManager.memory_monitor: right after ..."
        lead = phrasing.METHOD_FIRST.match(prompt)
        # "C.m forgets ... the line ... there"
        if not methods and (lead or phrasing.THERE.search(prompt)):
            methods = {lead[1]} if lead else set(phrasing.METHOD_SAID.findall(prompt))
        # "FixtureManager must not ... the line in its __init__"
        its = phrasing.IN_ITS_METHOD.search(prompt)
        classes = set(phrasing.CLASS_SAID.findall(prompt, 0, its.start())) if its else set()
        if not methods and len(classes) == 1:
            methods = {f"{classes.pop()}.{its[1]}"}
        scope = methods.pop() if len(methods) == 1 else ""
        request = dataclasses.replace(request, scope=scope) if scope else request
    if request is not None and request.op in ("insert_after", "insert_before"):
        # 'add "StartTrackKern", on the line right after "EndComposites",': entries of a list,
        # each written with its quotes and its comma
        items = [
            re.search(rf"""(["'])({re.escape(t)})\1,""", prompt) if t else None
            for t in (request.old, request.new)
        ]
        if all(items):
            request = dataclasses.replace(request, old=items[0][0], new=items[1][0])
    if request is None:
        request = _said_last(prompt)
    fields = (request.old, request.new, request.symbol, request.path or "") if request else ()
    if any(t not in prompt for f in fields for t in re.findall(rf"\b{TOKEN}\b", f)):
        # a quote's placeholder left in what a pattern read: never an edit made with it
        return EditRequest(
            "decline",
            reason="I could not read the quoted text of the request; " + phrasing.HOW_TO["replace"],
        )
    return request


def _said_last(prompt: str) -> EditRequest | None:
    """For a prompt read as no request, the one its last sentence makes on its own ("The tuple
    ... should say so. pygments/lexers/idl.py: _BUILTIN_LIB -> _BUILTINS"), or the assignment
    written whole at its end of a name said before ("F: __all__ should be a list like in our
    other modules, __all__ = ["Security"]"); else None."""
    sentences = re.split(r"(?<=[.!?])\s+(?=\S)", prompt.strip())
    if len(sentences) > 1:
        retried = _read_edit(sentences[-1])
        if not _unread(retried):
            return dataclasses.replace(retried, path=retried.path or _first_file(prompt))
    m = re.search(
        r"[,:;]\s+`?(?P<name>[A-Za-z_][\w.]*)\s*=\s*(?P<value>[^=\n]+?)`?\s*[.!]?$", prompt
    )
    if m and re.search(rf"\b{re.escape(m['name'])}\b", prompt[: m.start()]):
        retried = _read_edit(f"set {m['name']} to {m['value']}")
        if retried is not None and retried.op == "set_value":
            return dataclasses.replace(retried, path=retried.path or _first_file(prompt))
    return None


COMMA_REMARK = re.compile(
    r",\s+(?:I|I['’](?:ll|m|ve|d)|we|we['’](?:ll|re|ve)|you|so|then|which|since|because|as)\b[^\n]*$"
)


def _code_before_remark(text: str) -> str:
    """``text`` without a remark after its last comma, when the code before it parses and the
    whole does not."""
    m = COMMA_REMARK.search(text)
    if m is None or _compiles(text) or not _compiles(text[: m.start()]):
        return text
    return text[: m.start()]


PRIVATE_OR_PUBLIC_ONE = re.compile(
    r"\bthe\s+(private|public|underscored|non-underscored|internal|exported)\s+one\b", re.I
)


def _private_or_public_one(request: EditRequest, prompt: str, named: str) -> EditRequest:
    """ "The private _conv and the public conv differ by one underscore. Rename the private one
    to ...": of the names said, the one with a leading underscore (or the one without)."""
    which = PRIVATE_OR_PUBLIC_ONE.search(prompt)
    if getattr(request, named) != "one" or which is None:
        return request
    private = which[1].lower() in ("private", "underscored", "internal")
    said = dict.fromkeys(
        n
        for n in re.findall(r"(?<![\w.])_*[A-Za-z]\w*", prompt[: which.start()])
        if ("_" in n or re.search(r"[a-z][A-Z]", n)) and not n.startswith("__")
    )
    found = [n for n in said if n.startswith("_") == private and n != request.new]
    return dataclasses.replace(request, **{named: found[0]}) if len(found) == 1 else request


def _that_to(prompt: str) -> EditRequest | None:
    """A value to set on the one line that holds the one number said before "change that to
    N" and a name of the code said next to it, or None."""
    m = phrasing.THAT_TO.search(prompt)
    before = prompt[: m.start()] if m else ""
    # (a number may end a sentence: "a max error of 0.003. Loosen it to 0.005")
    numbers = set(re.findall(r"(?<![\w.])-?\d+(?:\.\d+)?(?!\w|\.\w)", before))
    if len(numbers) != 1:
        return None
    old = numbers.pop()
    at = before.find(old)
    names = [  # the code named after the number first ("passes 0.54 to general_hamming")
        n
        for n in re.findall(r"[A-Za-z_]\w*", before[at:])
        + re.findall(r"[A-Za-z_]\w*", before[:at])[::-1]
        if code_name(n)
    ]
    if not names:  # "the RK12 integrator allows a max error of 0.003. Loosen it to 0.005": the
        # number, where the file writes it once
        return EditRequest("replace", path=_first_file(prompt), old=old, new=m["new"], code=True)
    return EditRequest(
        "set_value", path=_first_file(prompt), symbol=names[0], old=old, new=m["new"]
    )


def _that_link_to(prompt: str) -> EditRequest | None:
    """A replace of the one address said before "switch it to https://...", or None ("X's url
    still points at http://a.org; switch it to https://a.org")."""
    m = re.search(
        rf"\b(?:switch|change|point|update|move|set|make)\s+(?:it|that|this)\s+(?:over\s+)?to\s+[`'\"]?"
        rf"({phrasing.URL})",
        prompt,
        re.I,
    )
    before = set(re.findall(phrasing.URL, prompt[: m.start()])) if m else set()
    if len(before) != 1:
        return None
    return EditRequest("replace", path=_first_file(prompt), old=before.pop(), new=m[1])


def _that_thing_to(prompt: str) -> EditRequest | None:
    """A value to set on the one line that says the thing and holds the number said before
    in the same unit ("fires after 5 seconds; change that timer to 10 seconds"), or None."""
    m = phrasing.THAT_THING_TO.search(prompt)
    if not m or not m["unit"]:
        return None
    before = re.findall(
        rf"(?<![\w.])(\d+(?:\.\d+)?)\s*{re.escape(m['unit'])}\b", prompt[: m.start()], re.I
    )
    if len(set(before)) != 1:
        return None
    return EditRequest(
        "set_value", path=_first_file(prompt), symbol=m["word"], old=before[0], new=m["new"]
    )


def _that_number(prompt: str) -> EditRequest | None:
    """A replace of the one piece of code said before "change that 15 to 20" that holds the
    number, or None: the piece is what the file holds, the number alone could be anywhere."""
    m = phrasing.THAT_NUMBER.search(prompt)
    if not m:
        return None
    number = number_pattern(m["old"])
    runs = {  # code written in prose: a run of code characters with an operator or a bracket
        run.strip("`.,;:")
        for run in re.findall(r"[^\s,;]+", prompt[: m.start()])
        if re.search(number, run) and re.search(r"[=*+/<>()\[\]]", run)
    }
    if len(runs) != 1:
        return None
    old = runs.pop()
    new = re.sub(number, m["new"], old, count=1)
    return EditRequest("replace", path=_first_file(prompt), old=old, new=new, code=True)


def _first_file(prompt: str) -> str | None:
    files = files_named(*skeleton(prompt))
    return files[0] if files else None


def _code_before_reason(new: str, prompt: str) -> str:
    """``new`` without a reason said after it ('raise E("x") since None is allowed too'), when
    the prompt wrote it without quotes and the code before the reason is whole."""
    if f"`{new}`" in prompt:
        return new
    for m in phrasing.CODE_THEN_REASON.finditer(new):
        code = new[: m.start()]
        flat = re.sub(r"\"[^\"]*\"|'[^']*'", "", code)  # what is outside strings
        closed = all(flat.count(a) == flat.count(b) for a, b in ("()", "[]", "{}"))
        if closed and '"' not in flat and "'" not in flat:
            return code
    return new


def _make_that_instead(prompt: str) -> str:
    m = phrasing.MAKE_THAT_INSTEAD.search(prompt)
    if not m:
        return prompt
    before = QUOTES.sub(" ", prompt[: m.start()])  # (not a number inside a quote)
    said = set(re.findall(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])", before))
    if len(said) != 1:
        return prompt
    return f"{prompt[: m.start()]}replace `{said.pop()}` with `{m['new']}`{prompt[m.end() :]}"


def _named_comment(new: str) -> str:
    """A comment said after what it is ("the vim modeline # vim: set ts=4:"): the comment,
    when the words before it are no Python and the comment on its own is."""
    words, mark, comment = new.partition(" #")
    if not mark or not re.fullmatch(r"(?:[A-Za-z-]+\s+){0,3}[A-Za-z-]+", words.strip()):
        return new
    if any(keyword.iskeyword(w) for w in words.split()) or _compiles(new):
        return new
    return "#" + comment


def _compiles(line: str) -> bool:
    try:
        compile(line, "<line>", "exec")
    except (SyntaxError, ValueError):
        return False
    return True


def _replace_said(request: EditRequest, prompt: str) -> EditRequest:
    """A replacement as the prompt means it: a text and its replacement that both end in an
    ellipsis ('Tying to get info from ...') are their beginnings; "all of them" is every one."""
    old, new = request.old, request.new
    if old.endswith(phrasing.ELLIPSIS) and new.endswith(phrasing.ELLIPSIS):
        old, new = old.rstrip(".… "), new.rstrip(".… ")
    every = phrasing.EVERY_ONE.search(QUOTES.sub(" ", prompt))
    op = "replace_all" if every else request.op
    named = re.fullmatch(rf"({IDENT}\s*=\s*)(?!=)\S.*", old)
    if named and re.fullmatch(phrasing.NUMBER, new) and re.search(r"\d", named[0]):
        # "change refresh_interval=0.3 to 0.5": the number of the name said, which stays
        new = named[1] + new
    assigning = re.fullmatch(rf"({IDENT}(?:\.{IDENT})*)\s*=(?!=)\s*(\S.*)", new)
    if assigning and "=" not in old:
        # "C has array_type = 'tuple' ... change it to `array_type = 'list'`": the assignment
        # said in the prompt, never its value alone replaced by the whole new line
        said = re.search(
            rf"""(?<![\w.]){re.escape(assigning[1])}\s*=\s*(['"]?){re.escape(old)}\1(?![\w'"])""",
            prompt,
        )
        old = said[0] if said else old
    return dataclasses.replace(request, op=op, old=old, new=new) if old and new else request


def _from_to(m: re.Match[str]) -> str:
    """ "In f the number of X is hard-coded to 10. Bump it to 12." as "Bump the number of X in f
    from 10 to 12" (the place said first goes with what is in it)."""
    place = re.fullmatch(r"\s*(in\s+\S+?)\s*,?\s*", m["pre"], re.I)
    where = f" {place[1]}" if place else ""
    before = "" if place else m["pre"]
    return f"{before}{m['verb']} {m['desc']}{where} from {m['old']} to {m['new']}"


def _comment_placed_first(said: re.Match) -> str:
    """ "put a comment just before X that says # why" as "put `# why` just before X", when "that
    says" (or a colon right after the noun) marks where the comment starts: "append the comment #
    end of module as the very last line" runs on to where it goes."""
    if not (said["saying"] or (said["colon"] and not said["middle"].strip())):
        return said[0]
    return f"{said['verb']} `{said['comment']}`{said['middle']}"


def _numbers_said_as_lines(prompt: str) -> str:
    """ "Lines 241-243 are the first copy ... Delete 241 to 243." as "... Delete lines 241 to
    243.": numbers said as lines before, then only as numbers."""

    def said(m: re.Match[str]) -> str:
        before = rf"\blines?\s+{m['a']}\s*(?:-|–|to|through|thru)\s*{m['b']}\b"
        return f"{m['verb']} lines " if re.search(before, prompt, re.I) else m[0]

    return phrasing.NUMBERS_AS_LINES.sub(said, prompt)


def _lines_spelled(prompt: str) -> str:
    """ "F L371-L373: ..." as "F lines 371-373: ...": line numbers as a code host writes them."""
    return phrasing.L_LINES.sub(
        lambda m: (
            f"{m['pre']}line{'s' if m['b'] else ''} {m['a']}" + (f"-{m['b']}" if m["b"] else "")
        ),
        prompt,
    )


def _in_prose(pattern: re.Pattern[str], prompt: str) -> str:
    """``prompt`` without what ``pattern`` matches in its prose: never inside a quote nor in a
    comment written out ("insert: # obj is one of its own ancestors" keeps its words)."""
    spans = [m.span() for m in QUOTES.finditer(prompt)]
    return pattern.sub(
        lambda m: (
            m[0] if "#" in prompt[: m.start()] or any(a <= m.start() < b for a, b in spans) else ""
        ),
        prompt,
    )


def _read_edit(prompt: str) -> EditRequest | None:
    prompt = untypo(quote_placeholders(nested_quotes(prompt)))
    # "... in the thread pool module? Thanks.": the courtesy ends no pattern's sentence
    courtesy = phrasing.COURTESY_END.search(prompt)
    if courtesy and not any(
        q.start() < courtesy.start() < q.end() for q in QUOTES.finditer(prompt)
    ):
        prompt = prompt[: courtesy.start()]
    # "... Replace that line with:⏎    assert x, 'why'": a line of code on its own, quoted
    prompt = phrasing.CODE_LINE_LAST.sub(lambda m: f"{m[1]} `{m[2].strip()}`", prompt)
    prompt = phrasing.FILE_LAST_IN_BRACKETS.sub(
        lambda m: f"In {m['file'] or m['file2']}, {m['request'] or m['request2']}", prompt
    )
    prompt = phrasing.PLACE_FIRST.sub(
        r"\g<verb> \g<what> \g<place>", phrasing.VERB_PLEASE.sub(r"\1", prompt)
    )
    # ("add the comment # probe file not needed anymore": the comment's own word)
    prompt = phrasing.NOW_SAID.sub(
        lambda m: "" if "#" not in m.string[: m.start()] else m[0], prompt
    )
    prompt = _in_prose(phrasing.OF_ITS_OWN, _in_prose(phrasing.FROM_HERE, prompt))
    prompt = phrasing.REWORD.sub("change", phrasing.HARD_CODED.sub(_from_to, prompt))
    prompt = phrasing.HARD_CODES.sub(r"In \g<scope>, change `\g<old>` to `\g<new>`", prompt)
    # "just before `process.terminate()` → `log(...)`": the place, then the new line, an insert
    prompt = phrasing.PLACE_ARROW.sub(r"insert \g<new> \g<where> the line \g<anchor>", prompt)
    prompt = phrasing.NUMBER_SAID_TO.sub(
        lambda m: f"replace `{m['old'] or m['bare']}` with `{m['new']}`", prompt
    )
    prompt = _make_that_instead(prompt)
    prompt = phrasing.ASSIGNMENT_TO_VALUE.sub(
        lambda m: (
            f"change {m['q']}{m['lhs']}{m['value']}{m['q']} to {m['q']}{m['lhs']}{m['new']}{m['q']}"
        ),
        prompt,
    )
    prompt = phrasing.ASSIGNED_TEXT_TO.sub(r"\g<verb> \g<name> from \g<old> to", prompt)
    prompt = phrasing.LIKE_IT_CALLED.sub(r"rename it to ", prompt)
    lines = phrasing.LINES_IN_BRACKETS.match(prompt)
    named = files_named(*skeleton(lines["request"])) if lines else []
    if named:  # "delete the try/except for X at the end of io.py (lines 110 to 115)"
        first, last = sorted((int(lines["first"]), int(lines["last"])))
        return EditRequest(
            line_op(lines["verb"], numbered=True), path=named[0], line=first, last=last
        )
    lines = phrasing.LINES_SAID_LAST.match(prompt)
    if lines:  # "The TODO note in f() ... Please remove it, it's lines 174 to 175 of F."
        first, last = sorted((int(lines["first"]), int(lines["last"])))
        return EditRequest(
            line_op(lines["verb"], numbered=True), path=lines["file"], line=first, last=last
        )
    prompt = phrasing.FILE_FIRST_IN_BRACKETS.sub(r"In \1, ", prompt)
    # "the docstring in [pluggy/_hooks.py]: ..."
    prompt = phrasing.FILE_IN_BRACKETS.sub(r"\1", prompt)
    if phrasing.LIKE_TO_BE.search(prompt):
        prompt = phrasing.OWNER_IN_WORDS.sub("", phrasing.CHANGE_THAT_TAIL.sub(r"\g<file>", prompt))
    # "add a 30.0 bucket to Histogram.DEFAULT_BUCKETS, between 10.0 and INF": the number, and
    # after the first of the two it goes between
    prompt = phrasing.NUMBER_ENTRY_SAID.sub(_number_entry, prompt)
    prompt = phrasing.ADD_TO_NAME_THEN_PLACE.sub(_add_to_name_then_place, prompt)
    prompt = phrasing.DEFAULT_OF.sub(r"\g<pre>In \g<owner>, \g<verb> the default \g<name> ", prompt)
    # ("switch the splu column permutation from a="x" to a="y"": a change of that code)
    prompt = phrasing.NOUN_FROM_CODE.sub("change ", phrasing.DECORATOR_ON.sub(r"\1", prompt))
    prompt = phrasing.OWNER_OF_QUOTE.sub(r"In \2, \1 ", prompt)
    if re.search(r"\bin\s+[\w./-]+\.py\b", prompt):
        prompt = phrasing.CITED_FILE.sub("", prompt)
    prompt = phrasing.RANGE_THEN_PART.sub(r"\g<head> them", prompt)
    prompt = phrasing.VERB_AFTER_LINE.sub(r"\1", phrasing.VERB_AT_LINE.sub(r"\1", prompt))
    prompt = phrasing.DELETED_AT_EDGE.sub(r"\g<head> in ", prompt)
    prompt = phrasing.IMPORT_NEEDED.sub(
        lambda m: "" if m[0].lower().startswith("up") else "add ", prompt
    )
    prompt = phrasing.IMPORT_VERB.sub(r"\1add import ", prompt)
    if not files_named(*skeleton(prompt)):  # (before "of the module" is taken as the file named)
        for said in (phrasing.LINE_OF_MODULE_IN_WORDS, phrasing.PLUGIN_IN_WORDS):
            prompt = said.sub(lambda m: f"{m[1]}{'_'.join(m[2].split())}.py", prompt)
    prompt = phrasing.OF_THE_MODULE.sub(r"\1", prompt)
    prompt = phrasing.FOR_NOW.sub(
        "", phrasing.ON_THE_LINE.sub("", phrasing.DESCRIBED_MODULE.sub("", prompt))
    )
    prompt = phrasing.TO_THERE.sub(r"\1", phrasing.LINE_NOUN_LAST.sub(r"\1 the line \2", prompt))
    # ("add the comment # drop the prefix, keep the rest": the comment's own "keep")
    prompt = phrasing.AND_ALL.sub(
        "", phrasing.WHOLE_KIND.sub("", _in_prose(phrasing.KEEP_AS_IS, prompt))
    )
    prompt = phrasing.FILE_COLON_LINE.sub(r"line \2 of \1", prompt)
    prompt = phrasing.FUNCTION_IN_FILE_FIRST.sub(r"In \g<file>, in \g<name>(), ", prompt)
    prompt = phrasing.NAME_THAT.sub(r"\g<verb> the \g<name> call ", prompt)
    prompt = phrasing.WARNING_GIVEN.sub(r"\g<verb> the line in \g<name> that warns", prompt)
    prompt = phrasing.LINE_FIRST_INSERT.sub(
        r"\g<verb> \g<new> above line \g<n> of \g<file>", prompt
    )
    prompt = phrasing.MIND_DOING.sub(lambda m: f"{m[1] or ''}please {_base_verb(m[2])}", prompt)
    prompt = phrasing.PLEASE_TO.sub(r"\1 ", prompt)
    prompt = phrasing.WITH_KIND.sub("with ", phrasing.CODE_THEN_NOUN.sub(r"\1\2", prompt))
    prompt = phrasing.BACK_ON.sub(r"uncomment \1", prompt)
    prompt = phrasing.BESIDE_NAME.sub(r"\1,", prompt)
    request = _described_not_code(_read_one(prompt), prompt)
    if request is not None and request.op == "rename" and keyword.iskeyword(request.old):
        request = None  # ("... by default. _combined_printing: False -> True": no rename of False)
    plain = INSTEAD_AT_END.sub("", prompt)
    if _unread(request) and plain != prompt and not _unread(retried := _read_one(plain)):
        prompt, request = plain, retried  # ("set XML_DECLARATION to '...' instead.")
    remark = REMARK_AT_END.search(QUOTES.sub(lambda m: "x" * len(m[0]), prompt))
    if remark and not _unread(retried := _read_one(prompt[: remark.start()])):
        # ("Replace it with 'forcibly' everywhere in F, it's in four docstrings.": no docstring
        # asked for; "..., it is in aifc.py": the file it names is where)
        named = files_said(prompt[remark.start() :])
        prompt, request = prompt[: remark.start()], retried
        request = dataclasses.replace(request, path=request.path or (named or [None])[0])
    if request is not None and request.op == "prepend" and phrasing.BELOW_IMPORTS.search(prompt):
        request = dataclasses.replace(request, old="imports")
    if _unread(request):
        # "comment out the line X in getpass, warnings.warn is enough for us": the reason after
        # a comma is not part of the edit
        shorter = phrasing.COURTESY_END.sub("", prompt)
        declined = request is not None and request.op == "decline" and not request.reason
        for _ in range(2):  # "... should be X - angle brackets around it, not parentheses."
            shorter = _without_last_clause(shorter)
            retried = _read_one(shorter) if shorter else None
            kinds = {request.op if request else "", retried.op if retried else ""}
            if len(kinds) == 2 and kinds <= {"comment_out", "uncomment", "delete_line"}:
                continue  # ("comment out the line which remove the metrics from X, ...": no delete)
            # (or a line still to find: "Make that line `X`, same as on the send side; ...")
            cut = (  # ("..., add sys.stdout.flush() — our wrapper ...": the remark cut off)
                request is not None
                and retried is not None
                and retried.op == request.op != "decline"
                and retried.new
                and not retried.new.startswith("#")  # (a comment's own commas and dashes)
                and request.new.startswith(retried.new)
                and re.match(r"\s*(?:—|–|--?\s)", request.new[len(retried.new) :])
            )
            if cut or not _unread(retried) or (declined and retried and retried.op != "decline"):
                prompt, request = shorter, retried
                break
    first = _first_sentence(prompt)
    if _unread(request) and first:
        retried = _read_one(first)  # "could u uncomment X in f? i want ..., only that line pls"
        if not _unread(retried):
            prompt, request = first, retried
    rest = prompt
    while (request is None or request.op == "decline") and (
        lead := _first_sentence(rest, phrasing.REQUEST_START)
    ):
        # "iter_lines reads 512 bytes at a time, which is slow. ITER_CHUNK_SIZE = 512 -> 1024
        # in F": sentences of context, then the request (one that says what "it" is stands alone)
        rest = rest[len(lead) :].strip()
        if not (phrasing.EDIT_VERB.match(rest) or phrasing.CHANGE_AS_CODE.match(rest)):
            continue  # (a question's sentences are not read as requests one by one)
        retried = _read_one(rest)
        shorter = _without_last_clause(rest) if _unread(retried) else ""
        again = _read_one(shorter) if shorter else None
        if again is not None and again.op != "decline" and (_unread(retried) or not _unread(again)):
            retried = again  # "... Append X at the end of the file so they keep working."
        named = (retried.symbol, retried.old) if retried is not None else ()
        if any(phrasing.PRONOUN.fullmatch(n) for n in named if n):
            continue
        if not _unread(retried):
            prompt, request = rest, retried
        elif retried is not None and retried.op != "decline" and retried.reason == phrasing.NO_FILE:
            request = retried  # the file may be said in the sentences before, as a module
    purpose = phrasing.PURPOSE_END.search(prompt)
    aim = purpose and " ".join(purpose[0].split()).strip(" ,.!?")
    if (
        purpose
        and request is not None
        and aim
        and request.new.rstrip(" .!?").endswith(aim)
        and not request.new.startswith("#")  # a comment's own "so ...": part of the comment
    ):
        request = None  # 'add x = "" so the variable is declared ...': the purpose is no code
    quoting = phrasing.PURPOSE_QUOTING.search(prompt)
    if (
        quoting
        and request is not None
        and request.new.strip()
        and request.new in prompt[quoting.start() :]
        and request.new not in prompt[: quoting.start()]
    ):
        # "add `X` so ' vasicek ' with spaces is accepted too": a quote of the purpose is no code
        retried = _read_one(prompt[: quoting.start()])
        if not _unread(retried):
            prompt, request = prompt[: quoting.start()], retried
    if _unread(request) and purpose:
        retried = _read_one(prompt[: purpose.start()])  # "... so POSTs over a meg get refused."
        if not _unread(retried):
            prompt, request = prompt[: purpose.start()], retried
    uses = phrasing.USES_TOO.search(prompt)
    if _unread(request) and uses:
        retried = _read_one(prompt[: uses.start()])
        if retried is not None and retried.op == "rename":
            prompt, request = prompt[: uses.start()], retried
    aside = phrasing.TRAILING_ASIDE.search(prompt)
    # "replace X with Y (39 is the default colour)": the remark is not part of Y
    remark = aside and request is not None and request.op == "replace"
    remark = (
        remark
        and aside[0][:1].isspace()  # "bytes(data, x)" is a call, not a remark
        and len(aside[0].split()) >= 3
        # (whatever its quotes: `x` in the prompt may be "x" in the new text)
        and _unquoted(request.new).endswith(_unquoted(aside[0].strip(" .!?")))
    )
    if (_unread(request) or remark) and aside and not files_named(aside[0], []):
        retried = _read_one(prompt[: aside.start()])  # a remark, unless it names a file
        if not _unread(retried):
            prompt, request = prompt[: aside.start()], retried
    request = _described_not_code(request, prompt)  # (as a shorter part of it read it)
    if _unread(request) or request.op in ("write", "write_new"):
        return request  # a file's text may say anything
    named = "old" if request.op == "rename" else "symbol"
    request = _private_or_public_one(request, prompt, named)
    pronoun = getattr(request, named)
    pointed = (
        re.search(rf"\b(this|that)\s+[a-z]+\s+{pronoun}\b", prompt)
        if request.op == "delete_definition" and pronoun in _KIND_NOUNS
        else None
    )
    if pointed:
        pronoun = f"{pointed[1]} {pronoun}"  # "drop that handler method": that method
        prompt = prompt[: pointed.start()] + pronoun + prompt[pointed.end() :]
    if request.op in phrasing.NAMED_OPS and re.fullmatch(r"(?i)them|those|these", pronoun):
        # "stray semicolons in smtp_RCPT and smtp_DATA. Drop them.": never one definition
        return EditRequest(
            "decline", reason=f"“{pronoun}” stands for several things; name the one to change."
        )
    # "... Set it to 4."
    if request.op in phrasing.NAMED_OPS and phrasing.PRONOUN.fullmatch(pronoun):
        said, kind = _said_before(prompt, pronoun)
        comment = phrasing.COMMENT_SAID.search(said) if request.op == "delete_definition" else None
        if comment:  # "The FIXME comment in f is stale now. Delete it.": the comment, not f
            if not comment["mark"] and comment["rel"] and comment["rel"].lower() == "above":
                return EditRequest("delete_comment", path=request.path, symbol=comment["scope"])
            if not comment["mark"]:
                return EditRequest("decline", reason="quote the comment to delete, or its line.")
            mark = comment["mark"].strip("`'\"“”‘’")
            scope = comment["scope"] or ""
            return EditRequest("delete_line", path=request.path, old=mark, scope=scope)
        if not said:
            return EditRequest(
                "decline", reason=f"“{pronoun}” does not say which name; name it in backticks."
            )
        request = dataclasses.replace(request, said=said, **{named: f"{pronoun} {kind}".strip()})
    body = re.sub(r"```[\w+-]*\n.*?```", " ", prompt, flags=re.S)
    skel, _quoted = skeleton(body)
    if request.op == "docstring":  # its text may say anything: only what comes before it counts
        said = phrasing.DOCSTRING.search(skel)
        skel = skel[: said.end()] if said else ""
    spans, at = [], 0
    for m in phrasing.CLAUSE.finditer(skel):
        spans.append((at, m.start()))
        at = m.end()
    spans.append((at, len(skel)))
    asked_at = [
        (a, b)
        for a, b in spans
        if (
            phrasing.EDIT_VERB.search(skel[a:b])
            or (phrasing.DOCSTRING.search(skel[a:b]) and phrasing.DOC_VERB.search(skel[a:b]))
            # ("X = 20 -> X = 30. Also rename f to g.": the arrow is a change not read)
            or (request.op not in _REPLACES and _ARROW_CHANGE.search(skel[a:b]))
        )
        and not phrasing.FOLLOW_UP.search(skel[a:b])
    ]  # "rename f to g and then give it a docstring: ..." asks for two
    asked = [skel[a:b] for a, b in asked_at]
    if len(asked) == 2 and request.op in ("rename", "docstring"):
        both = _in_order(request, restored(skel[asked_at[1][0] :], body))
        if both is not None:
            return both
    if (
        len(asked) == 2
        and phrasing.PURPOSE.match(asked[0])
        and request.op in ("replace", "replace_line", "insert_after", "insert_before")
    ):
        return request  # "Make the check say what was passed. Replace the line X with Y"
    if len(asked) > 1:
        return EditRequest(
            "decline",
            reason="the request asks for more than one change ("
            + "; ".join(f"“{' '.join(restored(c, body).split())[:80]}”" for c in asked[:3])
            + "); ask for one at a time, so that each is made whole or not at all.",
        )
    return request


# after an arrow's new code: the definition it is in, or a sentence that only says why ("x = 20
# -> x = 30 in class C of FILE. Our own class has 25"; a second change there is still found
# and declined)
_PLACE_AFTER_NEW = re.compile(
    r"\s+in\s+(?:the\s+)?(?:class|function|method)\s+(?P<scope>[A-Za-z_][\w.]*)"
    r"(?:\s+(?:of|in)\s+(?:the\s+file\s+)?(?:[\w.-]+/)*[\w-]+\.\w{1,8})?(?=[.!?]?(?:\s|$))|"
    r"(?<=[\w)\]}])[.!?]\s+(?=[A-Z][a-z])"
)


_IN_FILE_NO_COMMA = re.compile(
    r"((?:^|[.!?]\s+)\W*In\s+(?:[\w.-]+/)*[\w-]+\.(?:py|pyi|toml|cfg|ini|txt|md|json|yaml|yml))\s+"
    r"(?!(?:and|or|to|from|at|on|line|lines|is|are|has|have|there|we|i|the|this|that|it)\b)(?=[A-Za-z_])"
)
_KIND_NOUNS = ("function", "method", "class", "helper")
_REPLACES = ("replace", "replace_all", "replace_line")
_ARROW_CHANGE = re.compile(r"[\w)\]}'\"]\s*(?:->|→)\s*[\w(\[{'\"`-]")


def _read_one(prompt: str) -> EditRequest | None:
    """The one edit ``prompt`` asks for, read by the patterns above, or None."""
    fenced = re.findall(r"```[\w+-]*\n(.*?)```", prompt, re.S)
    body = re.sub(r"```[\w+-]*\n.*?```", " ", prompt, flags=re.S)
    skel, quoted = skeleton(body)
    skel = phrasing.BLANK_LINE.sub(lambda m: quoted_blank(quoted), skel)
    skel = phrasing.IN_BRACKETS.sub(
        lambda m: f" in {m['file']} " if m["file"] else f" {m[1]} ", skel
    )
    files = files_named(skel, quoted)
    path = files[0] if files else None
    # (its name in brackets: read before remarks go)
    named_after = phrasing.NAMED_AFTER_VALUE.search(skel) or phrasing.NAMED_AFTER_INSTEAD.search(
        skel
    )
    skel = phrasing.REMARK.sub(lambda m: m[0] if _not_a_remark(m, skel) else " ", skel)
    skel = phrasing.COMMENT_NEAR_REMARK.sub("", skel)
    skel = phrasing.INSTEAD_OF_JUST.sub(r"\1", skel)  # "say X instead of just Y": instead of Y
    skel = phrasing.ASIDE.sub(r"\1", skel)
    skel = phrasing.IMPORT_OF.sub(r"import \1", skel)
    # with the imports, said instead of a place, is the top
    top = re.search(r"\b(?:top|start|beginning|head)\b", skel, re.I)
    skel = phrasing.WITH_THE_IMPORTS.sub("" if top else " at the top", skel)
    below = phrasing.BELOW_IMPORTS.search(skel)
    skel = phrasing.BELOW_IMPORTS.sub("" if top else " at the top", skel)
    # "add `import re` at module level": an import's place at module level is the top (and
    # "at module level, between the imports and the class" says no more than the imports)
    if below or re.search(r"\bimport\b", restored(skel, body)):
        skel = phrasing.MODULE_LEVEL.sub("" if top or below else " at the top", skel)
    skel = phrasing.NAME_IN_BRACKETS.sub(r"\1", skel)
    fields = phrasing.FIELD_SAID.findall(body)
    if phrasing.F_STRING_ASKED.search(skel) and len(set(fields)) == 1:
        return EditRequest("f_string", path=path, symbol=fields[0], described=body)
    m = phrasing.COMMENT_ABOVE_LINE.search(skel)
    if m and not re.fullmatch(rf"{IDENT}(?:\.{IDENT})*(?:\(\))?", token_text(m["code"], quoted)):
        # "The comment just above `if alpha == 1:` in f only repeats the docstring. Delete that
        # comment line.": the comment lines over that line of code
        return EditRequest(
            "delete_comment", path=path, old=token_text(m["code"], quoted), scope=m["scope"] or ""
        )
    m = phrasing.EMPTY_PRINT.search(skel)
    if m:  # "please remove that blank print from F": the `print()` there (the file, no scope)
        scope = m["scope"] if m["scope"] and not is_path(m["scope"]) else place_first(skel)
        return EditRequest(line_op(m["verb"]), path=path, old="print()", scope=scope)
    m = phrasing.DEBUG_LINE.search(skel)
    if m:  # "drop the debug log in LocalFileOpener's constructor": its logger.debug(...) line
        said = "print(" if m["what"].lower() == "print" else "debug("
        method = "__init__" if m["member"] and m["member"].lower() == "constructor" else m["member"]
        scope = f"{m['scope']}.{method}" if method else m["scope"]
        if phrasing.PRONOUN.fullmatch(scope) or scope.lower() in ("its", "their"):
            # "create_changeset — comment out the debug log in its except branch": the name said
            lead = re.findall(rf"({IDENT}(?:\.{IDENT})*)(?:\(\))?\s*[—–:]\s", skel[: m.start()])
            scope = lead[-1] if lead else ""
        return EditRequest(line_op(m["verb"]), path=path, old=said, scope=scope)
    m = phrasing.KEYWORD_LINE_IN.search(skel)
    if m:
        # ("DotPrinterCallback fills our output with dots. Comment out the print in its call
        # method?": the method of the class said before)
        owner = re.findall(r"\b([A-Z][a-z]\w*[A-Z]\w*)\b", skel[: m.start()]) if m["its"] else []
        scope = f"{owner[-1]}.{m['scope']}" if owner else m["scope"]
        return EditRequest(line_op(m["verb"]), path=path, old=f"{m['kw'].lower()} ", scope=scope)
    m = phrasing.KEYWORD_SAID.search(skel)
    verb = m and phrasing.KEYWORD_PRONOUN.search(skel, m.end())
    if m and verb and not re.search(TOKEN, skel[: verb.start()]):  # (a line quoted: that one)
        # "There's an assert inside the while loop of f. Comment it out."; "the assertion at
        # the end of f, ... delete it": the last one
        end = re.search(r"\b(?:end|bottom|last)\b", m[0], re.I)
        start = re.search(r"\b(?:start|beginning|top|first)\b", m[0], re.I)
        return EditRequest(
            line_op(verb["verb"]),
            path=path,
            old=f"{m['kw'].lower()} ",
            scope=m["scope"],
            nth=-1 if end else 1 if start else 0,
        )
    m = phrasing.PLACE_OF_DEFINITION.search(skel)
    verb = m and phrasing.KEYWORD_POINTED.search(skel, m.end())
    if m and verb and not re.search(TOKEN, skel[: verb.start()]):
        # "at the very end of f there's a sanity check that ... . get rid of that assert pls"
        return EditRequest(
            line_op(verb["verb"]),
            path=path,
            old=f"{verb['kw'].lower()} ",
            scope=m["scope"],
            nth=-1 if m["end"].lower() in ("end", "bottom") else 1,
        )
    verb = phrasing.KEYWORD_POINTED.search(skel)
    names = {
        n
        for n in re.findall(
            rf"(?<![\w.]){IDENT}(?:\.{IDENT})*", skel[: verb.start()] if verb else ""
        )
        if code_name(n) and not is_path(n) and not re.fullmatch(r"Q\d+|(?:[a-z]\.)+[a-z]?", n, re.I)
    }
    if verb and len(names) == 1 and not re.search(TOKEN, skel[: verb.start()]):
        # "... hands build_packages modules ..., so the sanity check ... trips. please comment
        # that assert out": the one statement of its kind in the one definition said before
        return EditRequest(
            line_op(verb["verb"]), path=path, old=f"{verb['kw'].lower()} ", scope=names.pop()
        )
    m = phrasing.KEYWORD_NTH.search(skel)
    verb = m and phrasing.KEYWORD_PRONOUN.search(skel, m.end())
    scope = definition_said_first(skel) if verb else ""
    if m and verb and scope and not re.search(TOKEN, skel[: verb.start()]):
        place = (m["nth"] or "").lower()
        nth = {"first": 1, "second": 2, "third": 3, "last": -1}.get(place, 0)
        if not nth and re.search(r"\b(?:at|on)\s+(?:its|the)\s+(?:very\s+)?top\b", skel, re.I):
            nth = 1
        kw = (m["kw"] or m["kw2"]).lower()
        return EditRequest(line_op(verb["verb"]), path=path, old=f"{kw} ", scope=scope, nth=nth)
    above = phrasing.COMMENT_ABOVE.search(skel)
    if above:  # "delete the comment right above get_dev": the comment lines over a definition
        name = token_text(above["name"], quoted).strip("`'\"() ")
        if re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", name):
            return EditRequest("delete_comment", path=path, symbol=name)

    # "create a function ...": a file only when the word or a path says so ("We're going to
    # write tests next. Create a file F ...")
    m = next(
        (
            c
            for c in phrasing.CREATE.finditer(skel)
            if c["file"] or c["file2"] or is_path(token_text(c["path"], quoted))
        ),
        None,
    )
    if m:
        target = token_text(m.group("path"), quoted)
        # "Create fixtures.py next to models.py, i.e. moto/mediaconnect/fixtures.py": the file's
        # whole path, said again
        whole = {f for f in re.findall(r"[\w.-]+(?:/[\w.-]+)+", skel) if f.endswith("/" + target)}
        target = whole.pop() if len(whole) == 1 and "/" not in target else target
        content = fenced[0] if fenced else ""
        if not content:
            c = re.search(
                r"(?:(?<=\s)(?=[←<])|\b)(?:containing|holding|(?:it\s+)?(?:only\s+|just\s+)?needs(?:\s+(?:only|just))?"
                rf"(?=\s+{ANY_QUOTE})|"  # "It only needs `X` followed by `Y`"
                r"(?:that|which)\s+(?:contains|holds)(?:\s+(?:only|just|exactly))?"
                r"(?:\s+(?:the|a|one|single)\s+(?:text|line|content))?|"  # "that contains just the line X"
                r"with\s+(?:(?:exactly|just|only|the|this|these|a|one|single|"
                r"following|two|three|four|five|\d+)\s+)*(?:content|text|line|code)s?(?:\s+in\s+it)?|"
                r"that says|saying|←|<-|"  # "new file F ← from x import y"
                # "a new module F whose only line is `X`"
                r"whose\s+(?:only|single|one|sole)\s+(?:line|content|text)\s+(?:is|reads|says)|"
                # "make new file F, inside only the text 2.4.0"
                r"inside(?:\s+it)?(?:\s+(?:only|just|exactly))?(?:\s+the\s+(?:text|line|content))?|"
                rf"with(?:\s+(?:just|only|exactly))?(?=\s+{ANY_QUOTE}))"  # "with just `X` in it"
                r"(?:\s+(?:exactly|just|only))?\s*:?\s+"
                r"(?:(?:(?:the|a|one|single|following|this|these|two|three|four|five|\d+)\s+)*"
                r"(?:lines?|text|code|content)\s*:\s*|"
                # "containing the single line INT_MAXES = {...}": no colon before the code
                r"(?:the\s+|a\s+)?(?:single|one)\s+line\s+(?=[^\W\d][\w.]*\s*(?:=|\())|"
                r"the\s+line\s+(?=[^\W\d][\w.]*\s*(?:=|\())|"
                # ("containing the line "X = 1"; I will ...": the quote, not the words after it)
                r"(?:the|a|one|single)\s+line\s+(?=[`'\"“‘]))?(.+)$",
                body,
                re.I | re.S,
            )
            if c is None:  # "make new file F, inside it only one line: X"
                c = re.search(rf"{re.escape(m.group('path'))}\b[^:\n]*:\s+(.+)$", skel, re.S)
                c = c and re.search(r":\s+(.+)$", restored(c.group(0), body), re.S)
            said = quoted_lines(c.group(1)) if c else ""
            if not c or said == c.group(1):  # a quoted text is the file's text exactly
                # "containing X so pytest does not ...": X
                purpose = phrasing.PURPOSE_END.search(said)
                said = said[: purpose.start()] if purpose and purpose.start() else said
                # "with the line X in it? I'll write the tests myself.", "... in it; both ...": X
                if re.search(r"\bwith\s+(?:the\s+|a\s+)?(?:(?:single|one)\s+)?line\b", body, re.I):
                    said = re.sub(r"\s+in\s+it\s*(?:[.?!;,](?:\s.*)?)?$", "", said, flags=re.S)
                # '... = "apiZone"; I'll use it instead of the string later': a remark after a
                # semicolon, not a second statement
                said = phrasing.REMARK_AFTER_SEMICOLON.sub("", said)
                # ("... = 48, I'll use it in place of the bare 48": after a comma, when the code
                # before it is Python and the whole is not)
                said = _code_before_remark(said) if target.endswith(".py") else said
                # the sentence's own ending is not the file's: "Create F containing X. Thanks!"
                # and "Could you create F containing X?" write X
                courtesy = phrasing.COURTESY_END.search(said)
                said = said[: courtesy.start()] if courtesy else said
                # "... the text 2.4.0 (same as __version__).": a remark in brackets after a
                # text of one word (after a sentence, brackets are the sentence's own)
                said = re.sub(r"^(\S+)\s+\([^()\n]*\s[^()\n]*\)\W*$", r"\1", said)
                # "X = 1.0 (for the TODO in GroupTiming about ...)": a remark, not a call
                said = phrasing.REMARK_IN_BRACKETS.sub("", said)
                # the sentence's own mark ends no line of Python; a question's "?" is the asking's
                mark = (
                    r"[.?!]"
                    if target.endswith(".py")
                    else r"\?"
                    if phrasing.REQUEST_FRAME.match(body)
                    else ""
                )
                said = re.sub(rf"\s*{mark}\s*$", "", said) if mark else said
            content = said.strip() + "\n" if said.strip() else ""
        if (
            not content
            and any(t != target for t in quoted)
            and not phrasing.EMPTY_SAID.search(skel)
        ):
            # "create F so that `python -m x` works? It needs `a` then `b`": a text quoted that
            # is not read as the file's is never written as an empty file
            return EditRequest(
                "decline",
                reason="I could not tell what the new file holds; " + phrasing.HOW_TO["write"],
            )
        return EditRequest("write", path=target, new=content)
    m = (
        phrasing.RENAME.search(skel)
        or (phrasing.RENAME_WORD.search(skel) and phrasing.RENAME_ARROW.search(skel))
        or phrasing.RENAME_CALL.search(skel)
        or phrasing.RENAME_NAMED_FIRST.search(skel)
        or phrasing.BETTER_NAME.search(skel)
        or phrasing.RENAME_SHOULD.search(skel)
        or phrasing.BARE_RENAME.search(skel)
    )
    if m:
        old = token_text(m["old"] or m.groupdict().get("old2"), quoted).strip().removesuffix("()")
        new = token_text(m["new"] or m.groupdict().get("new2"), quoted).strip()
        code = not re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", old)
        if m.re is phrasing.BARE_RENAME and m["prose"]:  # "a -> b in that comment": its text
            return EditRequest("replace", path=path, old=old, new=new)
        if (
            m.re is phrasing.BARE_RENAME
            and code
            and re.fullmatch(TOKEN, m["old"])
            and not is_path(old)
        ):
            # "style(x509/name): `if _validate is True:` -> `if _validate:` in NameAttribute.__init__":
            # code quoted, not a name: its text replaced, where said
            where = re.search(
                rf"\bin\s+(?P<scope>{IDENT}(?:\.{IDENT})*)(?:\(\))?", skel[m.end("new") :]
            )
            scope = where["scope"] if where and not is_path(where["scope"]) else ""
            return EditRequest("replace", path=path, old=old, new=new, scope=scope)
        if is_path(old) or code:
            return EditRequest(
                "decline",
                reason=f"`{old}` is not a name I can rename; " + phrasing.HOW_TO["rename"],
            )
        if (
            m.re in (phrasing.BARE_RENAME, phrasing.RENAME_ARROW)
            and not new.isidentifier()
            and in_quotes(prompt, new)
        ):
            # "DEFAULT_INDEX -> 'https://test.pypi.org/pypi' in F": a value in quotes, no name
            return EditRequest("set_value", path=path, symbol=old, new=new)
        scope = (m.groupdict().get("scope") or "") if m.re is phrasing.RENAME else ""
        return EditRequest("rename", path=path, old=old.split(".")[-1], new=new, scope=scope)
    m = phrasing.REMOVE_MARK.search(skel)
    said = re.findall(TOKEN, skel[: m.start()]) if m else []
    if said:
        text, mark = (
            token_text(said[-1], quoted),
            phrasing.MARKS[" ".join(m["mark"].lower().split())],
        )
        if text.count(mark) != 1:
            return EditRequest(
                "decline", reason=f"“{text}” has {text.count(mark)} of “{mark}”; quote the change."
            )
        return EditRequest("replace", path=path, old=text, new=text.replace(mark, ""))
    m = phrasing.STRAY_MARK.search(skel)
    if m:
        code, mark = (
            code_said(m["code"], quoted, body),
            phrasing.MARKS[" ".join(m["mark"].lower().split())],
        )
        old = code if code.endswith(mark) else code + mark
        op = "replace_all" if m["many"] else "replace"
        return EditRequest(op, path=path, old=old, new=old[: -len(mark)], scope=scope_of(m, quoted))
    m = phrasing.ADD_AFTER_LAST.search(skel)
    said = list(phrasing.LITERAL_SAID.finditer(skel, 0, m.start())) if m else []
    if len(said) == 1:
        # the last item and its closing bracket, as the prompt quotes them: only where the code
        # writes them so (another quote mark, a trailing comma or a line break: not found)
        last = _quoted_as_said(token_text(said[0]["last"], quoted), body)
        new = token_text(m["new"], quoted)
        new = new if in_backticks(m["new"], body, quoted) else _quoted_as_said(new, body)
        return EditRequest(
            "replace",
            path=path,
            old=last + said[0]["close"],
            new=f"{last}, {new}{said[0]['close']}",
            scope=scope_said(skel[: said[0].start()], quoted),
        )
    located = located_edit(skel, quoted, path, body)
    if located is not None:
        return located
    m = phrasing.INITIALISE.search(skel)
    if m:
        target = token_text(m["target"], quoted)
        if target.lower() == "it":  # "... never sets self.currentbp. Initialise it to None"
            said = re.findall(rf"\b(?:self|cls)\.{IDENT}\b", restored(skel[: m.start()], body))
            if len(set(said)) != 1:
                return EditRequest(
                    "decline",
                    reason="“it” does not say which attribute; name it: "
                    + phrasing.HOW_TO["insert"],
                )
            target = said[0]
        return EditRequest(
            "insert_after" if m["where"].lower() in ("after", "below") else "insert_before",
            path=path,
            old=code_said(m["anchor"] or m["named"], quoted, body),
            new=f"{target} = {code_said(m['value'], quoted, body, new=True)}",
            scope=scope_of(m, quoted),
        )
    m = phrasing.ADD_ENTRY_NEXT_TO.search(skel)
    if m:  # 'add "code" after "textarea" in DEFAULT_PRESERVE_WHITESPACE_TAGS': an entry
        return EditRequest(
            "add_entry",
            path=path,
            symbol=token_text(m["item"], quoted),
            scope=token_text(m["container"], quoted),
            old=token_text(m["anchor"], quoted),
            new="before" if m["where"].lower() == "before" else "",
        )
    m = phrasing.ADD_ENTRY_THEN_PLACE.search(skel)
    if m and (m["word1"] or m["word2"] or m["owner"] or m["owner2"]):
        owner = m["owner"] or m["owner2"]
        container = token_text(m["container"], quoted)
        return EditRequest(
            "add_entry",
            path=path,
            symbol=token_text(m["item"], quoted),
            scope=f"{owner}.{container}" if owner else container,
            old=token_text(m["anchor"], quoted),
            new="before" if m["where"].lower() == "before" else "",
        )
    for pattern in (
        phrasing.INSERT,
        phrasing.INSERT_REVERSED,
        phrasing.UNQUOTED_INSERT_REVERSED,
        phrasing.UNQUOTED_INSERT,
        phrasing.LINE_NEXT_SHOULD_BE,
    ):
        m = pattern.search(skel)
        if m and pattern is phrasing.LINE_NEXT_SHOULD_BE and not m["add"]:
            return EditRequest(
                "decline",
                reason="I could not tell whether to add that line or to change the one there; "
                + phrasing.HOW_TO["insert"],
            )
        if m:
            after = m.group("where").lower() in (
                "after",
                "below",
                "under",
                "underneath",
                "following",
            )
            new, anchor = (
                code_said(m.group("new"), quoted, body, new=True),
                code_said(m.group("anchor") or m.groupdict().get("named"), quoted, body),
            )
            scope = m.groupdict().get("scope") or ""
            # "add `30.0` to H.DEFAULT_BUCKETS, after `10.0`"
            if _entry_of_constant(new, scope, anchor):
                return EditRequest(
                    "add_entry",
                    path=path,
                    symbol=new,
                    scope=scope.rsplit(".", 1)[-1],
                    old=anchor,
                    new="" if after else "before",
                )
            return EditRequest(
                "insert_after" if after else "insert_before",
                path=path,
                old=anchor,
                new=new,
                scope=scope_of(m, quoted),
            )
    m = phrasing.WRITE_INTO.search(skel)
    if m and is_path(token_text(m.group("path"), quoted)):
        # neither "into a new file" nor "to notes.txt" may overwrite what is there
        content = token_text(m.group("new"), quoted)
        return EditRequest(
            "write_new", path=token_text(m.group("path"), quoted), new=content + "\n"
        )
    # "there is a line that skips ... . Rewrite it as an augmented assignment: X", "make the
    # fallback 8, i.e. chunksize = ...": the new line whole, after the line said; the handler
    # changes the one line it is plainly an edit of
    m = phrasing.REWRITE_IT_AS.search(skel) or phrasing.LINE_GIVEN_WHOLE.search(skel)
    if m and m.groupdict().get("new3") and re.search(TOKEN, skel[: m.start()]):
        m = None  # "dump() returns `data` unchanged. Change that line to ...": the quote's line
    if m and (
        m.re is phrasing.REWRITE_IT_AS
        or re.search(phrasing.LINE_GIVEN_VERB, skel[: m.start()], re.I)
    ):
        return EditRequest(
            "replace_line",
            path=path,
            new=code_said(
                m["new"]
                or m.groupdict().get("new2")
                or m.groupdict().get("new3")
                or m.groupdict().get("new4"),
                quoted,
                body,
                new=True,
            ),
            scope=scope_said(skel[: m.start()], quoted),
            described=restored(m.groupdict().get("desc") or skel[: m.start()], body),
        )
    m = phrasing.CHANGE_SO_IT.search(skel)
    if m:
        text = token_text(m["old"], quoted)
        numbers = re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", text)
        said = re.findall(r"\b\d+(?:\.\d+)?\b", re.sub(TOKEN, " ", skel[: m.start()]))
        told = [n for n in dict.fromkeys(said) if numbers.count(n) == 1] or (
            numbers if len(numbers) == 1 else []
        )
        if len(told) != 1:
            return EditRequest(
                "decline", reason=f"I could not tell which number of “{text}” becomes {m['new']}."
            )
        at = re.search(rf"(?<![\w.]){re.escape(told[0])}(?![\w.])", text)
        new = text[: at.start()] + m["new"] + text[at.end() :]
        return EditRequest("replace", path=path, old=text, new=new)
    m = phrasing.CHANGE_SO_READS.search(skel)
    if m:
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        texts = re.findall(r"(['\"])((?:(?!\1).)+)\1", old)
        if len(texts) == 1 and not re.search(r"['\"]", new):  # the message inside the code
            new = old.replace(
                texts[0][0] + texts[0][1] + texts[0][0], texts[0][0] + new + texts[0][0]
            )
        return EditRequest("replace", path=path, old=old, new=new, scope=place_first(skel))
    m = phrasing.CHANGE_FROM_TO.search(skel)
    if m and not is_path(token_text(m["old"], quoted)):
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        # "change FAVORITE_HASH from "sha256" to "sha512"": in the constant's assignment
        named = [
            w
            for w in re.findall(rf"{IDENT}(?:\.{IDENT})*", skel[m.start() : m.start("old")])
            if (code_name(w) or re.fullmatch(r"[A-Z][A-Z0-9]{2,}", w)) and not is_path(w)
        ]
        scope = scope_of(m, quoted) or (named[0] if len(named) == 1 else "")
        return EditRequest("replace", path=path, old=old, new=new, scope=scope)
    m = phrasing.REPLACE.search(skel) or phrasing.MAKE_READ.search(skel)
    if m:
        old, new = token_text(m.group("old"), quoted), token_text(m.group("new"), quoted)
        if not is_path(old):
            op = "replace_line" if m.group("line") else "replace"
            if op == "replace" and (
                m.group("all")
                or m.group("occurrences")
                or phrasing.EVERY_AFTER.search(skel[m.end() :])
            ):
                op = "replace_all"
            # "in findroot, change ... `A` to `B`": where, said first (or after the quote)
            where = m.groupdict().get("where") or ""
            scope = place_first(skel) or ("" if is_path(where) else where)
            return EditRequest(op, path=path, old=old, new=new, scope=scope)
    m = (
        phrasing.REPLACE_PRONOUN.search(skel)
        or phrasing.RATHER_SAID.search(skel)
        or phrasing.FIX_SAID.search(skel)
        or phrasing.VALUE_PRONOUN.search(skel)
    )
    quote_first = bool(m and re.fullmatch(TOKEN, m["new"].strip()))
    said = text_said(skel[: m.start()], quoted, body, quote_first, m["new"]) if m else ""
    if m and not said and m.groupdict().get("just"):  # "... never used. Make that line just X"
        said = code_said(m.group("new"), quoted, body)
    bare = m and not re.fullmatch(TOKEN, m["new"].strip())
    inside = _value_in_quote(skel[: m.start()], quoted, m["new"]) if bare else None
    if inside:  # "_pre_style returns 'line-height: 125%;'. Make it 150%": inside the quote
        return EditRequest(
            "replace", path=path, old=inside[0], new=inside[1], scope=place_first(skel)
        )
    if said:
        new = code_said(m.group("new"), quoted, body, new=True)
        # ("... tells people to run `pip install httpx[socks]`. Make that httpx2[socks]": the
        # part of the quote the new text is a fix of)
        said = _part_fixed(said, new) if bare else said
        line = m.groupdict().get("line")
        op = "replace_line" if line else "replace_all" if m.groupdict().get("every") else "replace"
        return EditRequest(op, path=path, old=said, new=new, scope=place_first(skel))
    m = phrasing.DEFAULT_TO.search(skel)
    said = set(re.findall(rf"(?<![\w.]){NUMBER}(?![\w.])", skel[: m.start()])) if m else set()
    subject = m and re.match(rf"\W*({IDENT}(?:\.{IDENT})*)(?:\(\))?\s+[a-z]+s\b", skel)
    if m and len(said) == 1 and subject:
        old = said.pop()
        return EditRequest(
            "set_value", path=path, symbol="default", old=old, new=m["new"], scope=subject[1]
        )
    m = phrasing.SHAPED_PRONOUN.search(skel)
    if m:
        before = re.sub(TOKEN, lambda t: token_text(t[0], quoted), skel[: m.start()])
        said = _same_shape(before, token_text(m["new"], quoted))
        if said:
            new = token_text(m["new"], quoted)
            return EditRequest("replace", path=path, old=said, new=new, scope=place_first(skel))
    m = (
        phrasing.SPELL.search(skel)
        or phrasing.SAYS_SPELL_IT.search(skel)
        or phrasing.FIX_ARROW.search(skel)
    )
    if m:
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        every = bool(m.groupdict().get("all") or phrasing.EVERY_AFTER.search(skel[m.end() :]))
        if m.groupdict().get("where"):  # only inside the text said: "... in both 'x' messages"
            where = token_text(m["where"], quoted)
            if old not in where:
                return EditRequest("decline", reason=f"“{where}” does not hold “{old}”.")
            old, new = where, where.replace(old, new)
        return EditRequest("replace_all" if every else "replace", path=path, old=old, new=new)
    m = phrasing.REPLACE_ARROW.search(skel)
    if m and not is_path(token_text(m.group("old"), quoted)):
        # "... everywhere"
        op = "replace_all" if phrasing.EVERY_AFTER.search(skel[m.end() :]) else "replace"
        return EditRequest(
            op, path=path, old=token_text(m["old"], quoted), new=token_text(m["new"], quoted)
        )
    m = phrasing.NUMBER_FROM_TO.search(skel)
    if m and not phrasing.SET_VALUE.search(skel):
        inside = phrasing.DESC_SCOPE.search(m["desc"])
        scope = (
            scope_of(inside, quoted) if inside and not phrasing.TOP_LEVEL.search(m["desc"]) else ""
        )
        described = restored(f"{m['desc']} {m['remark'] or ''}", body)
        new = m["new"]
        if (
            m["old"].endswith(".")
            and not new.endswith(".")
            and skel[m.end("new") :].startswith(".")
        ):
            new += "."  # "from 8. to 10.": a float written as the old one is, its dot kept
        return EditRequest(
            "replace", path=path, old=m["old"], new=new, scope=scope, described=described
        )
    m = phrasing.DEFAULT_INSTEAD.search(skel)
    if m:
        return EditRequest("replace", path=path, old=m["old"], new=m["new"], described=m["desc"])
    m = phrasing.NUMBER_INSTEAD.search(skel)
    before = re.findall(r"(?<![\w.])\d[\d.]*(?![\w.])", skel[: m.start()]) if m else []
    if m and len(set(before) - {m["new"]}) == 1:
        # "... with a factor of 10; on our data 5 is faster. Change that line so it multiplies
        # by 5 instead": the one other number said is the one to change, where it is said to be
        old = (set(before) - {m["new"]}).pop()
        scope = place_first(skel) or (phrasing.METHOD_FIRST.match(skel) or [None, ""])[1]
        return EditRequest("replace", path=path, old=old, new=m["new"], scope=scope)
    m = phrasing.RAISE_INSTEAD.search(skel)
    if m:  # "a bad `format` value should raise ValueError, not TypeError": the raise's exception
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        scope = place_first(skel) or _place_before(skel, m.start())
        return EditRequest(
            "replace", path=path, old=f"raise {old}", new=f"raise {new}", scope=scope
        )
    m = phrasing.RETURN_INSTEAD.search(skel)
    if m:  # (a quoted value keeps the quotes it is written with)
        old, new = code_said(m["old"], quoted, body), code_said(m["new"], quoted, body)
        if re.fullmatch(TOKEN, m["old"]):
            old, new = _quoted_as_said(old, body), _quoted_as_said(new, body)
        scope = m["owner"] or place_first(skel) or _place_before(skel, m.start())
        return EditRequest(
            "replace", path=path, old=f"return {old}", new=f"return {new}", scope=scope
        )
    m = (
        phrasing.SHOULD_SAY_NOT.search(skel)
        or phrasing.SAYS_SHOULD_BE.search(skel)
        or phrasing.QUOTE_SHOULD_BE.search(skel)
    )
    if m:
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        old = _part_fixed(old, new)
        return EditRequest(
            "replace", path=path, old=old, new=new, scope=_place_before(skel, m.start())
        )
    m = phrasing.SAYS_CHANGE_IT.search(skel)
    if m:
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        return EditRequest(
            "replace", path=path, old=old, new=new, scope=_place_before(skel, m.start())
        )
    m = phrasing.SAYS_PART_SHOULD.search(skel)
    if m:  # the quote with that word fixed, where it is a word of the quote once
        old, part = token_text(m["old"], quoted), token_text(m["part"], quoted)
        found = list(re.finditer(rf"(?<!\w){re.escape(part)}(?!\w)", old))
        if len(found) == 1:
            new = old[: found[0].start()] + token_text(m["new"], quoted) + old[found[0].end() :]
            scope = _place_before(skel, m.start())
            return EditRequest("replace", path=path, old=old, new=new, scope=scope)
    # (what the code has, first: "C.f uses `type` instead of `type_` in its error. Please fix
    # that" is not a style that prefers `type`)
    m = phrasing.HAS_INSTEAD.search(skel)
    if m:  # (the sentences before are why: "... out of the docs of encode because ...")
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        return EditRequest("replace", path=path, old=old, new=new)
    m = phrasing.FIX_MISSPELT.search(skel)
    if m:
        said = {w for w in re.findall(r"[A-Za-z][\w-]{3,}", skel) if w != m["old"]}
        alike = [
            w
            for w in said
            if difflib.SequenceMatcher(None, w.lower(), m["old"].lower()).ratio() >= 0.8
        ]
        if len(alike) == 1:  # (a misspelling is fixed wherever it is)
            return EditRequest("replace_all", path=path, old=m["old"], new=alike[0])
    m = phrasing.PREFERRED_OVER.search(skel)
    if m:  # ("Fix both places": each one)
        every = re.search(r"\b(?:both|all|every|each|everywhere)\b", m["rest"], re.I)
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        return EditRequest("replace_all" if every else "replace", path=path, old=old, new=new)
    # a name: SHOULD_BE
    m = phrasing.TEXT_SHOULD_READ.search(skel) or phrasing.SAID_SHOULD_READ.search(skel)
    if m and (
        not re.fullmatch(
            rf"{IDENT}(?:\.{IDENT})*|\S*\.[A-Za-z]\w{{0,7}}", token_text(m.group("old"), quoted)
        )
        # "a typo in the docstring: 'keywrord' should be 'keyword'"
        or phrasing.TYPO_SAID.search(skel)
    ):
        return EditRequest(
            "replace",
            path=path,
            old=token_text(m.group("old"), quoted),
            new=token_text(m.group("new"), quoted),
        )
    # "right after the line that copies f's docstring"
    beside = phrasing.NEXT_TO_LINE_THAT.search(skel)
    about_a_line = beside and len(phrasing.DOCSTRING.findall(beside["desc"])) == len(
        phrasing.DOCSTRING.findall(skel)
    )
    if not about_a_line and (docstring_asked(body) or phrasing.DOCUMENT.search(skel)):
        return docstring_edit(body, path)
    m = phrasing.SET_VALUE.search(skel)
    if (
        m
        and m["noun"]
        # ("change the rankdir default from BT to LR": a parameter's default, said by its name)
        and not (m["noun"].strip().lower() == "default" and m["was"])
        and not re.fullmatch(TOKEN, m["name"])  # "make `before` default to 5": a name
        and not re.search(r"_|\d|[a-z][A-Z]|^[A-Z]+$", token_text(m["name"], quoted))
    ):
        m = None  # "set the retry limit to 5": a word, not the name of the setting
    m = (
        m
        or phrasing.SHOULD_BE.search(skel)
        or phrasing.ARROW_VALUE.search(skel)
        or phrasing.ARROW_NEW_VALUE.search(skel)
        or phrasing.ARROW_ASSIGNED.search(skel)
        or phrasing.MAKE_VALUE.search(skel)
        or phrasing.BARE_VALUE.search(skel)
        or phrasing.NEED_VALUE.search(skel)
        or phrasing.POINT_AT.search(skel)
        or named_after
    )
    if m:
        request = _set_value(m, quoted, body, path)
        if request is not None:
            return request
    m = phrasing.MESSAGE_REWORDED.search(skel)
    if m:
        return EditRequest(
            "reword_message",
            path=path,
            new=token_text(m["new"], quoted),
            scope=m["scope"],
            described=m["desc"].strip(),
        )
    m = phrasing.MAKE_TEXT.search(skel)
    said = [token_text(t, quoted) for t in re.findall(TOKEN, skel[: m.start()])] if m else []
    if m and len(said) == 1 and not re.search(TOKEN, m["rest"]):
        return EditRequest("replace", path=path, old=said[0], new=token_text(m["new"], quoted))
    m = phrasing.ASSIGNED_INSTEAD.search(skel)
    if m and not re.search(TOKEN, m[0]):
        # "... so the defaults are low=3., high=3. instead of low=4., high=4.": written out, the
        # sentence's full stop no part of either
        old, new = restored(m["old"], body), restored(m["new"], body, code=True)
        if old.endswith("."):
            old, new = old[:-1], new.removesuffix(".")
        return EditRequest("replace", path=path, old=old, new=new)
    m = phrasing.LINE_READS.search(skel)
    if m:  # "in decimate's default IIR branch, change ... so the line reads `sos = cheby1(...)`"
        owner = re.search(rf"\b(?:in|of)\s+({IDENT}(?:\.{IDENT})*)['’]s\b", skel[: m.start()])
        scope = owner[1] if owner else place_first(skel)
        return EditRequest(
            "replace_line",
            path=path,
            new=token_text(m["new"], quoted),
            scope=scope,
            described=restored(skel[: m.start()], body),
            reason="I could not tell which line to change; " + phrasing.HOW_TO["replace_line"],
        )
    m = phrasing.STRING_MADE_PREFIXED.search(skel)
    if m:  # 'Replace "Found 8 ..." with f"Found {n} ..."': the string literal made an f-string
        mark = '"' if f'"{token_text(m["new"], quoted)}"' in body else "'"
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        return EditRequest(
            "replace", path=path, old=f"{mark}{old}{mark}", new=f"{m['prefix']}{mark}{new}{mark}"
        )
    m = phrasing.CHANGE_TO_INSTEAD.search(skel)
    if m:
        return EditRequest(
            "replace", path=path, old=token_text(m["old"], quoted), new=token_text(m["new"], quoted)
        )
    m = phrasing.MAKE_INSTEAD.search(skel)
    if m:
        described = restored(f"{m['desc']} {m['remark'] or ''}", body)
        old, new = token_text(m["old"], quoted), token_text(m["new"], quoted)
        if re.fullmatch(phrasing.CODE_NAME, m["desc"].strip()):  # "make DEFAULT 'x' instead of 'y'"
            name = m["desc"].strip()
            return EditRequest("set_value", path=path, symbol=name, old=old, new=new, text=True)
        # "On line 369 of FILE, make ..."
        on_line = phrasing.LINE_SAID_BEFORE.search(skel, 0, m.start())
        line = int(on_line["n"]) if on_line else 0
        return EditRequest("replace", path=path, old=old, new=new, described=described, line=line)
    m = phrasing.CHANGE_AMONG_TO.search(skel)
    said = [token_text(t, quoted) for t in re.findall(TOKEN, m["before"])] if m else []
    alike = most_alike(said, token_text(m["new"], quoted)) if len(said) >= 2 else []
    if alike:  # 'change the "Cache-Control": "max-age=0" header ... to "max-age=60"'
        return EditRequest("replace", path=path, old=alike[0], new=token_text(m["new"], quoted))
    m = phrasing.UNQUOTED_REPLACE.search(skel) or phrasing.CODE_FROM_TO.search(skel)
    if not m and (text := phrasing.UNQUOTED_TEXT_REPLACE.search(skel)):
        m = text if re.search(r"\d|\b[A-Z]{2,}\b", text["old"]) else None
    m = m or phrasing.UNQUOTED_ADDRESS_REPLACE.search(skel)
    if m and len(m.group("old")) >= 3 and not re.search(TOKEN, m.group(0)):
        old, new = m.group("old"), m.group("new")
        if not is_path(old) and not is_path(new):
            return EditRequest("replace", path=path, old=old, new=new)
    m = (
        phrasing.UNQUOTED_CODE_REPLACE.search(skel)
        or phrasing.UNQUOTED_ARROW.search(skel)
        or phrasing.BRACKETED_REPLACE.search(skel)
    )
    if m:
        said_new, scope = m.group("new"), m.groupdict().get("scope") or ""
        placed = _PLACE_AFTER_NEW.search(said_new) if m.re is phrasing.UNQUOTED_ARROW else None
        if placed:  # "A -> B in class C of FILE. Our own class has ...": where, then a remark
            said_new, scope = said_new[: placed.start()], scope or placed["scope"]
        old, new = restored(m.group("old"), body), restored(said_new, body, code=True)
        end = skel[m.end("new") : m.end("new") + 1]
        if new.startswith("#") and end in (".", "!", "?") and _own_line(skel, m.start("new")):
            new += end  # a comment on a line of its own ends with its own full stop
        at = int(m.groupdict().get("at") or 0)
        if not is_path(old) and not is_path(new):
            return EditRequest("replace", path=path, old=old, new=new, line=at, scope=scope)
    # "self.rank -delta -> self.rank - delta in prev()": code without quotes, its new form
    # alike but for a few marks; "change W.L. Conover to W.J. Conover": words, alike
    for m in (phrasing.ARROW_ALIKE.search(skel), phrasing.CHANGE_ALIKE.search(skel)):
        if m and not re.search(TOKEN, m[0]):
            old, new = m["old"].strip(), m["new"].strip()
            alike = difflib.SequenceMatcher(None, old, new).ratio() >= 0.75
            if alike and old != new and not is_path(old) and not is_path(new):
                scope = m.groupdict().get("scope") or ""
                return EditRequest("replace", path=path, old=old, new=new, scope=scope)
    m = phrasing.LINE_SHOULD_BE.search(skel)
    if m:
        old, new = restored(m.group("old"), body), restored(m.group("new"), body, code=True)
        if not is_path(old) and not is_path(new):
            return EditRequest("replace", path=path, old=old, new=new)
    if phrasing.FEATURE_ASKED.search(skel):
        return EditRequest("decline")  # a feature to build: never answered as a question
    wish = phrasing.SHOULD_WISH.search(skel)
    if (
        wish
        and not skel.rstrip().endswith("?")
        and not phrasing.LINE_ASKED_AFTER.match(skel, wish.end())
    ):
        # "FakeJob should remember the job timeout too. Right after the line ..., add X": the
        # wish is the reason for the request after it
        rest = re.split(r"(?<=[.!])\s+", prompt.strip(), maxsplit=1)[1:]
        later = _read_one(rest[0]) if rest else None
        if later is not None and later.op != "decline":
            return dataclasses.replace(later, path=later.path or path)
        return EditRequest("decline")  # beyond a value to set: said, never answered as a question
    # an imperative anywhere: "decode() is quadratic; please rewrite it with a bytearray."
    # "X is unused, drop it", "X is slow - could you make it faster?"
    clauses = [p for c in phrasing.CLAUSE.split(skel) for p in re.split(r",\s+|\s+[—–-]+\s+", c)]
    verb = next(filter(None, (phrasing.EDIT_VERB.search(c) for c in clauses)), None)
    if verb is None:
        return None
    word = verb.group(1).lower()
    if re.fullmatch(r"erase|kill|nuke|ditch|scrap|get\s+rid\s+of", word):
        word = "delete"  # "in init_banner get rid of the line that prints ...": a line deleted
    if word == "rename":
        return EditRequest(
            "decline",
            reason="I could not tell what to rename to what; " + phrasing.HOW_TO["rename"],
        )
    if word in ("replace", "change", "swap") and len(quoted) < 2:
        return EditRequest(
            "decline",
            reason="I could not tell which text to replace with what; "
            + phrasing.HOW_TO["replace"],
        )
    if word in ("insert", "put", "place", "prepend", "append") or (
        word == "add" and re.search(r"\b(after|before|below|above)\s+(the\s+)?line\b", skel, re.I)
    ):
        reason = "I could not tell which line to insert where; " + phrasing.HOW_TO["insert"]
        m = (
            phrasing.NEXT_TO_LINE_THAT.search(skel)
            or phrasing.PUT_NEXT_TO_LINE.search(skel)
            or phrasing.ADD_NEXT_TO_LINE_THAT.search(skel)
        )
        if m is None:
            return EditRequest("decline", reason=reason)
        # the line said by what it does: the handler looks for it, or declines with the reason
        where = "insert_after" if m["where"].lower() in ("after", "below") else "insert_before"
        new = restored(m["new"], body, code=True)
        aim = re.search(r"\s+so\s+(?:that\s+)?\w", new)  # "add X so that Y works": the aim
        if new.startswith("#"):  # a comment says its own "so ...": "# rewind so the readers ..."
            aim = None
        new = new[: aim.start()] if aim and _compiles(new[: aim.start()]) else new
        # "add f(a, b). It's in FILE.": a sentence after the code is no part of it
        ends = re.search(r"[.!?]\s+(?=[A-Z])", new)
        if (
            ends
            and not new.startswith("#")
            and not _compiles(new)
            and _compiles(new[: ends.start()])
        ):
            new = new[: ends.start()]
        told = re.fullmatch(  # ("add the comment `# closing fence: ...`": the quote)
            rf"(?:(?:the|a|an|this)\s+(?:new\s+)?(?:comment|line|statement)\s*:?\s*)?({TOKEN})"
            rf"(?:\s+so\s+(?:that\s+)?\w.*)?",
            m["new"].strip(),
            re.S,
        )
        new = token_text(told[1], quoted) if told else new  # "add `x = 1` so that ...": the quote
        return EditRequest(
            where,
            path=path,
            new=new,
            described=restored(m["desc"], body),
            scope=token_text(m["scope"], quoted)
            if m["scope"]
            else scope_said(
                skel[: m.start("where" if m.re is phrasing.PUT_NEXT_TO_LINE else 0)], quoted
            ),
            reason=reason,
        )
    lines_said = (  # ("delete the python 2 alias of Array.__bool__": a line too)
        # ("... hard-codes a LifeCycleState of "available". Remove that entry from FILE": the
        # entry said before, on a line of its own; no dict named)
        r"\b(lines?|statement|alias|assignment)\b|\bcall\s+(?:that|which)\b|\b(?:that|this)\s+entry\b"
        if word in ("delete", "remove", "drop")
        else phrasing.LINE_NOUN
    )
    if word == "uncomment":  # "uncomment the commented-out read of the pad byte"
        lines_said = rf"{phrasing.LINE_NOUN}|\bcommented[- ]out\b"
    if word in ("delete", "remove", "drop", "comment", "uncomment") and re.search(
        lines_said, skel, re.I
    ):
        # no line quoted: the handler looks for the one line the prompt writes out or says
        # by what it does, and declines with this reason when none stands out ("line 313
        # (`x = ...`) ... Delete that line": of the lines holding it, the one at that number)
        numbers = set(re.findall(r"\bline\s+(\d+)\b", skel, re.I))
        return EditRequest(
            line_op(word),
            path=path,
            line=int(numbers.pop()) if len(numbers) == 1 else 0,
            scope=scope_said(skel, quoted),
            # the part of a dashed prompt that asks ("FILE — our app ... Please comment out the
            # line that ..."), not a remark after it
            # ("In FILE, We split f up, so delete the FIXME comment line ...": the part that
            # says the line, not the file moved first)
            described=restored(
                _part_saying(
                    _part_saying(_without_file_first(skel), phrasing.REMARK_DASH, lines_said),
                    phrasing.REMARK_AFTER,
                    lines_said,
                ),
                body,
            ),
            reason="I could not tell which line to change; " + phrasing.HOW_TO["delete"],
        )
    return EditRequest("decline")


def _without_file_first(text: str) -> str:
    """``text`` without the "In FILE, " a file in brackets was moved to the front as, or a
    "FILE: we are python 3 only, " said before the request's verb."""
    text = re.sub(
        rf"^\W*(?:in\s+{phrasing.FILE_SAID}\s*,|{phrasing.FILE_SAID}\s*:)\s*", "", text, flags=re.I
    )
    lead = re.match(r"[^,.;:!?]*,\s+", text)
    return text[lead.end() :] if lead and phrasing.EDIT_VERB.match(text[lead.end() :]) else text


def _part_saying(text: str, splitter: re.Pattern[str], said: str) -> str:
    """The first part of ``text`` cut by ``splitter`` that says ``said``, else the first part."""
    parts = splitter.split(text)
    return next((p for p in parts if re.search(said, p, re.I)), parts[0])


def _said_before(prompt: str, pronoun: str) -> tuple[str, str]:
    """What the prompt says before the clause of the ``pronoun`` an edit acts on ("X is unused"
    of "X is unused, delete it"; empty when that clause starts the prompt), and the kind said
    after it ("that *function*")."""
    said, kind = "", ""
    for m in re.finditer(rf"(?i)\b{re.escape(pronoun)}\b", prompt):
        ends = [e.end() for e in phrasing.CLAUSE_END.finditer(prompt, 0, m.start())]
        start = ends[-1] if ends else 0
        said = prompt[:start].strip()
        noun = re.match(  # ("that class attribute": an attribute)
            rf"\s+(?:(?:class|instance|module)\s+(?=attribute|variable|field|constant))?"
            rf"({phrasing.DEFINITION}|attribute|variable|field|constant)\b",
            prompt[m.end() :],
            re.I,
        )
        kind = noun.group(1).lower() if noun else ""
        if phrasing.ACTS_ON.search(prompt, start, m.start()):
            break
    return said, kind


def _default_said_before(request: EditRequest, prompt: str) -> EditRequest:
    """ "derive_key defaults to 100000 iterations; ... Please change the default to 600000": no
    name given, the one other number of the prompt is the value to replace (where it is said
    to be, the scope); ``request`` unchanged otherwise."""
    if request.symbol.lower() not in ("default", "value", "number") or request.old:
        return request
    # (a value of the new one's kind: a number, a version, a colour, as "change it to 60" reads)
    kind = next((k for k in phrasing.VALUE_KINDS if re.fullmatch(k, request.new)), None)
    if kind is None or not re.search(rf"\bthe\s+{request.symbol}\b", prompt, re.I):
        return request
    said = set(re.findall(kind, prompt)) - {request.new}
    if len(said) != 1:
        return request
    return dataclasses.replace(request, op="replace", old=said.pop(), symbol="")


def _unread(request: EditRequest | None) -> bool:
    """No edit read: none, a decline, or a line edit whose line is still to be found (it carries
    the reason to give if none is)."""
    return request is None or request.op == "decline" or bool(request.reason)


def _first_sentence(prompt: str, starts: str = r"[A-Z][a-z]|_\w|`") -> str:
    """``prompt``'s first sentence, when a question mark, an exclamation or a full stop ends it
    outside quotes and more follows that ``starts`` a sentence ("X 1000 -> 200. Our notebooks
    hang ...", "... . _translate_parts uses ..."); empty otherwise."""
    flat = QUOTES.sub(lambda m: "x" * len(m[0]), prompt)  # same length, no quotes
    end = re.search(rf"[?!](?=\s+\w)|\.(?=\s+(?:{starts}))", flat)
    return prompt[: end.end()] if end else ""


def _unquoted(text: str) -> str:
    return re.sub(r"[`\"'“”‘’]", "", text)


def _described_not_code(request: EditRequest | None, prompt: str) -> EditRequest | None:
    """A line edit whose "code" is a description ("the line that empties the cache - ...",
    "its assert that the schema is not a mock"): the line said by what it does, found by the
    handler or declined with the reason."""
    if (
        request is None
        or request.op not in ("comment_out", "uncomment", "delete_line")
        or not re.match(
            r"(?:(?:assert|print|return|raise|import|call)\s+)?(?:that|which|where)\s",
            request.old,
            re.I,
        )
    ):
        return request
    return dataclasses.replace(
        request,
        old="",
        scope=request.scope or scope_said(*skeleton(prompt)),
        described=phrasing.REMARK_DASH.split(request.old)[0],
        reason="I could not tell which line to change; " + phrasing.HOW_TO["delete"],
    )


# a remark after the request, on where or what the thing is: ", it's in four docstrings."
REMARK_AT_END = re.compile(
    r",\s+(?:it['’]s|it\s+is|they['’]re|they\s+are|there\s+are|there['’]s)\s[^,;]*$", re.I
)
# "instead" closing a request after what it asks for: no part of the change
INSTEAD_AT_END = re.compile(r"(?<=[`'\"”’\w)\]}])\s+instead(?=\s*[.!]*\s*$)", re.I)


# why, said without a comma ("... so they keep working"; never "so that `python -m pkg` works"
# nor "so the line reads `x`", which say what the change is)
SO_WHY = re.compile(
    rf" so\s+(?:that\s+)?(?:{phrasing.SO_SUBJECT}\b(?!\s+(?:reads?|says?|becomes?)\b)|"
    # ("... so that .aggregate works like it does in pandas": a likeness, never the change)
    r"[^\s`'\"]+\s+(?:works?|behaves?)\s+(?:like|as)\b)",
    re.I,
)


def _without_last_clause(prompt: str) -> str:
    """``prompt`` without what follows its last comma outside quotes and brackets, or without a
    remark in brackets at its end ("a => b (it reads one block, not a chunk)"), when that is a
    remark rather than a request (no edit verb starts it); empty when there is none."""
    flat = QUOTES.sub(lambda m: "x" * len(m[0]), prompt)  # same length, no quotes
    flat = re.sub(r"(?<= )--+(?= )", lambda m: "—" + " " * (len(m[0]) - 1), flat)  # " -- "
    depth, cut, after, opened, group = 0, -1, 0, 0, (-1, -1)
    # ("Append X at the very end of the file so they keep working": why, without a comma)
    why = {m.start() for m in SO_WHY.finditer(flat)}
    for i, ch in enumerate(flat):
        if ch == "(" and depth == 0:
            opened = i
        if i in why and depth == 0:
            cut, after = i, i + 1
        depth += (ch in "([{") - (ch in ")]}")
        if ch == ")" and depth == 0:
            group = (opened, i)  # the last bracketed group outside any other
        dash = ch in "—–-" and flat[i - 1 : i] == " " and flat[i + 1 : i + 2] == " "
        if (ch in ",;" or dash) and depth == 0:  # ("...; in our fork exp should never be ...")
            cut, after = i, i + 1
    start, end = group
    if end == len(flat.rstrip(" .!?")) - 1 and start > cut and flat[start - 1 : start] == " ":
        remark = prompt[start + 1 : end]
        if len(remark.split()) >= 3 and not re.match(r"\s*(?:in|inside|within|from|of)\b", remark):
            cut, after = start, start + 1
    rest = prompt[after:]
    if cut < 0 or phrasing.EDIT_VERB.match(rest) or phrasing.DOCSTRING.search(rest):
        return ""
    return prompt[:cut]


def _same_shape(before: str, new: str) -> str:
    """The one text said in ``before`` that ``new`` is a new version of: the same but for its
    digits (``%PDF-1.4`` for ``%PDF-1.7``, ``v2.3`` for ``v2.4``); "" when none is, or several."""
    shape = re.sub(r"\d+", "0", new)
    said = {w.strip(".,;:!?()[]") for w in before.split()}
    found = [w for w in said if w != new and re.sub(r"\d+", "0", w) == shape]
    return found[0] if len(found) == 1 and not re.fullmatch(r"0", shape) else ""


def _part_fixed(old: str, new: str) -> str:
    """The words of ``old`` that ``new`` is a fix of, when the user quoted more than they fix:
    'says "doesn't use it's argument" -- should be "its argument"' fixes "it's argument"."""
    said, fixed = old.split(), new.split()
    if not 1 <= len(fixed) < len(said):
        return old
    for part in (" ".join(said[-len(fixed) :]), " ".join(said[: len(fixed)])):
        if part != new and difflib.SequenceMatcher(None, part, new).ratio() >= 0.75:
            return part
    return old


def _place_before(skel: str, end: int) -> str:
    """The definition said last as a place before ``end``: "The KeyError *in WeakSet.pop* should
    say ...", "a typo in the message *of partition_all*: it says ..."; "" for a file or none."""
    said = re.findall(  # (never the first folder of a path: "in strategies/_internal/x.py")
        rf"\b(?:in|of|from)\s+(?:the\s+)?({IDENT}(?:\.{IDENT})*)(?![\w./-])", skel[:end], re.I
    )
    said = [s for s in said if not is_path(s)]
    return said[-1] if said and not re.fullmatch(TOKEN, said[-1]) else ""


def _value_in_quote(before: str, quoted: list[str], new: str) -> tuple[str, str] | None:
    """The one quote said in ``before`` that holds one value of the kind of ``new`` ("150%",
    "12px", "2.5"), and the quote with that value replaced."""
    new = new.strip().rstrip(".!?")
    kind = re.fullmatch(rf"(-?\d+(?:\.\d+)?)({phrasing.WRITTEN_UNIT})?", new)
    if not kind:
        return None
    value = rf"(?<![\w.])-?\d+(?:\.\d+)?{re.escape(kind[2] or '')}(?![\w.%])"
    holding = [
        (text, found[0])
        for text in (token_text(t, quoted) for t in re.findall(TOKEN, before))
        if len(found := re.findall(value, text)) == 1
    ]
    if len(holding) != 1:
        return None
    text, old = holding[0]
    return text, text.replace(old, new, 1)


def _in_order(first: EditRequest, rest: str) -> EditRequest | None:
    """``first`` with a second change to the same definition, named by a pronoun: "rename f to
    g and then give it a docstring: ...", "document f, then rename it to g". None for any other
    pair (those are declined: two unrelated changes are asked one at a time)."""
    second = _read_one(rest)
    subject = first.new if first.op == "rename" else first.symbol
    if second is None or not subject:
        return None
    if second.op == "docstring" and first.op == "rename":
        named = second.symbol
        if named and not phrasing.PRONOUN.fullmatch(named) and named not in (first.old, first.new):
            return None
        second = dataclasses.replace(second, symbol=subject, path=second.path or first.path)
    elif (
        second.op == "rename" and first.op == "docstring" and phrasing.PRONOUN.fullmatch(second.old)
    ):
        second = dataclasses.replace(second, old=subject, path=second.path or first.path)
    else:
        return None
    return dataclasses.replace(first, then=second)


def _quoted_as_said(text: str, body: str) -> str:
    """``text`` in the straight quotes the prompt wrote it in ('params'), as code."""
    mark = "'" if f"'{text}'" in body else '"'
    return f"{mark}{text}{mark}"


def _set_value(
    m: re.Match[str], quoted: list[str], body: str, path: str | None
) -> EditRequest | None:
    """ "set X to 5", "X should be 5, not 3": the constant and its value, or None when the name
    is not a name."""
    name = token_text(m.group("name"), quoted)
    subject = phrasing.NAME_AS_SUBJECT.match(m.string[: m.start()])
    # "__all__ should export X too, set it to [...]"
    if phrasing.PRONOUN.fullmatch(name) and subject:
        name = token_text(subject["name"], quoted)
    token = m.group("value").strip()
    said = re.findall(TOKEN, m.string[: m.start()])
    if phrasing.PRONOUN.fullmatch(name) and len(said) == 1 and re.fullmatch(TOKEN, token):
        # 'fix "defacto" in the comment of f, it should be "de facto"': "it" is the text
        # quoted, when the new one is plainly an edit of it (not "`timeout` ..., it should be 30")
        old, new = token_text(said[0], quoted), token_text(token, quoted)
        if difflib.SequenceMatcher(None, old, new).ratio() >= 0.6:
            return EditRequest("replace", path=path, old=old, new=new)
    if phrasing.PRONOUN.fullmatch(token) and said:  # "X spells it '#pragma'. set Y to that"
        token = said[-1]
    # "... is 0o160000. set S_IFWHT to that value"
    elif re.fullmatch(phrasing.THAT_VALUE, token, re.I):
        said = re.findall(rf"{TOKEN}|(?<![\w.])-?\d[\w.]*(?<!\.)", m.string[: m.start()])
        if not said:
            return EditRequest("decline", reason=f"“{token}” says no value; write the value.")
        token = said[-1]
    value = (
        token_text(token, quoted)
        if re.fullmatch(TOKEN, token)
        else restored(token, body, code=True)
    )
    prefixed = re.fullmatch(rf"([bBrRuU]{{1,2}})\s?({TOKEN})", token)
    if prefixed:  # 'to b"ABC"': a bytes literal, as written
        value = prefixed[1] + restored(prefixed[2], body, code=True)
    was = (
        m.groupdict().get("was") or m.groupdict().get("number") or m.group("instead") or ""
    ).strip()
    if not re.fullmatch(rf"{TOKEN}|{BRACKETED}|{VALUE}|\S+", was):
        was = ""  # "to 4 instead of pickle's highest protocol": no value, what it stands for
    was = token_text(was, quoted) if re.fullmatch(TOKEN, was) else restored(was, body)
    if not re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", name) or is_path(name):
        return None
    # a value written as an expression (a tuple, 1024 * 16) is code, as in backticks
    code = in_backticks(token, body, quoted) or bool(re.search(r"[\[({*/+]", token))
    text = bool(re.fullmatch(TOKEN, token)) and not code
    # "change connect_tcp's default happy_eyeballs_delay ...": the function whose parameter it is
    # (a plain word too when its default is said: "change omega's default niter from 5 to 10")
    owner = re.search(
        rf"\b({IDENT}(?:\.{IDENT})*)(?:\(\))?['’]s\s+((?:default|parameter|argument)\s+)?$",
        m.string[: m.start("name")],
    )
    return EditRequest(
        "set_value",
        path=path,
        symbol=name,
        old=was,
        new=value,
        code=code,
        text=text,
        scope=owner[1] if owner and (code_name(owner[1]) or owner[2]) else _place_said(m, quoted),
    )


def _place_said(m: re.Match[str], quoted: list[str]) -> str:
    """The definition a value is set in, said after it ("... default to False in C._defaults"),
    unless that is a file."""
    place = token_text(m.groupdict().get("place") or m.groupdict().get("place2") or "", quoted)
    return "" if is_path(place) or not re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", place) else place


def _own_line(text: str, at: int) -> bool:
    """Whether ``text`` has only blanks before ``at`` on its line (a line set apart)."""
    return not text[text.rfind("\n", 0, at) + 1 : at].strip() and "\n" in text[:at]
