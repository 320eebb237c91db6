"""The hundred-and-eighty-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0:
``sympy/plotting/intervalmath/interval_arithmetic.py``; scipy 1.17.1: ``scipy/stats/_mgc.py``;
pandas 3.1.1: ``pandas/plotting/_matplotlib/tools.py``; networkx 3.6.1: ``networkx/convert.py``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (scipy's multiscale graph correlation most,
then pandas' plotting tools, networkx's converters, sympy's plotting intervals). About a fifth of
the questions that are not edits are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The
commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h188_sympy_interval_arithmetic": ["sympy/plotting/intervalmath/interval_arithmetic.py"],
    "h188_scipy_mgc": ["scipy/stats/_mgc.py"],
    "h188_pandas_plotting_tools": ["pandas/plotting/_matplotlib/tools.py"],
    "h188_networkx_convert": ["networkx/convert.py"],
}

IVAL = "sympy/plotting/intervalmath/interval_arithmetic.py"
MGC = "scipy/stats/_mgc.py"
TOOLS = "pandas/plotting/_matplotlib/tools.py"
CONVERT = "networkx/convert.py"


QUESTIONS: list[dict] = [
    # --- sympy/plotting/intervalmath/interval_arithmetic.py ----------------------------------
    q(
        "h188_sympy_interval_arithmetic",
        "where",
        "where's the width property of sympy's plotting interval class?",
        {"def": "interval.width"},
    ),
    q(
        "h188_sympy_interval_arithmetic",
        "returns",
        "`3.5 in interval(1, 4)` -- what does `interval.__contains__` actually return there, a "
        "plain bool or one of those membership objects?",
        {"returns": "interval.__contains__"},
    ),
    q(
        "h188_sympy_interval_arithmetic",
        "calls",
        "In interval_arithmetic.py, which lines combine the is_valid flags of two intervals with "
        "fuzzy_and?",
        grep(r"fuzzy_and\(\[self\.is_valid, other\.is_valid\]\)", IVAL),
    ),
    q(
        "h188_sympy_interval_arithmetic",
        "raises",
        "interval(1, 2, 3) gives me 'interval takes a maximum of two float values'. where is "
        "that raised?",
        grep(r'raise ValueError\("interval takes a maximum of two float values', IVAL),
    ),
    q(
        "h188_sympy_interval_arithmetic",
        "which",
        "Which method handles a plain number raised to an interval, like `2 ** interval(0, 1)`?",
        {"body": "interval.__rpow__"},
    ),
    q(
        "h188_sympy_interval_arithmetic",
        "which",
        "Which bit takes a span of values to a whole-number exponent, and makes sure that "
        "squaring something running from -2 up to 3 starts at zero rather than at 4?",
        {"body": "_pow_int"},
        own=True,
    ),
    q(
        "h188_sympy_interval_arithmetic",
        "how",
        "If the thing under the fraction bar is a span that goes from below zero to above it, "
        "what do I end up with, and how does it get there?",
        {"body": "interval.__truediv__"},
        own=True,
    ),
    q(
        "h188_sympy_interval_arithmetic",
        "how",
        "how does interval.__lt__ choose between True, False and None when both sides are "
        "intervals that might overlap?",
        {"body": "interval.__lt__"},
    ),
    run(
        "h188_sympy_interval_arithmetic",
        "can you execute {} and tell me the result?",
        "from sympy.plotting.intervalmath.interval_arithmetic import interval; "
        "print(interval(-2, 3) ** 2, interval(1, 4).width)",
        "[0.000000, 9.000000] 3.0",
    ),
    q(
        "h188_sympy_interval_arithmetic",
        "edit",
        "The list of products in __mul__ and __truediv__ is called `inters`, which reads like "
        "'intersections'. Please rename `inters` to `candidates` throughout "
        "interval_arithmetic.py.",
        {"effect": {"renamed": ["inters", "candidates"]}},
    ),
    # --- scipy/stats/_mgc.py -----------------------------------------------------------------
    q(
        "h188_scipy_mgc",
        "where",
        "Where is the `_ParallelP` class declared?",
        {"def": "_ParallelP"},
    ),
    q(
        "h188_scipy_mgc",
        "where",
        "which line defines the default distance function of multiscale_graphcorr "
        "(_euclidean_dist)?",
        {"def": "_euclidean_dist"},
    ),
    q(
        "h188_scipy_mgc",
        "returns",
        "what does _threshold_mgc_map give back, esp. when nothing in the map is above the "
        "threshold?",
        {"returns": "_threshold_mgc_map"},
    ),
    q(
        "h188_scipy_mgc",
        "calls",
        "Who calls `_mgc_stat` in scipy/stats/_mgc.py? I'd like to see both the main statistic "
        "and the permutation side.",
        grep(r"= _mgc_stat\(", MGC),
    ),
    q(
        "h188_scipy_mgc",
        "raises",
        "I ran multiscale_graphcorr on 4 points and it refused. Where's the check for the "
        "minimum sample count?",
        grep(r'raise ValueError\("MGC requires at least 5 samples', MGC),
    ),
    q(
        "h188_scipy_mgc",
        "raises",
        "with is_twosamp=True and compute_distance=None I get a ValueError. which line raises it?",
        grep(r'raise ValueError\("Cannot run if inputs are distance matrices"\)', MGC),
    ),
    q(
        "h188_scipy_mgc",
        "const",
        "where is the 0.02 used to compute the significance percentile for thresholding the "
        "MGC map set?",
        grep(r"per_sig = 1 - \(0\.02 / samp_size\)", MGC),
    ),
    q(
        "h188_scipy_mgc",
        "which",
        "Which helper turns the null distribution into the p-value for the MGC test?",
        {"body": "_perm_test"},
    ),
    q(
        "h188_scipy_mgc",
        "which",
        "For one round of the 'is this just chance' check, which piece scrambles the order of "
        "the second data set and scores the scrambled version?",
        {"body": "_ParallelP.__call__"},
        own=True,
    ),
    q(
        "h188_scipy_mgc",
        "how",
        "How does _smooth_mgc_map decide whether the significant region is big enough to take "
        "its maximum instead of the global value?",
        {"body": "_smooth_mgc_map"},
    ),
    q(
        "h188_scipy_mgc",
        "how",
        "My two groups have different numbers of measurements (100 vs 79). How does it stick "
        "them into a single table and keep track of which group each row belongs to?",
        {"body": "_two_sample_transform"},
        own=True,
    ),
    run(
        "h188_scipy_mgc",
        "Run {} and tell me what the labels come out as.",
        "import numpy as np; from scipy.stats._mgc import _two_sample_transform; "
        "x, y = _two_sample_transform(np.ones((2, 1)), np.zeros((3, 1))); "
        "print(x.shape, y.ravel())",
        "(5, 1) [0. 0. 1. 1. 1.]",
    ),
    q(
        "h188_scipy_mgc",
        "edit",
        "In scipy/stats/_mgc.py please delete the comment line "
        "`# FROM MGCPY: https://github.com/neurodata/mgcpy`.",
        {"effect": {"line_deleted": [MGC, "# FROM MGCPY: https://github.com/neurodata/mgcpy"]}},
    ),
    q(
        "h188_scipy_mgc",
        "edit",
        "The permutation test in _mgc.py takes minutes with reps=1000 on 2000 samples. Could you "
        "vectorise it (or move it to numba) and prove the p-values stay the same?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/plotting/_matplotlib/tools.py ------------------------------------------------
    q(
        "h188_pandas_plotting_tools",
        "where",
        "where is set_ticks_props defined in the matplotlib plotting tools?",
        {"def": "set_ticks_props"},
    ),
    q(
        "h188_pandas_plotting_tools",
        "returns",
        "What does do_adjust_figure return when the figure has no get_constrained_layout method?",
        {"returns": "do_adjust_figure"},
    ),
    q(
        "h188_pandas_plotting_tools",
        "calls",
        "who calls _remove_labels_from_axis?",
        grep(r"^\s+_remove_labels_from_axis\(", TOOLS),
    ),
    q(
        "h188_pandas_plotting_tools",
        "calls",
        "Where does tools.py use `flatten_axes` (not the def, the call sites)?",
        grep(r"(?<!def )flatten_axes\(", TOOLS),
    ),
    q(
        "h188_pandas_plotting_tools",
        "raises",
        "I handed pandas a bunch of ready-made chart panels for a DataFrame plot, but fewer than "
        "it needs. Where does it complain about the count not matching?",
        grep(r'f"The number of passed axes must be \{naxes\}, the "', TOOLS),
        own=True,
    ),
    q(
        "h188_pandas_plotting_tools",
        "const",
        "Where's the hard-coded mapping of grid shapes for 1 to 4 plots in _get_layout?",
        grep(r"layouts = \{1: \(1, 1\), 2: \(1, 2\)", TOOLS),
    ),
    q(
        "h188_pandas_plotting_tools",
        "which",
        "which function hides the major and minor tick labels (and the axis label) on a shared "
        "axis?",
        {"body": "_remove_labels_from_axis"},
    ),
    q(
        "h188_pandas_plotting_tools",
        "which",
        "I'm drawing 7 small charts and didn't say how to arrange them. Which function settles "
        "how many go across and how many go down?",
        {"body": "_get_layout"},
        own=True,
    ),
    q(
        "h188_pandas_plotting_tools",
        "how",
        "How does handle_shared_axes work out which subplots keep their x tick labels when the "
        "grid has gaps in it?",
        {"body": "handle_shared_axes"},
    ),
    q(
        "h188_pandas_plotting_tools",
        "how",
        "When a chart has a second vertical scale on the other side, does gathering up all the "
        "drawn curves pick up the ones plotted against that second scale too? how?",
        {"body": "get_all_lines"},
        own=True,
    ),
    run(
        "h188_pandas_plotting_tools",
        "what does {} print?",
        "from pandas.plotting._matplotlib.tools import _get_layout; "
        "print(_get_layout(7), _get_layout(5, layout=(-1, 2)))",
        "(3, 3) (3, 2)",
    ),
    q(
        "h188_pandas_plotting_tools",
        "edit",
        "format_date_labels leaves bottom=0.2 of room, my rotated dates still get cut off. "
        "Change it to 0.25 please.",
        {
            "effect": {
                "text_replaced": [
                    TOOLS,
                    "maybe_adjust_figure(fig, bottom=0.2)",
                    "maybe_adjust_figure(fig, bottom=0.25)",
                ]
            }
        },
    ),
    q(
        "h188_pandas_plotting_tools",
        "edit",
        "get_xlim in pandas/plotting/_matplotlib/tools.py has no docstring. Add one saying it "
        "returns the smallest and largest x over the given lines, ignoring NaN.",
        {"effect": {"docstring": "get_xlim"}},
    ),
    # --- networkx/convert.py -----------------------------------------------------------------
    q(
        "h188_networkx_convert",
        "where",
        "Where is `to_edgelist` defined in networkx?",
        {"def": "to_edgelist"},
    ),
    q(
        "h188_networkx_convert",
        "returns",
        "what does to_dict_of_dicts return?",
        {"returns": "to_dict_of_dicts"},
    ),
    q(
        "h188_networkx_convert",
        "calls",
        "Which places in convert.py fall back on from_edgelist?",
        grep(r"return from_edgelist\(", CONVERT),
    ),
    q(
        "h188_networkx_convert",
        "raises",
        "nx.Graph(42) -> NetworkXError 'Input is not a known data type for conversion.' Where "
        "does that come from?",
        grep(
            r'raise nx\.NetworkXError\("Input is not a known data type for conversion\."\)', CONVERT
        ),
    ),
    q(
        "h188_networkx_convert",
        "raises",
        "Is there anywhere in networkx/convert.py that raises a TypeError rather than a "
        "NetworkXError?",
        grep(r"raise TypeError\(", CONVERT),
    ),
    q(
        "h188_networkx_convert",
        "raises",
        "to_networkx_graph on a numpy array failed with 'Failed to interpret array as an "
        "adjacency matrix'. which line is that?",
        grep(r"Failed to interpret array as an adjacency matrix", CONVERT),
    ),
    q(
        "h188_networkx_convert",
        "which",
        "Which function gives me each node mapped to the list of its neighbors, optionally "
        "restricted to a nodelist?",
        {"body": "to_dict_of_lists"},
    ),
    q(
        "h188_networkx_convert",
        "which",
        "which function builds a network out of a mapping where every point just lists who it "
        "links to, and takes care not to add a link twice when the network allows repeated "
        "links but has no direction?",
        {"body": "from_dict_of_lists"},
        own=True,
    ),
    q(
        "h188_networkx_convert",
        "how",
        "How does to_networkx_graph tell whether a pandas DataFrame is an adjacency matrix or an "
        "edge list?",
        grep(r"if data\.shape\[0\] == data\.shape\[1\]:", CONVERT),
    ),
    q(
        "h188_networkx_convert",
        "how",
        "when I make a fresh network from an existing one, how do the extra details I stored on "
        "each point, and on the whole thing, get carried across?",
        grep(
            r"result\.graph\.update\(data\.graph\)|for n, dd in data\.nodes\.items\(\):"
            r"|result\._node\[n\]\.update\(dd\)",
            CONVERT,
        ),
        own=True,
    ),
    run(
        "h188_networkx_convert",
        "Please run {} -- does a dict of lists come through as edges?",
        "import networkx as nx; print(sorted(nx.to_networkx_graph({0: [1, 2]}).edges()))",
        "[(0, 1), (0, 2)]",
    ),
    q(
        "h188_networkx_convert",
        "edit",
        "in convert.py, comment out the `result.graph.update(data.graph)` line in "
        "to_networkx_graph, I want to test without copying graph attributes",
        {"effect": {"comment_out": [CONVERT, "result.graph.update(data.graph)"]}},
    ),
]
