"""The twenty-fifth held-out set: 49 questions on four third-party packages that no other set uses
(urllib3, werkzeug, six, pathable), written blind: by reading only those packages, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

Its mix mirrors how people new to a code base ask a coding assistant: 29 questions that name the
code (where a definition is, what it returns, who calls it, where an exception is raised, where a
constant is set, how something is done; four of the "raises" ones name no exception), 10 in the
user's own words (``"own": True``: behaviour described in words the code does not use for it), 4
shell commands and 6 edit requests (two of them beyond a program that is not an LLM, to be
declined). Gold forms are those of ``code_questions.py``; the workspaces are copied from the
installed packages (``bench_answers.source``).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "urllib3": ["urllib3"],
    "werkzeug": ["werkzeug"],
    "six": ["six.py"],
    "pathable": ["pathable"],
}

RETRY = "urllib3/util/retry.py"
URL = "urllib3/util/url.py"
UPOOL = "urllib3/connectionpool.py"
URESP = "urllib3/util/response.py"
SECURITY = "werkzeug/security.py"
WUTILS = "werkzeug/utils.py"
SIX = "six.py"
PPATHS = "pathable/paths.py"
PPARSE = "pathable/parsers.py"
PACC = "pathable/accessors.py"


QUESTIONS: list[dict] = [
    # --- urllib3 ----------------------------------------------------------------------------
    q(
        "urllib3",
        "where",
        "where is Retry.is_exhausted",
        {"def": "Retry.is_exhausted", "file": RETRY},
    ),
    q(
        "urllib3",
        "calls",
        "Could you show me every place that calls `Timeout.from_float`?",
        grep(r"Timeout\.from_float\(", UPOOL),
    ),
    q(
        "urllib3",
        "raises",
        "If a server sends a Retry-After value that's garbage, where does parse_retry_after bail out?",
        grep(r'raise InvalidHeader\(f"Invalid Retry-After', RETRY),
    ),
    q(
        "urllib3",
        "raises",
        "in util/url.py, which lines raise LocationParseError?",
        grep(r"raise LocationParseError\(", URL),
    ),
    q(
        "urllib3",
        "where",
        "Where does urllib3 set DEFAULT_BACKOFF_MAX (the cap on backoff)?",
        grep(r"^\s*DEFAULT_BACKOFF_MAX = ", RETRY),
    ),
    q(
        "urllib3",
        "returns",
        "what does is_fp_closed() hand back, and in which cases?",
        {"returns": "is_fp_closed", "file": URESP},
    ),
    q(
        "urllib3",
        "which",
        "Which method on Retry looks at status_forcelist and RETRY_AFTER_STATUS_CODES to decide "
        "if a response is retryable?",
        {"body": "Retry.is_retry", "file": RETRY},
    ),
    q(
        "urllib3",
        "how",
        "how does it work out how long to wait before trying again, with the pause doubling after "
        "every failure in a row?",
        {"body": "Retry.get_backoff_time", "file": RETRY},
        own=True,
    ),
    q(
        "urllib3",
        "which",
        "which function cleans up a path like /a/b/../c/./d so it becomes /a/c/d ?",
        {"body": "_remove_path_dot_segments", "file": URL},
        own=True,
    ),
    q(
        "urllib3",
        "which",
        "Hi! When a host name has accented / non-English letters in it, what turns it into the "
        "plain ASCII form before connecting?",
        {"body": "_idna_encode", "file": URL},
        own=True,
    ),
    run(
        "urllib3",
        "run {} and tell me what it prints",
        "from urllib3.util import parse_url; u = parse_url('HTTP://Example.COM:8080/a/b/../c'); "
        "print(u.host, u.port, u.path)",
        "example.com 8080 /a/c",
    ),
    q(
        "urllib3",
        "edit",
        "Please lower Retry's DEFAULT_BACKOFF_MAX from 120 to 60 seconds.",
        {
            "effect": {
                "line_replaced": [RETRY, "DEFAULT_BACKOFF_MAX = 120", "DEFAULT_BACKOFF_MAX = 60"]
            }
        },
    ),
    q(
        "urllib3",
        "edit",
        "rewrite the whole connection pool on top of asyncio so every request is non-blocking",
        {"effect": {"declined": True}},
    ),
    # --- werkzeug ---------------------------------------------------------------------------
    q(
        "werkzeug",
        "where",
        "Where's gen_salt defined in werkzeug?",
        {"def": "gen_salt", "file": SECURITY},
    ),
    q(
        "werkzeug",
        "where",
        "where do they set the default number of pbkdf2 iterations (DEFAULT_PBKDF2_ITERATIONS)?",
        grep(r"^DEFAULT_PBKDF2_ITERATIONS = ", SECURITY),
    ),
    q(
        "werkzeug",
        "calls",
        "who uses `_hash_internal`?",
        grep(r"_hash_internal\(method, salt, password\)", SECURITY),
    ),
    q(
        "werkzeug",
        "raises",
        "where does _hash_internal fail if I pass it a method string it doesnt like?",
        grep(
            r"""raise ValueError\((f"Invalid hash method|"'scrypt' takes|"'pbkdf2' takes)""",
            SECURITY,
        ),
    ),
    q(
        "werkzeug",
        "raises",
        "In werkzeug/utils.py, where does send_from_directory raise NotFound?",
        grep(r"raise NotFound\(\)", WUTILS),
    ),
    q(
        "werkzeug",
        "returns",
        "What's the return value of `get_content_type`?",
        {"returns": "get_content_type", "file": WUTILS},
    ),
    q(
        "werkzeug",
        "how",
        "how does import_string cope with a name written like `xml.sax.saxutils:escape`?",
        {"body": "import_string", "file": WUTILS},
    ),
    q(
        "werkzeug",
        "which",
        "Someone uploads a file called '../../etc/passwd' or full of accents. which function turns "
        "that into a harmless name I can store on disk?",
        {"body": "secure_filename", "file": WUTILS},
        own=True,
    ),
    q(
        "werkzeug",
        "how",
        "How does werkzeug stop a URL from sneaking out of the folder it's meant to serve files "
        "from?",
        {"body": "safe_join", "file": SECURITY},
        own=True,
    ),
    q(
        "werkzeug",
        "how",
        "when it checks a login password against what's stored, how does it avoid leaking "
        "timing info in the comparison?",
        {"body": "check_password_hash", "file": SECURITY},
        own=True,
    ),
    run(
        "werkzeug",
        "What's the output of {}?",
        "from werkzeug.utils import secure_filename; print(secure_filename('../../etc/passwd'))",
        "etc_passwd",
    ),
    q(
        "werkzeug",
        "edit",
        "set DEFAULT_PBKDF2_ITERATIONS in werkzeug/security.py to 600000",
        {"effect": {"value_set": [SECURITY, "DEFAULT_PBKDF2_ITERATIONS", "600000"]}},
    ),
    q(
        "werkzeug",
        "edit",
        "Can you redesign werkzeug's URL routing so rules are matched with a trie instead of the "
        "current state machine, keeping behaviour identical?",
        {"effect": {"declined": True}},
    ),
    # --- six --------------------------------------------------------------------------------
    q(
        "six",
        "where",
        "where is the class `_SixMetaPathImporter`",
        {"def": "_SixMetaPathImporter", "file": SIX},
    ),
    q(
        "six",
        "returns",
        "six.ensure_text -- what does it return?",
        {"returns": "ensure_text", "file": SIX},
    ),
    q(
        "six",
        "calls",
        "Where is _import_module called from in six.py?",
        grep(r"_import_module\(self\.mod\)", SIX),
    ),
    q(
        "six",
        "raises",
        "what happens in remove_move when the name isn't a known move -- where does it error?",
        grep(r'raise AttributeError\("no such move', SIX),
    ),
    q(
        "six",
        "raises",
        "Which line raises ImportError in six?",
        grep(r"raise ImportError\(", SIX),
    ),
    q(
        "six",
        "where",
        "where does six assign MAXSIZE?",
        grep(r"^\s*MAXSIZE = ", SIX),
    ),
    q(
        "six",
        "how",
        "How does with_metaclass build its temporary base class? I don't get the trick",
        {"body": "with_metaclass", "file": SIX},
    ),
    q(
        "six",
        "how",
        "how does six put off importing a relocated standard-library module until the first time "
        "someone touches it, and then remember it?",
        {"body": "_LazyDescr", "file": SIX},
        {"body": "MovedModule", "file": SIX},
        own=True,
    ),
    q(
        "six",
        "which",
        "I've got a value that's either a str or raw bytes and I need bytes out. what's the six "
        "helper for that?",
        {"body": "ensure_binary", "file": SIX},
        own=True,
    ),
    run(
        "six",
        "Could you run {} for me?",
        "import six; print(six.ensure_binary('abc'), six.ensure_str(b'xyz'), six.PY3)",
        "b'abc' xyz True",
    ),
    q(
        "six",
        "edit",
        "add a docstring to assertCountEqual in six.py",
        {"effect": {"docstring": "assertCountEqual"}},
    ),
    # --- pathable ---------------------------------------------------------------------------
    q(
        "pathable",
        "where",
        "Where's `parse_parts` defined?",
        {"def": "parse_parts", "file": PPARSE},
    ),
    q(
        "pathable",
        "where",
        "where is the SEPARATOR constant set in pathable",
        grep(r"^SEPARATOR = ", PPARSE),
    ),
    q(
        "pathable",
        "raises",
        "What makes BasePath.with_suffix refuse an argument? show me where it errors out",
        grep(
            r"raise (ValueError|TypeError)\(\"(with_suffix\(\) requires|suffix must be a str|"
            r"Invalid suffix|Invalid name for with_suffix)",
            PPATHS,
        ),
    ),
    q(
        "pathable",
        "raises",
        "which lines in pathable/paths.py raise a TypeError",
        grep(r"raise TypeError\(", PPATHS),
    ),
    q(
        "pathable",
        "returns",
        "what does BasePath.is_relative_to return?",
        {"returns": "BasePath.is_relative_to", "file": PPATHS},
    ),
    q(
        "pathable",
        "calls",
        "who calls _split_stem_suffix",
        grep(r"self\._split_stem_suffix\(", PPATHS),
    ),
    q(
        "pathable",
        "where",
        "Where is LookupPath.from_lookup implemented?",
        {"def": "LookupPath.from_lookup", "file": PPATHS},
    ),
    q(
        "pathable",
        "how",
        "how does CachedSubscriptableAccessor.read throw out old entries once the cache is full?",
        {"body": "CachedSubscriptableAccessor.read", "file": PACC},
    ),
    q(
        "pathable",
        "which",
        "Is there an operator that adds a key to a path but blows up right away if that child "
        "isn't really there? Where is it?",
        {"body": "AccessorPath.__floordiv__", "file": PPATHS},
        own=True,
    ),
    q(
        "pathable",
        "how",
        "when paths get sorted, how does it keep the number 0 and the string '0' apart?",
        {"body": "BasePath._cmp_parts", "file": PPATHS},
        own=True,
    ),
    run(
        "pathable",
        "what does {} print",
        "from pathable import BasePath; p = BasePath('a/b', 'c.tar.gz'); print(p.suffixes, p.stem)",
        "['.tar', '.gz'] c.tar",
    ),
    q(
        "pathable",
        "edit",
        "Please give BasePath.__str__ a docstring.",
        {"effect": {"docstring": "BasePath.__str__"}},
    ),
]
