"""The hundred-and-twenty-first held-out set: questions on parts of two third-party packages that
are copied from the installed site-packages (parso 0.8.7: ``parso/python/diff.py``,
``parso/python/tokenize.py``, ``parso/python/parser.py`` and ``parso/normalizer.py``; pandas
3.1.1: ``pandas/io/formats/format.py``, ``pandas/io/formats/csvs.py`` and
``pandas/io/formats/printing.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the copied files (pandas most, then parso). About a
fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands import the
installed package (they need the rest of it); the workspace holds the file each one exercises.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h121_parso": [
        "parso/python/diff.py",
        "parso/python/tokenize.py",
        "parso/python/parser.py",
        "parso/normalizer.py",
    ],
    "h121_pandas": [
        "pandas/io/formats/format.py",
        "pandas/io/formats/csvs.py",
        "pandas/io/formats/printing.py",
    ],
}

DIFF = "parso/python/diff.py"
TOKENIZE = "parso/python/tokenize.py"
PARSER = "parso/python/parser.py"
NORMALIZER = "parso/normalizer.py"
FORMAT = "pandas/io/formats/format.py"
CSVS = "pandas/io/formats/csvs.py"
PRINTING = "pandas/io/formats/printing.py"


QUESTIONS: list[dict] = [
    # --- parso -------------------------------------------------------------------------------
    q(
        "h121_parso",
        "where",
        "where is Normalizer.register_rule defined?",
        {"def": "Normalizer.register_rule"},
    ),
    q(
        "h121_parso",
        "where",
        "Hi! I'm stepping through parso's incremental reparsing and lost track of it -- where's "
        "`DiffParser._try_parse_part`?",
        {"def": "DiffParser._try_parse_part"},
    ),
    q(
        "h121_parso",
        "returns",
        "what does _close_fstring_if_necessary return? both when it finds the closing quote "
        "and when it doesnt",
        {"returns": "_close_fstring_if_necessary"},
    ),
    q(
        "h121_parso",
        "calls",
        "Inside tokenize_lines, where does the nested dedent_if_necessary helper get used?",
        grep(r"yield from dedent_if_necessary\(", TOKENIZE),
    ),
    q(
        "h121_parso",
        "calls",
        "who calls `_ends_with_newline` in diff.py",
        grep(r"(?<!def )_ends_with_newline\(", DIFF),
    ),
    q(
        "h121_parso",
        "raises",
        "My custom Rule subclass crashes with a ValueError about the class not being set up. "
        "Which lines in normalizer.py raise that?",
        grep(r'raise ValueError\("The (error code|message) on the class', NORMALIZER),
    ),
    q(
        "h121_parso",
        "raises",
        "where does DiffParser.update raise when the reparsed module ends up with the wrong "
        "number of lines?",
        grep(r"raise Exception\($", DIFF),
    ),
    q(
        "h121_parso",
        "raises",
        "Where does Parser.parse throw NotImplementedError?",
        grep(r"raise NotImplementedError$", PARSER),
    ),
    q(
        "h121_parso",
        "const",
        "where's MAX_UNICODE set in the tokenizer and what value does it have?",
        grep(r"^MAX_UNICODE = ", TOKENIZE),
    ),
    run(
        "h121_parso",
        "what does {} print?",
        "from parso.python.tokenize import tokenize; "
        "print([t.type.name for t in tokenize('if x:\\n    y\\n', version_info=(3, 10))])",
        "['NAME', 'NAME', 'OP', 'NEWLINE', 'INDENT', 'NAME', 'NEWLINE', 'DEDENT', 'ENDMARKER']",
    ),
    q(
        "h121_parso",
        "edit",
        "turn on DEBUG_DIFF_PARSER in parso/python/diff.py (set it to True), I want the extra "
        "consistency checks",
        {"effect": {"value_set": [DIFF, "DEBUG_DIFF_PARSER", "True"]}},
    ),
    q(
        "h121_parso",
        "edit",
        "Please remove the `_print_tokens` debugging helper from parso/python/tokenize.py; "
        "nothing uses it.",
        {"effect": {"definition_deleted": [TOKENIZE, "_print_tokens"]}},
    ),
    q(
        "h121_parso",
        "edit",
        "The diff parser is way too slow on my 10k-line files. Can you make it substantially "
        "faster, e.g. stop copying the line list in every partial parse and use a smarter "
        "diff than difflib?",
        {"effect": {"declined": True}},
    ),
    q(
        "h121_parso",
        "which",
        "If a variable name has some odd symbol stuck in the middle of it (say an emoji), which "
        "function breaks it apart so the legit pieces still come out as ordinary names?",
        {"body": "_split_illegal_unicode_name"},
        own=True,
    ),
    q(
        "h121_parso",
        "which",
        "Which Parser method decides whether a NAME token becomes a Keyword leaf or a Name leaf?",
        {"body": "Parser.convert_leaf"},
    ),
    q(
        "h121_parso",
        "which",
        "which piece of code makes sure the same complaint isn't reported twice for the same "
        "spot in my file?",
        {"body": "Normalizer.add_issue"},
        {"body": "Issue.__eq__"},
        own=True,
    ),
    q(
        "h121_parso",
        "how",
        "Some of our files were saved by a Windows editor that puts an invisible marker at the "
        "very start. How does the tokenizer cope with that?",
        grep(
            r"line\.startswith\(BOM_UTF8_STRING\)|additional_prefix = BOM_UTF8_STRING",
            TOKENIZE,
        ),
        own=True,
    ),
    q(
        "h121_parso",
        "how",
        "my file's last line has no line break after it. how does the parser still accept that "
        "final statement even when I switch off the forgiving mode?",
        {"body": "Parser.error_recovery"},
        own=True,
    ),
    q(
        "h121_parso",
        "how",
        "How does DiffParser.update decide which parts of the old tree to reuse and which to "
        "parse again?",
        {"body": "DiffParser.update"},
    ),
    # --- pandas ------------------------------------------------------------------------------
    q(
        "h121_pandas",
        "where",
        "where is format_percentiles",
        {"def": "format_percentiles"},
    ),
    q(
        "h121_pandas",
        "where",
        "Could you point me to where CSVFormatter._save_chunk is defined?",
        {"def": "CSVFormatter._save_chunk"},
    ),
    q(
        "h121_pandas",
        "returns",
        "What does `CSVFormatter._initialize_index_label` return -- especially if I pass a plain "
        "string as index_label?",
        {"returns": "CSVFormatter._initialize_index_label"},
    ),
    q(
        "h121_pandas",
        "returns",
        "what does EngFormatter.__call__ hand back, e.g. for NaN or inf?",
        {"returns": "EngFormatter.__call__"},
    ),
    q(
        "h121_pandas",
        "calls",
        "where is _trim_zeros_float called",
        grep(r"(?<!def )_trim_zeros_float\(", FORMAT),
    ),
    q(
        "h121_pandas",
        "calls",
        "Who calls get_adjustment()? I want to see every place that picks the text-width helper.",
        {"grep": r"(?<!def )get_adjustment\(\)"},
    ),
    q(
        "h121_pandas",
        "calls",
        "which DataFrameRenderer methods end up going through save_to_buffer?",
        grep(r"return save_to_buffer\(", FORMAT),
    ),
    q(
        "h121_pandas",
        "raises",
        "to_csv gives me 'cannot specify cols with a MultiIndex on the columns' - where's that "
        "raised?",
        grep(r'msg = "cannot specify cols with a MultiIndex|raise TypeError\(msg\)', CSVS),
    ),
    q(
        "h121_pandas",
        "raises",
        "Where do the 'Writing N cols but got M aliases' errors come from? I think there's "
        "one for to_string and one for to_csv.",
        {"grep": r"got \{len\(self\.header\)\} aliases"},
    ),
    q(
        "h121_pandas",
        "raises",
        "where does _get_buffer raise an error",
        grep(r'raise (ValueError|TypeError)\("buf is not a file name', FORMAT),
    ),
    q(
        "h121_pandas",
        "raises",
        "I passed float_format='{:.2x}' and got a ValueError. Which lines in "
        "DataFrameFormatter._validate_float_format raise?",
        grep(
            r'raise ValueError\(f?"(Invalid new-style format string|float_format must be)',
            FORMAT,
        ),
    ),
    q(
        "h121_pandas",
        "raises",
        "Where does DataFrameFormatter reject a bad col_space (unknown column name, or a list "
        "of the wrong length)?",
        grep(r"Col_space (is defined for an unknown column|length\()", FORMAT),
    ),
    q(
        "h121_pandas",
        "const",
        "where's `_NUMBER_WITH_DECIMAL_RE` defined?",
        grep(r"^_NUMBER_WITH_DECIMAL_RE = ", FORMAT),
    ),
    run(
        "h121_pandas",
        "Can you run {} and tell me what it prints?",
        "from pandas.io.formats.format import format_percentiles; "
        "print(format_percentiles([0.1, 0.25, 0.333, 0.999]))",
        "['10%', '25%', '33.3%', '99.9%']",
    ),
    run(
        "h121_pandas",
        "output of {} ?",
        "from pandas.io.formats.format import EngFormatter; "
        "print(EngFormatter(accuracy=2, use_eng_prefix=True)(-1234567))",
        "-1.23M",
    ),
    run(
        "h121_pandas",
        "What's printed by {}",
        "from pandas.io.formats.printing import pprint_thing; "
        "print(pprint_thing({'a': [1, 2.5], 'b': 'x'}))",
        "{'a': [1, '2.5'], 'b': 'x'}",
    ),
    q(
        "h121_pandas",
        "edit",
        "In pandas/io/formats/csvs.py set _DEFAULT_CHUNKSIZE_CELLS to 50_000 instead of 100_000.",
        {"effect": {"value_set": [CSVS, "_DEFAULT_CHUNKSIZE_CELLS", "50_000"]}},
    ),
    q(
        "h121_pandas",
        "edit",
        "in printing.py, format_object_summary falls back to 80 columns: change the line "
        '`display_width = config["display"]["width"] or 80` so it falls back to 100',
        {
            "effect": {
                "line_replaced": [
                    PRINTING,
                    'display_width = config["display"]["width"] or 80',
                    'display_width = config["display"]["width"] or 100',
                ]
            }
        },
    ),
    q(
        "h121_pandas",
        "edit",
        "get_precision in format.py has no docstring. Can you add a short one?",
        {"effect": {"docstring": "get_precision"}},
    ),
    q(
        "h121_pandas",
        "which",
        "In describe() output my 33.3% and 33.4% rows need to stay distinguishable. Which code "
        "works out how many digits after the point to show so two close cut-off labels don't "
        "end up looking identical?",
        {"body": "get_precision"},
        {"body": "format_percentiles"},
        own=True,
    ),
    q(
        "h121_pandas",
        "which",
        "which class implements Series.to_string (the thing behind the Series repr)?",
        {"body": "SeriesFormatter"},
    ),
    q(
        "h121_pandas",
        "which",
        "My table has Chinese and Japanese text and the columns kept drifting out of line. "
        "Which class counts those characters as taking up two screen cells?",
        {"body": "_EastAsianTextAdjustment"},
        own=True,
    ),
    q(
        "h121_pandas",
        "which",
        "Which formatter handles timedelta64 columns when a frame is printed?",
        {"body": "_Timedelta64Formatter"},
        {"body": "get_format_timedelta64"},
    ),
    q(
        "h121_pandas",
        "which",
        "which function chops off long cell text and sticks the dots on the end so every "
        "entry in a column comes out the same width?",
        {"body": "_make_fixed_width"},
        own=True,
    ),
    q(
        "h121_pandas",
        "how",
        "When a column shows 1.500, 2.250 and 30.000, how does pandas get rid of the pointless "
        "zeros at the end while keeping every number with the same count of digits after the "
        "point?",
        {"body": "_trim_zeros_float"},
        own=True,
    ),
    q(
        "h121_pandas",
        "how",
        "how does FloatArrayFormatter decide to switch to scientific (e) notation?",
        grep(
            r"has_large_values = |has_small_values = "
            r"|if has_small_values or \(too_long and has_large_values\)",
            FORMAT,
        ),
    ),
    q(
        "h121_pandas",
        "how",
        "If I don't say anything, how many rows does the CSV export push to the file in one go, "
        "and how is that number worked out?",
        {"body": "CSVFormatter._initialize_chunksize"},
        {"body": "CSVFormatter._save_body"},
        own=True,
    ),
    q(
        "h121_pandas",
        "how",
        "How does get_series_repr_params pick max_rows and min_rows when display.max_rows is 0?",
        {"body": "get_series_repr_params"},
    ),
    q(
        "h121_pandas",
        "how",
        "my rows are labelled by timestamps and I give the file export my own date pattern. how "
        "do those row labels get turned into text with that pattern before they're written?",
        {"body": "CSVFormatter.data_index"},
        own=True,
    ),
]
