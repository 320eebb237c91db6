"""The hundred-and-sixty-fifth held-out set: questions on one module each of three files from pandas
and one from fontTools, copied from the installed site-packages (pandas 3.1.1:
``pandas/_testing/asserters.py``, ``pandas/io/parsers/python_parser.py`` and
``pandas/plotting/_matplotlib/converter.py``; fontTools 4.68.0: ``fontTools/misc/plistlib/__init__.py``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (pandas' testing asserters most, then the python
CSV parser, the matplotlib date converters, fontTools' plistlib). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h165_pandas_asserters": ["pandas/_testing/asserters.py"],
    "h165_pandas_python_parser": ["pandas/io/parsers/python_parser.py"],
    "h165_pandas_converter": ["pandas/plotting/_matplotlib/converter.py"],
    "h165_fonttools_plistlib": ["fontTools/misc/plistlib/__init__.py"],
}

ASSERT = "pandas/_testing/asserters.py"
PARSER = "pandas/io/parsers/python_parser.py"
CONV = "pandas/plotting/_matplotlib/converter.py"
PLIST = "fontTools/misc/plistlib/__init__.py"


QUESTIONS: list[dict] = [
    # --- pandas/_testing/asserters.py --------------------------------------------------------
    q(
        "h165_pandas_asserters",
        "where",
        "where is assert_interval_array_equal defined?",
        {"def": "assert_interval_array_equal"},
    ),
    q(
        "h165_pandas_asserters",
        "where",
        "Which line of pandas/_testing/asserters.py has the def for `assert_sp_array_equal`?",
        {"def": "assert_sp_array_equal"},
    ),
    q(
        "h165_pandas_asserters",
        "returns",
        "_resolve_check_freq -- what does it give back when I leave check_freq unset and the "
        "index is a DatetimeIndex?",
        {"returns": "_resolve_check_freq"},
    ),
    q(
        "h165_pandas_asserters",
        "calls",
        "Which of the assert_* functions go through `_check_isinstance` first?",
        grep(r"^\s+_check_isinstance\(", ASSERT),
    ),
    q(
        "h165_pandas_asserters",
        "calls",
        "where is is_extension_array_dtype_and_needs_i8_conversion actually used",
        grep(r"(?<!def )is_extension_array_dtype_and_needs_i8_conversion\(", ASSERT),
    ),
    q(
        "h165_pandas_asserters",
        "raises",
        "I called assert_series_equal with check_index=False and check_like=True and got a "
        "ValueError before anything was compared. Where is that raised?",
        grep(r'raise ValueError\("check_like must be False', ASSERT),
    ),
    q(
        "h165_pandas_asserters",
        "raises",
        "In assert_numpy_array_equal, where are the errors for check_same='same' / 'copy' thrown?",
        grep(r'raise AssertionError\(f"\{left_base!r\} is', ASSERT),
    ),
    q(
        "h165_pandas_asserters",
        "which",
        "which nested helper decides that a RangeIndex and a plain Index count as the same class "
        "when exact='equiv'?",
        {"def": "assert_class_equal.is_class_equiv"},
    ),
    q(
        "h165_pandas_asserters",
        "which",
        "I want to test that my clone really made new things. Which helper walks two sequences "
        "side by side, checks each pair matches in value, and fails if any pair turns out to be "
        "one shared thing rather than two distinct ones?",
        {"def": "assert_copy"},
        own=True,
    ),
    q(
        "h165_pandas_asserters",
        "which",
        "Which function composes the complaint text when a check fails -- the one that lists both "
        "sides one under the other and then throws it?",
        {"def": "raise_assert_detail"},
        own=True,
    ),
    q(
        "h165_pandas_asserters",
        "how",
        "how does assert_index_equal come up with the percentage in 'Index values are different "
        "(x %)'?",
        grep(r"mismatch = left\._values != right\._values|diff = np\.sum\(mismatch", ASSERT),
    ),
    q(
        "h165_pandas_asserters",
        "how",
        "If two things I'm checking differ only by tiny rounding noise, how does the "
        "near-enough comparison pick where to route them, depending on whether they're row "
        "labels, a single column, a whole table or something else?",
        {"body": "assert_almost_equal"},
        own=True,
    ),
    q(
        "h165_pandas_asserters",
        "how",
        "When I pass check_category_order=False to `assert_categorical_equal`, how does it "
        "compare the two categoricals then?",
        {"body": "assert_categorical_equal"},
    ),
    run(
        "h165_pandas_asserters",
        "Can you execute {} and tell me the percentage it reports?",
        "import pandas as pd; from pandas._testing.asserters import assert_series_equal as f; "
        "exec('try:\\n f(pd.Series([1, 2, 3]), pd.Series([1, 2, 5]))\\n"
        "except AssertionError as e:\\n print(e)')",
        "values are different (33.33333 %)",
    ),
    q(
        "h165_pandas_asserters",
        "edit",
        "assert_dict_equal in asserters.py has no docstring. Please add one saying it checks two "
        "dicts are equal, optionally comparing their keys.",
        {"effect": {"docstring": "assert_dict_equal"}},
    ),
    q(
        "h165_pandas_asserters",
        "edit",
        "rename `_resolve_check_freq` to `_resolve_freq_check` everywhere in "
        "pandas/_testing/asserters.py",
        {"effect": {"renamed": ["_resolve_check_freq", "_resolve_freq_check"]}},
    ),
    # --- pandas/io/parsers/python_parser.py --------------------------------------------------
    q(
        "h165_pandas_python_parser",
        "where",
        "Where's `_validate_integer_cast` declared in the python parser?",
        {"def": "_validate_integer_cast"},
    ),
    q(
        "h165_pandas_python_parser",
        "returns",
        "what does PythonParser._buffered_line hand back -- does it pop the line off the buffer?",
        {"returns": "PythonParser._buffered_line"},
    ),
    q(
        "h165_pandas_python_parser",
        "calls",
        "who calls _alert_malformed",
        grep(r"self\._alert_malformed\(", PARSER),
    ),
    q(
        "h165_pandas_python_parser",
        "raises",
        "I passed lineterminator='~' together with engine='python' to read_csv and it refuses. "
        "Which line raises that?",
        grep(r"Custom line terminators not supported", PARSER),
    ),
    q(
        "h165_pandas_python_parser",
        "raises",
        "where does python_parser.py reject a bad skipfooter (negative, or not an integer)?",
        grep(r'raise ValueError\("skipfooter', PARSER),
    ),
    q(
        "h165_pandas_python_parser",
        "raises",
        "Getting 'Defining usecols with out-of-bounds indices is not allowed' -- where is that "
        "ParserError thrown?",
        grep(r"raise ParserError\($|Defining usecols with out-of-bounds", PARSER),
    ),
    q(
        "h165_pandas_python_parser",
        "const",
        "where is the byte order mark constant set in the python parser module?",
        grep(r"^_BOM = ", PARSER),
    ),
    q(
        "h165_pandas_python_parser",
        "which",
        "Which method does the search-and-replace of a separator inside cells that look like "
        "numbers, leaving alone the columns marked as no-thousands?",
        {"def": "PythonParser._search_replace_num_columns"},
    ),
    q(
        "h165_pandas_python_parser",
        "which",
        "My data file is lined up in neat blocks with spaces and I didn't say where each field "
        "begins and ends. Which function works out those boundaries by looking at the opening "
        "hundred or so rows?",
        {"def": "FixedWidthReader.detect_colspecs"},
        own=True,
    ),
    q(
        "h165_pandas_python_parser",
        "how",
        "How does the python engine figure out the delimiter when I pass sep=None? Does it sniff "
        "the whole file?",
        {"body": "PythonParser._make_reader"},
    ),
    q(
        "h165_pandas_python_parser",
        "how",
        "I ask it to drop some trailing junk at the bottom of my text file, but a few rows at the "
        "top were used up as column titles or skipped. How does it still trim the correct amount "
        "off the end?",
        {"body": "PythonParser._remove_footer_lines"},
        own=True,
    ),
    q(
        "h165_pandas_python_parser",
        "how",
        "My opening header cell carries that invisible marker some editors put at the top of a "
        "document, and sometimes it's wrapped in speech marks too. How does the reader clean "
        "that up?",
        {"body": "PythonParser._check_for_bom"},
        own=True,
    ),
    run(
        "h165_pandas_python_parser",
        "what does {} print? (multi-char sep should force the python engine)",
        "import io, pandas as pd; "
        "print(pd.read_csv(io.StringIO('a;;b\\n1;;2\\n3;;4'), sep=';;', engine='python')"
        ".to_dict('list'))",
        "{'a': [1, 3], 'b': [2, 4]}",
    ),
    q(
        "h165_pandas_python_parser",
        "edit",
        "In FixedWidthReader.__init__ please bump the default `infer_nrows: int = 100,` to 200.",
        {
            "effect": {
                "line_replaced": [PARSER, "infer_nrows: int = 100,", "infer_nrows: int = 200,"]
            }
        },
    ),
    q(
        "h165_pandas_python_parser",
        "edit",
        "The python engine is painfully slow on my 5 GB csv. Could you rework PythonParser to "
        "split the file and parse the chunks in parallel processes, so it gets close to the C "
        "engine's speed?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/plotting/_matplotlib/converter.py --------------------------------------------
    q(
        "h165_pandas_converter",
        "where",
        "where's the MilliSecondLocator class in the matplotlib converter module?",
        {"def": "MilliSecondLocator"},
    ),
    q(
        "h165_pandas_converter",
        "returns",
        "What does get_finder return, say for a quarterly frequency?",
        {"returns": "get_finder"},
    ),
    q(
        "h165_pandas_converter",
        "calls",
        "Which of the finders call `_finder_view_bounds`?",
        grep(r"= _finder_view_bounds\(", CONV),
    ),
    q(
        "h165_pandas_converter",
        "raises",
        "ax.set_xlim on my period plot blew up with 'Axis must have `freq` set to convert to "
        "Periods'. where is that raised?",
        grep(r'raise TypeError\("Axis must have `freq` set', CONV),
    ),
    q(
        "h165_pandas_converter",
        "const",
        "Where does MilliSecondLocator set its UNIT (one millisecond as a fraction of a day)?",
        grep(r"UNIT = 1\.0 / \(24 \* 3600 \* 1000\)", CONV),
    ),
    q(
        "h165_pandas_converter",
        "which",
        "which function turns a business-day ordinal back into a datetime?",
        {"def": "bday_to_datetime"},
    ),
    q(
        "h165_pandas_converter",
        "which",
        "When a chart covers several decades, which piece chooses how far apart the big and the "
        "small marks along the bottom go?",
        {"def": "_get_default_annual_spacing"},
        own=True,
    ),
    q(
        "h165_pandas_converter",
        "how",
        "how does pandas_converters decide whether to register the converters and whether to "
        "take them off again after the plot?",
        {"body": "pandas_converters"},
    ),
    q(
        "h165_pandas_converter",
        "how",
        "My x axis shows elapsed durations. How does it work out how many digits after the point "
        "each label gets?",
        {"body": "TimeSeries_TimedeltaFormatter.__call__"},
        own=True,
    ),
    run(
        "h165_pandas_converter",
        "Run {} and tell me what it shows for 3723.5 seconds.",
        "from pandas.plotting._matplotlib.converter import TimeFormatter; "
        "print(TimeFormatter([])(3723.5))",
        "01:02:03.500",
    ),
    q(
        "h165_pandas_converter",
        "edit",
        "In converter.py, MilliSecondLocator.__call__ uses max_millis_ticks = 6; change it to 8.",
        {"effect": {"text_replaced": [CONV, "max_millis_ticks = 6", "max_millis_ticks = 8"]}},
    ),
    # --- fontTools/misc/plistlib/__init__.py -------------------------------------------------
    q(
        "h165_fonttools_plistlib",
        "where",
        "fontTools plistlib: where is PlistTarget.add_object defined",
        {"def": "PlistTarget.add_object"},
    ),
    q(
        "h165_fonttools_plistlib",
        "returns",
        "what does `_bool_element` return?",
        {"returns": "_bool_element"},
    ),
    q(
        "h165_fonttools_plistlib",
        "calls",
        "Where is _encode_base64 called from?",
        grep(r"(?<!def )_encode_base64\(", PLIST),
    ),
    q(
        "h165_fonttools_plistlib",
        "raises",
        "dumps() on a dict with an int key gives TypeError 'keys must be strings' -- which line?",
        grep(r'raise TypeError\("keys must be strings"\)', PLIST),
    ),
    q(
        "h165_fonttools_plistlib",
        "which",
        "Which bit reads a timestamp like `2020-05-01T10:00:00Z` out of the file text and builds "
        "a python calendar-and-clock value from it, even when the minutes or seconds are left "
        "off?",
        {"def": "_date_from_string"},
        own=True,
    ),
    run(
        "h165_fonttools_plistlib",
        "could you run {} -- I want to see if the keys come out sorted",
        "from fontTools.misc.plistlib import dumps; "
        "print(dumps({'b': [1, True], 'a': 2.5}, pretty_print=False))",
        "<dict><key>a</key><real>2.5</real><key>b</key>",
    ),
    q(
        "h165_fonttools_plistlib",
        "edit",
        "Set USE_BUILTIN_TYPES to False in fontTools/misc/plistlib/__init__.py.",
        {"effect": {"value_set": [PLIST, "USE_BUILTIN_TYPES", "False"]}},
    ),
]
