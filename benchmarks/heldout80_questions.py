"""The eightieth held-out set: questions on two parts of one third-party package that no other set
uses, copied from the installed site-packages (pandas 3.1.1: the ``pandas/core/indexes`` folder,
and ``pandas/io/formats/style.py`` with ``pandas/io/formats/style_render.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

pandas is compiled, but every gold points into the pure-Python ``.py`` files of the workspaces.
The questions are weighted by the size of the workspaces (the index classes most, then the
Styler). About a fifth of them are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask
for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h80_indexes": ["pandas/core/indexes"],
    "h80_style": ["pandas/io/formats/style.py", "pandas/io/formats/style_render.py"],
}

BASE = "pandas/core/indexes/base.py"
MULTI = "pandas/core/indexes/multi.py"
RANGE = "pandas/core/indexes/range.py"
DTI = "pandas/core/indexes/datetimes.py"
FROZEN = "pandas/core/indexes/frozen.py"
STYLE = "pandas/io/formats/style.py"
RENDER = "pandas/io/formats/style_render.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/indexes -----------------------------------------------------------------
    q("h80_indexes", "where", "where is ensure_index defined?", {"def": "ensure_index"}),
    q(
        "h80_indexes",
        "where",
        "Could you point me to the definition of `MultiIndex.from_product`?",
        {"def": "MultiIndex.from_product"},
    ),
    q(
        "h80_indexes",
        "where",
        "interval_range -- which file and line is it in",
        {"def": "interval_range"},
    ),
    q(
        "h80_indexes",
        "returns",
        "What does Index.get_slice_bound return? I'm confused whether I get back a position or "
        "a slice.",
        {"returns": "Index.get_slice_bound"},
    ),
    q(
        "h80_indexes",
        "returns",
        "what does _sanitize_and_check in indexes/api.py hand back",
        {"returns": "_sanitize_and_check"},
    ),
    q(
        "h80_indexes",
        "calls",
        "who calls _raise_key_length_error?",
        grep(r"^\s+_raise_key_length_error\(", MULTI),
    ),
    q(
        "h80_indexes",
        "calls",
        "Where is `maybe_extract_name` used across the index classes?",
        {"grep": r"(= |^\s+)maybe_extract_name\("},
    ),
    q(
        "h80_indexes",
        "calls",
        "which places call _validate_join_method",
        grep(r"^\s+_validate_join_method\(how\)", BASE),
    ),
    q(
        "h80_indexes",
        "raises",
        "Where is 'cannot reindex on an axis with duplicate labels' raised?",
        grep(r'raise ValueError\("cannot reindex on an axis with duplicate labels"\)', BASE),
    ),
    q(
        "h80_indexes",
        "raises",
        "MultiIndex: where does it throw UnsortedIndexError?",
        grep(r"raise UnsortedIndexError\(", MULTI),
    ),
    q(
        "h80_indexes",
        "raises",
        "I got `TypeError: Cannot join tz-naive with tz-aware DatetimeIndex` while combining a "
        "couple of frames. Which lines raise that?",
        {"grep": r'raise TypeError\("Cannot join tz-naive with tz-aware DatetimeIndex"\)'},
    ),
    q(
        "h80_indexes",
        "raises",
        "where does RangeIndex blow up if step is 0",
        grep(r'raise ValueError\("Step must not be zero"\)', RANGE),
    ),
    q(
        "h80_indexes",
        "raises",
        "I did `mi.levels[0].name = 'x'` and got a RuntimeError. Where in the Index code is "
        "that raised?",
        grep(r"raise RuntimeError\(|Cannot set name on a level of a MultiIndex", BASE),
    ),
    q(
        "h80_indexes",
        "raises",
        "Where does MultiIndex._verify_integrity reject codes that fall outside their level?",
        grep(r"On level \{i\}, code (max|value) \(", MULTI),
    ),
    q(
        "h80_indexes",
        "const",
        "where's the base Index class's `_requires_unique_msg` set, and what does it say?",
        grep(r"^\s+_requires_unique_msg = ", BASE),
    ),
    run(
        "h80_indexes",
        "What does {} print?",
        "from pandas.core.indexes.base import trim_front; "
        "print(trim_front(['  a', '   b', '  c']))",
        "['a', ' b', 'c']",
    ),
    run(
        "h80_indexes",
        "can you run {} and tell me what comes out",
        "from pandas.core.indexes.multi import sparsify_labels; "
        "print(sparsify_labels([('a', 'a', 'b'), (1, 2, 1)]))",
        "[('a', '', 'b'), (1, 2, 1)]",
    ),
    run(
        "h80_indexes",
        "Output of {} ?",
        "import pandas as pd; print(pd.RangeIndex(0, 10, 2).union(pd.RangeIndex(1, 11, 2)))",
        "RangeIndex(start=0, stop=10, step=1)",
    ),
    q(
        "h80_indexes",
        "edit",
        "Rename `_require_listlike` in pandas/core/indexes/multi.py to `_ensure_listlike_args`, "
        "and update its callers too.",
        {"effect": {"renamed": ["_require_listlike", "_ensure_listlike_args"]}},
    ),
    q(
        "h80_indexes",
        "edit",
        "add a short docstring to _validate_join_method in base.py pls, it has none",
        {"effect": {"docstring": "_validate_join_method"}},
    ),
    q(
        "h80_indexes",
        "edit",
        "In RangeIndex._simple_new (pandas/core/indexes/range.py), comment out the line "
        "`assert isinstance(values, range)` -- I'm experimenting with passing other things in.",
        {"effect": {"comment_out": [RANGE, "assert isinstance(values, range)"]}},
    ),
    q(
        "h80_indexes",
        "edit",
        "Put an `import logging` line at the top of pandas/core/indexes/frozen.py, right next "
        "to the other standard-library import (`from typing import ...`). Just that one line.",
        {"effect": {"at_top": [FROZEN, "import logging"]}},
    ),
    q(
        "h80_indexes",
        "which",
        "I've got readings stamped every few minutes and only want the ones taken during the "
        "night shift, from 22:00 until 02:00 the next morning. Which function works out that "
        "window, given that it wraps past midnight?",
        {"body": "DatetimeIndex.indexer_between_time"},
        own=True,
    ),
    q(
        "h80_indexes",
        "which",
        "Which helper notices that a list like [3, 5, 7, 9] goes up by the same gap every time "
        "and swaps it for a compact 'first number plus gap' description instead of keeping "
        "every number?",
        {"body": "maybe_sequence_to_range"},
        own=True,
    ),
    q(
        "h80_indexes",
        "which",
        "which bit works out the numbers two evenly spaced integer sequences have in common -- "
        "like every 4th number vs every 6th -- without listing them all out?",
        {"body": "RangeIndex._intersection"},
        {"body": "RangeIndex._extended_gcd"},
        {"body": "min_fitting_element"},
        own=True,
    ),
    q(
        "h80_indexes",
        "which",
        "I tried adding an item to the list of level labels I got back from my multi-level "
        "index and it refused. Which code is responsible for turning me away?",
        {"body": "FrozenList._disabled"},
        own=True,
    ),
    q(
        "h80_indexes",
        "which",
        "Which CategoricalIndex method checks whether another index is compatible with its "
        "categories (the one equals() leans on)?",
        {"body": "CategoricalIndex._is_dtype_compat"},
    ),
    q(
        "h80_indexes",
        "which",
        "which function decides what `.dt` hands me back for datetime vs timedelta vs period "
        "series?",
        {"body": "CombinedDatetimelikeProperties.__new__"},
    ),
    q(
        "h80_indexes",
        "how",
        "If I line up a new set of labels against my numeric index by taking, for each one, the "
        "closest existing label -- what happens when a new label sits exactly halfway between "
        "two old ones? Which side wins, and where is that decided?",
        {"body": "Index._get_nearest_indexer"},
        own=True,
    ),
    q(
        "h80_indexes",
        "how",
        "My bins don't include one of their edges. When I ask for everything from one plain "
        "number to another, how does it bump the number by the tiniest possible amount before "
        "searching, so the edge case lands in the correct bin?",
        {"body": "_get_next_label"},
        {"body": "_get_prev_label"},
        {"body": "IntervalIndex._searchsorted_monotonic"},
        own=True,
    ),
    q(
        "h80_indexes",
        "how",
        "how does the weekdays-only date list maker react when I give it my company's days off "
        "but don't switch to one of the special schedule codes?",
        {"body": "bdate_range"},
        own=True,
    ),
    q(
        "h80_indexes",
        "how",
        "How does RangeIndex.get_loc treat a float key, say 3.0 versus 3.5?",
        {"body": "RangeIndex.get_loc"},
    ),
    q(
        "h80_indexes",
        "how",
        "Context: I'm combining indexes of different kinds. How does union_indexes choose its "
        "strategy when it gets a mix of plain lists and Index objects?",
        {"body": "union_indexes"},
        {"body": "_sanitize_and_check"},
    ),
    q(
        "h80_indexes",
        "how",
        "hi! quick one: how does Index.drop behave with errors='ignore' when some of the labels "
        "aren't there?",
        {"body": "Index.drop"},
    ),
    # --- pandas/io/formats/style.py + style_render.py ---------------------------------------
    q("h80_style", "where", "wheres Styler.set_sticky", {"def": "Styler.set_sticky"}),
    q(
        "h80_style",
        "returns",
        "What does `_parse_latex_table_styles` return, e.g. when no style has the selector I ask "
        "for?",
        {"returns": "_parse_latex_table_styles"},
    ),
    q(
        "h80_style",
        "calls",
        "Who calls refactor_levels?",
        {"grep": r"= refactor_levels\("},
    ),
    q(
        "h80_style",
        "calls",
        "where is `_validate_apply_axis_arg` called from in style.py?",
        grep(r"= _validate_apply_axis_arg\(", STYLE),
    ),
    q(
        "h80_style",
        "raises",
        "Styler.bar: where does it reject a width or height outside 0-100?",
        grep(r"must be a value in \[0, 100\]", STYLE),
    ),
    q(
        "h80_style",
        "raises",
        "Where does Styler.concat raise when the other styler doesn't fit (wrong type, "
        "different columns, different number of index levels)?",
        grep(
            r'raise TypeError\("`other` must be of type `Styler`"\)'
            r"|`other\.data` must have same columns"
            r"|number of index levels must be same in `other`",
            STYLE,
        ),
    ),
    q(
        "h80_style",
        "const",
        "Where is the folder the Styler loads its jinja2 templates from set?",
        grep(r'^\s+template_dir = this_dir / "templates"', RENDER),
    ),
    run(
        "h80_style",
        "Please run {} -- what's the exact output?",
        "from pandas.io.formats.style_render import _escape_latex; "
        "print(_escape_latex('50% of x_1 & {y}'))",
        r"50\% of x\_1 \& \{y\}",
    ),
    q(
        "h80_style",
        "edit",
        "Change the default tooltip CSS class name in Tooltips.__init__ (style_render.py) from "
        '"pd-t" to "pd-tooltip".',
        {
            "effect": {
                "text_replaced": [
                    RENDER,
                    'css_name: str = "pd-t",',
                    'css_name: str = "pd-tooltip",',
                ]
            }
        },
    ),
    q(
        "h80_style",
        "edit",
        "Could you rewrite Styler.to_html so it streams the table out row by row instead of "
        "building the whole string, so huge frames don't eat all my memory? Add a benchmark too.",
        {"effect": {"declined": True}},
    ),
    q(
        "h80_style",
        "which",
        "My table has thousands of rows and when it shows up in the notebook only part of it is "
        "there. Which function decides how much of the grid survives, cutting it down a bit at "
        "a time until it's under the size cap?",
        {"body": "_get_trimming_maximums"},
        own=True,
    ),
    q(
        "h80_style",
        "which",
        "Which function turns CSS such as `font-weight: bold` or `color: #f00` into LaTeX "
        "commands when I call to_latex(convert_css=True)?",
        {"body": "_parse_latex_css_conversion"},
    ),
    q(
        "h80_style",
        "how",
        "When I shade cells from pale to deep by their value, how does it choose whether the "
        "writing on top should be whitish or black so it stays readable?",
        {"body": "_background_gradient.relative_luminance"},
        {"body": "_background_gradient.css"},
        {"body": "_background_gradient"},
        own=True,
    ),
    q(
        "h80_style",
        "how",
        "how does it put those little horizontal strips inside each box, filled partway "
        "according to the number? is it drawing images or what",
        {"body": "_bar.css_bar"},
        {"body": "_bar.css_calc"},
        {"body": "_bar"},
        own=True,
    ),
]
