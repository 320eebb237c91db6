"""The two-hundred-and-twenty-fifth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (dask 2026.8.0:
``dask/dataframe/io/parquet/utils.py``; distributed 2026.8.0: ``distributed/cluster_dump.py`` and
``distributed/gc.py``; fsspec 2026.9.0: ``fsspec/implementations/arrow.py``), written blind: by
reading only those files, the format of set 128, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and never asking the model anything.

The questions are weighted by the size of the files (dask's parquet utilities most, then the
cluster dump, fsspec's arrow wrapper and distributed's GC helpers). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it, with one definition that fits); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every definition gold names one definition, every grep matches, every command's expected text is
in its real output, no edit effect holds on the untouched files, the declines hold); and for each
edit the correct change was made by hand on a scratch copy of its workspace and
``bench_answers.check_effect`` was checked to hold after it. The commands need the whole package to
import, so they run against the installed package (pyarrow is not installed, so none imports
``dask.dataframe`` and the arrow ones use only what works without pyarrow); each exercises the one
file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h225_dask_parquet_utils": ["dask/dataframe/io/parquet/utils.py"],
    "h225_distributed_cluster_dump": ["distributed/cluster_dump.py"],
    "h225_fsspec_arrow": ["fsspec/implementations/arrow.py"],
    "h225_distributed_gc": ["distributed/gc.py"],
}

UT = "dask/dataframe/io/parquet/utils.py"
CD = "distributed/cluster_dump.py"
AR = "fsspec/implementations/arrow.py"
GC = "distributed/gc.py"


QUESTIONS: list[dict] = [
    # --- dask/dataframe/io/parquet/utils.py --------------------------------------------------
    q(
        "h225_dask_parquet_utils",
        "where",
        "Where is Engine.extract_filesystem defined?",
        {"def": "Engine.extract_filesystem"},
    ),
    q(
        "h225_dask_parquet_utils",
        "where",
        "there's a little nested _join_path helper that turns windows backslashes into forward "
        "slashes somewhere in the parquet utils -- where exactly does it live?",
        {"def": "_analyze_paths._join_path"},
    ),
    q(
        "h225_dask_parquet_utils",
        "returns",
        "What does _aggregate_stats give back, for instance when a file has no row-group "
        "statistics at all?",
        {"returns": "_aggregate_stats"},
    ),
    q(
        "h225_dask_parquet_utils",
        "returns",
        "_sort_and_analyze_paths: what's its return value?",
        {"returns": "_sort_and_analyze_paths"},
    ),
    q(
        "h225_dask_parquet_utils",
        "calls",
        "Who calls `_aggregate_stats`?",
        grep(r"stat = _aggregate_stats\(", UT),
    ),
    q(
        "h225_dask_parquet_utils",
        "calls",
        "which function uses _analyze_paths",
        grep(r"= _analyze_paths\(", UT),
    ),
    q(
        "h225_dask_parquet_utils",
        "raises",
        "I passed filesystem=my_fs to read_parquet and also had dataset={'fs': ...} in my "
        "options, and it errored out. Where does it raise that?",
        grep(r"Cannot specify a filesystem argument if the", UT),
    ),
    q(
        "h225_dask_parquet_utils",
        "raises",
        "Where's `ValueError: Specified index and column names must not intersect` coming from?",
        grep(r'raise ValueError\("Specified index and column names must not intersect"\)', UT),
    ),
    q(
        "h225_dask_parquet_utils",
        "raises",
        "If I hand extract_filesystem an actual filesystem object AND storage_options, it "
        "refuses. where is that error raised",
        grep(r"Cannot specify storage_options when an explicit", UT),
    ),
    q(
        "h225_dask_parquet_utils",
        "raises",
        "where is the 'can not get parent of root' exception thrown?",
        grep(r'raise Exception\("can not get parent of root"\)', UT),
    ),
    q(
        "h225_dask_parquet_utils",
        "which",
        "Which function decides whether dask needs to gather row-group statistics for a "
        "read_parquet call?",
        {"body": "_set_gather_statistics"},
    ),
    q(
        "h225_dask_parquet_utils",
        "which",
        "which helper splits the extra read_parquet kwargs into the dataset, read and "
        "open_file_options groups (and warns about the old 'file' key)?",
        {"body": "_split_user_options"},
    ),
    q(
        "h225_dask_parquet_utils",
        "which",
        "Which bit adds up how big the chunks inside a file are and, once that total is more "
        "than double the per-piece size I asked for, says the file should be broken up?",
        {"body": "_infer_split_row_groups"},
        own=True,
    ),
    q(
        "h225_dask_parquet_utils",
        "how",
        "How does _normalize_index_columns handle index=False? Do the index fields just get "
        "dropped?",
        {"body": "_normalize_index_columns"},
    ),
    q(
        "h225_dask_parquet_utils",
        "how",
        "In one of my files a column's smallest and largest values come out identical, but "
        "there are also some blank entries in it. What does the per-file summary keep for "
        "that column?",
        grep(
            r"if minval == maxval and null_count:|"
            r'Remove "dangerous" stats|'
            r's\["columns"\]\.append\(\{"null_count": null_count\}\)',
            UT,
        ),
        own=True,
    ),
    q(
        "h225_dask_parquet_utils",
        "how",
        "If I leave unset how many files each of the up-front file-inspection jobs should take "
        "on, how is that number picked? Is it different for files on my own disk vs. in cloud "
        "storage?",
        {"body": "_set_metadata_task_size"},
        own=True,
    ),
    q(
        "h225_dask_parquet_utils",
        "how",
        "how does _process_open_file_options handle precache_options={'method': 'parquet'} -- "
        "what cache_type does it end up with?",
        {"body": "_process_open_file_options"},
    ),
    q(
        "h225_dask_parquet_utils",
        "edit",
        'In dask/dataframe/io/parquet/utils.py, make Engine.default_blocksize return "128 MiB" '
        'instead of "256 MiB".',
        {"effect": {"text_replaced": [UT, 'return "256 MiB"', 'return "128 MiB"']}},
    ),
    q(
        "h225_dask_parquet_utils",
        "edit",
        "_aggregate_stats has the min/max/null_count block copy-pasted twice, once for a "
        "single row group and once for the DataFrame path. Could you pull it out into one "
        "shared helper, keep the behaviour identical, and add unit tests for both paths?",
        {"effect": {"declined": True}},
    ),
    # --- distributed/cluster_dump.py ---------------------------------------------------------
    q(
        "h225_distributed_cluster_dump",
        "where",
        "where's worker_story defined on the dump artefact class?",
        {"def": "DumpArtefact.worker_story"},
    ),
    q(
        "h225_distributed_cluster_dump",
        "returns",
        "What does DumpArtefact.missing_workers return?",
        {"returns": "DumpArtefact.missing_workers"},
    ),
    q(
        "h225_distributed_cluster_dump",
        "calls",
        "Which methods end up calling _extract_tasks?",
        grep(r"self\._extract_tasks\(", CD),
    ),
    q(
        "h225_distributed_cluster_dump",
        "raises",
        "I tried dump_cluster_state with format='json' and got \"Unsupported format 'json'\". "
        "Where in cluster_dump.py is that raised?",
        grep(r"Unsupported format \{format!r\}", CD),
    ),
    q(
        "h225_distributed_cluster_dump",
        "raises",
        "load_cluster_dump rejects my file name saying it must have a .msgpack.gz or .yaml "
        "suffix; where's that check?",
        grep(r'raise ValueError\(f"url \(\{url\}\) must have', CD),
    ),
    q(
        "h225_distributed_cluster_dump",
        "const",
        "Where is the default cluster dump format set, and which format is it?",
        grep(r"^DEFAULT_CLUSTER_DUMP_FORMAT", CD),
    ),
    q(
        "h225_distributed_cluster_dump",
        "which",
        "Which helper takes a big dictionary, leaves a hand-picked few entries standing on "
        "their own and lumps every other entry together under one shared heading?",
        {"body": "DumpArtefact._compact_state"},
        own=True,
    ),
    q(
        "h225_distributed_cluster_dump",
        "how",
        "When I save a snapshot of the whole cluster to a file whose name doesn't end the way "
        "it expects, does that fail, or does the name get fixed up somehow?",
        {"body": "write_state"},
        own=True,
    ),
    run(
        "h225_distributed_cluster_dump",
        "Could you run {} for me and tell me what it prints?",
        "from distributed.cluster_dump import DumpArtefact; "
        "d = DumpArtefact({'scheduler': {'workers': ['w1', 'w2', 'w3']}, "
        "'workers': {'w1': {'id': 'w1'}, 'w2': 'timed out'}}); print(d.missing_workers())",
        "['w2', 'w3']",
    ),
    q(
        "h225_distributed_cluster_dump",
        "edit",
        "to_yamls should create the root directory itself. In distributed/cluster_dump.py, "
        "right after the line `root_dir = Path(root_dir) if root_dir else Path.cwd()`, add "
        "`root_dir.mkdir(parents=True, exist_ok=True)`.",
        {
            "effect": {
                "line_after": [
                    CD,
                    "root_dir = Path(root_dir) if root_dir else Path.cwd()",
                    "root_dir.mkdir(parents=True, exist_ok=True)",
                ]
            }
        },
    ),
    # --- fsspec/implementations/arrow.py -----------------------------------------------------
    q(
        "h225_fsspec_arrow",
        "where",
        "Where can I find ArrowFSWrapper._strip_protocol?",
        {"def": "ArrowFSWrapper._strip_protocol"},
    ),
    q(
        "h225_fsspec_arrow",
        "calls",
        "_make_entry -- who calls it?",
        grep(r"self\._make_entry\(", AR),
    ),
    q(
        "h225_fsspec_arrow",
        "raises",
        "Opening a file with mode='w' through the arrow wrapper gives me 'unsupported mode for "
        "Arrow filesystem'. Where does that come from?",
        grep(r"unsupported mode for Arrow filesystem", AR),
    ),
    q(
        "h225_fsspec_arrow",
        "raises",
        "which lines in fsspec's arrow.py raise FileNotFoundError?",
        grep(r"raise FileNotFoundError\(", AR),
    ),
    q(
        "h225_fsspec_arrow",
        "which",
        "Which method of the HDFS filesystem pulls the host, user, port and replication out of "
        "an hdfs:// URL?",
        {"body": "HadoopFileSystem._get_kwargs_from_urls"},
    ),
    q(
        "h225_fsspec_arrow",
        "which",
        "The underlying library reports a path that isn't there as a generic OS-level error "
        "with a text message. Which piece translates that into Python's usual missing-file "
        "error?",
        {"body": "wrap_exceptions"},
        own=True,
    ),
    q(
        "h225_fsspec_arrow",
        "how",
        "How does ArrowFSWrapper._parent work when root_marker is empty, like on s3 or gcs?",
        {"body": "ArrowFSWrapper._parent"},
    ),
    q(
        "h225_fsspec_arrow",
        "how",
        "If copying a file within HDFS gets interrupted halfway through, am I left with a "
        "half-written file under the target name? how is that handled",
        {"body": "ArrowFSWrapper.cp_file"},
        own=True,
    ),
    run(
        "h225_fsspec_arrow",
        "what's the output of {}?",
        "from fsspec.implementations.arrow import HadoopFileSystem; "
        "print(HadoopFileSystem._get_kwargs_from_urls("
        "'hdfs://alice@namenode:8020/data/x.parquet?replication=2'))",
        "'port': 8020, 'replication': 2",
    ),
    q(
        "h225_fsspec_arrow",
        "edit",
        "Small bug in the message of ArrowFSWrapper.rm: it says \"Can't delete directories "
        'without recursive=False" but it should say recursive=True. Please fix that string '
        "in fsspec/implementations/arrow.py.",
        {
            "effect": {
                "line_replaced": [
                    AR,
                    'raise ValueError("Can\'t delete directories without recursive=False")',
                    'raise ValueError("Can\'t delete directories without recursive=True")',
                ]
            }
        },
    ),
    # --- distributed/gc.py -------------------------------------------------------------------
    q(
        "h225_distributed_gc",
        "where",
        "where is enable_gc_diagnosis",
        {"def": "enable_gc_diagnosis"},
    ),
    q(
        "h225_distributed_gc",
        "calls",
        "Who calls FractionalTimer._add_measurement?",
        grep(r"self\._add_measurement\(", GC),
    ),
    q(
        "h225_distributed_gc",
        "const",
        "where does GCDiagnosis set N_SAMPLES? what value",
        grep(r"N_SAMPLES = 30", GC),
    ),
    q(
        "h225_distributed_gc",
        "which",
        "Which class in distributed/gc.py keeps a window of recent timings and works out what "
        "fraction of the elapsed time they took up?",
        {"body": "FractionalTimer"},
    ),
    q(
        "h225_distributed_gc",
        "which",
        "Which function reports the total time spent so far on full memory clean-ups, or just "
        "zero if that monitoring was never switched on?",
        {"body": "gc_collect_duration"},
        own=True,
    ),
    q(
        "h225_distributed_gc",
        "how",
        "Two parts of my app each switch on the memory clean-up monitoring, then one of them "
        "switches it off again. Does it stay on for the other one? How is that tracked?",
        {"body": "disable_gc_diagnosis"},
        {"body": "enable_gc_diagnosis"},
        own=True,
    ),
    run(
        "h225_distributed_gc",
        "I'm trying to understand the running fraction; what does {} print?",
        "from distributed.gc import FractionalTimer; t = iter([0, 1, 2, 4, 5, 6]); "
        "f = FractionalTimer(2, timer=lambda: next(t)); "
        "[(f.start_timing(), f.stop_timing()) for _ in range(3)]; "
        "print(f.duration_total, f.running_fraction)",
        "4.0 0.6",
    ),
    q(
        "h225_distributed_gc",
        "edit",
        "gc_collect_duration has no docstring. Could you add one? It returns the total seconds "
        "spent in full (generation 2) collections since diagnosis was enabled, or 0 if it never "
        "was.",
        {"effect": {"docstring": "gc_collect_duration"}},
    ),
    q(
        "h225_distributed_gc",
        "edit",
        "Please add complete type annotations to ThrottledGC and GCDiagnosis in "
        "distributed/gc.py (including the gc callback's info dict) and make the module pass "
        "mypy --strict.",
        {"effect": {"declined": True}},
    ),
]
