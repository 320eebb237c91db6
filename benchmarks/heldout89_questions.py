"""The eighty-ninth held-out set: questions on two third-party code bases that no other set uses
in this form, copied from the installed site-packages: the core of sympy 1.14.0
(``sympy/core/basic.py``, ``expr.py``, ``numbers.py``, ``add.py``, ``mul.py`` and
``relational.py``; not ``power.py``) and the scalar and general optimizers of scipy 1.17.1
(``scipy/optimize/_optimize.py``, ``_minimize.py``, ``_root_scalar.py``, ``_zeros_py.py`` and
``_linprog.py``), written blind: by reading only those files, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the code (sympy's core about twice scipy's files).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

BASIC = "sympy/core/basic.py"
EXPR = "sympy/core/expr.py"
NUMBERS = "sympy/core/numbers.py"
ADD = "sympy/core/add.py"
MUL = "sympy/core/mul.py"
REL = "sympy/core/relational.py"

OPT = "scipy/optimize/_optimize.py"
MINI = "scipy/optimize/_minimize.py"
ROOT = "scipy/optimize/_root_scalar.py"
ZEROS = "scipy/optimize/_zeros_py.py"
LINPROG = "scipy/optimize/_linprog.py"

WORKSPACES: dict[str, list[str]] = {
    "h89_sympy_core": [BASIC, EXPR, NUMBERS, ADD, MUL, REL],
    "h89_scipy_optimize": [OPT, MINI, ROOT, ZEROS, LINPROG],
}


QUESTIONS: list[dict] = [
    # --- sympy core --------------------------------------------------------------------------
    q("h89_sympy_core", "where", "where is _keep_coeff defined?", {"def": "_keep_coeff"}),
    q(
        "h89_sympy_core",
        "where",
        "Could you point me to the constructor of Float, i.e. `Float.__new__`?",
        {"def": "Float.__new__"},
    ),
    q(
        "h89_sympy_core",
        "where",
        "im writing tests and someone told me to use `unchanged(cos, 1)` instead of "
        "assert cos(1) == cos(1). where does that helper live",
        {"def": "unchanged"},
    ),
    q(
        "h89_sympy_core",
        "returns",
        "What can `is_ge` give back? I need to know if there's a third option besides True/False.",
        {"returns": "is_ge"},
    ),
    q(
        "h89_sympy_core",
        "returns",
        "Basic.find -- does it return a set or a dict? show me the return lines",
        {"returns": "Basic.find"},
    ),
    q(
        "h89_sympy_core",
        "calls",
        "who uses _make_find_query?",
        grep(r"= _make_find_query\(", BASIC),
    ),
    q(
        "h89_sympy_core",
        "calls",
        "In relational.py, where is the helper `_n2` called from?",
        grep(r"= _n2\(", REL),
    ),
    q(
        "h89_sympy_core",
        "calls",
        "Which places in add.py call _addsort to put terms in order?",
        grep(r"^\s+_addsort\(", ADD),
    ),
    q(
        "h89_sympy_core",
        "raises",
        "I wrote `if x < 3:` with a Symbol x and got 'cannot determine truth value of "
        "Relational'. Where is that raised?",
        {"body": "Relational.__bool__"},
    ),
    q(
        "h89_sympy_core",
        "raises",
        "where does Float() reject a string that isn't a valid number, e.g. Float('1..2')?",
        grep(r"raise ValueError\('string-float not recognized", NUMBERS),
    ),
    q(
        "h89_sympy_core",
        "raises",
        "Pickling a sympy expression with protocol=1 blows up with NotImplementedError. "
        "Which line does that?",
        grep(r"Only pickle protocol 2 or higher|raise NotImplementedError\(msg\)", BASIC),
    ),
    q(
        "h89_sympy_core",
        "raises",
        "what are the TypeErrors `Basic.replace` can throw when the query/value types dont fit?",
        grep(r"replace\(\) (expects|must be)", BASIC),
    ),
    q(
        "h89_sympy_core",
        "raises",
        "Where does float(expr) fail with 'Cannot convert expression to float'?",
        grep(r"Cannot convert (expression|complex) to float", EXPR),
    ),
    q(
        "h89_sympy_core",
        "const",
        "where's ordering_of_classes set? the list that decides which classes sort first",
        grep(r"^ordering_of_classes = \[", BASIC),
    ),
    run(
        "h89_sympy_core",
        "What does {} print?",
        "from sympy.core.numbers import Rational; "
        "print(Rational('3/6'), Rational(0.75), Rational(1, 0), Rational('1.5/2'))",
        "1/2 3/4 zoo 3/4",
    ),
    run(
        "h89_sympy_core",
        "could you run {} and tell me what comes out?",
        "from sympy.core.numbers import _literal_float; "
        "print(_literal_float('1_000.5e-3'), _literal_float('1__0'), _literal_float('.e5'))",
        "True False False",
    ),
    run(
        "h89_sympy_core",
        "output of {} ?",
        "from sympy import Symbol; from sympy.core.relational import Relational; "
        "x = Symbol('x'); r = Relational(x, 1, '>='); "
        "print(r.negated, r.reversed, (-x < 2).canonical)",
        "x < 1 1 <= x x > -2",
    ),
    q(
        "h89_sympy_core",
        "edit",
        'In sympy/core/numbers.py, set `_errdict` to {"divide": True} so 0/0 raises by default.',
        {"effect": {"value_set": [NUMBERS, "_errdict", '{"divide": True}']}},
    ),
    q(
        "h89_sympy_core",
        "edit",
        'change the error message "Invalid NaN comparison" in relational.py to '
        '"Invalid comparison with NaN"',
        {
            "effect": {
                "text_replaced": [
                    REL,
                    '"Invalid NaN comparison"',
                    '"Invalid comparison with NaN"',
                ]
            }
        },
    ),
    q(
        "h89_sympy_core",
        "edit",
        "Please delete the stale comment `# TODO: we should use the warnings module` above "
        "_errdict in numbers.py.",
        {"effect": {"line_deleted": [NUMBERS, "# TODO: we should use the warnings module"]}},
    ),
    q(
        "h89_sympy_core",
        "edit",
        "Add.flatten and Mul.flatten are the hot spots in my profile. Can you rewrite them to be "
        "a lot faster, maybe with some caching, without changing any results?",
        {"effect": {"declined": True}},
    ),
    q(
        "h89_sympy_core",
        "which",
        "Is there a helper that goes through a whole expression and hands a plain number out "
        "to every term of a sum it multiplies, so 2*(x + y) turns into 2*x + 2*y, and leaves "
        "everything else alone?",
        {"body": "expand_2arg"},
        own=True,
    ),
    q(
        "h89_sympy_core",
        "which",
        "which method takes the biggest common fraction out of all the terms of a sum? like "
        "2*x/3 + 4*y/9 -> 2/9 times (3*x + 2*y)",
        {"body": "Add.primitive"},
        own=True,
    ),
    q(
        "h89_sympy_core",
        "which",
        "Which property of Relational turns Eq into Ne and `<` into `>=`?",
        {"body": "Relational.negated"},
    ),
    q(
        "h89_sympy_core",
        "which",
        "Which classmethod builds a Rational from two ints that are already coprime, without "
        "running gcd again?",
        {"body": "Rational.from_coprime_ints"},
    ),
    q(
        "h89_sympy_core",
        "which",
        "which function in expr.py gives the power-of-ten magnitude of a number (used by round)?",
        {"body": "_mag"},
    ),
    q(
        "h89_sympy_core",
        "how",
        "If I divide zero by zero with exact numbers, do I get an error or some 'undefined' "
        "value back? And can I switch between the two?",
        {"body": "Rational._new"},
        {"body": "seterr"},
        own=True,
    ),
    q(
        "h89_sympy_core",
        "how",
        "If a value sits exactly halfway, e.g. I round 0.125 to two places, do I end up with 0.12 "
        "or 0.13? where is that decided",
        {"body": "Expr.round"},
        own=True,
    ),
    q(
        "h89_sympy_core",
        "how",
        "For a sum like 1 - x - y, how does sympy decide whether it 'looks negative' and "
        "would rather be written as -(x + y - 1)? Does it just count the subtracted terms?",
        {"body": "_could_extract_minus_sign"},
        {"body": "Add.could_extract_minus_sign"},
        own=True,
    ),
    q(
        "h89_sympy_core",
        "how",
        "when I swap several things in an expression at once by passing a dict, in what order "
        "do the swaps happen? bigger pieces first?",
        {"body": "Basic.subs"},
        own=True,
    ),
    q(
        "h89_sympy_core",
        "how",
        "I typed sqrt(72) and got 6*sqrt(2) back. Where does it pull out the part that comes "
        "out evenly from the whole number under the root?",
        {"body": "Integer._eval_power"},
        own=True,
    ),
    q(
        "h89_sympy_core",
        "how",
        "How does Basic.compare order two expressions of different classes, say a Symbol and "
        "a Pow?",
        {"body": "Basic.compare"},
        {"body": "_cmp_name"},
    ),
    # --- scipy.optimize ----------------------------------------------------------------------
    q(
        "h89_scipy_optimize",
        "where",
        "Where's the RootResults class defined?",
        {"def": "RootResults"},
    ),
    q(
        "h89_scipy_optimize",
        "returns",
        "what does `_results_select` return when full_output is False vs True?",
        {"returns": "_results_select"},
    ),
    q(
        "h89_scipy_optimize",
        "calls",
        "who calls _wrap_nan_raise",
        grep(r"= _wrap_nan_raise\(", ZEROS),
    ),
    q(
        "h89_scipy_optimize",
        "calls",
        "Where is `_recover_from_bracket_error` used? I want to see every solver it wraps.",
        {"grep": r"= _recover_from_bracket_error\("},
    ),
    q(
        "h89_scipy_optimize",
        "raises",
        "toms748 gives me 'f(a) and f(b) must have different signs' -- where is that raised?",
        grep(r"f\(a\) and f\(b\) must have different signs", ZEROS),
    ),
    q(
        "h89_scipy_optimize",
        "raises",
        "my function sometimes returns nan and brentq stops with a ValueError. where's that "
        "error made?",
        grep(r"is NaN; |raise err$", ZEROS),
    ),
    q(
        "h89_scipy_optimize",
        "raises",
        "Where does minimize complain when one of my upper bounds is below its lower bound?",
        grep(
            r"An upper bound is less than the corresponding lower bound|"
            r"raise ValueError\(msg\)$",
            MINI,
        ),
    ),
    q(
        "h89_scipy_optimize",
        "const",
        "where is _status_message defined (the 'Optimization terminated successfully.' texts)?",
        grep(r"^_status_message = \{", OPT),
    ),
    run(
        "h89_scipy_optimize",
        "Please run {} -- what's printed?",
        "from scipy.optimize._root_scalar import root_scalar; "
        "s = root_scalar(lambda x: x*x - 2, bracket=[0, 2]); "
        "print(s.method, s.converged, round(s.root, 6))",
        "brentq True 1.414214",
    ),
    q(
        "h89_scipy_optimize",
        "edit",
        "bump the default iteration cap `_iter` in scipy/optimize/_zeros_py.py from 100 to 200",
        {"effect": {"value_set": [ZEROS, "_iter", "200"]}},
    ),
    q(
        "h89_scipy_optimize",
        "edit",
        "There's a leftover `print(callback)` in minimize() in _minimize.py that spams my "
        "terminal. Remove that line please.",
        {"effect": {"line_deleted": [MINI, "print(callback)"]}},
    ),
    q(
        "h89_scipy_optimize",
        "which",
        "My objective works out both the cost and its slope in one go. What makes sure it "
        "isn't run twice for the same point when the optimizer asks for the slope right after?",
        {"body": "MemoizeJac"},
        own=True,
    ),
    q(
        "h89_scipy_optimize",
        "which",
        "When minimize_scalar can't find three points that trap a low spot, which code catches "
        "that and gives me back a failed result instead of crashing?",
        {"body": "_recover_from_bracket_error"},
        own=True,
    ),
    q(
        "h89_scipy_optimize",
        "which",
        "which class wraps the objective so that variables fixed by equal lower/upper bounds "
        "don't have to be passed to it?",
        {"body": "_Remove_From_Func"},
    ),
    q(
        "h89_scipy_optimize",
        "how",
        "If I call root_scalar and don't say which algorithm, how does it choose one for me?",
        grep(r"method = '(brentq|halley|newton|secant)'", ROOT),
        own=True,
    ),
    q(
        "h89_scipy_optimize",
        "how",
        "How does _minimize_neldermead build the initial simplex when I don't pass "
        "initial_simplex?",
        grep(r"\bnonzdelt\b|\bzdelt\b", OPT),
    ),
]
