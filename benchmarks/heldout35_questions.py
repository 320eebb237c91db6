"""The thirty-fifth held-out set: questions on three third-party packages that no other set uses,
copied from the installed site-packages (nbconvert 7.17.2, flask 3.1.3 and openapi-spec-validator
0.9.0), written blind: by reading only those packages, never the model's code or its notes, and
committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the packages (nbconvert most, then flask). About a
fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h35_nbconvert": ["nbconvert"],
    "h35_flask": ["flask"],
    "h35_openapi_spec_validator": ["openapi_spec_validator"],
}

PDF = "nbconvert/exporters/pdf.py"
TEMPLATES = "nbconvert/exporters/templateexporter.py"
APP_NB = "nbconvert/nbconvertapp.py"
PANDOC = "nbconvert/utils/pandoc.py"
EXTRACT = "nbconvert/preprocessors/extractoutput.py"
SERVE = "nbconvert/postprocessors/serve.py"
CLI = "flask/cli.py"
FLASK_APP = "flask/app.py"
KEYWORDS = "openapi_spec_validator/validation/keywords.py"
SETTINGS = "openapi_spec_validator/settings.py"


QUESTIONS: list[dict] = [
    # --- nbconvert ---------------------------------------------------------------------------
    q(
        "h35_nbconvert",
        "where",
        "where's prepend_to_env_search_path defined?",
        {"def": "prepend_to_env_search_path"},
    ),
    q(
        "h35_nbconvert",
        "where",
        "Could you point me to the definition of `guess_extension_without_jpe`? I saw it in a "
        "traceback.",
        {"def": "guess_extension_without_jpe"},
    ),
    q(
        "h35_nbconvert",
        "returns",
        "what does _get_extended_color in filters/ansi.py return? sometimes i get an int back and "
        "sometimes a tuple??",
        {"returns": "_get_extended_color"},
    ),
    q(
        "h35_nbconvert",
        "calls",
        "Who calls `run_command` in the PDF exporter?",
        grep(r"return self\.run_command\(", PDF),
    ),
    q(
        "h35_nbconvert",
        "calls",
        "In nbconvertapp.py, where does convert_single_notebook get called from?",
        grep(r"self\.convert_single_notebook\(", APP_NB),
    ),
    q(
        "h35_nbconvert",
        "raises",
        "Where does nbconvert raise ExporterNameError?",
        grep(r"raise ExporterNameError\(", "nbconvert/exporters/base.py"),
    ),
    q(
        "h35_nbconvert",
        "raises",
        "My `--to pdf` run dies with LatexFailed. Which lines in the PDF exporter throw that?",
        grep(r"raise LatexFailed\(|raise raise_on_failure\(msg\)", PDF),
    ),
    q(
        "h35_nbconvert",
        "raises",
        "where does the slides exporter bail out when every cell is marked skip or notes",
        grep(r"All cells are hidden|raise ValueError\(msg\)", "nbconvert/exporters/slides.py"),
    ),
    q(
        "h35_nbconvert",
        "const",
        "What's the oldest pandoc version nbconvert accepts, and where is that set?",
        grep(r"^_minimal_version = ", PANDOC),
    ),
    run(
        "h35_nbconvert",
        "What does {} print?",
        "from nbconvert.filters.citation import citation2latex; "
        "print(citation2latex('see <cite data-cite=granger>(Granger, 2013)</cite> now'))",
        r"see \cite{granger} now",
    ),
    run(
        "h35_nbconvert",
        "can u run {} and tell me what comes out",
        "from nbconvert.filters.latex import escape_latex; "
        "print(escape_latex('50% & #1 ... done_ok'))",
        r"50\% \& \#1 {\ldots} done\_ok",
    ),
    q(
        "h35_nbconvert",
        "edit",
        'In nbconvert/utils/pandoc.py, set `_maximal_version` to "5.0.0" -- I\'m on pandoc 4 and '
        "the unsupported-version warning is driving me nuts.",
        {"effect": {"value_set": [PANDOC, "_maximal_version", '"5.0.0"']}},
    ),
    q(
        "h35_nbconvert",
        "edit",
        'comment out the print("Use Control-C to stop this server") line in '
        "nbconvert/postprocessors/serve.py please",
        {"effect": {"comment_out": [SERVE, 'print("Use Control-C to stop this server")']}},
    ),
    q(
        "h35_nbconvert",
        "edit",
        "Our CI converts hundreds of notebooks to HTML and it's slow. Can you make HTMLExporter "
        "way faster -- cache the Jinja environment between runs, run the preprocessors in "
        "parallel, whatever it takes?",
        {"effect": {"declined": True}},
    ),
    q(
        "h35_nbconvert",
        "which",
        "Which preprocessor merges consecutive stdout/stderr stream outputs of a cell into one?",
        {"body": "CoalesceStreamsPreprocessor.preprocess_cell"},
    ),
    q(
        "h35_nbconvert",
        "which",
        "which class picks the mimetype to render for an output in the HTML export, and skips "
        "the widget view when the notebook has no saved widget state?",
        {"body": "WidgetsDataTypeFilter.__call__"},
    ),
    q(
        "h35_nbconvert",
        "which",
        "I want the blank cells gone from what I hand out. Which bit of code drops a cell when "
        "its text fits a search expression I set in the config?",
        {"body": "RegexRemovePreprocessor.check_conditions"},
        {"body": "RegexRemovePreprocessor.preprocess"},
        own=True,
    ),
    q(
        "h35_nbconvert",
        "which",
        "Which code takes the pictures my markdown cells point to and bakes them right into the "
        "page, so I can email one single file to someone?",
        {"body": "IPythonRenderer._src_to_base64"},
        {"body": "IPythonRenderer._html_embed_images"},
        {"body": "IPythonRenderer._embed_image_or_attachment"},
        own=True,
    ),
    q(
        "h35_nbconvert",
        "how",
        "How does TemplateExporter._template_paths build the list of folders it searches for "
        "templates?",
        {"body": "TemplateExporter._template_paths"},
    ),
    q(
        "h35_nbconvert",
        "how",
        "My program prints text in those fancy terminal shades beyond the basic sixteen -- the "
        "ones numbered up to 255. How does the converter work out which actual shade one of "
        "those numbers stands for?",
        {"body": "_get_extended_color"},
        own=True,
    ),
    q(
        "h35_nbconvert",
        "how",
        "two of the charts my cells draw were told to save under the same name. what happens "
        "when I convert -- does one just clobber the other?",
        grep(r'if filename in resources\["outputs"\]:|raise ValueError\(msg\)', EXTRACT),
        own=True,
    ),
    # --- flask -------------------------------------------------------------------------------
    q(
        "h35_flask",
        "where",
        "where is _split_blueprint_path",
        {"def": "_split_blueprint_path"},
    ),
    q(
        "h35_flask",
        "returns",
        "What does `get_load_dotenv` return when FLASK_SKIP_DOTENV isn't set at all?",
        {"returns": "get_load_dotenv"},
    ),
    q(
        "h35_flask",
        "calls",
        "who calls _called_with_wrong_args",
        grep(r"if not _called_with_wrong_args\(", CLI),
    ),
    q(
        "h35_flask",
        "calls",
        "Where in flask/cli.py is `prepare_import` used?",
        grep(r"import_name = prepare_import\(", CLI),
    ),
    q(
        "h35_flask",
        "raises",
        "I've got two Flask() objects in one module and `flask run` refuses to start. Where is "
        "that error raised?",
        grep(r"Detected multiple Flask applications", CLI),
    ),
    q(
        "h35_flask",
        "raises",
        "where does registering a blueprint fail because its name is already taken?",
        grep(r"is already registered for", "flask/sansio/blueprints.py"),
    ),
    q(
        "h35_flask",
        "raises",
        "Where does Config.from_envvar raise a RuntimeError?",
        grep(r"raise RuntimeError\(", "flask/config.py"),
    ),
    q(
        "h35_flask",
        "const",
        "where's the default session cookie name ('session') set?",
        grep(r'"SESSION_COOKIE_NAME": "session",', FLASK_APP),
    ),
    run(
        "h35_flask",
        "what's the output of {}",
        "from flask.json.tag import TaggedJSONSerializer; "
        "print(TaggedJSONSerializer().dumps({'b': b'hi', 'a': (1, 2)}))",
        '{"b":{" b":"aGk="},"a":{" t":[1,2]}}',
    ),
    q(
        "h35_flask",
        "edit",
        'In flask/app.py, change the default "MAX_COOKIE_SIZE" from 4093 to 8192.',
        {
            "effect": {
                "text_replaced": [
                    FLASK_APP,
                    '"MAX_COOKIE_SIZE": 4093,',
                    '"MAX_COOKIE_SIZE": 8192,',
                ]
            }
        },
    ),
    q(
        "h35_flask",
        "edit",
        "Make `flask run` default to port 8000 instead of 5000 -- just change the default of the "
        "--port option in flask/cli.py.",
        {
            "effect": {
                "line_replaced": [
                    CLI,
                    '@click.option("--port", "-p", default=5000, help="The port to bind to.")',
                    '@click.option("--port", "-p", default=8000, help="The port to bind to.")',
                ]
            }
        },
    ),
    q(
        "h35_flask",
        "which",
        "Which function goes looking for an `app` / `application` variable or a create_app "
        "factory when I don't give --app a name after the colon?",
        {"body": "find_best_app"},
    ),
    q(
        "h35_flask",
        "which",
        "We're replacing the hush-hush value our app uses to vouch that visitors' login data "
        "wasn't tampered with. Which code lets people who logged in before the swap stay logged "
        "in afterwards?",
        {"body": "SecureCookieSessionInterface.get_signing_serializer"},
        own=True,
    ),
    q(
        "h35_flask",
        "which",
        "which piece decides, from the ending of the page file being filled in, whether stuff "
        "like < and & coming from my variables gets made harmless automatically?",
        {"body": "App.select_jinja_autoescape"},
        own=True,
    ),
    q(
        "h35_flask",
        "how",
        "If a view returns a 2-tuple, how does make_response tell whether the second item is a "
        "status or headers?",
        grep(r"if isinstance\(rv\[1\], \(Headers, dict, tuple, list\)\):", FLASK_APP),
    ),
    q(
        "h35_flask",
        "how",
        "how does Config.from_prefixed_env deal with nested keys that use a double underscore, "
        "like FLASK_SQLALCHEMY__POOL_SIZE?",
        {"body": "Config.from_prefixed_env"},
    ),
    q(
        "h35_flask",
        "how",
        "When someone ticks 'remember me' on my login form, how long do they stay signed in, and "
        "where does the app work that out?",
        {"body": "SessionInterface.get_expiration_time"},
        grep(r'"PERMANENT_SESSION_LIFETIME": timedelta\(days=31\),', FLASK_APP),
        own=True,
    ),
    q(
        "h35_flask",
        "how",
        "So my page code crashes with something I never set anything up for. How does the app "
        "choose between showing a bland 'something went wrong' page and letting the crash "
        "come through to me?",
        {"body": "Flask.handle_exception"},
        own=True,
    ),
    # --- openapi_spec_validator --------------------------------------------------------------
    q(
        "h35_openapi_spec_validator",
        "where",
        "Where is the SpecVersionFinder class?",
        {"def": "SpecVersionFinder"},
    ),
    q(
        "h35_openapi_spec_validator",
        "returns",
        "what does get_validator_backend() return",
        {"returns": "get_validator_backend"},
    ),
    q(
        "h35_openapi_spec_validator",
        "calls",
        "Who calls `get_validator_cls`?",
        {"grep": r"(?<!def )get_validator_cls\("},
    ),
    q(
        "h35_openapi_spec_validator",
        "raises",
        "where is OpenAPIVersionNotFound raised",
        grep(r"raise OpenAPIVersionNotFound", "openapi_spec_validator/versions/finders.py"),
    ),
    q(
        "h35_openapi_spec_validator",
        "raises",
        "I set OPENAPI_SPEC_VALIDATOR_SCHEMA_VALIDATOR_BACKEND=jsonschema-rs on a box without "
        "the Rust package. Where does that blow up?",
        grep(r"raise RuntimeError\(", "openapi_spec_validator/schemas/backend/__init__.py"),
    ),
    run(
        "h35_openapi_spec_validator",
        "Run {} -- what does it print?",
        "from openapi_spec_validator.versions import get_spec_version; "
        "print(get_spec_version({'openapi': '3.1.0'}), get_spec_version({'swagger': '2.0'}))",
        "OpenAPIV3.1 OpenAPIV2.0",
    ),
    q(
        "h35_openapi_spec_validator",
        "edit",
        "please raise RESOLVED_CACHE_MAXSIZE_DEFAULT in openapi_spec_validator/settings.py from "
        "128 to 256",
        {"effect": {"value_set": [SETTINGS, "RESOLVED_CACHE_MAXSIZE_DEFAULT", "256"]}},
    ),
    q(
        "h35_openapi_spec_validator",
        "which",
        "Which part catches it when I accidentally give two endpoints in my API file the same "
        "identifying label?",
        {"body": "OperationValidator.__call__"},
        own=True,
    ),
    q(
        "h35_openapi_spec_validator",
        "how",
        "Before checking my API file, how does the tool tell which edition of the standard it "
        "was written for?",
        {"body": "SpecVersionFinder.find"},
        {"body": "get_spec_version"},
        {"body": "get_validator_cls"},
        own=True,
    ),
]
