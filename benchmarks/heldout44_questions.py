"""The forty-fourth held-out set: questions on parts of two third-party packages that no other set
uses, copied from the installed site-packages (sympy 1.14.0: the subpackages ``sympy/geometry``
and ``sympy/sets``; networkx 3.6.1: ``networkx/algorithms/centrality``,
``networkx/algorithms/isomorphism`` and ``networkx/algorithms/traversal``), written blind: by
reading only that code, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The two workspaces are weighted about equally. Neither holds its package's ``__init__``, so the
commands import one module file by path (``runpy.run_path``), and only files with no package
imports qualify: ``networkx/algorithms/isomorphism/matchhelpers.py`` and
``sympy/geometry/exceptions.py``. About a fifth of the questions are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h44_sympy": ["sympy/geometry", "sympy/sets"],
    "h44_networkx": [
        "networkx/algorithms/centrality",
        "networkx/algorithms/isomorphism",
        "networkx/algorithms/traversal",
    ],
}

SETS = "sympy/sets/sets.py"
FANCY = "sympy/sets/fancysets.py"
POLY = "sympy/geometry/polygon.py"
POINT = "sympy/geometry/point.py"
ELLIPSE = "sympy/geometry/ellipse.py"
CENT = "networkx/algorithms/centrality"
ISO = "networkx/algorithms/isomorphism"
TRAV = "networkx/algorithms/traversal"
MATCH = "networkx/algorithms/isomorphism/matchhelpers.py"


QUESTIONS: list[dict] = [
    # --- sympy: geometry and sets -------------------------------------------------------------
    q(
        "h44_sympy",
        "where",
        "where's closest_points defined",
        {"def": "closest_points"},
    ),
    q(
        "h44_sympy",
        "where",
        "Could you point me to the `Triangle.incenter` property? I want to read how it's done.",
        {"def": "Triangle.incenter"},
    ),
    q(
        "h44_sympy",
        "returns",
        "What does Ellipse.__new__ give back? I noticed Ellipse((0, 0), 3, 3) doesn't come out "
        "as an Ellipse at all.",
        {"returns": "Ellipse.__new__"},
    ),
    q(
        "h44_sympy",
        "returns",
        "what does `Interval._contains` return, e.g. for a complex number or nan?",
        {"returns": "Interval._contains"},
    ),
    q(
        "h44_sympy",
        "calls",
        "who calls simplify_union?",
        grep(r"return simplify_union\(args\)", SETS),
    ),
    q(
        "h44_sympy",
        "calls",
        "Apart from the tests, where is Intersection._handle_finite_sets actually called from?",
        grep(r"rv = Intersection\._handle_finite_sets\(args\)", SETS),
    ),
    q(
        "h44_sympy",
        "calls",
        "Which places in polygon.py use `Polygon._is_clockwise`?",
        grep(r"(cw = |if |cw \^ )(self|Polygon)\._is_clockwise\(", POLY),
    ),
    q(
        "h44_sympy",
        "raises",
        "Range(0, 10, 0) blows up with a ValueError -- where is that raised?",
        grep(r'raise ValueError\("step cannot be 0"\)', FANCY),
    ),
    q(
        "h44_sympy",
        "raises",
        "where does Point reject imaginary coordinates",
        grep(r"Imaginary coordinates are not permitted", POINT),
    ),
    q(
        "h44_sympy",
        "raises",
        "I wrote `if x in Interval(0, 1):` with a plain Symbol x and got "
        '"TypeError: did not evaluate to a bool". Which line raises that?',
        grep(r"raise TypeError\('did not evaluate to a bool", SETS),
    ),
    q(
        "h44_sympy",
        "raises",
        "In ellipse.py, where can the Circle constructor raise GeometryError?",
        grep(
            r"raise GeometryError\(\"(The given equation is not that of a circle|"
            r"Circle with imaginary radius|Circle\.__new__ received)",
            ELLIPSE,
        ),
    ),
    q(
        "h44_sympy",
        "const",
        "where is ordering_of_classes set (the list used to order geometry entities)?",
        grep(r"^ordering_of_classes = \[", "sympy/geometry/entity.py"),
    ),
    run(
        "h44_sympy",
        "run {} and tell me what it prints please",
        "import runpy; E=runpy.run_path('sympy/geometry/exceptions.py')['GeometryError']; "
        "print(issubclass(E, ValueError), E.__mro__[1].__name__, E.__doc__)",
        "True ValueError An exception raised by classes in the geometry module.",
    ),
    q(
        "h44_sympy",
        "which",
        "i have a weird star shaped outline made of straight edges and a single dot. which "
        "function tells me whether the dot falls within the outline, and what does it say if "
        "the dot sits exactly on an edge?",
        {"body": "Polygon.encloses_point"},
        own=True,
    ),
    q(
        "h44_sympy",
        "which",
        "When I build a shape from a list of corners, some corners vanish -- the ones sitting on "
        "a straight line between their neighbours, and repeated ones. Which code drops them?",
        {"body": "Polygon.__new__"},
        {"body": "Triangle.__new__"},
        own=True,
    ),
    q(
        "h44_sympy",
        "which",
        "Given a pile of dots on a flat sheet, which function picks out the two that are the "
        "longest stretch away from each other?",
        {"body": "farthest_points"},
        own=True,
    ),
    q(
        "h44_sympy",
        "which",
        "which method of Range decides if a given integer is one of its elements (checking the "
        "step and the bounds)?",
        {"body": "Range._contains"},
    ),
    q(
        "h44_sympy",
        "how",
        "If I join the stretch from 0 up to 1 (1 left out) with the stretch from 1 to 2, does "
        "the combined stretch keep the 1? Where is that worked out when the two get merged into "
        "one?",
        grep(
            r"@union_sets\.register\(Interval, Interval\)|start = Min\(a\.start, b\.start\)|"
            r"end = Max\(a\.end, b\.end\)|return Interval\(start, end, left_open, right_open\)",
            "sympy/sets/handlers/union.py",
        ),
        own=True,
    ),
    q(
        "h44_sympy",
        "how",
        "How does Polygon.area compute the area? Is the result signed depending on the vertex "
        "order?",
        {"body": "Polygon.area"},
    ),
    q(
        "h44_sympy",
        "how",
        "how does it figure out the total length covered by several ranges that overlap each "
        "other, without counting the overlapping bits twice?",
        {"body": "Union._measure"},
        own=True,
    ),
    q(
        "h44_sympy",
        "how",
        "How does `Set.is_subset` reach its answer? It seems to try several strategies one "
        "after another.",
        {"body": "Set.is_subset"},
    ),
    q(
        "h44_sympy",
        "edit",
        'In sympy/sets/sets.py, change the Interval error `raise ValueError("Non-real intervals '
        'are not supported")` so the message reads "Interval endpoints must be real".',
        {
            "effect": {
                "line_replaced": [
                    SETS,
                    'raise ValueError("Non-real intervals are not supported")',
                    'raise ValueError("Interval endpoints must be real")',
                ]
            }
        },
    ),
    q(
        "h44_sympy",
        "edit",
        "could you add a short docstring to Range.size in fancysets.py? it has none. something "
        "like: number of elements, oo for an infinite range",
        {"effect": {"docstring": "Range.size"}},
    ),
    q(
        "h44_sympy",
        "edit",
        "The 'Polygons may intersect producing erroneous output' warning in polygon.py points at "
        "the wrong frame for me. Change its stacklevel from 3 to 2.",
        {"effect": {"text_replaced": [POLY, "stacklevel=3", "stacklevel=2"]}},
    ),
    # --- networkx: centrality, isomorphism, traversal -----------------------------------------
    q(
        "h44_networkx",
        "where",
        "where is bfs_layers defined?",
        {"def": "bfs_layers"},
    ),
    q(
        "h44_networkx",
        "where",
        "Where's the TimeRespectingDiGraphMatcher class?",
        {"def": "TimeRespectingDiGraphMatcher"},
    ),
    q(
        "h44_networkx",
        "returns",
        "what does closeness_centrality return -- a dict always, or something else when I pass "
        "a single node u?",
        {"returns": "closeness_centrality"},
    ),
    q(
        "h44_networkx",
        "calls",
        "Who calls `_rescale` (the betweenness normalisation helper)?",
        {"grep": r"= _rescale\("},
    ),
    q(
        "h44_networkx",
        "calls",
        "where all is _single_source_shortest_path_basic used? some modules import it under "
        "another name i think",
        {"grep": r"(?<!def )(_single_source_shortest_path_basic|= shortest_path)\(G, s\)"},
    ),
    q(
        "h44_networkx",
        "raises",
        "Where does the tree isomorphism code raise 't1 is not a tree'?",
        grep(r'raise nx\.NetworkXError\("t[12] is not a tree"\)', f"{ISO}/tree_isomorphism.py"),
    ),
    q(
        "h44_networkx",
        "raises",
        "which lines raise PowerIterationFailedConvergence",
        {"grep": r"raise nx\.PowerIterationFailedConvergence\("},
    ),
    q(
        "h44_networkx",
        "raises",
        "list(edge_dfs(D, orientation='backwards')) fails on my DiGraph D. Where's that error "
        "thrown?",
        grep(r'raise nx\.NetworkXError\("invalid orientation argument\."\)', f"{TRAV}/edgedfs.py"),
    ),
    q(
        "h44_networkx",
        "raises",
        "Hi! laplacian_centrality gives me a ZeroDivisionError on a graph that only has nodes. "
        "Where is that raised?",
        grep(r'raise ZeroDivisionError\("graph with no edges', f"{CENT}/laplacian.py"),
    ),
    q(
        "h44_networkx",
        "const",
        "where is TREE_EDGE set and what's its value",
        grep(r"^TREE_EDGE = ", f"{TRAV}/breadth_first_search.py"),
    ),
    run(
        "h44_networkx",
        "What does {} print?",
        f"import runpy; m=runpy.run_path('{MATCH}'); "
        "f=m['numerical_multiedge_match']('w', 1.0); "
        "print(f({0: {'w': 2}}, {0: {'w': 2}, 1: {'w': 5}}), f({0: {}}, {0: {'w': 1.0000001}}))",
        "True True",
    ),
    run(
        "h44_networkx",
        "whats the output of {}",
        f"import runpy; m=runpy.run_path('{MATCH}'); f=m['categorical_edge_match']; "
        "print(f.__name__, f is m['categorical_node_match'], f.__doc__.splitlines()[1])",
        "categorical_edge_match False Returns a comparison function for a categorical edge "
        "attribute.",
    ),
    run(
        "h44_networkx",
        "Can you run {} and tell me the result?",
        f"import runpy, operator; m=runpy.run_path('{MATCH}'); "
        "f=m['generic_multiedge_match'](['a', 'b'], [0, 0], [operator.eq, operator.le]); "
        "print(f({0: {'a': 1, 'b': 5}, 1: {'a': 2}}, {0: {'a': 2, 'b': 3}, 1: {'a': 1, 'b': 9}}), "
        "f({0: {'a': 1, 'b': 5}}, {0: {'a': 1, 'b': 4}}))",
        "True False",
    ),
    q(
        "h44_networkx",
        "which",
        "Which function picks the people who'd pass a rumour on best, one after another, and "
        "makes each pick's friends count for less in the following rounds?",
        {"body": "voterank"},
        own=True,
    ),
    q(
        "h44_networkx",
        "which",
        "which function tells me whether two trees have the same shape no matter how their "
        "nodes are labelled, working outward from the middle of each tree?",
        {"body": "tree_isomorphism"},
        {"body": "rooted_tree_isomorphism"},
        own=True,
    ),
    q(
        "h44_networkx",
        "which",
        "Which helper does betweenness_centrality use to count shortest paths when I pass "
        "weight=...?",
        {"body": "_single_source_dijkstra_path_basic"},
    ),
    q(
        "h44_networkx",
        "which",
        "I want just the nodes that are exactly some number of hops from my start node, nothing "
        "nearer or further. Which function hands me that set?",
        {"body": "descendants_at_distance"},
        own=True,
    ),
    q(
        "h44_networkx",
        "how",
        "When I look for a pattern in a graph whose links each carry a timestamp, how does it "
        "check that the links meeting at one node all happened within the allowed window?",
        {"body": "TimeRespectingGraphMatcher.one_hop"},
        {"body": "TimeRespectingDiGraphMatcher.one_hop"},
        {"body": "TimeRespectingDiGraphMatcher.test_one"},
        own=True,
    ),
    q(
        "h44_networkx",
        "how",
        "how does the go-as-deep-as-you-can walk stop once it is N steps away from where it "
        "started?",
        {"body": "dfs_edges"},
        {"body": "dfs_labeled_edges"},
        own=True,
    ),
    q(
        "h44_networkx",
        "how",
        "How does the VF2 GraphMatcher constructor deal with Python's recursion limit on big "
        "graphs?",
        grep(
            r"self\.old_recursion_limit = sys\.getrecursionlimit\(\)|"
            r"sys\.setrecursionlimit\(int\(1\.5",
            f"{ISO}/isomorphvf2.py",
        ),
    ),
    q(
        "h44_networkx",
        "how",
        "how is betweenness normalised when I sample k source nodes and endpoints=False? "
        "the numbers for the sampled nodes look scaled differently",
        {"body": "_rescale"},
    ),
    q(
        "h44_networkx",
        "edit",
        "In networkx/algorithms/centrality/katz.py, raise the default max_iter of "
        "katz_centrality from 1000 to 2000.",
        {"effect": {"text_replaced": [f"{CENT}/katz.py", "max_iter=1000,", "max_iter=2000,"]}},
    ),
    q(
        "h44_networkx",
        "edit",
        "for an experiment, comment out the line in voterank that clamps the voting ability at "
        "zero (`vote_rank[nbr][1] = max(vote_rank[nbr][1], 0)`)",
        {
            "effect": {
                "comment_out": [
                    f"{CENT}/voterank_alg.py",
                    "vote_rank[nbr][1] = max(vote_rank[nbr][1], 0)",
                ]
            }
        },
    ),
    q(
        "h44_networkx",
        "edit",
        "Please make betweenness_centrality run across several processes so it scales to graphs "
        "with millions of nodes, keep the results identical, and add benchmarks for it.",
        {"effect": {"declined": True}},
    ),
]
