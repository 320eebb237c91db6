"""The forty-eighth held-out set: questions on two third-party packages, copied from the installed
site-packages (setuptools 65.5.0 without its ``_vendor`` directory, and aws-xray-sdk 2.15.0),
written blind: by reading only those packages, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (setuptools most). About a fifth of them
are in the user's own words (``"own": True``: behaviour described in everyday words the code does
not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of
its own. Gold forms are those of ``code_questions.py``.

The setuptools workspace holds no ``_vendor`` directory, so ``import setuptools`` fails there; its
commands therefore load only copied files that import nothing from the package (``_distutils``'s
``version.py`` put on ``sys.path``, ``glob.py`` loaded by its path). The aws_xray_sdk commands run
from the workspace root, so the copy there is the one imported.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h48_setuptools": [
        "setuptools/__init__.py",
        "setuptools/_deprecation_warning.py",
        "setuptools/_entry_points.py",
        "setuptools/_imp.py",
        "setuptools/_importlib.py",
        "setuptools/_itertools.py",
        "setuptools/_path.py",
        "setuptools/_reqs.py",
        "setuptools/archive_util.py",
        "setuptools/build_meta.py",
        "setuptools/dep_util.py",
        "setuptools/depends.py",
        "setuptools/discovery.py",
        "setuptools/dist.py",
        "setuptools/errors.py",
        "setuptools/extension.py",
        "setuptools/glob.py",
        "setuptools/installer.py",
        "setuptools/launch.py",
        "setuptools/logging.py",
        "setuptools/monkey.py",
        "setuptools/msvc.py",
        "setuptools/namespaces.py",
        "setuptools/package_index.py",
        "setuptools/py34compat.py",
        "setuptools/sandbox.py",
        "setuptools/unicode_utils.py",
        "setuptools/version.py",
        "setuptools/wheel.py",
        "setuptools/windows_support.py",
        "setuptools/_distutils",
        "setuptools/command",
        "setuptools/config",
        "setuptools/extern",
    ],
    "h48_aws_xray_sdk": ["aws_xray_sdk"],
}

DIST = "setuptools/dist.py"
DISCOVERY = "setuptools/discovery.py"
EXPAND = "setuptools/config/expand.py"
EGG_INFO = "setuptools/command/egg_info.py"
INDEX = "setuptools/package_index.py"
RECORDER = "aws_xray_sdk/core/recorder.py"
DAEMON = "aws_xray_sdk/core/daemon_config.py"
SAMPLING_RULE = "aws_xray_sdk/core/sampling/sampling_rule.py"


QUESTIONS: list[dict] = [
    # --- setuptools --------------------------------------------------------------------------
    q(
        "h48_setuptools",
        "where",
        "where is find_package_path defined?",
        {"def": "find_package_path"},
    ),
    q(
        "h48_setuptools",
        "where",
        "I saw `Require('Foo', '1.0', 'foo')` in an old setup.py. Where's that Require class "
        "living in setuptools?",
        {"def": "Require"},
    ),
    q(
        "h48_setuptools",
        "returns",
        "what does parse_bdist_wininst return, e.g. when the file isn't an .exe at all?",
        {"returns": "parse_bdist_wininst"},
    ),
    q(
        "h48_setuptools",
        "returns",
        "What does `Distribution._validate_version` hand back when the version I pass is not "
        "PEP 440 compliant?",
        {"returns": "Distribution._validate_version"},
    ),
    q(
        "h48_setuptools",
        "calls",
        "Who calls egg_info_for_url in package_index.py?",
        grep(r"= egg_info_for_url\(", INDEX),
    ),
    q(
        "h48_setuptools",
        "calls",
        "where is `_assert_local` actually called from?",
        grep(r"if _assert_local\(path, root_dir\)", EXPAND),
    ),
    q(
        "h48_setuptools",
        "calls",
        "callers of remove_nested_packages pls",
        grep(r"= remove_nested_packages\(", DISCOVERY),
    ),
    q(
        "h48_setuptools",
        "raises",
        "Where does setuptools raise PackageDiscoveryError?",
        grep(r"raise PackageDiscoveryError\(", DISCOVERY),
    ),
    q(
        "h48_setuptools",
        "raises",
        "I'm getting `ValueError: invalid wheel name`. Which line throws that?",
        grep(r"raise ValueError\('invalid wheel name", "setuptools/wheel.py"),
    ),
    q(
        "h48_setuptools",
        "raises",
        "where's SandboxViolation raised",
        grep(r"raise SandboxViolation\(", "setuptools/sandbox.py"),
    ),
    q(
        "h48_setuptools",
        "raises",
        "In the vendored distutils, where can split_quoted blow up on a string with unbalanced "
        "quotes?",
        grep(r"bad string \(mismatched", "setuptools/_distutils/util.py"),
    ),
    q(
        "h48_setuptools",
        "raises",
        "Where does StrictVersion reject a version string like '1.3pl1'?",
        grep(r'raise ValueError\("invalid version number', "setuptools/_distutils/version.py"),
    ),
    q(
        "h48_setuptools",
        "const",
        "where's EXTENSIONS set in package_index (the archive suffixes it recognises)?",
        grep(r"^EXTENSIONS = ", INDEX),
    ),
    run(
        "h48_setuptools",
        "Could you run {} from the workspace root and tell me what it prints?",
        "import sys; sys.path.insert(0, 'setuptools/_distutils'); import warnings; "
        "warnings.simplefilter('ignore'); from version import LooseVersion, StrictVersion; "
        "print(LooseVersion('2.2beta29').version, LooseVersion('1.10') > LooseVersion('1.9'), "
        "StrictVersion('0.5a1') < StrictVersion('0.5'), str(StrictVersion('1.0.0')))",
        "[2, 2, 'beta', 29] True True 1.0",
    ),
    run(
        "h48_setuptools",
        "output of {} ?",
        "import importlib.util as u; s = u.spec_from_file_location('sglob', 'setuptools/glob.py'); "
        "m = u.module_from_spec(s); s.loader.exec_module(m); "
        "print(m.escape('data/[v1]*.txt'), m.has_magic('notes.md'))",
        "data/[[]v1][*].txt False",
    ),
    q(
        "h48_setuptools",
        "edit",
        "Our index mirror is slow; please set _SOCKET_TIMEOUT in setuptools/package_index.py to "
        "30.",
        {"effect": {"value_set": [INDEX, "_SOCKET_TIMEOUT", "30"]}},
    ),
    q(
        "h48_setuptools",
        "edit",
        'comment out the log.info("writing %s to %s", what, filename) line in '
        "setuptools/command/egg_info.py",
        {"effect": {"comment_out": [EGG_INFO, 'log.info("writing %s to %s", what, filename)']}},
    ),
    q(
        "h48_setuptools",
        "edit",
        "In setuptools/dist.py, get_egg_cache_dir uses a folder called '.eggs'. Change it to "
        "'.egg-cache' please (just that one line).",
        {
            "effect": {
                "line_replaced": [
                    DIST,
                    "egg_cache_dir = os.path.join(os.curdir, '.eggs')",
                    "egg_cache_dir = os.path.join(os.curdir, '.egg-cache')",
                ]
            }
        },
    ),
    q(
        "h48_setuptools",
        "edit",
        "find_packages takes ages on our monorepo. Can you make PackageFinder walk the tree in "
        "parallel with a thread pool and cache the results between calls?",
        {"effect": {"declined": True}},
    ),
    q(
        "h48_setuptools",
        "which",
        "which function stops a setup.cfg from slurping in text from a file that lives somewhere "
        "above my project directory, like ../../etc/passwd?",
        {"body": "_assert_local"},
        {"body": "read_files"},
        own=True,
    ),
    q(
        "h48_setuptools",
        "which",
        "I never wrote what my project is called anywhere, yet the built thing has a proper "
        "title. Which code comes up with that from my folders?",
        {"body": "ConfigDiscovery.analyse_name"},
        {"body": "ConfigDiscovery._find_name_single_package_or_module"},
        {"body": "ConfigDiscovery._find_name_from_packages"},
        own=True,
    ),
    q(
        "h48_setuptools",
        "which",
        "Which function in the egg_info command turns a MANIFEST-style glob such as `**/*.txt` "
        "into a regular expression?",
        {"body": "translate_pattern", "file": EGG_INFO},
    ),
    q(
        "h48_setuptools",
        "which",
        "which bit can fish `__version__ = '1.2'` out of my package just by looking at the "
        "source text, without running any of the module's code?",
        {"body": "StaticModule"},
        {"body": "read_attr"},
        own=True,
    ),
    q(
        "h48_setuptools",
        "which",
        "Which Distribution method fills in metadata.license_files when I don't set "
        "license_files or license_file myself?",
        {"body": "Distribution._finalize_license_files"},
    ),
    q(
        "h48_setuptools",
        "how",
        "hi! my repo has several folders sitting directly in it and the build just stops and "
        "refuses to guess what to ship. how does it decide there's too much there?",
        {"body": "ConfigDiscovery._ensure_no_accidental_inclusion"},
        {"body": "ConfigDiscovery._analyse_flat_packages"},
        {"body": "ConfigDiscovery._analyse_flat_modules"},
        own=True,
    ),
    q(
        "h48_setuptools",
        "how",
        "How does InfoCommon._maybe_tag avoid sticking the build tag onto the version twice "
        "when egg_info runs more than once?",
        {"body": "InfoCommon._maybe_tag"},
        {"body": "InfoCommon._already_tagged"},
    ),
    q(
        "h48_setuptools",
        "how",
        "how does the downloader log me in to our private package server with the login and "
        "secret I keep in a dotfile in my home folder?",
        {"body": "open_with_auth"},
        {"body": "PyPIConfig"},
        own=True,
    ),
    q(
        "h48_setuptools",
        "how",
        "I typed my version as 1.0-RC1 and the build printed it spelled differently. how does it "
        "rewrite what I typed into the tidy official spelling?",
        {"body": "Distribution._normalize_version"},
        own=True,
    ),
    # --- aws_xray_sdk ------------------------------------------------------------------------
    q(
        "h48_aws_xray_sdk",
        "where",
        "where is wildcard_match defined",
        {"def": "wildcard_match"},
    ),
    q(
        "h48_aws_xray_sdk",
        "where",
        "Where's `LambdaContext._refresh_context`?",
        {"def": "LambdaContext._refresh_context"},
    ),
    q(
        "h48_aws_xray_sdk",
        "returns",
        "what does calculate_sampling_decision return? 1/0 or something else?",
        {"returns": "calculate_sampling_decision"},
    ),
    q(
        "h48_aws_xray_sdk",
        "calls",
        "who calls _patch_func",
        grep(r"(?<!def )_patch_func\(", "aws_xray_sdk/core/patcher.py"),
    ),
    q(
        "h48_aws_xray_sdk",
        "calls",
        "Where is inject_trace_header used across the ext integrations?",
        {"grep": r"(?<!def )inject_trace_header\("},
    ),
    q(
        "h48_aws_xray_sdk",
        "raises",
        "Where does DaemonConfig raise InvalidDaemonAddressException?",
        grep(r"raise InvalidDaemonAddressException\(", DAEMON),
    ),
    q(
        "h48_aws_xray_sdk",
        "raises",
        "on lambda I get FacadeSegmentMutationException - where is it thrown?",
        grep(
            r"raise FacadeSegmentMutationException\(", "aws_xray_sdk/core/models/facade_segment.py"
        ),
    ),
    q(
        "h48_aws_xray_sdk",
        "raises",
        "Which lines in the local sampler (sampling/local/sampler.py) raise "
        "InvalidSamplingManifestError when loading rules?",
        grep(
            r"raise InvalidSamplingManifestError\(", "aws_xray_sdk/core/sampling/local/sampler.py"
        ),
    ),
    q(
        "h48_aws_xray_sdk",
        "const",
        "where is DEFAULT_INTERVAL for the rule poller set?",
        grep(r"^DEFAULT_INTERVAL = ", "aws_xray_sdk/core/sampling/rule_poller.py"),
    ),
    run(
        "h48_aws_xray_sdk",
        "what does {} print?",
        "from aws_xray_sdk.core.models.trace_header import TraceHeader; "
        "h = TraceHeader.from_header_str('Root=1-5759e988-bd862e3fe1be46a994272793;"
        "Parent=53995c3f42cd8ad8;Sampled=1;Self=1-abc;Lineage=a87bd80c:0'); "
        "print(h.root, h.sampled, h.data)",
        "1-5759e988-bd862e3fe1be46a994272793 1 {'Lineage': 'a87bd80c:0'}",
    ),
    run(
        "h48_aws_xray_sdk",
        "Run {} and paste the output",
        "from aws_xray_sdk.core.utils.search_pattern import wildcard_match; "
        "print(wildcard_match('*.EXAMPLE.com', 'api.example.com'), wildcard_match('a?c', 'abbc'), "
        "wildcard_match('/api/*', '/api/'))",
        "True False True",
    ),
    q(
        "h48_aws_xray_sdk",
        "edit",
        "Our daemon listens on another port. Set DEFAULT_ADDRESS in "
        "aws_xray_sdk/core/daemon_config.py to '127.0.0.1:2100'.",
        {"effect": {"value_set": [DAEMON, "DEFAULT_ADDRESS", "'127.0.0.1:2100'"]}},
    ),
    q(
        "h48_aws_xray_sdk",
        "edit",
        'delete the log.debug("streaming subsegments...") line from core/recorder.py',
        {"effect": {"line_deleted": [RECORDER, 'log.debug("streaming subsegments...")']}},
    ),
    q(
        "h48_aws_xray_sdk",
        "which",
        "when there are no rules coming from the AWS side, which bit decides whether a request "
        "gets recorded? I think it lets a fixed handful through up front, then flips a weighted "
        "coin for everything else",
        {"body": "LocalSampler._should_trace"},
        {"body": "LocalSampler.should_trace"},
        {"body": "Reservoir.take", "file": "aws_xray_sdk/core/sampling/local/reservoir.py"},
        own=True,
    ),
    q(
        "h48_aws_xray_sdk",
        "which",
        "Which class is handed out instead of a real segment when the SDK is disabled or the "
        "request is not sampled?",
        {"body": "DummySegment"},
    ),
    q(
        "h48_aws_xray_sdk",
        "which",
        "which code decides what my app is called in the traces, depending on the domain the "
        "request came in on?",
        {"body": "calculate_segment_name"},
        {"body": "DefaultDynamicNaming.get_name"},
        own=True,
    ),
    q(
        "h48_aws_xray_sdk",
        "how",
        "One of our requests does thousands of db calls and the trace gets huge. Does the "
        "library ship finished parts off early instead of holding everything until the end? "
        "How?",
        {"body": "DefaultStreaming.is_eligible"},
        {"body": "DefaultStreaming._stream"},
        {"body": "DefaultStreaming.stream"},
        {"body": "AWSXRayRecorder.stream_subsegments"},
        own=True,
    ),
    q(
        "h48_aws_xray_sdk",
        "how",
        "how does TraceHeader.from_header_str deal with the Self= part and with keys it doesn't "
        "know?",
        {"body": "TraceHeader.from_header_str"},
    ),
    q(
        "h48_aws_xray_sdk",
        "how",
        "when a service I call answers 'slow down, you're sending too much', how does that end "
        "up marked on my trace compared to a plain server crash?",
        {"body": "Entity.apply_status_code"},
        own=True,
    ),
    q(
        "h48_aws_xray_sdk",
        "how",
        "How does the TargetPoller choose which sampling rules get their statistics reported back?",
        {"body": "TargetPoller._get_candidates"},
        {"body": "SamplingRule.ever_matched", "file": SAMPLING_RULE},
        {"body": "SamplingRule.time_to_report", "file": SAMPLING_RULE},
    ),
]
