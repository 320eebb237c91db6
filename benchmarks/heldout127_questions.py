"""The hundred-and-twenty-seventh held-out set: questions on single modules of three third-party
packages, copied from the installed site-packages (jinja2 3.1.6: ``jinja2/runtime.py``; tornado
6.6.1: ``tornado/gen.py`` and ``tornado/netutil.py``; networkx 3.6.1:
``networkx/algorithms/isomorphism/isomorphvf2.py``), written blind: by reading only those files,
never the model's code or its notes, and committed before the model was asked any of them. Nothing
is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (tornado most, then networkx, then jinja2).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
import the installed package; each workspace holds the file the command exercises.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h127_jinja2_runtime": ["jinja2/runtime.py"],
    "h127_tornado": ["tornado/gen.py", "tornado/netutil.py"],
    "h127_networkx_vf2": ["networkx/algorithms/isomorphism/isomorphvf2.py"],
}

JINJA = "h127_jinja2_runtime"
TORNADO = "h127_tornado"
NX = "h127_networkx_vf2"

RUNTIME = "jinja2/runtime.py"
GEN = "tornado/gen.py"
NETUTIL = "tornado/netutil.py"
VF2 = "networkx/algorithms/isomorphism/isomorphvf2.py"


QUESTIONS: list[dict] = [
    # --- jinja2 (runtime.py) -------------------------------------------------------------------
    q(
        JINJA,
        "where",
        "where is Context.resolve_or_missing defined?",
        {"def": "Context.resolve_or_missing"},
    ),
    q(
        JINJA,
        "returns",
        "What does `Context.get_all()` hand back? Is it always a fresh dict I can mutate safely?",
        {"returns": "Context.get_all"},
    ),
    q(
        JINJA,
        "calls",
        "who calls new_context in runtime.py",
        grep(r"context = new_context\(", RUNTIME),
    ),
    q(
        JINJA,
        "raises",
        "I wrote `{{ loop.cycle() }}` by mistake and got a TypeError. Where is that thrown?",
        grep(r'raise TypeError\("no items for cycling given"\)', RUNTIME),
    ),
    q(
        JINJA,
        "raises",
        "Where does a Macro refuse a call that passes too many positional arguments?",
        grep(r"takes not more than", RUNTIME),
    ),
    q(
        JINJA,
        "raises",
        "where does Undefined actually raise the UndefinedError when you do `foo + 42` on it",
        grep(r"raise self\._undefined_exception\(self\._undefined_message\)", RUNTIME),
    ),
    q(
        JINJA,
        "which",
        "If a variable is missing I'd like `user.address.city` to just come out blank instead of "
        "erroring at the second dot. Which class gives me that?",
        {"body": "ChainableUndefined"},
        own=True,
    ),
    q(
        JINJA,
        "which",
        "which of the stand-ins for a missing value writes the curly-brace expression itself back "
        "into the page, so I can spot what never got filled in?",
        {"body": "DebugUndefined"},
        own=True,
    ),
    q(
        JINJA,
        "how",
        "My for loop walks over a lazy stream of rows from the database and the template shows "
        "how many rows are still to come. How does it know the total when the stream can't report "
        "a count up front?",
        {"body": "LoopContext.length"},
        {"body": "AsyncLoopContext.length"},
        own=True,
    ),
    q(
        JINJA,
        "how",
        "how does Context.call decide whether to inject the context, the eval context or the "
        "environment as first argument?",
        {"body": "Context.call"},
    ),
    run(
        JINJA,
        "What does {} print?",
        "from jinja2.runtime import markup_join; from markupsafe import Markup; "
        "print(repr(markup_join(['<a>', Markup('<b>'), 1])))",
        "Markup('&lt;a&gt;<b>1')",
    ),
    q(
        JINJA,
        "edit",
        "in jinja2/runtime.py please comment out `logger.addHandler(logging.StreamHandler("
        "sys.stderr))` in make_logging_undefined, I configure my own handlers",
        {
            "effect": {
                "comment_out": [RUNTIME, "logger.addHandler(logging.StreamHandler(sys.stderr))"]
            }
        },
    ),
    q(
        JINJA,
        "edit",
        "Macro._invoke has no docstring. Could you add a short one?",
        {"effect": {"docstring": "Macro._invoke"}},
    ),
    # --- tornado (gen.py, netutil.py) ----------------------------------------------------------
    q(
        TORNADO,
        "where",
        "Where's `is_coroutine_function`?",
        {"def": "is_coroutine_function"},
    ),
    q(
        TORNADO,
        "where",
        "hi! in tornado's netutil, where is ssl_wrap_socket defined?",
        {"def": "ssl_wrap_socket"},
    ),
    q(
        TORNADO,
        "returns",
        "what does is_valid_ip return, e.g. for an empty string?",
        {"returns": "is_valid_ip"},
    ),
    q(
        TORNADO,
        "calls",
        "Who uses _resolve_addr?",
        grep(r"_resolve_addr(, host|\(host)", NETUTIL),
    ),
    q(
        TORNADO,
        "calls",
        "where is convert_yielded called from inside gen.py?",
        grep(r"convert_yielded\((future|yielded)\)|map\(convert_yielded", GEN),
    ),
    q(
        TORNADO,
        "raises",
        "where is BadYieldError raised",
        grep(r"raise BadYieldError\(", GEN),
    ),
    q(
        TORNADO,
        "raises",
        "I mixed positional and keyword futures in gen.WaitIterator(...) and it threw. Which "
        "line raises that?",
        grep(r'raise ValueError\("You must provide args or kwargs', GEN),
    ),
    q(
        TORNADO,
        "raises",
        "Where does bind_unix_socket raise if the path is already taken by a regular file?",
        grep(r'raise ValueError\("File %s exists and is not a socket"', NETUTIL),
    ),
    q(
        TORNADO,
        "raises",
        "bind_sockets(..., reuse_port=True) gives me a ValueError on my box -- where's that "
        "coming from?",
        grep(r"raise ValueError\(\"the platform doesn't support SO_REUSEPORT\"\)", NETUTIL),
    ),
    q(
        TORNADO,
        "const",
        "where's _SSL_CONTEXT_KEYWORDS set and what keys does it allow?",
        grep(r"^_SSL_CONTEXT_KEYWORDS = frozenset\(", NETUTIL),
    ),
    q(
        TORNADO,
        "which",
        "I've got three downloads I want to kick off together and then collect the answers in "
        "the same order I started them. Which tornado function is meant for that?",
        {"body": "multi"},
        {"body": "multi_future"},
        own=True,
    ),
    q(
        TORNADO,
        "which",
        "which helper stops waiting on something after N seconds but leaves the original work "
        "running in the background instead of killing it?",
        {"body": "with_timeout"},
        own=True,
    ),
    q(
        TORNADO,
        "which",
        "Which Resolver implementation does tornado.netutil pick by default nowadays, and where "
        "is that decided?",
        {"body": "Resolver.configurable_default"},
        {"def": "DefaultLoopResolver"},
    ),
    q(
        TORNADO,
        "how",
        "If hundreds of clients hit my listening port at the same instant, does the server take "
        "them all in one go, or does it cap how many it takes per wake-up so the rest of the app "
        "still gets a turn?",
        {"body": "add_accept_handler"},
        own=True,
    ),
    q(
        TORNADO,
        "how",
        "In my dev setup I want api.mycompany.com to go to 127.0.0.1, but only inside my app, not "
        "for the whole machine. How does the thing that does this pick which replacement applies "
        "when I give both name-only and name-plus-port entries?",
        {"body": "OverrideResolver"},
        own=True,
    ),
    q(
        TORNADO,
        "how",
        "how does bind_sockets get the IPv4 and IPv6 sockets onto the same port when I pass port 0?",
        grep(
            r"if requested_port == 0 and bound_port is not None:|"
            r"bound_port = sock\.getsockname\(\)\[1\]",
            NETUTIL,
        ),
    ),
    run(
        TORNADO,
        "can you run {} and tell me what it prints",
        "from tornado.gen import Return, _value_from_stopiteration as v; "
        "print(v(Return(5)), v(StopIteration()), v(StopIteration(7)))",
        "5 None 7",
    ),
    run(
        TORNADO,
        "output of {} ?",
        "from tornado.netutil import is_valid_ip; "
        "print([is_valid_ip(x) for x in ['127.0.0.1', '::1', '', 'localhost', '300.1.1.1']])",
        "[True, True, False, False, False]",
    ),
    q(
        TORNADO,
        "edit",
        "Set _DEFAULT_BACKLOG in tornado/netutil.py to 256.",
        {"effect": {"value_set": [NETUTIL, "_DEFAULT_BACKLOG", "256"]}},
    ),
    q(
        TORNADO,
        "edit",
        'In gen.py with_timeout, change the default message from msg = "Timeout" to '
        'msg = "Operation timed out" please',
        {"effect": {"line_replaced": [GEN, 'msg = "Timeout"', 'msg = "Operation timed out"']}},
    ),
    # --- networkx (isomorphvf2.py) -------------------------------------------------------------
    q(
        NX,
        "where",
        "where's the DiGMState class",
        {"def": "DiGMState"},
    ),
    q(
        NX,
        "returns",
        "What can GraphMatcher.subgraph_is_monomorphic return?",
        {"returns": "GraphMatcher.subgraph_is_monomorphic"},
    ),
    q(
        NX,
        "calls",
        "who calls candidate_pairs_iter?",
        grep(r"in self\.candidate_pairs_iter\(\)", VF2),
    ),
    q(
        NX,
        "calls",
        "Where is `initialize()` invoked on the matcher? I want to know when the state gets reset.",
        grep(r"self\.initialize\(\)", VF2),
    ),
    q(
        NX,
        "raises",
        "Where does GraphMatcher raise NetworkXError when I hand it the wrong kind of graphs?",
        grep(r"raise nx\.NetworkXError\(", VF2),
    ),
    q(
        NX,
        "const",
        'where is self.test set to "mono"?',
        grep(r'self\.test = "mono"', VF2),
    ),
    q(
        NX,
        "which",
        "I only want matches where the colour I stored on each node agrees, not just the wiring. "
        "Which method am I supposed to override for that?",
        {"body": "GraphMatcher.semantic_feasibility"},
        own=True,
    ),
    q(
        NX,
        "which",
        "Which method of DiGraphMatcher picks the next pair of nodes to try?",
        {"body": "DiGraphMatcher.candidate_pairs_iter"},
    ),
    q(
        NX,
        "which",
        "where does it make sure a node with edges that start and end on itself only gets paired "
        "with a node that has the same number of those?",
        grep(r"number_of_edges\(G1_node, G1_node\)", VF2),
        own=True,
    ),
    q(
        NX,
        "how",
        "Comparing two networks with a different number of dots, or a different spread of lines "
        "per dot, answers 'no' instantly. What quick screening happens before the expensive "
        "search?",
        {"body": "GraphMatcher.is_isomorphic"},
        own=True,
    ),
    q(
        NX,
        "how",
        "how does GMState.restore roll things back when the search backtracks?",
        {"body": "GMState.restore"},
        {"body": "DiGMState.restore"},
    ),
    q(
        NX,
        "how",
        "How does GraphMatcher keep the recursive match() from hitting Python's recursion limit "
        "on big graphs?",
        grep(r"1\.5 \* expected_max_recursion_level", VF2),
    ),
    run(
        NX,
        "What's the output of {}",
        "import networkx as nx; "
        "from networkx.algorithms.isomorphism.isomorphvf2 import GraphMatcher; "
        "gm = GraphMatcher(nx.complete_graph(3), nx.path_graph(3)); "
        "print(gm.subgraph_is_isomorphic(), gm.subgraph_is_monomorphic(), "
        "len(list(gm.subgraph_monomorphisms_iter())))",
        "False True 6",
    ),
    q(
        NX,
        "edit",
        "rename _is_directed_matcher to _is_for_digraphs everywhere in isomorphvf2.py",
        {"effect": {"renamed": ["_is_directed_matcher", "_is_for_digraphs"]}},
    ),
    q(
        NX,
        "edit",
        "The TODO in reset_recursion_limit says match() should be non-recursive. Can you rewrite "
        "the matcher to use an explicit stack instead of recursion, for both GraphMatcher and "
        "DiGraphMatcher, and keep the results identical?",
        {"effect": {"declined": True}},
    ),
]
