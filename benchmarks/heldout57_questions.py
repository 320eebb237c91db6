"""The fifty-seventh held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (dask 2026.8.0, its ``dask/dataframe`` directory with the
tests left in, and jupyterlab 4.6.6, its Python modules only: no ``static/``, ``schemas/``,
``staging/``, ``themes/`` or ``tests/``), written blind: by reading only those packages, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the packages (dask.dataframe most, then jupyterlab).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

The commands run in the workspace copy with PYTHONPATH unset: ``dask.dataframe`` itself does not
import there (no pyarrow, and the copy has no ``dask/__init__.py``), so the dask commands are plain
shell commands or load ``hyperloglog.py``, which imports standalone, from its folder.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h57_dask_dataframe": ["dask/dataframe"],
    "h57_jupyterlab": [
        "jupyterlab/__init__.py",
        "jupyterlab/__main__.py",
        "jupyterlab/_version.py",
        "jupyterlab/browser_check.py",
        "jupyterlab/commands.py",
        "jupyterlab/coreconfig.py",
        "jupyterlab/debuglog.py",
        "jupyterlab/federated_labextensions.py",
        "jupyterlab/labapp.py",
        "jupyterlab/labextensions.py",
        "jupyterlab/labhubapp.py",
        "jupyterlab/pytest_plugin.py",
        "jupyterlab/serverextension.py",
        "jupyterlab/upgrade_extension.py",
        "jupyterlab/utils.py",
        "jupyterlab/extensions",
        "jupyterlab/handlers",
        "jupyterlab/galata/__init__.py",
    ],
}

DD = "h57_dask_dataframe"
JL = "h57_jupyterlab"

CSV = "dask/dataframe/io/csv.py"
HDF = "dask/dataframe/io/hdf.py"
UTILS = "dask/dataframe/utils.py"
SHUFFLE = "dask/dataframe/dask_expr/_shuffle.py"
COLLECTION = "dask/dataframe/dask_expr/_collection.py"
EXPR = "dask/dataframe/dask_expr/_expr.py"
REPART = "dask/dataframe/dask_expr/_repartition.py"
PARQUET = "dask/dataframe/dask_expr/io/parquet.py"
COMMANDS = "jupyterlab/commands.py"
BUILD = "jupyterlab/handlers/build_handler.py"


QUESTIONS: list[dict] = [
    # --- dask.dataframe ----------------------------------------------------------------------
    q(DD, "where", "where's clear_known_categories defined?", {"def": "clear_known_categories"}),
    q(
        DD,
        "where",
        "Where is the RepartitionToMore class? I want to read how it bumps up the partition count.",
        {"def": "RepartitionToMore"},
    ),
    q(DD, "where", "in dask-expr where does `from_map` live", {"def": "from_map"}),
    q(
        DD,
        "returns",
        "What does _adjust_split_out_for_group_keys return? e.g. for one groupby key vs three",
        {"returns": "_adjust_split_out_for_group_keys"},
    ),
    q(
        DD,
        "returns",
        "what does `valid_divisions` return, and in which cases is it False?",
        {"returns": "valid_divisions"},
    ),
    q(
        DD,
        "calls",
        "who calls _get_divisions in the shuffle module?",
        grep(r"= _get_divisions\(", SHUFFLE),
    ),
    q(
        DD,
        "calls",
        "Where is check_divisions called from?",
        grep(r"check_divisions\(divisions\)", COLLECTION),
    ),
    q(
        DD,
        "calls",
        "where does split_evenly get used",
        grep(r"\(split_evenly, ", REPART),
    ),
    q(
        DD,
        "calls",
        "Which code calls `_one_path_one_key` in the HDF reader?",
        grep(r"parts\.extend\(_one_path_one_key\(", HDF),
    ),
    q(
        DD,
        "raises",
        "Where does compute_hll_array throw if the number of bits is out of range?",
        grep(
            r'raise ValueError\("b should be between 8 and 16"\)', "dask/dataframe/hyperloglog.py"
        ),
    ),
    q(
        DD,
        "raises",
        "I passed shuffle_method='fast' by mistake and got `ValueError: fast not supported`. "
        "Which line raises that?",
        grep(r'raise ValueError\(f"\{method\} not supported"\)', SHUFFLE),
    ),
    q(
        DD,
        "raises",
        "where is the 'frac should sum to 1' error in random_split raised",
        grep(r'raise ValueError\("frac should sum to 1"\)', COLLECTION),
    ),
    q(
        DD,
        "raises",
        'map_overlap keeps failing with "Partition size is less than overlapping window size". '
        "Where exactly is that thrown?",
        grep(r"^ {16}raise NotImplementedError\(msg\)", EXPR),
    ),
    q(
        DD,
        "raises",
        "dd.read_csv(..., nrows=100) blows up -- where does it reject nrows?",
        grep(r"The 'nrows' keyword is not supported by ", CSV),
    ),
    q(
        DD,
        "raises",
        "Where does to_hdf refuse a path + key with too many asterisks in them?",
        grep(r"A maximum of one asterisk is accepted", HDF),
    ),
    q(
        DD,
        "const",
        "where's UNKNOWN_CATEGORIES set and what's the value",
        grep(r"^UNKNOWN_CATEGORIES = ", UTILS),
    ),
    run(
        DD,
        "I'm in the folder that holds the dask/ copy. What does {} print?",
        "import sys; sys.path.insert(0, 'dask/dataframe'); import numpy as np; "
        "from hyperloglog import compute_first_bit; "
        "print(compute_first_bit(np.array([1, 2, 8, 0])))",
        "[ 1  2  4 33]",
    ),
    q(
        DD,
        "run",
        'can you run `grep -c "@derived_from" dask/dataframe/dask_expr/_collection.py` and tell '
        "me the number",
        {"expect": "104"},
    ),
    q(
        DD,
        "run",
        "How long is the csv reader? Run `wc -l dask/dataframe/io/csv.py` please.",
        {"expect": "966"},
    ),
    q(
        DD,
        "edit",
        "Set _CACHED_PLAN_SIZE to 32 in dask/dataframe/dask_expr/io/parquet.py, we read lots of "
        "different datasets.",
        {"effect": {"value_set": [PARQUET, "_CACHED_PLAN_SIZE", "32"]}},
    ),
    q(
        DD,
        "edit",
        "Add a docstring to `pd_split` in dask_expr/_expr.py explaining that it tags every row "
        "with the number of the random split it goes to.",
        {"effect": {"docstring": "pd_split"}},
    ),
    q(
        DD,
        "edit",
        'comment out the simplefilter("ignore", RuntimeWarning) line in io/csv.py, I want to see '
        "those psutil warnings",
        {"effect": {"comment_out": [CSV, 'simplefilter("ignore", RuntimeWarning)']}},
    ),
    q(
        DD,
        "edit",
        "In auto_blocksize (dask/dataframe/io/csv.py) raise the 64e6 cap to 128e6.",
        {
            "effect": {
                "text_replaced": [
                    CSV,
                    "min(blocksize, int(64e6))",
                    "min(blocksize, int(128e6))",
                ]
            }
        },
    ),
    q(
        DD,
        "edit",
        "Could you make groupby().apply() automatically run on the GPU through cudf whenever one "
        "is available, fall back to pandas otherwise, and add tests for both paths?",
        {"effect": {"declined": True}},
    ),
    q(
        DD,
        "which",
        "I told dask where my data is split by index value. Is there anything that double-checks, "
        "while the job is running, that each piece really only holds rows inside its range?",
        {"body": "_check_divisions"},
        {"body": "EnforceRuntimeDivisions"},
        own=True,
    ),
    q(
        DD,
        "which",
        "once dask has worked out how a parquet dataset splits into pieces it keeps that around "
        "for next time. which bit of code drops the oldest of those saved layouts when too many "
        "have piled up?",
        {"body": "_control_cached_plan"},
        own=True,
    ),
    q(
        DD,
        "which",
        "Which method picks between P2PShuffle, DiskShuffle, SimpleShuffle and TaskShuffle?",
        {"body": "Shuffle._lower"},
    ),
    q(
        DD,
        "which",
        "Which function complains when I ask for the first 10 rows but the first chunk only has 3 "
        "of them?",
        {"body": "safe_head"},
        own=True,
    ),
    q(
        DD,
        "which",
        "Which function works out which partition a .loc label falls into, given the divisions?",
        {"body": "_partition_of_index_value"},
        {"body": "_partitions_of_index_values"},
    ),
    q(
        DD,
        "which",
        "which helper converts a pyarrow Schema into a {column: dtype} dict?",
        {"body": "_get_pyarrow_dtypes"},
    ),
    q(
        DD,
        "how",
        "When a big CSV gets cut into several byte ranges, how do the later pieces, which don't "
        "start at the top of the file, know what the column names are?",
        {"body": "_read_csv"},
        {"body": "pandas_read_text"},
        own=True,
    ),
    q(
        DD,
        "how",
        "how does it roughly count how many different values a huge column has without holding "
        "all of them in memory at once?",
        {"body": "estimate_count"},
        {"body": "compute_hll_array"},
        {"body": "reduce_state"},
        {"body": "NuniqueApprox"},
        own=True,
    ),
    q(
        DD,
        "how",
        "How does Merge decide whether to do a broadcast join instead of shuffling both sides?",
        {"body": "Merge.is_broadcast_join"},
    ),
    q(
        DD,
        "how",
        "For an average per group over many chunks, does dask just average each chunk's averages? "
        "How are the pieces put together?",
        {"body": "_mean_chunk"},
        {"body": "_mean_combine"},
        {"body": "_mean_agg"},
        own=True,
    ),
    q(
        DD,
        "how",
        "If I split a time series into monthly pieces, how come the boundaries land on the first "
        "day of each month and not on the last day?",
        {"body": "_map_freq_to_period_start"},
        {"body": "RepartitionFreq._divisions"},
        own=True,
    ),
    q(
        DD,
        "how",
        "how does RepartitionToFewer decide which old partitions get glued together into each new "
        "one?",
        {"body": "RepartitionToFewer._compute_partition_boundaries"},
        {"body": "RepartitionToFewer._partitions_boundaries"},
        {"body": "_clean_new_division_boundaries"},
    ),
    # --- jupyterlab --------------------------------------------------------------------------
    q(JL, "where", "where is CoreConfig.add defined", {"def": "CoreConfig.add"}),
    q(
        JL,
        "returns",
        "What does _compat_error_age in jupyterlab/commands.py return?",
        {"returns": "_compat_error_age"},
    ),
    q(
        JL,
        "calls",
        "who calls `_compare_ranges`?",
        grep(r"(?<!def )_compare_ranges\(", COMMANDS),
    ),
    q(
        JL,
        "raises",
        "Where does CoreConfig.add raise a ValueError?",
        grep(r"raise ValueError\(msg\)", "jupyterlab/coreconfig.py"),
    ),
    q(
        JL,
        "raises",
        "where's the 400 'Build canceled' error raised on the build API?",
        grep(r'raise web\.HTTPError\(400, "Build canceled"\)', BUILD),
    ),
    q(
        JL,
        "const",
        "where's YARN_DEFAULT_REGISTRY defined?",
        grep(r"^YARN_DEFAULT_REGISTRY = ", COMMANDS),
    ),
    run(
        JL,
        "Run {} and tell me the output.",
        "from jupyterlab.extensions.manager import ExtensionManager as M; "
        "print(M.get_semver_version('4.1.0rc2'), M.get_semver_version('2.0.0b1.post3'))",
        "4.1.0-rc.2 2.0.0-beta.1",
    ),
    q(
        JL,
        "edit",
        "rename _tarsum to _tar_sha1sum in jupyterlab/commands.py (and its call site)",
        {"effect": {"renamed": ["_tarsum", "_tar_sha1sum"]}},
    ),
    q(
        JL,
        "which",
        "Which part goes online to find out whether there's a more recent JupyterLab out than "
        "the one I'm running?",
        {"body": "CheckForUpdate.__call__"},
        own=True,
    ),
    q(
        JL,
        "which",
        "which function in the PyPI extension manager checks a package's requires_python against "
        "my interpreter?",
        {"body": "_check_python_version_compatible"},
    ),
    q(
        JL,
        "how",
        "if rebuilding the lab front end from the build button blows up, does the server just give "
        "up, or does it try something else first?",
        {"body": "Builder._run_build"},
        own=True,
    ),
    q(
        JL,
        "how",
        "I switched off a bunch of extensions with one pattern like `@myorg/.*` in my config. How "
        "does lab decide that a given package is switched off -- exact names only, or are "
        "patterns honoured too?",
        {"body": "_is_disabled"},
        own=True,
    ),
]
