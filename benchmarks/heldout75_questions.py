"""The seventy-fifth held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (hypothesis 6.155.2: ``hypothesis/core.py`` and most of
``hypothesis/strategies/_internal/``, listed file by file; graphql-core 3.2.8: the
``graphql/language`` and ``graphql/validation/rules`` folders as two workspaces), written blind:
by reading only those packages, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the workspaces (hypothesis most, then the GraphQL
language folder, then the validation rules). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

_HYP_INTERNAL = "hypothesis/strategies/_internal/"

WORKSPACES: dict[str, list[str]] = {
    "h75_hypothesis": [
        "hypothesis/core.py",
        *(
            _HYP_INTERNAL + name
            for name in (
                "strategies.py",
                "core.py",
                "types.py",
                "numbers.py",
                "collections.py",
                "strings.py",
                "regex.py",
                "datetime.py",
                "random.py",
                "utils.py",
                "misc.py",
                "recursive.py",
                "lazy.py",
                "deferred.py",
                "flatmapped.py",
                "featureflags.py",
                "shared.py",
                "functions.py",
            )
        ),
    ],
    "h75_graphql_language": ["graphql/language"],
    "h75_graphql_rules": ["graphql/validation/rules"],
}

HCORE = "hypothesis/core.py"
STRATS = _HYP_INTERNAL + "strategies.py"
ICORE = _HYP_INTERNAL + "core.py"
LEXER = "graphql/language/lexer.py"
PARSER = "graphql/language/parser.py"
OVERLAP = "graphql/validation/rules/overlapping_fields_can_be_merged.py"


QUESTIONS: list[dict] = [
    # --- hypothesis --------------------------------------------------------------------------
    q(
        "h75_hypothesis",
        "where",
        "where is execute_explicit_examples defined?",
        {"def": "execute_explicit_examples"},
    ),
    q(
        "h75_hypothesis",
        "where",
        "Where's the do_draw of UniqueListStrategy? I want to set a breakpoint in it",
        {"def": "UniqueListStrategy.do_draw"},
    ),
    q(
        "h75_hypothesis",
        "returns",
        "What does `find()` in hypothesis/core.py hand back when the condition is met?",
        {"returns": "find"},
    ),
    q(
        "h75_hypothesis",
        "returns",
        "what does get_executor retrun",
        {"returns": "get_executor"},
    ),
    q(
        "h75_hypothesis",
        "calls",
        "Who calls check_strategy? Trying to see everywhere strategies get type-checked.",
        {"grep": r"(?<!def )check_strategy\("},
    ),
    q(
        "h75_hypothesis",
        "calls",
        "where is reproduction_decorator used",
        grep(r"reproduction_decorator\(falsifying_example", HCORE),
    ),
    q(
        "h75_hypothesis",
        "calls",
        "who calls `get_executor` in hypothesis/core.py?",
        grep(r"(?<!def )get_executor\(", HCORE),
    ),
    q(
        "h75_hypothesis",
        "raises",
        "I pasted a blob into @reproduce_failure and got InvalidArgument. Where does "
        "decode_failure raise that?",
        grep(
            r"Invalid base64 encoded string|Invalid zlib compression for blob"
            r"|Invalid start byte|Invalid serialized choice sequence",
            HCORE,
        ),
    ),
    q(
        "h75_hypothesis",
        "raises",
        "where does hypothesis raise DidNotReproduce",
        grep(r"raise DidNotReproduce\(", HCORE),
    ),
    q(
        "h75_hypothesis",
        "raises",
        "Where is DeadlineExceeded raised?",
        grep(r"raise DeadlineExceeded\(", HCORE),
    ),
    q(
        "h75_hypothesis",
        "raises",
        "st.one_of(1, 2) blows up with 'Did you mean st.sampled_from(...)?'. which line raises "
        "that?",
        grep(r"Did you mean st\.sampled_from", STRATS),
    ),
    q(
        "h75_hypothesis",
        "raises",
        "where does sampled_from throw when I give it an empty list (or an empty Enum)?",
        grep(r"Cannot sample from a length-zero sequence|because it contains no elements", ICORE),
    ),
    q(
        "h75_hypothesis",
        "const",
        "where's the strategy cache created, and how many entries can it hold?",
        grep(r"^_STRATEGY_CACHE = ", _HYP_INTERNAL + "utils.py"),
    ),
    run(
        "h75_hypothesis",
        "what does {} print?",
        "from functools import partial; import operator; "
        "from hypothesis.strategies._internal.numbers import integers; "
        "print(integers(0, 100).filter(partial(operator.lt, 10)).wrapped_strategy)",
        "integers(11, 100)",
    ),
    run(
        "h75_hypothesis",
        "Could you run {} and tell me exactly what comes out?",
        "from hypothesis.core import encode_failure, decode_failure; "
        "b = encode_failure([1, True, 'x']); print(b, decode_failure(b))",
        "b'AEEBAYF4' (1, True, 'x')",
    ),
    q(
        "h75_hypothesis",
        "edit",
        "There's a leftover debug `print(lo, hi)` in DateStrategy.filter in "
        "hypothesis/strategies/_internal/datetime.py -- please delete that line.",
        {"effect": {"line_deleted": [_HYP_INTERNAL + "datetime.py", "print(lo, hi)"]}},
    ),
    q(
        "h75_hypothesis",
        "edit",
        "typo fix pls: in strategies/_internal/recursive.py the warning says \"doesn't use it's "
        'argument" -- should be "its argument".',
        {
            "effect": {
                "text_replaced": [
                    _HYP_INTERNAL + "recursive.py",
                    "it's argument, and thus",
                    "its argument, and thus",
                ]
            }
        },
    ),
    q(
        "h75_hypothesis",
        "edit",
        "Our suite is slow. Could you change @given so it runs the generated examples in "
        "parallel on all CPU cores, and make the shrinking multi-threaded too?",
        {"effect": {"declined": True}},
    ),
    q(
        "h75_hypothesis",
        "which",
        "Which method gets called when I write `st.integers() | st.text()`?",
        {"body": "SearchStrategy.__or__"},
    ),
    q(
        "h75_hypothesis",
        "which",
        "which bit decides whether my test gets the same dice rolls every time it runs or "
        "fresh ones each time?",
        {"body": "get_random_for_wrapped_test"},
        own=True,
    ),
    q(
        "h75_hypothesis",
        "which",
        "When a bunch of my hand-written cases all crash the same way, I only see the shortest "
        "one plus a count of the others. Which function trims that down?",
        {"body": "_simplify_explicit_errors"},
        own=True,
    ),
    q(
        "h75_hypothesis",
        "which",
        "Which function makes uuids(allow_nil=True) return the nil UUID every now and then?",
        {"body": "_maybe_nil_uuids"},
        {"body": "uuids"},
    ),
    q(
        "h75_hypothesis",
        "which",
        "which piece tacks random extra text on before and after the part that fits my "
        "pattern, and only keeps it if the whole thing still fits?",
        {"body": "maybe_pad"},
        own=True,
    ),
    q(
        "h75_hypothesis",
        "how",
        "If I ask for whole numbers between two limits, does it pick the very smallest and "
        "largest allowed ones more often than stuff in the middle? Where does that happen?",
        {"body": "IntegersStrategy.do_draw"},
        own=True,
    ),
    q(
        "h75_hypothesis",
        "how",
        "I pick from a fixed list of options and then add a condition that rules out most of "
        "them. How does it still find one that passes instead of quitting after a couple of "
        "atempts?",
        {"body": "SampledFromStrategy.do_filtered_draw"},
        own=True,
    ),
    q(
        "h75_hypothesis",
        "how",
        "someone told me it lets a slow test run a bit over the time limit while it's still "
        "exploring, and only counts the real limit on the final replay. how much extra, and "
        "where?",
        grep(r"current_deadline = \(current_deadline // 4\) \* 5", HCORE),
        own=True,
    ),
    q(
        "h75_hypothesis",
        "how",
        "How does `lists(..., unique=True)` treat a small bounded `integers()` element "
        "strategy differently from the general case?",
        {"body": "lists"},
    ),
    q(
        "h75_hypothesis",
        "how",
        "how does ListStrategy.filter cope with `.filter(len)` or a predicate on the length -- "
        "does it still generate and throw away lists?",
        {"body": "ListStrategy.filter"},
    ),
    # --- graphql/language --------------------------------------------------------------------
    q(
        "h75_graphql_language",
        "where",
        "Where's Parser.expect_keyword defined?",
        {"def": "Parser.expect_keyword"},
    ),
    q(
        "h75_graphql_language",
        "returns",
        "What does Parser.parse_named_values return -- for `true`, for `null`, and for any "
        "other bare name?",
        {"returns": "Parser.parse_named_values"},
    ),
    q(
        "h75_graphql_language",
        "calls",
        "who calls get_enter_leave_for_kind?",
        grep(r"(?<!def )get_enter_leave_for_kind\(", "graphql/language/visitor.py"),
    ),
    q(
        "h75_graphql_language",
        "raises",
        "Where does the lexer raise 'Unterminated string.'?",
        grep(r'"Unterminated string\."', LEXER),
    ),
    q(
        "h75_graphql_language",
        "raises",
        "i pass max_tokens to parse(). where does it actually abort when the document has "
        "too many tokens?",
        grep(r"Document contains more than", PARSER),
    ),
    q(
        "h75_graphql_language",
        "const",
        "Where is _KIND_FOR_PUNCT set up?",
        grep(r"^_KIND_FOR_PUNCT = ", LEXER),
    ),
    run(
        "h75_graphql_language",
        "What's the output of {}?",
        "from graphql.language.block_string import dedent_block_string_lines; "
        "print(dedent_block_string_lines(['', '    hello', '      world', '  ']))",
        "['hello', '  world']",
    ),
    q(
        "h75_graphql_language",
        "edit",
        "In graphql/language/printer.py, set MAX_LINE_LENGTH to 100 instead of 80.",
        {"effect": {"value_set": ["graphql/language/printer.py", "MAX_LINE_LENGTH", "100"]}},
    ),
    q(
        "h75_graphql_language",
        "edit",
        "The parse_const_value docstring in graphql/language/parser.py says 'raises a arse "
        "error'. Can you change that to 'raises a parse error'?",
        {"effect": {"text_replaced": [PARSER, "raises a arse error", "raises a parse error"]}},
    ),
    q(
        "h75_graphql_language",
        "which",
        "If somebody wraps a text value in apostrophes instead of proper speech marks, "
        "which bit catches it and tells them what to use?",
        grep(r"Unexpected single quote character", LEXER),
        own=True,
    ),
    q(
        "h75_graphql_language",
        "how",
        "Do the commas between items actually mean anything to the reader, or are they just "
        "skipped like blank space? Where's that decided?",
        grep(r'if char in " \\t,\\ufeff":', LEXER),
        own=True,
    ),
    # --- graphql/validation/rules ------------------------------------------------------------
    q(
        "h75_graphql_rules",
        "where",
        "where is NoFragmentCyclesRule.detect_cycle_recursive",
        {"def": "NoFragmentCyclesRule.detect_cycle_recursive"},
    ),
    q(
        "h75_graphql_rules",
        "calls",
        "Who calls find_conflict in the overlaping-fields rule?",
        grep(r"= find_conflict\(", OVERLAP),
    ),
    q(
        "h75_graphql_rules",
        "raises",
        "Where's the 'must select only one top level field' error for subscriptions produced?",
        grep(
            r"must select only one top level field",
            "graphql/validation/rules/single_field_subscriptions.py",
        ),
    ),
    run(
        "h75_graphql_rules",
        "Can you run {} and paste the output?",
        "from graphql import parse, build_schema, validate; "
        "from graphql.validation.rules.no_fragment_cycles import NoFragmentCyclesRule; "
        "s = build_schema('type Query { a: Int }'); "
        "print([e.message for e in validate(s, parse('{ ...A } fragment A on Query { ...B } "
        "fragment B on Query { a ...A }'), [NoFragmentCyclesRule])])",
        "[\"Cannot spread fragment 'A' within itself via 'B'.\"]",
    ),
    q(
        "h75_graphql_rules",
        "edit",
        "bump MAX_LIST_DEPTH to 5 in graphql/validation/rules/max_introspection_depth_rule.py",
        {
            "effect": {
                "value_set": [
                    "graphql/validation/rules/max_introspection_depth_rule.py",
                    "MAX_LIST_DEPTH",
                    "5",
                ]
            }
        },
    ),
    q(
        "h75_graphql_rules",
        "which",
        "Which check stops a client from asking the schema to describe itself in some "
        "absurdly deeply nested way?",
        {"body": "MaxIntrospectionDepthRule._check_depth"},
        {"body": "MaxIntrospectionDepthRule.enter_field"},
        own=True,
    ),
    q(
        "h75_graphql_rules",
        "which",
        'Which function works out the "Did you mean to use an inline fragment on ..." type '
        "suggestions when a field isn't on an interface?",
        {"body": "get_suggested_type_names"},
    ),
    q(
        "h75_graphql_rules",
        "how",
        "If my request asks for the same output key twice but with different inputs each "
        "time, how does it decide those two clash?",
        {"body": "find_conflict"},
        {"body": "same_arguments"},
        own=True,
    ),
    q(
        "h75_graphql_rules",
        "how",
        "How does LoneAnonymousOperationRule know how many operations the document has?",
        {"body": "LoneAnonymousOperationRule.enter_document"},
    ),
]
