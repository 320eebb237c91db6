"""The hundred-and-forty-first blind set: questions on one module each of four third-party packages,
copied from the installed site-packages (requests 2.31.0 as vendored in pip 23.2.1:
``pip/_vendor/requests/utils.py``; networkx 3.6.1: ``networkx/algorithms/d_separation.py``; sympy
1.14.0: ``sympy/core/operations.py``; prompt_toolkit 3.0.52:
``prompt_toolkit/contrib/regular_languages/compiler.py``), written blind: by reading only those
files, never the model's code or its notes, and committed before the model was asked any of them.
It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (requests' utilities most, then sympy's
associative operations, networkx's d-separation, prompt_toolkit's grammar compiler). About a fifth
of them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``. The commands need the whole package to
import, so they run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h141_requests_utils": ["pip/_vendor/requests/utils.py"],
    "h141_networkx_d_separation": ["networkx/algorithms/d_separation.py"],
    "h141_sympy_operations": ["sympy/core/operations.py"],
    "h141_prompt_toolkit_compiler": ["prompt_toolkit/contrib/regular_languages/compiler.py"],
}

UTILS = "pip/_vendor/requests/utils.py"
DSEP = "networkx/algorithms/d_separation.py"
OPS = "sympy/core/operations.py"
GRAMMAR = "prompt_toolkit/contrib/regular_languages/compiler.py"


QUESTIONS: list[dict] = [
    # --- pip/_vendor/requests/utils.py -------------------------------------------------------
    q(
        "h141_requests_utils",
        "where",
        "where is should_bypass_proxies defined in the vendored requests?",
        {"def": "should_bypass_proxies"},
    ),
    q(
        "h141_requests_utils",
        "where",
        "Which line of requests/utils.py has the def for `atomic_open`?",
        {"def": "atomic_open"},
    ),
    q(
        "h141_requests_utils",
        "returns",
        "I'm sniffing the charset of a JSON body. What can guess_json_utf give back, and what "
        "happens when it can't tell?",
        {"returns": "guess_json_utf"},
    ),
    q(
        "h141_requests_utils",
        "calls",
        "who uses unquote_header_value in utils.py",
        grep(r"= unquote_header_value\(", UTILS),
    ),
    q(
        "h141_requests_utils",
        "calls",
        "Show me every place that calls `should_bypass_proxies`.",
        grep(r"(?<!def )should_bypass_proxies\(", UTILS),
    ),
    q(
        "h141_requests_utils",
        "raises",
        "requests threw InvalidHeader at me because a header value was an int. Where is that "
        "raised?",
        grep(r"raise InvalidHeader\(", UTILS),
    ),
    q(
        "h141_requests_utils",
        "raises",
        "On a redirect I got UnrewindableBodyError. Which lines raise it?",
        grep(r"raise UnrewindableBodyError\(", UTILS),
    ),
    q(
        "h141_requests_utils",
        "raises",
        "where does it complain about an invalid percent-escape sequence in a url",
        grep(r"raise InvalidURL\(", UTILS),
    ),
    q(
        "h141_requests_utils",
        "const",
        "Where does the 'python-requests' default for the user agent name come from?",
        grep(r'def default_user_agent\(name="python-requests"\)', UTILS),
    ),
    run(
        "h141_requests_utils",
        "Run {} and tell me what the url turns into.",
        "from pip._vendor.requests.utils import requote_uri; "
        "print(requote_uri('http://example.com/a b/%7euser'))",
        "http://example.com/a%20b/~user",
    ),
    q(
        "h141_requests_utils",
        "edit",
        "In pip/_vendor/requests/utils.py please rename `dotted_netmask` to "
        "`netmask_from_prefix`, and update the call site too.",
        {"effect": {"renamed": ["dotted_netmask", "netmask_from_prefix"]}},
    ),
    q(
        "h141_requests_utils",
        "edit",
        "The proxy code in requests' utils is hard to follow. Could you restructure "
        "should_bypass_proxies, get_environ_proxies and resolve_proxies into one ProxyResolver "
        "class and write unit tests for it?",
        {"effect": {"declined": True}},
    ),
    q(
        "h141_requests_utils",
        "which",
        "Which function turns a `Link:` response header into a list of dicts with the url and "
        "rel of each entry?",
        {"def": "parse_header_links"},
    ),
    q(
        "h141_requests_utils",
        "which",
        "Which helper says whether a machine's dotted number like 10.1.2.3 falls inside a block "
        "written as 10.0.0.0/8?",
        {"def": "address_in_network"},
        own=True,
    ),
    q(
        "h141_requests_utils",
        "how",
        "How does super_len work out the size of a file object, and what happens if part of it "
        "has already been read?",
        {"body": "super_len"},
    ),
    q(
        "h141_requests_utils",
        "how",
        "At work everything goes out through a middleman server, except for a few hosts listed "
        "in an env var. How does it figure out that a particular web address is allowed to go "
        "direct instead?",
        {"body": "should_bypass_proxies"},
        own=True,
    ),
    q(
        "h141_requests_utils",
        "how",
        "I ship my tool as a single bundled compressed file and the certificate bundle sits "
        "inside it. When the given filename doesn't exist on disk, how does the library end up "
        "with a real file it can open?",
        {"body": "extract_zipped_paths"},
        own=True,
    ),
    # --- networkx/algorithms/d_separation.py ---------------------------------------------------
    q(
        "h141_networkx_d_separation",
        "where",
        "where's `_reachable` defined",
        {"def": "_reachable"},
    ),
    q(
        "h141_networkx_d_separation",
        "returns",
        "what does find_minimal_d_separator return, both when it finds something and when "
        "x and y can't be separated at all?",
        {"returns": "find_minimal_d_separator"},
    ),
    q(
        "h141_networkx_d_separation",
        "calls",
        "Where is _reachable called from in d_separation.py?",
        grep(r"= _reachable\(", DSEP),
    ),
    q(
        "h141_networkx_d_separation",
        "raises",
        "I passed a node that isn't in my DiGraph to is_d_separator and got NodeNotFound. Which "
        "lines raise that?",
        grep(r'NodeNotFound\(f"The node\(s\) \{set_v|One of x, y, or z is not a node', DSEP),
    ),
    q(
        "h141_networkx_d_separation",
        "raises",
        "is_minimal_d_separator errors out when z is missing some of the `included` nodes -- "
        "where is that checked?",
        grep(r"if not included <= z:|must be in proposed separating set z", DSEP),
    ),
    run(
        "h141_networkx_d_separation",
        "what does {} print?",
        "import networkx as nx; G = nx.DiGraph([('a', 'b'), ('b', 'c')]); "
        "print(nx.is_d_separator(G, 'a', 'c', 'b'), nx.is_d_separator(G, 'a', 'c', set()))",
        "True False",
    ),
    q(
        "h141_networkx_d_separation",
        "edit",
        "In networkx/algorithms/d_separation.py, change the error text 'graph should be directed "
        "acyclic' to 'G must be a directed acyclic graph' everywhere it appears.",
        {
            "effect": {
                "text_replaced": [
                    DSEP,
                    "graph should be directed acyclic",
                    "G must be a directed acyclic graph",
                ]
            }
        },
    ),
    q(
        "h141_networkx_d_separation",
        "which",
        "Which nested function decides if the Bayes-ball passes from node v on to a neighbour n?",
        {"def": "_reachable._pass"},
    ),
    q(
        "h141_networkx_d_separation",
        "which",
        "In my cause-and-effect diagram I picked a handful of variables that I think cut one "
        "bunch off from another. Which function tells me both that they really do cut them off "
        "and that I couldn't drop any of them and still have that hold?",
        {"def": "is_minimal_d_separator"},
        own=True,
    ),
    q(
        "h141_networkx_d_separation",
        "how",
        "how does is_d_separator actually traverse the graph? what are the forward and backward "
        "deques for?",
        {"body": "is_d_separator"},
    ),
    q(
        "h141_networkx_d_separation",
        "how",
        "If I ask it to come up with a lean group of variables that cuts every connection "
        "between two groups in a cause-and-effect diagram, how does it build that group, and "
        "how does it notice when that's impossible?",
        {"body": "find_minimal_d_separator"},
        own=True,
    ),
    # --- sympy/core/operations.py --------------------------------------------------------------
    q(
        "h141_sympy_operations",
        "where",
        "Where is LatticeOp._new_args_filter?",
        {"def": "LatticeOp._new_args_filter"},
    ),
    q(
        "h141_sympy_operations",
        "returns",
        "what does LatticeOp.make_args return -- a tuple like AssocOp's or something else?",
        {"returns": "LatticeOp.make_args"},
    ),
    q(
        "h141_sympy_operations",
        "calls",
        "In operations.py, where does _matches_commutative call `_new_rawargs`?",
        grep(r"= self\._new_rawargs\(", OPS),
    ),
    q(
        "h141_sympy_operations",
        "raises",
        "Add(x, Eq(x, 1)) gives 'Relational cannot be used in Add'. Where's that raised?",
        grep(r'raise TypeError\("Relational cannot be used', OPS),
    ),
    run(
        "h141_sympy_operations",
        "can you execute {} and show me the output",
        "from sympy.core.operations import AssocOpDispatcher; print(AssocOpDispatcher('mul'))",
        "<dispatched mul>",
    ),
    q(
        "h141_sympy_operations",
        "edit",
        "AssocOp.doit has no docstring. Please add one saying it evaluates the args (recursively "
        "unless deep=False) and rebuilds the operation.",
        {"effect": {"docstring": "AssocOp.doit"}},
    ),
    q(
        "h141_sympy_operations",
        "edit",
        "There's a pointless `i += 0` line in sympy/core/operations.py. Delete that line.",
        {"effect": {"line_deleted": [OPS, "i += 0"]}},
    ),
    q(
        "h141_sympy_operations",
        "which",
        "which method builds the checker that .has() uses to spot x + 1 inside x + y + 1?",
        {"def": "AssocOp._has_matcher"},
    ),
    q(
        "h141_sympy_operations",
        "which",
        "For a grouped operation like a sum, which bit is the stock version (used when a "
        "subclass brings nothing better) that pulls the pieces out of inner copies of the same "
        "operation so everything sits at one level, without reordering anything?",
        {"def": "AssocOp.flatten"},
        own=True,
    ),
    q(
        "h141_sympy_operations",
        "how",
        "How does AssocOpDispatcher.dispatch choose a handler class when the arguments bring "
        "different handlers?",
        {"body": "AssocOpDispatcher.dispatch"},
    ),
    q(
        "h141_sympy_operations",
        "how",
        "For those order-style operations where one special value swallows anything it's "
        "combined with: how does construction stop early as soon as that value turns up, "
        "without converting the rest of the inputs?",
        {"body": "LatticeOp.__new__"},
        {"body": "LatticeOp._new_args_filter"},
        own=True,
    ),
    # --- prompt_toolkit/contrib/regular_languages/compiler.py ---------------------------------
    q(
        "h141_prompt_toolkit_compiler",
        "where",
        "which file and line declares the MatchVariable class?",
        {"def": "MatchVariable"},
    ),
    q(
        "h141_prompt_toolkit_compiler",
        "returns",
        "What does `_CompiledGrammar.match` give back when the string doesn't fit the grammar?",
        {"returns": "_CompiledGrammar.match"},
    ),
    q(
        "h141_prompt_toolkit_compiler",
        "calls",
        "who calls _nodes_to_regs?",
        grep(r"in self\._nodes_to_regs\(\)", GRAMMAR),
    ),
    q(
        "h141_prompt_toolkit_compiler",
        "raises",
        "My grammar has a (?=...) in it and compiling fails with 'Positive lookahead not yet "
        "supported'. Where does that come from?",
        grep(r'raise Exception\("Positive lookahead not yet supported', GRAMMAR),
    ),
    q(
        "h141_prompt_toolkit_compiler",
        "const",
        "what regex flags does the grammar compiler use, and where are they set?",
        grep(r"flags = re\.DOTALL", GRAMMAR),
    ),
    run(
        "h141_prompt_toolkit_compiler",
        "Please run {} -- what comes out?",
        "from prompt_toolkit.contrib.regular_languages.compiler import compile; "
        "g = compile(r'add \\s+ (?P<a>\\d+)'); print(g.match_prefix('add 4x').trailing_input())",
        "MatchVariable('<trailing_input>', 'x')",
    ),
    q(
        "h141_prompt_toolkit_compiler",
        "edit",
        'set _INVALID_TRAILING_INPUT to "trailing_junk" in compiler.py',
        {"effect": {"value_set": [GRAMMAR, "_INVALID_TRAILING_INPUT", "'trailing_junk'"]}},
    ),
    q(
        "h141_prompt_toolkit_compiler",
        "which",
        "Which method of Match hands back the bit of input at the end that no longer fits the "
        "grammar?",
        {"def": "Match.trailing_input"},
    ),
    q(
        "h141_prompt_toolkit_compiler",
        "which",
        "I'm wiring up completion for a tiny command language. Given what's been typed so far, "
        "which method hands me the placeholders whose captured text runs right up to the last "
        "character typed?",
        {"def": "Match.end_nodes"},
        own=True,
    ),
    q(
        "h141_prompt_toolkit_compiler",
        "how",
        "How does the parsed tree of my command syntax get flattened into one big pattern "
        "string? Like, what happens to the 'either this or that' parts and to the named slots, "
        "and what if it meets something it doesn't know?",
        {"body": "_CompiledGrammar._transform"},
        own=True,
    ),
]
