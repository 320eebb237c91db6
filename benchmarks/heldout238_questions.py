"""The two-hundred-and-thirty-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (wcwidth 0.7.0: ``wcwidth/_clip.py``; httpx2
2.17.0: ``httpx2/_decoders.py``; numpy 2.4.6: ``numpy/_core/_ufunc_config.py``; sympy 1.14.0:
``sympy/polys/orderings.py``), written blind: by reading only those files, the format of set 128,
``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (wcwidth's clip most, then httpx2's content
decoders, numpy's ufunc configuration, sympy's monomial orderings). About a fifth of them are in
the user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it, with one definition that fits); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` on this file; every
command was run against the installed package and its gold is an exact substring of its output
(nothing time- or address-dependent); every edit was made by hand on a scratch copy of its
workspace and ``bench_answers.check_effect`` held after it (the declined ones: the file left
untouched). The commands need the whole package to import, so they run against the installed
package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h238_wcwidth_clip": ["wcwidth/_clip.py"],
    "h238_httpx2_decoders": ["httpx2/_decoders.py"],
    "h238_numpy_ufunc_config": ["numpy/_core/_ufunc_config.py"],
    "h238_sympy_orderings": ["sympy/polys/orderings.py"],
}

CLIP = "wcwidth/_clip.py"
DEC = "httpx2/_decoders.py"
UFC = "numpy/_core/_ufunc_config.py"
ORD = "sympy/polys/orderings.py"


QUESTIONS: list[dict] = [
    # --- wcwidth/_clip.py ----------------------------------------------------------------------
    q(
        "h238_wcwidth_clip",
        "where",
        "Where can I find the definition of _reconstruct_painter?",
        {"def": "_reconstruct_painter"},
    ),
    q(
        "h238_wcwidth_clip",
        "returns",
        "what does _process_hyperlink hand back to its caller, e.g. when the link never gets "
        "closed?",
        {"returns": "_process_hyperlink"},
    ),
    q(
        "h238_wcwidth_clip",
        "calls",
        "Which places in _clip.py invoke `_text_sizing_clip`?",
        grep(r"col = _text_sizing_clip\(", CLIP),
    ),
    q(
        "h238_wcwidth_clip",
        "calls",
        "clip() seems to call itself somewhere for the text inside a link. where is that call?",
        grep(r"clipped_inner = clip\(", CLIP),
    ),
    q(
        "h238_wcwidth_clip",
        "raises",
        "With control_codes='strict' I get ValueError: Indeterminate cursor sequence at position "
        "4. Where is this raised?",
        grep(r"Indeterminate cursor sequence at position", CLIP),
    ),
    q(
        "h238_wcwidth_clip",
        "raises",
        "where is the error for moving the cursor left past the beginning of the string thrown "
        "(strict mode)",
        grep(r"Cursor left movement at position", CLIP),
    ),
    q(
        "h238_wcwidth_clip",
        "const",
        "What tab stop width does wcwidth's clip() use by default, and where is it set?",
        grep(r"tabsize: int = 8,", CLIP),
    ),
    q(
        "h238_wcwidth_clip",
        "which",
        "I cut a slice out of a line that was coloured bold blue halfway through. Which bit of "
        "code puts the colour back on the front of my slice and switches it off again at the "
        "end?",
        {"body": "_apply_sgr_wrap"},
        own=True,
    ),
    q(
        "h238_wcwidth_clip",
        "which",
        "Which definition spells out the four possible fates of a clickable link found in the "
        "string: never terminated, nothing visible inside it, completely off to the side of the "
        "window, or partly shown?",
        {"body": "_HyperlinkAction"},
        own=True,
    ),
    q(
        "h238_wcwidth_clip",
        "how",
        "How does clip decide between _clip_painter and _clip_simple when overtyping is left as "
        "None?",
        grep(
            r"if overtyping is None:|overtyping = \($|fn_clip = _clip_painter if overtyping", CLIP
        ),
    ),
    q(
        "h238_wcwidth_clip",
        "how",
        "in the painter path (_clip_painter), what happens to a double-width grapheme that only "
        "partly overlaps the start..end window?",
        grep(
            r"clip_start = max\(start, col\)|_write_cells\(fillchar, 1, clip_start \+ offset\)",
            CLIP,
        ),
    ),
    q(
        "h238_wcwidth_clip",
        "how",
        "Say something earlier put a two-column-wide glyph on screen and later output (after a "
        "carriage return) lands on just one of its halves. What happens to the other half, how "
        "is that dealt with?",
        {"body": "_clip_painter._write_cells"},
        own=True,
    ),
    run(
        "h238_wcwidth_clip",
        "Can you run {} for me and tell me what comes out?",
        "from wcwidth._clip import clip; print(repr(clip('中文字', 1, 5, fillchar='.')))",
        "'.文.'",
    ),
    q(
        "h238_wcwidth_clip",
        "edit",
        "We mostly render CJK text. In wcwidth/_clip.py please make clip() default to "
        "`ambiguous_width: int = 2,` instead of 1.",
        {
            "effect": {
                "text_replaced": [CLIP, "ambiguous_width: int = 1,", "ambiguous_width: int = 2,"]
            }
        },
    ),
    q(
        "h238_wcwidth_clip",
        "edit",
        "_clip_simple and _clip_painter are mostly copy-paste of each other. Could you merge "
        "them into one shared scanner with pluggable output, without making the hot path any "
        "slower?",
        {"effect": {"declined": True}},
    ),
    # --- httpx2/_decoders.py -------------------------------------------------------------------
    q(
        "h238_httpx2_decoders",
        "where",
        "LineDecoder -- where is it defined?",
        {"def": "LineDecoder"},
    ),
    q(
        "h238_httpx2_decoders",
        "returns",
        "What's the return value of ByteChunker.decode when chunk_size is set and the buffer "
        "isn't full yet?",
        {"returns": "ByteChunker.decode"},
    ),
    q(
        "h238_httpx2_decoders",
        "calls",
        "who calls MultiDecoder._pipe",
        grep(r"self\._pipe\(", DEC),
    ),
    q(
        "h238_httpx2_decoders",
        "calls",
        "Where do the gzip/deflate decoders construct a ZlibDecompressor?",
        grep(r"ZlibDecompressor\(zlib\.", DEC),
    ),
    q(
        "h238_httpx2_decoders",
        "raises",
        "A server sent me Content-Encoding: gzip, gzip, gzip, gzip, gzip, gzip and httpx2 gave up "
        "with a DecodingError. where does that come from?",
        grep(r"Cannot apply more than", DEC),
    ),
    q(
        "h238_httpx2_decoders",
        "raises",
        "Show me the lines in _decoders.py that raise ImportError when an optional compression "
        "library is missing.",
        grep(r"raise ImportError\(", DEC),
    ),
    q(
        "h238_httpx2_decoders",
        "const",
        "where's MAX_DECODE_CHUNK_SIZE set? how big is it?",
        grep(r"^MAX_DECODE_CHUNK_SIZE = ", DEC),
    ),
    q(
        "h238_httpx2_decoders",
        "which",
        "Some servers send a compressed body that is missing the little header at the front. "
        "Which part notices that the first piece won't unpack and starts over in a different "
        "mode?",
        {"body": "DeflateDecoder.decode"},
        {"body": "DeflateDecoder"},
        own=True,
    ),
    q(
        "h238_httpx2_decoders",
        "which",
        "which class just gives the bytes back exactly as they came in, doing nothing to them?",
        {"body": "IdentityDecoder"},
        own=True,
    ),
    q(
        "h238_httpx2_decoders",
        "how",
        "When I stream a text reply and one piece ends right after a carriage return, what "
        "happens to that character before the next piece arrives? (could be half of a CRLF)",
        {"body": "LineDecoder.decode"},
        own=True,
    ),
    q(
        "h238_httpx2_decoders",
        "how",
        "How does ZStandardDecoder.decode cope with a body made of several zstd frames glued "
        "together?",
        {"body": "ZStandardDecoder.decode"},
    ),
    run(
        "h238_httpx2_decoders",
        "Trying to understand line splitting: what is printed by {}?",
        "from httpx2._decoders import LineDecoder; d = LineDecoder(); "
        "print(d.decode('a\\nb\\r'), d.decode('\\nc'), d.flush())",
        "['a'] ['b'] ['c']",
    ),
    q(
        "h238_httpx2_decoders",
        "edit",
        "ContentDecoder in httpx2/_decoders.py has no docstring. Add one saying it's the base "
        "class of the content-encoding decoders (decode() and flush() yield decoded bytes).",
        {"effect": {"docstring": "ContentDecoder"}},
    ),
    q(
        "h238_httpx2_decoders",
        "edit",
        "Every so often a large brotli download comes out truncated. I think there is a bug "
        "somewhere in the decoders - can you track it down and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- numpy/_core/_ufunc_config.py ----------------------------------------------------------
    q(
        "h238_numpy_ufunc_config",
        "where",
        "where is np.getbufsize implemented?",
        {"def": "getbufsize"},
    ),
    q(
        "h238_numpy_ufunc_config",
        "returns",
        "Does setbufsize return the new buffer size or the previous one? What exactly is returned?",
        {"returns": "setbufsize"},
    ),
    q(
        "h238_numpy_ufunc_config",
        "calls",
        "Find every call to _make_extobj in the ufunc config module, please.",
        grep(r"= _make_extobj\(", UFC),
    ),
    q(
        "h238_numpy_ufunc_config",
        "raises",
        "np.setbufsize(-1) -> ValueError. Which line raises it?",
        grep(r"buffer size must be non-negative", UFC),
    ),
    q(
        "h238_numpy_ufunc_config",
        "raises",
        "I reused one errstate object in a nested with and got a TypeError about entering it "
        "twice; where's that check?",
        grep(r"Cannot enter `np\.errstate` twice", UFC),
    ),
    q(
        "h238_numpy_ufunc_config",
        "which",
        "Is there something that lets me change how bad arithmetic (say dividing by zero) is "
        "treated for just a few lines of my code, and then automatically restores whatever "
        "was in place before? Which one?",
        {"body": "errstate"},
        own=True,
    ),
    q(
        "h238_numpy_ufunc_config",
        "which",
        "which function returns the handler that was registered with seterrcall?",
        {"body": "geterrcall"},
    ),
    q(
        "h238_numpy_ufunc_config",
        "how",
        "how does errstate work when used as a decorator on a function instead of in a with "
        "statement?",
        {"body": "errstate.__call__"},
    ),
    run(
        "h238_numpy_ufunc_config",
        "What's the output of {}?",
        "import numpy as np; old = np.setbufsize(4096); print(old, np.getbufsize())",
        "8192 4096",
    ),
    q(
        "h238_numpy_ufunc_config",
        "edit",
        "In numpy/_core/_ufunc_config.py, add the line `size = int(size)` just before "
        '`old = _get_extobj_dict()["bufsize"]` in setbufsize.',
        {
            "effect": {
                "line_before": [UFC, 'old = _get_extobj_dict()["bufsize"]', "size = int(size)"]
            }
        },
    ),
    # --- sympy/polys/orderings.py --------------------------------------------------------------
    q(
        "h238_sympy_orderings",
        "where",
        "Where's the _ItemGetter class?",
        {"def": "_ItemGetter"},
    ),
    q(
        "h238_sympy_orderings",
        "returns",
        "monomial_key(order, gens): what does it return, with and without gens?",
        {"returns": "monomial_key"},
    ),
    q(
        "h238_sympy_orderings",
        "raises",
        "I did monomial_key('revlex') and got 'supported monomial orderings are ...'. Where is "
        "that error raised?",
        grep(r"supported monomial orderings are", ORD),
    ),
    q(
        "h238_sympy_orderings",
        "which",
        "When sorting terms of a polynomial, which ordering looks at the total power first and, "
        "if two terms tie on that, compares the individual powers from the first variable on, "
        "bigger winning?",
        {"body": "GradedLexOrder"},
        own=True,
    ),
    q(
        "h238_sympy_orderings",
        "which",
        "Which class are ilex, igrlex and igrevlex instances of?",
        {"body": "InverseOrder"},
    ),
    q(
        "h238_sympy_orderings",
        "how",
        "How does build_product_order map the generators in each block to positions in the "
        "monomial?",
        {"body": "build_product_order"},
    ),
    q(
        "h238_sympy_orderings",
        "how",
        "For a ProductOrder that mixes lex with ilex, what does is_global come out as, and how "
        "is it decided?",
        {"body": "ProductOrder.is_global"},
    ),
    run(
        "h238_sympy_orderings",
        "pls run {} and paste the output",
        "from sympy.polys.orderings import grevlex, igrlex; print(grevlex((1, 2, 3)), "
        "igrlex((1, 2, 3)))",
        "(6, (-3, -2, -1)) (-6, (-1, -2, -3))",
    ),
    q(
        "h238_sympy_orderings",
        "edit",
        "Set __all__ in sympy/polys/orderings.py to "
        '["lex", "grlex", "grevlex", "ilex", "igrlex", "igrevlex", "ProductOrder"] so that '
        "ProductOrder gets exported too.",
        {
            "effect": {
                "value_set": [
                    ORD,
                    "__all__",
                    '["lex", "grlex", "grevlex", "ilex", "igrlex", "igrevlex", "ProductOrder"]',
                ]
            }
        },
    ),
]
