"""The sixty-second held-out set: questions on four modules of one third-party package that no
other set uses, copied from the installed site-packages (matplotlib 3.11.2: only
``matplotlib/patches.py``, ``matplotlib/path.py``, ``matplotlib/transforms.py`` and
``matplotlib/lines.py``, in one workspace), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (patches most, then transforms, lines and
path). About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. The four files do not import on their own (the package's
``__init__`` and compiled parts are not in the workspace), so the commands are plain shell
commands run in the workspace, written with ``q(..., "run", ...)`` rather than ``run()``. Gold
forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run  # noqa: F401  (run: the set's commands are shell ones)

WORKSPACES: dict[str, list[str]] = {
    "h62_mpl": [
        "matplotlib/patches.py",
        "matplotlib/path.py",
        "matplotlib/transforms.py",
        "matplotlib/lines.py",
    ],
}

WS = "h62_mpl"
PATCHES = "matplotlib/patches.py"
PATH = "matplotlib/path.py"
TRANSFORMS = "matplotlib/transforms.py"
LINES = "matplotlib/lines.py"


QUESTIONS: list[dict] = [
    # --- patches -----------------------------------------------------------------------------
    q(WS, "where", "where's the Shadow patch class defined?", {"def": "Shadow"}),
    q(
        WS,
        "returns",
        "What does Patch._process_radius hand back when I don't give it a radius?",
        {"returns": "Patch._process_radius"},
    ),
    q(
        WS,
        "calls",
        "who calls _draw_paths_with_artist_properties",
        grep(r"self\._draw_paths_with_artist_properties\(", PATCHES),
    ),
    q(
        WS,
        "calls",
        "Where is `_point_along_a_line` used in patches.py?",
        grep(r"= _point_along_a_line\(", PATCHES),
    ),
    q(
        WS,
        "raises",
        "where does Arc raise when you try to fill it",
        grep(r'raise ValueError\("Arc objects cannot be filled"\)', PATCHES),
    ),
    q(
        WS,
        "raises",
        "I'm getting errors from StepPatch when I call stairs(). Which lines in "
        "StepPatch._update_path raise, and for what?",
        grep(
            r"Nan values in \"edges\" are disallowed|Size mismatch between \"values\" and "
            r"\"edges\"|Invalid `baseline` specified",
            PATCHES,
        ),
    ),
    q(
        WS,
        "raises",
        "Where does it raise when I pass a bogus style string like boxstyle='roundd, pad=x'?",
        grep(r"Unknown style: \{stylename!r\}|Incorrect style argument: \{stylename!r\}", PATCHES),
    ),
    q(
        WS,
        "raises",
        "FancyArrowPatch raises if I give it posA/posB *and* a path -- where's that check?",
        grep(r"Either posA and posB, or path need to provided", PATCHES),
    ),
    q(
        WS,
        "const",
        "where is the default zorder for patches set",
        grep(r"^    zorder = 1$", PATCHES),
    ),
    q(
        WS,
        "run",
        "can you run `wc -l matplotlib/patches.py` and tell me what it prints?",
        {"expect": "4909 matplotlib/patches.py"},
    ),
    q(
        WS,
        "edit",
        "In matplotlib/patches.py, change the default `shade` of Shadow.__init__ from 0.7 to "
        "0.5 (just the signature).",
        {"effect": {"text_replaced": [PATCHES, "*, shade=0.7,", "*, shade=0.5,"]}},
    ),
    q(
        WS,
        "edit",
        "please delete the debug helper function draw_bbox from patches.py, nothing uses it",
        {"effect": {"definition_deleted": [PATCHES, "draw_bbox"]}},
    ),
    q(
        WS,
        "edit",
        "Could you refactor every BoxStyle in patches.py into one data-driven class that reads "
        "its outlines from a table, keep backwards compatibility, and add tests for all of them?",
        {"effect": {"declined": True}},
    ),
    q(
        WS,
        "which",
        "which class draws a darker copy of some shape, nudged a few points off and sitting "
        "just behind it?",
        {"body": "Shadow"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which method of FancyArrowPatch builds the arrow's path in display coordinates?",
        {"body": "FancyArrowPatch._get_path_in_displaycoord"},
        {"body": "ConnectionPatch._get_path_in_displaycoord"},
    ),
    q(
        WS,
        "which",
        "I want the frame behind my text label to have curved-off corners instead of sharp "
        "ones. which class makes that outline?",
        {"body": "BoxStyle.Round"},
        {"body": "BoxStyle.Round4"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which connector joins two points with three straight pieces - out from the first "
        "point, across, and back in to the second - with square corners?",
        {"body": "ConnectionStyle.Bar"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does Polygon.set_xy deal with closing the polygon when the last point isn't the "
        "same as the first one?",
        {"body": "Polygon.set_xy"},
    ),
    q(
        WS,
        "how",
        "how does it stop an arrow from poking into the circle or box it points at, so it ends "
        "right at the edge of that shape?",
        {"body": "ConnectionStyle._Base.__call__"},
        {"body": "ConnectionStyle._Base._clip"},
        {"body": "ConnectionStyle._Base._in_patch"},
        own=True,
    ),
    q(
        WS,
        "how",
        "My ellipse outline is enormous compared to the window and I zoom way in; how come it "
        "still looks smooth there -- does it only bother drawing the bit I can actually see?",
        {"body": "Arc.draw"},
        own=True,
    ),
    # --- transforms --------------------------------------------------------------------------
    q(WS, "where", "Where is offset_copy defined?", {"def": "offset_copy"}),
    q(
        WS,
        "returns",
        "what does `BboxBase.intersection` return if the two boxes don't overlap at all?",
        {"returns": "BboxBase.intersection"},
    ),
    q(
        WS,
        "calls",
        "who calls composite_transform_factory in transforms.py?",
        grep(r"(?<!def )composite_transform_factory\(", TRANSFORMS),
    ),
    q(
        WS,
        "raises",
        "Where does Bbox reject points that aren't shaped [[x0, y0], [x1, y1]]?",
        grep(r"raise ValueError\('Bbox points must be of the form '", TRANSFORMS),
    ),
    q(
        WS,
        "raises",
        "trans_a - trans_b gave me a ValueError. where in Transform.__sub__ is that raised?",
        grep(
            r"The shortcut cannot be computed since 'other' |"
            r"raise ValueError\('It is not possible to compute transA - transB '",
            TRANSFORMS,
        ),
    ),
    q(
        WS,
        "const",
        "where's the DEBUG flag for the transforms module set?",
        grep(r"^DEBUG = False$", TRANSFORMS),
    ),
    q(
        WS,
        "run",
        'What\'s the output of `grep -n "class TransformedPatchPath" matplotlib/transforms.py`?',
        {"expect": "2849:class TransformedPatchPath(TransformedPath):"},
    ),
    q(
        WS,
        "edit",
        "set DEBUG to True in matplotlib/transforms.py please, I'm chasing a singular bbox",
        {"effect": {"value_set": [TRANSFORMS, "DEBUG", "True"]}},
    ),
    q(
        WS,
        "which",
        "I'd like x in data units but y as a fraction of the axes height, one system per "
        "direction. which function/class gives me that mixed conversion?",
        {"body": "blended_transform_factory"},
        {"body": "BlendedGenericTransform"},
        {"body": "BlendedAffine2D"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which class caches a path with the non-affine part of its transform already applied?",
        {"body": "TransformedPath"},
        {"body": "TransformedPatchPath"},
    ),
    q(
        WS,
        "how",
        "When I chain a bunch of coordinate conversions and one of the inner ones gets changed, "
        "how do the outer ones find out they have to recompute?",
        {"body": "TransformNode.invalidate"},
        {"body": "TransformNode._invalidate_internal"},
        {"body": "TransformNode.set_children"},
        own=True,
    ),
    q(
        WS,
        "how",
        "if my axis range collapses to basically zero width (same min and max), how does it "
        "widen it so nothing divides by zero?",
        {"body": "_nonsingular"},
        own=True,
    ),
    # --- lines -------------------------------------------------------------------------------
    q(WS, "where", "where does _mark_every_path live", {"def": "_mark_every_path"}),
    q(
        WS,
        "returns",
        "What does Line2D.contains return? I need the indices of the points that got hit.",
        {"returns": "Line2D.contains"},
    ),
    q(
        WS,
        "calls",
        "Who calls _get_inverse_dash_pattern?",
        {"grep": r"(?<!def )_get_inverse_dash_pattern\("},
    ),
    q(
        WS,
        "raises",
        "where does AxLine blow up when both points I give it are the same?",
        grep(r'f"Cannot draw a line through two identical points "', LINES),
    ),
    q(
        WS,
        "run",
        'pls run `grep -n "def segment_hits" matplotlib/lines.py` and paste the output',
        {"expect": "98:def segment_hits(cx, cy, x, y, radius):"},
    ),
    q(
        WS,
        "edit",
        "comment out the `_log.warning('no figure set when check if mouse is on line')` line in "
        "matplotlib/lines.py, it floods my console",
        {
            "effect": {
                "comment_out": [
                    LINES,
                    "_log.warning('no figure set when check if mouse is on line')",
                ]
            }
        },
    ),
    q(
        WS,
        "which",
        "which function works out which straight bits of my plotted curve lie near the spot "
        "where I clicked?",
        {"body": "segment_hits"},
        {"body": "Line2D.contains"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does Line2D avoid drawing all of a huge sorted x array when I'm zoomed in on a small "
        "part of it?",
        {"body": "Line2D.draw"},
        {"body": "Line2D.recache"},
    ),
    q(
        WS,
        "how",
        "When I ask for dots spread out evenly along the curve on screen rather than every Nth "
        "data point, how does it pick which data points get one?",
        {"body": "_mark_every_path"},
        own=True,
    ),
    # --- path --------------------------------------------------------------------------------
    q(
        WS,
        "where",
        "Where's Path.make_compound_path defined?",
        {"def": "Path.make_compound_path"},
    ),
    q(
        WS,
        "calls",
        "who uses Path._fast_from_codes_and_verts",
        {"grep": r"(?<!def )_fast_from_codes_and_verts\("},
    ),
    q(
        WS,
        "raises",
        "where does the Path constructor raise ValueError about the codes?",
        grep(
            r"raise ValueError\(\"'codes' must be a 1D list|"
            r"raise ValueError\(\"The first element of 'code' must be equal ",
            PATH,
        ),
    ),
    q(
        WS,
        "run",
        'Run `grep -n "CLOSEPOLY = " matplotlib/path.py` for me, what does it print?',
        {"expect": "87:    CLOSEPOLY = code_type(79)   # 1 vertex"},
    ),
    q(
        WS,
        "edit",
        "add `import warnings` at the top of matplotlib/path.py, with the other imports",
        {"effect": {"at_top": [PATH, "import warnings"]}},
    ),
    q(
        WS,
        "which",
        "which classmethod on Path makes one compound path out of lots of polygons that all have "
        "the same number of sides?",
        {"body": "Path.make_compound_path_from_polys"},
    ),
    q(
        WS,
        "how",
        "how does Path.arc decide how many bezier segments to use if I don't pass n?",
        {"body": "Path.arc"},
    ),
]
