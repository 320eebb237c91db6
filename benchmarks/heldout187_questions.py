"""The hundred-and-eighty-seventh held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (mpmath 1.3.0: ``mpmath/functions/orthogonal.py``;
pandas 3.1.1: ``pandas/io/sas/sas_xport.py``; charset-normalizer 3.4.7: ``charset_normalizer/utils.py``;
psygnal 0.16.1: ``psygnal/containers/_evented_set.py``), written blind: by reading only those files,
never the model's code or its notes, and committed before the model was asked any of them. Nothing
is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (pandas' SAS XPORT reader most, then mpmath's
orthogonal polynomials, charset-normalizer's utils, psygnal's evented set). About a fifth of them
are in the user's own words (``"own": True``: behaviour described in everyday words the code does
not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of
its own. Gold forms are those of ``code_questions.py``. The commands need the whole package to
import, so they run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h187_mpmath_orthogonal": ["mpmath/functions/orthogonal.py"],
    "h187_pandas_sas_xport": ["pandas/io/sas/sas_xport.py"],
    "h187_charset_normalizer_utils": ["charset_normalizer/utils.py"],
    "h187_psygnal_evented_set": ["psygnal/containers/_evented_set.py"],
}

ORTHO = "mpmath/functions/orthogonal.py"
XPORT = "pandas/io/sas/sas_xport.py"
UTILS = "charset_normalizer/utils.py"
ESET = "psygnal/containers/_evented_set.py"


QUESTIONS: list[dict] = [
    # --- mpmath/functions/orthogonal.py ------------------------------------------------------
    q(
        "h187_mpmath_orthogonal",
        "where",
        "which line is legenq defined on in orthogonal.py?",
        {"def": "legenq"},
    ),
    q(
        "h187_mpmath_orthogonal",
        "returns",
        "`_hermite_param` feeds hypercomb -- what exactly does it give back, and is it different "
        "when z is zero?",
        {"returns": "_hermite_param"},
    ),
    q(
        "h187_mpmath_orthogonal",
        "calls",
        "Who calls _hermite_param? I want every call site, the pcfv ones included.",
        grep(r"(?<!def )_hermite_param\(", ORTHO),
    ),
    q(
        "h187_mpmath_orthogonal",
        "calls",
        "pcfw seems to be built on top of U(a,z). where in the file does it call ctx.pcfu?",
        grep(r"ctx\.pcfu\(", ORTHO),
    ),
    q(
        "h187_mpmath_orthogonal",
        "raises",
        "gegenbauer(-2, -0.5, 3) dies with NotImplementedError for me. Where's that thrown?",
        grep(r'raise NotImplementedError\("Gegenbauer function with two limits"\)', ORTHO),
    ),
    q(
        "h187_mpmath_orthogonal",
        "raises",
        'I passed type=1 to the associated Legendre functions and got "requires type=2 or '
        'type=3". which lines raise that?',
        grep(r'raise ValueError\("requires type=2 or type=3"\)', ORTHO),
    ),
    q(
        "h187_mpmath_orthogonal",
        "which",
        "Which function in mpmath's orthogonal module evaluates the Chebyshev polynomial of the "
        "second kind, U_n(x)?",
        {"def": "chebyu"},
    ),
    q(
        "h187_mpmath_orthogonal",
        "which",
        "Doing some quantum chemistry homework here. Which function gives me the wave patterns on "
        "the surface of a ball, the ones labelled by two whole numbers and taking two angles?",
        {"body": "spherharm"},
        own=True,
    ),
    q(
        "h187_mpmath_orthogonal",
        "how",
        "how does legendre() keep its accuracy close to the zeros when the degree is odd? does it "
        "bump the working precision?",
        {"body": "legendre"},
    ),
    q(
        "h187_mpmath_orthogonal",
        "how",
        "For the polynomial family where plugging in cos(t) gives you cos(n*t): what comes back "
        "if I evaluate one of odd order right at the origin, and how is that shortcut taken?",
        {"body": "chebyt"},
        own=True,
    ),
    run(
        "h187_mpmath_orthogonal",
        "Quick sanity check, can you execute {} and tell me the number?",
        "from mpmath import legendre; print(legendre(2, 0.5))",
        "-0.125",
    ),
    q(
        "h187_mpmath_orthogonal",
        "edit",
        "Please rename `_hermite_param` to `_hermite_terms` throughout "
        "mpmath/functions/orthogonal.py, calls included.",
        {"effect": {"renamed": ["_hermite_param", "_hermite_terms"]}},
    ),
    q(
        "h187_mpmath_orthogonal",
        "edit",
        "There's a `# XXX: cancellation computing k` note in pcfw. Could you rework that formula "
        "so it stays accurate for large a, and write some tests proving the new version is "
        "better?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/io/sas/sas_xport.py ----------------------------------------------------------
    q(
        "h187_pandas_sas_xport",
        "where",
        "Where's `XportReader._record_count` declared?",
        {"def": "XportReader._record_count"},
    ),
    q(
        "h187_pandas_sas_xport",
        "returns",
        "what does _parse_date return, and what do I get if the timestamp string is garbage?",
        {"returns": "_parse_date"},
    ),
    q(
        "h187_pandas_sas_xport",
        "calls",
        "In sas_xport.py, where is _parse_date called? I'd like to see all the header fields it "
        "gets applied to.",
        grep(r"= _parse_date\(", XPORT),
    ),
    q(
        "h187_pandas_sas_xport",
        "raises",
        "read_sas told me my file is a CPORT file and can't be read. where does the xport reader "
        "raise that?",
        grep(r"raise ValueError\($|CPORT file, which is not readable", XPORT),
    ),
    q(
        "h187_pandas_sas_xport",
        "raises",
        "Getting `TypeError: Floating field width 12 is not between 2 and 8.` on an old export. "
        "Which line raises it?",
        grep(r"raise TypeError\(msg\)|Floating field width", XPORT),
    ),
    q(
        "h187_pandas_sas_xport",
        "raises",
        "when iterating in chunks, where does XportReader.read stop the iteration once every row "
        "has been consumed?",
        grep(r"raise StopIteration", XPORT),
    ),
    q(
        "h187_pandas_sas_xport",
        "const",
        "where does XportReader set its default encoding (the ISO-8859-1 one)?",
        grep(r'_default_encoding = "ISO-8859-1"', XPORT),
    ),
    q(
        "h187_pandas_sas_xport",
        "which",
        "Some of the numbers in my export were stored chopped short to save room. Which piece "
        "stretches them back out to full width before they get decoded?",
        {"body": "_handle_truncated_float_vec"},
        own=True,
    ),
    q(
        "h187_pandas_sas_xport",
        "which",
        "SAS writes an empty numeric cell as a dot or a letter code rather than a real number. "
        "Which method picks those cells out so they end up as gaps in my frame?",
        {"body": "XportReader._missing_double"},
        own=True,
    ),
    q(
        "h187_pandas_sas_xport",
        "how",
        "How does _record_count work out the number of observations when records are short and "
        "the last 80-byte card is padded with blanks?",
        {"body": "XportReader._record_count"},
    ),
    q(
        "h187_pandas_sas_xport",
        "how",
        "Opening one of these transport files sometimes prints a heads-up that a setting will act "
        "differently in a later release, and sometimes not. What decides whether I get it?",
        grep(
            r'if not self\._encoding_specified and any\(|field\["ntype"\] == "char" for field in '
            r"fields|Pandas4Warning,",
            XPORT,
        ),
        own=True,
    ),
    run(
        "h187_pandas_sas_xport",
        "I'm checking the IBM float conversion. What does {} print?",
        "import numpy as np; from pandas.io.sas.sas_xport import _parse_float_vec; "
        "print(_parse_float_vec(np.frombuffer(bytes.fromhex('C264000000000000'), dtype='S8')))",
        "[-100.]",
    ),
    q(
        "h187_pandas_sas_xport",
        "edit",
        'In pandas/io/sas/sas_xport.py, make the warning text "xport file may be corrupted." say '
        '"xport file may be corrupted or truncated." instead.',
        {
            "effect": {
                "text_replaced": [
                    XPORT,
                    '"xport file may be corrupted."',
                    '"xport file may be corrupted or truncated."',
                ]
            }
        },
    ),
    q(
        "h187_pandas_sas_xport",
        "edit",
        "XportReader.close has no docstring. Add a short one, something like 'Close the "
        "underlying file handles.'",
        {"effect": {"docstring": "XportReader.close"}},
    ),
    # --- charset_normalizer/utils.py ---------------------------------------------------------
    q(
        "h187_charset_normalizer_utils",
        "where",
        "cut_sequence_chunks - file and line of its definition, please",
        {"def": "cut_sequence_chunks"},
    ),
    q(
        "h187_charset_normalizer_utils",
        "returns",
        "What does identify_sig_or_bom hand back, say when the bytes carry no BOM at all?",
        {"returns": "identify_sig_or_bom"},
    ),
    q(
        "h187_charset_normalizer_utils",
        "calls",
        "which of the is_* helpers in charset_normalizer/utils.py go through `_character_flags`?",
        grep(r"_character_flags\(character\)", UTILS),
    ),
    q(
        "h187_charset_normalizer_utils",
        "raises",
        "iana_name('foobar') gives me ValueError: Unable to retrieve IANA for 'foobar'. Where is "
        "it raised?",
        grep(r'raise ValueError\(f"Unable to retrieve IANA', UTILS),
    ),
    q(
        "h187_charset_normalizer_utils",
        "raises",
        "I accidentally passed a str to any_specified_encoding and got a bare TypeError with no "
        "message. what line does that?",
        grep(r"raise TypeError$", UTILS),
    ),
    q(
        "h187_charset_normalizer_utils",
        "which",
        "Which function checks whether two code pages count as similar by looking them up in "
        "IANA_SUPPORTED_SIMILAR?",
        {"def": "is_cp_similar"},
    ),
    q(
        "h187_charset_normalizer_utils",
        "which",
        "Which function tells me, as a fraction between 0 and 1, how much two old one-byte text "
        "tables agree when you feed each of them every possible byte value?",
        {"body": "cp_similarity"},
        own=True,
    ),
    q(
        "h187_charset_normalizer_utils",
        "how",
        "How does is_unprintable decide? In particular why doesn't \\x1a count as unprintable?",
        {"body": "is_unprintable"},
    ),
    q(
        "h187_charset_normalizer_utils",
        "how",
        "How does it work out which block of the code chart a letter sits in, without scanning "
        "the whole table every time?",
        {"body": "unicode_range"},
        own=True,
    ),
    run(
        "h187_charset_normalizer_utils",
        "Run {} and tell me what tuple comes out.",
        "import codecs; from charset_normalizer.utils import identify_sig_or_bom; "
        "print(identify_sig_or_bom(codecs.BOM_UTF16_LE + 'hi'.encode('utf-16-le')))",
        "('utf_16', b'\\xff\\xfe')",
    ),
    q(
        "h187_charset_normalizer_utils",
        "edit",
        "in set_logging_handler, comment out the `logger.setLevel(level)` line -- I set the level "
        "myself elsewhere.",
        {"effect": {"comment_out": [UTILS, "logger.setLevel(level)"]}},
    ),
    # --- psygnal/containers/_evented_set.py --------------------------------------------------
    q(
        "h187_psygnal_evented_set",
        "where",
        "where is EventedOrderedSet defined in psygnal?",
        {"def": "EventedOrderedSet"},
    ),
    q(
        "h187_psygnal_evented_set",
        "returns",
        "What does `EventedSet._pre_discard_hook` return when the item isn't in the set?",
        {"returns": "EventedSet._pre_discard_hook"},
    ),
    q(
        "h187_psygnal_evented_set",
        "calls",
        "Where does EventedSet pause items_changed with _reduce_events? List every place.",
        grep(r"paused\(_reduce_events", ESET),
    ),
    q(
        "h187_psygnal_evented_set",
        "const",
        "where is the BAIL sentinel created?",
        grep(r"^BAIL: Final = BailType\(\)", ESET),
    ),
    q(
        "h187_psygnal_evented_set",
        "which",
        "I'm using an EventedSet as a field in a pydantic model. Which method builds the core "
        "schema for it?",
        {"def": "_BaseMutableSet.__get_pydantic_core_schema__"},
    ),
    q(
        "h187_psygnal_evented_set",
        "which",
        "Which function squashes a pile of separate change notices into just one notice listing "
        "everything that came and went?",
        {"body": "_reduce_events"},
        own=True,
    ),
    q(
        "h187_psygnal_evented_set",
        "how",
        "how does EventedSet avoid emitting items_changed when I add() something that's already "
        "in it?",
        {"body": "EventedSet._pre_add_hook"},
        {"body": "_BaseMutableSet.add"},
    ),
    q(
        "h187_psygnal_evented_set",
        "how",
        "If I wipe a collection that has nothing in it, do the things listening to it still get "
        "pinged? how's that handled?",
        {"body": "EventedSet._pre_clear_hook"},
        {"body": "_BaseMutableSet.clear"},
        own=True,
    ),
    run(
        "h187_psygnal_evented_set",
        "can you run {} for me? I want to see how the signal reports the change.",
        "from psygnal.containers import EventedSet; s = EventedSet([1, 2]); "
        "s.events.items_changed.connect(lambda a, r: print('added', a, 'removed', r)); "
        "s.symmetric_difference_update({2, 3})",
        "added (3,) removed (2,)",
    ),
    q(
        "h187_psygnal_evented_set",
        "edit",
        'Add `__all__ = ["EventedOrderedSet", "EventedSet", "OrderedSet", "SetEvents"]` near '
        "the top of psygnal/containers/_evented_set.py, after the imports and before the classes.",
        {
            "effect": {
                "at_top": [
                    ESET,
                    '__all__ = ["EventedOrderedSet", "EventedSet", "OrderedSet", "SetEvents"]',
                ]
            }
        },
    ),
]
