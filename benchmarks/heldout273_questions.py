"""The two-hundred-and-seventy-third held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (networkx 3.6.1:
``networkx/generators/internet_as_graphs.py``; contourpy 1.3.3: ``contourpy/array.py``; debugpy
1.8.22: ``debugpy/_vendored/pydevd/_pydevd_frame_eval/vendored/bytecode/cfg.py``, the vendored copy
of ``bytecode``'s control-flow graph; moto 5.2.1: ``moto/scheduler/models.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (networkx's AS-graph generator and the
bytecode control-flow graph most, then moto's EventBridge Scheduler models, contourpy's array
helpers). About a fifth of the non-edit questions are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run
a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package (the bytecode one puts debugpy's vendored pydevd folder on ``sys.path`` first);
each exercises the one file its workspace holds.

How the golds were checked: ``check_set.py`` prints ``0 bad`` for the set; every grep, def, body
and returns gold was resolved to its lines with the gold functions of ``bench_answers.py`` and
the lines read against the source; every command was run and its expected substring seen in
its output; every edit was made by hand on a scratch copy of its workspace and ``check_effect``
seen to hold after it (and not before it); the declined ones were checked on the untouched copy.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h273_networkx_asgraphs": ["networkx/generators/internet_as_graphs.py"],
    "h273_contourpy_array": ["contourpy/array.py"],
    "h273_debugpy_cfg": ["debugpy/_vendored/pydevd/_pydevd_frame_eval/vendored/bytecode/cfg.py"],
    "h273_moto_scheduler": ["moto/scheduler/models.py"],
}

ASG = "networkx/generators/internet_as_graphs.py"
ARR = "contourpy/array.py"
CFG = "debugpy/_vendored/pydevd/_pydevd_frame_eval/vendored/bytecode/cfg.py"
SCHED = "moto/scheduler/models.py"

# the vendored ``bytecode`` package imports itself as ``_pydevd_frame_eval.vendored.bytecode``
PYDEVD = (
    "import sys, os, debugpy; "
    "sys.path.insert(0, os.path.join(os.path.dirname(debugpy.__file__), '_vendored', 'pydevd')); "
)


QUESTIONS: list[dict] = [
    # --- networkx/generators/internet_as_graphs.py -------------------------------------------
    q(
        "h273_networkx_asgraphs",
        "where",
        "where's choose_pref_attach defined",
        {"def": "choose_pref_attach"},
    ),
    q(
        "h273_networkx_asgraphs",
        "returns",
        "What does `AS_graph_generator.add_m_peering_link` return, and when does it come back "
        "with a failure?",
        {"returns": "AS_graph_generator.add_m_peering_link"},
    ),
    q(
        "h273_networkx_asgraphs",
        "calls",
        "Which places in internet_as_graphs.py call uniform_int_from_avg?",
        grep(r"= uniform_int_from_avg\(", ASG),
    ),
    q(
        "h273_networkx_asgraphs",
        "calls",
        "who calls `choose_pref_attach`?",
        grep(r"return choose_pref_attach\(", ASG),
    ),
    q(
        "h273_networkx_asgraphs",
        "const",
        "Where are the probabilities that an M, CP or C node takes a tier-one (T) node as its "
        "provider set, and what are they?",
        grep(r"self\.t_(m|cp|c) = ", ASG),
    ),
    q(
        "h273_networkx_asgraphs",
        "which",
        "Which method of AS_graph_generator builds the fully connected core of T nodes?",
        {"body": "AS_graph_generator.t_graph"},
    ),
    q(
        "h273_networkx_asgraphs",
        "which",
        "In the internet graph thing, which piece drops a freshly made network into one (or "
        "sometimes a couple of) geographic areas and then hooks it up to a few bigger networks "
        "it pays for connectivity?",
        {"body": "AS_graph_generator.add_node"},
        own=True,
    ),
    q(
        "h273_networkx_asgraphs",
        "how",
        "how does it roll a count so that over many rolls the average lands on a target that "
        "isn't a whole number, like 2.3 links per network?",
        {"body": "uniform_int_from_avg"},
        own=True,
    ),
    q(
        "h273_networkx_asgraphs",
        "how",
        "When one of the networks that mostly hosts stuff (think video sites) goes looking for "
        "someone to swap traffic with at no charge, how does the generator narrow down who it "
        "is allowed to link up with?",
        {"body": "AS_graph_generator.add_cp_peering_link"},
        own=True,
    ),
    q(
        "h273_networkx_asgraphs",
        "how",
        "How does add_customer keep customers and providers consistent when the new provider "
        "itself has providers further up?",
        {"body": "AS_graph_generator.add_customer"},
    ),
    run(
        "h273_networkx_asgraphs",
        "what do I get from {} ?",
        "from networkx.generators.internet_as_graphs import choose_pref_attach; "
        "print(choose_pref_attach({}, seed=1), choose_pref_attach({'a': 0, 'b': 5}, seed=1))",
        "None b",
    ),
    q(
        "h273_networkx_asgraphs",
        "edit",
        "In networkx/generators/internet_as_graphs.py the probability that a C node's provider is "
        "a T node is 0.125. Bump it to 0.2 please.",
        {"effect": {"text_replaced": [ASG, "self.t_c = 0.125", "self.t_c = 0.2"]}},
    ),
    q(
        "h273_networkx_asgraphs",
        "edit",
        "Generating 10000-node AS graphs is slow and I think choose_pref_attach walking the "
        "weights one by one is to blame. Rewrite it around precomputed cumulative sums and "
        "bisect, and show me timings before and after.",
        {"effect": {"declined": True}},
    ),
    # --- contourpy/array.py ------------------------------------------------------------------
    q(
        "h273_contourpy_array",
        "where",
        "Where is `concat_offsets_or_none` defined?",
        {"def": "concat_offsets_or_none"},
    ),
    q(
        "h273_contourpy_array",
        "returns",
        "what does remove_nan return if the points have no NaN in them at all",
        {"returns": "remove_nan"},
    ),
    q(
        "h273_contourpy_array",
        "calls",
        "Where is concat_points called from in contourpy/array.py?",
        grep(r"return concat_points\(", ARR),
    ),
    q(
        "h273_contourpy_array",
        "raises",
        "I'm getting ValueError: Empty list passed to concat_offsets. Which line throws it?",
        grep(r'raise ValueError\("Empty list passed to concat_offsets"\)', ARR),
    ),
    q(
        "h273_contourpy_array",
        "which",
        "Which function gives me the start index of every line from a code array, based on "
        "where the MOVETO codes are?",
        {"body": "offsets_from_codes"},
    ),
    q(
        "h273_contourpy_array",
        "which",
        "I've got one path of x,y pairs. Which function works out the drawing commands for it "
        "and flags the final vertex as 'shut the shape' only when the path comes back to where "
        "it began?",
        {"body": "codes_from_points"},
        own=True,
    ),
    q(
        "h273_contourpy_array",
        "which",
        "what chops a coordinate array into a list of separate pieces wherever there's a "
        "missing-value row between them?",
        {"body": "split_points_at_nan"},
        own=True,
    ),
    q(
        "h273_contourpy_array",
        "how",
        "How does insert_nan_at_offsets work, and why does it cast the offsets before calling "
        "np.insert?",
        {"body": "insert_nan_at_offsets"},
    ),
    run(
        "h273_contourpy_array",
        "Can you run {} and tell me the offsets it prints?",
        "from contourpy.array import remove_nan; import numpy as np; "
        "print(remove_nan(np.array([[0., 0.], [1., 1.], [np.nan, np.nan], [2., 2.]])))",
        "array([0, 2, 3], dtype=uint32)",
    ),
    q(
        "h273_contourpy_array",
        "edit",
        "concat_codes: add the line `list_of_codes = [np.asarray(c, dtype=code_dtype) for c in "
        "list_of_codes]` right before `return np.concatenate(list_of_codes, dtype=code_dtype)` "
        "(contourpy/array.py)",
        {
            "effect": {
                "line_before": [
                    ARR,
                    "return np.concatenate(list_of_codes, dtype=code_dtype)",
                    "list_of_codes = [np.asarray(c, dtype=code_dtype) for c in list_of_codes]",
                ]
            }
        },
    ),
    # --- debugpy/.../bytecode/cfg.py ---------------------------------------------------------
    q(
        "h273_debugpy_cfg",
        "where",
        "where is _compute_stack_size",
        {"def": "_compute_stack_size"},
    ),
    q(
        "h273_debugpy_cfg",
        "returns",
        "What can BasicBlock.get_jump return?",
        {"returns": "BasicBlock.get_jump"},
    ),
    q(
        "h273_debugpy_cfg",
        "calls",
        "Who calls get_block_index inside ControlFlowGraph?",
        grep(r"self\.get_block_index\(", CFG),
    ),
    q(
        "h273_debugpy_cfg",
        "raises",
        "What can make split_block raise, and on which lines?",
        grep(r'raise (TypeError|ValueError)\("(expected block|index)', CFG),
    ),
    q(
        "h273_debugpy_cfg",
        "raises",
        "compute_stacksize died with `RuntimeError: Failed to compute stacksize, got negative "
        "size`, where does that come from?",
        grep(r"raise RuntimeError\(msg\)|msg = \"Failed to compute stacksize", CFG),
    ),
    q(
        "h273_debugpy_cfg",
        "raises",
        "where is 'Only the last instruction of a basic block can be a jump' raised",
        grep(r"Only the last instruction of a basic block can be a jump", CFG),
    ),
    q(
        "h273_debugpy_cfg",
        "which",
        "Which ControlFlowGraph method turns the blocks back into a plain Bytecode with Label "
        "objects for the jump targets?",
        {"body": "ControlFlowGraph.to_bytecode"},
    ),
    q(
        "h273_debugpy_cfg",
        "which",
        "When I cut one chunk of instructions in two at some position, which code does the "
        "cutting and shifts the numbering of every chunk after it?",
        {"body": "ControlFlowGraph.split_block"},
        own=True,
    ),
    q(
        "h273_debugpy_cfg",
        "how",
        "how does compute_stacksize handle generators and coroutines on 3.10+, and how does it "
        "avoid deep recursion?",
        {"body": "ControlFlowGraph.compute_stacksize"},
    ),
    q(
        "h273_debugpy_cfg",
        "how",
        "Inside a single chunk of instructions, how do the entries that only mark a line change "
        "get stripped out, and which line number does each real instruction end up with?",
        {"body": "BasicBlock.legalize"},
        own=True,
    ),
    run(
        "h273_debugpy_cfg",
        "I ran {} -- what should it print?",
        PYDEVD + "from _pydevd_frame_eval.vendored.bytecode import ControlFlowGraph, Instr; "
        "g = ControlFlowGraph(); g[0].extend([Instr('LOAD_CONST', 1), Instr('RETURN_VALUE')]); "
        "g.split_block(g[0], 1); print(g, g.compute_stacksize())",
        "<ControlFlowGraph block#=2> 1",
    ),
    q(
        "h273_debugpy_cfg",
        "edit",
        "BasicBlock.get_jump has no docstring. Could you add one saying it returns the block "
        "the last instruction jumps to, or None when the block doesn't end in a jump?",
        {"effect": {"docstring": "BasicBlock.get_jump"}},
    ),
    q(
        "h273_debugpy_cfg",
        "edit",
        "[debugpy/_vendored/pydevd/_pydevd_frame_eval/vendored/bytecode/cfg.py] For code with "
        "try/except blocks the stack size we compute is sometimes too small and CPython crashes. "
        "Find what's wrong in there and fix it.",
        {"effect": {"declined": True}},
    ),
    # --- moto/scheduler/models.py ------------------------------------------------------------
    q(
        "h273_moto_scheduler",
        "where",
        "Where's get_schedule_group defined in the scheduler backend?",
        {"def": "EventBridgeSchedulerBackend.get_schedule_group"},
    ),
    q(
        "h273_moto_scheduler",
        "returns",
        "what does Schedule.to_dict return with short=True?",
        {"returns": "Schedule.to_dict"},
    ),
    q(
        "h273_moto_scheduler",
        "calls",
        "who calls Schedule.validate_target",
        grep(r"Schedule\.validate_target\(", SCHED),
    ),
    q(
        "h273_moto_scheduler",
        "raises",
        "get_schedule in my moto test raises ScheduleNotFound. Where is that raised?",
        grep(r"raise ScheduleNotFound\(", SCHED),
    ),
    q(
        "h273_moto_scheduler",
        "raises",
        "Where does moto reject a StartDate that's more than 5 minutes in the past?",
        grep(r"raise ValidationException\($|cannot be earlier than 5 minutes ago", SCHED),
    ),
    q(
        "h273_moto_scheduler",
        "raises",
        "creating the same schedule name twice gives ScheduleExists -- which line?",
        grep(r"raise ScheduleExists\(", SCHED),
    ),
    q(
        "h273_moto_scheduler",
        "const",
        "If I don't pass a RetryPolicy on the target, what defaults does the mock fill in, and "
        "where are they set?",
        grep(r'"MaximumEventAgeInSeconds": 86400|"MaximumRetryAttempts": 185', SCHED),
    ),
    q(
        "h273_moto_scheduler",
        "which",
        "listing my job folders always puts the built-in one on top and then goes newest to "
        "oldest. which function does that ordering?",
        {"body": "EventBridgeSchedulerBackend.list_schedule_groups"},
        own=True,
    ),
    q(
        "h273_moto_scheduler",
        "how",
        "Say I set up a repeating job and tell it the first run should be a little while ago. "
        "When does the fake AWS refuse that and when does it let it through?",
        {"body": "Schedule._validate_start_date"},
        own=True,
    ),
    q(
        "h273_moto_scheduler",
        "how",
        "How does list_schedules apply the group_names, state and name_prefix filters, and what "
        "order do the results come back in?",
        {"body": "EventBridgeSchedulerBackend.list_schedules"},
    ),
    run(
        "h273_moto_scheduler",
        "What's the CreationDate of the default group in the output of {}?",
        "from moto.scheduler.models import ScheduleGroup; "
        "print(ScheduleGroup('us-east-1', '123456789012', 'default').to_dict())",
        "'CreationDate': None",
    ),
    q(
        "h273_moto_scheduler",
        "edit",
        "rename Schedule._validate_start_date to _check_start_date in moto/scheduler/models.py",
        {"effect": {"renamed": ["_validate_start_date", "_check_start_date"]}},
    ),
]
