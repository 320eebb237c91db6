"""The fourteenth held-out set: questions on six third-party packages, not the standard library
(sqlite-utils, traitlets, markupsafe, pyyaml, cloudpickle, parso). They are packages the runtime
dependencies and test extras install: sqlite-utils itself; ipython brings traitlets and parso;
jinja2 brings markupsafe; Dask brings pyyaml and cloudpickle. ``bench_answers.make_workspace``
copies them from the installed site-packages (pyyaml's C extension is not copied; its pure-Python
code is). They were read at sqlite-utils 4.2.1, traitlets 5.15.0, markupsafe 3.0.3, pyyaml 6.0.3,
cloudpickle 3.1.3 and parso 0.8.7; golds name code, never line numbers, so they hold as long as
those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, how a named method does something; three ask where a
function fails without naming the exception), 10 are in the user's own words (``"own": True``:
behaviour described in everyday words the code does not use for it), 4 run a command and 6 ask
for an edit (2 of them beyond a program that is not an LLM, to be declined). Gold forms are those
of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "sqlite_utils": ["sqlite_utils"],
    "traitlets": ["traitlets"],
    "markupsafe": ["markupsafe"],
    "yaml": ["yaml"],
    "cloudpickle": ["cloudpickle"],
    "parso": ["parso"],
}

SQLDB = "sqlite_utils/db.py"
MARKUP = "markupsafe/__init__.py"
CONFIGURABLE = "traitlets/config/configurable.py"
CLOUD = "cloudpickle/cloudpickle.py"

QUESTIONS: list[dict] = [
    # --- sqlite_utils -----------------------------------------------------------------------
    q(
        "sqlite_utils",
        "where",
        "where's quote_identifier defined in sqlite_utils?",
        {"def": "quote_identifier"},
    ),
    q(
        "sqlite_utils",
        "calls",
        "Who calls `guess_foreign_table`? I'm trying to see where foreign keys get auto-detected.",
        grep(r"\.guess_foreign_table\(", SQLDB),
    ),
    q(
        "sqlite_utils",
        "raises",
        "In Table.get, what happens if theres no row for the primary key I pass? where does it "
        "fail?",
        grep(r"raise NotFoundError$", SQLDB),
    ),
    q(
        "sqlite_utils",
        "where",
        "Where is SQLITE_MAX_VARS set, and to what?",
        grep(r"^SQLITE_MAX_VARS = ", SQLDB),
    ),
    q(
        "sqlite_utils",
        "returns",
        "What does `column_affinity` in sqlite_utils/utils.py return?",
        {"returns": "column_affinity"},
    ),
    q(
        "sqlite_utils",
        "how",
        "My SQL join gives back two columns that are both called the same thing. Something makes "
        "the names different so neither one gets lost when each row becomes a dictionary. Which "
        "function does that?",
        {"body": "dedupe_keys"},
        own=True,
    ),
    q(
        "sqlite_utils",
        "how",
        "when I save a row that has a python list or a date in one of its fields, how does it get "
        "turned into something the database can actually store?",
        {"body": "jsonify_if_needed"},
        own=True,
    ),
    run(
        "sqlite_utils",
        "What does {} print?",
        "from sqlite_utils.utils import dedupe_keys; print(dedupe_keys(['id', 'name', 'id', 'id_2']))",
        "['id', 'name', 'id_3', 'id_2']",
    ),
    q(
        "sqlite_utils",
        "edit",
        "Could you add a MySQL backend to sqlite_utils, so that Database can talk to a MySQL "
        "server as well as to SQLite files?",
        {"effect": {"declined": True}},
    ),
    # --- traitlets --------------------------------------------------------------------------
    q("traitlets", "where", "Where is the `link` class defined?", {"def": "link"}),
    q(
        "traitlets",
        "raises",
        "where does traitlets raise MultipleInstanceError",
        grep(r"raise MultipleInstanceError", CONFIGURABLE),
    ),
    q(
        "traitlets",
        "calls",
        "Which places use _is_section_key?",
        grep(r"(?<!def )_is_section_key\(", "traitlets/config/loader.py"),
        grep(r"(?<!def )_is_section_key\(", CONFIGURABLE),
    ),
    q(
        "traitlets",
        "how",
        "How does Config.merge combine two configs when they both have the same section? Does it "
        "go recursive?",
        {"body": "Config.merge"},
    ),
    q(
        "traitlets",
        "returns",
        "what does `FuzzyEnum.validate` hand back when the value matches?",
        {"returns": "FuzzyEnum.validate"},
    ),
    q(
        "traitlets",
        "how",
        "I have two objects and want them to always hold the same number: whichever one I change, "
        "the other should copy it straight away. What in traitlets does that?",
        {"body": "link"},
        own=True,
    ),
    q(
        "traitlets",
        "how",
        "How do I make sure only one copy of my settings object ever exists, so every part of the "
        "program gets handed that same one?",
        {"body": "SingletonConfigurable"},
        own=True,
    ),
    run(
        "traitlets",
        "can you run {} and tell me the output",
        "from traitlets.utils.descriptions import add_article; "
        "print(add_article('_item'), add_article('user', True, True))",
        "an _item The user",
    ),
    q(
        "traitlets",
        "edit",
        "Please add a docstring to Bool.from_string in traitlets/traitlets.py saying it turns "
        "'true'/'1'/'false'/'0' into a bool.",
        {"effect": {"docstring": "Bool.from_string"}},
    ),
    # --- markupsafe -------------------------------------------------------------------------
    q("markupsafe", "where", "where is soft_str", {"def": "soft_str"}),
    q(
        "markupsafe",
        "raises",
        "Where does Markup raise a ValueError about format specs?",
        grep(r"raise ValueError\(", MARKUP),
    ),
    q(
        "markupsafe",
        "calls",
        "who actually calls `_escape_inner`?",
        grep(r"_escape_inner\(", MARKUP),
    ),
    q(
        "markupsafe",
        "how",
        "How does `Markup.__mod__` make sure the values put in with % get escaped?",
        {"body": "Markup.__mod__"},
    ),
    q(
        "markupsafe",
        "how",
        "I've got a bit of HTML and I just want the readable words out of it, no angle-bracket "
        "stuff and no hidden comments. Which method gives me that?",
        {"body": "Markup.striptags"},
        own=True,
    ),
    q(
        "markupsafe",
        "how",
        "if a value is missing i want a blank on the page rather than the word None showing up, "
        "is there something in markupsafe for that",
        {"body": "escape_silent"},
        own=True,
    ),
    q(
        "markupsafe",
        "edit",
        "Rename `_MarkupEscapeHelper` to `_EscapeWrapper` everywhere in markupsafe.",
        {"effect": {"renamed": ["_MarkupEscapeHelper", "_EscapeWrapper"]}},
    ),
    # --- yaml -------------------------------------------------------------------------------
    q("yaml", "where", "Where's `safe_load` defined in pyyaml?", {"def": "safe_load"}),
    q(
        "yaml",
        "raises",
        "Where does it throw ComposerError for an alias (*foo) that was never defined?",
        grep(r"found undefined alias", "yaml/composer.py"),
    ),
    q(
        "yaml",
        "calls",
        "who calls flatten_mapping",
        grep(r"self\.flatten_mapping\(", "yaml/constructor.py"),
    ),
    q(
        "yaml",
        "how",
        "How does SafeConstructor.construct_yaml_int deal with 0x, 0b, leading-zero octal and the "
        "colon-separated base 60 numbers?",
        {"body": "SafeConstructor.construct_yaml_int"},
    ),
    q(
        "yaml",
        "where",
        "where is the implicit resolver for the bool tag registered, the regex with yes/no/on/off?",
        grep(r"'tag:yaml.org,2002:bool',", "yaml/resolver.py"),
    ),
    q(
        "yaml",
        "how",
        "When I dump a Python object that contains the same number or string twice, it never gets "
        "the &id001 / *id001 back-reference marks, but a repeated list does. Where is that decided?",
        {"body": "SafeRepresenter.ignore_aliases"},
        own=True,
    ),
    run(
        "yaml",
        "What does {} output?",
        "import yaml; print(yaml.safe_load('{a: 0x1F, b: on, c: 010, d: 1_000}'))",
        "{'a': 31, 'b': True, 'c': 8, 'd': 1000}",
    ),
    q(
        "yaml",
        "edit",
        "the `warnings` function in yaml/__init__.py is dead (it's deprecated and does nothing). "
        "delete it please",
        {"effect": {"definition_deleted": ["yaml/__init__.py", "warnings"]}},
    ),
    # --- cloudpickle ------------------------------------------------------------------------
    q(
        "cloudpickle",
        "where",
        "Where is register_pickle_by_value implemented?",
        {"def": "register_pickle_by_value"},
    ),
    q(
        "cloudpickle",
        "raises",
        "where does `_file_reduce` give up on a file it can't handle?",
        grep(r"raise pickle\.PicklingError\((?!msg)", CLOUD),
    ),
    q(
        "cloudpickle",
        "where",
        "Where's DEFAULT_PROTOCOL set in cloudpickle?",
        grep(r"^DEFAULT_PROTOCOL = ", CLOUD),
    ),
    q(
        "cloudpickle",
        "calls",
        "what calls _is_registered_pickle_by_value ?",
        grep(r"(?<!def )_is_registered_pickle_by_value\(", CLOUD),
    ),
    q(
        "cloudpickle",
        "returns",
        "What does `_whichmodule` return?",
        {"returns": "_whichmodule"},
    ),
    q(
        "cloudpickle",
        "how",
        "If the thing I'm saving is nested so deep that Python runs out of stack while writing it "
        "out, where does cloudpickle catch that and give me a friendlier error?",
        {"body": "Pickler.dump"},
        own=True,
    ),
    q(
        "cloudpickle",
        "edit",
        "Set DEFAULT_PROTOCOL in cloudpickle/cloudpickle.py to 4 instead of pickle's highest "
        "protocol.",
        {"effect": {"value_set": [CLOUD, "DEFAULT_PROTOCOL", "4"]}},
    ),
    # --- parso ------------------------------------------------------------------------------
    q("parso", "where", "where is load_grammar defined?", {"def": "load_grammar"}),
    q(
        "parso",
        "raises",
        "Where does parse_version_string choke if I hand it a malformed version like 'three'?",
        grep(r"raise ValueError\('The given version", "parso/utils.py"),
    ),
    q(
        "parso",
        "how",
        "how does Function.iter_yield_exprs avoid picking up yields from nested functions or "
        "lambdas?",
        {"body": "Function.iter_yield_exprs"},
    ),
    q(
        "parso",
        "calls",
        "Where is `search_ancestor` used in the pep8 normalizer (parso/python/pep8.py)?",
        grep(r"search_ancestor\(", "parso/python/pep8.py"),
    ),
    q(
        "parso",
        "how",
        "Which bit works out what folder on disk parso keeps its saved parse results in, "
        "depending on whether you're on Windows, a Mac or Linux?",
        {"body": "_get_default_cache_path"},
        own=True,
    ),
    q(
        "parso",
        "how",
        "I need to chop a chunk of source text into separate lines, but only at real line endings, "
        "not at the odd control characters that Python's own string splitting also breaks on. "
        "What does that in parso?",
        {"body": "split_lines"},
        own=True,
    ),
    run(
        "parso",
        "what does this print: {}",
        "from parso.utils import parse_version_string; print(parse_version_string('3'))",
        "PythonVersionInfo(major=3, minor=6)",
    ),
    q(
        "parso",
        "edit",
        "Rewrite parso's tokenizer in Rust and hook it up to the Python grammar so parsing is "
        "faster, please.",
        {"effect": {"declined": True}},
    ),
]
