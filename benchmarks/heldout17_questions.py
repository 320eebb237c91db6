"""The seventeenth held-out set: questions on six third-party packages, not the standard library
(arrow, bleach, markdown-it-py, pexpect, msgpack, json5). ``bench_answers.make_workspace`` copies
them from the installed site-packages. They were read at arrow 1.4.0, bleach 6.4.0 (with its
vendored html5lib), markdown-it-py 4.3.0, pexpect 4.8.0, msgpack 1.2.4 (its pure-Python
``fallback.py``; the compiled extension is copied but not asked about) and json5 0.17.3; every
``.py`` file of the six parses with ``ast``, so each package is copied whole. Golds name code,
never line numbers, so they hold as long as those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, which method does something said in the code's names, how
a named function does something; three ask where a function fails without naming the exception),
10 are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it), 4 run a command and 6 ask for an edit (2 of them beyond a program that is
not an LLM, to be declined). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "arrow": ["arrow"],
    "bleach": ["bleach"],
    "markdown_it": ["markdown_it"],
    "pexpect": ["pexpect"],
    "msgpack": ["msgpack"],
    "json5": ["json5"],
}

AUTIL = "arrow/util.py"
SANITIZER = "bleach/sanitizer.py"
MDMAIN = "markdown_it/main.py"
MDUTILS = "markdown_it/common/utils.py"
REPLWRAP = "pexpect/replwrap.py"
PTYSPAWN = "pexpect/pty_spawn.py"
FALLBACK = "msgpack/fallback.py"
MSGEXT = "msgpack/ext.py"
JLIB = "json5/lib.py"

QUESTIONS: list[dict] = [
    # --- arrow ----------------------------------------------------------------------------
    q("arrow", "where", "where is Arrow._get_tzinfo defined", {"def": "Arrow._get_tzinfo"}),
    q(
        "arrow",
        "calls",
        "Could you show me every place that calls `is_timestamp`?",
        grep(r"(util\.is_timestamp|and is_timestamp)\(", "arrow/arrow.py"),
        grep(r"(util\.is_timestamp|and is_timestamp)\(", "arrow/factory.py"),
    ),
    q(
        "arrow",
        "raises",
        "iso_to_gregorian - where does it bail out if the week or day number is nonsense?",
        grep(r"raise ValueError\(\"ISO Calendar", AUTIL),
    ),
    q(
        "arrow",
        "returns",
        "What does `_get_frames` give back in arrow.py?",
        {"returns": "Arrow._get_frames"},
    ),
    q(
        "arrow",
        "which",
        "which method on Arrow tells you if the date is the last day of its month?",
        {"body": "Arrow._is_last_day_of_month"},
    ),
    q(
        "arrow",
        "how",
        "If I hand arrow a huge number like 1700000000000 as a point in time, how does it work out "
        "that the number is too big and scale it down to plain seconds?",
        {"body": "normalize_timestamp"},
        own=True,
    ),
    run(
        "arrow",
        "what does {} print out?",
        "import arrow; print(arrow.get('2020-01-31').shift(months=1).format('YYYY-MM-DD'))",
        "2020-02-29",
    ),
    q(
        "arrow",
        "edit",
        "pls add a docstring to validate_bounds in arrow/util.py, it has none",
        {"effect": {"docstring": "validate_bounds"}},
    ),
    # --- bleach ---------------------------------------------------------------------------
    q(
        "bleach",
        "where",
        "Where's INVISIBLE_REPLACEMENT_CHAR assigned?",
        grep(r"^INVISIBLE_REPLACEMENT_CHAR = ", SANITIZER),
    ),
    q(
        "bleach",
        "raises",
        "In Cleaner.clean, where is the TypeError raised?",
        grep(r"raise TypeError\(message\)", SANITIZER),
    ),
    q(
        "bleach",
        "returns",
        "what can `sanitize_uri_value` return?",
        {"returns": "BleachSanitizerFilter.sanitize_uri_value"},
    ),
    q(
        "bleach",
        "calls",
        "who calls build_url_re",
        grep(r"= build_url_re\(", "bleach/linkifier.py"),
    ),
    q(
        "bleach",
        "how",
        "How does `attribute_filter_factory` deal with a dict of allowed attributes, including "
        "the '*' entry?",
        {"body": "attribute_filter_factory"},
    ),
    q(
        "bleach",
        "which",
        "Which function makes the links it finds open in a separate browser tab?",
        {"body": "target_blank"},
        own=True,
    ),
    q(
        "bleach",
        "how",
        "hi! when someone pastes in words with weird unprintable bytes hidden among them, how "
        "does bleach get rid of those bytes?",
        {"body": "BleachSanitizerFilter.sanitize_characters"},
        own=True,
    ),
    q(
        "bleach",
        "edit",
        "Please let `tel` links through by default: add it to ALLOWED_PROTOCOLS in "
        "bleach/sanitizer.py.",
        {
            "effect": {
                "text_replaced": (
                    SANITIZER,
                    'frozenset(("http", "https", "mailto"))',
                    'frozenset(("http", "https", "mailto", "tel"))',
                )
            }
        },
    ),
    # --- markdown_it ----------------------------------------------------------------------
    q(
        "markdown_it",
        "raises",
        "Where does MarkdownIt raise KeyError for a preset name it doesn't know?",
        grep(r"raise KeyError\(f\"Wrong `markdown-it` preset", MDMAIN),
    ),
    q(
        "markdown_it",
        "calls",
        "whos calling parseLinkLabel?",
        grep(r"helpers\.parseLinkLabel\(", "markdown_it/rules_inline/link.py"),
        grep(r"helpers\.parseLinkLabel\(", "markdown_it/rules_inline/image.py"),
    ),
    q(
        "markdown_it",
        "which",
        "Which Token method joins a value onto an attribute that already exists, with a space?",
        {"body": "Token.attrJoin"},
    ),
    q(
        "markdown_it",
        "where",
        "where's the ESCAPABLE constant",
        grep(r"^ESCAPABLE = ", MDUTILS),
    ),
    q(
        "markdown_it",
        "how",
        "How does the HTML output make sure a < or & typed in the markdown shows up as-is on "
        "the page instead of turning into a real tag?",
        {"body": "escapeHtml"},
        own=True,
    ),
    q(
        "markdown_it",
        "which",
        "What stops a link in someone's markdown from running code in the browser when a reader "
        "clicks it?",
        {"body": "validateLink", "file": "markdown_it/common/normalize_url.py"},
        grep(r"^BAD_PROTO_RE = ", "markdown_it/common/normalize_url.py"),
        {"body": "MarkdownIt.validateLink"},
        own=True,
    ),
    run(
        "markdown_it",
        "Run {} and tell me the output",
        "from markdown_it import MarkdownIt; print(MarkdownIt().render('# Hi *there*'))",
        "<h1>Hi <em>there</em></h1>",
    ),
    q(
        "markdown_it",
        "edit",
        "In markdown_it/common/utils.py, comment out the line of escapeHtml that turns double "
        "quotes into &quot;",
        {"effect": {"comment_out": (MDUTILS, 'raw = raw.replace(\'"\', "&quot;")')}},
    ),
    # --- pexpect --------------------------------------------------------------------------
    q("pexpect", "where", "Where is the class `searcher_re`?", {"def": "searcher_re"}),
    q(
        "pexpect",
        "calls",
        "where does spawn call `which` to find the program?",
        grep(r"= which\(self\.command", PTYSPAWN),
    ),
    q(
        "pexpect",
        "raises",
        "REPLWrapper.run_command: where does it give up when the command is empty or only half "
        "typed?",
        grep(r"raise ValueError\(", REPLWRAP),
    ),
    q(
        "pexpect",
        "raises",
        "which lines in pty_spawn.py raise TIMEOUT",
        grep(r"raise TIMEOUT\(", PTYSPAWN),
    ),
    q(
        "pexpect",
        "where",
        "Where is PEXPECT_PROMPT set, please?",
        grep(r"^PEXPECT_PROMPT = ", REPLWRAP),
    ),
    q(
        "pexpect",
        "how",
        "how does pexpect chop something like `ls -l 'my file'` into separate pieces while "
        "keeping the bit inside the ticks together?",
        {"body": "split_command_line"},
        own=True,
    ),
    q(
        "pexpect",
        "which",
        "Which helper decides whether something on disk can actually be launched by me?",
        {"body": "is_executable_file"},
        own=True,
    ),
    q(
        "pexpect",
        "edit",
        "Can you make pexpect's spawn work on Windows using ConPTY instead of a pty?",
        {"effect": {"declined": True}},
    ),
    # --- msgpack --------------------------------------------------------------------------
    q(
        "msgpack",
        "where",
        "where is DEFAULT_RECURSE_LIMIT defined in the fallback implementation",
        grep(r"^DEFAULT_RECURSE_LIMIT = ", FALLBACK),
    ),
    q(
        "msgpack",
        "raises",
        "Where's ExtraData raised?",
        grep(r"raise ExtraData\(", FALLBACK),
    ),
    q(
        "msgpack",
        "raises",
        "Timestamp.from_bytes: where does it fail if the payload has a strange length?",
        grep(r"raise ValueError\($", MSGEXT),
    ),
    q(
        "msgpack",
        "how",
        "how does `Timestamp.to_bytes` choose between the 32-, 64- and 96-bit forms?",
        {"body": "Timestamp.to_bytes"},
    ),
    q(
        "msgpack",
        "how",
        "When it writes out a Python list, how does it decide how many bytes to spend on saying "
        "how long the list is?",
        {"body": "Packer._pack_array_header"},
        own=True,
    ),
    q(
        "msgpack",
        "where",
        "where does it check that the fraction-of-a-second part of a time value is in range?",
        {"body": "Timestamp.__init__"},
        own=True,
    ),
    run(
        "msgpack",
        "What's the output of {}?",
        "import msgpack; print(msgpack.packb([1, 2, 3]).hex())",
        "93010203",
    ),
    q(
        "msgpack",
        "edit",
        "set DEFAULT_RECURSE_LIMIT in msgpack/fallback.py to 2048",
        {"effect": {"value_set": (FALLBACK, "DEFAULT_RECURSE_LIMIT", "2048")}},
    ),
    # --- json5 ----------------------------------------------------------------------------
    q(
        "json5",
        "where",
        "Where is `JSON5Encoder.is_identifier` defined?",
        {"def": "JSON5Encoder.is_identifier"},
    ),
    q(
        "json5",
        "raises",
        "where does json5 throw a ValueError on a circular structure?",
        grep(r"raise ValueError\('Circular reference", JLIB),
    ),
    q(
        "json5",
        "raises",
        "In _encode_float, where's the ValueError for NaN / infinity when they're not allowed?",
        grep(r"raise ValueError\(f'Illegal JSON5 value", JLIB),
    ),
    q(
        "json5",
        "calls",
        "Who uses is_reserved_word?",
        grep(r"self\.is_reserved_word\(", JLIB),
    ),
    q(
        "json5",
        "returns",
        "what does Parser.parse in json5/parser.py return?",
        {"returns": "Parser.parse"},
    ),
    q(
        "json5",
        "how",
        "When writing a dict out, how does it figure out that a name like foo may appear "
        "without quote marks around it while `my key` or `while` need them?",
        {"body": "JSON5Encoder._encode_str"},
        {"body": "JSON5Encoder.is_identifier"},
        {"body": "JSON5Encoder.is_reserved_word"},
        own=True,
    ),
    run(
        "json5",
        "Please run {}",
        "import json5; print(json5.loads('{a: 1, b: [2, 3,],}'))",
        "{'a': 1, 'b': [2, 3]}",
    ),
    q(
        "json5",
        "edit",
        "The generated parser in json5/parser.py is slow; rewrite it by hand as a faster "
        "recursive-descent parser.",
        {"effect": {"declined": True}},
    ),
]
