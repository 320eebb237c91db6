"""The hundred-and-sixty-first set: questions on four modules of one third-party package, copied
from the installed site-packages (pydantic 2.13.4, its bundled v1 API 1.10.26:
``pydantic/v1/fields.py``, ``pydantic/v1/types.py``, ``pydantic/v1/validators.py``,
``pydantic/v1/utils.py``), written blind: by reading only those files, never the model's code or
its notes, and committed before the model was asked any of them. This is a tuning set: its misses
are read and fixed.

The questions are weighted by the size of the files (the field machinery most, then the
constrained types, the utilities, the validators). About a fifth of them are in the user's own
words (``"own": True``: behaviour described in everyday words the code does not use for it); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``. The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h161_pydantic_fields": ["pydantic/v1/fields.py"],
    "h161_pydantic_types": ["pydantic/v1/types.py"],
    "h161_pydantic_validators": ["pydantic/v1/validators.py"],
    "h161_pydantic_utils": ["pydantic/v1/utils.py"],
}

FIELDS = "pydantic/v1/fields.py"
TYPES = "pydantic/v1/types.py"
VALIDATORS = "pydantic/v1/validators.py"
UTILS = "pydantic/v1/utils.py"


QUESTIONS: list[dict] = [
    # --- pydantic/v1/fields.py ---------------------------------------------------------------
    q(
        "h161_pydantic_fields",
        "where",
        "which line does prepare_discriminated_union_sub_fields start on in fields.py?",
        {"def": "ModelField.prepare_discriminated_union_sub_fields"},
    ),
    q(
        "h161_pydantic_fields",
        "returns",
        "I validated a `Mapping[str, int]` field with an OrderedDict as input. What can "
        "`ModelField._get_mapping_value` give back in that case, and in the others?",
        {"returns": "ModelField._get_mapping_value"},
    ),
    q(
        "h161_pydantic_fields",
        "calls",
        "who calls _create_sub_type",
        grep(r"self\._create_sub_type\(", FIELDS),
    ),
    q(
        "h161_pydantic_fields",
        "calls",
        "Where in the v1 fields module does ModelField end up invoking `_apply_validators`? I want "
        "every call site.",
        grep(r"self\._apply_validators\(", FIELDS),
    ),
    q(
        "h161_pydantic_fields",
        "raises",
        "Passing both default= and default_factory= gives me 'cannot specify both default and "
        "default_factory'. Where is that raised?",
        grep(r"raise ValueError\('cannot specify both default and default_factory'\)", FIELDS),
    ),
    q(
        "h161_pydantic_fields",
        "raises",
        'my model with a weird generic annotation dies with `TypeError: Fields of type "..." are '
        "not supported.` -- which line throws that?",
        grep(r"Fields of type .* are not supported", FIELDS),
    ),
    q(
        "h161_pydantic_fields",
        "const",
        "What integer is SHAPE_COUNTER, and where is it assigned?",
        grep(r"^SHAPE_COUNTER = ", FIELDS),
    ),
    q(
        "h161_pydantic_fields",
        "which",
        "Which ModelField method reads the tag out of the incoming dict (or object) and hands "
        "the value to the matching sub-model of a tagged union?",
        {"def": "ModelField._validate_discriminated_union"},
    ),
    q(
        "h161_pydantic_fields",
        "which",
        "There's some kind of marker for 'the user gave nothing here', different from None, that "
        "stays the very same object even when you duplicate it. Which class is it?",
        {"def": "UndefinedType"},
        own=True,
    ),
    q(
        "h161_pydantic_fields",
        "how",
        "How does ModelField.validate treat None when the field isn't Optional? Does it still run "
        "the post validators?",
        {"body": "ModelField.validate"},
    ),
    q(
        "h161_pydantic_fields",
        "how",
        "When a field is allowed to be one of several kinds of thing, how does it pick which one "
        "an incoming value belongs to? Is there a pass that looks for an exact match first, "
        "before it starts converting, so that True doesn't get turned into 1?",
        {"body": "ModelField._validate_singleton"},
        own=True,
    ),
    q(
        "h161_pydantic_fields",
        "how",
        "how does `_type_analysis` tell apart a bare `tuple`, `Tuple[int, ...]` and `Tuple[()]`?",
        grep(
            r"elif issubclass\(origin, Tuple\)|if not args:  # plain tuple"
            r"|elif len\(args\) == 2 and args\[1\] is Ellipsis|elif args == \(\(\),\):",
            FIELDS,
        ),
    ),
    run(
        "h161_pydantic_fields",
        "Run {} and tell me which attributes show up in the repr.",
        "from pydantic.v1.fields import Field; print(repr(Field(1, gt=0, alias='x')))",
        "alias_priority=2, gt=0",
    ),
    q(
        "h161_pydantic_fields",
        "edit",
        "ModelField.get_default has no docstring. Please add one saying it returns a deep copy "
        "of the default, or the result of default_factory when there is one.",
        {"effect": {"docstring": "ModelField.get_default"}},
    ),
    q(
        "h161_pydantic_fields",
        "edit",
        "in pydantic/v1/fields.py rename the method `_type_display` to `_display_type`, "
        "including where __repr_args__ uses it",
        {"effect": {"renamed": ["_type_display", "_display_type"]}},
    ),
    # --- pydantic/v1/types.py ----------------------------------------------------------------
    q(
        "h161_pydantic_types",
        "where",
        "Where's the ConstrainedNumberMeta metaclass defined?",
        {"def": "ConstrainedNumberMeta"},
    ),
    q(
        "h161_pydantic_types",
        "returns",
        "what does ByteSize.human_readable return? e.g. for 1536 with decimal left False",
        {"returns": "ByteSize.human_readable"},
    ),
    q(
        "h161_pydantic_types",
        "calls",
        "In types.py, which places pass a freshly made class through `_registered`?",
        grep(r"(?<!def )_registered\(", TYPES),
    ),
    q(
        "h161_pydantic_types",
        "raises",
        "A test card number got rejected with a Luhn error. Where is that raised?",
        grep(r"raise errors\.LuhnValidationError", TYPES),
    ),
    q(
        "h161_pydantic_types",
        "raises",
        "where does it complain if I do conint(gt=1, ge=2)?",
        grep(r"bounds gt and ge cannot be specified", TYPES),
    ),
    q(
        "h161_pydantic_types",
        "raises",
        "Which lines in pydantic/v1/types.py raise InvalidByteSizeUnit?",
        grep(r"raise errors\.InvalidByteSizeUnit\(", TYPES),
    ),
    q(
        "h161_pydantic_types",
        "const",
        "Where is the table of unit multipliers for byte sizes (kb, mib and so on) set up?",
        grep(r"^BYTE_SIZES", TYPES),
    ),
    q(
        "h161_pydantic_types",
        "which",
        "Which PaymentCardNumber classmethod insists a Visa be 13, 16 or 19 digits long and an "
        "Amex 15?",
        {"def": "PaymentCardNumber.validate_length_for_brand"},
    ),
    q(
        "h161_pydantic_types",
        "which",
        "Which method takes a disk-space amount a person typed, a figure with a unit after it, "
        "and turns it into one whole number?",
        {"def": "ByteSize.validate"},
        own=True,
    ),
    q(
        "h161_pydantic_types",
        "how",
        "How does ConstrainedDecimal.validate count digits and decimal places, say for "
        "Decimal('0.0001') where the exponent is bigger than the number of digits?",
        {"body": "ConstrainedDecimal.validate"},
    ),
    q(
        "h161_pydantic_types",
        "how",
        "how come when I print a model holding my password I only see stars and not the real "
        "text? where is that hidden?",
        {"body": "SecretField.__str__"},
        {"body": "SecretStr.__repr__"},
        own=True,
    ),
    run(
        "h161_pydantic_types",
        "what does {} print?",
        "from pydantic.v1.types import ByteSize; b = ByteSize.validate('1.5 GiB'); "
        "print(b.human_readable(), int(b))",
        "1.5GiB 1610612736",
    ),
    q(
        "h161_pydantic_types",
        "edit",
        "Add zettabytes to BYTE_SIZES in types.py: put `'zb': 10**21,` on the line right after "
        "`'eb': 10**18,`.",
        {"effect": {"line_after": [TYPES, "'eb': 10**18,", "'zb': 10**21,"]}},
    ),
    q(
        "h161_pydantic_types",
        "edit",
        "The PaymentCardNumber checks feel slow on big imports. Could you rework them to check "
        "thousands of cards at once and prove it's faster with a benchmark?",
        {"effect": {"declined": True}},
    ),
    # --- pydantic/v1/validators.py -----------------------------------------------------------
    q(
        "h161_pydantic_validators",
        "where",
        "find_validators -- which file and line?",
        {"def": "find_validators"},
    ),
    q(
        "h161_pydantic_validators",
        "returns",
        "What does `bool_validator` give back, and on which lines?",
        {"returns": "bool_validator"},
    ),
    q(
        "h161_pydantic_validators",
        "calls",
        "where is sequence_like used in validators.py",
        grep(r"elif sequence_like\(v\)", VALIDATORS),
    ),
    q(
        "h161_pydantic_validators",
        "raises",
        "I'm getting RuntimeError 'no validator found for <class ...>, see "
        "arbitrary_types_allowed in Config'. Where's it raised?",
        grep(r"no validator found for", VALIDATORS),
    ),
    q(
        "h161_pydantic_validators",
        "which",
        "which function in validators.py builds the validator for NamedTuple classes?",
        {"def": "make_namedtuple_validator"},
    ),
    q(
        "h161_pydantic_validators",
        "which",
        "Which check makes sure a number lands exactly on a step size, like only quarter "
        "increments, with a little slack for rounding?",
        {"def": "number_multiple_validator"},
        own=True,
    ),
    q(
        "h161_pydantic_validators",
        "how",
        "If a field only accepts a handful of fixed values, how is the lookup done quickly, and "
        "which of the values comes back when the one I pass is merely equal to an accepted one?",
        {"body": "make_literal_validator"},
        own=True,
    ),
    run(
        "h161_pydantic_validators",
        "can you execute {} for me",
        "from pydantic.v1.validators import bool_validator; "
        "print([bool_validator(x) for x in ('Yes', b'off', 1)])",
        "[True, False, True]",
    ),
    q(
        "h161_pydantic_validators",
        "edit",
        "please set max_str_int in pydantic/v1/validators.py to 10_000",
        {"effect": {"value_set": [VALIDATORS, "max_str_int", "10_000"]}},
    ),
    # --- pydantic/v1/utils.py ----------------------------------------------------------------
    q(
        "h161_pydantic_utils",
        "where",
        "where is GetterDict declared?",
        {"def": "GetterDict"},
    ),
    q(
        "h161_pydantic_utils",
        "returns",
        "ValueItems.merge: what are the possible return values? I'm confused about when it just "
        "gives back base or override unchanged.",
        {"returns": "ValueItems.merge"},
    ),
    q(
        "h161_pydantic_utils",
        "calls",
        "Who uses `_coerce_value` inside ValueItems?",
        grep(r"(self|cls)\._coerce_value\(", UTILS),
    ),
    q(
        "h161_pydantic_utils",
        "raises",
        "PyObject('foo') fails with '\"foo\" doesn't look like a module path'. where does "
        "utils.py raise that?",
        grep(r"look like a module path", UTILS),
    ),
    q(
        "h161_pydantic_utils",
        "which",
        "Which function turns snake_case into camelCase with a lowercase first letter?",
        {"def": "to_lower_camel"},
    ),
    q(
        "h161_pydantic_utils",
        "which",
        "Which helper tells me whether two sequences line up position by position with literally "
        "the very things, compared with `is` rather than `==`?",
        {"def": "all_identical"},
        own=True,
    ),
    q(
        "h161_pydantic_utils",
        "how",
        "How does it avoid duplicating a field's starting value the slow way when that value is "
        "something simple like a number or an empty list?",
        {"body": "smart_deepcopy"},
        own=True,
    ),
    q(
        "h161_pydantic_utils",
        "how",
        "When I ask to leave out some entries of a list in the output by position, using negative "
        "positions like -1 for the last one, how do those get turned into real positions? And "
        "what about the catch-all key?",
        {"body": "ValueItems._normalize_indexes"},
        own=True,
    ),
    run(
        "h161_pydantic_utils",
        "Run {} -- what comes out?",
        "from pydantic.v1.utils import to_camel, to_lower_camel; "
        "print(to_camel('http_response_code'), to_lower_camel('http_response_code'))",
        "HttpResponseCode httpResponseCode",
    ),
    q(
        "h161_pydantic_utils",
        "edit",
        "truncate in utils.py is deprecated and unused, just delete the whole function.",
        {"effect": {"definition_deleted": [UTILS, "truncate"]}},
    ),
]
