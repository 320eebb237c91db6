"""The hundred-and-seventy-second held-out set: questions on three pandas reshaping modules and one
Jinja module, copied from the installed site-packages (pandas 3.1.1: ``pandas/core/reshape/tile.py``,
``pandas/core/reshape/melt.py``, ``pandas/core/reshape/encoding.py``; Jinja2 3.1.6:
``jinja2/bccache.py``), written blind: by reading only those files, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (pandas' cut/qcut module most, then melt and
wide_to_long, the dummy encoding, Jinja's bytecode cache least). About a fifth of the questions
that are not edits are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need
the whole package to import, so they run against the installed package; each exercises the one
file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h172_pandas_tile": ["pandas/core/reshape/tile.py"],
    "h172_pandas_melt": ["pandas/core/reshape/melt.py"],
    "h172_pandas_encoding": ["pandas/core/reshape/encoding.py"],
    "h172_jinja2_bccache": ["jinja2/bccache.py"],
}

TILE = "pandas/core/reshape/tile.py"
MELT = "pandas/core/reshape/melt.py"
ENC = "pandas/core/reshape/encoding.py"
BCC = "jinja2/bccache.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/reshape/tile.py ---------------------------------------------------------
    q(
        "h172_pandas_tile",
        "where",
        "where's `_nbins_to_bins` defined?",
        {"def": "_nbins_to_bins"},
    ),
    q(
        "h172_pandas_tile",
        "returns",
        "What does _infer_precision give back if none of the precisions up to 19 make the "
        "levels unique?",
        {"returns": "_infer_precision"},
    ),
    q(
        "h172_pandas_tile",
        "calls",
        "Both cut and qcut end up in `_bins_to_cuts`, right? Show me the lines where it's called.",
        grep(r"fac, bins = _bins_to_cuts\(", TILE),
    ),
    q(
        "h172_pandas_tile",
        "calls",
        "in tile.py, who uses _round_frac",
        grep(r"(?<!def )_round_frac\(", TILE),
    ),
    q(
        "h172_pandas_tile",
        "raises",
        "pd.cut(x, [0, 10, 5]) throws 'bins must increase monotonically.' Where is that raised?",
        grep(r'raise ValueError\("bins must increase monotonically\."\)', TILE),
    ),
    q(
        "h172_pandas_tile",
        "raises",
        "I'm cutting a tz-aware datetime series with naive Timestamp edges and get a ValueError "
        "about timezone-naive bins. which line raises it?",
        grep(r'"Cannot use timezone-naive bins with timezone-aware values, "', TILE),
    ),
    q(
        "h172_pandas_tile",
        "const",
        "When cut gets an integer number of bins it widens the range a little, 0.1% I think. "
        "Where is that factor set?",
        grep(r"adj = \(mx - mn\) \* 0\.001", TILE),
    ),
    q(
        "h172_pandas_tile",
        "which",
        "Which function in tile.py rounds a number so that values below 1 still keep a few "
        "significant digits instead of becoming 0?",
        {"def": "_round_frac"},
    ),
    q(
        "h172_pandas_tile",
        "which",
        "If I accidentally hand it a 2-D table instead of one flat list of numbers, which "
        "function is the one that notices and stops me?",
        {"def": "_preprocess_for_cut"},
        own=True,
    ),
    q(
        "h172_pandas_tile",
        "how",
        "Say every number in my column is the same, e.g. all 5s, and I ask for four equal-width "
        "groups. How does it come up with the edges when there is no spread at all?",
        {"body": "_nbins_to_bins"},
        own=True,
    ),
    q(
        "h172_pandas_tile",
        "how",
        "The group names come out like (0.994, 3.0]. How does it choose how many decimals to "
        "print so that two neighbouring boundaries don't end up looking identical?",
        {"body": "_infer_precision"},
        own=True,
    ),
    run(
        "h172_pandas_tile",
        "Run {} and tell me what it prints.",
        "from pandas.core.reshape.tile import _round_frac; "
        "print(_round_frac(0.000123456, 3), _round_frac(12.34567, 2))",
        "0.000123 12.35",
    ),
    q(
        "h172_pandas_tile",
        "edit",
        "Please rename `_round_frac` to `_round_fraction` in pandas/core/reshape/tile.py, "
        "including where it's called and mentioned.",
        {"effect": {"renamed": ["_round_frac", "_round_fraction"]}},
    ),
    q(
        "h172_pandas_tile",
        "edit",
        "_is_dt_or_td has only a comment, no docstring. Could you add one saying it tells "
        "whether a dtype is datetime-like or timedelta?",
        {"effect": {"docstring": "_is_dt_or_td"}},
    ),
    # --- pandas/core/reshape/melt.py ---------------------------------------------------------
    q(
        "h172_pandas_melt",
        "where",
        "where is lreshape defined",
        {"def": "lreshape"},
    ),
    q(
        "h172_pandas_melt",
        "returns",
        "What does `ensure_list_vars` return, for example when I pass a single column name or "
        "nothing at all?",
        {"returns": "ensure_list_vars"},
    ),
    q(
        "h172_pandas_melt",
        "calls",
        "Where does melt call ensure_list_vars?",
        grep(r"= ensure_list_vars\(", MELT),
    ),
    q(
        "h172_pandas_melt",
        "raises",
        "got `ValueError: value_name (value) cannot match an element in the DataFrame columns` "
        "from pd.melt -- where does that come from?",
        grep(r"value_name \(\{value_name\}\) cannot match an element in", MELT),
    ),
    q(
        "h172_pandas_melt",
        "raises",
        "wide_to_long refuses my frame because my ids have repeats. Where's the check that "
        "raises for that?",
        grep(r'raise ValueError\("the id variables need to uniquely identify each row"\)', MELT),
    ),
    q(
        "h172_pandas_melt",
        "const",
        "Where is the default name of melt's value column set?",
        grep(r'value_name: Hashable = "value",', MELT),
    ),
    q(
        "h172_pandas_melt",
        "which",
        "Which nested helper inside wide_to_long builds the regex and picks out the columns "
        "belonging to one stub?",
        {"def": "wide_to_long.get_var_names"},
    ),
    q(
        "h172_pandas_melt",
        "which",
        "My columns are called score2019, score2020 and after reshaping the years come out as "
        "real numbers, but when they're words they stay text. Which function tries that "
        "conversion and shrugs if it doesn't work?",
        {"def": "wide_to_long.melt_stub"},
        own=True,
    ),
    q(
        "h172_pandas_melt",
        "how",
        "how does melt name the variable column(s) when var_name is None and the columns are a "
        "MultiIndex with repeated level names?",
        grep(r"var_name = frame\.columns\.names$|variable_\{i\}", MELT),
    ),
    q(
        "h172_pandas_melt",
        "how",
        "I give it a mapping like {'year': ['y1', 'y2']} to stack several sets of old columns "
        "into long form. How does it get rid of the rows that end up with empty values?",
        grep(r"mask = np\.ones\(|mask &= notna\(|mdata = \{k: v\[mask\]", MELT),
        own=True,
    ),
    run(
        "h172_pandas_melt",
        "what does {} print?",
        "import pandas as pd; df = pd.DataFrame({'id': [1, 2], 'a': [3, 4], 'b': [5, 6]}); "
        "print(pd.melt(df, id_vars='id').to_string())",
        "id variable  value",
    ),
    q(
        "h172_pandas_melt",
        "edit",
        "In melt.py, reword the wide_to_long error 'the id variables need to uniquely identify "
        "each row' to 'the id variables must uniquely identify each row'.",
        {
            "effect": {
                "text_replaced": [
                    MELT,
                    "the id variables need to uniquely identify each row",
                    "the id variables must uniquely identify each row",
                ]
            }
        },
    ),
    q(
        "h172_pandas_melt",
        "edit",
        "melt takes ages on my 40-million-row frame. Could you rewrite it in Cython, make it "
        "stream the data in chunks and add benchmarks showing it's faster?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/core/reshape/encoding.py -----------------------------------------------------
    q(
        "h172_pandas_encoding",
        "where",
        "Which file and line define get_dummies?",
        {"def": "get_dummies"},
    ),
    q(
        "h172_pandas_encoding",
        "where",
        "the per-column worker behind get_dummies, `_get_dummies_1d` -- where is it declared?",
        {"def": "_get_dummies_1d"},
    ),
    q(
        "h172_pandas_encoding",
        "returns",
        "what does _get_dummies_1d return? e.g. if everything is NaN and dummy_na is False",
        {"returns": "_get_dummies_1d"},
    ),
    q(
        "h172_pandas_encoding",
        "calls",
        "Who calls `_get_dummies_1d`?",
        grep(r"= _get_dummies_1d\(", ENC),
    ),
    q(
        "h172_pandas_encoding",
        "raises",
        "from_dummies fails with 'Dummy DataFrame contains multi-assignment(s)'. Where is that "
        "error raised?",
        grep(r'"Dummy DataFrame contains multi-assignment\(s\); "', ENC),
    ),
    q(
        "h172_pandas_encoding",
        "raises",
        "I called pd.from_dummies(df, sep='_') and one of my columns has no underscore in it. "
        "where does it complain about that?",
        grep(r'raise ValueError\(f"Separator not specified for column: \{col\}"\)', ENC),
    ),
    q(
        "h172_pandas_encoding",
        "which",
        "Which nested function in _get_dummies_1d makes a frame with no columns but keeps the "
        "Series index?",
        {"def": "_get_dummies_1d.get_empty_frame"},
    ),
    q(
        "h172_pandas_encoding",
        "which",
        "I have a table of 0/1 flag columns, one per possible answer, and I want the original "
        "answers back as a single column. Which function does that reverse step?",
        {"def": "from_dummies"},
        own=True,
    ),
    q(
        "h172_pandas_encoding",
        "how",
        "How does get_dummies decide which columns of a DataFrame to encode when `columns` is "
        "left as None? Do Arrow string columns count?",
        {"body": "get_dummies._is_encodable"},
    ),
    q(
        "h172_pandas_encoding",
        "how",
        "When I ask for the memory-light version of the yes/no table, how does it keep track of "
        "which rows are switched on for each new column?",
        grep(
            r"sp_indices: list|for ndx, code in zip\(n_idx, codes|sp_indices\[code\]\.append",
            ENC,
        ),
        own=True,
    ),
    run(
        "h172_pandas_encoding",
        "can you execute {} and show me the output",
        "import pandas as pd; print(pd.get_dummies(pd.Series(list('xyx')), dtype=int).to_string())",
        "2  1  0",
    ),
    q(
        "h172_pandas_encoding",
        "edit",
        "In pandas/core/reshape/encoding.py, insert the comment line `# assemble the decoded "
        "columns` right before `result = DataFrame(cat_data)`.",
        {
            "effect": {
                "line_before": [
                    ENC,
                    "result = DataFrame(cat_data)",
                    "# assemble the decoded columns",
                ]
            }
        },
    ),
    # --- jinja2/bccache.py -------------------------------------------------------------------
    q(
        "h172_jinja2_bccache",
        "where",
        "where's the memcached bytecode cache class?",
        {"def": "MemcachedBytecodeCache"},
    ),
    q(
        "h172_jinja2_bccache",
        "calls",
        "who calls FileSystemBytecodeCache._get_cache_filename?",
        grep(r"= self\._get_cache_filename\(bucket\)", BCC),
    ),
    q(
        "h172_jinja2_bccache",
        "raises",
        'Where does jinja raise "can\'t write empty bucket"?',
        grep(r"raise TypeError\(\"can't write empty bucket\"\)", BCC),
    ),
    q(
        "h172_jinja2_bccache",
        "which",
        "Which method works out the fallback cache directory when FileSystemBytecodeCache is "
        "created without one?",
        {"def": "FileSystemBytecodeCache._get_default_cache_dir"},
    ),
    q(
        "h172_jinja2_bccache",
        "which",
        "Before a saved, already-compiled template gets reused, something has to check it still "
        "matches the current template text and the running Python. Which piece does that and "
        "throws the saved copy away otherwise?",
        {"def": "Bucket.load_bytecode"},
        own=True,
    ),
    q(
        "h172_jinja2_bccache",
        "how",
        "how does get_cache_key build the key -- is the filename part of the hash?",
        {"body": "BytecodeCache.get_cache_key"},
    ),
    q(
        "h172_jinja2_bccache",
        "how",
        "If two of my web workers save compiled templates to disk at the same moment, how does "
        "it make sure nobody picks up a file that's only partly there?",
        {"body": "FileSystemBytecodeCache.dump_bytecode"},
        own=True,
    ),
    run(
        "h172_jinja2_bccache",
        "I'd like to see the cache key for a template name: what does {} output?",
        "from jinja2.bccache import BytecodeCache; "
        "print(BytecodeCache().get_cache_key('index.html'))",
        "f6013a00b362253c64368d6eebc50ea2131754e2",
    ),
    q(
        "h172_jinja2_bccache",
        "edit",
        "bump bc_version in jinja2/bccache.py to 6 so old caches get ignored",
        {"effect": {"value_set": [BCC, "bc_version", "6"]}},
    ),
]
