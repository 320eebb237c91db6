"""The sixty-fourth held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (scipy 1.17.1, only the pure-Python modules of
``scipy.interpolate``, without its tests and compiled extensions, and IPython 8.12.3, only the
modules of ``IPython.extensions``, without its tests), written blind: by reading only those
packages, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (scipy.interpolate by far the most). About
a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

The workspaces hold single files, not packages that import: a copy of ``scipy/interpolate`` without
``scipy/__init__.py`` would import the installed scipy instead, so the commands here are plain
shell commands (``wc``, ``grep``) run from the workspace root, with their exact output as expect.
"""

from __future__ import annotations

from question_helpers import grep, q

INTERP_FILES = [
    "__init__.py",
    "_bary_rational.py",
    "_bsplines.py",
    "_cubic.py",
    "_fitpack2.py",
    "_fitpack_impl.py",
    "_fitpack_py.py",
    "_fitpack_repro.py",
    "_interpolate.py",
    "_ndbspline.py",
    "_ndgriddata.py",
    "_pade.py",
    "_polyint.py",
    "_rbf.py",
    "_rbfinterp.py",
    "_rbfinterp_common.py",
    "_rbfinterp_np.py",
    "_rbfinterp_xp.py",
    "_rgi.py",
    "dfitpack.py",
    "fitpack.py",
    "fitpack2.py",
    "interpnd.py",
    "interpolate.py",
    "ndgriddata.py",
    "polyint.py",
    "rbf.py",
]

WORKSPACES: dict[str, list[str]] = {
    "h64_interpolate": [f"scipy/interpolate/{name}" for name in INTERP_FILES],
    "h64_ipyext": [
        "IPython/extensions/__init__.py",
        "IPython/extensions/autoreload.py",
        "IPython/extensions/storemagic.py",
    ],
}

SI = "h64_interpolate"
IX = "h64_ipyext"

BSPL = "scipy/interpolate/_bsplines.py"
CUBIC = "scipy/interpolate/_cubic.py"
FP2 = "scipy/interpolate/_fitpack2.py"
FPIMPL = "scipy/interpolate/_fitpack_impl.py"
REPRO = "scipy/interpolate/_fitpack_repro.py"
INTERP = "scipy/interpolate/_interpolate.py"
NDGRID = "scipy/interpolate/_ndgriddata.py"
POLYINT = "scipy/interpolate/_polyint.py"
RBFI = "scipy/interpolate/_rbfinterp.py"
RGI = "scipy/interpolate/_rgi.py"
BARY = "scipy/interpolate/_bary_rational.py"
AUTO = "IPython/extensions/autoreload.py"
STORE = "IPython/extensions/storemagic.py"


