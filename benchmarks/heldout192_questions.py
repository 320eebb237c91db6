"""The hundred-and-ninety-second set: questions on one module each of four third-party packages,
copied from the installed site-packages (boto3 1.43.11: ``boto3/resources/collection.py``;
prometheus_client 0.26.0: ``prometheus_client/openmetrics/parser.py``; beautifulsoup4 4.15.0:
``bs4/builder/_lxml.py``; websocket-client 1.9.2: ``websocket/_core.py``), written blind: by reading
only those files, never the model's code or its notes, and committed before the model was asked any
of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (websocket's core most, then the OpenMetrics
parser, boto3's resource collections, bs4's lxml tree builder). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds (lxml is not
installed, so the bs4 builder has no command).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h192_boto3_collection": ["boto3/resources/collection.py"],
    "h192_prometheus_parser": ["prometheus_client/openmetrics/parser.py"],
    "h192_bs4_lxml": ["bs4/builder/_lxml.py"],
    "h192_websocket_core": ["websocket/_core.py"],
}

COLL = "boto3/resources/collection.py"
OMP = "prometheus_client/openmetrics/parser.py"
LXML = "bs4/builder/_lxml.py"
CORE = "websocket/_core.py"


QUESTIONS: list[dict] = [
    # --- boto3/resources/collection.py -------------------------------------------------------
    q(
        "h192_boto3_collection",
        "where",
        "where does boto3 define _load_documented_collection_methods?",
        {"def": "CollectionFactory._load_documented_collection_methods"},
    ),
    q(
        "h192_boto3_collection",
        "returns",
        "What comes back from `CollectionManager.iterator(**kwargs)`? Is it a list or something "
        "lazier?",
        {"returns": "CollectionManager.iterator"},
    ),
    q(
        "h192_boto3_collection",
        "calls",
        "In collection.py, which lines call xform_name?",
        grep(r"= xform_name\(", COLL),
    ),
    q(
        "h192_boto3_collection",
        "const",
        "Where does CollectionManager say which class it hands out when you iterate? I want to "
        "swap in my own subclass.",
        grep(r"^    _collection_cls = ResourceCollection", COLL),
    ),
    q(
        "h192_boto3_collection",
        "which",
        "which method makes the copy of a ResourceCollection with the new kwargs deep-merged in, "
        "so filter() and limit() can be chained without touching the original?",
        {"def": "ResourceCollection._clone"},
    ),
    q(
        "h192_boto3_collection",
        "which",
        "I'd like to get rid of everything a listing gives me with one request per page rather "
        "than one per item. Which part of this module builds the method that does that?",
        {"def": "CollectionFactory._create_batch_action"},
        {"def": "CollectionFactory._load_batch_actions"},
        own=True,
    ),
    q(
        "h192_boto3_collection",
        "how",
        "How does `ResourceCollection.pages` decide whether to go through a paginator or just "
        "call the client operation once? And what happens to page_size in the second case?",
        {"body": "ResourceCollection.pages"},
    ),
    q(
        "h192_boto3_collection",
        "how",
        "say I only want the first 20 things back. how does looping over the results know when "
        "it has given me enough and stop?",
        grep(r"if limit is not None and count >= limit:", COLL),
        own=True,
    ),
    run(
        "h192_boto3_collection",
        "Can you execute {} and tell me what the params dict looks like?",
        "import boto3; s3 = boto3.resource('s3', region_name='us-east-1'); "
        "c = s3.buckets.filter(Prefix='a').limit(2); print(c._params)",
        "{'Prefix': 'a', 'limit': 2}",
    ),
    q(
        "h192_boto3_collection",
        "edit",
        "Please rename the attribute `_py_operation_name` to `_operation_snake_name` everywhere "
        "in boto3/resources/collection.py.",
        {"effect": {"renamed": ["_py_operation_name", "_operation_snake_name"]}},
    ),
    q(
        "h192_boto3_collection",
        "edit",
        "CollectionManager.__init__ has no docstring. add a short one saying it stores the model "
        "and parent and builds the ResourceHandler.",
        {"effect": {"docstring": "CollectionManager.__init__"}},
    ),
    # --- prometheus_client/openmetrics/parser.py ---------------------------------------------
    q(
        "h192_prometheus_parser",
        "where",
        "Where is _parse_nh_struct, the native histogram {count:..,sum:..} parser?",
        {"def": "_parse_nh_struct"},
    ),
    q(
        "h192_prometheus_parser",
        "returns",
        "what does `_group_for_sample` give back? e.g. for an info metric versus a summary",
        {"returns": "_group_for_sample"},
    ),
    q(
        "h192_prometheus_parser",
        "calls",
        "Where does text_fd_to_metric_families call its inner build_metric?",
        grep(r"yield build_metric\(", OMP),
    ),
    q(
        "h192_prometheus_parser",
        "calls",
        "who uses _parse_timestamp in the openmetrics parser",
        grep(r"(?<!def )_parse_timestamp\(", OMP),
    ),
    q(
        "h192_prometheus_parser",
        "raises",
        "My exposition parses fine with the plain text parser but the OpenMetrics one says "
        "'Missing # EOF at end'. Where is that raised?",
        grep(r'raise ValueError\("Missing # EOF at end"\)', OMP),
    ),
    q(
        "h192_prometheus_parser",
        "raises",
        "ValueError: Clashing name: foo_total -- which line throws that?",
        grep(r'raise ValueError\("Clashing name: "', OMP),
    ),
    q(
        "h192_prometheus_parser",
        "raises",
        "where does the parser complain when histogram buckets (or their counts) come in the "
        "wrong order?",
        grep(r"Buckets out of order|Bucket values out of order", OMP),
    ),
    q(
        "h192_prometheus_parser",
        "which",
        "Which helper checks whether a number such as +Inf was written in the one spelling the "
        "spec allows?",
        {"def": "_isUncanonicalNumber"},
    ),
    q(
        "h192_prometheus_parser",
        "which",
        "which function takes a metric's description text and turns a backslash followed by n "
        "back into a real line break?",
        {"def": "_unescape_help"},
        own=True,
    ),
    q(
        "h192_prometheus_parser",
        "how",
        "How does _parse_timestamp handle something like 1520879607.789? does it keep the "
        "nanoseconds or fall back to a float?",
        {"body": "_parse_timestamp"},
    ),
    q(
        "h192_prometheus_parser",
        "how",
        "For the kind of metric that sorts observations into ranges, how does it make sure the "
        "grand total agrees with the last, catch-all range?",
        {"body": "_check_histogram"},
        own=True,
    ),
    run(
        "h192_prometheus_parser",
        "what does {} print?",
        "from prometheus_client.openmetrics.parser import text_string_to_metric_families; "
        "fams = list(text_string_to_metric_families('# TYPE jobs counter\\njobs_total 3\\n# EOF\\n')); "
        "print(fams[0].type, fams[0].samples[0].name, fams[0].samples[0].value)",
        "counter jobs_total 3",
    ),
    q(
        "h192_prometheus_parser",
        "edit",
        "exemplar labels are capped at 128 characters in _parse_remaining_text. bump that limit "
        "to 256 please",
        {
            "effect": {
                "text_replaced": [
                    OMP,
                    "if exemplar_length > 128:",
                    "if exemplar_length > 256:",
                ]
            }
        },
    ),
    # --- bs4/builder/_lxml.py ----------------------------------------------------------------
    q(
        "h192_bs4_lxml",
        "where",
        "where is `_prefix_for_namespace` defined in bs4's lxml builder?",
        {"def": "LXMLTreeBuilderForXML._prefix_for_namespace"},
    ),
    q(
        "h192_bs4_lxml",
        "returns",
        "What does _getNsTag return when the tag has no {namespace} in front of it?",
        {"returns": "LXMLTreeBuilderForXML._getNsTag"},
    ),
    q(
        "h192_bs4_lxml",
        "calls",
        "Who calls `_register_namespaces`?",
        grep(r"self\._register_namespaces\(", LXML),
    ),
    q(
        "h192_bs4_lxml",
        "raises",
        "BeautifulSoup(data, 'lxml') gave me ParserRejectedMarkup on a badly encoded file. Where "
        "in _lxml.py does that get raised?",
        grep(r"raise ParserRejectedMarkup\(", LXML),
    ),
    q(
        "h192_bs4_lxml",
        "const",
        "how big are the pieces the XML builder feeds to lxml, and where's that set?",
        grep(r"CHUNK_SIZE: int = 512", LXML),
    ),
    q(
        "h192_bs4_lxml",
        "which",
        "Which method of the lxml XML builder deals with processing instructions, the <?target "
        "data?> things?",
        {"def": "LXMLTreeBuilderForXML.pi"},
    ),
    q(
        "h192_bs4_lxml",
        "which",
        "When a document shows up as raw bytes, which part comes up with the list of character "
        "sets to attempt, one after another?",
        {"def": "LXMLTreeBuilderForXML.prepare_markup"},
        own=True,
    ),
    q(
        "h192_bs4_lxml",
        "how",
        "how does end() in LXMLTreeBuilderForXML work out the prefix for a closing tag, and when "
        "does it pop the nsmaps stack?",
        {"body": "LXMLTreeBuilderForXML.end"},
    ),
    q(
        "h192_bs4_lxml",
        "how",
        "If an element declares short aliases for a few vocabularies identified by URLs, how do "
        "those aliases get remembered for the elements nested inside it?",
        {"body": "LXMLTreeBuilderForXML.start"},
        own=True,
    ),
    q(
        "h192_bs4_lxml",
        "edit",
        "In bs4/builder/_lxml.py, comment out the line `self.huge_tree = huge_tree` in "
        "__init__. I'm testing something.",
        {"effect": {"comment_out": [LXML, "self.huge_tree = huge_tree"]}},
    ),
    # --- websocket/_core.py ------------------------------------------------------------------
    q(
        "h192_websocket_core",
        "where",
        "Where's WebSocket.shutdown?",
        {"def": "WebSocket.shutdown"},
    ),
    q(
        "h192_websocket_core",
        "where",
        "which file and line is recv_data_frame declared on in websocket-client?",
        {"def": "WebSocket.recv_data_frame"},
    ),
    q(
        "h192_websocket_core",
        "returns",
        "what does getsubprotocol return if the handshake never happened?",
        {"returns": "WebSocket.getsubprotocol"},
    ),
    q(
        "h192_websocket_core",
        "calls",
        "Where is `_normalize_close_reason` called from?",
        grep(r"_normalize_close_reason\(reason\)", CORE),
    ),
    q(
        "h192_websocket_core",
        "raises",
        "connect() keeps failing with 'Redirect limit exhausted'. where's that coming from?",
        grep(r'raise WebSocketException\("Redirect limit exhausted"\)', CORE),
    ),
    q(
        "h192_websocket_core",
        "raises",
        "I passed status=70000 to close() and got 'code is invalid range'. Show me where that's "
        "raised (send_close too if it has the same check).",
        grep(r'raise ValueError\("code is invalid range"\)', CORE),
    ),
    q(
        "h192_websocket_core",
        "raises",
        "If the server sends me one of those are-you-still-there checks with a huge body, where "
        "does the client bail out?",
        grep(r'raise WebSocketProtocolException\("Ping message is too long"\)', CORE),
        own=True,
    ),
    q(
        "h192_websocket_core",
        "which",
        "Which WebSocket method should another thread call to wake up a recv that's blocked "
        "waiting on the socket?",
        {"def": "WebSocket.abort"},
    ),
    q(
        "h192_websocket_core",
        "which",
        "What do I call to dial a server and get back something ready to talk on, all in one step?",
        {"def": "create_connection"},
        own=True,
    ),
    q(
        "h192_websocket_core",
        "how",
        "How does WebSocket.connect follow 3xx redirects, and how many does it allow before "
        "giving up?",
        {"body": "WebSocket.connect"},
    ),
    q(
        "h192_websocket_core",
        "how",
        "When I hang up politely, how long does it hang around waiting for the other end to say "
        "goodbye back, and what if that never comes?",
        {"body": "WebSocket.close"},
        own=True,
    ),
    run(
        "h192_websocket_core",
        "Run {} and tell me the three values it prints.",
        "from websocket import WebSocket; ws = WebSocket(); ws.settimeout(5); "
        "print(ws.gettimeout(), ws.getsubprotocol(), ws.connected)",
        "5 None False",
    ),
    run(
        "h192_websocket_core",
        "quick check: what's the output of {}",
        "from websocket._core import _normalize_close_reason; "
        "print(_normalize_close_reason('bye'), _normalize_close_reason(None))",
        "b'bye' b''",
    ),
    q(
        "h192_websocket_core",
        "edit",
        "In websocket/_core.py, right after `self.sock_opt.timeout = timeout` in settimeout, "
        'add the line `debug(f"timeout set to {timeout}")`.',
        {
            "effect": {
                "line_after": [
                    CORE,
                    "self.sock_opt.timeout = timeout",
                    'debug(f"timeout set to {timeout}")',
                ]
            }
        },
    ),
    q(
        "h192_websocket_core",
        "edit",
        "I think there's a race between close() on one thread and recv() on another that "
        "sometimes leaves the socket half dead. Can you find the bug and make WebSocket properly "
        "thread-safe?",
        {"effect": {"declined": True}},
    ),
]
