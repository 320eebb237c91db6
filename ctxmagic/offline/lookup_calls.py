"""Answers to "who calls X / where is X used": the call sites (or uses, or imports) of the
definition named, found with a grep and told apart from mentions in prose, tests and import
lists.
"""

from __future__ import annotations

import re

from .index import (
    WorkspaceIndex,
    words,
)
from .lookup import (
    CALLABLE,
    CODE_KINDS,
    CUE_STEMS,
    also_asked,
    enclosing,
    handle_search,
    in_files,
    in_modules,
    in_prose,
    listed_answer,
    named_targets,
    nothing_found,
    view_around,
    weak_mention,
)
from .question import Question
from .turn import Step, TurnState, grep_hits

TEST_PATH = re.compile(r"(?:^|/)(?:tests?/|test_[^/]*$|[^/]*_tests?\.py$)")


NOT_CALLEES = frozenset(
    {"", "it", "this", "that", "them", "each", "every", "any", "all", "to", "of"}
)


PASSIVE_CALLEE = re.compile(
    # ("where is my custom weight_function actually called?": a word or two before the name)
    r"(?:\b(?:is|are)\s+(?:(?:the|my|our|your|its|their)\s+)?(?:[a-z]+\s+)?|"
    r"(?=\S+\s+(?:is|are|gets?|being)\s))`?([\w.]*\w)`?(?:\(\))?\s+"
    r"(?:(?:is|are|gets?|being)\s+)?(?:\w+ly\s+|ever\s+|even\s+)?(?:called|invoked|used)\b",
    re.I,
)


