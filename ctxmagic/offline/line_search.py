"""The line a request describes rather than quotes ("the line that raises ...", "the print in
f"): found by the kind of statement, the verb said and the words it shares with each line."""

from __future__ import annotations

import ast
import builtins
import dataclasses
import itertools
import keyword
import re

from .edit_phrasings import DOCSTRING, NEAR
from .edit_steps import (
    A_FILE,
    DOC_SAID,
    NONE_LITERAL,
    STRING_LITERAL,
    defines,
    files_with,
    in_scope,
    inside_strings,
    line_words,
)
from .index import CALL, STOP, WorkspaceIndex, stem, words
from .question import GIVES_BACK
from .request_text import EditRequest, code_name, most_alike, untypo

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


# what a prompt says to do to a line, not what the line does
_LINE_ACTION_WORDS = frozenset(
    words("line lines statement delete remove drop comment commented out uncomment please")
)


# a condition said of a line ("... when gettext.find comes up with nothing"), to its clause's end
CONDITION = re.compile(r"\b(when|whenever|if|unless|once)\b(?:[^,;.!?]|\.(?=\S))*")


# "... is dead code: mapping is never used after it": the name the line assigns
_NEVER_USED = re.compile(r"\b`?([A-Za-z_]\w*)`?\s+is\s+(?:never|not)\s+(?:used|read)\b")
# "the line that divides the result by ...": the operator it writes
_ARITHMETIC = re.compile(r"\b(divid(?:es?|ing)|multipl(?:y|ies|ying)|subtract(?:s|ing)?)\b", re.I)
_SIGNS = {"divid": "/", "multi": "*", "subtr": "-"}
# a name written as code in prose: `_EERRORINCREASE`, `maxSize`, `builtins._` (not a file's name)
_CODE_NAME = re.compile(
    r"(?<![\w.])(\w*_\w+|[a-z]+[A-Z]\w*|[^\W\d]\w*(?:\.(?!py\b)\w+)+)(?!\w|\.\w)"
)
# a class's CamelCase name ("opens the input file as a TTFont"): a line that calls it
_CLASS_NAME = re.compile(r"(?<![\w.])([A-Z]{2,}[a-z]\w*|[A-Z][a-z]+[A-Z]\w*)(?![\w.'’])")


_STRING_ALONE = re.compile(r"""\s*[rbfuRBFU]{0,2}(["']).*\1\s*[,)]*\s*$""")


# a line that is one bare name or keyword, doing nothing: "a line that only names x", "a stray
# x on its own", "the lone `pass`"
_BARE_SAID = re.compile(
    r"\b(?:only|just|merely|nothing\s+but)\s+(?:names?|mentions?|says?|holds?|contains?|is)\s+"
    r"(?:the\s+(?:name|variable)\s+)?[`'\"]?([^\W\d][\w.]*)\b(?![(`'\"]?\w)|"
    r"\b(?:bare|lone|stray|dangling)\s+[`'\"]?([^\W\d][\w.]*)\b[`'\"]?(?!\s*\()|"
    r"[`'\"]?([^\W\d][\w.]*)[`'\"]?\s+(?:(?:all\s+)?on\s+its\s+own|by\s+itself|alone\s+on\s+(?:a|its)\s+line)\b",
    re.I,
)
RECURSION_SAID = re.compile(r"\bcalls?\s+itself\b|\brecurs(?:es|ive|ion)\b", re.I)


# "comment out the increment in ...", "must not bump the user counter": a step of one
STEP_SAID = re.compile(
    r"\bthe\s+(increment|decrement)\b|\b(bump|increment|decrement)(?:s|ed|ing)?\s+(?:the|its|a|our)\b",
    re.I,
)
_ASSIGNED = re.compile(r"\s*((?:self\.|cls\.)?[A-Za-z_]\w*)\s*(?::[^=]+)?=(?!=)")


def line_said(index: WorkspaceIndex | None, request: EditRequest, prompt: str) -> str | None:
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
    found = in_scope(index, request.scope, files_with(index, request.path, str.strip))
    paths = {p for p, _n, _t in found}
    member = _its_member(index, prompt, paths)  # "... inside C. ... the line of its __init__"
    if member and (not request.scope or member.startswith(request.scope + ".")):
        request = dataclasses.replace(request, scope=member)
        found = in_scope(index, member, found)
    home = request.scope or _function_named(index, prompt, paths)
    line = _line_said_in(index, request, prompt, found, home)
    if line is None and home and not request.scope:
        line = _line_said_in(index, request, prompt, found, "")
    if line is None and (home or request.scope):  # the last resort: by the words' meaning
        line = _line_said_in(index, request, prompt, found, home, by_meaning=True)
    return _body_of_branch(index, request, found, line)


