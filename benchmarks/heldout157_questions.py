"""The hundred-and-fifty-seventh set: questions on four modules of one third-party package, copied
from the installed site-packages (pytest 9.0.3: ``_pytest/terminal.py``, ``_pytest/junitxml.py``,
``_pytest/mark/structures.py``, ``_pytest/cacheprovider.py``), written blind: by reading only those
files, never the model's code or its notes, and committed before the model was asked any of them.
It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (the terminal reporter most, then the JUnit XML
writer, the mark structures and the cache provider, which are about the same size). About a fifth
of the questions that are not edits are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command or
ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The
commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h157_pytest_terminal": ["_pytest/terminal.py"],
    "h157_pytest_junitxml": ["_pytest/junitxml.py"],
    "h157_pytest_structures": ["_pytest/mark/structures.py"],
    "h157_pytest_cacheprovider": ["_pytest/cacheprovider.py"],
}

TERM = "_pytest/terminal.py"
JUNIT = "_pytest/junitxml.py"
MARKS = "_pytest/mark/structures.py"
CACHE = "_pytest/cacheprovider.py"


QUESTIONS: list[dict] = [
    # --- _pytest/terminal.py -----------------------------------------------------------------
    q(
        "h157_pytest_terminal",
        "where",
        "where is `WarningReport` declared?",
        {"def": "WarningReport"},
    ),
    q(
        "h157_pytest_terminal",
        "returns",
        "What can TerminalReporter._determine_show_progress_info give back? I see a Literal in the "
        "signature but want the actual return statements.",
        {"returns": "TerminalReporter._determine_show_progress_info"},
    ),
    q(
        "h157_pytest_terminal",
        "calls",
        "Where does the short summary call _get_node_id_with_markup?",
        grep(r"= _get_node_id_with_markup\(", TERM),
    ),
    q(
        "h157_pytest_terminal",
        "calls",
        "which places in terminal.py trigger `_write_progress_information_filling_space`",
        grep(r"self\._write_progress_information_filling_space\(\)", TERM),
    ),
    q(
        "h157_pytest_terminal",
        "raises",
        "If a plugin hands the OSC 9;4 progress emitter a value like 150, where does it complain "
        "about that?",
        grep(r"assert progress is None or 0 <= progress <= 100", TERM),
    ),
    q(
        "h157_pytest_terminal",
        "const",
        "The 'collecting ...' line only gets rewritten every so often. Where's that interval "
        "defined?",
        grep(r"^REPORT_COLLECTING_RESOLUTION = ", TERM),
    ),
    run(
        "h157_pytest_terminal",
        "Can you execute {} for me and tell me what comes out?",
        "from _pytest.terminal import format_node_duration; print(repr(format_node_duration(0.0042)))",
        "4.200ms",
    ),
    run(
        "h157_pytest_terminal",
        "what does {} print? curious whether warnings gets singularised",
        "from _pytest.terminal import pluralize; "
        "print(pluralize(1, 'warnings'), pluralize(3, 'error'), pluralize(2, 'passed'))",
        "(1, 'warning') (3, 'errors') (2, 'passed')",
    ),
    q(
        "h157_pytest_terminal",
        "edit",
        'In _pytest/terminal.py please set `_REPORTCHARS_DEFAULT` to "fEs" so skips show up in '
        "the short summary by default.",
        {"effect": {"value_set": [TERM, "_REPORTCHARS_DEFAULT", '"fEs"']}},
    ),
    q(
        "h157_pytest_terminal",
        "edit",
        "_plugin_nameversions in terminal.py has no docstring. Add one saying it lists the "
        "plugin distributions as name-version strings, without the pytest- prefix and without "
        "duplicates.",
        {"effect": {"docstring": "_plugin_nameversions"}},
    ),
    q(
        "h157_pytest_terminal",
        "edit",
        "TerminalReporter is huge. Could you split it into a few smaller classes (summaries, "
        "progress, collection output), keep all the hooks working and run the test suite to prove "
        "nothing broke?",
        {"effect": {"declined": True}},
    ),
    q(
        "h157_pytest_terminal",
        "which",
        "Which function turns the -r option string into the final report chars, expanding 'a' and "
        "'A' and resetting on 'N'?",
        {"def": "getreportopt"},
    ),
    q(
        "h157_pytest_terminal",
        "which",
        "with --collect-only, which method prints the indented tree of modules/classes/functions?",
        {"def": "TerminalReporter._printcollecteditems"},
    ),
    q(
        "h157_pytest_terminal",
        "which",
        "Which hook implementation picks the letter for each test outcome, e.g. `E` rather than "
        "`F` when a fixture blows up during setup?",
        {"def": "pytest_report_teststatus"},
    ),
    q(
        "h157_pytest_terminal",
        "which",
        "At the end I get one line like `[3] tests/foo.py:12: no db` instead of three identical "
        "ones. Which helper lumps together the tests left out for the same reason at the same "
        "place and keeps a tally?",
        {"def": "_folded_skips"},
        own=True,
    ),
    q(
        "h157_pytest_terminal",
        "which",
        "My window tab shows a little bar filling up while the run goes on, and it turns red once "
        "something breaks. Which piece sends the escape codes for that?",
        {"def": "TerminalProgressPlugin._emit_progress"},
        {"def": "TerminalProgressPlugin.pytest_runtest_logreport"},
        own=True,
    ),
    q(
        "h157_pytest_terminal",
        "how",
        "how does the reporter decide whether the final '=== N passed ... ===' line is red, yellow "
        "or green?",
        {"body": "TerminalReporter._determine_main_color"},
    ),
    q(
        "h157_pytest_terminal",
        "how",
        "In verbose mode the reason next to a skipped test sometimes ends in '...'. When the text "
        "is wider than the room left on the screen, how does it get shortened?",
        {"body": "_format_trimmed"},
        own=True,
    ),
    q(
        "h157_pytest_terminal",
        "how",
        "The total time printed at the very bottom once everything's done -- what does it look "
        "like when a run takes longer than a minute? does it switch to hours and minutes?",
        {"body": "format_session_duration"},
        own=True,
    ),
    q(
        "h157_pytest_terminal",
        "how",
        "When the same warning comes from dozens of places, how does summary_warnings avoid "
        "listing every location?",
        {"body": "TerminalReporter.summary_warnings"},
    ),
    q(
        "h157_pytest_terminal",
        "how",
        "While it's still looking through my folders for tests, there's a running count at the "
        "top that keeps updating. How is that line put together, and how often is it redrawn?",
        {"body": "TerminalReporter.report_collect"},
        own=True,
    ),
    # --- _pytest/junitxml.py -----------------------------------------------------------------
    q(
        "h157_pytest_junitxml",
        "where",
        "Which line of junitxml.py has `add_global_property`?",
        {"def": "LogXML.add_global_property"},
    ),
    q(
        "h157_pytest_junitxml",
        "returns",
        "what does `_NodeReporter.make_properties_node` return when the test recorded no "
        "properties?",
        {"returns": "_NodeReporter.make_properties_node"},
    ),
    q(
        "h157_pytest_junitxml",
        "calls",
        "Who calls _opentestcase in the junit xml plugin?",
        grep(r"self\._opentestcase\(", JUNIT),
    ),
    q(
        "h157_pytest_junitxml",
        "raises",
        "I called record_testsuite_property(42, 'x') and got 'name parameter needs to be a "
        "string'. Where is that TypeError thrown?",
        grep(r"raise TypeError\(msg\.format\(", JUNIT),
    ),
    q(
        "h157_pytest_junitxml",
        "raises",
        "merge_family can raise when one of the family attribute lists isn't a list -- which line "
        "does that?",
        grep(r"raise TypeError\(type\(vl\)\)", JUNIT),
    ),
    run(
        "h157_pytest_junitxml",
        "Run {} and tell me what the bell character becomes.",
        "from _pytest.junitxml import bin_xml_escape; print(bin_xml_escape('ding' + chr(7) + 'dong'))",
        "ding#x07dong",
    ),
    q(
        "h157_pytest_junitxml",
        "edit",
        "Rename `_warn_incompatibility_with_xunit2` to `_warn_if_not_xunit1` in "
        "_pytest/junitxml.py, including where the fixtures call it.",
        {"effect": {"renamed": ["_warn_incompatibility_with_xunit2", "_warn_if_not_xunit1"]}},
    ),
    q(
        "h157_pytest_junitxml",
        "which",
        "which function splits a node id like `tests/test_a.py::TestX::test_y[1]` into the dotted "
        "classname parts for the xml?",
        {"def": "mangle_test_address"},
    ),
    q(
        "h157_pytest_junitxml",
        "how",
        "Say a check breaks in the body and then breaks again while cleaning up afterwards. How "
        "does the xml file keep that one case from being counted twice in the totals at the top?",
        grep(r"cnt_double_fail_tests", JUNIT),
        own=True,
    ),
    # --- _pytest/mark/structures.py ----------------------------------------------------------
    q(
        "h157_pytest_structures",
        "where",
        "where's the Mark dataclass in mark/structures.py",
        {"def": "Mark"},
    ),
    q(
        "h157_pytest_structures",
        "returns",
        "ParameterSet.extract_from -- what comes back, and is it different with force_tuple?",
        {"returns": "ParameterSet.extract_from"},
    ),
    q(
        "h157_pytest_structures",
        "calls",
        "List the spots in structures.py that call check_ispytest.",
        grep(r"check_ispytest\(_ispytest\)", MARKS),
    ),
    q(
        "h157_pytest_structures",
        "raises",
        "pytest.param(1, marks=pytest.mark.usefixtures('db')) gives me a ValueError. where is "
        "that raised?",
        grep(r"^\s+raise ValueError\($|pytest\.param cannot add pytest\.mark\.usefixtures", MARKS),
    ),
    q(
        "h157_pytest_structures",
        "raises",
        "With strict markers on, an unregistered @pytest.mark.slow makes collection fail with "
        '"not found in `markers` configuration option". Where does that come from?',
        grep(r"if strict_markers:$|not found in `markers` configuration option", MARKS),
    ),
    run(
        "h157_pytest_structures",
        "could you run {} and paste the output",
        "from _pytest.mark.structures import ParameterSet; "
        "print(ParameterSet.param(1, 2, id='pair'))",
        "ParameterSet(values=(1, 2), marks=(), id='pair')",
    ),
    q(
        "h157_pytest_structures",
        "edit",
        "I want to see MarkGenerator.__getattr__ in the traceback when I misspell parametrize. "
        "Please comment out its `__tracebackhide__ = True` line.",
        {"effect": {"comment_out": [MARKS, "__tracebackhide__ = True"]}},
    ),
    q(
        "h157_pytest_structures",
        "which",
        "Which function gathers every label stuck on a class, including the ones put on the "
        "classes it inherits from?",
        {"def": "get_unpacked_marks"},
        own=True,
    ),
    q(
        "h157_pytest_structures",
        "how",
        "How does Mark.combined_with merge two marks, and for parametrize which one's ids are "
        "kept?",
        {"body": "Mark.combined_with"},
    ),
    # --- _pytest/cacheprovider.py ------------------------------------------------------------
    q(
        "h157_pytest_cacheprovider",
        "where",
        "Where is LFPluginCollSkipfiles defined?",
        {"def": "LFPluginCollSkipfiles"},
    ),
    q(
        "h157_pytest_cacheprovider",
        "returns",
        "What does `Cache.get` return if the json file under the cache is corrupt?",
        {"returns": "Cache.get"},
    ),
    q(
        "h157_pytest_cacheprovider",
        "calls",
        "where does the Cache call its own warn() helper",
        grep(r"self\.warn\(", CACHE),
    ),
    q(
        "h157_pytest_cacheprovider",
        "raises",
        "config.cache.mkdir('myplugin/dumps') raises -- which line in cacheprovider.py rejects it?",
        grep(r'raise ValueError\("name is not allowed to contain path separators"\)', CACHE),
    ),
    q(
        "h157_pytest_cacheprovider",
        "raises",
        "Two pytest runs race to create .pytest_cache at the same time. Where does the loser "
        "decide whether to swallow the rename error or re-raise it?",
        grep(r"if e\.errno not in \(errno\.ENOTEMPTY, errno\.EEXIST\):|^\s+raise$", CACHE),
    ),
    q(
        "h157_pytest_cacheprovider",
        "const",
        "where is the default cache_dir (.pytest_cache) set?",
        grep(r'cache_dir_default = "\.pytest_cache"', CACHE),
    ),
    q(
        "h157_pytest_cacheprovider",
        "edit",
        "Cache.set dumps the json with indent=2; could you make it indent=4 in "
        "_pytest/cacheprovider.py?",
        {
            "effect": {
                "text_replaced": [
                    CACHE,
                    "json.dumps(value, ensure_ascii=False, indent=2)",
                    "json.dumps(value, ensure_ascii=False, indent=4)",
                ]
            }
        },
    ),
    q(
        "h157_pytest_cacheprovider",
        "which",
        "I'd like the checks I wrote this morning, the ones that have never been run, to go "
        "before everything else, and the rest ordered by which files I touched most recently. "
        "Which code does that reordering?",
        {"def": "NFPlugin.pytest_collection_modifyitems"},
        {"def": "NFPlugin"},
        own=True,
    ),
    q(
        "h157_pytest_cacheprovider",
        "how",
        "each time a check finishes, how does it update its list of the ones that went wrong, "
        "and when does one get taken back off that list?",
        {"body": "LFPlugin.pytest_runtest_logreport"},
        own=True,
    ),
]
