"""The seventy-ninth held-out set: questions on two third-party packages, copied file by file from
the installed site-packages (click 8.4.0: ``click/core.py``, ``click/types.py``,
``click/parser.py`` and ``click/formatting.py``; attrs 26.1.0: ``attr/_make.py``,
``attr/_funcs.py`` and ``attr/converters.py``), written blind: by reading only those files, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the workspaces (click a little more than attrs). About a
fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h79_click": [
        "click/core.py",
        "click/types.py",
        "click/parser.py",
        "click/formatting.py",
    ],
    "h79_attrs": [
        "attr/_make.py",
        "attr/_funcs.py",
        "attr/converters.py",
    ],
}

CORE = "click/core.py"
TYPES = "click/types.py"
PARSER = "click/parser.py"
FORMATTING = "click/formatting.py"
MAKE = "attr/_make.py"
FUNCS = "attr/_funcs.py"
CONVERTERS = "attr/converters.py"


QUESTIONS: list[dict] = [
    # --- click -------------------------------------------------------------------------------
    q(
        "h79_click",
        "where",
        "where is iter_params_for_processing defined",
        {"def": "iter_params_for_processing"},
    ),
    q(
        "h79_click",
        "where",
        "Could you point me to `HelpFormatter.write_dl`? I want to see how the option table "
        "is laid out.",
        {"def": "HelpFormatter.write_dl"},
    ),
    q(
        "h79_click",
        "returns",
        "what does join_options return",
        {"returns": "join_options"},
    ),
    q(
        "h79_click",
        "returns",
        "What does `Choice.get_metavar` give back? When do I get curly braces and when square "
        "ones?",
        {"returns": "Choice.get_metavar"},
    ),
    q(
        "h79_click",
        "calls",
        "Who calls `_check_nested_chain`?",
        grep(r"_check_nested_chain\(self, ", CORE),
    ),
    q(
        "h79_click",
        "calls",
        "where's _unpack_args called from in the parser?",
        grep(r"= _unpack_args\(", PARSER),
    ),
    q(
        "h79_click",
        "calls",
        "which places in formatting.py call wrap_text?",
        grep(r"(?<!def )wrap_text\(", FORMATTING),
    ),
    q(
        "h79_click",
        "raises",
        "Where does the option parser raise NoSuchOption?",
        grep(r"raise NoSuchOption\(", PARSER),
    ),
    q(
        "h79_click",
        "raises",
        "I made a FloatRange with min_open=True and clamp=True and it blew up. where does it "
        "complain about clamping?",
        grep(r"Clamping is not supported for open bounds", TYPES),
    ),
    q(
        "h79_click",
        "raises",
        "In Option._parse_decls, which lines raise a TypeError?",
        grep(
            r"defined twice|Could not determine name for option|No options defined but a name",
            CORE,
        ),
    ),
    q(
        "h79_click",
        "raises",
        "If I pass a Command with no callback to ctx.invoke, where does it fail?",
        grep(r"does not have a callback that can be invoked", CORE),
    ),
    q(
        "h79_click",
        "raises",
        "where is MissingParameter raised??",
        grep(r"raise MissingParameter\(", CORE),
    ),
    q(
        "h79_click",
        "const",
        "Where is FORCED_WIDTH set, and what's its default?",
        grep(r"^FORCED_WIDTH: ", FORMATTING),
    ),
    q(
        "h79_click",
        "which",
        "Which method on Context climbs up through the parent contexts to the top-most one?",
        {"body": "Context.find_root"},
    ),
    q(
        "h79_click",
        "which",
        "which method does the exists / readable / writable checks for click.Path?",
        {"body": "Path.convert"},
    ),
    q(
        "h79_click",
        "which",
        "Typing `--name=bob` works as well as `--name bob`. Which code chops that word at the "
        "equals sign and hands the right-hand half to the flag?",
        {"body": "_OptionParser._process_opts"},
        {"body": "_OptionParser._match_long_opt"},
        own=True,
    ),
    q(
        "h79_click",
        "which",
        "which function lets me squash several one-letter switches together like -xvf and still "
        "makes sense of each letter?",
        {"body": "_OptionParser._match_short_opt"},
        own=True,
    ),
    q(
        "h79_click",
        "which",
        "If somebody types a number that's too big and I told it to just pull it back to the "
        "limit rather than error out, which method does that?",
        {"body": "_NumberRangeBase.convert"},
        {"body": "IntRange._clamp"},
        {"body": "FloatRange._clamp"},
        own=True,
    ),
    q(
        "h79_click",
        "how",
        "How does HelpFormatter.write_usage decide whether the arguments go on the same line as "
        "the program name or on the next one?",
        {"body": "HelpFormatter.write_usage"},
    ),
    q(
        "h79_click",
        "how",
        "My setting can come from the shell environment or from a dict of preset values I load "
        "from a config file. When both are there, how does it pick which one wins?",
        {"body": "Parameter.consume_value"},
        own=True,
    ),
    q(
        "h79_click",
        "how",
        "how does it work out an on/off pair like --shout/--no-shout when it reads the names I "
        "gave the option?",
        {"body": "Option._parse_decls"},
        own=True,
    ),
    q(
        "h79_click",
        "how",
        "I never say what kind of value my option takes, I only give it a starting number like "
        "3. How does it figure out it should be treated as a whole number?",
        {"body": "_guess_type"},
        grep(r"guessed = _guess_type\(ty, default\)|if guessed is int:", TYPES),
        own=True,
    ),
    run(
        "h79_click",
        "What does {} print?",
        "from click.formatting import join_options; print(join_options(['--verbose', '-v', '/V']))",
        "('-v, /V, --verbose', True)",
    ),
    run(
        "h79_click",
        "can you run {} and tell me what comes out",
        "from click.types import IntRange; r = IntRange(0, 10, max_open=True, clamp=True); "
        "print(r.convert(15, None, None), repr(r))",
        "9 <IntRange 0<=x<10 clamped>",
    ),
    q(
        "h79_click",
        "edit",
        "In click/formatting.py, HelpFormatter falls back to max_width = 80. Change that "
        "default to 100 please.",
        {"effect": {"line_replaced": [FORMATTING, "max_width = 80", "max_width = 100"]}},
    ),
    q(
        "h79_click",
        "edit",
        "add a docstring to _split_opt in click/parser.py",
        {"effect": {"docstring": "_split_opt"}},
    ),
    q(
        "h79_click",
        "edit",
        'When I hit Ctrl-C it prints "Aborted!". In click/core.py, make that message say '
        '"Cancelled." instead.',
        {"effect": {"text_replaced": [CORE, '_("Aborted!")', '_("Cancelled.")']}},
    ),
    # --- attrs -------------------------------------------------------------------------------
    q(
        "h79_attrs",
        "where",
        "where's the _ClassBuilder class?",
        {"def": "_ClassBuilder"},
    ),
    q(
        "h79_attrs",
        "where",
        "Where is `default_if_none` defined?",
        {"def": "default_if_none"},
    ),
    q(
        "h79_attrs",
        "returns",
        "what does has() return, e.g. for a specialised generic like MyCls[int]?",
        {"returns": "has"},
    ),
    q(
        "h79_attrs",
        "calls",
        "who calls _make_attr_tuple_class",
        grep(r"= _make_attr_tuple_class\(", MAKE),
    ),
    q(
        "h79_attrs",
        "calls",
        "Where is `_determine_attrib_eq_order` used?",
        grep(r"= _determine_attrib_eq_order\(", MAKE),
    ),
    q(
        "h79_attrs",
        "raises",
        "Where does attrs raise FrozenInstanceError?",
        grep(r"raise FrozenInstanceError", MAKE),
    ),
    q(
        "h79_attrs",
        "raises",
        "I'm getting 'No mandatory attributes allowed after an attribute with a default value "
        "or factory'. where is that thrown?",
        grep(r"No mandatory attributes allowed after", MAKE),
    ),
    q(
        "h79_attrs",
        "raises",
        "which lines in attr/converters.py raise TypeError",
        grep(r"raise TypeError\(msg\)", CONVERTERS),
    ),
    q(
        "h79_attrs",
        "const",
        "where is _OBJ_SETATTR defined in _make.py?",
        grep(r"^_OBJ_SETATTR = ", MAKE),
    ),
    q(
        "h79_attrs",
        "which",
        "Which method of _ClassBuilder builds the replacement class when slots=True?",
        {"body": "_ClassBuilder._create_slots_class"},
    ),
    q(
        "h79_attrs",
        "which",
        "which function gives me a copy of one of my objects with a couple of fields swapped "
        "out, running it through the constructor again?",
        {"body": "evolve"},
        own=True,
    ),
    q(
        "h79_attrs",
        "which",
        "Which converter should I use so a field that was handed nothing at all ends up with a "
        "fallback value instead?",
        {"body": "default_if_none"},
        own=True,
    ),
    q(
        "h79_attrs",
        "how",
        "how does asdict deal with an attribute whose value is a dict, when "
        "retain_collection_types is left False?",
        {"body": "asdict"},
    ),
    q(
        "h79_attrs",
        "how",
        "With cache_hash=True, how does the generated __hash__ store the value and reuse it later?",
        {"body": "_make_hash_script"},
    ),
    q(
        "h79_attrs",
        "how",
        "Two of my objects point at each other. How does attrs keep from going round in circles "
        "forever when it prints them?",
        {"body": "_make_repr_script"},
        own=True,
    ),
    q(
        "h79_attrs",
        "how",
        "when a child class re-declares a field its parent already had, how does attrs decide "
        "which version to keep and in what order they end up?",
        {"body": "_collect_base_attrs"},
        {"body": "_collect_base_attrs_broken"},
        {"body": "_transform_attrs"},
        own=True,
    ),
    run(
        "h79_attrs",
        "What's the output of {}?",
        "from attr.converters import to_bool; print(to_bool('Yes'), to_bool(0), to_bool('off'))",
        "True False False",
    ),
    run(
        "h79_attrs",
        "Run {} -- what does it print?",
        "from attr import make_class, asdict; C = make_class('C', ['x', 'y']); "
        "print(asdict(C(1, [2, (3, 4)])))",
        "{'x': 1, 'y': [2, [3, 4]]}",
    ),
    q(
        "h79_attrs",
        "edit",
        'Please set _HASH_CACHE_FIELD in attr/_make.py to "_attrs_hash_cache".',
        {"effect": {"value_set": [MAKE, "_HASH_CACHE_FIELD", '"_attrs_hash_cache"']}},
    ),
    q(
        "h79_attrs",
        "edit",
        "in attr/converters.py, to_bool should ignore surrounding spaces: right after "
        "`val = val.lower()` add a line `val = val.strip()`",
        {"effect": {"line_after": [CONVERTERS, "val = val.lower()", "val = val.strip()"]}},
    ),
    q(
        "h79_attrs",
        "edit",
        "Class creation is slow in my app. Could you make attrs cache the generated __init__/"
        "__repr__/__eq__ code across classes with the same fields so it compiles less, and "
        "benchmark it against the current version?",
        {"effect": {"declined": True}},
    ),
]
