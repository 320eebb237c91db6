"""The hundred-and-thirteenth held-out set: questions on two third-party packages, copied from the
installed site-packages (libcst 1.0.1 and cfn-lint 1.51.0, whose import name is ``cfnlint``),
written blind: by reading only those packages, never the model's code or its notes, and
committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

Only parts of each package are used: from libcst its helpers, its scope and position metadata
providers (with ``_position.py`` and ``_batched_visitor.py``) and the expression nodes; from
cfnlint its ``jsonschema``, ``conditions``, ``formatters`` and ``runner`` sub-packages and the
core of its rules (``rules/__init__.py``, ``_rule.py``, ``_rules.py``, ``match.py``,
``exceptions.py`` and two function rules). The questions are weighted by the size of those parts
(cfnlint a little more than libcst). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h113_libcst_helpers": [
        "libcst/helpers/__init__.py",
        "libcst/helpers/_template.py",
        "libcst/helpers/common.py",
        "libcst/helpers/expression.py",
        "libcst/helpers/module.py",
        "libcst/helpers/paths.py",
    ],
    "h113_libcst_scope": [
        "libcst/metadata/scope_provider.py",
        "libcst/metadata/position_provider.py",
        "libcst/_position.py",
        "libcst/_batched_visitor.py",
    ],
    "h113_libcst_expression": ["libcst/_nodes/expression.py"],
    "h113_cfn_jsonschema": ["cfnlint/jsonschema"],
    "h113_cfn_conditions": ["cfnlint/conditions"],
    "h113_cfn_rules": [
        "cfnlint/rules/__init__.py",
        "cfnlint/rules/_rule.py",
        "cfnlint/rules/_rules.py",
        "cfnlint/rules/functions/SubNeeded.py",
        "cfnlint/rules/functions/SubNotJoin.py",
        "cfnlint/match.py",
        "cfnlint/exceptions.py",
    ],
    "h113_cfn_formatters": ["cfnlint/formatters"],
    "h113_cfn_runner": ["cfnlint/runner"],
}

TEMPLATE = "libcst/helpers/_template.py"
SCOPE = "libcst/metadata/scope_provider.py"
EXPR = "libcst/_nodes/expression.py"
CONDS = "cfnlint/conditions/conditions.py"
KEYWORDS = "cfnlint/jsonschema/_keywords.py"
VALIDATORS = "cfnlint/jsonschema/validators.py"


QUESTIONS: list[dict] = [
    # --- libcst: helpers ----------------------------------------------------------------------
    q("h113_libcst_helpers", "where", "where is ensure_type defined?", {"def": "ensure_type"}),
    q(
        "h113_libcst_helpers",
        "returns",
        "What does `unmangled_name` give back when the string I pass isn't one of those mangled "
        "template placeholder names?",
        {"returns": "unmangled_name"},
    ),
    q(
        "h113_libcst_helpers",
        "calls",
        "who calls mangle_template",
        grep(r"source = mangle_template\(", TEMPLATE),
    ),
    q(
        "h113_libcst_helpers",
        "raises",
        "I passed a keyword to parse_template_expression whose value is some node type it "
        "can't substitute. Where exactly does TemplateTransformer throw for that?",
        grep(r"is unsupported'", TEMPLATE),
    ),
    q(
        "h113_libcst_helpers",
        "const",
        "Where is TEMPLATE_PREFIX set?",
        grep(r"^TEMPLATE_PREFIX: str = ", TEMPLATE),
    ),
    run(
        "h113_libcst_helpers",
        "Could you run {} and tell me what it prints?",
        "from libcst.helpers import get_absolute_module, get_absolute_module_from_package; "
        "print(get_absolute_module('pkg.sub.mod', None, 1), "
        "get_absolute_module_from_package('pkg.sub', 'x', 3))",
        "pkg.sub None",
    ),
    q(
        "h113_libcst_helpers",
        "edit",
        "in libcst/helpers/_template.py please comment out the line "
        "`new_module.visit(TemplateChecker({name for name in template_replacements}))` in "
        "parse_template_module, I want to see what comes out without that check",
        {
            "effect": {
                "comment_out": [
                    TEMPLATE,
                    "new_module.visit(TemplateChecker({name for name in template_replacements}))",
                ]
            }
        },
    ),
    q(
        "h113_libcst_helpers",
        "which",
        "I've got a node for something like `x.y.z(1)` and I just want the text 'x.y.z' out of "
        "it. Which helper does that for me?",
        {"body": "get_full_name_for_node"},
        {"body": "get_full_name_for_node_or_raise"},
        own=True,
    ),
    q(
        "h113_libcst_helpers",
        "which",
        "say my file lives in package a.b.c and it has `from ..x import y` -- which function "
        "figures out what that really points to?",
        {"body": "get_absolute_module"},
        {"body": "get_absolute_module_for_import"},
        {"body": "get_absolute_module_from_package"},
        {"body": "get_absolute_module_from_package_for_import"},
        own=True,
    ),
    # --- libcst: scope / position metadata ----------------------------------------------------
    q(
        "h113_libcst_scope",
        "calls",
        "where is _get_visitor_methods called from?",
        grep(r"= _get_visitor_methods\(", "libcst/_batched_visitor.py"),
    ),
    q(
        "h113_libcst_scope",
        "raises",
        "which lines in scope_provider.py raise NotImplementedError",
        grep(r"raise NotImplementedError\(", SCOPE),
    ),
    run(
        "h113_libcst_scope",
        "what's the output of {}",
        "from libcst._position import CodeRange; print(CodeRange((1, 2), (3, 4)))",
        "CodeRange(start=CodePosition(line=1, column=2), end=CodePosition(line=3, column=4))",
    ),
    q(
        "h113_libcst_scope",
        "edit",
        "Rename the helper `_gen_dotted_names` in libcst/metadata/scope_provider.py to "
        "`_iter_dotted_names`, and update every place that uses it.",
        {"effect": {"renamed": ["_gen_dotted_names", "_iter_dotted_names"]}},
    ),
    q(
        "h113_libcst_scope",
        "edit",
        "ScopeProvider is painfully slow on our 20k-line modules. Can you rewrite the scope "
        "analysis so it runs in parallel and caches results between runs?",
        {"effect": {"declined": True}},
    ),
    q(
        "h113_libcst_scope",
        "which",
        "Which class in scope_provider makes it so names assigned in a class body are not "
        "visible from methods nested inside it?",
        {"body": "ClassScope"},
    ),
    q(
        "h113_libcst_scope",
        "how",
        "how does it know where each bit of my source sits (row and offset) while it writes the "
        "code back out? i assume it counts line breaks somewhere",
        {"body": "WhitespaceInclusivePositionProvidingCodegenState._update_position"},
        {"body": "WhitespaceInclusivePositionProvidingCodegenState.after_codegen"},
        {"body": "PositionProvidingCodegenState.record_syntactic_position"},
        own=True,
    ),
    q(
        "h113_libcst_scope",
        "how",
        "How does the batched visitor decide which visit_/leave_ methods to run for a given "
        "node when several BatchableCSTVisitors are combined?",
        {"body": "_BatchedCSTVisitor.on_visit"},
        {"body": "_BatchedCSTVisitor.on_leave"},
        {"body": "_get_visitor_methods"},
        {"body": "BatchableCSTVisitor.get_visitors"},
    ),
    q(
        "h113_libcst_scope",
        "how",
        "In `[x for x in items]`, how does it keep that loop x apart from an x I defined "
        "earlier in the same function?",
        {"body": "ScopeVisitor._visit_comp_alike"},
        {"body": "ComprehensionScope"},
        own=True,
    ),
    # --- libcst: expression nodes -------------------------------------------------------------
    q(
        "h113_libcst_expression",
        "where",
        "Where's ConcatenatedString defined?",
        {"def": "ConcatenatedString"},
    ),
    q(
        "h113_libcst_expression",
        "raises",
        "Where does a Name node reject a value that isn't a proper python identifier (or is "
        "empty)?",
        grep(r"Cannot have empty name identifier|is not a valid identifier", EXPR),
    ),
    q(
        "h113_libcst_expression",
        "how",
        "how does Call validation make sure I don't put a positional argument after keyword "
        "args or **kwargs? Looks like some kind of state machine",
        {"body": "_BaseExpressionWithArgs._validate"},
        {"body": "_BaseExpressionWithArgs._check_positional"},
        {"body": "_BaseExpressionWithArgs._check_starred_or_keywords"},
        {"body": "_BaseExpressionWithArgs._check_kwargs_or_keywords"},
    ),
    # --- cfnlint: jsonschema ------------------------------------------------------------------
    q("h113_cfn_jsonschema", "where", "where is best_match defined", {"def": "best_match"}),
    q(
        "h113_cfn_jsonschema",
        "returns",
        "What does custom_msg return?",
        {"returns": "custom_msg"},
    ),
    q(
        "h113_cfn_jsonschema",
        "calls",
        "Who calls `find_additional_properties`?",
        grep(r"= set\(find_additional_properties\(", KEYWORDS),
    ),
    q(
        "h113_cfn_jsonschema",
        "raises",
        "where does FormatChecker.check raise FormatError?",
        grep(r"raise FormatError\(", "cfnlint/jsonschema/_format.py"),
    ),
    run(
        "h113_cfn_jsonschema",
        "I'm confused by the equality rules. What does {} print?",
        "from cfnlint.jsonschema._utils import equal, uniq; "
        "print(equal('true', True), equal(1, True), uniq([1, '1']))",
        "True False False",
    ),
    q(
        "h113_cfn_jsonschema",
        "edit",
        "In cfnlint/jsonschema/validators.py, raise _RESOLVE_MAX_YIELDS from 512 to 1024.",
        {
            "effect": {
                "text_replaced": [
                    VALIDATORS,
                    "_RESOLVE_MAX_YIELDS: int = 512",
                    "_RESOLVE_MAX_YIELDS: int = 1024",
                ]
            }
        },
    ),
    q(
        "h113_cfn_jsonschema",
        "which",
        "which code notices I typo'd a property name in a resource and suggests the one I "
        "probably meant?",
        grep(
            r"^def additionalProperties\(|SequenceMatcher\(a=extra, b=key\)|Did you mean",
            KEYWORDS,
        ),
        own=True,
    ),
    q(
        "h113_cfn_jsonschema",
        "how",
        "What does Validator.iter_errors do when one of the keyword functions throws an "
        "exception halfway through validating?",
        grep(r"except Exception as err:|raised while validating", VALIDATORS),
    ),
    # --- cfnlint: conditions ------------------------------------------------------------------
    q(
        "h113_cfn_conditions",
        "returns",
        "what does Conditions.build_scenerios_on_region return? (yes, spelled like that)",
        {"returns": "Conditions.build_scenerios_on_region"},
    ),
    q(
        "h113_cfn_conditions",
        "raises",
        "Where is UnknownSatisfisfaction raised?",
        grep(r"raise UnknownSatisfisfaction\(", CONDS),
    ),
    q(
        "h113_cfn_conditions",
        "raises",
        "If an Fn::Equals doesn't have exactly two values, where does the Equal class error out?",
        grep(
            r'raise ValueError\("Equals has to be a list of two values"\)',
            "cfnlint/conditions/_equals.py",
        ),
    ),
    q(
        "h113_cfn_conditions",
        "const",
        "whats the cap on scenarios in Conditions, where is _max_scenarios set",
        grep(r"_max_scenarios: int = 128", CONDS),
    ),
    run(
        "h113_cfn_conditions",
        "Please run {} -- what's the output?",
        "from cfnlint.conditions._equals import Equal; "
        "e = Equal([{'Ref': 'AWS::Region'}, 'us-east-1']); print(e.is_region, e.is_static)",
        "(True, 'us-east-1') None",
    ),
    q(
        "h113_cfn_conditions",
        "which",
        "Which method of Conditions checks whether some condition is guaranteed to hold "
        "whenever a given set of other conditions are true/false?",
        {"body": "Conditions.check_implies"},
    ),
    q(
        "h113_cfn_conditions",
        "how",
        "My template has a ton of unrelated If conditions. How does it avoid trying every "
        "single true/false combination of them?",
        grep(r"scenarios_attempted|_max_scenarios: int", CONDS),
        own=True,
    ),
    q(
        "h113_cfn_conditions",
        "how",
        "if my template compares the same input once against 'prod' and once against 'dev', "
        "how does the linter know those two comparisons can't both hold at the same time?",
        {"body": "Conditions._build_cnf"},
        own=True,
    ),
    # --- cfnlint: rules core ------------------------------------------------------------------
    q(
        "h113_cfn_rules",
        "calls",
        "who calls _rule_match_to_match?",
        grep(r"yield from _rule_match_to_match\(", "cfnlint/rules/_rule.py"),
    ),
    q(
        "h113_cfn_rules",
        "raises",
        "Where's DuplicateRuleError raised when the same rule id gets registered twice?",
        grep(r"raise DuplicateRuleError\(", "cfnlint/rules/_rules.py"),
    ),
    q(
        "h113_cfn_rules",
        "which",
        "which piece decides whether a check gets switched on, given what I said to skip, "
        "what to add in and what must always run no matter what?",
        {"body": "_rule_is_enabled"},
        {"body": "CloudFormationLintRule.is_enabled"},
        {"body": "Rules.is_rule_enabled"},
        {"body": "RulesCollection.is_rule_enabled"},
        own=True,
    ),
    q(
        "h113_cfn_rules",
        "which",
        "Which code turns a check's letter code into how serious the problem is, like W "
        "meaning it's only a heads-up?",
        {"body": "CloudFormationLintRule.severity"},
        own=True,
    ),
    # --- cfnlint: formatters ------------------------------------------------------------------
    q(
        "h113_cfn_formatters",
        "which",
        "Which output style gives me exactly one line per problem with the fields separated by "
        "colons, so I can feed it to my editor?",
        {"body": "ParseableFormatter"},
        own=True,
    ),
    q(
        "h113_cfn_formatters",
        "how",
        "How does JsonFormatter turn a Match object into JSON?",
        {"body": "JsonFormatter.CustomEncoder.default"},
    ),
    q(
        "h113_cfn_formatters",
        "edit",
        'remove the `output.append("")  # Newline after each group` line from '
        "cfnlint/formatters/pretty.py, I don't want blank lines between files",
        {
            "effect": {
                "line_deleted": [
                    "cfnlint/formatters/pretty.py",
                    'output.append("")  # Newline after each group',
                ]
            }
        },
    ),
    # --- cfnlint: runner ----------------------------------------------------------------------
    q("h113_cfn_runner", "where", "Where's get_formatter?", {"def": "get_formatter"}),
    q(
        "h113_cfn_runner",
        "calls",
        "Where is `_dedup` used?",
        grep(r"_dedup\(_run_template_per_config\(", "cfnlint/runner/template/runner.py"),
    ),
    q(
        "h113_cfn_runner",
        "raises",
        "if I pass a region that doesn't exist, where does the runner throw "
        "InvalidRegionException?",
        grep(r"raise InvalidRegionException\(", "cfnlint/runner/template/runner.py"),
    ),
    q(
        "h113_cfn_runner",
        "edit",
        "In cfnlint/runner/cli.py, in Runner._exit, add the line "
        '`LOGGER.debug("exit level %s", exit_level)` right after `exit_code = 0`.',
        {
            "effect": {
                "line_after": [
                    "cfnlint/runner/cli.py",
                    "exit_code = 0",
                    'LOGGER.debug("exit level %s", exit_level)',
                ]
            }
        },
    ),
]
