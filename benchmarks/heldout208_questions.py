"""The two-hundred-and-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (s3transfer 0.17.0: ``s3transfer/__init__.py``;
setuptools 65.5.0: ``setuptools/config/setupcfg.py``; openapi-schema-validator 0.9.0:
``openapi_schema_validator/_keywords.py``; networkx 3.6.1:
``networkx/algorithms/flow/capacityscaling.py``), written blind: by reading only those files, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (s3transfer's legacy transfer module most, then
setuptools' setup.cfg reader, networkx's capacity scaling, openapi-schema-validator's keywords).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: every grep and definition gold was resolved against the installed
files with ``benchmarks/check_set.py`` until it printed ``0 bad``; each command was run against the
installed package and its gold copied from its output (the s3transfer one with ``python -P``, since
the workspace's lone ``s3transfer/__init__.py`` would otherwise shadow the installed package); each edit was made by hand on a scratch copy
of its workspace and ``bench_answers.check_effect`` was checked to hold after it (and, for the
declined one, that an unchanged workspace with a "did not change" answer passes).
"""

from __future__ import annotations

from question_helpers import grep, q, run, shell

WORKSPACES: dict[str, list[str]] = {
    "h208_s3transfer_init": ["s3transfer/__init__.py"],
    "h208_setuptools_setupcfg": ["setuptools/config/setupcfg.py"],
    "h208_openapi_keywords": ["openapi_schema_validator/_keywords.py"],
    "h208_networkx_capacityscaling": ["networkx/algorithms/flow/capacityscaling.py"],
}

S3 = "s3transfer/__init__.py"
CFG = "setuptools/config/setupcfg.py"
KW = "openapi_schema_validator/_keywords.py"
CAP = "networkx/algorithms/flow/capacityscaling.py"


