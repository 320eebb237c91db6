"""The hundred-and-eleventh held-out set: questions on two third-party packages, copied from the
installed site-packages (docutils 0.19 and mpmath 1.3.0), written blind: by reading only those
packages, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

Only modules that no other set draws on are used: from docutils the state machine, the I/O
wrappers and the publisher facade (``statemachine.py``, ``io.py``, ``core.py``), the smart-quotes,
Roman-numeral and punctuation helpers of ``utils/``, and the LaTeX and man-page writers; from
mpmath the multiprecision contexts (``ctx_mp.py``, ``ctx_mp_python.py``), the exact rationals,
the plotting helpers, the low-level float and elementary-function kernels of ``libmp/``
(``libmpf.py``, ``libelefun.py``) and the special functions of ``functions/``.

The questions are weighted by the size of the code in each workspace (half on each package).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h111_docutils_statemachine": [
        "docutils/statemachine.py",
        "docutils/io.py",
        "docutils/core.py",
    ],
    "h111_docutils_utils": [
        "docutils/utils/smartquotes.py",
        "docutils/utils/roman.py",
        "docutils/utils/punctuation_chars.py",
    ],
    "h111_docutils_writers": ["docutils/writers/latex2e", "docutils/writers/manpage.py"],
    "h111_mpmath_ctx": [
        "mpmath/ctx_mp.py",
        "mpmath/ctx_mp_python.py",
        "mpmath/rational.py",
        "mpmath/visualization.py",
    ],
    "h111_mpmath_libmp": ["mpmath/libmp/libmpf.py", "mpmath/libmp/libelefun.py"],
    "h111_mpmath_functions": ["mpmath/functions"],
}

STATEMACHINE = "docutils/statemachine.py"
DIO = "docutils/io.py"
SMARTQUOTES = "docutils/utils/smartquotes.py"
ROMAN = "docutils/utils/roman.py"
LATEX = "docutils/writers/latex2e/__init__.py"
MANPAGE = "docutils/writers/manpage.py"
CTX_MP = "mpmath/ctx_mp.py"
RATIONAL = "mpmath/rational.py"
LIBMPF = "mpmath/libmp/libmpf.py"
LIBELEFUN = "mpmath/libmp/libelefun.py"
HYPERGEOMETRIC = "mpmath/functions/hypergeometric.py"


QUESTIONS: list[dict] = [
    # --- docutils: statemachine.py, io.py, core.py --------------------------------------------
    q(
        "h111_docutils_statemachine",
        "where",
        "where is get_2D_block defined?",
        {"def": "StringList.get_2D_block"},
    ),
    q(
        "h111_docutils_statemachine",
        "returns",
        "What does `check_encoding` in docutils/io.py hand back, e.g. when the stream has no "
        "encoding attribute at all?",
        {"returns": "check_encoding"},
    ),
    q(
        "h111_docutils_statemachine",
        "calls",
        "who calls notify_observers in the state machine",
        grep(r"self\.notify_observers\(\)", STATEMACHINE),
    ),
    q(
        "h111_docutils_statemachine",
        "raises",
        "Where does the StateMachine raise UnknownStateError?",
        grep(r"raise UnknownStateError\(", STATEMACHINE),
    ),
    q(
        "h111_docutils_statemachine",
        "raises",
        "I get an InputError when my source path is wrong -- which line in docutils.io throws "
        "that?",
        grep(r"raise InputError\(", DIO),
    ),
    q(
        "h111_docutils_statemachine",
        "which",
        "Which class makes the transition regexes hit somewhere in the middle of a line too, "
        "instead of only from the first column?",
        {"body": "_SearchOverride"},
        {"body": "SearchStateMachine"},
        {"body": "SearchStateMachineWS"},
        own=True,
    ),
    q(
        "h111_docutils_statemachine",
        "which",
        "which function sniffs the charset of a file from its very first bytes or from a magic "
        "comment in the top couple of lines?",
        {"body": "Input.determine_encoding_from_data"},
        grep(r"coding_slug = re\.compile|byte_order_marks = ", DIO),
        own=True,
    ),
    q(
        "h111_docutils_statemachine",
        "how",
        "how does StringList.get_indented work out how much indentation to strip off the block?",
        {"body": "StringList.get_indented"},
    ),
    q(
        "h111_docutils_statemachine",
        "how",
        "If I give docutils raw bytes and never say what character set they are in, what does it "
        "try, and in which order, before it gives up?",
        {"body": "Input.decode"},
        own=True,
    ),
    run(
        "h111_docutils_statemachine",
        "Quick one: what does {} print?",
        "from docutils.statemachine import string2lines; "
        "print(string2lines('a\\tb  \\n\\x0cc', convert_whitespace=True))",
        "['a       b', ' c']",
    ),
    q(
        "h111_docutils_statemachine",
        "edit",
        "Please add a docstring to StateMachine.insert_input in docutils/statemachine.py "
        "explaining that it splices extra input lines in after the current line, padded with "
        "blank lines.",
        {"effect": {"docstring": "StateMachine.insert_input"}},
    ),
    # --- docutils: utils/smartquotes.py, roman.py, punctuation_chars.py -----------------------
    q(
        "h111_docutils_utils",
        "raises",
        "where does fromRoman reject input it can't parse",
        grep(r"raise InvalidRomanNumeralError\(", ROMAN),
    ),
    q(
        "h111_docutils_utils",
        "const",
        "Where's `default_smartypants_attr` set, and to what?",
        grep(r"^default_smartypants_attr = ", SMARTQUOTES),
    ),
    q(
        "h111_docutils_utils",
        "which",
        "Which function takes my plain typewriter quote marks and swaps them for the proper "
        "typographic opening and closing ones, depending on the language?",
        {"body": "educateQuotes"},
        {"body": "educate_tokens"},
        own=True,
    ),
    run(
        "h111_docutils_utils",
        "can you run {} and tell me exactly what comes out",
        "from docutils.utils.roman import toRoman, fromRoman; "
        "print(toRoman(1994), fromRoman('MMXXIV'))",
        "MCMXCIV 2024",
    ),
    q(
        "h111_docutils_utils",
        "edit",
        "In docutils/utils/smartquotes.py, educateEllipses should no longer treat spaced dots "
        "as an ellipsis: delete the line `text = text.replace(r'. . .', smartchars.ellipsis)`.",
        {
            "effect": {
                "line_deleted": [
                    SMARTQUOTES,
                    "text = text.replace(r'. . .', smartchars.ellipsis)",
                ]
            }
        },
    ),
    q(
        "h111_docutils_utils",
        "calls",
        "Where is processEscapes called from?",
        grep(r"= processEscapes\(", SMARTQUOTES),
    ),
    # --- docutils: writers/latex2e, writers/manpage.py ----------------------------------------
    q(
        "h111_docutils_writers",
        "returns",
        "what does DocumentClass.section return when the level is deeper than the class supports?",
        {"returns": "DocumentClass.section"},
    ),
    q(
        "h111_docutils_writers",
        "raises",
        "My table has a cell that spans two rows and two columns and the LaTeX writer blows up. "
        "Where is that error raised?",
        grep(r"raise NotImplementedError\('Cells that span", LATEX),
    ),
    q(
        "h111_docutils_writers",
        "which",
        "My document is in German. Which part of the TeX output code tells TeX what tongue the "
        "text is in, and switches off the characters that some of those tongues treat as "
        "shortcuts?",
        {"body": "Babel"},
        own=True,
    ),
    q(
        "h111_docutils_writers",
        "how",
        "in the man page output, how do numbered lists that count i, ii, iii or a, b, c get "
        "their labels and indent width?",
        {"body": "Translator.list_start"},
        own=True,
    ),
    q(
        "h111_docutils_writers",
        "edit",
        "Change BLOCKQOUTE_INDENT in docutils/writers/manpage.py from 3.5 to 2.5, please.",
        {"effect": {"value_set": [MANPAGE, "BLOCKQOUTE_INDENT", "2.5"]}},
    ),
    q(
        "h111_docutils_writers",
        "edit",
        "The man page writer just warns on table cells that span rows or columns. Could you "
        "implement real row/column spanning in its Table class and the translator, with tests?",
        {"effect": {"declined": True}},
    ),
    q(
        "h111_docutils_writers",
        "calls",
        "who calls `visit_admonition` in manpage.py?",
        grep(r"self\.visit_admonition\(node, '", MANPAGE),
    ),
    # --- mpmath: ctx_mp.py, ctx_mp_python.py, rational.py, visualization.py -------------------
    q(
        "h111_mpmath_ctx",
        "where",
        "Where's fdot defined? The dot product one.",
        {"def": "PythonMPContext.fdot"},
    ),
    q(
        "h111_mpmath_ctx",
        "returns",
        "What does MPContext.isnpint return, say for an mpq or a complex number?",
        {"returns": "MPContext.isnpint"},
    ),
    q(
        "h111_mpmath_ctx",
        "raises",
        "where does autoprec give up and raise NoConvergence?",
        grep(r"raise ctx\.NoConvergence\(", CTX_MP),
    ),
    q(
        "h111_mpmath_ctx",
        "raises",
        "Odd: `mpq(2, 3) ** 0` throws ZeroDivisionError instead of giving 1. Which line in "
        "rational.py raises it?",
        grep(r"^\s+raise ZeroDivisionError$", RATIONAL),
    ),
    q(
        "h111_mpmath_ctx",
        "which",
        "Is there a helper that wraps my function and keeps re-running it with more and more "
        "digits until two answers in a row agree? Which one?",
        {"body": "MPContext.autoprec"},
        own=True,
    ),
    q(
        "h111_mpmath_ctx",
        "how",
        "How does the exact fraction type make sure that 6/8 ends up stored as 3/4? Where is the "
        "cancelling done?",
        {"body": "create_reduced"},
        own=True,
    ),
    run(
        "h111_mpmath_ctx",
        "What is the output of {}?",
        "from mpmath.rational import mpq; print(mpq(6, 8) + 1, mpq(3, 9) * 3, repr(mpq(3, 9)))",
        "(7/4) (1/1) mpq(1,3)",
    ),
    q(
        "h111_mpmath_ctx",
        "edit",
        "ctx_mp.py has `_as_points` with a 'XXX: remove this?' comment. Nothing uses it, so "
        "please delete that method from MPContext.",
        {"effect": {"definition_deleted": [CTX_MP, "MPContext._as_points"]}},
    ),
    q(
        "h111_mpmath_ctx",
        "calls",
        "where is create_reduced used in rational.py",
        grep(r"return create_reduced\(", RATIONAL),
    ),
    # --- mpmath: libmp/libmpf.py, libmp/libelefun.py ------------------------------------------
    q("h111_mpmath_libmp", "where", "mpf_log -- where is it?", {"def": "mpf_log"}),
    q(
        "h111_mpmath_libmp",
        "raises",
        "Where is ComplexResult raised when you take the log of a negative number?",
        grep(r'raise ComplexResult\("logarithm of a negative number"\)', LIBELEFUN),
    ),
    q(
        "h111_mpmath_libmp",
        "const",
        "where are fnan, finf and fninf defined? I want to see the raw tuples",
        grep(r"^fnan = |^finf = |^fninf = ", LIBMPF),
    ),
    q(
        "h111_mpmath_libmp",
        "how",
        "When a result has more bits than my working setting allows, how does the low-level code "
        "chop the extra off, and which way does it go on an exact tie?",
        {"body": "_normalize"},
        {"body": "_normalize1"},
        {"body": "round_int"},
        own=True,
    ),
    q(
        "h111_mpmath_libmp",
        "how",
        "How does libelefun compute pi to thousands of digits? Which series, and where's the "
        "binary splitting?",
        {"body": "pi_fixed"},
        {"body": "bs_chudnovsky"},
    ),
    q(
        "h111_mpmath_libmp",
        "which",
        "which function in libmpf formats a raw mpf tuple as a decimal string",
        {"body": "to_str"},
        {"body": "to_digits_exp"},
    ),
    run(
        "h111_mpmath_libmp",
        "Run {} and paste the output, thanks",
        "from mpmath.libmp.libmpf import from_str, to_str, prec_to_dps, dps_to_prec, repr_dps; "
        "print(prec_to_dps(53), dps_to_prec(15), repr_dps(53), to_str(from_str('1/3', 53), 10))",
        "15 53 17 0.3333333333",
    ),
    q(
        "h111_mpmath_libmp",
        "calls",
        "Who calls mpf_perturb in libelefun.py?",
        grep(r"mpf_perturb\(", LIBELEFUN),
    ),
    # --- mpmath: functions/ -------------------------------------------------------------------
    q(
        "h111_mpmath_functions",
        "where",
        "where's gammaprod implemented",
        {"def": "gammaprod"},
    ),
    q(
        "h111_mpmath_functions",
        "raises",
        "qp(0.5, 2) gives me a ValueError -- where is it raised?",
        grep(r'raise ValueError\("q-function only defined for', "mpmath/functions/qfunctions.py"),
    ),
    q(
        "h111_mpmath_functions",
        "which",
        "Which function gives me that smooth S-shaped step climbing from 0 up to a given height? "
        "I need it for a soft on/off switch.",
        {"body": "sigmoid"},
        own=True,
    ),
    q(
        "h111_mpmath_functions",
        "which",
        "which function counts how many primes there are up to x?",
        {"body": "primepi"},
        {"body": "primepi2"},
    ),
    q(
        "h111_mpmath_functions",
        "how",
        "How does `cyclotomic` cope when z is a root of unity and a factor of the divisor product "
        "comes out exactly zero?",
        {"body": "cyclotomic"},
    ),
    q(
        "h111_mpmath_functions",
        "how",
        "hi! how does lambertw refine its first guess, and how does it decide to stop iterating?",
        {"body": "lambertw"},
    ),
    q(
        "h111_mpmath_functions",
        "edit",
        "hypercomb(..., verbose=True) is too chatty for me: comment out the "
        '`print("hextra", hextra)` line in mpmath/functions/hypergeometric.py',
        {"effect": {"comment_out": [HYPERGEOMETRIC, 'print("hextra", hextra)']}},
    ),
]
