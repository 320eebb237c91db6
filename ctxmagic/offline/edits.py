"""What the offline model changes or runs: commands, and the edits it can really make.

Edits go through the real ``edit`` and ``write`` tools (so the notebook shows the diff): add or
replace a docstring, rename a symbol and update its references in the workspace, insert (after
or before a quoted line, at a line number, at either end of a file), replace, delete or comment
out a line, replace quoted text, set a constant, delete a definition, delete or add an entry of
a dict or list, create a file. Anything else, and any edit whose target is missing or ambiguous,
is declined in words ("I did not change anything: ...") rather than half done.

This module reads which edit a request asks for and hands it to the module that makes that kind
(``edit_lines``, ``edit_by_number``, ``edit_definitions``, ``edit_rename``, ``edit_values``);
``edit_steps`` holds what they share.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

from ..errors import ToolError
from ..safety.workspace import FileTooLarge, read_regular
from .edit_by_number import edit_placed, lines_at
from .edit_definitions import delete_comment, delete_definition, docstring, edit_entry
from .edit_lines import f_string, line_edit, write
from .edit_messages import reword_message
from .edit_phrasings import HOW_TO
from .edit_rename import rename
from .edit_steps import A_FILE, SPELLED_OUT, declined, defines, files_with, is_file
from .edit_values import set_value
from .index import ABBREVIATIONS, MAX_FILE_BYTES, STOP, WorkspaceIndex
from .lookup import handle_how
from .question import Question
from .request_text import EditRequest, code_name
from .turn import Step, TurnState, excerpt

CAN_DO = (
    "add or replace a docstring, rename a symbol and its references, insert, replace, delete or "
    "comment out a line, replace quoted text in a file, set a constant's value, delete a "
    "definition or an entry of a dict or list, or create a file"
)


def handle_command(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    if not state.calls:
        return Step([("bash", {"command": q.command})], f"Running `{q.command}`.")
    call, result = state.done("bash")[0]
    if result is None:
        return Step(text=f"`{call.input.get('command')}` did not finish.")
    meta = result.metadata or {}
    if meta.get("permission"):  # not run: say so, not "exit code None"
        if meta["permission"] == "denied":
            why = f"the permission policy denied it ({meta.get('reason', '')})"
        else:
            why = f"it was not allowed ({meta['note']})" if meta.get("note") else "you denied it"
        return Step(text=f"I did not run `{call.input.get('command')}`: {why}.")
    status = "timed out" if meta.get("timed_out") else f"exit code {meta.get('exit_code')}"
    out = result.content.strip().splitlines()
    verdict = [line for line in out if re.search(r"\b\d+ (passed|failed|errors?)\b", line)]
    lines = [
        f"Ran `{call.input.get('command')}` ({status})"
        + (f": {excerpt(verdict[-1])}" if verdict else ":")
    ]
    tail = out[-15:]
    if tail:
        lines += ["```", *tail, "```"]
    else:
        lines.append("It printed nothing.")
    return Step(text="\n".join(lines))


def handle_edit(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    assert request is not None
    if request.path and index is not None:  # a path from the workspace's root, or refused
        inside = within(index.root, request.path)
        if inside is None:
            return Step(
                text=declined(
                    f"`{request.path}` is outside the workspace ({index.root}); I only change "
                    "files inside it."
                )
            )
        if inside != request.path:
            q = dataclasses.replace(q, edit=dataclasses.replace(request, path=inside))
    request = q.edit
    if request.path and index is not None and request.op not in ("write", "write_new"):
        # "coverage.py spells it '...'. set X in trace.py to that": the file named that exists
        there = [f for f in q.files if (index.root / f).is_file()]
        if not (index.root / request.path).is_file() and there:
            request = dataclasses.replace(request, path=there[0])
            q = dataclasses.replace(q, edit=request)
        # "the session manager module", "the blp plugin" (read as session_manager.py,
        # blp_plugin.py): no file is called that, but one is, its underscores aside
        # (``sessionmanager.py``), or one whose name holds those words in order
        # (``BlpImagePlugin.py``)
        if not any(is_file(p, request.path) for p in index.files):
            said = request.path.rpartition("/")[2].removesuffix(".py").lower().split("_")
            held = re.compile(".*".join(map(re.escape, said)))
            spelled = [
                p
                for p in index.files
                if p.endswith(".py") and held.search(p.rpartition("/")[2].lower())
            ]
            exact = [
                p
                for p in spelled
                if p.rpartition("/")[2].lower().replace("_", "") == "".join(said) + ".py"
            ]
            spelled = exact or spelled
            if not spelled and len(said) > 1:  # "the acmpca models module": acmpca/models.py
                spelled = [
                    p
                    for p in index.files
                    if p.endswith(".py") and held.search("/".join(p.lower().split("/")[-2:]))
                ]
            if len(spelled) == 1:
                request = dataclasses.replace(request, path=spelled[0])
                q = dataclasses.replace(q, edit=request)
    if (
        request.said
        and request.op == "delete_definition"
        and _line_not_definition(request, index, state)
    ):
        # "... starts with an empty print() that leaves a blank line. Remove it.": "it" is the
        # line said, never the definition named beside it, which is where the line is
        scope = next(
            (
                n
                for n in re.findall(r"[^\W\d][\w.]*", request.said)
                if "." in n or "_" in n or not n.islower()
                if defines(index, n)
            ),
            request.scope,
        )
        request = dataclasses.replace(
            request,
            op="delete_line",
            symbol="",
            said="",
            scope=scope,
            described=request.said,
            reason="I could not tell which line to change; " + HOW_TO["delete"],
        )
        q = dataclasses.replace(q, edit=request)
    if request.said:
        named = _pronoun_named(request, index, state)
        if named is None:
            return Step(text=declined(_unnamed(request)))
        request = named
        q = dataclasses.replace(q, edit=named)
    handler = _in_order if request.then is not None else EDITS.get(request.op, _decline)
    step = handler(state, q, index)
    if index is not None:
        step.calls = [_file_line_breaks(index.root, name, args) for name, args in step.calls]
    return step


# the kinds of definition a pronoun may stand for, by the edit asked of it, or by its noun ("that
# class")
PRONOUN_KINDS = {
    "delete_definition": ("function", "method", "class"),
    "docstring": ("function", "method", "class"),
    "set_value": ("constant",),
    "add_entry": ("function", "class", "constant"),
    "rename": ("function", "method", "class", "constant"),
}


NOUN_KINDS = {
    "class": ("class",),
    "function": ("function", "method"),
    "method": ("method", "function"),
    "helper": ("function", "method"),
    "def": ("function", "method"),
    "attribute": ("constant",),
    "variable": ("constant",),
    "field": ("constant",),
    "constant": ("constant",),
}


# how a prompt writes a name: backticked, dotted, called, snake_case or camelCase first
_NAME_SAID = re.compile(
    r"(?<![\w.)])(?:[`\"'“‘](?=[^\W\d]\w*(?:\.[^\W\d]\w*)*(?:\(\))?[`\"'”’]))?"
    r"([^\W\d]\w*(?:\.[^\W\d]\w*)*)(\(\))?[`\"'”’]?"
)


# "the print method of Stats": a member described by its kind and its class
# (or its possessive: "searcher_re's __str__ is never used")
_DESCRIBED = re.compile(
    r"\bthe\s+(?:(?:little|small|tiny|private|internal|static|inner)\s+)?`?(?P<name>[^\W\d]\w*)`?"
    r"(?:\(\))?\s+(?:method|function|attribute|property|helper)\s+"
    r"(?:of|in|on)\s+(?:the\s+)?(?:class\s+)?`?(?P<owner>[^\W\d]\w*)\b`?(?![/.]\w)|"  # no file
    r"(?<![\w.])`?(?P<owner2>[^\W\d]\w*)`?['’]s\s+`?(?P<name2>[^\W\d]\w*)\b`?(?:\(\))?(?![.\w])",
    re.I,
)


# a name in a relative clause of its sentence ("a helper _savez that savez and savez_compressed
# both call. It has no docstring"): what the subject is told by, not the subject
_RELATIVE_BEFORE = re.compile(r"\b(?:that|which|whom)\s[^.;!?]*$", re.I)


# a name said as the one not meant: "Reader.is_empty (the method, not the little is_empty helper)"
_NOT_BEFORE = re.compile(r"\bnot\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,3}[`\"'“‘]?$", re.I)


# a name inside an aside that describes the name before it: "DyadicMul.base_dyadic, the
# property returning the BaseDyadic of the product. delete it": base_dyadic, never BaseDyadic
_DESCRIBED_BEFORE = re.compile(
    r"[\w`'\")\]]\s*,\s+(?:the|an?)\s+(?:[\w-]+\s+){0,2}(?:property|method|function|class|"
    r"helper|attribute|constant|decorator|coroutine|callback|generator)\s+[^,.;:!?()]*$",
    re.I,
)


_PLACE_BEFORE = re.compile(
    r"(?:\b(?:in|inside|within|of|from|with|than|like|into|by)\s+(?:the\s+)?(?:(?:\w+\s+)?\w+['’]s\s+)?|"
    r"\b(?:forward|delegat|defer|redirect|proxi)\w*\s+(?:\w+\s+)?to\s+)[`\"'“‘]?$",
    re.I,
)


_IS_A_NAME = re.compile(r"[`\"'”’]?\s+is\s+(?:a|an|the|such\s+a)\s+(?:[\w-]+\s+){0,3}name\b", re.I)


# "get_ipv6 is deprecated and get_ip already handles it, drop it": what is to go is the one
# said to be stale, not the nearest name
_IS_STALE = re.compile(
    r"[`\"'”’]?(?:\(\))?\s+(?:is|was|has\s+been|seems|looks)\s+(?:now\s+|already\s+)?"
    r"(?:deprecated|unused|dead|obsolete|redundant|superseded|not\s+used|no\s+longer\s+used|"
    r"never\s+used)\b",
    re.I,
)


_CALLED_BEFORE = re.compile(r"\b(?:called|named)\s+[`\"'“‘]?$", re.I)


_AS_CODE = re.compile(r"^[`\"'“‘]|\(\)|[_.]|[a-z0-9][A-Z]")  # quoted as a whole, or code-shaped


# a name a sentence starts with, then what it does or does not do ("f doesn't process anything")
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+)\W*$")


_SUBJECT_DOES = re.compile(
    r"`?(?:\(\))?`?\s+(?:doesn['’]?t|does\s+not|isn['’]?t|is\s+not|never|only|just|no\s+longer)\b",
    re.I,
)


# a name said to have no docstring ("f has no docstring", "f lacks a docstring")
_LACKS_DOCSTRING = re.compile(
    r"`?(?:\(\))?`?\s+(?:has\s+no|lacks\s+an?|is\s+missing\s+(?:an?|its)|needs\s+an?|"
    r"(?:could|would)\s+(?:use|do\s+with|benefit\s+from)\s+an?|"
    r"is\s+without\s+an?|has\s+an?\s+empty|does\s*(?:n[o']?t|\s+not)\s+have\s+an?)\s+(?:[\w-]+\s+)?"
    r"doc\s?string",
    re.I,
)


# a line said as the subject: "an empty print()", "an empty comment line", "the assert call"
_A_LINE_SAID = re.compile(
    r"\b(?:an?|the|this|that)\s+(?:[\w-]+\s+){0,3}?(?:lines?|comment|call|statement|[^\W\d]\w*\(\)|"
    # "KeyPress.__init__ starts with an assert that checks ... Remove it": a statement
    r"assert|print|raise|import|del)(?!\w)"
    r"(?!\s+(?:value|type|statement\s+of|method|function|class|helper|def)\b)",
    re.I,
)


def _edited(state: TurnState) -> str:
    """The text this turn's edits replaced: the turn is planned again at every step, and a name
    an edit took away counts as it was."""
    return "\n".join(c.input.get("old_string", "") for c, _r in state.done("edit"))


def _removed(edited: str, name: str) -> bool:
    """Whether the text edits replaced defines ``name`` (its definition deleted)."""
    return bool(re.search(rf"^\s*(?:async\s+)?(?:def|class)\s+{re.escape(name)}\b", edited, re.M))


def _line_not_definition(
    request: EditRequest, index: WorkspaceIndex | None, state: TurnState
) -> bool:
    """Whether "delete it" stands for a line said before ("an empty print()", "an empty comment
    line"): never when the pronoun names a kind ("that function"), or the call said is one the
    workspace defines ("The warnings() function ... Remove it."), or defined before this turn's
    edit took it away."""
    if not re.fullmatch(r"(?i)it|this|that|this\s+one|that\s+one", request.symbol.strip()):
        return False
    said = _A_LINE_SAID.search(request.said)
    call = said and re.search(r"([^\W\d]\w*)\(\)$", said[0])
    if not said or not call:
        return bool(said)
    return not (defines(index, call[1]) or _removed(_edited(state), call[1]))


def _pronoun_named(
    request: EditRequest, index: WorkspaceIndex | None, state: TurnState
) -> EditRequest | None:
    """The request with the name its pronoun stands for ("`indexOf` is unused. Delete that
    function."): of the names the prompt says, the nearest to the pronoun that the workspace
    defines as a kind the edit applies to (in the file named, if any), names written as code
    before words; for a rename, any name written as code that its code uses (a local helper is
    not indexed). A name this turn's edits took away counts as it was: the turn is planned
    again at every step. None when no name said is one."""
    if index is None:
        return None
    pronoun = request.old if request.op == "rename" else request.symbol
    kinds = NOUN_KINDS.get(pronoun.split()[-1].lower(), PRONOUN_KINDS[request.op])
    own = {request.new, request.old} if request.op == "rename" else {request.new}
    edited = _edited(state)
    described = _DESCRIBED.search(request.said)
    owner, member = (
        (described["owner"] or described["owner2"], described["name"] or described["name2"])
        if described
        else ("", "")
    )
    if described and not any(s.kind == "class" for s in index.named(owner)):
        described = None  # "the warnings() function in the yaml package": no class's member
    if described and owner:  # "the print method of Stats ... remove it": Stats.print
        qualname = f"{owner}.{member}"
        there = any(s.qualname == qualname for s in index.named(member))
        took = re.search(rf"^\s*(?:async\s+)?def\s+{member}\b", edited, re.M)
        if not (there or took):
            return None  # never the class said beside the method that is not there
        field = "old" if request.op == "rename" else "symbol"
        value = member if request.op == "rename" else qualname
        return dataclasses.replace(request, said="", **{field: value})
    said = [
        m
        for m in _NAME_SAID.finditer(request.said)
        if m.group(1) not in own and not A_FILE.search(request.said, m.start(), m.end() + 1)
    ][::-1]  # never a file it names ("the only camelCase local in requests/cookies.py")
    new_said = [
        m
        for m in said
        if _NEW_ONE_BEFORE.search(request.said, 0, m.start()) and code_name(m.group(1))
    ]
    if new_said and not index.named(new_said[0].group(1)):
        return None  # "add a MaximaLexer for *.mac files, ..., and register it": what is to be
        # written, not there yet (a new definition is beyond this model)
    if request.op == "delete_definition":  # never where the thing is: "There's a method in C
        # that only forwards to F.format. Delete it." deleted C; "the debug log in _emit", _emit
        said = [m for m in said if not _PLACE_BEFORE.search(request.said, 0, m.start())]
    # nearest first, names written as code before words, and a name after "in", "with",
    # "forwards to" ... after them all: where the subject is, or what it is compared to ("lz_mode
    # in lzma.open() ...", "`_strerror` is easy to confuse with os.strerror", "f forwards to g")
    # "a local called abstracts": a word after *called* is a name, said as one
    as_code = [
        m
        for m in said
        if _AS_CODE.search(m.group(0))
        # ("it's called in _handle_choice": a place, never a name called *in*)
        or (_CALLED_BEFORE.search(request.said, 0, m.start()) and m.group(1).lower() not in STOP)
        # ("EdgeSetting declares `labal: str = ""`": the name a quoted assignment sets)
        or (
            request.said[m.start() - 1 : m.start()] in "`'\"“‘"
            and m.start() > 0
            and re.match(r"\s*(?::[^=\n]*)?=|\s*:", request.said[m.end() :])
        )
    ]
    said.sort(
        key=lambda m: (
            bool(_NOT_BEFORE.search(request.said, 0, m.start())),
            # an aside in brackets: "f tells whether the type brings its own config
            # (BaseModel, dataclass, TypedDict). Rename it": f
            request.said.count("(", 0, m.start()) > request.said.count(")", 0, m.start())
            or bool(_DESCRIBED_BEFORE.search(request.said, 0, m.start())),
            # "R.receive has no docstring, while send() has one. Write one for it": receive
            request.op == "docstring" and not _LACKS_DOCSTRING.match(request.said, m.end()),
            # "process_empty_scalar doesn't process anything, it only builds an empty
            # ScalarEvent ... Rename it": what the sentence is about, not what it builds
            not (
                _SENTENCE_START.search(request.said[: m.start()])
                and _SUBJECT_DOES.match(request.said, m.end())
            ),
            not _IS_A_NAME.match(request.said, m.end()),  # "_wn is a cryptic name for ..."
            # (the subject said stale, not a place at the end of it: "the no-op f at the
            # bottom of C is dead weight" is f)
            not (
                _IS_STALE.match(request.said, m.end())
                and not _PLACE_BEFORE.search(request.said, 0, m.start())
            ),
            bool(_PLACE_BEFORE.search(request.said, 0, m.start())),
            bool(_RELATIVE_BEFORE.search(request.said, 0, m.start())),
            all(m is not c for c in as_code),
        )
    )
    code = {m.group(1) for m in as_code}
    for name in dict.fromkeys(m.group(1) for m in said):
        word = re.compile(rf"\b{re.escape(name.split('.')[-1])}\b")
        found = [
            s
            for s in index.named(name)
            if s.kind in kinds and (request.path is None or is_file(s.path, request.path))
        ]
        if not found and request.op == "rename" and name in code:
            found = files_with(index, request.path, lambda t, w=word: bool(w.search(t)))
        gone = (  # what this turn's edit took away: the definition deleted, the name renamed
            _removed(edited, name.split(".")[-1])
            if request.op == "delete_definition"
            else name in code and word.search(edited)
        )
        if found or gone:
            field = "old" if request.op == "rename" else "symbol"
            value = name.split(".")[-1] if request.op == "rename" else name
            return dataclasses.replace(request, said="", **{field: value})
    return None


# "add a MaximaLexer ...": a name said as a definition the request asks to write
_NEW_ONE_BEFORE = re.compile(
    r"\b(?:add|write|create|implement|introduce|define)\s+(?:an?\s+|the\s+)?(?:new\s+)?[`'\"]?$",
    re.I,
)


def _unnamed(request: EditRequest) -> str:
    pronoun = request.old if request.op == "rename" else request.symbol
    where = f" in `{request.path}`" if request.path else ""
    return (
        f"I could not tell which name “{pronoun}” stands for: the request names no definition"
        f"{where} it could mean (a name after “in” says where a thing is, not the thing); "
        "name it in backticks."
    )


# the narration that starts the second of two changes, and the one that undoes the first
SECOND = "Now the second change: "


UNDOING = "Undoing the first change: "


def _in_order(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """Two changes to one definition ("rename f to g and then give it a docstring"), made one
    after the other, whole or not at all: when the second cannot be made, the first is undone.
    Where the second began is read from what the model said with its first call."""
    first = dataclasses.replace(q.edit, then=None)
    second = q.edit.then
    ask_first = dataclasses.replace(q, edit=first)
    ask_second = dataclasses.replace(q, edit=second)
    starts = [i for i, c in enumerate(state.calls) if state.said.get(c.id, "").find(SECOND) >= 0]
    undo = [i for i, c in enumerate(state.calls) if state.said.get(c.id, "").startswith(UNDOING)]
    if undo:  # the first change is undone: say why nothing changed
        why = state.said[state.calls[undo[0]].id].split("\n", 1)[0][len(UNDOING) :]
        failed = [c for c, r in state.done("edit")[undo[0] :] if r is None or r.is_error]
        if failed:
            return Step(
                text=f"Only part of the request is made: {why.removesuffix(', so the first is undone.')}"
                f", and undoing the first failed in `{failed[0].input.get('path')}`; check that file."
            )
        return Step(text=declined(why))
    if not starts:
        step = handle_edit(state, ask_first, index)
        if step.calls or step.text.startswith("I did not change anything"):
            return step
        later = handle_edit(_part(state, 0, 0), ask_second, index)
        if later.calls:
            return Step(later.calls, f"{step.text}\n\n{SECOND}{later.text}")
        return _undo_first(state, later.text)
    made = handle_edit(_part(state, 0, starts[0]), ask_first, index).text
    later = handle_edit(_part(state, starts[0], len(state.calls)), ask_second, index)
    if later.calls:
        return later
    if later.text.startswith("I did not change anything"):
        return _undo_first(_part(state, 0, starts[0]), later.text)
    return Step(text=f"{made}\n\n{later.text}")


def _part(state: TurnState, start: int, stop: int) -> TurnState:
    """The calls ``start`` to ``stop`` of the turn, as if the turn held only them."""
    calls = state.calls[start:stop]
    return TurnState(state.prompt, calls, state.results, state.said)


def _undo_first(state: TurnState, why: str) -> Step:
    """The first of two changes reversed (its edits, last first), since the second was not made."""
    made = [(c, r) for c, r in state.done("edit") if r is not None and not r.is_error]
    reason = (
        "the second change could not be made ("
        + why.removeprefix("I did not change anything: ").split("\n", 1)[0].rstrip(".")
        + "), so the first is undone."
    )
    if not made:
        return Step(text=declined(reason))
    calls = [
        (
            "edit",
            {**c.input, "old_string": c.input["new_string"], "new_string": c.input["old_string"]},
        )
        for c, _r in reversed(made)
    ]
    return Step(calls, f"{UNDOING}{reason}")


def _file_line_breaks(root: Path, name: str, args: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """An edit of several lines in the line breaks of its file: the index splits a file with
    Windows line breaks (``\\r\\n``) into lines as any other, and an edit joined with ``\\n``
    would not be found in it (or would insert lines with the other break)."""
    old, new = args.get("old_string", ""), args.get("new_string", "")
    if name != "edit" or "\n" not in old + new:
        return name, args
    try:
        text = read_regular(root, root / args["path"], args["path"], MAX_FILE_BYTES)
    except (OSError, ToolError, FileTooLarge):
        return name, args
    if b"\r\n" not in text:
        return name, args
    if "\n" in old and (old.encode() in text or old.replace("\n", "\r\n").encode() not in text):
        return name, args  # as given (a file of mixed breaks), or not there at all
    return name, {
        **args,
        "old_string": old.replace("\n", "\r\n"),
        "new_string": new.replace("\n", "\r\n"),
    }


def within(root: Path, path: str) -> str | None:
    """``path`` (absolute, ``~/``, or from the workspace's root) as a path from ``root``, or
    None when it leads outside (``..``, another folder, a link out)."""
    given = Path(path).expanduser()
    full = (given if given.is_absolute() else root / given).resolve()
    try:
        return full.relative_to(root).as_posix()
    except ValueError:
        return None


for _full, _shorts in ABBREVIATIONS.items():
    for _short in _shorts:
        SPELLED_OUT.setdefault(_short, set()).add(_full)


def _decline(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """Show where the code in question is (a real lookup), and say plainly that nothing changed."""
    if q.edit is not None and q.edit.reason:  # an edit it can make, asked in a way it cannot read
        return Step(text=declined(q.edit.reason))
    step = handle_how(state, q, index)
    if step.calls:
        return step
    reason = (
        f"this offline stand-in is not an LLM and can only {CAN_DO}; this request needs a real "
        "model (%config CtxMagic.provider = 'anthropic' or 'openai')."
    )
    return Step(text=declined(reason) + "\n\nWhat I found about it:\n\n" + step.text)


EDITS = {
    "write": write,
    "write_new": write,
    "insert_at": edit_placed,
    "append": edit_placed,
    "prepend": edit_placed,
    "delete_line": line_edit,
    "delete_lines": lines_at,
    "replace_lines": lines_at,
    "comment_lines": lines_at,
    "uncomment_lines": lines_at,
    "replace_all": line_edit,
    "comment_out": line_edit,
    "uncomment": line_edit,
    "delete_definition": delete_definition,
    "delete_comment": delete_comment,
    "delete_entry": edit_entry,
    "add_entry": edit_entry,
    "keep_entries": edit_entry,
    "reword_message": reword_message,
    "replace": line_edit,
    "f_string": f_string,
    "replace_line": line_edit,
    "insert_after": line_edit,
    "insert_before": line_edit,
    "docstring": docstring,
    "rename": rename,
    "set_value": set_value,
    "decline": _decline,
}
