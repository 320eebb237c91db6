"""The sixty-sixth held-out set: questions on one third-party package that no other set uses,
copied from the installed site-packages (sympy 1.14.0, its ``sympy/simplify`` subpackage: the
seventeen .py files of that directory, listed one by one so that its ``tests/`` folder is left
out), written blind: by reading only that package, never the model's code or its notes, and
committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the modules (hyperexpand, simplify and fu most, then
trigsimp, radsimp and cse_main). About a fifth of them are in the user's own words (``"own":
True``: behaviour described in everyday words the code does not use for it); the rest name the
code, run a command or ask for an edit, each in a phrasing of its own. The copy has no
``sympy/__init__.py``, so ``import sympy`` from it would load the installed package: the commands
are plain shell commands (grep, wc) on the copied files. Gold forms are those of
``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

WS = "h66_simplify"

_FILES = [
    "__init__.py",
    "_cse_diff.py",
    "combsimp.py",
    "cse_main.py",
    "cse_opts.py",
    "epathtools.py",
    "fu.py",
    "gammasimp.py",
    "hyperexpand.py",
    "hyperexpand_doc.py",
    "powsimp.py",
    "radsimp.py",
    "ratsimp.py",
    "simplify.py",
    "sqrtdenest.py",
    "traversaltools.py",
    "trigsimp.py",
]

WORKSPACES: dict[str, list[str]] = {
    WS: [f"sympy/simplify/{name}" for name in _FILES],
}

SIMP = "sympy/simplify/simplify.py"
FU = "sympy/simplify/fu.py"
HYPER = "sympy/simplify/hyperexpand.py"
TRIG = "sympy/simplify/trigsimp.py"
RAD = "sympy/simplify/radsimp.py"
CSE = "sympy/simplify/cse_main.py"
POW = "sympy/simplify/powsimp.py"
SQRT = "sympy/simplify/sqrtdenest.py"
RAT = "sympy/simplify/ratsimp.py"
EPATH = "sympy/simplify/epathtools.py"
CSEDIFF = "sympy/simplify/_cse_diff.py"


QUESTIONS: list[dict] = [
    # --- where defined ---------------------------------------------------------------------
    q(
        WS,
        "where",
        "where is FuncArgTracker.get_common_arg_candidates defined",
        {"def": "FuncArgTracker.get_common_arg_candidates"},
    ),
    q(
        WS,
        "where",
        "In the hypergeometric expansion code, where's `_is_suitable_origin` on Hyper_Function?",
        {"def": "Hyper_Function._is_suitable_origin"},
    ),
    q(
        WS,
        "where",
        "Where can I find split_surds?",
        {"def": "split_surds"},
    ),
    q(
        WS,
        "where",
        "I'm reading through sympy's simplify folder. Where does besselsimp live?",
        {"def": "besselsimp"},
    ),
    # --- returns ---------------------------------------------------------------------------
    q(
        WS,
        "returns",
        "What does `hypersimp` give back when the term ratio isn't a rational function of k?",
        {"returns": "hypersimp"},
    ),
    q(
        WS,
        "returns",
        "what does _separatevars_dict return",
        {"returns": "_separatevars_dict"},
    ),
    q(
        WS,
        "returns",
        "ReduceOrder.__new__ -- what does it return, especially when the order can't be reduced?",
        {"returns": "ReduceOrder.__new__"},
    ),
    # --- who calls -------------------------------------------------------------------------
    q(
        WS,
        "calls",
        "who calls `_sqrtdenest1`?",
        grep(r"(?<!def )_sqrtdenest1\(", SQRT),
    ),
    q(
        WS,
        "calls",
        "Where is the helper _TR56 used in fu.py?",
        grep(r"(?<!def )_TR56\(", FU),
    ),
    q(
        WS,
        "calls",
        "Which places call match_common_args?",
        grep(r"^\s+match_common_args\(", CSE),
    ),
    q(
        WS,
        "calls",
        "where does simplify() itself invoke kroneckersimp",
        grep(r"expr = kroneckersimp\(expr\)", SIMP),
    ),
    q(
        WS,
        "calls",
        "Hi! In trigsimp.py, which lines call hyper_as_trig? Trying to follow the hyperbolic path.",
        grep(r"= hyper_as_trig\(", TRIG),
    ),
    # --- where raised ----------------------------------------------------------------------
    q(
        WS,
        "raises",
        "where does EPath refuse a path that doesn't start with a slash?",
        grep(r'raise NotImplementedError\("non-root EPath"\)', EPATH),
    ),
    q(
        WS,
        "raises",
        "I passed combine='both' to powsimp and got a ValueError. Where is that raised?",
        grep(r"raise ValueError\(\"combine must be one of", POW),
    ),
    q(
        WS,
        "raises",
        "Where are the TypeErrors in _cse_diff.py thrown (the ones about matrix shape and wrt)?",
        grep(r"raise TypeError\(", CSEDIFF),
    ),
    q(
        WS,
        "raises",
        "cse died with 'Symbols iterator ran out of symbols.' -- which line raises that?",
        grep(r'raise ValueError\("Symbols iterator ran out of symbols\.', CSE),
    ),
    q(
        WS,
        "raises",
        "where does devise_plan raise the 'not reachable from' error",
        grep(r"not reachable from", HYPER),
    ),
    q(
        WS,
        "raises",
        "Where does ratsimpmodprime raise DomainError?",
        grep(r"raise DomainError\(", RAT),
    ),
    q(
        WS,
        "raises",
        "collect() blew up with AttributeError about a noncommutative symbol. where's that "
        "coming from",
        grep(r'raise AttributeError\("Can not collect noncommutative symbol"\)', RAD),
    ),
    q(
        WS,
        "raises",
        "Where is the error for a bad `rational_conversion` value raised? I typed "
        "rational_conversion='float' by mistake.",
        grep(r"raise ValueError\(\"rational_conversion must be", SIMP),
    ),
    # --- constants / where set -------------------------------------------------------------
    q(
        WS,
        "const",
        "where is basic_optimizations defined for cse, and what pairs does it hold?",
        grep(r"^basic_optimizations = ", CSE),
    ),
    q(
        WS,
        "const",
        "Where's the RL1 rule chain set in fu.py?",
        grep(r"^RL1 = ", FU),
    ),
    # --- commands --------------------------------------------------------------------------
    q(
        WS,
        "run",
        'What does `grep -n "^fufuncs" sympy/simplify/fu.py` print?',
        {"expect": "1711:fufuncs"},
    ),
    q(
        WS,
        "run",
        "can you run `wc -l sympy/simplify/hyperexpand.py` and tell me the number",
        {"expect": "2494"},
    ),
    q(
        WS,
        "run",
        'Please run `grep -n "^def nsimplify" sympy/simplify/simplify.py` and paste the output.',
        {"expect": "1395:def nsimplify("},
    ),
    q(
        WS,
        "run",
        'output of `grep -n "^_y" sympy/simplify/powsimp.py`?',
        {"expect": "614:_y = Dummy('y')"},
    ),
    # --- edits -----------------------------------------------------------------------------
    q(
        WS,
        "edit",
        "Add a docstring to `_mod1` in hyperexpand.py saying it reduces the numeric constant "
        "part of x modulo 1, used to sort parameters into buckets.",
        {"effect": {"docstring": "_mod1"}},
    ),
    q(
        WS,
        "edit",
        "In sympy/simplify/sqrtdenest.py change the default max_iter of sqrtdenest from 3 to 5.",
        {
            "effect": {
                "text_replaced": [
                    SQRT,
                    "def sqrtdenest(expr, max_iter=3):",
                    "def sqrtdenest(expr, max_iter=5):",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "comment out the `debug('ratsimpmodprime', expr)` call in ratsimp.py please",
        {"effect": {"comment_out": [RAT, "debug('ratsimpmodprime', expr)"]}},
    ),
    q(
        WS,
        "edit",
        "rename _split_gcd to _split_by_gcd everywhere it appears (definition, calls, docstring)",
        {"effect": {"renamed": ["_split_gcd", "_split_by_gcd"]}},
    ),
    q(
        WS,
        "edit",
        "nsimplify works at a fixed precision of 30 digits (`prec = 30` in simplify.py). Set it "
        "to 50.",
        {"effect": {"line_replaced": [SIMP, "prec = 30", "prec = 50"]}},
    ),
    q(
        WS,
        "edit",
        "trigsimp is way too slow on my big expressions. Could you rewrite futrig so the greedy "
        "search runs its branches in parallel and caches results across calls, and benchmark it?",
        {"effect": {"declined": True}},
    ),
    # --- which function / class ------------------------------------------------------------
    q(
        WS,
        "which",
        "which function takes a decimal like 0.3333333 or 1.4142135 and hands back the exact "
        "thing it probably stands for, like 1/3 or the root of 2?",
        {"body": "nsimplify"},
        {"body": "nsimplify.nsimplify_real"},
        {"body": "_real_to_rational"},
        own=True,
    ),
    q(
        WS,
        "which",
        "For codegen I want a big formula where the same chunk shows up several times to be "
        "computed once and stored in a temp variable. Which function does that?",
        {"body": "cse"},
        {"body": "tree_cse"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which function gets the roots out from under the fraction line, so 1/(1 + sqrt(2)) "
        "ends up with a plain number downstairs?",
        {"body": "radsimp"},
        {"body": "radsimp.handle"},
        {"body": "rad_rationalize"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Is there something that collapses a chain of cosines whose angles keep doubling "
        "(x, 2x, 4x, ...) into a single ratio of sines? which function is it",
        {"body": "TRmorrie"},
        {"body": "TRmorrie.f"},
        own=True,
    ),
    q(
        WS,
        "which",
        "My symbols don't commute (think matrices), and I have a*b*a*b*c. Which function notices "
        "the same stretch written twice in a row and turns it into a square?",
        {"body": "nc_simplify"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which function tells me if two terms of my sequence only differ by a factor that is a "
        "polynomial over a polynomial in the index?",
        {"body": "hypersimilar"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which function pulls constant factors out in front of a Sum?",
        {"body": "factor_sum"},
    ),
    q(
        WS,
        "which",
        "which helper in sqrtdenest.py measures how deeply the square roots are nested inside "
        "an expression?",
        {"body": "sqrt_depth"},
    ),
    # --- how does ... ----------------------------------------------------------------------
    q(
        WS,
        "how",
        "How does simplify() decide to throw away its result and return the input unchanged? "
        "What's `ratio` actually compared against?",
        grep(
            r"if measure\(expr\) > ratio\*measure\(original_expr\):|^\s+expr = original_expr$", SIMP
        ),
    ),
    q(
        WS,
        "how",
        "if I give cse a Matrix, how does it handle it -- does the reduced output come back "
        "as a matrix again?",
        grep(
            r"temp\.append\(Tuple\(\*e\.flat\(\)\)\)"
            r"|reduced_exprs\[i\] = Matrix\(e\.rows, e\.cols, reduced_exprs\[i\]\)",
            CSE,
        ),
    ),
    q(
        WS,
        "how",
        "When I clean up an expression that has numbers with decimal points in it, they get "
        "swapped for exact values while it works, right? How do the decimals come back at the "
        "end?",
        grep(
            r"expr = nsimplify\(expr, rational=True\)|expr = nfloat\(expr, exponent=False\)", SIMP
        ),
        own=True,
    ),
    q(
        WS,
        "how",
        "How does trigsimp dispatch on method= ('matching', 'fu', 'groebner', 'combined', 'old')?",
        grep(
            r"^        method = opts\.pop\('method', 'matching'\)"
            r"|'(fu|matching|groebner|combined)': \(lambda x: |'old': lambda x: trigsimp_old"
            r"|expr_simplified = trigsimpfunc\(expr\)",
            TRIG,
        ),
    ),
    q(
        WS,
        "how",
        "how does logcombine decide whether a log's argument is allowed to merge, and whether a "
        "coefficient may move inside the log? what role does force play",
        {"body": "logcombine.f.goodlog"},
        {"body": "logcombine.f.gooda"},
    ),
    q(
        WS,
        "how",
        "How does it work out that a bunch of factorials divided by other factorials is really "
        "one of those 'n choose k' counts?",
        {"body": "_gamma_as_comb"},
        {"body": "_gamma_as_comb.f"},
        own=True,
    ),
    q(
        WS,
        "how",
        "For hypergeometric series: when none of the stored known results fits exactly, how "
        "does it choose which one to start from and shift towards mine?",
        {"body": "FormulaCollection.lookup_origin"},
        own=True,
    ),
    q(
        WS,
        "how",
        "so I have |x| * |y| * |1/(x+1)| and simplify puts them all under one pair of bars. how "
        "does that merging work?",
        {"body": "collect_abs"},
        {"body": "collect_abs._abs"},
        own=True,
    ),
]
