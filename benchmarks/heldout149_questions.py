"""The hundred-and-forty-ninth blind set: questions on four modules of one third-party package,
copied from the installed site-packages (matplotlib 3.11.2: ``matplotlib/colorizer.py``,
``matplotlib/projections/polar.py``, ``matplotlib/_type1font.py`` and
``matplotlib/sphinxext/plot_directive.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. It is a tuning
set: its misses are read and fixed.

The questions are weighted by the size of the files (the polar projection most, then the Type 1
font parser, the Sphinx plot directive, the colorizer). About a fifth of the questions that are not
edits are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``. The commands need the whole package to
import, so they run against the installed package; each exercises the one file its workspace holds
(none for the plot directive, which needs Sphinx to import).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h149_matplotlib_polar": ["matplotlib/projections/polar.py"],
    "h149_matplotlib_type1font": ["matplotlib/_type1font.py"],
    "h149_matplotlib_plot_directive": ["matplotlib/sphinxext/plot_directive.py"],
    "h149_matplotlib_colorizer": ["matplotlib/colorizer.py"],
}

POLAR = "matplotlib/projections/polar.py"
T1 = "matplotlib/_type1font.py"
PLOT = "matplotlib/sphinxext/plot_directive.py"
COLOR = "matplotlib/colorizer.py"


QUESTIONS: list[dict] = [
    # --- matplotlib/projections/polar.py -----------------------------------------------------
    q(
        "h149_matplotlib_polar",
        "where",
        "Where does PolarAxes define set_rlabel_position?",
        {"def": "PolarAxes.set_rlabel_position"},
    ),
    q(
        "h149_matplotlib_polar",
        "returns",
        "what comes back from `RadialLocator.nonsingular`, both for the very first (-inf, inf) "
        "limits and otherwise?",
        {"returns": "RadialLocator.nonsingular"},
    ),
    q(
        "h149_matplotlib_polar",
        "calls",
        "polar.py has a helper _is_full_circle_deg -- which places call it?",
        grep(r"(?<!def )_is_full_circle_deg\(", POLAR),
    ),
    q(
        "h149_matplotlib_polar",
        "raises",
        "ax.set_xscale('log') on my polar subplot throws NotImplementedError. where does that "
        "come from?",
        grep(r"raise NotImplementedError\(", POLAR),
    ),
    q(
        "h149_matplotlib_polar",
        "raises",
        "I called set_thetalim(0, 7) and got a ValueError about the angle range. Which line "
        "raises it?",
        grep(r"The angle range must be less than a full circle", POLAR),
    ),
    q(
        "h149_matplotlib_polar",
        "raises",
        "Where does `set_rlim` refuse a call that gives both a positional bottom and rmin=...?",
        grep(r'Cannot supply both positional "bottom"', POLAR),
    ),
    q(
        "h149_matplotlib_polar",
        "const",
        "where's the 22.5 degree default for the radius label position set?",
        grep(r"rlabel_position=22\.5", POLAR),
    ),
    run(
        "h149_matplotlib_polar",
        "Can you execute {} for me? I want to see where theta=90deg, r=2 ends up.",
        "from matplotlib.projections.polar import PolarTransform; import numpy as np; "
        "print(PolarTransform().transform([[np.pi / 2, 2.0]]).round(3))",
        "[[0. 2.]]",
    ),
    q(
        "h149_matplotlib_polar",
        "edit",
        "In matplotlib/projections/polar.py, start_pan only lets me grab the radius labels "
        "within pi/45 of them. Widen that to pi/30, i.e. make it `epsilon = np.pi / 30.0`.",
        {
            "effect": {
                "text_replaced": [
                    POLAR,
                    "epsilon = np.pi / 45.0",
                    "epsilon = np.pi / 30.0",
                ]
            }
        },
    ),
    q(
        "h149_matplotlib_polar",
        "edit",
        "PolarAxes.get_rsign is missing a docstring. Could you add one? It returns +1 or -1 "
        "depending on whether the radial axis runs outward or inward from the origin.",
        {"effect": {"docstring": "PolarAxes.get_rsign"}},
    ),
    q(
        "h149_matplotlib_polar",
        "which",
        "On a pie-slice shaped chart, which piece of code picks whether the number next to each "
        "ring mark sits to the left, right, above or below, depending on which way the straight "
        "edge is pointing?",
        {"def": "RadialTick._determine_anchor"},
        own=True,
    ),
    q(
        "h149_matplotlib_polar",
        "which",
        "which helper tells whether the chart goes all the way round rather than being just a "
        "slice of it?",
        {"def": "_is_full_circle_deg"},
        {"def": "_is_full_circle_rad"},
        own=True,
    ),
    q(
        "h149_matplotlib_polar",
        "how",
        "How does ThetaFormatter decide how many decimals the degree labels get?",
        {"body": "ThetaFormatter.__call__"},
    ),
    q(
        "h149_matplotlib_polar",
        "how",
        "on a round chart, if I hold the right mouse button and move the pointer towards the "
        "middle, how does it work out the new outer edge?",
        {"body": "PolarAxes.drag_pan"},
        {"body": "PolarAxes.start_pan"},
        own=True,
    ),
    # --- matplotlib/_type1font.py ------------------------------------------------------------
    q(
        "h149_matplotlib_type1font",
        "where",
        "in _type1font.py, which line is `_CharstringSimulator._step` declared on?",
        {"def": "_CharstringSimulator._step"},
    ),
    q(
        "h149_matplotlib_type1font",
        "returns",
        "What does _NumberToken.value() give back? Does '3' come out as an int and '3.0' as a "
        "float?",
        {"returns": "_NumberToken.value"},
    ),
    q(
        "h149_matplotlib_type1font",
        "calls",
        "Who uses `_expression` to swallow a balanced bracketed expression?",
        grep(r"(?<!def )_expression\(", T1),
    ),
    q(
        "h149_matplotlib_type1font",
        "raises",
        'Loading a .pfb gives me "Broken pfb file (expected byte 128, got 0)". Where is that '
        "error raised?",
        grep(r"Broken pfb file", T1),
    ),
    q(
        "h149_matplotlib_type1font",
        "raises",
        "where does the parser complain that FontBBox isn't a four-number array?",
        grep(r"FontBBox should be a size-4 array", T1),
    ),
    q(
        "h149_matplotlib_type1font",
        "const",
        "Where are the eexec and charstring encryption keys (55665 / 4330) written down?",
        grep(r"\{'eexec': 55665, 'charstring': 4330\}", T1),
    ),
    run(
        "h149_matplotlib_type1font",
        "Run {} and tell me which token kinds come out.",
        "from matplotlib._type1font import _tokenize; "
        "print([t.kind for t in _tokenize(b'/FontName /Foo def 12 (hi)', True)])",
        "['name', 'name', 'keyword', 'number', 'string']",
    ),
    run(
        "h149_matplotlib_type1font",
        "what does {} print? trying to follow how charstring bytes get decoded",
        "from matplotlib._type1font import Type1Font; "
        "print(list(Type1Font._charstring_tokens(bytes([139, 250, 7, 13]))))",
        "[0, 883, 'hsbw']",
    ),
    q(
        "h149_matplotlib_type1font",
        "edit",
        "Rename the class `_BalancedExpression` to `_BalancedExpr` throughout "
        "matplotlib/_type1font.py, please.",
        {"effect": {"renamed": ["_BalancedExpression", "_BalancedExpr"]}},
    ),
    q(
        "h149_matplotlib_type1font",
        "which",
        "Which function does the scrambling step when a changed typeface gets written back out, "
        "putting a few zeros up front so the result comes out the same every time?",
        {"def": "Type1Font._encrypt"},
        own=True,
    ),
    q(
        "h149_matplotlib_type1font",
        "which",
        "Which Type1Font method gives me a slanted and/or extended copy of the font?",
        {"def": "Type1Font.transform"},
    ),
    q(
        "h149_matplotlib_type1font",
        "how",
        "How does _parse figure out what this particular font calls RD, ND and NP? Some fonts "
        "use '-|' instead of RD apparently.",
        grep(
            r"if value == '\{noaccess def\}':|elif value == '\{noaccess put\}':|"
            r"elif value == '\{string currentfile exch readstring pop\}':|"
            r"self\._abbr\['(ND|NP|RD)'\] = key",
            T1,
        ),
    ),
    q(
        "h149_matplotlib_type1font",
        "how",
        "When I cut a typeface down to only the letters my document uses, how does it work out "
        "which other letters and helper routines those letters pull in as well?",
        {"body": "Type1Font.subset"},
        {"body": "_CharstringSimulator.run"},
        own=True,
    ),
    # --- matplotlib/sphinxext/plot_directive.py ----------------------------------------------
    q(
        "h149_matplotlib_plot_directive",
        "where",
        "where's out_of_date in the plot directive",
        {"def": "out_of_date"},
    ),
    q(
        "h149_matplotlib_plot_directive",
        "returns",
        "`:include-source: no` -- what does _option_boolean hand back for that, and for an "
        "empty flag?",
        {"returns": "_option_boolean"},
    ),
    q(
        "h149_matplotlib_plot_directive",
        "calls",
        "Where does plot_directive.py call clear_state?",
        grep(r"(?<!def )clear_state\(", PLOT),
    ),
    q(
        "h149_matplotlib_plot_directive",
        "calls",
        "who calls check_output_base_name?",
        grep(r"(?<!def )check_output_base_name\(", PLOT),
    ),
    q(
        "h149_matplotlib_plot_directive",
        "raises",
        "My docs build fails with \"The filename-prefix 'foo' is used multiple times\". Where "
        "in the directive is that raised?",
        grep(r"is used multiple", PLOT),
    ),
    q(
        "h149_matplotlib_plot_directive",
        "raises",
        "I set plot_srcset in conf.py and the singlehtml build errors out. which line raises that?",
        grep(r"raise ExtensionError\($|plot_srcset option not compatible", PLOT),
    ),
    q(
        "h149_matplotlib_plot_directive",
        "which",
        "Which function tells whether the directive's code is in doctest (>>>) form?",
        {"def": "contains_doctest"},
    ),
    q(
        "h149_matplotlib_plot_directive",
        "which",
        "Which bit chops one script into several pieces at each point where the figure gets "
        "put on screen, so each piece ends up with its own pictures?",
        {"def": "_split_code_at_show"},
        own=True,
    ),
    q(
        "h149_matplotlib_plot_directive",
        "how",
        "If the picture for an example is already in the output folder and newer than the "
        "script it came from, how does it decide it can skip drawing it again?",
        {"body": "out_of_date"},
        grep(r"if context or out_of_date\(|if all_exists:", PLOT),
        own=True,
    ),
    q(
        "h149_matplotlib_plot_directive",
        "how",
        "how does get_plot_formats turn plot_formats entries like 'png:100' or ('pdf', 300) "
        "into (suffix, dpi) pairs, and what dpi does a bare 'png' get?",
        {"body": "get_plot_formats"},
    ),
    q(
        "h149_matplotlib_plot_directive",
        "edit",
        "bump the module's `__version__` in matplotlib/sphinxext/plot_directive.py from 2 to 3",
        {"effect": {"value_set": [PLOT, "__version__", "3"]}},
    ),
    q(
        "h149_matplotlib_plot_directive",
        "edit",
        "We ship our own stylesheet, so in setup() please delete the line "
        "`app.add_css_file('plot_directive.css')`.",
        {"effect": {"line_deleted": [PLOT, "app.add_css_file('plot_directive.css')"]}},
    ),
    # --- matplotlib/colorizer.py -------------------------------------------------------------
    q(
        "h149_matplotlib_colorizer",
        "where",
        "Where is _ensure_cmap defined?",
        {"def": "_ensure_cmap"},
    ),
    q(
        "h149_matplotlib_colorizer",
        "returns",
        "What does Colorizer.get_clim return?",
        {"returns": "Colorizer.get_clim"},
    ),
    q(
        "h149_matplotlib_colorizer",
        "calls",
        "where is `_check_exclusionary_keywords` used in colorizer.py?",
        grep(r"\._check_exclusionary_keywords\(", COLOR),
    ),
    q(
        "h149_matplotlib_colorizer",
        "raises",
        "I passed an RGB image with shape (10, 10, 5) to to_rgba and got 'Third dimension must "
        "be 3 or 4'. Where's that raised?",
        grep(r"Third dimension must be 3 or 4", COLOR),
    ),
    run(
        "h149_matplotlib_colorizer",
        "Please run {} -- does a single (vmin, vmax) tuple work for set_clim?",
        "from matplotlib.colorizer import Colorizer; c = Colorizer('viridis'); "
        "c.set_clim((2, 8)); print(c.get_clim(), c.cmap.name)",
        "(2.0, 8.0) viridis",
    ),
    q(
        "h149_matplotlib_colorizer",
        "which",
        "Which Colorizer helper handles an image that is already RGB/RGBA in to_rgba, filling "
        "in the alpha channel for 3-channel input?",
        {"def": "Colorizer._pass_image_data"},
    ),
    q(
        "h149_matplotlib_colorizer",
        "which",
        "I just type the word 'log' when I make a heat map. Which function turns that word into "
        "a real object that squashes my numbers into the 0 to 1 range?",
        {"def": "_ensure_norm"},
        {"def": "_auto_norm_from_scale"},
        own=True,
    ),
    q(
        "h149_matplotlib_colorizer",
        "how",
        "How does Colorizer.set_clim keep the 'changed' callback from firing twice when both "
        "vmin and vmax change?",
        {"body": "Colorizer.set_clim"},
    ),
    q(
        "h149_matplotlib_colorizer",
        "how",
        "when I hover the mouse over a colored picture, the value shown at the bottom has a "
        "certain precision. how is it decided how precisely to print that number?",
        {"body": "_ColorizerInterface._sig_digits_from_norm"},
        {"body": "_ColorizerInterface._format_cursor_data_override"},
        own=True,
    ),
    q(
        "h149_matplotlib_colorizer",
        "edit",
        "In _sig_digits_from_norm, the fallback for non-finite values is 3 significant digits. "
        "Replace the line `g_sig_digits = 3  # Consistent with default below.` with "
        "`g_sig_digits = 4`.",
        {
            "effect": {
                "line_replaced": [
                    COLOR,
                    "g_sig_digits = 3  # Consistent with default below.",
                    "g_sig_digits = 4",
                ]
            }
        },
    ),
    q(
        "h149_matplotlib_colorizer",
        "edit",
        "Could you add full type hints to everything in colorizer.py and make mypy --strict pass "
        "on it?",
        {"effect": {"declined": True}},
    ),
]
