"""The seventy-second held-out set: questions on the pure-Python parts of one third-party package
that no other set uses, numpy 2.4.6 from the installed site-packages, in three workspaces: numpy/ma
(``core.py``, ``extras.py``, ``mrecords.py``), numpy/polynomial and numpy/lib (its ``*_impl.py``
modules). Each workspace copies the whole folder (with its ``.pyi`` stubs and ``tests/``); every
gold points into the ``.py`` modules named. Written blind: by reading only those packages, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the code (numpy/lib most, then numpy/ma and
numpy/polynomial). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. numpy is compiled, so the commands import the
installed numpy rather than a copy. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h72_ma": ["numpy/ma"],
    "h72_poly": ["numpy/polynomial"],
    "h72_lib": ["numpy/lib"],
}

MA_CORE = "numpy/ma/core.py"
MA_EXTRAS = "numpy/ma/extras.py"
MRECORDS = "numpy/ma/mrecords.py"
POLYBASE = "numpy/polynomial/_polybase.py"
POLYUTILS = "numpy/polynomial/polyutils.py"
CHEB = "numpy/polynomial/chebyshev.py"
FUNCBASE = "numpy/lib/_function_base_impl.py"
HIST = "numpy/lib/_histograms_impl.py"
NPYIO = "numpy/lib/_npyio_impl.py"
FORMAT = "numpy/lib/_format_impl.py"


QUESTIONS: list[dict] = [
    # --- numpy/lib (the *_impl.py modules) ---------------------------------------------------
    q(
        "h72_lib",
        "where",
        "where's sliding_window_view defined?",
        {"def": "sliding_window_view"},
    ),
    q(
        "h72_lib",
        "where",
        "I still have some legacy code using `np.poly1d`. Where is that class actually defined "
        "in numpy/lib?",
        {"def": "poly1d"},
    ),
    q(
        "h72_lib",
        "returns",
        "what does _get_outer_edges return -- in particular when every value in my data is the "
        "same number?",
        {"returns": "_get_outer_edges"},
    ),
    q(
        "h72_lib",
        "calls",
        "Who calls `_get_bin_edges` in the histogram module?",
        grep(r"= _get_bin_edges\(", HIST),
    ),
    q(
        "h72_lib",
        "calls",
        "which functions go through _ureduce? i want to know every caller, including the nan* ones",
        {"grep": r"(?<!def )_ureduce\("},
    ),
    q(
        "h72_lib",
        "raises",
        "np.load keeps refusing my old .npy file with some message about pickled data. Where "
        "exactly is that error raised?",
        grep(r"This file contains pickled \(object\) data", NPYIO),
    ),
    q(
        "h72_lib",
        "raises",
        "Where does `np.pad` raise when I pass a mode it doesn't know, like mode='mirror'?",
        grep(
            r"raise ValueError\(f\"mode '\{mode\}' is not supported\"\)",
            "numpy/lib/_arraypad_impl.py",
        ),
    ),
    q(
        "h72_lib",
        "raises",
        "savetxt says 'fmt has wrong number of % formats' -- where's that thrown from?",
        grep(r"raise error$|error = ValueError\(f'fmt has wrong number of % formats", NPYIO),
    ),
    q(
        "h72_lib",
        "const",
        "Where is ARRAY_ALIGN set for the .npy file format, and to what?",
        grep(r"^ARRAY_ALIGN = ", FORMAT),
    ),
    run(
        "h72_lib",
        "What does {} print?",
        "import numpy as np; print(np.histogram_bin_edges([1, 2, 2, 3, 10], bins='auto'))",
        "[ 1.   2.8  4.6  6.4  8.2 10. ]",
    ),
    run(
        "h72_lib",
        "quick one: what's the output of {}",
        "import numpy as np; print(np.trim_zeros([0, 0, 1, 0, 2, 0, 0], trim='b'))",
        "[0, 0, 1, 0, 2]",
    ),
    q(
        "h72_lib",
        "edit",
        "I trust my own .npy files and some have huge structured headers. Please set "
        "_MAX_HEADER_SIZE in numpy/lib/_format_impl.py to 20000.",
        {"effect": {"value_set": [FORMAT, "_MAX_HEADER_SIZE", "20000"]}},
    ),
    q(
        "h72_lib",
        "edit",
        "in numpy/lib/_histograms_impl.py, histogram() works through the data in chunks of "
        "BLOCK = 65536. change that to 131072 please",
        {"effect": {"text_replaced": [HIST, "BLOCK = 65536", "BLOCK = 131072"]}},
    ),
    q(
        "h72_lib",
        "which",
        "Which class is behind `np.r_`, i.e. the thing that lets me write "
        "np.r_[1:4, 0, [7, 8]] and get one flat array?",
        {"body": "RClass"},
        {"body": "AxisConcatenator.__getitem__"},
    ),
    q(
        "h72_lib",
        "which",
        "I've got a big list of customer IDs and a shorter list of banned ones. Which function "
        "gives me a True/False for every ID telling me whether it's on the banned list?",
        {"body": "isin"},
        {"body": "_isin"},
        own=True,
    ),
    q(
        "h72_lib",
        "which",
        "My compass readings go 350, 355, 2, 8 ... and the plot has an ugly cliff every time it "
        "passes north. Which function smooths out those sudden full-turn jumps?",
        {"body": "unwrap"},
        own=True,
    ),
    q(
        "h72_lib",
        "how",
        "How does np.load tell whether the file I gave it is an .npz archive or a single .npy "
        "array?",
        grep(
            r"magic\.startswith\(\(_ZIP_PREFIX, _ZIP_SUFFIX\)\)"
            r"|elif magic == format\.MAGIC_PREFIX:",
            NPYIO,
        ),
        {"body": "load"},
    ),
    q(
        "h72_lib",
        "how",
        "If I just let numpy pick how many bars my histogram gets, how does it come up with that "
        "number?",
        {"body": "_hist_bin_auto"},
        {"body": "_hist_bin_fd"},
        {"body": "_hist_bin_sturges"},
        {"body": "_get_bin_edges"},
        own=True,
    ),
    q(
        "h72_lib",
        "how",
        "with `np.select`, when two of my conditions are both true for the same element, which "
        "choice ends up in the result and how is that done?",
        grep(
            r"choicelist = choicelist\[-2::-1\]|np\.copyto\(result, choice, where=cond\)",
            FUNCBASE,
        ),
    ),
    q(
        "h72_lib",
        "how",
        "when i dump a 2-d table of numbers to a plain text file and only hand over one number "
        "style like '%.3f', how does it end up using that style for every column?",
        grep(
            r"n_fmt_chars = fmt\.count\('%'\)|fmt = \[fmt, \] \* ncol"
            r"|format = delimiter\.join\(fmt\)",
            NPYIO,
        ),
        own=True,
    ),
    # --- numpy/ma ----------------------------------------------------------------------------
    q(
        "h72_ma",
        "where",
        "Where's MaskedArray.filled?",
        {"def": "MaskedArray.filled"},
    ),
    q(
        "h72_ma",
        "returns",
        "What does `getmaskarray` give back if the array has no mask at all (nomask)?",
        {"returns": "getmaskarray"},
    ),
    q(
        "h72_ma",
        "calls",
        "who calls _check_fill_value in numpy/ma/core.py?",
        grep(r"(?<!def )_check_fill_value\(", MA_CORE),
    ),
    q(
        "h72_ma",
        "calls",
        "Where is `_ezclump` used?",
        grep(r"return _ezclump\(", MA_EXTRAS),
    ),
    q(
        "h72_ma",
        "raises",
        "int(np.ma.masked) blows up on me. Which line raises that?",
        grep(r"raise MaskError\('Cannot convert masked element to a Python int\.'\)", MA_CORE),
    ),
    q(
        "h72_ma",
        "raises",
        "Hi! When I create a MaskedArray and my mask has a different number of elements than "
        "the data, I get an error. Where in the constructor is it raised?",
        grep(r"raise MaskError\(msg\)", MA_CORE),
    ),
    q(
        "h72_ma",
        "raises",
        "where does mrecords raise NameError for bad field names",
        grep(r"raise NameError\(f'illegal input names", MRECORDS),
    ),
    q(
        "h72_ma",
        "const",
        "Where does the 999999 fill value for integer masked arrays come from? which table sets "
        "it?",
        grep(r"^default_filler = |^\s+'i': 999999,", MA_CORE),
    ),
    run(
        "h72_ma",
        "Could you run {} and tell me exactly what it prints?",
        "import numpy.ma as ma; x = ma.masked_values([1.0, -99.0, 3.0], -99.0); "
        "print(x.mean(), x.filled(0))",
        "2.0 [1. 0. 3.]",
    ),
    q(
        "h72_ma",
        "edit",
        'comment out the `warnings.warn("Warning: converting a masked element to nan.", '
        "stacklevel=2)` line in numpy/ma/core.py -- float() on masked values spams my logs",
        {
            "effect": {
                "comment_out": [
                    MA_CORE,
                    'warnings.warn("Warning: converting a masked element to nan.", stacklevel=2)',
                ]
            }
        },
    ),
    q(
        "h72_ma",
        "edit",
        "np.ma.median is way too slow on my big arrays. Can you rewrite the masked median and "
        "percentile code so it runs fast (numba or a C extension, whatever works) and add "
        "benchmarks for it?",
        {"effect": {"declined": True}},
    ),
    q(
        "h72_ma",
        "which",
        "Which function in numpy.ma reads a whitespace-separated text file into a masked record "
        "array?",
        {"body": "fromtextfile"},
    ),
    q(
        "h72_ma",
        "which",
        "my sensor log has dropouts that I've hidden. which function tells me where each "
        "unbroken run of good readings starts and stops?",
        {"body": "clump_unmasked"},
        {"body": "flatnotmasked_contiguous"},
        {"body": "notmasked_contiguous"},
        {"body": "_ezclump"},
        own=True,
    ),
    q(
        "h72_ma",
        "how",
        "how come dividing my masked array by zero gives me a blank entry in the result instead "
        "of inf and a warning?",
        {"body": "_DomainSafeDivide"},
        {"body": "_DomainedBinaryOperation.__call__"},
        grep(r"^divide = _DomainedBinaryOperation\(umath\.divide, _DomainSafeDivide\(\)", MA_CORE),
        own=True,
    ),
    # --- numpy/polynomial --------------------------------------------------------------------
    q(
        "h72_poly",
        "where",
        "where is chebinterpolate",
        {"def": "chebinterpolate"},
    ),
    q(
        "h72_poly",
        "returns",
        "What does polyutils.getdomain return? Does it behave differently for complex points?",
        {"returns": "getdomain"},
    ),
    q(
        "h72_poly",
        "calls",
        "who calls `_zseries_div` in chebyshev.py?",
        grep(r"= _zseries_div\(", CHEB),
    ),
    q(
        "h72_poly",
        "raises",
        "`Polynomial([1, 1]) ** 200` gives me ValueError: Power is too large. Where is that "
        "raised?",
        grep(r'raise ValueError\("Power is too large"\)', POLYUTILS),
    ),
    q(
        "h72_poly",
        "raises",
        "Adding a Chebyshev to a Legendre object fails with a TypeError -- where does that come "
        "from?",
        grep(r'raise TypeError\("(Polynomial types|Domains|Windows) differ"\)', POLYBASE),
    ),
    run(
        "h72_poly",
        "what does {} output",
        "from numpy.polynomial import Polynomial as P; print(format(P([1, 2, 3]) ** 2, 'ascii'))",
        "1.0 + 4.0 x + 10.0 x**2 + 12.0 x**3 + 9.0 x**4",
    ),
    q(
        "h72_poly",
        "edit",
        "Please raise ABCPolyBase.maxpower in numpy/polynomial/_polybase.py from 100 to 200.",
        {"effect": {"line_replaced": [POLYBASE, "maxpower = 100", "maxpower = 200"]}},
    ),
    q(
        "h72_poly",
        "edit",
        "_nth_slice in polyutils.py has no docstring, can you add a short one?",
        {"effect": {"docstring": "_nth_slice"}},
    ),
    q(
        "h72_poly",
        "which",
        "Which function converts ordinary power-series coefficients into Chebyshev coefficients?",
        {"body": "poly2cheb"},
    ),
    q(
        "h72_poly",
        "which",
        "Which function gives me a set of x positions plus how much each one counts, so that a "
        "sum over them approximates the area under something times e^(-x^2) over the whole line?",
        {"body": "hermgauss"},
        own=True,
    ),
    q(
        "h72_poly",
        "which",
        "which bit quietly squeezes my x values into the [-1, 1] range before the series gets "
        "worked out?",
        {"body": "ABCPolyBase.__call__"},
        {"body": "mapdomain"},
        {"body": "mapparms"},
        own=True,
    ),
    q(
        "h72_poly",
        "how",
        "How does `Polynomial.fit` choose the domain if I don't give one, and what happens when "
        "all my x values are identical?",
        {"body": "ABCPolyBase.fit"},
        {"body": "getdomain"},
    ),
    q(
        "h72_poly",
        "how",
        "If I take one of these series to the 10th power, does it just multiply it by itself "
        "over and over, or is it cleverer than that?",
        {"body": "_pow"},
        {"body": "chebpow"},
        {"body": "polypow"},
        own=True,
    ),
    q(
        "h72_poly",
        "how",
        "On my linux box printed series show tiny raised numbers for the exponents, but my "
        "colleague on windows gets x**2. how does it decide which one to use?",
        {"body": "ABCPolyBase.__str__"},
        {"body": "set_default_printstyle"},
        grep(r"^\s+_use_unicode = not os\.name == 'nt'", POLYBASE),
        own=True,
    ),
]
