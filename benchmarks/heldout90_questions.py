"""The ninetieth held-out set: questions on two third-party packages, copied from the installed
site-packages (pkg_resources from setuptools 65.5.0, only its ``pkg_resources/__init__.py``, and
cffi 2.0.0, only ``cffi/api.py``, ``cffi/cparser.py``, ``cffi/recompiler.py`` and
``cffi/model.py``), written blind: by reading only those files, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the code (the four cffi modules most, then
pkg_resources). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. The commands are all on cffi: a workspace that
holds only ``pkg_resources/__init__.py`` cannot import it (its ``extern`` subpackage is not
there). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h90_pkg_resources": ["pkg_resources/__init__.py"],
    "h90_cffi": ["cffi/api.py", "cffi/cparser.py", "cffi/recompiler.py", "cffi/model.py"],
}

PKG = "pkg_resources/__init__.py"
API = "cffi/api.py"
CPARSER = "cffi/cparser.py"
RECOMPILER = "cffi/recompiler.py"
MODEL = "cffi/model.py"


QUESTIONS: list[dict] = [
    # --- pkg_resources -----------------------------------------------------------------------
    q(
        "h90_pkg_resources",
        "where",
        "where is EntryPoint.parse defined",
        {"def": "EntryPoint.parse"},
    ),
    q(
        "h90_pkg_resources",
        "where",
        "Hi! Quick one: in which file and line does `_by_version_descending` live?",
        {"def": "_by_version_descending"},
    ),
    q(
        "h90_pkg_resources",
        "returns",
        "What does WorkingSet.find give back when the project isn't active at all, and when it is?",
        {"returns": "WorkingSet.find"},
    ),
    q(
        "h90_pkg_resources",
        "calls",
        "who calls evaluate_marker?",
        grep(r"(?<!def )evaluate_marker\(", PKG),
    ),
    q(
        "h90_pkg_resources",
        "calls",
        "Where is `_handle_ns` invoked from?",
        grep(r"(?<!def )_handle_ns\(", PKG),
    ),
    q(
        "h90_pkg_resources",
        "raises",
        "where does pkg_resources raise VersionConflict",
        grep(r"raise VersionConflict\(", PKG),
    ),
    q(
        "h90_pkg_resources",
        "raises",
        "I'm asking for an extra that the package doesn't declare. Which lines raise UnknownExtra?",
        grep(r"raise UnknownExtra\(", PKG),
    ),
    q(
        "h90_pkg_resources",
        "raises",
        "My entry_points.txt accidentally lists the same [group] header twice -- where exactly "
        "does the parser bail out on that?",
        grep(r'raise ValueError\("Duplicate group name"', PKG),
    ),
    q(
        "h90_pkg_resources",
        "const",
        "where's the EGG_NAME regex set up?",
        grep(r"^EGG_NAME = re\.compile\($", PKG),
    ),
    q(
        "h90_pkg_resources",
        "which",
        "which function normalises a project name like 'My Project!!' into the standard "
        "distribution name?",
        {"body": "safe_name"},
    ),
    q(
        "h90_pkg_resources",
        "which",
        "Which ResourceManager method builds that long 'Can't extract file(s) to egg cache' error?",
        {"body": "ResourceManager.extraction_error"},
    ),
    q(
        "h90_pkg_resources",
        "which",
        "which bit warns me when the folder my zipped files get unpacked into can be written "
        "to by other people on the same machine?",
        {"body": "ResourceManager._warn_unsafe_extraction_path"},
        own=True,
    ),
    q(
        "h90_pkg_resources",
        "which",
        "Which function decides whether something compiled for one Apple operating system "
        "release can be used on a computer running an older or newer release?",
        {"body": "compatible_platforms"},
        own=True,
    ),
    q(
        "h90_pkg_resources",
        "how",
        "How does `Requirement.__contains__` check whether a Distribution satisfies it? Does "
        "it let prereleases through?",
        {"body": "Requirement.__contains__"},
    ),
    q(
        "h90_pkg_resources",
        "how",
        "how does split_sections deal with lines that come before the first [section] header",
        {"body": "split_sections"},
    ),
    q(
        "h90_pkg_resources",
        "how",
        "When I ask for a file that's inside a zipped package, how does it avoid unpacking it "
        "again if an identical copy is already sitting on disk from last time?",
        {"body": "ZipProvider._is_current"},
        {"body": "ZipProvider._extract_resource"},
        own=True,
    ),
    q(
        "h90_pkg_resources",
        "how",
        "how does it stop a file name i hand it from escaping the package folder with ../ or "
        "a C:\\ drive prefix?",
        {"body": "NullProvider._validate_resource_path"},
        own=True,
    ),
    q(
        "h90_pkg_resources",
        "edit",
        "Please change BINARY_DIST from 2 to 4 in pkg_resources/__init__.py.",
        {"effect": {"value_set": [PKG, "BINARY_DIST", "4"]}},
    ),
    q(
        "h90_pkg_resources",
        "edit",
        'comment out the `warnings.filterwarnings("ignore", category=PEP440Warning, '
        "append=True)` line in pkg_resources/__init__.py, I actually want to see those warnings",
        {
            "effect": {
                "comment_out": [
                    PKG,
                    'warnings.filterwarnings("ignore", category=PEP440Warning, append=True)',
                ]
            }
        },
    ),
    q(
        "h90_pkg_resources",
        "edit",
        "Delete the line `AvailableDistributions = Environment` (the old backward-compat "
        "alias) from pkg_resources/__init__.py.",
        {"effect": {"line_deleted": [PKG, "AvailableDistributions = Environment"]}},
    ),
    # --- cffi --------------------------------------------------------------------------------
    q(
        "h90_cffi",
        "where",
        "Where's Recompiler.collect_type_table?",
        {"def": "Recompiler.collect_type_table"},
    ),
    q(
        "h90_cffi",
        "where",
        "where is global_cache defined in cffi",
        {"def": "global_cache"},
    ),
    q(
        "h90_cffi",
        "returns",
        "What does `FFI.list_types` return exactly?",
        {"returns": "FFI.list_types"},
    ),
    q(
        "h90_cffi",
        "returns",
        "what does Parser._get_type_pointer return? does it ever give something other than a "
        "plain PointerType?",
        {"returns": "Parser._get_type_pointer"},
    ),
    q(
        "h90_cffi",
        "calls",
        "who calls _preprocess in cparser.py",
        grep(r"= _preprocess\(csource\)", CPARSER),
    ),
    q(
        "h90_cffi",
        "calls",
        "Where does `_make_ffi_library` get called?",
        grep(r"= _make_ffi_library\(", API),
    ),
    q(
        "h90_cffi",
        "calls",
        "which FFI methods end up calling recompile()? I want to see every call site in api.py",
        grep(r"(?<!def )recompile\(self", API),
    ),
    q(
        "h90_cffi",
        "raises",
        'I wrote `#define VERSION "1.2"` in my cdef and got an error -- where is that raised?',
        grep(r"'only supports one of the following syntax", CPARSER),
    ),
    q(
        "h90_cffi",
        "raises",
        "where does the parser raise the 'multiple declarations of ...' FFIError?",
        grep(r'"multiple declarations of ', CPARSER),
    ),
    q(
        "h90_cffi",
        "raises",
        "Where in model.py is VerificationMissing raised?",
        grep(r"raise VerificationMissing\(", MODEL),
    ),
    q(
        "h90_cffi",
        "raises",
        "where does ffi.include() reject the thing you pass it?",
        grep(r'raise TypeError\("ffi\.include\(\) expects|raise ValueError\("self\.include', API),
    ),
    q(
        "h90_cffi",
        "raises",
        "passing pack=3 to cdef blows up, which line raises that?",
        grep(r"raise ValueError\(\"'pack' must be a power of two", CPARSER),
    ),
    q(
        "h90_cffi",
        "const",
        "Where is VERSION_EMBEDDED set, and to what?",
        grep(r"^VERSION_EMBEDDED = ", RECOMPILER),
    ),
    q(
        "h90_cffi",
        "which",
        "Which Recompiler method writes the pure-Python module that's used in ABI (dlopen) mode?",
        {"body": "Recompiler.write_py_source_to_f"},
    ),
    q(
        "h90_cffi",
        "which",
        "which function strips the /* */ and // remarks out of the C declarations I hand over, "
        "without shifting the line numbers?",
        {"body": "_preprocess"},
        own=True,
    ),
    q(
        "h90_cffi",
        "which",
        "Which code chooses the underlying integer type for an enum from the lowest and "
        "highest numbers it holds?",
        {"body": "EnumType.build_baseinttype"},
        own=True,
    ),
    q(
        "h90_cffi",
        "which",
        "which part works out that a function prototype was declared with the Windows "
        "calling convention?",
        {"body": "Parser._parse_function_type"},
        {"body": "_preprocess"},
        own=True,
    ),
    q(
        "h90_cffi",
        "how",
        "How does `FFI.init_once` make sure the function runs only once when several threads "
        "call it at the same time?",
        {"body": "FFI.init_once"},
    ),
    q(
        "h90_cffi",
        "how",
        "how does it locate the .so on disk when I only give it a bare name like 'm' instead "
        "of a full path?",
        {"body": "_load_backend_lib"},
        own=True,
    ),
    q(
        "h90_cffi",
        "how",
        "Once the real compiler has told it where each member of a record sits and how big "
        "every member is, how does it fill in an array member whose length I left open?",
        {"body": "StructOrUnion.finish_backend_type"},
        own=True,
    ),
    q(
        "h90_cffi",
        "how",
        "how does it avoid rewriting the generated C file (and so forcing a rebuild) when "
        "nothing in it would change?",
        {"body": "_make_c_or_py_source"},
        own=True,
    ),
    run(
        "h90_cffi",
        "What does {} print?",
        "from cffi.model import PrimitiveType, PointerType, ArrayType; "
        "print(ArrayType(PointerType(PrimitiveType('int')), 4).get_c_name('x'))",
        "int * x[4]",
    ),
    run(
        "h90_cffi",
        "can you run {} and tell me what comes out",
        "from cffi.api import FFI; ffi = FFI(); "
        "ffi.cdef('typedef struct { int a; } foo_t; struct bar { int b; }; "
        "union u { int c; }; typedef int myint;'); print(ffi.list_types())",
        "(['foo_t', 'myint'], ['bar'], ['u'])",
    ),
    run(
        "h90_cffi",
        "output of {} ?",
        "from cffi.cparser import Parser; p = Parser(); "
        "p.parse('enum e { A = 1 << 4, B, C = -7 / 2, D = 010 };'); "
        "print(sorted(p._int_constants.items()))",
        "[('A', 16), ('B', 17), ('C', -3), ('D', 8)]",
    ),
    run(
        "h90_cffi",
        "I'm curious what {} prints",
        "from cffi.recompiler import TypenameExpr; "
        "print(TypenameExpr('foo_t', 3).as_python_expr())",
        r"b'\x00\x00\x00\x03foo_t'",
    ),
    q(
        "h90_cffi",
        "edit",
        "Add a docstring to Parser._c_div in cffi/cparser.py explaining that it divides like "
        "C does (rounding toward zero).",
        {"effect": {"docstring": "Parser._c_div"}},
    ),
    q(
        "h90_cffi",
        "edit",
        "cffi/cparser.py has a function `_workaround_for_static_import_finders` that is never "
        "called. Please remove that whole function.",
        {"effect": {"definition_deleted": [CPARSER, "_workaround_for_static_import_finders"]}},
    ),
    q(
        "h90_cffi",
        "edit",
        "Could you speed up cdef() parsing? It's slow on my 5000-line header; maybe cache the "
        "preprocessed source or parse in parallel -- whatever makes it fastest.",
        {"effect": {"declined": True}},
    ),
]
