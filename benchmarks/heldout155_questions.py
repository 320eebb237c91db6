"""The hundred-and-fifty-fifth held-out set: questions on four modules of one third-party package,
copied from the installed site-packages (hypothesis 6.155.2: ``hypothesis/database.py``,
``hypothesis/_settings.py``, ``hypothesis/stateful.py``, ``hypothesis/vendor/pretty.py``), written
blind: by reading only those files, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files, which are close to even here (the example
databases a little the most, then the settings, the stateful machinery and the vendored pretty
printer). About a fifth of the questions that are not edits are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``. The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h155_hypothesis_database": ["hypothesis/database.py"],
    "h155_hypothesis_settings": ["hypothesis/_settings.py"],
    "h155_hypothesis_stateful": ["hypothesis/stateful.py"],
    "h155_hypothesis_pretty": ["hypothesis/vendor/pretty.py"],
}

DB = "hypothesis/database.py"
SETTINGS = "hypothesis/_settings.py"
STATEFUL = "hypothesis/stateful.py"
PRETTY = "hypothesis/vendor/pretty.py"


QUESTIONS: list[dict] = [
    # --- hypothesis/database.py --------------------------------------------------------------
    q(
        "h155_hypothesis_database",
        "where",
        "where is the `_key_path` of GitHubArtifactDatabase defined? the cached static one",
        {"def": "GitHubArtifactDatabase._key_path"},
    ),
    q(
        "h155_hypothesis_database",
        "returns",
        "What does _usable_dir return when the directory I give it doesn't exist yet?",
        {"returns": "_usable_dir"},
    ),
    q(
        "h155_hypothesis_database",
        "calls",
        "Where does the directory database actually call _ensure_directory_exists?",
        grep(r"self\._ensure_directory_exists\(\)", DB),
    ),
    q(
        "h155_hypothesis_database",
        "raises",
        "I called .save() on a GitHubArtifactDatabase directly (forgot to wrap it) and got a "
        "RuntimeError. Which line throws that?",
        grep(r"raise RuntimeError\(self\._read_only_message\)", DB),
    ),
    q(
        "h155_hypothesis_database",
        "raises",
        "my shell still exports HYPOTHESIS_DATABASE_FILE from some old setup and now I get an "
        "exception about it. where in database.py is that raised?",
        grep(r"raise HypothesisException\(", DB),
    ),
    q(
        "h155_hypothesis_database",
        "const",
        "DirectoryBasedExampleDatabase keeps a special entry listing every key it has seen. "
        "Where is the name of that entry set?",
        grep(r"_metakeys_name: ClassVar\[bytes\] = ", DB),
    ),
    q(
        "h155_hypothesis_database",
        "which",
        "I don't want my run to stall every time something gets stored. Which wrapper hands the "
        "storing off so it happens on the side, and only catches up once I go to read things "
        "back?",
        {"def": "BackgroundWriteDatabase"},
        own=True,
    ),
    q(
        "h155_hypothesis_database",
        "which",
        "Which little function boils a lookup label down to the short scrambled name its folder "
        "gets on disk?",
        {"def": "_hash"},
        own=True,
    ),
    q(
        "h155_hypothesis_database",
        "which",
        "In the GitHub artifact database, which method decides whether the cached zip is still "
        "fresh enough or a new one has to be downloaded?",
        {"def": "GitHubArtifactDatabase._initialize_db"},
    ),
    q(
        "h155_hypothesis_database",
        "how",
        "How does `DirectoryBasedExampleDatabase.save` make sure another process never sees a "
        "half-written example file?",
        {"body": "DirectoryBasedExampleDatabase.save"},
    ),
    q(
        "h155_hypothesis_database",
        "how",
        "We read from my local store and the team's shared one at the same time. If both have "
        "an identical saved case, how does it avoid handing it to me twice?",
        {"body": "MultiplexedDatabase.fetch"},
        own=True,
    ),
    run(
        "h155_hypothesis_database",
        "Run {} and tell me the hex it prints.",
        "from hypothesis.database import choices_to_bytes; "
        "print(choices_to_bytes([True, 5, 'hi']).hex())",
        "014105826869",
    ),
    q(
        "h155_hypothesis_database",
        "edit",
        "`_hash` in hypothesis/database.py has no docstring. Can you add one? It returns the "
        "first 16 hex digits of the sha384 of the key.",
        {"effect": {"docstring": "_hash"}},
    ),
    # --- hypothesis/_settings.py -------------------------------------------------------------
    q(
        "h155_hypothesis_settings",
        "where",
        "where's _validate_deadline",
        {"def": "_validate_deadline"},
    ),
    q(
        "h155_hypothesis_settings",
        "returns",
        "What does the `default` property on settingsMeta give back if no profile value has "
        "been set yet?",
        {"returns": "settingsMeta.default"},
    ),
    q(
        "h155_hypothesis_settings",
        "calls",
        "which settings get checked through _validate_choices? show me the call sites",
        grep(r"(?<!def )_validate_choices\(", SETTINGS),
    ),
    q(
        "h155_hypothesis_settings",
        "raises",
        "settings(deadline=0) is rejected with InvalidArgument. Where's the check for a "
        "zero or negative deadline?",
        grep(r"if deadline <= datetime\.timedelta\(0\):|impossible to meet a", SETTINGS),
    ),
    q(
        "h155_hypothesis_settings",
        "raises",
        "I tried `s.max_examples = 500` on a settings instance and got an AttributeError. "
        "Where's that coming from?",
        grep(r'raise AttributeError\("settings objects are immutable"\)', SETTINGS),
    ),
    q(
        "h155_hypothesis_settings",
        "const",
        "Where is the built-in default of 100 examples actually set in _settings.py (not the "
        "docs)?",
        grep(r"^    max_examples=100,$", SETTINGS),
    ),
    q(
        "h155_hypothesis_settings",
        "which",
        "Which function works out whether my tests are running on a build server instead of "
        "on my own laptop?",
        {"def": "is_in_ci"},
        own=True,
    ),
    q(
        "h155_hypothesis_settings",
        "how",
        "When I create settings(max_examples=10) without a parent, how do all the other options "
        "get their values?",
        grep(
            r"self\._fallback = parent or settings\.default|"
            r"^\s+self\._fallback\.\w+  # type: ignore$",
            SETTINGS,
        ),
    ),
    q(
        "h155_hypothesis_settings",
        "how",
        "If I list the stages I want in some random order, how does it end up running them in "
        "the proper sequence anyway?",
        {"body": "_validate_phases"},
        own=True,
    ),
    run(
        "h155_hypothesis_settings",
        "what does {} print?",
        "from hypothesis import settings; print(settings(phases=['shrink', 'explicit']).phases)",
        "(Phase.explicit, Phase.shrink)",
    ),
    q(
        "h155_hypothesis_settings",
        "edit",
        "Our Jenkins boxes aren't detected as CI. In hypothesis/_settings.py please add the line "
        '`"JENKINS_URL": None,  # Jenkins` to _CI_VARS, directly after the TeamCity entry.',
        {
            "effect": {
                "line_after": [
                    SETTINGS,
                    '"TEAMCITY_VERSION": None,  # TeamCity',
                    '"JENKINS_URL": None,  # Jenkins',
                ]
            }
        },
    ),
    q(
        "h155_hypothesis_settings",
        "edit",
        "settings.__init__ repeats the same fallback-or-validate block for every option. Could "
        "you refactor it into a loop over all_settings with a table of validators, and make sure "
        "the test suite still passes?",
        {"effect": {"declined": True}},
    ),
    # --- hypothesis/stateful.py --------------------------------------------------------------
    q(
        "h155_hypothesis_stateful",
        "where",
        "Where is the `precondition` decorator defined in stateful.py?",
        {"def": "precondition"},
    ),
    q(
        "h155_hypothesis_stateful",
        "returns",
        "what does _rule_qualname return for a rule defined inside a test function?",
        {"returns": "_rule_qualname"},
    ),
    q(
        "h155_hypothesis_stateful",
        "calls",
        "who calls check_invariants on the machine?",
        grep(r"machine\.check_invariants\(", STATEFUL),
    ),
    q(
        "h155_hypothesis_stateful",
        "raises",
        "I made a RuleBasedStateMachine subclass with only invariants and instantiating it "
        "fails. Where is that error raised?",
        grep(r"if not setup_state\.rules:|defines no rules", STATEFUL),
    ),
    q(
        "h155_hypothesis_stateful",
        "raises",
        "consumes() gives me a TypeError when I pass it a plain strategy -- which line?",
        grep(r'raise TypeError\("Argument to be consumed must be a bundle\."\)', STATEFUL),
    ),
    q(
        "h155_hypothesis_stateful",
        "raises",
        "Hypothesis says 'No progress can be made from state ...' for my machine. Where's "
        "that thrown from?",
        grep(
            r"No progress can be made from state|raise InvalidDefinition\(msg\) from None", STATEFUL
        ),
    ),
    q(
        "h155_hypothesis_stateful",
        "which",
        "Which function should my rule return from if it wants to push several values into "
        "its target bundle at once?",
        {"def": "multiple"},
    ),
    q(
        "h155_hypothesis_stateful",
        "which",
        "When a step needs something an earlier step produced, which piece picks one out of the "
        "pool -- leaning toward the newest ones when simplifying, and optionally taking it out "
        "so it can't be used twice?",
        {"body": "BundleReferenceStrategy.do_draw"},
        own=True,
    ),
    q(
        "h155_hypothesis_stateful",
        "how",
        "In one generated scenario, how does it figure out it has done enough actions and "
        "should wrap up? Is there some chance of quitting early?",
        grep(
            r"if steps_run >= max_steps:|elif steps_run <= _min_steps:|"
            r"elif cd\.length > \(0\.8 \* BUFFER_SIZE\):|"
            r"if cd\.draw_boolean\(p=2\*\*-16, forced=must_stop\):",
            STATEFUL,
        ),
        own=True,
    ),
    q(
        "h155_hypothesis_stateful",
        "how",
        "How does RuleStrategy put the rules in order before sampling one, and is that work "
        "redone for every machine instance?",
        {"body": "RuleStrategy._setup_for"},
    ),
    run(
        "h155_hypothesis_stateful",
        "can you execute {} for me? I want to see how a consuming bundle shows up",
        "from hypothesis.stateful import Bundle, consumes; "
        "print(Bundle('keys'), consumes(Bundle('keys')))",
        "Bundle(name='keys', consume=True)",
    ),
    q(
        "h155_hypothesis_stateful",
        "edit",
        "Please rename `_is_singleton` to `_is_interned` in hypothesis/stateful.py, including "
        "where it's used.",
        {"effect": {"renamed": ["_is_singleton", "_is_interned"]}},
    ),
    q(
        "h155_hypothesis_stateful",
        "edit",
        "comment out the line `run_state_machine._hypothesis_internal_print_given_args = False` "
        "in stateful.py, I want to see what happens when given prints the args",
        {
            "effect": {
                "comment_out": [
                    STATEFUL,
                    "run_state_machine._hypothesis_internal_print_given_args = False",
                ]
            }
        },
    ),
    # --- hypothesis/vendor/pretty.py ---------------------------------------------------------
    q(
        "h155_hypothesis_pretty",
        "where",
        "Which file and line is the GroupQueue class on?",
        {"def": "GroupQueue"},
    ),
    q(
        "h155_hypothesis_pretty",
        "where",
        "where's RepresentationPrinter.repr_call defined",
        {"def": "RepresentationPrinter.repr_call"},
    ),
    q(
        "h155_hypothesis_pretty",
        "returns",
        "What does `_try_inline_lambda` hand back, and in which cases does it bail out?",
        {"returns": "_try_inline_lambda"},
    ),
    q(
        "h155_hypothesis_pretty",
        "calls",
        "Find every place in the vendored pretty module that falls back to _repr_pprint.",
        grep(r"(?<!def )_repr_pprint\(", PRETTY),
    ),
    q(
        "h155_hypothesis_pretty",
        "calls",
        "who uses _get_slice_comment?",
        grep(r"_get_slice_comment\(p, arg_labels", PRETTY),
    ),
    q(
        "h155_hypothesis_pretty",
        "which",
        "which printer function is responsible for showing compiled regexes as re.compile(...) "
        "with their flags?",
        {"def": "_re_pattern_pprint"},
    ),
    q(
        "h155_hypothesis_pretty",
        "which",
        "Which bit breaks up really long whole numbers with separators so they're readable, and "
        "falls back to base sixteen when they get astronomically big?",
        {"def": "_repr_integer"},
        own=True,
    ),
    q(
        "h155_hypothesis_pretty",
        "how",
        "how does _repr_float_counting_nans print a NaN whose bits aren't the standard ones?",
        {"body": "_repr_float_counting_nans"},
    ),
    q(
        "h155_hypothesis_pretty",
        "how",
        "If a list I print ends up containing itself, how does the printer notice, so it doesn't "
        "go round and round forever?",
        grep(
            r"cycle = cycle or obj_id in self\.stack|self\.stack\.append\(obj_id\)|"
            r"self\.stack\.pop\(\)",
            PRETTY,
        ),
        own=True,
    ),
    run(
        "h155_hypothesis_pretty",
        "Quick one: what's the output of {}?",
        "from hypothesis.vendor.pretty import pretty; print(pretty(frozenset({3, 1, 2})))",
        "frozenset({1, 2, 3})",
    ),
    q(
        "h155_hypothesis_pretty",
        "edit",
        "Nobody uses the old `ordereddict` backport anymore. In hypothesis/vendor/pretty.py, "
        'delete the line `for_type_by_name("ordereddict", "OrderedDict", _ordereddict_pprint)`.',
        {
            "effect": {
                "line_deleted": [
                    PRETTY,
                    'for_type_by_name("ordereddict", "OrderedDict", _ordereddict_pprint)',
                ]
            }
        },
    ),
    q(
        "h155_hypothesis_pretty",
        "edit",
        "Printing huge nested dicts through RepresentationPrinter is really slow for me. Could "
        "you profile it and rework the buffering and group queue so it's faster?",
        {"effect": {"declined": True}},
    ),
]
