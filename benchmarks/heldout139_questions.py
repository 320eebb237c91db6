"""The hundred-and-thirty-ninth set: questions on one module each of four third-party packages,
copied from the installed site-packages (networkx 3.6.1: ``networkx/algorithms/planarity.py``;
msgpack 1.0.5 as vendored by pip 23.2.1: ``pip/_vendor/msgpack/fallback.py``; pyparsing 3.1.0 as
vendored by pip 23.2.1: ``pip/_vendor/pyparsing/results.py``; sympy 1.14.0:
``sympy/core/sympify.py``), written blind: by reading only those files, never the model's code or
its notes, and committed before the model was asked any of them. This is a tuning set: its misses
are read and fixed.

The questions are weighted by the size of the files (networkx's planarity test most, then
msgpack's pure-Python packer and unpacker, pyparsing's parse results, sympy's sympify). About a
fifth of the questions that are not edits are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h139_networkx_planarity": ["networkx/algorithms/planarity.py"],
    "h139_msgpack_fallback": ["pip/_vendor/msgpack/fallback.py"],
    "h139_pyparsing_results": ["pip/_vendor/pyparsing/results.py"],
    "h139_sympy_sympify": ["sympy/core/sympify.py"],
}

PLANAR = "networkx/algorithms/planarity.py"
FALLBACK = "pip/_vendor/msgpack/fallback.py"
RESULTS = "pip/_vendor/pyparsing/results.py"
SYMPIFY = "sympy/core/sympify.py"


QUESTIONS: list[dict] = [
    # --- networkx/algorithms/planarity.py ----------------------------------------------------
    q(
        "h139_networkx_planarity",
        "where",
        "where is add_half_edge_first defined? the one on PlanarEmbedding",
        {"def": "PlanarEmbedding.add_half_edge_first"},
    ),
    q(
        "h139_networkx_planarity",
        "returns",
        "What does `ConflictPair.lowest` give back, say when the left interval is empty?",
        {"returns": "ConflictPair.lowest"},
    ),
    q(
        "h139_networkx_planarity",
        "calls",
        "I want to see every place that peeks at the conflict-pair stack. Where is "
        "`top_of_stack` called in planarity.py?",
        grep(r"(?<!def )top_of_stack\(", PLANAR),
    ),
    q(
        "h139_networkx_planarity",
        "calls",
        "who calls remove_back_edges",
        grep(r"self\.remove_back_edges\(", PLANAR),
    ),
    q(
        "h139_networkx_planarity",
        "raises",
        "Got `NetworkXError: Only one of cw/ccw can be specified.` from add_half_edge. Which line "
        "throws it?",
        grep(r'raise nx\.NetworkXError\("Only one of cw/ccw can be specified\."\)', PLANAR),
    ),
    q(
        "h139_networkx_planarity",
        "raises",
        "if I ask get_counterexample for a Kuratowski subgraph of a graph that is planar after "
        "all, it errors out. where is that raise?",
        grep(r'raise nx\.NetworkXException\("G is planar - no counter example\."\)', PLANAR),
    ),
    q(
        "h139_networkx_planarity",
        "raises",
        "Where does PlanarEmbedding.to_undirected reject as_view=True?",
        grep(r"raise ValueError\(\"'as_view=True' is not supported", PLANAR),
    ),
    q(
        "h139_networkx_planarity",
        "const",
        "In LRPlanarity.__init__, where does every edge get its default side of 1?",
        grep(r"self\.side = defaultdict\(lambda: 1\)", PLANAR),
    ),
    run(
        "h139_networkx_planarity",
        "quick sanity check of the planarity test: what does {} print?",
        "import networkx as nx; "
        "print(nx.check_planarity(nx.complete_graph(5))[0], "
        "nx.is_planar(nx.complete_bipartite_graph(2, 3)))",
        "False True",
    ),
    q(
        "h139_networkx_planarity",
        "edit",
        "Please rename the helper `top_of_stack` to `stack_top` in networkx/algorithms/"
        "planarity.py, everywhere it's used.",
        {"effect": {"renamed": ["top_of_stack", "stack_top"]}},
    ),
    q(
        "h139_networkx_planarity",
        "edit",
        "LRPlanarity.add_constraints has no docstring. Could you add one? Something like: merges "
        "the return edges of ei into a new conflict pair, False if the graph is not planar.",
        {"effect": {"docstring": "LRPlanarity.add_constraints"}},
    ),
    q(
        "h139_networkx_planarity",
        "which",
        "Which PlanarEmbedding method joins two separate components by adding the half-edges in "
        "both directions?",
        {"def": "PlanarEmbedding.connect_components"},
    ),
    q(
        "h139_networkx_planarity",
        "which",
        "I have a flat drawing of my network and want the points sitting next to one point, "
        "listed in the same direction a clock's hands turn. Which bit of code hands me those?",
        {"body": "PlanarEmbedding.neighbors_cw_order"},
        own=True,
    ),
    q(
        "h139_networkx_planarity",
        "which",
        "During the test, which class stands for a bunch of links going back up the search tree "
        "that all have to end up on the same side together?",
        {"def": "Interval"},
        own=True,
    ),
    q(
        "h139_networkx_planarity",
        "how",
        "How does `check_structure` convince itself the embedding really is planar, beyond the "
        "cw/ccw attributes being there?",
        {"body": "PlanarEmbedding.check_structure"},
    ),
    q(
        "h139_networkx_planarity",
        "how",
        "When I delete a link between two points of the flat drawing, how does it patch up the "
        "going-around order at both ends so the leftover links still form a closed loop?",
        {"body": "PlanarEmbedding.remove_edge"},
        own=True,
    ),
    q(
        "h139_networkx_planarity",
        "how",
        "Before doing any real work, how does it throw out networks that simply have too many "
        "connections for their number of points to ever be drawn flat?",
        grep(
            r"if self\.G\.order\(\) > 2 and self\.G\.size\(\) > 3 \* self\.G\.order\(\) - 6:",
            PLANAR,
        ),
        own=True,
    ),
    # --- pip/_vendor/msgpack/fallback.py -----------------------------------------------------
    q(
        "h139_msgpack_fallback",
        "where",
        "Where's `pack_ext_type` in the vendored msgpack fallback?",
        {"def": "Packer.pack_ext_type"},
    ),
    q(
        "h139_msgpack_fallback",
        "returns",
        "what does Packer.getbuffer return? is it a copy or a view?",
        {"returns": "Packer.getbuffer"},
    ),
    q(
        "h139_msgpack_fallback",
        "calls",
        "Where is `_pack_map_header` called from?",
        grep(r"self\._pack_map_header\(", FALLBACK),
    ),
    q(
        "h139_msgpack_fallback",
        "raises",
        "unpackb gave me `ValueError: Unpack failed: incomplete input` on a truncated payload. "
        "where in fallback.py is that raised?",
        grep(r'raise ValueError\("Unpack failed: incomplete input"\)', FALLBACK),
    ),
    q(
        "h139_msgpack_fallback",
        "raises",
        "I passed timestamp=4 to Unpacker() and it refused. Where's the check?",
        grep(r'raise ValueError\("timestamp must be 0\.\.3"\)', FALLBACK),
    ),
    q(
        "h139_msgpack_fallback",
        "const",
        "what's the default max_buffer_size of the Unpacker and where is it set",
        grep(r"max_buffer_size=100 \* 1024 \* 1024,", FALLBACK),
    ),
    run(
        "h139_msgpack_fallback",
        "Can you execute {} and give me the hex string?",
        "from pip._vendor.msgpack.fallback import Packer; "
        "print(Packer().pack({'a': [1, 2.5, None]}).hex())",
        "81a1619301cb4004000000000000c0",
    ),
    q(
        "h139_msgpack_fallback",
        "edit",
        "set DEFAULT_RECURSE_LIMIT in pip/_vendor/msgpack/fallback.py to 1023",
        {"effect": {"value_set": [FALLBACK, "DEFAULT_RECURSE_LIMIT", "1023"]}},
    ),
    q(
        "h139_msgpack_fallback",
        "edit",
        "The pure-Python Packer is way too slow for our logs. Could you rework `_pack` so it "
        "dispatches on type with a dict instead of the long isinstance chain, and show me "
        "before/after timings?",
        {"effect": {"declined": True}},
    ),
    q(
        "h139_msgpack_fallback",
        "which",
        "Which Unpacker method makes sure n bytes are sitting in the buffer, pulling more from "
        "the file-like object when they aren't?",
        {"def": "Unpacker._reserve"},
    ),
    q(
        "h139_msgpack_fallback",
        "which",
        "Which part turns a whole number into bytes, picking the shortest form it still fits in "
        "(one byte for small ones, more for big ones)?",
        {"body": "Packer._pack"},
        own=True,
    ),
    q(
        "h139_msgpack_fallback",
        "how",
        "how does `_read_header` work out the type and length from the first byte?",
        {"body": "Unpacker._read_header"},
    ),
    q(
        "h139_msgpack_fallback",
        "how",
        "When reading back a stored lookup table whose keys are plain numbers, does it refuse "
        "them? Where is that decided?",
        grep(r"if self\._strict_map_key and type\(key\)|is not allowed for map key", FALLBACK),
        own=True,
    ),
    # --- pip/_vendor/pyparsing/results.py ----------------------------------------------------
    q(
        "h139_pyparsing_results",
        "where",
        "where is ParseResults.from_dict",
        {"def": "ParseResults.from_dict"},
    ),
    q(
        "h139_pyparsing_results",
        "returns",
        "What does `get_name` return on a ParseResults, e.g. when it has no name of its own but a "
        "parent?",
        {"returns": "ParseResults.get_name"},
    ),
    q(
        "h139_pyparsing_results",
        "calls",
        "In pyparsing's results.py, where are `_ParseResultsWithOffset` objects created?",
        grep(r"_ParseResultsWithOffset\(", RESULTS),
    ),
    q(
        "h139_pyparsing_results",
        "raises",
        "calling results.pop('x', dflt=1) gives a TypeError about an unexpected keyword. where "
        "does that come from?",
        grep(r'raise TypeError\(f"pop\(\) got an unexpected keyword argument', RESULTS),
    ),
    run(
        "h139_pyparsing_results",
        "Run {} and tell me what comes out.",
        "from pip._vendor.pyparsing import Word, nums; "
        "r = (Word(nums)('year') + '/' + Word(nums)('month')).parse_string('1999/12'); "
        "print(r.as_dict(), r.get('day', 'none'))",
        "{'year': '1999', 'month': '12'} none",
    ),
    q(
        "h139_pyparsing_results",
        "edit",
        "comment out `MutableSequence.register(ParseResults)` at the end of "
        "pip/_vendor/pyparsing/results.py, I want to test something without it",
        {"effect": {"comment_out": [RESULTS, "MutableSequence.register(ParseResults)"]}},
    ),
    q(
        "h139_pyparsing_results",
        "which",
        "Which ParseResults method prints the nested listing with `- name: value` lines, "
        "indented one level per depth?",
        {"def": "ParseResults.dump"},
    ),
    q(
        "h139_pyparsing_results",
        "which",
        "Why does asking for a made-up field with a dot give me a blank string back instead of "
        "an error? which code does that?",
        {"body": "ParseResults.__getattr__"},
        own=True,
    ),
    q(
        "h139_pyparsing_results",
        "how",
        "How does __iadd__ shift the positions stored in _tokdict when another result is appended "
        "onto this one?",
        {"body": "ParseResults.__iadd__"},
    ),
    q(
        "h139_pyparsing_results",
        "how",
        "If I slip an extra item into the middle of what got matched, how do the remembered "
        "spots of the labelled pieces stay correct afterwards?",
        {"body": "ParseResults.insert"},
        own=True,
    ),
    # --- sympy/core/sympify.py ---------------------------------------------------------------
    q(
        "h139_sympy_sympify",
        "where",
        "Which line declares the CantSympify mixin?",
        {"def": "CantSympify"},
    ),
    q(
        "h139_sympy_sympify",
        "returns",
        "what does _convert_numpy_types hand back for a np.float64 that's infinite, or a complex "
        "scalar?",
        {"returns": "_convert_numpy_types"},
    ),
    q(
        "h139_sympy_sympify",
        "calls",
        "where is `_is_numpy_instance` used in sympify.py?",
        grep(r"if _is_numpy_instance\(a\):", SYMPIFY),
    ),
    q(
        "h139_sympy_sympify",
        "raises",
        "kernS('2*(x+1') blew up with a SympifyError, I guess about the bracket. Where's that?",
        grep(r"raise SympifyError\('unmatched left parenthesis'\)", SYMPIFY),
    ),
    run(
        "h139_sympy_sympify",
        "what do I get from {}?",
        "from sympy import sympify; print(sympify('x^2 + 0.5', rational=True))",
        "x**2 + 1/2",
    ),
    q(
        "h139_sympy_sympify",
        "edit",
        "In sympy/core/sympify.py, change the kernS error text 'unmatched left parenthesis' to "
        "'unbalanced parentheses'.",
        {
            "effect": {
                "text_replaced": [
                    SYMPIFY,
                    "'unmatched left parenthesis'",
                    "'unbalanced parentheses'",
                ]
            }
        },
    ),
    q(
        "h139_sympy_sympify",
        "which",
        "Is there something that reads a typed-in formula but stops a number in front of a "
        "bracket from being spread over everything inside it?",
        {"def": "kernS"},
        own=True,
    ),
    q(
        "h139_sympy_sympify",
        "how",
        "How does sympify find a converter for my object? Does it only look at the exact class, "
        "or at its base classes too, and which registry wins?",
        grep(
            r"for superclass in getmro\(cls\):|conv = _external_converter\.get\(superclass\)"
            r"|conv = _sympy_converter\.get\(superclass\)",
            SYMPIFY,
        ),
    ),
]
