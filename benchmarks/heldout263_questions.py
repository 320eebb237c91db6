"""The two-hundred-and-sixty-third held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (fonttools 4.69.1: ``fontTools/qu2cu/qu2cu.py``;
matplotlib 3.11.2: ``matplotlib/texmanager.py``; scipy 1.17.1: ``scipy/signal/_savitzky_golay.py``;
moto 5.2.1: ``moto/core/models.py``), written blind: by reading only those files, the format of set
128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code
or its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (moto's mock core most, then fontTools'
quadratic-to-cubic converter, matplotlib's TeX manager and scipy's Savitzky-Golay filter, which are
close in size). About a fifth of the questions that are not edits are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest name
the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds (none needs LaTeX or AWS).

The golds were checked with ``benchmarks/check_set.py`` (every gold names exactly one definition or
matches the intended lines) and the commands' outputs by running them; every edit was made by hand,
correctly, on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it (the
declined ones: with the file left unchanged).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h263_fonttools_qu2cu": ["fontTools/qu2cu/qu2cu.py"],
    "h263_matplotlib_texmanager": ["matplotlib/texmanager.py"],
    "h263_scipy_savgol": ["scipy/signal/_savitzky_golay.py"],
    "h263_moto_models": ["moto/core/models.py"],
}

QU2CU = "fontTools/qu2cu/qu2cu.py"
TEX = "matplotlib/texmanager.py"
SAVGOL = "scipy/signal/_savitzky_golay.py"
MODELS = "moto/core/models.py"


QUESTIONS: list[dict] = [
    # --- fontTools/qu2cu/qu2cu.py ------------------------------------------------------------
    q(
        "h263_fonttools_qu2cu",
        "where",
        "where is merge_curves defined?",
        {"def": "merge_curves"},
    ),
    q(
        "h263_fonttools_qu2cu",
        "returns",
        "What does `quadratic_to_curves` return -- also if I hand it an empty list?",
        {"returns": "quadratic_to_curves"},
    ),
    q(
        "h263_fonttools_qu2cu",
        "calls",
        "who calls cubic_farthest_fit_inside",
        grep(r"(?<!def )cubic_farthest_fit_inside\(", QU2CU),
    ),
    q(
        "h263_fonttools_qu2cu",
        "raises",
        "quadratic_to_curves(quads, max_err=0) throws 'max_err must be greater than zero'. Which "
        "line raises that?",
        grep(r'raise ValueError\("max_err must be greater than zero"\)', QU2CU),
    ),
    q(
        "h263_fonttools_qu2cu",
        "raises",
        "Getting ValueError: Quadratic splines must connect end-to-start. where does qu2cu check "
        "for that and throw it?",
        grep(
            r"Quadratic splines must connect end-to-start|_raise_incompatible_point\(p\[0\], q\[-1\]\)",
            QU2CU,
        ),
    ),
    q(
        "h263_fonttools_qu2cu",
        "const",
        "Where's MAX_HALVINGS set in qu2cu, and what's its value?",
        grep(r"^MAX_HALVINGS = ", QU2CU),
    ),
    run(
        "h263_fonttools_qu2cu",
        "Can you run {} and tell me what comes out?",
        "from fontTools.qu2cu.qu2cu import quadratic_to_curves; "
        "print(quadratic_to_curves([[(0, 0), (1, 1), (2, 0)]], all_cubic=True))",
        "(1.3333333333333333, 0.6666666666666666)",
    ),
    q(
        "h263_fonttools_qu2cu",
        "edit",
        "Please bump MAX_HALVINGS in fontTools/qu2cu/qu2cu.py from 64 to 100.",
        {"effect": {"value_set": [QU2CU, "MAX_HALVINGS", "100"]}},
    ),
    q(
        "h263_fonttools_qu2cu",
        "which",
        "Which function inserts the implied on-curve midpoints between each pair of consecutive "
        "off-curve points?",
        {"body": "add_implicit_on_curves"},
    ),
    q(
        "h263_fonttools_qu2cu",
        "which",
        "which part works out the cheapest way to chop the whole outline into pieces, by trying "
        "every earlier cut point and remembering the best score it found for each spot?",
        {"body": "spline_to_curves"},
        own=True,
    ),
    q(
        "h263_fonttools_qu2cu",
        "how",
        "How does spline_to_curves decide that a joint is a sharp corner that has to stay an "
        "on-curve point?",
        grep(
            r"# Find sharp corners|forced\.add\(i\)|"
            r"if abs\(p1 - p0\) \+ abs\(p2 - p1\) > tolerance \+ abs\(p2 - p0\):",
            QU2CU,
        ),
    ),
    q(
        "h263_fonttools_qu2cu",
        "how",
        "When it tests whether a replacement shape stays near enough to the original, what keeps "
        "it from cutting in half over and over forever on one that only just grazes the limit?",
        {"body": "cubic_farthest_fit_inside"},
        own=True,
    ),
    # --- matplotlib/texmanager.py ------------------------------------------------------------
    q(
        "h263_matplotlib_texmanager",
        "where",
        "Where's `TexManager.make_png`?",
        {"def": "TexManager.make_png"},
    ),
    q(
        "h263_matplotlib_texmanager",
        "returns",
        "what does get_text_width_height_descent return? does it do anything special for a blank "
        "string?",
        {"returns": "TexManager.get_text_width_height_descent"},
    ),
    q(
        "h263_matplotlib_texmanager",
        "calls",
        "Which places in texmanager.py call `_get_tex_source`?",
        grep(r"cls\._get_tex_source\(", TEX),
    ),
    q(
        "h263_matplotlib_texmanager",
        "raises",
        "my plot dies with 'RuntimeError: latex was not able to process the following string'. "
        "Where is that raised?",
        grep(r"was not able to process the following string", TEX),
    ),
    q(
        "h263_matplotlib_texmanager",
        "raises",
        "Where does the TeX manager raise the error saying dvipng could not be found?",
        grep(r"Failed to process string with tex because", TEX),
    ),
    run(
        "h263_matplotlib_texmanager",
        "What's the output of {}?",
        "from matplotlib.texmanager import _usepackage_if_not_loaded; "
        "print(_usepackage_if_not_loaded('xcolor', option='dvipsnames'))",
        r"\usepackage[dvipsnames]{xcolor}",
    ),
    q(
        "h263_matplotlib_texmanager",
        "edit",
        "The line spacing in the generated TeX is a bit loose for me. In _get_tex_source, change "
        "`baselineskip = 1.25 * fontsize` to `baselineskip = 1.2 * fontsize` "
        "(matplotlib/texmanager.py).",
        {
            "effect": {
                "line_replaced": [
                    TEX,
                    "baselineskip = 1.25 * fontsize",
                    "baselineskip = 1.2 * fontsize",
                ]
            }
        },
    ),
    q(
        "h263_matplotlib_texmanager",
        "which",
        "Which TexManager method hashes the TeX source and dpi with sha256 and nests the cache "
        "folders by the first characters of the hash?",
        {"body": "TexManager._get_base_path"},
    ),
    q(
        "h263_matplotlib_texmanager",
        "which",
        "Where's the bit that makes the generated document bring in an extra add-on only when "
        "my own header lines haven't already brought it in?",
        {"body": "_usepackage_if_not_loaded"},
        own=True,
    ),
    q(
        "h263_matplotlib_texmanager",
        "how",
        "how does TexManager pick the font family when rcParams['font.family'] has more than one "
        "entry, or one it doesn't know?",
        {"body": "TexManager._get_font_family_and_reduced"},
    ),
    q(
        "h263_matplotlib_texmanager",
        "how",
        "Two of my scripts render an identical equation at once. How does it keep them from "
        "clobbering each other's output on disk?",
        {"body": "TexManager.make_dvi"},
        own=True,
    ),
    # --- scipy/signal/_savitzky_golay.py -----------------------------------------------------
    q(
        "h263_scipy_savgol",
        "where",
        "where's _fit_edge defined",
        {"def": "_fit_edge"},
    ),
    q(
        "h263_scipy_savgol",
        "returns",
        "What does savgol_coeffs hand back, e.g. when deriv is bigger than polyorder?",
        {"returns": "savgol_coeffs"},
    ),
    q(
        "h263_scipy_savgol",
        "calls",
        "Where does `_fit_edge` get called from?",
        grep(r"y = _fit_edge\(", SAVGOL),
    ),
    q(
        "h263_scipy_savgol",
        "raises",
        "I asked the smoother to fit a degree-5 curve through only 5 neighbouring samples at a "
        "time and it refused. Where does it say no?",
        grep(r"if polyorder >= window_length:|polyorder must be less than window_length\.", SAVGOL),
        own=True,
    ),
    run(
        "h263_scipy_savgol",
        "please run {} and show me the result",
        "from scipy.signal import savgol_coeffs; "
        "print(savgol_coeffs(5, 2, pos=4, deriv=1, use='dot'))",
        "0.77142857",
    ),
    q(
        "h263_scipy_savgol",
        "edit",
        "In savgol_coeffs, right before the line `halflen, rem = divmod(window_length, 2)`, add "
        "`window_length = int(window_length)` [scipy/signal/_savitzky_golay.py]",
        {
            "effect": {
                "line_before": [
                    SAVGOL,
                    "halflen, rem = divmod(window_length, 2)",
                    "window_length = int(window_length)",
                ]
            }
        },
    ),
    q(
        "h263_scipy_savgol",
        "edit",
        "Could you add full type annotations (parameters and return types, array-API aware) to "
        "every function in scipy/signal/_savitzky_golay.py and make it pass mypy --strict?",
        {"effect": {"declined": True}},
    ),
    q(
        "h263_scipy_savgol",
        "which",
        "Which helper differentiates a whole batch of polynomials stored as columns, since "
        "numpy.polyder can't do 2-D?",
        {"body": "_polyder"},
    ),
    q(
        "h263_scipy_savgol",
        "which",
        "which function builds the Vandermonde-style design matrix and solves the least-squares "
        "problem for the filter weights?",
        {"body": "savgol_coeffs"},
    ),
    q(
        "h263_scipy_savgol",
        "how",
        "How does savgol_filter handle the first and last window_length // 2 samples when "
        "mode='interp'?",
        {"body": "_fit_edges_polyfit"},
        {"body": "_fit_edge"},
        grep(r'if mode == "interp":|y = _fit_edges_polyfit\(', SAVGOL),
    ),
    q(
        "h263_scipy_savgol",
        "how",
        "say I smooth over 6 neighbouring readings, an even number -- which spot among them does "
        "it treat as the middle one?",
        grep(
            r"halflen, rem = divmod\(window_length, 2\)|if rem == 0:|pos = halflen - 0\.5", SAVGOL
        ),
        own=True,
    ),
    # --- moto/core/models.py -----------------------------------------------------------------
    q(
        "h263_moto_models",
        "where",
        "Where is patch_resource defined in moto?",
        {"def": "patch_resource"},
    ),
    q(
        "h263_moto_models",
        "where",
        "show me where ServerModeMockAWS.reset lives",
        {"def": "ServerModeMockAWS.reset"},
    ),
    q(
        "h263_moto_models",
        "returns",
        "what does ServerModeMockAWS._get_region return when there's no region_name kwarg?",
        {"returns": "ServerModeMockAWS._get_region"},
    ),
    q(
        "h263_moto_models",
        "calls",
        "who uses get_direct_methods_of?",
        grep(r"(?<!def )get_direct_methods_of\(", MODELS),
    ),
    q(
        "h263_moto_models",
        "calls",
        "Is patch_client called anywhere in core/models.py?",
        grep(r"(?<!def )patch_client\(", MODELS),
    ),
    q(
        "h263_moto_models",
        "raises",
        "RuntimeError: Called stop() before start() -- where does moto raise this?",
        grep(r'raise RuntimeError\("Called stop\(\) before start\(\)\."\)', MODELS),
    ),
    q(
        "h263_moto_models",
        "raises",
        "Which lines raise the 'should be of type boto3...' exceptions when I pass the wrong "
        "thing to the patch helpers?",
        grep(r"should be of type boto3\.", MODELS),
    ),
    q(
        "h263_moto_models",
        "const",
        "where is the default AWS account id (123456789012) defined in moto/core/models.py?",
        grep(r"^DEFAULT_ACCOUNT_ID = ", MODELS),
    ),
    run(
        "h263_moto_models",
        "I want to see what {} prints",
        "from moto.core.models import get_direct_methods_of; "
        "print(sorted(get_direct_methods_of(type('K', (), "
        "{'f': lambda s: 1, 'g': staticmethod(len), 'x': 3}))))",
        "['f', 'g']",
    ),
    q(
        "h263_moto_models",
        "edit",
        "get_direct_methods_of in moto/core/models.py has no docstring. Add one: it returns the "
        "names of the functions, classmethods and staticmethods defined directly on the class.",
        {"effect": {"docstring": "get_direct_methods_of"}},
    ),
    q(
        "h263_moto_models",
        "edit",
        "ServerModeMockAWS and ProxyModeMockAWS duplicate reset(), _enable_patching() and "
        "_disable_patching() almost line for line. Refactor them onto a shared base class with "
        "the endpoint as a hook, keeping behaviour identical.",
        {"effect": {"declined": True}},
    ),
    q(
        "h263_moto_models",
        "which",
        "Which method swaps the real AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY in os.environ for "
        "fake ones?",
        {"body": "MockAWS._mock_env_variables"},
    ),
    q(
        "h263_moto_models",
        "which",
        "when my tests talk to a separate standalone server instead, what code stamps each new "
        "connection with the data-centre area it is meant for and points it at that server?",
        {"body": "ServerModeMockAWS._enable_patching"},
        own=True,
    ),
    q(
        "h263_moto_models",
        "how",
        "How does the mock_aws class decorator decide which methods of my test class get a reset "
        "and data wipe and which don't?",
        {"body": "MockAWS._decorate_class"},
    ),
    q(
        "h263_moto_models",
        "how",
        "if I wrap one fake-cloud block inside another one, how does it avoid switching the "
        "interception on twice or switching it off when only the inner one finishes?",
        {"body": "MockAWS.start"},
        {"body": "MockAWS.stop"},
        own=True,
    ),
]
