"""The hundred-and-fifty-ninth set: questions on four modules of two third-party packages, copied
from the installed site-packages (graphql-core 3.2.8: ``graphql/language/parser.py``,
``graphql/type/validate.py``, ``graphql/utilities/find_breaking_changes.py``; jedi 0.20.0:
``jedi/api/completion.py``), written blind: by reading only those files, never the model's code or
its notes, and committed before the model was asked any of them. This is a tuning set: its misses
are read and fixed.

The questions are weighted by the size of the files (the GraphQL parser most, then jedi's
completion, the breaking-change finder and the schema validator). About a fifth of the questions
that are not edits are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h159_graphql_parser": ["graphql/language/parser.py"],
    "h159_graphql_validate": ["graphql/type/validate.py"],
    "h159_graphql_breaking": ["graphql/utilities/find_breaking_changes.py"],
    "h159_jedi_completion": ["jedi/api/completion.py"],
}

PARSER = "graphql/language/parser.py"
VALIDATE = "graphql/type/validate.py"
BREAKING = "graphql/utilities/find_breaking_changes.py"
COMPLETION = "jedi/api/completion.py"


QUESTIONS: list[dict] = [
    # --- graphql/language/parser.py ----------------------------------------------------------
    q(
        "h159_graphql_parser",
        "where",
        "where is expect_optional_keyword defined in the graphql parser?",
        {"def": "Parser.expect_optional_keyword"},
    ),
    q(
        "h159_graphql_parser",
        "where",
        "Error messages say things like `Expected ':', found Name 'x'`. Which line of "
        "parser.py defines `get_token_kind_desc`, the helper that formats the first half?",
        {"def": "get_token_kind_desc"},
    ),
    q(
        "h159_graphql_parser",
        "returns",
        "What does Parser.parse_named_values hand back -- for `null`, for `true`, and for "
        "a bare word like RED?",
        {"returns": "Parser.parse_named_values"},
    ),
    q(
        "h159_graphql_parser",
        "calls",
        "who calls `parse_description`?",
        grep(r"= self\.parse_description\(\)", PARSER),
    ),
    q(
        "h159_graphql_parser",
        "calls",
        "I'm curious where delimited_many actually gets used in the parser, can you list the "
        "call sites?",
        grep(r"self\.delimited_many\(", PARSER),
    ),
    q(
        "h159_graphql_parser",
        "raises",
        "We pass max_tokens to parse() to protect the server and a client got "
        "'Document contains more than 500 tokens. Parsing aborted.' Where is that thrown?",
        grep(r"if self\._token_counter > max_tokens:|Document contains more than", PARSER),
    ),
    q(
        "h159_graphql_parser",
        "raises",
        "where does the parser reject an enum value called true, false or null?",
        grep(r'if self\._lexer\.token\.value in \("true", "false", "null"\)|is reserved"', PARSER),
    ),
    q(
        "h159_graphql_parser",
        "raises",
        "Writing `query ($v: Int = $w) { a }` gives `Unexpected variable '$w' in constant "
        "value.` -- which lines in graphql/language/parser.py raise that?",
        grep(r"var_name = token\.value|in constant value\.\"", PARSER),
    ),
    q(
        "h159_graphql_parser",
        "const",
        "Where is the lookup table set up that maps keywords like 'scalar', 'union' and "
        "'directive' to the parse_* method for the definition?",
        grep(r"_parse_type_system_definition_method_names: Dict", PARSER),
    ),
    q(
        "h159_graphql_parser",
        "which",
        "Which method reads the part after the colon in `$ids: [ID!]!` -- the square brackets "
        "and the exclamation marks -- and builds the nested pieces from it?",
        {"body": "Parser.parse_type_reference"},
        own=True,
    ),
    q(
        "h159_graphql_parser",
        "which",
        "Which Parser method decides between a `...Name` spread and an inline "
        "`... on Type { }` fragment?",
        {"body": "Parser.parse_fragment"},
    ),
    q(
        "h159_graphql_parser",
        "which",
        "When I declare my own @-annotation in a schema and list the spots it may be put on "
        "(FIELD, QUERY and so on), which function turns away a spot name I just made up?",
        {"body": "Parser.parse_directive_location"},
        own=True,
    ),
    q(
        "h159_graphql_parser",
        "how",
        "How does parse_definition figure out which parse_* method to dispatch to, especially "
        "when a description string comes first?",
        {"body": "Parser.parse_definition"},
    ),
    q(
        "h159_graphql_parser",
        "how",
        "In a query like `{ me: user { id } }`, how does it work out that `me` is only a "
        "nickname for the result and `user` is the thing actually being asked for?",
        {"body": "Parser.parse_field"},
        own=True,
    ),
    q(
        "h159_graphql_parser",
        "how",
        "how is optional_many different from many? what happens with each when the opening "
        "brace isn't there",
        {"body": "Parser.optional_many"},
        {"body": "Parser.many"},
    ),
    run(
        "h159_graphql_parser",
        "Can you run {} for me and tell me which node classes come out?",
        "from graphql.language.parser import parse_value; "
        "v = parse_value('{a: [1, 2.5, true, RED]}'); "
        "print([type(x).__name__ for x in v.fields[0].value.values])",
        "'BooleanValueNode', 'EnumValueNode'",
    ),
    q(
        "h159_graphql_parser",
        "edit",
        "In graphql/language/parser.py please rename the type alias `SourceType` to "
        "`SourceInput` everywhere it appears.",
        {"effect": {"renamed": ["SourceType", "SourceInput"]}},
    ),
    q(
        "h159_graphql_parser",
        "edit",
        "Parser.parse_value_literal is the only one of the value parsers with no docstring. "
        "Add one saying it dispatches on the current token kind to the matching parse_* method.",
        {"effect": {"docstring": "Parser.parse_value_literal"}},
    ),
    # --- graphql/type/validate.py ------------------------------------------------------------
    q(
        "h159_graphql_validate",
        "where",
        "where's validate_union_members",
        {"def": "SchemaValidationContext.validate_union_members"},
    ),
    q(
        "h159_graphql_validate",
        "returns",
        "What does `get_operation_type_node` return, say for a schema built in code that has no "
        "AST at all?",
        {"returns": "get_operation_type_node"},
    ),
    q(
        "h159_graphql_validate",
        "calls",
        "Which places in validate.py call self.validate_name?",
        grep(r"self\.validate_name\(", VALIDATE),
    ),
    q(
        "h159_graphql_validate",
        "raises",
        "assert_valid_schema threw a TypeError with several messages glued together by blank "
        "lines. Where's that raise?",
        grep(r"raise TypeError\(", VALIDATE),
    ),
    q(
        "h159_graphql_validate",
        "raises",
        "Two of the structured things my clients send in each insist that the other one be "
        "filled in, so nobody could ever build either. Where does it complain about that?",
        grep(r"Cannot reference Input Object", VALIDATE),
        own=True,
    ),
    q(
        "h159_graphql_validate",
        "which",
        "I have an abstract shape and a concrete one that promises to honour it, but I forgot "
        "one of the members it's supposed to have. Which method catches the gap?",
        {"body": "SchemaValidationContext.validate_type_implements_interface"},
        own=True,
    ),
    q(
        "h159_graphql_validate",
        "which",
        "Which class in graphql's type/validate.py does the depth-first search for cycles "
        "through non-null input fields?",
        {"def": "InputObjectCircularRefsValidator"},
        {"body": "InputObjectCircularRefsValidator.__call__"},
    ),
    q(
        "h159_graphql_validate",
        "how",
        "If my app asks for the same set of type definitions to be checked over and over, does "
        "each call redo all the work? How is that avoided?",
        {"body": "validate_schema"},
        own=True,
    ),
    run(
        "h159_graphql_validate",
        "what does {} print?",
        "from graphql import build_schema; from graphql.type.validate import validate_schema; "
        "s = build_schema('type Query { a: Int } interface I { b: Int } "
        "type T implements I { a: Int }'); print([e.message for e in validate_schema(s)])",
        "Interface field I.b expected but T does not provide it.",
    ),
    q(
        "h159_graphql_validate",
        "edit",
        "temporarily comment out the `context.validate_directives()` call in validate_schema, "
        "I want to see what else fails without it",
        {"effect": {"comment_out": [VALIDATE, "context.validate_directives()"]}},
    ),
    # --- graphql/utilities/find_breaking_changes.py ------------------------------------------
    q(
        "h159_graphql_breaking",
        "where",
        "Where is the DangerousChangeType enum declared?",
        {"def": "DangerousChangeType"},
    ),
    q(
        "h159_graphql_breaking",
        "returns",
        "what does type_kind_name give back, e.g. for a union or an input object?",
        {"returns": "type_kind_name"},
    ),
    q(
        "h159_graphql_breaking",
        "calls",
        "Who uses `dict_diff` in find_breaking_changes.py?",
        grep(r"= dict_diff\(", BREAKING),
    ),
    q(
        "h159_graphql_breaking",
        "raises",
        "stringify_value has a TypeError for a default value that can't be turned back into "
        "an AST node. Where exactly is it raised?",
        grep(r'raise TypeError\(f"Invalid value', BREAKING),
    ),
    q(
        "h159_graphql_breaking",
        "raises",
        "where does it flag it as breaking when a field picks up a new required argument?",
        grep(r"BreakingChangeType\.REQUIRED_ARG_ADDED,", BREAKING),
    ),
    q(
        "h159_graphql_breaking",
        "const",
        "What number is ARG_DEFAULT_VALUE_CHANGE, and on which line is it set?",
        grep(r"ARG_DEFAULT_VALUE_CHANGE = 65", BREAKING),
    ),
    q(
        "h159_graphql_breaking",
        "which",
        "Which helper takes an old and a new sequence of things that each carry a label and "
        "sorts them into three piles: new ones, gone ones, and ones still around? The one for "
        "plain sequences, not the mapping one.",
        {"body": "list_diff"},
        own=True,
    ),
    q(
        "h159_graphql_breaking",
        "how",
        "How does find_arg_changes decide that a changed default on an argument is worth a "
        "dangerous-change entry? Does it compare the raw Python values?",
        {"body": "find_arg_changes"},
    ),
    q(
        "h159_graphql_breaking",
        "how",
        "If something that comes back in a response gets stricter, so it can never be empty "
        "any more, how does the comparison decide that this is harmless for the clients "
        "reading it?",
        {"body": "is_change_safe_for_object_or_interface_field"},
        own=True,
    ),
    run(
        "h159_graphql_breaking",
        "Run {} and tell me what breaking changes it reports.",
        "from graphql import build_schema; "
        "from graphql.utilities.find_breaking_changes import find_breaking_changes; "
        "old = build_schema('type Query { a: Int, b: String }'); "
        "new = build_schema('type Query { a: String }'); print(find_breaking_changes(old, new))",
        "description='Query.a changed type from Int to String.'",
    ),
    q(
        "h159_graphql_breaking",
        "edit",
        "In find_breaking_changes.py add a new member `TYPE_DEPRECATED = 12` to "
        "BreakingChangeType, right after `TYPE_CHANGED_KIND = 11`.",
        {"effect": {"line_after": [BREAKING, "TYPE_CHANGED_KIND = 11", "TYPE_DEPRECATED = 12"]}},
    ),
    # --- jedi/api/completion.py --------------------------------------------------------------
    q(
        "h159_jedi_completion",
        "where",
        "In jedi, where's ParamNameWithEquals?",
        {"def": "ParamNameWithEquals"},
    ),
    q(
        "h159_jedi_completion",
        "returns",
        "What does `_extract_string_while_in_string` return when the cursor is not inside a "
        "string literal?",
        {"returns": "_extract_string_while_in_string"},
    ),
    q(
        "h159_jedi_completion",
        "calls",
        "where is the module-level complete_trailer function called from (not the "
        "Completion._complete_trailer method)?",
        grep(r"(?<!def )(?<![\w.])complete_trailer\(", COMPLETION),
    ),
    q(
        "h159_jedi_completion",
        "which",
        "When I'm writing a derived class and start typing `def `, which piece suggests the "
        "functions the base classes already have so I can redo them?",
        {"body": "Completion._complete_inherited"},
        own=True,
    ),
    q(
        "h159_jedi_completion",
        "which",
        "Which function in jedi/api/completion.py makes completion work for proxy objects whose "
        "`__getattr__` just does `return getattr(obj, name)`?",
        {"body": "_complete_getattr"},
    ),
    q(
        "h159_jedi_completion",
        "how",
        "How does Completion.complete order what it returns? What comes first, and where do "
        "the underscore and dunder names end up?",
        {"body": "Completion.complete"},
    ),
    q(
        "h159_jedi_completion",
        "how",
        "I'm typing a little example inside the triple-quoted text at the top of a function. "
        "How does it still manage to suggest names there?",
        {"body": "Completion._complete_in_string"},
        {"body": "Completion._complete_code_lines"},
        own=True,
    ),
    run(
        "h159_jedi_completion",
        "can you execute {} and show me the names?",
        "import jedi; print([c.name for c in jedi.Script('def f(alpha, beta): pass\\nf(al')"
        ".complete()])",
        "'alpha='",
    ),
    q(
        "h159_jedi_completion",
        "edit",
        "In Completion._complete_trailer there's a tuple of modules that get a cached name "
        "('numpy', 'tensorflow', 'matplotlib', 'pandas'). Add 'scipy' at the end of it.",
        {
            "effect": {
                "text_replaced": [
                    COMPLETION,
                    "'matplotlib', 'pandas')",
                    "'matplotlib', 'pandas', 'scipy')",
                ]
            }
        },
    ),
    q(
        "h159_jedi_completion",
        "edit",
        "_complete_python is a 140-line monster. Could you split it into smaller methods, add "
        "type hints throughout and make sure completion doesn't get any slower?",
        {"effect": {"declined": True}},
    ),
]
