"""The hundred-and-twelfth held-out set: questions on parts of two third-party packages, copied
from the installed site-packages (hypothesis 6.155.2 and pip 23.2.1), written blind: by reading
only those packages, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The workspaces hold modules no earlier set of these packages uses: for hypothesis, the
reflection / charmap / escalation / floats helpers with ``provisional.py``, the number and
collection strategies, and the conjecture shrinker; for pip, the ``vcs`` package, the
``commands`` package, and the wheel installer with the small ``utils`` modules it leans on. The
questions are weighted by the size of the packages (hypothesis a little more than pip). About a
fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h112_hyp_internal": [
        "hypothesis/internal/reflection.py",
        "hypothesis/internal/charmap.py",
        "hypothesis/internal/escalation.py",
        "hypothesis/internal/floats.py",
        "hypothesis/provisional.py",
    ],
    "h112_hyp_strategies": [
        "hypothesis/strategies/_internal/numbers.py",
        "hypothesis/strategies/_internal/collections.py",
    ],
    "h112_hyp_shrinker": ["hypothesis/internal/conjecture/shrinker.py"],
    "h112_pip_vcs": ["pip/_internal/vcs"],
    "h112_pip_commands": ["pip/_internal/commands"],
    "h112_pip_wheel": [
        "pip/_internal/operations/install/wheel.py",
        "pip/_internal/utils/wheel.py",
        "pip/_internal/utils/compat.py",
        "pip/_internal/utils/glibc.py",
    ],
}

FLOATS = "hypothesis/internal/floats.py"
ESCALATION = "hypothesis/internal/escalation.py"
PROVISIONAL = "hypothesis/provisional.py"
NUMBERS = "hypothesis/strategies/_internal/numbers.py"
COLLECTIONS = "hypothesis/strategies/_internal/collections.py"
SHRINKER = "hypothesis/internal/conjecture/shrinker.py"
VCS = "pip/_internal/vcs/versioncontrol.py"
GIT = "pip/_internal/vcs/git.py"
SVN = "pip/_internal/vcs/subversion.py"
CACHE = "pip/_internal/commands/cache.py"
INSTALL_WHEEL = "pip/_internal/operations/install/wheel.py"
UTILS_WHEEL = "pip/_internal/utils/wheel.py"
COMPAT = "pip/_internal/utils/compat.py"


QUESTIONS: list[dict] = [
    # --- hypothesis: internal helpers ----------------------------------------------------------
    q(
        "h112_hyp_internal",
        "where",
        "where's count_between_floats defined",
        {"def": "count_between_floats"},
    ),
    q(
        "h112_hyp_internal",
        "returns",
        "What does `get_pretty_function_description` hand back? I'm mostly wondering about "
        "lambdas and bound methods.",
        {"returns": "get_pretty_function_description"},
    ),
    q(
        "h112_hyp_internal",
        "calls",
        "In escalation.py, who calls get_trimmed_traceback?",
        grep(r"(?<!def )get_trimmed_traceback\(exception\)", ESCALATION),
    ),
    q(
        "h112_hyp_internal",
        "raises",
        "The domains() strategy blew up on me with a max_length of 300. Where exactly does it "
        "reject that value?",
        grep(r"raise InvalidArgument\(", PROVISIONAL),
    ),
    q(
        "h112_hyp_internal",
        "const",
        "where is SIGNALING_NAN set?",
        grep(r"^SIGNALING_NAN = ", FLOATS),
    ),
    q(
        "h112_hyp_internal",
        "which",
        "Which bit of code disguises the generated wrapper so that pytest and friends think it "
        "is my own test function -- same file, same line number?",
        {"body": "impersonate"},
        own=True,
    ),
    q(
        "h112_hyp_internal",
        "which",
        "when a test blows up, which function draws the error report, and prefers the test "
        "runner's own look if one is running?",
        {"body": "format_exception"},
        own=True,
    ),
    q(
        "h112_hyp_internal",
        "how",
        "How does it step from a number like 1.0 to the very next one the machine can store "
        "above it? Is it arithmetic or some bit trick?",
        {"body": "next_up"},
        own=True,
    ),
    q(
        "h112_hyp_internal",
        "how",
        "how does function_digest build its hash? what goes into it besides the source?",
        {"body": "function_digest"},
        {"body": "_clean_source"},
    ),
    run(
        "h112_hyp_internal",
        "Could you run {} and paste what it prints?",
        "from hypothesis.internal.floats import next_up, float_to_int; "
        "print(next_up(1.0), float_to_int(1.0))",
        "1.0000000000000002 4607182418800017408",
    ),
    q(
        "h112_hyp_internal",
        "edit",
        "float_of in hypothesis/internal/floats.py has no docstring. Add one saying it rounds x "
        "to the nearest float of the given bit width (16, 32 or 64).",
        {"effect": {"docstring": "float_of"}},
    ),
    # --- hypothesis: number and collection strategies -----------------------------------------
    q(
        "h112_hyp_strategies",
        "returns",
        "what does ListStrategy.filter return, e.g. when the condition is just `bool` or `len`?",
        {"returns": "ListStrategy.filter"},
    ),
    q(
        "h112_hyp_strategies",
        "calls",
        "Who calls `next_up_normal` in numbers.py?",
        grep(r"= next_up_normal\($", NUMBERS),
    ),
    q(
        "h112_hyp_strategies",
        "raises",
        "floats(exclude_min=True) without a min_value errors out -- where's that raised?",
        grep(r'raise InvalidArgument\(f"Cannot exclude', NUMBERS),
    ),
    q(
        "h112_hyp_strategies",
        "raises",
        "which lines in collections.py raise InvalidArgument",
        grep(r"raise InvalidArgument\(", COLLECTIONS),
    ),
    q(
        "h112_hyp_strategies",
        "which",
        "I need lists where no value shows up twice. Which class actually builds those?",
        {"body": "UniqueListStrategy"},
        {"body": "UniqueSampledListStrategy"},
        own=True,
    ),
    q(
        "h112_hyp_strategies",
        "how",
        "How does FloatStrategy.filter deal with math.isinf and math.isnan as the condition?",
        {"body": "FloatStrategy.filter"},
    ),
    run(
        "h112_hyp_strategies",
        "what's the output of {}",
        "from hypothesis.strategies._internal.collections import ListStrategy; "
        "from hypothesis.strategies import integers; "
        "s = ListStrategy(integers(), min_size=2, max_size=10); "
        "print(s.average_size, s.min_size, s.max_size)",
        "6.0 2 10",
    ),
    # --- hypothesis: the shrinker --------------------------------------------------------------
    q(
        "h112_hyp_shrinker",
        "where",
        "Where is Shrinker.lower_common_node_offset?",
        {"def": "Shrinker.lower_common_node_offset"},
    ),
    q(
        "h112_hyp_shrinker",
        "calls",
        "who calls try_shrinking_nodes",
        grep(r"self\.try_shrinking_nodes\(", SHRINKER),
    ),
    q(
        "h112_hyp_shrinker",
        "raises",
        "Where's StopShrinking raised?",
        grep(r"raise StopShrinking", SHRINKER),
    ),
    q(
        "h112_hyp_shrinker",
        "which",
        "which shrink pass tries swapping sibling spans around, e.g. so @given(st.text(), "
        "st.text()) reliably ends with x='' rather than y=''?",
        {"body": "Shrinker.reorder_spans"},
    ),
    q(
        "h112_hyp_shrinker",
        "how",
        "My failing example needs two generated numbers that together go over some limit. How "
        "does the minimizer make the first one smaller without the test starting to pass?",
        {"body": "Shrinker.redistribute_numeric_pairs"},
        own=True,
    ),
    q(
        "h112_hyp_shrinker",
        "edit",
        "in hypothesis/internal/conjecture/shrinker.py please bump the initial "
        "`self.max_stall = 200` to 500",
        {"effect": {"text_replaced": [SHRINKER, "self.max_stall = 200", "self.max_stall = 500"]}},
    ),
    q(
        "h112_hyp_shrinker",
        "edit",
        "Could you make the Shrinker run its shrink passes in parallel across several worker "
        "processes, merge the results, and add benchmarks showing the speed-up?",
        {"effect": {"declined": True}},
    ),
    # --- pip: vcs ------------------------------------------------------------------------------
    q(
        "h112_pip_vcs",
        "where",
        "where is find_path_to_project_root_from_repo_root defined?",
        {"def": "find_path_to_project_root_from_repo_root"},
    ),
    q(
        "h112_pip_vcs",
        "returns",
        "What does Git._git_remote_to_pip_url return for an scp-style remote like "
        "git@github.com:me/repo.git?",
        {"returns": "Git._git_remote_to_pip_url"},
    ),
    q(
        "h112_pip_vcs",
        "calls",
        "Who calls `get_remote_call_options`?",
        grep(r"self\.get_remote_call_options\(\)", SVN),
    ),
    q(
        "h112_pip_vcs",
        "raises",
        "where does pip raise RemoteNotFoundError",
        {"grep": r"raise RemoteNotFoundError"},
    ),
    q(
        "h112_pip_vcs",
        "raises",
        "Where does VersionControl.run_command raise BadCommand?",
        grep(r"raise BadCommand\(", VCS),
    ),
    q(
        "h112_pip_vcs",
        "which",
        "Which code figures out which version-control tool owns a folder when one checkout sits "
        "inside another one?",
        {"body": "VcsSupport.get_backend_for_dir"},
        own=True,
    ),
    q(
        "h112_pip_vcs",
        "how",
        "If my git link ends in @main, how does pip turn that into the actual snapshot id it "
        "ends up checking out?",
        {"body": "Git.resolve_revision"},
        {"body": "Git.get_revision_sha"},
        own=True,
    ),
    run(
        "h112_pip_vcs",
        "pls run {} -- what does it print",
        "from pip._internal.vcs.git import Git; "
        "print(Git.get_url_rev_and_auth('git+https://github.com/pypa/pip.git@23.2'))",
        "('https://github.com/pypa/pip.git', '23.2', (None, None))",
    ),
    q(
        "h112_pip_vcs",
        "edit",
        'comment out the logger.info("Resolved %s to commit %s", url, rev_options.rev) line in '
        "pip/_internal/vcs/git.py",
        {
            "effect": {
                "comment_out": [
                    GIT,
                    'logger.info("Resolved %s to commit %s", url, rev_options.rev)',
                ]
            }
        },
    ),
    # --- pip: commands -------------------------------------------------------------------------
    q(
        "h112_pip_commands",
        "where",
        "Where's `decide_user_install`?",
        {"def": "decide_user_install"},
    ),
    q(
        "h112_pip_commands",
        "raises",
        "`pip cache` keeps telling me 'Too many arguments'. where is that raised?",
        grep(r'raise CommandError\("Too many arguments"\)', CACHE),
    ),
    q(
        "h112_pip_commands",
        "which",
        "which function suggests the right subcommand when I mistype one, like `pip instal`?",
        {"body": "get_similar_commands"},
        own=True,
    ),
    q(
        "h112_pip_commands",
        "which",
        "Which method of ListCommand drops the packages other installed packages depend on "
        "(the --not-required option)?",
        {"body": "ListCommand.get_not_required"},
    ),
    q(
        "h112_pip_commands",
        "how",
        "how does `pip config edit` pick which editor to launch?",
        {"body": "ConfigurationCommand._determine_editor"},
    ),
    q(
        "h112_pip_commands",
        "how",
        "How does CacheCommand._find_wheels turn the pattern I give `pip cache list` into a glob?",
        {"body": "CacheCommand._find_wheels"},
    ),
    run(
        "h112_pip_commands",
        "Run {} for me, what comes out?",
        "from pip._internal.commands.search import highest_version; "
        "print(highest_version(['1.9', '1.10', '1.10rc1']))",
        "1.10",
    ),
    q(
        "h112_pip_commands",
        "edit",
        "Rename _hash_of_file to _file_digest in pip/_internal/commands/hash.py (and its call).",
        {"effect": {"renamed": ["_hash_of_file", "_file_digest"]}},
    ),
    # --- pip: wheel installing and small utils -------------------------------------------------
    q(
        "h112_pip_wheel",
        "calls",
        "where is fix_script called",
        grep(r"= fix_script\(", INSTALL_WHEEL),
    ),
    q(
        "h112_pip_wheel",
        "raises",
        "List every spot in pip/_internal/utils/wheel.py that raises UnsupportedWheel, please.",
        grep(r"raise UnsupportedWheel\(", UTILS_WHEEL),
    ),
    q(
        "h112_pip_wheel",
        "const",
        "Where's stdlib_pkgs set? the set of names pip pretends aren't installed",
        grep(r"^stdlib_pkgs = ", COMPAT),
    ),
    q(
        "h112_pip_wheel",
        "which",
        "Which class copies one member out of the downloaded archive onto disk, deleting any "
        "old copy first so an already-loaded native library doesn't crash?",
        {"body": "ZipBackedFile"},
        own=True,
    ),
    q(
        "h112_pip_wheel",
        "how",
        "So a package ships some command-line launchers and the folder they land in isn't one "
        "my shell searches for programs. How does pip decide whether to nag me about that?",
        {"body": "message_about_scripts_not_on_PATH"},
        own=True,
    ),
    q(
        "h112_pip_wheel",
        "edit",
        "Set VERSION_COMPATIBLE in pip/_internal/utils/wheel.py to (1, 1).",
        {"effect": {"value_set": [UTILS_WHEEL, "VERSION_COMPATIBLE", "(1, 1)"]}},
    ),
]
