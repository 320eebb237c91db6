"""The tuning set of issue 26: questions on six standard-library packages the offline model had
not been measured on (http, tarfile, configparser, multiprocessing, textwrap, pathlib), written by
reading the code, and used to tune it. ``heldout_questions.py`` holds the set it was not tuned on.
Gold forms are those of ``code_questions.py``; ``"own": True`` marks a question asked in the
user's own words (it describes behaviour in words the code does not use for it).
"""

from __future__ import annotations

WORKSPACES: dict[str, list[str]] = {
    "http": ["http"],
    "tarfile": ["tarfile.py"],
    "configparser": ["configparser.py"],
    "multiprocessing": ["multiprocessing"],
    "textwrap": ["textwrap.py"],
    "pathlib": ["pathlib.py"],
}

PY = 'python -c "{}"'


def run(ws: str, code: str, expect: str) -> dict:
    return {
        "ws": ws,
        "kind": "run",
        "ask": f"Run `{PY.format(code)}` and tell me what it prints.",
        "gold": [{"expect": expect}],
    }


def q(ws: str, kind: str, ask: str, *gold: dict, own: bool = False) -> dict:
    return {"ws": ws, "kind": kind, "ask": ask, "gold": list(gold), "own": own}


QUESTIONS: list[dict] = [
    # --- http -----------------------------------------------------------------------------
    q("http", "where", "Where is `parse_headers` defined?", {"def": "parse_headers"}),
    q(
        "http",
        "returns",
        "What does `HTTPResponse.isclosed` return?",
        {"returns": "HTTPResponse.isclosed"},
    ),
    q(
        "http",
        "which",
        "Which method stops a client from asking the server for a file outside "
        "the folder being served?",
        {"body": "SimpleHTTPRequestHandler.translate_path"},
        own=True,
    ),
    q(
        "http",
        "which",
        "Which function works out whether a cookie would go to a site other than "
        "the one the user is visiting?",
        {"body": "is_third_party"},
        own=True,
    ),
    q(
        "http",
        "how",
        "How does the HTTP client read a response body that arrives in pieces?",
        {"body": "HTTPResponse._read_chunked"},
        {"body": "HTTPResponse._get_chunk_left"},
        own=True,
    ),
    q(
        "http",
        "raises",
        "Find every place that raises LineTooLong.",
        {"grep": r"raise LineTooLong"},
    ),
    q(
        "http",
        "raises",
        "Where does the client give up on a header line that is too long?",
        {"grep": r"raise LineTooLong\(\"header line\"\)"},
        own=True,
    ),
    q("http", "calls", "Where is `_read_headers` called?", {"grep": r"= _read_headers\("}),
    run("http", "from http import HTTPStatus; print(HTTPStatus(404).phrase)", "Not Found"),
    q(
        "http",
        "edit",
        "Rename `_strip_ipv6_iface` to `_drop_ipv6_scope` in http/client.py",
        {"effect": {"renamed": ["_strip_ipv6_iface", "_drop_ipv6_scope"]}},
    ),
    # --- tarfile --------------------------------------------------------------------------
    q("tarfile", "where", "Where is `TarInfo.frombuf` defined?", {"def": "TarInfo.frombuf"}),
    q("tarfile", "returns", "What does `nti` return?", {"returns": "nti"}),
    q(
        "tarfile",
        "which",
        "Which function refuses archive members that would land outside the "
        "folder they are extracted to?",
        {"body": "_get_filtered_attrs"},
        own=True,
    ),
    q(
        "tarfile",
        "how",
        "How does tarfile store a file name that is longer than 100 characters?",
        {"body": "TarInfo._posix_split_name"},
        {"body": "TarInfo._create_gnu_long_header"},
        {"body": "TarInfo.create_gnu_header"},
        {"body": "TarInfo.create_pax_header"},
        {"body": "TarInfo.create_ustar_header"},
    ),
    q("tarfile", "calls", "Who calls `_create_header`?", {"grep": r"\._create_header\("}),
    run("tarfile", "import tarfile; print(oct(tarfile.nti(b'0000644 ')))", "0o644"),
    q(
        "tarfile",
        "edit",
        "In tarfile.py change `RECORDSIZE = BLOCKSIZE * 20` to `RECORDSIZE = BLOCKSIZE * 40`",
        {
            "effect": {
                "text_replaced": [
                    "tarfile.py",
                    "RECORDSIZE = BLOCKSIZE * 20",
                    "RECORDSIZE = BLOCKSIZE * 40",
                ]
            }
        },
    ),
    # --- configparser ---------------------------------------------------------------------
    q(
        "configparser",
        "where",
        "Where is `RawConfigParser.read_string` defined?",
        {"def": "RawConfigParser.read_string"},
    ),
    q(
        "configparser",
        "returns",
        "What does `RawConfigParser.has_option` return?",
        {"returns": "RawConfigParser.has_option"},
    ),
    q(
        "configparser",
        "which",
        "Which class fills in %(name)s references in a value with other options' values?",
        {"body": "BasicInterpolation"},
    ),
    q(
        "configparser",
        "which",
        "Which method turns words like 'yes', 'off' or '1' into True or False?",
        {"body": "RawConfigParser._convert_to_boolean"},
        own=True,
    ),
    q(
        "configparser",
        "how",
        "How does the parser handle a value that goes on over several indented lines?",
        {"body": "RawConfigParser._read"},
        own=True,
    ),
    q(
        "configparser",
        "raises",
        "Find every place that raises DuplicateSectionError.",
        {"grep": r"raise DuplicateSectionError"},
    ),
    q(
        "configparser",
        "raises",
        "Where does it complain that references inside a value nest too deeply?",
        {"grep": r"raise InterpolationDepthError"},
        own=True,
    ),
    q(
        "configparser",
        "calls",
        "Where is `_read_defaults` called?",
        {"grep": r"self\._read_defaults\("},
    ),
    run(
        "configparser",
        "import configparser; c = configparser.ConfigParser(); "
        "c.read_string('[a]\\nx = 1'); print('sum', c.getint('a', 'x') + 1)",
        "sum 2",
    ),
    q(
        "configparser",
        "edit",
        'In configparser.py, replace "MAX_INTERPOLATION_DEPTH = 10" with '
        '"MAX_INTERPOLATION_DEPTH = 20"',
        {
            "effect": {
                "text_replaced": [
                    "configparser.py",
                    "MAX_INTERPOLATION_DEPTH = 10",
                    "MAX_INTERPOLATION_DEPTH = 20",
                ]
            }
        },
    ),
    # --- multiprocessing ------------------------------------------------------------------
    q(
        "multiprocessing",
        "where",
        "Where is `Pool.imap_unordered` defined?",
        {"def": "Pool.imap_unordered"},
    ),
    q(
        "multiprocessing",
        "returns",
        "What does `BaseContext.cpu_count` return?",
        {"returns": "BaseContext.cpu_count"},
    ),
    q(
        "multiprocessing",
        "which",
        "Which class lets processes share Python objects through a server process?",
        {"body": "BaseManager"},
    ),
    q(
        "multiprocessing",
        "which",
        "Which function starts new workers when some of a pool's workers have exited?",
        {"body": "Pool._maintain_pool"},
        {"body": "Pool._repopulate_pool_static"},
        {"body": "Pool._repopulate_pool"},
        own=True,
    ),
    q(
        "multiprocessing",
        "how",
        "How does a queue send objects to the other process in the background?",
        {"body": "Queue._feed"},
        {"body": "Queue._start_thread"},
        own=True,
    ),
    q(
        "multiprocessing",
        "raises",
        "Find every place that raises AuthenticationError.",
        {"grep": r"raise AuthenticationError"},
    ),
    q(
        "multiprocessing",
        "calls",
        "Where is `deliver_challenge` called?",
        {"grep": r"deliver_challenge\(c"},
    ),
    q("multiprocessing", "edit", "Port the pool to asyncio.", {"effect": {"declined": True}}),
    # --- textwrap -------------------------------------------------------------------------
    q("textwrap", "where", "Where is `TextWrapper._split` defined?", {"def": "TextWrapper._split"}),
    q("textwrap", "returns", "What does `shorten` return?", {"returns": "shorten"}),
    q(
        "textwrap",
        "which",
        "Which function removes the indentation that every line has in common?",
        {"body": "dedent"},
        own=True,
    ),
    q(
        "textwrap",
        "which",
        "Which method deals with a word that is longer than the line?",
        {"body": "TextWrapper._handle_long_word"},
    ),
    q(
        "textwrap",
        "how",
        "How does textwrap put two spaces after the end of a sentence?",
        {"body": "TextWrapper._fix_sentence_endings"},
    ),
    run(
        "textwrap",
        "import textwrap; print(textwrap.shorten('Hello there, dear world', width=15))",
        "Hello [...]",
    ),
    q(
        "textwrap",
        "edit",
        "add the line `# wrapped lines never exceed this` right before the "
        "line `self.width = width` in textwrap.py",
        {
            "effect": {
                "line_before": [
                    "textwrap.py",
                    "self.width = width",
                    "# wrapped lines never exceed this",
                ]
            }
        },
    ),
    # --- pathlib --------------------------------------------------------------------------
    q(
        "pathlib",
        "where",
        "Where is `PurePath.relative_to` defined?",
        {"def": "PurePath.relative_to"},
    ),
    q(
        "pathlib",
        "returns",
        "What does `PurePath.is_absolute` return?",
        {"returns": "PurePath.is_absolute"},
    ),
    q(
        "pathlib",
        "which",
        "Which method replaces a leading ~ with the user's home folder?",
        {"body": "Path.expanduser"},
        own=True,
    ),
    q(
        "pathlib",
        "which",
        "Which class walks into every subfolder when a pattern has ** in it?",
        {"body": "_RecursiveWildcardSelector"},
        own=True,
    ),
    q(
        "pathlib",
        "raises",
        "Where does pathlib complain that a path is not inside another one?",
        {"grep": r"is not in the subpath of"},
        own=True,
    ),
    q(
        "pathlib",
        "calls",
        "Where is `_make_child_relpath` called?",
        {"grep": r"\._make_child_relpath\("},
    ),
    q(
        "pathlib",
        "edit",
        "Please make pathlib's glob twice as fast.",
        {"effect": {"declined": True}},
    ),
]

