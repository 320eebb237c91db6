"""The fifteenth held-out set: questions on six third-party packages, not the standard library
(httpx, itsdangerous, blinker, mistune, python-dotenv, jmespath). ``bench_answers.make_workspace``
copies them from the installed site-packages. They were read at httpx 0.29.0, itsdangerous 2.2.0,
blinker 1.9.0, mistune 3.4.0, python-dotenv 1.2.2 and jmespath 1.1.0; golds name code, never line
numbers, so they hold as long as those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, which method does something said in the code's names, how
a named function does something; three ask where a function fails without naming the exception),
10 are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it), 4 run a command and 6 ask for an edit (2 of them beyond a program that is
not an LLM, to be declined). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "httpx": ["httpx"],
    "itsdangerous": ["itsdangerous"],
    "blinker": ["blinker"],
    "mistune": ["mistune"],
    "dotenv": ["dotenv"],
    "jmespath": ["jmespath"],
}

HCLIENT = "httpx/_client.py"
HCONFIG = "httpx/_config.py"
SIGNER = "itsdangerous/signer.py"
BLINKER = "blinker/base.py"
MCORE = "mistune/core.py"
DMAIN = "dotenv/main.py"
DPARSER = "dotenv/parser.py"

QUESTIONS: list[dict] = [
    # --- httpx ----------------------------------------------------------------------------
    q(
        "httpx",
        "where",
        "where's _redirect_method defined in httpx",
        {"def": "BaseClient._redirect_method"},
    ),
    q(
        "httpx",
        "raises",
        "Where in the client code does httpx throw TooManyRedirects?",
        grep(r"raise TooManyRedirects\(", HCLIENT),
    ),
    q(
        "httpx",
        "returns",
        "What does `_port_or_default` hand back?",
        {"returns": "_port_or_default"},
    ),
    q(
        "httpx",
        "calls",
        "who calls _build_redirect_request ?",
        grep(r"self\._build_redirect_request\(", HCLIENT),
    ),
    q(
        "httpx",
        "where",
        "Hi! Where is DEFAULT_MAX_REDIRECTS set? I'd like to know the default cap on redirects.",
        grep(r"^DEFAULT_MAX_REDIRECTS = ", HCONFIG),
    ),
    q(
        "httpx",
        "raises",
        "where does `_redirect_url` give up when the Location header is garbage?",
        grep(r"raise RemoteProtocolError\(", HCLIENT),
    ),
    q(
        "httpx",
        "which",
        "When a site bounces me over to some other domain, where does httpx make sure my "
        "password header isn't passed along to the new place?",
        {"body": "BaseClient._redirect_headers"},
        own=True,
    ),
    q(
        "httpx",
        "which",
        "which function figures out, from my shell settings, which hosts should skip the "
        "go-between server?",
        {"body": "get_environment_proxies"},
        own=True,
    ),
    run(
        "httpx",
        "Can you run {} and tell me what it prints?",
        "import httpx; print(httpx.URL('https://example.org:8080/a/b?x=1').port)",
        "8080",
    ),
    q(
        "httpx",
        "edit",
        "Please set DEFAULT_MAX_REDIRECTS in httpx/_config.py to 10.",
        {"effect": {"value_set": [HCONFIG, "DEFAULT_MAX_REDIRECTS", "10"]}},
    ),
    # --- itsdangerous ---------------------------------------------------------------------
    q("itsdangerous", "where", "where is Signer.derive_key", {"def": "Signer.derive_key"}),
    q(
        "itsdangerous",
        "raises",
        "In itsdangerous, where does `Signer.unsign` bail out if the signed value is bad?",
        grep(r"raise BadSignature\(", SIGNER),
    ),
    q(
        "itsdangerous",
        "which",
        "Which method base64-decodes the payload and zlib-decompresses it when it starts with a "
        "dot?",
        {"body": "URLSafeSerializerMixin.load_payload"},
    ),
    q("itsdangerous", "calls", "Who uses _make_keys_list?", {"grep": r"= _make_keys_list\("}),
    q(
        "itsdangerous",
        "where",
        "where does the signer set its default key derivation to django-concat",
        grep(r'default_key_derivation: str = "django-concat"', SIGNER),
    ),
    q(
        "itsdangerous",
        "which",
        "If I rotate my secrets, which code also tries my older passwords when it checks "
        "something I signed a while ago?",
        {"body": "Signer.verify_signature"},
        own=True,
    ),
    q(
        "itsdangerous",
        "how",
        "how does it make the data shorter before stuffing it into a link, and only bother when "
        "that actually helps?",
        {"body": "URLSafeSerializerMixin.dump_payload"},
        own=True,
    ),
    run(
        "itsdangerous",
        "what's the output of {}",
        "from itsdangerous.encoding import base64_encode; print(base64_encode(b'hi?'))",
        "aGk_",
    ),
    q(
        "itsdangerous",
        "edit",
        'change Signer\'s default_key_derivation from "django-concat" to "hmac" please',
        {
            "effect": {
                "line_replaced": [
                    SIGNER,
                    'default_key_derivation: str = "django-concat"',
                    'default_key_derivation: str = "hmac"',
                ]
            }
        },
    ),
    # --- blinker --------------------------------------------------------------------------
    q(
        "blinker",
        "raises",
        "where does blinker raise RuntimeError",
        grep(r"raise RuntimeError\(", BLINKER),
    ),
    q(
        "blinker",
        "returns",
        "what does Signal.has_receivers_for return?",
        {"returns": "Signal.has_receivers_for"},
    ),
    q(
        "blinker",
        "calls",
        "Which places call `_disconnect` in blinker/base.py?",
        grep(r"self\._disconnect\(", BLINKER),
    ),
    q("blinker", "where", "wheres ANY_ID defined", grep(r"^ANY_ID = ", BLINKER)),
    q(
        "blinker",
        "how",
        "How can I make a signal go quiet for a while so none of the listeners get called, "
        "e.g. inside a test?",
        {"body": "Signal.muted"},
        own=True,
    ),
    q(
        "blinker",
        "edit",
        "Can you make blinker's Signal class fully thread-safe?",
        {"effect": {"declined": True}},
    ),
    # --- mistune --------------------------------------------------------------------------
    q(
        "mistune",
        "where",
        "where is DEFAULT_MAX_NESTED_LEVEL set in mistune",
        grep(r"^DEFAULT_MAX_NESTED_LEVEL = ", MCORE),
    ),
    q("mistune", "returns", "What does strip_end return", {"returns": "strip_end"}),
    q(
        "mistune",
        "raises",
        "where does `BaseRenderer._get_method` fail when nothing is registered for a token type?",
        grep(r"raise AttributeError\(", MCORE),
    ),
    q(
        "mistune",
        "calls",
        "who calls import_plugin?",
        grep(r"import_plugin\(n\)", "mistune/__init__.py"),
    ),
    q("mistune", "how", "how does unikey normalise a link label?", {"body": "unikey"}),
    q(
        "mistune",
        "which",
        "Which function stops dangerous links (like javascript: ones) from ending up in the "
        "generated page?",
        {"body": "HTMLRenderer.sanitize_url"},
        {"body": "_is_safe_url"},
        own=True,
    ),
    q(
        "mistune",
        "which",
        "I need just the plain words out of some html, dropping the tags but keeping the text "
        "that describes each picture. Which function does that?",
        {"body": "striptags"},
        own=True,
    ),
    run(
        "mistune",
        "Run {} for me pls",
        "import mistune; print(mistune.markdown('**hi** there'))",
        "<p><strong>hi</strong> there</p>",
    ),
    q(
        "mistune",
        "edit",
        "rewrite mistune's list parsing so nested lists behave exactly like GitHub's renderer",
        {"effect": {"declined": True}},
    ),
    # --- dotenv ---------------------------------------------------------------------------
    q("dotenv", "where", "Where's resolve_variables defined?", {"def": "resolve_variables"}),
    q(
        "dotenv",
        "raises",
        "which lines in dotenv/main.py raise IOError?",
        grep(r"raise IOError\(", DMAIN),
    ),
    q(
        "dotenv",
        "how",
        "how does `parse_unquoted_value` strip a trailing comment off a value?",
        {"body": "parse_unquoted_value"},
    ),
    q(
        "dotenv",
        "raises",
        "Where is the parser's Error exception raised in python-dotenv?",
        grep(r"raise Error\(", DPARSER),
    ),
    q(
        "dotenv",
        "how",
        "How does dotenv climb up through the parent folders hunting for the file?",
        {"body": "_walk_to_root"},
        {"body": "find_dotenv"},
        own=True,
    ),
    q(
        "dotenv",
        "which",
        "is there a kill switch so nothing gets loaded at all? which function checks for it?",
        {"body": "_load_dotenv_disabled"},
        own=True,
    ),
    q(
        "dotenv",
        "edit",
        'In _load_dotenv_disabled, also treat "on" as true: add it to the set '
        '{"1", "true", "t", "yes", "y"}.',
        {
            "effect": {
                "text_replaced": [
                    DMAIN,
                    '{"1", "true", "t", "yes", "y"}',
                    '{"1", "true", "t", "yes", "y", "on"}',
                ]
            }
        },
    ),
    # --- jmespath -------------------------------------------------------------------------
    q(
        "jmespath",
        "where",
        "where is _MAX_SIZE set for the parser cache",
        grep(r"_MAX_SIZE = ", "jmespath/parser.py"),
    ),
    q(
        "jmespath",
        "calls",
        "Who calls Lexer._consume_until?",
        grep(r"self\._consume_until\(", "jmespath/lexer.py"),
    ),
    q(
        "jmespath",
        "raises",
        "Where does jmespath raise UnknownFunctionError?",
        grep(r"raise exceptions\.UnknownFunctionError\(", "jmespath/functions.py"),
    ),
    q(
        "jmespath",
        "returns",
        "what does _func_to_number retrun",
        {"returns": "Functions._func_to_number"},
    ),
    q(
        "jmespath",
        "how",
        "How does jmespath remember queries it already worked out, and what does it do once it "
        "has remembered too many?",
        {"body": "Parser.parse"},
        own=True,
    ),
    run(
        "jmespath",
        "What does {} output?",
        "import jmespath; print(jmespath.search('foo[*].bar', {'foo': [{'bar': 1}, {'bar': 2}]}))",
        "[1, 2]",
    ),
    q(
        "jmespath",
        "edit",
        "Add a docstring to Functions.call_function in jmespath/functions.py",
        {"effect": {"docstring": "Functions.call_function"}},
    ),
]
