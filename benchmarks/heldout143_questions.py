"""The hundred-and-forty-third set: questions on one module each of four third-party packages,
copied from the installed site-packages (distlib 0.3.6 as vendored in pip 23.2.1:
``pip/_vendor/distlib/locators.py``; networkx 3.6.1: ``networkx/algorithms/connectivity/cuts.py``;
sympy 1.14.0: ``sympy/core/exprtools.py``; pandas 3.1.1: ``pandas/io/formats/html.py``), written
blind: by reading only those files, never the model's code or its notes, and committed before the
model was asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (sympy's expression tools most, then distlib's
locators, pandas' HTML formatter, networkx's flow-based cuts). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h143_pip_locators": ["pip/_vendor/distlib/locators.py"],
    "h143_networkx_cuts": ["networkx/algorithms/connectivity/cuts.py"],
    "h143_sympy_exprtools": ["sympy/core/exprtools.py"],
    "h143_pandas_html": ["pandas/io/formats/html.py"],
}

LOC = "pip/_vendor/distlib/locators.py"
CUTS = "networkx/algorithms/connectivity/cuts.py"
EXPR = "sympy/core/exprtools.py"
HTML = "pandas/io/formats/html.py"


QUESTIONS: list[dict] = [
    # --- sympy/core/exprtools.py -------------------------------------------------------------
    q(
        "h143_sympy_exprtools",
        "where",
        "where's decompose_power_rat defined?",
        {"def": "decompose_power_rat"},
    ),
    q(
        "h143_sympy_exprtools",
        "where",
        "Point me to the line where the `lcm` method of the Factors class starts, please.",
        {"def": "Factors.lcm"},
    ),
    q(
        "h143_sympy_exprtools",
        "returns",
        "_mask_nc -- what comes back out of it? I know it's a tuple but what's in it, and is "
        "there an early exit?",
        {"returns": "_mask_nc"},
    ),
    q(
        "h143_sympy_exprtools",
        "calls",
        "Who calls decompose_power in exprtools.py (not counting the doctests)?",
        grep(r"= decompose_power\(", EXPR),
    ),
    q(
        "h143_sympy_exprtools",
        "calls",
        "find the places where `_mask_nc` gets invoked",
        grep(r"= _mask_nc\(", EXPR),
    ),
    q(
        "h143_sympy_exprtools",
        "raises",
        "Factors(x)**-1 gives me 'expected non-negative integer'. which line throws that?",
        grep(r'raise ValueError\("expected non-negative integer', EXPR),
    ),
    q(
        "h143_sympy_exprtools",
        "raises",
        "Where does Term refuse a noncommutative expression?",
        grep(r"raise NonCommutativeExpression\(", EXPR),
    ),
    q(
        "h143_sympy_exprtools",
        "raises",
        "I'm dividing a Factors by zero via div() and get a ZeroDivisionError -- where's that "
        "raised?",
        grep(r"raise ZeroDivisionError", EXPR),
    ),
    q(
        "h143_sympy_exprtools",
        "raises",
        "In sympy/core/exprtools.py, where is the TypeError about 'expecting Expr or dictionary' "
        "raised?",
        grep(r"raise TypeError\('expecting Expr or dictionary'\)", EXPR),
    ),
    q(
        "h143_sympy_exprtools",
        "which",
        "Which Factors method takes two Factors and keeps only the bases they share, each with "
        "the smaller of the two exponents?",
        {"def": "Factors.gcd"},
    ),
    q(
        "h143_sympy_exprtools",
        "which",
        "Some of my variables care about the order they're multiplied in. Which helper swaps those "
        "bits out for stand-ins so the ordinary factoring machinery can cope, and hands back what "
        "it swapped so it can be put back later?",
        {"body": "_mask_nc"},
        {"body": "gcd_terms.mask"},
        own=True,
    ),
    q(
        "h143_sympy_exprtools",
        "which",
        "which function is factor_terms using to pull things that don't depend on the "
        "integration/summation variable out of a Sum or Integral?",
        {"def": "_factor_sum_int"},
    ),
    q(
        "h143_sympy_exprtools",
        "how",
        "how does factor_terms keep exp(-(x+2)) from being rewritten as exp(-x-2) when it runs "
        "gcd_terms on the pieces?",
        grep(
            r"watch out for exp\(-\(x\+2\)\)|if e\.is_Mul and e != Mul\(\*e\.args\):"
            r"|special\[list_args\[i\]\] = a|\.xreplace\(special\)",
            EXPR,
        ),
    ),
    q(
        "h143_sympy_exprtools",
        "how",
        "Say every variable in my formula is known to be, e.g., a positive whole number. How does "
        "sympy work out the smallest size the formula could ever get to, given it stays on one "
        "side of zero the whole time?",
        {"body": "_monotonic_sign"},
        own=True,
    ),
    q(
        "h143_sympy_exprtools",
        "how",
        "When something like e^(2y/3) gets pulled apart, how is it decided what part is the "
        "thing being raised and which whole number it's raised to?",
        {"body": "decompose_power"},
        own=True,
    ),
    run(
        "h143_sympy_exprtools",
        "can you execute {} and tell me the result?",
        "from sympy.core.exprtools import Factors; from sympy.abc import x, y; "
        "print(Factors(x*y**2).gcd(Factors(x**3*y)))",
        "Factors({x: 1, y: 1})",
    ),
    q(
        "h143_sympy_exprtools",
        "edit",
        "Term.inv in sympy/core/exprtools.py has no docstring. Add one saying it returns the "
        "reciprocal term (numerator and denominator swapped).",
        {"effect": {"docstring": "Term.inv"}},
    ),
    q(
        "h143_sympy_exprtools",
        "edit",
        "factor_nc tries every permutation of the noncommutative factors, which explodes on long "
        "products. Could you redesign it to work out the right order directly and prove it still "
        "gives the same answers?",
        {"effect": {"declined": True}},
    ),
    # --- pip/_vendor/distlib/locators.py -----------------------------------------------------
    q(
        "h143_pip_locators",
        "where",
        "where is try_to_replace defined in distlib's locators?",
        {"def": "DependencyFinder.try_to_replace"},
    ),
    q(
        "h143_pip_locators",
        "returns",
        "What does `Locator.score_url` give back? I want to know what the tuple is ordered by.",
        {"returns": "Locator.score_url"},
    ),
    q(
        "h143_pip_locators",
        "calls",
        "Where does `_update_version_data` get called from?",
        grep(r"self\._update_version_data\(", LOC),
    ),
    q(
        "h143_pip_locators",
        "raises",
        "DependencyFinder.find blew up with 'Unable to locate ...'. Which line raises it?",
        grep(r"raise DistlibException\('Unable to locate", LOC),
    ),
    q(
        "h143_pip_locators",
        "raises",
        "where does it complain if the path I give DirectoryLocator isn't a folder?",
        grep(r"raise DistlibException\('Not a directory", LOC),
    ),
    q(
        "h143_pip_locators",
        "const",
        "Where is the default index URL (the pypi.org one) set in locators.py?",
        grep(r"^DEFAULT_INDEX = ", LOC),
    ),
    q(
        "h143_pip_locators",
        "which",
        "Which method of the scraping locator decides whether a link found on a page should be "
        "put on the queue to be fetched too?",
        {"def": "SimpleScrapingLocator._should_queue"},
    ),
    q(
        "h143_pip_locators",
        "which",
        "If one build of a package can be downloaded from two different places, which code "
        "settles which of the two addresses wins?",
        {"body": "Locator.prefer_url"},
        {"body": "Locator.score_url"},
        own=True,
    ),
    q(
        "h143_pip_locators",
        "which",
        "hey, which bit spins up the crew of background helpers that grab stuff off the network "
        "side by side?",
        {"def": "SimpleScrapingLocator._prepare_threads"},
        own=True,
    ),
    q(
        "h143_pip_locators",
        "how",
        "Package links often carry a checksum after the # sign. How does that checksum get picked "
        "off the link and kept alongside the other details about the file?",
        {"body": "Locator.convert_url_to_download_info"},
        own=True,
    ),
    q(
        "h143_pip_locators",
        "how",
        "How does AggregatingLocator combine what its locators find when merge=True, versus "
        "when it's False?",
        {"body": "AggregatingLocator._get_project"},
    ),
    run(
        "h143_pip_locators",
        "Run {} and tell me what key the hash ends up under.",
        "from pip._vendor.distlib.locators import Locator; "
        "print(Locator().convert_url_to_download_info("
        "'https://example.com/pkgs/foo-1.0.tar.gz#sha256=abc123', 'foo'))",
        "'sha256_digest': 'abc123'",
    ),
    q(
        "h143_pip_locators",
        "edit",
        "Please point DEFAULT_INDEX in pip/_vendor/distlib/locators.py at "
        "'https://test.pypi.org/pypi' instead of the real PyPI.",
        {"effect": {"value_set": [LOC, "DEFAULT_INDEX", "'https://test.pypi.org/pypi'"]}},
    ),
    q(
        "h143_pip_locators",
        "edit",
        "In SimpleScrapingLocator.__init__, add `self._threads = []` on the line right after "
        "`self.num_workers = num_workers`.",
        {"effect": {"line_after": [LOC, "self.num_workers = num_workers", "self._threads = []"]}},
    ),
    # --- pandas/io/formats/html.py -----------------------------------------------------------
    q(
        "h143_pandas_html",
        "where",
        "pandas html formatter: which file and line has _write_hierarchical_rows?",
        {"def": "HTMLFormatter._write_hierarchical_rows"},
    ),
    q(
        "h143_pandas_html",
        "returns",
        "what does the row_levels property return when index=False?",
        {"returns": "HTMLFormatter.row_levels"},
    ),
    q(
        "h143_pandas_html",
        "calls",
        "who calls _write_cell?",
        grep(r"self\._write_cell\(", HTML),
    ),
    q(
        "h143_pandas_html",
        "raises",
        "passing a number as classes to to_html gives 'classes must be a string, list, or tuple'. "
        "where is that raised in html.py?",
        grep(r"raise TypeError\(", HTML),
    ),
    q(
        "h143_pandas_html",
        "which",
        "Which method emits the scoped <style> block that notebook output gets?",
        {"def": "NotebookFormatter.write_style"},
    ),
    q(
        "h143_pandas_html",
        "which",
        "Some of my table entries hold web addresses. Where do they get turned into something "
        "you can click that opens in a new tab?",
        {"body": "HTMLFormatter._write_cell"},
        own=True,
    ),
    q(
        "h143_pandas_html",
        "how",
        "When my frame is too wide and part of it is left out, how does the top line of the html "
        "table get the dots slotted into the middle, especially when the labels up there are "
        "stacked several levels deep?",
        {"body": "HTMLFormatter._write_col_header"},
        own=True,
    ),
    run(
        "h143_pandas_html",
        "What does {} print for the opening table tag?",
        "import pandas as pd; print(pd.DataFrame({'a': [1]}).to_html(border=0, index=False))",
        '<table class="dataframe">',
    ),
    q(
        "h143_pandas_html",
        "edit",
        "Make the HTMLFormatter indent by 4 spaces per level instead of 2 (the indent_delta "
        "class attribute).",
        {"effect": {"text_replaced": [HTML, "indent_delta: Final = 2", "indent_delta: Final = 4"]}},
    ),
    # --- networkx/algorithms/connectivity/cuts.py --------------------------------------------
    q(
        "h143_networkx_cuts",
        "where",
        "Where is minimum_st_node_cut declared?",
        {"def": "minimum_st_node_cut"},
    ),
    q(
        "h143_networkx_cuts",
        "returns",
        "minimum_st_edge_cut: what's its return value, the edges as (u, v) pairs?",
        {"returns": "minimum_st_edge_cut"},
    ),
    q(
        "h143_networkx_cuts",
        "calls",
        "which lines in cuts.py call minimum_st_node_cut?",
        grep(r"(= |return )minimum_st_node_cut\(", CUTS),
    ),
    q(
        "h143_networkx_cuts",
        "raises",
        "nx.minimum_edge_cut on a graph with two separate pieces throws 'Input graph is not "
        "connected'. where does that come from?",
        grep(r'raise nx\.NetworkXError\("Input graph is not connected"\)', CUTS),
    ),
    q(
        "h143_networkx_cuts",
        "const",
        "Where's the default max-flow function for these cut algorithms set?",
        grep(r"^default_flow_func = ", CUTS),
    ),
    q(
        "h143_networkx_cuts",
        "how",
        "To find the fewest points whose removal breaks my network into pieces, which pairs of "
        "points does it actually bother to test, and how does it pick where to start?",
        grep(
            r"v = min\(G, key=G\.degree\)|min_cut = set\(G\[v\]\)"
            r"|for w in set\(G\) - set\(neighbors\(v\)\) - \{v\}:"
            r"|for x, y in iter_func\(neighbors\(v\), 2\):|if y in G\[x\]:",
            CUTS,
        ),
        own=True,
    ),
    q(
        "h143_networkx_cuts",
        "how",
        "In minimum_edge_cut for a directed graph, how does the loop over consecutive node pairs "
        "handle the last node?",
        grep(
            r"except IndexError:  # Last node!|minimum_st_edge_cut\(H, nodes\[i\], nodes\[0\]",
            CUTS,
        ),
    ),
    run(
        "h143_networkx_cuts",
        "quick one: what does {} output?",
        "import networkx as nx; print(nx.minimum_edge_cut(nx.barbell_graph(4, 0)))",
        "{(3, 4)}",
    ),
    q(
        "h143_networkx_cuts",
        "edit",
        "rename default_flow_func to DEFAULT_FLOW_FUNC everywhere in cuts.py",
        {"effect": {"renamed": ["default_flow_func", "DEFAULT_FLOW_FUNC"]}},
    ),
]
