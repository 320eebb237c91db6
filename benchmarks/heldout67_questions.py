"""The sixty-seventh held-out set: questions on third-party code that no other set uses, copied
from the installed site-packages (the ``pandas/core/internals`` package of pandas 3.1.1 and the
single module ``matplotlib/artist.py`` of matplotlib 3.11.2), written blind: by reading only that
code, never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the code (pandas' internals, about 7,200 lines, most;
matplotlib's artist module, about 1,900 lines, the rest). About a fifth of them are in the user's
own words (``"own": True``: behaviour described in everyday words the code does not use for it);
the rest name the code, run a shell command or ask for an edit, each in a phrasing of its own.
The commands are plain shell commands (``grep``, ``wc``) run from the workspace's root, their
expected text the exact output they print there. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q

WORKSPACES: dict[str, list[str]] = {
    "h67_internals": ["pandas/core/internals"],
    "h67_artist": ["matplotlib/artist.py"],
}

BLOCKS = "pandas/core/internals/blocks.py"
MANAGERS = "pandas/core/internals/managers.py"
CONCAT = "pandas/core/internals/concat.py"
CONSTRUCTION = "pandas/core/internals/construction.py"
OPS = "pandas/core/internals/ops.py"
ARTIST = "matplotlib/artist.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/internals ---------------------------------------------------------------
    q(
        "h67_internals",
        "where",
        "where is BlockManager._consolidate_check defined",
        {"def": "BlockManager._consolidate_check"},
    ),
    q(
        "h67_internals",
        "where",
        "Could you point me to the definition of `ndarray_to_mgr`? I think it's what DataFrame() "
        "uses when I pass it a 2D numpy array.",
        {"def": "ndarray_to_mgr"},
    ),
    q(
        "h67_internals",
        "where",
        "JoinUnit class - where is it?",
        {"def": "JoinUnit"},
    ),
    q(
        "h67_internals",
        "returns",
        "What does `_dtype_to_na_value` return? In particular for an int64 dtype when none of "
        "the pieces is missing a column.",
        {"returns": "_dtype_to_na_value"},
    ),
    q(
        "h67_internals",
        "returns",
        "what does _preprocess_slice_or_indexer give back",
        {"returns": "_preprocess_slice_or_indexer"},
    ),
    q(
        "h67_internals",
        "calls",
        "who calls _iset_split_block?",
        grep(r"\._iset_split_block\(", MANAGERS),
    ),
    q(
        "h67_internals",
        "calls",
        "Where is `raise_construction_error` called from?",
        grep(r"^\s+raise_construction_error\(", MANAGERS),
    ),
    q(
        "h67_internals",
        "calls",
        "In managers.py, what calls `_make_na_block`?",
        grep(r"\._make_na_block\(", MANAGERS),
    ),
    q(
        "h67_internals",
        "calls",
        "i'm tracing how a block op result gets split back into blocks. where is "
        "_split_op_result used?",
        {"grep": r"\._split_op_result\("},
    ),
    q(
        "h67_internals",
        "raises",
        "Where does check_ndim raise its ValueErrors?",
        grep(r'Wrong number of|raise ValueError\("need to split"\)', BLOCKS),
    ),
    q(
        "h67_internals",
        "raises",
        "I get `ValueError: Length mismatch: Expected axis has 3 elements, new values have 2 "
        "elements` when I assign df.columns. Which line raises that?",
        grep(r"Length mismatch: Expected axis has", MANAGERS),
    ),
    q(
        "h67_internals",
        "raises",
        'where is "Shape of passed values is ..., indices imply ..." raised',
        {"grep": r'raise ValueError\(f"Shape of passed values is'},
    ),
    q(
        "h67_internals",
        "raises",
        "Where does the block manager throw 'Expected a 1D array, got an array with shape'?",
        grep(r"Expected a 1D array, got an array with shape", MANAGERS),
    ),
    q(
        "h67_internals",
        "raises",
        "which lines raise 'Cannot modify read-only array' in blocks.py?",
        grep(r'raise ValueError\("Cannot modify read-only array"\)', BLOCKS),
    ),
    q(
        "h67_internals",
        "raises",
        "df.interpolate() on my object column blows up with a TypeError -- where is that raised "
        "in the internals?",
        grep(r"cannot interpolate with object dtype", BLOCKS),
    ),
    q(
        "h67_internals",
        "const",
        "where's _dtype_obj set in blocks.py",
        grep(r"^_dtype_obj = ", BLOCKS),
    ),
    q(
        "h67_internals",
        "const",
        "How many blocks does a frame need before the 'highly fragmented' warning kicks in, and "
        "where is that number set?",
        grep(r"warn_threshold = 100", MANAGERS),
    ),
    q(
        "h67_internals",
        "which",
        "Which function decides what sort of storage container a column ends up in, depending on "
        "what kind of data it holds -- e.g. dates that carry a time zone?",
        {"body": "get_block_type"},
        own=True,
    ),
    q(
        "h67_internals",
        "which",
        "which part glues together the separate chunks that hold the same kind of numbers, so "
        "that a frame ends up with one big chunk per type instead of lots of little ones?",
        {"body": "_consolidate"},
        {"body": "_merge_blocks"},
        {"body": "BlockManager._consolidate_inplace"},
        {"body": "BaseBlockManager.consolidate"},
        own=True,
    ),
    q(
        "h67_internals",
        "which",
        "I add columns to my table one by one in a loop and after a while I get nagged that this "
        "is slow. Which code does the nagging?",
        {"body": "BlockManager.insert"},
        own=True,
    ),
    q(
        "h67_internals",
        "which",
        "Which BlockManager method builds a single row across all blocks, i.e. what backs "
        "frame.iloc[i]?",
        {"body": "BlockManager.fast_xs"},
    ),
    q(
        "h67_internals",
        "which",
        "When I stack two tables on top of each other and one of them doesn't have some of the "
        "columns, which function works out what goes into those gaps?",
        {"body": "_dtype_to_na_value"},
        {"body": "_get_empty_dtype"},
        {"body": "JoinUnit.get_reindexed_values"},
        {"body": "_concatenate_join_units"},
        {"body": "make_na_array"},
        own=True,
    ),
    q(
        "h67_internals",
        "which",
        "which function converts a list of dicts (records) into the 2d object array for the "
        "DataFrame constructor?",
        {"body": "_list_of_dict_to_arrays"},
    ),
    q(
        "h67_internals",
        "how",
        "How does `Block.delete` drop columns from a 2D block without copying the whole thing?",
        {"body": "Block.delete"},
    ),
    q(
        "h67_internals",
        "how",
        "say i fill the blanks in my data with 0 but only want the first two blanks in each "
        "column filled - how does it know to stop after that many?",
        {"body": "Block.fillna"},
        own=True,
    ),
    q(
        "h67_internals",
        "how",
        "how does BaseBlockManager.setitem deal with copy-on-write when the single block is "
        "still referenced by another object?",
        {"body": "BaseBlockManager.setitem"},
    ),
    q(
        "h67_internals",
        "how",
        "When I build a frame from a dict and ask for a column name that isn't one of the dict's "
        "keys, how come that column comes out full of blanks instead of an error?",
        {"body": "dict_to_mgr"},
        own=True,
    ),
    q(
        "h67_internals",
        "how",
        "How does it figure out how many rows the table should have when I give it a mix of "
        "plain lists and labelled series? Curious what happens if they disagree.",
        {"body": "_extract_index"},
        own=True,
    ),
    q(
        "h67_internals",
        "how",
        "how does _concat_homogeneous_fastpath put the float frames together when some of them "
        "need reindexing?",
        {"body": "_concat_homogeneous_fastpath"},
    ),
    q(
        "h67_internals",
        "run",
        "Run `wc -l pandas/core/internals/managers.py` and tell me what it prints.",
        {"expect": "2608 pandas/core/internals/managers.py"},
    ),
    q(
        "h67_internals",
        "run",
        'can you run `grep -rn "def concatenate_managers" pandas/core/internals` for me?',
        {"expect": "pandas/core/internals/concat.py:59:def concatenate_managers("},
    ),
    q(
        "h67_internals",
        "run",
        'What\'s the output of `grep -n "^class " pandas/core/internals/ops.py`?',
        {"expect": "23:class BlockPairInfo(NamedTuple):"},
    ),
    q(
        "h67_internals",
        "edit",
        "Please raise the fragmentation warning threshold in BlockManager.insert from 100 to 200 "
        "(the `warn_threshold = 100` line in managers.py).",
        {
            "effect": {
                "text_replaced": [
                    MANAGERS,
                    "warn_threshold = 100",
                    "warn_threshold = 200",
                ]
            }
        },
    ),
    q(
        "h67_internals",
        "edit",
        "add a docstring to ensure_np_dtype in managers.py explaining that it maps a dtype to a "
        "numpy dtype (sparse -> its subtype, other extension dtypes and str -> object)",
        {"effect": {"docstring": "ensure_np_dtype"}},
    ),
    q(
        "h67_internals",
        "edit",
        "In ops.py, delete the `assert rblk.mgr_locs.is_slice_like, rblk.mgr_locs` line in "
        "_get_same_shape_values.",
        {
            "effect": {
                "line_deleted": [
                    OPS,
                    "assert rblk.mgr_locs.is_slice_like, rblk.mgr_locs",
                ]
            }
        },
    ),
    q(
        "h67_internals",
        "edit",
        "Rename `_is_homogeneous_mgr` to `_is_single_dtype_mgr` everywhere it appears, comments "
        "included.",
        {"effect": {"renamed": ["_is_homogeneous_mgr", "_is_single_dtype_mgr"]}},
    ),
    q(
        "h67_internals",
        "edit",
        "Inserting columns one at a time is really slow for me. Could you rewrite "
        "BlockManager.insert so it preallocates space and keeps the manager consolidated, and "
        "make the whole thing faster?",
        {"effect": {"declined": True}},
    ),
    # --- matplotlib/artist.py ----------------------------------------------------------------
    q(
        "h67_artist",
        "where",
        "Where's `ArtistInspector.get_valid_values`?",
        {"def": "ArtistInspector.get_valid_values"},
    ),
    q(
        "h67_artist",
        "returns",
        "what does Artist.get_tightbbox return",
        {"returns": "Artist.get_tightbbox"},
    ),
    q(
        "h67_artist",
        "calls",
        "Who calls `_update_props` in artist.py?",
        grep(r"self\._update_props\(", ARTIST),
    ),
    q(
        "h67_artist",
        "raises",
        "Where does set_alpha reject a bad alpha (like 1.5, or a string)?",
        grep(r"alpha must be numeric or None, not \{type|is outside 0-1 range", ARTIST),
    ),
    q(
        "h67_artist",
        "raises",
        "Getting `ValueError: Can not reset the Axes` when I reuse a line in a second subplot. "
        "where is that thrown?",
        grep(r"Can not reset the Axes", ARTIST),
    ),
    q(
        "h67_artist",
        "which",
        "which function do I call to change a setting on a whole list of plotted lines in one "
        "go, passing the setting's name and its value as alternating arguments?",
        {"body": "setp"},
        own=True,
    ),
    q(
        "h67_artist",
        "which",
        "Which Artist method recursively collects the child artists that match a given class or "
        "filter function?",
        {"body": "Artist.findobj"},
    ),
    q(
        "h67_artist",
        "how",
        "For the shaky hand-drawn look, if I only pass how strong the shake is, where do the "
        "other two numbers come from?",
        {"body": "Artist.set_sketch_params"},
        own=True,
    ),
    q(
        "h67_artist",
        "how",
        "when I move the mouse over a picture in the plot window, how are the numbers shown "
        "down in the corner formatted?",
        {"body": "Artist.format_cursor_data"},
        own=True,
    ),
    q(
        "h67_artist",
        "run",
        'pls run `grep -n "def kwdoc" matplotlib/artist.py` and paste the output',
        {"expect": "1915:def kwdoc(artist):"},
    ),
    q(
        "h67_artist",
        "edit",
        "comment out the `_log.warning(\"%r needs 'contains' method\", self.__class__.__name__)` "
        "line in Artist.contains, it floods my log",
        {
            "effect": {
                "comment_out": [
                    ARTIST,
                    "_log.warning(\"%r needs 'contains' method\", self.__class__.__name__)",
                ]
            }
        },
    ),
]
