"""The ninety-fourth held-out set: questions on four modules of pytest's internals that no other
set uses, copied from the installed site-packages (pytest 9.0.3: ``_pytest/capture.py``,
``_pytest/logging.py``, ``_pytest/pathlib.py`` and ``_pytest/runner.py``, one workspace each),
written blind: by reading only those modules, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the modules (capture most, then pathlib and logging,
runner least). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h94_capture": ["_pytest/capture.py"],
    "h94_pathlib": ["_pytest/pathlib.py"],
    "h94_logging": ["_pytest/logging.py"],
    "h94_runner": ["_pytest/runner.py"],
}

CAPTURE = "_pytest/capture.py"
PATHLIB = "_pytest/pathlib.py"
LOGGING = "_pytest/logging.py"
RUNNER = "_pytest/runner.py"


QUESTIONS: list[dict] = [
    # --- _pytest/capture.py ------------------------------------------------------------------
    q("h94_capture", "where", "where is TeeCaptureIO defined?", {"def": "TeeCaptureIO"}),
    q(
        "h94_capture",
        "returns",
        "What can `CaptureManager.is_capturing()` give back? I've seen a string in one place and "
        "False in another.",
        {"returns": "CaptureManager.is_capturing"},
    ),
    q(
        "h94_capture",
        "calls",
        "who calls _get_multicapture",
        grep(r"= _get_multicapture\(", CAPTURE),
    ),
    q(
        "h94_capture",
        "raises",
        "My test calls input() and dies with 'reading from stdin while output is captured'. "
        "Where in the capture module is that raised?",
        grep(r"raise OSError\(", CAPTURE),
    ),
    q(
        "h94_capture",
        "raises",
        "where does it raise if the capture method string is something it doesn't know?",
        grep(r'raise ValueError\(f"unknown capturing method', CAPTURE),
    ),
    q(
        "h94_capture",
        "raises",
        "hi! I asked for both capsys and capfd in one test and got 'cannot use capfd and capsys "
        "at the same time'. which line produces that error?",
        grep(r"capture_fixture\.request\.raiseerror\(|cannot use \{requested_fixture\}", CAPTURE),
    ),
    run(
        "h94_capture",
        "What does {} print?",
        "from _pytest.capture import _get_multicapture; m = _get_multicapture('no'); "
        "print(m.in_, m.out, m.err, m.is_started())",
        "None None None False",
    ),
    q(
        "h94_capture",
        "edit",
        "comment out the `_readline_workaround()` call in pytest_load_initial_conftests "
        "(_pytest/capture.py), I want to check whether it's what messes up my terminal",
        {"effect": {"comment_out": [CAPTURE, "_readline_workaround()"]}},
    ),
    q(
        "h94_capture",
        "edit",
        "Make `sys` the default value of the --capture option instead of `fd`, in "
        "_pytest/capture.py.",
        {"effect": {"text_replaced": [CAPTURE, 'default="fd",', 'default="sys",']}},
    ),
    q(
        "h94_capture",
        "which",
        "Which class lets whatever a test prints still show up on my screen right away, while "
        "also keeping a copy of it to look at afterwards?",
        {"body": "TeeCaptureIO"},
        {"body": "capteesys"},
        own=True,
    ),
    q(
        "h94_capture",
        "which",
        "Which method does `capsys.disabled()` lean on to switch capturing off for the duration "
        "of the with block?",
        {"body": "CaptureManager.global_and_fixture_disabled"},
        grep(r"with capmanager\.global_and_fixture_disabled\(\):", CAPTURE),
    ),
    q(
        "h94_capture",
        "how",
        "How does FDCapture actually redirect fd 1 into its temp file, and how does it put the "
        "original back when it's done?",
        {"body": "FDCaptureBase.start"},
        {"body": "FDCaptureBase.done"},
        {"body": "FDCaptureBase.__init__"},
    ),
    q(
        "h94_capture",
        "how",
        "Weird setup here: the OS-level output handle (number 1 or 2) is already dead before my "
        "tests even start. What does pytest do about that instead of falling over?",
        {"body": "FDCaptureBase.__init__"},
        own=True,
    ),
    q(
        "h94_capture",
        "how",
        "after each phase of a test, how does the stuff my test printed get stashed away so it "
        "shows up next to the failure later on?",
        {"body": "CaptureManager.item_capture"},
        own=True,
    ),
    # --- _pytest/pathlib.py ------------------------------------------------------------------
    q("h94_pathlib", "where", "Where's `bestrelpath`?", {"def": "bestrelpath"}),
    q(
        "h94_pathlib",
        "returns",
        "what does ensure_deletable return",
        {"returns": "ensure_deletable"},
    ),
    q(
        "h94_pathlib",
        "calls",
        "who calls maybe_delete_a_numbered_dir?",
        grep(r"^\s+maybe_delete_a_numbered_dir\(path\)", PATHLIB),
    ),
    q(
        "h94_pathlib",
        "calls",
        "Where is spec_matches_module_path called from in _pytest/pathlib.py?",
        grep(r"(?<!def )spec_matches_module_path\(", PATHLIB),
    ),
    q(
        "h94_pathlib",
        "raises",
        "where does make_numbered_dir raise when it just can't create the folder",
        grep(r'raise OSError\($|"could not create numbered dir', PATHLIB),
    ),
    q(
        "h94_pathlib",
        "raises",
        "Getting ImportPathMismatchError on two test_foo.py files in different dirs. Where "
        "exactly does import_path raise it?",
        grep(r"raise ImportPathMismatchError\(", PATHLIB),
    ),
    q(
        "h94_pathlib",
        "const",
        "whats LOCK_TIMEOUT set to, and where?",
        grep(r"^LOCK_TIMEOUT = ", PATHLIB),
    ),
    run(
        "h94_pathlib",
        "Can you run {} and tell me what it prints?",
        "from pathlib import Path; from _pytest.pathlib import bestrelpath; "
        "print(bestrelpath(Path('/srv/app/tests'), Path('/srv/lib/util.py')))",
        "../../lib/util.py",
    ),
    run(
        "h94_pathlib",
        "output of {} ?",
        "from pathlib import Path; from _pytest.pathlib import module_name_from_path; "
        "print(module_name_from_path(Path('/projects/src/.env.310/tests/__init__.py'), "
        "Path('/projects')))",
        "src._env_310.tests",
    ),
    q(
        "h94_pathlib",
        "edit",
        "pls change LOCK_TIMEOUT in _pytest/pathlib.py to 86400 (one day), as a plain number",
        {"effect": {"value_set": [PATHLIB, "LOCK_TIMEOUT", "86400"]}},
    ),
    q(
        "h94_pathlib",
        "which",
        "Which function works out which of the older per-run scratch folders get thrown away, "
        "so that only the most recent few stick around?",
        {"body": "cleanup_candidates"},
        {"body": "cleanup_numbered_dir"},
        own=True,
    ),
    q(
        "h94_pathlib",
        "which",
        "On Windows my tmp dirs get really deep and things break past a couple hundred "
        "characters. Which bit works around Windows refusing paths that big?",
        {"body": "ensure_extended_length_path"},
        {"body": "get_extended_length_path_str"},
        own=True,
    ),
    q(
        "h94_pathlib",
        "how",
        "How does `fnmatch_ex` treat a pattern without any slash compared to one with a slash "
        "in it?",
        {"body": "fnmatch_ex"},
    ),
    # --- _pytest/logging.py ------------------------------------------------------------------
    q(
        "h94_logging",
        "where",
        "Where is LogCaptureFixture.set_level defined",
        {"def": "LogCaptureFixture.set_level"},
    ),
    q(
        "h94_logging",
        "returns",
        "PercentStyleMultiline._get_auto_indent -- what are the values it can return?",
        {"returns": "PercentStyleMultiline._get_auto_indent"},
    ),
    q(
        "h94_logging",
        "calls",
        "who calls get_log_level_for_setting()?",
        grep(r"= get_log_level_for_setting\(", LOGGING),
    ),
    q(
        "h94_logging",
        "raises",
        "I passed --log-level=VERBOSE and pytest errored out before running anything. Where is "
        "that error raised?",
        grep(r"raise UsageError\(", LOGGING),
    ),
    q(
        "h94_logging",
        "const",
        "where is DEFAULT_LOG_FORMAT set",
        grep(r"^DEFAULT_LOG_FORMAT = ", LOGGING),
    ),
    run(
        "h94_logging",
        "what's printed by {}",
        "from _pytest.logging import PercentStyleMultiline as P; "
        "print(P._get_auto_indent('on'), P._get_auto_indent('5'), P._get_auto_indent(False), "
        "P._get_auto_indent('maybe'))",
        "-1 5 0 0",
    ),
    q(
        "h94_logging",
        "edit",
        'In _pytest/logging.py, delete the `logging.WARN: {"yellow"},` line from '
        "ColoredLevelFormatter.LOGLEVEL_COLOROPTS -- WARN is only an alias of WARNING anyway.",
        {"effect": {"line_deleted": [LOGGING, 'logging.WARN: {"yellow"},']}},
    ),
    q(
        "h94_logging",
        "edit",
        "Could you add a --log-json option so pytest writes every captured log record to a file "
        "as JSON lines (with the test id and phase), plus tests and docs for it?",
        {"effect": {"declined": True}},
    ),
    q(
        "h94_logging",
        "which",
        "Which class prints those '----- live log call -----' separators in the terminal?",
        {"body": "_LiveLoggingStreamHandler"},
    ),
    q(
        "h94_logging",
        "which",
        "When one log message has line breaks in it, which piece makes the later lines start "
        "right under the beginning of the message text instead of at the left margin?",
        {"body": "PercentStyleMultiline.format"},
        {"body": "PercentStyleMultiline._get_auto_indent"},
        own=True,
    ),
    q(
        "h94_logging",
        "how",
        "some library I use shuts off logging for the whole process. how does caplog still "
        "manage to catch my messages when I ask it for a certain level?",
        {"body": "LogCaptureFixture._force_enable_logging"},
        own=True,
    ),
    q(
        "h94_logging",
        "how",
        "How does `caplog.at_level` put the levels back once the with block exits?",
        {"body": "LogCaptureFixture.at_level"},
    ),
    q(
        "h94_logging",
        "how",
        "I'd like the timestamps on my log lines to show fractions of a second. How does pytest "
        "manage that, given that the usual time formatting can't do it?",
        {"body": "DatetimeFormatter.formatTime"},
        own=True,
    ),
    # --- _pytest/runner.py -------------------------------------------------------------------
    q(
        "h94_runner",
        "where",
        "where's SetupState.teardown_exact",
        {"def": "SetupState.teardown_exact"},
    ),
    q(
        "h94_runner",
        "calls",
        "Who calls `call_and_report`?",
        grep(r"call_and_report\(item, ", RUNNER),
    ),
    q(
        "h94_runner",
        "raises",
        "Where does CallInfo.result raise AttributeError?",
        grep(r"raise AttributeError\(", RUNNER),
    ),
    q(
        "h94_runner",
        "raises",
        "Two of my finalizers fail during teardown. Where does SetupState.teardown_exact "
        "actually raise the errors it collected?",
        grep(r"raise exceptions\[0\]|raise BaseExceptionGroup\(", RUNNER),
    ),
    q(
        "h94_runner",
        "edit",
        "In _pytest/runner.py, pytest_terminal_summary hides durations under 0.005s by default; "
        "raise that default threshold to 0.01 (keep the -vv case at 0.0).",
        {
            "effect": {
                "text_replaced": [
                    RUNNER,
                    "durations_min = 0.005 if verbose < 2 else 0.0",
                    "durations_min = 0.01 if verbose < 2 else 0.0",
                ]
            }
        },
    ),
    q(
        "h94_runner",
        "which",
        "Which code decides whether I get dropped into the debugger after a test goes wrong? It "
        "shouldn't happen for tests that were skipped or that are marked as known-broken.",
        {"body": "check_interactive_exception"},
        own=True,
    ),
    q(
        "h94_runner",
        "which",
        "which function decides that KeyboardInterrupt should propagate instead of being "
        "stored in the CallInfo (and why does --pdb change that)?",
        {"body": "get_reraise_exceptions"},
    ),
    q(
        "h94_runner",
        "how",
        "Something at module level crashes while getting ready for the tests in that file. How "
        "does pytest make every test in the file error out with that one crash, without trying "
        "to get ready again for each of them?",
        {"body": "SetupState.setup"},
        own=True,
    ),
]
