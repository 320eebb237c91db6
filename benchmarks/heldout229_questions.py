"""The two-hundred-and-twenty-ninth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0: ``sympy/combinatorics/galois.py``
and ``sympy/polys/domains/gaussiandomains.py``; IPython 8.12.3: ``IPython/core/magics/osm.py``;
scipy 1.17.1: ``scipy/linalg/_solvers.py``), written blind: by reading only those files, the format
of ``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (scipy's matrix-equation solvers and IPython's
OS magics most, then sympy's Gaussian domains and its Galois-group names). About a fifth of them are
in the user's own words (``"own": True``: behaviour described in everyday words the code does not
use for it, with one definition that fits); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

Checked with ``benchmarks/check_set.py`` (every gold resolves to lines, every command's expected
text is in its real output, no edit's effect holds on the untouched files, the declines hold), and
every edit was made by hand on a scratch copy of its workspace, with ``check_effect`` holding after
it. The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h229_sympy_galois": ["sympy/combinatorics/galois.py"],
    "h229_ipython_osm": ["IPython/core/magics/osm.py"],
    "h229_sympy_gaussiandomains": ["sympy/polys/domains/gaussiandomains.py"],
    "h229_scipy_solvers": ["scipy/linalg/_solvers.py"],
}

GAL = "sympy/combinatorics/galois.py"
OSM = "IPython/core/magics/osm.py"
GAU = "sympy/polys/domains/gaussiandomains.py"
SOL = "scipy/linalg/_solvers.py"


QUESTIONS: list[dict] = [
    # --- scipy/linalg/_solvers.py ------------------------------------------------------------
    q(
        "h229_scipy_solvers",
        "where",
        "where is solve_discrete_are defined?",
        {"def": "solve_discrete_are"},
    ),
    q(
        "h229_scipy_solvers",
        "where",
        "Quick one: in scipy's linalg solvers file, where does `_are_validate_args` live?",
        {"def": "_are_validate_args"},
    ),
    q(
        "h229_scipy_solvers",
        "returns",
        "What does solve_sylvester give back -- and is it different when `a` or `b` is empty?",
        {"returns": "solve_sylvester"},
    ),
    q(
        "h229_scipy_solvers",
        "calls",
        "Which functions call _are_validate_args?",
        grep(r"= _are_validate_args\(", SOL),
    ),
    q(
        "h229_scipy_solvers",
        "raises",
        "I passed method='schur' to solve_discrete_lyapunov and got `ValueError: Unknown solver "
        "schur`. Where is that raised?",
        grep(r"raise ValueError\(f'Unknown solver", SOL),
    ),
    q(
        "h229_scipy_solvers",
        "raises",
        "solve_continuous_are keeps telling me 'Matrix r is numerically singular.' -- which line "
        "throws that?",
        grep(r"raise ValueError\('Matrix r is numerically singular\.'\)", SOL),
    ),
    q(
        "h229_scipy_solvers",
        "const",
        "Where is the default for `balanced` in solve_continuous_are set?",
        grep(r"def solve_continuous_are\(a, b, q, r, e=None, s=None, balanced=True\)", SOL),
    ),
    q(
        "h229_scipy_solvers",
        "which",
        "which function actually does the work when solve_discrete_lyapunov is called with "
        "method='bilinear'?",
        {"body": "_solve_discrete_lyapunov_bilinear"},
    ),
    q(
        "h229_scipy_solvers",
        "which",
        "There's a piece that flattens the right-hand side into one long vector and then solves "
        "one huge ordinary linear system, built from the matrix tensored with its own conjugate "
        "(so the size is the square of the dimension). Which one is that?",
        {"body": "_solve_discrete_lyapunov_direct"},
        own=True,
    ),
    q(
        "h229_scipy_solvers",
        "how",
        "How does solve_discrete_lyapunov decide between 'direct' and 'bilinear' when I don't "
        "pass method at all?",
        grep(
            r"if method is None:|if a\.shape\[0\] >= 10:|method = 'bilinear'|method = 'direct'", SOL
        ),
    ),
    q(
        "h229_scipy_solvers",
        "how",
        "My cost weight matrices are a hair off from being mirror images of their own transposes, "
        "just float noise. How much slack is tolerated before the input checking rejects them?",
        grep(r"if norm\(mat - mat\.conj\(\)\.T, 1\) > np\.spacing\(norm\(mat, 1\)\)\*100:", SOL),
        own=True,
    ),
    run(
        "h229_scipy_solvers",
        "can you run {} for me and tell me what it prints",
        "import numpy as np; from scipy.linalg import solve_discrete_lyapunov as f; "
        "print(f(np.array([[0.5]]), np.array([[3.0]])))",
        "[[4.]]",
    ),
    q(
        "h229_scipy_solvers",
        "edit",
        "In scipy/linalg/_solvers.py, solve_discrete_lyapunov switches to the bilinear method "
        "once the matrix has 10 rows. I'd like that to happen only from 20 rows on -- please "
        "change the cutoff.",
        {"effect": {"text_replaced": [SOL, "if a.shape[0] >= 10:", "if a.shape[0] >= 20:"]}},
    ),
    q(
        "h229_scipy_solvers",
        "edit",
        "_solve_continuous_are and _solve_discrete_are duplicate the whole balancing, QZ and "
        "back-substitution part. Could you pull that out into one shared helper that both use, "
        "and make sure the results stay bit-for-bit identical?",
        {"effect": {"declined": True}},
    ),
    # --- IPython/core/magics/osm.py ----------------------------------------------------------
    q(
        "h229_ipython_osm",
        "where",
        "Where's the %pushd magic implemented?",
        {"def": "OSMagics.pushd"},
    ),
    q(
        "h229_ipython_osm",
        "returns",
        "what does OSMagics.alias return, e.g. when I call %alias without any arguments",
        {"returns": "OSMagics.alias"},
    ),
    q(
        "h229_ipython_osm",
        "calls",
        "Inside osm.py, who calls `self.cd(...)`?",
        grep(r"self\.cd\(", OSM),
    ),
    q(
        "h229_ipython_osm",
        "raises",
        "UsageError: %popd on empty stack -- where is that coming from?",
        grep(r'raise UsageError\("%popd on empty stack"\)', OSM),
    ),
    q(
        "h229_ipython_osm",
        "raises",
        'Hi, `%set_env cmd_args A=B` gave me "refusing to set env var with whitespace". Where '
        "does IPython raise that?",
        grep(r"refusing to set env var with whitespace", OSM),
    ),
    q(
        "h229_ipython_osm",
        "raises",
        "where is the error raised when I try to %bookmark -d a bookmark that doesn't exist?",
        grep(r"%%bookmark -d: Can't delete bookmark", OSM),
    ),
    q(
        "h229_ipython_osm",
        "which",
        "Which magic in OSMagics handles `%%writefile -a`?",
        {"body": "OSMagics.writefile"},
    ),
    q(
        "h229_ipython_osm",
        "which",
        "When I ask IPython to list every setting my process inherited from the shell, anything "
        "that looks like a password or an API credential shows up masked. Which code does that?",
        {"body": "OSMagics.env"},
        own=True,
    ),
    q(
        "h229_ipython_osm",
        "how",
        "How does `%cd --foo` pick which directory out of the history to jump to?",
        grep(
            r"elif parameter_s\.startswith\('--'\):|for ent in reversed\(dh\):"
            r"|if pat in os\.path\.basename\(ent\)|if fallback is None and pat in ent"
            r"|ps = fallback",
            OSM,
        ),
    ),
    q(
        "h229_ipython_osm",
        "how",
        "On a Windows box, how does IPython figure out whether some file sitting in a folder is "
        "a program you can launch?",
        {"body": "OSMagics._isexec_WIN"},
        {"body": "OSMagics.__init__"},
        own=True,
    ),
    run(
        "h229_ipython_osm",
        "What's the output of {}?",
        "from IPython.core.interactiveshell import InteractiveShell; "
        "ip = InteractiveShell.instance(); ip.run_line_magic('set_env', 'GREETING=hi there')",
        "env: GREETING=hi there",
    ),
    q(
        "h229_ipython_osm",
        "edit",
        "OSMagics.__init__ in IPython/core/magics/osm.py has no docstring. Please add one saying "
        "it works out how executables are recognised on this platform before calling up to "
        "Magics.",
        {"effect": {"docstring": "OSMagics.__init__"}},
    ),
    q(
        "h229_ipython_osm",
        "edit",
        "rehashx opens os.scandir without closing it (there's even a comment about it). Please "
        "rework rehashx to use context managers, merge the posix and Windows loops, and add type "
        "hints to every method of OSMagics while you're at it.",
        {"effect": {"declined": True}},
    ),
    # --- sympy/polys/domains/gaussiandomains.py ----------------------------------------------
    q(
        "h229_sympy_gaussiandomains",
        "where",
        "where is quadrant() defined for gaussian elements?",
        {"def": "GaussianElement.quadrant"},
    ),
    q(
        "h229_sympy_gaussiandomains",
        "returns",
        "What does GaussianElement._get_xy return if the other operand can't be converted?",
        {"returns": "GaussianElement._get_xy"},
    ),
    q(
        "h229_sympy_gaussiandomains",
        "calls",
        "who calls _get_xy",
        grep(r"self\._get_xy\(", GAU),
    ),
    q(
        "h229_sympy_gaussiandomains",
        "raises",
        "ZZ_I(3) // 0 gives ZeroDivisionError: divmod(3 + 0*I, 0). Where is that raised?",
        grep(r"raise ZeroDivisionError\('divmod\(", GAU),
    ),
    q(
        "h229_sympy_gaussiandomains",
        "raises",
        "Converting 1 + sqrt(2) into QQ_I fails with CoercionFailed '... is not Gaussian'; where "
        "in gaussiandomains.py does that get raised?",
        grep(r'raise CoercionFailed\("\{\} is not Gaussian"', GAU),
    ),
    q(
        "h229_sympy_gaussiandomains",
        "which",
        "Which ZZ_I method gives me the Bezout coefficients together with the gcd?",
        {"body": "GaussianIntegerRing.gcdex"},
    ),
    q(
        "h229_sympy_gaussiandomains",
        "which",
        "Which part takes a complex whole number, spins it by a power of i so it lands in the "
        "upper-right quarter of the plane, and spins any extra numbers you hand it by the same "
        "amount?",
        {"body": "GaussianIntegerRing.normalize"},
        own=True,
    ),
    q(
        "h229_sympy_gaussiandomains",
        "how",
        "how does GaussianInteger.__divmod__ choose the quotient? is it rounding to nearest?",
        {"body": "GaussianInteger.__divmod__"},
    ),
    q(
        "h229_sympy_gaussiandomains",
        "how",
        "For a complex number with fractional real and imaginary parts, how is the single bottom "
        "number that both parts share worked out?",
        {"body": "GaussianRationalField.denom"},
        own=True,
    ),
    run(
        "h229_sympy_gaussiandomains",
        "Please run {} -- what does it print?",
        "from sympy import ZZ_I; a, b = ZZ_I(5), ZZ_I(1, 3); "
        "print(divmod(a, b), ZZ_I.gcd(ZZ_I(5), ZZ_I(2, 1)))",
        "(ZZ_I(1, -1), ZZ_I(1, -2)) 2 + I",
    ),
    q(
        "h229_sympy_gaussiandomains",
        "edit",
        "In GaussianElement.__pow__ the zero-exponent case does `return self.new(1, 0)` with "
        "plain ints. Change that to `return self._parent.one` (gaussiandomains.py).",
        {"effect": {"text_replaced": [GAU, "return self.new(1, 0)", "return self._parent.one"]}},
    ),
    # --- sympy/combinatorics/galois.py -------------------------------------------------------
    q(
        "h229_sympy_galois",
        "where",
        "where's four_group defined in sympy.combinatorics.galois",
        {"def": "four_group"},
    ),
    q(
        "h229_sympy_galois",
        "returns",
        "What does `S4TransitiveSubgroups.get_perm_group` return, say for V or D4?",
        {"returns": "S4TransitiveSubgroups.get_perm_group"},
    ),
    q(
        "h229_sympy_galois",
        "calls",
        "Who calls set_symmetric_group_properties in galois.py?",
        grep(r"set_symmetric_group_properties\(G, ", GAL),
    ),
    q(
        "h229_sympy_galois",
        "calls",
        "inside find_transitive_subgroups_of_S6, where is order_profile called from?",
        grep(r"(?<!def )order_profile\(", GAL),
    ),
    q(
        "h229_sympy_galois",
        "const",
        "Where's the default for print_report set in find_transitive_subgroups_of_S6?",
        grep(r"def find_transitive_subgroups_of_S6\(\*targets, print_report=False\)", GAL),
    ),
    q(
        "h229_sympy_galois",
        "which",
        "I need A5 acting transitively on six points. which function in galois.py returns that?",
        {"body": "PSL2F5"},
    ),
    q(
        "h229_sympy_galois",
        "which",
        "Which little helper counts, for a group of permutations, how many members take 1, 2, 3... "
        "repeats to come back to the identity, and can print that tally with a label?",
        {"body": "find_transitive_subgroups_of_S6.order_profile"},
        own=True,
    ),
    q(
        "h229_sympy_galois",
        "how",
        "How does the nested search() in find_transitive_subgroups_of_S6 decide a candidate set "
        "of generators is the right one?",
        {"body": "find_transitive_subgroups_of_S6.search"},
    ),
    q(
        "h229_sympy_galois",
        "how",
        "For the 20-element group on five points, how is it put together -- does it work out "
        "things like its size the slow way, or are those just filled in by hand?",
        {"body": "M20"},
        own=True,
    ),
    run(
        "h229_sympy_galois",
        "I'm checking the degree-4 names; run {} and tell me the output.",
        "from sympy.combinatorics.galois import S4TransitiveSubgroups as T; "
        "print([T[n].get_perm_group().order() for n in ('C4', 'V', 'D4', 'A4', 'S4')])",
        "[4, 4, 8, 12, 24]",
    ),
    q(
        "h229_sympy_galois",
        "edit",
        "in find_transitive_subgroups_of_S6's finish_up, right after the line "
        "`print(G.generators)`, add `print(G.order())` so the report shows the order too",
        {"effect": {"line_after": [GAL, "print(G.generators)", "print(G.order())"]}},
    ),
]
