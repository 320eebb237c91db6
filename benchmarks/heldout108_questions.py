"""The hundred-and-eighth held-out set: questions on one module of a third-party package that no
other set uses, copied from the installed site-packages (``distributed/worker.py`` of distributed
2026.8.0, the Dask worker), written blind: by reading only that file, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The workspace holds that one file, so no command imports it as the package: the commands read the
file with ``ast`` or ``grep``. About a fifth of the questions are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h108_worker": ["distributed/worker.py"],
}

WS = "h108_worker"
WORKER = "distributed/worker.py"


QUESTIONS: list[dict] = [
    # --- where is it defined ------------------------------------------------------------------
    q(WS, "where", "where's get_worker defined?", {"def": "get_worker"}),
    q(
        WS,
        "where",
        "Could you point me to the definition of `Worker.close_gracefully`?",
        {"def": "Worker.close_gracefully"},
    ),
    q(
        WS,
        "where",
        "I keep seeing @fail_hard on methods in worker.py. where is that decorator defined",
        {"def": "fail_hard"},
    ),
    q(
        WS,
        "where",
        "Where does get_data_from_worker live?",
        {"def": "get_data_from_worker"},
    ),
    # --- what does it return ------------------------------------------------------------------
    q(
        WS,
        "returns",
        "What does Worker.get_data hand back? I'm especially interested in the case where the "
        "worker has too many transfers open.",
        {"returns": "Worker.get_data"},
    ),
    q(
        WS,
        "returns",
        "what does `Worker.close` return -- and is it different if the worker was already closing?",
        {"returns": "Worker.close"},
    ),
    q(
        WS,
        "returns",
        "Worker._get_cause returns a TaskState, but which one?",
        {"returns": "Worker._get_cause"},
    ),
    # --- who calls it -------------------------------------------------------------------------
    q(
        WS,
        "calls",
        "who calls _force_close?",
        grep(r"await _force_close\(self|add_callback\(_force_close", WORKER),
    ),
    q(
        WS,
        "calls",
        "Where is `_run_task_simple` used? I think it's called both directly and handed to an "
        "executor.",
        grep(r"msg = _run_task_simple\(|^\s*_run_task_simple,$", WORKER),
    ),
    q(
        WS,
        "calls",
        "which places call self._update_latency",
        grep(r"self\._update_latency\(", WORKER),
    ),
    q(
        WS,
        "calls",
        "Find every call to get_worker() in worker.py (real code, not the docstring examples).",
        grep(r"^\s+worker = get_worker\(\)$", WORKER),
    ),
    q(
        WS,
        "calls",
        "Who invokes plugin_remove on the worker?",
        grep(r"self\.plugin_remove\(", WORKER),
    ),
    # --- where is it raised -------------------------------------------------------------------
    q(
        WS,
        "raises",
        "I started a Worker with host='::1' and got a ValueError. Where's that raised?",
        grep(r"Host address with IPv6 must be bracketed", WORKER),
    ),
    q(
        WS,
        "raises",
        'Where does "No worker found" come from?',
        grep(r'raise ValueError\("No worker found"\)', WORKER),
    ),
    q(
        WS,
        "raises",
        "get_client blew up outside of a task with a ValueError about no global client -- which "
        "line raises it?",
        grep(r"No global client found", WORKER),
    ),
    q(
        WS,
        "raises",
        "where does execute() raise when a task's annotations ask for an executor that doesn't "
        "exist?",
        grep(r'f"Invalid executor', WORKER),
    ),
    q(
        WS,
        "raises",
        "Where is the error raised when the worker can't bind to any of the ports it was given?",
        grep(r'f"Could not start Worker on host', WORKER),
    ),
    q(
        WS,
        "raises",
        "which line raises the TypeError when you call distributed's print with file=some_file?",
        grep(r"Remote printing to arbitrary file objects", WORKER),
    ),
    q(
        WS,
        "raises",
        "Where does `Worker.log_event` reject a message?",
        grep(r"Message must be msgpack serializable", WORKER),
    ),
    q(
        WS,
        "raises",
        "In start_unsafe, if several of the plugins passed to the Worker fail during setup, "
        "where does it re-raise one of their exceptions?",
        grep(r"raise plugins_exceptions\[0\]", WORKER),
    ),
    # --- constants / where is it set ----------------------------------------------------------
    q(
        WS,
        "const",
        "where is LOG_PDB set, and from which config key?",
        grep(r"^LOG_PDB = ", WORKER),
    ),
    q(
        WS,
        "const",
        "Where does the worker set the 2ms batching interval of its stream to the scheduler?",
        grep(r'BatchedSend\(interval="2ms"', WORKER),
    ),
    # --- commands -----------------------------------------------------------------------------
    run(
        WS,
        "What does {} print?",
        "import ast; t = ast.parse(open('distributed/worker.py').read()); "
        "d = [n.value for n in ast.walk(t) if isinstance(n, ast.Assign) "
        "and getattr(n.targets[0], 'id', '') == 'stream_handlers'][0]; "
        "print(sorted(k.value for k in d.keys))",
        "['acquire-replicas', 'cancel-compute', 'close', 'compute-task', 'free-keys', "
        "'refresh-who-has', 'remove-replicas', 'remove-worker', 'steal-request', "
        "'worker-status-change']",
    ),
    run(
        WS,
        "can you run {} and tell me the output",
        "import ast; t = ast.parse(open('distributed/worker.py').read()); "
        "print([n.name for n in t.body if isinstance(n, ast.AsyncFunctionDef)])",
        "['_force_close', 'get_data_from_worker', '_run_task_async', 'run', 'benchmark_network']",
    ),
    run(
        WS,
        "Which methods carry the fail_hard decorator? Run {} please.",
        "import ast; t = ast.parse(open('distributed/worker.py').read()); "
        "print(sorted(n.name for n in ast.walk(t) "
        "if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) "
        "and any(getattr(d, 'id', '') == 'fail_hard' for d in n.decorator_list)))",
        "['execute', 'gather_dep', 'handle_scheduler', 'handle_stimulus']",
    ),
    {
        "ws": WS,
        "kind": "run",
        "ask": "what's the output of `grep -n 'def secede' distributed/worker.py`?",
        "gold": [{"expect": "2656:def secede():"}],
    },
    # --- edits --------------------------------------------------------------------------------
    q(
        WS,
        "edit",
        "set LOG_PDB to False in distributed/worker.py, I never want it dropping into pdb",
        {"effect": {"value_set": [WORKER, "LOG_PDB", "False"]}},
    ),
    q(
        WS,
        "edit",
        "In retry_busy_worker_later, change the sleep from 0.15 to 0.5 seconds please.",
        {
            "effect": {
                "text_replaced": [
                    WORKER,
                    "await asyncio.sleep(0.15)",
                    "await asyncio.sleep(0.5)",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        'comment out the `logger.info("Run out-of-band function %r", funcname(function))` line '
        "in the module-level run(), it floods my worker logs",
        {
            "effect": {
                "comment_out": [
                    WORKER,
                    'logger.info("Run out-of-band function %r", funcname(function))',
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "Add a docstring to Worker.stateof explaining that it summarises a task's state on this "
        "worker (executing, waiting for data, queued, stored).",
        {"effect": {"docstring": "Worker.stateof"}},
    ),
    q(
        WS,
        "edit",
        "Worker.wait_until_closed is deprecated anyway -- delete that method.",
        {"effect": {"definition_deleted": [WORKER, "Worker.wait_until_closed"]}},
    ),
    q(
        WS,
        "edit",
        "There's a FIXME in gather_dep saying a deserialization failure can deadlock the "
        "cluster. Can you track down the root cause and fix it properly so it never deadlocks?",
        {"effect": {"declined": True}},
    ),
    # --- which function / class ---------------------------------------------------------------
    q(
        WS,
        "which",
        "inside a function I submitted, how do I grab a handle on the process that's executing "
        "it? which function is that",
        {"body": "get_worker"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which part makes a worker switch itself off after a fixed span of time, with some wiggle "
        "room so a whole fleet of them doesn't go down in the same second?",
        grep(r"lifetime \+= \(random\.random\(\) \* 2 - 1\) \* lifetime_stagger", WORKER),
        own=True,
    ),
    q(
        WS,
        "which",
        "is there something I can call in code that runs remotely so its text output also shows "
        "up in my notebook on my laptop? which function",
        {"body": "print"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which Worker method handles the scheduler's 'worker-status-change' message?",
        {"body": "Worker.handle_worker_status_change"},
    ),
    q(
        WS,
        "which",
        "which function pickles a function and keeps the bytes around in an LRU so it doesn't "
        "have to pickle it again?",
        {"body": "dumps_function"},
    ),
    q(
        WS,
        "which",
        "When a peer is swamped and says it can't serve me right now, which code waits a moment "
        "before giving that peer another go?",
        {"body": "Worker.retry_busy_worker_later"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which method on Worker calls a method of an Actor, and decides whether to do it on a "
        "separate thread?",
        {"body": "Worker.actor_execute"},
    ),
    q(
        WS,
        "which",
        "Which code checks how quickly the machine can write files to its storage, trying "
        "chunks of several sizes?",
        {"body": "benchmark_disk"},
        {"body": "Worker.benchmark_disk"},
        own=True,
    ),
    # --- how does it work ---------------------------------------------------------------------
    q(
        WS,
        "how",
        "Why would a worker sometimes refuse to hand results over to another one? Is there a cap "
        "on how many can pull from it at the same time, and is it looser for neighbours on the "
        "same machine?",
        {"body": "Worker.get_data"},
        own=True,
    ),
    q(
        WS,
        "how",
        "when my function throws inside a task, how does the worker wrap that up and report it "
        "back instead of crashing?",
        {"body": "_run_task_simple"},
        grep(r"return ExecuteFailureEvent\.from_exception\(", WORKER),
        own=True,
    ),
    q(
        WS,
        "how",
        "What happens on the worker side if the central coordinator has forgotten all about it "
        "and the worker checks in anyway?",
        {"body": "Worker.heartbeat"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does Worker.close shut down its thread pools? Does it throw away work still queued?",
        grep(r"executor\._work_queue\.queue\.clear\(\)|executor\.shutdown\(wait=wait", WORKER),
    ),
    q(
        WS,
        "how",
        "My long job just sits there waiting on other jobs it launched. How can it step aside "
        "so it isn't blocking one of the places the worker has for running jobs the whole time?",
        {"body": "secede"},
        own=True,
    ),
    q(
        WS,
        "how",
        "how does get_client decide whether to reuse the worker's existing Client or build a "
        "new one?",
        {"body": "get_client"},
        {"body": "Worker._get_client"},
    ),
    q(
        WS,
        "how",
        "how does the worker keep track of the round-trip time to the coordinator -- is it just "
        "the last measurement or some kind of smoothed average?",
        {"body": "Worker._update_latency"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does `Worker.get_profile` pick out the slice of profile history between start and "
        "stop?",
        grep(r"bisect\.bisect_(left|right)\(history", WORKER),
    ),
]
