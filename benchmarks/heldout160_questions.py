"""The hundred-and-sixtieth set: questions on four modules of one third-party package, copied from
the installed site-packages (mpmath 1.3.0: ``mpmath/identification.py``,
``mpmath/matrices/linalg.py``, ``mpmath/calculus/optimization.py``, ``mpmath/libmp/libmpi.py``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (the root finders in ``optimization.py`` most,
then the interval arithmetic of ``libmpi.py``, the constant recognition of ``identification.py`` and
the linear algebra of ``linalg.py``). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``. The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h160_mpmath_identification": ["mpmath/identification.py"],
    "h160_mpmath_linalg": ["mpmath/matrices/linalg.py"],
    "h160_mpmath_optimization": ["mpmath/calculus/optimization.py"],
    "h160_mpmath_libmpi": ["mpmath/libmp/libmpi.py"],
}

IDENT = "mpmath/identification.py"
LINALG = "mpmath/matrices/linalg.py"
OPT = "mpmath/calculus/optimization.py"
LIBMPI = "mpmath/libmp/libmpi.py"


QUESTIONS: list[dict] = [
    # --- mpmath/identification.py ------------------------------------------------------------
    q(
        "h160_mpmath_identification",
        "where",
        "quadraticstring -- which line is it defined on?",
        {"def": "quadraticstring"},
    ),
    q(
        "h160_mpmath_identification",
        "returns",
        "I'm reading identification.py. What comes back from `fracgcd(p, q)`, an int or a tuple? "
        "Seems like it can be either",
        {"returns": "fracgcd"},
    ),
    q(
        "h160_mpmath_identification",
        "calls",
        "who calls fracgcd",
        grep(r"z = fracgcd\(", IDENT),
    ),
    q(
        "h160_mpmath_identification",
        "raises",
        "pslq throws 'prec cannot be less than 53' at me when I drop mp.prec. Where is that check?",
        grep(r'raise ValueError\("prec cannot be less than 53"\)', IDENT),
    ),
    q(
        "h160_mpmath_identification",
        "const",
        "Where is the table of `transforms` that identify() tries (x*c, sqrt, exp, log and so on) "
        "set up?",
        grep(r"^transforms = \[", IDENT),
    ),
    q(
        "h160_mpmath_identification",
        "which",
        "Which helper in identification.py rounds a fixed-point value to the nearest integer "
        "multiple?",
        {"def": "round_fixed"},
    ),
    q(
        "h160_mpmath_identification",
        "which",
        "When it works out that my number is something like two to the one-third times seven "
        "squared over five, which piece writes that answer out as text with a top half and a "
        "bottom half?",
        {"def": "prodstring"},
        own=True,
    ),
    q(
        "h160_mpmath_identification",
        "how",
        "how does identify deal with a negative x? does it just flip the sign and recurse?",
        grep(
            r"if x < 0:|sol = ctx\.identify\(-x, |return \[\"-\(%s\)\"%s for s in sol\]"
            r"|return \"-\(%s\)\" % sol",
            IDENT,
        ),
    ),
    q(
        "h160_mpmath_identification",
        "how",
        "While it's guessing a closed form for my number, it reshapes the number in lots of ways "
        "first. Some of those reshapings must come out astronomically big or almost nothing -- "
        "how does it avoid wasting time on those?",
        grep(r"# Prevent exponential transforms from wreaking havoc|if abs\(t\) > M\*\*2", IDENT),
        own=True,
    ),
    run(
        "h160_mpmath_identification",
        "Can you execute {} and tell me the string it finds?",
        "from mpmath import mp, identify; mp.dps = 15; print(identify(0.75))",
        "(3/4)",
    ),
    q(
        "h160_mpmath_identification",
        "edit",
        "please give `fracgcd` in mpmath/identification.py a docstring -- it reduces p/q by their "
        "gcd and returns just p when the denominator comes out as 1",
        {"effect": {"docstring": "fracgcd"}},
    ),
    # --- mpmath/matrices/linalg.py -----------------------------------------------------------
    q(
        "h160_mpmath_linalg",
        "where",
        "Where in linalg.py is the `householder` method?",
        {"def": "LinearAlgebraMethods.householder"},
    ),
    q(
        "h160_mpmath_linalg",
        "returns",
        "What does det() hand back, and what if LU_decomp decides the matrix is singular?",
        {"returns": "LinearAlgebraMethods.det"},
    ),
    q(
        "h160_mpmath_linalg",
        "calls",
        "Which methods in the linear algebra module call `ctx.LU_decomp`?",
        grep(r"ctx\.LU_decomp\(", LINALG),
    ),
    q(
        "h160_mpmath_linalg",
        "raises",
        "cholesky(A) says ValueError: matrix is not positive-definite. which line raises it?",
        grep(r"raise ValueError\('matrix is not positive-definite'\)", LINALG),
    ),
    q(
        "h160_mpmath_linalg",
        "raises",
        "Hi, lu_solve died with `ZeroDivisionError: matrix is numerically singular`. Where are "
        "those ZeroDivisionErrors thrown?",
        grep(r"raise ZeroDivisionError\('matrix is numerically singular'\)", LINALG),
    ),
    q(
        "h160_mpmath_linalg",
        "raises",
        "If I hand the equation solvers fewer equations than unknowns, they refuse. Where does "
        "that refusal happen?",
        grep(r"raise ValueError\('cannot solve underdetermined system'\)", LINALG),
        own=True,
    ),
    q(
        "h160_mpmath_linalg",
        "which",
        "I already have an answer x for my set of equations but it's a bit off. Which method "
        "takes it and polishes it over a few rounds, reusing the earlier factoring work?",
        {"def": "LinearAlgebraMethods.improve_solution"},
        own=True,
    ),
    q(
        "h160_mpmath_linalg",
        "how",
        "How does lu_solve handle a matrix with more rows than columns? Least squares somehow?",
        grep(
            r"if A\.rows > A\.cols:|# use least-squares method if overdetermined|AH = A\.H"
            r"|A = AH \* A|b = AH \* b|x = ctx\.cholesky_solve\(A, b\)",
            LINALG,
        ),
    ),
    run(
        "h160_mpmath_linalg",
        "what does {} print?",
        "from mpmath import matrix, det; print(det(matrix([[1, 2], [3, 4]])))",
        "-2.0",
    ),
    q(
        "h160_mpmath_linalg",
        "edit",
        "In mpmath/matrices/linalg.py, comment out the `assert edps >= 0` line in qr.",
        {"effect": {"comment_out": [LINALG, "assert edps >= 0"]}},
    ),
    q(
        "h160_mpmath_linalg",
        "edit",
        "The LU pivot loop in LU_decomp has a 'TODO: what if equal?'. Could you figure out the "
        "numerically best tie-breaking rule, rewrite the pivoting around it and prove it's stable?",
        {"effect": {"declined": True}},
    ),
    # --- mpmath/calculus/optimization.py -----------------------------------------------------
    q(
        "h160_mpmath_optimization",
        "where",
        "where's the Illinois solver class",
        {"def": "Illinois"},
    ),
    q(
        "h160_mpmath_optimization",
        "returns",
        "what does `_getm` return in optimization.py?",
        {"returns": "_getm"},
    ),
    q(
        "h160_mpmath_optimization",
        "calls",
        "Which wrappers build an `Illinois(...)` for you with a different method keyword?",
        grep(r"return Illinois\(\*args, \*\*kwargs\)", OPT),
    ),
    q(
        "h160_mpmath_optimization",
        "raises",
        "findroot keeps failing with 'Could not find root within given tolerance' -- point me at "
        "where that exception is raised",
        grep(r"raise ValueError\('Could not find root within given tolerance\. '", OPT),
    ),
    q(
        "h160_mpmath_optimization",
        "const",
        "what is Bisection's step limit set to, and where?",
        grep(r"^\s+maxsteps = 100$", OPT),
    ),
    q(
        "h160_mpmath_optimization",
        "which",
        "For a set of equations in several unknowns: which piece estimates the grid of partial "
        "slopes by nudging each input by a tiny amount and seeing how the outputs move?",
        {"def": "jacobian"},
        own=True,
    ),
    q(
        "h160_mpmath_optimization",
        "which",
        "I have an update rule I keep reapplying and it crawls toward its answer. Which helper "
        "wraps such a rule into a new one that homes in far quicker?",
        {"def": "steffensen"},
        own=True,
    ),
    q(
        "h160_mpmath_optimization",
        "which",
        "Which solver class counts slow steps and then switches to Steffensen acceleration?",
        {"def": "ANewton"},
    ),
    q(
        "h160_mpmath_optimization",
        "how",
        "How does MDNewton shrink the step when the full Newton step doesn't reduce the norm?",
        grep(
            r"# damping step size|l = self\.ctx\.one|if newnorm < fxnorm:|x1 = x0 \+ l\*s",
            OPT,
        ),
    ),
    q(
        "h160_mpmath_optimization",
        "how",
        "Say the very first guess I pass in already makes my equation come out at exactly zero. "
        "Does it still go through its loop, or hand my guess straight back?",
        grep(r"if norm\(fx\) == 0:|return ctx\.matrix\(x0\)$|return x0\[0\]$", OPT),
        own=True,
    ),
    q(
        "h160_mpmath_optimization",
        "how",
        "how does findroot figure out whether f is a multidimensional function?",
        grep(
            r"multidimensional = isinstance\(fx, |multidimensional = False"
            r"|multidimensional = kwargs\['multidimensional'\]",
            OPT,
        ),
    ),
    run(
        "h160_mpmath_optimization",
        "Run {} for me, what comes out?",
        "from mpmath import mp, findroot; mp.dps = 15; "
        "print(findroot(lambda x: x**2 - 2, (1, 2), solver='bisect'))",
        "1.4142135623731",
    ),
    q(
        "h160_mpmath_optimization",
        "edit",
        "MDNewton gives up after 10 steps by default. Bump its `maxsteps = 10` to 25 in "
        "mpmath/calculus/optimization.py.",
        {"effect": {"line_replaced": [OPT, "maxsteps = 10", "maxsteps = 25"]}},
    ),
    q(
        "h160_mpmath_optimization",
        "edit",
        "rename the helper _getm to _scaling_for_method everywhere in optimization.py",
        {"effect": {"renamed": ["_getm", "_scaling_for_method"]}},
    ),
    # --- mpmath/libmp/libmpi.py --------------------------------------------------------------
    q(
        "h160_mpmath_libmpi",
        "where",
        "Where is mpi_from_str defined? The one that parses '[a, b]' and 'a +- b' strings.",
        {"def": "mpi_from_str"},
    ),
    q(
        "h160_mpmath_libmpi",
        "returns",
        "mpi_lt -- what does it return when the two intervals overlap and it can't tell?",
        {"returns": "mpi_lt"},
    ),
    q(
        "h160_mpmath_libmpi",
        "calls",
        "Where is `mpi_cos_sin` used in libmpi.py?",
        grep(r"= mpi_cos_sin\(|return mpi_cos_sin\(", LIBMPI),
    ),
    q(
        "h160_mpmath_libmpi",
        "calls",
        "who calls mpi_from_str_a_b?",
        grep(r"return mpi_from_str_a_b\(", LIBMPI),
    ),
    q(
        "h160_mpmath_libmpi",
        "raises",
        "I passed mode='sci' to mpi_to_str and it blew up. Which line raises that?",
        grep(r"raise ValueError\(\"'%s' is unknown mode for printing mpi\"", LIBMPI),
    ),
    q(
        "h160_mpmath_libmpi",
        "raises",
        "When mpi_from_str gets a malformed string like '(1,2)' it raises 'Improperly formed "
        "interval number'. Where exactly is it raised?",
        grep(r"^\s+raise e$", LIBMPI),
    ),
    q(
        "h160_mpmath_libmpi",
        "which",
        "which function tells me how wide a range is, rounding so the width never comes out too "
        "small?",
        {"def": "mpi_delta"},
        own=True,
    ),
    q(
        "h160_mpmath_libmpi",
        "which",
        "Which function raises a complex interval to an integer power by repeated squaring?",
        {"def": "mpci_pow_int"},
    ),
    q(
        "h160_mpmath_libmpi",
        "how",
        "What happens if I divide by a range that goes from below zero to above it -- what do I "
        "get back, and where is that decided?",
        grep(r"^\s+if tas < 0 and tbs > 0:$", LIBMPI),
        own=True,
    ),
    q(
        "h160_mpmath_libmpi",
        "how",
        "How does mpi_gamma cope with an interval that isn't on one side of the gamma minimum "
        "(or is left of it)? it can't use monotonicity there",
        grep(
            r"znew = mpi_add\(z, mpi_one, wp\)|: return mpi_(div|mul|sub)\(mpi_gamma\(znew", LIBMPI
        ),
    ),
    run(
        "h160_mpmath_libmpi",
        "What's the output of {}?",
        "from mpmath.libmp.libmpi import mpi_from_str, mpi_to_str; "
        "print(mpi_to_str(mpi_from_str('2 (10%)', 53), 5))",
        "[1.8, 2.2]",
    ),
    q(
        "h160_mpmath_libmpi",
        "edit",
        "In libmpi.py, right after the line `mpi_one = (fone, fone)`, add "
        "`mpi_two = (from_int(2), from_int(2))`.",
        {
            "effect": {
                "line_after": [
                    LIBMPI,
                    "mpi_one = (fone, fone)",
                    "mpi_two = (from_int(2), from_int(2))",
                ]
            }
        },
    ),
    q(
        "h160_mpmath_libmpi",
        "edit",
        "Append `mpi_half = (fhalf, fhalf)` as the very last line of mpmath/libmp/libmpi.py.",
        {"effect": {"last_line": [LIBMPI, "mpi_half = (fhalf, fhalf)"]}},
    ),
]
