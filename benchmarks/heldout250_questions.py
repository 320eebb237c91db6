"""The two-hundred-and-fiftieth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0:
``sympy/physics/quantum/qapply.py``; matplotlib 3.11.2: ``mpl_toolkits/axes_grid1/inset_locator.py``;
fonttools 4.69.1: ``fontTools/svgLib/path/parser.py``; parso 0.8.7: ``parso/pgen2/generator.py``),
written blind: by reading only those four files, ``heldout128_questions.py`` for the format,
``question_helpers.py`` and the gold functions of ``bench_answers.py`` (``gold_lines``,
``own_returns``, ``check_effect`` and what they call), never the model's code, its notes or any other
set, and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

The questions are weighted by the size of the files (matplotlib's inset locator most, then the
fontTools SVG path parser, parso's grammar generator and sympy's qapply). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words, without the target's identifiers or its docstring's words, with one definition that fits);
the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms
are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad`` (every
gold resolves to lines on a fresh workspace, every command's expected text is in its real output,
no edit's effect holds on the untouched files, the declines hold); for every edit the correct edit
was made by hand on a scratch copy of the workspace and ``bench_answers.check_effect`` held after
it. The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h250_sympy_qapply": ["sympy/physics/quantum/qapply.py"],
    "h250_mpl_inset_locator": ["mpl_toolkits/axes_grid1/inset_locator.py"],
    "h250_fonttools_svgpath": ["fontTools/svgLib/path/parser.py"],
    "h250_parso_generator": ["parso/pgen2/generator.py"],
}

QAPPLY = "sympy/physics/quantum/qapply.py"
INSET = "mpl_toolkits/axes_grid1/inset_locator.py"
SVGPATH = "fontTools/svgLib/path/parser.py"
GEN = "parso/pgen2/generator.py"


QUESTIONS: list[dict] = [
    # --- sympy/physics/quantum/qapply.py -----------------------------------------------------
    q(
        "h250_sympy_qapply",
        "where",
        "Where is qapply_Mul defined?",
        {"def": "qapply_Mul"},
    ),
    q(
        "h250_sympy_qapply",
        "calls",
        "who ends up calling ip_doit_func",
        grep(r"(?<!def )ip_doit_func\(", QAPPLY),
    ),
    q(
        "h250_sympy_qapply",
        "raises",
        "Multiplying two Sums with the same index n and calling qapply gives me "
        "'ValueError: Duplicated dummy indices in separate sums in qapply.' Which line raises it?",
        grep(r"raise ValueError\('Duplicated dummy indices", QAPPLY),
    ),
    q(
        "h250_sympy_qapply",
        "which",
        "In a long string of operators and states multiplied together, which routine chews "
        "through it from the right-hand end, grabbing the last two factors and seeing whether the "
        "left one can act on the right one?",
        {"body": "qapply_Mul"},
        own=True,
    ),
    q(
        "h250_sympy_qapply",
        "which",
        "which helper is it that calls .doit() on the Sum objects when I pass sum_doit=True?",
        {"body": "sum_doit_func"},
    ),
    q(
        "h250_sympy_qapply",
        "how",
        "Say the operator on the left has no idea how to act on the state next to it. Does the "
        "state on the right get a go at it instead, and what happens if neither side can do it?",
        grep(
            r"_apply_right = getattr\(rhs, '_apply_from_right_to', None\)"
            r"|result = _apply_right\(lhs, \*\*options\)"
            r"|result = InnerProduct\(lhs, rhs\)",
            QAPPLY,
        ),
        own=True,
    ),
    q(
        "h250_sympy_qapply",
        "how",
        "If I cube an operator and put it in front of a ket, how is that worked out -- is the "
        "whole power used in one go, or is it peeled off one factor at a time?",
        grep(
            r"if isinstance\(lhs, Pow\) and lhs\.exp\.is_Integer:"
            r"|args\.append\(lhs\.base\*\*\(lhs\.exp - 1\)\)",
            QAPPLY,
        ),
        own=True,
    ),
    run(
        "h250_sympy_qapply",
        "Quick check please: what comes out of {}?",
        "from sympy.physics.quantum import qapply, Ket, Bra; b = Bra('b'); k = Ket('k'); "
        "print(qapply(k*b*k))",
        "<b|k>*|k>",
    ),
    q(
        "h250_sympy_qapply",
        "edit",
        "I'd rather qapply left inner products alone unless asked. In "
        "sympy/physics/quantum/qapply.py make the ip_doit option default to False instead of True.",
        {
            "effect": {
                "text_replaced": [
                    QAPPLY,
                    "options.get('ip_doit', True)",
                    "options.get('ip_doit', False)",
                ]
            }
        },
    ),
    # --- mpl_toolkits/axes_grid1/inset_locator.py --------------------------------------------
    q(
        "h250_mpl_inset_locator",
        "where",
        "where's zoomed_inset_axes defined in axes_grid1",
        {"def": "zoomed_inset_axes"},
    ),
    q(
        "h250_mpl_inset_locator",
        "returns",
        "What does BboxConnector.get_bbox_edge_pos return? And what if I give it loc=5?",
        {"returns": "BboxConnector.get_bbox_edge_pos"},
    ),
    q(
        "h250_mpl_inset_locator",
        "calls",
        "Which functions in inset_locator.py call `_add_inset_axes`?",
        grep(r"return _add_inset_axes\(", INSET),
    ),
    q(
        "h250_mpl_inset_locator",
        "calls",
        "connect_bbox -- where is it called from?",
        grep(r"self\.connect_bbox\(", INSET),
    ),
    q(
        "h250_mpl_inset_locator",
        "raises",
        "I tried passing transform=ax.transData to one of the connector/box patches and it threw "
        "ValueError('transform should not be set'). Where all is that raised?",
        grep(r'raise ValueError\("transform should not be set"\)', INSET),
    ),
    q(
        "h250_mpl_inset_locator",
        "raises",
        "inset_axes(ax, width='30%', height='40%', bbox_to_anchor=(0.5, 0.5)) errors out saying "
        "relative units need a 4-tuple. where is that check",
        grep(r"if len\(bbox_to_anchor\) != 4:|raise ValueError\(\"Using relative units", INSET),
    ),
    q(
        "h250_mpl_inset_locator",
        "const",
        "When I give inset_axes bbox_transform=ax.transAxes but no bbox_to_anchor, it warns and "
        "picks a box for me. Where is that fallback value assigned?",
        grep(r"bbox_to_anchor = \(0, 0, 1, 1\)", INSET),
    ),
    q(
        "h250_mpl_inset_locator",
        "which",
        "I've got a small magnified panel sitting on top of my chart. Which function outlines the "
        "matching region on the big chart and draws the two lines joining it to the panel's "
        "corners?",
        {"body": "mark_inset"},
        own=True,
    ),
    q(
        "h250_mpl_inset_locator",
        "which",
        "Which method of AnchoredLocatorBase actually produces the inset's position (as a "
        "TransformedBbox in subfigure coords) when the axes asks its locator?",
        {"body": "AnchoredLocatorBase.__call__"},
    ),
    q(
        "h250_mpl_inset_locator",
        "how",
        "How does AnchoredZoomLocator.get_bbox work out how big the zoomed axes should be?",
        {"body": "AnchoredZoomLocator.get_bbox"},
    ),
    q(
        "h250_mpl_inset_locator",
        "how",
        "hey, if the zoomed-in panel's x/y range changes after I've drawn the outline on the main "
        "plot, how does that outline keep in sync? something must refresh the main plot's limits "
        "before its corners get read",
        {"body": "_TransformedBboxWithCallback"},
        own=True,
    ),
    run(
        "h250_mpl_inset_locator",
        "Can you run {} and tell me the vertices it prints?",
        "from mpl_toolkits.axes_grid1.inset_locator import BboxConnector as C; "
        "from matplotlib.transforms import Bbox; "
        "print(C.connect_bbox(Bbox.from_extents(0, 0, 1, 1), Bbox.from_extents(2, 2, 4, 5), 3, 1)"
        ".vertices.tolist())",
        "[[0.0, 0.0], [4.0, 5.0]]",
    ),
    q(
        "h250_mpl_inset_locator",
        "edit",
        "Most of my insets go bottom-left. Please change the default loc of inset_axes (not "
        "zoomed_inset_axes) from 'upper right' to 'lower left' in "
        "mpl_toolkits/axes_grid1/inset_locator.py.",
        {
            "effect": {
                "line_replaced": [
                    INSET,
                    "def inset_axes(parent_axes, width, height, loc='upper right',",
                    "def inset_axes(parent_axes, width, height, loc='lower left',",
                ]
            }
        },
    ),
    q(
        "h250_mpl_inset_locator",
        "edit",
        "Could you go through inset_locator.py and add full type annotations to every function "
        "and method, then get it passing mypy --strict?",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/svgLib/path/parser.py -----------------------------------------------------
    q(
        "h250_fonttools_svgpath",
        "where",
        "In the fontTools svg path parser, where's `_tokenize_arc_arguments`?",
        {"def": "_tokenize_arc_arguments"},
    ),
    q(
        "h250_fonttools_svgpath",
        "returns",
        "what does pop_coord (the little helper inside parse_path) return",
        {"returns": "parse_path.pop_coord"},
    ),
    q(
        "h250_fonttools_svgpath",
        "calls",
        "Who uses _tokenize_arc_arguments?",
        grep(r"yield from _tokenize_arc_arguments\(", SVGPATH),
    ),
    q(
        "h250_fonttools_svgpath",
        "raises",
        "parse_path('L 10 10', pen) fails with 'Path must start with a moveto command'. Where does "
        "it raise that?",
        grep(r'raise ValueError\("Path must start with a moveto command', SVGPATH),
    ),
    q(
        "h250_fonttools_svgpath",
        "raises",
        "Where is the 'Unallowed implicit command' ValueError thrown?",
        grep(r"Unallowed implicit command", SVGPATH),
    ),
    q(
        "h250_fonttools_svgpath",
        "raises",
        'My glyph has d="M0 0 A10 10 0 0 1 5" and I get ValueError: Invalid arc command, caused '
        "by 'Not enough arguments'. Where do those two errors come from?",
        grep(
            r"raise ValueError\(f\"Invalid arc command|raise ValueError\(f\"Not enough arguments",
            SVGPATH,
        ),
    ),
    q(
        "h250_fonttools_svgpath",
        "const",
        "where is the FLOAT_RE number pattern set up?",
        grep(r"^FLOAT_RE = re\.compile\(", SVGPATH),
    ),
    q(
        "h250_fonttools_svgpath",
        "which",
        "Which function in parser.py splits the d attribute into command letters and numeric "
        "tokens before parse_path walks them?",
        {"body": "_tokenize_path"},
    ),
    q(
        "h250_fonttools_svgpath",
        "which",
        "For the elliptical curve command the two yes/no flags are allowed to be squashed together "
        "with the next number, like '0 0 110 20'. Which bit of code pulls those single digits "
        "apart correctly?",
        {"body": "_tokenize_arc_arguments"},
        own=True,
    ),
    q(
        "h250_fonttools_svgpath",
        "how",
        "how does parse_path pick the first control point for an S segment, e.g. when the "
        "previous command was an L rather than a C?",
        grep(
            r'if last_command not in \("C", "S"\):'
            r"|control1 = current_pos$"
            r"|control1 = current_pos \+ current_pos - last_control",
            SVGPATH,
        ),
    ),
    q(
        "h250_fonttools_svgpath",
        "how",
        "When my outline closes a shape and then carries straight on drawing a line, without "
        "jumping to a new point first, where does that next piece begin?",
        grep(
            r'if command not in \("M", "Z"\) and not subpath_open and start_pos is not None:'
            r"|pen\.moveTo\(\(start_pos\.real, start_pos\.imag\)\)",
            SVGPATH,
        ),
        own=True,
    ),
    run(
        "h250_fonttools_svgpath",
        "What does {} print? I want to see the pen calls.",
        "from fontTools.svgLib.path.parser import parse_path; "
        "from fontTools.pens.recordingPen import RecordingPen; p = RecordingPen(); "
        "parse_path('M0 0 h10 v10 z', p); print(p.value)",
        "('lineTo', ((10.0, 10.0),))",
    ),
    q(
        "h250_fonttools_svgpath",
        "edit",
        "_tokenize_arc_arguments is a clumsy name; rename it to _split_arc_args everywhere in "
        "fontTools/svgLib/path/parser.py.",
        {"effect": {"renamed": ["_tokenize_arc_arguments", "_split_arc_args"]}},
    ),
    # --- parso/pgen2/generator.py ------------------------------------------------------------
    q(
        "h250_parso_generator",
        "where",
        "where is _calculate_first_plans in parso's pgen2",
        {"def": "_calculate_first_plans"},
    ),
    q(
        "h250_parso_generator",
        "returns",
        "What does generate_grammar() return?",
        {"returns": "generate_grammar"},
    ),
    q(
        "h250_parso_generator",
        "returns",
        "_make_transition: what do I get back for a label like NAME versus a quoted one like 'if'?",
        {"returns": "_make_transition"},
    ),
    q(
        "h250_parso_generator",
        "calls",
        "Where does _calculate_first_plans get called?",
        grep(r"(?<!def )_calculate_first_plans\(", GEN),
    ),
    q(
        "h250_parso_generator",
        "raises",
        "My custom grammar makes parso die with 'Rule foo is ambiguous; given a NAME token, we "
        "can't determine...'. Which line raises that?",
        grep(r"raise ValueError\($|\"Rule %s is ambiguous; given a %s token", GEN),
    ),
    q(
        "h250_parso_generator",
        "raises",
        "where's the left recursion error raised in generator.py?",
        grep(r'raise ValueError\("left recursion for rule', GEN),
    ),
    q(
        "h250_parso_generator",
        "which",
        "Which DFAState method repoints the arcs that went to a removed state so they go to the "
        "one it was merged into?",
        {"body": "DFAState.unifystate"},
    ),
    q(
        "h250_parso_generator",
        "which",
        "Each rule first becomes a machine with empty moves in it. Which code turns that into a "
        "machine where every label leads to exactly one place, by lumping together everything you "
        "can reach at once?",
        {"body": "_make_dfas"},
        own=True,
    ),
    q(
        "h250_parso_generator",
        "how",
        "How does DFAState.__eq__ compare two states? Doesn't comparing arcs recurse forever on "
        "cycles?",
        {"body": "DFAState.__eq__"},
    ),
    q(
        "h250_parso_generator",
        "how",
        "when I hand it a whole grammar text with lots of rules, how does it settle on which rule "
        "is the top-level entry point?",
        grep(r"if start_nonterminal is None:|start_nonterminal = nfa_a\.from_rule", GEN),
        own=True,
    ),
    q(
        "h250_parso_generator",
        "edit",
        "DFAState.unifystate in parso/pgen2/generator.py has no docstring. Please add one: it "
        "redirects every arc pointing at the old state to the new state.",
        {"effect": {"docstring": "DFAState.unifystate"}},
    ),
    q(
        "h250_parso_generator",
        "edit",
        "_simplify_dfas starts over after every single merge, which is quadratic on big grammars. "
        "Can you replace it with a proper Hopcroft partition-refinement minimisation and show me "
        "it's faster on the Python grammar?",
        {"effect": {"declined": True}},
    ),
]
