"""The two-hundred-and-sixth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (botocore 1.43.11: ``botocore/regions.py``;
networkx 3.6.1: ``networkx/algorithms/centrality/closeness.py``; IPython 8.12.3:
``IPython/utils/PyColorize.py``; hypothesis 6.155.2: ``hypothesis/internal/compat.py``), written
blind: by reading only those four files (plus the format of set 128, ``question_helpers.py`` and
the gold functions of ``bench_answers.py``), never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (botocore's endpoint resolvers most, then
hypothesis's compat helpers, IPython's source colorizer and networkx's closeness centrality).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it, with one definition that fits); the rest name the
code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every
grep gold matches lines, every named definition is exactly one); each command was run against the
installed packages and its gold is an exact substring of what it printed; each edit was made by
hand on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it (and, for
the declined ones, on the untouched copy). Definitions inside ``if sys.version_info`` blocks of
compat.py are not seen as definitions, so their golds are greps.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h206_botocore_regions": ["botocore/regions.py"],
    "h206_networkx_closeness": ["networkx/algorithms/centrality/closeness.py"],
    "h206_ipython_pycolorize": ["IPython/utils/PyColorize.py"],
    "h206_hypothesis_compat": ["hypothesis/internal/compat.py"],
}

REG = "botocore/regions.py"
CLOSE = "networkx/algorithms/centrality/closeness.py"
PYC = "IPython/utils/PyColorize.py"
COMPAT = "hypothesis/internal/compat.py"


QUESTIONS: list[dict] = [
    # --- botocore/regions.py -----------------------------------------------------------------
    q(
        "h206_botocore_regions",
        "where",
        "Where is get_partition_for_region defined?",
        {"def": "EndpointResolver.get_partition_for_region"},
    ),
    q(
        "h206_botocore_regions",
        "where",
        "i'm reading the auth scheme code in botocore regions.py -- where's `_strip_sig_prefix`?",
        {"def": "EndpointRulesetResolver._strip_sig_prefix"},
    ),
    q(
        "h206_botocore_regions",
        "returns",
        "What comes back from EndpointResolver.get_partition_dns_suffix, say when I give it "
        "variant tags the partition has no dnsSuffix for?",
        {"returns": "EndpointResolver.get_partition_dns_suffix"},
    ),
    q(
        "h206_botocore_regions",
        "calls",
        "Which places call `_retrieve_variant_data`?",
        grep(r"self\._retrieve_variant_data\(", REG),
    ),
    q(
        "h206_botocore_regions",
        "calls",
        "who calls EndpointResolver._endpoint_for_partition",
        grep(r"self\._endpoint_for_partition\(", REG),
    ),
    q(
        "h206_botocore_regions",
        "raises",
        "botocore.exceptions.NoRegionError: You must specify a region. -- where in regions.py "
        "is that one raised when I don't give a region?",
        grep(r"raise NoRegionError\(\)", REG),
    ),
    q(
        "h206_botocore_regions",
        "raises",
        "Where does get_partition_for_region throw UnknownRegionError?",
        grep(r"raise UnknownRegionError\(", REG),
    ),
    q(
        "h206_botocore_regions",
        "raises",
        "I turned on use_dualstack_endpoint with the aws-iso partition and got an error saying "
        "dualstack endpoints aren't supported for it. Where is that raised?",
        grep(
            r"Dualstack endpoints are currently not supported|"
            r"raise EndpointVariantError\(tags=\['dualstack'\]",
            REG,
        ),
    ),
    q(
        "h206_botocore_regions",
        "raises",
        "Hi, an operation fails for me with 'This operation requires an additional dependency. "
        "Use pip install botocore[crt]'. Which line raises that?",
        grep(r"raise MissingDependencyException\(|Use pip install botocore\[crt\]", REG),
    ),
    q(
        "h206_botocore_regions",
        "const",
        "where is the list of partitions that don't do dualstack kept in EndpointResolver?",
        grep(r"_UNSUPPORTED_DUALSTACK_PARTITIONS = \[", REG),
    ),
    q(
        "h206_botocore_regions",
        "which",
        "Which method turns an EndpointProviderError from the ruleset into one of botocore's "
        "own exception types, like InvalidHostLabelError?",
        {"body": "EndpointRulesetResolver.ruleset_error_to_botocore_exception"},
    ),
    q(
        "h206_botocore_regions",
        "which",
        "which class holds the names like AWS::Region and SDK::Endpoint?",
        {"body": "EndpointResolverBuiltins"},
    ),
    q(
        "h206_botocore_regions",
        "which",
        "There's a pattern with blanks for the product name, the geographic area and the "
        "domain ending. Which piece of code fills those blanks in to get the final address?",
        {"body": "EndpointResolver._expand_template"},
        own=True,
    ),
    q(
        "h206_botocore_regions",
        "which",
        "Which little helper copies settings from one mapping into another, but only the ones "
        "the second doesn't have yet, so nothing already there gets overwritten?",
        {"body": "EndpointResolver._merge_keys"},
        own=True,
    ),
    q(
        "h206_botocore_regions",
        "how",
        "How does EndpointRulesetResolver.construct_endpoint handle use_ssl=False, given the "
        "provider only hands back https URLs?",
        {"body": "EndpointRulesetResolver.construct_endpoint"},
    ),
    q(
        "h206_botocore_regions",
        "how",
        "how does it decide that signature_version='s3v4' counts as the same thing as the "
        "ruleset's sigv4?",
        {"body": "EndpointRulesetResolver._does_botocore_authname_match_ruleset_authname"},
    ),
    q(
        "h206_botocore_regions",
        "how",
        "When I ask for all the places a given AWS product can be reached, the global "
        "catch-all ones are missing unless I say so. How is that list whittled down?",
        {"body": "EndpointResolver.get_available_endpoints"},
        own=True,
    ),
    q(
        "h206_botocore_regions",
        "how",
        "For each parameter of the endpoint ruleset, in what order does the ruleset resolver look "
        "for a value (static context, the call's arguments, client config, builtins)?",
        {"body": "EndpointRulesetResolver._get_provider_params"},
        {"body": "EndpointRulesetResolver._resolve_param_from_context"},
    ),
    run(
        "h206_botocore_regions",
        "What hostname does {} print?",
        "from botocore.regions import EndpointResolver; r = EndpointResolver({'partitions': "
        "[{'partition': 'aws', 'dnsSuffix': 'amazonaws.com', 'regions': {'us-east-1': {}}, "
        "'regionRegex': '^us-', 'defaults': {'hostname': '{service}.{region}.{dnsSuffix}'}, "
        "'services': {}}]}); e = r.construct_endpoint('widgets', 'us-west-9'); "
        "print(e['hostname'], e['partition'], e['endpointName'])",
        "widgets.us-west-9.amazonaws.com aws us-west-9",
    ),
    q(
        "h206_botocore_regions",
        "edit",
        "We have an aws-iso-e partition that can't do dualstack either. In botocore/regions.py, "
        "please add 'aws-iso-e' to the end of EndpointResolver._UNSUPPORTED_DUALSTACK_PARTITIONS.",
        {
            "effect": {
                "text_replaced": [
                    REG,
                    "['aws-iso', 'aws-iso-b']",
                    "['aws-iso', 'aws-iso-b', 'aws-iso-e']",
                ]
            }
        },
    ),
    q(
        "h206_botocore_regions",
        "edit",
        "Could you add full type hints to every method of EndpointResolver and "
        "EndpointRulesetResolver in regions.py and make the module pass mypy --strict?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/algorithms/centrality/closeness.py -----------------------------------------
    q(
        "h206_networkx_closeness",
        "where",
        "where's incremental_closeness_centrality",
        {"def": "incremental_closeness_centrality"},
    ),
    q(
        "h206_networkx_closeness",
        "returns",
        "what does `closeness_centrality` return when I pass a single node as u instead of "
        "leaving it None?",
        {"returns": "closeness_centrality"},
    ),
    q(
        "h206_networkx_closeness",
        "calls",
        "Where does the incremental version fall back to calling nx.closeness_centrality?",
        grep(r"return nx\.closeness_centrality\(G\)", CLOSE),
    ),
    q(
        "h206_networkx_closeness",
        "raises",
        "NetworkXError: prev_cc and G do not have the same nodes. Where's that raised?",
        grep(r'raise NetworkXError\("prev_cc and G do not have the same nodes"\)', CLOSE),
    ),
    q(
        "h206_networkx_closeness",
        "which",
        "I keep a table of how central every point in my network is. After I connect or "
        "disconnect one pair of points, which function refreshes the table while reusing the "
        "old numbers that can't have moved?",
        {"body": "incremental_closeness_centrality"},
        own=True,
    ),
    q(
        "h206_networkx_closeness",
        "how",
        "With one-way links, is the score about how quickly a point gets to everyone else, or "
        "how quickly everyone else gets to it? Where is that settled?",
        grep(r"if G\.is_directed\(\):|G = G\.reverse\(\)", CLOSE),
        own=True,
    ),
    run(
        "h206_networkx_closeness",
        "what score does node 3 get from {}?",
        "import networkx as nx; print(nx.closeness_centrality(nx.Graph([(0, 1), (2, 3), (3, 4)])))",
        "3: 0.5",
    ),
    q(
        "h206_networkx_closeness",
        "edit",
        "in networkx/algorithms/centrality/closeness.py make wf_improved default to False for "
        "closeness_centrality (only that function, not the incremental one)",
        {
            "effect": {
                "text_replaced": [
                    CLOSE,
                    "def closeness_centrality(G, u=None, distance=None, wf_improved=True):",
                    "def closeness_centrality(G, u=None, distance=None, wf_improved=False):",
                ]
            }
        },
    ),
    q(
        "h206_networkx_closeness",
        "edit",
        "closeness_centrality and incremental_closeness_centrality both compute the per-node "
        "score with the same copy-pasted loop body. Refactor that into a shared helper both "
        "use, without changing results.",
        {"effect": {"declined": True}},
    ),
    # --- IPython/utils/PyColorize.py ---------------------------------------------------------
    q(
        "h206_ipython_pycolorize",
        "where",
        "Where is Parser.format2 defined in PyColorize?",
        {"def": "Parser.format2"},
    ),
    q(
        "h206_ipython_pycolorize",
        "returns",
        "What does format2 give back? A string, or a tuple with an error flag?",
        {"returns": "Parser.format2"},
    ),
    q(
        "h206_ipython_pycolorize",
        "calls",
        "Who calls _inner_call_?",
        grep(r"self\._inner_call_\(", PYC),
    ),
    q(
        "h206_ipython_pycolorize",
        "raises",
        "where does the PyColorize Parser raise the ValueError about `out` needing to be "
        'file-like or "str"?',
        grep(r"raise ValueError\(", PYC),
    ),
    q(
        "h206_ipython_pycolorize",
        "const",
        "Where's the default color scheme name (_scheme_default) set in PyColorize.py?",
        grep(r"^_scheme_default = ", PYC),
    ),
    q(
        "h206_ipython_pycolorize",
        "which",
        "Which bit of the highlighter takes one piece of the code at a time, keeps the spacing "
        "in front of it, and wraps it in the right terminal color codes?",
        {"body": "Parser._inner_call_"},
        {"body": "Parser.__call__"},
        own=True,
    ),
    q(
        "h206_ipython_pycolorize",
        "how",
        "If the snippet I want highlighted is cut off halfway, like an unclosed bracket, what "
        "do I get out: a crash, or some message in the output?",
        grep(r"except tokenize\.TokenError as ex:|\*\*\* ERROR: ", PYC),
        own=True,
    ),
    run(
        "h206_ipython_pycolorize",
        "please run {} -- what escape code is put in front of `if`?",
        "from IPython.utils.PyColorize import Parser; "
        "print(repr(Parser(style='Linux').format('if x: pass', 'str')))",
        r"\x1b[1;32mif\x1b[0m",
    ),
    q(
        "h206_ipython_pycolorize",
        "edit",
        "Switch PyColorize's _scheme_default from 'Linux' to 'Neutral', please.",
        {"effect": {"value_set": [PYC, "_scheme_default", "'Neutral'"]}},
    ),
    # --- hypothesis/internal/compat.py -------------------------------------------------------
    q(
        "h206_hypothesis_compat",
        "returns",
        "what does bad_django_TestCase return, and when is it True?",
        {"returns": "bad_django_TestCase"},
    ),
    q(
        "h206_hypothesis_compat",
        "calls",
        "Where is `_hint_and_args` used in compat.py?",
        grep(r"(?<!def )_hint_and_args\(", COMPAT),
    ),
    q(
        "h206_hypothesis_compat",
        "raises",
        "hypothesis' backported batched() -- where does it raise for n < 1?",
        grep(r'raise ValueError\("n must be at least one"\)', COMPAT),
    ),
    q(
        "h206_hypothesis_compat",
        "which",
        "Which function checks whether a class was probably made with typing.NamedTuple?",
        {"body": "is_typed_named_tuple"},
    ),
    q(
        "h206_hypothesis_compat",
        "which",
        "which helper rounds a number down toward minus infinity using only whole-number math, "
        "so huge values don't lose precision on the way?",
        {"body": "floor"},
        own=True,
    ),
    q(
        "h206_hypothesis_compat",
        "how",
        "How does hypothesis's get_type_hints deal with a functools.partial?",
        {"body": "get_type_hints"},
    ),
    q(
        "h206_hypothesis_compat",
        "how",
        "When one of my record objects gets flattened into plain dicts and lists, and it holds a "
        "mapping that invents a value for any missing key, does that mapping keep that "
        "behaviour in the copy? How is it rebuilt?",
        grep(
            r'if hasattr\(type\(obj\), "default_factory"\):|'
            r"result = type\(obj\)\(obj\.default_factory\)",
            COMPAT,
        ),
        own=True,
    ),
    run(
        "h206_hypothesis_compat",
        "Can you tell me the output of {}?",
        "from hypothesis.internal.compat import extract_bits, floor, ceil; "
        "print(extract_bits(6, width=5), floor(-2.5), ceil(2.1))",
        "[0, 0, 1, 1, 0] -3 3",
    ),
    q(
        "h206_hypothesis_compat",
        "edit",
        "extract_bits in hypothesis/internal/compat.py has no docstring. Add one saying it "
        "returns the bits of a non-negative int, most significant first, padded or cut to "
        "width when given.",
        {"effect": {"docstring": "extract_bits"}},
    ),
]
