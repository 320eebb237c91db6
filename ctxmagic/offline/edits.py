"""What the offline model changes or runs: commands, and the edits it can really make.

Edits go through the real ``edit`` and ``write`` tools (so the notebook shows the diff): add or
replace a docstring, rename a symbol and update its references in the workspace, insert (after
or before a quoted line, at a line number, at either end of a file), replace, delete or comment
out a line, replace quoted text, set a constant, delete a definition, delete or add an entry of
a dict or list, create a file. Anything else, and any edit whose target is missing or ambiguous,
is declined in words ("I did not change anything: ...") rather than half done.
"""

from __future__ import annotations

import ast
import builtins
import dataclasses
import io
import itertools
import keyword
import re
import textwrap
import tokenize
from pathlib import Path
from typing import Any

from ..errors import ToolError
from ..safety.workspace import FileTooLarge, read_regular
from ..tools.search import parse_grep
from ..tools.view import split_lines
from .edit_phrasings import HOW_TO, MAIN, NEAR, NO_FILE
from .entries import Change, add_entry, entry_said, remove_entry
from .index import ABBREVIATIONS, CALL, MAX_FILE_BYTES, STOP, Symbol, WorkspaceIndex, stem, words
from .lookup import handle_how, named_targets, view_of
from .question import GIVES_BACK, Question
from .request_text import EditRequest, code_name, most_alike, number_pattern, untypo
from .turn import Step, TurnState, excerpt

CAN_DO = (
    "add or replace a docstring, rename a symbol and its references, insert, replace, delete or "
    "comment out a line, replace quoted text in a file, set a constant's value, delete a "
    "definition or an entry of a dict or list, or create a file"
)


def declined(reason: str) -> str:
    return f"I did not change anything: {reason}"


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
        if not any(_is_file(p, request.path) for p in index.files):
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
                if _defines(index, n)
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
_A_FILE = re.compile(r"(?<=/)\w|\w/|\.(?:pyi?|txt|md|rst|cfg|toml|json|ya?ml|ini)\b", re.I)
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


DEFINITION_KINDS = ("function", "method", "class")
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
    return not (_defines(index, call[1]) or _removed(_edited(state), call[1]))


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
        if m.group(1) not in own and not _A_FILE.search(request.said, m.start(), m.end() + 1)
    ][::-1]  # never a file it names ("the only camelCase local in requests/cookies.py")
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
            if s.kind in kinds and (request.path is None or _is_file(s.path, request.path))
        ]
        if not found and request.op == "rename" and name in code:
            found = _files_with(index, request.path, lambda t, w=word: bool(w.search(t)))
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


def _report(state: TurnState, text: str) -> str:
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


# --- create / replace / insert ------------------------------------------------------------------


