"""The ninety-third held-out set: questions on two third-party packages, copied from the installed
site-packages (regex 2026.5.9: ``regex/_regex_core.py`` and ``regex/_main.py``, the module this
version ships in place of the older ``regex/regex.py``; psutil 7.2.2: ``psutil/__init__.py``,
``psutil/_common.py`` and ``psutil/_pslinux.py``), written blind: by reading only those packages,
never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (psutil's three files a little ahead of
regex's two). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h93_regex": ["regex/_regex_core.py", "regex/_main.py"],
    "h93_psutil": ["psutil/__init__.py", "psutil/_common.py", "psutil/_pslinux.py"],
}

CORE = "regex/_regex_core.py"
MAIN = "regex/_main.py"
INIT = "psutil/__init__.py"
COMMON = "psutil/_common.py"
LINUX = "psutil/_pslinux.py"


QUESTIONS: list[dict] = [
    # --- regex -------------------------------------------------------------------------------
    q("h93_regex", "where", "where's parse_set_member defined?", {"def": "parse_set_member"}),
    q(
        "h93_regex",
        "where",
        "I'm using regex.Scanner for a little tokenizer. Where is its `scan` method?",
        {"def": "Scanner.scan"},
    ),
    q(
        "h93_regex",
        "returns",
        "What does parse_limited_quantifier give back, e.g. when the braces turn out not to be "
        "a repeat count at all?",
        {"returns": "parse_limited_quantifier"},
    ),
    q(
        "h93_regex",
        "returns",
        "what does `_compile_replacement` return? looks like some kind of pair",
        {"returns": "_compile_replacement"},
    ),
    q(
        "h93_regex",
        "calls",
        "Who calls parse_sequence in _regex_core.py?",
        grep(r"(?<!def )parse_sequence\(source, info\)", CORE),
    ),
    q(
        "h93_regex",
        "calls",
        "where is _check_group_features called from",
        {"grep": r"^\s+_check_group_features\(info, parsed\)"},
    ),
    q(
        "h93_regex",
        "raises",
        'where does the parser raise the "multiple repeat" error?',
        grep(r'raise error\("multiple repeat"', CORE),
    ),
    q(
        "h93_regex",
        "raises",
        "My pattern has one ')' too many and I get 'unbalanced parenthesis'. Which line raises "
        "that?",
        {"grep": r'raise error\("unbalanced parenthesis"'},
    ),
    q(
        "h93_regex",
        "raises",
        "i passed a misspelled keyword to regex.search and it blew up with ValueError. where is "
        "that raised",
        grep(r"raise ValueError\('unused keyword argument", MAIN),
    ),
    q(
        "h93_regex",
        "raises",
        "Which places raise 'invalid group reference'?",
        grep(r'error\("invalid group reference"', CORE),
    ),
    q(
        "h93_regex",
        "const",
        "Where is _MAXCACHE set, and how big is it?",
        grep(r"^_MAXCACHE = ", MAIN),
    ),
    q(
        "h93_regex",
        "which",
        "I hand over a bunch of words as a keyword argument and refer to them by name inside my "
        "pattern. Which code turns those words into alternatives, trying the longer ones first?",
        {"body": "StringSet"},
        {"body": "parse_string_set"},
        own=True,
    ),
    q(
        "h93_regex",
        "which",
        "which function lets me switch something like case-insensitivity on for just one "
        "bracketed piece of the pattern and have it go back to normal afterwards?",
        {"body": "parse_flags_subpattern"},
        {"body": "parse_subpattern"},
        own=True,
    ),
    q(
        "h93_regex",
        "which",
        "Which class represents an atomic group `(?>...)` once the pattern is parsed?",
        {"body": "Atomic"},
        {"body": "parse_atomic"},
    ),
    q(
        "h93_regex",
        "which",
        "Which function handles \\N{...} named characters inside a pattern?",
        {"body": "parse_named_char"},
    ),
    q(
        "h93_regex",
        "how",
        "If my script builds thousands of different patterns in a loop, does the library keep "
        "every one of them around forever? How does it pick which old ones to forget?",
        {"body": "_shrink_cache"},
        grep(r"if len\(_cache\) >= _MAXCACHE:", MAIN),
        own=True,
    ),
    q(
        "h93_regex",
        "how",
        "how does parse_numeric_escape decide if \\12 is a backreference or an octal escape?",
        {"body": "parse_numeric_escape"},
    ),
    q(
        "h93_regex",
        "how",
        "I like to spread a long pattern over several lines with gaps and little notes after a "
        "hash sign. How does the reader of the pattern step over those?",
        grep(r"# Skip over the comment to the end of the line\.", CORE),
        {"body": "Source.get"},
        {"body": "Source.peek"},
        {"body": "Source.match"},
        own=True,
    ),
    q(
        "h93_regex",
        "how",
        "When I match without caring about upper/lower case, how does it deal with letters such "
        "as the German ß, which ought to match 'ss' too?",
        {"body": "Sequence._fix_full_casefold"},
        {"body": "SetBase._handle_case_folding"},
        {"body": "Character.__init__"},
        {"body": "Character._compile"},
        {"body": "String.__init__"},
        own=True,
    ),
    run(
        "h93_regex",
        "What does {} print? Trying to understand the fuzzy stuff.",
        "import regex; print(regex.findall('(?:cat){s<=1}', 'cut cot cart'))",
        "['cut', 'cot', 'car']",
    ),
    run(
        "h93_regex",
        "could you run {} and paste the output",
        "import regex; print(regex.escape('1+1 = 2?', special_only=False, literal_spaces=True))",
        "1\\+1 \\= 2\\?",
    ),
    q(
        "h93_regex",
        "edit",
        "Please raise _MAXREPCACHE in regex/_main.py from 500 to 1000.",
        {"effect": {"value_set": [MAIN, "_MAXREPCACHE", "1000"]}},
    ),
    q(
        "h93_regex",
        "edit",
        "add a docstring to apply_quantifier explaining that it wraps the previous item in a "
        "greedy, lazy or possessive repeat",
        {"effect": {"docstring": "apply_quantifier"}},
    ),
    # --- psutil ------------------------------------------------------------------------------
    q("h93_psutil", "where", "Where is wrap_exceptions defined?", {"def": "wrap_exceptions"}),
    q(
        "h93_psutil",
        "where",
        "where's the `oneshot` context manager on Process?",
        {"def": "Process.oneshot"},
    ),
    q(
        "h93_psutil",
        "returns",
        "What does Process.parent() return -- and what if the parent can't be found?",
        {"returns": "Process.parent"},
    ),
    q(
        "h93_psutil",
        "calls",
        "who calls calculate_avail_vmem",
        grep(r"avail = calculate_avail_vmem\(mems\)", LINUX),
    ),
    q(
        "h93_psutil",
        "calls",
        "Which methods in psutil/__init__.py call `_raise_if_pid_reused`?",
        grep(r"self\._raise_if_pid_reused\(\)", INIT),
    ),
    q(
        "h93_psutil",
        "calls",
        "where's _cpu_times_deltas used?",
        grep(r"= _cpu_times_deltas\(t1, t2\)", INIT),
    ),
    q(
        "h93_psutil",
        "raises",
        "Where does Process.wait raise TimeoutExpired?",
        grep(r"exc = TimeoutExpired\(timeout|raise exc from err", INIT),
    ),
    q(
        "h93_psutil",
        "raises",
        "On linux, where does ionice_set refuse the value I give it?",
        grep(r'ioclass accepts no value"|"value not in 0-7 range"', LINUX),
    ),
    q(
        "h93_psutil",
        "raises",
        "which lines in _pslinux.py raise AccessDenied",
        grep(r"raise AccessDenied\(", LINUX),
    ),
    q(
        "h93_psutil",
        "raises",
        "Hi! memory_percent threw a ValueError at me. Where can that happen?",
        grep(r"invalid memtype \{memtype!r\}|can't calculate process memory percent", INIT),
    ),
    q(
        "h93_psutil",
        "const",
        "where is FILE_READ_BUFFER_SIZE defined",
        grep(r"^FILE_READ_BUFFER_SIZE = ", COMMON),
    ),
    q(
        "h93_psutil",
        "which",
        "Which class works out the real disk when disk_partitions reports the device as /dev/root?",
        {"body": "RootFsDeviceFinder"},
    ),
    q(
        "h93_psutil",
        "which",
        "The kernel's byte counts for my network card roll over after a while. Which bit of "
        "code makes sure the totals I get back never go backwards?",
        {"body": "_WrapNumbers"},
        {"body": "wrap_numbers"},
        own=True,
    ),
    q(
        "h93_psutil",
        "which",
        "which function tells whether a disk name means the whole drive rather than just one "
        "slice of it?",
        {"body": "is_storage_device"},
        own=True,
    ),
    q(
        "h93_psutil",
        "which",
        "Which method of the linux Process class reads /proc/<pid>/stat and picks the fields "
        "out of it?",
        {"body": "Process._parse_stat_file"},
    ),
    q(
        "h93_psutil",
        "how",
        "When I ask how busy one program is without making it wait, how does it come up with a "
        "number? The very first time I always get zero.",
        {"body": "Process.cpu_percent"},
        own=True,
    ),
    q(
        "h93_psutil",
        "how",
        "how does psutil avoid killing the wrong program when the one I had has exited and its "
        "number got handed out to a brand new program?",
        {"body": "Process._get_ident"},
        {"body": "Process.__eq__"},
        {"body": "Process.is_running"},
        {"body": "Process._raise_if_pid_reused"},
        own=True,
    ),
    q(
        "h93_psutil",
        "how",
        "On an old kernel that doesn't report how much RAM programs could still grab without "
        "swapping, how does it estimate that figure?",
        {"body": "calculate_avail_vmem"},
        own=True,
    ),
    q(
        "h93_psutil",
        "how",
        "how does the linux cmdline() split the arguments when a process rewrote its title and "
        "uses spaces instead of null bytes?",
        grep(r"sep = '\\x00' if data\.endswith\('\\x00'\) else ' '", LINUX),
    ),
    run(
        "h93_psutil",
        "What's the output of {}?",
        "from psutil._pslinux import NetConnections; "
        "print(NetConnections.decode_address('0500000A:0016', 2))",
        "addr(ip='10.0.0.5', port=22)",
    ),
    run(
        "h93_psutil",
        "run {} pls",
        "import os; from psutil._pslinux import file_flags_to_mode; "
        "print(file_flags_to_mode(os.O_WRONLY | os.O_APPEND), file_flags_to_mode(os.O_RDWR))",
        "a r+",
    ),
    q(
        "h93_psutil",
        "edit",
        "Set DISK_SECTOR_SIZE in psutil/_pslinux.py to 4096, my disks use 4k sectors.",
        {"effect": {"value_set": [LINUX, "DISK_SECTOR_SIZE", "4096"]}},
    ),
    q(
        "h93_psutil",
        "edit",
        'comment out the `debug("can\'t get blkio_ticks, set iowait to 0")` line in '
        "psutil/_pslinux.py",
        {"effect": {"comment_out": [LINUX, 'debug("can\'t get blkio_ticks, set iowait to 0")']}},
    ),
    q(
        "h93_psutil",
        "edit",
        "Add `import logging` at the top of psutil/_common.py, with the other imports.",
        {"effect": {"at_top": [COMMON, "import logging"]}},
    ),
    q(
        "h93_psutil",
        "edit",
        "process_iter is too slow for my dashboard. Could you make it way faster, maybe keep "
        "all the process info refreshed in a background thread, and add a benchmark?",
        {"effect": {"declined": True}},
    ),
]
