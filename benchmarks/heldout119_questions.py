"""The hundred-and-nineteenth held-out set: questions on parts of three third-party packages,
copied from the installed site-packages (botocore 1.43.11: signers.py, client.py, args.py and
discovery.py; mpmath 1.3.0: calculus/odes.py, calculus/differentiation.py,
calculus/extrapolation.py and calculus/polynomials.py; docutils 0.19:
parsers/rst/tableparser.py), written blind: by reading only those files, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (botocore most, then mpmath). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h119_botocore": [
        "botocore/signers.py",
        "botocore/client.py",
        "botocore/args.py",
        "botocore/discovery.py",
    ],
    "h119_mpmath": [
        "mpmath/calculus/odes.py",
        "mpmath/calculus/differentiation.py",
        "mpmath/calculus/extrapolation.py",
        "mpmath/calculus/polynomials.py",
    ],
    "h119_docutils": ["docutils/parsers/rst/tableparser.py"],
}

SIGNERS = "botocore/signers.py"
CLIENT = "botocore/client.py"
ARGS = "botocore/args.py"
DISCOVERY = "botocore/discovery.py"
DIFF = "mpmath/calculus/differentiation.py"
EXTRA = "mpmath/calculus/extrapolation.py"
POLY = "mpmath/calculus/polynomials.py"
TABLES = "docutils/parsers/rst/tableparser.py"


QUESTIONS: list[dict] = [
    # --- botocore ----------------------------------------------------------------------------
    q(
        "h119_botocore",
        "where",
        "where's _get_configured_signature_version defined",
        {"def": "_get_configured_signature_version"},
    ),
    q(
        "h119_botocore",
        "where",
        "Could you point me to the definition of `EndpointDiscoveryManager.describe_endpoint`?",
        {"def": "EndpointDiscoveryManager.describe_endpoint"},
    ),
    q(
        "h119_botocore",
        "returns",
        "What does ClientEndpointBridge._resolve_signing_name give back when the resolved "
        "endpoint has no credentialScope?",
        {"returns": "ClientEndpointBridge._resolve_signing_name"},
    ),
    q(
        "h119_botocore",
        "calls",
        "who calls _should_use_global_endpoint",
        grep(r"_should_use_global_endpoint\(self\)", SIGNERS),
    ),
    q(
        "h119_botocore",
        "calls",
        "I'm tracing presigning. Where all is `_resolve_endpoint_ruleset` invoked from?",
        {"grep": r"\) = self\._resolve_endpoint_ruleset\("},
    ),
    q(
        "h119_botocore",
        "calls",
        "where does _compute_socket_options get called from in args.py?",
        grep(r"self\._compute_socket_options\(", ARGS),
    ),
    q(
        "h119_botocore",
        "raises",
        "Where is UnknownClientMethodError raised when I presign a method name that doesn't exist?",
        grep(r"raise UnknownClientMethodError\(", SIGNERS),
    ),
    q(
        "h119_botocore",
        "raises",
        "which lines in botocore/args.py raise InvalidConfigError?",
        grep(r"raise botocore\.exceptions\.InvalidConfigError\(", ARGS),
    ),
    q(
        "h119_botocore",
        "raises",
        "where does EndpointDiscoveryRequired get thrown",
        grep(r"raise EndpointDiscoveryRequired\(", DISCOVERY),
    ),
    q(
        "h119_botocore",
        "raises",
        "client.get_waiter('bucket_exist') blew up with 'Waiter does not exist' -- where's that "
        "raised?",
        grep(r'raise ValueError\(f"Waiter does not exist', CLIENT),
    ),
    q(
        "h119_botocore",
        "const",
        "where is LEGACY_GLOBAL_STS_REGIONS set?",
        grep(r"^LEGACY_GLOBAL_STS_REGIONS = ", ARGS),
    ),
    q(
        "h119_botocore",
        "const",
        "Where's the DEFAULT_ENDPOINT template of ClientEndpointBridge defined, and what's its "
        "value?",
        grep(r"DEFAULT_ENDPOINT = '", CLIENT),
    ),
    q(
        "h119_botocore",
        "which",
        "Which bit notices that I typed a region with that special government-compliance marker "
        "stuck on the front or back, cleans the name up, and quietly turns the compliant "
        "endpoint setting on for me?",
        {"body": "ClientCreator._normalize_fips_region"},
        own=True,
    ),
    q(
        "h119_botocore",
        "which",
        "which method picks the signature version from the endpoint's signatureVersions list "
        "(the first one botocore knows)?",
        {"body": "ClientEndpointBridge._resolve_signature_version"},
    ),
    q(
        "h119_botocore",
        "which",
        "If looking up the service's special per-account address just failed, which piece makes "
        "it hold off for a minute instead of trying again on every single call?",
        {"body": "EndpointDiscoveryManager._recently_failed"},
        {"body": "EndpointDiscoveryManager._refresh_current_endpoints"},
        own=True,
    ),
    q(
        "h119_botocore",
        "which",
        "I've got a private key and I want to hand out links to files on our CDN that stop "
        "working after a date. Which class does that?",
        {"body": "CloudFrontSigner"},
        own=True,
    ),
    q(
        "h119_botocore",
        "how",
        "How does RequestSigner._choose_signer end up with 'v4-query' instead of 'v4' when "
        "presigning a URL?",
        {"body": "RequestSigner._choose_signer"},
    ),
    q(
        "h119_botocore",
        "how",
        "I'm making a browser upload form for S3 and want the uploaded file to keep whatever name "
        "the user's file had. How does it relax the rules for the object name in that case?",
        {"body": "generate_presigned_post"},
        own=True,
    ),
    q(
        "h119_botocore",
        "how",
        "how long does it keep the addresses it looked up for a service before it goes and asks "
        "again? where is that worked out",
        {"body": "EndpointDiscoveryManager._parse_endpoints"},
        {"body": "EndpointDiscoveryManager._get_current_endpoints"},
        own=True,
    ),
    run(
        "h119_botocore",
        "Run {} and tell me what it prints, please.",
        "import datetime; from botocore.signers import CloudFrontSigner; "
        "print(CloudFrontSigner('K', None).build_policy('https://d111.cloudfront.net/pic.jpg', "
        "datetime.datetime(2030, 1, 1), ip_address='10.0.0.1'))",
        '{"Statement":[{"Resource":"https://d111.cloudfront.net/pic.jpg","Condition":'
        '{"DateLessThan":{"AWS:EpochTime":1893456000},"IpAddress":{"AWS:SourceIp":'
        '"10.0.0.1/32"}}}]}',
    ),
    q(
        "h119_botocore",
        "edit",
        "Set USERAGENT_APPID_MAXLEN in botocore/args.py to 64.",
        {"effect": {"value_set": [ARGS, "USERAGENT_APPID_MAXLEN", "64"]}},
    ),
    q(
        "h119_botocore",
        "edit",
        "pls comment out the `logger.debug('Discovering endpoints with kwargs: %s', kwargs)` "
        "line in discovery.py, it's noisy",
        {
            "effect": {
                "comment_out": [
                    DISCOVERY,
                    "logger.debug('Discovering endpoints with kwargs: %s', kwargs)",
                ]
            }
        },
    ),
    q(
        "h119_botocore",
        "edit",
        "The endpoint discovery cache isn't thread safe and it throws away every endpoint on a "
        "421. Can you add proper locking, evict only the bad endpoint, and make the cache size "
        "and failure back-off configurable through Config?",
        {"effect": {"declined": True}},
    ),
    # --- mpmath ------------------------------------------------------------------------------
    q("h119_mpmath", "where", "Where is pade defined?", {"def": "pade"}),
    q(
        "h119_mpmath",
        "returns",
        "what does `richardson` return? a single number or something else?",
        {"returns": "richardson"},
    ),
    q(
        "h119_mpmath",
        "calls",
        "who calls hsteps",
        grep(r"= hsteps\(ctx, f, x", DIFF),
    ),
    q(
        "h119_mpmath",
        "raises",
        "where does polyroots raise NoConvergence?",
        grep(r"raise ctx\.NoConvergence\(", POLY),
    ),
    q(
        "h119_mpmath",
        "raises",
        "Where can the levin accelerator throw a ValueError?",
        grep(r'raise ValueError\("levin: ', EXTRA),
    ),
    q(
        "h119_mpmath",
        "raises",
        "I passed method='spline' to diff and it errored out. where is that raised",
        grep(r'raise ValueError\("unknown method: ', DIFF),
    ),
    q(
        "h119_mpmath",
        "which",
        "Which function finds all the x values where my polynomial hits zero, complex ones "
        "included, by improving every guess together each round?",
        {"body": "polyroots"},
        own=True,
    ),
    q(
        "h119_mpmath",
        "which",
        "Which function computes a Pade approximant from a list of Taylor coefficients?",
        {"body": "pade"},
    ),
    q(
        "h119_mpmath",
        "which",
        "is there something that differentiates a function a non-whole number of times, e.g. "
        "2.5 times? which function is it",
        {"body": "differint"},
        own=True,
    ),
    q(
        "h119_mpmath",
        "how",
        "How does `diff` pick the step size h when I don't pass one?",
        {"body": "hsteps"},
    ),
    q(
        "h119_mpmath",
        "how",
        "I'm stepping a little physics simulation y' = f(x, y) with mpmath's solver. When I ask "
        "for the answer much further out than the starting x, how does it get there -- does it "
        "keep the earlier chunks around and build on them?",
        {"body": "odefun.get_series"},
        {"body": "ode_taylor"},
        own=True,
    ),
    q(
        "h119_mpmath",
        "how",
        "how does adaptive_extrapolation decide when to stop and which estimate "
        "(richardson/shanks/levin) to trust?",
        {"body": "adaptive_extrapolation"},
    ),
    q(
        "h119_mpmath",
        "how",
        "When I add up something over two counters that both run off forever (a whole quarter "
        "of the grid), how does it turn that into one running total it can speed up?",
        {"body": "fold_infinite"},
        own=True,
    ),
    run(
        "h119_mpmath",
        "what does {} print?",
        "from mpmath import mp, polyroots; print(polyroots([1, -3, 2]))",
        "[mpf('1.0'), mpf('2.0')]",
    ),
    run(
        "h119_mpmath",
        "Can you run {} and show me the output",
        "from mpmath import mp; print(mp.taylor(lambda x: x**2 + 3*x, 1, 2))",
        "[mpf('4.0'), mpf('5.0'), mpf('1.0')]",
    ),
    q(
        "h119_mpmath",
        "edit",
        "Add a docstring to hsteps in mpmath/calculus/differentiation.py explaining that it "
        "evaluates f at the finite-difference points and returns the values, the step norm and "
        "the working precision.",
        {"effect": {"docstring": "hsteps"}},
    ),
    q(
        "h119_mpmath",
        "edit",
        "In polynomials.py, change the default of polyroots from maxsteps=50 to maxsteps=100.",
        {"effect": {"text_replaced": [POLY, "maxsteps=50", "maxsteps=100"]}},
    ),
    # --- docutils ----------------------------------------------------------------------------
    q(
        "h119_docutils",
        "where",
        "where is update_dict_of_lists",
        {"def": "update_dict_of_lists"},
    ),
    q(
        "h119_docutils",
        "returns",
        "What does GridTableParser.scan_right return?",
        {"returns": "GridTableParser.scan_right"},
    ),
    q(
        "h119_docutils",
        "calls",
        "Where's `parse_row` called from in SimpleTableParser?",
        grep(r"self\.parse_row\(", TABLES),
    ),
    q(
        "h119_docutils",
        "raises",
        "list the places that raise TableMarkupError",
        grep(r"raise TableMarkupError\(", TABLES),
    ),
    q(
        "h119_docutils",
        "which",
        "in those tables drawn with rows of equals signs, which part complains when a bit of "
        "text pokes into the blank gap between two columns?",
        {"body": "SimpleTableParser.check_columns"},
        own=True,
    ),
    q(
        "h119_docutils",
        "how",
        "How does GridTableParser figure out where each cell ends? Does it trace around the "
        "borders?",
        {"body": "GridTableParser.parse_table"},
        {"body": "GridTableParser.scan_cell"},
        {"body": "GridTableParser.scan_right"},
        {"body": "GridTableParser.scan_down"},
        {"body": "GridTableParser.scan_left"},
        {"body": "GridTableParser.scan_up"},
    ),
    run(
        "h119_docutils",
        "whats the output of {}",
        "from docutils.parsers.rst.tableparser import SimpleTableParser; "
        "p = SimpleTableParser(); p.columns = []; "
        "print(p.parse_columns('-----  ---  ---', 0))",
        "[(0, 5), (7, 10), (12, 15)]",
    ),
    q(
        "h119_docutils",
        "edit",
        "Please add a docstring to SimpleTableParser.init_row: it builds the empty cells of a "
        "row from a column spec and works out each cell's column span.",
        {"effect": {"docstring": "SimpleTableParser.init_row"}},
    ),
]
