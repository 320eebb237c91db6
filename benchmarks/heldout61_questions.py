"""The sixty-first held-out set: questions on two third-party code bases that no other set uses,
copied from the installed site-packages (IPython 8.12.3's ``IPython/lib`` without its tests, and
matplotlib 3.11.2's ``widgets.py`` with ``backends/backend_agg.py``), written blind: by reading only
those files, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the code (matplotlib's two files a little more than
IPython's lib). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command or
ask for an edit, each in a phrasing of its own. A copy of a subpackage without its parent's
``__init__.py`` would import the installed package, so the commands are plain shell commands run in
the workspace. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

WORKSPACES: dict[str, list[str]] = {
    # IPython/lib file by file: the directory without its tests/
    "h61_ipython_lib": [
        "IPython/lib/__init__.py",
        "IPython/lib/backgroundjobs.py",
        "IPython/lib/clipboard.py",
        "IPython/lib/deepreload.py",
        "IPython/lib/demo.py",
        "IPython/lib/display.py",
        "IPython/lib/editorhooks.py",
        "IPython/lib/guisupport.py",
        "IPython/lib/latextools.py",
        "IPython/lib/lexers.py",
        "IPython/lib/pretty.py",
    ],
    "h61_mpl_widgets_agg": [
        "matplotlib/widgets.py",
        "matplotlib/backends/backend_agg.py",
    ],
}

IPY = "h61_ipython_lib"
MPL = "h61_mpl_widgets_agg"

PRETTY = "IPython/lib/pretty.py"
DISPLAY = "IPython/lib/display.py"
DEEPRELOAD = "IPython/lib/deepreload.py"
WIDGETS = "matplotlib/widgets.py"
AGG = "matplotlib/backends/backend_agg.py"


QUESTIONS: list[dict] = [
    # --- IPython/lib -------------------------------------------------------------------------
    q(IPY, "where", "where's `_get_mro` defined?", {"def": "_get_mro"}),
    q(
        IPY,
        "where",
        "I'm reading the console lexer. Where is IPythonConsoleLexer.get_mci?",
        {"def": "IPythonConsoleLexer.get_mci"},
    ),
    q(
        IPY,
        "returns",
        "what does _sorted_for_pprint give back, esp. when the items refuse to be sorted?",
        {"returns": "_sorted_for_pprint"},
    ),
    q(
        IPY,
        "calls",
        "Who calls `Audio._make_wav`?",
        grep(r"Audio\._make_wav\(", DISPLAY),
    ),
    q(
        IPY,
        "calls",
        "where is install_editor used in editorhooks.py? i want to see every editor that goes "
        "through it",
        grep(r"^\s+install_editor\(", "IPython/lib/editorhooks.py"),
    ),
    q(
        IPY,
        "raises",
        "Where does the Audio constructor raise ValueError when I pass it bad arguments?",
        grep(r'raise ValueError\("(No audio data|No url found|rate must be)', DISPLAY),
    ),
    q(
        IPY,
        "raises",
        "deepreload: which lines raise ImportError?",
        grep(r"raise ImportError\(", DEEPRELOAD),
    ),
    q(
        IPY,
        "raises",
        "Where does latex_to_png blow up on a colour like '#12345'?",
        grep(r"Invalid color specification", "IPython/lib/latextools.py"),
    ),
    q(
        IPY,
        "raises",
        "In clipboard.py, where can wayland_clipboard_get raise TryNext?",
        grep(r'raise TryNext\((err\)|"wayland is not detected"|$)', "IPython/lib/clipboard.py"),
    ),
    q(
        IPY,
        "const",
        "where's MAX_SEQ_LENGTH set, and to what?",
        grep(r"^MAX_SEQ_LENGTH = ", PRETTY),
    ),
    q(
        IPY,
        "run",
        'Could you run `grep -n "def reload" IPython/lib/*.py` and paste what it prints?',
        {"expect": "IPython/lib/demo.py:575:"},
    ),
    q(
        IPY,
        "run",
        "what does `grep -n '^def ' IPython/lib/clipboard.py` output?",
        {"expect": "74:def wayland_clipboard_get():"},
    ),
    q(
        IPY,
        "edit",
        "Please set MAX_SEQ_LENGTH in IPython/lib/pretty.py to 500.",
        {"effect": {"value_set": [PRETTY, "MAX_SEQ_LENGTH", "500"]}},
    ),
    q(
        IPY,
        "edit",
        "deepreload prints a line for every module it reloads. comment out the "
        "`print('Reloading', fullname)` line in IPython/lib/deepreload.py",
        {"effect": {"comment_out": [DEEPRELOAD, "print('Reloading', fullname)"]}},
    ),
    q(
        IPY,
        "edit",
        "Can you rework IPython's pretty printer so it colours its output with ANSI codes, "
        "make the palette configurable, and add tests for all of it?",
        {"effect": {"declined": True}},
    ),
    q(
        IPY,
        "which",
        "Which method of BackgroundJobManager moves finished jobs out of the running list into "
        "completed or dead?",
        {"body": "BackgroundJobManager._update_status"},
    ),
    q(
        IPY,
        "which",
        "Which code looks at a snippet and decides whether it's a copy of an interactive "
        "session with numbered prompts or just a plain script, and picks the highlighter from "
        "that?",
        {"body": "IPyLexer.get_tokens_unprocessed"},
        own=True,
    ),
    q(
        IPY,
        "which",
        "in the recursive reloader, which function works out where a `from .. import x` line "
        "with dots in front actually points to?",
        {"body": "get_parent"},
        own=True,
    ),
    q(
        IPY,
        "which",
        "which class should I use to embed a Vimeo clip in a notebook?",
        {"body": "VimeoVideo"},
    ),
    q(
        IPY,
        "how",
        "When I show a huge list it doesn't print everything, it just stops and puts dots at "
        "the end. Where is that cut-off done?",
        {"body": "PrettyPrinter._enumerate"},
        grep(r"^MAX_SEQ_LENGTH = ", PRETTY),
        own=True,
    ),
    q(
        IPY,
        "how",
        "How does RepresentationPrinter.pretty notice that a list contains itself, so it doesn't "
        "recurse forever?",
        {"body": "RepresentationPrinter.pretty"},
    ),
    q(
        IPY,
        "how",
        "If I hand it my own sound wave numbers that go above 1 and tell it not to squash "
        "them into range, what happens? Where's that checked?",
        {"body": "Audio._get_normalization_factor"},
        own=True,
    ),
    q(
        IPY,
        "how",
        "how does Demo.reload cut the demo script into blocks and work out which ones are "
        "silent or auto?",
        {"body": "Demo.reload"},
    ),
    # --- matplotlib widgets.py + backends/backend_agg.py -------------------------------------
    q(
        MPL,
        "where",
        "where is _call_with_reparented_event defined",
        {"def": "_call_with_reparented_event"},
    ),
    q(MPL, "where", "Where's FigureCanvasAgg.print_png?", {"def": "FigureCanvasAgg.print_png"}),
    q(
        MPL,
        "returns",
        "What does `RendererAgg.get_text_width_height_descent` return? In pixels or in "
        "FreeType's 1/64 units?",
        {"returns": "RendererAgg.get_text_width_height_descent"},
    ),
    q(
        MPL,
        "returns",
        "what does ToolHandles.closest hand back?",
        {"returns": "ToolHandles.closest"},
    ),
    q(
        MPL,
        "calls",
        "who calls _update_methods in backend_agg.py?",
        grep(r"self\._update_methods\(\)", AGG),
    ),
    q(
        MPL,
        "calls",
        "Where is `_save_blit_background` called from?",
        grep(r"self\._save_blit_background\(", WIDGETS),
    ),
    q(
        MPL,
        "calls",
        "where's get_hinting_flag() being called",
        grep(r"(?<!def )get_hinting_flag\(\)", AGG),
    ),
    q(
        MPL,
        "raises",
        "Where does LockDraw raise ValueError?",
        grep(r"raise ValueError\('(already locked|you do not own this lock)'\)", WIDGETS),
    ),
    q(
        MPL,
        "raises",
        "I passed layout=(2, 2) to CheckButtons with five labels and got an error. where is "
        "the layout argument rejected?",
        grep(r'f"layout \{layout\} has|"layout must be None', WIDGETS),
    ),
    q(
        MPL,
        "raises",
        "where in backend_agg does draw_path raise OverflowError",
        grep(r"raise OverflowError\(msg\) from None", AGG),
    ),
    q(
        MPL,
        "raises",
        "Where's the NotImplementedError raised when I call set_handle_props on a selector that "
        "has no handles?",
        grep(r'raise NotImplementedError\("This selector', WIDGETS),
    ),
    q(
        MPL,
        "const",
        "where is backend_version set for the Agg backend",
        grep(r"backend_version = 'v2\.2'", AGG),
    ),
    q(
        MPL,
        "run",
        "Run `grep -n 'class .*(_SelectorWidget)' matplotlib/widgets.py` for me and tell me "
        "the output.",
        {"expect": "3377:class RectangleSelector(_SelectorWidget):"},
    ),
    q(
        MPL,
        "run",
        "what's the output of `wc -l matplotlib/widgets.py matplotlib/backends/backend_agg.py`?",
        {"expect": "5056"},
    ),
    q(
        MPL,
        "edit",
        "In SubplotTool.__init__ (matplotlib/widgets.py), delete the line "
        '`toolfig.suptitle("Click on slider to adjust subplot param")`, I don\'t want a title.',
        {
            "effect": {
                "line_deleted": [
                    WIDGETS,
                    'toolfig.suptitle("Click on slider to adjust subplot param")',
                ]
            }
        },
    ),
    q(
        MPL,
        "edit",
        "in Lasso.__init__ in matplotlib/widgets.py, add `self.finished = False` on the line "
        "right after `self.callback = callback`",
        {"effect": {"line_after": [WIDGETS, "self.callback = callback", "self.finished = False"]}},
    ),
    q(
        MPL,
        "edit",
        "Remove the option_scale_image method from RendererAgg in "
        "matplotlib/backends/backend_agg.py so it falls back to the base class.",
        {"effect": {"definition_deleted": [AGG, "RendererAgg.option_scale_image"]}},
    ),
    q(
        MPL,
        "which",
        "Which piece stops two widgets from drawing on the figure at the same time, like a "
        "ticket that only one of them can hold?",
        {"body": "LockDraw"},
        own=True,
    ),
    q(
        MPL,
        "which",
        "When I pull the single-value draggable control past the end of its track, which code "
        "pins the number at the edge or just drops the move?",
        {"body": "Slider._value_in_bounds"},
        {"body": "RangeSlider._min_in_bounds"},
        {"body": "RangeSlider._max_in_bounds"},
        own=True,
    ),
    q(
        MPL,
        "which",
        "Which method on FigureCanvasAgg decides whether to reuse the renderer or build a new "
        "RendererAgg?",
        {"body": "FigureCanvasAgg.get_renderer"},
    ),
    q(
        MPL,
        "which",
        "With the drag-out-a-box selection tool, which code figures out from where I pressed "
        "the mouse whether I'm about to shift the whole thing or stretch it from one side?",
        {"body": "RectangleSelector._set_active_handle"},
        {"body": "RectangleSelector._get_action"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "in the little type-in field, how does it know where to put the thin blinking marker "
        "where my typing goes? it seems to measure something",
        {"body": "TextBox._rendercursor"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "How does RendererAgg.draw_path deal with a path that has a huge number of vertices?",
        {"body": "RendererAgg.draw_path"},
    ),
    q(
        MPL,
        "how",
        "When I save as a JPEG and my figure is partly see-through, what does it get blended "
        "against, and where does that happen?",
        {"body": "FigureCanvasAgg.print_jpg"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "with the click-point-by-point outline tool, how does it know I've finished the shape? "
        "I just click close to where I began",
        {"body": "PolygonSelector._onmove"},
        {"body": "PolygonSelector._release"},
        own=True,
    ),
]
