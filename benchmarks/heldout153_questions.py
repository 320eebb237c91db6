"""The hundred-and-fifty-third set: questions on four modules of numpy's distutils, copied from the
installed site-packages (numpy 2.4.6 on Python 3.11: ``numpy/distutils/misc_util.py``,
``numpy/distutils/ccompiler.py``, ``numpy/distutils/cpuinfo.py`` and
``numpy/distutils/fcompiler/gnu.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. It is a tuning
set: its misses are read and fixed.

The questions are weighted by the size of the files (the misc utilities most, then the C compiler
patches, the CPU probing module and the GNU Fortran compiler classes). About a fifth of them are in
the user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own.
Gold forms are those of ``code_questions.py``. The commands need the whole package to import, so
they run against the installed package (``numpy.distutils`` still imports on Python 3.11, with a
DeprecationWarning on stderr); each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h153_numpy_misc_util": ["numpy/distutils/misc_util.py"],
    "h153_numpy_ccompiler": ["numpy/distutils/ccompiler.py"],
    "h153_numpy_cpuinfo": ["numpy/distutils/cpuinfo.py"],
    "h153_numpy_gnu": ["numpy/distutils/fcompiler/gnu.py"],
}

MISC = "numpy/distutils/misc_util.py"
CCOMP = "numpy/distutils/ccompiler.py"
CPU = "numpy/distutils/cpuinfo.py"
GNU = "numpy/distutils/fcompiler/gnu.py"


QUESTIONS: list[dict] = [
    # --- numpy/distutils/misc_util.py --------------------------------------------------------
    q(
        "h153_numpy_misc_util",
        "where",
        "where is `Configuration.add_extension` defined?",
        {"def": "Configuration.add_extension"},
    ),
    q(
        "h153_numpy_misc_util",
        "where",
        "In numpy/distutils/misc_util.py, on which line does the add_npy_pkg_config method start?",
        {"def": "Configuration.add_npy_pkg_config"},
    ),
    q(
        "h153_numpy_misc_util",
        "where",
        "I'm looking for todict on the Configuration class, where does it live",
        {"def": "Configuration.todict"},
    ),
    q(
        "h153_numpy_misc_util",
        "returns",
        "What does get_shared_lib_extension end up returning for a plain (non-python) shared "
        "library on linux?",
        {"returns": "get_shared_lib_extension"},
    ),
    q(
        "h153_numpy_misc_util",
        "returns",
        "`rel_path` -- what comes back from it when path and parent_path are the same dir, or "
        "when path is shorter than the parent?",
        {"returns": "rel_path"},
    ),
    q(
        "h153_numpy_misc_util",
        "calls",
        "who calls _fix_paths?",
        grep(r"(?<!def )_fix_paths\(", MISC),
    ),
    q(
        "h153_numpy_misc_util",
        "calls",
        "Where in misc_util is exec_mod_from_location actually invoked? I want to see every "
        "place a file gets imported that way.",
        grep(r"= exec_mod_from_location\($", MISC),
    ),
    q(
        "h153_numpy_misc_util",
        "calls",
        "list the spots that walk a folder with general_source_files",
        grep(r"list\(general_source_files\(", MISC),
    ),
    q(
        "h153_numpy_misc_util",
        "raises",
        "config.set_options(verbose=True) gives me `ValueError: Unknown option: verbose`. Where's "
        "that raised?",
        grep(r"raise ValueError\('Unknown option: '", MISC),
    ),
    q(
        "h153_numpy_misc_util",
        "raises",
        "get_cmd('build') dies with 'setup distribution instance not initialized' -- which line "
        "throws that?",
        grep(r"raise DistutilsInternalError\(", MISC),
    ),
    q(
        "h153_numpy_misc_util",
        "raises",
        "If I call get_subpackage(None) and don't give a subpackage_path either, where does it "
        "complain?",
        grep(r"raise ValueError\($|either subpackage_name or subpackage_path must be", MISC),
    ),
    q(
        "h153_numpy_misc_util",
        "raises",
        "Where does Configuration.add_data_dir raise a TypeError when data_path isn't a string?",
        grep(r'raise TypeError\("not a string', MISC),
    ),
    q(
        "h153_numpy_misc_util",
        "const",
        "Which file extensions does misc_util count as Fortran? Show me where that pattern is set.",
        grep(r"^fortran_ext_match = ", MISC),
    ),
    q(
        "h153_numpy_misc_util",
        "which",
        "Which function tells me if a list of sources has any C++ files (.cpp/.cxx/.cc) in it?",
        {"def": "has_cxx_sources"},
    ),
    q(
        "h153_numpy_misc_util",
        "which",
        "I have locations like a/./b/../c. Which helper collapses the 'this folder' and 'one "
        "folder up' pieces so I get a/c?",
        {"body": "minrelpath"},
        own=True,
    ),
    q(
        "h153_numpy_misc_util",
        "which",
        "Which Configuration method merges a subpackage's keys into the parent config and "
        "warns when it inherits an attribute it doesn't know about?",
        {"def": "Configuration.dict_append"},
    ),
    q(
        "h153_numpy_misc_util",
        "which",
        "which function figures out whether the console I'm typing in can show tinted output?",
        {"body": "terminal_has_colors"},
        own=True,
    ),
    q(
        "h153_numpy_misc_util",
        "which",
        "Just before everything is handed to setup(), something merges the extra things to ship "
        "so that each install destination shows up only once. Which piece does that?",
        {"body": "Configuration._optimize_data_files"},
        own=True,
    ),
    q(
        "h153_numpy_misc_util",
        "how",
        "If I don't pass anything on the command line, how many compiles does it run side by "
        "side? Is there an upper limit, and can I override it from the shell?",
        {"body": "get_num_build_jobs"},
        own=True,
    ),
    q(
        "h153_numpy_misc_util",
        "how",
        "How does Configuration.get_version go looking for a version when I don't pass a "
        "version_file? And what if none of those files exist?",
        {"body": "Configuration.get_version"},
    ),
    q(
        "h153_numpy_misc_util",
        "how",
        "how does it decide whether a folder sits inside the tree I'm currently working in, as "
        "opposed to somewhere in the compile output area?",
        {"body": "is_local_src_dir"},
        own=True,
    ),
    q(
        "h153_numpy_misc_util",
        "how",
        "In add_extension, how is a library written as `name@relative/path` handled?",
        grep(
            r"if '@' in libname:|lname, lpath = libname\.split\('@', 1\)"
            r"|llname = l\.split\('__OF__', 1\)\[0\]",
            MISC,
        ),
    ),
    run(
        "h153_numpy_misc_util",
        "what does {} print?",
        "from numpy.distutils.misc_util import njoin; print(njoin('a', ['b', '..', 'c'], './d'))",
        "a/c/d",
    ),
    q(
        "h153_numpy_misc_util",
        "edit",
        "In misc_util.py, set `_cxx_ignore_flags` to "
        "`{'-Werror=implicit-function-declaration', '-std=c99', '-std=c11'}` so c11 gets "
        "dropped for C++ too.",
        {
            "effect": {
                "value_set": [
                    MISC,
                    "_cxx_ignore_flags",
                    "{'-Werror=implicit-function-declaration', '-std=c99', '-std=c11'}",
                ]
            }
        },
    ),
    q(
        "h153_numpy_misc_util",
        "edit",
        "get_script_files has no docstring. Could you add one? It keeps only the string "
        "entries of the scripts list.",
        {"effect": {"docstring": "get_script_files"}},
    ),
    q(
        "h153_numpy_misc_util",
        "edit",
        "The Configuration class in misc_util.py is enormous. Please break it into a handful of "
        "mixins with full type hints, without changing any behaviour.",
        {"effect": {"declined": True}},
    ),
    # --- numpy/distutils/ccompiler.py --------------------------------------------------------
    q(
        "h153_numpy_ccompiler",
        "where",
        "where's CCompiler_customize_cmd",
        {"def": "CCompiler_customize_cmd"},
    ),
    q(
        "h153_numpy_ccompiler",
        "returns",
        "What does `CCompiler_cxx_compiler` return? Is it the same object for msvc?",
        {"returns": "CCompiler_cxx_compiler"},
    ),
    q(
        "h153_numpy_ccompiler",
        "calls",
        "ccompiler.py monkeypatches distutils' CCompiler. Where is replace_method called to "
        "swap in the numpy versions?",
        grep(r"^replace_method\(CCompiler", CCOMP),
    ),
    q(
        "h153_numpy_ccompiler",
        "raises",
        "new_compiler(compiler='foo') gives DistutilsPlatformError, \"don't know how to compile "
        'C/C++ code". where is it raised?',
        grep(r"raise DistutilsPlatformError\(msg\)", CCOMP),
    ),
    q(
        "h153_numpy_ccompiler",
        "raises",
        "object_filenames chokes on my .xyz sources with 'unknown file type'. Which line raises "
        "that?",
        grep(r"raise UnknownFileError\(", CCOMP),
    ),
    q(
        "h153_numpy_ccompiler",
        "how",
        "How does it work out that something compiled on an earlier run is out of date and has "
        "to be made again?",
        {"body": "_needs_build"},
        own=True,
    ),
    q(
        "h153_numpy_ccompiler",
        "how",
        "When a command run by CCompiler_spawn fails, how is the error message put together? "
        "Is there any special hint for some failures?",
        grep(
            r"Too many open files|Try rerunning setup command|raise DistutilsExecError\(",
            CCOMP,
        ),
    ),
    run(
        "h153_numpy_ccompiler",
        "Run {} and tell me which version string it pulls out.",
        "from numpy.distutils.ccompiler import simple_version_match; "
        "m = simple_version_match(start='GCC'); "
        "print(m(None, 'GCC (Ubuntu 9.4.0-1ubuntu1) 9.4.0'))",
        "9.4.0-1",
    ),
    q(
        "h153_numpy_ccompiler",
        "edit",
        "in numpy/distutils/ccompiler.py please comment out the line "
        "`self.compiler.append('-ftrapping-math')` (leave the compiler_so one alone)",
        {"effect": {"comment_out": [CCOMP, "self.compiler.append('-ftrapping-math')"]}},
    ),
    # --- numpy/distutils/cpuinfo.py ----------------------------------------------------------
    q(
        "h153_numpy_cpuinfo",
        "where",
        "Where is key_value_from_command defined in cpuinfo?",
        {"def": "key_value_from_command"},
    ),
    q(
        "h153_numpy_cpuinfo",
        "calls",
        "who calls `getoutput` in cpuinfo.py?",
        grep(r"(?<!def )getoutput\(", CPU),
    ),
    q(
        "h153_numpy_cpuinfo",
        "which",
        "If I ask the processor object about some feature it has never heard of, I get nothing "
        "back instead of an exception. Which bit makes that happen?",
        {"body": "CPUInfoBase.__getattr__"},
        own=True,
    ),
    q(
        "h153_numpy_cpuinfo",
        "which",
        "Which method on LinuxCPUInfo checks for SSE3 support (by looking for pni in the flags)?",
        {"def": "LinuxCPUInfo._has_sse3"},
    ),
    q(
        "h153_numpy_cpuinfo",
        "how",
        "On my box, how does it parse the text the kernel exposes about the chip and split it "
        "into one record per core?",
        {"body": "LinuxCPUInfo.__init__"},
        own=True,
    ),
    run(
        "h153_numpy_cpuinfo",
        "can you execute {}",
        "from numpy.distutils.cpuinfo import cpu; print(type(cpu).__name__, cpu.is_foo())",
        "LinuxCPUInfo None",
    ),
    q(
        "h153_numpy_cpuinfo",
        "edit",
        "rename command_by_line to command_lines in numpy/distutils/cpuinfo.py, including the "
        "places that call it",
        {"effect": {"renamed": ["command_by_line", "command_lines"]}},
    ),
    # --- numpy/distutils/fcompiler/gnu.py ----------------------------------------------------
    q(
        "h153_numpy_gnu",
        "returns",
        "What does Gnu95FCompiler.get_target give back, e.g. if gfortran -v can't be run at all?",
        {"returns": "Gnu95FCompiler.get_target"},
    ),
    q(
        "h153_numpy_gnu",
        "raises",
        "I get 'A valid Fortran version was not found in this string' when building. Where is "
        "that raised?",
        grep(r"raise ValueError\(err \+ version_string\)", GNU),
    ),
    q(
        "h153_numpy_gnu",
        "const",
        "where does the gfortran compiler class set its module output switch (-J)?",
        grep(r"module_dir_switch = '-J'", GNU),
    ),
    q(
        "h153_numpy_gnu",
        "which",
        "Which Gnu95FCompiler method says whether a given C compiler (msvc in particular) can "
        "link the objects gfortran produces?",
        {"def": "Gnu95FCompiler.can_ccompiler_link"},
    ),
    q(
        "h153_numpy_gnu",
        "how",
        "For really old releases of the g77 tool it dials back how hard the code is tuned "
        "for speed. How is that decided?",
        {"body": "GnuFCompiler.get_flags_opt"},
        own=True,
    ),
    run(
        "h153_numpy_gnu",
        "Could you run {} and tell me which flavour and version it detects?",
        "from numpy.distutils.fcompiler.gnu import GnuFCompiler; "
        "print(GnuFCompiler().gnu_version_match('GNU Fortran (GCC) 3.4.6'))",
        "('g77', '3.4.6')",
    ),
    q(
        "h153_numpy_gnu",
        "edit",
        "In fcompiler/gnu.py the fallback MACOSX_DEPLOYMENT_TARGET is '10.9'. Bump it to '11.0'.",
        {"effect": {"text_replaced": [GNU, "target = '10.9'", "target = '11.0'"]}},
    ),
]