QUESTIONS: list[dict] = [
    # --- scipy.interpolate -------------------------------------------------------------------
    q(SI, "where", "where is make_splrep defined?", {"def": "make_splrep"}),
    q(
        SI,
        "where",
        "Can you point me to `RegularGridInterpolator._find_out_of_bounds`?",
        {"def": "RegularGridInterpolator._find_out_of_bounds"},
    ),
    q(
        SI,
        "where",
        "I'm reading the AAA rational approximation code. Where does its clean_up method start?",
        {"def": "AAA.clean_up"},
    ),
    q(
        SI,
        "returns",
        "what does fprati return? there seem to be two different formulas depending on p3",
        {"returns": "fprati"},
    ),
    q(
        SI,
        "returns",
        "What does `_check_broadcast_up_to` in _interpolate.py give back when the fill value's "
        "shape is fine?",
        {"returns": "_check_broadcast_up_to"},
    ),
    q(
        SI,
        "calls",
        "who calls _not_a_knot",
        {"grep": r"(?<!def )\b_not_a_knot\("},
    ),
    q(
        SI,
        "calls",
        "In _fitpack_repro.py, where is `_get_residuals` used?",
        grep(r"= _get_residuals\(", REPRO),
    ),
    q(
        SI,
        "calls",
        "which places in interp1d call _do_extrapolate?",
        grep(r"(?<!def )_do_extrapolate\(", INTERP),
    ),
    q(
        SI,
        "calls",
        "Hi! Where does the legacy fitpack wrapper call its _int_overflow helper?",
        grep(r"(?<!def )_int_overflow\(", FPIMPL),
    ),
    q(
        SI,
        "raises",
        "interp1d throws 'A value (...) in x_new is below the interpolation range' at me. Where is "
        "that raised?",
        grep(r"in x_new is (below|above) ", INTERP),
    ),
    q(
        SI,
        "raises",
        "where does RBFInterpolator complain that I have to give epsilon for the gaussian kernel",
        grep(r"`epsilon` must be specified", RBFI),
    ),
    q(
        SI,
        "raises",
        "Where does RegularGridInterpolator raise when one of my query points is outside the grid?",
        grep(r'^ {24}f"One of the requested xi is out of bounds', RGI),
    ),
    q(
        SI,
        "raises",
        "make_smoothing_spline errors out with only 4 data points -- which line raises that?",
        grep(r"length must be at least 5", BSPL),
    ),
    q(
        SI,
        "raises",
        "where can `BarycentricInterpolator.add_xi` raise a ValueError?",
        grep(r'raise ValueError\("No (previous yi value|update to yi)', POLYINT),
    ),
    q(
        SI,
        "raises",
        "where's the warning KroghInterpolator gives when you pass it too many points?",
        grep(r'warnings\.warn\(f"\{deg\} degrees provided', POLYINT),
    ),
    q(
        SI,
        "raises",
        "I passed fill_value='extrapolate' together with bounds_error=True to interp1d and got "
        "'Cannot extrapolate and raise at the same time'. where does that come from?",
        grep(r'raise ValueError\("Cannot extrapolate and raise', INTERP),
    ),
    q(
        SI,
        "const",
        "Where is MAXIT set in the FITPACK re-implementation (_fitpack_repro)?",
        grep(r"^MAXIT = ", REPRO),
    ),
    q(
        SI,
        "const",
        "where's _SCALE_INVARIANT defined, the set of kernels that don't need an epsilon?",
        grep(r"^_SCALE_INVARIANT = ", RBFI),
    ),
    q(
        SI,
        "run",
        "Can you run `wc -l scipy/interpolate/_bsplines.py` and tell me what it prints?",
        {"expect": "2614 scipy/interpolate/_bsplines.py"},
    ),
    q(
        SI,
        "run",
        'what\'s the output of `grep -n "^_extrap_modes" scipy/interpolate/_fitpack2.py`?',
        {"expect": "68:_extrap_modes = {0: 0, 'extrapolate': 0,"},
    ),
    q(
        SI,
        "run",
        'please run `grep -n "def make_lsq_spline" scipy/interpolate/_bsplines.py`',
        {
            "expect": "1695:def make_lsq_spline(x, y, t, k=3, w=None, axis=0, check_finite=True, "
            '*, method="qr"):'
        },
    ),
    q(
        SI,
        "edit",
        "Set TOL in scipy/interpolate/_fitpack_repro.py to 0.0001 instead of 0.001.",
        {"effect": {"value_set": [REPRO, "TOL", "0.0001"]}},
    ),
    q(
        SI,
        "edit",
        "rename the helper _do_extrapolate to _wants_extrapolation everywhere it's used",
        {"effect": {"renamed": ["_do_extrapolate", "_wants_extrapolation"]}},
    ),
    q(
        SI,
        "edit",
        "interp2d only raises NotImplementedError these days. Could you delete the interp2d class "
        "from scipy/interpolate/_interpolate.py?",
        {"effect": {"definition_deleted": [INTERP, "interp2d"]}},
    ),
    q(
        SI,
        "edit",
        "RegularGridInterpolator with method='cubic_legacy' is painfully slow for me, it loops "
        "over every point in Python. Can you rewrite _evaluate_spline so it's fully vectorized "
        "and much faster?",
        {"effect": {"declined": True}},
    ),
    q(
        SI,
        "which",
        "If I fit splines from several threads at the same time, what keeps them from tripping "
        "over each other inside the old compiled fitting routines?",
        grep(r"FITPACK_LOCK", FP2),
        own=True,
    ),
    q(
        SI,
        "which",
        "my grid coordinates run from big to small (latitudes 90 down to -90). which bit of the "
        "regular-grid interpolator copes with that?",
        {"body": "_check_points"},
        grep(r"self\._descending_dimensions", RGI),
        own=True,
    ),
    q(
        SI,
        "which",
        "Which code throws away readings that blew up or came out as not-a-number, and x "
        "positions I accidentally listed twice, before the rational fit (AAA / Floater-Hormann) "
        "is computed?",
        {"body": "_BarycentricRational.__init__"},
        own=True,
    ),
    q(
        SI,
        "which",
        "After fitting, `type(spl)` of my UnivariateSpline says LSQUnivariateSpline. Which method "
        "changes the object's class like that?",
        {"body": "UnivariateSpline._set_class"},
        {"body": "UnivariateSpline._reset_class"},
    ),
    q(
        SI,
        "which",
        "Which function turns bc_type='clamped' or 'natural' into actual derivative conditions "
        "for make_interp_spline?",
        {"body": "_convert_string_aliases"},
    ),
    q(
        SI,
        "which",
        "which function builds the knot vector for periodic splines?",
        {"body": "_periodic_knots"},
    ),
    q(
        SI,
        "which",
        "Which PchipInterpolator method computes the derivative at the first and last points?",
        {"body": "PchipInterpolator._edge_case"},
        {"body": "PchipInterpolator._find_derivatives"},
    ),
    q(
        SI,
        "how",
        "I evaluate the radial basis function interpolator at a few million locations at once. "
        "Does it split that job into pieces so my laptop doesn't run out of RAM? how?",
        {"body": "RBFInterpolator._chunk_evaluator"},
        own=True,
    ),
    q(
        SI,
        "how",
        "with the nearest-neighbour interpolator for scattered points, if I cap how far away a "
        "match may be, what do I get back for spots that have no sample close enough?",
        {"body": "NearestNDInterpolator.__call__"},
        own=True,
    ),
    q(
        SI,
        "how",
        "I didn't pass any stiffness number to make_smoothing_spline. How does it guess on its "
        "own how wiggly the curve is allowed to be?",
        {"body": "_compute_optimal_gcv_parameter"},
        grep(r"lam = _compute_optimal_gcv_parameter\(", BSPL),
        own=True,
    ),
    q(
        SI,
        "how",
        "There's a cubic option that never bulges above or below my data where the values "
        "flatten out or turn around. How does it manage that?",
        {"body": "PchipInterpolator._find_derivatives"},
        {"body": "PchipInterpolator._edge_case"},
        own=True,
    ),
    q(
        SI,
        "how",
        "why do the weights of my polynomial-through-points interpolator come out slightly "
        "different on every run, is it shuffling my points somewhere?",
        {"body": "BarycentricInterpolator.__init__"},
        own=True,
    ),
    q(
        SI,
        "how",
        "how does RegularGridInterpolator's method='nearest' decide which grid point wins when a "
        "query point is exactly halfway between two?",
        {"body": "RegularGridInterpolator._evaluate_nearest"},
    ),
    q(
        SI,
        "how",
        "What does griddata do when my points are only 1-D? does it still build a triangulation?",
        grep(r"if ndim == 1 and method in|ip = interp1d\(points", NDGRID),
    ),
    # --- IPython.extensions ------------------------------------------------------------------
    q(IX, "where", "where's superreload defined", {"def": "superreload"}),
    q(
        IX,
        "returns",
        "What does ModuleReloader.filename_and_mtime return, e.g. for a module that has no file?",
        {"returns": "ModuleReloader.filename_and_mtime"},
    ),
    q(
        IX,
        "calls",
        "who calls update_generic in autoreload.py?",
        grep(r"(?<!def )update_generic\(", AUTO),
    ),
    q(
        IX,
        "raises",
        "Where does %store raise UsageError?",
        grep(r"raise UsageError\(", STORE),
    ),
    q(
        IX,
        "which",
        "I edited a class in my module file. Which piece makes the objects I had already made in "
        "the notebook start behaving like the new version?",
        {"body": "update_instances"},
        {"body": "update_class"},
        own=True,
    ),
    q(
        IX,
        "how",
        "how does it notice that i saved one of my files again since the last cell, so it knows "
        "to load it over?",
        {"body": "ModuleReloader.check"},
        {"body": "ModuleReloader.filename_and_mtime"},
        own=True,
    ),
    q(
        IX,
        "run",
        "What does `cat IPython/extensions/*.py | wc -l` print?",
        {"expect": "950"},
    ),
    q(
        IX,
        "edit",
        "Please add a docstring to isinstance2 in IPython/extensions/autoreload.py.",
        {"effect": {"docstring": "isinstance2"}},
    ),
    q(
        IX,
        "edit",
        "In storemagic.py, comment out the line "
        "`print(\"Stored '%s' (%s)\" % (arg, obj.__class__.__name__))`, I don't want that "
        "message every time I %store something.",
        {
            "effect": {
                "comment_out": [
                    STORE,
                    "print(\"Stored '%s' (%s)\" % (arg, obj.__class__.__name__))",
                ]
            }
        },
    ),
]
