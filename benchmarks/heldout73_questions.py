"""The seventy-third held-out set: questions on code from two third-party distributions that no
other set uses, copied from the installed site-packages (docutils 0.19: its reStructuredText parser
package, and its transforms with the HTML5 writer; Pillow 13.0.0: a few of its pure-Python
modules), written blind: by reading only those packages, never the model's code or its notes, and
committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the workspaces (the rst parser most, then the Pillow
modules, then the transforms and HTML writer). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h73_rst": ["docutils/parsers/rst"],
    "h73_docutils_out": [
        "docutils/transforms",
        "docutils/writers/_html_base.py",
        "docutils/writers/html5_polyglot/__init__.py",
    ],
    "h73_pil": [
        "PIL/ImageOps.py",
        "PIL/ImageDraw.py",
        "PIL/PngImagePlugin.py",
        "PIL/GifImagePlugin.py",
        "PIL/ImageFont.py",
        "PIL/ImageColor.py",
    ],
}

RST = "docutils/parsers/rst"
STATES = f"{RST}/states.py"
DIRECTIVES = f"{RST}/directives/__init__.py"
MISC = f"{RST}/directives/misc.py"
TABLES = f"{RST}/directives/tables.py"
ROLES = f"{RST}/roles.py"
REFS = "docutils/transforms/references.py"
FRONT = "docutils/transforms/frontmatter.py"
HTML5 = "docutils/writers/html5_polyglot/__init__.py"
PNG = "PIL/PngImagePlugin.py"
GIF = "PIL/GifImagePlugin.py"
FONT = "PIL/ImageFont.py"


QUESTIONS: list[dict] = [
    # --- docutils: the reStructuredText parser -----------------------------------------------
    q(
        "h73_rst",
        "where",
        "where is register_directive defined",
        {"def": "register_directive"},
    ),
    q(
        "h73_rst",
        "where",
        "I'm reading the docutils rst parser. Where does the `include` directive's run() method "
        "start?",
        {"def": "Include.run"},
    ),
    q(
        "h73_rst",
        "returns",
        "What does Body.parse_enumerator give back? I need to know the order of the tuple.",
        {"returns": "Body.parse_enumerator"},
    ),
    q(
        "h73_rst",
        "calls",
        "who calls parse_directive_block?",
        {"grep": r"\.parse_directive_block\("},
    ),
    q(
        "h73_rst",
        "calls",
        "Where is `Table.check_table_dimensions` called from in tables.py?",
        grep(r"self\.check_table_dimensions\(", TABLES),
    ),
    q(
        "h73_rst",
        "raises",
        "Where does tableparser.py raise TableMarkupError?",
        grep(r"raise TableMarkupError\(", f"{RST}/tableparser.py"),
    ),
    q(
        "h73_rst",
        "raises",
        "my directive call errors out with something about the number of arguments -- where is "
        "that error raised when there are too few or too many?",
        grep(r"argument\(s\) required, %s supplied|maximum %s argument\(s\) allowed", STATES),
    ),
    q(
        "h73_rst",
        "raises",
        "Where does directives.choice() raise ValueError?",
        grep(r"must supply an argument; choose from|unknown; choose from", DIRECTIVES),
    ),
    q(
        "h73_rst",
        "raises",
        "where is the 'circular inclusion' warning thrown in the include directive",
        grep(r"raise self\.warning\('circular inclusion", MISC),
    ),
    q(
        "h73_rst",
        "const",
        "Where's DEFAULT_INTERPRETED_ROLE set, and to what?",
        grep(r"^DEFAULT_INTERPRETED_ROLE = ", ROLES),
    ),
    q(
        "h73_rst",
        "which",
        "Which class implements the csv-table directive?",
        {"body": "CSVTable"},
    ),
    q(
        "h73_rst",
        "which",
        "which function finds the directive class for a name used in the document, falling back "
        "to English when the document language doesn't know it?",
        {"body": "directive"},
    ),
    q(
        "h73_rst",
        "which",
        "I split my docs into several files. Which piece of code stops file A pulling in file B "
        "when B (maybe a few steps down the line) pulls A back in again?",
        {"body": "Include.run"},
        own=True,
    ),
    q(
        "h73_rst",
        "which",
        "Which code spots the 'who said it' line at the bottom of an indented quotation and keeps "
        "it apart from the quoted words themselves?",
        {"body": "Body.split_attribution"},
        {"body": "Body.check_attribution"},
        {"body": "Body.block_quote"},
        own=True,
    ),
    q(
        "h73_rst",
        "how",
        "How does Body.run_directive turn a DirectiveError thrown inside a directive's run() "
        "into an error message in the document?",
        {"body": "Body.run_directive"},
    ),
    q(
        "h73_rst",
        "how",
        "one of my lists starts with 'i.' -- how does the parser decide whether that's the ninth "
        "letter or the first of the old Latin-style numbers (i, ii, iii, ...)?",
        {"body": "Body.parse_enumerator"},
        own=True,
    ),
    q(
        "h73_rst",
        "how",
        "For a table whose contents I type as comma-separated values, if I never say how the "
        "horizontal room should be shared out, how does it divide it up?",
        {"body": "Table.get_column_widths"},
        own=True,
    ),
    q(
        "h73_rst",
        "how",
        "If I tell a figure to be exactly as wide as the picture inside it, how does docutils "
        "find out how wide the picture actually is?",
        {"body": "Figure.run"},
        own=True,
    ),
    run(
        "h73_rst",
        "What does {} print?",
        "from docutils.parsers.rst.directives import length_or_percentage_or_unitless as f; "
        "print(f('3 pt'), f('50%'), f('2', 'px'))",
        "3pt 50% 2px",
    ),
    run(
        "h73_rst",
        "could you run {} and tell me what comes out",
        "from docutils.parsers.rst.roles import normalized_role_options; "
        "print(normalized_role_options({'class': ['x'], 'language': 'py'}))",
        "{'language': 'py', 'classes': ['x']}",
    ),
    q(
        "h73_rst",
        "edit",
        "In docutils/parsers/rst/roles.py please change DEFAULT_INTERPRETED_ROLE from "
        "'title-reference' to 'literal'.",
        {"effect": {"value_set": [ROLES, "DEFAULT_INTERPRETED_ROLE", "'literal'"]}},
    ),
    q(
        "h73_rst",
        "edit",
        "comment out the restructuredtext-test-directive entry in _directive_registry "
        "(directives/__init__.py), I don't want that test directive available",
        {
            "effect": {
                "comment_out": [
                    DIRECTIVES,
                    "'restructuredtext-test-directive': ('misc', 'TestDirective'),",
                ]
            }
        },
    ),
    q(
        "h73_rst",
        "edit",
        "Can you extend the simple-table syntax so cells can span several rows as well as "
        "columns, update the table parser and the directives for it, and write tests?",
        {"effect": {"declined": True}},
    ),
    # --- docutils: transforms and the HTML5 writer -------------------------------------------
    q(
        "h73_docutils_out",
        "where",
        "Where is Transformer.apply_transforms?",
        {"def": "Transformer.apply_transforms"},
    ),
    q(
        "h73_docutils_out",
        "returns",
        "what does `Transformer.get_priority_string` return",
        {"returns": "Transformer.get_priority_string"},
    ),
    q(
        "h73_docutils_out",
        "calls",
        "In the Footnotes transform, who calls resolve_references?",
        grep(r"self\.resolve_references\(", REFS),
    ),
    q(
        "h73_docutils_out",
        "raises",
        "where is TransformError raised in frontmatter.py?",
        grep(r"raise TransformError$", FRONT),
    ),
    q(
        "h73_docutils_out",
        "which",
        "Which transform swaps |name| substitution references for the text or image they were "
        "defined as?",
        {"body": "Substitutions"},
    ),
    q(
        "h73_docutils_out",
        "which",
        "I put my e-mail address in the page. Which bit scrambles it in the generated web page "
        "so spam bots can't just scrape it?",
        {"body": "HTMLTranslator.cloak_email"},
        {"body": "HTMLTranslator.cloak_mailto"},
        {"body": "HTMLTranslator.attval"},
        own=True,
    ),
    q(
        "h73_docutils_out",
        "how",
        "how does the html5 writer's visit_image deal with video files like .mp4?",
        grep(r"videotypes|self\.starttag\(node, \"video\"", HTML5),
    ),
    q(
        "h73_docutils_out",
        "how",
        "My page has lots of notes that get little printer's signs instead of numbers -- more "
        "notes than there are signs to go round. What does it use once it has run out?",
        {"body": "Footnotes.symbolize_footnotes"},
        own=True,
    ),
    run(
        "h73_docutils_out",
        "what's the output of {}",
        "from docutils import nodes; from docutils.transforms.peps import mask_email; "
        "r = nodes.reference('', 'me@x.org', refuri='mailto:me@x.org'); "
        "print(mask_email(r).astext())",
        "me&#32;&#97;t&#32;x.org",
    ),
    q(
        "h73_docutils_out",
        "edit",
        "Add a docstring to DocInfo.check_empty_biblio_field in docutils/transforms/"
        "frontmatter.py saying it warns and returns None when the field body is empty.",
        {"effect": {"docstring": "DocInfo.check_empty_biblio_field"}},
    ),
    # --- Pillow: a few pure-Python modules ----------------------------------------------------
    q(
        "h73_pil",
        "where",
        "where's ImageOps.pad defined?",
        {"def": "pad"},
    ),
    q(
        "h73_pil",
        "returns",
        "What does `_get_color_table_size` in GifImagePlugin return?",
        {"returns": "_get_color_table_size"},
    ),
    q(
        "h73_pil",
        "calls",
        "who calls _string_length_check",
        grep(r"^\s+_string_length_check\(", FONT),
    ),
    q(
        "h73_pil",
        "calls",
        "Where does the GIF plugin call `_normalize_palette`?",
        grep(r"= _normalize_palette\(", GIF),
    ),
    q(
        "h73_pil",
        "raises",
        "Opening an animated PNG fails with 'APNG contains frame sequence errors'. Where is that "
        "raised?",
        grep(r'msg = "APNG contains frame sequence errors"', PNG),
    ),
    q(
        "h73_pil",
        "raises",
        "where does ImageOps raise ValueError",
        grep(r"raise ValueError\(msg\)", "PIL/ImageOps.py"),
    ),
    q(
        "h73_pil",
        "raises",
        "Where does ImageColor.getrgb give up and raise on a colour string?",
        grep(r"raise ValueError\(msg\)", "PIL/ImageColor.py"),
    ),
    q(
        "h73_pil",
        "const",
        "where is LOADING_STRATEGY set for gif files",
        grep(r"^LOADING_STRATEGY = ", GIF),
    ),
    q(
        "h73_pil",
        "which",
        "Photos from my phone show up lying on their side. Which function turns them the right "
        "way up using what the camera stored in the file?",
        {"body": "exif_transpose"},
        own=True,
    ),
    q(
        "h73_pil",
        "which",
        "is there something like the paint-bucket tool, that spreads a colour over a connected "
        "patch of similar-looking pixels? which function",
        {"body": "floodfill"},
        own=True,
    ),
    q(
        "h73_pil",
        "how",
        "When I save an animation where two pictures in a row look exactly the same, does it "
        "keep both of them? Where's that handled?",
        grep(r"if not bbox:|This frame is identical to the previous frame", GIF),
        own=True,
    ),
    q(
        "h73_pil",
        "how",
        "How does PngInfo.add_text handle a value that can't be encoded as latin-1?",
        {"body": "PngInfo.add_text"},
    ),
    run(
        "h73_pil",
        "Run {} please, what does it print?",
        "from PIL import Image; from PIL.PngImagePlugin import getchunks; "
        "print([cid for cid, data, crc in getchunks(Image.new('L', (4, 4)), dpi=(72, 72))])",
        "[b'IHDR', b'pHYs', b'IDAT', b'IEND']",
    ),
    q(
        "h73_pil",
        "edit",
        "In PIL/PngImagePlugin.py, double the text limit: make it "
        "MAX_TEXT_MEMORY = 128 * MAX_TEXT_CHUNK instead of 64 *.",
        {
            "effect": {
                "text_replaced": [
                    PNG,
                    "MAX_TEXT_MEMORY = 64 * MAX_TEXT_CHUNK",
                    "MAX_TEXT_MEMORY = 128 * MAX_TEXT_CHUNK",
                ]
            }
        },
    ),
    q(
        "h73_pil",
        "edit",
        "set _FORCE_OPTIMIZE to True in GifImagePlugin.py",
        {"effect": {"value_set": [GIF, "_FORCE_OPTIMIZE", "True"]}},
    ),
]
