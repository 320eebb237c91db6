"""The sixty-third held-out set: questions on two pieces of third-party code that no other set
uses, copied from the installed site-packages: five core modules of dask 2026.8.0 (``base.py``,
``local.py``, ``optimization.py``, ``config.py`` and ``utils.py``, as one workspace) and the
``pandas/core/tools`` package of pandas 3.1.1 (``to_datetime``, ``to_numeric``, ``to_timedelta``,
``to_time``). Written blind: by reading only that code, never the model's code or its notes, and
committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the code (dask most). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own.
The workspace copies lack their parents' ``__init__.py``, so a ``python -c`` import there would
load the installed package instead: the commands are plain shell commands on the copied files.
Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

WORKSPACES: dict[str, list[str]] = {
    "h63_dask": [
        "dask/base.py",
        "dask/local.py",
        "dask/optimization.py",
        "dask/config.py",
        "dask/utils.py",
    ],
    "h63_pandas_tools": ["pandas/core/tools"],
}

BASE = "dask/base.py"
LOCAL = "dask/local.py"
OPT = "dask/optimization.py"
CONFIG = "dask/config.py"
UTILS = "dask/utils.py"
DATETIMES = "pandas/core/tools/datetimes.py"
NUMERIC = "pandas/core/tools/numeric.py"
TIMES = "pandas/core/tools/times.py"


QUESTIONS: list[dict] = [
    # --- dask (base, local, optimization, config, utils) -----------------------------------
    q("h63_dask", "where", "where's fuse_linear defined", {"def": "fuse_linear"}),
    q(
        "h63_dask",
        "where",
        "Could you point me to the SerializableLock class?",
        {"def": "SerializableLock"},
    ),
    q(
        "h63_dask",
        "where",
        "Where is `Dispatch.register_lazy`? I want to see how the lazy hook gets stored.",
        {"def": "Dispatch.register_lazy"},
    ),
    q(
        "h63_dask",
        "returns",
        "what does canonical_name return when neither the dash nor the underscore spelling of "
        "the key is in the config yet?",
        {"returns": "canonical_name"},
    ),
    q(
        "h63_dask",
        "returns",
        "What can `get_scheduler` hand back? e.g. if I pass nothing and no client is running",
        {"returns": "get_scheduler"},
    ),
    q(
        "h63_dask",
        "calls",
        "who calls start_state_from_dask?",
        grep(r"= start_state_from_dask\(", LOCAL),
    ),
    q(
        "h63_dask",
        "calls",
        "In dask/base.py, which functions call `unpack_collections`? Show me the call sites.",
        grep(r"= unpack_collections\(", BASE),
    ),
    q(
        "h63_dask",
        "calls",
        "where is check_deprecations actually invoked in config.py (not the docstring examples)",
        grep(r"= check_deprecations\(", CONFIG),
    ),
    q(
        "h63_dask",
        "calls",
        "Where does get_scheduler end up calling _ensure_not_async?",
        grep(r"return _ensure_not_async\(", BASE),
    ),
    q(
        "h63_dask",
        "raises",
        'Where is "Found no accessible jobs in dask" raised?',
        grep(r'raise ValueError\("Found no accessible jobs in dask"\)', LOCAL),
    ),
    q(
        "h63_dask",
        "raises",
        "dask.annotate(priority='high') gave me a TypeError. Where in annotate are those type "
        "checks that raise?",
        grep(r"annotations? must be a", BASE),
    ),
    q(
        "h63_dask",
        "raises",
        "parse_timedelta('10 fortnights') -> where does it raise for a unit it doesnt know?",
        grep(r"raise KeyError\(", UTILS),
    ),
    q(
        "h63_dask",
        "raises",
        "My ~/.config/dask/foo.yaml has a typo in it. Where does dask raise the error about a "
        "malformed config file?",
        grep(r"A dask config file at \{path!r\} is malformed", CONFIG),
    ),
    q(
        "h63_dask",
        "raises",
        "where does `Dispatch` throw 'No dispatch for ...'?",
        grep(r'raise TypeError\(f"No dispatch for', UTILS),
    ),
    q(
        "h63_dask",
        "const",
        "Where's the table of deprecated config keys and their new names (the `deprecations` "
        "dict)?",
        grep(r"^deprecations: dict\[", CONFIG),
    ),
    q(
        "h63_dask",
        "which",
        "Which helper reads a human-written memory amount such as '3.5GB' or '512 MiB' and hands "
        "back an int I can do arithmetic with?",
        {"body": "parse_bytes"},
        own=True,
    ),
    q(
        "h63_dask",
        "which",
        "is there something in dask's utils that tells me how long back a moment in time was, "
        "in a friendly way like 'two weeks back'? which function",
        {"body": "format_time_ago"},
        own=True,
    ),
    q(
        "h63_dask",
        "which",
        "I have files named part1, part2 ... part10 and ordering them alphabetically puts part10 "
        "right after part1. Which function would line them up the way a person expects?",
        {"body": "natural_sort_key"},
        own=True,
    ),
    q(
        "h63_dask",
        "which",
        "I only want two of the outputs from a big task graph. Which function trims the graph "
        "down to just the work those two outputs need?",
        {"body": "cull"},
        own=True,
    ),
    q(
        "h63_dask",
        "which",
        "Which method of `Dispatch` looks up the implementation for a type, walking the MRO and "
        "triggering lazy registrations?",
        {"body": "Dispatch.dispatch"},
    ),
    q(
        "h63_dask",
        "which",
        "which function turns DASK_* environment variables (like DASK_FOO__BAR=1) into config "
        "entries?",
        {"body": "collect_env"},
    ),
    q(
        "h63_dask",
        "how",
        "How does key_split handle a key like 'x-abcdefab' - how does it know to drop the hex "
        "part?",
        {"body": "key_split"},
    ),
    q(
        "h63_dask",
        "how",
        "how does `dask.config.set` put the old values back when the with block exits? does it "
        "remember what it changed?",
        {"body": "set.__exit__"},
        {"body": "set._assign"},
    ),
    q(
        "h63_dask",
        "how",
        "When one of my tasks blows up while running in the local thread pool, how does the "
        "problem get carried back to me instead of dying silently inside a worker?",
        {"body": "execute_task"},
        grep(r"if failed:|exc, tb = loads\(res_info\)|raise_exception\(exc, tb\)", LOCAL),
        own=True,
    ),
    q(
        "h63_dask",
        "how",
        "If I put the same option in a settings file under /etc and in the one in my home "
        "folder, which one wins, and where is that decided?",
        {"body": "collect"},
        {"body": "_get_paths"},
        own=True,
    ),
    q(
        "h63_dask",
        "how",
        "In get_async, how many tasks get handed to the executor in one go when chunksize=-1?",
        grep(
            r"if chunksize == -1:|ntasks = nready$|chunksize = -\(ntasks // -num_workers\)",
            LOCAL,
        ),
    ),
    q(
        "h63_dask",
        "how",
        "After the graph optimizer glues a run of small steps together into one bigger step, "
        "what does it call the combined step? how is that label made up?",
        {"body": "default_fused_keys_renamer"},
        {"body": "default_fused_linear_keys_renamer"},
        own=True,
    ),
    q(
        "h63_dask",
        "run",
        "Run `wc -l dask/optimization.py` and tell me what it prints.",
        {"expect": "888 dask/optimization.py"},
    ),
    q(
        "h63_dask",
        "run",
        'what\'s the output of `grep -n "^class " dask/config.py`?',
        {"expect": "372:class set:"},
    ),
    q(
        "h63_dask",
        "run",
        "can you run `grep -n '^def parse_bytes' dask/utils.py` for me",
        {"expect": "1582:def parse_bytes(s: float | str) -> int:"},
    ),
    q(
        "h63_dask",
        "edit",
        "In dask/optimization.py please raise the default max_fused_key_length of "
        "default_fused_keys_renamer from 120 to 200.",
        {
            "effect": {
                "text_replaced": [
                    OPT,
                    "max_fused_key_length=120",
                    "max_fused_key_length=200",
                ]
            }
        },
    ),
    q(
        "h63_dask",
        "edit",
        "comment out the bare `refresh()` call at the very bottom of dask/config.py",
        {"effect": {"comment_out": [CONFIG, "refresh()"]}},
    ),
    q(
        "h63_dask",
        "edit",
        "interpret_value in dask/config.py has no docstring. Add one: it turns an environment "
        "variable string into a Python value (literal_eval first, then none/null/true/false).",
        {"effect": {"docstring": "interpret_value"}},
    ),
    q(
        "h63_dask",
        "edit",
        "The local scheduler is too slow for my graphs. Can you rewrite get_async to use "
        "asyncio with work stealing between workers, and make it faster overall?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/core/tools -------------------------------------------------------------------
    q(
        "h63_pandas_tools",
        "where",
        "Where's _adjust_to_origin?",
        {"def": "_adjust_to_origin"},
    ),
    q(
        "h63_pandas_tools",
        "returns",
        "what does `_box_as_indexlike` return - always a DatetimeIndex?",
        {"returns": "_box_as_indexlike"},
    ),
    q(
        "h63_pandas_tools",
        "calls",
        "Who calls _maybe_cache in datetimes.py?",
        grep(r"cache_array = _maybe_cache\(", DATETIMES),
    ),
    q(
        "h63_pandas_tools",
        "raises",
        "pd.to_datetime(x, format='%Y', unit='s') fails - where is 'cannot specify both format "
        "and unit' raised?",
        grep(r'raise ValueError\("cannot specify both format and unit"\)', DATETIMES),
    ),
    q(
        "h63_pandas_tools",
        "raises",
        "Where does to_datetime complain when the DataFrame I pass is missing the day column?",
        grep(r"to assemble mappings requires at least that", DATETIMES),
    ),
    q(
        "h63_pandas_tools",
        "raises",
        "where does to_time raise when a value can't be converted to a time?",
        grep(r"raise ValueError\(msg\) from err|raise ValueError\(f\"Cannot convert arg", TIMES),
    ),
    q(
        "h63_pandas_tools",
        "const",
        "where is the list of fallback time formats (_time_formats) that to_time tries?",
        grep(r"^_time_formats = \[", TIMES),
    ),
    q(
        "h63_pandas_tools",
        "run",
        'Please run `grep -rn "def should_cache" pandas/core/tools` and paste the output.',
        {"expect": "pandas/core/tools/datetimes.py:170:def should_cache("},
    ),
    q(
        "h63_pandas_tools",
        "edit",
        "set start_caching_at to 100 in pandas/core/tools/datetimes.py",
        {"effect": {"value_set": [DATETIMES, "start_caching_at", "100"]}},
    ),
    q(
        "h63_pandas_tools",
        "edit",
        "Rename `_guess_time_format_for_array` in times.py to `_infer_time_format_for_array`, "
        "and update its caller.",
        {"effect": {"renamed": ["_guess_time_format_for_array", "_infer_time_format_for_array"]}},
    ),
    q(
        "h63_pandas_tools",
        "which",
        "I convert a column of dates where the same few values repeat thousands of times. "
        "Which function works out whether it's worth remembering the converted values so each "
        "distinct one is only done once?",
        {"body": "should_cache"},
        {"body": "_maybe_cache"},
        own=True,
    ),
    q(
        "h63_pandas_tools",
        "which",
        "with pd.to_numeric(s, downcast='integer'), which part of to_numeric tries the smaller "
        "dtypes one after another?",
        grep(
            r"for typecode in typecodes:|values = maybe_downcast_numeric\(values, dtype\)"
            r"|typecodes = np\.typecodes\[",
            NUMERIC,
        ),
    ),
    q(
        "h63_pandas_tools",
        "how",
        "My spreadsheet has each date split across three number columns, like 2024 | 3 | 15. "
        "How does pandas stitch those back into a single timestamp per row?",
        {"body": "_assemble_from_unit_mappings"},
        own=True,
    ),
    q(
        "h63_pandas_tools",
        "how",
        "for clock readings like '2:30PM' with no pattern given, how does it work out which "
        "layout to try, and does it remember the one that worked for the next values?",
        {"body": "to_time._convert_listlike"},
        own=True,
    ),
]