_BRANCH_HEAD = re.compile(r"\s*(?:if|elif|else|with|for|while)\b.*:\s*(?:#.*)?$")


def _body_of_branch(
    index: WorkspaceIndex | None,
    request: EditRequest,
    found: list[tuple[str, int, str]],
    line: str | None,
) -> str | None:
    """For a line said by what it does, the one statement of a branch rather than its head
    ("right after the line that untoggles the tool when it is still toggled": not ``if
    getattr(tool, 'toggled', False):  # ... untoggle`` but the call under it); else ``line``."""
    if index is None or line is None or request.op != "insert_after":
        return line
    at = [(p, n) for p, n, t in found if t.strip() == line]
    if len(at) != 1 or not _BRANCH_HEAD.match(line):
        return line
    path, n = at[0]
    lines = index.files[path].lines
    head = len(lines[n - 1]) - len(lines[n - 1].lstrip())
    inner = []  # the branch's statements, up to the second (no walk to the file's end)
    for text in lines[n:]:
        if not text.strip() or text.lstrip().startswith("#"):
            continue
        if len(text) - len(text.lstrip()) <= head or len(inner) == 2:
            break
        inner.append(text.strip())
    if len(inner) != 1:
        return line
    text = inner[0]
    return text if sum(1 for _p, _n, t in found if t.strip() == text) == 1 else line


