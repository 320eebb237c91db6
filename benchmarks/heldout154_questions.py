"""The hundred-and-fifty-fourth set: questions on four modules of one third-party package, copied
from the installed site-packages (dask 2026.8.0: ``dask/array/routines.py``,
``dask/array/linalg.py``, ``dask/array/random.py``, ``dask/array/gufunc.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (dask's array routines most, then the linear
algebra module, the random module, the generalized-ufunc module). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h154_dask_routines": ["dask/array/routines.py"],
    "h154_dask_linalg": ["dask/array/linalg.py"],
    "h154_dask_random": ["dask/array/random.py"],
    "h154_dask_gufunc": ["dask/array/gufunc.py"],
}

ROUTINES = "dask/array/routines.py"
LINALG = "dask/array/linalg.py"
RANDOM = "dask/array/random.py"
GUFUNC = "dask/array/gufunc.py"


QUESTIONS: list[dict] = [
    # --- dask/array/routines.py --------------------------------------------------------------
    q(
        "h154_dask_routines",
        "where",
        "where's _tensordot_is_sparse defined?",
        {"def": "_tensordot_is_sparse"},
    ),
    q(
        "h154_dask_routines",
        "where",
        "In dask's routines module, which line has the definition of `_sum_wo_cat`?",
        {"def": "_sum_wo_cat"},
    ),
    q(
        "h154_dask_routines",
        "returns",
        "what does _partition give back when the divisor goes evenly into the total?",
        {"returns": "_partition"},
    ),
    q(
        "h154_dask_routines",
        "returns",
        "I'm reading `isnonzero` -- what does it return in each of its two branches?",
        {"returns": "isnonzero"},
    ),
    q(
        "h154_dask_routines",
        "calls",
        "Who calls split_at_breaks? I want to see every caller in routines.py.",
        grep(r"= split_at_breaks\(", ROUTINES),
    ),
    q(
        "h154_dask_routines",
        "calls",
        "where does `_average` get used",
        grep(r"return _average\(", ROUTINES),
    ),
    q(
        "h154_dask_routines",
        "calls",
        "flipud, fliplr and rot90 all lean on flip, right? show me the lines where flip is called.",
        grep(r"(?<!def )\bflip\(", ROUTINES),
    ),
    q(
        "h154_dask_routines",
        "raises",
        "da.histogram(x, bins=10, range=(0, 1), normed=True) blows up telling me normed is "
        "deprecated. Where's that error raised?",
        grep(r"The normed= keyword argument has been deprecated", ROUTINES),
    ),
    q(
        "h154_dask_routines",
        "raises",
        "List all the places in routines.py that raise RuntimeError.",
        grep(r"raise RuntimeError\(", ROUTINES),
    ),
    q(
        "h154_dask_routines",
        "raises",
        "When I try to slide everything in a flattened array along by 2.5 places it refuses. "
        "Where does it complain about that?",
        grep(r"Expect `shift` to be an instance of Integral", ROUTINES),
        own=True,
    ),
    q(
        "h154_dask_routines",
        "which",
        "which helper runs np.gradient on one block and slices the coordinate array down to "
        "the part that block covers?",
        {"def": "_gradient_kernel"},
    ),
    q(
        "h154_dask_routines",
        "which",
        "Before shrinking an array by some factor, something reshapes my list of piece sizes "
        "so every piece divides evenly by that factor, with the leftovers tacked on at the "
        "end. Which function is that?",
        {"def": "aligned_coarsen_chunks"},
        own=True,
    ),
    q(
        "h154_dask_routines",
        "which",
        "which one tells me, value by value, whether each entry of my array shows up "
        "somewhere in a second bunch of values?",
        {"def": "isin"},
        {"def": "_isin_kernel"},
        own=True,
    ),
    q(
        "h154_dask_routines",
        "how",
        "How does da.unique cope with array libraries like cupy that can't do structured dtypes?",
        grep(r"np\.empty_like\(meta, dtype=\[|return unique_no_structured_arr\(", ROUTINES),
    ),
    q(
        "h154_dask_routines",
        "how",
        "If I turn my grid a quarter turn three times over, how does the code get there? "
        "Does it really do three separate turns?",
        {"body": "rot90"},
        own=True,
    ),
    q(
        "h154_dask_routines",
        "how",
        "For the weighted mean: my importance values are a plain 1-d list but the data is a "
        "2-d table. How does it line them up with the table?",
        grep(
            r"if wgt\.shape\[0\] != a\.shape\[axis\]|wgt = broadcast_to\(wgt, "
            r"|wgt = wgt\.swapaxes\(-1, axis\)",
            ROUTINES,
        ),
        own=True,
    ),
    q(
        "h154_dask_routines",
        "how",
        "how does cov pick the normalisation factor `fact`, e.g. when both fweights and "
        "aweights are passed, and what if it ends up <= 0?",
        grep(r"fact = ", ROUTINES),
    ),
    run(
        "h154_dask_routines",
        "Run {} and tell me what chunks come back.",
        "from dask.array.routines import aligned_coarsen_chunks; "
        "print(aligned_coarsen_chunks([5, 5, 5], 4))",
        "(4, 4, 4, 3)",
    ),
    q(
        "h154_dask_routines",
        "edit",
        'In dask/array/routines.py, comment out the `warnings.warn("Degrees of freedom <= 0 '
        "for slice\", RuntimeWarning)` line in cov, I don't want that warning.",
        {
            "effect": {
                "comment_out": [
                    ROUTINES,
                    'warnings.warn("Degrees of freedom <= 0 for slice", RuntimeWarning)',
                ]
            }
        },
    ),
    q(
        "h154_dask_routines",
        "edit",
        "please put a comment line `# only 0-3 quarter turns matter` right before `k %= 4` "
        "in rot90",
        {"effect": {"line_before": [ROUTINES, "k %= 4", "# only 0-3 quarter turns matter"]}},
    ),
    q(
        "h154_dask_routines",
        "edit",
        "There's a TODO in unique about replacing the single aggregate step with a tree "
        "reduction. Could you implement that tree reduction and show it's faster on a "
        "big array?",
        {"effect": {"declined": True}},
    ),
    # --- dask/array/linalg.py ----------------------------------------------------------------
    q(
        "h154_dask_linalg",
        "where",
        "where is compression_level defined",
        {"def": "compression_level"},
    ),
    q(
        "h154_dask_linalg",
        "returns",
        "What does `_wrapped_qr` return, especially for a block with zero rows?",
        {"returns": "_wrapped_qr"},
    ),
    q(
        "h154_dask_linalg",
        "calls",
        "who calls _cholesky in linalg.py?",
        grep(r"l, u = _cholesky\(a\)", LINALG),
    ),
    q(
        "h154_dask_linalg",
        "raises",
        "da.linalg.qr on an array chunked in both directions says it only supports "
        "tall-and-skinny and short-and-fat. Which line raises that?",
        grep(r"qr currently supports only tall-and-skinny", LINALG),
    ),
    q(
        "h154_dask_linalg",
        "raises",
        "Where does lu reject a matrix that isn't square?",
        grep(r"Input must be a square matrix to perform lu decomposition", LINALG),
    ),
    q(
        "h154_dask_linalg",
        "raises",
        "I called norm(v, ord='nuc') on a vector and got 'Invalid norm order for vectors.' "
        "-- where does that come from?",
        grep(r'raise ValueError\("Invalid norm order for vectors\."\)', LINALG),
    ),
    q(
        "h154_dask_linalg",
        "which",
        "My matrix is only one piece high but many pieces wide. Which function breaks it into "
        "an orthogonal factor and a triangular one in that situation?",
        {"def": "sfqr"},
        own=True,
    ),
    q(
        "h154_dask_linalg",
        "which",
        "Which little helper takes the min of two dimensions but falls back to the other one "
        "if one of them is NaN?",
        {"def": "_nanmin"},
    ),
    q(
        "h154_dask_linalg",
        "how",
        "How does svd deal with an input that is just a single chunk, versus tall-and-skinny "
        "or short-and-fat?",
        grep(
            r"if nb\[0\] == nb\[1\] == 1:|u, s, v = delayed\(np\.linalg\.svd"
            r"|if nb\[0\] > nb\[1\]:|vt, s, ut = tsqr\(a\.T|if truncate:",
            LINALG,
        ),
    ),
    q(
        "h154_dask_linalg",
        "how",
        "If I promise the left-hand grid in my linear system is a nice mirror-image one with "
        "all-positive eigenvalues, what does the routine that works out the unknowns do "
        "differently?",
        grep(r'if assume_a == "pos":|elif assume_a == "gen":', LINALG),
        own=True,
    ),
    run(
        "h154_dask_linalg",
        "what does {} print?",
        "from dask.array.linalg import compression_level; "
        "print(compression_level(100, 10), compression_level(15, 3))",
        "20 15",
    ),
    q(
        "h154_dask_linalg",
        "edit",
        "rename the helper `_reverse` in dask/array/linalg.py to `_reversed_order`, updating "
        "where it's used too",
        {"effect": {"renamed": ["_reverse", "_reversed_order"]}},
    ),
    q(
        "h154_dask_linalg",
        "edit",
        "_cumsum_part has no docstring. Add one saying it extends a (start, end) pair by the "
        "next block size.",
        {"effect": {"docstring": "_cumsum_part"}},
    ),
    # --- dask/array/random.py ----------------------------------------------------------------
    q(
        "h154_dask_random",
        "where",
        "Where is `_spawn_bitgens` defined?",
        {"def": "_spawn_bitgens"},
    ),
    q(
        "h154_dask_random",
        "returns",
        "what can default_rng hand back -- does it always build a new Generator?",
        {"returns": "default_rng"},
    ),
    q(
        "h154_dask_random",
        "calls",
        "Which functions in random.py call _rng_from_bitgen?",
        grep(r"= _rng_from_bitgen\(", RANDOM),
    ),
    q(
        "h154_dask_random",
        "raises",
        "When I pick random items and hand over the odds for each one, but those odds don't "
        "add up to one, where does it complain?",
        grep(r'raise ValueError\("probabilities do not sum to 1"\)', RANDOM),
        own=True,
    ),
    q(
        "h154_dask_random",
        "const",
        "where is the module-level _cached_states dict declared?",
        grep(r"^_cached_states: dict", RANDOM),
    ),
    q(
        "h154_dask_random",
        "which",
        "Which function wraps a numpy random method name into a chunked dask array, "
        "broadcasting array arguments and spawning a seed per block?",
        {"def": "_wrap_func"},
    ),
    q(
        "h154_dask_random",
        "which",
        "If I just call the top-level helpers like uniform() without making any generator "
        "object myself, which piece quietly sets up one shared source per backend and "
        "reuses it?",
        {"body": "_make_api"},
        own=True,
    ),
    q(
        "h154_dask_random",
        "how",
        "how does Generator.permutation shuffle things? does it shuffle the dask array "
        "itself or an index?",
        {"body": "Generator.permutation"},
    ),
    run(
        "h154_dask_random",
        "can you execute {} and tell me the output",
        "import dask.array as da; print(da.random.default_rng(42))",
        "Generator(PCG64)",
    ),
    q(
        "h154_dask_random",
        "edit",
        "In random.py, change the error message 'a must be greater than 0' to 'a must be "
        "non-negative'.",
        {
            "effect": {
                "text_replaced": [
                    RANDOM,
                    "a must be greater than 0",
                    "a must be non-negative",
                ]
            }
        },
    ),
    # --- dask/array/gufunc.py ----------------------------------------------------------------
    q(
        "h154_dask_gufunc",
        "where",
        "Where is _validate_normalize_axes?",
        {"def": "_validate_normalize_axes"},
    ),
    q(
        "h154_dask_gufunc",
        "const",
        "where's the full regex for a gufunc signature put together (the `_SIGNATURE` constant)?",
        grep(r"^_SIGNATURE = ", GUFUNC),
    ),
    q(
        "h154_dask_gufunc",
        "raises",
        "apply_gufunc(f, '(i)->>()', x) fails with 'Not a valid gufunc signature'. Where is "
        "that raised?",
        grep(r"Not a valid gufunc signature", GUFUNC),
    ),
    q(
        "h154_dask_gufunc",
        "which",
        "Which class binds a python function so that calling it later goes through "
        "apply_gufunc with the stored signature and options?",
        {"def": "gufunc"},
    ),
    q(
        "h154_dask_gufunc",
        "how",
        "When allow_rechunk is False, how does apply_gufunc decide the chunking of the "
        "inputs is unacceptable?",
        grep(
            r"chunksizes\[0\]\[0\] < core_shapes\[dim\]|if len\(relevant_chunksizes\) > 1"
            r"|if set\(sizes\) \| \{1\} != \{1, max\(sizes\)\}",
            GUFUNC,
        ),
    ),
    run(
        "h154_dask_gufunc",
        "Could you run {} and paste the result?",
        "from dask.array.gufunc import _parse_gufunc_signature; "
        "print(_parse_gufunc_signature('(m,n),(n,p)->(m,p)'))",
        "([('m', 'n'), ('n', 'p')], ('m', 'p'))",
    ),
    q(
        "h154_dask_gufunc",
        "edit",
        'Set `_DIMENSION_NAME` in dask/array/gufunc.py to r"[A-Za-z_]\\w*" so dimension '
        "names can't start with a digit.",
        {"effect": {"value_set": [GUFUNC, "_DIMENSION_NAME", 'r"[A-Za-z_]\\w*"']}},
    ),
]
