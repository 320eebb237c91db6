"""The forty-sixth held-out set: questions on three third-party packages, copied from the installed
site-packages (pip 23.2.1, only its ``pip/_internal`` directory; beautifulsoup4 4.15.0, the ``bs4``
package; and itsdangerous 2.2.0), written blind: by reading only those packages, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the packages (pip's internals most, then bs4, then
itsdangerous). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h46_pip": ["pip/_internal"],
    "h46_bs4": ["bs4"],
    "h46_itsdangerous": ["itsdangerous"],
}

MISC = "pip/_internal/utils/misc.py"
UNPACKING = "pip/_internal/utils/unpacking.py"
REQ_FILE = "pip/_internal/req/req_file.py"
FINDER = "pip/_internal/index/package_finder.py"
SELFCHECK = "pip/_internal/self_outdated_check.py"
ELEMENT = "bs4/element.py"
SIGNER = "itsdangerous/signer.py"


QUESTIONS: list[dict] = [
    # --- pip/_internal -----------------------------------------------------------------------
    q(
        "h46_pip",
        "where",
        "where is pip_self_version_check defined?",
        {"def": "pip_self_version_check"},
    ),
    q(
        "h46_pip",
        "where",
        "Could you point me to the definition of `ExternallyManagedEnvironment`? I keep hitting "
        "that error on Debian and want to read the class.",
        {"def": "ExternallyManagedEnvironment"},
    ),
    q(
        "h46_pip",
        "where",
        "LinkEvaluator.evaluate_link -- where does that live",
        {"def": "LinkEvaluator.evaluate_link"},
    ),
    q(
        "h46_pip",
        "returns",
        "what does strtobool in utils/misc.py return? show me the return lines pls",
        {"returns": "strtobool"},
    ),
    q(
        "h46_pip",
        "returns",
        "What can `_extract_version_from_fragment` hand back? I'm mostly wondering about the case "
        "where the fragment doesn't start with the project's name.",
        {"returns": "_extract_version_from_fragment"},
    ),
    q(
        "h46_pip",
        "calls",
        "who calls _check_no_input",
        grep(r"^\s+_check_no_input\(message\)$", MISC),
    ),
    q(
        "h46_pip",
        "calls",
        "Where is set_extracted_file_to_default_mode_plus_executable called from?",
        {"grep": r"^\s+set_extracted_file_to_default_mode_plus_executable\("},
    ),
    q(
        "h46_pip",
        "calls",
        "req_file.py has a `preprocess()` helper -- what calls it?",
        grep(r"= preprocess\(content\)", REQ_FILE),
    ),
    q(
        "h46_pip",
        "raises",
        "Where does pip raise an InstallationError when a zip or tar archive has a member that "
        "would end up outside the target directory?",
        grep(r"raise InstallationError\(message\.format\(", UNPACKING),
    ),
    q(
        "h46_pip",
        "raises",
        "where's RequirementsFileParseError raised",
        grep(r"raise RequirementsFileParseError\(", REQ_FILE),
    ),
    q(
        "h46_pip",
        "raises",
        "Which line in the package finder raises DistributionNotFound (the 'No matching "
        "distribution found for ...' one)?",
        grep(r"raise DistributionNotFound\(", FINDER),
    ),
    q(
        "h46_pip",
        "raises",
        'I typed `pip isntall requests` and got `ERROR: unknown command "isntall"`. Where is that '
        "CommandError raised?",
        grep(r'raise CommandError\(" - "\.join\(msg\)\)', "pip/_internal/cli/main_parser.py"),
    ),
    q(
        "h46_pip",
        "raises",
        "where does the Wheel model throw InvalidWheelFilename?",
        grep(r"raise InvalidWheelFilename\(", "pip/_internal/models/wheel.py"),
    ),
    q(
        "h46_pip",
        "const",
        "Where is CI_ENVIRONMENT_VARIABLES defined, and which variables are in it?",
        grep(r"^CI_ENVIRONMENT_VARIABLES = \($", "pip/_internal/network/session.py"),
    ),
    run(
        "h46_pip",
        "What does {} print?",
        "from pip._internal.utils.misc import redact_auth_from_url; "
        "print(redact_auth_from_url('https://alice:hunter2@pypi.example.org/simple/'))",
        "https://alice:****@pypi.example.org/simple/",
    ),
    run(
        "h46_pip",
        "quick one: run {} and tell me exactly what comes out",
        "from pip._internal.models.wheel import Wheel; "
        "w = Wheel('my_pkg-2.0.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl'); "
        "print(w.name, w.version, w.get_formatted_file_tags())",
        "my-pkg 2.0.1 ['cp311-cp311-manylinux2014_x86_64', 'cp311-cp311-manylinux_2_17_x86_64']",
    ),
    q(
        "h46_pip",
        "edit",
        'In pip/_internal/utils/hashes.py, please change FAVORITE_HASH from "sha256" to "sha512".',
        {"effect": {"value_set": ["pip/_internal/utils/hashes.py", "FAVORITE_HASH", '"sha512"']}},
    ),
    q(
        "h46_pip",
        "edit",
        'comment out the logger.debug("No remote pip version found") line in '
        "self_outdated_check.py, thanks",
        {"effect": {"comment_out": [SELFCHECK, 'logger.debug("No remote pip version found")']}},
    ),
    q(
        "h46_pip",
        "edit",
        "Installing our 200-package lock file is painfully slow. Can you change pip so it "
        "downloads and builds all the wheels in parallel instead of one after another?",
        {"effect": {"declined": True}},
    ),
    q(
        "h46_pip",
        "which",
        "If I fat-finger a subcommand, e.g. `pip instal`, which function comes up with the one I "
        "probably meant?",
        {"body": "get_similar_commands"},
        grep(r"guess = get_similar_commands\(cmd_name\)", "pip/_internal/cli/main_parser.py"),
        own=True,
    ),
    q(
        "h46_pip",
        "which",
        "in our requirements.txt we write things like ${ARTIFACTORY_TOKEN} so the value from my "
        "shell gets filled in at install time. which function does that swap?",
        {"body": "expand_env_variables"},
        own=True,
    ),
    q(
        "h46_pip",
        "which",
        "When pip talks to the package index it seems to tell the server what OS, Python and so on "
        "I'm running. Which function puts that information together?",
        {"body": "user_agent"},
        own=True,
    ),
    q(
        "h46_pip",
        "which",
        "Which function in utils/misc.py masks the password part of an index URL with ****?",
        {"body": "redact_auth_from_url"},
        {"body": "redact_netloc"},
    ),
    q(
        "h46_pip",
        "which",
        "which function builds the list of compatible wheel tags (the one that --platform, "
        "--python-version and --abi end up feeding)?",
        {"body": "get_supported"},
        {"body": "TargetPython.get_tags"},
    ),
    q(
        "h46_pip",
        "how",
        "My requirements file has one really long line broken up with a trailing backslash. How "
        "does pip stitch the pieces back into one before reading it?",
        {"body": "join_lines"},
        own=True,
    ),
    q(
        "h46_pip",
        "how",
        "pip keeps nagging me that there's a newer pip out. how often does it actually go online "
        "to look, and where does it remember when it last looked?",
        {"body": "SelfCheckState"},
        {"body": "_self_version_check_logic"},
        own=True,
    ),
    q(
        "h46_pip",
        "how",
        "Say a maintainer pulled their latest release because it was broken, but the files are "
        "still up on the index. Does pip steer clear of it when choosing a version? Where is that "
        "decided?",
        {"body": "CandidateEvaluator._sort_key"},
        grep(r"if link\.is_yanked and not self\._allow_yanked", FINDER),
        grep(r"all_yanked", "pip/_internal/resolution/resolvelib/factory.py"),
        own=True,
    ),
    q(
        "h46_pip",
        "how",
        "How does `Hashes.__and__` combine two Hashes objects, especially when one of them has no "
        "hashes at all?",
        {"body": "Hashes.__and__"},
    ),
    # --- bs4 ---------------------------------------------------------------------------------
    q(
        "h46_bs4",
        "where",
        "where is decompose() defined in bs4?",
        {"def": "PageElement.decompose"},
    ),
    q(
        "h46_bs4",
        "returns",
        "EncodingDetector.strip_byte_order_mark: what does it return?",
        {"returns": "EncodingDetector.strip_byte_order_mark"},
    ),
    q(
        "h46_bs4",
        "calls",
        "Who calls quoted_attribute_value?",
        {"grep": r"\.quoted_attribute_value\("},
    ),
    q(
        "h46_bs4",
        "raises",
        "Where does BeautifulSoup raise FeatureNotFound? I get it when I ask for 'lxml' on a box "
        "that doesn't have lxml installed.",
        grep(r"raise FeatureNotFound\(", "bs4/__init__.py"),
    ),
    q(
        "h46_bs4",
        "raises",
        'got `AttributeError: ResultSet object has no attribute "text"` -- where is that raised?',
        grep(r"ResultSet object has no attribute", ELEMENT),
    ),
    q(
        "h46_bs4",
        "const",
        "where's DEFAULT_OUTPUT_ENCODING set",
        grep(r"^DEFAULT_OUTPUT_ENCODING: str = ", ELEMENT),
    ),
    run(
        "h46_bs4",
        "Can you run {} and paste the output?",
        "from bs4 import BeautifulSoup; "
        "print(BeautifulSoup('<p>Hello <b>big</b> world</p>', 'html.parser').get_text('|'))",
        "Hello |big| world",
    ),
    q(
        "h46_bs4",
        "edit",
        'In bs4/builder/__init__.py, add "code" after "textarea" in '
        "DEFAULT_PRESERVE_WHITESPACE_TAGS so whitespace inside <code> is kept too.",
        {
            "effect": {
                "text_replaced": [
                    "bs4/builder/__init__.py",
                    'DEFAULT_PRESERVE_WHITESPACE_TAGS: set[str] = set(["pre", "textarea"])',
                    'DEFAULT_PRESERVE_WHITESPACE_TAGS: set[str] = set(["pre", "textarea", "code"])',
                ]
            }
        },
    ),
    q(
        "h46_bs4",
        "edit",
        "add `import logging` to the imports at the top of bs4/formatter.py",
        {"effect": {"at_top": ["bs4/formatter.py", "import logging"]}},
    ),
    q(
        "h46_bs4",
        "which",
        "After a lot of inserting and replacing, the text inside my tag ends up chopped into "
        "several pieces sitting right next to each other. Which method glues neighbouring bits "
        "of text back into one piece?",
        {"body": "Tag.smooth"},
        own=True,
    ),
    q(
        "h46_bs4",
        "which",
        "i accidentally handed the parser a web address instead of the page itself. which bit of "
        "code notices that and grumbles about it?",
        {"body": "BeautifulSoup._markup_is_url"},
        own=True,
    ),
    q(
        "h46_bs4",
        "how",
        "How does TreeBuilderRegistry.lookup choose a builder when I ask for several features, "
        "say features=['html', 'fast']?",
        {"body": "TreeBuilderRegistry.lookup"},
    ),
    # --- itsdangerous ------------------------------------------------------------------------
    q(
        "h46_itsdangerous",
        "calls",
        "what calls derive_key in signer.py?",
        grep(r"self\.derive_key\(", SIGNER),
    ),
    q(
        "h46_itsdangerous",
        "raises",
        "Where does TimestampSigner.unsign raise SignatureExpired?",
        grep(r"raise SignatureExpired\(", "itsdangerous/timed.py"),
    ),
    run(
        "h46_itsdangerous",
        "what's the output of {}",
        "from itsdangerous import Signer; print(Signer('secret-key', salt='activate').sign('user-42'))",
        "b'user-42.rwtv9iru1U4mWYtS7rxGH4UPbJw'",
    ),
    q(
        "h46_itsdangerous",
        "edit",
        "Please switch the Signer's default_key_derivation in itsdangerous/signer.py from "
        '"django-concat" to "hmac".',
        {
            "effect": {
                "text_replaced": [
                    SIGNER,
                    'default_key_derivation: str = "django-concat"',
                    'default_key_derivation: str = "hmac"',
                ]
            }
        },
    ),
    q(
        "h46_itsdangerous",
        "which",
        "Which function in itsdangerous puts the stripped '=' padding back before decoding base64?",
        {"body": "base64_decode"},
    ),
    q(
        "h46_itsdangerous",
        "how",
        "I changed the signing password for my app but left the older ones in the list, so links "
        "I already emailed out still work. How does it go through them when it checks a link?",
        {"body": "Signer.verify_signature"},
        own=True,
    ),
    q(
        "h46_itsdangerous",
        "how",
        "My tokens get really long when I stuff a big dict into them. Does the serializer meant for "
        "putting tokens in links squash the data to make them shorter, and how does it mark that "
        "it did?",
        {"body": "URLSafeSerializerMixin.dump_payload"},
        {"body": "URLSafeSerializerMixin.load_payload"},
        own=True,
    ),
    q(
        "h46_itsdangerous",
        "how",
        "how does TimestampSigner.sign stick the time onto the value before signing it?",
        {"body": "TimestampSigner.sign"},
    ),
]