ASSIGNED = re.compile(r"\s*([^\W\d][\w.]*)\s*(?::[^=]+)?=(?!=)")  # the name a line assigns
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
    else the one class it names ("DLexer has a rule ... commented out ..."), or ""."""
    if index is None:
        return ""
    said = set(re.findall(r"[^\W\d]\w*", prompt))

    def defined(kinds: tuple[str, ...], names: set[str]) -> set[str]:
        return {
            s.qualname for n in names for s in index.named(n) if s.kind in kinds and s.path in paths
        }

    # ("the comment just after do_last": beside the definition, not in it)
    # (nor "the python 2 alias of Array.__bool__": what the line points at)
    beside_name = r"\b(?:after|before|above|below|under|alias\s+(?:of|for))\s+`?(?:\w+\.)*"
    named = defined(
        ("function", "method"),
        {
            n
            for n in said
            if code_name(n) and not re.search(rf"{beside_name}{re.escape(n)}\b", prompt)
        },
    ) or defined(("class",), {n for n in said if code_name(n) or _CLASS_NAME.fullmatch(n)})
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
    inside = in_scope(index, home, found) if home and not request.scope else []
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
    stepped = STEP_SAID.search(request.described or prompt)
    if stepped:  # "comment out the increment in ...": the one ``+= 1`` (``-= 1``) there
        sign = "-" if (stepped[1] or stepped[2]).lower().startswith("de") else "+"
        steps = [f for f in found if re.search(rf"{re.escape(sign)}=\s*1\b", f[2].split("#")[0])]
        if len(steps) == 1:
            return steps[0][2].strip()
    placed = _placed_by_comment(index, request.described or prompt, found)
    if placed is not None:  # "the line that deletes the frame under the 'break ...' comment"
        return placed
    bare = _BARE_SAID.search(request.described or prompt)
    if bare:  # "a line that only names lazy_values and does nothing": that name alone
        alone = {t.strip() for _p, _n, t in found if t.strip() == next(filter(None, bare.groups()))}
        if len(alone) == 1 and len([f for f in found if f[2].strip() in alone]) == 1:
            return alone.pop()
    if request.op in ("comment_out", "uncomment"):  # only lines it can comment out, or back in
        commented = request.op == "uncomment"
        found = [f for f in found if f[2].lstrip().startswith("#") == commented]
    if request.op == "uncomment" and scoped:  # ("... a rule that somebody commented out in
        # DLexer. Please uncomment it": the one commented-out line there that is code)
        code = [f for f in found if _commented_code(f[2])]
        if len(code) == 1:
            return code[0][2].strip()
    defined = _DEFINITION_LINE.match(request.new) if request.op == "replace_line" else None
    if defined:  # "make the def line `def f(x, n=10):`": the one definition line of that name
        name = re.escape(re.match(r"\s*(?:async\s+)?(?:def|class)\s+(\w+)", request.new)[1])
        heads = {
            t.strip()
            for _p, _n, t in found
            if re.match(rf"\s*(?:async\s+)?(?:def|class)\s+{name}\b", t)
        }
        return heads.pop() if len(heads) == 1 else None
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
        # ("i.e. the line should read answer = input(f"...")": the one line that sets answer)
        target = ASSIGNED.match(request.new)
        same = same or {
            t.strip()
            for _p, _n, t in found
            if target and (sets := ASSIGNED.match(t)) and sets[1] == target[1]
        }
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
    in_docstring = request.op == "uncomment" and DOCSTRING.search(prompt)
    if (
        index is not None
        and not in_docstring
        and (commenting or not DOC_SAID.search(request.described or prompt))
    ):
        # a line of a docstring is prose: a '#' put there would only change its text, and a
        # line said by what it does is code (not a doctest's "font-size: 2em"); but "the
        # docstring shows X as a comment. Uncomment that line" asks for that text
        prose = inside_strings(index.files[found[0][0]].lines) if found else set()
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
    classes = _CLASS_NAME.findall(of_it) if doing else []
    holding = [
        f
        for f in found
        if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", f[2]) for n in names)
        or any(re.search(rf"(?<![\w.]){re.escape(n)}\(", f[2]) for n in classes)
    ]
    names += classes
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
    # (or a name said to be unused: "... is dead code: mapping is never used after it")
    joined |= {m[1].lower() for m in _NEVER_USED.finditer(said_text)}
    assigning = [
        f
        for f in found
        if (m := re.match(r"\s*(?:self\.)?(\w+)\s*(?::[^=]*)?=(?!=)", f[2]))
        and m[1].lower().lstrip("_") in joined  # ("the decoder": ``self._decoder = ...``)
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
    # (or the one line writing it that does what is said: "right after the line that registers
    # ".psd"": ``Image.register_extension(..., ".psd")``)
    verb = request.described and _VERB_FIRST.match(request.described)
    does = stem(verb[verb.lastindex or 0].strip().lower()) if verb else ""
    doing_it = [f for f in writing if does and does in words(f[2])]
    if len(doing_it) == 1:
        return doing_it[0][2].strip()
    # "delete the info log line that says the extension was linked": of the lines whose
    # strings say words of it, the one saying most ('"%s | extension was successfully
    # linked."'), not the code naming them (``self.linked_extensions[name] = True``)
    # (of those as good, the one calling what the words before "line" name: the *info* log
    # line, ``log.info(...)``)
    says = _SAYS_WHAT.search(said_text)
    if says:
        wanted_said, kind_said = set(words(says["what"])), set(words(says["kind"] or ""))
        in_strings = [
            (
                len(
                    wanted_said & set(words(" ".join(STRING_LITERAL.findall(f[2].split(" #")[0]))))
                ),
                len(kind_said & set(words(" ".join(CALL.findall(f[2]))))),
            )
            for f in found
        ]
        best_said = max(in_strings, default=(0, 0))
        if best_said[0] >= 2 and in_strings.count(best_said) == 1:
            return found[in_strings.index(best_said)][2].strip()
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
    # (never "the line in add_digest_figure that hides ...": a line is no call, not ``fig.line(``)
    thing = re.search(
        r"\bthe\s+(?!(?:line|statement|code|bit|part|piece|one|thing)\b)([A-Za-z_]\w*)\s+"
        r"(?:call\s+)?(?:in|inside|within)\s+(?:the\s+)?"
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
        for f in (in_scope(index, thing[2], found) if defined else [])
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
        if not A_FILE.search(code) and not defines(index, code)  # "in F's f": the place
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
    wanted |= (
        {"none"} if NONE_LITERAL.search(described) else set()
    )  # "the assert that x is not None"
    # "the line that stores the tuple on self (on the instance)": an attribute of the instance set
    wanted |= (
        {"onself"} if re.search(r"\b(?:on|in|to)\s+(?:self|the\s+instance)\b", described) else set()
    )
    # of lines equally good, those that write two of the words said as they are said ("prints
    # the Cpuinfo Version": 'Cpuinfo Version: {0}', not CPUINFO_VERSION_STRING)
    pairs = [" ".join(p) for p in itertools.pairwise(prompt.lower().split())]
    held_words = {  # each line's, once (a line to uncomment: the code under its mark)
        t.strip(): line_words(re.sub(r"^\s*#+\s?", "", t) if request.op == "uncomment" else t)
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
    arith = _ARITHMETIC.search(said_text)
    if arith:  # "the line that divides the result by the normalisation factor": a ``/`` there,
        # of those the one holding most words said
        sign = re.escape(_SIGNS[arith[1][:5].lower()])
        signed = sorted(
            (len(wanted & held_words[t.strip()]), t.strip())
            for _p, _n, t in found
            if re.search(rf"[\w)\]]\s*{sign}=?\s*[\w(]", t.split("#")[0])
        )[::-1]
        signed += [(0, "")]
        if signed[0][0] >= 1 and signed[0][0] > signed[1][0]:
            return signed[0][1]
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
    if best >= 3 and best == second[0]:
        # "the line that stores the vectorized flag on the instance": of the lines as good,
        # the one assignment whose name is only words said (``self.vectorized``, not
        # ``self.fun_vectorized``)
        named = [
            t
            for n, _s, t in scores
            if n == best
            and (target := _ASSIGNED.match(t))
            and set(words(target[1])) - {"self", "cls"} <= wanted
        ]
        if len(named) == 1:
            return named[0]
    if not (by_meaning and whole_scope and clausal):
        return None
    # (a line said by what it does is code, never the comment above it nor the definition's
    # first line; one to uncomment is a comment)
    commented = request.op == "uncomment"
    prose = inside_strings(index.files[whole_scope[0][0]].lines) if index is not None else set()
    candidates = {
        t.strip(): line_words(re.sub(r"^\s*#+\s?", "", t) if commented else t)
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


def _commented_code(line: str) -> bool:
    """Whether a comment line is code commented out (``# (r'\\n', Text),``), not prose
    (``# Keywords``, ``# -- HexFloat``): it parses, and writes a call, an index, an
    assignment, an attribute or a string."""
    code = re.sub(r"^\s*#+\s?", "", line).strip().rstrip(",")
    if not re.search(r"[(\[='\"]|[\w)\]]\.[^\W\d]", code.split("  #")[0]):  # (not "in 2.072")
        return False
    try:
        ast.parse(code)
    except (SyntaxError, ValueError):
        return False
    return True


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
    # "the line that reads min and max out of kwargs": ``kwargs.get("min", 0.0)``
    "read": ("get", "pop", "load", "parse"),
    "pull": ("pop", "get"),
    "grab": ("get", "pop"),
    "fetch": ("get", "load", "request"),
    # "the line that runs the compiled code in the module's namespace": ``exec(compiled, ...)``
    "run": ("run", "exec", "eval", "execute", "call", "invoke", "start"),
    "execut": ("exec", "execute", "run", "eval"),
    # "the line that installs the library roots": ``self.set_library_roots(library_roots)``
    "install": ("install", "set", "add", "register", "setup", "attach"),
    # "the line that swaps the repr of the value for ...": ``msg.replace(f"{value!r}", ...)``
    "swap": ("replace", "sub", "swap"),
    "substitut": ("replace", "sub"),
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


# what a line is said to say: "the line that says the extension was linked"
_SAYS_WHAT = re.compile(
    r"(?:\bthe\s+(?P<kind>(?:[\w-]+\s+){1,3}?)(?:line|call|statement|message)\s+)?"
    r"\b(?:that|which)\s+(?:says|reads|prints|logs|warns|reports|shows)\s+(?:that\s+)?"
    r"(?P<what>[^,;.!?`\"“]+)",
    re.I,
)


# what a line of text does: "the line that says / mentions ..." may be a comment
TEXT_SAID = re.compile(
    r"\b(?:doc\w*|comments?|says?|reads?|mentions?|notes?|explains?|warns?|talks?|todo|fixme)\b",
    re.I,
)


# a line said by its verb alone ("packs the DSIG length"), or in a clause (_LINE_DESCRIBED)
_VERB_FIRST = re.compile(
    r"\s*(?!(?:the|a|an|pls|plz|thanks|this|its|is|was|has|does)\b)[a-z]+s\b", re.I
)


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
