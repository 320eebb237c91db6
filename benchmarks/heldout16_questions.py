"""The sixteenth held-out set: questions on six standard-library modules no other set uses
(asyncio, concurrent, difflib, curses, lib2to3, tkinter), written blind: by reading only those
modules, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

About a fifth of its questions are in the user's own words (``"own": True``: behaviour described
in words the code does not use for it); the rest name the code, run a command or ask for an edit
(two of them requests a program that is not an LLM should decline), each in a phrasing of its
own. Gold forms are those of ``code_questions.py``.

lib2to3's workspace leaves out its ``tests`` folder: its data files are Python 2 and files with
odd encodings that ``ast`` cannot parse, and the gold resolver parses every file.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "asyncio": ["asyncio"],
    "concurrent": ["concurrent"],
    "difflib": ["difflib.py"],
    "curses": ["curses"],
    "lib2to3": [
        f"lib2to3/{name}"
        for name in (
            "__init__.py",
            "__main__.py",
            "btm_matcher.py",
            "btm_utils.py",
            "fixer_base.py",
            "fixer_util.py",
            "main.py",
            "patcomp.py",
            "pygram.py",
            "pytree.py",
            "refactor.py",
            "Grammar.txt",
            "PatternGrammar.txt",
            "fixes",
            "pgen2",
        )
    ],
    "tkinter": ["tkinter"],
}


QUESTIONS: list[dict] = [
    # --- asyncio --------------------------------------------------------------------------
    q(
        "asyncio",
        "where",
        "where is _DEFAULT_LIMIT assigned in asyncio's streams module?",
        grep(r"^_DEFAULT_LIMIT = ", "asyncio/streams.py"),
    ),
    q(
        "asyncio",
        "raises",
        "Which lines in asyncio raise IncompleteReadError?",
        grep(r"raise exceptions\.IncompleteReadError\(", "asyncio/streams.py"),
    ),
    q(
        "asyncio",
        "returns",
        "what does ensure_future hand back to the caller",
        {"returns": "ensure_future"},
    ),
    q(
        "asyncio",
        "raises",
        "If I pass `_ensure_future` something that's neither a future nor awaitable, where does it "
        "bail out?",
        grep(
            r"raise TypeError\('An asyncio\.Future, a coroutine or an awaitable", "asyncio/tasks.py"
        ),
    ),
    q(
        "asyncio",
        "calls",
        "Where's MAXIMUM_SELECT_TIMEOUT actually used (not defined)?",
        grep(r"MAXIMUM_SELECT_TIMEOUT\)", "asyncio/base_events.py"),
    ),
    q(
        "asyncio",
        "how",
        "how does asyncio.to_thread actually get my blocking function running in another thread?",
        {"body": "to_thread"},
    ),
    q(
        "asyncio",
        "which",
        "When asyncio.run is wrapping up, what cleans up the background jobs that are still going "
        "so they don't just hang around?",
        {"body": "_cancel_all_tasks"},
        own=True,
    ),
    q(
        "asyncio",
        "which",
        "I have a lock-like counter that's only allowed to be given back as many times as it was "
        "taken. Where does asyncio complain when someone gives it back once too often?",
        {"body": "BoundedSemaphore.release"},
        own=True,
    ),
    run(
        "asyncio",
        "run {} please and tell me the output",
        "import asyncio; print(asyncio.run(asyncio.sleep(0, result='done')))",
        "done",
    ),
    q(
        "asyncio",
        "edit",
        "In asyncio/constants.py change SSL_HANDSHAKE_TIMEOUT to 30.0",
        {"effect": {"value_set": ["asyncio/constants.py", "SSL_HANDSHAKE_TIMEOUT", "30.0"]}},
    ),
    # --- concurrent -----------------------------------------------------------------------
    q(
        "concurrent",
        "calls",
        "who calls _create_and_install_waiters?",
        grep(r"= _create_and_install_waiters\(", "concurrent/futures/_base.py"),
    ),
    q(
        "concurrent",
        "where",
        "Where is EXTRA_QUEUED_CALLS defined for the process pool?",
        grep(r"^EXTRA_QUEUED_CALLS = ", "concurrent/futures/process.py"),
    ),
    q(
        "concurrent",
        "raises",
        "Where do futures raise InvalidStateError in concurrent.futures?",
        grep(r"raise InvalidStateError\(", "concurrent/futures/_base.py"),
    ),
    q(
        "concurrent",
        "how",
        "How does ThreadPoolExecutor pick max_workers when you don't pass one?",
        grep(r"max_workers = min\(32, ", "concurrent/futures/thread.py"),
    ),
    q(
        "concurrent",
        "raises",
        "where does ProcessPoolExecutor.map reject a bad chunksize",
        grep(r"raise ValueError\(\"chunksize must be", "concurrent/futures/process.py"),
    ),
    q(
        "concurrent",
        "returns",
        "What's returned by `_result_or_cancel`?",
        {"returns": "_result_or_cancel"},
    ),
    q(
        "concurrent",
        "which",
        "For the process pool, which function cuts my input lists up into batches before they get "
        "shipped to the workers?",
        {"body": "_get_chunks"},
        own=True,
    ),
    q(
        "concurrent",
        "which",
        "in the thread pool, what decides whether to spin up one more thread or just let a thread "
        "that's sitting around doing nothing pick up the job?",
        {"body": "ThreadPoolExecutor._adjust_thread_count"},
        own=True,
    ),
    run(
        "concurrent",
        "What does {} output?",
        "from concurrent.futures import ThreadPoolExecutor as T; "
        "print(list(T(2).map(abs, [-1, -2, 3])))",
        "[1, 2, 3]",
    ),
    q(
        "concurrent",
        "edit",
        "in concurrent/futures/thread.py, raise the default thread cap in "
        "ThreadPoolExecutor.__init__ from 32 to 64 (the `min(32, ...)` line)",
        {
            "effect": {
                "text_replaced": [
                    "concurrent/futures/thread.py",
                    "max_workers = min(32,",
                    "max_workers = min(64,",
                ]
            }
        },
    ),
    # --- difflib --------------------------------------------------------------------------
    q("difflib", "where", "Where's `_calculate_ratio` defined?", {"def": "_calculate_ratio"}),
    q(
        "difflib",
        "returns",
        "what does SequenceMatcher.real_quick_ratio return??",
        {"returns": "SequenceMatcher.real_quick_ratio"},
    ),
    q(
        "difflib",
        "raises",
        "get_close_matches - where does it fail when n or cutoff are out of range?",
        grep(r"raise ValueError\(\"(n|cutoff) must be", "difflib.py"),
    ),
    q(
        "difflib",
        "calls",
        "Hi! Could you show me where _check_types gets called from?",
        grep(r"^\s+_check_types\(", "difflib.py"),
    ),
    q(
        "difflib",
        "which",
        "I saved the output of ndiff to a file. Which function gets me back the old version's "
        "lines out of that?",
        {"body": "restore"},
        own=True,
    ),
    q(
        "difflib",
        "which",
        "what in difflib suggests the nearest words when somebody misspells one",
        {"body": "get_close_matches"},
        own=True,
    ),
    run(
        "difflib",
        "can you execute {} for me",
        "import difflib; print(difflib.get_close_matches('pyhton', ['python', 'java', 'perl']))",
        "['python']",
    ),
    q(
        "difflib",
        "edit",
        "add a docstring to _calculate_ratio in difflib.py",
        {"effect": {"docstring": "_calculate_ratio"}},
    ),
    # --- curses ---------------------------------------------------------------------------
    q(
        "curses",
        "where",
        "where is the rectangle drawing helper in curses defined?",
        {"def": "rectangle"},
    ),
    q(
        "curses",
        "returns",
        "What does Textbox.gather return in textpad.py?",
        {"returns": "Textbox.gather"},
    ),
    q(
        "curses",
        "calls",
        "which places call `_end_of_line`?",
        grep(r"self\._end_of_line\(", "curses/textpad.py"),
    ),
    q(
        "curses",
        "where",
        "Where is the DEL constant set in curses.ascii",
        grep(r"^DEL\s+= 0x7f", "curses/ascii.py"),
    ),
    q(
        "curses",
        "which",
        "my terminal ends up all garbled whenever my curses script dies with an exception. what in "
        "curses is supposed to put the screen back the way it was?",
        {"body": "wrapper"},
        own=True,
    ),
    run(
        "curses",
        "Please run {}",
        "import curses.ascii as a; print(a.unctrl(1))",
        "^A",
    ),
    q(
        "curses",
        "edit",
        "Rename `_ctoi` to `_char_to_int` everywhere in the curses package.",
        {"effect": {"renamed": ["_ctoi", "_char_to_int"]}},
    ),
    # --- lib2to3 --------------------------------------------------------------------------
    q(
        "lib2to3",
        "where",
        "where does get_all_fix_names live",
        {"def": "get_all_fix_names"},
    ),
    q(
        "lib2to3",
        "calls",
        "Who uses _get_headnode_dict in lib2to3?",
        grep(r"= _get_headnode_dict\(", "lib2to3/refactor.py"),
    ),
    q(
        "lib2to3",
        "raises",
        "where is FixerError raised?",
        grep(r"raise FixerError\(", "lib2to3/refactor.py"),
    ),
    q(
        "lib2to3",
        "where",
        "pytree.py: where is HUGE set?",
        grep(r"^HUGE = ", "lib2to3/pytree.py"),
    ),
    q(
        "lib2to3",
        "returns",
        "What does `_detect_future_features` return at the end?",
        {"returns": "_detect_future_features"},
    ),
    q(
        "lib2to3",
        "which",
        "When a fixer adds a new statement, how does lib2to3 work out how much whitespace to put "
        "in front of it so it lines up with the code around it?",
        {"body": "find_indentation"},
        own=True,
    ),
    q(
        "lib2to3",
        "which",
        "which function tells whether the pickled grammar is stale compared with the grammar text "
        "file it was built from?",
        {"body": "_newer"},
        own=True,
    ),
    q(
        "lib2to3",
        "edit",
        "Could you make RefactoringTool.refactor_dir remember which files it already converted "
        "and skip the ones that haven't changed since the last run? Some sort of on-disk cache "
        "would be great.",
        {"effect": {"declined": True}},
    ),
    # --- tkinter --------------------------------------------------------------------------
    q(
        "tkinter",
        "where",
        "where's askinteger defined in tkinter",
        {"def": "askinteger"},
    ),
    q(
        "tkinter",
        "calls",
        "In tkinter/font.py, where is _get_default_root called?",
        grep(r"_get_default_root\(", "tkinter/font.py"),
    ),
    q(
        "tkinter",
        "returns",
        "what does _parse_version return",
        {"returns": "_parse_version"},
    ),
    q(
        "tkinter",
        "raises",
        "Where does tkinter raise ValueError for an invalid literal for getboolean?",
        grep(r"raise ValueError\(\"invalid literal for getboolean", "tkinter/__init__.py"),
    ),
    q(
        "tkinter",
        "where",
        "where is wantobjects set in tkinter/__init__.py",
        grep(r"^wantobjects = ", "tkinter/__init__.py"),
    ),
    q(
        "tkinter",
        "which",
        "My little pop-up dialogs always show up in the middle of the window that opened them. "
        "What code decides where they appear on screen?",
        {"body": "_place_window"},
        own=True,
    ),
    q(
        "tkinter",
        "edit",
        "pls give all the simpledialog popups a dark mode that follows the OS theme",
        {"effect": {"declined": True}},
    ),
]
