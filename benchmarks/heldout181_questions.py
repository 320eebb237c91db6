"""The hundred-and-eighty-first held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (moto 5.2.1: ``moto/s3/exceptions.py``;
anthropic 2.17.0: ``anthropic/_streaming.py``; networkx 3.6.1: ``networkx/algorithms/swap.py``;
distributed 2026.8.0: ``distributed/metrics.py``), written blind: by reading only those files,
never the model's code or its notes, and committed before the model was asked any of them. Nothing
is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (moto's S3 exceptions most, then anthropic's
streaming module, distributed's metrics, networkx's edge swaps). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h181_moto_s3_exceptions": ["moto/s3/exceptions.py"],
    "h181_anthropic_streaming": ["anthropic/_streaming.py"],
    "h181_networkx_swap": ["networkx/algorithms/swap.py"],
    "h181_distributed_metrics": ["distributed/metrics.py"],
}

S3EXC = "moto/s3/exceptions.py"
STREAMING = "anthropic/_streaming.py"
SWAP = "networkx/algorithms/swap.py"
METRICS = "distributed/metrics.py"


QUESTIONS: list[dict] = [
    # --- moto/s3/exceptions.py ---------------------------------------------------------------
    q(
        "h181_moto_s3_exceptions",
        "where",
        "where's MissingBucket defined",
        {"def": "MissingBucket"},
    ),
    q(
        "h181_moto_s3_exceptions",
        "calls",
        "A few of the Bucket* error classes just call their parent's `__init__` with no "
        "arguments and then stash the bucket name. Which lines make those bare parent calls?",
        grep(r"super\(\)\.__init__\(\)$", S3EXC),
    ),
    q(
        "h181_moto_s3_exceptions",
        "calls",
        "Where is `S3NotificationEvent.events()` called in moto/s3/exceptions.py?",
        grep(r"S3NotificationEvent\.events\(\)", S3EXC),
    ),
    q(
        "h181_moto_s3_exceptions",
        "raises",
        "my test deletes a bucket that still has keys in it and moto refuses. where's the error "
        "for that defined?",
        {"body": "BucketNotEmpty"},
    ),
    q(
        "h181_moto_s3_exceptions",
        "raises",
        "Getting 'Cannot provide multiple Tags with the same key' back from the mocked S3. Which "
        "line produces that message?",
        grep(r"Cannot provide multiple Tags with the same key", S3EXC),
    ),
    q(
        "h181_moto_s3_exceptions",
        "const",
        "what error code does MissingVersion carry, and where is it set?",
        grep(r'code = "NoSuchVersion"', S3EXC),
    ),
    q(
        "h181_moto_s3_exceptions",
        "which",
        "Which exception class covers copying an object onto itself without changing its "
        "metadata, storage class or encryption?",
        {"def": "CopyObjectMustChangeSomething"},
    ),
    q(
        "h181_moto_s3_exceptions",
        "which",
        "I asked the fake storage service for a byte span past the end of a file and got an "
        "error back. Which error class remembers both the span I wanted and the real size of "
        "the file?",
        {"def": "InvalidRange"},
        own=True,
    ),
    q(
        "h181_moto_s3_exceptions",
        "which",
        "which error is it when I wrap up a chunked upload but hand over the chunks shuffled "
        "instead of first-to-last?",
        {"def": "InvalidPartOrder"},
        own=True,
    ),
    q(
        "h181_moto_s3_exceptions",
        "how",
        "How does `InvalidNamespaceHeaderException` work out the suffix it tells you to put on "
        "the bucket name?",
        {"body": "InvalidNamespaceHeaderException.__init__"},
    ),
    run(
        "h181_moto_s3_exceptions",
        "Run {} and tell me what the message says.",
        "from moto.s3.exceptions import InvalidMaxPartArgument; "
        "e = InvalidMaxPartArgument('max-keys', 0, 1000); print(e.code, '|', e.message)",
        "Argument max-keys must be an integer between 0 and 1000",
    ),
    q(
        "h181_moto_s3_exceptions",
        "edit",
        "Please rename `S3AccessDeniedError` to `S3AccessDenied` in moto/s3/exceptions.py, "
        "including the class that inherits from it.",
        {"effect": {"renamed": ["S3AccessDeniedError", "S3AccessDenied"]}},
    ),
    q(
        "h181_moto_s3_exceptions",
        "edit",
        "AccessDeniedByLock has no docstring. Could you add one? It's the access denied error "
        "used when an object lock blocks the request.",
        {"effect": {"docstring": "AccessDeniedByLock"}},
    ),
    # --- anthropic/_streaming.py -------------------------------------------------------------
    q(
        "h181_anthropic_streaming",
        "where",
        "In anthropic's _streaming module, which line declares the SSEBytesDecoder protocol?",
        {"def": "SSEBytesDecoder"},
    ),
    q(
        "h181_anthropic_streaming",
        "returns",
        "is_stream_class_type -- what does it return exactly?",
        {"returns": "is_stream_class_type"},
    ),
    q(
        "h181_anthropic_streaming",
        "returns",
        "What does `SSEDecoder.decode` hand back? Is it always None unless the line is empty?",
        {"returns": "SSEDecoder.decode"},
    ),
    q(
        "h181_anthropic_streaming",
        "calls",
        "who calls iter_response_bytes?",
        grep(r"(?<!def )(?<!\w)iter_response_bytes\(", STREAMING),
    ),
    q(
        "h181_anthropic_streaming",
        "raises",
        "When the server sends an SSE event named `error` mid-stream, where does the stream "
        "raise the exception for it?",
        grep(r"raise self\._client\._make_status_error\(", STREAMING),
    ),
    q(
        "h181_anthropic_streaming",
        "raises",
        "where are read timeouts on the response body re-raised as the client's own timeout error?",
        grep(r"raise client\._make_timeout_error\(", STREAMING),
    ),
    q(
        "h181_anthropic_streaming",
        "which",
        "Which helper pulls the item type T out of something like `Stream[T]`, or out of a "
        "subclass of it?",
        {"def": "extract_stream_chunk_type"},
    ),
    q(
        "h181_anthropic_streaming",
        "which",
        "which part keeps gluing together what comes off the wire until it hits an empty line, "
        "and only then passes that whole block along?",
        {"def": "SSEDecoder._iter_chunks"},
        {"def": "SSEDecoder._aiter_chunks"},
        own=True,
    ),
    q(
        "h181_anthropic_streaming",
        "how",
        "How does Stream.__stream__ deal with `ping` events and with events that have no event "
        "name at all?",
        grep(r'if sse\.event == "ping":|if sse\.event is None:', STREAMING),
    ),
    q(
        "h181_anthropic_streaming",
        "how",
        "In the text the server pushes to us, what happens to a row that begins with a colon? "
        "Is it just a remark that gets dropped?",
        grep(r'if line\.startswith\(":"\):', STREAMING),
        own=True,
    ),
    run(
        "h181_anthropic_streaming",
        "what does {} print?",
        "from anthropic._streaming import SSEDecoder; d = SSEDecoder(); "
        "[d.decode(l) for l in ['event: ping', 'data: {}', 'id: 7']]; print(d.decode(''))",
        "ServerSentEvent(event=ping, data={}, id=7, retry=None)",
    ),
    q(
        "h181_anthropic_streaming",
        "edit",
        'In anthropic/_streaming.py, add `__all__ = ["Stream", "AsyncStream"]` on the line '
        'right after `_T = TypeVar("_T")`.',
        {
            "effect": {
                "line_after": [
                    STREAMING,
                    '_T = TypeVar("_T")',
                    '__all__ = ["Stream", "AsyncStream"]',
                ]
            }
        },
    ),
    q(
        "h181_anthropic_streaming",
        "edit",
        "SSEDecoder feels slow on really long streams. Could you rewrite the decoding with a "
        "compiled regex or something smarter, and show me benchmarks proving it's faster?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/algorithms/swap.py ---------------------------------------------------------
    q(
        "h181_networkx_swap",
        "where",
        "show me where `connected_double_edge_swap` starts in networkx/algorithms/swap.py",
        {"def": "connected_double_edge_swap"},
    ),
    q(
        "h181_networkx_swap",
        "returns",
        "connected_double_edge_swap: does it return the graph like double_edge_swap does, or "
        "something else?",
        {"returns": "connected_double_edge_swap"},
    ),
    q(
        "h181_networkx_swap",
        "calls",
        "Where does swap.py call discrete_sequence to pick nodes?",
        grep(r"= discrete_sequence\(", SWAP),
    ),
    q(
        "h181_networkx_swap",
        "raises",
        "where does double_edge_swap refuse a DiGraph?",
        grep(r"if G\.is_directed\(\):|double_edge_swap\(\) not defined for directed", SWAP),
    ),
    q(
        "h181_networkx_swap",
        "raises",
        "List the places in swap.py that raise NetworkXAlgorithmError.",
        grep(r"raise nx\.NetworkXAlgorithmError\(", SWAP),
    ),
    q(
        "h181_networkx_swap",
        "raises",
        "I gave the reshuffling routine that has to keep everything reachable a network made of "
        "two separate islands, and it gave up immediately. Where is that check?",
        grep(
            r'if not nx\.is_connected\(G\):|raise nx\.NetworkXError\("Graph not connected"\)', SWAP
        ),
        own=True,
    ),
    q(
        "h181_networkx_swap",
        "which",
        "Which function rewires a network of one-way arrows while leaving every point's count "
        "of incoming and outgoing arrows untouched?",
        {"def": "directed_edge_swap"},
        own=True,
    ),
    q(
        "h181_networkx_swap",
        "how",
        "How does connected_double_edge_swap decide when to grow its window and when to shrink it?",
        grep(r"window = math\.ceil\(window / 2\)|window \+= 1", SWAP),
    ),
    q(
        "h181_networkx_swap",
        "how",
        "in directed_edge_swap, how is the starting node chosen? uniformly at random, or "
        "weighted somehow?",
        grep(r"start_index = discrete_sequence\(|start = keys\[start_index\]", SWAP),
    ),
    run(
        "h181_networkx_swap",
        "can you execute {} for me? I want to know how many swaps actually went through",
        "import networkx as nx; G = nx.cycle_graph(10); "
        "print(nx.connected_double_edge_swap(G, nswap=6, seed=42), nx.is_connected(G))",
        "4 True",
    ),
    q(
        "h181_networkx_swap",
        "edit",
        'In swap.py, replace the line `raise nx.NetworkXError("Graph not connected")` with '
        '`raise nx.NetworkXError("Graph is not connected.")`.',
        {
            "effect": {
                "line_replaced": [
                    SWAP,
                    'raise nx.NetworkXError("Graph not connected")',
                    'raise nx.NetworkXError("Graph is not connected.")',
                ]
            }
        },
    ),
    # --- distributed/metrics.py --------------------------------------------------------------
    q(
        "h181_distributed_metrics",
        "where",
        "Where is digest_metric defined?",
        {"def": "ContextMeter.digest_metric"},
    ),
    q(
        "h181_distributed_metrics",
        "returns",
        "What does `_psutil_caller` give back?",
        {"returns": "_psutil_caller"},
    ),
    q(
        "h181_distributed_metrics",
        "calls",
        "which places in distributed/metrics.py call self.digest_metric?",
        grep(r"self\.digest_metric\(", METRICS),
    ),
    q(
        "h181_distributed_metrics",
        "raises",
        "I tried to pickle a second ContextMeter and it blew up with 'Found copy of singleton'. "
        "Where does that come from?",
        grep(r'assert self is context_meter, "Found copy of singleton"', METRICS),
    ),
    q(
        "h181_distributed_metrics",
        "const",
        "where's the default for how often _WindowsTime resyncs? I think it's 600 seconds",
        grep(r"resync_every: float = 600\.0", METRICS),
    ),
    q(
        "h181_distributed_metrics",
        "which",
        "Which ContextMeter method stops callbacks registered outside the current block from "
        "firing?",
        {"def": "ContextMeter.clear_callbacks"},
    ),
    q(
        "h181_distributed_metrics",
        "which",
        "On some platforms the usual way of asking what hour it is is too coarse. Which class "
        "blends two sources so the readings are tied to the calendar yet accurate to tiny "
        "fractions of a second?",
        {"def": "_WindowsTime"},
        own=True,
    ),
    q(
        "h181_distributed_metrics",
        "how",
        "How does ContextMeter.meter avoid double counting the seconds already measured by "
        "nested meters inside it?",
        grep(r"offsets\.append\(value2\)|delta = m\.delta - sum\(offsets\)", METRICS),
    ),
    q(
        "h181_distributed_metrics",
        "how",
        "When some work gets pushed onto a background worker, how does it make sure my listener "
        "still gets run back where I set it up, and not on that worker?",
        grep(
            r"if threading\.get_ident\(\) == tid:|"
            r"loop\.call_soon_threadsafe\(callback, label, value, unit\)",
            METRICS,
        ),
        own=True,
    ),
    q(
        "h181_distributed_metrics",
        "how",
        "With the plain measuring helper, if the reading at the end comes out lower than the one "
        "at the start, do I get a negative difference back? how is that dealt with",
        grep(r"out\.delta = max\(floor, out\.delta\)", METRICS),
        own=True,
    ),
    run(
        "h181_distributed_metrics",
        "Could you run {} and show me the output?",
        "from distributed.metrics import DelayedMetricsLedger, context_meter; "
        "l = DelayedMetricsLedger(func=iter([0, 10]).__next__); cm = l.record(); cm.__enter__(); "
        "context_meter.digest_metric('x', 3, 'seconds'); cm.__exit__(None, None, None); "
        "print(list(l.finalize()))",
        "[('x', 3, 'seconds'), ('other', 7, 'seconds')]",
    ),
    q(
        "h181_distributed_metrics",
        "edit",
        'comment out the `assert self is context_meter, "Found copy of singleton"` line in '
        "ContextMeter.__reduce__, just that line",
        {
            "effect": {
                "comment_out": [
                    METRICS,
                    'assert self is context_meter, "Found copy of singleton"',
                ]
            }
        },
    ),
]
