"""The thirty-third held-out set: questions on five third-party packages that no other set uses,
copied from the installed site-packages (httpcore 1.0.9, boto3 1.43.11, annotated-types 0.7.0,
typing-inspection 0.4.2 and rfc3987-syntax 1.1.0), written blind: by reading only those
packages, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

About a fifth of its questions are in the user's own words (``"own": True``: behaviour described
in words the code does not use for it); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. httpcore keeps a sync and an async copy of most of its code
(``_sync/`` and ``_async/``), so a question about one names both copies in its gold. Gold forms
are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "httpcore": ["httpcore"],
    "boto3": ["boto3"],
    "annotated_types": ["annotated_types"],
    "typing_inspection": ["typing_inspection"],
    "rfc3987_syntax": ["rfc3987_syntax"],
}

SYNC = "httpcore/_sync/"
ASYNC = "httpcore/_async/"
MODELS = "httpcore/_models.py"
DDB_TYPES = "boto3/dynamodb/types.py"
CONDITIONS = "boto3/dynamodb/conditions.py"
TRANSFER = "boto3/s3/transfer.py"
INTRO = "typing_inspection/introspection.py"
OBJECTS = "typing_inspection/typing_objects.py"
AT = "annotated_types/__init__.py"
RFC = "rfc3987_syntax/syntax_helpers.py"


QUESTIONS: list[dict] = [
    # --- httpcore -------------------------------------------------------------------------------
    q("httpcore", "where", "where's PoolTimeout defined", {"def": "PoolTimeout"}),
    q(
        "httpcore",
        "const",
        "Which line sets RETRIES_BACKOFF_FACTOR, the delay factor used between connect retries?",
        {"grep": r"^RETRIES_BACKOFF_FACTOR = "},
    ),
    q(
        "httpcore",
        "returns",
        "enforce_headers in _models.py -- what does it give back, e.g. when headers is None?",
        {"returns": "enforce_headers"},
    ),
    q(
        "httpcore",
        "calls",
        "Who calls `include_request_headers`?",
        {"grep": r"= include_request_headers\("},
    ),
    q(
        "httpcore",
        "raises",
        "where does the connection pool raise UnsupportedProtocol",
        {"grep": r"raise UnsupportedProtocol\("},
    ),
    q(
        "httpcore",
        "raises",
        "In the socks5 handshake code (_init_socks5_connection), where does it bail out when the "
        "proxy server doesn't play along?",
        grep(r"raise ProxyError\(", SYNC + "socks_proxy.py"),
        grep(r"raise ProxyError\(", ASYNC + "socks_proxy.py"),
    ),
    q(
        "httpcore",
        "how",
        "how does URL.origin come up with a port number when the url didnt specify one?",
        {"body": "URL.origin"},
    ),
    q(
        "httpcore",
        "where",
        "Can you point me to the HTTP11UpgradeStream class?",
        {"def": "HTTP11UpgradeStream"},
    ),
    q(
        "httpcore",
        "which",
        "Which ConnectionPool method decides, for each queued request, whether to reuse an "
        "existing connection, open a new one, or close an idle one to make room?",
        {"body": "ConnectionPool._assign_requests_to_connections"},
        {"body": "AsyncConnectionPool._assign_requests_to_connections"},
    ),
    q(
        "httpcore",
        "returns",
        "what does is_socket_readable return if the socket is already gone and has no file "
        "descriptor?",
        {"returns": "is_socket_readable"},
    ),
    q(
        "httpcore",
        "which",
        "Which code notices that the server has quietly dropped a connection we were holding "
        "open for later, while nothing was being sent on it, so that it isn't used again?",
        {"body": "HTTP11Connection.has_expired"},
        {"body": "AsyncHTTP11Connection.has_expired"},
        {"body": "is_socket_readable"},
        own=True,
    ),
    q(
        "httpcore",
        "how",
        "When I go through a proxy, how are the proxy's standing headers combined with the ones "
        "on my own request so the same header doesn't get sent twice?",
        {"body": "merge_headers", "file": SYNC + "http_proxy.py"},
        {"body": "merge_headers", "file": ASYNC + "http_proxy.py"},
        own=True,
    ),
    q(
        "httpcore",
        "which",
        "what part waits a little longer each time before trying again when it couldn't reach "
        "the host?",
        {"body": "exponential_backoff", "file": SYNC + "connection.py"},
        {"body": "exponential_backoff", "file": ASYNC + "connection.py"},
        {"body": "HTTPConnection._connect"},
        {"body": "AsyncHTTPConnection._connect"},
        own=True,
    ),
    run(
        "httpcore",
        "Run {} and tell me what it prints.",
        "import httpcore; print(httpcore.URL('https://example.com/a?b=1').origin)",
        "https://example.com:443",
    ),
    q(
        "httpcore",
        "edit",
        "Change RETRIES_BACKOFF_FACTOR in httpcore/_sync/connection.py to 1.0.",
        {"effect": {"value_set": [SYNC + "connection.py", "RETRIES_BACKOFF_FACTOR", "1.0"]}},
    ),
    q(
        "httpcore",
        "edit",
        "add HTTP/3 (QUIC) support to the connection pool, thanks",
        {"effect": {"declined": True}},
    ),
    # --- boto3 ----------------------------------------------------------------------------------
    q(
        "boto3",
        "const",
        "where is DYNAMODB_CONTEXT defined",
        grep(r"^DYNAMODB_CONTEXT = ", DDB_TYPES),
    ),
    q(
        "boto3",
        "returns",
        "What does TypeSerializer._get_dynamodb_type return?",
        {"returns": "TypeSerializer._get_dynamodb_type"},
    ),
    q(
        "boto3",
        "calls",
        "who calls build_param_structure?",
        grep(r"^\s+build_param_structure\(", "boto3/resources/params.py"),
    ),
    q(
        "boto3",
        "raises",
        "Where's DynamoDBNeedsKeyConditionError thrown?",
        grep(r"raise DynamoDBNeedsKeyConditionError\(", CONDITIONS),
    ),
    q(
        "boto3",
        "raises",
        "S3Transfer's constructor: where does it complain if I pass the wrong mix of client and "
        "manager arguments?",
        grep(r"raise ValueError\($", TRANSFER),
    ),
    q(
        "boto3",
        "how",
        "How does BatchWriter._flush deal with the items DynamoDB says it didn't process?",
        {"body": "BatchWriter._flush"},
    ),
    q(
        "boto3",
        "which",
        "which method in session.py registers the s3 / dynamodb / ec2 customizations?",
        {"body": "Session._register_default_handlers"},
    ),
    q(
        "boto3",
        "where",
        "Hi! Where is the ConditionExpressionBuilder class in boto3?",
        {"def": "ConditionExpressionBuilder"},
    ),
    q(
        "boto3",
        "returns",
        "Session.profile_name - what's returned when no profile was configured?",
        {"returns": "Session.profile_name"},
    ),
    q(
        "boto3",
        "which",
        "Which code turns ordinary Python values (numbers, text, lists, dicts) into the little "
        "labelled dictionaries that DynamoDB expects?",
        {"body": "TypeSerializer"},
        own=True,
    ),
    q(
        "boto3",
        "how",
        "when I filter on a nested field like a.b[2].c, where does that name get chopped into "
        "pieces with each piece swapped for a numbered stand-in?",
        {"body": "ConditionExpressionBuilder._build_name_placeholder"},
        own=True,
    ),
    q(
        "boto3",
        "which",
        "If the file I download into was opened for adding to the end, what makes the download "
        "fall back to doing everything one piece at a time?",
        {"body": "disable_threading_if_append_mode"},
        own=True,
    ),
    run(
        "boto3",
        "what's the output of {} ?",
        "from boto3.dynamodb.conditions import Key, ConditionExpressionBuilder as B; "
        "print(B().build_expression(Key('year').eq(1985) & Key('title').begins_with('A'))"
        ".condition_expression)",
        "(#n0 = :v0 AND begins_with(#n1, :v1))",
    ),
    q(
        "boto3",
        "edit",
        "In boto3/exceptions.py the default message of RetriesExceededError is 'Max Retries "
        "Exceeded'; please change it to 'Maximum retries exceeded'.",
        {
            "effect": {
                "text_replaced": [
                    "boto3/exceptions.py",
                    "'Max Retries Exceeded'",
                    "'Maximum retries exceeded'",
                ]
            }
        },
    ),
    q(
        "boto3",
        "edit",
        "could you make the S3 downloads resume from where they stopped after a dropped "
        "connection?",
        {"effect": {"declined": True}},
    ),
    # --- typing_inspection ----------------------------------------------------------------------
    q(
        "typing_inspection",
        "raises",
        "Where is ForbiddenQualifier raised?",
        grep(r"raise ForbiddenQualifier\(", INTRO),
    ),
    q(
        "typing_inspection",
        "const",
        "where does DEPRECATED_ALIASES get defined",
        grep(r"^DEPRECATED_ALIASES", OBJECTS),
    ),
    q(
        "typing_inspection",
        "raises",
        "get_literal_values with type_check=True -- where does it reject a value like 1.0?",
        grep(r"raise TypeError\(", INTRO),
    ),
    q(
        "typing_inspection",
        "how",
        "how does is_namedtuple tell whether a class is a named tuple?",
        {"body": "is_namedtuple"},
    ),
    q(
        "typing_inspection",
        "which",
        "Which function takes a field's type hint, peels off the outer layers and reports which "
        "markers were wrapped around it and what extra info was attached to it?",
        {"body": "inspect_annotation"},
        own=True,
    ),
    q(
        "typing_inspection",
        "how",
        "For a hint that only allows a fixed set of values, how does it make sure None and the "
        "type of None aren't listed twice when it gives me those values?",
        {"body": "get_literal_values"},
        own=True,
    ),
    run(
        "typing_inspection",
        "can you run {} for me",
        "from typing import Literal; from typing_inspection.introspection import "
        "get_literal_values as g; print(list(g(Literal[1, 'a', None])))",
        "[1, 'a', None]",
    ),
    # --- annotated_types ------------------------------------------------------------------------
    q(
        "annotated_types",
        "where",
        "where's Interval defined in annotated_types",
        {"def": "Interval"},
    ),
    q(
        "annotated_types",
        "const",
        "Where's `IsDigits` assigned?",
        grep(r"^IsDigits = ", AT),
    ),
    q(
        "annotated_types",
        "returns",
        "What does the fallback doc() function return?",
        grep(r"return DocInfo\(documentation\)", AT),
    ),
    q(
        "annotated_types",
        "which",
        "what breaks a single 'somewhere between low and high' bound up into separate "
        "lower-limit and upper-limit pieces?",
        {"body": "Interval.__iter__"},
        own=True,
    ),
    run(
        "annotated_types",
        "What does {} print?",
        "import annotated_types as at; print(list(at.Len(2, 4)))",
        "[MinLen(min_length=2), MaxLen(max_length=4)]",
    ),
    q(
        "annotated_types",
        "edit",
        'Give the `Not` class in annotated_types/__init__.py a short docstring: "Negate a '
        'predicate."',
        {"effect": {"docstring": "Not"}},
    ),
    # --- rfc3987_syntax -------------------------------------------------------------------------
    q(
        "rfc3987_syntax",
        "const",
        "where is RFC3987_SYNTAX_PARSER_TYPE set?",
        grep(r"^RFC3987_SYNTAX_PARSER_TYPE", RFC),
    ),
    q(
        "rfc3987_syntax",
        "returns",
        "make_syntax_validator returns what exactly?",
        {"returns": "make_syntax_validator"},
    ),
    q(
        "rfc3987_syntax",
        "how",
        "How can I check whether a web address is written correctly and just get a yes or no "
        "back instead of an error?",
        {"body": "is_valid_syntax"},
        {"body": "make_syntax_validator"},
        own=True,
    ),
    q(
        "rfc3987_syntax",
        "edit",
        "In rfc3987_syntax/syntax_helpers.py the RFC3987_SYNTAX_TERMS list is missing a comma "
        'after "irelative_part", so it gets glued onto the next entry. Add the comma please.',
        {"effect": {"line_replaced": [RFC, '"irelative_part"', '"irelative_part",']}},
    ),
]
