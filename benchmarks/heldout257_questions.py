"""The two-hundred-and-fifty-seventh held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (networkx 3.6.1:
``networkx/algorithms/connectivity/disjoint_paths.py``; distributed 2026.8.0:
``distributed/spill.py``; matplotlib 3.11.2: ``mpl_toolkits/axes_grid1/anchored_artists.py``;
sympy 1.14.0: ``sympy/printing/jscode.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (the four are of a size; SymPy's JavaScript
printer and Dask's spill buffer have the most definitions to ask about, matplotlib's anchored
artists the fewest, being mostly docstrings). About a fifth of the non-edit questions are in the
user's own words (``own=True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own.
Gold forms are those of ``code_questions.py``. The commands need the whole package to import, so
they run against the installed package; each exercises the one file its workspace holds.

How the golds were checked: ``benchmarks/check_set.py`` prints ``0 bad`` on this file; every
command was run against the installed package and its gold is a substring of what it printed; for
every edit the correct edit was made by hand on a scratch copy of its workspace (and, for the
declined ones, nothing was changed and the answer said so), and ``bench_answers.check_effect``
(its gold functions taken from its source, so that nothing of the model was imported) was checked
to hold after it and not to hold on the untouched copy.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h257_networkx_disjoint_paths": ["networkx/algorithms/connectivity/disjoint_paths.py"],
    "h257_distributed_spill": ["distributed/spill.py"],
    "h257_mpl_toolkits_anchored_artists": ["mpl_toolkits/axes_grid1/anchored_artists.py"],
    "h257_sympy_jscode": ["sympy/printing/jscode.py"],
}

DISJ = "networkx/algorithms/connectivity/disjoint_paths.py"
SPILL = "distributed/spill.py"
ANCH = "mpl_toolkits/axes_grid1/anchored_artists.py"
JS = "sympy/printing/jscode.py"

NX = "h257_networkx_disjoint_paths"
SP = "h257_distributed_spill"
MPL = "h257_mpl_toolkits_anchored_artists"
SY = "h257_sympy_jscode"


QUESTIONS: list[dict] = [
    # --- networkx/algorithms/connectivity/disjoint_paths.py ----------------------------------
    q(
        NX,
        "where",
        "where is node_disjoint_paths defined?",
        {"def": "node_disjoint_paths"},
    ),
    q(
        NX,
        "calls",
        "Who calls `_unique_everseen`?",
        grep(r"list\(_unique_everseen\(", DISJ),
    ),
    q(
        NX,
        "calls",
        "node_disjoint_paths seems to lean on edge_disjoint_paths -- where exactly does it call "
        "it?",
        grep(r"paths_edges = edge_disjoint_paths\(", DISJ),
    ),
    q(
        NX,
        "raises",
        "I handed node_disjoint_paths my own auxiliary graph and got "
        "`NetworkXError: Invalid auxiliary digraph.` Where is that raised?",
        grep(r'raise nx\.NetworkXError\("Invalid auxiliary digraph\."\)', DISJ),
    ),
    q(
        NX,
        "raises",
        "which lines in disjoint_paths.py raise NetworkXNoPath",
        grep(r"raise NetworkXNoPath$", DISJ),
    ),
    q(
        NX,
        "raises",
        "Getting 'node 42 not in graph' from edge_disjoint_paths, where's that check done?",
        grep(r'raise nx\.NetworkXError\(f"node \{[st]\} not in graph"\)', DISJ),
    ),
    q(
        NX,
        "which",
        "Which piece takes a sequence and hands back each item only the first time it turns up, "
        "in the original order?",
        {"body": "_unique_everseen"},
        own=True,
    ),
    q(
        NX,
        "how",
        "Say I only want two routes between a pair of points that never share a link. How does it "
        "stop after two, even with the algorithm that can't be told to stop early?",
        grep(
            r'del kwargs\["cutoff"\]|if paths_found >= cutoff:'
            r"|preflow_push does not support cutoff|paths_found \+= 1",
            DISJ,
        ),
        own=True,
    ),
    q(
        NX,
        "how",
        "how does node_disjoint_paths turn the paths it finds in the auxiliary digraph (with the "
        "A/B split nodes) back into paths of my original graph?",
        grep(
            r'yield list\(_unique_everseen\(H\.nodes\[node\]\["id"\] for node in path\)\)'
            r"|paths_edges = edge_disjoint_paths\(|for path in paths_edges:",
            DISJ,
        ),
    ),
    run(
        NX,
        "What do I get from {}?",
        "import networkx as nx; print(list(nx.node_disjoint_paths(nx.cycle_graph(6), 0, 3)))",
        "[[0, 1, 2, 3], [0, 5, 4, 3]]",
    ),
    q(
        NX,
        "edit",
        "In networkx/algorithms/connectivity/disjoint_paths.py set default_flow_func to "
        "shortest_augmenting_path instead of edmonds_karp, my graphs are dense.",
        {
            "effect": {
                "text_replaced": [
                    DISJ,
                    "default_flow_func = edmonds_karp",
                    "default_flow_func = shortest_augmenting_path",
                ]
            }
        },
    ),
    # --- distributed/spill.py ----------------------------------------------------------------
    q(
        SP,
        "where",
        "Where's SpillBuffer.evict?",
        {"def": "SpillBuffer.evict"},
    ),
    q(
        SP,
        "returns",
        "what does SpillBuffer.evict return, and what if the eviction goes wrong?",
        {"returns": "SpillBuffer.evict"},
    ),
    q(
        SP,
        "calls",
        "where is the _handle_errors context manager used?",
        grep(r"self\._handle_errors\(", SPILL),
    ),
    q(
        SP,
        "raises",
        "spill_buffer.pop(key, None) blew up with NotImplementedError on me. Where does that come "
        "from?",
        grep(r"raise NotImplementedError\($", SPILL),
    ),
    q(
        SP,
        "raises",
        "Where is MaxSpillExceeded raised in spill.py?",
        grep(r"raise MaxSpillExceeded\(key\)", SPILL),
    ),
    q(
        SP,
        "raises",
        "Where does Slow wrap a serialization failure in a PickleError?",
        grep(r"raise PickleError\(key\) from e", SPILL),
    ),
    q(
        SP,
        "which",
        "Which method writes the pickled value out through the File mapping and updates "
        "weight_by_key / total_weight?",
        {"body": "Slow.__setitem__"},
    ),
    q(
        SP,
        "which",
        "is there something that tells me how much has been pushed out of RAM onto the hard "
        "drive so far?",
        {"body": "SpillBuffer.spilled_total"},
        own=True,
    ),
    q(
        SP,
        "how",
        "How does SpillBuffer.__setitem__ deal with a PickleError, both when it's the key being "
        "inserted and when it's some older key getting evicted?",
        {"body": "SpillBuffer._handle_errors"},
        {"body": "SpillBuffer.__setitem__"},
    ),
    q(
        SP,
        "how",
        "What happens if the drive runs out of room while the worker is moving stuff out of "
        "memory -- is that data just gone?",
        {"body": "SpillBuffer._handle_errors"},
        own=True,
    ),
    run(
        SP,
        "can you run {} and tell me the output",
        "from distributed.spill import SpilledSize; print(SpilledSize(10, 4) + SpilledSize(1, 2))",
        "SpilledSize(memory=11, disk=6)",
    ),
    q(
        SP,
        "edit",
        "_in_memory_weight in distributed/spill.py has no docstring. Add one saying it's the "
        "weight function of the fast mapping: the value's size in memory, via safe_sizeof.",
        {"effect": {"docstring": "_in_memory_weight"}},
    ),
    q(
        SP,
        "edit",
        "Our workers spend ages blocked on disk. Please rework SpillBuffer and Slow so spilling "
        "and unspilling happen asynchronously on a thread pool, without breaking the zict "
        "Buffer semantics.",
        {"effect": {"declined": True}},
    ),
    # --- mpl_toolkits/axes_grid1/anchored_artists.py -----------------------------------------
    q(
        MPL,
        "where",
        "where's AnchoredAuxTransformBox defined",
        {"def": "AnchoredAuxTransformBox"},
    ),
    q(
        MPL,
        "calls",
        "Where does anchored_artists.py create AuxTransformBox instances?",
        grep(r"= AuxTransformBox\(", ANCH),
    ),
    q(
        MPL,
        "const",
        "What colour do AnchoredDirectionArrows get by default, and where is that set?",
        grep(r"frameon=False, color='w', alpha=1,", ANCH),
    ),
    q(
        MPL,
        "which",
        "Which class draws a scale bar with a label under (or over) it?",
        {"body": "AnchoredSizeBar"},
    ),
    q(
        MPL,
        "which",
        "I need a box of a fixed size stuck in a corner of the plot where whatever I put inside "
        "is measured in screen dots, not in my data units. which one is that?",
        {"body": "AnchoredDrawingArea"},
        own=True,
    ),
    q(
        MPL,
        "which",
        "what do I use to put two little pointers at right angles in a corner of a picture, "
        "marking which way is east and which is north?",
        {"body": "AnchoredDirectionArrows"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "How does AnchoredSizeBar decide whether to fill the bar's rectangle when I don't pass "
        "fill_bar?",
        grep(r"if fill_bar is None:|fill_bar = size_vertical > 0", ANCH),
    ),
    q(
        MPL,
        "how",
        "If I want the pair of pointers tilted by 30 degrees or so, how is the turning actually "
        "done?",
        grep(r"t_end = t_start \+ transforms\.Affine2D\(\)\.rotate_deg\(angle\)", ANCH),
        own=True,
    ),
    run(
        MPL,
        "Please run {} -- what order are the children in?",
        "import matplotlib; matplotlib.use('Agg'); import matplotlib.pyplot as plt; "
        "from mpl_toolkits.axes_grid1.anchored_artists import AnchoredSizeBar; "
        "fig, ax = plt.subplots(); "
        "b = AnchoredSizeBar(ax.transData, 3, '3 units', 'lower right', label_top=True); "
        "print([type(c).__name__ for c in b._box.get_children()])",
        "['TextArea', 'AuxTransformBox']",
    ),
    q(
        MPL,
        "edit",
        "For symmetry with AnchoredDrawingArea, right after the line "
        "`self.drawing_area = AuxTransformBox(transform)` in anchored_artists.py add "
        "`self.da = self.drawing_area`.",
        {
            "effect": {
                "line_after": [
                    ANCH,
                    "self.drawing_area = AuxTransformBox(transform)",
                    "self.da = self.drawing_area",
                ]
            }
        },
    ),
    # --- sympy/printing/jscode.py ------------------------------------------------------------
    q(
        SY,
        "where",
        "Where is the Piecewise printer of the JavaScript code printer?",
        {"def": "JavascriptCodePrinter._print_Piecewise"},
    ),
    q(
        SY,
        "where",
        "where's print_jscode",
        {"def": "print_jscode"},
    ),
    q(
        SY,
        "returns",
        "what does jscode() actually return?",
        {"returns": "jscode"},
    ),
    q(
        SY,
        "returns",
        "What can `_print_Pow` return in the JS printer? I want to know which special powers it "
        "knows about.",
        {"returns": "JavascriptCodePrinter._print_Pow"},
    ),
    q(
        SY,
        "calls",
        "who calls indent_code",
        grep(r"self\.indent_code\(", JS),
    ),
    q(
        SY,
        "raises",
        "jscode(Piecewise((x, x > 0))) gives `ValueError: All Piecewise expressions must contain "
        "an (expr, True) statement...` -- where is it raised?",
        grep(r'raise ValueError\("All Piecewise expressions must contain an "', JS),
    ),
    q(
        SY,
        "const",
        "The jscode docstring says precision defaults to 15. Where is the real default set?",
        grep(r"'precision': 17,", JS),
    ),
    q(
        SY,
        "which",
        "Which method emits `% ` for Mod and wraps it as ((a % b) + b) % b when the signs "
        "could differ?",
        {"body": "JavascriptCodePrinter._print_Mod"},
    ),
    q(
        SY,
        "which",
        "I've got something raised to the one-third. Where does it choose to write a cube root "
        "call instead of a general power?",
        {"body": "JavascriptCodePrinter._print_Pow"},
        own=True,
    ),
    q(
        SY,
        "how",
        "how does indent_code work out how deep each line goes?",
        {"body": "JavascriptCodePrinter.indent_code"},
    ),
    q(
        SY,
        "how",
        "When I turn a formula with if/else cases into browser script, how does it decide "
        "between writing real if blocks and the question-mark-colon shorthand?",
        {"body": "JavascriptCodePrinter._print_Piecewise"},
        own=True,
    ),
    run(
        SY,
        "What does {} print?",
        "from sympy import symbols, Mod, jscode; x, y = symbols('x y'); print(jscode(Mod(x, y)))",
        "((x % y) + y) % y",
    ),
    q(
        SY,
        "edit",
        "Add `'cbrt': 'Math.cbrt',` to known_functions in sympy/printing/jscode.py, on the line "
        "just before `'ceiling': 'Math.ceil',` so it stays alphabetical.",
        {"effect": {"line_before": [JS, "'ceiling': 'Math.ceil',", "'cbrt': 'Math.cbrt',"]}},
    ),
    q(
        SY,
        "edit",
        "could you add full type annotations to every method of JavascriptCodePrinter and to "
        "jscode/print_jscode, and make mypy --strict pass on the file?",
        {"effect": {"declined": True}},
    ),
]
