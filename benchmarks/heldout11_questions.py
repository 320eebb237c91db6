"""The eleventh held-out set: questions on six standard-library modules that no other set uses
(cgi, profile, site, _pydecimal, the ctypes package, _osx_support), written blind: by reading
only those modules, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, how a named function does something; three ask where a
function fails without naming the exception), 10 are in the user's own words (``"own": True``:
behaviour described in words the code does not use for it), 4 run a command and 6 ask for an
edit (2 of them beyond a program that is not an LLM, to be declined). ctypes' ``DEFAULT_MODE`` is
set twice (once under a platform ``if``), so its gold is a grep on both lines. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "cgi": ["cgi.py"],
    "profile": ["profile.py"],
    "site": ["site.py"],
    "_pydecimal": ["_pydecimal.py"],
    "ctypes": ["ctypes"],
    "_osx_support": ["_osx_support.py"],
}


QUESTIONS: list[dict] = [
    # --- cgi ------------------------------------------------------------------------------
    q("cgi", "where", "where is valid_boundary defined", {"def": "valid_boundary"}),
    q(
        "cgi",
        "calls",
        "Which places in cgi.py call `parse_header`?",
        grep(r"= parse_header\(", "cgi.py"),
    ),
    q(
        "cgi",
        "raises",
        "If a multipart upload comes in with a garbage boundary string, where does "
        "FieldStorage.read_multi bail out?",
        grep(r"raise ValueError\('Invalid boundary", "cgi.py"),
    ),
    q(
        "cgi",
        "where",
        "wheres the module-level maxlen limit for POST bodies set?",
        grep(r"^maxlen = ", "cgi.py"),
    ),
    q(
        "cgi",
        "returns",
        "What does FieldStorage.getfirst hand back when the key isn't in the form?",
        {"returns": "FieldStorage.getfirst"},
    ),
    q(
        "cgi",
        "which",
        "An uploaded field starts out kept in memory; which bit of code moves it over to a real "
        "file on disk once it gets past a certain size?",
        {"body": "FieldStorage.__write"},
        own=True,
    ),
    run(
        "cgi",
        "Could you run {} and tell me what it prints?",
        "import cgi; print(cgi.parse_header('form-data; name=photo; filename=cat.png'))",
        "('form-data', {'name': 'photo', 'filename': 'cat.png'})",
    ),
    q(
        "cgi",
        "edit",
        "In cgi.py please change maxlen from 0 to 1048576 so POSTs over a meg get refused.",
        {"effect": {"value_set": ["cgi.py", "maxlen", "1048576"]}},
    ),
    # --- profile --------------------------------------------------------------------------
    q(
        "profile",
        "where",
        "Where is the `fake_frame` class that Profile uses?",
        {"def": "Profile.fake_frame"},
    ),
    q(
        "profile",
        "raises",
        "which line raises ValueError in profile.py",
        grep(r"raise ValueError\(", "profile.py"),
    ),
    q(
        "profile",
        "calls",
        "who calls Profile.simulate_call?",
        grep(r"self\.simulate_call\(", "profile.py"),
    ),
    q(
        "profile",
        "returns",
        "Quick one: what's the return value of `Profile.runctx`?",
        {"returns": "Profile.runctx"},
    ),
    q(
        "profile",
        "where",
        "Where does the Profile class set its default calibration bias?",
        grep(r"^    bias = 0", "profile.py"),
    ),
    q(
        "profile",
        "how",
        "When a function ends up calling itself again and again, how does the profiler avoid "
        "adding its total time up more than once?",
        {"body": "Profile.trace_dispatch_return"},
        {"body": "Profile.trace_dispatch_call"},
        own=True,
    ),
    q(
        "profile",
        "which",
        "the act of timing things slows the program down a bit. which part works out how big "
        "that slowdown is so it can be subtracted?",
        {"body": "Profile._calibrate_inner"},
        {"body": "Profile.calibrate"},
        own=True,
    ),
    q(
        "profile",
        "edit",
        "Add a docstring to Profile.snapshot_stats in profile.py, please.",
        {"effect": {"docstring": "Profile.snapshot_stats"}},
    ),
    # --- site -----------------------------------------------------------------------------
    q(
        "site",
        "where",
        "where's register_readline defined in site.py?",
        {"def": "enablerlcompleter.register_readline"},
    ),
    q(
        "site",
        "returns",
        "What can `check_enableusersite()` return?",
        {"returns": "check_enableusersite"},
    ),
    q(
        "site",
        "calls",
        "Who calls addsitedir in site.py",
        grep(r"^\s+addsitedir\(", "site.py"),
    ),
    q(
        "site",
        "where",
        "Where does ENABLE_USER_SITE get its initial value?",
        grep(r"^ENABLE_USER_SITE = None", "site.py"),
    ),
    q(
        "site",
        "how",
        "how does addpackage deal with lines in a .pth file that begin with `import`?",
        grep(r"startswith\(\(\"import \"|exec\(line\)", "site.py"),
    ),
    q(
        "site",
        "which",
        "When Python is started from inside an isolated project environment folder, what reads "
        "the little settings file sitting next to the executable and decides whether the "
        "machine-wide installed packages are visible too?",
        {"body": "venv"},
        own=True,
    ),
    q(
        "site",
        "which",
        "What makes the interactive prompt remember the lines I typed and save them to a file in "
        "my home folder when I quit?",
        {"body": "enablerlcompleter"},
        own=True,
    ),
    q(
        "site",
        "edit",
        "comment out the sethelper() call in site.main",
        {"effect": {"comment_out": ["site.py", "sethelper()"]}},
    ),
    # --- _pydecimal -----------------------------------------------------------------------
    q(
        "_pydecimal",
        "where",
        "Where is `_ContextManager` defined in _pydecimal?",
        {"def": "_ContextManager"},
    ),
    q(
        "_pydecimal",
        "calls",
        "what uses _group_lengths?",
        grep(r"in _group_lengths\(", "_pydecimal.py"),
    ),
    q(
        "_pydecimal",
        "raises",
        "If I do ctx.rounding = 'SIDEWAYS' on a Context, where does that get rejected?",
        grep(r"invalid rounding mode", "_pydecimal.py"),
    ),
    q(
        "_pydecimal",
        "where",
        "where is DefaultContext's precision of 28 configured",
        grep(r"prec=28", "_pydecimal.py"),
    ),
    q(
        "_pydecimal",
        "which",
        "When printing a big number with a format like '{:,}', which function puts a comma "
        "between every group of three digits?",
        {"body": "_insert_thousands_sep"},
        own=True,
    ),
    q(
        "_pydecimal",
        "how",
        "I want more digits of accuracy just for one block of code, and for it to go back to "
        "normal afterwards. how is that done in here?",
        {"body": "localcontext"},
        {"body": "_ContextManager"},
        own=True,
    ),
    run(
        "_pydecimal",
        "what's the output of {}",
        "import _pydecimal as D; print(D.Decimal(1) / D.Decimal(7))",
        "0.1428571428571428571428571429",
    ),
    q(
        "_pydecimal",
        "edit",
        "Decimal ** is painfully slow for me. Can you rework `Decimal.__pow__` in _pydecimal.py "
        "so it's a lot faster but still exactly right?",
        {"effect": {"declined": True}},
    ),
    # --- ctypes ---------------------------------------------------------------------------
    q(
        "ctypes",
        "where",
        "Where's `_other_endian` defined?",
        {"def": "_other_endian"},
    ),
    q(
        "ctypes",
        "raises",
        "Where does dyld_find give up when it can't locate the library anywhere?",
        grep(r"raise ValueError\(\"dylib %s could not be found", "ctypes/macholib/dyld.py"),
    ),
    q(
        "ctypes",
        "returns",
        "what does dylib_info return",
        {"returns": "dylib_info"},
    ),
    q(
        "ctypes",
        "where",
        "where is DEFAULT_MODE set in the ctypes package?",
        grep(r"DEFAULT_MODE = ", "ctypes/__init__.py"),
    ),
    q(
        "ctypes",
        "which",
        "After I load a shared library and type lib.somefunc, where does it find that function "
        "and keep hold of it so the next lookup is instant?",
        {"body": "CDLL.__getattr__"},
        own=True,
    ),
    q(
        "ctypes",
        "how",
        "I need a struct whose numbers are stored with their bytes the other way round from my "
        "machine's. How does the code turn each field around for that?",
        {"body": "_swapped_meta.__setattr__"},
        {"body": "_other_endian"},
        own=True,
    ),
    run(
        "ctypes",
        "Run {} for me pls",
        "import ctypes; print(ctypes.sizeof(ctypes.c_int16 * 5))",
        "10",
    ),
    q(
        "ctypes",
        "edit",
        "Could you make ctypes read a C header file and build the matching Structure classes "
        "automatically? Put it wherever it fits in the ctypes package.",
        {"effect": {"declined": True}},
    ),
    # --- _osx_support ---------------------------------------------------------------------
    q(
        "_osx_support",
        "calls",
        "who calls `_save_modified_value`",
        grep(r"^\s+_save_modified_value\(", "_osx_support.py"),
    ),
    q(
        "_osx_support",
        "raises",
        "Where is SystemError raised in _osx_support.py?",
        grep(r"raise SystemError\(", "_osx_support.py"),
    ),
    q(
        "_osx_support",
        "returns",
        "What does _get_system_version_tuple return?",
        {"returns": "_get_system_version_tuple"},
    ),
    q(
        "_osx_support",
        "how",
        "In compiler_fixup, how is an -isysroot flag removed when the path is glued onto it "
        "in a single argument?",
        grep(r"del compiler_so\[index:index\+1\]", "_osx_support.py"),
    ),
    q(
        "_osx_support",
        "where",
        "where is the _INITPRE prefix defined",
        grep(r"^_INITPRE = ", "_osx_support.py"),
    ),
    q(
        "_osx_support",
        "how",
        "If I build for several kinds of processor at once, how does it come up with the single "
        "name it reports for the machine?",
        {"body": "get_platform_osx"},
        own=True,
    ),
    run(
        "_osx_support",
        "What does {} print on this box?",
        "import _osx_support as o; print(o.get_platform_osx({'MACOSX_DEPLOYMENT_TARGET': "
        "'11.0', 'CFLAGS': '-arch arm64 -arch x86_64'}, 'darwin', '20.0', 'arm64'))",
        "('macosx', '11.0', 'universal2')",
    ),
    q(
        "_osx_support",
        "edit",
        "add 'CPP' at the end of the _COMPILER_CONFIG_VARS tuple in _osx_support.py",
        {
            "effect": {
                "value_set": [
                    "_osx_support.py",
                    "_COMPILER_CONFIG_VARS",
                    "('BLDSHARED', 'LDSHARED', 'CC', 'CXX', 'CPP')",
                ]
            }
        },
    ),
]