def handle_calls(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    names = q.symbols or ([q.subject] if q.subject else [])
    if not names:
        return handle_search(state, q, index)
    # the name the verb is said of ("where does GenerateJsonSchema call emit_warning?"); the
    # others say where ("... in GenerateJsonSchema": its calls first)
    said = re.search(
        # ("where does DistributionPath use _generate_cache", "... go through _preprocess_graph")
        r"\b(?:call|calls|calling|invoke|invokes|invoking|use|uses|using|through|run|runs)\s+"
        r"(?:its\s+|the\s+|their\s+)?(?:(?:own|private|internal|inner|nested|local)\s+)?`?"
        r"([\w.]*\w)",  # (not the sentence's full stop: "... that calls f.")
        q.text,
        re.I,
    )
    # or said before the verb in the passive ("where in misc_util is exec_mod_from_location
    # actually invoked?", "show me the lines where flip is called")
    said = said if said and said[1] in names else PASSIVE_CALLEE.search(q.text) or said
    callee = next((n for n in names if said and n == said[1].removesuffix("()")), None)
    object_said = said[1].removesuffix("()") if said else ""
    if callee is None and said and object_said.lower() in ("it", "this", "that") and names[1:]:
        # "Inside f there's a nested build_metric. From which places is it invoked?": the name
        # said last before the pronoun that the code defines (not "X -- not the Distribution
        # class -- who calls it?")
        before = q.text[: said.start(1)]
        defined = [
            n
            for n in names
            if index is not None
            and any(s.kind in CALLABLE + ("class",) for s in index.named(n.split(".")[-1]))
        ]
        callee = max(defined, key=lambda n: before.rfind(n.split(".")[-1]), default=None)
    if callee is None and index is not None and object_said not in NOT_CALLEES:
        # "where does simplify() itself invoke kroneckersimp": the verb's object, a name of the
        # code said plainly, is what is called; the name said before it is where
        defined = [s for s in index.named(object_said) if s.kind in CALLABLE + ("class",)]
        callee = object_said if defined else None
        names = [object_said, *names] if defined else names
    callee = callee or names[0]
    name = callee.split(".")[-1]
    context = {n.split(".")[-1] for n in names} - {name}
    # ("f isn't called directly anywhere ... where does it get used?": every use, not calls)
    not_called = re.search(
        r"(?:\bnot|n['’]t|\bnever)\s+(?:\w+\s+)?(?:called|invoked)\b", q.text, re.I
    )
    calls_only = bool(
        re.search(
            r"\b(call|calls|called|calling|callers?|invoked?|invokes|invoking)\b", q.text, re.I
        )
        and not not_called
        or re.search(rf"\b{re.escape(name)}\(\)", q.text)  # "where is notify() used?"
        # "where are X objects created?": where the class is called (not its type hints)
        or (name.lstrip("_")[:1].isupper() and CREATION_SAID.search(q.text))
    )
    pattern = rf"\b{re.escape(name)}\s*\(" if calls_only else rf"\b{re.escape(name)}\b"
    if not state.calls:
        return Step(
            [("grep", {"pattern": pattern})],
            f"Searching for every {'call of' if calls_only else 'use of'} `{name}`.",
        )
    definition = re.compile(rf"\b(?:def|class|function|fn|func)\s+{re.escape(name)}\b")
    # a constant's own assignment is where it is defined, not a use of it
    defined_at = {(s.path, s.line) for s in index.named(name)} if index is not None else set()
    found = [h for h in grep_hits(state) if not definition.search(h[2]) and h[:2] not in defined_at]
    if not found:
        return Step(text=nothing_found(q, f"with grep for `{pattern}`"))
    # code first: a docstring or comment that mentions ``fill()`` is not a call of it
    hits = [h for h in found if not in_prose(index, h, name)]
    prose = [h for h in found if h not in hits]
    hits = hits or prose
    named = q.files or q.modules  # "which places in the server module call X": those first
    # "who calls check_invariants on the state machine": where the other words say
    where_words = set(q.words) - set(words(name)) - CUE_STEMS

    def inside(h: tuple[str, int, str]) -> tuple[bool, int]:
        owner = enclosing(index, h[0], h[1])
        if owner is None:
            return True, 0
        said_here = set(words(owner.qualname))
        return not context & set(owner.qualname.split(".")), -len(where_words & said_here)

    # the code's own calls before its tests', unless the tests are asked about ("apart from
    # the tests, where is X called from?" does not)
    tests_last = not re.search(r"\btests?\b", q.text, re.I) or re.search(
        r"\b(?:apart\s+from|except(?:\s+for)?|besides|other\s+than|outside(?:\s+of)?|not\s+in)"
        r"\s+(?:the\s+|my\s+|our\s+)?(?:unit\s+)?tests?\b",
        q.text,
        re.I,
    )
    imported: dict[str, set[str]] = {}
    # the object said it is called on ("go through self.iter_bytes"): those calls first, before
    # ``self.http_response.iter_bytes(...)``
    on = (
        re.compile(rf"(?<![\w.]){re.escape(callee.rsplit('.', 1)[0])}\.{re.escape(name)}\b")
        if "." in callee
        else None
    )
    hits.sort(
        key=lambda h: (
            bool(named) and not (in_files(h[0], q.files) or in_modules(h[0], q.modules)),
            bool(on) and not on.search(h[2]),
            weak_mention(h[2], name) or in_import_list(index, h[0], h[1]),  # uses first
            other_modules_call(index, h, name, imported),
            bool(tests_last and TEST_PATH.search(h[0])),
            *inside(h),
        )
    )
    if "view" not in state.names:
        return Step([("view", view_around(hits[0]))], "Reading the first place.")
    verb = "called" if calls_only else "used"
    lines = [f"`{name}` is {verb} in {len(hits)} place{'s' if len(hits) != 1 else ''}:"]
    lines += listed_answer(state, index, hits)
    if prose and hits is not prose:
        lines.append(
            f"(Also mentioned in {len(prose)} comment{'s' if len(prose) != 1 else ''} or "
            f"docstring{'s' if len(prose) != 1 else ''}: "
            + ", ".join(f"`{p}:{n}`" for p, n, _t in prose[:3])
            + (f" and {len(prose) - 3} more" if len(prose) > 3 else "")
            + ".)"
        )
    # (the one called: "rot90 ... lean on flip, right? ... where flip is called" is flip's)
    defined = [t for t in named_targets(q, index) if t.name == name] or [
        s for s in (index.named(name) if index is not None else []) if s.kind in CODE_KINDS
    ]
    if defined:
        lines.append(f"(`{name}` is defined at `{defined[0].where}`.)")
    lines += also_asked(state, q, index)
    return Step(text="\n".join(lines))


CREATION_SAID = re.compile(
    r"\b(?:instantiat\w*|construct(?:s|ed|ing)?|creat(?:e|es|ed|ing)|made|make|built|build)\b", re.I
)
IMPORTED_NAME = re.compile(r"^\s*[\w.]+(?:\s+as\s+\w+)?\s*,?\s*(?:#.*)?$")
IMPORT_OPEN = re.compile(r"^\s*from\s+\S+\s+import\s*\(")


def in_import_list(index: WorkspaceIndex | None, path: str, line: int) -> bool:
    """The line is one name of a bracketed ``from m import (a, b,`` over several lines."""
    if index is None or not IMPORTED_NAME.match(index.line(path, line)):
        return False
    for n in range(line - 1, max(line - 50, 0), -1):
        text = index.line(path, n)
        if IMPORT_OPEN.match(text):
            return True
        if not IMPORTED_NAME.match(text):
            return False
    return False


IMPORT_MODULE = re.compile(r"\s*import\s+[\w.]+\s+as\s+(\w+)|\s*import\s+(\w+)\s*$")


def other_modules_call(
    index: WorkspaceIndex | None,
    hit: tuple[str, int, str],
    name: str,
    imported: dict[str, set[str]],
) -> bool:
    """Every call of ``name`` on the line is an imported module's function of that name
    (``warnings.warn(`` beside the code's own ``Cache.warn``): a call of something else.
    ``imported`` keeps each file's imported module names, read once a question."""
    receivers = re.findall(rf"(?:(\w+)\.)?\b{re.escape(name)}\s*\(", hit[2])
    if index is None or not receivers or not all(receivers):
        return False
    if hit[0] not in imported:
        lines = index.files[hit[0]].lines if hit[0] in index.files else []
        imported[hit[0]] = {
            m[1] or m[2] for text in lines if "import" in text and (m := IMPORT_MODULE.match(text))
        }
    return all(r in imported[hit[0]] for r in receivers)
