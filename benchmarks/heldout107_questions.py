"""The hundred-and-seventh held-out set: questions on two modules of pandas 3.1.1 that no other set
uses as workspaces of their own, copied from the installed site-packages
(``pandas/core/resample.py`` and ``pandas/core/arrays/datetimelike.py``), written blind: by reading
only those two files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the two modules (resample.py a little more). About a
fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. A workspace is a partial copy of pandas, so its commands read the files
(``ast``, ``grep``) rather than import the package. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h107_resample": ["pandas/core/resample.py"],
    "h107_dtl": ["pandas/core/arrays/datetimelike.py"],
}

RESAMPLE = "pandas/core/resample.py"
DTL = "pandas/core/arrays/datetimelike.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/resample.py -------------------------------------------------------------
    q(
        "h107_resample",
        "where",
        "where's _adjust_bin_edges defined",
        {"def": "TimeGrouper._adjust_bin_edges"},
    ),
    q(
        "h107_resample",
        "where",
        "Hi! I'm following `df.groupby('store').resample('W')` through the source. Where is "
        "`get_resampler_for_grouping` defined?",
        {"def": "get_resampler_for_grouping"},
    ),
    q(
        "h107_resample",
        "returns",
        "what does Resampler._from_selection return?",
        {"returns": "Resampler._from_selection"},
    ),
    q(
        "h107_resample",
        "returns",
        "What do I get back from `TimeGrouper._get_grouper`? Is it the resampler itself or "
        "something else?",
        {"returns": "TimeGrouper._get_grouper"},
    ),
    q(
        "h107_resample",
        "calls",
        "who calls _asfreq_compat",
        grep(r"(?<!def )_asfreq_compat\(", RESAMPLE),
    ),
    q(
        "h107_resample",
        "calls",
        "Where is `_get_timestamp_range_edges` being called from in resample.py?",
        grep(r"= _get_timestamp_range_edges\(", RESAMPLE),
    ),
    q(
        "h107_resample",
        "calls",
        "find the call sites of _take_new_index pls",
        grep(r"= _take_new_index\(", RESAMPLE),
    ),
    q(
        "h107_resample",
        "raises",
        "Where does resampling a PeriodIndex raise IncompatibleFrequency?",
        grep(r"raise IncompatibleFrequency\(", RESAMPLE),
    ),
    q(
        "h107_resample",
        "raises",
        "I passed origin='yesterday' to resample and got a ValueError. where in the code is "
        "that raised?",
        grep(r"'origin' should be equal to 'epoch'", RESAMPLE),
    ),
    q(
        "h107_resample",
        "raises",
        "df.resample('ME') on a TimedeltaIndex blows up -- which line raises that error?",
        grep(r"Resampling on a TimedeltaIndex requires fixed-duration", RESAMPLE),
    ),
    q(
        "h107_resample",
        "raises",
        "list every place resample.py raises NotImplementedError",
        grep(r"raise NotImplementedError\b", RESAMPLE),
    ),
    q(
        "h107_resample",
        "const",
        "Where is `Resampler.apply` set? I can't find a def for it.",
        grep(r"^\s+apply = aggregate$", RESAMPLE),
    ),
    q(
        "h107_resample",
        "which",
        "Which function figures out where the very first and very last time slot begin and "
        "end when I group every 7 minutes, lining them up on midnight of the first day unless "
        "I say otherwise?",
        {"body": "_adjust_dates_anchored"},
        {"body": "_get_timestamp_range_edges"},
        own=True,
    ),
    q(
        "h107_resample",
        "which",
        "which Resampler subclass is used when the index is a PeriodIndex?",
        {"body": "PeriodIndexResampler"},
    ),
    q(
        "h107_resample",
        "which",
        "why are my monthly and weekly totals stamped with the last day of the month/week "
        "instead of the first? which bit of code picks that?",
        grep(r"end_types = \{|if rule in end_types", RESAMPLE),
        own=True,
    ),
    q(
        "h107_resample",
        "which",
        "Which method builds the bin edges and labels for a TimedeltaIndex?",
        {"body": "TimeGrouper._get_time_delta_bins"},
        {"body": "TimedeltaIndexResampler._get_binner_for_time"},
    ),
    q(
        "h107_resample",
        "how",
        "I go from daily readings to hourly ones and draw straight lines between the points. "
        "What happens to the readings I have that don't sit exactly on a whole hour -- are they "
        "used for the lines, and are they still in what I get back?",
        {"body": "Resampler.interpolate"},
        own=True,
    ),
    q(
        "h107_resample",
        "how",
        "How does `DatetimeIndexResampler._upsample` skip the reindex when the data already "
        "lines up with the target frequency?",
        {"body": "DatetimeIndexResampler._upsample"},
    ),
    q(
        "h107_resample",
        "how",
        "some of my timestamps are blank / missing. how are those rows treated when it sorts the "
        "rows into time buckets? do they just get dropped?",
        {"body": "TimeGrouper._get_time_bins"},
        {"body": "_insert_nat_bin"},
        {"body": "TimeGrouper._get_period_bins"},
        own=True,
    ),
    q(
        "h107_resample",
        "how",
        "how does Resampler.ohlc behave when there are no rows at all?",
        grep(r"# GH#42902|\[\"open\", \"high\", \"low\", \"close\"\]", RESAMPLE),
    ),
    q(
        "h107_resample",
        "how",
        "If I total things up per calendar month and a sale happened at 3pm on the 31st, how "
        "does it make sure that sale counts for that month and doesn't slip into the next one?",
        {"body": "TimeGrouper._adjust_bin_edges"},
        own=True,
    ),
    run(
        "h107_resample",
        "What does {} print?",
        "import ast; t = ast.parse(open('pandas/core/resample.py').read()); "
        "print([n.name for n in t.body if isinstance(n, ast.ClassDef)])",
        "['Resampler', '_GroupByMixin', 'DatetimeIndexResampler', "
        "'DatetimeIndexResamplerGroupBy', 'PeriodIndexResampler', 'PeriodIndexResamplerGroupBy', "
        "'TimedeltaIndexResampler', 'TimedeltaIndexResamplerGroupBy', 'TimeGrouper']",
    ),
    run(
        "h107_resample",
        "could you run {} and tell me the output",
        "import ast; t = ast.parse(open('pandas/core/resample.py').read()); "
        "c = [n for n in t.body if isinstance(n, ast.ClassDef) and n.name == 'TimeGrouper'][0]; "
        "print([f.name for f in c.body if isinstance(f, ast.FunctionDef)])",
        "['__init__', '_get_resampler', '_get_grouper', '_get_time_bins', '_adjust_bin_edges', "
        "'_get_time_delta_bins', '_get_time_period_bins', '_get_period_bins', '_set_grouper']",
    ),
    q(
        "h107_resample",
        "edit",
        "Please add a docstring to `_insert_nat_bin` in pandas/core/resample.py saying it puts "
        "a leading NaT bin in front of the bins and labels.",
        {"effect": {"docstring": "_insert_nat_bin"}},
    ),
    q(
        "h107_resample",
        "edit",
        "comment out the `assert len(bins) == len(binlabels)` line in Resampler._get_binner, "
        "I want to see what happens without it",
        {
            "effect": {
                "comment_out": [RESAMPLE, "assert len(bins) == len(binlabels)"],
            }
        },
    ),
    q(
        "h107_resample",
        "edit",
        "For debugging: in _adjust_dates_anchored, right after "
        "`freq_value = Timedelta(freq).as_unit(unit)._value`, add the line "
        "`print(first, last, freq_value)`.",
        {
            "effect": {
                "line_after": [
                    RESAMPLE,
                    "freq_value = Timedelta(freq).as_unit(unit)._value",
                    "print(first, last, freq_value)",
                ]
            }
        },
    ),
    # --- pandas/core/arrays/datetimelike.py --------------------------------------------------
    q(
        "h107_dtl",
        "where",
        "Where is _sub_periodlike defined?",
        {"def": "DatetimeLikeArrayMixin._sub_periodlike"},
    ),
    q(
        "h107_dtl",
        "where",
        "where do i find `as_unit` for the datetime/timedelta arrays",
        {"def": "TimelikeOps.as_unit"},
    ),
    q(
        "h107_dtl",
        "returns",
        "What does dtype_to_unit return for a tz-aware dtype vs a plain numpy one?",
        {"returns": "dtype_to_unit"},
    ),
    q(
        "h107_dtl",
        "calls",
        "who uses _validation_error_message?",
        grep(r"self\._validation_error_message\(", DTL),
    ),
    q(
        "h107_dtl",
        "calls",
        "Where's `_get_i8_values_and_mask` called in datetimelike.py?",
        grep(r"= self\._get_i8_values_and_mask\(", DTL),
    ),
    q(
        "h107_dtl",
        "raises",
        "where does the datetimelike comparison code raise InvalidComparison?",
        grep(r"raise InvalidComparison\(", DTL),
    ),
    q(
        "h107_dtl",
        "raises",
        "as_unit('D') gives me \"Supported units are 's', 'ms', 'us', 'ns'\" -- where is "
        "that raised?",
        grep(r"raise ValueError\(\"Supported units are", DTL),
    ),
    q(
        "h107_dtl",
        "raises",
        "Where is the TypeError raised when someone does a groupby sum on a datetime64 column?",
        grep(r"datetime64 type does not support operation", DTL),
    ),
    q(
        "h107_dtl",
        "raises",
        "Where does TimelikeOps._validate_frequency raise the 'does not conform to passed "
        "frequency' error?",
        grep(r"does not conform to passed frequency", DTL),
    ),
    q(
        "h107_dtl",
        "const",
        "where is __mul__ set on DatetimeLikeArrayMixin?",
        grep(r"^\s+__mul__ = _make_unpacked_invalid_op", DTL),
    ),
    q(
        "h107_dtl",
        "which",
        "Which function makes two sets of dates or durations use the same precision (say "
        "seconds vs nanoseconds) before it adds or compares them?",
        {"body": "TimelikeOps._ensure_matching_resos"},
        own=True,
    ),
    q(
        "h107_dtl",
        "which",
        "which method handles `arr - pd.Period(...)` when arr is a PeriodArray?",
        {"body": "DatetimeLikeArrayMixin._sub_periodlike"},
        {"body": "DatetimeLikeArrayMixin.__sub__"},
    ),
    q(
        "h107_dtl",
        "which",
        "I tell it my timestamps come every hour. Which bit double-checks that the values "
        "really are spaced like that and complains if they aren't?",
        {"body": "TimelikeOps._validate_frequency"},
        own=True,
    ),
    q(
        "h107_dtl",
        "which",
        "which code looks at whether all my datetimes are exactly at midnight (so it can show "
        "them without a clock time)?",
        {"body": "TimelikeOps._is_dates_only"},
        own=True,
    ),
    q(
        "h107_dtl",
        "how",
        "How does rounding work for times that carry a time zone -- e.g. over the weekend the "
        "clocks go back, does it round local wall-clock time?",
        {"body": "TimelikeOps._round"},
        own=True,
    ),
    q(
        "h107_dtl",
        "how",
        "how does DatetimeLikeArrayMixin.fillna fill NaT fast when the value is a scalar",
        {"body": "DatetimeLikeArrayMixin.fillna"},
    ),
    q(
        "h107_dtl",
        "how",
        "if I compare my date column against some text like '2024-01-01', does it read the text "
        "as a date first? and what if it can't?",
        {"body": "DatetimeLikeArrayMixin._validate_comparison_value"},
        own=True,
    ),
    run(
        "h107_dtl",
        "what's the output of {}",
        "import ast; t = ast.parse(open('pandas/core/arrays/datetimelike.py').read()); "
        "print(sorted({n.name for n in t.body if isinstance(n, ast.FunctionDef)}))",
        "['_make_unpacked_invalid_op', '_period_dispatch', 'dtype_to_unit', "
        "'ensure_arraylike_for_datetimelike', 'validate_periods']",
    ),
    {
        "ws": "h107_dtl",
        "kind": "run",
        "ask": "Run `grep -c 'raise AbstractMethodError' pandas/core/arrays/datetimelike.py` "
        "and tell me what number it prints.",
        "gold": [{"expect": "11"}],
    },
    q(
        "h107_dtl",
        "edit",
        "set _ITER_CHUNKSIZE to 50_000 in pandas/core/arrays/datetimelike.py",
        {"effect": {"value_set": [DTL, "_ITER_CHUNKSIZE", "50000"]}},
    ),
    q(
        "h107_dtl",
        "edit",
        "Please delete the `_values_for_json` override from TimelikeOps; I'd like it to use the "
        "base class version.",
        {"effect": {"definition_deleted": [DTL, "TimelikeOps._values_for_json"]}},
    ),
    q(
        "h107_dtl",
        "edit",
        "Adding an object-dtype array of DateOffsets to my DatetimeIndex is really slow. Can you "
        "make _addsub_object_array vectorized (numba or whatever) so it doesn't loop in Python?",
        {"effect": {"declined": True}},
    ),
]
