"""The hundred-and-twentieth held-out set: questions on parts of two third-party packages that no
other set uses, copied from the installed site-packages (lark 1.3.1: its ``lark/parsers`` package
and ``lark/load_grammar.py``; moto 5.2.1: ``moto/kms/models.py`` and
``moto/secretsmanager/models.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the files (lark most, then the Secrets Manager models).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h120_lark": ["lark/parsers", "lark/load_grammar.py"],
    "h120_moto_kms": ["moto/kms/models.py"],
    "h120_moto_secrets": ["moto/secretsmanager/models.py"],
}

LG = "lark/load_grammar.py"
CYK = "lark/parsers/cyk.py"
LALR_AN = "lark/parsers/lalr_analysis.py"
SR_LOG = "logger.debug('Shift/Reduce conflict for terminal %s: (resolving as shift)', la.name)"
KMS = "moto/kms/models.py"
SM = "moto/secretsmanager/models.py"


QUESTIONS: list[dict] = [
    # --- lark --------------------------------------------------------------------------------
    q("h120_lark", "where", "where is nr_deepcopy_tree defined?", {"def": "nr_deepcopy_tree"}),
    q(
        "h120_lark",
        "where",
        "Can you point me to the LR0ItemSet class? I want to see what an item set stores.",
        {"def": "LR0ItemSet"},
    ),
    q(
        "h120_lark",
        "returns",
        "What does `FromPackageLoader.__call__` give back when it does find the grammar file?",
        {"returns": "FromPackageLoader.__call__"},
    ),
    q(
        "h120_lark",
        "calls",
        "who calls _parse_grammar",
        grep(r"= _parse_grammar\(", LG),
    ),
    q(
        "h120_lark",
        "calls",
        "Where is `predict_and_complete` invoked? I'm tracing the earley main loop (both the "
        "plain and the dynamic-lexer variant).",
        {"grep": r"self\.predict_and_complete\("},
    ),
    q(
        "h120_lark",
        "calls",
        "in load_grammar.py, where's EBNF_to_BNF._add_recurse_rule used from?",
        grep(r"self\._add_recurse_rule\(", LG),
    ),
    q(
        "h120_lark",
        "raises",
        'Where is the "Rules aren\'t allowed inside terminals" error raised?',
        grep(r"Rules aren't allowed inside terminals", LG),
    ),
    q(
        "h120_lark",
        "raises",
        "If I write something like `item~5..2` in a grammar, which lines raise the Bad Range "
        "GrammarError?",
        grep(r"raise GrammarError\(\"Bad Range for", LG),
    ),
    q(
        "h120_lark",
        "raises",
        "where does the cyk parser raise ParseError",
        grep(r"raise ParseError\(", CYK),
    ),
    q(
        "h120_lark",
        "raises",
        "Getting 'Reduce/Reduce collision in ...' when building my LALR parser -- where is "
        "that error thrown?",
        grep(r"Reduce/Reduce collision in|raise GrammarError\('\\n\\n'\.join\(msgs\)\)", LALR_AN),
    ),
    q(
        "h120_lark",
        "const",
        "what is REPEAT_BREAK_THRESHOLD set to, and where?",
        grep(r"^REPEAT_BREAK_THRESHOLD = ", LG),
    ),
    q(
        "h120_lark",
        "which",
        "When I put an asterisk or a + sign after an item in my .lark file, which code turns "
        "that into ordinary rules that call themselves?",
        {"body": "EBNF_to_BNF.expr"},
        {"body": "EBNF_to_BNF._add_recurse_rule"},
        own=True,
    ),
    q(
        "h120_lark",
        "how",
        "I wrote a few keywords in quotes straight inside my rules without declaring them "
        "anywhere. How does lark come up with names for the tokens it makes for them behind the "
        "scenes, e.g. something readable for a lone + sign?",
        {"body": "PrepareAnonTerminals.pattern"},
        own=True,
    ),
    q(
        "h120_lark",
        "which",
        "Which function notices when one of my token definitions ends up referring to itself, "
        "directly or via another token, and stops with an error?",
        {"body": "resolve_term_references"},
        own=True,
    ),
    q(
        "h120_lark",
        "how",
        "How does LALR_Analyzer.compute_lalr1_states deal with two rules that could both be "
        "reduced on the same lookahead? Does rule priority play a part?",
        {"body": "LALR_Analyzer.compute_lalr1_states"},
    ),
    q(
        "h120_lark",
        "how",
        "my input can be read two different ways and i've put a number on some rules to say "
        "which one i prefer. with earley, how does that number end up deciding which reading i "
        "get back?",
        {"body": "ForestSumVisitor"},
        {"body": "PackedNode.sort_key"},
        {"body": "SymbolNode.children"},
        own=True,
    ),
    q(
        "h120_lark",
        "which",
        "Which `InteractiveParser` method tells me the token types that would really let the "
        "parse continue from where it is now?",
        {"body": "InteractiveParser.accepts"},
    ),
    q(
        "h120_lark",
        "how",
        "If I ask for something to appear between 100 and 200 times, how does it avoid spelling "
        "out a hundred separate alternatives in one rule?",
        {"body": "EBNF_to_BNF._generate_repeats"},
        {"body": "EBNF_to_BNF._add_repeat_rule"},
        {"body": "EBNF_to_BNF._add_repeat_opt_rule"},
        own=True,
    ),
    q(
        "h120_lark",
        "which",
        "which GrammarBuilder method handles a %extend statement?",
        {"body": "GrammarBuilder._extend"},
    ),
    q(
        "h120_lark",
        "which",
        "Is there something that draws the whole tangle of possible parses as a picture file I "
        "can open and look at?",
        {"body": "ForestToPyDotVisitor"},
        own=True,
    ),
    run(
        "h120_lark",
        "What does {} print?",
        "from lark.load_grammar import _get_mangle; m = _get_mangle('common', {'NUMBER': 'NUM'}); "
        "print(m('_WS'), m('digit'), m('NUMBER'))",
        "_common__WS common__digit NUM",
    ),
    run(
        "h120_lark",
        "could you run {} and paste what comes out",
        r"from lark.load_grammar import eval_escaping; print(repr(eval_escaping(r'a\tb\d')))",
        r"'a\tb\\d'",
    ),
    run(
        "h120_lark",
        "Output of {} ?",
        r"from lark.load_grammar import load_grammar; "
        r"g, _ = load_grammar('start: x\nx: \x22+\x22 \x22ab\x22 \x22#\x22\n', '<s>', [], False); "
        r"terms, rules, ignore = g.compile(['start'], '*'); print(sorted(t.name for t in terms))",
        "['AB', 'HASH', 'PLUS']",
    ),
    run(
        "h120_lark",
        "I'm checking my understanding of FIRST/NULLABLE here. What would {} print?",
        "from lark.parsers.grammar_analysis import calculate_sets, Rule, Terminal as T, "
        "NonTerminal as N; FIRST, FOLLOW, NULL = calculate_sets([Rule(N('s'), [N('a'), T('X')]), "
        "Rule(N('a'), []), Rule(N('a'), [T('Y')])]); "
        "print(sorted(t.name for t in FIRST[N('s')]), sorted(n.name for n in NULL))",
        "['X', 'Y'] ['a']",
    ),
    q(
        "h120_lark",
        "edit",
        "Please set SMALL_FACTOR_THRESHOLD in lark/load_grammar.py to 7.",
        {"effect": {"value_set": [LG, "SMALL_FACTOR_THRESHOLD", "7"]}},
    ),
    q(
        "h120_lark",
        "edit",
        "can you comment out the `logger.debug('Shift/Reduce conflict for terminal %s: "
        "(resolving as shift)', la.name)` line in lalr_analysis.py? too noisy with debug "
        "logging on",
        {
            "effect": {
                "comment_out": [
                    LALR_AN,
                    SR_LOG,
                ]
            }
        },
    ),
    q(
        "h120_lark",
        "edit",
        "Add a docstring to `_find_used_symbols` explaining that it returns the names of all "
        "symbols used in a rule's expansions tree.",
        {"effect": {"docstring": "_find_used_symbols"}},
    ),
    q(
        "h120_lark",
        "edit",
        "The Earley parser takes forever on my 2 MB input. Could you rewrite "
        "predict_and_complete and the scanner so it runs at least 10x faster?",
        {"effect": {"declined": True}},
    ),
    # --- moto kms ----------------------------------------------------------------------------
    q("h120_moto_kms", "where", "Where's Key.to_dict?", {"def": "Key.to_dict"}),
    q(
        "h120_moto_kms",
        "returns",
        "what does the `signing_algorithms` property on Key return, e.g. for an ECC_NIST_P384 "
        "key or an encrypt/decrypt key?",
        {"returns": "Key.signing_algorithms"},
    ),
    q(
        "h120_moto_kms",
        "calls",
        "Which KmsBackend methods call describe_key?",
        grep(r"= self\.describe_key\(", KMS),
    ),
    q(
        "h120_moto_kms",
        "raises",
        "where is KMSInvalidMacException raised",
        grep(r"raise KMSInvalidMacException\(\)", KMS),
    ),
    q(
        "h120_moto_kms",
        "raises",
        "When I sign with an algorithm my key doesn't support I get a ValidationException about "
        "'SigningAlgorithm'. Where in the kms models does that come from?",
        grep(r"at 'SigningAlgorithm' failed", KMS),
    ),
    q(
        "h120_moto_kms",
        "which",
        "Which part writes the permissions document a new key gets when I don't supply one myself?",
        {"body": "Key.generate_default_policy"},
        own=True,
    ),
    q(
        "h120_moto_kms",
        "how",
        "When I ask to get rid of a key it's not gone straight away, right? How is the waiting "
        "time handled, and how short or long may it be?",
        {"body": "KmsBackend.schedule_key_deletion"},
        own=True,
    ),
    q(
        "h120_moto_kms",
        "how",
        "how does any_id_to_key_id turn an alias ARN like arn:aws:kms:...:alias/foo into the "
        "raw key id?",
        {"body": "KmsBackend.any_id_to_key_id"},
        {"body": "KmsBackend.get_alias_name"},
        {"body": "KmsBackend.get_key_id_from_alias"},
    ),
    q(
        "h120_moto_kms",
        "edit",
        'In moto/kms/models.py, change the "limit_default" for list_key_rotations in '
        "PAGINATION_MODEL from 1000 to 500.",
        {"effect": {"text_replaced": [KMS, '"limit_default": 1000,', '"limit_default": 500,']}},
    ),
    # --- moto secretsmanager -----------------------------------------------------------------
    q(
        "h120_moto_secrets",
        "where",
        "hey, where is `filter_primary_region` defined?",
        {"def": "filter_primary_region"},
    ),
    q(
        "h120_moto_secrets",
        "returns",
        "What does SecretsManagerBackend._get_secret_values_page_and_next_token return? I'm "
        "wondering what the next token looks like on the last page.",
        {"returns": "SecretsManagerBackend._get_secret_values_page_and_next_token"},
    ),
    q(
        "h120_moto_secrets",
        "calls",
        "who calls _check_with_existing_secrets_and_versions?",
        grep(r"= self\._check_with_existing_secrets_and_versions\(", SM),
    ),
    q(
        "h120_moto_secrets",
        "raises",
        "Where's SecretStageVersionMismatchException thrown?",
        grep(r"raise SecretStageVersionMismatchException\(\)", SM),
    ),
    q(
        "h120_moto_secrets",
        "raises",
        "delete_secret with RecoveryWindowInDays=3 blows up with InvalidParameterException. "
        "where is that check?",
        grep(
            r"recovery_window_in_days < 7 or|RecoveryWindowInDays value must be between 7 and 30",
            SM,
        ),
    ),
    q(
        "h120_moto_secrets",
        "const",
        "where's DEFAULT_KMS_KEY_ALIAS set for secrets manager",
        grep(r"^\s+DEFAULT_KMS_KEY_ALIAS = ", SM),
    ),
    q(
        "h120_moto_secrets",
        "how",
        "After I store a new value for a secret, can I still get the old one back? How does it "
        "keep track of which value is the latest and which was the one before it?",
        {"body": "FakeSecret.reset_default_version"},
        {"body": "SecretsManagerBackend._add_secret"},
        own=True,
    ),
    q(
        "h120_moto_secrets",
        "which",
        "I refer to a secret sometimes by its friendly label and sometimes by the long amazon "
        "resource string, occasionally with the random bit at the end chopped off. Which code "
        "finds the secret either way?",
        {"body": "SecretsStore"},
        own=True,
    ),
    q(
        "h120_moto_secrets",
        "which",
        "Which method checks that a ClientRequestToken is 32-64 characters long?",
        {"body": "SecretsManagerBackend._client_request_token_validator"},
    ),
    q(
        "h120_moto_secrets",
        "how",
        "How does rotate_secret decide which steps of the rotation Lambda to invoke when "
        "RotateImmediately is false?",
        grep(
            r'rotation_steps = \["create", "set", "test", "finish"\]|rotation_steps = \["test"\]',
            SM,
        ),
    ),
    q(
        "h120_moto_secrets",
        "edit",
        "add `import logging` to the imports at the top of moto/secretsmanager/models.py",
        {"effect": {"at_top": [SM, "import logging"]}},
    ),
]
