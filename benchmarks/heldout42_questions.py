"""The forty-second held-out set: questions on parts of two third-party packages that no other set
uses, copied from the installed site-packages (prompt_toolkit 3.0.52: its ``application``,
``layout``, ``completion`` and ``formatted_text`` subpackages; Pygments 2.20.0: its
``formatters``, ``filters`` and ``styles`` subpackages and the ``formatter``, ``style`` and
``token`` modules), written blind: by reading only those packages, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

Each workspace holds only the listed paths, so neither package's own ``__init__`` is there and a
``prompt_toolkit`` or ``pygments`` import would not come from the copy: the commands load single
module files by path, and only files with no imports from their package
(``prompt_toolkit/layout/dimension.py``, ``pygments/token.py``,
``pygments/formatters/_mapping.py``).

The questions are weighted by the size of the packages (prompt_toolkit about 60%). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h42_prompt_toolkit": [
        "prompt_toolkit/application",
        "prompt_toolkit/layout",
        "prompt_toolkit/completion",
        "prompt_toolkit/formatted_text",
    ],
    "h42_pygments": [
        "pygments/formatters",
        "pygments/filters",
        "pygments/styles",
        "pygments/formatter.py",
        "pygments/style.py",
        "pygments/token.py",
    ],
}

PT = "h42_prompt_toolkit"
PG = "h42_pygments"

APP = "prompt_toolkit/application/application.py"
CONTAINERS = "prompt_toolkit/layout/containers.py"
CONTROLS = "prompt_toolkit/layout/controls.py"
LAYOUT = "prompt_toolkit/layout/layout.py"
MENUS = "prompt_toolkit/layout/menus.py"
PROCESSORS = "prompt_toolkit/layout/processors.py"
FILTERS = "pygments/filters/__init__.py"
FORMATTERS = "pygments/formatters/__init__.py"
HTML = "pygments/formatters/html.py"
IMG = "pygments/formatters/img.py"

DIM = "import sys; sys.path.insert(0, 'prompt_toolkit/layout'); "


QUESTIONS: list[dict] = [
    # --- prompt_toolkit ----------------------------------------------------------------------
    q(PT, "where", "where is Layout.focus defined?", {"def": "Layout.focus"}),
    q(
        PT,
        "where",
        "Quick one: in which file and line does `to_formatted_text` live? I keep seeing it "
        "imported everywhere.",
        {"def": "to_formatted_text"},
    ),
    q(
        PT,
        "returns",
        "what does NumberedMargin.get_width return? trying to understand how wide the line "
        "number gutter ends up",
        {"returns": "NumberedMargin.get_width"},
    ),
    q(
        PT,
        "returns",
        "What does `Screen.get_menu_position` give back when no menu position was ever set for "
        "that window?",
        {"returns": "Screen.get_menu_position"},
    ),
    q(
        PT,
        "calls",
        "who calls explode_text_fragments",
        {"grep": r"(?<!def )explode_text_fragments\("},
    ),
    q(
        PT,
        "calls",
        "Where is `_trim_formatted_text` used in the completion menu code?",
        grep(r"= _trim_formatted_text\(", MENUS),
    ),
    q(
        PT,
        "calls",
        "In FloatContainer, where does _draw_float get called from? I think there are two paths, "
        "one of them postponed.",
        grep(r"self\._draw_float(,|\()", CONTAINERS),
    ),
    q(
        PT,
        "raises",
        "Where is InvalidLayoutError raised?",
        grep(r"raise InvalidLayoutError\(", LAYOUT),
    ),
    q(
        PT,
        "raises",
        "i got 'Invalid Dimension: max < min.' -- where does that come from",
        grep(r'raise ValueError\("Invalid Dimension', "prompt_toolkit/layout/dimension.py"),
    ),
    q(
        PT,
        "raises",
        "My prompt uses HTML('<style fg=\"dark red\">hi</style>') and it throws. Where in the "
        "HTML class is the error raised?",
        grep(
            r"raise ValueError\('\"(fg|bg)\" attribute contains a space",
            "prompt_toolkit/formatted_text/html.py",
        ),
    ),
    q(
        PT,
        "raises",
        "Where does Application.exit() raise when the app isn't running or the result was "
        "already set?",
        grep(r"raise Exception\(\"(Application is not running|Return value already set)", APP),
    ),
    q(
        PT,
        "raises",
        "I passed a plain string as a child of an HSplit and got 'Not a container object'. "
        "Which line raises that?",
        grep(r'raise ValueError\(f"Not a container object', CONTAINERS),
    ),
    q(
        PT,
        "const",
        "where's MIN_WIDTH set for the completions menu control, and to what?",
        grep(r"^\s+MIN_WIDTH = 7$", MENUS),
    ),
    q(
        PT,
        "which",
        "Which class do I wrap my slow completer in so that typing doesn't freeze while it "
        "computes suggestions in the background?",
        {"body": "ThreadedCompleter"},
    ),
    q(
        PT,
        "which",
        "My autocomplete popup sometimes shows up above the line I'm typing on instead of "
        "below it, when I'm near the bottom of the terminal. Which piece of code makes that call?",
        {"body": "FloatContainer._draw_float"},
        own=True,
    ),
    q(
        PT,
        "which",
        "which code shortens an entry in the suggestion dropdown and sticks an ellipsis on the "
        "end when it doesn't fit in the box?",
        {"body": "_trim_formatted_text"},
        {"body": "_get_menu_item_fragments"},
        own=True,
    ),
    q(
        PT,
        "which",
        "If a raw control byte like ctrl-A ends up in my input, it's drawn as a caret followed by "
        "a letter. Which part does that swap?",
        {"body": "Char.__init__"},
        {"body": "Char"},
        own=True,
    ),
    q(
        PT,
        "which",
        "which method of the ANSI class handles the SGR parameters, e.g. 38;5;n for 256 colors "
        "or 1 for bold?",
        {"body": "ANSI._select_graphic_rendition"},
    ),
    q(
        PT,
        "how",
        "How fast do two clicks in a text field have to come, one after the other, for it to "
        "highlight the whole word under the mouse?",
        grep(r"time\.time\(\) - self\._last_click_timestamp < 0\.3", CONTROLS),
        {"body": "BufferControl.mouse_handler"},
        own=True,
    ),
    q(
        PT,
        "how",
        "When I've typed only the first key of a two-key shortcut while writing text, that key "
        "shows up under the cursor until I type the second one. how is that done?",
        {"body": "Window._show_key_processor_key_buffer"},
        own=True,
    ),
    q(
        PT,
        "how",
        "How does FuzzyCompleter rank the matches? what's the sort key exactly",
        {"body": "FuzzyCompleter._get_fuzzy_completions"},
    ),
    q(
        PT,
        "how",
        "I have a bunch of background workers that all ask the app to update the display at the "
        "same moment. How does it keep from doing that work once per request?",
        {"body": "Application.invalidate"},
        own=True,
    ),
    q(
        PT,
        "how",
        "my program runs on a PC where dragging the console window bigger sends no notification "
        "at all. How does the app still notice that it got bigger?",
        {"body": "Application._poll_output_size"},
        own=True,
    ),
    run(
        PT,
        "What does {} print?",
        DIM + "from dimension import D, max_layout_dimensions; "
        "print(max_layout_dimensions([D(min=1, max=5), D(min=8, max=9)]))",
        "Dimension(min=8, max=8, preferred=8)",
    ),
    run(
        PT,
        "can you run {} and tell me the output? the max looks odd to me",
        DIM + "from dimension import D, sum_layout_dimensions, to_dimension; "
        "print(sum_layout_dimensions([to_dimension(3), D(min=2, preferred=10)]), "
        "to_dimension(None))",
        "Dimension(min=5, max=1000000000000000000000000000003, preferred=13) Dimension()",
    ),
    q(
        PT,
        "edit",
        "Please set MAX_AVAILABLE_HEIGHT in prompt_toolkit/layout/scrollable_pane.py to 20_000.",
        {
            "effect": {
                "value_set": [
                    "prompt_toolkit/layout/scrollable_pane.py",
                    "MAX_AVAILABLE_HEIGHT",
                    "20_000",
                ]
            }
        },
    ),
    q(
        PT,
        "edit",
        "typo in processors.py: ShowTrailingWhiteSpaceProcessor's default style is "
        "'class:training-whitespace', should be 'class:trailing-whitespace'. can you fix it?",
        {
            "effect": {
                "text_replaced": [
                    PROCESSORS,
                    "class:training-whitespace",
                    "class:trailing-whitespace",
                ]
            }
        },
    ),
    q(
        PT,
        "edit",
        "In CompletionsMenuControl.mouse_handler (layout/menus.py), comment out the "
        "`b.complete_state = None` line -- I want the menu to stay open after a click.",
        {"effect": {"comment_out": [MENUS, "b.complete_state = None"]}},
    ),
    q(
        PT,
        "edit",
        "Could you add horizontal scrolling to ScrollablePane, with a second scrollbar at the "
        "bottom, mouse wheel support with shift, and keep the cursor visible both ways?",
        {"effect": {"declined": True}},
    ),
    # --- pygments ----------------------------------------------------------------------------
    q(PG, "where", "where's get_style_by_name", {"def": "get_style_by_name"}),
    q(
        PG,
        "where",
        "Where is the Terminal256Formatter class defined?",
        {"def": "Terminal256Formatter"},
    ),
    q(
        PG,
        "returns",
        "What does `_get_ttype_class` in the HTML formatter return for a token type that isn't "
        "in STANDARD_TYPES, like Name.Function.Custom?",
        {"returns": "_get_ttype_class"},
    ),
    q(
        PG,
        "calls",
        "who calls escape_tex in latex.py?",
        grep(r"(?<!def )escape_tex\(", "pygments/formatters/latex.py"),
    ),
    q(
        PG,
        "calls",
        "Where's _replace_special used?",
        grep(r"yield from _replace_special\(", FILTERS),
    ),
    q(
        PG,
        "raises",
        "where can load_formatter_from_file raise ClassNotFound?",
        grep(r"raise ClassNotFound\(f'(no valid|cannot read|error when loading)", FORMATTERS),
    ),
    q(
        PG,
        "raises",
        "Where does RaiseOnErrorTokenFilter complain that `excclass` isn't an exception class?",
        grep(r"raise OptionError\('excclass option", FILTERS),
    ),
    q(
        PG,
        "raises",
        "The image formatter keeps dying with FontNotFound on my box. Which lines in img.py "
        "raise it?",
        grep(r"raise FontNotFound\(", IMG),
    ),
    q(
        PG,
        "const",
        "What's the default highlight_color of a pygments Style, and where's it set?",
        grep(r"^\s+highlight_color = '#ffffcc'", "pygments/style.py"),
    ),
    q(
        PG,
        "which",
        "I paste snippets cut out of a deeper-nested file, so every row starts with the same junk "
        "margin. Which filter trims that same-sized chunk off the front of each row?",
        {"body": "GobbleFilter"},
        own=True,
    ),
    q(
        PG,
        "which",
        "Which method of HtmlFormatter builds the ttype2class and class2style tables?",
        {"body": "HtmlFormatter._create_stylesheet"},
    ),
    q(
        PG,
        "which",
        "which bit of the html output squashes a colour like AABBCC into the short "
        "three-letter form?",
        {"body": "webify"},
        own=True,
    ),
    q(
        PG,
        "how",
        "my theme uses arbitrary hex colours but the console only has that fixed list of 256. "
        "How does it pick which one to use for each colour?",
        {"body": "Terminal256Formatter._closest_color"},
        {"body": "Terminal256Formatter._color_index"},
        own=True,
    ),
    q(
        PG,
        "how",
        "How does StyleMeta deal with 'noinherit' in a style definition string?",
        grep(r"'noinherit' in styledefs|styledef == 'noinherit'", "pygments/style.py"),
        {"body": "StyleMeta.__new__"},
    ),
    q(
        PG,
        "how",
        "How does HtmlFormatter apply the hl_lines option -- what wraps those lines, and does it "
        "differ with noclasses?",
        {"body": "HtmlFormatter._highlight_lines"},
    ),
    run(
        PG,
        "What is the output of {}?",
        "import runpy; t = runpy.run_path('pygments/token.py'); "
        "print(t['string_to_tokentype']('String.Double'), t['STANDARD_TYPES'][t['Name'].Function])",
        "Token.Literal.String.Double nf",
    ),
    run(
        PG,
        "pls run {} -- what does it say",
        "import runpy; m = runpy.run_path('pygments/formatters/_mapping.py'); "
        "print(m['FORMATTERS']['TerminalTrueColorFormatter'][2])",
        "('terminal16m', 'console16m', '16m')",
    ),
    q(
        PG,
        "edit",
        "Change DEFAULT_FONT_NAME_NIX in pygments/formatters/img.py to 'Liberation Mono'.",
        {"effect": {"value_set": [IMG, "DEFAULT_FONT_NAME_NIX", "'Liberation Mono'"]}},
    ),
    q(
        PG,
        "edit",
        "In html.py, HtmlFormatter._pre_style returns 'line-height: 125%;'. Make it 150% please.",
        {"effect": {"text_replaced": [HTML, "line-height: 125%;", "line-height: 150%;"]}},
    ),
]