# More questions in the user's own words, added while tuning (after the first measurement).
QUESTIONS += [
    q(
        "http",
        "which",
        "Which function turns the date in a cookie's expiry into seconds since the epoch?",
        {"body": "http2time"},
        own=True,
    ),
    q(
        "http",
        "which",
        "Which method shows the files of a folder as a web page?",
        {"body": "SimpleHTTPRequestHandler.list_directory"},
        own=True,
    ),
    q(
        "tarfile",
        "which",
        "Which function works out the checksum of a header block?",
        {"body": "calc_chksums"},
        own=True,
    ),
    q(
        "configparser",
        "which",
        "Which class lets a value refer to an option of another section?",
        {"body": "ExtendedInterpolation"},
        own=True,
    ),
    q(
        "multiprocessing",
        "which",
        "Which function sends the log messages of child processes to the console?",
        {"body": "log_to_stderr", "file": "multiprocessing/util.py"},
        own=True,
    ),
    q(
        "multiprocessing",
        "which",
        "Which method waits until every worker of a pool has finished?",
        {"body": "Pool.join"},
        own=True,
    ),
    q(
        "textwrap",
        "which",
        "Which function puts a prefix in front of chosen lines?",
        {"body": "indent"},
        own=True,
    ),
    q(
        "textwrap",
        "which",
        "Which method turns tabs into spaces before wrapping?",
        {"body": "TextWrapper._munge_whitespace"},
        own=True,
    ),
    q(
        "pathlib",
        "which",
        "Which method gives the last part of a path without its extension?",
        {"body": "PurePath.stem"},
        own=True,
    ),
    q(
        "pathlib",
        "which",
        "Which method makes a folder, and the missing folders above it?",
        {"body": "Path.mkdir"},
        own=True,
    ),
]
