"""The hundred-and-twenty-fourth held-out set: questions on single modules of three third-party
packages, copied from the installed site-packages (distributed 2026.8.0, only
``distributed/worker_state_machine.py``; dask 2026.8.0, only ``dask/array/overlap.py``; moto
5.2.1, only ``moto/ssm/models.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the modules (the worker state machine most, then the SSM
models, then overlap). About a fifth of them are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h124_distributed_wsm": ["distributed/worker_state_machine.py"],
    "h124_dask_overlap": ["dask/array/overlap.py"],
    "h124_moto_ssm": ["moto/ssm/models.py"],
}

WSM = "distributed/worker_state_machine.py"
OVERLAP = "dask/array/overlap.py"
SSM = "moto/ssm/models.py"


QUESTIONS: list[dict] = [
    # --- distributed: worker_state_machine.py -----------------------------------------------
    q(
        "h124_distributed_wsm",
        "where",
        "where is _transition_to_memory defined?",
        {"def": "WorkerState._transition_to_memory"},
    ),
    q(
        "h124_distributed_wsm",
        "where",
        "I keep seeing per-prefix task counts in the worker dashboards. Where's the TaskCounter "
        "class that keeps them?",
        {"def": "TaskCounter"},
    ),
    q(
        "h124_distributed_wsm",
        "returns",
        "What does `WorkerState._should_throttle_incoming_transfers` return exactly?",
        {"returns": "WorkerState._should_throttle_incoming_transfers"},
    ),
    q(
        "h124_distributed_wsm",
        "returns",
        "what does _transition_generic_fetch hand back, e.g. when the task has nobody listed "
        "in who_has?",
        {"returns": "WorkerState._transition_generic_fetch"},
    ),
    q(
        "h124_distributed_wsm",
        "calls",
        "who calls _ensure_computing",
        grep(r"self\._ensure_computing\(\)", WSM),
    ),
    q(
        "h124_distributed_wsm",
        "calls",
        "Where is `_get_task_finished_msg` used? I want to know every spot that builds the "
        "task-finished message.",
        grep(r"self\._get_task_finished_msg\(", WSM),
    ),
    q(
        "h124_distributed_wsm",
        "raises",
        "Where does the worker state machine raise InvalidTransition?",
        grep(r"raise InvalidTransition\(", WSM),
    ),
    q(
        "h124_distributed_wsm",
        "raises",
        "merge_recs_instructions -- where does it blow up when two recs for the same task "
        "disagree?",
        grep(r"raise RecommendationsConflict\(", WSM),
    ),
    q(
        "h124_distributed_wsm",
        "raises",
        "Got 'Cannot remove replica of ... while ... in state executing' in my worker logs. "
        "Which line throws that?",
        grep(r"Cannot remove replica of", WSM),
    ),
    q(
        "h124_distributed_wsm",
        "raises",
        "where is InvalidTaskState raised from when validation fails",
        grep(r"raise InvalidTaskState\(", WSM),
    ),
    q(
        "h124_distributed_wsm",
        "const",
        "Where is transfer_incoming_bytes_throttle_threshold given its value, and what is it?",
        grep(r"self\.transfer_incoming_bytes_throttle_threshold = ", WSM),
    ),
    q(
        "h124_distributed_wsm",
        "which",
        "When my worker needs a piece of data that several other machines all hold, which bit "
        "of code decides which machine to ask first? Does it prefer ones on the same box?",
        {"body": "WorkerState._select_workers_for_gather"},
        own=True,
    ),
    q(
        "h124_distributed_wsm",
        "which",
        "which part lumps several small downloads from the same neighbour into one request, and "
        "stops adding to that bundle once it would get too big?",
        {"body": "WorkerState._select_keys_for_gather"},
        {"body": "WorkerState._task_exceeds_transfer_limits"},
        own=True,
    ),
    q(
        "h124_distributed_wsm",
        "which",
        "Which method picks the next task to run when there are both ordinary ready tasks and "
        "ones that need resources like a GPU?",
        {"body": "WorkerState._next_ready_task"},
    ),
    q(
        "h124_distributed_wsm",
        "which",
        "Which handler answers the scheduler when it wants to steal a task away from this worker?",
        {"body": "WorkerState._handle_steal_request"},
    ),
    q(
        "h124_distributed_wsm",
        "how",
        "How does `WorkerState._transition` deal with a (start, finish) pair that has no entry "
        "in _TRANSITIONS_TABLE?",
        {"body": "WorkerState._transition"},
    ),
    q(
        "h124_distributed_wsm",
        "how",
        "if the central coordinator tells a worker to drop a job that is already halfway "
        "through running, what happens? it cant just kill the thread, right?",
        {"body": "WorkerState._transition_executing_released"},
        {"body": "WorkerState._transition_cancelled_released"},
        own=True,
    ),
    q(
        "h124_distributed_wsm",
        "how",
        "How does a worker react when the machine it was downloading from suddenly becomes "
        "unreachable mid-transfer? Does it give up on everything that machine had?",
        {"body": "WorkerState._handle_gather_dep_network_failure"},
        own=True,
    ),
    run(
        "h124_distributed_wsm",
        "Can you run {} and tell me what it prints?",
        "from distributed.worker_state_machine import WorkerState, ComputeTaskEvent; "
        "ws = WorkerState(address='127.0.0.1:1'); "
        "print(ws.handle_stimulus(ComputeTaskEvent.dummy('x', stimulus_id='s1')), "
        "ws.tasks['x'].state)",
        "[Execute(stimulus_id='s1', key='x')] executing",
    ),
    run(
        "h124_distributed_wsm",
        "what does {} output",
        "from distributed.worker_state_machine import TaskState; t = TaskState('y'); "
        "t.state = 'cancelled'; t.previous = 'executing'; print(t)",
        "<TaskState 'y' cancelled(executing)>",
    ),
    q(
        "h124_distributed_wsm",
        "edit",
        "Add a docstring to `_default_data_size` in distributed/worker_state_machine.py saying it "
        "returns the configured default size, in bytes, assumed for a task whose size is unknown.",
        {"effect": {"docstring": "_default_data_size"}},
    ),
    q(
        "h124_distributed_wsm",
        "edit",
        'please comment out the `logger.debug("Purge task: %s", ts)` line in '
        "worker_state_machine.py, it floods my debug logs",
        {"effect": {"comment_out": [WSM, 'logger.debug("Purge task: %s", ts)']}},
    ),
    q(
        "h124_distributed_wsm",
        "edit",
        "Could you make WorkerState thread-safe so several threads can call handle_stimulus at "
        "the same time? Add proper locking around all the state and write tests for the races.",
        {"effect": {"declined": True}},
    ),
    # --- moto: ssm/models.py -------------------------------------------------------------------
    q(
        "h124_moto_ssm",
        "where",
        "Where's `Documents.find` defined in moto's ssm models?",
        {"def": "Documents.find"},
    ),
    q(
        "h124_moto_ssm",
        "returns",
        "what does _get_history_nexttoken return? when is the token None",
        {"returns": "SimpleSystemManagerBackend._get_history_nexttoken"},
    ),
    q(
        "h124_moto_ssm",
        "calls",
        "Who calls _validate_document_format?",
        grep(r"(?<!def )_validate_document_format\(", SSM),
    ),
    q(
        "h124_moto_ssm",
        "calls",
        "Where is `_match_filters` called from in the SSM backend?",
        grep(r"self\._match_filters\(", SSM),
    ),
    q(
        "h124_moto_ssm",
        "raises",
        "where's ParameterAlreadyExists raised in the ssm models",
        grep(r"raise ParameterAlreadyExists", SSM),
    ),
    q(
        "h124_moto_ssm",
        "raises",
        "My test sharing a document with 'all' plus a specific account id fails. Where does moto "
        "raise DocumentPermissionLimit?",
        grep(r"raise DocumentPermissionLimit\(", SSM),
    ),
    q(
        "h124_moto_ssm",
        "raises",
        "put_parameter on a name under /aws/... gets rejected with an access denied error -- "
        "where is that raised?",
        grep(r"raise AccessDeniedException\(", SSM),
    ),
    q(
        "h124_moto_ssm",
        "const",
        "what's PARAMETER_BY_PATH_MAX_RESULTS set to and where",
        grep(r"^PARAMETER_BY_PATH_MAX_RESULTS = ", SSM),
    ),
    q(
        "h124_moto_ssm",
        "which",
        "Which function checks that an SSM document's name is acceptable (allowed characters, "
        "length, no aws-/amazon prefix)?",
        {"body": "_validate_document_info"},
    ),
    q(
        "h124_moto_ssm",
        "which",
        "In the mock, which bit lets me read a password I keep in AWS's separate vault product "
        "just by asking the parameter store for it under a special path?",
        {"body": "ParameterDict._get_secretsmanager_parameter"},
        {"body": "ParameterDict.__getitem__"},
        own=True,
    ),
    q(
        "h124_moto_ssm",
        "which",
        "which code throws away the earliest saved copy of a setting once too many copies have "
        "piled up, and refuses if that first one still has a tag name pinned to it?",
        grep(r"previous_parameter_versions\.pop\(0\)", SSM),
        {"body": "SimpleSystemManagerBackend._check_for_parameter_version_limit_exception"},
        own=True,
    ),
    q(
        "h124_moto_ssm",
        "how",
        "how does the fake store scramble the values I save as secure strings? when I read one "
        "back without asking for it to be unscrambled I get some odd prefix glued on",
        {"body": "Parameter.encrypt"},
        {"body": "Parameter.decrypt"},
        own=True,
    ),
    q(
        "h124_moto_ssm",
        "how",
        "How does it handle me asking for an older revision of a setting, or one I tagged with a "
        "nickname, by sticking something after a colon on the end of the name?",
        {"body": "SimpleSystemManagerBackend.get_parameter"},
        own=True,
    ),
    q(
        "h124_moto_ssm",
        "how",
        "How does `_match_filters` implement the Path filter's OneLevel vs Recursive options?",
        grep(r'elif option == "(OneLevel|Recursive)":', SSM),
    ),
    run(
        "h124_moto_ssm",
        "What's printed by {}?",
        "from moto.ssm.models import ParameterDict as P; "
        "print([P.normalize_name(n) for n in ['/foo', '/a/b', 'bar', '']])",
        "['foo', '/a/b', 'bar', '']",
    ),
    q(
        "h124_moto_ssm",
        "edit",
        "In moto/ssm/models.py, raise PARAMETER_VERSION_LIMIT from 100 to 200.",
        {"effect": {"value_set": [SSM, "PARAMETER_VERSION_LIMIT", "200"]}},
    ),
    q(
        "h124_moto_ssm",
        "edit",
        "I'd like the backend's default_parameter_tier to be \"Advanced\" instead of "
        '"Standard" -- can you change that in ssm/models.py?',
        {
            "effect": {
                "text_replaced": [
                    SSM,
                    'self.default_parameter_tier = "Standard"',
                    'self.default_parameter_tier = "Advanced"',
                ]
            }
        },
    ),
    # --- dask: array/overlap.py ----------------------------------------------------------------
    q(
        "h124_dask_overlap",
        "where",
        "where is sliding_window_view defined",
        {"def": "sliding_window_view"},
    ),
    q(
        "h124_dask_overlap",
        "calls",
        "who uses coerce_boundary in overlap.py?",
        grep(r"= coerce_boundary\(|, coerce_boundary\)", OVERLAP),
    ),
    q(
        "h124_dask_overlap",
        "raises",
        "With allow_rechunk=False, where does `overlap()` raise because my chunks are smaller "
        "than the depth?",
        grep(r"Overlap depth is larger than smallest chunksize", OVERLAP),
    ),
    q(
        "h124_dask_overlap",
        "which",
        "Which function pads the edges of my array by wrapping around, so the values from the "
        "far end show up next to the start?",
        {"body": "periodic"},
        own=True,
    ),
    q(
        "h124_dask_overlap",
        "how",
        "how does map_overlap get out of doing the extra work when I dont actually ask for any "
        "margin borrowed from the adjacent pieces?",
        grep(r"# Escape to map_blocks if depth is zero|return map_blocks\(func, \*args", OVERLAP),
        own=True,
    ),
    q(
        "h124_dask_overlap",
        "how",
        "How does `trim_internal` compute the new chunk sizes, and why does it differ when the "
        "boundary is 'none'?",
        {"body": "trim_internal"},
    ),
    run(
        "h124_dask_overlap",
        "Please run {} -- what's the output?",
        "from dask.array.overlap import ensure_minimum_chunksize as e; print(e(4, (1, 3, 5, 2)))",
        "(4, 7)",
    ),
    q(
        "h124_dask_overlap",
        "edit",
        "Rename `_remove_overlap_boundaries` to `_rechunk_boundary_slices` in "
        "dask/array/overlap.py, including every call.",
        {"effect": {"renamed": ["_remove_overlap_boundaries", "_rechunk_boundary_slices"]}},
    ),
]
