"""The eighty-first held-out set: questions on two third-party packages, copied from the installed
site-packages (sympy 1.14.0, its ``sympy/matrices`` folder, and scipy 1.17.1, three of its
``scipy/stats`` modules: ``_stats_py.py``, ``_morestats.py`` and ``_hypotests.py``), written blind:
by reading only those packages, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the two workspaces (sympy's matrices folder most). About
a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h81_sympy_matrices": ["sympy/matrices"],
    "h81_scipy_stats": [
        "scipy/stats/_stats_py.py",
        "scipy/stats/_morestats.py",
        "scipy/stats/_hypotests.py",
    ],
}

SYM = "h81_sympy_matrices"
SCI = "h81_scipy_stats"

MATRIXBASE = "sympy/matrices/matrixbase.py"
INVERSE = "sympy/matrices/inverse.py"
EIGEN = "sympy/matrices/eigen.py"
DECOMP = "sympy/matrices/decompositions.py"
SOLVERS = "sympy/matrices/solvers.py"
DETERMINANT = "sympy/matrices/determinant.py"
STATS_PY = "scipy/stats/_stats_py.py"
MORESTATS = "scipy/stats/_morestats.py"
HYPOTESTS = "scipy/stats/_hypotests.py"


QUESTIONS: list[dict] = [
    # --- sympy/matrices ------------------------------------------------------------------------
    q(SYM, "where", "where's rot_givens defined?", {"def": "rot_givens"}),
    q(
        SYM,
        "where",
        "Quick one: in which file is the DeferredVector class declared?",
        {"def": "DeferredVector"},
    ),
    q(
        SYM,
        "returns",
        "what does _is_echelon return? esp. for an empty matrix",
        {"returns": "_is_echelon"},
    ),
    q(
        SYM,
        "returns",
        "I'm passing a single flat integer to `MatrixBase.key2ij`. What comes back from it, and "
        "what does it give for a (row, col) tuple instead?",
        {"returns": "MatrixBase.key2ij"},
    ),
    q(
        SYM,
        "calls",
        "who calls _verify_invertible",
        grep(r"_verify_invertible\(M, iszerofunc=iszerofunc\)", INVERSE),
    ),
    q(
        SYM,
        "calls",
        "Which places actually use `_find_reasonable_pivot`? I don't care about the imports, just "
        "the call sites.",
        {"grep": r"= _find_reasonable_pivot\("},
    ),
    q(
        SYM,
        "calls",
        "where does eigen.py call _householder_vector from?",
        grep(r"= _householder_vector\(", EIGEN),
    ),
    q(
        SYM,
        "raises",
        "I called cholesky() on my matrix and got NonPositiveDefiniteMatrixError. Where is that "
        "raised?",
        grep(r"raise NonPositiveDefiniteMatrixError\(", DECOMP),
    ),
    q(
        SYM,
        "raises",
        "gauss_jordan_solve gave me `ValueError: Linear system has no solution` -- which line "
        "throws that?",
        grep(r'raise ValueError\("Linear system has no solution"\)', SOLVERS),
    ),
    q(
        SYM,
        "raises",
        "i tried M[0, 0] = 5 on an ImmutableMatrix and it blew up with a TypeError, where's that "
        "coming from",
        grep(r'raise TypeError\("Cannot set values of', "sympy/matrices/immutable.py"),
    ),
    q(
        SYM,
        "raises",
        "Where does det() reject a method name it doesn't know, e.g. method='gauss'?",
        grep(r"Determinant method '%s' unrecognized", DETERMINANT),
    ),
    q(
        SYM,
        "raises",
        "In sparsetools, where does banded() raise the 'collision at' error when two of my "
        "diagonals overlap?",
        grep(r"raise ValueError\('collision at", "sympy/matrices/sparsetools.py"),
    ),
    q(
        SYM,
        "const",
        "Where is MatrixBase's _op_priority set, and to what value?",
        grep(r"^    _op_priority = ", MATRIXBASE),
    ),
    run(
        SYM,
        "What does {} print?",
        "from sympy.matrices import Matrix; print(Matrix([[1, 2, 3], [4, 5, 6]]).per())",
        "58",
    ),
    run(
        SYM,
        "could you run {} and paste what it prints",
        "from sympy.matrices.sparsetools import banded; print(banded(4, {0: 2, 1: 1, -1: 1}))",
        "Matrix([[2, 1, 0, 0], [1, 2, 1, 0], [0, 1, 2, 1], [0, 0, 1, 2]])",
    ),
    q(
        SYM,
        "edit",
        "Please rename the helper `_verify_invertible` in sympy/matrices/inverse.py to "
        "`_check_invertible`, and update every place that calls it.",
        {"effect": {"renamed": ["_verify_invertible", "_check_invertible"]}},
    ),
    q(
        SYM,
        "edit",
        "_det_DOM in determinant.py has no docstring. add a one-line docstring to it pls",
        {"effect": {"docstring": "_det_DOM"}},
    ),
    q(
        SYM,
        "edit",
        "Our float matrices are huge and eigenvects() takes forever. Can you rewrite the eigen "
        "code so numeric matrices go through numpy/LAPACK and only symbolic ones use the current "
        "path, keeping the results identical?",
        {"effect": {"declined": True}},
    ),
    q(
        SYM,
        "which",
        "Say I've got an expression like x**3 - 2*x + 5. Is there a ready-made way to get a square "
        "grid of numbers whose eigenvalues are exactly its roots -- ones just under the main "
        "diagonal and the negated coefficients down the last column?",
        {"body": "MatrixBase.companion"},
        {"body": "MatrixSpecial.companion"},
        own=True,
    ),
    q(
        SYM,
        "which",
        "which function takes a 3-component column vector v and gives back the 3x3 grid that, "
        "multiplied by any other vector w, yields the vector perpendicular to both v and w (the "
        "'v times w' thing from physics class)?",
        {"body": "MatrixBase.hat"},
        own=True,
    ),
    q(
        SYM,
        "which",
        "Which function adds up the products over every way of picking one entry per row from "
        "different columns, but always with a plus sign -- never flipping any of them to minus "
        "like the usual alternating-sign formula does?",
        {"body": "_per"},
        {"body": "MatrixBase.per"},
        {"body": "MatrixDeterminant.per"},
        own=True,
    ),
    q(
        SYM,
        "which",
        "is there a quick way to dump a rough text sketch of a big matrix that only shows which "
        "cells have something in them and which are blank? i just want to eyeball its layout",
        {"body": "MatrixBase.print_nonzero"},
        own=True,
    ),
    q(
        SYM,
        "which",
        "Which method implements the Cayley-Hamilton route when I call M.pow(n, method='cayley')?",
        {"body": "MatrixBase._eval_pow_by_cayley"},
        {"body": "MatrixArithmetic._eval_pow_by_cayley"},
    ),
    q(
        SYM,
        "how",
        "How does `M**n` / `Matrix.pow` choose which algorithm to use when I don't pass `method`? "
        "I noticed 2x2 matrices with huge exponents behave differently.",
        {"body": "MatrixBase.pow"},
    ),
    q(
        SYM,
        "how",
        "how does inv() pick an inversion method by default? is it always gaussian elimination, "
        "or does it depend on the kind of entries / sparse vs dense?",
        {"body": "_inv"},
    ),
    q(
        SYM,
        "how",
        "When it's doing the row-by-row elimination and the column is full of decimal numbers, does "
        "it grab the entry that's biggest in size to divide by, or just the first usable one? "
        "Where's that choice made?",
        {"body": "_find_reasonable_pivot"},
        own=True,
    ),
    q(
        SYM,
        "how",
        "How does it check whether multiplying my matrix by itself enough times ends up as all "
        "zeros? Does it literally keep multiplying until it gives up?",
        {"body": "MatrixBase.is_nilpotent"},
        own=True,
    ),
    # --- scipy/stats -------------------------------------------------------------------------
    q(SCI, "where", "where is tiecorrect defined", {"def": "tiecorrect"}),
    q(
        SCI,
        "where",
        "Hi! Could you point me to the definition of `barnard_exact`?",
        {"def": "barnard_exact"},
    ),
    q(
        SCI,
        "returns",
        "what does _get_pvalue return, for each value of alternative?",
        {"returns": "_get_pvalue"},
    ),
    q(
        SCI,
        "calls",
        "Who calls _circfuncs_common?",
        grep(r"= _circfuncs_common\(", MORESTATS),
    ),
    q(
        SCI,
        "calls",
        "where is `_calculate_winsorized_variance` used",
        grep(r"= _calculate_winsorized_variance\(", STATS_PY),
    ),
    q(
        SCI,
        "raises",
        "ks_2samp told me 'Data passed to ks_2samp must not be empty'. where's that raised?",
        grep(r"raise ValueError\('Data passed to ks_2samp must not be empty'\)", STATS_PY),
    ),
    q(
        SCI,
        "raises",
        "tukey_hsd keeps rejecting my groups. Where does it validate the samples and raise?",
        grep(
            r"There must be more than 1 treatment|Expected a boolean value for 'equal_var'"
            r"|Input samples must be|Input sample size must be",
            HYPOTESTS,
        ),
    ),
    q(
        SCI,
        "raises",
        "where do levene / fligner raise if I pass center='mode'?",
        grep(r"raise ValueError\(\"center must be 'mean', 'median' or 'trimmed'\.\"\)", MORESTATS),
    ),
    q(
        SCI,
        "const",
        "Where's the table that maps names like 'pearson' and 'neyman' to the lambda_ values for "
        "power_divergence?",
        grep(r"^_power_div_lambda_names = ", STATS_PY),
    ),
    run(
        SCI,
        "What's the output of {}?",
        "from scipy.stats import rankdata; print(rankdata([10, 20, 10, 30, 20], method='dense'))",
        "[1 2 1 3 2]",
    ),
    run(
        SCI,
        "if I run {}, what exactly gets printed?",
        "from scipy.stats import median_test; r = median_test([1, 2, 3, 4], [5, 6, 7, 8]); "
        "print(r.median, r.table.tolist())",
        "4.5 [[0, 4], [4, 0]]",
    ),
    q(
        SCI,
        "edit",
        "anderson() spams a FutureWarning about `method` on every call. Please comment out the "
        "`warnings.warn(_anderson_warning_message, FutureWarning, stacklevel=2)` line in "
        "scipy/stats/_morestats.py.",
        {
            "effect": {
                "comment_out": [
                    MORESTATS,
                    "warnings.warn(_anderson_warning_message, FutureWarning, stacklevel=2)",
                ]
            }
        },
    ),
    q(
        SCI,
        "edit",
        "change sigmaclip's signature in _stats_py.py so the defaults are low=3., high=3. "
        "instead of low=4., high=4.",
        {
            "effect": {
                "text_replaced": [
                    STATS_PY,
                    "def sigmaclip(a, low=4., high=4.):",
                    "def sigmaclip(a, low=3., high=3.):",
                ]
            }
        },
    ),
    q(
        SCI,
        "edit",
        "In scipy/stats/_stats_py.py add the line `import logging` directly after "
        "`import warnings` at the top.",
        {"effect": {"line_after": [STATS_PY, "import warnings", "import logging"]}},
    ),
    q(
        SCI,
        "which",
        "I want to keep throwing away readings that sit way too far from the average, "
        "recomputing the average and the spread each round, until a round drops nothing. "
        "Which function does that?",
        {"body": "sigmaclip"},
        own=True,
    ),
    q(
        SCI,
        "which",
        "i log the time of day people show up, e.g. 23:30 and 00:30, and a plain average gives "
        "me noon which is nonsense. which function averages values that wrap around like a "
        "clock face?",
        {"body": "circmean"},
        own=True,
    ),
    q(
        SCI,
        "which",
        "I ran ~200 comparisons in one go. Which function fixes up all my significance numbers "
        "at once so that fewer of my 'hits' turn out to be flukes?",
        {"body": "false_discovery_control"},
        own=True,
    ),
    q(
        SCI,
        "how",
        "If my list has the same number in it twice, what position number do the two copies get "
        "(both 2.5? both 2?), and where is that worked out?",
        {"body": "_rankdata"},
        {"body": "rankdata"},
        own=True,
    ),
    q(
        SCI,
        "how",
        "How does ks_2samp decide between the exact and the asymptotic p-value when method='auto'?",
        grep(r"MAX_AUTO_N = 10000|mode = 'exact' if max\(n1, n2\) <= MAX_AUTO_N", STATS_PY),
    ),
    q(
        SCI,
        "how",
        "For ttest_ind with equal_var=False (Welch), how are the degrees of freedom and the "
        "standard error computed?",
        {"body": "_unequal_var_ttest_denom"},
    ),
    q(
        SCI,
        "how",
        "how does `iqr` handle scale='normal'? what number does it end up dividing by",
        grep(r"_scale_conversions|out /= scale", STATS_PY),
    ),
]
