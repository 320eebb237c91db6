"""The two-hundred-and-twenty-third held-out set: questions on four modules of SymPy, copied from the
installed site-packages (sympy 1.14.0: ``sympy/core/facts.py``, ``sympy/assumptions/refine.py``,
``sympy/utilities/decorator.py`` and ``sympy/printing/dot.py``), written blind: by reading only
those four files, ``heldout128_questions.py`` for the format, ``question_helpers.py`` and the gold
functions of ``bench_answers.py`` (``gold_lines``, ``own_returns``, ``check_effect`` and what they
call), never the model's code, its notes or any other set, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (the fact-deduction engine most, then
``refine``, the utility decorators and the DOT printer). About a fifth of them are in the user's
own words (``"own": True``: behaviour described in everyday words the code and its docstrings do
not use for it, with one definition that fits); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` on this file (every
grep gold matches lines, every named definition is exactly one); each command was run against the
installed sympy 1.14.0 and its expected text is an exact substring of what it printed; each edit
that is not to be declined was made by hand on a scratch copy of its workspace and
``bench_answers.check_effect`` held after it. The commands need the whole package to import, so
they run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h223_sympy_facts": ["sympy/core/facts.py"],
    "h223_sympy_refine": ["sympy/assumptions/refine.py"],
    "h223_sympy_decorator": ["sympy/utilities/decorator.py"],
    "h223_sympy_dot": ["sympy/printing/dot.py"],
}

FACTS = "sympy/core/facts.py"
REFINE = "sympy/assumptions/refine.py"
DECO = "sympy/utilities/decorator.py"
DOT = "sympy/printing/dot.py"


QUESTIONS: list[dict] = [
    # --- sympy/core/facts.py -----------------------------------------------------------------
    q(
        "h223_sympy_facts",
        "where",
        "Where is FactKB._tell defined?",
        {"def": "FactKB._tell"},
    ),
    q(
        "h223_sympy_facts",
        "where",
        "in facts.py, whereabouts is rules_2prereq",
        {"def": "rules_2prereq"},
    ),
    q(
        "h223_sympy_facts",
        "returns",
        "What does _as_pair give back for a negated atom vs. a plain one?",
        {"returns": "_as_pair"},
    ),
    q(
        "h223_sympy_facts",
        "calls",
        "who calls transitive_closure()",
        grep(r"= transitive_closure\(", FACTS),
    ),
    q(
        "h223_sympy_facts",
        "calls",
        "I'm trying to see how the (fact, bool) tuples get built. Where is `_as_pair` used?",
        grep(r"(?<!def )_as_pair\(", FACTS),
    ),
    q(
        "h223_sympy_facts",
        "raises",
        "Building my rules fails with 'implications are inconsistent: ...'. Which line raises "
        "that?",
        grep(r"raise ValueError\($|implications are inconsistent", FACTS),
    ),
    q(
        "h223_sympy_facts",
        "raises",
        "FactRules(['a => b']) gives me ValueError: unknown op '=>' - where does that come from?",
        grep(r"raise ValueError\('unknown op", FACTS),
    ),
    q(
        "h223_sympy_facts",
        "raises",
        'where is the TypeError "Cond is not And" thrown',
        grep(r'raise TypeError\("Cond is not And"\)', FACTS),
    ),
    q(
        "h223_sympy_facts",
        "raises",
        "Where exactly does the knowledge base raise InconsistentAssumptions?",
        grep(r"raise InconsistentAssumptions\(", FACTS),
    ),
    q(
        "h223_sympy_facts",
        "raises",
        "The Prover swallows TautologyDetected in process_rule. Where does it get raised in "
        "the first place?",
        grep(r"raise TautologyDetected\(", FACTS),
    ),
    run(
        "h223_sympy_facts",
        "Can you run {} for me and tell me what comes out?",
        "from sympy.core.facts import FactRules, FactKB; "
        "kb = FactKB(FactRules(['a -> b', 'b -> c', 'c -> !d'])); "
        "kb.deduce_all_facts({'a': True}); print(sorted(kb.items()))",
        "[('a', True), ('b', True), ('c', True), ('d', False)]",
    ),
    q(
        "h223_sympy_facts",
        "which",
        "which function in the facts module pushes the And-rules into the alpha chains and "
        "records which beta rules each fact might trigger?",
        {"body": "apply_beta_to_alpha_route"},
    ),
    q(
        "h223_sympy_facts",
        "which",
        "I've got a pile of one-way 'if this then that' links. Which function keeps adding "
        "shortcut links so that whenever you can get from one thing to another by following a "
        "chain, there's also a direct link?",
        {"body": "transitive_closure"},
        own=True,
    ),
    q(
        "h223_sympy_facts",
        "how",
        "How does FactKB.deduce_all_facts decide that a beta rule fires, and when does its loop "
        "stop?",
        {"body": "FactKB.deduce_all_facts"},
    ),
    q(
        "h223_sympy_facts",
        "how",
        "Say the store already holds positive=False for something and I now feed it "
        "positive=True. What happens then -- and what if I just repeat the value it already "
        "had?",
        {"body": "FactKB._tell"},
        own=True,
    ),
    q(
        "h223_sympy_facts",
        "edit",
        "Prover._process_rule in sympy/core/facts.py has no docstring at all. Could you add one? "
        "(It splits a -> b into simpler rules: And/Or on the right are broken up, And on the "
        "left is stored as a beta rule, atoms become a -> b plus !b -> !a.)",
        {"effect": {"docstring": "Prover._process_rule"}},
    ),
    q(
        "h223_sympy_facts",
        "edit",
        "deduce_all_facts is our bottleneck. Please rewrite the facts engine as a proper RETE "
        "network with incremental beta memories and show me it's faster on the real "
        "assumption rules.",
        {"effect": {"declined": True}},
    ),
    # --- sympy/assumptions/refine.py ---------------------------------------------------------
    q(
        "h223_sympy_refine",
        "where",
        "where's refine_atan2 ?",
        {"def": "refine_atan2"},
    ),
    q(
        "h223_sympy_refine",
        "returns",
        "what can refine_arg return? does it ever return None?",
        {"returns": "refine_arg"},
    ),
    q(
        "h223_sympy_refine",
        "calls",
        "Which handlers fall back on `_refine_reim`?",
        grep(r"return _refine_reim\(", REFINE),
    ),
    q(
        "h223_sympy_refine",
        "const",
        "Where's the mapping from class name ('Abs', 'Pow', ...) to handler function set up?",
        grep(r"^handlers_dict", REFINE),
    ),
    run(
        "h223_sympy_refine",
        "Quick one: what does {} print?",
        "from sympy import refine, atan2, Q; from sympy.abc import x, y; "
        "print(refine(atan2(y, x), Q.positive(y) & Q.negative(x)))",
        "atan(y/x) + pi",
    ),
    q(
        "h223_sympy_refine",
        "which",
        "For a symmetric MatrixSymbol, which handler swaps X[1, 0] into X[0, 1]?",
        {"body": "refine_matrixelement"},
    ),
    q(
        "h223_sympy_refine",
        "which",
        "If all I know is that a single value is below zero, which piece of the simplifier says "
        "its polar angle is exactly pi?",
        {"body": "refine_arg"},
        own=True,
    ),
    q(
        "h223_sympy_refine",
        "how",
        "When I simplify |a*b| knowing only that a is positive, how does it work out what can be "
        "pulled out of the bars and what has to stay inside?",
        {"body": "refine_abs"},
        own=True,
    ),
    q(
        "h223_sympy_refine",
        "how",
        "how does refine() decide whether to recurse again on what a handler returned, or stop?",
        {"body": "refine"},
    ),
    q(
        "h223_sympy_refine",
        "how",
        "How does refine_Pow simplify (-1)**(x + y + z) when some of the exponent's terms are "
        "known to be even or odd?",
        {"body": "refine_Pow"},
    ),
    q(
        "h223_sympy_refine",
        "edit",
        "In refine_sign, `if ask(Q.real(arg)):` doesn't pass the assumptions along. Please "
        "change it to `if ask(Q.real(arg), assumptions):`.",
        {
            "effect": {
                "text_replaced": [
                    REFINE,
                    "if ask(Q.real(arg)):",
                    "if ask(Q.real(arg), assumptions):",
                ]
            }
        },
    ),
    # --- sympy/utilities/decorator.py --------------------------------------------------------
    q(
        "h223_sympy_decorator",
        "where",
        "Hi, where is memoize_property defined in sympy's utilities?",
        {"def": "memoize_property"},
    ),
    q(
        "h223_sympy_decorator",
        "returns",
        "What does no_attrs_in_subclass.__get__ return when it's looked up on the class it was "
        "made for?",
        {"returns": "no_attrs_in_subclass.__get__"},
    ),
    q(
        "h223_sympy_decorator",
        "calls",
        "threaded_factory: who calls it?",
        grep(r"return threaded_factory\(", DECO),
    ),
    q(
        "h223_sympy_decorator",
        "raises",
        'I put @public on a functools.partial and got "TypeError: expected a function or a '
        "class\". Where's that raised?",
        grep(r"raise TypeError\(", DECO),
    ),
    q(
        "h223_sympy_decorator",
        "raises",
        "where does no_attrs_in_subclass raise AttributeError for subclasses?",
        grep(r"raise AttributeError", DECO),
    ),
    q(
        "h223_sympy_decorator",
        "which",
        "Which decorator puts mpmath.mp.dps back the way it was once the wrapped function is done?",
        {"body": "conserve_mpmath_dps"},
    ),
    q(
        "h223_sympy_decorator",
        "which",
        "is there something I can stick on a function or class so it's listed among what the "
        "module exports, without me keeping that list up to date by hand? which one?",
        {"body": "public"},
        own=True,
    ),
    q(
        "h223_sympy_decorator",
        "how",
        "How does @deprecated handle being put on a class rather than a function -- does it "
        "warn in __new__ or __init__?",
        {"body": "deprecated.deprecated_decorator"},
        {"body": "deprecated"},
    ),
    q(
        "h223_sympy_decorator",
        "how",
        "I wrapped my function so it gets applied piece by piece. If I hand it an equation, or "
        "a grid of numbers, what does it actually call my function on?",
        {"body": "threaded_factory.threaded_func"},
        {"body": "threaded_factory"},
        own=True,
    ),
    q(
        "h223_sympy_decorator",
        "edit",
        "sympy/utilities/decorator.py: change the default stacklevel of deprecated() from 3 to 2.",
        {
            "effect": {
                "text_replaced": [
                    DECO,
                    "active_deprecations_target, stacklevel=3):",
                    "active_deprecations_target, stacklevel=2):",
                ]
            }
        },
    ),
    q(
        "h223_sympy_decorator",
        "edit",
        "Something is off with doctest_depends_on when it decorates a class: the dependency "
        "info still seems to leak into subclasses. Can you track down the bug and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- sympy/printing/dot.py ---------------------------------------------------------------
    q(
        "h223_sympy_dot",
        "where",
        "where is dotedges",
        {"def": "dotedges"},
    ),
    q(
        "h223_sympy_dot",
        "returns",
        "What's the return value of purestr when with_args=True?",
        {"returns": "purestr"},
    ),
    q(
        "h223_sympy_dot",
        "calls",
        "Where does dot.py call attrprint?",
        grep(r"attrprint\((style|graphstyle)", DOT),
    ),
    q(
        "h223_sympy_dot",
        "const",
        "dotprint lays the graph out top-down by default. Where's that default rankdir set?",
        grep(r"^_graphstyle = ", DOT),
    ),
    run(
        "h223_sympy_dot",
        "What label does the node get? Run {}",
        "from sympy.printing.dot import dotnode; from sympy.abc import x; "
        "print(dotnode(x**2, repeat=False))",
        '"label"="Pow"',
    ),
    q(
        "h223_sympy_dot",
        "which",
        "which function merges the style dicts for an expression according to its class?",
        {"body": "styleof"},
    ),
    q(
        "h223_sympy_dot",
        "which",
        "In the graph output, which function writes the arrows from each box down to the boxes "
        "right under it, tagging each of those with where it sits in the tree?",
        {"body": "dotedges"},
        own=True,
    ),
    q(
        "h223_sympy_dot",
        "how",
        "In the drawn tree, how does it choose the text inside each bubble? Inner bubbles seem "
        "to show only the kind of operation while the leaves show the value itself.",
        {"body": "dotnode"},
        own=True,
    ),
    q(
        "h223_sympy_dot",
        "edit",
        "I'd like dotprint graphs to go left to right by default: set _graphstyle to "
        "{'rankdir': 'LR', 'ordering': 'out'} in dot.py.",
        {"effect": {"value_set": [DOT, "_graphstyle", "{'rankdir': 'LR', 'ordering': 'out'}"]}},
    ),
]
