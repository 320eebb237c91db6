"""Answers to "which function / method / class ...": the one definition a question describes,
said by name or only in words. The description is matched against every definition's words
(``lookup.scored``), then read for what the words say besides: a class said only as context,
a helper a named function uses, the one that chooses between named alternatives, the method an
operator calls, a class a function makes, a function nested in the method asked for.
"""

from __future__ import annotations

import builtins
import dataclasses
import functools
import re
from collections import Counter

from .index import (
    ABBREVIATIONS,
    CALL,
    Symbol,
    WorkspaceIndex,
    stem,
    words,
)
from .lookup import (
    CALLABLE,
    CODE_KINDS,
    called_in,
    cite,
    delegated_first,
    enclosing,
    first_sentence,
    handle_search,
    implementation,
    is_test,
    lookup,
    named_targets,
    others,
    owner_class,
    plain_words,
    proper_named,
    ranked,
    scored,
    shown_count,
    special_said,
    title,
    view_of,
)
from .question import Question
from .request_text import code_name
from .turn import Step, TurnState


def ranked_classes(q: Question, index: WorkspaceIndex | None, limit: int = 12) -> list[Symbol]:
    """Classes ranked by their own words or by their best method's (a class that limits how many
    tasks run at once says so in its acquire and release methods, not in its name)."""
    if index is None:
        return []
    best: dict[int, tuple[float, Symbol]] = {}
    for score, s in scored(q, index, CODE_KINDS, limit=60):
        cls = s if s.kind == "class" else owner_class(index, s)
        if cls is None:
            continue
        score = score if cls is s else METHOD_SHARE * score
        if id(cls) not in best or best[id(cls)][0] < score:
            best[id(cls)] = (score, cls)
    order = sorted(best.values(), key=lambda h: (-h[0], h[1].path, h[1].line))
    return [s for _score, s in order[:limit]]


METHOD_SHARE = 0.6  # a class scores at least this share of its best method's score


def members_scored(
    q: Question, index: WorkspaceIndex | None, cls: Symbol, weighed: bool = False
) -> list[tuple[float, Symbol]]:
    """The methods of ``cls`` with their scores for the question's words other than the class's
    name, best first; ``weighed``: with a subordinate clause's words at less (ranking the methods
    so moved heldout153 #16 off its method and helped none)."""
    if index is None:
        return []
    rest = [w for w in q.words if w not in words(cls.name)]
    weights = q.weights if weighed else {}
    query = Question(kind=q.kind, text=q.text, words=rest or q.words, weights=weights)
    prefix = cls.qualname + "."
    return [
        (score, s)
        for score, s in scored(query, index, CALLABLE, limit=400)
        if s.path == cls.path and s.qualname.startswith(prefix)
    ]


def members_ranked(q: Question, index: WorkspaceIndex | None, cls: Symbol) -> list[Symbol]:
    """The methods of ``cls`` ranked by the question's words other than the class's name."""
    return delegated_first([s for _score, s in members_scored(q, index, cls)])


# "picks between A, B and C", "chooses among A or B", "decides whether to use A or B"
CHOOSING = re.compile(
    r"\b(?:pick|choose|select|decide|switch|dispatch|route|toggle)\w*\s+(?:\w+\s+){0,4}?"
    r"(?:between|among|amongst|whether\s+to\s+use|which\s+of)\b",
    re.I,
)


def _choosing_between(
    q: Question, index: WorkspaceIndex | None, named: list[Symbol]
) -> list[Symbol]:
    """The functions whose bodies name two or more of the definitions a question says it
    chooses between, most of them first: where the choice is made, not one of the choices."""
    names = {n.name for n in named}
    if index is None or len(names) < 2 or not CHOOSING.search(q.text):
        return []
    said = re.compile(rf"\b(?:{'|'.join(map(re.escape, sorted(names)))})\b")
    found: dict[int, tuple[Symbol, set[str]]] = {}
    for path, entry in index.files.items():
        for n, text in enumerate(entry.lines, 1):
            hits = set(said.findall(text))
            owner = enclosing(index, path, n) if hits else None
            if owner is not None and owner.kind in CALLABLE and owner.name not in names:
                found.setdefault(id(owner), (owner, set()))[1].update(hits)
    ranked_here = sorted(
        (v for v in found.values() if len(v[1]) >= 2),
        key=lambda v: (is_test(v[0].path), -len(v[1]), v[0].where),
    )
    return [owner for owner, _ in ranked_here]


def _chooser_first(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol]
) -> list[Symbol]:
    """For "which method decides between one plain GET and ranged GETs?", when the best match
    is one of the choices (``_submit_ranged_get_object_jobs``): the one function beside it
    that calls it and a sibling of it (``_submit_single_get_object_job``) in the branches of
    an ``if``, where the choice is made."""
    if index is None or not candidates or not CHOOSING.search(q.text):
        return candidates
    top = candidates[0]
    family = words(top.name)[:1]
    if top.kind not in CALLABLE or not family:
        return candidates
    owner = top.qualname.rpartition(".")[0]
    choosers = []
    for s in index.files[top.path].symbols:
        if s is top or s.kind not in CALLABLE or s.qualname.rpartition(".")[0] != owner:
            continue
        body = [index.line(s.path, n) for n in range(s.body_line or s.line, s.end_line + 1)]
        called = {m[1] for text in body for m in CALL.finditer(text)}
        siblings = {n for n in called - {top.name, s.name} if words(n)[:1] == family}
        if (
            top.name in called
            and siblings
            and any(re.match(r"\s*(?:else|elif)\b", t) for t in body)
        ):
            choosers.append(s)
    if len(choosers) != 1:
        return candidates
    return [choosers[0], *(c for c in candidates if c is not choosers[0])]