def _write(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    if not state.calls:
        if not request.path:
            return Step(
                text=declined(
                    "the request names no file to create; say `create file NAME containing ...`."
                )
            )
        there = index is not None and (index.root / request.path).is_file()
        if there and not request.new.strip() and (index.root / request.path).stat().st_size:
            return Step(  # never a file emptied for a request that gave no text
                text=declined(
                    f"`{request.path}` exists and the request gives no text for it; say `create "
                    f"file {request.path} containing ...` with what it should hold."
                )
            )
        if request.op == "write_new" and index is not None and (index.root / request.path).exists():
            return Step(
                text=declined(
                    f"`{request.path}` exists and writing would replace all of it; say `append "
                    f"... to the end of {request.path}`, or `create file {request.path} "
                    "containing ...` to replace it."
                )
            )
        return Step(
            [("write", {"path": request.path, "content": request.new})],
            f"Writing `{request.path}`.",
        )
    result = state.done("write")[0][1]
    meta = (result.metadata or {}) if result else {}
    size = meta.get("bytes", len(request.new.encode())) if result else 0
    preview = excerpt(request.new.strip(), 120) or "(empty)"
    verb = "Replaced the whole of" if meta.get("created") is False else "Wrote"
    return Step(text=_report(state, f"{verb} `{request.path}:1` ({size} bytes): `{preview}`."))


def _is_file(path: str, named: str) -> bool:
    """Whether workspace file ``path`` is the one a prompt names (``named``, in full or its
    tail: "util.py" names ``app/util.py``)."""
    return path == named or path.endswith("/" + named)


def _files_with(
    index: WorkspaceIndex | None, path: str | None, match
) -> list[tuple[str, int, str]]:
    """(path, line number, line) of the lines ``match`` accepts, in ``path`` or everywhere."""
    if index is None:
        return []
    paths = [p for p in index.files if path is None or _is_file(p, path)]
    return [
        (p, n, text)
        for p in sorted(paths)
        for n, text in enumerate(index.files[p].lines, 1)
        if match(text)
    ]


_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def _number_replaced(text: str, request: EditRequest) -> str:
    return re.sub(number_pattern(request.old), request.new, text, count=1)


def _says_with_number(text: str, word: str, number: str) -> bool:
    """Whether the code of a line (not its comment) says ``word`` and holds ``number``."""
    code = text.split("#")[0]
    return bool(
        re.search(number_pattern(number), code) and re.search(rf"\b{re.escape(word)}\b", code)
    )


def _value_of_name_said(
    index: WorkspaceIndex | None, prompt: str, request: EditRequest, path: str
) -> tuple[int, str] | None:
    """The one line of code in ``path`` that holds the number to replace and the name the
    prompt says it is the value of ("birank uses an alpha of 0.8 by default. Change that
    default to 0.85": ``alpha = 0.8 if top_personalization else 1``), or None."""
    if index is None or not _NUMBER.fullmatch(request.old):
        return None
    value = number_pattern(request.old)
    said = re.search(rf"\b([A-Za-z_]\w*)(?:\s+of|\s+is|\s*=|\s+at|\s+to)?\s+{value}", prompt)
    if said is None or said[1].lower() in STOP:
        return None
    prose = _inside_strings(index.files[path].lines)
    lines = [
        (n, t)
        for n, t in enumerate(index.files[path].lines, 1)
        if n not in prose and _says_with_number(t, said[1], request.old)
    ]
    return lines[0] if len(lines) == 1 else None


_LEFT_ALONE = re.compile(
    r"\b(?:leave|keep|not|don['’]?t\s+(?:touch|change)|except|but)\s+(?:the\s+)?[`\"'“‘]?$", re.I
)


def _in_definition_said(
    index: WorkspaceIndex, prompt: str, path: str, old: str
) -> tuple[int, str] | None:
    """The one line of ``path`` holding ``old`` inside a definition the prompt names, when the
    text occurs more than once ("Make BlockingPortalProvider default to trio: change its
    `backend: str = "asyncio"` field ... Leave start_blocking_portal alone"); a definition said
    to be left alone holds none. None unless exactly one line is left."""
    lines = index.files[path].lines
    spans: list[tuple[bool, int, int]] = []
    for m in re.finditer(r"(?<![\w.])[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*", prompt):
        for s in index.named(m.group(0)):
            if s.kind in DEFINITION_KINDS and _is_file(s.path, path):
                left = bool(_LEFT_ALONE.search(prompt, 0, m.start()))
                spans.append((left, s.line, s.end_line))
    at = [n for n, t in enumerate(lines, 1) if old in t]
    kept = [n for n in at if not any(a <= n <= b for left, a, b in spans if left)]
    said = [n for n in kept if any(a <= n <= b for left, a, b in spans if not left)]
    one = said if said else kept if len(kept) < len(at) else []
    return (one[0], lines[one[0] - 1]) if len(one) == 1 else None


def _line_edit(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """replace (text), replace_line, insert_after, insert_before."""
    request = q.edit
    if not request.old and request.op == "replace_line":
        # the new line given whole ("..., i.e. x = 8"): the line it is plainly an edit of
        reason = (
            request.reason or "I could not tell which line to change; " + HOW_TO["replace_line"]
        )
        request = dataclasses.replace(request, reason=reason)
        q = dataclasses.replace(q, edit=request)
    if not request.old and request.reason:  # no line quoted ("comment out the line that ...")
        made = state.done("edit")  # a line deleted or commented out is the one changed
        if not made:
            line = _line_said(index, request, q.text)
        elif request.op in ("insert_after", "insert_before"):
            # the line inserted next to: the line said may now fit the new one as well
            line = _inserted_next_to(made[0][0], request.new, request.op == "insert_after")
        else:
            line = _changed_from(made[0][0])
        if line is None:
            return Step(text=declined(request.reason))
        request = dataclasses.replace(request, old=line, reason="", whole=True)
        q = dataclasses.replace(q, edit=request)
    if request.op == "delete_line" and "\n" in request.old:
        return _delete_block(state, q, index)
    whole_line = request.op not in ("replace", "replace_all")
    if whole_line:
        found = _files_with(index, request.path, lambda t: t.strip() == request.old.strip())
        # (a bare `return` elsewhere, or one not commented out, is not "the commented-out
        # return" of the function said)
        found = _in_scope(index, request.scope, found)
        if request.op == "uncomment":
            found = [f for f in found if f[2].lstrip().startswith("#")]
        if not found and not request.whole:
            found = _files_with(index, request.path, lambda t: request.old.strip() in t)
    else:
        found = _files_with(index, request.path, lambda t: request.old in t)
        if request.line:  # "change 20 to 30 on line 3": that line only
            found = [f for f in found if f[1] == request.line]
    found = _in_scope(index, request.scope, found)
    word = request.old.strip()
    if not found and whole_line and request.described and re.fullmatch(r"[A-Z][A-Z0-9]+", word):
        # "delete the line which parses the body as a PEM x509 certificate": a capitalised word
        # of the description, read as code, that the code spells otherwise; the line is found
        # by what is said of it (``load_pem_x509_certificate(...)``; "the line that writes the
        # trailing newline after the JSON" is the write, not ``json.dump``)
        line = _line_said(index, dataclasses.replace(request, old=""), q.text)
        spelled = re.compile(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", re.I)
        holding = _in_scope(index, request.scope, _files_with(index, request.path, spelled.search))
        if line is None and len(holding) == 1:  # "passes the text's URL to ...": the one line
            line = holding[0][2].strip()  # saying it at all (``gc.set_url(self._url)``)
        if line is not None:
            request = dataclasses.replace(request, old=line, whole=True)
            q = dataclasses.replace(q, edit=request)
            found = _in_scope(
                index, request.scope, _files_with(index, request.path, lambda t: t.strip() == line)
            )
    if request.op in ("comment_out", "uncomment") and len(found) > 1:
        # "uncomment the commented-out Nreg = len(bp) - 1": of the lines holding it, those it
        # can be done to
        commented = request.op == "uncomment"
        found = [f for f in found if f[2].lstrip().startswith("#") == commented] or found
    if request.described and len(found) > 1 and index is not None:
        # "raise the default max_iter of katz_centrality from 1000 to 2000": the code's
        # `max_iter=1000,`, not the docstring's "(default=1000)", unless a docstring is said
        prose = {p: _inside_strings(index.files[p].lines) for p in {f[0] for f in found}}
        code = [f for f in found if f[1] not in prose[f[0]]]
        found = found if DOC_SAID.search(request.described) else code or found
    if request.described and len(found) > 1:  # "the assert ... that checks the message is a str"
        found = _described(found, request.described)
    if request.op == "replace" and request.scope and len(found) > 1:
        # in the place said, the one line where the text is a whole string ('"YYYY-MM-DD"',
        # not '"YYYY-MM-DD HH:MM:SS"')
        whole = [f for f in found if any(m + request.old + m in f[2] for m in "\"'")]
        found = whole if len(whole) == 1 else found
    if request.nth and len({p for p, _n, _t in found}) == 1:  # "the last print in f()"
        found = found[request.nth - 1 : request.nth] if request.nth > 0 else found[-1:]
    if request.op == "replace_line" and len(found) > 1:
        found = _most_like(found, request.new)
    where = f" in `{request.path}`" if request.path else ""
    if request.scope:
        where += f" in `{request.scope}`"
    if request.line:
        where += f" on line {request.line}"
    if not state.calls:
        args: dict[str, Any] = {"pattern": request.old, "literal": True}
        if request.path and index is not None and any(p == request.path for p, _n, _t in found):
            args["path"] = request.path
        return Step([("grep", args)], f"Finding `{excerpt(request.old, 60)}`{where}.")
    if not state.done("edit"):
        if not found:
            inside = request.whole and _files_with(index, request.path, lambda t: request.old in t)
            if inside:
                p, n, _t = inside[0]
                return Step(
                    text=declined(
                        f"`{excerpt(request.old, 60)}` is part of a line (`{p}:{n}`), not a whole "
                        "line; quote the whole line to delete it, or say replace `old text` with "
                        "`new text`."
                    )
                )
            return Step(
                text=declined(
                    f"`{excerpt(request.old, 60)}` is not in the workspace{where}; quote the text exactly."
                )
            )
        files = list(dict.fromkeys(p for p, _n, _t in found))
        # "... on line 3", "... in f()", "the default max_workers cap" (picked one line)
        one_place = bool(request.line or request.scope or (request.described and len(found) == 1))
        if len(found) > 1 and (whole_line or len(files) > 1 or one_place):
            at = ", ".join(f"`{p}:{n}`" for p, n, _t in found[:5])
            return Step(
                text=declined(
                    f"`{excerpt(request.old, 60)}` occurs {len(found)} times ({at}); name the file or quote a longer line."
                )
            )
        path, n, text = found[0]
        lines = index.files[path].lines
        times = text.count(request.old) if one_place else "\n".join(lines).count(request.old)
        where_times = f"on `{path}:{n}`" if one_place else f"in `{path}` (first at `{path}:{n}`)"
        if request.op == "replace" and times > 1:  # 'make it "@timestamp" instead of "timestamp"'
            scope_text = text if one_place else "\n".join(lines)
            literal = [m for m in ('"', "'") if scope_text.count(m + request.old + m) == 1]
            if len(literal) == 1:  # the one string literal that is the text quoted
                mark = literal[0]
                request = dataclasses.replace(
                    request, old=mark + request.old + mark, new=mark + request.new + mark
                )
                times = 1
        if request.op == "replace" and times > 1 and not one_place and "\n" not in request.old:
            # "bump `maxsteps = 10` to 25" beside `maxsteps = 100`: the one place the text is
            # whole, not the start of a longer number or name
            whole = re.compile(
                ("" if not re.match(r"\w", request.old) else r"(?<![\w.])")
                + re.escape(request.old)
                + ("" if not re.search(r"\w$", request.old) else r"(?![\w.])")
            )
            alone = [(ln, t) for ln, t in enumerate(lines, 1) if whole.search(t)]
            if (
                len(alone) == 1
                and len(whole.findall(alone[0][1])) == alone[0][1].count(request.old) == 1
            ):
                (n, text), times, one_place = alone[0], 1, True
        named = _value_of_name_said(index, q.text, request, path) if times > 1 else None
        if request.op == "replace" and named is not None:  # "an alpha of 0.8": alpha's line
            n, text = named
            times, one_place = 1, True
            request = dataclasses.replace(
                request, old=text.strip(), new=_number_replaced(text.strip(), request)
            )
        said = (
            _in_definition_said(index, q.text, path, request.old)
            if request.op == "replace" and times > 1 and not one_place
            else None
        )
        if said is not None and said[1].count(request.old) == 1:
            (n, text), times, one_place = said, 1, True
        if request.op == "replace" and times > 1:
            return Step(
                text=declined(
                    f"`{excerpt(request.old, 60)}` occurs {times} times {where_times}; say replace "
                    f"every `{excerpt(request.old, 40)}` with `{excerpt(request.new, 40)}`, or "
                    "quote a longer text."
                )
            )
        if request.op == "replace_all":
            broken = _breaks_python(path, lines, request.old, request.new, every=True)
            broken = broken or _breaks_imports(index, path, lines, request.old, request.new)
            if broken:
                return Step(text=declined(broken))
            return Step(
                [
                    (
                        "edit",
                        {
                            "path": path,
                            "old_string": request.old,
                            "new_string": request.new,
                            "replace_all": True,
                        },
                    )
                ],
                f"Replacing every `{excerpt(request.old, 60)}` in `{path}`.",
            )
        if request.op in ("comment_out", "uncomment"):
            new_line = _toggle_comment(path, text, request.op == "comment_out")
            if new_line is None:
                state_word = "already" if request.op == "comment_out" else "not"
                return Step(
                    text=declined(f"`{path}:{n}` is {state_word} a comment: `{excerpt(text, 80)}`.")
                )
            old, new = _unique_context(lines, n, text, new_line)
            if request.op == "uncomment" and _breaks_python(path, lines, old, new):
                # "#        Nreg = len(bp) - 1" at column 0, the code's indentation after the
                # mark: the line keeps that indentation, less the one space "# " adds
                rest = text[1:] if text.startswith("#") else ""
                for kept in (rest, rest[1:]):
                    if kept.strip() and not _breaks_python(
                        path, lines, *_unique_context(lines, n, text, kept)
                    ):
                        old, new = _unique_context(lines, n, text, kept)
                        break
        elif request.op == "delete_line":
            old, new = _delete_context(lines, n)
        elif whole_line:
            indent = text[: len(text) - len(text.lstrip())]
            blank_or_indented = not request.new or request.new.startswith((" ", "\t"))
            new_line = request.new if blank_or_indented else indent + request.new
            if request.op == "replace_line":
                old, new = _unique_context(lines, n, text, new_line)
            elif request.op == "insert_after":  # after the statement the line starts
                end = _statement_end(lines, n)
                last = lines[end - 1]
                old, new = _unique_context(lines, end, last, last + "\n" + new_line)
            else:
                old, new = _unique_context(lines, n, text, new_line + "\n" + text)
        elif one_place:  # the text on that line, quoted with enough lines to be unique
            old, new = _unique_context(lines, n, text, text.replace(request.old, request.new))
        else:
            old, new = request.old, request.new
        broken = _breaks_python(path, lines, old, new)
        if broken:  # any edit, asked for or not, that would leave Python not parsing
            return Step(text=declined(broken))
        verb = {
            "replace": "Replacing",
            "replace_line": "Replacing the line",
            "insert_after": "Inserting after",
            "insert_before": "Inserting before",
            "delete_line": "Deleting",
            "comment_out": "Commenting out",
            "uncomment": "Uncommenting",
        }[request.op]
        return Step(
            [("edit", {"path": path, "old_string": old, "new_string": new})],
            f"{verb} `{path}:{n}`.",
        )
    call, result = state.done("edit")[0]
    path = call.input["path"]
    n = next((ln for p, ln, _t in found if p == path), 0) if found else 0
    if request.op == "replace_all":
        count = (result.metadata or {}).get("replacements", 0) if result else 0
        at = changed_line(result) or n
        summary = (
            f"Replaced {count} occurrence{'s' if count != 1 else ''} of `{excerpt(request.old, 60)}` "
            f"with `{excerpt(request.new, 60)}` in `{path}`, first at `{path}:{at}`."
        )
    elif request.op in ("delete_line", "comment_out", "uncomment"):
        at = changed_line(result, old=True) or n
        done = {
            "delete_line": "Deleted",
            "comment_out": "Commented out",
            "uncomment": "Uncommented",
        }
        # the line itself, as it was (found by what it does, by its statement or call, by a
        # comment's mark: "the assert in f", "f(...)", "the XXX comment")
        shown = _changed_from(call) or request.old
        if request.op == "uncomment":  # the line as it is now
            shown = re.sub(r"^#+\s?", "", shown.strip())
        summary = f"{done[request.op]} the line `{excerpt(shown, 80)}` at `{path}:{at}`."
    elif request.op == "insert_after":  # after the statement the line starts
        lines = index.files[path].lines if index is not None and path in index.files else []
        n = _statement_end(lines, n) if 0 < n <= len(lines) else n
        summary = f"Inserted {_what(request.new)} at `{path}:{n + 1}`, after line {n}."
    elif request.op == "insert_before":
        summary = f"Inserted {_what(request.new)} at `{path}:{max(n - 1, 1)}`, before the line `{excerpt(request.old, 60)}`."
    else:  # where the edit changed the file ("12" may be on an earlier line too)
        at = changed_line(result) or _where_now(index, path, request.new)
        # a whole line replaced: the line as it was, not the text it was found by ("sum")
        shown = (_changed_from(call) if request.op == "replace_line" else "") or request.old
        summary = (
            f"Replaced `{excerpt(shown, 60)}` with `{excerpt(request.new, 60)}` at `{path}:{at}`."
        )
    return Step(text=_report(state, summary + " The diff is in the edit block above."))


def _inserted_next_to(call: Any, inserted: str, after: bool) -> str:
    """The line an insert made by ``call`` went after (or before)."""
    lines = call.input["new_string"].split("\n")
    for i, text in enumerate(lines):
        at = i - 1 if after else i + 1
        if text.strip() == inserted.strip() and 0 <= at < len(lines):
            return lines[at].strip()
    return ""


def _changed_from(call: Any) -> str:
    """The first line an edit call changed, as it was."""
    new_lines = call.input["new_string"].split("\n")
    return next((t.strip() for t in call.input["old_string"].split("\n") if t not in new_lines), "")


# code said: a dotted name, one with an underscore or parentheses, or a string literal
_CODE_SAID = re.compile(
    r"(?<![\w/.])[^\W\d]\w*(?:(?:\.[^\W\d]\w*)+|_\w*|\(\))(?![\w/])|\"[^\"\n]+\"|'[^'\n]+'"
)
_DEFINITION_SAID = re.compile(r"\b(?:def|defin\w*|signature|header|decorat\w*)\b", re.I)
_DEFINITION_LINE = re.compile(r"\s*(?:@|(?:async\s+)?def\s|class\s)")
# the clause that says what a line does: "(in f) that / which / where ..."
_WHAT_IT_DOES = r"(?:in\s+[\w.]+(?:\(\))?\s+)?(?:that|which|where)\s"
# a statement said by its keyword: "the assert that checks ...", "an assert in f that ..."
_KIND_OF_LINE = re.compile(
    r"(?:\b(?:an?|the)\s+|^)(assert|print|return|raise|import|del|yield)\s+"
    rf"(?:statement\s+|call\s+|line\s+)?{_WHAT_IT_DOES}",
    re.I,
)
# "a leftover debug print in f", "the stray print": a line said by its kind and what it is left
# over from, so the one line of that kind where it is said
_STRAY_KIND = re.compile(
    r"\b(?:an?|the|that|this)\s+(?:(?:leftover|left-over|stray|debug|debugging|forgotten|extra)"
    r"\s+){1,2}(print|assert|breakpoint)\b",
    re.I,
)
# a line said to be a comment: "that comment line", "the XXX comment"
_COMMENT_LINE_SAID = re.compile(
    r"\bcomment\s+line\b|\b(?-i:TODO|FIXME|XXX)\s+(?:line|comment)\b|"  # "delete that TODO line"
    r"\b(?:the|that|this)\s+(?:[\w-]+\s+)?comment\b(?!\s+out\b)|"
    # "there's a comment explaining what monochrome is for ... delete that line"
    r"\ba\s+comment\s+(?:explaining|about|that|which|saying|describing)\b",
    re.I,
)
# "the return statement" and nothing else: the one statement of that kind where it is said
_KIND_ALONE = re.compile(r"\s*(?:the\s+)?(assert|print|return|raise|del|yield)(?:\s+statement)?\s*")
# "the line that / which / where ...": a line said by what it does
_LINE_DESCRIBED = re.compile(
    rf"\b(?:line|statement|call|assert)(?:\s+(?:in|of)\s+(?:its\s+|the\s+)?[\w./`-]+)?\s+{_WHAT_IT_DOES}",
    re.I,
)


def _defines(index: WorkspaceIndex | None, code: str) -> bool:
    """Whether ``code`` names a function, method or class of the workspace."""
    named = index.named(code.rstrip("()")) if index is not None else []
    return any(s.kind in DEFINITION_KINDS for s in named)


# what a prompt says to do to a line, not what the line does
_LINE_ACTION_WORDS = frozenset(
    words("line lines statement delete remove drop comment commented out uncomment please")
)
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
        (re.compile(r"\.(?:pop|remove|discard)\("), "remove drop discard throw away"),
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
_STRING = re.compile(r"""(?:[rRbBfFuU]{0,2})("[^"\n]*"|'[^'\n]*')""")
_WORDS_IN_STRING = re.compile(r"[A-Za-z]{3,}\W+[A-Za-z]{3,}")


# the words an abbreviation in code stands for: `len(data)` is said "the length"
_SPELLED_OUT: dict[str, set[str]] = {}
for _full, _shorts in ABBREVIATIONS.items():
    for _short in _shorts:
        _SPELLED_OUT.setdefault(_short, set()).add(_full)


def _line_words(text: str) -> set[str]:
    """The words of a line, its abbreviations spelled out, of what it does (``_LINE_IDIOMS``)
    and of the marks its strings hold (``_MARKS``)."""
    said = set(words(text))
    said |= {full for w in said & _SPELLED_OUT.keys() for full in _SPELLED_OUT[w]}
    for pattern, idiom in _LINE_IDIOMS:
        if pattern.search(text):
            said |= idiom
    for string in _STRING.findall(text.split(" #")[0]):
        if _WORDS_IN_STRING.search(re.sub(r"\{[^{}]*\}", "", string)):
            continue  # (a mark in prose is no mark said: 'help="... (default: x)"' opens nothing)
        for mark in set(string[1:-1]) & _MARK_WORDS.keys():
            said |= _MARK_WORDS[mark]
    if _NONE.search(text):  # (a stop word in prose, but "is not None" says which line)
        said.add("none")
    return said


_NONE = re.compile(r"\bNone\b")
# a condition said of a line ("... when gettext.find comes up with nothing"), to its clause's end
CONDITION = re.compile(r"\b(when|whenever|if|unless|once)\b(?:[^,;.!?]|\.(?=\S))*")
# a name written as code in prose: `_EERRORINCREASE`, `maxSize`, `builtins._` (not a file's name)
_CODE_NAME = re.compile(
    r"(?<![\w.])(\w*_\w+|[a-z]+[A-Z]\w*|[^\W\d]\w*(?:\.(?!py\b)\w+)+)(?!\w|\.\w)"
)


_STRING_ALONE = re.compile(r"""\s*[rbfuRBFU]{0,2}(["']).*\1\s*[,)]*\s*$""")
RECURSION_SAID = re.compile(r"\bcalls?\s+itself\b|\brecurs(?:es|ive|ion)\b", re.I)


def _line_said(index: WorkspaceIndex | None, request: EditRequest, prompt: str) -> str | None:
    """``_line_said_in`` the one function the prompt names, else in the whole file ("f()
    returns the names sorted ... comment out the line that sorts the subresource names": the
    line is in a helper of f, not in f)."""
    prompt = untypo(prompt)  # ("drop the coment line that says ...")
    # ("the line that hands back an empty NullTranslations": the one that returns it)
    prompt = GIVES_BACK.sub("returns", prompt)
    if request.described:
        request = dataclasses.replace(
            request, described=GIVES_BACK.sub("returns", request.described)
        )
    found = _in_scope(index, request.scope, _files_with(index, request.path, str.strip))
    paths = {p for p, _n, _t in found}
    member = _its_member(index, prompt, paths)  # "... inside C. ... the line of its __init__"
    if member and (not request.scope or member.startswith(request.scope + ".")):
        request = dataclasses.replace(request, scope=member)
        found = _in_scope(index, member, found)
    home = request.scope or _function_named(index, prompt, paths)
    line = _line_said_in(index, request, prompt, found, home)
    if line is None and home and not request.scope:
        line = _line_said_in(index, request, prompt, found, "")
    if line is None and (home or request.scope):  # the last resort: by the words' meaning
        line = _line_said_in(index, request, prompt, found, home, by_meaning=True)
    return line


CALL_STATEMENT = re.compile(r"\s*(?:await\s+)?[^\W\d][\w.]*\(.*\)\s*(?:#.*)?$")


def _its_member(index: WorkspaceIndex | None, prompt: str, paths: set[str]) -> str:
    """ "... inside SandboxedEnvironment. Comment out the line of its __init__ that ...": the
    method of the one class said before that has it, or ""."""
    member = re.search(r"\b(?:of|in)\s+its\s+`?([^\W\d]\w*)", prompt)
    if index is None or member is None:
        return ""
    said = set(re.findall(r"[^\W\d]\w*", prompt[: member.start()]))
    owners = {
        s.qualname
        for s in index.named(member[1])
        if s.kind == "method" and s.path in paths and s.qualname.split(".")[-2] in said
    }
    return owners.pop() if len(owners) == 1 else ""


def _function_named(index: WorkspaceIndex | None, prompt: str, paths: set[str]) -> str:
    """The one function or method of ``paths`` the prompt names as code, where a line it
    describes is ("get_sync shouldn't swallow num_workers. Delete the line that pops it ..."),
    or ""."""
    if index is None:
        return ""
    named = {
        s.qualname
        for n in set(re.findall(r"[^\W\d]\w*", prompt))
        if code_name(n)
        # ("the comment just after do_last": beside the definition, not in it)
        # (nor "the python 2 alias of Array.__bool__": what the line points at)
        and not re.search(
            rf"\b(?:after|before|above|below|under|alias\s+(?:of|for))\s+`?(?:\w+\.)*"
            rf"{re.escape(n)}\b",
            prompt,
        )
        for s in index.named(n)
        if s.kind in ("function", "method") and s.path in paths
    }
    # ("... just above that method": beside it too)
    beside = re.search(
        r"\b(?:after|before|above|below|under)\s+(?:that|this|the|its)\s+"
        r"(?:method|function|def(?:inition)?)\b",
        prompt,
        re.I,
    )
    return named.pop() if len(named) == 1 and not beside else ""


def _line_said_in(
    index: WorkspaceIndex | None,
    request: EditRequest,
    prompt: str,
    found: list[tuple[str, int, str]],
    home: str,
    by_meaning: bool = False,
) -> str | None:
    """The one line of one file (of ``found``, in the definition ``home`` if it has it) that a
    prompt writes out without quotes ("in hget: #print "got dict",d. Delete that line.") or
    says by what it does ("attaching a StreamHandler ... Comment out the line that adds it."):
    a line written out whole, else the one line that holds code the prompt says bare ("the
    warnings.simplefilter line"), else the line holding the most of the prompt's words (or of
    what the line is said to do), at least three and two more than any other line, or all of
    them; None when no line stands out. ``by_meaning``: when nothing else found it, the line of
    the definition said that means what the prompt says (``_by_meaning``)."""
    inside = _in_scope(index, home, found) if home and not request.scope else []
    found = inside or found
    scoped = bool(request.scope or inside)
    whole_scope = found if scoped else []  # (before a filter below keeps only some of them)
    # "the line where it calls itself again": the one call of the function it is in
    if home and RECURSION_SAID.search(request.described or prompt):
        own = re.escape(home.rpartition(".")[2])
        recursing = [
            f
            for f in found
            if re.search(rf"\b{own}\s*\(", f[2]) and not _DEFINITION_LINE.match(f[2])
        ]
        if len(recursing) == 1:
            return recursing[0][2].strip()
    # "the call at the very end of C.__init__ that refreshes ...": the first or last call there
    calls = [f for f in found if CALL_STATEMENT.match(f[2])] if request.nth and scoped else []
    if calls and request.described:
        return (calls[0] if request.nth > 0 else calls[-1])[2].strip()
    if len({p for p, _n, _t in found}) != 1:
        return None
    placed = _placed_by_comment(index, request.described or prompt, found)
    if placed is not None:  # "the line that deletes the frame under the 'break ...' comment"
        return placed
    if request.op in ("comment_out", "uncomment"):  # only lines it can comment out, or back in
        commented = request.op == "uncomment"
        found = [f for f in found if f[2].lstrip().startswith("#") == commented]
    if index is not None and found:  # nor a parameter of a definition's header
        lines = index.files[found[0][0]].lines
        heads = set()
        for sym in index.files[found[0][0]].symbols:
            if sym.kind in ("function", "method"):
                n = sym.line
                while n < min(sym.line + 30, len(lines)) and not (
                    lines[n - 1].split("#")[0].rstrip().endswith(":")
                ):
                    n += 1
                heads.update(range(sym.line, n + 1))
        found = [f for f in found if f[1] not in heads] or found
    # a definition's first line is never a line to remove, nor one said by what it does ("right
    # after the line that writes the text to the file": not `def tmp_text(filename, text):`)
    if request.op != "insert_after" or (
        _LINE_DESCRIBED.search(prompt) and not _DEFINITION_SAID.search(prompt)
    ):
        found = [f for f in found if not _DEFINITION_LINE.match(f[2])]
    if request.op == "replace_line" and request.new:  # the one line the new one is an edit of
        alike = most_alike([t.strip() for _p, _n, t in found], request.new.strip())
        # or the one line naming every name the new one does (`f.value.pos += 1`: the line
        # `f.value.pos = f.value.pos + 1`)
        names = set(re.findall(r"[^\W\d]\w*", request.new))
        holding = {
            t.strip()
            for _p, _n, t in found
            if len(names) >= 2 and names <= set(re.findall(r"[^\W\d]\w*", t))
        }
        if alike or len(holding) == 1:
            return (alike or list(holding))[0]
        # "replace that catch-all except line with: except (TypeError, ValueError):": the one
        # line of the statement the new one is
        keyword = re.match(r"\s*(except|elif|if|while|for|return|raise|assert|with)\b", request.new)
        same = {t.strip() for _p, _n, t in found if keyword and re.match(rf"\s*{keyword[1]}\b", t)}
        if len(same) == 1:
            return same.pop()
    commenting = request.op in ("comment_out", "uncomment")
    if (
        request.described
        and (_VERB_FIRST.match(request.described) or _LINE_DESCRIBED.search(request.described))
        and not TEXT_SAID.search(request.described)
    ):  # "the line that packs the DSIG length": code, not "# Write the DSIG tag, length", nor
        # a message's string on a line of its own ('f"Unknown engine: {engine} ..."')
        found = [
            f for f in found if not f[2].lstrip().startswith("#") and not _STRING_ALONE.match(f[2])
        ] or found
        # ("the line that turns a column vector varlist into a row": ``varlist = varlist.T``,
        # never the raise whose message says those words)
        verb = _VERB_AFTER_THAT.search(request.described) or _VERB_FIRST.match(request.described)
        doing = stem(verb[verb.lastindex or 0].strip().lower()) if verb else ""
        if doing and not _RAISING.match(doing):
            found = [f for f in found if not re.match(r"\s*raise\b", f[2])] or found
    if index is not None and (commenting or not DOC_SAID.search(request.described or prompt)):
        # a line of a docstring is prose: a '#' put there would only change its text, and a
        # line said by what it does is code (not a doctest's "font-size: 2em")
        prose = _inside_strings(index.files[found[0][0]].lines) if found else set()
        found = [f for f in found if f[1] not in prose]
    said_text = request.described or prompt
    if re.search(r"\bthe\s+(?:assert|assertion)\b", said_text, re.I):
        # "drop the assertion that the marks stack is empty": an assert statement, of those
        # the one saying most of it (`assert not self.marks`, not `assert not self.states`)
        asserts = [f for f in found if re.match(r"\s*assert\b", f[2])]
        said = set(words(said_text))
        counts = sorted(((len(said & set(words(t))), t) for _p, _n, t in asserts), reverse=True)
        counts += [(0, "")]
        once = len(re.findall(r"\bassert(?:ion)?s?\b", said_text, re.I)) == 1  # no other said
        if once and counts[0][0] > counts[1][0]:
            return counts[0][1].strip()
        found = asserts or found
    if request.op in ("delete_line", "replace_line") and _COMMENT_LINE_SAID.search(
        said_text
    ):  # "the XXX comment there is wrong now. Remove that comment line.": a comment's line
        comments = [f for f in found if f[2].lstrip().startswith("#")]
        if len(comments) == 1:
            return comments[0][2].strip()
        found = comments or found
    # "the very first assignment to nmin", "f assigns self.name twice ... Remove the first
    # assignment": that name's assignments in order, the one said
    nth_said = _NTH_ASSIGNMENT.search(said_text)
    assigns = _ASSIGNS.search(said_text) if nth_said and not nth_said["name"] else None
    name = (nth_said and nth_said["name"]) or (assigns[1] if assigns else "")
    if name:
        assigning = [
            f for f in found if re.match(rf"\s*{re.escape(name)}\s*(?::[^=]+)?=(?!=)", f[2])
        ]
        at = {"first": 0, "second": 1, "last": -1}[nth_said["nth"].lower()]
        if len(assigning) >= 2 and len(assigning) > at:
            return assigning[at][2].strip()
    # a version or a number said ("the one about SciPy 2.0"): the one line holding it, if one
    numbers = re.findall(r"(?<![\w.])\d+(?:\.\d+)+(?![\w.])|(?<![\w.])\d{2,}(?![\w.])", said_text)
    # (or a name with a number in it, which has no words: "pins the version to v3": `Version.v3`)
    # (of what says the line, not of the new text: "add `# needs v3`")
    told = said_text.replace(request.new, " ") if request.new else said_text
    numbers += re.findall(r"(?<![\w.])[A-Za-z]+\d+\w*(?![\w.])", told)
    # (or a number said with its unit: "the random 4-byte mask": ``os.urandom(4)``)
    numbers += re.findall(
        r"(?<![\w.])(\d+)[- ](?:byte|bit|char(?:acter)?|digit|item|element|word)s?\b", told
    )
    # (or a constant said as a value: "the line that flips the internal flag to True")
    numbers += re.findall(r"\b(?:to|as|into|with)\s+(True|False|None)\b", told)
    with_number = [
        f
        for f in found
        if any(re.search(rf"(?<![\w.]){re.escape(n)}(?![\w.])", f[2]) for n in numbers)
        or any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", f[2]) for n in numbers if n[0].isalpha())
    ]
    if numbers and len(with_number) == 1:
        return with_number[0][2].strip()
    # a name written as code in what the line does ("the line that gives ... the status
    # _EERRORINCREASE", "the line that resets builtins._ to None"): the one line holding it,
    # if one, or the one holding it and the number or constant said
    # (what the line does: the described clause, never a sentence of context before it, as
    # "os.path.join copes with empty pieces anyway. ... delete the line that filters ...")
    clause_said = request.described and _LINE_DESCRIBED.search(request.described)
    doing = request.described and (_VERB_FIRST.match(request.described) or clause_said)
    of_it = told
    if clause_said:
        of_it = re.split(r"(?<=[^.][.!?])\s", told[told.find(clause_said[0]) :])[0]
    # (nor code said in a condition: "... when gettext.find comes up with nothing")
    of_it = CONDITION.sub(" ", of_it)
    names = _CODE_NAME.findall(of_it) if doing else []  # (not "DSIG")
    # (nor the definition the line is in: "the line in find_max_weight_clique that drops ...")
    names = [n for n in names if not re.search(rf"\b(?:in|of)\s+`?{re.escape(n)}\b", of_it)]
    holding = [
        f for f in found if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", f[2]) for n in names)
    ]
    if names and len(holding) == 1:
        return holding[0][2].strip()
    both = [f for f in holding if f in with_number]
    if names and numbers and len(both) == 1:
        return both[0][2].strip()
    # a name said as words side by side ("the line that decides whether the bar should pulse":
    # ``should_pulse = ...``): the one line assigning it
    decided = re.match(  # (what the line works out, not what it acts on: "the worker logger")
        r"(?:decides?|determines?|computes?|calculates?|works?\s+out|figures?\s+out)\b",
        request.described or "",
        re.I,
    )
    plain = (request.described or "").split() if decided else []  # ("f_cached": no two words)
    joined = {
        "_".join(plain[i : i + n]).lower()
        for n in (2, 3)
        for i in range(len(plain) - n + 1)
        if all(w.isalpha() and len(w) > 2 for w in plain[i : i + n])
    }
    # (or a thing said made: "the line that creates the module logger": ``logger = ...``)
    made = _MADE.match(request.described or "")
    joined |= {made[1].lower()} if made else set()
    # (or the one name it works out: "the line that computes bits": ``bits = ...``)
    named = _WORKS_OUT_NAME.match(request.described or "")
    joined |= {named[1].lower()} if named else set()
    assigning = [
        f
        for f in found
        if (m := re.match(r"\s*(?:self\.)?(\w+)\s*(?::[^=]*)?=(?!=)", f[2]))
        and m[1].lower() in joined
    ]
    if len(assigning) == 1:
        return assigning[0][2].strip()
    # a text said in double quotes, and the names beside it ("AccessPoint.info_json hard-codes a
    # LifeCycleState of "available". Remove that entry"): of the lines writing that text, the
    # one holding the most names said (one at least: a logger's name is no line's)
    texts = re.findall(r"[\"“`]([^\"“”`\n]{1,60})[\"”`]", told)
    writing = [
        f
        for f in found
        if texts and all(re.search(rf"[\"']{re.escape(t)}[\"']", f[2]) for t in texts)
    ]
    names = {n for n in re.findall(r"[^\W\d]\w*", told) if code_name(n)}
    counts = [sum(bool(re.search(rf"\b{re.escape(n)}\b", f[2])) for n in names) for f in writing]
    if writing and max(counts) and counts.count(max(counts)) == 1:
        return writing[counts.index(max(counts))][2].strip()
    if request.op in ("delete_line", "replace_line") and _COMMENT_LINE_SAID.search(said_text):
        # "the one-line comment just after do_last that explains ...": the one naming it
        names = {n for n in re.findall(r"[^\W\d]\w*", prompt) if code_name(n)}
        # (of several, the one naming the most: "the FIXME comment just above
        # Distribution._parse_config_files", not the other FIXMEs)
        counts = {
            f[2].strip(): sum(bool(re.search(rf"\b{re.escape(n)}\b", f[2])) for n in names)
            for f in found
            if f[2].lstrip().startswith("#")
        }
        most = max(counts.values(), default=0)
        naming = [t for t, k in counts.items() if k and k == most]
        if len(naming) == 1 and not numbers:
            return naming[0]
    # "the cast in prepend_scheme_if_needed is noise, delete that line": a word said as a thing
    # of a function, the one line there calling it (``netloc = cast(str, netloc)``)
    thing = re.search(
        r"\bthe\s+([A-Za-z_]\w*)\s+(?:call\s+)?(?:in|inside|within)\s+(?:the\s+)?"
        r"(?:(?:function|method)\s+)?`?([A-Za-z_][\w.]*\w|[A-Za-z_])",
        said_text,
    )
    defined = (
        thing
        and index is not None
        and any(s.kind in ("function", "method") for s in index.named(thing[2].rpartition(".")[2]))
    )
    calling = [
        f
        for f in (_in_scope(index, thing[2], found) if defined else [])
        if re.search(rf"\b{thing[1]}\s*\(", f[2])
    ]
    if len(calling) == 1:
        return calling[0][2].strip()
    # "the line in Spine.draw that calls the parent class's draw": the one calling super()'s
    parent = re.search(
        r"\b(?:parent|base|super)(?:\s*class)?(?:['’]s|\s+class['’]s)\s+(?:own\s+)?([^\W\d]\w*)",
        said_text,
    )
    calling = [f for f in found if parent and re.search(rf"\bsuper\([^)]*\)\.{parent[1]}\(", f[2])]
    if len(calling) == 1:
        return calling[0][2].strip()
    # "the debug call inside test_subterm": the one line calling that name
    # ("a commented-out tokenize call": one adjective between)
    call = re.search(r"\b(?:the|a|an|that|this)\s+(?:[\w-]+\s+)?([A-Za-z_]\w*)\s+call\b", said_text)
    calling = [f for f in found if call and re.search(rf"\b{call[1]}\w*\s*\(", f[2])]
    if call and len(calling) == 1:
        return calling[0][2].strip()
    # "the assert that runs just before X is raised": an assert, whatever else it says
    kind = (
        _KIND_OF_LINE.search(request.described or prompt)
        or _KIND_ALONE.fullmatch(request.described)
        or _STRAY_KIND.search(request.described or prompt)
    )
    if kind:
        of_kind = [f for f in found if re.match(rf"\s*#?\s*{kind[1]}\b", f[2], re.I)]
        if len(of_kind) == 1 and (
            (request.scope and kind.re is _KIND_ALONE)
            or kind.re is _STRAY_KIND
            # "get_decimal_precision have an assert that ... comment it out": its one assert
            or (scoped and kind.re is _KIND_OF_LINE and not request.scope)
        ):
            return of_kind[0][2].strip()  # "before f returns": the one return in f
        found = of_kind or found
    # "the line that prints the version": those words (unless what a pattern read as the
    # description is another sentence: "f shouldn't swallow x. Delete the line that pops it")
    clause_at = _LINE_DESCRIBED.search(prompt)
    said_at = prompt.find(request.described) if request.described else -1
    if not (
        clause_at
        and request.described
        and (said_at < 0 or said_at + len(request.described) <= clause_at.start())
        and not _LINE_DESCRIBED.search(request.described)
    ):
        prompt = request.described or prompt
    flat = " ".join(prompt.split())
    # "In clear_caches, comment out ...": the definition's name says where, not what the line
    # does; a remark after a semicolon is no part of it ("...; the etag is all we need there")
    prompt = prompt.split("; ")[0]
    for name in {request.scope, request.scope.rpartition(".")[2], home, home.rpartition(".")[2]} - {
        ""
    }:
        prompt = re.sub(rf"(?<![\w.]){re.escape(name)}(?:\(\))?(?!\w)", " ", prompt)
    written = {  # (code, not a bare name listed on its own line: "NetworkXNoCycle,")
        t.strip()
        for _p, _n, t in found
        if len(t.strip()) >= 10
        and not re.fullmatch(r"[\w.]+,?", t.strip())
        and " ".join(t.split()) in flat
    }
    written = {t for t in written if not any(t != u and t in u for u in written)}
    if written:
        return written.pop() if len(written) == 1 else None
    # "comment out the warnings.simplefilter line": code said bare that one line holds
    # ('"await" in _PROTOCOLS ... comment that entry out': a string is an entry that starts its
    # line, never one a line passes on, as in 'the "lark" logger')
    # a line described ("the line that filters the empty strings out") is said by the
    # sentence describing it: code another sentence names is context ("os.path.join copes
    # with empty pieces anyway. ... delete the line that filters ...")
    clause = _LINE_DESCRIBED.search(prompt)
    said_in = next(
        (s for s in re.split(r"(?<=[^.][.!?])\s+", prompt) if clause and clause[0] in s), prompt
    )
    # (nor code said in a condition of it: "the line that hands back an empty NullTranslations
    # when gettext.find comes up with nothing" is the return, not the gettext.find call)
    said_of_it = CONDITION.sub(" ", said_in)
    held = {
        lines[0][2].strip()
        for code in _CODE_SAID.findall(said_of_it)
        if not _A_FILE.search(code) and not _defines(index, code)  # "in F's f": the place
        for lines in [
            [f for f in found if f[2].strip().startswith(code)]
            if code[0] in "\"'"
            else [f for f in found if code in f[2]]
        ]
        if len(lines) == 1
    }
    if held:
        return held.pop() if len(held) == 1 else None
    # what the sentence describing the line says, unless its clause points back to what came
    # before ("the line that adds it")
    described = said_in if clause else ""
    after = said_in.partition(clause[0])[2] if clause else ""
    # (the clause itself, to its comma: "the assert that the interval is not None is redundant,
    # the isinstance assert above covers it" is said by its own words, not the remark's)
    own_clause = re.split(r"[,;]\s", after, maxsplit=1)[0]
    if not after.strip() or _POINTS_BACK.search(own_clause):
        described, clause = prompt, None
    elif own_clause != after:
        described = said_in[: said_in.index(clause[0]) + len(clause[0]) + len(own_clause)]
    # what a pattern read as the line's description ("right after the line that copies f's
    # docstring onto f_cached, add ...": "copies f's docstring onto f_cached") is a clause too
    clausal = bool(clause) or bool(
        request.described and not re.search(r"[.!?;]\s", request.described.strip())
    )
    # (an action word is the request's, unless the clause says it: "the line that drops the
    # decoder" is `self._decoder = None`)
    own_words = set(words(own_clause)) if clause else set()
    wanted = set(words(described)) - set(words(request.path or ""))
    wanted -= _LINE_ACTION_WORDS - own_words
    wanted |= {"none"} if _NONE.search(described) else set()  # "the assert that x is not None"
    # "the line that stores the tuple on self": an attribute of the instance set
    wanted |= {"onself"} if re.search(r"\b(?:on|in|to)\s+self\b", described) else set()
    # of lines equally good, those that write two of the words said as they are said ("prints
    # the Cpuinfo Version": 'Cpuinfo Version: {0}', not CPUINFO_VERSION_STRING)
    pairs = [" ".join(p) for p in itertools.pairwise(prompt.lower().split())]
    held_words = {  # each line's, once (a line to uncomment: the code under its mark)
        t.strip(): _line_words(re.sub(r"^\s*#+\s?", "", t) if request.op == "uncomment" else t)
        for _p, _n, t in found
    }
    wanted = _spelled_as_held(wanted, set().union(*held_words.values()) if held_words else set())
    # a run-together name of two words said ("the plugin manager": ``pluginmanager``; "pops
    # ... the heap": ``heappop``) holds them
    said_plain = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", described)}
    said_plain |= {stem(w) for w in said_plain if len(stem(w)) >= 3}  # "pops": ``heappop``
    # a name of the initials of words said side by side ("the file descriptor": ``fd``)
    plain = re.findall(r"[A-Za-z]+", described.lower())
    initials = {
        "".join(w[0] for w in run): run
        for size in (2, 3)
        for run in zip(*(plain[i:] for i in range(size)), strict=False)
        if all(len(w) >= 3 and w not in STOP and w not in _NOT_NAMED for w in run)
    }
    # (and "the token type": ``ttype``, a word's first letter and the next word)
    initials |= {
        a[0] + b: (a, b)
        for a, b in itertools.pairwise(plain)
        if len(a) >= 3 and len(b) >= 3 and a not in STOP and a not in _NOT_NAMED
    }
    for t, held in held_words.items():
        code = t.split("#")[0]  # (a comment's "do" is no name)
        shorts = set(re.findall(r"(?<![\w.])[a-z]{2,3}(?!\w)", code))
        shorts |= set(re.findall(r"(?<![A-Za-z])[a-z]{4,}(?![A-Za-z])", code))
        for short in shorts & initials.keys():
            if short in _RESERVED:
                continue  # ("an int forgot": no ``if``)
            held |= {x for w in initials[short] for x in words(w)} & wanted
        for name in re.findall(r"(?<![A-Za-z])[a-z]{6,}(?![A-Za-z])", t):
            for cut in range(3, len(name) - 2):
                head, tail = name[:cut], name[cut:]
                if head in said_plain and tail in said_plain:
                    held |= {head, tail, stem(head), stem(tail)} & wanted
                elif len(tail) >= 5 and tail in said_plain:  # "the filter": ``simplefilter``
                    held |= {tail, stem(tail)} & wanted
            if name[1:] in said_plain and len(name) >= 6:  # "random": ``urandom``
                held |= {name[1:], stem(name[1:])} & wanted
    scores = sorted(
        (
            (len(wanted & held_words[t.strip()]), any(p in t.lower() for p in pairs), t.strip())
            for _p, _n, t in found
        ),
        reverse=True,
    )
    if not scores:
        return None
    (best, as_said, text), second = scores[0], (scores[1][:2] if len(scores) > 1 else (0, False))
    # two words more than any other line, or every word said that no other line says so well;
    # or, said in a clause of its own, one more and a word said that no other line holds
    # ("the line where inencoding overrides the encoding": the one line saying `inencoding`)
    every = best == len(wanted) and (best, as_said) > second
    others = set().union(*(w for t, w in held_words.items() if t != text))
    own = best > second[0] and bool((wanted & held_words[text]) - others)
    if best >= 2 and best == second[0] and re.search(r"\bthe\s+call\b", said_text, re.I):
        # "comment out the call that writes the widgets metadata": of the lines as good, the
        # one that is a call on its own (``self.set_widgets_metadata()``), not an assignment
        tied = [t for n, _s, t in scores if n == best and CALL_STATEMENT.match(t)]
        if len(tied) == 1:
            return tied[0]
    made = _INTO.search(said_text)
    if made:  # "the line that turns a list/dict/set of options into a tuple": ``tuple(options)``
        into = [t.strip() for _p, _n, t in found if re.search(rf"\b{made[1]}\(", t.split("#")[0])]
        if len(into) == 1:
            return into[0]
    called = _line_by_its_verb(
        request,
        own_clause,
        found,
        held_words,
        wanted,
        (text, best, second[0]),
        index,
    )
    if called is not None:
        return called
    if own and clausal and best >= 2 and 2 * best >= len(wanted):  # and half the words said
        return text
    # of the comments a comment line said may be, the one saying any of it ("the comment line
    # that says where the code was copied from": `# Copied from: ...`, not `# Note: ...`)
    comments_only = all(f[2].lstrip().startswith("#") for f in found)
    if best >= 1 and second[0] == 0 and comments_only and _COMMENT_LINE_SAID.search(said_text):
        return text
    # or three words said, and every other line holds only some of them ("the line that hands
    # the preload list to the forkserver context": `ctx.set_forkserver_preload(preload)`, over
    # `_forkserver_preload_set = True`)
    mine = wanted & held_words[text]
    dominant = best > second[0] and all(
        wanted & w <= mine for t, w in held_words.items() if t != text
    )
    if dominant and clausal and best >= 2 and 2 * best >= len(wanted):
        return text  # "the line which makes n an alias of evalf": `n = evalf`
    if best >= 3 and (best >= second[0] + 2 or every or dominant):
        return text
    if not (by_meaning and whole_scope and clausal):
        return None
    # (a line said by what it does is code, never the comment above it nor the definition's
    # first line; one to uncomment is a comment)
    commented = request.op == "uncomment"
    prose = _inside_strings(index.files[whole_scope[0][0]].lines) if index is not None else set()
    candidates = {
        t.strip(): _line_words(re.sub(r"^\s*#+\s?", "", t) if commented else t)
        for _p, n, t in whole_scope
        if t.strip()
        and t.lstrip().startswith("#") == commented
        and not _DEFINITION_LINE.match(t)
        and n not in prose  # (nor a docstring's)
    }
    if not commented:  # (a code line says also what the comment right above it says)
        for text, said in _comments_above(index, whole_scope).items():
            if text in candidates:
                candidates[text] = candidates[text] | said
    return _by_meaning(index, wanted, candidates)


def _comments_above(
    index: WorkspaceIndex | None, found: list[tuple[str, int, str]]
) -> dict[str, set[str]]:
    """The words of the comment lines right above each line of ``found`` (by its stripped
    text)."""
    if index is None or not found or found[0][0] not in index.files:
        return {}
    lines = index.files[found[0][0]].lines
    above: dict[str, set[str]] = {}
    for _p, n, t in found:
        k = n - 1
        while k >= 1 and lines[k - 1].lstrip().startswith("#"):
            above.setdefault(t.strip(), set()).update(words(lines[k - 1]))
            k -= 1
    return above


MEANING_LEAD = 2.0  # the best line's score over the next one's, to be the line said


def _by_meaning(
    index: WorkspaceIndex | None, wanted: set[str], held_words: dict[str, set[str]]
) -> str | None:
    """The line of a definition said by what it does in other words than its code's ("the line
    that takes the color from the context": ``color = ctx.color``): each word said counts by
    its rarest spelling the line holds, the code's own spellings of it too (abbreviations,
    related words, as the index widens a question); the best line when it holds two words said
    and scores twice as much as any other (at 1.5 times, 4 more of the older sets' 80 misreads
    were right and one comment went a line too early)."""
    if index is None or not wanted or len(held_words) < 2:
        return None
    idf = index.idf()
    groups = index.expand_grouped(sorted(wanted))
    scored = []
    for text, held in held_words.items():
        matched, score = 0, 0.0
        for w in wanted:
            spellings = {**groups.get(w, {}), w: 1.0}
            best = max(
                (f * idf.get(v, 0.0) for v, f in spellings.items() if v in held), default=0.0
            )
            matched += best > 0
            score += best
        scored.append((score, matched, text))
    scored.sort(reverse=True)
    (score, matched, text), runner_up = scored[0], scored[1][0]
    return text if matched >= 2 and score >= MEANING_LEAD * runner_up else None


# "computes bits": the one name a line works out, said last
_WORKS_OUT_NAME = re.compile(
    r"(?:computes?|calculates?|works?\s+out|sets?|assigns?)\s+(?:the\s+)?`?([^\W\d]\w*)`?\s*$", re.I
)
# "creates the module logger": what a line makes, its last word the name it is kept by
_MADE = re.compile(
    r"(?:creates?|makes?|builds?|sets?\s+up|constructs?|instantiates?)\s+(?:the|a|an|its|our)\s+"
    r"(?:[\w-]+\s+){0,3}?([A-Za-z_]\w*)\s*(?:$|[,;.]|\s(?:in|for|with|from|of|that|which)\b)",
    re.I,
)
_NTH_ASSIGNMENT = re.compile(
    r"\b(?P<nth>first|second|last)\s+assignment(?:\s+(?:to|of)\s+`?(?P<name>[A-Za-z_][\w.]*)`?)?",
    re.I,
)
_ASSIGNS = re.compile(r"\bassigns\s+`?([A-Za-z_][\w.]*\w)`?")
# words that never give a name its initials ("docstring onto": no ``do``)
_NOT_NAMED = frozenset("onto over under upon line lines code call calls after before".split())
_RESERVED = frozenset(keyword.kwlist) | frozenset(dir(builtins))


def _spelled_as_held(wanted: set[str], held: set[str]) -> set[str]:
    """``wanted`` with each word no line holds that is one word of ``held`` with two letters
    swapped ("the python enigne": *engine*), or its plural in *-ings* ("every warning":
    ``warnings``, stemmed *warning*, where the prose's is *warn*), or the verb of a doer ("the
    warner": *warn*), spelled as ``held`` spells it."""
    out = set(wanted)
    for w in wanted - held:
        alike = [
            h
            for h in held
            if (len(h) == len(w) >= 4 and h[0] == w[0] and sorted(h) == sorted(w))
            or (len(w) >= 3 and h == w + "ing")
            or (len(w) >= 6 and w.endswith("er") and h == w[:-2])  # "the warner": ``warn``
        ]
        if len(alike) == 1:
            out = (out - {w}) | {alike[0]}
    return out


def _line_by_its_verb(
    request: EditRequest,
    clause: str,
    found: list[tuple[str, int, str]],
    held_words: dict[str, set[str]],
    wanted: set[str],
    scores: tuple[str, int, int],
    index: WorkspaceIndex | None = None,
) -> str | None:
    """The one line that calls what the verb of the clause saying it names ("seeks back over the
    magic bytes": ``fid.seek(...)``; "puts the rate-limit filter on the logger": ``addFilter``;
    "casts the count to int64": ``n.astype(np.int64)``; "deletes the merge key": ``del ...``),
    when it holds half the words said after the verb ("sets things up" is no line), or one of
    them and is as good as any line, or is the best line by two words or more; else None.
    ``scores``: the best line, its count of words said, the next line's."""
    text, best, second = scores
    verb = _VERB_FIRST.match(clause or request.described or "") or _VERB_AFTER_THAT.search(
        request.described or ""
    )
    bare = re.search(r"\b(?:that|which)\s+([a-z]+)\b", request.described or "", re.I)
    if (
        verb is None
        and bare
        and stem(bare[1].lower()) in VERB_CALLS.keys() | VERB_STATEMENTS.keys()
    ):
        verb = bare  # "the line which remove the metrics" (a verb without its s)
    if verb is None:
        return None
    verb_stem = stem(verb[verb.lastindex or 0].strip().lower())
    called = "|".join(re.escape(c) for c in (verb_stem, *VERB_CALLS.get(verb_stem, ())))
    statement = VERB_STATEMENTS.get(verb_stem)
    calling = {}
    # ("rescales the frame patch": ``set_mutation_scale``, a word of its name, when no name
    # starts with the verb)
    base = verb_stem[2:] if verb_stem.startswith("re") and len(verb_stem) >= 6 else verb_stem
    calls = {t: CALL.findall(t.split("#")[0]) for _p, _n, t in found}  # (each line's, once)
    starts = any(re.match(rf"_*(?:{called})", n, re.I) for ns in calls.values() for n in ns)
    for _p, _n, t in found:
        names = [
            n
            for n in calls[t]
            if re.match(rf"_*(?:{called})", n, re.I) or (not starts and base in words(n))
        ]
        names += [verb_stem] if statement and re.match(rf"\s*{statement}\b", t) else []
        if names:
            calling[t.strip()] = names
    # (what it is said of, not when: "returns NaT when arg is None" is said of NaT)
    told = set(words(re.split(r"[,;.!?]|\b(?:when|if|unless)\b", verb.string[verb.end() :])[0]))
    if len(calling) > 1:  # "differentiates the exponent": ``self.exp.diff(s)``, not the base's
        holding = {t: ns for t, ns in calling.items() if told & held_words[t]}
        calling = holding if len(holding) == 1 else calling
    if len(calling) > 1:  # "puts the rate-limit filter on ...": ``addFilter``, not ``set_x``
        naming = {
            t: ns
            for t, ns in calling.items()
            if any(set(words(n)) & wanted - {verb_stem} for n in ns)
        }
        calling = naming if len(naming) == 1 else calling
    if len(calling) > 1:  # "registers the done-callback removing the future from _waiters"
        counts = sorted(((len(told & held_words[t]), t) for t in calling), reverse=True)
        if counts[0][0] > counts[1][0]:
            calling = {counts[0][1]: calling[counts[0][1]]}
    condition = CONDITION.search(verb.string, verb.end())
    if len(calling) > 1 and condition:  # "returns the placeholder node when a recursion is
        # detected": the return under the comment `# Recursion detected`
        said = set(words(condition[0])) - set(words(condition[1]))
        above = _comments_above(index, found)
        under = {t: ns for t, ns in calling.items() if said & above.get(t, set())}
        calling = under if len(under) == 1 else calling
    if len(calling) > 1 and len(verb_stem) >= 3:  # "waits for the child process": ``p.wait()``,
        # the verb's own name, over the ``t.join()`` its kin would allow
        own = {
            t: ns for t, ns in calling.items() if any(n.lower().startswith(verb_stem) for n in ns)
        }
        calling = own if len(own) == 1 else calling
    if len(calling) != 1:
        return None
    line = next(iter(calling))
    if WHEN_AFTER_VERB.match(verb.string, verb.end()) and verb_stem not in _SAID_OF_A_TIME:
        return line  # "the line that sleeps when every worker is busy": a verb with no object
    kept = told & held_words[line]
    as_good = len(wanted & held_words[line]) == best
    # "leave the header's id alone ... delete the line that sets it": the one line calling the
    # verb that says a word said before (``h.set("id", link)``)
    pronoun = re.match(r"\s+(?:it|them|this|that)\b", verb.string[verb.end() :], re.I)
    if pronoun and not told and (held_words[line] & wanted) - {verb_stem}:
        return line
    # ("the line that solves the linear system": the one ``solve(...)``, the verb's own name)
    if as_good and len(verb_stem) >= 4 and any(verb_stem in n.lower() for n in calling[line]):
        return line
    # ("the line that sorts the percentiles": ``qs.sort()``, its one object named otherwise)
    if 2 * len(kept) >= len(told) > 0 or (as_good and (kept or len(told) <= 1)):
        return line
    return line if line == text and best >= 2 and best > second else None


# verbs a raise is said by ("the line that rejects negative sizes", "... that complains ...")
_RAISING = re.compile(
    r"(?:rais|throw|complain|reject|refus|fail|error|check|validat|guard|abort|bail|stop|"
    r"forbid|disallow|prevent|protect|ensur|enforc|signal|report|warn|die|crash|blow|bark)"
)
# verbs whose object may be a time: "the line that records when the search started"
_SAID_OF_A_TIME = frozenset({"record", "stor", "remember", "collect"})
WHEN_AFTER_VERB = re.compile(
    r"\s+(?:when|whenever|if|while|until|once|after|before|because|as\s+long\s+as)\b", re.I
)
# a pronoun that stands for what came before ("the line that adds it"), not the subject of a
# clause of its own ("the line that seeks back over the magic bytes it has just read")
_POINTS_BACK = re.compile(
    r"\b(?:it|its|them|they|th[eo]se)\b(?!\s+(?:has|have|had|is|are|was|were|does|do|did|just|"
    r"will|would|can|could|already)\b)",
    re.I,
)
_VERB_AFTER_THAT = re.compile(r"\b(?:that|which)\s+(?!(?:the|a|an|is|was|has)\b)([a-z]+s)\b", re.I)
# "turns ... into a tuple", "converts it to a list": the type a line makes, called
_INTO = re.compile(
    r"\b(?:turns?|turning|converts?|converting|casts?|casting|changes?|coerces?|makes?)\b[^.;,]*?"
    r"\b(?:into|to)\s+(?:an?\s+)?(tuple|list|dict|set|frozenset|str|int|float|bytes|bool)\b",
    re.I,
)
# what code calls for a verb a line is said by (its own stem is tried first)
VERB_CALLS = {
    "put": ("add", "set", "append", "insert", "attach", "register"),
    "cast": ("astype", "cast", "int", "float", "str"),
    "convert": ("astype", "to_", "as"),
    "send": ("send", "write", "post", "put", "emit"),
    "log": ("debug", "info", "warning", "error", "log"),
    "warn": ("warn",),
    "wait": ("sleep", "wait", "join"),
    "differentiat": ("diff", "derivative"),
    "delet": ("del", "remove", "pop", "discard"),
    "register": ("add", "register", "connect", "subscribe", "attach"),
    # "the line that records the name in the set of installed packages": ``installed.add(name)``
    "record": ("add", "append", "record", "insert", "update"),
    "stor": ("add", "append", "set", "put", "store", "save"),
    "remember": ("add", "append", "set", "put"),
    "collect": ("add", "append", "extend", "collect"),
}
# a verb said for a statement rather than a call ("the line that deletes the merge key": ``del``)
VERB_STATEMENTS = {
    "delet": "del",
    "remov": "del",
    "return": "return",
    "rais": "raise",
    # "the line that unpacks the frame's shape": ``num_rows, num_cols = self.df.shape``
    "unpack": r"\(?(?:[\w.]+\s*,\s*)+[\w.]+\)?\s*=(?!=)\s*(?=\S)",
}
DOC_SAID = re.compile(r"\b(?:doc\w*|comments?|strings?|text|messages?|prose)\b", re.I)
# what a line of text does: "the line that says / mentions ..." may be a comment
TEXT_SAID = re.compile(
    r"\b(?:doc\w*|comments?|says?|reads?|mentions?|notes?|explains?|warns?|talks?|todo|fixme)\b",
    re.I,
)
# a line said by its verb alone ("packs the DSIG length"), or in a clause (_LINE_DESCRIBED)
_VERB_FIRST = re.compile(
    r"\s*(?!(?:the|a|an|pls|plz|thanks|this|its|is|was|has|does)\b)[a-z]+s\b", re.I
)


def _inside_strings(lines: list[str]) -> set[int]:
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


def _delete_block(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "the `if not x:` / `break` pair ... Delete those two lines": the lines quoted, one after
    the other in the file, in that order."""
    request = q.edit
    wanted = [w.strip() for w in request.old.split("\n")]
    if state.done("edit"):
        call, result = state.done("edit")[0]
        at = changed_line(result, old=True)
        return Step(
            text=_report(
                state,
                f"Deleted the {len(wanted)} lines `{excerpt(wanted[0], 60)}` ... "
                f"`{excerpt(wanted[-1], 60)}` at `{call.input['path']}:{at}`. The diff is in the "
                "edit block above.",
            )
        )
    k = len(wanted)
    found = [
        (p, n, index.files[p].lines[n - 1])
        for p in (sorted(index.files) if index is not None else [])
        if request.path is None or _is_file(p, request.path)
        for n in range(1, len(index.files[p].lines) - k + 2)
        if index.files[p].lines[n - 1].strip() == wanted[0]  # the first line, then the rest
        and [t.strip() for t in index.files[p].lines[n - 1 : n - 1 + k]] == wanted
    ]
    found = _in_scope(index, request.scope, found)
    if len(found) != 1:
        at = ", ".join(f"`{p}:{n}`" for p, n, _t in found[:5])
        why = (
            f"occur together {len(found)} times ({at})" if found else "are not one after the other"
        )
        return Step(text=declined(f"the lines {' / '.join(f'`{w}`' for w in wanted)} {why}."))
    path, n, _t = found[0]
    lines = index.files[path].lines
    old, new = _delete_context(lines, n, n + k - 1)
    return _edit(path, lines, old, new, f"Deleting `{path}:{n}-{n + k - 1}`.")


def _edit(path: str, lines: list[str], old: str, new: str, said: str) -> Step:
    """The edit of ``path`` (whose lines are ``lines``) from ``old`` to ``new``, narrated as
    ``said``; declined when it would leave a Python file that parsed not parsing."""
    broken = _breaks_python(path, lines, old, new)
    if broken:
        return Step(text=declined(broken))
    return Step([("edit", {"path": path, "old_string": old, "new_string": new})], said)


# where a line is, said by a comment next to it: "under the 'break reference cycle' comment"
PLACED_BY_COMMENT = re.compile(
    rf"\b({NEAR})\s+(?:the\s+)?([\"'`“‘])(.+?)[\"'`”’]\s+comment\b", re.I
)


def _placed_by_comment(
    index: WorkspaceIndex | None, said: str, found: list[tuple[str, int, str]]
) -> str | None:
    """The code line just under (or above) the one comment of ``found``'s file that holds the
    text said, when the prompt places the line so; the comment itself is never that line."""
    m = PLACED_BY_COMMENT.search(said)
    if index is None or not m or not found:
        return None
    lines = index.files[found[0][0]].lines
    numbers = {n for _p, n, _t in found}
    comments = [
        n
        for n in numbers
        if lines[n - 1].lstrip().startswith("#") and m[3].lower() in lines[n - 1].lower()
    ]
    if len(comments) != 1:
        return None
    step = 1 if m[1].lower() in ("under", "below", "beneath", "after") else -1
    n = comments[0] + step
    while 0 < n <= len(lines) and (
        not lines[n - 1].strip() or lines[n - 1].lstrip().startswith("#")
    ):
        n += step
    return lines[n - 1].strip() if 0 < n <= len(lines) else None


def _described(found: list[tuple[str, int, str]], said: str) -> list[tuple[str, int, str]]:
    """The lines of ``found`` that start as a line said in part does ("the `default = ...`
    line"), else those that hold the most words of what a line is said to do; all of them when
    none holds more than the others."""
    starts = [
        p.strip() for p in re.findall(r"[`\"'“‘]([^`\"'”’]+?)\s*(?:\.\.\.|…)\s*[`\"'”’]", said)
    ]
    begun = [f for f in found if any(p and f[2].strip().startswith(p) for p in starts)]
    if begun:
        return begun
    wanted = set(words(said))
    scores = [len(wanted & _line_words(t)) for _p, _n, t in found]
    best = max(scores)
    kept = [f for f, n in zip(found, scores, strict=True) if n == best]
    # of lines equally good, the one naming two words said as one name ("the number of guard
    # bits": `guard_bits = 10`, not the docstring that says "10 guard bits")
    raw = re.findall(r"[a-z]+", said.lower())
    names = {f"{a}_{b}" for a, b in itertools.pairwise(raw)} | {
        a + b for a, b in itertools.pairwise(raw)
    }
    named = [f for f in kept if any(n in re.findall(r"\w+", f[2].lower()) for n in names)]
    kept = named if len(named) == 1 else kept
    return kept if best > 0 else found


def _most_like(found: list[tuple[str, int, str]], new: str) -> list[tuple[str, int, str]]:
    """Of the lines a quote is on, the one a replacement is plainly an edit of ("it prints
    `type` ... change that line to `print("...", MIMEtype)`"); all of them when none stands out."""
    alike = most_alike([f[2].strip() for f in found], new.strip())
    kept = [f for f in found if alike and f[2].strip() == alike[0]]
    return kept if len(kept) == 1 else found


def _in_scope(
    index: WorkspaceIndex | None, scope: str, found: list[tuple[str, int, str]]
) -> list[tuple[str, int, str]]:
    """The lines of ``found`` inside the function or class ``scope`` ("comment out x in f()"),
    or inside the module of that name; all of them when the workspace has neither."""
    if not scope or index is None:
        return found
    owner, _, name = scope.rpartition(".")
    module = _module_named(index, owner) if owner else None  # "in site.main": main of site.py

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
    module = _module_named(index, scope)
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


def _unique_span(lines: list[str], first: int, last: int) -> tuple[int, int]:
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


def _unique_context(lines: list[str], n: int, text: str, replacement: str) -> tuple[str, str]:
    """old/new strings for an edit of line ``n`` (``text``): the line, grown until unique."""
    first, last = _unique_span(lines, n, n)
    old = "\n".join(lines[first - 1 : last])
    return old, "\n".join([*lines[first - 1 : n - 1], replacement, *lines[n:last]])


def _delete_context(lines: list[str], first: int, last: int | None = None) -> tuple[str, str]:
    """old/new strings that remove lines ``first`` to ``last`` (1-based): them with a neighbour
    (the next line, else the one before, so their line breaks go too), grown until unique."""
    last = last or first
    lo, hi = (first, last + 1) if last < len(lines) else (max(first - 1, 1), last)
    lo, hi = _unique_span(lines, lo, hi)
    return "\n".join(lines[lo - 1 : hi]), "\n".join(lines[lo - 1 : first - 1] + lines[last:hi])


# comment markers by file type; a file type not here has no line comment this model knows
COMMENT_MARKERS = {
    **dict.fromkeys("py pyi sh bash zsh rb pl r toml yaml yml cfg ini conf txt".split(), "#"),
    **dict.fromkeys("js jsx ts tsx mjs cjs go rs java kt scala swift c h cc cpp hpp cs dart php".split(), "//"),
    **dict.fromkeys("sql lua hs".split(), "--"),
}  # fmt: skip


def _toggle_comment(path: str, text: str, comment: bool, alone: bool = True) -> str | None:
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


def _where_now(index: WorkspaceIndex | None, path: str, text: str) -> int:
    if index is None:
        return 1
    index.refresh()
    entry = index.files.get(path)
    if entry is None:
        return 1
    return next(
        (i for i, line in enumerate(entry.lines, 1) if text.strip() and text.strip() in line), 1
    )


# --- placed by a line number or an end of the file ----------------------------------------------


def _file_lines(index: WorkspaceIndex | None, path: str) -> tuple[str, list[str]] | None:
    """The workspace file ``path`` names (as given, or a file ending in it) and its lines; the
    index's copy when it holds the file, else read from disk (a file type it does not index)."""
    if index is None:
        return None
    known = [p for p in index.files if _is_file(p, path)]
    if len(known) == 1:
        return known[0], index.files[known[0]].lines
    try:
        data = read_regular(index.root, index.root / path, path, MAX_FILE_BYTES)
    except (OSError, ToolError, FileTooLarge):
        return None
    return path, split_lines(data.decode("utf-8", errors="replace"))


def _what(line: str) -> str:
    """A line inserted, as a report names it."""
    return f"`{excerpt(line, 80)}`" if line.strip() else "a blank line"


_STRINGS = re.compile(r"""(?:[rRbBfFuU]{0,2})(?:"[^"\n]*"|'[^'\n]*')""")


def _statement_end(lines: list[str], n: int) -> int:
    """The last line (1-based) of the statement that starts on line ``n``: ``n`` itself unless
    its brackets close on a later line ("right after the line that builds the timeit.Timer":
    after the call's closing line, not inside its arguments)."""
    depth, k = 0, n
    while k <= len(lines):
        code = _STRINGS.sub("", lines[k - 1]).split("#")[0]
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        if depth <= 0 or k - n >= 30:
            return k if depth <= 0 else n
        k += 1
    return n


def _insertion(lines: list[str], at: int, text: str) -> tuple[str, str]:
    """old/new strings that put ``text`` as a line before 0-based line ``at`` (or after the
    last line when ``at`` is past it), at the indentation of the line it goes next to."""
    if at < len(lines):
        anchor = lines[at]
        indent = anchor[: len(anchor) - len(anchor.lstrip())]
        new_line = text if not text or text.startswith((" ", "\t")) else indent + text
        return _unique_context(lines, at + 1, anchor, new_line + "\n" + anchor)
    anchor = lines[-1]
    return _unique_context(lines, len(lines), anchor, anchor + "\n" + text)


def _top(path: str, lines: list[str], text: str, below_imports: bool = False) -> int:
    """Where "the top of the file" is for ``text``: after a ``#!`` line; in Python, code goes
    after the module's docstring (before it, the docstring would be one no more) and its
    ``from __future__`` imports, as PEP 8 places ``__all__``, and an import (or what the
    request puts "below the imports") after the imports."""
    at = 1 if lines and lines[0].startswith("#!") else 0
    if not path.endswith((".py", ".pyi")) or not text.strip() or text.lstrip().startswith("#"):
        return at
    try:
        tree = ast.parse("\n".join(lines))
    except SyntaxError:
        return at
    an_import = below_imports or re.match(r"(import|from)\s", text.strip())
    for node in tree.body:
        is_doc = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        future = isinstance(node, ast.ImportFrom) and node.module == "__future__"
        if (
            (is_doc and node is tree.body[0])
            or future
            or (an_import and isinstance(node, ast.Import | ast.ImportFrom))
        ):
            at = node.end_lineno or node.lineno
        else:
            break
    return at


def _placed(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """insert_at (a line number), append and prepend (an end of the file)."""
    request = q.edit
    if state.done("edit") or state.done("write"):
        call, result = (state.done("edit") or state.done("write"))[0]
        at = changed_line(result) or 1
        path = call.input["path"]
        return Step(
            text=_report(
                state,
                f"Inserted {_what(request.new)} at `{path}:{at}`. The diff is in the edit block above.",
            )
        )
    if request.op == "append" and request.scope:
        return _append_to_body(q, index)
    path = request.path or _module_said(index, q.text)
    if not path:
        return Step(text=declined(request.reason or NO_FILE))
    found = _file_lines(index, path)
    if found is None:
        return Step(text=declined(f"`{request.path}` is not a file in the workspace."))
    path, lines = found
    if request.op == "insert_at":
        if not 1 <= request.line <= max(len(lines), 1):
            return Step(
                text=declined(f"`{path}` has {len(lines)} lines; there is no line {request.line}.")
            )
        at = request.line if request.old == "after" else request.line - 1
    else:
        at = (
            len(lines)
            if request.op == "append"
            else _top(path, lines, request.new, below_imports=request.old == "imports")
        )
    if not lines:
        return Step(
            [("write", {"path": path, "content": request.new + "\n"})], f"Writing `{path}`."
        )
    old, new = _insertion(lines, at, request.new)
    return _edit(path, lines, old, new, f"Inserting at `{path}:{at + 1}`.")


def _module_said(index: WorkspaceIndex | None, prompt: str) -> str:
    """The one Python file of the workspace whose name the prompt says as a word
    ("patheffects has withStroke ...": ``matplotlib/patheffects.py``), or ""."""
    if index is None:
        return ""
    said = {w.lower() for w in re.findall(r"(?<![\w./])[A-Za-z_]\w{3,}(?![\w/])", prompt)}
    named = [
        p for p in index.files if p.endswith(".py") and p.rpartition("/")[2][:-3].lower() in said
    ]
    return named[0] if len(named) == 1 else ""


def _not_one(name: str, targets: list[Symbol], what: str) -> str:
    """Why ``targets`` is not the one definition ``name`` says ("" when it is)."""
    if len(targets) == 1:
        return ""
    if not targets:
        return f"I found no {what} `{name}`."
    at = ", ".join(f"`{t.where}`" for t in targets[:5])
    return f"`{name}` is defined in {len(targets)} places ({at}); name the file or the class."


def _append_to_body(q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Add `return None` as the last line of f": after the function's last line, at the
    indentation of its body."""
    request = q.edit
    if request.scope == MAIN:
        return _append_to_main(q, index)
    targets = [t for t in _definitions(index, request.scope, request.path) if t.kind != "class"]
    why = _not_one(request.scope, targets, "function or method")
    if why:
        return Step(text=declined(why))
    target = targets[0]
    lines = index.files[target.path].lines
    body = lines[(target.body_line or target.line + 1) - 1]
    indent = body[: len(body) - len(body.lstrip())]
    old, new = _insertion(lines, target.end_line, indent + request.new.strip())
    said = f"Adding a last line to `{target.qualname}` at `{target.path}`."
    return _edit(target.path, lines, old, new, said)


def _append_to_main(q: Question, index: WorkspaceIndex | None) -> Step:
    """'Add X as the last line of the demo under if __name__ == "__main__":': after the block's
    last line, at the indentation of its body."""
    found = _file_lines(index, q.edit.path or "")
    if found is None:
        return Step(text=declined(f"`{q.edit.path}` is not a file in the workspace."))
    path, lines = found
    span = _main_span("\n".join(lines))
    if span is None:
        return Step(text=declined(f'I found no `if __name__ == "__main__":` block in `{path}`.'))
    start, end = span
    first = next(line for line in lines[start:end] if line.strip())
    indent = first[: len(first) - len(first.lstrip())]
    old, new = _insertion(lines, end, indent + q.edit.new.strip())
    return _edit(path, lines, old, new, f"Adding a last line to the `__main__` block of `{path}`.")


_BY_NUMBER = {  # op: (what is done, what was done)
    "replace_lines": ("Replacing", "Replaced"),
    "delete_lines": ("Deleting", "Deleted"),
    "comment_lines": ("Commenting out", "Commented out"),
    "uncomment_lines": ("Uncommenting", "Uncommented"),
}


def _lines_at(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Delete / comment out / uncomment lines 3-5 of FILE": those lines, shown first so the
    answer can quote them."""
    request = q.edit
    span = f"{request.line}" if request.line == request.last else f"{request.line}-{request.last}"
    doing, did = _BY_NUMBER[request.op]
    if state.done("edit"):
        call, result = state.done("edit")[0]
        diff = ((result.metadata or {}).get("diff") or "").splitlines() if result else []
        gone = [line[1:].strip() for line in diff if line.startswith("-") and line[:3] != "---"]
        gone = [line for line in gone if line]  # the first line with something on it
        shown = f": `{excerpt(gone[0], 80)}`" if gone else ""
        more = f" and {len(gone) - 1} more" if len(gone) > 1 else ""
        if request.op == "replace_lines":
            shown, more = f"{shown or ''} with `{excerpt(request.new, 80)}`", ""
        return Step(
            text=_report(
                state,
                f"{did} `{call.input['path']}:{span}`{shown}{more}. The diff is in the edit "
                "block above.",
            )
        )
    files = sorted(index.files) if index is not None else []
    if request.path is None and len(files) != 1:  # one file is the one meant
        lines_said = "line" if request.line == request.last else "lines"
        return Step(
            text=declined(f"the request names {lines_said} {span} but no file; say which file.")
        )
    found = _file_lines(index, request.path or files[0])
    if found is None:
        return Step(text=declined(f"`{request.path}` is not a file in the workspace."))
    path, lines = found
    if request.last > len(lines) or request.line < 1:
        return Step(
            text=declined(f"`{path}` has {len(lines)} lines; there is no line {request.last}.")
        )
    if not state.calls:
        view = {
            "path": path,
            "offset": max(request.line - 3, 0),
            "limit": request.last - request.line + 5,
        }
        return Step([("view", view)], f"Reading `{path}:{span}`.")
    if request.op == "delete_lines":
        old, new = _delete_context(lines, request.line, request.last)
    elif request.op == "replace_lines":
        first_line = lines[request.line - 1]
        indent = first_line[: len(first_line) - len(first_line.lstrip())]
        text = request.new if request.new.startswith((" ", "\t")) else indent + request.new
        if lines[request.line - 1 : request.last] == [text]:
            return Step(text=declined(f"`{path}:{span}` already reads `{excerpt(text, 80)}`."))
        first, last = _unique_span(lines, request.line, request.last)
        old = "\n".join(lines[first - 1 : last])
        new = "\n".join([*lines[first - 1 : request.line - 1], text, *lines[request.last : last]])
    else:
        toggled = _toggled(path, lines, request.line, request.last, request.op == "comment_lines")
        if isinstance(toggled, str):
            return Step(text=declined(toggled))
        first, last = _unique_span(lines, request.line, request.last)
        old = "\n".join(lines[first - 1 : last])
        new = "\n".join(
            [*lines[first - 1 : request.line - 1], *toggled, *lines[request.last : last]]
        )
    return _edit(path, lines, old, new, f"{doing} `{path}:{span}`.")


def _toggled(path: str, lines: list[str], first: int, last: int, comment: bool) -> list[str] | str:
    """Lines ``first`` to ``last`` commented out or uncommented, each line that already is what
    was asked (or blank) kept as it is; or why nothing would change."""
    if path.rsplit(".", 1)[-1].lower() not in COMMENT_MARKERS:
        return f"I do not know how `{path}` writes a comment."
    span = lines[first - 1 : last]
    alone = first == last
    out = [(_toggle_comment(path, t, comment, alone) if t.strip() else None) or t for t in span]
    if out != span:
        return out
    if not any(t.strip() for t in span):
        return (
            f"`{path}:{first}` is blank."
            if first == last
            else f"`{path}:{first}-{last}` are blank."
        )
    state_word = "already" if comment else "not"
    at = f"{first}" if first == last else f"{first}-{last}"
    what = "a comment" if first == last else "comments"
    shown = excerpt(next(t for t in span if t.strip()).strip(), 80)
    return f"`{path}:{at}` {'is' if first == last else 'are'} {state_word} {what}: `{shown}`."


# --- deleting a definition ----------------------------------------------------------------------


def _delete_definition(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Delete the function X": its lines, its decorators and the blank lines after it; then a
    grep for what still refers to it (the answer names those; they are not changed)."""
    request = q.edit
    if request.symbol == MAIN:
        return _delete_main(state, q, index)
    name = request.symbol.split(".")[-1]
    if state.done("grep"):
        call = state.done("edit")[0][0] if state.done("edit") else None
        refs = [h for _c, r in state.ok("grep") for h in parse_grep(r.content)]
        # another class's method of that name (`def __repr__`) is no use of the one deleted
        refs = [
            h for h in refs if not re.match(rf"\s*(?:async\s+)?def\s+{re.escape(name)}\b", h[2])
        ]
        where = ", ".join(f"`{h[0]}:{h[1]}`" for h in refs[:5])
        left = (
            f" {len(refs)} line{'s' if len(refs) != 1 else ''} still name{'' if len(refs) != 1 else 's'} "
            f"`{name}` ({where}{', ...' if len(refs) > 5 else ''}); they will fail until changed."
            if refs
            else f" A grep finds no other use of `{name}` in the workspace."
        )
        path = call.input["path"] if call else request.path
        header = re.compile(rf"^\s*(?:async\s+def|def|class)\s+{re.escape(name)}\b")
        at = changed_line(state.done("edit")[0][1], old=True, match=header) if call else 0
        return Step(text=_report(state, f"Deleted `{request.symbol}` from `{path}:{at}`." + left))
    if state.done("edit"):
        return Step(
            [("grep", {"pattern": rf"\b{re.escape(name)}\b"})],
            f"Looking for what still uses `{name}`.",
        )
    targets = _definitions(index, request.symbol, request.path)
    if request.top_level:  # "the module-level digest()": not the method of the same name
        targets = [s for s in targets if "." not in s.qualname] or targets
    why = _not_one(request.symbol, targets, "function, method or class")
    if why:
        return Step(text=declined(why))
    target = targets[0]
    lines = index.files[target.path].lines
    return _delete_lines(lines, target.path, target.line, target.end_line, f"`{target.qualname}`")


def _delete_comment(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Delete the comment right above get_dev": the comment lines over a definition (over its
    decorators, which stay)."""
    request = q.edit
    if state.done("edit"):
        call, result = state.done("edit")[0]
        at = changed_line(result, old=True)
        return Step(
            text=_report(
                state,
                f"Deleted the comment above `{request.symbol or request.old.strip()}` at "
                f"`{call.input['path']}:{at}`. "
                "The diff is in the edit block above.",
            )
        )
    if request.old:  # "the comment just above `if alpha == 1:` in f": over that line
        found = _in_scope(index, request.scope, _files_with(index, request.path, str.strip))
        below = [f for f in found if f[2].strip() == request.old.strip()]
        if len(below) != 1:
            said = f"`{request.old}`" + (f" in `{request.scope}`" if request.scope else "")
            return Step(text=declined(f"{said} is on {len(below)} lines; quote the comment."))
        path, number, _text = below[0]
        lines = index.files[path].lines
        end, where = number - 1, f"`{request.old.strip()}`"
    else:
        targets = _definitions(index, request.symbol, request.path) or [
            s
            for s in (index.named(request.symbol.split(".")[-1]) if index is not None else [])
            if s.kind == "constant" and (request.path is None or _is_file(s.path, request.path))
        ]
        why = _not_one(request.symbol, targets, "definition")
        if why:
            return Step(text=declined(why))
        target = targets[0]
        path, lines, where = target.path, index.files[target.path].lines, f"`{target.qualname}`"
        end = target.line - 1  # the last line above the definition and its decorators
        while end >= 1 and lines[end - 1].lstrip().startswith("@"):
            end -= 1
    start = end
    while start >= 1 and lines[start - 1].lstrip().startswith("#"):
        start -= 1
    if start == end:
        return Step(text=declined(f"there is no comment right above {where} (`{path}:{end + 1}`)."))
    comment = "\n".join(lines[start:end])  # lines start+1 .. end
    return _edit(
        path,
        lines,
        comment + "\n" + lines[end],
        lines[end],
        f"Deleting the comment above {where} (`{path}:{start + 1}-{end}`).",
    )


def _delete_lines(lines: list[str], path: str, start: int, end: int, what: str) -> Step:
    """An edit deleting lines ``start``-``end`` of a definition or block, with its decorators
    and the blank lines after it (before it, when nothing follows, or when what follows is
    outside it: a class's last method keeps the two blank lines before the next function)."""
    while start > 1 and lines[start - 2].lstrip().startswith("@"):
        start -= 1
    stop = end  # then the blank lines after it, unless nothing follows them
    while stop < len(lines) and not lines[stop].strip():
        stop += 1
    indent = len(lines[start - 1]) - len(lines[start - 1].lstrip())
    if stop < len(lines) and len(lines[stop]) - len(lines[stop].lstrip()) < indent:
        # the blank lines before it, the next line and the one before said with it (the same
        # method in two classes is one text)
        first = start
        while first > 1 and not lines[first - 2].strip():
            first -= 1
        if first > 1:
            old = "\n".join(lines[first - 2 : stop + 1])
            new = "\n".join([lines[first - 2], *lines[end : stop + 1]])
            return _edit(path, lines, old, new, f"Deleting {what} (`{path}:{start}-{end}`).")
    if stop == len(lines):
        stop = end
        while start > 1 and not lines[start - 2].strip():
            start -= 1
    block = "\n".join(lines[start - 1 : stop])
    if stop < len(lines):
        old, new = block + "\n" + lines[stop], lines[stop]
    elif start > 1:
        old, new = lines[start - 2] + "\n" + block, lines[start - 2]
    else:
        old, new = block, ""
    return _edit(path, lines, old, new, f"Deleting {what} (`{path}:{start}-{end}`).")


def _delete_main(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Remove the __main__ block": the module-level ``if __name__ == "__main__":`` of the file
    named, or of the one Python file that has one."""
    if state.done("edit"):
        call, result = state.done("edit")[0]
        path = call.input["path"]
        at = changed_line(result, old=True, match=MAIN_GUARD)
        return Step(text=_report(state, f"Deleted the `__main__` block from `{path}:{at}`."))
    blocks = [
        (path, *span)
        for path, entry in (index.files.items() if index is not None else [])
        if path.endswith(".py") and (q.edit.path is None or _is_file(path, q.edit.path))
        for span in [_main_span("\n".join(entry.lines))]
        if span
    ]
    if len(blocks) != 1:
        at = ", ".join(f"`{p}:{a}`" for p, a, _b in blocks[:5])
        return Step(
            text=declined(
                f'{len(blocks)} files have an `if __name__ == "__main__":` block ({at}); name the file.'
                if blocks
                else 'I found no `if __name__ == "__main__":` block'
                + (f" in `{q.edit.path}`." if q.edit.path else ".")
            )
        )
    path, start, end = blocks[0]
    return _delete_lines(index.files[path].lines, path, start, end, "the `__main__` block")


MAIN_GUARD = re.compile(
    r"^if\s+(?:__name__\s*==\s*['\"]__main__['\"]|['\"]__main__['\"]\s*==\s*__name__)"
)


def _main_span(text: str) -> tuple[int, int] | None:
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


def _definitions(index: WorkspaceIndex | None, symbol: str, path: str | None) -> list[Symbol]:
    """The functions, methods and classes ``symbol`` names (``C.m``, or ``f`` in ``path``); when
    ``symbol`` is ``module.f`` and no class is called ``module`` ("the f method in reprlib"),
    the definitions of ``f`` in that module of the workspace."""
    name = symbol.split(".")[-1]
    named = [
        s
        for s in (index.named(name) if index is not None else [])
        if s.kind in DEFINITION_KINDS and (path is None or _is_file(s.path, path))
    ]
    targets = [s for s in named if symbol == name or s.qualname == symbol]
    owner = symbol.rsplit(".", 1)[0] if "." in symbol else ""
    module = _module_named(index, owner) if owner and not targets else None
    if module:
        targets = [s for s in named if s.path == module or s.path.startswith(module)]
    return targets


def _breaks_python(path: str, lines: list[str], old: str, new: str, every: bool = False) -> str:
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


def _breaks_imports(
    index: WorkspaceIndex | None, path: str, lines: list[str], old: str, new: str
) -> str:
    """Why replacing every ``old`` with ``new`` would break an import of one of the workspace's
    own modules ("every 'parse'" in `from .feedparser import ...`), or ""."""
    if index is None or not path.endswith(".py"):
        return ""
    text = "\n".join(lines)
    try:
        before, after = (
            _imported(ast.parse(text), path),
            _imported(ast.parse(text.replace(old, new)), path),
        )
    except (SyntaxError, ValueError):
        return ""

    def ours(module: str) -> bool:
        stem = module.replace(".", "/")
        return f"{stem}.py" in index.files or f"{stem}/__init__.py" in index.files

    lost = [m for m in before if ours(m) and m not in after]
    made = [m for m in after if m not in before and not ours(m)]
    if lost and made:
        return (
            f"the change would turn the import of `{lost[0]}` into `{made[0]}`, a module the "
            "workspace does not have; quote a longer text to replace, or rename the module."
        )
    return ""


def _imported(tree: ast.AST, path: str) -> list[str]:
    """The absolute names of the modules a module at ``path`` imports."""
    package = path.removesuffix(".py").split("/")[:-1]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            out.append(".".join([*base, *([node.module] if node.module else [])]))
    return out


def _entry(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Drop PARTIAL from the Commands dict", "add f to __all__": the entry taken out of (or
    put into) the one literal of that name the workspace assigns."""
    request = q.edit
    adding = request.op == "add_entry"
    named = f"`{request.symbol}`" if request.symbol else "the entry"
    entry = f"{named} {'to' if adding else 'from'} `{request.scope}`"
    if state.done("edit"):
        call, result = state.done("edit")[0]
        at = changed_line(result, old=not adding) or changed_line(result)
        return Step(
            text=_report(
                state,
                f"{'Added' if adding else 'Removed'} {entry} at `{call.input['path']}:{at}`. The "
                "diff is in the edit block above.",
            )
        )
    container = request.scope.rsplit(".", 1)[-1]
    paths = sorted(
        p
        for p in (index.files if index is not None else {})
        if p.endswith((".py", ".pyi"))
        and (_is_file(p, request.path) if request.path else True)
        and container in "\n".join(index.files[p].lines)
    )

    def changed(lines: list[str]) -> Change | str:
        if adding:
            before = request.new == "before"
            return add_entry(lines, request.scope, request.symbol, request.old, before)
        item = request.symbol or entry_said(lines, request.scope, set(words(request.described)))
        if not item:
            return request.reason or f"I could not tell which entry of `{request.scope}`"
        return remove_entry(lines, request.scope, item)

    found = {p: changed(index.files[p].lines) for p in paths}
    changes = [(p, c) for p, c in found.items() if isinstance(c, Change)]
    if len(changes) != 1:
        why = (
            f"{entry} would go in {len(changes)} files ({', '.join(p for p, _ in changes[:5])}); "
            "name the file"
            if changes
            else next(iter(found.values()), f"I found no `{request.scope}` in the workspace")
        )
        return Step(text=declined(f"{why}."))
    path, change = changes[0]
    lines = index.files[path].lines
    if not change.new:
        old, new = _delete_context(lines, change.first, change.last)
    else:
        first, last = _unique_span(lines, change.first, change.last)
        old = "\n".join(lines[first - 1 : last])
        new = "\n".join(
            [*lines[first - 1 : change.first - 1], *change.new, *lines[change.last : last]]
        )
    return _edit(
        path,
        lines,
        old,
        new,
        f"{'Adding' if adding else 'Removing'} {entry} (`{path}:{change.line}`).",
    )


# --- docstrings ---------------------------------------------------------------------------------


def _docstring(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    query = Question(
        kind="where", text=q.text, symbols=[request.symbol] if request.symbol else [], words=q.words
    )
    targets = [t for t in named_targets(query, index) if t.kind in ("class", "function", "method")]
    if request.path:
        targets = [t for t in targets if _is_file(t.path, request.path)]
    if not targets:
        what = f"`{request.symbol}`" if request.symbol else "the function"
        return Step(
            text=declined(f"I found no definition of {what} to document; name it in backticks.")
        )
    same = [t for t in targets if t.name == request.symbol]  # "__repr__" of several classes
    # (or one name defined twice in one function: "def cancel()" in both branches of an if)
    if len({(t.qualname, t.path, t.line) for t in same if not t.path.endswith(".pyi")}) > 1:
        at = ", ".join(f"`{t.qualname}` (`{t.where}`)" for t in same[:5])
        return Step(
            text=declined(
                f"`{request.symbol}` is defined in {len(same)} places ({at}); name the one to "
                + (
                    f"document, such as `{same[0].qualname}`."
                    if len({t.qualname for t in same}) > 1
                    else "document by quoting its first line."
                )
            )
        )
    target = targets[0]
    if not target.path.endswith((".py", ".pyi")) or not target.body_line:
        return Step(
            text=declined(
                f"{target.qualname} at `{target.where}` is not a Python definition with a body I can document."
            )
        )
    if not state.calls:
        return Step([("view", view_of(target, limit=40))], f"Reading `{target.qualname}`.")
    if not state.done("edit"):
        lines = index.files[target.path].lines
        body = lines[target.body_line - 1]
        if target.body_line == target.line:
            return Step(
                text=declined(
                    f"`{target.qualname}` is a one-line definition (`{target.where}`); put its body on its own line first."
                )
            )
        indent = body[: len(body) - len(body.lstrip())]
        text = request.new or _describe(target)
        doc = _format_docstring(text, indent)
        # the header to the old docstring (or the first line of the body), grown until unique:
        # two classes may share ``def __init__(self, func):`` and its first line
        start, end = target.doc_lines or (target.body_line, target.body_line - 1)
        lo, hi = _unique_span(lines, target.line, max(end, start))
        old_string = "\n".join(lines[lo - 1 : hi])
        new_string = "\n".join([*lines[lo - 1 : start - 1], doc, *lines[end:hi]])
        verb = "Replacing" if target.doc_lines else "Adding"
        said = f"{verb} the docstring of `{target.qualname}`."
        return _edit(target.path, lines, old_string, new_string, said)
    edit_call = state.done("edit")[0][0]
    verb = (
        "Replaced" if re.search(r'"""|\'\'\'', edit_call.input.get("old_string", "")) else "Added"
    )
    text = request.new or _describe(target)
    return Step(
        text=_report(
            state,
            f'{verb} the docstring of `{target.qualname}` at `{target.path}:{target.line + 1}`: "{excerpt(text, 160)}"',
        )
    )


def _describe(target: Symbol) -> str:
    """A docstring from what the code shows, when the request gives no text."""
    # (an acronym is one word: `BeautifulSoupHTMLParser` is "Beautiful soup HTML parser")
    parts = re.findall(r"[A-Z]+(?=[A-Z][a-z]|\b|_|\d)|[A-Za-z][a-z]*|\d+", target.name.strip("_"))
    name = " ".join(p if len(p) > 1 and p.isupper() else p.lower() for p in parts) or target.name
    sentence = name[0].upper() + name[1:]
    if target.kind == "class":
        return f"{sentence}."
    exprs = list(dict.fromkeys(expr for _n, expr in target.returns))
    if len(exprs) == 1 and exprs[0] != "None":
        return f"{sentence}: return ``{exprs[0]}``."
    return f"{sentence}."


def _format_docstring(text: str, indent: str) -> str:
    text = text.replace('"""', "'''").strip()
    one = f'{indent}"""{text}"""'
    if len(one) <= 99:
        return one
    wrapped = textwrap.wrap(text, width=max(40, 96 - len(indent)))
    return "\n".join(
        [f'{indent}"""{wrapped[0]}', *(indent + w for w in wrapped[1:]), f'{indent}"""']
    )


# --- rename -------------------------------------------------------------------------------------


def _outside_scope(
    index: WorkspaceIndex | None, scope: str, refs: list[tuple[str, int, str]]
) -> str:
    """Why a rename said to be inside the function ``scope`` cannot be made (its name occurs
    outside it too, and a rename changes every occurrence of the text), or ""."""
    if not scope or index is None:
        return ""
    paths = {p for p, _n, _t in refs}
    homes = [s for s in index.named(scope) if s.kind in ("function", "method") and s.path in paths]
    if len(homes) != 1:
        return f"I could not find the one function `{scope}` that the name is in."
    home = homes[0]
    out = [(p, n) for p, n, _t in refs if p != home.path or not home.line <= n <= home.end_line]
    if not out:
        return ""
    p, n = out[0]
    return (
        f"the name also occurs outside `{home.qualname}` (`{p}:{n}`), and a rename changes every "
        "occurrence of the text; rename it by hand, or with a real model."
    )


def _rename(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    request = q.edit
    old, new = request.old, request.new
    word = _name_pattern(old)
    if not state.calls:
        return Step(
            [("grep", {"pattern": rf"\b{re.escape(old)}\b"})],
            f"Finding every reference to `{old}`.",
        )
    if not state.done("edit"):
        if not new.isidentifier():
            return Step(text=declined(f"`{new}` is not a valid identifier."))
        if keyword.iskeyword(new):
            return Step(text=declined(f"`{new}` is a Python keyword; a name cannot be one."))
        if re.fullmatch(r"__\w+__", old) and not re.fullmatch(r"__\w+__", new):
            return Step(  # a wrong reading must never rename __new__ (as "call it X" once did)
                text=declined(
                    f"`{old}` is a special method Python calls by its name; renamed, it would no "
                    "longer be called. Name the one you mean to rename in backticks."
                )
            )
        module = _module_named(index, old)
        if module:
            return Step(
                text=declined(
                    f"`{old}` is also the name of `{module}`; renaming it means moving that and "
                    "changing the imports, which I do not do (a rename of the text alone would "
                    "break them)."
                )
            )
        scope = _rename_scope(index, old, request.path)
        refs = _files_with(index, scope, lambda t: bool(word.search(t)))
        if not refs:
            where = f" `{request.path}`" if request.path else " the workspace"
            return Step(text=declined(f"`{old}` does not occur in{where}."))
        if _name_in_use(index, new):
            return Step(
                text=declined(
                    f"`{new}` is already used in the workspace; renaming `{old}` to it could merge two names."
                )
            )
        outside = _outside_scope(index, request.scope, refs)
        if outside:  # "rename the local variable x in f to y": a rename of f's x only
            return Step(text=declined(outside))
        if not _named_in_code(index, old, [p for p, _n, _t in refs]):
            return Step(  # "rename the helper function to something": the word `function`
                text=declined(
                    f"`{old}` is a word of strings and comments here, never a name in the code; "
                    + "name the definition to rename: rename `old_name` to `new_name`."
                )
            )
        defined = {
            s.qualname: s
            for s in index.named(old)
            if s.kind in DEFINITION_KINDS and (scope is None or _is_file(s.path, scope))
        }
        # ("in both send() and receive()": each one said by where it is, all of them asked)
        owners = {s.qualname.rpartition(".")[0].rpartition(".")[2] for s in defined.values()}
        each_said = all(o and re.search(rf"\b{re.escape(o)}\b", q.text) for o in owners)
        # ("rename _is_directed_matcher to _is_for_digraphs everywhere": a method and its
        # override, every one of them asked for)
        everywhere = re.search(
            r"\beverywhere\b|\b(?:every|all)\s+(?:of\s+them|occurrences)\b", q.text
        )
        if len(defined) > 1 and not (
            (each_said and re.search(r"\b(?:both|all|each|every)\b", q.text)) or everywhere
        ):
            # "rename close()" where a function and a method are called close
            at = ", ".join(f"`{s.qualname}` (`{s.where}`)" for s in list(defined.values())[:5])
            return Step(
                text=declined(
                    f"`{old}` names {len(defined)} definitions ({at}); a rename changes every "
                    f"`{old}` in the text, so it would rename them all and every `.{old}` of "
                    "other objects too. Rename one of them by hand, or with a real model."
                )
            )
        calls = []
        for path in dict.fromkeys(p for p, _n, _t in refs):
            text = "\n".join(index.files[path].lines)
            broken = _breaks_python(path, index.files[path].lines, text, word.sub(new, text))
            if broken:
                return Step(text=declined(broken))
            if text.count(old) == len(word.findall(text)) and new not in text:
                # every `old` is the name, and `new` is nowhere: one edit, undone exactly
                calls.append(
                    (
                        "edit",
                        {"path": path, "old_string": old, "new_string": new, "replace_all": True},
                    )
                )
                continue
            # the name is also part of longer names here: each run of lines that name it, grown
            # until it occurs once (a line replaced wherever its text occurred also renamed
            # ``foo`` inside ``x = foo_bar``)
            lines = index.files[path].lines
            for first, last in _hunks(lines, [n for p, n, _t in refs if p == path]):
                block = "\n".join(lines[first - 1 : last])
                calls.append(
                    (
                        "edit",
                        {"path": path, "old_string": block, "new_string": word.sub(new, block)},
                    )
                )
        return Step(
            calls, f"Renaming `{old}` to `{new}` in {len({c[1]['path'] for c in calls})} file(s)."
        )
    undone = _undo_partial(state, f"rename `{old}` to `{new}`")
    if undone is not None:
        return undone
    if len(state.done("grep")) == 1:
        return Step(
            [("grep", {"pattern": rf"\b{re.escape(old)}\b"})], f"Checking that no `{old}` is left."
        )
    edits = [(c, r) for c, r in state.done("edit") if r is not None and not r.is_error]
    count = sum(
        (r.metadata or {}).get("replacements", 1) * len(word.findall(c.input["old_string"]))
        for c, r in edits
    )
    files = list(dict.fromkeys(c.input["path"] for c, _r in edits))
    last_grep = state.ok("grep")[-1:]
    left = [h for _c, r in last_grep for h in parse_grep(r.content)]
    first = _where_now(index, files[0], new) if files else 1
    lines = [
        f"Renamed `{old}` to `{new}`: {count} replacement{'s' if count != 1 else ''} in "
        f"{len(files)} file{'s' if len(files) != 1 else ''}, first at `{files[0] if files else '?'}:{first}`."
    ]
    lines.append(
        f"A final grep finds {len(left)} `{old}` left."
        if left
        else f"A final grep finds no `{old}` left."
    )
    before = [h for _c, r in state.ok("grep")[:1] for h in parse_grep(r.content)]
    prose = _in_strings_or_comments(index, new, [(p, n) for p, n, _t in before if p in files])
    if prose:
        where = ", ".join(f"`{p}:{n}`" for p, n in prose[:5]) + (" ..." if len(prose) > 5 else "")
        lines.append(
            f"{len(prose)} of the lines renamed {'hold' if len(prose) > 1 else 'holds'} it in a "
            f"string or a comment ({where}): "
            "check that each names this symbol and is not text or data that only looks like it."
        )
    return Step(text=_report(state, "\n".join(lines)))


# the tokens of text: an f-string's literal parts are their own tokens from Python 3.12 on
_PROSE = {tokenize.STRING, tokenize.COMMENT, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}


def _named_in_code(index: WorkspaceIndex | None, name: str, paths: list[str]) -> bool:
    """Whether ``name`` is a name of the code (a NAME token) in any of ``paths``; a file that is
    not Python, or does not tokenize, counts as naming it."""
    for path in dict.fromkeys(paths):
        entry = index.files.get(path) if index is not None else None
        if entry is None or not path.endswith((".py", ".pyi")):
            return True
        try:
            tokens = tokenize.generate_tokens(io.StringIO("\n".join(entry.lines) + "\n").readline)
            if any(t.type == tokenize.NAME and t.string == name for t in tokens):
                return True
        except (tokenize.TokenError, SyntaxError):
            return True
    return False


def _in_strings_or_comments(
    index: WorkspaceIndex | None, name: str, places: list[tuple[str, int]]
) -> list[tuple[str, int]]:
    """Which of the renamed lines of Python files now hold ``name`` in a string or a comment: a
    rename changes every whole word, as an editor's "rename in comments and strings" does, and
    a string may be data (``MSG = "call foo first"``), so the answer points at those lines."""
    if index is None:
        return []
    word = _name_pattern(name)
    out: list[tuple[str, int]] = []
    for path in dict.fromkeys(p for p, _n in places):
        entry = index.files.get(path)
        if entry is None or not path.endswith((".py", ".pyi")):
            continue
        wanted = {n for p, n in places if p == path}
        try:
            tokens = list(
                tokenize.generate_tokens(io.StringIO("\n".join(entry.lines) + "\n").readline)
            )
        except (tokenize.TokenError, SyntaxError):
            continue
        for t in (t for t in tokens if t.type in _PROSE):
            for i, line in enumerate(t.string.split("\n")):
                n = t.start[0] + i
                if n in wanted and word.search(line) and (path, n) not in out:
                    out.append((path, n))
    return out


def _name_pattern(name: str) -> re.Pattern[str]:
    """``name`` as a whole word, and not as the prefix of a string literal (renaming ``f`` must
    leave ``f"..."`` alone)."""
    prefix = r"(?![\"'])" if re.fullmatch(r"(?i)[rubft]{1,2}", name) else ""
    return re.compile(rf"(?<![\w]){re.escape(name)}(?![\w]){prefix}")


def _undo_partial(state: TurnState, what: str) -> Step | None:
    """An edit of several calls is made whole or not at all: when the tool refused some of them
    (a file holding a key, a denied approval, a file changed meanwhile), the ones it made are
    undone, in reverse order, and the answer says that nothing changed. None when all of them
    were made, or none was."""
    calls = state.done("edit")
    forward = [(c, r) for c, r in calls if not _undoes(c, [f for f, _r in calls])]
    made = [(c, r) for c, r in forward if r is not None and not r.is_error]
    refused = [(c, r) for c, r in forward if r is None or r.is_error]
    if not (made and refused):
        return None
    undos = [(c, r) for c, r in calls if (c, r) not in forward]
    if not undos:
        return Step(
            [
                (
                    "edit",
                    {
                        **c.input,
                        "old_string": c.input["new_string"],
                        "new_string": c.input["old_string"],
                    },
                )
                for c, _r in reversed(made)
            ],
            f"The tool refused {len(refused)} of the edits; undoing the {len(made)} it made.",
        )
    call, result = refused[0]
    why = excerpt(result.content, 150) if result is not None else "no result"
    if any(r is None or r.is_error for _c, r in undos):
        files = ", ".join(dict.fromkeys(f"`{c.input['path']}`" for c, _r in made))
        return Step(
            text=f"The {what} is only partly made: the edit tool refused `{call.input['path']}` "
            f"({why}), and undoing the edits of {files} failed too; check those files."
        )
    files = ", ".join(dict.fromkeys(f"`{c.input['path']}`" for c, _r in made))
    return Step(
        text=declined(
            f"the edit tool refused `{call.input['path']}` ({why}), so the {what} would have been "
            f"half done; the edits it made in {files} are undone."
        )
    )


def _undoes(call: Any, earlier: list[Any]) -> bool:
    """Whether ``call`` reverses an edit made before it in the turn."""
    i = next((n for n, c in enumerate(earlier) if c is call), len(earlier))
    return any(
        c.input.get("path") == call.input.get("path")
        and c.input.get("old_string") == call.input.get("new_string")
        and c.input.get("new_string") == call.input.get("old_string")
        for c in earlier[:i]
    )


def _hunks(lines: list[str], numbers: list[int]) -> list[tuple[int, int]]:
    """Disjoint runs of lines (1-based, first and last) that cover ``numbers``, each grown by
    its neighbours until its text occurs once in the file, so an edit of one changes only it."""
    spans: list[list[int]] = []
    for n in sorted(set(numbers)):
        first, last = _unique_span(lines, n, n)
        if spans and first <= spans[-1][1] + 1:  # overlapping or touching: one run
            spans[-1][1] = max(spans[-1][1], last)
        else:
            spans.append([first, last])
    return [(a, b) for a, b in spans]


def _name_in_use(index: WorkspaceIndex | None, name: str) -> bool:
    """Whether ``name`` is already a name somewhere: in Python, a name of the code (a word of a
    string or a comment, "Indentation Error", merges nothing); in other files, any such word."""
    if index is None:
        return False
    word = _name_pattern(name)
    for path, entry in index.files.items():
        text = "\n".join(entry.lines)
        if not word.search(text):
            continue
        if not path.endswith((".py", ".pyi")):
            return True
        try:
            tokens = tokenize.generate_tokens(io.StringIO(text + "\n").readline)
            if any(t.type == tokenize.NAME and t.string == name for t in tokens):
                return True
        except (tokenize.TokenError, SyntaxError):
            return True  # not readable as Python: any word counts, as before
    return False


def _module_named(index: WorkspaceIndex | None, name: str) -> str | None:
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


def _rename_scope(index: WorkspaceIndex | None, old: str, path: str | None) -> str | None:
    """Where to rename: every file, unless the prompt names a file and the name is also
    defined in another one (two unrelated definitions share it: only the named file's changes)."""
    if path is None or index is None:
        return None
    homes = {s.path for s in index.named(old) if s.kind != "constant" or "." not in s.qualname}
    elsewhere = {h for h in homes if not _is_file(h, path)}
    return path if elsewhere else None


# --- a constant's value -------------------------------------------------------------------------


def _set_value(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "Set X to 5": the one assignment of the constant X, its value replaced (as a text edit)."""
    request = q.edit
    done = state.done("edit")
    if done:  # the edit is made: report it from what was asked of the tool
        call = done[0][0]
        old, new = call.input.get("old_string", ""), call.input.get("new_string", "")
        derived = EditRequest("replace", path=call.input.get("path"), old=old, new=new)
        return _line_edit(state, dataclasses.replace(q, edit=derived), index)
    found = [
        s
        for s in (index.named(request.symbol) if index is not None else [])
        if s.kind == "constant" and (request.path is None or _is_file(s.path, request.path))
    ]
    if any(not s.path.endswith(".pyi") for s in found):  # a stub only declares the module's
        found = [s for s in found if not s.path.endswith(".pyi")]
    if (
        index is not None
        and request.scope
        and not any(s.qualname.startswith(request.scope + ".") for s in found)
    ):
        # "make x default to False in C._defaults": a key of the dict (or a parameter of the
        # function) said, before a constant of that name elsewhere (C's annotation ``x: bool``)
        found = found if len(_parameter_defaults(index, request)) != 1 else []
    if not found and index is not None:  # "make `before` default to 5": a parameter's default
        defaults = _parameter_defaults(index, request)
        if len(defaults) == 1:
            path, line, old, new = defaults[0]
            derived = EditRequest("replace", path=path, old=old, new=new)
            return _line_edit(state, dataclasses.replace(q, edit=derived), index)
        if defaults:
            at = ", ".join(f"`{path}:{line}`" for path, line, _, _ in defaults[:5])
            return Step(
                text=declined(
                    f"`{request.symbol}` has a default or a keyed value in {len(defaults)} places "
                    f"({at}); name the function or the file."
                )
            )
    if not found and index is not None:
        # "Categorical.__repr__ only shows 10 values. Change max_len from 10 to 20": a local
        # name set to that value, in one place
        # (or an attribute set once in a method: "self.default_parameter_tier = 'Standard'")
        was = rf"([\"']?){re.escape(request.old)}\3" if request.old else r"[-\w.'\"]+"
        assigned = re.compile(
            rf"^(\s*(?:self\.|cls\.)?{re.escape(request.symbol)}\s*=\s*)({was})\s*(?:#.*)?$"
        )
        local = _files_with(index, request.path, lambda t: bool(assigned.match(t)))
        if len(local) == 1:
            path, _n, text = local[0]
            m = assigned.match(text)
            value = request.new
            if _is_string(m[2]) and not request.code and (request.text or not _is_literal(value)):
                value = _quoted_like(m[2], value)
            old = (m[1] + m[2]).strip()
            derived = EditRequest("replace", path=path, old=old, new=m[1].strip() + " " + value)
            return _line_edit(state, dataclasses.replace(q, edit=derived), index)
    if not found and _NUMBER.fullmatch(request.old or "") and _NUMBER.fullmatch(request.new):
        # "In retry_busy_worker_later, change the sleep from 0.15 to 0.5 seconds": the one line
        # that says the word and holds the value, an argument rather than an assignment
        lines = _files_with(
            index, request.path, lambda t: _says_with_number(t, request.symbol, request.old)
        )
        if len(lines) == 1:
            path, _n, text = lines[0]
            new = _number_replaced(text.strip(), request)
            derived = EditRequest("replace", path=path, old=text.strip(), new=new)
            return _line_edit(state, dataclasses.replace(q, edit=derived), index)
    if not found and request.text and re.fullmatch(r"[a-z]+", request.symbol):
        # "comment in bind_unix_socket: 'orientated' should be 'oriented'": a word of the text,
        # not a name (when the text says it)
        said = re.compile(rf"\b{request.symbol}\b")
        if _in_scope(index, request.scope, _files_with(index, request.path, said.search)):
            derived = EditRequest(
                "replace",
                path=request.path,
                old=request.symbol,
                new=request.new,
                scope=request.scope,
            )
            return _line_edit(state, dataclasses.replace(q, edit=derived), index)
    if len(found) != 1:
        at = ", ".join(f"`{s.where}`" for s in found[:5])
        why = (
            f"`{request.symbol}` is assigned in {len(found)} places ({at})"
            if found
            else (f"I found no assignment of a constant `{request.symbol}`")
        )
        return Step(
            text=declined(
                f"{why}; quote the line and its replacement: replace `old line` with `new line`."
            )
        )
    target = found[0]
    line = index.line(target.path, target.line)
    # (a "#" inside a string is no comment: ``SHEBANG = b"#!python"``)
    m = re.match(
        rf"^(\s*{re.escape(target.name)}\s*(?::[^=]+)?=\s*)((?:[^#'\"]|'[^'\n]*'|\"[^\"\n]*\")*?)"
        r"(\s*#.*)?$",
        line,
    )
    if target.end_line != target.line or m is None or not m.group(2):
        return Step(
            text=declined(
                f"the value of `{target.name}` at `{target.where}` spans several lines; quote "
                "the text to replace: replace `old text` with `new text`."
            )
        )
    current = m.group(2).strip()
    value = request.new
    # "from 10 MiB to 20 MiB" of ``10 * 1024 * 1024``: the number said, the units kept
    scaled = NUMBER_SCALED.match(current)
    if scaled and scaled[1] == request.old and re.fullmatch(r"\d[\d.]*", value):
        value, request = value + current[scaled.end(1) :], dataclasses.replace(request, old="")
    number = number_pattern(request.old) if _NUMBER.fullmatch(request.old or "") else ""
    held_once = number and len(re.findall(number, current)) == 1
    if held_once and request.old not in (current, _unquoted(current)):
        # "max_width default from 79 to 100" of ``Integer(79).tag(config=True)``: that number
        value, request = re.sub(number, request.new, current), dataclasses.replace(request, old="")
    if request.old and request.old not in (current, _unquoted(current)):
        return Step(
            text=declined(
                f"`{target.name}` is `{current}` at `{target.where}`, not `{request.old}`; say "
                f"`set {target.name} to {request.new}` to change it anyway."
            )
        )
    if _is_string(current) and not request.code and (request.text or not _is_literal(value)):
        # "set NAME to prod": the string "prod"; 'bump VERSION to "7"': the string "7"
        value = _quoted_like(current, value)
    elif request.text and not _is_literal(value) and not _names_in(index, target.path, value):
        # 'set logger to "abc"' where it is None, "pin LC_NUMERIC to 'en_US'" where a call sets
        # it: the string, not a name nobody defined
        value = _quoted_like('""', value)
    new_line = m.group(1) + value + (m.group(3) or "")
    if new_line == line:
        return Step(text=declined(f"`{target.name}` is already `{current}` at `{target.where}`."))
    derived = EditRequest("replace", path=target.path, old=line.strip(), new=new_line.strip())
    return _line_edit(state, dataclasses.replace(q, edit=derived), index)


NUMBER_SCALED = re.compile(r"(\d[\d.]*)\s*[*/]\s*\d")  # "10 * 1024 * 1024": 10 of a unit


def _names_in(index: WorkspaceIndex, path: str, name: str) -> bool:
    """Whether the code of ``path`` uses ``name`` as a name (the workspace defines it or the
    file imports it): a value quoted as that name may be meant as code."""
    if not re.fullmatch(r"[^\W\d][\w.]*", name):
        return False
    word = re.compile(rf"(?<![\w.'\"]){re.escape(name)}(?![\w'\"])")
    return bool(index.named(name)) or any(
        word.search(t.split("#")[0]) for t in index.files[path].lines
    )


def _parameter_defaults(index: WorkspaceIndex, request: EditRequest) -> list[tuple]:
    """Each parameter ``request.symbol`` with a default written on one line, in the functions of
    the file named (or of the workspace's modules) whose default is ``request.old`` when it says
    what it was ("5 instead of 3"): (path, line, the line, the line with the new default). A
    dict's entry of that key, or a call's keyword of that name, is one too ('change the default
    "MAX_COOKIE_SIZE" from 4093 to 8192': `"MAX_COOKIE_SIZE": 4093,` in a dict of defaults)."""
    out = []
    # "in f's signature, change the default from 500 to 1000": the parameter whose default it is
    any_name = request.symbol.lower() == "default" and bool(request.old)
    for path, entry in sorted(index.files.items()):
        if not path.endswith(".py") or (request.path and not _is_file(path, request.path)):
            continue  # (a stub's default is ``...``: the module's is the one to change)
        said = re.search(rf"\b{re.escape(request.symbol)}\b", "\n".join(entry.lines))
        if not (said or any_name):
            continue
        try:
            tree = ast.parse("\n".join(entry.lines))
        except (SyntaxError, ValueError):
            continue
        # ("connect_tcp's default x": the lines of the functions of that name only)
        # (or of the dict assigned to that name: "in C._defaults")
        scoped = [
            range(node.lineno, node.end_lineno + 1)
            for node in ast.walk(tree)
            if (
                isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
                and node.name == request.scope.rpartition(".")[2]
            )
            or (
                isinstance(node, ast.Assign | ast.AnnAssign)
                and request.scope.rpartition(".")[2]
                in {
                    t.id
                    for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
                    if isinstance(t, ast.Name)
                }
            )
        ]
        for node in ast.walk(tree):
            if request.scope and not any(getattr(node, "lineno", 0) in r for r in scoped):
                continue
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                args = node.args
                positional = [*args.posonlyargs, *args.args]
                pairs = list(
                    zip(
                        (a.arg for a in positional[len(positional) - len(args.defaults) :]),
                        args.defaults,
                        strict=True,
                    )
                )
                pairs += [
                    (a.arg, d)
                    for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                    if d is not None
                ]
            elif any_name:
                continue
            elif isinstance(node, ast.Dict):
                pairs = [
                    (k.value, v)
                    for k, v in zip(node.keys, node.values, strict=True)
                    if isinstance(k, ast.Constant) and isinstance(k.value, str)
                ]
            elif isinstance(node, ast.Call):
                pairs = [(k.arg, k.value) for k in node.keywords if k.arg]
            else:
                continue
            for name, default in pairs:
                if (
                    name != request.symbol and not any_name
                ) or default.lineno != default.end_lineno:
                    continue
                line = entry.lines[default.lineno - 1]
                raw = line.encode()
                current = raw[default.col_offset : default.end_col_offset].decode()
                if request.old and request.old not in (current, _unquoted(current)):
                    continue
                value = _quoted_like(current, request.new) if _is_string(current) else request.new
                head = raw[: default.col_offset].decode()
                new = head + value + raw[default.end_col_offset :].decode()
                out.append((path, default.lineno, line.strip(), new.strip()))
    return out


STRING = re.compile(r"""^[rRbBuUfF]{0,2}("|')""")


def _is_string(value: str) -> bool:
    return bool(STRING.match(value)) and value.endswith(value.lstrip("rRbBuUfF")[0])


def _unquoted(value: str) -> str:
    return value.lstrip("rRbBuUfF")[1:-1] if _is_string(value) else value


def _is_literal(value: str) -> bool:
    try:
        ast.literal_eval(value)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return False
    return True


# a text whose every backslash starts a character's code: "\ufffd", "\x1b[0m", "\N{BULLET}"
_UNICODE_ESCAPES = re.compile(
    r"(?:[^\\]|\\u[0-9a-fA-F]{4}|\\U[0-9a-fA-F]{8}|\\x[0-9a-fA-F]{2}|\\N\{[\w -]+\})*"
)


def _quoted_like(current: str, text: str) -> str:
    """``text`` as a string literal in the quotes of ``current`` (its prefix too). Where the
    file's string writes escapes (``' \\t\\n'``), a backslash of ``text`` is one too: the user
    wrote the value as the file does; so is a character's code (``"\\ufffd"``), which no one
    means as a backslash and five letters."""
    prefix = current[: len(current) - len(current.lstrip("rRbBuUfF"))]
    quote = current[len(prefix)]
    escapes = "\\" in current or _UNICODE_ESCAPES.fullmatch(text)  # "\ufffd" is one character
    if "\\" in text and escapes and quote not in text.replace("\\" + quote, ""):
        literal = f"{prefix}{quote}{text}{quote}"
        try:
            ast.literal_eval(literal)
            return literal
        except (ValueError, SyntaxError):
            pass
    if quote in text or "\\" in text or "\n" in text:
        return prefix.replace("r", "").replace("R", "") + repr(text)
    return f"{prefix}{quote}{text}{quote}"


# --- beyond it ----------------------------------------------------------------------------------


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
    "write": _write,
    "write_new": _write,
    "insert_at": _placed,
    "append": _placed,
    "prepend": _placed,
    "delete_line": _line_edit,
    "delete_lines": _lines_at,
    "replace_lines": _lines_at,
    "comment_lines": _lines_at,
    "uncomment_lines": _lines_at,
    "replace_all": _line_edit,
    "comment_out": _line_edit,
    "uncomment": _line_edit,
    "delete_definition": _delete_definition,
    "delete_comment": _delete_comment,
    "delete_entry": _entry,
    "add_entry": _entry,
    "replace": _line_edit,
    "replace_line": _line_edit,
    "insert_after": _line_edit,
    "insert_before": _line_edit,
    "docstring": _docstring,
    "rename": _rename,
    "set_value": _set_value,
    "decline": _decline,
}
