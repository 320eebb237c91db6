"""The forty-first held-out set: questions on two third-party packages that no other set uses,
copied whole from the installed site-packages (botocore 1.43.11 and libcst 1.0.1), written blind:
by reading only those packages, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (botocore about two thirds, libcst one
third) and spread over many modules (botocore's client, endpoint, retries, credentials, auth,
paginate, waiter, utils, parsers, serialize, config, session, stub; libcst's nodes, parser,
metadata, codemod, matchers and helpers). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h41_botocore": ["botocore"],
    "h41_libcst": ["libcst"],
}

BC = "h41_botocore"
CST = "h41_libcst"

AUTH = "botocore/auth.py"
CREDS = "botocore/credentials.py"
PAGINATE = "botocore/paginate.py"
WAITER = "botocore/waiter.py"
STANDARD = "botocore/retries/standard.py"
MATCHERS = "libcst/matchers/_matcher_base.py"


QUESTIONS: list[dict] = [
    # --- botocore ----------------------------------------------------------------------------
    q(BC, "where", "where's RetryQuotaChecker defined?", {"def": "RetryQuotaChecker"}),
    q(
        BC,
        "where",
        "Can you point me to the definition of `Paginator.paginate`? I want to see what it "
        "hands back.",
        {"def": "Paginator.paginate"},
    ),
    q(BC, "where", "where is the Stubber class", {"def": "Stubber"}),
    q(
        BC,
        "returns",
        "What does RefreshableCredentials.refresh_needed return, e.g. when there's no expiry "
        "time at all?",
        {"returns": "RefreshableCredentials.refresh_needed"},
    ),
    q(
        BC,
        "returns",
        "what does `Session._missing_cred_vars` give back",
        {"returns": "Session._missing_cred_vars"},
    ),
    q(
        BC,
        "calls",
        "Who calls merge_dicts? I'm thinking of changing how it treats nested dicts.",
        {"grep": r"(?<!def )merge_dicts\("},
    ),
    q(
        BC,
        "calls",
        "where is validate_region_name called from",
        {"grep": r"(?<!def )validate_region_name\("},
    ),
    q(
        BC,
        "calls",
        "In stub.py, which places call `_assert_expected_call_order`?",
        grep(r"self\._assert_expected_call_order\(", "botocore/stub.py"),
    ),
    q(
        BC,
        "calls",
        "who uses convert_to_response_dict in endpoint.py?",
        grep(r"= convert_to_response_dict\(", "botocore/endpoint.py"),
    ),
    q(
        BC,
        "raises",
        "Where does the paginator raise PaginationError?",
        grep(r"raise PaginationError\(", PAGINATE),
    ),
    q(
        BC,
        "raises",
        "my waiter blew up with WaiterError -- which lines in waiter.py raise it?",
        grep(r"raise WaiterError\(", WAITER),
    ),
    q(
        BC,
        "raises",
        "Where is InfiniteLoopConfigError raised in the credentials code?",
        grep(r"raise InfiniteLoopConfigError\(", CREDS),
    ),
    q(
        BC,
        "raises",
        "I did Config(retries={'mode': 'turbo'}) and got an exception. Where does Config reject "
        "bad retry settings?",
        grep(
            r"raise Invalid(RetryConfiguration|MaxRetryAttempts|RetryMode)Error\(",
            "botocore/config.py",
        ),
    ),
    q(
        BC,
        "raises",
        "where do UnknownSignatureVersionError / UnsupportedSignatureVersionError get raised in "
        "auth.py",
        grep(r"raise (Unknown|Unsupported)SignatureVersionError\(", AUTH),
    ),
    q(
        BC,
        "raises",
        "Where does EndpointCreator.create_endpoint throw on a bad endpoint_url?",
        grep(r'raise ValueError\(f"Invalid endpoint', "botocore/endpoint.py"),
    ),
    q(
        BC,
        "const",
        "where is _DEFAULT_ADVISORY_REFRESH_TIMEOUT set, and to what?",
        grep(r"^_DEFAULT_ADVISORY_REFRESH_TIMEOUT = ", CREDS),
    ),
    run(
        BC,
        "What does {} print?",
        "from botocore.utils import percent_encode_sequence; "
        "print(percent_encode_sequence({'a b': 'x/y~', 'k': [1, 2]}))",
        "a%20b=x%2Fy~&k=1&k=2",
    ),
    run(
        BC,
        "can u run {} and tell me what comes out",
        "from botocore.parsers import create_parser; p = create_parser('json'); "
        "print(p.parse({'status_code': 503, 'headers': {}, 'body': b''}, None))",
        "{'Error': {'Code': '503', 'Message': 'Service Unavailable'}, "
        "'ResponseMetadata': {'HTTPStatusCode': 503, 'HTTPHeaders': {}}}",
    ),
    run(
        BC,
        "I'm testing a waiter acceptor by hand. Output of {}?",
        "from botocore.waiter import AcceptorConfig; "
        "a = AcceptorConfig({'state': 'success', 'matcher': 'pathAny', 'expected': 'ok', "
        "'argument': 'xs[].s'}); "
        "print(a.matcher_func({'xs': [{'s': 'no'}, {'s': 'ok'}]}), a.explanation)",
        'True For expression "xs[].s" we matched expected path: "ok" at least once',
    ),
    q(
        BC,
        "edit",
        "Please change DEFAULT_MAX_ATTEMPTS in botocore/retries/standard.py from 3 to 5.",
        {"effect": {"value_set": [STANDARD, "DEFAULT_MAX_ATTEMPTS", "5"]}},
    ),
    q(
        BC,
        "edit",
        'comment out the `logger.debug("Looking for credentials via: %s", provider.METHOD)` '
        "line in botocore/credentials.py, it floods my debug log",
        {
            "effect": {
                "comment_out": [
                    CREDS,
                    'logger.debug("Looking for credentials via: %s", provider.METHOD)',
                ]
            }
        },
    ),
    q(
        BC,
        "edit",
        "In botocore/auth.py, add `'x-forwarded-for',` to SIGNED_HEADERS_BLACKLIST, right after "
        "the `'x-amzn-trace-id',` entry.",
        {"effect": {"line_after": [AUTH, "'x-amzn-trace-id',", "'x-forwarded-for',"]}},
    ),
    q(
        BC,
        "edit",
        "Listing big S3 buckets is slow. Could you make the paginator fetch several pages in "
        "parallel threads and merge them back in order, with a max_workers option?",
        {"effect": {"declined": True}},
    ),
    q(
        BC,
        "which",
        "Which code tries each place my keys might be kept, one after another, and stops as soon "
        "as one of them turns something up?",
        {"body": "CredentialResolver.load_credentials"},
        own=True,
    ),
    q(
        BC,
        "which",
        "Some of the metadata lines I attach to my calls never end up protected by the "
        "cryptographic stamp. Which code chooses which ones are covered?",
        {"body": "SigV4Auth.headers_to_sign"},
        own=True,
    ),
    q(
        BC,
        "which",
        "which method hooks up the standard / adaptive / legacy retry handlers when a client "
        "gets created?",
        {"body": "ClientCreator._register_retries"},
    ),
    q(
        BC,
        "which",
        "When I send a date value, sometimes the text that goes out has fractions of a second "
        "and sometimes it doesn't. Which function decides that?",
        {"body": "Serializer._timestamp_iso8601"},
        own=True,
    ),
    q(
        BC,
        "which",
        "Which Stubber method compares the params my code passed against the expected_params I "
        "gave add_response?",
        {"body": "Stubber._assert_expected_params"},
    ),
    q(
        BC,
        "how",
        "My short-lived keys run out every hour. Does the library swap in new ones a bit before "
        "they go stale, and what happens when lots of threads notice at the same moment?",
        {"body": "RefreshableCredentials._refresh"},
        {"body": "RefreshableCredentials._protected_refresh"},
        own=True,
    ),
    q(
        BC,
        "how",
        "when some box in the middle answers with a plain web page saying the service is down, "
        "instead of a proper reply, what does the library turn that into?",
        {"body": "ResponseParser._is_generic_error_response"},
        {"body": "ResponseParser._do_generic_error_parse"},
        own=True,
    ),
    q(
        BC,
        "how",
        "How does PageIterator guard against a service that keeps returning the same NextToken "
        "forever?",
        grep(r"previous_next_token == next_token|The same next token was received twice", PAGINATE),
    ),
    q(
        BC,
        "how",
        "In the self-tuning retry mode, when AWS starts pushing back because I'm firing calls "
        "too quickly, how much does the client ease off?",
        {"body": "CubicCalculator.error_received"},
        {"body": "ClientRateLimiter.on_receiving_response"},
        own=True,
    ),
    q(
        BC,
        "how",
        "how does `Waiter.wait` let me override the delay and the max attempts for a single call?",
        grep(r"config\.get\('(Delay|MaxAttempts)'", WAITER),
    ),
    # --- libcst ------------------------------------------------------------------------------
    q(CST, "where", "where is CSTNode.deep_clone defined?", {"def": "CSTNode.deep_clone"}),
    q(
        CST,
        "returns",
        "What does get_absolute_module return when the relative import climbs past the top "
        "package?",
        {"returns": "get_absolute_module"},
    ),
    q(
        CST,
        "calls",
        "who calls _find_or_extract_all",
        grep(r"= _find_or_extract_all\(", MATCHERS),
    ),
    q(
        CST,
        "raises",
        "Where does PartialParserConfig reject a bad python_version / encoding / newline / indent?",
        grep(r"raise ValueError\(", "libcst/_parser/types/config.py"),
    ),
    q(
        CST,
        "raises",
        "where's the MetadataException about circular dependencies raised?",
        grep(r"raise MetadataException\(", "libcst/metadata/wrapper.py"),
    ),
    q(
        CST,
        "const",
        "Where's KNOWN_PYTHON_VERSION_STRINGS defined? Which grammar versions are in it?",
        grep(r"^KNOWN_PYTHON_VERSION_STRINGS = ", "libcst/_parser/types/config.py"),
    ),
    run(
        CST,
        "what's the output of {}",
        "import libcst as cst; from libcst.helpers import get_full_name_for_node; "
        "print(get_full_name_for_node(cst.parse_expression('a.b.c(d)[0]')))",
        "a.b.c",
    ),
    q(
        CST,
        "edit",
        "set USE_FSTRING_SIMPLE_EXPRESSION_MAX_LENGTH to 40 in "
        "libcst/codemod/commands/convert_percent_format_to_fstring.py",
        {
            "effect": {
                "value_set": [
                    "libcst/codemod/commands/convert_percent_format_to_fstring.py",
                    "USE_FSTRING_SIMPLE_EXPRESSION_MAX_LENGTH",
                    "40",
                ]
            }
        },
    ),
    q(
        CST,
        "edit",
        'Add a line `__all__ = ["Codemod"]` at the very end of libcst/codemod/_codemod.py, please.',
        {"effect": {"last_line": ["libcst/codemod/_codemod.py", '__all__ = ["Codemod"]']}},
    ),
    q(
        CST,
        "which",
        "After I wrap my parsed file to look up line numbers, the node objects I held onto from "
        "before aren't found anymore. Where does it make its own separate replica of the whole "
        "tree?",
        {"body": "MetadataWrapper.__init__"},
        own=True,
    ),
    q(
        CST,
        "which",
        "I've got a `from ..utils import thing` line. Which helper works out the real full "
        "dotted name of what's pulled in when the line starts with dots, given where my file "
        "sits?",
        {"body": "get_absolute_module"},
        {"body": "get_absolute_module_for_import"},
        own=True,
    ),
    q(
        CST,
        "which",
        "which function in libcst.matchers gives me the SaveMatchedNode captures for every "
        "match in a tree, not just the top node?",
        {"body": "extractall"},
    ),
    q(
        CST,
        "how",
        "In a pattern for a list (say, the arguments of a call) I want to say 'two or more of "
        "these, then whatever'. How does a pattern like that get lined up against the actual "
        "items in the list?",
        {"body": "_sequence_matches"},
        own=True,
    ),
    q(
        CST,
        "how",
        "my rewrite has to be reapplied over and over until the output stops shifting. where "
        "does that looping happen?",
        {"body": "Codemod.transform_module"},
        own=True,
    ),
    q(
        CST,
        "how",
        "How does CSTNode.visit decide whether to descend into the children, and what does it "
        "check about the value my on_leave returns?",
        {"body": "CSTNode.visit"},
    ),
]
