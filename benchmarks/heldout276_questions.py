"""The two-hundred-and-seventy-sixth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (numpy 2.4.6:
``numpy/distutils/command/build_clib.py``; Pygments 2.20.0: ``pygments/lexers/wgsl.py``; debugpy
1.8.22: ``debugpy/_vendored/pydevd/_pydev_runfiles/pydev_runfiles_parallel.py``; Pillow 13.0.0:
``PIL/AvifImagePlugin.py``), written blind: by reading only those files, the format of set 128,
``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (numpy's build_clib command most, then
Pillow's AVIF plugin, pydevd's parallel test runner, and the WGSL lexer, whose length is mostly
word lists). About a fifth of the non-edit questions are in the user's own words (``own=True``:
behaviour described in everyday words the code does not use for it); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds, and its expected text was
taken from running it. The golds were checked with ``benchmarks/check_set.py`` (0 bad), and every
edit was made by hand on a scratch copy of its workspace and ``check_effect`` seen to hold after
it (and the declined one with the copy left unchanged).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h276_numpy_build_clib": ["numpy/distutils/command/build_clib.py"],
    "h276_pygments_wgsl": ["pygments/lexers/wgsl.py"],
    "h276_debugpy_runfiles_parallel": [
        "debugpy/_vendored/pydevd/_pydev_runfiles/pydev_runfiles_parallel.py"
    ],
    "h276_pil_avif": ["PIL/AvifImagePlugin.py"],
}

CLIB = "numpy/distutils/command/build_clib.py"
WGSL = "pygments/lexers/wgsl.py"
PAR = "debugpy/_vendored/pydevd/_pydev_runfiles/pydev_runfiles_parallel.py"
AVIF = "PIL/AvifImagePlugin.py"

# the pydevd packages are imported from debugpy's vendored copy
PYDEVD = (
    "import debugpy, os, sys; "
    "sys.path.insert(0, os.path.join(os.path.dirname(debugpy.__file__), '_vendored', 'pydevd')); "
)


QUESTIONS: list[dict] = [
    # --- numpy/distutils/command/build_clib.py -----------------------------------------------
    q(
        "h276_numpy_build_clib",
        "where",
        "where is assemble_flags defined in numpy's build_clib",
        {"def": "build_clib.assemble_flags"},
    ),
    q(
        "h276_numpy_build_clib",
        "returns",
        "What does `build_clib.have_cxx_sources` return?",
        {"returns": "build_clib.have_cxx_sources"},
    ),
    q(
        "h276_numpy_build_clib",
        "returns",
        "get_source_files in build_clib -- what does it give back exactly?",
        {"returns": "build_clib.get_source_files"},
    ),
    q(
        "h276_numpy_build_clib",
        "calls",
        "Where does build_clib call assemble_flags, and for which build_info keys?",
        grep(r"self\.assemble_flags\(", CLIB),
    ),
    q(
        "h276_numpy_build_clib",
        "calls",
        "who calls build_a_library?",
        grep(r"self\.build_a_library\(", CLIB),
    ),
    q(
        "h276_numpy_build_clib",
        "raises",
        "`python setup.py build_clib -j four` dies with '--parallel/-j argument must be an "
        "integer'. Which line raises that?",
        grep(r'raise ValueError\("--parallel/-j argument must be an integer"\)', CLIB),
    ),
    q(
        "h276_numpy_build_clib",
        "raises",
        "I left 'sources' out of one of my libraries and got a DistutilsSetupError. where is "
        "that thrown in build_clib.py?",
        grep(r"raise DistutilsSetupError\(", CLIB),
    ),
    q(
        "h276_numpy_build_clib",
        "raises",
        "Where does build_clib complain that a library has Fortran sources but no Fortran "
        "compiler was found?",
        grep(r'raise DistutilsError\("library %s has Fortran sources"', CLIB),
    ),
    q(
        "h276_numpy_build_clib",
        "which",
        "Which method of build_clib copies the finished libraries into their target dirs when "
        "--inplace is given?",
        {"body": "build_clib.run"},
    ),
    q(
        "h276_numpy_build_clib",
        "which",
        "Some compilers dump their interface files into whatever folder I started the build "
        "from. Which bit carries the freshly made ones over to the output folder and leaves the "
        "ones that were already lying there alone?",
        grep(
            r"existing_modules = glob\('\*\.mod'\)|for f in glob\('\*\.mod'\):"
            r"|self\.move_file\(f, module_build_dir\)",
            CLIB,
        ),
        own=True,
    ),
    q(
        "h276_numpy_build_clib",
        "how",
        "How does build_a_library decide that a library is up to date and can be skipped?",
        grep(
            r"force_rebuild = |newer_group\(depends, lib_file, 'newer'\)"
            r"|skipping '%s' library",
            CLIB,
        ),
    ),
    q(
        "h276_numpy_build_clib",
        "how",
        "i want any compiler warning to stop the build of my little C helper libs. how does that "
        "wish actually make it onto the compiler's command line?",
        grep(r"\.append\('-Werror'\)", CLIB),
        own=True,
    ),
    run(
        "h276_numpy_build_clib",
        "What do I get from {}?",
        "from numpy.distutils.command.build_clib import build_clib; "
        "from distutils.dist import Distribution; c = build_clib(Distribution()); "
        "print(c.assemble_flags(['-O2', lambda s: ['-g', '-Wall']]), c.assemble_flags(None))",
        "['-O2', '-g', '-Wall'] []",
    ),
    q(
        "h276_numpy_build_clib",
        "edit",
        "numpy/distutils/command/build_clib.py: please spell it out in the command description, "
        'i.e. make it "build C/C++/Fortran libraries used by Python extensions" instead of '
        "C/C++/F.",
        {
            "effect": {
                "text_replaced": [
                    CLIB,
                    'description = "build C/C++/F libraries used by Python extensions"',
                    'description = "build C/C++/Fortran libraries used by Python extensions"',
                ]
            }
        },
    ),
    q(
        "h276_numpy_build_clib",
        "edit",
        "Libraries with .dispatch.cpp sources never build right for me with numpy's build_clib. "
        "Something in build_a_library looks off -- can you track the bug down and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- pygments/lexers/wgsl.py -------------------------------------------------------------
    q(
        "h276_pygments_wgsl",
        "where",
        "Where's the WgslLexer class?",
        {"def": "WgslLexer"},
    ),
    q(
        "h276_pygments_wgsl",
        "const",
        "which file extensions does the WGSL lexer claim, and where is that set?",
        grep(r"filenames = \['\*\.wgsl'\]", WGSL),
    ),
    q(
        "h276_pygments_wgsl",
        "which",
        "What token type do attributes like @compute or @workgroup_size get in the WGSL lexer?",
        grep(r"Name\.Decorator", WGSL),
    ),
    q(
        "h276_pygments_wgsl",
        "which",
        "Which rule makes `true` and `false` come out as Keyword.Constant rather than plain "
        "Keyword?",
        grep(r"Keyword\.Constant", WGSL),
    ),
    q(
        "h276_pygments_wgsl",
        "how",
        "How does WgslLexer cope with a /* */ comment nested inside another block comment?",
        grep(
            r"Comment\.Multiline, 'block_comment'\)|Comment\.Multiline, '#push'\)"
            r"|Comment\.Multiline, '#pop'\)",
            WGSL,
        ),
    ),
    q(
        "h276_pygments_wgsl",
        "how",
        "In the GPU shader highlighter, how come something like 007 isn't picked up as a single "
        "whole number?",
        grep(r"We need two rules here because 01|\[1-9\]\[0-9\]\*\[iu\]\?'|Must match last", WGSL),
        own=True,
    ),
    run(
        "h276_pygments_wgsl",
        "can you run {} and tell me what the hex literal comes out as",
        "from pygments.lexers.wgsl import WgslLexer; "
        "print(list(WgslLexer().get_tokens('@vertex fn f() -> u32 { return 0x1Fu; }')))",
        "(Token.Literal.Number.Hex, '0x1Fu')",
    ),
    q(
        "h276_pygments_wgsl",
        "edit",
        "Make the WGSL lexer also register the text/x-wgsl mimetype: mimetypes = ['text/wgsl', "
        "'text/x-wgsl'].",
        {
            "effect": {
                "line_replaced": [
                    WGSL,
                    "mimetypes = ['text/wgsl']",
                    "mimetypes = ['text/wgsl', 'text/x-wgsl']",
                ]
            }
        },
    ),
    # --- debugpy/_vendored/pydevd/_pydev_runfiles/pydev_runfiles_parallel.py ------------------
    q(
        "h276_debugpy_runfiles_parallel",
        "where",
        "where is flatten_test_suite",
        {"def": "flatten_test_suite"},
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "where",
        "Where's `GetTestsToRun` defined?",
        {"def": "CommunicationThread.GetTestsToRun"},
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "returns",
        "What can execute_tests_in_parallel return, and when does it return False?",
        {"returns": "execute_tests_in_parallel"},
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "calls",
        "what calls flatten_test_suite",
        grep(r"(?<!def )flatten_test_suite\(", PAR),
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "raises",
        "Passing split='class' to execute_tests_in_parallel gives an AssertionError; where's it "
        "raised?",
        grep(r'raise AssertionError\("Do not know how to handle', PAR),
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "which",
        "Which class runs the XML-RPC server that the worker processes pull their tests from?",
        {"body": "CommunicationThread"},
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "which",
        "So which part actually fires up a brand new python for each helper and then just sits "
        "there until that one exits?",
        {"body": "ClientThread.run"},
        own=True,
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "how",
        "How does execute_tests_in_parallel work out how many jobs it really starts, and when "
        "does it give up on going parallel?",
        grep(r"jobs = len\(queue_elements\)|if jobs < 2:", PAR),
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "how",
        "If I'm stepping through my code in the IDE and start the test run with several workers, "
        "does it still spread the tests out? what stops it?",
        grep(r"get_global_debugger", PAR),
        own=True,
    ),
    run(
        "h276_debugpy_runfiles_parallel",
        "Run this: {}",
        PYDEVD + "import unittest; "
        "from _pydev_runfiles.pydev_runfiles_parallel import flatten_test_suite; r = []; "
        "flatten_test_suite(unittest.TestSuite([unittest.TestSuite([unittest.FunctionTestCase("
        "print)]), unittest.FunctionTestCase(len)]), r); print(len(r), [t.id() for t in r])",
        "2 ['print', 'len']",
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "edit",
        "the parallel runner prints 'Running tests in parallel with: N jobs.' every time and it "
        "clutters my output. just comment that line out in pydev_runfiles_parallel.py",
        {
            "effect": {
                "comment_out": [
                    PAR,
                    r'sys.stdout.write("Running tests in parallel with: %s jobs.\n" % (jobs,))',
                ]
            }
        },
    ),
    q(
        "h276_debugpy_runfiles_parallel",
        "edit",
        "Rename ClientThread._reader_thread to _pump_pipe (and its uses).",
        {"effect": {"renamed": ["_reader_thread", "_pump_pipe"]}},
    ),
    # --- PIL/AvifImagePlugin.py ----------------------------------------------------------------
    q(
        "h276_pil_avif",
        "where",
        "If I never said how many, where does it work out how many processor cores to put to "
        "work on reading or writing these AV1-based pictures?",
        {"def": "_get_default_max_threads"},
        own=True,
    ),
    q(
        "h276_pil_avif",
        "returns",
        "what does get_codec_version return, say for a codec that isn't built in",
        {"returns": "get_codec_version"},
    ),
    q(
        "h276_pil_avif",
        "calls",
        "Who calls `_get_default_max_threads`?",
        grep(r"(?<!def )_get_default_max_threads\(", AVIF),
    ),
    q(
        "h276_pil_avif",
        "calls",
        "In AvifImagePlugin, where is _save called or hooked up?",
        grep(
            r"_save\(im, fp, filename, save_all=True\)|register_save\(AvifImageFile\.format, _save\)",
            AVIF,
        ),
    ),
    q(
        "h276_pil_avif",
        "raises",
        'im.save("out.avif", quality=120) -> ValueError: Invalid quality setting. Where is that '
        "raised?",
        grep(r'msg = "Invalid quality setting"', AVIF),
    ),
    q(
        "h276_pil_avif",
        "raises",
        "where does the AVIF plugin reject a bad `advanced=` option?",
        grep(r"invalid = True|if invalid:|advanced codec options must be a dict", AVIF),
    ),
    q(
        "h276_pil_avif",
        "raises",
        "Saving gives me OSError 'cannot write file as AVIF (encoder returned None)' -- which "
        "line raises it?",
        grep(r"raise OSError\(msg\)", AVIF),
    ),
    q(
        "h276_pil_avif",
        "const",
        "What's the default quality when saving AVIF and where is it set?",
        grep(r'quality = info\.get\("quality", 75\)', AVIF),
    ),
    q(
        "h276_pil_avif",
        "which",
        "which function peeks at the start of a file to tell whether it's one of these AV1 "
        "still or moving pictures at all?",
        {"body": "_accept"},
        own=True,
    ),
    q(
        "h276_pil_avif",
        "which",
        "On a picture with several frames in it, what tells me which frame I'm on right now?",
        {"body": "AvifImageFile.tell"},
        own=True,
    ),
    q(
        "h276_pil_avif",
        "how",
        "How does _save pick the chroma subsampling when I don't pass one?",
        grep(r'subsampling = info\.get\("subsampling"|grayscale = all\(', AVIF),
    ),
    q(
        "h276_pil_avif",
        "how",
        "I'm writing out an animation where every picture stays on screen for a different "
        "length of time. how does it deal with me handing it a list of those times?",
        grep(
            r"isinstance\(duration, \(list, tuple\)\)|frame_duration = duration\[frame_idx\]", AVIF
        ),
        own=True,
    ),
    run(
        "h276_pil_avif",
        "What does {} print?",
        "from PIL.AvifImagePlugin import _accept; "
        "print(_accept(b'....ftypmif1'), _accept(b'....ftypheic'), _accept(b'....ftypavis'))",
        "True False True",
    ),
    q(
        "h276_pil_avif",
        "edit",
        "set DEFAULT_MAX_THREADS to 4 in PIL/AvifImagePlugin.py",
        {"effect": {"value_set": [AVIF, "DEFAULT_MAX_THREADS", "4"]}},
    ),
]
