"""The thirty-second held-out set: questions on five third-party packages that no other set uses,
copied from the installed site-packages (pytest-benchmark 5.2.3, jupyter_events 0.12.1,
aws-xray-sdk 2.15.0, py-partiql-parser 0.6.3 and backcall 0.2.0), written blind: by reading only
those packages, never the model's code or its notes, and committed before the model was asked any
of them. Nothing is tuned on it: only its totals are looked at.

About a fifth of its questions are in the user's own words (``"own": True``: behaviour described
in words the code does not use for it); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Questions are weighted by package size (aws_xray_sdk and
pytest_benchmark most). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "pytest_benchmark": ["pytest_benchmark"],
    "jupyter_events": ["jupyter_events"],
    "aws_xray_sdk": ["aws_xray_sdk"],
    "py_partiql_parser": ["py_partiql_parser"],
    "backcall": ["backcall"],
}

PB_UTILS = "pytest_benchmark/utils.py"
PB_FIXTURE = "pytest_benchmark/fixture.py"
XRAY_CORE = "aws_xray_sdk/core"
PQ_INTERNAL = "py_partiql_parser/_internal"
JE_LOGGER = "jupyter_events/logger.py"


QUESTIONS: list[dict] = [
    # --- pytest_benchmark -------------------------------------------------------------------
    q(
        "pytest_benchmark",
        "where",
        "where's PauseInstrumentation defined?",
        {"def": "PauseInstrumentation"},
    ),
    q(
        "pytest_benchmark",
        "returns",
        "What does `time_unit` in pytest_benchmark/utils.py hand back?",
        {"returns": "time_unit"},
    ),
    q(
        "pytest_benchmark",
        "raises",
        "Where is FixtureAlreadyUsed raised?",
        grep(r"raise FixtureAlreadyUsed\(", PB_FIXTURE),
    ),
    q(
        "pytest_benchmark",
        "calls",
        "who calls load_storage? I want every place the results storage gets built",
        {"grep": r"(?<!def )load_storage\("},
    ),
    q(
        "pytest_benchmark",
        "where",
        "Where is ALLOWED_COLUMNS set up?",
        grep(r"^ALLOWED_COLUMNS = ", PB_UTILS),
    ),
    q(
        "pytest_benchmark",
        "raises",
        "what makes parse_save fail when the value passed to --benchmark-save is bad?",
        grep(
            r"ArgumentTypeError\(\"Can't be empty|ArgumentTypeError\(f'Must not contain", PB_UTILS
        ),
    ),
    q(
        "pytest_benchmark",
        "how",
        "how does Stats.q1 work out the first quartile when theres an odd number of rounds",
        {"body": "Stats.q1"},
    ),
    q(
        "pytest_benchmark",
        "which",
        "Which function in plugin.py handles grouping the benchmarks by `param:NAME`?",
        {"body": "pytest_benchmark_group_stats", "file": "pytest_benchmark/plugin.py"},
    ),
    q(
        "pytest_benchmark",
        "how",
        "When the thing I'm timing is super quick, how does it decide how many times to repeat it "
        "back to back so the clock can actually measure it?",
        {"body": "BenchmarkFixture._calibrate_timer"},
        own=True,
    ),
    q(
        "pytest_benchmark",
        "how",
        "how does it find out the smallest gap of time the clock on my machine can tell apart?",
        {"body": "compute_timer_precision"},
        {"body": "BenchmarkFixture._get_precision"},
        own=True,
    ),
    q(
        "pytest_benchmark",
        "which",
        "Which code counts the runs that were way off from the usual, i.e. much slower or much "
        "faster than the rest of them?",
        {"body": "Stats.stddev_outliers"},
        {"body": "Stats.iqr_outliers"},
        {"body": "Stats.outliers"},
        own=True,
    ),
    run(
        "pytest_benchmark",
        "Run {} and tell me the output.",
        "from pytest_benchmark.utils import format_time; print(format_time(0.0000123))",
        "12.30u",
    ),
    q(
        "pytest_benchmark",
        "edit",
        "pls add a docstring to Stats.update in pytest_benchmark/stats.py",
        {"effect": {"docstring": "Stats.update"}},
    ),
    # --- aws_xray_sdk -----------------------------------------------------------------------
    q("aws_xray_sdk", "where", "Where's the AWSXRayRecorder class?", {"def": "AWSXRayRecorder"}),
    q(
        "aws_xray_sdk",
        "raises",
        "where does SegmentNameMissingException get raised",
        {"grep": r"raise SegmentNameMissingException\("},
    ),
    q(
        "aws_xray_sdk",
        "raises",
        "DaemonConfig keeps blowing up on my address string. Where does it fail when the address "
        "is malformed?",
        grep(r"raise InvalidDaemonAddressException\(", f"{XRAY_CORE}/daemon_config.py"),
    ),
    q(
        "aws_xray_sdk",
        "where",
        "where is SUPPORTED_MODULES set (the list of libs the patcher knows about)?",
        grep(r"^SUPPORTED_MODULES = ", f"{XRAY_CORE}/patcher.py"),
    ),
    q(
        "aws_xray_sdk",
        "calls",
        "Who calls `calculate_sampling_decision`?",
        {"grep": r"= calculate_sampling_decision\("},
    ),
    q(
        "aws_xray_sdk",
        "returns",
        "what does TraceHeader.to_header_str return",
        {"returns": "TraceHeader.to_header_str"},
    ),
    q(
        "aws_xray_sdk",
        "how",
        "How does Entity.apply_status_code decide between the fault, error and throttle flags?",
        {"body": "Entity.apply_status_code"},
    ),
    q(
        "aws_xray_sdk",
        "raises",
        "where does LocalSampler.load_local_rules bail out if the rules dict i give it is wrong?",
        grep(r"raise InvalidSamplingManifestError\(", f"{XRAY_CORE}/sampling/local/sampler.py"),
    ),
    q(
        "aws_xray_sdk",
        "which",
        "Which bit of code checks whether a host name like api.shop.com fits a pattern that has "
        "* and ? in it?",
        {"body": "wildcard_match"},
        own=True,
    ),
    q(
        "aws_xray_sdk",
        "how",
        "When one request has spawned loads of little timed sections, how does the library send "
        "the finished ones off early instead of waiting for the whole request to end?",
        {"body": "DefaultStreaming._stream"},
        {"body": "DefaultStreaming.stream"},
        {"body": "DefaultStreaming.is_eligible"},
        {"body": "AWSXRayRecorder.stream_subsegments"},
        own=True,
    ),
    q(
        "aws_xray_sdk",
        "which",
        "which part makes sure a fixed handful of requests every second always get recorded, no "
        "matter how low the percentage is set?",
        {"body": "Reservoir.take", "file": f"{XRAY_CORE}/sampling/local/reservoir.py"},
        {"body": "LocalSampler._should_trace"},
        {"body": "Reservoir._borrow_or_take", "file": f"{XRAY_CORE}/sampling/reservoir.py"},
        {"body": "DefaultSampler._process_matched_rule"},
        own=True,
    ),
    run(
        "aws_xray_sdk",
        "what would {} print out?",
        "from aws_xray_sdk.ext.util import to_snake_case; print(to_snake_case('GetItemHTTPRequest'))",
        "get_item_http_request",
    ),
    q(
        "aws_xray_sdk",
        "edit",
        "In aws_xray_sdk/core/daemon_config.py, change DEFAULT_ADDRESS to '127.0.0.1:2100' please",
        {
            "effect": {
                "value_set": [
                    f"{XRAY_CORE}/daemon_config.py",
                    "DEFAULT_ADDRESS",
                    "'127.0.0.1:2100'",
                ]
            }
        },
    ),
    q(
        "aws_xray_sdk",
        "edit",
        "can you rework the sampling so it learns the right sampling rate from live traffic over "
        "time instead of using fixed rules?",
        {"effect": {"declined": True}},
    ),
    # --- py_partiql_parser ------------------------------------------------------------------
    q(
        "py_partiql_parser",
        "where",
        "where is ClauseTokenizer defined",
        {"def": "ClauseTokenizer"},
    ),
    q(
        "py_partiql_parser",
        "raises",
        "Which line throws DocumentNotFoundException?",
        grep(r"raise DocumentNotFoundException\(", f"{PQ_INTERNAL}/parser.py"),
    ),
    q(
        "py_partiql_parser",
        "returns",
        "What does find_value_in_document return?",
        {"returns": "find_value_in_document"},
    ),
    q(
        "py_partiql_parser",
        "calls",
        "who calls `_determine_current_clause` in where_parser.py?",
        grep(r"cls\._determine_current_clause\(", f"{PQ_INTERNAL}/where_parser.py"),
    ),
    q(
        "py_partiql_parser",
        "which",
        "If my record has a field 'Name' but my query says 'name', which piece of code makes "
        "those count as the same field?",
        {"body": "CaseInsensitiveDict"},
        own=True,
    ),
    q(
        "py_partiql_parser",
        "which",
        "which part takes a bunch of records stuck one after another in one string and pulls them "
        "apart into separate documents?",
        {"body": "JsonParser.parse"},
        {"body": "JsonParser.parse_with_tokens"},
        {"body": "JsonParser._get_next_document"},
        own=True,
    ),
    run(
        "py_partiql_parser",
        "Could you run {} for me?",
        "from py_partiql_parser import csv_to_json; "
        "print(csv_to_json('name,age\\nann,41', headers_included=True))",
        '{"name": "ann", "age": "41"}',
    ),
    q(
        "py_partiql_parser",
        "edit",
        "Rename `int_or_float` to `parse_number` everywhere.",
        {"effect": {"renamed": ["int_or_float", "parse_number"]}},
    ),
    # --- jupyter_events ---------------------------------------------------------------------
    q("jupyter_events", "where", "Where is EventLogger.emit?", {"def": "EventLogger.emit"}),
    q(
        "jupyter_events",
        "raises",
        "who raises SchemaRegistryException",
        grep(r"raise SchemaRegistryException\(", "jupyter_events/schema_registry.py"),
    ),
    q(
        "jupyter_events",
        "calls",
        "where is register_handler called from?",
        {"grep": r"\.register_handler\("},
    ),
    q(
        "jupyter_events",
        "where",
        "where's EVENTS_METADATA_VERSION set",
        grep(r"^EVENTS_METADATA_VERSION = ", JE_LOGGER),
    ),
    q(
        "jupyter_events",
        "returns",
        "What does `EventSchema._load_schema` give back?",
        {"returns": "EventSchema._load_schema"},
    ),
    q(
        "jupyter_events",
        "which",
        "where does it turn down a field name that begins with two underscores?",
        {"body": "validate_schema"},
        own=True,
    ),
    q(
        "jupyter_events",
        "edit",
        "comment out the warnings.simplefilter line in jupyter_events/logger.py",
        {
            "effect": {
                "comment_out": [JE_LOGGER, 'warnings.simplefilter("once", SchemaNotRegistered)']
            }
        },
    ),
    # --- backcall ---------------------------------------------------------------------------
    q("backcall", "where", "where's callback_prototype", {"def": "callback_prototype"}),
    q(
        "backcall",
        "raises",
        "In backcall.py, which lines raise TypeError?",
        grep(r"raise TypeError\(", "backcall/backcall.py"),
    ),
    q(
        "backcall",
        "calls",
        "what calls `_bind` in _signatures.py",
        grep(r"self\._bind\(", "backcall/_signatures.py"),
    ),
    q(
        "backcall",
        "which",
        "Which code lets me plug in my own handler that takes fewer values than the library passes "
        "along, and quietly drops the extra ones?",
        {"body": "callback_prototype"},
        own=True,
    ),
    run(
        "backcall",
        "What does {} print?",
        "from backcall import callback_prototype; p = callback_prototype(lambda a, b: None); "
        "f = p.adapt(lambda a: a * 3); print(f('ab', 'cd'))",
        "ababab",
    ),
    q(
        "backcall",
        "edit",
        "Could you make backcall support prototypes with *args and **kwargs, and work out how the "
        "extra arguments should be forwarded to each callback?",
        {"effect": {"declined": True}},
    ),
]
