"""The twelfth held-out set: questions on six third-party packages, not the standard library (click,
jinja2, toolz, tblib, sortedcontainers, zict), which the test extras install (they come with
Dask); ``bench_answers.make_workspace`` copies them from the installed site-packages. They were
read at click 8.4.0, jinja2 3.1.6, toolz 1.2.0, tblib 3.2.2, sortedcontainers 2.4.0 and zict 3.0.0;
golds name code, never line numbers, so they hold as long as those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, how a named method does something; three ask where a
function fails without naming the exception), 10 are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it), 4 run a command and 6 ask
for an edit (2 of them beyond a program that is not an LLM, to be declined). Gold forms are those
of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "click": ["click"],
    "jinja2": ["jinja2"],
    "toolz": ["toolz"],
    "tblib": ["tblib"],
    "sortedcontainers": ["sortedcontainers"],
    "zict": ["zict"],
}

TBLIB = "tblib/__init__.py"
PICKLING = "tblib/pickling_support.py"
ITERTOOLZ = "toolz/itertoolz.py"
SORTEDLIST = "sortedcontainers/sortedlist.py"

QUESTIONS: list[dict] = [
    # --- tblib ------------------------------------------------------------------------------
    q(
        "tblib",
        "raises",
        "where is TracebackParseError raised",
        grep(r"raise TracebackParseError\(", TBLIB),
    ),
    q(
        "tblib",
        "returns",
        "What does `Traceback.as_dict()` give back? I want to know what the dict looks like.",
        {"returns": "Traceback.as_dict", "file": TBLIB},
    ),
    q(
        "tblib",
        "calls",
        "Who calls _install_for_instance in tblib?",
        grep(r"^\s+_install_for_instance\(", PICKLING),
    ),
    q(
        "tblib",
        "raises",
        "If I pass pickling_support.install() a plain string by mistake, where does it bail out?",
        grep(r"raise TypeError\(f'Expected subclasses", PICKLING),
    ),
    q(
        "tblib",
        "which",
        "I copied an error printout out of a log file as plain text. Which part of tblib can "
        "turn that text back into an object?",
        {"body": "Traceback.from_string", "file": TBLIB},
        own=True,
    ),
    q(
        "tblib",
        "which",
        "is there something here that wraps a function so that, instead of crashing, it hands "
        "the error back to me as an ordinary value?",
        {"body": "return_error", "file": "tblib/decorators.py"},
        own=True,
    ),
    run(
        "tblib",
        "Can you run {} and tell me what it prints?",
        "import tblib; t = tblib.Traceback.from_dict({'tb_frame': {'f_globals': {}, "
        "'f_code': {'co_filename': 'x.py', 'co_name': 'f'}, 'f_lineno': 7}, 'tb_lineno': 7, "
        "'tb_next': None}); print(sorted(t.as_dict()))",
        "['tb_frame', 'tb_lineno', 'tb_next']",
    ),
    q(
        "tblib",
        "edit",
        "get_all_locals in tblib/__init__.py has no docstring, please add one",
        {"effect": {"docstring": "get_all_locals"}},
    ),
    # --- zict -------------------------------------------------------------------------------
    q(
        "zict",
        "calls",
        "where is File._safe_key called from?",
        grep(r"self\._safe_key\(", "zict/file.py"),
    ),
    q(
        "zict",
        "returns",
        "what does InsertionSortedSet.popleft return",
        {"returns": "InsertionSortedSet.popleft", "file": "zict/utils.py"},
    ),
    q(
        "zict",
        "raises",
        "Where in zip.py do we throw NotImplementedError?",
        grep(r"raise NotImplementedError\(", "zict/zip.py"),
    ),
    q(
        "zict",
        "where",
        "Where's the `locked` decorator defined?",
        {"def": "locked", "file": "zict/common.py"},
    ),
    q(
        "zict",
        "how",
        "how does Buffer.__getitem__ get hold of a key that isn't in `fast`?",
        {"body": "Buffer.__getitem__", "file": "zict/buffer.py"},
        {"body": "Buffer.slow_to_fast", "file": "zict/buffer.py"},
    ),
    q(
        "zict",
        "which",
        "When the in-memory store is full, which code kicks out whatever hasn't been looked "
        "at for the longest time?",
        {"body": "LRU.evict", "file": "zict/lru.py"},
        own=True,
    ),
    run(
        "zict",
        "what's the output of {}",
        "import zict; d = zict.LRU(2, {}); d['a'] = 1; d['b'] = 2; d['c'] = 3; print(sorted(d))",
        "['b', 'c']",
    ),
    q(
        "zict",
        "edit",
        "Could you make zict's Zip mapping support deleting keys? It would have to rewrite the "
        "archive into a new zip file without that entry and swap it in.",
        {"effect": {"declined": True}},
    ),
    # --- toolz ------------------------------------------------------------------------------
    q(
        "toolz",
        "where",
        "where is sliding_window defined",
        {"def": "sliding_window", "file": ITERTOOLZ},
    ),
    q(
        "toolz",
        "returns",
        "What does toolz's `topk` return - a list or something else?",
        {"returns": "topk", "file": ITERTOOLZ},
    ),
    q(
        "toolz",
        "calls",
        "Which functions in dicttoolz call `_get_factory`?",
        grep(r"= _get_factory\(", "toolz/dicttoolz.py"),
    ),
    q(
        "toolz",
        "raises",
        "Where's the TypeError raised in diff() in itertoolz?",
        grep(r"raise TypeError\('Too few sequences", ITERTOOLZ),
    ),
    q(
        "toolz",
        "raises",
        "memoize falls over when I call the wrapped function with a list argument. where does "
        "that happen?",
        grep(r'raise TypeError\("Arguments to memoized', "toolz/functoolz.py"),
    ),
    q(
        "toolz",
        "how",
        "How can I look at the first thing coming out of an iterator without using it up?",
        {"body": "peek", "file": ITERTOOLZ},
        {"body": "peekn", "file": ITERTOOLZ},
        own=True,
    ),
    q(
        "toolz",
        "which",
        "which function chops a list into groups of a fixed size but still keeps the short "
        "leftover group at the end?",
        {"body": "partition_all", "file": ITERTOOLZ},
        own=True,
    ),
    q(
        "toolz",
        "edit",
        "In toolz/functoolz.py, right after the line `PYPY = hasattr(sys, 'pypy_version_info')`, "
        "add a line `CPYTHON = not PYPY`.",
        {
            "effect": {
                "line_after": [
                    "toolz/functoolz.py",
                    "PYPY = hasattr(sys, 'pypy_version_info')",
                    "CPYTHON = not PYPY",
                ]
            }
        },
    ),
    # --- sortedcontainers -------------------------------------------------------------------
    q(
        "sortedcontainers",
        "where",
        "where is the SortedListWithKey alias set?",
        grep(r"^SortedListWithKey = ", SORTEDLIST),
    ),
    q(
        "sortedcontainers",
        "returns",
        "Hi! What does SortedList.__new__ actually return?",
        {"returns": "SortedList.__new__", "file": SORTEDLIST},
    ),
    q(
        "sortedcontainers",
        "calls",
        "who calls _build_index",
        grep(r"self\._build_index\(\)", SORTEDLIST),
    ),
    q(
        "sortedcontainers",
        "raises",
        "In sorteddict.py, where does popitem raise KeyError when the dict is empty?",
        grep(
            r"raise KeyError\('popitem\(\): dictionary is empty'\)",
            "sortedcontainers/sorteddict.py",
        ),
    ),
    q(
        "sortedcontainers",
        "raises",
        "wher does SortedList.pop raise the IndexError?",
        grep(r"raise IndexError\('pop index out of range'\)", SORTEDLIST),
    ),
    q(
        "sortedcontainers",
        "how",
        "The sorted list keeps its items in a bunch of smaller chunks, right? When one chunk gets "
        "too long, where does it get cut in two?",
        {"body": "SortedList._expand", "file": SORTEDLIST},
        {"body": "SortedKeyList._expand", "file": SORTEDLIST},
        own=True,
    ),
    run(
        "sortedcontainers",
        "Please run {}",
        "from sortedcontainers import SortedList; s = SortedList([5, 1, 3]); s.add(2); "
        "print(list(s), s.bisect_left(3))",
        "[1, 2, 3, 5] 2",
    ),
    q(
        "sortedcontainers",
        "edit",
        "change DEFAULT_LOAD_FACTOR in sortedlist.py from 1000 to 500",
        {
            "effect": {
                "line_replaced": [
                    SORTEDLIST,
                    "DEFAULT_LOAD_FACTOR = 1000",
                    "DEFAULT_LOAD_FACTOR = 500",
                ]
            }
        },
    ),
    # --- click ------------------------------------------------------------------------------
    q(
        "click",
        "calls",
        "Where is `_check_nested_chain` called?",
        grep(r"^\s+_check_nested_chain\(", "click/core.py"),
    ),
    q(
        "click",
        "raises",
        "which lines raise NoSuchOption in the click parser",
        grep(r"raise NoSuchOption\(", "click/parser.py"),
    ),
    q(
        "click",
        "returns",
        "what does make_default_short_help hand back?",
        {"returns": "make_default_short_help", "file": "click/utils.py"},
    ),
    q(
        "click",
        "where",
        "where's _HIDDEN_INPUT_MASK set in termui?",
        grep(r"^_HIDDEN_INPUT_MASK = ", "click/termui.py"),
    ),
    q(
        "click",
        "where",
        "Could you point me to HelpFormatter.write_usage?",
        {"def": "HelpFormatter.write_usage", "file": "click/formatting.py"},
    ),
    q(
        "click",
        "which",
        "My tool needs somewhere to keep its settings. Where does click work out which folder "
        "that should be on Windows vs Mac vs Linux?",
        {"body": "get_app_dir", "file": "click/utils.py"},
        own=True,
    ),
    q(
        "click",
        "how",
        "when someone presses tab halfway through typing a quoted filename, how does click break "
        "the line into words without choking on the missing closing quote?",
        {"body": "split_arg_string", "file": "click/shell_completion.py"},
        own=True,
    ),
    q(
        "click",
        "edit",
        "Please add PowerShell support to click's tab completion: a new class next to the bash, "
        "zsh and fish ones, with its own script template, registered like the others.",
        {"effect": {"declined": True}},
    ),
    # --- jinja2 -----------------------------------------------------------------------------
    q(
        "jinja2",
        "where",
        "Where is MAX_RANGE set in the sandbox?",
        grep(r"^MAX_RANGE = ", "jinja2/sandbox.py"),
    ),
    q(
        "jinja2",
        "where",
        "where is jinja's LRUCache class",
        {"def": "LRUCache", "file": "jinja2/utils.py"},
    ),
    q(
        "jinja2",
        "raises",
        "safe_range gives up on some inputs - where exactly does it fail?",
        grep(r"raise OverflowError\(", "jinja2/sandbox.py"),
    ),
    q(
        "jinja2",
        "returns",
        "What does `import_string` return?",
        {"returns": "import_string", "file": "jinja2/utils.py"},
    ),
    q(
        "jinja2",
        "which",
        "Which filter turns a plain number of bytes into something people can read, like '1.5 MB'?",
        {"body": "do_filesizeformat", "file": "jinja2/filters.py"},
        own=True,
    ),
    q(
        "jinja2",
        "how",
        "How does jinja stop someone from asking for a template like ../../etc/passwd and "
        "reading files outside the templates folder?",
        {"body": "split_template_path", "file": "jinja2/loaders.py"},
        own=True,
    ),
    run(
        "jinja2",
        "What does {} print out?",
        "import jinja2; print(jinja2.Template('{{ xs|batch(2)|list }}').render(xs=[1, 2, 3]))",
        "[[1, 2], [3]]",
    ),
    q(
        "jinja2",
        "edit",
        'In jinja2/sandbox.py, add "gi_yieldfrom" to UNSAFE_GENERATOR_ATTRIBUTES.',
        {
            "effect": {
                "value_set": [
                    "jinja2/sandbox.py",
                    "UNSAFE_GENERATOR_ATTRIBUTES",
                    '{"gi_frame", "gi_code", "gi_yieldfrom"}',
                ]
            }
        },
    ),
]
