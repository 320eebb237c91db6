"""The hundred-and-twenty-third held-out set: questions on single modules of two third-party
packages that no other set uses, copied from the installed site-packages (matplotlib 3.11.2: only
``matplotlib/_mathtext.py``, ``matplotlib/bezier.py`` and ``matplotlib/backends/backend_svg.py``;
cryptography 48.0.0: only ``cryptography/x509/extensions.py``), written blind: by reading only
those files, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (the mathtext parser most, then the x509
extensions, the SVG backend and the Bézier helpers). About a fifth of them are in the user's own
words (``"own": True``: behaviour described in everyday words the code does not use for it); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms
are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h123_matplotlib": [
        "matplotlib/_mathtext.py",
        "matplotlib/bezier.py",
        "matplotlib/backends/backend_svg.py",
    ],
    "h123_cryptography": ["cryptography/x509/extensions.py"],
}

MPL = "h123_matplotlib"
CRY = "h123_cryptography"

MT = "matplotlib/_mathtext.py"
BZ = "matplotlib/bezier.py"
SVG = "matplotlib/backends/backend_svg.py"
EXT = "cryptography/x509/extensions.py"


QUESTIONS: list[dict] = [
    # --- matplotlib: _mathtext.py --------------------------------------------------------------
    q(MPL, "where", "where's Hlist.hpack defined", {"def": "Hlist.hpack"}),
    q(
        MPL,
        "calls",
        "Who calls `_auto_sized_delimiter` in the mathtext parser?",
        grep(r"self\._auto_sized_delimiter\(", MT),
    ),
    q(
        MPL,
        "calls",
        "in _mathtext.py, where is ship() actually invoked (not defined)?",
        grep(r"= ship\(", MT),
    ),
    q(
        MPL,
        "raises",
        "I typed `$x_1_2$` by mistake and got an error. Where in the parser is that one raised?",
        grep(r'"Double subscript"', MT),
    ),
    q(
        MPL,
        "raises",
        "which lines raise RuntimeError in matplotlib/_mathtext.py",
        grep(r"raise RuntimeError\(", MT),
    ),
    q(
        MPL,
        "raises",
        "Where does mathtext throw the 'Unknown symbol' error for a command it doesn't know?",
        grep(r"Unknown symbol", MT),
    ),
    q(
        MPL,
        "const",
        r"where is the width of `\quad` set in mathtext? want to know how many em it is",
        grep(r"r'\\quad':", MT),
    ),
    run(
        MPL,
        "What does {} print?",
        "from matplotlib._mathtext import get_unicode_index; "
        "print(get_unicode_index('alpha'), get_unicode_index('A'))",
        "945 65",
    ),
    q(
        MPL,
        "edit",
        "Set NUM_SIZE_LEVELS in matplotlib/_mathtext.py to 8, please.",
        {"effect": {"value_set": [MT, "NUM_SIZE_LEVELS", "8"]}},
    ),
    q(
        MPL,
        "edit",
        "Could you add support for LaTeX align environments (\\begin{align} ... \\end{align}) to "
        "mathtext, with multi-line alignment at the & signs and equation numbers, and hook it "
        "into the parser?",
        {"effect": {"declined": True}},
    ),
    q(
        MPL,
        "which",
        "which function is responsible for putting a small mark on top of one letter -- the kind "
        "physicists use for vectors or for time derivatives?",
        {"body": "Parser.accent"},
        own=True,
    ),
    q(
        MPL,
        "which",
        "With \\left( and \\right) around a tall fraction, the parentheses get taller to fit it. "
        "Which class settles on what size of parenthesis gets drawn?",
        {"body": "AutoHeightChar"},
        {"body": "Parser._auto_sized_delimiter"},
        own=True,
    ),
    q(
        MPL,
        "which",
        "Which function reroutes letters typed in the fancy alphabets (the outlined R people use "
        "for the real numbers, gothic letters and so on) to wherever those shapes actually sit "
        "inside the STIX font files?",
        {"body": "StixFonts._map_virtual_font"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "In `$a-2$` I get breathing room on both sides of the minus but in `$-2$` there is none. "
        "how does it decide when a math sign gets that room around it?",
        {"body": "Parser.symbol"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "If a letter carries both a raised and a lowered little index at the same time, how does "
        "it keep the two from running into each other?",
        {"body": "Parser.subsuper"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "exponents of exponents keep getting tinier.. how is the size at each nesting level "
        "worked out, and is there a point where they stop getting tinier?",
        {"body": "Node.shrink"},
        {"body": "Box.shrink"},
        {"body": "Char.shrink"},
        grep(r"^(SHRINK_FACTOR|NUM_SIZE_LEVELS)\s*=", MT),
        own=True,
    ),
    # --- matplotlib: backends/backend_svg.py --------------------------------------------------
    q(
        MPL,
        "where",
        "Where is print_svgz implemented? (the gzipped svg writer)",
        {"def": "FigureCanvasSVG.print_svgz"},
    ),
    q(
        MPL,
        "returns",
        "what does RendererSVG._get_clip_attrs return, e.g. when there's no clipping at all?",
        {"returns": "RendererSVG._get_clip_attrs"},
    ),
    q(
        MPL,
        "calls",
        "Find every call to `_convert_path` in the SVG backend.",
        grep(r"self\._convert_path\(", SVG),
    ),
    q(
        MPL,
        "raises",
        "I passed metadata={'Author': 'me'} to savefig for an svg and it failed. Where's that "
        "error raised?",
        grep(r"raise ValueError\('Unknown metadata key", SVG),
    ),
    run(
        MPL,
        "Can you run {} and tell me what comes out?",
        "from matplotlib.backends.backend_svg import _generate_transform; "
        "print(_generate_transform([('scale', (1,)), ('translate', (3, 0.5)), ('rotate', (0,)), "
        "('rotate', (30,))]))",
        "translate(3 0.5) rotate(30)",
    ),
    q(
        MPL,
        "edit",
        "comment out the `_log.info('Writing image file for inclusion: %s', filename)` line in "
        "backend_svg.py, I don't need that logged",
        {
            "effect": {
                "comment_out": [SVG, "_log.info('Writing image file for inclusion: %s', filename)"]
            }
        },
    ),
    q(
        MPL,
        "which",
        "Each time I export the same figure as svg, the little reference names inside the file "
        "that tie things together come out different, which makes my diffs noisy. Which code "
        "comes up with those names?",
        {"body": "RendererSVG._make_id"},
        own=True,
    ),
    q(
        MPL,
        "which",
        "Which RendererSVG method decides whether to write each path of a collection inline or "
        "to define it once in <defs> and reference it with <use>?",
        {"body": "RendererSVG.draw_path_collection"},
    ),
    q(
        MPL,
        "how",
        "How does the SVG renderer choose between emitting real <text> elements and drawing the "
        "glyphs as outlines? I think it's the svg.fonttype setting but where is it checked",
        {"body": "RendererSVG.draw_text"},
    ),
    # --- matplotlib: bezier.py ----------------------------------------------------------------
    q(MPL, "where", "split_de_casteljau -- where is it?", {"def": "split_de_casteljau"}),
    q(
        MPL,
        "returns",
        "What does check_if_parallel give back? the docstring says 1/-1/False but I want to see "
        "the actual returns",
        {"returns": "check_if_parallel"},
    ),
    q(
        MPL,
        "calls",
        "who uses get_normal_points in bezier.py?",
        grep(r"^\s+get_normal_points\(", BZ),
    ),
    q(
        MPL,
        "raises",
        "Where is NonIntersectingPathException raised?",
        grep(r"raise NonIntersectingPathException\(", BZ),
    ),
    run(
        MPL,
        "whats the output of {}",
        "from matplotlib.bezier import find_control_points; "
        "print(find_control_points(0, 0, 1, 1, 2, 0))",
        "[(0, 0), (1.0, 2.0), (2, 0)]",
    ),
    q(
        MPL,
        "edit",
        "Add a docstring to get_cos_sin in matplotlib/bezier.py: it returns the cosine and sine "
        "of the direction from (x0, y0) to (x1, y1), or (0, 0) when the points coincide.",
        {"effect": {"docstring": "get_cos_sin"}},
    ),
    q(
        MPL,
        "how",
        "how does find_bezier_t_intersecting_with_closedpath narrow down where the curve crosses "
        "the path? is it a bisection?",
        {"body": "find_bezier_t_intersecting_with_closedpath"},
    ),
    # --- cryptography: x509/extensions.py -----------------------------------------------------
    q(
        CRY,
        "where",
        "Where's the PrivateKeyUsagePeriod extension class defined?",
        {"def": "PrivateKeyUsagePeriod"},
    ),
    q(
        CRY,
        "returns",
        "what does Extensions.get_extension_for_class return when it finds a match?",
        {"returns": "Extensions.get_extension_for_class"},
    ),
    q(
        CRY,
        "calls",
        "who calls _key_identifier_from_public_key",
        grep(r"(?<!def )_key_identifier_from_public_key\(", EXT),
    ),
    q(
        CRY,
        "raises",
        "BasicConstraints(ca=False, path_length=0) throws -- which line raises that?",
        grep(r'raise ValueError\("path_length must be None when ca is False"\)', EXT),
    ),
    q(
        CRY,
        "raises",
        "Where is ExtensionNotFound raised?",
        grep(r"raise ExtensionNotFound\(", EXT),
    ),
    q(
        CRY,
        "raises",
        "Reading `encipher_only` on a KeyUsage gives me a ValueError. Where does that come from?",
        grep(r'"(en|de)cipher_only is undefined unless key_agreement is true"', EXT),
    ),
    q(
        CRY,
        "const",
        "where is _CRL_ENTRY_REASON_ENUM_TO_CODE set up?",
        grep(r"^_CRL_ENTRY_REASON_ENUM_TO_CODE = ", EXT),
    ),
    run(
        CRY,
        "Please run {} -- what does it print?",
        "import datetime; from cryptography.x509 import InvalidityDate; "
        "print(InvalidityDate(datetime.datetime(2024, 1, 2, 3, 4)).invalidity_date_utc)",
        "2024-01-02 03:04:00+00:00",
    ),
    q(
        CRY,
        "edit",
        "Please give Extensions.get_extension_for_oid a docstring (it returns the extension with "
        "that OID and raises ExtensionNotFound if there is none).",
        {"effect": {"docstring": "Extensions.get_extension_for_oid"}},
    ),
    q(
        CRY,
        "edit",
        "rename `_make_sequence_methods` to `_sequence_methods_for` everywhere in "
        "cryptography/x509/extensions.py",
        {"effect": {"renamed": ["_make_sequence_methods", "_sequence_methods_for"]}},
    ),
    q(
        CRY,
        "which",
        "Which class holds the places (URLs) where someone checking my certificate can go and "
        "fetch the list of certs that got cancelled?",
        {"body": "CRLDistributionPoints"},
        {"body": "DistributionPoint"},
        own=True,
    ),
    q(
        CRY,
        "which",
        "which check in IssuingDistributionPoint stops me from setting more than one of "
        "only_contains_user_certs / only_contains_ca_certs / only_contains_attribute_certs?",
        grep(r"crl_constraints", EXT),
    ),
    q(
        CRY,
        "which",
        "I want to stop a subordinate authority from signing certificates for domains outside "
        "our company. Which class expresses that allowed/forbidden list?",
        {"body": "NameConstraints"},
        own=True,
    ),
    q(
        CRY,
        "how",
        "How does KeyUsage's repr avoid blowing up when key_agreement is False, given that "
        "encipher_only raises in that case?",
        {"body": "KeyUsage.__repr__"},
    ),
    q(
        CRY,
        "how",
        "When two subject key ids are compared, is it done in a way that doesn't reveal, through "
        "how long it takes, how many bytes matched? How?",
        {"body": "SubjectKeyIdentifier.__eq__"},
        own=True,
    ),
    q(
        CRY,
        "how",
        "how does GeneralNames.get_values_for_type treat OtherName differently from the other "
        "name types",
        {"body": "GeneralNames.get_values_for_type"},
    ),
]
