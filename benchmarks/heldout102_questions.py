"""The hundred-and-second held-out set: questions on two third-party packages that no other set
uses, copied from the installed site-packages (debugpy 1.8.22 without its vendored pydevd:
``debugpy/adapter``, ``common``, ``launcher``, ``server``, ``public_api.py`` and ``__init__.py``;
openai 3.60.0's core client plumbing: ``_base_client.py``, ``_models.py``, ``_streaming.py``,
``_response.py`` and ``_utils``), written blind: by reading only those packages, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the two workspaces (debugpy slightly more than
openai). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Neither partial copy can import its
own package (debugpy's ``__init__`` needs the missing ``_version``, openai's ``_utils`` the
missing ``_types``), so the commands load one self-contained file by path or read a file with
``ast``. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h102_debugpy": [
        "debugpy/adapter",
        "debugpy/common",
        "debugpy/launcher",
        "debugpy/server",
        "debugpy/public_api.py",
        "debugpy/__init__.py",
    ],
    "h102_openai": [
        "openai/_base_client.py",
        "openai/_models.py",
        "openai/_streaming.py",
        "openai/_response.py",
        "openai/_utils",
    ],
}

DBG = "h102_debugpy"
OAI = "h102_openai"

MSG = "debugpy/common/messaging.py"
CLIENTS = "debugpy/adapter/clients.py"
CLI = "debugpy/server/cli.py"
API = "debugpy/server/api.py"
DEBUGGEE = "debugpy/launcher/debuggee.py"

BASE = "openai/_base_client.py"
MODELS = "openai/_models.py"
STREAMING = "openai/_streaming.py"
RESP = "openai/_response.py"


QUESTIONS: list[dict] = [
    # --- debugpy -----------------------------------------------------------------------------
    q(DBG, "where", "where's JsonIOStream defined", {"def": "JsonIOStream"}),
    q(
        DBG,
        "where",
        "Hi! Could you point me to where Session.finalize lives in the adapter?",
        {"def": "Session.finalize"},
    ),
    q(
        DBG,
        "returns",
        "what does get_default_localhost give back -- and what if neither the IPv4 nor the "
        "IPv6 loopback can be bound?",
        {"returns": "get_default_localhost"},
    ),
    q(
        DBG,
        "returns",
        "Session.wait_for returns a bool, right? Show me the returns, I need to know which "
        "one means it timed out.",
        {"returns": "Session.wait_for"},
    ),
    q(
        DBG,
        "calls",
        "who calls dont_wait_for_first_connection()",
        {"grep": r"(?<!def )dont_wait_for_first_connection\(\)"},
    ),
    q(
        DBG,
        "calls",
        "In adapter/clients.py, where does `_propagate_deferred_events` get invoked?",
        grep(r"self\._propagate_deferred_events\(\)", CLIENTS),
    ),
    q(
        DBG,
        "calls",
        "notify_of_subprocess -- which places call it?",
        {"grep": r"\.notify_of_subprocess\("},
    ),
    q(
        DBG,
        "raises",
        "Where does debugpy.configure() throw when I pass a property it doesn't know, or a "
        "value of the wrong type?",
        grep(r'raise ValueError\("(Unknown property|\{0!r\} must be)', API),
    ),
    q(
        DBG,
        "raises",
        "running python -m debugpy myscript.py without --listen just prints the usage and an "
        "error. where in server/cli.py does parse_args raise those ValueErrors?",
        grep(
            r'raise ValueError\("(missing target|either --listen|--adapter-access-token '
            r"requires|--parent-session-pid requires|--pid does not)",
            CLI,
        ),
    ),
    q(
        DBG,
        "raises",
        "where is ComponentNotAvailable raised",
        grep(r"raise ComponentNotAvailable\(", "debugpy/adapter/components.py"),
    ),
    q(
        DBG,
        "raises",
        "Which lines in JsonIOStream raise NoMoreMessages?",
        grep(r"raise NoMoreMessages\(", MSG),
    ),
    q(
        DBG,
        "const",
        "where is PROCESS_SPAWN_TIMEOUT set? can I override it from the environment?",
        grep(r"^PROCESS_SPAWN_TIMEOUT = ", "debugpy/common/__init__.py"),
    ),
    run(
        DBG,
        "What does {} print?",
        "import importlib.util as u; s=u.spec_from_file_location('dj', 'debugpy/common/json.py'); "
        "m=u.module_from_spec(s); s.loader.exec_module(m); "
        "print(m.of_type(int)('42'), m.enum('a', 'b', optional=True)(()), "
        "m.array(str, vectorize=True)('x'))",
        "42 a ['x']",
    ),
    run(
        DBG,
        "i want the list of *_request handlers on the adapter's Client class. run {} and tell "
        "me what comes out",
        "import ast; m=ast.parse(open('debugpy/adapter/clients.py').read()); "
        "print(sorted(f.name for c in m.body if isinstance(c, ast.ClassDef) for f in c.body "
        "if isinstance(f, ast.FunctionDef) and f.name.endswith('_request')))",
        "['attach_request', 'configurationDone_request', 'continue_request', "
        "'debugpySystemInfo_request', 'disconnect_request', 'evaluate_request', "
        "'initialize_request', 'launch_request', 'pause_request', 'terminate_request']",
    ),
    q(
        DBG,
        "edit",
        "In debugpy/launcher/debuggee.py, right after the line `code = process.wait()`, add "
        '`log.info("Debuggee wait() returned {0}", code)`.',
        {
            "effect": {
                "line_after": [
                    DEBUGGEE,
                    "code = process.wait()",
                    'log.info("Debuggee wait() returned {0}", code)',
                ]
            }
        },
    ),
    q(
        DBG,
        "edit",
        "please comment out the "
        '`log.info("Listener ports closed; deleting {0!r}", listener_file)` call in '
        "debugpy/adapter/__main__.py",
        {
            "effect": {
                "comment_out": [
                    "debugpy/adapter/__main__.py",
                    'log.info("Listener ports closed; deleting {0!r}", listener_file)',
                ]
            }
        },
    ),
    q(
        DBG,
        "edit",
        "remove the `_threads` printf-debugging helper from debugpy/common/log.py, nobody uses it",
        {"effect": {"definition_deleted": ["debugpy/common/log.py", "_threads"]}},
    ),
    q(
        DBG,
        "which",
        "which function parses the value given to `--listen` / `--connect` (either `host:port` "
        "or a bare port) in the debugpy CLI?",
        {"body": "set_address"},
    ),
    q(
        DBG,
        "which",
        "Which method of JsonMessageChannel looks up the handler for a message -- trying "
        "`foo_request` first and then the generic `request`?",
        {"body": "JsonMessageChannel._get_handler_for"},
    ),
    q(
        DBG,
        "which",
        "Which part stops the window from vanishing the moment my program finishes, so I can "
        "still read what it printed?",
        {"body": "_wait_for_user_input"},
        {"body": "wait_for_exit"},
        grep(r"debuggee\.wait_on_exit_predicates\.append", "debugpy/launcher/handlers.py"),
        own=True,
    ),
    q(
        DBG,
        "which",
        "which code makes sure only the right debugger backend is let in when it dials the "
        "adapter -- some kind of shared secret check?",
        {"body": "Connection.authenticate"},
        own=True,
    ),
    q(
        DBG,
        "how",
        "How does JsonIOStream.read_json figure out how long the message body is? Is there a "
        "size cap?",
        grep(r'headers\[b"Content-Length"\]|self\.MAX_BODY_SIZE', MSG),
    ),
    q(
        DBG,
        "how",
        "Messages from the debug backend sometimes show up before the editor has even heard "
        "back that the session got going. Does something stash those and pass them on later? "
        "Where?",
        {"body": "Client.propagate_after_start"},
        {"body": "Client._propagate_deferred_events"},
        own=True,
    ),
    q(
        DBG,
        "how",
        "when my program gets taken out by the OS on linux (say the out-of-memory reaper), "
        "how does the launcher come up with the ending number it reports back to the IDE? i "
        "saw something weird there",
        {"body": "wait_for_exit"},
        own=True,
    ),
    q(
        DBG,
        "how",
        "When I hit stop, how does it make sure the helper processes my script started get "
        "shut down too, not just the main one? (I'm on Linux.)",
        {"body": "kill"},
        grep(r"os\.setpgrp\(\)", DEBUGGEE),
        own=True,
    ),
    # --- openai ------------------------------------------------------------------------------
    q(OAI, "where", "where is `_merge_headers` defined?", {"def": "_merge_headers"}),
    q(OAI, "where", "Where's SSEDecoder.decode", {"def": "SSEDecoder.decode"}),
    q(
        OAI,
        "returns",
        "What does BaseClient._should_retry return? I want to know which status codes get "
        "retried and which don't.",
        {"returns": "BaseClient._should_retry"},
    ),
    q(
        OAI,
        "calls",
        "who calls _build_request",
        grep(r"= self\._build_request\(", BASE),
    ),
    q(
        OAI,
        "calls",
        "Where does anything call the client's `_process_response_data`? Trying to trace how a "
        "streamed chunk becomes a model.",
        {"grep": r"self\._client\._process_response_data"},
    ),
    q(
        OAI,
        "raises",
        "where does the client finally raise APIConnectionError once it's out of retries?",
        grep(r"raise APIConnectionError\(request=request\)", BASE),
    ),
    q(
        OAI,
        "raises",
        "path_template refused my path with a ValueError about a dot-segment. Where is that "
        "raised?",
        grep(r'raise ValueError\(f"Constructed path', "openai/_utils/_path.py"),
    ),
    q(
        OAI,
        "raises",
        "where is MissingStreamClassError raised",
        grep(r"raise MissingStreamClassError\(\)", RESP),
    ),
    q(
        OAI,
        "raises",
        "In _models.py, where does construct_type give up on a Union and raise?",
        grep(r'raise RuntimeError\(f"Could not convert data', MODELS),
    ),
    q(
        OAI,
        "const",
        "What's MS_WATERSHED and where is it set?",
        grep(r"^MS_WATERSHED = ", "openai/_utils/_datetime_parse.py"),
    ),
    run(
        OAI,
        "Could you run {} and tell me exactly what it prints?",
        "import importlib.util as u; s=u.spec_from_file_location('p', 'openai/_utils/_path.py'); "
        "m=u.module_from_spec(s); s.loader.exec_module(m); "
        "print(m.path_template('/files/{file_id}/content?purpose={p}', file_id='a b/c', "
        "p='x&y'))",
        "/files/a%20b%2Fc/content?purpose=x%26y",
    ),
    run(
        OAI,
        "output of {} ?",
        "import ast; m=ast.parse(open('openai/_base_client.py').read()); "
        "print([n.name for n in m.body if isinstance(n, ast.ClassDef) "
        "and n.name.endswith('Page')])",
        "['BasePage', 'BaseSyncPage', 'BaseAsyncPage']",
    ),
    q(
        OAI,
        "edit",
        'pls add "cookie" to SENSITIVE_HEADERS in openai/_utils/_logs.py so it gets redacted '
        "in the logs too",
        {
            "effect": {
                "value_set": [
                    "openai/_utils/_logs.py",
                    "SENSITIVE_HEADERS",
                    '{"api-key", "authorization", "x-amz-security-token", "cookie"}',
                ]
            }
        },
    ),
    q(
        OAI,
        "edit",
        "In openai/_base_client.py, make `_idempotency_key` use the prefix `myapp-retry-` "
        "instead of `stainless-python-retry-`.",
        {"effect": {"text_replaced": [BASE, "stainless-python-retry-", "myapp-retry-"]}},
    ),
    q(
        OAI,
        "edit",
        "Can you add a circuit breaker to SyncAPIClient.request and the async one, so after 5 "
        "failures in a row it stops calling the API for 30 seconds? Make the numbers "
        "configurable on the client and add tests.",
        {"effect": {"declined": True}},
    ),
    q(
        OAI,
        "which",
        "which class in _streaming.py splits the incoming bytes into lines (CR, LF or CRLF), "
        "even when a \\r\\n pair is split across two chunks?",
        {"body": "_SSELineDecoder"},
        {"body": "_SSELineDecoder.feed"},
    ),
    q(
        OAI,
        "which",
        "Which function picks the right model class out of a Union for a response dict, when a "
        "field like `type` tells the members apart?",
        {"body": "_build_discriminated_union_meta"},
        {"body": "construct_type"},
    ),
    q(
        OAI,
        "which",
        "Which function decides how long to pause before giving the call another go? It seems "
        "to double the pause each time and add some wobble so clients don't all fire at once.",
        {"body": "BaseClient._calculate_retry_timeout"},
        own=True,
    ),
    q(
        OAI,
        "which",
        "which bit hides my secret key when the library writes its debug chatter?",
        {"body": "SensitiveHeadersFilter"},
        {"body": "SensitiveHeadersFilter.filter"},
        own=True,
    ),
    q(
        OAI,
        "how",
        "how does APIResponse.parse() avoid doing the work again when I call it twice?",
        {"body": "APIResponse.parse"},
    ),
    q(
        OAI,
        "how",
        "When the server tells me to come back later -- sometimes as a plain number, sometimes "
        "as a full day-and-time stamp -- how does the library read that?",
        {"body": "BaseClient._parse_retry_after_header"},
        own=True,
    ),
    q(
        OAI,
        "how",
        "If what I'm uploading is a one-shot stream (it can't jump back to its first byte), will "
        "the client still send it again after a network hiccup? How does it decide?",
        {"body": "_RequestBodyReplay"},
        {"body": "_RequestBodyReplay._capture"},
        {"body": "_RequestBodyReplay.rewind"},
        grep(r"request_body_replay\.rewind\(\)", BASE),
        own=True,
    ),
    q(
        OAI,
        "how",
        "if the server reports a failure partway through a streamed answer, what happens on my "
        "end? how does it spot that?",
        {"body": "Stream.__stream__"},
        {"body": "AsyncStream.__stream__"},
        own=True,
    ),
]
