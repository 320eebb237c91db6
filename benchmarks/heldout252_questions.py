"""The two-hundred-and-fifty-second held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (pandas 3.1.1: ``pandas/core/indexers/objects.py``
and ``pandas/core/util/hashing.py``; fonttools 4.69.1: ``fontTools/pens/filterPen.py``; scipy
1.17.1: ``scipy/linalg/_decomp_ldl.py``), written blind: by reading only those files, the format of
set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the files (pandas' window indexers most, then fontTools'
filter pens, pandas' hashing, scipy's LDL decomposition). About a fifth of them are in the user's
own words (``"own": True``: behaviour described in everyday words the code does not use for it);
the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms
are those of ``code_questions.py``. The commands need the whole package to import, so they run
against the installed package; each exercises the one file its workspace holds.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``; every
command was run and its gold is a substring of its output; every edit was made by hand on a scratch
copy of its workspace and ``bench_answers.check_effect`` held after it (the declined ones: with the
file left unchanged).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h252_pandas_objects": ["pandas/core/indexers/objects.py"],
    "h252_fonttools_filterpen": ["fontTools/pens/filterPen.py"],
    "h252_scipy_decomp_ldl": ["scipy/linalg/_decomp_ldl.py"],
    "h252_pandas_hashing": ["pandas/core/util/hashing.py"],
}

OBJ = "pandas/core/indexers/objects.py"
PEN = "fontTools/pens/filterPen.py"
LDL = "scipy/linalg/_decomp_ldl.py"
HASH = "pandas/core/util/hashing.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/indexers/objects.py -----------------------------------------------------
    q(
        "h252_pandas_objects",
        "where",
        "I'd like to read the forward-looking window code. Where is FixedForwardWindowIndexer "
        "defined?",
        {"def": "FixedForwardWindowIndexer"},
    ),
    q(
        "h252_pandas_objects",
        "returns",
        "what does ExpandingIndexer.get_window_bounds return",
        {"returns": "ExpandingIndexer.get_window_bounds"},
    ),
    q(
        "h252_pandas_objects",
        "returns",
        "What comes back from `VariableOffsetWindowIndexer.get_window_bounds`, also when "
        "num_values is 0?",
        {"returns": "VariableOffsetWindowIndexer.get_window_bounds"},
    ),
    q(
        "h252_pandas_objects",
        "calls",
        "Who calls calculate_variable_window_bounds in objects.py?",
        grep(r"return calculate_variable_window_bounds\(", OBJ),
    ),
    q(
        "h252_pandas_objects",
        "calls",
        "where is ensure_platform_int used among the window indexers?",
        grep(r"ensure_platform_int\(", OBJ),
    ),
    q(
        "h252_pandas_objects",
        "raises",
        "I passed step=2 to a rolling() that uses an offset-based indexer and got "
        "NotImplementedError. Where's that thrown from?",
        grep(r'raise NotImplementedError\("step not implemented', OBJ),
    ),
    q(
        "h252_pandas_objects",
        "raises",
        "VariableOffsetWindowIndexer(index=df.index, offset='1D') -> ValueError about a "
        "DateOffset-like object. which line raises it?",
        grep(r'raise ValueError\("offset must be a DateOffset-like', OBJ),
    ),
    q(
        "h252_pandas_objects",
        "raises",
        "Where does the forward looking indexer refuse center=True?",
        grep(r"Forward-looking windows can't have center=True", OBJ),
    ),
    q(
        "h252_pandas_objects",
        "const",
        "what's BaseIndexer's default window_size, and where is it set?",
        grep(r"window_size: int = 0, \*\*kwargs", OBJ),
    ),
    q(
        "h252_pandas_objects",
        "which",
        "Which indexer class computes the bounds for df.expanding()?",
        {"body": "ExpandingIndexer"},
    ),
    q(
        "h252_pandas_objects",
        "which",
        "Which one of these hands back just a single span covering every row, first to last, "
        "however long the data is?",
        {"body": "ExponentialMovingWindowIndexer"},
        own=True,
    ),
    q(
        "h252_pandas_objects",
        "how",
        "How does FixedWindowIndexer treat closed='left' compared to closed='neither'?",
        {"body": "FixedWindowIndexer.get_window_bounds"},
    ),
    q(
        "h252_pandas_objects",
        "how",
        "The timestamps in my index run newest-first. How does the code that sizes each span by "
        "a calendar step (say, one working day) cope with time going backwards?",
        grep(r"index_growth_sign", OBJ),
        own=True,
    ),
    q(
        "h252_pandas_objects",
        "how",
        "when I do a moving sum inside each team separately, how do the per-team first/last row "
        "numbers get shifted so they point into the whole table?",
        {"body": "GroupByIndexer.get_window_bounds"},
        own=True,
    ),
    run(
        "h252_pandas_objects",
        "Can you run {} and tell me what it prints?",
        "from pandas.core.indexers.objects import FixedForwardWindowIndexer; "
        "print(FixedForwardWindowIndexer(window_size=2).get_window_bounds(5))",
        "array([2, 3, 4, 5, 5])",
    ),
    q(
        "h252_pandas_objects",
        "edit",
        "BaseIndexer.__init__ in pandas/core/indexers/objects.py has no docstring. Please add "
        "one: it stores index_array and window_size and sets any extra keyword arguments as "
        "attributes.",
        {"effect": {"docstring": "BaseIndexer.__init__"}},
    ),
    q(
        "h252_pandas_objects",
        "edit",
        "VariableOffsetWindowIndexer.get_window_bounds walks the index in a nested Python loop "
        "and it's painfully slow on a few million rows. Could you vectorize it with "
        "np.searchsorted and show it gives identical bounds for every closed= option?",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/pens/filterPen.py ---------------------------------------------------------
    q(
        "h252_fonttools_filterpen",
        "where",
        "where's FilterPointPen.addPoint",
        {"def": "FilterPointPen.addPoint"},
    ),
    q(
        "h252_fonttools_filterpen",
        "raises",
        "ContourFilterPointPen gives me ValueError: Path already begun. Where does it raise that?",
        grep(r'raise ValueError\("Path already begun"\)', PEN),
    ),
    q(
        "h252_fonttools_filterpen",
        "raises",
        "which lines in filterPen.py raise 'Path not begun'?",
        grep(r'raise ValueError\("Path not begun"\)', PEN),
    ),
    q(
        "h252_fonttools_filterpen",
        "calls",
        "Who calls `_flushContour`?",
        grep(r"self\._flushContour\(\)", PEN),
    ),
    q(
        "h252_fonttools_filterpen",
        "which",
        "which class just forwards addComponent unchanged to the output pen?",
        {"body": "_PassThruComponentsMixin"},
    ),
    q(
        "h252_fonttools_filterpen",
        "which",
        "Some glyphs in my font pull in shapes by reference from other glyphs. I only want the "
        "references to a few named glyphs flattened into real outlines and the others kept as "
        "references. Which bit of code makes that per-name decision?",
        {"body": "_DecomposingFilterMixinBase.addComponent"},
        own=True,
    ),
    q(
        "h252_fonttools_filterpen",
        "which",
        "Which segment pen (not the point pen one) buffers a contour and hands it to "
        "filterContour on closePath/endPath?",
        {"body": "ContourFilterPen"},
    ),
    q(
        "h252_fonttools_filterpen",
        "how",
        "how does ContourFilterPen._flushContour handle filterContour returning None versus "
        "returning a new list?",
        {"body": "ContourFilterPen._flushContour"},
    ),
    q(
        "h252_fonttools_filterpen",
        "how",
        "If a closed outline's first stored point is a control handle instead of a point the "
        "curve actually goes through, how does it get reordered?",
        {"body": "OnCurveFirstPointPen.filterContour"},
        own=True,
    ),
    run(
        "h252_fonttools_filterpen",
        "What is the output of {}?",
        "from fontTools.pens.filterPen import OnCurveFirstPointPen; "
        "from fontTools.pens.recordingPen import RecordingPointPen; "
        "r = RecordingPointPen(); p = OnCurveFirstPointPen(r); p.beginPath(); "
        "p.addPoint((0, 0)); p.addPoint((5, 5), 'qcurve'); p.addPoint((9, 0), 'line'); "
        "p.endPath(); print(r.value[1])",
        "((5, 5), 'qcurve', False, None)",
    ),
    q(
        "h252_fonttools_filterpen",
        "edit",
        "In fontTools/pens/filterPen.py, change the message of the ValueError raised in "
        'ContourFilterPointPen.beginPath from "Path already begun" to '
        '"Path already begun; call endPath() first".',
        {
            "effect": {
                "text_replaced": [
                    PEN,
                    'raise ValueError("Path already begun")',
                    'raise ValueError("Path already begun; call endPath() first")',
                ]
            }
        },
    ),
    # --- scipy/linalg/_decomp_ldl.py ---------------------------------------------------------
    q(
        "h252_scipy_decomp_ldl",
        "where",
        "Where is _ldl_sanitize_ipiv defined?",
        {"def": "_ldl_sanitize_ipiv"},
    ),
    q(
        "h252_scipy_decomp_ldl",
        "returns",
        "what does _ldl_construct_tri_factor give back?",
        {"returns": "_ldl_construct_tri_factor"},
    ),
    q(
        "h252_scipy_decomp_ldl",
        "calls",
        "Where does _ldl_get_d_and_l get called from?",
        grep(r"= _ldl_get_d_and_l\(", LDL),
    ),
    q(
        "h252_scipy_decomp_ldl",
        "raises",
        "scipy.linalg.ldl on a 3x4 array gives me a ValueError -- which line raises it?",
        grep(r"raise ValueError\('The input array \"a\" should be square", LDL),
    ),
    q(
        "h252_scipy_decomp_ldl",
        "which",
        "The Fortran routine hands back a list of 1-based row numbers where a negative entry "
        "showing up twice marks a 2-by-2 piece. Which function translates that into 0-based row "
        "exchanges plus a list of piece sizes?",
        {"body": "_ldl_sanitize_ipiv"},
        own=True,
    ),
    q(
        "h252_scipy_decomp_ldl",
        "how",
        "how does ldl() decide whether to use the hetrf or the sytrf LAPACK routine?",
        grep(r"if r_or_c is complex and hermitian:|s, sl = ", LDL),
    ),
    run(
        "h252_scipy_decomp_ldl",
        "Please run {} -- what is perm?",
        "import numpy as np; from scipy.linalg import ldl; "
        "lu, d, perm = ldl(np.array([[2, -1, 3], [0, 2, 0], [0, 0, 1]]), lower=False); "
        "print(perm)",
        "[2 1 0]",
    ),
    q(
        "h252_scipy_decomp_ldl",
        "edit",
        "delete the comment `# Return empty arrays for empty square input` in "
        "scipy/linalg/_decomp_ldl.py, it's obvious from the code",
        {"effect": {"line_deleted": [LDL, "# Return empty arrays for empty square input"]}},
    ),
    q(
        "h252_scipy_decomp_ldl",
        "edit",
        "Could you add full type hints (numpy.typing) to every function in _decomp_ldl.py, "
        "ldl and its three helpers, and make sure mypy --strict passes?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/core/util/hashing.py ---------------------------------------------------------
    q(
        "h252_pandas_hashing",
        "where",
        "where is hash_tuples defined in pandas",
        {"def": "hash_tuples"},
    ),
    q(
        "h252_pandas_hashing",
        "returns",
        "What does combine_hash_arrays return -- in particular if the iterator it gets is empty?",
        {"returns": "combine_hash_arrays"},
    ),
    q(
        "h252_pandas_hashing",
        "calls",
        "who calls combine_hash_arrays",
        grep(r"= combine_hash_arrays\(", HASH),
    ),
    q(
        "h252_pandas_hashing",
        "raises",
        "pd.util.hash_array([1, 2, 3]) fails with TypeError: must pass an ndarray-like. Where is "
        "that raised?",
        grep(r'raise TypeError\("must pass an ndarray-like"\)', HASH),
    ),
    q(
        "h252_pandas_hashing",
        "const",
        "Where's the default hash key set in hashing.py, and what is its value?",
        grep(r"^_default_hash_key = ", HASH),
    ),
    q(
        "h252_pandas_hashing",
        "which",
        "Which function does the final bit mixing with the 0xBF58476D1CE4E5B9 multiplier?",
        {"body": "_hash_ndarray"},
    ),
    q(
        "h252_pandas_hashing",
        "which",
        "I'm after one fingerprint per row of a table. Which function folds the separate "
        "per-column fingerprints together into a single number for each row?",
        {"body": "combine_hash_arrays"},
        own=True,
    ),
    q(
        "h252_pandas_hashing",
        "how",
        "How does _hash_ndarray handle complex64/complex128 input?",
        grep(r"if dtype\.type in \(np\.complex64, np\.complex128\)|hash_real|hash_imag", HASH),
    ),
    q(
        "h252_pandas_hashing",
        "how",
        "hey, when I fingerprint a column of floats, do plus zero and minus zero -- or NaNs with "
        "different bit patterns -- come out the same? how's that taken care of?",
        grep(
            r"GH#28363 a single float|uints\[np\.isnan\(vals\)\]|uints\[uints == np\.array\(-0\.0",
            HASH,
        ),
        own=True,
    ),
    run(
        "h252_pandas_hashing",
        "what does {} print? (a frame with rows but no columns)",
        "import pandas as pd; from pandas.core.util.hashing import hash_pandas_object; "
        "print(hash_pandas_object(pd.DataFrame(index=range(2)), index=False).tolist())",
        "[3527539, 3527539]",
    ),
    q(
        "h252_pandas_hashing",
        "edit",
        "In pandas/core/util/hashing.py set _default_hash_key to '0123456789abcdef'.",
        {"effect": {"value_set": [HASH, "_default_hash_key", "'0123456789abcdef'"]}},
    ),
]
