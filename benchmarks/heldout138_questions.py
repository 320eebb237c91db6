"""The hundred-and-thirty-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (urllib3 1.26.16 as vendored by pip 23.2.1:
``pip/_vendor/urllib3/util/retry.py``; networkx 3.6.1: ``networkx/generators/geometric.py``;
pandas 3.1.1: ``pandas/io/formats/info.py``; dask 2026.8.0: ``dask/order.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (networkx's geometric generators most, then
dask's static ordering and pandas' info formatter, urllib3's retry policy least). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``. The commands need the whole package to
import, so they run against the installed package; each exercises the one file its workspace
holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h138_pip_retry": ["pip/_vendor/urllib3/util/retry.py"],
    "h138_networkx_geometric": ["networkx/generators/geometric.py"],
    "h138_pandas_info": ["pandas/io/formats/info.py"],
    "h138_dask_order": ["dask/order.py"],
}

RETRY = "pip/_vendor/urllib3/util/retry.py"
GEO = "networkx/generators/geometric.py"
INFO = "pandas/io/formats/info.py"
ORDER = "dask/order.py"


QUESTIONS: list[dict] = [
    # --- pip/_vendor/urllib3/util/retry.py ---------------------------------------------------
    q(
        "h138_pip_retry",
        "where",
        "where is is_exhausted defined on the Retry class?",
        {"def": "Retry.is_exhausted"},
    ),
    q(
        "h138_pip_retry",
        "returns",
        "What can `Retry.is_retry` give back? I expected a plain bool but I'm seeing None and "
        "ints sometimes.",
        {"returns": "Retry.is_retry"},
    ),
    q(
        "h138_pip_retry",
        "calls",
        "in the vendored urllib3 retry.py, who calls _is_method_retryable?",
        grep(r"self\._is_method_retryable\(", RETRY),
    ),
    q(
        "h138_pip_retry",
        "raises",
        "pip eventually gives up with a MaxRetryError when the index is down. Which line in "
        "util/retry.py actually raises it?",
        grep(r"raise MaxRetryError\(", RETRY),
    ),
    q(
        "h138_pip_retry",
        "raises",
        "A proxy sent back `Retry-After: whenever` and I got InvalidHeader. where is that thrown?",
        grep(r"raise InvalidHeader\(", RETRY),
    ),
    run(
        "h138_pip_retry",
        "quick one: what does {} print for the redirect count?",
        "from pip._vendor.urllib3.util.retry import Retry; print(Retry.from_int(5, redirect=False))",
        "redirect=0",
    ),
    q(
        "h138_pip_retry",
        "edit",
        "Retry.parse_retry_after in pip/_vendor/urllib3/util/retry.py has no docstring. Add one "
        "saying it turns a Retry-After value (seconds or an HTTP date) into a number of seconds, "
        "never negative.",
        {"effect": {"docstring": "Retry.parse_retry_after"}},
    ),
    q(
        "h138_pip_retry",
        "which",
        "Which method works out how long to pause before having another go, with the wait "
        "doubling after each failure in a row?",
        {"def": "Retry.get_backoff_time"},
        own=True,
    ),
    q(
        "h138_pip_retry",
        "how",
        "How does `increment` figure out whether a failure counts against connect, read, "
        "redirect, status or other?",
        {"body": "Retry.increment"},
    ),
    # --- networkx/generators/geometric.py ----------------------------------------------------
    q(
        "h138_networkx_geometric",
        "where",
        "Where's soft_random_geometric_graph defined?",
        {"def": "soft_random_geometric_graph"},
    ),
    q(
        "h138_networkx_geometric",
        "returns",
        "what does _geometric_edges return? is it the same thing with and without scipy?",
        {"returns": "_geometric_edges"},
    ),
    q(
        "h138_networkx_geometric",
        "calls",
        "Which of the generators in geometric.py go through `_geometric_edges`?",
        grep(r"(?<!def )_geometric_edges\(G", GEO),
    ),
    q(
        "h138_networkx_geometric",
        "raises",
        "navigable_small_world_graph(5, p=0) raised at me. Show me the lines where it raises "
        "NetworkXException.",
        grep(r"raise nx\.NetworkXException\(", GEO),
    ),
    q(
        "h138_networkx_geometric",
        "raises",
        "nx.geometric_edges says one of my nodes must have a 'pos' attribute -- where's that "
        "error raised?",
        grep(r"and all nodes\) must have a", GEO),
    ),
    q(
        "h138_networkx_geometric",
        "raises",
        "I passed my own per-node weights to the ring model and also a node count, and it "
        "refused. Which line throws that?",
        grep(r"When kappas is input, n, gamma and mean_degree must not be", GEO),
        own=True,
    ),
    q(
        "h138_networkx_geometric",
        "const",
        "where are waxman_graph's default beta and alpha set?",
        grep(r"^\s+beta=0\.4,|^\s+alpha=0\.1,", GEO),
    ),
    q(
        "h138_networkx_geometric",
        "which",
        "which function in geometric.py connects each pair with probability "
        "beta * exp(-d / (alpha * L))?",
        {"def": "waxman_graph"},
    ),
    q(
        "h138_networkx_geometric",
        "which",
        "Which one scatters the points around a loop and wires two of them up with better odds "
        "the more famous both are and the nearer they sit?",
        {"def": "geometric_soft_configuration_graph"},
        own=True,
    ),
    q(
        "h138_networkx_geometric",
        "how",
        "In soft_random_geometric_graph, once two nodes are within the radius, how does it "
        "decide whether they actually get an edge?",
        {"body": "soft_random_geometric_graph.should_join"},
    ),
    q(
        "h138_networkx_geometric",
        "how",
        "For the checkerboard-style generator that throws in a few extra jumps from every cell, "
        "how does it choose where each jump lands? Are far cells as likely as close ones?",
        {"body": "navigable_small_world_graph"},
        own=True,
    ),
    run(
        "h138_networkx_geometric",
        "can you execute {} and tell me how many edges it reports?",
        "import networkx as nx; print(nx.navigable_small_world_graph(3, q=0, seed=1))",
        "DiGraph with 9 nodes and 24 edges",
    ),
    q(
        "h138_networkx_geometric",
        "edit",
        "Rename `_geometric_edges` to `_edges_within_radius` everywhere in "
        "networkx/generators/geometric.py, please.",
        {"effect": {"renamed": ["_geometric_edges", "_edges_within_radius"]}},
    ),
    q(
        "h138_networkx_geometric",
        "edit",
        "The TODO comment at the start of random_geometric_graph's body (lines 190 to 196 of "
        "geometric.py) is stale, delete those lines.",
        {"effect": {"lines_deleted": [GEO, 190, 196]}},
    ),
    q(
        "h138_networkx_geometric",
        "edit",
        "Without scipy, random_geometric_graph falls back to checking every pair. Could you write "
        "a proper cell-list spatial index for that path and show it beats the cKDTree version on "
        "a million nodes?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/io/formats/info.py -----------------------------------------------------------
    q(
        "h138_pandas_info",
        "where",
        "where does pandas define _TableBuilderVerboseMixin",
        {"def": "_TableBuilderVerboseMixin"},
    ),
    q(
        "h138_pandas_info",
        "returns",
        "For Series.info, what does `_SeriesInfoPrinter._create_table_builder` return if I "
        "leave verbose as None?",
        {"returns": "_SeriesInfoPrinter._create_table_builder"},
    ),
    q(
        "h138_pandas_info",
        "calls",
        "who uses _get_dataframe_dtype_counts in info.py?",
        grep(r"return _get_dataframe_dtype_counts\(", INFO),
    ),
    q(
        "h138_pandas_info",
        "raises",
        "s.info(max_cols=5) on a Series throws a ValueError. Where in pandas/io/formats/info.py "
        "is that?",
        grep(r"raise ValueError\(", INFO),
    ),
    q(
        "h138_pandas_info",
        "const",
        "The gap between columns in the verbose info table -- where is that spacing set?",
        grep(r'SPACING: str = " " \* 2', INFO),
    ),
    q(
        "h138_pandas_info",
        "which",
        "Which method writes the `Series name: ...` line into the info output?",
        {"def": "_SeriesTableBuilderVerbose.add_series_name_line"},
    ),
    q(
        "h138_pandas_info",
        "which",
        "which bit shrinks a big memory number down into kilo/mega/giga units for the summary?",
        {"def": "_sizeof_fmt"},
        own=True,
    ),
    q(
        "h138_pandas_info",
        "how",
        "How does info decide whether to stick a '+' after the memory usage figure?",
        {"body": "_BaseInfo.size_qualifier"},
    ),
    q(
        "h138_pandas_info",
        "how",
        "When I ask for the overview of a data set with hundreds of fields, how does it decide to "
        "stop listing each field on its own line and just give a one-line roll-up instead?",
        {"body": "_DataFrameInfoPrinter._create_table_builder"},
        own=True,
    ),
    q(
        "h138_pandas_info",
        "how",
        "how are the widths of the columns in the verbose table worked out? does the header "
        "count too?",
        {"body": "_TableBuilderVerboseMixin._get_gross_column_widths"},
    ),
    run(
        "h138_pandas_info",
        "Run {} and tell me what it prints.",
        "from pandas.io.formats.info import _sizeof_fmt; print(_sizeof_fmt(5000000, '+'))",
        "4.8+ MB",
    ),
    q(
        "h138_pandas_info",
        "edit",
        'in info.py, replace the line `return [" # ", "Column", "Dtype"]` with '
        '`return [" # ", "Column", "Type"]`',
        {
            "effect": {
                "line_replaced": [
                    INFO,
                    'return [" # ", "Column", "Dtype"]',
                    'return [" # ", "Column", "Type"]',
                ]
            }
        },
    ),
    # --- dask/order.py -----------------------------------------------------------------------
    q(
        "h138_dask_order",
        "where",
        "Where is ndependencies defined in dask?",
        {"def": "ndependencies"},
    ),
    q(
        "h138_dask_order",
        "returns",
        "what does `_connecting_to_roots` hand back?",
        {"returns": "_connecting_to_roots"},
    ),
    q(
        "h138_dask_order",
        "calls",
        "Where is _connecting_to_roots called from? I think it's used twice, once with the "
        "arguments swapped.",
        grep(r"= _connecting_to_roots\(", ORDER),
    ),
    q(
        "h138_dask_order",
        "calls",
        "inside order(), where does process_runnables actually get invoked?",
        grep(r"^\s+process_runnables\(\)", ORDER),
    ),
    q(
        "h138_dask_order",
        "raises",
        "Where does it complain if my tasks end up waiting on each other in a loop?",
        grep(r"raise RuntimeError\(|Cycle detected between the following keys", ORDER),
        own=True,
    ),
    q(
        "h138_dask_order",
        "which",
        "Which function in dask/order.py replays a graph one task at a time to report how many "
        "results are held in memory along the way?",
        {"def": "diagnostics"},
    ),
    q(
        "h138_dask_order",
        "which",
        "which decorator sets `_crit_path_counter_offset` to 0.5 while it runs the wrapped "
        "function?",
        {"def": "order._with_offset"},
    ),
    q(
        "h138_dask_order",
        "which",
        "Which inner helper chooses the next end goal to aim for, preferring ones that need the "
        "fewest extra starting inputs loaded?",
        {"def": "order.get_target"},
        own=True,
    ),
    q(
        "h138_dask_order",
        "how",
        "How does order() choose whether to go with the longest path approach or not?",
        {"body": "order.use_longest_path"},
    ),
    q(
        "h138_dask_order",
        "how",
        "When two jobs look equally good, what decides which one wins, and which criteria get "
        "checked first?",
        {"body": "order.sort_key"},
        own=True,
    ),
    run(
        "h138_dask_order",
        "I'd like to see the stats form. what does {} output?",
        "from dask.order import order; "
        "print(order({'x': 1, 'y': (sum, ['x']), 'z': (sum, ['y'])}, return_stats=True))",
        "'z': Order(priority=2, critical_path=1)",
    ),
    q(
        "h138_dask_order",
        "edit",
        'Add `__all__ = ["order", "diagnostics", "ndependencies"]` to dask/order.py as its own '
        "line near the top, after the imports and before the first class.",
        {"effect": {"at_top": [ORDER, '__all__ = ["order", "diagnostics", "ndependencies"]']}},
    ),
    q(
        "h138_dask_order",
        "edit",
        "order() is a 500-line function full of closures. Can you refactor it into a class with "
        "one method per phase, without changing any of the priorities it produces?",
        {"effect": {"declined": True}},
    ),
]
