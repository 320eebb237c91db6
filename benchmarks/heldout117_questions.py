"""The hundred-and-seventeenth held-out set: questions on parts of two third-party packages that
were copied from the installed site-packages (scipy 1.17.1: the pure-Python files of
``scipy/sparse/csgraph``, ``scipy/signal/_waveforms.py``, ``scipy/signal/_peak_finding.py`` and
``scipy/signal/windows/_windows.py``; docutils 0.19: ``docutils/utils/math``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the code (docutils' math package most, then the window
functions, the waveform and peak-finding modules, and the Laplacian of csgraph). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h117_csgraph": [
        "scipy/sparse/csgraph/__init__.py",
        "scipy/sparse/csgraph/_laplacian.py",
        "scipy/sparse/csgraph/_validation.py",
    ],
    "h117_signal": [
        "scipy/signal/_waveforms.py",
        "scipy/signal/_peak_finding.py",
    ],
    "h117_windows": ["scipy/signal/windows/_windows.py"],
    "h117_docutils_math": ["docutils/utils/math"],
}

LAP = "scipy/sparse/csgraph/_laplacian.py"
WAVE = "scipy/signal/_waveforms.py"
PEAKS = "scipy/signal/_peak_finding.py"
WIN = "scipy/signal/windows/_windows.py"
L2M = "docutils/utils/math/latex2mathml.py"
M2H = "docutils/utils/math/math2html.py"
EXTERN = "docutils/utils/math/tex2mathml_extern.py"


QUESTIONS: list[dict] = [
    # --- scipy.sparse.csgraph (laplacian, validation) ----------------------------------------
    q(
        "h117_csgraph",
        "raises",
        "csgraph.laplacian keeps throwing a ValueError at me when I give it a 3x4 array. "
        "Where is that raised?",
        grep(r"raise ValueError\('csgraph must be a square matrix or array'\)", LAP),
    ),
    q("h117_csgraph", "where", "where is validate_graph defined", {"def": "validate_graph"}),
    q(
        "h117_csgraph",
        "which",
        "I'm using the normalised version and one of my points has no links to anything else. "
        "Which code keeps that from turning into a division by zero?",
        grep(r"isolated_node_mask = |np\.where\(isolated_node_mask, 1, np\.sqrt", LAP),
        own=True,
    ),
    q(
        "h117_csgraph",
        "calls",
        "who calls `_laplace_sym`?",
        grep(r"(?<!def )_laplace_sym\(", LAP),
    ),
    q(
        "h117_csgraph",
        "returns",
        "What does csgraph.laplacian hand back if I set return_diag=True - just the matrix, or "
        "a tuple?",
        {"returns": "laplacian"},
    ),
    # --- scipy.signal waveforms and peak finding ----------------------------------------------
    q(
        "h117_signal",
        "raises",
        "where does gausspulse check fc, bw and bwr and raise if they're out of range?",
        grep(
            r'raise ValueError\(f"(Center frequency|Fractional bandwidth|Reference level for '
            r"bandwidth)",
            WAVE,
        ),
    ),
    q(
        "h117_signal",
        "raises",
        "find_peaks(x, distance=0.5) -> ValueError. which line raises that one?",
        grep(r"raise ValueError\('`distance` must be greater or equal to 1'\)", PEAKS),
    ),
    q("h117_signal", "where", "Where's find_peaks_cwt defined?", {"def": "find_peaks_cwt"}),
    q(
        "h117_signal",
        "how",
        "how does _identify_ridge_lines decide that a ridge line is finished and stop "
        "extending it?",
        grep(r"line\[2\] \+= 1|if line\[2\] > gap_thresh:", PEAKS),
    ),
    q(
        "h117_signal",
        "which",
        "is there something in here that makes a boxy on/off wave where I get to choose what "
        "fraction of every cycle it spends up high?",
        {"body": "square"},
        own=True,
    ),
    q(
        "h117_signal",
        "how",
        "I'm generating a test tone whose pitch glides up exponentially from 100 Hz to 1 kHz. "
        "How is the tone's angle at each moment worked out for that kind of glide?",
        grep(
            r"elif method in \['logarithmic', 'log', 'lo'\]:|beta = t1 / log\(f1 / f0\)|"
            r"phase = 2 \* pi \* beta \* f0",
            WAVE,
        ),
        {"body": "_chirp_phase"},
        own=True,
    ),
    q(
        "h117_signal",
        "calls",
        "who calls _boolrelextrema",
        grep(r"= _boolrelextrema\(", PEAKS),
    ),
    run(
        "h117_signal",
        "quick one: what does {} print?",
        "from scipy.signal import find_peaks; print(find_peaks([0, 2, 1, 3, 1, 2, 0], distance=3))",
        "(array([3]), {})",
    ),
    q(
        "h117_signal",
        "edit",
        "In find_peaks_cwt's signature, please change the default noise_perc from 10 to 5 "
        "(leave _filter_ridge_lines as it is).",
        {
            "effect": {
                "text_replaced": [
                    PEAKS,
                    "min_snr=1, noise_perc=10, window_size=None)",
                    "min_snr=1, noise_perc=5, window_size=None)",
                ]
            }
        },
    ),
    # --- scipy.signal.windows -----------------------------------------------------------------
    q(
        "h117_windows",
        "raises",
        "hann(4.5) gives me 'Window length M must be a non-negative integer'. Where is that "
        "error raised?",
        grep(r"raise ValueError\('Window length M must be a non-negative integer'\)", WIN),
    ),
    q(
        "h117_windows",
        "raises",
        "Where does get_window reject a window name it doesn't know?",
        grep(r'raise ValueError\(f"Invalid window name', WIN),
    ),
    q(
        "h117_windows",
        "const",
        "where's the table of window names and their aliases (like 'box', 'rect', 'ksr') that "
        "get_window looks things up in?",
        grep(r"^_WIN_FUNC_DATA = ", WIN),
    ),
    q(
        "h117_windows",
        "how",
        "How does get_window treat a name that ends in `_periodic` or `_symmetric`? Does that "
        "override fftbins?",
        grep(r"win_name\.endswith\('_(symmetric|periodic)'\)", WIN),
    ),
    q(
        "h117_windows",
        "which",
        "Which window is flat across the middle and only rolls off near the two edges, with a "
        "setting for how much of the length does the rolling off?",
        {"body": "tukey"},
        own=True,
    ),
    q(
        "h117_windows",
        "which",
        "which internal function do blackman, nuttall, flattop and general_hamming all end up "
        "calling to build the actual window?",
        {"body": "_general_cosine_impl"},
    ),
    q(
        "h117_windows",
        "how",
        "When I ask for the variant meant for FFTs instead of the mirror-image one, how does it "
        "produce that? Does it compute a slightly bigger one and throw away the last point?",
        {"body": "_extend"},
        {"body": "_truncate"},
        own=True,
    ),
    q(
        "h117_windows",
        "returns",
        "what does get_window return if I just pass a number like 8.6 as the window instead of "
        "a name?",
        grep(r"return kaiser\(Nx, beta, not fftbins", WIN),
    ),
    run(
        "h117_windows",
        "Can you run {} and tell me exactly what it prints?",
        "from scipy.signal.windows import get_window; print(get_window('triang', 4))",
        "[0.33333333 0.66666667 1.         0.66666667]",
    ),
    q(
        "h117_windows",
        "edit",
        "hamming() passes 0.54 to general_hamming; change that to 0.53836 in its "
        "`return general_hamming(...)` line, nothing else.",
        {
            "effect": {
                "text_replaced": [
                    WIN,
                    "general_hamming(M, 0.54, sym",
                    "general_hamming(M, 0.53836, sym",
                ]
            }
        },
    ),
    q(
        "h117_windows",
        "calls",
        "Who calls kaiser() inside _windows.py?",
        grep(r"(= |return )kaiser\(", WIN),
    ),
    q(
        "h117_windows",
        "edit",
        "Could you add a Planck-taper window to scipy.signal.windows, register it in get_window "
        "with a couple of aliases, and write tests for it?",
        {"effect": {"declined": True}},
    ),
    # --- docutils.utils.math ------------------------------------------------------------------
    q("h117_docutils_math", "where", "where is tex2mathml defined?", {"def": "tex2mathml"}),
    q(
        "h117_docutils_math",
        "where",
        "Where's HybridFunction.writefunction?",
        {"def": "HybridFunction.writefunction"},
    ),
    q(
        "h117_docutils_math",
        "returns",
        "what does tex_optarg return when the string doesn't start with an optional [argument]?",
        {"returns": "tex_optarg"},
    ),
    q(
        "h117_docutils_math",
        "calls",
        "who calls toplevel_code()?",
        {"grep": r"(?<!def )toplevel_code\("},
    ),
    q(
        "h117_docutils_math",
        "calls",
        "Where is FormulaFactory.parseformula called from in math2html?",
        grep(r"(FormulaFactory\(\)|factory)\.parseformula\(", M2H),
    ),
    q(
        "h117_docutils_math",
        "raises",
        "latex2mathml: where is 'Unknown LaTeX command' raised?",
        grep(r"raise SyntaxError\('Unknown LaTeX command: '", L2M),
    ),
    q(
        "h117_docutils_math",
        "raises",
        "If I use \\begin{align} inside a formula, the MathML converter says 'Environment not "
        "supported!'. Where does that come from?",
        grep(r"raise SyntaxError\('Environment not supported!'\)", L2M),
    ),
    q(
        "h117_docutils_math",
        "raises",
        "In tex2mathml_extern.py, where do the wrappers around the external converters raise "
        "SyntaxError?",
        grep(r"raise SyntaxError\(", EXTERN),
    ),
    q(
        "h117_docutils_math",
        "const",
        "Where are the em sizes for the \\big / \\Big / \\bigg delimiters set in latex2mathml?",
        grep(r"^delimiter_sizes = ", L2M),
    ),
    q(
        "h117_docutils_math",
        "how",
        "How does tex_group cope with nested {} and with escaped \\{ inside a group?",
        {"body": "tex_group"},
    ),
    q(
        "h117_docutils_math",
        "how",
        "how does latex2mathml handle `\\not` in front of a relation symbol?",
        grep(r"if name == 'not':|unicodedata\.normalize\('NFC', arg\+", L2M),
    ),
    q(
        "h117_docutils_math",
        "how",
        "In the HTML output, when a tall fraction sits between \\left( and \\right), how do the "
        "round brackets get stretched to match its height?",
        {"body": "BracketProcessor.processleft"},
        {"body": "BracketProcessor.resize"},
        {"body": "BracketProcessor.findmax"},
        {"body": "BigBracket.getcontents"},
        {"body": "BigBracket.getpiece3"},
        own=True,
    ),
    q(
        "h117_docutils_math",
        "which",
        "Which code makes sure a minus right after an opening bracket or an equals sign is "
        "treated as the sign of a number, not as a subtraction with room on both sides?",
        grep(r"if c == '-' and node\.children:|attributes\['form'\] = 'prefix'", L2M),
        own=True,
    ),
    q(
        "h117_docutils_math",
        "which",
        "which part of the html converter makes single-letter variables come out slanted while "
        "the numbers stay upright?",
        {"body": "FormulaProcessor.traversewhole"},
        {"body": "FormulaProcessor.italicize"},
        own=True,
    ),
    q(
        "h117_docutils_math",
        "which",
        "Which class in math2html deals with \\begin{cases} ... \\end{cases}?",
        {"body": "FormulaCases"},
    ),
    q(
        "h117_docutils_math",
        "which",
        "For a displayed formula with several lines split by double backslashes, which code "
        "lines the lines up like a grid so the bits after each & sit in columns?",
        {"body": "tex2mathml"},
        {"body": "align_attributes"},
        own=True,
    ),
    q(
        "h117_docutils_math",
        "how",
        "When I put a little hat or tilde on top of a letter, how does the HTML converter end "
        "up with one single glyph whenever a ready-made accented letter exists?",
        {"body": "CombiningFunction.parsebit"},
        own=True,
    ),
    run(
        "h117_docutils_math",
        "what's the output of {}",
        "from docutils.utils.math import pick_math_environment; "
        "print(pick_math_environment('a=b'), pick_math_environment('a=b', True))",
        "equation* equation",
    ),
    run(
        "h117_docutils_math",
        "Please run {} - what HTML comes out?",
        "from docutils.utils.math.math2html import math2html; print(math2html('x^2'))",
        "<i>x</i><sup>2</sup>",
    ),
    q(
        "h117_docutils_math",
        "edit",
        "bump math2html's __version__ to '1.4 (2024-05-01)'",
        {"effect": {"value_set": [M2H, "__version__", "'1.4 (2024-05-01)'"]}},
    ),
    q(
        "h117_docutils_math",
        "edit",
        "There's a stray `Trace.error('Oops')` in CommandLineParser.readquoted in math2html.py; "
        "comment it out please.",
        {"effect": {"comment_out": [M2H, "Trace.error('Oops')"]}},
    ),
    q(
        "h117_docutils_math",
        "edit",
        "BoundedDummy in docutils/utils/math/math2html.py is dead code. Delete the class.",
        {"effect": {"definition_deleted": [M2H, "BoundedDummy"]}},
    ),
]
