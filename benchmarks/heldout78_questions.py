"""The seventy-eighth held-out set: questions on the internals of one third-party package that no
other set uses, copied from the installed site-packages (pip 23.2.1: its ``pip/_internal/req``
folder, and its ``pip/_internal/index`` and ``pip/_internal/models`` folders together), written
blind: by reading only those folders, never the model's code or its notes, and committed before
the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are split about evenly between the two workspaces, which are about the same size.
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h78_pip_req": ["pip/_internal/req"],
    "h78_pip_index_models": ["pip/_internal/index", "pip/_internal/models"],
}

CONSTRUCTORS = "pip/_internal/req/constructors.py"
REQ_FILE = "pip/_internal/req/req_file.py"
REQ_INSTALL = "pip/_internal/req/req_install.py"
UNINSTALL = "pip/_internal/req/req_uninstall.py"
FINDER = "pip/_internal/index/package_finder.py"
COLLECTOR = "pip/_internal/index/collector.py"
LINK = "pip/_internal/models/link.py"
DIRECT_URL = "pip/_internal/models/direct_url.py"


QUESTIONS: list[dict] = [
    # --- pip/_internal/req -------------------------------------------------------------------
    q(
        "h78_pip_req",
        "where",
        "where's install_req_from_line defined",
        {"def": "install_req_from_line"},
    ),
    q(
        "h78_pip_req",
        "where",
        "Could you point me to the `rollback` method of StashedUninstallPathSet? Not the one on "
        "UninstallPathSet, the stash one.",
        {"def": "StashedUninstallPathSet.rollback"},
    ),
    q(
        "h78_pip_req",
        "returns",
        "what does break_args_options hand back? i'm guessing a pair of strings",
        {"returns": "break_args_options"},
    ),
    q(
        "h78_pip_req",
        "calls",
        "Who calls parse_req_from_line?",
        grep(r"= parse_req_from_line\(", CONSTRUCTORS),
    ),
    q(
        "h78_pip_req",
        "calls",
        "where is compress_for_rename used in req_uninstall.py",
        grep(r"compress_for_rename\(self\._paths\)", UNINSTALL),
    ),
    q(
        "h78_pip_req",
        "calls",
        "I'm tracing how a requirements file is read. Where does `handle_line` get called from?",
        grep(r"= handle_line\($", REQ_FILE),
    ),
    q(
        "h78_pip_req",
        "raises",
        "Where does parse_editable raise InstallationError when the -e argument is bad?",
        grep(
            r"is not a valid editable requirement|Could not detect requirement name", CONSTRUCTORS
        ),
    ),
    q(
        "h78_pip_req",
        "raises",
        "which lines raise UninstallationError",
        grep(r"raise UninstallationError\(", UNINSTALL),
    ),
    q(
        "h78_pip_req",
        "raises",
        "where does the requirements file parser throw RequirementsFileParseError?",
        grep(r"raise RequirementsFileParseError\(", REQ_FILE),
    ),
    q(
        "h78_pip_req",
        "raises",
        "InstallRequirement.check_if_exists can raise when --user is involved, right? Where "
        "exactly is that?",
        grep(r"Will not install to the user site", REQ_INSTALL),
    ),
    q(
        "h78_pip_req",
        "const",
        "where is COMMENT_RE set (the regex that strips # comments out of requirement lines)?",
        grep(r"^COMMENT_RE = ", REQ_FILE),
    ),
    q(
        "h78_pip_req",
        "which",
        "Which function in req_file.py joins a line ending in a backslash with the next one?",
        {"body": "join_lines"},
    ),
    q(
        "h78_pip_req",
        "which",
        "I keep a private token out of my deps list by writing ${TOKEN} in it. which bit of "
        "code fills that in with what I exported in my shell?",
        {"body": "expand_env_variables"},
        own=True,
    ),
    q(
        "h78_pip_req",
        "which",
        "Which code brings my old copy of a package back to life if setting up the new "
        "version falls over partway through?",
        {"body": "install_given_reqs"},
        {"body": "UninstallPathSet.rollback"},
        {"body": "StashedUninstallPathSet.rollback"},
        own=True,
    ),
    q(
        "h78_pip_req",
        "which",
        "before it gets rid of a package, something lists everything that's going to go and "
        "asks whether I really want to go ahead. which function is that?",
        {"body": "UninstallPathSet._allowed_to_proceed"},
        own=True,
    ),
    q(
        "h78_pip_req",
        "how",
        "How does pip tell apart something I typed that's a folder on my disk from a plain "
        "project name it should go and fetch?",
        {"body": "_looks_like_path"},
        {"body": "_get_url_from_path"},
        own=True,
    ),
    q(
        "h78_pip_req",
        "how",
        "how does InstallRequirement.check_if_exists decide whether the version already "
        "installed is good enough or has to be reinstalled?",
        {"body": "InstallRequirement.check_if_exists"},
    ),
    q(
        "h78_pip_req",
        "how",
        "If I fat-finger a single equals sign instead of a double one in a requirement, how "
        "does it notice and what hint do I get?",
        grep(r'Did you mean == \?"$', CONSTRUCTORS),
        own=True,
    ),
    q(
        "h78_pip_req",
        "how",
        "How does `RequirementsFileParser` deal with a nested `-r other.txt` / `-c` line -- "
        "does it resolve the path relative to the outer file?",
        {"body": "RequirementsFileParser._parse_and_recurse"},
    ),
    run(
        "h78_pip_req",
        "What does {} print?",
        "from pip._internal.req.req_file import break_args_options; "
        "print(break_args_options('foo>=1.0 --hash=sha256:abc --config-settings k=v'))",
        "('foo>=1.0', '--hash=sha256:abc --config-settings k=v')",
    ),
    run(
        "h78_pip_req",
        "run {} and tell me what comes out pls",
        "from pip._internal.req.constructors import install_req_from_line; "
        "r = install_req_from_line('Requests[security]==2.31'); "
        "print(r.name, sorted(r.extras), r.is_pinned)",
        "Requests ['security'] True",
    ),
    q(
        "h78_pip_req",
        "edit",
        'Please comment out the `logger.info("Found existing installation: %s", dist)` line '
        "in pip/_internal/req/req_install.py.",
        {
            "effect": {
                "comment_out": [REQ_INSTALL, 'logger.info("Found existing installation: %s", dist)']
            }
        },
    ),
    q(
        "h78_pip_req",
        "edit",
        "add a docstring to RequirementSet.add_named_requirement",
        {"effect": {"docstring": "RequirementSet.add_named_requirement"}},
    ),
    q(
        "h78_pip_req",
        "edit",
        "Uninstalling big packages is slow. Could you make UninstallPathSet.remove move the "
        "files in parallel with a thread pool so it goes faster?",
        {"effect": {"declined": True}},
    ),
    # --- pip/_internal/index + pip/_internal/models ------------------------------------------
    q(
        "h78_pip_index_models",
        "where",
        "Where is LinkEvaluator.evaluate_link defined?",
        {"def": "LinkEvaluator.evaluate_link"},
    ),
    q(
        "h78_pip_index_models",
        "where",
        "where's the Wheel class, the one that picks apart a .whl filename",
        {"def": "Wheel"},
    ),
    q(
        "h78_pip_index_models",
        "returns",
        "What does FormatControl.get_allowed_formats return?",
        {"returns": "FormatControl.get_allowed_formats"},
    ),
    q(
        "h78_pip_index_models",
        "returns",
        "what do I get back from `_extract_version_from_fragment` if the fragment doesn't "
        "start with the project name?",
        {"returns": "_extract_version_from_fragment"},
    ),
    q(
        "h78_pip_index_models",
        "calls",
        "who calls filter_unallowed_hashes",
        grep(r"= filter_unallowed_hashes\($", FINDER),
    ),
    q(
        "h78_pip_index_models",
        "calls",
        "Where is _ensure_quoted_url called from in link.py?",
        grep(r"= _ensure_quoted_url\(", LINK),
    ),
    q(
        "h78_pip_index_models",
        "raises",
        "Where does Wheel raise InvalidWheelFilename?",
        grep(r"raise InvalidWheelFilename\(", "pip/_internal/models/wheel.py"),
    ),
    q(
        "h78_pip_index_models",
        "raises",
        "where can reading a direct_url.json blow up with DirectUrlValidationError? all the "
        "places please",
        grep(r"raise DirectUrlValidationError\(", DIRECT_URL),
    ),
    q(
        "h78_pip_index_models",
        "raises",
        "In PackageFinder.find_requirement, where are DistributionNotFound and "
        "BestVersionAlreadyInstalled raised?",
        grep(r"raise (DistributionNotFound\(|BestVersionAlreadyInstalled$)", FINDER),
    ),
    q(
        "h78_pip_index_models",
        "raises",
        "where does the candidate sort key raise UnsupportedWheel",
        grep(r"raise UnsupportedWheel\(", FINDER),
    ),
    q(
        "h78_pip_index_models",
        "const",
        "Where is the `PyPI` PackageIndex object set up, with files.pythonhosted.org as its "
        "file domain?",
        grep(r"^PyPI = PackageIndex\(", "pip/_internal/models/index.py"),
    ),
    q(
        "h78_pip_index_models",
        "which",
        "Which class holds the PEP 610 direct_url.json data (url, plus archive/dir/vcs info)?",
        {"body": "DirectUrl"},
    ),
    q(
        "h78_pip_index_models",
        "which",
        "which function treats two download addresses as the same thing even when the bits "
        "after the ? are shuffled around, or one has a login in it and the other doesn't?",
        {"body": "_clean_link"},
        {"body": "links_equivalent"},
        own=True,
    ),
    q(
        "h78_pip_index_models",
        "which",
        "Which code looks at each place I told pip to search and works out whether it's a folder "
        "on my machine, one downloaded package sitting on my disk, or a web address?",
        {"body": "build_source"},
        own=True,
    ),
    q(
        "h78_pip_index_models",
        "which",
        "which part throws out releases the authors took back down after publishing, unless "
        "I said those are OK?",
        grep(r"if link\.is_yanked and not self\._allow_yanked", FINDER),
        own=True,
    ),
    q(
        "h78_pip_index_models",
        "how",
        "How does CandidateEvaluator._sort_key rank candidates? e.g. does prefer_binary put "
        "wheels ahead of sdists even when the sdist is newer?",
        {"body": "CandidateEvaluator._sort_key"},
    ),
    q(
        "h78_pip_index_models",
        "how",
        "how does _find_name_version_sep figure out which dash separates the name from the "
        "version when the name itself has dashes or underscores?",
        {"body": "_find_name_version_sep"},
    ),
    q(
        "h78_pip_index_models",
        "how",
        "How does it make sure it doesn't pull down some giant tarball when all it wanted was "
        "the list of a project's releases?",
        {"body": "_get_simple_response"},
        {"body": "_ensure_api_response"},
        own=True,
    ),
    q(
        "h78_pip_index_models",
        "how",
        "when the finder comes across a download whose name ends in something it can't open up, "
        "like .exe or .msi, how does it skip it?",
        grep(r"if ext not in SUPPORTED_EXTENSIONS:|unsupported archive format", FINDER),
        own=True,
    ),
    run(
        "h78_pip_index_models",
        "what's the output of {}",
        "from pip._internal.models.link import Link; "
        "l = Link('https://files.example.org/pkgs/Foo_Bar-1.0-py3-none-any.whl#sha256=abc123'); "
        "print(l.filename, l.is_wheel, l.hash_name, l.hash)",
        "Foo_Bar-1.0-py3-none-any.whl True sha256 abc123",
    ),
    run(
        "h78_pip_index_models",
        "Quick one: what does {} print out?",
        "from pip._internal.models.search_scope import SearchScope; "
        "print(SearchScope.create([], ['https://pypi.org/simple'], False)"
        ".get_index_urls_locations('Foo.Bar_baz'))",
        "['https://pypi.org/simple/foo-bar-baz/']",
    ),
    q(
        "h78_pip_index_models",
        "edit",
        "drop md5 from _SUPPORTED_HASHES in pip/_internal/models/link.py, leave the rest of the "
        "tuple as is",
        {
            "effect": {
                "value_set": [
                    LINK,
                    "_SUPPORTED_HASHES",
                    '("sha512", "sha384", "sha256", "sha224", "sha1")',
                ]
            }
        },
    ),
    q(
        "h78_pip_index_models",
        "edit",
        "Rename `_find_name_version_sep` to `_find_name_version_separator` everywhere it "
        "appears (the doctest in its docstring too).",
        {"effect": {"renamed": ["_find_name_version_sep", "_find_name_version_separator"]}},
    ),
    q(
        "h78_pip_index_models",
        "edit",
        'In index/collector.py, change the "Cache-Control": "max-age=0" header that '
        '_get_simple_response sends to "max-age=60".',
        {
            "effect": {
                "text_replaced": [
                    COLLECTOR,
                    '"Cache-Control": "max-age=0"',
                    '"Cache-Control": "max-age=60"',
                ]
            }
        },
    ),
]
