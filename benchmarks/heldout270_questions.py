"""The two-hundred-and-seventieth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (pandas 3.1.1: ``pandas/core/arrays/boolean.py``;
awscli 1.45.11: ``awscli/formatter.py``; fonttools 4.69.1: ``fontTools/varLib/instancer/solver.py``;
sympy 1.14.0: ``sympy/printing/mathematica.py``), written blind: by reading only those files, the
format of set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never
the model's code, its notes or other sets, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (pandas' boolean array most, then sympy's
Mathematica printer, awscli's output formatters, fontTools' tent solver). About a fifth of the
non-edit ones are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.

How the golds were checked: ``check_set.py`` (every gold resolves to lines of its workspace's
file, every command prints its expected text) until it printed ``0 bad``; then each edit was made
by hand on a scratch copy of its workspace (and left untouched for the two to decline), and
``check_effect`` of ``bench_answers.py`` was checked to hold on the result.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h270_pandas_boolean": ["pandas/core/arrays/boolean.py"],
    "h270_awscli_formatter": ["awscli/formatter.py"],
    "h270_fonttools_solver": ["fontTools/varLib/instancer/solver.py"],
    "h270_sympy_mathematica": ["sympy/printing/mathematica.py"],
}

BOOL = "pandas/core/arrays/boolean.py"
FMT = "awscli/formatter.py"
SOLVER = "fontTools/varLib/instancer/solver.py"
MATH = "sympy/printing/mathematica.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/arrays/boolean.py -------------------------------------------------------
    q(
        "h270_pandas_boolean",
        "where",
        "where is _from_sequence_of_strings defined for the boolean array?",
        {"def": "BooleanArray._from_sequence_of_strings"},
    ),
    q(
        "h270_pandas_boolean",
        "returns",
        "What does `BooleanDtype.__from_arrow__` give back, e.g. when the arrow array has no chunks "
        "at all or is of null type?",
        {"returns": "BooleanDtype.__from_arrow__"},
    ),
    q(
        "h270_pandas_boolean",
        "calls",
        "who calls coerce_to_array in boolean.py",
        grep(r"(?<!def )(?<![\w.])coerce_to_array\(", BOOL),
    ),
    q(
        "h270_pandas_boolean",
        "raises",
        "BooleanArray._from_sequence_of_strings threw `ValueError: maybe cannot be cast to bool` "
        "on my csv column. Where is that raised?",
        grep(r"cannot be cast to bool", BOOL),
    ),
    q(
        "h270_pandas_boolean",
        "raises",
        "pd.array(['a', 'b'], dtype='boolean') -> TypeError: Need to pass bool-like values. "
        "Which lines raise this?",
        grep(r'raise TypeError\("Need to pass bool-like values"\)', BOOL),
    ),
    q(
        "h270_pandas_boolean",
        "raises",
        "Where does coerce_to_array complain if I give it a BooleanArray together with a mask?",
        grep(r"cannot pass mask for BooleanArray input", BOOL),
    ),
    q(
        "h270_pandas_boolean",
        "raises",
        "doing `arr & 'x'` on a boolean array says 'other' should be pandas.NA or a bool -- where "
        "does that error come from",
        grep(r"'other' should be pandas\.NA or a bool", BOOL),
    ),
    q(
        "h270_pandas_boolean",
        "raises",
        "Where is the TypeError 'Expected array of boolean type' raised when converting from "
        "pyarrow?",
        grep(r"Expected array of boolean type", BOOL),
    ),
    q(
        "h270_pandas_boolean",
        "const",
        "Where are the default strings that BooleanArray treats as True set up?",
        grep(r"_TRUE_VALUES = \{", BOOL),
    ),
    q(
        "h270_pandas_boolean",
        "which",
        "Which classmethod of BooleanArray builds an instance from data and mask without "
        "validation and sticks the BooleanDtype on it?",
        {"body": "BooleanArray._simple_new"},
    ),
    q(
        "h270_pandas_boolean",
        "which",
        "I've got two yes/no columns with blanks in them and I combine them with and / or. Which "
        "piece of code works out the answer, given that a blank might or might not be true?",
        {"body": "BooleanArray._logical_method"},
        own=True,
    ),
    q(
        "h270_pandas_boolean",
        "how",
        "How does BooleanArray._accumulate handle cumsum / cumprod as opposed to cummin and cummax?",
        {"body": "BooleanArray._accumulate"},
    ),
    q(
        "h270_pandas_boolean",
        "how",
        "so if i feed it plain numbers like 0, 1, 2 and ask for true/false values, how does it "
        "figure out which numbers are ok and which ones get refused?",
        {"body": "coerce_to_array"},
        own=True,
    ),
    run(
        "h270_pandas_boolean",
        "What's the output of {}?",
        "from pandas.core.arrays.boolean import coerce_to_array; import numpy as np; "
        "print(coerce_to_array(np.array([1.0, np.nan, 0.0])))",
        "(array([ True, False, False]), array([False,  True, False]))",
    ),
    q(
        "h270_pandas_boolean",
        "edit",
        'In pandas/core/arrays/boolean.py, make BooleanArray accept "yes" as a true string too: '
        'add "yes" at the end of the _TRUE_VALUES set.',
        {
            "effect": {
                "text_replaced": [
                    BOOL,
                    '_TRUE_VALUES = {"True", "TRUE", "true", "1", "1.0"}',
                    '_TRUE_VALUES = {"True", "TRUE", "true", "1", "1.0", "yes"}',
                ]
            }
        },
    ),
    q(
        "h270_pandas_boolean",
        "edit",
        "coerce_to_array is one long if/elif chain. Could you split it into a helper per input "
        "kind (BooleanArray, bool ndarray, numeric ndarray, anything else), fully type-annotate "
        "them and keep the behaviour identical?",
        {"effect": {"declined": True}},
    ),
    # --- awscli/formatter.py -----------------------------------------------------------------
    q(
        "h270_awscli_formatter",
        "where",
        "Where's get_formatter?",
        {"def": "get_formatter"},
    ),
    q(
        "h270_awscli_formatter",
        "returns",
        "what does TableFormatter._build_table return, and when is it False?",
        {"returns": "TableFormatter._build_table"},
    ),
    q(
        "h270_awscli_formatter",
        "calls",
        "Which places call `_remove_request_id`?",
        grep(r"self\._remove_request_id\(", FMT),
    ),
    q(
        "h270_awscli_formatter",
        "calls",
        "who uses _group_scalar_keys in the table formatter?",
        grep(r"self\._group_scalar_keys\(", FMT),
    ),
    q(
        "h270_awscli_formatter",
        "raises",
        "`aws ec2 describe-instances --output yaml2` fails with 'Unknown output type: yaml2'. "
        "Where is that raised?",
        grep(r"Unknown output type", FMT),
    ),
    q(
        "h270_awscli_formatter",
        "raises",
        "where does the table output raise ValueError for a bad --color value?",
        grep(r"Unknown color option", FMT),
    ),
    q(
        "h270_awscli_formatter",
        "which",
        "Which class is behind the output that draws my results as a grid with bars between the "
        "columns and nested bits indented underneath?",
        {"body": "TableFormatter"},
        own=True,
    ),
    q(
        "h270_awscli_formatter",
        "how",
        "Why does a command with no response body print absolutely nothing, while an empty list "
        "still shows up as []? How is that decided?",
        {"body": "JSONFormatter._format_response"},
        own=True,
    ),
    q(
        "h270_awscli_formatter",
        "how",
        "How does TextFormatter.__call__ deal with a paginated response, and when does it print a "
        "NextToken?",
        {"body": "TextFormatter.__call__"},
    ),
    run(
        "h270_awscli_formatter",
        "can you run {} and tell me what it prints",
        "from awscli.formatter import get_formatter; import types; "
        "f = get_formatter('json', types.SimpleNamespace(query=None)); "
        "f('x', {'Name': 'bucket', 'ResponseMetadata': {'RequestId': 'abc'}})",
        '"Name": "bucket"',
    ),
    q(
        "h270_awscli_formatter",
        "edit",
        "Formatter._flush_stream in awscli/formatter.py has no docstring. Add one: it flushes the "
        "stream and ignores an OSError (e.g. the other end of the pipe has gone away).",
        {"effect": {"docstring": "Formatter._flush_stream"}},
    ),
    # --- fontTools/varLib/instancer/solver.py ------------------------------------------------
    q(
        "h270_fonttools_solver",
        "where",
        "where is rebaseTent defined",
        {"def": "rebaseTent"},
    ),
    q(
        "h270_fonttools_solver",
        "returns",
        "What are the possible return values of `_solve` in the instancer solver?",
        {"returns": "_solve"},
    ),
    q(
        "h270_fonttools_solver",
        "calls",
        "Where is _solve called from (it recurses, right)?",
        grep(r"(?<!def )_solve\(", SOLVER),
    ),
    q(
        "h270_fonttools_solver",
        "const",
        "What is EPSILON in solver.py and where is it defined?",
        grep(r"^EPSILON = ", SOLVER),
    ),
    q(
        "h270_fonttools_solver",
        "which",
        "Which helper flips a (lower, peak, upper) triple to the other side of zero?",
        {"body": "_reverse_negate"},
    ),
    q(
        "h270_fonttools_solver",
        "which",
        "I'm limiting a variable font to a narrower weight range. Which function works out what "
        "one triangle-shaped region of influence turns into under the narrower range?",
        {"body": "rebaseTent"},
        {"body": "_solve"},
        own=True,
    ),
    q(
        "h270_fonttools_solver",
        "how",
        "In _solve, how is the case handled where the new axisMax lies below the tent's peak?",
        grep(
            r"if axisMax < peak:|mult = supportScalar\(\{\"tag\": axisMax\}|"
            r"tent = \(lower, axisMax, axisMax\)|for scalar, t in _solve\(tent, axisLimit\)",
            SOLVER,
        ),
    ),
    q(
        "h270_fonttools_solver",
        "how",
        "After the pieces are worked out, how do the ones that end up contributing nothing get "
        "thrown away, and how are the positions moved onto the new -1..1 range?",
        {"body": "rebaseTent"},
        own=True,
    ),
    run(
        "h270_fonttools_solver",
        "Please run {}",
        "from fontTools.varLib.instancer.solver import rebaseTent; "
        "from fontTools.varLib.instancer import NormalizedAxisTripleAndDistances as T; "
        "print(rebaseTent((0, 1, 1), T(0, 0, 0.5)))",
        "[(0.5, (0, 1.0, 1.0))]",
    ),
    q(
        "h270_fonttools_solver",
        "edit",
        "rebaseTent's cache is too small for my font; bump @lru_cache(128) to 512 in "
        "fontTools/varLib/instancer/solver.py",
        {"effect": {"text_replaced": [SOLVER, "@lru_cache(128)", "@lru_cache(512)"]}},
    ),
    # --- sympy/printing/mathematica.py -------------------------------------------------------
    q(
        "h270_sympy_mathematica",
        "where",
        "Where's MCodePrinter._print_Derivative?",
        {"def": "MCodePrinter._print_Derivative"},
    ),
    q(
        "h270_sympy_mathematica",
        "returns",
        "what does _print_LambertW return in the mathematica printer, with one argument vs two?",
        {"returns": "MCodePrinter._print_LambertW"},
    ),
    q(
        "h270_sympy_mathematica",
        "calls",
        "where is to_mathematica_index used?",
        grep(r"to_mathematica_index\(\*", MATH),
    ),
    q(
        "h270_sympy_mathematica",
        "which",
        "Which MCodePrinter method prints a sparse matrix as SparseArray[{...} -> ..., dims]?",
        {"body": "MCodePrinter._print_ImmutableSparseMatrix"},
    ),
    q(
        "h270_sympy_mathematica",
        "which",
        "If my expression ends up undefined, like zero over zero, which bit picks the word that "
        "gets written out for it on the Wolfram side?",
        {"body": "MCodePrinter._print_NaN"},
        own=True,
    ),
    q(
        "h270_sympy_mathematica",
        "which",
        "which method outputs atan2 as ArcTan with the arguments swapped?",
        {"body": "MCodePrinter._print_atan2"},
    ),
    q(
        "h270_sympy_mathematica",
        "how",
        "How does _print_Function choose the name for a function that isn't in known_functions? "
        "Does it try a rewrite first?",
        {"body": "MCodePrinter._print_Function"},
    ),
    q(
        "h270_sympy_mathematica",
        "how",
        "I'd like my own functions to come out under names I pick when I convert to Wolfram "
        "code. How does the printer take my mapping on board, and what if I only give it a "
        "plain name instead of a list?",
        {"body": "MCodePrinter.__init__"},
        own=True,
    ),
    run(
        "h270_sympy_mathematica",
        "what do I get from {}",
        "from sympy import symbols, sin, Integral; "
        "from sympy.printing.mathematica import mathematica_code; x = symbols('x'); "
        "print(mathematica_code(Integral(sin(x), x)))",
        "Hold[Integrate[Sin[x], x]]",
    ),
    q(
        "h270_sympy_mathematica",
        "edit",
        'In sympy/printing/mathematica.py, add the line `"Abs": [(lambda x: True, "Abs")],` '
        'to known_functions, right before the `"sqrt"` entry.',
        {
            "effect": {
                "line_before": [
                    MATH,
                    '"sqrt": [(lambda x: True, "Sqrt")],  # For automatic rewrites',
                    '"Abs": [(lambda x: True, "Abs")],',
                ]
            }
        },
    ),
    q(
        "h270_sympy_mathematica",
        "edit",
        "mathematica_code can't print Piecewise properly. Please add a _print_Piecewise to "
        "MCodePrinter that emits Piecewise[{{expr, cond}, ...}, default] and handles the "
        "otherwise branch.",
        {"effect": {"declined": True}},
    ),
]
