"""The two-hundred-and-thirty-third held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0: ``sympy/polys/polyutils.py``;
jedi 0.20.0: ``jedi/inference/value/function.py``; playwright 1.65.3:
``playwright/_impl/event_emitter.py``; antlr4-python3-runtime 4.13.2: ``antlr4/atn/Transition.py``),
written blind: by reading only those files (and the set format, the question helpers and the gold
functions of ``bench_answers.py``), never the model's code, its notes, its tests or other sets, and
never asking the model anything. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (sympy's polynomial utilities most, then jedi's
function values, playwright's event emitter, antlr's ATN transitions). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code and its docstrings do not use for it, with one definition that fits); the rest name
the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``; each
command was run against the installed packages and its expected text is an exact substring of its
output (no addresses, no times); each concrete edit was made by hand on a scratch copy of its
workspace and ``bench_answers.check_effect`` held after it; the two declined requests (a
thread-safety rewrite, a bug hunt) were checked to leave the workspace as it was.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h233_sympy_polyutils": ["sympy/polys/polyutils.py"],
    "h233_jedi_function": ["jedi/inference/value/function.py"],
    "h233_playwright_event_emitter": ["playwright/_impl/event_emitter.py"],
    "h233_antlr4_transition": ["antlr4/atn/Transition.py"],
}

POLY = "sympy/polys/polyutils.py"
FUNC = "jedi/inference/value/function.py"
EMIT = "playwright/_impl/event_emitter.py"
TRANS = "antlr4/atn/Transition.py"


QUESTIONS: list[dict] = [
    # --- sympy/polys/polyutils.py ------------------------------------------------------------
    q(
        "h233_sympy_polyutils",
        "where",
        "Where's _unify_gens defined?",
        {"def": "_unify_gens"},
    ),
    q(
        "h233_sympy_polyutils",
        "returns",
        "what does _not_a_coeff return? I noticed it doesn't seem to return False for ordinary "
        "numbers",
        {"returns": "_not_a_coeff"},
    ),
    q(
        "h233_sympy_polyutils",
        "calls",
        "In polyutils, where does _sort_gens get called from?",
        grep(r"= _sort_gens\(", POLY),
    ),
    q(
        "h233_sympy_polyutils",
        "raises",
        "Poly() on an expression with noncommuting symbols fails with 'non-commutative expressions "
        "are not supported'. Which lines raise that?",
        grep(r"raise PolynomialError\('non-commutative expressions are not supported'\)", POLY),
    ),
    q(
        "h233_sympy_polyutils",
        "raises",
        "GeneratorsError: unable to drop generators -- where does that come from?",
        grep(r'raise GeneratorsError\("unable to drop generators"\)', POLY),
    ),
    q(
        "h233_sympy_polyutils",
        "raises",
        "When sorting roots I sometimes get NotImplementedError saying it could not compute a root "
        "with precision. Where is that raised?",
        grep(r'raise NotImplementedError\("could not compute root with precision"\)', POLY),
    ),
    q(
        "h233_sympy_polyutils",
        "const",
        "where is the table that gives each single-letter symbol name its sort priority (the one "
        "that puts x, y, z ahead of a, b, c)?",
        grep(r"^_gens_order = \{", POLY),
    ),
    q(
        "h233_sympy_polyutils",
        "which",
        "I have a handful of solutions that are all plain numbers. Which function lines them up so "
        "the ones sitting on the number line come ahead of the complex ones, and can also give "
        "me the two groups back as two lists?",
        {"body": "_nsort"},
        own=True,
    ),
    q(
        "h233_sympy_polyutils",
        "which",
        "which piece lets my own objects support `obj ** n` just by squaring over and over and "
        "multiplying in the right intermediate results, optionally taking a remainder after every "
        "multiplication?",
        {"body": "IntegerPowerable.__pow__"},
        {"body": "IntegerPowerable"},
        own=True,
    ),
    q(
        "h233_sympy_polyutils",
        "which",
        "Which function in polyutils.py turns a {exponent tuple: coefficient} dict back into an "
        "ordinary sympy expression?",
        {"body": "expr_from_dict"},
    ),
    q(
        "h233_sympy_polyutils",
        "how",
        "How does _sort_gens decide the order of the generators? e.g. why do I get x before a, "
        "and what happens with numbered ones like b2 vs b10?",
        {"body": "_sort_gens"},
    ),
    q(
        "h233_sympy_polyutils",
        "how",
        "Quick question about PicklableWithSlots.__getstate__: how does it collect the state of "
        "the base classes, given that Python 3.11 added object.__getstate__?",
        {"body": "PicklableWithSlots.__getstate__"},
    ),
    q(
        "h233_sympy_polyutils",
        "how",
        "when I don't tell it which symbols are the variables, what decides whether something "
        "like sqrt(2) or I in a term stays part of the multiplier or becomes a variable of its own?",
        {"body": "_parallel_dict_from_expr_no_gens"},
        own=True,
    ),
    run(
        "h233_sympy_polyutils",
        "can you run {} for me and tell me the order it prints?",
        "from sympy import symbols; from sympy.polys.polyutils import _sort_gens; "
        "print(_sort_gens(symbols('z a x1 x y b10 b2')))",
        "(x, x1, y, z, a, b2, b10)",
    ),
    q(
        "h233_sympy_polyutils",
        "edit",
        "sympy/polys/polyutils.py: set _max_order to 2000 instead of 1000, please.",
        {"effect": {"value_set": [POLY, "_max_order", "2000"]}},
    ),
    q(
        "h233_sympy_polyutils",
        "edit",
        "The precision check in _nsort evaluates the parts with only 2 digits. Change "
        "`i.n(2).as_real_imag()` to `i.n(15).as_real_imag()` there.",
        {"effect": {"text_replaced": [POLY, "i.n(2).as_real_imag()", "i.n(15).as_real_imag()"]}},
    ),
    # --- jedi/inference/value/function.py ----------------------------------------------------
    q(
        "h233_jedi_function",
        "where",
        "where is FunctionValue.from_context",
        {"def": "FunctionValue.from_context"},
    ),
    q(
        "h233_jedi_function",
        "returns",
        "What does FunctionMixin.get_type_hint give back, both when the def has a return "
        "annotation and when it doesn't?",
        {"returns": "FunctionMixin.get_type_hint"},
    ),
    q(
        "h233_jedi_function",
        "calls",
        "who calls _get_yield_lazy_value",
        grep(r"self\._get_yield_lazy_value\(", FUNC),
    ),
    q(
        "h233_jedi_function",
        "calls",
        "Where is `_find_overload_functions` used in function.py?",
        grep(r"= list\(_find_overload_functions\(", FUNC),
    ),
    q(
        "h233_jedi_function",
        "raises",
        "The base execution context's infer_annotations -- where does it raise NotImplementedError?",
        grep(r"^\s+raise NotImplementedError$", FUNC),
    ),
    q(
        "h233_jedi_function",
        "which",
        "When jedi executes a function that has several @overload variants, which method goes "
        "through them and picks the one whose signature matches the arguments?",
        {"body": "OverloadedFunctionValue.py__call__"},
    ),
    q(
        "h233_jedi_function",
        "which",
        "which method checks whether a function body has any yield in it?",
        {"body": "BaseFunctionExecutionContext.is_generator"},
    ),
    q(
        "h233_jedi_function",
        "which",
        "Those nameless one-expression functions people pass to sorted() -- which class gives "
        "them something to be called by, and takes its position from the expression itself?",
        {"body": "LambdaName"},
        {"body": "FunctionMixin.name"},
        own=True,
    ),
    q(
        "h233_jedi_function",
        "how",
        "How does get_return_values deal with return statements that can never be reached, and "
        "does an annotation short-circuit the whole thing?",
        {"body": "BaseFunctionExecutionContext.get_return_values"},
    ),
    q(
        "h233_jedi_function",
        "how",
        "Hi, for a function that runs asynchronously and also hands out a series of values one "
        "at a time as you loop over it, what does jedi say that calling it gives you? And if it "
        "only runs asynchronously without handing out a series?",
        {"body": "BaseFunctionExecutionContext.infer"},
        own=True,
    ),
    run(
        "h233_jedi_function",
        "What does {} print? I want to see how the signature string is built.",
        "import jedi; s = jedi.Script('def f(a, b=2):\\n    return str(a)\\nf'); "
        "print([d.get_type_hint() for d in s.infer(3, 0)])",
        "f(a, b: int=2) -> str",
    ),
    q(
        "h233_jedi_function",
        "edit",
        "That debug line in OverloadedFunctionValue.py__call__ is noisy for me. Comment out "
        "`debug.dbg(\"Execute overloaded function %s\", self._wrapped_value, color='BLUE')` in "
        "jedi/inference/value/function.py.",
        {
            "effect": {
                "comment_out": [
                    FUNC,
                    'debug.dbg("Execute overloaded function %s", self._wrapped_value, '
                    "color='BLUE')",
                ]
            }
        },
    ),
    # --- playwright/_impl/event_emitter.py ---------------------------------------------------
    q(
        "h233_playwright_event_emitter",
        "where",
        "Where is prepend_once_listener defined in playwright's event emitter?",
        {"def": "EventEmitter.prepend_once_listener"},
    ),
    q(
        "h233_playwright_event_emitter",
        "returns",
        "what does EventEmitter.emit() return",
        {"returns": "EventEmitter.emit"},
    ),
    q(
        "h233_playwright_event_emitter",
        "calls",
        "Which methods call check_listener?",
        grep(r"^\s+check_listener\(listener\)", EMIT),
    ),
    q(
        "h233_playwright_event_emitter",
        "raises",
        "set_max_listeners(-1) gave me 'The value of \"n\" is out of range'. where is that raised?",
        grep(r'raise ValueError\(|The value of "n" is out of range', EMIT),
    ),
    q(
        "h233_playwright_event_emitter",
        "raises",
        "I passed a string instead of a function to .on() and got a TypeError about the "
        '"listener" argument. Where\'s that thrown?',
        grep(r'raise TypeError\(|The "listener" argument must be of type Function', EMIT),
    ),
    q(
        "h233_playwright_event_emitter",
        "const",
        "Where is the default max number of listeners (before the leak warning) set?",
        grep(r"^DEFAULT_MAX_LISTENERS = 10", EMIT),
    ),
    q(
        "h233_playwright_event_emitter",
        "which",
        "Which part makes a callback run only the first time something happens, remembering that it "
        "already went off and unhooking itself?",
        {"body": "OnceWrapper"},
        own=True,
    ),
    q(
        "h233_playwright_event_emitter",
        "how",
        "I subscribed with a callback that should only go off the first time. If I later "
        "unsubscribe by passing the function I wrote myself (not whatever got stored), how does it "
        "still find and drop the right entry?",
        {"body": "EventEmitter.remove_listener"},
        own=True,
    ),
    q(
        "h233_playwright_event_emitter",
        "how",
        "if one of my subscribers is an async function that blows up some time later, where does "
        "that failure end up? how is that dealt with?",
        {"body": "EventEmitter._call_handler"},
        own=True,
    ),
    run(
        "h233_playwright_event_emitter",
        "Running {} -- what's the output?",
        "from playwright._impl.event_emitter import EventEmitter; e = EventEmitter(); "
        "e.once('ping', print); "
        "print(e.emit('ping', 'pong'), e.emit('ping', 'again'), e.listener_count('ping'))",
        "True False 0",
    ),
    q(
        "h233_playwright_event_emitter",
        "edit",
        "Could you add a docstring to EventEmitter.listener_count? It returns how many listeners "
        "are registered for the given event type (0 if none).",
        {"effect": {"docstring": "EventEmitter.listener_count"}},
    ),
    q(
        "h233_playwright_event_emitter",
        "edit",
        "We emit events from several threads. Please make the whole EventEmitter in "
        "playwright/_impl/event_emitter.py thread-safe (locks around every listener change and "
        "emit) and restructure it so the listener storage is always a list.",
        {"effect": {"declined": True}},
    ),
    # --- antlr4/atn/Transition.py ------------------------------------------------------------
    q(
        "h233_antlr4_transition",
        "where",
        "where is the WildcardTransition class?",
        {"def": "WildcardTransition"},
    ),
    q(
        "h233_antlr4_transition",
        "returns",
        "NotSetTransition.matches -- what does it return exactly?",
        {"returns": "NotSetTransition.matches"},
    ),
    q(
        "h233_antlr4_transition",
        "calls",
        "who calls makeLabel() in Transition.py",
        grep(r"self\.label = self\.makeLabel\(\)", TRANS),
    ),
    q(
        "h233_antlr4_transition",
        "raises",
        "Where's the 'target cannot be null.' exception raised in the ANTLR transitions?",
        grep(r'raise Exception\("target cannot be null\."\)', TRANS),
    ),
    q(
        "h233_antlr4_transition",
        "which",
        "Which method makes a Predicate out of the rule index and predicate index?",
        {"body": "PredicateTransition.getPredicate"},
    ),
    q(
        "h233_antlr4_transition",
        "how",
        "If the edge that accepts a whole group of symbols is built with nothing given for that "
        "group, what does it fall back to?",
        {"body": "SetTransition.__init__"},
        own=True,
    ),
    run(
        "h233_antlr4_transition",
        "please run {}",
        "from antlr4.atn.Transition import RangeTransition; t = RangeTransition(object(), 48, 57); "
        "print(t, t.matches(ord('7'), 0, 127))",
        "'0'..'9' True",
    ),
    q(
        "h233_antlr4_transition",
        "edit",
        "Printing some of the ATN transitions crashes with a TypeError. Can you track down which "
        "__str__ methods in Transition.py are broken and fix all of them?",
        {"effect": {"declined": True}},
    ),
]
