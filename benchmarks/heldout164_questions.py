"""The hundred-and-sixty-fourth held-out set: questions on four modules of the standard library's
distutils, copied from the installed Python 3.11.7 (``distutils/ccompiler.py``,
``distutils/dist.py``, ``distutils/fancy_getopt.py``, ``distutils/filelist.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (the Distribution class and the compiler
abstraction most, then the option parser, then the file list). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands run against the installed standard library
with ``python -S``: without it setuptools' ``distutils-precedence.pth`` shim would load its own
copy of distutils instead of the file the workspace holds; each exercises that one file.
"""

from __future__ import annotations

from question_helpers import grep, q, shell

WORKSPACES: dict[str, list[str]] = {
    "h164_distutils_ccompiler": ["distutils/ccompiler.py"],
    "h164_distutils_dist": ["distutils/dist.py"],
    "h164_distutils_fancy_getopt": ["distutils/fancy_getopt.py"],
    "h164_distutils_filelist": ["distutils/filelist.py"],
}

CC = "distutils/ccompiler.py"
DIST = "distutils/dist.py"
GETOPT = "distutils/fancy_getopt.py"
FILELIST = "distutils/filelist.py"

# python -S: no site-packages, so no setuptools shim replacing the stdlib's distutils
PY_S = 'python -S -c "{}"'


