"""The two-hundred-and-fifty-ninth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (fonttools 4.69.1: ``fontTools/misc/transform.py``;
pandas 3.1.1: ``pandas/util/_decorators.py``; playwright 1.65.3: ``playwright/_impl/browser.py``;
pillow 13.0.0: ``PIL/ImageMath.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the files (fontTools' affine transforms and pandas'
decorators most, then Pillow's image math and Playwright's browser). About a fifth of the questions
that are not edits are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it, with one definition that fits); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds, and its gold is a substring of
the output it printed when the set was written.

The golds were checked with ``benchmarks/check_set.py`` (0 bad), and every edit was made by hand,
correctly, on a scratch copy of its workspace, with ``bench_answers.check_effect`` holding after it
(the declined ones: the copy left unchanged and an answer saying so).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h259_fonttools_transform": ["fontTools/misc/transform.py"],
    "h259_pandas_decorators": ["pandas/util/_decorators.py"],
    "h259_playwright_browser": ["playwright/_impl/browser.py"],
    "h259_pil_imagemath": ["PIL/ImageMath.py"],
}

TRANSFORM = "fontTools/misc/transform.py"
DECORATORS = "pandas/util/_decorators.py"
BROWSER = "playwright/_impl/browser.py"
IMAGEMATH = "PIL/ImageMath.py"


QUESTIONS: list[dict] = [
    # --- fontTools/misc/transform.py ---------------------------------------------------------
    q(
        "h259_fonttools_transform",
        "where",
        "where is Transform.inverse defined?",
        {"def": "Transform.inverse"},
    ),
    q(
        "h259_fonttools_transform",
        "where",
        "Where can I find `DecomposedTransform.toTransform`?",
        {"def": "DecomposedTransform.toTransform"},
    ),
    q(
        "h259_fonttools_transform",
        "returns",
        "what does Transform.__bool__ return? is Scale(1.0) truthy?",
        {"returns": "Transform.__bool__"},
    ),
    q(
        "h259_fonttools_transform",
        "calls",
        "Who calls `_normSinCos` in transform.py?",
        grep(r"= _normSinCos\(", TRANSFORM),
    ),
    q(
        "h259_fonttools_transform",
        "const",
        "Where's the _EPSILON threshold defined and what value does it have?",
        grep(r"^_EPSILON = ", TRANSFORM),
    ),
    q(
        "h259_fonttools_transform",
        "which",
        "I've got a direction, not a location, and I want to push just that one through my "
        "matrix without the shift getting added on. Which function is that?",
        {"body": "Transform.transformVector"},
        own=True,
    ),
    q(
        "h259_fonttools_transform",
        "which",
        "Which method splits a Transform into translate, rotation, scale and skew components?",
        {"body": "DecomposedTransform.fromTransform"},
    ),
    q(
        "h259_fonttools_transform",
        "how",
        "How does rotate() make cos(pi/2) come out as an exact 0 rather than 6e-17?",
        {"body": "_normSinCos"},
        {"body": "Transform.rotate"},
    ),
    q(
        "h259_fonttools_transform",
        "how",
        "how do you get the mapping that undoes mine, and how's it worked out? is there a "
        "shortcut when mine doesn't move anything at all",
        {"body": "Transform.inverse"},
        own=True,
    ),
    run(
        "h259_fonttools_transform",
        "What does {} print?",
        "from fontTools.misc.transform import Transform; "
        "print(Transform(2, 0, 0, 3, 1, 6).inverse())",
        "<Transform [0.5 0 0 0.333333 -0.5 -2]>",
    ),
    run(
        "h259_fonttools_transform",
        "Can you run {} for me and tell me the output",
        "from fontTools.misc.transform import DecomposedTransform, Transform; "
        "print(DecomposedTransform.fromTransform(Transform(-2, 0, 0, 1, 5, 7)))",
        "scaleX=-2.0",
    ),
    q(
        "h259_fonttools_transform",
        "edit",
        "In fontTools/misc/transform.py, set _EPSILON to 1e-12 instead of 1e-15.",
        {"effect": {"value_set": [TRANSFORM, "_EPSILON", "1e-12"]}},
    ),
    q(
        "h259_fonttools_transform",
        "edit",
        "Transform's methods mostly take untyped arguments. Could you add full type hints to "
        "every method in transform.py (points, vectors, the other transform) and get it passing "
        "mypy --strict?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/util/_decorators.py ----------------------------------------------------------
    q(
        "h259_pandas_decorators",
        "where",
        "where's deprecate_nonkeyword_arguments",
        {"def": "deprecate_nonkeyword_arguments"},
    ),
    q(
        "h259_pandas_decorators",
        "returns",
        "What does `_format_argument_list` return when the list is empty, or only has 'self' in "
        "it?",
        {"returns": "_format_argument_list"},
    ),
    q(
        "h259_pandas_decorators",
        "calls",
        "Where is future_version_msg called from in _decorators.py?",
        grep(r"\{future_version_msg\(", DECORATORS),
    ),
    q(
        "h259_pandas_decorators",
        "raises",
        "I get `TypeError: Can only specify 'cols' or 'columns', not both.` -- which line raises "
        "that?",
        grep(r"raise TypeError\(msg\)|Can only specify", DECORATORS),
    ),
    q(
        "h259_pandas_decorators",
        "raises",
        "deprecate_kwarg complains the mapping must be dict or callable when I give it a list. "
        "Where is that error?",
        grep(r"raise TypeError\($|mapping from old to new argument values", DECORATORS),
    ),
    q(
        "h259_pandas_decorators",
        "raises",
        "where does deprecate() throw an AssertionError about the docstring format of the "
        "alternative?",
        grep(r"raise AssertionError\(doc_error_msg\)", DECORATORS),
    ),
    q(
        "h259_pandas_decorators",
        "which",
        "which bit makes a function start nagging when callers hand it values in order "
        "instead of spelling out name=value?",
        {"body": "deprecate_nonkeyword_arguments"},
        own=True,
    ),
    q(
        "h259_pandas_decorators",
        "which",
        "Which decorator class tacks an extra string onto the end of a function's __doc__?",
        {"body": "Appender"},
    ),
    q(
        "h259_pandas_decorators",
        "how",
        "How does deprecate_kwarg translate the old argument's value into the new one when "
        "mapping is a dict vs a callable?",
        {"body": "deprecate_kwarg"},
    ),
    q(
        "h259_pandas_decorators",
        "how",
        "When an old function name is kept around as an alias that forwards to its replacement, "
        "how does the help text of the old name get put together, and what happens if the "
        "replacement's help text isn't laid out the way it expects?",
        {"body": "deprecate"},
        own=True,
    ),
    run(
        "h259_pandas_decorators",
        "run {} -- what comes out?",
        "from pandas.util._decorators import _format_argument_list; "
        "print(_format_argument_list(['self', 'a', 'b', 'c']))",
        "except for the arguments 'a', 'b' and 'c'",
    ),
    q(
        "h259_pandas_decorators",
        "edit",
        'Please add "set_module", to the __all__ list of pandas/util/_decorators.py, on the line '
        'right after "future_version_msg",',
        {"effect": {"line_after": [DECORATORS, '"future_version_msg",', '"set_module",']}},
    ),
    # --- playwright/_impl/browser.py ---------------------------------------------------------
    q(
        "h259_playwright_browser",
        "where",
        "Where is Browser._connect_to_browser_type defined?",
        {"def": "Browser._connect_to_browser_type"},
    ),
    q(
        "h259_playwright_browser",
        "returns",
        "what does the `contexts` property of Browser return -- the dict itself or a copy?",
        {"returns": "Browser.contexts"},
    ),
    q(
        "h259_playwright_browser",
        "calls",
        "who calls _inner_new_context?",
        grep(r"await self\._inner_new_context\(", BROWSER),
    ),
    q(
        "h259_playwright_browser",
        "calls",
        "Which methods of Browser call `_setup_browser_context`?",
        grep(r"self\._setup_browser_context\(context\)", BROWSER),
    ),
    q(
        "h259_playwright_browser",
        "raises",
        "In Browser.close, where does the exception get re-raised when it isn't a "
        "target-closed error?",
        grep(r"raise e$", BROWSER),
    ),
    q(
        "h259_playwright_browser",
        "const",
        "Where is _should_close_connection_on_close initialised in browser.py, and to what?",
        grep(r"self\._should_close_connection_on_close = ", BROWSER),
    ),
    q(
        "h259_playwright_browser",
        "which",
        "Which method starts recording a performance timeline for the whole browser and keeps a "
        "note of where I want the file saved afterwards?",
        {"body": "Browser.start_tracing"},
        own=True,
    ),
    q(
        "h259_playwright_browser",
        "which",
        "I just want one tab in its own throwaway session, with the two tied together so the "
        "session belongs to the tab. Which call gives me that?",
        {"body": "Browser.new_page"},
        own=True,
    ),
    q(
        "h259_playwright_browser",
        "how",
        "For a browser kept alive and shared between test runs, how does it let go of the "
        "session it recycled, and what happens to the tabs that session still had open?",
        {"body": "Browser._disconnect_from_reused_context"},
        own=True,
    ),
    q(
        "h259_playwright_browser",
        "how",
        "How does Browser find out it got disconnected -- what sets _is_connected to False and "
        "fires the Disconnected event?",
        {"body": "Browser._did_close"},
        {"body": "Browser.__init__"},
    ),
    q(
        "h259_playwright_browser",
        "edit",
        "Browser.is_connected in playwright/_impl/browser.py has no docstring; add one saying it "
        "returns whether the browser is still connected.",
        {"effect": {"docstring": "Browser.is_connected"}},
    ),
    # --- PIL/ImageMath.py --------------------------------------------------------------------
    q(
        "h259_pil_imagemath",
        "where",
        "where's imagemath_convert defined",
        {"def": "imagemath_convert"},
    ),
    q(
        "h259_pil_imagemath",
        "calls",
        "Who calls `_Operand.__fixup`?",
        grep(r"= self\.__fixup\(", IMAGEMATH),
    ),
    q(
        "h259_pil_imagemath",
        "raises",
        "ImageMath gave me `ValueError: unsupported mode: RGB` -- where is that raised?",
        grep(r"unsupported mode: ", IMAGEMATH),
    ),
    q(
        "h259_pil_imagemath",
        "raises",
        'Where does _Operand.apply raise TypeError "bad operand type"?',
        grep(r"raise TypeError\(msg\) from e", IMAGEMATH),
    ),
    q(
        "h259_pil_imagemath",
        "raises",
        "unsafe_eval says `'os' not allowed` for my expression. Which lines raise that?",
        grep(r"not allowed\"$", IMAGEMATH),
    ),
    q(
        "h259_pil_imagemath",
        "which",
        "If I combine two pictures that aren't the same size, or one holds whole numbers and the "
        "other fractions, where does it cut them down to the part they share and switch both to "
        "fractional pixels?",
        {"body": "_Operand.apply"},
        own=True,
    ),
    q(
        "h259_pil_imagemath",
        "which",
        "Which ImageMath function takes a Python callable instead of an expression string?",
        {"body": "lambda_eval"},
    ),
    q(
        "h259_pil_imagemath",
        "how",
        "How does unsafe_eval decide which names an expression may use?",
        {"body": "unsafe_eval"},
    ),
    q(
        "h259_pil_imagemath",
        "how",
        "when I put a plain number into a formula together with a picture, how does the number "
        "get turned into something it can combine with the picture? whole numbers and decimals "
        "treated differently?",
        {"body": "_Operand.__fixup"},
        own=True,
    ),
    run(
        "h259_pil_imagemath",
        "Please run {} and show me what it prints.",
        "from PIL import Image, ImageMath; im = Image.new('L', (2, 2), 10); "
        "r = ImageMath.lambda_eval(lambda a: a['x'] * 3 + 1, x=im); "
        "print(r.mode, r.getpixel((0, 0)))",
        "I 31",
    ),
    q(
        "h259_pil_imagemath",
        "edit",
        "In unsafe_eval there's the line `scan(compiled_code)`. Right before it, put the comment "
        "`# reject names outside the namespace` (PIL/ImageMath.py).",
        {
            "effect": {
                "line_before": [
                    IMAGEMATH,
                    "scan(compiled_code)",
                    "# reject names outside the namespace",
                ]
            }
        },
    ),
    q(
        "h259_pil_imagemath",
        "edit",
        "lambda_eval and unsafe_eval build the namespace and unwrap the result the same way. "
        "Refactor ImageMath so they share one helper for both, without changing behaviour.",
        {"effect": {"declined": True}},
    ),
]