QUESTIONS: list[dict] = [
    # --- s3transfer/__init__.py --------------------------------------------------------------
    q(
        "h208_s3transfer_init",
        "where",
        "Where's ReadFileChunk.from_filename?",
        {"def": "ReadFileChunk.from_filename"},
    ),
    q(
        "h208_s3transfer_init",
        "returns",
        "For a ranged download, what does _calculate_range_param hand back -- especially for the "
        "very last part?",
        {"returns": "MultipartDownloader._calculate_range_param"},
    ),
    q(
        "h208_s3transfer_init",
        "calls",
        "who calls random_file_extension",
        grep(r"random_file_extension\(\)", S3),
    ),
    q(
        "h208_s3transfer_init",
        "calls",
        "In the s3transfer package init, which places invoke `_validate_all_known_args`?",
        grep(r"self\._validate_all_known_args\(", S3),
    ),
    q(
        "h208_s3transfer_init",
        "raises",
        "My download keeps timing out and eventually I get RetriesExceededError. Where exactly "
        "is that raised?",
        grep(r"raise RetriesExceededError\(", S3),
    ),
    q(
        "h208_s3transfer_init",
        "raises",
        "passing ChecksumAlgorithm in extra_args to upload_file gives 'Invalid extra_args key' -- "
        "where's that error thrown??",
        grep(r"raise ValueError\($|Invalid extra_args key", S3),
    ),
    q(
        "h208_s3transfer_init",
        "const",
        "where is the default multipart threshold of TransferConfig set (the 8 MB one)?",
        grep(r"multipart_threshold=8 \* MB", S3),
    ),
    q(
        "h208_s3transfer_init",
        "which",
        "Which method of S3Transfer chooses between a plain put_object and a multipart upload?",
        {"body": "S3Transfer.upload_file"},
    ),
    q(
        "h208_s3transfer_init",
        "which",
        "When a big file gets sent up in pieces, a few of the options I gave (say, my own "
        "customer-supplied encryption key) must travel along with every single piece, while the "
        "rest only matter once. Which bit sorts out which ones go along?",
        {"body": "MultipartUploader._extra_upload_part_args"},
        own=True,
    ),
    q(
        "h208_s3transfer_init",
        "which",
        "Hello! During a parallel download, which part takes the pieces coming off the network "
        "and puts each one into the local file at its proper offset, running in its own thread "
        "until it gets the signal to stop?",
        {"body": "MultipartDownloader._perform_io_writes"},
        own=True,
    ),
    q(
        "h208_s3transfer_init",
        "how",
        "How does ReadFileChunk.seek keep the progress callback correct when the stream is "
        "rewound (e.g. on a retry)?",
        {"body": "ReadFileChunk.seek"},
    ),
    q(
        "h208_s3transfer_init",
        "how",
        "say my connection drops halfway through fetching an object to my disk. do I get left "
        "with a half-finished file sitting at the path I asked for, or is that taken care of "
        "somehow?",
        {"body": "S3Transfer.download_file"},
        own=True,
    ),
    shell(
        "h208_s3transfer_init",
        "Can you run {} for me and tell me the output? (-P so the installed package, with its "
        "compat and exceptions modules, is the one imported)",
        'python -P -c "from s3transfer import MultipartDownloader, TransferConfig; '
        "d = MultipartDownloader(None, TransferConfig(), None); "
        'print([d._calculate_range_param(4, i, 3) for i in range(3)])"',
        "['bytes=0-3', 'bytes=4-7', 'bytes=8-']",
    ),
    q(
        "h208_s3transfer_init",
        "edit",
        "In s3transfer/__init__.py please bump TransferConfig's max_io_queue default from 100 "
        "to 200.",
        {"effect": {"text_replaced": [S3, "max_io_queue=100,", "max_io_queue=200,"]}},
    ),
    q(
        "h208_s3transfer_init",
        "edit",
        "S3Transfer.ALLOWED_UPLOAD_ARGS should also accept ChecksumAlgorithm. Add "
        "`'ChecksumAlgorithm',` on the line right after `'Tagging',`.",
        {"effect": {"line_after": [S3, "'Tagging',", "'ChecksumAlgorithm',"]}},
    ),
    # --- setuptools/config/setupcfg.py -------------------------------------------------------
    q(
        "h208_setuptools_setupcfg",
        "where",
        "where is parse_section_packages__find defined",
        {"def": "ConfigOptionsHandler.parse_section_packages__find"},
    ),
    q(
        "h208_setuptools_setupcfg",
        "returns",
        "What does ConfigMetadataHandler._parse_version return? Is it different when the version "
        "comes from `file:` than from `attr:`?",
        {"returns": "ConfigMetadataHandler._parse_version"},
    ),
    q(
        "h208_setuptools_setupcfg",
        "returns",
        "configuration_to_dict -- what does it return?",
        {"returns": "configuration_to_dict"},
    ),
    q(
        "h208_setuptools_setupcfg",
        "calls",
        "Where is _warn_accidental_env_marker_misconfig called from?",
        grep(r"^\s+_warn_accidental_env_marker_misconfig\(", CFG),
    ),
    q(
        "h208_setuptools_setupcfg",
        "raises",
        "read_configuration('nope/setup.cfg') says 'Configuration file ... does not exist.' "
        "Which line raises that?",
        grep(r"raise DistutilsFileError\(", CFG),
    ),
    q(
        "h208_setuptools_setupcfg",
        "raises",
        "I added an [options.foo] section and setuptools dies with 'Unsupported distribution "
        "option section'. where is that raised in setupcfg.py?",
        grep(r"if section_parser_method is None:|Unsupported distribution option section", CFG),
    ),
    q(
        "h208_setuptools_setupcfg",
        "raises",
        "Where does it throw the error about a version loaded from a file not complying with "
        "PEP 440?",
        grep(r"raise DistutilsOptionError\(tmpl|does not comply with PEP 440", CFG),
    ),
    q(
        "h208_setuptools_setupcfg",
        "const",
        "Where are the metadata aliases (home_page -> url, summary -> description, ...) defined?",
        grep(r"^    aliases = \{|'home_page': 'url',", CFG),
    ),
    q(
        "h208_setuptools_setupcfg",
        "which",
        "which method turns `packages = find:` or `find_namespace:` into the real list of "
        "packages?",
        {"body": "ConfigOptionsHandler._parse_packages"},
    ),
    q(
        "h208_setuptools_setupcfg",
        "which",
        "Which helper decides whether something I typed like 'Yes' or '1' in my project's config "
        "counts as switched on?",
        {"body": "ConfigHandler._parse_bool"},
        own=True,
    ),
    q(
        "h208_setuptools_setupcfg",
        "how",
        "How does ConfigHandler.__setitem__ deal with an option that already has a value on the "
        "target object? And with a parser that fails?",
        {"body": "ConfigHandler.__setitem__"},
    ),
    q(
        "h208_setuptools_setupcfg",
        "how",
        "If I give several entries under one key, either one per row or all in a single row "
        "divided by ',', how does that get chopped up into items -- and what happens to the "
        "empty ones?",
        {"body": "ConfigHandler._parse_list"},
        own=True,
    ),
    run(
        "h208_setuptools_setupcfg",
        "What does {} print?",
        "from setuptools.config.setupcfg import ConfigHandler; "
        "print(ConfigHandler._parse_dict('name = demo\\nversion=1.0'))",
        "{'name': 'demo', 'version': '1.0'}",
    ),
    q(
        "h208_setuptools_setupcfg",
        "edit",
        "In setuptools/config/setupcfg.py, _parse_bool should also treat 'on' as true: change "
        "`value in ('1', 'true', 'yes')` to `value in ('1', 'true', 'yes', 'on')`.",
        {
            "effect": {
                "text_replaced": [
                    CFG,
                    "value in ('1', 'true', 'yes')",
                    "value in ('1', 'true', 'yes', 'on')",
                ]
            }
        },
    ),
    q(
        "h208_setuptools_setupcfg",
        "edit",
        "setupcfg.py is a mess of untyped classmethods. Could you add full type hints to every "
        "_parse_* method and refactor ConfigHandler so the parsers are registered with a "
        "decorator instead of the big `parsers` dicts?",
        {"effect": {"declined": True}},
    ),
    # --- openapi_schema_validator/_keywords.py -----------------------------------------------
    q(
        "h208_openapi_keywords",
        "where",
        "Where's write_readOnly defined in openapi-schema-validator?",
        {"def": "write_readOnly"},
    ),
    q(
        "h208_openapi_keywords",
        "calls",
        "which keyword functions call handle_discriminator?",
        grep(r"yield from handle_discriminator\(", KW),
    ),
    q(
        "h208_openapi_keywords",
        "raises",
        "Validating null against a schema without nullable gives me 'None for not nullable'. "
        "Where is that error produced?",
        grep(r'ValidationError\("None for not nullable"\)', KW),
    ),
    q(
        "h208_openapi_keywords",
        "which",
        "Which keyword validator lets Python bytes pass for a `type: string, format: binary` "
        "schema?",
        {"body": "type"},
    ),
    q(
        "h208_openapi_keywords",
        "which",
        "which check flags it when a value comes back from the server for a field that clients "
        "are only ever supposed to send?",
        {"body": "read_writeOnly"},
        own=True,
    ),
    q(
        "h208_openapi_keywords",
        "how",
        "how does handle_discriminator figure out which schema to use when the discriminator has "
        "no mapping for the value?",
        {"body": "handle_discriminator"},
    ),
    q(
        "h208_openapi_keywords",
        "how",
        "My schema has a regex in it. If the JavaScript-flavoured regex engine isn't installed, "
        "what happens when a string is checked against it?",
        {"body": "pattern"},
        own=True,
    ),
    run(
        "h208_openapi_keywords",
        "quick one: what's the output of {}",
        "from openapi_schema_validator import OAS30Validator; "
        "print([e.message for e in OAS30Validator({'type': 'string', 'pattern': '^ab'})"
        ".iter_errors('xyz')])",
        "'xyz' does not match '^ab'",
    ),
    q(
        "h208_openapi_keywords",
        "edit",
        "The `required` function in openapi_schema_validator/_keywords.py has no docstring. "
        "Please add one: it reports missing required properties, skipping readOnly ones when "
        "writing and writeOnly ones when reading.",
        {"effect": {"docstring": "required"}},
    ),
    # --- networkx/algorithms/flow/capacityscaling.py -----------------------------------------
    q(
        "h208_networkx_capacityscaling",
        "where",
        "where is _build_flow_dict",
        {"def": "_build_flow_dict"},
    ),
    q(
        "h208_networkx_capacityscaling",
        "returns",
        "What does capacity_scaling return, including the early exit when the residual network "
        "has no edges?",
        {"returns": "capacity_scaling"},
    ),
    q(
        "h208_networkx_capacityscaling",
        "calls",
        "Who calls _detect_unboundedness?",
        grep(r"^\s+_detect_unboundedness\(R\)", CAP),
    ),
    q(
        "h208_networkx_capacityscaling",
        "raises",
        "Where in capacityscaling.py is NetworkXUnbounded raised?",
        grep(r"raise nx\.NetworkXUnbounded\(", CAP),
    ),
    q(
        "h208_networkx_capacityscaling",
        "raises",
        "nx.capacity_scaling fails with 'Sum of the demands should be 0.' -- where is that check?",
        grep(r'raise nx\.NetworkXUnfeasible\("Sum of the demands', CAP),
    ),
    q(
        "h208_networkx_capacityscaling",
        "which",
        "Which function comes up with a stand-in big number for links that have no limit on how "
        "much they can carry?",
        {"body": "_build_residual_network"},
        own=True,
    ),
    q(
        "h208_networkx_capacityscaling",
        "how",
        "How is the starting delta picked in capacity_scaling?",
        grep(r"wmax = max\(chain|delta = 2 \*\* int\(log\(wmax, 2\)\)", CAP),
    ),
    q(
        "h208_networkx_capacityscaling",
        "how",
        "Before solving, how does it find out that you could keep sending stuff round and round "
        "a circle forever and make the total bill drop without end?",
        {"body": "_detect_unboundedness"},
        grep(
            r"Detect selfloops with infinite capacities|"
            r"if e\.get\(weight, 0\) < 0 and e\.get\(capacity, inf\) == inf",
            CAP,
        ),
        own=True,
    ),
    run(
        "h208_networkx_capacityscaling",
        "Please run {} -- what comes out?",
        "import networkx as nx; G = nx.DiGraph(); G.add_node('a', demand=-3); "
        "G.add_node('b', demand=3); G.add_edge('a', 'b', weight=2, capacity=5); "
        "print(nx.capacity_scaling(G))",
        "(6, {'a': {'b': 3}, 'b': {}})",
    ),
    q(
        "h208_networkx_capacityscaling",
        "edit",
        'In capacity_scaling, line 313 (`flow = e["capacity"] - e["flow"]`) is computed and '
        "then computed again inside the `if` right below it. Delete that first, redundant line "
        "313.",
        {"effect": {"lines_deleted": [CAP, 313, 313]}},
    ),
]
