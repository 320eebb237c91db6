"""The two-hundred-and-fifty-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0:
``sympy/integrals/rationaltools.py``; scipy 1.17.1: ``scipy/linalg/_decomp_schur.py``; dask
2026.8.0: ``dask/tokenize.py``; networkx 3.6.1: ``networkx/algorithms/polynomials.py``), written
blind: by reading only those files, the format of set 128, ``question_helpers.py`` and the gold
functions of ``bench_answers.py``, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (dask's tokenize most, then sympy's rational
integration, scipy's Schur decomposition, networkx's graph polynomials). About a fifth of the
non-edit ones are in the user's own words (``own=True``: behaviour described in everyday words the
code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every gold
names exactly one definition or matches the intended lines); the command outputs were copied from
running them against the installed packages; every edit was made by hand on a scratch copy of its
workspace and ``check_effect`` was checked to hold after it (and the declined ones on the
untouched copy with a "did not change" answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h258_sympy_rationaltools": ["sympy/integrals/rationaltools.py"],
    "h258_scipy_decomp_schur": ["scipy/linalg/_decomp_schur.py"],
    "h258_dask_tokenize": ["dask/tokenize.py"],
    "h258_networkx_polynomials": ["networkx/algorithms/polynomials.py"],
}

RAT = "sympy/integrals/rationaltools.py"
SCHUR = "scipy/linalg/_decomp_schur.py"
TOK = "dask/tokenize.py"
POLY = "networkx/algorithms/polynomials.py"


QUESTIONS: list[dict] = [
    # --- dask/tokenize.py ------------------------------------------------------------------------
    q(
        "h258_dask_tokenize",
        "where",
        "where's TokenizationError declared",
        {"def": "TokenizationError"},
    ),
    q(
        "h258_dask_tokenize",
        "returns",
        "What can `normalize_object` give back? I see a few different exits in it.",
        {"returns": "normalize_object"},
    ),
    q(
        "h258_dask_tokenize",
        "calls",
        "Which places in dask/tokenize.py call _maybe_raise_nondeterministic?",
        grep(r"^\s+_maybe_raise_nondeterministic\(", TOK),
    ),
    q(
        "h258_dask_tokenize",
        "calls",
        "who uses `_normalize_pickle`",
        grep(r"return _normalize_pickle\(", TOK),
    ),
    q(
        "h258_dask_tokenize",
        "raises",
        "With tokenize.ensure-deterministic on I get a TokenizationError. Which line actually "
        "raises it?",
        grep(r"raise TokenizationError\(", TOK),
    ),
    q(
        "h258_dask_tokenize",
        "raises",
        "where does 'Failed to tokenize deterministically' come from?",
        grep(r'_maybe_raise_nondeterministic\("Failed to tokenize deterministically"\)', TOK),
    ),
    q(
        "h258_dask_tokenize",
        "which",
        "Which normalizer does dask use for a plain set, and how does it get a stable order out "
        "of it?",
        {"body": "normalize_set"},
    ),
    q(
        "h258_dask_tokenize",
        "which",
        "which function tokenizes bound methods like `obj.method`?",
        {"body": "normalize_bound_method"},
    ),
    q(
        "h258_dask_tokenize",
        "which",
        "If I've got a list that ends up containing itself, what stops the hashing from going "
        "round in circles forever?",
        {"body": "_normalize_seq_func"},
        own=True,
    ),
    q(
        "h258_dask_tokenize",
        "how",
        "How does the numpy normalize_array deal with object-dtype arrays, e.g. an array of "
        "strings?",
        {"body": "register_numpy.normalize_array"},
    ),
    q(
        "h258_dask_tokenize",
        "how",
        "my object gets turned into bytes to work out its fingerprint -- how does it make sure "
        "those bytes come out the same every time, does it only try once?",
        {"body": "_normalize_pickle"},
        own=True,
    ),
    run(
        "h258_dask_tokenize",
        "What do I get from {}?",
        "from dask.tokenize import normalize_token; print(normalize_token({'b': 1, 'a': [2]}))",
        "('tuple', ('a', ('list', (2,))))",
    ),
    q(
        "h258_dask_tokenize",
        "edit",
        "Give _normalize_dataclass in dask/tokenize.py a docstring: it normalizes a dataclass "
        "instance from its type, its dataclass parameters and its field values.",
        {"effect": {"docstring": "_normalize_dataclass"}},
    ),
    q(
        "h258_dask_tokenize",
        "edit",
        "range objects should be tokenized as themselves too. In dask/tokenize.py add `range,` to "
        "_IDENTITY_DISPATCH, on the line right after `slice,`.",
        {"effect": {"line_after": [TOK, "slice,", "range,"]}},
    ),
    # --- sympy/integrals/rationaltools.py --------------------------------------------------------
    q(
        "h258_sympy_rationaltools",
        "where",
        "Where is ratint_logpart defined?",
        {"def": "ratint_logpart"},
    ),
    q(
        "h258_sympy_rationaltools",
        "returns",
        "what does _get_real_roots return, and when is it None?",
        {"returns": "_get_real_roots"},
    ),
    q(
        "h258_sympy_rationaltools",
        "calls",
        "Who calls log_to_atan in rationaltools.py?",
        grep(r"(\+ |\*)log_to_atan\(", RAT),
    ),
    q(
        "h258_sympy_rationaltools",
        "calls",
        "Where is `_get_real_roots` used?",
        grep(r"= _get_real_roots\(", RAT),
    ),
    q(
        "h258_sympy_rationaltools",
        "raises",
        "I hit an AssertionError saying 'BUG: resultant(...) cannot be zero' while integrating. "
        "Where is that?",
        grep(r'assert res, "BUG: resultant', RAT),
    ),
    q(
        "h258_sympy_rationaltools",
        "const",
        "what name does ratint give the symbol of the log part when I don't pass symbol=, and "
        "where is that default?",
        grep(r"symbol = flags\.get\('symbol', 't'\)", RAT),
    ),
    q(
        "h258_sympy_rationaltools",
        "which",
        "Which function turns the I*log((f + I*g)/(f - I*g)) terms into atan's?",
        {"body": "log_to_atan"},
    ),
    q(
        "h258_sympy_rationaltools",
        "which",
        "If I integrate something like 1/(x+1)**3, which bit works out the part of the answer "
        "that stays a plain ratio with no logarithms in it, and hands the rest on?",
        {"body": "ratint_ratpart"},
        own=True,
    ),
    q(
        "h258_sympy_rationaltools",
        "how",
        "integrating with another letter (say a) in the expression besides x: how does it make "
        "up its mind whether it's safe to give me an answer with no imaginary numbers in it?",
        grep(
            r"real = flags\.get\('real'\)|if real is None:|elt\.is_extended_real"
            r"|^\s+real = (True|False)$|if not real:",
            RAT,
        ),
        own=True,
    ),
    q(
        "h258_sympy_rationaltools",
        "how",
        "when the solutions come in mirror-image pairs like 2 and -2, how does it make sure it "
        "only uses one out of each pair?",
        grep(
            r"R_v_paired = \[\]|if r_v not in R_v_paired and -r_v not in R_v_paired"
            r"|could_extract_minus_sign\(\)|R_v_paired\.append\(",
            RAT,
        ),
        own=True,
    ),
    run(
        "h258_sympy_rationaltools",
        "can you run {} and tell me the output",
        "from sympy.integrals.rationaltools import ratint; from sympy.abc import x; "
        "print(ratint(1/(x**2 - 1), x))",
        "log(x - 1)/2 - log(x + 1)/2",
    ),
    q(
        "h258_sympy_rationaltools",
        "edit",
        "In sympy/integrals/rationaltools.py, ratint falls back to the name 't' for the dummy "
        "when no symbol flag is given. Change that default to '_t'.",
        {
            "effect": {
                "text_replaced": [
                    RAT,
                    "flags.get('symbol', 't')",
                    "flags.get('symbol', '_t')",
                ]
            }
        },
    ),
    q(
        "h258_sympy_rationaltools",
        "edit",
        "ratint takes forever once the denominator has degree 20 or so. Find out where the time "
        "goes and rewrite ratint_ratpart so it builds and solves the linear system itself instead "
        "of going through solve(), and show me timings before and after.",
        {"effect": {"declined": True}},
    ),
    # --- scipy/linalg/_decomp_schur.py -----------------------------------------------------------
    q(
        "h258_scipy_decomp_schur",
        "where",
        "where is rsf2csf defined",
        {"def": "rsf2csf"},
    ),
    q(
        "h258_scipy_decomp_schur",
        "returns",
        "What does `schur` return -- is it always just T and Z?",
        {"returns": "schur"},
    ),
    q(
        "h258_scipy_decomp_schur",
        "calls",
        "who calls _commonType?",
        grep(r"= _commonType\(", SCHUR),
    ),
    q(
        "h258_scipy_decomp_schur",
        "raises",
        "schur(np.ones((2, 3))) fails with 'expected square matrix'. Where's that raised?",
        grep(r"raise ValueError\('expected square matrix'\)", SCHUR),
    ),
    q(
        "h258_scipy_decomp_schur",
        "raises",
        "List every place in _decomp_schur.py that raises LinAlgError.",
        grep(r"raise LinAlgError\(", SCHUR),
    ),
    q(
        "h258_scipy_decomp_schur",
        "raises",
        "I passed sort='abc' to schur and got a ValueError, where does it reject that?",
        grep(r"raise ValueError\(\"'sort' parameter must either be", SCHUR),
    ),
    q(
        "h258_scipy_decomp_schur",
        "const",
        "Where is the `eps` that rsf2csf compares the subdiagonal against set?",
        grep(r"^eps = np\.finfo\(float\)\.eps", SCHUR),
    ),
    q(
        "h258_scipy_decomp_schur",
        "which",
        "Which little helper takes some arrays and a type letter and hands back duplicates "
        "converted to that type -- unwrapped if you only passed it one?",
        {"body": "_castCopy"},
        own=True,
    ),
    q(
        "h258_scipy_decomp_schur",
        "how",
        "How does schur handle a 0x0 input matrix?",
        grep(
            r"# accommodate empty matrix|if a1\.size == 0:|t0, z0 = schur\(np\.eye"
            r"|np\.empty_like\(a1",
            SCHUR,
        ),
    ),
    q(
        "h258_scipy_decomp_schur",
        "how",
        "I've got the factorisation with little 2x2 blocks sitting on the diagonal and want a "
        "version with nothing at all below the diagonal, complex numbers allowed. How does it "
        "tell whether an entry just under the diagonal is big enough to bother rotating away?",
        {"body": "rsf2csf"},
        own=True,
    ),
    run(
        "h258_scipy_decomp_schur",
        "Run {} for me -- what does it print?",
        "import numpy as np; from scipy.linalg import schur; "
        "T, Z, sdim = schur(np.diag([-1.0, 2.0, -3.0]), sort='lhp'); print(sdim, np.diag(T))",
        "2 [-1. -3.  2.]",
    ),
    q(
        "h258_scipy_decomp_schur",
        "edit",
        "_double_precision in scipy/linalg/_decomp_schur.py should cover long long too: make it "
        "['i', 'l', 'q', 'd'].",
        {"effect": {"value_set": [SCHUR, "_double_precision", "['i', 'l', 'q', 'd']"]}},
    ),
    # --- networkx/algorithms/polynomials.py ------------------------------------------------------
    q(
        "h258_networkx_polynomials",
        "where",
        "where's chromatic_polynomial?",
        {"def": "chromatic_polynomial"},
    ),
    q(
        "h258_networkx_polynomials",
        "returns",
        "what does tutte_polynomial hand back at the end, a plain sum or something simplified?",
        {"returns": "tutte_polynomial"},
    ),
    q(
        "h258_networkx_polynomials",
        "raises",
        "Where do the graph polynomial functions refuse a DiGraph?",
        grep(r'@not_implemented_for\("directed"\)', POLY),
    ),
    q(
        "h258_networkx_polynomials",
        "which",
        "Which function in polynomials.py calls nx.bridges to find the cut-edges?",
        {"body": "tutte_polynomial"},
    ),
    q(
        "h258_networkx_polynomials",
        "which",
        "which function tells me how many ways there are to paint the nodes with k paints so "
        "that no two neighbours end up the same?",
        {"body": "chromatic_polynomial"},
        own=True,
    ),
    q(
        "h258_networkx_polynomials",
        "how",
        "In tutte_polynomial, how is the edge to delete and contract picked at each step?",
        grep(r"e = None$|for i in G\.edges:|not in bridges and i\[0\] != i\[1\]|e = i$", POLY),
    ),
    q(
        "h258_networkx_polynomials",
        "how",
        "When the colouring count keeps splitting the network into smaller pieces, how does it "
        "know whether each leftover piece should be added or taken away?",
        grep(
            r'contraction_idx=0|\(-1\) \*\* G\.graph\["contraction_idx"\]'
            r'|C\.graph\["contraction_idx"\] = ',
            POLY,
        ),
        own=True,
    ),
    run(
        "h258_networkx_polynomials",
        "what's the output of {}?",
        "import networkx as nx; print(nx.chromatic_polynomial(nx.path_graph(3)))",
        "x**3 - 2*x**2 + x",
    ),
    q(
        "h258_networkx_polynomials",
        "edit",
        "tutte_polynomial finishes with `return sympy.simplify(polynomial)`, which is slow on "
        "bigger graphs. Replace that line with `return sympy.expand(polynomial)`.",
        {
            "effect": {
                "line_replaced": [
                    POLY,
                    "return sympy.simplify(polynomial)",
                    "return sympy.expand(polynomial)",
                ]
            }
        },
    ),
]
