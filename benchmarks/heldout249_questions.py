"""The two-hundred-and-forty-ninth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (pandas 3.1.1:
``pandas/plotting/_matplotlib/hist.py``; networkx 3.6.1:
``networkx/algorithms/link_analysis/pagerank_alg.py``; sympy 1.14.0:
``sympy/ntheory/continued_fraction.py``; Werkzeug 3.1.8: ``werkzeug/datastructures/auth.py``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (pandas' histogram plots most, then networkx's
PageRank, sympy's continued fractions, Werkzeug's auth headers). About a fifth of the non-edit
questions are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it, with one definition that fits); the rest name the code, run a command or
ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` on this file (every
``def`` / ``body`` / ``returns`` gold names one definition, every grep finds its lines); each
command was run against the installed packages and its expected text is an exact substring of its
output; each edit was made by hand on a scratch copy of its workspace and
``bench_answers.check_effect`` held after it (and, for the two to decline, on the untouched copy).
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h249_pandas_hist": ["pandas/plotting/_matplotlib/hist.py"],
    "h249_networkx_pagerank": ["networkx/algorithms/link_analysis/pagerank_alg.py"],
    "h249_sympy_contfrac": ["sympy/ntheory/continued_fraction.py"],
    "h249_werkzeug_auth": ["werkzeug/datastructures/auth.py"],
}

HIST = "pandas/plotting/_matplotlib/hist.py"
PR = "networkx/algorithms/link_analysis/pagerank_alg.py"
CF = "sympy/ntheory/continued_fraction.py"
AUTH = "werkzeug/datastructures/auth.py"


QUESTIONS: list[dict] = [
    # --- pandas/plotting/_matplotlib/hist.py -------------------------------------------------
    q(
        "h249_pandas_hist",
        "where",
        "Where's hist_frame defined? That's what DataFrame.hist ends up in, right?",
        {"def": "hist_frame"},
    ),
    q(
        "h249_pandas_hist",
        "returns",
        "what does hist_series return -- a single Axes or an array of them?",
        {"returns": "hist_series"},
    ),
    q(
        "h249_pandas_hist",
        "calls",
        "Who calls `_grouped_hist`?",
        grep(r"= _grouped_hist\(", HIST),
    ),
    q(
        "h249_pandas_hist",
        "calls",
        "In the histogram plotting code, from where does _calculate_bins get invoked?",
        grep(r"self\._calculate_bins\(", HIST),
    ),
    q(
        "h249_pandas_hist",
        "raises",
        "df.hist(legend=True, label='x') fails with \"Cannot use both legend and label\" - where "
        "is that raised?",
        grep(r'raise ValueError\("Cannot use both legend and label"\)', HIST),
    ),
    q(
        "h249_pandas_hist",
        "raises",
        "I called .hist() on a frame that only has text columns and got a ValueError that there's "
        "nothing to plot. Which line throws it?",
        grep(r"hist method requires numerical or datetime columns", HIST),
    ),
    q(
        "h249_pandas_hist",
        "raises",
        "Series.hist(ax=..., figure=...) gives me AssertionError 'passed axis not bound to passed "
        "figure'. where does that come from?",
        grep(r'raise AssertionError\("passed axis not bound to passed figure"\)', HIST),
    ),
    q(
        "h249_pandas_hist",
        "const",
        "When I don't pass ind to a kde plot, how many points does it evaluate the density at, "
        "and where is that number set?",
        grep(r"^\s+1000,$", HIST),
    ),
    q(
        "h249_pandas_hist",
        "which",
        "Which HistPlot method works out the bin edges from the data (dropping NaNs first)?",
        {"body": "HistPlot._calculate_bins"},
    ),
    q(
        "h249_pandas_hist",
        "which",
        "For the smooth curve version of the plot: if I give no x positions, something picks them "
        "for me and stretches half the data's spread past both ends. Which function is that?",
        {"body": "KdePlot._get_ind"},
        own=True,
    ),
    q(
        "h249_pandas_hist",
        "how",
        "How are weights handled in HistPlot when I pass a 2-D weights array, one column per "
        "series?",
        {"body": "HistPlot._get_column_weights"},
    ),
    q(
        "h249_pandas_hist",
        "how",
        "If I draw the bars sideways instead of upright, how does it work out which axis gets "
        "the counts caption and which one keeps my own label?",
        {"body": "HistPlot._post_plot_logic"},
        own=True,
    ),
    run(
        "h249_pandas_hist",
        "Quick check on the kde x grid: what do I get from {}?",
        "from pandas.plotting._matplotlib.hist import KdePlot; import numpy as np; "
        "print(KdePlot._get_ind(np.array([0.0, 4.0]), 5).tolist())",
        "[-2.0, 0.0, 2.0, 4.0, 6.0]",
    ),
    q(
        "h249_pandas_hist",
        "edit",
        "In pandas/plotting/_matplotlib/hist.py, KdePlot._plot has an `assert ind is not None` "
        "that's only there for pyright. Please delete that assert line.",
        {"effect": {"line_deleted": [HIST, "assert ind is not None"]}},
    ),
    q(
        "h249_pandas_hist",
        "edit",
        "hist_series and hist_frame duplicate a lot of logic (legend/label checks, tick props, "
        "the loop over axes). Could you refactor both into one shared helper with full type "
        "hints and make sure nothing changes for callers?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/algorithms/link_analysis/pagerank_alg.py -----------------------------------
    q(
        "h249_networkx_pagerank",
        "where",
        "where is google_matrix",
        {"def": "google_matrix"},
    ),
    q(
        "h249_networkx_pagerank",
        "returns",
        "What does _pagerank_numpy return, also for an empty graph?",
        {"returns": "_pagerank_numpy"},
    ),
    q(
        "h249_networkx_pagerank",
        "calls",
        "who calls google_matrix in pagerank_alg.py?",
        grep(r"M = google_matrix\(", PR),
    ),
    q(
        "h249_networkx_pagerank",
        "raises",
        "nx.pagerank(G, personalization={n: 0 for n in G}) dies with a bare ZeroDivisionError. "
        "Where's that raised?",
        grep(r"raise ZeroDivisionError", PR),
    ),
    q(
        "h249_networkx_pagerank",
        "raises",
        "Where does PageRank give up and raise PowerIterationFailedConvergence after max_iter "
        "rounds?",
        grep(r"raise nx\.PowerIterationFailedConvergence\(max_iter\)", PR),
    ),
    q(
        "h249_networkx_pagerank",
        "const",
        "what's the default convergence tolerance for pagerank and where is it set",
        grep(r"tol=1\.0e-6,", PR),
    ),
    q(
        "h249_networkx_pagerank",
        "which",
        "Which variant of the ranking walks the links node by node with ordinary Python "
        "dictionaries, no arrays anywhere?",
        {"body": "_pagerank_python"},
        own=True,
    ),
    q(
        "h249_networkx_pagerank",
        "which",
        "Is there a version that skips the repeat-until-stable loop entirely and just pulls the "
        "scores out of one big dense matrix decomposition in a single step? which one?",
        {"body": "_pagerank_numpy"},
        own=True,
    ),
    q(
        "h249_networkx_pagerank",
        "how",
        "How does _pagerank_scipy deal with dangling nodes (no out-edges) during the power "
        "iteration?",
        grep(r"is_dangling = np\.where\(S == 0\)\[0\]|x @ A \+ sum\(x\[is_dangling\]\)", PR),
    ),
    q(
        "h249_networkx_pagerank",
        "how",
        "how does pagerank decide it has converged and can stop iterating?",
        grep(r"if err < N \* tol:", PR),
    ),
    run(
        "h249_networkx_pagerank",
        "Can you run {} for me? I want to see the google matrix for a single edge.",
        "import networkx as nx; print(nx.google_matrix(nx.DiGraph([(0, 1)]), alpha=0.5).tolist())",
        "[[0.25, 0.75], [0.5, 0.5]]",
    ),
    q(
        "h249_networkx_pagerank",
        "edit",
        "in _pagerank_scipy, right after the line `A = Q @ A`, add `A.eliminate_zeros()`",
        {"effect": {"line_after": [PR, "A = Q @ A", "A.eliminate_zeros()"]}},
    ),
    q(
        "h249_networkx_pagerank",
        "edit",
        "_pagerank_python is painfully slow on my 2M-node graph. Please speed it up (numba or "
        "multiprocessing, whatever works) and show me a benchmark against the scipy version.",
        {"effect": {"declined": True}},
    ),
    # --- sympy/ntheory/continued_fraction.py -------------------------------------------------
    q(
        "h249_sympy_contfrac",
        "where",
        "Where is continued_fraction_iterator defined in sympy?",
        {"def": "continued_fraction_iterator"},
    ),
    q(
        "h249_sympy_contfrac",
        "returns",
        "What does `continued_fraction_periodic` give back for a rational input vs a quadratic "
        "irrational?",
        {"returns": "continued_fraction_periodic"},
    ),
    q(
        "h249_sympy_contfrac",
        "calls",
        "Which places call continued_fraction_periodic?",
        grep(r"return continued_fraction_periodic\(", CF),
    ),
    q(
        "h249_sympy_contfrac",
        "raises",
        "continued_fraction_periodic(1, 0) -> ValueError about the denominator. where is it "
        "raised?",
        grep(r"The denominator cannot be 0", CF),
    ),
    q(
        "h249_sympy_contfrac",
        "raises",
        "Hi, continued_fraction(pi) says 'expecting a rational or quadratic irrational'. Where "
        "in continued_fraction.py is that error?",
        grep(r"expecting a rational or quadratic irrational", CF),
    ),
    q(
        "h249_sympy_contfrac",
        "which",
        "which function yields the convergents (p/q approximations) of a continued fraction?",
        {"body": "continued_fraction_convergents"},
    ),
    q(
        "h249_sympy_contfrac",
        "which",
        "I have the sequence of whole-number pieces with a looping block at the end, like "
        "[1, [2]]. Which function gives me back the exact value, square root and all?",
        {"body": "continued_fraction_reduce"},
        own=True,
    ),
    q(
        "h249_sympy_contfrac",
        "how",
        "How does continued_fraction_periodic notice that the expansion has started repeating?",
        grep(
            r"while \(p, q\) not in pq:|i = pq\[\(p, q\)\]|return terms\[:i\] \+ \[terms\[i:\]\]",
            CF,
        ),
    ),
    q(
        "h249_sympy_contfrac",
        "how",
        "what happens when the number with the square root in it is below zero, e.g. minus "
        "root 2? does it work on the positive value and then fix up the first entry?",
        grep(
            r"if n < 0:|w = floor\(-n\)|one_f = continued_fraction\(1 - f\)|one_f\[0\] -= w \+ 1",
            CF,
        ),
        own=True,
    ),
    run(
        "h249_sympy_contfrac",
        "what does {} print",
        "from sympy.ntheory.continued_fraction import continued_fraction_periodic; "
        "print(continued_fraction_periodic(0, 1, 7))",
        "[2, [1, 1, 1, 4]]",
    ),
    q(
        "h249_sympy_contfrac",
        "edit",
        "A zero denominator should be a ZeroDivisionError, not a ValueError. In "
        'sympy/ntheory/continued_fraction.py change `raise ValueError("The denominator cannot '
        'be 0.")` -> `raise ZeroDivisionError("The denominator cannot be 0.")`.',
        {
            "effect": {
                "text_replaced": [
                    CF,
                    'raise ValueError("The denominator cannot be 0.")',
                    'raise ZeroDivisionError("The denominator cannot be 0.")',
                ]
            }
        },
    ),
    # --- werkzeug/datastructures/auth.py -----------------------------------------------------
    q(
        "h249_werkzeug_auth",
        "where",
        "WWWAuthenticate.from_header - where's it defined?",
        {"def": "WWWAuthenticate.from_header"},
    ),
    q(
        "h249_werkzeug_auth",
        "returns",
        "What can Authorization.from_header return? I'm getting None for a malformed Basic header.",
        {"returns": "Authorization.from_header"},
    ),
    q(
        "h249_werkzeug_auth",
        "calls",
        "who calls _trigger_on_update",
        grep(r"self\._trigger_on_update\(\)", AUTH),
    ),
    q(
        "h249_werkzeug_auth",
        "which",
        "Which method builds the `Digest ...` challenge string and decides which params get "
        "quoted?",
        {"body": "WWWAuthenticate.to_header"},
    ),
    q(
        "h249_werkzeug_auth",
        "which",
        "When some field of the login challenge I'm sending back gets changed, what piece passes "
        "the news along to whoever is listening, if anyone is?",
        {"body": "WWWAuthenticate._trigger_on_update"},
        own=True,
    ),
    q(
        "h249_werkzeug_auth",
        "how",
        "how does Authorization.to_header produce the header for basic vs. a bearer token vs. "
        "other schemes?",
        {"body": "Authorization.to_header"},
    ),
    q(
        "h249_werkzeug_auth",
        "how",
        "On the challenge object, if I set one of its fields to nothing (None), does it keep the "
        "None or throw the field away? How's that handled?",
        {"body": "WWWAuthenticate.__setitem__"},
        {"body": "WWWAuthenticate.__setattr__"},
        own=True,
    ),
    run(
        "h249_werkzeug_auth",
        "Please run {} -- which of the values end up quoted?",
        "from werkzeug.datastructures.auth import WWWAuthenticate; "
        "print(WWWAuthenticate('digest', {'realm': 'x', 'algorithm': 'MD5'}))",
        'Digest realm="x", algorithm=MD5',
    ),
    q(
        "h249_werkzeug_auth",
        "edit",
        "could you add a docstring to WWWAuthenticate._trigger_on_update in "
        "werkzeug/datastructures/auth.py? It calls the on-update callback, if one is set, "
        "after the header data changes.",
        {"effect": {"docstring": "WWWAuthenticate._trigger_on_update"}},
    ),
]
