"""The seventh held-out set: questions on six standard-library modules (the html package, pdb,
codecs, datetime, ast and zipimport), written blind: by reading only those modules, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

48 questions, eight a module: 28 that name the code (three of them ask where something fails
without naming the exception), 10 in the user's own words (``"own": True``: behaviour described
in words the code does not use for it), 4 shell commands and 6 edit requests, two of which a
program that is not an LLM should decline. Each is phrased as a different person would type it.
Gold forms are those of ``code_questions.py``; every gold was resolved by hand in a copy of its
workspace (and every edit applied by hand in a temporary copy) before the set was committed.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "html": ["html"],
    "pdb": ["pdb.py"],
    "codecs": ["codecs.py"],
    "datetime": ["datetime.py"],
    "ast": ["ast.py"],
    "zipimport": ["zipimport.py"],
}


QUESTIONS: list[dict] = [
    # --- html -------------------------------------------------------------------------------
    q("html", "where", "where's `escape` defined in the html package?", {"def": "escape"}),
    q(
        "html",
        "returns",
        "What can HTMLParser.check_for_whole_start_tag hand back to its caller?",
        {"returns": "HTMLParser.check_for_whole_start_tag"},
    ),
    q(
        "html",
        "calls",
        "who ends up invoking handle_startendtag in the parser?",
        grep(r"self\.handle_startendtag\(tag, attrs\)", "html/parser.py"),
    ),
    q(
        "html",
        "raises",
        'Where is that AssertionError ("we should not get here!") thrown in html/parser.py?',
        grep(r"raise AssertionError", "html/parser.py"),
    ),
    q(
        "html",
        "which",
        "which function turns stuff like &gt; or &#62; in a string back into the real characters?",
        {"body": "unescape"},
        {"body": "_replace_charref"},
        own=True,
    ),
    q(
        "html",
        "how",
        "When the parser meets a <script> block, how does it stop treating whatever is inside "
        "as markup until the block ends?",
        {"body": "HTMLParser.set_cdata_mode"},
        grep(r"self\.set_cdata_mode\(tag\)", "html/parser.py"),
        own=True,
    ),
    run(
        "html",
        "what does {} print? run it pls",
        "import html; print(html.escape('<a href=x>'))",
        "&lt;a href=x&gt;",
    ),
    q(
        "html",
        "edit",
        "HTMLParser.goahead is a monster. Please break it up into smaller helper methods "
        "without changing how it behaves.",
        {"effect": {"declined": True}},
    ),
    # --- pdb --------------------------------------------------------------------------------
    q("pdb", "where", "Where is the `Restart` exception class declared?", {"def": "Restart"}),
    q("pdb", "raises", "where does pdb raise Restart", grep(r"raise Restart\b", "pdb.py")),
    q(
        "pdb",
        "which",
        "Which function maps a code object and a lasti offset to a line number?",
        {"body": "lasti2lineno"},
    ),
    q(
        "pdb",
        "where",
        "in pdb.py, where is line_prefix given its value?",
        grep(r"^line_prefix = ", "pdb.py"),
    ),
    q(
        "pdb",
        "raises",
        "Where does post_mortem bail out when it's got nothing to debug?",
        grep(r"raise ValueError\(\"A valid traceback", "pdb.py"),
    ),
    q(
        "pdb",
        "which",
        "which part of the debugger picks up my personal startup file from my home folder?",
        grep(r"open\(.*pdbrc|# Read ~/\.pdbrc", "pdb.py"),
        own=True,
    ),
    q(
        "pdb",
        "how",
        "hi! how does the debugger let me type two commands on one line at the prompt?",
        {"body": "Pdb.precmd"},
        own=True,
    ),
    q(
        "pdb",
        "edit",
        "Change the debugger prompt from `(Pdb) ` to `(dbg) ` in Pdb.__init__.",
        {
            "effect": {
                "text_replaced": ["pdb.py", "self.prompt = '(Pdb) '", "self.prompt = '(dbg) '"]
            }
        },
    ),
    # --- datetime ---------------------------------------------------------------------------
    q(
        "datetime",
        "returns",
        "what does _check_date_fields return",
        {"returns": "_check_date_fields"},
    ),
    q(
        "datetime",
        "raises",
        "In datetime.py, where does _isoweek_to_gregorian complain if you feed it bad values?",
        grep(
            r'raise ValueError\(f"(Year is out of range|Invalid week|Invalid weekday)',
            "datetime.py",
        ),
    ),
    q(
        "datetime",
        "calls",
        "Who calls `_ymd2ord`?",
        grep(r"(?<!def )_ymd2ord\(", "datetime.py"),
    ),
    q(
        "datetime",
        "how",
        "how does date.isocalendar work out the week numbr, esp. around new year?",
        {"body": "date.isocalendar"},
    ),
    q(
        "datetime",
        "which",
        "Which function decides whether a year gets the extra day at the end of February?",
        {"body": "_is_leap"},
        {"body": "_days_in_month"},
        own=True,
    ),
    q(
        "datetime",
        "how",
        "If I have a moment in Tokyo time and want the same moment as New York time, "
        "how does the code shift it over?",
        {"body": "datetime.astimezone"},
        own=True,
    ),
    run(
        "datetime",
        "Could you run {} and tell me the ISO week it gives?",
        "import datetime; print(datetime.date(2021, 1, 1).isocalendar())",
        "week=53",
    ),
    q(
        "datetime",
        "edit",
        "set MAXYEAR to 10000 in datetime.py",
        {"effect": {"value_set": ["datetime.py", "MAXYEAR", "10000"]}},
    ),
    # --- codecs -----------------------------------------------------------------------------
    q(
        "codecs",
        "where",
        "Where do I find the StreamReaderWriter class?",
        {"def": "StreamReaderWriter"},
    ),
    q(
        "codecs",
        "returns",
        "what's returned by `BufferedIncrementalDecoder.getstate`?",
        {"returns": "BufferedIncrementalDecoder.getstate"},
    ),
    q(
        "codecs",
        "calls",
        "where is a StreamRecoder actually constructed in codecs.py?",
        grep(r"= StreamRecoder\(", "codecs.py"),
    ),
    q(
        "codecs",
        "raises",
        "where does codecs blow up right at import time if the builtin part can't be loaded?",
        grep(r"raise SystemError", "codecs.py"),
    ),
    q(
        "codecs",
        "where",
        "BOM_UTF32_BE - which line sets it?",
        grep(r"^BOM_UTF32_BE = ", "codecs.py"),
    ),
    q(
        "codecs",
        "which",
        "I want to open a text file saved in some particular character set and read plain "
        "strings out of it. Which function wraps the file for me?",
        {"body": "open"},
        own=True,
    ),
    run(
        "codecs",
        "What's the output of {}?",
        "import codecs; print(codecs.BOM_UTF8)",
        "b'\\xef\\xbb\\xbf'",
    ),
    q(
        "codecs",
        "edit",
        "Remove the make_identity_dict function from codecs.py, nothing uses it.",
        {"effect": {"definition_deleted": ["codecs.py", "make_identity_dict"]}},
    ),
    # --- ast --------------------------------------------------------------------------------
    q("ast", "where", "where is NodeTransformer defined", {"def": "NodeTransformer"}),
    q(
        "ast",
        "returns",
        "What does ast.get_docstring give back?",
        {"returns": "get_docstring"},
    ),
    q(
        "ast",
        "raises",
        "Where does `literal_eval` raise its ValueError?",
        grep(r"raise ValueError\(msg \+", "ast.py"),
    ),
    q(
        "ast",
        "calls",
        "who calls _raise_malformed_node?",
        grep(r"^\s+_raise_malformed_node\(node\)", "ast.py"),
    ),
    q(
        "ast",
        "how",
        "How does ast.walk go through the tree? depth first or breadth first?",
        {"body": "walk"},
    ),
    q(
        "ast",
        "which",
        "I built some nodes by hand and compile() moans that they have no position info. "
        "Which helper patches that up for me?",
        {"body": "fix_missing_locations"},
        own=True,
    ),
    run(
        "ast",
        "run {} for me",
        "import ast; print(ast.dump(ast.parse('x+1', mode='eval')))",
        "op=Add()",
    ),
    q(
        "ast",
        "edit",
        "Could you make literal_eval also evaluate simple arithmetic like `2*3+1`, "
        "but without letting it run arbitrary code?",
        {"effect": {"declined": True}},
    ),
    # --- zipimport --------------------------------------------------------------------------
    q(
        "zipimport",
        "which",
        "which function reads the central directory of the zip and builds the toc dict?",
        {"body": "_read_directory"},
    ),
    q(
        "zipimport",
        "where",
        "Where's END_CENTRAL_DIR_SIZE set?",
        grep(r"^END_CENTRAL_DIR_SIZE = ", "zipimport.py"),
    ),
    q(
        "zipimport",
        "returns",
        "what does _get_module_info return in zipimport.py?",
        {"returns": "_get_module_info"},
    ),
    q(
        "zipimport",
        "raises",
        "Where is EOFError raised in zipimport?",
        grep(r"raise EOFError", "zipimport.py"),
    ),
    q(
        "zipimport",
        "calls",
        "whos calling _eq_mtime",
        grep(r"not _eq_mtime\(", "zipimport.py"),
    ),
    q(
        "zipimport",
        "how",
        "How are the bit-packed date and time fields stored in the archive turned into "
        "seconds since the epoch?",
        {"body": "_parse_dostime"},
        own=True,
    ),
    q(
        "zipimport",
        "how",
        "what happens to Windows-style line breaks in a source file before it gets compiled?",
        {"body": "_normalize_line_endings"},
        own=True,
    ),
    q(
        "zipimport",
        "edit",
        "rename _eq_mtime to _mtimes_close everywhere in zipimport.py",
        {"effect": {"renamed": ["_eq_mtime", "_mtimes_close"]}},
    ),
]
