"""The two-hundred-and-sixty-seventh held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (matplotlib 3.11.2:
``matplotlib/backends/_backend_pdf_ps.py``; scipy 1.17.1: ``scipy/odr/_models.py``; moto 5.2.1:
``moto/ds/responses.py``; fonttools 4.69.1: ``fontTools/misc/fixedTools.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (matplotlib's PDF/PS backend helpers most, then
scipy's ODR models, moto's Directory Service responses, fontTools' fixed-point helpers). About a
fifth of the non-edit questions are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad``; every
command was run against the installed packages and its gold is a substring of what it printed;
every edit was made by hand on a scratch copy of its workspace and ``check_effect`` (the function
of ``bench_answers.py``, its code taken out without importing the model) held after it, and did not
hold on the untouched copy (the request to decline: it held on the untouched copy with an answer
saying nothing was changed, not with a bare "Done."). The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h267_matplotlib_backend_pdf_ps": ["matplotlib/backends/_backend_pdf_ps.py"],
    "h267_scipy_odr_models": ["scipy/odr/_models.py"],
    "h267_moto_ds_responses": ["moto/ds/responses.py"],
    "h267_fonttools_fixedtools": ["fontTools/misc/fixedTools.py"],
}

PDFPS = "matplotlib/backends/_backend_pdf_ps.py"
ODR = "scipy/odr/_models.py"
DS = "moto/ds/responses.py"
FIXED = "fontTools/misc/fixedTools.py"


QUESTIONS: list[dict] = [
    # --- matplotlib/backends/_backend_pdf_ps.py ----------------------------------------------
    q(
        "h267_matplotlib_backend_pdf_ps",
        "where",
        "where is _cached_get_afm_from_fname defined",
        {"def": "_cached_get_afm_from_fname"},
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "returns",
        "What does `RendererPDFPSBase._get_font_height_metrics` give back, e.g. when the "
        "use-AFM rcParam is switched off?",
        {"returns": "RendererPDFPSBase._get_font_height_metrics"},
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "calls",
        "who calls _get_font_afm in _backend_pdf_ps.py?",
        grep(r"self\._get_font_afm\(", PDFPS),
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "calls",
        "Where does CharacterTracker call `track_glyph` itself?",
        grep(r"self\.track_glyph\(", PDFPS),
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "raises",
        "Saving to PDF I get a warning 'The PostScript/PDF backend does not currently support the "
        "selected font' and then a RuntimeError. Where does that get re-raised?",
        grep(r"^\s+raise$|does not currently", PDFPS),
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "raises",
        "GlyphMap.iget throws a KeyError for a (subset, charcode) pair I never added -- which "
        "line does that come from?",
        grep(r"return self\._inverse\[\(subset, subset_charcode\)\]", PDFPS),
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "const",
        "Where are the glyph limits for Type 3 and Type 42 fonts set (256 / 65536)?",
        grep(r"^_FONT_MAX_GLYPH = \{|^\s+3: 256,|^\s+42: 65536,", PDFPS),
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "which",
        "Which method of RendererPDFPSBase tells matplotlib that images can be scaled freely?",
        {"body": "RendererPDFPSBase.option_scale_image"},
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "which",
        "my figure is 6 by 4 inches and the vector output says the page is 432 by 288. which bit "
        "does that conversion?",
        {"body": "RendererPDFPSBase.get_canvas_width_height"},
        own=True,
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "how",
        "How does CharacterTracker.track_glyph decide whether a character stays in subset 0 or "
        "goes into a new subset?",
        {"body": "CharacterTracker.track_glyph"},
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "how",
        "For ordinary text (no maths, no LaTeX) that isn't set in one of the printer's built-in "
        "fonts, how does it work out how wide and tall the words will be on the page?",
        {"body": "RendererPDFPSBase.get_text_width_height_descent"},
        own=True,
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "how",
        "how does get_glyphs_subset keep tables like FFTM or morx out of the embedded font?",
        {"body": "get_glyphs_subset"},
    ),
    run(
        "h267_matplotlib_backend_pdf_ps",
        "What do I get from {}?",
        "from matplotlib.backends._backend_pdf_ps import GlyphMap; g = GlyphMap(); "
        "g.add('A', 36, 0, 65); print(g.get('A', 36), g.get('B', 37), g.iget(0, 65))",
        "(0, 65) None ('A', 36)",
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "edit",
        "In matplotlib/backends/_backend_pdf_ps.py, get_glyphs_subset should also drop the "
        "digital signature table. Add `'DSIG',  # Digital signature.` to options.drop_tables, "
        "right after the 'xref' entry.",
        {
            "effect": {
                "line_after": [
                    PDFPS,
                    "'xref',  # The cross-reference table (some Apple font tooling information).",
                    "'DSIG',  # Digital signature.",
                ]
            }
        },
    ),
    q(
        "h267_matplotlib_backend_pdf_ps",
        "edit",
        "set the Type 3 limit in _FONT_MAX_GLYPH to 128 instead of 256, leave 42 alone",
        {"effect": {"value_set": [PDFPS, "_FONT_MAX_GLYPH", "{3: 128, 42: 65536}"]}},
    ),
    # --- scipy/odr/_models.py ----------------------------------------------------------------
    q(
        "h267_scipy_odr_models",
        "where",
        "Where's `_poly_fjacd`?",
        {"def": "_poly_fjacd"},
    ),
    q(
        "h267_scipy_odr_models",
        "returns",
        "what does scipy.odr.polynomial return",
        {"returns": "polynomial"},
    ),
    q(
        "h267_scipy_odr_models",
        "calls",
        "Where is _lin_fcn handed to a Model in the odr models file?",
        grep(r"^\s+_lin_fcn, fjacb=_lin_fjb", ODR),
    ),
    q(
        "h267_scipy_odr_models",
        "raises",
        "odr.polynomial('3') dies with \"ufunc 'add' did not contain a loop with signature "
        'matching types". Which line of _models.py is that?',
        grep(r"powers = np\.arange\(1, powers \+ 1\)", ODR),
    ),
    q(
        "h267_scipy_odr_models",
        "which",
        "Which model class is y = B_0 + exp(B_1 * x)?",
        {"body": "_ExponentialModel"},
    ),
    q(
        "h267_scipy_odr_models",
        "which",
        "When I fit a flat plane through points that have several inputs, which piece makes up "
        "the first guess for the coefficients, and why is it just a row of ones?",
        {"body": "_lin_est"},
        own=True,
    ),
    q(
        "h267_scipy_odr_models",
        "how",
        "How does polynomial() treat an int order differently from a list of powers?",
        {"body": "polynomial"},
    ),
    q(
        "h267_scipy_odr_models",
        "how",
        "for the parabola fit, how does it actually work out the curve's value at each point? "
        "written out term by term or nested somehow?",
        {"body": "_quadratic"},
        own=True,
    ),
    run(
        "h267_scipy_odr_models",
        "Please run {} and tell me the output.",
        "from scipy.odr import polynomial; print(polynomial([1, 3]).meta['equ'])",
        "Sum[i=1..2, B_i * (x**i)]",
    ),
    q(
        "h267_scipy_odr_models",
        "edit",
        "_quad_est in scipy/odr/_models.py has no docstring. Add one saying it ignores the data "
        "and returns the initial guess (1, 1, 1) for the quadratic model.",
        {"effect": {"docstring": "_quad_est"}},
    ),
    q(
        "h267_scipy_odr_models",
        "edit",
        "Could you put full type annotations on every helper in scipy/odr/_models.py (the fcn, "
        "fjacb, fjacd and est functions) using numpy.typing, and make sure mypy --strict is "
        "clean afterwards?",
        {"effect": {"declined": True}},
    ),
    # --- moto/ds/responses.py ----------------------------------------------------------------
    q(
        "h267_moto_ds_responses",
        "where",
        "Where is enable_ldaps defined in the DS responses?",
        {"def": "DirectoryServiceResponse.enable_ldaps"},
    ),
    q(
        "h267_moto_ds_responses",
        "returns",
        "What does DirectoryServiceResponse.describe_directories return?",
        {"returns": "DirectoryServiceResponse.describe_directories"},
    ),
    q(
        "h267_moto_ds_responses",
        "calls",
        "which handlers pass next_token through to the ds backend?",
        grep(r"next_token=next_token", DS),
    ),
    q(
        "h267_moto_ds_responses",
        "raises",
        "describe_directories with a garbage NextToken gives me InvalidNextTokenException. Where "
        "is it raised?",
        grep(r"raise InvalidNextTokenException\(\) from exc", DS),
    ),
    q(
        "h267_moto_ds_responses",
        "raises",
        "List every raise statement in moto/ds/responses.py.",
        grep(r"^\s+raise\b", DS),
    ),
    q(
        "h267_moto_ds_responses",
        "which",
        "Which method answers GetDirectoryLimits?",
        {"body": "DirectoryServiceResponse.get_directory_limits"},
    ),
    q(
        "h267_moto_ds_responses",
        "which",
        "We already run our own domain controllers on site. Which handler is for hooking those up "
        "to AWS, rather than having AWS stand up a brand-new one for us?",
        {"body": "DirectoryServiceResponse.connect_directory"},
        own=True,
    ),
    q(
        "h267_moto_ds_responses",
        "how",
        "How does describe_settings put its JSON response together?",
        {"body": "DirectoryServiceResponse.describe_settings"},
    ),
    q(
        "h267_moto_ds_responses",
        "how",
        "what happens if I'm flipping through the labels on my directory page by page and send a "
        "made-up 'continue from here' marker?",
        {"body": "DirectoryServiceResponse.list_tags_for_resource"},
        own=True,
    ),
    run(
        "h267_moto_ds_responses",
        "can you execute {} for me?",
        "import boto3; from moto import mock_aws; m = mock_aws(); m.start(); "
        "print(boto3.client('ds', region_name='us-east-1').get_directory_limits()"
        "['DirectoryLimits'])",
        "'ConnectedDirectoriesLimit': 10",
    ),
    q(
        "h267_moto_ds_responses",
        "edit",
        'describe_trusts returns its token as "nextToken" but the other list calls say '
        '"NextToken". In moto/ds/responses.py change `{"Trusts": trust_list, "nextToken": '
        'next_token}` to `{"Trusts": trust_list, "NextToken": next_token}`.',
        {
            "effect": {
                "text_replaced": [
                    DS,
                    '{"Trusts": trust_list, "nextToken": next_token}',
                    '{"Trusts": trust_list, "NextToken": next_token}',
                ]
            }
        },
    ),
    # --- fontTools/misc/fixedTools.py --------------------------------------------------------
    q(
        "h267_fonttools_fixedtools",
        "where",
        "floatToFixedToStr - where is it defined?",
        {"def": "floatToFixedToStr"},
    ),
    q(
        "h267_fonttools_fixedtools",
        "returns",
        "What does ensureVersionIsLong return?",
        {"returns": "ensureVersionIsLong"},
    ),
    q(
        "h267_fonttools_fixedtools",
        "calls",
        "Which functions in fixedTools.py call otRound?",
        grep(r"otRound\(", FIXED),
    ),
    q(
        "h267_fonttools_fixedtools",
        "raises",
        "versionToFixed('1.0abc') raises ValueError: could not convert string to float. Where in "
        "fixedTools does that blow up?",
        grep(r"value = int\(value, 0\) if value\.startswith", FIXED),
    ),
    q(
        "h267_fonttools_fixedtools",
        "raises",
        "strToFixed('abc', 14) -> ValueError; which line?",
        grep(r"^\s+value = float\(string\)$", FIXED),
    ),
    q(
        "h267_fonttools_fixedtools",
        "const",
        "where's MAX_F2DOT14 set, and to what?",
        grep(r"^MAX_F2DOT14 = ", FIXED),
    ),
    q(
        "h267_fonttools_fixedtools",
        "which",
        "Which function logs 'Table version value is a float'?",
        {"body": "ensureVersionIsLong"},
    ),
    q(
        "h267_fonttools_fixedtools",
        "which",
        "I have an ordinary decimal and want the nearest number that survives being squeezed into "
        "the 14-bits-after-the-point binary format, but I still want a decimal back, not an int "
        "or text. Which one does that?",
        {"body": "floatToFixedToFloat"},
        own=True,
    ),
    q(
        "h267_fonttools_fixedtools",
        "how",
        "If I pass in '0x00010000' one time and '1.0' another time, both as text, how does it "
        "figure out which way to read each of them?",
        {"body": "versionToFixed"},
        own=True,
    ),
    run(
        "h267_fonttools_fixedtools",
        "What's printed by {}?",
        "from fontTools.misc.fixedTools import versionToFixed; "
        "print(hex(versionToFixed('0x00020000')), hex(versionToFixed('2.5')))",
        "0x20000 0x28000",
    ),
    q(
        "h267_fonttools_fixedtools",
        "edit",
        "rename the local variable newValue in ensureVersionIsLong to new_value (fontTools/misc/"
        "fixedTools.py)",
        {"effect": {"renamed": ["newValue", "new_value"]}},
    ),
]
