"""The hundred-and-seventy-eighth blind set: questions on four modules of two third-party
packages, copied from the installed site-packages (moto 5.2.1: ``moto/iam/policy_validation.py``,
``moto/dynamodb/comparisons.py`` and ``moto/core/parse.py``; tornado 6.6.1:
``tornado/curl_httpclient.py``), written blind: by reading only those files, never the model's code
or its notes, and committed before the model was asked any of them. This is a tuning set: its
misses are read and fixed, so its totals are not a held-out measure.

The questions are weighted by the size of the files (moto's DynamoDB condition parser most, then
moto's request parsers, tornado's curl client and moto's IAM policy validator about equally). About
a fifth of the questions that are not edits are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command or
ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The
commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds (pycurl is not installed, so the curl command puts a
stand-in for it in ``sys.modules`` first).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h178_moto_policy_validation": ["moto/iam/policy_validation.py"],
    "h178_moto_comparisons": ["moto/dynamodb/comparisons.py"],
    "h178_moto_parse": ["moto/core/parse.py"],
    "h178_tornado_curl": ["tornado/curl_httpclient.py"],
}

POLICY = "moto/iam/policy_validation.py"
CMP = "moto/dynamodb/comparisons.py"
PARSE = "moto/core/parse.py"
CURL = "tornado/curl_httpclient.py"


QUESTIONS: list[dict] = [
    # --- moto/dynamodb/comparisons.py --------------------------------------------------------
    q(
        "h178_moto_comparisons",
        "where",
        "where's the IN step of the condition parser, `_apply_in`, defined?",
        {"def": "ConditionExpressionParser._apply_in"},
    ),
    q(
        "h178_moto_comparisons",
        "returns",
        "AttributeValue.expr -- what comes back from it? I'm mostly curious about number sets "
        "and maps.",
        {"returns": "AttributeValue.expr"},
    ),
    q(
        "h178_moto_comparisons",
        "calls",
        "Who calls `_make_operand` in comparisons.py?",
        grep(r"self\._make_operand\(", CMP),
    ),
    q(
        "h178_moto_comparisons",
        "calls",
        "where does the parser call raise_exception_if_keyword",
        grep(r"self\.raise_exception_if_keyword\(", CMP),
    ),
    q(
        "h178_moto_comparisons",
        "raises",
        "My FilterExpression has a `$` in it and moto throws `ValueError: Cannot parse condition "
        "starting at:`. Which line raises that?",
        grep(r"Cannot parse condition starting at", CMP),
    ),
    q(
        "h178_moto_comparisons",
        "raises",
        "where is InvalidConditionExpression raised for redundant parentheses like ((a = :v))?",
        grep(r"raise InvalidConditionExpression\(", CMP),
    ),
    q(
        "h178_moto_comparisons",
        "const",
        "Where is the table that maps '<', '<=', '<>' and friends to their Op classes?",
        grep(r"^COMPARATOR_CLASS = \{", CMP),
    ),
    run(
        "h178_moto_comparisons",
        "Could you run {} and show me the repr it prints?",
        "from moto.dynamodb.comparisons import get_filter_expression; "
        "print(get_filter_expression('a > :v AND attribute_exists(b)', None, "
        "{':v': {'N': '5'}}))",
        "((a > '5') AND attribute_exists(b))",
    ),
    q(
        "h178_moto_comparisons",
        "edit",
        "In moto/dynamodb/comparisons.py please rename EQ_FUNCTION to EQUAL_FUNCTION everywhere "
        "it's used.",
        {"effect": {"renamed": ["EQ_FUNCTION", "EQUAL_FUNCTION"]}},
    ),
    q(
        "h178_moto_comparisons",
        "edit",
        "FuncIn.expr has no docstring. Can you give it one? Something like: true when the "
        "attribute equals any of the possible values.",
        {"effect": {"docstring": "FuncIn.expr"}},
    ),
    q(
        "h178_moto_comparisons",
        "which",
        "Which function converts the legacy `Expected` parameter (Exists / Value / "
        "ComparisonOperator) into the Op/Func objects?",
        {"def": "get_expected"},
    ),
    q(
        "h178_moto_comparisons",
        "which",
        "Which bit peels the next little piece off the front of my filter string, trying a "
        "handful of patterns one after another and giving up if none fit?",
        {"def": "ConditionExpressionParser._lex_one_node"},
        own=True,
    ),
    q(
        "h178_moto_comparisons",
        "which",
        "which class checks whether a text field starts with some given letters, and just says "
        "no when either side isn't text?",
        {"def": "FuncBeginsWith"},
        own=True,
    ),
    q(
        "h178_moto_comparisons",
        "how",
        "How does FuncBetween.expr cope with None for the lower bound or for the attribute "
        "itself? And why doesn't a 0 lower bound count as missing?",
        {"body": "FuncBetween.expr"},
    ),
    q(
        "h178_moto_comparisons",
        "how",
        "Say an item doesn't have the field at all and my scan asks whether it's smaller than "
        "5. What happens then, does it crash trying to compare nothing with a number?",
        {"body": "OpLessThan.expr"},
        own=True,
    ),
    q(
        "h178_moto_comparisons",
        "how",
        "how does `_parse_path_element` tell apart AND/OR style keywords, function names like "
        "size, `:value` placeholders, `#name` aliases and list indexes?",
        {"body": "ConditionExpressionParser._parse_path_element"},
    ),
    # --- moto/core/parse.py ------------------------------------------------------------------
    q(
        "h178_moto_parse",
        "where",
        "In moto's core parse module, which line has the definition of XFormedDict.original_dict?",
        {"def": "XFormedDict.original_dict"},
    ),
    q(
        "h178_moto_parse",
        "returns",
        "what does QueryParser._parse_boolean return, e.g. when the value is missing or isn't a "
        "string at all?",
        {"returns": "QueryParser._parse_boolean"},
    ),
    q(
        "h178_moto_parse",
        "calls",
        "Where is `_get_serialized_name` called from?",
        grep(r"self\._get_serialized_name\(", PARSE),
    ),
    q(
        "h178_moto_parse",
        "raises",
        "If the XML body of a request is broken, where does parse.py raise the error about "
        "invalid XML?",
        grep(r"Unable to parse response", PARSE),
    ),
    q(
        "h178_moto_parse",
        "raises",
        "I subclassed RequestParser and forgot to implement _do_parse. Where does it blow up?",
        grep(r'raise NotImplementedError\(f"\{self\.__class__\.__name__\}\._do_parse"\)', PARSE),
    ),
    run(
        "h178_moto_parse",
        "hey, can you execute {} and tell me what it prints? want to see what happens to the "
        "+02:00 offset",
        "from moto.core.parse import default_timestamp_parser; "
        "print(default_timestamp_parser('2024-01-02T03:04:05+02:00'))",
        "2024-01-02 01:04:05",
    ),
    q(
        "h178_moto_parse",
        "edit",
        "Comment out `_parse_character = _parse_string` in moto/core/parse.py, I want to see "
        "what breaks without it.",
        {
            "effect": {
                "comment_out": [PARSE, "_parse_character = _parse_string"],
            }
        },
    ),
    q(
        "h178_moto_parse",
        "which",
        "Which decorator lets the same number and yes/no converters work whether they're handed "
        "a piece of markup or a plain string, treating an empty element as ''?",
        {"def": "_text_content"},
        own=True,
    ),
    q(
        "h178_moto_parse",
        "which",
        "Given a chunk of markup, which helper builds a lookup by child label and gathers "
        "duplicated children together rather than letting the later one win?",
        {"def": "BaseXMLParser._build_name_to_xml_node"},
        own=True,
    ),
    q(
        "h178_moto_parse",
        "how",
        "How does QueryParser._parse_list pick up list items like Foo.member.1, Foo.member.2, "
        "and when does it stop? Also what about flattened lists?",
        {"body": "QueryParser._parse_list"},
    ),
    q(
        "h178_moto_parse",
        "how",
        "A request comes in carrying a bunch of x-amz-meta-* lines up top. How does the REST side "
        "scoop those into one dict, and does upper vs lower case matter?",
        {"body": "BaseRestParser._parse_header_map"},
        own=True,
    ),
    # --- tornado/curl_httpclient.py ----------------------------------------------------------
    q(
        "h178_tornado_curl",
        "where",
        "where is _CurlStreamingBuffer.flush",
        {"def": "_CurlStreamingBuffer.flush"},
    ),
    q(
        "h178_tornado_curl",
        "returns",
        "What does `_CurlStreamingBuffer.write` hand back to libcurl in its different cases?",
        {"returns": "_CurlStreamingBuffer.write"},
    ),
    q(
        "h178_tornado_curl",
        "calls",
        "Who calls _set_timeout in curl_httpclient.py?",
        grep(r"(?<!def )_set_timeout\(|M_TIMERFUNCTION, self\._set_timeout", CURL),
    ),
    q(
        "h178_tornado_curl",
        "raises",
        "I handed an `async def` as streaming_callback to the curl client and got a TypeError "
        "back. Where is that raised?",
        grep(r"raise TypeError\(|does not support async streaming_callbacks", CURL),
    ),
    q(
        "h178_tornado_curl",
        "raises",
        "where does the curl client refuse a header value with a newline in it?",
        grep(r"Illegal characters in header", CURL),
    ),
    q(
        "h178_tornado_curl",
        "const",
        "With a streaming_callback, how many bytes may pile up before the transfer gets paused? "
        "Where is that number set?",
        grep(r"max_buffer_size = 1024 \* 1024", CURL),
    ),
    run(
        "h178_tornado_curl",
        "pycurl isn't installed here, so this stubs it out. What does {} print?",
        "import sys; from unittest import mock; sys.modules['pycurl'] = mock.MagicMock(); "
        "from tornado.curl_httpclient import CurlAsyncHTTPClient as C; "
        "from tornado.httputil import HTTPHeaders; h = HTTPHeaders(); "
        "[C._curl_header_callback(None, h, None, x) for x in (b'HTTP/1.1 301 Moved', "
        "b'Location: /x', b'HTTP/1.1 200 OK', b'Content-Type: text/plain')]; "
        "print(sorted(h.get_all()))",
        "[('Content-Type', 'text/plain'), ('X-Http-Reason', 'OK')]",
    ),
    q(
        "h178_tornado_curl",
        "edit",
        "in tornado/curl_httpclient.py the fallback user agent is 'Mozilla/5.0 (compatible; "
        "pycurl)'. change it to 'tornado-curl/1.0' please",
        {
            "effect": {
                "text_replaced": [CURL, "Mozilla/5.0 (compatible; pycurl)", "tornado-curl/1.0"]
            }
        },
    ),
    q(
        "h178_tornado_curl",
        "which",
        "Which method deals with each status or metadata line libcurl passes back while the "
        "reply arrives, and wipes what it had collected when a fresh status line shows up, "
        "say after a redirect?",
        {"def": "CurlAsyncHTTPClient._curl_header_callback"},
        own=True,
    ),
    q(
        "h178_tornado_curl",
        "how",
        "How does CurlAsyncHTTPClient pick the HTTP method on the curl handle? What about "
        "DELETE/PATCH, and a method it has never heard of?",
        grep(
            r"curl_options = \{|custom_methods = |if request\.method in curl_options:"
            r"|elif request\.allow_nonstandard_methods or request\.method in custom_methods:"
            r'|raise KeyError\("unknown method "',
            CURL,
        ),
    ),
    q(
        "h178_tornado_curl",
        "how",
        "When the server sends stuff faster than my per-piece handler can eat it, how does this "
        "client avoid hoarding all of it in memory?",
        {"body": "_CurlStreamingBuffer"},
        own=True,
    ),
    # --- moto/iam/policy_validation.py -------------------------------------------------------
    q(
        "h178_moto_policy_validation",
        "where",
        "Where is _validate_iso_8601_datetime defined?",
        {"def": "BaseIAMPolicyValidator._validate_iso_8601_datetime"},
    ),
    q(
        "h178_moto_policy_validation",
        "where",
        "which file and line declares IAMTrustPolicyDocumentValidator?",
        {"def": "IAMTrustPolicyDocumentValidator"},
    ),
    q(
        "h178_moto_policy_validation",
        "returns",
        "What does `_strip_condition_key` give back for something like "
        "'ForAnyValue:StringLikeIfExists'?",
        {"returns": "BaseIAMPolicyValidator._strip_condition_key"},
    ),
    q(
        "h178_moto_policy_validation",
        "calls",
        "where is `_validate_string_or_list_of_strings_syntax` used?",
        grep(r"IAMPolicyDocumentValidator\._validate_string_or_list_of_strings_syntax\(", POLICY),
    ),
    q(
        "h178_moto_policy_validation",
        "raises",
        'My policy has `"Action": "ListBuckets"` without the `s3:` in front and moto rejects '
        "it. Where does it complain about that?",
        grep(r"Actions/Conditions must be prefaced by a vendor", POLICY),
    ),
    run(
        "h178_moto_policy_validation",
        "Run {} for me and paste the message",
        "from moto.iam.policy_validation import IAMPolicyDocumentValidator as V; v = V('{}'); "
        "v._validate_resource_format('arn:aws:iam:us-east-1:123456789012:user/bob'); "
        "print(v._resource_error)",
        "cannot contain region information.",
    ),
    q(
        "h178_moto_policy_validation",
        "edit",
        'Add `"sts:GetWebIdentityToken",` to the allowed trust policy actions in '
        'moto/iam/policy_validation.py, on the line right after `"sts:GetSessionToken",`.',
        {
            "effect": {
                "line_after": [POLICY, '"sts:GetSessionToken",', '"sts:GetWebIdentityToken",']
            }
        },
    ),
    q(
        "h178_moto_policy_validation",
        "edit",
        "We validate tens of thousands of policies in our test suite and it's slow. Could you "
        "profile the validator and rewrite the resource format checks to be faster and cleaner, "
        "keeping every error message identical?",
        {"effect": {"declined": True}},
    ),
    q(
        "h178_moto_policy_validation",
        "which",
        "Which check stops two entries in one permissions document from carrying the same label?",
        {"def": "BaseIAMPolicyValidator._validate_sid_uniqueness"},
        own=True,
    ),
    q(
        "h178_moto_policy_validation",
        "which",
        "Which method checks that a trust policy only lists sts actions such as sts:AssumeRole?",
        {"def": "IAMTrustPolicyDocumentValidator._validate_trust_policy_action"},
    ),
    q(
        "h178_moto_policy_validation",
        "how",
        "For a DateGreaterThan condition, how does the validator check the value? e.g. "
        "'2019-07-01T00:00:00Z' vs a plain epoch number like '1561939200'.",
        {"body": "BaseIAMPolicyValidator._legacy_parse_date_condition_value"},
        {"body": "BaseIAMPolicyValidator._validate_iso_8601_datetime"},
    ),
]
