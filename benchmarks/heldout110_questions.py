"""The hundred-and-tenth held-out set: questions on two third-party packages that no other set
uses, copied from the installed site-packages (trio 0.22.2 and graphql-core 3.2.8), written
blind: by reading only those packages, never the model's code or its notes, and committed before
the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

Each workspace holds a few modules, not a whole package: trio's parking lot, instrumentation and
KeyboardInterrupt machinery (``_core``), its subprocess, pipe, signal and deprecation modules, and
its path, file and high-level stream/listener modules; graphql-core's ``utilities`` package, and
its type definitions with the execution values and validation entry point. The questions are
weighted by the size of what the workspaces hold (trio most). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h110_trio_core": [
        "trio/_core/_parking_lot.py",
        "trio/_core/_instrumentation.py",
        "trio/_core/_ki.py",
        "trio/_core/_unbounded_queue.py",
        "trio/_core/_entry_queue.py",
        "trio/_core/_exceptions.py",
    ],
    "h110_trio_proc": [
        "trio/_subprocess.py",
        "trio/_subprocess_platform",
        "trio/_unix_pipes.py",
        "trio/_signals.py",
        "trio/_deprecate.py",
    ],
    "h110_trio_io": [
        "trio/_path.py",
        "trio/_file_io.py",
        "trio/_highlevel_generic.py",
        "trio/_highlevel_socket.py",
        "trio/_highlevel_open_tcp_listeners.py",
        "trio/_highlevel_serve_listeners.py",
    ],
    "h110_gql_utilities": ["graphql/utilities"],
    "h110_gql_type": [
        "graphql/type/definition.py",
        "graphql/execution/values.py",
        "graphql/validation/validate.py",
    ],
}

SUBPROCESS = "trio/_subprocess.py"
PIPES = "trio/_unix_pipes.py"
SIGNALS = "trio/_signals.py"
SERVE = "trio/_highlevel_serve_listeners.py"
TCP_LISTENERS = "trio/_highlevel_open_tcp_listeners.py"
BREAKING = "graphql/utilities/find_breaking_changes.py"
VALUES = "graphql/execution/values.py"
VALIDATE = "graphql/validation/validate.py"


QUESTIONS: list[dict] = [
    # --- trio: _core (parking lot, instruments, KeyboardInterrupt) ----------------------------
    q(
        "h110_trio_core",
        "where",
        "where is `ParkingLot.repark` defined?",
        {"def": "ParkingLot.repark"},
    ),
    q(
        "h110_trio_core",
        "returns",
        "what does ki_protection_enabled return when it walks all the way up the stack without "
        "finding the marker?",
        {"returns": "ki_protection_enabled"},
    ),
    run(
        "h110_trio_core",
        "Quick sanity check before I build a lock on top of it: what does {} print?",
        "from trio.lowlevel import ParkingLot; lot = ParkingLot(); "
        "print(len(lot), bool(lot), lot.statistics(), lot.unpark())",
        "0 False _ParkingLotStatistics(tasks_waiting=0) []",
    ),
    q(
        "h110_trio_core",
        "how",
        "If I mash Ctrl+C at a bad moment, how does the library decide whether to stop right "
        "away or hold off until it's safe to?",
        {"body": "KIManager.install"},
        {"body": "ki_protection_enabled"},
        own=True,
    ),
    q(
        "h110_trio_core",
        "how",
        "when several tasks are stuck waiting on the same thing and one slot frees up, who gets "
        "to go first? is it first come first served?",
        {"body": "ParkingLot._pop_several"},
        {"body": "ParkingLot.unpark"},
        own=True,
    ),
    q(
        "h110_trio_core",
        "which",
        "I plugged a little profiler object into trio. It crashed once and now it never gets "
        "called again, even though nothing in my code took it out. Which code turned it off?",
        {"body": "Instruments.call"},
        own=True,
    ),
    # --- trio: subprocess, pipes, signals, deprecation ---------------------------------------
    q("h110_trio_proc", "where", "Where's open_signal_receiver?", {"def": "open_signal_receiver"}),
    q(
        "h110_trio_proc",
        "calls",
        "where is warn_deprecated used in trio/_deprecate.py",
        grep(r"(?<!def )warn_deprecated\(", "trio/_deprecate.py"),
    ),
    q(
        "h110_trio_proc",
        "calls",
        "Who calls `SignalReceiver._redeliver_remaining`?",
        grep(r"queue\._redeliver_remaining\(\)", SIGNALS),
    ),
    q(
        "h110_trio_proc",
        "raises",
        "Where does open_process throw a TypeError? I keep getting one and want to see the checks.",
        grep(r"raise TypeError\($", SUBPROCESS),
    ),
    q(
        "h110_trio_proc",
        "raises",
        "in FdStream, which lines raise ClosedResourceError?",
        grep(r"raise trio\.ClosedResourceError\(", PIPES),
    ),
    q(
        "h110_trio_proc",
        "raises",
        "where does run_process raise ValueError",
        grep(r"raise ValueError\(", SUBPROCESS),
    ),
    q(
        "h110_trio_proc",
        "edit",
        "For an experiment, comment out the `os.set_blocking(fd, False)` line in "
        "_FdHolder.__init__ (trio/_unix_pipes.py). Just comment it, don't delete it.",
        {"effect": {"comment_out": [PIPES, "os.set_blocking(fd, False)"]}},
    ),
    q(
        "h110_trio_proc",
        "which",
        "which bit gives a child program a grace period after asking it nicely to quit, and then "
        "pulls the plug if it's still hanging around?",
        {"body": "_posix_deliver_cancel"},
        own=True,
    ),
    q(
        "h110_trio_proc",
        "which",
        "Which class lets me use a raw pipe or tty fd as a trio stream?",
        {"body": "FdStream"},
    ),
    q(
        "h110_trio_proc",
        "how",
        "how does open_process hook up stderr when I pass stderr=subprocess.STDOUT?",
        grep(r"stderr == subprocess\.STDOUT|stderr = stdout$", SUBPROCESS),
    ),
    q(
        "h110_trio_proc",
        "how",
        "If my app gets a hang-up notice from the OS right as I'm leaving the block that was "
        "catching those, does the notice just get lost?",
        {"body": "SignalReceiver._redeliver_remaining"},
        {"body": "SignalReceiver._add"},
        {"body": "open_signal_receiver"},
        own=True,
    ),
    # --- trio: path, files, high-level streams and listeners ---------------------------------
    q(
        "h110_trio_io",
        "returns",
        "What does `wrap_file` give back?",
        {"returns": "wrap_file"},
    ),
    q(
        "h110_trio_io",
        "calls",
        "who calls _compute_backlog",
        grep(r"= _compute_backlog\(", TCP_LISTENERS),
    ),
    q(
        "h110_trio_io",
        "raises",
        "What makes SocketListener's constructor blow up? Show me where it raises.",
        grep(
            r'raise (TypeError|ValueError)\("SocketListener requires', "trio/_highlevel_socket.py"
        ),
    ),
    q(
        "h110_trio_io",
        "const",
        "where's ACCEPT_CAPACITY_ERRNOS set, and which errnos are in it?",
        grep(r"^ACCEPT_CAPACITY_ERRNOS = ", SERVE),
    ),
    run(
        "h110_trio_io",
        "can u run {} and paste what it prints",
        "import trio; p = trio.Path('/srv/data') / 'logs' / 'app.log.gz'; "
        "print(repr(p), p.suffixes, p.parent.name)",
        "trio.Path('/srv/data/logs/app.log.gz') ['.log', '.gz'] logs",
    ),
    q(
        "h110_trio_io",
        "edit",
        "Set SLEEP_TIME in trio/_highlevel_serve_listeners.py to 0.5",
        {"effect": {"value_set": [SERVE, "SLEEP_TIME", "0.5"]}},
    ),
    q(
        "h110_trio_io",
        "edit",
        "Could you add a docstring to rewrap_path in trio/_path.py? Something like: wraps a "
        "pathlib.Path result back into a trio.Path, leaves anything else alone.",
        {"effect": {"docstring": "rewrap_path"}},
    ),
    q(
        "h110_trio_io",
        "how",
        "How does trio.Path turn the blocking pathlib methods into async ones?",
        {"body": "thread_wrapper_factory"},
        {"body": "AsyncAutoWrapperType.generate_wraps"},
    ),
    q(
        "h110_trio_io",
        "which",
        "my server box sometimes runs out of file handles while new connections keep coming in. "
        "which code decides to take a short breather and carry on instead of crashing?",
        {"body": "_serve_one_listener"},
        own=True,
    ),
    q(
        "h110_trio_io",
        "which",
        "which function closes an async resource right away without waiting for a graceful "
        "shutdown?",
        {"body": "aclose_forcefully"},
    ),
    # --- graphql: utilities ------------------------------------------------------------------
    q(
        "h110_gql_utilities",
        "where",
        "Where is dict_diff defined?",
        {"def": "dict_diff"},
    ),
    q(
        "h110_gql_utilities",
        "returns",
        "get_operation_ast - what does it return if the document has two operations and I "
        "don't pass a name?",
        {"returns": "get_operation_ast"},
    ),
    q(
        "h110_gql_utilities",
        "calls",
        "who calls is_missing_variable?",
        grep(r"(?<!def )is_missing_variable\(", "graphql/utilities/value_from_ast.py"),
    ),
    q(
        "h110_gql_utilities",
        "calls",
        "Where's `stringify_value` used in find_breaking_changes.py?",
        grep(r"= stringify_value\(", BREAKING),
    ),
    q(
        "h110_gql_utilities",
        "raises",
        "where is the 'Decorated type deeper than introspection query.' error thrown?",
        grep(
            r'raise TypeError\("Decorated type deeper', "graphql/utilities/build_client_schema.py"
        ),
    ),
    q(
        "h110_gql_utilities",
        "const",
        "where's _re_integer_string defined (the regex for ID values that look like ints)?",
        grep(r"^_re_integer_string = ", "graphql/utilities/ast_from_value.py"),
    ),
    run(
        "h110_gql_utilities",
        "What's the output of {}?",
        "from graphql.utilities import strip_ignored_characters; "
        "print(strip_ignored_characters('query Q { user(id: 4) { name, friends(first: 10) "
        "{ name } } }'))",
        "query Q{user(id:4){name friends(first:10){name}}}",
    ),
    run(
        "h110_gql_utilities",
        "I'm comparing two schema versions, run {} please and tell me exactly what comes out",
        "from graphql import build_schema; from graphql.utilities import find_breaking_changes; "
        "print([c.description for c in find_breaking_changes("
        "build_schema('type Query { a: Int, b: String }'), "
        "build_schema('type Query { a: String }'))])",
        "['Standard scalar Int was removed because it is not referenced anymore.', "
        "'Query.b was removed.', 'Query.a changed type from Int to String.']",
    ),
    q(
        "h110_gql_utilities",
        "edit",
        "rename is_schema_of_common_names to uses_conventional_root_names everywhere",
        {"effect": {"renamed": ["is_schema_of_common_names", "uses_conventional_root_names"]}},
    ),
    q(
        "h110_gql_utilities",
        "edit",
        "Can you add a schema-merging utility to graphql/utilities that stitches several remote "
        "schemas together, resolves type-name conflicts automatically and delegates resolvers "
        "to the right backend?",
        {"effect": {"declined": True}},
    ),
    q(
        "h110_gql_utilities",
        "which",
        "Which function tells me if changing a field's type, say from Int to Int!, would mess "
        "up apps that already read that field?",
        {"body": "is_change_safe_for_object_or_interface_field"},
        own=True,
    ),
    q(
        "h110_gql_utilities",
        "how",
        "how does it squash a query down to the shortest text that still means the same thing?",
        {"body": "strip_ignored_characters"},
        own=True,
    ),
    q(
        "h110_gql_utilities",
        "which",
        "Which function splits a document with several operations into one document per "
        "operation, each with only the fragments it needs?",
        {"body": "separate_operations"},
        {"body": "collect_transitive_dependencies"},
    ),
    # --- graphql: type definitions, execution values, validate -------------------------------
    q(
        "h110_gql_type",
        "where",
        "where's get_variable_values defined",
        {"def": "get_variable_values"},
    ),
    q(
        "h110_gql_type",
        "raises",
        "Where does values.py raise a GraphQLError directly?",
        grep(r"raise GraphQLError\(", VALUES),
    ),
    q(
        "h110_gql_type",
        "raises",
        "In validate(), where are the TypeErrors for bad arguments raised?",
        grep(r'raise TypeError\(("Must|"The max|f"Not a|$)', VALIDATE),
    ),
    q(
        "h110_gql_type",
        "raises",
        "Where does GraphQLEnumType raise an error for an input that isnt one of its values?",
        grep(
            r"does not exist in '\{self\.name\}' enum|cannot represent non-(string|enum) value",
            "graphql/type/definition.py",
        ),
    ),
    q(
        "h110_gql_type",
        "edit",
        "In graphql/validation/validate.py, lower the default error limit: change "
        "`max_errors = 100` to `max_errors = 50`.",
        {"effect": {"text_replaced": [VALIDATE, "max_errors = 100", "max_errors = 50"]}},
    ),
    q(
        "h110_gql_type",
        "how",
        "If a query declares a variable with a fallback value and the client just doesn't send "
        "that variable, where does the fallback get filled in?",
        grep(
            r"if var_def_node\.default_value:|coerced_values\[var_name\] = value_from_ast\(", VALUES
        ),
        own=True,
    ),
    q(
        "h110_gql_type",
        "which",
        "which code comes up with near-miss suggestions when a client sends a misspelled option "
        "for one of those fixed-choice types?",
        {"body": "did_you_mean_enum_value"},
        {"body": "GraphQLEnumType.parse_value"},
        {"body": "GraphQLEnumType.parse_literal"},
        own=True,
    ),
    q(
        "h110_gql_type",
        "how",
        "Say someone sends a totally garbage query with hundreds of problems in it. Does "
        "checking it just keep going forever, or does it give up at some point? how?",
        {"body": "validate.on_error"},
        grep(r"max_errors = 100", VALIDATE),
        own=True,
    ),
]
