"""The tenth held-out set: questions on six standard-library modules that no other set uses (the
dbm package, ntpath, _pyio, stringprep, turtle, signal), written blind: by reading only those
modules, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, how a named function does something; three ask where a
function fails without naming the exception), 10 are in the user's own words (``"own": True``:
behaviour described in words the code does not use for it), 4 run a command and 6 ask for an
edit (2 of them beyond a program that is not an LLM, to be declined). Several golds sit in
functions defined under a module-level ``if`` or ``try`` (ntpath's ``normcase``, signal's
``pthread_sigmask``, _pyio's ``UnsupportedOperation``), so they are grep golds. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "dbm": ["dbm"],
    "ntpath": ["ntpath.py"],
    "_pyio": ["_pyio.py"],
    "stringprep": ["stringprep.py"],
    "turtle": ["turtle.py"],
    "signal": ["signal.py"],
}


DUMB = "dbm/dumb.py"

QUESTIONS: list[dict] = [
    # --- dbm ------------------------------------------------------------------------------
    q("dbm", "where", "where's the _Database class for dbm.dumb?", {"def": "_Database"}),
    q(
        "dbm",
        "returns",
        "What are the possible return values of `whichdb`?",
        {"returns": "whichdb"},
    ),
    q(
        "dbm",
        "raises",
        "dbm.open on an existing file: where does it give up when it can't tell what kind of "
        "database the file is?",
        grep(r"raise error\[0\]\(\"db type could not be determined", "dbm/__init__.py"),
    ),
    q(
        "dbm",
        "calls",
        "who calls _commit() in the dumb dbm implementation",
        grep(r"self\._commit\(\)", DUMB),
    ),
    q("dbm", "constant", "Where is `_BLOCKSIZE` set?", grep(r"^_BLOCKSIZE = ", DUMB)),
    q(
        "dbm",
        "which",
        "In the pure-python key/value store, how does it make sure every stored value starts "
        "on a round-number chunk boundary in the data file?",
        {"body": "_Database._addval"},
        own=True,
    ),
    q(
        "dbm",
        "which",
        "which function in the fallback db stops the files it creates from getting more "
        "permissive access bits than the user's default allows?",
        {"body": "open", "file": DUMB},
        own=True,
    ),
    q(
        "dbm",
        "edit",
        "pls bump _BLOCKSIZE in dbm/dumb.py up to 1024",
        {"effect": {"value_set": [DUMB, "_BLOCKSIZE", "1024"]}},
    ),
    # --- ntpath ---------------------------------------------------------------------------
    q("ntpath", "where", "Where is splitdrive defined?", {"def": "splitdrive"}),
    q(
        "ntpath",
        "how",
        "how does ntpath's `isabs` decide a path is absolute?",
        {"body": "isabs"},
    ),
    q(
        "ntpath",
        "raises",
        "Where does relpath raise a ValueError?",
        grep(r"raise ValueError\(\"(no path specified|path is on mount)", "ntpath.py"),
    ),
    q(
        "ntpath",
        "where",
        "where's normcase defined in ntpath.py",
        grep(r"^    def normcase\(", "ntpath.py"),
    ),
    q(
        "ntpath",
        "calls",
        "Which functions use the _get_bothseps helper?",
        grep(r"(= |in )_get_bothseps\(", "ntpath.py"),
    ),
    q(
        "ntpath",
        "which",
        "what replaces stuff like %USERPROFILE% or ${HOME} in a windows path string with "
        "what's actually set for it?",
        {"body": "expandvars"},
        own=True,
    ),
    q(
        "ntpath",
        "which",
        "Given a list of Windows paths, which function finds the folder they all live under?",
        {"body": "commonpath"},
        own=True,
    ),
    q(
        "ntpath",
        "edit",
        "Rename `_get_bothseps` to `_both_separators` everywhere in ntpath.py.",
        {"effect": {"renamed": ["_get_bothseps", "_both_separators"]}},
    ),
    # --- _pyio ----------------------------------------------------------------------------
    q(
        "_pyio",
        "where",
        "where is TextIOWrapper._check_newline?",
        {"def": "TextIOWrapper._check_newline"},
    ),
    q(
        "_pyio",
        "returns",
        "what does `_unpack_cookie` return in _pyio.py",
        {"returns": "TextIOWrapper._unpack_cookie"},
    ),
    q(
        "_pyio",
        "raises",
        "where does the python version of open() reject a mode string that has letters it "
        "doesnt know?",
        grep(r"raise ValueError\(\"invalid mode", "_pyio.py"),
    ),
    q(
        "_pyio",
        "where",
        "Where's UnsupportedOperation defined in _pyio?",
        grep(
            r"UnsupportedOperation = io\.UnsupportedOperation|class UnsupportedOperation\(",
            "_pyio.py",
        ),
    ),
    q(
        "_pyio",
        "which",
        "If I jump past the end of an in-memory bytes file and then write, what fills the hole "
        "with zero bytes?",
        {"body": "BytesIO.write"},
        own=True,
    ),
    q(
        "_pyio",
        "which",
        "which class keeps track of whether the text it read had unix, old mac or windows style "
        "line breaks?",
        {"body": "IncrementalNewlineDecoder"},
        own=True,
    ),
    run(
        "_pyio",
        "What does {} print?",
        "import _pyio; print(_pyio.DEFAULT_BUFFER_SIZE)",
        "8192",
    ),
    q(
        "_pyio",
        "edit",
        "comment out the `valid_seek_flags.add(os.SEEK_DATA)` line in _pyio.py",
        {"effect": {"comment_out": ["_pyio.py", "valid_seek_flags.add(os.SEEK_DATA)"]}},
    ),
    # --- stringprep -----------------------------------------------------------------------
    q("stringprep", "where", "in_table_c22 - where is it?", {"def": "in_table_c22"}),
    q(
        "stringprep",
        "returns",
        "What does map_table_b2 give back?",
        {"returns": "map_table_b2"},
    ),
    q(
        "stringprep",
        "constant",
        "where is `c9_set` built?",
        grep(r"^c9_set = ", "stringprep.py"),
    ),
    q(
        "stringprep",
        "calls",
        "who calls map_table_b3",
        grep(r"map_table_b3\((a|ch)\)", "stringprep.py"),
    ),
    q(
        "stringprep",
        "raises",
        "Where would importing stringprep blow up if the unicode data is the wrong version?",
        grep(r"^assert unicodedata\.unidata_version", "stringprep.py"),
    ),
    q(
        "stringprep",
        "which",
        "hi! which function tells me if a character belongs to a script written right to left?",
        {"body": "in_table_d1"},
        own=True,
    ),
    run(
        "stringprep",
        "can you run {} and tell me the output",
        "import stringprep; print(stringprep.map_table_b3(chr(0xdf)))",
        "ss",
    ),
    q(
        "stringprep",
        "edit",
        "Regenerate the tables in stringprep.py from the Unicode 15.0 data files instead of 3.2.",
        {"effect": {"declined": True}},
    ),
    # --- turtle ---------------------------------------------------------------------------
    q("turtle", "where", "Where's Tbuffer definded in turtle.py?", {"def": "Tbuffer"}),
    q(
        "turtle",
        "returns",
        "what does `TNavigator.towards` return",
        {"returns": "TNavigator.towards"},
    ),
    q(
        "turtle",
        "raises",
        "where does TurtleScreen._colorstr raise TurtleGraphicsError?",
        grep(
            r"raise TurtleGraphicsError\(\"bad color (string|arguments|sequence): %s\" % str\(color",
            "turtle.py",
        ),
    ),
    q(
        "turtle",
        "constant",
        "Where's the default undobuffersize configured?",
        grep(r"\"undobuffersize\": 1000", "turtle.py"),
    ),
    q(
        "turtle",
        "which",
        "what converts a word describing how quickly the turtle should move into a number?",
        {"body": "TPen.speed"},
        own=True,
    ),
    q(
        "turtle",
        "which",
        "Which code makes sure I only ever get one drawing window no matter how many times I "
        "ask for it?",
        {"body": "Screen"},
        own=True,
    ),
    run(
        "turtle",
        "Please run {}",
        "import turtle; print(abs(turtle.Vec2D(3, 4)))",
        "5.0",
    ),
    q(
        "turtle",
        "edit",
        "port turtle.py to draw with pygame instead of tkinter",
        {"effect": {"declined": True}},
    ),
    # --- signal ---------------------------------------------------------------------------
    q("signal", "where", "where is `_int_to_enum` defined", {"def": "_int_to_enum"}),
    q(
        "signal",
        "returns",
        "What does signal.getsignal() return?",
        {"returns": "getsignal"},
    ),
    q(
        "signal",
        "calls",
        "where is _enum_to_int used?",
        grep(r"_enum_to_int\((signalnum|handler)\)", "signal.py"),
    ),
    q(
        "signal",
        "where",
        "Where does signal.py define pthread_sigmask?",
        grep(r"def pthread_sigmask\(", "signal.py"),
    ),
    q(
        "signal",
        "where",
        "where does the Handlers enum get created",
        grep(r"'Handlers', __name__", "signal.py"),
    ),
    q(
        "signal",
        "which",
        "which helper borrows the help text of the builtin C function for the python wrapper?",
        {"body": "_wraps"},
        own=True,
    ),
    run(
        "signal",
        "whats the output of {}",
        "import signal; print(signal.Signals(2).name)",
        "SIGINT",
    ),
    q(
        "signal",
        "edit",
        "Add a docstring to _wraps in signal.py.",
        {"effect": {"docstring": "_wraps"}},
    ),
]