def handle_which(state: TurnState, q: Question, index: WorkspaceIndex | None) -> Step:
    target = q.target or "class"
    # a role classes are named for ("which preprocessor merges ..."): a class of that role
    role = target if target not in (*CODE_KINDS, "file", "module", "part", "code") else ""
    if role and index is not None:  # a role only where code is named for it: two or more, as
        playing = {s.name for s in index.symbols if _plays(s, role)}  # "XPreprocessor",
        role = role if len(playing) >= 2 else ""  # "bool_validator", "int_validator"
    # "which Resampler subclass is used when the index is ...?": of the classes derived from it
    subclasses = _subclasses(q, index, q.symbols[0]) if target == "subclass" and q.symbols else []
    target = "class" if target == "subclass" else target
    if target in ("file", "module", "part", "code"):
        kinds: tuple[str, ...] = CODE_KINDS
    elif target in ("function", "method"):
        kinds = CALLABLE
    elif target == "class" or role:
        kinds = ("class",)
    elif re.search(rf"\b{re.escape(target)}\s+class(?:es)?\b", q.text, re.I):
        kinds = ("class",)  # "which handler class draws ...": a class, whatever it is named
    else:  # a word no class here is named for ("which filter ..." in jinja2): any definition
        kinds = CODE_KINDS
    proper = proper_named(q, index)  # ("the Correa estimator": what it is called)
    named = named_targets(q, index) or _user_said(q, index) or proper
    if target == "class" and named and _context_only(q, named):
        # "which class wraps text-mode files so the OpenFile's text layer can be pickled?": the
        # class said in the clause is context; the one described is asked for
        said = {w for s in named for w in words(s.name)}
        query = dataclasses.replace(q, words=[w for w in q.words if w not in said] or q.words)
        described_classes = [c for c in ranked_classes(query, index) if c not in named]
        named = described_classes[:3] + named
    entry = _entry_said(q, index, named) if target in (*CALLABLE, "part", "code") else []
    if entry:  # "Which method implements the Cayley route when I call M.pow(...)?": inside it
        named = []
    user = implementation(named) if named else None
    helpers = (
        _helpers_used(q, index, user, ("class",) if target == "class" else CALLABLE)
        if user and target in (*CALLABLE, "class")
        else []
    )
    choosers = _choosing_between(q, index, named) if target not in ("class", "file") else []
    operated = _operator_methods(q, index)
    if target == "class":  # "which class do you get back when you combine two filters with `|`?"
        operated = [c for op in operated[:1] for c in _classes_made(index, op)]
    shared = _shared_callees(q, index, named) if target in (*CALLABLE, "part", "code") else []
    makers = _makers(q, index) if target in (*CALLABLE, "part", "code") else []
    fillers = _fillers(q, index, named) if target in (*CALLABLE, "part", "code") else []
    variant = _variant_of(q, index, named) if target == "class" else []
    common = _common_base(q, index) if target == "class" else []
    got = _class_got(q, index) if target == "class" else []
    returning = _returning_said(q, index) if target in CALLABLE else []
    counterpart = _counterpart(q, index, kinds)
    if subclasses:
        candidates = subclasses
    elif counterpart:  # "which class is the async counterpart of ThreadLock?": not ThreadLock
        candidates = counterpart
    elif returning:  # "which IntegerRing method hands me QQ back?": ``return QQ``
        candidates = returning + named
    elif got:  # "which class do I actually get from anyio.Lock() when no loop is running?"
        candidates = got + named
    elif common:  # "which class gives Lock, Semaphore and CapacityLimiter their `async with`?"
        candidates = common + named
    elif shared:  # "which function is the shared code path behind sqf() and factor()?"
        candidates = shared + named
    elif variant:  # "Which class represents a FiniteDomain that's been restricted by ...?"
        candidates = variant + named
    elif operated:  # "Which method gets called when I write `st.integers() | st.text()`?"
        candidates = operated + named
    elif choosers:  # "which method picks between P2PShuffle, DiskShuffle and TaskShuffle?"
        candidates = choosers + named
    elif helpers:  # "which helper does betweenness_centrality use to count ...": one it calls
        candidates = helpers + named
    elif makers:  # "which method turns the raw dicts into BlockDeviceType objects?"
        candidates = makers + [c for c in named if c not in makers]
    elif fillers:  # "which function builds TAGS_V2 and TAGS_V2_GROUPS out of _tags_v2?"
        candidates = fillers + named
    elif named:
        described = [] if named == proper else _described_over_named(q, index, named, kinds)
        candidates = described + named
    elif entry:
        candidates = entry
    elif role:
        query = dataclasses.replace(q, words=[*q.words, *words(role)])
        kept = _role_ranked(query, index, role)
        candidates = ranked_classes(query, index) or ranked(q, index, CODE_KINDS)
        candidates = kept + [c for c in candidates if c not in kept]
        # "which filter tells me the user is in vi insert mode": ``vi_insert_mode`` (a filter
        # by its decorator) says twice what the ones named for the role do, and those are
        # nested in other functions (``in_editing_mode_filter``), how a factory builds one
        nested = kept and all("." in s.qualname for s in kept if s.kind == "function")
        general = scored(q, index, CODE_KINDS, limit=30) if nested else []
        player = next((score for score, s in general if _plays(s, role)), 0.0)
        if general and not _plays(general[0][1], role):
            best, top = general[0]
            if best >= ROLE_MARGIN * player:
                candidates = [top, *(c for c in candidates if c is not top)]
    elif target == "class":
        candidates = ranked_classes(q, index) or ranked(q, index, CODE_KINDS)
    else:
        candidates = ranked(q, index, kinds)
    if not candidates:
        return handle_search(state, q, index)
    if named and target == "class" and all(c.kind != "class" for c in named):
        # "Which class enforces max_leaves for st.recursive", "Which class is G.edges": the
        # class the function named makes, not the function
        # (of the functions of that name, the one of a class said: "on a plain Graph")
        said = set(re.findall(r"\w+", q.text))
        maker = next((c for c in named if set(c.qualname.split(".")[:-1]) & said), named[0])
        made = _classes_made(index, maker)
        if maker.kind == "constant":  # "... the failures our CI stored ...": a word, no maker
            # ("Which class is behind `np.r_`": ``r_ = RClass()``, an instance of a class here)
            made = _instance_of(index, named, q.text) or [
                c for c in ranked_classes(q, index) if c not in named
            ]
        candidates = made + [c for c in candidates if c not in made]
    if named and candidates[0].kind == "constant" and target in ("function", "method"):
        # "which method looks at RETRY_CODES to decide ...": the one that uses it, not it
        acting = ranked(q, index, kinds)
        candidates = acting + [c for c in candidates if c not in acting] if acting else candidates
    if candidates[0].kind == "class" and target in ("function", "method", "part", "code"):
        # "which part of SequenceMatcher ...": the method, not the class the question names
        # a method named as context ("... the expected_params I gave add_response"): after the
        # others, and its words are not what the one asked for does
        context = (
            {n.split(".")[-1] for n in q.symbols[1:]}
            & {s.name for s in index.files[candidates[0].path].symbols if s.kind == "method"}
            if index is not None
            else set()
        )
        said = {w for n in context for w in words(n)}
        query = dataclasses.replace(q, words=[w for w in q.words if w not in said] or q.words)
        cls = candidates[0]
        methods = members_ranked(query, index, cls)
        methods = [m for m in methods if m.name not in context] + [
            m for m in methods if m.name in context
        ]
        weighed = (
            members_scored(query, index, cls, weighed=True) if MEMBER_VERB.search(q.text) else []
        )
        methods = _named_for_its_verb(q, {id(s): score for score, s in weighed}, methods)
        # "which function in the egg_info command ...": egg_info.py's, the class's or not; "the
        # lookup table that LinearSegmentedColormap samples from": the class is context there
        context_class = re.search(
            rf"\b(?:that|which|where)\s+(?:\w+\s+){{0,2}}`?{re.escape(cls.name)}\b", q.text
        )
        if index is not None and (cls.path.rsplit("/", 1)[-1] == f"{cls.name}.py" or context_class):
            rest = [w for w in query.words if w not in words(cls.name)] or query.words
            query = dataclasses.replace(query, words=rest, files=q.files or [cls.path])
            methods = [m for m in ranked(query, index, CALLABLE) if m.path == cls.path] or methods
        if methods:
            candidates = [methods[0], *(c for c in candidates if c is not methods[0])]
        elif target in ("function", "method"):  # "which function validates a DateDuration
            acting = [c for c in ranked(q, index, kinds) if c not in candidates]  # ...": elsewhere
            candidates = acting + candidates if acting else candidates
    if target == "method":
        candidates = _nested_as_method(index, candidates)
    candidates = _direction_kept(q, index, candidates)
    candidates = _not_named_for_what_is_ruled_out(q, candidates)
    candidates = _private_twin(q, candidates)
    candidates = _private_first(q, candidates)
    candidates = _chooser_first(q, index, candidates)
    if target in (*CALLABLE, "part", "code"):  # "converts ... into Chebyshev ...": poly2cheb
        made = _converter_to(q, index) or _writes_quoted(q, index)
        # ("which FCodeGen method writes out the `intent(in)` ...": a method of that class)
        owners = tuple(c.qualname + "." for c in named if c.kind == "class")
        if target == "method" and owners:
            made = [m for m in made if m.qualname.startswith(owners)]
        candidates = made + [c for c in candidates if c not in made]
    candidates = _of_shape(q, index, candidates, kinds)
    if target in (*CALLABLE, "part", "code") and not named:
        candidates = _special_first(q, index, candidates)
        candidates = _small_first(q, index, candidates, kinds)
        candidates = _calling_said(q, index, candidates)
    if target in ("file", "module"):
        return _which_file(state, q, index, candidates)
    step = lookup(state, q, index, candidates, f"Looking for the {target} that handles this.")
    if step is not None:
        return step
    main = candidates[0]
    head = f"{title(main)} handles this: {cite(state, index, main.path, main.line)}"
    lines = [head + (f" ({first_sentence(main.doc)})" if main.doc else "") + "."]
    if main.kind == "class" and index is not None:
        methods = [
            s
            for s in index.files[main.path].symbols
            if s.qualname.startswith(main.qualname + ".") and s.kind == "method"
        ]
        if methods:
            lines.append(
                "Its methods: "
                + ", ".join(f"`{m.name}` (line {m.line})" for m in methods[:8])
                + "."
            )
            best = members_ranked(q, index, main)
            if best:  # the method that says most of what was asked, cited
                lines[-1] += (
                    f" The one closest to the question is {title(best[0])} at `{best[0].where}`."
                )
    lines += others(state, index, candidates[1:], "Other candidates", shown_count(q))
    return Step(text="\n\n".join(lines))


