"""The two-hundred-and-thirty-fourth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (fonttools 4.69.1: ``fontTools/varLib/iup.py``;
websocket-client 1.9.2: ``websocket/_utils.py``; lark 1.3.1: ``lark/parser_frontends.py``;
pillow 13.0.0: ``PIL/PpmImagePlugin.py``), written blind: by reading only those four files, the
format of set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never
the model's code, its notes or other sets, and without asking the model anything.

The questions are weighted by the size of the files (fontTools' IUP optimiser and Pillow's PPM
plugin most, then lark's parsing front ends, then websocket's small utilities, whose bulk is a
data table). About a fifth of the non-edit questions are in the user's own words
(``own=True``: behaviour described in everyday words, not the code's names or its docstrings'
words, with one definition that fits); the rest name the code, run a command or ask for an edit,
each phrased differently. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every gold resolves to lines, every command's expected text is in its real output, no edit's
effect holds on the untouched files, the declines hold); then every non-declined edit was made by
hand on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it. The
commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds (websocket's pure-Python UTF-8 validator: wsaccel is
not installed).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h234_fonttools_iup": ["fontTools/varLib/iup.py"],
    "h234_pil_ppm": ["PIL/PpmImagePlugin.py"],
    "h234_lark_frontends": ["lark/parser_frontends.py"],
    "h234_websocket_utils": ["websocket/_utils.py"],
}

IUP = "fontTools/varLib/iup.py"
PPM = "PIL/PpmImagePlugin.py"
LARK = "lark/parser_frontends.py"
WS = "websocket/_utils.py"


QUESTIONS: list[dict] = [
    # --- fontTools/varLib/iup.py -------------------------------------------------------------
    q(
        "h234_fonttools_iup",
        "where",
        "where is iup_delta_optimize defined?",
        {"def": "iup_delta_optimize"},
    ),
    q(
        "h234_fonttools_iup",
        "where",
        "I'm reading the IUP optimizer in fontTools. Can you point me to the definition of "
        "_iup_contour_optimize_dp?",
        {"def": "_iup_contour_optimize_dp"},
    ),
    q(
        "h234_fonttools_iup",
        "returns",
        "What does _rot_list return, e.g. when k is 0 or a multiple of the list length?",
        {"returns": "_rot_list"},
    ),
    q(
        "h234_fonttools_iup",
        "calls",
        "who calls iup_segment",
        grep(r"(?<!def )\biup_segment\(", IUP),
    ),
    q(
        "h234_fonttools_iup",
        "calls",
        "Where does `_iup_contour_bound_forced_set` get called from? I think it runs twice "
        "sometimes.",
        grep(r"(?<!def )_iup_contour_bound_forced_set\(", IUP),
    ),
    q(
        "h234_fonttools_iup",
        "raises",
        "Passing my contour end indices out of order to iup_delta_optimize gives me a bare "
        "AssertionError with no message. Which line is asserting that?",
        grep(r"assert sorted\(ends\) == ends", IUP),
    ),
    q(
        "h234_fonttools_iup",
        "const",
        "The DP in iup.py only looks back a limited number of points. Where is that cap set and "
        "what's its value?",
        grep(r"^MAX_LOOKBACK = ", IUP),
    ),
    q(
        "h234_fonttools_iup",
        "which",
        "which helper takes an ordered python sequence and spins it round by some number of "
        "places, so that the last few entries wrap back to the front?",
        {"body": "_rot_list"},
        own=True,
    ),
    q(
        "h234_fonttools_iup",
        "which",
        "Say I only keep two outline positions and drop everything lying inside that stretch. "
        "Which routine checks whether those two are enough to rebuild the shifts of the dropped "
        "ones, within the allowed slack?",
        {"body": "can_iup_in_between"},
        own=True,
    ),
    q(
        "h234_fonttools_iup",
        "how",
        "When filling in the missing shifts for a run of glyph points, what happens if the two "
        "known points on either side sit at exactly the same horizontal position? Seems like "
        "you'd divide by zero.",
        {"body": "iup_segment"},
        own=True,
    ),
    q(
        "h234_fonttools_iup",
        "how",
        "How does iup_contour_optimize handle a contour where every point has exactly the same "
        "delta -- does it still go through the dynamic programming?",
        grep(
            r"d0 = deltas\[0\]|if all\(d0 == d for d in deltas\)|return \[d0\] \+ \[None\]",
            IUP,
        ),
    ),
    run(
        "h234_fonttools_iup",
        "What does {} print? I want to see the middle point get filled in.",
        "from fontTools.varLib.iup import iup_contour; "
        "print(iup_contour([(0, 0), None, (10, 20)], [(0, 0), (5, 5), (10, 10)]))",
        "[(0, 0), (5.0, 10.0), (10, 20)]",
    ),
    q(
        "h234_fonttools_iup",
        "edit",
        "Please bump MAX_LOOKBACK in fontTools/varLib/iup.py from 8 to 16.",
        {"effect": {"value_set": [IUP, "MAX_LOOKBACK", "16"]}},
    ),
    q(
        "h234_fonttools_iup",
        "edit",
        "iup_delta_optimize takes forever on our variable font build. Could you rewrite the "
        "whole optimizer with numpy so it's vectorized, and benchmark it against the current "
        "version on a few real fonts?",
        {"effect": {"declined": True}},
    ),
    # --- PIL/PpmImagePlugin.py ---------------------------------------------------------------
    q(
        "h234_pil_ppm",
        "where",
        "Where's PpmPlainDecoder._ignore_comments?",
        {"def": "PpmPlainDecoder._ignore_comments"},
    ),
    q(
        "h234_pil_ppm",
        "returns",
        "what does _find_comment_end return when neither \\n nor \\r is in the block",
        {"returns": "PpmPlainDecoder._find_comment_end"},
    ),
    q(
        "h234_pil_ppm",
        "calls",
        "In the PPM plugin, who calls _read_token()?",
        grep(r"self\._read_token\(\)", PPM),
    ),
    q(
        "h234_pil_ppm",
        "raises",
        "Opening a .pgm someone sent me fails with ValueError: b'Token too long in file header: "
        "...'. Where is that raised?",
        grep(r"Token too long in file header", PPM),
    ),
    q(
        "h234_pil_ppm",
        "raises",
        "im.save('out.ppm') on a CMYK image -> OSError cannot write mode CMYK as PPM. where in "
        "PpmImagePlugin.py does that come from?",
        grep(r"cannot write mode \{im\.mode\} as PPM|raise OSError\(msg\)", PPM),
    ),
    q(
        "h234_pil_ppm",
        "raises",
        'Where does Pillow raise "Channel value too large for this mode" when decoding a '
        "plain (ASCII) PPM?",
        grep(r"Channel value too large for this mode", PPM),
    ),
    q(
        "h234_pil_ppm",
        "const",
        "where are the P1..P6 magic numbers mapped to PIL modes",
        grep(r"^MODES = \{", PPM),
    ),
    q(
        "h234_pil_ppm",
        "which",
        "Which method of PpmImageFile reads the magic number at the start of the file?",
        {"body": "PpmImageFile._read_magic"},
    ),
    q(
        "h234_pil_ppm",
        "which",
        "Which bit deals with the human-readable flavour of two-colour pictures, where each pixel "
        "is written as a single '0' or '1' character and the gaps between them can be left out "
        "entirely?",
        {"body": "PpmPlainDecoder._decode_bitonal"},
        own=True,
    ),
    q(
        "h234_pil_ppm",
        "how",
        "How does PpmImageFile._open decide between the raw, ppm and ppm_plain decoders?",
        {"body": "PpmImageFile._open"},
    ),
    q(
        "h234_pil_ppm",
        "how",
        "If I write a 32-bit floating point picture out in this netpbm family, what ends up at "
        "the top of the file and in which order do the rows go out?",
        {"body": "_save"},
        own=True,
    ),
    q(
        "h234_pil_ppm",
        "how",
        "hey, how does PpmDecoder.decode turn two-byte samples into output values when maxval is "
        "something odd like 1023?",
        {"body": "PpmDecoder.decode"},
    ),
    run(
        "h234_pil_ppm",
        "Can you run {} for me and tell me the output?",
        "import io; from PIL import Image; im = Image.open(io.BytesIO(b'P2 2 1 15 0 15')); "
        "print(im.mode, im.size, im.getpixel((0, 0)), im.getpixel((1, 0)))",
        "L (2, 1) 0 255",
    ),
    q(
        "h234_pil_ppm",
        "edit",
        "PpmPlainDecoder._find_comment_end could use a docstring: it returns the index of the "
        "first CR or LF at or after start, or -1 if there is none. Can you add it?",
        {"effect": {"docstring": "PpmPlainDecoder._find_comment_end"}},
    ),
    q(
        "h234_pil_ppm",
        "edit",
        "comment out the line `Image.register_mime(PpmImageFile.format, "
        '"image/x-portable-anymap")` at the bottom of PIL/PpmImagePlugin.py',
        {
            "effect": {
                "comment_out": [
                    PPM,
                    'Image.register_mime(PpmImageFile.format, "image/x-portable-anymap")',
                ]
            }
        },
    ),
    # --- lark/parser_frontends.py ------------------------------------------------------------
    q(
        "h234_lark_frontends",
        "where",
        "Where is the CYK_FrontEnd class?",
        {"def": "CYK_FrontEnd"},
    ),
    q(
        "h234_lark_frontends",
        "returns",
        "ParsingFrontend._make_lexer_thread -- what can it return? Sometimes I seem to get the "
        "raw text back.",
        {"returns": "ParsingFrontend._make_lexer_thread"},
    ),
    q(
        "h234_lark_frontends",
        "calls",
        "Which methods call `_verify_start`?",
        grep(r"self\._verify_start\(", LARK),
    ),
    q(
        "h234_lark_frontends",
        "raises",
        "My grammar has two start rules and parse() throws 'Lark initialized with more than 1 "
        "possible start rule'. Where's that raised?",
        grep(r"more than 1 possible start rule", LARK),
    ),
    q(
        "h234_lark_frontends",
        "raises",
        "where is the GrammarError \"Earley's dynamic lexer doesn't support lexer_callbacks\" "
        "thrown",
        grep(r"Earley's dynamic lexer doesn't support lexer_callbacks", LARK),
    ),
    q(
        "h234_lark_frontends",
        "raises",
        "I set __future_interface__ = 3 on my custom lexer class and got a ValueError. Which line "
        "raises it?",
        grep(r"Unknown __future_interface__ value", LARK),
    ),
    q(
        "h234_lark_frontends",
        "which",
        "Which function picks between the dynamic and the basic Earley setup depending on the "
        "lexer_type?",
        {"body": "create_earley_parser"},
    ),
    q(
        "h234_lark_frontends",
        "which",
        "Is there a small adapter that runs the tokenizer and then pipes what comes out through "
        "an extra user-supplied stage (say, something that tracks indentation) before the "
        "parser sees it? Which class?",
        {"body": "PostLexConnector"},
        own=True,
    ),
    q(
        "h234_lark_frontends",
        "how",
        "how does _wrap_lexer treat a custom lexer class depending on its __future_interface__ "
        "(0, 1 or 2)?",
        {"body": "_wrap_lexer"},
    ),
    q(
        "h234_lark_frontends",
        "how",
        "How does it work out whether my input gets chopped into pieces first, or is just "
        "handed to the parser untouched so that it scans the characters itself?",
        grep(r"skip_lexer", LARK),
        own=True,
    ),
    run(
        "h234_lark_frontends",
        "I'm trying the CYK parser, what's the output of {}?",
        "import lark; p = lark.Lark('start: A B\\nA: /a/\\nB: /b/', parser='cyk'); "
        "print(p.parse('ab'))",
        "[Token('A', 'a'), Token('B', 'b')]",
    ),
    q(
        "h234_lark_frontends",
        "edit",
        "In lark/parser_frontends.py, ParsingFrontend.__init__ has "
        '`raise TypeError("Bad value for lexer_type: {lexer_type}")` without the f prefix, so '
        "the braces are printed literally. Make it an f-string please.",
        {
            "effect": {
                "text_replaced": [
                    LARK,
                    'raise TypeError("Bad value for lexer_type: {lexer_type}")',
                    'raise TypeError(f"Bad value for lexer_type: {lexer_type}")',
                ]
            }
        },
    ),
    # --- websocket/_utils.py -----------------------------------------------------------------
    q(
        "h234_websocket_utils",
        "where",
        "where's the _decode step of the pure-python utf-8 DFA defined?",
        grep(r"def _decode\(", WS),
    ),
    q(
        "h234_websocket_utils",
        "returns",
        "What does extract_err_message give back for an exception raised with no arguments?",
        {"returns": "extract_err_message"},
    ),
    q(
        "h234_websocket_utils",
        "calls",
        "Who calls _validate_utf8 in websocket/_utils.py?",
        grep(r"return _validate_utf8\(", WS),
    ),
    q(
        "h234_websocket_utils",
        "which",
        "I received some raw data off the wire and want a yes/no on whether it is properly "
        "encoded text in the web's usual 8-bit unicode encoding. Which function here does that?",
        {"body": "validate_utf8"},
        grep(r"def _validate_utf8\(", WS),
        own=True,
    ),
    q(
        "h234_websocket_utils",
        "which",
        "which class in websocket's _utils is the no-op lock used when no real lock is needed?",
        {"body": "NoLock"},
    ),
    q(
        "h234_websocket_utils",
        "how",
        "When a socket failure carries both a number and a message, how does the helper here pull "
        "out the number, and in which cases does it give up and return nothing?",
        {"body": "extract_error_code"},
        own=True,
    ),
    run(
        "h234_websocket_utils",
        "Quick check, what does {} print?",
        "from websocket._utils import validate_utf8; "
        "print(validate_utf8(b'\\xed\\xa0\\x80'), validate_utf8(b'\\xc3\\xa9'))",
        "False True",
    ),
    q(
        "h234_websocket_utils",
        "edit",
        "The _UTF8D list in websocket/_utils.py is hundreds of lines long. Refactor it into a "
        "compact bytes literal, rewrite the DFA decoder to index into that, and make sure the "
        "behaviour stays identical for all inputs.",
        {"effect": {"declined": True}},
    ),
]
