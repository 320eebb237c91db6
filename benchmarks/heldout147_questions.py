"""The hundred-and-forty-seventh held-out set: questions on four modules of one third-party
package, copied from the installed site-packages (networkx 3.6.1: ``networkx/drawing/layout.py``,
``networkx/algorithms/similarity.py``, ``networkx/generators/joint_degree_seq.py`` and
``networkx/algorithms/connectivity/edge_kcomponents.py``), written blind: by reading only those
files, never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (the layouts and the graph edit distance /
SimRank / Panther similarity module most, then the joint-degree generators and the
k-edge-component finders). About a fifth of the questions that are not edits are in the user's
own words (``"own": True``: behaviour described in everyday words the code does not use for it);
the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h147_networkx_layout": ["networkx/drawing/layout.py"],
    "h147_networkx_similarity": ["networkx/algorithms/similarity.py"],
    "h147_networkx_jointdegree": ["networkx/generators/joint_degree_seq.py"],
    "h147_networkx_edgekcomp": ["networkx/algorithms/connectivity/edge_kcomponents.py"],
}

LAYOUT = "networkx/drawing/layout.py"
SIMILARITY = "networkx/algorithms/similarity.py"
JOINT = "networkx/generators/joint_degree_seq.py"
EDGEK = "networkx/algorithms/connectivity/edge_kcomponents.py"


QUESTIONS: list[dict] = [
    # --- networkx/drawing/layout.py ----------------------------------------------------------
    q(
        "h147_networkx_layout",
        "where",
        "which line is bipartite_layout defined on?",
        {"def": "bipartite_layout"},
    ),
    q(
        "h147_networkx_layout",
        "returns",
        "What comes back from `rescale_layout_dict` -- and does it still hand me something if "
        "the dict I pass is empty?",
        {"returns": "rescale_layout_dict"},
    ),
    q(
        "h147_networkx_layout",
        "calls",
        "List every layout function in layout.py that goes through `_process_params` first.",
        grep(r"= _process_params\(", LAYOUT),
    ),
    q(
        "h147_networkx_layout",
        "calls",
        "where does rescale_layout get called from? I want to know which layouts normalise "
        "their output",
        grep(r"(?<!def )\brescale_layout\(", LAYOUT),
    ),
    q(
        "h147_networkx_layout",
        "raises",
        "I told it to keep a few of my nodes pinned in place but forgot to say where they "
        "should sit. Where does it complain about that?",
        grep(r'raise ValueError\("nodes are fixed without positions given"\)', LAYOUT),
        own=True,
    ),
    q(
        "h147_networkx_layout",
        "raises",
        "planar_layout(nx.complete_graph(5)) blows up -- where is that exception thrown?",
        grep(r'raise nx\.NetworkXException\("G is not planar\."\)', LAYOUT),
    ),
    q(
        "h147_networkx_layout",
        "raises",
        "multipartite_layout with subset_key='layer' errors out because a couple of my nodes "
        "have no 'layer' attribute. Which line raises that?",
        grep(
            r"if len\(node_to_subset\) != len\(G\):|all nodes need a subset_key attribute", LAYOUT
        ),
    ),
    q(
        "h147_networkx_layout",
        "const",
        "spring_layout's method='auto' picks 'energy' for big graphs. Where is the node-count "
        "threshold for that set?",
        grep(r'method = "force" if len\(G\) < 500 else "energy"', LAYOUT),
    ),
    q(
        "h147_networkx_layout",
        "which",
        "Which function takes an array of point coordinates, shifts it so it's centred on zero "
        "and then stretches or shrinks everything so the furthest-out value lands exactly on "
        "the size I asked for? The one working on a bare array, not on a dict.",
        {"def": "rescale_layout"},
        own=True,
    ),
    q(
        "h147_networkx_layout",
        "which",
        "which helper turns a plain list of nodes into an nx.Graph and validates that `center` "
        "has the right length for dim?",
        {"def": "_process_params"},
    ),
    q(
        "h147_networkx_layout",
        "which",
        "I'd like my nodes laid out along a curve that keeps winding outward from the middle, "
        "like a snail shell. Which function does that?",
        {"def": "spiral_layout"},
        own=True,
    ),
    q(
        "h147_networkx_layout",
        "how",
        "How does spectral_layout choose between the numpy eigen solver and the scipy sparse one?",
        grep(
            r"if len\(G\) < 500:  # dense solver|except \(ImportError, ValueError\):"
            r"|pos = _sparse_spectral\(A, dim\)|pos = _spectral\(A, dim\)",
            LAYOUT,
        ),
    ),
    q(
        "h147_networkx_layout",
        "how",
        "Say I want a drawing with two columns of nodes and I only tell it which nodes belong "
        "in the first column. How does it work out what goes in the other column, and how far "
        "apart the columns end up?",
        grep(
            r"^\s+top, bottom = nx\.bipartite\.sets\(G\)|top = set\(nodes\)|bottom = set\(G\) - top"
            r"|width = aspect_ratio \* height",
            LAYOUT,
        ),
        own=True,
    ),
    q(
        "h147_networkx_layout",
        "how",
        "In forceatlas2_layout, how is the speed adjusted from one iteration to the next? "
        "Something with swing and traction I think.",
        {"body": "forceatlas2_layout.estimate_factor"},
    ),
    run(
        "h147_networkx_layout",
        "Can you execute {} and show me where node 0 ends up?",
        "import networkx as nx; "
        "print(nx.multipartite_layout(nx.path_graph(3), subset_key={0: [0], 1: [1, 2]}))",
        "0: array([-1.,  0.])",
    ),
    q(
        "h147_networkx_layout",
        "edit",
        "In networkx/drawing/layout.py please bump the default `resolution` of spiral_layout "
        "from 0.35 to 0.5.",
        {"effect": {"text_replaced": [LAYOUT, "resolution=0.35,", "resolution=0.5,"]}},
    ),
    q(
        "h147_networkx_layout",
        "edit",
        "`_spectral` only has comments, no docstring. Add one saying it computes dense "
        "Laplacian eigenvectors for spectral_layout.",
        {"effect": {"docstring": "_spectral"}},
    ),
    # --- networkx/algorithms/similarity.py ---------------------------------------------------
    q(
        "h147_networkx_similarity",
        "where",
        "Where is optimize_edit_paths defined?",
        {"def": "optimize_edit_paths"},
    ),
    q(
        "h147_networkx_similarity",
        "where",
        "there's a nested `match_edges` somewhere in similarity.py, where exactly?",
        {"def": "optimize_edit_paths.match_edges"},
    ),
    q(
        "h147_networkx_similarity",
        "returns",
        "what does optimal_edit_paths give back? a list of paths plus the cost?",
        {"returns": "optimal_edit_paths"},
    ),
    q(
        "h147_networkx_similarity",
        "returns",
        "What does `_simrank_similarity_numpy` return in each case -- both source and target "
        "set, only source, or neither?",
        {"returns": "_simrank_similarity_numpy"},
    ),
    q(
        "h147_networkx_similarity",
        "calls",
        "Which of the GED entry points are thin wrappers that loop over optimize_edit_paths? "
        "Show me the calls.",
        grep(r"in optimize_edit_paths\(", SIMILARITY),
    ),
    q(
        "h147_networkx_similarity",
        "raises",
        "graph_edit_distance(G1, G2, roots=(99, 0)) gives NodeNotFound. where's that raised?",
        grep(r'raise nx\.NodeNotFound\("Root node not in graph\."\)', SIMILARITY),
    ),
    q(
        "h147_networkx_similarity",
        "raises",
        "Passing timeout=0 to optimize_edit_paths raises an error, on which line?",
        grep(r'raise nx\.NetworkXError\("Timeout value must be greater than 0"\)', SIMILARITY),
    ),
    q(
        "h147_networkx_similarity",
        "raises",
        "I keep getting ExceededMaxIterations from simrank with a tiny tolerance. Where is it "
        "raised (python and numpy versions both)?",
        grep(r"raise nx\.ExceededMaxIterations\(", SIMILARITY),
    ),
    q(
        "h147_networkx_similarity",
        "const",
        "If I don't pass eps to panther_similarity, what default does it use and where is "
        "that computed?",
        grep(r"eps = np\.sqrt\(1\.0 / G\.number_of_edges\(\)\)", SIMILARITY),
    ),
    q(
        "h147_networkx_similarity",
        "which",
        "Which function does the random walks and can fill an inverted index from node to the "
        "ids of the walks it shows up in?",
        {"def": "generate_random_paths"},
    ),
    q(
        "h147_networkx_similarity",
        "which",
        "When it's searching for the cheapest way to turn one graph into the other, which bit "
        "decides to abandon a half-built answer because it can't beat what's already been "
        "found, or because we've run out of time?",
        {"def": "optimize_edit_paths.prune"},
        own=True,
    ),
    q(
        "h147_networkx_similarity",
        "which",
        "which function is the slow pure-python simrank kept around for teaching purposes?",
        {"def": "_simrank_similarity_python"},
    ),
    q(
        "h147_networkx_similarity",
        "how",
        "how does panther_vector_similarity turn the KDTree distances into scores between 0 "
        "and 1? what if a distance is zero?",
        grep(
            r"neighbor_distances = np\.maximum\(neighbor_distances, eps\)"
            r"|similarities = 1 / neighbor_distances|similarities /= max_sim",
            SIMILARITY,
        ),
    ),
    q(
        "h147_networkx_similarity",
        "how",
        "For the 'two nodes are alike if the nodes linking to them are alike' score, how does "
        "the matrix version cope with a node nothing links to, so it doesn't end up dividing "
        "by zero?",
        grep(r"s\[s == 0\] = 1|adjacency_matrix /= s", SIMILARITY),
        own=True,
    ),
    q(
        "h147_networkx_similarity",
        "how",
        "How is the node substitution cost filled in when I give optimize_edit_paths a "
        "node_match callback rather than node_subst_cost?",
        grep(
            r"elif node_match:|1 - int\(node_match\(G1\.nodes\[u\], G2\.nodes\[v\]\)\)", SIMILARITY
        ),
    ),
    run(
        "h147_networkx_similarity",
        "what does {} print?",
        "import networkx as nx; print(nx.graph_edit_distance(nx.path_graph(3), nx.cycle_graph(3)),"
        " nx.graph_edit_distance(nx.star_graph(3), nx.path_graph(4)))",
        "1.0 2.0",
    ),
    q(
        "h147_networkx_similarity",
        "edit",
        "Rename `_simrank_similarity_python` to `_simrank_reference` everywhere in "
        "similarity.py, docstring examples included.",
        {"effect": {"renamed": ["_simrank_similarity_python", "_simrank_reference"]}},
    ),
    q(
        "h147_networkx_similarity",
        "edit",
        "optimize_edit_paths has a '# TODO: support DiGraph'. Could you implement proper "
        "directed-graph support in the edit path search and make sure the costs come out "
        "optimal?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/generators/joint_degree_seq.py ---------------------------------------------
    q(
        "h147_networkx_jointdegree",
        "where",
        "where's directed_joint_degree_graph",
        {"def": "directed_joint_degree_graph"},
    ),
    q(
        "h147_networkx_jointdegree",
        "returns",
        "What can is_valid_directed_joint_degree return, and on which lines?",
        {"returns": "is_valid_directed_joint_degree"},
    ),
    q(
        "h147_networkx_jointdegree",
        "calls",
        "who calls _neighbor_switch in joint_degree_seq.py?",
        grep(r"^\s+_neighbor_switch\(", JOINT),
    ),
    q(
        "h147_networkx_jointdegree",
        "raises",
        "Both generators refuse input that isn't realizable. Where do they raise?",
        grep(r"raise nx\.NetworkXError\(msg\)", JOINT),
    ),
    q(
        "h147_networkx_jointdegree",
        "which",
        "I have a table saying how many links should join nodes with this many connections to "
        "nodes with that many connections. Which function tells me whether such a table can "
        "actually be built as a plain two-way graph with no doubled links?",
        {"def": "is_valid_joint_degree"},
        own=True,
    ),
    q(
        "h147_networkx_jointdegree",
        "how",
        "In the one-way-arrows generator, when a node has used up all its outgoing slots and "
        "handing one of its links over to a look-alike node doesn't work out, what happens "
        "instead?",
        {"body": "_directed_neighbor_switch"},
        own=True,
    ),
    run(
        "h147_networkx_jointdegree",
        "Run {} and tell me which edges it built.",
        "import networkx as nx; G = nx.joint_degree_graph({1: {1: 2}}, seed=1); "
        "print(sorted(G.edges()))",
        "[(0, 1)]",
    ),
    q(
        "h147_networkx_jointdegree",
        "edit",
        "For debugging, comment out the `chords.discard((v, w))` line near the end of "
        "directed_joint_degree_graph.",
        {"effect": {"comment_out": [JOINT, "chords.discard((v, w))"]}},
    ),
    # --- networkx/algorithms/connectivity/edge_kcomponents.py --------------------------------
    q(
        "h147_networkx_edgekcomp",
        "where",
        "Where is EdgeComponentAuxGraph.construct?",
        {"def": "EdgeComponentAuxGraph.construct"},
    ),
    q(
        "h147_networkx_edgekcomp",
        "calls",
        "where is `_low_degree_nodes` used?",
        grep(r"set\(_low_degree_nodes\(", EDGEK),
    ),
    q(
        "h147_networkx_edgekcomp",
        "raises",
        "k=0 gets rejected with 'k cannot be less than 1'. Show me every spot in "
        "edge_kcomponents.py that raises it.",
        grep(r'raise ValueError\("k cannot be less than 1"\)', EDGEK),
    ),
    q(
        "h147_networkx_edgekcomp",
        "which",
        "Which helper keeps peeling away nodes that have too few links, handing each one back "
        "on its own, until everything left has enough, and then gives back the leftover "
        "pieces?",
        {"def": "_high_degree_components"},
        own=True,
    ),
    q(
        "h147_networkx_edgekcomp",
        "how",
        "how does k_edge_components decide which algorithm to run? does it depend on k and on "
        "whether the graph is directed?",
        {"body": "k_edge_components"},
    ),
    run(
        "h147_networkx_edgekcomp",
        "Please run {} -- what's the output?",
        "import networkx as nx; "
        "print(sorted(map(sorted, nx.k_edge_components(nx.barbell_graph(3, 0), 2))))",
        "[[0, 1, 2], [3, 4, 5]]",
    ),
    q(
        "h147_networkx_edgekcomp",
        "edit",
        "Insert a comment line `# degree below k rules a node out` right before "
        "`def _low_degree_nodes(G, k, nbunch=None):` in edge_kcomponents.py.",
        {
            "effect": {
                "line_before": [
                    EDGEK,
                    "def _low_degree_nodes(G, k, nbunch=None):",
                    "# degree below k rules a node out",
                ]
            }
        },
    ),
]
