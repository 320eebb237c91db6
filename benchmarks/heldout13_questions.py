"""The thirteenth held-out set: questions on six third-party packages, not the standard library
(packaging, h11, pluggy, tabulate, dateutil, docstring_parser). They are packages the runtime
dependencies install: sqlite-utils brings pluggy, tabulate and python-dateutil, anthropic brings
h11 and docstring_parser, and packaging comes with many; ``bench_answers.make_workspace`` copies
them from the installed site-packages. They were read at packaging 26.2, h11 0.16.0, pluggy
1.6.0, tabulate 0.10.0, python-dateutil 2.9.0.post0 and docstring_parser 0.18.0; golds name code,
never line numbers, so they hold as long as those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, which function does something said in the code's names,
how a named function does something; three ask where a function fails without naming the
exception), 10 are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it), 4 run a command and 6 ask for an edit (2 of them beyond a
program that is not an LLM, to be declined). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "packaging": ["packaging"],
    "h11": ["h11"],
    "pluggy": ["pluggy"],
    "tabulate": ["tabulate"],
    "dateutil": ["dateutil"],
    "docstring_parser": ["docstring_parser"],
}

VERSION = "packaging/version.py"
UTILS = "packaging/utils.py"
MARKERS = "packaging/markers.py"
CONNECTION = "h11/_connection.py"
HEADERS = "h11/_headers.py"
WRITERS = "h11/_writers.py"
HOOKS = "pluggy/_hooks.py"
TABULATE = "tabulate/__init__.py"
ISOPARSER = "dateutil/parser/isoparser.py"
DS_COMMON = "docstring_parser/common.py"

QUESTIONS: list[dict] = [
    # --- packaging --------------------------------------------------------------------------
    q(
        "packaging",
        "where",
        "where's the table that maps spellings like 'alpha', 'beta', 'preview' onto the short "
        "pre-release letters? `_LETTER_NORMALIZATION` I think",
        grep(r"^_LETTER_NORMALIZATION = ", VERSION),
    ),
    q(
        "packaging",
        "raises",
        "In packaging/utils.py, at which points does parse_sdist_filename give up on a filename "
        "it doesn't like?",
        grep(r"raise InvalidSdistFilename\(", UTILS),
    ),
    q(
        "packaging",
        "returns",
        "what does the `base_version` property of Version return exactly",
        {"returns": "Version.base_version"},
    ),
    q(
        "packaging",
        "calls",
        "Could you show me every place `_parse_letter_version` gets called from?",
        grep(r"= _parse_letter_version\(", VERSION),
    ),
    q(
        "packaging",
        "how",
        "How does _cmpkey make 1.0.0 compare equal to plain 1?",
        {"body": "_cmpkey"},
    ),
    q(
        "packaging",
        "which",
        "What makes 'Foo.Bar_baz' and 'foo-bar-baz' count as the same project? I mean which "
        "function makes a project's name all small letters and swaps the dots and underscores "
        "for dashes",
        {"body": "canonicalize_name"},
        own=True,
    ),
    q(
        "packaging",
        "how",
        "when a requirement says something like 'only on windows' or 'only for python 3.8 and "
        "up', how does it find out which computer and which Python it's actually running on?",
        {"body": "default_environment"},
        own=True,
    ),
    # --- h11 --------------------------------------------------------------------------------
    q(
        "h11",
        "where",
        "Where is DEFAULT_MAX_INCOMPLETE_EVENT_SIZE given its value?",
        grep(r"^DEFAULT_MAX_INCOMPLETE_EVENT_SIZE = ", CONNECTION),
    ),
    q(
        "h11",
        "calls",
        "who calls _body_framing in h11",
        grep(r"= _body_framing\(", CONNECTION),
    ),
    q(
        "h11",
        "returns",
        "What comes back from `get_comma_header`? a list of str or bytes?",
        {"returns": "get_comma_header"},
    ),
    q(
        "h11",
        "raises",
        "where does ContentLengthWriter blow up when the body doesnt match the Content-Length "
        "that was declared?",
        grep(r'raise LocalProtocolError\("Too (much|little) data', WRITERS),
    ),
    q(
        "h11",
        "how",
        "After it answers a request, how does it decide whether to hang up or leave the line "
        "open for the next one?",
        {"body": "_keep_alive"},
        own=True,
    ),
    q(
        "h11",
        "which",
        "Some old clients spill one header across two lines, the second starting with a space. "
        "What code glues those pieces back into one line?",
        {"body": "_obsolete_line_fold"},
        own=True,
    ),
    run(
        "h11",
        "what's the output of {} ?",
        "from h11._headers import get_comma_header, normalize_and_validate; "
        "h = normalize_and_validate([('Connection', 'Keep-Alive, Upgrade')]); "
        "print(get_comma_header(h, b'connection'))",
        "[b'keep-alive', b'upgrade']",
    ),
    # --- pluggy -----------------------------------------------------------------------------
    q(
        "pluggy",
        "where",
        "pluggy: where is PluginValidationError defined?",
        {"def": "PluginValidationError"},
    ),
    q(
        "pluggy",
        "calls",
        "Which places use varnames() to work out a function's argument names?",
        grep(r"= varnames\(self\.function\)", HOOKS),
    ),
    q(
        "pluggy",
        "raises",
        "where is HookCallError raised",
        grep(r"raise HookCallError\(", "pluggy/_callers.py"),
    ),
    q(
        "pluggy",
        "returns",
        "what does get_canonical_name return for a plugin object with no __name__?",
        {"returns": "PluginManager.get_canonical_name"},
    ),
    q(
        "pluggy",
        "how",
        "How does Result.get_result() behave when the hook raised an exception?",
        {"body": "Result.get_result"},
    ),
    q(
        "pluggy",
        "which",
        "Some plugins say they want to go early and some want to go late. Where is the lineup "
        "of who runs in which order actually built?",
        {"body": "HookCaller._add_hookimpl"},
        own=True,
    ),
    run(
        "pluggy",
        "Please run {} and tell me what it prints.",
        "import pluggy; pm = pluggy.PluginManager('demo'); pm.set_blocked('foo'); "
        "print(pm.is_blocked('foo'), pm.register(object(), name='foo'))",
        "True None",
    ),
    # --- tabulate ---------------------------------------------------------------------------
    q(
        "tabulate",
        "where",
        "where is MIN_PADDING set in tabulate",
        grep(r"^MIN_PADDING = ", TABULATE),
    ),
    q(
        "tabulate",
        "calls",
        "who calls `_afterpoint`?",
        grep(r"_afterpoint\((_strip_ansi\()?s\)", TABULATE),
    ),
    q(
        "tabulate",
        "returns",
        "What does _more_generic return when given int and float?",
        {"returns": "_more_generic"},
    ),
    q(
        "tabulate",
        "raises",
        "Where does _prepend_row_index raise its ValueError?",
        grep(r"index must be as long as the number of data rows", TABULATE),
    ),
    q(
        "tabulate",
        "which",
        "which function picks the type (int, float, str, ...) of a whole column in tabulate?",
        {"body": "_column_type"},
    ),
    q(
        "tabulate",
        "which",
        "My cells have the invisible terminal stuff that makes text show up red or bold. Which "
        "function gets rid of that before measuring how wide the text is?",
        {"body": "_strip_ansi"},
        own=True,
    ),
    q(
        "tabulate",
        "which",
        "which little helper puts the same amount of space on both sides of a piece of text so "
        "it sits in the middle?",
        {"body": "_padboth"},
        own=True,
    ),
    q(
        "tabulate",
        "edit",
        "Add a brand new table style to tabulate with rounded corners, make it handle "
        "multi-line cells properly, and hook it up to the command line too.",
        {"effect": {"declined": True}},
    ),
    # --- dateutil ---------------------------------------------------------------------------
    q(
        "dateutil",
        "where",
        "Where's EASTER_ORTHODOX defined?",
        grep(r"^EASTER_ORTHODOX = ", "dateutil/easter.py"),
    ),
    q(
        "dateutil",
        "raises",
        "where does easter() reject a bad `method` argument",
        grep(r'raise ValueError\("invalid method"\)', "dateutil/easter.py"),
    ),
    q(
        "dateutil",
        "returns",
        "relativedelta.normalized - what does it return?",
        {"returns": "relativedelta.normalized"},
    ),
    q(
        "dateutil",
        "calls",
        "Where is isoparser._calculate_weekdate called?",
        grep(r"self\._calculate_weekdate\(", ISOPARSER),
    ),
    q(
        "dateutil",
        "which",
        "is there a helper to check whether two timestamps are close enough together to count "
        "as the same moment?",
        {"body": "within_delta"},
        own=True,
    ),
    q(
        "dateutil",
        "how",
        "If I create a time difference of 90 minutes with dateutil, how come it shows up as 1 "
        "hour and 30 minutes? Where do leftover seconds roll over into minutes, minutes into "
        "hours and so on?",
        {"body": "relativedelta._fix"},
        own=True,
    ),
    run(
        "dateutil",
        "What does {} print?",
        "from dateutil.easter import easter, EASTER_ORTHODOX; "
        "print(easter(2024), easter(2024, EASTER_ORTHODOX))",
        "2024-03-31 2024-05-05",
    ),
    q(
        "dateutil",
        "edit",
        "Please give `_sign` in dateutil/relativedelta.py a docstring.",
        {"effect": {"docstring": "_sign"}},
    ),
    # --- docstring_parser -------------------------------------------------------------------
    q(
        "docstring_parser",
        "where",
        "where is RAISES_KEYWORDS set",
        grep(r"^RAISES_KEYWORDS = ", DS_COMMON),
    ),
    q(
        "docstring_parser",
        "returns",
        "What does the `returns` property on Docstring give back if there are several return "
        "entries?",
        {"returns": "Docstring.returns"},
    ),
    q(
        "docstring_parser",
        "calls",
        "who uses _pairwise in numpydoc.py?",
        grep(r"in _pairwise\(", "docstring_parser/numpydoc.py"),
    ),
    q(
        "docstring_parser",
        "raises",
        "In rest.py where is ParseError raised?",
        grep(r"raise ParseError\(", "docstring_parser/rest.py"),
    ),
    q(
        "docstring_parser",
        "how",
        "how does Docstring.description put the short and long descriptions together?",
        {"body": "Docstring.description"},
    ),
    q(
        "docstring_parser",
        "how",
        "If I don't say what format my docstring is written in, how does it choose which way of "
        "reading it wins?",
        {"body": "parse", "file": "docstring_parser/parser.py"},
        own=True,
    ),
    run(
        "docstring_parser",
        "can you run {}",
        "from docstring_parser import parse; "
        "d = parse('Add two numbers.\\n\\nArgs:\\n    a (int): first\\n'); "
        "print(d.style, d.params[0].type_name)",
        "DocstringStyle.GOOGLE int",
    ),
    # --- edits on the rest ------------------------------------------------------------------
    q(
        "packaging",
        "edit",
        "specifiers.py is huge. Can you restructure it so Specifier and SpecifierSet share one "
        "base class with less duplication, keeping the behaviour identical?",
        {"effect": {"declined": True}},
    ),
    q(
        "h11",
        "edit",
        "in h11/_headers.py set CONTENT_LENGTH_MAX_DIGITS to 19",
        {"effect": {"value_set": [HEADERS, "CONTENT_LENGTH_MAX_DIGITS", "19"]}},
    ),
    q(
        "pluggy",
        "edit",
        "rename _formatdef to _format_def everywhere pls",
        {"effect": {"renamed": ["_formatdef", "_format_def"]}},
    ),
    q(
        "docstring_parser",
        "edit",
        'Add the line `__version__ = "0.18.0"` near the top of docstring_parser/__init__.py, '
        "before anything else is defined.",
        {"effect": {"at_top": ["docstring_parser/__init__.py", '__version__ = "0.18.0"']}},
    ),
]
