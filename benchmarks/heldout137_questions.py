"""The hundred-and-thirty-seventh held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (networkx 3.6.1:
``networkx/algorithms/distance_measures.py``; requests 2.31.0 as vendored in pip 23.2.1:
``pip/_vendor/requests/sessions.py``; packaging 21.3 as vendored in pip 23.2.1:
``pip/_vendor/packaging/specifiers.py``; sympy 1.14.0: ``sympy/core/symbol.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (networkx's distance measures most, then
sympy's symbols, requests' sessions, packaging's specifiers). About a fifth of the questions that
are not edits are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h137_networkx_distance": ["networkx/algorithms/distance_measures.py"],
    "h137_requests_sessions": ["pip/_vendor/requests/sessions.py"],
    "h137_packaging_specifiers": ["pip/_vendor/packaging/specifiers.py"],
    "h137_sympy_symbol": ["sympy/core/symbol.py"],
}

DIST = "networkx/algorithms/distance_measures.py"
SESS = "pip/_vendor/requests/sessions.py"
SPEC = "pip/_vendor/packaging/specifiers.py"
SYM = "sympy/core/symbol.py"


QUESTIONS: list[dict] = [
    # --- networkx/algorithms/distance_measures.py --------------------------------------------
    q(
        "h137_networkx_distance",
        "where",
        "where's harmonic_diameter defined?",
        {"def": "harmonic_diameter"},
    ),
    q(
        "h137_networkx_distance",
        "returns",
        "`_extrema_bounding` takes a compute= string. What comes back out of it for the "
        "different values of compute?",
        {"returns": "_extrema_bounding"},
    ),
    q(
        "h137_networkx_distance",
        "calls",
        "Who calls _extrema_bounding in distance_measures.py?",
        grep(r"return _extrema_bounding\(", DIST),
    ),
    q(
        "h137_networkx_distance",
        "calls",
        "which functions fall back on eccentricity() when no precomputed e dict is passed in? "
        "show me the call sites",
        grep(r"e = eccentricity\(G, weight=weight\)", DIST),
    ),
    q(
        "h137_networkx_distance",
        "raises",
        "nx.resistance_distance(G, 1, 99) blew up because 99 isn't a node. where is that error "
        "raised?",
        grep(r'raise nx\.NetworkXError\("Node [AB] is not in graph G\."\)', DIST),
    ),
    q(
        "h137_networkx_distance",
        "raises",
        "Where does kemeny_constant reject a graph with negative edge weights?",
        grep(r"The weights of graph G must be nonnegative", DIST),
    ),
    q(
        "h137_networkx_distance",
        "which",
        "Which function in networkx's distance_measures computes the Kirchhoff index?",
        {"def": "effective_graph_resistance"},
    ),
    q(
        "h137_networkx_distance",
        "which",
        "I want the spot(s) in my network where, if you add up the trip lengths to every other "
        "spot, the total comes out lowest. Which function gives me that?",
        {"def": "barycenter"},
        own=True,
    ),
    q(
        "h137_networkx_distance",
        "how",
        "How does harmonic_diameter cope with a graph that isn't connected? I expected it to "
        "raise like diameter() does.",
        grep(
            r"if d != 0:|sum_invd \+= 1 / d|if sum_invd != 0:|"
            r"return order \* \(order - 1\) / sum_invd|if order > 1:|return math\.inf",
            DIST,
        ),
    ),
    q(
        "h137_networkx_distance",
        "how",
        "When I ask for the widest spread of a big network and turn on the speed-up option, how "
        "does it get away with not measuring outward from every single node?",
        {"body": "_extrema_bounding"},
        own=True,
    ),
    q(
        "h137_networkx_distance",
        "how",
        "my network has no loops at all. if I ask for the node(s) whose farthest hop to anything "
        "else is as short as possible, does it still measure all the distances, or is there a "
        "shortcut for that shape?",
        grep(
            r"weight is None and not G\.is_directed\(\) and nx\.is_tree|return nx\.tree\.center\(G\)",
            DIST,
        ),
        own=True,
    ),
    run(
        "h137_networkx_distance",
        "what does {} print?",
        "import networkx as nx; G = nx.path_graph(5); "
        "print(nx.diameter(G), nx.radius(G), nx.center(G), nx.periphery(G))",
        "4 2 [2] [0, 4]",
    ),
    q(
        "h137_networkx_distance",
        "edit",
        'In distance_measures.py, kemeny_constant raises "Graph G must be connected." -- please '
        'change that message to "Graph G must be connected to compute the Kemeny constant."',
        {
            "effect": {
                "text_replaced": [
                    DIST,
                    '"Graph G must be connected."',
                    '"Graph G must be connected to compute the Kemeny constant."',
                ]
            }
        },
    ),
    q(
        "h137_networkx_distance",
        "edit",
        "resistance_distance builds a dense pseudo-inverse of the whole Laplacian, which kills "
        "me on a 200k-node graph. Could you rework it to use sparse solvers and only compute the "
        "pairs I actually ask for?",
        {"effect": {"declined": True}},
    ),
    # --- sympy/core/symbol.py ----------------------------------------------------------------
    q(
        "h137_sympy_symbol",
        "where",
        "In sympy/core/symbol.py, where is the Dummy class declared?",
        {"def": "Dummy"},
    ),
    q(
        "h137_sympy_symbol",
        "returns",
        "what does `_symbol` give back when I pass it an existing Symbol instead of a string?",
        {"returns": "_symbol"},
    ),
    q(
        "h137_sympy_symbol",
        "calls",
        "Where does Symbol._sanitize get called from?",
        grep(r"\._sanitize\(", SYM),
    ),
    q(
        "h137_sympy_symbol",
        "raises",
        "Which lines in symbol.py raise the TypeError about the name needing to be a string?",
        grep(r'raise TypeError\("name should be a string', SYM),
    ),
    q(
        "h137_sympy_symbol",
        "raises",
        "Symbol('x', commutative=None) gives me a ValueError. where's that check?",
        grep(r"raise ValueError\($|commutativity must be True or False", SYM),
    ),
    q(
        "h137_sympy_symbol",
        "const",
        "where is Dummy's base index picked, the random starting number the dummy indices count "
        "up from?",
        grep(r"_base_dummy_index = _prng\.randint", SYM),
    ),
    q(
        "h137_sympy_symbol",
        "which",
        "Which method on Wild applies the exclude list and the properties predicates before it "
        "accepts a match?",
        {"def": "Wild.matches"},
    ),
    q(
        "h137_sympy_symbol",
        "which",
        "I need a fresh label for a variable that won't collide with any label already used in "
        "my formulas -- bumping a counter on the end until it's free. which function does that?",
        {"def": "uniquely_named_symbol"},
        own=True,
    ),
    q(
        "h137_sympy_symbol",
        "how",
        "how does symbols() expand range shorthand like 'x:10' or 'a:d' into separate symbols?",
        {"body": "symbols"},
    ),
    q(
        "h137_sympy_symbol",
        "how",
        "Two different variables in my result look identical on screen, both just x. What tells "
        "them apart by tacking numbers on, and how does it pick which one keeps the plain letter?",
        {"body": "disambiguate"},
        own=True,
    ),
    run(
        "h137_sympy_symbol",
        "Can you execute {} for me and tell me the result?",
        "from sympy import symbols; print(symbols('x:2(a:b)'))",
        "(x0a, x0b, x1a, x1b)",
    ),
    q(
        "h137_sympy_symbol",
        "edit",
        "rename the module-level regex `_range` in sympy/core/symbol.py to `_range_re`, and "
        "update where it's used",
        {"effect": {"renamed": ["_range", "_range_re"]}},
    ),
    q(
        "h137_sympy_symbol",
        "edit",
        "Please delete the line `_uniquely_named_symbol = uniquely_named_symbol` from symbol.py, "
        "we don't need the underscore alias anymore.",
        {"effect": {"line_deleted": [SYM, "_uniquely_named_symbol = uniquely_named_symbol"]}},
    ),
    # --- pip/_vendor/requests/sessions.py ----------------------------------------------------
    q(
        "h137_requests_sessions",
        "where",
        "where is merge_hooks",
        {"def": "merge_hooks"},
    ),
    q(
        "h137_requests_sessions",
        "where",
        "In pip's vendored requests, which line does Session.send start on?",
        {"def": "Session.send"},
    ),
    q(
        "h137_requests_sessions",
        "returns",
        "What does get_redirect_target return, e.g. when the response is a plain 200?",
        {"returns": "SessionRedirectMixin.get_redirect_target"},
    ),
    q(
        "h137_requests_sessions",
        "calls",
        "List every place in sessions.py that calls merge_setting.",
        grep(r"(?<!def )merge_setting\(", SESS),
    ),
    q(
        "h137_requests_sessions",
        "raises",
        "I accidentally passed a Request (not prepared) to session.send() and got a ValueError. "
        "Where is that raised?",
        grep(r'raise ValueError\("You can only send PreparedRequests\."\)', SESS),
    ),
    q(
        "h137_requests_sessions",
        "raises",
        "The server keeps bouncing me from one address to the next and after a while my client "
        "just gives up with an error. Where in sessions.py does it bail out?",
        grep(r"raise TooManyRedirects\(", SESS),
        own=True,
    ),
    q(
        "h137_requests_sessions",
        "const",
        "where does a new Session get its default max_redirects value?",
        grep(r"self\.max_redirects = DEFAULT_REDIRECT_LIMIT", SESS),
    ),
    q(
        "h137_requests_sessions",
        "which",
        "which method decides if the Authorization header should be dropped when a redirect goes "
        "to a different host or scheme?",
        {"def": "SessionRedirectMixin.should_strip_auth"},
    ),
    q(
        "h137_requests_sessions",
        "which",
        "After I submit a form and the site sends me on to another page, something switches the "
        "follow-up call from sending data to just fetching. Which piece of code makes that switch?",
        {"def": "SessionRedirectMixin.rebuild_method"},
        own=True,
    ),
    q(
        "h137_requests_sessions",
        "how",
        "If I mount adapters on both 'https://' and 'https://api.example.com', how does the "
        "Session choose which one handles a given URL?",
        {"body": "Session.get_adapter"},
        {"body": "Session.mount"},
    ),
    run(
        "h137_requests_sessions",
        "Run {} and tell me what the merged dict looks like.",
        "from pip._vendor.requests.sessions import merge_setting; "
        "print(dict(merge_setting({'a': None, 'b': 2}, {'a': 1, 'c': 3})))",
        "{'c': 3, 'b': 2}",
    ),
    q(
        "h137_requests_sessions",
        "edit",
        "For debugging, comment out `extract_cookies_to_jar(self.cookies, request, r.raw)` in "
        "Session.send (just that line, leave the loop over r.history alone).",
        {"effect": {"comment_out": [SESS, "extract_cookies_to_jar(self.cookies, request, r.raw)"]}},
    ),
    # --- pip/_vendor/packaging/specifiers.py -------------------------------------------------
    q(
        "h137_packaging_specifiers",
        "where",
        "where is SpecifierSet.filter defined",
        {"def": "SpecifierSet.filter"},
    ),
    q(
        "h137_packaging_specifiers",
        "returns",
        "What does Specifier._compare_less_than return? I'm mostly curious about the cases "
        "where it says False.",
        {"returns": "Specifier._compare_less_than"},
    ),
    q(
        "h137_packaging_specifiers",
        "calls",
        "who uses `_version_split`?",
        grep(r"(?<!def )_version_split\(", SPEC),
    ),
    q(
        "h137_packaging_specifiers",
        "raises",
        "Combining SpecifierSet('>=1', prereleases=True) & SpecifierSet('<2', prereleases=False) "
        "throws a ValueError; point me to where.",
        grep(r"raise ValueError\($|Cannot combine SpecifierSets", SPEC),
    ),
    q(
        "h137_packaging_specifiers",
        "which",
        "Which class does SpecifierSet fall back to when a piece of the string isn't a valid "
        "PEP 440 specifier?",
        {"def": "LegacySpecifier"},
    ),
    q(
        "h137_packaging_specifiers",
        "which",
        "Which bit handles the squiggly 'close enough' operator, where 2.2 means 2.2 or anything "
        "later as long as it stays in the 2 series?",
        {"def": "Specifier._compare_compatible"},
        own=True,
    ),
    q(
        "h137_packaging_specifiers",
        "how",
        "how does Specifier._compare_equal deal with a trailing .* like ==1.4.* ?",
        {"body": "Specifier._compare_equal"},
    ),
    q(
        "h137_packaging_specifiers",
        "how",
        "Say I hand over a bunch of version numbers and the only ones that fit are early test "
        "builds, nothing final. Do I get those back or an empty result -- how is that decided?",
        {"body": "_IndividualSpecifier.filter"},
        {"body": "SpecifierSet.filter"},
        own=True,
    ),
    run(
        "h137_packaging_specifiers",
        "quick one: {} -- what's the output?",
        "from pip._vendor.packaging.specifiers import SpecifierSet; "
        "print(list(SpecifierSet('~=2.2').filter(['2.1', '2.2', '2.5', '3.0', '2.3rc1'])))",
        "['2.2', '2.5']",
    ),
    q(
        "h137_packaging_specifiers",
        "edit",
        "_version_split in specifiers.py has no docstring. Add one saying it splits a version "
        "string on dots and also separates a pre-release tag like '1rc1' into '1' and 'rc1'.",
        {"effect": {"docstring": "_version_split"}},
    ),
]
