"""The hundred-and-eighteenth held-out set: questions on two third-party packages that no other set
uses, copied from the installed site-packages (networkx 3.6.1, only modules under
``networkx/generators/``, a few files per workspace; and fonttools 4.68.0, only its
``fontTools/pens`` sub-package), written blind: by reading only those modules, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the code each workspace holds (the four networkx
workspaces together most, then the pens). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h118_nx_classic": [
        "networkx/generators/classic.py",
        "networkx/generators/small.py",
        "networkx/generators/lattice.py",
    ],
    "h118_nx_random": [
        "networkx/generators/random_graphs.py",
        "networkx/generators/degree_seq.py",
    ],
    "h118_nx_trees": [
        "networkx/generators/trees.py",
        "networkx/generators/nonisomorphic_trees.py",
        "networkx/generators/line.py",
    ],
    "h118_nx_community": [
        "networkx/generators/community.py",
        "networkx/generators/directed.py",
    ],
    "h118_pens": ["fontTools/pens"],
}

CLASSIC = "networkx/generators/classic.py"
SMALL = "networkx/generators/small.py"
RANDOM = "networkx/generators/random_graphs.py"
DEGSEQ = "networkx/generators/degree_seq.py"
LINE = "networkx/generators/line.py"
COMMUNITY = "networkx/generators/community.py"
POINTPEN = "fontTools/pens/pointPen.py"
RECORDING = "fontTools/pens/recordingPen.py"


QUESTIONS: list[dict] = [
    # --- h118_nx_classic: classic.py, small.py, lattice.py -----------------------------------
    q(
        "h118_nx_classic",
        "where",
        "where's dorogovtsev_goltsev_mendes_graph defined",
        {"def": "dorogovtsev_goltsev_mendes_graph"},
    ),
    q(
        "h118_nx_classic",
        "calls",
        "Which of the named graphs in small.py are built on top of `LCF_graph`? Show me the call "
        "sites.",
        grep(r"= LCF_graph\(", SMALL),
    ),
    q(
        "h118_nx_classic",
        "raises",
        "kneser_graph(0, 2) blew up on me. Where does it check n and k?",
        grep(r'raise NetworkXError\("[nk] should be greater', CLASSIC),
    ),
    q(
        "h118_nx_classic",
        "which",
        "Some of the little named graphs (the house, the bull, ...) blow up if I pass them a graph "
        "type whose edges have arrows. What is doing that check before the function body even "
        "runs?",
        {"body": "_raise_on_directed"},
        own=True,
    ),
    q(
        "h118_nx_classic",
        "which",
        "which function gives me every on/off combination of n switches as the nodes, with two "
        "combinations linked when you flip exactly one switch?",
        {"body": "hypercube_graph"},
        own=True,
    ),
    run(
        "h118_nx_classic",
        "Quick one: what does {} print?",
        "from networkx.generators.classic import turan_graph; G = turan_graph(7, 3); "
        "print(G.number_of_nodes(), G.number_of_edges(), sorted(d for _, d in G.degree()))",
        "7 16 [4, 4, 4, 5, 5, 5, 5]",
    ),
    q(
        "h118_nx_classic",
        "edit",
        "Please rename the private helper `_tree_edges` in networkx/generators/classic.py to "
        "`_rary_tree_edges`, and update the place that uses it.",
        {"effect": {"renamed": ["_tree_edges", "_rary_tree_edges"]}},
    ),
    # --- h118_nx_random: random_graphs.py, degree_seq.py -------------------------------------
    q(
        "h118_nx_random",
        "where",
        "Where is DegreeSequenceRandomGraph.phase3?",
        {"def": "DegreeSequenceRandomGraph.phase3"},
    ),
    q(
        "h118_nx_random",
        "returns",
        "what does `_to_stublist` give back, e.g. for [2, 0, 1]?",
        {"returns": "_to_stublist"},
    ),
    q(
        "h118_nx_random",
        "calls",
        "who calls _random_subset in random_graphs.py?",
        grep(r"= _random_subset\(", RANDOM),
    ),
    q(
        "h118_nx_random",
        "raises",
        "I'm feeding havel_hakimi_graph degree lists from a file. At which lines can it throw a "
        "NetworkXError at me?",
        grep(
            r'raise nx\.NetworkXError\("(Invalid degree sequence|Directed graphs are not '
            r'supported|Non-graphical integer sequence)"\)',
            DEGSEQ,
        ),
    ),
    q(
        "h118_nx_random",
        "raises",
        "connected_watts_strogatz_graph sometimes gives up with 'Maximum number of tries "
        "exceeded' - where is that raised?",
        grep(r'raise nx\.NetworkXError\("Maximum number of tries exceeded"\)', RANDOM),
    ),
    q(
        "h118_nx_random",
        "const",
        "there's no `def erdos_renyi_graph` anywhere that I can find... where is that name set?",
        grep(r"^erdos_renyi_graph = ", RANDOM),
    ),
    q(
        "h118_nx_random",
        "how",
        "How does random_regular_graph cope when shuffling and pairing up the stubs gets stuck? "
        "Does it just start over?",
        {"body": "random_regular_graph._try_creation"},
        {"body": "random_regular_graph._suitable"},
        grep(r"while edges is None:|edges = _try_creation\(\)", RANDOM),
    ),
    q(
        "h118_nx_random",
        "how",
        "if i give it a list saying how many friends each person should end up with, how does it "
        "build a plain network matching that by always pairing off whoever still needs the most "
        "friends first?",
        {"body": "havel_hakimi_graph"},
        own=True,
    ),
    q(
        "h118_nx_random",
        "which",
        "Which function grows one of those 'rich get richer' networks, where every newcomer hooks "
        "up to a few existing members, favouring the ones that are already popular?",
        {"body": "barabasi_albert_graph"},
        {"body": "dual_barabasi_albert_graph"},
        own=True,
    ),
    q(
        "h118_nx_random",
        "edit",
        "In networkx/generators/random_graphs.py, change the default of `tries` in "
        "connected_watts_strogatz_graph from 100 to 200.",
        {
            "effect": {
                "text_replaced": [RANDOM, "p, tries=100, seed=None", "p, tries=200, seed=None"]
            }
        },
    ),
    # --- h118_nx_trees: trees.py, nonisomorphic_trees.py, line.py ----------------------------
    q(
        "h118_nx_trees",
        "returns",
        "What does _split_tree return? I'm reading nonisomorphic_trees.py and got lost.",
        {"returns": "_split_tree"},
    ),
    q(
        "h118_nx_trees",
        "calls",
        "where is `_triangles` called from?",
        grep(r"= (len\()?_triangles\(G", LINE),
    ),
    q(
        "h118_nx_trees",
        "raises",
        "inverse_line_graph keeps telling me 'G is not a line graph'. Where are those errors "
        "raised?",
        grep(r'"G is not a line graph', LINE),
    ),
    q(
        "h118_nx_trees",
        "how",
        "How does nonisomorphic_trees make sure it never yields two trees that are really the "
        "same?",
        {"body": "_next_tree"},
        {"body": "nonisomorphic_trees"},
    ),
    q(
        "h118_nx_trees",
        "how",
        "I've got a bunch of words. How does it fold the parts they start with in common into a "
        "single branching thing, one character per step?",
        {"body": "prefix_tree"},
        {"body": "prefix_tree_recursive"},
        own=True,
    ),
    q(
        "h118_nx_trees",
        "which",
        "I want a random tree where the nodes carry no names, one node is the top, and every "
        "possible shape is equally likely. Which function do I call?",
        {"body": "random_unlabeled_rooted_tree"},
        {"body": "_random_unlabeled_rooted_tree"},
        own=True,
    ),
    run(
        "h118_nx_trees",
        "Can you run {} and tell me exactly what it prints?",
        "from networkx.generators.nonisomorphic_trees import number_of_nonisomorphic_trees; "
        "print([number_of_nonisomorphic_trees(n) for n in range(1, 10)])",
        "[1, 1, 1, 2, 3, 6, 11, 23, 47]",
    ),
    q(
        "h118_nx_trees",
        "edit",
        "nonisomorphic_trees is painfully slow for order 20+. Could you rewrite it to spread the "
        "enumeration over several processes and cache the results on disk?",
        {"effect": {"declined": True}},
    ),
    # --- h118_nx_community: community.py, directed.py ----------------------------------------
    q(
        "h118_nx_community",
        "raises",
        "Where does stochastic_block_model reject a probability matrix that isn't symmetric?",
        grep(r"'p' must be symmetric", COMMUNITY),
    ),
    q(
        "h118_nx_community",
        "which",
        "which generator in directed.py implements the GNC 'growing network with copying' model?",
        {"body": "gnc_graph"},
    ),
    q(
        "h118_nx_community",
        "how",
        "For the benchmark graph with built-in groups: how does it hand people out to groups so "
        "that each group has enough room for the ties they're supposed to have inside it?",
        {"body": "_generate_communities"},
        own=True,
    ),
    q(
        "h118_nx_community",
        "edit",
        'comment out the `g.name = "stochastic_block_model"` line in '
        "networkx/generators/community.py please",
        {"effect": {"comment_out": [COMMUNITY, 'g.name = "stochastic_block_model"']}},
    ),
    # --- h118_pens: fontTools/pens -----------------------------------------------------------
    q("h118_pens", "where", "where is lerpRecordings defined?", {"def": "lerpRecordings"}),
    q(
        "h118_pens",
        "where",
        "Where's the GuessSmoothPointPen class?",
        {"def": "GuessSmoothPointPen"},
    ),
    q(
        "h118_pens",
        "returns",
        "what exactly does PointInsidePen.getResult return, a bool or the winding number?",
        {"returns": "PointInsidePen.getResult"},
    ),
    q(
        "h118_pens",
        "calls",
        "Who calls decomposeSuperBezierSegment?",
        {"grep": r"(in |^\s+)decomposeSuperBezierSegment\("},
    ),
    q(
        "h118_pens",
        "calls",
        "in boundsPen.py, where does `_addMoveTo` get called",
        grep(r"self\._addMoveTo\(\)", "fontTools/pens/boundsPen.py"),
    ),
    q(
        "h118_pens",
        "raises",
        "Where does PointToSegmentPen raise PenError when the segments it gets are malformed?",
        grep(r'raise PenError\((f"Illegal|"Must have at least one segment)', POINTPEN),
    ),
    q(
        "h118_pens",
        "raises",
        "Which lines in lerpRecordings raise ValueError?",
        grep(r"raise ValueError\(", RECORDING),
    ),
    q(
        "h118_pens",
        "raises",
        "Where is MissingComponentError actually raised in the pens package?",
        {"grep": r"raise MissingComponentError\("},
    ),
    q(
        "h118_pens",
        "const",
        "Where is the class-level default of skipMissingComponents set for DecomposingPen?",
        grep(r"^    skipMissingComponents = True", "fontTools/pens/basePen.py"),
    ),
    q(
        "h118_pens",
        "which",
        "Which pen should I use to get the real bounding box of a glyph, including curve "
        "extremes, not just the box around the control points?",
        {"body": "BoundsPen"},
    ),
    q(
        "h118_pens",
        "which",
        "I'm building a little font editor. Which class tells me whether a mouse click at some "
        "spot lands on the filled-in part of a letter?",
        {"body": "PointInsidePen"},
        own=True,
    ),
    q(
        "h118_pens",
        "which",
        "is there something like a Y-cable, so one outline gets fed to two or three receivers at "
        "the same time?",
        {"body": "TeePen"},
        own=True,
    ),
    q(
        "h118_pens",
        "how",
        "When a glyph outline gets turned into path text for a web page, how does it shorten the "
        "straight strokes that go perfectly up-down or side to side?",
        {"body": "SVGPathPen._lineTo"},
        own=True,
    ),
    q(
        "h118_pens",
        "how",
        "How does BasePen.qCurveTo handle a TrueType contour that has no on-curve points at all "
        "(last point None)?",
        {"body": "BasePen.qCurveTo"},
    ),
    q(
        "h118_pens",
        "how",
        "how does the pen that measures how much ink a letter covers deal with the curvy bits?",
        {"body": "AreaPen"},
        own=True,
    ),
    run(
        "h118_pens",
        "What's the output of {}?",
        "from fontTools.pens.svgPathPen import SVGPathPen; p = SVGPathPen(None); "
        "p.moveTo((0, 0)); p.lineTo((10, 0)); p.lineTo((10, 10)); p.lineTo((3, 7)); "
        "p.closePath(); print(p.getCommands())",
        "M0 0H10V10L3 7Z",
    ),
    run(
        "h118_pens",
        "run {} pls, what comes out?",
        "from fontTools.pens.basePen import decomposeQuadraticSegment; "
        "print(decomposeQuadraticSegment([(0, 0), (10, 10), (20, 0), (30, 10)]))",
        "[((0, 0), (5.0, 5.0)), ((10, 10), (15.0, 5.0)), ((20, 0), (30, 10))]",
    ),
    q(
        "h118_pens",
        "edit",
        "Add a docstring to TransformPen._transformPoints saying it applies the pen's "
        "transformation to each point and returns them as a list.",
        {"effect": {"docstring": "TransformPen._transformPoints"}},
    ),
    q(
        "h118_pens",
        "edit",
        'hashPointPen.py has no __all__. Add the one line `__all__ = ["HashPointPen"]` at '
        "module level, between the imports and the class (nothing else).",
        {"effect": {"at_top": ["fontTools/pens/hashPointPen.py", '__all__ = ["HashPointPen"]']}},
    ),
]
