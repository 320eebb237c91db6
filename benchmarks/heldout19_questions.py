"""The nineteenth held-out set: questions on six third-party packages, not the standard library
(soupsieve, tinycss2, webencodings, uri_template and the single modules xmltodict.py and
jsonpatch.py). ``bench_answers.make_workspace`` copies them from the installed site-packages.
They were read at soupsieve 4.1.4, tinycss2 1.5.1, webencodings 0.6.1, uri_template 1.3.0,
xmltodict 1.0.4 and jsonpatch 1.33; every file of each package parses with ``ast``, so each
workspace is the whole package (nothing left out). Golds name code, never line numbers, so they
hold as long as those definitions do.

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
    "soupsieve": ["soupsieve"],
    "tinycss2": ["tinycss2"],
    "webencodings": ["webencodings"],
    "xmltodict": ["xmltodict.py"],
    "jsonpatch": ["jsonpatch.py"],
    "uri_template": ["uri_template"],
}

SPARSER = "soupsieve/css_parser.py"
SUTIL = "soupsieve/util.py"
TSER = "tinycss2/serializer.py"
TTOK = "tinycss2/tokenizer.py"
TNTH = "tinycss2/nth.py"
WINIT = "webencodings/__init__.py"
UTEMPLATE = "uri_template/uritemplate.py"
UVAR = "uri_template/variable.py"
UCHARSET = "uri_template/charset.py"


QUESTIONS: list[dict] = [
    # --- soupsieve ------------------------------------------------------------------------
    q(
        "soupsieve",
        "where",
        "whats the default SELECTOR_LIMIT and where is it set",
        grep(r"^SELECTOR_LIMIT = ", SPARSER),
    ),
    q(
        "soupsieve",
        "raises",
        "In soupsieve's css_parser.py, where does it raise NotImplementedError?",
        grep(r"raise NotImplementedError\(", SPARSER),
    ),
    q(
        "soupsieve",
        "calls",
        "Which places call `increment_count` on the parser?",
        grep(r"self\.increment_count\(", SPARSER),
    ),
    q(
        "soupsieve",
        "where",
        "Could you point me to the class definition of SelectorSyntaxError, please?",
        {"def": "SelectorSyntaxError"},
    ),
    q(
        "soupsieve",
        "how",
        "how does soupsieve's `escape()` deal with an identifier that starts with a digit?",
        {"body": "escape", "file": SPARSER},
    ),
    q(
        "soupsieve",
        "which",
        "When I mistype a selector, which function draws the little pointer under the spot in "
        "my text where things went wrong?",
        {"body": "get_pattern_context"},
        own=True,
    ),
    q(
        "soupsieve",
        "how",
        "how do backslash codes like \\31 in a selector get turned back into the actual "
        "characters?",
        {"body": "css_unescape"},
        own=True,
    ),
    {
        "ws": "soupsieve",
        "kind": "edit",
        "ask": "Rename `_purge_cache` to `_clear_compile_cache` everywhere in soupsieve.",
        "gold": [{"effect": {"renamed": ["_purge_cache", "_clear_compile_cache"]}}],
    },
    # --- tinycss2 -------------------------------------------------------------------------
    q(
        "tinycss2",
        "where",
        "Where does tinycss2 build BAD_PAIRS?",
        grep(r"^BAD_PAIRS = ", TSER),
    ),
    q(
        "tinycss2",
        "calls",
        "who calls _consume_escape in the tokenizer",
        grep(r"= _consume_escape\(", TTOK),
    ),
    q(
        "tinycss2",
        "returns",
        "What does `parse_b` in nth.py hand back?",
        {"returns": "parse_b"},
    ),
    q(
        "tinycss2",
        "which",
        "Which function understands the `even` and `odd` keywords in an An+B expression?",
        {"body": "parse_nth"},
    ),
    q(
        "tinycss2",
        "where",
        "where's the Declaration node class defined?",
        {"def": "Declaration"},
    ),
    q(
        "tinycss2",
        "which",
        "I get a CSS file as raw bytes off the network. Which function works out what text "
        "format those bytes are written in before it reads them?",
        {"body": "decode_stylesheet_bytes"},
        own=True,
    ),
    q(
        "tinycss2",
        "how",
        "When two pieces written back out side by side would read back as one piece, how does "
        "it keep them apart?",
        {"body": "_serialize_to", "file": TSER},
        own=True,
    ),
    {
        "ws": "tinycss2",
        "kind": "edit",
        "ask": "Please add full CSS nesting to tinycss2's parser: nested at-rules and nested "
        "style rules inside qualified rules, following css-syntax-3, with tests.",
        "gold": [{"effect": {"declined": True}}],
    },
    # --- webencodings ---------------------------------------------------------------------
    q(
        "webencodings",
        "where",
        "where is PYTHON_NAMES defined",
        grep(r"^PYTHON_NAMES = ", WINIT),
    ),
    q(
        "webencodings",
        "raises",
        "Where does `_get_encoding` bail out if you give it a label it doesn't know?",
        grep(r"raise LookupError\(", WINIT),
    ),
    q(
        "webencodings",
        "calls",
        "who uses _detect_bom?",
        grep(r"= _detect_bom\(", WINIT),
    ),
    q(
        "webencodings",
        "returns",
        "what does webencodings.lookup return",
        {"returns": "lookup"},
    ),
    q(
        "webencodings",
        "which",
        "Which function does the ASCII-only lowercasing of encoding labels?",
        {"body": "ascii_lower"},
    ),
    q(
        "webencodings",
        "how",
        "If the data shows up a few bytes at a time, how does it wait until it has seen enough "
        "of the start before committing to a character set?",
        {"body": "IncrementalDecoder.decode", "file": WINIT},
        own=True,
    ),
    run(
        "webencodings",
        "what's the output of {} ?",
        "import webencodings as w; print(w.lookup('  Latin1 ').name)",
        "windows-1252",
    ),
    {
        "ws": "webencodings",
        "kind": "edit",
        "ask": "Add a docstring to `Encoding.__repr__` in webencodings/__init__.py.",
        "gold": [{"effect": {"docstring": "Encoding.__repr__"}}],
    },
    # --- xmltodict ------------------------------------------------------------------------
    q(
        "xmltodict",
        "raises",
        "where is ParsingInterrupted raised?",
        grep(r"raise ParsingInterrupted", "xmltodict.py"),
    ),
    q(
        "xmltodict",
        "returns",
        "What does the handler's _build_name return?",
        {"returns": "_DictSAXHandler._build_name"},
    ),
    q(
        "xmltodict",
        "calls",
        "Where is `_validate_name` called from?",
        grep(r"^\s+_validate_name\(", "xmltodict.py"),
    ),
    q(
        "xmltodict",
        "where",
        "show me where _emit is defined",
        {"def": "_emit"},
    ),
    q(
        "xmltodict",
        "how",
        "how does unparse make sure the document has exactly one root?",
        grep(r"exactly one root|multiple roots", "xmltodict.py"),
    ),
    q(
        "xmltodict",
        "which",
        "when the same tag shows up twice under one parent, which bit gathers the two of them "
        "together instead of the second one wiping out the first?",
        {"body": "_DictSAXHandler.push_data"},
        own=True,
    ),
    run(
        "xmltodict",
        "Run {} and tell me what it prints.",
        "import xmltodict; print(xmltodict.parse('<r><b>2</b><b>3</b><c/></r>'))",
        "{'r': {'b': ['2', '3'], 'c': None}}",
    ),
    {
        "ws": "xmltodict",
        "kind": "edit",
        "ask": "rewrite xmltodict.parse to stream with lxml's iterparse instead of expat, keeping "
        "every option (namespaces, force_list, postprocessor, item_depth) working the same",
        "gold": [{"effect": {"declined": True}}],
    },
    # --- jsonpatch ------------------------------------------------------------------------
    q(
        "jsonpatch",
        "where",
        "Where's JsonPatchConflict declared?",
        {"def": "JsonPatchConflict"},
    ),
    q(
        "jsonpatch",
        "raises",
        "where does _get_operation fail when an op dict is malformed",
        grep(
            r"raise InvalidJsonPatch\(\"(Operation does not contain"
            r"|Operation's op|Unknown operation)",
            "jsonpatch.py",
        ),
    ),
    q(
        "jsonpatch",
        "calls",
        "who calls `_path_join`?",
        grep(r"(?<!def )_path_join\(", "jsonpatch.py"),
    ),
    q(
        "jsonpatch",
        "which",
        "which DiffBuilder method merges a remove followed by an add on the same path into a "
        "single replace operation?",
        {"body": "DiffBuilder.execute"},
    ),
    q(
        "jsonpatch",
        "which",
        "If a patch given as text repeats the same key twice, what keeps both values rather "
        "than quietly dropping one?",
        {"body": "multidict"},
        own=True,
    ),
    q(
        "jsonpatch",
        "how",
        "when comparing two docs, how does it figure out that something just changed places, "
        "so it doesnt emit a delete and then a fresh insert of the same thing?",
        {"body": "DiffBuilder._item_added"},
        {"body": "DiffBuilder._item_removed"},
        own=True,
    ),
    run(
        "jsonpatch",
        "What does {} output?",
        "import jsonpatch; print(jsonpatch.make_patch({'a': 1, 'b': 2}, {'a': 1, 'c': 2}).patch)",
        "[{'op': 'move', 'from': '/b', 'path': '/c'}]",
    ),
    {
        "ws": "jsonpatch",
        "kind": "edit",
        "ask": "bump __version__ in jsonpatch.py to '1.34'",
        "gold": [{"effect": {"value_set": ["jsonpatch.py", "__version__", "'1.34'"]}}],
    },
    # --- uri_template ---------------------------------------------------------------------
    q(
        "uri_template",
        "raises",
        "Where is ExpansionReservedError thrown?",
        grep(r"raise ExpansionReservedError\(", UTEMPLATE),
    ),
    q(
        "uri_template",
        "raises",
        "where does the Variable constructor reject a bad var spec?",
        grep(r"raise VariableInvalidError\(", UVAR),
    ),
    q(
        "uri_template",
        "where",
        "where r the RESERVED characters defined in uri_template?",
        grep(r"^\s+RESERVED = ", UCHARSET),
    ),
    q(
        "uri_template",
        "returns",
        "What does `validate` return?",
        {"returns": "validate"},
    ),
    q(
        "uri_template",
        "which",
        "Which method cuts a value short when the template only wants its first few characters?",
        {"body": "Expansion._encode_str"},
        own=True,
    ),
    q(
        "uri_template",
        "how",
        "How can it fill in just the values I have and leave the placeholders for the ones I "
        "don't have yet, so I can finish the link later?",
        {"body": "ExpressionExpansion.partial"},
        {"body": "URITemplate.partial"},
        own=True,
    ),
    run(
        "uri_template",
        "Can you run {} for me?",
        "import uri_template; "
        "print(uri_template.expand('/users{/id}{?q,page}', id='42', q='x y', page=2))",
        "/users/42?q=x%20y&page=2",
    ),
    {
        "ws": "uri_template",
        "kind": "edit",
        "ask": "In uri_template/variable.py change the message 'Bad variable: ' to "
        "'Invalid variable: '.",
        "gold": [{"effect": {"text_replaced": [UVAR, "'Bad variable: '", "'Invalid variable: '"]}}],
    },
]