QUESTIONS: list[dict] = [
    # --- distutils/ccompiler.py ----------------------------------------------------------------
    q(
        "h164_distutils_ccompiler",
        "where",
        "where is gen_lib_options defined?",
        {"def": "gen_lib_options"},
    ),
    q(
        "h164_distutils_ccompiler",
        "where",
        "In ccompiler.py, which line declares `find_library_file` on the base compiler class?",
        {"def": "CCompiler.find_library_file"},
    ),
    q(
        "h164_distutils_ccompiler",
        "returns",
        "what comes back from CCompiler._prep_compile? the docstring talks about a dict of "
        "files that can be skipped",
        {"returns": "CCompiler._prep_compile"},
    ),
    q(
        "h164_distutils_ccompiler",
        "calls",
        "Which methods end up calling `self.link(...)`? I want to see every wrapper that "
        "forwards to it.",
        grep(r"self\.link\(CCompiler\.", CC),
    ),
    q(
        "h164_distutils_ccompiler",
        "calls",
        "who uses object_filenames inside ccompiler.py",
        grep(r"self\.object_filenames\(", CC),
    ),
    q(
        "h164_distutils_ccompiler",
        "raises",
        "I threw a .f90 file into the sources list and got UnknownFileError. Where does that get "
        "raised?",
        grep(r"raise UnknownFileError\(", CC),
    ),
    q(
        "h164_distutils_ccompiler",
        "raises",
        "passing output_dir as a pathlib.Path gives `TypeError: 'output_dir' must be a string or "
        "None`. which lines raise that?",
        grep(r"raise TypeError\(\"'output_dir' must be a string or None\"\)", CC),
    ),
    q(
        "h164_distutils_ccompiler",
        "const",
        "Where is the precedence between c++, objc and c written down, the one used when a "
        "target mixes languages?",
        grep(r"language_order = \[", CC),
    ),
    q(
        "h164_distutils_ccompiler",
        "which",
        "Which function turns the (name, value) macro tuples and the include dirs into the "
        "-D / -U / -I command-line flags?",
        {"def": "gen_preprocess_options"},
    ),
    q(
        "h164_distutils_ccompiler",
        "which",
        "I want to know if some C routine actually exists on this box before relying on it. "
        "Which method checks that by writing a throwaway little program and trying to build it?",
        {"def": "CCompiler.has_function"},
        own=True,
    ),
    q(
        "h164_distutils_ccompiler",
        "which",
        "which function just tells me the name of the toolchain that's normal for my operating "
        "system, when I haven't said which one I want?",
        {"def": "get_default_compiler"},
        own=True,
    ),
    q(
        "h164_distutils_ccompiler",
        "how",
        "How does detect_language settle on one language when an extension has both .c and "
        ".cpp sources?",
        {"body": "CCompiler.detect_language"},
    ),
    q(
        "h164_distutils_ccompiler",
        "how",
        "how does new_compiler go from a name like 'mingw32' to an actual compiler instance? "
        "does it import the module on the fly?",
        {"body": "new_compiler"},
    ),
    q(
        "h164_distutils_ccompiler",
        "how",
        "Say I set the same compile-time symbol twice on the compiler object, first to 1 and then "
        "to 2. Does the later one win, or do both end up being passed along?",
        {"body": "CCompiler.define_macro"},
        {"body": "CCompiler._find_macro"},
        own=True,
    ),
    shell(
        "h164_distutils_ccompiler",
        "what does {} print?",
        PY_S.format(
            "from distutils.ccompiler import new_compiler; cc = new_compiler(); "
            "print(cc.detect_language(['a.c', 'b.cpp', 'c.m']), "
            "cc.library_filename('foo', lib_type='shared', output_dir='build'))"
        ),
        "c++ build/libfoo.so",
    ),
    q(
        "h164_distutils_ccompiler",
        "edit",
        "CCompiler.set_executable in distutils/ccompiler.py has no docstring. Please add one "
        "saying it sets one executable, splitting it like a shell would when given a string.",
        {"effect": {"docstring": "CCompiler.set_executable"}},
    ),
    q(
        "h164_distutils_ccompiler",
        "edit",
        "could you put full type hints on every method of CCompiler and also hunt down whatever "
        "bugs are hiding in the link_* helpers? thanks",
        {"effect": {"declined": True}},
    ),
    # --- distutils/dist.py ---------------------------------------------------------------------
    q(
        "h164_distutils_dist",
        "where",
        "Where's the DistributionMetadata class?",
        {"def": "DistributionMetadata"},
    ),
    q(
        "h164_distutils_dist",
        "returns",
        "What does Distribution.get_command_packages return? Is distutils.command always in it?",
        {"returns": "Distribution.get_command_packages"},
    ),
    q(
        "h164_distutils_dist",
        "returns",
        "what does `DistributionMetadata.get_contact` give back when no maintainer was set",
        {"returns": "DistributionMetadata.get_contact"},
    ),
    q(
        "h164_distutils_dist",
        "calls",
        "who calls fix_help_options in dist.py?",
        grep(r"(?<!def )fix_help_options\(", DIST),
    ),
    q(
        "h164_distutils_dist",
        "calls",
        "Where is `_ensure_list` used from?",
        grep(r"= _ensure_list\(", DIST),
    ),
    q(
        "h164_distutils_dist",
        "raises",
        "Running `setup.py 9build` exits with \"invalid command name '9build'\". Where is that "
        "exit raised?",
        grep(r"raise SystemExit\(\"invalid command name", DIST),
    ),
    q(
        "h164_distutils_dist",
        "raises",
        "where does it raise 'no commands supplied'?",
        grep(r'raise DistutilsArgError\("no commands supplied"\)', DIST),
    ),
    q(
        "h164_distutils_dist",
        "raises",
        "I put a misspelled key under [build_ext] in setup.cfg and now I get "
        "DistutilsOptionError ... has no such option. Where's that thrown?",
        grep(r"has no such option", DIST),
    ),
    q(
        "h164_distutils_dist",
        "const",
        "where's the list of options like --verbose, --quiet and --dry-run that are accepted "
        "before any command?",
        grep(r"^    global_options = \[", DIST),
    ),
    q(
        "h164_distutils_dist",
        "which",
        "Before any commands run, a few settings files get read: a system-wide one, one in my "
        "home folder and one next to the project. Which method gathers that list?",
        {"def": "Distribution.find_config_files"},
        own=True,
    ),
    q(
        "h164_distutils_dist",
        "which",
        "Which bit puts my package's summary sheet (name, version, who made it, etc.) onto disk "
        "inside the folder that gets shipped?",
        {"def": "DistributionMetadata.write_pkg_info"},
        {"def": "DistributionMetadata.write_pkg_file"},
        own=True,
    ),
    q(
        "h164_distutils_dist",
        "which",
        "which Distribution method tells whether the project is pure python, i.e. no extension "
        "modules and no C libraries?",
        {"def": "Distribution.is_pure"},
    ),
    q(
        "h164_distutils_dist",
        "how",
        "Two of my steps both need the build to have happened first. How does it avoid doing "
        "that build twice in one go?",
        {"body": "Distribution.run_command"},
        own=True,
    ),
    q(
        "h164_distutils_dist",
        "how",
        "how does parse_config_files treat install-dir settings like prefix or install-lib when "
        "I'm inside a virtualenv?",
        {"body": "Distribution.parse_config_files"},
    ),
    q(
        "h164_distutils_dist",
        "how",
        "If I hand over the search tags for my package as one long string separated by commas, "
        "rather than a proper list, what becomes of it?",
        {"body": "Distribution.finalize_options"},
        {"body": "_ensure_list"},
        own=True,
    ),
    shell(
        "h164_distutils_dist",
        "Run {} and tell me what comes out.",
        PY_S.format(
            "from distutils.dist import Distribution; "
            "d = Distribution({'name': 'demo', 'version': '1.2'}); "
            "print(d.get_fullname(), d.get_contact())"
        ),
        "demo-1.2 UNKNOWN",
    ),
    q(
        "h164_distutils_dist",
        "edit",
        'In distutils/dist.py, get_version falls back to "0.0.0" when no version is given; '
        'make that fallback "0.0.1" instead.',
        {
            "effect": {
                "text_replaced": [
                    DIST,
                    'return self.version or "0.0.0"',
                    'return self.version or "0.0.1"',
                ]
            }
        },
    ),
    q(
        "h164_distutils_dist",
        "edit",
        'comment out the `log.info("running %s", command)` line in Distribution.run_command, '
        "it's too chatty for me",
        {"effect": {"comment_out": [DIST, 'log.info("running %s", command)']}},
    ),
    # --- distutils/fancy_getopt.py -------------------------------------------------------------
    q(
        "h164_distutils_fancy_getopt",
        "where",
        "where does wrap_text live?",
        {"def": "wrap_text"},
    ),
    q(
        "h164_distutils_fancy_getopt",
        "calls",
        "Who calls `_check_alias_dict` in fancy_getopt.py?",
        grep(r"self\._check_alias_dict\(", GETOPT),
    ),
    q(
        "h164_distutils_fancy_getopt",
        "raises",
        "add_option blew up with 'option conflict: already an option'. where is that raised?",
        grep(r"option conflict: already an option", GETOPT),
    ),
    q(
        "h164_distutils_fancy_getopt",
        "which",
        "Which FancyGetopt method builds the help lines from the option table, with the short "
        "flag shown in parentheses after the long one?",
        {"def": "FancyGetopt.generate_help"},
    ),
    q(
        "h164_distutils_fancy_getopt",
        "how",
        "If someone passes the chatty flag three times on the command line, how does the parser "
        "end up with a level of 3 instead of just on?",
        grep(
            r"self\.repeat\.get\(attr\)|getattr\(object, attr, 0\) \+ 1|self\.repeat\[long\] = "
            r"repeat",
            GETOPT,
        ),
        own=True,
    ),
    shell(
        "h164_distutils_fancy_getopt",
        "can you execute {} and paste the output",
        PY_S.format(
            "from distutils.fancy_getopt import FancyGetopt; "
            "p = FancyGetopt([('verbose', 'v', 'say more', 1), ('quiet', 'q', 'say less'), "
            "('out=', 'o', 'where to write')]); p.set_negative_aliases({'quiet': 'verbose'}); "
            "args, opts = p.getopt(['-vv', '-o', 'x.txt', 'rest']); "
            "print(args, opts.verbose, opts.out)"
        ),
        "['rest'] 2 x.txt",
    ),
    q(
        "h164_distutils_fancy_getopt",
        "edit",
        "Rename WS_TRANS to WHITESPACE_TRANS in distutils/fancy_getopt.py, please (the "
        "definition and where it's used).",
        {"effect": {"renamed": ["WS_TRANS", "WHITESPACE_TRANS"]}},
    ),
    # --- distutils/filelist.py -----------------------------------------------------------------
    q(
        "h164_distutils_filelist",
        "where",
        "where is translate_pattern defined",
        {"def": "translate_pattern"},
    ),
    q(
        "h164_distutils_filelist",
        "returns",
        "What does FileList.include_pattern return, the files it added or something else?",
        {"returns": "FileList.include_pattern"},
    ),
    q(
        "h164_distutils_filelist",
        "raises",
        "My MANIFEST.in has `graft docs examples` and it errors out with \"'graft' expects a "
        'single <dir_pattern>". Where in filelist.py is that?',
        grep(r"expects a single <dir_pattern>", FILELIST),
    ),
    q(
        "h164_distutils_filelist",
        "which",
        "which function converts a shell glob to a regex such that * and ? won't match the path "
        "separator?",
        {"def": "glob_to_re"},
    ),
    q(
        "h164_distutils_filelist",
        "how",
        "Once my list of files to ship is in order, how are repeated entries weeded out so each "
        "name shows up only once?",
        {"body": "FileList.remove_duplicates"},
        own=True,
    ),
    shell(
        "h164_distutils_filelist",
        "Please run {} -- what regex does it give?",
        PY_S.format(
            "from distutils.filelist import translate_pattern; "
            "print(translate_pattern('*.txt', prefix='docs').pattern)"
        ),
        r"(?s:\Adocs/.*[^/]*\.txt)\Z",
    ),
    q(
        "h164_distutils_filelist",
        "edit",
        "delete the line `# XXX docstring lying about what the special chars are?` from "
        "include_pattern in distutils/filelist.py",
        {
            "effect": {
                "line_deleted": [
                    FILELIST,
                    "# XXX docstring lying about what the special chars are?",
                ]
            }
        },
    ),
]
