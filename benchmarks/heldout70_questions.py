"""The seventieth held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (sympy 1.14.0's ``sympy/physics/units``, its .py files
without its tests, and scipy 1.17.1's ``scipy/spatial/distance.py`` alone), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the two workspaces (the units package a little more than
the distance module). About a fifth of them are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run
a command or ask for an edit, each in a phrasing of its own. Neither workspace can import its
package from the copy (the copy has no ``sympy/__init__.py`` or ``scipy/__init__.py``), so the
commands are plain shell ones (grep, wc). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

UNITS = "sympy/physics/units"

WORKSPACES: dict[str, list[str]] = {
    "h70_units": [
        f"{UNITS}/__init__.py",
        f"{UNITS}/dimensions.py",
        f"{UNITS}/prefixes.py",
        f"{UNITS}/quantities.py",
        f"{UNITS}/unitsystem.py",
        f"{UNITS}/util.py",
        f"{UNITS}/definitions",
        f"{UNITS}/systems",
    ],
    "h70_distance": ["scipy/spatial/distance.py"],
}

DIMS = f"{UNITS}/dimensions.py"
PREF = f"{UNITS}/prefixes.py"
USYS = f"{UNITS}/unitsystem.py"
UTIL = f"{UNITS}/util.py"
UDEF = f"{UNITS}/definitions/unit_definitions.py"
LWT = f"{UNITS}/systems/length_weight_time.py"
DIST = "scipy/spatial/distance.py"


QUESTIONS: list[dict] = [
    # --- sympy.physics.units -----------------------------------------------------------------
    q("h70_units", "where", "where is quantity_simplify defined", {"def": "quantity_simplify"}),
    q(
        "h70_units",
        "where",
        "Could you point me to where `UnitSystem.get_unit_system` is defined? I want to see how "
        "it looks up a system by its name.",
        {"def": "UnitSystem.get_unit_system"},
    ),
    q(
        "h70_units",
        "returns",
        "What does _get_conversion_matrix_for_expr return, and what comes back if the target "
        "units can't express the expression at all?",
        {"returns": "_get_conversion_matrix_for_expr"},
    ),
    q(
        "h70_units",
        "returns",
        "what does DimensionSystem.get_dimensional_dependencies give back? a dict or what",
        {"returns": "DimensionSystem.get_dimensional_dependencies"},
    ),
    q(
        "h70_units",
        "calls",
        "Who calls `prefix_unit`? I'd like to know which unit systems use it.",
        {"grep": r"(extend\(|= )prefix_unit\("},
    ),
    q(
        "h70_units",
        "calls",
        "where's _get_conversion_matrix_for_expr called from",
        grep(r"= _get_conversion_matrix_for_expr\(", UTIL),
    ),
    q(
        "h70_units",
        "calls",
        "In the units package, what calls DimensionSystem.is_dimensionless?",
        grep(r"\.is_dimensionless\(", USYS),
    ),
    q(
        "h70_units",
        "raises",
        "I typo'd the unit system name in convert_to and got 'Unit system is not supported'. "
        "Where is that raised?",
        grep(r'"Unit system is not supported', USYS),
    ),
    q(
        "h70_units",
        "raises",
        "Where does check_dimensions raise when the terms of a sum don't match?",
        grep(r'"addends have incompatible dimensions', UTIL),
    ),
    q(
        "h70_units",
        "raises",
        "in dimensions.py, where does the Dimension class itself (not DimensionSystem) throw "
        "TypeError?",
        grep(r'raise TypeError\("(Dimension name needs|cannot sum dimension and quantity)', DIMS),
    ),
    q(
        "h70_units",
        "raises",
        "What can make constructing a `DimensionSystem(...)` blow up? Show me the raise lines "
        "in its constructor.",
        grep(
            r'raise (IndexError\("Repeated|ValueError\("Dimension %s both|'
            r'TypeError\("(%s wrong type|unrecognized type))',
            DIMS,
        ),
    ),
    q(
        "h70_units",
        "const",
        "where is the speed of light given its value of 299792458 m/s?",
        grep(r"set_quantity_scale_factor\(speed_of_light, 299792458\*meter/second\)", LWT),
    ),
    q(
        "h70_units",
        "run",
        'Please run `grep -n "^kibi = " sympy/physics/units/prefixes.py` and tell me what it '
        "prints.",
        {"expect": "203:kibi = Prefix('kibi', 'Y', 10, 2)"},
    ),
    q(
        "h70_units",
        "run",
        "whats the output of `wc -l sympy/physics/units/util.py`",
        {"expect": "265 sympy/physics/units/util.py"},
    ),
    q(
        "h70_units",
        "edit",
        "In sympy/physics/units/definitions/unit_definitions.py, set dHg0 to 13.5955 instead of "
        "13.5951.",
        {"effect": {"value_set": [UDEF, "dHg0", "13.5955"]}},
    ),
    q(
        "h70_units",
        "edit",
        "In prefixes.py the kibi prefix is declared as `kibi = Prefix('kibi', 'Y', 10, 2)`. "
        "Please change that line so its abbreviation is 'Ki' instead of 'Y'; leave the other "
        "binary prefixes alone.",
        {
            "effect": {
                "line_replaced": [
                    PREF,
                    "kibi = Prefix('kibi', 'Y', 10, 2)",
                    "kibi = Prefix('kibi', 'Ki', 10, 2)",
                ]
            }
        },
    ),
    q(
        "h70_units",
        "edit",
        "Can you add proper Celsius and Fahrenheit support, with the offset conversions, to "
        "convert_to and every unit system, and write tests for it?",
        {"effect": {"declined": True}},
    ),
    q(
        "h70_units",
        "which",
        "Which function lists every predefined unit that has the same dimension as something I "
        "pass in, e.g. u.inch**3?",
        {"body": "find_unit"},
    ),
    q(
        "h70_units",
        "which",
        "which bit of code takes one base unit and churns out the whole family of scaled "
        "variants of it (the thousandth, the thousand-fold and so on), each registered as its "
        "own thing?",
        {"body": "prefix_unit"},
        own=True,
    ),
    q(
        "h70_units",
        "which",
        "Which DimensionSystem method checks that two dimensions come down to the same base "
        "powers, like energy versus force*length?",
        {"body": "DimensionSystem.equivalent_dims"},
    ),
    q(
        "h70_units",
        "which",
        "If I multiply two of those little size words together (the thousand-times one by the "
        "one-thousandth one, say), where does it fold them into a single known one, or a plain "
        "1, instead of keeping both around?",
        {"body": "Prefix.__mul__"},
        own=True,
    ),
    q(
        "h70_units",
        "which",
        "My result ends up as an energy-per-charge mix of units. which function can squash a "
        "product of different kinds of units into the one named unit they amount to?",
        {"body": "quantity_simplify"},
        own=True,
    ),
    q(
        "h70_units",
        "how",
        "How does convert_to work out which power each target unit gets when I convert to "
        "several units at once?",
        {"body": "_get_conversion_matrix_for_expr"},
        {"body": "convert_to"},
    ),
    q(
        "h70_units",
        "how",
        "If I write 5 metres plus 3 seconds in an expression, how does the library notice that "
        "those two can't be summed and complain?",
        {"body": "UnitSystem._collect_factor_and_dimension"},
        {"body": "check_dimensions"},
        grep(r"Only equivalent dimensions can be added", DIMS),
        own=True,
    ),
    q(
        "h70_units",
        "how",
        "A mile is written in terms of feet and a foot in terms of metres. How does it chase "
        "that chain to find out how big a mile is next to the basic metre?",
        {"body": "_QuantityMapper.get_quantity_scale_factor"},
        {"body": "UnitSystem.get_quantity_scale_factor"},
        {"body": "Quantity.scale_factor"},
        own=True,
    ),
    q(
        "h70_units",
        "how",
        "what happens in `Dimension.__mul__` when I multiply length by 3, does the 3 survive?",
        {"body": "Dimension.__mul__"},
    ),
    # --- scipy.spatial.distance --------------------------------------------------------------
    q("h70_distance", "where", "Where's `squareform` defined?", {"def": "squareform"}),
    q(
        "h70_distance",
        "where",
        "where is PDistMetricWrapper.__call__",
        {"def": "PDistMetricWrapper.__call__"},
    ),
    q(
        "h70_distance",
        "returns",
        "What does num_obs_y return for a condensed distance matrix?",
        {"returns": "num_obs_y"},
    ),
    q(
        "h70_distance",
        "calls",
        "who calls _prepare_out_argument?",
        grep(r"= _prepare_out_argument\(", DIST),
    ),
    q(
        "h70_distance",
        "calls",
        "Which of the boolean metrics use `_nbool_correspond_ft_tf`? Where is it called?",
        grep(r"= _nbool_correspond_ft_tf\(", DIST),
    ),
    q(
        "h70_distance",
        "raises",
        "where's the 'Unknown Distance Metric' error thrown",
        grep(r"raise ValueError\(f'Unknown Distance Metric", DIST),
    ),
    q(
        "h70_distance",
        "raises",
        "squareform gave me 'Incompatible vector size' for a vector of length 7. Where does it "
        "raise that?",
        grep(r"raise ValueError\('Incompatible vector size", DIST),
    ),
    q(
        "h70_distance",
        "raises",
        "Where does _prepare_out_argument reject the `out` array I hand it?",
        grep(r'raise ValueError\("Output array', DIST),
    ),
    q(
        "h70_distance",
        "raises",
        "Using cdist with metric='mahalanobis' on a few points fails, something about the "
        "covariance matrix being singular. Where's that error raised?",
        grep(r"The number of observations \(\{m\}\) is too small", DIST),
    ),
    q(
        "h70_distance",
        "const",
        "where is _METRIC_ALIAS built?",
        grep(r"^_METRIC_ALIAS = \{", DIST),
    ),
    q(
        "h70_distance",
        "run",
        "can u run `wc -l scipy/spatial/distance.py` and tell me the result",
        {"expect": "2939 scipy/spatial/distance.py"},
    ),
    q(
        "h70_distance",
        "run",
        'What does `grep -n "^def jensenshannon" scipy/spatial/distance.py` print?',
        {"expect": "1205:def jensenshannon(p, q, base=None, *, axis=0, keepdims=False):"},
    ),
    q(
        "h70_distance",
        "edit",
        "In scipy/spatial/distance.py, change the cosine entry's aliases line from "
        "`aka={'cosine', 'cos'},` to `aka={'cosine', 'cos', 'cosdist'},` please.",
        {
            "effect": {
                "line_replaced": [
                    DIST,
                    "aka={'cosine', 'cos'},",
                    "aka={'cosine', 'cos', 'cosdist'},",
                ]
            }
        },
    ),
    q(
        "h70_distance",
        "edit",
        "hamming's error message 'The 1d arrays must have equal lengths.' confuses my users. "
        "Reword it to 'u and v must have equal lengths.'",
        {
            "effect": {
                "text_replaced": [
                    DIST,
                    "The 1d arrays must have equal lengths.",
                    "u and v must have equal lengths.",
                ]
            }
        },
    ),
    q(
        "h70_distance",
        "edit",
        "Delete the `# XXX Is order='c' really necessary?` comment in _validate_vector.",
        {"effect": {"line_deleted": [DIST, "# XXX Is order='c' really necessary?"]}},
    ),
    q(
        "h70_distance",
        "which",
        "I have two word-frequency profiles that don't add up to one. Which function tells me "
        "how far apart they are, as a proper distance, after rescaling each so it sums to one?",
        {"body": "jensenshannon"},
        own=True,
    ),
    q(
        "h70_distance",
        "which",
        "which one gives me the single biggest per-coordinate gap between two points? like how "
        "many moves a chess king needs",
        {"body": "chebyshev"},
        own=True,
    ),
    q(
        "h70_distance",
        "which",
        "Which thing keeps the table of every supported measure, together with its nicknames "
        "and the kinds of input it accepts?",
        {"body": "MetricInfo"},
        grep(r"^_METRIC_INFOS = \[", DIST),
        own=True,
    ),
    q(
        "h70_distance",
        "how",
        "How does pdist treat a metric string that starts with test_, like 'test_euclidean'?",
        {"body": "_np_pdist"},
        grep(r"Y = pdist\(X, 'test_abc'\)", DIST),
    ),
    q(
        "h70_distance",
        "how",
        "If both of my on/off vectors are completely empty (no ones anywhere), what does the "
        "shared-over-either overlap dissimilarity do instead of dividing by zero?",
        grep(r"return \(a / b\) if b != 0 else np\.float64\(0\)", DIST),
        {"body": "jaccard"},
        own=True,
    ),
    q(
        "h70_distance",
        "how",
        "How does cdist handle it when I pass my own python function as `metric`?",
        {"body": "_cdist_callable"},
        grep(r"return _cdist_callable\(XA, XB, metric=metric, out=out, \*\*kwargs\)", DIST),
    ),
    q(
        "h70_distance",
        "how",
        "Floating point noise could push that one-minus-normalised-dot-product distance a hair "
        "below zero or above two. does the code guard against that, and where?",
        grep(r"return np\.clip\(dist, 0\.0, 2\.0\)", DIST),
        own=True,
    ),
]
