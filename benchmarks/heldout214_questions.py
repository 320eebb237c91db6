"""The two-hundred-and-fourteenth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (pydantic 2.13.4:
``pydantic/functional_serializers.py``; networkx 3.6.1: ``networkx/classes/graphviews.py``; httpx2
2.17.0: ``httpx2/websockets/_transport.py``; sympy 1.14.0: ``sympy/polys/domains/integerring.py``),
written blind: by reading only those files, the format of ``heldout128_questions.py``,
``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (pydantic's serializers most, then the httpx2
websocket transport, sympy's integer ring, networkx's graph views). About a fifth of them are in
the user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own.
Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``; the
commands were run against the installed packages and their golds are exact substrings of what they
printed; every edit that is not declined was made by hand on a scratch copy of its workspace and
``bench_answers.check_effect`` held after it (and not before).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h214_pydantic_functional_serializers": ["pydantic/functional_serializers.py"],
    "h214_networkx_graphviews": ["networkx/classes/graphviews.py"],
    "h214_httpx2_ws_transport": ["httpx2/websockets/_transport.py"],
    "h214_sympy_integerring": ["sympy/polys/domains/integerring.py"],
}

SER = "pydantic/functional_serializers.py"
VIEWS = "networkx/classes/graphviews.py"
WS = "httpx2/websockets/_transport.py"
ZZ = "sympy/polys/domains/integerring.py"


QUESTIONS: list[dict] = [
    # --- pydantic/functional_serializers.py --------------------------------------------------
    q(
        "h214_pydantic_functional_serializers",
        "where",
        "where's model_serializer actually implemented (not the overload stubs)?",
        {"def": "model_serializer"},
    ),
    q(
        "h214_pydantic_functional_serializers",
        "where",
        "Where is the PlainSerializer class defined?",
        {"def": "PlainSerializer"},
    ),
    q(
        "h214_pydantic_functional_serializers",
        "returns",
        "What does model_serializer give back -- is it different when I write @model_serializer "
        "bare versus @model_serializer(mode='wrap')?",
        {"returns": "model_serializer"},
    ),
    q(
        "h214_pydantic_functional_serializers",
        "calls",
        "who calls _decorators.inspect_annotated_serializer in this module?",
        grep(r"_decorators\.inspect_annotated_serializer\(", SER),
    ),
    q(
        "h214_pydantic_functional_serializers",
        "calls",
        "In functional_serializers.py, where do the decorators construct a "
        "PydanticDescriptorProxy?",
        grep(r"_decorators\.PydanticDescriptorProxy\(", SER),
    ),
    q(
        "h214_pydantic_functional_serializers",
        "raises",
        "I wrote `@field_serializer` with no parentheses above my method and pydantic yelled "
        "'decorator-missing-arguments' at me. Where's that error raised?",
        grep(r"decorator-missing-arguments|decorator cannot be used without arguments", SER),
    ),
    q(
        "h214_pydantic_functional_serializers",
        "raises",
        "field_serializer(1, 'name') -> PydanticUserError about field names needing to be "
        "strings. which line raises it?",
        grep(r"decorator-invalid-fields|decorator should be strings", SER),
    ),
    q(
        "h214_pydantic_functional_serializers",
        "raises",
        "My serializer function's return annotation refers to a class that isn't defined yet "
        "and I get PydanticUndefinedAnnotation. Where do PlainSerializer / WrapSerializer turn "
        "the NameError into that?",
        grep(r"raise PydanticUndefinedAnnotation\.from_name_error", SER),
    ),
    q(
        "h214_pydantic_functional_serializers",
        "const",
        "what's the default for check_fields in field_serializer, and where is it set?",
        grep(r"check_fields: bool \| None = None", SER),
    ),
    q(
        "h214_pydantic_functional_serializers",
        "which",
        "Which class lets me annotate a type with a function that receives the value plus a "
        "handler for the normal serialization, so I can post-process what the handler returns?",
        {"body": "WrapSerializer"},
    ),
    q(
        "h214_pydantic_functional_serializers",
        "which",
        "I've got a field typed as a parent class but holding a child object, and on output I "
        "want all the child's extra stuff to show up, not just what the parent declares. What in "
        "this file is for that?",
        grep(
            r"class SerializeAsAny|def __class_getitem__|schema_to_update|simple_ser_schema\('any'\)",
            SER,
        ),
        own=True,
    ),
    q(
        "h214_pydantic_functional_serializers",
        "which",
        "which thing do I stick on a single method so that, when the whole object gets dumped, "
        "the output is simply whatever that method hands back?",
        {"body": "model_serializer"},
        own=True,
    ),
    q(
        "h214_pydantic_functional_serializers",
        "how",
        "How does PlainSerializer figure out the return type for the output schema when I don't "
        "pass return_type myself?",
        {"body": "PlainSerializer.__get_pydantic_core_schema__"},
    ),
    q(
        "h214_pydantic_functional_serializers",
        "how",
        "how does field_serializer notice that it was applied directly to a function (or a "
        "classmethod) instead of being called with field names first?",
        {"body": "field_serializer"},
    ),
    run(
        "h214_pydantic_functional_serializers",
        "Can you run {} for me and tell me what comes out? I want to see when_used='json' in "
        "action.",
        "from typing import Annotated; from pydantic import TypeAdapter, PlainSerializer; "
        "ta = TypeAdapter(Annotated[list, PlainSerializer(lambda x: '-'.join(x), return_type=str, "
        "when_used='json')]); print(ta.dump_python(['a', 'b']), ta.dump_json(['a', 'b']))",
        "['a', 'b'] b'\"a-b\"'",
    ),
    q(
        "h214_pydantic_functional_serializers",
        "edit",
        "Please rename the private type alias `_Partial` to `_AnyPartial` in "
        "pydantic/functional_serializers.py, including where it is used.",
        {"effect": {"renamed": ["_Partial", "_AnyPartial"]}},
    ),
    q(
        "h214_pydantic_functional_serializers",
        "edit",
        "PlainSerializer.__get_pydantic_core_schema__ and WrapSerializer.__get_pydantic_core_schema__ "
        "are nearly copy-paste of each other. Could you factor the shared return-type inference "
        "out into a common base class or helper so there's no duplication?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/classes/graphviews.py ------------------------------------------------------
    q(
        "h214_networkx_graphviews",
        "where",
        "Where is `subgraph_view` defined?",
        {"def": "subgraph_view"},
    ),
    q(
        "h214_networkx_graphviews",
        "returns",
        "what does generic_graph_view return",
        {"returns": "generic_graph_view"},
    ),
    q(
        "h214_networkx_graphviews",
        "calls",
        "Is generic_graph_view called from anywhere in graphviews.py itself?",
        grep(r"= generic_graph_view\(", VIEWS),
    ),
    q(
        "h214_networkx_graphviews",
        "raises",
        "Got `NetworkXError: Multigraph for G must agree with create_using` -- where is that "
        "raised?",
        grep(r'raise NetworkXError\("Multigraph for G must agree with create_using"\)', VIEWS),
    ),
    q(
        "h214_networkx_graphviews",
        "which",
        "Which function gives me a live, no-copy look at my network that only shows the points "
        "and links my own yes/no callbacks accept?",
        {"body": "subgraph_view"},
        own=True,
    ),
    q(
        "h214_networkx_graphviews",
        "which",
        "which function in graphviews flips a DiGraph by swapping _succ and _pred?",
        {"body": "reverse_view"},
    ),
    q(
        "h214_networkx_graphviews",
        "how",
        "When generic_graph_view is given a DiGraph but create_using=nx.Graph, how does it build "
        "the undirected adjacency?",
        {"body": "generic_graph_view"},
    ),
    q(
        "h214_networkx_graphviews",
        "how",
        "In a one-way network where I hide some connections with my own check function, how is "
        "that check used when looking at the connections coming INTO a point -- are the two ends "
        "passed the other way round?",
        grep(
            r"def reverse_edge|return filter_edge\(v, u|"
            r"newG\._pred = Adj\(G\._pred, filter_node, reverse_edge\)",
            VIEWS,
        ),
        own=True,
    ),
    run(
        "h214_networkx_graphviews",
        "What does {} print?",
        "import networkx as nx; G = nx.DiGraph([(1, 2), (2, 3)]); "
        "print(list(nx.reverse_view(G).edges()))",
        "[(2, 1), (3, 2)]",
    ),
    q(
        "h214_networkx_graphviews",
        "edit",
        "networkx/classes/graphviews.py: in subgraph_view, right after the line "
        "`newG._EDGE_OK = filter_edge`, add `newG._FILTERED = True`.",
        {"effect": {"line_after": [VIEWS, "newG._EDGE_OK = filter_edge", "newG._FILTERED = True"]}},
    ),
    # --- httpx2/websockets/_transport.py -----------------------------------------------------
    q(
        "h214_httpx2_ws_transport",
        "where",
        "where is _build_accept_response defined?",
        {"def": "ASGIWebSocketAsyncNetworkStream._build_accept_response"},
    ),
    q(
        "h214_httpx2_ws_transport",
        "returns",
        "What does ASGIWebSocketAsyncNetworkStream.read() return, including when the stream has "
        "ended?",
        {"returns": "ASGIWebSocketAsyncNetworkStream.read"},
    ),
    q(
        "h214_httpx2_ws_transport",
        "calls",
        "Who calls _handle_ws_request?",
        grep(r"self\._handle_ws_request\(", WS),
    ),
    q(
        "h214_httpx2_ws_transport",
        "raises",
        "My test fails with \"WebSocket didn't accept the connection in time. Did you forget to "
        'call accept()?" where in httpx2 is this raised?',
        grep(r"didn't accept the connection in time", WS),
    ),
    q(
        "h214_httpx2_ws_transport",
        "raises",
        "When my ASGI app answers the websocket handshake with a plain HTTP 403 response instead "
        "of accepting, where does the transport raise WebSocketUpgradeError?",
        grep(r"raise WebSocketUpgradeError\(", WS),
    ),
    q(
        "h214_httpx2_ws_transport",
        "const",
        "Which client host/port does ASGIWebSocketTransport put in the scope by default? "
        "Where's that default?",
        grep(r'client: tuple\[str, int\] = \("127\.0\.0\.1", 123\)', WS),
    ),
    q(
        "h214_httpx2_ws_transport",
        "which",
        "If the server program I'm testing against crashes in the middle of a conversation, "
        "which part catches that and tells my side the line is being shut with an "
        "internal-failure code and the error text?",
        {"body": "ASGIWebSocketAsyncNetworkStream._run"},
        own=True,
    ),
    q(
        "h214_httpx2_ws_transport",
        "how",
        "how does ASGIWebSocketTransport.handle_async_request decide a request should go down "
        "the websocket path rather than plain ASGI HTTP?",
        {"body": "ASGIWebSocketTransport.handle_async_request"},
    ),
    q(
        "h214_httpx2_ws_transport",
        "how",
        "When my client pushes raw frames towards the fake server, how do those bytes end up as "
        "messages the server program can pick up, text vs binary vs a goodbye?",
        {"body": "ASGIWebSocketAsyncNetworkStream.write"},
        own=True,
    ),
    q(
        "h214_httpx2_ws_transport",
        "edit",
        "In httpx2/websockets/_transport.py, change the default initial_receive_timeout from "
        "1.0 to 5.0 (both the stream and the transport __init__).",
        {
            "effect": {
                "text_replaced": [
                    WS,
                    "initial_receive_timeout: float = 1.0,",
                    "initial_receive_timeout: float = 5.0,",
                ]
            }
        },
    ),
    q(
        "h214_httpx2_ws_transport",
        "edit",
        "I think there's a bug in ASGIWebSocketAsyncNetworkStream.read: some messages make it "
        "crash with an UnboundLocalError. Can you track it down and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- sympy/polys/domains/integerring.py --------------------------------------------------
    q(
        "h214_sympy_integerring",
        "where",
        "Where's IntegerRing.from_RealField?",
        {"def": "IntegerRing.from_RealField"},
    ),
    q(
        "h214_sympy_integerring",
        "returns",
        "what does ZZ.from_QQ return, esp. if the fraction isn't a whole number?",
        {"returns": "IntegerRing.from_QQ"},
    ),
    q(
        "h214_sympy_integerring",
        "calls",
        "who calls from_sympy inside integerring.py?",
        grep(r"K1\.from_sympy\(", ZZ),
    ),
    q(
        "h214_sympy_integerring",
        "raises",
        "ZZ.from_sympy(Rational(1, 2)) raises CoercionFailed 'expected an integer' -- where?",
        grep(r'raise CoercionFailed\("expected an integer', ZZ),
    ),
    q(
        "h214_sympy_integerring",
        "which",
        "Which method tells me roughly how many times I can multiply by one number before going "
        "past another, as a whole number rounded down?",
        {"body": "IntegerRing.log"},
        own=True,
    ),
    q(
        "h214_sympy_integerring",
        "which",
        "Hi, which IntegerRing method hands me QQ back?",
        {"body": "IntegerRing.get_field"},
    ),
    q(
        "h214_sympy_integerring",
        "how",
        "How does IntegerRing.gcdex decide what order to put h, s, t in? It seems to depend on "
        "the ground types.",
        {"body": "IntegerRing.gcdex"},
    ),
    q(
        "h214_sympy_integerring",
        "how",
        "If I ask the integers for an exact whole root of a number, how does it handle a negative "
        "number or one that isn't a perfect square?",
        {"body": "IntegerRing.exsqrt"},
        own=True,
    ),
    run(
        "h214_sympy_integerring",
        "please run {} -- what's printed?",
        "from sympy import ZZ; print(ZZ.exsqrt(ZZ(49)), ZZ.exsqrt(ZZ(50)), ZZ.log(ZZ(9), 2))",
        "7 None 3",
    ),
    q(
        "h214_sympy_integerring",
        "edit",
        "IntegerRing.from_GaussianIntegerRing is the only converter without a docstring. Add one "
        "(it converts a Gaussian integer with zero imaginary part to ZZ).",
        {"effect": {"docstring": "IntegerRing.from_GaussianIntegerRing"}},
    ),
]
