"""The eighty-seventh held-out set: questions on two third-party packages, copied from the installed
site-packages (libcst 1.0.1, of which only the node classes ``libcst/_nodes``, the pure-Python
parser ``libcst/_parser`` and the codemod framework ``libcst/codemod``, and mistune 3.4.0, the
whole package), written blind: by reading only those packages, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the packages (libcst most, then mistune). About a fifth
of them are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h87_libcst": ["libcst/_nodes", "libcst/_parser", "libcst/codemod"],
    "h87_mistune": ["mistune"],
}

STATEMENT = "libcst/_nodes/statement.py"
DETECT = "libcst/_parser/detect_config.py"
CLI = "libcst/codemod/_cli.py"
ADD_IMPORTS = "libcst/codemod/visitors/_add_imports.py"
PERCENT = "libcst/codemod/commands/convert_percent_format_to_fstring.py"
HTML = "mistune/renderers/html.py"


QUESTIONS: list[dict] = [
    # --- libcst ------------------------------------------------------------------------------
    q(
        "h87_libcst",
        "where",
        "where is CodegenState defined?",
        {"def": "CodegenState"},
    ),
    q(
        "h87_libcst",
        "where",
        "Quick one: in the codemod package, where's `gather_files`?",
        {"def": "gather_files"},
    ),
    q(
        "h87_libcst",
        "where",
        "I keep passing a PartialParserConfig to parse_module. Where is that class actually "
        "declared?",
        {"def": "PartialParserConfig"},
    ),
    q(
        "h87_libcst",
        "returns",
        "what does diff_code return if the codemod didn't change anything",
        {"returns": "diff_code"},
    ),
    q(
        "h87_libcst",
        "returns",
        "What do I get back from `ImportAlias.evaluated_alias` when the import has no `as` part?",
        {"returns": "ImportAlias.evaluated_alias"},
    ),
    q(
        "h87_libcst",
        "calls",
        "who calls invoke_formatter?",
        grep(r"= invoke_formatter\(", CLI),
    ),
    q(
        "h87_libcst",
        "calls",
        "Where is `_detect_indent` used from?",
        grep(r"= _detect_indent\(", DETECT),
    ),
    q(
        "h87_libcst",
        "calls",
        "which codemods call insert_header_comments",
        {"grep": r"return insert_header_comments\("},
    ),
    q(
        "h87_libcst",
        "calls",
        "Can you find every caller of get_docstring_impl? I want to know which nodes expose a "
        "get_docstring.",
        {"grep": r"return get_docstring_impl\("},
    ),
    q(
        "h87_libcst",
        "raises",
        "Where does a Try node blow up if I build it with no except handlers?",
        grep(r"A Try statement must have at least one ExceptHandler", STATEMENT),
    ),
    q(
        "h87_libcst",
        "raises",
        "where is 'Each parser object may only be used to parse once.' raised",
        grep(r"Each parser object may only be used to parse once", "libcst/_parser/base_parser.py"),
    ),
    q(
        "h87_libcst",
        "raises",
        "If I do PartialParserConfig(encoding='utf-9') where exactly does it reject that?",
        grep(r"is not a supported encoding", "libcst/_parser/types/config.py"),
    ),
    q(
        "h87_libcst",
        "raises",
        "RenameCommand threw a ValueError at me about colons. Where's that raised?",
        grep(r'raise ValueError\("Error: `(new|old)_name`', "libcst/codemod/commands/rename.py"),
    ),
    q(
        "h87_libcst",
        "raises",
        "where does AddImportsVisitor refuse to `import __future__` on its own",
        grep(r"Cannot import __future__ directly", ADD_IMPORTS),
    ),
    q(
        "h87_libcst",
        "raises",
        "Which lines in wrapped_tokenize.py raise ParserSyntaxError?",
        grep(r"raise ParserSyntaxError\(", "libcst/_parser/wrapped_tokenize.py"),
    ),
    q(
        "h87_libcst",
        "const",
        "where's DEFAULT_SUPPRESS_COMMENT_REGEX defined? want to see what comments make "
        "remove_unused_imports leave an import alone",
        grep(
            r"^DEFAULT_SUPPRESS_COMMENT_REGEX = ",
            "libcst/codemod/commands/remove_unused_imports.py",
        ),
    ),
    q(
        "h87_libcst",
        "which",
        "Which method on CSTNode lets me swap one node somewhere deep in the tree for another "
        "without chaining a pile of with_changes calls?",
        {"body": "CSTNode.deep_replace"},
        {"body": "CSTNode.with_deep_changes"},
    ),
    q(
        "h87_libcst",
        "which",
        "which part works out whether a file I parse uses tabs or spaces at the start of "
        "nested lines, and how many of them?",
        {"body": "_detect_indent"},
        own=True,
    ),
    q(
        "h87_libcst",
        "which",
        "When I run a codemod over my whole repo, which code makes it leave alone the files that "
        "were written by a tool rather than by a person?",
        {"body": "_execute_transform"},
        {"body": "exec_transform_with_prettyprint"},
        own=True,
    ),
    q(
        "h87_libcst",
        "which",
        "Which visitor goes through a file picking out the remarks that match some pattern (like "
        "the ones telling a checker to ignore a line) and notes which line each one applies to?",
        {"body": "GatherCommentsVisitor"},
        own=True,
    ),
    q(
        "h87_libcst",
        "which",
        "My rewrite sometimes needs a second go to catch everything. Which method do I override "
        "so it keeps running over the file again and again until the result stops moving?",
        {"body": "Codemod.should_allow_multiple_passes"},
        {"body": "Codemod.transform_module"},
        own=True,
    ),
    q(
        "h87_libcst",
        "which",
        "which codemod command turns `'%s items' % n` into an f-string?",
        {"body": "ConvertPercentFormatStringCommand"},
    ),
    q(
        "h87_libcst",
        "how",
        "How does SimpleString.quote tell a triple-quoted string from an empty '' one?",
        {"body": "SimpleString.quote"},
    ),
    q(
        "h87_libcst",
        "how",
        "When I ask a parsed function for the text blurb at the top of its body, how does it dig "
        "that out and strip the extra leading spaces off each line?",
        {"body": "get_docstring_impl"},
        own=True,
    ),
    q(
        "h87_libcst",
        "how",
        "how does AddImportsVisitor pick the spot where new imports get inserted? e.g. does it go "
        "after the module docstring?",
        {"body": "AddImportsVisitor._split_module"},
    ),
    q(
        "h87_libcst",
        "how",
        "My file doesn't end with a line break. How does the parser cope with that, and how does "
        "it avoid adding one when it writes the code back out?",
        grep(
            r"has_trailing_newline = detect_trailing_newline and|source_str \+= default_newline",
            DETECT,
        ),
        {"body": "_detect_trailing_newline"},
        {"body": "Module._codegen_impl"},
        own=True,
    ),
    q(
        "h87_libcst",
        "how",
        "How does MagicArgsCodemodCommand figure out what arguments to pass to the transforms it "
        "yields from get_transforms?",
        {"body": "MagicArgsCodemodCommand._instantiate"},
    ),
    q(
        "h87_libcst",
        "how",
        "if I point the batch runner at 10 files on an 8-core box, how many worker processes "
        "does it actually start, and when does it not bother with separate processes at all?",
        grep(r"chunksize = 4|jobs = min\(|if total == 1 or jobs == 1:|pool_impl = DummyPool", CLI),
        own=True,
    ),
    run(
        "h87_libcst",
        "What does {} print?",
        "import libcst as cst; m = cst.parse_module('x = 1\\r\\ny = 2'); "
        "print(repr(m.default_newline), m.has_trailing_newline)",
        "'\\r\\n' False",
    ),
    run(
        "h87_libcst",
        "run {} and tell me the output pls",
        "from libcst.codemod.visitors._imports import ImportItem; "
        "i = ImportItem('..pkg.mod', 'x'); print(i.module_name, i.relative, i.module)",
        "pkg.mod 2 ..pkg.mod",
    ),
    q(
        "h87_libcst",
        "edit",
        "Set USE_FSTRING_SIMPLE_EXPRESSION_MAX_LENGTH to 40 in "
        "libcst/codemod/commands/convert_percent_format_to_fstring.py.",
        {"effect": {"value_set": [PERCENT, "USE_FSTRING_SIMPLE_EXPRESSION_MAX_LENGTH", "40"]}},
    ),
    q(
        "h87_libcst",
        "edit",
        'comment out the `print("Executing codemod...", file=sys.stderr)` line in '
        "libcst/codemod/_cli.py, I don't want it in my logs",
        {"effect": {"comment_out": [CLI, 'print("Executing codemod...", file=sys.stderr)']}},
    ),
    q(
        "h87_libcst",
        "edit",
        "Could you add a docstring to `_detect_trailing_newline` in detect_config.py? Something "
        "like: tells whether the source ends in a real newline, not one after a backslash "
        "continuation.",
        {"effect": {"docstring": "_detect_trailing_newline"}},
    ),
    q(
        "h87_libcst",
        "edit",
        "The parallel codemod runner relies on fork. Can you rewrite it to use a thread pool "
        "with an on-disk cache of parsed modules so it works on Windows and runs faster, and "
        "add tests?",
        {"effect": {"declined": True}},
    ),
    # --- mistune -----------------------------------------------------------------------------
    q(
        "h87_mistune",
        "where",
        "where is import_plugin",
        {"def": "import_plugin"},
    ),
    q(
        "h87_mistune",
        "returns",
        "In the table plugin, what does `_strip_pipe_table_row` return for a line that isn't "
        "wrapped in pipes?",
        {"returns": "_strip_pipe_table_row"},
    ),
    q(
        "h87_mistune",
        "calls",
        "who calls parse_link_title?",
        {"grep": r"= parse_link_title\("},
    ),
    q(
        "h87_mistune",
        "raises",
        "Where does the toc directive raise ValueError for bad min-level / max-level options?",
        grep(r"raise ValueError\(", "mistune/directives/toc.py"),
    ),
    q(
        "h87_mistune",
        "raises",
        "I registered a plugin token but forgot the renderer function. Where does BaseRenderer "
        "raise the 'No renderer' error?",
        grep(r"raise AttributeError\('No renderer", "mistune/core.py"),
    ),
    q(
        "h87_mistune",
        "const",
        "where is the list of SAFE_PROTOCOLS for the html renderer set?",
        grep(r"SAFE_PROTOCOLS: ClassVar", HTML),
    ),
    q(
        "h87_mistune",
        "which",
        "which function stops people from sneaking a script into the page with a link like "
        "[click me](javascript:...) ?",
        {"body": "HTMLRenderer.sanitize_url"},
        {"body": "_is_safe_url"},
        own=True,
    ),
    q(
        "h87_mistune",
        "which",
        "Which function builds the nested bullet list of jump links to every heading, the kind "
        "you put at the top of a long page?",
        {"body": "render_toc_ul"},
        own=True,
    ),
    q(
        "h87_mistune",
        "how",
        "how does it make sure an anchor it makes up for a heading doesnt clash with an id "
        "that's already somewhere on the page?",
        {"body": "_HeadingIdAllocator"},
        own=True,
    ),
    q(
        "h87_mistune",
        "how",
        "How does the include directive stop a document from including a file outside its own "
        "folder, or including itself in a loop?",
        {"body": "Include.parse"},
    ),
    run(
        "h87_mistune",
        "Could you run {} and show me what comes out?",
        "import mistune; print(mistune.html('~~gone~~ and **bold**'))",
        "<p><del>gone</del> and <strong>bold</strong></p>",
    ),
    run(
        "h87_mistune",
        "what's the output of {}",
        "from mistune.renderers.html import HTMLRenderer; r = HTMLRenderer(); "
        "print(r.sanitize_url('javascript:alert(1)'), r.sanitize_url('/docs'))",
        "#harmful-link /docs",
    ),
    q(
        "h87_mistune",
        "edit",
        'In mistune/renderers/html.py make thematic_break return "<hr>\\n" instead of "<hr />\\n".',
        {"effect": {"text_replaced": [HTML, 'return "<hr />\\n"', 'return "<hr>\\n"']}},
    ),
    q(
        "h87_mistune",
        "edit",
        'please delete the `"url": "mistune.plugins.url.url",` entry from the _plugins dict '
        "in mistune/plugins/__init__.py",
        {
            "effect": {
                "line_deleted": ["mistune/plugins/__init__.py", '"url": "mistune.plugins.url.url",']
            }
        },
    ),
]
