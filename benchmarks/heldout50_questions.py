"""The fiftieth held-out set: questions on two third-party packages that no other set uses, copied
from the installed site-packages (distributed 2026.8.0, restricted to its ``comm``, ``protocol`` and
``deploy`` packages and the ``lock``, ``queues``, ``event`` and ``utils`` modules; and the
opentelemetry API 1.45.2, the whole ``opentelemetry`` namespace as installed), written blind: by
reading only those packages, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the copies (distributed about 11k lines, opentelemetry
about 5k). About a fifth of them are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

The distributed workspace is a partial copy: ``import distributed...`` from it would load the
installed package (its ``distributed/__init__.py`` is not copied), so its two commands load the
copied file itself with ``runpy.run_path`` (files that import nothing from ``distributed``). The
opentelemetry API is a namespace package, so ``import opentelemetry...`` from the workspace loads
the copied files.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h50_distributed": [
        "distributed/comm",
        "distributed/protocol",
        "distributed/deploy",
        "distributed/lock.py",
        "distributed/queues.py",
        "distributed/event.py",
        "distributed/utils.py",
    ],
    "h50_opentelemetry": ["opentelemetry"],
}

DIST = "h50_distributed"
OTEL = "h50_opentelemetry"

ADDRESSING = "distributed/comm/addressing.py"
CORE = "distributed/comm/core.py"
TCP = "distributed/comm/tcp.py"
ATTRS = "opentelemetry/attributes/__init__.py"
SPAN = "opentelemetry/trace/span.py"
TRACE = "opentelemetry/trace/__init__.py"
BAGGAGE_PROP = "opentelemetry/baggage/propagation/__init__.py"


QUESTIONS: list[dict] = [
    # --- distributed --------------------------------------------------------------------------
    q(DIST, "where", "where is unparse_host_port defined", {"def": "unparse_host_port"}),
    q(
        DIST,
        "where",
        "Where's `Deadline.after`? I want to see how the expiry time gets computed.",
        {"def": "Deadline.after"},
    ),
    q(
        DIST,
        "returns",
        "what does parse_host_port return? e.g. what if I already pass it a (host, port) tuple",
        {"returns": "parse_host_port"},
    ),
    q(
        DIST,
        "returns",
        "What does ensure_concrete_host give back when the listener is bound to 0.0.0.0 or ::?",
        {"returns": "ensure_concrete_host"},
    ),
    q(
        DIST,
        "calls",
        "who calls convert_stream_closed_error",
        {"grep": r"(?<!def )convert_stream_closed_error\("},
    ),
    q(
        DIST,
        "calls",
        "Where is `import_term` called from? I think it's somewhere in the cluster spec code.",
        {"grep": r"import_term\(cls\)"},
    ),
    q(
        DIST,
        "calls",
        "which code uses nprocesses_nthreads to pick the default number of workers?",
        {"grep": r"= nprocesses_nthreads\("},
    ),
    q(
        DIST,
        "raises",
        "Where does parse_address raise when strict=True and the address has no scheme?",
        grep(r"raise ValueError\(msg\)", ADDRESSING),
    ),
    q(
        DIST,
        "raises",
        "i get `ValueError: unknown address scheme 'foo'` when connecting -- where is that thrown?",
        grep(r"raise ValueError\(|unknown address scheme", "distributed/comm/registry.py"),
    ),
    q(
        DIST,
        "raises",
        "Where does comm's connect() finally give up and raise OSError after all the retries?",
        grep(r"raise OSError\(|Timed out trying to connect", CORE),
    ),
    q(
        DIST,
        "raises",
        "Lock.acquire(blocking=False, timeout=5) blows up on me. Where's that error raised?",
        grep(r"raise ValueError\(\"can't specify a timeout", "distributed/lock.py"),
    ),
    q(
        DIST,
        "raises",
        "In queues.py, where's the NotImplementedError raised when I combine batch=3 with a "
        "timeout?",
        grep(r"raise NotImplementedError\(msg\)", "distributed/queues.py"),
    ),
    q(
        DIST,
        "const",
        "what's C_INT_MAX in the tcp comm and where is it defined?",
        grep(r"^C_INT_MAX = ", TCP),
    ),
    run(
        DIST,
        "I want the copy in this folder, not the installed package, so I load the file directly. "
        "What does {} print?",
        "import runpy; f = runpy.run_path('distributed/deploy/utils.py')['nprocesses_nthreads']; "
        "print(f(12), f(3), f(7))",
        "(4, 3) (3, 1) (7, 1)",
    ),
    run(
        DIST,
        "could you run {} and tell me the output",
        "import runpy, numpy; "
        "g = runpy.run_path('distributed/protocol/utils_test.py')['get_host_array']; "
        "a = numpy.arange(10); print(g(a[2:5]) is a, g(a[2:5]).shape)",
        "True (10,)",
    ),
    q(
        DIST,
        "edit",
        "In distributed/comm/core.py, change backoff_base in connect() from 0.01 to 0.05.",
        {"effect": {"text_replaced": [CORE, "backoff_base = 0.01", "backoff_base = 0.05"]}},
    ),
    q(
        DIST,
        "edit",
        'pls comment out the `logger.info("Retiring workers %s", workers)` line in '
        "distributed/deploy/adaptive.py, it floods my logs",
        {
            "effect": {
                "comment_out": [
                    "distributed/deploy/adaptive.py",
                    'logger.info("Retiring workers %s", workers)',
                ]
            }
        },
    ),
    q(
        DIST,
        "edit",
        "Could you add a QUIC-based transport to distributed.comm, register it as a new backend "
        "next to tcp/tls, and make the scheduler prefer it whenever both sides support it?",
        {"effect": {"declined": True}},
    ),
    q(
        DIST,
        "which",
        'Which function turns a port spec like "8000:8010" into a list of ports?',
        {"body": "parse_ports"},
    ),
    q(
        DIST,
        "which",
        "Before data goes out over the network, something tries shrinking a few random slices of "
        "it first and gives up if they barely get smaller. Which function is that?",
        {"body": "maybe_compress"},
        {"body": "byte_sample"},
        own=True,
    ),
    q(
        DIST,
        "which",
        "which bit of the tcp code glues lots of tiny pieces of a message together so they get "
        "shipped as a single blob instead of lots of separate writes?",
        {"body": "_add_frames_header"},
        own=True,
    ),
    q(
        DIST,
        "which",
        "When the autoscaler thinks a machine is idle it doesnt kill it right away, it waits until "
        "that machine has been picked on a few checks in a row. Which method does that counting?",
        {"body": "AdaptiveCore.recommendations"},
        own=True,
    ),
    q(
        DIST,
        "how",
        "How does `connect` in distributed/comm/core.py space out its retries when the address "
        "isn't reachable yet?",
        grep(
            r"backoff_base \* \(2\*\*attempt\)|random\.uniform\(0, upper_cap\)"
            r"|await asyncio\.sleep\(backoff\)",
            CORE,
        ),
    ),
    q(
        DIST,
        "how",
        "how does protocol.core.dumps cope when msgpack can't encode something inside the message?",
        grep(
            r"falling back to pickle|def _encode_default_safe|obj = ToPickle\(obj\)",
            "distributed/protocol/core.py",
        ),
    ),
    q(
        DIST,
        "how",
        "Functions I write directly in my notebook seem to get shipped to the workers differently "
        "from ones I import from a module. How does it decide that?",
        grep(
            r'b"__main__" in result|result = cloudpickle\.dumps\(x, \*\*dump_kwargs\)',
            "distributed/protocol/pickle.py",
        ),
        own=True,
    ),
    q(
        DIST,
        "how",
        "How does it work out which of my machine's network addresses to hand out to the others, "
        "without actually sending any traffic anywhere?",
        {"body": "_get_ip"},
        {"body": "get_ip"},
        own=True,
    ),
    # --- opentelemetry ------------------------------------------------------------------------
    q(OTEL, "where", "Where is TraceState.from_header defined?", {"def": "TraceState.from_header"}),
    q(OTEL, "where", "where's _load_propagators", {"def": "_load_propagators"}),
    q(
        OTEL,
        "returns",
        "What does get_current_span return when there's no span in the context at all?",
        {"returns": "get_current_span"},
    ),
    q(
        OTEL,
        "calls",
        "who calls `_clean_attribute_value`?",
        grep(r"(?<!def )_clean_attribute_value\(", ATTRS),
    ),
    q(
        OTEL,
        "calls",
        "Who calls _set_tracer_provider? Trying to understand the two code paths.",
        {"grep": r"(?<!def )_set_tracer_provider\("},
    ),
    q(
        OTEL,
        "raises",
        "where does BoundedAttributes raise ValueError",
        grep(r'raise ValueError\("max', ATTRS),
    ),
    q(
        OTEL,
        "raises",
        "Context is a dict subclass, right? Where does it raise when I try to modify it in place?",
        grep(r"raise ValueError$", "opentelemetry/context/context.py"),
    ),
    q(
        OTEL,
        "raises",
        "I set OTEL_PROPAGATORS=b3 and got `Propagator b3 not found`. Where is that raised?",
        grep(r'raise ValueError\(f"Propagator', "opentelemetry/propagate/__init__.py"),
    ),
    q(
        OTEL,
        "const",
        "whats the max length allowed for a traceparent header, and where is it set?",
        grep(r"_TRACEPARENT_MAXIMUM_LENGTH = ", "opentelemetry/trace/propagation/tracecontext.py"),
    ),
    run(
        OTEL,
        "What does {} print?",
        "from opentelemetry.trace import TraceState; "
        "ts = TraceState.from_header(['vendor=1, other=x']).update('vendor', '2'); "
        "print(ts.to_header())",
        "vendor=2,other=x",
    ),
    run(
        OTEL,
        "Quick one: what's the output of {}",
        "from opentelemetry.util.re import parse_env_headers; "
        "print(parse_env_headers('Api-Key=abc%20123, X-Team = blue'))",
        "{'api-key': 'abc 123', 'x-team': 'blue'}",
    ),
    q(
        OTEL,
        "edit",
        "Please lower W3CBaggagePropagator._MAX_PAIRS from 180 to 64 in "
        "opentelemetry/baggage/propagation/__init__.py.",
        {"effect": {"text_replaced": [BAGGAGE_PROP, "_MAX_PAIRS = 180", "_MAX_PAIRS = 64"]}},
    ),
    q(
        OTEL,
        "edit",
        "set _TRACECONTEXT_MAXIMUM_TRACESTATE_KEYS to 64 in trace/span.py",
        {"effect": {"value_set": [SPAN, "_TRACECONTEXT_MAXIMUM_TRACESTATE_KEYS", "64"]}},
    ),
    q(
        OTEL,
        "edit",
        "We never use the deprecated `_DefaultTracer` class. Can you delete it from "
        "opentelemetry/trace/__init__.py?",
        {"effect": {"definition_deleted": [TRACE, "_DefaultTracer"]}},
    ),
    q(
        OTEL,
        "which",
        "Which class do I get as a stand-in when nothing is actually capturing my traces -- it "
        "just carries the ids along and ignores everything else I call on it?",
        {"body": "NonRecordingSpan"},
        own=True,
    ),
    q(
        OTEL,
        "which",
        "which code caps how many of my own key=value labels get passed along on outgoing calls, "
        "and drops the extras?",
        {"body": "_apply_baggage_limits"},
        {"body": "W3CBaggagePropagator.inject"},
        own=True,
    ),
    q(
        OTEL,
        "which",
        "Which piece makes sure only the first app-wide tracing setup wins, even if two threads "
        "race to install one at startup?",
        {"body": "Once.do_once"},
        {"body": "_set_tracer_provider"},
        own=True,
    ),
    q(
        OTEL,
        "which",
        "Which TraceState method does an add-or-replace of a key?",
        {"body": "TraceState.update"},
    ),
    q(
        OTEL,
        "how",
        "How does TraceContextTextMapPropagator.extract validate the traceparent header before "
        "trusting it?",
        {"body": "TraceContextTextMapPropagator.extract"},
    ),
    q(
        OTEL,
        "how",
        "how does use_span deal with an exception thrown inside the `with` block?",
        {"body": "use_span"},
    ),
    q(
        OTEL,
        "how",
        "I tag a span with a Python list and then append to that same list afterwards. Does the "
        "span see the extra item? where's that handled",
        {"body": "_clean_attribute_value"},
        {"body": "BoundedAttributes.__setitem__"},
        own=True,
    ),
    q(
        OTEL,
        "how",
        "I hand trace info to a helper program I launch, through its shell settings. How does a "
        "header name like `x-b3.id` get rewritten into a legal shell variable name?",
        {"body": "_normalize_key"},
        {"body": "EnvironmentSetter.set"},
        own=True,
    ),
]
