"""The hundred-and-eighty-fourth set: questions on one module each of four third-party packages,
copied from the installed site-packages (sympy 1.14.0: ``sympy/combinatorics/polyhedron.py``;
anthropic 2.17.0: ``anthropic/_response.py``; scipy 1.17.1: ``scipy/signal/_lti_conversion.py``;
pillow 13.0.0: ``PIL/TiffTags.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. This is a tuning set: its
misses are read and fixed.

The questions are weighted by the size of the files (sympy's polyhedra most, then anthropic's
response classes, scipy's LTI conversions and Pillow's TIFF tag tables). About a fifth of the
questions that are not edits are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h184_sympy_polyhedron": ["sympy/combinatorics/polyhedron.py"],
    "h184_anthropic_response": ["anthropic/_response.py"],
    "h184_scipy_lti_conversion": ["scipy/signal/_lti_conversion.py"],
    "h184_pil_tifftags": ["PIL/TiffTags.py"],
}

POLY = "sympy/combinatorics/polyhedron.py"
RESP = "anthropic/_response.py"
LTI = "scipy/signal/_lti_conversion.py"
TIFF = "PIL/TiffTags.py"


QUESTIONS: list[dict] = [
    # --- sympy/combinatorics/polyhedron.py ---------------------------------------------------
    q(
        "h184_sympy_polyhedron",
        "where",
        "Where's the `cyclic_form` property of Polyhedron defined?",
        {"def": "Polyhedron.cyclic_form"},
    ),
    q(
        "h184_sympy_polyhedron",
        "returns",
        "what does Polyhedron.array_form give back after I've rotated the thing a couple of times?",
        {"returns": "Polyhedron.array_form"},
    ),
    q(
        "h184_sympy_polyhedron",
        "calls",
        "_pgroup_of_double is only used inside _pgroup_calcs I think. where exactly is it called?",
        grep(r"(?<!def )_pgroup_of_double\(", POLY),
    ),
    q(
        "h184_sympy_polyhedron",
        "calls",
        "Where does `_string_to_perm` get called?",
        grep(r"\[_string_to_perm\(s\)", POLY),
    ),
    q(
        "h184_sympy_polyhedron",
        "raises",
        "I built a Polyhedron with 4 corners but gave it 5-element permutations in pgroup and got "
        "a ValueError. which line raises it?",
        grep(r'raise ValueError\("Permutation size unequal to number of corners', POLY),
    ),
    q(
        "h184_sympy_polyhedron",
        "raises",
        "I tried to turn my solid with a reshuffle that covers more spots than the solid has "
        "points, and it stopped me with an error. Where does that get refused?",
        grep(r"raise ValueError\('Polyhedron and Permutation sizes differ", POLY),
        own=True,
    ),
    q(
        "h184_sympy_polyhedron",
        "const",
        "where is `_edges` first set on the Polyhedron class, before any edges are worked out?",
        grep(r"^    _edges = None$", POLY),
    ),
    q(
        "h184_sympy_polyhedron",
        "which",
        "Which property of Polyhedron collects the edges from the faces and caches them?",
        {"def": "Polyhedron.edges"},
    ),
    q(
        "h184_sympy_polyhedron",
        "which",
        "After spinning my shape around a bunch, which method puts every point back exactly where "
        "it was when I first made it?",
        {"def": "Polyhedron.reset"},
        own=True,
    ),
    q(
        "h184_sympy_polyhedron",
        "how",
        "if I hand the turning method just a plain number instead of a full reordering, what does "
        "it do with that number, and does it still check anything?",
        grep(
            r"if not isinstance\(perm, Perm\)|perm = self\.pgroup\[perm\]"
            r"|if perm\.size != self\.size",
            POLY,
        ),
        own=True,
    ),
    q(
        "h184_sympy_polyhedron",
        "how",
        "How does _pgroup_of_double derive the octahedron's permutations from the cube's? I see it "
        "tracks faces somehow.",
        {"body": "_pgroup_calcs._pgroup_of_double"},
    ),
    run(
        "h184_sympy_polyhedron",
        "Run {} and tell me which corners come out.",
        "from sympy.combinatorics.polyhedron import cube; c = cube.copy(); c.rotate(0); "
        "print(c.corners)",
        "(1, 2, 3, 0, 5, 6, 7, 4)",
    ),
    q(
        "h184_sympy_polyhedron",
        "edit",
        "In sympy/combinatorics/polyhedron.py please rename the nested helper `_string_to_perm` to "
        "`_digits_to_perm` (definition and its use).",
        {"effect": {"renamed": ["_string_to_perm", "_digits_to_perm"]}},
    ),
    q(
        "h184_sympy_polyhedron",
        "edit",
        "_pgroup_of_double inside _pgroup_calcs has only comments, no docstring. Could you add one "
        "saying it computes the permutation group of the dual polyhedron from the faces of the "
        "outer one?",
        {"effect": {"docstring": "_pgroup_calcs._pgroup_of_double"}},
    ),
    # --- anthropic/_response.py --------------------------------------------------------------
    q(
        "h184_anthropic_response",
        "where",
        "where is to_custom_streamed_response_wrapper",
        {"def": "to_custom_streamed_response_wrapper"},
    ),
    q(
        "h184_anthropic_response",
        "returns",
        "I'm trying to list every kind of thing `BaseAPIResponse._parse` can hand back (stream, "
        "None, str, model...). Where are its return statements?",
        {"returns": "BaseAPIResponse._parse"},
    ),
    q(
        "h184_anthropic_response",
        "calls",
        "which methods in _response.py go through self.iter_bytes?",
        grep(r"self\.iter_bytes\(", RESP),
    ),
    q(
        "h184_anthropic_response",
        "raises",
        "Where is StreamAlreadyConsumed raised? I hit it after iterating lines and then calling "
        ".read().",
        grep(r"raise StreamAlreadyConsumed\(\)", RESP),
    ),
    q(
        "h184_anthropic_response",
        "raises",
        "with _strict_response_validation on, a text/html reply gives me an "
        "APIResponseValidationError about the Content-Type header. where's that thrown?",
        grep(r"raise APIResponseValidationError\(", RESP),
    ),
    q(
        "h184_anthropic_response",
        "raises",
        "I asked for the reply to be turned into my own schema class that I wrote straight on top "
        "of the popular validation library, not the SDK's version, and it refused. Which line "
        "complains?",
        grep(r'raise TypeError\("Pydantic models must subclass', RESP),
        own=True,
    ),
    q(
        "h184_anthropic_response",
        "which",
        "Which class is the synchronous context manager that waits until `with` is entered to "
        "make the request and closes the response on the way out?",
        {"def": "ResponseContextManager"},
    ),
    q(
        "h184_anthropic_response",
        "which",
        "In async code, which helper do I put around an endpoint method so awaiting it hands me the "
        "full untouched reply with status and headers, without me choosing a class for it?",
        {"def": "async_to_raw_response_wrapper"},
        own=True,
    ),
    q(
        "h184_anthropic_response",
        "how",
        "How does APIResponse.parse avoid doing the parsing work again if I call it twice with the "
        "same `to`?",
        {"body": "APIResponse.parse"},
    ),
    q(
        "h184_anthropic_response",
        "how",
        "how does _parse deal with a response whose content-type isn't json? does it still try "
        "response.json() for models?",
        grep(
            r"content_type, \*_ = response\.headers\.get|if not content_type\.lower\(\)\.endswith"
            r"|return response\.text  # type: ignore",
            RESP,
        ),
    ),
    run(
        "h184_anthropic_response",
        "can you execute {} and say what it prints",
        "from anthropic._response import extract_response_type, BinaryAPIResponse; "
        "print(extract_response_type(BinaryAPIResponse))",
        "<class 'bytes'>",
    ),
    q(
        "h184_anthropic_response",
        "edit",
        "Add a docstring to the `headers` property of BaseAPIResponse in anthropic/_response.py, "
        "something like 'The headers of the underlying HTTP response.'",
        {"effect": {"docstring": "BaseAPIResponse.headers"}},
    ),
    q(
        "h184_anthropic_response",
        "edit",
        "APIResponse and AsyncAPIResponse duplicate almost everything. Could you refactor them so "
        "the shared logic lives in one mixin, and make sure nothing breaks for existing callers?",
        {"effect": {"declined": True}},
    ),
    # --- scipy/signal/_lti_conversion.py -----------------------------------------------------
    q(
        "h184_scipy_lti_conversion",
        "where",
        "which file and line is ss2zpk defined on?",
        {"def": "ss2zpk"},
    ),
    q(
        "h184_scipy_lti_conversion",
        "returns",
        "what does tf2ss return when the numerator or denominator ends up empty, and in the normal "
        "case?",
        {"returns": "tf2ss"},
    ),
    q(
        "h184_scipy_lti_conversion",
        "calls",
        "cont2discrete seems to call itself for tf/zpk input and for the bilinear-style methods. "
        "Where are those recursive calls?",
        grep(r"(sysd = |return )cont2discrete\(", LTI),
    ),
    q(
        "h184_scipy_lti_conversion",
        "raises",
        "tf2ss([1, 2, 3], [1, 2]) gives me 'Improper transfer function'. where is that raised?",
        grep(r"Improper transfer function|raise ValueError\(msg\)", LTI),
    ),
    q(
        "h184_scipy_lti_conversion",
        "raises",
        "I passed in the four tables of numbers that describe my system, but their sizes don't fit "
        "together. Where does it tell me which one is off?",
        grep(r'raise ValueError\(f"Parameter [ABCD] has shape', LTI),
        own=True,
    ),
    q(
        "h184_scipy_lti_conversion",
        "which",
        "which function turns zeros, poles and a gain into A, B, C, D?",
        {"def": "zpk2ss"},
    ),
    q(
        "h184_scipy_lti_conversion",
        "which",
        "If I leave out some parts of my system description, which function plugs in all-nought "
        "stand-ins sized to match whatever I did pass?",
        {"def": "abcd_normalize"},
        own=True,
    ),
    q(
        "h184_scipy_lti_conversion",
        "how",
        "How is the zero-order hold done in cont2discrete? Is it one big matrix exponential?",
        grep(
            r"elif method == 'zoh':|em_upper = np\.hstack\(\(a, b\)\)|ms = linalg\.expm\(dt \* em\)",
            LTI,
        ),
    ),
    q(
        "h184_scipy_lti_conversion",
        "how",
        "how does `ss2tf` get the numerator polynomial for each output row?",
        grep(
            r"for k in range\(nout\):|Ck = atleast_2d\(C\[k, :\]\)"
            r"|num\[k\] = poly\(A - dot\(B, Ck\)\)",
            LTI,
        ),
    ),
    run(
        "h184_scipy_lti_conversion",
        "What does {} print? I want to see the euler discretization of 1/(s+1).",
        "from scipy.signal import cont2discrete; "
        "print(cont2discrete(([1], [1, 1]), 0.1, method='euler'))",
        "array([ 1. , -0.9])",
    ),
    q(
        "h184_scipy_lti_conversion",
        "edit",
        "Make bilinear the default method of cont2discrete instead of zoh, in "
        "scipy/signal/_lti_conversion.py (just the signature default).",
        {
            "effect": {
                "text_replaced": [
                    LTI,
                    'dt, method="zoh", alpha=None',
                    'dt, method="bilinear", alpha=None',
                ]
            }
        },
    ),
    # --- PIL/TiffTags.py ---------------------------------------------------------------------
    q(
        "h184_pil_tifftags",
        "where",
        "Where is the TagInfo class declared in TiffTags?",
        {"def": "TagInfo"},
    ),
    q(
        "h184_pil_tifftags",
        "returns",
        "What does `lookup(tag, group)` return for a tag number Pillow has never heard of?",
        {"returns": "lookup"},
    ),
    q(
        "h184_pil_tifftags",
        "calls",
        "where do TagInfo objects get constructed in PIL/TiffTags.py?",
        grep(r"TagInfo\(k, \*v\)|TagInfo\(tag, ", TIFF),
    ),
    q(
        "h184_pil_tifftags",
        "const",
        "Where's the SIGNED_RATIONAL type code set, and what number is it?",
        grep(r"^SIGNED_RATIONAL = 10$", TIFF),
    ),
    q(
        "h184_pil_tifftags",
        "which",
        "Which function builds TAGS_V2 and TAGS_V2_GROUPS out of the private _tags_v2 dicts?",
        {"def": "_populate"},
    ),
    q(
        "h184_pil_tifftags",
        "which",
        "Which method takes a human-readable setting label, say the name of a compression scheme, "
        "and gives me the number that's actually written in the file?",
        {"def": "TagInfo.cvt_enum"},
        own=True,
    ),
    q(
        "h184_pil_tifftags",
        "how",
        "how does lookup behave when I pass a group that isn't in TAGS_V2_GROUPS?",
        {"body": "lookup"},
    ),
    q(
        "h184_pil_tifftags",
        "how",
        "The older flat name table also has readable names for individual setting values, keyed by "
        "a pair of numbers. How do those entries get in there?",
        grep(r"for sk, sv in v\[3\]\.items\(\)|TAGS\[\(k, sv\)\] = sk", TIFF),
        own=True,
    ),
    run(
        "h184_pil_tifftags",
        "Run {} please, what's the output?",
        "from PIL.TiffTags import lookup; print(lookup(259).cvt_enum('LZW'), lookup(99999).name)",
        "5 unknown",
    ),
    q(
        "h184_pil_tifftags",
        "edit",
        "I'm testing tiled writes with libtiff. In PIL/TiffTags.py comment out the line "
        "`LIBTIFF_CORE.remove(322)  # We don't have support for writing tiled images with libtiff`.",
        {
            "effect": {
                "comment_out": [
                    TIFF,
                    "LIBTIFF_CORE.remove(322)  # We don't have support for writing tiled images "
                    "with libtiff",
                ]
            }
        },
    ),
]
