"""The twenty-seventh held-out set: questions on six third-party packages that no other set uses
this way (jsonschema 4.26.0, lark 1.3.1, jsonpointer 3.1.1, truststore 0.10.5, zipp 4.1.2 and
stack_data 0.6.3, the versions read, as ``pip show`` gives them), written blind: by reading only
those packages, never the model's code or its notes, and committed before the model was asked any
of them. Nothing is tuned on it: only its totals are looked at.

The workspaces are copied from the installed site-packages (``bench_answers.source``). Most
questions name the code (where a definition, constant or raise is, what a function returns, who
calls it, how it does something); ten are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it, with one definition that does it); four
run a command and six ask for an edit, two of them beyond a program that is not an LLM (the right
answer is to decline and change nothing). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "jsonschema": ["jsonschema"],
    "lark": ["lark"],
    "jsonpointer": ["jsonpointer.py"],
    "truststore": ["truststore"],
    "zipp": ["zipp"],
    "stack_data": ["stack_data"],
}


QUESTIONS: list[dict] = [
    # --- jsonschema ------------------------------------------------------------------------
    q(
        "jsonschema",
        "where",
        "where is the ErrorTree class defined in jsonschema?",
        {"def": "ErrorTree"},
    ),
    q(
        "jsonschema",
        "where",
        "Could you point me to where `WEAK_MATCHES` gets its value? I want to see which keywords "
        "count as weak.",
        grep(r"^WEAK_MATCHES\b", "jsonschema/exceptions.py"),
    ),
    q(
        "jsonschema",
        "returns",
        "validator_for -- what does it hand back, and in which cases?",
        {"returns": "validator_for", "file": "jsonschema/validators.py"},
    ),
    q(
        "jsonschema",
        "calls",
        "who uses find_additional_properties",
        grep(r"find_additional_properties\(", "jsonschema/_keywords.py"),
    ),
    q(
        "jsonschema",
        "raises",
        "Where's FormatError actualy raised when a value doesn't match its format?",
        grep(r"raise FormatError\(", "jsonschema/_format.py"),
    ),
    q(
        "jsonschema",
        "raises",
        "Which lines raise `UndefinedTypeCheck`?",
        grep(r"raise UndefinedTypeCheck\(", "jsonschema/_types.py"),
    ),
    q(
        "jsonschema",
        "how",
        "hi! how does a validator's iter_errors deal with a schema that is literally `False`?",
        {"body": "create.Validator.iter_errors"},
    ),
    q(
        "jsonschema",
        "which",
        "In jsonschema, what tells whether a list has any repeated entries, and falls back to "
        "comparing them one against another when they can't be put in order?",
        {"body": "uniq", "file": "jsonschema/_utils.py"},
        own=True,
    ),
    q(
        "jsonschema",
        "which",
        "I've got a whole heap of validation failures back. Which function picks out the single "
        "one that's most useful to show a person?",
        {"body": "best_match"},
        own=True,
    ),
    q(
        "jsonschema",
        "which",
        "what writes a list of keys out as a chain of square-bracket lookups, like "
        "thing[0]['x'], for the messages?",
        {"body": "format_as_index", "file": "jsonschema/_utils.py"},
        own=True,
    ),
    run(
        "jsonschema",
        "What does {} print? (the jsonschema in this folder)",
        "import jsonschema; s = {'type': 'integer'}; "
        "print([jsonschema.Draft4Validator(s).is_valid(3.0), "
        "jsonschema.Draft7Validator(s).is_valid(3.0)])",
        "[False, True]",
    ),
    q(
        "jsonschema",
        "edit",
        "Please rewrite jsonschema so that validation is async all the way down (asyncio), the "
        "keyword functions and the $ref lookups included.",
        {"effect": {"declined": True}},
    ),
    # --- lark ------------------------------------------------------------------------------
    q(
        "lark",
        "where",
        "Where does lark set earley as the default parser?",
        grep(r"^\s+'parser': 'earley',", "lark/lark.py"),
    ),
    q("lark", "returns", "What does `Lark.open` return?", {"returns": "Lark.open"}),
    q("lark", "calls", "Which places call assert_config?", {"grep": r"(?<!def )\bassert_config\("}),
    q(
        "lark",
        "raises",
        "my indented grammar dies when a line dedents to a column that doesn't line up with any "
        "earlier block -- where in the Indenter does that blow up?",
        grep(r"raise DedentError\(", "lark/indenter.py"),
    ),
    q(
        "lark",
        "raises",
        "where is LexError raised in lark/lexer.py",
        grep(r"raise LexError\(", "lark/lexer.py"),
    ),
    q(
        "lark",
        "how",
        "How does Lark pick a lexer when I leave lexer='auto'?",
        grep(
            r"if self\.options\.lexer == 'auto':|self\.options\.lexer = '(contextual|basic|dynamic)'",
            "lark/lark.py",
        ),
    ),
    q(
        "lark",
        "which",
        "Which method prints the bit of input around a syntax error, with a marker on the next "
        "line under the spot where it went wrong?",
        {"body": "UnexpectedInput.get_context"},
        own=True,
    ),
    q(
        "lark",
        "which",
        "When Python's regex module refuses one giant alternation because it has too many named "
        "pieces, what keeps cutting the list in half and trying again?",
        {"body": "Scanner._build_mres"},
        own=True,
    ),
    q(
        "lark",
        "which",
        "which Tree method dissolves certain direct descendants of a node into it, so that their "
        "contents sit one level higher?",
        {"body": "Tree.expand_kids_by_data"},
        own=True,
    ),
    run(
        "lark",
        "run {} and tell me the output",
        "from lark import Token; print(Token('A', 'x') == 'x', Token('A', 'x') == Token('B', 'x'))",
        "True False",
    ),
    q(
        "lark",
        "edit",
        "Add a GLR parsing backend to lark next to earley, lalr and cyk, and hook it up to the "
        "parser= option please.",
        {"effect": {"declined": True}},
    ),
    # --- stack_data ------------------------------------------------------------------------
    q(
        "stack_data",
        "where",
        "where is LINE_GAP created",
        grep(r"^LINE_GAP = ", "stack_data/core.py"),
    ),
    q("stack_data", "returns", "What does Line.is_current return?", {"returns": "Line.is_current"}),
    q(
        "stack_data",
        "calls",
        "Who calls `group_by_key_func` in stack_data/core.py?",
        grep(r"group_by_key_func\(", "stack_data/core.py"),
    ),
    q(
        "stack_data",
        "raises",
        "Where does stack_data raise TypeError?",
        grep(r"raise TypeError\(", "stack_data/core.py"),
    ),
    q(
        "stack_data",
        "where",
        "where's FrameInfo.stack_data defined?",
        {"def": "FrameInfo.stack_data"},
    ),
    q(
        "stack_data",
        "which",
        "Which helper shortens a list that's too long by keeping the start and the end and putting "
        "a filler item between them?",
        {"body": "truncate", "file": "stack_data/utils.py"},
        own=True,
    ),
    q(
        "stack_data",
        "which",
        "When the running code only knows a relative path for its source, what tries to find the "
        "real file by looking in the current folder and then in each import search directory?",
        {"body": "FrameInfo.filename"},
        own=True,
    ),
    q(
        "stack_data",
        "edit",
        "In stack_data's Options, make `before` default to 5 instead of 3.",
        {
            "effect": {
                "line_replaced": ["stack_data/core.py", "before: int = 3,", "before: int = 5,"]
            }
        },
    ),
    # --- zipp ------------------------------------------------------------------------------
    q("zipp", "where", "Where's FastLookup defined (zipp)?", {"def": "FastLookup"}),
    q(
        "zipp",
        "calls",
        "who calls _implied_dirs?",
        grep(r"(self|cls)\._implied_dirs\(", "zipp/__init__.py"),
    ),
    q(
        "zipp",
        "raises",
        "If I call .open() on a zipp Path that points at a folder, where does it fail?",
        grep(r"raise IsADirectoryError\(", "zipp/__init__.py"),
    ),
    q("zipp", "returns", "wat does Path.is_dir return in zipp", {"returns": "Path.is_dir"}),
    q(
        "zipp",
        "which",
        "Which method makes sure a bare * in a zipp pattern never matches a zero-length folder "
        "name?",
        {"body": "Translator.star_not_empty"},
        own=True,
    ),
    run(
        "zipp",
        "What's the output of {}?",
        "from zipp.glob import Translator; print(Translator('/').translate_core('a?txt'))",
        "a[^/]txt",
    ),
    q(
        "zipp",
        "edit",
        "Add `import logging` to the imports at the top of zipp/__init__.py.",
        {"effect": {"at_top": ["zipp/__init__.py", "import logging"]}},
    ),
    # --- truststore ------------------------------------------------------------------------
    q(
        "truststore",
        "where",
        "where is _CA_FILE_CANDIDATES set?",
        grep(r"^_CA_FILE_CANDIDATES = ", "truststore/_openssl.py"),
    ),
    q(
        "truststore",
        "calls",
        "Who calls `_verify_peercerts`?",
        grep(r"(?<!def )\b_verify_peercerts\(", "truststore/_api.py"),
    ),
    q(
        "truststore",
        "raises",
        "truststore: where's the ValueError about check_hostname needing server_hostname raised?",
        grep(
            r'raise ValueError\("check_hostname requires server_hostname"\)', "truststore/_api.py"
        ),
    ),
    q("truststore", "where", "Where is inject_into_ssl defined?", {"def": "inject_into_ssl"}),
    q(
        "truststore",
        "which",
        "Which function undoes the monkeypatch and gives Python back its stock secure-connection "
        "class?",
        {"body": "extract_from_ssl"},
        own=True,
    ),
    q(
        "truststore",
        "edit",
        "bump truststore's __version__ to 0.10.6",
        {"effect": {"value_set": ["truststore/__init__.py", "__version__", '"0.10.6"']}},
    ),
    # --- jsonpointer -----------------------------------------------------------------------
    q(
        "jsonpointer",
        "raises",
        "Where does the JsonPointer constructor reject a badly formed pointer string?",
        grep(
            r"raise JsonPointerException\('(Found invalid escape|Location must start with /)",
            "jsonpointer.py",
        ),
    ),
    q("jsonpointer", "where", "EndOfList -- where's that class?", {"def": "EndOfList"}),
    q(
        "jsonpointer",
        "calls",
        "Where is `get_part` called from?",
        grep(r"JsonPointer\.get_part\(", "jsonpointer.py"),
    ),
    run(
        "jsonpointer",
        "Can you run {} for me and say what it prints?",
        "import jsonpointer; print(jsonpointer.JsonPointer.from_parts(['a/b', 'c~d']).path)",
        "/a~1b/c~0d",
    ),
    q(
        "jsonpointer",
        "edit",
        "Rename the pairwise helper in jsonpointer.py to adjacent_pairs, everywhere it's "
        "mentioned.",
        {"effect": {"renamed": ["pairwise", "adjacent_pairs"]}},
    ),
]
