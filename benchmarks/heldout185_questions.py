"""The hundred-and-eighty-fifth set: questions on one module each of four third-party packages,
copied from the installed site-packages (sympy 1.14.0: ``sympy/physics/quantum/cg.py``; networkx
3.6.1: ``networkx/algorithms/components/biconnected.py``; Werkzeug 3.1.8:
``werkzeug/datastructures/headers.py``; fonttools 4.68.0: ``fontTools/pens/basePen.py``), written
blind: by reading only those files, never the model's code or its notes, and committed before the
model was asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (sympy's Clebsch-Gordan module most, then
Werkzeug's headers, fontTools' base pen, networkx's biconnected components). About a fifth of the
questions that are not edits are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h185_sympy_cg": ["sympy/physics/quantum/cg.py"],
    "h185_networkx_biconnected": ["networkx/algorithms/components/biconnected.py"],
    "h185_werkzeug_headers": ["werkzeug/datastructures/headers.py"],
    "h185_fonttools_basepen": ["fontTools/pens/basePen.py"],
}

CG = "sympy/physics/quantum/cg.py"
BICON = "networkx/algorithms/components/biconnected.py"
HEADERS = "werkzeug/datastructures/headers.py"
PEN = "fontTools/pens/basePen.py"


QUESTIONS: list[dict] = [
    # --- sympy/physics/quantum/cg.py ---------------------------------------------------------
    q(
        "h185_sympy_cg",
        "where",
        "where does the CG class build its latex string?",
        {"def": "CG._latex"},
    ),
    q(
        "h185_sympy_cg",
        "where",
        "Which line is `_check_varsh_sum_872_4` defined on in cg.py?",
        {"def": "_check_varsh_sum_872_4"},
    ),
    q(
        "h185_sympy_cg",
        "returns",
        "I'm reading `_cg_list` and I'm confused about its output. What does it give back, "
        "say when the term is a bare CG versus a product?",
        {"returns": "_cg_list"},
    ),
    q(
        "h185_sympy_cg",
        "calls",
        "who calls _check_cg_simp",
        grep(r"(?<!def )_check_cg_simp\(", CG),
    ),
    q(
        "h185_sympy_cg",
        "calls",
        "Where in sympy's cg module does `_cg_simp_sum` get used? I want every call site.",
        grep(r"(?<!def )_cg_simp_sum\(", CG),
    ),
    q(
        "h185_sympy_cg",
        "raises",
        "Getting `TypeError: sign must be a tuple` from deep inside cg_simp. which line raises it?",
        grep(r"raise TypeError\('sign must be a tuple'\)", CG),
    ),
    q(
        "h185_sympy_cg",
        "raises",
        "_cg_list throws NotImplementedError for some of my terms, where exactly is that?",
        grep(r"raise NotImplementedError\('term must be CG", CG),
    ),
    q(
        "h185_sympy_cg",
        "raises",
        "I tried to get the actual value out of one of these angular momentum symbols but a couple "
        "of the entries were still letters, and it refused. Where does it complain about that?",
        grep(r'raise ValueError\("Coefficients must be numerical"\)', CG),
        own=True,
    ),
    q(
        "h185_sympy_cg",
        "const",
        "where's the printing precedence for CG set, and what's it set to?",
        grep(r'precedence = PRECEDENCE\["Pow"\] - 1', CG),
    ),
    q(
        "h185_sympy_cg",
        "which",
        "Which function tries to match an unevaluated `Sum(CG(a, alpha, b, 0, a, alpha), "
        "(alpha, -a, a))` object and turn it into (2a+1)*KroneckerDelta(b, 0)?",
        {"def": "_check_varsh_sum_871_1"},
    ),
    q(
        "h185_sympy_cg",
        "which",
        "When I show the nine-entry recoupling symbol in a terminal, it comes out as three rows "
        "of three inside curly braces. Which method lays that out?",
        {"def": "Wigner9j._pretty"},
        own=True,
    ),
    q(
        "h185_sympy_cg",
        "how",
        "how does cg_simp handle an expression that's a product or a power instead of an Add?",
        {"body": "cg_simp"},
    ),
    q(
        "h185_sympy_cg",
        "how",
        "Say I give it one big addition where only some of the pieces involve the spin coupling "
        "numbers and the rest is ordinary stuff. How does it sort those pieces apart before it "
        "tries its identities on them?",
        {"body": "_cg_simp_add"},
        own=True,
    ),
    run(
        "h185_sympy_cg",
        "Can you execute {} and tell me the value?",
        "from sympy.physics.quantum.cg import CG; from sympy import S; "
        "print(CG(S(1)/2, S(1)/2, S(1)/2, -S(1)/2, 1, 0).doit())",
        "sqrt(2)/2",
    ),
    q(
        "h185_sympy_cg",
        "edit",
        "Rename the helper `_check_cg` to `_match_cg_term` in sympy/physics/quantum/cg.py, "
        "including its call sites. Leave `_check_cg_simp` alone.",
        {"effect": {"renamed": ["_check_cg", "_match_cg_term"]}},
    ),
    q(
        "h185_sympy_cg",
        "edit",
        "_cg_simp_sum doesn't have a docstring. please add a short one saying it applies the "
        "Varshalovich sum identities to a Sum of CG coefficients.",
        {"effect": {"docstring": "_cg_simp_sum"}},
    ),
    # --- werkzeug/datastructures/headers.py --------------------------------------------------
    q(
        "h185_werkzeug_headers",
        "where",
        "where is Headers.setlistdefault",
        {"def": "Headers.setlistdefault"},
    ),
    q(
        "h185_werkzeug_headers",
        "returns",
        "What comes back from `Headers.__getitem__`? It seems to depend on whether I index with "
        "a string, an int or a slice.",
        {"returns": "Headers.__getitem__"},
    ),
    q(
        "h185_werkzeug_headers",
        "calls",
        "Which places in werkzeug's headers.py call `_str_header_value`?",
        grep(r"(?<!def )_str_header_value\(", HEADERS),
    ),
    q(
        "h185_werkzeug_headers",
        "raises",
        "my app crashed with 'Header values must not contain newline characters.' -- where does "
        "werkzeug raise that?",
        grep(r"raise ValueError\(\"Header values must not contain newline", HEADERS),
    ),
    q(
        "h185_werkzeug_headers",
        "raises",
        "Where does EnvironHeaders refuse to be copied or merged with `|`?",
        grep(r"raise TypeError\(f\"cannot create", HEADERS),
    ),
    q(
        "h185_werkzeug_headers",
        "const",
        "where's the regex that spots CR/LF in header values compiled?",
        grep(r"^_newline_re = re\.compile\(", HEADERS),
    ),
    q(
        "h185_werkzeug_headers",
        "which",
        "Which Headers method drops all existing entries for a key and puts the new value where "
        "the first one was, or appends it at the end if the key wasn't there?",
        {"def": "Headers.set"},
    ),
    q(
        "h185_werkzeug_headers",
        "which",
        "When my app sits behind a web server, the incoming request data comes as one flat bag "
        "of upper-case underscore names. Which piece walks that bag and turns the names into the "
        "usual Dash-Separated, Capitalised form?",
        {"body": "EnvironHeaders.__iter__"},
        own=True,
    ),
    q(
        "h185_werkzeug_headers",
        "how",
        "How does `Headers.get` behave when I pass type=int and the value isn't a number?",
        {"body": "Headers.get"},
    ),
    q(
        "h185_werkzeug_headers",
        "how",
        "If I build two lists of response name/value pairs by hand and compare them with ==, "
        "does it care whether the names are upper or lower case, or what order things were "
        "added in?",
        {"body": "Headers.__eq__"},
        own=True,
    ),
    q(
        "h185_werkzeug_headers",
        "how",
        "what happens in Headers.setlist if the values list is empty? does it just remove the key?",
        {"body": "Headers.setlist"},
    ),
    run(
        "h185_werkzeug_headers",
        "what does {} print? curious how duplicates are treated",
        "from werkzeug.datastructures import Headers; "
        "h = Headers([('X-A', '1'), ('Host', 'a'), ('x-a', '2')]); h.set('x-A', '3'); "
        "print(h.to_wsgi_list())",
        "[('x-A', '3'), ('Host', 'a')]",
    ),
    q(
        "h185_werkzeug_headers",
        "edit",
        'In EnvironHeaders._get_key, right after the line `key = key.upper().replace("-", "_")`, '
        "add a line `key = key.strip()`.",
        {
            "effect": {
                "line_after": [HEADERS, 'key = key.upper().replace("-", "_")', "key = key.strip()"]
            }
        },
    ),
    q(
        "h185_werkzeug_headers",
        "edit",
        "Headers does a linear scan on every lookup. Could you redesign it around a "
        "case-insensitive dict index so get/set/remove are O(1) but order and duplicates still "
        "work, and make sure nothing else in werkzeug breaks?",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/pens/basePen.py -----------------------------------------------------------
    q(
        "h185_fonttools_basepen",
        "returns",
        "what does decomposeQuadraticSegment return?",
        {"returns": "decomposeQuadraticSegment"},
    ),
    q(
        "h185_fonttools_basepen",
        "calls",
        "In basePen.py, where is `decomposeSuperBezierSegment` actually called (not just "
        "mentioned in a docstring)?",
        grep(r"(?<!def )decomposeSuperBezierSegment\(points\)", PEN),
    ),
    q(
        "h185_fonttools_basepen",
        "raises",
        "I set skipMissingComponents=False and now drawing dies on a missing glyph. Where is "
        "MissingComponentError raised?",
        grep(r"raise MissingComponentError\(glyphName\)", PEN),
    ),
    q(
        "h185_fonttools_basepen",
        "raises",
        'where is the "can\'t get there from here" AssertionError in the base pen?',
        grep(r"raise AssertionError\(\"can't get there from here\"\)", PEN),
    ),
    q(
        "h185_fonttools_basepen",
        "which",
        "which BasePen method turns a quadratic segment into a cubic one with the 2/3 control "
        "point trick when a subclass doesn't provide its own?",
        {"def": "BasePen._qCurveToOne"},
    ),
    q(
        "h185_fonttools_basepen",
        "which",
        "Which function takes a smooth bend that has more than two pull handles and chops it "
        "into a chain of ordinary two-handle pieces?",
        {"body": "decomposeSuperBezierSegment"},
        own=True,
    ),
    q(
        "h185_fonttools_basepen",
        "how",
        "How does BasePen.qCurveTo cope with a TrueType contour that has no on-curve points at "
        "all, i.e. the last argument is None?",
        {"body": "BasePen.qCurveTo"},
    ),
    q(
        "h185_fonttools_basepen",
        "how",
        "One letter in my font reuses another letter's shape, but mirrored. How does the code "
        "stop that borrowed shape's outline from running the wrong way round?",
        {"body": "DecomposingPen.addComponent"},
        own=True,
    ),
    run(
        "h185_fonttools_basepen",
        "Run {} for me please",
        "from fontTools.pens.basePen import decomposeQuadraticSegment; "
        "print(decomposeQuadraticSegment([(0, 0), (10, 10), (20, 0)]))",
        "[((0, 0), (5.0, 5.0)), ((10, 10), (20, 0))]",
    ),
    q(
        "h185_fonttools_basepen",
        "edit",
        "in the __main__ demo at the bottom of fontTools/pens/basePen.py, delete the line "
        "`pen.lineTo((0, 100))`",
        {"effect": {"line_deleted": [PEN, "pen.lineTo((0, 100))"]}},
    ),
    # --- networkx/algorithms/components/biconnected.py ---------------------------------------
    q(
        "h185_networkx_biconnected",
        "where",
        "Where's the DFS helper `_biconnected_dfs` defined?",
        {"def": "_biconnected_dfs"},
    ),
    q(
        "h185_networkx_biconnected",
        "returns",
        "What does is_biconnected return, for example on an empty graph?",
        {"returns": "is_biconnected"},
    ),
    q(
        "h185_networkx_biconnected",
        "calls",
        "who uses _biconnected_dfs in biconnected.py",
        grep(r"_biconnected_dfs\(G, components=", BICON),
    ),
    q(
        "h185_networkx_biconnected",
        "which",
        "which function in networkx yields the cut vertices of a graph, each only once?",
        {"def": "articulation_points"},
    ),
    q(
        "h185_networkx_biconnected",
        "which",
        "I've got a rail map and want to know whether it stays in one piece no matter which "
        "single station gets shut. Which function answers that with a yes or no?",
        {"def": "is_biconnected"},
        own=True,
    ),
    q(
        "h185_networkx_biconnected",
        "how",
        "How does the walk through the graph figure out that the very spot it started exploring "
        "from is itself a weak point whose loss would split things up?",
        grep(r"root_children", BICON),
        own=True,
    ),
    run(
        "h185_networkx_biconnected",
        "what's the output of {}",
        "import networkx as nx; print(sorted(nx.articulation_points(nx.path_graph(5))))",
        "[1, 2, 3]",
    ),
    q(
        "h185_networkx_biconnected",
        "edit",
        "Rename the local variable root_children to n_root_children in _biconnected_dfs.",
        {"effect": {"renamed": ["root_children", "n_root_children"]}},
    ),
]
