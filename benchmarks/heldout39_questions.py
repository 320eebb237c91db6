"""The thirty-ninth held-out set: questions on one third-party package that no other set uses,
copied whole from the installed site-packages (pydantic 2.13.4, which imports pydantic_core
2.46.4 from the environment), written blind: by reading only that package, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

pydantic is large, so the questions are spread over its modules: ``main``, ``fields``,
``networks``, ``types``, ``config``, ``json_schema``, ``aliases``, ``alias_generators``,
``errors``, ``_migration``, ``plugin``, several of ``_internal`` and the bundled ``v1``
package. Many v2 names have a twin under ``pydantic/v1/``; where a question's answer has such a
twin, its gold is a pattern in a named file (or accepts both files) rather than a bare qualname.
About a fifth of the questions are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h39_pydantic": ["pydantic"],
}

WS = "h39_pydantic"
MAIN = "pydantic/main.py"
FIELDS = "pydantic/fields.py"
NETWORKS = "pydantic/networks.py"
TYPES = "pydantic/types.py"
JSON_SCHEMA = "pydantic/json_schema.py"
CONFIG_INTERNAL = "pydantic/_internal/_config.py"
VALIDATORS = "pydantic/_internal/_validators.py"
V1_MAIN = "pydantic/v1/main.py"
V1_DATETIME = "pydantic/v1/datetime_parse.py"


QUESTIONS: list[dict] = [
    # --- where is it defined -----------------------------------------------------------------
    q(WS, "where", "where's to_snake defined?", {"def": "to_snake"}),
    q(
        WS,
        "where",
        "Where is `BaseModel.model_rebuild` implemented? I need to read what it does with "
        "forward refs.",
        {"def": "BaseModel.model_rebuild"},
    ),
    q(
        WS,
        "where",
        "where do I find GenerateJsonSchema.get_defs_ref",
        {"def": "GenerateJsonSchema.get_defs_ref"},
    ),
    q(
        WS,
        "where",
        "In the bundled pydantic.v1 package, where's parse_duration?",
        {"def": "parse_duration"},
    ),
    # --- what does it return -----------------------------------------------------------------
    q(
        WS,
        "returns",
        "what does FieldInfo.is_required return",
        {"returns": "FieldInfo.is_required"},
    ),
    q(
        WS,
        "returns",
        "What does `AliasPath.search_dict_for_path` give back when the path isn't in the dict? "
        "None, or something else?",
        {"returns": "AliasPath.search_dict_for_path"},
    ),
    q(
        WS,
        "returns",
        "_field_name_for_signature - what does it return, the alias or the plain field name?",
        {"returns": "_field_name_for_signature"},
    ),
    # --- who calls it ------------------------------------------------------------------------
    q(
        WS,
        "calls",
        "who calls _extract_decimal_digits_info?",
        grep(r"= _extract_decimal_digits_info\(", VALIDATORS),
    ),
    q(
        WS,
        "calls",
        "Where is `takes_validated_data_argument` used?",
        {"grep": r"(?<!def )takes_validated_data_argument\("},
    ),
    q(
        WS,
        "calls",
        "I set an AliasGenerator in my config. Which places actually call its generate_aliases "
        "method?",
        {"grep": r"alias_generator\.generate_aliases\("},
    ),
    q(
        WS,
        "calls",
        "in json_schema.py, where does GenerateJsonSchema call emit_warning?",
        grep(r"self\.emit_warning\(", JSON_SCHEMA),
    ),
    q(
        WS,
        "calls",
        "Who calls prepare_config inside pydantic/_internal/_config.py?",
        grep(r"(= |or )prepare_config\(", CONFIG_INTERNAL),
    ),
    # --- where is it raised ------------------------------------------------------------------
    q(
        WS,
        "raises",
        "Where does BaseModel raise the TypeError when I try to do MyModel[int] on a model that "
        "isn't generic?",
        grep(
            r"Type parameters should be placed on typing\.Generic|cannot be parametrized because"
            r"|is not a generic class",
            MAIN,
        ),
    ),
    q(
        WS,
        "raises",
        "Field(regex=...) blows up saying regex is removed. where is that raised?",
        grep(r"'`regex` is removed", FIELDS),
    ),
    q(
        WS,
        "raises",
        "where does pydantic complain that email-validator isn't installed (or is too old)?",
        grep(r"raise ImportError\(", NETWORKS),
    ),
    q(
        WS,
        "raises",
        "`from pydantic import BaseSettings` fails on v2 with an error about pydantic-settings. "
        "Which line raises that?",
        grep(r"has been moved to the `pydantic-settings` package", "pydantic/_migration.py"),
    ),
    q(
        WS,
        "raises",
        "Hi! I forgot a type hint on a class attribute and got 'A non-annotated attribute was "
        "detected'. Where's that error thrown?",
        grep(
            r"A non-annotated attribute was detected", "pydantic/_internal/_model_construction.py"
        ),
    ),
    q(
        WS,
        "raises",
        "Where is the 'Unable to generate pydantic-core schema for ...' error raised, the one that "
        "tells me to set arbitrary_types_allowed?",
        grep(
            r"Unable to generate pydantic-core schema for \{obj!r\}",
            "pydantic/_internal/_generate_schema.py",
        ),
    ),
    q(
        WS,
        "raises",
        "where does with_config refuse to be used on a BaseModel subclass",
        grep(r"raise PydanticUserError\(|Cannot use `with_config` on", "pydantic/config.py"),
    ),
    q(
        WS,
        "raises",
        "In pydantic.v1, where does a model refuse an attribute assignment because it's "
        "immutable or the field has allow_mutation=False?",
        grep(
            r"is immutable and does not support item assignment|has allow_mutation set to False",
            V1_MAIN,
        ),
    ),
    # --- constants ---------------------------------------------------------------------------
    q(
        WS,
        "const",
        "where is DEFAULT_REF_TEMPLATE set, and to what?",
        grep(r"^DEFAULT_REF_TEMPLATE = ", JSON_SCHEMA),
    ),
    q(
        WS,
        "const",
        "whats MS_WATERSHED in the v1 datetime parser, where is it defined",
        grep(r"^MS_WATERSHED = ", V1_DATETIME),
    ),
    # --- commands ----------------------------------------------------------------------------
    run(
        WS,
        "What does {} print?",
        "from pydantic import TypeAdapter, ByteSize; "
        "b = TypeAdapter(ByteSize).validate_python('1.5 GiB'); "
        "print(b, b.human_readable(), b.human_readable(decimal=True, separator=' '))",
        "1610612736 1.5GiB 1.6 GB",
    ),
    run(
        WS,
        "could you run {} and tell me what comes out?",
        "from pydantic.alias_generators import to_snake, to_camel, to_pascal; "
        "print(to_snake('HTTPResponseCode2Value'), to_camel('max_retry_count'), "
        "to_pascal('api_v2_client'))",
        "http_response_code_2_value maxRetryCount ApiV2Client",
    ),
    run(
        WS,
        "Output of {} ?",
        "from pydantic.json_schema import GenerateJsonSchema; g = GenerateJsonSchema(); "
        "print(g.get_title_from_name('max_retry_count'), g.normalize_name('my.mod:Thing[int]'))",
        "Max Retry Count my__mod_Thing_int_",
    ),
    run(
        WS,
        "I'm porting old v1 code. What does {} output?",
        "from pydantic.v1.datetime_parse import parse_duration; "
        "print(parse_duration('P3DT4H5M'), parse_duration('-1:30:00'), parse_duration(90.5))",
        "3 days, 4:05:00 -1 day, 23:30:00 0:01:30.500000",
    ),
    # --- edits -------------------------------------------------------------------------------
    q(
        WS,
        "edit",
        "Please raise MAX_EMAIL_LENGTH in pydantic/networks.py from 2048 to 4096.",
        {"effect": {"value_set": [NETWORKS, "MAX_EMAIL_LENGTH", "4096"]}},
    ),
    q(
        WS,
        "edit",
        "set max_str_int in pydantic/v1/validators.py to 10000, we parse some long numeric strings",
        {"effect": {"value_set": ["pydantic/v1/validators.py", "max_str_int", "10000"]}},
    ),
    q(
        WS,
        "edit",
        "comment out the `warnings.warn(message, UserWarning)` line in check_deprecated "
        "(pydantic/_internal/_config.py), the v1-config-keys warning is just noise for us",
        {"effect": {"comment_out": [CONFIG_INTERNAL, "warnings.warn(message, UserWarning)"]}},
    ),
    q(
        WS,
        "edit",
        "Add a docstring to make_hash_func in _model_construction.py explaining that it builds the "
        "__hash__ used for frozen models from their field values.",
        {"effect": {"docstring": "make_hash_func"}},
    ),
    q(
        WS,
        "edit",
        "Our cards are never shorter than 14 digits. In pydantic/types.py change "
        "PaymentCardNumber's min_length class attribute from 12 to 14.",
        {
            "effect": {
                "line_replaced": [
                    TYPES,
                    "min_length: ClassVar[int] = 12",
                    "min_length: ClassVar[int] = 14",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "Could you rewrite the JSON schema generator so it can emit OpenAPI 3.0 style schemas "
        "instead (nullable: true instead of anyOf with null, definitions under "
        "components/schemas), with a flag to switch between the two and tests for both?",
        {"effect": {"declined": True}},
    ),
    # --- which function / class --------------------------------------------------------------
    q(
        WS,
        "which",
        "Which part catches a typo in the long number on the front of a customer's plastic -- "
        "you know, that mod-10 sum trick over the digits?",
        grep(
            r"def validate_luhn_check_digit|sum_ = int\(card_number\[-1\]\)|if i % 2 == parity"
            r"|valid = sum_ % 10 == 0|'payment_card_number_luhn'",
            TYPES,
        ),
        grep(
            r"def validate_luhn_check_digit|sum_ = int\(card_number\[-1\]\)|if i % 2 == parity"
            r"|valid = sum_ % 10 == 0|raise errors\.LuhnValidationError",
            "pydantic/v1/types.py",
        ),
        own=True,
    ),
    q(
        WS,
        "which",
        "I got a warning because one of my field names begins with the same prefix pydantic "
        "keeps for its own methods. which function does that check?",
        {"body": "_check_protected_namespaces"},
        own=True,
    ),
    q(
        WS,
        "which",
        "I put a plain string literal on the line right below each attribute of my model to "
        "explain it, and after flipping a config switch those show up in my schema. Which code "
        "picks them up?",
        {"body": "DocstringVisitor"},
        {"body": "extract_docstrings_from_cls"},
        {"body": "_update_fields_from_docstrings"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which function makes instances of my read-only models usable as dict keys or set members?",
        {"body": "make_hash_func"},
        {"body": "set_default_hash_func"},
        grep(
            r"if config_wrapper\.frozen and '__hash__' not in namespace:",
            "pydantic/_internal/_model_construction.py",
        ),
        own=True,
    ),
    q(
        WS,
        "which",
        "Is there an environment variable to switch off every third-party add-on that hooks "
        "into pydantic? Which bit of code reads it?",
        {"body": "get_plugins"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which GenerateJsonSchema method builds the JSON schema for tuple types (both "
        "tuple[int, str] and tuple[int, ...])?",
        {"body": "GenerateJsonSchema.tuple_schema"},
    ),
    q(
        WS,
        "which",
        "which validator in pydantic.v1 turns strings like 'yes', 'off' or 'f' into booleans?",
        {"body": "bool_validator"},
    ),
    q(
        WS,
        "which",
        "Which function does the actual work behind ImportString, resolving "
        "'package.module:attribute' style paths?",
        {"body": "_import_string_logic"},
    ),
    # --- how does it work --------------------------------------------------------------------
    q(
        WS,
        "how",
        "The keys in my generated schema come out alphabetized, except my fields, which keep the "
        "order I typed them in. How is that done?",
        {"body": "GenerateJsonSchema.sort"},
        {"body": "GenerateJsonSchema._sort_recursive"},
        own=True,
    ),
    q(
        WS,
        "how",
        "If I feed the old 1.x-compatible date parsing a giant number like 1700000000000, how "
        "does it figure out that it's counting thousandths and not whole ticks since 1970?",
        {"body": "from_unix_seconds"},
        grep(r"^MS_WATERSHED = ", V1_DATETIME),
        own=True,
    ),
    q(
        WS,
        "how",
        "there's a little lookup table somewhere in the internals that starts forgetting its "
        "oldest entries once it's full. how many does it throw away each time it overflows?",
        {"body": "LimitedDict.__setitem__"},
        own=True,
    ),
    q(
        WS,
        "how",
        "Imports from the old 1.x spots still hand me the thing I asked for, but nag me about it. "
        "How does that work?",
        {"body": "getattr_migration"},
        own=True,
    ),
    q(
        WS,
        "how",
        "When somebody types their address as `Jane Roe <jane@example.com>`, how does it split "
        "the person's name off from the actual address?",
        {"body": "_build_pretty_email_regex"},
        grep(
            r"^pretty_email_regex = |m = pretty_email_regex\.fullmatch\(value\)"
            r"|unquoted_name, quoted_name, value = m\.groups\(\)",
            NETWORKS,
        ),
        grep(
            r"^pretty_email_regex = |m = pretty_email_regex\.fullmatch\(value\)"
            r"|name, value = m\.groups\(\)",
            "pydantic/v1/networks.py",
        ),
        own=True,
    ),
    q(
        WS,
        "how",
        "how does ByteSize._validate turn something like '1.5 GiB' into a number of bytes?",
        {"body": "ByteSize._validate"},
    ),
    q(
        WS,
        "how",
        "How does ConfigWrapper.for_model combine config from the base classes, the class body "
        "and the class keyword arguments? Which one wins?",
        {"body": "ConfigWrapper.for_model"},
    ),
    q(
        WS,
        "how",
        "How does `resolve_default_value` decide whether to pass the already-validated data into "
        "my default_factory?",
        {"body": "resolve_default_value"},
        {"body": "takes_validated_data_argument"},
    ),
]
