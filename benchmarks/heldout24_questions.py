"""The twenty-fourth held-out set: questions on six third-party packages, not the standard
library (wcwidth, ptyprocess, comm, psygnal, async_lru and the single module nest_asyncio2.py).
``bench_answers.make_workspace`` copies them from the installed site-packages. They were read at
wcwidth 0.7.0, ptyprocess 0.7.0, comm 0.2.3, psygnal 0.16.1, async_lru 2.4.0 and nest_asyncio2
1.7.4; every .py file of each package parses with ``ast``, so each workspace is the whole package
(psygnal's compiled extension modules are copied along and are never a gold). Golds name code,
never line numbers, so they hold as long as those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, which function does something said in the code's names,
how a named function does something; three ask where a function fails without naming the
exception), 10 are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it), 4 run a command and 6 ask for an edit (2 of them beyond a
program that is not an LLM, to be declined). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "wcwidth": ["wcwidth"],
    "ptyprocess": ["ptyprocess"],
    "comm": ["comm"],
    "psygnal": ["psygnal"],
    "async_lru": ["async_lru"],
    "nest_asyncio2": ["nest_asyncio2.py"],
}

WC = "wcwidth/_wcwidth.py"
WTS = "wcwidth/text_sizing.py"
WCONST = "wcwidth/_constants.py"
PTY = "ptyprocess/ptyprocess.py"
CBASE = "comm/base_comm.py"
CINIT = "comm/__init__.py"
PSIG = "psygnal/_signal.py"
PSET = "psygnal/containers/_evented_set.py"
ALRU = "async_lru/__init__.py"
NEST = "nest_asyncio2.py"


QUESTIONS: list[dict] = [
    # --- wcwidth ------------------------------------------------------------------------------
    q("wcwidth", "where", "wheres bisearch defined", {"def": "bisearch"}),
    q(
        "wcwidth",
        "calls",
        "Could you show me every place `_sgr_state_is_active` actually gets called?",
        {"grep": r"if (not )?_sgr_state_is_active\("},
    ),
    q(
        "wcwidth",
        "where",
        "In wcwidth, which line sets the skin-tone codepoint range constant _FITZPATRICK_RANGE?",
        grep(r"^_FITZPATRICK_RANGE = ", WCONST),
    ),
    q(
        "wcwidth",
        "raises",
        "TextSizingParams.from_params chokes on some of my OSC 66 params - where exactly does it "
        "give up on bad input?",
        grep(r"raise ValueError\(", WTS),
    ),
    q(
        "wcwidth",
        "how",
        "how does strip_sequences get rid of the escape codes? does it keep the text-sizing "
        "inner text?",
        {"body": "strip_sequences"},
    ),
    q(
        "wcwidth",
        "which",
        "Which function tells me how much horizontal room one single symbol takes up when it "
        "gets printed in my console?",
        {"body": "wcwidth", "file": WC},
        own=True,
    ),
    q(
        "wcwidth",
        "which",
        "i want to push a coloured string over to the right edge so it lines up in a column, "
        "padding on its left side. what does that?",
        {"body": "rjust"},
        own=True,
    ),
    run(
        "wcwidth",
        "What's the output of {} ?",
        "import wcwidth; print(wcwidth.wcswidth('\u30b3\u30f3\u30cb\u30c1\u30cf'), "
        "wcwidth.wcwidth('a'))",
        "10 1",
    ),
    q(
        "wcwidth",
        "edit",
        "In wcwidth/grapheme.py please bump MAX_GRAPHEME_SCAN from 32 to 64.",
        {"effect": {"value_set": ["wcwidth/grapheme.py", "MAX_GRAPHEME_SCAN", "64"]}},
    ),
    # --- ptyprocess ---------------------------------------------------------------------------
    q(
        "ptyprocess",
        "where",
        "Where is the PtyProcessError exception class declared?",
        {"def": "PtyProcessError"},
    ),
    q(
        "ptyprocess",
        "raises",
        "where do read() and readline() raise EOFError in ptyprocess.py",
        grep(r"raise EOFError\(", PTY),
    ),
    q(
        "ptyprocess",
        "calls",
        "who calls the module-level helper `_setwinsize`?",
        grep(r"(?<!def )_setwinsize\(", PTY),
    ),
    q(
        "ptyprocess",
        "which",
        "Which PtyProcess method maps a letter like 'g' (or '?') to its control byte and writes "
        "it to the child?",
        {"body": "PtyProcess.sendcontrol"},
    ),
    q(
        "ptyprocess",
        "raises",
        "If I pass spawn() a string instead of a list, or a program that isn't on PATH, where "
        "does it bail out?",
        grep(r"raise (TypeError|FileNotFoundError)\(", PTY),
    ),
    q(
        "ptyprocess",
        "how",
        "how can i block until the program in the terminal stops showing my keystrokes back to "
        "me (like when it asks for a password)?",
        {"body": "PtyProcess.waitnoecho"},
        own=True,
    ),
    q(
        "ptyprocess",
        "how",
        "When I want the child gone, what does it do - ask nicely first and only get brutal at "
        "the end? Which code is that?",
        {"body": "PtyProcess.terminate"},
        own=True,
    ),
    q(
        "ptyprocess",
        "edit",
        "Change the pause after closing in PtyProcess.__init__: `self.delayafterclose = 0.1` "
        "should become `self.delayafterclose = 0.2`.",
        {
            "effect": {
                "line_replaced": [
                    PTY,
                    "self.delayafterclose = 0.1",
                    "self.delayafterclose = 0.2",
                ]
            }
        },
    ),
    # --- comm ---------------------------------------------------------------------------------
    q("comm", "where", "where's the CommManager class?", {"def": "CommManager"}),
    q(
        "comm",
        "calls",
        "Who calls `register_comm` on the manager?",
        grep(r"\.register_comm\(", CBASE),
    ),
    q(
        "comm",
        "raises",
        "Where is NotImplementedError raised in base_comm.py?",
        grep(r"raise NotImplementedError\(", CBASE),
    ),
    q(
        "comm",
        "returns",
        "What does _get_comm_manager return, and when does it make a fresh one?",
        {"returns": "_get_comm_manager"},
    ),
    q(
        "comm",
        "which",
        "When something asks for a channel by an id nobody ever registered, which method "
        "complains in the log and gives back None instead of blowing up?",
        {"body": "CommManager.get_comm"},
        own=True,
    ),
    run(
        "comm",
        "Please run {} and tell me what it prints.",
        "import comm; c = comm.create_comm(target_name='x'); "
        "print(type(c).__name__, len(comm.get_comm_manager().comms))",
        "DummyComm 1",
    ),
    q(
        "comm",
        "edit",
        "rename the module global `_comm_manager` in comm/__init__.py to `_manager_singleton` "
        "everywhere",
        {"effect": {"renamed": ["_comm_manager", "_manager_singleton"]}},
    ),
    # --- psygnal ------------------------------------------------------------------------------
    q("psygnal", "where", "Where is EmitLoopError defined?", {"def": "EmitLoopError"}),
    q(
        "psygnal",
        "raises",
        "where does _signal.py raise RecursionError ?",
        grep(r"raise RecursionError\b", PSIG),
    ),
    q(
        "psygnal",
        "returns",
        "what does `ReemissionMode.validate` hand back when the value is ok?",
        {"returns": "ReemissionMode.validate"},
    ),
    q(
        "psygnal",
        "calls",
        "Who passes `_reduce_events` to paused() in the evented set code?",
        grep(r"paused\(_reduce_events", PSET),
    ),
    q(
        "psygnal",
        "which",
        "Which function renames psygnal's compiled .so/.pyd files so the pure-Python modules "
        "get imported instead?",
        {"body": "decompile"},
    ),
    q(
        "psygnal",
        "which",
        "I need something that holds off calling my function until things have been quiet for "
        "a little while, then calls it once. which class is that?",
        {"body": "Debouncer"},
        own=True,
    ),
    q(
        "psygnal",
        "which",
        "While debugging I'd like to print out everything that fires on one object of mine - "
        "what's the helper for that?",
        {"body": "monitor_events"},
        own=True,
    ),
    run(
        "psygnal",
        "run {} pls",
        "from psygnal import SignalInstance; s = SignalInstance((int,)); out = []; "
        "s.connect(out.append); s.emit(3); s.emit(4); print(out)",
        "[3, 4]",
    ),
    q(
        "psygnal",
        "edit",
        "Rewrite psygnal's Throttler and Debouncer to run on asyncio instead of threading.Timer, "
        "keeping the behaviour identical.",
        {"effect": {"declined": True}},
    ),
    # --- async_lru ----------------------------------------------------------------------------
    q(
        "async_lru",
        "where",
        "Where's the AlruCacheLoopResetWarning class?",
        {"def": "AlruCacheLoopResetWarning"},
    ),
    q(
        "async_lru",
        "raises",
        "where does _make_wrapper refuse a bad combination of jitter / ttl / key / typed?",
        grep(r"raise (ValueError|TypeError)\(", ALRU),
    ),
    q(
        "async_lru",
        "returns",
        "what does _LRUCacheWrapper.cache_invalidate return?",
        {"returns": "_LRUCacheWrapper.cache_invalidate"},
    ),
    q(
        "async_lru",
        "calls",
        "Where is `_check_loop` called from?",
        grep(r"self\._check_loop\(", ALRU),
    ),
    q(
        "async_lru",
        "how",
        "How does `cache_close` on the wrapper deal with tasks still running when wait is False?",
        {"body": "_LRUCacheWrapper.cache_close"},
    ),
    q(
        "async_lru",
        "how",
        "Where does a finished result get a timer to drop it later, with a bit of random slack "
        "added so they don't all expire together?",
        {"body": "_LRUCacheWrapper._task_done_callback"},
        own=True,
    ),
    q(
        "async_lru",
        "how",
        "if every caller waiting on the same call gives up, where does it stop the actual work "
        "and forget the entry?",
        {"body": "_LRUCacheWrapper._shield_and_handle_cancelled_error"},
        own=True,
    ),
    q(
        "async_lru",
        "edit",
        "Add a short docstring to `_LRUCacheWrapper.cache_clear` in async_lru/__init__.py "
        "saying it empties the cache and resets the hit/miss counters.",
        {"effect": {"docstring": "_LRUCacheWrapper.cache_clear"}},
    ),
    # --- nest_asyncio2 ------------------------------------------------------------------------
    q("nest_asyncio2", "where", "where is _patch_tornado", {"def": "_patch_tornado"}),
    q(
        "nest_asyncio2",
        "raises",
        "Which lines in nest_asyncio2.py raise a RuntimeError?",
        grep(r"raise RuntimeError\(", NEST),
    ),
    q(
        "nest_asyncio2",
        "calls",
        "who calls _patch_loop()",
        grep(r"^\s+_patch_loop\(loop\)", NEST),
    ),
    q(
        "nest_asyncio2",
        "how",
        "In the patched run_until_complete, how are done-callbacks still sitting in `_ready` "
        "handled once the future has finished?",
        {"body": "_patch_loop.run_until_complete"},
    ),
    q(
        "nest_asyncio2",
        "which",
        "which helper figures out that a queued callback can't run yet because the thing it "
        "runs inside is already busy further up the call chain?",
        {"body": "_context_entered"},
        own=True,
    ),
    run(
        "nest_asyncio2",
        "What does {} output?",
        "import asyncio, nest_asyncio2; nest_asyncio2.apply(); "
        "print(asyncio.run(asyncio.sleep(0, result=7)))",
        "7",
    ),
    q(
        "nest_asyncio2",
        "edit",
        "Could you make nest_asyncio2 work with trio's event loop too, the same way it patches "
        "asyncio loops?",
        {"effect": {"declined": True}},
    ),
]
