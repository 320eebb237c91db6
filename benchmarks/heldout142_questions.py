"""The hundred-and-forty-second set: questions on one module each of four third-party packages,
copied from the installed site-packages (dask 2026.8.0: ``dask/blockwise.py``; urllib3 1.26.16 as
vendored in pip 23.2.1: ``pip/_vendor/urllib3/connectionpool.py``; pandas 3.1.1:
``pandas/io/parquet.py``; networkx 3.6.1: ``networkx/algorithms/summarization.py``), written blind:
by reading only those files, never the model's code or its notes, and committed before the model
was asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (dask's blockwise layers most, then urllib3's
connection pools, pandas' parquet I/O, networkx's graph summarization). About a fifth of them are
in the user's own words (``"own": True``: behaviour described in everyday words the code does not
use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its
own. Gold forms are those of ``code_questions.py``. The commands need the whole package to import,
so they run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h142_dask_blockwise": ["dask/blockwise.py"],
    "h142_urllib3_connectionpool": ["pip/_vendor/urllib3/connectionpool.py"],
    "h142_pandas_parquet": ["pandas/io/parquet.py"],
    "h142_networkx_summarization": ["networkx/algorithms/summarization.py"],
}

BLOCKWISE = "dask/blockwise.py"
POOL = "pip/_vendor/urllib3/connectionpool.py"
PARQUET = "pandas/io/parquet.py"
SUMMARY = "networkx/algorithms/summarization.py"


QUESTIONS: list[dict] = [
    # --- dask/blockwise.py -------------------------------------------------------------------
    q(
        "h142_dask_blockwise",
        "where",
        "where is `_lol_product` defined?",
        {"def": "_lol_product"},
    ),
    q(
        "h142_dask_blockwise",
        "where",
        "In blockwise.py, what line is the Blockwise layer's public cull method declared on? "
        "Not the underscore one.",
        {"def": "Blockwise.cull"},
    ),
    q(
        "h142_dask_blockwise",
        "returns",
        "Blockwise.clone -- does it give back just the new layer, or a tuple with something "
        "else in it too?",
        {"returns": "Blockwise.clone"},
    ),
    q(
        "h142_dask_blockwise",
        "calls",
        "who calls _get_coord_mapping",
        grep(r"= _get_coord_mapping\(", BLOCKWISE),
    ),
    q(
        "h142_dask_blockwise",
        "calls",
        "I want to change the signature of `_make_dims`. Which places in dask/blockwise.py "
        "call it, so I know what to update?",
        grep(r"= (dims or )?_make_dims\(", BLOCKWISE),
    ),
    q(
        "h142_dask_blockwise",
        "raises",
        "My array op dies with `ValueError: Shapes do not align {...}`. Where is that raised?",
        grep(r'raise ValueError\(f"Shapes do not align', BLOCKWISE),
    ),
    q(
        "h142_dask_blockwise",
        "raises",
        "if _make_blockwise_graph is called without numblocks, where does it bail out?",
        grep(r'raise ValueError\("Missing required numblocks', BLOCKWISE),
    ),
    q(
        "h142_dask_blockwise",
        "raises",
        "I wrote my own BlockwiseDep subclass and forgot `__getitem__`. Which line throws the "
        "NotImplementedError I'm seeing?",
        grep(r"raise NotImplementedError\($", BLOCKWISE),
    ),
    q(
        "h142_dask_blockwise",
        "const",
        "where's the `__dask_blockwise__` default prefix for the placeholder tokens set?",
        grep(r"^_BLOCKWISE_DEFAULT_PREFIX = ", BLOCKWISE),
    ),
    q(
        "h142_dask_blockwise",
        "which",
        "Which function combines the annotations of the layers being fused (max of retries and "
        "priority, intersection of workers)?",
        {"def": "_fuse_annotations"},
    ),
    q(
        "h142_dask_blockwise",
        "which",
        "Which function figures out how many chunks there are along each letter of the pattern, "
        "letting a count of one stretch to match the others and erroring out when two inputs "
        "disagree?",
        {"def": "broadcast_dimensions"},
        own=True,
    ),
    q(
        "h142_dask_blockwise",
        "which",
        "There's something in here that squashes the reading steps feeding a single big step "
        "into it, so the data doesn't have to be shipped around between computers. Which "
        "function is that?",
        {"def": "fuse_roots"},
        own=True,
    ),
    q(
        "h142_dask_blockwise",
        "how",
        "How does BlockwiseDepDict.__getitem__ cope when the index it gets has more dimensions "
        "than the keys in its mapping?",
        {"body": "BlockwiseDepDict.__getitem__"},
    ),
    q(
        "h142_dask_blockwise",
        "how",
        "how does optimize_blockwise know when it's done? does it just run _optimize_blockwise "
        "once?",
        {"body": "optimize_blockwise"},
    ),
    q(
        "h142_dask_blockwise",
        "how",
        "When only some of a layer's output pieces are wanted, how does it decide whether to "
        "make a trimmed-down copy of itself or just hand itself back unchanged?",
        {"body": "Blockwise.cull"},
        own=True,
    ),
    run(
        "h142_dask_blockwise",
        "Can you execute {} and tell me the dims it comes up with?",
        "from dask.blockwise import broadcast_dimensions; "
        "print(broadcast_dimensions([('a', 'ij'), ('b', 'jk')], {'a': (4, 1), 'b': (5, 2)}))",
        "{'i': 4, 'j': 5, 'k': 2}",
    ),
    q(
        "h142_dask_blockwise",
        "edit",
        "Rename `_unique_dep` to `_dep_with_index` in dask/blockwise.py, including where "
        "rewrite_blockwise uses it.",
        {"effect": {"renamed": ["_unique_dep", "_dep_with_index"]}},
    ),
    q(
        "h142_dask_blockwise",
        "edit",
        "_make_blockwise_graph is a hot spot for us with a million output blocks. Could you "
        "rewrite it with numba or vectorise it so it builds the graph 10x faster?",
        {"effect": {"declined": True}},
    ),
    # --- pip/_vendor/urllib3/connectionpool.py -----------------------------------------------
    q(
        "h142_urllib3_connectionpool",
        "where",
        "Where's _close_pool_connections in pip's vendored urllib3?",
        {"def": "_close_pool_connections"},
    ),
    q(
        "h142_urllib3_connectionpool",
        "returns",
        "what does HTTPConnectionPool.is_same_host return, e.g. when the url is just a path "
        "like /index.html?",
        {"returns": "HTTPConnectionPool.is_same_host"},
    ),
    q(
        "h142_urllib3_connectionpool",
        "calls",
        "Where is `_raise_timeout` called from?",
        grep(r"self\._raise_timeout\(", POOL),
    ),
    q(
        "h142_urllib3_connectionpool",
        "raises",
        "list every place in connectionpool.py that raises ReadTimeoutError",
        grep(r"raise ReadTimeoutError\(", POOL),
    ),
    q(
        "h142_urllib3_connectionpool",
        "raises",
        "I reused one pool object to hit a totally different website and it refused. Where "
        "does it complain about that?",
        grep(r"raise HostChangedError\(", POOL),
        own=True,
    ),
    q(
        "h142_urllib3_connectionpool",
        "const",
        "Where does ConnectionPool choose LifoQueue as the queue class?",
        grep(r"QueueCls = LifoQueue", POOL),
    ),
    q(
        "h142_urllib3_connectionpool",
        "which",
        "Which method hands a connection back to the pool after use, and throws it away if the "
        "pool is already full?",
        {"def": "HTTPConnectionPool._put_conn"},
    ),
    q(
        "h142_urllib3_connectionpool",
        "which",
        "Which function picks between a plain and an encrypted pool just from the web address "
        "I give it?",
        {"def": "connection_from_url"},
        own=True,
    ),
    q(
        "h142_urllib3_connectionpool",
        "how",
        "How does urlopen treat a 303 redirect? Does it keep POST or switch the method?",
        grep(r'if response\.status == 303:|method = "GET"', POOL),
    ),
    q(
        "h142_urllib3_connectionpool",
        "how",
        "Say the server answers with a busy status and a header telling me to wait a bit. How "
        "does the pool decide whether to send the same request once more?",
        grep(r"has_retry_after = bool\(|if retries\.is_retry\(", POOL),
        own=True,
    ),
    q(
        "h142_urllib3_connectionpool",
        "how",
        "how are the square brackets around an IPv6 host handled before the host is used?",
        {"body": "_normalize_host"},
    ),
    run(
        "h142_urllib3_connectionpool",
        "what does {} print?",
        "from pip._vendor.urllib3.connectionpool import connection_from_url; "
        "print(connection_from_url('https://[::1]:8443/x'))",
        "HTTPSConnectionPool(host='::1', port=8443)",
    ),
    q(
        "h142_urllib3_connectionpool",
        "edit",
        "HTTPConnectionPool._absolute_url has no docstring. Please add one: it builds the full "
        "URL for a path from the pool's scheme, host and port.",
        {"effect": {"docstring": "HTTPConnectionPool._absolute_url"}},
    ),
    q(
        "h142_urllib3_connectionpool",
        "edit",
        'the `log.debug("Retry: %s", url)` line in urlopen is too noisy for me, comment it out',
        {"effect": {"comment_out": [POOL, 'log.debug("Retry: %s", url)']}},
    ),
    # --- pandas/io/parquet.py ----------------------------------------------------------------
    q(
        "h142_pandas_parquet",
        "where",
        "which file and line has `_get_path_or_handle`?",
        {"def": "_get_path_or_handle"},
    ),
    q(
        "h142_pandas_parquet",
        "returns",
        "What does to_parquet in pandas/io/parquet.py return if I leave path as None?",
        {"returns": "to_parquet"},
    ),
    q(
        "h142_pandas_parquet",
        "calls",
        "who uses get_engine?",
        grep(r"impl = get_engine\(engine\)", PARQUET),
    ),
    q(
        "h142_pandas_parquet",
        "raises",
        "I passed engine='polars' to read_parquet and got a ValueError back. Where's it raised?",
        grep(r"raise ValueError\(\"engine must be one of", PARQUET),
    ),
    q(
        "h142_pandas_parquet",
        "which",
        "Which method checks that the object being written is really a DataFrame?",
        {"def": "BaseImpl.validate_dataframe"},
    ),
    q(
        "h142_pandas_parquet",
        "which",
        "which function chooses the library that does the actual work for these columnar "
        "files, trying one and then the other when I let it pick by itself?",
        {"def": "get_engine"},
        own=True,
    ),
    q(
        "h142_pandas_parquet",
        "how",
        "If I attach my own extra info dict to a data frame, how does it survive being saved "
        "to parquet and loaded back?",
        grep(r"PANDAS_ATTRS|result\.attrs = json\.loads", PARQUET),
        own=True,
    ),
    run(
        "h142_pandas_parquet",
        "Please run {} -- what comes out?",
        "import os; os.environ['HOME'] = '/srv'; "
        "from pandas.io.parquet import _get_path_or_handle; "
        "print(_get_path_or_handle('~/data.parquet', None))",
        "('/srv/data.parquet', None, None)",
    ),
    q(
        "h142_pandas_parquet",
        "edit",
        'In PyArrowImpl.read, right after `kwargs["use_pandas_metadata"] = True`, add the '
        'line `kwargs.setdefault("use_threads", True)`.',
        {
            "effect": {
                "line_after": [
                    PARQUET,
                    'kwargs["use_pandas_metadata"] = True',
                    'kwargs.setdefault("use_threads", True)',
                ]
            }
        },
    ),
    # --- networkx/algorithms/summarization.py ------------------------------------------------
    q(
        "h142_networkx_summarization",
        "where",
        "where is _snap_split defined",
        {"def": "_snap_split"},
    ),
    q(
        "h142_networkx_summarization",
        "returns",
        "What does `_snap_eligible_group` give back when no group needs splitting any more?",
        {"returns": "_snap_eligible_group"},
    ),
    q(
        "h142_networkx_summarization",
        "calls",
        "Where does _snap_build_graph get called in summarization.py?",
        grep(r"return _snap_build_graph\(", SUMMARY),
    ),
    q(
        "h142_networkx_summarization",
        "raises",
        "nx.dedensify(G, threshold=1) throws a NetworkXError at me. Which line?",
        grep(r'raise nx\.NetworkXError\("The degree threshold', SUMMARY),
    ),
    q(
        "h142_networkx_summarization",
        "which",
        "which function adds go-between nodes so that lots of nodes all pointing at the same "
        "popular nodes need fewer links?",
        {"def": "dedensify"},
        own=True,
    ),
    q(
        "h142_networkx_summarization",
        "how",
        "How does _snap_split decide which nodes end up in a new group, and which group gets to "
        "keep the old id?",
        {"body": "_snap_split"},
    ),
    run(
        "h142_networkx_summarization",
        "Run {} for me and say which compressor nodes it makes.",
        "import networkx as nx; G = nx.complete_bipartite_graph(3, 3); "
        "H, c = nx.dedensify(G, threshold=2); print(sorted(c), H.number_of_edges())",
        "['012', '345'] 12",
    ),
    q(
        "h142_networkx_summarization",
        "edit",
        "In dedensify the line `low_degree_nodes = G.nodes() - high_degree_nodes` is dead (the "
        "loop below rebinds the name). Delete that line please.",
        {"effect": {"line_deleted": [SUMMARY, "low_degree_nodes = G.nodes() - high_degree_nodes"]}},
    ),
]
