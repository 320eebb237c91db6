"""The two-hundred-and-eighteenth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (jupyter_server 2.21.1:
``jupyter_server/services/contents/filecheckpoints.py``; prometheus_client 0.26.0:
``prometheus_client/decorator.py``; graphql-core 3.2.8: ``graphql/type/scalars.py``; sympy 1.14.0:
``sympy/calculus/singularities.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The four files are about the same size, so each gets twelve questions. About a fifth of the
non-edit questions are in the user's own words (``own=True``: behaviour described in everyday
words the code does not use for it, with one definition that fits); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds.

The golds were checked with ``benchmarks/check_set.py`` (every gold resolves to lines of its
workspace's file, every command prints its expected text), and every edit was made by hand on a
scratch copy of its workspace, with ``bench_answers.check_effect`` holding after it (and the two
requests to decline leaving the copy untouched).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h218_jupyter_filecheckpoints": ["jupyter_server/services/contents/filecheckpoints.py"],
    "h218_prometheus_decorator": ["prometheus_client/decorator.py"],
    "h218_graphql_scalars": ["graphql/type/scalars.py"],
    "h218_sympy_singularities": ["sympy/calculus/singularities.py"],
}

CKPT = "jupyter_server/services/contents/filecheckpoints.py"
DECO = "prometheus_client/decorator.py"
SCAL = "graphql/type/scalars.py"
SING = "sympy/calculus/singularities.py"


QUESTIONS: list[dict] = [
    # --- jupyter_server/services/contents/filecheckpoints.py ---------------------------------
    q(
        "h218_jupyter_filecheckpoints",
        "where",
        "Where is checkpoint_path defined in filecheckpoints.py?",
        {"def": "FileCheckpoints.checkpoint_path"},
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "returns",
        "For the plain (non-async) FileCheckpoints.list_checkpoints -- what comes back when "
        "there's no checkpoint file for the path?",
        {"returns": "FileCheckpoints.list_checkpoints"},
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "calls",
        "who ends up calling no_such_checkpoint",
        grep(r"self\.no_such_checkpoint\(", CKPT),
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "calls",
        "I'm tracing file copies. Which methods in the checkpoints module call `self._copy`?",
        grep(r"self\._copy\(", CKPT),
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "raises",
        "Jupyter answered with a 404 'Checkpoint does not exist: notes.ipynb@checkpoint'. "
        "Where does that HTTPError get raised?",
        grep(r"raise HTTPError\(404", CKPT),
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "const",
        "where's the default .ipynb_checkpoints folder name configured",
        grep(r"checkpoint_dir = Unicode\(|^\s*\"\.ipynb_checkpoints\",$", CKPT),
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "which",
        "My notebook sits in a folder I'm not allowed to write to. Where does the saved backup "
        "copy of it go then, and which piece of code makes that call?",
        {"body": "FileCheckpoints.checkpoint_path"},
        own=True,
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "which",
        "Which class should I configure if I want async checkpoints on local disk but my "
        "contents manager is NOT FileContentsManager?",
        {"body": "AsyncGenericFileCheckpoints"},
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "how",
        "Say this backup keeper isn't attached to any owning application at all: what base "
        "folder does it work from, and how is that worked out?",
        {"body": "FileCheckpoints._root_dir_default"},
        own=True,
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "how",
        "how does GenericFileCheckpoints.get_file_checkpoint figure out the format of the "
        "stored file (text vs base64)?",
        {"body": "GenericFileCheckpoints.get_file_checkpoint"},
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "edit",
        "We want hidden checkpoint folders called `.checkpoints` instead. In "
        "jupyter_server/services/contents/filecheckpoints.py, change the checkpoint_dir default "
        'from ".ipynb_checkpoints" to ".checkpoints".',
        {"effect": {"text_replaced": [CKPT, '".ipynb_checkpoints",', '".checkpoints",']}},
    ),
    q(
        "h218_jupyter_filecheckpoints",
        "edit",
        "FileCheckpoints and AsyncFileCheckpoints repeat the same list/delete/rename logic twice. "
        "Could you refactor filecheckpoints.py so both share one implementation, without "
        "breaking the async API?",
        {"effect": {"declined": True}},
    ),
    # --- prometheus_client/decorator.py ------------------------------------------------------
    q(
        "h218_prometheus_decorator",
        "where",
        "where's FunctionMaker.create",
        {"def": "FunctionMaker.create"},
    ),
    q(
        "h218_prometheus_decorator",
        "returns",
        "What does `decorator()` in prometheus_client's decorator.py return -- both when I pass "
        "_func and when I don't?",
        {"returns": "decorator"},
    ),
    q(
        "h218_prometheus_decorator",
        "calls",
        "Which places call FunctionMaker.create?",
        grep(r"FunctionMaker\.create\(", DECO),
    ),
    q(
        "h218_prometheus_decorator",
        "raises",
        "got 'TypeError: You are decorating a non function' -- where's that thrown?",
        grep(r"raise TypeError\('You are decorating a non function", DECO),
    ),
    q(
        "h218_prometheus_decorator",
        "raises",
        "Where is the 'Ambiguous dispatch for ...' RuntimeError raised in dispatch_on?",
        grep(r"raise RuntimeError\($|'Ambiguous dispatch for", DECO),
    ),
    q(
        "h218_prometheus_decorator",
        "raises",
        "Please list every line in decorator.py that raises a NameError.",
        grep(r"raise NameError\(", DECO),
    ),
    q(
        "h218_prometheus_decorator",
        "which",
        "In dispatch_on, which inner function actually picks the implementation for the "
        "argument types at call time (the one with the fast path through typemap)?",
        {"body": "dispatch_on.gen_func_dec._dispatch"},
    ),
    q(
        "h218_prometheus_decorator",
        "which",
        "Which helper keeps a running list of extra parent types tidy, so that of two related "
        "types only the more specific one stays and nothing gets stored twice?",
        {"body": "append"},
        own=True,
    ),
    q(
        "h218_prometheus_decorator",
        "how",
        "How does decorator() choose the name and the doc of the decorator it builds when the "
        "caller passed in is a class and not a plain function?",
        {"body": "decorator"},
    ),
    q(
        "h218_prometheus_decorator",
        "how",
        "if the code it writes on the fly for a wrapper turns out to be broken, how do I get to "
        "see what it tried to run?",
        {"body": "FunctionMaker.make"},
        own=True,
    ),
    run(
        "h218_prometheus_decorator",
        "What does {} print for the varargs part?",
        "from prometheus_client.decorator import getargspec; "
        "print(getargspec(lambda a, b=2, *c: 0))",
        "varargs='c'",
    ),
    q(
        "h218_prometheus_decorator",
        "edit",
        "bump __version__ in prometheus_client/decorator.py to '4.0.11'",
        {"effect": {"value_set": [DECO, "__version__", "'4.0.11'"]}},
    ),
    # --- graphql/type/scalars.py -------------------------------------------------------------
    q(
        "h218_graphql_scalars",
        "where",
        "Where can I find coerce_id?",
        {"def": "coerce_id"},
    ),
    q(
        "h218_graphql_scalars",
        "returns",
        "what does serialize_boolean return if my resolver gives it a float like 0.0",
        {"returns": "serialize_boolean"},
    ),
    q(
        "h218_graphql_scalars",
        "calls",
        "In graphql/type/scalars.py, who calls print_ast?",
        grep(r"print_ast\(value_node\)", SCAL),
    ),
    q(
        "h218_graphql_scalars",
        "raises",
        'Where does scalars.py throw "Int cannot represent non 32-bit signed integer value"?',
        grep(r"Int cannot represent non 32-bit signed integer value", SCAL),
    ),
    q(
        "h218_graphql_scalars",
        "raises",
        "Returning a list from a String field gives 'String cannot represent value: [...]'. "
        "Which line raises that?",
        grep(r"raise GraphQLError\(\"String cannot represent value: ", SCAL),
    ),
    q(
        "h218_graphql_scalars",
        "const",
        "where is GRAPHQL_MIN_INT set, and what's its value?",
        grep(r"^GRAPHQL_MIN_INT = ", SCAL),
    ),
    q(
        "h218_graphql_scalars",
        "which",
        "which function turns an outgoing ID into a string? does it take floats like 5.0?",
        {"body": "serialize_id"},
    ),
    q(
        "h218_graphql_scalars",
        "which",
        "Is there something that tells me whether a type is one of the five standard built-in "
        "ones every server gets for free (text, whole numbers, decimals, yes/no, identifiers)?",
        {"body": "is_specified_scalar_type"},
        own=True,
    ),
    q(
        "h218_graphql_scalars",
        "how",
        "How does serialize_int handle a float like 1.5, or a bool?",
        {"body": "serialize_int"},
    ),
    q(
        "h218_graphql_scalars",
        "how",
        "My resolver returns an infinite number for a field declared as a decimal number. What "
        "happens to it when the response is built?",
        {"body": "serialize_float"},
        own=True,
    ),
    run(
        "h218_graphql_scalars",
        "Can you run {} and tell me the output?",
        "from graphql.type.scalars import GraphQLBoolean, GraphQLString, GraphQLID; "
        "print(GraphQLBoolean.serialize(0.0), GraphQLString.serialize(True), "
        "repr(GraphQLID.serialize(7.0)))",
        "False true '7'",
    ),
    q(
        "h218_graphql_scalars",
        "edit",
        "serialize_id has no docstring. Add one saying it serializes an output value to an ID "
        "string (str, int or whole float; custom objects via __str__).",
        {"effect": {"docstring": "serialize_id"}},
    ),
    # --- sympy/calculus/singularities.py -----------------------------------------------------
    q(
        "h218_sympy_singularities",
        "where",
        "where is is_strictly_decreasing defined?",
        {"def": "is_strictly_decreasing"},
    ),
    q(
        "h218_sympy_singularities",
        "where",
        "monotonicity_helper -- where does it live?",
        {"def": "monotonicity_helper"},
    ),
    q(
        "h218_sympy_singularities",
        "returns",
        "What exactly does is_monotonic return at the end?",
        {"returns": "is_monotonic"},
    ),
    q(
        "h218_sympy_singularities",
        "calls",
        "which functions call monotonicity_helper?",
        grep(r"return monotonicity_helper\(", SING),
    ),
    q(
        "h218_sympy_singularities",
        "raises",
        "singularities(x**oo, x) fails with NotImplementedError. Where in singularities() is "
        "that raised?",
        grep(r"^\s+raise NotImplementedError$|raise NotImplementedError\(filldedent", SING),
    ),
    q(
        "h218_sympy_singularities",
        "which",
        "Which function decides monotonicity by solving for where the derivative is zero inside "
        "the interval?",
        {"body": "is_monotonic"},
    ),
    q(
        "h218_sympy_singularities",
        "which",
        "I need to know whether a curve never goes down anywhere over a given stretch (flat "
        "parts are OK). which function gives me that?",
        {"body": "is_increasing"},
        own=True,
    ),
    q(
        "h218_sympy_singularities",
        "how",
        "How does singularities() deal with tan, sec and the hyperbolic ones like tanh?",
        {"body": "singularities"},
    ),
    q(
        "h218_sympy_singularities",
        "how",
        "When I ask for the points where my formula blows up and it contains a logarithm, how "
        "are those points found?",
        {"body": "singularities"},
        own=True,
    ),
    run(
        "h218_sympy_singularities",
        "Run {} -- what set do I get?",
        "from sympy import Symbol; from sympy.calculus.singularities import singularities; "
        "x = Symbol('x', real=True); print(singularities(1/(x**2 - 4), x))",
        "{-2, 2}",
    ),
    q(
        "h218_sympy_singularities",
        "edit",
        "I'd like singularities() to accept strings too. In sympy/calculus/singularities.py "
        "add `expression = sympify(expression)` right before the line `if domain is None:`.",
        {
            "effect": {
                "line_before": [SING, "if domain is None:", "expression = sympify(expression)"]
            }
        },
    ),
    q(
        "h218_sympy_singularities",
        "edit",
        "is_monotonic(x**3) says False even though x**3 only ever goes up. Can you find the bug "
        "in singularities.py and fix it properly?",
        {"effect": {"declined": True}},
    ),
]
