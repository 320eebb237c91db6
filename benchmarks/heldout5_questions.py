"""The fifth held-out set (issue 26): questions on five standard-library modules that no other set
uses (functools, enum, ftplib, mailbox, inspect), written blind: by reading only those modules,
never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

Half of its questions are in the user's own words (``"own": True``: behaviour described in words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in
a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "functools": ["functools.py"],
    "enum": ["enum.py"],
    "ftplib": ["ftplib.py"],
    "mailbox": ["mailbox.py"],
    "inspect": ["inspect.py"],
}


QUESTIONS: list[dict] = [
    # --- functools ------------------------------------------------------------------------
    q("functools", "where", "Where does `_c3_merge` live?", {"def": "_c3_merge"}),
    q("functools", "calls", "Who calls `_compose_mro`?", grep(r"= _compose_mro\(", "functools.py")),
    q(
        "functools",
        "where",
        "Where is the constant WRAPPER_ASSIGNMENTS set?",
        grep(r"^WRAPPER_ASSIGNMENTS = ", "functools.py"),
    ),
    q(
        "functools",
        "raises",
        "Which code raises RuntimeError in functools.py?",
        grep(r"raise RuntimeError\(", "functools.py"),
    ),
    run(
        "functools",
        "What does {} print?",
        "import functools; k = functools.cmp_to_key(lambda a, b: b - a); "
        "print(sorted([3, 1, 2], key=k))",
        "[3, 2, 1]",
    ),
    q(
        "functools",
        "which",
        "Which function turns a call's arguments into the thing a remembered result is filed "
        "under, letting a single number or string through as it is?",
        {"body": "_make_key"},
        own=True,
    ),
    q(
        "functools",
        "how",
        "When the store of remembered results is full, how does it throw out the one that has "
        "gone unused the longest?",
        {"body": "_lru_cache_wrapper"},
        own=True,
    ),
    q(
        "functools",
        "which",
        "Which decorator supplies the rest of the comparison operators when a class only wrote "
        "one of them, say less-than?",
        {"body": "total_ordering"},
        own=True,
    ),
    q(
        "functools",
        "how",
        "How does it pick which of the type-specific versions of a function to run when the "
        "argument's type was never given one of its own?",
        {"body": "_find_impl"},
        {"body": "singledispatch.dispatch"},
        own=True,
    ),
    q(
        "functools",
        "raises",
        "Where does it complain that an object has nowhere to store a value that should be "
        "worked out only once per object?",
        grep(r"No '__dict__' attribute on", "functools.py"),
        own=True,
    ),
    q(
        "functools",
        "edit",
        "Please document `_unwrap_partial` in functools.py with a docstring: it peels nested "
        "partial objects down to the plain function underneath.",
        {"effect": {"docstring": "_unwrap_partial"}},
    ),
    # --- enum -----------------------------------------------------------------------------
    q("enum", "where", "Show me where the `_EnumDict` class is defined.", {"def": "_EnumDict"}),
    q("enum", "returns", "What does `_high_bit` hand back?", {"returns": "_high_bit"}),
    q(
        "enum",
        "calls",
        "Which places call `_iter_bits_lsb`?",
        grep(r"(?<!def )_iter_bits_lsb\(", "enum.py"),
    ),
    run(
        "enum",
        "Please run {} and tell me the output.",
        "import enum; print(enum.bin(10))",
        "0b0 1010",
    ),
    q(
        "enum",
        "which",
        "Which decorator rejects an enumeration where two names were given the same value?",
        {"body": "unique"},
        {"body": "verify.__call__"},
        own=True,
    ),
    q(
        "enum",
        "how",
        "If I leave a member's value for it to choose, how does a plain enumeration work out "
        "the next number?",
        {"body": "Enum._generate_next_value_"},
        own=True,
    ),
    q(
        "enum",
        "how",
        "When a set of on/off options is made from a number that has bits no option stands for, "
        "how does it decide whether to raise an error, drop the extra bits or keep them?",
        {"body": "Flag._missing_"},
        own=True,
    ),
    q(
        "enum",
        "raises",
        "Where does it stop someone from assigning something else to a member's name once the "
        "class is finished?",
        grep(r"cannot reassign member", "enum.py"),
        own=True,
    ),
    q(
        "enum",
        "which",
        "Which method looks up the member that has a given value, and falls back to checking "
        "the members one by one when the value cannot be hashed?",
        {"body": "Enum.__new__"},
        own=True,
    ),
    q(
        "enum",
        "which",
        "When two members are given the same value, where does the second name become just "
        "another way to reach the first member?",
        {"body": "_proto_member.__set_name__"},
        own=True,
    ),
    q(
        "enum",
        "edit",
        "Could you rename the helper _high_bit to _top_bit_index throughout enum.py?",
        {"effect": {"renamed": ["_high_bit", "_top_bit_index"]}},
    ),
    # --- ftplib ---------------------------------------------------------------------------
    q("ftplib", "returns", "What is the return value of `parse227`?", {"returns": "parse227"}),
    q(
        "ftplib",
        "raises",
        "Where in ftplib.py is error_perm raised?",
        grep(r"raise error_perm", "ftplib.py"),
    ),
    q("ftplib", "calls", "From where is `parse150` invoked?", grep(r"= parse150\(", "ftplib.py")),
    run(
        "ftplib",
        "Execute {} and show me what comes out.",
        "import ftplib; print(ftplib.parse227('227 Entering Passive Mode (192,168,1,2,4,1)'))",
        "('192.168.1.2', 1025)",
    ),
    q(
        "ftplib",
        "which",
        "Which method hides the password when the commands it sends are printed for debugging?",
        {"body": "FTP.sanitize"},
        own=True,
    ),
    q(
        "ftplib",
        "raises",
        "Where does it refuse to send a command that has a line break inside it?",
        grep(r"an illegal newline character should not be contained", "ftplib.py"),
        own=True,
    ),
    q(
        "ftplib",
        "which",
        "Which method turns a server reply that starts with 4 or 5 into a temporary or a "
        "permanent failure?",
        {"body": "FTP.getresp"},
        own=True,
    ),
    q(
        "ftplib",
        "how",
        "In passive mode, how does it avoid connecting to whatever address the server's reply "
        "names?",
        {"body": "FTP.makepasv"},
        own=True,
    ),
    q(
        "ftplib",
        "which",
        "Which function digs the folder path out of the server's answer, where any quote mark "
        "inside the path comes doubled?",
        {"body": "parse257"},
        own=True,
    ),
    q(
        "ftplib",
        "edit",
        "Delete this line from ftplib.py: `if self.debugging: print('*cmd*', self.sanitize(line))`",
        {
            "effect": {
                "line_deleted": [
                    "ftplib.py",
                    "if self.debugging: print('*cmd*', self.sanitize(line))",
                ]
            }
        },
    ),
    # --- mailbox --------------------------------------------------------------------------
    q(
        "mailbox",
        "where",
        "In which file and on which line is `_PartialFile` defined?",
        {"def": "_PartialFile"},
    ),
    q(
        "mailbox",
        "raises",
        "Find the code that raises NotEmptyError.",
        grep(r"raise NotEmptyError", "mailbox.py"),
    ),
    q("mailbox", "calls", "Where is `_sync_close` used?", grep(r"^\s+_sync_close\(", "mailbox.py")),
    q(
        "mailbox",
        "which",
        "For the old single-file mail format where each message opens with a sender line, "
        "which method finds the boundaries of every message?",
        {"body": "mbox._generate_toc"},
        own=True,
    ),
    q(
        "mailbox",
        "how",
        "How does it keep a line in a message body that begins with the word From from being "
        "mistaken for the start of the next message?",
        {"body": "Mailbox._dump_message"},
        own=True,
    ),
    q(
        "mailbox",
        "which",
        "Which method throws away leftover half-written files that have been sitting around "
        "for more than a day and a half?",
        {"body": "Maildir.clean"},
        own=True,
    ),
    q(
        "mailbox",
        "which",
        "Which method renumbers the messages so that no numbers are missing in between?",
        {"body": "MH.pack"},
        own=True,
    ),
    q(
        "mailbox",
        "raises",
        "Where does it give up because some other program changed how big the mailbox file is "
        "while it had it open?",
        grep(r"Size of mailbox file changed", "mailbox.py"),
        own=True,
    ),
    q(
        "mailbox",
        "edit",
        "In mailbox.py, put the comment `# line ending written to every mailbox file` directly "
        "under the line `linesep = os.linesep.encode('ascii')`.",
        {
            "effect": {
                "line_after": [
                    "mailbox.py",
                    "linesep = os.linesep.encode('ascii')",
                    "# line ending written to every mailbox file",
                ]
            }
        },
    ),
    q(
        "mailbox",
        "edit",
        "Make the Maildir class in mailbox.py keep its messages in a SQLite database instead "
        "of one file per message.",
        {"effect": {"declined": True}},
    ),
    # --- inspect --------------------------------------------------------------------------
    q("inspect", "where", "Where's `_signature_fromstr` defined?", {"def": "_signature_fromstr"}),
    q(
        "inspect",
        "returns",
        "What does getgeneratorstate return?",
        {"returns": "getgeneratorstate"},
    ),
    q(
        "inspect",
        "where",
        "Where does inspect.py set TPFLAGS_IS_ABSTRACT?",
        grep(r"^TPFLAGS_IS_ABSTRACT = ", "inspect.py"),
    ),
    run(
        "inspect",
        "Run {} please - what's the result?",
        "import inspect; print(inspect.signature(lambda a, /, b=2, *, c: None))",
        "(a, /, b=2, *, c)",
    ),
    q(
        "inspect",
        "which",
        "Which function takes away the spaces that every line of a help text shares at its "
        "start, but leaves the first line as it is?",
        {"body": "cleandoc"},
        own=True,
    ),
    q(
        "inspect",
        "how",
        "When it shows a function's source, how does it tell where the function stops?",
        {"body": "BlockFinder.tokeneater"},
        {"body": "getblock"},
        own=True,
    ),
    q(
        "inspect",
        "raises",
        "Where does it give up when following a decorated function back to the original leads "
        "round in a circle?",
        grep(r"wrapper loop when unwrapping", "inspect.py"),
        own=True,
    ),
    q(
        "inspect",
        "which",
        "Which function reads an attribute off an object without running any property code or "
        "custom attribute hooks?",
        {"body": "getattr_static"},
        own=True,
    ),
    q(
        "inspect",
        "how",
        "When it writes out the list of arguments a function takes as text, how does it decide "
        "where a lone slash or star has to go?",
        {"body": "Signature.__str__"},
        own=True,
    ),
    q(
        "inspect",
        "edit",
        "inspect.py: swap the message “wrapper loop when unwrapping” for “cycle found while "
        "unwrapping”.",
        {
            "effect": {
                "text_replaced": [
                    "inspect.py",
                    "wrapper loop when unwrapping",
                    "cycle found while unwrapping",
                ]
            }
        },
    ),
]
