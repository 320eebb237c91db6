"""The sixty-fifth held-out set: questions on four modules of one third-party package that no other
set uses, copied from the installed site-packages (pandas 3.1.1: pandas/core/arrays/categorical.py,
interval.py, masked.py and string_.py, in one workspace), written blind: by reading only those
files, never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (categorical.py most, then masked.py and
interval.py, string_.py least). The four files do not import on their own, so the commands are plain
shell commands (grep, wc) run from the workspace root, with the exact output as the expected text.
About a fifth of the questions are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

WS = "h65_pandas_arrays"

WORKSPACES: dict[str, list[str]] = {
    WS: [
        "pandas/core/arrays/categorical.py",
        "pandas/core/arrays/interval.py",
        "pandas/core/arrays/masked.py",
        "pandas/core/arrays/string_.py",
    ],
}

CAT = "pandas/core/arrays/categorical.py"
IVL = "pandas/core/arrays/interval.py"
MASK = "pandas/core/arrays/masked.py"
STR = "pandas/core/arrays/string_.py"


QUESTIONS: list[dict] = [
    # --- categorical.py ----------------------------------------------------------------------
    q(WS, "where", "where is Categorical.from_codes defined?", {"def": "Categorical.from_codes"}),
    q(
        WS,
        "where",
        "Where's the class behind the `Series.cat` accessor?",
        {"def": "CategoricalAccessor"},
    ),
    q(
        WS,
        "returns",
        "What does `recode_for_categories` give back? In particular when the old categories are "
        "empty, or identical to the new ones.",
        {"returns": "recode_for_categories"},
    ),
    q(
        WS,
        "calls",
        "who calls recode_for_categories inside categorical.py",
        grep(r"= recode_for_categories\(", CAT),
    ),
    q(
        WS,
        "calls",
        "Where is `check_for_ordered` called from?",
        grep(r"self\.check_for_ordered\(", CAT),
    ),
    q(
        WS,
        "raises",
        "I keep getting 'Cannot setitem on a Categorical with a new category' when assigning. "
        "Where is that thrown?",
        grep(r'"Cannot setitem on a Categorical with a new "', CAT),
    ),
    q(
        WS,
        "raises",
        "Categorical.from_codes rejects my codes array -- where are the checks that raise on bad "
        "codes?",
        grep(r'raise ValueError\("codes ', CAT),
    ),
    q(
        WS,
        "raises",
        "where does it raise the TypeError when i use < on an unordered categorical",
        grep(r'"Unordered Categoricals can only compare equality or not"', CAT),
    ),
    q(
        WS,
        "which",
        "I've got several lists of values and want each one turned into integer labels plus the "
        "list of its distinct values. Which function does that for many of them at once?",
        {"body": "factorize_from_iterables"},
        {"body": "factorize_from_iterable"},
        own=True,
    ),
    q(
        WS,
        "which",
        "after I filter my data, some of the allowed labels don't show up in it anymore. which "
        "method throws those leftover labels away?",
        {"body": "Categorical.remove_unused_categories"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does `Categorical.__init__` deal with missing values when I pass a plain Python list?",
        {"body": "Categorical.__init__"},
    ),
    q(
        WS,
        "how",
        "When there are loads of possible labels, the printout only shows a few from the start and "
        "a few from the end with dots in between. How is that trimmed?",
        {"body": "Categorical._repr_categories"},
        own=True,
    ),
    q(
        WS,
        "how",
        "how does Categorical.value_counts manage to list categories that have zero occurrences?",
        {"body": "Categorical.value_counts"},
    ),
    q(
        WS,
        "how",
        "Two of my label columns allow the same labels but list them in a different sequence. How "
        "does an == between them still line up the values?",
        {"body": "_cat_compare_op"},
        own=True,
    ),
    q(
        WS,
        "edit",
        "In pandas/core/arrays/categorical.py, Categorical.__repr__ only shows 10 values before "
        "truncating. Change max_len from 10 to 20.",
        {"effect": {"text_replaced": [CAT, "max_len = 10", "max_len = 20"]}},
    ),
    q(
        WS,
        "edit",
        "comment out the `ops.maybe_warn_listlike(other)` call in categorical.py, that warning is "
        "noise for me",
        {"effect": {"comment_out": [CAT, "ops.maybe_warn_listlike(other)"]}},
    ),
    q(
        WS,
        "edit",
        "Please delete the bare `hash(key)` line at the start of the module-level `contains` "
        "helper in categorical.py.",
        {"effect": {"line_deleted": [CAT, "hash(key)"]}},
    ),
    q(
        WS,
        "edit",
        "rename _get_codes_for_values to _codes_for_values everywhere",
        {"effect": {"renamed": ["_get_codes_for_values", "_codes_for_values"]}},
    ),
    # --- interval.py -------------------------------------------------------------------------
    q(
        WS,
        "where",
        "Where is IntervalArray.from_breaks?",
        {"def": "IntervalArray.from_breaks"},
    ),
    q(
        WS,
        "calls",
        "which places in interval.py go through `_ensure_simple_new_inputs`?",
        grep(r"(cls|self)\._ensure_simple_new_inputs\(", IVL),
    ),
    q(
        WS,
        "raises",
        "Where does IntervalArray blow up if a left endpoint is bigger than the right one?",
        grep(r"left side of interval must be <= right side", IVL),
    ),
    q(
        WS,
        "raises",
        "where's the 'Intervals must all be closed on the same side' error raised?",
        grep(r'raise ValueError\("Intervals must all be closed on the same side\."\)', IVL),
    ),
    q(
        WS,
        "const",
        "Where is _CLOSED_HASH_VALUES defined, and what number does 'neither' get?",
        grep(r"^_CLOSED_HASH_VALUES = ", IVL),
    ),
    q(
        WS,
        "which",
        "Which method on IntervalArray checks elementwise whether the intervals overlap a given "
        "Interval?",
        {"body": "IntervalArray.overlaps"},
    ),
    q(
        WS,
        "which",
        "which code tells me, for each range in my array, whether a single number falls inside "
        "it, taking into account whether the ends count as inside or not?",
        {"body": "IntervalArray.contains"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does IntervalArray.unique work? I spotted something about complex128 in there and "
        "I'm confused.",
        {"body": "IntervalArray.unique"},
        {"body": "IntervalArray._combined"},
        {"body": "IntervalArray._from_combined"},
    ),
    q(
        WS,
        "how",
        "how does it check that none of my ranges touch each other and that they only ever go "
        "up, or only ever go down?",
        {"body": "IntervalArray.is_non_overlapping_monotonic"},
        own=True,
    ),
    q(
        WS,
        "run",
        'Can you run `grep -c "raise " pandas/core/arrays/*.py` and tell me what it prints?',
        {"expect": "pandas/core/arrays/interval.py:40"},
    ),
    q(
        WS,
        "edit",
        "Could you make IntervalArray support intervals with different closed sides in the same "
        "array (some left-closed, some right-closed), including the arrow round-trip and hashing, "
        "and add tests?",
        {"effect": {"declined": True}},
    ),
    # --- masked.py ---------------------------------------------------------------------------
    q(
        WS,
        "where",
        "where's BaseMaskedArray._groupby_quantile defined",
        {"def": "BaseMaskedArray._groupby_quantile"},
    ),
    q(
        WS,
        "returns",
        "What does `BaseMaskedArray._maybe_mask_result` return? Which kinds of array can come "
        "out of it?",
        {"returns": "BaseMaskedArray._maybe_mask_result"},
    ),
    q(
        WS,
        "calls",
        "who uses _propagate_mask?",
        grep(r"self\._propagate_mask\(", MASK),
    ),
    q(
        WS,
        "raises",
        "My nullable Int64 column has a <NA> in it and .astype('int64') fails. Where's that error "
        "raised in masked.py?",
        grep(r'raise ValueError\("cannot convert NA to integer"\)', MASK),
    ),
    q(
        WS,
        "raises",
        "constructing BaseMaskedArray(values, mask) directly gives me a TypeError about the mask, "
        "which line raises it?",
        grep(r'"mask should be boolean numpy array\. Use "', MASK),
    ),
    q(
        WS,
        "const",
        "Where's `__array_priority__` set for the masked arrays?",
        grep(r"__array_priority__ = 1000", MASK),
    ),
    q(
        WS,
        "which",
        "Which bit replaces every blank in a nullable integer array with one fixed number, in a "
        "single quick pass?",
        {"body": "BaseMaskedArray.fillna"},
        own=True,
    ),
    q(
        WS,
        "which",
        "When I raise a nullable int column to a power, which code makes sure that 1 to any power "
        "stays 1 even when the exponent is missing?",
        {"body": "BaseMaskedArray._arith_method"},
        own=True,
    ),
    q(
        WS,
        "how",
        "how does BaseMaskedArray.factorize put the NA into the uniques when use_na_sentinel=False?",
        {"body": "BaseMaskedArray.factorize"},
    ),
    q(
        WS,
        "edit",
        "Add a docstring to BaseMaskedArray._propagate_mask in masked.py explaining what it does.",
        {"effect": {"docstring": "BaseMaskedArray._propagate_mask"}},
    ),
    q(
        WS,
        "run",
        'what\'s the output of `grep -n "def transpose_homogeneous_masked_arrays" '
        "pandas/core/arrays/masked.py`?",
        {"expect": "2247:def transpose_homogeneous_masked_arrays("},
    ),
    # --- string_.py --------------------------------------------------------------------------
    q(
        WS,
        "returns",
        "what does StringDtype.construct_from_string return, e.g. for 'string[pyarrow]'?",
        {"returns": "StringDtype.construct_from_string"},
    ),
    q(
        WS,
        "calls",
        "Callers of `_str_map_str_or_object` in string_.py?",
        grep(r"self\._str_map_str_or_object\(", STR),
    ),
    q(
        WS,
        "raises",
        "pd.StringDtype('foo') gives me a ValueError -- where is it raised?",
        grep(r"Storage must be 'python' or 'pyarrow'", STR),
    ),
    q(
        WS,
        "which",
        "Which function decides whether a StringDtype is backed by StringArray or by "
        "ArrowStringArray?",
        {"body": "StringDtype.construct_array_type"},
    ),
    q(
        WS,
        "which",
        "if I glue together two text columns that live in memory differently (one arrow-backed, "
        "one plain python objects), which code picks the type of the combined result?",
        {"body": "StringDtype._get_common_dtype"},
        own=True,
    ),
    q(
        WS,
        "how",
        "When I do a running total on a text column that has some empty spots, what happens to "
        "the empty spots? how is that handled",
        {"body": "StringArray._accumulate"},
        own=True,
    ),
    q(
        WS,
        "run",
        'Run `grep -rn "class StringArray" pandas/core/arrays/` please, what does it say?',
        {
            "expect": "pandas/core/arrays/string_.py:619:class StringArray(BaseStringArray, "
            "NumpyExtensionArray)"
        },
    ),
    # --- more than one file ------------------------------------------------------------------
    q(
        WS,
        "run",
        "How long are these two? Run `wc -l pandas/core/arrays/categorical.py "
        "pandas/core/arrays/masked.py` for me.",
        {"expect": "5690 total"},
    ),
]
