"""The sixty-ninth held-out set: questions on three modules of a third-party package that no other
set uses, copied from the installed site-packages (matplotlib 3.11.2: ``matplotlib/image.py``,
``matplotlib/contour.py`` and ``matplotlib/scale.py``, in one workspace), written blind: by reading
only those files, never the model's code or its notes, and committed before the model was asked any
of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (image.py and contour.py most, then scale.py).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. The workspace holds the three files without the rest of matplotlib, so
its commands are plain shell commands (``grep``, ``wc``) rather than imports. Gold forms are those
of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

WORKSPACES: dict[str, list[str]] = {
    "h69_mpl": ["matplotlib/image.py", "matplotlib/contour.py", "matplotlib/scale.py"],
}

WS = "h69_mpl"
IMAGE = "matplotlib/image.py"
CONTOUR = "matplotlib/contour.py"
SCALE = "matplotlib/scale.py"


QUESTIONS: list[dict] = [
    # --- where is it defined -----------------------------------------------------------------
    q(
        WS,
        "where",
        "where is _contour_labeler_event_handler defined",
        {"def": "_contour_labeler_event_handler"},
    ),
    q(
        WS,
        "where",
        "I'm writing my own scale and the docs mention `register_scale`. Where does that live?",
        {"def": "register_scale"},
    ),
    q(WS, "where", "Where's BboxImage defined?", {"def": "BboxImage"}),
    q(
        WS,
        "where",
        "can you point me to the definition of pil_to_array pls",
        {"def": "pil_to_array"},
    ),
    # --- what does it return -----------------------------------------------------------------
    q(
        WS,
        "returns",
        "What does LogitScale.limit_range_for_scale give back when vmax is 1 or more?",
        {"returns": "LogitScale.limit_range_for_scale"},
    ),
    q(
        WS,
        "returns",
        "what does `ContourLabeler.get_text` return -- e.g. if fmt is a dict that doesn't have my "
        "level in it?",
        {"returns": "ContourLabeler.get_text"},
    ),
    q(
        WS,
        "returns",
        "When I never passed an extent, what does AxesImage.get_extent return?",
        {"returns": "AxesImage.get_extent"},
    ),
    # --- who calls it ------------------------------------------------------------------------
    q(
        WS,
        "calls",
        "who calls _resample in image.py?",
        grep(r"= _resample\(self, ", IMAGE),
    ),
    q(
        WS,
        "calls",
        "Where is `_find_nearest_contour` called from?",
        grep(r"self\._find_nearest_contour\(", CONTOUR),
    ),
    q(
        WS,
        "calls",
        "where is the _make_axis_parameter_optional decorator applied?",
        grep(r"^\s+@_make_axis_parameter_optional$", SCALE),
    ),
    q(
        WS,
        "calls",
        "Who uses _ImageBase._normalize_image_array? I want to know every place image data goes "
        "through it.",
        grep(r"self\._normalize_image_array\(A\)", IMAGE),
    ),
    q(
        WS,
        "calls",
        "callers of _get_lowers_and_uppers in contour.py",
        grep(r"self\._get_lowers_and_uppers\(\)", CONTOUR),
    ),
    # --- where is it raised ------------------------------------------------------------------
    q(
        WS,
        "raises",
        "Where's the 'Contour levels must be increasing' error thrown?",
        grep(r'raise ValueError\("Contour levels must be increasing"\)', CONTOUR),
    ),
    q(
        WS,
        "raises",
        "i pass 1-D x and y to contour and get a TypeError that their length doesnt match z. "
        "where is that check, and the one for 2-D x/y?",
        grep(r'Length of [xy] \(|f"Shapes of [xy] ', CONTOUR),
    ),
    q(
        WS,
        "raises",
        "Where does ContourSet refuse to take both colors= and cmap= at once?",
        grep(r"raise ValueError\('Either colors or cmap must be None'\)", CONTOUR),
    ),
    q(
        WS,
        "raises",
        "Where is the ValueError for a zero or negative filterrad raised?",
        grep(r'raise ValueError\("The filter radius must be a positive number"\)', IMAGE),
    ),
    q(
        WS,
        "raises",
        "imread('https://...') blows up with a ValueError telling me to open the URL myself. "
        "Which line raises that?",
        grep(r'"Please open the URL for reading and pass the "', IMAGE),
    ),
    q(
        WS,
        "raises",
        "Where does NonUniformImage raise 'Cannot change colors after loading data'?",
        grep(r"raise RuntimeError\('Cannot change colors after loading data'\)", IMAGE),
    ),
    q(
        WS,
        "raises",
        "where do the symlog transforms raise when linthresh is <= 0?",
        grep(r"raise ValueError\(\"'linthresh' must be positive\"\)", SCALE),
    ),
    q(
        WS,
        "raises",
        "Where does LogTransform reject base=1?",
        grep(r"raise ValueError\('The log base cannot be <= 0 or == 1'\)", SCALE),
    ),
    # --- constants / where set ---------------------------------------------------------------
    q(
        WS,
        "const",
        "where's the dict that maps interpolation names like 'bicubic' to the _image constants?",
        grep(r"^_interpd_ = \{", IMAGE),
    ),
    q(
        WS,
        "const",
        "Where is _scale_mapping set up?",
        grep(r"^_scale_mapping = \{", SCALE),
    ),
    # --- commands ----------------------------------------------------------------------------
    q(
        WS,
        "run",
        "How long are these three files together? Run `wc -l matplotlib/image.py "
        "matplotlib/contour.py matplotlib/scale.py` and tell me the total.",
        {"expect": "4608 total"},
    ),
    q(
        WS,
        "run",
        'what does `grep -n "^class " matplotlib/scale.py | tail -1` print?',
        {"expect": "823:class LogitScale(ScaleBase):"},
    ),
    q(
        WS,
        "run",
        'Could you run `grep -n "^class " matplotlib/contour.py` for me and paste the output?',
        {"expect": "1308:class QuadContourSet(ContourSet):"},
    ),
    q(
        WS,
        "run",
        'output of `grep -n "def imsave" matplotlib/image.py` ?',
        {"expect": "1600:def imsave(fname, arr, vmin=None, vmax=None, cmap=None, format=None,"},
    ),
    # --- edits -------------------------------------------------------------------------------
    q(
        WS,
        "edit",
        "In matplotlib/contour.py, when no number of levels is given it falls back to "
        "`N = 7  # Hard coded default`. Change that default to 10.",
        {"effect": {"text_replaced": [CONTOUR, "N = 7  # Hard coded default", "N = 10"]}},
    ),
    q(
        WS,
        "edit",
        "please comment out the `_api.warn_external('Log scale: values of z <= 0 have been "
        "masked')` line in contour.py, I know my data has zeros",
        {
            "effect": {
                "comment_out": [
                    CONTOUR,
                    "_api.warn_external('Log scale: values of z <= 0 have been masked')",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "LogTransform in scale.py has no docstring at all. Can you add a short one?",
        {"effect": {"docstring": "LogTransform"}},
    ),
    q(
        WS,
        "edit",
        "Make NonUniformImage default to bilinear interpolation instead of nearest (the "
        "`interpolation='nearest'` default in its __init__ signature).",
        {
            "effect": {
                "text_replaced": [
                    IMAGE,
                    "def __init__(self, ax, *, interpolation='nearest', **kwargs):",
                    "def __init__(self, ax, *, interpolation='bilinear', **kwargs):",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "rename the inner helper flush_images (inside _draw_list_compositing_images) to "
        "flush_image_group, and update its calls",
        {"effect": {"renamed": ["flush_images", "flush_image_group"]}},
    ),
    q(
        WS,
        "edit",
        "Can you make imshow render big arrays a lot faster, maybe by moving the resampling onto "
        "the GPU with a fallback to the current code? Whatever it takes.",
        {"effect": {"declined": True}},
    ),
    # --- which function / class --------------------------------------------------------------
    q(
        WS,
        "which",
        "When several pictures sit on the same plot, which function glues them into a single "
        "picture before it is drawn?",
        {"body": "composite_images"},
        {"body": "_draw_list_compositing_images"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which bit decides where along each contour line the number gets written? it seems to "
        "prefer a stretch that isn't bending much",
        {"body": "ContourLabeler.locate_label"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which class undoes the asinh transform (the inverse one AsinhTransform.inverted hands "
        "back)?",
        {"body": "InvertedAsinhTransform"},
    ),
    q(
        WS,
        "which",
        "Which method picks the linestyle for each level, including the special one for negative "
        "levels in monochrome contours?",
        {"body": "ContourSet._process_linestyles"},
    ),
    q(
        WS,
        "which",
        "When I hover over a picture, the toolbar shows the number under the pointer. Which code "
        "works that number out?",
        {"body": "AxesImage.get_cursor_data"},
        {"body": "NonUniformImage.get_cursor_data"},
        {"body": "PcolorImage.get_cursor_data"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which part stops a log axis from going down to zero or below when the data includes such "
        "numbers?",
        {"body": "LogScale.limit_range_for_scale"},
        own=True,
    ),
    q(
        WS,
        "which",
        "When I put labels on by clicking, which code works out which line I clicked next to and "
        "the exact spot on it?",
        {"body": "ContourSet._find_nearest_contour"},
        {"body": "_find_closest_point_on_path"},
        {"body": "ContourLabeler.add_label_near"},
        {"body": "ContourSet.find_nearest_contour"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which part picks the shade for each filled band? The top and bottom bands never seem to "
        "get the very ends of the colour ramp.",
        {"body": "ContourSet._process_colors"},
        own=True,
    ),
    # --- how does it work --------------------------------------------------------------------
    q(
        WS,
        "how",
        "How does ContourSet._autolev trim the levels that the locator hands back?",
        {"body": "ContourSet._autolev"},
    ),
    q(
        WS,
        "how",
        "my array is ridiculously wide, like 10 million+ entries per row. does it thin it out "
        "before drawing? where?",
        grep(r"2\*\*2[34]", IMAGE),
        own=True,
    ),
    q(
        WS,
        "how",
        "How does `SymmetricalLogTransform.transform_non_affine` treat values inside the linear "
        "region vs outside it?",
        {"body": "SymmetricalLogTransform.transform_non_affine"},
    ),
    q(
        WS,
        "how",
        "How does it decide how tilted the number on a contour line is, and keep it readable "
        "instead of standing on its head?",
        grep(r"angle = \(angle \+ 90\) % 180 - 90|angle = np\.rad2deg\(np\.arctan2", CONTOUR),
        {"body": "ContourLabeler._split_path_and_get_label_rotation"},
        own=True,
    ),
    q(
        WS,
        "how",
        "With interpolation_stage='auto', how does _ImageBase._make_image choose between "
        "'data' and 'rgba'?",
        grep(r"if \(dispx < 3\) or \(dispy < 3\):|^\s+interpolation_stage = '(rgba|data)'$", IMAGE),
    ),
    q(
        WS,
        "how",
        "how does scale_factory know whether to pass the axis into the scale class's "
        "constructor or not?",
        {"body": "scale_factory"},
        {"body": "register_scale"},
        {"body": "_make_axis_parameter_optional"},
    ),
    q(
        WS,
        "how",
        "If I save an array straight to a .jpg, what happens to the see-through bits? jpeg can't "
        "keep those, right?",
        grep(
            r'if format in \["jpg", "jpeg"\]:|background = PIL\.Image\.new|'
            r"background\.paste\(image, image\)",
            IMAGE,
        ),
        own=True,
    ),
    q(
        WS,
        "how",
        "When the colour spacing is logarithmic and my grid has zeros or negative numbers in it, "
        "what happens to those points?",
        grep(r"z = ma\.masked_where\(z <= 0, z\)|Log scale: values of z <= 0", CONTOUR),
        own=True,
    ),
]
