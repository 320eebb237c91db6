"""The eighty-fourth held-out set: questions on two third-party subpackages that no other set uses,
copied from the installed site-packages (trio 0.22.2's ``trio/_core`` and anyio 4.16.0's
``anyio/_core``), written blind: by reading only those packages, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the packages (trio's core a little more than anyio's).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h84_trio": ["trio/_core"],
    "h84_anyio": ["anyio/_core"],
}

RUN = "trio/_core/_run.py"
EPOLL = "trio/_core/_io_epoll.py"
THREADS = "trio/_core/_thread_cache.py"
EVENTLOOP = "anyio/_core/_eventloop.py"
SOCKETS = "anyio/_core/_sockets.py"
SYNC = "anyio/_core/_synchronization.py"


QUESTIONS: list[dict] = [
    # --- trio/_core ----------------------------------------------------------------------------
    q("h84_trio", "where", "where's Nursery.start defined?", {"def": "Nursery.start"}),
    q(
        "h84_trio",
        "where",
        "Could you point me to where `RunVar.reset` lives?",
        {"def": "RunVar.reset"},
    ),
    q(
        "h84_trio",
        "returns",
        "what does CancelStatus.effective_deadline return? trying to understand when I'd get "
        "-inf back",
        {"returns": "CancelStatus.effective_deadline"},
    ),
    q(
        "h84_trio",
        "returns",
        "What does `ki_protection_enabled` return, e.g. when it walks all the way up the stack "
        "without finding the marker?",
        {"returns": "ki_protection_enabled"},
    ),
    q(
        "h84_trio",
        "calls",
        "who calls _attempt_delivery_of_any_pending_cancel",
        grep(r"\._attempt_delivery_of_any_pending_cancel\(\)", RUN),
    ),
    q(
        "h84_trio",
        "calls",
        "Which places call `Runner.spawn_impl`? I want to see every path that ends up creating "
        "a Task.",
        grep(r"\.spawn_impl\(", RUN),
    ),
    q("h84_trio", "calls", "wher is wake_all called from?", {"grep": r"^\s+wake_all\("}),
    q(
        "h84_trio",
        "raises",
        'Where does trio raise "Attempted to call run() from inside a run()"?',
        grep(r"Attempted to call run\(\) from inside a run\(\)", RUN),
    ),
    q(
        "h84_trio",
        "raises",
        "where does a CancelScope blow up if you try to use it for a second with block",
        grep(r"Each CancelScope may only be used for a single 'with' block", RUN),
    ),
    q(
        "h84_trio",
        "raises",
        "In the epoll backend, where is BusyResourceError raised when two tasks wait on the "
        "same fd?",
        grep(r"raise _core\.BusyResourceError\(", EPOLL),
    ),
    q(
        "h84_trio",
        "raises",
        "RunVar.reset throws a ValueError at me sometimes -- which lines raise it?",
        grep(r'raise ValueError\("token', "trio/_core/_local.py"),
    ),
    q(
        "h84_trio",
        "raises",
        "where does MockClock reject a negative rate",
        grep(r'raise ValueError\("rate must be >= 0"\)', "trio/_core/_mock_clock.py"),
    ),
    q(
        "h84_trio",
        "const",
        "What's the longest trio will ever block waiting for I/O in one go? Where is that cap "
        "defined?",
        grep(r"^_MAX_TIMEOUT: FinalT = ", RUN),
    ),
    run(
        "h84_trio",
        "What does {} print?",
        "from trio._core._mock_clock import MockClock; c = MockClock(); c.jump(2.5); "
        "print(c.current_time(), c.deadline_to_sleep_time(10))",
        "2.5 999999999",
    ),
    run(
        "h84_trio",
        "quick one - can you run {} and tell me what comes out?",
        "from trio._core._multierror import MultiError; "
        "e = MultiError([ValueError('a'), KeyError('b')]); print(type(e).__name__, e)",
        "NonBaseMultiError ValueError('a'), KeyError('b')",
    ),
    q(
        "h84_trio",
        "edit",
        "Please change IDLE_TIMEOUT in trio/_core/_thread_cache.py from 10 to 30 seconds.",
        {"effect": {"value_set": [THREADS, "IDLE_TIMEOUT", "30"]}},
    ),
    q(
        "h84_trio",
        "edit",
        'can you comment out the `print("Exception while delivering result of thread", '
        "file=sys.stderr)` line in _thread_cache.py? the traceback right after is enough for me",
        {
            "effect": {
                "comment_out": [
                    THREADS,
                    'print("Exception while delivering result of thread", file=sys.stderr)',
                ]
            }
        },
    ),
    q(
        "h84_trio",
        "which",
        "Which method moves the tasks over from the temporary nursery into the real one once "
        "the child calls task_status.started()?",
        {"body": "_TaskStatus.started"},
    ),
    q(
        "h84_trio",
        "which",
        "With the fake clock in my tests, which code makes time leap forward by itself when "
        "nothing else is going on?",
        {"body": "MockClock._autojump"},
        grep(r"runner\.clock\._autojump\(\)|idle_primed = IdlePrimedTypes\.AUTOJUMP_CLOCK", RUN),
        own=True,
    ),
    q(
        "h84_trio",
        "which",
        "Which code decides whether my stop-the-program keypress kills things immediately or "
        "gets held back until a safe moment?",
        {"body": "KIManager.install"},
        {"body": "ki_protection_enabled"},
        own=True,
    ),
    q(
        "h84_trio",
        "which",
        "which class keeps the heap of cancel scope deadlines and prunes the stale entries?",
        {"body": "Deadlines"},
    ),
    q(
        "h84_trio",
        "which",
        "Which helper stitches two tracebacks together into one chain?",
        {"body": "concat_tb"},
    ),
    q(
        "h84_trio",
        "how",
        "How does Instruments.add_instrument work out which hooks an instrument actually "
        "overrides?",
        {"body": "Instruments.add_instrument"},
    ),
    q(
        "h84_trio",
        "how",
        "does trio run ready tasks first-come-first-served, or does it shake the order up each "
        "round? where's that",
        grep(r"_r\.random\(\) < 0\.5|batch\.reverse\(\)|_r\.shuffle\(batch\)", RUN),
        own=True,
    ),
    q(
        "h84_trio",
        "how",
        "I stopped looping over an async generator halfway and just dropped it on the floor. How "
        "does trio still get its cleanup code to run?",
        {"body": "AsyncGenerators.install_hooks"},
        {"body": "AsyncGenerators._finalize_one"},
        {"body": "AsyncGenerators.finalize_remaining"},
        own=True,
    ),
    q(
        "h84_trio",
        "how",
        "how do the background helper threads decide they've been sitting around with nothing "
        "to do for long enough, and quit?",
        {"body": "WorkerThread._work"},
        own=True,
    ),
    # --- anyio/_core ---------------------------------------------------------------------------
    q("h84_anyio", "where", "where is fail_after defined", {"def": "fail_after"}),
    q("h84_anyio", "where", "Where's `TaskHandle.cancel`?", {"def": "TaskHandle.cancel"}),
    q("h84_anyio", "returns", "what does Future.status return", {"returns": "Future.status"}),
    q(
        "h84_anyio",
        "calls",
        "who calls setup_unix_local_socket?",
        grep(r"= await setup_unix_local_socket\(", SOCKETS),
    ),
    q(
        "h84_anyio",
        "calls",
        "Where's `Future._check_pending` used?",
        grep(r"self\._check_pending\(\)", "anyio/_core/_futures.py"),
    ),
    q(
        "h84_anyio",
        "raises",
        "where does anyio.run raise when there's already a loop going in this thread?",
        grep(r'raise RuntimeError\(f"Already running', EVENTLOOP),
    ),
    q(
        "h84_anyio",
        "raises",
        'I got `ValueError: Either "family" or "local_host" must be given` -- where is that '
        "raised?",
        grep(r'Either "family" or "local_host" must be given', SOCKETS),
    ),
    q(
        "h84_anyio",
        "raises",
        "Where does the Semaphore constructor raise TypeError/ValueError for bad arguments?",
        grep(
            r'raise TypeError\("(initial_value|max_value)|raise ValueError\("initial_value'
            r'|"max_value must be equal',
            SYNC,
        ),
    ),
    q(
        "h84_anyio",
        "const",
        "where's the BACKENDS tuple set",
        grep(r"^BACKENDS = ", EVENTLOOP),
    ),
    run(
        "h84_anyio",
        "what's the output of {}?",
        "from anyio._core._sockets import convert_ipv6_sockaddr; "
        "print(convert_ipv6_sockaddr(('fe80::1', 8080, 0, 3)), "
        "convert_ipv6_sockaddr(('::1', 80, 0, 0)))",
        "('fe80::1%3', 8080) ('::1', 80)",
    ),
    run(
        "h84_anyio",
        "Outside any event loop, what does {} print?",
        "from anyio._core._synchronization import Semaphore; s = Semaphore(3, max_value=5); "
        "print(type(s).__name__, s.value, s.max_value)",
        "SemaphoreAdapter 3 5",
    ),
    q(
        "h84_anyio",
        "edit",
        "In anyio/_core/_sockets.py, change connect_tcp's default happy_eyeballs_delay from "
        "0.25 to 0.1.",
        {
            "effect": {
                "text_replaced": [
                    SOCKETS,
                    "happy_eyeballs_delay: float = 0.25",
                    "happy_eyeballs_delay: float = 0.1",
                ]
            }
        },
    ),
    q(
        "h84_anyio",
        "edit",
        "add a docstring to idna2008_resolve in anyio/_core/_sockets.py pls",
        {"effect": {"docstring": "idna2008_resolve"}},
    ),
    q(
        "h84_anyio",
        "edit",
        "Rename the `_IgnoredTaskStatus` class to `_NullTaskStatus`, everywhere it's used.",
        {"effect": {"renamed": ["_IgnoredTaskStatus", "_NullTaskStatus"]}},
    ),
    q(
        "h84_anyio",
        "edit",
        "Could you add a connection pool with DNS caching to connect_tcp so repeated connects to "
        "the same host get faster, and wire the same cache into create_tcp_listener too?",
        {"effect": {"declined": True}},
    ),
    q(
        "h84_anyio",
        "which",
        "Which code lets me make one of those only-one-task-at-a-time guards at import time, "
        "before anything async has started, and only builds the real one the first time it "
        "gets used?",
        {"body": "Lock.__new__"},
        {"body": "LockAdapter"},
        own=True,
    ),
    q(
        "h84_anyio",
        "which",
        "which piece keeps a scratch file in RAM and only moves it onto disk once it gets too big?",
        {"body": "SpooledTemporaryFile.rollover"},
        {"body": "SpooledTemporaryFile._check"},
        own=True,
    ),
    q(
        "h84_anyio",
        "which",
        "Which function runs several coroutines concurrently and hands back their results in "
        "the same order I passed them in?",
        {"body": "gather"},
    ),
    q(
        "h84_anyio",
        "how",
        "How does connect_tcp order the resolved addresses when a host has both IPv6 and IPv4 "
        "ones?",
        grep(r"target_addrs\.insert\(|v6_found = v4_found = False", SOCKETS),
    ),
    q(
        "h84_anyio",
        "how",
        "When my time limit runs out, how does it tell 'my own clock ran out' apart from "
        "something further out calling the whole thing off, before it throws the too-slow "
        "error?",
        {"body": "fail_at"},
        own=True,
    ),
    q(
        "h84_anyio",
        "how",
        "how does anyio catch two tasks trying to use one connection at the same moment?",
        {"body": "ResourceGuard"},
        own=True,
    ),
    q(
        "h84_anyio",
        "how",
        "If a task that's parked waiting to be nudged gets the nudge but is cancelled before it "
        "can act on it, does the nudge just vanish?",
        {"body": "Condition.wait"},
        own=True,
    ),
]
