"""The thirty-fourth held-out set: questions on four third-party packages that no other set uses,
copied from the installed site-packages (docker 7.1.0, jupyter-lsp 2.3.1, jupyter_server_terminals
0.5.4 and matplotlib-inline 0.2.2), written blind: by reading only those packages, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the packages (docker most, then jupyter_lsp). About a
fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "docker": ["docker"],
    "jupyter_lsp": ["jupyter_lsp"],
    "jupyter_server_terminals": ["jupyter_server_terminals"],
    "matplotlib_inline": ["matplotlib_inline"],
}

AUTH = "docker/auth.py"
CONTAINERS = "docker/models/containers.py"
SHADOW = "jupyter_lsp/virtual_documents_shadow.py"
TERMS = "jupyter_server_terminals/terminalmanager.py"
INLINE = "matplotlib_inline/backend_inline.py"


QUESTIONS: list[dict] = [
    # --- docker ------------------------------------------------------------------------------
    q(
        "docker",
        "where",
        "where's create_api_error_from_http_exception defined?",
        {"def": "create_api_error_from_http_exception"},
    ),
    q(
        "docker",
        "returns",
        "What does `parse_repository_tag` return? Like, what do I get back for an image name "
        "that has no tag at all?",
        {"returns": "parse_repository_tag"},
    ),
    q(
        "docker",
        "calls",
        "who calls convert_to_hostname in docker/auth.py",
        grep(r"(= |\[)convert_to_hostname\(", AUTH),
    ),
    q(
        "docker",
        "raises",
        "Where does the SDK raise ContextAlreadyExists?",
        grep(r"raise errors\.ContextAlreadyExists\(", "docker/context/api.py"),
    ),
    q(
        "docker",
        "raises",
        "hey, if I hand split_port a malformed port spec, where exactly does it fail?",
        grep(r"raise ValueError\(|_raise_invalid_port\(port\)$", "docker/utils/ports.py"),
    ),
    q(
        "docker",
        "raises",
        "Where does `Mount.parse_mount_string` reject a string it can't make sense of?",
        grep(r"Invalid mount format", "docker/types/services.py"),
    ),
    q(
        "docker",
        "const",
        "where is DEFAULT_DOCKER_API_VERSION set",
        grep(r"^DEFAULT_DOCKER_API_VERSION = ", "docker/constants.py"),
    ),
    q(
        "docker",
        "how",
        "How does compare_version decide that 1.10 is newer than 1.9? Just curious whether it "
        "compares them as plain strings.",
        {"body": "compare_version"},
    ),
    q(
        "docker",
        "which",
        "Which function turns the `port_bindings` dict into lists of "
        "{'HostIp': ..., 'HostPort': ...} entries?",
        {"body": "convert_port_bindings"},
        {"body": "_convert_port_binding"},
    ),
    q(
        "docker",
        "calls",
        "Where's _create_container_args used?",
        grep(r"= _create_container_args\(", CONTAINERS),
    ),
    q(
        "docker",
        "raises",
        "which lines raise BuildError in models/images.py",
        grep(r"raise BuildError\(", "docker/models/images.py"),
    ),
    q(
        "docker",
        "how",
        "In `ContainerCollection.run`, what happens when the image isnt available locally yet?",
        grep(
            r"except ImageNotFound:|self\.client\.images\.pull\(image, platform=platform\)",
            CONTAINERS,
        ),
    ),
    q(
        "docker",
        "which",
        "Which function works out whether an image name points at my own registry server or at "
        "the public one everybody pulls from?",
        {"body": "split_repo_name"},
        {"body": "resolve_repository_name"},
        own=True,
    ),
    q(
        "docker",
        "how",
        "I pass memory limits like 512m or 2g. Where does that get turned into an actual number "
        "of bytes?",
        {"body": "parse_bytes"},
        own=True,
    ),
    q(
        "docker",
        "how",
        "What does the library do when the recipe file for building an image sits outside the "
        "folder that gets uploaded for the build?",
        {"body": "process_dockerfile"},
        own=True,
    ),
    q(
        "docker",
        "which",
        "when I build, which code decides that a file in my project folder gets left out because "
        "of the ignore list -- including those lines with a leading ! that bring stuff back in?",
        {"body": "PatternMatcher"},
        {"body": "Pattern"},
        {"body": "exclude_paths"},
        own=True,
    ),
    run(
        "docker",
        "What does {} print?",
        "from docker.utils.ports import split_port; "
        "print(split_port('127.0.0.1:8000-8001:80-81/udp'))",
        "(['80/udp', '81/udp'], [('127.0.0.1', '8000'), ('127.0.0.1', '8001')])",
    ),
    run(
        "docker",
        "Can you run {} for me and tell me the output",
        "from docker.utils.utils import parse_host; print(parse_host('ssh://me@box'))",
        "ssh://me@box:22",
    ),
    q(
        "docker",
        "edit",
        "Please bump DEFAULT_TIMEOUT_SECONDS in docker/constants.py from 60 to 120.",
        {"effect": {"value_set": ["docker/constants.py", "DEFAULT_TIMEOUT_SECONDS", "120"]}},
    ),
    q(
        "docker",
        "edit",
        'comment out the `log.debug("No config file found")` line in docker/utils/config.py, '
        "it spams my logs",
        {
            "effect": {
                "comment_out": ["docker/utils/config.py", 'log.debug("No config file found")']
            }
        },
    ),
    q(
        "docker",
        "edit",
        "Could you rework the whole APIClient so every request retries with exponential backoff "
        "and jitter when the daemon is unreachable, and add tests for it?",
        {"effect": {"declined": True}},
    ),
    # --- jupyter_lsp -------------------------------------------------------------------------
    q("jupyter_lsp", "where", "where is normalized_uri defined", {"def": "normalized_uri"}),
    q(
        "jupyter_lsp",
        "returns",
        "what does `is_relative` in jupyter_lsp/paths.py return?",
        {"returns": "is_relative"},
    ),
    q(
        "jupyter_lsp",
        "calls",
        "Who calls file_uri_to_path?",
        {"grep": r"(?<!def )file_uri_to_path\("},
    ),
    q(
        "jupyter_lsp",
        "raises",
        "Where does the `Schema` trait raise a TraitError?",
        grep(r"raise traitlets\.TraitError\(", "jupyter_lsp/trait_types.py"),
    ),
    q(
        "jupyter_lsp",
        "const",
        "where's EP_SPEC_V1 defined, and what's its value?",
        grep(r"^EP_SPEC_V1 = ", "jupyter_lsp/constants.py"),
    ),
    q(
        "jupyter_lsp",
        "how",
        "how does LspStdIoReader.read_one figure out how many bytes the message body has?",
        grep(r'headers\.get\("content-length"', "jupyter_lsp/stdio.py"),
    ),
    q(
        "jupyter_lsp",
        "which",
        "which method on LanguageServerSession actually launches the language server subprocess?",
        {"body": "LanguageServerSession.init_process"},
    ),
    q(
        "jupyter_lsp",
        "raises",
        "where can setup_shadow_filesystem fail with an error?",
        grep(r"raise ShadowFilesystemError\(", SHADOW),
    ),
    q(
        "jupyter_lsp",
        "which",
        "Where does it throw away the servers that have no command to start them with?",
        {"body": "LanguageServerManager._collect_language_servers"},
        own=True,
    ),
    q(
        "jupyter_lsp",
        "how",
        "When the language server has nothing to say, does the reader wait a bit longer each "
        "time before checking again? where's that",
        {"body": "LspStdIoReader.sleep"},
        own=True,
    ),
    q(
        "jupyter_lsp",
        "which",
        "Which code splices an edited stretch of text (given by a start and end line and column) "
        "into the lines of the copy of a notebook document that is kept on disk?",
        {"body": "EditableFile.apply_change"},
        own=True,
    ),
    run(
        "jupyter_lsp",
        "what's the output of {}?",
        "from jupyter_lsp.paths import file_uri_to_path; "
        "print(file_uri_to_path('file:///home/me/My%20Notes/a.py'))",
        "/home/me/My Notes/a.py",
    ),
    q(
        "jupyter_lsp",
        "edit",
        "set MAX_WORKERS to 8 in virtual_documents_shadow.py pls",
        {"effect": {"value_set": [SHADOW, "MAX_WORKERS", "8"]}},
    ),
    q(
        "jupyter_lsp",
        "edit",
        "I'd like jupyter_lsp to also talk to language servers over TCP sockets, not just "
        "stdin/stdout. Can you implement that, wire it into the session and the manager, and make "
        "it configurable?",
        {"effect": {"declined": True}},
    ),
    # --- jupyter_server_terminals ------------------------------------------------------------
    q(
        "jupyter_server_terminals",
        "raises",
        "Where is the 'Terminal not found' 404 raised?",
        grep(r'raise web\.HTTPError\(404, "Terminal not found', TERMS),
    ),
    q(
        "jupyter_server_terminals",
        "calls",
        "who calls `_initialize_culler`?",
        grep(r"self\._initialize_culler\(\)", TERMS),
    ),
    q(
        "jupyter_server_terminals",
        "where",
        "Where's the POST handler that creates a new terminal (TerminalRootHandler.post)?",
        {"def": "TerminalRootHandler.post"},
    ),
    q(
        "jupyter_server_terminals",
        "returns",
        "What does TerminalManager.get_terminal_model return?",
        {"returns": "TerminalManager.get_terminal_model"},
    ),
    q(
        "jupyter_server_terminals",
        "how",
        "How does TerminalsExtensionApp pick which shell to start in a new terminal?",
        {"body": "TerminalsExtensionApp.initialize_configurables"},
    ),
    q(
        "jupyter_server_terminals",
        "which",
        "which part shuts down terminals that nobody has touched in a while?",
        {"body": "TerminalManager._cull_inactive_terminal"},
        {"body": "TerminalManager._cull_terminals"},
        own=True,
    ),
    q(
        "jupyter_server_terminals",
        "edit",
        "In jupyter_server_terminals/terminalmanager.py, change cull_interval_default from 300 "
        "to 600 seconds.",
        {
            "effect": {
                "text_replaced": [
                    TERMS,
                    "cull_interval_default = 300",
                    "cull_interval_default = 600",
                ]
            }
        },
    ),
    # --- matplotlib_inline -------------------------------------------------------------------
    q(
        "matplotlib_inline",
        "where",
        "where is configure_inline_support?",
        {"def": "configure_inline_support"},
    ),
    q(
        "matplotlib_inline",
        "calls",
        "Where is `flush_figures` hooked up / used?",
        grep(r'"post_execute", flush_figures\)', INLINE),
    ),
    q(
        "matplotlib_inline",
        "raises",
        "Where does InlineBackend raise TraitError?",
        grep(r"raise TraitError\(", "matplotlib_inline/config.py"),
    ),
    q(
        "matplotlib_inline",
        "how",
        "My charts have a see-through background and I use dark mode. How does it work out "
        "whether the picture needs a light or a dark backdrop behind it?",
        {"body": "_fetch_figure_metadata"},
        {"body": "_is_light"},
        {"body": "_is_transparent"},
        own=True,
    ),
    q(
        "matplotlib_inline",
        "which",
        "Which function do I call so it stops wiping my plots after every cell runs? I want to "
        "keep adding to the same one.",
        {"body": "set_matplotlib_close"},
        own=True,
    ),
    run(
        "matplotlib_inline",
        "what does {} output",
        "from matplotlib_inline.backend_inline import _is_transparent; "
        "print(_is_transparent((1, 0, 0, 0.4)), _is_transparent('white'))",
        "True False",
    ),
]
