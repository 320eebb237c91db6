"""The sixty-eighth held-out set: questions on one third-party package that no other set uses,
the ``sympy.series`` subpackage of sympy 1.14.0 (limits, the Gruntz algorithm, big-O terms,
sequences, Fourier and formal power series), copied from the installed site-packages file by file
(its ``tests/`` and ``benchmarks/`` left out), written blind: by reading only that package, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the modules (formal.py most, then sequences.py,
gruntz.py and fourier.py). About a fifth of them are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run a
shell command in the workspace or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

SERIES = "sympy/series"

WORKSPACES: dict[str, list[str]] = {
    "h68_series": [
        f"{SERIES}/{name}.py"
        for name in (
            "__init__",
            "acceleration",
            "approximants",
            "aseries",
            "formal",
            "fourier",
            "gruntz",
            "kauers",
            "limits",
            "limitseq",
            "order",
            "residues",
            "sequences",
            "series",
            "series_class",
        )
    ],
}

WS = "h68_series"
ACCEL = f"{SERIES}/acceleration.py"
FORMAL = f"{SERIES}/formal.py"
FOURIER = f"{SERIES}/fourier.py"
GRUNTZ = f"{SERIES}/gruntz.py"
LIMITS = f"{SERIES}/limits.py"
LIMITSEQ = f"{SERIES}/limitseq.py"
ORDER = f"{SERIES}/order.py"
RESIDUES = f"{SERIES}/residues.py"
SEQUENCES = f"{SERIES}/sequences.py"


QUESTIONS: list[dict] = [
    # --- where is it defined ---------------------------------------------------------------
    q(WS, "where", "where's coeff_bell defined?", {"def": "FormalPowerSeries.coeff_bell"}),
    q(
        WS,
        "where",
        "In the gruntz module, where is `mrv_leadterm` defined?",
        {"def": "mrv_leadterm"},
    ),
    q(
        WS,
        "where",
        "Hi! I'm reading the sequences code. Where does SeqAdd.reduce live?",
        {"def": "SeqAdd.reduce"},
    ),
    q(
        WS,
        "where",
        "sigma_approximation -- which file / line is that method on?",
        {"def": "FourierSeries.sigma_approximation"},
    ),
    # --- what does it return ----------------------------------------------------------------
    q(
        WS,
        "returns",
        "What does gruntz's `compare(a, b, x)` return? Strings, numbers, booleans?",
        {"returns": "compare"},
    ),
    q(
        WS,
        "returns",
        "what does heuristics() in limits.py return when it gives up",
        {"returns": "heuristics"},
    ),
    q(
        WS,
        "returns",
        "What does FormalPowerSeries._get_pow_x give back for a term that doesn't contain x?",
        {"returns": "FormalPowerSeries._get_pow_x"},
    ),
    # --- who calls it -------------------------------------------------------------------------
    q(
        WS,
        "calls",
        "Who calls pow_heuristics?",
        grep(r"self\.pow_heuristics\(e\)", LIMITS),
    ),
    q(
        WS,
        "calls",
        "where is `_compute_fps` called from? I think it recurses into itself",
        grep(r"(?<!def )_compute_fps\(", FORMAL),
    ),
    q(
        WS,
        "calls",
        "which places use _transformation_a in formal.py",
        grep(r"= _transformation_a\(", FORMAL),
    ),
    q(
        WS,
        "calls",
        "In limitseq.py, where does the code call `dominant`?",
        grep(r"= dominant\((num|den), n\)", LIMITSEQ),
    ),
    q(
        WS,
        "calls",
        "Where's finite_check used? (fourier stuff)",
        grep(r"= finite_check\(f, x, L\)", FOURIER),
    ),
    # --- where is it raised -------------------------------------------------------------------
    q(
        WS,
        "raises",
        "Where does Limit(...) reject a bad `dir` argument, like dir='left'?",
        grep(r'raise (TypeError|ValueError)\("direction must be', LIMITS),
    ),
    q(
        WS,
        "raises",
        "If I do SeqFormula(n**2) + 5 I get a TypeError. Where is that raised?",
        grep(r"raise TypeError\('cannot add sequence and", SEQUENCES),
    ),
    q(
        WS,
        "raises",
        "where does Order complain 'Mixing Order at different points is not supported'",
        grep(r"Mixing Order at different points is not supported", ORDER),
    ),
    q(
        WS,
        "raises",
        "In the Gruntz rewrite step, where is the 'Result depends on the sign of ...' "
        "NotImplementedError raised?",
        grep(r"raise NotImplementedError\('Result depends on the sign of", GRUNTZ),
    ),
    q(
        WS,
        "raises",
        "calling gruntz() on something with an undefined function f(x) in it blows up in mrv() "
        "with a ValueError. which line raises it?",
        grep(r'raise ValueError\("MRV set computation for UndefinedFunction', GRUNTZ),
    ),
    q(
        WS,
        "raises",
        "Where does FormalPowerSeries.inverse throw when the series has no constant term?",
        grep(r'raise ValueError\("Constant coefficient should exist for an inverse', FORMAL),
    ),
    q(
        WS,
        "raises",
        "fourier_series(x, (x, 0, oo)) fails with a ValueError -- where is that check?",
        grep(r'raise ValueError\("Both the start and end value should be bounded"\)', FOURIER),
    ),
    q(
        WS,
        "raises",
        "Where does RecursiveSeq refuse a recurrence like y(n + 1) that looks forward instead "
        "of back?",
        grep(r'raise TypeError\("Recurrence should have constant,"', SEQUENCES),
    ),
    # --- constants / where set ---------------------------------------------------------------
    q(
        WS,
        "const",
        "where's _op_priority set for sequences, and to what?",
        grep(r"^\s+_op_priority = 15$", SEQUENCES),
    ),
    q(
        WS,
        "const",
        "Where is the short alias `O` for Order assigned?",
        grep(r"^O = Order$", ORDER),
        grep(r"^O = Order$", f"{SERIES}/__init__.py"),
    ),
    # --- commands -------------------------------------------------------------------------------
    q(
        WS,
        "run",
        "Run `wc -l sympy/series/sequences.py sympy/series/order.py sympy/series/limits.py` "
        "and tell me what it prints.",
        {"expect": "2155 total"},
    ),
    q(
        WS,
        "run",
        "can you run `grep -rn timethis sympy/series` for me and paste the output",
        {"expect": "sympy/series/residues.py:12:@timethis('residue')"},
    ),
    q(
        WS,
        "run",
        "What's the output of `grep -n '^class ' sympy/series/sequences.py`?",
        {"expect": "726:class RecursiveSeq(SeqBase):"},
    ),
    q(
        WS,
        "run",
        'Please execute `grep -n "raise NotImplementedError" sympy/series/order.py '
        "sympy/series/limits.py` and show me the result.",
        {"expect": "sympy/series/limits.py:372:"},
    ),
    # --- edits ---------------------------------------------------------------------------------
    q(
        WS,
        "edit",
        "In sympy/series/limitseq.py, change limit_seq's default `trials=5` to `trials=10`.",
        {
            "effect": {
                "text_replaced": [
                    LIMITSEQ,
                    "def limit_seq(expr, n=None, trials=5):",
                    "def limit_seq(expr, n=None, trials=10):",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "comment out the `e = powdenest(e)` line in limitinf (sympy/series/gruntz.py), I want "
        "to see whether a limit changes without it",
        {"effect": {"comment_out": [GRUNTZ, "e = powdenest(e)"]}},
    ),
    q(
        WS,
        "edit",
        "Add a docstring to FormalPowerSeries.zero_coeff in formal.py explaining that it "
        "returns the constant term of the series.",
        {"effect": {"docstring": "FormalPowerSeries.zero_coeff"}},
    ),
    q(
        WS,
        "edit",
        "pls delete the `__doctest_requires__ = {('fourier_series',): ['matplotlib']}` line "
        "from sympy/series/fourier.py",
        {
            "effect": {
                "line_deleted": [
                    FOURIER,
                    "__doctest_requires__ = {('fourier_series',): ['matplotlib']}",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "Could you add `__all__ = ['richardson', 'shanks']` to sympy/series/acceleration.py, "
        "right after the imports and before the first function?",
        {"effect": {"at_top": [ACCEL, "__all__ = ['richardson', 'shanks']"]}},
    ),
    q(
        WS,
        "edit",
        "I need limit() to handle real multivariate limits, e.g. f(x, y) as (x, y) -> (0, 0) "
        "along every path. Can you implement that in Limit and gruntz and add tests?",
        {"effect": {"declined": True}},
    ),
    # --- which function / class ------------------------------------------------------------
    q(
        WS,
        "which",
        "which function figures out whether one expression shoots off way quicker than another "
        "when x gets huge?",
        {"body": "compare"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which bit finds the number sitting in front of 1/(x - a) when you expand something "
        "around a point where it blows up?",
        {"body": "residue"},
        own=True,
    ),
    q(
        WS,
        "which",
        "I have a running total that creeps towards its final value really slowly. Which "
        "function combines three neighbouring running totals at a time to guess where it ends "
        "up?",
        {"body": "shanks"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which function turns the differential equation into a recurrence for the coefficients "
        "when computing fps?",
        {"body": "hyper_re"},
        {"body": "exp_re"},
        {"body": "_transform_DE_RE"},
    ),
    q(
        WS,
        "which",
        "Which method multiplies two FormalPowerSeries together, and where are the product's "
        "terms actually worked out?",
        {"body": "FormalPowerSeries.product"},
        {"body": "FormalPowerSeriesProduct._eval_terms"},
    ),
    q(
        WS,
        "which",
        "given a list of numbers like 1, 1, 2, 3, 5, 8 -- which function works out that every "
        "number is a fixed mix of the few just before it, and tells me the mix?",
        {"body": "SeqBase.find_linear_recurrence"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which class should I use for a sequence defined by y(n) = y(n-1) + y(n-2) with "
        "starting values?",
        {"body": "RecursiveSeq"},
    ),
    q(
        WS,
        "which",
        "which code runs when I add two of those sine-and-cosine wave breakdowns of a function "
        "together with +?",
        {"body": "FourierSeries.__add__"},
        {"body": "FiniteFourierSeries.__add__"},
        own=True,
    ),
    # --- how does it work -------------------------------------------------------------------
    q(
        WS,
        "how",
        "if my expression has decimals in it like 0.5*x, does the limit code just work with the "
        "rounded numbers? how does it deal with them?",
        grep(r"if e\.has\(Float\):|e = nsimplify\(e\)", LIMITS),
        own=True,
    ),
    q(
        WS,
        "how",
        "How does limitinf deal with a symbol x that wasn't declared positive?",
        grep(
            r"if not x\.is_positive or x\.is_integer:|p = Dummy\('p', positive=True\)",
            GRUNTZ,
        ),
    ),
    q(
        WS,
        "how",
        "how does Order.__new__ handle a point at infinity, e.g. O(x**2, (x, oo))?",
        grep(
            r"if point\[0\] in \(S\.Infinity, S\.Infinity\*S\.ImaginaryUnit\):"
            r"|s = \{k: 1/Dummy\(\) for k in variables\}",
            ORDER,
        ),
    ),
    q(
        WS,
        "how",
        "When it works out a general formula for every coefficient of the never-ending "
        "polynomial expansion of something like exp(x) + log(1 + x), does it deal with each "
        "piece on its own? How?",
        grep(r"if isinstance\(f, Add\):|for t in Add\.make_args\(f\):", FORMAL),
        own=True,
    ),
    q(
        WS,
        "how",
        "If my function is a mirror image around zero (same on both sides, or flipped), does "
        "the wave expansion skip half of the integrals? how?",
        grep(r"neg_f = f\.subs\(x, -x\)|if f == neg_f:|elif f == -neg_f:", FOURIER),
        own=True,
    ),
    q(
        WS,
        "how",
        "How does `Limit.doit` handle z0 = -oo? Does it flip the variable?",
        grep(r"if z0\.is_infinite:|cdir = sign\(z0\)|e = e\.subs\(z, cdir\*z\)", LIMITS),
    ),
    q(
        WS,
        "how",
        "for a list of values whose sign flips at every step, how does the code that finds "
        "where such a list settles down handle it? does it look at every other value "
        "separately?",
        grep(
            r'n1 = Dummy\("n", odd=True|n2 = Dummy\("n", even=True'
            r"|= _limit_seq\(expr\.xreplace\(\{n: n[12]\}\)",
            LIMITSEQ,
        ),
        own=True,
    ),
    q(
        WS,
        "how",
        "How does it tell whether one leftover-error bound (say 'x squared or smaller') is "
        "already covered by a looser one ('x or smaller')?",
        {"body": "Order.contains"},
        {"body": "Order.__contains__"},
        own=True,
    ),
]
