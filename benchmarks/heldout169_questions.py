"""The hundred-and-sixty-ninth set: questions on one module each of three third-party packages,
copied from the installed site-packages (numpy 2.4.6: ``numpy/distutils/mingw32ccompiler.py`` and
``numpy/distutils/command/build_src.py``; cfn-lint 1.51.0: ``cfnlint/schema/manager.py``; psutil
7.2.2: ``psutil/_pswindows.py``), written blind: by reading only those files, never the model's code
or its notes, and committed before the model was asked any of them. It is a tuning set: its misses
are read and fixed.

The questions are weighted by the size of the files (psutil's Windows backend most, then cfn-lint's
schema manager, numpy's build_src command, numpy's MinGW compiler support). About a fifth of them
are in the user's own words (``"own": True``: behaviour described in everyday words the code does
not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its
own. Gold forms are those of ``code_questions.py``. The commands need the whole package to import,
so they run against the installed package; each exercises the one file its workspace holds, except
that ``psutil/_pswindows.py`` cannot be imported off Windows, so its workspace has no command.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h169_numpy_mingw32ccompiler": ["numpy/distutils/mingw32ccompiler.py"],
    "h169_numpy_build_src": ["numpy/distutils/command/build_src.py"],
    "h169_cfnlint_manager": ["cfnlint/schema/manager.py"],
    "h169_psutil_pswindows": ["psutil/_pswindows.py"],
}

MINGW = "numpy/distutils/mingw32ccompiler.py"
BUILD_SRC = "numpy/distutils/command/build_src.py"
MANAGER = "cfnlint/schema/manager.py"
PSWIN = "psutil/_pswindows.py"


QUESTIONS: list[dict] = [
    # --- numpy/distutils/mingw32ccompiler.py -------------------------------------------------
    q(
        "h169_numpy_mingw32ccompiler",
        "where",
        "where's find_python_dll defined?",
        {"def": "find_python_dll"},
    ),
    q(
        "h169_numpy_mingw32ccompiler",
        "returns",
        "`_check_for_import_lib` gives back a tuple I think -- what's in it when the libpython "
        "archive isn't there yet?",
        {"returns": "_check_for_import_lib"},
    ),
    q(
        "h169_numpy_mingw32ccompiler",
        "calls",
        "In mingw32ccompiler.py, which places call generate_def?",
        grep(r"(?<!def )generate_def\(", MINGW),
    ),
    q(
        "h169_numpy_mingw32ccompiler",
        "raises",
        "building on some odd windows box I get 'Unhandled arch ...'. where does that get raised?",
        grep(r'raise ValueError\("Unhandled arch', MINGW),
    ),
    q(
        "h169_numpy_mingw32ccompiler",
        "which",
        "Which function takes a windows library, lists the names it makes available to other "
        "programs, and saves that list as plain text?",
        {"def": "generate_def"},
        own=True,
    ),
    q(
        "h169_numpy_mingw32ccompiler",
        "how",
        "How does Mingw32CCompiler.object_filenames deal with a drive letter like C: in the source "
        "path, and what happens to .rc / .res files?",
        {"body": "Mingw32CCompiler.object_filenames"},
    ),
    q(
        "h169_numpy_mingw32ccompiler",
        "how",
        "On a windows machine with a virtualenv, how does it hunt down the interpreter's shared "
        "library on disk? Which places does it look in, and in what order?",
        {"body": "find_python_dll"},
        own=True,
    ),
    run(
        "h169_numpy_mingw32ccompiler",
        "Can you execute {} and show me the resource line it produces?",
        "from numpy.distutils.mingw32ccompiler import manifest_rc; "
        "print(manifest_rc('foo.manifest', 'exe'))",
        "1 RT_MANIFEST foo.manifest",
    ),
    q(
        "h169_numpy_mingw32ccompiler",
        "edit",
        "find_dll in numpy/distutils/mingw32ccompiler.py has no docstring. Please add one: it "
        "looks for a dll first in the WinSxS folder, then in sys.prefix and on PATH.",
        {"effect": {"docstring": "find_dll"}},
    ),
    # --- numpy/distutils/command/build_src.py ------------------------------------------------
    q(
        "h169_numpy_build_src",
        "where",
        "Which line of build_src.py defines `get_f2py_modulename`?",
        {"def": "get_f2py_modulename"},
    ),
    q(
        "h169_numpy_build_src",
        "returns",
        "what does get_swig_modulename return if the .i file has no %module line at all?",
        {"returns": "get_swig_modulename"},
    ),
    q(
        "h169_numpy_build_src",
        "calls",
        "who calls template_sources? I want to know for which kinds of targets .src files get "
        "expanded",
        grep(r"self\.template_sources\(", BUILD_SRC),
    ),
    q(
        "h169_numpy_build_src",
        "raises",
        "My setup.py dies with 'mismatch of extension names: ... provides ... but expected ...'. "
        "Where in build_src is that raised? Is it only for f2py?",
        grep(r"mismatch of extension names", BUILD_SRC),
    ),
    q(
        "h169_numpy_build_src",
        "raises",
        "where does build_src complain that the f2py target file was not generated",
        grep(r'raise DistutilsError\("f2py target file', BUILD_SRC),
    ),
    q(
        "h169_numpy_build_src",
        "which",
        "which function in build_src.py swaps `@name@` placeholders in a file for values out of a "
        "dict?",
        {"def": "subst_vars"},
    ),
    q(
        "h169_numpy_build_src",
        "which",
        "Which function peeks at only the very beginning of an interface file to guess which "
        "language the generated wrapper should be written in?",
        {"def": "get_swig_target"},
        own=True,
    ),
    q(
        "h169_numpy_build_src",
        "which",
        "numpy says pyrex isn't supported but some projects monkeypatch a method to get Cython "
        "built. Which method is that hook?",
        {"def": "build_src.generate_a_pyrex_source"},
    ),
    q(
        "h169_numpy_build_src",
        "how",
        "Some of the inputs to my extension aren't file names but little python functions that "
        "produce the files. How do those get turned into real files to compile, and where do they "
        "end up?",
        {"body": "build_src.generate_sources"},
        own=True,
    ),
    run(
        "h169_numpy_build_src",
        "what does {} print?",
        "from numpy.distutils.command.build_src import build_src; "
        "print(build_src.filter_files(None, ['a.c', 'b.h', 'mod.py'], ['.py']))",
        "(['a.c', 'b.h'], ['mod.py'])",
    ),
    q(
        "h169_numpy_build_src",
        "edit",
        "rename the helper `_find_swig_target` to `_locate_swig_target` in build_src.py, call "
        "sites included",
        {"effect": {"renamed": ["_find_swig_target", "_locate_swig_target"]}},
    ),
    # --- cfnlint/schema/manager.py -----------------------------------------------------------
    q(
        "h169_cfnlint_manager",
        "where",
        "where is _write_region_file in the cfn-lint schema manager?",
        {"def": "ProviderSchemaManager._write_region_file"},
    ),
    q(
        "h169_cfnlint_manager",
        "returns",
        "What exit codes can ProviderSchemaManager.update hand back, and when does it return each "
        "one?",
        {"returns": "ProviderSchemaManager.update"},
    ),
    q(
        "h169_cfnlint_manager",
        "calls",
        "Where does manager.py call `_patch_provider_schema`?",
        grep(r"self\._patch_provider_schema\(", MANAGER),
    ),
    q(
        "h169_cfnlint_manager",
        "raises",
        "get_resource_schema throws ResourceNotFoundError at me for a type I'm sure exists. "
        "Which lines raise it?",
        grep(r"raise ResourceNotFoundError\(", MANAGER),
    ),
    q(
        "h169_cfnlint_manager",
        "const",
        "where's the module-level PROVIDER_SCHEMA_MANAGER instance created?",
        grep(r"^PROVIDER_SCHEMA_MANAGER: ProviderSchemaManager = ", MANAGER),
    ),
    q(
        "h169_cfnlint_manager",
        "which",
        "Which method goes through a deeply nested document and throws away all the "
        "human-readable explanation text at every level?",
        {"def": "ProviderSchemaManager._remove_descriptions"},
        own=True,
    ),
    q(
        "h169_cfnlint_manager",
        "which",
        "Which method do I call to load my own private registry schema json files from a folder?",
        {"def": "ProviderSchemaManager.load_registry_schemas"},
    ),
    q(
        "h169_cfnlint_manager",
        "how",
        "how does get_resource_schemas_by_regions avoid handing back the same schema once per "
        "region when a dozen regions share it?",
        {"body": "ProviderSchemaManager.get_resource_schemas_by_regions"},
    ),
    q(
        "h169_cfnlint_manager",
        "how",
        "In my config I only allow some kinds of AWS things, using wildcards like AWS::S3::*, and "
        "block a few others. How does the linter work out which kinds to drop from then on?",
        {"body": "ProviderSchemaManager.patch"},
        own=True,
    ),
    run(
        "h169_cfnlint_manager",
        "Run {} and tell me what the two names come out as.",
        "from cfnlint.schema.manager import PROVIDER_SCHEMA_MANAGER as m; "
        "print(m._normalize_resource_type('Custom::Thing'), "
        "m._normalize_resource_type('My::Org::Thing::MODULE'))",
        "AWS::CloudFormation::CustomResource Module",
    ),
    run(
        "h169_cfnlint_manager",
        "quick check please: {} -- what's left in the dict afterwards?",
        "from cfnlint.schema.manager import ProviderSchemaManager; "
        "print(ProviderSchemaManager()._remove_descriptions("
        "{'description': 'x', 'props': [{'description': 'y', 'type': 'string'}]}))",
        "{'props': [{'type': 'string'}]}",
    ),
    q(
        "h169_cfnlint_manager",
        "edit",
        'In cfnlint/schema/manager.py, comment out the `LOGGER.info("All schemas are up to '
        'date")` line in update(), it is too chatty for me.',
        {"effect": {"comment_out": [MANAGER, 'LOGGER.info("All schemas are up to date")']}},
    ),
    # --- psutil/_pswindows.py ----------------------------------------------------------------
    q(
        "h169_psutil_pswindows",
        "where",
        "where is the retry_error_partial_copy decorator defined?",
        {"def": "retry_error_partial_copy"},
    ),
    q(
        "h169_psutil_pswindows",
        "where",
        "Which file and line declares the WindowsService class in psutil?",
        {"def": "WindowsService"},
    ),
    q(
        "h169_psutil_pswindows",
        "returns",
        "what does sensors_battery return on a desktop with no battery, and what otherwise?",
        {"returns": "sensors_battery"},
    ),
    q(
        "h169_psutil_pswindows",
        "calls",
        "Who uses is_permission_err in _pswindows.py?",
        grep(r"(?<!def )is_permission_err\(", PSWIN),
    ),
    q(
        "h169_psutil_pswindows",
        "calls",
        "where is `convert_dos_path` called from? I see it in a few Process methods",
        grep(r"(?<!def )convert_dos_path\(", PSWIN),
    ),
    q(
        "h169_psutil_pswindows",
        "raises",
        "p.send_signal(signal.SIGINT) on windows gives me a ValueError about only SIGTERM, "
        "CTRL_C_EVENT and CTRL_BREAK_EVENT. Where's that raised?",
        grep(r'"only SIGTERM, CTRL_C_EVENT and CTRL_BREAK_EVENT signals "', PSWIN),
    ),
    q(
        "h169_psutil_pswindows",
        "raises",
        "After lots of retries on ERROR_PARTIAL_COPY psutil gives up with AccessDenied. Where is "
        "that AccessDenied raised?",
        grep(r"raise AccessDenied\(pid=self\.pid, name=self\._name, msg=msg\)", PSWIN),
    ),
    q(
        "h169_psutil_pswindows",
        "raises",
        "where does ionice_set refuse a value argument on windows?",
        grep(r'msg = "value argument not accepted on Windows"', PSWIN),
    ),
    q(
        "h169_psutil_pswindows",
        "const",
        "Where's ERROR_PARTIAL_COPY set in the windows module?",
        grep(r"^ERROR_PARTIAL_COPY = ", PSWIN),
    ),
    q(
        "h169_psutil_pswindows",
        "which",
        "Which little helper tells whether a failure from the system was really about not being "
        "allowed to do something?",
        {"def": "is_permission_err"},
        own=True,
    ),
    q(
        "h169_psutil_pswindows",
        "which",
        "On windows, which method of the Process class reports whether the process is stopped or "
        "running?",
        {"def": "Process.status"},
    ),
    q(
        "h169_psutil_pswindows",
        "how",
        "How does Process.wait deal with the pid still hanging around after WaitForSingleObject "
        "has already returned?",
        {"body": "Process.wait"},
    ),
    q(
        "h169_psutil_pswindows",
        "how",
        "how does it work out how much of the spill-over space on disk is taken up on windows? "
        "the figure I get looks odd next to the physical RAM numbers",
        {"body": "swap_memory"},
        own=True,
    ),
    q(
        "h169_psutil_pswindows",
        "how",
        "I noticed the moment my machine was started up comes back the same each call even though "
        "it's computed from the clock. How does it keep that from wobbling by a second?",
        {"body": "boot_time"},
        own=True,
    ),
    q(
        "h169_psutil_pswindows",
        "edit",
        'Please change CONN_DELETE_TCB in psutil/_pswindows.py so its value is "DELETE-TCB".',
        {"effect": {"value_set": [PSWIN, "CONN_DELETE_TCB", '"DELETE-TCB"']}},
    ),
    q(
        "h169_psutil_pswindows",
        "edit",
        "In _pswindows.py, put the comment `# mirrors the Win32 *_PRIORITY_CLASS constants` on "
        "its own line just above `class Priority(enum.IntEnum):`.",
        {
            "effect": {
                "line_before": [
                    PSWIN,
                    "class Priority(enum.IntEnum):",
                    "# mirrors the Win32 *_PRIORITY_CLASS constants",
                ]
            }
        },
    ),
    q(
        "h169_psutil_pswindows",
        "edit",
        "process iteration on windows is really slow for me. could you profile _pswindows.py and "
        "rework the Process class so it batches the C calls and is at least twice as fast?",
        {"effect": {"declined": True}},
    ),
]
