"""The twenty-ninth held-out set: 48 questions on four third-party packages that no other set uses
(graphql-core 3.2.8's ``graphql``, docutils 0.19, jsonschema-path 0.5.0's ``jsonschema_path`` and
sniffio 1.3.1), written blind: by reading only those packages as installed (``pip show`` gave
those versions), never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

Most questions name the code (where a thing is defined, what it returns, who calls it, where
something is raised or set, how a named function does something); ten are in the user's own
words (``"own": True``: behaviour described in everyday words the code does not use for it, each
checked with a grep of the gold definition); four run a command and six ask for an edit, two of
them beyond a program that is not an LLM. Gold forms are those of ``code_questions.py``; the
workspaces are copied from the installed site-packages (``bench_answers.source``).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "graphql": ["graphql"],
    "docutils": ["docutils"],
    "jsonschema_path": ["jsonschema_path"],
    "sniffio": ["sniffio"],
}


QUESTIONS: list[dict] = [
    # --- graphql (graphql-core 3.2.8) -----------------------------------------------------------
    q("graphql", "where", "where is LexicalDistance defined", {"def": "LexicalDistance"}),
    q(
        "graphql",
        "returns",
        "What does `read_hex_digit` in the lexer give back, e.g. for a char that isn't hex?",
        {"returns": "read_hex_digit"},
    ),
    q(
        "graphql",
        "calls",
        "who actually calls dedent_block_string_lines? I only see it exported from block_string.py",
        grep(r"dedent_block_string_lines\(block_lines\)", "graphql/language/lexer.py"),
        {"def": "Lexer.read_block_string"},
    ),
    q(
        "graphql",
        "raises",
        "Where does FrozenError get raised?",
        grep(r"raise FrozenError", "graphql/pyutils/frozen_list.py"),
        grep(r"raise FrozenError", "graphql/pyutils/frozen_dict.py"),
    ),
    q(
        "graphql",
        "where",
        "hey, where is DEFAULT_DEPRECATION_REASON given its value?",
        grep(r"^DEFAULT_DEPRECATION_REASON = ", "graphql/type/directives.py"),
    ),
    q(
        "graphql",
        "how",
        "How does `Lexer.lookahead` skip past COMMENT tokens without moving the lexer forward?",
        {"body": "Lexer.lookahead"},
    ),
    q(
        "graphql",
        "calls",
        "where's _KIND_FOR_PUNCT used",
        grep(r"_KIND_FOR_PUNCT\.get\(", "graphql/language/lexer.py"),
    ),
    q(
        "graphql",
        "which",
        "Which function in print_schema.py writes out the @deprecated directive, leaving the "
        "reason off when it is the default one?",
        {"body": "print_deprecated"},
    ),
    q(
        "graphql",
        "raises",
        "In execute.py, where does execute_sync blow up when the execution turns out to be async?",
        grep(r"raise RuntimeError\(\"GraphQL execution failed", "graphql/execution/execute.py"),
    ),
    q(
        "graphql",
        "which",
        "Which helper makes 'v9' land ahead of 'v10' when a bunch of labels get lined up, reading "
        "the runs of numerals by their value instead of char by char?",
        {"body": "natural_comparison_key"},
        own=True,
    ),
    q(
        "graphql",
        "which",
        "where do overly long text values get cut down so only the beginning and the tail remain, "
        "with three dots in between?",
        {"body": "trunc_str"},
        own=True,
    ),
    q(
        "graphql",
        "which",
        "Is there a little function somewhere that rewrites `someFieldName` as `some_field_name`?",
        {"body": "camel_to_snake"},
        own=True,
    ),
    run(
        "graphql",
        "what does {} print out?",
        "from graphql.pyutils import did_you_mean; print(did_you_mean(['alpha', 'beta', 'gamma']))",
        "Did you mean 'alpha', 'beta', or 'gamma'?",
    ),
    q(
        "graphql",
        "edit",
        "Could you lower `MAX_LENGTH` in graphql/pyutils/did_you_mean.py to 3? Five suggestions is "
        "too many for us.",
        {"effect": {"value_set": ["graphql/pyutils/did_you_mean.py", "MAX_LENGTH", "3"]}},
    ),
    q(
        "graphql",
        "edit",
        "please rewrite the graphql lexer so it also accepts single-quoted strings, and update the "
        "parser and the printer to match",
        {"effect": {"declined": True}},
    ),
    # --- docutils 0.19 -------------------------------------------------------------------------
    q(
        "docutils",
        "raises",
        "where does directives.choice() fail if the value passed in isn't acceptable?",
        grep(
            r"raise ValueError\('(must supply an argument|\"%s\" unknown)",
            "docutils/parsers/rst/directives/__init__.py",
        ),
    ),
    q(
        "docutils",
        "where",
        "Where is `length_units` set in the rst directives package?",
        grep(r"^length_units = ", "docutils/parsers/rst/directives/__init__.py"),
    ),
    q(
        "docutils",
        "returns",
        "what does utils.version_identifier return",
        {"returns": "version_identifier"},
    ),
    q(
        "docutils",
        "calls",
        "Who calls `new_reporter`?",
        grep(r"(= |\.)new_reporter\(", "docutils/utils/__init__.py"),
        grep(r"(= |\.)new_reporter\(", "docutils/readers/doctree.py"),
    ),
    q(
        "docutils",
        "raises",
        "where is NameValueError raised in docutils/utils/__init__.py?",
        grep(r"raise NameValueError\(", "docutils/utils/__init__.py"),
    ),
    q(
        "docutils",
        "how",
        "how does escape2null deal with backslashes in the text?",
        {"body": "escape2null"},
    ),
    q(
        "docutils",
        "which",
        "Which function in parsers/rst/directives/__init__.py converts codes like `0x2603`, "
        "`U+2603` or `&#x2603;` to the character, and leaves other text alone?",
        {"body": "unicode_code"},
    ),
    q(
        "docutils",
        "where",
        "where are the `thresholds` for --report/--halt defined on OptionParser in frontend.py?",
        grep(r"^    thresholds = \{", "docutils/frontend.py"),
    ),
    q(
        "docutils",
        "which",
        "which helper figures out how to reach one document from another by climbing up through "
        "folders, and just hands back the full location when the two live on different drives?",
        {"body": "relative_path"},
        own=True,
    ),
    q(
        "docutils",
        "which",
        "what tells me how many character cells a string fills on a terminal, with Chinese or "
        "Japanese glyphs taking two and accent marks taking none?",
        {"body": "column_width"},
        own=True,
    ),
    q(
        "docutils",
        "which",
        "I'd like to know which function boils a section title such as 'Café Menu!' down to a "
        "dash-joined slug I can put in a page link",
        {"body": "make_id"},
        own=True,
    ),
    run(
        "docutils",
        "Can you run {} and tell me the output",
        "from docutils.utils import normalize_language_tag; print(normalize_language_tag('pt_BR'))",
        "['pt-br', 'pt']",
    ),
    q(
        "docutils",
        "edit",
        "add a docstring to `uniq` in docutils/utils/__init__.py, thanks",
        {"effect": {"docstring": "uniq"}},
    ),
    q(
        "docutils",
        "edit",
        "Port the html5 writer so it emits Markdown instead of HTML, keeping every feature it has "
        "today.",
        {"effect": {"declined": True}},
    ),
    # --- jsonschema_path (jsonschema-path 0.5.0) ------------------------------------------------
    q(
        "jsonschema_path",
        "where",
        "Where's `SchemaAccessor.from_schema`?",
        {"def": "SchemaAccessor.from_schema"},
    ),
    q(
        "jsonschema_path",
        "returns",
        "what does PathReader.read hand back?",
        {"returns": "PathReader.read"},
    ),
    q(
        "jsonschema_path",
        "calls",
        "who calls rebind_resolved from _referencing_compat?",
        grep(r"rebind_resolved\(cached_resolved", "jsonschema_path/accessors.py"),
        grep(r"rebind_resolved\(cached_resolved", "jsonschema_path/resolvers.py"),
    ),
    q(
        "jsonschema_path",
        "raises",
        "where does the SchemaAccessor constructor complain about a bad resolved_cache_maxsize?",
        grep(r"raise ValueError\(\"resolved_cache_maxsize", "jsonschema_path/accessors.py"),
    ),
    q(
        "jsonschema_path",
        "where",
        "where is SPEC_SEPARATOR set",
        grep(r"^SPEC_SEPARATOR = ", "jsonschema_path/paths.py"),
    ),
    q(
        "jsonschema_path",
        "raises",
        "Which lines in paths.py raise TypeError?",
        grep(r"raise TypeError\(", "jsonschema_path/paths.py"),
    ),
    q(
        "jsonschema_path",
        "how",
        "how does FullPathResolvedCache.set throw out old entries once it is full?",
        {"body": "FullPathResolvedCache.set"},
    ),
    q(
        "jsonschema_path",
        "which",
        "which tiny check tells me whether a chunk of the document is only a pointer to somewhere "
        "else?",
        {"body": "is_ref"},
        own=True,
    ),
    q(
        "jsonschema_path",
        "which",
        "Which function turns a file:// web address into a location on the local disk?",
        {"body": "uri_to_path"},
        own=True,
    ),
    q(
        "jsonschema_path",
        "which",
        "what looks for the deepest ancestor that was already remembered, so walking down to a "
        "requested spot can pick up from there instead of starting over?",
        {"body": "PrefixResolvedCache.longest_prefix_hit"},
        own=True,
    ),
    run(
        "jsonschema_path",
        "What's the output of {}?",
        "from jsonschema_path import SchemaPath; "
        "print(SchemaPath.from_dict({'paths': {'x': 1}}, 'paths#x').parts)",
        "('paths', 'x')",
    ),
    q(
        "jsonschema_path",
        "edit",
        "rename SPEC_SEPARATOR to PATH_SEPARATOR everywhere please",
        {"effect": {"renamed": ["SPEC_SEPARATOR", "PATH_SEPARATOR"]}},
    ),
    # --- sniffio 1.3.1 -------------------------------------------------------------------------
    q(
        "sniffio",
        "raises",
        "where is AsyncLibraryNotFoundError raised?",
        grep(r"raise AsyncLibraryNotFoundError\(", "sniffio/_impl.py"),
    ),
    q(
        "sniffio",
        "where",
        "Where does sniffio create `thread_local`?",
        grep(r"^thread_local = ", "sniffio/_impl.py"),
    ),
    q(
        "sniffio",
        "returns",
        "What are the possible return values of current_async_library()?",
        {"returns": "current_async_library"},
    ),
    q(
        "sniffio",
        "where",
        "wheres the version number of sniffio set",
        grep(r"^__version__ = ", "sniffio/_version.py"),
    ),
    q(
        "sniffio",
        "how",
        "How does it work out which event-loop framework is driving my coroutine when nobody set "
        "that by hand?",
        {"body": "current_async_library"},
        own=True,
    ),
    run(
        "sniffio",
        "run {} for me",
        "import sniffio; sniffio.current_async_library_cvar.set('generic-lib'); "
        "print(sniffio.current_async_library().upper())",
        "GENERIC-LIB",
    ),
    q(
        "sniffio",
        "edit",
        "In sniffio/_version.py add `__version_info__ = (1, 3, 1)` as the last line.",
        {"effect": {"last_line": ["sniffio/_version.py", "__version_info__ = (1, 3, 1)"]}},
    ),
]
