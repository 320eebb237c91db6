"""The hundred-and-fifteenth held-out set: questions on two third-party packages, copied from the
installed site-packages (botocore 1.43.11: eight of its modules, retryhandler, httpchecksum,
eventstream, tokens, configprovider, useragent, loaders and httpsession; networkx 3.6.1: parts of
``networkx/algorithms``, the approximation and bipartite sub-packages, and link_analysis with
euler, simple_paths, cuts, core, cluster and dominating), written blind: by reading only those
files, never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the workspaces (the three networkx ones together hold
more than twice the botocore lines). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h115_botocore": [
        "botocore/retryhandler.py",
        "botocore/httpchecksum.py",
        "botocore/eventstream.py",
        "botocore/tokens.py",
        "botocore/configprovider.py",
        "botocore/useragent.py",
        "botocore/loaders.py",
        "botocore/httpsession.py",
    ],
    "h115_nx_approx": ["networkx/algorithms/approximation"],
    "h115_nx_bipartite": ["networkx/algorithms/bipartite"],
    "h115_nx_algos": [
        "networkx/algorithms/link_analysis",
        "networkx/algorithms/euler.py",
        "networkx/algorithms/simple_paths.py",
        "networkx/algorithms/cuts.py",
        "networkx/algorithms/core.py",
        "networkx/algorithms/cluster.py",
        "networkx/algorithms/dominating.py",
    ],
}

CHECKSUM = "botocore/httpchecksum.py"
EVENTS = "botocore/eventstream.py"
HTTP = "botocore/httpsession.py"
TSP = "networkx/algorithms/approximation/traveling_salesman.py"
BIGEN = "networkx/algorithms/bipartite/generators.py"
BILINK = "networkx/algorithms/bipartite/link_analysis.py"
EULER = "networkx/algorithms/euler.py"


QUESTIONS: list[dict] = [
    # --- botocore ----------------------------------------------------------------------------
    q(
        "h115_botocore",
        "where",
        "In which file and on what line is `ConfigChainFactory.create_config_chain` defined?",
        {"def": "ConfigChainFactory.create_config_chain"},
    ),
    q(
        "h115_botocore",
        "returns",
        "what can DeferredRefreshableToken._should_refresh return? i see strings somewhere",
        {"returns": "DeferredRefreshableToken._should_refresh"},
    ),
    q(
        "h115_botocore",
        "calls",
        "who calls _get_request_algorithm_member_header",
        grep(r"= _get_request_algorithm_member_header\(", CHECKSUM),
    ),
    q(
        "h115_botocore",
        "calls",
        "Is `mask_proxy_url` actually used anywhere? Where?",
        grep(r"proxy_url=mask_proxy_url\(", HTTP),
    ),
    q(
        "h115_botocore",
        "raises",
        "Where is FlexibleChecksumError raised in httpchecksum.py?",
        grep(r"raise FlexibleChecksumError\(", CHECKSUM),
    ),
    q(
        "h115_botocore",
        "raises",
        "I'm decoding an event stream and sometimes get InvalidHeadersLength or "
        "InvalidPayloadLength. Which lines raise those?",
        grep(r"raise Invalid(Headers|Payload)Length\(", EVENTS),
    ),
    q(
        "h115_botocore",
        "raises",
        "where does tokens.py throw InvalidConfigError??",
        grep(r"raise InvalidConfigError\(", "botocore/tokens.py"),
    ),
    q(
        "h115_botocore",
        "const",
        "What's the biggest payload an event stream message may carry, and where is that limit "
        "set?",
        grep(r"^_MAX_PAYLOAD_LENGTH = ", EVENTS),
    ),
    run(
        "h115_botocore",
        "Quick one: what does {} print?",
        "from botocore.useragent import UserAgentComponent; "
        "print(UserAgentComponent('md', 'my tool', 'v1 beta').to_string())",
        "md/my-tool#v1-beta",
    ),
    q(
        "h115_botocore",
        "edit",
        "Please set MAX_POOL_CONNECTIONS in botocore/httpsession.py to 25 instead of 10.",
        {"effect": {"value_set": [HTTP, "MAX_POOL_CONNECTIONS", "25"]}},
    ),
    q(
        "h115_botocore",
        "edit",
        "Could you add HTTP/2 support to URLLib3Session, with multiplexed streams over one "
        "connection, a config switch to turn it on, and tests for all of it?",
        {"effect": {"declined": True}},
    ),
    q(
        "h115_botocore",
        "which",
        "Which class looks at whether the server answered with one particular status number "
        "AND one particular named failure before saying 'try that again'?",
        {"body": "ServiceErrorCodeChecker"},
        own=True,
    ),
    q(
        "h115_botocore",
        "which",
        "which bit blanks out the login details in my proxy address when that address ends up "
        "in an error message?",
        {"body": "mask_proxy_url"},
        own=True,
    ),
    q(
        "h115_botocore",
        "how",
        "Every time a call fails and is tried again, the pause before the next go seems longer. "
        "How is the length of that pause worked out?",
        {"body": "delay_exponential"},
        {"body": "create_exponential_delay_function"},
        own=True,
    ),
    q(
        "h115_botocore",
        "how",
        "How does `AwsChunkedWrapper._make_chunk` put the checksum trailer at the end of the "
        "chunked body?",
        {"body": "AwsChunkedWrapper._make_chunk"},
    ),
    q(
        "h115_botocore",
        "how",
        "We sign in through our company's single sign-on. When the saved login in my home "
        "folder is about to run out, how does it get renewed?",
        {"body": "SSOTokenProvider._refresher"},
        {"body": "SSOTokenProvider._refresh_access_token"},
        {"body": "SSOTokenProvider._attempt_create_token"},
        own=True,
    ),
    # --- networkx approximation --------------------------------------------------------------
    q(
        "h115_nx_approx",
        "where",
        "where is christofides defined",
        {"def": "christofides"},
    ),
    q(
        "h115_nx_approx",
        "returns",
        "What does `treewidth_decomp` give back - just the width, or the decomposition too?",
        {"returns": "treewidth_decomp"},
    ),
    q(
        "h115_nx_approx",
        "calls",
        "Find the callers of _shortcutting in the TSP code.",
        grep(r"return _shortcutting\(", TSP),
    ),
    q(
        "h115_nx_approx",
        "raises",
        "Where do simulated_annealing_tsp and threshold_accepting_tsp reject a bad `init_cycle`?",
        grep(r'raise nx\.NetworkXError\("init_cycle', TSP),
    ),
    q(
        "h115_nx_approx",
        "raises",
        "steiner_tree raises a ValueError for me - where does that come from?",
        grep(r"raise ValueError\(", "networkx/algorithms/approximation/steinertree.py"),
    ),
    run(
        "h115_nx_approx",
        "Can you run {} and tell me what comes out?",
        "import networkx as nx; from networkx.algorithms.approximation import greedy_tsp; "
        "G = nx.Graph(); G.add_weighted_edges_from([('a','b',1),('a','c',4),('a','d',2),"
        "('b','c',2),('b','d',5),('c','d',3)]); print(greedy_tsp(G, source='a'))",
        "['a', 'b', 'c', 'd', 'a']",
    ),
    q(
        "h115_nx_approx",
        "edit",
        "Add a docstring to `_swap_node_partition` in approximation/maxcut.py explaining that it "
        "moves the node to the other side of the cut.",
        {"effect": {"docstring": "_swap_node_partition"}},
    ),
    q(
        "h115_nx_approx",
        "which",
        "Which function computes the two-sweep lower bound on the diameter for an undirected "
        "graph?",
        {"body": "_two_sweep_undirected"},
        {"body": "diameter"},
    ),
    q(
        "h115_nx_approx",
        "which",
        "I must run cable between a handful of sites and I'm allowed to route it through other "
        "junctions on the way. Which function finds a cheap layout that links just the sites I "
        "care about?",
        {"body": "steiner_tree"},
        {"body": "_mehlhorn_steiner_tree"},
        {"body": "_kou_steiner_tree"},
        own=True,
    ),
    q(
        "h115_nx_approx",
        "how",
        "how does min_weighted_vertex_cover decide which endpoint of an edge goes into the cover?",
        {"body": "min_weighted_vertex_cover"},
    ),
    q(
        "h115_nx_approx",
        "how",
        "How does it find the tight-knit cluster of the network with the most links per member? "
        "I'm guessing it keeps throwing out whoever has the fewest links left.",
        {"body": "_greedy_plus_plus"},
        {"body": "_fractional_peeling"},
        {"body": "_fista"},
        {"body": "densest_subgraph"},
        own=True,
    ),
    # --- networkx bipartite ------------------------------------------------------------------
    q(
        "h115_nx_bipartite",
        "where",
        "Where's weighted_projected_graph?",
        {"def": "weighted_projected_graph"},
    ),
    q(
        "h115_nx_bipartite",
        "calls",
        "where all is `_add_nodes_with_bipartite_label` called from",
        grep(r"= _add_nodes_with_bipartite_label\(", BIGEN),
    ),
    q(
        "h115_nx_bipartite",
        "raises",
        "Where does birank raise NetworkXAlgorithmError (including in its helpers)?",
        grep(r"raise nx\.NetworkXAlgorithmError\(", BILINK),
    ),
    q(
        "h115_nx_bipartite",
        "const",
        "where's the `modes` dict with dot/min/max for the bipartite clustering defined?",
        grep(r"^modes = ", "networkx/algorithms/bipartite/cluster.py"),
    ),
    run(
        "h115_nx_bipartite",
        "What's the output of {}?",
        "from networkx.algorithms import bipartite; "
        "G = bipartite.havel_hakimi_graph([2, 2], [1, 1, 2]); print(sorted(G.edges()))",
        "[(0, 2), (0, 4), (1, 3), (1, 4)]",
    ),
    q(
        "h115_nx_bipartite",
        "edit",
        "rename `_threepaths` to `_count_three_paths` in bipartite/cluster.py (and its call) pls",
        {"effect": {"renamed": ["_threepaths", "_count_three_paths"]}},
    ),
    q(
        "h115_nx_bipartite",
        "edit",
        "In bipartite/link_analysis.py, when a top personalization is given birank uses an "
        "alpha of 0.8 by default. Change that default to 0.85 (leave beta alone).",
        {
            "effect": {
                "text_replaced": [
                    BILINK,
                    "alpha = 0.8 if top_personalization else 1",
                    "alpha = 0.85 if top_personalization else 1",
                ]
            }
        },
    ),
    q(
        "h115_nx_bipartite",
        "which",
        "Which function does Newman's collaboration weighting for a one-mode projection?",
        {"body": "collaboration_weighted_projected_graph"},
    ),
    q(
        "h115_nx_bipartite",
        "which",
        "I have people and the clubs they're in. Which function tells me, for each person, how "
        "often two of their clubs also have some other member in common?",
        {"body": "node_redundancy"},
        {"body": "_node_redundancy"},
        own=True,
    ),
    q(
        "h115_nx_bipartite",
        "how",
        "how does it work out which of the two sides each node lands on? and what happens to "
        "nodes with no edges at all?",
        {"body": "color"},
        {"body": "sets"},
        own=True,
    ),
    # --- networkx link analysis, euler, paths, cuts, cores, clustering -----------------------
    q(
        "h115_nx_algos",
        "where",
        "where is k_truss implemented",
        {"def": "k_truss"},
    ),
    q(
        "h115_nx_algos",
        "returns",
        "What does `_find_path_start` return, e.g. when the graph has no Eulerian path?",
        {"returns": "_find_path_start"},
    ),
    q(
        "h115_nx_algos",
        "calls",
        "Who calls `_simplegraph_eulerian_circuit`?",
        grep(r"(?<!def )_simplegraph_eulerian_circuit\(G, source\)", EULER),
    ),
    q(
        "h115_nx_algos",
        "raises",
        "Where can eulerize() raise an exception?",
        grep(r"raise nx\.NetworkX\w+\(\"(Cannot Eulerize|G is not connected)", EULER),
    ),
    q(
        "h115_nx_algos",
        "raises",
        "In simple_paths.py, where is NetworkXNoPath raised?",
        grep(r"raise nx\.NetworkXNoPath\(", "networkx/algorithms/simple_paths.py"),
    ),
    run(
        "h115_nx_algos",
        "Please run {} -- what does it print?",
        "import networkx as nx; print(list(nx.all_simple_paths(nx.cycle_graph(5), 0, 2)))",
        "[[0, 1, 2], [0, 4, 3, 2]]",
    ),
    q(
        "h115_nx_algos",
        "edit",
        "Add `import warnings` at the top of networkx/algorithms/cuts.py, with the other imports.",
        {"effect": {"at_top": ["networkx/algorithms/cuts.py", "import warnings"]}},
    ),
    q(
        "h115_nx_algos",
        "which",
        "Which private helper in pagerank_alg.py does the plain-Python power iteration, with "
        "dicts rather than numpy/scipy?",
        {"body": "_pagerank_python"},
    ),
    q(
        "h115_nx_algos",
        "which",
        "which function gives every person a score for how many of their friends are also "
        "friends with each other?",
        {"body": "clustering"},
        {"body": "_triangles_and_degree_iter"},
        own=True,
    ),
    q(
        "h115_nx_algos",
        "how",
        "How does `core_number` work? Does it keep stripping out low-degree nodes, and how does "
        "it keep them sorted?",
        {"body": "core_number"},
    ),
    q(
        "h115_nx_algos",
        "how",
        "Say I want to walk every street in my town exactly once and end up back home, but some "
        "corners have an odd number of streets. How does the library add extra streets so "
        "that such a round walk becomes possible?",
        {"body": "eulerize"},
        own=True,
    ),
]
