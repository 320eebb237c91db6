"""The fifty-eighth held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (pandas 3.1.1: the ``pandas/core/groupby`` directory;
IPython 8.12.3: the ``IPython/terminal`` directory, its tests included), written blind: by reading
only those packages, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (pandas' groupby most, about two thirds).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. A workspace holds a subpackage without its parent package's
``__init__.py``, so ``python -c "from pandas.core.groupby ..."`` would import the installed package
instead of the copy: the commands here are plain shell commands on the copied files, run from the
workspace root. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

WORKSPACES: dict[str, list[str]] = {
    "h58_groupby": ["pandas/core/groupby"],
    "h58_terminal": ["IPython/terminal"],
}

GB = "pandas/core/groupby/groupby.py"
GEN = "pandas/core/groupby/generic.py"
OPS = "pandas/core/groupby/ops.py"
GRP = "pandas/core/groupby/grouper.py"
BASE = "pandas/core/groupby/base.py"
NUMBA = "pandas/core/groupby/numba_.py"

MAG = "IPython/terminal/magics.py"
SC = "IPython/terminal/shortcuts/__init__.py"
FIL = "IPython/terminal/shortcuts/filters.py"
HOOKS = "IPython/terminal/pt_inputhooks/__init__.py"
EMB = "IPython/terminal/embed.py"
GLUT = "IPython/terminal/pt_inputhooks/glut.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/groupby -------------------------------------------------------------------
    q("h58_groupby", "where", "where's get_grouper defined?", {"def": "get_grouper"}),
    q(
        "h58_groupby",
        "where",
        "Where is `BaseGrouper.agg_series` implemented? I need to step through it.",
        {"def": "BaseGrouper.agg_series"},
    ),
    q(
        "h58_groupby",
        "where",
        "hi! quick one - where does the NamedAgg class live?",
        {"def": "NamedAgg"},
    ),
    q(
        "h58_groupby",
        "returns",
        "What does WrappedCythonOp._get_result_dtype return, e.g. for a mean over an int column?",
        {"returns": "WrappedCythonOp._get_result_dtype"},
    ),
    q(
        "h58_groupby",
        "returns",
        "what does _convert_grouper give back when the grouper is a dict vs a list?",
        {"returns": "_convert_grouper"},
    ),
    q(
        "h58_groupby",
        "calls",
        "who calls _op_via_apply",
        grep(r"self\._op_via_apply\(", GEN),
    ),
    q(
        "h58_groupby",
        "calls",
        "Where is `_insert_inaxis_grouper` called from? Trying to find every path that puts the "
        "group keys back as columns.",
        {"grep": r"self\._insert_inaxis_grouper\("},
    ),
    q(
        "h58_groupby",
        "calls",
        "which places use GroupBy._cumcount_array?",
        {"grep": r"\._cumcount_array\("},
    ),
    q(
        "h58_groupby",
        "raises",
        "Where does get_group raise the KeyError when the group I ask for doesn't exist?",
        grep(r"raise KeyError\(name\)", GB),
    ),
    q(
        "h58_groupby",
        "raises",
        "I wrote df.groupby('a')['b', 'c'] and got a ValueError. where is that thrown?",
        grep(r"Cannot subset columns with a tuple", GEN),
    ),
    q(
        "h58_groupby",
        "raises",
        "In GroupBy.shift, where is the TypeError for non-integer periods raised?",
        grep(r"Periods must be integer", GB),
    ),
    q(
        "h58_groupby",
        "raises",
        "idxmax on my grouped frame dies with 'idxmax with skipna=False encountered an NA "
        "value'. Which line raises that? and the all-NA one too",
        grep(r"\{how\} with skipna=(False|True) encountered", GB),
    ),
    q(
        "h58_groupby",
        "raises",
        "where does the numba engine reject my function because its first two arguments aren't "
        "values and index?",
        grep(r"raise NumbaUtilError\(", NUMBA),
    ),
    q(
        "h58_groupby",
        "raises",
        "Where is 'No group keys passed!' raised?",
        grep(r'raise ValueError\("No group keys passed!"\)', GRP),
    ),
    q(
        "h58_groupby",
        "const",
        "where is reduction_kernels set? want to see which method names groupby treats as "
        "reductions",
        grep(r"^reduction_kernels = frozenset\(", BASE),
    ),
    q(
        "h58_groupby",
        "run",
        "Run `wc -l pandas/core/groupby/ops.py` and tell me what it prints.",
        {"expect": "1475 pandas/core/groupby/ops.py"},
    ),
    q(
        "h58_groupby",
        "run",
        'can u run `grep -c "raise ValueError" pandas/core/groupby/groupby.py` and give me the '
        "number",
        {"expect": "20"},
    ),
    q(
        "h58_groupby",
        "run",
        "What's the output of `grep -n '^_REDUCEAT_UFUNCS' pandas/core/groupby/ops.py`?",
        {"expect": "117:_REDUCEAT_UFUNCS: dict[str, np.ufunc] = {"},
    ),
    q(
        "h58_groupby",
        "edit",
        "In pandas/core/groupby/ops.py, reword the error 'Must produce aggregated value' to "
        "'Function must produce an aggregated value'.",
        {
            "effect": {
                "text_replaced": [
                    OPS,
                    "Must produce aggregated value",
                    "Function must produce an aggregated value",
                ]
            }
        },
    ),
    q(
        "h58_groupby",
        "edit",
        "Please add a docstring to `_is_indexed_like` in ops.py saying it tells whether a result "
        "still has the group's own index.",
        {"effect": {"docstring": "_is_indexed_like"}},
    ),
    q(
        "h58_groupby",
        "edit",
        "Could you rewrite the groupby apply machinery so every group runs in parallel on all my "
        "CPU cores, with a thread pool and a fallback for unpicklable functions?",
        {"effect": {"declined": True}},
    ),
    q(
        "h58_groupby",
        "which",
        "Which method decides between the fast path and the slow path when "
        "DataFrameGroupBy.transform is given a user function?",
        {"body": "DataFrameGroupBy._choose_path"},
        {"body": "DataFrameGroupBy._define_paths"},
        {"body": "DataFrameGroupBy._transform_general"},
    ),
    q(
        "h58_groupby",
        "which",
        "which function gives every row its position inside its own group - counting 0, 1, 2 "
        "and starting over for the next group?",
        {"body": "GroupBy.cumcount"},
        {"body": "GroupBy._cumcount_array"},
        own=True,
    ),
    q(
        "h58_groupby",
        "which",
        "I want to pull roughly a tenth of the rows out of every group, chosen by chance. Which "
        "code works out how many rows that means for each group?",
        {"body": "GroupBy.sample"},
        own=True,
    ),
    q(
        "h58_groupby",
        "which",
        "Which code turns a request like 'the last three rows of every group' into a per-row "
        "yes/no mask?",
        {"body": "GroupByIndexingMixin._make_mask_from_slice"},
        {"body": "GroupByIndexingMixin._make_mask_from_positional_indexer"},
        {"body": "GroupBy.tail"},
        own=True,
    ),
    q(
        "h58_groupby",
        "which",
        "Which WrappedCythonOp method bumps small int columns up to int64 before a groupby sum "
        "so they don't overflow?",
        {"body": "WrappedCythonOp._get_cython_vals"},
        {"body": "BaseGrouper._reduceat_aggregate"},
    ),
    q(
        "h58_groupby",
        "which",
        "which code lets me reach a column of a grouped frame with a dot, like grouped.price, "
        "rather than with square brackets?",
        {"body": "GroupBy.__getattr__"},
        own=True,
    ),
    q(
        "h58_groupby",
        "how",
        "How does GroupBy.pct_change work out the change? does it forward-fill first?",
        {"body": "GroupBy.pct_change"},
    ),
    q(
        "h58_groupby",
        "how",
        "When I ask the grouped value counts for shares instead of raw tallies, what does it "
        "divide by: the size of the whole table, or each group's own total?",
        {"body": "GroupBy._value_counts"},
        {"body": "SeriesGroupBy.value_counts"},
        own=True,
    ),
    q(
        "h58_groupby",
        "how",
        "my grouped sums run way quicker when the rows are already lined up by key. is there a "
        "shortcut for that case?? how does it work",
        {"body": "BaseGrouper._reduceat_aggregate"},
        {"body": "BaseGrouper._cython_operation"},
        {"body": "BaseGrouper._reduceat_segment_info"},
        own=True,
    ),
    q(
        "h58_groupby",
        "how",
        "how come GroupBy.diff on my int8 columns gives float32 instead of float64?",
        {"body": "GroupBy.diff"},
    ),
    q(
        "h58_groupby",
        "how",
        "If the check I use to keep or drop the groups of a Series gives back a missing value "
        "instead of True or False for some group, does that group stay or go? How is that "
        "handled?",
        {"body": "SeriesGroupBy.filter"},
        own=True,
    ),
    # --- IPython/terminal ----------------------------------------------------------------------
    q("h58_terminal", "where", "Where's TerminalPdb.pt_init?", {"def": "TerminalPdb.pt_init"}),
    q(
        "h58_terminal",
        "returns",
        "what does create_identifier return for a key binding handler?",
        {"returns": "create_identifier"},
    ),
    q(
        "h58_terminal",
        "calls",
        "who calls store_or_execute?",
        {"grep": r"\.store_or_execute\("},
    ),
    q(
        "h58_terminal",
        "calls",
        "Where is `reformat_text_before_cursor` called in the shortcuts module?",
        grep(r"^\s+reformat_text_before_cursor\(", SC),
    ),
    q(
        "h58_terminal",
        "raises",
        "Where does %paste raise when there's nothing on the clipboard?",
        grep(r'raise UsageError\("The clipboard appears to be empty"\)', MAG),
    ),
    q(
        "h58_terminal",
        "raises",
        "i put a typo in a shortcut filter in my config and got a NameError, where's that raised?",
        grep(r"raise NameError\(", FIL),
    ),
    q(
        "h58_terminal",
        "const",
        "where is the aliases dict for event loop names (qt4 -> qt, gtk2 -> gtk) defined?",
        grep(r"^aliases = \{", HOOKS),
    ),
    q(
        "h58_terminal",
        "run",
        'Please run `grep -c "Binding(" IPython/terminal/shortcuts/__init__.py` and report the '
        "result.",
        {"expect": "51"},
    ),
    q(
        "h58_terminal",
        "edit",
        "In IPython/terminal/pt_inputhooks/glut.py, set glut_fps to 30.",
        {"effect": {"value_set": [GLUT, "glut_fps", "30"]}},
    ),
    q(
        "h58_terminal",
        "edit",
        "Delete the old misspelled alias line `KillEmbeded = KillEmbedded` from "
        "IPython/terminal/embed.py, nobody uses it anymore.",
        {"effect": {"line_deleted": [EMB, "KillEmbeded = KillEmbedded"]}},
    ),
    q(
        "h58_terminal",
        "edit",
        "comment out the `print(\"Block assigned to '%s'\" % name)` line in "
        "IPython/terminal/magics.py",
        {"effect": {"comment_out": [MAG, "print(\"Block assigned to '%s'\" % name)"]}},
    ),
    q(
        "h58_terminal",
        "which",
        "which function figures out what program to hand my code to for changing it, when I "
        "never set one up myself?",
        {"body": "get_default_editor"},
        own=True,
    ),
    q(
        "h58_terminal",
        "which",
        "Which part drops repeated back-to-back entries when I scroll through what I typed "
        "earlier with the up arrow?",
        {"body": "PtkHistoryAdapter.load_history_strings"},
        own=True,
    ),
    q(
        "h58_terminal",
        "how",
        "When I press Enter at the prompt, how does it decide whether to run what I typed or "
        "just move me to a fresh line?",
        {"body": "newline_or_execute_outer"},
        {"body": "handle_return_or_newline_or_execute"},
        own=True,
    ),
    q(
        "h58_terminal",
        "how",
        "How does %cpaste know I'm done pasting?",
        {"body": "get_pasted_lines"},
        {"body": "TerminalMagics.cpaste"},
    ),
    q(
        "h58_terminal",
        "how",
        "long suggestions in the tab dropdown get squashed with a \N{HORIZONTAL ELLIPSIS} in the "
        "middle. how does it decide what to cut?",
        {"body": "_elide_point"},
        {"body": "_elide_typed"},
        {"body": "_elide"},
        own=True,
    ),
]
