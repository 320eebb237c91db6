"""The eighty-sixth held-out set: questions on two third-party packages, copied from the installed
site-packages (pydantic 2.13.4: ``main.py``, ``fields.py``, ``functional_validators.py`` and six
modules of ``pydantic/_internal``; PyYAML 6.0.3: ``yaml/scanner.py``, ``yaml/emitter.py``,
``yaml/representer.py`` and ``yaml/resolver.py``), written blind: by reading only those files,
never the model's code or its notes, and committed before the model was asked any of them. Nothing
is tuned on it: only its totals are looked at.

The questions are weighted by the size of the copied files (pydantic about two thirds, PyYAML the
rest). About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h86_pydantic": [
        "pydantic/main.py",
        "pydantic/fields.py",
        "pydantic/functional_validators.py",
        "pydantic/_internal/_model_construction.py",
        "pydantic/_internal/_fields.py",
        "pydantic/_internal/_decorators.py",
        "pydantic/_internal/_validators.py",
        "pydantic/_internal/_utils.py",
        "pydantic/_internal/_config.py",
    ],
    "h86_yaml": [
        "yaml/scanner.py",
        "yaml/emitter.py",
        "yaml/representer.py",
        "yaml/resolver.py",
    ],
}

MAIN = "pydantic/main.py"
FIELDS = "pydantic/fields.py"
FUNC_VALIDATORS = "pydantic/functional_validators.py"
CONSTRUCTION = "pydantic/_internal/_model_construction.py"
INTERNAL_FIELDS = "pydantic/_internal/_fields.py"
VALIDATORS = "pydantic/_internal/_validators.py"
CONFIG = "pydantic/_internal/_config.py"
SCANNER = "yaml/scanner.py"
EMITTER = "yaml/emitter.py"
REPRESENTER = "yaml/representer.py"
RESOLVER = "yaml/resolver.py"


QUESTIONS: list[dict] = [
    # --- pydantic ----------------------------------------------------------------------------
    q(
        "h86_pydantic",
        "where",
        "where is BaseModel.model_construct defined",
        {"def": "BaseModel.model_construct"},
    ),
    q(
        "h86_pydantic",
        "where",
        "Quick one: in which file and line does `get_attribute_from_bases` live?",
        {"def": "get_attribute_from_bases"},
    ),
    q(
        "h86_pydantic",
        "where",
        "I'm stepping through field collection in the debugger. Where's "
        "FieldInfo.from_annotated_attribute?",
        {"def": "FieldInfo.from_annotated_attribute"},
    ),
    q(
        "h86_pydantic",
        "returns",
        "What does `BaseModel.model_rebuild` return? I want to know what I get if the model "
        "was already complete.",
        {"returns": "BaseModel.model_rebuild"},
    ),
    q(
        "h86_pydantic",
        "returns",
        "what does resolve_default_value return when theres a default_factory but "
        "call_default_factory is false?",
        {"returns": "resolve_default_value"},
    ),
    q(
        "h86_pydantic",
        "calls",
        "Who calls _check_frozen in main.py?",
        grep(r"^\s+_check_frozen\(", MAIN),
    ),
    q(
        "h86_pydantic",
        "calls",
        "Where does `complete_model_class` get called from?",
        {"grep": r"(?<!def )complete_model_class\($"},
    ),
    q(
        "h86_pydantic",
        "calls",
        "find the callers of compile_pattern in pydantic/_internal/_validators.py",
        grep(r"return compile_pattern\(input_value\)", VALIDATORS),
    ),
    q(
        "h86_pydantic",
        "raises",
        "Where does `field_validator` raise PydanticUserError?",
        grep(r"raise PydanticUserError\(", FUNC_VALIDATORS),
    ),
    q(
        "h86_pydantic",
        "raises",
        "which lines in inspect_namespace raise NameError?",
        grep(r"raise NameError\(", CONSTRUCTION),
    ),
    q(
        "h86_pydantic",
        "raises",
        "I'm porting old v1 code and Field() keeps blowing up on const= and regex=. Where does "
        "Field() reject the v1 arguments that were removed?",
        grep(r"code='removed-kwargs'|`unique_items` is removed", FIELDS),
    ),
    q(
        "h86_pydantic",
        "raises",
        "Where is the error about the default factory needing 'validated_data' raised?",
        grep(r"requires the 'validated_data' argument", INTERNAL_FIELDS),
    ),
    q(
        "h86_pydantic",
        "raises",
        "where does _import_string_logic raise ImportError",
        grep(r"raise ImportError\(", VALIDATORS),
    ),
    q(
        "h86_pydantic",
        "raises",
        "Setting `obj.foo = 1` on a model that has no foo field gives me a ValueError. Which line "
        "raises that?",
        grep(r"object has no field", MAIN),
    ),
    q(
        "h86_pydantic",
        "const",
        "where is the default value of protected_namespaces set, and what is it?",
        grep(r"^\s+protected_namespaces=\(", CONFIG),
    ),
    q(
        "h86_pydantic",
        "which",
        "Which function decides whether my validator function takes the extra `info` argument?",
        {"body": "inspect_validator"},
    ),
    q(
        "h86_pydantic",
        "which",
        "which function builds the __hash__ for frozen models?",
        {"body": "make_hash_func"},
        {"body": "set_default_hash_func"},
    ),
    q(
        "h86_pydantic",
        "which",
        "Some of my settings are text pointing at a function somewhere in my package, like "
        "'mypkg.helpers:parse'. Which code goes and actually loads that thing for me?",
        {"body": "_import_string_logic"},
        {"body": "import_string"},
        own=True,
    ),
    q(
        "h86_pydantic",
        "which",
        "which piece makes sure every new object gets its own fresh list when the field's "
        "starting value is [], instead of all of them pointing at one shared list?",
        {"body": "smart_deepcopy"},
        {"body": "resolve_default_value"},
        own=True,
    ),
    q(
        "h86_pydantic",
        "which",
        "I wrote `retries = 3` in my model class without saying what type retries is and it "
        "refused to build the class. Which code notices that and complains?",
        {"body": "inspect_namespace"},
        own=True,
    ),
    q(
        "h86_pydantic",
        "which",
        "Which part warns me when a field name I picked starts with a prefix the library keeps "
        "for its own methods?",
        {"body": "_check_protected_namespaces"},
        own=True,
    ),
    q(
        "h86_pydantic",
        "how",
        "How does BaseModel.model_copy handle `update` when the model has extra='allow'?",
        {"body": "BaseModel.model_copy"},
    ),
    q(
        "h86_pydantic",
        "how",
        "If I build two objects of the same model from identical data, how does it decide they "
        "are equal? And what if one of them carries additional undeclared values?",
        grep(
            r"def __eq__\(self, other: Any\) -> bool:|\(self\.__pydantic_extra__ or \{\}\) == "
            r"|if self\.__dict__ == other\.__dict__:|self\.__dict__\.keys\(\) <= model_fields"
            r"|return getter\(self",
            MAIN,
        ),
        own=True,
    ),
    q(
        "h86_pydantic",
        "how",
        "how does `Field()` deal with the old `min_items` / `max_items` keyword arguments?",
        grep(r"min_items|max_items", FIELDS),
    ),
    q(
        "h86_pydantic",
        "how",
        "A number of mine has to stay above some limit. What happens when the value I pass "
        "can't even be measured against that limit, like text vs a whole number?",
        {"body": "greater_than_validator"},
        {"body": "greater_than_or_equal_validator"},
        own=True,
    ),
    q(
        "h86_pydantic",
        "how",
        "My money amounts may go at most two spots past the point. How does it count how far a "
        "value goes past the point, and does a zero at the end like 4.50 count against me?",
        {"body": "decimal_places_validator"},
        {"body": "_extract_decimal_digits_info"},
        own=True,
    ),
    q(
        "h86_pydantic",
        "how",
        "how does ConfigWrapper.for_model combine config from the base classes, model_config in "
        "the class body and the class keyword args? which one wins?",
        {"body": "ConfigWrapper.for_model"},
    ),
    run(
        "h86_pydantic",
        "What does {} print?",
        "from pydantic._internal._validators import _extract_decimal_digits_info; "
        "from decimal import Decimal; "
        "print(_extract_decimal_digits_info(Decimal('1.230')), "
        "_extract_decimal_digits_info(Decimal('12300')), "
        "_extract_decimal_digits_info(Decimal('0.0012')))",
        "(3, 4) (0, 5) (4, 4)",
    ),
    run(
        "h86_pydantic",
        "can you run {} and tell me what comes out?",
        "from pydantic import create_model; M = create_model('M', a=(int, 1), b=(str, 'x')); "
        "m = M(a='7'); print(repr(m), sorted(m.model_fields_set))",
        "M(a=7, b='x') ['a']",
    ),
    q(
        "h86_pydantic",
        "edit",
        "In pydantic/_internal/_config.py, change the config_defaults entry defer_build=False to "
        "defer_build=True.",
        {"effect": {"line_replaced": [CONFIG, "defer_build=False,", "defer_build=True,"]}},
    ),
    q(
        "h86_pydantic",
        "edit",
        "comment out the `warnings.warn(message, UserWarning)` line in check_deprecated "
        "(_internal/_config.py), those config warnings are noise for us",
        {"effect": {"comment_out": [CONFIG, "warnings.warn(message, UserWarning)"]}},
    ),
    q(
        "h86_pydantic",
        "edit",
        "Please delete the deprecated FieldInfo.merge_field_infos method from pydantic/fields.py, "
        "we never use it.",
        {"effect": {"definition_deleted": [FIELDS, "FieldInfo.merge_field_infos"]}},
    ),
    q(
        "h86_pydantic",
        "edit",
        "Can you make model validation much faster by caching validated results for repeated "
        "inputs across all models, and add a benchmark showing the speed-up?",
        {"effect": {"declined": True}},
    ),
    # --- PyYAML ------------------------------------------------------------------------------
    q(
        "h86_yaml",
        "where",
        "where's represent_data defined?",
        {"def": "BaseRepresenter.represent_data"},
    ),
    q(
        "h86_yaml",
        "returns",
        "What does Scanner.scan_line_break return, e.g. for a \\r\\n line ending?",
        {"returns": "Scanner.scan_line_break"},
    ),
    q(
        "h86_yaml",
        "calls",
        "who calls save_possible_simple_key?",
        grep(r"self\.save_possible_simple_key\(\)", SCANNER),
    ),
    q(
        "h86_yaml",
        "calls",
        "Where is `determine_block_hints` used in the emitter?",
        grep(r"= self\.determine_block_hints\(text\)", EMITTER),
    ),
    q(
        "h86_yaml",
        "raises",
        "where does the scanner raise \"could not find expected ':'\"?",
        grep(r"could not find expected ':'", SCANNER),
    ),
    q(
        "h86_yaml",
        "raises",
        "Which lines in representer.py raise RepresenterError?",
        grep(r"^\s*raise RepresenterError\(", REPRESENTER),
    ),
    q(
        "h86_yaml",
        "const",
        "What's DEFAULT_MAPPING_TAG set to, and where?",
        grep(r"^\s+DEFAULT_MAPPING_TAG = ", RESOLVER),
    ),
    q(
        "h86_yaml",
        "which",
        "When I save my data, which code decides whether a piece of text can be written bare "
        "or has to be wrapped in quote marks?",
        {"body": "Emitter.choose_scalar_style"},
        {"body": "Emitter.analyze_scalar"},
        own=True,
    ),
    q(
        "h86_yaml",
        "which",
        "which scanner method reads `|` and `>` block scalars, including the chomping indicators?",
        {"body": "Scanner.scan_block_scalar"},
        {"body": "Scanner.scan_block_scalar_indicators"},
    ),
    q(
        "h86_yaml",
        "how",
        "when I dump a dict the keys come out in alphabetical order. where does that happen, and "
        "what if the keys are of kinds that can't be put in order?",
        {"body": "BaseRepresenter.represent_mapping"},
        own=True,
    ),
    q(
        "h86_yaml",
        "how",
        "How does it figure out that a bare word like yes or off in my file means a true/false "
        "value and not just text?",
        {"body": "BaseResolver.resolve"},
        grep(r"'tag:yaml\.org,2002:bool',", RESOLVER),
        own=True,
    ),
    run(
        "h86_yaml",
        "what's the output of {}",
        "import yaml; "
        "print(yaml.safe_dump({'b': 1e17, 'a': float('inf')}, default_flow_style=True))",
        "{a: .inf, b: 1.0e+17}",
    ),
    run(
        "h86_yaml",
        "Run {} please, what does it print?",
        "from yaml.resolver import Resolver; from yaml.nodes import ScalarNode; r = Resolver(); "
        "print(r.resolve(ScalarNode, 'on', (True, False)), "
        "r.resolve(ScalarNode, '0x1F', (True, False)))",
        "tag:yaml.org,2002:bool tag:yaml.org,2002:int",
    ),
    q(
        "h86_yaml",
        "edit",
        "In yaml/emitter.py, change the default line width from 80 to 120 "
        "(self.best_width = 80 in Emitter.__init__).",
        {"effect": {"text_replaced": [EMITTER, "self.best_width = 80", "self.best_width = 120"]}},
    ),
    q(
        "h86_yaml",
        "edit",
        "add a docstring to Scanner.check_plain saying which characters can start a plain scalar",
        {"effect": {"docstring": "Scanner.check_plain"}},
    ),
]
