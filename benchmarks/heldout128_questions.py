"""The hundred-and-twenty-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (numpy 2.4.6: ``numpy/lib/_nanfunctions_impl.py``;
IPython 8.12.3: ``IPython/core/formatters.py``; jedi 0.20.0: ``jedi/api/classes.py``; pexpect 4.8.0:
``pexpect/spawnbase.py``), written blind: by reading only those files, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (numpy's NaN functions most, then IPython's
formatters, jedi's API classes, pexpect's spawn base). About a fifth of them are in the user's own
words (``"own": True``: behaviour described in everyday words the code does not use for it); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``. The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h128_numpy_nan": ["numpy/lib/_nanfunctions_impl.py"],
    "h128_ipython_formatters": ["IPython/core/formatters.py"],
    "h128_jedi_classes": ["jedi/api/classes.py"],
    "h128_pexpect_spawnbase": ["pexpect/spawnbase.py"],
}

NAN = "numpy/lib/_nanfunctions_impl.py"
FMT = "IPython/core/formatters.py"
CLASSES = "jedi/api/classes.py"
SPAWN = "pexpect/spawnbase.py"


QUESTIONS: list[dict] = [
    # --- numpy/lib/_nanfunctions_impl.py -----------------------------------------------------
    q(
        "h128_numpy_nan",
        "where",
        "where is nanpercentile defined",
        {"def": "nanpercentile"},
    ),
    q(
        "h128_numpy_nan",
        "returns",
        "What does `_nan_mask` hand back? In particular for an int array, which can't contain "
        "NaN anyway?",
        {"returns": "_nan_mask"},
    ),
    q(
        "h128_numpy_nan",
        "calls",
        "Which of the nan* functions call _replace_nan?",
        grep(r"= _replace_nan\(", NAN),
    ),
    q(
        "h128_numpy_nan",
        "calls",
        "who uses `_remove_nan_1d`?",
        grep(r"= _remove_nan_1d\(", NAN),
    ),
    q(
        "h128_numpy_nan",
        "raises",
        "I got `ValueError: All-NaN slice encountered` out of np.nanargmax. Where in the source is "
        "that thrown?",
        grep(r'raise ValueError\("All-NaN slice encountered"\)', NAN),
    ),
    q(
        "h128_numpy_nan",
        "raises",
        "where does nanpercentile reject a q thats bigger than 100",
        grep(r"Percentiles must be in the range", NAN),
    ),
    q(
        "h128_numpy_nan",
        "raises",
        "List the lines in _nanfunctions_impl.py that raise TypeError.",
        grep(r"raise TypeError\(", NAN),
    ),
    q(
        "h128_numpy_nan",
        "raises",
        "nanvar blows up when I pass both ddof=1 and correction=1 -- where is that check?",
        grep(r"raise ValueError\($|ddof and correction can't be provided", NAN),
    ),
    q(
        "h128_numpy_nan",
        "const",
        "Where is `array_function_dispatch` set up in the nan functions module?",
        grep(r"^array_function_dispatch = functools\.partial\(", NAN),
    ),
    run(
        "h128_numpy_nan",
        "Could you run {} and paste what it prints?",
        "from numpy.lib._nanfunctions_impl import _replace_nan; "
        "print(_replace_nan([1.0, float('nan'), 3.0], -1))",
        "(array([ 1., -1.,  3.]), array([False,  True, False]))",
    ),
    q(
        "h128_numpy_nan",
        "edit",
        "In numpy/lib/_nanfunctions_impl.py, _nanmedian switches to apply_along_axis once the axis "
        "is 600 long. Please raise that cutoff to 1000.",
        {
            "effect": {
                "text_replaced": [
                    NAN,
                    "if a.shape[axis] < 600:",
                    "if a.shape[axis] < 1000:",
                ]
            }
        },
    ),
    q(
        "h128_numpy_nan",
        "edit",
        "nanmedian and nanquantile are too slow on my 10-million-row arrays. Can you rewrite them "
        "so they run in parallel on all cores and benchmark the result against the current code?",
        {"effect": {"declined": True}},
    ),
    q(
        "h128_numpy_nan",
        "which",
        "Which bit takes a flat list with holes in it and closes the gaps by moving good values "
        "from the tail into the holes, instead of copying everything over?",
        {"body": "_remove_nan_1d"},
        own=True,
    ),
    q(
        "h128_numpy_nan",
        "which",
        "for the middle value along one axis of a big table with gaps: where does it pick between "
        "two different strategies depending on how long that axis is?",
        {"body": "_nanmedian"},
        own=True,
    ),
    q(
        "h128_numpy_nan",
        "which",
        "Which helper does the division in nanmean/nanvar so a 0/0 for an empty slice doesn't "
        "spit out a divide warning?",
        {"body": "_divide_by_count"},
    ),
    q(
        "h128_numpy_nan",
        "how",
        "If one row of my table is completely blank, what does the smallest-value function give "
        "me for that row, and does it complain about it?",
        {"body": "nanmin"},
        own=True,
    ),
    q(
        "h128_numpy_nan",
        "how",
        "hi! when I ask for the spread of the numbers with a correction that's bigger than how "
        "many real values are left in a row, what does it do with that row?",
        grep(
            r"dof = cnt - ddof|isbad = \(dof <= 0\)|var = _copyto\(var, np\.nan, isbad\)",
            NAN,
        ),
        own=True,
    ),
    q(
        "h128_numpy_nan",
        "how",
        "How does the average that skips blanks work out how many actual numbers went into "
        "each result?",
        {"body": "nanmean"},
        own=True,
    ),
    q(
        "h128_numpy_nan",
        "how",
        "how is nanstd computed, does it just take the sqrt of nanvar?",
        {"body": "nanstd"},
    ),
    # --- IPython/core/formatters.py ----------------------------------------------------------
    q(
        "h128_ipython_formatters",
        "where",
        "Where's `for_type_by_name` defined?",
        {"def": "BaseFormatter.for_type_by_name"},
    ),
    q(
        "h128_ipython_formatters",
        "returns",
        "what does MimeBundleFormatter._check_return return",
        {"returns": "MimeBundleFormatter._check_return"},
    ),
    q(
        "h128_ipython_formatters",
        "calls",
        "who calls _mod_name_key?",
        {"grep": r"(?<!def )_mod_name_key\(", "file": FMT},
    ),
    q(
        "h128_ipython_formatters",
        "raises",
        "Where does BaseFormatter.lookup_by_type raise the KeyError when nothing is registered?",
        grep(r'raise KeyError\("No registered printer', FMT),
    ),
    q(
        "h128_ipython_formatters",
        "raises",
        "%precision abc gives me a ValueError -- where is that raised in the formatters?",
        grep(r"raise ValueError\(", FMT),
    ),
    run(
        "h128_ipython_formatters",
        "what does {} output?",
        "from IPython.core.formatters import PlainTextFormatter; f = PlainTextFormatter(); "
        "f.float_precision = '3'; print(f(3.14159))",
        "3.142",
    ),
    q(
        "h128_ipython_formatters",
        "edit",
        "Please change PlainTextFormatter's max_width default from 79 to 100 in "
        "IPython/core/formatters.py.",
        {"effect": {"text_replaced": [FMT, "max_width = Integer(79)", "max_width = Integer(100)"]}},
    ),
    q(
        "h128_ipython_formatters",
        "edit",
        "DisplayFormatter._active_types_changed has no docstring, could you add one (it "
        "enables the formatters listed in active_types and disables the others)?",
        {"effect": {"docstring": "DisplayFormatter._active_types_changed"}},
    ),
    q(
        "h128_ipython_formatters",
        "which",
        "which formatter class calls `_repr_latex_`?",
        {"body": "LatexFormatter"},
    ),
    q(
        "h128_ipython_formatters",
        "which",
        "Some of my objects want to put themselves on screen on their own terms, so nothing else "
        "gets shown for them. Which piece handles that case?",
        {"body": "IPythonDisplayFormatter"},
        {"body": "DisplayFormatter.format"},
        own=True,
    ),
    q(
        "h128_ipython_formatters",
        "how",
        "How does lookup_by_type cope when the type is given as a 'module.ClassName' string "
        "instead of the class itself?",
        {"body": "BaseFormatter.lookup_by_type"},
    ),
    q(
        "h128_ipython_formatters",
        "how",
        "if the pretty-output hook on one of my classes crashes, does the whole thing fall over "
        "or does it print the error and just move on? how is that handled",
        {"body": "catch_format_error"},
        own=True,
    ),
    # --- jedi/api/classes.py -----------------------------------------------------------------
    q(
        "h128_jedi_classes",
        "where",
        "where is get_definition_end_position defined in jedi",
        {"def": "BaseName.get_definition_end_position"},
    ),
    q(
        "h128_jedi_classes",
        "returns",
        "What does `BaseName.get_line_code` return, e.g. for something from a builtin module?",
        {"returns": "BaseName.get_line_code"},
    ),
    q(
        "h128_jedi_classes",
        "calls",
        "Where is _values_to_definitions called from?",
        grep(r"return _values_to_definitions\(", CLASSES),
    ),
    run(
        "h128_jedi_classes",
        "I'm trying to understand completions, what does {} print?",
        "import jedi; print([c.complete for c in jedi.Script('import json\\njson.lo').complete()])",
        "['ad', 'ads']",
    ),
    q(
        "h128_jedi_classes",
        "edit",
        "In jedi/api/classes.py, add `'_json': 'json',` to BaseName._mapping, on the line right "
        "after `'_sqlite3': 'sqlite3',`.",
        {"effect": {"line_after": [CLASSES, "'_sqlite3': 'sqlite3',", "'_json': 'json',"]}},
    ),
    q(
        "h128_jedi_classes",
        "which",
        "Which property on a Signature tells me which parameter the cursor is currently at?",
        {"body": "Signature.index"},
    ),
    q(
        "h128_jedi_classes",
        "which",
        "I've typed half a word in my editor. Which code gives back just the letters still "
        "missing to finish it (and tacks on an opening paren for functions)?",
        {"body": "Completion.complete"},
        {"body": "Completion._complete"},
        own=True,
    ),
    q(
        "h128_jedi_classes",
        "how",
        "how does full_name end up saying os.path.join instead of posixpath.join?",
        {"body": "BaseName.full_name"},
    ),
    q(
        "h128_jedi_classes",
        "how",
        "When I get two results back that point at the same spot in the same file, how does jedi "
        "decide they are one and the same thing?",
        {"body": "Name.__eq__"},
        own=True,
    ),
    # --- pexpect/spawnbase.py ----------------------------------------------------------------
    q(
        "h128_pexpect_spawnbase",
        "where",
        "where's SpawnBase._log",
        {"def": "SpawnBase._log"},
    ),
    q(
        "h128_pexpect_spawnbase",
        "calls",
        "Who calls `_pattern_type_err` in spawnbase.py?",
        grep(r"self\._pattern_type_err\(", SPAWN),
    ),
    q(
        "h128_pexpect_spawnbase",
        "raises",
        "where does read_nonblocking raise EOF?",
        grep(r"raise EOF\(", SPAWN),
    ),
    q(
        "h128_pexpect_spawnbase",
        "raises",
        "I typo'd a keyword to expect() and got 'Unknown keyword arguments'. Where's that raised?",
        grep(r'raise TypeError\("Unknown keyword arguments', SPAWN),
    ),
    q(
        "h128_pexpect_spawnbase",
        "const",
        "Where does SpawnBase set delaybeforesend, and to what?",
        grep(r"self\.delaybeforesend = ", SPAWN),
    ),
    run(
        "h128_pexpect_spawnbase",
        "Run {} please, what's the output?",
        "from pexpect.spawnbase import SpawnBase; print(SpawnBase().compile_pattern_list('x'))",
        "[re.compile(b'x', re.DOTALL)]",
    ),
    q(
        "h128_pexpect_spawnbase",
        "edit",
        "change the default timeout of SpawnBase.__init__ from 30 to 60 seconds",
        {"effect": {"text_replaced": [SPAWN, "timeout=30,", "timeout=60,"]}},
    ),
    q(
        "h128_pexpect_spawnbase",
        "which",
        "Which method do I use to wait for a literal bit of output without dots or brackets in it "
        "being treated as anything special?",
        {"body": "SpawnBase.expect_exact"},
        own=True,
    ),
]