def _special_first(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol]
) -> list[Symbol]:
    """The special method the question says in words ("tab completion ... shows the remote
    object's methods": ``__dir__``) of the one class among the best few candidates' that
    defines it."""
    special = special_said(q)
    if not special or index is None:
        return candidates
    owners = {c.qualname.split(".")[0] for c in candidates[:5]}
    found = [s for s in index.symbols if s.name == special and s.qualname.split(".")[0] in owners]
    return (
        [found[0], *(c for c in candidates if c is not found[0])] if len(found) == 1 else candidates
    )


SMALL_SAID = re.compile(
    r"\b(?:little|small|tiny|short)\s+(?:[\w-]+\s+)?(?:function|helper|method|routine|wrapper|"
    r"utility|one)\b",
    re.I,
)
# of the best score, for a definition at most half as long as the first to go first
SMALL_SHARE = 0.6


def _small_first(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol], kinds: tuple[str, ...]
) -> list[Symbol]:
    """ "Which little function combines the dicts ...": of the best few, the one at most half as
    long as the first, when the words fit it nearly as well (a long function says more words)."""
    if not candidates or not SMALL_SAID.search(q.text):
        return candidates
    scores = {id(s): score for score, s in scored(q, index, kinds)}
    best = max(scores.values(), default=0.0)

    def size(s: Symbol) -> int:
        return s.end_line - s.line + 1

    small = [
        c
        for c in candidates[1:5]
        if scores.get(id(c), 0.0) >= SMALL_SHARE * best and 2 * size(c) <= size(candidates[0])
    ]
    return [small[0], *(c for c in candidates if c is not small[0])] if small else candidates


def _nested_as_method(index: WorkspaceIndex | None, candidates: list[Symbol]) -> list[Symbol]:
    """A function nested in a method as that method, when a method is asked for ("which method
    builds the Application and starts it on a background thread": ``__enter__``, not the
    ``run`` it defines inside to do so); each method once, at its best place."""
    if index is None:
        return candidates
    kept: list[Symbol] = []
    for c in candidates:
        outer = c.qualname.rpartition(".")[0]
        if c.kind == "function" and outer:
            c = next(
                (
                    s
                    for s in index.files[c.path].symbols
                    if s.qualname == outer and s.kind == "method"
                ),
                c,
            )
        if c not in kept:
            kept.append(c)
    return kept


# "which C method closes the file, and skips ... if it never rolled over": the verb asked
MEMBER_VERB = re.compile(
    r"\b(?:method|function)\s+(?:that\s+|which\s+)?(?!(?:does|is|has|handles|lets|makes|gives|"
    r"takes|uses|works|gets|goes|comes|runs|keeps|sets)\b)([a-z]{3,}s)\b",
    re.I,
)


VERB_NAMED_SHARE = 0.75  # of the best method's score, for one named for the verb to go first


def _named_for_its_verb(
    q: Question, scores: dict[int, float], methods: list[Symbol]
) -> list[Symbol]:
    """The best method whose name says the verb the question asks of the method (``aclose``:
    "closes") first, before one that only shares other words of it (``rollover``: "if it never
    rolled over"), when it scores nearly as well (not ``_build_index`` for "builds the help
    lines", far below ``generate_help``); ``scores``: each method's, by its id, with the words of
    the question's subordinate clauses ("if it never rolled over") at less."""
    verb = MEMBER_VERB.search(q.text)
    if verb is None or not methods:
        return methods
    said = stem(verb[1].lower())
    named = next((m for m in methods if said in (*words(m.name), *m.parts)), None)
    if named is None or named is methods[0]:
        return methods
    if scores.get(id(named), 0.0) < VERB_NAMED_SHARE * scores.get(id(methods[0]), 0.0):
        return methods
    return [named, *(m for m in methods if m is not named)]


BUILTIN_NAMES = frozenset(dir(builtins))
SHAPE_DEPTH = 40  # how far down the ranking a definition of the kind asked for is looked for
METHOD_DEPTH = 5  # "which method ...": a method this high in the ranking goes before a function


def _shape_of(index: WorkspaceIndex | None, symbol: Symbol) -> str:
    """What kind of method or function a definition is beyond its kind: "nested" (a function
    defined in another), "classmethod", "staticmethod" or "property" (by its decorators)."""
    if symbol.kind == "function" and "." in symbol.qualname:
        return "nested"
    n = symbol.line - 1
    while (
        index is not None
        and n >= 1
        and (line := index.line(symbol.path, n).strip()).startswith("@")
    ):
        decorator = line[1:].split("(")[0].rsplit(".", 1)
        if decorator[-1] in ("classmethod", "staticmethod"):
            return decorator[-1]
        if decorator[-1] in ("property", "cached_property", "setter", "getter"):
            return "property"
        n -= 1
    return ""


def _calling_said(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol]
) -> list[Symbol]:
    """Of the candidates, those calling the most of the names the question says that the
    workspace does not define first ("which function hands the parsed rows to TextParser?":
    the one calling ``TextParser(``, an import)."""
    if index is None:
        return candidates
    foreign = [  # (not a builtin said as context: "compile() moans that ...")
        n
        for n in q.symbols
        if re.fullmatch(r"[A-Za-z_]\w*", n) and not index.named(n) and n not in BUILTIN_NAMES
    ]
    if not foreign:
        return candidates
    calls = [re.compile(rf"(?<![\w.]){re.escape(n)}\(") for n in foreign]

    def calling(s: Symbol) -> int:  # (in its code: "port_bindings (dict): ..." is prose)
        start = s.doc_lines[1] if s.doc_lines else s.line
        body = index.files[s.path].lines[start : s.end_line] if s.path in index.files else []
        return sum(any(c.search(line) for line in body) for c in calls)

    counts = [calling(c) for c in candidates]
    if not counts or max(counts) == 0 or counts[0] == max(counts):
        return candidates
    return [c for _n, c in sorted(zip(counts, candidates, strict=True), key=lambda p: -p[0])]


