"""The two-hundred-and-forty-seventh held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (scipy 1.17.1: ``scipy/stats/_qmvnt.py``;
awscli 1.45.11: ``awscli/customizations/s3/filegenerator.py``; sympy 1.14.0:
``sympy/functions/special/tensor_functions.py``; prompt_toolkit 3.0.52:
``prompt_toolkit/formatted_text/ansi.py``), written blind: by reading only those files, the format
of set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the
model's code or its notes, and without asking the model anything. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (scipy's multivariate normal / t integration
most, then awscli's S3 file generator, sympy's Kronecker delta and Levi-Civita symbol,
prompt_toolkit's ANSI text parser). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it, with one
definition that fits); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every grep matches, every named definition is one definition, every command prints its
expected text against the installed packages); for each edit the correct change was made by hand
on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it (and, for the
two to decline, on the untouched copy with a declining answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h247_scipy_qmvnt": ["scipy/stats/_qmvnt.py"],
    "h247_awscli_filegenerator": ["awscli/customizations/s3/filegenerator.py"],
    "h247_sympy_tensor_functions": ["sympy/functions/special/tensor_functions.py"],
    "h247_prompt_toolkit_ansi": ["prompt_toolkit/formatted_text/ansi.py"],
}

QMVNT = "scipy/stats/_qmvnt.py"
FILEGEN = "awscli/customizations/s3/filegenerator.py"
TENSOR = "sympy/functions/special/tensor_functions.py"
ANSI = "prompt_toolkit/formatted_text/ansi.py"


QUESTIONS: list[dict] = [
    # --- scipy/stats/_qmvnt.py ---------------------------------------------------------------
    q(
        "h247_scipy_qmvnt",
        "where",
        "Where's _primitive_root defined?",
        {"def": "_primitive_root"},
    ),
    q(
        "h247_scipy_qmvnt",
        "returns",
        "what does _factorize_int give back -- a set, a list, sorted or not? "
        "and does it include the leftover big factor",
        {"returns": "_factorize_int"},
    ),
    q(
        "h247_scipy_qmvnt",
        "calls",
        "Which functions in the qmvnt module call `_permuted_cholesky`?",
        grep(r"= _permuted_cholesky\(", QMVNT),
    ),
    q(
        "h247_scipy_qmvnt",
        "raises",
        'multivariate_normal.cdf died with "ValueError: expected a square symmetric array" '
        "-- where is that raised?",
        grep(r'raise ValueError\("expected a square symmetric array"\)', QMVNT),
    ),
    q(
        "h247_scipy_qmvnt",
        "raises",
        "My lower/upper limits have 3 entries but the covariance is 4x4. Where in _qmvnt.py does "
        "it complain about the bounds not matching the matrix?",
        grep(r"raise ValueError\($|expected integration boundaries the same dimensions", QMVNT),
    ),
    q(
        "h247_scipy_qmvnt",
        "raises",
        "I'm playing with _mvn_qmc_integrand and the integrand it returns throws an "
        "AssertionError when I call it. which line is that?",
        grep(r"assert ndim_qmc == ndim_integrand", QMVNT),
    ),
    q(
        "h247_scipy_qmvnt",
        "const",
        "What's the singularity tolerance _permuted_cholesky uses by default, and where is it set?",
        grep(r"def _permuted_cholesky\(covar, low, high, tol=1e-10\)", QMVNT),
    ),
    q(
        "h247_scipy_qmvnt",
        "which",
        "Which little helper exchanges two regions of a numpy array in place, copying one of them "
        "out first so they don't overwrite each other?",
        {"body": "_swap_slices"},
        own=True,
    ),
    q(
        "h247_scipy_qmvnt",
        "which",
        "For the case of exactly two variables: which piece works out the chance of landing "
        "inside a rectangle from the correlation, and then clamps the answer so it can't go "
        "below zero or above one?",
        {"body": "_bvn"},
        own=True,
    ),
    q(
        "h247_scipy_qmvnt",
        "how",
        "How does _qauto decide when it has done enough iterations? Does it just stop at the "
        "error bound or is there a cap too?",
        {"body": "_qauto"},
    ),
    q(
        "h247_scipy_qmvnt",
        "how",
        "how does _permuted_cholesky cope with a zero variance on the diagonal (singular "
        "covariance)? i'd expect a divide by zero",
        grep(
            r"dc\[dc == 0\.0\] = 1\.0|np\.maximum\(np\.diag\(cho\), 0\.0\)|if ck > epk:"
            r"|cho\[k:, k\] = 0\.0",
            QMVNT,
        ),
    ),
    run(
        "h247_scipy_qmvnt",
        "Quick sanity check on the lattice helper: what does {} print?",
        "from scipy.stats._qmvnt import _primitive_root; "
        "print([_primitive_root(p) for p in (7, 11, 23)])",
        "[3, 2, 5]",
    ),
    q(
        "h247_scipy_qmvnt",
        "edit",
        "In scipy/stats/_qmvnt.py, _qauto gives up too early for my 12-dim problem. Change its "
        "default limit=10_000 to limit=20_000 please.",
        {"effect": {"text_replaced": [QMVNT, "limit=10_000", "limit=20_000"]}},
    ),
    q(
        "h247_scipy_qmvnt",
        "edit",
        "_permuted_cholesky is a double python loop and it dominates my profile when n is "
        "around 200. Could you vectorise it with numpy (keeping the pivoting exactly the same) "
        "and give me a benchmark showing it's faster?",
        {"effect": {"declined": True}},
    ),
    # --- awscli/customizations/s3/filegenerator.py -------------------------------------------
    q(
        "h247_awscli_filegenerator",
        "where",
        "where is is_readable",
        {"def": "is_readable"},
    ),
    q(
        "h247_awscli_filegenerator",
        "returns",
        "What does FileGenerator._list_single_object return when the operation is a delete, "
        "compared to a normal cp?",
        {"returns": "FileGenerator._list_single_object"},
    ),
    q(
        "h247_awscli_filegenerator",
        "calls",
        "who calls triggers_warning() in filegenerator.py?",
        grep(r"self\.triggers_warning\(", FILEGEN),
    ),
    q(
        "h247_awscli_filegenerator",
        "raises",
        "`aws s3 cp s3://bucket/missing.txt .` fails with 'Key \"missing.txt\" does not exist'. "
        "Where does the file generator raise that ClientError?",
        grep(r"raise ClientError\(response, 'HeadObject'\)|does not exist' % key", FILEGEN),
    ),
    q(
        "h247_awscli_filegenerator",
        "raises",
        "When HeadObject comes back with a 403 instead of a 404, where does the original "
        "error get re-raised unchanged?",
        grep(r"^\s+raise$", FILEGEN),
    ),
    q(
        "h247_awscli_filegenerator",
        "raises",
        "where is FileDecodingError thrown? I have a filename with weird bytes in it and "
        "I never see the exception, only a warning",
        grep(r"decoding_error = FileDecodingError\(", FILEGEN),
    ),
    q(
        "h247_awscli_filegenerator",
        "const",
        "If I don't pass a result_queue to FileGenerator, what does it use instead? Where's "
        "that set?",
        grep(r"self\.result_queue = queue\.Queue\(\)", FILEGEN),
    ),
    q(
        "h247_awscli_filegenerator",
        "which",
        "What spots a path that isn't a regular file or folder at all -- say /dev/tty, "
        "a disk node or a named pipe -- so the sync can skip it?",
        {"body": "is_special_file"},
        own=True,
    ),
    q(
        "h247_awscli_filegenerator",
        "which",
        "which method of FileGenerator makes the local listing on Windows sort in the same "
        "order as S3 keys, despite the backslashes?",
        {"body": "FileGenerator.normalize_sort"},
    ),
    q(
        "h247_awscli_filegenerator",
        "how",
        "How does list_objects deal with zero-byte keys ending in '/' (the fake folders the "
        "console creates)? Are they downloaded, skipped, deleted?",
        {"body": "FileGenerator.list_objects"},
    ),
    q(
        "h247_awscli_filegenerator",
        "how",
        "Hi, one of my local files has a garbage modified date (way out of range). When I upload "
        "the folder, does that file get left out, or does it go up with some stand-in date? "
        "How is that dealt with?",
        {"body": "FileGenerator._validate_update_time"},
        own=True,
    ),
    run(
        "h247_awscli_filegenerator",
        "what's the message from {}",
        "from awscli.customizations.s3.filegenerator import FileDecodingError; "
        "print(FileDecodingError('d', b'x').error_message)",
        "decode the the file b'x' in directory \"d\"",
    ),
    q(
        "h247_awscli_filegenerator",
        "edit",
        "Small wording fix in awscli/customizations/s3/filegenerator.py: the warning "
        "'File/Directory is not readable.' should read 'File or directory is not readable.'",
        {
            "effect": {
                "text_replaced": [
                    FILEGEN,
                    "File/Directory is not readable.",
                    "File or directory is not readable.",
                ]
            }
        },
    ),
    # --- sympy/functions/special/tensor_functions.py -----------------------------------------
    q(
        "h247_sympy_tensor_functions",
        "where",
        "Can you point me to where KroneckerDelta.killable_index is defined?",
        {"def": "KroneckerDelta.killable_index"},
    ),
    q(
        "h247_sympy_tensor_functions",
        "returns",
        "KroneckerDelta(i, j)**-1 and **-2: what does _eval_power return for those, and for a "
        "positive power?",
        {"returns": "KroneckerDelta._eval_power"},
    ),
    q(
        "h247_sympy_tensor_functions",
        "calls",
        "Where is eval_levicivita called from?",
        grep(r"return eval_levicivita\(", TENSOR),
    ),
    q(
        "h247_sympy_tensor_functions",
        "calls",
        "what uses KroneckerDelta._get_preferred_index",
        grep(r"if self\._get_preferred_index\(\):", TENSOR),
    ),
    q(
        "h247_sympy_tensor_functions",
        "which",
        "Which function in tensor_functions.py is just a thin backwards-compat wrapper that "
        "forwards everything to LeviCivita?",
        {"body": "Eijk"},
    ),
    q(
        "h247_sympy_tensor_functions",
        "which",
        "I need the 'equals one when the two arguments match, zero otherwise' function spelled "
        "out as an explicit case-by-case expression instead. Which method produces that form?",
        {"body": "KroneckerDelta._eval_rewrite_as_Piecewise"},
        own=True,
    ),
    q(
        "h247_sympy_tensor_functions",
        "how",
        "How does KroneckerDelta.eval decide to swap i and j, i.e. why does KroneckerDelta(j, i) "
        "come back as KroneckerDelta(i, j)?",
        grep(r"if default_sort_key\(j\) < default_sort_key\(i\):|return cls\(j, i", TENSOR),
    ),
    q(
        "h247_sympy_tensor_functions",
        "how",
        "When I hand it a list of plain whole numbers like 3,1,2, how does it come up with +1, -1 "
        "or 0 for the ordering's sign? Does it count swaps, or what?",
        {"body": "eval_levicivita"},
        own=True,
    ),
    run(
        "h247_sympy_tensor_functions",
        "Running {} -- what should I see?",
        "from sympy import KroneckerDelta, Piecewise; from sympy.abc import i, j; "
        "print(KroneckerDelta(i, j).rewrite(Piecewise))",
        "Piecewise((0, Ne(i, j)), (1, True))",
    ),
    q(
        "h247_sympy_tensor_functions",
        "edit",
        "The `indices` property on KroneckerDelta has no docstring. Add one saying it returns the "
        "two indices (i, j) without the range, thanks.",
        {"effect": {"docstring": "KroneckerDelta.indices"}},
    ),
    q(
        "h247_sympy_tensor_functions",
        "edit",
        "add full type hints to every function and method in "
        "sympy/functions/special/tensor_functions.py and make it pass mypy --strict",
        {"effect": {"declined": True}},
    ),
    # --- prompt_toolkit/formatted_text/ansi.py -----------------------------------------------
    q(
        "h247_prompt_toolkit_ansi",
        "where",
        "In prompt_toolkit's ansi module, where is ANSIFormatter?",
        {"def": "ANSIFormatter"},
    ),
    q(
        "h247_prompt_toolkit_ansi",
        "returns",
        "what does ANSI.format() return? a plain str or a new ANSI object?",
        {"returns": "ANSI.format"},
    ),
    q(
        "h247_prompt_toolkit_ansi",
        "calls",
        "Who calls ansi_escape?",
        grep(r"(?<!def )ansi_escape\(", ANSI),
    ),
    q(
        "h247_prompt_toolkit_ansi",
        "raises",
        "for a truncated truecolor code like ESC[38;2;255m, where does the parser catch the "
        "IndexError so it doesn't blow up?",
        grep(r"except IndexError:", ANSI),
    ),
    q(
        "h247_prompt_toolkit_ansi",
        "which",
        "Is there a function that swaps the 0x1b byte and backspace for a question mark, so "
        "that text a user typed can't smuggle in terminal control codes? Which one?",
        {"body": "ansi_escape"},
        own=True,
    ),
    q(
        "h247_prompt_toolkit_ansi",
        "which",
        "Which method of ANSI turns the current bold/italic/color flags into the style "
        "string like 'ansired bg:ansiblue bold'?",
        {"body": "ANSI._create_style_string"},
    ),
    q(
        "h247_prompt_toolkit_ansi",
        "how",
        "How are the 256-colour (38;5;n) and 24-bit (38;2;r;g;b) SGR sequences handled in "
        "_select_graphic_rendition?",
        grep(
            r"elif attr in \(38, 48\) and len\(attrs\) > 1:|if n == 5 and len\(attrs\) >= 1:"
            r"|if n == 2 and len\(attrs\) >= 3:",
            ANSI,
        ),
    ),
    q(
        "h247_prompt_toolkit_ansi",
        "how",
        "my program's output has those 'skip N columns to the right' codes in it. "
        "When that text goes through the colored-text class, what happens to them?",
        grep(r'elif char == "C":|for i in range\(params\[0\]\):|\(style, " "\)', ANSI),
        own=True,
    ),
    run(
        "h247_prompt_toolkit_ansi",
        "I'd like to see the fragments: {}",
        "from prompt_toolkit.formatted_text import ANSI; "
        "print(ANSI('\\x1b[1;31mok').__pt_formatted_text__())",
        "[('ansired bold', 'o'), ('ansired bold', 'k')]",
    ),
    q(
        "h247_prompt_toolkit_ansi",
        "edit",
        "Export the formatter class too: in prompt_toolkit/formatted_text/ansi.py add "
        '"ANSIFormatter", to __all__, right after the "ansi_escape", line.',
        {"effect": {"line_after": [ANSI, '"ansi_escape",', '"ANSIFormatter",']}},
    ),
]
