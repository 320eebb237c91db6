"""The hundred-and-seventy-fifth set: questions on four modules of one third-party package, copied
from the installed site-packages (networkx 3.6.1: ``networkx/algorithms/triads.py``,
``networkx/algorithms/graphical.py``, ``networkx/algorithms/smallworld.py`` and
``networkx/algorithms/graph_hashing.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. This is a tuning
set: its misses are read and fixed.

The questions are weighted by the size of the files, which are close in size (the triads most,
then the graphical degree-sequence tests, the small-world coefficients and the Weisfeiler-Lehman
hashing alike). About a fifth of the questions that are not edits are in the user's own
words (``"own": True``: behaviour described in everyday words the code does not use for it); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``. The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h175_networkx_triads": ["networkx/algorithms/triads.py"],
    "h175_networkx_graphical": ["networkx/algorithms/graphical.py"],
    "h175_networkx_smallworld": ["networkx/algorithms/smallworld.py"],
    "h175_networkx_graph_hashing": ["networkx/algorithms/graph_hashing.py"],
}

TRIADS = "networkx/algorithms/triads.py"
GRAPHICAL = "networkx/algorithms/graphical.py"
SMALLWORLD = "networkx/algorithms/smallworld.py"
HASHING = "networkx/algorithms/graph_hashing.py"


QUESTIONS: list[dict] = [
    # --- networkx/algorithms/triads.py -------------------------------------------------------
    q(
        "h175_networkx_triads",
        "where",
        "where does triads_by_type live?",
        {"def": "triads_by_type"},
    ),
    q(
        "h175_networkx_triads",
        "returns",
        "What does `is_triad` give back when I hand it an undirected 3-node graph?",
        {"returns": "is_triad"},
    ),
    q(
        "h175_networkx_triads",
        "calls",
        "who calls _tricode in triads.py",
        grep(r"code = _tricode\(", TRIADS),
    ),
    q(
        "h175_networkx_triads",
        "calls",
        "Is `is_triad` used anywhere else in the module? Show me the call site.",
        grep(r"if not is_triad\(G\)", TRIADS),
    ),
    q(
        "h175_networkx_triads",
        "raises",
        "nx.triad_type blew up with NetworkXAlgorithmError on a 4-node digraph. Which line "
        "throws it?",
        grep(r"raise nx\.NetworkXAlgorithmError\(", TRIADS),
    ),
    q(
        "h175_networkx_triads",
        "raises",
        "I passed the same node twice in nodelist to triadic_census and got a ValueError -- "
        "where is that check?",
        grep(r'raise ValueError\("nodelist includes duplicate nodes', TRIADS),
    ),
    q(
        "h175_networkx_triads",
        "const",
        "Where is the tuple of the 16 triad names ('003', '012', ...) set up?",
        grep(r"^TRIAD_NAMES = \($", TRIADS),
    ),
    q(
        "h175_networkx_triads",
        "which",
        "which function is the generator that yields a copy of every 3-node subgraph of a digraph?",
        {"def": "all_triads"},
    ),
    q(
        "h175_networkx_triads",
        "which",
        "For three members of a network where links only go one way, which helper squeezes "
        "'is there a link from this one to that one' for all six ways of picking who points at "
        "whom into one small number?",
        {"def": "_tricode"},
        own=True,
    ),
    q(
        "h175_networkx_triads",
        "how",
        "how does triad_type tell 021D, 021U and 021C apart when the triad has exactly two edges?",
        grep(
            r"elif num_edges == 2:|e1, e2 = G\.edges\(\)|^ {8}if set\(e1\) == set\(e2\):"
            r"|elif e1\[0\] == e2\[0\]:|elif e1\[1\] == e2\[1\]:"
            r"|elif e1\[1\] == e2\[0\] or e2\[1\] == e1\[0\]:",
            TRIADS,
        ),
    ),
    q(
        "h175_networkx_triads",
        "how",
        "When it tallies up every kind of group of three, how does it come up with the number of "
        "groups where nobody is linked to anybody? Surely it doesn't walk through all of them "
        "one by one?",
        grep(
            r"total_triangles = |triangles_without_nodeset = |total_census = "
            r"|census\[\"003\"\] = total_census",
            TRIADS,
        ),
        own=True,
    ),
    run(
        "h175_networkx_triads",
        "Quick one: what does {} print?",
        "import networkx as nx; print(nx.triad_type(nx.DiGraph([(1, 2), (2, 1), (3, 1)])))",
        "111D",
    ),
    q(
        "h175_networkx_triads",
        "edit",
        "In networkx/algorithms/triads.py, rename the local `dbl_nbrs` in triadic_census to "
        "`double_nbrs` everywhere it appears.",
        {"effect": {"renamed": ["dbl_nbrs", "double_nbrs"]}},
    ),
    q(
        "h175_networkx_triads",
        "edit",
        "triadic_census takes forever on my graph with two million nodes. Could you rewrite it "
        "with numpy/scipy sparse matrices so it's vectorised, and check it still gives the same "
        "counts?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/algorithms/graphical.py ----------------------------------------------------
    q(
        "h175_networkx_graphical",
        "where",
        "Where's `_basic_graphical_tests` defined?",
        {"def": "_basic_graphical_tests"},
    ),
    q(
        "h175_networkx_graphical",
        "returns",
        "what does is_pseudographical return, and what if the sequence isn't made of ints?",
        {"returns": "is_pseudographical"},
    ),
    q(
        "h175_networkx_graphical",
        "calls",
        "Which functions in graphical.py run `_basic_graphical_tests` first?",
        grep(r"= _basic_graphical_tests\(", GRAPHICAL),
    ),
    q(
        "h175_networkx_graphical",
        "raises",
        "nx.is_graphical(seq, method='foo') raises NetworkXException. where exactly?",
        grep(
            r"msg = \"`method` must be 'eg' or 'hh'\"|raise nx\.NetworkXException\(msg\)", GRAPHICAL
        ),
    ),
    q(
        "h175_networkx_graphical",
        "raises",
        "If one of the numbers I pass in is below zero, or is as big as the count of numbers in "
        "the list, where does it give up on the list straight away?",
        grep(r"raise nx\.NetworkXUnfeasible", GRAPHICAL),
        own=True,
    ),
    q(
        "h175_networkx_graphical",
        "which",
        "Which function checks a degree sequence when parallel edges are allowed (but no "
        "self-loops), just by looking at the sum and the largest degree?",
        {"def": "is_multigraphical"},
    ),
    q(
        "h175_networkx_graphical",
        "which",
        "I have a list of how many friends each person says they have. Which check works out "
        "whether that's possible by repeatedly taking the most popular person and pairing them "
        "up with the next most popular ones?",
        {"def": "is_valid_degree_sequence_havel_hakimi"},
        own=True,
    ),
    q(
        "h175_networkx_graphical",
        "how",
        "In is_valid_degree_sequence_erdos_gallai, how does the loop notice it has gone past "
        "the Durfee index, and what does it do with a run of equal degrees that crosses it?",
        grep(r"if dk < k \+ 1:|if dk < k \+ run_size:|run_size = dk - k", GRAPHICAL),
    ),
    q(
        "h175_networkx_graphical",
        "how",
        "I've got two lists for a network of one-way arrows: how many arrows each point receives "
        "and how many it sends. If one list is shorter than the other, what does the check assume "
        "for the points missing from it?",
        grep(
            r"in_deg, out_deg = 0, 0|if n < nout:|out_deg = out_deg_sequence\[n\]"
            r"|if n < nin:|in_deg = in_deg_sequence\[n\]",
            GRAPHICAL,
        ),
        own=True,
    ),
    run(
        "h175_networkx_graphical",
        "can you execute {} and tell me which of the three sequences came out graphical?",
        "import networkx as nx; "
        "print([nx.is_graphical(s) for s in ([3, 3, 3, 1], [2, 2, 2], [4, 1])])",
        "[False, True, False]",
    ),
    q(
        "h175_networkx_graphical",
        "edit",
        "_basic_graphical_tests in networkx/algorithms/graphical.py only has a comment, no "
        "docstring. Please add one saying it validates the sequence and returns dmax, dmin, "
        "dsum, n and the degree counts, raising NetworkXUnfeasible otherwise.",
        {"effect": {"docstring": "_basic_graphical_tests"}},
    ),
    q(
        "h175_networkx_graphical",
        "edit",
        "in is_digraphical, put the comment line `# turn both lists into heaps` right before "
        "`heapq.heapify(stubheap)`",
        {
            "effect": {
                "line_before": [
                    GRAPHICAL,
                    "heapq.heapify(stubheap)",
                    "# turn both lists into heaps",
                ]
            }
        },
    ),
    # --- networkx/algorithms/smallworld.py ---------------------------------------------------
    q(
        "h175_networkx_smallworld",
        "where",
        "which line is lattice_reference defined on?",
        {"def": "lattice_reference"},
    ),
    q(
        "h175_networkx_smallworld",
        "returns",
        "What exactly does sigma() return -- a numpy float or a plain one?",
        {"returns": "sigma"},
    ),
    q(
        "h175_networkx_smallworld",
        "calls",
        "where is random_reference called in smallworld.py?",
        grep(r"Gr = random_reference\(", SMALLWORLD),
    ),
    q(
        "h175_networkx_smallworld",
        "raises",
        "Calling nx.omega on a triangle gives me 'Graph has fewer than four nodes.' Where is "
        "that error raised?",
        grep(r'raise nx\.NetworkXError\("Graph has fewer than four nodes\."\)', SMALLWORLD),
    ),
    q(
        "h175_networkx_smallworld",
        "const",
        "where are omega's defaults for niter and nrand set?",
        grep(r"^def omega\(G, niter=5, nrand=10, seed=None\):", SMALLWORLD),
    ),
    q(
        "h175_networkx_smallworld",
        "which",
        "Which of the small-world functions uses nx.transitivity (not average_clustering) to "
        "compare the graph with its random references?",
        {"def": "sigma"},
    ),
    q(
        "h175_networkx_smallworld",
        "which",
        "Which routine shuffles the connections of my network around so that it ends up looking "
        "more like a ring, where links mostly join members that sit next to each other?",
        {"def": "lattice_reference"},
        own=True,
    ),
    q(
        "h175_networkx_smallworld",
        "how",
        "With the plain haphazard reshuffle (not the ring-like one): if a swap leaves part of my "
        "network cut off from the rest, does it keep the broken version? How is that handled?",
        grep(
            r"^ {16}if connectivity and local_conn\(G, a, b\) == 0:"
            r"|^ {20}G\.remove_edge\(a, d\)|^ {20}G\.add_edge\(a, b\)",
            SMALLWORLD,
        ),
        own=True,
    ),
    q(
        "h175_networkx_smallworld",
        "how",
        "In omega, how is Cl chosen? Is it the clustering of the first lattice reference or "
        "something else?",
        grep(
            r"Cl = nx\.average_clustering\(G\)|Cl_temp = nx\.average_clustering\(Gl\)"
            r"|if Cl_temp > Cl:|Cl = Cl_temp",
            SMALLWORLD,
        ),
    ),
    run(
        "h175_networkx_smallworld",
        "Run {} for me. Does the rewired cycle keep every node's degree?",
        "import networkx as nx; G = nx.random_reference(nx.cycle_graph(8), seed=1); "
        "print(sorted(d for _, d in G.degree()))",
        "[2, 2, 2, 2, 2, 2, 2, 2]",
    ),
    q(
        "h175_networkx_smallworld",
        "edit",
        "random_reference counts swaps in swapcount but never uses it. Comment out the "
        "`swapcount += 1` line in smallworld.py, please.",
        {"effect": {"comment_out": [SMALLWORLD, "swapcount += 1"]}},
    ),
    q(
        "h175_networkx_smallworld",
        "edit",
        "Make omega default to niter=10 instead of 5 (leave nrand alone).",
        {
            "effect": {
                "text_replaced": [
                    SMALLWORLD,
                    "def omega(G, niter=5, nrand=10, seed=None):",
                    "def omega(G, niter=10, nrand=10, seed=None):",
                ]
            }
        },
    ),
    # --- networkx/algorithms/graph_hashing.py ------------------------------------------------
    q(
        "h175_networkx_graph_hashing",
        "where",
        "where is weisfeiler_lehman_subgraph_hashes declared",
        {"def": "weisfeiler_lehman_subgraph_hashes"},
    ),
    q(
        "h175_networkx_graph_hashing",
        "returns",
        "What does `_init_node_labels` return in each of its branches (node_attr, edge_attr "
        "only, neither)?",
        {"returns": "_init_node_labels"},
    ),
    q(
        "h175_networkx_graph_hashing",
        "calls",
        "Show me every place `_hash_label` gets called.",
        grep(r"(?<!def )_hash_label\(", HASHING),
    ),
    q(
        "h175_networkx_graph_hashing",
        "raises",
        "I called weisfeiler_lehman_graph_hash with iterations=0 and it raised. Where's that "
        "in graph_hashing.py?",
        grep(r"raise ValueError\(\"The WL algorithm requires that `iterations` be", HASHING),
    ),
    q(
        "h175_networkx_graph_hashing",
        "raises",
        "Hashing a plain graph without any node or edge attributes gives me a UserWarning "
        "about v3.5. where does that warning come from?",
        grep(r'"The hashes produced for graphs without node or edge attributes "', HASHING),
    ),
    q(
        "h175_networkx_graph_hashing",
        "which",
        "Which helper builds the new label of a node in a DiGraph by joining the sorted labels of "
        "its successors and of its predecessors?",
        {"def": "_neighborhood_aggregate_directed"},
    ),
    q(
        "h175_networkx_graph_hashing",
        "which",
        "I want, for every point in my network, a list of fingerprints that describe what its "
        "surroundings look like further and further out. Which function gives me that?",
        {"def": "weisfeiler_lehman_subgraph_hashes"},
        own=True,
    ),
    q(
        "h175_networkx_graph_hashing",
        "how",
        "how does weisfeiler_lehman_graph_hash turn the per-node labels from each iteration into "
        "the one final hex string?",
        grep(
            r"counter = Counter\(node_labels\.values\(\)\)"
            r"|subgraph_hash_counts\.extend\(|return _hash_label\(str\(tuple\(",
            HASHING,
        ),
    ),
    q(
        "h175_networkx_graph_hashing",
        "how",
        "If neither the points nor the links of my network carry any extra data, what does the "
        "fingerprinting use as each point's starting value? Is it different when the arrows "
        "only go one way?",
        {"body": "_init_node_labels"},
        own=True,
    ),
    run(
        "h175_networkx_graph_hashing",
        "What's the output of {}? I'd expect the two end nodes of the path to match.",
        "import networkx as nx; G = nx.path_graph(3); nx.set_node_attributes(G, 'a', 'x'); "
        "h = nx.weisfeiler_lehman_subgraph_hashes(G, node_attr='x', iterations=2, digest_size=4); "
        "print(h[0] == h[2], h[0] == h[1], len(h[1]))",
        "True False 2",
    ),
    q(
        "h175_networkx_graph_hashing",
        "edit",
        "Add a docstring to `_hash_label` in networkx/algorithms/graph_hashing.py: it hashes the "
        "label string with blake2b and returns the hex digest.",
        {"effect": {"docstring": "_hash_label"}},
    ),
    q(
        "h175_networkx_graph_hashing",
        "edit",
        "I think there's an operator-precedence bug in how the prefix is built in "
        "_neighborhood_aggregate_directed when edge_attr is set. Can you track it down, fix it "
        "properly and add regression tests for directed graphs with edge labels?",
        {"effect": {"declined": True}},
    ),
]
