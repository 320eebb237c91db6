"""The hundred-and-fifty-eighth held-out set: questions on four modules of two async packages,
copied from the installed site-packages (trio 0.22.2: ``trio/_sync.py``, ``trio/_abc.py`` and
``trio/testing/_memory_streams.py``; anyio 4.16.0: ``anyio/_core/_synchronization.py``), written
blind: by reading only those files, never the model's code or its notes, and committed before the
model was asked any of them. This is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (trio's and anyio's synchronization primitives
most, then trio's in-memory test streams and its abstract base classes, whose bulk is docstrings).
About a fifth of the questions that are not edits are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h158_trio_sync": ["trio/_sync.py"],
    "h158_trio_abc": ["trio/_abc.py"],
    "h158_trio_memory_streams": ["trio/testing/_memory_streams.py"],
    "h158_anyio_sync": ["anyio/_core/_synchronization.py"],
}

SYNC = "trio/_sync.py"
ABC = "trio/_abc.py"
MEM = "trio/testing/_memory_streams.py"
ANY = "anyio/_core/_synchronization.py"


QUESTIONS: list[dict] = [
    # --- trio/_sync.py -----------------------------------------------------------------------
    q(
        "h158_trio_sync",
        "where",
        "where's StrictFIFOLock defined?",
        {"def": "StrictFIFOLock"},
    ),
    q(
        "h158_trio_sync",
        "returns",
        "In trio's sync module, what does `Semaphore.statistics` actually return? Its own object "
        "like the Lock one, or something borrowed?",
        {"returns": "Semaphore.statistics"},
    ),
    q(
        "h158_trio_sync",
        "calls",
        "who calls _wake_waiters on the CapacityLimiter",
        grep(r"self\._wake_waiters\(\)", SYNC),
    ),
    q(
        "h158_trio_sync",
        "raises",
        "Got `RuntimeError: can't release a Lock you don't own` from a helper task. Which line "
        "throws that?",
        grep(r"raise RuntimeError\(\"can't release a Lock you don't own\"\)", SYNC),
    ),
    q(
        "h158_trio_sync",
        "raises",
        "where do Condition.notify / notify_all refuse to run when the caller doesn't hold the "
        "lock?",
        grep(r'raise RuntimeError\("must hold the lock to notify"\)', SYNC),
    ),
    q(
        "h158_trio_sync",
        "raises",
        "I passed a StrictFIFOLock into trio.Condition(...) and it blew up with a TypeError. "
        "Where is that check?",
        grep(r'raise TypeError\("lock must be a trio\.Lock"\)', SYNC),
    ),
    q(
        "h158_trio_sync",
        "which",
        "Which class gives trio's Lock, Semaphore and CapacityLimiter their `async with` support?",
        {"def": "AsyncContextManagerMixin"},
    ),
    q(
        "h158_trio_sync",
        "which",
        "I want a task to sit tight until some one-off thing has occurred elsewhere, and just "
        "carry on straight away if that's long since done. Which method in trio's sync code "
        "does that sitting?",
        {"body": "Event.wait"},
        own=True,
    ),
    q(
        "h158_trio_sync",
        "how",
        "How does trio's Condition.wait behave if it gets cancelled while it's parked -- does "
        "the task still get the lock back before the Cancelled propagates?",
        {"body": "Condition.wait"},
    ),
    q(
        "h158_trio_sync",
        "how",
        "when a trio Lock is released and there are tasks queued on it, how does release pick "
        "who owns it next?",
        {"body": "_LockImpl.release"},
    ),
    q(
        "h158_trio_sync",
        "how",
        "Say ten jobs are running and I lower the cap on how many may run together down to "
        "five. Do the running ones get thrown out, and how is it worked out when the ones stuck "
        "in line get to go?",
        grep(
            r"self\._total_tokens = new_total_tokens|available = self\._total_tokens - len"
            r"|for woken in self\._lot\.unpark\(count=available\)",
            SYNC,
        ),
        own=True,
    ),
    run(
        "h158_trio_sync",
        "Run {} and tell me what the repr says about borrowed and waiting.",
        "import trio; print(trio.CapacityLimiter(4))",
        "0/4 with 0 waiting",
    ),
    q(
        "h158_trio_sync",
        "edit",
        "In trio/_sync.py please rename the CapacityLimiter helper `_wake_waiters` to "
        "`_wake_pending`, the definition and both places that call it.",
        {"effect": {"renamed": ["_wake_waiters", "_wake_pending"]}},
    ),
    q(
        "h158_trio_sync",
        "edit",
        "typo in Semaphore.__init__: the error says 'max_values must be >= initial_value'. "
        "Make it 'max_value must be >= initial_value'.",
        {
            "effect": {
                "text_replaced": [
                    SYNC,
                    "max_values must be >= initial_value",
                    "max_value must be >= initial_value",
                ]
            }
        },
    ),
    q(
        "h158_trio_sync",
        "edit",
        "trio/_sync.py has basically no type annotations. Could you go through Event, "
        "CapacityLimiter, Semaphore, Lock and Condition and add full type hints everywhere so "
        "mypy --strict passes?",
        {"effect": {"declined": True}},
    ),
    # --- trio/_abc.py ------------------------------------------------------------------------
    q(
        "h158_trio_abc",
        "where",
        "Which line of trio/_abc.py declares the abstract `send_eof`?",
        {"def": "HalfCloseableStream.send_eof"},
    ),
    q(
        "h158_trio_abc",
        "returns",
        "what does AsyncResource.__aenter__ give back",
        {"returns": "AsyncResource.__aenter__"},
    ),
    q(
        "h158_trio_abc",
        "calls",
        "Where in _abc.py does anything call `aclose()` for you?",
        grep(r"await self\.aclose\(\)", ABC),
    ),
    q(
        "h158_trio_abc",
        "raises",
        "list every spot in trio's abc module that raises StopAsyncIteration",
        grep(r"raise StopAsyncIteration", ABC),
    ),
    q(
        "h158_trio_abc",
        "const",
        "Where is the `ReceiveType` type variable set up, and is it covariant or contravariant?",
        grep(r"^ReceiveType = TypeVar\(", ABC),
    ),
    q(
        "h158_trio_abc",
        "which",
        "Which Instrument hook runs immediately before trio resumes a task?",
        {"def": "Instrument.before_task_step"},
    ),
    q(
        "h158_trio_abc",
        "which",
        "My company has its own internal name lookup service. Which interface would I implement "
        "so trio asks it to turn machine names into IP addresses?",
        {"def": "HostnameResolver"},
        own=True,
    ),
    q(
        "h158_trio_abc",
        "how",
        "When I go through the objects that arrive from the far side one by one, what brings "
        "that to a quiet end once the far side is finished?",
        {"body": "ReceiveChannel.__anext__"},
        own=True,
    ),
    run(
        "h158_trio_abc",
        "what does {} print?",
        "import trio; print(sorted(trio.abc.Clock.__abstractmethods__))",
        "['current_time', 'deadline_to_sleep_time', 'start_clock']",
    ),
    q(
        "h158_trio_abc",
        "edit",
        "ReceiveStream.__anext__ in trio/_abc.py has no docstring. Add one saying it returns the "
        "next chunk and stops the iteration at end-of-file.",
        {"effect": {"docstring": "ReceiveStream.__anext__"}},
    ),
    q(
        "h158_trio_abc",
        "edit",
        "we never use it, so please delete the `after_io_wait` method from the Instrument class "
        "in _abc.py",
        {"effect": {"definition_deleted": [ABC, "Instrument.after_io_wait"]}},
    ),
    # --- trio/testing/_memory_streams.py -----------------------------------------------------
    q(
        "h158_trio_memory_streams",
        "where",
        "where's `_make_stapled_pair` defined",
        {"def": "_make_stapled_pair"},
    ),
    q(
        "h158_trio_memory_streams",
        "returns",
        "What's the return value of memory_stream_pump? Does it tell me whether anything moved?",
        {"returns": "memory_stream_pump"},
    ),
    q(
        "h158_trio_memory_streams",
        "calls",
        "Where does the lockstep queue call `_something_happened`?",
        grep(r"self\._something_happened\(\)", MEM),
    ),
    q(
        "h158_trio_memory_streams",
        "calls",
        "who uses _make_stapled_pair in trio/testing/_memory_streams.py?",
        grep(r"return _make_stapled_pair\(", MEM),
    ),
    q(
        "h158_trio_memory_streams",
        "raises",
        "my test got BrokenResourceError('MemoryReceiveStream was closed') -- where is it raised?",
        grep(r'raise _core\.BrokenResourceError\("MemoryReceiveStream was closed"\)', MEM),
    ),
    q(
        "h158_trio_memory_streams",
        "raises",
        "Calling receive_some(0) on one of the testing streams gives a ValueError. Which lines "
        "in the memory streams file raise it?",
        grep(r'raise ValueError\("max_bytes must be >= 1"\)', MEM),
    ),
    q(
        "h158_trio_memory_streams",
        "which",
        "which MemoryReceiveStream method do I call to simulate the peer sending EOF?",
        {"def": "MemoryReceiveStream.put_eof"},
    ),
    q(
        "h158_trio_memory_streams",
        "which",
        "In trio's fake connections for tests, which function shovels the bytes waiting on the "
        "writing side across to the reading side and says whether there was anything to move?",
        {"def": "memory_stream_pump"},
        own=True,
    ),
    q(
        "h158_trio_memory_streams",
        "how",
        "For the test pipe that holds nothing in between, how does the reading end give me only "
        "part of what the writer handed over when I ask for a smaller amount, and what happens "
        "to the rest?",
        {"body": "_LockstepByteQueue.receive_some"},
        own=True,
    ),
    q(
        "h158_trio_memory_streams",
        "how",
        "How does MemoryReceiveStream.receive_some notice that the stream was closed while it was "
        "blocked waiting for data?",
        {"body": "MemoryReceiveStream.receive_some"},
    ),
    run(
        "h158_trio_memory_streams",
        "can you execute {} and show me the two chunks?",
        "from trio.testing._memory_streams import _UnboundedByteQueue; q = _UnboundedByteQueue(); "
        "q.put(b'hello'); print(q.get_nowait(3), q.get_nowait())",
        "bytearray(b'hel') bytearray(b'lo')",
    ),
    q(
        "h158_trio_memory_streams",
        "edit",
        "In _UnboundedByteQueue._get_impl, comment out the `assert chunk` line.",
        {"effect": {"comment_out": [MEM, "assert chunk"]}},
    ),
    q(
        "h158_trio_memory_streams",
        "edit",
        "Some of my tests using lockstep_stream_pair hang forever now and then. There must be a "
        "race in _LockstepByteQueue -- can you track it down and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- anyio/_core/_synchronization.py -----------------------------------------------------
    q(
        "h158_anyio_sync",
        "where",
        "where is ResourceGuard defined in anyio",
        {"def": "ResourceGuard"},
    ),
    q(
        "h158_anyio_sync",
        "where",
        "Where's the `_lock` property of LockAdapter?",
        {"def": "LockAdapter._lock"},
    ),
    q(
        "h158_anyio_sync",
        "returns",
        "what does anyio's Condition.wait_for return once the predicate holds?",
        {"returns": "Condition.wait_for"},
    ),
    q(
        "h158_anyio_sync",
        "calls",
        "Which methods of anyio's Condition call `_check_acquired`?",
        grep(r"self\._check_acquired\(\)", ANY),
    ),
    q(
        "h158_anyio_sync",
        "raises",
        "anyio.Semaphore(5, max_value=2) raises a ValueError. Where?",
        grep(
            r"max_value must be equal to or higher than initial_value|^\s+raise ValueError\($",
            ANY,
        ),
    ),
    q(
        "h158_anyio_sync",
        "raises",
        "Where does anyio object when a second coroutine barges in on something another one is "
        "still in the middle of?",
        grep(r"raise BusyResourceError\(self\.action\)", ANY),
        own=True,
    ),
    q(
        "h158_anyio_sync",
        "const",
        "what's the default action string of ResourceGuard, and where is it set?",
        grep(r'def __init__\(self, action: str = "using"\)', ANY),
    ),
    q(
        "h158_anyio_sync",
        "which",
        "Which class do I actually get from anyio.Lock() when no event loop is running yet?",
        {"def": "LockAdapter"},
    ),
    q(
        "h158_anyio_sync",
        "which",
        "in anyio, which method rouses up to some count of sleeping tasks, oldest sleeper "
        "first, and quietly stops when there aren't that many?",
        {"def": "Condition.notify"},
        own=True,
    ),
    q(
        "h158_anyio_sync",
        "how",
        "How does anyio's Condition.wait hand a notification on to the next waiter when the "
        "task that got notified is cancelled before it can use it?",
        {"body": "Condition.wait"},
    ),
    q(
        "h158_anyio_sync",
        "how",
        "If I trigger one of anyio's signal objects at import time, before any loop is running, "
        "how does it remember that so a task that blocks on it later isn't stuck?",
        grep(r"self\._is_set = True|if self\._is_set:|self\._internal_event\.set\(\)", ANY),
        own=True,
    ),
    run(
        "h158_anyio_sync",
        "Outside of any event loop, {} -- what's the output?",
        "from anyio import Semaphore; s = Semaphore(2, max_value=3); "
        "print(type(s).__name__, s.value, s.max_value)",
        "SemaphoreAdapter 2 3",
    ),
    q(
        "h158_anyio_sync",
        "edit",
        "In anyio/_core/_synchronization.py, Condition.__init__ has `self._lock = lock or Lock()`. "
        "Replace that line with `self._lock = lock if lock is not None else Lock()`.",
        {
            "effect": {
                "line_replaced": [
                    ANY,
                    "self._lock = lock or Lock()",
                    "self._lock = lock if lock is not None else Lock()",
                ]
            }
        },
    ),
]
