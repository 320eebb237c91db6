"""The sixtieth held-out set: questions on two subpackages of pandas that no other set uses,
copied from the installed site-packages (pandas 3.1.1: ``pandas/core/window`` and
``pandas/core/reshape``, both in one workspace), written blind: by reading only those packages,
never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the two subpackages (reshape a little more than
window). About a fifth of them are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

The workspace holds the two directories without ``pandas/__init__.py`` or
``pandas/core/__init__.py``, so ``import pandas...`` from it loads the installed pandas (the same
files); most commands are therefore plain shell commands on the copied files.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WS = "h60_pandas_window_reshape"

WORKSPACES: dict[str, list[str]] = {
    WS: ["pandas/core/window", "pandas/core/reshape"],
}

ROLLING = "pandas/core/window/rolling.py"
EWM = "pandas/core/window/ewm.py"
COMMON = "pandas/core/window/common.py"
MERGE = "pandas/core/reshape/merge.py"
CONCAT = "pandas/core/reshape/concat.py"
TILE = "pandas/core/reshape/tile.py"
PIVOT = "pandas/core/reshape/pivot.py"
RESHAPE = "pandas/core/reshape/reshape.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/window ------------------------------------------------------------------
    q(
        WS,
        "where",
        "where is generate_numba_apply_func defined",
        {"def": "generate_numba_apply_func"},
    ),
    q(
        WS,
        "where",
        "Where's the RollingGroupBy class? I want to see what df.groupby(...).rolling() "
        "actually gives me back.",
        {"def": "RollingGroupBy"},
    ),
    q(
        WS,
        "returns",
        "What does `BaseWindow._index_array` return, e.g. when the index is just plain ints "
        "and not dates?",
        {"returns": "BaseWindow._index_array"},
    ),
    q(
        WS,
        "calls",
        "who calls _calculate_deltas",
        grep(r"= _calculate_deltas\(", EWM),
    ),
    q(
        WS,
        "calls",
        "Where is `Rolling._raise_monotonic_error` being called from?",
        grep(r"self\._raise_monotonic_error\(", ROLLING),
    ),
    q(
        WS,
        "raises",
        "I did s.rolling(3, min_periods=5) and got an error. Where is that check?",
        grep(r'f"min_periods \{self\.min_periods\} must be <= window', ROLLING),
    ),
    q(
        WS,
        "raises",
        "where's the 'Each group within ... must be monotonic' error raised for "
        "groupby().rolling with a time window?",
        grep(r"Each group within \{on\} must be monotonic", ROLLING),
    ),
    q(
        WS,
        "raises",
        "Where does ewm() throw if I give it both span= and alpha=?",
        grep(r"comass, span, halflife, and alpha are mutually exclusive", EWM),
    ),
    q(
        WS,
        "raises",
        "in the online ewm thing, where does it raise if i pass update= on the very first "
        "mean() call",
        grep(r"Must call mean with update=None first", EWM),
    ),
    q(
        WS,
        "const",
        "Where is the list of `_attributes` for the Rolling class set?",
        grep(r"^    _attributes: list\[str\] = \[$", ROLLING),
    ),
    q(
        WS,
        "which",
        "Which method checks that the index is sorted and has no NaT when I use a time-based "
        "window like '2s'?",
        {"body": "Rolling._validate_datetimelike_monotonic"},
        {"body": "RollingGroupBy._validate_datetimelike_monotonic"},
        {"body": "Rolling._raise_monotonic_error"},
    ),
    q(
        WS,
        "which",
        "I've got prices streaming in a few at a time. Is there something that lets me keep "
        "feeding the new rows into a decaying average (recent prices count more) without "
        "recomputing the whole history each time? Which code does that?",
        {"body": "OnlineExponentialMovingWindow"},
        {"body": "EWMMeanState"},
        {"body": "ExponentialMovingWindow.online"},
        own=True,
    ),
    q(
        WS,
        "which",
        "when I ask for the moving correlation of each column of my table against each of the "
        "other columns, which function loops over all those combinations?",
        {"body": "flex_binary_moment"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does rolling std() avoid giving NaN when floating point error makes the variance "
        "come out a hair below zero?",
        {"body": "zsqrt"},
        {"body": "RollingAndExpandingMixin.std"},
    ),
    q(
        WS,
        "how",
        "what do the moving-window statistics do with infinite values in my data? do they wreck "
        "every window they land in?",
        {"body": "BaseWindow._prep_values"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does `BaseWindowGroupBy._apply` put the group keys in front of the original index "
        "in the result?",
        {"body": "BaseWindowGroupBy._apply"},
    ),
    q(
        WS,
        "run",
        "Run `wc -l pandas/core/window/rolling.py` in the workspace and tell me the output.",
        {"expect": "3606 pandas/core/window/rolling.py"},
    ),
    run(
        WS,
        "What does {} print?",
        "from pandas.core.window.ewm import get_center_of_mass; "
        "print(get_center_of_mass(None, 21, None, None), "
        "get_center_of_mass(None, None, None, 0.125))",
        "10.0 7.0",
    ),
    q(
        WS,
        "edit",
        "add `import logging` to the imports at the top of pandas/core/window/common.py",
        {"effect": {"at_top": [COMMON, "import logging"]}},
    ),
    q(
        WS,
        "edit",
        "zsqrt in window/common.py has no docstring, could you add one?",
        {"effect": {"docstring": "zsqrt"}},
    ),
    # --- pandas/core/reshape -----------------------------------------------------------------
    q(WS, "where", "Where is _Unstacker defined?", {"def": "_Unstacker"}),
    q(
        WS,
        "where",
        "where's from_dummies? the function that goes back from dummy columns to categories",
        {"def": "from_dummies"},
    ),
    q(
        WS,
        "returns",
        "what does `_nbins_to_bins` in tile.py return",
        {"returns": "_nbins_to_bins"},
    ),
    q(
        WS,
        "returns",
        "What does _factorize_keys return? Especially curious about the third value and when "
        "it comes back as -1.",
        {"returns": "_factorize_keys"},
    ),
    q(
        WS,
        "calls",
        "who calls _bins_to_cuts?",
        grep(r"= _bins_to_cuts\(", TILE),
    ),
    q(
        WS,
        "calls",
        "Where is `_groupby_and_merge` used?",
        grep(r"= _groupby_and_merge\(", MERGE),
    ),
    q(
        WS,
        "calls",
        "which places in merge.py call _validate_operand",
        grep(r"= _validate_operand\(", MERGE),
    ),
    q(
        WS,
        "raises",
        "merge_asof gives me 'left keys must be sorted' -- where is that raised?",
        grep(r'raise ValueError\(f"\{side\} keys must be sorted"\)', MERGE),
    ),
    q(
        WS,
        "raises",
        'Where is "Index contains duplicate entries, cannot reshape" raised?',
        grep(
            r'raise ValueError\("Index contains duplicate entries, cannot reshape"\)',
            RESHAPE,
        ),
    ),
    q(
        WS,
        "raises",
        "where does pd.cut blow up when the bins I pass aren't increasing",
        grep(r'raise ValueError\("bins must increase monotonically\."\)', TILE),
    ),
    q(
        WS,
        "raises",
        "I used merge(..., validate='1:1'). Where are the MergeErrors for a failed one-to-one "
        "check raised?",
        grep(r"not a one-to-one merge", MERGE),
    ),
    q(
        WS,
        "const",
        "where's `_known` set in merge.py, and what's in it?",
        grep(r"^_known = ", MERGE),
    ),
    q(
        WS,
        "which",
        "which code adds the column saying whether each row of a join came from the first "
        "table, the second one, or both of them?",
        {"body": "_MergeOperation._indicator_post_merge"},
        {"body": "_MergeOperation._indicator_pre_merge"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which function takes my column of colour names and explodes it into separate "
        "true/false columns, one per colour?",
        {"body": "_get_dummies_1d"},
        {"body": "get_dummies"},
        own=True,
    ),
    q(
        WS,
        "which",
        "In a pivot table with the grand totals switched on, which code works out that extra "
        "totals row and column?",
        {"body": "_add_margins"},
        {"body": "_compute_grand_margin"},
        {"body": "_generate_marginal_results"},
        {"body": "_generate_marginal_results_without_values"},
        own=True,
    ),
    q(
        WS,
        "which",
        "hi! my spreadsheet has columns like score2019, score2020, score2021 and I want one row "
        "per person per year instead. which function is meant for that?",
        {"body": "wide_to_long"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which function picks the libjoin routine for merge_asof depending on direction "
        "(backward / forward / nearest)?",
        {"body": "_asof_by_function"},
    ),
    q(
        WS,
        "how",
        "Both of my tables have a column called `price` that isn't what I'm joining on. How "
        "does it decide what those two columns are called in the combined result?",
        {"body": "_items_overlap_with_suffix"},
        own=True,
    ),
    q(
        WS,
        "how",
        "I'm joining two tables where one stores the id as whole numbers and the other as "
        "decimals (3.0, 4.5, ...). What does it do about the mismatch -- does it complain "
        "anywhere?",
        {"body": "_MergeOperation._maybe_coerce_merge_keys"},
        own=True,
    ),
    q(
        WS,
        "how",
        "when I glue several tables end to end and give each piece a name, how does it build "
        "that extra outer layer of row labels?",
        {"body": "_make_concat_multiindex"},
        {"body": "_get_concat_axis_dataframe"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does `crosstab` count things when I don't pass `values`?",
        grep(r'df\["__dummy__"\] = 0|kwargs = \{"aggfunc": len, "fill_value": 0\}', PIVOT),
    ),
    q(
        WS,
        "how",
        "how does qcut turn an integer q like 4 into the actual bin edges",
        grep(
            r"quantiles = np\.linspace\(0, 1, q \+ 1\)"
            r"|bins = x_idx\.to_series\(\)\.dropna\(\)\.quantile\(quantiles\)",
            TILE,
        ),
    ),
    q(
        WS,
        "run",
        'can you run `grep -n "^def merge_asof" pandas/core/reshape/merge.py` and paste what '
        "it prints",
        {"expect": "647:def merge_asof("},
    ),
    q(
        WS,
        "run",
        "What's the output of `wc -l pandas/core/reshape/*.py | tail -1`?",
        {"expect": "8997 total"},
    ),
    q(
        WS,
        "edit",
        "In pandas/core/reshape/tile.py, _nbins_to_bins pads the outer edge by 0.1% of the "
        "range. Please make that 0.5%: change `adj = (mx - mn) * 0.001` to "
        "`adj = (mx - mn) * 0.005`.",
        {
            "effect": {
                "text_replaced": [
                    TILE,
                    "adj = (mx - mn) * 0.001",
                    "adj = (mx - mn) * 0.005",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "delete the line `assert all(isinstance(x, _known) for x in self.left_join_keys)` in "
        "_MergeOperation._maybe_add_join_keys (merge.py)",
        {
            "effect": {
                "line_deleted": [
                    MERGE,
                    "assert all(isinstance(x, _known) for x in self.left_join_keys)",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "The DatetimeIndex sort deprecation warning at the end of concat() is flooding my "
        "notebook. Can you comment out the "
        "`warnings.warn(msg, Pandas4Warning, stacklevel=find_stack_level())` line in concat.py?",
        {
            "effect": {
                "comment_out": [
                    CONCAT,
                    "warnings.warn(msg, Pandas4Warning, stacklevel=find_stack_level())",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "Could you add a proper 'semi' join type to merge (keep left rows that have a match, "
        "no right columns), wire it through _MergeOperation, merge_ordered and merge_asof, and "
        "write tests and docs for it?",
        {"effect": {"declined": True}},
    ),
]
