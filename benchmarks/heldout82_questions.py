"""The eighty-second held-out set: questions on one third-party package that no other set uses,
copied from the installed site-packages (distributed 2026.8.0, with dask 2026.8.0 alongside it):
one workspace of ``distributed/client.py`` and ``distributed/utils.py``, one of the
``distributed/deploy`` folder. Written blind: by reading only those files, never the model's code
or its notes, and committed before the model was asked any of them. Nothing is tuned on it: only
its totals are looked at.

The questions are weighted by the size of the workspaces (client and utils most, then deploy).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h82_client": ["distributed/client.py", "distributed/utils.py"],
    "h82_deploy": ["distributed/deploy"],
}

CLIENT = "distributed/client.py"
UTILS = "distributed/utils.py"
SPEC = "distributed/deploy/spec.py"
CLUSTER = "distributed/deploy/cluster.py"
SSH = "distributed/deploy/ssh.py"


QUESTIONS: list[dict] = [
    # --- distributed/client.py + distributed/utils.py ----------------------------------------
    q(
        "h82_client",
        "where",
        "where's Client._gather_remote defined?",
        {"def": "Client._gather_remote"},
    ),
    q(
        "h82_client",
        "where",
        "Where is `parse_ports` (the helper that understands '8000:8200' style ranges) defined?",
        {"def": "parse_ports"},
    ),
    q(
        "h82_client",
        "where",
        "quick one - where does as_completed.next_batch live",
        {"def": "as_completed.next_batch"},
    ),
    q(
        "h82_client",
        "returns",
        "What does key_split_group return? e.g. for a tuple key, or for one of those 32-char hex "
        "names?",
        {"returns": "key_split_group"},
    ),
    q(
        "h82_client",
        "returns",
        "what does `_get_global_client` give back when every client it knows about is already "
        "closed?",
        {"returns": "_get_global_client"},
    ),
    q(
        "h82_client",
        "calls",
        "Who calls `_release_key` in client.py?",
        grep(r"self\._release_key\(", CLIENT),
    ),
    q(
        "h82_client",
        "calls",
        "I'm tracing how graphs get shipped to the scheduler. Which places call "
        "self._graph_to_futures?",
        grep(r"= self\._graph_to_futures\(", CLIENT),
    ),
    q(
        "h82_client",
        "calls",
        "where is has_keyword used (not command_has_keyword, just the plain one)?",
        {"grep": r"(?<!def )\bhas_keyword\("},
    ),
    q(
        "h82_client",
        "raises",
        "Where does the client raise ClosedClientError?",
        grep(r"raise ClosedClientError\(", CLIENT),
    ),
    q(
        "h82_client",
        "raises",
        "In distributed/utils.py, where does `sync()` raise the TimeoutError when the callback "
        "takes too long?",
        grep(r'raise TimeoutError\(f"timed out after', UTILS),
    ),
    q(
        "h82_client",
        "raises",
        "parse_ports blew up on my dashboard port setting. Which lines raise in there?",
        grep(
            r'"When specifying a range of ports like port_start:port_stop, "|raise TypeError\(port\)',
            UTILS,
        ),
    ),
    q(
        "h82_client",
        "raises",
        "Client(123) gives me a TypeError about the scheduler address -- where is that raised?",
        grep(r'f"Scheduler address must be a string or a Cluster instance', CLIENT),
    ),
    q(
        "h82_client",
        "raises",
        "where do FuturesCancelledError get raised",
        grep(r"raise FuturesCancelledError\(groups\)", CLIENT),
    ),
    q(
        "h82_client",
        "raises",
        "Which lines make `_handle_print` throw a TypeError?",
        grep(r'f"_handle_print: client received', CLIENT),
    ),
    q(
        "h82_client",
        "const",
        "Where's TOPIC_PREFIX_FORWARDED_LOG_RECORD set, and to what?",
        grep(r"^TOPIC_PREFIX_FORWARDED_LOG_RECORD = ", CLIENT),
    ),
    q(
        "h82_client",
        "which",
        "which bit works out my computer's own number on the network -- the one it would use to "
        "get to some outside server?",
        {"body": "get_ip"},
        {"body": "_get_ip"},
        own=True,
    ),
    q(
        "h82_client",
        "which",
        "I fire off a bunch of jobs and want to deal with each one the moment it wraps up, "
        "whichever gets there first. What do I loop over for that?",
        {"body": "as_completed"},
        own=True,
    ),
    q(
        "h82_client",
        "which",
        "Something keeps my log from getting flooded by the same warning over and over and only "
        "lets it through once in a while. Which class is doing that?",
        {"body": "RateLimiterFilter"},
        own=True,
    ),
    q(
        "h82_client",
        "which",
        "i want to kick off a job and not keep anything around for it in my script, but it should "
        "still get done even after nothing points at it anymore. which function?",
        {"body": "fire_and_forget"},
        own=True,
    ),
    q(
        "h82_client",
        "which",
        "Which class is the stopwatch-like countdown thing -- how long since it began, how much "
        "is left, whether time's up?",
        {"body": "Deadline"},
        own=True,
    ),
    q(
        "h82_client",
        "how",
        "How does Client.submit come up with a key when I don't pass key=? Is it different with "
        "pure=False?",
        grep(r'key = f"\{funcname\(func\)\}-', CLIENT),
    ),
    q(
        "h82_client",
        "how",
        "how does distributed.utils.sync run a coroutine on an event loop that lives in another "
        "thread and block until it's done?",
        {"body": "sync"},
    ),
    q(
        "h82_client",
        "how",
        "How does `read_block` make sure the chunk it returns starts and stops right on a "
        "delimiter?",
        {"body": "read_block"},
        {"body": "seek_delimiter"},
    ),
    q(
        "h82_client",
        "how",
        "If the link to the head node drops for a bit, does my session try to get back in? And "
        "what happens to the stuff I was still waiting on?",
        {"body": "Client._reconnect"},
        {"body": "Client._handle_report"},
        own=True,
    ),
    q(
        "h82_client",
        "how",
        "When I push a list of local objects out to the cluster, how are the labels for each "
        "piece made up? Do two identical objects end up with the same label?",
        grep(r'names = \[f"\{type\(x\)\.__name__\}-', CLIENT),
        own=True,
    ),
    run(
        "h82_client",
        "What does {} print?",
        "from distributed.utils import clean_dashboard_address; "
        "print(clean_dashboard_address('foo:8787,:9000'))",
        "[{'address': 'foo', 'port': 8787}, {'address': '', 'port': 9000}]",
    ),
    run(
        "h82_client",
        "can you run {} and tell me exactly what comes out",
        "from distributed.utils import cli_keywords; "
        "print(cli_keywords({'n_workers': 2, 'name': 'my worker'}))",
        "['--n-workers', '2', '--name', '\"my worker\"']",
    ),
    run(
        "h82_client",
        "Output of {} ?",
        "from distributed.client import FutureCancelledError; "
        "print(FutureCancelledError('inc-1', ''))",
        "inc-1 cancelled for reason: unknown.",
    ),
    q(
        "h82_client",
        "edit",
        "In distributed/utils.py, give the offload executor 2 threads instead of 1 "
        "(`_offload_executor`, max_workers).",
        {
            "effect": {
                "text_replaced": [
                    UTILS,
                    'ThreadPoolExecutor(max_workers=1, thread_name_prefix="Dask-Offload")',
                    'ThreadPoolExecutor(max_workers=2, thread_name_prefix="Dask-Offload")',
                ]
            }
        },
    ),
    q(
        "h82_client",
        "edit",
        'please comment out the `logger.debug("Client %s receives message %s", self.id, msg)` '
        "line in Client._handle_report, it floods my debug logs",
        {
            "effect": {
                "comment_out": [
                    CLIENT,
                    'logger.debug("Client %s receives message %s", self.id, msg)',
                ]
            }
        },
    ),
    q(
        "h82_client",
        "edit",
        "Add a docstring to Client._inc_ref saying it bumps the reference count of a key under "
        "the refcount lock.",
        {"effect": {"docstring": "Client._inc_ref"}},
    ),
    q(
        "h82_client",
        "edit",
        "Client.gather is too slow for me with thousands of futures. Could you rewrite it to pull "
        "from all the workers in parallel with a thread pool, add a config knob for the pool "
        "size, and make it faster overall?",
        {"effect": {"declined": True}},
    ),
    # --- distributed/deploy ------------------------------------------------------------------
    q(
        "h82_deploy",
        "where",
        "Where is Adaptive.workers_to_close defined?",
        {"def": "Adaptive.workers_to_close"},
    ),
    q(
        "h82_deploy",
        "returns",
        "what can AdaptiveCore.recommendations return? I'm seeing a status of 'same' a lot",
        {"returns": "AdaptiveCore.recommendations"},
    ),
    q(
        "h82_deploy",
        "calls",
        "Who calls _threads_per_worker in spec.py?",
        grep(r"self\._threads_per_worker\(\)", SPEC),
    ),
    q(
        "h82_deploy",
        "calls",
        "where is `_exponential_backoff` called from?",
        grep(r"= _exponential_backoff\($", CLUSTER),
    ),
    q(
        "h82_deploy",
        "raises",
        "SSHCluster keeps erroring out before it even connects. Where does it raise when the "
        "hosts / connect_options / remote_python arguments don't fit together?",
        grep(r"raise (ValueError|RuntimeError)\(", SSH),
    ),
    q(
        "h82_deploy",
        "raises",
        "Where does SpecCluster raise if I call scale(memory=...) but my worker spec has no "
        "memory limit in it?",
        grep(r"your worker definition must include a ", SPEC),
    ),
    q(
        "h82_deploy",
        "const",
        "where's old_cluster_kwargs defined? the set that routes you to the old SSH cluster",
        grep(r"^old_cluster_kwargs = \{", SSH),
    ),
    q(
        "h82_deploy",
        "which",
        "If I just spin everything up on my laptop without giving any numbers, what picks how many "
        "separate helper programs get launched and how many jobs each one juggles at once?",
        {"body": "nprocesses_nthreads"},
        {"body": "LocalCluster.__init__"},
        own=True,
    ),
    q(
        "h82_deploy",
        "which",
        "Which SpecCluster method actually starts the new workers and closes the removed ones so "
        "that self.workers matches self.worker_spec?",
        {"body": "SpecCluster._correct_state_internal"},
        {"body": "SpecCluster._correct_state"},
    ),
    q(
        "h82_deploy",
        "which",
        "which class builds the `python -m dask spec ...` command for a worker in "
        "SubprocessCluster?",
        {"body": "SubprocessWorker._start"},
        {"body": "SubprocessWorker"},
    ),
    q(
        "h82_deploy",
        "how",
        "The thing that grows and shrinks my pool of machines on its own: how does it avoid "
        "throwing one away the very first time it looks surplus? Does it make sure first?",
        {"body": "AdaptiveCore.recommendations"},
        own=True,
    ),
    q(
        "h82_deploy",
        "how",
        "When one of my compute processes drops off the coordinator's list, how long is it given "
        "before that process is actually shut down for good, and where does that happen?",
        {"body": "SpecCluster._update_worker_status"},
        own=True,
    ),
    q(
        "h82_deploy",
        "how",
        "How does SpecCluster.scale choose which workers to drop when I scale down? Does it "
        "prefer ones that haven't launched yet?",
        {"body": "SpecCluster.scale"},
    ),
    run(
        "h82_deploy",
        "what does {} print on any machine?",
        "from distributed.deploy.utils import nprocesses_nthreads; "
        "print(nprocesses_nthreads(12), nprocesses_nthreads(3))",
        "(4, 3) (3, 1)",
    ),
    q(
        "h82_deploy",
        "edit",
        "In Cluster._sync_cluster_info (deploy/cluster.py), make it warn after 3 failed syncs "
        "instead of 5 -- i.e. change warn_at = 5 to warn_at = 3.",
        {"effect": {"line_replaced": [CLUSTER, "warn_at = 5", "warn_at = 3"]}},
    ),
    q(
        "h82_deploy",
        "edit",
        "rename `_wrap_awaitable` in deploy/spec.py to `_await_wrapped`, and update its use",
        {"effect": {"renamed": ["_wrap_awaitable", "_await_wrapped"]}},
    ),
]
