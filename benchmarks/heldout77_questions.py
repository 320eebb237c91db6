"""The seventy-seventh held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (networkx 3.6.1: its ``algorithms/flow`` and
``algorithms/isomorphism`` folders; babel 2.19.0: ``dates.py``, ``core.py``, ``plural.py`` and
``lists.py``), written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the code (networkx about two thirds, babel a third).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h77_networkx": ["networkx/algorithms/flow", "networkx/algorithms/isomorphism"],
    "h77_babel": ["babel/dates.py", "babel/core.py", "babel/plural.py", "babel/lists.py"],
}

FLOW = "networkx/algorithms/flow"
ISO = "networkx/algorithms/isomorphism"
MAXFLOW = f"{FLOW}/maxflow.py"
SIMPLEX = f"{FLOW}/networksimplex.py"
ISMAGS = f"{ISO}/ismags.py"
DATES = "babel/dates.py"
CORE = "babel/core.py"
LISTS = "babel/lists.py"


QUESTIONS: list[dict] = [
    # --- networkx: flow and isomorphism ------------------------------------------------------
    q(
        "h77_networkx",
        "where",
        "where is build_residual_network defined",
        {"def": "build_residual_network"},
    ),
    q(
        "h77_networkx",
        "where",
        "Can you point me to the definition of the `ISMAGS` class?",
        {"def": "ISMAGS"},
    ),
    q(
        "h77_networkx",
        "where",
        "I'm reading the VF2 code for undirected graphs and it keeps creating GMState objects. "
        "Where is GMState itself declared?",
        {"def": "GMState"},
    ),
    q(
        "h77_networkx",
        "returns",
        "what does nx.maximum_flow return exactly? a number or something more?",
        {"returns": "maximum_flow"},
    ),
    q(
        "h77_networkx",
        "returns",
        "What do I get back from `vf2pp_isomorphism` when the two graphs don't match?",
        {"returns": "vf2pp_isomorphism"},
    ),
    q(
        "h77_networkx",
        "calls",
        "who calls build_flow_dict?",
        {"grep": r"= build_flow_dict\("},
    ),
    q(
        "h77_networkx",
        "calls",
        "Which places call `edmonds_karp_core`? I thought only edmonds_karp used it.",
        {"grep": r"(=|\+=) edmonds_karp_core\("},
    ),
    q(
        "h77_networkx",
        "calls",
        "In ismags.py, where is _refine_node_partition called from?",
        grep(r"(self|cls)\._refine_node_partition\(", ISMAGS),
    ),
    q(
        "h77_networkx",
        "raises",
        "Where does network_simplex raise NetworkXUnfeasible?",
        grep(r"raise nx\.NetworkXUnfeasible\(", SIMPLEX),
    ),
    q(
        "h77_networkx",
        "raises",
        "i passed a string as flow_func by mistake and got 'flow_func has to be callable.' -- "
        "which line raises that in maxflow.py?",
        grep(r'raise nx\.NetworkXError\("flow_func has to be callable\."\)', MAXFLOW),
    ),
    q(
        "h77_networkx",
        "raises",
        "Where does ISMAGS refuse a directed graph paired with an undirected one?",
        grep(r'raise ValueError\("Directed and undirected graphs cannot be compared\."\)', ISMAGS),
    ),
    q(
        "h77_networkx",
        "raises",
        "where do the time-respecting matchers raise ValueError?",
        grep(r"raise ValueError\(", f"{ISO}/temporalisomorphvf2.py"),
    ),
    q(
        "h77_networkx",
        "raises",
        "Hi! tree_isomorphism gave me NetworkXError 't1 is not a tree'. Where is that check?",
        grep(r'raise nx\.NetworkXError\("t[12] is not a tree"\)', f"{ISO}/tree_isomorphism.py"),
    ),
    q(
        "h77_networkx",
        "const",
        "which max-flow algorithm does maximum_flow use when I don't pass flow_func, and where "
        "is that default set?",
        grep(r"^default_flow_func = preflow_push$", MAXFLOW),
    ),
    run(
        "h77_networkx",
        "What does {} print?",
        "import networkx as nx; from networkx.algorithms.flow import build_residual_network; "
        "G = nx.DiGraph(); G.add_edge('a', 'b', capacity=4); G.add_edge('b', 'c'); "
        "R = build_residual_network(G, 'capacity'); "
        "print(R.graph['inf'], R['b']['c']['capacity'], R['c']['b']['capacity'])",
        "12 12 0",
    ),
    run(
        "h77_networkx",
        "can you run this and tell me the output: {}",
        "from networkx.algorithms.isomorphism import numerical_node_match; "
        "nm = numerical_node_match('w', 1.0); "
        "print(nm({'w': 1.0}, {}), nm({'w': 1.000001}, {'w': 1.0}), nm({'w': 2}, {}))",
        "True True False",
    ),
    q(
        "h77_networkx",
        "edit",
        'Please comment out the `R.graph["algorithm"] = "preflow_push"` line in '
        "networkx/algorithms/flow/preflowpush.py.",
        {
            "effect": {
                "comment_out": [
                    f"{FLOW}/preflowpush.py",
                    'R.graph["algorithm"] = "preflow_push"',
                ]
            }
        },
    ),
    q(
        "h77_networkx",
        "edit",
        'in networksimplex.py change the error message "graph has no nodes" to "graph is empty"',
        {
            "effect": {
                "text_replaced": [
                    SIMPLEX,
                    'NetworkXError("graph has no nodes")',
                    'NetworkXError("graph is empty")',
                ]
            }
        },
    ),
    q(
        "h77_networkx",
        "edit",
        "We don't need the deprecated alias anymore: delete the fast_graph_could_be_isomorphic "
        "function from isomorphism/isomorph.py.",
        {
            "effect": {
                "definition_deleted": [f"{ISO}/isomorph.py", "fast_graph_could_be_isomorphic"]
            }
        },
    ),
    q(
        "h77_networkx",
        "edit",
        "preflow_push is too slow on my big graphs. Could you rewrite it on top of numpy arrays "
        "instead of the dict-based residual network, keeping the results identical?",
        {"effect": {"declined": True}},
    ),
    q(
        "h77_networkx",
        "which",
        "Which function gives me a quick sanity check of whether two networks could be wired "
        "the same way, just by lining up how many links each point has, before I pay for the "
        "full search?",
        {"body": "faster_could_be_isomorphic"},
        {"body": "could_be_isomorphic"},
        own=True,
    ),
    q(
        "h77_networkx",
        "which",
        "which class do I use for subgraph matching when every edge carries a timestamp and the "
        "matched edges must all fall within some delta of each other (directed graph)?",
        {"body": "TimeRespectingDiGraphMatcher"},
        {"body": "TimeRespectingGraphMatcher"},
    ),
    q(
        "h77_networkx",
        "which",
        "I have warehouses that have goods and shops that want goods, and every road costs "
        "something per crate and takes only so many crates. Which function here finds the "
        "cheapest plan for moving everything?",
        {"body": "network_simplex"},
        {"body": "min_cost_flow"},
        {"body": "capacity_scaling"},
        {"body": "max_flow_min_cost"},
        own=True,
    ),
    q(
        "h77_networkx",
        "which",
        "Which ISMAGS method finds the largest piece two graphs have in common, when the "
        "pattern doesn't fit completely?",
        {"body": "ISMAGS.largest_common_subgraph"},
        {"body": "ISMAGS._largest_common_subgraph"},
    ),
    q(
        "h77_networkx",
        "which",
        "in the vf2++ code, which function decides what sequence the nodes of the first graph "
        "get tried in? something about starting with the nodes whose tag hardly anyone else "
        "shares",
        {"body": "_matching_order"},
        own=True,
    ),
    q(
        "h77_networkx",
        "which",
        "Which of the max-flow algorithms grows two search trees at once, one from the source "
        "and one from the sink, and adopts orphan nodes?",
        {"body": "boykov_kolmogorov_impl"},
        {"body": "boykov_kolmogorov"},
    ),
    q(
        "h77_networkx",
        "how",
        "How does build_residual_network cope with edges that have no capacity attribute, i.e. "
        "infinite capacity?",
        {"body": "build_residual_network"},
    ),
    q(
        "h77_networkx",
        "how",
        "Say there's a route from start to finish where nothing caps how much can pass. How do "
        "the max-flow routines notice that and bail out instead of looping forever?",
        {"body": "detect_unboundedness"},
        {"grep": r"(flow|this_flow|flow_value) \* 2 > (inf|INF):"},
        own=True,
    ),
    q(
        "h77_networkx",
        "how",
        "how does gomory_hu_tree decide which nodes get re-hung under the new source after "
        "each min cut?",
        {"body": "gomory_hu_tree"},
    ),
    q(
        "h77_networkx",
        "how",
        "When I ask for the cheapest way to chop the network into two so start and finish end "
        "up apart, how does it work out which side each point lands on?",
        grep(
            r"non_reachable = set\(|partition = \(set\(flowG\) - non_reachable|cutset = \[", MAXFLOW
        ),
        own=True,
    ),
    q(
        "h77_networkx",
        "how",
        "How does DiGraphMatcher.semantic_feasibility in vf2userfunc.py also check the "
        "incoming edges with edge_match?",
        {"body": "DiGraphMatcher.semantic_feasibility"},
    ),
    q(
        "h77_networkx",
        "how",
        "I've got two org charts drawn by different people and nobody agreed on who sits at the "
        "top. How does it tell whether they're really the same chart apart from the names?",
        {"body": "tree_isomorphism"},
        {"body": "rooted_tree_isomorphism"},
        own=True,
    ),
    q(
        "h77_networkx",
        "how",
        "my little pattern is a square, so every match comes back 8 times, just turned around "
        "or mirrored. how does the matcher avoid handing me those repeats?",
        {"body": "ISMAGS.analyze_subgraph_symmetry"},
        {"body": "ISMAGS.find_isomorphisms"},
        grep(r"if \(sgn, sgn2\) in constraints:|elif \(sgn2, sgn\) in constraints:", ISMAGS),
        own=True,
    ),
    # --- babel: dates, core, plural, lists -----------------------------------------------------
    q(
        "h77_babel",
        "where",
        "Where's Locale.parse?",
        {"def": "Locale.parse"},
    ),
    q(
        "h77_babel",
        "returns",
        "what does parse_locale return when the identifier has an @modifier on the end?",
        {"returns": "parse_locale"},
    ),
    q(
        "h77_babel",
        "calls",
        "who calls _get_time in dates.py",
        grep(r"= _get_time\(", DATES),
    ),
    q(
        "h77_babel",
        "calls",
        "Where is `match_skeleton` used inside babel/dates.py?",
        grep(r"= match_skeleton\(", DATES),
    ),
    q(
        "h77_babel",
        "raises",
        "where does babel raise UnknownLocaleError?",
        grep(r"raise UnknownLocaleError\(", CORE),
    ),
    q(
        "h77_babel",
        "raises",
        "parse_date keeps throwing ParseError at me. Where in dates.py is ParseError raised?",
        grep(r"raise ParseError\(", DATES),
    ),
    q(
        "h77_babel",
        "raises",
        "Where does format_list fail if the locale doesn't support the list style I asked for?",
        grep(r"raise ValueError\($", LISTS),
    ),
    q(
        "h77_babel",
        "const",
        "where is TIMEDELTA_UNITS defined (the seconds per year/month/week table)?",
        grep(r"^TIMEDELTA_UNITS", DATES),
    ),
    run(
        "h77_babel",
        "What's the output of {}",
        "from babel.dates import format_timedelta; "
        "print(format_timedelta(3600 * 26, locale='en'), '|', "
        "format_timedelta(-600, add_direction=True, locale='de'))",
        "1 day | vor 10 Minuten",
    ),
    run(
        "h77_babel",
        "what does {} print? need the exact string for my .po header",
        "from babel.plural import to_gettext; "
        "print(to_gettext({'one': 'n is 1', 'few': 'n in 2..4'}))",
        "nplurals=3; plural=(((n >= 2 && n <= 4)) ? 1 : (n == 1) ? 0 : 2);",
    ),
    q(
        "h77_babel",
        "edit",
        "add a docstring to _resolve_list_style in babel/lists.py",
        {"effect": {"docstring": "_resolve_list_style"}},
    ),
    q(
        "h77_babel",
        "edit",
        "In format_timedelta (babel/dates.py), a bad `format` value should raise ValueError, "
        "not TypeError. Can you change that raise?",
        {
            "effect": {
                "text_replaced": [
                    DATES,
                    "raise TypeError('Format must be one of",
                    "raise ValueError('Format must be one of",
                ]
            }
        },
    ),
    q(
        "h77_babel",
        "which",
        "Which function glues a few words together with commas and the right little connecting "
        "word for the language, like 'Anna, Ben und Cleo' in German?",
        {"body": "format_list"},
        {"body": "_resolve_list_style"},
        own=True,
    ),
    q(
        "h77_babel",
        "which",
        "which function works out what part of the day a given hour belongs to -- before lunch, "
        "after dark, that kind of thing -- so it can be named in the user's language?",
        {"body": "get_period_id"},
        own=True,
    ),
    q(
        "h77_babel",
        "how",
        "When someone types a date like 3/4/97 with a short year, how does it decide whether "
        "they meant 1997 or 2097?",
        {"body": "_expand_two_digit_year"},
        own=True,
    ),
]
