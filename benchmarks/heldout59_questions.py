"""The fifty-ninth held-out set: questions on two third-party code bases that no other set uses,
copied from the installed site-packages (sympy 1.14.0: ``sympy/solvers`` without its ``tests/``
folders and without the ``ode/`` subpackage; distributed 2026.8.0: ``distributed/diagnostics``
and ``distributed/shuffle`` in one workspace), written blind: by reading only those packages,
never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The sympy workspace holds ``sympy/solvers/__init__.py``, ``bivariate.py``, ``decompogen.py``,
``deutils.py``, ``inequalities.py``, ``pde.py``, ``polysys.py``, ``recurr.py``, ``simplex.py``,
``solvers.py``, ``solveset.py``, ``benchmarks/`` (``__init__.py``, ``bench_solvers.py``) and
``diophantine/`` (``__init__.py``, ``diophantine.py``); neither copy holds its parent package's
``__init__.py``, so a ``python -c`` that imports from it gets the installed (identical) package,
and most commands are plain shell ones.

The questions are weighted by the size of the code (sympy's solvers most). About a fifth of them
are in the user's own words (``"own": True``: behaviour described in everyday words the code does
not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of
its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h59_sympy_solvers": [
        "sympy/solvers/__init__.py",
        "sympy/solvers/bivariate.py",
        "sympy/solvers/decompogen.py",
        "sympy/solvers/deutils.py",
        "sympy/solvers/inequalities.py",
        "sympy/solvers/pde.py",
        "sympy/solvers/polysys.py",
        "sympy/solvers/recurr.py",
        "sympy/solvers/simplex.py",
        "sympy/solvers/solvers.py",
        "sympy/solvers/solveset.py",
        "sympy/solvers/benchmarks/__init__.py",
        "sympy/solvers/benchmarks/bench_solvers.py",
        "sympy/solvers/diophantine/__init__.py",
        "sympy/solvers/diophantine/diophantine.py",
    ],
    "h59_distributed_diag_shuffle": ["distributed/diagnostics", "distributed/shuffle"],
}

SOLVERS = "sympy/solvers/solvers.py"
SOLVESET = "sympy/solvers/solveset.py"
SIMPLEX = "sympy/solvers/simplex.py"
DIOPH = "sympy/solvers/diophantine/diophantine.py"
SCHED = "distributed/shuffle/_scheduler_plugin.py"
CORE = "distributed/shuffle/_core.py"


QUESTIONS: list[dict] = [
    # --- sympy/solvers ---------------------------------------------------------------------------
    q(
        "h59_sympy_solvers",
        "where",
        "where's linear_eq_to_matrix defined",
        {"def": "linear_eq_to_matrix"},
    ),
    q(
        "h59_sympy_solvers",
        "where",
        "Could you point me to the definition of the DiophantineSolutionSet class?",
        {"def": "DiophantineSolutionSet"},
    ),
    q(
        "h59_sympy_solvers",
        "where",
        "im using lpmax for a small LP homework, which file/line is it in?",
        {"def": "lpmax"},
    ),
    q(
        "h59_sympy_solvers",
        "returns",
        "What does `ode_order` return, e.g. when the expression doesn't contain the function "
        "at all?",
        {"returns": "ode_order"},
    ),
    q(
        "h59_sympy_solvers",
        "returns",
        "_can_do_sum_of_squares gave me back the integer 1 instead of True once. what are all "
        "the things it can return?",
        {"returns": "_can_do_sum_of_squares"},
    ),
    q(
        "h59_sympy_solvers",
        "calls",
        "who calls _pt in inequalities.py?",
        grep(r"(= |valid\()_pt\(", "sympy/solvers/inequalities.py"),
    ),
    q(
        "h59_sympy_solvers",
        "calls",
        "Which places in the solvers call `unrad(...)`?",
        {"grep": r"\b(u|tmp|neq|without_radicals) = unrad\("},
    ),
    q(
        "h59_sympy_solvers",
        "calls",
        "where is _remove_duplicate_solutions used",
        grep(r"= _remove_duplicate_solutions\(", SOLVERS),
    ),
    q(
        "h59_sympy_solvers",
        "raises",
        "nsolve keeps yelling at me about how many arguments I gave it. Where are those "
        "TypeErrors raised?",
        grep(r"raise TypeError\('nsolve expected", SOLVERS),
    ),
    q(
        "h59_sympy_solvers",
        "raises",
        "Where does the simplex code raise UnboundedLPError?",
        grep(r"raise UnboundedLPError\(", SIMPLEX),
    ),
    q(
        "h59_sympy_solvers",
        "raises",
        "where does prime_as_sum_of_two_squares blow up if p isn't prime?",
        grep(r"p should be a prime number", DIOPH),
    ),
    q(
        "h59_sympy_solvers",
        "raises",
        "In solvers.py, where does inv_quick raise NonInvertibleMatrixError?",
        grep(r"raise NonInvertibleMatrixError\(", SOLVERS),
    ),
    q(
        "h59_sympy_solvers",
        "raises",
        "Where can `pde_separate` raise a ValueError? I want to see all the checks.",
        grep(
            r"raise ValueError\(('Unknown strategy|\"Value should be 0|\"Variable counts do not "
            r"match|\"Duplicate substitution arguments detected|\"Arguments do not match)",
            "sympy/solvers/pde.py",
        ),
    ),
    q(
        "h59_sympy_solvers",
        "raises",
        "I passed a set of symbols to linear_eq_to_matrix and got an error; where is that one "
        "raised?",
        grep(r"Unordered 'set' type is not supported", SOLVESET),
    ),
    q(
        "h59_sympy_solvers",
        "const",
        "where's all_diop_classes set up (the list of diophantine equation types)?",
        grep(r"^all_diop_classes = \[", DIOPH),
    ),
    q(
        "h59_sympy_solvers",
        "run",
        "Please run `wc -l sympy/solvers/simplex.py` and tell me what it prints.",
        {"expect": "1104 sympy/solvers/simplex.py"},
    ),
    run(
        "h59_sympy_solvers",
        "what does {} print?",
        "from sympy.solvers.diophantine.diophantine import sum_of_four_squares; "
        "print(sum_of_four_squares(127))",
        "(2, 5, 7, 7)",
    ),
    q(
        "h59_sympy_solvers",
        "which",
        "Which function takes something nested like log(tan(x**3)) and peels it apart into the "
        "chain of simpler functions it's built out of, outermost first?",
        {"body": "decompogen"},
        own=True,
    ),
    q(
        "h59_sympy_solvers",
        "which",
        "when it works out where an inequality holds, it has to try out one value sitting "
        "strictly inside each stretch of the number line, even a stretch that runs off to plus "
        "or minus infinity. which helper comes up with that test value?",
        {"body": "_pt"},
        own=True,
    ),
    q(
        "h59_sympy_solvers",
        "which",
        "Which function in solveset.py checks whether an equation has the form A - Mod(B, C) = 0?",
        {"body": "_is_modular"},
    ),
    q(
        "h59_sympy_solvers",
        "which",
        "solve sometimes hands me the same answer twice in its list of dicts. which function is "
        "supposed to throw the repeats away?",
        {"body": "_remove_duplicate_solutions"},
        own=True,
    ),
    q(
        "h59_sympy_solvers",
        "which",
        "Which function notices that an equation in x and y is really just an equation in one "
        "combined quantity such as x*y or x + y, so it can be handled with a single unknown?",
        {"body": "bivariate_type"},
        own=True,
    ),
    q(
        "h59_sympy_solvers",
        "how",
        "With the linear programming solver, what keeps it from going round in circles "
        "forever, swapping the same row and column back and forth?",
        grep(r"# Bland's rule|if \(r, c\) == last:", SIMPLEX),
        {"body": "_choose_pivot_row"},
        own=True,
    ),
    q(
        "h59_sympy_solvers",
        "how",
        "How does it double-check that a proposed answer really works when you put it back into "
        "the equation? And what does it do if it just can't tell either way?",
        {"body": "checksol"},
        own=True,
    ),
    q(
        "h59_sympy_solvers",
        "how",
        "how does nsolve handle several equations at once -- does it build a Jacobian somewhere?",
        grep(r"J = f\.jacobian\(fargs\)", SOLVERS),
        {"body": "nsolve"},
    ),
    q(
        "h59_sympy_solvers",
        "how",
        "How does `solve_biquadratic` actually find the solutions of two quadratic equations in "
        "x and y?",
        {"body": "solve_biquadratic"},
    ),
    q(
        "h59_sympy_solvers",
        "how",
        "my equation has sqrt(x) and a cube root of x+1 in it. how does the solver get rid of "
        "those so it ends up with an ordinary polynomial to work on?",
        {"body": "unrad"},
        own=True,
    ),
    q(
        "h59_sympy_solvers",
        "how",
        "How does inv_quick compute the inverse when the matrix entries are symbols?",
        {"body": "inv_quick"},
    ),
    q(
        "h59_sympy_solvers",
        "edit",
        "Rename the helper _nint_or_floor in the diophantine module to _nearest_int_or_floor, "
        "and update its caller.",
        {"effect": {"renamed": ["_nint_or_floor", "_nearest_int_or_floor"]}},
    ),
    q(
        "h59_sympy_solvers",
        "edit",
        "pls add a docstring to `_rational_pq` in diophantine.py; it only has a comment right now",
        {"effect": {"docstring": "_rational_pq"}},
    ),
    q(
        "h59_sympy_solvers",
        "edit",
        "solve() is really slow on my big polynomial systems. Could you make it a lot faster, "
        "maybe by caching the Groebner bases and solving the subsystems in parallel?",
        {"effect": {"declined": True}},
    ),
    # --- distributed/diagnostics + distributed/shuffle -------------------------------------------
    q(
        "h59_distributed_diag_shuffle",
        "where",
        "Where is the ReadWriteLock class that the P2P disk buffer uses?",
        {"def": "ReadWriteLock"},
    ),
    q(
        "h59_distributed_diag_shuffle",
        "returns",
        "what does ResourceLimiter.available return when the limiter has no limit (None)?",
        {"returns": "ResourceLimiter.available"},
    ),
    q(
        "h59_distributed_diag_shuffle",
        "calls",
        "Who calls `_fail_on_workers` in the shuffle scheduler plugin?",
        grep(r"self\._fail_on_workers\(", SCHED),
    ),
    q(
        "h59_distributed_diag_shuffle",
        "calls",
        "where all is get_worker_plugin() called?",
        {"grep": r"(?<!def )get_worker_plugin\(\)"},
    ),
    q(
        "h59_distributed_diag_shuffle",
        "raises",
        "Where does the p2p shuffle code raise ShuffleClosedError?",
        {"grep": r"raise ShuffleClosedError\("},
    ),
    q(
        "h59_distributed_diag_shuffle",
        "raises",
        "UploadDirectory rejected my mode= argument. Where's that check?",
        grep(r"not supported, expected one of", "distributed/diagnostics/plugin.py"),
    ),
    q(
        "h59_distributed_diag_shuffle",
        "const",
        "Where is _BARRIER_PREFIX defined and what is it set to?",
        grep(r"^_BARRIER_PREFIX = ", CORE),
    ),
    q(
        "h59_distributed_diag_shuffle",
        "run",
        "Can you run `tail -n 1 distributed/shuffle/_shuffle.py` for me and show the output?",
        {"expect": "return workers[i]"},
    ),
    q(
        "h59_distributed_diag_shuffle",
        "run",
        'what\'s the output of `grep -n "def _get_worker_for_range_sharding" '
        "distributed/shuffle/_shuffle.py`?",
        {"expect": "382:def _get_worker_for_range_sharding("},
    ),
    q(
        "h59_distributed_diag_shuffle",
        "which",
        "When too much data is already sitting in memory waiting to be shipped out, which bit "
        "makes whoever is adding more hold on until some of it has drained?",
        {"body": "ResourceLimiter.wait_for_available"},
        {"body": "ShardsBuffer.write"},
        own=True,
    ),
    q(
        "h59_distributed_diag_shuffle",
        "which",
        "Which function decides which worker an output partition of a dataframe P2P shuffle "
        "ends up on?",
        {"body": "_get_worker_for_range_sharding"},
        {"body": "DataFrameShuffleSpec.pick_worker"},
        {"body": "ShuffleSchedulerPlugin._calculate_worker_for"},
    ),
    q(
        "h59_distributed_diag_shuffle",
        "which",
        "which part empties the fullest pile first, i.e. whichever destination has the most "
        "bytes queued up gets sent next?",
        {"body": "ShardsBuffer._background_task"},
        own=True,
    ),
    q(
        "h59_distributed_diag_shuffle",
        "how",
        "What happens if the hard drive fills up while the machines are temporarily parking "
        "data during the exchange? Do I get a sensible message?",
        {"body": "DiskShardsBuffer._process"},
        {"body": "P2POutOfDiskError"},
        own=True,
    ),
    q(
        "h59_distributed_diag_shuffle",
        "how",
        "How does ShuffleRun.send decide whether to pickle the shards into one bytes blob "
        "before sending them?",
        {"body": "ShuffleRun.send"},
        {"body": "_mean_shard_size"},
    ),
    q(
        "h59_distributed_diag_shuffle",
        "edit",
        'set MINIMUM_WSL_VERSION in distributed/diagnostics/nvml.py to "525.60"',
        {
            "effect": {
                "value_set": ["distributed/diagnostics/nvml.py", "MINIMUM_WSL_VERSION", '"525.60"']
            }
        },
    ),
    q(
        "h59_distributed_diag_shuffle",
        "edit",
        "Comment out the `logger.warning(\"Shuffle %s deactivated due to stimulus '%s'\", id, "
        "stimulus_id)` line in _scheduler_plugin.py, please -- too noisy.",
        {
            "effect": {
                "comment_out": [
                    SCHED,
                    "logger.warning(\"Shuffle %s deactivated due to stimulus '%s'\", id, "
                    "stimulus_id)",
                ]
            }
        },
    ),
    q(
        "h59_distributed_diag_shuffle",
        "edit",
        "In ShuffleRun.send (shuffle/_core.py), raise the 65536-byte threshold for merging "
        "shards into one blob to 131072.",
        {
            "effect": {
                "text_replaced": [
                    CORE,
                    "if _mean_shard_size(shards) < 65536:",
                    "if _mean_shard_size(shards) < 131072:",
                ]
            }
        },
    ),
]
