"""The ninth held-out set: questions on six standard-library modules (collections, re, venv, ssl,
socket, types), written blind: by reading only those modules, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

48 questions, eight a module: 28 name the code (where is X defined, what does X return, who
calls X, where is an exception or a message raised, where is a constant set, how does X do
something; three ask where a function fails without naming the exception), 10 are in the
user's own words (``"own": True``: behaviour described in words the code does not use for it,
gold the body of the definition that does it), 4 run a command and 6 ask for an edit (2 of
them beyond a program that is not an LLM, to be declined). Gold forms are those of
``code_questions.py``; every gold was resolved and read by hand before the set was committed.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "collections": ["collections"],
    "re": ["re"],
    "venv": ["venv"],
    "ssl": ["ssl.py"],
    "socket": ["socket.py"],
    "types": ["types.py"],
}


CI = "collections/__init__.py"

QUESTIONS: list[dict] = [
    # --- collections ----------------------------------------------------------------------
    q(
        "collections",
        "where",
        "hey, which file and line is the ChainMap class in?",
        {"def": "ChainMap"},
    ),
    q(
        "collections",
        "returns",
        "What exactly comes back from `Counter.most_common()`, both with and without n?",
        {"returns": "Counter.most_common"},
    ),
    q(
        "collections",
        "calls",
        "is _count_elements actually called anywhere or is it dead code",
        grep(r"^\s+_count_elements\(self, iterable\)", CI),
    ),
    q(
        "collections",
        "raises",
        "namedtuple('P', 'x def _y') blows up on me. Where in namedtuple does it reject field "
        "names like that?",
        grep(r"raise \w+\(f?'(Type names and field names|Field names cannot|Encountered dup)", CI),
    ),
    q(
        "collections",
        "which",
        "I have a tally of things where some entries dropped to 0 or went below. Which code "
        "throws those entries away?",
        {"body": "Counter._keep_positive"},
        {"body": "Counter.__pos__"},
        own=True,
    ),
    q(
        "collections",
        "how",
        "With the stacked-dictionaries lookup thing, how do I push a new empty layer in front "
        "of all the existing ones?",
        {"body": "ChainMap.new_child"},
        own=True,
    ),
    run(
        "collections",
        "Please run {} and paste what it prints.",
        "from collections import Counter; print(Counter('mississippi').most_common(2))",
        "[('i', 4), ('s', 4)]",
    ),
    q(
        "collections",
        "edit",
        "ChainMap.__bool__ has no docstring, could you add a one-line one?",
        {"effect": {"docstring": "ChainMap.__bool__"}},
    ),
    # --- re -------------------------------------------------------------------------------
    q(
        "re",
        "where",
        "where is `_generate_overlap_table` defined",
        {"def": "_generate_overlap_table"},
    ),
    q(
        "re",
        "const",
        "What's the max size of the compiled-pattern cache and where is it set?",
        grep(r"^_MAXCACHE = ", "re/__init__.py"),
    ),
    q(
        "re",
        "raises",
        'Where does the parser throw the "unbalanced parenthesis" error?',
        grep(r"unbalanced parenthesis", "re/_parser.py"),
    ),
    q(
        "re",
        "calls",
        "who calls fix_flags()?",
        grep(r"= fix_flags\(", "re/_parser.py"),
    ),
    q(
        "re",
        "how",
        "How does it keep its stash of already-built patterns from growing without limit?",
        {"body": "_compile", "file": "re/__init__.py"},
        own=True,
    ),
    q(
        "re",
        "which",
        "when my multi-line pattern is bad the message tells me which row and how far along it "
        "the mistake is. Which code works that out?",
        {"body": "error.__init__"},
        own=True,
    ),
    run(
        "re",
        "Can you run {} for me? I want to see the output.",
        "import re; print(re.escape('a.b*c'))",
        "a\\.b\\*c",
    ),
    q(
        "re",
        "edit",
        "bump _MAXCACHE in re/__init__.py up to 1024 pls",
        {"effect": {"value_set": ["re/__init__.py", "_MAXCACHE", "1024"]}},
    ),
    # --- venv -----------------------------------------------------------------------------
    q(
        "venv",
        "where",
        "Where's EnvBuilder.ensure_directories?",
        {"def": "EnvBuilder.ensure_directories"},
    ),
    q(
        "venv",
        "calls",
        "Which methods go through `_call_new_python`?",
        grep(r"self\._call_new_python\(", "venv/__init__.py"),
    ),
    q(
        "venv",
        "raises",
        "where does venv raise the ValueError about the PATH separator?",
        grep(r"Refusing to create a venv", "venv/__init__.py"),
    ),
    q(
        "venv",
        "const",
        "which packages does upgrade_deps upgrade, where is that list defined?",
        grep(r"^CORE_VENV_DEPS = ", "venv/__init__.py"),
    ),
    q(
        "venv",
        "where",
        "where is symlink_or_copy defined in venv",
        grep(r"def symlink_or_copy\(", "venv/__init__.py"),
    ),
    q(
        "venv",
        "which",
        "Which method wipes out whatever is already sitting in the target folder before the "
        "environment gets built there?",
        {"body": "EnvBuilder.clear_directory"},
        own=True,
    ),
    q(
        "venv",
        "how",
        "When it installs pip into the new env, how does it make sure my own module search "
        "path settings from the shell don't leak into that interpreter?",
        {"body": "EnvBuilder._call_new_python"},
        own=True,
    ),
    q(
        "venv",
        "edit",
        "Rework venv so it creates environments with uv instead of ensurepip, and add a lockfile "
        "option that pins every installed package.",
        {"effect": {"declined": True}},
    ),
    # --- ssl ------------------------------------------------------------------------------
    q(
        "ssl",
        "const",
        "where is PEM_FOOTER set in ssl.py",
        grep(r"^PEM_FOOTER = ", "ssl.py"),
    ),
    q(
        "ssl",
        "raises",
        "Where is the CertificateError for too many wildcards in a DNS name raised?",
        grep(r"too many wildcards", "ssl.py"),
    ),
    q(
        "ssl",
        "returns",
        "what does create_default_context() return?",
        {"returns": "create_default_context"},
    ),
    q(
        "ssl",
        "calls",
        "Who uses `_inet_paton`?",
        grep(r"= _inet_paton\(", "ssl.py"),
    ),
    q(
        "ssl",
        "raises",
        "where does PEM_cert_to_DER_cert fail when the string I give it isn't proper PEM?",
        grep(r'raise ValueError\("Invalid PEM encoding', "ssl.py"),
    ),
    q(
        "ssl",
        "how",
        "how does it decide whether a name on a cert with a star in front, like *.example.com, "
        "fits the host I'm talking to?",
        {"body": "_dnsname_match"},
        own=True,
    ),
    q(
        "ssl",
        "which",
        "Which function turns a certificate's 'valid until' date text into a plain unix "
        "timestamp number?",
        {"body": "cert_time_to_seconds"},
        own=True,
    ),
    run(
        "ssl",
        "what does {} print?",
        "import ssl; print(ssl.cert_time_to_seconds('Jan  5 09:34:43 2018 GMT'))",
        "1515144883",
    ),
    # --- socket ---------------------------------------------------------------------------
    q("socket", "where", "Where is create_server defined?", {"def": "create_server"}),
    q(
        "socket",
        "returns",
        "What does socket.accept() give back in socket.py?",
        {"returns": "socket.accept"},
    ),
    q(
        "socket",
        "raises",
        "where is an ExceptionGroup raised in socket.py",
        grep(r"raise ExceptionGroup\(", "socket.py"),
    ),
    q(
        "socket",
        "calls",
        "Where is _intenum_converter called from?",
        grep(r"\b_intenum_converter\((?!value)", "socket.py"),
    ),
    q(
        "socket",
        "raises",
        "If I call makefile with mode 'a' or 'x' where does it bail out?",
        grep(r"raise ValueError\(\"invalid mode %r \(only r, w, b allowed\)", "socket.py"),
    ),
    q(
        "socket",
        "which",
        "Which function takes a bare machine name and tries to expand it into the long dotted "
        "name?",
        {"body": "getfqdn"},
        own=True,
    ),
    q(
        "socket",
        "edit",
        "In socket.py's dup(), comment out the line `sock.settimeout(self.gettimeout())`.",
        {"effect": {"comment_out": ["socket.py", "sock.settimeout(self.gettimeout())"]}},
    ),
    q(
        "socket",
        "edit",
        "Can you make create_connection race IPv6 and IPv4 attempts in parallel, happy-eyeballs "
        "style, and return whichever one connects first?",
        {"effect": {"declined": True}},
    ),
    # --- types ----------------------------------------------------------------------------
    q(
        "types",
        "where",
        "Where's DynamicClassAttribute defined?",
        {"def": "DynamicClassAttribute"},
    ),
    q(
        "types",
        "returns",
        "what does resolve_bases return",
        {"returns": "resolve_bases"},
    ),
    q(
        "types",
        "raises",
        'where does types raise TypeError "metaclass conflict"?',
        grep(r'raise TypeError\("metaclass conflict', "types.py"),
    ),
    q(
        "types",
        "calls",
        "who calls _calculate_meta",
        grep(r"= _calculate_meta\(", "types.py"),
    ),
    q(
        "types",
        "how",
        "How does types.coroutine turn a plain generator function into a coroutine? which line "
        "does the trick?",
        grep(r"func\.__code__ = co\.replace\(co_flags=co\.co_flags \| 0x100\)", "types.py"),
    ),
    q(
        "types",
        "which",
        "Which function lets me make a class at runtime without writing a class statement?",
        {"body": "new_class"},
        own=True,
    ),
    run(
        "types",
        "run {} please",
        "import types; print(types.new_class('Foo', (int,)).__mro__)",
        "(<class 'types.Foo'>, <class 'int'>, <class 'object'>)",
    ),
    q(
        "types",
        "edit",
        "DynamicClassAttribute.getter is missing a docstring; add one.",
        {"effect": {"docstring": "DynamicClassAttribute.getter"}},
    ),
]
