"""The eighteenth held-out set: questions on six third-party packages, not the standard library
(fsspec, partd, isoduration, idna, executing and the single module decorator.py).
``bench_answers.make_workspace`` copies them from the installed site-packages. They were read at
fsspec 2026.9.0, partd 1.4.2, isoduration 20.11.0, idna 3.20, executing 2.2.1 and decorator
5.2.1; every file of each package parses with ``ast``, so each workspace is the whole package
(nothing left out). Golds name code, never line numbers, so they hold as long as those
definitions do.

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
    "fsspec": ["fsspec"],
    "partd": ["partd"],
    "isoduration": ["isoduration"],
    "idna": ["idna"],
    "executing": ["executing"],
    "decorator": ["decorator.py"],
}

FUTILS = "fsspec/utils.py"
FCORE = "fsspec/core.py"
FREG = "fsspec/registry.py"
PCORE = "partd/core.py"
PUTILS = "partd/utils.py"
PBUF = "partd/buffer.py"
IPARSE = "isoduration/parser/__init__.py"
ICORE = "idna/core.py"
IRANGES = "idna/intranges.py"
EXEC = "executing/executing.py"
EUTILS = "executing/_utils.py"
DEC = "decorator.py"

QUESTIONS: list[dict] = [
    # --- fsspec ---------------------------------------------------------------------------
    q(
        "fsspec",
        "where",
        "where is the module-level DEFAULT_BLOCK_SIZE constant set in fsspec?",
        grep(r"^DEFAULT_BLOCK_SIZE = ", FUTILS),
    ),
    q(
        "fsspec",
        "raises",
        "In fsspec's registry, where does `get_filesystem_class` raise an ImportError?",
        grep(r"raise ImportError\(bit", FREG),
    ),
    q(
        "fsspec",
        "raises",
        "where does register_implementation refuse to register a protocol name?",
        grep(r"^\s+raise ValueError\($", FREG),
    ),
    q(
        "fsspec",
        "calls",
        "Could you show me every place `_un_chain` gets called from?",
        grep(r"(?<!def )_un_chain\(", FCORE),
    ),
    q(
        "fsspec",
        "returns",
        "what does split_protocol hand back, exactly?",
        {"returns": "split_protocol"},
    ),
    q(
        "fsspec",
        "how",
        "How does `build_name_function` work out how many zeros to pad the numbers with?",
        {"body": "build_name_function"},
    ),
    q(
        "fsspec",
        "how",
        "I want to cut a big CSV into pieces for workers without breaking a row in half. Where "
        "does fsspec move forward to the next end of line before it starts reading a piece?",
        {"body": "seek_delimiter"},
        {"body": "read_block"},
        own=True,
    ),
    q(
        "fsspec",
        "how",
        "how does fsspec figure out that a file is gzipped just by looking at its name?",
        {"body": "infer_compression"},
        own=True,
    ),
    run(
        "fsspec",
        "pls run {} and paste the output",
        "import fsspec; fs = fsspec.filesystem('memory'); fs.pipe('/notes/a.txt', b'hello'); "
        "print(fs.ls('/notes', detail=False), fs.cat('/notes/a.txt'))",
        "['/notes/a.txt'] b'hello'",
    ),
    q(
        "fsspec",
        "edit",
        "In fsspec/registry.py make the default protocol 'memory' instead of 'file' (the "
        "`default = ...` line near the top).",
        {"effect": {"value_set": [FREG, "default", "'memory'"]}},
    ),
    # --- partd ----------------------------------------------------------------------------
    q("partd", "where", "Where's the `Interface` base class in partd?", {"def": "Interface"}),
    q(
        "partd",
        "calls",
        "who calls nested_get ?",
        grep(r"return \(?nested_get\(|\[nested_get\(", PUTILS),
        grep(r"return nested_get\(", PCORE),
    ),
    q(
        "partd",
        "which",
        "Which method of Buffer moves keys out of the fast store into the slow one?",
        {"body": "Buffer.flush"},
    ),
    q(
        "partd",
        "returns",
        "What does `token()` in partd/core.py give back for the different kinds of key?",
        {"returns": "token", "file": PCORE},
    ),
    q(
        "partd",
        "how",
        "how does Encode._get turn the raw bytes it reads back into values?",
        {"body": "Encode._get"},
    ),
    q(
        "partd",
        "how",
        "Once the stuff kept in memory grows past the limit, how does partd choose which entries "
        "get pushed out to disk?",
        {"body": "keys_to_flush", "file": PBUF},
        {"body": "Buffer.append"},
        own=True,
    ),
    q(
        "partd",
        "how",
        "Several appends to the same key end up glued together in one file. How does it know "
        "where one piece stops and the next one begins when reading them back?",
        {"body": "frame"},
        {"body": "framesplit"},
        own=True,
    ),
    q(
        "partd",
        "edit",
        "in partd/utils.py, framesplit has a `chunks = list()` line that is never used. delete "
        "that line please",
        {"effect": {"line_deleted": [PUTILS, "chunks = list()"]}},
    ),
    # --- isoduration ----------------------------------------------------------------------
    q(
        "isoduration",
        "where",
        "where is parse_designator defined",
        {"def": "parse_designator"},
    ),
    q(
        "isoduration",
        "raises",
        "Where does `parse_duration` give up on a string before any real parsing happens?",
        grep(r"^\s+raise ", IPARSE),
    ),
    q(
        "isoduration",
        "returns",
        "What can check_global_sign return?",
        {"returns": "check_global_sign"},
    ),
    q(
        "isoduration",
        "which",
        "Which function validates a DateDuration before it gets formatted?",
        {"body": "validate_date_duration"},
    ),
    q(
        "isoduration",
        "how",
        "How does the library know how long a month is, e.g. that February sometimes has 29 days?",
        {"body": "max_day_in_month"},
        own=True,
    ),
    q(
        "isoduration",
        "how",
        "If I add one month to January 31st, what stops it from producing February 31st? "
        "Where is that handled?",
        {"body": "add"},
        own=True,
    ),
    run(
        "isoduration",
        "What's the output of {}?",
        "import isoduration; print(-isoduration.parse_duration('P2DT6H'))",
        "-P2DT6H",
    ),
    q(
        "isoduration",
        "edit",
        "Add a docstring to `is_letter` in isoduration/parser/util.py.",
        {"effect": {"docstring": "is_letter"}},
    ),
    # --- idna -----------------------------------------------------------------------------
    q(
        "idna",
        "where",
        "Where is _max_domain_length set?",
        grep(r"^_max_domain_length = ", ICORE),
    ),
    q(
        "idna",
        "raises",
        "which line raises NotImplementedError in the idna package?",
        grep(r"raise NotImplementedError\(", "idna/compat.py"),
    ),
    q(
        "idna",
        "raises",
        "where does check_hyphen_ok complain about a label??",
        grep(r"raise IDNAError\(\"Label (has disallowed hyphens|must not start or end)", ICORE),
    ),
    q(
        "idna",
        "calls",
        "Who uses `_decode_range`?",
        grep(r"= _decode_range\(", IRANGES),
    ),
    q(
        "idna",
        "returns",
        "what does valid_string_length return",
        {"returns": "valid_string_length"},
    ),
    q(
        "idna",
        "how",
        "When I run the idna command line tool and don't say whether to encode or decode, how "
        "does it guess which way to go?",
        {"body": "main", "file": "idna/cli.py"},
        {"body": "_looks_like_alabel"},
        own=True,
    ),
    q(
        "idna",
        "how",
        "How does it check whether a character belongs to one of those huge lookup tables "
        "without going through the whole table one entry at a time?",
        {"body": "intranges_contain"},
        own=True,
    ),
    run(
        "idna",
        "can you run {} for me",
        "import idna; print(idna.encode('B\\u00fccher.example', uts46=True))",
        "b'xn--bcher-kva.example'",
    ),
    q(
        "idna",
        "edit",
        "Refactor `encode()` in idna/core.py so all of its length checks live in one separate "
        "helper function that it calls.",
        {"effect": {"declined": True}},
    ),
    # --- executing ------------------------------------------------------------------------
    q(
        "executing",
        "raises",
        "where is NotOneValueFound raised?",
        grep(r"raise NotOneValueFound\(", EXEC),
    ),
    q(
        "executing",
        "where",
        "Where's the `Executing` class?",
        {"def": "Executing"},
    ),
    q(
        "executing",
        "returns",
        "what does mangled_name return in executing/_utils.py",
        {"returns": "mangled_name"},
    ),
    q(
        "executing",
        "calls",
        "Where is `statement_containing_node` called?",
        grep(r"(?<!def )statement_containing_node\(node\)", EXEC),
    ),
    q(
        "executing",
        "how",
        "how does it come up with the dotted name of the function some running code belongs "
        "to, like `Outer.method.<locals>.inner`?",
        {"body": "Source.code_qualname"},
        {"body": "QualnameVisitor"},
        own=True,
    ),
    q(
        "executing",
        "edit",
        "Make Source.for_filename keep a separate cache for each thread instead of one shared "
        "cache, and make it safe to use from many threads at once.",
        {"effect": {"declined": True}},
    ),
    # --- decorator ------------------------------------------------------------------------
    q(
        "decorator",
        "raises",
        "Where does decorator.py raise a RuntimeError?",
        grep(r"raise RuntimeError\(", DEC),
    ),
    q(
        "decorator",
        "where",
        "where's the DEF regex defined in decorator.py",
        grep(r"^DEF = re\.compile", DEC),
    ),
    q(
        "decorator",
        "calls",
        "Who calls `fix`? I only see it defined.",
        grep(r"= fix\(args, kw, sig\)", DEC),
    ),
    q(
        "decorator",
        "how",
        "How does `decorate` build a different wrapper when the caller is a coroutine or a "
        "generator?",
        {"body": "decorate"},
    ),
    q(
        "decorator",
        "how",
        "With this module, how do I get one function to run different code depending on what "
        "type of object I pass it?",
        {"body": "dispatch_on"},
        own=True,
    ),
    run(
        "decorator",
        "Run {} -- what number comes out?",
        "import decorator; f = decorator.decorate(lambda x, y=3: x + y, "
        "lambda g, *a, **k: g(*a, **k) * 10); print(f(1))",
        "40",
    ),
    q(
        "decorator",
        "edit",
        "bump __version__ in decorator.py to 5.2.2",
        {"effect": {"value_set": [DEC, "__version__", "'5.2.2'"]}},
    ),
]
