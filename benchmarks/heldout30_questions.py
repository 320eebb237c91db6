"""The thirtieth held-out set: questions on six third-party packages that no other set uses,
copied from the installed site-packages (jupyter_client 8.10.0, nbclient 0.11.0,
importlib_metadata 10.2.0, pydantic-settings 2.14.1, flask-cors 6.0.2 and the single module of
pytest-timeout 2.4.0), written blind: by reading only those packages, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

About a fifth of its questions are in the user's own words (``"own": True``: behaviour described
in words the code does not use for it); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "jupyter_client": ["jupyter_client"],
    "nbclient": ["nbclient"],
    "importlib_metadata": ["importlib_metadata"],
    "pydantic_settings": ["pydantic_settings"],
    "flask_cors": ["flask_cors"],
    "pytest_timeout": ["pytest_timeout.py"],
}

SESSION = "jupyter_client/session.py"
NB_CLIENT = "nbclient/client.py"
IMD = "importlib_metadata/__init__.py"
CORS = "flask_cors/core.py"
TIMEOUT = "pytest_timeout.py"


QUESTIONS: list[dict] = [
    # --- jupyter_client -----------------------------------------------------------------------
    q(
        "jupyter_client",
        "const",
        "where's the DELIM marker that separates the zmq identities from the message defined?",
        grep(r"^DELIM = ", SESSION),
    ),
    q(
        "jupyter_client",
        "raises",
        "Which places raise `NoSuchKernel`?",
        grep(r"raise NoSuchKernel\(", "jupyter_client/kernelspec.py"),
    ),
    q(
        "jupyter_client",
        "raises",
        "In Session.deserialize, where does it refuse a message because of its signature?",
        grep(r'"Unsigned Message"|"Duplicate Signature|"Invalid Signature', SESSION),
    ),
    q(
        "jupyter_client",
        "returns",
        "what does new_id() in the session module hand back?",
        {"returns": "new_id"},
    ),
    q(
        "jupyter_client",
        "calls",
        "Where is `_uniq_stable` used in localinterfaces.py?",
        grep(r"= _uniq_stable\(", "jupyter_client/localinterfaces.py"),
    ),
    q(
        "jupyter_client",
        "how",
        "How does Session.sign actually compute the HMAC for a message, step by step?",
        {"body": "Session.sign"},
    ),
    q(
        "jupyter_client",
        "which",
        "Is there something that, once the pile of remembered message fingerprints gets past its "
        "cap, throws away an arbitrary tenth of them? which method?",
        {"body": "Session._cull_digest_history"},
        own=True,
    ),
    q(
        "jupyter_client",
        "which",
        "which helper turns a function into one that silently does nothing on every call after "
        "the first?",
        {"body": "_only_once"},
        own=True,
    ),
    run(
        "jupyter_client",
        "Can you run {} and tell me what it prints?",
        "from jupyter_client.kernelspec import NoSuchKernel; print(NoSuchKernel('ruby'))",
        "No such kernel named ruby",
    ),
    q(
        "jupyter_client",
        "edit",
        "Please bump MAX_ITEMS in jupyter_client/session.py to 128.",
        {"effect": {"value_set": [SESSION, "MAX_ITEMS", "128"]}},
    ),
    q(
        "jupyter_client",
        "edit",
        "Could you rewrite jupyter_client's kernel channels so they talk over websockets instead "
        "of ZeroMQ, keeping every client working?",
        {"effect": {"declined": True}},
    ),
    # --- nbclient -----------------------------------------------------------------------------
    q(
        "nbclient",
        "raises",
        "where does nbclient raise DeadKernelError",
        grep(r"raise DeadKernelError\(", NB_CLIENT),
    ),
    q(
        "nbclient",
        "returns",
        "What does `CellTimeoutError.error_from_timeout_and_cell` return?",
        {"returns": "CellTimeoutError.error_from_timeout_and_cell"},
    ),
    q(
        "nbclient",
        "calls",
        "who calls _check_raise_for_error?",
        grep(r"await self\._check_raise_for_error\(", NB_CLIENT),
    ),
    q(
        "nbclient",
        "raises",
        "The nbclient command line tool blew up on my --output option. Where does it bail out "
        "when the output setting is no good?",
        grep(r"raise ValueError\(msg\)", "nbclient/cli.py"),
    ),
    q(
        "nbclient",
        "how",
        "My notebook prints a progress bar that keeps redrawing the same line. Where does "
        "nbclient tidy that up so only the last redraw survives in the saved notebook?",
        {"body": "NotebookClient.async_execute_cell"},
        own=True,
    ),
    q(
        "nbclient",
        "which",
        "can each cell get its own time limit? which method works out how long to hold on for "
        "a particular cell",
        {"body": "NotebookClient._get_timeout"},
        own=True,
    ),
    run(
        "nbclient",
        "what's the output of {} ?",
        "from nbclient.exceptions import CellExecutionError; "
        "print(CellExecutionError('', 'KeyError', 'boom'))",
        "KeyError: boom",
    ),
    # --- importlib_metadata -------------------------------------------------------------------
    q(
        "importlib_metadata",
        "where",
        "Where's the FastPath class defined?",
        {"def": "FastPath"},
    ),
    q(
        "importlib_metadata",
        "returns",
        "what does _topmost return??",
        {"returns": "_topmost"},
    ),
    q(
        "importlib_metadata",
        "calls",
        "Who calls `_top_level_inferred`, and only when what?",
        grep(r"or _top_level_inferred\(", IMD),
    ),
    q(
        "importlib_metadata",
        "raises",
        "Where is the ValueError for a malformed object reference in an EntryPoint raised?",
        grep(r"'Invalid object reference\. '", IMD),
    ),
    q(
        "importlib_metadata",
        "how",
        "How do they stop people from tweaking an entry point's name or group after it's been "
        "built?",
        {"body": "EntryPoint.__setattr__"},
        own=True,
    ),
    q(
        "importlib_metadata",
        "which",
        "Which function turns a messy project name like `Foo.Bar__baz` into the canonical "
        "spelling (`foo_bar_baz`) used to look up its install folder?",
        {"body": "Prepared.normalize"},
        own=True,
    ),
    run(
        "importlib_metadata",
        "Run {} please",
        "from importlib_metadata import EntryPoint; "
        "ep = EntryPoint(name='x', value='pkg.mod:obj [a, b]', group='g'); "
        "print(ep.module, ep.attr, ep.extras)",
        "pkg.mod obj ['a', 'b']",
    ),
    q(
        "importlib_metadata",
        "edit",
        "add a docstring to _top_level_declared in importlib_metadata/__init__.py",
        {"effect": {"docstring": "_top_level_declared"}},
    ),
    # --- pydantic_settings --------------------------------------------------------------------
    q(
        "pydantic_settings",
        "where",
        "Which file defines SettingsError?",
        {"def": "SettingsError"},
    ),
    q(
        "pydantic_settings",
        "where",
        "where is EnvNoneType declared",
        {"def": "EnvNoneType"},
    ),
    q(
        "pydantic_settings",
        "returns",
        "What can `path_type_label` return?",
        {"returns": "path_type_label"},
    ),
    q(
        "pydantic_settings",
        "calls",
        "Where is DotEnvSettingsSource._static_read_env_file called from?",
        grep(
            r"return (self|DotEnvSettingsSource)\._static_read_env_file\(",
            "pydantic_settings/sources/providers/dotenv.py",
        ),
    ),
    q(
        "pydantic_settings",
        "raises",
        "Which lines of the YAML source raise KeyError?",
        grep(r"raise KeyError\(", "pydantic_settings/sources/providers/yaml.py"),
    ),
    q(
        "pydantic_settings",
        "how",
        "how does ConfigFileSourceMixin._read_files combine several config files (and what "
        "about deep_merge)?",
        {"body": "ConfigFileSourceMixin._read_files"},
    ),
    q(
        "pydantic_settings",
        "how",
        "If I start my app from a subfolder, does pydantic-settings climb up to find the "
        "project's pyproject.toml? Where is that done?",
        {"body": "PyprojectTomlConfigSettingsSource._pick_pyproject_toml_file"},
        own=True,
    ),
    q(
        "pydantic_settings",
        "which",
        "Which method, given a folder of secret files, picks out the one whose name matches a "
        "field even when the capitalisation differs?",
        {"body": "SecretsSettingsSource.find_case_path"},
        own=True,
    ),
    q(
        "pydantic_settings",
        "edit",
        "Add a brand-new settings source to pydantic_settings that reads INI files, wire it "
        "into BaseSettings and write the tests for it.",
        {"effect": {"declined": True}},
    ),
    # --- flask_cors ---------------------------------------------------------------------------
    q(
        "flask_cors",
        "const",
        "where are flask-cors's DEFAULT_OPTIONS set up?",
        grep(r"^DEFAULT_OPTIONS = dict\(", CORS),
    ),
    q(
        "flask_cors",
        "raises",
        "Where does serialize_options raise a ValueError?",
        grep(r"raise ValueError\($", CORS),
    ),
    q(
        "flask_cors",
        "calls",
        "who uses try_match_pattern",
        grep(r"(?<!def )try_match_pattern\(", "flask_cors/core.py"),
        grep(r"(?<!def )try_match_pattern\(", "flask_cors/extension.py"),
    ),
    q(
        "flask_cors",
        "which",
        "In flask_cors, which function guesses whether an allowed-origin entry is meant as a "
        "fancy match rule or a plain address, just by looking for funny symbols in it?",
        {"body": "probably_regex"},
        own=True,
    ),
    q(
        "flask_cors",
        "which",
        'Which function adds the "Vary: Origin" header to the response headers?',
        {"body": "get_cors_headers"},
    ),
    q(
        "flask_cors",
        "edit",
        "comment out the LOG.debug call that logs 'Settings CORS headers' in "
        "flask_cors/core.py's set_cors_headers",
        {
            "effect": {
                "comment_out": [
                    CORS,
                    'LOG.debug("Settings CORS headers: %s", str(headers_to_set))',
                ]
            }
        },
    ),
    # --- pytest_timeout -----------------------------------------------------------------------
    q(
        "pytest_timeout",
        "const",
        "Where does pytest_timeout.py pick DEFAULT_METHOD?",
        grep(r"^    DEFAULT_METHOD = ", TIMEOUT),
    ),
    q(
        "pytest_timeout",
        "raises",
        "where does _parse_marker fail when the timeout marker is written wrong?",
        grep(r"raise TypeError\(", TIMEOUT),
    ),
    q(
        "pytest_timeout",
        "calls",
        "Who calls dump_stacks()?",
        grep(r"^\s+dump_stacks\(terminal\)", TIMEOUT),
    ),
    q(
        "pytest_timeout",
        "returns",
        "what does `_get_item_settings` give back",
        {"returns": "_get_item_settings"},
    ),
    q(
        "pytest_timeout",
        "which",
        "If I'm stepping through a test in my IDE, which function notices that?",
        {"body": "is_debugging"},
        own=True,
    ),
    run(
        "pytest_timeout",
        "What does {} print out?",
        "import pytest_timeout as t; print(t.PYTEST_FAILURE_MESSAGE % 2.5)",
        "Timeout (>2.5s) from pytest-timeout.",
    ),
    q(
        "pytest_timeout",
        "edit",
        "add 'debugpy' to KNOWN_DEBUGGING_MODULES in pytest_timeout.py",
        {
            "effect": {
                "value_set": [
                    TIMEOUT,
                    "KNOWN_DEBUGGING_MODULES",
                    '{"pydevd", "bdb", "pydevd_frame_evaluator", "debugpy"}',
                ]
            }
        },
    ),
]
