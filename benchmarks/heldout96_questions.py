"""The ninety-sixth held-out set: questions on parts of one third-party package that no other set
uses, copied from the installed site-packages (cfn-lint 1.51.0: the ``cfnlint/decode`` and
``cfnlint/template`` packages and the ``cfnlint/config.py`` and ``cfnlint/graph.py`` modules, one
workspace each), written blind: by reading only that code, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the parts (template most, then decode and config, graph
least). About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h96_decode": ["cfnlint/decode"],
    "h96_template": ["cfnlint/template"],
    "h96_config": ["cfnlint/config.py"],
    "h96_graph": ["cfnlint/graph.py"],
}

DECODE = "cfnlint/decode/decode.py"
CFN_YAML = "cfnlint/decode/cfn_yaml.py"
CFN_JSON = "cfnlint/decode/cfn_json.py"
CONFIG = "cfnlint/config.py"
GRAPH = "cfnlint/graph.py"
TEMPLATE = "cfnlint/template/template.py"
GETATTS = "cfnlint/template/getatts.py"
LANG_EXT = "cfnlint/template/transforms/_language_extensions.py"
SAM = "cfnlint/template/transforms/_sam.py"
TRANSFORM = "cfnlint/template/transforms/transform.py"


QUESTIONS: list[dict] = [
    # --- cfnlint/decode ----------------------------------------------------------------------
    q("h96_decode", "where", "where's CfnJSONDecoder defined", {"def": "CfnJSONDecoder"}),
    q(
        "h96_decode",
        "returns",
        "What does `_decode` in cfnlint/decode/decode.py give back? Especially when the file "
        "can't be parsed -- do I get None plus a list of errors?",
        {"returns": "_decode"},
    ),
    q(
        "h96_decode",
        "calls",
        "who uses create_match_yaml_parser_error?",
        grep(r"create_match_yaml_parser_error\(err, filename\)", DECODE),
    ),
    q(
        "h96_decode",
        "raises",
        "Where is CfnParseError raised in the YAML loader?",
        grep(r"raise CfnParseError\(", CFN_YAML),
    ),
    q(
        "h96_decode",
        "raises",
        "i have a json template with a weird backslash sequence inside a string. where does "
        "cfn_json raise the 'Invalid \\escape' error?",
        grep(r'msg = f"Invalid \\\\escape: ', CFN_JSON),
    ),
    q(
        "h96_decode",
        "raises",
        "Where does check_duplicates throw its DuplicateError?",
        grep(r"err = DuplicateError\(|^\s+raise err$", CFN_JSON),
    ),
    q(
        "h96_decode",
        "const",
        "where is UNCONVERTED_SUFFIXES set, and whats in it",
        grep(r"^UNCONVERTED_SUFFIXES = ", CFN_YAML),
    ),
    q(
        "h96_decode",
        "how",
        "my template file has tab characters for indentation (yeah, I know). does the linter "
        "just give up on it, or does it have a second go at reading it a different way? where "
        "is that decided?",
        grep(r"except ScannerError as err:|template = json_f\(payload\)", DECODE),
        own=True,
    ),
    q(
        "h96_decode",
        "how",
        "How does CfnJSONDecoder work out the start and end Mark of every key without calling "
        "str.count over the whole document each time?",
        {"body": "get_beg_end_mark"},
        {"body": "count_occurrences"},
        {"body": "find_indexes"},
    ),
    q(
        "h96_decode",
        "which",
        "When I write the exclamation-mark shorthand in a yaml template (like `!Sub` or "
        '`!Join`), which function expands it into the long {"Fn::...": ...} dictionary form?',
        {"body": "multi_constructor"},
        own=True,
    ),
    q(
        "h96_decode",
        "which",
        "Which piece of code notices when a JSON template has the very same name written "
        "twice inside one pair of curly braces?",
        {"body": "check_duplicates"},
        {"body": "CfnJSONDecoder.cfn_json_object"},
        own=True,
    ),
    run(
        "h96_decode",
        "What does {} print?",
        "from cfnlint.decode import decode_str; t, m = decode_str('Res: !GetAtt Bucket.Arn'); "
        "print(t, type(t).__name__, m)",
        "{'Res': {'Fn::GetAtt': ['Bucket', 'Arn']}} dict_node []",
    ),
    q(
        "h96_decode",
        "edit",
        "In cfnlint/decode/decode.py the 'Cannot read file contents' match message is missing "
        "its f prefix, so it literally says {filename}. Please make that string an f-string.",
        {
            "effect": {
                "text_replaced": [
                    DECODE,
                    'create_match_file_error(filename, "Cannot read file contents: {filename}")',
                    'create_match_file_error(filename, f"Cannot read file contents: {filename}")',
                ]
            }
        },
    ),
    # --- cfnlint/config.py -------------------------------------------------------------------
    q(
        "h96_config",
        "where",
        "Where's ConfigMixIn.validate?",
        {"def": "ConfigMixIn.validate"},
    ),
    q(
        "h96_config",
        "returns",
        "what does _merge_configs return, e.g. when the cli value is neither a list nor a dict?",
        {"returns": "_merge_configs"},
    ),
    q(
        "h96_config",
        "calls",
        "Who calls `_glob_filenames`?",
        grep(r"self\._glob_filenames\(", CONFIG),
    ),
    q(
        "h96_config",
        "raises",
        "I'm calling cfn-lint from Python and get 'Cannot specify both --parameters and "
        "--parameter-files' even though I never touched the command line. Which line raises it?",
        grep(r'raise ValueError\("Cannot specify both --parameters', CONFIG),
    ),
    q(
        "h96_config",
        "raises",
        "where all is ConfigFileError raised in config.py?",
        grep(r"raise ConfigFileError\(", CONFIG),
    ),
    q(
        "h96_config",
        "const",
        "Where is _DEFAULT_RULESDIR set?",
        grep(r"^_DEFAULT_RULESDIR = ", CONFIG),
    ),
    q(
        "h96_config",
        "how",
        "I keep lint settings in a dotfile under my personal account and another one checked "
        "into the repo. When both set the same thing, which one wins, and where's that decided?",
        {"body": "ConfigFileArgs.merge_config"},
        {"body": "ConfigFileArgs.load"},
        own=True,
    ),
    q(
        "h96_config",
        "how",
        "how does an option like `-x E3012:strict=true` get parsed into the rule config dict?",
        {"body": "RuleConfigurationAction._parse_rule_configuration"},
        {"body": "RuleConfigurationAction.__call__"},
    ),
    q(
        "h96_config",
        "which",
        "I never tell it where my stack is going to be deployed. Which bit picks a default "
        "location from the variables exported in my shell?",
        {"body": "ConfigMixIn.regions"},
        own=True,
    ),
    run(
        "h96_config",
        "can you run {} and tell me what comes out",
        "from cfnlint.config import ConfigMixIn; "
        "c = ConfigMixIn(['-c', 'I3042', '-r', 'eu-west-1,us-east-2']); "
        "print(c.include_checks, c.regions)",
        "['W', 'E', 'I3042'] ['eu-west-1', 'us-east-2']",
    ),
    q(
        "h96_config",
        "edit",
        "Please add a docstring to `_ensure_value` in cfnlint/config.py: it sets the attribute "
        "on the namespace only when it is missing (None) and then returns it.",
        {"effect": {"docstring": "_ensure_value"}},
    ),
    # --- cfnlint/graph.py --------------------------------------------------------------------
    q("h96_graph", "where", "where is get_cycles defined?", {"def": "Graph.get_cycles"}),
    q(
        "h96_graph",
        "calls",
        "Graph._is_resource -- where is it called from?",
        grep(r"self\._is_resource\(", GRAPH),
    ),
    q(
        "h96_graph",
        "how",
        "How does Graph pick up a dependency that's hidden inside an Fn::Sub string, like "
        "${MyBucket.Arn}?",
        {"body": "Graph._add_subs"},
        {"body": "Graph._find_parameter"},
    ),
    q(
        "h96_graph",
        "which",
        "which method exports the graph in DOT format?",
        {"body": "Graph.to_dot"},
        {"body": "Graph.to_dot_string"},
    ),
    q(
        "h96_graph",
        "which",
        "When it draws the dependency picture, which part trims it down to just the actual "
        "cloud things, dropping the inputs and the stack's exported values from the drawing?",
        {"body": "GraphSettings.subgraph_view"},
        own=True,
    ),
    run(
        "h96_graph",
        "whats the output of {}",
        "from cfnlint.graph import GraphSettings; s = GraphSettings(); "
        "print(s._pydot_string_convert('AWS::S3::Bucket'), s._pydot_string_convert(5))",
        '"AWS::S3::Bucket" 5',
    ),
    q(
        "h96_graph",
        "edit",
        'typo in cfnlint/graph.py: EdgeSetting declares `labal: str = ""`. rename that class '
        "attribute to `label`, nothing else.",
        {"effect": {"line_replaced": [GRAPH, 'labal: str = ""', 'label: str = ""']}},
    ),
    # --- cfnlint/template --------------------------------------------------------------------
    q(
        "h96_template",
        "where",
        "Where is the GetAtts class?",
        {"def": "GetAtts"},
    ),
    q(
        "h96_template",
        "returns",
        "What does Template.get_resources return if the Resources section isnt a dict?",
        {"returns": "Template.get_resources"},
    ),
    q(
        "h96_template",
        "calls",
        "who calls get_condition_values",
        grep(r"self\.get_condition_values\(", TEMPLATE),
    ),
    q(
        "h96_template",
        "calls",
        "In the SAM transform, where is `_update_to_s3_uri` called?",
        grep(r"Transform\._update_to_s3_uri\(", SAM),
    ),
    q(
        "h96_template",
        "raises",
        "Where does GetAtts.match raise TypeError?",
        grep(r'raise TypeError\("Invalid GetAtt', GETATTS),
    ),
    q(
        "h96_template",
        "raises",
        "Hi! After expanding an Fn::ForEach I get 'Duplicate ... while doing transformation'. "
        "Where is that raised?",
        grep(r'f"Duplicate \{f_k\} while doing transformation"', LANG_EXT),
    ),
    q(
        "h96_template",
        "raises",
        "where does the language-extensions FindInMap value raise _ResolveError",
        grep(r"raise _ResolveError\(\"Can't resolve Fn::FindInMap\"", LANG_EXT),
    ),
    q(
        "h96_template",
        "how",
        "How does Template.get_valid_refs treat resources whose type ends in ::MODULE?",
        grep(
            r'if resource_type\.endswith\("::MODULE"\):|results\[f"\{name\}\.\*"\] = element',
            TEMPLATE,
        ),
    ),
    q(
        "h96_template",
        "how",
        "My template loops over a list to stamp out copies of a resource, but the list comes "
        "from something that can't be known until deploy time. What does the linter put in "
        "place of the real items while it unrolls the loop?",
        {"body": "_ForEachCollection.values"},
        own=True,
    ),
    q(
        "h96_template",
        "how",
        "My function definitions point at folders on my laptop instead of anything uploaded. "
        "How does the linter get the expansion step to swallow that, since it normally wants "
        "things already sitting in cloud storage?",
        {"body": "Transform._replace_local_codeuri"},
        {"body": "Transform._update_to_s3_uri"},
        own=True,
    ),
    q(
        "h96_template",
        "which",
        "which Template method tells me whether a resource might not exist for some "
        "combination of conditions?",
        {"body": "Template.is_resource_available"},
    ),
    q(
        "h96_template",
        "which",
        "which function works out, for some value buried deep inside my template, which on/off "
        "switches it sits underneath and on which side of each one?",
        {"body": "Template.get_conditions_from_path"},
        {"body": "Template._get_conditions_from_path"},
        own=True,
    ),
    q(
        "h96_template",
        "which",
        "how can it tell that my template was spat out by the typescript infrastructure toolkit "
        "rather than written by hand? which function checks that?",
        {"body": "Template.is_cdk_template"},
        own=True,
    ),
    run(
        "h96_template",
        "Could you run {} and paste the output?",
        "from cfnlint.template.template import camel_to_snake; "
        "print(camel_to_snake('FindInMap'), camel_to_snake('GetAZs'), "
        "camel_to_snake('ImportValue'))",
        "find_in_map get_a_zs import_value",
    ),
    q(
        "h96_template",
        "edit",
        "set _N to 10 in cfnlint/template/transforms/_language_extensions.py pls",
        {"effect": {"value_set": [LANG_EXT, "_N", "10"]}},
    ),
    q(
        "h96_template",
        "edit",
        "The 'Transformed template' info log in cfnlint/template/transforms/transform.py dumps "
        "my whole template every run. Comment out that LOGGER.info line (the one at the end of "
        "Transform.transform).",
        {
            "effect": {
                "comment_out": [
                    TRANSFORM,
                    'LOGGER.info("Transformed template: \\n%s", format_json_string(cfn.template))',
                ]
            }
        },
    ),
    q(
        "h96_template",
        "edit",
        "Template.search_deep_keys gets really slow on our 5000-line templates. Could you "
        "rewrite it to build an index of every key once and make all the lookups use that?",
        {"effect": {"declined": True}},
    ),
]
