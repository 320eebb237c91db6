"""The eighth held-out set: questions on six standard-library modules (typing, sysconfig, pydoc,
hashlib, os, posixpath), written blind: by reading only those modules, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only
its totals are looked at.

Of its 48 questions, 28 name the code (where, returns, calls, raises, constants, how), 10 are in
the user's own words (``"own": True``: behaviour described in words the code does not use for
it), 4 run a shell command and 6 ask for an edit (2 of them beyond a program that is not an LLM,
to be declined). Each is phrased as a different person might type it. Gold forms are those of
``code_questions.py``; every gold was resolved and read by hand in a copy of the workspace
before this file was committed, and every edit gold was checked against a hand-made edit.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "typing": ["typing.py"],
    "sysconfig": ["sysconfig.py"],
    "pydoc": ["pydoc.py"],
    "hashlib": ["hashlib.py"],
    "os": ["os.py"],
    "posixpath": ["posixpath.py"],
}


def edit(ws: str, ask: str, **effect: object) -> dict:
    return {"ws": ws, "kind": "edit", "ask": ask, "gold": [{"effect": effect}]}


QUESTIONS: list[dict] = [
    # --- typing ---------------------------------------------------------------------------
    q("typing", "where", "where's _tp_cache defined", {"def": "_tp_cache"}),
    q(
        "typing",
        "returns",
        "Quick one: what does `get_origin` hand back for the different kinds of types?",
        {"returns": "get_origin"},
    ),
    q(
        "typing",
        "calls",
        "who calls _remove_dups_flatten in typing.py?",
        grep(r"= _remove_dups_flatten\(", "typing.py"),
    ),
    q(
        "typing",
        "raises",
        "Where does `Union` fail if I give it an empty tuple of parameters?",
        grep(r"Cannot take a Union of no types", "typing.py"),
    ),
    q(
        "typing",
        "constant",
        "where is _ASSERT_NEVER_REPR_MAX_LENGTH set?",
        grep(r"^_ASSERT_NEVER_REPR_MAX_LENGTH = ", "typing.py"),
    ),
    q(
        "typing",
        "which",
        "Which function lets me tell the type checker 'trust me, this value is really of that "
        "type' while doing nothing at all when the program runs?",
        {"body": "cast"},
        own=True,
    ),
    q(
        "typing",
        "which",
        "i stacked a few stub signatures above my function with the decorator - what do I call to "
        "get that list of stubs back later??",
        {"body": "get_overloads"},
        own=True,
    ),
    run(
        "typing",
        "What does {} print?",
        "import typing; print(typing.get_args(typing.Dict[str, int]))",
        "(<class 'str'>, <class 'int'>)",
    ),
    # --- sysconfig ------------------------------------------------------------------------
    q(
        "sysconfig",
        "where",
        "In sysconfig, where is `get_makefile_filename` defined, please?",
        {"def": "get_makefile_filename"},
    ),
    q(
        "sysconfig",
        "returns",
        "what does get_scheme_names() return",
        {"returns": "get_scheme_names"},
    ),
    q(
        "sysconfig",
        "calls",
        "Where is `_subst_vars` used?",
        grep(r"_subst_vars\(value, vars\)", "sysconfig.py"),
    ),
    q(
        "sysconfig",
        "raises",
        "Where does sysconfig raise OSError when it can't open the installed Makefile or "
        "pyconfig.h?",
        grep(r"raise OSError\(msg\)", "sysconfig.py"),
    ),
    q(
        "sysconfig",
        "raises",
        "where does get_preferred_scheme error out when the scheme it looks up isnt valid on this "
        "platform",
        grep(r"^\s+raise ValueError\($", "sysconfig.py"),
    ),
    q(
        "sysconfig",
        "which",
        "Which bit of code works out that short label like 'linux-x86_64' saying what kind of "
        "machine and operating system we're on?",
        {"body": "get_platform"},
        own=True,
    ),
    edit(
        "sysconfig",
        "Rename `_print_dict` to `_print_section` in sysconfig.py, and update its callers.",
        renamed=["_print_dict", "_print_section"],
    ),
    edit(
        "sysconfig",
        "Could you refactor _expand_vars so it caches the expanded paths per scheme and drops the "
        "cache whenever the config vars change? Thanks!",
        declined=True,
    ),
    # --- pydoc ----------------------------------------------------------------------------
    q(
        "pydoc",
        "where",
        "pydoc: where's the ErrorDuringImport class",
        {"def": "ErrorDuringImport"},
    ),
    q(
        "pydoc",
        "calls",
        "Which function calls `safeimport`?",
        grep(r"= safeimport\(", "pydoc.py"),
    ),
    q(
        "pydoc",
        "raises",
        "Where is ImportError raised when pydoc finds no documentation for a name?",
        grep(r"raise ImportError\(", "pydoc.py"),
    ),
    q(
        "pydoc",
        "how",
        "how does stripid get rid of the hex address in an object's repr",
        {"body": "stripid"},
        grep(r"^_re_stripid = ", "pydoc.py"),
    ),
    q(
        "pydoc",
        "which",
        "Which function shortens a long piece of text by chopping out its middle and putting "
        "dots there instead?",
        {"body": "cram"},
        own=True,
    ),
    q(
        "pydoc",
        "which",
        "When there's no `less` around, what shows the help one screenful at a time and waits for "
        "me to hit a key before showing more?",
        {"body": "ttypager"},
        own=True,
    ),
    run(
        "pydoc",
        "Can you run {} and tell me the output?",
        "import pydoc; print(pydoc.cram('abcdefghij', 7))",
        "ab...ij",
    ),
    edit(
        "pydoc",
        "In pydoc's ttypager the page height falls back to 25 lines when LINES isn't usable; make "
        "that fallback 40.",
        line_replaced=["pydoc.py", "h = 25", "h = 40"],
    ),
    # --- hashlib --------------------------------------------------------------------------
    q(
        "hashlib",
        "where",
        "which function does `new` point to in hashlib when the _hashlib module can't be imported?",
        {"def": "__py_new"},
        grep(r"^\s+new = __py_new$", "hashlib.py"),
    ),
    q(
        "hashlib",
        "constant",
        "Where's `__always_supported` set in hashlib.py?",
        grep(r"^__always_supported = ", "hashlib.py"),
    ),
    q(
        "hashlib",
        "returns",
        "what does __get_openssl_constructor return?",
        {"returns": "__get_openssl_constructor"},
    ),
    q(
        "hashlib",
        "raises",
        "where does hashlib raise the 'unsupported hash type' ValueError",
        grep(r"unsupported hash type", "hashlib.py"),
    ),
    q(
        "hashlib",
        "which",
        "Where does hashlib remember the hash makers it has already loaded, so it doesn't go "
        "importing the same one again?",
        {"body": "__get_builtin_constructor"},
        grep(r"^__builtin_constructor_cache = ", "hashlib.py"),
        own=True,
    ),
    q(
        "hashlib",
        "which",
        "I have a file I already opened; which function runs everything in it through a hash for "
        "me?",
        {"body": "file_digest"},
        own=True,
    ),
    run(
        "hashlib",
        "please run {}",
        "import hashlib; print(hashlib.md5(b'abc').hexdigest())",
        "900150983cd24fb0d6963f7d28e17f72",
    ),
    edit(
        "hashlib",
        "change file_digest's default _bufsize from 2**18 to 2**20 in hashlib.py",
        text_replaced=["hashlib.py", "_bufsize=2**18", "_bufsize=2**20"],
    ),
    # --- os -------------------------------------------------------------------------------
    q("os", "where", "Where is renames() defined in os.py?", {"def": "renames"}),
    q(
        "os",
        "returns",
        "what does `get_exec_path` return?",
        {"returns": "get_exec_path"},
    ),
    q(
        "os",
        "calls",
        "who calls removedirs",
        grep(r"^\s+removedirs\(head\)$", "os.py"),
    ),
    q(
        "os",
        "raises",
        "Where's TypeError raised in `_fspath`?",
        grep(r'^\s+raise TypeError\("expected', "os.py"),
    ),
    q(
        "os",
        "how",
        "How does _Environ.__setitem__ make a new value show up in the real process environment?",
        {"body": "_Environ.__setitem__"},
    ),
    q(
        "os",
        "which",
        "what do i use to create a folder together with any of its parent folders that are "
        "missing?",
        {"body": "makedirs"},
        own=True,
    ),
    edit(
        "os",
        "Add a docstring to `_exists` in os.py.",
        docstring="_exists",
    ),
    edit(
        "os",
        "make makedirs thread-safe and have it retry with exponential backoff when mkdir fails",
        declined=True,
    ),
    # --- posixpath ------------------------------------------------------------------------
    q("posixpath", "where", "where is expandvars", {"def": "expandvars"}),
    q(
        "posixpath",
        "constant",
        "In posixpath.py, where is `devnull` set?",
        grep(r"^devnull = ", "posixpath.py"),
    ),
    q(
        "posixpath",
        "calls",
        "Who calls _joinrealpath?",
        grep(r"= _joinrealpath\(", "posixpath.py"),
    ),
    q(
        "posixpath",
        "raises",
        "where's the ValueError about mixing absolute and relative paths raised",
        grep(r"Can't mix absolute and relative paths", "posixpath.py"),
    ),
    q(
        "posixpath",
        "raises",
        "Where does relpath fail when you hand it an empty path?",
        grep(r'raise ValueError\("no path specified"\)', "posixpath.py"),
    ),
    q(
        "posixpath",
        "which",
        "which function turns a leading ~ into my home folder?",
        {"body": "expanduser"},
        own=True,
    ),
    q(
        "posixpath",
        "which",
        "How does posixpath tell whether a directory is the spot where another disk is attached?",
        {"body": "ismount"},
        own=True,
    ),
    run(
        "posixpath",
        "What's the output of {}?",
        "import posixpath; print(posixpath.normpath('a//b/../c/./d'))",
        "a/c/d",
    ),
]
