"""The two-hundred-and-fifty-third held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (networkx 3.6.1:
``networkx/algorithms/bipartite/projection.py``; prometheus_client 0.26.0:
``prometheus_client/parser.py``; dask 2026.8.0: ``dask/rewrite.py``; httpcore 1.0.9:
``httpcore/_sync/http11.py``), written blind: by reading only those four files, the format of
``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of ``bench_answers.py``
(``gold_lines``, ``own_returns``, ``check_effect`` and what they call), never the model's code, its
notes or any other set, and without asking the model anything.

The questions are weighted by the size of the files (the prometheus text parser a little most,
then dask's rewrite rules, httpcore's HTTP/1.1 connection and networkx's bipartite projections,
whose length is mostly docstrings). About a fifth of the non-edit questions are in the user's own
words (``own=True``: behaviour described in everyday words, not the target's identifiers or its
docstring's, with one definition that fits); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Two of the six edits are beyond a rule-based model (a
refactor, a speed-up) and are expected to be declined.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad``; every
command was run against the installed packages and its gold is an exact substring of its output
(nothing time- or address-dependent); every edit was made by hand on a scratch copy of its
workspace and ``bench_answers.check_effect`` held after it (and, for the declined ones, with the
workspace left untouched).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h253_networkx_projection": ["networkx/algorithms/bipartite/projection.py"],
    "h253_prometheus_parser": ["prometheus_client/parser.py"],
    "h253_dask_rewrite": ["dask/rewrite.py"],
    "h253_httpcore_http11": ["httpcore/_sync/http11.py"],
}

PROJ = "networkx/algorithms/bipartite/projection.py"
PARSER = "prometheus_client/parser.py"
REWRITE = "dask/rewrite.py"
HTTP11 = "httpcore/_sync/http11.py"


QUESTIONS: list[dict] = [
    # --- networkx/algorithms/bipartite/projection.py -----------------------------------------
    q(
        "h253_networkx_projection",
        "where",
        "where is generic_weighted_projected_graph defined in the bipartite projection module?",
        {"def": "generic_weighted_projected_graph"},
    ),
    q(
        "h253_networkx_projection",
        "raises",
        "bipartite.projected_graph(my_multigraph, nodes) fails with NetworkXError: not defined "
        "for multigraphs. Which line raises that?",
        grep(r'raise nx\.NetworkXError\("not defined for multigraphs"\)', PROJ),
    ),
    q(
        "h253_networkx_projection",
        "raises",
        "I'm getting NetworkXAlgorithmError 'the size of the nodes to project onto (6) is >= "
        "the graph size (6)' from weighted_projected_graph. where does that come from",
        grep(r"raise NetworkXAlgorithmError\(|the size of the nodes to project onto", PROJ),
    ),
    q(
        "h253_networkx_projection",
        "calls",
        "In generic_weighted_projected_graph, where is my custom weight_function actually called?",
        grep(r"weight = weight_function\(B, u, v\)", PROJ),
    ),
    q(
        "h253_networkx_projection",
        "which",
        "I've got people and the clubs each one belongs to. I want a people-only network where "
        "every club two people share adds one over (that club's head count minus one), so "
        "huge clubs count for less. Which function does that?",
        {"body": "collaboration_weighted_projected_graph"},
        own=True,
    ),
    q(
        "h253_networkx_projection",
        "which",
        "Which projection function takes the `ratio` flag that divides shared neighbours by the "
        "size of the other node set?",
        {"body": "weighted_projected_graph"},
    ),
    q(
        "h253_networkx_projection",
        "how",
        "How does overlap_weighted_projected_graph work out the weight with jaccard=False, "
        "compared to the default?",
        {"body": "overlap_weighted_projected_graph"},
    ),
    q(
        "h253_networkx_projection",
        "how",
        "Say I fold a two-sided network down onto one side and ask for a separate link for every "
        "in-between node that two items have in common. How does it avoid putting the same link "
        "in twice, and what changes when the links have a direction?",
        {"body": "projected_graph"},
        own=True,
    ),
    run(
        "h253_networkx_projection",
        "Can you run {} and tell me the weights it prints?",
        "import networkx as nx; from networkx.algorithms import bipartite; "
        "B = nx.path_graph(5); "
        "print(list(bipartite.weighted_projected_graph(B, [0, 2, 4], ratio=True).edges(data=True)))",
        "(0, 2, {'weight': 0.5})",
    ),
    q(
        "h253_networkx_projection",
        "edit",
        "In networkx/algorithms/bipartite/projection.py, make the multigraph error in "
        'projected_graph read "not defined for multigraphs; convert B to a simple Graph first" '
        "instead.",
        {
            "effect": {
                "text_replaced": [
                    PROJ,
                    'raise nx.NetworkXError("not defined for multigraphs")',
                    'raise nx.NetworkXError("not defined for multigraphs; convert B to a simple '
                    'Graph first")',
                ]
            }
        },
    ),
    q(
        "h253_networkx_projection",
        "edit",
        "The four weighted projection functions all repeat the same directed/undirected setup "
        "and the same node-copying loop. Could you refactor projection.py so they share one "
        "helper, keeping every result identical?",
        {"effect": {"declined": True}},
    ),
    # --- prometheus_client/parser.py ---------------------------------------------------------
    q(
        "h253_prometheus_parser",
        "where",
        "Where's _split_quoted?",
        {"def": "_split_quoted"},
    ),
    q(
        "h253_prometheus_parser",
        "returns",
        "what does _unquote_unescape return - just the string, or something more?",
        {"returns": "_unquote_unescape"},
    ),
    q(
        "h253_prometheus_parser",
        "returns",
        "In prometheus_client's parser, what do I get back from `_parse_value`? An int or a float?",
        {"returns": "_parse_value"},
    ),
    q(
        "h253_prometheus_parser",
        "calls",
        "who calls _is_character_escaped",
        grep(r"(?<!def )_is_character_escaped\(", PARSER),
    ),
    q(
        "h253_prometheus_parser",
        "calls",
        "Inside text_fd_to_metric_families there's a nested build_metric. From which places is "
        "it invoked?",
        grep(r"yield build_metric\(", PARSER),
    ),
    q(
        "h253_prometheus_parser",
        "raises",
        'My exposition has `up{job="a",job="b"} 1` and the parser dies with "ValueError: '
        'Invalid labels: ...". Where is that raised?',
        grep(r"duplicate label name|raise ValueError\(\"Invalid labels: \"", PARSER),
    ),
    q(
        "h253_prometheus_parser",
        "const",
        "where is the ESCAPE_SEQUENCES table set up (the one that maps \\n back to a newline)?",
        grep(r"^ESCAPE_SEQUENCES = \{", PARSER),
    ),
    q(
        "h253_prometheus_parser",
        "which",
        "Which helper works out whether a given spot in a string is cancelled out by the "
        "back-slashes sitting right in front of it, going by whether there's an odd count of "
        "them?",
        {"body": "_is_character_escaped"},
        own=True,
    ),
    q(
        "h253_prometheus_parser",
        "which",
        "which function tacks `_total` onto counter sample names when the TYPE line's name "
        "doesn't already end in _total?",
        {"body": "text_fd_to_metric_families.build_metric"},
    ),
    q(
        "h253_prometheus_parser",
        "how",
        "How does _parse_value_and_timestamp split the value from the timestamp? Does it go by "
        "spaces or tabs, and what unit does the timestamp end up in?",
        {"body": "_parse_value_and_timestamp"},
    ),
    q(
        "h253_prometheus_parser",
        "how",
        "When I feed a scrape in and a reading line turns up whose name doesn't belong to the "
        "group declared in the # lines just above it, what happens to that line, and to the "
        "group that was being collected?",
        {"body": "text_fd_to_metric_families"},
        own=True,
    ),
    run(
        "h253_prometheus_parser",
        "What's the output of {} ?",
        "from prometheus_client.parser import text_string_to_metric_families as p; "
        "print([(m.name, m.type, [(s.name, s.value, s.timestamp) for s in m.samples]) "
        "for m in p('# TYPE req counter\\nreq 7 1500\\n')])",
        "('req_total', 7, 1.5)",
    ),
    q(
        "h253_prometheus_parser",
        "edit",
        "in prometheus_client/parser.py, text_fd_to_metric_families has an allowed_names dict "
        "per type. Right after the line `'histogram': ['_count', '_sum', '_bucket'],` add "
        "`'gaugehistogram': ['_gcount', '_gsum', '_bucket'],`",
        {
            "effect": {
                "line_after": [
                    PARSER,
                    "'histogram': ['_count', '_sum', '_bucket'],",
                    "'gaugehistogram': ['_gcount', '_gsum', '_bucket'],",
                ]
            }
        },
    ),
    # --- dask/rewrite.py ---------------------------------------------------------------------
    q(
        "h253_dask_rewrite",
        "where",
        "Where is iter_matches defined in dask/rewrite.py?",
        {"def": "RuleSet.iter_matches"},
    ),
    q(
        "h253_dask_rewrite",
        "returns",
        "head() in dask.rewrite -- what does it give back for a task, a list, and a plain value?",
        {"returns": "head"},
    ),
    q(
        "h253_dask_rewrite",
        "calls",
        "What calls _process_match?",
        grep(r"= _process_match\(", REWRITE),
    ),
    q(
        "h253_dask_rewrite",
        "raises",
        "I passed a bare tuple to RuleSet.add and got TypeError: rule must be instance of "
        "RewriteRule. where's that check?",
        grep(r'raise TypeError\("rule must be instance of RewriteRule"\)', REWRITE),
    ),
    q(
        "h253_dask_rewrite",
        "raises",
        'Getting RuntimeError "length of varlist doesn\'t match length of syms." while '
        "rewriting -- which line raises it?",
        grep(r"raise RuntimeError\(\"length of varlist", REWRITE),
    ),
    q(
        "h253_dask_rewrite",
        "which",
        "Which class walks a nested expression, handing me each operator before the things it "
        "is applied to, and lets me jump straight past a whole inner piece? I also need to save "
        "where I am so I can come back to it later.",
        {"body": "Traverser"},
        own=True,
    ),
    q(
        "h253_dask_rewrite",
        "which",
        "Which function does the structural matching of a term against the discrimination net, "
        "with the backtracking stack?",
        {"body": "_match"},
    ),
    q(
        "h253_dask_rewrite",
        "how",
        "how does RuleSet.add insert a rule's lhs into the net, and what does it do with the "
        "variables?",
        {"body": "RuleSet.add"},
    ),
    q(
        "h253_dask_rewrite",
        "how",
        "If the same placeholder appears twice on the left of a rewrite and the two spots in my "
        "expression hold different stuff, does it still fire? Where is that decided?",
        {"body": "_process_match"},
        own=True,
    ),
    run(
        "h253_dask_rewrite",
        "please run {} -- what order does it visit things in?",
        "import dask.rewrite as dr; from operator import add; "
        "print(list(dr.Traverser((add, 1, (add, 2, [3, 4])))))",
        "<built-in function add>, 2, <class 'list'>, 3, 4]",
    ),
    q(
        "h253_dask_rewrite",
        "edit",
        "_top_level in dask/rewrite.py has no docstring. Add one saying it applies the rule set "
        "only to the top level of the term.",
        {"effect": {"docstring": "_top_level"}},
    ),
    q(
        "h253_dask_rewrite",
        "edit",
        "Our RuleSet has a few thousand rules and _match is the hot spot. Make the matching in "
        "dask/rewrite.py significantly faster (maybe memoise on the term?) and show me "
        "benchmark numbers before/after.",
        {"effect": {"declined": True}},
    ),
    # --- httpcore/_sync/http11.py ------------------------------------------------------------
    q(
        "h253_httpcore_http11",
        "where",
        "httpcore: where's `_send_request_body` defined?",
        {"def": "HTTP11Connection._send_request_body"},
    ),
    q(
        "h253_httpcore_http11",
        "returns",
        "What does _receive_response_headers return? I need the order of the tuple.",
        {"returns": "HTTP11Connection._receive_response_headers"},
    ),
    q(
        "h253_httpcore_http11",
        "calls",
        "Who calls _response_closed in the sync HTTP/1.1 connection?",
        grep(r"\._response_closed\(\)", HTTP11),
    ),
    q(
        "h253_httpcore_http11",
        "raises",
        "httpcore.RemoteProtocolError: Server disconnected without sending a response. -- "
        "where exactly is this raised in http11.py?",
        grep(r"raise RemoteProtocolError\(msg\)|Server disconnected without sending", HTTP11),
    ),
    q(
        "h253_httpcore_http11",
        "raises",
        "where does handle_request throw the RuntimeError about attempting to send a request to "
        "a different origin than the connection's?",
        grep(r"raise RuntimeError\(|Attempted to send request to", HTTP11),
    ),
    q(
        "h253_httpcore_http11",
        "const",
        "Where is MAX_INCOMPLETE_EVENT_SIZE set, and what's its value?",
        grep(r"MAX_INCOMPLETE_EVENT_SIZE = 100 \* 1024", HTTP11),
    ),
    q(
        "h253_httpcore_http11",
        "which",
        "After a connection switches to another protocol, some bytes may already have been "
        "pulled off the wire. Which bit hands those back first, in slices no bigger than what "
        "was asked for, before going back to the socket?",
        {"body": "HTTP11UpgradeStream.read"},
        own=True,
    ),
    q(
        "h253_httpcore_http11",
        "which",
        "Which method loops on h11's next_event() and reads another READ_NUM_BYTES from the "
        "stream whenever h11 says NEED_DATA?",
        {"body": "HTTP11Connection._receive_event"},
    ),
    q(
        "h253_httpcore_http11",
        "how",
        "how does has_expired decide that a connection has expired?",
        {"body": "HTTP11Connection.has_expired"},
    ),
    q(
        "h253_httpcore_http11",
        "how",
        "Once I'm finished with a reply, how does the link to the server decide whether it can "
        "be handed out again or has to be shut down, and when does its countdown to going stale "
        "start?",
        {"body": "HTTP11Connection._response_closed"},
        own=True,
    ),
    run(
        "h253_httpcore_http11",
        "I fed a canned response through a connection with {}. What does the last line print?",
        "import httpcore; from httpcore._backends.mock import MockStream; "
        "from httpcore._sync.http11 import HTTP11Connection; "
        "c = HTTP11Connection(httpcore.Origin(b'https', b'example.com', 443), "
        "MockStream([b'HTTP/1.1 200 OK\\r\\n', b'Content-Length: 2\\r\\n\\r\\n', b'hi'])); "
        "r = c.handle_request(httpcore.Request('GET', 'https://example.com/', "
        "headers=[(b'Host', b'example.com')])); print(r.status, r.read()); r.close(); "
        "print(c.info())",
        "IDLE, Request Count: 1",
    ),
    q(
        "h253_httpcore_http11",
        "edit",
        "Bump HTTP11Connection.READ_NUM_BYTES from 64 * 1024 to 128 * 1024 (httpcore/_sync/http11.py).",
        {
            "effect": {
                "text_replaced": [
                    HTTP11,
                    "READ_NUM_BYTES = 64 * 1024",
                    "READ_NUM_BYTES = 128 * 1024",
                ]
            }
        },
    ),
]
