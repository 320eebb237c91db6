"""The eighty-third held-out set: questions on five modules of scipy.signal that no other set uses,
copied from the installed site-packages (scipy 1.17.1: ``scipy/signal/_signaltools.py`` and
``scipy/signal/_filter_design.py`` in one workspace; ``scipy/signal/_waveforms.py``,
``scipy/signal/_spectral_py.py`` and ``scipy/signal/windows/_windows.py`` in another), written
blind: by reading only those files, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the workspaces (the filtering and filter-design one
holds about two thirds of the code). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h83_filters": ["scipy/signal/_signaltools.py", "scipy/signal/_filter_design.py"],
    "h83_spectral": [
        "scipy/signal/_waveforms.py",
        "scipy/signal/_spectral_py.py",
        "scipy/signal/windows/_windows.py",
    ],
}

SIG = "scipy/signal/_signaltools.py"
FD = "scipy/signal/_filter_design.py"
WAVE = "scipy/signal/_waveforms.py"
SPEC = "scipy/signal/_spectral_py.py"
WIN = "scipy/signal/windows/_windows.py"


QUESTIONS: list[dict] = [
    # --- h83_filters: _signaltools.py and _filter_design.py ------------------------------------
    q("h83_filters", "where", "where's sosfiltfilt defined?", {"def": "sosfiltfilt"}),
    q(
        "h83_filters",
        "where",
        "I keep getting a BadCoefficients warning from normalize(). Where is that warning class "
        "declared?",
        {"def": "BadCoefficients"},
    ),
    q(
        "h83_filters",
        "where",
        "Where is `_design_notch_peak_filter` implemented (the thing behind iirnotch/iirpeak)?",
        {"def": "_design_notch_peak_filter"},
    ),
    q(
        "h83_filters",
        "returns",
        "what does _relative_degree return",
        {"returns": "_relative_degree"},
    ),
    q(
        "h83_filters",
        "returns",
        "Quick one: what does `_inputs_swap_needed` hand back, and in which cases?",
        {"returns": "_inputs_swap_needed"},
    ),
    q(
        "h83_filters",
        "calls",
        "Who calls _validate_pad?",
        grep(r"edge, ext = _validate_pad\(", SIG),
    ),
    q(
        "h83_filters",
        "calls",
        "where is `lfilter_zi` actually called from inside _signaltools.py (not the doc examples)?",
        grep(r"^\s+zi = lfilter_zi\(b, a\)$|scale \* lfilter_zi\(b, a\)", SIG),
    ),
    q(
        "h83_filters",
        "calls",
        "which order-selection functions use _pre_warp?",
        grep(r"passb, stopb = _pre_warp\(wp, ws, analog", FD),
    ),
    q(
        "h83_filters",
        "raises",
        "filtfilt blew up on my short signal saying it must be longer than padlen -- where's that "
        "raised?",
        grep(r"The length of the input vector x must be greater than padlen", SIG),
    ),
    q(
        "h83_filters",
        "raises",
        "Where does iircomb raise 'fs must be divisible by w0.'?",
        grep(r"raise ValueError\('fs must be divisible by w0\.'\)", FD),
    ),
    q(
        "h83_filters",
        "raises",
        "Show me every place zpk2sos raises a ValueError.",
        grep(
            r"raise ValueError\(f'pairing must be one of|"
            r"raise ValueError\('for analog zpk2sos conversion, '|"
            r"raise ValueError\('k must be real'\)",
            FD,
        ),
    ),
    q(
        "h83_filters",
        "raises",
        "In lfilter, where is the NotImplementedError about unsupported dtypes thrown?",
        grep(r"raise NotImplementedError\(\"Parameter's dtypes produced result type", SIG),
    ),
    q(
        "h83_filters",
        "raises",
        "the bessel root finder (_aberth) -- where does it give up with an error if it diverges "
        "or doesnt converge?",
        grep(
            r"raise RuntimeError\('Root-finding calculation failed'\)|"
            r"raise Exception\('Zeros failed to converge'\)",
            FD,
        ),
    ),
    q(
        "h83_filters",
        "const",
        "Where is EPSILON set in _filter_design.py and what's its value?",
        grep(r"^EPSILON = ", FD),
    ),
    q(
        "h83_filters",
        "which",
        "When I don't say how I want two arrays smeared together, which code chooses between the "
        "fast-transform shortcut and the plain brute-force sum?",
        {"body": "choose_conv_method"},
        {"body": "_fftconv_faster"},
        grep(r"method = choose_conv_method\(", SIG),
        own=True,
    ),
    q(
        "h83_filters",
        "which",
        "I've got a bunch of complex numbers and some of them sit practically on top of each "
        "other. Which function lumps the near-duplicates together and counts how many fell into "
        "each lump?",
        {"body": "unique_roots"},
        own=True,
    ),
    q(
        "h83_filters",
        "which",
        "are there any functions in the filter design module that are just empty placeholders and "
        "do nothing at all yet? which ones?",
        {"body": "maxflat"},
        {"body": "yulewalk"},
        own=True,
    ),
    q(
        "h83_filters",
        "which",
        "Which function does iirfilter use to turn the analog zpk into a digital one at the end?",
        {"body": "bilinear_zpk"},
        grep(r"z, p, k = bilinear_zpk\(z, p, k, fs=fs\)", FD),
    ),
    q(
        "h83_filters",
        "which",
        "which function works out what the filter should already 'remember' before the first "
        "sample, so the result doesn't lurch up from zero at the beginning?",
        {"body": "lfilter_zi"},
        {"body": "sosfilt_zi"},
        own=True,
    ),
    q(
        "h83_filters",
        "how",
        "How long is the padding filtfilt adds at each end of the signal by default?",
        {"body": "_validate_pad"},
        grep(r"ntaps=max\(len\(a\), len\(b\)\)", SIG),
    ),
    q(
        "h83_filters",
        "how",
        "When I thin out a recording by keeping only every 4th sample and leave everything else at "
        "the defaults, what kind of smoothing gets run on it first?",
        {"body": "decimate"},
        own=True,
    ),
    q(
        "h83_filters",
        "how",
        "how does resample_poly deal with padtype='mean' or 'median'? does it subtract something "
        "before filtering and add it back afterwards?",
        {"body": "resample_poly"},
    ),
    q(
        "h83_filters",
        "how",
        "If I chop a big filter into a chain of small stages, in what order does it line the "
        "stages up -- does the touchiest one (the one closest to going unstable) end up first or "
        "last?",
        {"body": "zpk2sos"},
        own=True,
    ),
    q(
        "h83_filters",
        "how",
        "How does the grain-removal filter for pictures decide how strongly to clean up each spot "
        "when I never tell it how grainy the picture is?",
        {"body": "wiener"},
        own=True,
    ),
    q(
        "h83_filters",
        "how",
        "Hi! I pass wp and ws to iirdesign but never say lowpass/highpass/bandpass/bandstop. How "
        "does it figure out which one I want?",
        {"body": "iirdesign"},
    ),
    run(
        "h83_filters",
        "What does {} print?",
        "from scipy.signal import correlation_lags; print(correlation_lags(4, 2, mode='valid'))",
        "[0 1 2]",
    ),
    run(
        "h83_filters",
        "can you run {} and tell me what comes out? I'm surprised by it",
        "from scipy.signal import deconvolve; q, r = deconvolve([1, 2], [1, 2, 3]); print(q, r)",
        "[] [1 2]",
    ),
    q(
        "h83_filters",
        "edit",
        "Please raise _ARC_JAC_SN_MAXITER in scipy/signal/_filter_design.py from 10 to 20.",
        {"effect": {"value_set": [FD, "_ARC_JAC_SN_MAXITER", "20"]}},
    ),
    q(
        "h83_filters",
        "edit",
        "in decimate's default IIR branch, change the ripple from 0.05 to 0.1 so the line reads "
        "`sos = cheby1(n, 0.1, 0.8 / q, output='sos')`",
        {
            "effect": {
                "line_replaced": [
                    SIG,
                    "sos = cheby1(n, 0.05, 0.8 / q, output='sos')",
                    "sos = cheby1(n, 0.1, 0.8 / q, output='sos')",
                ]
            }
        },
    ),
    q(
        "h83_filters",
        "edit",
        "Could you add a docstring to `_validate_gpass_gstop`? Something like: checks that the "
        "passband loss and stopband attenuation are positive and gpass <= gstop.",
        {"effect": {"docstring": "_validate_gpass_gstop"}},
    ),
    q(
        "h83_filters",
        "edit",
        "lfilter is too slow for my 50 million sample arrays. Can you rewrite it with numba or "
        "multithreading so it's like 10x faster, keeping the same API?",
        {"effect": {"declined": True}},
    ),
    # --- h83_spectral: _waveforms.py, _spectral_py.py and windows/_windows.py -----------------
    q("h83_spectral", "where", "Where's `_median_bias` defined?", {"def": "_median_bias"}),
    q(
        "h83_spectral",
        "returns",
        "what does check_NOLA return??",
        {"returns": "check_NOLA"},
    ),
    q(
        "h83_spectral",
        "calls",
        "Who calls _fft_helper?",
        grep(r"= _fft_helper\([xy], win, detrend_func", SPEC),
    ),
    q(
        "h83_spectral",
        "calls",
        "In the windows module, where is `_len_guards` called?",
        grep(r"if _len_guards\(M\):", WIN),
    ),
    q(
        "h83_spectral",
        "raises",
        "get_window('hanning', 64) gives me an error about an invalid window name. where is it "
        "raised?",
        grep(r"Invalid window name '\{win_name\}'", WIN),
    ),
    q(
        "h83_spectral",
        "raises",
        "Where does dpss raise ValueError? I want to know which arguments it checks.",
        grep(
            r"raise ValueError\(f'norm must be one of|raise ValueError\('Kmax must be greater|"
            r"raise ValueError\('NW must be",
            WIN,
        ),
    ),
    q(
        "h83_spectral",
        "raises",
        "where does chirp reject a hyperbolic sweep when f0 or f1 is zero?",
        grep(r"For a hyperbolic chirp, f0 and f1 must be", WAVE),
    ),
    q(
        "h83_spectral",
        "const",
        "where is the table of window names and aliases (_WIN_FUNC_DATA) defined?",
        grep(r"^_WIN_FUNC_DATA = ", WIN),
    ),
    q(
        "h83_spectral",
        "which",
        "Which function checks whether my tapering curve, slid along by the same stride each time "
        "and stacked up, comes out perfectly level everywhere, so the pieces can be glued back "
        "together without wobble?",
        {"body": "check_COLA"},
        own=True,
    ),
    q(
        "h83_spectral",
        "which",
        "which function maps a window spec like 'hann_periodic', ('kaiser', 8) or an alias like "
        "'bkh' onto the actual window function?",
        {"body": "get_window"},
    ),
    q(
        "h83_spectral",
        "which",
        "I want a tone whose pitch glides along a curve I describe as a list of numbers, like "
        "3x^2 + 2x + 1 with x in seconds. Which function makes that?",
        {"body": "sweep_poly"},
        {"body": "_sweep_poly_phase"},
        own=True,
    ),
    q(
        "h83_spectral",
        "how",
        "What happens in the averaged-spectrum code when the slice length I ask for is longer than "
        "the whole recording? Does it crash or quietly shorten it?",
        grep(r"elif n < nperseg:|is greater than signal length max\(len\(x\)", SPEC),
        own=True,
    ),
    q(
        "h83_spectral",
        "how",
        "how does `tukey` handle alpha <= 0 or alpha >= 1?",
        {"body": "tukey"},
    ),
    run(
        "h83_spectral",
        "Run {} please, what's the output?",
        "from scipy.signal import get_window; print(get_window('triang', 4))",
        "[0.33333333 0.66666667 1.         0.66666667]",
    ),
    run(
        "h83_spectral",
        "what does {} print",
        "from scipy.signal import square; print(square([0.5, 4.0, 1.0], duty=[0.5, 0.5, 1.5]))",
        "[ 1. -1. nan]",
    ),
    q(
        "h83_spectral",
        "edit",
        "I pass my phase offset to sweep_poly in radians already, so please comment out the "
        "`phi *= pi / 180` line in scipy/signal/_waveforms.py.",
        {"effect": {"comment_out": [WAVE, "phi *= pi / 180"]}},
    ),
    q(
        "h83_spectral",
        "edit",
        "add a docstring to _general_cosine_impl in the windows module saying it builds a "
        "weighted sum of cosines with coefficients a",
        {"effect": {"docstring": "_general_cosine_impl"}},
    ),
]
