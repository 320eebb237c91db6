"""The two-hundred-and-fifth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (setuptools 65.5.0:
``setuptools/config/pyprojecttoml.py``; networkx 3.6.1: ``networkx/algorithms/structuralholes.py``;
urllib3 2.7.0: ``urllib3/util/request.py``; botocore 1.43.11: ``botocore/configloader.py``), written
blind: by reading only those files (and the set format, the question helpers and the gold functions
of ``bench_answers.py``), never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (setuptools' pyproject loader most, then
networkx's structural holes, botocore's config loader, urllib3's request helpers). About a fifth of
the non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every gold names exactly one definition or matches the intended lines, every command prints its
expected text against the installed package); and for each edit the correct edit was made by hand
on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it (the declined
ones: the workspace left unchanged).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h205_setuptools_pyprojecttoml": ["setuptools/config/pyprojecttoml.py"],
    "h205_networkx_structuralholes": ["networkx/algorithms/structuralholes.py"],
    "h205_urllib3_request": ["urllib3/util/request.py"],
    "h205_botocore_configloader": ["botocore/configloader.py"],
}

PP = "setuptools/config/pyprojecttoml.py"
SH = "networkx/algorithms/structuralholes.py"
REQ = "urllib3/util/request.py"
CFG = "botocore/configloader.py"


QUESTIONS: list[dict] = [
    # --- setuptools/config/pyprojecttoml.py --------------------------------------------------
    q(
        "h205_setuptools_pyprojecttoml",
        "where",
        "Where is the __enter__ of _EnsurePackagesDiscovered?",
        {"def": "_EnsurePackagesDiscovered.__enter__"},
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "returns",
        "what can read_configuration() give back? I sometimes get an empty dict and I'm not sure "
        "why",
        {"returns": "read_configuration"},
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "calls",
        "Which methods of the config expander call `_ensure_previously_set`?",
        grep(r"self\._ensure_previously_set\(", PP),
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "calls",
        "_expand_directive -- who calls it?",
        grep(r"self\._expand_directive\(", PP),
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "raises",
        "pip install . fails with FileError: Configuration file '/x/pyproject.toml' does not "
        "exist. Where in setuptools is that raised?",
        grep(r"raise FileError\(", PP),
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "raises",
        'I listed `readme` under dynamic and now get OptionError "No configuration found for '
        "dynamic 'readme'\". which line throws that?",
        grep(r"raise OptionError\(msg\)|No configuration found for dynamic", PP),
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "raises",
        "Where does the schema check turn a validation failure into the "
        "'invalid pyproject.toml config' ValueError?",
        grep(r'raise ValueError\(f"\{error\}|error = f"invalid pyproject\.toml config', PP),
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "const",
        "If I make the readme dynamic and don't give a content-type, what does it default to and "
        "where is that set?",
        grep(r'"text/x-rst"', PP),
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "which",
        "Our CI docs told everyone to drop a tiny TOML file in the repo with only the package "
        "title, its release number and the minimum interpreter, and that file doesn't pass the "
        "schema. Which function lets that slide with a warning instead of failing the build?",
        {"body": "_skip_bad_config"},
        own=True,
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "which",
        "which helper takes a multi-line blob of text naming what my package needs and throws "
        "away the empty lines and anything starting with a hash?",
        {"body": "_parse_requirements_list"},
        own=True,
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "which",
        "Which context manager swallows the exception (and only logs it at debug level) when "
        "ignore_option_errors=True?",
        {"body": "_ignore_errors"},
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "how",
        "How does read_configuration decide what include-package-data defaults to when my "
        "pyproject.toml doesn't say?",
        grep(
            r'if dist and getattr\(dist, "include_package_data"\) is not None:'
            r'|setuptools_table\.setdefault\("include-package-data"',
            PP,
        ),
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "how",
        'So I have console_scripts in my dynamic entry-points file but forgot to put "scripts" '
        "in dynamic. How does _obtain_entry_points deal with that?",
        {"body": "_ConfigExpander._obtain_entry_points"},
    ),
    run(
        "h205_setuptools_pyprojecttoml",
        "Can you run {} for me and tell me what it prints?",
        "from setuptools.config.pyprojecttoml import _parse_requirements_list as p; "
        "print(p('requests>=2\\n# pinned below\\n\\n  \\nattrs'))",
        "['requests>=2', 'attrs']",
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "edit",
        "Most of our READMEs are markdown. In setuptools/config/pyprojecttoml.py, change the "
        'fallback content-type for a dynamic readme from "text/x-rst" to "text/markdown".',
        {"effect": {"text_replaced": [PP, '"text/x-rst"', '"text/markdown"']}},
    ),
    q(
        "h205_setuptools_pyprojecttoml",
        "edit",
        "Please go through every method of _ConfigExpander in pyprojecttoml.py and add full, "
        "precise type hints (return types too), then make sure mypy --strict passes on the file.",
        {"effect": {"declined": True}},
    ),
    # --- networkx/algorithms/structuralholes.py ----------------------------------------------
    q(
        "h205_networkx_structuralholes",
        "where",
        "where's normalized_mutual_weight defined?",
        {"def": "normalized_mutual_weight"},
    ),
    q(
        "h205_networkx_structuralholes",
        "returns",
        "What does `mutual_weight(G, u, v)` return if there is no edge between u and v in either "
        "direction?",
        {"returns": "mutual_weight"},
    ),
    q(
        "h205_networkx_structuralholes",
        "calls",
        "Who calls mutual_weight in structuralholes.py?",
        grep(r"(?<!def )\bmutual_weight\(", SH),
    ),
    q(
        "h205_networkx_structuralholes",
        "which",
        "Which function adds up how strongly two points are linked going both ways, counting a "
        "direction that has no link at all as nothing?",
        {"body": "mutual_weight"},
        own=True,
    ),
    q(
        "h205_networkx_structuralholes",
        "which",
        "in the social network code, which function scores how tied up one person is with one "
        "particular other person, taking their straight link plus every two-step route through a "
        "third person, and squaring the total?",
        {"body": "local_constraint"},
        own=True,
    ),
    q(
        "h205_networkx_structuralholes",
        "how",
        "For an undirected graph without weights, how does effective_size work it out when I pass "
        "`nodes=`? Is that Borgatti's n - 2t/n shortcut?",
        grep(
            r"if not G\.is_directed\(\) and weight is None:"
            r"|E = nx\.ego_graph\(G, v, center=False, undirected=True\)"
            r"|effective_size\[v\] = len\(E\) - \(2 \* E\.size\(\)\) / len\(E\)",
            SH,
        ),
    ),
    q(
        "h205_networkx_structuralholes",
        "how",
        "nx.constraint gives me nan for some nodes. How does it handle isolated nodes?",
        grep(
            r"isolated_nodes = sum_mutual_weights - 2"
            r'|constraints\[isolated_nodes\] = float\("nan"\)'
            r"|if len\(G\[v\]\) == 0:"
            r'|constraint\[v\] = float\("nan"\)',
            SH,
        ),
    ),
    q(
        "h205_networkx_structuralholes",
        "how",
        "how do constraint and effective_size decide whether to take the sparse-matrix route "
        "or the per-node loop?",
        grep(r"if nodes is None and has_scipy:|has_scipy = (True|False)", SH),
    ),
    run(
        "h205_networkx_structuralholes",
        "What's the output of {}?",
        "import networkx as nx; print(nx.constraint(nx.path_graph(3)))",
        "1: 0.5",
    ),
    q(
        "h205_networkx_structuralholes",
        "edit",
        'Could you export mutual_weight too? Set __all__ in structuralholes.py to ["constraint", '
        '"local_constraint", "effective_size", "mutual_weight"].',
        {
            "effect": {
                "value_set": [
                    SH,
                    "__all__",
                    '["constraint", "local_constraint", "effective_size", "mutual_weight"]',
                ]
            }
        },
    ),
    q(
        "h205_networkx_structuralholes",
        "edit",
        "effective_size and constraint both have the same scipy-detection block with a bare "
        "except. Refactor that into one shared helper and vectorise the per-node fallback too, "
        "keeping results identical.",
        {"effect": {"declined": True}},
    ),
    # --- urllib3/util/request.py ---------------------------------------------------------------
    q(
        "h205_urllib3_request",
        "where",
        "Where is body_to_chunks?",
        {"def": "body_to_chunks"},
    ),
    q(
        "h205_urllib3_request",
        "returns",
        "what does set_file_position hand back when the body's tell() raises OSError?",
        {"returns": "set_file_position"},
    ),
    q(
        "h205_urllib3_request",
        "calls",
        "who calls rewind_body in urllib3's request utils?",
        grep(r"(?<!def )rewind_body\(", REQ),
    ),
    q(
        "h205_urllib3_request",
        "raises",
        "TypeError: 'body' must be a bytes-like object, file-like object, or iterable. Instead "
        "was 42 -- where's that coming from?",
        grep(r"raise TypeError\(|'body' must be a bytes-like object", REQ),
    ),
    q(
        "h205_urllib3_request",
        "raises",
        "Where does rewind_body raise a ValueError about body_pos not being an integer?",
        grep(r"raise ValueError\(|body_pos must be of type integer", REQ),
    ),
    q(
        "h205_urllib3_request",
        "const",
        "where is the default Accept-Encoding value set up (the one that may get br and zstd "
        "appended)?",
        grep(r"^\s*ACCEPT_ENCODING (\+)?= ", REQ),
    ),
    q(
        "h205_urllib3_request",
        "which",
        "When I send a request with nothing attached, which code decides whether to still "
        "announce a payload size of zero, based on the HTTP verb I used?",
        {"body": "body_to_chunks"},
        own=True,
    ),
    q(
        "h205_urllib3_request",
        "how",
        "If I stream an upload from a file I opened in text mode, how does it end up as bytes, a "
        "slice at a time?",
        grep(
            r"def chunk_readable\(\)|encode = isinstance\(body, io\.TextIOBase\)"
            r"|datablock = body\.read\(blocksize\)|datablock = datablock\.encode\(.utf-8.\)"
            r"|chunks = chunk_readable\(\)",
            REQ,
        ),
        own=True,
    ),
    run(
        "h205_urllib3_request",
        "I'd like to see the headers, what does {} print?",
        "from urllib3.util.request import make_headers; "
        "print(make_headers(basic_auth='user:pass', keep_alive=True))",
        "'authorization': 'Basic dXNlcjpwYXNz'",
    ),
    q(
        "h205_urllib3_request",
        "edit",
        "make_headers(disable_cache=True) should send no-store, not no-cache. Replace "
        '`headers["cache-control"] = "no-cache"` with '
        '`headers["cache-control"] = "no-store"` (urllib3/util/request.py)',
        {
            "effect": {
                "line_replaced": [
                    REQ,
                    'headers["cache-control"] = "no-cache"',
                    'headers["cache-control"] = "no-store"',
                ]
            }
        },
    ),
    # --- botocore/configloader.py --------------------------------------------------------------
    q(
        "h205_botocore_configloader",
        "where",
        "Where's build_profile_map defined in botocore?",
        {"def": "build_profile_map"},
    ),
    q(
        "h205_botocore_configloader",
        "returns",
        "_parse_section: what does it return, e.g. when shlex can't split the section name?",
        {"returns": "_parse_section"},
    ),
    q(
        "h205_botocore_configloader",
        "calls",
        "Where is _unicode_path called?",
        grep(r"path=_unicode_path\(path\)", CFG),
    ),
    q(
        "h205_botocore_configloader",
        "raises",
        "where does botocore raise ConfigNotFound when ~/.aws/config isn't there?",
        grep(r"raise botocore\.exceptions\.ConfigNotFound\(", CFG),
    ),
    q(
        "h205_botocore_configloader",
        "raises",
        "My config has `s3 =` followed by indented lines and one of them has no equals sign. "
        "Where is the ConfigParseError raised for that case?",
        grep(
            r"^ {28}raise botocore\.exceptions\.ConfigParseError\(|^ {24}except ValueError as e:",
            CFG,
        ),
    ),
    q(
        "h205_botocore_configloader",
        "which",
        "Which function loads several config files and merges their profiles together?",
        {"body": "multi_file_load_config"},
    ),
    q(
        "h205_botocore_configloader",
        "which",
        "Given a few dictionaries in priority order, which little function combines them so that "
        "whichever one mentions a key first wins and the later ones can't override it?",
        {"body": "_merge_list_of_dicts"},
        own=True,
    ),
    q(
        "h205_botocore_configloader",
        "how",
        "How does build_profile_map treat the [default] section compared with [profile dev] and "
        "sections like [sso-session x]?",
        {"body": "build_profile_map"},
    ),
    q(
        "h205_botocore_configloader",
        "how",
        "one setting in my aws settings file has its value spread over the following lines, each "
        "one like `x = y`. how does that get split up into its own small dict?",
        {"body": "_parse_nested"},
        own=True,
    ),
    run(
        "h205_botocore_configloader",
        "Run {} and show me the output please.",
        "from botocore.configloader import build_profile_map; "
        "print(build_profile_map({'default': {'a': '1'}, 'profile dev': {'region': 'x'}, "
        "'preview': {}}))",
        "'profiles': {'default': {'a': '1'}, 'dev': {'region': 'x'}}",
    ),
    q(
        "h205_botocore_configloader",
        "edit",
        "I need option names to keep their case. In botocore/configloader.py, right after "
        "`cp = configparser.RawConfigParser()`, add the line `cp.optionxform = str`.",
        {
            "effect": {
                "line_after": [
                    CFG,
                    "cp = configparser.RawConfigParser()",
                    "cp.optionxform = str",
                ]
            }
        },
    ),
]