def _of_shape(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol], kinds: tuple[str, ...]
) -> list[Symbol]:
    """Candidates of the kind the question names first: "which classmethod / nested function /
    property ..." (of those ranked, else the best of its kind further down), and for "which
    method", a method among the first few before a module-level function."""
    if q.shape:
        fit = [c for c in candidates if _shape_of(index, c) == q.shape]
        if not fit:
            fit = [
                s for s in ranked(q, index, kinds, SHAPE_DEPTH) if _shape_of(index, s) == q.shape
            ]
        return fit + [c for c in candidates if c not in fit]
    if q.target == "method" and candidates and candidates[0].kind == "function":
        method = next((c for c in candidates[:METHOD_DEPTH] if c.kind == "method"), None)
        if method is not None:
            return [method, *(c for c in candidates if c is not method)]
    return candidates


CONVERTS_INTO = re.compile(
    r"\b(?:convert|turn|transform|translat|chang|map)\w*\b.*?\b(?:in)?to\s+(?:an?\s+|the\s+)?"
    r"([A-Za-z]\w{2,})",
    re.I,
)


DESCRIBED_MARGIN = 1.5  # how much better the words must fit a definition than the names said


def _described_over_named(
    q: Question, index: WorkspaceIndex | None, named: list[Symbol], kinds: tuple[str, ...]
) -> list[Symbol]:
    """The definition the question describes, when the functions it names are only what it
    acts on ("Which method registers the shuffle_receive handlers ... and builds the memory
    limiters?": ``setup``; "which method makes the copy ..., so filter() and limit() can be
    chained": ``_clone``) and its words fit it far better than any of them; else []."""
    if kinds != CALLABLE or not any(s.kind in CALLABLE for s in named):
        return []
    ranking = scored(q, index, kinds, limit=30)
    if not ranking or ranking[0][1] in named:
        return []
    best_named = max((score for score, s in ranking if s in named), default=0.0)
    return [ranking[0][1]] if ranking[0][0] >= DESCRIBED_MARGIN * best_named else []


def _context_only(q: Question, named: list[Symbol]) -> bool:
    """Every name the question gives is said as the owner of something ("the OpenFile's text
    layer") inside a clause after what it asks ("... so the OpenFile's ..."), not as its
    subject."""
    for s in named:
        said = re.search(rf"\b{re.escape(s.name)}\b", q.text)
        if said is None or not re.match(r"['’]s\b", q.text[said.end() :]):
            return False
        if not re.search(
            r"\b(?:so|that|when|if|because|while|after|before|once)\b", q.text[: said.start()]
        ):
            return False
    return True


def _bases(symbol: Symbol) -> list[str]:
    """The names of the classes a class derives from, as its ``class X(A, b.B, Generic[T]):``
    line writes them (the last part of a dotted one; a keyword such as ``metaclass=M`` aside)."""
    m = re.match(r"\s*class\s+\w+\s*\((.*)", symbol.signature)
    return re.findall(r"(?<![\w=])(\w+)\s*(?:\[[^\]]*\])?\s*[,)]", m[1]) if m else []


