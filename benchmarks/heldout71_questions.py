"""The seventy-first held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (Pygments 2.20.0, only its lexers
``pygments/lexers/javascript.py``, ``html.py``, ``c_cpp.py`` and ``markup.py``, and dask 2026.8.0,
only ``dask/array/slicing.py`` and ``dask/array/rechunk.py``), written blind: by reading only those
files, never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (the four Pygments lexers most, then the two
dask.array modules). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command or
ask for an edit, each in a phrasing of its own. The workspaces hold single files, not whole
packages, so the commands are plain shell commands run from the workspace root (the copied files
cannot be imported on their own). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

WORKSPACES: dict[str, list[str]] = {
    "h71_pygments": [
        "pygments/lexers/javascript.py",
        "pygments/lexers/html.py",
        "pygments/lexers/c_cpp.py",
        "pygments/lexers/markup.py",
    ],
    "h71_dask": ["dask/array/slicing.py", "dask/array/rechunk.py"],
}

JS = "pygments/lexers/javascript.py"
HTML = "pygments/lexers/html.py"
CCPP = "pygments/lexers/c_cpp.py"
MARKUP = "pygments/lexers/markup.py"
SLICING = "dask/array/slicing.py"
RECHUNK = "dask/array/rechunk.py"


QUESTIONS: list[dict] = [
    # --- pygments lexers ---------------------------------------------------------------------
    q("h71_pygments", "where", "where is CFamilyLexer defined?", {"def": "CFamilyLexer"}),
    q(
        "h71_pygments",
        "where",
        "Could you point me to WikitextLexer.handle_syntaxhighlight? I want to read how it "
        "handles <syntaxhighlight lang=...> tags.",
        {"def": "WikitextLexer.handle_syntaxhighlight"},
    ),
    q(
        "h71_pygments",
        "where",
        "TiddlyWiki5Lexer _handle_cssblock -- where is it",
        {"def": "TiddlyWiki5Lexer._handle_cssblock"},
    ),
    q(
        "h71_pygments",
        "returns",
        "What does `CppLexer.analyse_text` return? I'm trying to see why my .h file gets guessed "
        "as C++.",
        {"returns": "CppLexer.analyse_text"},
    ),
    q(
        "h71_pygments",
        "returns",
        "what score does XmlLexer.analyse_text give back when the text looks like xml",
        {"returns": "XmlLexer.analyse_text"},
    ),
    q(
        "h71_pygments",
        "calls",
        "Who calls get_lexer_by_name in pygments/lexers/markup.py?",
        grep(r"lexer = get_lexer_by_name\(", MARKUP),
    ),
    q(
        "h71_pygments",
        "calls",
        "where is `text_rules` used in the wikitext lexer?",
        grep(r"(?<!def )text_rules\(", MARKUP),
    ),
    q(
        "h71_pygments",
        "calls",
        "In javascript.py, which lines call do_insertions?",
        grep(r"yield from do_insertions\(", JS),
    ),
    q(
        "h71_pygments",
        "const",
        "where's JadeLexer set? is it just an alias for another class?",
        grep(r"^JadeLexer = PugLexer", HTML),
    ),
    q(
        "h71_pygments",
        "which",
        "I paste transcripts of a node terminal session into my docs: the lines I typed start "
        "with a greater-than sign, multi-line input continues with dots, and the rest is what "
        "node printed back. Which code colours that kind of snippet?",
        {"body": "NodeConsoleLexer.get_tokens_unprocessed"},
        {"body": "NodeConsoleLexer"},
        own=True,
    ),
    q(
        "h71_pygments",
        "which",
        "which part upgrades plain identifiers to type-coloured tokens in C code when they "
        "happen to be well-known library typedefs? the grammar itself just sees ordinary words",
        {"body": "CFamilyLexer.get_tokens_unprocessed"},
        own=True,
    ),
    q(
        "h71_pygments",
        "which",
        "Which lexer class handles Vue's `v-bind:` / `@click` attribute directives and the "
        "{{ mustache }} expressions?",
        {"body": "VueLexer"},
    ),
    q(
        "h71_pygments",
        "which",
        "In a .md file, which function picks a highlighter for a snippet set off by ``` lines, "
        "going by the word written right after the opening marks?",
        {"body": "MarkdownLexer._handle_codeblock"},
        own=True,
    ),
    q(
        "h71_pygments",
        "which",
        "which class turns <xsl:template> and friends into Keyword tokens instead of plain tags?",
        {"body": "XsltLexer.get_tokens_unprocessed"},
        {"body": "XsltLexer"},
    ),
    q(
        "h71_pygments",
        "which",
        "Our wiki pages (MediaWiki) have blocks of sheet music notation in them. Which piece of "
        "the highlighter deals with those blocks?",
        {"body": "WikitextLexer.handle_score"},
        own=True,
    ),
    q(
        "h71_pygments",
        "how",
        "How does HtmlLexer cope with a <script> tag that never gets closed?",
        grep(r"\(r'\.\+(\?\\n)?', using\(JavascriptLexer\)", HTML),
    ),
    q(
        "h71_pygments",
        "how",
        "how does it colour a code sample inside a .rst doc in the right language, given that "
        "the sample is indented under the line that names the language? does the indent get "
        "fed to the other highlighter too?",
        {"body": "RstLexer._handle_sourcecode"},
        own=True,
    ),
    q(
        "h71_pygments",
        "how",
        "How does LassoLexer.analyse_text decide whether some text is Lasso? What does it score?",
        {"body": "LassoLexer.analyse_text"},
    ),
    q(
        "h71_pygments",
        "how",
        "when a file has no name, how does pygments guess that it's the source of an old unix "
        "help page, the kind where every command line begins with a dot?",
        {"body": "GroffLexer.analyse_text"},
        own=True,
    ),
    q(
        "h71_pygments",
        "how",
        "How come everything inside `#if 0 ... #endif` in my C file comes out as a comment? "
        "Where is that handled, including nested #if blocks inside it?",
        grep(r"'if0'", CCPP),
    ),
    q(
        "h71_pygments",
        "how",
        "in org files, how does it spot the bits wrapped in markers like *this* or +this+ "
        "(bold, crossed-out text and so on)? is there one shared pattern builder for all of them?",
        {"body": "OrgLexer._inline"},
        own=True,
    ),
    q(
        "h71_pygments",
        "run",
        'What does `grep -n "class NodeConsoleLexer" pygments/lexers/javascript.py` print?',
        {"expect": "1530:class NodeConsoleLexer(Lexer):"},
    ),
    q(
        "h71_pygments",
        "run",
        "can you run `wc -l pygments/lexers/markup.py` and tell me the output",
        {"expect": "1659 pygments/lexers/markup.py"},
    ),
    q(
        "h71_pygments",
        "edit",
        "In the Markdown lexer (pygments/lexers/markup.py), please comment out the rule that "
        "highlights @mentions and #topics, i.e. the line `(r'[@#][\\w/:]+', Name.Entity),`",
        {"effect": {"comment_out": [MARKUP, "(r'[@#][\\w/:]+', Name.Entity),"]}},
    ),
    q(
        "h71_pygments",
        "edit",
        "we never highlight form data, drop the UrlEncodedLexer class from html.py",
        {"effect": {"definition_deleted": [HTML, "UrlEncodedLexer"]}},
    ),
    q(
        "h71_pygments",
        "edit",
        "Rename `delegate_tag_rules` in the WikitextLexer to `delegating_tag_rules`, and update "
        "every place it's used.",
        {"effect": {"renamed": ["delegate_tag_rules", "delegating_tag_rules"]}},
    ),
    q(
        "h71_pygments",
        "edit",
        "Could you make the C++ lexer really understand templates -- track nested <...> "
        "argument lists, tell types from values, and colour requires-clauses and concepts "
        "semantically? Tests too please.",
        {"effect": {"declined": True}},
    ),
    # --- dask.array slicing / rechunk --------------------------------------------------------
    q("h71_dask", "where", "Where's the SlicingNoop exception class?", {"def": "SlicingNoop"}),
    q(
        "h71_dask",
        "returns",
        "What does merge_to_number return, e.g. when the desired chunks are already few enough?",
        {"returns": "merge_to_number"},
    ),
    q(
        "h71_dask",
        "calls",
        "who calls _slice_1d",
        grep(r"map\(_slice_1d,|sorted\(_slice_1d\(", SLICING),
    ),
    q(
        "h71_dask",
        "calls",
        "Where is `_graph_size_threshold` used in rechunk.py?",
        grep(r"= _graph_size_threshold\(", RECHUNK),
    ),
    q(
        "h71_dask",
        "raises",
        "x.rechunk(..., method='foo') blows up with NotImplementedError, where's that raised?",
        grep(r"raise NotImplementedError\(f\"Unknown rechunking method", RECHUNK),
    ),
    q(
        "h71_dask",
        "raises",
        "Where does _validate_rechunk raise its error about dimensions with missing values?",
        grep(r"Chunks must be unchanging along dimensions with missing values", RECHUNK),
    ),
    q(
        "h71_dask",
        "raises",
        "I get `ValueError: Provided chunks are not consistent with shape`. Where is that thrown?",
        grep(r"raise ValueError\(\"Provided chunks are not consistent with shape\"\)", RECHUNK),
    ),
    q(
        "h71_dask",
        "raises",
        "where is SlicingNoop raised",
        grep(r"raise SlicingNoop\(\)", SLICING),
    ),
    q(
        "h71_dask",
        "raises",
        "Where does check_index raise the IndexError for an out-of-bounds index or a boolean "
        "mask of the wrong length?",
        grep(
            r'^\s+f"(Boolean array with size|Index is out of bounds|Index \{ind\} is out of bounds)',
            SLICING,
        ),
    ),
    q(
        "h71_dask",
        "raises",
        'where do we raise IndexError("Too many indices for array") in slicing.py?',
        grep(r'raise IndexError\("Too many indices for array"\)', SLICING),
    ),
    q(
        "h71_dask",
        "raises",
        "Where does parse_assignment_indices refuse a scalar boolean (or a 0-d array) as an "
        "assignment index?",
        grep(r'"dask does not yet implement assignment to a scalar "', SLICING),
    ),
    q(
        "h71_dask",
        "raises",
        "Where does `take` fail for an array whose chunk sizes are unknown?",
        grep(r'f"Array chunk size or shape is unknown\. \{unknown_chunk_message\}"', SLICING),
    ),
    q(
        "h71_dask",
        "const",
        "where is the module-level `colon` in dask/array/slicing.py defined?",
        grep(r"^colon = slice\(None, None, None\)", SLICING),
    ),
    q(
        "h71_dask",
        "which",
        "When I re-block a big array, which function decides whether to go straight to the new "
        "layout or pass through some in-between layouts first so the number of tasks stays "
        "manageable?",
        {"body": "plan_rechunk"},
        {"body": "find_merge_rechunk"},
        {"body": "find_split_rechunk"},
        own=True,
    ),
    q(
        "h71_dask",
        "which",
        "Which function pretty-prints chunk tuples like `2*[10] | [5, 6] | 3*[2]`?",
        {"body": "format_blocks"},
        {"body": "_PrettyBlocks.__str__"},
    ),
    q(
        "h71_dask",
        "how",
        "When I ask for the pieces to be made roughly even, so there's no runt piece at the end, "
        "how does it choose the new piece size?",
        {"body": "_balance_chunksizes"},
        {"body": "_get_chunks"},
        own=True,
    ),
    q(
        "h71_dask",
        "how",
        "how does it work out which parts of the original blocks each new block gets glued "
        "together from, along one axis?",
        {"body": "_intersect_1d"},
        {"body": "old_to_new"},
        {"body": "intersect_chunks"},
        own=True,
    ),
    q(
        "h71_dask",
        "run",
        'What\'s the output of `grep -n "^class " dask/array/slicing.py`?',
        {"expect": "576:class SlicingNoop(Exception):"},
    ),
    q(
        "h71_dask",
        "run",
        "Please run `wc -l dask/array/slicing.py` for me.",
        {"expect": "2117 dask/array/slicing.py"},
    ),
    q(
        "h71_dask",
        "edit",
        "In _balance_chunksizes (dask/array/rechunk.py), change the small-last-chunk test from "
        "`min(chunks) <= 0.5 * max(chunks)` to `min(chunks) <= 0.25 * max(chunks)`.",
        {
            "effect": {
                "text_replaced": [
                    RECHUNK,
                    "if min(chunks) <= 0.5 * max(chunks):",
                    "if min(chunks) <= 0.25 * max(chunks):",
                ]
            }
        },
    ),
    q(
        "h71_dask",
        "edit",
        "add `import logging` to the imports at the top of dask/array/rechunk.py",
        {"effect": {"at_top": [RECHUNK, "import logging"]}},
    ),
]
