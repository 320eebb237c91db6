"""The two-hundred-and-twenty-sixth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (awscli 1.45.11: ``awscli/bcdoc/textwriter.py``
and ``awscli/customizations/cloudtrail/subscribe.py``; docstring_parser 0.18.0:
``docstring_parser/epydoc.py``; uri-template 1.3.0: ``uri_template/expansions.py``), written
blind: by reading only those files, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (awscli's plain-text docutils writer most, then
uri-template's expansions, the CloudTrail subscribe command, docstring_parser's epydoc style).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every
definition gold names one definition, every grep matches, every command's expected text is in its
real output, no edit's effect holds on the untouched files and both declines hold); each edit was
then made by hand on a scratch copy of its workspace and ``bench_answers.check_effect`` held after
it. The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h226_awscli_textwriter": ["awscli/bcdoc/textwriter.py"],
    "h226_awscli_subscribe": ["awscli/customizations/cloudtrail/subscribe.py"],
    "h226_docstring_parser_epydoc": ["docstring_parser/epydoc.py"],
    "h226_uri_template_expansions": ["uri_template/expansions.py"],
}

TW = "awscli/bcdoc/textwriter.py"
SUB = "awscli/customizations/cloudtrail/subscribe.py"
EPY = "docstring_parser/epydoc.py"
EXP = "uri_template/expansions.py"


QUESTIONS: list[dict] = [
    # --- awscli/bcdoc/textwriter.py ----------------------------------------------------------
    q(
        "h226_awscli_textwriter",
        "where",
        "Where is my_wrap defined in the bcdoc text writer?",
        {"def": "my_wrap"},
    ),
    q(
        "h226_awscli_textwriter",
        "returns",
        "what does my_wrap give back -- one string with newlines, or something else?",
        {"returns": "my_wrap"},
    ),
    q(
        "h226_awscli_textwriter",
        "calls",
        "Who calls my_wrap() in textwriter.py?",
        grep(r"(?<!def )my_wrap\(", TW),
    ),
    q(
        "h226_awscli_textwriter",
        "calls",
        "where is `_make_depart_admonition` used? I want to see every place that builds one",
        grep(r"= _make_depart_admonition\(", TW),
    ),
    q(
        "h226_awscli_textwriter",
        "raises",
        "Rendering my rst with the aws text writer dies with NotImplementedError: Nested tables "
        "are not supported. Which line throws that?",
        grep(r"raise NotImplementedError\('Nested tables", TW),
    ),
    q(
        "h226_awscli_textwriter",
        "raises",
        "where does TextTranslator raise 'Unknown node: ...' for node types it has no visitor for",
        grep(r"raise NotImplementedError\('Unknown node: '", TW),
    ),
    q(
        "h226_awscli_textwriter",
        "const",
        "The plain text help wraps at 70 columns. Where's that width set?",
        grep(r"^MAXWIDTH = 70", TW),
    ),
    q(
        "h226_awscli_textwriter",
        "which",
        "In the text output there's sometimes a long row of = signs splitting the page in two, "
        "and it gets shorter the further in it sits. What draws that?",
        {"body": "TextTranslator.visit_transition"},
        own=True,
    ),
    q(
        "h226_awscli_textwriter",
        "which",
        "Which class overrides wordsep_re so that hyphenated words and `:role:` text break "
        "differently when wrapping?",
        {"body": "TextWrapper"},
    ),
    q(
        "h226_awscli_textwriter",
        "which",
        "which part actually draws a grid of cells with + and | borders, and works out how wide "
        "every column needs to be from what's in it?",
        {"body": "TextTranslator.depart_table"},
        own=True,
    ),
    q(
        "h226_awscli_textwriter",
        "which",
        "For enumerated lists, which TextTranslator method puts the '1. ', '2. ' in front of the "
        "items?",
        {"body": "TextTranslator.depart_list_item"},
        {"body": "TextTranslator.visit_list_item"},
    ),
    q(
        "h226_awscli_textwriter",
        "how",
        "How are footnotes laid out by TextTranslator? Specifically how does it decide how far "
        "to indent the footnote text that follows the [n] label?",
        {"body": "TextTranslator.visit_footnote"},
        {"body": "TextTranslator.depart_footnote"},
    ),
    q(
        "h226_awscli_textwriter",
        "how",
        "how does depart_title pick the character it underlines a heading with?",
        {"body": "TextTranslator.depart_title"},
        {"body": "TextTranslator.visit_section"},
    ),
    q(
        "h226_awscli_textwriter",
        "how",
        "When a paragraph is nested a few levels deep (say a list inside a quote inside another "
        "list), how does the plain-text output stop its lines from running past the right edge?",
        {"body": "TextTranslator.end_state"},
        own=True,
    ),
    q(
        "h226_awscli_textwriter",
        "how",
        "How does visit_raw deal with a raw directive -- e.g. one marked for html only?",
        {"body": "TextTranslator.visit_raw"},
    ),
    run(
        "h226_awscli_textwriter",
        "Can you run {} and show me how the table comes out?",
        "from docutils.core import publish_string; from awscli.bcdoc.textwriter import "
        "TextWriter; print(publish_string('+-----+-----+\\n| key | val |\\n+=====+=====+\\n"
        "| a   | 1   |\\n+-----+-----+', writer=TextWriter()).decode())",
        "| key   | val   |",
    ),
    run(
        "h226_awscli_textwriter",
        "what's the output of {}",
        "from awscli.bcdoc.textwriter import my_wrap; "
        "print(my_wrap('a well-known and long-winded remark about things', width=12))",
        "'and long-', 'winded'",
    ),
    q(
        "h226_awscli_textwriter",
        "edit",
        "70 columns is too narrow for my terminal. In awscli/bcdoc/textwriter.py please set "
        "MAXWIDTH to 80.",
        {"effect": {"value_set": [TW, "MAXWIDTH", "80"]}},
    ),
    q(
        "h226_awscli_textwriter",
        "edit",
        "TextTranslator has dozens of empty visit_x/depart_x methods that just `pass`. Could you "
        "refactor the class so those no-op pairs are generated from a single list of node "
        "names, without changing the output?",
        {"effect": {"declined": True}},
    ),
    # --- awscli/customizations/cloudtrail/subscribe.py ---------------------------------------
    q(
        "h226_awscli_subscribe",
        "where",
        "where's setup_new_topic",
        {"def": "CloudTrailSubscribe.setup_new_topic"},
    ),
    q(
        "h226_awscli_subscribe",
        "returns",
        "What does CloudTrailSubscribe._get_policy return when the download works?",
        {"returns": "CloudTrailSubscribe._get_policy"},
    ),
    q(
        "h226_awscli_subscribe",
        "calls",
        "Who fetches the policy template through _get_policy in the cloudtrail subscribe command?",
        grep(r"self\._get_policy\(", SUB),
    ),
    q(
        "h226_awscli_subscribe",
        "raises",
        "I passed --include-global-service-events yes and got a ValueError. where is that raised?",
        grep(r"You must pass either true or false", SUB),
    ),
    q(
        "h226_awscli_subscribe",
        "raises",
        "create-subscription with --s3-new-bucket fails saying the bucket already exists -- "
        "where in the code is that exception thrown?",
        grep(r"raise Exception\('Bucket \{bucket\} already exists", SUB),
    ),
    q(
        "h226_awscli_subscribe",
        "raises",
        "Where does CloudTrailError get raised?",
        grep(r"raise CloudTrailError\(", SUB),
    ),
    q(
        "h226_awscli_subscribe",
        "const",
        "which S3 key is the default bucket policy template read from? where is it defined?",
        grep(r"^S3_POLICY_TEMPLATE = ", SUB),
    ),
    q(
        "h226_awscli_subscribe",
        "which",
        "Say I ask the command for a brand-new place to keep the logs and also a new "
        "notification channel, and the notification part blows up. Which code deletes the "
        "storage that was already made?",
        {"body": "CloudTrailSubscribe._call"},
        own=True,
    ),
    q(
        "h226_awscli_subscribe",
        "how",
        "How does setup_new_bucket handle regions other than us-east-1 when it creates the bucket?",
        {"body": "CloudTrailSubscribe.setup_new_bucket"},
    ),
    q(
        "h226_awscli_subscribe",
        "edit",
        "In subscribe.py, right after the line sys.stdout.write('Starting CloudTrail "
        "service...\\n') add LOG.debug('Starting logging for trail %s', name)",
        {
            "effect": {
                "line_after": [
                    SUB,
                    "sys.stdout.write('Starting CloudTrail service...\\n')",
                    "LOG.debug('Starting logging for trail %s', name)",
                ]
            }
        },
    ),
    # --- docstring_parser/epydoc.py ----------------------------------------------------------
    q(
        "h226_docstring_parser_epydoc",
        "where",
        "hey, where is the epydoc compose function?",
        {"def": "compose"},
    ),
    q(
        "h226_docstring_parser_epydoc",
        "calls",
        "_clean_str -- who calls it?",
        grep(r"= _clean_str\(", EPY),
    ),
    q(
        "h226_docstring_parser_epydoc",
        "raises",
        "My docstring has both @return and @yield and parse() fails with ParseError: Error "
        'parsing meta information for "return". Where is that raised?',
        grep(r'Error parsing meta information for "', EPY),
    ),
    q(
        "h226_docstring_parser_epydoc",
        "which",
        "I've got the already-parsed object for a function's doc comment and want it as "
        "@-tagged text again. Which function does that?",
        {"body": "compose"},
        own=True,
    ),
    q(
        "h226_docstring_parser_epydoc",
        "how",
        "In those @-tag style doc comments, if I write a type as int? with a question mark at "
        "the end, what does the reader make of it?",
        grep(r'type_name\.endswith\("\?"\)|type_name = type_name\[:-1\]', EPY),
        own=True,
    ),
    run(
        "h226_docstring_parser_epydoc",
        "I'm checking how defaults are picked up. Please run {}",
        "from docstring_parser.epydoc import parse; "
        "d = parse('Hi.\\n\\n@param x: a number, defaults to 3.\\n@type x: int?'); "
        "p = d.params[0]; print(p.arg_name, p.type_name, p.is_optional, p.default)",
        "x int True 3",
    ),
    q(
        "h226_docstring_parser_epydoc",
        "edit",
        "_clean_str in docstring_parser/epydoc.py has no docstring. Add one please: it strips "
        "the string and returns None if nothing is left.",
        {"effect": {"docstring": "_clean_str"}},
    ),
    # --- uri_template/expansions.py ----------------------------------------------------------
    q(
        "h226_uri_template_expansions",
        "where",
        "Where is FormStyleQueryContinuation defined?",
        {"def": "FormStyleQueryContinuation"},
    ),
    q(
        "h226_uri_template_expansions",
        "returns",
        "what can ExpressionExpansion.expand return? can it be None?",
        {"returns": "ExpressionExpansion.expand"},
    ),
    q(
        "h226_uri_template_expansions",
        "returns",
        "For {;x} expansions, what does PathStyleExpansion._expand_var return when the value "
        "is empty?",
        {"returns": "PathStyleExpansion._expand_var"},
    ),
    q(
        "h226_uri_template_expansions",
        "calls",
        "Which places call _encode_str in uri_template's expansions module?",
        grep(r"(?<!def )_encode_str\(", EXP),
    ),
    q(
        "h226_uri_template_expansions",
        "raises",
        "uri_template gives me 'Bad expansion: {var:3}' when the value is a list. Where's the "
        "ExpansionFailedError raised?",
        grep(r"raise ExpansionFailedError\(", EXP),
    ),
    q(
        "h226_uri_template_expansions",
        "which",
        "which expansion class handles the semicolon path-style parameters ({;x,y})?",
        {"body": "PathStyleExpansion"},
    ),
    q(
        "h226_uri_template_expansions",
        "which",
        "Which routine swaps characters that can't go in a web address for %XX hex escapes, but "
        "leaves an escape that's already there (like %2F) alone when it's allowed to?",
        {"body": "Expansion._encode"},
        own=True,
    ),
    q(
        "h226_uri_template_expansions",
        "how",
        "How does ExpressionExpansion.partial decide which variables stay behind as a {...} "
        "placeholder in the output?",
        {"body": "ExpressionExpansion.partial"},
    ),
    q(
        "h226_uri_template_expansions",
        "how",
        "if I fill a placeholder with a yes/no flag (Python True), what ends up in the link: "
        "'True' or 'true'? how is that handled?",
        grep(r"isinstance\(value, bool\)|str\(value\)\.lower\(\)", EXP),
        own=True,
    ),
    run(
        "h226_uri_template_expansions",
        "Quick one: what does {} print?",
        "from uri_template.expansions import FormStyleQueryExpansion; "
        "print(FormStyleQueryExpansion('?q,lang').expand({'q': 'hello world', 'lang': 'en'}))",
        "?q=hello%20world&lang=en",
    ),
    q(
        "h226_uri_template_expansions",
        "edit",
        "ExpansionFailedError.__str__ in uri_template/expansions.py builds 'Bad expansion: ' + "
        "the variable. change 'Bad expansion: ' to 'Expansion failed: '",
        {"effect": {"text_replaced": [EXP, "'Bad expansion: '", "'Expansion failed: '"]}},
    ),
    q(
        "h226_uri_template_expansions",
        "edit",
        "Expanding thousands of templates is slow and profiling points at Expansion._encode "
        "building strings one char at a time. Can you make it much faster (maybe a cached "
        "translation table) and show me the speedup?",
        {"effect": {"declined": True}},
    ),
]
