"""The held-out set: questions on four standard-library packages the offline model was never tuned
on (ipaddress, dataclasses, unittest without its tests, shutil).

Written and committed before any tuning for issue 26, by reading the code; the model's answers
to these questions were not looked at while it was tuned (only the totals), so they measure
what it does on questions and code it has not seen. The tuning set is ``tuning_questions.py``.
Gold forms are those of ``code_questions.py``; ``"own": True`` marks a question asked in the
user's own words (it describes behaviour in words the code does not use for it).
"""

from __future__ import annotations

WORKSPACES: dict[str, list[str]] = {
    "ipaddress": ["ipaddress.py"],
    "dataclasses": ["dataclasses.py"],
    "unittest": [
        "unittest/__init__.py",
        "unittest/__main__.py",
        "unittest/_log.py",
        "unittest/async_case.py",
        "unittest/case.py",
        "unittest/loader.py",
        "unittest/main.py",
        "unittest/mock.py",
        "unittest/result.py",
        "unittest/runner.py",
        "unittest/signals.py",
        "unittest/suite.py",
        "unittest/util.py",
    ],
    "shutil": ["shutil.py"],
}

PY = 'python -c "{}"'

QUESTIONS: list[dict] = [
    # --- ipaddress ------------------------------------------------------------------------
    {
        "ws": "ipaddress",
        "kind": "where",
        "ask": "Where is `collapse_addresses` defined?",
        "gold": [{"def": "collapse_addresses"}],
    },
    {
        "ws": "ipaddress",
        "kind": "returns",
        "ask": "What does `_count_righthand_zero_bits` return?",
        "gold": [{"returns": "_count_righthand_zero_bits"}],
    },
    {
        "ws": "ipaddress",
        "kind": "which",
        "own": True,
        "ask": "Which function turns the longest run of zero groups in an IPv6 address into "
        "the short '::' form?",
        "gold": [{"body": "_BaseV6._compress_hextets"}],
    },
    {
        "ws": "ipaddress",
        "kind": "which",
        "own": True,
        "ask": "Which method checks that each of the four numbers in a dotted IPv4 address is "
        "between 0 and 255?",
        "gold": [{"body": "_BaseV4._parse_octet"}],
    },
    {
        "ws": "ipaddress",
        "kind": "how",
        "ask": "How does ipaddress split a network into smaller networks with a longer prefix?",
        "gold": [{"body": "_BaseNetwork.subnets"}],
    },
    {
        "ws": "ipaddress",
        "kind": "raises",
        "ask": "Find every place that raises NetmaskValueError.",
        "gold": [{"grep": r"raise NetmaskValueError"}],
    },
    {
        "ws": "ipaddress",
        "kind": "raises",
        "ask": "Where does it complain that an IPv6 address has too many colons?",
        "gold": [{"grep": r"At most %d colons permitted"}],
    },
    {
        "ws": "ipaddress",
        "kind": "calls",
        "ask": "Where is `_split_addr_prefix` called?",
        "gold": [{"grep": r"self\._split_addr_prefix\("}],
    },
    {
        "ws": "ipaddress",
        "kind": "run",
        "ask": "Run `"
        + PY.format("import ipaddress; print(list(ipaddress.ip_network('192.0.2.0/30').hosts()))")
        + "` and tell me what it prints.",
        "gold": [{"expect": "IPv4Address('192.0.2.1'), IPv4Address('192.0.2.2')"}],
    },
    {
        "ws": "ipaddress",
        "kind": "edit",
        "ask": "Rename _count_righthand_zero_bits in ipaddress.py to _trailing_zero_bits",
        "gold": [{"effect": {"renamed": ["_count_righthand_zero_bits", "_trailing_zero_bits"]}}],
    },
    {
        "ws": "ipaddress",
        "kind": "edit",
        "ask": "Could you make ipaddress parse addresses faster by caching them?",
        "gold": [{"effect": {"declined": True}}],
    },
    # --- dataclasses ----------------------------------------------------------------------
    {
        "ws": "dataclasses",
        "kind": "where",
        "ask": "Where is `make_dataclass` defined?",
        "gold": [{"def": "make_dataclass"}],
    },
    {
        "ws": "dataclasses",
        "kind": "returns",
        "ask": "What does `_tuple_str` return?",
        "gold": [{"returns": "_tuple_str"}],
    },
    {
        "ws": "dataclasses",
        "kind": "which",
        "own": True,
        "ask": "Which function refuses a list or a dict as a field's default value?",
        "gold": [{"body": "_get_field"}],
    },
    {
        "ws": "dataclasses",
        "kind": "which",
        "own": True,
        "ask": "Which function builds the methods that make assigning to an attribute fail on "
        "an immutable dataclass?",
        "gold": [{"body": "_frozen_get_del_attr"}],
    },
    {
        "ws": "dataclasses",
        "kind": "how",
        "ask": "How does the generated `__init__` set a field whose default comes from a factory?",
        "gold": [{"body": "_field_init"}],
    },
    {
        "ws": "dataclasses",
        "kind": "raises",
        "ask": "Find every place that raises FrozenInstanceError.",
        "gold": [{"grep": r"raise FrozenInstanceError"}],
    },
    {
        "ws": "dataclasses",
        "kind": "raises",
        "own": True,
        "ask": "Where does it complain when a field without a default comes after one that has "
        "a default?",
        "gold": [{"grep": r"non-default argument"}],
    },
    {
        "ws": "dataclasses",
        "kind": "calls",
        "ask": "Who calls `_create_fn`?",
        "gold": [{"grep": r"\b_create_fn\("}],
    },
    {
        "ws": "dataclasses",
        "kind": "run",
        "ask": "Run `"
        + PY.format(
            "import dataclasses as d; P = d.make_dataclass('P', ['x', 'y']); print(P(1, 2))"
        )
        + "` and tell me the output.",
        "gold": [{"expect": "P(x=1, y=2)"}],
    },
    {
        "ws": "dataclasses",
        "kind": "edit",
        "ask": "In dataclasses.py, replace 'cannot specify both default and default_factory' "
        "with 'default and default_factory are exclusive'",
        "gold": [
            {
                "effect": {
                    "text_replaced": [
                        "dataclasses.py",
                        "cannot specify both default and default_factory",
                        "default and default_factory are exclusive",
                    ]
                }
            }
        ],
    },
    # --- unittest -------------------------------------------------------------------------
    {
        "ws": "unittest",
        "kind": "where",
        "ask": "Where is `TextTestRunner` defined?",
        "gold": [{"def": "TextTestRunner"}],
    },
    {
        "ws": "unittest",
        "kind": "returns",
        "ask": "What does `TestResult.wasSuccessful` return?",
        "gold": [{"returns": "TestResult.wasSuccessful"}],
    },
    {
        "ws": "unittest",
        "kind": "which",
        "own": True,
        "ask": "Which class stops the test run cleanly when I press Ctrl-C?",
        "gold": [{"body": "_InterruptHandler"}],
    },
    {
        "ws": "unittest",
        "kind": "which",
        "own": True,
        "ask": "Which function cuts long object representations short in assertion failure "
        "messages?",
        "gold": [{"body": "safe_repr"}, {"body": "_common_shorten_repr"}, {"body": "_shorten"}],
    },
    {
        "ws": "unittest",
        "kind": "how",
        "ask": "How does the loader find test files in a directory tree?",
        "gold": [
            {"body": "TestLoader.discover"},
            {"body": "TestLoader._find_tests"},
            {"body": "TestLoader._find_test_path"},
        ],
    },
    {
        "ws": "unittest",
        "kind": "which",
        "ask": "Which method works out a test's one-line description from its docstring?",
        "gold": [{"body": "TestCase.shortDescription", "file": "unittest/case.py"}],
    },
    {
        "ws": "unittest",
        "kind": "raises",
        "ask": "Find every place that raises SkipTest.",
        "gold": [{"grep": r"raise SkipTest"}],
    },
    {
        "ws": "unittest",
        "kind": "calls",
        "ask": "Where is `_exc_info_to_string` called?",
        "gold": [{"grep": r"self\._exc_info_to_string\("}],
    },
    {
        "ws": "unittest",
        "kind": "run",
        "ask": "Run `"
        + PY.format("from unittest.util import three_way_cmp; print('cmp', three_way_cmp(3, 5))")
        + "` and tell me what it prints.",
        "gold": [{"expect": "cmp -1"}],
    },
    {
        "ws": "unittest",
        "kind": "edit",
        "ask": "insert `# reprs longer than this are shortened` right after the line "
        "`_MAX_LENGTH = 80` in unittest/util.py",
        "gold": [
            {
                "effect": {
                    "line_after": [
                        "unittest/util.py",
                        "_MAX_LENGTH = 80",
                        "# reprs longer than this are shortened",
                    ]
                }
            }
        ],
    },
    # --- shutil ---------------------------------------------------------------------------
    {
        "ws": "shutil",
        "kind": "where",
        "ask": "Where is `unpack_archive` defined?",
        "gold": [{"def": "unpack_archive"}],
    },
    {
        "ws": "shutil",
        "kind": "returns",
        "ask": "What does `_destinsrc` return?",
        "gold": [{"returns": "_destinsrc"}],
    },
    {
        "ws": "shutil",
        "kind": "which",
        "own": True,
        "ask": "Which function deletes a directory tree safely against symlink attacks by "
        "working with open file descriptors?",
        "gold": [{"body": "_rmtree_safe_fd"}],
    },
    {
        "ws": "shutil",
        "kind": "which",
        "own": True,
        "ask": "Which function tells how many columns and rows the console window has?",
        "gold": [{"body": "get_terminal_size"}],
    },
    {
        "ws": "shutil",
        "kind": "which",
        "ask": "Which function searches the directories on the PATH for an executable program?",
        "gold": [{"body": "which"}],
    },
    {
        "ws": "shutil",
        "kind": "how",
        "own": True,
        "ask": "How does shutil move a file when the destination is on another disk?",
        "gold": [{"body": "move"}],
    },
    {
        "ws": "shutil",
        "kind": "raises",
        "ask": "Find every place that raises SameFileError.",
        "gold": [{"grep": r"raise SameFileError"}],
    },
    {
        "ws": "shutil",
        "kind": "raises",
        "ask": "Where does shutil complain that an archive's format is unknown?",
        "gold": [{"grep": r"Unknown (archive|unpack) format"}],
    },
    {
        "ws": "shutil",
        "kind": "calls",
        "ask": "Where is `_copytree` called?",
        "gold": [{"grep": r"return _copytree\("}],
    },
    {
        "ws": "shutil",
        "kind": "edit",
        "ask": "Change `COPY_BUFSIZE = 1024 * 1024 if _WINDOWS else 64 * 1024` to "
        "`COPY_BUFSIZE = 256 * 1024` in shutil.py",
        "gold": [
            {
                "effect": {
                    "line_replaced": [
                        "shutil.py",
                        "COPY_BUFSIZE = 1024 * 1024 if _WINDOWS else 64 * 1024",
                        "COPY_BUFSIZE = 256 * 1024",
                    ]
                }
            }
        ],
    },
    {
        "ws": "shutil",
        "kind": "edit",
        "ask": "Write a docstring for `_destinsrc`: tells whether dst lies inside src.",
        "gold": [{"effect": {"docstring": "_destinsrc"}}],
    },
]
