"""The two-hundred-and-thirty-first held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (wcwidth 0.7.0: ``wcwidth/textwrap.py``;
httpcore 1.0.9: ``httpcore/_async/connection_pool.py``; sympy 1.14.0: ``sympy/ntheory/modular.py``;
pandas 3.1.1: ``pandas/core/computation/parsing.py``), written blind: by reading only those files,
``heldout128_questions.py`` for the format, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (wcwidth's sequence-aware wrapper most, then
httpcore's async connection pool, sympy's modular arithmetic, pandas' eval parsing). About a fifth
of them are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it, with one definition that fits); the rest name the code, run a command or
ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every gold
resolves to lines of its workspace); each command was run against the installed package and its
expected text copied from the output (nothing time- or address-dependent); for each edit the correct
change was made by hand on a scratch copy of the workspace and ``bench_answers.check_effect`` was
checked to hold after it (and, for the two to decline, on the untouched copy).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h231_wcwidth_textwrap": ["wcwidth/textwrap.py"],
    "h231_httpcore_connection_pool": ["httpcore/_async/connection_pool.py"],
    "h231_sympy_modular": ["sympy/ntheory/modular.py"],
    "h231_pandas_parsing": ["pandas/core/computation/parsing.py"],
}

TW = "wcwidth/textwrap.py"
POOL = "httpcore/_async/connection_pool.py"
MOD = "sympy/ntheory/modular.py"
PARSE = "pandas/core/computation/parsing.py"


QUESTIONS: list[dict] = [
    # --- wcwidth/textwrap.py -----------------------------------------------------------------
    q(
        "h231_wcwidth_textwrap",
        "where",
        "Where's _find_first_grapheme_end defined?",
        {"def": "SequenceTextWrapper._find_first_grapheme_end"},
    ),
    q(
        "h231_wcwidth_textwrap",
        "returns",
        "what does SequenceTextWrapper._rstrip_visible give back, e.g. when the text is nothing "
        "but spaces and escape codes",
        {"returns": "SequenceTextWrapper._rstrip_visible"},
    ),
    q(
        "h231_wcwidth_textwrap",
        "calls",
        "Who calls `_strip_sequences`? I want to see every place in the wrapper that measures the "
        "text with the escapes taken out.",
        grep(r"self\._strip_sequences\(", TW),
    ),
    q(
        "h231_wcwidth_textwrap",
        "calls",
        "where is _map_stripped_pos_to_original used",
        grep(r"self\._map_stripped_pos_to_original\(", TW),
    ),
    q(
        "h231_wcwidth_textwrap",
        "calls",
        "In wcwidth's textwrap module, which places call _track_hyperlink_state?",
        grep(r"self\._track_hyperlink_state\(", TW),
    ),
    q(
        "h231_wcwidth_textwrap",
        "raises",
        "wcwidth.wrap(text, 5, max_lines=1) dies with ValueError: placeholder too large for max "
        "width. Which line throws that?",
        grep(r'raise ValueError\("placeholder too large for max width"\)', TW),
    ),
    q(
        "h231_wcwidth_textwrap",
        "const",
        "where is the default ' [...]' truncation marker of wcwidth's wrap() set?",
        grep(r"placeholder: str = ' \[\.\.\.\]',", TW),
    ),
    q(
        "h231_wcwidth_textwrap",
        "which",
        "When one word is too long for the row and has to be chopped, which bit walks forward one "
        "visible character at a time, hopping over colour escape codes, and stops right before the "
        "character that would stick out past the limit (a Chinese character counting as two)?",
        {"body": "SequenceTextWrapper._find_break_position"},
        own=True,
    ),
    q(
        "h231_wcwidth_textwrap",
        "which",
        "Which method produces the random 8-char hex id that gets put on OSC 8 links?",
        {"body": "SequenceTextWrapper._next_hyperlink_id"},
    ),
    q(
        "h231_wcwidth_textwrap",
        "which",
        "which helper trims the trailing whitespace off the previous line before the placeholder "
        "is tacked on, without throwing away the escape sequences that come after it?",
        {"body": "SequenceTextWrapper._rstrip_visible"},
    ),
    q(
        "h231_wcwidth_textwrap",
        "which",
        "Quick one: which SequenceTextWrapper method keeps only the terminal sequences of a chunk "
        "and discards the visible characters?",
        {"body": "SequenceTextWrapper._extract_sequences"},
    ),
    q(
        "h231_wcwidth_textwrap",
        "how",
        "If I cap the output at two rows and there's still text left over, how does it decide "
        "where the ' [...]' marker goes -- and what happens when the marker doesn't fit on that "
        "last row?",
        grep(
            r"placeholder_w = self\._width\(self\.placeholder\)"
            r"|lines\.append\(indent \+ line_content \+ self\.placeholder\)"
            r"|lines\[-1\] = prev_line \+ self\.placeholder"
            r"|lines\.append\(indent \+ self\.placeholder\.lstrip\(\)\)",
            TW,
        ),
        own=True,
    ),
    q(
        "h231_wcwidth_textwrap",
        "how",
        "My terminal shows clickable web addresses. When one of them is too long and gets broken "
        "across two rows, how does the code make both pieces still behave like one single link?",
        grep(
            r"open_seq = HyperlinkParams\(|chunks\[-1\] = open_seq \+ chunks\[-1\]"
            r"|current_hyperlink_id = (?!None)"
            r"|line_content = line_content\.replace\(old_open, new_open, 1\)"
            r"|hyperlink_state = HyperlinkParams\($",
            TW,
        ),
        own=True,
    ),
    q(
        "h231_wcwidth_textwrap",
        "how",
        "How does _handle_long_word decide whether to break a long word at a hyphen rather than "
        "at an arbitrary grapheme?",
        {"body": "SequenceTextWrapper._handle_long_word"},
    ),
    run(
        "h231_wcwidth_textwrap",
        "hey, what does {} print? curious how it handles the double-width chars",
        "from wcwidth.textwrap import wrap; print(wrap('日本語のテキスト and more', 6))",
        "'のテキ', 'スト'",
    ),
    q(
        "h231_wcwidth_textwrap",
        "edit",
        "In wcwidth/textwrap.py please make the module-level wrap() default to a width of 80 "
        "instead of 70 (leave SequenceTextWrapper alone).",
        {
            "effect": {
                "text_replaced": [
                    TW,
                    "def wrap(text: str, width: int = 70, *,",
                    "def wrap(text: str, width: int = 80, *,",
                ]
            }
        },
    ),
    q(
        "h231_wcwidth_textwrap",
        "edit",
        "_wrap_chunks is ~190 lines with pylint disables everywhere. Could you refactor it into "
        "smaller methods (hyperlink handling, max_lines truncation, whitespace dropping) without "
        "changing behaviour, and add tests proving that?",
        {"effect": {"declined": True}},
    ),
    # --- httpcore/_async/connection_pool.py -------------------------------------------------
    q(
        "h231_httpcore_connection_pool",
        "where",
        "where is AsyncPoolRequest.wait_for_connection",
        {"def": "AsyncPoolRequest.wait_for_connection"},
    ),
    q(
        "h231_httpcore_connection_pool",
        "returns",
        "What can AsyncConnectionPool.create_connection return? I'm using a socks5 proxy and want "
        "to know which connection class I get.",
        {"returns": "AsyncConnectionPool.create_connection"},
    ),
    q(
        "h231_httpcore_connection_pool",
        "calls",
        "Who calls _assign_requests_to_connections()?",
        grep(r"_assign_requests_to_connections\(\)$", POOL),
    ),
    q(
        "h231_httpcore_connection_pool",
        "raises",
        "I called the pool with url 'example.com/foo' and got UnsupportedProtocol saying the URL "
        "is missing an 'http://' or 'https://' protocol. where is that raised?",
        grep(r"Request URL is missing an 'http://' or 'https://' protocol", POOL),
    ),
    q(
        "h231_httpcore_connection_pool",
        "raises",
        "Where does handle_async_request reject an ftp:// URL?",
        grep(r"Request URL has an unsupported protocol", POOL),
    ),
    q(
        "h231_httpcore_connection_pool",
        "raises",
        "when a request gets cancelled mid-flight, the pool cleans up and then re-raises the "
        "original exception - which line does the re-raise?",
        grep(r"raise exc from None", POOL),
    ),
    q(
        "h231_httpcore_connection_pool",
        "which",
        "Which routine actually shuts the sockets that got kicked out of the shared set, and does "
        "it in a way a task cancellation can't cut off halfway through?",
        {"body": "AsyncConnectionPool._close_connections"},
        own=True,
    ),
    q(
        "h231_httpcore_connection_pool",
        "which",
        "which class wraps the response body so the request is taken off the pool once the body "
        "is closed?",
        {"body": "PoolByteStream"},
    ),
    q(
        "h231_httpcore_connection_pool",
        "how",
        "Say every slot is already in use and a call comes in for a different website. Does it "
        "just sit and wait, or does it shut down one that's doing nothing and open a fresh one? "
        "Where is that choice made?",
        {"body": "AsyncConnectionPool._assign_requests_to_connections"},
        own=True,
    ),
    q(
        "h231_httpcore_connection_pool",
        "how",
        "How is ConnectionNotAvailable handled in AsyncConnectionPool.handle_async_request? "
        "Does it retry on another connection?",
        grep(r"except ConnectionNotAvailable:|pool_request\.clear_connection\(\)", POOL),
    ),
    run(
        "h231_httpcore_connection_pool",
        "Can you run {} for me and tell me the output",
        "import httpcore; print(repr(httpcore.AsyncConnectionPool(max_connections=3)))",
        "Requests: 0 active, 0 queued | Connections: 0 active, 0 idle",
    ),
    q(
        "h231_httpcore_connection_pool",
        "edit",
        "AsyncPoolRequest.is_queued has no docstring. Add one please: it's True while the request "
        "is still waiting to be given a connection.",
        {"effect": {"docstring": "AsyncPoolRequest.is_queued"}},
    ),
    q(
        "h231_httpcore_connection_pool",
        "edit",
        "I think the keep-alive pruning in connection_pool.py is buggy: idle connections get "
        "closed even when there are fewer idle ones than max_keepalive_connections. Find the bug "
        "and fix it.",
        {"effect": {"declined": True}},
    ),
    # --- sympy/ntheory/modular.py ----------------------------------------------------------
    q(
        "h231_sympy_modular",
        "where",
        "Where is the combine helper inside solve_congruence?",
        {"def": "solve_congruence.combine"},
    ),
    q(
        "h231_sympy_modular",
        "returns",
        "what does crt() return -- and what do I get if the moduli aren't coprime and there is "
        "no solution?",
        {"returns": "crt"},
    ),
    q(
        "h231_sympy_modular",
        "calls",
        "who calls symmetric_residue in modular.py",
        grep(r"return .*symmetric_residue\(", MOD),
    ),
    q(
        "h231_sympy_modular",
        "raises",
        "crt([4.5, 7], [1, 2]) raises a ValueError about the value not being an integer. Which "
        "line of sympy's modular.py triggers it?",
        grep(r"= list\(map\(as_int, [mv]\)\)", MOD),
    ),
    q(
        "h231_sympy_modular",
        "which",
        "I have to solve thousands of 'x leaves a leftover of r after dividing by d' puzzles where "
        "the divisors are always the same and only the leftovers change. Which function lets me do "
        "the divisors-only setup once and reuse it?",
        {"body": "crt1"},
        {"body": "crt2"},
        own=True,
    ),
    q(
        "h231_sympy_modular",
        "how",
        "If I ask for a number that is 1 more than a multiple of 4 and at the same time 2 more "
        "than a multiple of 4, where does the code notice the two conditions clash, and what does "
        "it hand back?",
        grep(r"if m in uniq:|if r != uniq\[m\]:", MOD),
        own=True,
    ),
    q(
        "h231_sympy_modular",
        "how",
        "How does crt find out that the moduli weren't pairwise coprime after all, and what does "
        "it fall back to then?",
        grep(r"if not all\(v % m == result % m|result = solve_congruence\(", MOD),
    ),
    run(
        "h231_sympy_modular",
        "Running {} -- what comes out?",
        "from sympy.ntheory.modular import crt; print(crt([5, 7, 11], [1, 2, 3], symmetric=True))",
        "(-19, 385)",
    ),
    q(
        "h231_sympy_modular",
        "edit",
        "the `del uniq` line in solve_congruence (sympy/ntheory/modular.py) does nothing useful, "
        "delete it",
        {"effect": {"line_deleted": [MOD, "del uniq"]}},
    ),
    # --- pandas/core/computation/parsing.py ------------------------------------------------
    q(
        "h231_pandas_parsing",
        "where",
        "Where is clean_backtick_quoted_toks defined in pandas?",
        {"def": "clean_backtick_quoted_toks"},
    ),
    q(
        "h231_pandas_parsing",
        "returns",
        "What does create_valid_python_identifier return for a name that's already a valid "
        "identifier, vs. one with spaces in it?",
        {"returns": "create_valid_python_identifier"},
    ),
    q(
        "h231_pandas_parsing",
        "raises",
        'df.query on a weird column gave me "SyntaxError: Could not convert ... to a valid '
        "Python identifier\". Where's that coming from?",
        grep(r"raise SyntaxError\(f\"Could not convert", PARSE),
    ),
    q(
        "h231_pandas_parsing",
        "raises",
        "In clean_column_name, where is the SyntaxError caught so the original name is returned "
        "instead?",
        grep(r"except SyntaxError:", PARSE),
    ),
    q(
        "h231_pandas_parsing",
        "const",
        "where's BACKTICK_QUOTED_STRING set, and to what value",
        grep(r"^BACKTICK_QUOTED_STRING = ", PARSE),
    ),
    q(
        "h231_pandas_parsing",
        "which",
        "For a df.query expression: which function goes through the text one character at a time "
        "and remembers whether it is currently inside a '...' or \"...\" string literal, so a "
        "grave accent that appears inside a literal doesn't start a column name?",
        {"body": "_split_by_backtick"},
        own=True,
    ),
    q(
        "h231_pandas_parsing",
        "how",
        "how does create_valid_python_identifier deal with non-ASCII characters (say an 'é' in "
        "a column name)?",
        grep(r"backslashreplace|_UNICODE_", PARSE),
    ),
    run(
        "h231_pandas_parsing",
        "What's the output of {} ?",
        "from pandas.core.computation.parsing import clean_column_name; "
        "print(clean_column_name('net weight (kg)'))",
        "BACKTICK_QUOTED_STRING_net_weight__LPAR_kg_RPAR_",
    ),
    q(
        "h231_pandas_parsing",
        "edit",
        "Add a pound sign to the replacements in pandas/core/computation/parsing.py: put "
        '`"£": "_POUNDSIGN_",` on the line right after `"€": "_EUROSIGN_",`.',
        {"effect": {"line_after": [PARSE, '"€": "_EUROSIGN_",', '"£": "_POUNDSIGN_",']}},
    ),
]
