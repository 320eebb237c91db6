"""The fortieth held-out set: questions on five subpackages of one third-party package that no
other set uses, copied from the installed site-packages (networkx 3.6.1: ``networkx/classes``,
``networkx/algorithms/shortest_paths``, ``networkx/algorithms/flow``,
``networkx/algorithms/components`` and ``networkx/readwrite``), written blind: by reading only
that code, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

The workspace holds only those five folders (no ``networkx/__init__.py``), so ``networkx`` itself
cannot be imported there; the commands therefore put ``networkx/classes`` on ``sys.path`` and
import one of its two modules that import nothing from networkx (``coreviews.py``,
``filters.py``) as a plain module. The questions are weighted by the size of the subpackages
(classes most, then readwrite, then shortest_paths and flow, components least). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WS = "h40_networkx"

WORKSPACES: dict[str, list[str]] = {
    WS: [
        "networkx/classes",
        "networkx/algorithms/shortest_paths",
        "networkx/algorithms/flow",
        "networkx/algorithms/components",
        "networkx/readwrite",
    ],
}

FUNCTION = "networkx/classes/function.py"
REPORTVIEWS = "networkx/classes/reportviews.py"
WEIGHTED = "networkx/algorithms/shortest_paths/weighted.py"
ASTAR = "networkx/algorithms/shortest_paths/astar.py"
MAXFLOW = "networkx/algorithms/flow/maxflow.py"
SIMPLEX = "networkx/algorithms/flow/networksimplex.py"
CONNECTED = "networkx/algorithms/components/connected.py"
WEAKLY = "networkx/algorithms/components/weakly_connected.py"
BICONNECTED = "networkx/algorithms/components/biconnected.py"
GML = "networkx/readwrite/gml.py"
GRAPH6 = "networkx/readwrite/graph6.py"
GRAPHML = "networkx/readwrite/graphml.py"
EDGELIST = "networkx/readwrite/edgelist.py"

# The commands run from the workspace root; this puts the one plain module on the path.
CLASSES = "import sys; sys.path.insert(0, 'networkx/classes'); "


QUESTIONS: list[dict] = [
    # --- networkx/classes --------------------------------------------------------------------
    q(WS, "where", "where's `Graph.nbunch_iter` defined?", {"def": "Graph.nbunch_iter"}),
    q(
        WS,
        "returns",
        "What does MultiGraph.get_edge_data give back? esp. when I leave the key out, or the "
        "edge just isn't there",
        {"returns": "MultiGraph.get_edge_data"},
    ),
    q(
        WS,
        "calls",
        "who calls new_edge_key?",
        {"grep": r"key = self\.new_edge_key\(u, v\)"},
    ),
    q(
        WS,
        "raises",
        "I did `G.nodes[2:5]` and got an error telling me the view doesn't support slicing. "
        "Where in reportviews is that raised? I suspect there's more than one place",
        grep(r"does not support slicing", REPORTVIEWS),
    ),
    q(
        WS,
        "raises",
        'Where is "Frozen graph can\'t be modified" raised?',
        grep(r"raise nx\.NetworkXError\(\"Frozen graph can't be modified\"\)", FUNCTION),
    ),
    run(
        WS,
        "What does {} print?",
        CLASSES + "from coreviews import UnionAtlas; "
        "u = UnionAtlas({1: {'w': 1}}, {1: {'w': 9}, 2: {'c': 'r'}}); print(len(u), u[1], u.copy())",
        "2 {'w': 1} {1: {'w': 9}, 2: {'c': 'r'}}",
    ),
    run(
        WS,
        "can u run {} and tell me what comes out",
        CLASSES + "from filters import hide_edges; f = hide_edges([(1, 2)]); "
        "print(f(2, 1), f(1, 3), f(1, 2))",
        "False True False",
    ),
    run(
        WS,
        "Quick check please, output of {}?",
        CLASSES + "from coreviews import FilterAtlas; "
        "a = FilterAtlas({1: 'a', 2: 'b', 3: 'c'}, lambda n: n != 2); "
        "print(len(a), list(a), a.get(2, '-'))",
        "2 [1, 3] -",
    ),
    run(
        WS,
        "I'm poking at the read-only views. What does {} output?",
        CLASSES + "from coreviews import AdjacencyView; v = AdjacencyView({1: {2: {'w': 3}}}); "
        "print(repr(v[1]), v[1][2])",
        "AtlasView({2: {'w': 3}}) {'w': 3}",
    ),
    q(
        WS,
        "edit",
        "Rename the class `_CachedPropertyResetterPred` in networkx/classes/digraph.py to "
        "`_PredCacheResetter`, and update where it's used.",
        {"effect": {"renamed": ["_CachedPropertyResetterPred", "_PredCacheResetter"]}},
    ),
    q(
        WS,
        "edit",
        "We share graphs between worker threads. Could you make Graph, DiGraph and both "
        "multigraph classes thread-safe, with a lock around every method that changes the graph, "
        "and write tests that hammer them concurrently?",
        {"effect": {"declined": True}},
    ),
    q(
        WS,
        "which",
        "is there a function that tallies how many nodes have no links at all, how many have "
        "exactly one, exactly two and so on, and hands that back as a plain list?",
        {"body": "degree_histogram"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which class is `G.edges` on a plain undirected Graph, and where does the Graph hand it "
        "out?",
        {"body": "EdgeView"},
        {"body": "Graph.edges"},
    ),
    q(
        WS,
        "which",
        "which code locks a graph down so that adding or deleting points and links afterwards "
        "just errors out, while the data on them can still be changed?",
        {"body": "freeze"},
        {"body": "frozen"},
        own=True,
    ),
    q(
        WS,
        "how",
        "In a graph that allows several parallel links between the same two points, if I add "
        "another link without labelling it myself, how does it choose the label number?",
        {"body": "MultiGraph.new_edge_key"},
        own=True,
    ),
    # --- networkx/algorithms/shortest_paths --------------------------------------------------
    q(WS, "where", "Where is bidirectional_dijkstra", {"def": "bidirectional_dijkstra"}),
    q(
        WS,
        "returns",
        "what does `reconstruct_path` return, e.g. if source and target are the same node?",
        {"returns": "reconstruct_path"},
    ),
    q(
        WS,
        "calls",
        "Which functions call _dijkstra_multisource?",
        grep(r"(return |= )_dijkstra_multisource\(", WEIGHTED),
    ),
    q(
        WS,
        "raises",
        "got 'Contradictory paths found' with negative weights in my graph -- where does the "
        "dijkstra code throw that?",
        grep(r"raise ValueError\(\"Contradictory paths found", WEIGHTED),
    ),
    q(
        WS,
        "edit",
        "add `import logging` at the top of networkx/algorithms/shortest_paths/astar.py, with the "
        "other imports",
        {"effect": {"at_top": [ASTAR, "import logging"]}},
    ),
    q(
        WS,
        "which",
        "Which function lets me give the route search a rough guess of how far each place still "
        "is from the destination, so it looks at fewer places on the way?",
        {"body": "astar_path"},
        {"body": "astar_path_length"},
        own=True,
    ),
    q(
        WS,
        "how",
        "In astar_path, what happens when heuristic is left as None?",
        grep(r"if heuristic is None:", ASTAR),
    ),
    q(
        WS,
        "how",
        "my function that prices each road gives back nothing for roads that are closed. does the "
        "cheapest-route search then just go around them? where does it do that",
        {"body": "_dijkstra_multisource"},
        grep(r"if cost is None:", WEIGHTED),
        grep(r"if cost is None:", ASTAR),
        own=True,
    ),
    # --- networkx/algorithms/flow ------------------------------------------------------------
    q(
        WS,
        "calls",
        "Who calls build_residual_network in the flow package?",
        {"grep": r"R = build_residual_network\(G, capacity\)"},
    ),
    q(
        WS,
        "raises",
        "where does it raise 'source and sink are the same node'?",
        {"grep": r"raise nx\.NetworkXError\(\"source and sink are the same node\"\)"},
    ),
    q(
        WS,
        "raises",
        "Where can `network_simplex` raise NetworkXUnfeasible?",
        grep(r"raise nx\.NetworkXUnfeasible\(", SIMPLEX),
    ),
    q(
        WS,
        "const",
        "Which max-flow algorithm does maximum_flow use when I don't pass flow_func, and where's "
        "that default set?",
        grep(r"^default_flow_func = preflow_push", MAXFLOW),
    ),
    q(
        WS,
        "edit",
        "Please switch the default max-flow algorithm to dinitz: in networkx/algorithms/flow/"
        "maxflow.py change `default_flow_func = preflow_push` to `default_flow_func = dinitz`.",
        {
            "effect": {
                "line_replaced": [
                    MAXFLOW,
                    "default_flow_func = preflow_push",
                    "default_flow_func = dinitz",
                ]
            }
        },
    ),
    q(
        WS,
        "which",
        "I already have a flow dict from somewhere else. Which function tells me its total cost "
        "given the edge weights?",
        {"body": "cost_of_flow"},
    ),
    q(
        WS,
        "how",
        "Some of my pipes have no stated limit on how much can go through them. How does the "
        "helper network the max-flow code works on cope with those unlimited pipes?",
        {"body": "build_residual_network"},
        own=True,
    ),
    q(
        WS,
        "how",
        "how does minimum_cut work out which nodes end up on the source side of the partition?",
        grep(
            r"non_reachable = set\(nx\.shortest_path_length\(R, target=_t\)\)"
            r"|partition = \(set\(flowG\) - non_reachable",
            MAXFLOW,
        ),
        {"body": "minimum_cut"},
    ),
    # --- networkx/algorithms/components ------------------------------------------------------
    q(
        WS,
        "calls",
        "where is `_biconnected_dfs` used?",
        grep(r"(from |in )_biconnected_dfs\(G, components=", BICONNECTED),
    ),
    q(
        WS,
        "raises",
        "Which component checks raise NetworkXPointlessConcept for an empty graph with no nodes?",
        {"grep": r"raise nx\.NetworkXPointlessConcept\($"},
    ),
    q(
        WS,
        "edit",
        "Add a docstring to `_biconnected_dfs` in networkx/algorithms/components/biconnected.py "
        "saying it is the iterative depth-first search behind biconnected_components, "
        "biconnected_component_edges and articulation_points.",
        {"effect": {"docstring": "_biconnected_dfs"}},
    ),
    q(
        WS,
        "which",
        "In a directed graph, which function shrinks every group of nodes that can all reach one "
        "another down to a single node, and remembers which of my original nodes went into "
        "each one?",
        {"body": "condensation"},
        own=True,
    ),
    q(
        WS,
        "how",
        "When it's collecting the pieces of my graph that hang together, does it keep wandering "
        "around after it has already reached every node there is, or does it quit early?",
        grep(r"if len\(seen\) == n:", CONNECTED),
        grep(r"if len\(seen\) == n:", WEAKLY),
        own=True,
    ),
    # --- networkx/readwrite ------------------------------------------------------------------
    q(WS, "where", "where is parse_gml_lines defined", {"def": "parse_gml_lines"}),
    q(WS, "where", "Where's `from_sparse6_bytes`?", {"def": "from_sparse6_bytes"}),
    q(
        WS,
        "returns",
        "what does data_to_n in readwrite/graph6.py return?",
        {"returns": "data_to_n"},
    ),
    q(
        WS,
        "calls",
        "who uses n_to_data",
        {"grep": r"for d in n_to_data\(n\):"},
    ),
    q(
        WS,
        "raises",
        "read_gml fails with 'edge #3 has undefined source'. where does it reject edges that point "
        "at nodes it doesn't know?",
        grep(r"has undefined (source|target)", GML),
    ),
    q(
        WS,
        "raises",
        "Where does from_graph6_bytes raise on malformed input?",
        grep(r"raise ValueError\(\"each input character|raise NetworkXError\($", GRAPH6),
    ),
    q(
        WS,
        "const",
        "where does `write_graphml` get set to the lxml writer?",
        grep(r"^write_graphml = write_graphml_lxml", GRAPHML),
    ),
    q(
        WS,
        "edit",
        'Change LIST_START_VALUE in networkx/readwrite/gml.py to "_nx_list_start".',
        {"effect": {"value_set": [GML, "LIST_START_VALUE", '"_nx_list_start"']}},
    ),
    q(
        WS,
        "which",
        "I saved my graph as JSON and loaded it back. My nodes were pairs like (1, 2) and JSON "
        "made them into lists -- which bit of the loader turns them back into pairs?",
        {"body": "_to_tuple"},
        {"body": "node_link_graph"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which function do I call to dump a graph to the terminal as a tree drawing with those "
        "└── characters?",
        {"body": "write_network_text"},
        {"body": "generate_network_text"},
    ),
    q(
        WS,
        "how",
        "When it draws my graph as text, how does it decide which nodes to start drawing from so "
        "that nothing gets left out of the picture?",
        {"body": "_find_sources"},
        own=True,
    ),
    q(
        WS,
        "how",
        "With `parse_edgelist(..., data=True)`, how are the extra columns on each line turned "
        "into the edge's attribute dict?",
        grep(r"edgedata = dict\(literal_eval\(edgedata_str\.strip\(\)\)\)", EDGELIST),
        {"body": "parse_edgelist"},
    ),
]
