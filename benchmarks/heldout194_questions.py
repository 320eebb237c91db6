"""The hundred-and-ninety-fourth set, a tuning set: its misses are read and fixed. Questions on
one module each of four third-party packages, copied from the installed site-packages (numpy
2.4.6: ``numpy/lib/_iotools.py``; psutil 7.2.2: ``psutil/_pssunos.py``; pandas 3.1.1:
``pandas/core/strings/object_array.py``; sympy 1.14.0: ``sympy/sets/handlers/intersection.py``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them.

The questions are weighted by the size of the files (numpy's text-reading helpers most, then
psutil's SunOS back end, pandas' object-dtype string methods, sympy's intersection handlers).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. Nearly every
handler in sympy's file is a function named ``_`` registered on a dispatcher, so its golds are
greps of the deciding lines (the ``register`` line for "which handler") rather than names. The
commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds. psutil's ``_pssunos.py`` is for SunOS and cannot be
imported here, so it has no command: its run slot went to numpy's file, which has two.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h194_numpy_iotools": ["numpy/lib/_iotools.py"],
    "h194_psutil_pssunos": ["psutil/_pssunos.py"],
    "h194_pandas_object_array": ["pandas/core/strings/object_array.py"],
    "h194_sympy_intersection": ["sympy/sets/handlers/intersection.py"],
}

IOTOOLS = "numpy/lib/_iotools.py"
SUNOS = "psutil/_pssunos.py"
OBJARR = "pandas/core/strings/object_array.py"
INTERSECT = "sympy/sets/handlers/intersection.py"


QUESTIONS: list[dict] = [
    # --- numpy/lib/_iotools.py ---------------------------------------------------------------
    q(
        "h194_numpy_iotools",
        "where",
        "Where is StringConverter._find_map_entry declared?",
        {"def": "StringConverter._find_map_entry"},
    ),
    q(
        "h194_numpy_iotools",
        "returns",
        "what comes back out of `_decode_line` if I pass it a plain str instead of bytes? does it "
        "touch it at all",
        {"returns": "_decode_line"},
    ),
    q(
        "h194_numpy_iotools",
        "calls",
        "Who calls _decode_line in _iotools.py?",
        grep(r"(?<!def )_decode_line\(", IOTOOLS),
    ),
    q(
        "h194_numpy_iotools",
        "calls",
        "where is `_do_upgrade` invoked from?",
        grep(r"self\._do_upgrade\(\)", IOTOOLS),
    ),
    q(
        "h194_numpy_iotools",
        "raises",
        "I locked a StringConverter and then it threw ConverterLockError on me. Which line raises "
        "that?",
        grep(r"raise ConverterLockError\(", IOTOOLS),
    ),
    q(
        "h194_numpy_iotools",
        "raises",
        "genfromtxt died with `ValueError: Cannot convert string 'n/a'`. where in numpy's io "
        "helpers is that error thrown?",
        grep(r"raise ValueError\(f\"Cannot convert string", IOTOOLS),
    ),
    q(
        "h194_numpy_iotools",
        "raises",
        "NameValidator(case_sensitive='title') fails straight away in the constructor -- where's "
        "the check that rejects it?",
        grep(r"unrecognized case_sensitive value|raise ValueError\(msg\)", IOTOOLS),
    ),
    q(
        "h194_numpy_iotools",
        "const",
        "where does NameValidator define the default set of characters it strips out of field "
        "names?",
        grep(r"defaultdeletechars = frozenset\(", IOTOOLS),
    ),
    q(
        "h194_numpy_iotools",
        "which",
        "Which method keeps trying looser and looser ways to read a cell of text (true/false "
        "first, then whole numbers, then decimals and so on) until one of them works, and gives "
        "me whatever it managed to make of it?",
        {"def": "StringConverter.upgrade"},
        own=True,
    ),
    q(
        "h194_numpy_iotools",
        "which",
        "I have one of those old column-aligned report files where every column is exactly 8 "
        "characters. Which bit chops a row into chunks of that many characters each?",
        {"def": "LineSplitter._fixedwidth_splitter"},
        own=True,
    ),
    q(
        "h194_numpy_iotools",
        "how",
        "Say one cell in a column of whole numbers is just empty. What does the per-cell reading "
        "do with it instead of blowing up, and where does it decide that?",
        {"body": "StringConverter._strict_call"},
        {"body": "StringConverter._loose_call"},
        own=True,
    ),
    q(
        "h194_numpy_iotools",
        "how",
        "How does LineSplitter's constructor pick a splitting routine depending on whether "
        "delimiter is a string, a single int or a list of widths?",
        {"body": "LineSplitter.__init__"},
    ),
    run(
        "h194_numpy_iotools",
        "Run {} and tell me what the duplicated and the empty names turn into.",
        "from numpy.lib._iotools import NameValidator; "
        "print(NameValidator()(['file', 'a b', 'a b', '']))",
        "('file_', 'a_b', 'a_b_1', 'f0')",
    ),
    run(
        "h194_numpy_iotools",
        "can you execute {} for me? I want to see which type the converter ends up at.",
        "from numpy.lib._iotools import StringConverter; c = StringConverter(); "
        "print(c.upgrade('2.5'), c.type)",
        "2.5 <class 'numpy.float64'>",
    ),
    q(
        "h194_numpy_iotools",
        "edit",
        "LineSplitter._fixedwidth_splitter in numpy/lib/_iotools.py has no docstring. Add one "
        "please: it cuts the line into pieces of self.delimiter characters after dropping "
        "comments.",
        {"effect": {"docstring": "LineSplitter._fixedwidth_splitter"}},
    ),
    q(
        "h194_numpy_iotools",
        "edit",
        "In _iotools.py, replace the line `defaultexcludelist = 'return', 'file', 'print'` with "
        "`defaultexcludelist = 'return', 'file', 'print', 'lambda'`.",
        {
            "effect": {
                "line_replaced": [
                    IOTOOLS,
                    "defaultexcludelist = 'return', 'file', 'print'",
                    "defaultexcludelist = 'return', 'file', 'print', 'lambda'",
                ]
            }
        },
    ),
    # --- psutil/_pssunos.py ------------------------------------------------------------------
    q(
        "h194_psutil_pssunos",
        "where",
        "In psutil's solaris module, which file and line has wrap_exceptions?",
        {"def": "wrap_exceptions"},
    ),
    q(
        "h194_psutil_pssunos",
        "returns",
        "What does `Process.cwd` give back when readlink can't resolve /proc/PID/path/cwd?",
        {"returns": "Process.cwd"},
    ),
    q(
        "h194_psutil_pssunos",
        "calls",
        "Which methods end up calling _assert_alive?",
        grep(r"self\._assert_alive\(\)", SUNOS),
    ),
    q(
        "h194_psutil_pssunos",
        "raises",
        "swap_memory on my Solaris box raises RuntimeError -- where are those raised?",
        grep(r"'swap -l' failed|no swap device|^        raise RuntimeError\(msg\)", SUNOS),
    ),
    q(
        "h194_psutil_pssunos",
        "raises",
        "Setting the nice value for pid 2 always gives me AccessDenied. Where is that thrown?",
        grep(r"^            raise AccessDenied\(self\.pid, self\._name\)", SUNOS),
    ),
    q(
        "h194_psutil_pssunos",
        "raises",
        "When something I'm asking about has gone away, where does it tell apart a program that "
        "is really gone from one that has died but hasn't been cleaned up by its parent yet, and "
        "raise a different error for each?",
        grep(r"raise NoSuchProcess\(pid, name\) from err|raise ZombieProcess\(", SUNOS),
        own=True,
    ),
    q(
        "h194_psutil_pssunos",
        "const",
        "where's the table that maps the C extension's TCP states to psutil's CONN_* constants?",
        grep(r"^TCP_STATUSES = \{", SUNOS),
    ),
    q(
        "h194_psutil_pssunos",
        "which",
        "Which method lists a process's threads and skips the ones that vanish while it's "
        "looping over /proc/PID/lwp?",
        {"def": "Process.threads"},
    ),
    q(
        "h194_psutil_pssunos",
        "which",
        "which function tells me who's logged into the machine right now, and turns a display "
        "like ':0' into 'this computer'?",
        {"def": "users"},
        own=True,
    ),
    q(
        "h194_psutil_pssunos",
        "how",
        "how does disk_partitions decide which mount points to leave out when all=False?",
        {"body": "disk_partitions"},
    ),
    q(
        "h194_psutil_pssunos",
        "how",
        "How is the amount of RAM one running program takes up worked out on Solaris? Are the raw "
        "numbers multiplied by anything before I get them?",
        {"body": "Process.memory_info"},
        own=True,
    ),
    q(
        "h194_psutil_pssunos",
        "edit",
        "In psutil/_pssunos.py please comment out the line "
        '`debug(f"skipping {mountpoint!r}: {err}")`, it is too noisy for me.',
        {"effect": {"comment_out": [SUNOS, 'debug(f"skipping {mountpoint!r}: {err}")']}},
    ),
    q(
        "h194_psutil_pssunos",
        "edit",
        "Something looks off in Process.terminal in _pssunos.py, I think it never returns the "
        "right tty. Can you track down the bug, fix it and make sure it works on a real Solaris "
        "machine?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/core/strings/object_array.py -------------------------------------------------
    q(
        "h194_pandas_object_array",
        "where",
        "where is _str_get_dummies defined for object arrays",
        {"def": "ObjectStringArrayMixin._str_get_dummies"},
    ),
    q(
        "h194_pandas_object_array",
        "returns",
        "What does `ObjectStringArrayMixin._str_map` return -- e.g. when the array has length "
        "zero, or when the mapping doesn't give an ndarray?",
        {"returns": "ObjectStringArrayMixin._str_map"},
    ),
    q(
        "h194_pandas_object_array",
        "calls",
        "Which methods delegate to `_str_find_` in object_array.py?",
        grep(r"return self\._str_find_\(", OBJARR),
    ),
    q(
        "h194_pandas_object_array",
        "raises",
        "s.str.match(re.compile('a'), flags=re.M) gives me a ValueError about flags. which lines "
        "raise it?",
        grep(r"raise ValueError\($|Cannot pass flags", OBJARR),
    ),
    q(
        "h194_pandas_object_array",
        "which",
        "Which method refuses a separator that isn't a str and raises 'expected a string object'?",
        {"def": "ObjectStringArrayMixin._str_rsplit"},
    ),
    q(
        "h194_pandas_object_array",
        "which",
        "Which one puts a new bit of text in place of whatever sits between two positions of "
        "each entry?",
        {"def": "ObjectStringArrayMixin._str_slice_replace"},
        own=True,
    ),
    q(
        "h194_pandas_object_array",
        "how",
        "When regex is left as None, how does _str_split choose between compiling the pattern and "
        "a plain str.split?",
        {"body": "ObjectStringArrayMixin._str_split"},
    ),
    q(
        "h194_pandas_object_array",
        "how",
        "I want to know which entries have some bit of text somewhere inside them, ignoring "
        "capital letters, with no wildcard magic. How is that comparison actually done for each "
        "value?",
        {"body": "ObjectStringArrayMixin._str_contains"},
        own=True,
    ),
    run(
        "h194_pandas_object_array",
        "what does {} print?",
        "import pandas as pd; "
        "d = pd.Series(['red|blue', 'blue', None], dtype=object).str.get_dummies(); "
        "print(list(d.columns), d.values.tolist())",
        "['blue', 'red'] [[1, 1], [1, 0], [0, 0]]",
    ),
    q(
        "h194_pandas_object_array",
        "edit",
        "rename the `_isin` helper in _str_get_dummies to `_has_tag` (pandas/core/strings/"
        "object_array.py)",
        {"effect": {"renamed": ["_isin", "_has_tag"]}},
    ),
    # --- sympy/sets/handlers/intersection.py -------------------------------------------------
    q(
        "h194_sympy_intersection",
        "where",
        "Where's the `intersection_sets` dispatcher itself created?",
        grep(r"^intersection_sets = Dispatcher\(", INTERSECT),
    ),
    q(
        "h194_sympy_intersection",
        "where",
        "where is _updated_range defined in sympy's intersection handlers?",
        {"def": "_._updated_range"},
    ),
    q(
        "h194_sympy_intersection",
        "returns",
        "what does `_first_finite_point` hand back, and in which case does it return nothing?",
        {"returns": "_._first_finite_point"},
    ),
    q(
        "h194_sympy_intersection",
        "calls",
        "who uses _intlike_interval?",
        grep(r"return _intlike_interval\(a, b\)", INTERSECT),
    ),
    q(
        "h194_sympy_intersection",
        "which",
        "Which handler in intersection.py is registered for Range with Range?",
        grep(r"@intersection_sets\.register\(Range, Range\)", INTERSECT),
    ),
    q(
        "h194_sympy_intersection",
        "which",
        "I've got two patches of the plane, each given as distance from the origin and angle. "
        "Which piece finds where they overlap, and counts an angle of zero and a full turn as "
        "the same?",
        grep(
            r"@intersection_sets\.register\(ComplexRegion, Set\)|# 0 and 2\*Pi means the same"
            r"|2\*S\.Pi in theta1 and S\.Zero in theta2",
            INTERSECT,
        ),
        own=True,
    ),
    q(
        "h194_sympy_intersection",
        "how",
        "Interval(2, 5) & Interval(2.0, 7): both start at 2 but one is Integer and one is Float. "
        "How does the Interval/Interval handler pick which start to keep?",
        grep(
            r"if not _aresame\(a\.start, b\.start\)|if b\.start\.has\(Float\) and not a\.start"
            r"|elif a\.start\.has\(Float\) and not b\.start|start = list\(ordered\(\[a,b\]\)\)",
            INTERSECT,
        ),
    ),
    q(
        "h194_sympy_intersection",
        "how",
        "If I take the whole numbers counting up by 4s and the ones counting up by 6s, how does "
        "it work out which numbers they share? does it actually solve an equation for that?",
        grep(
            r"@intersection_sets\.register\(Range, Range\)|va, vb = diop_linear\("
            r"|step = abs\(ilcm\(r1\.step, r2\.step\)\)",
            INTERSECT,
        ),
        own=True,
    ),
    run(
        "h194_sympy_intersection",
        "Could you run {} and paste the result?",
        "from sympy import Range; print(Range(0, 30, 4).intersect(Range(0, 30, 6)))",
        "Range(0, 36, 12)",
    ),
    q(
        "h194_sympy_intersection",
        "edit",
        "In sympy/sets/handlers/intersection.py, insert the comment `# the whole real line: "
        "nothing to trim` on its own line just before "
        "`if b._inf is S.NegativeInfinity and b._sup is S.Infinity:`.",
        {
            "effect": {
                "line_before": [
                    INTERSECT,
                    "if b._inf is S.NegativeInfinity and b._sup is S.Infinity:",
                    "# the whole real line: nothing to trim",
                ]
            }
        },
    ),
]