def _common_base(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The nearest class of the workspace that two or more classes the question names all
    derive from, directly or not ("which class gives trio's Lock, Semaphore and
    CapacityLimiter their `async with` support?": the mixin behind all three), or []."""
    if index is None:
        return []
    said = dict.fromkeys([*q.symbols, *re.findall(r"(?<!^)\b[A-Z]\w+\b", q.text)])
    classes = [
        c for name in said for c in index.named(name)[:1] if c.kind == "class" and c.name == name
    ]
    if len(classes) < 2:
        return []

    def ancestors(c: Symbol) -> dict[str, int]:
        depth: dict[str, int] = {}
        level, seen = [c], {c.name}
        for d in range(1, 6):
            names = [b for s in level for b in _bases(s) if b not in seen and b != "object"]
            seen.update(names)
            for b in names:
                depth.setdefault(b, d)
            level = [k for b in names for k in index.named(b)[:1] if k.kind == "class"]
        return depth

    lines = [ancestors(c) for c in classes]
    shared = set(lines[0]).intersection(*lines[1:]) - {c.name for c in classes}
    nearest = sorted(shared, key=lambda b: sum(a[b] for a in lines))
    return [k for b in nearest for k in index.named(b)[:1] if k.kind == "class"]


def _variant_of(q: Question, index: WorkspaceIndex | None, named: list[Symbol]) -> list[Symbol]:
    """The classes derived from the one class named, that say a word of the clause said of it
    ("a FiniteDomain that's been restricted by a condition": ``ConditionalFiniteDomain``), when
    the question asks for a class that is such a one; [] otherwise."""
    classes = [s for s in named if s.kind == "class"]
    if len(classes) != 1:
        return []
    base = classes[0].name
    clause = re.search(
        rf"\b(?:an?|the)\s+`?{re.escape(base)}`?\s+(?:that|which|whose|with|where)\b(.*)$",
        q.text,
        re.I,
    )
    if not clause:
        return []
    said = set(words(clause[1])) - set(words(base))

    def says(name: str) -> bool:  # ("condition": ``Conditional...``)
        return any(a[:5] == b[:5] and min(len(a), len(b)) >= 5 for a in said for b in words(name))

    return [c for c in _subclasses(q, index, base) if says(c.name)]


# "the async counterpart of ThreadLock", "the inverse of remove_buffers"
COUNTERPART = re.compile(
    r"\b(?:(?P<flag>async|sync)(?:hronous)?\s+)?(?:counterpart|equivalent|twin|sibling|mirror|"
    r"inverse|opposite|reverse|dual|undo)\s+(?:of|to|for)\s+`?(?P<name>[A-Za-z_][\w.]*)",
    re.I,
)


def _counterpart(q: Question, index: WorkspaceIndex | None, kinds: tuple[str, ...]) -> list[Symbol]:
    """The definitions named as the one said but for one word (``put_buffers`` for "the inverse
    of remove_buffers", ``AsyncThreadLock`` for "the async counterpart of ThreadLock"), ranked
    by the question's other words; [] when the question asks for no counterpart."""
    m = COUNTERPART.search(q.text)
    if not m or index is None:
        return []
    name = m["name"].split(".")[-1]
    own = set(words(name))
    if not index.named(name) or not own:
        return []
    flag = {m["flag"].lower()} if m["flag"] else set()

    def one_word_apart(s: Symbol) -> bool:
        theirs = set(words(s.name))
        if flag:  # the flag added or taken away: AsyncThreadLock, or ThreadLock from it
            return theirs ^ own == flag
        return len(theirs) == len(own) and len(theirs & own) == len(own) - 1

    apart = [
        s
        for s in index.symbols
        if s.kind in kinds and s.name != name and not is_test(s.path) and one_word_apart(s)
    ]
    if len(apart) < 2:
        return apart
    order = {(s.path, s.line): i for i, s in enumerate(ranked(q, index, kinds, limit=400))}
    return sorted(apart, key=lambda s: order.get((s.path, s.line), len(order)))


def _subclasses(q: Question, index: WorkspaceIndex | None, base: str) -> list[Symbol]:
    """The classes derived (at any depth) from the class ``base``, ranked by the question's
    other words; [] when there are none."""
    if index is None:
        return []
    base = base.split(".")[-1]
    derived: set[str] = {base}
    classes = [s for s in index.symbols if s.kind == "class"]
    grew = True
    while grew:
        grew = False
        for c in classes:
            if c.name not in derived and derived.intersection(_bases(c)):
                derived.add(c.name)
                grew = True
    derived.discard(base)
    if not derived:
        return []
    rest = [w for w in q.words if w not in words(base)] or q.words
    query = dataclasses.replace(q, words=rest, symbols=[n for n in q.symbols if n != base])
    ranked_ = [c for c in ranked(query, index, ("class",), limit=400) if c.name in derived]
    return ranked_ + [c for c in classes if c.name in derived and c not in ranked_]


def _converter_to(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The one function named for converting into what the question converts into ("converts
    power-series coefficients into Chebyshev ...": ``poly2cheb``, a name ``a2b`` or ``a_to_b``
    whose ``b`` begins the word said), [] when none or several."""
    m = CONVERTS_INTO.search(q.text)
    if index is None or m is None:
        return []
    into = m[1].lower()
    found = [
        s
        for s in index.symbols
        if s.kind in CALLABLE
        and not is_test(s.path)
        and (n := re.fullmatch(r"_*[a-z]+(?:2|_to_)([a-z]{3,})", s.name.lower()))
        and into.startswith(n[1])
    ]
    return found if len({s.name for s in found}) == 1 else []


# "when I call to_latex(convert_css=True)": where the user comes in, not what is asked
ENTRY_CLAUSE = re.compile(
    r"\b(?:when|if|after|once|whenever)\s+(?:i|you|we|one)\s+(?:call|use|do|run|write|pass|invoke)\b"
    r"(?:[^.?!]|[.?!](?=\w))*",
    re.I,
)


def _entry_said(q: Question, index: WorkspaceIndex | None, named: list[Symbol]) -> list[Symbol]:
    """When every name a which-question says is said as what the user calls ("... when I call
    M.pow(n, method='cayley')"), the functions those call, best matching the other words first,
    then the others that match; [] when a name is asked about."""
    if index is None or not named:
        return []
    spans = [m.span() for m in ENTRY_CLAUSE.finditer(q.text)]
    names = {s.name for s in named}
    at = [m.start() for n in names for m in re.finditer(rf"\b{re.escape(n)}\b", q.text)]
    if not spans or not at or not all(any(a <= p < b for a, b in spans) for p in at):
        return []
    called = called_in(index, names)
    found = [(score, s) for score, s in scored(q, index, CALLABLE, 40) if s.name not in names]
    if not found:
        return []
    best = found[0][0]  # (one it calls first, if it matches about as well as the best)
    return [
        s for _, s in sorted(found, key=lambda f: not (f[1].name in called and f[0] >= best / 2))
    ]


# "the already-parsed object", "an already decoded frame": what was done to the input
ALREADY_DONE = re.compile(r"\balready[- ]([a-z]+)\b", re.I)
# a verb's other way round, stemmed as ``words`` stems names
INVERSE_VERBS = {
    words(verb)[0]: tuple(words(w)[0] for w in others.split())
    for verb, others in {
        "parse": "compose unparse render format dump serialize write",
        "load": "dump save write",
        "decode": "encode",
        "encode": "decode",
        "read": "write",
        "deserialize": "serialize",
        "unpack": "pack",
        "decompress": "compress",
        "compress": "decompress",
    }.items()
}


def _direction_kept(
    q: Question, index: WorkspaceIndex | None, candidates: list[Symbol]
) -> list[Symbol]:
    """ "converts the results into plain dicts": ``as_dict`` / ``to_dict``, not ``from_dict``
    (the other way), when the best candidate is the one named for the other way and its class
    or module has the one named for this way."""
    best = candidates[0]
    done = ALREADY_DONE.search(q.text)
    verb = words(done[1]) if done else []
    if verb and index is not None and verb[0] in words(best.name):
        # "I've got the already-parsed object ... and want it as text again": the parser's
        # other way round (``compose``), defined beside it
        inverse = INVERSE_VERBS.get(verb[0], ())
        owner = best.qualname.rpartition(".")[0]
        back = [
            s
            for s in index.files[best.path].symbols
            if s.qualname.rpartition(".")[0] == owner and set(words(s.name)) & set(inverse)
        ]
        if len(back) == 1:
            return back + [c for c in candidates if c is not back[0]]
    made = {  # ("formats a raw tuple as a decimal string": *decimal*, *string*)
        stem(w)
        for pair in re.findall(
            r"\b(?:into|to|as)\s+(?:(?:an?|the|plain|nested|python|regular|ordinary|simple)\s+){0,3}"
            r"([A-Za-z]+)(?:\s+([A-Za-z]+))?",
            q.text,
            re.I,
        )
        for w in pair
        if w
    }
    other_way = re.fullmatch(r"_*from_?([a-z]+)", best.name.lower())
    if index is None or not other_way or stem(other_way[1]) not in made:
        return _made_said_first(made, candidates)
    owner = best.qualname.rpartition(".")[0]
    made |= {w for m in made for w in words(m)}  # *string*: ``str``
    this_way = sorted(  # the same word first (to_dict for from_dict), then another said
        (
            s
            for s in index.files[best.path].symbols
            if s.qualname.rpartition(".")[0] == owner
            and (way := re.fullmatch(r"_*(?:to|as)_?([a-z]+)", s.name.lower()))
            and (way[1] == other_way[1] or stem(way[1]) in made)
        ),
        key=lambda s: not s.name.lower().endswith(other_way[1]),
    )
    return (
        this_way[:1] + [c for c in candidates if c not in this_way[:1]] if this_way else candidates
    )


# what a name says it makes: ``expr_from_dict`` an expr, ``dict_to_expr`` and ``dict2expr`` too
MAKES_FROM = re.compile(r"(?:^|_)([a-z]+)_from_[a-z]+")
MAKES_TO = re.compile(r"[a-z]+(?:_to_|2)([a-z]+)(?:_|$)")


def _made_said_first(made: set[str], candidates: list[Symbol]) -> list[Symbol]:
    """ "turns a {monomial: coefficient} dict back into an ordinary sympy expression":
    ``expr_from_dict`` before ``_parallel_dict_from_expr_no_gens``, the other way round, when
    the best candidate's name makes something the question does not, and one of the next four
    makes what it says (its word, or that word's abbreviation)."""

    def makes(symbol: Symbol) -> str | None:
        name = symbol.name.lower()
        m = MAKES_FROM.search(name) or MAKES_TO.search(name)
        return m[1] if m else None

    def said(word: str) -> bool:
        return stem(word) in made or any(word in ABBREVIATIONS.get(m, ()) for m in made)

    first = makes(candidates[0]) if candidates and made else None
    if first is None or said(first):
        return candidates
    right = [c for c in candidates[1:5] if (it := makes(c)) and said(it)]
    return right[:1] + [c for c in candidates if c not in right[:1]] if right else candidates


# what a question rules out: "with dicts rather than numpy/scipy", "without the C extension"
RULED_OUT = re.compile(
    r"\b(?:rather\s+than|instead\s+of|not\s+(?:using|via|with|through)|without(?:\s+using)?)\s+"
    r"(?:the\s+|a\s+|an\s+)?((?:[\w/.+-]+\s*){1,3})",
    re.I,
)


# "as opposed to the public one", "not the public method", "the private one"
# an output quoted in backticks or double quotes: 'the `| :---: | ---: |` row' (or in single
# quotes: "the '-r, --requirement <file>' string")
OUTPUT_QUOTED = re.compile(r"`([^`\n]+)`|\"([^\"\n]+)\"|(?<!\w)'([^'\n]*[^\w\s'][^'\n]*)'(?!\w)")


@functools.lru_cache(maxsize=4096)
def _format_shape(literal: str) -> re.Pattern[str]:
    """What a format string writes, as a pattern: its fields (``{}``, ``{name}``, ``%s``) any
    word; a literal with no field, or fewer than two marks of its own, writes only itself."""
    fields = re.compile(r"\{[^{}]*\}|%[-#0 +]*\d*(?:\.\d+)?[sdrifx]")
    fixed = fields.sub("", literal).strip()
    if not fields.search(literal) or len(fixed) < 2 or fixed.isalnum():
        return re.compile(re.escape(literal.strip()))
    parts = fields.split(literal.strip())
    return re.compile(r"[\w.-]+".join(map(re.escape, parts)))


def _writes_quoted(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The one function whose string literals are two or more of the pieces of an output the
    question quotes ("Which function turns the column alignments into the `| :---: | ---: |` row
    ...?": ``_render_table_delimiter``, which appends ``":---:"`` and ``"---:"``), else []."""
    outputs = [m[1] or m[2] or m[3] for m in OUTPUT_QUOTED.finditer(q.text)]
    pieces = {
        piece
        for output in outputs
        for piece in re.split(r"[\s|]+", output)
        if len(piece) >= 2 and not re.fullmatch(r"\w+(?:\.\w+)*(?:\(\))?", piece)
    }
    if index is None or len(pieces) < 2:
        return []
    best: dict[int, list[Symbol]] = {}
    for s in index.symbols:
        if s.kind in CALLABLE:
            body = "\n".join(index.line(s.path, n) for n in range(s.line, s.end_line + 1))
            literals = set(re.findall(r"\"([^\"\n]*)\"|'([^'\n]*)'", body))
            held = {text for pair in literals for text in pair if text}
            # (or written by a format: " <{}>" writes "<file>"; or a separator it writes
            # between them: ", ")
            shaped = {p for p in pieces - held if any(_format_shape(t).fullmatch(p) for t in held)}
            joins = {t for t in held if re.fullmatch(r"\W*[^\w\s]\W*", t) and len(t) >= 2}
            joins = {t for t in joins if any(t in o for o in outputs)}
            best.setdefault(len(pieces & held) + len(shaped) + bool(shaped and joins), []).append(s)
    most = max(best, default=0)
    # (of a method and a function nested in it that holds them, the nested one)
    inner = [
        s
        for s in best.get(most, [])
        if not any(t is not s and s.line <= t.line <= t.end_line <= s.end_line for t in best[most])
    ]
    return inner if most >= 2 and len(inner) == 1 else []


# "Which private helper of Struct takes {policy: [keys]} and flips it ...?"
PRIVATE_KIND = re.compile(
    r"\bwhich\s+(?:\w+\s+)?(?:private|internal)\s+(?:helper|method|function)s?\b", re.I
)


def _private_first(q: Question, candidates: list[Symbol]) -> list[Symbol]:
    """A private definition asked for ("which private helper of Struct ..."): the best of the
    first five whose name starts with an underscore (never a ``__dunder__``), before the public
    ones ranked above it (``Struct.merge``, named in the question, before ``__dict_invert``)."""
    if not candidates or not PRIVATE_KIND.search(q.text):
        return candidates
    private = next(
        (c for c in candidates[:5] if c.name.startswith("_") and not c.name.endswith("__")), None
    )
    return [private, *(c for c in candidates if c is not private)] if private else candidates


PRIVATE_ASKED = re.compile(
    r"\b(?:(?:as\s+opposed\s+to|not|rather\s+than|instead\s+of|unlike)\s+the\s+public|"
    r"the\s+(?:private|internal|underscored?)\s+(?:one|method|function|version|helper))\b",
    re.I,
)


def _private_twin(q: Question, candidates: list[Symbol]) -> list[Symbol]:
    """ "Which method does the real conversion, as opposed to the public one that caches it?":
    ``_parse``, the private twin of the ``parse`` ranked first."""
    if not candidates or not PRIVATE_ASKED.search(q.text):
        return candidates
    owner, dot, name = candidates[0].qualname.rpartition(".")
    twin = next((c for c in candidates[1:] if c.qualname == f"{owner}{dot}_{name}"), None)
    return [twin, *(c for c in candidates if c is not twin)] if twin else candidates


def _not_named_for_what_is_ruled_out(q: Question, candidates: list[Symbol]) -> list[Symbol]:
    """When the first candidate's name says what the question rules out, the others of the
    first three go before it, if one of them is named for what the question asks instead ("the
    plain-Python power iteration, with dicts rather than numpy/scipy": ``_pagerank_python``,
    not ``_pagerank_scipy``; "answers with a web page instead of a proper error" moves nothing:
    no other name says *web* or *page*)."""
    said = RULED_OUT.search(q.text)
    if said is None or len(candidates) < 2:
        return candidates
    ruled = set(words(said[1].replace("/", " ")))
    wanted = set(words(q.text[: said.start()].replace("-", " "))) - ruled
    head = candidates[:3]
    if not ruled & set(words(head[0].name)):
        return candidates
    clear = [c for c in head if not ruled & set(words(c.name))]
    if not any(wanted & set(words(c.name)) for c in clear):
        return candidates
    return clear + [c for c in head if c not in clear] + candidates[3:]


def _instance_of(index: WorkspaceIndex | None, named: list[Symbol], text: str) -> list[Symbol]:
    """The class a constant said is an instance of (``r_ = RClass()``), when the workspace
    defines it."""
    for constant in named:
        ticked = re.search(rf"`[^`\n]*\b{re.escape(constant.name)}(?!\w)[^`\n]*`", text)
        if not (ticked or code_name(constant.name)):
            continue  # ("the failures our CI stored": a word, not the constant ``CI``)
        m = re.match(rf"{re.escape(constant.name)}\s*=\s*([\w.]+)\(", constant.signature)
        classes = [c for c in index.named(m[1]) if c.kind == "class"] if m and index else []
        if constant.kind == "constant" and classes:
            return classes
    return []


# the method Python calls for an operator written between two values (the data model:
# https://docs.python.org/3/reference/datamodel.html#emulating-numeric-types)
OPERATOR_METHODS = {
    "**": "__pow__", "//": "__floordiv__", "<<": "__lshift__", ">>": "__rshift__",
    "==": "__eq__", "!=": "__ne__", "<=": "__le__", ">=": "__ge__", "|": "__or__",
    "&": "__and__", "^": "__xor__", "+": "__add__", "-": "__sub__", "*": "__mul__",
    "/": "__truediv__", "%": "__mod__", "@": "__matmul__", "<": "__lt__", ">": "__gt__",
}  # fmt: skip
_OPERATOR = re.compile(
    r"(?<=[\w)\]])\s+(" + "|".join(re.escape(o) for o in OPERATOR_METHODS) + r")\s+(?=[\w(\[])"
)


def _operator_methods(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The methods behind the one operator a backticked expression of the question writes
    between two values (`a | b`: ``__or__``), those of a class the question names first."""
    if index is None:
        return []
    found: list[Symbol] = []
    quoted = re.findall(r"`([^`\n]+)`", q.text)
    # (an operator alone is the one used only when it is the only one said: "turns Eq into Ne
    # and `<` into `>=`" names what is made, not an operator applied)
    alone = [c for c in quoted if c.strip() in OPERATOR_METHODS]
    for code in quoted:
        flat = code
        while re.search(r"\([^()]*\)|\[[^\[\]]*\]|'[^']*'|\"[^\"]*\"", flat):
            flat = re.sub(r"\([^()]*\)|\[[^\[\]]*\]|'[^']*'|\"[^\"]*\"", "", flat)
        # (spaced as code is written between two values: `U+2603` is no sum)
        ops = {m[1] for m in _OPERATOR.finditer(flat) if m[0][0].isspace()}
        if flat.strip() in OPERATOR_METHODS and len(alone) == 1:  # "combine two filters with `|`"
            ops = {flat.strip()}
        if len(ops) == 1:
            found += [s for s in index.named(OPERATOR_METHODS[ops.pop()]) if s.kind == "method"]
    said = set(q.words)
    found.sort(key=lambda s: (is_test(s.path), not said & set(words(s.qualname)), s.path, s.line))
    return found


# "... (used by round)?": the one function a plain word at the end names
USED_BY = re.compile(r"\b(?:used|called)\s+by\s+`?([A-Za-z_]\w*)`?(?:\(\))?\)?\s*[?.!]*\s*$")


def _user_said(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The function a which-question says its answer is used by, in a plain word ("which
    function gives the magnitude of a number (used by round)?"): the definitions of that name
    in the files said, if any; [] when there is none."""
    by = USED_BY.search(q.text)
    if index is None or by is None:
        return []
    return [
        s
        for s in index.named(by[1])
        if s.kind in CALLABLE and (not q.files or any(s.path.endswith(f) for f in q.files))
    ]


def _helpers_used(
    q: Question, index: WorkspaceIndex | None, user: Symbol, kinds: tuple[str, ...] = CALLABLE
) -> list[Symbol]:
    """The functions (or classes) ``user`` calls, ranked by the question's other words, when the
    question asks which one it uses ("which helper does F use to ...", "which class does F hand
    a DataFrame to"); [] when it does not ask that or none of them says any of those words."""
    if index is None or user.kind not in CALLABLE:
        return []
    name = re.escape(user.name)
    if not re.search(
        rf"\b(?:does|do|did)\s+`?(?:[\w.]+\.)?{name}`?(?:\(\))?\s+{HELPER_VERB}|"
        # "which function is factor_terms using to pull ... out of a Sum?"
        rf"\b(?:is|are|was)\s+`?(?:[\w.]+\.)?{name}`?(?:\(\))?\s+(?:using|calling|invoking)\b|"
        # "which function turns ... into ... for make_interp_spline?": one it calls, said last
        rf"\b(?:for|inside|within|used\s+by|called\s+by|behind)\s+`?(?:[\w.]+\.)?{name}`?(?:\(\))?"
        r"\)?\s*[?.!]*\s*$",  # ("... (used by round)?")
        q.text,
    ):
        return []
    passed: dict[str, set[str]] = {}  # each name called, and the words of what it is passed
    for n in range(user.body_line or user.line, user.end_line + 1):
        text = index.line(user.path, n)
        for call in CALL.finditer(text):
            passed.setdefault(call[1], set()).update(words(text[call.end() :]))
        # a class may be named, then called by another name (`writer = JSONTableWriter`)
        if kinds == ("class",):
            for named_class in re.findall(r"\b[A-Z]\w*[a-z]\w*\b", text):
                passed.setdefault(named_class, set()).update(words(text))
    passed.pop(user.name, None)
    said = set(words(user.name)) | set(words(HELPER_VERB_WORDS))
    query = dataclasses.replace(q, words=[w for w in q.words if w not in said])
    if not passed or not query.words:
        return []
    helpers = [s for s in ranked(query, index, kinds, limit=400) if s.name in passed]
    # "... when I pass weight=...": the one passed what the question says, first
    return sorted(helpers, key=lambda s: -len(passed[s.name] & set(query.words)))


# "the shared code path behind sqf() and factor()", "the helper both f and g call", "which
# function do blackman, nuttall and flattop all end up calling"
SHARED = re.compile(
    # ("which helper does the division in nanmean/nanvar": one helper of the two named)
    r"\b(?:shared|common|both|underlying|under\s+the\s+hood|in\s+common|the\s+same\s+helper|helper|"
    r"all\s+(?:of\s+them\s+|three\s+|four\s+|five\s+)?(?:end\s+up\s+)?(?:call|use|invoke|"
    r"rely\s+on|go\s+through|hand\s+off\s+to|delegate\s+to)\w*)\b",
    re.I,
)


def _shared_callees(q: Question, index: WorkspaceIndex | None, named: list[Symbol]) -> list[Symbol]:
    """The functions every one of two or more named functions calls, when the question asks
    what they share; [] otherwise. Names said plainly count ("do blackman and nuttall both
    call"), as a name said in backticks does."""
    if index is None or not SHARED.search(q.text):
        return []
    users = {s.name: s for s in named if s.kind in CALLABLE}
    for word in sorted(plain_words(q, 3)):
        # (a plain word names a function only in a list of them: "blackman, nuttall and
        # flattop", "nanmean/nanvar"; "glues the iframe selector onto the inner one" names none)
        listed = rf"\b{re.escape(word)}\s*(?:,|/|\s(?:and|or|&)\s)|(?:,|/|\s(?:and|or|&)\s)\s*{re.escape(word)}\b"
        found = [s for s in index.named(word) if s.kind in CALLABLE and not is_test(s.path)]
        if found and word not in users and re.search(listed, q.text):
            users[word] = found[0]
    if len(users) < 2:
        return []
    called: set[str] | None = None
    for user in users.values():
        names = {
            call[1]
            for n in range(user.body_line or user.line, user.end_line + 1)
            for call in CALL.finditer(index.line(user.path, n))
        }
        called = names if called is None else called & names
    common = (called or set()) - set(users)
    found = [s for s in ranked(q, index, CALLABLE, limit=400) if s.name in common] or [
        s for s in index.symbols if s.kind in CALLABLE and s.name in common
    ]
    # the one they all hand their result to first (``return _general_cosine_impl(M, a, ...)``),
    # not a guard every one of them calls on the way (``_len_guards(M)``)
    returned = {
        call[1]
        for user in users.values()
        for _line, expr in user.returns
        for call in CALL.finditer(expr)
    }
    return sorted(found, key=lambda s: s.name not in returned)


# what a question says a function does with another ("does F use / call / rely on / hand off to")
HELPER_VERB = (
    r"(?:\w+\s+)?(?:use|uses|call|calls|invoke|rely\s+on|delegate\s+to|lean\s+on|"
    r"(?:hand|pass|give|send)\s+(?:\w+\s+){1,3}?to)\b"
)
HELPER_VERB_WORDS = "use call invoke rely delegate hand pass give send lean"


# what a which-question says is made: "turns the raw dicts into BlockDeviceType objects",
# "which function builds the `Frame`"
MADE_SAID = re.compile(
    r"\b(?:into|as)\s+(?:an?\s+|the\s+|new\s+)*`?(?P<name>_*[A-Z]\w*[a-z]\w*)`?\s+"
    r"(?:objects?|instances?)\b|\b(?:builds?|creates?|constructs?|instantiates?)\s+"
    r"(?:an?\s+|the\s+|new\s+)*`?(?P<made>_*[A-Z]\w*[a-z]\w*)`?(?!\w)"
)


def _makers(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The functions (one to three, innermost) whose body calls the class a which-question
    says is made, written in code as ``Name(``."""
    m = MADE_SAID.search(q.text)
    if index is None or m is None:
        return []
    call = re.compile(rf"(?<![\w.]){re.escape(m['name'] or m['made'])}\(")
    found = [
        s
        for s in index.symbols
        if s.kind in CALLABLE
        and any(call.search(index.line(s.path, n)) for n in range(s.line + 1, s.end_line + 1))
    ]
    inner = [
        s for s in found if not any(o is not s and s.line <= o.line <= s.end_line for o in found)
    ]
    return inner if len(inner) <= 3 else []


# "which function builds / fills / populates TAGS_V2 ...": a table the code fills in
FILLS_SAID = re.compile(
    r"\b(?:builds?|fills?(?:\s+in)?|populates?|sets?\s+up|initiali[sz]es|assembles?|"
    r"generates?|computes?|creates?|updates?|writes?\s+(?:to|into))\s+(?:the\s+)?`?([A-Za-z_]\w*)",
    re.I,
)


def _fillers(q: Question, index: WorkspaceIndex | None, named: list[Symbol]) -> list[Symbol]:
    """The functions whose body fills the module-level table a which-question says is built
    ("which function builds TAGS_V2 and TAGS_V2_GROUPS out of the private _tags_v2 dicts?":
    ``_populate``, which assigns their items), those filling most of the tables said first."""
    said = FILLS_SAID.search(q.text)
    if index is None or said is None:
        return []
    tables = [s.name for s in named if s.kind == "constant" and "." not in s.qualname]
    if said[1] not in tables:  # (the table is the verb's object)
        return []
    tables = [t for t in tables if re.search(rf"\b{re.escape(t)}\b", q.text[said.start() :])]
    filled = [
        re.compile(
            rf"(?<![\w.]){re.escape(t)}\s*(?:\[[^\]\n]*\]\s*)?(?:=(?!=)|[-+|]=|"
            r"\.(?:update|append|extend|add|setdefault|insert)\()"
        )
        for t in tables
    ]
    found: list[tuple[int, Symbol]] = []
    for s in index.symbols:
        if s.kind not in CALLABLE:
            continue
        body = [index.line(s.path, n) for n in range(s.line + 1, s.end_line + 1)]
        held = sum(any(f.search(line) for line in body) for f in filled)
        if held:
            found.append((held, s))
    most = max((h for h, _s in found), default=0)
    return [s for h, s in found if h == most]


GOT_FROM_CALL = re.compile(
    r"\b(?:get|gets|got|getting|receive|receives|obtain|end\s+up\s+with|comes?\s+back|returned|"
    r"hands?\s+(?:me\s+)?back)\b[^?.]*?\bfrom\s+`?([\w.]+)\((?:\.\.\.|…)?\)",
    re.I,
)


# "which IntegerRing method hands me QQ back?", "which function returns `ZZ`?": a name said as
# what comes back
NAME_GIVEN_BACK = re.compile(
    r"\b(?:returns?|gives?\s+(?:me\s+|us\s+|you\s+)?back|hands?\s+(?:me\s+|us\s+|you\s+)?back|"
    r"hands?\s+(?:me|us|you)\s+`?(?P<handed>[\w.]+)`?\s+back|gives?\s+(?:me|us|you)\s+`?"
    r"(?P<given>[\w.]+)`?\s+back)(?:\s+`?(?P<name>[\w.]+)`?)?",
    re.I,
)


def _returning_said(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The functions (of the class said, if one is) whose return statements give back exactly
    the name a question says comes back ("which IntegerRing method hands me QQ back?":
    ``get_field``, ``return QQ``), when at most three do; else []."""
    said = NAME_GIVEN_BACK.search(q.text)
    if said is None or index is None:
        return []
    name = said["handed"] or said["given"] or said["name"] or ""
    if name not in q.symbols:
        return []
    owners = [n for n in q.symbols if n != name]
    returning = [
        s
        for s in index.symbols
        if s.kind in CALLABLE
        and (not owners or s.qualname.split(".")[0] in owners)
        and any(
            re.fullmatch(rf"{re.escape(name)}(?:\(.*\))?", expr.strip()) for _n, expr in s.returns
        )
    ]
    return returning if len(returning) <= 3 else []


def _class_got(q: Question, index: WorkspaceIndex | None) -> list[Symbol]:
    """The classes a call said in the question makes ("which class do I actually get from
    anyio.Lock()?": what ``Lock.__new__`` builds, an adapter or a backend's lock), or []."""
    said = GOT_FROM_CALL.search(q.text)
    if said is None or index is None:
        return []
    name = said[1].split(".")[-1]
    called = [s for s in index.named(name) if s.kind in ("class", *CALLABLE)][:1]
    makers = [
        m
        for c in called
        for m in (index.named(f"{c.name}.__new__") if c.kind == "class" else [c])
        if m.path == c.path
    ]
    return [k for m in makers for k in _classes_made(index, m) if k.name != name]


def _classes_made(index: WorkspaceIndex | None, symbol: Symbol) -> list[Symbol]:
    """The classes of the workspace that the body of function ``symbol`` instantiates."""
    if index is None or symbol.kind not in CALLABLE:
        return []
    start = (symbol.doc_lines[1] + 1) if symbol.doc_lines else symbol.line  # no docstring's
    body = "\n".join(index.line(symbol.path, n) for n in range(start, symbol.end_line + 1))
    # (or by one of its class methods: ``_OrList.create([self, other])``)
    called = dict.fromkeys(
        re.findall(r"(?<!\w)(_*[A-Z]\w*)(?:\.(?:create|from_\w+|new|make))?\(", body)
    )
    return [s for name in called for s in index.named(name)[:1] if s.kind == "class"]


ROLE_MARGIN = 2.0  # how far the best match must lead the best named for a role to go first


def _plays(symbol: Symbol, role: str) -> bool:
    """Whether a class's or a function's name says it plays ``role`` ("SlidesExporter",
    "bool_validator")."""
    name = symbol.name.lower()
    if symbol.kind == "class":
        return name.endswith(role) and len(name) > len(role)
    return symbol.kind == "function" and name.endswith("_" + role)


def _role_ranked(q: Question, index: WorkspaceIndex | None, role: str) -> list[Symbol]:
    """The classes and functions playing ``role``, ranked by the question's words (a class by
    its best method's too, as ``ranked_classes`` does)."""
    if index is None:
        return []
    best: dict[int, tuple[float, Symbol]] = {}
    for score, s in scored(q, index, CODE_KINDS, limit=80):
        holder = s if _plays(s, role) else owner_class(index, s)
        if holder is None or not _plays(holder, role):
            continue
        score = score if holder is s else METHOD_SHARE * score
        if id(holder) not in best or best[id(holder)][0] < score:
            best[id(holder)] = (score, holder)
    return [s for _score, s in sorted(best.values(), key=lambda h: (-h[0], h[1].path, h[1].line))]


def _which_file(
    state: TurnState, q: Question, index: WorkspaceIndex | None, candidates: list[Symbol]
) -> Step:
    score: Counter = Counter()
    for rank, s in enumerate(candidates):
        score[s.path] += 1 / (rank + 1)
    best = sorted(score, key=lambda p: (-score[p], p))
    if "view" not in state.names:
        top = next(s for s in candidates if s.path == best[0])
        return Step([("view", view_of(top))], f"Reading `{best[0]}`.")
    main = next(s for s in candidates if s.path == best[0])
    lines = [
        f"`{best[0]}` is the file: {title(main)} at {cite(state, index, main.path, main.line)}."
    ]
    if len(best) > 1:
        lines.append("Also relevant: " + ", ".join(f"`{p}`" for p in best[1:3]) + ".")
    return Step(text="\n\n".join(lines))
