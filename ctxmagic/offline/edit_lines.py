"""Edits of a line or a quoted text: create a file, replace, insert next to, delete or comment
out a line the request quotes or describes, and a block said by its first and last lines."""

from __future__ import annotations

import ast
import dataclasses
import itertools
import re
from typing import Any

from .edit_phrasings import HOW_TO
from .edit_steps import (
    DEFINITION_KINDS,
    DOC_SAID,
    PLAIN_NUMBER,
    STRING_LITERAL,
    breaks_python,
    changed_line,
    declined,
    delete_context,
    edit,
    files_with,
    in_scope,
    inside_strings,
    is_file,
    line_shown,
    line_words,
    number_replaced,
    report,
    says_with_number,
    toggle_comment,
    unique_context,
    where_now,
)
from .index import STOP, WorkspaceIndex, words
from .line_search import line_said
from .question import Question
from .request_text import EditRequest, most_alike, number_pattern
from .turn import Step, TurnState, excerpt


def write(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
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
    return Step(text=report(state, f"{verb} `{request.path}:1` ({size} bytes): `{preview}`."))


def _value_of_name_said(
    index: WorkspaceIndex | None, prompt: str, request: EditRequest, path: str
) -> tuple[int, str] | None:
    """The one line of code in ``path`` that holds the number to replace and the name the
    prompt says it is the value of ("birank uses an alpha of 0.8 by default. Change that
    default to 0.85": ``alpha = 0.8 if top_personalization else 1``), or None."""
    if index is None or not PLAIN_NUMBER.fullmatch(request.old):
        return None
    value = number_pattern(request.old)
    said = re.search(rf"\b([A-Za-z_]\w*)(?:\s+of|\s+is|\s*=|\s+at|\s+to)?\s+{value}", prompt)
    if said is None or said[1].lower() in STOP:
        return None
    prose = inside_strings(index.files[path].lines)
    lines = [
        (n, t)
        for n, t in enumerate(index.files[path].lines, 1)
        if n not in prose and says_with_number(t, said[1], request.old)
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
            if s.kind in DEFINITION_KINDS and is_file(s.path, path):
                left = bool(_LEFT_ALONE.search(prompt, 0, m.start()))
                spans.append((left, s.line, s.end_line))
    at = [n for n, t in enumerate(lines, 1) if old in t]
    kept = [n for n in at if not any(a <= n <= b for left, a, b in spans if left)]
    said = [n for n in kept if any(a <= n <= b for left, a, b in spans if not left)]
    one = said if said else kept if len(kept) < len(at) else []
    return (one[0], lines[one[0] - 1]) if len(one) == 1 else None


def made_edit_reported(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step | None:
    """Once the edit is made, its report, from what was asked of the tool (a text replaced):
    what a handler found before the edit may no longer be there to find."""
    done = state.done("edit")
    if not done:
        return None
    call = done[0][0]
    old, new = call.input.get("old_string", ""), call.input.get("new_string", "")
    derived = EditRequest("replace", path=call.input.get("path"), old=old, new=new)
    return line_edit(state, dataclasses.replace(q, edit=derived), index)


def line_edit(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
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
            line = line_said(index, request, q.text)
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
    said_first = re.split(r"(?<=[.!?])\s+(?=\S)", request.old)
    if len(said_first) > 1 and request.op in ("replace", "replace_all", "replace_line"):
        # "our users have fish as $SHELL. sh = os.environ.get(...) → sh = '/bin/sh'": a
        # sentence said before the code is no part of it, when the code alone is there
        tail = said_first[-1]
        if not files_with(index, request.path, lambda t: request.old in t) and files_with(
            index, request.path, lambda t: tail in t
        ):
            request = dataclasses.replace(request, old=tail)
            q = dataclasses.replace(q, edit=request)
    whole_line = request.op not in ("replace", "replace_all")
    if whole_line:
        found = files_with(index, request.path, lambda t: t.strip() == request.old.strip())
        # (a bare `return` elsewhere, or one not commented out, is not "the commented-out
        # return" of the function said)
        found = in_scope(index, request.scope, found)
        if request.op == "uncomment":
            found = [f for f in found if f[2].lstrip().startswith("#")]
        if not found and not request.whole:
            found = files_with(index, request.path, lambda t: request.old.strip() in t)
        # ("line 313 (`x = ...`) is computed again below. Delete it": the one at that number)
        if request.line:
            found = [f for f in found if f[1] == request.line] or found
    else:
        found = files_with(index, request.path, lambda t: request.old in t)
        if request.line:  # "change 20 to 30 on line 3": that line only
            found = [f for f in found if f[1] == request.line]
    found = in_scope(index, request.scope, found)
    word = request.old.strip()
    if not found and whole_line and request.described and re.fullmatch(r"[A-Z][A-Z0-9]+", word):
        # "delete the line which parses the body as a PEM x509 certificate": a capitalised word
        # of the description, read as code, that the code spells otherwise; the line is found
        # by what is said of it (``load_pem_x509_certificate(...)``; "the line that writes the
        # trailing newline after the JSON" is the write, not ``json.dump``)
        line = line_said(index, dataclasses.replace(request, old=""), q.text)
        spelled = re.compile(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", re.I)
        holding = in_scope(index, request.scope, files_with(index, request.path, spelled.search))
        if line is None and len(holding) == 1:  # "passes the text's URL to ...": the one line
            line = holding[0][2].strip()  # saying it at all (``gc.set_url(self._url)``)
        if line is not None:
            request = dataclasses.replace(request, old=line, whole=True)
            q = dataclasses.replace(q, edit=request)
            found = in_scope(
                index, request.scope, files_with(index, request.path, lambda t: t.strip() == line)
            )
    if request.op in ("comment_out", "uncomment") and len(found) > 1:
        # "uncomment the commented-out Nreg = len(bp) - 1": of the lines holding it, those it
        # can be done to
        commented = request.op == "uncomment"
        found = [f for f in found if f[2].lstrip().startswith("#") == commented] or found
    if request.described and len(found) > 1 and index is not None:
        # "raise the default max_iter of katz_centrality from 1000 to 2000": the code's
        # `max_iter=1000,`, not the docstring's "(default=1000)", unless a docstring is said
        prose = {p: inside_strings(index.files[p].lines) for p in {f[0] for f in found}}
        code = [f for f in found if f[1] not in prose[f[0]]]
        found = found if DOC_SAID.search(request.described) else code or found
    if len(found) > 1 and not request.scope:
        # "AttributeOID is missing X. Add ... right after the CHALLENGE_PASSWORD line": of the
        # lines holding it, the one in the class the request names
        found = _in_class_said(index, q.text.replace(request.old, " "), found)
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
            inside = request.whole and files_with(index, request.path, lambda t: request.old in t)
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
                request, old=text.strip(), new=number_replaced(text.strip(), request)
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
            broken = breaks_python(path, lines, request.old, request.new, every=True)
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
            new_line = toggle_comment(path, text, request.op == "comment_out")
            if new_line is None:
                state_word = "already" if request.op == "comment_out" else "not"
                return Step(
                    text=declined(f"`{path}:{n}` is {state_word} a comment: `{excerpt(text, 80)}`.")
                )
            old, new = unique_context(lines, n, text, new_line)
            if request.op == "uncomment" and breaks_python(path, lines, old, new):
                # "#        Nreg = len(bp) - 1" at column 0, the code's indentation after the
                # mark: the line keeps that indentation, less the one space "# " adds
                rest = text[1:] if text.startswith("#") else ""
                for kept in (rest, rest[1:]):
                    if kept.strip() and not breaks_python(
                        path, lines, *unique_context(lines, n, text, kept)
                    ):
                        old, new = unique_context(lines, n, text, kept)
                        break
        elif request.op == "delete_line":
            old, new = delete_context(lines, n)
        elif whole_line:
            indent = text[: len(text) - len(text.lstrip())]
            blank_or_indented = not request.new or request.new.startswith((" ", "\t"))
            new_line = request.new if blank_or_indented else indent + request.new
            if request.op == "replace_line":
                old, new = unique_context(lines, n, text, new_line)
            elif request.op == "insert_after":  # after the statement the line starts
                end = _statement_end(lines, n)
                last = lines[end - 1]
                old, new = unique_context(lines, end, last, last + "\n" + new_line)
            else:
                old, new = unique_context(lines, n, text, new_line + "\n" + text)
        elif one_place:  # the text on that line, quoted with enough lines to be unique
            old, new = unique_context(lines, n, text, text.replace(request.old, request.new))
        else:
            old, new = request.old, request.new
        broken = breaks_python(path, lines, old, new)
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
        summary = f"Inserted {line_shown(request.new)} at `{path}:{n + 1}`, after line {n}."
    elif request.op == "insert_before":
        summary = f"Inserted {line_shown(request.new)} at `{path}:{max(n - 1, 1)}`, before the line `{excerpt(request.old, 60)}`."
    else:  # where the edit changed the file ("12" may be on an earlier line too)
        at = changed_line(result) or where_now(index, path, request.new)
        # a whole line replaced: the line as it was, not the text it was found by ("sum")
        shown = (_changed_from(call) if request.op == "replace_line" else "") or request.old
        summary = (
            f"Replaced `{excerpt(shown, 60)}` with `{excerpt(request.new, 60)}` at `{path}:{at}`."
        )
    return Step(text=report(state, summary + " The diff is in the edit block above."))


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


def _delete_block(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "the `if not x:` / `break` pair ... Delete those two lines": the lines quoted, one after
    the other in the file, in that order."""
    request = q.edit
    wanted = [w.strip() for w in request.old.split("\n")]
    if state.done("edit"):
        call, result = state.done("edit")[0]
        at = changed_line(result, old=True)
        return Step(
            text=report(
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
        if request.path is None or is_file(p, request.path)
        for n in range(1, len(index.files[p].lines) - k + 2)
        if index.files[p].lines[n - 1].strip() == wanted[0]  # the first line, then the rest
        and [t.strip() for t in index.files[p].lines[n - 1 : n - 1 + k]] == wanted
    ]
    found = in_scope(index, request.scope, found)
    if len(found) != 1:
        at = ", ".join(f"`{p}:{n}`" for p, n, _t in found[:5])
        why = (
            f"occur together {len(found)} times ({at})" if found else "are not one after the other"
        )
        return Step(text=declined(f"the lines {' / '.join(f'`{w}`' for w in wanted)} {why}."))
    path, n, _t = found[0]
    lines = index.files[path].lines
    old, new = delete_context(lines, n, n + k - 1)
    return edit(path, lines, old, new, f"Deleting `{path}:{n}-{n + k - 1}`.")


def _in_class_said(
    index: WorkspaceIndex | None, text: str, found: list[tuple[str, int, str]]
) -> list[tuple[str, int, str]]:
    """The one line of ``found`` inside a class the request names, else ``found`` (a word of a
    quoted text, "Set up Progress keys", names no class)."""
    if index is None:
        return found
    said = set(re.findall(r"\b[A-Z]\w+", re.sub(r"`[^`]*`|\"[^\"]*\"|'[^']*'|“[^”]*”", " ", text)))
    files = {f[0] for f in found}
    classes = {s.name for p in files for s in index.files[p].symbols if s.kind == "class"} & said
    inside = [f for name in sorted(classes) for f in in_scope(index, name, found)]
    return inside if len(inside) == 1 else found


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
    # ("the assert in to_orc that path is not None": the one line holding what is said, as code)
    code = said.split(None, 1)[-1] if re.match(r"(?i)(?:checks|tests|says)\s", said) else said
    holding = [f for f in found if len(code) > 8 and code in f[2]]
    if len(holding) == 1:
        return holding
    wanted = set(words(said))
    scores = [len(wanted & line_words(t)) for _p, _n, t in found]
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


def f_string(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    """ "The message prints a literal {name}: the string has no f prefix. Make it an f-string":
    the one plain string of the file that holds that field, with an ``f`` put before it (of
    several, the one on the line that shares most words with the request)."""
    request = q.edit
    if state.done("edit"):
        call, result = state.done("edit")[0]
        at = f"`{call.input['path']}:{changed_line(result) or 1}`"
        return Step(
            text=report(
                state,
                f"Changed the string at {at} into an f-string. The diff is in the "
                "edit block above.",
            )
        )
    field = re.compile(rf"\{{{re.escape(request.symbol)}(?:[!:][^{{}}\n]*)?\}}")

    def plain_holding(text: str) -> re.Match[str] | None:
        """The first string of a line without a prefix that holds the field."""
        return next(
            (
                m
                for m in STRING_LITERAL.finditer(text)
                if m.start() == m.start(1) and field.search(m[1])
            ),
            None,
        )

    found = files_with(index, request.path, plain_holding)
    if len(found) > 1:
        said = set(words(request.described)) - STOP
        shared = [len(said & set(words(t))) for _p, _n, t in found]
        best = [f for f, n in zip(found, shared, strict=True) if n == max(shared)]
        found = best if len(best) == 1 else found
    if len(found) != 1:
        where = f" in `{request.path}`" if request.path else ""
        return Step(
            text=declined(
                f"{len(found) or 'no'} plain strings{where} hold `{{{request.symbol}}}`; quote the "
                "line to change: replace `old text` with `new text`."
            )
        )
    path, n, text = found[0]
    at = plain_holding(text).start()
    return edit(
        path,
        index.files[path].lines,
        text,
        text[:at] + "f" + text[at:],
        f"Making the string at `{path}:{n}` an f-string.",
    )
