"""The two-hundred-and-sixty-fourth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (numpy 2.4.6: ``numpy/_core/getlimits.py``;
pandas 3.1.1: ``pandas/core/methods/selectn.py``; distributed 2026.8.0: ``distributed/variable.py``;
Pygments 2.20.0: ``pygments/lexers/prolog.py``), written blind: by reading only those files, the
format of set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (numpy's machine limits most, then pandas'
nlargest / nsmallest, distributed's Variable, Pygments' Prolog and Logtalk lexers). About a fifth of
the non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every gold
names exactly one definition or some grep line); the commands were run against the installed
packages and their expected text copied from the output; every edit was made by hand on a scratch
copy of its workspace and ``bench_answers.check_effect`` held after it (the declined ones: nothing
changed and an answer saying so). The commands need the whole package to import, so they run
against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h264_numpy_getlimits": ["numpy/_core/getlimits.py"],
    "h264_pandas_selectn": ["pandas/core/methods/selectn.py"],
    "h264_distributed_variable": ["distributed/variable.py"],
    "h264_pygments_prolog": ["pygments/lexers/prolog.py"],
}

GL = "numpy/_core/getlimits.py"
SN = "pandas/core/methods/selectn.py"
VAR = "distributed/variable.py"
PL = "pygments/lexers/prolog.py"


QUESTIONS: list[dict] = [
    # --- numpy/_core/getlimits.py -----------------------------------------------------------
    q(
        "h264_numpy_getlimits",
        "where",
        "where is epsneg defined on finfo",
        {"def": "finfo.epsneg"},
    ),
    q(
        "h264_numpy_getlimits",
        "where",
        "Where's the `max` property of `iinfo`?",
        {"def": "iinfo.max"},
    ),
    q(
        "h264_numpy_getlimits",
        "returns",
        "What does finfo.__new__ return? Do I get a brand new object on every call or not?",
        {"returns": "finfo.__new__"},
    ),
    q(
        "h264_numpy_getlimits",
        "calls",
        "who calls finfo._init?",
        grep(r"\._init\(dtype\)", GL),
    ),
    q(
        "h264_numpy_getlimits",
        "raises",
        "np.finfo(np.int32) gives me `ValueError: data type <class 'numpy.int32'> not inexact`. "
        "Where is that raised?",
        grep(r"not inexact", GL),
    ),
    q(
        "h264_numpy_getlimits",
        "raises",
        "where does iinfo complain when I hand it a float dtype",
        grep(r'raise ValueError\(f"Invalid integer data type', GL),
    ),
    q(
        "h264_numpy_getlimits",
        "const",
        "Where is the `%24.16e` print format for double precision set up in getlimits.py?",
        grep(r"'fmt': '%24\.16e'", GL),
    ),
    run(
        "h264_numpy_getlimits",
        "Can you run {} and tell me what it prints?",
        "import numpy as np; print(repr(np.iinfo(np.uint8)))",
        "iinfo(min=0, max=255, dtype=uint8)",
    ),
    q(
        "h264_numpy_getlimits",
        "which",
        "Which finfo property is only an alias for smallest_normal?",
        {"body": "finfo.tiny"},
    ),
    q(
        "h264_numpy_getlimits",
        "which",
        "Which code works out how far down a signed whole-number type can go, and just says zero "
        "for the ones that can't go negative?",
        {"body": "iinfo.min"},
        own=True,
    ),
    q(
        "h264_numpy_getlimits",
        "how",
        "How does finfo deal with a complex dtype like complex128 -- which float type does it end "
        "up describing?",
        {"body": "finfo.__new__"},
    ),
    q(
        "h264_numpy_getlimits",
        "how",
        "i call the float-limits lookup in a tight loop. does it redo all the work every time or "
        "does it keep earlier answers around somewhere?",
        grep(r"_finfo_cache", GL),
        own=True,
    ),
    q(
        "h264_numpy_getlimits",
        "how",
        "When I print the details of a float type and the lowest number is just the biggest one "
        "flipped negative, how does the printout show that?",
        {"body": "finfo.__str__"},
        own=True,
    ),
    q(
        "h264_numpy_getlimits",
        "how",
        "How is finfo.nexp computed?",
        {"body": "finfo.nexp"},
    ),
    q(
        "h264_numpy_getlimits",
        "edit",
        "In numpy/_core/getlimits.py set `_title_fmt` to 'numpy {} precision floating-point "
        "number' (with the hyphen).",
        {"effect": {"value_set": [GL, "_title_fmt", "'numpy {} precision floating-point number'"]}},
    ),
    q(
        "h264_numpy_getlimits",
        "edit",
        "print(np.finfo(np.float16)) has the columns all ragged even though the code clearly "
        "tries to pad some of the values. Track down why the padding never shows up and fix it.",
        {"effect": {"declined": True}},
    ),
    # --- pandas/core/methods/selectn.py ------------------------------------------------------
    q(
        "h264_pandas_selectn",
        "where",
        "Where is SelectNFrame.__init__?",
        {"def": "SelectNFrame.__init__"},
    ),
    q(
        "h264_pandas_selectn",
        "returns",
        "what does SelectNSeries.compute return, e.g. when n is 0 or negative",
        {"returns": "SelectNSeries.compute"},
    ),
    q(
        "h264_pandas_selectn",
        "calls",
        "What calls `compute` in selectn.py?",
        grep(r"return self\.compute\(", SN),
    ),
    q(
        "h264_pandas_selectn",
        "calls",
        "who calls get_indexer inside SelectNFrame.compute",
        grep(r"indexer = get_indexer\(", SN),
    ),
    q(
        "h264_pandas_selectn",
        "raises",
        "Where's the ValueError about keep having to be first, last or all raised?",
        grep(r"raise ValueError\('keep must be either", SN),
    ),
    q(
        "h264_pandas_selectn",
        "raises",
        'Series.nlargest on complex numbers blows up with "TypeError: Cannot use method '
        "'nlargest' with dtype complex128\" - where does that come from?",
        grep(r'raise TypeError\(f"Cannot use method', SN),
    ),
    q(
        "h264_pandas_selectn",
        "raises",
        "df.nsmallest(3, 'name') on a string column errors out about the column's dtype. Which "
        "line raises it?",
        grep(r"raise TypeError\($|has dtype \{dtype\}", SN),
    ),
    run(
        "h264_pandas_selectn",
        "what does {} print?",
        "import pandas as pd; print(pd.Series([5, 1, 5, 3]).nlargest(1, keep='all').tolist())",
        "[5, 5]",
    ),
    q(
        "h264_pandas_selectn",
        "which",
        "Which function decides if a dtype is allowed for nsmallest/nlargest, and does it let "
        "complex through?",
        {"body": "SelectN.is_valid_dtype_n_method"},
    ),
    q(
        "h264_pandas_selectn",
        "which",
        "I want the top 3 rows of my table ranked by two columns. When several rows tie on the "
        "first column, what code settles which of them make the cut by looking further along?",
        {"body": "SelectNFrame.compute"},
        own=True,
    ),
    q(
        "h264_pandas_selectn",
        "how",
        "How does SelectNSeries.compute handle NaNs? Are they dropped or tacked on at the end?",
        {"body": "SelectNSeries.compute"},
    ),
    q(
        "h264_pandas_selectn",
        "how",
        "for picking the biggest few values out of a column of integers, how does it turn that "
        "into a lowest-values problem, and why is there an extra minus one?",
        grep(r"arr = -arr|arr -= 1|GH 21426|GH 26154|arr = 1 - \(-arr\)", SN),
        own=True,
    ),
    q(
        "h264_pandas_selectn",
        "edit",
        "Rename the local variable nan_index to nan_rows in SelectNSeries.compute "
        "(pandas/core/methods/selectn.py).",
        {"effect": {"renamed": ["nan_index", "nan_rows"]}},
    ),
    q(
        "h264_pandas_selectn",
        "edit",
        "DataFrame.nlargest with many columns is slow because SelectNFrame.compute loops column "
        "by column. Rewrite it to do a single vectorized lexsort over all the columns and show "
        "me timings before and after.",
        {"effect": {"declined": True}},
    ),
    # --- distributed/variable.py -------------------------------------------------------------
    q(
        "h264_distributed_variable",
        "where",
        "where's future_received_confirm defined",
        {"def": "VariableExtension.future_received_confirm"},
    ),
    q(
        "h264_distributed_variable",
        "returns",
        "What does Variable._get give back when the stored value is a Future?",
        {"returns": "Variable._get"},
    ),
    q(
        "h264_distributed_variable",
        "calls",
        "Who calls VariableExtension.release?",
        grep(r"self\.release\(", VAR),
    ),
    q(
        "h264_distributed_variable",
        "calls",
        "which methods of Variable call `_verify_running`?",
        grep(r"self\._verify_running\(\)", VAR),
    ),
    q(
        "h264_distributed_variable",
        "raises",
        "Setting a Variable to a future sometimes fails with 'Task ... unknown to scheduler'. "
        "Where is that TimeoutError raised?",
        grep(r"unknown to scheduler", VAR),
    ),
    q(
        "h264_distributed_variable",
        "raises",
        "I unpickled a Variable in a plain process and got RuntimeError '... object not properly "
        "initialized'. where's that thrown?",
        grep(r"raise RuntimeError\(", VAR),
    ),
    q(
        "h264_distributed_variable",
        "const",
        "What is the default timeout of Variable.set, and where is it set?",
        grep(r'def set\(self, value, timeout="30 s"', VAR),
    ),
    q(
        "h264_distributed_variable",
        "which",
        "On the central server, which piece makes a reader sit and wait until somebody has put "
        "something into the shared named slot for the first time?",
        {"body": "VariableExtension.get"},
        own=True,
    ),
    q(
        "h264_distributed_variable",
        "which",
        "When I ship one of these shared named boxes off to a worker, what actually travels with "
        "it? Does the connection I made it with go along too?",
        {"body": "Variable.__reduce__"},
        own=True,
    ),
    q(
        "h264_distributed_variable",
        "how",
        "Say one client swaps in a new result while another client is still in the middle of "
        "picking up the old one. How does the server keep from throwing the old result away too "
        "early?",
        {"body": "VariableExtension.release"},
        own=True,
    ),
    q(
        "h264_distributed_variable",
        "edit",
        "Please give VariableExtension.release in distributed/variable.py a docstring: it waits "
        "until every client that fetched the old future has confirmed, then releases the key.",
        {"effect": {"docstring": "VariableExtension.release"}},
    ),
    # --- pygments/lexers/prolog.py -----------------------------------------------------------
    q(
        "h264_pygments_prolog",
        "where",
        "where is the PrologLexer class",
        {"def": "PrologLexer"},
    ),
    q(
        "h264_pygments_prolog",
        "returns",
        "What does LogtalkLexer.analyse_text return for the different kinds of input?",
        {"returns": "LogtalkLexer.analyse_text"},
    ),
    run(
        "h264_pygments_prolog",
        "Run {} for me, what comes out?",
        "from pygments.lexers.prolog import PrologLexer; "
        "print(list(PrologLexer().get_tokens('len([_|T], N) :- len(T, M), N is M+1.'))[:6])",
        "(Token.Keyword, '_')",
    ),
    q(
        "h264_pygments_prolog",
        "which",
        "Which rule in the Prolog lexer tags a lone `_` as the don't-care variable?",
        grep(r"\(r'_', Keyword\)", PL),
    ),
    q(
        "h264_pygments_prolog",
        "which",
        "My file's extension is shared by a few languages, so the highlighter has to guess. "
        "Which bit gives the odds that it's the classic logic programming language, and what "
        "does it look for?",
        {"body": "PrologLexer.analyse_text"},
        own=True,
    ),
    q(
        "h264_pygments_prolog",
        "how",
        "How does the Prolog lexer handle /* */ comments nested inside each other?",
        grep(r"nested-comment|Comment\.Multiline", PL),
    ),
    q(
        "h264_pygments_prolog",
        "edit",
        "Add '*.plt' to PrologLexer's filenames list in pygments/lexers/prolog.py, after '*.pl'.",
        {
            "effect": {
                "line_replaced": [
                    PL,
                    "filenames = ['*.ecl', '*.prolog', '*.pro', '*.pl']",
                    "filenames = ['*.ecl', '*.prolog', '*.pro', '*.pl', '*.plt']",
                ]
            }
        },
    ),
]
